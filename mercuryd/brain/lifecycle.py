"""The lifecycle rules of docs/lifecycle.md, as pure functions of a row and ``now``.

Every rule reads stored base values (``base_confidence`` and ``decay_from`` for decay,
``last_referenced_at`` for the clocks) and the injected time, and stamps a tier change
with the time the rule *fired* (not the time the pruner noticed). So running the
pruner every minute or once a month reaches the same table, and running it twice at
the same ``now`` changes nothing the second time.

A pass walks the rows a rule could change in id order, one slice per short write
transaction (:func:`prune_steps`), so recall, which also runs on the writer, interleaves.
"""

from __future__ import annotations

import functools
import math
from typing import cast

from msgspec import Struct

from mercuryd.brain import defaults
from mercuryd.brain.steps import Read, Steps
from mercuryd.config import Pruning
from mercuryd.store.db import MemoryRow, Store
from mercuryd.store.db import Vitals as StoredVitals

DAY = 86400.0
SLICE = 1000  # candidate rows per step: one short transaction, a few milliseconds


# The columns the rules read: a whole row, or the text-free slice a pass reads.
Vitals = MemoryRow | StoredVitals


def decayed(base: float, since: float, at: float, half_life_days: float) -> float:
    """c = c0 · 0.5^(days / half_life), from the stored base and its anchor time."""
    days = max(0.0, (at - since) / DAY)
    return base * math.pow(0.5, days / half_life_days)


def effective_confidence(row: Vitals, now: float, rules: Pruning) -> float:
    """The confidence a memory has at ``now``.

    Only inferred memories in the conscious tier decay. In the subconscious a memory
    keeps the confidence it entered with (stored when it moved).
    """
    if row.evidence == "inferred" and row.scope != "subconscious":
        return decayed(row.base_confidence, row.decay_from, now, rules.inferred_half_life_days)
    return row.confidence


def is_stale(row: Vitals, now: float, rules: Pruning) -> bool:
    """An active memory unreferenced for ``stale_after_days`` (21) or more."""
    return row.scope == "active" and now - row.last_referenced_at >= rules.stale_after_days * DAY


