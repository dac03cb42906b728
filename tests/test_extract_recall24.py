"""A shift said with where it is worked, "on" a service ("I work nights on the trams"), or as "the … shift" ("I work the
graveyard shift"), is the shift worked: ``schedule:shift`` (recall24). Before, the first stored nothing from a
conversation and a summary typed by hand kept no attribute, so a later "I work days now" could not supersede it.

Every sentence here was written for this test; negatives beside: what is worked on, a shift of one day.
"""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd.brain.extract_rules import structure
from tests.chat import heard, heard_as

AT = dt.datetime(2026, 11, 18, 8, 15, tzinfo=dt.UTC)  # a Wednesday


@pytest.mark.parametrize(("said", "summary", "value"), [
    ("i work nights on the buses", "User works nights on the buses", "nights"),
    ("I work earlies on the ferries now", "User works earlies on the ferries", "earlies"),
    ("I work days on a building site", "User works days on a building site", "days"),
    ("i work the graveyard shift", "User works graveyard shifts", "nights"),
    ("I work night shift", "User works night shifts", "nights"),
])
def test_a_shift_said_with_on_or_the_is_the_shift_worked(said: str, summary: str, value: str) -> None:
    got = heard_as(said, summary, at=AT)
    assert (got.attribute, got.value) == ("schedule:shift", value)


@pytest.mark.parametrize("said", [
    "I work evenings on my novel",
    "I work evenings on the side project",
    "I work nights on the renovation",
    "I work a double shift tomorrow",
    "I work the late shift tomorrow",
])
def test_what_is_worked_on_or_one_days_shift_is_no_shift_worked(said: str) -> None:
    assert not any(c.attribute == "schedule:shift" for c in heard(said, at=AT))


@pytest.mark.parametrize(("summary", "value"), [
    ("User works nights on the ferries", "nights"),
    ("User works days on the wards", "days"),
    ("User works the night shift", "nights"),
    ("User works the graveyard shift", "nights"),
    ("User works graveyard shifts", "nights"),
])
def test_a_shift_typed_by_hand_keeps_its_attribute(summary: str, value: str) -> None:
    got = structure(summary)
    assert (got.attribute, got.value) == ("schedule:shift", value)


@pytest.mark.parametrize("summary", ["User works evenings on the thesis", "User works a double shift on Saturday"])
def test_work_on_a_thing_typed_by_hand_is_no_shift(summary: str) -> None:
    assert structure(summary).attribute != "schedule:shift"
