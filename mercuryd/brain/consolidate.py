"""Consolidation (docs/lifecycle.md): the two summaries and the reflection memories.

A run rebuilds the ``profile`` and ``active_state`` summaries from the healthiest
relevant memories, then turns detected patterns into ``reflection`` memories written
through the one write path (:meth:`Brain.write`), so an existing reflection is
reinforced, never duplicated. Each pattern has a stable key (``topic:hiking``,
``person:7``, ``goal:42``, ``prefs:coffee``) kept in the reflection's source refs as
``pattern:<key>``, so the same pattern always maps to the same memory. A reflection
that newer memories contradict is superseded: by the memory that contradicts it (the
goal got activity, the preference changed) or by the pattern's new statement (the
person no longer appears).

Summaries are written by a :data:`SummaryWriter`: the template one here, or another
(an LLM) that takes the same selected memories.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Callable, Iterable, Sequence
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from msgspec import Struct

from mercuryd import wire
from mercuryd.brain import english as en
from mercuryd.brain import expiry, lifecycle, plans, retrieve, text
from mercuryd.brain.candidate import RELATIONS, Candidate, single_valued
from mercuryd.brain.steps import Read, Steps
from mercuryd.config import Pruning
from mercuryd.store.db import MemoryRow, Store

if TYPE_CHECKING:
    from mercuryd.brain.service import Brain

DAY = 86400.0
MAX_CHARS = 900  # each summary
CANDIDATES = 60  # healthiest memories read per type for a summary

PROFILE_TYPES = ("identity", "preference", "habit", "constraint", "relationship")
ACTIVE_TYPES = ("goal", "project")
RECENT_TYPES = ("decision", "episode")
RECENT_DAYS = 30  # "recent" decisions and episodes, and the episodes topics come from
TOPIC_MIN_EPISODES = 3  # a word in this many recent episodes is a recurring topic
TOPICS_MAX = 5
PERSON_MIN_MEMORIES = 5  # a person in this many live conscious memories comes up often
GOAL_QUIET_DAYS = 14  # a goal or project with no related activity this long is stalled
GOALS_MAX = 20
PREFS_MIN = 3  # preferences and habits sharing a theme form a consistent set
PREFS_MAX = 3
SUPPORT_REFS = 10  # supporting memory ids kept in a reflection's refs

LABELS = {
    "identity": "Identity", "preference": "Preferences", "habit": "Habits",
    "constraint": "Constraints", "relationship": "Relationships", "goal": "Goals",
    "project": "Projects", "decision": "Recent decisions", "episode": "Recent episodes",
}

# Words that say how the user relates to a theme, not what the theme is.
GENERIC = frozenset(
    """prefer prefers preferred preference like likes liked love loves enjoy enjoys
    usually always often never every uses use used want wants really much lot things
    thing day days time times week weeks year years make makes going get gets got
    went goes talked talk talks said says new one two good great hate hates dislike
    dislikes avoid avoids try tries trying start starts stop stops switch switches
    today tomorrow yesterday tonight morning evening night weekend""".split()
)

SummaryWriter = Callable[[str, Sequence[MemoryRow]], str]
"""(kind, memories best first) -> the summary text, at most 900 characters."""


# ---------------------------------------------------------------- summaries


def _sentence(summary: str) -> str:
    return summary.strip().rstrip(".;")


def template_summary(kind: str, rows: Sequence[MemoryRow]) -> str:
    """Sections by type in a fixed order: "Identity: a; b. Preferences: c." """
    order = PROFILE_TYPES if kind == "profile" else (*ACTIVE_TYPES, *RECENT_TYPES)
    parts = []
    for type_ in order:
        # who the user is reads first: the name, then the rest in rank order
        items = [_sentence(r.summary) for r in sorted((r for r in rows if r.type == type_),
                                                      key=lambda r: r.attribute != "name")]
        if items:
            parts.append(f"{LABELS[type_]}: {'; '.join(items)}.")
    return " ".join(parts)


def fit(writer: SummaryWriter, kind: str, ranked: Sequence[MemoryRow],
        limit: int = MAX_CHARS) -> tuple[str, list[MemoryRow]]:
    """Take memories in rank order, skip one that does not fit, stay within ``limit``
    characters (900: a stored summary)."""
    chosen: list[MemoryRow] = []
    best = ""
    for row in ranked:
        attempt = writer(kind, [*chosen, row])
        if len(attempt) <= limit:
            chosen.append(row)
            best = attempt
    if len(best) > limit:  # a writer that ignores the bound is cut at a word
        best = best[:limit].rsplit(" ", 1)[0]
    return best, chosen


def _health(row: MemoryRow, now: float, rules: Pruning) -> float:
    return row.importance * lifecycle.effective_confidence(row, now, rules)


def profile_candidates(store: Store, now: float, rules: Pruning, type_: str) -> list[MemoryRow]:
    rows = store.top_memories((type_,), CANDIDATES)
    # the user's name first: it never fades ("What do you know about me?" after eight months of
    # other news answered without it)
    rows.sort(key=lambda r: (r.attribute != "name", -_health(r, now, rules), -r.last_referenced_at, r.id))
    return rows


def recent_candidates(store: Store, now: float, rules: Pruning, type_: str) -> list[MemoryRow]:
    rows = store.recent_memories((type_,), now - RECENT_DAYS * DAY, CANDIDATES)
    rows.sort(key=lambda r: (-max(r.created_at, r.last_referenced_at), -_health(r, now, rules), r.id))
    return rows


def _interleave(groups: Sequence[Sequence[MemoryRow]]) -> list[MemoryRow]:
    """Round-robin over the types, so one busy type cannot crowd out the others; a
    memory another of its type says in full is left out (:func:`_unsaid`)."""
    groups = [_unsaid(g) for g in groups]
    out: list[MemoryRow] = []
    for i in range(max((len(g) for g in groups), default=0)):
        out.extend(g[i] for g in groups if i < len(g))
    return out


# ---------------------------------------------------------------- patterns


class Pattern(Struct, kw_only=True):
    """One detected pattern and the reflection sentence that states it."""

    key: str
    summary: str
    support: list[int]
    fresh_at: float  # newest supporting evidence: reinforce only when it is newer


def pattern_ref(key: str) -> str:
    return f"pattern:{key}"


def goal_key(memory_id: int) -> str:
    return f"goal:{memory_id}"


def keys_of(row: MemoryRow) -> list[str]:
    return [r[8:] for r in row.source_dict.get("refs", []) if str(r).startswith("pattern:")]


def support_of(row: MemoryRow) -> list[int]:
    out = []
    for ref in row.source_dict.get("refs", []):
        if str(ref).startswith("memory:") and str(ref)[7:].isdigit():
            out.append(int(str(ref)[7:]))
    return out


def themes(summary: str, people: frozenset[str] = frozenset()) -> set[str]:
    """The words of a summary that could be a topic or theme.

    Not a person: a name or alias in ``people`` or a relation word ("Anna", "mom") is
    covered by the frequent-person reflection. Not a date ("january", "friday") nor a
    past-tense verb ("visited", "started"): those say when or what happened, not about what.
    """
    return {
        w for w in text.content_words(summary)
        if len(w) >= 3 and not any(c.isdigit() for c in w) and w not in GENERIC
        and w not in people and w not in RELATIONS and w not in text.MONTHS and not _past_verb(w)
        and "'" not in w  # "doesn't", "mom's"
    }


def _past_verb(word: str) -> bool:
    """"visited", "started", "joined", and the irregular "met", "went", "bought" (but not
    "bed", "need", "seed")."""
    return (len(word) >= 5 and word.endswith("ed") and not word.endswith("eed")) or en.is_past(word)


def people_words(store: Store) -> frozenset[str]:
    """Every word of every known person's name and aliases, case-folded ("anna", "kowalski")."""
    out: set[str] = set()
    for row in store.all_persons():
        names = [str(row[1]), *(str(a) for a in json.loads(row[3] or "[]"))]
        for name in names:
            out.update(text.words(name))
    return frozenset(out)


