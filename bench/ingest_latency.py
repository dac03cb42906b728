"""Ingest latency over the daemon's socket: a conversation that yields three facts.

Starts the real ``mercuryd`` on a temp home holding ``--memories`` memories (with their
vectors), waits for the sentence model, then sends ``brain.ingest`` with a user message
stating three new facts (each run different, so each is stored, embedded and indexed:
the whole write path). The baseline is ``memory.get`` by id on the same connection in
the same run. Runs with recall by meaning on (three summaries embedded per ingest) and
off.

    python bench/ingest_latency.py [--memories 10000] [--rounds 100]

Target: p50 <= 50 ms with recall by meaning on.
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

from bench._corpus import PLACES, THINGS, fill, start_daemon
from mercuryctl.transport import Connection

JOBS = ["nurse", "carpenter", "pilot", "teacher", "chef", "lawyer", "designer", "baker"]


def conversation(i: int) -> list[dict[str, str]]:
    thing, place, job = THINGS[i % len(THINGS)], PLACES[i % len(PLACES)], JOBS[i % len(JOBS)]
    text = (f"I prefer {thing} number {i} over anything else. My sister Vera{i} lives in {place}. "
            f"I work as a {job} at clinic {i}.")
    return [{"role": "user", "content": text}, {"role": "assistant", "content": "Noted!"}]


def pct(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, round(p / 100 * (len(values) - 1)))]


def run(root: Path, size: int, rounds: int, semantic: bool, offset: int) -> dict[str, float]:
    home, sock = root / "home", root / "d.sock"
    db = home / "memory" / "second-brain" / "second-brain.db"
    if not db.exists():
        fill(db, size, vectors=True)
    proc = start_daemon(home, sock, semantic=semantic)
    try:
        with Connection(sock) as conn:
            while semantic:
                st = conn.call("brain.status")["semantic"]
                if st["state"] != "loading" and st["backfill_left"] == 0:
                    break
                time.sleep(0.1)
            lat, base, stored = [], [], 0
            for i in range(rounds):
                t = time.perf_counter()
                conn.call("memory.get", {"id": 1 + (i * 7919) % size})
                base.append((time.perf_counter() - t) * 1000)
                t = time.perf_counter()
                got = conn.call("brain.ingest", {"messages": conversation(offset + i),
                                                 "conversation_id": f"c{offset + i}"})
                lat.append((time.perf_counter() - t) * 1000)
                stored += len(got["stored"])
    finally:
        proc.terminate()
        proc.wait(10)
    return {"p50": statistics.median(lat), "p99": pct(lat, 99), "get": statistics.median(base),
            "facts": stored / rounds}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--memories", type=int, default=10_000)
    ap.add_argument("--rounds", type=int, default=100)
    a = ap.parse_args()
    root = Path(tempfile.mkdtemp(prefix="mrb-ingest-", dir="/tmp"))
    try:
        print(f"{'semantic':>9} {'facts/ingest':>13} {'ingest p50':>11} {'ingest p99':>11} "
              f"{'get p50':>9} {'p50 / get':>10}")
        for n, mode in enumerate(("on", "off")):
            r = run(root, a.memories, a.rounds, mode == "on", offset=n * a.rounds)
            print(f"{mode:>9} {r['facts']:>13.1f} {r['p50']:>9.2f}ms {r['p99']:>9.2f}ms "
                  f"{r['get']:>7.3f}ms {r['p50'] / r['get']:>9.1f}x")
    finally:
        shutil.rmtree(root, ignore_errors=True)
    print("target: ingest p50 <= 50 ms with recall by meaning on")


if __name__ == "__main__":
    main()
