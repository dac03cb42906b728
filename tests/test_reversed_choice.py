"""A choice turned round is the opposite fact, never the same one said again.

"User prefers phone calls to email" was merged into "User prefers email to phone calls for work
matters" (same words, so a near duplicate): the newer statement was lost and the older one
reinforced. A reversed choice is now a different fact; in the same context it replaces the old
one (history kept), in another context both stand; consolidation reads the pair as a contradiction.
"""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd import wire
from mercuryd.brain import consolidate, text
from mercuryd.brain.service import Brain, FakeClock


def add(brain: Brain, summary: str) -> wire.Memory:
    return brain.add(wire.AddParams(type="preference", summary=summary))


def live(brain: Brain) -> list[str]:
    return sorted(m.summary for m in brain.list(wire.ListParams(scope="all", limit=50)).items)


@pytest.mark.parametrize(("a", "b"), [
    ("User prefers tea to coffee", "User prefers coffee to tea"),
    ("User prefers email to phone calls for work matters", "User prefers phone calls to email"),
    ("User likes cats more than dogs", "User likes dogs more than cats"),
    ("User would rather take the train than fly", "User would rather fly than take the train"),
    ("User prefers tabs over spaces", "User prefers spaces over tabs"),
    # the sides told apart only by a phrase of time (found trying it as a new user: the later one was merged away)
    ("User prefers running in the morning to running in the evening",
     "User prefers running in the evening to running in the morning, mornings are too dark"),
    # a reason after a comma is no context of the choice
    ("User prefers tea to coffee", "User prefers coffee to tea, the espresso machine at work converted them"),
])
def test_a_reversed_choice_is_no_duplicate(a: str, b: str) -> None:
    assert text.reversed_comparison(a, b)
    assert not text.near_duplicate(a, b)


@pytest.mark.parametrize(("a", "b"), [
    ("User prefers dark mode over light mode", "User prefers dark mode to light mode"),
    ("User prefers tea to coffee", "User prefers tea to coffee in the morning"),
])
def test_the_same_choice_in_other_words_is_still_a_duplicate(a: str, b: str) -> None:
    assert not text.reversed_comparison(a, b)
    assert text.near_duplicate(a, b)


@pytest.mark.parametrize("summary", ["User prefers dark mode", "User likes cats", "User prefers concise answers"])
def test_a_preference_without_a_second_side_compares_nothing(summary: str) -> None:
    assert text.compared(summary) is None


def test_a_reversed_choice_replaces_the_old_one_and_keeps_it_as_history(brain: Brain, clock: FakeClock) -> None:
    old = add(brain, "User prefers tea to coffee")
    clock.advance(days=40)
    new = add(brain, "User prefers coffee over tea")
    assert new.id != old.id
    assert live(brain) == ["User prefers coffee over tea"]
    row = brain.store.get_memory(old.id)
    assert row is not None and row.superseded_by == new.id


def test_a_reversed_choice_in_another_context_stands_beside_it(brain: Brain, clock: FakeClock) -> None:
    add(brain, "User prefers email to phone calls for work matters")
    clock.advance(days=3)
    add(brain, "User prefers phone calls to email")
    assert live(brain) == ["User prefers email to phone calls for work matters", "User prefers phone calls to email"]


def test_said_in_conversation_months_apart_the_later_choice_is_the_live_one(brain: Brain, clock: FakeClock) -> None:
    start = dt.datetime(2026, 3, 2, 9, 0, tzinfo=dt.UTC)
    for i, said in enumerate(["I prefer tea to coffee.", "These days I prefer coffee to tea, the espresso machine at work converted me."]):
        when = start + dt.timedelta(days=60 * i)
        clock.t = when.timestamp() + 60
        brain.ingest(wire.IngestParams(conversation_id=f"c{i}", messages=[
            wire.Message(role="user", content=said, ts=when), wire.Message(role="assistant", content="Noted.", ts=when)]))
    kept = live(brain)
    assert [s for s in kept if "coffee" in s and "tea" in s] == [next(s for s in kept if s.startswith("User prefers coffee to tea"))]


def test_consolidation_reads_a_choice_and_its_reverse_as_a_contradiction(brain: Brain, clock: FakeClock) -> None:
    a = add(brain, "User prefers email to phone calls for work matters")
    b = add(brain, "User prefers phone calls to email")
    rows = [brain.store.get_memory(a.id), brain.store.get_memory(b.id)]
    assert consolidate.contradictory([r for r in rows if r is not None])


def test_a_choice_told_apart_by_time_of_day_is_replaced_when_turned_round(brain: Brain, clock: FakeClock) -> None:
    add(brain, "User prefers running in the morning to running in the evening")
    clock.advance(days=90)
    add(brain, "User prefers running in the evening to running in the morning")
    assert live(brain) == ["User prefers running in the evening to running in the morning"]
