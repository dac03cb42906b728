"""Where a recall by meaning spends its time, stage by stage, in process.

Opens the store `bench/recall_socket.py` measures (filled the same way, or taken from
its ``--keep`` directory), with recall by meaning on, and times each stage of a recall
on its own for messages never seen before (``fresh``: no cached query vector) and for
the repeated mix (``repeated``: the vector comes from the cache):

* ``tokenize``, ``model``, ``quantise``: the query's vector (fresh messages only);
* ``search``: the index (the exact scan up to 20,000 memories, the nearest lists above);
* ``lexical``: the lexical ranking alone (what recall by meaning off costs here);
* ``fusion``: the ranking with the semantic side given (lexical + semantic candidates,
  their rows, fusion) less ``lexical`` (each runs first for half the messages);
* ``recall``: a whole recall as the daemon plans and answers it (plan, answer, msgspec).

The baseline is ``memory.get`` by id on the same Brain in the same run (no socket):
every figure is printed in ms and as a ratio to it. The stages are timed apart, so
they do not add up to ``recall`` exactly (caches warm differently).

    python bench/recall_stages.py [--sizes 10000 100000] [--rounds 200] [--keep DIR]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench._corpus import QUERIES, fill, fresh_queries


def run(db: Path, size: int, rounds: int) -> dict[str, dict[str, float]]:
    import msgspec

    from mercuryd import wire
    from mercuryd.brain import defaults, retrieve, semantic
    from mercuryd.brain.service import Brain
    from mercuryd.config import SecondBrain
    from mercuryd.store.db import open_store

    brain = Brain(open_store(db), config=SecondBrain())
    sem = brain.semantic
    assert sem is not None and sem.wait_loaded(120), "the sentence model did not load"
    enc, index = sem.encoder, sem.index
    assert enc is not None and index is not None
    for q in QUERIES:  # warm up: caches of the lexical side, the model's first runs
        brain.recall_plan(wire.RecallParams(query=q))
    times: dict[str, dict[str, list[float]]] = {"fresh": {}, "repeated": {}}

    def timed(kind: str, stage: str, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        t = time.perf_counter()
        out = fn(*args, **kwargs)
        times[kind].setdefault(stage, []).append((time.perf_counter() - t) * 1000)
        return out

    fresh = fresh_queries(2 * rounds, seed=23)
    for i in range(rounds):
        timed("fresh", "get by id", brain.get, wire.GetParams(id=1 + (i * 7919) % size))
        for kind, q, whole in (("fresh", fresh[2 * i], fresh[2 * i + 1]),
                               ("repeated", QUERIES[i % len(QUERIES)], QUERIES[i % len(QUERIES)])):
            if kind == "fresh":
                ids = timed(kind, "tokenize", enc._ids, [q], 64, 40)
                vec = timed(kind, "model", enc._run, ids)
                qv = timed(kind, "quantise", semantic.quantise, vec)
                got = (qv.q[0], float(qv.scale[0]))
            else:
                pending = sem.query(q)  # cached by the warm-up (a message with no topic never was: encoded once)
                assert pending is not None
                got = pending.result()
            dense = timed(kind, "search", index.search, got[0], got[1], semantic.TOP_K)
            kw: dict[str, Any] = dict(now=time.time(), groups=(defaults.CONSCIOUS, ("subconscious",)),
                                      limit=8, stale_after_days=21.0, half_life_days=30.0)
            with brain.store.reading():
                # In turn first and second: the first run of a message warms caches
                # (its words' document frequencies, its candidates' tokens).
                pair = [("lexical", None), ("lexical+fusion", dense)]
                for stage, given in pair if i % 2 else pair[::-1]:
                    timed(kind, stage, retrieve.rank_groups, brain.store.conn, q, dense=given, **kw)

            def whole_recall(whole: str) -> None:
                plan = brain.recall_plan(wire.RecallParams(query=whole))
                assert plan is not None
                answer = brain.recall_unmarked(plan)
                msgspec.msgpack.encode(answer[0] if answer else None)

            timed(kind, "recall", whole_recall, whole)
    base = statistics.median(times["fresh"]["get by id"])
    out: dict[str, dict[str, float]] = {}
    for kind, stages in times.items():
        med = {s: statistics.median(v) for s, v in stages.items() if s != "get by id"}
        med["fusion"] = med.pop("lexical+fusion") - med["lexical"]
        out[kind] = {**med, "_base": base}
    brain.store.close()
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", type=int, nargs="+", default=[10_000, 100_000])
    ap.add_argument("--rounds", type=int, default=200)
    ap.add_argument("--keep", type=Path, default=None,
                    help="the directory of recall_socket.py --keep: its filled stores are used "
                         "(copied) instead of filling new ones")
    a = ap.parse_args()
    order = ["tokenize", "model", "quantise", "search", "lexical", "fusion", "recall"]
    for size in a.sizes:
        root = Path(tempfile.mkdtemp(prefix="mrs-", dir="/tmp"))
        try:
            db = root / "stages.db"
            kept = a.keep / f"recall-socket-{size}.db" if a.keep else None
            if kept is not None and kept.exists():
                shutil.copy(kept, db)
            else:
                fill(db, size, vectors=True)
            r = run(db, size, a.rounds)
            base = r["fresh"]["_base"]
            print(f"{size} memories, load {os.getloadavg()[0]:.2f}; memory.get by id in process "
                  f"{base:.3f} ms (ratio 1)")
            print(f"{'stage':>10} {'fresh ms':>9} {'x get':>7} {'repeated ms':>12} {'x get':>7}")
            for stage in order:
                f = r["fresh"].get(stage)
                p = r["repeated"].get(stage)
                cells = [f"{f:>9.3f} {f / base:>7.2f}" if f is not None else f"{'-':>9} {'':>7}",
                         f"{p:>12.3f} {p / base:>7.2f}" if p is not None else f"{'-':>12} {'':>7}"]
                print(f"{stage:>10} {cells[0]} {cells[1]}")
        finally:
            shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
