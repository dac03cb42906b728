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


# ---------------------------------------------------------------- a job that starts later

AUG = dt.datetime(2026, 8, 20, 16, 0, tzinfo=dt.UTC)


@pytest.mark.parametrize(("text", "attribute", "value", "when"), [
    ("Big news, from October I am quality manager at Hartwell Foods in Leicester.", "plan:works_at", "hartwell foods",
     "October 2026"),
    ("from september I'm working at Siemens as a data engineer", "plan:works_at", "siemens", "September 2026"),
    ("I'm a paramedic from November, finally qualified", "plan:job_title", "paramedic", "November 2026"),
    ("I start at Google in March, can't wait", "plan:works_at", "google", "March 2027"),
    ("I'm starting as head chef at Nopi in December.", "plan:works_at", "nopi", "December 2026"),
])
def test_a_job_that_starts_later_is_a_plan_not_the_job_now(text: str, attribute: str, value: str, when: str) -> None:
    found = read(text, at=AUG)
    assert [(c.attribute, c.value) for c in found if c.attribute in {"works_at", "job_title", attribute}] == \
        [(attribute, value)], [(c.summary, c.attribute) for c in found]
    assert when in next(c.summary for c in found if c.attribute == attribute)


@pytest.mark.parametrize("text", [
    "I'm a nurse at St Mary's since March.",
    "I work at Siemens as a data engineer.",
    "I've been a paramedic for 5 years.",
])
def test_a_job_now_stays_the_job_now(text: str) -> None:
    assert not any((c.attribute or "").startswith("plan:") for c in read(text, at=AUG))


@pytest.mark.parametrize(("text", "summary"), [
    ("I'm working as a waiter in Lisbon this summer, then back to uni.", "User works as a waiter in Lisbon in summer 2026"),
    ("I'm working as a lifeguard in Brighton until September", "User works as a lifeguard in Brighton until September 2026"),
    ("I'm working as a lifeguard in Brighton for the summer", "User works as a lifeguard for the summer in Brighton"),
])
def test_a_job_for_a_season_keeps_its_time_beside_the_main_one(text: str, summary: str) -> None:
    found = read(text, at=dt.datetime(2026, 6, 2, tzinfo=dt.UTC))
    assert [(c.summary, c.attribute) for c in found if c.attribute in {"job_title", "side_job"}] == [(summary, "side_job")]


def test_the_job_ahead_takes_effect_on_its_date(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, dt.datetime(2026, 3, 2, 9, 0, tzinfo=dt.UTC), "a", "I work at Brightline Logistics in Leicester.")
    hear(brain, clock, AUG, "b", "I got the job! From October I am quality manager at Hartwell Foods.")
    jobs = [(r.value, r.takes_effect is not None) for r in brain.store.all_memories()
            if r.superseded_by is None and (r.attribute or "").endswith("works_at")]
    assert sorted(jobs) == [("brightline logistics", False), ("hartwell foods", True)], jobs  # the job now, and the plan
    clock.t = dt.datetime(2026, 11, 2, 9, 0, tzinfo=dt.UTC).timestamp()
    brain.consolidate()
    now = [r.summary for r in brain.store.all_memories() if r.superseded_by is None and r.attribute == "works_at"]
    assert now == ["User has worked at Hartwell Foods since October 2026"], now


def test_a_role_ahead_without_an_employer_takes_effect_as_the_role(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, dt.datetime(2026, 3, 2, 9, 0, tzinfo=dt.UTC), "a", "I'm a student paramedic.")
    hear(brain, clock, AUG, "b", "I'm a paramedic from November, finally qualified!")
    clock.t = dt.datetime(2026, 12, 2, 9, 0, tzinfo=dt.UTC).timestamp()
    brain.consolidate()
    now = [r.summary for r in brain.store.all_memories() if r.superseded_by is None and r.attribute == "job_title"]
    assert now == ["User has worked as a paramedic since November 2026"], now


# ---------------------------------------------------------------- non-native statements

@pytest.mark.parametrize(("text", "summary", "attribute"), [
    ("I work lab technician in milk factory in Gdańsk.", "User works as a lab technician in milk factory in Gdańsk", "job_title"),
    ("i work waiter in a cafe", "User works as a waiter in a cafe", "job_title"),
    ("I work nurse in hospital.", "User works as a nurse in hospital", "job_title"),
    ("Now 3 years I live in Wrocław.", "User has lived in Wrocław for 3 years", "lives_in"),
    ("5 years already I work at Bosch.", "User has worked at Bosch for 5 years", "works_at"),
])
def test_a_job_without_as_or_a_duration_said_first_is_read(text: str, summary: str, attribute: str) -> None:
    assert [(c.summary, c.attribute) for c in read(text, at=TS)] == [(summary, attribute)]


@pytest.mark.parametrize("text", ["I work hard.", "I work from home.", "I work long hours.", "I work night shift.",
                                  "10 years ago I lived in Rome."])
def test_what_is_no_job_or_home_now_is_not_read_as_one(text: str) -> None:
    assert not any(c.attribute in {"job_title", "lives_in", "works_at"} for c in read(text, at=TS))
