"""Peak RSS of the real mercuryd at 100k memories (target: at most 250 MB).

Fills a database with N memories through the Store in one transaction (fast, no
daemon), with their sentence vectors (as the write path and the backfill store them),
starts mercuryd on it, waits for the model and the vector index to load, drives
recall/search/list/status/persons/graph for a while, and reads the daemon's peak
resident set (VmHWM) from /proc. The same workload on an empty database is the
baseline measured in the same run; ``--lexical`` runs both with recall by meaning off.

    python bench/rss.py [--memories 100000] [--calls 600] [--lexical]
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

from bench._corpus import add_vectors  # noqa: E402
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


def run(n: int, calls: int, semantic: bool = True) -> tuple[float, float, float]:
    root = Path(tempfile.mkdtemp(prefix="mrb-", dir="/tmp"))
    try:
        d = DaemonProc(root)
        db = d.home / "memory" / "second-brain" / "second-brain.db"
        fill_s = fill(db, n) if n else 0.0
        if n and semantic:
            t = time.perf_counter()
            store = open_store(db)
            texts = [r[0] for r in store.conn.execute("SELECT summary FROM memories ORDER BY id")]
            add_vectors(store, texts)
            store.close()
            fill_s += time.perf_counter() - t
        d.home.mkdir(parents=True, exist_ok=True, mode=0o700)
        (d.home / "mercury.yaml").write_text(
            "dashboard: {port: 0}\n"
            + ("" if semantic else "memory: {secondBrain: {retrieval: {semantic: false}}}\n"))
        d.start()
        assert d.proc is not None
        while semantic:
            st = d.call("brain.status")["semantic"]
            if st["state"] != "loading" and st["backfill_left"] == 0:
                break
            time.sleep(0.1)
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
    ap.add_argument("--lexical", action="store_true", help="recall by meaning off")
    a = ap.parse_args()
    semantic = not a.lexical
    base, _, base_work = run(0, a.calls, semantic)
    peak, fill_s, work_s = run(a.memories, a.calls, semantic)
    mode = "recall by meaning on" if semantic else "lexical only"
    print(f"peak RSS ({mode}), empty database: {base:.1f} MB ({a.calls} calls in {base_work:.1f}s)")
    print(f"peak RSS ({mode}), {a.memories} memories: {peak:.1f} MB ({a.calls} calls in {work_s:.1f}s; "
          f"fill {fill_s:.1f}s) -> {peak / base:.2f}x the empty baseline; target <= 250 MB: "
          f"{'met' if peak <= 250 else 'MISSED'}")


if __name__ == "__main__":
    main()
