"""Which person a mention means, and every memory that names a person.

- A person known only by a one-of-a-kind relation ("my mom") is one entry named after
  the relation ("Mom", relation ``mom``), the same in every conversation.
- When the user later names them ("my mom Ana"), that entry is renamed "Ana" and keeps
  "Mom" as an alias: "my mom" afterwards still finds her, and her memories stay hers.
- A grandparent by what they are called at home ("Nan", "Grandad") is the same, while only one
  person is known by that word.
- A memory is linked to the people its extractor found *and* to the known people its
  summary names ("Priya" in "User shipped the billing migration with Priya", "their mom"
  in "User calls their mom every Sunday").
- A new person is linked back to the live memories that already named them.
- A memory added by hand without a list of persons gets the people its summary names
  as the extractor would have read them ("User's sister Anna lives in Oslo" → Anna,
  sister; "User's mom lives in Leeds" → Mom).

Names are compared case-insensitively; only capitalised words of a summary (and the
relation words after "their" / "User's") are looked up, so common words are never read
as people.
"""

from __future__ import annotations

import itertools
import json
import re
from collections.abc import Sequence

from mercuryd.brain import text
from mercuryd.brain.candidate import RELATIONS, PersonMention
from mercuryd.brain.english import first_person
from mercuryd.brain.persons import (
    CALLED_AT_HOME,
    UNIQUE_RELATIONS,
    family_place,
    find_persons,
    relation_only,
    relation_title,
    two_people,
)
from mercuryd.store.db import Store, person_norm

__all__ = ["forget_names", "link", "mentioned_in", "person_for", "unnamed_after_edit"]

_WORD = re.compile(r"[^\W\d_][\w'’-]*")
_KIN = re.compile(r"\b(?:their|User's)\s+(?P<rel>" + "|".join(sorted(UNIQUE_RELATIONS, key=len, reverse=True)) + r")\b",
                  re.I)
# "Claire is User's granddaughter", "Tom is the user's brother" (as an agent's memory.add writes it): the
# relation said after the name, of the user, read as "Claire is my granddaughter" (persons._REL_AFTER)
_NAME_IS_USERS = re.compile(r"\bis\s+(?:the\s+)?user's\s+(?=(?:" + "|".join(
    re.escape(r) for r in sorted(RELATIONS, key=len, reverse=True)) + r")\b)", re.I)
BACKLINK_LIMIT = 200


def _norm(name: str) -> str:
    return person_norm(name)


def person_for(store: Store, mention: PersonMention, now: float) -> tuple[int, bool]:
    """The person ``mention`` means (created if new) and whether it was created."""
    name = text.clean_summary(mention.name)[:200]
    relation = (mention.relation or "").lower() or None
    kin = UNIQUE_RELATIONS.get(relation or "") or (relation if relation in CALLED_AT_HOME else None)
    if kin and _norm(name) == _norm(relation_title(kin)):
        # "my mom": the person called Mom (or with that alias), else the only person who is the mom.
        found = store.person_by_relation(kin, _norm(name))
        if found is None:
            found = store.only_person_with_relation(kin)
        if found is not None:
            store.touch_person(found, kin, now)
            return found, False
        return _upsert(store, relation_title(kin), kin, now)
    existing = store.persons_by_norms([_norm(name)]) or store.person_id_by_alias(_norm(name))
    known = existing[0][0] if isinstance(existing, list) and existing else existing
    if isinstance(known, int) and relation and (namesake := _namesake(store, known, name, kin or relation, now)) is not None:
        return namesake
    if not existing and kin:
        found = store.person_by_relation(kin, _norm(relation_title(kin)))
        row = store.person_row(found) if found is not None else None
        if row is not None and row[2] == _norm(relation_title(kin)) and (
                kin not in CALLED_AT_HOME or store.only_person_with_relation(kin) == row[0]):
            aliases = [a for a in json.loads(row[3] or "[]") if isinstance(a, str)]
            store.rename_person(row[0], name)
            store.set_person_aliases(row[0], [*aliases, row[1]] if row[1] not in aliases else aliases)
            store.touch_person(row[0], kin, now)
            return row[0], False
    return _upsert(store, name, kin or relation, now)


