"""Access and privacy: other users, modes, logs, and hard-deleted text leaving no trace."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from tests.conftest import DaemonProc
from tests.rpcclient import Client

NOBODY = 65534

PROBE = textwrap.dedent("""
    import json, socket, sys
    s = socket.socket(socket.AF_UNIX)
    s.settimeout(5)
    try:
        s.connect(sys.argv[1])
    except OSError as exc:
        print(json.dumps({"connect": exc.__class__.__name__}))
        sys.exit(0)
    data = b""
    try:
        s.sendall(b'{"jsonrpc":"2.0","id":1,"method":"memory.list","params":{}}\\n')
        while chunk := s.recv(65536):
            data += chunk
    except OSError as exc:
        print(json.dumps({"connect": "ok", "recv": exc.__class__.__name__}))
        sys.exit(0)
    print(json.dumps({"connect": "ok", "answer": data.decode(errors="replace")}))
""")


def as_nobody(sock: Path) -> dict:
    if os.getuid() != 0:
        pytest.skip("needs root to run a client as another uid")
    # Our interpreter may live where nobody cannot read (a venv under /root): the probe
    # is stdlib only, so any Python 3 that uid can run will do.
    for exe in (sys.executable, "/usr/bin/python3", "/usr/local/bin/python3"):
        try:
            r = subprocess.run([exe, "-I", "-c", PROBE, str(sock)], user=NOBODY, group=NOBODY,
                               extra_groups=[], cwd="/", capture_output=True, text=True, timeout=30)
        except (PermissionError, FileNotFoundError):
            continue
        break
    else:
        pytest.skip(f"no Python interpreter that uid {NOBODY} may run")
    assert r.returncode == 0, r.stderr
    return json.loads(r.stdout)


def test_other_uid_cannot_use_the_socket(daemon: DaemonProc) -> None:
    daemon.call("memory.add", {"type": "identity", "summary": "User's bank PIN hint is heron"})
    assert stat.S_IMODE(os.stat(daemon.socket.parent).st_mode) == 0o700
    assert stat.S_IMODE(os.stat(daemon.socket).st_mode) == 0o600
    got = as_nobody(daemon.socket)
    assert got == {"connect": "PermissionError"}


def test_peer_uid_check_refuses_other_uid_even_with_open_modes(daemon: DaemonProc) -> None:
    """Loosen every mode on the way to the socket: the SO_PEERCRED check alone must refuse."""
    daemon.call("memory.add", {"type": "identity", "summary": "User's bank PIN hint is heron"})
    for p in (daemon.socket.parent.parent, daemon.socket.parent):
        p.chmod(0o755)
    daemon.socket.chmod(0o777)
    got = as_nobody(daemon.socket)
    assert got["connect"] == "ok"
    assert got.get("answer", "") == "" and "heron" not in json.dumps(got)
    assert daemon.call("brain.status")["enabled"] is True  # the owner still gets in
    daemon.stop()
    log = (daemon.home / "logs" / "mercuryd.log").read_text()
    refused = [json.loads(x) for x in log.splitlines() if "refused peer" in x]
    assert refused and refused[0]["uid"] == NOBODY


def test_log_at_info_carries_no_memory_text(daemon: DaemonProc, tmp_path: Path) -> None:
    secret = "Zanzibarian"
    with Client(daemon.socket) as c:
        m = c.call("memory.add", {"type": "preference", "summary": f"User loves {secret} spice",
                                  "persons": [f"{secret}Friend"]})
        c.call("memory.update", {"id": m["id"], "summary": f"User adores {secret} spice"})
        c.call("brain.recall", {"query": f"{secret} spice"})
        c.call("memory.search", {"q": secret})
        c.call("brain.ingest", {"messages": [{"role": "user", "content": f"I usually cook {secret} stew."}],
                                "conversation_id": secret, "channel": secret})
        c.call("brain.export", {"path": str(tmp_path / "e.jsonl")})
        c.call("brain.import", {"path": str(tmp_path / "e.jsonl")})
        for bad in ({"q": secret, "limit": "x"}, {"q": secret, secret: 1}):
            try:
                c.call("memory.search", bad)
            except Exception:
                pass
    daemon.stop()
    log = (daemon.home / "logs" / "mercuryd.log").read_text()
    assert log.count('"request"') >= 9
    assert secret.casefold() not in log.casefold()


def _files(db: Path) -> list[Path]:
    return [p for p in (db, Path(f"{db}-wal"), Path(f"{db}-shm")) if p.exists()]


def _leaks(db: Path, needles: list[bytes]) -> list[str]:
    found = []
    for p in _files(db):
        data = p.read_bytes()
        found += [f"{n!r} in {p.name}" for n in needles if n in data]
    return found


def test_hard_deleted_text_is_gone_from_the_files(daemon: DaemonProc) -> None:
    db = daemon.home / "memory" / "second-brain" / "second-brain.db"
    with Client(daemon.socket) as c:
        for i in range(30):
            c.call("memory.add", {"type": "episode", "summary": f"User hiked ridge number {i}"})
        secret = c.call("memory.add", {"type": "relationship",
                                       "summary": "User confided quokkaphobia to Wilhelmina"})
        c.call("memory.update", {"id": secret["id"], "summary": "User confided quokkaphobia to Wilhelmina twice"})
        for i in range(30):
            c.call("memory.add", {"type": "episode", "summary": f"User swam lake number {i}"})
        needles = [b"quokkaphobia", b"quokkaphobi", b"Wilhelmina", b"wilhelmina"]
        assert _leaks(db, needles), "the test cannot see the text before the delete"
        assert c.call("memory.dismiss", {"id": secret["id"], "hard": True})["action"] == "deleted"
        time.sleep(0.1)
        leaks = _leaks(db, needles)
        assert leaks == [], leaks  # while the daemon still runs
        assert c.call("memory.search", {"q": "hiked ridge"})["items"]
    daemon.stop()
    assert _leaks(db, needles) == []
