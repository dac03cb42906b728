"""The kinds' full-text lookups in ``retrieve`` (each a join of ``memories_fts`` on ``memories`` by ``m.id = f.rowid``,
the newest few matches kept) are ordered by the index's own rowid, the memory's id: FTS5 hands its matches newest first
and the LIMIT stops the scan. Ordered by ``m.id``, SQLite gathered every match and sorted it in a temporary B-tree (a
store of 300,000 memories: 15 to 53 ms a lookup, against 0.05 to 0.3 ms; docs/recall.md, recall29).

The plans are pinned (``EXPLAIN QUERY PLAN`` shows no ``USE TEMP B-TREE``), and each lookup's rows, in order, are those
of the same query ordered by ``m.id`` on a small real store: the everyday memories of the paraphrase probe, rows written
for each lookup (more than its LIMIT), some superseded, some dislikes, some linked to a relative.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mercuryd.brain import retrieve, text
from mercuryd.store.db import MemoryRow, Store, open_store

EVERYDAY = Path(__file__).resolve().parent.parent / "bench" / "data" / "paraphrase_distractors.json"

# (type, summary, polarity), each written for this file, each several times over (numbered) so every LIMIT bites
WRITTEN = [
    ("habit", "User takes vitamin D tablets every morning", 1),
    ("goal", "User wants to lose weight before the wedding", 1),
    ("goal", "User is learning Italian with an app", 1),
    ("habit", "User plays padel on Saturday mornings", 1),
    ("relationship", "User's cousin Bea is allergic to peanuts", 1),
    ("constraint", "User wants recipes in metric units", 1),
    ("preference", "User writes Python code with type hints", 1),
    ("preference", "User keeps notes in Obsidian", 1),
    ("relationship", "User's sister is a nurse in Cork", 1),
    ("constraint", "User is pregnant with her second child", 1),
    ("constraint", "User doesn't eat mushrooms", 1),
    ("preference", "User won't eat olives", -1),
    ("identity", "User lives in Galway", 1),
    ("identity", "User is a paramedic at the county hospital", 1),
]

# each lookup with what it is run with in ``retrieve`` (a match the written rows above hold)
CASES: dict[str, dict[str, str | bool]] = {
    "SQL_SAID": {"match": '"takes" OR "tablets" OR "learning" OR "lose"', "stopped": False,
                 "types": '["goal", "habit", "project", "identity"]'},
    "SQL_DAY_NAMED": {"match": '"saturday" OR "sunday"'},
    "SQL_LIVES_SAID": {},
    "SQL_JOB_SAID": {},
    "SQL_GUEST_DIETS": {"match": '"allergic" OR "vegan"'},
    "SQL_RULES_MATCHING": {"match": '"metric" OR "imperial" OR "units"'},
    "SQL_RULES_SUMMARY": {"match": '"python" OR "code"'},
    "SQL_NAMING": {"match": '"obsidian" OR "notion"'},
    "SQL_RELATIVES_SAID": {"match": '"sister" OR "cousin"', "relations": '["sister"]'},
    "SQL_PREGNANT": {},
    "SQL_EATS_NOT": {},
}


def _lookups() -> dict[str, str]:
    """Every full-text join of the memories in ``retrieve`` that keeps the newest matches."""
    return {name: sql for name, sql in vars(retrieve).items()
            if name.startswith("SQL_") and isinstance(sql, str) and "memories_fts f JOIN memories m" in sql}


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Store:
    store = open_store(tmp_path_factory.mktemp("fts-order") / "second-brain.db")
    rows = [(t, s, 1) for t, s in json.loads(EVERYDAY.read_text())["memories"]]
    rows += [(t, f"{s} ({n})", p) for n in range(20) for t, s, p in WRITTEN]
    with store.transaction():
        sister = store.upsert_person("Orla", "sister", 1000.0)
        for i, (type_, summary, polarity) in enumerate(rows):
            mid = store.insert_memory(MemoryRow(
                type=type_, summary=summary, norm=text.norm(summary), scope="durable", evidence="direct",
                confidence=0.9, base_confidence=0.9, decay_from=0.0, importance=0.5, durability=0.5,
                created_at=float(i), updated_at=float(i), last_referenced_at=float(i), polarity=polarity))
            if i % 5 == 3:
                store.update_memory(mid, superseded_by=mid - 1)
            if summary.startswith("User's sister") and i % 3:
                store.link(mid, sister, "sister")
    return store


def test_every_lookup_is_a_case() -> None:
    """A new lookup of this shape is checked here too."""
    assert set(_lookups()) == set(CASES)


@pytest.mark.parametrize("name", sorted(CASES))
def test_no_sort_of_every_match(store: Store, name: str) -> None:
    sql = _lookups()[name]
    assert "ORDER BY f.rowid DESC" in sql
    plan = [row[3] for row in store.conn.execute("EXPLAIN QUERY PLAN " + sql, CASES[name])]
    assert not any("TEMP B-TREE" in step for step in plan), plan
    # the same lookup ordered by m.id sorts in a temporary B-tree (what the plan above no longer does)
    old = sql.replace("ORDER BY f.rowid DESC", "ORDER BY m.id DESC")
    assert any("USE TEMP B-TREE FOR ORDER BY" in row[3]
               for row in store.conn.execute("EXPLAIN QUERY PLAN " + old, CASES[name]))


@pytest.mark.parametrize("name", sorted(CASES))
def test_same_rows_in_the_same_order(store: Store, name: str) -> None:
    sql = _lookups()[name]
    got = list(store.conn.execute(sql, CASES[name]))
    limit = int(sql.split("LIMIT")[-1])
    assert len(got) == limit  # the LIMIT bites: which rows are kept depends on the order
    assert [row[0] for row in got] == sorted((row[0] for row in got), reverse=True)
    old = sql.replace("ORDER BY f.rowid DESC", "ORDER BY m.id DESC")
    assert got == list(store.conn.execute(old, CASES[name]))
