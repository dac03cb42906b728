"""Fresh set forty-two (docs/extraction.md, "Fresh set t15 (fresh42, session 47)"): a word said alone before a sentence
in which the writer says "I" is a greeting, not a name signed ("Grüezi. I'm a chartered accountant" stored "User's
name is Grüezi"); which language is the user's ("ASL is my first language", "my mother tongue is Yoruba") is kept,
with no article and no mother called Tongue; what the user starts, said after a comma ("I quit dispatch, starting
nursing school in August"), is a clause of its own with its month ahead (it was "August 2025", the past of the clause
before); a school or a post the user starts is a decision, not a thing made; a sabbatical, a hiatus or a career break
from a time is leave to come, as parental leave was.
Real extractor.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd.brain.candidate import Candidate
from mercuryd.brain.extract_score import standalone_problems
from tests import chat

TS = dt.datetime(2026, 7, 10, 12, 0, tzinfo=dt.UTC)


def dialogue(*lines: str) -> list[Candidate]:
    return chat.heard(*lines, at=TS)


def said(*lines: str) -> list[tuple[str, str]]:
    return [(c.type, c.summary) for c in dialogue(*lines)]


def names(facts: list[tuple[str, str]]) -> list[str]:
    return [s for _, s in facts if s.startswith("User's name is")]


# ---------------------------------------------------------------- a greeting said alone is no name

@pytest.mark.parametrize(("text", "summary"), [
    ("Grüß Gott. I'm a carpenter in Linz.", "User is a carpenter in Linz"),
    ("Mingalaba! I work as a tailor in Yangon.", "User works as a tailor in Yangon"),
    ("Zdravo. I am a baker in Split.", "User is a baker in Split"),
    ("Dia dhuit. im a postman in Galway", "User is a postman in Galway"),
])
def test_a_word_alone_before_the_writers_own_i_is_a_greeting_not_a_name(text: str, summary: str) -> None:
    facts = said(text)
    assert ("identity", summary) in facts
    assert names(facts) == []


@pytest.mark.parametrize(("text", "name", "job"), [
    ("Milos. Baker in Split.", "Milos", "User is a baker in Split"),
    ("Ewa. Midwife, nights mostly.", "Ewa", "User is a midwife"),
    ("Rui. Sous chef, Tasca Velha, Porto.", "Rui", "User is a sous chef"),
])
def test_a_name_alone_before_a_bare_role_is_still_the_name(text: str, name: str, job: str) -> None:
    # the twin: a name signed, then the role without "I"
    facts = said(text)
    assert ("identity", f"User's name is {name}") in facts
    assert ("identity", job) in facts


# ---------------------------------------------------------------- the user's first language

@pytest.mark.parametrize(("text", "summary"), [
    ("Welsh is my first language.", "User's first language is Welsh"),
    ("BSL is my first language, so bear with my English.", "User's first language is BSL"),
    ("my native language is tamil", "User's native language is Tamil"),
    ("Yoruba is my mother tongue.", "User's mother tongue is Yoruba"),
    ("My mother tongue is Igbo.", "User's mother tongue is Igbo"),
    ("British Sign Language is my first language.", "User's first language is British Sign Language"),
])
def test_which_language_is_the_users_is_kept(text: str, summary: str) -> None:
    found = dialogue(text)
    assert ("identity", summary) in [(c.type, c.summary) for c in found]
    assert not standalone_problems(summary)
    # no mother called Tongue or Yoruba, no relative at all
    assert [p.name for c in found for p in c.persons] == []
    assert not [c for c in found if c.type == "relationship"]


def test_the_first_language_said_after_the_job_is_its_own_clause() -> None:
    facts = said("I teach maths in Cardiff, Welsh is my first language.")
    assert ("identity", "User teaches maths in Cardiff") in facts
    assert ("identity", "User's first language is Welsh") in facts


@pytest.mark.parametrize("text", [
    "Python is my first language.",
    "My first language is Rust, then Go.",
    "my second language is weak",
    "English is my second language, I think in Welsh.",
])
def test_a_programming_language_or_how_well_is_no_first_language(text: str) -> None:
    # ("My first language is Rust" was "User's first language is a Rust")
    assert not [s for _, s in said(text) if "language" in s]


def test_a_mother_named_after_my_mother_is_still_the_mother() -> None:
    # the twin of the mother tongue: a mother by name stays a relative
    assert ("relationship", "User's mother is Tina") in said("My mother Tina is lovely.")
    assert ("relationship", "User's mother is Tina") in said("Tina is my mother.")
    found = dialogue("My mother lives in Lagos.")
    assert [p.relation for c in found for p in c.persons] == ["mom"]


# ---------------------------------------------------------------- what is started, after a comma

def test_a_start_after_a_comma_is_its_own_plan_with_its_month_ahead() -> None:
    facts = said("i left the warehouse in june, starting medical school in Galway in september")
    assert ("decision", "User is starting medical school in Galway in September 2026") in facts
    assert not [s for _, s in facts if "2025" in s]


def test_a_job_started_after_a_comma_is_dated_ahead_and_what_was_left_stays() -> None:
    facts = said("I left Barclays, starting at Monzo in October.")
    assert ("decision", "User left Barclays") in facts
    assert ("decision", "User is starting at Monzo in October 2026") in facts


def test_a_course_started_after_a_comma_keeps_what_was_quit() -> None:
    facts = said("i quit the bakery, starting a plumbing course at Kerry ETB in september")
    # (leftovers38: a workplace quit is the job there, "User quit their job at the bakery")
    assert ("decision", "User quit their job at the bakery") in facts
    assert ("goal", "User is starting a plumbing course at Kerry ETB in September 2026") in facts


@pytest.mark.parametrize(("text", "summary"), [
    # when what was just said starts: its time, kept with it
    ("I got into vet school, starting in October.", "User got into vet school, starting in October 2026"),
    # not a thing started
    ("I finished the course, starting to feel human again.", "User finished the course, starting to feel human again"),
])
def test_a_start_without_a_thing_of_its_own_stays_with_the_clause_before(text: str, summary: str) -> None:
    facts = said(text)
    assert ("episode", summary) in facts
    assert not [s for _, s in facts if s.startswith("User is starting")]


# ---------------------------------------------------------------- a school or a post started is a decision

@pytest.mark.parametrize(("text", "summary"), [
    ("I'm starting medical school in Galway in September.", "User is starting medical school in Galway in September 2026"),
    ("im starting as a porter at St James's in August", "User is starting as a porter at St James's in August 2026"),
    ("I'm starting college in January.", "User is starting college in January 2027"),
    ("I'm starting as deckhand on the Islay ferry in August.", "User is starting as deckhand on the Islay ferry in August 2026"),
])
def test_a_school_or_a_post_started_is_a_decision(text: str, summary: str) -> None:
    assert ("decision", summary) in said(text)


@pytest.mark.parametrize(("text", "summary"), [
    ("I'm starting a podcast about bees in March.", "User is starting a podcast about bees in March 2027"),
    ("I'm starting a school allotment project.", "User is starting a school allotment project"),
])
def test_a_thing_started_is_still_a_project(text: str, summary: str) -> None:
    assert ("project", summary) in said(text)


# ---------------------------------------------------------------- a sabbatical, a hiatus, a career break

@pytest.mark.parametrize(("text", "summary"), [
    ("I'm going on sabbatical from January.", "User is going on sabbatical from January 2027"),
    ("I'm taking a six-month career break from April.", "User is taking a six-month career break from April 2027"),
    ("im going on hiatus for a month from november", "User is going on hiatus for a month from November 2026"),
    ("I take study leave from 3 March.", "User takes study leave from 3 March 2027"),
])
def test_a_break_from_work_from_a_time_is_leave_to_come(text: str, summary: str) -> None:
    assert ("decision", summary) in said(text)


@pytest.mark.parametrize("text", [
    "My favourite podcast is going on hiatus in May.",
    "Should I take a sabbatical from work in March?",
    "My boss is taking a sabbatical from October.",
])
def test_someone_elses_break_or_a_question_is_no_leave_of_the_users(text: str) -> None:
    assert not [s for t, s in said(text) if t == "decision"]


# ---------------------------------------------------------------- a correction with the word taken back said first

def test_its_not_x_its_y_puts_the_word_right() -> None:
    facts = said("I'm starting an apprenticeship with Siemens in September.", "Great!", "actually its not Siemens its Bosch")
    assert facts == [("goal", "User is starting an apprenticeship with Bosch in September 2026")]


def test_its_not_a_day_but_another_puts_the_day_right() -> None:
    facts = said("I have choir every Tuesday evening.", "Nice.", "sorry it's not Tuesday, it's Wednesday")
    assert facts == [("habit", "User has choir every Wednesday evening")]


@pytest.mark.parametrize("reply", [
    "it's not Leeds I'm worried about, it's the job",
    "its not easy tbh",
])
def test_a_not_that_corrects_no_word_changes_nothing(reply: str) -> None:
    # the twin: what the user said stays as said
    assert said("I'm moving to Leeds in October.", "Exciting.", reply) == [
        ("decision", "User is moving to Leeds in October 2026")]


# ---------------------------------------------------------------- a bit of volunteering

@pytest.mark.parametrize(("text", "summary"), [
    ("I do a bit of volunteering at the canal trust.", "User volunteers at the canal trust"),
    ("retired now, I do a bit of volunteering at the Tyneside Cinema", "User volunteers at the Tyneside Cinema"),
    ("we do some volunteer work for the food bank", "User volunteers for the food bank"),
])
def test_volunteering_done_at_a_place_is_where_the_user_volunteers(text: str, summary: str) -> None:
    assert ("habit", summary) in said(text)


@pytest.mark.parametrize("text", [
    "My mum does a bit of volunteering at the hospice.",
    "I do a bit of volunteering at it.",
])
def test_someone_elses_volunteering_or_an_it_is_not_kept(text: str) -> None:
    assert not [s for _, s in said(text) if "volunteer" in s]


# ---------------------------------------------------------------- what is asked for, after a comma

@pytest.mark.parametrize(("text", "summary"), [
    ("I coach a U12 football team in Derry, need drills for wet days", "User coaches a U12 football team in Derry"),
    ("I run a book club at the library, need a list of short novels", "User runs a book club at the library"),
])
def test_a_need_after_a_comma_is_no_part_of_what_the_user_does(text: str, summary: str) -> None:
    facts = said(text)
    assert summary in [s for _, s in facts]
    assert not [s for _, s in facts if "need" in s]


# ---------------------------------------------------------------- answers so long

@pytest.mark.parametrize(("text", "summary"), [
    ("stop giving me answers so long", "User does not want long answers"),
    ("ok but stop giving me explanations so technical, I'm not an engineer", "User does not want technical explanations"),
])
def test_answers_so_long_is_their_length(text: str, summary: str) -> None:
    assert ("constraint", summary) in said(text)


def test_answers_alone_are_no_answer_to_keep_from_the_user() -> None:
    # ("stop giving me answers so long" was "User does not want answers")
    assert said("stop giving me answers so I can think") == []
    # the twin: a kind of answer named is kept
    assert ("constraint", "User does not want answers in bullet points") in said("never give me answers in bullet points")
