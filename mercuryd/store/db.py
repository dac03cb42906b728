"""The store: one SQLite file through APSW, and every SQL statement the brain runs.

One :class:`Store` wraps one connection. The daemon keeps one writer store (all
changes go through it, one at a time, each in a ``BEGIN IMMEDIATE`` transaction) and a
few reader stores for browsing. Statements are named module constants with bound
parameters; user text never becomes SQL.
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
from collections.abc import Callable, Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any, cast

import apsw
import msgspec
from msgspec import Struct

from mercuryd import wire
from mercuryd.errors import StorageError
from mercuryd.store.migrations import migrate

_json_decode = msgspec.json.Decoder().decode
_json_encode = msgspec.json.Encoder().encode

MEMORY_COLUMNS = (
    "id, type, summary, norm, scope, prior_scope, evidence, confidence, base_confidence, "
    "decay_from, importance, durability, reinforcements, created_at, updated_at, "
    "last_referenced_at, source, subject, attribute, value, polarity, superseded_by, "
    "reason, dismissed, stale, stated_at, takes_effect"
)


class MemoryRow(Struct, kw_only=True):
    """One row of ``memories``; times are epoch seconds (UTC)."""

    id: int = 0
    type: wire.MemoryType  # the table's CHECK constraints hold these to their Literals
    summary: str
    norm: str
    scope: wire.Scope
    prior_scope: wire.ConsciousScope | None = None
    evidence: wire.Evidence
    confidence: float
    base_confidence: float
    decay_from: float
    importance: float
    durability: float
    reinforcements: int = 0
    created_at: float
    updated_at: float
    last_referenced_at: float
    source: str = "{}"
    subject: str | None = None
    attribute: str | None = None
    value: str | None = None
    polarity: int = 1
    superseded_by: int | None = None
    reason: wire.Reason | None = None
    dismissed: int = 0
    stale: int = 0
    stated_at: float | None = None  # when the user said it (message time); None: as created_at
    takes_effect: float | None = None  # a plan (``plan:<attribute>``): when it becomes the value

    @property
    def said_at(self) -> float:
        """When the user stated this memory: the message's time, else when it was stored."""
        return self.stated_at if self.stated_at is not None else self.created_at

    @property
    def source_dict(self) -> dict[str, Any]:
        try:
            data = _json_decode(self.source)
        except (msgspec.DecodeError, TypeError):
            return {}
        return data if isinstance(data, dict) else {}


# A result row: SQLite's values are dynamically typed, so the accessor that runs the
# statement says what its columns are.
Rows = list[tuple[Any, ...]]

FIELDS = [f for f in MemoryRow.__struct_fields__]
INSERT_FIELDS = [f for f in FIELDS if f != "id"]

# A new row's id: above every id the table holds or ever held (migration 0011_id_floor).
SQL_NEXT_ID = (
    "max(coalesce((SELECT max(id) FROM {table}), 0), "
    "coalesce((SELECT n FROM id_floor WHERE tbl = '{table}'), 0)) + 1"
)
SQL_INSERT_MEMORY = (
    f"INSERT INTO memories (id, {', '.join(INSERT_FIELDS)}) "
    f"VALUES ({SQL_NEXT_ID.format(table='memories')}, {', '.join(':' + f for f in INSERT_FIELDS)})"
)
SQL_GET_MEMORY = f"SELECT {MEMORY_COLUMNS} FROM memories WHERE id = ?"
SQL_DELETE_MEMORY = "DELETE FROM memories WHERE id = ?"
SQL_MARK_REFERENCED_MANY = (
    "UPDATE memories SET last_referenced_at = max(last_referenced_at, m.value ->> 1), stale = 0, "
    "reason = CASE WHEN reason = 'stale' THEN NULL ELSE reason END "
    "FROM json_each(?) AS m WHERE memories.id = m.value ->> 0"
)
SQL_BY_NORM = (
    f"SELECT {MEMORY_COLUMNS} FROM memories WHERE norm = ? AND superseded_by IS NULL"
)
SQL_BY_ATTRIBUTE = (
    f"SELECT {MEMORY_COLUMNS} FROM memories "
    "WHERE subject = ? AND attribute = ? AND superseded_by IS NULL"
)
SQL_BY_ATTRIBUTE_PREFIX = (  # a range on the attribute, so the (subject, attribute) index serves it
    f"SELECT {MEMORY_COLUMNS} FROM memories "
    "WHERE subject = ? AND attribute >= ? AND attribute < ? AND superseded_by IS NULL"
)
SQL_DUE_PLANS = (
    f"SELECT {MEMORY_COLUMNS} FROM memories INDEXED BY memories_plans "
    "WHERE takes_effect IS NOT NULL AND superseded_by IS NULL AND takes_effect <= ? "
    "ORDER BY takes_effect, id LIMIT ?"
)
SQL_BY_ATTRIBUTE_VALUE = (
    f"SELECT {MEMORY_COLUMNS} FROM memories INDEXED BY memories_attr_value "
    "WHERE subject = ? AND attribute = ? AND value = ? AND superseded_by IS NULL"
)
SQL_HISTORY = f"SELECT {MEMORY_COLUMNS} FROM memories WHERE superseded_by = ? ORDER BY id DESC"
# Counts come from memory_counts, kept in step by triggers (migration 0005).
SQL_COUNTS = "SELECT scope, superseded, sum(n) FROM memory_counts GROUP BY 1, 2"
SQL_COUNTS_BY_TYPE = (
    "SELECT type, sum(n) FROM memory_counts WHERE superseded = 0 "
    "AND scope != 'subconscious' GROUP BY type HAVING sum(n) > 0"
)
SQL_COUNT_PERSONS = "SELECT count(*) FROM persons"

SQL_PERSON_BY_NORM = "SELECT id, relation, aliases FROM persons WHERE name_norm = ?"
SQL_INSERT_PERSON = (
    "INSERT INTO persons (id, name, name_norm, relation, first_seen, last_seen) "
    f"VALUES ({SQL_NEXT_ID.format(table='persons')}, ?, ?, ?, ?, ?)"
)
SQL_TOUCH_PERSON = (
    "UPDATE persons SET first_seen = min(first_seen, ?1), last_seen = max(last_seen, ?1), "
    "relation = coalesce(relation, ?2) WHERE id = ?3"
)
SQL_LINK = (
    "INSERT OR IGNORE INTO memory_persons (memory_id, person_id, relation) VALUES (?, ?, ?)"
)
SQL_PERSONS_OF = (
    "SELECT mp.memory_id, p.id, p.name FROM memory_persons mp "
    "JOIN persons p ON p.id = mp.person_id WHERE mp.memory_id IN ({ids}) ORDER BY p.name"
)
PERSON_COLUMNS = (
    "p.id, p.name, p.relation, p.aliases, p.first_seen, p.last_seen, "
    "(SELECT count(*) FROM memory_persons mp JOIN memories m ON m.id = mp.memory_id "
    " WHERE mp.person_id = p.id AND m.superseded_by IS NULL) AS memory_count"
)
SQL_LIST_PERSONS_FIRST = (
    f"SELECT {PERSON_COLUMNS} FROM persons p ORDER BY p.last_seen DESC, p.id DESC LIMIT ?"
)
SQL_LIST_PERSONS_AFTER = (
    f"SELECT {PERSON_COLUMNS} FROM persons p WHERE (p.last_seen, p.id) < (?, ?) "
    "ORDER BY p.last_seen DESC, p.id DESC LIMIT ?"
)
SQL_PERSON_LAST_SEEN = "SELECT last_seen FROM persons WHERE id = ?"
SQL_GET_PERSON = f"SELECT {PERSON_COLUMNS} FROM persons p WHERE p.id = ?"
SQL_PERSON_MEMORIES = (
    f"SELECT {', '.join('m.' + c.strip() for c in MEMORY_COLUMNS.split(','))} "
    "FROM memory_persons mp JOIN memories m ON m.id = mp.memory_id "
    "WHERE mp.person_id = ? AND m.superseded_by IS NULL ORDER BY m.id DESC LIMIT ?"
)
SQL_PERSON_DEPARTURES = (
    f"SELECT {', '.join('m.' + c.strip() for c in MEMORY_COLUMNS.split(','))} "
    "FROM memory_persons mp JOIN memories m ON m.id = mp.memory_id "
    "WHERE mp.person_id = ? AND m.superseded_by IS NULL AND m.polarity = -1 "
    "AND m.summary LIKE 'User''s former %' ORDER BY m.id DESC LIMIT 20"
)
SQL_PERSON_LINKS = (
    "SELECT DISTINCT other.person_id, coalesce(other.relation, m.type) FROM memory_persons me "
    "JOIN memories m ON m.id = me.memory_id AND m.superseded_by IS NULL "
    "AND m.type = 'relationship' "
    "JOIN memory_persons other ON other.memory_id = me.memory_id "
    "AND other.person_id != me.person_id WHERE me.person_id = ?"
)
SQL_ALL_LINKS = (
    "SELECT mp.memory_id, mp.person_id FROM memory_persons mp "
    "JOIN memories m ON m.id = mp.memory_id WHERE mp.memory_id IN ({ids})"
)

