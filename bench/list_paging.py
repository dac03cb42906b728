"""Page latency of memory.list and persons.list at 100k memories and 10k persons.

Fills a temp database (a fifth of the memories subconscious, 10k persons linked to a
quarter of them), then times ``Brain.list`` / ``Brain.persons_list`` at the first page
and at deep pages. The baseline, in the same run on the same file, is the query these
calls ran before (``scope IN (...) ORDER BY id DESC``, which sorts every matching row,
and persons by ``LIMIT ? OFFSET ?``), so the ratio survives a noisy machine.

    python bench/list_paging.py [--size 100000] [--persons 10000] [--rounds 30]
"""

from __future__ import annotations

import argparse
import random
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench._corpus import fill
from mercuryd import wire
from mercuryd.brain.service import Brain, FakeClock
from mercuryd.store.db import (
    MEMORY_COLUMNS,
    PERSON_COLUMNS,
    SQL_LIST_PERSONS_AFTER,
    SQL_LIST_PERSONS_FIRST,
    Store,
    _row,
    connect,
    open_store,
)

OLD_LIST = (f"SELECT {MEMORY_COLUMNS} FROM memories WHERE scope IN ({{marks}}) {{type}}{{cursor}}"
            "AND superseded_by IS NULL ORDER BY id DESC LIMIT ?")
OLD_PERSONS = (f"SELECT {PERSON_COLUMNS} FROM persons p ORDER BY p.last_seen DESC, p.id DESC "
               "LIMIT ? OFFSET ?")
SCOPES = {"conscious": ("durable", "active"), "subconscious": ("subconscious",),
          "all": ("durable", "active", "subconscious")}


def prepare(db: Path, size: int, persons: int) -> None:
    fill(db, size)
    store = open_store(db)
    rng = random.Random(5)
    with store.transaction():
        store.conn.execute("UPDATE memories SET scope = 'subconscious', prior_scope = scope "
                           "WHERE id % 5 = 0")
        # A rare type (one in a thousand): a page of it must not read the whole scope.
        store.conn.execute("UPDATE memories SET type = 'reflection' WHERE id % 1000 = 7")
        pids = [store.upsert_person(f"Person {i}", None, 1e9 + rng.randrange(10 * persons))
                for i in range(persons)]
        for mid in range(1, size + 1, 4):
            store.link(mid, rng.choice(pids), None)
    store.checkpoint()
    store.close()


def ms(fn: Callable[[], object], rounds: int) -> float:
    fn()
    times = []
    for _ in range(rounds):
        t = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t) * 1000)
    return statistics.median(times)


def old_list(store: Store, scope: str, type_: str | None, before: int | None) -> Callable[[], object]:
    scopes = SCOPES[scope]
    sql = OLD_LIST.format(marks=",".join("?" * len(scopes)), type="AND type = ? " if type_ else "",
                          cursor="AND id < ? " if before else "")
    args = [*scopes, *([type_] if type_ else []), *([before] if before else []), 51]
    return lambda: [_row(r) for r in store.conn.execute(sql, args)]


def new_list(store: Store, scope: str, type_: str | None, before: int | None) -> Callable[[], object]:
    return lambda: store.list_memories(scopes=SCOPES[scope], type=type_, before_id=before,
                                       limit=51, include_superseded=False)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--size", type=int, default=100_000)
    ap.add_argument("--persons", type=int, default=10_000)
    ap.add_argument("--rounds", type=int, default=30)
    a = ap.parse_args()
    root = Path(tempfile.mkdtemp(prefix="mrp-", dir="/tmp"))
    try:
        db = root / "second-brain.db"
        prepare(db, a.size, a.persons)
        store = Store(connect(db), db)
        brain = Brain(store, FakeClock())
        print(f"memory.list, {a.size} memories, 50 per page: median ms of the store query "
              "(old query = baseline) and of the whole Brain.list call")
        print(f"{'scope':>12} {'type':>10} {'page':>6} {'new':>8} {'old':>8} {'old/new':>8} {'call':>8}")
        for scope in SCOPES:
            for type_ in (None, "goal", "reflection"):
                for label, before in (("first", None), ("middle", a.size // 2), ("deep", a.size // 50)):
                    params = wire.ListParams(scope=scope, type=type_, limit=50,
                                             cursor=str(before) if before else None)
                    new = ms(new_list(store, scope, type_, before), a.rounds)
                    old = ms(old_list(store, scope, type_, before), a.rounds)
                    call = ms(lambda p=params: brain.list(p), a.rounds)
                    print(f"{scope:>12} {type_ or '-':>10} {label:>6} {new:>8.3f} {old:>8.3f} "
                          f"{old / new:>7.1f}x {call:>8.3f}")
        print(f"\npersons.list, {a.persons} persons, 50 per page: median ms of the store query "
              "(OFFSET = baseline) and of the whole call")
        print(f"{'offset':>8} {'new':>8} {'old':>8} {'old/new':>8} {'call':>8}")
        order = [r[0] for r in store.conn.execute(
            "SELECT id, last_seen FROM persons ORDER BY last_seen DESC, id DESC")]
        seen = dict(store.conn.execute("SELECT id, last_seen FROM persons").fetchall())
        for offset in (0, a.persons // 2, a.persons - 60):
            cursor = str(order[offset - 1]) if offset else None
            if offset:
                after = order[offset - 1]
                new = ms(lambda x=after: store.conn.execute(
                    SQL_LIST_PERSONS_AFTER, (seen[x], x, 51)).fetchall(), a.rounds)
            else:
                new = ms(lambda: store.conn.execute(SQL_LIST_PERSONS_FIRST, (51,)).fetchall(), a.rounds)
            old = ms(lambda o=offset: store.conn.execute(OLD_PERSONS, (51, o)).fetchall(), a.rounds)
            call = ms(lambda c=cursor: brain.persons_list(wire.PersonsListParams(limit=50, cursor=c)),
                      a.rounds)
            print(f"{offset:>8} {new:>8.3f} {old:>8.3f} {old / new:>7.1f}x {call:>8.3f}")
        store.close()
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
