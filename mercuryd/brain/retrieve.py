"""Recall ranking (first version; the measured one replaces it)."""

from __future__ import annotations

import math
from collections.abc import Sequence

import apsw
import msgspec

from mercuryd.brain.text import content_words


class Hit(msgspec.Struct):
    id: int
    score: float
    relevance: float


class QueryPlan(msgspec.Struct):
    terms: list[str]
    match: str | None


def _quote(term: str) -> str:
    return '"' + term.replace('"', '""') + '"'


def analyze(query: str) -> QueryPlan:
    terms = list(dict.fromkeys(content_words(query)))[:16]
    if not terms:
        return QueryPlan(terms=[], match=None)
    return QueryPlan(terms=terms, match=" OR ".join(_quote(t) for t in terms))


SQL_RANK = (
    "SELECT m.id, bm25(memories_fts), m.importance, m.confidence, m.last_referenced_at, "
    "m.scope FROM memories_fts JOIN memories m ON m.id = memories_fts.rowid "
    "WHERE memories_fts MATCH ? AND m.scope IN ({scopes}) {extra} "
    "ORDER BY bm25(memories_fts) LIMIT ?"
)


def rank(
    conn: apsw.Connection,
    query: str,
    *,
    now: float,
    scopes: Sequence[str],
    limit: int,
    exclude_dismissed: bool = True,
    include_superseded: bool = False,
    stale_after_days: float = 21.0,
) -> list[Hit]:
    plan = analyze(query)
    if plan.match is None or limit <= 0:
        return []
    extra = ""
    if not include_superseded:
        extra += " AND m.superseded_by IS NULL"
    if exclude_dismissed:
        extra += " AND m.dismissed = 0"
    sql = SQL_RANK.format(scopes=",".join("?" * len(scopes)), extra=extra)
    try:
        rows = conn.execute(sql, (plan.match, *scopes, max(limit * 4, 20))).fetchall()
    except apsw.Error:
        return []
    if not rows:
        return []
    best = min(r[1] for r in rows)
    hits = []
    for mid, bm, imp, conf, ref, scope in rows:
        rel = (bm / best) if best < 0 else 0.0
        rel = max(0.0, min(1.0, rel))
        age_days = max(0.0, (now - ref) / 86400)
        recency = math.exp(-age_days / 90)
        score = rel * (0.7 + 0.1 * imp + 0.1 * conf + 0.1 * recency)
        if scope == "active" and age_days >= stale_after_days:
            score *= 0.8
        hits.append(Hit(id=mid, score=score, relevance=rel))
    hits.sort(key=lambda h: -h.score)
    return hits[:limit]
