"""Recall latency while writers keep the writer connection busy (the real daemon).

Starts ``mercuryd`` on a temp home with ``--size`` memories, measures ``brain.recall`` on
its own first (the baseline, same run), then again while ``--writers`` clients add
memories and ingest conversations as fast as they can. Before recall ranked on a
reader, every recall queued behind the writes; now only its short marking write
takes the writer, ahead of the queue.

    python bench/recall_load.py [--size 100000] [--writers 16] [--seconds 8]
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench._corpus import QUERIES, fill, start_daemon
from mercuryctl.transport import Connection


def pct(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, round(p / 100 * (len(values) - 1)))]


def recalls(sock: Path, stop: threading.Event, out: list[float], rounds: int | None = None) -> None:
    with Connection(sock) as conn:
        i = 0
        while not stop.is_set() and (rounds is None or i < rounds):
            t = time.perf_counter()
            conn.call("brain.recall", {"query": QUERIES[i % len(QUERIES)]})
            out.append((time.perf_counter() - t) * 1000)
            i += 1


def writes(sock: Path, stop: threading.Event, k: int, count: list[int]) -> None:
    with Connection(sock) as conn:
        n = 0
        while not stop.is_set():
            n += 1
            if n % 2:
                conn.call("memory.add", {"type": "episode",
                                         "summary": f"User tried recipe {n} from writer {k} today"})
            else:
                conn.call("brain.ingest", {"messages": [
                    {"role": "user", "content": f"I usually walk {n} minutes with writer {k}."}]})
            count[0] += 1


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--size", type=int, default=100_000)
    ap.add_argument("--writers", type=int, default=16)
    ap.add_argument("--readers", type=int, default=4)
    ap.add_argument("--seconds", type=float, default=8.0)
    a = ap.parse_args()
    root = Path(tempfile.mkdtemp(prefix="mrl-", dir="/tmp"))
    home, sock = root / "home", root / "d.sock"
    try:
        fill(home / "memory" / "second-brain" / "second-brain.db", a.size)
        proc = start_daemon(home, sock)
        try:
            idle: list[float] = []
            recalls(sock, threading.Event(), [], len(QUERIES))  # warm up
            recalls(sock, threading.Event(), idle, 300)
            stop = threading.Event()
            loaded: list[float] = []
            count = [0]
            threads = [threading.Thread(target=writes, args=(sock, stop, k, count)) for k in range(a.writers)]
            threads += [threading.Thread(target=recalls, args=(sock, stop, loaded)) for _ in range(a.readers)]
            for t in threads:
                t.start()
            time.sleep(a.seconds)
            stop.set()
            for t in threads:
                t.join()
        finally:
            proc.terminate()
            proc.wait(10)
    finally:
        shutil.rmtree(root, ignore_errors=True)
    print(f"{a.size} memories; {a.writers} writer clients ({count[0] / a.seconds:.0f} writes/s), "
          f"{a.readers} recall clients, {a.seconds:.0f} s")
    print(f"{'':>8} {'recalls':>8} {'p50':>9} {'p99':>9}")
    for name, xs in (("idle", idle), ("loaded", loaded)):
        print(f"{name:>8} {len(xs):>8} {statistics.median(xs):>7.2f}ms {pct(xs, 99):>7.2f}ms")
    print(f"loaded/idle: p50 {statistics.median(loaded) / statistics.median(idle):.1f}x, "
          f"p99 {pct(loaded, 99) / pct(idle, 99):.1f}x")


if __name__ == "__main__":
    main()