def contradictory(rows: Sequence[MemoryRow]) -> bool:
    """Whether some of ``rows`` contradict each other: a single-valued attribute with two
    values, one fact with both polarities, or the same words said and denied ("prefers dark
    themes" / "switched to light themes"). A set like that is no consistent pattern."""
    seen: dict[tuple[str, str], set[tuple[str | None, int]]] = {}
    for row in rows:
        if row.attribute:
            seen.setdefault((row.subject or "user", row.attribute), set()).add((row.value, row.polarity))
    for (_subject, attribute), values in seen.items():
        if single_valued(attribute) and len({v for v, p in values if p > 0}) > 1:
            return True
        if any((v, -p) in values for v, p in values):
            return True
    negated = [r for r in rows if text.negated(r.summary)]
    if any(text.reversed_comparison(a.summary, b.summary) for i, a in enumerate(rows) for b in rows[i + 1:]):
        return True  # "prefers tea to coffee" / "prefers coffee to tea": a choice and its reverse
    return any(text.near_duplicate(a.summary.replace("not ", ""), b.summary)
               for a in negated for b in rows if b is not a and not text.negated(b.summary))


def _by_theme(rows: Sequence[MemoryRow], minimum: int, most: int,
              people: frozenset[str] = frozenset()) -> list[tuple[str, list[MemoryRow]]]:
    groups: dict[str, list[MemoryRow]] = {}
    for row in rows:
        for word in themes(row.summary, people):
            groups.setdefault(word, []).append(row)
    found = [(w, g) for w, g in groups.items() if len(g) >= minimum and not contradictory(g)]
    found.sort(key=lambda item: (-len(item[1]), item[0]))
    return found[:most]


