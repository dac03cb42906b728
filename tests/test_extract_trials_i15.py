"""Three voices written before the fresh31 round (docs/extraction.md, "A thirty-first fresh set (i15)"): a hawker in
Singapore typing Singlish, a Jamaican-born barber in Birmingham writing patois, a retired fisherman in Newfoundland.
Each family of sentences a rule a person would name; the real extractor.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt
import functools

import pytest

from tests import chat

AT = dt.datetime(2026, 11, 3, 9, 0, tzinfo=dt.UTC)

facts = functools.partial(chat.facts, at=AT)
summaries = functools.partial(chat.summaries, at=AT)


# ---------------------------------------------------------------- what a relative says the user should do

@pytest.mark.parametrize("text", [
    "My son Kenji also says I should get a smaller car.",
    "My sister Anjali also say I must sleep earlier.",
    "My husband Tom always says I work too much.",
])
def test_a_relatives_advice_with_an_adverb_or_a_bare_verb_is_theirs(text: str) -> None:
    said = summaries(text)
    assert not [s for s in said if "should" in s or "must" in s or "too much" in s], said
    assert [s for s in said if s.startswith("User's")], said  # who they are is still kept


def test_what_a_relative_does_is_still_read() -> None:
    assert "User's son Kenji also plays the cello" in summaries("My son Kenji also plays the cello.")


# ---------------------------------------------------------------- what they do to the user, said after

@pytest.mark.parametrize("text", [
    "My brother Jun is a chef at a hotel in Orchard, every time scold me one.",
    "My mum Rosa is a teacher in Braga, always nagging me.",
])
def test_what_a_relative_does_to_the_user_said_after_is_cut(text: str) -> None:
    said = summaries(text)
    assert said and not [s for s in said if "them" in s or "scold" in s], said


def test_a_tail_with_a_preposition_is_not_cut() -> None:
    said = summaries("My brother Tom lives in Leeds, always with his dog.")
    assert [s for s in said if "always with his dog" in s], said


# ---------------------------------------------------------------- reading somewhere, nothing read named

@pytest.mark.parametrize("text", [
    "I read on the bus while going to work.",
    "I watch on my tablet in bed.",
    "I eat at my desk.",
])
def test_where_or_when_one_reads_is_no_taste(text: str) -> None:
    assert summaries(text) == []


def test_reading_on_a_phone_before_a_rule_keeps_the_rule() -> None:
    assert summaries("I read on my phone at night, so keep it short.") == ["User wants short answers"]


# ---------------------------------------------------------------- a season's end, then its return

@pytest.mark.parametrize(("text", "when"), [
    ("We closed the campsite for the winter, opening again in April.", "April 2027"),
    ("We closed the ice cream kiosk for the season, reopening in March.", "March 2027"),
])
def test_reopening_after_a_closing_is_ahead(text: str, when: str) -> None:
    said = summaries(text)
    assert [s for s in said if when in s], said


def test_a_past_opening_stays_past() -> None:
    assert [s for s in summaries("We opened the campsite in April.") if "April 2026" in s]
