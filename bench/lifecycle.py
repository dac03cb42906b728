"""Benchmark: one pruning pass and one consolidation pass over 100k memories.

Run: ``python bench/lifecycle.py [--rows 100000]``. Prints wall time and peak Python
memory (tracemalloc) of each pass, as ratios to a baseline measured in the same run
(``SELECT count(*)`` over the table), and the recall latency (p50/p99/max, through
the Executor, as the daemon runs it) while each pass runs. Numbers on a shared 2-core
machine are noisy: compare ratios, not absolutes.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
import tracemalloc
from datetime import UTC, datetime
from pathlib import Path

import trio

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mercuryd import config as config_mod, wire  # noqa: E402
from mercuryd.brain.service import Brain, FakeClock  # noqa: E402
from mercuryd.executor import Executor  # noqa: E402
from mercuryd.store.db import INSERT_FIELDS, SQL_INSERT_MEMORY, open_store  # noqa: E402

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
            reason=None, dismissed=0, stale=0,
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


async def recall_during(executor: Executor, method: str, params: dict) -> dict[str, float]:
    """Recall in a loop while ``method`` runs; latency stats in milliseconds."""
    lat: list[float] = []
    done = trio.Event()
    job_time = 0.0

    async def job() -> None:
        nonlocal job_time
        t0 = time.perf_counter()
        await executor.call(method, params)
        job_time = time.perf_counter() - t0
        done.set()

    async with trio.open_nursery() as nursery:
        nursery.start_soon(job)
        rnd = random.Random(2)
        while not done.is_set():
            q = " ".join(rnd.sample(WORDS, 2))
            t0 = time.perf_counter()
            await executor.call("brain.recall", {"query": q})
            lat.append((time.perf_counter() - t0) * 1000)
    lat.sort()
    return {
        "job_s": round(job_time, 3), "recalls": len(lat),
        "p50_ms": round(statistics.median(lat), 2) if lat else 0.0,
        "p99_ms": round(lat[min(len(lat) - 1, int(len(lat) * 0.99))], 2) if lat else 0.0,
        "max_ms": round(lat[-1], 2) if lat else 0.0,
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rows", type=int, default=100_000)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "memory" / "second-brain" / "second-brain.db"
        db.parent.mkdir(parents=True)
        t0 = time.perf_counter()
        fill(db, args.rows)
        print(f"filled {args.rows} memories in {time.perf_counter() - t0:.1f} s")
        clock = FakeClock(NOW)
        store = open_store(db)
        brain = Brain(store, clock)
        base = min(measure(lambda: store.conn.execute("SELECT count(*) FROM memories").fetchall())[0]
                   for _ in range(5))
        scan = min(measure(lambda: store.conn.execute(
            "SELECT * FROM memories").fetchall())[0] for _ in range(3))
        print(f"baseline SELECT count(*): {base * 1000:.2f} ms; SELECT * (all rows): {scan * 1000:.1f} ms")
        results = {}
        for name, fn in [
            ("prune (first pass)", lambda: brain.prune(wire.PruneParams())),
            ("prune (steady, +1 h)", lambda: (clock.advance(hours=1), brain.prune(wire.PruneParams()))),
            ("prune dry-run +1 y", lambda: brain.prune(wire.PruneParams(
                dry_run=True, as_of=datetime.fromtimestamp(NOW + 365 * DAY, tz=UTC)))),
            ("consolidate", lambda: brain.consolidate()),
            ("consolidate (again)", lambda: brain.consolidate()),
        ]:
            elapsed, peak = measure(fn)
            results[name] = (elapsed, peak)
            print(f"{name:24s} {elapsed:7.3f} s  = {elapsed / scan:6.1f}x SELECT *  "
                  f"({elapsed / base:8.0f}x count)  peak {peak / 1e6:6.1f} MB")
        store.close()

        async def concurrent() -> None:
            executor = Executor(config_mod.Config(), db, clock)
            executor.open()
            try:
                idle = await recall_during(executor, "brain.status", {})
                print(f"recall alone (during status): {idle}")
                clock.advance(hours=1)
                print(f"recall during prune:          {await recall_during(executor, 'brain.prune', {})}")
                clock.advance(hours=1)
                print(f"recall during consolidate:    {await recall_during(executor, 'brain.consolidate', {})}")
            finally:
                executor.close()

        trio.run(concurrent)


if __name__ == "__main__":
    main()
