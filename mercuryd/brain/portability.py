"""Backups and portability: online backup, JSONL export and import.

``backup`` copies the live database with SQLite's online backup API on a reader
connection, so writes go on while it runs. ``export`` writes every memory, person,
link and summary as JSON lines with all their fields and provenance (ids, times as Unix
epoch seconds, source, superseded links, scope/prior_scope/reason, structure), read in
one snapshot. ``import_file`` reads such a file back in one transaction: a memory
already present (same ``created_at`` and normalised summary) is skipped, so importing
twice adds nothing; ids are kept where they are free and remapped otherwise.

Files are written to a temporary name in the target directory and renamed into place,
so a crash never leaves half a backup under the requested name.
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Annotated, Any, Literal

import apsw
import msgspec
from msgspec import Meta, Struct, field

from mercuryd import wire
from mercuryd.errors import InvalidParams
from mercuryd.store.db import MemoryRow, Store
from mercuryd.store.migrations import MIGRATIONS

FORMAT = "mercury-export"
FORMAT_VERSION = 1

Unit = Annotated[float, Meta(ge=0.0, le=1.0)]


class Header(Struct, tag="header", tag_field="kind", kw_only=True, forbid_unknown_fields=True):
    format: Literal["mercury-export"] = FORMAT
    version: int = FORMAT_VERSION
    schema: list[str] = field(default_factory=list)
    exported_at: float = 0.0
    memories: int = 0
    persons: int = 0


class PersonRecord(Struct, tag="person", tag_field="kind", kw_only=True, forbid_unknown_fields=True):
    id: Annotated[int, Meta(ge=1)]
    name: Annotated[str, Meta(min_length=1, max_length=200)]
    name_norm: Annotated[str, Meta(min_length=1, max_length=200)]
    aliases: list[str] = field(default_factory=list)
    relation: str | None = None
    first_seen: float
    last_seen: float


class LinkRecord(Struct, kw_only=True, forbid_unknown_fields=True):
    person_id: int
    relation: str | None = None


class MemoryRecord(Struct, tag="memory", tag_field="kind", kw_only=True, forbid_unknown_fields=True):
    id: Annotated[int, Meta(ge=1)]
    type: wire.MemoryType
    summary: Annotated[str, Meta(min_length=1, max_length=500)]
    norm: str
    scope: wire.Scope
    prior_scope: wire.ConsciousScope | None = None
    evidence: wire.Evidence
    confidence: Unit
    base_confidence: Unit
    decay_from: float
    importance: Unit
    durability: Unit
    reinforcements: Annotated[int, Meta(ge=0)] = 0
    created_at: float
    updated_at: float
    last_referenced_at: float
    source: dict[str, Any] = field(default_factory=dict)
    subject: str | None = None
    attribute: str | None = None
    value: str | None = None
    polarity: Literal[1, -1] = 1
    superseded_by: int | None = None
    reason: str | None = None
    dismissed: Literal[0, 1] = 0
    stale: Literal[0, 1] = 0
    stated_at: float | None = None
    persons: list[LinkRecord] = field(default_factory=list)


class SummaryRecord(Struct, tag="summary", tag_field="kind", kw_only=True, forbid_unknown_fields=True):
    name: Literal["profile", "active_state"]
    text: str
    generated_at: float
    memory_ids: list[int] = field(default_factory=list)


Record = Header | PersonRecord | MemoryRecord | SummaryRecord

_encoder = msgspec.json.Encoder()
_decoder = msgspec.json.Decoder(Record)


def _target(path: str) -> Path:
    """An absolute target path (the daemon's working directory is not the client's)."""
    target = Path(path)
    if not target.is_absolute():
        raise InvalidParams("path must be absolute - at `$.path`")
    return target


def _refuse_live_files(target: Path, store: Store) -> None:
    if store.path is None:
        return
    live = store.path.resolve()
    names = {live, Path(f"{live}-wal"), Path(f"{live}-shm"), Path(f"{live}-journal")}
    if target.resolve() in names:
        raise InvalidParams("path is the live database itself - at `$.path`")


@contextlib.contextmanager
def _atomic(target: Path) -> Iterator[Path]:
    """Yield a temporary path beside ``target``; rename it into place on success."""
    tmp = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    try:
        yield tmp
        os.chmod(tmp, 0o600)
        os.replace(tmp, target)
    except OSError as exc:
        raise InvalidParams(f"cannot write {target}: {exc.strerror or exc} - at `$.path`") from None
    finally:
        with contextlib.suppress(OSError):
            tmp.unlink()


# ---------------------------------------------------------------- backup


def backup(store: Store, path: str) -> wire.PathResult:
    """Online backup of the live database to ``path`` (a complete SQLite file)."""
    target = _target(path)
    _refuse_live_files(target, store)
    with _atomic(target) as tmp:
        with contextlib.suppress(OSError):
            tmp.unlink()
        store.backup_to(tmp)
    check = apsw.Connection(str(target), flags=apsw.SQLITE_OPEN_READONLY)
    try:
        count = check.execute("SELECT count(*) FROM memories").fetchall()[0][0]
    finally:
        check.close()
    return wire.PathResult(path=str(target), count=count)


# ---------------------------------------------------------------- export


def export(store: Store, path: str, now: float) -> wire.PathResult:
    """Every memory, person, link and summary as JSON lines, from one snapshot."""
    target = _target(path)
    _refuse_live_files(target, store)
    count = 0
    with _atomic(target) as tmp, tmp.open("wb") as out, store.snapshot():
        persons = store.all_persons()
        links: dict[int, list[LinkRecord]] = {}
        for mid, pid, relation in store.all_links():
            links.setdefault(mid, []).append(LinkRecord(person_id=pid, relation=relation))
        n_memories = store.memory_count()
        header = Header(schema=[name for name, _ in MIGRATIONS], exported_at=now,
                        memories=n_memories, persons=len(persons))
        out.write(_encoder.encode(header) + b"\n")
        for pid, name, name_norm, aliases, relation, first_seen, last_seen in persons:
            rec = PersonRecord(id=pid, name=name, name_norm=name_norm, aliases=_json_list(aliases),
                               relation=relation, first_seen=first_seen, last_seen=last_seen)
            out.write(_encoder.encode(rec) + b"\n")
        for row in store.all_memories():
            fields = {f: getattr(row, f) for f in row.__struct_fields__}
            fields["source"] = row.source_dict
            rec = MemoryRecord(**fields, persons=links.get(row.id, []))
            out.write(_encoder.encode(rec) + b"\n")
            count += 1
        for kind, text, generated_at, memory_ids in store.all_summaries():
            rec = SummaryRecord(name=kind, text=text, generated_at=generated_at,
                                memory_ids=_json_list(memory_ids))
            out.write(_encoder.encode(rec) + b"\n")
        out.flush()
        os.fsync(out.fileno())
    return wire.PathResult(path=str(target), count=count)


def _json_list(text: str) -> list:
    try:
        value = json.loads(text or "[]")
    except ValueError:
        return []
    return value if isinstance(value, list) else []


# ---------------------------------------------------------------- import


def read_records(target: Path) -> Iterator[tuple[int, Record]]:
    """Decode the file line by line; a bad line is an error naming its number."""
    try:
        fh = target.open("rb")
    except OSError as exc:
        raise InvalidParams(f"cannot read {target}: {exc.strerror or exc} - at `$.path`") from None
    with fh:
        for lineno, line in enumerate(fh, 1):
            if not line.strip():
                continue
            try:
                yield lineno, _decoder.decode(line)
            except (msgspec.DecodeError, UnicodeDecodeError) as exc:
                raise InvalidParams(f"{target} line {lineno} is not a valid export record: {exc}") from None


def import_file(store: Store, path: str) -> wire.PathResult:
    """Add the file's memories that the store lacks; all or nothing.

    Returns the number of memories added (0 when the file was imported before).
    """
    target = _target(path)
    memory_ids: dict[int, int] = {}  # id in the file -> id here
    person_ids: dict[int, int] = {}
    superseded: list[tuple[int, int]] = []  # (file id, file id of the winner)
    added = 0
    seen_header = False
    with store.transaction():
        for lineno, rec in read_records(target):
            if isinstance(rec, Header):
                if rec.version > FORMAT_VERSION:
                    raise InvalidParams(f"{target} is export format {rec.version}; this daemon reads {FORMAT_VERSION}")
                seen_header = True
                continue
            if not seen_header:
                raise InvalidParams(f"{target} line {lineno}: not a mercury export (no header line)")
            try:
                if isinstance(rec, PersonRecord):
                    person_ids[rec.id] = _import_person(store, rec)
                elif isinstance(rec, MemoryRecord):
                    new_id, fresh = _import_memory(store, rec, person_ids)
                    memory_ids[rec.id] = new_id
                    added += fresh
                    if fresh and rec.superseded_by is not None:
                        superseded.append((rec.id, rec.superseded_by))
                elif isinstance(rec, SummaryRecord) and store.get_summary(rec.name) is None:
                    ids = [memory_ids.get(i, i) for i in rec.memory_ids]
                    store.set_summary(rec.name, rec.text, rec.generated_at, ids)
            except apsw.ConstraintError as exc:
                raise InvalidParams(f"{target} line {lineno} breaks a rule of the store: {exc}") from None
        for loser, winner in superseded:
            if winner in memory_ids:
                store.update_memory(memory_ids[loser], superseded_by=memory_ids[winner])
    return wire.PathResult(path=str(target), count=added)


def _import_person(store: Store, rec: PersonRecord) -> int:
    existing = store.person_id_by_norm(rec.name_norm)
    if existing is not None:
        return existing
    return store.insert_person_as(rec.id, rec.name, rec.name_norm, json.dumps(rec.aliases),
                                  rec.relation, rec.first_seen, rec.last_seen)


def _import_memory(store: Store, rec: MemoryRecord, person_ids: dict[int, int]) -> tuple[int, bool]:
    existing = store.find_identity(rec.created_at, rec.norm)
    if existing is not None:
        return existing, False
    fields = {f: getattr(rec, f) for f in MemoryRow.__struct_fields__}
    fields["source"] = json.dumps(rec.source)
    new_id = store.insert_memory_as(MemoryRow(**fields), keep_id=True)
    for link in rec.persons:
        pid = person_ids.get(link.person_id)
        if pid is not None:
            store.link(new_id, pid, link.relation)
    return new_id, True
