"""Peak RSS of the real mercuryd at 100k memories (target: at most 150 MB).

Fills a database with N memories through the Store in one transaction (fast, no
daemon), starts mercuryd on it, drives recall/search/list/status/persons/graph for a
while, and reads the daemon's peak resident set (VmHWM) from /proc. The same workload
on an empty database is the baseline measured in the same run.

    python bench/rss.py [--memories 100000] [--calls 600]
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import socket
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from mercuryd.brain import text  # noqa: E402
from mercuryd.store.db import MemoryRow, open_store  # noqa: E402
from tests.conftest import DaemonProc  # noqa: E402

WORDS = ("tea coffee running chess piano python garden bread hiking films cycling sister brother "
         "Oslo Paris project deadline marathon novel guitar recipe budget travel meeting doctor").split()


def fill(db: Path, n: int) -> float:
    start = time.perf_counter()
    store = open_store(db)
    rng = random.Random(1)
    now = 1_767_225_600.0
    types = ["preference", "habit", "goal", "project", "episode", "decision", "identity"]
    with store.transaction():
        for i in range(n):
            summary = f"User {' '.join(rng.choices(WORDS, k=8))} number {i}"
            t = now - rng.uniform(0, 400) * 86400
            store.insert_memory(MemoryRow(
                type=rng.choice(types), summary=summary, norm=text.norm(summary),
                scope=rng.choice(["durable", "active", "subconscious"]), evidence="direct",
                confidence=0.9, base_confidence=0.9, decay_from=t, importance=0.5, durability=0.5,
                created_at=t, updated_at=t, last_referenced_at=t,
            ))
            if i % 50 == 0:
                store.link(i + 1, store.upsert_person(f"Person {i % 2000}", None, t), None)
    store.checkpoint()
    store.close()
    return time.perf_counter() - start


def rpc(sock: Path, method: str, params: dict) -> None:
    with socket.socket(socket.AF_UNIX) as s:
        s.settimeout(120)
        s.connect(str(sock))
        s.sendall(json.dumps({"jsonrpc": "2.0", "id": 1, "method": method, "params": params}).encode() + b"\n")
        data = b""
        while not data.endswith(b"\n"):
            chunk = s.recv(1 << 20)
            if not chunk:
                break
            data += chunk
    if b'"error"' in data[:200]:
        raise RuntimeError(data[:300])


def peak_rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError("no VmHWM")


def run(n: int, calls: int) -> tuple[float, float, float]:
    root = Path(tempfile.mkdtemp(prefix="mrb-", dir="/tmp"))
    try:
        d = DaemonProc(root)
        fill_s = fill(d.home / "memory" / "second-brain" / "second-brain.db", n) if n else 0.0
        d.start()
        assert d.proc is not None
        rng = random.Random(2)
        t = time.perf_counter()
        for i in range(calls):
            q = " ".join(rng.choices(WORDS, k=3))
            kind = i % 6
            if kind in (0, 1, 2):
                rpc(d.socket, "brain.recall", {"query": q})
            elif kind == 3:
                rpc(d.socket, "memory.search", {"q": q, "limit": 50})
            elif kind == 4:
                rpc(d.socket, "memory.list", {"scope": "all", "limit": 500})
            else:
                rpc(d.socket, "brain.status", {})
        rpc(d.socket, "persons.list", {"limit": 500})
        rpc(d.socket, "graph.get", {"limit": 2000})
        work_s = time.perf_counter() - t
        peak = peak_rss_mb(d.proc.pid)
        d.stop()
        return peak, fill_s, work_s
    finally:
        shutil.rmtree(root, ignore_errors=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--memories", type=int, default=100_000)
    ap.add_argument("--calls", type=int, default=600)
    a = ap.parse_args()
    base, _, base_work = run(0, a.calls)
    peak, fill_s, work_s = run(a.memories, a.calls)
    print(f"peak RSS, empty database: {base:.1f} MB ({a.calls} calls in {base_work:.1f}s)")
    print(f"peak RSS, {a.memories} memories: {peak:.1f} MB ({a.calls} calls in {work_s:.1f}s; "
          f"fill {fill_s:.1f}s) -> {peak / base:.2f}x the empty baseline; target <= 150 MB: "
          f"{'met' if peak <= 150 else 'MISSED'}")


if __name__ == "__main__":
    main()
