"""brain.backup and brain.export never write over the daemon's own files or a non-file.

The probe backed up onto ``mercuryd.lock`` (a second daemon then started on the same
home), onto the socket (the daemon became unreachable while it kept the lock), onto
``dashboard.token`` (the token became JSONL), and exported onto a character device
(the node was replaced by a regular file). Each is refused with one sentence, and the
file or node is untouched.
"""

from __future__ import annotations

import os
import stat
import subprocess
from pathlib import Path

import pytest

from tests.conftest import DaemonProc
from tests.rpcclient import CallError, Client

METHODS = ("brain.backup", "brain.export")


def control_files(d: DaemonProc) -> dict[str, Path]:
    db = d.home / "memory" / "second-brain" / "second-brain.db"
    return {
        "lock": d.home / "mercuryd.lock", "socket": d.socket, "token": d.home / "dashboard.token",
        "session": d.home / "dashboard.session", "config": d.home / "mercury.yaml", "db": db, "wal": Path(f"{db}-wal"), "shm": Path(f"{db}-shm"),
        "log": d.home / "logs" / "mercuryd.log",
    }


def snapshot(path: Path) -> tuple[int, int, int, bytes | None]:
    st = path.lstat()
    content = path.read_bytes() if stat.S_ISREG(st.st_mode) and path.name != "second-brain.db-shm" else None
    return st.st_ino, st.st_mode, st.st_size if content is not None else 0, content


def refused(c: Client, method: str, path: Path | str) -> dict:
    with pytest.raises(CallError) as info:
        c.call(method, {"path": str(path)})
    err = info.value.error
    assert err["code"] == -32602 and "\n" not in err["message"], err
    return err


@pytest.mark.parametrize("method", METHODS)
def test_the_homes_own_files_are_refused(daemon: DaemonProc, method: str) -> None:
    with Client(daemon.socket) as c:
        c.call("memory.add", {"type": "preference", "summary": "User prefers jasmine tea"})
        c.call("dashboard.link")  # the token file exists from start-up
        files = control_files(daemon)
        for name, path in files.items():
            assert path.exists() or path.is_socket(), name
            if name in ("db", "wal", "shm", "log"):  # they change by themselves
                before = path.lstat().st_ino
            else:
                before = snapshot(path)
            err = refused(c, method, path)
            assert "mercuryd's own" in err["message"], (name, err)
            after = path.lstat().st_ino if name in ("db", "wal", "shm", "log") else snapshot(path)
            assert after == before, name
        # Under the home's state directories too, through a symlinked parent as well.
        link = daemon.home.parent / "homelink"
        link.symlink_to(daemon.home)
        refused(c, method, link / "mercuryd.lock")
        refused(c, method, daemon.home / "logs" / "new.jsonl")
        # Still one daemon, still reachable, and a second one is still refused.
        assert c.call("brain.status")["counts"]["durable"] == 1
    second = subprocess.run(daemon.proc.args, env=daemon.env, capture_output=True, text=True, timeout=30)
    assert second.returncode == 1 and "already running" in second.stderr


@pytest.mark.parametrize("method", METHODS)
def test_an_existing_target_that_is_not_a_regular_file_is_refused(
    daemon: DaemonProc, method: str, tmp_path: Path
) -> None:
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    real = tmp_path / "real.txt"
    real.write_text("keep me")
    symlink = tmp_path / "link"
    symlink.symlink_to(real)
    dangling = tmp_path / "dangling"
    dangling.symlink_to(tmp_path / "nowhere")
    device = tmp_path / "null"
    if os.getuid() == 0:
        os.mknod(device, 0o600 | stat.S_IFCHR, os.makedev(1, 3))
    with Client(daemon.socket) as c:
        for path in (fifo, symlink, dangling, tmp_path, *( [device] if device.exists() else [])):
            before = path.lstat()
            err = refused(c, method, path)
            assert "not a regular file" in err["message"], (path, err)
            after = path.lstat()
            assert (after.st_ino, after.st_mode) == (before.st_ino, before.st_mode), path
        assert real.read_text() == "keep me"
        assert not (tmp_path / "nowhere").exists()
        assert not [p for p in tmp_path.iterdir() if p.name.startswith(".") and p.name.endswith(".tmp")]
        # /dev/null itself (as root this would replace the system's node).
        null = os.stat("/dev/null")
        refused(c, method, "/dev/null")
        assert os.stat("/dev/null").st_ino == null.st_ino and stat.S_ISCHR(os.stat("/dev/null").st_mode)


@pytest.mark.parametrize("method", METHODS)
def test_a_regular_target_is_replaced_whole(daemon: DaemonProc, method: str, tmp_path: Path) -> None:
    target = tmp_path / "out"
    target.write_text("old")
    with Client(daemon.socket) as c:
        c.call("memory.add", {"type": "preference", "summary": "User prefers jasmine tea"})
        assert c.call(method, {"path": str(target)})["count"] == 1
    assert target.read_bytes() != b"old" and stat.S_IMODE(target.stat().st_mode) == 0o600


@pytest.mark.parametrize("method", METHODS)
def test_read_only_and_full_filesystems_are_one_sentence(daemon: DaemonProc, method: str, tmp_path: Path) -> None:
    from tests.test_faults import _mount_tmpfs, _umount

    ro, full = tmp_path / "ro", tmp_path / "full"
    _mount_tmpfs(ro, "size=1m,ro")
    _mount_tmpfs(full, "size=64k")
    try:
        with Client(daemon.socket) as c:
            for i in range(200):
                c.call("memory.add", {"type": "episode", "summary": f"User hiked ridge number {i} " + "far " * 40})
            err = refused(c, method, ro / "out")
            assert "read-only" in err["message"].lower(), err
            with pytest.raises(CallError) as info:
                c.call(method, {"path": str(full / "out")})
            assert info.value.code == -32006 and "no space left" in info.value.error["message"], info.value.error
            assert list(full.iterdir()) == []  # the temporary file is gone too
            assert c.call("brain.status")["enabled"] is True
    finally:
        _umount(ro)
        _umount(full)
