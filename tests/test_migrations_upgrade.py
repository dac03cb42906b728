"""Schema migrations: a database made by the first schema version opens with today's code."""

from __future__ import annotations

import json
import time
from pathlib import Path

from mercuryd.store import migrations
from mercuryd.store.db import connect
from tests.conftest import DaemonProc
from tests.dbcheck import check_integrity, open_db


def make_v1_database(path: Path) -> None:
    """Only MIGRATIONS[:1] applied, with data written by plain SQL of that version."""
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = connect(path)
    conn.execute("CREATE TABLE migrations (name TEXT PRIMARY KEY, applied_at REAL NOT NULL)")
    name, sql = migrations.MIGRATIONS[0]
    with conn:
        conn.execute(sql)
        conn.execute("INSERT INTO migrations VALUES (?, ?)", (name, time.time()))
        t = 1_767_225_600.0
        conn.execute(
            "INSERT INTO memories (id, type, summary, norm, scope, evidence, confidence, base_confidence, "
            "decay_from, importance, durability, created_at, updated_at, last_referenced_at, source) "
            "VALUES (7, 'preference', 'User prefers rooibos tea', 'user prefers rooibos tea', 'durable', "
            "'manual', 1.0, 1.0, ?, 0.6, 0.9, ?, ?, ?, ?)",
            (t, t, t, t, json.dumps({"channel": "cli", "conversation_id": None, "refs": []})),
        )
        conn.execute("INSERT INTO persons (id, name, name_norm, first_seen, last_seen) "
                     "VALUES (3, 'Tove', 'tove', ?, ?)", (t, t))
        conn.execute("INSERT INTO memory_persons VALUES (7, 3, NULL)")
    conn.close()


def test_first_schema_version_opens_with_current_code(daemon_factory) -> None:
    d: DaemonProc = daemon_factory()
    db = d.home / "memory" / "second-brain" / "second-brain.db"
    make_v1_database(db)
    d.start()
    got = d.call("memory.get", {"id": 7})
    assert got["summary"] == "User prefers rooibos tea" and got["persons"] == [{"id": 3, "name": "Tove"}]
    assert "rooibos" in d.call("brain.recall", {"query": "rooibos tea"})["context"]
    added = d.call("memory.add", {"type": "habit", "summary": "User drinks tea at four"})
    assert added["id"] == 8
    d.stop()
    conn = open_db(db)
    applied = [r[0] for r in conn.execute("SELECT name FROM migrations ORDER BY name")]
    assert applied == [name for name, _ in migrations.MIGRATIONS]
    check_integrity(conn)
    conn.close()


def test_a_store_poisoned_by_an_old_import_is_repaired(daemon_factory) -> None:
    """Times out of any calendar (year 10000, 1e308, before 1970) from an old import made
    every list, search and page fail; migration 0009 brings them back into range."""
    d: DaemonProc = daemon_factory()
    db = d.home / "memory" / "second-brain" / "second-brain.db"
    make_v1_database(db)
    conn = connect(db)
    with conn:
        conn.execute("UPDATE memories SET created_at = 253402300800.0, updated_at = 1e308, "
                     "last_referenced_at = -62135596801.0, decay_from = 1e309 WHERE id = 7")
        conn.execute("UPDATE persons SET last_seen = 1e308 WHERE id = 3")
    conn.close()
    d.start()
    assert [m["id"] for m in d.call("memory.list", {"scope": "all"})["items"]] == [7]
    got = d.call("memory.get", {"id": 7})
    assert got["created_at"].startswith("9999-12-31") and got["last_referenced_at"].startswith("1970-01-01")
    assert d.call("memory.search", {"q": "rooibos"})["items"]
    assert d.call("persons.list")["items"][0]["name"] == "Tove"