SQL_GET_PERSONS = f"SELECT {PERSON_COLUMNS} FROM persons p WHERE p.id IN ({{ids}})"
SQL_PERSONS_WITH_ALIASES = "SELECT id, aliases FROM persons WHERE aliases != '[]'"
SQL_RENAME_PERSON = "UPDATE persons SET name = ?, name_norm = ? WHERE id = ?"
SQL_SET_PERSON_ALIASES = "UPDATE persons SET aliases = ? WHERE id = ?"
SQL_SET_PERSON_RELATION = "UPDATE persons SET relation = ? WHERE id = ?"
# Merging: the kept person takes the other's links (a memory naming both keeps one link,
# the kept person's), its time span and, when it has none, its relation.
SQL_MOVE_LINKS = (
    "INSERT OR IGNORE INTO memory_persons (memory_id, person_id, relation) "
    "SELECT memory_id, ?, relation FROM memory_persons WHERE person_id = ?"
)
SQL_DROP_LINKS = "DELETE FROM memory_persons WHERE person_id = ?"
SQL_ABSORB_PERSON = (
    "UPDATE persons SET first_seen = min(first_seen, ?), last_seen = max(last_seen, ?), "
    "relation = coalesce(relation, ?) WHERE id = ?"
)
SQL_DELETE_PERSON = "DELETE FROM persons WHERE id = ?"
SQL_SUPERSEDED_BY = f"SELECT {MEMORY_COLUMNS} FROM memories WHERE superseded_by IN ({{ids}}) ORDER BY id"

SQL_GET_STATE = "SELECT value FROM state WHERE key = ?"
SQL_SET_STATE = (
    "INSERT INTO state (key, value) VALUES (?, ?) "
    "ON CONFLICT(key) DO UPDATE SET value = excluded.value"
)
SQL_GET_TIMER = "SELECT last_run_at, last_error FROM timers WHERE name = ?"
SQL_SET_TIMER = (
    "INSERT INTO timers (name, last_run_at, last_error) VALUES (?, ?, ?) "
    "ON CONFLICT(name) DO UPDATE SET last_run_at = excluded.last_run_at, "
    "last_error = excluded.last_error"
)
SQL_GET_SUMMARY = "SELECT text, generated_at, memory_ids FROM summaries WHERE kind = ?"
SQL_SET_SUMMARY = (
    "INSERT INTO summaries (kind, text, generated_at, memory_ids) VALUES (?, ?, ?, ?) "
    "ON CONFLICT(kind) DO UPDATE SET text = excluded.text, "
    "generated_at = excluded.generated_at, memory_ids = excluded.memory_ids"
)


# Portability: export, import, backup.
SQL_ALL_MEMORIES = f"SELECT {MEMORY_COLUMNS} FROM memories ORDER BY id"
SQL_ALL_PERSONS = (
    "SELECT id, name, name_norm, aliases, relation, first_seen, last_seen FROM persons ORDER BY id"
)
SQL_ALL_MEMORY_PERSONS = "SELECT memory_id, person_id, relation FROM memory_persons ORDER BY 1, 2"
SQL_ALL_SUMMARIES = "SELECT kind, text, generated_at, memory_ids FROM summaries ORDER BY kind"
SQL_BY_IDENTITY = "SELECT id FROM memories WHERE created_at = ? AND norm = ? ORDER BY id LIMIT 1"
SQL_ID_TAKEN = "SELECT 1 FROM memories WHERE id = ?"
SQL_INSERT_MEMORY_WITH_ID = (
    f"INSERT INTO memories (id, {', '.join(INSERT_FIELDS)}) "
    f"VALUES (:id, {', '.join(':' + f for f in INSERT_FIELDS)})"
)
SQL_INSERT_PERSON_WITH_ID = (
    "INSERT INTO persons (id, name, name_norm, aliases, relation, first_seen, last_seen) "
    f"VALUES (coalesce(?, {SQL_NEXT_ID.format(table='persons')}), ?, ?, ?, ?, ?, ?)"
)


SQL_MARKS_SEEN = "SELECT hash FROM ingest_marks WHERE hash IN ({marks})"
SQL_MARK = "INSERT OR IGNORE INTO ingest_marks (hash, conversation_id, at) VALUES (?, ?, ?)"
SQL_CLEAR_MARKS = "DELETE FROM ingest_marks"
SQL_PERSONS_BY_NORM = "SELECT id, name_norm FROM persons WHERE name_norm IN ({marks})"
SQL_RELATIONS_OF_NAMES = (
    "SELECT name, relation FROM persons WHERE relation IS NOT NULL AND relation != '' AND (name_norm IN ({marks}) "
    "OR (instr(name_norm, ' ') > 0 AND substr(name_norm, 1, instr(name_norm, ' ') - 1) IN ({marks})))"
)
SQL_PERSONS_CALLED = (
    "SELECT id FROM persons p WHERE p.name_norm = ?1 "
    "OR (instr(p.name_norm, ' ') > 0 AND substr(p.name_norm, 1, instr(p.name_norm, ' ') - 1) = ?1) "
    "OR EXISTS (SELECT 1 FROM json_each(p.aliases) a WHERE lower(a.value) = ?1) ORDER BY p.id"
)
SQL_PERSON_BY_ALIAS = (
    "SELECT p.id FROM persons p WHERE p.relation = ? AND (p.name_norm = ? OR EXISTS "
    "(SELECT 1 FROM json_each(p.aliases) a WHERE lower(a.value) = ?)) ORDER BY p.id LIMIT 1"
)
SQL_PERSON_ROW = "SELECT id, name, name_norm, aliases, relation FROM persons WHERE id = ?"
SQL_PERSONS_WITH_RELATION = "SELECT id FROM persons WHERE relation = ? ORDER BY id LIMIT 2"
SQL_LIVE_MATCHING = (
    f"SELECT {', '.join('m.' + c.strip() for c in MEMORY_COLUMNS.split(','))} "
    "FROM memories_fts f JOIN memories m ON m.id = f.rowid "
    "WHERE memories_fts MATCH ? AND m.superseded_by IS NULL AND m.type != 'reflection' "
    "ORDER BY f.rowid DESC LIMIT ?"
)
SQL_SUPERSEDED_BY_ATTRIBUTE = (
    f"SELECT {MEMORY_COLUMNS} FROM memories "
    "WHERE subject = ? AND attribute = ? AND value = ? AND superseded_by IS NOT NULL ORDER BY id DESC LIMIT 5"
)

SQL_QUEUE_INSERT = "INSERT INTO ingest_queue (payload, attempts, next_try_at, created_at) VALUES (?, 0, ?, ?)"
SQL_QUEUE_DEPTH = "SELECT count(*) FROM ingest_queue"
SQL_QUEUE_NEXT = (
    "SELECT id, payload, attempts, next_try_at FROM ingest_queue ORDER BY next_try_at, id LIMIT 1"
)
SQL_QUEUE_GET = "SELECT id, payload, attempts, next_try_at FROM ingest_queue WHERE id = ?"
SQL_QUEUE_RETRY = "UPDATE ingest_queue SET attempts = ?, next_try_at = ?, last_error = ? WHERE id = ?"
SQL_QUEUE_DELETE = "DELETE FROM ingest_queue WHERE id = ?"

