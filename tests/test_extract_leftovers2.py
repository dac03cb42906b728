"""Leftovers of the new-user trials, second round (docs/extraction.md, "leftovers2 (y13)"): a
bare weekday with a present progressive, a job that starts later, a temporary job, a streak
told again, a grandparent by what they are called at home, non-native statements. Real
extractor; what the store does with them through a real Brain on a SQLite file.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd import wire
from mercuryd.brain import english as en
from mercuryd.brain.clock import FakeClock
from mercuryd.brain.extract_score import standalone_problems
from mercuryd.brain.service import Brain
from tests.chat import read

TS = dt.datetime(2026, 5, 12, 8, 30, tzinfo=dt.UTC)  # a Tuesday


def summaries(*text: str, at: dt.datetime = TS) -> list[str]:
    return [c.summary for c in read(*text, at=at)]


# ---------------------------------------------------------------- a weekday ahead

@pytest.mark.parametrize(("text", "summary"), [
    ("I'm getting married on Saturday!! So nervous.", "User is getting married on Saturday, 16 May 2026"),
    ("We're getting married on Sunday, finally.", "User is getting married on Sunday, 17 May 2026"),
])
def test_a_wedding_on_a_bare_weekday_is_the_coming_one(text: str, summary: str) -> None:
    assert summary in summaries(text), summaries(text)


# ---------------------------------------------------------------- a grandparent at home

@pytest.mark.parametrize(("text", "summary", "relation"), [
    ("my nan is living with us until her bungalow is adapted", "User's nan is living with them until her bungalow is adapted",
     "nan"),
    ("My granny moved in with us after her fall.", "User's granny moved in with them after her fall", "granny"),
    ("My gran lives with us since her hip operation.", "User's gran lives with them since her hip operation", "gran"),
    ("My grandad is living with us while his flat is being repaired.",
     "User's grandad is living with them while his flat is being repaired", "grandad"),
])
def test_a_grandparent_said_with_her_or_his_is_kept(text: str, summary: str, relation: str) -> None:
    found = read(text, at=TS)
    fact = next((c for c in found if c.summary == summary), None)
    assert fact is not None, [c.summary for c in found]
    assert [p.relation for p in fact.persons] == [relation]


@pytest.mark.parametrize("summary", [
    "User's nan is living with them until her bungalow is adapted",
    "User's gran broke her wrist",
    "User's grandad sold his allotment",
    "User's stepmum runs her own bakery",
    "User's granny turned 90 in her care home",
])
def test_a_grandparent_or_step_parent_is_what_her_or_his_points_to(summary: str) -> None:
    assert not en.dangling(summary)
    assert standalone_problems(summary) == []


def test_her_with_no_one_before_it_still_dangles() -> None:
    assert en.dangling("User is living with them until her bungalow is adapted")
    assert standalone_problems("User is living with them until her bungalow is adapted")


# ---------------------------------------------------------------- a streak told again

def hear(brain: Brain, clock: FakeClock, when: dt.datetime, cid: str, text: str) -> None:
    clock.t = when.timestamp() + 60
    brain.ingest(wire.IngestParams(conversation_id=cid, messages=[
        wire.Message(role="user", content=text, ts=when), wire.Message(role="assistant", content="Nice!", ts=when)]))


def live(brain: Brain, word: str) -> list[str]:
    return sorted(r.summary for r in brain.store.all_memories() if r.superseded_by is None and word in r.summary)


@pytest.mark.parametrize(("first", "later", "now"), [
    ("I've been doing Duolingo for 400 days straight!", "I've done Duolingo for 500 days straight now.",
     "User has done Duolingo for 500 days straight"),
    ("I've meditated every morning for 200 days in a row.", "I've been meditating for 300 days straight",
     "User has been meditating for 300 days straight"),
    ("I've been running for 12 weeks without a break.", "I've run every day for 150 days in a row!",
     "User has run every day for 150 days in a row"),
])
def test_a_streak_told_again_supersedes_the_older_one(brain: Brain, clock: FakeClock, first: str, later: str,
                                                       now: str) -> None:
    hear(brain, clock, TS, "a", first)
    hear(brain, clock, TS + dt.timedelta(days=100), "b", later)
    streaks = [r for r in brain.store.all_memories() if (r.attribute or "").startswith("streak:")]
    assert [r.summary for r in streaks if r.superseded_by is None] == [now], [(r.summary, r.superseded_by) for r in streaks]
    assert len(streaks) == 2  # the older one is kept as history


def test_streaks_of_two_activities_stand_side_by_side(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, TS, "a", "I've been doing Duolingo for 400 days straight!")
    hear(brain, clock, TS + dt.timedelta(days=3), "b", "I've journaled every night for 90 days in a row now!")
    assert len(live(brain, "straight") + live(brain, "in a row")) == 2, live(brain, "User")
