"""Resource faults with the real process: disk full, unusable home, locked or corrupt database."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tests.conftest import DaemonProc
from tests.dbcheck import check_integrity, open_db
from tests.rpcclient import CallError, Client


def _mount_tmpfs(where: Path, options: str) -> None:
    where.mkdir(parents=True, exist_ok=True)
    r = subprocess.run(["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(where)],
                       capture_output=True, text=True)
    if r.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here (needs root and mount rights): {r.stderr.strip()}")


def _umount(where: Path) -> None:
    subprocess.run(["umount", "-l", str(where)], capture_output=True)


def start_fails(d: DaemonProc) -> str:
    """Run mercuryd expecting it to refuse to start; return its one-line complaint."""
    r = subprocess.run([sys.executable, "-m", "mercuryd"], env=d.env, capture_output=True, text=True, timeout=60)
    assert r.returncode == 1, (r.returncode, r.stderr)
    assert r.stderr.count("\n") == 1 and r.stderr.startswith("mercuryd: "), r.stderr
    assert "Traceback" not in r.stderr
    return r.stderr


def test_disk_full_refuses_writes_keeps_reads_and_recovers(daemon_factory) -> None:
    d: DaemonProc = daemon_factory()
    dbdir = d.home / "memory" / "second-brain"
    _mount_tmpfs(dbdir, "size=4m,mode=0700")
    try:
        d.start()
        with Client(d.socket) as c:
            kept = [c.call("memory.add", {"type": "episode", "summary": f"User baked loaf number {i}"})["id"]
                    for i in range(20)]
            filler = dbdir / "filler"
            fd = os.open(filler, os.O_WRONLY | os.O_CREAT, 0o600)
            try:  # take every free byte
                while True:
                    os.write(fd, b"\0" * 4096)
            except OSError:
                pass
            finally:
                os.close(fd)
            refused = None
            for i in range(2000):  # the WAL reuses space for a while; fill until refused
                try:
                    c.call("memory.add", {"type": "episode",
                                          "summary": f"User wrote page {i} " + "of a very long diary " * 20})
                except CallError as exc:
                    refused = exc
                    break
            assert refused is not None and refused.code == -32006, refused
            assert "disk is full" in refused.error["message"]
            # Reads go on: get, list, search, recall, status.
            assert c.call("memory.get", {"id": kept[0]})["summary"] == "User baked loaf number 0"
            assert c.call("memory.search", {"q": "loaf"})["items"]
            assert "baked loaf" in c.call("brain.recall", {"query": "baked loaf"})["context"]
            status = c.call("brain.status")
            assert status["enabled"] is True
            # the full disk shows in the status before the next write fails (it said writable before)
            assert status["writable"] is False and "disk is full" in status["reason"], status
            filler.unlink()  # space returns
            added = c.call("memory.add", {"type": "episode", "summary": "User planted a lemon tree"})
            assert c.call("memory.get", {"id": added["id"]})["summary"] == "User planted a lemon tree"
            assert c.call("brain.status")["writable"] is True  # a write committed: the fault is over
        d.stop()
        conn = open_db(dbdir / "second-brain.db")
        check_integrity(conn)
        ids = {r[0] for r in conn.execute("SELECT id FROM memories")}
        assert set(kept) <= ids
        conn.close()
    finally:
        d.stop()
        _umount(dbdir)


def test_read_only_home_is_one_sentence(daemon_factory) -> None:
    d: DaemonProc = daemon_factory()
    d.home.parent.mkdir(parents=True, exist_ok=True)
    _mount_tmpfs(d.home, "size=1m,ro")
    try:
        err = start_fails(d)
        assert "not writable" in err or "read-only" in err, err
    finally:
        _umount(d.home)


def test_home_that_cannot_be_created_is_one_sentence(daemon_factory, short_tmp: Path) -> None:
    d: DaemonProc = daemon_factory()
    blocker = short_tmp / "afile"
    blocker.write_text("x")
    d.env["MERCURY_HOME"] = str(blocker / "home")  # a path under a regular file
    err = start_fails(d)
    assert "cannot create the home directory" in err, err


def test_missing_home_is_created(daemon_factory) -> None:
    d: DaemonProc = daemon_factory()
    assert not d.home.exists()
    d.start()
    assert d.call("brain.status")["enabled"] is True
    assert (d.home / "memory" / "second-brain" / "second-brain.db").exists()


def test_database_locked_by_another_process(daemon_factory) -> None:
    d: DaemonProc = daemon_factory()
    d.start()
    d.call("memory.add", {"type": "habit", "summary": "User stretches every morning"})
    d.stop()
    db = d.home / "memory" / "second-brain" / "second-brain.db"
    holder = subprocess.Popen(
        [sys.executable, "-c", textwrap.dedent(f"""
            import apsw, sys
            c = apsw.Connection({str(db)!r})
            c.execute("BEGIN EXCLUSIVE")
            print("locked", flush=True)
            sys.stdin.read()
        """)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
        err = start_fails(d)
        assert "locked by another process" in err, err
    finally:
        holder.kill()
        holder.wait()
    d.start()  # the lock gone, the daemon starts and the data is there
    assert d.call("memory.get", {"id": 1})["summary"] == "User stretches every morning"


@pytest.mark.parametrize("damage", ["whole", "pages"])
def test_corrupt_database_points_at_restore(daemon_factory, damage: str) -> None:
    d: DaemonProc = daemon_factory()
    d.start()
    for i in range(200):
        d.call("memory.add", {"type": "episode", "summary": f"User walked trail number {i} " + "far " * 30})
    d.stop()
    db = d.home / "memory" / "second-brain" / "second-brain.db"
    data = bytearray(db.read_bytes())
    if damage == "whole":
        data = bytearray(os.urandom(len(data)))
    else:  # keep the header, scribble over every page after the first two
        for off in range(8192, len(data), 4096):
            data[off:off + 4096] = os.urandom(4096)
    db.write_bytes(bytes(data))
    err = start_fails(d)
    assert "damaged" in err and "mercuryctl import" in err and "mercuryctl backup" in err, err