# A vector is stored only while its memory exists and still holds the summary it was
# computed from (the backfill encodes outside the write lock).
SQL_PUT_VECTOR = (
    "INSERT INTO memory_vectors (memory_id, model, scale, vec, hub, hub_n) "
    "SELECT id, ?2, ?3, ?4, ?6, ?7 FROM memories WHERE id = ?1 AND (?5 IS NULL OR summary = ?5) "
    "ON CONFLICT (memory_id) DO UPDATE SET model = excluded.model, scale = excluded.scale, "
    "vec = excluded.vec, hub = excluded.hub, hub_n = excluded.hub_n"
)
SQL_VECTORS_PAGE = (
    "SELECT memory_id, scale, vec, hub, hub_n FROM memory_vectors WHERE model = ? AND memory_id > ? "
    "ORDER BY memory_id LIMIT ?"
)
# Vectors whose hubness was computed when the store held less than half of ``?2``.
SQL_STALE_HUBS = (
    "SELECT memory_id, scale, vec FROM memory_vectors "
    "WHERE model = ?1 AND hub_n * 2 < ?2 AND memory_id > ?3 ORDER BY memory_id LIMIT ?4"
)
SQL_SET_HUB = "UPDATE memory_vectors SET hub = ?2, hub_n = ?3 WHERE memory_id = ?1"
SQL_VECTORS_SAMPLE = (
    "SELECT memory_id, scale, vec FROM memory_vectors WHERE model = ? AND memory_id % ? = 0"
)
SQL_MISSING_VECTORS = (
    "SELECT m.id, m.summary FROM memories m LEFT JOIN memory_vectors v ON v.memory_id = m.id "
    "WHERE m.id > ?2 AND (v.memory_id IS NULL OR v.model != ?1) ORDER BY m.id LIMIT ?3"
)
SQL_COUNT_MISSING_VECTORS = (
    "SELECT (SELECT count(*) FROM memories) - "
    "(SELECT count(*) FROM memory_vectors WHERE model = ?)"
)


BUSY_TIMEOUT_MS = 5000


def connect(path: Path, *, readonly: bool = False) -> apsw.Connection:
    """Open the database with the project's pragmas (WAL, foreign keys, secure_delete)."""
    flags = apsw.SQLITE_OPEN_READONLY if readonly else (
        apsw.SQLITE_OPEN_READWRITE | apsw.SQLITE_OPEN_CREATE
    )
    conn = apsw.Connection(str(path), flags=flags)
    conn.setbusytimeout(BUSY_TIMEOUT_MS)
    if not readonly:
        conn.pragma("journal_mode", "wal")
        conn.pragma("synchronous", "full")
    conn.pragma("foreign_keys", True)
    conn.pragma("secure_delete", True)
    return conn


def owner_only(path: Path) -> None:
    """Make the database file 0600 (created so if missing), and any -wal, -shm or
    -journal beside it: SQLite gives those the database file's mode, so every memory
    stays the owner's even in a directory others may enter (a ``memory/`` made by hand
    with 0755, a home copied with ``cp -r``). A file that cannot be opened or changed
    is left for :func:`connect` to report."""
    try:
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
    except OSError:
        return
    try:
        if stat.S_IMODE(os.fstat(fd).st_mode) & 0o077:
            os.fchmod(fd, 0o600)
    except OSError:
        pass
    finally:
        os.close(fd)
    for suffix in ("-wal", "-shm", "-journal"):
        side = path.with_name(path.name + suffix)
        with contextlib.suppress(OSError):
            if not side.is_symlink() and stat.S_IMODE(side.stat().st_mode) & 0o077:
                side.chmod(0o600)


def open_store(path: Path) -> Store:
    """Create the directory and file if needed, apply migrations, return the writer."""
    for parent in reversed(path.parents[:2]):  # <home>/memory/second-brain
        parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    owner_only(path)
    conn = connect(path)
    migrate(conn)
    return Store(conn, path)


