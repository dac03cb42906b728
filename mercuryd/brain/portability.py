"""Backups and portability: online backup, JSONL export, and the export format.

``backup`` copies the live database with SQLite's online backup API on a reader
connection, so writes go on while it runs. ``export`` writes every memory, person,
link and summary as JSON lines with all their fields and provenance (ids, times as Unix
epoch seconds, source, superseded links, scope/prior_scope/reason, structure), read in
one snapshot. :mod:`mercuryd.brain.importer` reads such a file back.

A target is written to a new temporary file beside it (``O_EXCL``, ``O_NOFOLLOW``,
mode 0600) and renamed into place, so a crash never leaves half a backup under the
requested name, and nothing is ever written *through* the path: the daemon's own files
(lock, socket, token, config, database, logs…) are refused, and so is an existing
target that is not a regular file (a device, a FIFO, a symbolic link, a directory).
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import re
import secrets
import stat
from collections.abc import Iterator
from pathlib import Path
from typing import Annotated, Any, Literal

import apsw
import msgspec
from msgspec import Meta, Struct, field

from mercuryd import wire
from mercuryd.errors import InvalidParams, StorageError
from mercuryd.store.db import Store
from mercuryd.store.migrations import MIGRATIONS

FORMAT: Literal["mercury-export"] = "mercury-export"
FORMAT_VERSION = 1

# Every bound below is one the write path keeps; the import refuses what breaks one.
Unit = Annotated[float, Meta(ge=0.0, le=1.0)]
# Epoch seconds from 1970 to the end of year 9999: what a datetime can show.
Time = Annotated[float, Meta(ge=0.0, le=253_402_300_799.0)]
Id = wire.Id
Count = Annotated[int, Meta(ge=0, le=2**63 - 1)]
Short = Annotated[str, Meta(max_length=500)]


class Header(Struct, tag="header", tag_field="kind", kw_only=True, forbid_unknown_fields=True):
    format: Literal["mercury-export"] = FORMAT
    version: Annotated[int, Meta(ge=1, le=1000)] = FORMAT_VERSION
    schema: Annotated[list[Short], Meta(max_length=1000)] = field(default_factory=list)
    exported_at: Time = 0.0
    memories: Count = 0
    persons: Count = 0


class PersonRecord(Struct, tag="person", tag_field="kind", kw_only=True, forbid_unknown_fields=True):
    id: Id
    name: Annotated[str, Meta(min_length=1, max_length=200)]
    name_norm: Annotated[str, Meta(max_length=200)] = ""  # recomputed from the name
    aliases: Annotated[list[Short], Meta(max_length=100)] = field(default_factory=list)
    relation: Short | None = None
    first_seen: Time
    last_seen: Time


class LinkRecord(Struct, kw_only=True, forbid_unknown_fields=True):
    person_id: Id
    relation: Short | None = None


class RecordSource(Struct, kw_only=True, forbid_unknown_fields=True):
    """Provenance as the write path stores it: these three fields and nothing else."""

    channel: Annotated[str, Meta(max_length=1000)] | None = None
    conversation_id: Annotated[str, Meta(max_length=1000)] | None = None
    refs: Annotated[list[Annotated[str, Meta(max_length=2000)]], Meta(max_length=10_000)] = field(
        default_factory=list)


class MemoryRecord(Struct, tag="memory", tag_field="kind", kw_only=True, forbid_unknown_fields=True):
    id: Id
    type: wire.MemoryType
    summary: Annotated[str, Meta(min_length=1, max_length=4000)]  # trimmed to 1-500
    norm: Annotated[str, Meta(max_length=4000)] = ""  # recomputed from the summary
    scope: wire.Scope
    prior_scope: wire.ConsciousScope | None = None
    evidence: wire.Evidence
    confidence: Unit
    base_confidence: Unit
    decay_from: Time
    importance: Unit
    durability: Unit
    reinforcements: Count = 0
    created_at: Time
    updated_at: Time
    last_referenced_at: Time
    source: RecordSource = field(default_factory=lambda: RecordSource())
    subject: Short | None = None
    attribute: Short | None = None
    value: Short | None = None
    polarity: Literal[1, -1] = 1
    superseded_by: Id | None = None
    reason: wire.Reason | None = None
    dismissed: Literal[0, 1] = 0
    stale: Literal[0, 1] = 0
    stated_at: Time | None = None  # when the user said it (the message's time), if known
    takes_effect: Time | None = None  # a plan: when it becomes the attribute's value
    persons: Annotated[list[LinkRecord], Meta(max_length=1000)] = field(default_factory=list)


class SummaryRecord(Struct, tag="summary", tag_field="kind", kw_only=True, forbid_unknown_fields=True):
    name: Literal["profile", "active_state"]
    text: Annotated[str, Meta(max_length=4000)]
    generated_at: Time
    memory_ids: Annotated[list[Id], Meta(max_length=10_000)] = field(default_factory=list)


Record = Header | PersonRecord | MemoryRecord | SummaryRecord

_encoder = msgspec.json.Encoder()


def absolute(path: str) -> Path:
    """An absolute path (the daemon's working directory is not the client's)."""
    target = Path(path)
    if not target.is_absolute():
        raise InvalidParams("path must be absolute - at `$.path`")
    return target


# ---------------------------------------------------------------- safe targets


class OwnPaths(Struct, frozen=True, kw_only=True):
    """The daemon's own files and state directories: never a backup or export target."""

    files: dict[str, str] = field(default_factory=dict)  # path -> what it is
    dirs: dict[str, str] = field(default_factory=dict)

    @classmethod
    def for_home(cls, home: Path, socket: Path | None, db: Path | None) -> OwnPaths:
        files = {
            home / "mercuryd.lock": "lock file", home / "dashboard.token": "dashboard token",
            home / "dashboard.session": "dashboard session secret", home / "mercury.yaml": "configuration",
            home / "memory" / "facts.jsonl": "basic-mode fact file",
        }
        if socket is not None:
            files[socket] = "socket"
        dirs = {home / "logs": "log directory", home / "run": "runtime directory",
                home / "memory": "data directory", home / "hooks": "hook state directory",
                home / "replication": "replication directory"}
        own = cls(files={str(k): v for k, v in files.items()}, dirs={str(k): v for k, v in dirs.items()})
        return own.with_database(db) if db is not None else own

    def with_database(self, db: Path) -> OwnPaths:
        files = dict(self.files)
        for suffix, what in (("", "database"), ("-wal", "database's write-ahead log"),
                             ("-shm", "database's shared memory"), ("-journal", "database's journal")):
            files[f"{db}{suffix}"] = what
        return OwnPaths(files=files, dirs=dict(self.dirs))

    def owner_of(self, final: Path) -> str | None:
        """What of ours ``final`` (a resolved path) is, or None."""
        for raw, what in self.files.items():
            if _resolve(Path(raw)) == final:
                return what
        for raw, what in self.dirs.items():
            d = _resolve(Path(raw))
            if final == d or d in final.parents:
                return what
        return None


