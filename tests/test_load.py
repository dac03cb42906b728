"""Load: 64 concurrent clients mixing reads and writes against the real daemon."""

from __future__ import annotations

import random
import statistics
import threading
import time

import pytest

from tests.dbcheck import check_integrity, open_db
from tests.rpcclient import Client

CLIENTS = 64
SECONDS = 12.0
pytestmark = pytest.mark.slow

TOPICS = ["tea", "running", "chess", "piano", "python", "garden", "bread", "hiking", "films", "cycling"]


def _words(rng: random.Random) -> str:
    return " ".join("".join(rng.choices("bcdfghjklmnpqrstvwxz", k=7)) for _ in range(3))


def test_64_clients_mixed_load(daemon_factory) -> None:
    d = daemon_factory().start()
    for i, topic in enumerate(TOPICS):
        d.call("memory.add", {"type": "preference", "summary": f"User enjoys {topic} on day {i}"})
    lock = threading.Lock()
    acked: dict[int, str] = {}  # id -> the summary it must hold at the end
    recall_ms: list[float] = []
    errors: list[str] = []
    counts = {"recall": 0, "search": 0, "add": 0, "update": 0, "ingest": 0}
    deadline = time.monotonic() + SECONDS

    def worker(k: int) -> None:
        rng = random.Random(k)
        n = 0
        try:
            with Client(d.socket, timeout=30) as c:
                while time.monotonic() < deadline:
                    n += 1
                    op = rng.choices(list(counts), weights=[5, 2, 2, 1, 1])[0]
                    topic = rng.choice(TOPICS)
                    if op == "recall":
                        t = time.perf_counter()
                        c.call("brain.recall", {"query": f"what about {topic}"})
                        with lock:
                            recall_ms.append((time.perf_counter() - t) * 1000)
                    elif op == "search":
                        c.call("memory.search", {"q": topic})
                    elif op == "add":
                        # Random words: no two adds restate each other (no reinforcement).
                        summary = f"User played {topic} with client {k} round {n} " + _words(rng)
                        m = c.call("memory.add", {"type": "episode", "summary": summary})
                        with lock:
                            acked[m["id"]] = summary
                    elif op == "update":
                        with lock:
                            mine = [i for i, s in acked.items() if f"client {k} " in s]
                        if mine:
                            mid = rng.choice(mine)
                            summary = f"User edited {topic} with client {k} round {n} " + _words(rng)
                            c.call("memory.update", {"id": mid, "summary": summary})
                            with lock:
                                acked[mid] = summary
                    else:
                        c.call("brain.ingest", {"messages": [
                            {"role": "user", "content": f"I usually practise {topic} {n} minutes a day."}]})
                    with lock:
                        counts[op] += 1
        except Exception as exc:
            errors.append(f"client {k}: {exc!r}")

    threads = [threading.Thread(target=worker, args=(k,)) for k in range(CLIENTS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(SECONDS + 60)
    assert not any(t.is_alive() for t in threads), "a client is stuck: deadlock?"
    assert errors == [], errors[:5]
    total = sum(counts.values())
    q = statistics.quantiles(recall_ms, n=100)
    print(f"\n{CLIENTS} clients, {SECONDS:.0f}s: {total} calls ({total / SECONDS:.0f}/s) {counts}; "
          f"recall p50 {q[49]:.1f} ms, p99 {q[98]:.1f} ms")
    assert all(v > 0 for v in counts.values()), counts
    # No lost writes: every acknowledged add and update holds its last acknowledged text.
    for mid, summary in acked.items():
        assert d.call("memory.get", {"id": mid})["summary"] == summary
    d.stop()
    conn = open_db(d.home / "memory" / "second-brain" / "second-brain.db")
    check_integrity(conn)
    conn.close()
