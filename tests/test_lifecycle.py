"""The lifecycle rules (docs/lifecycle.md) on a real SQLite file, time moved by a FakeClock."""

from __future__ import annotations

import random
from datetime import UTC, datetime
from pathlib import Path

import pytest

from mercuryd import wire
from mercuryd.brain.service import Brain, FakeClock
from mercuryd.config import SecondBrain
from mercuryd.store.db import open_store

DAY = 86400.0


def add(brain: Brain, summary: str, type_: str = "episode", **kw) -> int:
    return brain.add(wire.AddParams(type=type_, summary=summary, **kw)).id


def prune(brain: Brain, **kw) -> wire.PruneResult:
    return brain.prune(wire.PruneParams(**kw))


def get(brain: Brain, mid: int) -> wire.Memory:
    return brain.get(wire.GetParams(id=mid))


def test_stale_at_21_days_not_20(brain: Brain, clock: FakeClock) -> None:
    mid = add(brain, "User went to the climbing gym")
    clock.advance(days=20)
    assert prune(brain).stale == []
    assert get(brain, mid).stale is False
    clock.advance(days=1)
    assert prune(brain).stale == [mid]
    m = get(brain, mid)
    assert m.stale is True and m.scope == "active" and m.tier == "conscious"
    assert prune(brain).stale == []  # the same now twice: nothing the second time
    # Ranked lower: a fresh twin with the same words outranks the stale one.
    fresh = add(brain, "User went to the climbing gym again")
    hits = brain.search(wire.SearchParams(q="climbing gym")).items
    assert [h.id for h in hits][:1] == [fresh]


def test_subconscious_at_30_days_not_29(brain: Brain, clock: FakeClock) -> None:
    mid = add(brain, "User went to the bakery")
    clock.advance(days=29, hours=23)
    assert prune(brain).to_subconscious == []
    clock.advance(hours=1)
    assert prune(brain).to_subconscious == [mid]
    m = get(brain, mid)
    assert (m.scope, m.tier, m.prior_scope, m.reason) == ("subconscious", "subconscious", "active", "unreferenced")
    assert m.updated_at == datetime.fromtimestamp(clock.now(), tz=UTC)  # stamped when the rule fired


def test_inferred_decay_half_life_and_frozen_in_subconscious(brain: Brain, clock: FakeClock) -> None:
    mid = add(brain, "User seems to like jazz", "episode", evidence="inferred", confidence=0.6)
    clock.advance(days=15)
    assert prune(brain).decayed == 1
    assert get(brain, mid).confidence == pytest.approx(0.6 * 0.5**0.5, abs=1e-4)
    clock.advance(days=100)  # the move happened at day 30: frozen at 0.3 exactly
    prune(brain)
    m = get(brain, mid)
    assert m.tier == "subconscious" and m.confidence == pytest.approx(0.3, abs=1e-4)
    clock.advance(days=365)
    assert prune(brain).decayed == 0
    assert get(brain, mid).confidence == pytest.approx(0.3, abs=1e-4)
    direct = add(brain, "User visited Lisbon", "episode", evidence="direct")
    clock.advance(days=10)
    prune(brain)
    assert get(brain, direct).confidence == 0.9  # only inferred memories decay


def test_low_confidence_durable_at_120_days_not_119(brain: Brain, clock: FakeClock) -> None:
    weak = add(brain, "User likes cold showers", "preference", confidence=0.2)
    strong = add(brain, "User likes warm socks", "preference", confidence=0.8)
    clock.advance(days=119)
    assert prune(brain).low_confidence == []
    clock.advance(days=1)
    assert prune(brain).low_confidence == [weak]
    m = get(brain, weak)
    assert (m.tier, m.prior_scope, m.reason, m.confidence) == ("subconscious", "durable", "low_confidence", 0.2)
    assert get(brain, strong).scope == "durable"


def test_decayed_inferred_durable_leaves_when_both_conditions_hold(brain: Brain, clock: FakeClock) -> None:
    # 0.6 falls under 0.3 after 30 days; unreferenced for 120 days decides.
    mid = add(brain, "User probably prefers tabs", "preference", evidence="inferred", confidence=0.6)
    clock.advance(days=119)
    prune(brain)
    assert get(brain, mid).scope == "durable"
    clock.advance(days=1)
    assert prune(brain).low_confidence == [mid]
    assert get(brain, mid).confidence == pytest.approx(0.6 * 0.5**4, abs=1e-4)


