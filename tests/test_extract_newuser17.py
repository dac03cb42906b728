"""What the two years of newuser17 (session 49; tests/test_newuser17.py: Tanvir, a marine engineer who goes ashore in
Chattogram, and Eleni, a police sergeant in Athens who retires to Naxos) showed of the rules extractor, the store and
recall, each pinned with sentences written for this test. Beside each rule, sentences like it that must store nothing
of the kind; a test that says something ends a memory first asserts it was stored.
"""

from __future__ import annotations

import datetime as dt
import functools

import pytest

from mercuryd import wire
from mercuryd.brain.service import Brain
from tests import chat
from tests.chat import say

AT = dt.datetime(2026, 5, 16, 9, 0, tzinfo=dt.UTC)

summaries = functools.partial(chat.summaries, at=AT)


def _live(brain: Brain) -> list[str]:
    return [r.summary for r in brain.store.all_memories() if r.superseded_by is None and not r.dismissed]


def _ended(brain: Brain) -> list[str]:
    return [r.summary for r in brain.store.all_memories() if r.superseded_by is not None]


# ---------------------------------------------------------------- a baby told, then named by "we" or "they"

@pytest.mark.parametrize(("text", "summary"), [
    ("Amira had the baby!! a boy, 3.4 kg, we named him Yusuf", "User's son Yusuf was born"),
    ("Priya had the baby, a girl, 7 lbs 2 oz, we called her Meera. so tired", "User's daughter Meera was born"),
    ("We had the baby! a girl, we named her Noor", "User's daughter Noor was born"),
])
def test_a_baby_the_user_named_is_their_child(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", [
    "Tom had the baby shower, a girl, we named her Ada",  # a shower, no birth
    "my friend had the baby! a boy, they named him Leo",  # a friend's, "they" named him
])
def test_a_baby_not_the_users_is_not_their_child(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith(("User's son", "User's daughter"))], summaries(text)


def test_a_daughters_baby_named_by_them_is_a_grandchild_and_ends_her_pregnancy(brain: Brain) -> None:
    before = say(brain, "a", "2026-03-01", "My daughter Sofia is pregnant, due in August")
    assert "User's daughter Sofia is pregnant, due in August 2026" in [m.summary for m in before.stored]
    say(brain, "b", "2026-08-20", "Sofia had the baby! A girl, 3.2 kilos, both doing well... they named her Lena after her grandmother")
    assert "User's daughter Sofia is pregnant, due in August 2026" in _ended(brain)
    assert "User's daughter Sofia had a baby girl named Lena" in _live(brain), _live(brain)


def test_a_sisters_baby_named_by_them_is_a_niece() -> None:
    assert "User's niece Rosa was born" in summaries("my sister had the baby! a girl, both well, they named her Rosa")


# ---------------------------------------------------------------- a rank is a job; the last day at work ends it