class Store:
    """Every SQL statement of the brain, over one connection."""

    def __init__(self, conn: apsw.Connection, path: Path | None = None) -> None:
        self.conn = conn
        self.path = path
        # True while Litestream replicates the file: see leave_checkpoints_to_litestream.
        self.litestream = False
        self._after_commit: list[Callable[[], None]] = []
        # Why the last write was refused by the file (disk full, read-only), until one commits:
        # brain.status reports it (writable false), so a full disk shows before the next write.
        self.write_fault: str | None = None

    def leave_checkpoints_to_litestream(self) -> None:
        """From now on only Litestream checkpoints the file (docs/replication.md).

        A checkpoint of ours — SQLite's automatic one at a commit, a passive one after a
        bulk step, a truncating one after a hard delete — can copy WAL frames Litestream
        has not read yet into the database; the next write then restarts the WAL over
        them, and the replica never gets those writes (measured: about one restore in
        four after a kill -9 under load failed its integrity check). Litestream
        checkpoints itself (passive at 1000 pages and every minute) at points it has
        read up to. Only :meth:`checkpoint` with ``wait=True`` still runs: the
        replication supervisor calls it with Litestream stopped.
        """
        self.litestream = True
        self.conn.pragma("wal_autocheckpoint", 0)

    def after_commit(self, fn: Callable[[], None]) -> None:
        """Run ``fn`` once the current write transaction commits (dropped on rollback);
        at once outside a transaction. How resident state (the vector index) follows
        exactly what the file holds."""
        if self.conn.getautocommit():
            fn()
        else:
            self._after_commit.append(fn)

    def close(self) -> None:
        self.conn.close()

    def _fetch(self, sql: str, args: Sequence[object] = ()) -> Rows:
        """Every row of a statement; each accessor's signature states its columns' types."""
        rows: Rows = self.conn.execute(sql, args).fetchall()
        return rows

    def _count(self, sql: str, args: Sequence[object] = ()) -> int:
        return int(self._fetch(sql, args)[0][0])

    # -------------------------------------------------------------- transactions

    @contextlib.contextmanager
    def transaction(self, *, durable: bool = True) -> Iterator[None]:
        """One write transaction (``BEGIN IMMEDIATE``), rolled back on any error.

        ``durable=False`` commits without an fsync (WAL with ``synchronous=NORMAL``):
        still safe against a crash of the process, only a power loss may drop it. Recall
        uses it to mark what it injected; user data is always written durably.
        """
        conn = self.conn
        if not durable:
            conn.pragma("synchronous", "normal")
        try:
            try:
                conn.execute("BEGIN IMMEDIATE")
            except apsw.Error as exc:
                raise self._fault(exc) from exc
            try:
                yield
            except BaseException as exc:
                self._after_commit.clear()
                if not conn.getautocommit():
                    conn.execute("ROLLBACK")
                if isinstance(exc, _STORAGE_FAULTS):
                    raise self._fault(exc) from exc
                raise
            try:
                conn.execute("COMMIT")
            except apsw.Error as exc:
                self._after_commit.clear()
                if not conn.getautocommit():
                    conn.execute("ROLLBACK")
                raise self._fault(exc) from exc
            self.write_fault = None
            pending, self._after_commit = self._after_commit, []
            for fn in pending:
                fn()
        finally:
            if not durable:
                conn.pragma("synchronous", "full")

    def _fault(self, exc: apsw.Error) -> StorageError:
        """The error for a write the file refused; a lasting one (disk full, read-only) is remembered."""
        error = _storage_error(exc)
        if isinstance(exc, (apsw.FullError, apsw.ReadOnlyError)):
            self.write_fault = str(error)
        return error

    @contextlib.contextmanager
    def reading(self) -> Iterator[None]:
        """One read transaction around several statements: one snapshot, one lock.

        In autocommit mode every statement takes and drops SQLite's WAL read lock (two
        fcntl() calls each); a recall runs about ten statements. Inside a transaction
        already (or a write one), this adds nothing. Nothing inside may write.
        """
        conn = self.conn
        if not conn.getautocommit():
            yield
            return
        conn.execute("BEGIN")
        try:
            yield
        finally:
            if not conn.getautocommit():
                conn.execute("COMMIT")

    @contextlib.contextmanager
    def checkpoint_deferred(self) -> Iterator[None]:
        """No automatic WAL checkpoint at the commits inside (restored afterwards).

        A bulk step commits thousands of WAL pages; the automatic checkpoint would copy
        them back while the caller holds the writer. The caller checkpoints later with
        :meth:`checkpoint_passive`, off the writer.
        """
        pages = self.conn.pragma("wal_autocheckpoint")
        self.conn.pragma("wal_autocheckpoint", 0)
        try:
            yield
        finally:
            self.conn.pragma("wal_autocheckpoint", pages)

    def checkpoint_passive(self) -> None:
        """Copy committed WAL pages into the database without waiting for any lock.

        Any connection may run it; it blocks neither readers nor the writer. Not while
        Litestream replicates (it checkpoints then).
        """
        if self.litestream:
            return
        with contextlib.suppress(apsw.BusyError):
            self.conn.wal_checkpoint(mode=apsw.SQLITE_CHECKPOINT_PASSIVE)

    def probe_write(self) -> None:
        """Take and release the write lock: fails at start-up, not later, if another
        process holds the database locked (raises the apsw error)."""
        self.conn.execute("BEGIN IMMEDIATE")
        self.conn.execute("ROLLBACK")

    def checkpoint(self, *, wait: bool | None = None) -> None:
        """Fold the WAL into the database and truncate it (scrubs deleted text).

        ``wait``: wait up to the busy timeout for readers to leave the WAL; without it,
        copy what no reader pins and return. By default it waits — and does nothing
        while Litestream replicates (:meth:`leave_checkpoints_to_litestream`): the
        replication supervisor scrubs the WAL then, with ``wait=True`` and Litestream
        stopped.
        """
        if wait is None:
            if self.litestream:
                return
            wait = True
        if not wait:
            self.conn.setbusytimeout(0)
        try:
            with contextlib.suppress(apsw.Error):
                self.conn.wal_checkpoint(mode=apsw.SQLITE_CHECKPOINT_TRUNCATE)
        finally:
            if not wait:
                self.conn.setbusytimeout(BUSY_TIMEOUT_MS)

    # -------------------------------------------------------------- text index upkeep

    TEXT_INDEXES = ("memories_fts", "memories_trigram")

    def merge_text_index(self, table: str, pages: int, *, start: bool) -> bool:
        """Merge one slice (about ``pages`` pages) of ``table``'s segments; True while
        work remains.

        FTS5 adds a segment per commit and merges them lazily, so an index written over
        months holds a dozen or more; every word lookup probes each one (a lookup at
        100k memories: 17 µs unmerged, 5 µs merged). ``start=True`` begins merging all
        segments into one (FTS5's ``'merge'`` with a negative count); later slices go on
        with it. Each slice is one short transaction, not fsynced (a slice lost to a
        power cut only leaves the index less merged).
        """
        if table not in self.TEXT_INDEXES:
            raise ValueError(f"not a text index: {table!r}")
        before = self.conn.total_changes()
        with self.checkpoint_deferred(), self.transaction(durable=False):
            self.conn.execute(
                f"INSERT INTO {table}({table}, rank) VALUES ('merge', ?)",
                (-pages if start else pages,),
            )
        # FTS5's documented signal: fewer than two changes means nothing was left to do.
        return self.conn.total_changes() - before >= 2

    # -------------------------------------------------------------- memories

    def insert_memory(self, row: MemoryRow) -> int:
        values = {f: getattr(row, f) for f in INSERT_FIELDS}
        self.conn.execute(SQL_INSERT_MEMORY, values)
        return self.conn.last_insert_rowid()

    def get_memory(self, memory_id: int) -> MemoryRow | None:
        for row in self.conn.execute(SQL_GET_MEMORY, (memory_id,)):
            return _row(row)
        return None

    def get_memories(self, ids: Sequence[int]) -> dict[int, MemoryRow]:
        if not ids:
            return {}
        marks = ",".join("?" * len(ids))
        sql = f"SELECT {MEMORY_COLUMNS} FROM memories WHERE id IN ({marks})"
        return {r[0]: _row(r) for r in self.conn.execute(sql, tuple(ids))}

    def update_memory(self, memory_id: int, **fields: object) -> None:
        unknown = set(fields) - set(INSERT_FIELDS)
        if unknown:
            raise KeyError(f"unknown memory fields: {sorted(unknown)}")
        sets = ", ".join(f"{name} = :{name}" for name in fields)
        self.conn.execute(f"UPDATE memories SET {sets} WHERE id = :id", {**fields, "id": memory_id})

    def mark_referenced(self, ids: Sequence[int], now: float) -> None:
        """Recall's mark: referenced ``now`` (never earlier than before), no longer stale."""
        self.mark_referenced_many([(now, ids)])

    def mark_referenced_many(self, marks: Iterable[tuple[float, Sequence[int]]]) -> None:
        """:meth:`mark_referenced` for many recalls, ``(now, ids)`` each, in one statement.

        A memory in several is marked with the latest ``now``.
        """
        latest: dict[int, float] = {}
        for now, ids in marks:
            for mid in ids:
                if latest.get(mid, now) <= now:
                    latest[mid] = now
        if latest:
            self.conn.execute(SQL_MARK_REFERENCED_MANY,
                              (_json_encode(list(latest.items())).decode(),))

    # -------------------------------------------------------------- sentence vectors

    def put_vectors(self, model: str, ids: Sequence[int], q: Any, scales: Any,
                    summaries: Sequence[str] | None = None, hubs: Any = None,
                    hub_n: int = 0) -> list[int]:
        """Store int8 vectors (rows of the array ``q``; ``scales`` and ``hubs`` are
        float sequences or arrays) for ``ids``; returns the ids stored.

        A memory deleted meanwhile, or whose summary changed since the vector was
        computed (when ``summaries`` are given), is skipped.
        """
        stored = []
        for i, mid in enumerate(ids):
            summary = summaries[i] if summaries is not None else None
            hub = float(hubs[i]) if hubs is not None else 0.0
            self.conn.execute(SQL_PUT_VECTOR, (mid, model, float(scales[i]), q[i].tobytes(), summary,
                                               hub, hub_n))
            if self.conn.changes():
                stored.append(mid)
        return stored

    def vectors_page(self, model: str, after_id: int, limit: int) -> list[tuple[int, float, bytes, float, int]]:
        return cast("list[tuple[int, float, bytes, float, int]]", self.conn.execute(SQL_VECTORS_PAGE, (model, after_id, limit)).fetchall())

    def vectors_sample(self, model: str, every: int) -> list[tuple[int, float, bytes]]:
        """Every ``every``-th stored vector (by id): what a large index trains its lists on."""
        return cast("list[tuple[int, float, bytes]]", self.conn.execute(SQL_VECTORS_SAMPLE, (model, every)).fetchall())

    def stale_hubs(self, model: str, n: int, after_id: int, limit: int) -> list[tuple[int, float, bytes]]:
        """Vectors whose hubness was computed when the store held less than ``n / 2``."""
        return cast("list[tuple[int, float, bytes]]", self.conn.execute(SQL_STALE_HUBS, (model, n, after_id, limit)).fetchall())

    def set_hubs(self, ids: Sequence[int], hubs: Any, hub_n: int) -> None:
        for mid, hub in zip(ids, hubs, strict=True):
            self.conn.execute(SQL_SET_HUB, (mid, float(hub), hub_n))

    def missing_vectors(self, model: str, after_id: int, limit: int) -> list[tuple[int, str]]:
        """Memories (id, summary) after ``after_id`` without a vector of ``model``."""
        return cast("list[tuple[int, str]]", self.conn.execute(SQL_MISSING_VECTORS, (model, after_id, limit)).fetchall())

    def count_missing_vectors(self, model: str) -> int:
        return int(cast(int, self.conn.execute(SQL_COUNT_MISSING_VECTORS, (model,)).fetchall()[0][0]))

    def delete_memory(self, memory_id: int) -> None:
        self.conn.execute(SQL_DELETE_MEMORY, (memory_id,))

    def by_norm(self, norm: str) -> list[MemoryRow]:
        return [_row(r) for r in self.conn.execute(SQL_BY_NORM, (norm,))]

    def by_attribute(self, subject: str, attribute: str) -> list[MemoryRow]:
        return [_row(r) for r in self.conn.execute(SQL_BY_ATTRIBUTE, (subject, attribute))]

    def by_attribute_prefix(self, subject: str, prefix: str) -> list[MemoryRow]:
        """Live memories whose attribute begins with ``prefix`` ("schedule:run" finds "schedule:run trail club")."""
        return [_row(r) for r in self.conn.execute(SQL_BY_ATTRIBUTE_PREFIX, (subject, prefix, prefix + "\U0010ffff"))]

    def due_plans(self, now: float, limit: int = 100) -> list[MemoryRow]:
        """Live plans whose time to take effect has come by ``now``, the earliest first."""
        return [_row(r) for r in self.conn.execute(SQL_DUE_PLANS, (now, limit))]

    def by_attribute_value(self, subject: str, attribute: str, value: str | None) -> list[MemoryRow]:
        """Live memories holding one value of an attribute (either polarity)."""
        return [_row(r) for r in self.conn.execute(SQL_BY_ATTRIBUTE_VALUE, (subject, attribute, value))]

    def history(self, memory_id: int) -> list[MemoryRow]:
        return [_row(r) for r in self.conn.execute(SQL_HISTORY, (memory_id,))]

    def list_memories(
        self,
        *,
        scopes: Sequence[str],
        type: str | None,
        before_id: int | None,
        limit: int,
        include_superseded: bool,
    ) -> list[MemoryRow]:
        """Newest first, keyset-paginated by id (fast at any depth).

        Every query walks an index in id order and stops after ``limit`` rows: one query
        per scope (``scope IN (...) ORDER BY id`` would sort every matching row in a
        temp B-tree), merged here; all three scopes need no scope test at all.
        """
        groups: list[str | None] = [None] if set(scopes) >= ALL_SCOPES else list(dict.fromkeys(scopes))
        raw: Rows = []
        for scope in groups:
            raw.extend(self.conn.execute(*list_query(scope, type, before_id, limit, include_superseded)))
        if len(groups) > 1:
            raw.sort(key=lambda r: r[0], reverse=True)
        return [_row(r) for r in raw[:limit]]

    def select_memories(self, where: str, args: Sequence[object] = ()) -> Iterator[MemoryRow]:
        """Rows matching a fixed WHERE clause written in the brain (never user text)."""
        for r in self.conn.execute(f"SELECT {MEMORY_COLUMNS} FROM memories WHERE {where}", args):
            yield _row(r)

    def counts(self) -> dict[str, int]:
        out = {"durable": 0, "active": 0, "subconscious": 0, "superseded": 0}
        for scope, superseded, n in self.conn.execute(SQL_COUNTS):
            if superseded:
                out["superseded"] += n
            else:
                out[scope] += n
        out["persons"] = self._count(SQL_COUNT_PERSONS)
        return out

    def counts_by_type(self) -> dict[str, int]:
        return {str(t): int(n) for t, n in self._fetch(SQL_COUNTS_BY_TYPE)}

    def clear(self) -> int:
        n = self._count("SELECT count(*) FROM memories")
        self.conn.execute("DELETE FROM memory_persons")
        self.conn.execute("UPDATE memories SET superseded_by = NULL")
        self.conn.execute("DELETE FROM memories")
        self.conn.execute("DELETE FROM persons")
        self.conn.execute("DELETE FROM summaries")
        self.conn.execute("DELETE FROM ingest_queue")
        self.conn.execute(SQL_CLEAR_MARKS)
        return n

    def superseded_with_value(self, subject: str, attribute: str, value: str) -> list[MemoryRow]:
        """History rows (superseded) that held ``value`` for an attribute, newest first."""
        return [_row(r) for r in self.conn.execute(SQL_SUPERSEDED_BY_ATTRIBUTE, (subject, attribute, value))]

    def live_matching(self, match: str, limit: int) -> list[MemoryRow]:
        """Live memories (no reflections) matching an FTS5 expression built in the brain, newest first."""
        return [_row(r) for r in self.conn.execute(SQL_LIVE_MATCHING, (match, limit))]

    # -------------------------------------------------------------- what ingest has read

    def marks_seen(self, hashes: Sequence[bytes]) -> set[bytes]:
        """The given message hashes that ingest has read before."""
        seen: set[bytes] = set()
        for start in range(0, len(hashes), 500):
            chunk = list(hashes[start : start + 500])
            sql = SQL_MARKS_SEEN.format(marks=",".join("?" * len(chunk)))
            seen.update(bytes(r[0]) for r in self.conn.execute(sql, chunk))
        return seen

    def mark_read(self, hashes: Sequence[bytes], conversation_id: str | None, now: float) -> None:
        self.conn.executemany(SQL_MARK, [(h, conversation_id, now) for h in hashes])

    # -------------------------------------------------------------- persons

    def persons_by_norms(self, norms: Sequence[str]) -> list[tuple[int, str]]:
        """(id, name_norm) of the persons with these normalised names."""
        if not norms:
            return []
        sql = SQL_PERSONS_BY_NORM.format(marks=",".join("?" * len(norms)))
        return self._fetch(sql, tuple(norms))

    def persons_called(self, norm: str) -> list[int]:
        """Ids of the persons this normalised name calls: their name, their first name
        ("anna" is Anna Rivera) or one of their aliases."""
        return [r[0] for r in self.conn.execute(SQL_PERSONS_CALLED, (norm,))] if norm else []

    def relations_of_names(self, norms: Sequence[str]) -> dict[str, str]:
        """name -> relation of the persons with these normalised names who have a relation
        and a name of their own (not one like "Mom" that only says the relation).

        A norm also finds the persons whose first name it is ("anna" finds "Anna Kowalska"):
        all of them, so that the reader can tell a first name shared by two from one that
        names one person (:meth:`Discourse.know`)."""
        if not norms:
            return {}
        sql = SQL_RELATIONS_OF_NAMES.format(marks=",".join("?" * len(norms)))
        return {str(name): str(rel) for name, rel in self._fetch(sql, (*norms, *norms))
                if person_norm(str(name)) != person_norm(str(rel))}

    def person_by_relation(self, relation: str, alias_norm: str) -> int | None:
        """The person of a one-of-a-kind relation, known by that name or alias ("Mom")."""
        rows = self._fetch(SQL_PERSON_BY_ALIAS, (relation, alias_norm, alias_norm))
        return int(rows[0][0]) if rows else None

    def only_person_with_relation(self, relation: str) -> int | None:
        """The one person with this relation, or None when there is none or more than one."""
        rows = self._fetch(SQL_PERSONS_WITH_RELATION, (relation,))
        return int(rows[0][0]) if len(rows) == 1 else None

    def person_row(self, person_id: int) -> tuple[int, str, str, str, str | None] | None:
        rows = self._fetch(SQL_PERSON_ROW, (person_id,))
        return rows[0] if rows else None

    def touch_person(self, person_id: int, relation: str | None, now: float) -> None:
        """Seen (said) at ``now``, which may be before the first time they were heard of; the
        relation is set if it had none."""
        self.conn.execute(SQL_TOUCH_PERSON, (now, relation, person_id))

    def upsert_person(self, name: str, relation: str | None, now: float) -> int:
        """The person called ``name`` (by name, else by alias), touched; or a new one."""
        norm = person_norm(name)
        pid = self.person_id_by_norm(norm)
        if pid is None:
            pid = self.person_id_by_alias(norm)
        if pid is not None:
            self.conn.execute(SQL_TOUCH_PERSON, (now, relation, pid))
            return pid
        self.conn.execute(SQL_INSERT_PERSON, (name, norm, relation, now, now))
        return self.conn.last_insert_rowid()

    def person_id_by_alias(self, norm: str) -> int | None:
        """The person one of whose aliases normalises to ``norm``.

        Aliases are few (set by hand, or left by a rename or a merge), so the persons
        holding any are read whole rather than indexed.
        """
        for pid, aliases in self.conn.execute(SQL_PERSONS_WITH_ALIASES):
            if any(person_norm(str(a)) == norm for a in json.loads(aliases)):
                return int(pid)
        return None

    def get_persons(self, person_ids: Sequence[int]) -> list[tuple[Any, ...]]:
        """Several persons (the columns of :meth:`get_person`), in no particular order."""
        out: list[tuple[Any, ...]] = []
        for start in range(0, len(person_ids), 500):
            chunk = list(person_ids[start : start + 500])
            sql = SQL_GET_PERSONS.format(ids=",".join("?" * len(chunk)))
            out.extend(self._fetch(sql, chunk))
        return out

    def rename_person(self, person_id: int, name: str) -> None:
        self.conn.execute(SQL_RENAME_PERSON, (name, person_norm(name), person_id))

    def set_person_aliases(self, person_id: int, aliases: Sequence[str]) -> None:
        self.conn.execute(SQL_SET_PERSON_ALIASES, (json.dumps(list(aliases), ensure_ascii=False), person_id))

    def set_person_relation(self, person_id: int, relation: str | None) -> None:
        self.conn.execute(SQL_SET_PERSON_RELATION, (relation, person_id))

    def fold_person(self, keep: int, other: int, first_seen: float, last_seen: float,
                    relation: str | None) -> None:
        """Move ``other``'s links, time span and relation to ``keep``; delete ``other``."""
        self.conn.execute(SQL_MOVE_LINKS, (keep, other))
        self.conn.execute(SQL_DROP_LINKS, (other,))
        self.conn.execute(SQL_ABSORB_PERSON, (first_seen, last_seen, relation, keep))
        self.conn.execute(SQL_DELETE_PERSON, (other,))

    def superseded_by_any(self, memory_ids: Sequence[int]) -> list[MemoryRow]:
        """The memories that any of ``memory_ids`` superseded (one step of history)."""
        out: list[MemoryRow] = []
        for start in range(0, len(memory_ids), 500):
            chunk = list(memory_ids[start : start + 500])
            sql = SQL_SUPERSEDED_BY.format(ids=",".join("?" * len(chunk)))
            out.extend(_row(r) for r in self.conn.execute(sql, chunk))
        return out

    def link(self, memory_id: int, person_id: int, relation: str | None) -> None:
        self.conn.execute(SQL_LINK, (memory_id, person_id, relation))

    def unlink(self, memory_id: int, person_id: int) -> None:
        self.conn.execute("DELETE FROM memory_persons WHERE memory_id = ? AND person_id = ?",
                          (memory_id, person_id))

    def persons_of(self, memory_ids: Iterable[int]) -> dict[int, list[tuple[int, str]]]:
        ids = [int(i) for i in memory_ids]
        out: dict[int, list[tuple[int, str]]] = {i: [] for i in ids}
        if not ids:
            return out
        for chunk_start in range(0, len(ids), 500):
            chunk = ids[chunk_start : chunk_start + 500]
            sql = SQL_PERSONS_OF.format(ids=",".join("?" * len(chunk)))
            for mid, pid, name in self.conn.execute(sql, chunk):
                out[mid].append((pid, name))
        return out

    def list_persons_after(self, after_id: int | None, limit: int) -> Rows | None:
        """Persons by last_seen (newest first), keyset-paginated after person ``after_id``.

        Walks ``persons_last_seen`` from the cursor's position; only the page's persons
        get their memory count. None when the cursor's person no longer exists.
        """
        if after_id is None:
            return self._fetch(SQL_LIST_PERSONS_FIRST, (limit,))
        got = self._fetch(SQL_PERSON_LAST_SEEN, (after_id,))
        if not got:
            return None
        return self._fetch(SQL_LIST_PERSONS_AFTER, (got[0][0], after_id, limit))

    def get_person(self, person_id: int) -> tuple[Any, ...] | None:
        rows = self._fetch(SQL_GET_PERSON, (person_id,))
        return rows[0] if rows else None

    def person_memories(self, person_id: int, limit: int = 500) -> list[MemoryRow]:
        return [_row(r) for r in self.conn.execute(SQL_PERSON_MEMORIES, (person_id, limit))]

    def person_departures(self, person_id: int) -> list[MemoryRow]:
        """A person's live departures from a role ("User's former team lead Sara left …"), newest first."""
        return [_row(r) for r in self.conn.execute(SQL_PERSON_DEPARTURES, (person_id,))]

    def person_links(self, person_id: int) -> list[tuple[int, str]]:
        return self._fetch(SQL_PERSON_LINKS, (person_id,))

    def links_of(self, memory_ids: Sequence[int]) -> list[tuple[int, int]]:
        out: list[tuple[int, int]] = []
        for start in range(0, len(memory_ids), 500):
            chunk = list(memory_ids[start : start + 500])
            sql = SQL_ALL_LINKS.format(ids=",".join("?" * len(chunk)))
            out.extend(self._fetch(sql, chunk))
        return out

    # -------------------------------------------------------------- state, timers, summaries

    def get_state(self, key: str, default: str | None = None) -> str | None:
        rows = self._fetch(SQL_GET_STATE, (key,))
        return str(rows[0][0]) if rows else default

    def set_state(self, key: str, value: str) -> None:
        self.conn.execute(SQL_SET_STATE, (key, value))

    def get_timer(self, name: str) -> tuple[float | None, str | None]:
        rows = self._fetch(SQL_GET_TIMER, (name,))
        return (rows[0][0], rows[0][1]) if rows else (None, None)

    def set_timer(self, name: str, last_run_at: float | None, error: str | None = None) -> None:
        self.conn.execute(SQL_SET_TIMER, (name, last_run_at, error))

    def get_summary(self, kind: str) -> tuple[str, float, list[int]] | None:
        rows = self._fetch(SQL_GET_SUMMARY, (kind,))
        if not rows:
            return None
        text, at, ids = rows[0]
        return text, at, json.loads(ids)

    def set_summary(self, kind: str, text: str, at: float, ids: Sequence[int]) -> None:
        self.conn.execute(SQL_SET_SUMMARY, (kind, text, at, json.dumps(list(ids))))

    # -------------------------------------------------------------- the LLM ingest queue
    # Conversations acknowledged with ``queued: true`` wait here (durably) for the LLM
    # extraction worker (mercuryd/llm/worker.py).

    def queue_insert(self, payload: str, now: float) -> int:
        self.conn.execute(SQL_QUEUE_INSERT, (payload, now, now))
        return self.conn.last_insert_rowid()

    def queue_depth(self) -> int:
        return self._count(SQL_QUEUE_DEPTH)

    def queue_next(self) -> tuple[int, str, int, float] | None:
        """The queued conversation that is due first: (id, payload, attempts, next_try_at)."""
        rows = self.conn.execute(SQL_QUEUE_NEXT).fetchall()
        return tuple(rows[0]) if rows else None  # type: ignore[return-value]

    def queue_get(self, item_id: int) -> tuple[int, str, int, float] | None:
        rows = self.conn.execute(SQL_QUEUE_GET, (item_id,)).fetchall()
        return tuple(rows[0]) if rows else None  # type: ignore[return-value]

    def queue_retry(self, item_id: int, attempts: int, next_try_at: float, error: str) -> None:
        self.conn.execute(SQL_QUEUE_RETRY, (attempts, next_try_at, error, item_id))

    def queue_delete(self, item_id: int) -> None:
        self.conn.execute(SQL_QUEUE_DELETE, (item_id,))



    # -------------------------------------------------------------- portability (export, import, backup)

    @contextlib.contextmanager
    def snapshot(self) -> Iterator[None]:
        """One read transaction: every SELECT inside sees the same state (WAL snapshot)."""
        self.conn.execute("BEGIN")
        try:
            yield
        finally:
            if not self.conn.getautocommit():
                self.conn.execute("COMMIT")

    def all_memories(self) -> Iterator[MemoryRow]:
        for r in self.conn.execute(SQL_ALL_MEMORIES):
            yield _row(r)

    def all_persons(self) -> Rows:
        return self._fetch(SQL_ALL_PERSONS)

    def all_links(self) -> list[tuple[int, int, str | None]]:
        return self._fetch(SQL_ALL_MEMORY_PERSONS)

    def all_summaries(self) -> list[tuple[str, str, float, str]]:
        return self._fetch(SQL_ALL_SUMMARIES)

    def memory_count(self) -> int:
        return self._count("SELECT count(*) FROM memories")

    def find_identity(self, created_at: float, norm: str) -> int | None:
        """The memory with this creation time and normal form (an import's identity)."""
        rows = self._fetch(SQL_BY_IDENTITY, (created_at, norm))
        return int(rows[0][0]) if rows else None

    def insert_memory_as(self, row: MemoryRow, keep_id: bool) -> int:
        """Insert a restored row, keeping its id when ``keep_id`` and the id is free."""
        values = {f: getattr(row, f) for f in INSERT_FIELDS}
        values["superseded_by"] = None  # linked afterwards, once every id is known
        if keep_id and not self.conn.execute(SQL_ID_TAKEN, (row.id,)).fetchall():
            self.conn.execute(SQL_INSERT_MEMORY_WITH_ID, {**values, "id": row.id})
        else:
            self.conn.execute(SQL_INSERT_MEMORY, values)
        return self.conn.last_insert_rowid()

    def person_id_by_norm(self, name_norm: str) -> int | None:
        rows = self._fetch(SQL_PERSON_BY_NORM, (name_norm,))
        return int(rows[0][0]) if rows else None

    def insert_person_as(
        self, person_id: int, name: str, name_norm: str, aliases: str, relation: str | None,
        first_seen: float, last_seen: float,
    ) -> int:
        """Insert a restored person, keeping its id when it is free."""
        taken = self.conn.execute("SELECT 1 FROM persons WHERE id = ?", (person_id,)).fetchall()
        self.conn.execute(
            SQL_INSERT_PERSON_WITH_ID,
            (None if taken else person_id, name, name_norm, aliases, relation, first_seen, last_seen),
        )
        return self.conn.last_insert_rowid()

    def backup_to(self, target: Path) -> None:
        """SQLite online backup of this connection's database into ``target`` (one step).

        One step copies every page under one read transaction, so a reader connection
        can run it while the writer goes on writing (WAL).
        """
        dest = apsw.Connection(str(target))
        try:
            with dest.backup("main", self.conn, "main") as job:
                job.step(-1)
            dest.pragma("journal_mode", "delete")
        finally:
            dest.close()


    # -------------------------------------------------------------- lifecycle and consolidation

    def vitals_slice(self, after_id: int, limit: int) -> list[Vitals]:
        """The next ``limit`` rows after ``after_id`` with the columns the lifecycle reads."""
        return [Vitals(*r) for r in self.conn.execute(SQL_VITALS_SLICE, (after_id, limit))]

    def lifecycle_candidates(
        self, after_id: int, limit: int, active_cut: float, durable_cut: float, promote_at: int
    ) -> list[Vitals]:
        """The next ``limit`` rows after ``after_id`` that a lifecycle rule could change.

        A superset, filtered inside SQLite: flagged stale, inferred and conscious
        (decay), active and referenced at or before ``active_cut`` or reinforced
        ``promote_at`` times, durable and referenced at or before ``durable_cut``.
        """
        return [Vitals(*r) for r in self.conn.execute(
            SQL_LIFECYCLE_CANDIDATES, (after_id, active_cut, promote_at, durable_cut, limit))]

    def update_memories(self, columns: Sequence[str], rows: Sequence[Sequence[object]]) -> None:
        """The same columns set on many rows: each row is the values, then the id."""
        unknown = set(columns) - set(INSERT_FIELDS)
        if unknown:
            raise KeyError(f"unknown memory fields: {sorted(unknown)}")
        sets = ", ".join(f"{name} = ?" for name in columns)
        self.conn.executemany(f"UPDATE memories SET {sets} WHERE id = ?", rows)

    def top_memories(self, types: Sequence[str], limit: int) -> list[MemoryRow]:
        """Live conscious memories of some types, healthiest first (stored values)."""
        sql = SQL_TOP_MEMORIES.format(types=",".join("?" * len(types)))
        return [_row(r) for r in self.conn.execute(sql, (*types, limit))]

    def recent_memories(self, types: Sequence[str], since: float, limit: int) -> list[MemoryRow]:
        """Live conscious memories of some types created or referenced since ``since``."""
        sql = SQL_RECENT_MEMORIES.format(types=",".join("?" * len(types)))
        return [_row(r) for r in self.conn.execute(sql, (*types, since, since, limit))]

    def timed_memories(self, types: Sequence[str]) -> list[MemoryRow]:
        """Live conscious memories of some types, positive and no plan: those a stated time may end
        (:mod:`mercuryd.brain.expiry` reads their time)."""
        sql = SQL_TIMED_MEMORIES.format(types=",".join("?" * len(types)))
        return [_row(r) for r in self.conn.execute(sql, tuple(types))]

    def stalled_goals(self, before: float, limit: int) -> list[MemoryRow]:
        """Live conscious goals and projects not referenced since ``before``."""
        return [_row(r) for r in self.conn.execute(SQL_STALLED_GOALS, (before, limit))]

    def frequent_persons(self, min_count: int) -> list[tuple[int, str, int, float]]:
        """(person id, name, live conscious memory count, newest memory time), busiest first."""
        return self._fetch(SQL_FREQUENT_PERSONS, (min_count,))

    def person_activity(self, person_id: int) -> tuple[int, float | None]:
        """(live conscious memory count, newest created_at) of one person."""
        rows = self._fetch(SQL_PERSON_ACTIVITY, (person_id,))
        return (rows[0][0], rows[0][1]) if rows else (0, None)

    def reflections(self) -> list[MemoryRow]:
        """Every live reflection (few: consolidation makes them one per pattern)."""
        return [_row(r) for r in self.conn.execute(SQL_REFLECTIONS)]

    def related_activity(self, match: str, exclude_id: int, since: float, limit: int) -> list[MemoryRow]:
        """Live memories matching an (escaped) FTS5 expression, touched since ``since``."""
        return [_row(r) for r in self.conn.execute(
            SQL_RELATED_ACTIVITY, (match, exclude_id, since, since, limit))]

    def reflections_citing(self, pattern_ref: str) -> list[int]:
        """Ids of reflections whose source refs hold ``pattern_ref`` (exactly)."""
        needle = "%" + json.dumps(pattern_ref) + "%"
        return [r[0] for r in self.conn.execute(SQL_REFLECTIONS_CITING, (needle,))]

    def delete_orphan_persons(self, person_ids: Iterable[int]) -> list[int]:
        """Delete the given persons that no memory mentions any more; returns their ids."""
        gone: list[int] = []
        for pid in person_ids:
            self.conn.execute(SQL_DELETE_ORPHAN_PERSON, (pid, pid))
            if self.conn.changes():
                gone.append(pid)
        return gone

    def all_reflections(self) -> list[MemoryRow]:
        """Every reflection, superseded ones included (their text is history, still stored)."""
        return [_row(r) for r in self.conn.execute(SQL_ALL_REFLECTIONS)]

    def word_in_memories(self, match: str) -> bool:
        """Whether a memory other than a reflection matches an (escaped) FTS5 expression."""
        return bool(self.conn.execute(SQL_WORD_IN_MEMORIES, (match,)).fetchall())

    def person_ids_of(self, memory_id: int) -> list[int]:
        return [r[0] for r in self.conn.execute(SQL_PERSON_IDS_OF, (memory_id,))]

    def linked_summaries(self, person_id: int) -> list[str]:
        """The summary of every memory linked to the person, superseded ones included."""
        return [r[0] for r in self.conn.execute(SQL_LINKED_SUMMARIES, (person_id,))]