def test_promotion_at_three_reinforcements_from_active_and_subconscious(brain: Brain, clock: FakeClock) -> None:
    mid = add(brain, "User is training for a marathon", "goal")
    for n in range(1, 3):
        assert add(brain, "User is training for a marathon", "goal") == mid
        assert get(brain, mid).scope == "active" and get(brain, mid).reinforcements == n
    add(brain, "User is training for a marathon", "goal")
    m = get(brain, mid)
    assert (m.scope, m.reason, m.reinforcements) == ("durable", "promoted", 3)

    sub = add(brain, "User is learning the cello", "project")
    add(brain, "User is learning the cello", "project")
    add(brain, "User is learning the cello", "project")
    clock.advance(days=31)
    prune(brain)
    assert get(brain, sub).tier == "subconscious"
    add(brain, "User is learning the cello", "project")  # third reinforcement, from the subconscious
    m = get(brain, sub)
    assert (m.scope, m.reason) == ("durable", "promoted")


def test_recall_fallback_brings_subconscious_back_and_browsing_does_not(brain: Brain, clock: FakeClock) -> None:
    mid = add(brain, "User adopted a tortoise named Sheldon")
    clock.advance(days=31)
    prune(brain)
    brain.search(wire.SearchParams(q="tortoise"))
    brain.get(wire.GetParams(id=mid))
    brain.list(wire.ListParams(scope="subconscious"))
    assert get(brain, mid).tier == "subconscious"  # browsing promotes nothing
    got = brain.recall(wire.RecallParams(query="what is the tortoise called", subconscious="never"))
    assert got.memories == [] and get(brain, mid).tier == "subconscious"
    got = brain.recall(wire.RecallParams(query="what is the tortoise called"))
    assert got.used_subconscious is True
    [m] = got.memories
    assert (m.id, m.tier, m.scope, m.reason) == (mid, "conscious", "active", "recalled")
    assert "Sheldon" in got.context
    assert get(brain, mid).tier == "conscious"


def test_dismissed_memory_is_never_auto_recalled(brain: Brain) -> None:
    mid = add(brain, "User owns a red kayak")
    assert brain.dismiss(wire.DismissParams(id=mid)).action == "subconscious"
    m = get(brain, mid)
    assert (m.tier, m.reason, m.dismissed) == ("subconscious", "dismissed", True)
    for mode in ("auto", "always"):
        got = brain.recall(wire.RecallParams(query="red kayak", subconscious=mode))
        assert got.memories == [] and get(brain, mid).tier == "subconscious"
    assert [h.id for h in brain.search(wire.SearchParams(q="kayak")).items] == [mid]


def test_hard_dismissal_removes_row_text_links_and_orphan_person(brain: Brain, store) -> None:
    mid = add(brain, "User had lunch with Zebulon", persons=["Zebulon"])
    keep = add(brain, "User met Quincy", persons=["Quincy"])
    add(brain, "User called Quincy", persons=["Quincy"])
    brain.dismiss(wire.DismissParams(id=mid))
    assert brain.dismiss(wire.DismissParams(id=mid)).action == "deleted"  # subconscious -> gone
    assert brain.dismiss(wire.DismissParams(id=keep, hard=True)).action == "deleted"
    q = store.conn.execute
    assert q("SELECT count(*) FROM memories WHERE id IN (?, ?)", (mid, keep)).fetchall() == [(0,)]
    assert q("SELECT count(*) FROM memories_fts WHERE memories_fts MATCH 'Zebulon'").fetchall() == [(0,)]
    assert q("SELECT count(*) FROM memory_persons WHERE memory_id IN (?, ?)", (mid, keep)).fetchall() == [(0,)]
    assert [r[0] for r in q("SELECT name FROM persons")] == ["Quincy"]  # still mentioned elsewhere
    store.checkpoint()
    assert b"Zebulon" not in Path(store.path).read_bytes()


def test_dry_run_as_of_changes_nothing(brain: Brain, store, clock: FakeClock) -> None:
    ids = [add(brain, f"User visited museum number {i}") for i in range(3)]
    before = table(store)
    when = datetime.fromtimestamp(clock.now() + 40 * DAY, tz=UTC)
    got = prune(brain, dry_run=True, as_of=when)
    assert got.to_subconscious == ids and got.dry_run and got.as_of == when
    assert table(store) == before
    assert brain.status().last_prune_at is None
    assert prune(brain, dry_run=True, as_of=datetime.fromtimestamp(clock.now() + 22 * DAY, tz=UTC)).stale == ids


def table(store) -> list[tuple]:
    return store.conn.execute("SELECT * FROM memories ORDER BY id").fetchall()


# ---------------------------------------------------------------- two simulated years


TOPICS = ["hiking", "sourdough", "chess", "Rust", "gardening", "cello", "Kyoto", "taxes", "yoga"]


