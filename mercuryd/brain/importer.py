"""brain.import: read an export back, under the same rules as every other write.

Two passes over one open file. The first (a :class:`~mercuryd.brain.steps.Read`, off
the writer) decodes and checks every line — regular files only, each line at most
:data:`MAX_LINE` bytes, times in range, enums, integers that fit SQLite, typed
``source``, no duplicate ids, no supersession cycle, a subconscious memory with its
prior scope — and refuses the whole file with the first bad line's number, before
anything is written. The second writes in short slices, each one transaction of at
most :data:`SLICE_SECONDS`, so recall, hooks and other writes go on between them.

Nothing in the file is trusted that the store can compute: summaries are trimmed and
their normal forms recomputed, person names trimmed and their normal forms recomputed.
A memory already present (same ``created_at`` and normal form) is skipped and a person
already known (same normal form) is reused, so importing twice adds nothing, and an
import cut short (a crash, a full disk) is finished by importing the file again.
"""

from __future__ import annotations

import fcntl
import json
import os
import stat
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

import apsw
import msgspec

from mercuryd import wire
from mercuryd.brain import steps, text
from mercuryd.brain.portability import (
    FORMAT_VERSION,
    Header,
    MemoryRecord,
    PersonRecord,
    Record,
    SummaryRecord,
    absolute,
)
from mercuryd.errors import InvalidParams
from mercuryd.store.db import MemoryRow, Store

MAX_LINE = 1 << 20  # bytes per line: a record is a few KB; the socket's bound too
MAX_RECORDS = 2_000_000  # lines with a record; bounds what the first pass keeps
SLICE_SECONDS = 0.02  # the writer is released at least this often
SLICE_RECORDS = 500

_decoder = msgspec.json.Decoder(Record)


def _kind(mode: int) -> str:
    for test, name in ((stat.S_ISFIFO, "a FIFO"), (stat.S_ISCHR, "a character device"),
                       (stat.S_ISBLK, "a block device"), (stat.S_ISDIR, "a directory"),
                       (stat.S_ISSOCK, "a socket")):
        if test(mode):
            return name
    return "not a plain file"


def open_regular(target: Path) -> IO[bytes]:
    """Open ``target`` for reading if it is a regular file; refuse anything else at once.

    ``O_NONBLOCK`` keeps a FIFO from blocking the open until a writer appears; the
    type is then checked on the open descriptor (no race with a rename).
    """
    try:
        fd = os.open(target, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC | getattr(os, "O_NOCTTY", 0))
    except OSError as exc:
        raise InvalidParams(f"cannot read {target}: {exc.strerror or exc} - at `$.path`") from None
    mode = os.fstat(fd).st_mode
    if not stat.S_ISREG(mode):
        os.close(fd)
        raise InvalidParams(
            f"{target} is not a regular file ({_kind(mode)}); import reads only files "
            "written by `mercuryctl export` - at `$.path`"
        )
    fcntl.fcntl(fd, fcntl.F_SETFL, fcntl.fcntl(fd, fcntl.F_GETFL) & ~os.O_NONBLOCK)
    return os.fdopen(fd, "rb")


def records(fh: IO[bytes], target: Path) -> Iterator[tuple[int, Record]]:
    """Each line's record with its number; refuses a line over :data:`MAX_LINE` bytes."""
    fh.seek(0)
    lineno = 0
    while True:
        line = fh.readline(MAX_LINE + 1)
        if not line:
            return
        lineno += 1
        if len(line) > MAX_LINE:
            raise InvalidParams(f"{target} line {lineno} is longer than {MAX_LINE} bytes: "
                                "not a mercury export")
        if not line.strip():
            continue
        try:
            rec = _decoder.decode(line)
        except (msgspec.DecodeError, UnicodeDecodeError) as exc:
            raise InvalidParams(f"{target} line {lineno} is not a valid export record: {exc}") from None
        yield lineno, rec


def _refuse(target: Path, lineno: int, why: str) -> InvalidParams:
    return InvalidParams(f"{target} line {lineno}: {why}")


def clean_name(name: str) -> str:
    """A person's name as the write path stores it: trimmed, at most 200 characters."""
    return text.clean_summary(name)[:200]


def name_norm(name: str) -> str:
    """The person normal form the store matches on (as :meth:`Store.upsert_person`)."""
    return " ".join(name.casefold().split())


