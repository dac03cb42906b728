"""``graph.get``: the user's life as nodes and edges.

One ``user`` node ("You") sits at the centre. Around it: the persons the memories name,
the goals and projects, and the memories themselves, with every relation the store
knows as an edge:

- ``mentions`` — a memory names a person (``memory_persons``);
- ``knows`` — you know each person (the edge carries their relation), and two persons
  named by the same relationship memory know each other;
- ``supersedes`` — a memory replaced an older one in a conflict; the older one is in the
  graph as history (``superseded: true``);
- ``reflects`` — a reflection and what it was drawn from (its supporting memories, the
  person or goal its pattern is about);
- ``relates`` — you and your goals and projects, and a goal or project and the memories
  about the same thing: those sharing a distinctive word with it (a theme word, as
  consolidation reads them, that few memories hold: "Pennywise", "marathon"; never a
  date, a number or "User").

Pure reads over the store; the layout is the browser's business.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from mercuryd import wire
from mercuryd.brain import consolidate, defaults
from mercuryd.store.db import MemoryRow, Store

USER = "you"
GOAL_TYPES = ("goal", "project")
MAX_HISTORY = 500  # superseded memories shown behind the live ones
MAX_GOALS = 200  # goals and projects whose related memories are looked up
RELATED_PER_GOAL = 6
# A word relates a goal to a memory when at most this many memories hold it (or this
# share of them, in a big store): "Pennywise" does, "Lisbon" in every fifth memory not.
RARE_MIN = 3
RARE_SHARE = 0.02


def memory_id(mid: int) -> str:
    return f"m{mid}"


def person_id(pid: int) -> str:
    return f"p{pid}"


def _memory_node(row: MemoryRow, superseded: bool) -> wire.GraphNode:
    return wire.GraphNode(
        id=memory_id(row.id), kind="goal" if row.type in GOAL_TYPES else "memory",
        label=row.summary[:80], type=row.type, ref=row.id,
        tier="subconscious" if row.scope == "subconscious" else "conscious", scope=row.scope,
        superseded=superseded,
    )


class _Edges:
    """Edges without duplicates: one edge per pair of nodes, the first relation found."""

    def __init__(self) -> None:
        self.items: list[wire.GraphEdge] = []
        self._pairs: set[tuple[str, str]] = set()

    def add(self, source: str, target: str, kind: wire.GraphEdgeKind, label: str | None = None) -> None:
        pair = (source, target) if source < target else (target, source)
        if source == target or pair in self._pairs:
            return
        self._pairs.add(pair)
        self.items.append(wire.GraphEdge(source=source, target=target, kind=kind, label=label))


def _history(store: Store, live: Sequence[MemoryRow], present: set[int]) -> list[MemoryRow]:
    """The memories the live ones superseded, and theirs, up to :data:`MAX_HISTORY`."""
    out: list[MemoryRow] = []
    frontier = [r.id for r in live]
    while frontier and len(out) < MAX_HISTORY:
        older = [r for r in store.superseded_by_any(frontier) if r.id not in present]
        older = older[: MAX_HISTORY - len(out)]
        present.update(r.id for r in older)
        out.extend(older)
        frontier = [r.id for r in older]
    return out


def build(store: Store, now: float, p: wire.GraphParams) -> wire.GraphResult:
    """The graph of the live memories (conscious, or every tier), persons and history."""
    scopes = (*defaults.CONSCIOUS, "subconscious") if p.include_subconscious else defaults.CONSCIOUS
    live = store.list_memories(scopes=scopes, type=None, before_id=None, limit=p.limit,
                               include_superseded=False)
    present = {r.id for r in live}
    history = _history(store, live, present)
    nodes = [wire.GraphNode(id=USER, kind="user", label="You")]
    nodes += [_memory_node(r, False) for r in live]
    nodes += [_memory_node(r, True) for r in history]
    edges = _Edges()

    # Persons, and who names whom.
    links = store.links_of([*present])
    persons = {row[0]: row for row in store.get_persons(sorted({pid for _, pid in links}))}
    for pid in sorted(persons):
        _, name, relation, *_ = persons[pid]
        nodes.append(wire.GraphNode(id=person_id(pid), kind="person", label=name, type=relation, ref=pid))
        edges.add(USER, person_id(pid), "knows", relation)
    named: dict[int, list[int]] = {}
    for mid, pid in links:
        if pid in persons:
            named.setdefault(mid, []).append(pid)
            edges.add(memory_id(mid), person_id(pid), "mentions")

    # Supersession chains: the newer memory supersedes the older one.
    for row in history:
        if row.superseded_by is not None and row.superseded_by in present:
            edges.add(memory_id(row.superseded_by), memory_id(row.id), "supersedes")

    rows = [*live, *history]
    for row in rows:
        if row.type == "relationship" and row.superseded_by is None:
            pids = sorted(named.get(row.id, []))
            for i, a in enumerate(pids):
                for b in pids[i + 1 :]:
                    edges.add(person_id(a), person_id(b), "knows")
        elif row.type == "reflection":
            for target in _reflected(row, present, persons):
                edges.add(memory_id(row.id), target, "reflects")

    # Goals and projects: yours, and what relates to them.
    goals = [r for r in live if r.type in GOAL_TYPES]
    for g in goals:
        edges.add(USER, memory_id(g.id), "relates")
    for gid, mid in _related(live, goals[:MAX_GOALS]):
        edges.add(memory_id(gid), memory_id(mid), "relates")
    return wire.GraphResult(nodes=nodes, edges=edges.items)


def _words(summary: str) -> set[str]:
    """A summary's theme words, plurals folded ("trips" -> "trip"; "training" stays)."""
    return {w[:-1] if len(w) > 4 and w.endswith("s") and not w.endswith("ss") else w
            for w in consolidate.themes(summary)}