class Vitals(Struct, kw_only=False):
    """The columns the lifecycle rules read, without the text (a pass reads every row)."""

    id: int
    scope: str
    evidence: str
    confidence: float
    base_confidence: float
    decay_from: float
    last_referenced_at: float
    updated_at: float
    reinforcements: int
    dismissed: int
    superseded_by: int | None
    reason: str | None
    stale: int


SQL_VITALS_SLICE = (
    "SELECT id, scope, evidence, confidence, base_confidence, decay_from, last_referenced_at, "
    "updated_at, reinforcements, dismissed, superseded_by, reason, stale "
    "FROM memories WHERE id > ? ORDER BY id LIMIT ?"
)
SQL_LIFECYCLE_CANDIDATES = (
    "SELECT id, scope, evidence, confidence, base_confidence, decay_from, last_referenced_at, "
    "updated_at, reinforcements, dismissed, superseded_by, reason, stale "
    "FROM memories WHERE id > ? AND (stale != 0 "
    "OR (evidence = 'inferred' AND scope != 'subconscious') "
    "OR (scope = 'active' AND (last_referenced_at <= ? OR reinforcements >= ?)) "
    "OR (scope = 'durable' AND last_referenced_at <= ?)) "
    "ORDER BY id LIMIT ?"
)
SQL_TOP_MEMORIES = (
    f"SELECT {MEMORY_COLUMNS} FROM memories WHERE type IN ({{types}}) "
    "AND scope != 'subconscious' AND superseded_by IS NULL "
    "ORDER BY importance * confidence DESC, last_referenced_at DESC LIMIT ?"
)
SQL_RECENT_MEMORIES = (
    f"SELECT {MEMORY_COLUMNS} FROM memories WHERE type IN ({{types}}) "
    "AND scope != 'subconscious' AND superseded_by IS NULL "
    "AND (created_at >= ? OR last_referenced_at >= ?) "
    "ORDER BY max(created_at, last_referenced_at) DESC, id DESC LIMIT ?"
)
SQL_TIMED_MEMORIES = (
    f"SELECT {MEMORY_COLUMNS} FROM memories WHERE type IN ({{types}}) "
    "AND scope != 'subconscious' AND superseded_by IS NULL AND polarity > 0 "
    "AND (attribute IS NULL OR attribute NOT LIKE 'plan:%') ORDER BY id"
)
SQL_STALLED_GOALS = (
    f"SELECT {MEMORY_COLUMNS} FROM memories WHERE type IN ('goal', 'project') "
    "AND scope != 'subconscious' AND superseded_by IS NULL AND last_referenced_at < ? "
    "ORDER BY importance DESC, id LIMIT ?"
)
# Count per person over the links first (walking memory_persons by person), then
# name the few busy ones: ~6x faster at 100k than joining persons into the group.
SQL_FREQUENT_PERSONS = (
    "SELECT p.id, p.name, c.n, c.newest FROM (SELECT mp.person_id AS pid, count(*) AS n, "
    "max(m.created_at) AS newest FROM memory_persons mp "
    "JOIN memories m ON m.id = mp.memory_id AND m.superseded_by IS NULL "
    "AND m.scope != 'subconscious' AND m.type != 'reflection' "
    "GROUP BY mp.person_id HAVING n >= ?) c "
    "JOIN persons p ON p.id = c.pid ORDER BY c.n DESC, p.id"
)
SQL_PERSON_ACTIVITY = (
    "SELECT count(*), max(m.created_at) FROM memory_persons mp "
    "JOIN memories m ON m.id = mp.memory_id AND m.superseded_by IS NULL "
    "AND m.scope != 'subconscious' AND m.type != 'reflection' WHERE mp.person_id = ?"
)
SQL_REFLECTIONS = (
    f"SELECT {MEMORY_COLUMNS} FROM memories WHERE type = 'reflection' "
    "AND superseded_by IS NULL ORDER BY id"
)
SQL_RELATED_ACTIVITY = (
    f"SELECT {', '.join('m.' + c.strip() for c in MEMORY_COLUMNS.split(','))} "
    "FROM memories_fts f JOIN memories m ON m.id = f.rowid "
    "WHERE memories_fts MATCH ? AND m.id != ? AND m.superseded_by IS NULL "
    "AND m.type != 'reflection' AND (m.created_at >= ? OR m.last_referenced_at >= ?) "
    "ORDER BY f.rowid DESC LIMIT ?"  # FTS5 walks its own rowids backwards: no sort
)
SQL_ALL_REFLECTIONS = f"SELECT {MEMORY_COLUMNS} FROM memories WHERE type = 'reflection' ORDER BY id"
SQL_WORD_IN_MEMORIES = (
    "SELECT 1 FROM memories_fts f JOIN memories m ON m.id = f.rowid "
    "WHERE memories_fts MATCH ? AND m.type != 'reflection' LIMIT 1"
)
SQL_REFLECTIONS_CITING = (
    "SELECT id FROM memories WHERE type = 'reflection' AND source LIKE ? ORDER BY id"
)
SQL_DELETE_ORPHAN_PERSON = (
    "DELETE FROM persons WHERE id = ? AND NOT EXISTS "
    "(SELECT 1 FROM memory_persons WHERE person_id = ?)"
)
SQL_PERSON_IDS_OF = "SELECT person_id FROM memory_persons WHERE memory_id = ?"
SQL_LINKED_SUMMARIES = (
    "SELECT m.summary FROM memory_persons mp JOIN memories m ON m.id = mp.memory_id WHERE mp.person_id = ?"
)


