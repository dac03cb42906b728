"""What the two years of newuser16 (session 48; tests/test_newuser16.py: Darryl in Alberta, Wanjiru in Nairobi) showed
of the rules extractor and the store, each pinned with sentences written for this test. Beside each rule, sentences
like it that must store nothing of the kind; a test that says something ends a memory first asserts it was stored.
"""

from __future__ import annotations

import datetime as dt
import functools
import re

import pytest

from mercuryd import wire
from mercuryd.brain.clock import FakeClock
from mercuryd.brain.service import Brain
from tests import chat
from tests.chat import say

AT = dt.datetime(2026, 5, 16, 9, 0, tzinfo=dt.UTC)

summaries = functools.partial(chat.summaries, at=AT)


def _live(brain: Brain) -> list[str]:
    return [r.summary for r in brain.store.all_memories() if r.superseded_by is None and not r.dismissed]


def _ended(brain: Brain) -> list[str]:
    return [r.summary for r in brain.store.all_memories() if r.superseded_by is not None]


# ---------------------------------------------------------------- a parent or grandparent said bare, as a name is

@pytest.mark.parametrize(("text", "summary"), [
    ("mum died last week", "User's mum died in the week of 4 May 2026"),
    ("dad passed away on saturday", "User's dad passed away on Saturday, 9 May 2026"),
    ("Nan was admitted on Sunday", "User's nan was admitted on Sunday, 10 May 2026"),
])
def test_a_parent_said_bare_is_the_users(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", [
    "her dad passed away",
    "Tom's dad died",
    "a dad died in the crash",
    "the dad died in the film",
])
def test_someone_elses_parent_is_not_the_users(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User's")], summaries(text)


def test_a_parent_said_bare_who_died_ends_their_hospital_stay(brain: Brain) -> None:
    before = say(brain, "a", "2026-03-02", "my mum had a fall, she is in hospital in Leeds")
    assert [m.summary for m in before.stored if "hospital" in m.summary], [m.summary for m in before.stored]
    say(brain, "b", "2026-03-20", "mum passed away on tuesday night")
    assert [s for s in _ended(brain) if "hospital" in s], _ended(brain)
    assert [s for s in _live(brain) if "mum passed away" in s], _live(brain)


# ---------------------------------------------------------------- a sister's baby born, then named

@pytest.mark.parametrize(("text", "summary"), [
    ("my sister had the baby! a girl, Tilly, 6 lbs 9 oz", "User's niece Tilly was born"),
    ("my sister-in-law had her baby, a little boy! his name is Kwame", "User's nephew Kwame was born"),
])
def test_a_sisters_baby_then_its_name_is_a_niece_or_nephew(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", [
    "She had the baby! a girl, Tilly",  # whose is not said
    "my sister had the baby shower, a girl party",
    "my friend Jo had the baby! a girl, Tilly",  # a friend's
    "My daughter Rosa had her baby, a little girl, Ines, born May 2nd",  # a grandchild (below)
])
def test_a_baby_not_a_sisters_is_no_niece(text: str) -> None:
    assert not [s for s in summaries(text) if "niece" in s or "nephew" in s], summaries(text)


def test_the_users_own_baby_named_stays_their_child() -> None:
    assert "User's son Finn was born" in summaries("We had the baby! a boy, Finn")


def test_a_daughters_baby_named_stays_a_grandchild() -> None:
    said = summaries("My daughter Rosa had her baby, a little girl, Ines, born May 2nd")
    assert [s for s in said if s.startswith("User's granddaughter Ines")], said


def test_a_named_sisters_baby_ends_her_pregnancy(brain: Brain) -> None:
    before = say(brain, "a", "2026-04-01", "my sister Greta is pregnant, due in october")
    assert "User's sister Greta is pregnant, due in October 2026" in [m.summary for m in before.stored]
    say(brain, "b", "2026-10-12", "Greta had the baby! a boy, Olle, 8 lbs")
    assert "User's sister Greta is pregnant, due in October 2026" in _ended(brain)
    assert [s for s in _live(brain) if "Olle" in s], _live(brain)


def test_a_niece_born_ends_the_sisters_pregnancy_not_a_cousins(brain: Brain) -> None:
    sister = say(brain, "a", "2026-04-01", "my sister Greta is pregnant, due in october")
    cousin = say(brain, "b", "2026-04-02", "my cousin Ida is pregnant, due in october")
    assert "User's sister Greta is pregnant, due in October 2026" in [m.summary for m in sister.stored]
    assert "User's cousin Ida is pregnant, due in October 2026" in [m.summary for m in cousin.stored]
    say(brain, "c", "2026-10-12", "my sister Greta had a baby girl named Liv")
    assert "User's sister Greta is pregnant, due in October 2026" in _ended(brain)
    assert "User's cousin Ida is pregnant, due in October 2026" in _live(brain)


def test_the_baby_shower_ends_no_pregnancy(brain: Brain) -> None:
    before = say(brain, "a", "2026-04-01", "my sister Greta is pregnant, due in october")
    assert "User's sister Greta is pregnant, due in October 2026" in [m.summary for m in before.stored]
    say(brain, "b", "2026-09-12", "my sister Greta had the baby shower on saturday")
    assert "User's sister Greta is pregnant, due in October 2026" in _live(brain)