def simulate(path: Path, tick_days: float, seed: int = 7) -> tuple[Brain, list[tuple], set[int]]:
    """Two years of conversations; prune every ``tick_days``; the same events every time."""
    store = open_store(path)
    store.conn.pragma("synchronous", "off")  # a logic test: skip fsync to stay fast
    clock = FakeClock()
    brain = Brain(store, clock, SecondBrain())
    rnd = random.Random(seed)
    end = clock.now() + 730 * DAY
    next_event = clock.now()
    next_tick = clock.now() + tick_days * DAY
    alive: set[int] = set()  # every id the brain handed out, minus explicit hard deletes
    while clock.now() < end:
        step = min(next_event, next_tick, end)
        clock.t = step
        if step == next_tick:
            brain.prune(wire.PruneParams())
            next_tick += tick_days * DAY
        if step == next_event:
            topic = rnd.choice(TOPICS)
            roll = rnd.random()
            if roll < 0.3:
                # Each a new conversation saying it again (the same one again would change nothing).
                got = brain.ingest(wire.IngestParams(messages=[wire.Message(
                    role="user", content=f"I prefer {topic} on weekends. I'm working on {topic} lessons.")],
                    conversation_id=f"c{len(alive)}-{step}"))
                alive.update(m.id for m in [*got.stored, *got.reinforced])
            elif roll < 0.6:
                alive.add(brain.add(wire.AddParams(
                    type=rnd.choice(["episode", "goal", "preference", "habit"]),
                    summary=f"User {rnd.choice(['tried', 'talked about', 'planned'])} {topic} #{rnd.randrange(40)}",
                    evidence=rnd.choice(["inferred", "direct"]),
                    confidence=rnd.choice([None, 0.25, 0.6]),
                )).id)
            elif roll < 0.9:
                brain.recall(wire.RecallParams(query=f"what about {topic}"))
            else:
                live = brain.list(wire.ListParams(scope="all", limit=20)).items
                if live:
                    victim = rnd.choice(live)
                    if brain.dismiss(wire.DismissParams(id=victim.id)).action == "deleted":
                        alive.discard(victim.id)
            next_event += rnd.uniform(0.2, 3.0) * DAY
    brain.prune(wire.PruneParams())  # every run ends with a pass at the same now
    return brain, table(store), alive


def test_two_years_hourly_and_monthly_ticks_reach_the_same_table(tmp_path: Path) -> None:
    monthly, rows_m, alive = simulate(tmp_path / "m.db", 30)
    _, rows_d, _ = simulate(tmp_path / "d.db", 1)
    _, rows_h, _ = simulate(tmp_path / "h.db", 1 / 24)
    assert rows_h == rows_d == rows_m  # every column of every row, bit for bit
    scopes = {r[4] for r in rows_m}
    reasons = {r[22] for r in rows_m}
    assert scopes == {"durable", "active", "subconscious"}
    assert {"unreferenced", "low_confidence", "recalled", "promoted", "dismissed"} <= reasons

    # Nothing is lost except by explicit dismissal: every id ever issued is a row or was deleted.
    assert {r[0] for r in rows_m} == alive
    store = monthly.store
    # brain.status counts match the rows.
    counts = monthly.status().counts
    q = store.conn.execute
    assert counts.superseded == q("SELECT count(*) FROM memories WHERE superseded_by IS NOT NULL").fetchall()[0][0]
    for scope in ("durable", "active", "subconscious"):
        n = q("SELECT count(*) FROM memories WHERE scope = ? AND superseded_by IS NULL", (scope,)).fetchall()[0][0]
        assert getattr(counts, scope) == n
    assert counts.durable + counts.active + counts.subconscious + counts.superseded == len(rows_m)


def _segments(brain: Brain, table: str = "memories_fts") -> int:
    (n,) = brain.store.conn.execute(f"SELECT count(DISTINCT segid) FROM {table}_idx").fetchone()
    return n


def test_pruning_merges_the_text_index_into_one_segment(brain: Brain) -> None:
    """Each write adds an FTS5 segment and word lookups probe every one: the pruning
    pass merges them (in slices), and nothing found before is lost."""
    words = ["chess", "tea", "jazz", "kayak", "ramen", "violin", "sourdough", "orchid"]
    for i in range(240):  # one transaction each, as memories arrive in real life
        add(brain, f"User note {i}: {words[i % 8]} with {words[(i * 3) % 8]}", "habit")
    add(brain, "用户喜欢国际象棋")
    assert _segments(brain) > 3
    queries = ["chess", "jazz kayak", "violin tea", "note 17", "国际象棋"]
    before = {q: brain.search(wire.SearchParams(q=q, limit=50)).items for q in queries}
    assert len(list(brain._merge_text_indexes(pages=1))) >= 3  # a slice, then "done"
    assert _segments(brain) == 1 and _segments(brain, "memories_trigram") <= 1
    assert {q: brain.search(wire.SearchParams(q=q, limit=50)).items for q in queries} == before
    brain.store.conn.execute("INSERT INTO memories_fts(memories_fts) VALUES ('integrity-check')")
    # a merged index is left alone; the hourly pass runs it
    assert len(list(brain._merge_text_indexes())) == 2  # one look at each index
    add(brain, "User note 999: chess again", "habit")
    assert _segments(brain) == 2
    prune(brain)
    assert _segments(brain) == 1