def low_confidence_crossing(row: Vitals, rules: Pruning) -> float:
    """When a memory's confidence first fell below the low-confidence threshold.

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


TIER_RULES = frozenset({"promoted", "to_subconscious", "low_confidence"})


class Change(Struct, kw_only=True):
    """What the rules do to one row at ``now``: a rule name and the fields to write."""

    rule: str  # promoted | to_subconscious | low_confidence | decayed | stale | ""
    fields: dict[str, object]
    decayed: bool = False


def decide(row: Vitals, now: float, rules: Pruning) -> Change | None:
    """Every rule, applied to one row; None when nothing changes.

    At most one tier change per row: promotion beats the move to the subconscious
    (a memory reinforced three times is durable, not forgotten).
    """
    live = row.superseded_by is None
    if (
        live
        and row.scope == "active"
        and not row.dismissed
        and row.reinforcements >= rules.promote_after_reinforcements
    ):
        fields: dict[str, object] = dict(
            scope="durable", prior_scope=None, reason="promoted", stale=0,
            durability=defaults.SCOPE_DURABILITY["durable"], updated_at=max(row.updated_at, now),
        )
        if row.evidence == "inferred":
            fields["confidence"] = effective_confidence(row, now, rules)
        return Change(rule="promoted", fields=fields)

    if row.scope == "active" and now - row.last_referenced_at >= rules.subconscious_after_days * DAY:
        moved_at = row.last_referenced_at + rules.subconscious_after_days * DAY
        conf = effective_confidence(row, moved_at, rules)
        return Change(rule="to_subconscious", fields=dict(
            scope="subconscious", prior_scope="active", reason="unreferenced",
            confidence=conf, base_confidence=conf, stale=0,
            updated_at=max(row.updated_at, moved_at),
        ))

    if row.scope == "durable" and now - row.last_referenced_at >= rules.low_confidence_after_days * DAY:
        crossing = low_confidence_crossing(row, rules)
        moved_at = max(row.last_referenced_at + rules.low_confidence_after_days * DAY, crossing)
        if moved_at <= now and effective_confidence(row, now, rules) < rules.low_confidence:
            conf = min(effective_confidence(row, moved_at, rules), row.base_confidence)
            return Change(rule="low_confidence", fields=dict(
                scope="subconscious", prior_scope="durable", reason="low_confidence",
                confidence=conf, base_confidence=conf, stale=0,
                updated_at=max(row.updated_at, moved_at),
            ))

    fields = {}
    was_decayed = False
    if row.evidence == "inferred" and row.scope != "subconscious":
        value = effective_confidence(row, now, rules)
        if value != row.confidence:
            fields["confidence"] = value
            was_decayed = True
    rule = "decayed" if was_decayed else ""
    stale = is_stale(row, now, rules)
    if stale and not row.stale:
        fields["stale"] = 1
        rule = "stale"
        if row.reason is None:
            fields["reason"] = "stale"
    elif row.stale and not stale:
        fields["stale"] = 0
        if row.reason == "stale":
            fields["reason"] = None
    if not fields:
        return None
    return Change(rule=rule, fields=fields, decayed=was_decayed)


class PruneOutcome(Struct, kw_only=True):
    """What a pass changed (or, dry, would change)."""

    stale: list[int] = []
    to_subconscious: list[int] = []
    low_confidence: list[int] = []
    promoted: list[int] = []
    decayed: int = 0
    scanned: int = 0

    def add(self, mid: int, change: Change) -> None:
        if change.rule in ("stale", "to_subconscious", "low_confidence", "promoted"):
            getattr(self, change.rule).append(mid)
        if change.decayed:
            self.decayed += 1


def candidate_cuts(now: float, rules: Pruning) -> tuple[float, float, int]:
    """Bounds that let SQLite skip rows :func:`decide` would leave alone.

    (active cut, durable cut, promotion count): an active row referenced after the
    active cut is neither stale nor due for the subconscious; a durable one referenced
    after the durable cut is not due for the low-confidence move. One second of slack
    keeps the filter a superset despite float rounding: :func:`decide` stays the judge.
    """
    active_days = min(rules.stale_after_days, rules.subconscious_after_days)
    return (
        now - active_days * DAY + 1.0,
        now - rules.low_confidence_after_days * DAY + 1.0,
        rules.promote_after_reinforcements,
    )


def decide_slice(
    store: Store, after: int, limit: int, now: float, rules: Pruning
) -> tuple[int, int, list[tuple[int, Change]]]:
    """The next ``limit`` candidate rows after id ``after``, judged.

    Returns (rows read, last id read, the changes by id).
    """
    rows = store.lifecycle_candidates(after, limit, *candidate_cuts(now, rules))
    changes = []
    for row in rows:
        change = decide(row, now, rules)
        if change is not None:
            changes.append((row.id, change))
    return len(rows), (rows[-1].id if rows else after), changes


def write_changes(store: Store, changes: list[tuple[int, Change]]) -> None:
    """One UPDATE statement per set of changed columns, each run over all its rows."""
    groups: dict[tuple[str, ...], list[tuple[object, ...]]] = {}
    for mid, change in changes:
        groups.setdefault(tuple(change.fields), []).append((*change.fields.values(), mid))
    for columns, values in groups.items():
        store.update_memories(columns, values)


def prune_steps(
    store: Store, now: float, rules: Pruning, *, dry_run: bool, slice_rows: int = SLICE
) -> Steps[PruneOutcome]:
    """One pruning pass in slices; each ``next()`` runs one short transaction.

    SQLite reads only the rows a rule could change (:func:`candidate_cuts`), in id
    order, ``slice_rows`` at a time. Reads and writes of a slice share one transaction,
    so a recall between two slices never sees (or undoes) half a decision. The
    writes are not fsynced (``durable=False``): every one is a function of stored base
    values and ``now``, so a pass lost to a power cut is redone, identically, by the
    next. Nor do the commits checkpoint the WAL while holding the writer: a
    :class:`Read` after each slice does, on a reader connection. A dry run only
    reads: each slice is a :class:`Read` (a reader connection in the daemon; the
    writer is never held).
    """
    out = PruneOutcome()
    after = 0
    while True:
        if dry_run:
            got = yield Read(functools.partial(decide_slice, after=after, limit=slice_rows,
                                               now=now, rules=rules))
            n, after, changes = cast(tuple[int, int, list[tuple[int, Change]]], got)
        else:
            with store.checkpoint_deferred(), store.transaction(durable=False):
                n, after, changes = decide_slice(store, after, slice_rows, now, rules)
                write_changes(store, changes)
        for mid, change in changes:
            out.add(mid, change)
        out.scanned += n
        if not dry_run and changes:
            yield Read(Store.checkpoint_passive)  # also lets other writer calls in
        elif not dry_run and n == slice_rows:
            yield None
        if n < slice_rows:
            return out
