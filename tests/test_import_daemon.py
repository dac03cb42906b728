"""brain.import against the real daemon: what the probe fed it.

A FIFO held the writer forever (every later write hung, then every read, and SIGTERM
did not stop the daemon); ``/dev/zero`` or any giant line grew the daemon past 1.5 GB;
a row dated in year 10000 made every list, search and page fail afterwards. Each is now
refused at once with one sentence, and the daemon serves on.
"""

from __future__ import annotations

import json
import os
import signal
import threading
import time
from pathlib import Path

import pytest

from tests.conftest import DaemonProc
from tests.rpcclient import CallError, Client

HEADER = {"kind": "header", "format": "mercury-export", "version": 1}


def peak_rss_mb(pid: int) -> float:
    """The process's peak resident set (VmHWM), in MB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    raise AssertionError("no VmHWM")


def memory_line(i: int, **over: object) -> dict[str, object]:
    rec: dict[str, object] = {
        "kind": "memory", "id": i, "type": "episode", "summary": f"User walked trail number {i}",
        "norm": "", "scope": "active", "evidence": "direct", "confidence": 0.9,
        "base_confidence": 0.9, "decay_from": 1_767_225_600.0, "importance": 0.4, "durability": 0.3,
        "created_at": 1_767_225_600.0 + i, "updated_at": 1_767_225_600.0 + i,
        "last_referenced_at": 1_767_225_600.0 + i,
    }
    rec.update(over)
    return rec


def write_jsonl(path: Path, records: list[dict[str, object]]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in records))
    return path


def import_error(c: Client, path: Path) -> dict:
    with pytest.raises(CallError) as info:
        c.call("brain.import", {"path": str(path)})
    return info.value.error


def import_in_background(daemon: DaemonProc, path: Path, timeout: float) -> tuple[threading.Thread, list[object]]:
    """``brain.import`` of ``path`` on a connection of its own, in a thread (started); its
    answer, or the error it raised, is appended to the list."""
    out: list[object] = []

    def run() -> None:
        try:
            with Client(daemon.socket, timeout=timeout) as c:
                out.append(c.call("brain.import", {"path": str(path)}))
        except Exception as exc:
            out.append(exc)

    t = threading.Thread(target=run)
    t.start()
    return t, out


def still_serving(c: Client) -> None:
    added = c.call("memory.add", {"type": "preference", "summary": "User prefers loose-leaf tea"})
    assert c.call("memory.get", {"id": added["id"]})["summary"] == "User prefers loose-leaf tea"
    assert c.call("memory.list", {"scope": "all"})["items"]
    assert c.call("memory.search", {"q": "tea"})["items"]
    assert c.call("brain.recall", {"query": "which tea do I like?"})["memories"]


@pytest.mark.parametrize("kind", ["fifo", "dev-zero", "directory", "dev-null"])
def test_import_reads_regular_files_only(daemon: DaemonProc, tmp_path: Path, kind: str) -> None:
    path = {"fifo": tmp_path / "pipe", "dev-zero": Path("/dev/zero"), "directory": tmp_path,
            "dev-null": Path("/dev/null")}[kind]
    if kind == "fifo":
        os.mkfifo(path)
    with Client(daemon.socket, timeout=5.0) as c:
        t0 = time.monotonic()
        err = import_error(c, path)
        assert time.monotonic() - t0 < 5.0
        assert err["code"] == -32602 and "not a regular file" in err["message"], err
        assert err["message"].count(".") <= 2 and "\n" not in err["message"]
        still_serving(c)
    t0 = time.monotonic()
    assert daemon.stop() == 0
    assert time.monotonic() - t0 < 5.0


def test_a_writer_opened_fifo_does_not_hold_the_daemon(daemon: DaemonProc, tmp_path: Path) -> None:
    """Even with a writer on the other end that never closes, nothing waits on the FIFO."""
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    holder_ready = threading.Event()

    def hold() -> None:
        try:
            with open(fifo, "wb") as fh:  # blocks until someone opens it for reading
                holder_ready.set()
                fh.write(json.dumps(HEADER).encode() + b"\n")
                time.sleep(3)
        except BrokenPipeError:  # the daemon looked at it and closed it: fine
            pass

    threading.Thread(target=hold, daemon=True).start()
    with Client(daemon.socket, timeout=5.0) as c:
        err = import_error(c, fifo)
        assert "not a regular file" in err["message"]
        still_serving(c)
    # Unblock the holder thread if the daemon never opened the FIFO.
    if not holder_ready.is_set():
        with open(fifo, "rb"):
            pass


def test_a_giant_line_is_refused_by_number_with_bounded_memory(daemon: DaemonProc, tmp_path: Path) -> None:
    path = tmp_path / "giant.jsonl"
    with path.open("wb") as fh:
        fh.write(json.dumps(HEADER).encode() + b"\n")
        fh.write(json.dumps(memory_line(1)).encode() + b"\n")
        chunk = b"a" * (1 << 20)
        fh.write(b'{"kind": "memory", "summary": "')
        for _ in range(300):  # a 300 MB line without an end
            fh.write(chunk)
    assert daemon.proc is not None
    with Client(daemon.socket, timeout=10.0) as c:
        err = import_error(c, path)
        assert err["code"] == -32602 and "line 3" in err["message"] and "longer than" in err["message"], err
        assert c.call("memory.list", {"scope": "all"})["items"] == []  # nothing half-imported
        still_serving(c)
        assert peak_rss_mb(daemon.proc.pid) < 300


def test_poisoned_times_are_refused_and_reads_go_on(daemon: DaemonProc, tmp_path: Path) -> None:
    cases = {
        "year 10000": memory_line(2, created_at=253_402_300_800.0),
        "1e308": memory_line(2, updated_at=1e308),
        "before year 1": memory_line(2, last_referenced_at=-62_135_596_801.0),
    }
    with Client(daemon.socket) as c:
        for name, bad in cases.items():
            path = write_jsonl(tmp_path / "bad.jsonl", [HEADER, memory_line(1), bad])
            err = import_error(c, path)
            assert err["code"] == -32602 and "line 3" in err["message"], (name, err)
        assert c.call("memory.list", {"scope": "all"})["items"] == []
        still_serving(c)


def test_integers_beyond_sqlite_are_one_sentence(daemon: DaemonProc, tmp_path: Path) -> None:
    with Client(daemon.socket) as c:
        for field, value in (("id", 2**63), ("reinforcements", 2**63), ("superseded_by", 2**70)):
            path = write_jsonl(tmp_path / "big.jsonl", [HEADER, memory_line(1, **{field: value})])
            err = import_error(c, path)
            assert err["code"] == -32602 and "line 2" in err["message"] and field in err["message"], err
        still_serving(c)


def test_sigterm_stops_the_daemon_during_an_import(daemon: DaemonProc, tmp_path: Path) -> None:
    records: list[dict[str, object]] = [HEADER, *(memory_line(i) for i in range(1, 20_001))]
    path = write_jsonl(tmp_path / "big.jsonl", records)
    t, _ = import_in_background(daemon, path, 60)
    time.sleep(1.0)
    assert daemon.proc is not None
    t0 = time.monotonic()
    daemon.proc.send_signal(signal.SIGTERM)
    daemon.proc.wait(15)
    assert time.monotonic() - t0 < 12
    t.join(15)


def test_reads_and_writes_go_on_during_a_long_import(daemon: DaemonProc, tmp_path: Path) -> None:
    """The probe: one recall during a 27 s import made the next status wait 25 s."""
    import urllib.request

    records: list[dict[str, object]] = [HEADER, *(memory_line(i) for i in range(1, 30_001))]
    path = write_jsonl(tmp_path / "big.jsonl", records)
    # The dashboard starts beside the socket: wait for its address and token to be there.
    token_file = daemon.home / "dashboard.token"
    deadline = time.monotonic() + 60
    while not ((url := daemon.call("brain.status")["dashboard_url"]) and token_file.exists()
               and token_file.read_text().strip()):
        assert time.monotonic() < deadline, "the dashboard did not start"
        time.sleep(0.1)
    token = token_file.read_text().strip()
    def page() -> int:
        req = urllib.request.Request(url + "api/brain/memory?limit=5",
                                     headers={"Authorization": f"Bearer {token}"})
        with urllib.request.urlopen(req, timeout=5) as resp:
            return resp.status

    t, out = import_in_background(daemon, path, 300)
    slowest = 0.0
    rounds = 0
    with Client(daemon.socket, timeout=5.0) as c:
        mine = c.call("memory.add", {"type": "preference", "summary": "User prefers oat milk"})["id"]
        while t.is_alive() and rounds < 200:
            t0 = time.monotonic()
            assert c.call("brain.recall", {"query": "trail walked"})["memories"] is not None
            c.call("brain.status")
            c.call("memory.get", {"id": mine})
            c.call("memory.list", {"scope": "all", "limit": 5})
            c.call("memory.search", {"q": "oat milk"})
            assert page() == 200
            c.call("memory.add", {"type": "episode", "summary": f"User logged reading number {rounds}"})
            slowest = max(slowest, time.monotonic() - t0)
            rounds += 1
        assert t.is_alive() or rounds > 0
        answered_during = rounds
    t.join(300)
    assert out and isinstance(out[0], dict) and out[0]["count"] == 30_000, out
    # Every round (a recall, five reads, a page and a write) finished while the import ran.
    assert answered_during >= 2, answered_during
    assert slowest < 5.0, slowest


def test_a_long_import_writes_in_slices_and_lets_a_write_in_between(daemon: DaemonProc, tmp_path: Path) -> None:
    """A long import holds the writer one slice at a time, never for the whole file.

    Outcomes, not timing: a read sees the file partly imported (each slice commits on
    its own), and a write sent then lands between slices. That write restates the file's
    last memory: landing before the import reaches that line it is a memory of its own
    and the import adds the file's one beside it (two rows); had it waited for the whole
    import, it would only reinforce the imported one (one row).
    """
    n = 30_000
    records: list[dict[str, object]] = [HEADER, *(memory_line(i) for i in range(1, n + 1))]
    path = write_jsonl(tmp_path / "big.jsonl", records)
    last = str(records[-1]["summary"])
    t, out = import_in_background(daemon, path, 600)
    partial = None
    with Client(daemon.socket, timeout=600) as c:
        while t.is_alive():
            active = c.call("brain.status")["counts"]["active"]
            if 0 < active < n:
                partial = active
                c.call("memory.add", {"type": "episode", "summary": last})
                break
        t.join(600)
        assert partial is not None, "no read saw the import part done: it was written in one piece"
        assert out and isinstance(out[0], dict) and out[0]["count"] == n, out
        found = c.call("memory.search", {"q": last, "limit": 50})["items"]
        assert [m["summary"] for m in found if m["summary"] == last] == [last, last], found
        assert c.call("brain.status")["counts"]["active"] == n + 1