def detect_topics(store: Store, now: float) -> list[Pattern]:
    """(a) A word recurring across several recent episodes."""
    episodes = store.recent_memories(("episode",), now - RECENT_DAYS * DAY, 500)
    return [
        Pattern(
            key=f"topic:{word}",
            summary=f"The topic “{word}” recurs across several of the user's episodes.",
            support=[r.id for r in group][:SUPPORT_REFS],
            fresh_at=max(r.created_at for r in group),
        )
        for word, group in _by_theme(episodes, TOPIC_MIN_EPISODES, TOPICS_MAX, people_words(store))
    ]


def detect_persons(store: Store, existing: dict[str, MemoryRow]) -> list[Pattern]:
    """(b) A person present in many memories; and one who no longer appears at all."""
    out = []
    seen = set()
    for pid, name, _count, newest in store.frequent_persons(PERSON_MIN_MEMORIES):
        seen.add(pid)
        out.append(Pattern(
            key=f"person:{pid}", summary=f"The user often mentions {name} (in many memories).",
            support=[], fresh_at=newest,
        ))
    for key in existing:
        if not key.startswith("person:") or not key[7:].isdigit() or int(key[7:]) in seen:
            continue
        pid = int(key[7:])
        person = store.get_person(pid)
        count, _ = store.person_activity(pid)
        if person is not None and count == 0:
            out.append(Pattern(
                key=key, summary=f"The user no longer mentions {person[1]} in current memories.",
                support=[], fresh_at=0.0,
            ))
    return out


def _related(store: Store, goal: MemoryRow, since: float) -> list[MemoryRow]:
    """Memories touched since ``since`` that share enough words with the goal."""
    words = sorted(themes(goal.summary) or set(retrieve.analyze(goal.summary).terms))
    if not words:
        return []
    # Two of its theme words, all required (an FTS5 AND): a bounded, cheap match.
    match = " ".join('"' + w.replace('"', '""') + '"' for w in words[:2])
    return store.related_activity(match, goal.id, since, 20)


def stalled_goal_candidates(store: Store, now: float) -> list[MemoryRow]:
    """(c, first half) Goals and projects unreferenced for weeks, most important first."""
    return store.stalled_goals(now - GOAL_QUIET_DAYS * DAY, GOALS_MAX * 3)


def stalled_goal(store: Store, goal: MemoryRow, now: float) -> Pattern | None:
    """(c) The pattern of a goal or project with no related activity for weeks, if so."""
    if _related(store, goal, now - GOAL_QUIET_DAYS * DAY):
        return None
    head = f"No activity for weeks on the user's {goal.type}: "
    return Pattern(
        key=goal_key(goal.id), summary=head + _sentence(goal.summary)[: 499 - len(head)] + ".",
        support=[goal.id], fresh_at=goal.last_referenced_at,
    )


