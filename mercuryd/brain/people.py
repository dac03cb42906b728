"""Persons and the graph: the people the brain knows and how memories connect.

A mixin of :class:`~mercuryd.brain.service.Brain` (it uses the Brain's store, clock
and wire conversion); kept apart so each module stays small.
"""

from __future__ import annotations

import json

from mercuryd import wire
from mercuryd.brain import defaults, retrieve
from mercuryd.brain.clock import ts
from mercuryd.errors import Conflict, InvalidParams, NotFound


class PeopleMixin:

    def _person(self, row: tuple) -> wire.Person:
        pid, name, relation, aliases, first_seen, last_seen, count = row
        return wire.Person(
            id=pid, name=name, relation=relation, aliases=json.loads(aliases or "[]"),
            first_seen=ts(first_seen), last_seen=ts(last_seen), memory_count=count,
        )

    def persons_list(self, p: wire.PersonsListParams) -> wire.PersonsListResult:
        # The cursor is the id of the last person of the previous page (keyset: a deep
        # page costs what the first one does).
        after = None
        if p.cursor:
            try:
                after = int(p.cursor)
            except ValueError:
                raise InvalidParams("cursor is not one this server issued - at `$.cursor`") from None
        rows = self.store.list_persons_after(after, p.limit + 1)
        if rows is None:  # the state the cursor points into is gone: a conflict
            raise Conflict("the cursor names a person that no longer exists; "
                           "start again from the first page")
        more = len(rows) > p.limit
        rows = rows[: p.limit]
        return wire.PersonsListResult(
            items=[self._person(r) for r in rows],
            next_cursor=str(rows[-1][0]) if more and rows else None,
        )

    def _person_row(self, person_id: int) -> tuple:
        row = self.store.get_person(person_id)
        if row is None:
            raise NotFound(f"no person with id {person_id}")
        return row

    def persons_get(self, p: wire.PersonGetParams) -> wire.PersonDetail:
        person = self._person(self._person_row(p.id))
        memories = self.many_to_wire(self.store.person_memories(p.id))
        facts = [m for m in memories if m.type == "relationship"]
        related = [m for m in memories if m.type != "relationship"]
        links = []
        for other_id, relation in self.store.person_links(p.id):
            other = self.store.get_person(other_id)
            if other is not None:
                links.append(wire.PersonLink(person=self._person(other), relation=relation))
        return wire.PersonDetail(person=person, facts=facts, related=related, links=links)

    def persons_memories(self, p: wire.PersonGetParams) -> wire.ItemsResult:
        self._person_row(p.id)
        return wire.ItemsResult(items=self.many_to_wire(self.store.person_memories(p.id)))

    def graph(self, p: wire.GraphParams) -> wire.GraphResult:
        scopes = (*defaults.CONSCIOUS, "subconscious") if p.include_subconscious else defaults.CONSCIOUS
        rows = self.store.list_memories(scopes=scopes, type=None, before_id=None,
                                        limit=p.limit, include_superseded=False)
        nodes: list[wire.GraphNode] = []
        edges: list[wire.GraphEdge] = []
        ids = [r.id for r in rows]
        for r in rows:
            kind = "goal" if r.type in ("goal", "project") else "memory"
            nodes.append(wire.GraphNode(
                id=f"m{r.id}", kind=kind, label=r.summary[:80], type=r.type, ref=r.id,
                tier="subconscious" if r.scope == "subconscious" else "conscious"))
        person_ids: set[int] = set()
        by_memory: dict[int, list[int]] = {}
        for mid, pid in self.store.links_of(ids):
            person_ids.add(pid)
            by_memory.setdefault(mid, []).append(pid)
            edges.append(wire.GraphEdge(source=f"m{mid}", target=f"p{pid}", kind="mentions"))
        for pid in sorted(person_ids):
            prow = self.store.get_person(pid)
            if prow is not None:
                nodes.append(wire.GraphNode(id=f"p{pid}", kind="person", label=prow[1],
                                            type=prow[2], ref=pid))
        type_of = {r.id: r.type for r in rows}
        seen_pairs: set[tuple[int, int]] = set()
        for mid, pids in by_memory.items():
            if type_of.get(mid) != "relationship":
                continue
            for i, a in enumerate(pids):
                for b in pids[i + 1 :]:
                    pair = (min(a, b), max(a, b))
                    if pair not in seen_pairs:
                        seen_pairs.add(pair)
                        edges.append(wire.GraphEdge(source=f"p{pair[0]}", target=f"p{pair[1]}",
                                                    kind="relationship"))
        # Goals and projects link to the memories most related to them.
        present = set(ids)
        now = self.clock.now()
        goals = [r for r in rows if r.type in ("goal", "project")][:200]
        for g in goals:
            for hit in retrieve.rank(self.store.conn, g.summary, now=now, scopes=scopes, limit=6,
                                     exclude_dismissed=False):
                if hit.id != g.id and hit.id in present and hit.relevance >= 0.5:
                    edges.append(wire.GraphEdge(source=f"m{g.id}", target=f"m{hit.id}",
                                                kind="related"))
        return wire.GraphResult(nodes=nodes, edges=edges)
