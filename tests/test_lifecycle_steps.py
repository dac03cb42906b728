"""How the lifecycle passes run: SQLite's candidate filter, batched writes, reads off the writer.

The pruner lets SQLite skip rows no rule can change and writes changes in batches;
these tests hold it to the plain definition (:func:`lifecycle.decide` on every row,
one UPDATE per row) on rows placed exactly on, just before and just after every
threshold. Stepped jobs may yield reads: the executor must run them on a reader
connection and send the result back.
"""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import trio

from mercuryd import config as config_mod
from mercuryd import wire
from mercuryd.brain import lifecycle
from mercuryd.brain.service import Brain, FakeClock
from mercuryd.brain.steps import Read, exhaust
from mercuryd.config import Pruning
from mercuryd.executor import Executor
from mercuryd.store.db import INSERT_FIELDS, SQL_INSERT_MEMORY, Store, open_store

DAY = 86400.0
NOW = 1_800_000_000.0
RULES = Pruning()
EDGES = (0.0, 1e-6, -1e-6, 0.5, -0.5)  # seconds around a threshold


def boundary_rows() -> list[dict[str, object]]:
    """Rows referenced at every threshold (±tiny), in every scope/evidence/flag mix."""
    ages = [d * DAY + e for d in (0, 20, 21, 29, 30, 119, 120, 400) for e in EDGES]
    rows = []
    for age, scope, evidence, conf, stale, reinf, dismissed, superseded in itertools.product(
        ages, ("active", "durable", "subconscious"), ("direct", "inferred"), (0.2, 0.3, 0.9),
        (0, 1), (0, 3), (0, 1), (False, True),
    ):
        ref = NOW - age
        summary = f"row {len(rows)}"
        rows.append(dict(
            type="episode", summary=summary, norm=summary, scope=scope, prior_scope=None,
            evidence=evidence, confidence=conf, base_confidence=conf, decay_from=ref - 5 * DAY,
            importance=0.5, durability=0.5, reinforcements=reinf, created_at=ref - 5 * DAY,
            updated_at=ref, last_referenced_at=ref, source=json.dumps({"refs": []}),
            subject="user", attribute=None, value=None, polarity=1,
            superseded_by=1 if superseded else None, reason="stale" if stale else None,
            dismissed=dismissed, stale=stale, stated_at=None, takes_effect=None,
        ))
    return rows


def filled(path: Path) -> Store:
    store = open_store(path)
    store.conn.pragma("synchronous", "off")
    rows = boundary_rows()
    assert set(rows[0]) == set(INSERT_FIELDS)
    with store.transaction():
        store.conn.executemany(SQL_INSERT_MEMORY, rows)
    return store


def table(store: Store) -> list[tuple]:
    return store.conn.execute("SELECT * FROM memories ORDER BY id").fetchall()


def by_definition(store: Store, now: float) -> lifecycle.PruneOutcome:
    """The rules as written: every row judged, one UPDATE per changed row."""
    out = lifecycle.PruneOutcome()
    with store.transaction():
        for row in store.vitals_slice(0, 10**9):
            change = lifecycle.decide(row, now, RULES)
            if change is not None:
                store.update_memory(row.id, **change.fields)
                out.add(row.id, change)
    return out


def test_candidate_filter_and_batches_match_the_rules_row_by_row(tmp_path: Path) -> None:
    for now in (NOW, NOW + 0.5, NOW + 9 * DAY + 1e-6):
        plain, fast = filled(tmp_path / f"plain{now}.db"), filled(tmp_path / f"fast{now}.db")
        want = by_definition(plain, now)
        assert want.to_subconscious and want.low_confidence and want.promoted and want.stale
        dry = exhaust(lifecycle.prune_steps(fast, now, RULES, dry_run=True, slice_rows=97), fast)
        assert table(fast) != table(plain)  # a dry run wrote nothing
        got = exhaust(lifecycle.prune_steps(fast, now, RULES, dry_run=False, slice_rows=97), fast)
        for outcome in (dry, got):
            assert (outcome.stale, outcome.to_subconscious, outcome.low_confidence,
                    outcome.promoted, outcome.decayed) == (
                want.stale, want.to_subconscious, want.low_confidence, want.promoted, want.decayed)
        assert table(fast) == table(plain)
        # A second pass at the same now: only what the first one's moves made due
        # (a row promoted to durable may now be due for the low-confidence move).
        want = by_definition(plain, now)
        again = exhaust(lifecycle.prune_steps(fast, now, RULES, dry_run=False, slice_rows=97), fast)
        assert again.promoted == again.to_subconscious == [] and not again.decayed
        assert (again.low_confidence, again.stale) == (want.low_confidence, want.stale)
        assert table(fast) == table(plain)
        plain.close()
        fast.close()


def test_executor_runs_step_reads_on_a_reader_and_sends_the_result_back(tmp_path: Path) -> None:
    db = tmp_path / "memory" / "second-brain" / "second-brain.db"
    clock = FakeClock(NOW)
    seen: list[Store] = []

    def job(writer: Store):  # a stepped job: a writer step, a read, a writer step
        with writer.transaction():
            writer.set_state("probe", "written")
        got = yield Read(lambda s: (seen.append(s), s.get_state("probe"))[1])
        yield None
        return got

    async def main() -> tuple[str, Store, wire.PruneResult, wire.PruneResult]:
        executor = Executor(config_mod.Config(), db, clock)
        executor.open()
        try:
            assert executor.writer is not None
            brain = executor.writer
            brain.add(wire.AddParams(type="episode", summary="User visited the museum"))
            value = await executor.run_steps(job(brain.store))
            as_of = {"dry_run": True, "as_of": "2027-06-01T00:00:00Z"}
            through = await executor.call("brain.prune", as_of)
            direct = brain.prune(wire.PruneParams(dry_run=True, as_of=through.as_of))
            return value, brain.store, through, direct
        finally:
            executor.close()

    value, writer_store, through, direct = trio.run(main)
    assert value == "written" and len(seen) == 1 and seen[0] is not writer_store
    assert through.to_subconscious == direct.to_subconscious != []


def test_prune_through_the_executor_reaches_the_same_table(tmp_path: Path) -> None:
    """Writer steps, checkpoint reads on readers, recall in between: the table ends equal."""
    plain = filled(tmp_path / "plain.db")
    by_definition(plain, NOW)
    db = tmp_path / "memory" / "second-brain" / "second-brain.db"
    db.parent.mkdir(parents=True)
    filled(db).close()

    async def main() -> wire.PruneResult:
        executor = Executor(config_mod.Config(), db, FakeClock(NOW))
        executor.open()
        try:
            async with trio.open_nursery() as nursery:
                nursery.start_soon(executor.call, "memory.list", {"limit": 5})
                result = await executor.call("brain.prune", {})
            return result
        finally:
            executor.close()

    result = trio.run(main)
    store = open_store(db)
    assert result.to_subconscious and table(store) == table(plain)


def test_brain_prune_uses_the_same_steps(brain: Brain, clock: FakeClock) -> None:
    mid = brain.add(wire.AddParams(type="episode", summary="User tried the new bakery")).id
    clock.advance(days=31)
    assert brain.prune(wire.PruneParams()).to_subconscious == [mid]
