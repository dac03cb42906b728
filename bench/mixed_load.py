"""status and recall latency under a mixed load on the real daemon (not a test).

Starts ``mercuryd`` (dashboard on) on a temp home with ``--size`` memories, measures
``brain.status`` and ``brain.recall`` alone for a few seconds (the baseline, same run),
then for ``--seconds`` while other clients run at once:

- hooks: ``mercuryctl hook pre-message`` and ``hook post-conversation`` processes;
- ingest clients calling ``brain.ingest`` back to back;
- one ``brain.import`` of ``--import-lines`` memories (an export file made here);
- dashboard reads: the Memory page and ``GET /api/brain/memory``.

It prints p50/p99 of status and recall per 10 s window and overall, the ratio to the
baseline, and what the other clients got done. The target (issue 13): p99 ≤ 100 ms
throughout, on a 2-core machine.

    python bench/mixed_load.py [--size 10000] [--seconds 60] [--import-lines 100000]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench._corpus import QUERIES, fill
from mercuryctl.transport import Connection

WINDOW = 10.0


def pct(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, round(p / 100 * (len(values) - 1)))] if values else float("nan")


def start(home: Path, sock: Path) -> subprocess.Popen[bytes]:
    (home / "mercury.yaml").write_text("dashboard: {port: 0}\n")
    env = dict(os.environ, MERCURY_HOME=str(home), MERCURY_SOCKET=str(sock))
    proc = subprocess.Popen([sys.executable, "-m", "mercuryd"], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 300
    while True:  # up, and its first prune and consolidation done (a new home runs both)
        if time.monotonic() > deadline or proc.poll() is not None:
            proc.kill()
            raise SystemExit("mercuryd did not start")
        try:
            with Connection(str(sock)) as conn:
                st = conn.call("brain.status")
            if st["last_prune_at"] and st["last_consolidation_at"]:
                return proc
        except Exception:
            pass
        time.sleep(0.1)


def export_file(path: Path, n: int) -> None:
    t0 = 1_767_225_600.0
    with path.open("w") as fh:
        fh.write(json.dumps({"kind": "header", "format": "mercury-export", "version": 1}) + "\n")
        for i in range(1, n + 1):
            fh.write(json.dumps({
                "kind": "memory", "id": i, "type": "episode",
                "summary": f"User imported walk number {i} along the river path", "scope": "active",
                "evidence": "direct", "confidence": 0.9, "base_confidence": 0.9, "decay_from": t0 + i,
                "importance": 0.4, "durability": 0.3, "created_at": t0 + i, "updated_at": t0 + i,
                "last_referenced_at": t0 + i}) + "\n")


class Probe:
    """status then recall, back to back with a short pause, each timed; (at, ms) pairs."""

    def __init__(self, sock: Path) -> None:
        self.sock = sock
        self.status: list[tuple[float, float]] = []
        self.recall: list[tuple[float, float]] = []

    def run(self, stop: threading.Event) -> None:
        with Connection(str(self.sock)) as conn:
            i = 0
            while not stop.is_set():
                t = time.perf_counter()
                conn.call("brain.status")
                self.status.append((time.monotonic(), (time.perf_counter() - t) * 1000))
                t = time.perf_counter()
                conn.call("brain.recall", {"query": QUERIES[i % len(QUERIES)]})
                self.recall.append((time.monotonic(), (time.perf_counter() - t) * 1000))
                i += 1
                time.sleep(0.02)


def ingests(sock: Path, stop: threading.Event, k: int, done: list[int]) -> None:
    with Connection(str(sock)) as conn:
        n = 0
        while not stop.is_set():
            n += 1
            conn.call("brain.ingest", {"messages": [
                {"role": "user", "content": f"I usually cycle {n} km with club {k} on Sundays."}],
                "conversation_id": f"bench-{k}-{n}"})
            done[0] += 1


def hooks(sock: Path, home: Path, stop: threading.Event, done: list[int]) -> None:
    env = dict(os.environ, MERCURY_HOME=str(home), MERCURY_SOCKET=str(sock))
    conv = json.dumps({"messages": [{"role": "user", "content": "I prefer window seats on trains."}]})
    n = 0
    while not stop.is_set():
        args = ["pre-message", QUERIES[n % len(QUERIES)]] if n % 2 == 0 else ["post-conversation", "-"]
        subprocess.run([sys.executable, "-m", "mercuryctl", "hook", *args], env=env,
                       input=conv if n % 2 else None, capture_output=True, text=True, timeout=60)
        done[0] += 1
        n += 1


def dashboard(url: str, token: str, stop: threading.Event, done: list[int]) -> None:
    headers = {"Authorization": f"Bearer {token}"}
    paths = ["second-brain/memory", "api/brain/memory?limit=50", "api/brain/status"]
    n = 0
    while not stop.is_set():
        req = urllib.request.Request(url + paths[n % len(paths)], headers=headers)
        with urllib.request.urlopen(req, timeout=60) as resp:
            resp.read()
        done[0] += 1
        n += 1


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--size", type=int, default=10_000)
    ap.add_argument("--seconds", type=float, default=60.0)
    ap.add_argument("--baseline-seconds", type=float, default=5.0)
    ap.add_argument("--import-lines", type=int, default=100_000)
    ap.add_argument("--ingest-clients", type=int, default=2)
    a = ap.parse_args()
    root = Path(tempfile.mkdtemp(prefix="mrm-", dir="/tmp"))
    home, sock = root / "home", root / "d.sock"
    home.mkdir(mode=0o700)
    try:
        fill(home / "memory" / "second-brain" / "second-brain.db", a.size)
        export = root / "import.jsonl"
        export_file(export, a.import_lines)
        proc = start(home, sock)
        try:
            with Connection(str(sock)) as conn:
                url = conn.call("brain.status")["dashboard_url"]
            token = (home / "dashboard.token").read_text().strip()
            base = Probe(sock)
            stop = threading.Event()
            t = threading.Thread(target=base.run, args=(stop,))
            t.start()
            time.sleep(a.baseline_seconds)
            stop.set()
            t.join()

            probe = Probe(sock)
            stop = threading.Event()
            counts = {"ingest": [0], "hook": [0], "dashboard": [0]}
            imported: dict[str, float] = {}

            def run_import() -> None:
                t0 = time.monotonic()
                with Connection(str(sock), timeout=None) as conn:
                    imported["count"] = conn.call("brain.import", {"path": str(export)})["count"]
                imported["seconds"] = time.monotonic() - t0

            threads = [threading.Thread(target=probe.run, args=(stop,)),
                       threading.Thread(target=hooks, args=(sock, home, stop, counts["hook"])),
                       threading.Thread(target=dashboard, args=(url, token, stop, counts["dashboard"])),
                       threading.Thread(target=run_import)]
            threads += [threading.Thread(target=ingests, args=(sock, stop, k, counts["ingest"]))
                        for k in range(a.ingest_clients)]
            started = time.monotonic()
            for th in threads:
                th.start()
            time.sleep(a.seconds)
            stop.set()
            for th in threads:
                th.join()
        finally:
            proc.terminate()
            proc.wait(30)
    finally:
        shutil.rmtree(root, ignore_errors=True)

    def ms(xs: list[tuple[float, float]]) -> list[float]:
        return [v for _, v in xs]

    print(f"{a.size} memories; {a.seconds:.0f} s of load on {os.cpu_count()} cores: "
          f"{a.ingest_clients} ingest clients ({counts['ingest'][0]} ingests), "
          f"{counts['hook'][0]} hook processes, {counts['dashboard'][0]} dashboard reads, "
          f"import of {a.import_lines} lines: "
          + (f"{imported['count']} added in {imported['seconds']:.1f} s" if "seconds" in imported
             else "not finished"))
    print(f"{'window':>12} {'status p50':>11} {'p99':>8} {'recall p50':>11} {'p99':>8}")
    for name, s, r in [("baseline", ms(base.status), ms(base.recall))]:
        print(f"{name:>12} {statistics.median(s):>9.2f}ms {pct(s, 99):>6.2f}ms "
              f"{statistics.median(r):>9.2f}ms {pct(r, 99):>6.2f}ms")
    worst = 0.0
    w = 0
    while w * WINDOW < a.seconds:
        lo, hi = started + w * WINDOW, started + (w + 1) * WINDOW
        s = [v for at, v in probe.status if lo <= at < hi]
        r = [v for at, v in probe.recall if lo <= at < hi]
        if s and r:
            worst = max(worst, pct(s, 99), pct(r, 99))
            print(f"{f'{w * WINDOW:.0f}-{(w + 1) * WINDOW:.0f} s':>12} {statistics.median(s):>9.2f}ms "
                  f"{pct(s, 99):>6.2f}ms {statistics.median(r):>9.2f}ms {pct(r, 99):>6.2f}ms")
        w += 1
    s, r = ms(probe.status), ms(probe.recall)
    print(f"{'all':>12} {statistics.median(s):>9.2f}ms {pct(s, 99):>6.2f}ms "
          f"{statistics.median(r):>9.2f}ms {pct(r, 99):>6.2f}ms   (max {max(s):.1f} / {max(r):.1f} ms)")
    print(f"loaded/baseline p99: status {pct(s, 99) / pct(ms(base.status), 99):.1f}x, "
          f"recall {pct(r, 99) / pct(ms(base.recall), 99):.1f}x; worst 10 s window p99 {worst:.1f} ms "
          f"({'within' if worst <= 100 else 'OVER'} the 100 ms target)")


if __name__ == "__main__":
    main()