def _resolve(path: Path) -> Path:
    """The real path of ``path``'s directory, joined with its own name (not followed)."""
    return Path(os.path.realpath(path.parent)) / path.name


def _kind(mode: int) -> str:
    for test, name in ((stat.S_ISLNK, "a symbolic link"), (stat.S_ISFIFO, "a FIFO"),
                       (stat.S_ISCHR, "a character device"), (stat.S_ISBLK, "a block device"),
                       (stat.S_ISDIR, "a directory"), (stat.S_ISSOCK, "a socket")):
        if test(mode):
            return name
    return "not a plain file"


def writable_target(path: str, own: OwnPaths) -> tuple[Path, tuple[int, int] | None]:
    """The resolved target and the (device, inode) of the regular file it replaces, if any.

    Raises:
        InvalidParams: the path is relative, one of ours, or names something that is not
            a regular file.
    """
    target = absolute(path)
    if target.name in ("", ".", ".."):
        raise InvalidParams(f"{target} is a directory; name a file - at `$.path`")
    final = _resolve(target)
    what = own.owner_of(final)
    if what is not None:
        raise InvalidParams(f"{target} is mercuryd's own {what}; choose a path outside its files - at `$.path`")
    try:
        st = os.lstat(final)
    except FileNotFoundError:
        return final, None
    except OSError as exc:
        raise InvalidParams(f"cannot write {target}: {exc.strerror or exc} - at `$.path`") from None
    if not stat.S_ISREG(st.st_mode):
        raise InvalidParams(f"{target} exists and is not a regular file ({_kind(st.st_mode)}); "
                            "choose a new file name - at `$.path`")
    return final, (st.st_dev, st.st_ino)


