"""``mercuryctl restore URL [--as-of TIME] [--force]``: a replica back into a home.

Runs without a daemon (it refuses while one runs on the home: it takes the home's lock
itself, so none can start meanwhile). Litestream restores the replica's current
generation (``mercury-current.json``) into a temporary file beside the database; the
file is checked (``PRAGMA integrity_check``), counted, and only then moved into place.
An existing database is kept only with ``--force``, and then moved aside, never lost.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import shutil
import subprocess
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from mercuryd import paths
from mercuryd.replication.litestream import INSTALL_HINT, find_binary
from mercuryd.replication.remote import Remote, RemoteError, open_remote
from mercuryd.replication.supervisor import GENERATION_PREFIX, _read_pointer, child_env
from mercuryd.replication.url import check_url, child, redact


class RestoreError(Exception):
    """The restore could not be done; the message is one sentence for the user."""


@dataclass
class Counts:
    """What a restored database holds."""

    memories: int
    durable: int
    active: int
    subconscious: int
    persons: int
    newest_memory_at: str | None


@dataclass
class Restored:
    db: Path
    url: str
    generation: str
    as_of: str | None
    counts: Counts
    moved_aside: Path | None
    seconds: float


@contextlib.contextmanager
def home_lock(home: Path) -> Iterator[None]:
    """Hold the home's daemon lock (the one mercuryd takes), or refuse."""
    home.mkdir(parents=True, exist_ok=True, mode=0o700)
    fd = os.open(paths.lock_path(home), os.O_RDWR | os.O_CREAT, 0o600)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            pid = os.read(fd, 32).decode(errors="replace").strip() or "?"
            raise RestoreError(
                f"mercuryd (pid {pid}) is running on {home}; stop it first "
                "(`mercuryctl service uninstall` or end the process), then restore."
            ) from None
        try:
            yield
        finally:
            fcntl.flock(fd, fcntl.LOCK_UN)
    finally:
        os.close(fd)


def restore(url: str, home: Path, *, as_of: str | None = None, force: bool = False) -> Restored:
    """Restore the replica at ``url`` into ``home``'s database.

    Raises:
        RestoreError: a bad URL, a running daemon, an existing database without
            ``force``, no replica there, a failed or damaged restore.
    """
    problem = check_url(url)
    if problem is not None:
        raise RestoreError(f"the replica URL {problem}.")
    binary = find_binary()
    if binary is None:
        raise RestoreError(f"the litestream program is not installed; install it with {INSTALL_HINT}.")
    started = time.monotonic()
    db = paths.db_path(home)
    with home_lock(home):
        existing = [p for p in (db, Path(f"{db}-wal")) if p.exists() and p.stat().st_size > 0]
        if existing and not force:
            raise RestoreError(
                f"{db} already exists; pass --force to replace it (it is moved aside, not deleted)."
            )
        try:
            remote = open_remote(url)
        except RemoteError as exc:
            raise RestoreError(f"{exc}.") from None
        try:
            generations = _generations(remote)
            options = remote.replica_options() if generations else {}
        except RemoteError as exc:
            raise RestoreError(f"{exc}.") from None
        finally:
            remote.close()
        if not generations:
            raise RestoreError(f"no mercuryd replica at {redact(url)}.")
        db.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        tmp = db.with_name(db.name + ".restoring")
        _remove_db_files(tmp)
        errors: list[str] = []
        for generation in generations:
            replica = child(url, generation)
            proc = _litestream_restore(binary, replica, tmp, as_of, options)
            if proc.returncode == 0 and tmp.exists():
                break
            _remove_db_files(tmp)
            if as_of and generation == generations[0] and _after_last_change(binary, replica, tmp, as_of, options):
                # Nothing changed between the last upload and as_of: the latest state.
                proc = _litestream_restore(binary, replica, tmp, None, options)
                if proc.returncode == 0 and tmp.exists():
                    break
                _remove_db_files(tmp)
            errors.append(_last_line(proc.stderr or proc.stdout))
        else:
            if as_of and any("timestamp" in e for e in errors):
                raise RestoreError(
                    f"the replica at {redact(url)} holds nothing as old as {as_of} (it starts afresh "
                    "after a hard delete and when mercuryd first runs on a restored home; see "
                    "docs/replication.md)."
                )
            raise RestoreError(f"litestream could not restore {redact(url)}: {errors[0]}.")
        try:
            counts = _check_and_count(tmp)
        except RestoreError:
            _remove_db_files(tmp)  # a damaged copy is no use; the replica still has it
            raise
        moved = None
        if existing:
            moved = db.with_name(f"{db.name}.replaced-{datetime.now(UTC):%Y%m%dT%H%M%SZ}")
            # The old database with its -wal (after a crash, or while Litestream held the
            # checkpoints, the latest writes are only there) and rollback journal: the
            # copy kept aside must hold everything the daemon had acknowledged.
            for suffix in ("", "-wal", "-journal"):
                with contextlib.suppress(FileNotFoundError):
                    os.replace(f"{db}{suffix}", f"{moved}{suffix}")
            with contextlib.suppress(Exception):  # a damaged copy keeps its -wal beside it
                _settle(moved)
        _settle(tmp)
        _remove_db_files(db, keep_main=True)
        os.replace(tmp, db)
        os.chmod(db, 0o600)
        # This home's Litestream state belonged to the old database: the daemon starts
        # a new generation from the restored one.
        shutil.rmtree(home / "replication" / "litestream", ignore_errors=True)
        with contextlib.suppress(OSError):
            (home / "replication" / "state.json").unlink()
    return Restored(db=db, url=redact(url) or url, generation=generation, as_of=as_of, counts=counts,
                    moved_aside=moved, seconds=time.monotonic() - started)