def detect_preferences(store: Store) -> list[Pattern]:
    """(d) A consistent set of preferences or habits around one theme.

    Only live memories count (a superseded one is history, not a preference), and a set
    whose members contradict each other is not consistent: no reflection is made of it.
    """
    rows = [*store.top_memories(("preference",), 400), *store.top_memories(("habit",), 400)]
    return [
        Pattern(
            key=f"prefs:{word}",
            summary=f"The user's preferences and habits consistently involve “{word}”.",
            support=sorted(r.id for r in group)[:SUPPORT_REFS],
            fresh_at=max(max(r.created_at, r.updated_at) for r in group),
        )
        for word, group in _by_theme(rows, PREFS_MIN, PREFS_MAX, people_words(store))
    ]


def contradiction(store: Store, key: str, reflection: MemoryRow) -> int | None:
    """The newer memory that contradicts a reflection whose pattern is gone, if any."""
    if key.startswith("goal:") and key[5:].isdigit():
        goal = store.get_memory(int(key[5:]))
        if goal is None:
            return None
        if goal.superseded_by is not None:
            return goal.superseded_by
        if goal.scope == "subconscious":
            return None  # it sank unreferenced: still no activity, nothing contradicts
        if goal.last_referenced_at > reflection.created_at:
            return goal.id
        related = _related(store, goal, reflection.created_at)
        if related:
            return max(related, key=lambda r: (max(r.created_at, r.last_referenced_at), r.id)).id
        return None
    if key.startswith("prefs:"):
        winners = []
        for mid in support_of(reflection):
            row = store.get_memory(mid)
            if row is not None and row.superseded_by is not None:
                winners.append(row.superseded_by)
        return max(winners) if winners else None
    return None  # topics fade but stay true; persons change statement instead


def _ended(row: MemoryRow | None) -> bool:
    """A memory gone, superseded, or whose time is over (moved to the subconscious as ``over``)."""
    return row is None or row.superseded_by is not None or (row.scope == "subconscious" and row.reason == "over")


def rests_on_ended(store: Store, key: str, reflection: MemoryRow) -> bool:
    """(bugs64) Whether a reflection no newer memory contradicts still rests only on what has ended: its goal over
    ("No activity for weeks on the user's goal: …" once the goal was ended), or every memory it cites superseded or
    over (a topic of episodes ahead, all of them had). One of them still live keeps it; a person's pattern cites none."""
    if key.startswith("goal:") and key[5:].isdigit():
        return _ended(store.get_memory(int(key[5:])))
    cited = support_of(reflection)
    return bool(cited) and all(_ended(store.get_memory(i)) for i in cited)


# ---------------------------------------------------------------- after a hard delete


def summary_candidates(store: Store, kind: str, now: float, rules: Pruning) -> list[MemoryRow]:
    """The memories a ``kind`` summary is built from, in the order :func:`fit` takes them."""
    groups = [profile_candidates(store, now, rules, t)
              for t in (PROFILE_TYPES if kind == "profile" else ACTIVE_TYPES)]
    if kind == "active_state":
        groups += [recent_candidates(store, now, rules, t) for t in RECENT_TYPES]
    return _interleave(groups)


def _unsaid(rows: Sequence[MemoryRow]) -> list[MemoryRow]:
    """``rows`` without those another of them says in full: "User's husband is Dev" adds
    nothing beside "User's husband Dev is a secondary school maths teacher", and a
    summary has 900 characters. Said in full = every word of it is in the other's
    summary, with the same polarity (words, not stems: "User is not vegan" never
    says "User is vegan" for it, and a name or number of its own keeps a memory)."""
    said = [(r, frozenset(text.words(r.summary))) for r in rows]
    return [r for r, mine in said
            if not any(o is not r and o.polarity == r.polarity and mine < theirs for o, theirs in said)]


def rebuild_summary(store: Store, kind: str, now: float, rules: Pruning) -> None:
    """Write the ``kind`` summary again from the templates (inside a transaction).

    For a summary that quoted a memory now gone: the template writer is local and fast,
    so the old words leave the file in the same transaction as the memory; the next
    consolidation may write it with the LLM again.
    """
    body, chosen = fit(template_summary, kind, summary_candidates(store, kind, now, rules))
    store.set_summary(kind, body, now, [r.id for r in chosen])


