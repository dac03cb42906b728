"""What the e14 new-user trial (session 31) showed the rules missing or garbling.

A retired librarian's fourteen conversations through the real daemon: a name said with the name
she goes by lost to the cap of three; "use bigger words, I mean simpler words" stored the words
she took back; "short paragraphs please" not read as how to answer; "never suggest I book things
online" stored as "User does not want they book things online … suggested"; a book club that meets
"the first Thursday of every month" and a group joined "on Wednesdays" (no "that meets") missed.

The f14 trial (a German PhD student writing English as many Europeans do) showed orders and idioms of
other languages hiding plain facts: "answer me always in English", "we live now in Potsdam", "switched
completely to Python", "I stopped the bouldering", "three times in the week", "I make my PhD", "Lena and
me, we are moving together"; and deadlines, native or not ("I have to hand in my dissertation by 30
April", "my thesis is due at the end of March", "submit my thesis until end of March") were never kept.
Sentences written for this file, none from the labelled set.
"""

from __future__ import annotations

import datetime as dt
import functools

import pytest

from mercuryd import wire
from mercuryd.brain import spelling
from mercuryd.brain.clock import FakeClock
from mercuryd.brain.extract_rules import extract
from mercuryd.brain.service import Brain
from tests import chat

AT = dt.datetime(2026, 5, 12, 10, 0, tzinfo=dt.UTC)

facts = functools.partial(chat.facts, at=AT)
summaries = functools.partial(chat.summaries, at=AT)


# ---------------------------------------------------------------- a name and what the user goes by

def test_a_name_and_a_nickname_said_together_are_one_fact_within_the_cap() -> None:
    found = facts("Hi, I'm Robert but everybody calls me Bobby. I'm a retired plumber living in Cork.", cap=3)
    assert ("identity", "User's name is Robert; they go by Bobby", "name", "robert") in found
    assert any(f[2] == "lives_in" for f in found) and any(f[2] == "job_title" for f in found), found


def test_a_nickname_said_alone_stays_a_fact_of_its_own() -> None:
    assert facts("Call me Bobby.") == [("identity", "User goes by Bobby", "nickname", "bobby")]


# ---------------------------------------------------------------- a correction said with "I mean"

