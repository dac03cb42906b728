"""Leftovers of issue 12, fifteenth round (docs/extraction.md, "leftovers15"): a "no essays" wish whose reason is a
busy evening, "no … from you", a clinician's "I shouldn't …" (and "she says …" after the clinician was named).
Real extractor.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd.brain.candidate import Candidate
from tests import chat

TS = dt.datetime(2026, 11, 16, 9, 0, tzinfo=dt.UTC)  # a Monday


def dialogue(*lines: str, at: dt.datetime = TS) -> list[Candidate]:
    return chat.heard(*lines, at=at)


def summaries(*lines: str, at: dt.datetime = TS) -> list[str]:
    return [c.summary for c in dialogue(*lines, at=at)]


# ---------------------------------------------------------------- a "no essays" wish, the reason a busy evening

@pytest.mark.parametrize(("text", "summary"), [
    ("please don't send me essays, I've got 40 lab reports to grade tonight", "User does not want essays"),
    ("Never give me walls of text please, I have a stack of reports to read this evening",
     "User does not want walls of text"),
    ("keep it brief please, no essays from you", "User wants brief answers, no essays"),
])
def test_no_essays_with_a_busy_evening(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", [
    "keep it short please, I've got 4 calls to make today",  # no "no"/"don't": this answer's
    "please don't write me an essay tonight",  # one essay, one evening
    "I need 2 essays from you tonight",
    "don't write my essays, I've got 30 of them to mark tonight",
])
def test_no_standing_wish(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User does not want") or s.startswith("User wants")]


# ---------------------------------------------------------------- a clinician's "I shouldn't …"

@pytest.mark.parametrize(("text", "summary"), [
    ("The optician says I shouldn't cycle in the dark any more.", "User's optician says no cycling in the dark any more"),
    ("my GP told me I must not lift anything heavy", "User's GP says no lifting anything heavy"),
    ("Had my check-up with the heart doctor. He says I should not run marathons now.",
     "User's heart doctor says no running marathons"),
    ("Saw the physio this morning. She said my knee is better and she says I can't kneel for a while.",
     "User's physio says no kneeling for a while"),
])
def test_clinician_should_not(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", [
    "My husband says I shouldn't drive at night any more.",
    "Took Dad to the doctor. My sister says I shouldn't drive him there again.",  # someone else between
    "Went to the dentist. Then Tom came round and he says I shouldn't worry.",
    "The doctor says I can't be too careful.",  # "be": no act ruled out
])
def test_not_a_clinicians_rule(text: str) -> None:
    assert not [s for s in summaries(text) if " says no " in s]


# ---------------------------------------------------------------- leave from work, said "off on … leave from the firm"

@pytest.mark.parametrize(("text", "summary"), [
    ("I'm off on paternity leave from the office for three months.", "User is on paternity leave for three months"),
    ("I'm off on sick leave from work until January.", "User is on sick leave until January 2027"),
])
def test_off_on_leave(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", ["I'm off on Thursday.", "I'm off on a trip to Rome from the office party."])
def test_off_is_not_leave(text: str) -> None:
    assert not [s for s in summaries(text) if "leave" in s]


# ---------------------------------------------------------------- a daughter's baby: the grandchild, by name and day

@pytest.mark.parametrize(("text", "expected"), [
    ("My daughter Leanne had her baby, a little girl, Poppy Rose, born November 3rd, six pounds even.",
     ["User's daughter is Leanne", "User's granddaughter Poppy Rose was born on 3 November 2026"]),
    ("my son's wife had their baby, a boy, Alfie, on Saturday",
     ["User's grandson Alfie was born on Saturday, 14 November 2026"]),
])
def test_daughters_baby_by_name(text: str, expected: list[str]) -> None:
    got = summaries(text)
    assert all(e in got for e in expected), got


@pytest.mark.parametrize("text", [
    "My daughter Leanne had her baby, a girl, and we are over the moon.",  # no name: her baby, no grandchild by name
    "My sister had her baby, a boy, Finn.",  # a nephew, not this rule
])
def test_no_grandchild_by_name(text: str) -> None:
    assert not [s for s in summaries(text) if "grand" in s]


# ---------------------------------------------------------------- a week's shifts are the week's news

@pytest.mark.parametrize(("text", "kept", "dropped"), [
    ("My husband Gav is a firefighter and he's on nights all this week.", "User's husband Gav is a firefighter", "nights"),
    ("My partner Jo is on earlies till Friday.", "User's partner is Jo", "earlies"),
])
def test_shifts_this_week(text: str, kept: str, dropped: str) -> None:
    got = summaries(text)
    assert kept in got and not [s for s in got if dropped in s], got


def test_shifts_for_good_are_kept() -> None:
    assert "User's wife works nights at the care home" in summaries("My wife works nights at the care home.")


# ---------------------------------------------------------------- what the user does while someone is away

@pytest.mark.parametrize(("text", "dropped"), [
    ("My husband is working in Glasgow till Easter, so I walk the dog on my own.", "walk"),
    ("My partner Ros is at her sister's until end of March so I have to do the school run.", "school run"),
])
def test_so_till_then_is_for_the_stretch(text: str, dropped: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User ") and dropped in s and "till" not in s and "until" not in s]


def test_so_after_a_stretch_in_the_progressive_stays() -> None:
    got = summaries("The physio says no squats until June, so I'm pulling out of the powerlifting meet.")
    assert any("pull" in s and "powerlifting meet" in s for s in got), got


def test_a_habit_without_a_stretch_stays() -> None:
    assert "User walks the dog every morning" in summaries("I walk the dog every morning.")
