"""Leftovers, twenty-sixth round (docs/extraction.md, "leftovers26"): a claim taken back as a joke ("… lol jk", "just
kidding"), a clinician's ban for a while said first and whose word it is after ("no swimming for two weeks, doctor's
orders"), someone named alone whom the store has not met with news of their life ("Theo has type 1 diabetes"), a
teacher, counsellor or instructor "called" a name kept once, and why a way of answering is asked said after it ("…, I
only have 20 minutes") left out of the rule.
Real extractor; the named-alone and called-once rules through a Brain too.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd import wire
from mercuryd.brain.service import Brain
from tests import chat

TS = dt.datetime(2026, 12, 9, 9, 0, tzinfo=dt.UTC)  # a Wednesday in December


def summaries(*lines: str) -> list[str]:
    return [c.summary for c in chat.heard(*lines, at=TS)]


def live(brain: Brain, *words: str) -> list[str]:
    return sorted(m.summary for m in brain.list(wire.ListParams(scope="all", limit=100)).items
                  if any(w in m.summary for w in words))


# ---------------------------------------------------------------- a claim taken back as a joke

@pytest.mark.parametrize(("text", "kept", "joke"), [
    ("I'm 61 and recently retired haha jk", "User is 61 years old", "retired"),
    ("got a tattoo of my cat haha jk. got a goldfish though", "User got a goldfish", "tattoo"),
    ("I'm a pilot jk I'm a plumber in Hull", "User is a plumber in Hull", "pilot"),
])
def test_a_claim_taken_back_is_not_kept_what_follows_is(text: str, kept: str, joke: str) -> None:
    found = summaries(text)
    assert kept in found, found
    assert not [s for s in found if joke in s], found


def test_only_the_clause_before_the_mark_is_taken_back() -> None:
    # no comma: the joke is the clause with its "I", the rule before it is meant
    assert summaries("pls keep it short from now on i read these on a tractor lol just kidding") == ["User wants short answers"]


def test_a_claim_taken_back_alone_keeps_nothing() -> None:
    assert summaries("I'm a firefighter lol jk") == []
    assert summaries("moved to Lisbon last week haha jk") == []


def test_the_same_claims_said_without_the_mark_are_kept() -> None:
    assert "User is a pilot" in summaries("I'm a pilot")
    assert "User is a firefighter" in summaries("I'm a firefighter lol")
    assert "User is retired" in summaries("I'm 61 and recently retired")
    assert [s for s in summaries("got a tattoo of my cat last week") if "tattoo" in s]


@pytest.mark.parametrize(("text", "kept"), [
    ("I'm not kidding, I finished a marathon on sunday", "User finished a marathon on Sunday, 6 December 2026"),
    ("finished a marathon on sunday, no jk", "User finished a marathon on Sunday, 6 December 2026"),
])
def test_a_claim_said_to_be_meant_is_kept(text: str, kept: str) -> None:
    assert kept in summaries(text), summaries(text)


def test_a_joke_of_someone_else_or_the_word_asked_about_keeps_nothing() -> None:
    assert summaries("my cousin said she's moving to Mars lol jk, she's staying in Leeds") == []
    assert summaries("what does jk stand for in a text?") == []


# ---------------------------------------------------------------- a clinician's ban for a while

@pytest.mark.parametrize(("text", "summary"), [
    ("no jogging for three weeks, doctor's orders", "User's doctor says no jogging for three weeks"),
    ("no lifting the kids for 6 weeks, surgeon's orders. any tips?", "User's surgeon says no lifting the kids for 6 weeks"),
    ("no tennis until april, the physio was very clear", "User's physio says no tennis until April 2027"),
    ("no hot drinks until friday, the dentist said so", "User's dentist says no hot drinks until Friday, 11 December 2026"),
])
def test_a_ban_for_a_while_then_whose_orders(text: str, summary: str) -> None:
    assert summaries(text) == [summary]


def test_a_ban_said_after_the_clinician_ends_with_its_while() -> None:
    assert summaries("the GP said no driving for two weeks, annoying") == ["User's GP says no driving for two weeks"]


def test_a_ban_by_someone_not_a_clinician_or_with_no_while_is_no_rule() -> None:
    assert summaries("no phones for a week, mum's orders") == []
    assert summaries("no running in the corridors, doctor's orders lol") == []
    assert summaries("no problem for me, doctor's orders") == []


# ---------------------------------------------------------------- someone named alone, news of their life

@pytest.mark.parametrize(("text", "summary", "name"), [
    ("Oscar has asthma, he needs his inhaler before PE", "Oscar has asthma", "Oscar"),
    ("Freya starts nursery at Little Acorns on the 4th, any tips?", "Freya starts nursery at Little Acorns on 4 January 2027", "Freya"),
    ("Elspeth went into a care home on monday, it's been a hard week", "Elspeth went into a care home on Monday, 7 December 2026",
     "Elspeth"),
    ("Ines is allergic to sesame, so careful with the hummus", "Ines is allergic to sesame", "Ines"),
    ("Rory broke his collarbone at rugby yesterday", "Rory broke their collarbone at rugby on 8 December 2026", "Rory"),
    ("Nell has eczema on her arms, what cream is gentle?", "Nell has eczema on their arms", "Nell"),
])
def test_someone_named_alone_with_news_of_their_life(text: str, summary: str, name: str) -> None:
    found = chat.heard(text, at=TS)
    assert [c.summary for c in found] == [summary]
    assert [(p.name, p.relation) for p in found[0].persons] == [(name, None)]


@pytest.mark.parametrize("text", [
    "Serena Williams has asthma apparently",  # a full name: someone in the news
    "Chelsea has a new manager",
    "Paris has a lot of museums",
    "Harvey has a new phone",  # no news of a life
    "does Oscar have asthma?",
])
def test_a_name_without_news_of_a_life_keeps_nothing(text: str) -> None:
    assert summaries(text) == []


def test_someone_met_before_keeps_who_they_are(brain: Brain) -> None:
    chat.say(brain, "a", "2026-11-02", "my son Oscar is 9")
    assert "User's son Oscar is 9" in live(brain, "Oscar")
    chat.say(brain, "b", "2026-12-09", "Oscar has asthma, he needs his inhaler before PE")
    assert "User's son Oscar has asthma" in live(brain, "asthma")


def test_someone_not_met_is_kept_by_name(brain: Brain) -> None:
    chat.say(brain, "a", "2026-12-09", "Oscar has asthma, he needs his inhaler before PE")
    assert live(brain, "asthma") == ["Oscar has asthma"]


# ---------------------------------------------------------------- "my … is called …", once

@pytest.mark.parametrize(("text", "summary"), [
    ("my therapist is called Dr Osei", "User's therapist is Dr Osei"),
    ("my counsellor is called Mairead", "User's counsellor is Mairead"),
    ("my driving instructor is called Stu", "User's driving instructor is Stu"),
    ("my yoga instructor Keiko says I'm getting better", "User's yoga instructor is Keiko"),
])
def test_a_teacher_or_counsellor_called_a_name_is_kept_once(text: str, summary: str) -> None:
    assert summaries(text) == [summary]


def test_a_kind_called_a_name_or_someone_unnamed_keeps_nobody() -> None:
    assert summaries("my kind of counselling is called CBT apparently") == []
    assert summaries("the instructor was late again") == []


def test_the_therapist_restated_is_one_memory(brain: Brain) -> None:
    chat.say(brain, "a", "2026-11-02", "my therapist is called Dr Osei")
    assert live(brain, "Osei") == ["User's therapist is Dr Osei"]
    chat.say(brain, "b", "2026-12-09", "my therapist is called Dr Osei")
    assert live(brain, "Osei") == ["User's therapist is Dr Osei"]


# ---------------------------------------------------------------- a way asked, what the user only has said after

@pytest.mark.parametrize(("text", "summary"), [
    ("keep workouts short please, I only have 15 minutes", "User wants workouts kept short"),
    ("keep recipes cheap pls, I only have 30 quid", "User wants recipes kept cheap"),
    ("keep the stretches easy please, I've only got one good hip", "User wants stretches kept easy"),
])
def test_why_after_a_way_asked_is_left_out_of_the_rule(text: str, summary: str) -> None:
    assert summaries(text) == [summary]


def test_what_the_user_only_has_said_alone_asks_nothing() -> None:
    assert summaries("I only have 15 minutes at lunch, what can I do?") == []
    assert summaries("keep workouts short please") == ["User wants workouts kept short"]


# ---------------------------------------------------------------- a job got in a town, and the move it brings

@pytest.mark.parametrize(("text", "move"), [
    ("I've got a job at a vet surgery in Carlisle, so we're moving in April", "User is moving to Carlisle in April 2027"),
    ("landed a post at a school in Truro, we're moving in February", "User is moving to Truro in February 2027"),
])
def test_a_move_said_after_a_job_got_in_a_town_goes_there(text: str, move: str) -> None:
    assert move in summaries(text), summaries(text)


@pytest.mark.parametrize("text", [
    "my brother got a job in Carlisle, so we're moving in April",  # his job
    "I've got a job interview in Carlisle, we're moving in April anyway",  # no job got
    "my aunt lives in Carlisle, we're moving in April",
])
def test_a_move_after_someone_elses_job_or_an_interview_goes_nowhere_named(text: str) -> None:
    found = summaries(text)
    assert "User is moving in April 2027" in found, found
    assert not [s for s in found if "moving to Carlisle" in s], found
