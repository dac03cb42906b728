"""Persons and the graph: the people the brain knows and how memories connect.

A mixin of :class:`~mercuryd.brain.service.Brain` (it uses the Brain's store, clock
and wire conversion); kept apart so each module stays small.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from msgspec import UNSET

from mercuryd import wire
from mercuryd.brain import consolidate, graph, text
from mercuryd.brain.clock import ts
from mercuryd.errors import Conflict, InvalidParams, NotFound
from mercuryd.store.db import person_norm

if TYPE_CHECKING:
    from collections.abc import Sequence

    from mercuryd.brain.clock import Clock
    from mercuryd.store.db import MemoryRow, Store


class PeopleMixin:
    store: Store
    clock: Clock

    if TYPE_CHECKING:  # defined by Brain
        def many_to_wire(self, rows: Sequence[MemoryRow]) -> list[wire.Memory]: ...

    def _person(self, row: tuple[Any, ...]) -> wire.Person:
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

    def _person_row(self, person_id: int) -> tuple[Any, ...]:
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

    # ---------------------------------------------------------------- curation by hand

    def persons_update(self, p: wire.PersonUpdateParams) -> wire.Person:
        """Rename a person, replace their aliases, set or clear their relation.

        A renamed person keeps the old name as an alias, so a later conversation that
        uses it still finds them. Given no field, it changes nothing. A name or alias that another person already carries is
        a conflict: merge the two instead.
        """
        if p.name is UNSET and p.aliases is UNSET and p.relation is UNSET:
            return self._person(self._person_row(p.id))  # nothing to change, like memory.update
        with self.store.transaction():
            row = self._person_row(p.id)
            name: str = row[1]
            aliases: list[str] = json.loads(row[3] or "[]")
            if p.name is not UNSET:
                new = text.clean_summary(p.name)
                if not new:
                    raise InvalidParams("name is empty after trimming - at `$.name`")
                self._check_free(person_norm(new), p.id)
                if person_norm(new) != person_norm(name):
                    aliases = [name, *aliases]
                name = new
                self.store.rename_person(p.id, name)
            if p.aliases is not UNSET:
                aliases = list(p.aliases)
            kept = self._clean_aliases(name, aliases)
            for alias in kept:
                self._check_free(person_norm(alias), p.id)
            self.store.set_person_aliases(p.id, kept)
            if p.relation is not UNSET:
                relation = " ".join(text.clean_summary(p.relation or "").lower().split()) or None
                self.store.set_person_relation(p.id, relation)
        return self._person(self._person_row(p.id))

    def persons_merge(self, p: wire.PersonMergeParams) -> wire.Person:
        """Fold person ``other`` into person ``id`` (the same human under two names).

        Every memory that named ``other`` names ``id`` instead; ``other``'s name and
        aliases become aliases of ``id``; its time span widens ``id``'s; its relation is
        taken when ``id`` has none. Reflections about ``other`` are re-filed under ``id``.
        Merging a person into themselves changes nothing.
        """
        if p.id == p.other:  # already one: nothing to fold
            return self._person(self._person_row(p.id))
        with self.store.transaction():
            keep = self._person_row(p.id)
            other = self._person_row(p.other)
            aliases = self._clean_aliases(keep[1], [*json.loads(keep[3] or "[]"), other[1],
                                                     *json.loads(other[3] or "[]")])
            self.store.fold_person(p.id, p.other, other[4], other[5], other[2])
            self.store.set_person_aliases(p.id, aliases)
            self._refile_reflections(p.other, p.id)
        return self._person(self._person_row(p.id))

    def _check_free(self, norm: str, person_id: int) -> None:
        """Raise Conflict when another person is called ``norm`` (by name or alias)."""
        other = self.store.person_id_by_norm(norm)
        if other is None:
            other = self.store.person_id_by_alias(norm)
        if other is not None and other != person_id:
            found = self.store.get_person(other)
            who = f"#{other} {found[1]}" if found else f"#{other}"
            raise Conflict(f"another person ({who}) is already called that; merge the two instead")

    @staticmethod
    def _clean_aliases(name: str, aliases: list[str]) -> list[str]:
        """Trimmed, non-empty, one per normal form, never the person's own name."""
        seen = {person_norm(name)}
        out: list[str] = []
        for alias in aliases:
            alias = text.clean_summary(alias)[:200]
            key = person_norm(alias)
            if key and key not in seen:
                seen.add(key)
                out.append(alias)
        return out

    def _refile_reflections(self, old: int, new: int) -> None:
        """Reflections keyed on person ``old`` are about ``new`` now.

        If ``new`` already has a live one, ``old``'s are superseded by it (one pattern,
        one reflection); otherwise their key is rewritten and the next consolidation
        restates them with the kept name.
        """
        old_ref = consolidate.pattern_ref(f"person:{old}")
        new_ref = consolidate.pattern_ref(f"person:{new}")
        rows = self.store.get_memories(self.store.reflections_citing(old_ref))
        current = [r for r in self.store.get_memories(self.store.reflections_citing(new_ref)).values()
                   if r.superseded_by is None]
        now = self.clock.now()
        for row in rows.values():
            src = row.source_dict
            src["refs"] = [new_ref if r == old_ref else r for r in src.get("refs", [])]
            fields: dict[str, object] = {"source": json.dumps(src), "updated_at": now}
            if current and row.superseded_by is None:
                fields["superseded_by"] = current[0].id
            self.store.update_memory(row.id, **fields)

    # ---------------------------------------------------------------- the graph

    def graph(self, p: wire.GraphParams) -> wire.GraphResult:
        """You at the centre, the persons, goals and memories, and how they relate."""
        return graph.build(self.store, self.clock.now(), p)
