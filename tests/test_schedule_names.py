"""A habit stored by an earlier version under another schedule name is still that habit.

Earlier versions named a gerund's activity by cutting "-ing" ("baking" -> "bak",
"swimming" -> "swimm"); the current code names it by the lexicon's verb ("bake",
"swim"). The old rows are written here straight into the SQLite file, as that version
left them; then the current write path (Brain.ingest) hears the habit again.
"""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import apsw
import pytest

from mercuryd import wire
from mercuryd.brain import text
from mercuryd.brain.service import Brain
from mercuryd.config import SecondBrain
from mercuryd.store.db import open_store

TS = dt.datetime(2026, 3, 2, 9, 0, tzinfo=dt.UTC)


def said(text_: str, at: dt.datetime) -> list[wire.Message]:
    return [wire.Message(role="user", content=text_, ts=at),
            wire.Message(role="assistant", content="Noted.", ts=at)]


def old_row(path: Path, summary: str, attribute: str, value: str, at: dt.datetime) -> int:
    """A habit as the earlier version stored it, written with SQLite alone."""
    t = at.timestamp()
    conn = apsw.Connection(str(path))
    try:
        conn.execute(
            "INSERT INTO memories (type, summary, norm, scope, evidence, confidence, base_confidence, decay_from,"
            " importance, durability, created_at, updated_at, last_referenced_at, source, subject, attribute,"
            " value, polarity, stated_at) VALUES ('habit', ?, ?, 'durable', 'direct', 0.9, 0.9, ?, 0.6, 0.8,"
            " ?, ?, ?, ?, 'user', ?, ?, 1, ?)",
            (summary, text.norm(summary), t, t, t, t, json.dumps({"channel": "cli", "refs": []}),
             attribute, value, t))
        return conn.last_insert_rowid()
    finally:
        conn.close()


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "second-brain.db"
    open_store(path).close()  # the schema, as an upgraded store has it
    return path


def brain_on(path: Path, clock) -> Brain:
    cfg = SecondBrain()
    cfg.retrieval.semantic = False
    return Brain(open_store(path), clock, cfg)


def live(brain: Brain) -> list[str]:
    return sorted(m.summary for m in brain.list(wire.ListParams()).items)


@pytest.mark.parametrize(("old_summary", "old_attribute", "message", "new_summary"), [
    ("User is baking sourdough every Sunday", "schedule:bak sourdough",
     "I bake sourdough every Saturday now", "User bakes sourdough every Saturday"),
    ("User goes hiking every Saturday", "schedule:hik",
     "I go hiking every Sunday now", "User goes hiking every Sunday"),
    ("User is swimming every Monday", "schedule:swimm",
     "I'm swimming every Thursday now", "User is swimming every Thursday"),
    ("User still bakes sourdough every Sunday", "schedule:still bake sourdough",
     "I bake sourdough every Saturday now", "User bakes sourdough every Saturday"),
])
def test_a_schedule_stored_under_an_earlier_name_is_superseded(db: Path, clock, old_summary: str,
                                                               old_attribute: str, message: str,
                                                               new_summary: str) -> None:
    old = old_row(db, old_summary, old_attribute, "every " + old_summary.rsplit("every ", 1)[1].lower(), TS)
    brain = brain_on(db, clock)
    clock.advance(days=40)
    got = brain.ingest(wire.IngestParams(messages=said(message, TS + dt.timedelta(days=40))))
    assert [m.summary for m in got.stored] == [new_summary]
    assert old in got.superseded
    assert live(brain) == [new_summary]
    history = brain.get(wire.GetParams(id=got.stored[0].id)).history
    assert [m.summary for m in history] == [old_summary]


def test_the_same_schedule_said_again_reinforces_the_old_row(db: Path, clock) -> None:
    old = old_row(db, "User is baking sourdough every Sunday", "schedule:bak sourdough", "every sunday", TS)
    brain = brain_on(db, clock)
    clock.advance(days=40)
    got = brain.ingest(wire.IngestParams(messages=said("I bake sourdough every Sunday",
                                                       TS + dt.timedelta(days=40))))
    assert got.stored == [] and [m.id for m in got.reinforced] == [old]
    assert live(brain) == ["User is baking sourdough every Sunday"]


def test_an_adverb_before_the_verb_is_no_part_of_the_habit(db: Path, clock) -> None:
    """'I still bake sourdough every Sunday' restates the habit: it was named 'still bake
    sourdough' (a habit of its own, beside the one it restates)."""
    brain = brain_on(db, clock)
    first = brain.ingest(wire.IngestParams(messages=said("I bake sourdough every Sunday", TS))).stored
    clock.advance(days=40)
    got = brain.ingest(wire.IngestParams(messages=said("I still bake sourdough every Sunday",
                                                       TS + dt.timedelta(days=40))))
    assert got.stored == [] and [m.id for m in got.reinforced] == [first[0].id]
    assert len(live(brain)) == 1  # (worded as said last: it says all the first did)


def test_two_schedules_already_live_are_settled_when_the_habit_is_mentioned_again(db: Path, clock) -> None:
    """A store where the earlier version's row and a newer one are both live already (the
    defect happened before the upgrade): the next statement of the habit leaves one live
    schedule, the two others in its history."""
    first = old_row(db, "User is baking sourdough every Sunday", "schedule:bak sourdough", "every sunday", TS)
    second = old_row(db, "User bakes sourdough every Saturday", "schedule:bake sourdough", "every saturday",
                     TS + dt.timedelta(days=40))
    brain = brain_on(db, clock)
    assert len(live(brain)) == 2
    clock.advance(days=80)
    got = brain.ingest(wire.IngestParams(messages=said("I bake sourdough every Friday now",
                                                       TS + dt.timedelta(days=80))))
    assert live(brain) == ["User bakes sourdough every Friday"]
    assert {first, second} <= set(got.superseded)


def test_a_different_habit_under_a_name_that_looks_old_is_left_alone(db: Path, clock) -> None:
    """'User has a bath every night' is named schedule:bath by the current code too: a
    habit said with "bathe" (schedule:bathe, whose earlier name would be "bath") does not
    take it over, since its summary does not say that verb."""
    bath = old_row(db, "User has a bath every night", "schedule:bath", "every night", TS)
    brain = brain_on(db, clock)
    clock.advance(days=1)
    got = brain.ingest(wire.IngestParams(messages=said("I bathe every morning now", TS + dt.timedelta(days=1))))
    assert [m.summary for m in got.stored] == ["User bathes every morning"]
    assert brain.get(wire.GetParams(id=bath)).superseded_by is None
