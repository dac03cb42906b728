"""Pagination that stays fast at any depth: index walks only, no sort of every row.

The query plans are pinned (``EXPLAIN QUERY PLAN`` has no ``USE TEMP B-TREE``) so a
later change cannot quietly turn a page into a sort of the whole table; the pages
themselves are checked against the same listing computed in Python.
"""

from __future__ import annotations

import itertools
import random

import pytest

from mercuryd import wire
from mercuryd.brain import defaults, text
from mercuryd.brain.service import Brain
from mercuryd.errors import Conflict
from mercuryd.store.db import MemoryRow, Store

SCOPES = {"conscious": ("durable", "active"), "subconscious": ("subconscious",),
          "all": ("durable", "active", "subconscious")}
TYPES = [None, "goal", "preference", "episode"]


def _fill(store: Store, n: int = 600, persons: int = 120) -> None:
    """Memories of every scope and type, some superseded, some linked to persons."""
    rng = random.Random(3)
    kinds = ["identity", "preference", "goal", "project", "habit", "episode", "decision"]
    with store.transaction():
        pids = [store.upsert_person(f"Person {i}", None, 1000.0 + rng.choice([0, 1, 2, i]))
                for i in range(persons)]
        for i in range(n):
            type_ = rng.choice(kinds)
            scope = rng.choice(["durable", "active", "subconscious"])
            summary = f"User note number {i} about {type_}"
            mid = store.insert_memory(MemoryRow(
                type=type_, summary=summary, norm=text.norm(summary), scope=scope,
                prior_scope=defaults.default_scope(type_) if scope == "subconscious" else None,
                evidence="direct", confidence=0.9, base_confidence=0.9, decay_from=0.0,
                importance=0.5, durability=0.5, created_at=float(i), updated_at=float(i),
                last_referenced_at=float(i),
            ))
            if i % 9 == 5:
                store.update_memory(mid, superseded_by=mid - 1)
            if i % 4 == 0:
                store.link(mid, rng.choice(pids), None)


def _plan(store: Store, sql: str, args: object) -> list[str]:
    return [row[3] for row in store.conn.execute("EXPLAIN QUERY PLAN " + sql, args)]


def _traced(store: Store, call) -> list[tuple[str, object]]:
    """The statements (with their bindings) that ``call()`` runs on the store."""
    seen: list[tuple[str, object]] = []

    def trace(_cursor, sql: str, bindings: object) -> bool:
        seen.append((sql, bindings))
        return True

    store.conn.exec_trace = trace
    try:
        call()
    finally:
        store.conn.exec_trace = None
    return seen


@pytest.mark.parametrize("analyzed", [False, True])
def test_every_list_query_walks_an_index(brain: Brain, analyzed: bool) -> None:
    store = brain.store
    _fill(store)
    if analyzed:  # statistics must not talk the planner into a sort either
        store.conn.execute("ANALYZE")
    pages = [
        lambda scope=scope, type_=type_, cursor=cursor, sup=sup: brain.list(wire.ListParams(
            scope=scope, type=type_, cursor=cursor, include_superseded=sup, limit=20))
        for scope, type_, cursor, sup in itertools.product(SCOPES, TYPES, [None, "300"], [False, True])
    ]
    pages += [lambda: brain.persons_list(wire.PersonsListParams(limit=10)),
              lambda: brain.persons_list(wire.PersonsListParams(limit=10, cursor="60"))]
    checked = 0
    for page in pages:
        for sql, args in _traced(store, page):
            if "ORDER BY id DESC" not in sql and "FROM persons p" not in sql:
                continue  # the page's persons and the like: a handful of rows by key
            plan = _plan(store, sql, args)
            checked += 1
            assert not any("TEMP B-TREE" in step for step in plan), (sql, plan)
            # An index range, or the table itself in rowid (= id) order.
            assert all(step.startswith(("SEARCH", "CORRELATED SCALAR SUBQUERY")) or "INDEX" in step
                       or step == "SCAN memories"
                       for step in plan), (sql, plan)
    assert checked >= len(pages)


def _expected(store: Store, scope: str, type_: str | None, superseded: bool) -> list[int]:
    rows = store.conn.execute("SELECT id, scope, type, superseded_by FROM memories").fetchall()
    return sorted((i for i, s, t, sup in rows
                   if s in SCOPES[scope] and (type_ is None or t == type_)
                   and (superseded or sup is None)), reverse=True)


@pytest.mark.parametrize("scope", list(SCOPES))
def test_pages_match_the_full_listing(brain: Brain, scope: str) -> None:
    _fill(brain.store)
    for type_, superseded, limit in itertools.product(TYPES, [False, True], [1, 7, 50]):
        got: list[int] = []
        cursor = None
        while True:
            page = brain.list(wire.ListParams(scope=scope, type=type_, limit=limit, cursor=cursor,
                                              include_superseded=superseded))
            assert len(page.items) <= limit
            got += [m.id for m in page.items]
            cursor = page.next_cursor
            if cursor is None:
                break
        assert got == _expected(brain.store, scope, type_, superseded), (type_, superseded, limit)
        assert got, (type_, superseded)


def test_persons_pages_follow_last_seen_then_id(brain: Brain) -> None:
    _fill(brain.store)
    want = [pid for pid, _ in sorted(
        brain.store.conn.execute("SELECT id, last_seen FROM persons").fetchall(),
        key=lambda r: (r[1], r[0]), reverse=True)]
    counts = dict(brain.store.conn.execute(
        "SELECT mp.person_id, count(*) FROM memory_persons mp JOIN memories m ON m.id = mp.memory_id "
        "WHERE m.superseded_by IS NULL GROUP BY 1").fetchall())
    got, cursor = [], None
    while True:
        page = brain.persons_list(wire.PersonsListParams(limit=13, cursor=cursor))
        got += page.items
        cursor = page.next_cursor
        if cursor is None:
            break
    assert [p.id for p in got] == want
    assert {p.id: p.memory_count for p in got} == {pid: counts.get(pid, 0) for pid in want}


def test_persons_cursor_of_a_deleted_person_is_refused(brain: Brain) -> None:
    _fill(brain.store, n=0, persons=5)
    page = brain.persons_list(wire.PersonsListParams(limit=2))
    assert page.next_cursor is not None
    with brain.store.transaction():
        brain.store.conn.execute("DELETE FROM persons WHERE id = ?", (int(page.next_cursor),))
    with pytest.raises(Conflict, match="cursor"):
        brain.persons_list(wire.PersonsListParams(limit=2, cursor=page.next_cursor))