def _write_error(target: Path, exc: BaseException) -> InvalidParams | StorageError:
    """One sentence for a target that cannot be written: full disk, read-only, no access."""
    if isinstance(exc, apsw.FullError) or getattr(exc, "errno", None) in (errno.ENOSPC, errno.EDQUOT):
        return StorageError(f"no space left to write {target}: nothing was written; free some space and retry")
    if isinstance(exc, OSError):
        return InvalidParams(f"cannot write {target}: {exc.strerror or exc} - at `$.path`")
    if isinstance(exc, apsw.ReadOnlyError):
        return InvalidParams(f"cannot write {target}: read-only file system - at `$.path`")
    return InvalidParams(f"cannot write {target}: {exc.__class__.__name__} - at `$.path`")


@contextlib.contextmanager
def atomic(final: Path, replaces: tuple[int, int] | None) -> Iterator[tuple[Path, int]]:
    """A new file beside ``final`` (an open descriptor and its path), renamed into place
    on success; removed on failure. The rename happens only if ``final`` is still what
    :func:`writable_target` saw (absent, or the same regular file)."""
    _remove_stale_temporaries(final)
    tmp = final.with_name(f".{final.name}.{os.getpid()}.{secrets.token_hex(4)}.tmp")
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC
    try:
        fd = os.open(tmp, flags, 0o600)
    except OSError as exc:
        raise _write_error(final, exc) from None
    try:
        try:
            yield tmp, fd
            os.fsync(fd)
        finally:
            os.close(fd)
        try:
            st = os.lstat(final)
            now: tuple[int, int] | None = (st.st_dev, st.st_ino) if stat.S_ISREG(st.st_mode) else (-1, -1)
        except FileNotFoundError:
            now = None
        if now != replaces and now is not None:
            raise InvalidParams(f"{final} changed while it was being written; nothing was replaced - at `$.path`")
        os.replace(tmp, final)
        _sync_dir(final.parent)
    except (OSError, apsw.Error) as exc:
        raise _write_error(final, exc) from None
    finally:
        with contextlib.suppress(OSError):
            os.unlink(tmp)


def _remove_stale_temporaries(final: Path) -> None:
    """Remove what a daemon killed while writing ``final`` left beside it: the hidden
    ``.NAME.PID.XXXXXXXX.tmp`` (a part of every memory) and SQLite's ``-journal`` of a
    backup, when that PID is no longer running and the file is ours and regular."""
    pattern = re.compile(rf"\.{re.escape(final.name)}\.(\d+)\.[0-9a-f]{{8}}\.tmp(-journal)?")
    try:
        names = os.listdir(final.parent)
    except OSError:
        return
    for name in names:
        m = pattern.fullmatch(name)
        if m is None or _running(int(m.group(1))):
            continue
        path = final.parent / name
        with contextlib.suppress(OSError):
            st = os.lstat(path)
            if stat.S_ISREG(st.st_mode) and st.st_uid == os.getuid():
                os.unlink(path)