def _namesake(store: Store, known: int, name: str, relation: str, now: float) -> tuple[int, bool] | None:
    """The person ``name`` means when ``known``, the one called so, stands elsewhere ("my husband Chidi" when "Chidi" is
    the user's uncle, from another conversation): the one of that first name in the relation's place, else a new one
    named with the relation ("Chidi (husband)"). None when ``known`` may be this one."""
    row = store.person_row(known)
    if row is None or not two_people(relation, row[4]):
        return None
    rows = [row for pid in store.persons_called(_norm(name)) if (row := store.person_row(pid)) is not None]
    same = next((row for row in rows if row[4] and not two_people(relation, row[4])
                 and (family_place(row[4]) or row[4]) == (family_place(relation) or relation)), None)
    if same is not None:
        store.touch_person(same[0], relation, now)
        return same[0], False
    return _upsert(store, f"{name} ({relation})", relation, now)


def forget_names(store: Store, person_ids: Sequence[int], summary: str) -> list[int]:
    """After the memory ``summary`` was hard-deleted: a name or alias of these persons
    that it said and none of their other memories says goes with it. A person named
    that way takes back an earlier name their memories say, or the one of their relation
    ("My mom Ana is …" deleted: Ana is Mom again); with none, the name is kept (it may
    have been given with a link, as ``memory.add`` does). Returns the persons changed
    (what was said about them under the old name must go too)."""
    changed: list[int] = []
    for pid in person_ids:
        row = store.person_row(pid)
        if row is None:
            continue
        _, name, _, raw_aliases, relation = row
        said = store.linked_summaries(pid)
        aliases = [a for a in json.loads(raw_aliases or "[]") if isinstance(a, str)]
        kept = [a for a in aliases if not _only_in(summary, said, a)]
        kin = UNIQUE_RELATIONS.get((relation or "").lower())
        if _only_in(summary, said, name):
            back = next((a for a in reversed(kept) if any(_says(s, a) for s in said)), None)
            if back is None and kin and relation_title(kin) in kept:
                back = relation_title(kin)
            if back is not None and store.person_id_by_norm(_norm(back)) in (None, pid):
                store.rename_person(pid, back)
                kept.remove(back)
                changed.append(pid)
        if kept != aliases:
            store.set_person_aliases(pid, kept)
            changed.append(pid)
    return list(dict.fromkeys(changed))


def unnamed_after_edit(store: Store, memory_id: int, old: str, new: str) -> list[int]:
    """After the summary of ``memory_id`` was rewritten from ``old`` to ``new``: unlink
    the persons the old text named (by name, alias or relation word) and the new one
    does not. A link the text never showed (given with ``memory.add``'s list) stays.
    Returns the persons unlinked."""
    dropped: list[int] = []
    for pid in store.person_ids_of(memory_id):
        row = store.person_row(pid)
        if row is None:
            continue
        _, name, _, raw_aliases, relation = row
        words = [name, *(a for a in json.loads(raw_aliases or "[]") if isinstance(a, str))]
        if relation:
            words.append(relation)
        if any(_says(old, w) for w in words) and not any(_says(new, w) for w in words):
            store.unlink(memory_id, pid)
            dropped.append(pid)
    return dropped


def _only_in(summary: str, others: Sequence[str], name: str) -> bool:
    """``summary`` says ``name`` and none of ``others`` does."""
    return _says(summary, name) and not any(_says(s, name) for s in others)


def _says(summary: str, name: str) -> bool:
    return bool(name) and re.search(rf"(?<!\w){re.escape(name)}(?!\w)", summary, re.I) is not None


