"""Where the paraphrase probe's misses happen, stage by stage (never the held-out set).

For each pair of a set, in a store built as ``bench/paraphrase_probe.py`` builds it (the
505 everyday memories, then the set's), in process, with a deadline long enough that
every recall has its semantic side, a miss is put in the first stage that loses it:

- ``superseded``: a later memory of the set replaced the target (the write path);
- ``model>24``: the model alone (hub-corrected score over the whole store) ranks it
  below the 24 semantic candidates it may bring: the model's limit;
- ``gate``: among the model's best 24, but it does not stand out enough to be a
  semantic candidate (``retrieve.DENSE_MIN_Z``, ``DENSE_MIN_COS``);
- ``fusion-rank``: a candidate, but fusion ranks it below 5th;
- ``floor``: ranked in the first 5, but its relevance is under ``minRelevance``;
- ``budget``: ranked and relevant, but not injected (the context budget).

    python bench/paraphrase_stages.py                  # dev, fresh, fresh2, ..., fresh44
    python bench/paraphrase_stages.py dev -v           # ... and each miss with the 5 ranked first
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

SETS = ("dev", "fresh", "fresh2", "fresh3", "fresh4", "fresh5", "fresh6", "fresh7", "fresh8", "fresh9", "fresh10", "fresh11", "fresh12", "fresh13", "fresh14", "fresh15", "fresh16", "fresh17", "fresh18", "fresh19", "fresh20", "fresh21", "fresh22", "fresh23", "fresh24", "fresh25", "fresh26", "fresh27", "fresh28", "fresh29", "fresh30", "fresh31", "fresh32", "fresh33", "fresh34", "fresh35", "fresh36", "fresh37", "fresh38", "fresh39", "fresh40", "fresh41", "fresh42", "fresh43", "fresh44")  # never "heldout": it is scored, never read


def run_set(name: str, verbose: bool, n_distractors: int | None = None) -> dict[str, int]:
    from bench.paraphrase_probe import distractors, load
    from mercuryd import wire
    from mercuryd.brain import defaults, retrieve, steps
    from mercuryd.brain.service import Brain
    from mercuryd.config import SecondBrain
    from mercuryd.store.db import open_store

    counts: dict[str, int] = {}
    with tempfile.TemporaryDirectory(prefix="mrb-stages-") as tmp:
        cfg = SecondBrain()
        cfg.retrieval.semantic_deadline_ms = 10_000.0  # every recall with its semantic side
        brain = Brain(open_store(Path(tmp) / "p.db"), config=cfg)
        sem = brain.semantic
        assert sem is not None and sem.wait_loaded()
        for type_, summary in distractors(argparse.Namespace(distractor_set="real", distractors=n_distractors)):
            brain.add(wire.AddParams(type=type_, summary=summary))  # type: ignore[arg-type]
        target = {p["message"]: brain.add(wire.AddParams(type=p["type"], summary=p["memory"])).id  # type: ignore[arg-type]
                  for p in load(name)}
        steps.exhaust(sem.backfill_steps(brain.store), brain.store)
        live = [r[0] for r in brain.store.conn.execute("SELECT id FROM memories WHERE superseded_by IS NULL")]
        summary_of: dict[int, str] = dict(brain.store.conn.execute("SELECT id, summary FROM memories"))
        for msg, mid in target.items():
            dense = brain.dense_for(msg)
            assert dense is not None
            scores = dense.cosines(live)
            own = scores.get(mid)
            model_rank = 1 + sum(1 for v in scores.values() if own is not None and v > own)
            hits, _ = retrieve.rank_groups(brain.store.conn, msg, now=brain.clock.now(),
                                           groups=(defaults.CONSCIOUS, ("subconscious",)), limit=8,
                                           dense=dense, meaning_on=True)
            ranked = [h.id for h in hits]
            hit: Any = next((h for h in hits if h.id == mid), None)
            injected = [m.id for m in brain.recall(wire.RecallParams(query=msg, limit=5)).memories]
            if mid in injected:
                stage = "hit"
            elif own is None:
                stage = "superseded"
            elif model_rank > 24:
                stage = "model>24"
            elif mid not in retrieve._dense_candidates(dense):
                stage = "gate"
            elif mid not in ranked[:5]:
                stage = "fusion-rank"
            elif hit.relevance < cfg.retrieval.min_relevance:
                stage = "floor"
            else:
                stage = "budget"
            counts[stage] = counts.get(stage, 0) + 1
            if verbose and stage != "hit":
                z = dense.z(own) if own is not None else float("nan")
                print(f"[{name}] {stage}: model rank {model_rank}, z {z:.2f}, score {own if own is not None else 0:.3f}")
                print(f"    message: {msg}\n    memory:  {summary_of[mid]}")
                for h in hits[:5]:
                    s = scores.get(h.id, 0.0)
                    print(f"      {h.score:.3f} rel {h.relevance:.2f} z {dense.z(s):5.2f}  {summary_of[h.id][:80]}")
        brain.store.close()
    return counts


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("sets", nargs="*", help=f"of {', '.join(SETS)} (default: all of them)")
    ap.add_argument("--distractors", type=int, default=None, help="the first N everyday memories (default: all 505)")
    ap.add_argument("-v", "--verbose", action="store_true", help="each miss, with what was ranked first")
    args = ap.parse_args()
    if any(name not in SETS for name in args.sets):
        ap.error(f"sets are among {', '.join(SETS)} (the held-out set is scored by paraphrase_probe.py, never read)")
    total: dict[str, int] = {}
    for name in args.sets or SETS:
        counts = run_set(name, args.verbose, args.distractors)
        n = sum(counts.values())
        print(f"{name:8} n {n:3}  hit@5 {counts.get('hit', 0) / n:.3f}  "
              + "  ".join(f"{k} {v}" for k, v in sorted(counts.items()) if k != "hit"))
        for k, v in counts.items():
            total[k] = total.get(k, 0) + v
    n = sum(total.values())
    print(f"{'all':8} n {n:3}  hit@5 {total.get('hit', 0) / n:.3f}  "
          + "  ".join(f"{k} {v}" for k, v in sorted(total.items()) if k != "hit"))


if __name__ == "__main__":
    main()