# ---------------------------------------------------------------- a place got, then "move <day>", the "I" unsaid

@pytest.mark.parametrize(("text", "summary"), [
    ("selling the old place. got a basement suite in Camrose, move june 1", "User is moving to Camrose on 1 June 2026"),
    ("I got a condo in Burnaby, move in on july 3", "User is moving to Burnaby on 3 July 2026"),
])
def test_a_place_got_then_the_move_day_is_a_move_there(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", [
    "my brother got a flat in Leeds, move june 1",
    "my sister has a flat in Leeds, 2 bedrooms, we move 15 August",
])
def test_a_place_someone_else_got_is_no_move_there(text: str) -> None:
    assert not [s for s in summaries(text) if "moving to Leeds" in s], summaries(text)


def test_a_place_found_then_moving_said_in_a_sentence_of_its_own() -> None:
    said = summaries("found a studio in Westlands, 5 minutes walk to work. moving 1 July")
    assert "User is moving to Westlands on 1 July 2026" in said


def test_a_place_someone_else_found_then_moving_is_no_move_there() -> None:
    said = summaries("my sister found a studio in Westlands. she loves it")
    assert not [s for s in said if "moving to" in s], said


# ---------------------------------------------------------------- "got a daughter Kayla, shes 15"

@pytest.mark.parametrize(("text", "said"), [
    ("got a daughter Maddie, shes 14. she lives with her mom", ["User has a daughter Maddie", "User's daughter Maddie is 14"]),
    ("I have a son Jordan, he is 9", ["User has a son Jordan", "User's son Jordan is 9"]),
    ("got 2 kids, 4 and 7", ["User has 2 kids, 4 and 7"]),
])
def test_a_child_got_and_their_age_after_the_name(text: str, said: list[str]) -> None:
    got = summaries(text)
    assert all(s in got for s in said), got


@pytest.mark.parametrize("text", [
    "got a daughter's party to plan",
    "my brother got a son last year",
    "I have a daughter Maddie, she's 15 minutes away",
])
def test_no_child_of_the_users_or_no_age(text: str) -> None:
    got = summaries(text)
    assert not [s for s in got if s.startswith("User has a son") or re.search(r"is \d+$", s)], got


# ---------------------------------------------------------------- a medicine the user is on, what for without "my"