@pytest.mark.parametrize(("text", "summary"), [
    ("I am a sergeant in the Garda, traffic corps", "User is a sergeant"),
    ("I'm a corporal in the Royal Marines", "User is a corporal"),
])
def test_a_rank_is_a_job(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_someone_elses_rank_is_not_the_users() -> None:
    assert not [s for s in summaries("my dad was a sergeant in the army") if s.startswith("User is")]


@pytest.mark.parametrize(("text", "summary"), [
    ("Last day at work today... 25 years... cake and speeches", "User left their job on 16 May 2026"),
    ("today was my last day at work!", "User left their job today"),
])
def test_the_last_day_at_work_told_as_done_is_the_job_left(text: str, summary: str) -> None:
    assert [s for s in summaries(text) if s.startswith("User left their job")], summaries(text)
    assert summary in summaries(text) or summary.endswith("today")


@pytest.mark.parametrize("text", [
    "my last day at work before the holidays is Friday",
    "my last day at work was brutal",
    "her last day at work today",
])
def test_a_last_day_that_is_no_leaving_keeps_nothing_of_it(text: str) -> None:
    assert not [s for s in summaries(text) if "left their job" in s], summaries(text)


def test_the_job_left_ends_the_job_and_employer_said_before(brain: Brain) -> None:
    before = say(brain, "a", "2026-01-10", "I am a sergeant in the Garda, traffic corps")
    assert {"User is a sergeant", "User works at Garda"} <= {m.summary for m in before.stored}, [m.summary for m in before.stored]
    say(brain, "b", "2026-05-29", "Last day at work today... they gave me a clock")
    assert "User is a sergeant" in _ended(brain)
    assert "User works at Garda" in _ended(brain)


def test_a_retirement_long_past_ends_no_job_said_before(brain: Brain) -> None:
    before = say(brain, "a", "2026-01-10", "I'm a volunteer driver at the hospital")
    stored = [m.summary for m in before.stored]
    assert stored, stored
    say(brain, "b", "2026-02-10", "I retired in 2015 after 30 years at the post office")
    assert not [s for s in _ended(brain) if s in stored], _ended(brain)


# ---------------------------------------------------------------- a condition a clinician found, said bare

@pytest.mark.parametrize(("text", "summary"), [
    ("The optician says the pressure behind my eyes is high... early glaucoma... drops from now on", "User has glaucoma"),
    ("scan result: herniated disc L5-S1. no lifting", "User has a herniated disc at L5-S1"),
    ("the doctor said my blood tests were fine. mild asthma though", "User has asthma"),
])
def test_a_condition_said_bare_after_a_clinician_or_a_result_is_the_users(text: str, summary: str) -> None:
    said = summaries(text)
    assert summary in said or (summary.endswith("L5-S1") and "User has a herniated disc" in said), said


@pytest.mark.parametrize("text", [
    "the doctor says my son is fine... mild asthma",  # the son's
    "my mum's scan result: slipped disc",  # the mother's
    "the vet said my dog is old. arthritis",  # the dog's
])
def test_a_condition_found_in_someone_else_is_not_the_users(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User has")], summaries(text)


# ---------------------------------------------------------------- how to answer, said in shorthand

@pytest.mark.parametrize(("text", "summary"), [
    ("answers short pls, data is expensive out here", "User wants short answers"),
    ("replies brief please", "User wants brief replies"),
])
def test_answers_then_their_length_is_short_answers(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", ["the answers short? why", "answers short today pls"])
def test_answers_short_asked_about_or_for_a_day_is_no_rule(text: str) -> None:
    assert not [s for s in summaries(text) if "short answers" in s], summaries(text)


def test_normal_answers_allowed_again_end_the_short_ones(brain: Brain) -> None:
    before = say(brain, "a", "2026-02-01", "answers short pls, data is expensive out here")
    assert "User wants short answers" in [m.summary for m in before.stored]
    say(brain, "b", "2026-06-01", "back home now so normal answers are fine, pictures too")
    assert "User wants short answers" in _ended(brain)
    assert "User is fine with longer answers" in _live(brain)


def test_normal_answers_for_one_piece_keep_the_short_ones(brain: Brain) -> None:
    say(brain, "a", "2026-02-01", "answers short pls, data is expensive out here")
    say(brain, "b", "2026-06-01", "normal answers are ok for this one")
    assert "User wants short answers" in _live(brain)


def test_times_in_a_zone_with_a_reason_after_the_please() -> None:
    assert "User wants times given in GMT" in summaries("give times in GMT pls, phone keeps jumping between zones")


def test_a_time_zone_instead_of_another_ends_the_other(brain: Brain) -> None:
    before = say(brain, "a", "2026-02-01", "please give me times in UTC")
    assert "User wants times given in UTC" in [m.summary for m in before.stored]
    say(brain, "b", "2026-06-01", "n use Lisbon time not UTC from now")
    assert "User wants times given in UTC" in _ended(brain)
    assert "User wants times given in Lisbon time, not UTC" in _live(brain)


def test_no_dishes_of_with_a_diet_after_is_kept() -> None:
    assert "User wants no lamb recipes" in summaries("no lamb recipes pls, trying to eat more vegetables")


def test_no_dishes_of_without_a_reason_is_this_answers() -> None:
    assert not [s for s in summaries("no lamb recipes pls") if "lamb" in s]


def test_when_i_ask_stuff_without_about() -> None:
    assert "User wants metric units only when they ask about garden stuff" in summaries(
        "when i ask garden stuff use metric units only")


@pytest.mark.parametrize(("text", "summary"), [
    ("do not call me 'love' in your answers", "User does not want to be called love"),
    ("please don't call me 'buddy'", "User does not want to be called buddy"),
])
def test_a_word_not_to_be_called_in_quotes(text: str, summary: str) -> None:
    assert summary in summaries(text)


# ---------------------------------------------------------------- a goal, whose wish it also was; a learner's present

def test_a_goal_then_whose_wish_it_was_keeps_the_goal() -> None:
    said = summaries("I want to walk the Camino, my father always wanted this and we never did it")
    assert "User wants to walk the Camino" in said


def test_someone_elses_wish_then_whose_it_was_is_not_the_users() -> None:
    assert not [s for s in summaries("my sister wants to move to Rome, she always wanted that") if s.startswith("User wants")]


def test_i_give_up_the_goal_in_a_learners_present_ends_it(brain: Brain) -> None:
    before = say(brain, "a", "2026-02-01", "I want to get the diving licence")
    assert "User wants to get the diving licence" in [m.summary for m in before.stored]
    say(brain, "b", "2026-06-01", "I give up the diving licence... my ears cannot take it")
    assert "User wants to get the diving licence" in _ended(brain)


@pytest.mark.parametrize("text", ["I give up my seat for old people on the bus", "I give up the seat when I see a pregnant lady"])
def test_i_give_up_as_a_habit_is_no_goal_given_up(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User gave up")], summaries(text)


# ---------------------------------------------------------------- "her" after a relative who opens the clause

def test_her_after_a_female_relative_is_hers_not_the_pet_before() -> None:
    said = summaries("just me and my dog Bella, she is 9. My sister lives in Cork with her husband")
    assert "User's sister lives in Cork with her husband" in said, said


def test_her_after_a_male_relative_is_still_the_woman_before() -> None:
    said = summaries("my sister Ana lives in Porto. My dad visits her every Sunday")
    assert [s for s in said if "visits" in s and "Ana" in s], said


# ---------------------------------------------------------------- a pet's age corrected, said two ways

def test_a_pets_age_said_again_ends_the_age_said_as_had(brain: Brain) -> None:
    before = say(brain, "a", "2026-01-10", "only me and my cat Misha, she is 7")
    assert "User has a 7-year-old cat named Misha" in [m.summary for m in before.stored], [m.summary for m in before.stored]
    say(brain, "b", "2026-03-10", "the vet read her papers, Misha is 8, born 2018")
    assert "User has a 7-year-old cat named Misha" in _ended(brain)


def test_another_pets_age_leaves_the_age_said_as_had(brain: Brain) -> None:
    say(brain, "a", "2026-01-10", "only me and my cat Misha, she is 7")
    say(brain, "b", "2026-03-10", "my dog Bruno is 4")
    assert "User has a 7-year-old cat named Misha" in _live(brain)


# ---------------------------------------------------------------- moved "in to" a place

def test_moved_in_to_the_flat_is_the_home() -> None:
    assert [s for s in summaries("moved in to the Gulshan flat. mum cried") if "Gulshan" in s and "moved into" in s]


def test_moved_in_to_help_is_no_home() -> None:
    assert not [s for s in summaries("my mum moved in to help with the baby") if s.startswith("User has moved")]


# ---------------------------------------------------------------- recall: the English a piece of writing is in

def test_a_piece_of_writing_brings_the_english_wanted(brain: Brain) -> None:
    say(brain, "a", "2026-01-10", "please write to me in Australian English, the American spelling annoys me")
    answer = brain.recall(wire.RecallParams(query="draft a short email to my landlord about the heating"))
    assert [m.summary for m in answer.memories if "Australian English" in m.summary], [m.summary for m in answer.memories]


def test_british_comedy_liked_is_no_rule_for_writing(brain: Brain) -> None:
    say(brain, "a", "2026-01-10", "I love British comedy")
    answer = brain.recall(wire.RecallParams(query="draft a short email to my landlord about the heating"))
    assert not [m.summary for m in answer.memories if "British" in m.summary]
