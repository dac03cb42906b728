"""Feed a new user's year (bench/newuser/personas.py) to a real Brain on a SQLite file with a fake clock moving
across the months (the write path of the daemon without its socket), then print the live store, what was superseded,
what must be gone and what recall brings for the persona's later messages; where the persona has recall checks along
the year (``CHECKS``), each is asked once every conversation up to its day is in, and passes or fails.

    PYTHONPATH=$PWD python bench/newuser/year_brain.py thao [--db /tmp/thao.db] [--lexical]
"""

from __future__ import annotations

import argparse
import datetime as dt
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from personas import CHECKS, GONE, PERSONAS, Check

from mercuryd import wire
from mercuryd.brain.clock import FakeClock
from mercuryd.brain.service import Brain
from mercuryd.config import SecondBrain
from mercuryd.store.db import open_store


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("persona", choices=sorted(PERSONAS))
    parser.add_argument("--db", type=Path)
    parser.add_argument("--lexical", action="store_true", help="recall without the semantic side")
    args = parser.parse_args()
    conversations, keep, probes = PERSONAS[args.persona]
    db = args.db or Path(tempfile.mkdtemp(prefix=f"year-{args.persona}-")) / "second-brain.db"
    cfg = SecondBrain()
    cfg.retrieval.semantic = not args.lexical
    cfg.retrieval.semantic_deadline_ms = 10_000.0
    clock = FakeClock()
    brain = Brain(open_store(db), clock, cfg)
    checks = sorted(CHECKS.get(args.persona, []), key=lambda c: c[0])
    results: list[bool] = []
    for i, (day, lines) in enumerate(conversations, 1):
        while checks and checks[0][0] < day:
            results.append(_check(brain, clock, checks.pop(0)))
        at = dt.datetime.fromisoformat(f"{day}T19:00:00+00:00")
        messages = []
        for j, text in enumerate(lines):
            when = at + dt.timedelta(minutes=j)
            messages += [wire.Message(role="user", content=text, ts=when),
                         wire.Message(role="assistant", content="Sure.", ts=when)]
        clock.t = (at + dt.timedelta(minutes=len(lines) + 1)).timestamp()
        brain.ingest(wire.IngestParams(conversation_id=f"{args.persona}-{i:02d}", messages=messages))
    while checks:
        results.append(_check(brain, clock, checks.pop(0)))
    end = dt.datetime.fromisoformat(f"{conversations[-1][0]}T21:00:00+00:00")
    clock.t = end.timestamp()
    rows = list(brain.store.all_memories())
    print(f"=== live ({db})")
    for r in rows:
        if r.superseded_by is None:
            print(f"  [{r.id}] {r.type:11} {r.attribute or '-':14} {r.summary}")
    print("=== superseded")
    for r in rows:
        if r.superseded_by is not None:
            print(f"  [{r.id}] -> {r.superseded_by}: {r.summary}")
    print("=== what a careful person keeps live")
    print("\n".join(f"  - {k}" for k in keep))
    print("=== what must be gone")
    print("\n".join(f"  - {k}" for k in GONE.get(args.persona, [])))
    for probe in probes:
        got = brain.recall(wire.RecallParams(query=probe))
        print(f"=== recall: {probe}")
        for m in got.memories:
            print(f"  {m.score:.2f} {m.summary}")
        if not got.memories and got.context:
            print("  context: " + got.context.replace("\n", "\n           "))
    if results:
        print(f"=== recall checks along the year: {sum(results)} of {len(results)} passed")


def _check(brain: Brain, clock: FakeClock, check: Check) -> bool:
    """Ask recall for ``check``'s message at its day's evening; print what came and whether it passed."""
    day, message, bring, avoid = check
    clock.t = dt.datetime.fromisoformat(f"{day}T21:00:00+00:00").timestamp()
    answer = brain.recall(wire.RecallParams(query=message))
    got = [m.summary for m in answer.memories]
    if not got and answer.context:  # a question about the user is answered with the profile, not memories
        got = [line for line in answer.context.splitlines() if line and not line.startswith("<")]
    text = [g.lower() for g in got]
    ok = all(any(b.lower() in t for t in text) for b in bring)
    ok = ok and (not got if avoid == ["*"] else not any(a.lower() in t for a in avoid for t in text))
    print(f"=== check {day} {'PASS' if ok else 'FAIL'}: {message}  (bring {bring}, avoid {avoid})")
    for g in got:
        print(f"  {g}")
    return ok


if __name__ == "__main__":
    main()
