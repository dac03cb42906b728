"""Recall latency over the daemon's socket at 10k and 100k memories.

Starts the real ``mercuryd`` on a temp home filled with realistic summaries, waits for
its start-up pruning and consolidation passes, then times ``brain.recall`` on a kept
connection for two sets of queries:

* ``repeated``: a fixed mix of 14 messages (common words too) asked over and over;
* ``fresh``: generated messages each asked once (names, places and things recur, the
  sentences never do), so no cache keyed by the query helps.

The baseline is ``memory.get`` by id over the same connection in the same run (one
indexed row: the floor of a socket round trip), so the ratio survives a noisy machine.

Each size runs twice on the same file: recall by meaning on (the default: the message
is embedded, every memory's vector scanned, the scores fused) and off (lexical only).
The store is filled with its vectors (what the write path and the backfill would have
stored), so the figures are the steady state, not an upgrade's backfill.

    python bench/recall_socket.py [--sizes 10000 100000] [--rounds 300] [--modes on off] [--keep DIR]

Targets: p50 <= 10x and p99 <= 25x memory.get with recall by meaning on.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench._corpus import QUERIES, fill, fresh_queries, start_daemon
from mercuryctl.transport import Connection


def pct(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, round(p / 100 * (len(values) - 1)))]


def run(root: Path, size: int, rounds: int, semantic: bool, keep: Path | None = None) -> dict[str, float]:
    home, sock = root / "home", root / "d.sock"
    fresh = fresh_queries(rounds)
    db = home / "memory" / "second-brain" / "second-brain.db"
    took = 0.0
    kept = keep / f"recall-socket-{size}.db" if keep else None
    if not db.exists() and kept is not None and kept.exists():
        db.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(kept, db)  # the fill is deterministic: the same store as filling again
    if not db.exists():
        took = fill(db, size, vectors=True)
        if kept is not None:
            kept.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy(db, kept)
    if True:
        proc = start_daemon(home, sock, semantic=semantic)
        try:
            if semantic:
                _wait_semantic(sock)
            with Connection(sock) as conn:
                for q in QUERIES:  # warm up caches
                    conn.call("brain.recall", {"query": q})
                repeated, new, base = [], [], []

                def gets() -> None:
                    for i in range(rounds):
                        t = time.perf_counter()
                        conn.call("memory.get", {"id": 1 + (i * 7919) % size})
                        base.append((time.perf_counter() - t) * 1000)

                # The baseline runs before and after the recalls, not between them: a
                # call after a recall first writes the recall's pending marks.
                gets()
                for i in range(rounds):
                    for queries, out in ((QUERIES, repeated), (fresh, new)):
                        q = queries[i % len(queries)]
                        t = time.perf_counter()
                        conn.call("brain.recall", {"query": q})
                        out.append((time.perf_counter() - t) * 1000)
                gets()
        finally:
            proc.terminate()
            proc.wait(10)
    return {
        "fill_s": took,
        "repeated_p50": statistics.median(repeated), "repeated_p99": pct(repeated, 99),
        "fresh_p50": statistics.median(new), "fresh_p99": pct(new, 99),
        "get_p50": statistics.median(base), "get_p99": pct(base, 99),
    }


def _wait_semantic(sock: Path) -> None:
    """Until the model and the index are loaded (and nothing is left to embed)."""
    from mercuryctl.transport import Connection

    with Connection(sock) as conn:
        while True:
            st = conn.call("brain.status")["semantic"]
            if st["state"] == "failed":
                raise SystemExit(f"the sentence model did not load: {st['error']}")
            if st["state"] == "ready" and st["backfill_left"] == 0:
                return
            time.sleep(0.1)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", type=int, nargs="+", default=[10_000, 100_000])
    ap.add_argument("--rounds", type=int, default=500)
    ap.add_argument("--modes", nargs="+", choices=["on", "off"], default=["on", "off"],
                    help="recall by meaning on and/or off")
    ap.add_argument("--keep", type=Path, default=None,
                    help="keep each filled store in this directory and start from it next time "
                         "(filling 100k memories with their vectors takes minutes)")
    a = ap.parse_args()
    print(f"{'memories':>9} {'semantic':>9} {'queries':>9} {'recall p50':>11} {'recall p99':>11} "
          f"{'p50 / get':>10} {'p99 / get':>10}")
    for size in a.sizes:
        root = Path(tempfile.mkdtemp(prefix="mrb-", dir="/tmp"))
        try:
            for mode in a.modes:
                r = run(root, size, a.rounds, semantic=mode == "on", keep=a.keep)
                if r["fill_s"]:
                    print(f"{size:>9} filled with vectors in {r['fill_s']:.0f} s")
                for kind in ("repeated", "fresh"):
                    p50, p99 = r[f"{kind}_p50"], r[f"{kind}_p99"]
                    print(f"{size:>9} {mode:>9} {kind:>9} {p50:>9.3f}ms {p99:>9.3f}ms "
                          f"{p50 / r['get_p50']:>9.2f}x {p99 / r['get_p99']:>9.2f}x")
                print(f"{size:>9} {mode:>9} {'get by id':>9} {r['get_p50']:>9.3f}ms {r['get_p99']:>9.3f}ms")
        finally:
            shutil.rmtree(root, ignore_errors=True)
    print("targets with recall by meaning on: p50 <= 10x, p99 <= 25x memory.get by id")


if __name__ == "__main__":
    main()