def _quotes(reflection: MemoryRow, ids: set[int], persons: set[int], words: set[str],
            store: Store) -> bool:
    """Whether a reflection was built from (or names) what is gone."""
    if ids.intersection(support_of(reflection)):
        return True
    for key in keys_of(reflection):
        kind, _, arg = key.partition(":")
        if kind == "goal" and arg.isdigit() and int(arg) in ids:
            return True
        if kind == "person" and arg.isdigit() and int(arg) in persons:
            return True
        # A theme word that no memory holds any more would survive only here.
        if kind in ("topic", "prefs") and arg in words and not store.word_in_memories('"' + arg + '"'):
            return True
    return False


def scrub(brain: Brain, gone: Sequence[MemoryRow], persons: Iterable[int], now: float) -> list[int]:
    """Remove what quotes memories (or persons) that were just deleted or rewritten.

    Inside the caller's transaction, after ``gone`` left the store (or changed its
    text): every reflection built from them — citing one as support, about a deleted
    goal or person, or naming a theme word no memory holds any more — is deleted for
    good (superseded versions included: they carry the same words), and each summary
    that quoted one of them is rebuilt. Consolidation states a pattern again if what is
    left still shows it. Returns the ids of the reflections deleted.
    """
    store = brain.store
    ids = {r.id for r in gone}
    person_ids = set(persons)
    words: set[str] = set()
    for row in gone:
        words |= themes(row.summary)
    victims: list[int] = []
    for refl in store.all_reflections():
        if refl.id not in ids and _quotes(refl, ids, person_ids, words, store):
            victims.append(refl.id)
    for rid in victims:  # older versions they superseded are victims too, or come back live
        store.delete_memory(rid)
    rebuild_citing(store, ids | set(victims), now, brain.rules)
    return victims


def rebuild_citing(store: Store, ids: Iterable[int], now: float, rules: Pruning) -> None:
    """Rebuild (inside a transaction) each summary built from one of ``ids``: memories
    deleted, rewritten, or dismissed by the user (never recalled again, so never again
    in the profile that ``recall --profile`` injects)."""
    cited = set(ids)
    for kind in ("profile", "active_state"):
        got = store.get_summary(kind)
        if got is not None and cited.intersection(got[2]):
            rebuild_summary(store, kind, now, rules)


# ---------------------------------------------------------------- a run


class Tally(Struct, kw_only=True):
    created: list[int] = []
    reinforced: list[int] = []
    superseded: list[int] = []
    current: list[int] = []


def _apply(brain: Brain, pat: Pattern, existing: dict[str, MemoryRow], now: float, tally: Tally) -> None:
    """Store, reinforce or restate one pattern's reflection (inside a transaction)."""
    row = existing.get(pat.key)
    if row is not None and row.dismissed:
        return  # the user said no to this reflection
    same = row is not None and text.norm(row.summary) == text.norm(pat.summary)
    if row is not None and same and pat.fresh_at <= row.last_referenced_at:
        tally.current.append(row.id)  # nothing new: leave it as it is
        return
    cand = Candidate(
        type="reflection", summary=pat.summary, evidence="system",
        refs=[pattern_ref(pat.key), *(f"memory:{i}" for i in pat.support)],
    )
    outcome = brain.write(cand, source=wire.Source(channel="consolidation"))
    target = brain.store.get_memory(outcome.memory_id)
    if outcome.action == "reinforced":
        tally.reinforced.append(outcome.memory_id)
    else:
        tally.created.append(outcome.memory_id)
    if row is not None and not same and row.id != outcome.memory_id:
        brain.store.update_memory(row.id, superseded_by=outcome.memory_id, updated_at=now)
        tally.superseded.append(row.id)
    if target is not None and not target.dismissed:
        tally.current.append(outcome.memory_id)