@pytest.mark.parametrize(("text", "summary"), [
    ("I'm on metformin for diabetes", "User is on metformin for diabetes"),
    ("I'm on ramipril for high blood pressure", "User is on ramipril for high blood pressure"),
    ("also on lisinopril now for blood pressure, 10mg", "User is on lisinopril now for blood pressure, 10mg"),
    ("on sertraline now", "User is on sertraline"),
])
def test_a_medicine_the_user_is_on(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", [
    "on everyone for the list",
    "also on the team for the relay",
    "now on holiday for two weeks",
    "on protein shakes",
])
def test_on_what_is_no_medicine_is_nothing_taken(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User is on")], summaries(text)


# ---------------------------------------------------------------- a condition the clinic named, said bare after "they say"

@pytest.mark.parametrize(("text", "summary"), [
    ("so tired lately. went to the walk-in clinic, they say anemia. tablets for 3 months", "User has anemia"),
    ("they said it's vertigo", "User has vertigo"),
])
def test_a_condition_they_named_is_the_users(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", [
    "they say asthma is common in kids",
    "my son went to the GP, they say eczema",
    "she went to the clinic. they say asthma",
    "they say rain tomorrow",
])
def test_a_condition_not_found_in_the_user_is_not_theirs(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User has")], summaries(text)


# ---------------------------------------------------------------- a haemoglobin reading

@pytest.mark.parametrize(("text", "summary"), [
    ("doctor stopped the tablets. Hb is 12.9", "User's haemoglobin is 12.9"),
    ("my haemoglobin was 9.8, a bit low", "User's haemoglobin is 9.8 (a bit low)"),
])
def test_a_haemoglobin_reading_is_the_users(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", ["his Hb is 8", "HB is a pencil grade"])
def test_someone_elses_haemoglobin_or_a_pencil_is_no_reading(text: str) -> None:
    assert not [s for s in summaries(text) if "haemoglobin" in s], summaries(text)


def test_the_next_haemoglobin_reading_ends_the_one_before(brain: Brain) -> None:
    first = say(brain, "a", "2026-04-18", "my Hb is 9.1")
    assert "User's haemoglobin is 9.1" in [m.summary for m in first.stored]
    say(brain, "b", "2026-10-03", "Hb is 13.1 now, the doctor is happy")
    assert "User's haemoglobin is 9.1" in _ended(brain)
    assert "User's haemoglobin is 13.1" in _live(brain)


# ---------------------------------------------------------------- a divorce final, the "my" unsaid

@pytest.mark.parametrize("text", ["divorce is final as of today. 19 yrs", "my divorce is final as of today"])
def test_a_divorce_final_said_bare(text: str) -> None:
    assert "User's divorce is final" in summaries(text)


@pytest.mark.parametrize("text", ["her divorce is final", "divorce is final for most couples after six weeks"])
def test_a_divorce_not_the_users_or_in_general(text: str) -> None:
    assert not [s for s in summaries(text) if "divorce" in s], summaries(text)


# ---------------------------------------------------------------- how design feedback is laid out, and that rule ended

def test_a_rule_for_design_feedback() -> None:
    assert "User wants bullet points in design feedback" in summaries("for design feedback use bullet points please")


@pytest.mark.parametrize("text", ["for design feedback I use Figma comments", "for feedback we have a weekly meeting"])
def test_what_the_user_does_for_feedback_is_no_rule(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User wants")], summaries(text)


def test_stop_using_bullet_points_now_ends_the_rule_and_reads_cleanly(brain: Brain) -> None:
    before = say(brain, "a", "2026-02-27", "for design feedback use bullet points please, easier to skim")
    assert "User wants bullet points in design feedback" in [m.summary for m in before.stored]
    say(brain, "b", "2026-10-03", "stop using bullet points now, write normal paragraphs")
    assert "User wants bullet points in design feedback" in _ended(brain)
    assert "User does not want bullet points used" in _live(brain)


# ---------------------------------------------------------------- recall: a distance asked, the way to work asked

def _recalled(brain: Brain, clock: FakeClock, day: str, query: str) -> list[str]:
    clock.t = dt.datetime.fromisoformat(f"{day}T21:00:00+00:00").timestamp()
    return [m.summary for m in brain.recall(wire.RecallParams(query=query)).memories]


def test_how_far_brings_the_units_the_user_counts_in(brain: Brain, clock: FakeClock) -> None:
    said = say(brain, "a", "2026-02-03", "use km and celsius please not miles")
    assert "User wants km and celsius not miles" in [m.summary for m in said.stored]
    assert "User wants km and celsius not miles" in _recalled(brain, clock, "2026-02-05", "how far is it from Hinton to Jasper")
    assert "User wants km and celsius not miles" not in _recalled(brain, clock, "2026-02-05", "so far so good, how do I poach an egg")


def test_the_way_to_work_asked_brings_the_home(brain: Brain, clock: FakeClock) -> None:
    said = say(brain, "a", "2026-03-01", "I live in Leduc")
    assert "User lives in Leduc" in [m.summary for m in said.stored]
    assert "User lives in Leduc" in _recalled(brain, clock, "2026-03-05", "whats the quickest way to work in the morning")
    assert "User lives in Leduc" in _recalled(brain, clock, "2026-03-05", "how do i get to work from home")
    assert "User lives in Leduc" not in _recalled(brain, clock, "2026-03-05", "I need a way to work with difficult clients")


# ---------------------------------------------------------------- a correction "X not a Y" (a make said with its article)

def test_a_make_put_right_with_its_article_corrects_the_memory(brain: Brain) -> None:
    before = say(brain, "a", "2026-03-10", "got the new kettle, a Breville. boils fast")
    assert [m.summary for m in before.stored if "Breville" in m.summary], [m.summary for m in before.stored]
    say(brain, "b", "2026-10-14", "wait no, the kettle is a Russell Hobbs not a Breville, i mixed them up")
    assert not [s for s in _live(brain) if "Breville" in s], _live(brain)
    assert [s for s in _live(brain) if "Russell Hobbs" in s and "kettle" in s], _live(brain)


def test_a_make_put_right_that_shares_no_word_with_a_memory_corrects_nothing(brain: Brain) -> None:
    before = say(brain, "a", "2026-03-10", "got the new kettle, a Breville. boils fast")
    assert [m.summary for m in before.stored if "Breville" in m.summary], [m.summary for m in before.stored]
    say(brain, "b", "2026-10-14", "sorry, the toaster is a Dualit not a Breville")
    assert [s for s in _live(brain) if "Breville" in s], _live(brain)


# ---------------------------------------------------------------- a move said with its day ends the search for a home

def test_a_move_with_its_day_ends_the_search_for_a_home(brain: Brain) -> None:
    before = say(brain, "a", "2026-05-11", "we're looking for a bigger flat, ideally near a park")
    assert "User is looking for a bigger flat, ideally near a park" in [m.summary for m in before.stored]
    say(brain, "b", "2026-06-02", "found a bedsitter in Ruaka, close to the stage. moving 1 July")
    assert "User is looking for a bigger flat, ideally near a park" in _ended(brain)
    assert "User is moving to Ruaka on 1 July 2026" in _live(brain)


def test_a_move_elsewhere_leaves_the_search_in_another_place(brain: Brain) -> None:
    before = say(brain, "a", "2026-05-11", "we're looking for a flat in Kralingen")
    assert "User is looking for a flat in Kralingen" in [m.summary for m in before.stored]
    said = say(brain, "b", "2026-06-02", "we found a place in Delfshaven, moving on the 1st of July")
    assert "User is moving to Delfshaven on 1 July 2026" in [m.summary for m in said.stored]
    assert "User is looking for a flat in Kralingen" in _live(brain)
