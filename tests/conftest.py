"""Shared fixtures: a real store on a temp file, a fake clock, the real daemon process."""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from mercuryd.brain.service import Brain, FakeClock
from mercuryd.config import SecondBrain
from mercuryd.store.db import open_store

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture
def short_tmp() -> Iterator[Path]:
    """A short temp dir (Unix socket paths must stay under ~100 bytes)."""
    d = Path(tempfile.mkdtemp(prefix="mrc-", dir="/tmp"))
    d.chmod(0o700)
    yield d
    shutil.rmtree(d, ignore_errors=True)


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def store(tmp_path: Path):
    s = open_store(tmp_path / "second-brain.db")
    yield s
    s.close()


@pytest.fixture
def brain(store, clock) -> Brain:
    return Brain(store, clock, SecondBrain())


def child_env(home: Path, sock: Path, **extra: str) -> dict[str, str]:
    env = dict(os.environ)
    env.pop("XDG_RUNTIME_DIR", None)
    env.update(MERCURY_HOME=str(home), MERCURY_SOCKET=str(sock))
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO), env.get("PYTHONPATH")]))
    env.update(extra)
    return env


class DaemonProc:
    """The real ``mercuryd`` process on a temp home and socket."""

    def __init__(self, root: Path, **env: str) -> None:
        self.home = root / "home"
        self.socket = root / "run" / "d.sock"
        self.env = child_env(self.home, self.socket, **env)
        self.proc: subprocess.Popen[bytes] | None = None
        self.stderr_path = root / "mercuryd.stderr"

    def start(self, *args: str, wait: bool = True) -> DaemonProc:
        config = self.home / "mercury.yaml"
        if not config.exists():  # any free port: parallel test daemons must not fight over 7420
            self.home.mkdir(parents=True, exist_ok=True, mode=0o700)
            config.write_text("dashboard: {port: 0}\n")
        self._stderr = self.stderr_path.open("ab")
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "mercuryd", *args], env=self.env,
            stdout=subprocess.DEVNULL, stderr=self._stderr,
        )
        if wait:
            self.wait_ready()
        return self

    def wait_ready(self, timeout: float = 15.0) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc is not None and self.proc.poll() is not None:
                raise RuntimeError(f"mercuryd exited {self.proc.returncode}: {self.stderr()}")
            try:
                with socket.socket(socket.AF_UNIX) as s:
                    s.connect(str(self.socket))
                return
            except OSError:
                time.sleep(0.02)
        raise TimeoutError(f"mercuryd did not start: {self.stderr()}")

    def stderr(self) -> str:
        return self.stderr_path.read_text(errors="replace") if self.stderr_path.exists() else ""

    def stop(self, sig: int = signal.SIGTERM, timeout: float = 15.0) -> int | None:
        if self.proc is None:
            return None
        if self.proc.poll() is None:
            self.proc.send_signal(sig)
            try:
                self.proc.wait(timeout)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        code = self.proc.returncode
        self.proc = None
        self._stderr.close()
        return code

    def kill(self) -> None:
        self.stop(signal.SIGKILL)

    def raw(self, payload: bytes, *, timeout: float = 10.0) -> list[Any]:
        """Send raw bytes; return every JSON line answered until the daemon goes quiet."""
        with socket.socket(socket.AF_UNIX) as s:
            s.settimeout(timeout)
            s.connect(str(self.socket))
            s.sendall(payload)
            s.shutdown(socket.SHUT_WR)
            data = b""
            while chunk := s.recv(65536):
                data += chunk
        return [json.loads(line) for line in data.splitlines() if line.strip()]

    def call(self, method: str, params: dict[str, Any] | None = None) -> Any:
        req = {"jsonrpc": "2.0", "id": 1, "method": method, "params": params or {}}
        [resp] = self.raw(json.dumps(req).encode() + b"\n")
        if "error" in resp:
            raise RuntimeError(resp["error"])
        return resp["result"]

    def ctl(self, *args: str, input: str | None = None, timeout: float = 30) -> subprocess.CompletedProcess[str]:
        """Run ``mercuryctl`` as a user would, against this daemon."""
        return subprocess.run(
            [sys.executable, "-m", "mercuryctl", *args], env=self.env, input=input,
            capture_output=True, text=True, timeout=timeout,
        )


@pytest.fixture
def daemon_factory(short_tmp: Path) -> Iterator[Any]:
    made: list[DaemonProc] = []

    def make(**env: str) -> DaemonProc:
        d = DaemonProc(short_tmp, **env)
        made.append(d)
        return d

    yield make
    for d in made:
        d.stop()


@pytest.fixture
def daemon(daemon_factory) -> DaemonProc:
    return daemon_factory().start()
