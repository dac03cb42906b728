"""Benchmark: pruning and consolidation passes over 100k memories (issue 3).

Run: ``python bench/lifecycle.py [--rows 100000]``. Every pass starts from a copy of
the same filled file and is measured three ways:

1. alone, through ``Brain`` (no tracemalloc): the wall time, also as a ratio to
   reading every row (``SELECT *``) measured in the same run;
2. alone, under tracemalloc: the peak Python memory;
3. through the :class:`Executor`, as the daemon runs it, with recall called in a loop
   meanwhile: the pass's wall time, the longest single writer hold (one step), and
   recall p50/p99/max against recall alone (the same loop with no pass running).

Targets: each pass under 2 s; recall p99 during a pass within ~50 ms of its idle p99.
Numbers on a shared 2-core machine are noisy: compare ratios, not absolutes.
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import statistics
import sys
import tempfile
import time
import tracemalloc
from datetime import UTC, datetime
from pathlib import Path

import trio

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mercuryd import config as config_mod
from mercuryd import wire
from mercuryd.brain import steps
from mercuryd.brain.service import Brain, FakeClock
from mercuryd.brain.steps import Steps
from mercuryd.executor import Executor
from mercuryd.store.db import INSERT_FIELDS, SQL_INSERT_MEMORY, open_store

DAY = 86400.0
NOW = 1_830_000_000.0
TYPES = ["identity", "preference", "goal", "project", "habit", "decision", "constraint",
         "relationship", "episode"]
WORDS = ("hiking coffee chess garden python rust piano budget travel kyoto sourdough yoga "
         "taxes marathon cello painting sailing climbing reading novel kayak tea").split()


def fill(path: Path, rows: int) -> None:
    store = open_store(path)
    rnd = random.Random(1)
    scope_of = {"identity": "durable", "preference": "durable", "habit": "durable",
                "constraint": "durable", "relationship": "durable"}
    batch = []
    for i in range(rows):
        type_ = rnd.choice(TYPES)
        ref = NOW - rnd.uniform(0, 400) * DAY
        evidence = rnd.choice(["direct", "inferred", "inferred", "manual"])
        conf = rnd.choice([0.25, 0.6, 0.9])
        words = " ".join(rnd.sample(WORDS, 3))
        summary = f"User {words} note {i}"
        batch.append(dict(
            type=type_, summary=summary, norm=summary.lower(),
            scope=scope_of.get(type_, "active"), prior_scope=None, evidence=evidence,
            confidence=conf, base_confidence=conf, decay_from=ref, importance=0.5,
            durability=0.5, reinforcements=rnd.choice([0, 0, 1, 2]), created_at=ref,
            updated_at=ref, last_referenced_at=ref,
            source=json.dumps({"channel": None, "conversation_id": None, "refs": []}),
            subject="user", attribute=None, value=None, polarity=1, superseded_by=None,
            reason=None, dismissed=0, stale=0, stated_at=None, takes_effect=None,
        ))
    assert set(batch[0]) == set(INSERT_FIELDS)
    with store.transaction():
        store.conn.executemany(SQL_INSERT_MEMORY, batch)
        for pid in range(1, 40):
            store.upsert_person(f"Person{pid}", None, NOW)
        store.conn.executemany(
            "INSERT OR IGNORE INTO memory_persons (memory_id, person_id) VALUES (?, ?)",
            [(rnd.randrange(1, rows + 1), rnd.randrange(1, 40)) for _ in range(rows // 5)],
        )
    store.close()


def measure(fn) -> tuple[float, int]:
    tracemalloc.start()
    t0 = time.perf_counter()
    fn()
    elapsed = time.perf_counter() - t0
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return elapsed, peak


def timed(fn) -> float:
    t0 = time.perf_counter()
    fn()
    return time.perf_counter() - t0


def held(steps: Steps, holds: list[float]) -> Steps:
    """The same job, recording how long each writer step (each ``send``) takes."""
    sent = None
    while True:
        t0 = time.perf_counter()
        try:
            out = steps.send(sent)
        except StopIteration as done:
            holds.append(time.perf_counter() - t0)
            return done.value
        holds.append(time.perf_counter() - t0)
        sent = yield out


def stats(lat: list[float]) -> dict[str, float]:
    lat = sorted(lat)
    if not lat:
        return {"n": 0, "p50_ms": 0.0, "p99_ms": 0.0, "max_ms": 0.0}
    return {
        "n": len(lat), "p50_ms": round(statistics.median(lat), 2),
        "p99_ms": round(lat[min(len(lat) - 1, int(len(lat) * 0.99))], 2),
        "max_ms": round(lat[-1], 2),
    }


async def recall_loop(executor: Executor, done: trio.Event, lat: list[float]) -> None:
    rnd = random.Random(2)
    while not done.is_set():
        q = " ".join(rnd.sample(WORDS, 2))
        t0 = time.perf_counter()
        await executor.call("brain.recall", {"query": q})
        lat.append((time.perf_counter() - t0) * 1000)


async def recall_idle(executor: Executor, seconds: float) -> dict[str, float]:
    lat: list[float] = []
    done = trio.Event()
    async with trio.open_nursery() as nursery:
        nursery.start_soon(recall_loop, executor, done, lat)
        await trio.sleep(seconds)
        done.set()
    return stats(lat)


async def pass_with_recall(executor: Executor, make_steps) -> dict[str, float]:
    """Run one stepped pass through the executor while recall loops; what it cost."""
    assert executor.writer is not None
    lat: list[float] = []
    holds: list[float] = []
    done = trio.Event()
    out: dict[str, float] = {}

    async def job() -> None:
        t0 = time.perf_counter()
        await executor.run_steps(held(make_steps(executor.writer), holds))
        out["pass_s"] = round(time.perf_counter() - t0, 3)
        done.set()

    async with trio.open_nursery() as nursery:
        nursery.start_soon(job)
        nursery.start_soon(recall_loop, executor, done, lat)
    out["steps"] = len(holds)
    out["max_hold_ms"] = round(max(holds) * 1000, 1)
    return {**out, **{f"recall_{k}": v for k, v in stats(lat).items()}}


YEAR_LATER = datetime.fromtimestamp(NOW + 365 * DAY, tz=UTC)
# (name, brain -> the pass's steps); each pass starts from the state the previous one left.
PASSES = [
    ("prune (first pass)", lambda b: b.prune_steps(wire.PruneParams())),
    ("prune (steady, +1 h)", lambda b: (b.clock.advance(hours=1), b.prune_steps(wire.PruneParams()))[1]),
    ("prune dry-run +1 y", lambda b: b.prune_steps(wire.PruneParams(dry_run=True, as_of=YEAR_LATER))),
    ("consolidate", lambda b: b.consolidate_steps(wire.ConsolidateParams())),
    ("consolidate (again)", lambda b: b.consolidate_steps(wire.ConsolidateParams())),
]


def copy_db(src: Path, dst: Path) -> Path:
    dst.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(src, dst)
    return dst


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rows", type=int, default=100_000)
    ap.add_argument("--idle-seconds", type=float, default=3.0)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        base_db = Path(tmp) / "base.db"
        t0 = time.perf_counter()
        fill(base_db, args.rows)
        print(f"filled {args.rows} memories in {time.perf_counter() - t0:.1f} s")

        # 1 and 2: alone, through Brain; time without tracemalloc, then peak with it.
        store = open_store(copy_db(base_db, Path(tmp) / "a" / "m.db"))
        scan = min(timed(lambda: store.conn.execute("SELECT * FROM memories").fetchall())
                   for _ in range(3))
        print(f"baseline: SELECT * (all rows) {scan * 1000:.0f} ms")
        brain = Brain(store, FakeClock(NOW))
        alone = {name: timed(lambda make=make: steps.exhaust(make(brain), store)) for name, make in PASSES}
        store.close()
        store = open_store(copy_db(base_db, Path(tmp) / "b" / "m.db"))
        brain = Brain(store, FakeClock(NOW))
        peak = {name: measure(lambda make=make: steps.exhaust(make(brain), store))[1] for name, make in PASSES}
        store.close()

        # 3: through the executor, with recall running meanwhile.
        db = copy_db(base_db, Path(tmp) / "c" / "memory" / "second-brain" / "second-brain.db")
        clock = FakeClock(NOW)

        async def concurrent() -> tuple[dict, dict]:
            executor = Executor(config_mod.Config(), db, clock)
            executor.open()
            try:
                idle = await recall_idle(executor, args.idle_seconds)
                during = {}
                for name, make in PASSES:
                    during[name] = await pass_with_recall(executor, make)
                return idle, during
            finally:
                executor.close()

        idle, during = trio.run(concurrent)

    print(f"recall alone (executor, {args.idle_seconds:.0f} s loop): p50 {idle['p50_ms']} ms, "
          f"p99 {idle['p99_ms']} ms, max {idle['max_ms']} ms ({idle['n']} calls)")
    print()
    print(f"{'pass':22s} {'alone s':>8s} {'x scan':>7s} {'peak MB':>8s} | {'daemon s':>8s} "
          f"{'steps':>5s} {'max hold ms':>11s} | {'recall p50':>10s} {'p99':>7s} {'max':>7s} "
          f"{'p99-idle':>8s}")
    for name, _ in PASSES:
        d = during[name]
        print(f"{name:22s} {alone[name]:8.3f} {alone[name] / scan:7.2f} {peak[name] / 1e6:8.1f} | "
              f"{d['pass_s']:8.3f} {d['steps']:5d} {d['max_hold_ms']:11.1f} | "
              f"{d['recall_p50_ms']:10.2f} {d['recall_p99_ms']:7.2f} {d['recall_max_ms']:7.2f} "
              f"{d['recall_p99_ms'] - idle['p99_ms']:+8.2f}")


if __name__ == "__main__":
    main()