def _upsert(store: Store, name: str, relation: str | None, now: float) -> tuple[int, bool]:
    norm = _norm(name)
    known = store.person_id_by_norm(norm) is not None or store.person_id_by_alias(norm) is not None
    pid = store.upsert_person(name, relation, now)
    if known and relation:
        # A role left ("User's former team lead Sara left the company") or taken again: the
        # person's relation follows it (otherwise a relation once set is kept).
        row = store.person_row(pid)
        current = str(row[4] or "") if row else ""
        if _past_of(relation) == current or _past_of(current) == relation:
            store.set_person_relation(pid, relation)
    return pid, not known


def _past_of(relation: str) -> str | None:
    """The relation a past one was: "former team lead" → "team lead", "ex-boyfriend" → "boyfriend"."""
    for prefix in ("former ", "ex-"):
        if relation.startswith(prefix):
            return relation[len(prefix):]
    return None


def link(store: Store, memory_id: int, persons: Sequence[PersonMention], summary: str, now: float) -> None:
    """Link ``memory_id`` to its mentioned persons and to the known persons its summary names."""
    linked: set[int] = set()
    for mention in persons:
        if not text.clean_summary(mention.name):
            continue
        pid, created = person_for(store, mention, now)
        store.link(memory_id, pid, mention.relation)
        linked.add(pid)
        if created:
            _backlink(store, pid, memory_id)
    # (not the namesake a mention was told from: "User's husband Chidi …" is not the uncle Chidi's)
    told = {_norm(m.name): m.relation for m in persons if m.relation}
    for pid in named_in(store, summary):
        row = store.person_row(pid) if pid not in linked else None
        if pid not in linked and not (row is not None and row[2] in told and two_people(told[row[2]], row[4])):
            store.link(memory_id, pid, None)


def mentioned_in(summary: str) -> list[PersonMention]:
    """The people a third-person summary names by relation or as the extractor reads a
    first-person sentence ("User's sister Anna…", "User works with Bob from work…",
    "User's boss…"): the persons of a memory added by hand without a list of its own."""
    # "User calls their mum every Sunday": the user's mum (as named_in reads it)
    clause = _KIN.sub(lambda m: "my " + m.group("rel"), _NAME_IS_USERS.sub("is my ", first_person(summary)))
    found = [m.person for m in find_persons(clause)]
    relations = {p.relation for p in found if p.relation}
    found += [m.person for m in relation_only(clause) if m.person.relation not in relations]
    return found


def named_in(store: Store, summary: str) -> list[int]:
    """Known persons whose name (one or two capitalised words) or relation ("their mom") the summary holds."""
    words = [m.group() for m in _WORD.finditer(summary)]
    caps = [w[:-2] if w.endswith(("'s", "’s")) else w for w in words[1:] if w[:1].isupper()]
    norms = {_norm(w) for w in caps}
    norms |= {_norm(f"{a} {b}") for a, b in itertools.pairwise(caps)}
    found = [pid for pid, _ in store.persons_by_norms(sorted(norms))] if norms else []
    for m in _KIN.finditer(summary):
        kin = UNIQUE_RELATIONS[m.group("rel").lower()]
        pid = store.person_by_relation(kin, _norm(relation_title(kin))) or store.only_person_with_relation(kin)
        if pid is not None:
            found.append(pid)
    return list(dict.fromkeys(found))


def _backlink(store: Store, person_id: int, skip: int) -> None:
    """Link a new person to the live memories that already named them."""
    row = store.person_row(person_id)
    if row is None:
        return
    name, relation = row[1], row[4]
    kin = relation in UNIQUE_RELATIONS.values() and _norm(name) == _norm(relation_title(relation or ""))
    phrase = relation if kin else name
    words = [w for w in text.words(phrase or "") if w.isalnum()]
    if not words:
        return
    match = " ".join(f'"{w}"' for w in words)
    pattern = (re.compile(r"\b(?:their|User's)\s+" + re.escape(relation or ""), re.I) if kin
               else re.compile(r"(?<![\w'-])" + re.escape(name) + r"(?![\w-])"))
    for memory in store.live_matching(match, BACKLINK_LIMIT):
        if memory.id != skip and pattern.search(memory.summary):
            store.link(memory.id, person_id, relation if kin else None)
