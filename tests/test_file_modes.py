"""Every file the daemon keeps under its home is readable by its owner only.

The second outside probe found the database and its -wal and -shm created 0644 (the
umask's mode) while the token, the logs, backups and exports were 0600: only the 0700
``memory/`` directory kept other users out, and a ``memory/`` directory that already
existed with the usual 0755 (made by hand, or copied with ``cp -r``) left every memory
readable by every local user; Litestream gave a ``file://`` replica's files the same
0644. These run the real daemon (and Litestream) with a umask of 022.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from mercuryd.replication.litestream import find_binary
from tests.conftest import DaemonProc


def loose(home: Path, skip: set[Path]) -> list[str]:
    """Every file under ``home`` (but ``skip``) that its group or others may read or write."""
    return [f"{oct(stat.S_IMODE(p.lstat().st_mode))} {p.relative_to(home)}" for p in sorted(home.rglob("*"))
            if p.is_file() and not p.is_symlink() and p not in skip and p.lstat().st_mode & 0o077]


def use(daemon: DaemonProc) -> None:
    for i in range(3):
        daemon.call("brain.ingest", {"messages": [{"role": "user", "content": f"My sister Ines{i} lives in Oslo."}],
                                     "conversation_id": f"c{i}"})
    daemon.call("memory.add", {"type": "preference", "summary": "User prefers green tea"})
    daemon.call("brain.consolidate")
    assert daemon.ctl("backup", str(daemon.home / "mine.db")).returncode == 0
    assert daemon.ctl("export", str(daemon.home / "mine.jsonl")).returncode == 0


def test_the_database_and_its_wal_are_owner_only(daemon_factory) -> None:
    old = os.umask(0o022)
    try:
        daemon = daemon_factory().start()
        config = daemon.home / "mercury.yaml"
        use(daemon)
        db = daemon.home / "memory" / "second-brain" / "second-brain.db"
        assert db.with_name(db.name + "-wal").exists()  # the daemon still runs: its WAL is there
        assert loose(daemon.home, {config}) == []
    finally:
        os.umask(old)


def test_a_database_in_a_loose_directory_is_made_owner_only(daemon_factory) -> None:
    # The home and memory/ made by hand (or copied from another machine) with 0755, the
    # database left 0644 by an earlier version: the daemon tightens the files it keeps.
    old = os.umask(0o022)
    try:
        daemon = daemon_factory()
        config = daemon.home / "mercury.yaml"
        daemon.start()
        daemon.call("memory.add", {"type": "preference", "summary": "User prefers green tea"})
        daemon.stop()
        db_dir = daemon.home / "memory" / "second-brain"
        for path in (daemon.home, daemon.home / "memory", db_dir):
            path.chmod(0o755)
        for path in db_dir.iterdir():
            path.chmod(0o644)
        daemon.start()
        use(daemon)
        assert loose(daemon.home, {config}) == []
        daemon.stop()
        assert daemon.start().call("memory.get", {"id": 1})["summary"] == "User prefers green tea"
    finally:
        os.umask(old)


@pytest.mark.skipif(find_binary() is None, reason="litestream not installed")
def test_a_file_replica_is_owner_only(short_tmp: Path) -> None:
    # Litestream gives the files of a file:// replica the database's mode: with the
    # database at 0644 every LTX file of the replica (on a NAS, a shared mount) was 0644.
    from tests.test_replication_e2e import make, synced

    old = os.umask(0o022)
    daemon = make(short_tmp, "a", f"file://{short_tmp}/replica")
    try:
        daemon.start()
        synced(daemon)
        for i in range(5):
            daemon.call("memory.add", {"type": "preference", "summary": f"User prefers tea number {i}"})
        synced(daemon)
        replica = short_tmp / "replica"
        assert [p for p in replica.rglob("*.ltx")], "the test cannot see the replica's files"
        assert loose(replica, set()) == []
        assert loose(daemon.home / "memory", set()) == []
    finally:
        daemon.stop()
        os.umask(old)
