"""Database checks shared by the reliability tests: digests and integrity."""

from __future__ import annotations

import hashlib
from pathlib import Path

import apsw

TABLES = ("memories", "persons", "memory_persons", "summaries", "state", "ingest_queue")


def open_db(path: Path) -> apsw.Connection:
    """Open an existing database without creating it (FTS5 checks need write access)."""
    conn = apsw.Connection(str(path), flags=apsw.SQLITE_OPEN_READWRITE)
    conn.setbusytimeout(5000)
    return conn


def digest(conn: apsw.Connection, tables: tuple[str, ...] = TABLES) -> str:
    """A hash of every row of the user-data tables, in a stable order."""
    h = hashlib.sha256()
    for table in tables:
        for row in conn.execute(f"SELECT * FROM {table} ORDER BY 1, 2"):
            h.update(repr((table, row)).encode())
    return h.hexdigest()


def rows(conn: apsw.Connection, table: str) -> list[tuple]:
    return conn.execute(f"SELECT * FROM {table} ORDER BY 1, 2").fetchall()


def check_integrity(conn: apsw.Connection) -> None:
    """SQLite and FTS5 integrity, and the FTS index agreeing with the table row by row."""
    # SQLite 3.54's FTS5 integrity check trusts the index structure the connection
    # cached: after another process merged the index's segments (the daemon's hourly
    # pass) it reports "corruption found reading blob" on a long-lived connection, and
    # "ok" on a fresh one. A query refreshes the cached structure first.
    for table in ("memories_fts", "memories_trigram"):
        conn.execute(f"SELECT count(*) FROM {table} WHERE {table} MATCH 'zzzrefresh'").fetchall()
    got = conn.execute("PRAGMA integrity_check").fetchall()
    assert got == [("ok",)], got
    assert conn.execute("PRAGMA foreign_key_check").fetchall() == []
    # Raises apsw.CorruptError if the index and the content table disagree.
    conn.execute("INSERT INTO memories_fts(memories_fts, rank) VALUES ('integrity-check', 1)")
    missing = conn.execute(
        "SELECT m.id FROM memories m WHERE m.summary GLOB '*[A-Za-z0-9]*' AND NOT EXISTS "
        "(SELECT 1 FROM memories_fts f WHERE f.rowid = m.id AND memories_fts MATCH "
        "'\"' || replace(m.summary, '\"', '\"\"') || '\"')"
    ).fetchall()
    assert missing == [], f"memories without their FTS entry: {missing[:5]}"
    docsize = {r[0] for r in conn.execute("SELECT id FROM memories_fts_docsize")}
    ids = {r[0] for r in conn.execute("SELECT id FROM memories")}
    assert docsize == ids, f"FTS rows {sorted(docsize ^ ids)[:5]} disagree with the table"