def _related(live: Sequence[MemoryRow], goals: Sequence[MemoryRow]) -> list[tuple[int, int]]:
    """(goal id, memory id) for the memories most related to each goal: they share a
    word few memories hold, scored by how rare the shared words are (idf), best
    :data:`RELATED_PER_GOAL` per goal."""
    words = {r.id: _words(r.summary) for r in live}
    holders: dict[str, list[int]] = {}
    for mid, ws in words.items():
        for w in ws:
            holders.setdefault(w, []).append(mid)
    rare = max(RARE_MIN, RARE_SHARE * len(live))
    out: list[tuple[int, int]] = []
    for g in goals:
        scores: dict[int, float] = {}
        for w in words.get(g.id, ()):
            held = holders[w]
            if len(held) > rare:
                continue
            idf = math.log(len(live) / len(held)) if len(held) < len(live) else 0.0
            for mid in held:
                if mid != g.id:
                    scores[mid] = scores.get(mid, 0.0) + idf
        best = sorted(scores.items(), key=lambda kv: (-kv[1], -kv[0]))[:RELATED_PER_GOAL]
        out.extend((g.id, mid) for mid, _ in best)
    return out


def _reflected(row: MemoryRow, present: set[int], persons: dict[int, tuple[object, ...]]) -> list[str]:
    """The nodes a reflection was drawn from: its ``memory:<id>`` refs and its pattern's subject."""
    out = []
    for ref in row.source_dict.get("refs", []):
        ref = str(ref)
        kind, _, rest = ref.partition(":")
        if kind == "memory" and rest.isdigit() and int(rest) in present:
            out.append(memory_id(int(rest)))
        elif kind == "pattern":
            what, _, num = rest.partition(":")
            if what == "person" and num.isdigit() and int(num) in persons:
                out.append(person_id(int(num)))
            elif what == "goal" and num.isdigit() and int(num) in present:
                out.append(memory_id(int(num)))
    return out
