"""How much of the best answer recall's bounded candidate search keeps, at 10k/100k.

Recall never ranks the whole store: it scores a few dozen candidates the word index
hands it (see ``retrieve._fts_candidates``). This asks each query twice on the same
SQLite file: once as shipped, once with the candidate limits lifted (every matching
memory scored: the ranking function's own best answer). It reports the share of the
best top-5's score that the shipped top-5 reaches (1.0 = as good as exhaustive), over
generated messages each asked once, and the latency of both.

    python bench/recall_fidelity.py [--sizes 10000 100000] [--queries 400]
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

from bench._corpus import QUERIES, fill, fresh_queries
from mercuryd.brain import defaults, retrieve
from mercuryd.brain.service import Brain, SystemClock
from mercuryd.brain.steps import exhaust
from mercuryd.config import SecondBrain
from mercuryd.store.db import open_store

EXHAUSTIVE = {"CANDIDATES_MIN": 5000, "POSTINGS_BUDGET": 1_000_000}


def ranked(conn, query: str, now: float, limit: int, values: dict[str, int] | None = None):
    saved = {k: getattr(retrieve, k) for k in (values or {})}
    for k, v in (values or {}).items():
        setattr(retrieve, k, v)
    try:
        t = time.perf_counter()
        hits = retrieve.rank(conn, query, now=now, scopes=defaults.CONSCIOUS, limit=limit)
        return hits, time.perf_counter() - t
    finally:
        for k, v in saved.items():
            setattr(retrieve, k, v)


def run(size: int, n_queries: int) -> dict[str, float]:
    root = Path(tempfile.mkdtemp(prefix="mrf-", dir="/tmp"))
    try:
        db = root / "b.db"
        fill(db, size)
        store = open_store(db)
        exhaust(Brain(store, SystemClock(), SecondBrain())._merge_text_indexes(), store)
        now = time.time()
        queries = [*QUERIES, *fresh_queries(n_queries)]
        ours = {q: ranked(store.conn, q, now, 5) for q in queries}  # timed apart
        shares, full_t = [], []
        for q in queries:
            full, t_full = ranked(store.conn, q, now, 5000, EXHAUSTIVE)
            full_t.append(t_full)
            if not full:
                continue
            score = {h.id: h.score for h in full}
            best = sum(h.score for h in full[:5])
            shares.append(sum(score.get(h.id, 0.0) for h in ours[q][0]) / best)
        ours_t = [t for _, t in ours.values()]
        store.close()
    finally:
        shutil.rmtree(root, ignore_errors=True)
    return {
        "mean": statistics.fmean(shares), "min": min(shares),
        "share95": sum(s >= 0.95 for s in shares) / len(shares),
        "ours_ms": statistics.median(ours_t) * 1000, "full_ms": statistics.median(full_t) * 1000,
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", type=int, nargs="+", default=[10_000, 100_000])
    ap.add_argument("--queries", type=int, default=400)
    a = ap.parse_args()
    print(f"{'memories':>9} {'kept (mean)':>12} {'min':>6} {'>=95%':>6} {'ours p50':>9} "
          f"{'exhaustive p50':>15} {'speed-up':>9}")
    for size in a.sizes:
        r = run(size, a.queries)
        print(f"{size:>9} {r['mean']:>12.3f} {r['min']:>6.2f} {r['share95']:>6.2f} "
              f"{r['ours_ms']:>7.3f}ms {r['full_ms']:>13.3f}ms {r['full_ms'] / r['ours_ms']:>8.1f}x")


if __name__ == "__main__":
    main()
