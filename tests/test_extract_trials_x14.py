"""The lead's third trial of session 35 (docs/extraction.md, "Three more voices (x14)"): a primary teacher in
Galway in Irish English, a nail-salon owner in Houston in short learner's English, a Brazilian postdoc in Lisbon.
Each family of sentences a rule a person would name; the real extractor.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt
import functools

import pytest

from tests import chat

AT = dt.datetime(2026, 10, 7, 18, 0, tzinfo=dt.UTC)

facts = functools.partial(chat.facts, at=AT)
summaries = functools.partial(chat.summaries, at=AT)


# ---------------------------------------------------------------- "myself and X" is "X and I"

@pytest.mark.parametrize(("text", "summary"), [
    ("so myself and Niamh got engaged on Saturday", "User and Niamh got engaged on Saturday, 3 October 2026"),
    ("myself and my brother are driving to Sligo next week", "User and their brother are driving to Sligo in the week of 12 October 2026"),
])
def test_myself_and_someone_is_the_pair(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_myself_inside_a_clause_is_left_alone() -> None:
    assert not [s for s in summaries("I painted it myself and Niamh framed it") if "User and Niamh" in s]


# ---------------------------------------------------------------- a birth told with "baby" and a date

def test_baby_and_a_name_born_on_a_date_is_the_users_child() -> None:
    found = chat.read("Baby Ada was born on 29 September, 3.1 kg, all well", at=AT)
    assert [(c.summary, [p.name for p in c.persons]) for c in found] == [("User's child Ada was born on 29 September 2026", ["Ada"])]


@pytest.mark.parametrize("text", ["Shakespeare was born on 23 April", "Darwin was born on 12 February 1809"])
def test_a_name_born_on_a_date_alone_is_no_child(text: str) -> None:
    assert not [s for s in summaries(text) if "child" in s]


def test_a_childs_birthday_keeps_no_year() -> None:
    assert "User's son Leo was born on 12 March" in summaries("my son Leo was born on 12 March")


# ---------------------------------------------------------------- a medicine and when it is taken

@pytest.mark.parametrize(("text", "summary"), [
    ("I take metformin now morning and night", "User takes metformin morning and night"),
    ("I take my statins at night", "User takes their statins at night"),
    ("I take ramipril with breakfast", "User takes ramipril with breakfast"),
])
def test_a_medicine_with_when_it_is_taken(text: str, summary: str) -> None:
    assert [(f[1], f[2]) for f in facts(text) if f[2] == "takes"] == [(summary, "takes")]


# ---------------------------------------------------------------- a learner's business and how long

@pytest.mark.parametrize(("text", "summary"), [
    ("I own nail salon in Houston 15 years.", "User owns a nail salon in Houston for 15 years"),
    ("We have coffee shop in Hanoi ten years", "User has a coffee shop in Hanoi for ten years"),
    # (how long the user has lived there, as session 48 reads it: "User has lived in …")
    ("I live in Dallas 20 years", "User has lived in Dallas for 20 years"),
])
def test_a_learners_how_long_gets_its_for_and_article(text: str, summary: str) -> None:
    assert summary in summaries(text)


# ---------------------------------------------------------------- the next race

@pytest.mark.parametrize(("text", "summary"), [
    ("next up is the Berlin half in April, eek", "User's next goal is the Berlin half in April 2027"),
    ("Next up for me is a sprint triathlon in May", "User's next goal is a sprint triathlon in May 2027"),
])
def test_next_up_is_the_next_goal(text: str, summary: str) -> None:
    assert ("goal", summary) in [(f[0], f[1]) for f in facts(text)]


@pytest.mark.parametrize("text", ["next up is lunch", "next up is the dentist, ugh"])
def test_next_up_without_an_aim_is_no_goal(text: str) -> None:
    assert not [f for f in facts(text) if f[0] == "goal"]


# ---------------------------------------------------------------- shifts with their days or their place (noticed in fresh26)

@pytest.mark.parametrize(("text", "summary", "value"), [
    ("I work night shifts Tuesday to Friday", "User works night shifts every Tuesday to Friday", "nights"),
    ("I work 12-hour shifts at the Royal Infirmary", "User works 12-hour shifts at the Royal Infirmary", "12-hour"),
])
def test_shifts_with_days_or_place_are_the_shift_pattern(text: str, summary: str, value: str) -> None:
    assert (summary, "schedule:shift", value) in [(f[1], f[2], f[3]) for f in facts(text)]
