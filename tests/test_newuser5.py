"""Two more new users' years through a real Brain (newuser5, session 40; docs/extraction.md, "newuser5"): a pharmacist
who has a baby, changes job and moves from Melbourne to Brisbane, and a widower in Kendal who gives up driving, takes up
woodturning, becomes a grandfather and moves to a flat (bench/newuser/personas.py ``thao``, ``dennis``; run with
bench/newuser/year_brain.py). Each family of sentences a rule a person would name; the real extractor, and the store
where a rule is about what stays live (a real Brain on a SQLite file, the clock moved across the months).

Sentences are written for their family, not copied from the personas' scripts.
"""

from __future__ import annotations

import datetime as dt
import functools

import pytest

from mercuryd.brain.clock import FakeClock
from mercuryd.brain.service import Brain
from tests import chat

AT = dt.datetime(2026, 6, 10, 18, 0, tzinfo=dt.UTC)

summaries = functools.partial(chat.summaries, at=AT)
facts = functools.partial(chat.facts, at=AT)


def _day(month: int, day: int = 10) -> dt.datetime:
    return dt.datetime(2026, month, day, 18, 0, tzinfo=dt.UTC)


# ---------------------------------------------------------------- a blood sugar back to normal, a passing condition gone

@pytest.mark.parametrize("text", [
    "My blood sugar is back in the normal range, the GP is happy.",
    "my sugars are back to normal since I had the baby",
    "Blood glucose is back to normal now.",
])
def test_a_sugar_reading_back_to_normal_is_read(text: str) -> None:
    got = [f for f in facts(text) if f[2] == "condition"]
    assert got == [("constraint", "User's blood sugar is back to normal", "condition", "high blood sugar")], facts(text)


@pytest.mark.parametrize(("text", "summary"), [
    ("Thankfully the gestational diabetes has gone.", "User's gestational diabetes has gone"),
    ("My eczema has cleared up now.", "User's eczema has cleared up"),
])
def test_a_passing_condition_gone_is_read(text: str, summary: str) -> None:
    assert summary in summaries(text), summaries(text)


@pytest.mark.parametrize("text", ["My migraine has gone.", "My asthma has gone.", "Has the gestational diabetes gone?",
                                  "My blood sugar isn't back to normal yet.", "Sugar prices are down.",
                                  "The eczema has gone for now."])
def test_what_is_no_condition_over_is_not_read(text: str) -> None:
    assert not [s for s in summaries(text) if "has gone" in s or "back to normal" in s or "cleared" in s], summaries(text)


def test_a_sugar_back_to_normal_ends_the_passing_diabetes(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(2), "c1", "The nurse says I'm borderline prediabetic, my blood sugar was a bit high at the check.")
    chat.hear(brain, clock, _day(3), "c2", "I have hay fever every spring.")
    chat.hear(brain, clock, _day(9), "c3", "My blood sugar is back to normal, the nurse is chuffed.")
    live = chat.live_summaries(brain)
    assert not [s for s in live if "prediabetic" in s or "high blood sugar" in s], live
    assert "User's blood sugar is back to normal" in live and [s for s in live if "hay fever" in s], live


def test_a_sugar_back_to_normal_leaves_a_lasting_diabetes(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(2), "c1", "I have type 1 diabetes.")
    chat.hear(brain, clock, _day(9), "c2", "My blood sugar is back to normal after the hypo last night.")
    assert "User has type 1 diabetes" in chat.live_summaries(brain), chat.live_summaries(brain)


def test_gestational_diabetes_gone_ends_it_and_the_checks_told_with_it(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(3), "c1", "I've been diagnosed with gestational diabetes.",
              "I'm checking my sugars four times a day.")
    chat.hear(brain, clock, _day(4), "c2", "I walk the dog every morning.")
    chat.hear(brain, clock, _day(8), "c3", "The gestational diabetes has gone since the birth.")
    live = chat.live_summaries(brain)
    assert not [s for s in live if "gestational diabetes" in s and "gone" not in s], live
    assert not [s for s in live if "sugars" in s], live
    assert [s for s in live if "walks the dog" in s], live
