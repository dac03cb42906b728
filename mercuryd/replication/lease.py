"""One writer per replica: the ``mercury-writer.json`` object at the replica's top.

Litestream has no lock of its own: two devices replicating into one path would
interleave their files and leave a replica that restores neither. Each mercuryd that
replicates writes who it is (a random id kept in its home, the host, the home, the
database) and refreshes the time every :data:`HEARTBEAT` seconds. A daemon that finds
another writer's fresh object refuses to replicate and says which one it is; an object
older than :data:`STALE` (a device that died without releasing it) is taken over with a
warning. A clean stop marks the object released.
"""

from __future__ import annotations

import json
import os
import socket
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from mercuryd.replication.remote import Remote

KEY = "mercury-writer.json"
# Seconds between refreshes (and checks); tests shorten it through the environment.
HEARTBEAT = float(os.environ.get("MERCURY_REPLICATION_HEARTBEAT") or 60.0)
STALE = 600.0  # a writer silent this long is gone


@dataclass(frozen=True)
class Writer:
    """Who replicates (or replicated) into a replica."""

    id: str
    host: str
    home: str
    db: str
    pid: int
    heartbeat: float  # epoch seconds
    released: bool = False

    def describe(self) -> str:
        seen = datetime.fromtimestamp(self.heartbeat, UTC).isoformat(timespec="seconds").replace("+00:00", "Z")
        return f"mercuryd on {self.host} (home {self.home}, pid {self.pid}), last seen {seen}"


class WriterConflict(Exception):
    """Another device replicates into this replica (the message names it)."""

    def __init__(self, other: Writer, url: str | None) -> None:
        super().__init__(
            f"another device replicates to {url}: {other.describe()}; stop replication there "
            f"(or wait until it has been silent for {int(STALE // 60)} minutes) — not "
            "replicating from here meanwhile"
        )
        self.other = other


def writer_id(home: Path) -> str:
    """This home's writer id (made once, kept in ``<home>/replication/writer-id``)."""
    path = home / "replication" / "writer-id"
    try:
        value = path.read_text().strip()
        if value:
            return value
    except OSError:
        pass
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    value = uuid.uuid4().hex
    path.write_text(value + "\n")
    return value


def me(home: Path, db: Path, now: float) -> Writer:
    return Writer(id=writer_id(home), host=socket.gethostname(), home=str(home), db=str(db),
                  pid=os.getpid(), heartbeat=now)


def read(remote: Remote) -> Writer | None:
    raw = remote.read(KEY)
    if raw is None:
        return None
    try:
        data = json.loads(raw)
        return Writer(id=str(data["id"]), host=str(data["host"]), home=str(data["home"]),
                      db=str(data["db"]), pid=int(data["pid"]), heartbeat=float(data["heartbeat"]),
                      released=bool(data.get("released", False)))
    except (ValueError, KeyError, TypeError):
        return None  # unreadable: treated as absent (and overwritten)


def claim(remote: Remote, mine: Writer, url: str | None, now: float) -> Writer | None:
    """Write ``mine`` unless another writer holds the replica.

    Returns the previous holder when it was taken over (stale), else None.

    Raises:
        WriterConflict: another writer refreshed the object less than STALE ago.
    """
    other = read(remote)
    taken_over = None
    if other is not None and not other.released and (other.id, other.host) != (mine.id, mine.host):
        if now - other.heartbeat < STALE:
            raise WriterConflict(other, url)
        taken_over = other
    _write(remote, mine)
    return taken_over


def release(remote: Remote, mine: Writer) -> None:
    """Mark the object released, if it is still ours."""
    other = read(remote)
    if other is None or (other.id, other.host) == (mine.id, mine.host):
        _write(remote, Writer(**{**mine.__dict__, "released": True}))


def _write(remote: Remote, w: Writer) -> None:
    remote.write(KEY, (json.dumps(w.__dict__, indent=1) + "\n").encode())
