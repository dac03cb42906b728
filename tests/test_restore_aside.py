"""`mercuryctl restore --force` keeps the replaced database whole.

Found by the second outside probe: restore moved the old database file aside
(``second-brain.db.replaced-…``, "moved aside, not deleted") and then deleted its -wal.
After a crash — when one restores — and whenever Litestream holds the checkpoints, the
latest writes are only in the -wal: the copy kept aside had 0 of the 50 memories the
daemon had acknowledged.
"""

from __future__ import annotations

import json
import os
import signal
from pathlib import Path

import apsw
import pytest

from mercuryd.replication.litestream import find_binary

pytestmark = [pytest.mark.slow, pytest.mark.skipif(find_binary() is None, reason="litestream not installed")]


def test_the_database_moved_aside_keeps_every_acknowledged_write(short_tmp: Path) -> None:
    from tests.test_replication_e2e import make, restore, synced

    url = f"file://{short_tmp}/replica"
    d = make(short_tmp, "a", url)
    try:
        d.start()
        synced(d)
        for i in range(50):
            d.call("memory.add", {"type": "preference", "summary": f"User likes lantern number {i}"})
        synced(d)
        assert d.proc is not None
        d.proc.send_signal(signal.SIGKILL)
        d.proc.wait()
    finally:
        d.stop()
    db = d.home / "memory" / "second-brain" / "second-brain.db"
    assert os.path.getsize(f"{db}-wal") > 0, "the test needs writes left in the -wal"
    out = restore(short_tmp / "a", url, "--force", "--json")
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout)
    assert report["counts"]["memories"] == 50
    aside = Path(report["moved_aside"])
    # Nothing of the old database is left under the restored one's name; the copy aside
    # is one whole file (its -wal folded in).
    assert sorted(p.name for p in db.parent.iterdir()) == sorted([db.name, aside.name])
    conn = apsw.Connection(str(aside), flags=apsw.SQLITE_OPEN_READONLY)
    try:
        assert conn.execute("SELECT count(*) FROM memories").fetchall() == [(50,)]
        assert conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
    finally:
        conn.close()