@pytest.mark.parametrize(("text", "summary"), [
    ("Please use plain words, I mean simple words, when you explain things.", "User wants simple words"),
    ("My brother lives in Derby, I mean Leicester.", "User's brother lives in Leicester"),
    ("I swim on Mondays, I mean Thursdays.", "User swims on Thursdays"),
])
def test_the_correction_replaces_what_it_corrects(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", ["I mean, it's fine, I like my job.", "I love my garden, I mean really."])
def test_i_mean_as_filler_changes_nothing(text: str) -> None:
    # no correction of the same shape: the clause is read as it was said
    assert summaries(text) == summaries(text.replace(", I mean really", "").replace("I mean, ", ""))


# ---------------------------------------------------------------- the shape of every answer

@pytest.mark.parametrize("text", ["Short paragraphs please.", "And short paragraphs please, reading on a phone is hard."])
def test_paragraphs_asked_for_kindly_are_how_to_answer(text: str) -> None:
    assert facts(text) == [("preference", "User wants short paragraphs", None, None)]


@pytest.mark.parametrize(("text", "summary"), [
    ("Never suggest I pay for anything with PayPal, I don't have an account.",
     "User does not want suggestions to pay for anything with PayPal"),
    ("Never recommend I drive at night, my eyes are not good in the dark.", "User does not want recommendations to drive at night"),
])
def test_a_suggestion_of_what_the_user_should_do_is_refused_as_said(text: str, summary: str) -> None:
    assert summaries(text) == [summary]


def test_a_thing_suggested_is_read_as_before() -> None:
    assert summaries("Never suggest Java solutions to me.") == ["User does not want Java solutions suggested"]


# ---------------------------------------------------------------- a group the user belongs to, on its schedule

@pytest.mark.parametrize(("text", "summary", "attribute"), [
    ("Our quilting circle meets the second Tuesday of every month at the church hall.",
     "User's quilting circle meets the second Tuesday of every month at the church hall", "schedule:quilting circle"),
    ("My walking group meets on Sunday mornings.", "User's walking group meets on Sunday mornings", "schedule:walking group"),
    ("Our choir rehearses every Thursday night.", "User's choir rehearses every Thursday night", "schedule:choir"),
])
def test_a_group_of_the_users_meets_on_a_schedule(text: str, summary: str, attribute: str) -> None:
    assert [(f[0], f[1], f[2]) for f in facts(text)] == [("habit", summary, attribute)]


def test_a_group_joined_on_its_days_is_a_habit_with_its_schedule() -> None:
    found = facts("I've joined a French conversation group at the community centre on Mondays instead.")
    assert found == [("habit", "User joined a French conversation group at the community centre on Mondays",
                      "schedule:join french conversation", "on mondays")]


@pytest.mark.parametrize("text", ["Their book club meets on Thursdays.", "The running club meets on Saturdays."])
def test_someone_elses_group_is_not_the_users(text: str) -> None:
    assert not any(f[0] == "habit" for f in facts(text))


# ---------------------------------------------------------------- deadlines

@pytest.mark.parametrize(("text", "summary"), [
    ("I need to hand in my dissertation by 3 June.", "User has to hand in their dissertation by 3 June 2026"),
    ("I have to file my taxes by the end of July.", "User has to file their taxes by the end of July 2026"),
    ("I must submit my report until end of September.", "User has to submit their report by end of September 2026"),
    ("My portfolio is due at the end of August.", "User's portfolio is due at the end of August 2026"),
    ("Our grant proposal is due on 20 June.", "User's grant proposal is due on 20 June 2026"),
])
def test_a_deadline_of_the_users_is_a_goal_with_its_date(text: str, summary: str) -> None:
    assert facts(text) == [("goal", summary, None, None)]


@pytest.mark.parametrize("text", ["I need to finish this by Friday.", "I have to finish the whole thing by Monday.",
                                  "My baby is due in August."])
def test_no_deadline_without_a_thing_of_the_users_and_a_date(text: str) -> None:
    assert not any(f[0] == "goal" and "by" in f[1] for f in facts(text))


# ---------------------------------------------------------------- orders and idioms of other languages

@pytest.mark.parametrize(("text", "summary"), [
    ("Please answer me always in French.", "User wants answers in French"),
    ("From now on please write to me only in Dutch.", "User wants answers in Dutch"),
    ("We live now in Utrecht.", "User now lives in Utrecht"),
    ("I have switched completely to Rust.", "User has switched to Rust"),
    ("I stopped the swimming for the moment, my shoulder hurts.", "User stopped swimming for the moment, their shoulder hurts"),
    ("I make my PhD in chemistry at the University of Vienna.", "User is doing their PhD in chemistry at the University of Vienna"),
    ("Anna and me, we are moving together in August.", "User and Anna are moving in together in August 2026"),
])
def test_a_non_native_order_is_read_as_the_english_one(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_a_bare_wish_to_practise_is_no_goal() -> None:
    assert summaries("Please answer me always in English. I want to practise.") == ["User wants answers in English"]


@pytest.mark.parametrize("text", ["We stopped the meeting early.", "I finished the painting last night.",
                                  "They started the wedding at noon."])
def test_a_noun_in_ing_after_the_keeps_its_article(text: str) -> None:
    # "stopped the bouldering" loses its "the"; a thing named by a noun in -ing keeps it
    assert spelling.standard(text) == text
    assert spelling.standard("I stopped the bouldering for now.") == "I stopped bouldering for now."


def test_a_painting_finished_keeps_the_painting() -> None:
    assert summaries("I finished the painting last night.") == ["User finished the painting on the night of 11 May 2026"]


# ---------------------------------------------------------------- g14: Spanish and Indian English

@pytest.mark.parametrize(("text", "summary"), [
    ("We have two childs, Lucía of 8 years and Mateo of 4.", "User has two children: Lucía, 8, and Mateo, 4"),
    ("The doctor said me I have asthma.", "User has asthma"),
    ("Hi, myself Suresh Nair.", "User's name is Suresh Nair"),
    ("My native is Madurai.", "User is from Madurai"),
    ("I'm from Kochi, my parents are still staying there.", "User's parents still live in Kochi"),
    ("I am liking Cypress very much.", "User likes Cypress very much"),
    ("I call my amma every Sunday morning.", "User calls their mom every Sunday morning"),
    ("I will be shifting to Hyderabad in July.", "User will be moving to Hyderabad in July 2026"),
])
def test_english_as_written_in_madrid_and_pune_is_read(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize(("text", "summary"), [
    ("I'm preparing for the GMAT.", "User is preparing for the GMAT"),
    ("I am preparing for my driving test, it is in June.", "User is preparing for their driving test"),
    ("I'm revising for the CFA exam in June.", "User is revising for the CFA exam in June 2026"),
])
def test_preparing_for_an_exam_is_a_goal(text: str, summary: str) -> None:
    assert ("goal", summary, None, None) in facts(text)


def test_preparing_for_something_else_is_no_exam_goal() -> None:
    assert not any(f[0] == "goal" for f in facts("I'm preparing for a big presentation."))


def test_a_sentence_with_its_subject_is_no_verbless_role() -> None:
    # "User works at TypeScript" was stored: "We are using … with TypeScript" read as a role "at/with" an employer
    assert not any(f[2] == "works_at" for f in facts("We are using Cypress with TypeScript here."))


def test_a_hometown_then_a_relative_there_are_two_clauses() -> None:
    assert summaries("I grew up in Tromsø, my parents still live there.") == ["User grew up in Tromsø", "User's parents still live in Tromsø"]


def test_a_good_time_had_with_someone_known_is_no_fact_about_them() -> None:
    # the e14 trial stored "User and their friend Doreen had a marvellous time, the mole was the best thing…"
    at = dt.datetime(2026, 10, 30, 15, tzinfo=dt.UTC)
    said = chat.turns("Doreen and I had a wonderful time, the paella was the best thing I've ever eaten.", at=at)
    assert [c.summary for c in extract(said, known={"Doreen": "friend"})] == []
    went = chat.turns("Doreen and I went to Granada.", at=at)
    assert [c.summary for c in extract(went, known={"Doreen": "friend"})] == ["User and their friend Doreen went to Granada"]


def test_a_plan_dropped_by_its_name_ends_the_goal(brain: Brain, clock: FakeClock) -> None:
    # g14 through the daemon: "I have dropped the ISTQB plan" left "User is preparing for the ISTQB … exam" live
    chat.hear(brain, clock, AT, "a", "I'm preparing for the CFA level 2 exam.")
    chat.hear(brain, clock, AT + dt.timedelta(days=60), "b", "I have dropped the CFA plan, no time with the new job.")
    live = [m.summary for m in brain.list(wire.ListParams(scope="all", limit=50)).items]
    assert "User is preparing for the CFA level 2 exam" not in live, live
    assert any("dropped the CFA plan" in s for s in live), live
