"""Fresh set forty-one (docs/extraction.md, "Fresh set forty-one (`s15-*`, fresh41 …)"): a tuner, a guide, a judge and
a comic are jobs, and "piano", "tour", "mountain" name the kind of one said without its article ("I am piano tuner" was
"User's name is Piano Tuner"); what the user is doing now, said after "and am" ("I retired in 2021 and am writing a
memoir") is a clause of its own with the user as its subject; a condition had since a time or for years ("I've had
long covid since 2022") is a condition the user has, a bout of days ("… since Monday") is not.
Real extractor.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd.brain.candidate import Candidate
from tests import chat

TS = dt.datetime(2026, 6, 9, 12, 0, tzinfo=dt.UTC)


def dialogue(*lines: str) -> list[Candidate]:
    return chat.heard(*lines, at=TS)


def said(*lines: str) -> list[tuple[str, str]]:
    return [(c.type, c.summary) for c in dialogue(*lines)]


# ---------------------------------------------------------------- a tuner, a guide, a judge, a comic

@pytest.mark.parametrize(("text", "summary"), [
    ("I'm a piano tuner in Leeds.", "User is a piano tuner in Leeds"),
    ("I'm a tour guide in Cusco.", "User is a tour guide in Cusco"),
    ("I am a retired judge.", "User is a retired judge"),
    ("I'm a comic in Belfast.", "User is a comic in Belfast"),
    ("I am organ tuner in Bremen.", "User is an organ tuner in Bremen"),
])
def test_a_tuner_a_guide_a_judge_and_a_comic_are_jobs(text: str, summary: str) -> None:
    assert ("identity", summary) in said(text)


@pytest.mark.parametrize(("text", "summary"), [
    ("I am piano tuner, I moved to Krakow in 2023.", "User is a piano tuner"),
    ("im mountain guide, mostly in the Alps", "User is a mountain guide"),
    ("I am tour guide", "User is a tour guide"),
])
def test_the_kind_of_a_job_said_without_its_article_is_no_name(text: str, summary: str) -> None:
    facts = said(text)
    assert ("identity", summary) in facts
    assert not [s for _, s in facts if s.startswith("User's name is")]


def test_a_name_said_with_a_job_word_is_still_the_name() -> None:
    # the twin: a given name and a surname, neither a kind of job, are the name
    assert ("identity", "User's name is Rachel Piano") in said("Hi, I'm Rachel Piano")


@pytest.mark.parametrize("text", [
    "I'm a good judge of character.",
    "I'm a terrible judge of distance, so I walk everywhere.",
    "I'm a comic book nerd.",
])
def test_a_judge_of_something_and_a_comic_book_are_no_jobs(text: str) -> None:
    assert not [s for t, s in said(text) if t == "identity"]


# ---------------------------------------------------------------- and am doing something now

def test_what_the_user_is_doing_now_after_and_am_is_its_own_fact() -> None:
    facts = said("I retired from the county court in 2022 and am writing a novel about a cold case.")
    assert ("project", "User is writing a novel about a cold case") in facts
    assert not [s for _, s in facts if " am " in s]


def test_a_study_after_and_am_is_its_own_fact() -> None:
    facts = said("I work at Lidl and am studying nursing at Keele.")
    assert ("identity", "User works at Lidl") in facts
    assert ("identity", "User is studying nursing at Keele") in facts


def test_and_am_after_someone_else_is_not_the_users_clause() -> None:
    # the clause before is the sister's: no first-person subject to share
    facts = said("My sister lives in Leeds and am visiting her in July.")
    assert not [s for _, s in facts if s.startswith("User is visiting")]


# ---------------------------------------------------------------- a condition had since a time

@pytest.mark.parametrize(("text", "summary"), [
    ("I've had long covid since March 2021.", "User has long covid"),
    ("I have had MS for nine years.", "User has MS"),
    ("I've had type 1 diabetes since I was 11.", "User has type 1 diabetes"),
    ("I've had asthma my whole life.", "User has asthma"),
    ("I've had migraines for years.", "User has migraines"),
])
def test_a_condition_had_since_a_time_is_had(text: str, summary: str) -> None:
    assert ("constraint", summary) in said(text)


@pytest.mark.parametrize("text", [
    "I've had a bad back since Tuesday.",
    "I've had migraines for three days.",
    "I've had a bad knee for a couple of weeks.",
    "I've had asthma attacks since the move.",
    "I've had back pain since yesterday.",
])
def test_a_bout_of_days_is_no_condition(text: str) -> None:
    assert not [s for t, s in said(text) if t == "constraint"]


def test_a_condition_said_in_the_present_is_had_as_before() -> None:
    # the twin of the bouts: "I have" with no time is the condition
    assert ("constraint", "User has a bad back") in said("I have a bad back.")


# ---------------------------------------------------------------- the family's move is the user's

@pytest.mark.parametrize(("text", "summary"), [
    ("My family are moving to Napier in October.", "User is moving to Napier in October 2026"),
    ("our whole household is relocating to Perth in March", "User is relocating to Perth in March 2027"),
])
def test_the_familys_move_is_the_users_move(text: str, summary: str) -> None:
    assert ("decision", summary) in said(text)


def test_the_family_moving_without_the_user_is_no_move_of_theirs() -> None:
    facts = said("My family are moving to Spain in May but I'm staying in Hull.")
    assert ("identity", "User lives in Hull") in facts
    assert not [s for _, s in facts if "Spain" in s]


def test_the_parents_move_is_theirs() -> None:
    # the twin: a relative named by kind moves on their own
    assert not [s for _, s in said("My parents are moving to Spain in May.") if s.startswith("User is moving")]
