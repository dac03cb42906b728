"""Fresh set forty-three (docs/extraction.md, "Fresh set w15 (fresh43, session 47)"): the shape of every answer said
with "only" after it ("bullet points only please", "short answers only") is kept as the shape said without it was; where
the user lives alone, or what they teach and where, said after their age ("I am 81 and live on my own in Merthyr") is a
clause of its own, as "I'm 70 and live in Bath" was; the oil-field and power-line trades (a roughneck, a derrickhand, a
toolpusher, a driller, a lineman) are jobs.
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


def heard(*lines: str) -> list[Candidate]:
    return chat.heard(*lines, at=TS)


def said(*lines: str) -> list[tuple[str, str]]:
    return [(c.type, c.summary) for c in heard(*lines)]


# ---------------------------------------------------------------- a shape of every answer, "only"

@pytest.mark.parametrize(("text", "summary"), [
    ("numbered steps only please", "User wants numbered steps only"),
    ("Bullet points only.", "User wants bullet points only"),
    ("metric only pls", "User wants metric units only"),
    ("the wifi on the boat is awful so short answers only please", "User wants short answers only"),
])
def test_a_shape_said_with_only_is_how_every_answer_is(text: str, summary: str) -> None:
    assert ("preference", summary) in said(text)
    assert not standalone_problems(summary)


def test_a_shape_said_without_only_is_kept_as_before() -> None:
    assert said("short answers please") == [("preference", "User wants short answers")]


@pytest.mark.parametrize("text", [
    "cash only please",  # what a shop takes, not how to answer
    "the shop takes cash only",
    "residents only, sorry",
    "one answer only please",  # this answer, not every one
])
def test_only_after_what_is_no_shape_keeps_nothing(text: str) -> None:
    assert said(text) == []
    assert ("preference", "User wants bullet points only") in said("bullet points only please")  # the twin


# ---------------------------------------------------------------- after the age: living alone, teaching

@pytest.mark.parametrize(("text", "summary"), [
    ("I'm 74 and live by myself in Aberystwyth", "User lives by themselves in Aberystwyth"),
    ("I am 58 and live alone in Dundee with two cats", "User lives alone in Dundee with two cats"),
    ("I'm 33 and teach chemistry at Hillhead High", "User teaches chemistry at Hillhead High"),
])
def test_a_home_or_a_subject_taught_after_the_age_is_kept_beside_it(text: str, summary: str) -> None:
    facts = said(text)
    assert ("identity", summary) in facts
    assert any(s.endswith("years old") for _, s in facts)


@pytest.mark.parametrize("text", [
    "I'm 40 and teach myself Welsh at night",  # no place taught at
    "I'm 25 and live for football",
])
def test_after_the_age_no_place_is_no_home_nor_class(text: str) -> None:
    facts = said(text)
    assert [s for _, s in facts if not s.endswith("years old")] == []
    assert any(s.endswith("years old") for _, s in facts)


def test_someone_elses_age_and_home_stay_theirs() -> None:
    facts = said("my gran is 92 and lives alone in Tenby")
    assert not any(s.startswith("User lives") for _, s in facts)
    assert ("identity", "User lives alone in Tenby") in said("I'm 92 and live alone in Tenby")  # the twin


# ---------------------------------------------------------------- oil-field and power-line trades

@pytest.mark.parametrize(("text", "summary"), [
    ("I'm a roughneck on a rig in the Gulf of Mexico", "User is a roughneck on a rig in the Gulf of Mexico"),
    ("I work as a toolpusher for Nabors", "User works as a toolpusher"),
    ("I'm a lineworker for Dominion Energy in Richmond", "User is a lineworker"),
    ("i'm a driller with KCA Deutag offshore", "User is a driller"),
])
def test_a_rig_or_line_trade_is_a_job(text: str, summary: str) -> None:
    assert ("identity", summary) in said(text)


@pytest.mark.parametrize("text", [
    "my uncle was a roustabout in Aberdeen",  # his trade, not the user's
    "the driller next door starts at 6am",  # a tool or a neighbour, no one's job said
])
def test_someone_elses_trade_is_not_the_users(text: str) -> None:
    assert not any(s.startswith("User is a") or s.startswith("User works as") for _, s in said(text))
    assert ("identity", "User is a roustabout in Aberdeen") in said("I'm a roustabout in Aberdeen")  # the twin