def _litestream_restore(binary: str, replica_url: str, out: Path, as_of: str | None,
                        options: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """``litestream restore`` of one generation into ``out``."""
    args = ["restore", "-o", str(out)]
    if as_of:
        args += ["-timestamp", as_of]
    return _litestream(binary, args, replica_url, out, options)


def _after_last_change(binary: str, replica_url: str, out: Path, as_of: str, options: dict[str, str]) -> bool:
    """Whether ``as_of`` is at least a second after every file of the generation.

    Litestream 0.5.17 refuses a ``-timestamp`` later than the newest file of a replica
    ("timestamp does not exist"), though the state then is simply the latest one: a
    restore ``--as-of`` last night of a replica last written to in the evening failed.
    (Its file times are whole seconds: a second's margin.)
    """
    proc = _litestream(binary, ["ltx", "-level", "all", "-json"], replica_url, out, options)
    if proc.returncode != 0:
        return False
    try:
        files = json.loads(proc.stdout)
        newest = max(_utc(str(f["timestamp"])) for f in files)
        return _utc(as_of) >= newest + timedelta(seconds=1)
    except (ValueError, KeyError, TypeError):
        return False


def _utc(text: str) -> datetime:
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


def _litestream(binary: str, args: list[str], replica_url: str, out: Path,
                options: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """Run ``litestream ARGS`` on the replica at ``replica_url``.

    A replica that needs settings beyond its URL (SFTP: the key file and the host key)
    is named through a config file (0600, beside ``out``, removed after) whose database
    is ``out``, as Litestream takes those only from a config.
    """
    cmd = [binary, *args]
    if not options:
        return subprocess.run([*cmd, replica_url], capture_output=True, text=True, timeout=3600,
                              env=child_env())
    config = {"dbs": [{"path": str(out), "replica": {"url": replica_url, **options}}]}
    fd, path = tempfile.mkstemp(dir=out.parent, prefix=".restore-", suffix=".yml")
    try:
        with os.fdopen(fd, "w") as f:
            f.write(json.dumps(config, indent=2) + "\n")
        return subprocess.run([*cmd, "-no-expand-env", "-config", path, str(out)], capture_output=True,
                              text=True, timeout=3600, env=child_env())
    finally:
        Path(path).unlink(missing_ok=True)


def _generations(remote: Remote) -> list[str]:
    """The replica's generations, the current one first, then newest to oldest."""
    names = [n for n in remote.children() if n.startswith(GENERATION_PREFIX)]
    current = _read_pointer(remote)
    ordered = sorted(names, reverse=True)
    if current in ordered:
        ordered.remove(current)
        ordered.insert(0, current)
    return ordered


def _check_and_count(db: Path) -> Counts:
    import apsw

    conn = apsw.Connection(str(db), flags=apsw.SQLITE_OPEN_READONLY)

    def one(sql: str) -> Any:
        return conn.execute(sql).fetchall()[0][0]

    try:
        check = [str(row[0]) for row in conn.execute("PRAGMA integrity_check")]
        if check != ["ok"]:
            raise RestoreError(f"the restored database failed its integrity check: {'; '.join(check[:3])}.")
        scopes: dict[str, int] = {str(scope): int(n) for scope, n in conn.execute(
            "SELECT scope, count(*) FROM memories WHERE superseded_by IS NULL GROUP BY scope")}
        memories = int(one("SELECT count(*) FROM memories"))
        persons = int(one("SELECT count(*) FROM persons"))
        newest = one("SELECT max(created_at) FROM memories")
    except apsw.Error as exc:
        raise RestoreError(f"the restored file is not a mercuryd database ({exc}).") from None
    finally:
        conn.close()
    when = (datetime.fromtimestamp(newest, UTC).isoformat(timespec="seconds").replace("+00:00", "Z")
            if newest is not None else None)
    return Counts(memories=memories, durable=scopes.get("durable", 0), active=scopes.get("active", 0),
                  subconscious=scopes.get("subconscious", 0), persons=persons, newest_memory_at=when)


def _settle(db: Path) -> None:
    """Fold whatever the restored copy holds in its WAL into the file and remove its
    side files: renamed alone, the file would leave them behind under the copy's name
    (Litestream creates them readable by all)."""
    import apsw

    conn = apsw.Connection(str(db))
    try:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
    finally:
        conn.close()
    _remove_db_files(db, keep_main=True)


def _remove_db_files(db: Path, *, keep_main: bool = False) -> None:
    for suffix in ("", "-wal", "-shm", "-journal", ".tmp", "-txid"):
        if keep_main and suffix == "":
            continue
        with contextlib.suppress(FileNotFoundError):
            Path(f"{db}{suffix}").unlink()


def _last_line(text: str) -> str:
    lines = [line.strip() for line in text.strip().splitlines() if line.strip()]
    last = lines[-1] if lines else "no output"
    return last.removeprefix("Error: ")
