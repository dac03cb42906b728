"""memory.search by meaning: what it lists that shares no word with the query.

A memory that shares no content word with the query (the store's stemmer and word
variants, as ``bench/paraphrase_probe.py`` checks its pairs) was listed by meaning alone.
Two measures, each with the search floor for such memories (``retrieve.SEARCH_MIN_COS``)
and without it (the baseline, in the same run):

* **junk**: the messages no memory is about (``bench/data/unrelated_messages.json``,
  dev half tuned on, held-out half never) searched in small stores of one person
  (``--stores`` samples of ``--size`` memories from the probe's 505 everyday memories,
  as a new user's store is) and in the whole 505: meaning-only rows listed per message;
* **paraphrases**: each probe message (``paraphrase_{dev,heldout,fresh}.json``, sharing
  no content word with its memory) searched in a store holding its set's memories and
  a small sample of the everyday ones (under 200 memories: plain cosines) or all 505:
  the share whose memory search lists in its first 5;
* **short searches** (``bench/data/search_short.json``: what a person types, "knee",
  "family", over two labelled stores of one person, written after the floor was chosen
  and never tuned on): of the memories each search is about that share no word with
  it, the share listed; and the meaning-only rows listed that it is not about.

    python bench/search_meaning.py            # in process, on a Brain (the real model)
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from bench.paraphrase_probe import DATA, SETS, load, shared_words, unrelated  # noqa: E402


def everyday() -> list[tuple[str, str]]:
    return [(t, s) for t, s in json.loads((DATA / "paraphrase_distractors.json").read_text())["memories"]]


class Store:
    """A Brain on a fresh file, with the bundled model, holding ``memories``."""

    def __init__(self, memories: list[tuple[str, str]]) -> None:
        from mercuryd import wire
        from mercuryd.brain.service import Brain
        from mercuryd.config import SecondBrain
        from mercuryd.store.db import open_store

        self.root = Path(tempfile.mkdtemp(prefix="mrb-search-", dir="/tmp"))
        cfg = SecondBrain()
        cfg.retrieval.semantic_deadline_ms = 10_000.0  # what is measured is what is listed, not how fast
        self.brain = Brain(open_store(self.root / "s.db"), config=cfg)
        sem = self.brain.semantic
        assert sem is not None and sem.wait_loaded(), "the sentence model did not load"
        self.ids: dict[str, int] = {}
        for type_, summary in memories:
            self.ids[summary] = self.brain.add(wire.AddParams(type=type_, summary=summary)).id  # type: ignore[arg-type]
        from mercuryd.brain import steps

        steps.exhaust(sem.backfill_steps(self.brain.store), self.brain.store)

    def search(self, q: str, floor: bool) -> list[Any]:
        """memory.search as shipped (``floor``) or with no floor for meaning-only rows."""
        from mercuryd import wire
        from mercuryd.brain import retrieve

        kept = retrieve.SEARCH_MIN_COS
        if not floor:
            retrieve.SEARCH_MIN_COS = None  # type: ignore[assignment]
        try:
            return self.brain.search(wire.SearchParams(q=q)).items
        finally:
            retrieve.SEARCH_MIN_COS = kept

    def close(self) -> None:
        self.brain.store.close()
        shutil.rmtree(self.root, ignore_errors=True)


def meaning_only(items: list[Any], q: str) -> int:
    return sum(1 for m in items if not shared_words(m.summary, q))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--stores", type=int, default=5, help="small stores sampled (default 5)")
    ap.add_argument("--size", type=int, default=16, help="memories in a small store (default 16)")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("-v", "--verbose", action="store_true", help="print the rows listed by meaning alone")
    args = ap.parse_args()
    t0 = time.perf_counter()
    rng = random.Random(args.seed)
    rows = everyday()
    samples = [rng.sample(rows, args.size) for _ in range(args.stores)]
    halves = unrelated()

    print("junk: meaning-only rows memory.search lists per message no memory is about")
    print(f"{'store':28}{'half':>9}{'n':>5}{'no floor':>10}{'floor':>8}{'ratio':>7}")
    for label, stores in ((f"{args.stores} small ({args.size} memories)", samples), ("505 everyday", [rows])):
        tally = {h: [0, 0, 0] for h in halves}
        for memories in stores:
            st = Store(memories)
            try:
                for half, messages in halves.items():
                    for q in messages:
                        before, after = st.search(q, False), st.search(q, True)
                        tally[half][0] += 1
                        tally[half][1] += meaning_only(before, q)
                        tally[half][2] += meaning_only(after, q)
                        if args.verbose:
                            for m in after:
                                if not shared_words(m.summary, q):
                                    print(f"    kept ({half}): {q[:50]!r} -> {m.summary}")
            finally:
                st.close()
        for half, (n, b, a) in tally.items():
            ratio = f"{a / b:.2f}" if b else "-"
            print(f"{label:28}{half:>9}{n:>5}{b / n:>10.2f}{a / n:>8.2f}{ratio:>7}")

    print()
    print("paraphrases: share of probe messages whose memory memory.search lists in its first 5")
    print(f"{'store':28}{'set':>9}{'n':>5}{'no floor':>10}{'floor':>8}")
    for set_name in SETS:
        pairs = load(set_name)
        own = [(p["type"], p["memory"]) for p in pairs]
        for label, stores in ((f"{args.stores} small (+{args.size})", [s + own for s in samples]),
                              ("505 everyday", [rows + own])):
            n = hit_b = hit_a = 0
            for memories in stores:
                st = Store(memories)
                try:
                    for p in pairs:
                        mid = st.ids.get(p["memory"])
                        if mid is None:
                            continue
                        n += 1
                        hit_b += mid in [m.id for m in st.search(p["message"], False)[:5]]
                        hit_a += mid in [m.id for m in st.search(p["message"], True)[:5]]
                finally:
                    st.close()
            print(f"{label:28}{set_name:>9}{n:>5}{hit_b / n:>10.3f}{hit_a / n:>8.3f}")

    print()
    print("short searches (search_short.json): labelled memories with no word in common listed, and junk")
    print(f"{'store':8}{'searches':>9}{'about':>7}{'no floor':>10}{'floor':>8}{'junk no floor':>15}{'floor':>7}")
    doc = json.loads((DATA / "search_short.json").read_text())
    for i, spec in enumerate(doc["stores"]):
        st = Store([(t, s) for t, s in spec["memories"]])
        try:
            about = found_b = found_a = junk_b = junk_a = 0
            for q, wanted in spec["searches"].items():
                wanted_alone = {w for w in wanted if not shared_words(w, q)}
                about += len(wanted_alone)
                for floor in (False, True):
                    alone = {m.summary for m in st.search(q, floor) if not shared_words(m.summary, q)}
                    found, junk = len(alone & wanted_alone), len(alone - set(wanted))
                    if floor:
                        found_a, junk_a = found_a + found, junk_a + junk
                    else:
                        found_b, junk_b = found_b + found, junk_b + junk
                    if args.verbose and floor:
                        for m in sorted(alone - set(wanted)):
                            print(f"    junk: {q!r} -> {m}")
                        for m in sorted(wanted_alone - alone):
                            print(f"    missed: {q!r} -> {m}")
            print(f"{i + 1:<8}{len(spec['searches']):>9}{about:>7}{found_b / about:>10.3f}{found_a / about:>8.3f}"
                  f"{junk_b:>15}{junk_a:>7}")
        finally:
            st.close()
    print(f"({time.perf_counter() - t0:.0f} s; dev halves tuned on, held-out, fresh and short searches never)")


if __name__ == "__main__":
    main()
