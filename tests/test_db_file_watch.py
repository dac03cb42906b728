"""The database file removed or replaced under a running daemon: writes refused, loudly.

The probe deleted the file while the daemon ran: writes were still acknowledged, and
after a restart the store was empty with no warning. Now the daemon compares the path's
file with the one it has open (device and inode) before every write and every few
seconds: once they differ it refuses writes with code -32008 and one sentence, and
says so in ``brain.status`` and the log.
"""

from __future__ import annotations

import os
import shutil
import time
import urllib.request
from pathlib import Path

import pytest

from tests.conftest import DaemonProc
from tests.rpcclient import CallError, Client

GONE = -32008


def db_of(d: DaemonProc) -> Path:
    return d.home / "memory" / "second-brain" / "second-brain.db"


def refused_write(c: Client) -> dict:
    with pytest.raises(CallError) as info:
        c.call("memory.add", {"type": "episode", "summary": "User wrote this after the file went"})
    return info.value.error


@pytest.mark.parametrize("how", ["removed", "replaced", "directory moved"])
def test_a_vanished_database_refuses_writes_and_says_so(daemon_factory, how: str, tmp_path: Path) -> None:
    d: DaemonProc = daemon_factory(MERCURYD_DB_CHECK_SECONDS="0.2")
    d.start()
    db = db_of(d)
    with Client(d.socket) as c:
        kept = c.call("memory.add", {"type": "preference", "summary": "User prefers rooibos"})["id"]
        c.call("brain.backup", {"path": str(tmp_path / "copy.db")})
        if how == "removed":
            for suffix in ("", "-wal", "-shm"):
                Path(f"{db}{suffix}").unlink(missing_ok=True)
        elif how == "replaced":
            os.replace(tmp_path / "copy.db", db)
        else:
            shutil.move(str(db.parent), str(tmp_path / "moved"))
        err = refused_write(c)
        assert err["code"] == GONE and "\n" not in err["message"], err
        assert "restart mercuryd" in err["message"] and str(db) in err["message"], err
        for method, params in (("brain.ingest", {"messages": [{"role": "user", "content": "I prefer chai"}]}),
                               ("memory.update", {"id": kept, "importance": 0.9}),
                               ("memory.dismiss", {"id": kept, "hard": True}),
                               ("brain.import", {"path": str(tmp_path / "nothing.jsonl")}),
                               ("brain.prune", {}), ("brain.consolidate", {})):
            with pytest.raises(CallError) as info:
                c.call(method, params)
            assert info.value.code == GONE, (method, info.value.error)
        status = c.call("brain.status")
        assert status["writable"] is False and "removed or replaced" in status["reason"], status
        assert c.call("memory.get", {"id": kept})["summary"] == "User prefers rooibos"  # reads go on
        assert "removed or replaced" in d.ctl("status").stdout
        token = (d.home / "dashboard.token").read_text().strip()
        req = urllib.request.Request(status["dashboard_url"] + "second-brain/memory",
                                     headers={"Authorization": f"Bearer {token}"})
        with urllib.request.urlopen(req, timeout=10) as resp:
            assert "Changes are refused" in resp.read().decode()
    d.stop()
    log = (d.home / "logs" / "mercuryd.log").read_text()
    assert "database file was removed or replaced" in log


def test_the_watch_notices_while_idle(daemon_factory) -> None:
    d: DaemonProc = daemon_factory(MERCURYD_DB_CHECK_SECONDS="0.2")
    d.start()
    db_of(d).unlink()
    deadline = time.monotonic() + 10
    log = d.home / "logs" / "mercuryd.log"
    while "database file was removed or replaced" not in log.read_text():
        assert time.monotonic() < deadline, "no log line within 10 s"
        time.sleep(0.1)
    d.stop()


def test_an_untouched_database_writes_as_usual(daemon: DaemonProc) -> None:
    with Client(daemon.socket) as c:
        c.call("memory.add", {"type": "preference", "summary": "User prefers rooibos"})
        assert c.call("brain.status")["writable"] is True