def _running(pid: int) -> bool:
    if pid == os.getpid():
        return True  # another export of ours may be writing it now
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError):
        return True
    return True


def _sync_dir(directory: Path) -> None:
    with contextlib.suppress(OSError):
        fd = os.open(directory, os.O_RDONLY | os.O_DIRECTORY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


# ---------------------------------------------------------------- backup


def backup(store: Store, path: str, own: OwnPaths) -> wire.PathResult:
    """Online backup of the live database to ``path`` (a complete SQLite file)."""
    final, replaces = writable_target(path, own)
    with atomic(final, replaces) as (tmp, _fd):
        store.backup_to(tmp)  # SQLite fills the empty file we created
        check = apsw.Connection(str(tmp), flags=apsw.SQLITE_OPEN_READONLY)
        try:
            value = check.execute("SELECT count(*) FROM memories").fetchall()[0][0]
        finally:
            check.close()
    assert isinstance(value, int)
    return wire.PathResult(path=str(final), count=value)


# ---------------------------------------------------------------- export


def export(store: Store, path: str, now: float, own: OwnPaths) -> wire.PathResult:
    """Every memory, person, link and summary as JSON lines, from one snapshot."""
    final, replaces = writable_target(path, own)
    count = 0
    with atomic(final, replaces) as (_tmp, fd), os.fdopen(os.dup(fd), "wb") as out, store.snapshot():
        persons = store.all_persons()
        links: dict[int, list[LinkRecord]] = {}
        for mid, pid, relation in store.all_links():
            links.setdefault(mid, []).append(LinkRecord(person_id=pid, relation=relation))
        header = Header(schema=[name for name, _ in MIGRATIONS], exported_at=now,
                        memories=store.memory_count(), persons=len(persons))
        out.write(_encoder.encode(header) + b"\n")
        for pid, name, name_norm, aliases, relation, first_seen, last_seen in persons:
            person = PersonRecord(id=pid, name=name, name_norm=name_norm, aliases=_json_list(aliases),
                                  relation=relation, first_seen=first_seen, last_seen=last_seen)
            out.write(_encoder.encode(person) + b"\n")
        for row in store.all_memories():
            src = row.source_dict
            refs = src.get("refs")
            memory = MemoryRecord(
                id=row.id, type=row.type, summary=row.summary, norm=row.norm,
                scope=row.scope, prior_scope=row.prior_scope, evidence=row.evidence,
                confidence=row.confidence, base_confidence=row.base_confidence, decay_from=row.decay_from,
                importance=row.importance, durability=row.durability, reinforcements=row.reinforcements,
                created_at=row.created_at, updated_at=row.updated_at,
                last_referenced_at=row.last_referenced_at,
                source=RecordSource(channel=_str(src.get("channel")),
                                    conversation_id=_str(src.get("conversation_id")),
                                    refs=[str(r) for r in refs] if isinstance(refs, list) else []),
                subject=row.subject, attribute=row.attribute, value=row.value,
                polarity=-1 if row.polarity < 0 else 1, superseded_by=row.superseded_by,
                reason=row.reason, dismissed=1 if row.dismissed else 0,
                stale=1 if row.stale else 0, stated_at=row.stated_at,
                takes_effect=row.takes_effect, persons=links.get(row.id, []),
            )
            out.write(_encoder.encode(memory) + b"\n")
            count += 1
        for kind, text, generated_at, memory_ids in store.all_summaries():
            summary = SummaryRecord(name=kind, text=text, generated_at=generated_at,  # type: ignore[arg-type]
                                    memory_ids=[int(i) for i in _json_list(memory_ids)])
            out.write(_encoder.encode(summary) + b"\n")
        out.flush()
    return wire.PathResult(path=str(final), count=count)


def _str(value: object) -> str | None:
    return None if value is None else str(value)


def _json_list(text: str) -> list[Any]:
    try:
        value = json.loads(text or "[]")
    except ValueError:
        return []
    return value if isinstance(value, list) else []
