"""Replication with Litestream: lag under steady ingest, restore time, recall on vs off.

Needs the `replication` extra (the litestream program) and `lz4` (both in `.[test]`).

* **lag**: the real mercuryd replicates to a ``file://`` replica at the default
  ``syncInterval`` (1 s) while a client adds memories at a steady rate, each with a
  unique token. A watcher lists the replica every 20 ms and decompresses each new LTX
  file; a write's lag is the time from its acknowledgement to the first replica file
  holding its token (measured from outside, not the daemon's own figure). Target:
  p99 ≤ 2 s.
* **restore**: a store of ``--restore-size`` memories is replicated, the daemon stopped,
  and ``mercuryctl restore`` run into a fresh home. Baseline in the same run: copying
  the database file and running ``PRAGMA integrity_check`` on the copy.
* **recall on/off**: two daemons on copies of one store, one replicating, one not, both
  taking the same light ingest; recall is timed on each, interleaved query by query.
  Target: replication on ≤ 10 % slower.

With ``--sftp`` the lag and restore cases replicate to ``sftp://`` instead: an SFTP server
on 127.0.0.1 (asyncssh's, run in this process, as the tests do; it needs the extra's
asyncssh) whose directory the watcher reads. The restore case then also restores the
very same replica files through ``file://``, in the same run: the ratio is what SFTP
itself costs (on loopback: no network latency, the server sharing the CPU).

    python bench/replication.py [--lag-seconds 30] [--rate 20] [--restore-size 100000]
                                [--recall-size 100000] [--rounds 400] [--sftp]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import apsw

from bench._corpus import QUERIES, fill, fresh_queries
from mercuryctl.transport import Connection
from tests.replica_tools import ltx_pages


def pct(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, round(p / 100 * (len(values) - 1)))]


class Target:
    """Where a case replicates: a ``file://`` directory, or an SFTP server on loopback
    (``--sftp``) serving a local directory. ``files`` is that directory either way."""

    def __init__(self, root: Path, sftp: bool) -> None:
        self.files = root / "replica"
        self.env: dict[str, str] = {}
        self.url = f"file://{self.files}"
        self._server = None
        if sftp:
            from tests.replica_tools import sftp_server

            self._server = sftp_server(root)
            srv = self._server.__enter__()
            self.files = srv.root / "replica"
            self.url = srv.url("/replica")
            self.env = srv.env

    def close(self) -> None:
        if self._server is not None:
            self._server.__exit__(None, None, None)


def start(home: Path, sock: Path, replica: Target | None) -> subprocess.Popen[bytes]:
    sock.parent.chmod(0o700)  # mercuryd refuses a socket directory others can enter
    conf = "dashboard: {enabled: false}\n"
    if replica is not None:
        conf += f"replication: {{enabled: true, url: '{replica.url}'}}\n"
    (home / "mercury.yaml").write_text(conf)
    env = dict(os.environ, MERCURY_HOME=str(home), MERCURY_SOCKET=str(sock), **(replica.env if replica else {}))
    proc = subprocess.Popen([sys.executable, "-m", "mercuryd"], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 300
    while True:
        if proc.poll() is not None or time.monotonic() > deadline:
            proc.kill()
            raise SystemExit("mercuryd did not start")
        if sock.exists():
            with Connection(sock) as conn:
                st = conn.call("brain.status")
                rep = st.get("replication")
                if st["last_prune_at"] and st["last_consolidation_at"] and (
                        rep is None or (rep["state"] == "replicating" and rep["last_sync_at"])):
                    return proc
        time.sleep(0.1)


def stop(proc: subprocess.Popen[bytes]) -> None:
    proc.terminate()
    proc.wait(60)


def wait_synced(sock: Path) -> None:
    with Connection(sock) as conn:
        while True:
            rep = conn.call("brain.status")["replication"]
            if rep["state"] == "replicating" and rep["lag_seconds"] == 0 and not rep["deletes_pending"]:
                return
            time.sleep(0.05)


# ---------------------------------------------------------------- lag


def bench_lag(root: Path, seconds: float, rate: float, sftp: bool) -> dict[str, float]:
    home, sock = root / "lag" / "home", root / "lag" / "d.sock"
    home.mkdir(parents=True)
    target = Target(root / "lag", sftp)
    replica = target.files
    fill(home / "memory" / "second-brain" / "second-brain.db", 10_000)
    proc = start(home, sock, target)
    acked: dict[bytes, float] = {}
    seen: dict[bytes, float] = {}
    done = threading.Event()

    def watch() -> None:
        scanned: set[Path] = set()
        while not done.is_set() or len(seen) < len(acked):
            now = time.monotonic()
            for path in replica.glob("gen-*/ltx/0/*.ltx"):
                if path in scanned:
                    continue
                try:
                    data = path.read_bytes()
                except OSError:
                    continue
                scanned.add(path)
                pages = b"".join(ltx_pages(data))
                for token in list(acked):
                    if token not in seen and token in pages:
                        seen[token] = now
            if done.is_set() and time.monotonic() - stop_at > 30:
                break
            time.sleep(0.02)

    stop_at = float("inf")
    watcher = threading.Thread(target=watch)
    watcher.start()
    try:
        with Connection(sock) as conn:
            n = int(seconds * rate)
            t0 = time.monotonic()
            for i in range(n):
                due = t0 + i / rate
                if (wait := due - time.monotonic()) > 0:
                    time.sleep(wait)
                token = f"tok{i}x".encode()
                conn.call("memory.add", {"type": "episode", "summary": f"User logged bench entry {token.decode()}"})
                acked[token] = time.monotonic()
        stop_at = time.monotonic()
        done.set()
        watcher.join()
    finally:
        stop(proc)
        target.close()
    lags = [seen[t] - acked[t] for t in acked if t in seen]
    return {"writes": len(acked), "seen": len(lags), "p50": pct(lags, 50), "p99": pct(lags, 99),
            "max": max(lags)}


# ---------------------------------------------------------------- restore


def restore_into(fresh: Path, url: str, env: dict[str, str]) -> float:
    """``mercuryctl restore URL`` into a fresh home; its wall time."""
    t = time.perf_counter()
    out = subprocess.run([sys.executable, "-m", "mercuryctl", "restore", url],
                         env=dict(os.environ, MERCURY_HOME=str(fresh), **env), capture_output=True, text=True)
    took = time.perf_counter() - t
    if out.returncode != 0:
        raise SystemExit(f"restore failed: {out.stderr}")
    return took


def bench_restore(root: Path, size: int, sftp: bool) -> dict[str, float]:
    home, sock = root / "rs" / "home", root / "rs" / "d.sock"
    home.mkdir(parents=True)
    target = Target(root / "rs", sftp)
    db = home / "memory" / "second-brain" / "second-brain.db"
    fill(db, size)
    proc = start(home, sock, target)
    wait_synced(sock)
    stop(proc)
    size_mb = db.stat().st_size / 1e6
    # Baseline: copy the file and check its integrity.
    t = time.perf_counter()
    copy = root / "rs" / "copy.db"
    shutil.copyfile(db, copy)
    conn = apsw.Connection(str(copy))
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    conn.close()
    base = time.perf_counter() - t
    try:
        took = restore_into(root / "rs" / "fresh", target.url, target.env)
        # Over SFTP: the same replica files restored through file:// too.
        local = restore_into(root / "rs" / "fresh-file", f"file://{target.files}", {}) if sftp else took
    finally:
        target.close()
    return {"size": size, "db_mb": size_mb, "restore_s": took, "baseline_s": base, "ratio": took / base,
            "file_s": local, "sftp_ratio": took / local}


# ---------------------------------------------------------------- recall on/off


def bench_recall(root: Path, size: int, rounds: int) -> dict[str, float]:
    base = root / "rc" / "store.db"
    base.parent.mkdir(parents=True)
    fill(base, size)
    daemons = {}
    for name in ("off", "on"):
        home = root / "rc" / name / "home"
        (home / "memory" / "second-brain").mkdir(parents=True)
        shutil.copyfile(base, home / "memory" / "second-brain" / "second-brain.db")
        sock = root / "rc" / name / "d.sock"
        replica = Target(root / "rc" / name, sftp=False) if name == "on" else None
        daemons[name] = (start(home, sock, replica), sock)
    stop_writes = threading.Event()

    def ingest(sock: Path) -> None:  # the same light, steady write load on both
        with Connection(sock) as conn:
            i = 0
            while not stop_writes.is_set():
                conn.call("memory.add", {"type": "episode", "summary": f"User noted steady entry {i}"})
                i += 1
                time.sleep(0.2)

    writers = [threading.Thread(target=ingest, args=(s,)) for _, s in daemons.values()]
    for w in writers:
        w.start()
    times: dict[str, list[float]] = {"off": [], "on": []}
    queries = [*QUERIES, *fresh_queries(rounds)]
    try:
        with Connection(daemons["off"][1]) as off, Connection(daemons["on"][1]) as on:
            for q in QUERIES:  # warm both
                off.call("brain.recall", {"query": q})
                on.call("brain.recall", {"query": q})
            for i in range(rounds):
                q = queries[i % len(queries)]
                order = [("off", off), ("on", on)] if i % 2 == 0 else [("on", on), ("off", off)]
                for name, conn in order:
                    t = time.perf_counter()
                    conn.call("brain.recall", {"query": q})
                    times[name].append((time.perf_counter() - t) * 1000)
    finally:
        stop_writes.set()
        for w in writers:
            w.join()
        for proc, _ in daemons.values():
            stop(proc)
    off_p50, on_p50 = statistics.median(times["off"]), statistics.median(times["on"])
    return {"size": size, "off_p50": off_p50, "on_p50": on_p50, "off_p99": pct(times["off"], 99),
            "on_p99": pct(times["on"], 99), "ratio_p50": on_p50 / off_p50,
            "ratio_p99": pct(times["on"], 99) / pct(times["off"], 99)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--lag-seconds", type=float, default=30.0)
    ap.add_argument("--rate", type=float, default=20.0, help="memories added per second")
    ap.add_argument("--restore-size", type=int, default=100_000)
    ap.add_argument("--recall-size", type=int, default=100_000)
    ap.add_argument("--rounds", type=int, default=400)
    ap.add_argument("--only", choices=["lag", "restore", "recall"])
    ap.add_argument("--sftp", action="store_true", help="lag and restore over sftp:// (loopback server)")
    a = ap.parse_args()
    root = Path(tempfile.mkdtemp(prefix="mrr-", dir="/tmp"))
    try:
        if a.only in (None, "lag"):
            r = bench_lag(root, a.lag_seconds, a.rate, a.sftp)
            print(f"lag{' over sftp://' if a.sftp else ''} under steady ingest ({a.rate:g} memories/s, {r['writes']} writes, "
                  f"{r['seen']} seen in the replica): p50 {r['p50']:.2f} s · p99 {r['p99']:.2f} s · "
                  f"max {r['max']:.2f} s  (target p99 <= 2 s: {'met' if r['p99'] <= 2 else 'NOT met'})")
        if a.only in (None, "restore"):
            r = bench_restore(root, a.restore_size, a.sftp)
            print(f"restore{' over sftp://' if a.sftp else ''} of {r['size']:,} memories ({r['db_mb']:.0f} MB): "
                  f"{r['restore_s']:.2f} s = {r['ratio']:.1f}x copy+integrity_check ({r['baseline_s']:.2f} s)"
                  + (f" = {r['sftp_ratio']:.2f}x the same files through file:// ({r['file_s']:.2f} s)"
                     if a.sftp else ""))
        if a.only in (None, "recall"):
            r = bench_recall(root, a.recall_size, a.rounds)
            print(f"recall at {r['size']:,}, replication on vs off (same run, interleaved, light ingest): "
                  f"p50 {r['on_p50']:.2f} vs {r['off_p50']:.2f} ms = {r['ratio_p50']:.2f}x · "
                  f"p99 {r['on_p99']:.2f} vs {r['off_p99']:.2f} ms = {r['ratio_p99']:.2f}x "
                  f"(target p50 <= 1.10x: {'met' if r['ratio_p50'] <= 1.10 else 'NOT met'}; "
                  f"p99 {'within' if r['ratio_p99'] <= 1.10 else 'NOT within'} 1.10x)")
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