ALL_SCOPES = frozenset({"durable", "active", "subconscious"})


def list_query(
    scope: str | None, type: str | None, before_id: int | None, limit: int, include_superseded: bool
) -> tuple[str, list[object]]:
    """One page of memories of one scope (or of every scope), newest first.

    Each shape walks an index in id order: the rowid (no filter), ``memories_type_id``
    (type only), ``memories_scope_id`` (scope only), ``memories_scope_type_id`` (both).
    """
    where: list[str] = []
    args: list[object] = []
    if scope is not None:
        where.append("scope = ?")
        args.append(scope)
    if type is not None:
        where.append("type = ?")
        args.append(type)
    if before_id is not None:
        where.append("id < ?")
        args.append(before_id)
    if not include_superseded:
        where.append("superseded_by IS NULL")
    cond = f"WHERE {' AND '.join(where)} " if where else ""
    args.append(limit)
    return f"SELECT {MEMORY_COLUMNS} FROM memories {cond}ORDER BY id DESC LIMIT ?", args


def person_norm(name: str) -> str:
    """A person's name as the store compares it: case-folded, single spaces."""
    return " ".join(name.casefold().split())


def _row(values: Sequence[object]) -> MemoryRow:
    fields: dict[str, Any] = dict(zip(FIELDS, values, strict=True))
    return MemoryRow(**fields)


# Errors that mean the file refused the write, not that the write was wrong.
_STORAGE_FAULTS = (apsw.FullError, apsw.ReadOnlyError, apsw.BusyError, apsw.IOError, apsw.CantOpenError)


def _storage_error(exc: apsw.Error) -> StorageError:
    if isinstance(exc, apsw.FullError):
        return StorageError("the disk is full: the write was not stored; free some space and retry")
    if isinstance(exc, apsw.ReadOnlyError):
        return StorageError("the database is read-only: the write was not stored")
    if isinstance(exc, apsw.BusyError):
        return StorageError("the database is locked by another process: the write was not stored")
    return StorageError(f"the database refused the write ({exc.__class__.__name__})")
