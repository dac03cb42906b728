"""The lifecycle rules of DESIGN.md §3, as functions of ``now``.

Every rule reads stored base values and the injected time, so running the pruner
every minute or once a month reaches the same state, and running it twice at the
same ``now`` changes nothing the second time.
"""

from __future__ import annotations

import math

from msgspec import Struct

from mercuryd.config import Pruning
from mercuryd.store.db import MemoryRow, Store

DAY = 86400.0


def decayed(base: float, since: float, at: float, half_life_days: float) -> float:
    """c = c0 · 0.5^(days / half_life), from the stored base and its anchor time."""
    days = max(0.0, (at - since) / DAY)
    return base * 0.5 ** (days / half_life_days)


def effective_confidence(row: MemoryRow, now: float, rules: Pruning) -> float:
    """The confidence a memory has at ``now``.

    Only inferred memories in the conscious tier decay. In the subconscious a memory
    keeps the confidence it entered with (stored when it moved).
    """
    if row.evidence == "inferred" and row.scope != "subconscious":
        return decayed(row.base_confidence, row.decay_from, now, rules.inferred_half_life_days)
    return row.confidence


def is_stale(row: MemoryRow, now: float, rules: Pruning) -> bool:
    """An active memory unreferenced for ``stale_after_days`` (21) or more."""
    return row.scope == "active" and now - row.last_referenced_at >= rules.stale_after_days * DAY


def low_confidence_crossing(row: MemoryRow, rules: Pruning) -> float:
    """When a durable memory's confidence first fell below the threshold.

    ``-inf`` when it was already below, ``+inf`` when it never will be.
    """
    threshold = rules.low_confidence
    if row.evidence != "inferred":
        return -math.inf if row.confidence < threshold else math.inf
    if row.base_confidence < threshold:
        return -math.inf
    if threshold <= 0:
        return math.inf
    # base · 0.5^(d/h) < t  ⇔  d > h · log2(base / t); the boundary itself is not "below".
    days = rules.inferred_half_life_days * math.log2(row.base_confidence / threshold)
    return row.decay_from + days * DAY


class PrunePlan(Struct, kw_only=True):
    """What one pruning pass changes at a given time."""

    stale: list[int]
    to_subconscious: list[tuple[int, float]]  # (id, confidence frozen at the move)
    low_confidence: list[tuple[int, float]]
    decayed: list[tuple[int, float]]  # (id, new confidence)
    promoted: list[int]


SQL_PROMOTE_CANDIDATES = (
    "superseded_by IS NULL AND dismissed = 0 AND scope != 'durable' AND reinforcements >= ?"
)
SQL_ACTIVE_OLD = "superseded_by IS NULL AND scope = 'active' AND last_referenced_at <= ?"
SQL_STALE_NEW = (
    "superseded_by IS NULL AND scope = 'active' AND stale = 0 AND last_referenced_at <= ? "
    "AND last_referenced_at > ?"
)
SQL_INFERRED_CONSCIOUS = (
    "superseded_by IS NULL AND evidence = 'inferred' AND scope != 'subconscious'"
)
SQL_DURABLE_OLD = "superseded_by IS NULL AND scope = 'durable' AND last_referenced_at <= ?"


def plan(store: Store, now: float, rules: Pruning) -> PrunePlan:
    """Compute every change the rules make at ``now`` without changing anything."""
    promote_at = rules.promote_after_reinforcements
    promoted = [r.id for r in store.select_memories(SQL_PROMOTE_CANDIDATES, (promote_at,))]
    promoted_set = set(promoted)

    sub_cut = now - rules.subconscious_after_days * DAY
    to_sub: list[tuple[int, float]] = []
    for row in store.select_memories(SQL_ACTIVE_OLD, (sub_cut,)):
        if row.id in promoted_set:
            continue
        moved_at = row.last_referenced_at + rules.subconscious_after_days * DAY
        to_sub.append((row.id, effective_confidence(row, moved_at, rules)))
    moving = {i for i, _ in to_sub}

    low: list[tuple[int, float]] = []
    low_cut = now - rules.low_confidence_after_days * DAY
    for row in store.select_memories(SQL_DURABLE_OLD, (low_cut,)):
        crossing = low_confidence_crossing(row, rules)
        if crossing == math.inf:
            continue
        unreferenced_since = row.last_referenced_at + rules.low_confidence_after_days * DAY
        moved_at = max(unreferenced_since, crossing)
        if moved_at <= now and effective_confidence(row, now, rules) < rules.low_confidence:
            low.append((row.id, min(effective_confidence(row, moved_at, rules), row.confidence)))
    leaving = moving | {i for i, _ in low}

    decay: list[tuple[int, float]] = []
    for row in store.select_memories(SQL_INFERRED_CONSCIOUS):
        if row.id in leaving:
            continue
        value = effective_confidence(row, now, rules)
        if abs(value - row.confidence) > 1e-9:
            decay.append((row.id, value))

    stale_cut = now - rules.stale_after_days * DAY
    stale = [
        r.id
        for r in store.select_memories(SQL_STALE_NEW, (stale_cut, sub_cut))
        if r.id not in promoted_set
    ]
    return PrunePlan(
        stale=stale, to_subconscious=to_sub, low_confidence=low, decayed=decay, promoted=promoted
    )


def apply(store: Store, p: PrunePlan, now: float) -> None:
    """Write a plan inside the caller's transaction."""
    for mid in p.promoted:
        store.update_memory(
            mid, scope="durable", prior_scope=None, reason="promoted", durability=0.9,
            stale=0, updated_at=now,
        )
    for mid, conf in p.to_subconscious:
        store.update_memory(
            mid, scope="subconscious", prior_scope="active", reason="unreferenced",
            confidence=conf, base_confidence=conf, stale=0, updated_at=now,
        )
    for mid, conf in p.low_confidence:
        store.update_memory(
            mid, scope="subconscious", prior_scope="durable", reason="low_confidence",
            confidence=conf, base_confidence=conf, updated_at=now,
        )
    for mid, conf in p.decayed:
        store.update_memory(mid, confidence=conf)
    for mid in p.stale:
        store.update_memory(mid, stale=1, reason="stale")