@dataclass
class Plan:
    """What the first pass learned."""

    memories: int = 0
    size: tuple[int, int] = (0, 0)  # the file's size and mtime when checked


def check(fh: IO[bytes], target: Path) -> Plan:
    """The first pass: every line decoded and checked; raises on the first bad one."""
    memory_line: dict[int, int] = {}  # memory id -> its line
    winners: dict[int, int] = {}  # memory id -> the id that superseded it
    person_ids: set[int] = set()
    summaries: set[str] = set()
    seen_header = False
    count = 0
    for lineno, rec in records(fh, target):
        count += 1
        if count > MAX_RECORDS:
            raise _refuse(target, lineno, f"more than {MAX_RECORDS} records; split the file")
        if isinstance(rec, Header):
            if seen_header:
                raise _refuse(target, lineno, "a second header (two exports pasted together?)")
            if rec.version > FORMAT_VERSION:
                raise _refuse(target, lineno, f"export format {rec.version}; this daemon reads {FORMAT_VERSION}")
            seen_header = True
            continue
        if not seen_header:
            raise _refuse(target, lineno, "not a mercury export (no header line)")
        if isinstance(rec, PersonRecord):
            if rec.id in person_ids:
                raise _refuse(target, lineno, f"person id {rec.id} appears more than once")
            if not clean_name(rec.name):
                raise _refuse(target, lineno, "the person's name is empty after trimming - at `$.name`")
            person_ids.add(rec.id)
        elif isinstance(rec, MemoryRecord):
            if rec.id in memory_line:
                raise _refuse(target, lineno, f"memory id {rec.id} appears more than once")
            _check_memory(rec, person_ids, target, lineno)
            memory_line[rec.id] = lineno
            if rec.superseded_by is not None:
                winners[rec.id] = rec.superseded_by
        elif isinstance(rec, SummaryRecord):
            if rec.name in summaries:
                raise _refuse(target, lineno, f"the {rec.name} summary appears more than once")
            summaries.add(rec.name)
    if not seen_header:
        raise InvalidParams(f"{target} is empty: not a mercury export (no header line)")
    for loser, winner in winners.items():
        if winner not in memory_line:
            raise _refuse(target, memory_line[loser], f"superseded_by {winner} names no memory in the file")
    _refuse_cycles(winners, memory_line, target)
    st = os.fstat(fh.fileno())
    return Plan(memories=len(memory_line), size=(st.st_size, st.st_mtime_ns))


def _check_memory(rec: MemoryRecord, person_ids: set[int], target: Path, lineno: int) -> None:
    summary = text.clean_summary(rec.summary)
    if not summary:
        raise _refuse(target, lineno, "the summary is empty after trimming - at `$.summary`")
    if len(summary) > 500:
        raise _refuse(target, lineno, "the summary is longer than 500 characters - at `$.summary`")
    if rec.scope == "subconscious" and rec.prior_scope is None:
        raise _refuse(target, lineno, "a subconscious memory needs its prior_scope (durable or active) "
                                      "- at `$.prior_scope`")
    if rec.superseded_by == rec.id:
        raise _refuse(target, lineno, f"memory {rec.id} supersedes itself - at `$.superseded_by`")
    for i, link in enumerate(rec.persons):
        if link.person_id not in person_ids:
            raise _refuse(target, lineno, f"person {link.person_id} is not in the file before this line "
                                          f"- at `$.persons[{i}].person_id`")


def _refuse_cycles(winners: dict[int, int], lines: dict[int, int], target: Path) -> None:
    """Supersession must end: a chain a → b → c is history, a → b → a is a cycle."""
    done: set[int] = set()
    for start in winners:
        path: list[int] = []
        on_path: set[int] = set()
        node: int | None = start
        while node is not None and node not in done:
            if node in on_path:
                cycle = path[path.index(node):]
                first = min(cycle, key=lambda i: lines[i])
                raise _refuse(target, lines[first], "supersession cycle between memories "
                              + " → ".join(str(i) for i in [*cycle, cycle[0]]) + " - at `$.superseded_by`")
            path.append(node)
            on_path.add(node)
            node = winners.get(node)
        done.update(path)


# ---------------------------------------------------------------- writing