def steps(brain: Brain, now: float) -> Steps[wire.ConsolidateResult]:
    """One consolidation run in short steps.

    Every pure read is a :class:`Read` (a reader connection in the daemon, without the
    write lock); each writer step is one short transaction: a summary, one pattern's
    reflection, one superseded reflection.
    """
    store = brain.store
    rules = brain.rules
    # What is hard-deleted or rewritten while this run reads and writes in steps is
    # scrubbed again after each of its writes (the reads may have seen it).
    mark = brain.forgot_mark
    # Plans whose date has passed become current first, so the summaries already say so.
    enacted: list[int] = []
    for plan_id in (yield Read(functools.partial(plans.due, now=now))):
        with store.transaction():
            made = plans.enact(brain, plan_id, now)
        if made is not None:
            enacted.append(made)
        yield None
    # States and events whose stated time is over leave the active state, so the summaries no longer hold them.
    over: list[int] = []
    for memory_id in (yield Read(functools.partial(expiry.due, now=now))):
        with store.transaction():
            if expiry.end(store, memory_id, now):
                over.append(memory_id)
        yield None
    summaries: dict[str, wire.Summary] = {}
    for kind in ("profile", "active_state"):
        groups = []
        reads = [(profile_candidates, t) for t in (PROFILE_TYPES if kind == "profile" else ACTIVE_TYPES)]
        if kind == "active_state":
            reads += [(recent_candidates, t) for t in RECENT_TYPES]
        for read, type_ in reads:
            groups.append((yield Read(functools.partial(read, now=now, rules=rules, type_=type_))))
        body, chosen = fit(brain.summary_writer, kind, _interleave(groups))
        ids = [r.id for r in chosen]
        with store.transaction():
            store.set_summary(kind, body, now, ids)
            brain.rescrub(mark, now)  # it may have rebuilt this summary
            body, _, ids = store.get_summary(kind) or (body, now, ids)
        summaries[kind] = wire.Summary(text=body, generated_at=datetime.fromtimestamp(now, tz=UTC), memory_ids=ids)
        yield None

    existing: dict[str, MemoryRow] = {}
    for row in (yield Read(Store.reflections)):
        for key in keys_of(row):
            existing.setdefault(key, row)
    patterns: list[Pattern] = []
    patterns += yield Read(functools.partial(detect_topics, now=now))
    patterns += yield Read(functools.partial(detect_persons, existing=existing))
    stalled = 0
    for goal in (yield Read(functools.partial(stalled_goal_candidates, now=now))):
        pat = yield Read(functools.partial(stalled_goal, goal=goal, now=now))
        if pat is not None:
            patterns.append(pat)
            stalled += 1
            if stalled >= GOALS_MAX:
                break
    patterns += yield Read(detect_preferences)

    tally = Tally()
    for pat in patterns:
        with store.transaction():
            _apply(brain, pat, existing, now, tally)
            victims = brain.rescrub(mark, now, written=tally.created)
            gone = set(tally.created if victims is None else victims)
            tally.created = [i for i in tally.created if i not in gone]
            tally.reinforced = [i for i in tally.reinforced if i not in gone]
            tally.current = [i for i in tally.current if i not in gone]
        yield None
        if victims is None:  # too much went meanwhile to tell what quotes it: the next run writes them
            break
    found = {p.key for p in patterns}
    for key, row in existing.items():
        if key in found or row.dismissed or row.id in tally.superseded:
            continue
        winner = yield Read(functools.partial(contradiction, key=key, reflection=row))
        if winner is not None:
            with store.transaction():
                # either may have been deleted since it was read
                still = store.get_memory(row.id) is not None and store.get_memory(winner) is not None
                if still:
                    store.update_memory(row.id, superseded_by=winner, updated_at=now)
            if still:
                tally.superseded.append(row.id)
            yield None
    # (bugs64) a reflection left that rests only on ended memories is retired as they were: to the subconscious as
    # ``over`` (history kept), so neither recall nor the next summary quotes it
    retired: list[int] = []
    for key, row in existing.items():
        if key in found or row.dismissed or row.id in tally.superseded or row.id in retired:
            continue
        if (yield Read(functools.partial(rests_on_ended, key=key, reflection=row))):
            with store.transaction():
                live = store.get_memory(row.id)
                if live is not None and live.superseded_by is None and live.scope != "subconscious":
                    store.update_memory(row.id, scope="subconscious", prior_scope=live.scope, reason="over", stale=0,
                                        updated_at=now)
                    retired.append(row.id)
            yield None
    over += retired
    with store.transaction():
        store.set_timer("consolidation", now, None)
    current = list(dict.fromkeys(tally.current))
    rows = yield Read(functools.partial(Store.get_memories, ids=current))
    return wire.ConsolidateResult(
        profile=summaries["profile"],
        active_state=summaries["active_state"],
        reflections=brain.many_to_wire([rows[i] for i in current if i in rows]),
        created=tally.created,
        reinforced=tally.reinforced,
        superseded=tally.superseded,
        enacted=enacted,
        over=over,
    )
