"""What mercuryctl says about the daemon and its dashboard when something is off.

The probe: "mercuryd is not running" when it was only busy or stopped (SIGSTOP), and
``mercuryctl status`` left out the dashboard line when the dashboard was down instead
of saying so.
"""

from __future__ import annotations

import fcntl
import os
import signal
import socket
import subprocess
import sys
from pathlib import Path

from tests.conftest import DaemonProc, child_env


def test_status_says_the_dashboard_is_down_and_why(daemon_factory) -> None:
    d: DaemonProc = daemon_factory()
    d.home.mkdir(parents=True, exist_ok=True, mode=0o700)
    (d.home / "mercury.yaml").write_text("dashboard: {enabled: false}\n")
    d.start()
    r = d.ctl("status")
    assert r.returncode == 0
    assert "dashboard: not running (disabled in mercury.yaml" in r.stdout, r.stdout
    assert d.call("brain.status")["dashboard_error"].startswith("disabled")


def test_status_says_when_the_dashboard_port_is_taken(daemon_factory) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        d: DaemonProc = daemon_factory()
        d.home.mkdir(parents=True, exist_ok=True, mode=0o700)
        (d.home / "mercury.yaml").write_text(f"dashboard: {{port: {port}}}\n")
        d.start()
        out = d.ctl("status").stdout
        assert f"dashboard: not running (cannot listen on 127.0.0.1:{port}" in out, out
    d.stop()


def test_status_shows_the_dashboard_when_it_runs(daemon: DaemonProc) -> None:
    assert "dashboard: http://127.0.0.1:" in daemon.ctl("status").stdout


def test_a_stopped_daemon_is_not_called_not_running(daemon: DaemonProc) -> None:
    assert daemon.proc is not None
    pid = daemon.proc.pid
    os.kill(pid, signal.SIGSTOP)
    try:
        r = daemon.ctl("status", "--timeout", "1")
        assert r.returncode == 3
        assert "not running" not in r.stderr and "stopped" in r.stderr and f"kill -CONT {pid}" in r.stderr, r.stderr
        hook = daemon.ctl("hook", "pre-message", "--timeout", "1", "tea?")
        assert hook.returncode == 0 and hook.stdout == "" and "stopped" in hook.stderr
    finally:
        os.kill(pid, signal.SIGCONT)
    assert daemon.ctl("status").returncode == 0


def test_a_busy_daemon_is_not_called_not_running(short_tmp: Path) -> None:
    """A daemon that holds its home's lock and accepts but does not answer in time."""
    home = short_tmp / "home"
    home.mkdir()
    sock_path = short_tmp / "d.sock"
    lock = os.open(home / "mercuryd.lock", os.O_RDWR | os.O_CREAT, 0o600)
    fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    os.write(lock, f"{os.getpid()}\n".encode())
    server = socket.socket(socket.AF_UNIX)
    server.bind(str(sock_path))
    server.listen()
    try:
        r = subprocess.run([sys.executable, "-m", "mercuryctl", "status", "--timeout", "1"],
                           env=child_env(home, sock_path), capture_output=True, text=True, timeout=30)
        assert r.returncode == 3
        assert "not running" not in r.stderr and "did not answer within 1 s" in r.stderr, r.stderr
    finally:
        server.close()
        os.close(lock)


def test_no_daemon_at_all_is_not_running(short_tmp: Path) -> None:
    home = short_tmp / "home"
    home.mkdir()
    (home / "mercuryd.lock").write_text("123456\n")  # left by a daemon that was killed
    r = subprocess.run([sys.executable, "-m", "mercuryctl", "status"], env=child_env(home, short_tmp / "d.sock"),
                       capture_output=True, text=True, timeout=30)
    assert r.returncode == 3 and "mercuryd is not running" in r.stderr and "start it" in r.stderr
