"""An engagement and a wedding, said as people say them: "I just got engaged to Marcus!" named no
one, "We're getting married in September" and "I'm getting married to Ana in June" stored
nothing, and after "Ana and I got married" the store still said "User's girlfriend is Ana"
beside "User's wife is Ana". Real extractor, real Brain on a real SQLite file.

Sentences are written for their family, not copied from any labelled set.
"""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd import wire
from mercuryd.brain.clock import FakeClock
from mercuryd.brain.service import Brain
from mercuryd.config import Retrieval, SecondBrain
from mercuryd.store.db import Store
from tests.chat import read
from tests.test_births import live, say

TS = dt.datetime(2026, 6, 10, 9, 0, tzinfo=dt.UTC)


@pytest.mark.parametrize(("text", "name", "relation"), [
    ("I just got engaged to Marcus!", "Marcus", "fiancé"),
    ("I got engaged to Priya last week.", "Priya", "fiancé"),
    ("I'm getting married to Ana in June.", "Ana", "fiancé"),
    ("I'm marrying my girlfriend Ana next spring.", "Ana", "fiancé"),
    ("Ana and I got married last month.", "Ana", "spouse"),
])
def test_the_one_engaged_or_married_to_is_a_person(text: str, name: str, relation: str) -> None:
    found = read(text, at=TS, cap=6)
    assert any((p.name, p.relation) == (name, relation) for c in found for p in c.persons), \
        [(c.summary, c.persons) for c in found]


@pytest.mark.parametrize(("text", "when"), [
    ("We're getting married in September.", "September 2026"),
    ("I'm getting married next June!", "June 2027"),
    ("we're getting married next year, the venue is booked", "2027"),
])
def test_a_wedding_planned_is_kept_with_its_date(text: str, when: str) -> None:
    summaries = [c.summary for c in read(text, at=TS, cap=6)]
    assert any("getting married" in s and when in s for s in summaries), summaries


@pytest.mark.parametrize("text", [
    "My sister is getting married in May.",  # hers, not the user's
    "Are we getting married someday?",
    "we're getting married maybe one day lol",
])
def test_no_wedding_of_the_users_where_none_is_planned(text: str) -> None:
    assert not any(c.summary.startswith("User is getting married") for c in read(text, at=TS, cap=6))


def test_married_the_girlfriend_is_the_wife_and_the_girlfriend_is_history(brain: Brain) -> None:
    first = say(brain, "a", "2026-01-10T10:00:00+00:00", "My girlfriend Ana and I live in Porto.")
    girlfriend = next(m for m in first.stored if m.summary == "User's girlfriend is Ana")
    say(brain, "b", "2026-10-02T10:00:00+00:00", "Ana and I got married on Saturday, best day ever.")
    assert brain.get(wire.GetParams(id=girlfriend.id)).superseded_by is not None
    assert not any("girlfriend is Ana" in s for s in live(brain))
    assert any("got married" in s for s in live(brain))


def test_a_wife_later_called_partner_stays_the_wife(brain: Brain) -> None:
    say(brain, "a", "2026-01-10T10:00:00+00:00", "My wife Ana works nights.", "She's amazing.")
    later = say(brain, "b", "2026-05-02T10:00:00+00:00", "My partner Ana is on leave this week, so I'm cooking.")
    assert any(s.startswith("User's wife") and "Ana" in s for s in live(brain)), live(brain)
    assert not any("partner is Ana" in s for s in live(brain)), (live(brain), later)


def test_a_wedding_asked_about_finds_the_marriage_and_the_engagement(store: Store, clock: FakeClock) -> None:
    # "wedding" shares no word with "getting married" and the model puts them apart (cosine ~0.2,
    # under the bar in a small store): the words are the same thing, found without the model
    brain = Brain(store, clock, SecondBrain(retrieval=Retrieval(semantic=False)))
    planned = brain.add(wire.AddParams(type="relationship", summary="User is getting married in September 2027"))
    engaged = brain.add(wire.AddParams(type="relationship", summary="User and Marcus got engaged"))
    for type_, summary in [("identity", "User is a nurse from Cork"), ("identity", "User's name is Aoife"),
                           ("habit", "User does pizza night with the kids every Friday"),
                           ("relationship", "User's dog is Biscuit")]:
        brain.add(wire.AddParams(type=type_, summary=summary))
    got = [m.id for m in brain.recall(wire.RecallParams(query="any ideas for a wedding venue?", limit=5)).memories]
    assert planned.id in got and engaged.id in got, got


# ---------------------------------------------------------------- a wedding planned, then told as done

def test_a_wedding_planned_keeps_the_date_said_after_its_weekday() -> None:
    summaries = [c.summary for c in read("We're getting married on Saturday, 26 September!", at=TS, cap=6)]
    assert "User is getting married on Saturday, 26 September 2026" in summaries, summaries


def test_the_wedding_told_as_done_makes_the_plan_history(brain: Brain) -> None:
    plan = say(brain, "a", "2026-06-01T10:00:00+00:00", "We're getting married on Saturday, 26 September! So much to organise.")
    planned = next(m for m in plan.stored if "getting married" in m.summary)
    done = say(brain, "b", "2026-10-01T10:00:00+00:00", "We got married last weekend! Still buzzing.")
    marriage = next(m for m in done.stored if "got married" in m.summary)
    assert planned.id in done.superseded
    assert brain.get(wire.GetParams(id=planned.id)).superseded_by == marriage.id  # kept as the marriage's history
    assert not any("getting married" in s for s in live(brain)) and marriage.summary in live(brain)


def test_the_wedding_to_the_one_named_makes_the_plan_history(brain: Brain) -> None:
    plan = say(brain, "a", "2026-01-05T10:00:00+00:00", "I'm getting married to Ana in June.")
    planned = next(m for m in plan.stored if "getting married" in m.summary)
    done = say(brain, "b", "2026-06-22T10:00:00+00:00", "Ana and I got married on Saturday, best day of my life.")
    assert planned.id in done.superseded
    assert not any("getting married" in s for s in live(brain)), live(brain)


@pytest.mark.parametrize("later", [
    "My sister got married last weekend, it was lovely.",
    "We went to a wedding on Saturday, my cousin's.",
    "Still sorting the seating plan for the wedding, it's a nightmare.",
    "Ben and I got married last month.",  # another partner than the one the plan names
])
def test_a_mere_mention_of_a_wedding_ends_no_plan(brain: Brain, later: str) -> None:
    plan = say(brain, "a", "2026-01-05T10:00:00+00:00", "I'm getting married to Ana in September.")
    planned = next(m for m in plan.stored if "getting married" in m.summary)
    say(brain, "b", "2026-06-22T10:00:00+00:00", later)
    assert brain.get(wire.GetParams(id=planned.id)).superseded_by is None, live(brain)


def test_a_plan_heard_after_the_wedding_is_history_at_once(brain: Brain) -> None:
    say(brain, "b", "2026-10-01T10:00:00+00:00", "We got married last weekend! Still buzzing.")
    late = say(brain, "a", "2026-06-01T10:00:00+00:00", "We're getting married on Saturday, 26 September! So much to organise.")
    planned = next(m for m in late.stored if "getting married" in m.summary)
    assert brain.get(wire.GetParams(id=planned.id)).superseded_by is not None
    assert not any("getting married" in s for s in live(brain)), live(brain)
