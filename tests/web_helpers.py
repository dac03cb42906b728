"""Helpers shared by the dashboard tests: a real daemon with its dashboard, an httpx client."""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx

from tests.conftest import DaemonProc


class Web:
    """A running mercuryd (real process) and what a client needs to reach its dashboard."""

    def __init__(self, daemon: DaemonProc) -> None:
        self.daemon = daemon
        status = daemon.call("brain.status")
        assert status["dashboard_url"], daemon.stderr()
        self.url: str = status["dashboard_url"].rstrip("/")
        self.token = (daemon.home / "dashboard.token").read_text().strip()
        self.api = httpx.Client(base_url=self.url, headers={"Authorization": f"Bearer {self.token}"},
                                timeout=30)
        self.anon = httpx.Client(base_url=self.url, timeout=30)

    def add(self, summary: str, type: str = "preference", **extra: object) -> dict:
        r = self.api.post("/api/brain/memory", json={"type": type, "summary": summary, **extra})
        assert r.status_code == 201, r.text
        return r.json()

    def close(self) -> None:
        self.api.close()
        self.anon.close()


@contextmanager
def running_web(**env: str) -> Iterator[Web]:
    root = Path(tempfile.mkdtemp(prefix="mrw-", dir="/tmp"))
    root.chmod(0o700)
    d = DaemonProc(root, **env)
    try:
        d.start()
        web = Web(d)
        try:
            yield web
        finally:
            web.close()
    finally:
        d.stop()
        shutil.rmtree(root, ignore_errors=True)