@dataclass
class _Writing:
    """The second pass's state across slices."""

    memory_ids: dict[int, int] = field(default_factory=dict)  # id in the file -> id here
    fresh: set[int] = field(default_factory=set)  # file ids inserted by this import
    person_ids: dict[int, int] = field(default_factory=dict)
    waiting: dict[int, list[int]] = field(default_factory=dict)  # winner's file id -> losers' file ids
    added: int = 0


def import_steps(store: Store, path: str) -> steps.Steps[wire.PathResult]:
    """brain.import as a stepped job: check the file on a reader, then write in slices."""
    target = absolute(path)
    fh = open_regular(target)
    try:
        plan: Plan = yield steps.Read(lambda _store: check(fh, target))
        st = os.fstat(fh.fileno())
        if (st.st_size, st.st_mtime_ns) != plan.size:
            raise InvalidParams(f"{target} changed while it was being checked; import it again")
        state = _Writing()
        pending = records(fh, target)
        more = True
        while more:
            deadline = time.monotonic() + SLICE_SECONDS
            with store.transaction():
                for _ in range(SLICE_RECORDS):
                    item = next(pending, None)
                    if item is None:
                        more = False
                        break
                    _write(store, state, *item, target)
                    if time.monotonic() > deadline:
                        break
            yield None
    finally:
        fh.close()
    return wire.PathResult(path=str(target), count=state.added)


def _write(store: Store, state: _Writing, lineno: int, rec: Record, target: Path) -> None:
    try:
        if isinstance(rec, PersonRecord):
            state.person_ids[rec.id] = _person(store, rec)
        elif isinstance(rec, MemoryRecord):
            _memory(store, state, rec)
        elif isinstance(rec, SummaryRecord) and store.get_summary(rec.name) is None:
            ids = [state.memory_ids[i] for i in rec.memory_ids if i in state.memory_ids]
            store.set_summary(rec.name, rec.text, rec.generated_at, ids)
    except apsw.ConstraintError as exc:
        raise _refuse(target, lineno, f"breaks a rule of the store ({exc})") from None


def _person(store: Store, rec: PersonRecord) -> int:
    name = clean_name(rec.name)
    norm = name_norm(name)
    existing = store.person_id_by_norm(norm)
    if existing is not None:
        return existing
    return store.insert_person_as(rec.id, name, norm, json.dumps(rec.aliases), rec.relation,
                                  rec.first_seen, rec.last_seen)


def _memory(store: Store, state: _Writing, rec: MemoryRecord) -> None:
    summary = text.clean_summary(rec.summary)
    norm = text.norm(summary)
    here = store.find_identity(rec.created_at, norm)
    if here is None:
        row = MemoryRow(
            id=rec.id, type=rec.type, summary=summary, norm=norm, scope=rec.scope,
            prior_scope=rec.prior_scope if rec.scope == "subconscious" else None,
            evidence=rec.evidence, confidence=rec.confidence, base_confidence=rec.base_confidence,
            decay_from=rec.decay_from, importance=rec.importance, durability=rec.durability,
            reinforcements=rec.reinforcements, created_at=rec.created_at, updated_at=rec.updated_at,
            last_referenced_at=rec.last_referenced_at, source=json.dumps(msgspec.to_builtins(rec.source)),
            subject=rec.subject, attribute=rec.attribute, value=rec.value, polarity=rec.polarity,
            reason=rec.reason, dismissed=rec.dismissed, stale=rec.stale, stated_at=rec.stated_at,
            takes_effect=rec.takes_effect,
        )
        here = store.insert_memory_as(row, keep_id=True)
        for link in rec.persons:
            store.link(here, state.person_ids[link.person_id], link.relation)
        state.fresh.add(rec.id)
        state.added += 1
    state.memory_ids[rec.id] = here
    # Supersession is written once both ends are here, when either is new in this import
    # (an import resumed after a crash links what the first attempt could not).
    if rec.superseded_by is not None:
        if rec.superseded_by in state.memory_ids:
            _link_superseded(store, state, rec.id, rec.superseded_by)
        else:
            state.waiting.setdefault(rec.superseded_by, []).append(rec.id)
    for loser in state.waiting.pop(rec.id, []):
        _link_superseded(store, state, loser, rec.id)


def _link_superseded(store: Store, state: _Writing, loser: int, winner: int) -> None:
    if loser in state.fresh or winner in state.fresh:
        store.update_memory(state.memory_ids[loser], superseded_by=state.memory_ids[winner])
