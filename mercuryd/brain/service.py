"""The memory service: one set of typed calls behind every front door.

RPC methods, REST routes, the menu and Telegram buttons all call a :class:`Brain`.
A Brain wraps one :class:`~mercuryd.store.db.Store` and an injected clock; it is plain
synchronous code (the daemon runs it in worker threads), so tests drive it directly
and move time by months in milliseconds.
"""

from __future__ import annotations

import builtins
import collections
import contextlib
import datetime as dt
import json
import re
import sys
import time
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Literal, Protocol, TypeVar

import msgspec

from mercuryd import __version__, logs, wire
from mercuryd.brain import (
    consolidate,
    corrected,
    defaults,
    heard,
    lifecycle,
    lifefacts,
    plans,
    portability,
    reached,
    retrieve,
    steps,
    text,
    weddings,
    when,
)
from mercuryd.brain.candidate import (
    PLAN_PREFIX,
    SCHEDULE_PREFIX,
    Candidate,
    PersonMention,
    Structure,
    planned,
    scoped_attribute,
    single_valued,
)
from mercuryd.brain.clock import Clock, FakeClock, SystemClock, ts  # noqa: F401 (re-exported)
from mercuryd.brain.context import build_context, frame_chars, render_line  # noqa: F401 (re-exported)
from mercuryd.brain.fact import proper_value
from mercuryd.brain.ingest_queue import QueuedConversation, QueueMixin  # noqa: F401 (re-exported)
from mercuryd.brain.people import PeopleMixin
from mercuryd.brain.persons import DIED, NOT_NAMES, UNIQUE_RELATIONS, relatives_relation
from mercuryd.brain.vocabulary import NATURAL_LANGUAGES, category_attribute, is_job_noun
from mercuryd.config import Pruning, SecondBrain
from mercuryd.errors import ConfirmationRequired, InvalidParams, NotFound, StorageError
from mercuryd.store.db import MemoryRow, Store, person_norm

if TYPE_CHECKING:  # numpy and the model load with the first use of recall by meaning
    from pathlib import Path

    from mercuryd.brain.semantic import Dense, Semantic

_M = TypeVar("_M", bound=wire.Memory)

_log = logs.get("mercuryd.brain")
# "User lives in Leeds with their wife Ann and their son Joe": the home and the people in it
# a role folded with its employer: "User is a forklift driver at Southgate Distribution in Wiri"
_ROLE_AT = re.compile(r"^User\s+is\s+(?:a|an|the)\s+(?P<role>[\w' -]{2,60}?)\s+at\s+(?P<org>[^,;]{2,120})$")
# an age folded into the name under the cap of three (extract_rules._fold_age_into_name): "User's name is Fatima; they
# are 34 years old"
_FOLDED_AGE = re.compile(r"^(?P<name>User's name is [^;]{1,120}(?:; they go by [^;]{1,60})?); they are (?P<age>\d{1,3}) years old$")
# where the user comes from folded into the home under the cap of three (extract_rules._fold_origin_into_home): "User has
# lived in Madrid for 3 years; they are from Asunción"
_FOLDED_ORIGIN = re.compile(r"^User (?:lives|has lived|lived) in [^;]{1,120}; they (?P<verb>are|were|grew|come|came) "
                            r"(?P<rest>(?:originally )?(?:from|born|up in|raised)\b[^;]{1,80})$")
_HOUSEHOLD = re.compile(
    r"^User\s+(?:lives|has\s+lived|lived)\s+in\s+[^,]{1,80}?\s+with\s+(?P<who>(?:their|his|her)\s+(?:partner|wife|husband|girlfriend"
    r"|boyfriend|fianc[ée]e?|spouse|kids?|children|child|sons?|daughters?|family|parents|mum|mom|mother|dad|father|twins)\b.{0,200})$")


ALL_SCOPES = (*defaults.CONSCIOUS, "subconscious")
# How many forgotten memories a consolidation run can catch up on (Brain.forgotten);
# past that, it rebuilds its summaries from the templates and writes no reflection.
FORGOTTEN_KEPT = 512

class Extractor(Protocol):
    """Turns a conversation into candidate facts; messages before ``start`` are context only."""

    def __call__(self, messages: Sequence[wire.Message], *, start: int = 0,
                 known: Mapping[str, str] | None = None) -> list[Candidate]: ...


Structurer = Callable[[str], Structure]




class WriteOutcome:
    """What the one write path did with a candidate."""

    __slots__ = ("action", "memory_id", "superseded")

    def __init__(self, memory_id: int, action: str, superseded: list[int]) -> None:
        self.memory_id = memory_id
        self.action = action  # "stored" | "reinforced" | "lost"
        self.superseded = superseded


# a habit of something attended or played, which "stopped going to …" ends (not "User works at the gym")
_ATTENDED = re.compile(r"^User\s+(?:still\s+|also\s+|usually\s+|regularly\s+)?(?:plays|does|attends|goes|has|takes|trains|joins|joined)\b")


def _framing(roles: Iterable[tuple[str, str]]) -> re.Pattern[str]:
    """A summary that frames a person by a role: "User's <role> <name>", the name whole or
    its first word ("User's CTO Haruto Sato …", "User's CTO Haruto …")."""
    # ("User lives with their girlfriend Ioana", "User lives in Melville with their boyfriend Sipho": the home shared with
    # them, framed by the role too)
    # ("User and their boyfriend Liam are doing video calls every Sunday": what the two did together, framed by it too)
    parts = [rf"User(?:'s|\s+and\s+their|\s+(?:lives|is\s+living|has\s+lived|shares\s+a\s+(?:flat|house|place))(?:\s+in\s+[^,]{{1,60}}?)?\s+with\s+their)\s+"
             rf"{re.escape(role)}\s+"
             rf"{re.escape(name.split()[0])}(?:\s+{re.escape(' '.join(name.split()[1:]))})?\b"
             for role, name in roles if role.strip() and name.split()]
    return re.compile("|".join(parts) if parts else r"(?!)", re.I)


# consolidation's count of a person's mentions (mercuryd/brain/consolidate.py): it says who is often talked of, no more
_OFTEN_MENTIONS = re.compile(r"^The user often mentions (?P<name>.+?) \(in many memories\)\.$")


def _mention_count_unasked(row: MemoryRow | None, query: str) -> bool:
    """``row`` is the reflection that a person is often mentioned, and ``query`` does not name them: "who is Felipe?"
    brought "The user often mentions Jorge (in many memories)." by meaning, and "how is my mum?" the same of Jorge;
    that a name is frequent answers no message but one about that person."""
    if row is None or row.type != "reflection":
        return False
    said = _OFTEN_MENTIONS.match(row.summary)
    return said is not None and said["name"].casefold() not in query.casefold()


_WEEKDAY = re.compile(r"^(mon|tues|wednes|thurs|fri|satur|sun)days?$")
# a pursuit taken up, told as news: "User started Couch to 5k", "User has taken up the harp"
_TOOK_UP = re.compile(r"^User (?:has )?(?:just |finally |recently )?(?:started|began|begun|took up|taken up)\b")
# (lead60) a job got, told as the news it was ("User got a part time job at a convenience store on weekends"): quit, it ends
_GOT_A_JOB = re.compile(r"^User (?:has )?(?:just |finally )?got (?:a|an|the|their) (?:new |first |part[- ]time |full[- ]time |weekend "
                        r"|summer |temp |second )*(?:job|gig)\b")
# (lo37) an entry made for something ahead, undated ("User signed up for the Cork marathon, their first", "User entered
# the Wicklow sportive"): a place taken ahead, which a withdrawal named after it ends as a pursuit's end does
_ENTERED = re.compile(r"^User (?:has )?(?:just |finally |officially )?(?:signed up for|registered for|entered|enrolled (?:in|on|for))\b")
# the hours a job is worked, said after it: "…, mostly nights", "…, on days" (a switch of shifts ends only this)
_SHIFT_TAIL = re.compile(r",\s+(?:(?:mostly|mainly|usually|always|all|on|working)\s+)*(?:nights|days|lates|earlies|night\s+shifts|day\s+shifts"
                         r"|evenings|weekends)$")
_SHIFT_WORDS = frozenset("night nights day days late lates early earlies shift shifts evening evenings weekend weekends".split())
_WEEKDAYS_SAID = re.compile(r"\b(mon|tues|wednes|thurs|fri|satur|sun)days?\b")
_DAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?"
# a run of weekdays said together, with what part of the day they are: "Tuesdays and Thursday mornings", "Monday,
# Wednesday and Friday"
_DAY_RUN = re.compile(rf"\b(?P<run>{_DAY}(?:(?:,? and |, | & ){_DAY})+)(?P<part> (?:morning|afternoon|evening|night)s)?\b", re.I)


def _days_dropped(said: str, days: set[str]) -> str | None:
    """``said`` with the weekdays whose stems are ``days`` taken out of the one run of days it names: "User swims on
    Tuesday and Thursday mornings" less Thursday is "User swims on Tuesday mornings"; None when it names no such run,
    or none of the run is left."""
    runs = list(_DAY_RUN.finditer(said))
    if len(runs) != 1:
        return None
    run = runs[0]
    named = re.findall(_DAY, run["run"], re.I)
    kept = [d for d in named if _WEEKDAY.match(d.lower())[1] not in days]  # type: ignore[index]
    if not kept or len(kept) == len(named):
        return None
    if run["part"]:  # ("Tuesday mornings": the days are said in the singular before the part of the day)
        kept = [d[:-1] if d.lower().endswith("s") else d for d in kept]
    joined = kept[0] if len(kept) == 1 else f"{', '.join(kept[:-1])} and {kept[-1]}"
    return f"{said[:run.start('run')]}{joined}{said[run.end('run'):]}"


_FIANCE_TIE = re.compile(r"^User's fianc[ée]e? is (?-i:[A-Z])[\w'-]*$")


# "User's wife Khulan keeps the flat", "User and their husband Ivo have problems": something said of the spouse, by name
_SPOUSE_BY_NAME = re.compile(r"^User(?:['’]s|\s+and\s+their)\s+(?:wife|husband|spouse)\s+(?P<name>(?-i:[A-Z])[\w'’-]+)\b")


class Brain(PeopleMixin, QueueMixin):
    """The Second Brain's operations over one store.

    Args:
        store: the database (the writer for calls that change anything).
        clock: where ``now`` comes from.
        config: the ``memory.secondBrain`` section.
        extractor: turns a conversation into candidate facts (the rules extractor
            when None).
        structurer: the structured reading of a hand-typed summary.
    """

    def __init__(
        self,
        store: Store,
        clock: Clock | None = None,
        config: SecondBrain | None = None,
        *,
        extractor: Extractor | None = None,
        structurer: Structurer | None = None,
    ) -> None:
        from mercuryd.brain import extract_rules

        self.store = store
        self.clock = clock or SystemClock()
        self.config = config or SecondBrain()
        self.extractor: Extractor = extractor or extract_rules.extract
        self.structurer: Structurer = structurer or extract_rules.structure
        self.dashboard_url: str | None = None
        self._own_paths: portability.OwnPaths | None = None
        # Recall's marks not yet in the file (memory id -> referenced at), kept by the
        # daemon's executor: every answer shows them, so a read never has to wait for
        # the writer to write them first.
        self.marks: Mapping[int, float] = {}
        # True in the daemon: recall by meaning loads in the background, and nothing
        # waits for it (recall is lexical until it is ready).
        self.semantic_background = False
        # Vectors computed before a write transaction opens, by summary (see _embed).
        self._vectors: dict[str, tuple[Any, float]] = {}
        # The basic-mode fact file (the daemon's, set by its executor): facts imported
        # from it leave it when they are hard-deleted, rewritten or cleared here.
        self.basic_file: Path | None = None
        # Texts rewritten by memory.update so far: a replica forgets them as it does a
        # hard delete (see Replication.after_write).
        self.rewrites = 0
        # Memories hard-deleted or rewritten, with the persons they took away, as
        # committed: a consolidation run that read them before scrubs them again after
        # each of its writes (see consolidate.steps), or its summary would quote them.
        self.forgotten: collections.deque[tuple[int, MemoryRow, list[int]]] = \
            collections.deque(maxlen=FORGOTTEN_KEPT)
        self._forgot = 0

    @property
    def semantic(self) -> Semantic | None:
        """Recall by meaning for this store (shared by the process), or None when off."""
        if not self.config.retrieval.semantic:
            return None
        if self.semantic_background and "mercuryd.brain.semantic" not in sys.modules:
            return None  # the daemon imports it in a thread shortly after start-up
        from mercuryd.brain import semantic

        sem = semantic.for_store(self.store, self.config.retrieval)
        if sem is not None and self.semantic_background:
            sem.background = True
        return sem

    def _embed(self, summaries: Iterable[str]) -> None:
        """Encode the summaries about to be written, outside the write transaction (the
        model's ~1 ms a sentence would otherwise hold SQLite's write lock)."""
        sem = self.semantic
        if sem is None:
            return
        todo = list(dict.fromkeys(t for t in (text.clean_summary(x) for x in summaries)
                                  if t and t not in self._vectors))
        vecs = sem.embed(todo) if todo else None
        if vecs is not None:
            for i, summary in enumerate(todo):
                self._vectors[summary] = (vecs.q[i], float(vecs.scale[i]))

    @contextlib.contextmanager
    def _embedded(self, summaries: Iterable[str]) -> Iterator[None]:
        """:meth:`_embed` for a write; what it did not store is dropped after it."""
        self._embed(summaries)
        try:
            yield
        finally:
            self._vectors.clear()

    def _store_vector(self, memory_id: int, summary: str) -> None:
        """Store ``summary``'s vector beside its row; the index follows at commit."""
        sem = self.semantic
        if sem is None:
            return
        got = self._vectors.pop(summary, None)
        if got is None:
            vecs = sem.embed([summary])
            if vecs is None:
                return  # no model: the memory is found lexically until a backfill
            got = (vecs.q[0], float(vecs.scale[0]))
        from mercuryd.brain import semantic
        from mercuryd.brain.embed import Vectors, f32

        q, scale = got
        model_id = sem.model_id
        index = sem.index
        if model_id is None or index is None:
            return
        vecs = Vectors(q=q[None, :], scale=f32([scale]))
        hubs = index.hubness(vecs, skip=[memory_id])
        n = len(index)
        self.store.put_vectors(model_id, [memory_id], vecs.q, vecs.scale, hubs=hubs, hub_n=n)
        self.store.after_commit(lambda: index.put([memory_id], vecs, hubs, [n]))
        if n <= semantic.INLINE_HUBS:
            # A young store doubles often: its older vectors' hubness is redone here, at
            # a few microseconds each (a large store leaves that to the backfill job).
            stale, svecs = index.stale_hubs()
            if stale:
                shubs = index.hubness(svecs)
                self.store.set_hubs(stale, shubs, n)
                self.store.after_commit(lambda: index.set_hubs(stale, shubs, n))

    def _forget_basic(self, summaries: Sequence[str] | None) -> None:
        """Once the write commits, blank these texts (None: every fact) in the
        basic-mode file."""
        path = self.basic_file
        if path is None:
            return

        def forget() -> None:
            from mercuryd import basic

            try:
                basic.forget(path, summaries)
            except OSError as exc:
                _log.error("cannot remove deleted text from the basic-mode fact file",
                           path=str(path), error=exc.strerror or str(exc))

        self.store.after_commit(forget)

    def _forget_vectors(self, memory_ids: Sequence[int]) -> None:
        """The index drops these ids once the deletion commits (the rows cascade)."""
        sem = self.semantic
        index = sem.index if sem is not None else None
        if index is not None and memory_ids:
            ids = list(memory_ids)
            self.store.after_commit(lambda: index.remove(ids))

    def dense_for(self, query: str) -> Dense | None:
        """The semantic side of ``query``: its vector (encoded in the model's worker
        thread, waited for up to the deadline) scanned against every memory's. None
        when recall by meaning is off, not ready yet, or the model was late."""
        sem = self.semantic
        if sem is None:
            return None
        started = time.perf_counter()
        return sem.dense(sem.query(query), started)

    def dense_later(self, query: str) -> Callable[[], Dense | None] | None:
        """:meth:`dense_for`, started now and waited for when called (recall's lexical
        stage runs meanwhile)."""
        sem = self.semantic
        return sem.later(query) if sem is not None else None

    @property
    def rules(self) -> Pruning:
        return self.config.pruning

    # ================================================================ conversion

    def to_wire(
        self, row: MemoryRow, persons: list[tuple[int, str]] | None = None, now: float | None = None
    ) -> wire.Memory:
        now = self.clock.now() if now is None else now
        if persons is None:
            persons = self.store.persons_of([row.id])[row.id]
        return self._wire(wire.Memory, row, persons, now)

    def _wire(self, cls: type[_M], row: MemoryRow, persons: list[tuple[int, str]], now: float,
              **extra: object) -> _M:
        """``row`` as the wire Struct ``cls`` (Memory or one of its subclasses)."""
        marked = self.marks.get(row.id)
        if marked is not None and marked > row.last_referenced_at:
            row = msgspec.structs.replace(row, last_referenced_at=marked, stale=0,
                                          reason=None if row.reason == "stale" else row.reason)
        src = row.source_dict
        refs = src.get("refs")
        return cls(
            id=row.id,
            type=row.type,
            summary=row.summary,
            scope=row.scope,
            tier="subconscious" if row.scope == "subconscious" else "conscious",
            evidence=row.evidence,
            confidence=round(lifecycle.effective_confidence(row, now, self.rules), 4),
            importance=row.importance,
            durability=row.durability,
            reinforcements=row.reinforcements,
            stale=lifecycle.is_stale(row, now, self.rules),
            created_at=ts(row.created_at),
            updated_at=ts(row.updated_at),
            last_referenced_at=ts(row.last_referenced_at),
            source=wire.Source(
                channel=src.get("channel"),
                conversation_id=src.get("conversation_id"),
                refs=[str(r) for r in refs] if refs else [],
            ),
            persons=[wire.PersonRef(id=pid, name=name) for pid, name in persons],
            superseded_by=row.superseded_by,
            reason=row.reason,
            prior_scope=row.prior_scope,
            dismissed=bool(row.dismissed),
            subject=row.subject,
            attribute=row.attribute,
            value=row.value,
            polarity="negative" if row.polarity < 0 else "positive",
            stated_at=ts(row.said_at),
            takes_effect=ts(row.takes_effect) if row.takes_effect is not None else None,
            **extra,
        )

    def many_to_wire(self, rows: Sequence[MemoryRow]) -> list[wire.Memory]:
        now = self.clock.now()
        persons = self.store.persons_of(r.id for r in rows)
        return [self.to_wire(r, persons[r.id], now) for r in rows]

    def _get_row(self, memory_id: int) -> MemoryRow:
        row = self.store.get_memory(memory_id)
        if row is None:
            raise NotFound(f"no memory with id {memory_id}")
        return row

    # ================================================================ brain.status

    def status(self, p: wire.StatusParams | None = None) -> wire.StatusResult:
        counts = self.store.counts()
        last_cons, _ = self.store.get_timer("consolidation")
        last_prune, _ = self.store.get_timer("pruning")
        return wire.StatusResult(
            enabled=True,
            mode="second_brain",
            reason=None,
            paused=self.paused(),
            counts=wire.Counts(**counts),
            last_consolidation_at=ts(last_cons),
            last_prune_at=ts(last_prune),
            db_path=str(self.store.path) if self.store.path else None,
            version=__version__,
            extractor=self.config.extractor,
            dashboard_url=self.dashboard_url,
            counts_by_type=self.store.counts_by_type(),
            queued=self.store.queue_depth(),
            semantic=self._semantic_status(),
        )

    def _semantic_status(self) -> wire.SemanticStatus:
        if not self.config.retrieval.semantic:
            return wire.SemanticStatus(state="off")
        if self.semantic_background and "mercuryd.brain.semantic" not in sys.modules:
            # The daemon imports it (and numpy) in a thread shortly after start-up;
            # a status call meanwhile must not do it on the event loop.
            return wire.SemanticStatus(state="loading")
        sem = self.semantic
        return sem.status() if sem is not None else wire.SemanticStatus(state="off")

    def paused(self) -> bool:
        return self.store.get_state("paused", "0") == "1"

    def pause(self, p: wire.PauseParams | None = None) -> wire.PausedResult:
        with self.store.transaction():
            self.store.set_state("paused", "1")
        return wire.PausedResult(paused=True)

    def resume(self, p: wire.PauseParams | None = None) -> wire.PausedResult:
        with self.store.transaction():
            self.store.set_state("paused", "0")
        return wire.PausedResult(paused=False)

    def clear(self, p: wire.ClearParams) -> wire.ClearResult:
        if not p.confirm:
            raise ConfirmationRequired("clear deletes every memory: call again with confirm=true")
        sem = self.semantic
        with self.store.transaction():
            n = self.store.clear()
            if sem is not None and sem.index is not None:
                self.store.after_commit(sem.index.clear)
            self._forget_basic(None)
        self.store.checkpoint()
        return wire.ClearResult(deleted=n)

    # ================================================================ the one write path

    def write(self, cand: Candidate, *, source: wire.Source | None = None,
              heard_now: Collection[int] = ()) -> WriteOutcome:
        """Store, reinforce or supersede: the path every new fact takes.

        Runs inside the caller's transaction. See docs/extraction.md for how message
        time and evidence settle a conflict. ``heard_now``: memories stored from the same
        conversation a moment ago; saying one of them twice there is not a reinforcement.
        """
        now = self.clock.now()
        summary = text.clean_summary(cand.summary)
        if not summary:
            raise InvalidParams("summary is empty after trimming - at `$.summary`")
        if len(summary) > 500:
            raise InvalidParams("summary is longer than 500 characters - at `$.summary`")
        type_ = cand.type
        if not wire.is_memory_type(type_):
            raise InvalidParams(f"unknown memory type {type_!r} - at `$.type`")
        scoped = scoped_attribute(cand.attribute, cand.value, summary)
        if scoped != cand.attribute:
            cand = msgspec.structs.replace(cand, attribute=scoped)
        cand, summary = self._arrival_placed(cand, summary)
        refs = list(cand.refs)
        src = source or wire.Source()
        if src.refs:
            refs = list(dict.fromkeys([*src.refs, *refs]))[-defaults.MAX_REFS :]
        stated = cand.stated_at if cand.stated_at is not None else now
        effect = cand.takes_effect if cand.takes_effect is not None else plans.takes_effect(
            cand.attribute, summary, stated)
        if effect is not None and planned(cand.attribute) is not None:
            summary = plans.with_year(summary, effect)

        adopted = (self._adopt_earlier_names(cand.subject or "user", cand.attribute, now)
                   if cand.attribute and cand.attribute.startswith(SCHEDULE_PREFIX) else [])
        twin = self._find_twin(cand, summary)
        if twin is not None:
            twin = self.catch_up(twin, now)
            if twin.id not in heard_now:
                self._reinforce(twin, cand, refs, now, stated)
            if effect is not None and effect != twin.takes_effect and stated >= twin.said_at:
                # The plan said again with another date ("in June" after "on 1 May"): the later date holds.
                self.store.update_memory(twin.id, summary=summary, norm=text.norm(summary), takes_effect=effect,
                                         updated_at=now)
                self._store_vector(twin.id, summary)
            elif twin.polarity > 0:
                plans.settle(self.store, twin, stated, replaced=False, now=now)
            if (twin.type == type_ and (twin.evidence != "manual" or cand.evidence == "manual")
                    and text.adds_to(summary, twin.summary)):
                # "User's wife Helen is a paramedic" restates "User's wife is Helen" and says
                # more: the memory keeps the fuller wording (what was typed by hand stays,
                # unless the fuller one was typed by hand too).
                self.store.update_memory(twin.id, summary=summary, norm=text.norm(summary), updated_at=now)
                self._store_vector(twin.id, summary)
                fuller = self.store.get_memory(twin.id)
                if fuller is not None:
                    # "User's wife Sana is on days" restates "User's wife is Sana" and says more: what it says of her
                    # shift or plans replaces what was said before, as it would have as a memory of its own
                    ended = self._relative_shift_changed(fuller, now)
                    ended += [i for i in self._relative_plan_changed(fuller, now) if i not in ended]
                    ended += [i for i in self._relative_routine_moved(fuller, now) if i not in ended]
                    ended += [i for i in self._relative_back_in_office(fuller, now) if i not in ended]
                    return WriteOutcome(twin.id, "reinforced", ended)
            return WriteOutcome(twin.id, "reinforced", [])

        confidence = cand.confidence
        if confidence is None:
            confidence = defaults.EVIDENCE_CONFIDENCE[cand.evidence]
        scope = defaults.default_scope(cand.type)
        importance = cand.importance
        if importance is None:
            importance = defaults.default_importance(cand.type)
        durability = cand.durability
        if durability is None:
            durability = defaults.SCOPE_DURABILITY[scope]
        source_json = json.dumps({"channel": src.channel, "conversation_id": src.conversation_id, "refs": refs})
        row = MemoryRow(
            type=type_,
            summary=summary,
            norm=text.norm(summary),
            scope=scope,
            evidence=cand.evidence,
            confidence=confidence,
            base_confidence=confidence,
            decay_from=now,
            importance=importance,
            durability=durability,
            created_at=now,
            updated_at=now,
            last_referenced_at=now,
            source=source_json,
            subject=cand.subject or "user",
            attribute=cand.attribute,
            value=(cand.value or "").casefold().strip() or None,
            polarity=-1 if cand.polarity == "negative" else 1,
            stated_at=stated,
            takes_effect=effect if planned(cand.attribute) else None,
        )
        stale = self._stale_restatement(row, cand.reports_change, refs, now)
        if stale is not None:
            return WriteOutcome(stale, "lost", [])
        if planned(row.attribute) is not None and row.polarity > 0:
            # A new plan said after an older one's date ("moving to Lisbon in March", heard in
            # November after "moving to Bath in August"): the older one happened first (an
            # import or a late ingest may bring both before any consolidation ran).
            for old in self.store.by_attribute(row.subject or "user", row.attribute or ""):
                if old.polarity > 0 and old.takes_effect is not None and old.takes_effect <= stated:
                    plans.enact(self, old.id, now)
        joined = self._joined_after_leaving(row)
        if joined is not None:
            row = joined
        row.id = self.store.insert_memory(row)
        self._store_vector(row.id, summary)
        # A reflection is about people by its pattern, not by the names in its words.
        # A person is seen when the message naming them was said (an old chat imported today
        # does not make its people "last seen" today).
        self._link_persons(row.id, cand.persons, min(stated, now), summary if cand.type != "reflection" else "")
        if self._left_already(row, now) or self._born_already(row, now) or self._reached_already(row, now) \
                or self._wed_already(row, now) or self._died_already(row, now) or self._moved_in_already(row, now):
            return WriteOutcome(row.id, "lost", [])
        superseded = self._resolve_conflicts(row, now, change=cand.reports_change or joined is not None)
        if superseded == [row.id]:
            return WriteOutcome(row.id, "lost", [])
        replaced = bool(superseded)
        superseded += self._retract(row, cand.retracts, now)
        superseded += [i for i in self._routine_replaced(row, cand.reports_change, now) if i not in superseded]
        superseded += [i for i in self._withdrawn(row, now) if i not in superseded]
        superseded += [i for i in self._role_left(row, cand.persons, now) if i not in superseded]
        superseded += [i for i in self._kin_left_job(row, now) if i not in superseded]
        superseded += [i for i in self._kin_new_job(row, now) if i not in superseded]
        superseded += [i for i in self._kin_until_met(row, now) if i not in superseded]
        superseded += [i for i in self._back_together(row, now) if i not in superseded]
        superseded += [i for i in self._role_at_employer_left(row, superseded, now) if i not in superseded]
        superseded += [i for i in self._limits_healed(row, superseded, now) if i not in superseded]
        superseded += [i for i in self._part_healed(row, now) if i not in superseded]
        superseded += [i for i in self._flare_medicine_over(row, superseded, now) if i not in superseded]
        superseded += [i for i in self._back_from_leave(row, now) if i not in superseded]
        superseded += [i for i in self._limits_resumed(row, now) if i not in superseded]
        superseded += [i for i in self._advised_off(row, now) if i not in superseded]
        superseded += [i for i in self._relative_plan_changed(row, now) if i not in superseded]
        superseded += [i for i in self._relative_plan_done(row, now) if i not in superseded]
        superseded += [i for i in self._relative_moved(row, now) if i not in superseded]
        superseded += [i for i in self._care_at_home_over(row, now) if i not in superseded]
        superseded += [i for i in self._moved_out(row, now) if i not in superseded]
        superseded += [i for i in self._relative_started(row, now) if i not in superseded]
        superseded += [i for i in self._relative_finished(row, now) if i not in superseded]
        superseded += [i for i in self._pregnant_now(row, now) if i not in superseded]
        superseded += [i for i in self._new_workplace(row, now) if i not in superseded]
        superseded += [i for i in self._relative_shift_changed(row, now) if i not in superseded]
        superseded += [i for i in self._relative_routine_moved(row, now) if i not in superseded]
        superseded += [i for i in self._relative_back_in_office(row, now) if i not in superseded]
        superseded += [i for i in self._limit_eased(row, now) if i not in superseded]
        superseded += [i for i in self._sugar_normal(row, now) if i not in superseded]
        superseded += [i for i in self._taken_back(row, now) if i not in superseded]
        superseded += [i for i in self._kin_takes_back(row, now) if i not in superseded]
        superseded += [i for i in self._kin_switched(row, now) if i not in superseded]
        superseded += [i for i in self._amount_changed(row, now) if i not in superseded]
        superseded += [i for i in self._kin_aged(row, now) if i not in superseded]
        superseded += [i for i in plans.rescheduled(self, row, now) if i not in superseded]
        superseded += [i for i in self._born(row, now) if i not in superseded]
        superseded += [i for i in self._home_dealt(row, now) if i not in superseded]
        superseded += [i for i in self._home_found(row, now) if i not in superseded]
        superseded += [i for i in self._home_dropped(row, now) if i not in superseded]
        superseded += [i for i in self._bought_home_moved_into(row, now) if i not in superseded]
        superseded += [i for i in self._car_gone(row, now) if i not in superseded]
        superseded += [i for i in self._business_closed(row, now) if i not in superseded]
        superseded += [i for i in self._business_opened(row, now) if i not in superseded]
        superseded += [i for i in self._off_it(row, now) if i not in superseded]
        superseded += [i for i in self._job_landed(row, now) if i not in superseded]
        superseded += [i for i in self._moved_in_with_user(row, now) if i not in superseded]
        superseded += [i for i in self._internship_over(row, now) if i not in superseded]
        superseded += [i for i in self._working_life_over(row, now) if i not in superseded]
        superseded += [i for i in self._operation_had(row, now) if i not in superseded]
        superseded += [i for i in self._retirement_came(row, now) if i not in superseded]
        superseded += [i for i in self._job_elsewhere(row, now) if i not in superseded]
        superseded += [i for i in self._again_dated(row, now) if i not in superseded]
        superseded += [i for i in self._back_from_trip(row, now) if i not in superseded]
        superseded += [i for i in self._moved_as_wished(row, now) if i not in superseded]
        superseded += [i for i in self._medicine_switched(row, now) if i not in superseded]
        superseded += [i for i in self._dose_changed(row, now) if i not in superseded]
        superseded += [i for i in self._weight_lost(row, now) if i not in superseded]
        superseded += [i for i in self._procedure_had(row, now) if i not in superseded]
        superseded += [i for i in self._relatives_procedure_had(row, now) if i not in superseded]
        superseded += [i for i in self._new_group_joined(row, now) if i not in superseded]
        superseded += [i for i in self._fast_over(row, now) if i not in superseded]
        superseded += [i for i in self._reached(row, now) if i not in superseded]
        superseded += [i for i in self._level_passed(row, now) if i not in superseded]
        superseded += [i for i in self._doctorate_done(row, now) if i not in superseded]
        superseded += [i for i in self._studies_over(row, now) if i not in superseded]
        superseded += [i for i in self._kin_studies_over(row, now) if i not in superseded]
        superseded += [i for i in self._granted(row, now) if i not in superseded]
        superseded += [i for i in self._day_classes_stopped(row, now) if i not in superseded]
        superseded += [i for i in self._staying_after_all(row, now) if i not in superseded]
        superseded += [i for i in self._kin_works_elsewhere(row, now) if i not in superseded]
        superseded += [i for i in self._wed(row, now) if i not in superseded]
        superseded += [i for i in self._married(row, now) if i not in superseded]
        superseded += [i for i in self._divorced(row, now) if i not in superseded]
        superseded += [i for i in self._died(row, now) if i not in superseded]
        superseded += [i for i in self._one_in_the_role(row, now) if i not in superseded]
        superseded += [i for i in self._visit_over(row, now) if i not in superseded]
        superseded += [i for i in self._season_over(row, now) if i not in superseded]
        superseded += [i for i in self._kin_recovered(row, now) if i not in superseded]
        superseded += [i for i in self._engaged(row, now) if i not in superseded]
        superseded += [i for i in self._exam_over(row, now) if i not in superseded]
        superseded += [i for i in self._relapsed(row, now) if i not in superseded]
        superseded += [i for i in self._partner_gone(row, now) if i not in superseded]
        if cand.retracts:
            superseded += [i for i in plans.cancel(self.store, row, cand.retracts, now) if i not in superseded]
        # A plan for this attribute said before is fulfilled or ended by it (mercuryd/brain/plans.py).
        settled = plans.settle(self.store, row, stated, replaced=replaced, now=now)
        superseded += settled
        for plan_id in settled:  # "first week at Monzo done" after "I start at Monzo in March as a designer": the role too
            plan = self.store.get_memory(plan_id)
            if plan is not None and plan.value == row.value:
                plans.take_role(self, plan, stated, now)
        if row.takes_effect is not None and row.takes_effect <= now and row.polarity > 0:
            # Heard after its date (an old chat ingested or imported late): current at once,
            # not at the next consolidation ("where do I live?" asked right after).
            plans.enact(self, row.id, now)
        return WriteOutcome(row.id, "stored", superseded + [i for i in adopted if i not in superseded])

    def _adopt_earlier_names(self, subject: str, attribute: str, now: float) -> builtins.list[int]:
        """Live habits stored by an earlier version under another name for this activity
        ("schedule:bak sourdough" for "schedule:bake sourdough", mercuryd/brain/schedules.py)
        take the current name, so what follows restates or supersedes them; two of them
        that are now one habit are settled as the write path settles any two. Returns the
        ids so superseded."""
        from mercuryd.brain import schedules

        losers: builtins.list[int] = []
        for old_name, stem in schedules.earlier_names(attribute):
            for row in self.store.by_attribute(subject, old_name):
                if not schedules.says_activity(row.summary, attribute, stem):
                    continue
                self.store.update_memory(row.id, attribute=attribute)
                row = msgspec.structs.replace(row, attribute=attribute)
                for other in self.store.by_attribute(subject, attribute):
                    if other.id != row.id and other.value == row.value and other.polarity == row.polarity:
                        # The same schedule held twice: the later statement stays, the other is history.
                        older, newer = sorted((row, other), key=lambda r: (r.said_at, r.id))
                        self.store.update_memory(older.id, superseded_by=newer.id, updated_at=now)
                        losers.append(older.id)
                        break
                else:
                    lost = self._resolve_conflicts(row, now)
                    losers += lost
        return losers

    def _find_twin(self, cand: Candidate, summary: str) -> MemoryRow | None:
        """The live memory this candidate restates, if any.

        Compares with every plausible match (exact normal form, then the best
        full-text neighbours of the same type), not the first row a query returns.
        Two statements of a single-valued attribute with different values, or of
        opposite polarity, are never twins (they conflict instead).
        """
        key = text.norm(summary)
        for row in self.store.by_norm(key):
            if row.type == cand.type or row.type != "reflection":
                return row
        polarity = -1 if cand.polarity == "negative" else 1
        value = (cand.value or "").casefold().strip()
        if cand.attribute and value and single_valued(cand.attribute):
            # The current value said again, in other words ("I still live in Vancouver").
            for row in self.store.by_attribute(cand.subject or "user", cand.attribute):
                if row.value == value and row.polarity == polarity and row.type != "reflection" \
                        and not (_FIANCE_TIE.match(summary) and "fianc" not in row.summary) \
                        and not _said_else_of(summary, row.summary):
                    return row  # ("User's fiancé is Luca" after "User's boyfriend is Luca": engaged since, Brain._engaged)
        hits = retrieve.rank(
            self.store.conn, summary, now=self.clock.now(), scopes=ALL_SCOPES, limit=50,
            exclude_dismissed=False,
        )
        rows = self.store.get_memories([h.id for h in hits])
        for row in (rows[h.id] for h in hits if h.id in rows):
            if row.type != cand.type or row.superseded_by is not None:
                continue
            if cand.attribute and row.attribute and (
                row.attribute != cand.attribute
                or (single_valued(cand.attribute) and (row.value or "") != value)
                or row.polarity != polarity
            ):
                continue
            if text.near_duplicate(summary, row.summary):
                return row
        return None

    def _reinforce(self, row: MemoryRow, cand: Candidate, refs: list[str], now: float,
                   stated: float | None = None) -> None:
        current = lifecycle.effective_confidence(row, now, self.rules)
        incoming = cand.confidence
        if incoming is None:
            incoming = defaults.EVIDENCE_CONFIDENCE[cand.evidence]
        confidence = max(current, incoming)
        confidence = min(1.0, confidence + (1.0 - confidence) * defaults.REINFORCE_STEP)
        evidence = row.evidence
        rank = {"system": 0, "inferred": 1, "direct": 2, "manual": 3}
        if rank[cand.evidence] > rank[evidence] and (evidence != "system" or row.type != "reflection"):
            evidence = cand.evidence  # a reflection stays the system's; a plan made current, once said, is the user's
        src = row.source_dict
        merged = list(dict.fromkeys([*src.get("refs", []), *refs]))[-defaults.MAX_REFS :]
        src["refs"] = merged
        fields: dict[str, object] = dict(
            reinforcements=row.reinforcements + 1,
            confidence=confidence,
            base_confidence=confidence,
            decay_from=now,
            evidence=evidence,
            last_referenced_at=now,
            updated_at=now,
            stale=0,
            source=json.dumps(src),
            stated_at=max(row.said_at, stated if stated is not None else now),
        )
        if row.reason == "stale":
            fields["reason"] = None
        if row.scope == "subconscious" and not row.dismissed:
            fields.update(scope=row.prior_scope or defaults.default_scope(row.type),
                          prior_scope=None, reason="recalled")
        if (
            row.reinforcements + 1 >= self.rules.promote_after_reinforcements
            and not row.dismissed
            and fields.get("scope", row.scope) != "durable"
        ):
            fields.update(scope="durable", prior_scope=None, reason="promoted",
                          durability=defaults.SCOPE_DURABILITY["durable"])
        self.store.update_memory(row.id, **fields)
        said = min(stated if stated is not None else now, now)
        self._link_persons(row.id, cand.persons, said, row.summary if row.type != "reflection" else "")

    # ---------------------------------------------------------------- who wins a conflict

    @staticmethod
    def _strength(row: MemoryRow) -> int:
        """How sure a statement is, in bands: manual (4), direct (3, from 0.85), fair (2,
        from 0.7), weak (1: inferred, hedged).

        Bands, not raw numbers: a few reinforcements lift an old value's confidence a
        little, and that says how often it was seen, not whether it is still current;
        only the user's own hand reaches the top band.
        """
        c = row.base_confidence
        if row.evidence == "manual" and c >= 0.99:
            return 4
        return 3 if c >= 0.85 else 2 if c >= 0.7 else 1

    def _wins(self, new: MemoryRow, old: MemoryRow, *, change: bool) -> bool:
        """Whether ``new`` beats ``old`` in a conflict.

        A reported change said later than the old statement wins. Otherwise the stronger
        evidence wins, and on equal evidence the later message (a tie goes to ``new``).
        """
        if {new.attribute, old.attribute} == {"spouse", "partner"}:
            return new.attribute == "spouse"  # the same person, married: "wife" outlasts "girlfriend", and "partner" said of a wife
        if change and new.said_at > old.said_at:
            return True
        if self._strength(new) != self._strength(old):
            return self._strength(new) > self._strength(old)
        return new.said_at >= old.said_at

    def _conflicts_with(self, new: MemoryRow) -> list[MemoryRow]:
        if not new.attribute:
            return []
        out = []
        subject = new.subject or "user"
        rows = (self.store.by_attribute(subject, new.attribute) if single_valued(new.attribute)
                else self.store.by_attribute_value(subject, new.attribute, new.value))
        for row in rows:
            if row.id == new.id:
                continue
            if row.value == new.value:
                if row.polarity != new.polarity:
                    out.append(row)
            elif single_valued(new.attribute) and new.polarity > 0 and row.polarity > 0:
                if new.attribute == "works_at" and _same_employer_said_short(new.value, row.value):
                    continue  # "first month at Connacht done" after "User has worked at Connacht Rugby since …"
                if new.attribute == "job_title" and _studies_beside(new.value, row.value):
                    continue  # "User is a nursing student at HCC" beside "User is a patient care technician": both
                out.append(row)
            elif new.attribute in {"spouse", "partner"} and new.polarity < 0 and not new.value and row.polarity > 0:
                # "my girlfriend and I split up", no name: it ends whoever is the user's girlfriend now
                out.append(row)
        if new.attribute in {"spouse", "partner"} and new.polarity > 0 and new.value:
            # "User's girlfriend is Ana", then "User's wife is Ana": the same person, married now
            # (the girlfriend is history); "my partner Ana" said of her later adds nothing
            other = "partner" if new.attribute == "spouse" else "spouse"
            out += [row for row in self.store.by_attribute_value(subject, other, new.value) if row.polarity > 0 and row.id != new.id]
        if new.polarity > 0 and (choice := text.compared(new.summary)) is not None:
            # "User prefers tea to coffee", then "User prefers coffee over tea": the choice turned round, in the same
            # context ("for work matters" and no context are two rules, both kept)
            out += [row for row in self.store.by_attribute(subject, new.attribute)
                    if row.id != new.id and row.polarity > 0 and row not in out
                    and text.reversed_comparison(new.summary, row.summary)
                    and (old := text.compared(row.summary)) is not None and old[2] == choice[2]]
        if new.attribute == "age" and new.polarity > 0 and new.value:
            # "User's name is Fatima; they are 34 years old" (the age folded into the name under the cap), then "User is
            # 35 years old": the fold's age has ended (the name is kept as a memory of its own, _keep_folded)
            out += [row for row in self.store.by_attribute(subject, "name") if row.polarity > 0 and row not in out
                    and (folded := _FOLDED_AGE.match(row.summary)) and folded["age"] != new.value.lstrip("0")]
        if new.attribute == "job_title" and new.polarity > 0 and new.value and not _studies_beside(new.value, "a job"):
            # "User is a forklift driver at Southgate Distribution" (a role folded with its employer,
            # kept under ``works_at``) then "User got the team leader job": the old role has ended
            for row in self.store.by_attribute(subject, "works_at"):
                role = _ROLE_AT.match(row.summary)
                if row.polarity > 0 and role and role.group("role").lower() != new.value.lower():
                    out.append(row)
        return out

    def _resolve_conflicts(self, new: MemoryRow, now: float, *, change: bool = False) -> list[int]:
        """Settle ``new`` against the live memories it contradicts; returns the losers' ids
        (``[new.id]`` when ``new`` itself lost and was kept as history)."""
        losers: list[int] = []
        for old in self._conflicts_with(new):
            if self._wins(new, old, change=change):
                self.store.update_memory(old.id, superseded_by=new.id, updated_at=now)
                losers.append(old.id)
                self._keep_household(old, new)
                self._keep_employer(old, new)
                self._keep_folded(old, new)
            else:
                self.store.update_memory(new.id, superseded_by=old.id, updated_at=now)
                return [new.id]
        return losers

    def _keep_household(self, old: MemoryRow, new: MemoryRow) -> None:
        """A home said with the people in it ("User lives in East Van with their partner Theo and
        their daughter Mila") and then left: the move supersedes the place, not the people, so
        who the user lives with stays live as a memory of its own ("User lives with their
        partner Theo and their daughter Mila"), said when the home was. Found in a recall trial:
        after a move the partner and daughter were in no live memory, so neither the profile
        nor a question about a toddler had them."""
        held = _HOUSEHOLD.match(old.summary) if old.attribute == "lives_in" and old.polarity > 0 else None
        if held is None or _HOUSEHOLD.match(new.summary) or self._moved_out_since(held.group("who"), old):
            return
        src = old.source_dict
        cand = Candidate(type="relationship", summary=f"User lives with {held.group('who')}", evidence=old.evidence,
                         stated_at=old.said_at, refs=[f"memory:{old.id}"])
        self.write(cand, source=wire.Source(channel=src.get("channel") or "household",
                                            conversation_id=src.get("conversation_id")))

    def _moved_out_since(self, who: str, home: MemoryRow) -> bool:
        """Whether the one relative ``who`` the user lived with ("their husband Gilles") has moved since ``home`` was
        said ("User's husband Gilles moved into the care home on Friday"): the household kept after a move is then not
        theirs. Found in a year (newuser10): the husband moved into a care home in March, the user to a residence in
        October, and "User lives with their husband Gilles" was kept."""
        one = re.fullmatch(r"their (?P<rel>[a-z-]+)(?: (?P<name>[A-Z][\w'-]+))?", who)
        if one is None:
            return False
        rel = UNIQUE_RELATIONS.get(one["rel"], one["rel"])
        for row in self.store.live_matching(f'"{one["name"] or one["rel"]}"', 50):
            moved = self._KIN_MOVED.match(row.summary) if row.type == "relationship" and row.polarity > 0 else None
            if (moved is not None and row.said_at >= home.said_at and UNIQUE_RELATIONS.get(moved["rel"], moved["rel"]) == rel
                    and (moved["name"] or one["name"]) == (one["name"] or moved["name"])
                    and not re.search(r"\bmoved in with (?:them|the user)\b", row.summary)):
                return True
        return False

    def _keep_folded(self, old: MemoryRow, new: MemoryRow) -> None:
        """An age folded into the name under the cap of three ("User's name is Fatima; they are 34 years old", one
        memory under ``name``) and then one of the two said anew: what was not said anew stays live as a memory of its
        own, said when the fold was. A new age keeps "User's name is Fatima"; a name said again otherwise (a
        correction, "it's Fatma actually") keeps "User is 34 years old". So for an origin folded into the home ("User
        has lived in Madrid for 3 years; they are from Asunción"): a move keeps "User is from Asunción"."""
        origin = _FOLDED_ORIGIN.match(old.summary) if old.attribute == "lives_in" and old.polarity > 0 else None
        if origin is not None and new.attribute == "lives_in":
            # "User has lived in Madrid for 3 years; they are from Asunción", then a move: where they come from stays
            verb = {"are": "is", "were": "was", "come": "comes"}.get(origin["verb"], origin["verb"])
            place = re.search(r"(?-i:[A-Z])[\w'’.-]*(?:\s+(?-i:[A-Z])[\w'’.-]*)*\s*$", origin["rest"])
            src = old.source_dict
            self.write(Candidate(type="identity", summary=f"User {verb} {origin['rest']}", evidence=old.evidence,
                                 attribute="hometown", value=place.group(0).strip().lower() if place else None,
                                 stated_at=old.said_at, refs=[f"memory:{old.id}"]),
                       source=wire.Source(channel=src.get("channel") or "folded", conversation_id=src.get("conversation_id")))
            return
        folded = _FOLDED_AGE.match(old.summary) if old.attribute == "name" and old.polarity > 0 else None
        if folded is None:
            return
        if new.attribute == "age":
            cand = Candidate(type="identity", summary=folded["name"], evidence=old.evidence, attribute="name",
                             value=old.value, stated_at=old.said_at, refs=[f"memory:{old.id}"])
        elif new.attribute == "name" and not _FOLDED_AGE.match(new.summary):
            cand = Candidate(type="identity", summary=f"User is {folded['age']} years old", evidence=old.evidence,
                             attribute="age", value=folded["age"], stated_at=old.said_at, refs=[f"memory:{old.id}"])
        else:
            return
        src = old.source_dict
        self.write(cand, source=wire.Source(channel=src.get("channel") or "folded",
                                            conversation_id=src.get("conversation_id")))

    def _keep_employer(self, old: MemoryRow, new: MemoryRow) -> None:
        """A role said with its employer ("User is a forklift driver at Southgate Distribution in
        Wiri", one memory under ``works_at``) and then a new role ("User got the team leader job"):
        the role ends, the employer stays live as a memory of its own ("User works at Southgate
        Distribution in Wiri"), said when the role was. Found in a recall trial: after a promotion the
        old role was still given as current, or the employer was lost with it."""
        role = _ROLE_AT.match(old.summary) if old.attribute == "works_at" and new.attribute == "job_title" else None
        if role is None or not old.value:
            return
        src = old.source_dict
        cand = Candidate(type="identity", summary=f"User works at {role.group('org')}", evidence=old.evidence,
                         attribute="works_at", value=old.value, stated_at=old.said_at, refs=[f"memory:{old.id}"])
        self.write(cand, source=wire.Source(channel=src.get("channel") or "employer",
                                            conversation_id=src.get("conversation_id")))

    def _stale_restatement(self, row: MemoryRow, change: bool, refs: list[str], now: float) -> int | None:
        """An older value said again, but before the current one was: it is history already.

        Its message refs go on the history memory that holds that value (nothing else
        changes, no reinforcement); returns that memory's id, or None to store ``row``.
        """
        if not row.attribute or not row.value or not single_valued(row.attribute):
            return None
        current = self._conflicts_with(row)
        if not current or all(self._wins(row, old, change=change) for old in current):
            return None
        history = self.store.superseded_with_value(row.subject or "user", row.attribute, row.value)
        if not history:
            return None
        old = history[0]
        src = old.source_dict
        src["refs"] = list(dict.fromkeys([*src.get("refs", []), *refs]))[-defaults.MAX_REFS :]
        self.store.update_memory(old.id, source=json.dumps(src), updated_at=now)
        return old.id

    _RETRACTABLE = ("goal", "project", "habit", "preference", "decision", "constraint", "identity")

    _AIM_WORDS = frozenset("plan plans idea ideas goal goals dream dreams ambition".split())
    _TRAVEL_WORDS = frozenset("trip trips visit visits flight flights commute commutes journeys".split())
    _TAKE_FORMS = frozenset("tak take takes taking took".split())
    _TAKEN = re.compile(r"^User (?:\w+ )?(?:takes|is taking|has been taking|started taking|is on)\b")

    # "run" as the pursuit, not as keeping something going ("runs a bakery", "the contract runs until …", "runs out"):
    # the -ing, or the verb with no object, with a race or a place run in
    _RUN_AS_PURSUIT = re.compile(r"\brunning\b|\bruns?\b(?!\s+(?:a|an|the|my|our|their|his|her|its|this|that|until|till|out|late|low"
                                 r"|over|into|things|everything)\b)|\bruns?\s+(?:a|an|the|my|their)\s+(?:[\w-]+\s+)?"
                                 r"(?:marathon|half|5k|10k|race|parkrun|ultra|mile|lap|trail|route|loop)s?\b", re.I)

    @staticmethod
    def _still_ahead(row: MemoryRow, new: MemoryRow) -> bool:
        """``row`` is an event whose time (a day, a month, a season) was still to come when ``new`` was said: "User got
        accepted to a summer school in Grenoble in July 2026", called off in June, can end; one gone by cannot."""
        over = plans.over_at(row.summary, row.said_at)
        return over is not None and over > new.said_at

    def _retract(self, new: MemoryRow, phrases: Sequence[str], now: float) -> list[int]:
        """Supersede the live memories that state what ``new`` says has ended.

        A memory is retracted when every word of the phrase begins one of its words
        ("aws cert" finds "AWS certification"), it is of a kind that can end (a goal,
        habit, preference…, not an event or a person), and it was said no later than
        ``new``.
        """
        losers: list[int] = []
        # "I've given up running" ends "User does parkrun on Saturdays" and "User is doing couch to 5k": the forms a
        # pursuit takes, named without its word
        phrases = [*phrases, *(kind for p in phrases for kind in self._FORMS_OF.get(" ".join(text.content_words(p)), ()))]
        for phrase in phrases:
            words = [w for w in text.content_words(phrase) if len(w) >= 2 and w.isalnum()][:6]
            # "I've given up the Friday pints" ends "User likes a pint at the Rifleman's on Friday nights": a word said
            # in the plural begins the singular's words only without its "s" ("pints", "fridays" → "pint", "friday")
            trips = any(w in self._TRAVEL_WORDS and w.endswith("s") for w in words)
            words = [_singular(w) for w in words]
            # "I've dropped the ISTQB plan" ends "User is preparing for the ISTQB exam": the word naming the
            # aim itself ("plan", "idea", "goal") is no word of what was aimed at
            words = [w for w in words if w not in self._AIM_WORDS] or words
            # "I'm done with the Vancouver trips" ends "User flies to Vancouver every other week": a routine of
            # travel, named by where it goes ("trips" is no word of the habit; only a habit is travel done often)
            # (one trip called off, "the Brisbane trip is off", is a plan: it keeps its word and ends the plan that says it)
            travel = len(words) > 1 and trips
            words = [w for w in words if w not in self._TRAVEL_WORDS] if travel else words
            if not words:
                continue
            # "stopped going to 5-a-side" ends "User plays 5-a-side every Tuesday": a habit is
            # named by what is done, whichever verb goes with it ("go" only says it was attended)
            light = len(words) > 1 and words[0] in {"go", "goes", "going", "went"}
            # "I stopped the Go course" ends "User started learning Go …": what is learnt, without the course's word, in
            # a memory that says it is learnt
            course = len(words) > 1 and (words[-1] in self._COURSE_WORDS or f"{words[-1]}s" in self._COURSE_WORDS)  # ("classe")
            light = light and not course  # ("the Go course": Go the language, no verb of going)
            # "I stopped taking gliclazide" ends "User takes gliclazide in the mornings": what was taken, named, in a memory
            # that says it is taken (the stem "tak" begins no word of it; "taking the bus" leaves "User drives a bus")
            took = len(words) > 1 and words[0] in self._TAKE_FORMS and not course
            asked = words[:-1] if course else words[light or took:]
            if not asked:
                continue
            # (a trip called off is looked for by where it goes too: "the Lisbon trip" finds "User is going to Lisbon …")
            match = _all_begun(([w for w in asked if w not in self._TRAVEL_WORDS] or asked) if not travel else asked)
            # "I've stopped the Thursday swims" ends the swims on Thursdays only: a routine kept on other days too ("on
            # Tuesdays and Thursday mornings") stays live beside the decision, which says what stopped
            days = {d[1] for w in [*words, *text.words(new.summary)] if (d := _WEEKDAY.match(w))}
            for row in self.store.live_matching(match, 50):
                # ("User started Couch to 5k": a pursuit taken up, told as the news it was, ends as the pursuit does)
                taken_up = row.type == "episode" and not travel and (_TOOK_UP.match(row.summary) is not None
                                                                     or _ENTERED.match(row.summary) is not None
                                                                     or _GOT_A_JOB.match(row.summary) is not None)
                if (row.id == new.id or (row.type not in (("habit",) if travel else self._RETRACTABLE) and not taken_up
                                         and not (row.type == "episode" and not travel and self._still_ahead(row, new)))
                        or row.polarity < 0 or row.said_at > new.said_at or row.id in losers):
                    continue
                kept_days = days and {m[1] for m in _WEEKDAYS_SAID.finditer(row.summary.lower())} - days
                said = text.words(row.summary)
                need = words[1:] if light and row.type == "habit" and _ATTENDED.match(row.summary) else words
                if not travel and len(need) > 1 and self._TRIP_AHEAD.match(row.summary):
                    # "the Lisbon trip is cancelled" ends "User is going to Lisbon in May 2026": a trip ahead is named by
                    # where it goes, its "trip" unsaid
                    need = [w for w in need if w not in self._TRAVEL_WORDS] or need
                if took and self._TAKEN.search(row.summary):
                    need = words[1:]
                if course and not _begins_all(said, need) and (self._LEARNT.search(row.summary)
                                                               or any(w in self._COURSE_WORDS for w in said)):
                    need = need[:-1]  # ("I quit the German course" ends "User started German classes": a course by any name)
                if not _begins_all(said, need):
                    continue
                if need and need[0] == "run" and len(need) <= 2 and not self._RUN_AS_PURSUIT.search(row.summary):
                    continue  # "I stopped running" leaves "User runs a small bakery", "… contract runs until January 2028"
                if row.type == "identity" and (job := _SHIFT_TAIL.sub("", row.summary)) != row.summary \
                        and set(words) <= _SHIFT_WORDS:
                    # "User drives a taxi in Sheffield, mostly nights" under "User switched from nights to days": the job
                    # goes on, only its hours changed
                    self._replaced_by_copy(row, job, now, reinforcements=0)
                elif row.type == "identity" and (role := self._ROLE_AT_ORG.match(row.summary)) is not None \
                        and _begins_all(text.words(role["org"]), need) and not _begins_all(text.words(role["role"]), need):
                    # "User is an ICU nurse at St James's" under "User handed in their notice at St James's": the
                    # employment is over, the profession goes on ("User is an ICU nurse")
                    self._replaced_by_copy(row, f"User is {role['role']}", now, attribute="job_title",
                                           value=role["role"].split(None, 1)[1].lower(), reinforcements=0)
                elif kept_days:
                    # the routine goes on the other days: "User swims on Tuesday and Thursday mornings" becomes "User
                    # swims on Tuesday mornings" (none, when the days cannot be taken out of what was said)
                    narrowed = self._days_narrowed(row, days, now) if row.type == "habit" else None
                    if narrowed is None:
                        continue
                else:
                    self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
                losers.append(row.id)
        return losers

    # a role said with its employer: "User is a chartered accountant at KPMG", "User is an ICU nurse at St James's"
    _ROLE_AT_ORG = re.compile(r"^User is (?P<role>an? [A-Za-z][\w-]*(?: [A-Za-z][\w-]*){0,2}) at (?P<org>(?-i:[A-Z])[^,;]{1,60})$")

    def _days_narrowed(self, row: MemoryRow, days: set[str], now: float) -> int | None:
        """The habit ``row`` made history by a copy without the weekdays ``days`` (its summary and value); the copy's id,
        or None (``row`` left as it is) when the days cannot be taken out of its summary."""
        summary = _days_dropped(row.summary, days)
        if summary is None:
            return None
        value = _days_dropped(row.value, days) if row.value else row.value
        return self._replaced_by_copy(row, summary, now, value=value or row.value, reinforcements=0).id

    def _replaced_by_copy(self, row: MemoryRow, summary: str, now: float, **changes: Any) -> MemoryRow:
        """``row`` made history by a copy of it saying ``summary`` (:meth:`_copy_as`), linked to the persons ``row`` was
        linked to: what goes on of a memory when part of it changed (the job without its shift, the routine on its other
        days, a relative's new subject, a plan's new date)."""
        kept = self._copy_as(row, summary, now, **changes)
        for pid in self.store.person_ids_of(row.id):
            self.store.link(kept.id, pid, None)
        self.store.update_memory(row.id, superseded_by=kept.id, updated_at=now)
        return kept

    def _copy_as(self, row: MemoryRow, summary: str, now: float, **changes: Any) -> MemoryRow:
        """A new live memory copied from ``row`` (its type, attribute, scope and times) saying ``summary``, with
        ``changes`` to its other fields, and its vector; whom it links to is the caller's."""
        copy = msgspec.structs.replace(row, id=0, summary=summary, norm=text.norm(summary), superseded_by=None, updated_at=now,
                                       **changes)
        copy.id = self.store.insert_memory(copy)
        self._store_vector(copy.id, summary)
        return copy

    _RUNNING_FORMS = ("parkrun", "parkruns", "jogging", "couch to 5k", "c25k")
    _FORMS_OF: ClassVar[dict[str, tuple[str, ...]]] = {"running": _RUNNING_FORMS, "run": _RUNNING_FORMS, "runs": _RUNNING_FORMS,
                                                        "jogging": ("parkrun", "parkruns", "running", "couch to 5k", "c25k")}

    _COURSE_WORDS = frozenset("course courses class classes lessons lesson".split())
    _LEARNT = re.compile(r"\b(?:learning|studying|learns|studies|practi[cs]ing)\b")

    _DOES_NOT_WANT = re.compile(r"^User\s+does\s+not\s+want\s+(?P<what>.{3,200})$")

    def _withdrawn(self, new: MemoryRow, now: float) -> list[int]:
        """Supersede the live instructions that ``new`` withdraws.

        "User does not want the medical terms explained" (from "you can stop explaining the
        medical terms") ends "User wants the medical terms explained in plain English", said
        earlier: a live "User wants …" preference or constraint in which every word of what is
        no longer wanted begins one of its words. An instruction has no attribute, so the
        attribute's negation (:meth:`_conflicts_with`) never sees it.
        """
        if new.type not in ("preference", "constraint"):
            return []
        if units_ended := self._units_swapped(new, now):
            return units_ended
        if lifted := self._FINE_WITH.match(new.summary):
            ended = self._lifted(new, lifted.group("what"), now)
            lang = lifted.group("what").split()[0].lower()
            if category_attribute(lang) == "preferred_language":
                # "User is fine with English in answers" (from "English is fine again") ends "User wants answers in
                # Spanish": the language asked for before is no longer the one answers must be in
                for row in self.store.by_attribute(new.subject or "user", "preferred_language"):
                    if row.id != new.id and row.polarity > 0 and row.value != lang and row.said_at <= new.said_at \
                            and row.id not in ended:
                        self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
                        ended.append(row.id)
            if self._AT_LENGTH.match(lifted.group("what")):
                # "User is fine with longer answers" (from "you can give longer answers again") ends the short
                # answers asked for before, as "normal length answers" does
                ended += [i for i in self._length_reset(new, now, short_only=True) if i not in ended]
            if self._STEPS_AT_ONCE.match(lifted.group("what")):
                # "User is fine with a few steps together" (from "you can give me a few steps together now") ends the
                # one step at a time asked for before
                ended += [i for i in self._one_step_reset(new, now) if i not in ended]
            if lifted.group("what").lower() in {"normal english", "normal explanations", "normal answers"}:
                # "User is fine with normal English" (from "you can give me … normal english now") ends the simple
                # words asked for before, by a user whose English has grown
                ended += [i for i in self._plain_words_reset(new, now) if i not in ended]
            return ended
        if self._CORRECTED_NOT.match(new.summary):
            # "User does not want their English corrected" (from "you can stop correcting my English now") ends the
            # corrections asked for before, however the writing was named ("correct my mistakes", "… my grammar")
            return self._corrections_reset(new, now)
        if instead := self._WANTS_NOT.match(new.summary):
            return self._replaced_rule(new, instead.group("what"), now)
        if stop := self._NO_MORE.match(new.summary):
            # "User wants no more bullet points" (from "no more bullet points please"): what was wanted until now stops,
            # said with one word as well ("no more emojis": "more" says it was so before)
            words = [w for w in text.content_words(stop.group("what")) if len(w) >= 2 and w.isalnum()][:6]
            return self._end_rules(new, words, self._WANTS_FOR, now) if words else []
        if self._NORMAL_LENGTH.match(new.summary):
            return self._length_reset(new, now)
        m = self._DOES_NOT_WANT.match(new.summary)
        if not m:
            return []
        # "User does not want simple English used": what is not wanted, without the participle the rule is said with
        what = re.sub(r"\s+(?:used|given|shown|written|kept|sent|added|included)$", "", m.group("what"))
        words = [w for w in text.content_words(what) if len(w) >= 2 and w.isalnum()][:6]
        if len(words) < 2:
            return []  # "User does not want emojis" alone is said often and means the same as before
        self._keep_other_wish(words, new, now)
        return self._end_rules(new, words, self._WANTS, now)

    # the units of one system and of the other, as a wish for how to answer names them
    _UNIT_SYSTEMS: ClassVar[dict[str, frozenset[str]]] = {
        "metric": frozenset("metric celsius centigrade centimetres centimeters centimetre centimeter metres meters kilometres "
                            "kilometers km kilos kilograms kg grams litres liters millimetres".split()),
        "imperial": frozenset("imperial fahrenheit feet foot inches miles pounds lbs ounces oz yards".split()),
    }
    _WISH = re.compile(r"^User (?:wants|prefers|would prefer|likes)\b")
    # what a unit measures ("metric", "imperial": all of them)
    _UNIT_MEASURE: ClassVar[dict[str, str]] = {**dict.fromkeys("celsius centigrade fahrenheit".split(), "temperature"),
                     **dict.fromkeys("kilos kilograms kg grams pounds lbs ounces oz".split(), "weight"),
                     **dict.fromkeys("litres liters".split(), "volume"),
                     **dict.fromkeys("metric imperial".split(), "all")}

    def _units_swapped(self, new: MemoryRow, now: float) -> list[int]:
        """"User wants metric and Celsius" (from "you may use metric and Celsius with me from now on") ends "User prefers
        measurements in feet and inches and temperatures in Fahrenheit", said before: a wish for the units of one system
        ends the live wishes for the other's (one that names both, or asks for both, is left)."""
        if not self._WISH.match(new.summary):
            return []
        said = set(text.words(new.summary))
        systems = [name for name, words in self._UNIT_SYSTEMS.items() if said & words]
        if len(systems) != 1 or re.search(r"\b(?:both|not|no|without)\b", new.summary, re.I):
            return []
        other = self._UNIT_SYSTEMS["imperial" if systems[0] == "metric" else "metric"]
        # (of the measures the new wish names: "use Fahrenheit" leaves "User wants grams in recipes")
        covered = {self._UNIT_MEASURE.get(w, "length") for w in said & self._UNIT_SYSTEMS[systems[0]]}
        ended: list[int] = []
        for row in self.store.live_matching(" OR ".join(f'"{w}"' for w in sorted(other)), 50):
            words = set(text.words(row.summary))
            measures = {self._UNIT_MEASURE.get(w, "length") for w in words & other}
            if (row.id == new.id or row.type not in ("preference", "constraint") or row.said_at > new.said_at
                    or row.polarity < 0 or not self._WISH.match(row.summary) or words & self._UNIT_SYSTEMS[systems[0]]
                    or re.search(r"\b(?:both|not|no|without)\b", row.summary, re.I)
                    or not ("all" in covered or measures <= covered)):
                continue
            self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
            ended.append(row.id)
        return ended

    _TWO_WISHES = re.compile(r"^User wants (?P<a>[^,]{2,60}?) and (?P<b>[^,]{2,60})$")

    def _keep_other_wish(self, words: Sequence[str], new: MemoryRow, now: float) -> None:
        """"User wants metric units and simple English", said before "User does not want simple English used": the
        wish withdrawn is one of two, so the memory keeps the other ("User wants metric units") and is not ended."""
        for row in self.store.live_matching(_all_begun(words), 50):
            two = self._TWO_WISHES.match(row.summary)
            if (row.id == new.id or two is None or row.type not in ("preference", "constraint") or row.said_at > new.said_at
                    or row.polarity < 0):
                continue
            parts = [text.words(two.group(g)) for g in ("a", "b")]
            has = [_begins_all(part, words) for part in parts]
            if has[0] == has[1]:
                continue
            kept = f"User wants {two.group('a') if has[1] else two.group('b')}"
            self.store.update_memory(row.id, summary=kept, norm=text.norm(kept), updated_at=now)
            self._store_vector(row.id, kept)

    _NO_MORE = re.compile(r"^User\s+wants\s+no\s+more\s+(?P<what>.{2,80})$")
    # a wish for something (not a rule against it: "User wants no emojis", "… answers without jargon")
    _WANTS_FOR = re.compile(r"^User wants (?!no\s|nothing\b)(?!.{0,80}\bwithout\s)")
    _NORMAL_LENGTH = re.compile(r"^User wants normal length (?:answers|replies|responses)$")
    # a length of answers asked for: "User wants short replies", "User wants brief answers", "User wants the full
    # explanation, not short answers"
    _LENGTH_RULE = re.compile(r"^User wants (?:(?:the|very|really|super|much)\s+)?(?P<length>short|shorter|brief|briefer|concise|terse"
                              r"|succinct|long|longer|detailed|full|one-line)\b.{0,40}?\b(?:answers|replies|responses|explanations?)\b")

    def _length_reset(self, new: MemoryRow, now: float, *, short_only: bool = False) -> list[int]:
        """"User wants normal length answers" (from "you can go back to normal length answers now") ends the
        length asked for before: a live "User wants short replies", "… brief answers", said no later
        (``short_only``: only a short length, as leave to answer at length ends)."""
        losers: list[int] = []
        for row in self.store.live_matching('"answers" OR "replies" OR "responses" OR "explanation" OR "explanations"', 50):
            if (row.id == new.id or row.type not in ("preference", "constraint") or row.said_at > new.said_at
                    or row.polarity < 0 or not (length := self._LENGTH_RULE.match(row.summary))
                    or (short_only and length.group("length").lower() not in self._SHORT_LENGTHS)):
                continue
            if self._other_wish_kept(row, lambda part: (one := self._LENGTH_RULE.match(part)) is not None and (
                    not short_only or one.group("length").lower() in self._SHORT_LENGTHS), now):
                continue  # "User wants short answers and no emoji": the length ends, no emoji stays
            self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
            losers.append(row.id)
        return losers

    # leave to give several steps in one answer: "a few steps together", "all the steps in one go"
    _STEPS_AT_ONCE = re.compile(r"^(?:a few|a couple of|several|more|all (?:of )?the|\w+ or \w+) steps (?:together|at once|at a time"
                                r"|in one go|in one answer)$|^bigger steps$")
    # one step at a time asked for: "User wants one step at a time", "User wants explanations in steps, one at a time"
    # (or small ones: "User wants tasks broken into small steps")
    _ONE_STEP = re.compile(r"^User wants\b.{0,60}?\bone (?:step )?at a time\b|^User wants [\w ]{1,30}? broken (?:down |up )?into"
                           r" (?:small(?:er)?|short(?:er)?|tiny|bite-sized|manageable) (?:steps|chunks|pieces|parts|bits|tasks)$")

    def _one_step_reset(self, new: MemoryRow, now: float) -> list[int]:
        """"User is fine with two or three steps at once" ends a live "User wants one step at a time" said no later, and
        "User is fine with bigger steps" ends "User wants tasks broken into small steps"."""
        losers: list[int] = []
        for row in self.store.live_matching('"step" OR "steps"', 50):
            if (row.id == new.id or row.type not in ("preference", "constraint") or row.said_at > new.said_at
                    or row.polarity < 0 or not self._ONE_STEP.match(row.summary)):
                continue
            self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
            losers.append(row.id)
        return losers

    # simple words asked for: "User wants simple words and short sentences", "User wants simple English"
    # ("User wants simple answers, no long words", "User wants answers in simple language": the answers' words)
    # ("User wants explanations written simply", "… things explained step by step": how simply, said after what)
    _PLAIN_WORDS = re.compile(r"^User wants (?:very |really )?(?:(?:simple|simpler|plain|easy|easier|basic) (?:words|english|language"
                              r"|vocabulary|answers|explanations)|answers in (?:simple|plain) (?:language|english|words)"
                              r"|(?:explanations|answers|things) (?:written|explained|kept) (?:simply|simple|plain)(?:,? step by step)?)"
                              r"(?: and (?:short|shorter) sentences|, no (?:long|big|hard|difficult|fancy) words)?$", re.I)

    _CORRECTED_NOT = re.compile(r"^User does not want (?:their )?(?:English|mistakes|grammar|spelling|writing|errors) corrected$")
    _CORRECTED = re.compile(r"^User wants (?:their |the )?(?:English|mistakes|grammar|spelling|writing|errors)\b[^.]{0,40}?\bcorrected\b")

    def _corrections_reset(self, new: MemoryRow, now: float) -> list[int]:
        """Supersede a live wish to have the user's writing corrected said no later than ``new``."""
        losers: list[int] = []
        for row in self.store.live_matching('"corrected"', 50):
            if (row.id == new.id or row.type not in ("preference", "constraint") or row.said_at > new.said_at
                    or row.polarity < 0 or not self._CORRECTED.match(row.summary)):
                continue
            self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
            losers.append(row.id)
        return losers

    def _plain_words_reset(self, new: MemoryRow, now: float) -> list[int]:
        """Supersede a live wish for simple words said no later than ``new`` ("User is fine with normal English")."""
        losers: list[int] = []
        for row in self.store.live_matching('"simple" OR "simpler" OR "plain" OR "easy" OR "easier" OR "basic" OR "simply"', 50):
            if (row.id == new.id or row.type not in ("preference", "constraint") or row.said_at > new.said_at
                    or row.polarity < 0 or not self._PLAIN_WORDS.match(row.summary)):
                continue
            self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
            losers.append(row.id)
        return losers

    _SHORT_LENGTHS = frozenset("short shorter brief briefer concise terse succinct one-line".split())
    # leave to answer at length: "longer answers", "detailed explanations"
    _AT_LENGTH = re.compile(r"^(?:long|longer|full|fuller|more detailed|detailed) (?:answers|replies|responses|explanations)$")
    _FINE_WITH = re.compile(r"^User\s+is\s+fine\s+with\s+(?P<what>.{2,60}?)(?:\s+in\s+answers)?$")
    # a rule against something in answers: "User wants no emojis in answers", "User does not want emojis",
    # "User wants answers without emojis"
    # ("User wants code examples in Java only, no Kotlin": what it rules out, said after it)
    _RULED_OUT = re.compile(r"^User\s+(?:wants\s+no\s|does\s+not\s+want\s|wants\s+.{0,60}?(?:\bwithout\s|,\s+no\s))")

    def _lifted(self, new: MemoryRow, what: str, now: float) -> list[int]:
        """Supersede the live rules against ``what`` that ``new`` lifts.

        "User is fine with emojis in answers" (from "actually emojis are fine now") ends "User wants
        no emojis in answers", said earlier: a live preference or constraint that rules something out
        in which every word of ``what`` begins one of its words. One word is enough here (unlike a
        withdrawal): only a rule *against* it is ended, never a wish for it.
        """
        words = [w for w in text.content_words(what) if len(w) >= 2 and w.isalnum()][:6]
        return self._end_rules(new, words, self._RULED_OUT, now) if words else []

    _WANTS = re.compile(r"^User wants ")
    # "User wants more detail, not short answers", "User wants Harvard referencing, not APA", "User wants long
    # answers instead of short ones": what the instruction replaces, said after it
    _WANTS_NOT = re.compile(r"^User\s+wants\s+.{2,80}?(?:,\s+not\s+|\s+instead\s+of\s+|\s+rather\s+than\s+)(?P<what>[^,;]{2,60})$")
    # words that say nothing of which rule: "not American stuff", "instead of short ones"
    _FILLER = frozenset("stuff things ones one thing".split())

    def _replaced_rule(self, new: MemoryRow, what: str, now: float) -> list[int]:
        """Supersede the live instructions that ``new`` says it replaces: "User wants more detail, not short
        answers" ends "User wants short answers", said earlier (every word of what is replaced begins one of its
        words). Only what an earlier rule *wants* is matched: "User wants British spelling, not American" says
        nothing for American, so a later "…, not American stuff" leaves it."""
        words = [w for w in text.content_words(what) if len(w) >= 2 and w.isalnum() and w not in self._FILLER][:6]
        if not words:
            return []
        losers: list[int] = []
        match = _all_begun(words)
        for row in self.store.live_matching(match, 50):
            if (row.id == new.id or row.type not in ("preference", "constraint") or row.said_at > new.said_at
                    or not self._WANTS.match(row.summary) or row.polarity < 0):
                continue
            wanted = re.split(r",\s+not\s+|\s+instead\s+of\s+|\s+rather\s+than\s+", row.summary, maxsplit=1)[0]
            said = text.words(wanted)
            if _begins_all(said, words):
                self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
                losers.append(row.id)
        return losers

    def _end_rules(self, new: MemoryRow, words: Sequence[str], rule: re.Pattern[str], now: float) -> list[int]:
        """Supersede the live instructions (preferences, constraints) said no later than ``new`` whose
        summary opens as ``rule`` says and in which every one of ``words`` begins a word."""
        losers: list[int] = []
        match = _all_begun(words)
        for row in self.store.live_matching(match, 50):
            if row.id == new.id or row.type not in ("preference", "constraint") or row.said_at > new.said_at:
                continue
            if self._other_wish_kept(row, lambda part: bool(rule.match(part)) and _begins_all(text.words(part), words), now):
                continue  # "User wants short answers and no emoji", then "emoji are fine now": short answers stay
            if not rule.match(row.summary):
                continue
            said = text.words(row.summary)
            if _begins_all(said, words):
                self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
                losers.append(row.id)
        return losers

    def _other_wish_kept(self, row: MemoryRow, ended: Callable[[str], bool], now: float) -> bool:
        """Two rules for the answers in one memory ("User wants short answers and no emoji", said in one clause or
        folded under the cap of three, extract_rules._fold_answer_rules) of which ``ended`` ends one, read as a rule of
        its own ("User wants no emoji"): the memory keeps the other ("User wants short answers") and is not ended.
        Returns whether it did."""
        two = self._TWO_WISHES.match(row.summary) if row.polarity > 0 else None
        if two is None:
            return False
        parts = [f"User wants {two.group(g)}" for g in ("a", "b")]
        hit = [ended(part) for part in parts]
        if hit[0] == hit[1]:
            return False
        kept = parts[1] if hit[0] else parts[0]
        self.store.update_memory(row.id, summary=kept, norm=text.norm(kept), updated_at=now)
        self._store_vector(row.id, kept)
        return True

    # A memory that frames a person by a role in the present ("User's team lead Sara reviews
    # their pull requests") is of one of these kinds; an event stays what happened.
    _ROLE_FRAMED = ("relationship", *_RETRACTABLE)

    def _role_left(self, new: MemoryRow, persons: Sequence[PersonMention], now: float) -> list[int]:
        """Supersede what frames a person by the role ``new`` says they left.

        A departure ("User's former team lead Sara left the company": a person mentioned
        as the *former* holder of a role, negative) makes the live memories that say
        "User's team lead Sara …" in the present no longer true: they become its history.
        That Sara was the team lead is kept (the departure says it); what she did or is
        otherwise ("User had lunch with Sara", "User's friend Sara…") is not touched, nor
        anything said after the departure.
        """
        if new.polarity > 0:
            return []
        # ... and a relation ended ("User and their boyfriend Tomás broke up", the person an "ex-boyfriend")
        roles = [(re.sub(r"^(?:former\s+|ex-)", "", rel, flags=re.I), text.clean_summary(m.name)) for m in persons
                 if (rel := (m.relation or "").strip()).lower().startswith(("former ", "ex-")) and text.clean_summary(m.name)]
        if not roles:
            return []
        framed = _framing(roles)
        losers: list[int] = []
        for pid in self.store.person_ids_of(new.id):
            for row in self.store.person_memories(pid):
                if (row.id == new.id or row.id in losers or row.type not in self._ROLE_FRAMED
                        or row.polarity < 0 or row.said_at > new.said_at or not framed.match(row.summary)):
                    continue
                if (home := self._HOME_WITH.match(row.summary)) is not None:
                    # "User lives in Melville with their boyfriend Sipho": the place is still the user's home, without him
                    self.store.update_memory(row.id, superseded_by=self._copy_as(row, home["home"], now).id, updated_at=now)
                else:
                    self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
                losers.append(row.id)
        return losers

    # (newuser30) "User got back together with Lúcio", "User is back together with their girlfriend Mia": a couple again
    _BACK_TOGETHER = re.compile(r"^User (?:(?:has )?got|is|are|went) back together with (?:their (?:ex-)?[\w-]+ )?(?P<n>(?-i:[A-Z])[\w'-]+)",
                                re.I)

    def _back_together(self, new: MemoryRow, now: float) -> list[int]:
        """A couple together again ends the breakup said before ("User and their boyfriend Lúcio broke up", "User broke up
        with Lúcio", "User's ex-boyfriend is Lúcio"); a breakup with someone else, or one said after, is not touched."""
        if (m := self._BACK_TOGETHER.match(new.summary)) is None:
            return []
        name = re.escape(m["n"])
        ended = re.compile(rf"^User (?:and (?:their (?:ex-)?[\w-]+ )?{name} (?:broke up|split up|split|separated|are over)\b"
                           rf"|(?:broke up|split up) with (?:their [\w-]+ )?{name}\b)|^User's ex-[\w-]+ is {name}\b")
        losers: list[int] = []
        for pid in self.store.person_ids_of(new.id):
            for row in self.store.person_memories(pid):
                if (row.id != new.id and row.id not in losers and row.superseded_by is None and row.said_at <= new.said_at
                        and ended.match(row.summary)):
                    self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
                    losers.append(row.id)
        return losers

    _HOME_WITH = re.compile(r"^(?P<home>User (?:lives|is living|has lived) in [^,]{1,60}?) with their ")
    # a new employer told as news ("User got a postdoc at McGill", "User's new job is at Xero"); one beside the work
    # before ("User also works at Tesco on weekends") ends nothing
    _NEW_WORK = re.compile(r"^User (?:has )?(?:just )?(?:got|landed|started|joined|signed|(?:has )?moved to)\b|^User's new (?:job|role|employer)\b")
    _SIDE_WORK = re.compile(r"\b(?:also|as well|second|side|extra|weekends?|part[- ]time|evenings?|too)\b")

    def _role_at_employer_left(self, new: MemoryRow, superseded: Sequence[int], now: float) -> list[int]:
        """A new employer ends the role said with the old one: "User works at Monzo" replacing
        "User works at Ocado" makes "User is a data analyst" history too when it was said in the
        same message as Ocado ("I'm a data analyst at Ocado") or names Ocado; so does leaving Ocado
        ("User left Ocado in March 2026", a departure plan made current). A role said on its
        own is left alone: a nurse who changes hospitals is still a nurse; so is the role when the new
        employer corrects the old one's name ("User works for Marmara Yapı, not Boğaziçi Yapı")."""
        if new.attribute == "works_at" and new.polarity > 0:
            # (lo35) a role said with its setting ("User is a long-haul driver") said before: the new employer ends the
            # setting, the role goes on ("User is a driver")
            from mercuryd.brain.extract_rules import setting_role_left
            for row in self.store.by_attribute(new.subject or "user", "job_title"):
                if row.superseded_by is None and row.polarity > 0 and row.said_at < new.said_at \
                        and (bare := setting_role_left(row.summary)) is not None:
                    self._replaced_by_copy(row, bare, now, value=bare.split(" ", 3)[-1].lower())
        if new.attribute != "works_at":
            return []
        # a new employer ends the one before; a departure ("User left Ocado in March 2026", negative) ends its own
        left = [r for i in superseded if (r := self.store.get_memory(i)) is not None
                and r.attribute == "works_at" and r.value and (r.value != new.value) == (new.polarity > 0)]
        # ("User was laid off from Paddock Labs" when only the role named it: "User is a backend dev at a small agritech
        # startup called Paddock Labs")
        if new.polarity > 0 and not left and self._NEW_WORK.search(new.summary) and not self._SIDE_WORK.search(new.summary):
            # "User got a postdoc at McGill …" with no employer said before: it ends a role said with another workplace
            # ("User is a phd student … at Universidad Austral"), as a job plan made current does
            return plans.role_elsewhere_ended(self, new, now)
        gone: list[tuple[str, MemoryRow | None]] = [(r.value or "", r) for r in left]
        if new.polarity < 0 and new.value and new.value not in {v for v, _ in gone}:
            gone.append((new.value, None))
        losers: list[int] = []
        for value, old in gone:
            if re.search(rf"\b(?:not|rather than|instead of)\s+(?:at\s+|for\s+|with\s+)?(?:the\s+)?{re.escape(value)}\b",
                         new.summary, re.I):
                continue  # "User works for Marmara Yapı, not Boğaziçi Yapı": the employer's name corrected, the role stands
            # ("… at a small agritech startup called Paddock Labs": the employer named after what it is)
            at = re.compile(rf"\b(?:at|for|with)\s+(?:the\s+|an?\s+(?:[\w-]+\s+){{1,4}}?(?:called|named)\s+)?{re.escape(value)}\b", re.I)
            said_with = old.source_dict.get("conversation_id") if old is not None else None
            for row in self.store.by_attribute(new.subject or "user", "job_title"):
                if row.superseded_by is not None or row.polarity < 0 or row.said_at > new.said_at or row.id in losers:
                    continue
                same_message = old is not None and row.said_at == old.said_at and said_with \
                    and row.source_dict.get("conversation_id") == said_with
                if same_message or at.search(row.summary):
                    self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
                    losers.append(row.id)
        return losers

    # "User's brother Eoin is moving to Cork instead", "User's sister is going to Leeds instead of Dubai": a relative's
    # plan said again with "instead"; "User's brother Eoin is not going to Boston after all": one called off; "User's
    # son Marek is staying in London": a move given up ("User's little sister Akosua": a word before the relation)
    _KIN_PLAN = re.compile(r"^(?P<who>User's (?:(?:little|big|younger|older|baby|kid|twin|eldest|oldest|youngest) )?[a-zé-]+(?: [A-Z][\w'-]+)?)"
                           r" is (?P<not>not )?(?P<verb>moving|going|relocating|heading|coming|staying|applying|starting|studying"
                           r"|training|planning)\b(?P<rest>.*)$")
    _PLAN_VERBS = frozenset({"moving", "going", "relocating", "heading", "coming"})
    _TO_PLACE = re.compile(r"\s+(?:back\s+)?to\s+(?P<place>(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)")
    _IN_PLACE = re.compile(r"\s+(?:on\s+)?in\s+(?P<place>(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)")
    # "is planning to move to Kraków", "is planning to come to Houston": the plan's own verb
    _PLANNING_TO = re.compile(r"^\s+(?:on\s+)?to\s+(?P<verb>move|go|relocate|head|come)\b(?P<rest>.*)$")
    _ING: ClassVar[dict[str, str]] = {"move": "moving", "go": "going", "relocate": "relocating", "head": "heading", "come": "coming"}
    # words of a plan that say nothing of which plan it is
    _PLAN_FILLER = frozenset("after all any more anymore now then the a an to in on at for from with of and instead".split())

    def _kin_plan(self, summary: str) -> tuple[str, str, str, bool] | None:
        """(who, verb, rest, not) of a relative's plan: who by the name when the summary has one ("Akosua", so "User's
        little sister Akosua" and "User's sister Akosua" are one person), "is planning to move" as "moving"."""
        m = self._KIN_PLAN.match(summary)
        if m is None:
            return None
        verb, rest = m.group("verb"), m.group("rest")
        if verb == "planning" and (planned := self._PLANNING_TO.match(rest)):
            verb, rest = self._ING[planned.group("verb")], planned.group("rest")
        who = m.group("who").split()
        key = who[-1] if who[-1][:1].isupper() else " ".join(who[-1:])
        return key, verb, rest, bool(m.group("not"))

    # homes of care: a relative gone into one is looked after there (sheltered housing is a home of their own)
    _CARE_HOMES = r"care home|nursing home|residential home|hospice|assisted living"
    # a relative's move done: "User's mother moved into the care home on Monday", "User's dad has moved in with them"
    # (a stay in hospital or rehab is no new home)
    # ("… has gone back to Ankara", "… returned home to Lagos": a place named, not "gone back to work")
    _KIN_MOVED = re.compile(r"^User's (?P<rel>[a-z-]+)(?: (?P<name>[A-Z][\w'-]+))? (?:has |have |is |are )?(?:just |finally |all |now )*(?:(?:moved|relocated)"
                            r" (?:in(?:to)?|to|out|back|home|over)\b|(?:gone|went) (?:back|home) to (?=[A-Z])"
                            # (lead60) "User's mother-in-law Ammi went back to her own house in Gujranwala": home again
                            r"|(?:gone|went|moved) back (?:to|into) (?:his|her|their) own (?:house|home|flat|place|apartment)\b"
                            r"|returned (?:home )?to (?=[A-Z])"
                            # "User's father-in-law Gareth has gone into a care home": a home of care, moved into
                            r"|(?:gone|went) into (?:a |an |the )?(?:[\w'-]+ ){0,3}?(?:" + _CARE_HOMES + r"|sheltered housing)\b"
                            # "User's dad is back in his own house in Whakatāne now": home again, where it is named
                            r"|is back (?:home )?in (?:(?:his|her|their) own (?:house|home|flat|place|bungalow) in )?(?=[A-Z]))(?!.{0,30}\b(?i:hospital|ward|rehab|respite|intensive care|icu)\b)")
    # where a relative lived, or the move they were to make: "User's mother Aino lives alone in her flat in Jyväskylä",
    # "User's mother is moving to a care home in Jyväskylä in June 2026"
    # ("User's husband's mother Nermin lives with them": a relative's relative, the user's mother-in-law)
    _KIN_HOME = re.compile(r"^User's (?P<rel>[a-z-]+(?:'s [a-z-]+)?)(?: (?P<name>[A-Z][\w'-]+))? (?:(?:still )?(?:lives|is living|has lived|has been living)"
                           r"|(?:has )?moved in with"  # "User's dad has moved in with their sister Kiri": lives there
                           # ("User's husband Gilles will move to a CHSLD, a care home, …": the move to make, said so)
                           r"|(?:is|will be) (?:moving|relocating|going to move)|will (?:move|relocate)) ")

    def _relative_moved(self, new: MemoryRow, now: float) -> list[int]:
        """A relative's move done ends where they lived and the move they were to make, said before it: "User's mother
        moved into the care home on Monday" ends "User's mother Aino lives alone in her flat in Jyväskylä" and "User's
        mother is moving to a care home in Jyväskylä in June 2026". The same person: the same relation and name, or
        one relation a person has one of (mother, dad, wife) when a name is said on one side only."""
        moved = self._KIN_MOVED.match(new.summary) if new.type == "relationship" and new.polarity > 0 else None
        if moved is None:
            return []
        rel = UNIQUE_RELATIONS.get(moved.group("rel"), moved.group("rel"))
        losers: list[int] = []
        for row in self.store.live_matching('"lives" OR "living" OR "lived" OR "moving" OR "relocating" OR "move" OR "moved"', 50):
            if (row.id == new.id or row.type != "relationship" or row.polarity < 0 or row.said_at > new.said_at
                    or (home := self._KIN_HOME.match(row.summary)) is None
                    or UNIQUE_RELATIONS.get(old_rel := relatives_relation(*home.group("rel").split("'s "))
                                            if "'s " in home.group("rel") else home.group("rel"), old_rel) != rel):
                continue
            both_named = bool(moved.group("name") and home.group("name"))
            if (both_named and moved.group("name") != home.group("name")) or (not both_named and moved.group("rel") not in UNIQUE_RELATIONS):
                continue  # two sisters, or a sister named on one side only, may be two people
            self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
            losers.append(row.id)
        return losers + self._home_without(new, moved, now)

    def _home_without(self, new: MemoryRow, moved: re.Match[str], now: float) -> list[int]:
        """A relative who moved away from the user's home ("User's husband Joop moved into the care home De Hoven") leaves
        the home said with them as the user's alone: "User lives in Deventer with their husband Joop" becomes "User lives
        in Deventer". One who moved in with the user, or a home shared with others too, is left."""
        if re.search(r"\bin with (?:them|the user)\b", new.summary):
            return []
        name, said_rel = moved.group("name"), moved.group("rel")
        named = " " + re.escape(name) if name else r"(?: [A-Z][\w-]*)?"
        who = re.compile(rf"(?:{re.escape(said_rel)}|{re.escape(UNIQUE_RELATIONS.get(said_rel, said_rel))}){named}$", re.I)
        losers: list[int] = []
        for row in self.store.live_matching(f'"{name}"' if name else f'"{said_rel}"', 50):
            home = self._HOME_WITH.match(row.summary)
            if (home is None or row.id == new.id or row.polarity < 0 or row.said_at > new.said_at
                    or not who.match(row.summary[home.end():])):
                continue
            self.store.update_memory(row.id, superseded_by=self._copy_as(row, home["home"], now).id, updated_at=now)
            losers.append(row.id)
        return losers

    # someone named moving out of the user's home: "User's roommate Camille moves out end of June 2026", "User's son Obinna
    # moved out on 1 September 2026" (not "… moved out of her office": out of somewhere named is another place)
    _MOVED_OUT = re.compile(r"^User's (?:[a-z-]+ )?(?P<name>[A-Z][\w'-]+) (?:has |have )?(?:just |finally |now )?"
                            r"(?:moved|moves|is moving|are moving|will move|'s moving) out\b(?! of\b)")

    def _moved_out(self, new: MemoryRow, now: float) -> list[int]:
        """Someone named moving out of the user's home ends their living there said before: "User's roommate Camille moves
        out end of June 2026" ends "User's roommate is Camille" and "User's friend Camille is their roommate"; "User's son
        Obinna moved out" ends "User's son Obinna still lives with them". Another person's move, or a move out of
        somewhere named, ends nothing. The memories ended hold the sharing of a home, no tie to keep (``ties=False``): the
        person stays known by what else is said of them."""
        out = self._MOVED_OUT.match(new.summary) if new.type == "relationship" and new.polarity > 0 else None
        if out is None:
            return []
        name = re.escape(out["name"])
        shared = re.compile(rf"^User's (?:(?:roommate|flatmate|housemate) is {name}$|(?:[a-z-]+ )?{name} (?:is their (?:roommate"
                            rf"|flatmate|housemate)\b|(?:still )?(?:lives|is living) (?:with them|at home)\b))")
        return self._end_live(new, f'"{out["name"]}"', lambda row: shared.match(row.summary) is not None, now, ties=False)

    _INTO_CARE = re.compile(rf"\b(?:{_CARE_HOMES})\b")

    def _care_at_home_over(self, new: MemoryRow, now: float) -> list[int]:
        """A relative gone into a care home ends the user's looking after them at home: "User's husband Declan has gone
        into Nazareth House nursing home" ends "User looks after their husband Declan at home" and "User is their
        husband's full-time carer" (the same relation, and the same name when both say one)."""
        moved = self._KIN_MOVED.match(new.summary) if new.type == "relationship" and new.polarity > 0 else None
        if moved is None or not self._INTO_CARE.search(new.summary):
            return []
        rel, name = moved.group("rel"), moved.group("name")
        cares = re.compile(rf"^User (?:(?:still |now )?(?:looks after|cares for|is caring for|is looking after|nurses) (?:their )?"
                           rf"{re.escape(rel)}(?: (?P<name>[A-Z][\w'-]+))?\b(?: at home\b)?"
                           rf"|is (?:their )?{re.escape(rel)}(?:'s| (?P<name2>[A-Z][\w'-]+)'s) (?:full[- ]time |main |only )?carer\b)")

        def at_home(row: MemoryRow) -> bool:
            m = cares.match(row.summary)
            said = m and (m.group("name") or m.group("name2"))
            return m is not None and not (name and said and said != name)

        return self._end_live(new, '"looks" OR "cares" OR "caring" OR "looking" OR "nurses" OR "carer"', at_home, now)

    def _relative_plan_changed(self, new: MemoryRow, now: float) -> list[int]:
        """A relative's plan replaced or called off ends the one said before: "User's brother Eoin is moving to Cork
        instead" ends "User's brother Eoin is moving to Boston in summer 2026" (the same person, the same verb, or
        one of moving, going, relocating, heading, coming for a move); "User's brother Eoin is not going to Boston
        after all" ends the plan that names Boston, "User's sister Akosua is not coming in August after all" the one
        that names August; "User's son Marek is staying in London" ends his move to another place. A relative's
        plans have no attribute (the user's own are ``plan:lives_in`` and the like), so the single-valued rule never
        sees them."""
        if new.type != "relationship":
            return []
        said = self._kin_plan(new.summary)
        if said is None:
            return []
        who, verb, rest, negated = said
        if new.polarity < 0 and not negated:
            return []
        place, shared = "", frozenset[str]()
        to = self._TO_PLACE.match(rest)
        moves = verb in {"moving", "relocating"} and to is not None
        stays = self._IN_PLACE.match(rest) if verb == "staying" and not negated else None
        if verb == "staying" and stays is None:
            return []
        if negated:
            if not re.search(r"\b(?:after\s+all|any\s*more|now)\b", rest):
                return []
            if to is not None:
                place = to.group("place")
            else:  # "is not coming in August after all": the plan is the one that names what this names
                shared = frozenset(w for w in text.content_words(rest) if w not in self._PLAN_FILLER and len(w) >= 3)
                if not shared or verb not in self._PLAN_VERBS:
                    return []
        elif not moves and stays is None and not re.search(r"\binstead\b", rest):
            return []
        # a move is to one place: "is moving to Galway", said after "is moving to Dublin next year", is a change
        verbs = self._PLAN_VERBS if verb in self._PLAN_VERBS or stays is not None else frozenset({verb})
        losers: list[int] = []
        for row in self.store.live_matching(f'"{who.lower()}"', 50):
            old = self._kin_plan(row.summary)
            if (row.id == new.id or row.type != "relationship" or row.polarity < 0 or row.said_at > new.said_at
                    or old is None or old[0] != who or old[3] or old[1] not in verbs or re.search(r"\binstead\b", old[2])):
                continue
            was = self._TO_PLACE.match(old[2])
            if stays is not None and (was is None or was.group("place") == stays.group("place")):
                continue  # staying where the move was to is no change of it
            if place and not re.search(rf"\bto\s+{re.escape(place)}\b", old[2]):
                continue
            if shared and not shared <= frozenset(text.content_words(old[2])):
                continue
            if moves and not place and to is not None and not re.search(r"\binstead\b", rest):
                if old[1] not in {"moving", "relocating"} or was is None or was.group("place") == to.group("place"):
                    continue
            self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
            losers.append(row.id)
        return losers

    # a relative gone where their plan was to go: "User's daughter Aoife moved to Galway in the week of …", "User's son
    # Mateo left for Porto on Sunday…", "… started uni in Porto …", "… is now living in Galway"
    # ("User's fiancé Tunde arrived on Saturday, 18 July 2026": arrived, no place said, makes the move they were to make)
    _KIN_ARRIVED = re.compile(r"^User's (?:(?:little|big|younger|older|baby|twin|eldest|oldest|youngest) )?[a-zé-]+(?: (?-i:[A-Z])[\w'-]+)? "
                              r"(?:(?:has|finally|just|now|officially) )*(?:(?:(?:moved|relocated|went|left|flew|headed|arrived)(?: back| over| safely| safe| well)? "
                              r"(?:to|for|in)|started (?:[a-z]+ ){1,3}?(?:in|at)|is (?:now )?(?:living|studying|based|settled) in|now lives in)"
                              r" (?P<place>(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+)?)|(?:arrived|landed)(?: safely| safe| at last| finally| well)?(?= on | yesterday| today| last |,|$))")
    _PLAN_GONE_VERBS = frozenset({"moving", "going", "relocating", "heading", "starting", "studying"})

    def _relative_plan_done(self, new: MemoryRow, now: float) -> list[int]:
        """A relative's plan done ends it: "User's daughter Aoife moved to Galway in the week of 21 September 2026"
        makes "User's daughter Aoife is going to study medicine in Galway from September 2026" history (the same
        person, a plan of going, moving, starting or studying, the place it named). A move elsewhere ending a move planned
        is :meth:`_relative_moved`'s. Said before the plan, or a visit to another place, it ends nothing; the user's own
        plans are ``plan:`` attributes, settled elsewhere."""
        arrived = self._KIN_ARRIVED.match(new.summary) if new.type == "relationship" and new.polarity > 0 else None
        said = self._kin_plan(re.sub(r"^(User's [^A-Z]*?(?: [A-Z][\w'-]+)?) .*$", r"\1 is going", new.summary)) if arrived else None
        if arrived is None or said is None:
            return []
        who, place = said[0], arrived["place"]
        there = re.compile(rf"\b(?:to|in|at|for)\s+(?:the\s+)?(?:[\w-]+\s+){{0,3}}?{re.escape(place)}\b") if place else None
        losers: list[int] = []
        # (lead58) arrived, no place said, also makes the coming said ahead: "User's son Tawanda arrived …" ends "User's son
        # Tawanda is coming from Bulawayo to join them in August 2026"
        query = f'"{who.lower()}" AND "{place.split()[0].lower()}"' if place else f'"{who.lower()}" AND ("moving" OR "coming")'
        for row in self.store.live_matching(query, 50):
            old = self._kin_plan(row.summary)
            if (row.id == new.id or row.type != "relationship" or row.polarity < 0 or row.said_at > new.said_at
                    or old is None or old[0] != who or old[3] or old[1] not in self._PLAN_GONE_VERBS | {"coming"}
                    # (lead59) any coming said ahead: "User's fiancée Esinam is coming from Accra in May 2026 on a partner
                    # visa" is done by "User's fiancée Esinam arrived safely on 20 May 2026"
                    or not (there.search(old[2]) if there else old[1] in {"moving", "coming"})):
                continue
            self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
            losers.append(row.id)
        return losers

    # a relative's start at school done, and the start to come: "User's daughter Defne started school on 14 September",
    # "User's daughter Defne starts primary school in September 2026, at Moda İlkokulu"
    _SCHOOLS = r"(?:school|nursery|kindergarten|preschool|pre-school|daycare|creche|reception|college|university|uni)"
    _KIN_STARTED = re.compile(r"^(?P<who>User's [a-z-]+(?: [A-Z][\w'-]+)?) (?:has )?(?:just )?started (?:at )?(?:(?:the|a|her|his|their|new) )?"
                              r"(?:(?:primary|secondary|high|middle|nursery|big|new) )?(?P<what>" + _SCHOOLS + r")\b")
    _KIN_STARTS = re.compile(r"^(?P<who>User's [a-z-]+(?: [A-Z][\w'-]+)?) (?:starts|is starting|will start|is going to start"
                             r"|is due to start) (?:at )?(?:(?:the|a|her|his|their|new) )?(?:(?:primary|secondary|high|middle|nursery|big"
                             r"|new) )?(?P<what>" + _SCHOOLS + r")\b")

    # (lead54) a relative begun at a place named: "User's son Emre started at Thyssenkrupp on 3 August 2026"; and
    # the start said ahead: "User's son Emre starts an apprenticeship as mechatronics technician at Thyssenkrupp in August
    # 2026", "User's daughter Ama will start at Lloyds in May 2026"
    _KIN_BEGUN_AT = re.compile(r"^(?P<who>User's (?:[a-z-]+ ){1,2}?(?-i:[A-Z])[\w'’-]+) (?:has )?(?:started|began|begun) (?:[\w'’-]+ ){0,6}?"
                              r"(?:at|with) (?P<org>(?-i:[A-Z])[\w&'’.-]*(?: (?-i:[A-Z])[\w&'’.-]*){0,2})")
    _KIN_BEGINS_AT = r"(?:starts|will start|is starting|is going to start|is due to start|begins|will begin|is beginning)"

    # (lead59) a relative's stretch somewhere over: "User's son Giorgi finished army, back home", "User's daughter Ana is out of
    # hospital", "User's son Sam came back from the navy"; what it ends: "User's son Giorgi in army now, finish in summer 2026"
    _KIN_FINISHED = re.compile(r"^(?P<who>User's [a-z-]+(?: (?-i:[A-Z])[\w'-]+)?) (?:has )?(?:just )?(?:finished|completed|left|got out of"
                               r"|is out of|came out of|came back from|is back from|is home from|came home from) (?:the |his |her |their )?"
                               r"(?P<what>army|navy|air force|military|national service|military service|hospital|rehab|prison|jail"
                               r"|boot camp|basic training)\b")

    def _relative_finished(self, new: MemoryRow, now: float) -> list[int]:
        """A relative's stretch in the army, in hospital, in prison … over ends their being there, said before: "User's son
        Giorgi finished army, back home" ends "User's son Giorgi in army now" (the same person; another's stays)."""
        done = self._KIN_FINISHED.match(new.summary) if new.type == "relationship" and new.polarity > 0 else None
        if done is None:
            return []
        there = re.compile(rf"^{re.escape(done['who'])} (?:is |was |has been |has gone |went |joined |serves |is serving )?"
                           rf"(?:(?:still|now|currently) )?(?:in|into|to) (?:the )?{re.escape(done['what'])}\b")
        return self._end_live(new, f'"{done["what"].split()[0]}"', lambda row: row.type == "relationship" and there.match(row.summary)
                              is not None, now)

    # (lead59) the user's pregnancy told ("User is 7 weeks pregnant", "User and their wife are expecting a baby in May 2027")
    # and what it ends: trying for a baby, IVF or fertility treatment said before ("User started IVF in December 2025")
    _PREGNANT_NOW = re.compile(r"^User (?:is (?:\d{1,2} weeks |now |finally )?pregnant|and their (?:wife|partner|husband)(?: [A-Z][\w'-]+)? "
                               r"are (?:expecting|pregnant)|'s (?:wife|partner)(?: [A-Z][\w'-]+)? is (?:\d{1,2} weeks )?pregnant)\b")
    _TRYING = re.compile(r"^User (?:and their [a-z]+(?: [A-Z][\w'-]+)? )?(?:is |are |has been |have been |started |starts |is starting |is doing "
                         r"|is having |began |had )?(?:trying (?:for a baby|to conceive|to get pregnant)|(?:a (?:new |second |third )?round of )?"
                         r"IVF|fertility treatment)\b")

    # (lead59) a new workplace begun, no employer named: "User started working in new salon in Cork city, 4 days a week",
    # "User started a new job at a bakery in Dej"; what it ends: the job said before at a place ("User is a nail technician
    # in a salon in Rathmines", "User works in a cashmere factory in Darkhan"), not a trade said alone ("User is a nurse")
    _NEW_PLACE_BEGUN = re.compile(r"^User (?:has )?(?:just )?(?:started|began|begun) (?:working (?:in|at) (?:a |the )?new|a new job (?:in|at))\b")
    # ((lead60) "User works on a salmon farm outside måløy", "User works with a coffee cooperative in San Ignacio")
    _JOB_AT_A_PLACE = re.compile(r"^User (?:is an?|works as an?|works|has worked) (?:.+?\s)?(?:at|in|for|on|with)\s+(?:a|an|the)\s")

    def _new_workplace(self, new: MemoryRow, now: float) -> list[int]:
        """A new workplace begun ends the job said before at another place (the user's own, said before; side work, "also",
        "a second job", "weekends", ends nothing)."""
        if new.polarity < 0 or (new.subject or "user") != "user" or not self._NEW_PLACE_BEGUN.match(new.summary) \
                or self._SIDE_WORK.search(new.summary):
            return []
        rows = [*self.store.by_attribute("user", "job_title"), *self.store.by_attribute("user", "works_at"),
                 *self.store.live_matching('"works"', 50)]
        losers: list[int] = []
        for row in {row.id: row for row in rows}.values():
            if row.id == new.id or row.superseded_by is not None or row.polarity < 0 or row.said_at >= new.said_at \
                    or row.type != "identity" or row.attribute not in {None, "job_title", "works_at"} \
                    or not (self._JOB_AT_A_PLACE.match(row.summary) or plans.ROLE_AT_A_PLACE.match(row.summary)):
                continue
            role = self._ROLE_THEN_PLACE.match(row.summary) if row.attribute == "job_title" else None
            if role is not None:
                # the trade goes on at the new place: "User is a nail technician" (as a nurse who changes hospitals is one)
                self._replaced_by_copy(row, f"User is {role['a']} {role['role']}", now)
            else:
                self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
            losers.append(row.id)
        return losers

    _ROLE_THEN_PLACE = re.compile(r"^User is (?P<a>an?) (?P<role>[a-z][\w-]*(?: [a-z][\w-]*){0,2}) (?:at|in|for|with) (?:a|an|the) ")

    def _pregnant_now(self, new: MemoryRow, now: float) -> list[int]:
        """The user's pregnancy ends trying for a baby and IVF said before: "User is 7 weeks pregnant" makes "User started
        IVF in December 2025" history (a relative's pregnancy ends nothing of the user's)."""
        if new.polarity < 0 or not self._PREGNANT_NOW.match(new.summary):
            return []
        return self._end_live(new, '"trying" OR "ivf" OR "fertility"', lambda row: self._TRYING.match(row.summary) is not None, now)

    # (newuser28) a relative's school year begun: "User's daughter Lucija started fourth grade at OŠ Trešnjevka", "User's
    # son started year 4 at Hillside"; what it ends: "User's daughter Lucija is in third grade at OŠ Bačvice"
    _GRADE = (r"(?:(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\d{1,2}(?:st|nd|rd|th))"
              r" (?:grade|year|class|form|standard)|(?:grade|year|class|form|standard|p|s) \d{1,2}|(?:kindergarten|reception|"
              r"junior high|high school|middle school|secondary school|sixth form))")
    _KIN_GRADE_BEGUN = re.compile(r"^(?P<who>User's [a-z-]+(?: (?-i:[A-Z])[\w'-]+)?) (?:has )?(?:just )?(?:started|began|begun|moved "
                                  r"(?:up )?(?:in)?to|went (?:up )?(?:in)?to|is now in) (?:the )?" + _GRADE + r"\b")
    _KIN_IN_GRADE = re.compile(r"^(?P<who>User's [a-z-]+(?: (?-i:[A-Z])[\w'-]+)?) (?:is|was) (?:in|at) (?:the )?" + _GRADE + r"\b")

    def _relative_started(self, new: MemoryRow, now: float) -> list[int]:
        """A relative's start at school (nursery, college …) done ends the start to come: "User's daughter Defne
        started school on 14 September 2026" ends "User's daughter Defne starts primary school in September 2026"
        (the same person said the same way, the same kind of school). Another child's start, or another kind, is left.
        A start at a place named ends the start there said ahead (:data:`_KIN_BEGUN_AT`)."""
        done = self._KIN_STARTED.match(new.summary) if new.type == "relationship" and new.polarity > 0 else None
        grade = self._KIN_GRADE_BEGUN.match(new.summary) if new.polarity > 0 else None
        if grade is not None:
            # (newuser28) a school year begun ends the year the same relative was in before ("User's daughter Lucija
            # started fourth grade at OŠ Trešnjevka" ends "User's daughter Lucija is in third grade at OŠ Bačvice");
            # another child's year, or the same year said again, stays
            return self._end_live(new, " AND ".join(f'"{w}"' for w in text.words(grade["who"])),
                                  lambda row: (m := self._KIN_IN_GRADE.match(row.summary)) is not None
                                  and m["who"] == grade["who"], now, ties=False)
        if done is None:
            # (lead54) begun at a place named: "User's son Emre started at Thyssenkrupp on 3 August 2026" ends "User's son
            # Emre starts an apprenticeship … at Thyssenkrupp in August 2026" (another's, or another place, stays)
            began = self._KIN_BEGUN_AT.match(new.summary) if new.polarity > 0 else None
            if began is None:
                return []
            ahead = re.compile(rf"^{re.escape(began['who'])} {self._KIN_BEGINS_AT}\b.*\b(?:at|with) {re.escape(began['org'])}\b")
            return self._end_live(new, " AND ".join(f'"{w}"' for w in text.words(began["org"])) or '""',
                                  lambda row: ahead.match(row.summary) is not None, now)
        losers: list[int] = []
        for row in self.store.live_matching(" AND ".join(f'"{w}"' for w in text.words(done["who"])), 50):
            old = self._KIN_STARTS.match(row.summary)
            if (row.id == new.id or row.type != "relationship" or row.polarity < 0 or row.said_at > new.said_at
                    or old is None or old["who"] != done["who"] or old["what"] != done["what"]):
                continue
            self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
            losers.append(row.id)
        return losers

    # "User's wife Aoife works nights", "… is on days", "… has moved onto days": the shift a relative works
    _KIN_SHIFT = re.compile(r"^(?P<who>User's [a-z-]+(?: [A-Z][\w'-]+)?) (?:works|is\s+on|is\s+working|is\s+back\s+on"
                            r"|(?:has\s+)?(?:moved|switched|gone|changed)\s+(?:back\s+)?(?:onto|on\s+to|to))\s+(?:the\s+)?"
                            r"(?P<shift>days|nights|lates|earlies|(?:day|night|early|late)\s+shifts?)\b")
    _SHIFT_OF: ClassVar[dict[str, str]] = {"day": "days", "night": "nights", "early": "earlies", "late": "lates"}

    def _relative_shift_changed(self, new: MemoryRow, now: float) -> list[int]:
        """A relative's shift said anew ends the one said before: "User's wife Aoife has moved onto days" ends
        "User's wife Aoife works nights" (the same person; a shift is one at a time). The same shift again, or
        another relative's, is left."""
        if new.type != "relationship" or new.polarity < 0 or (m := self._KIN_SHIFT.match(new.summary)) is None:
            return []
        shift = self._shift(m.group("shift"))
        losers: list[int] = []
        for row in self.store.live_matching(" AND ".join(f'"{w}"' for w in text.words(m.group("who"))), 50):
            old = self._KIN_SHIFT.match(row.summary)
            if (row.id == new.id or row.type != "relationship" or row.polarity < 0 or row.said_at > new.said_at
                    or old is None or old.group("who") != m.group("who") or self._shift(old.group("shift")) == shift):
                continue
            self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
            losers.append(row.id)
        return losers

    # "User's daughter Saoirse does Irish dancing on Saturday mornings", "… has ballet on Sunday afternoons": a
    # relative's routine and when it is
    _KIN_ROUTINE = re.compile(r"^User's [a-z-]+ (?P<who>[A-Z][\w'-]+) (?:does|has|goes\s+to|plays|takes|attends) (?:(?:her|his|their|the)\s+)?"
                              r"(?P<act>[\w' -]{2,40}?)\s+(?P<when>(?:on|every|each)\s+[\w ,]{3,50})$")

    def _relative_routine_moved(self, new: MemoryRow, now: float) -> list[int]:
        """A relative's routine said on another day ends the day said before: "User's daughter Saoirse has Irish dancing
        on Sunday afternoons" (from "Saoirse's Irish dancing has moved to Sunday afternoons") ends "User's daughter
        Saoirse does Irish dancing on Saturday mornings" (the same person by name, the same routine; one routine is on
        one slot). Another routine of hers, or the same routine of another person, is left."""
        if new.type != "relationship" or new.polarity < 0 or (m := self._KIN_ROUTINE.match(new.summary)) is None:
            return []
        act = m.group("act").lower()
        losers: list[int] = []
        for row in self.store.live_matching(f'"{m.group("who").lower()}"', 50):
            old = self._KIN_ROUTINE.match(row.summary)
            if (row.id == new.id or row.type != "relationship" or row.polarity < 0 or row.said_at > new.said_at
                    or old is None or old.group("who") != m.group("who") or old.group("act").lower() != act
                    or old.group("when").lower() == m.group("when").lower()):
                continue
            self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
            losers.append(row.id)
        return losers

    # "User's husband Raj works from home on Mondays and Fridays"; "User's husband Raj is back in the office full time"
    _KIN_AT_HOME = re.compile(r"^User's (?:[a-z-]+ )+(?P<who>[A-Z][\w'-]+) (?:works|is\s+working)\s+(?:from|at)\s+home\b")
    _KIN_IN_OFFICE = re.compile(r"^User's (?:[a-z-]+ )+(?P<who>[A-Z][\w'-]+) (?:is|has\s+gone)\s+back\s+(?:in|at|to)\s+(?:the\s+)?"
                                r"(?:office|workplace)\b(?=\s*(?:$|,|full[\s-]time|for\s+good|permanently|now|every\s+day"
                                r"|(?:\w+\s+)?days\s+a\s+week))")

    def _relative_back_in_office(self, new: MemoryRow, now: float) -> list[int]:
        """"User's husband Raj is back in the office full time" ends "User's husband Raj works from home on Mondays"
        (the same person by name): home working over. "… back in the office on 3 June for a meeting" is one day, and is left."""
        if new.type != "relationship" or new.polarity < 0 or (m := self._KIN_IN_OFFICE.match(new.summary)) is None:
            return []
        losers: list[int] = []
        for row in self.store.live_matching(f'"{m.group("who").lower()}" AND "home"', 50):
            old = self._KIN_AT_HOME.match(row.summary)
            if (row.id == new.id or row.type != "relationship" or row.polarity < 0 or row.said_at > new.said_at
                    or old is None or old.group("who") != m.group("who")):
                continue
            self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
            losers.append(row.id)
        return losers

    # ("User's blood pressure is down and they can ease up on salt": the same, with the news that eased it)
    _EASED = re.compile(r"^User(?:'s [a-z ]{2,30} is (?:down|better|back to normal) and they)? can ease up on (?P<what>[a-z][a-z ]{1,20})$")
    # a limit on something: "User is on a low salt diet", "User must cut down on sugar", "User avoids caffeine"
    _LIMITED = re.compile(r"\b(?:low|reduced|less|limits?|avoids?|avoid|cut(?:s|ting)?\s+(?:down|back)\s+on|no|without|free)\b")

    def _limit_eased(self, new: MemoryRow, now: float) -> list[int]:
        """"User can ease up on salt" (from "the doctor says I can ease up on the salt now") ends a live limit on it
        said before: "User is on a low salt diet", "User must cut down on salt". A wish for it, or a limit on another
        thing, is left."""
        if new.type != "constraint" or (m := self._EASED.match(new.summary)) is None:  # (a reading down is a constraint too)
            return []
        what = m.group("what")
        losers: list[int] = []
        for row in self.store.live_matching(" AND ".join(f'"{w}"' for w in what.split()), 50):
            if (row.id == new.id or row.type not in ("constraint", "preference", "habit", "decision")
                    or row.said_at > new.said_at or not re.search(rf"\b{re.escape(what)}\b", row.summary, re.I)
                    or not self._LIMITED.search(row.summary) or self._EASED.match(row.summary)):
                continue
            self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
            losers.append(row.id)
        return losers

    # a diabetes that passes: "User is borderline prediabetic", "User has gestational diabetes" (its ``condition`` is
    # "diabetes", as a lasting one's is)
    _PASSING_DIABETES = re.compile(r"\b(?:pre-?diabet\w*|borderline|gestational)\b", re.I)
    # a routine of watching the reading: "User is checking their sugars four times a day", "User tests their blood glucose"
    _SUGAR_WATCHED = re.compile(r"\b(?:check|checks|checking|test|tests|testing|monitor|monitors|monitoring|measure|measures|measuring)"
                                r"\s+(?:their\s+|my\s+)?(?:blood\s+)?(?:sugars?|glucose)\b", re.I)

    def _sugar_normal(self, new: MemoryRow, now: float) -> list[int]:
        """A blood sugar back to normal ("User's blood sugar is back to normal", "User's gestational diabetes has gone":
        the negation of the ``condition`` "high blood sugar") ends the diabetes that passes, said before it ("User is
        borderline prediabetic", "User got diagnosed with gestational diabetes …"), and the routine of checking the
        sugar told with it (in the same conversation). A lasting diabetes ("User has type 1 diabetes") is left."""
        if new.attribute != "condition" or new.polarity > 0 or new.value != "high blood sugar":
            return []
        losers: list[int] = []
        for row in self.store.by_attribute_value(new.subject or "user", "condition", "diabetes"):
            if (row.id == new.id or row.superseded_by is not None or row.polarity < 0 or row.said_at > new.said_at
                    or not self._PASSING_DIABETES.search(row.summary)):
                continue
            self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
            losers.append(row.id)
            if told_in := row.source_dict.get("conversation_id"):
                for habit in self.store.select_memories(
                        "superseded_by IS NULL AND type = 'habit' AND json_extract(source, '$.conversation_id') = ?", (told_in,)):
                    if habit.id not in losers and habit.said_at <= new.said_at and self._SUGAR_WATCHED.search(habit.summary):
                        self.store.update_memory(habit.id, superseded_by=new.id, updated_at=now)
                        losers.append(habit.id)
        return losers

    _AGAIN = re.compile(r"^User (?:drinks|eats) (?P<what>[a-z][a-z ]{1,25}?) again\b")
    _STOPPED = r"^User (?:has |had )?(?:stopped|given up|gave up|quit|cut out|does not|doesn't|no longer|avoids)\b"

    def _taken_back(self, new: MemoryRow, now: float) -> list[int]:
        """"User drinks coffee again" (from "I've gone back to drinking proper coffee") ends what stopped it, said
        before: "User has stopped drinking coffee for now, decaf only", "User has given up coffee", "User does not
        drink coffee". A stop of another drink, or a relative's, is left."""
        if new.polarity < 0 or (new.subject or "user") != "user" or (m := self._AGAIN.match(new.summary)) is None:
            return []
        what = m.group("what")
        losers: list[int] = []
        for row in self.store.live_matching(" AND ".join(f'"{w}"' for w in what.split()), 50):
            if (row.id == new.id or row.type not in ("decision", "constraint", "habit", "preference") or row.said_at > new.said_at
                    or not re.match(rf"{self._STOPPED}(?:(?!\bagain\b)[^.;]){{0,30}}\b{re.escape(what)}\b", row.summary)):
                continue
            self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
            losers.append(row.id)
        return losers

    # a relative doing again what they did before: "User's husband Piotr is doing the early bakes again", "User's wife
    # is back to doing the school run", "User's son walks the dog again"
    _KIN_AGAIN = re.compile(r"^User's (?:[a-z-]+ ){1,2}?(?:(?-i:[A-Z])[\w'’-]* )?(?:is (?:back to )?(?:doing|taking|covering|handling|running)"
                            r"|(?:does|takes|covers|handles|runs) again|is back on) (?:all )?(?:the |their )?(?P<what>[a-z][a-z -]{2,30}?)"
                            r"(?: again)?(?: (?:now|too|as well))?$")

    def _kin_takes_back(self, new: MemoryRow, now: float) -> list[int]:
        """What the user took on for a relative ends when the relative does it again: "User's husband Piotr is doing the
        early bakes again" makes "User is doing all the early bakes now, up at 4am" history (the same thing done, the
        user's, said before). The user's other routines, or a relative's first time at it, are left."""
        m = self._KIN_AGAIN.match(new.summary) if new.type == "relationship" and new.polarity > 0 else None
        if m is None or not re.search(r"\b(?:again|back)\b", new.summary):
            return []
        what = text.content_words(m["what"])
        mine = re.compile(rf"^User (?:is (?:now )?(?:doing|taking|covering|handling|running)|does|takes|covers|handles|runs)"
                          rf" (?:all |both )?(?:of )?(?:the |their )?{re.escape(m['what'])}\b")
        return self._end_live(new, " AND ".join(f'"{w}"' for w in what),
                              lambda row: row.type in ("habit", "episode", "decision") and mine.match(row.summary) is not None,
                              now) if what else []

    # a relative's change of course: "User's son Kuba switched from engineering to computer science"
    _KIN_SWITCHED = re.compile(r"^User's (?P<who>(?:[a-z-]+ ){1,2}?(?-i:[A-Z])[\w'’-]*|[a-z-]+) (?:has )?(?:just )?(?:switched|changed|moved"
                               r"|transferred) (?:(?:his|her|their) )?(?:courses?|degrees?|majors?|subjects?)?\s*from (?P<old>[a-z][\w -]{1,30}?)"
                               r" to (?P<new>[a-z][\w -]{1,30}?)(?: (?:at|in)\b.*)?$")

    def _kin_switched(self, new: MemoryRow, now: float) -> list[int]:
        """A relative's switch of course ends what they studied: "User's son Kuba switched from engineering to computer
        science" makes "User's son Kuba is 19 and studying engineering at Southampton" history, and keeps the rest of it
        live with the new subject ("… studying computer science at Southampton"). Only a memory of the same person that
        says they study (or do, or read) the old subject; the person's other memories are left."""
        m = self._KIN_SWITCHED.match(new.summary) if new.type == "relationship" and new.polarity > 0 else None
        if m is None:
            return []
        studied = re.compile(rf"^User's {re.escape(m['who'])} .*?\b(?:studying|studies|doing|reading|majoring in|a student of"
                             rf"|a|an) (?:a (?:degree|course) in )?(?P<old>{re.escape(m['old'])})\b", re.I)
        losers: list[int] = []
        for row in self.store.live_matching(" AND ".join(f'"{w}"' for w in text.words(m["old"])), 50):
            said = studied.match(row.summary)
            if row.id == new.id or said is None or row.polarity < 0 or row.said_at > new.said_at or row.type != "relationship":
                continue
            self._replaced_by_copy(row, row.summary[: said.start("old")] + m["new"] + row.summary[said.end("old"):], now,
                                   reinforcements=0, stated_at=new.said_at)
            losers.append(row.id)
        return losers

    # how much of something the user has in a day or a week: "User drinks about 4 coffees a day", "User drinks just one
    # coffee a day" (from "I've cut down to one coffee a day")
    _HOW_MUCH = re.compile(r"^User (?P<verb>drinks|smokes|eats|has) (?:about |around |roughly |up to |only |just |maybe |at most )?"
                           r"(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|a couple of|a few) (?P<what>[a-z][a-z ]{1,30}?)"
                           r" (?:a|per|each) (?P<per>day|week|night)\b")

    _TOO_MUCH = re.compile(r"^User (?P<verb>drinks|smokes|eats|has) (?:way |far |much |a bit |probably |definitely )?"
                           r"(?:too much|too many|a lot of|lots of|loads of|tons of) (?P<what>[a-z]+)(?:,|$)")

    def _amount_changed(self, new: MemoryRow, now: float) -> list[int]:
        """How much of a thing the user has, said again, ends the amount said before: "User drinks just one coffee a
        day" makes "User drinks about 4 coffees a day" history (the same verb, thing and period; "coffees" and
        "coffee" one thing), and "User drinks way too much coffee" (how much without a number). Another thing, or another
        period ("… a week"), is left."""
        m = self._HOW_MUCH.match(new.summary) if new.polarity > 0 and (new.subject or "user") == "user" else None
        if m is None:
            return []

        def one(what: str) -> str:
            return " ".join(w[:-2] if w.endswith("es") and w[:-2].endswith(("ss", "sh", "ch")) else w.removesuffix("s")
                            for w in what.split())

        said = one(m["what"])

        def before(row: MemoryRow) -> bool:
            was = self._HOW_MUCH.match(row.summary)
            if was is None:  # "User drinks way too much coffee": how much, said without a number
                was = self._TOO_MUCH.match(row.summary)
                return was is not None and was["verb"] == m["verb"] and one(was["what"]) == said
            return was["verb"] == m["verb"] and was["per"] == m["per"] and one(was["what"]) == said

        return self._end_live(new, " AND ".join(f'"{w}"' for w in said.split()), before, now)

    # a relative's age: "User's daughter Mia is 15", "User's daughter Mia turned 16 on Saturday, 7 March 2026", "User's son
    # was 12 in November 2026" (who, as the summary opens, then the age and nothing but when)
    _KIN_AGE = re.compile(r"^User's (?P<who>(?:[a-z-]+ ){1,2}?(?:(?-i:[A-Z])[\w'’-]* )?)(?:is|was|has just turned|just turned|turned|"
                          r"is turning) (?P<n>\d{1,3})(?: years? old)?(?: (?:on|in|this|last) [\w ,]+)?(?:, born (?:in )?\d{4})?$")
    # "User has a 12-year-old cat named Loukoumi": the same age, said as the one the user has ("cat Loukoumi")
    _HAS_AGED = re.compile(r"^User has an? (?P<n>\d{1,3})-year-old (?P<rel>[a-z-]+) (?:named|called) (?P<name>(?-i:[A-Z])[\w'’-]*)$")

    def _kin_aged(self, new: MemoryRow, now: float) -> list[int]:
        """A relative's age said again ends the age said before: "User's daughter Mia turned 16 on Saturday" makes
        "User's daughter Mia is 15" history (the same person as the summaries open; an age and nothing more in each;
        "… is 15 and loves horses" says more: it goes on as "… loves horses" without the age). Another relative's age is
        left."""
        m = self._KIN_AGE.match(new.summary) if new.type == "relationship" and new.polarity > 0 else None
        if m is None or "turning" in new.summary:
            return []
        who = m["who"].strip()

        def older(row: MemoryRow) -> bool:
            was = self._KIN_AGE.match(row.summary)
            if was is None and (had := self._HAS_AGED.match(row.summary)) is not None:
                return f"{had['rel']} {had['name']}" == who and had["n"] != m["n"]
            return was is not None and was["who"].strip() == who and was["n"] != m["n"] and "turning" not in row.summary

        losers = self._end_live(new, " AND ".join(f'"{w}"' for w in text.words(who)), older, now)
        # "User's daughter Klára is 9 and mad about horses", said before "Klára is 10": the age is history, what else it
        # says goes on ("User's daughter Klára is mad about horses")
        for row in self.store.live_matching(" AND ".join(f'"{w}"' for w in text.words(who)), 50):
            was = self._KIN_AGE_AND.match(row.summary)
            if (row.id == new.id or was is None or was["who"].strip() != who or was["n"] == m["n"] or row.polarity < 0
                    or row.said_at > new.said_at):
                continue
            self._replaced_by_copy(row, f"User's {was['who'].strip()} is {was['rest']}", now)
            losers.append(row.id)
        return losers

    _KIN_AGE_AND = re.compile(r"^User's (?P<who>(?:[a-z-]+ ){1,2}?(?:(?-i:[A-Z])[\w'’-]* )?)is (?P<n>\d{1,3})(?: years? old)?,? and "
                              r"(?P<rest>(?!\d)[a-z][^,;]{2,60})$")

    def _shift(self, said: str) -> str:
        first = said.split()[0]
        return self._SHIFT_OF.get(first, first) if " " in said else said

    # a limit the user lives with for now: "User cannot type much", "User can't drive for six weeks"
    # (or set by a clinician: "User's doctor says no running for six weeks"; and a diet kept for a condition: "User is on a
    # low salt diet", told with the high blood pressure)
    _LIMIT = re.compile(r"^User\s+(?:cannot|can't|can\s+only|is\s+unable\s+to|is\s+not\s+allowed\s+to|isn't\s+allowed\s+to"
                        r"|will\s+not\s+be\s+able\s+to|won't\s+be\s+able\s+to)\s"
                        r"|^User\s+is\s+on\s+a\s+(?:low|reduced|strict)[\s-][a-z]+(?:[\s-]free)?\s+diet\b"
                        r"|^User's\s+(?:doctor|gp|physio|physiotherapist|surgeon|consultant|specialist|nurse)\s+(?:(?:says|said)\s+no|has\s+ruled\s+out)\s",
                        re.I)

    def _part_healed(self, new: MemoryRow, now: float) -> list[int]:
        """(lo35) A body part healed or much better ("User's foot is much better", the negation of the ``condition``
        "bad foot") ends a condition of that part said before ("User has plantar fasciitis", "User has tennis elbow":
        lifefacts.condition_part); one of another part, or of the whole body, stays."""
        part = (new.value or "").removeprefix("bad ") if new.attribute == "condition" and new.polarity < 0 else ""
        if not part or part == new.value or not part.isalpha():
            return []
        names = [part, *(c.split()[0] for c, p in lifefacts.CONDITION_PARTS.items() if p == part)]
        query = " OR ".join(f'"{w}"' for w in dict.fromkeys(names))

        def of_part(row: MemoryRow) -> bool:
            has = lifefacts.HAS_CONDITION.match(row.summary) if row.type == "constraint" else None
            return has is not None and lifefacts.condition_part(has["cond"]) == part

        return self._end_live(new, query, of_part, now, ties=False)

    def _limits_healed(self, new: MemoryRow, superseded: Sequence[int], now: float) -> list[int]:
        """An injury healed ("User's wrist has healed", the negation of the ``condition`` "bad wrist") ends the
        limits told with it: "User cannot type much", "User can't drive for six weeks", said in the conversation
        that told of the broken wrist (on or after it, no later than the healing). A limit said elsewhere (a
        lasting one, or another injury's) is left."""
        if new.attribute != "condition" or new.polarity > 0:
            return []
        hurts = [h for i in superseded if (h := self.store.get_memory(i)) is not None
                 and h.attribute == "condition" and h.value == new.value]
        if not hurts and (part := (new.value or "").removeprefix("bad ")) and part.isalpha():
            # "User sprained their wrist at golf on Friday, 27 March 2026": an injury told as the day's news (no
            # condition to end) is where the limits were told, as well
            hurts = [h for h in self.store.live_matching(f'"{part}"', 20)
                     if h.type in ("episode", "constraint") and h.said_at <= new.said_at and h.polarity > 0
                     and re.match(rf"^User (?:\w+ )?(?:sprained|broke|tore|twisted|injured|hurt|fractured|dislocated|strained|pulled)"
                                  rf" their (?:(?:left|right) )?{part}\b", h.summary)]
        losers: list[int] = []
        for hurt in hurts:
            told_in = hurt.source_dict.get("conversation_id")
            if not told_in:
                continue
            for row in self.store.select_memories(
                    "superseded_by IS NULL AND type = 'constraint' AND json_extract(source, '$.conversation_id') = ?",
                    (told_in,)):
                if (row.id in losers or row.id == new.id or row.polarity < 0 or not self._LIMIT.match(row.summary)
                        or not hurt.said_at <= row.said_at <= new.said_at):
                    continue
                self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
                losers.append(row.id)
        return losers


    # (bugs64) a medicine taken for a flare of a condition, not for the condition for life: "User is on colchicine for the
    # flare", "User takes prednisone for their gout flare", "User is taking antibiotics for the attack" (not "User takes
    # allopurinol for their gout", "User takes metformin for their diabetes": taken for good)
    _FOR_A_FLARE = re.compile(r"^User (?:takes|is taking|is on|has been (?:put )?on|was put on|started(?: taking)?|got)\b.*?\bfor "
                              r"(?:the|their|this|a|his|her) (?:(?P<cond>[\w-]+) )?(?:flare(?:-up)?|flare up|attack|bout|episode)\b")

    def _flare_medicine_over(self, new: MemoryRow, superseded: Sequence[int], now: float) -> list[int]:
        """A condition over ("User's gout has gone", the negation of the ``condition`` "gout") ends a medicine taken for
        its flare (:attr:`_FOR_A_FLARE`) said while it lasted: on or after the condition was told (or naming it), no
        later than its end. A medicine for the condition itself, or for another's flare, stays."""
        if new.attribute != "condition" or new.polarity > 0 or not new.value:
            return []
        ended = [h for i in superseded if (h := self.store.get_memory(i)) is not None
                 and h.attribute == "condition" and h.value == new.value]
        since = min((h.said_at for h in ended), default=None)
        words = set(re.findall(r"[a-z]+", new.value.lower()))
        losers: list[int] = []
        for query in ('"flare"', '"attack"', '"bout"', '"episode"'):
            for row in self.store.live_matching(query, 50):
                m = self._FOR_A_FLARE.match(row.summary)
                if m is None or row.id == new.id or row.id in losers or row.polarity < 0 or row.said_at > new.said_at:
                    continue
                named = m["cond"] is not None and m["cond"].lower() in words
                if m["cond"] is not None and not named:
                    continue  # another condition's flare
                if not named and (since is None or row.said_at < since):
                    continue  # "for the flare", told before this condition was: another flare
                self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
                losers.append(row.id)
        return losers

    # a limit on the work itself, for a while, is extract_rules.WORK_LIMITED: "User cannot drive the coach", "User can't
    # drive the bus for six weeks", "User is not allowed to work for two weeks" (not "User cannot drive": no licence)
    def _back_from_leave(self, new: MemoryRow, now: float) -> list[int]:
        """The user back at work ("User is back at work three days a week") ends the leave told before it: a live
        "User is on maternity leave from Atelier Rhône …", said no later, and a limit on the work for a while ("User
        cannot drive the coach", said after an injury). Only the user's own leave or limit (a relative's summary opens
        with whose it is)."""
        from mercuryd.brain.extract_rules import WORK_LIMITED

        if new.polarity < 0 or (new.subject or "user") != "user" or not lifefacts.BACK_AT_WORK.match(new.summary):
            return []
        losers: list[int] = []
        for row in [*self.store.live_matching('"leave"', 50),
                    *self.store.live_matching('"work" OR "drive" OR "operate" OR "back"', 50)]:
            if (row.id == new.id or row.polarity < 0 or row.said_at > new.said_at or (row.subject or "user") != "user"
                    or row.id in losers
                    or not (lifefacts.ON_LEAVE.match(row.summary)
                            or (row.type == "constraint" and WORK_LIMITED.match(row.summary))
                            # ("User is back at the depot 4 hours a day first month", then "User is back at work full
                            # time": the return told anew, the hours before it over)
                            or (row.type == "identity" and lifefacts.BACK_AT_WORK.match(row.summary)
                                and row.summary != new.summary))):
                continue
            self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
            losers.append(row.id)
        return losers

    # the user doing something again: "User is driving again and back at bowls on Wednesdays"
    _RESUMED = re.compile(r"^User (?:is|has|has started|started|went) .*?\b(?:again|back (?:at|to|on|in))\b")
    # a limit for a while, not a lasting one: "… for six weeks after the hip operation", "… has ruled out bowls"
    _FOR_A_WHILE = re.compile(r"\b(?:for\s+(?:the\s+next\s+)?(?:\w+\s+)?(?:days?|weeks?|months?|now|a\s+while)|until|till|after\s+the"
                              r"|ruled\s+out|says\s+no|said\s+no)\b")
    _NOT_DONE_WORDS = frozenset("user again back now weeks week months month days day while after until till for the their with"
                                " and".split())

    def _limits_resumed(self, new: MemoryRow, now: float) -> list[int]:
        """What the user does again ends a limit on it for a while: "User is driving again and back at bowls on
        Wednesdays" ends "User will not be able to drive for six weeks after the hip operation" and "User's surgeon
        has ruled out bowls", said before. A lasting limit ("User cannot work weekends") and another's are left."""
        if new.polarity < 0 or (new.subject or "user") != "user" or not self._RESUMED.match(new.summary):
            return []
        done = {w[:4] for w in text.content_words(new.summary) if len(w) >= 4 and w.isalpha() and w not in self._NOT_DONE_WORDS}
        if not done:
            return []
        losers: list[int] = []
        for row in self.store.live_matching(" OR ".join(f'"{w}"*' for w in sorted(done)), 50):
            if (row.id == new.id or row.type != "constraint" or row.polarity < 0 or row.said_at > new.said_at
                    or not (limit := self._LIMIT.match(row.summary)) or not self._FOR_A_WHILE.search(row.summary)):
                continue
            limited = [w for w in text.content_words(row.summary[limit.end():]) if len(w) >= 4 and w.isalpha()
                       and w not in self._NOT_DONE_WORDS][:2]  # what is limited: the verb and its object
            if any(w[:4] in done for w in limited):
                self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
                losers.append(row.id)
        return losers

    # what a clinician has the user stop: "User's doctor says no more bouldering", "… no more running until May 2026"
    _ADVISED_OFF = re.compile(r"^User's (?:doctor|gp|physio|physiotherapist|midwife|consultant|surgeon|cardiologist|specialist"
                              r"|dietitian|dietician|nurse|obstetrician|ob-gyn) (?:(?:says|said|has said) no more|has ruled out) "
                              r"(?P<what>[a-z][\w' -]{1,40}?)(?: (?:for now|for a while|until .+|till .+|for \w+ (?:weeks|months)))?$", re.I)

    def _advised_off(self, new: MemoryRow, now: float) -> list[int]:
        """What a clinician stopped ("User's doctor says no more bouldering") ends the habit of it told before: a
        live "User goes bouldering on Tuesdays with Chloé", said no later (only a habit: the user may still love it)."""
        m = self._ADVISED_OFF.match(new.summary) if new.type == "constraint" and new.polarity > 0 else None
        words = [w for w in text.content_words(m.group("what")) if len(w) >= 3 and w.isalnum()][:3] if m else []
        if not words:
            return []
        losers: list[int] = []
        for row in self.store.live_matching(_all_begun(words), 50):
            said = text.words(row.summary)
            if (row.id == new.id or row.type != "habit" or row.polarity < 0 or row.said_at > new.said_at
                    or not row.summary.startswith("User ")
                    or not _begins_all(said, words)):
                continue
            self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
            losers.append(row.id)
        return losers

    _KIN_LEFT_JOB = re.compile(r"^User's (?P<who>[a-z][a-z-]{1,20}(?: [A-Z][a-z'-]+)?) (?:works at .{1,80}?, after leaving "
                               # ("User's husband Farai lost his job at Amazon", "… was made redundant from Aviva")
                               r"|(?:has )?(?:just )?(?:lost|left|quit) (?:his|her|their) job (?:at|with) |(?:was|got|has been) "
                               r"(?:made redundant|laid off|let go) (?:from|by|at) )"
                               r"(?P<old>[A-Z][\w&.'-]*(?: [A-Z][\w&.'-]*){0,2})")

    def _kin_left_job(self, new: MemoryRow, now: float) -> list[int]:
        """Supersede where a relative worked, said before ``new`` says they left it ("User's sister
        works at KPMG, after leaving Deloitte" ends "User's sister works at Deloitte"): only the
        one who worked there (by relation and name as the summary opens), only at the employer
        left; what else was said of them stays."""
        m = self._KIN_LEFT_JOB.match(new.summary) if new.type == "relationship" and new.polarity > 0 else None
        if m is None:
            return []
        old = m.group("old")
        words = [w for w in text.content_words(old) if len(w) >= 2 and w.isalnum()][:4]
        if not words:
            return []
        # ("… works at Deloitte", "… drives for Amazon", "… is a nurse at St Mary's": what they did there)
        there = re.compile(rf"^User's {re.escape(m.group('who'))} (?:works|worked|is working|has worked|is|[a-z]+s)"
                           rf"(?: (?:an? )?[a-z]+(?: [a-z]+)?)? (?:at|for|with) {re.escape(old)}\b", re.I)
        losers: list[int] = []
        for row in self.store.live_matching(" AND ".join(f'"{w}"' for w in words), 50):
            if row.id != new.id and row.polarity > 0 and row.said_at <= new.said_at and there.match(row.summary):
                self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
                losers.append(row.id)
        return losers

    # a relative's new job, by what they do: "User's wife Shirin got a new job as a school receptionist", "User's son
    # Tom is now a paramedic", "User's brother became a firefighter"
    _KIN_NEW_JOB = re.compile(r"^User's (?P<who>[a-z-]+(?: [A-Z][\w'-]+)?) (?:has )?(?:just )?(?:got (?:a )?(?:new )?job as|started (?:a )?(?:new )?"
                              r"(?:job )?as|(?:is|'s) now|became|has become|(?:is|has been) working as) (?:an? )?(?P<job>[a-z][\w -]{2,40}?)"
                              r"(?: (?:at|in|for|from|on|with)\b.*)?$")
    _KIN_FOUND_WORK = re.compile(r"^User's (?P<who>[a-z-]+(?: [A-Z][\w'-]+)?) (?:has )?(?:just |finally )?(?:found|got|landed) "
                                 r"(?:a |an )?(?:new |full-time |part-time )?(?:job|work)\b")
    # ... and what they were: "User's wife Shirin is a teaching assistant"
    _KIN_WAS = re.compile(r"^User's (?P<who>[a-z-]+(?: [A-Z][\w'-]+)?) (?:is|works as) (?:an? )(?P<job>[a-z][\w -]{2,40}?)"
                          r"(?: (?:at|in|for|on|with)\b.*)?$")

    def _kin_new_job(self, new: MemoryRow, now: float) -> list[int]:
        """A relative's new job ends the job said of them before: "User's wife Shirin got a new job as a school
        receptionist" makes "User's wife Shirin is a teaching assistant" history (the same person as the summary opens,
        both jobs named by a job's word). Who the relative is stays live ("User's wife is Shirin": the tie the old
        memory held). Another relative's job, or anything else said of them, is left."""
        m = self._KIN_NEW_JOB.match(new.summary) if new.type == "relationship" and new.polarity > 0 else None
        # ((lead61) "User's husband Olanrewaju found a job with an electrical contractor": work found, no job's word said;
        # it ends only the being out of work)
        found = self._KIN_FOUND_WORK.match(new.summary) if m is None and new.type == "relationship" and new.polarity > 0 else None
        if found is None and (m is None or not is_job_noun(m["job"].split()[-1])):
            return []
        who = (m or found)["who"]  # type: ignore[index]

        lost = re.compile(rf"^User's {re.escape(who)} (?:has )?(?:just )?(?:lost (?:his|her|their) job|was made redundant"
                          rf"|(?:was|got) laid off|is (?:out of work|unemployed|looking for (?:a )?(?:new )?(?:job|work)"
                          rf"|(?:worried|anxious|stressed) about (?:finding|getting) (?:a )?(?:new )?(?:job|work)))\b")

        def was(row: MemoryRow) -> bool:
            old = self._KIN_WAS.match(row.summary)
            if row.type == "relationship" and lost.match(row.summary):
                return True  # "User's husband Farai lost his job at Amazon": out of work until now
            return (m is not None and row.type == "relationship" and old is not None and old["who"] == m["who"]
                    and is_job_noun(old["job"].split()[-1]) and old["job"] != m["job"])

        return self._end_live(new, " AND ".join(f'"{w}"' for w in text.words(who)), was, now)

    # what holds of a relative until they get something: "User's husband Brian is staying in Nairobi until he gets his
    # visa", "User's son is living with them until he finds a flat"
    _KIN_UNTIL = re.compile(r"^User's (?P<who>[a-z-]+(?: [A-Z][\w'-]+)?) .+? until (?:he|she|they) (?:gets?|finds?|has|have) "
                            r"(?:his|her|their|a|an|the) (?:(?:new|own) )?(?P<what>[a-z]+)\b")
    # ... and the thing got: "User's husband Brian finally got his visa", "User's son found a flat in Leeds"
    _KIN_GOT = re.compile(r"^User's (?P<who>[a-z-]+(?: [A-Z][\w'-]+)?) (?:has )?(?:finally |just |now )?(?:got|found|received|has) "
                          r"(?:his|her|their|a|an|the) (?:(?:new|own) )?(?P<what>[a-z]+)\b")

    def _kin_until_met(self, new: MemoryRow, now: float) -> list[int]:
        """What held of a relative until they got something ends when they have it: "User's husband Brian finally got his
        visa" makes "User's husband Brian is staying in Nairobi until he gets his visa" history (the same person as the
        summaries open, the same thing). Another relative, or another thing got, ends nothing."""
        got = self._KIN_GOT.match(new.summary) if new.type == "relationship" and new.polarity > 0 else None
        if got is None:
            return []

        def until(row: MemoryRow) -> bool:
            old = self._KIN_UNTIL.match(row.summary)
            return old is not None and old["who"] == got["who"] and old["what"] == got["what"]

        return self._end_live(new, f'"{got["what"]}" AND "until"', until, now)

    def _end_live(self, new: MemoryRow, query: str, ends: Callable[[MemoryRow], bool], now: float, *,
                  ties: bool = True) -> list[int]:
        """Supersede by ``new`` the live memories the full-text ``query`` finds that ``ends`` says it ends (said no later
        than ``new``, not denials; a relative's tie the memory holds stays live, :meth:`_tie_kept`); their ids.
        ``ties=False``: the memories ended hold no tie to keep (a habit's schedule attribute, a separation ended by the
        divorce it became), so an attribute does not hold them live."""
        losers: list[int] = []
        for row in self.store.live_matching(query, 50):
            if row.id == new.id or row.polarity < 0 or row.said_at > new.said_at or not ends(row) \
                    or (ties and row.attribute and not self._tie_kept(row, now)):
                continue
            self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
            losers.append(row.id)
        return losers

    def _died(self, new: MemoryRow, now: float) -> list[int]:
        """Supersede what was said of someone in the present before ``new`` says they died
        ("User's cat Mochi died last week" makes "User's cat is Mochi", "User's cat Mochi is 17"
        history; "User's grandad passed away" makes "User calls their grandad every Sunday"
        history). Only the one who died, named (or, known by relation only, called by it) at
        the head of the summary; what others in the same memory are or do is not touched."""
        died = DIED.match(new.summary) if new.polarity > 0 else None
        if died is None:
            return []
        rel = " ".join(died["rel"].lower().split())
        names = {died["name"].lower()} if died["name"] else {rel, UNIQUE_RELATIONS.get(rel, rel).lower()}
        # "User's mother passed away" of "User's mother Akosua": the one mother known by her name, her relation stored
        # as the one word for it ("mom")
        one = UNIQUE_RELATIONS.get(rel) if not died["name"] else None
        pids = [pid for pid in self.store.person_ids_of(new.id)
                if (person := self.store.person_row(pid)) is not None
                and (person[1].lower() in names or (one is not None and person[4] == one))]
        if not pids and not died["name"] and (only := self.store.only_person_with_relation(rel)) is not None:
            pids = [only]  # "my cat died" when the one cat known is Mochi
        losers: list[int] = []
        for pid in pids:
            person = self.store.person_row(pid)
            # (the words they are called by: a memory linked to them that says neither is another's, "User's sister
            # Efua is a nurse" told with "my dad Kwesi …")
            called = {w for w in (person[1] if person else "", person[4] if person else "", rel) if w}
            for row in self.store.person_memories(pid):
                if (row.id == new.id or row.id in losers or row.type not in self._ROLE_FRAMED or row.polarity < 0
                        or row.said_at > new.said_at or DIED.match(row.summary)):
                    continue
                if not any(re.search(rf"\b{re.escape(w)}\b", row.summary, re.I) for w in called):
                    continue
                if one is not None and re.fullmatch(r"User's [\w -]+ is (?-i:[A-Z])[\w'’ -]*", row.summary):
                    continue  # "User's mother is Akosua": her name, which the death told by relation does not say
                self._others_kept(row, pid, now)
                self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
                losers.append(row.id)
        return losers

    # a relative named, gone home after a stay: "User's sister Lucía went back home on Sunday, 22 November 2026"
    # ("User's mum went back home on Friday": the one mum, by her relation)
    # ("User's son Ciarán went back on Sunday", "User's mum went back to Enugu on 6 December": back where they came from,
    # not back to work, school or bed)
    # ("User's daughter Aoife and the children went back to Boston": with those who came with her)
    _WENT_HOME = re.compile(r"^User's (?P<rel>(?:[a-z-]+ ){0,1}[a-z-]+) (?:(?P<name>(?-i:[A-Z])[\w'’-]*) )?"
                            r"(?:and (?:the|their|her|his) (?:children|kids|family|husband|wife|partner|boys|girls|baby|grandchildren) )?"
                            r"(?:went|has gone|have gone|flew|has flown|have flown"
                            r"|headed|has headed|have headed) (?:(?:back )?home\b|back(?: to (?-i:[A-Z])|(?= on | in |,|$)))")
    # a stay with the user, said of that relative: "is coming to visit", "is visiting", "is staying with them", "is coming
    # from Seoul to help with the baby"
    # ("is coming home from Boston", "is coming to Berlin for 3 weeks": a visit to where the user lives)
    _STAYING = re.compile(r"\b(?:is|are)\s+(?:coming\s+(?:over\s+)?(?:from\s+(?-i:[A-Z])[\w'’ -]{1,30}?\s+)?to\s+(?:visit|stay|help)|visiting|staying\s+with\s+(?:them|the\s+user)"
                          r"|coming\s+(?:over|home)|coming\s+to\s+(?-i:[A-Z])[\w'’-]+\s+for\b|here\s+(?:for|until|till))\b")

    def _visit_over(self, new: MemoryRow, now: float) -> list[int]:
        """Supersede a relative's stay with the user, said no later, when ``new`` says they went home ("User's sister
        Lucía went back home on Sunday" ends "User's sister Lucía is coming to visit from Rosario in November 2026")."""
        home = self._WENT_HOME.match(new.summary) if new.polarity > 0 else None
        if home is None or (home["name"] is None and home["rel"].split()[-1] not in UNIQUE_RELATIONS
                            and home["rel"] not in {"mother-in-law", "father-in-law", "in-laws"}):
            return []  # ("User's sister went home": which sister is not said)
        who = home["name"] or home["rel"]
        said = re.compile(rf"^User's (?:[a-z-]+ ){{0,2}}?{re.escape(who)}\b" if home["name"] else rf"^User's {re.escape(who)}\b")
        return self._end_live(new, " AND ".join(f'"{w}"' for w in text.words(who)),
                              lambda row: said.match(row.summary) is not None and self._STAYING.search(row.summary) is not None, now)

    # (cap55) a pursuit's season over ("User's sailing season is over", extract_rules._season_over), and a routine or
    # plan said of a season ("… on Saturdays in summer 2026", "… this season", "every winter weekend")
    _SEASON_OVER = re.compile(r"^User's (?P<what>[a-z][\w-]*) season is over$")
    _OF_A_SEASON = re.compile(r"\b(?:summer|winter|spring|autumn|season)s?\b", re.I)

    def _season_over(self, new: MemoryRow, now: float) -> list[int]:
        """A pursuit's season over ends the routine or plan of it said for a season ("User's sailing season is over" ends
        "User will teach at the sailing school in Långedrag on Saturdays in summer 2026"). One said without a season
        ("User loves sailing", "User sails at weekends") goes on."""
        over = self._SEASON_OVER.match(new.summary) if new.polarity > 0 else None
        if over is None:
            return []
        return self._end_live(new, f'"{over["what"]}"', lambda row: row.type in {"habit", "decision", "project", "goal", "identity"}
                              and self._OF_A_SEASON.search(row.summary) is not None
                              and self._SEASON_OVER.match(row.summary) is None, now, ties=False)

    # who someone of a one-person role is: "User's supervisor is Dr. Marieke Bakker", "User's landlord is Tom Reed"
    _IN_THE_ROLE = re.compile(r"^User's (?P<rel>supervisor|advisor|adviser|therapist|landlord|landlady|accountant|dentist|lawyer"
                              r"|solicitor|gp|GP) is (?:(?:Dr|Prof|Professor|Mr|Mrs|Ms|Miss)\.? )?"
                              r"(?P<name>(?-i:[A-Z])[\w'’-]*)(?: (?:[a-z]{1,4} ){0,2}(?-i:[A-Z])[\w'’-]*)*$")

    def _one_in_the_role(self, new: MemoryRow, now: float) -> list[int]:
        """Supersede who held a role one person holds for the user, said no later, when ``new`` names another in it
        ("User's supervisor is Dr. Marieke Bakker", from "my new supervisor is …", ends "User's supervisor is Prof.
        Hendrik de Vries"; "my new landlord is Tom Reed" ends Gary Pike). The same first name is the same person ("Gary"
        then "Gary Pike"); family and partners are not roles (a boss is ended by its attribute)."""
        held = self._IN_THE_ROLE.match(new.summary) if new.polarity > 0 else None
        if held is None:
            return []
        role = UNIQUE_RELATIONS.get(held["rel"].lower(), held["rel"].lower())
        losers: list[int] = []
        for row in self.store.live_matching(f'"{held["rel"]}"', 50):
            was = self._IN_THE_ROLE.match(row.summary)
            if (row.id == new.id or was is None or row.polarity < 0 or row.said_at > new.said_at
                    or UNIQUE_RELATIONS.get(was["rel"].lower(), was["rel"].lower()) != role
                    or was["name"].lower() == held["name"].lower()):
                continue
            self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
            losers.append(row.id)
        return losers

    # a relative over an illness or injury ("User's son Cian's cast is off", "User's mum is home from hospital",
    # "User's wife has recovered from covid"); who, as the summary opens, then what ended
    _KIN_MENDED = re.compile(
        r"^User's (?P<who>(?:[a-z-]+ ){0,2}?[a-z-]+(?: (?-i:[A-Z])[\w-]*)?)(?:'s (?P<part>(?:[a-z]+ ){0,1}[a-z]+) (?:is|are|came|has come"
        r"|have come|was taken|were taken|got taken|finally came|has|have) (?:\w+ )?(?:off|healed|mended|recovered)"
        r"| (?:is|has been|was|got) (?:\w+ )?(?:off the crutches|out of (?:the |their )?(?:hospital|cast|sling|boot|brace|plaster)"
        r"|(?:back )?home from (?:the )?hospital|discharged|back on their feet|(?:fully |completely )?(?:recovered|healed))"
        r"| (?:has|have) (?:\w+ ){0,2}?(?:recovered|healed|made a (?:full |good )?recovery)"
        # ("User's mum is home now, walking with a frame": home again, after the hospital)
        # ("User's wife Merle is home now with a walking frame": how she is, said after)
        r"| (?:is|'s) (?:back |finally )?home(?: now| again| at last| already)?(?=,|$| with\b)"
        # ("User's husband Lajos came home on 19 May 2026 in a wheelchair": home from the hospital or the rehab, on a day)
        r"| (?:came|has come|got|finally came) (?:back )?home(?: from (?:the )?(?:hospital|rehab\w*(?: clinic| centre| unit)?|clinic))?"
        r"(?: (?:today|yesterday|at last|on \d{1,2} [A-Z][a-z]+ \d{4}))?(?: in an? (?:wheelchair|walker|(?:walking )?frame))?(?=,|$| with\b))"
        # ("User's mama is discharged already": when, said after it)
        r"(?: (?:already|now|today|yesterday|at last|finally|this morning))?(?: from (?P<from>.+)|,.*| with .*)?$")
    # what is said of someone ill or hurt, in the present: in hospital, in a cast, on crutches, ill, an acute illness
    _AILING = re.compile(
        # ("is in Rotorua Hospital", "is in St Mary's hospital": the hospital by its name)
        r"\b(?:is|are|'s)\s+(?:still\s+|now\s+|currently\s+|back\s+|stuck\s+)?(?:in\s+(?:the\s+)?(?:(?!charge\b|of\b|front\b)[\w'’.-]+\s+){0,3}?hospital"
        r"|in\s+(?:a|his|her|their|the)\s+"
        r"(?:\w+\s+)?(?:cast|plaster|sling|boot|brace|splint)|on\s+crutches|in\s+(?:intensive\s+care|icu|a\s+coma)"
        r"|(?:very\s+|really\s+|quite\s+|seriously\s+|so\s+)?(?:ill|sick|unwell|poorly)|laid\s+up|bedridden|recovering"
        r"|off\s+(?:school|work)\s+(?:sick|ill|with))\b"
        # ("User's mama was hospitalized", "… was admitted to hospital with chest pains": a stay begun, not said over)
        r"|\b(?:was|got|has\s+been)\s+(?:just\s+)?(?:hospitali[sz]ed|admitted(?:\s+to\s+(?:the\s+)?hospital)?"
        r"|(?:taken|rushed)\s+(?:in)?to\s+(?:the\s+)?hospital)\b"
        # ("… has been moved to the rehabilitation clinic in Hódmezővásárhely for six weeks": a stay after the hospital)
        r"|\b(?:(?:has\s+been|was|got|is\s+being)\s+(?:moved|transferred|sent)\s+to|(?:is|are|'s)\s+(?:still\s+|now\s+)?(?:in|at))"
        r"\s+(?:the\s+|a\s+)?rehab(?:ilitation)?(?:\s+(?:clinic|centre|center|unit|ward|hospital))?\b"
        r"|\bhas\s+(?:got\s+)?(?:a\s+)?(?:broken|fractured|sprained|dislocated)\s+\w+"
        r"|\bhas\s+(?:got\s+)?(?:the\s+|a\s+|an\s+)?(?:flu|covid|pneumonia|bronchitis|chickenpox|measles|mumps|tonsillitis"
        r"|glandular\s+fever|scarlet\s+fever|norovirus|shingles|sepsis|concussion|(?:bad\s+|nasty\s+)?(?:cold|cough|chest\s+infection"
        r"|virus|fever|stomach\s+bug|bug)|\w+\s+infection)\b", re.I)
    # a stay in hospital begun, told as what happened (an episode, ended by the discharge as the present stay is)
    _ADMITTED = re.compile(r"^User's [^.]{0,60}?\b(?:was|got|has been) (?:just )?(?:hospitali[sz]ed|admitted to (?:the )?hospital"
                           r"|(?:taken|rushed) (?:in)?to (?:the )?hospital)\b")
    _TIED_BY = re.compile(r"^User's (?P<rel>(?:[a-z-]+ ){0,2}?[a-z-]+) (?P<name>(?-i:[A-Z])[\w'-]*)\b")

    def _kin_recovered(self, new: MemoryRow, now: float) -> list[int]:
        """Supersede what was said of a relative's illness or injury when ``new`` says they are over it ("User's son
        Cian's cast is off" ends "User's son Cian is in a cast for six weeks"; "User's mum is home from hospital" ends
        "User's mum is in hospital with pneumonia"; "… has recovered from the glandular fever" ends "… has glandular
        fever"). Only the present state (in hospital, in a cast, on crutches, ill, an illness that passes), only of
        the one who recovered; what happened ("broke his arm at hurling") stays as it was, and a lasting condition
        ("has dementia") unless it is the one named as recovered from. A memory that also held who they are to the
        user ("User's husband Dara is on crutches": the spouse) leaves that tie live as a memory of its own."""
        mended = self._KIN_MENDED.match(new.summary) if new.type == "relationship" and new.polarity > 0 else None
        if mended is None or re.search(r"\b(?:not|n't|never|nearly|almost|soon|yet)\b", new.summary):
            return []
        who = mended["who"].split()
        name = who[-1] if who[-1][:1].isupper() else None
        rel = " ".join(w for w in who if not w[:1].isupper()).lower()
        kin = rel.split()[-1]
        called = {name.lower()} if name else {rel, kin, UNIQUE_RELATIONS.get(kin, kin).lower()}
        pids = [pid for pid in self.store.person_ids_of(new.id)
                if (person := self.store.person_row(pid)) is not None and person[1].lower() in called]
        if not pids and not name and (only := self.store.only_person_with_relation(UNIQUE_RELATIONS.get(kin, kin).lower())) is not None:
            pids = [only]  # "my mum is out of hospital" when the one mum known is linked by her relation
        # "User's husband Piotr's back has recovered": the part named was hurt, not broken ("hurt his back lifting flour
        # sacks" ends; "broke his arm" stays as what happened, like the cast's)
        part = (mended["part"] or "").split()[-1:] if mended["part"] else []
        hurt = re.compile(rf"\b(?:hurt|injured|did|put out|strained|pulled|tweaked|twisted|jarred|has (?:a )?bad|has (?:a )?sore)"
                          rf" (?:his|her|their) (?:(?:lower|upper|left|right) )?{re.escape(part[0])}\b") \
            if part and part[0] not in {"cast", "plaster", "sling", "boot", "brace", "splint", "stitches"} else None
        from_words = [w for w in text.content_words(mended["from"] or "") if w.isalnum() and w not in {"the", "their"}][:4]
        losers: list[int] = []
        for pid in pids:
            for row in self.store.person_memories(pid):
                if (row.id == new.id or row.id in losers
                        or (row.type not in ("relationship", "constraint")
                            and not (row.type == "episode" and self._ADMITTED.search(row.summary)))
                        or row.polarity < 0 or row.said_at > new.said_at or self._KIN_MENDED.match(row.summary)):
                    continue
                ill = self._AILING.search(row.summary) or (from_words and _begins_all(text.words(row.summary), from_words)
                                                            and re.search(r"\b(?:has|had|with|got|is)\b", row.summary)) \
                    or (hurt is not None and hurt.search(row.summary))
                if not ill:
                    continue
                if row.attribute and row.value and not self._tie_kept(row, now):
                    continue
                self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
                losers.append(row.id)
        return losers

    def _tie_kept(self, row: MemoryRow, now: float) -> bool:
        """Before ``row`` becomes history, who its person is to the user stays live: "User's husband Dara is on
        crutches" (attribute spouse, value dara) leaves "User's husband is Dara", unless another live memory holds the
        tie already. False when the tie cannot be told apart from the summary (then ``row`` is left live)."""
        others = [r for r in self.store.by_attribute_value(row.subject or "user", row.attribute or "", row.value)
                  if r.id != row.id and r.polarity == row.polarity]
        if others:
            return True
        tied = self._TIED_BY.match(row.summary)
        if tied is None or tied["name"].lower() != (row.value or "").split()[0]:
            return False
        self._insert_tie(row, tied["rel"], tied["name"], now)
        return True

    def _others_kept(self, row: MemoryRow, pid: int, now: float) -> None:
        """Before ``row`` (of person ``pid``) becomes history, another relative it names and no other live memory holds
        stays live by who they are: "User's mother Akosua lives in Kumasi with their brother Kwabena", ended by her
        death, leaves "User's brother is Kwabena"."""
        for other in self.store.person_ids_of(row.id):
            person = self.store.person_row(other) if other != pid else None
            if person is None or not person[4] or person[1].lower() == person[4].lower() \
                    or f"their {person[4]} {person[1]}" not in row.summary \
                    or any(r.id != row.id for r in self.store.person_memories(other, 2)):
                continue
            self._insert_tie(row, person[4], person[1], now, attribute=None)

    def _insert_tie(self, row: MemoryRow, rel: str, name: str, now: float, *, attribute: str | None = "") -> int:
        """A new memory "User's <rel> is <name>" holding ``row``'s tie (attribute, value, when it was said; ``attribute``
        None: no attribute, the tie of another person ``row`` names), linked to the person ``row`` is linked to by that
        name."""
        changes: dict[str, Any] = {"type": "relationship", "attribute": None, "value": None} if attribute is None else {}
        tie = self._copy_as(row, f"User's {rel} is {name}", now, reinforcements=0, **changes)
        for pid in self.store.person_ids_of(row.id):
            person = self.store.person_row(pid)
            if person is not None and person[1].lower() == name.lower():
                self.store.link(tie.id, pid, rel)
        return tie.id

    # the user engaged to someone named: "User and their boyfriend Luca got engaged on …", "User is engaged to Maya"
    _ENGAGED = re.compile(r"^User (?:and (?:their (?:partner|boyfriend|girlfriend) )?(?P<n>(?-i:[A-Z])[\w'-]*) (?:just |finally |officially )?"
                          r"(?:got|are|have got|have gotten) engaged|(?:is|got|has got|just got) (?:now )?engaged to (?P<n2>(?-i:[A-Z])[\w'-]*))\b"
                          r"|^User's (?P<fr>fianc[ée]e?) is (?P<n3>(?-i:[A-Z])[\w'-]*)$")

    def _engaged(self, new: MemoryRow, now: float) -> list[int]:
        """The user engaged to the one they were going out with: "User's boyfriend is Luca", said before, becomes
        history under "User's fiancé is Luca" (a girlfriend: "fiancée"), the tie's new word, and the person's relation
        is the fiancé's. Only a bare tie said of that name is retitled; what else was said of them stays."""
        engaged = self._ENGAGED.match(new.summary) if new.polarity > 0 else None
        if engaged is None:
            return []
        name = engaged["n"] or engaged["n2"] or engaged["n3"]
        losers: list[int] = []
        # ("User's fiancé is Luca": the new tie itself)
        tie: int | None = new.id if engaged["n3"] and new.attribute == "partner" else None
        if tie is not None:
            for pid in self.store.person_ids_of(tie):
                self.store.set_person_relation(pid, engaged["fr"])
        for row in self.store.by_attribute_value(new.subject or "user", "partner", name.lower()):
            was = re.match(rf"User's (?P<rel>boyfriend|girlfriend|partner) {re.escape(name)}\b|User's (?P<rel2>boyfriend|girlfriend"
                           rf"|partner) is {re.escape(name)}$", row.summary)
            if was is None or row.id == new.id or row.polarity < 0 or row.said_at > new.said_at:
                continue
            if tie is None:
                rel = "fiancée" if (was["rel"] or was["rel2"]) == "girlfriend" else "fiancé"
                tie = self._insert_tie(msgspec.structs.replace(row, stated_at=new.said_at), rel, name, now)
                for pid in self.store.person_ids_of(tie):
                    self.store.set_person_relation(pid, rel)
            if was["rel2"]:  # the bare tie: history under the new one
                self.store.update_memory(row.id, superseded_by=tie, updated_at=now)
                losers.append(row.id)
            else:  # "User's boyfriend Henrik is a carpenter" stays true; the tie is the fiancé's memory now
                self.store.update_memory(row.id, attribute=None, value=None, updated_at=now)
        return losers

    def _died_already(self, row: MemoryRow, now: float) -> bool:
        """``row`` says something of someone whose death is already known, in a message sent
        before the death (an old chat heard late: "User's mum lives in Kinsale" heard after
        "User's mum passed away"): it is the death's history at once, as :meth:`_died` makes
        it when the death comes last. True when so."""
        if row.type not in self._ROLE_FRAMED or row.polarity < 0 or DIED.match(row.summary):
            return False
        for pid in self.store.person_ids_of(row.id):
            person = self.store.person_row(pid)
            if person is None:
                continue
            for death in self.store.person_memories(pid):
                died = DIED.match(death.summary) if death.id != row.id and death.polarity > 0 else None
                if died is None or death.said_at < row.said_at:
                    continue
                rel = " ".join(died["rel"].lower().split())
                names = {died["name"].lower()} if died["name"] else {rel, UNIQUE_RELATIONS.get(rel, rel).lower()}
                if person[1].lower() in names:
                    self.store.update_memory(row.id, superseded_by=death.id, updated_at=now)
                    return True
        return False

    # a home bought or sold, and the buying or selling under way ("User sold the house", "User is selling the house")
    _HOME_DEAL = (r"(?:a|an|the|their) (?:[\w-]+ ){0,3}?(?:house|flat|home|place|apartment|condo|bungalow|cottage|townhouse)"
                  r"(?P<place> (?:in|on|near) [A-Z][\w'’.-]*)?\b")
    _HOME_DEALT = re.compile(rf"^User (?:has |have )?(?:just |finally )?(?P<v>bought|sold) {_HOME_DEAL}")
    # ("User has decided to sell the house", "User wants to buy a flat in Leith": the deal decided, or wished, ahead)
    _HOME_DEALING = re.compile(rf"^User (?:is (?P<v>buying|selling)|(?:has )?(?:decided|wants|is planning|plans|is going|hopes) to (?P<v2>buy|sell))"
                               rf" {_HOME_DEAL}")

    def _home_under_way(self, summary: str) -> tuple[str, str] | None:
        """The home deal ``summary`` says is under way, decided or wished: ("buying" or "selling", the place it names,
        lower-cased, or ""), or None ("User is buying a flat in Leith" → ("buying", "leith"))."""
        m = self._HOME_DEALING.match(summary)
        if m is None:
            return None
        return m["v"] or m["v2"] + "ing", m["place"].split(None, 1)[1].lower() if m["place"] else ""

    def _home_dealt(self, new: MemoryRow, now: float) -> list[int]:
        """A home sold or bought ends its selling or buying said before: "User sold the house" ends "User is selling
        the house" and "User has decided to sell the house", "User bought a flat in Leith" ends "User is buying a
        two-bedroom home in Leith" (one home at a
        time is bought, or sold; another place named on both sides is another home)."""
        done = self._HOME_DEALT.match(new.summary) if new.polarity > 0 else None
        if done is None:
            return []
        doing = "buying" if done["v"] == "bought" else "selling"
        losers: list[int] = []
        place = done["place"].split(None, 1)[1].lower() if done["place"] else ""
        for row in self.store.live_matching(f'"{doing}" OR "{doing[:-3]}"', 50):
            under_way = self._home_under_way(row.summary)
            if (row.id == new.id or row.polarity < 0 or row.said_at > new.said_at or under_way is None
                    or under_way[0] != doing or (place and under_way[1] and place != under_way[1])):
                continue
            self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
            losers.append(row.id)
        return losers

    # a home's purchase dropped: "User decided not to buy the flat in Gràcia", "User lost the flat in Jesmond, the sale fell
    # through", "User pulled out of the house in Frome" (session 53)
    _HOME_DROPPED = re.compile(rf"^User (?:has |have )?(?:decided not to buy|(?P<lost>lost)|pulled out of(?: buying)?|gave up on buying) {_HOME_DEAL}")

    def _home_dropped(self, new: MemoryRow, now: float) -> list[int]:
        """A home's purchase dropped ends its buying said before: "User decided not to buy the flat in Gràcia" ends "User
        is buying a flat in Gràcia" (the same place when both name one; a home sold or another place is left)."""
        dropped = self._HOME_DROPPED.match(new.summary) if new.polarity > 0 and (new.subject or "user") == "user" else None
        if dropped is None or (dropped["lost"] and not dropped["place"]):
            return []  # ("User lost the house keys": no home lost)

        place = dropped["place"].split(None, 1)[1].lower() if dropped["place"] else ""

        def buying(row: MemoryRow) -> bool:
            under_way = self._home_under_way(row.summary)
            return (row.said_at <= new.said_at and under_way is not None and under_way[0] == "buying"
                    and not (place and under_way[1] and place != under_way[1]))

        return self._end_live(new, '"buying" OR "buy"', buying, now)

    def _bought_home_moved_into(self, new: MemoryRow, now: float) -> list[int]:
        """The user living in the place a home was being bought in: the purchase is done. "User has moved into the Totnes
        house" (``lives_in`` = totnes) ends "User is buying a house in Totnes" (a purchase elsewhere, or one naming no
        place, is left: "User is living in a short let in Kemptown" keeps the house being bought in Hove)."""
        if new.attribute != "lives_in" or not new.value or new.polarity <= 0 or (new.subject or "user") != "user":
            return []

        return self._end_live(new, '"buying" OR "buy"', lambda row: self._home_under_way(row.summary) == ("buying", new.value),
                              now, ties=False)

    # a home found, and the search for one: "User found a place in Blijdorp, moving on 1 July 2026" ends "User is looking
    # for a bigger flat, ideally with a garden"; "User bought a house" ends "User is house-hunting"
    # ("User is moving to Delfshaven on 1 July 2026": the move said with its day is a home found there)
    _HOME_FOUND = re.compile(rf"^User (?:has |have )?(?:just |finally |also )?(?:found|bought|got|signed (?:for|the lease on)) {_HOME_DEAL}"
                             r"|^User (?:is|are) moving (?P<moving>to [A-Z][\w'’.-]*) on \d")
    _HOME_SOUGHT = re.compile(r"^User(?: and (?:their )?[\w'’-]+(?: [A-Z][\w'’-]*)?)? (?:is |are |has been |have been |was |were )?(?:(?:still )?(?:looking|searching|hunting) for (?:a|an) (?:[\w-]+ ){0,3}?"
                              r"(?:house|flat|home|place|apartment|condo|bungalow|cottage|townhouse)s?\b"
                              r"|(?:still )?(?:house|flat|apartment|home)[- ]?hunting\b)")

    def _home_found(self, new: MemoryRow, now: float) -> list[int]:
        """A home found or bought ends the search for one said before (in the same place, when both name one)."""
        found = self._HOME_FOUND.match(new.summary) if new.polarity > 0 else None
        if found is None:
            return []

        def sought(row: MemoryRow) -> bool:
            if not self._HOME_SOUGHT.match(row.summary):
                return False
            place = re.search(r" (?:in|on|near) ([A-Z][\w'’.-]*)", row.summary)
            where = found["place"] or found["moving"]
            return not (where and place and where.split()[-1] != place.group(1))

        return self._end_live(new, '"looking" OR "searching" OR "hunting" OR "househunting" OR "flathunting"', sought, now)

    # a car sold, scrapped or written off: "User sold the Yaris", "User scrapped their old car", "User's Golf was written off"
    _CAR_GONE = re.compile(r"^User(?: has| have)?(?: just| finally)? (?:sold|scrapped|part-exchanged|traded in|got rid of|wrote off)"
                           r" (?:the|their) (?:old )?(?P<what>[\w-]+(?: [A-Z0-9][\w-]*)?)\b"
                           r"|^User's (?:old )?(?P<whose>[\w-]+(?: [A-Z0-9][\w-]*)?) (?:was|got|has been) (?:written off|scrapped|stolen|sold)\b")

    def _car_gone(self, new: MemoryRow, now: float) -> list[int]:
        """A car sold, scrapped, stolen or written off ends the car said before (``car``): "User sold the Yaris" ends
        "User's car is a Toyota Yaris"; "User sold their car" ends whichever car it was. Another thing sold ("User sold
        the piano") ends no car."""
        gone = self._CAR_GONE.match(new.summary) if new.polarity > 0 and not new.attribute else None
        if gone is None:
            return []
        what = (gone["what"] or gone["whose"]).lower()
        losers: list[int] = []
        for row in self.store.by_attribute(new.subject or "user", "car"):
            if row.id == new.id or row.polarity < 0 or row.said_at > new.said_at or not row.value:
                continue
            if what not in {"car", "motor"} and not set(what.split()) & set(row.value.split()):
                continue
            self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
            losers.append(row.id)
        return losers

    # the user home from a place: "User got back from Lourdes on 21 June 2026"; the trip there, said ahead: "User is going
    # to Lourdes in June 2026 with the parish", "User booked a trip to Lisbon for …", "User is planning a trip to Japan …"
    _BACK_FROM = re.compile(r"^User (?:has |have )?(?:just |finally )?(?:got|came|is|are) back from (?P<place>(?-i:[A-Z])[\w'’-]+"
                            r"(?: (?-i:[A-Z])[\w'’-]+)?)\b")
    # (lo36) the user arrived where the trip went: "User landed in Hanover", "User arrived in Lagos on 3 December 2026"
    _LANDED_IN = re.compile(r"^User (?:has |have )?(?:just |finally |safely )?(?:landed|arrived) (?:in|at) (?P<place>(?-i:[A-Z])[\w'’-]+"
                            r"(?: (?-i:[A-Z])[\w'’-]+)?)\b")
    # (lead58) the trip as a wish, and with the one it is made with: "User and their husband Zdeněk want to visit Vienna
    # for his 60th birthday in March 2026"
    _BACK_HOME = re.compile(r"^User (?:is|got|came|has got|has come) back (?:home|in (?P<place>(?-i:[A-Z])[\w'’-]+(?: (?-i:[A-Z])[\w'’-]+)?))\b")
    # (newuser31: "User and Hennie are going to Holland in June 2026": with the one it is made with, by name alone)
    _TRIP_AHEAD = re.compile(r"^User(?: and (?:(?:their|his|her)(?: [\w'’-]+){1,3}?|(?-i:[A-Z])[\w'’-]+))? (?:(?:is|are) (?:going|flying|travell?ing|heading"
                             r"|off|planning|booked)|will (?:go|fly|travel|be going)|plans? to (?:go|fly|travel|visit)"
                             r"|wants? to (?:go|fly|travel|visit)|(?:has |have )?booked"
                             # ("User and their wife Norma fly to Madrid on 10 August 2026": a trip told in the present)
                             r"|(?:fly|flies|go|goes|travel|travels) to(?= (?-i:[A-Z])))\b")

    def _back_from_trip(self, new: MemoryRow, now: float) -> list[int]:
        """The user back from a place ends the trip there said ahead: "User got back from Lourdes" ends "User is going
        to Lourdes in June 2026 with the parish" (a trip to another place, or a relative's, stays); so does the user landed
        or arrived there (lo36: "User landed in Hanover" ends "User is flying to Hanover on 1 December 2026 …")."""
        back = (self._BACK_FROM.match(new.summary) or self._LANDED_IN.match(new.summary)) if new.polarity > 0 else None
        if back is None and new.polarity > 0 and (home := self._BACK_HOME.match(new.summary)):
            # (lead58) "User is back in Chivilcoy" after "User and their wife Norma fly to Madrid on 10 August 2026 …": back
            # where they came from ends a trip elsewhere whose time is over (one still ahead, or to that place, stays)
            where = home["place"]
            return self._end_live(new, '"going" OR "goes" OR "go" OR "flying" OR "fly" OR "flies" OR "travelling" OR "traveling" OR '
                                  '"travel" OR "travels" OR "heading" OR "off" OR "planning" OR "plans" OR "plan" OR "booked" OR "visit" '
                                  'OR "will" OR "wants" OR "want"',
                                  lambda row: self._TRIP_AHEAD.match(row.summary) is not None
                                  and not (where and re.search(rf"\b{re.escape(where)}\b", row.summary))
                                  and (over := plans.over_at(row.summary, row.said_at)) is not None and over <= new.said_at, now)
        if back is None:
            return []
        place = back["place"]
        return self._end_live(new, " AND ".join(f'"{w}"' for w in text.words(place)),
                              lambda row: self._TRIP_AHEAD.match(row.summary) is not None
                              and re.search(rf"\b{re.escape(place)}\b", row.summary) is not None, now)

    # (lead50) a business closed, shut or sold, by the user or by someone named: "User closed the bakery", "User's wife
    # Nomsa closed the spaza shop"; and the one that was run: "User runs a bakery in Soweto", "User's wife Nomsa runs a
    # spaza shop from their house"
    _BUSINESS = (r"(?P<head>shop|store|stall|bakery|café|cafe|restaurant|salon|business|farm|garage|workshop|studio|bar|pub"
                 r"|takeaway|guesthouse|B&B|food truck|spaza|Imbiss|kiosk|bodega|dhaba|warung)")
    _CLOSED = re.compile(r"^User(?P<whose>'s (?:[a-z-]+ ){0,2}?(?-i:[A-Z])[\w'’-]+)? (?:has |have )?(?:finally |just )?"
                         r"(?:closed(?: down)?|shut(?: down)?|sold|closed up) (?:the|their|her|his|our) (?:[\w'’-]+ ){0,3}?"
                         + _BUSINESS + r"\b")

    def _business_closed(self, new: MemoryRow, now: float) -> list[int]:
        """A business closed or sold ends its running said before, by the same one: "User's wife Nomsa closed the spaza
        shop" ends "User's wife Nomsa runs a spaza shop from their house"; "User closed the bakery" ends "User runs a
        bakery in Soweto" (another's business, or another kind, stays)."""
        closed = self._CLOSED.match(new.summary) if new.polarity > 0 else None
        if closed is None:
            return []
        whose, head = closed["whose"] or "", closed["head"]
        ran = re.compile(rf"^User{re.escape(whose)} (?:runs|owns|has|manages|ran) (?:a|an|the|their|her|his|our) "
                         rf"(?:[\w'’-]+ ){{0,4}}?{re.escape(head)}\b", re.I)
        ended = self._end_live(new, f'"{head}"', lambda row: ran.match(row.summary) is not None, now)
        if head.lower() == "farm":
            # (lead52) a farm sold ends the farming said as the work: "User farms sheep up the Ettrick valley"
            farms = re.compile(rf"^User{re.escape(whose)} (?:farms|raises|breeds|keeps) (?:sheep|cattle|cows|pigs|goats|crops|beef|dairy|arable)\b",
                               re.I)
            ended += self._end_live(new, '"farms" OR "raises" OR "breeds" OR "keeps"', lambda row: farms.match(row.summary) is not None, now)
        return ended

    # a business opened: "User opened the Springvale shop on 13 June 2026", "User opened their second salon today"
    _OPENED = re.compile(r"^User (?:has )?(?:finally |just |officially )?opened (?P<what>.+?)(?: on \d.*| today| this .*| yesterday)?$")
    # ... and its opening ahead: "User is opening a second shop in Springvale in June 2026", "User signed lease for second
    # salon in Springvale, opening in June 2026"
    _OPENING_AHEAD = re.compile(r"^User (?:is|are|will be) opening\b|^User .{3,80}?,? opening (?:in|on|this|next)\b|^User plans to open\b")

    def _business_opened(self, new: MemoryRow, now: float) -> list[int]:
        """A business opened ends its opening ahead said before, by the place or name both say: "User opened the
        Springvale shop on 13 June 2026" ends "User is opening a second shop in Springvale in June 2026" (an opening
        elsewhere stays)."""
        opened = self._OPENED.match(new.summary) if new.polarity > 0 and new.type in ("episode", "decision", "project") else None
        if opened is None:
            return []
        names = [w for w in re.findall(r"\b[A-Z][\w'’-]+", opened["what"]) if w.lower() not in NOT_NAMES]
        if not names:
            return []
        return self._end_live(new, " OR ".join(f'"{w}"' for w in names),
                              lambda row: self._OPENING_AHEAD.match(row.summary) is not None
                              and any(re.search(rf"\b{re.escape(w)}\b", row.summary) for w in names), now)

    # a move wished for: "User wants to move to a flat near Karin in Stockholm", "User hopes to move back to Cork one day"
    # (bugs64: and a goal said by what is done for it, or as a goal: "User is saving up to move to Harburg", "User's goal
    # in 2026 is to move to Harburg", "User is trying to move to …")
    _MOVE_WISHED = re.compile(r"^User(?: (?:wants|would like|would love|hopes|is hoping|plans|is planning|dreams of|is thinking of"
                              r"|is thinking about|is saving(?: up)?|is trying|is looking|aims|is aiming)"
                              r"|'s (?:\w+ )?(?:goal|aim|dream)\b[^.;]{0,20}? is)"
                              r" (?:to )?(?:move|moving|relocate|relocating|live|living)\b")

    def _moved_as_wished(self, new: MemoryRow, now: float) -> list[int]:
        """The user living where they wished to move ends the wish: "User lives in Stockholm" ends "User wants to move
        to a flat near Karin in Stockholm" (a wish to move elsewhere stays)."""
        if new.attribute != "lives_in" or not new.value or new.polarity < 0 or (new.subject or "user") != "user":
            return []
        place = new.value
        return self._end_live(new, " AND ".join(f'"{w}"' for w in text.words(place)) or '""',
                              lambda row: row.type in ("goal", "decision") and self._MOVE_WISHED.match(row.summary) is not None
                              and re.search(rf"\b{re.escape(place)}\b", row.summary, re.I) is not None, now)

    # one medicine for another: "User takes apixaban instead of warfarin" (extract_rules._switched_me)
    _SWITCHED_MEDICINE = re.compile(r"^User takes (?P<new>[\w -]+?) instead of (?P<old>[\w -]+)$")

    # weight lost, and the aim to lose it: "User lost 7kg in the end, not 10 but happy", "User is trying to lose 10kg
    # before their brother's wedding in April 2026"
    _WEIGHT = r"(?P<n>\d+(?:\.\d+)?)\s*(?P<unit>kg|kgs|kilos?|lbs?|pounds|stone)\b"
    _WEIGHT_LOST = re.compile(rf"^User (?:has )?(?:finally |just |now |already )*lost (?:a total of |about |around |over )?{_WEIGHT}(?P<rest>.*)$")
    _WEIGHT_AIM = re.compile(rf"^User (?:is trying|is aiming|aims|wants|hopes|is hoping|needs|has|is going|plans|is planning) to lose "
                             rf"(?:another |about |around |at least )?{_WEIGHT}")

    def _weight_lost(self, new: MemoryRow, now: float) -> list[int]:
        """Weight lost ends the aim to lose it: as much as aimed at, or less said as the end of it ("in the end", "in
        total"): "User lost 7kg in the end, not 10 but happy" ends "User is trying to lose 10kg before …". Less, said on
        the way ("User has lost 3kg so far"), leaves the aim; another unit is not compared."""
        lost = self._WEIGHT_LOST.match(new.summary) if new.polarity > 0 and (new.subject or "user") == "user" else None
        if lost is None:
            return []
        over = bool(re.search(r"\b(?:in the end|in total|overall|altogether|all told)\b", lost["rest"]))

        def unit(said: str) -> str:
            return {"kgs": "kg", "kilo": "kg", "kilos": "kg", "lb": "lbs", "pounds": "lbs"}.get(said.lower(), said.lower())

        def aimed(row: MemoryRow) -> bool:
            aim = self._WEIGHT_AIM.match(row.summary)
            return aim is not None and (row.subject or "user") == "user" and unit(aim["unit"]) == unit(lost["unit"]) \
                and (over or float(lost["n"]) >= float(aim["n"]))

        return self._end_live(new, '"lose"', aimed, now)

    # a procedure had, and to be had: "User's cataract operation went grand", "User had their hip operation in the week
    # of 13 April 2026"; "User is having their cataract operation on 14 April 2026", "User's knee surgery is on 3 May"
    _PROCEDURE_KIND = r"(?P<what>(?:[\w-]+ ){0,2}?(?:operation|surgery|procedure|op|transplant|replacement|biopsy|colonoscopy|endoscopy))\b"
    _PROCEDURE_DONE = re.compile(rf"^User(?:'s {_PROCEDURE_KIND} (?:(?:went|has gone|was) |is (?:done|over)$)|(?: has)? had (?:their|the|a|an) {_PROCEDURE_KIND.replace('what', 'what2')})")
    _PROCEDURE_AHEAD = re.compile(rf"^User(?: (?:is|will) (?:having|getting|have|get|be having|be getting|booked in for|due to have"
                                  rf"|scheduled for|waiting for) (?:their|the|a|an) "
                                  rf"{_PROCEDURE_KIND}|'s {_PROCEDURE_KIND.replace('what', 'what2')}(?: on their (?:left|right) [a-z]+)? is (?:on|in|next|this|booked"
                                  rf"|scheduled)\b"
                                  # "User needs a hip replacement, the hip operation is on 14 April 2026": needed, with its day
                                  rf"| needs (?:a|an) {_PROCEDURE_KIND.replace('what', 'what3')}(?=.* is (?:on|in) )"
                                  # (lead61) "User needs cataract surgery on the left eye": needed, no day said
                                  rf"| needs (?:(?:a|an) )?{_PROCEDURE_KIND.replace('what', 'what4')})")

    _PROCEDURE_QUERY = ('"operation" OR "surgery" OR "procedure" OR "op" OR "transplant" OR "replacement" OR "biopsy"'
                        ' OR "colonoscopy" OR "endoscopy"')

    @staticmethod
    def _same_procedure(said: list[str], kind: list[str]) -> bool:
        """The words before "operation" said on both sides agree, or one side names none ("the op went fine" with one
        operation ahead is that one)."""
        return said[:-1] == kind[:-1] or not kind[:-1] or not said[:-1]

    def _procedure_had(self, new: MemoryRow, now: float) -> list[int]:
        """A procedure had ends the same procedure to be had, said before: "User's cataract operation went grand" ends
        "User is having their cataract operation on 14 April 2026 at UHG". The same kind: the words before
        "operation" said on both sides agree ("the op went fine" with one operation ahead is that one); a relative's, or
        another procedure, stays."""
        done = self._PROCEDURE_DONE.match(new.summary) if new.polarity > 0 and (new.subject or "user") == "user" else None
        if done is None:
            return []
        kind = text.words(done["what"] or done["what2"])

        def ahead(row: MemoryRow) -> bool:
            planned = self._PROCEDURE_AHEAD.match(row.summary)
            if planned is None or (row.subject or "user") != "user":
                return False
            said = text.words(planned["what"] or planned["what2"] or planned["what3"] or planned["what4"])
            if planned["what4"]:
                # (a need with no day is ended only by the same operation named: "The operation went well." is another's,
                # lead54; "Had my cataract operation" is the cataract surgery needed)
                return bool(kind[:-1]) and said[:-1] == kind[:-1]
            return self._same_procedure(said, kind)

        for row in self.store.live_matching(self._PROCEDURE_QUERY, 50):
            # "User needs a hip replacement, the hip operation is on 14 April 2026" told as done: what the user has had
            # stays, with the condition it holds ("User has had a hip replacement"), once the need is history
            planned = self._PROCEDURE_AHEAD.match(row.summary)
            if planned is not None and (need := planned["what3"] or planned["what4"]) and row.attribute and row.polarity > 0 \
                    and row.said_at <= new.said_at and ahead(row):
                said = re.search(r" needs (an?) ", row.summary)
                self._copy_as(row, f"User has had {said.group(1) + ' ' if said else ''}{' '.join(need.split())}", now, stated_at=new.said_at)
        return self._end_live(new, self._PROCEDURE_QUERY, ahead, now)

    # (lead52) a relative's procedure had, by relation or by name: "User's husband's knee operation went fine", "Wei Ming's
    # operation went smoothly"; and theirs ahead: "User's husband Wei Ming will have a knee operation on 3 March 2026",
    # "User's mum is having her hip replacement on 4 May 2026", "User's dad's surgery is on 3 May 2026"
    _THEIR_PROCEDURE_DONE = re.compile(rf"^(?:User's (?P<rel>[a-z-]+)|(?P<name>(?-i:[A-Z])[\w'’-]+(?: (?-i:[A-Z])[\w'’-]+)?))'s "
                                       rf"{_PROCEDURE_KIND} (?:went|has gone|was) ")
    _THEIR_PROCEDURE_AHEAD = re.compile(rf"^User's (?P<rel>[a-z-]+)(?: (?P<name>(?-i:[A-Z])[\w'’-]+(?: (?-i:[A-Z])[\w'’-]+)?))?"
                                        rf"(?: (?:is|will) (?:having|getting|have|get|be having|be getting|booked in for|due to have"
                                        rf"|scheduled for|waiting for) (?:their|the|a|an|her|his) {_PROCEDURE_KIND}"
                                        rf"|'s {_PROCEDURE_KIND.replace('what', 'what2')} is (?:on|in|next|this|booked|scheduled)\b)")

    # (lead53) an arrival said without where: "User has moved into their new house", "User is in their new flat now"
    _ARRIVED_UNPLACED = re.compile(r"^User (?:has )?(?:moved into|is (?:now )?in|has settled into|settled into) (?:their|the) new "
                                   r"(?P<what>house|home|flat|apartment|place|bungalow|condo)(?: now)?$")

    def _arrival_placed(self, cand: Candidate, summary: str) -> tuple[Candidate, str]:
        """An arrival said without where, while one move of the user's is ahead: the move made, where it was to. "User has
        moved into their new house" after "User is moving to Elk Grove on 1 October 2026" is "User has moved into their
        new house in Elk Grove" (where the user lives now: the home before ends, and the plan is fulfilled by it)."""
        if cand.attribute or (cand.subject or "user") != "user" or cand.polarity != "positive" \
                or self._ARRIVED_UNPLACED.match(summary) is None:
            return cand, summary
        ahead = [r for r in self.store.by_attribute("user", PLAN_PREFIX + "lives_in") if r.polarity > 0 and r.value]
        if len(ahead) != 1:
            return cand, summary  # no move ahead, or two: where to is not known
        plan = ahead[0]
        said = re.search(r"(?<!\w)" + re.escape(plan.value or "") + r"(?!\w)", plan.summary, re.I)
        place = said.group(0) if said else (plan.value or "").title()
        summary = f"{summary.removesuffix(' now')} in {place}"
        return msgspec.structs.replace(cand, summary=summary, attribute="lives_in", value=plan.value,
                                       reports_change=True), summary

    # (lead53) a month's fast said with its year: "User is fasting for Ramadan 2026"
    _FASTING_FOR = re.compile(r"^User (?:is|has been) fasting for Ramadan (?P<year>\d{4})\b")

    def _fast_over(self, new: MemoryRow, now: float) -> list[int]:
        """The user's fast for one Ramadan is over when the month is ("Ramadan started, I'm fasting" in February 2026;
        anything said after the month's thirty days, from 20 March 2026, finds it ended). A fast said without its year
        ("User fasts during Ramadan", every year's) stays."""
        said = dt.datetime.fromtimestamp(new.said_at, dt.UTC).date()

        def over(row: MemoryRow) -> bool:
            fast = self._FASTING_FOR.match(row.summary)
            if fast is None or (row.subject or "user") != "user":
                return False
            starts = when.feast_days("ramadan", int(fast["year"]))
            return bool(starts) and said > max(starts) + dt.timedelta(days=30)

        return self._end_live(new, '"ramadan"', over, now)

    # (lead53) a new group of a kind joined: "User joined a new choir in Hamburg that rehearses on Thursdays"; and the one
    # of that kind the user was in: "User sings in the church choir of St. Martin that rehearses on Tuesdays"
    _NEW_GROUP = re.compile(r"^User (?:has )?joined a new (?P<kind>choir|club|team|band|orchestra|league|running club|book club"
                            r"|walking group|congregation)\b")
    _IN_GROUP = r"^User (?:sings|plays|runs|is|has been|joined|goes to)\b[^.;]{0,60}?\b(?:a|an|the|their)\s+(?:[\w.'-]+\s+){0,3}?"

    def _new_group_joined(self, new: MemoryRow, now: float) -> list[int]:
        """A new group of one kind joined ends the user's place in the one of that kind said before: "User joined a new
        choir in Hamburg …" ends "User sings in the church choir of St. Martin …" ("new" says it replaces it; joining a
        choir without "new" is one more group, and a club of another kind stays)."""
        joined = self._NEW_GROUP.match(new.summary) if new.polarity > 0 and (new.subject or "user") == "user" else None
        if joined is None:
            return []
        old = re.compile(self._IN_GROUP + re.escape(joined["kind"]) + r"\b")
        return self._end_live(new, f'"{joined["kind"]}"', lambda row: row.type == "habit" and (row.subject or "user") == "user"
                              and old.match(row.summary) is not None, now, ties=False)

    def _relatives_procedure_had(self, new: MemoryRow, now: float) -> list[int]:
        """A relative's procedure had ends the same one of theirs to be had, said before: "Wei Ming's operation went
        smoothly" ends "User's husband Wei Ming will have a knee operation on 3 March 2026" (the same one by name or by
        relation; the kind agrees as in :meth:`_procedure_had`; the user's own, or another relative's, stays)."""
        done = self._THEIR_PROCEDURE_DONE.match(new.summary) if new.polarity > 0 else None
        if done is None:
            return []
        kind = text.words(done["what"])
        rel, name = (done["rel"] or "").lower(), (done["name"] or "").casefold()

        def ahead(row: MemoryRow) -> bool:
            planned = self._THEIR_PROCEDURE_AHEAD.match(row.summary)
            if planned is None or not ((rel and planned["rel"].lower() == rel)
                                       or (name and (planned["name"] or "").casefold() == name)):
                return False
            return self._same_procedure(text.words(planned["what"] or planned["what2"]), kind)

        return self._end_live(new, self._PROCEDURE_QUERY, ahead, now)

    _DOSE = re.compile(r"\b\d+(?:\.\d+)?\s*(?:mg|mcg|µg|micrograms?|ml|units?|iu)\b", re.I)
    # ("User takes levothyroxine 50 every morning", "User takes levothyroxine, 75": a dose said without its unit, right
    # after the medicine, as people say the one they know)
    _BARE_DOSE = re.compile(r"^User takes [\w-]+,?\s+(?P<n>\d+(?:\.\d+)?)(?!\s*(?:%|percent|times|x\b|years?|days?|weeks?|hours?"
                            r"|minutes?|mins?|drops?|puffs?|tablets?|pills?|capsules?)\b)(?=\s|,|$)", re.I)

    def _dose_of(self, summary: str) -> str | None:
        said = self._DOSE.search(summary)
        if said is not None:
            return "".join(said.group(0).lower().split())
        bare = self._BARE_DOSE.match(summary)
        return bare["n"] if bare else None

    def _dose_changed(self, new: MemoryRow, now: float) -> list[int]:
        """A medicine's dose said ends its taking said before at another dose, or at none: "User takes sertraline, 100mg"
        makes "User takes sertraline for anxiety, 50mg" history (the same medicine, the user's; another medicine taken,
        or the same dose said again, stays)."""
        medicine = new.value if new.attribute == "takes" and new.polarity > 0 and (new.subject or "user") == "user" else None
        said = self._dose_of(new.summary) if medicine else None
        if medicine is None or said is None:
            return []

        def other_dose(row: MemoryRow) -> bool:
            was = self._dose_of(row.summary)
            return row.attribute == "takes" and row.value == new.value and (row.subject or "user") == "user" \
                and (was is None or was != said)

        return self._end_live(new, " AND ".join(f'"{w}"' for w in text.words(medicine)), other_dose, now)

    def _medicine_switched(self, new: MemoryRow, now: float) -> list[int]:
        """The user switched from a medicine ends its taking said before: "User takes apixaban instead of warfarin" ends
        "User takes warfarin every evening" (another medicine taken, or a relative's, stays)."""
        m = self._SWITCHED_MEDICINE.match(new.summary) if new.polarity > 0 and (new.subject or "user") == "user" else None
        if m is None:
            return []
        taken = re.compile(rf"^User (?:takes|is on|has been on|has been taking|started taking|started) {re.escape(m['old'])}\b", re.I)
        losers: list[int] = []
        for row in self.store.live_matching(" AND ".join(f'"{w}"' for w in text.words(m["old"])), 50):
            if row.id == new.id or row.polarity < 0 or row.said_at > new.said_at or (row.subject or "user") != "user" \
                    or not taken.match(row.summary):
                continue
            self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
            losers.append(row.id)
        return losers

    # off what one was on: "User's dog Nugget is off crate rest", "User is off the antibiotics now"
    _OFF = re.compile(r"^(?P<who>User(?:'s (?:[a-z-]+ ){0,2}?[a-z-]+(?: (?-i:[A-Z])[\w'’-]+)?)?) (?:is|are) (?:now |finally |fully )?off "
                      r"(?:the |their |his |her |a |an )?(?P<what>[a-z][a-z-]*(?: [a-z][a-z-]*)?)(?= and\b|,|$| now\b| at last\b)")
    _ARTICLE = r"(?:the |their |his |her |a |an )?"

    # a job got at an employer named: "User got the job at Monzo", "User starts at Stripe on …", "User accepted the offer
    # from Monzo"; and the getting of it under way: "User is interviewing with Monzo for …", "User is applying to Stripe"
    _LANDED = re.compile(r"^User (?:has |just |finally |officially )*(?:got (?:the|a|their) (?:new )?(?:job|role|position|post|offer)"
                         r" (?:at|with|from)|accepted (?:the|an|their) (?:job )?offer (?:at|from|with)|starts? (?:work )?(?:at|with)"
                         r"|is starting (?:work )?(?:at|with)|started (?:work )?(?:at|with)|works (?:at|for)"
                         # ((lead62) "User accepted the Berlin offer": the offer named by its place or its employer)
                         r"|accepted (?:the|their)(?= (?-i:[A-Z])[\w&'’.-]*(?: (?-i:[A-Z])[\w&'’.-]*){0,3} (?:job )?offer\b))"
                         r" (?P<org>(?-i:[A-Z])[\w&'’.-]*(?: (?-i:[A-Z])[\w&'’.-]*){0,3})")
    # (the offer itself, once it is taken: "User got an offer from a startup in Berlin", lead62)
    _SEEKING = (r"^User (?:(?:is|was|has been) (?:interviewing|applying|shortlisted|in talks) (?:with|at|to|for) {org}\b"
                r"|(?:got|has|received|was made) (?:an?|the) (?:job |new )?offer (?:from|at|with)\b.*\b{org}\b)")
    # a place of study got into: "User got accepted to Hohenheim", "User was admitted to Trinity College"
    _ADMITTED_TO_STUDY = re.compile(r"^User (?:has |just |finally |officially )*(?:got|was|has been|is) (?:accepted|admitted|offered a place) "
                           r"(?:to|into|at|by) (?:the )?(?P<org>(?-i:[A-Z])[\w&'’.-]*(?: (?-i:[A-Z])[\w&'’.-]*){0,3})")
    # (newuser27) a job got with no employer named ("User got the supervisor job", "User got the job at last"), and the
    # seeking of one it ends ("User applied, the interview is on 12 March 2026", "User has a job interview on Friday")
    _GOT_THE_JOB = re.compile(r"^User (?:has |just |finally |officially )*got (?:the|their|that) (?:[\w-]+ ){0,2}?(?:job|role|position|post)"
                              r"(?! (?:at|with|from) (?-i:[A-Z]))\b")
    _JOB_SOUGHT = re.compile(r"^User (?:(?:has )?applied\b|has (?:a|an|their|the) (?:job |second |final )?interview\b"
                             r"|is (?:interviewing|applying)\b|(?:has been )?shortlisted\b)")

    # a job got at a workplace named by its kind, in a town ("User got a job at a school in Wellington"), and where the user
    # worked before, in another town ("User teaches year 4 at a primary school in Rotorua")
    _JOB_IN_TOWN = re.compile(r"^User (?:has |just |finally )*got (?:a|the|their) (?:new )?(?:job|position|post|role) (?:at|with) "
                              r"(?:a|an|the) (?:[\w'-]+ ){0,3}?[\w'-]+ (?:in|near) (?P<town>(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+)?)")
    _WORK_IN_TOWN = re.compile(r"^User (?:works|teaches|is an? [\w -]{2,40}?|is the [\w -]{2,40}?)\b[\w -]{0,40}? (?:at|for) (?:a|an|the) "
                               r"(?:[\w'-]+ ){0,3}?[\w'-]+ (?:in|near) (?P<town>(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+)?)")

    # (lead62) a transfer to the employer's branch in a town ("User has been transferred to the Kobe branch from April 2026")
    _TRANSFERRED = re.compile(r"^User (?:has been|was|got|has just been) transferred to (?:the|their) (?P<town>(?-i:[A-Z])[\w'-]+"
                              r"(?: (?-i:[A-Z])[\w'-]+)?) (?:branch|office|site|plant|store|depot|campus|factory|warehouse)\b")

    def _job_elsewhere(self, new: MemoryRow, now: float) -> list[int]:
        """A job got in another town ends the work said before in the town left: "User got a job at a school in Wellington"
        makes "User teaches year 4 at a primary school in Rotorua" history (work in the same town may be a second job, and
        stays); a transfer to a branch in another town does too ("User has been transferred to the Kobe branch" ends "User
        works in sales at an electronics company in Osaka")."""
        got = self._JOB_IN_TOWN.match(new.summary) if new.type == "identity" and new.polarity > 0 \
            and (new.subject or "user") == "user" else None
        moved = []
        if got is None and new.polarity > 0 and (new.subject or "user") == "user":
            got = transfer = self._TRANSFERRED.match(new.summary)
            # (bugs63) a transfer keeps the role: "User is a cashier at a bank in York" (job_title) goes on as "User is a
            # cashier at a bank", the town left behind (the role's attribute would otherwise hold the old town live)
            for row in self.store.live_matching('"in" OR "near"', 50) if transfer is not None else []:
                old = self._WORK_IN_TOWN.match(row.summary)
                if row.id == new.id or row.type != "identity" or (row.subject or "user") != "user" or row.polarity < 0 \
                        or row.said_at > new.said_at or row.attribute != "job_title" or old is None \
                        or self._JOB_IN_TOWN.match(row.summary) is not None or transfer is None or old["town"] == transfer["town"]:
                    continue
                cut = re.search(r"\s+(?:in|near)\s+$", row.summary[: old.start("town")])
                if cut is not None:
                    self._replaced_by_copy(row, (row.summary[: cut.start()] + row.summary[old.end("town"):]).rstrip(" ,"), now)
                    moved.append(row.id)
        if got is None:
            return []
        return moved + self._end_live(new, '"in" OR "near"', lambda row: row.type == "identity" and (row.subject or "user") == "user"
                              and (old := self._WORK_IN_TOWN.match(row.summary)) is not None
                              and self._JOB_IN_TOWN.match(row.summary) is None and old["town"] != got["town"], now)

    # a course of something taken up again on a new date: "User is starting IVF again in February 2027", "User is having
    # another round of IVF in March 2027"; and the same said before, on another date ("User is starting IVF in April 2027")
    _AGAIN_DATED = re.compile(r"^User is (?P<verb>[a-z]+ing) (?:(?:another|a new|a second|a third|one more) (?:round|cycle) of )?"
                              r"(?P<what>[\w'-]+(?: [\w'-]+){0,3}?) (?:again )?(?P<when>(?:in|on) [^,]+?)(?:,.*)?$")
    _AGAIN_SAID = re.compile(r"^User is [a-z]+ing (?:(?:another|a new|a second|a third|one more) (?:round|cycle) of |[^,]+ again (?:in|on) )")

    def _again_dated(self, new: MemoryRow, now: float) -> list[int]:
        """What is taken up again on a new date ends the same said before on another: "User is starting IVF again in
        February 2027" makes "User is starting IVF in April 2027" history (the plan has moved)."""
        again = self._AGAIN_DATED.match(new.summary) if self._AGAIN_SAID.match(new.summary) and new.polarity > 0 \
            and (new.subject or "user") == "user" else None
        if again is None:
            return []
        what = again["what"].lower()
        return self._end_live(new, " AND ".join(f'"{w}"' for w in text.words(what)) or '""',
                              lambda row: row.type in ("episode", "decision", "plan", "project", "goal")
                              and (old := self._AGAIN_DATED.match(row.summary)) is not None and old["what"].lower() == what
                              and old["when"] != again["when"], now)

    # (newuser27) a relative come to live with the user ("User's mother moves in with them on 21 November 2026", "User's
    # dad has been with them since Saturday", "User's gran moved in with them"), and where that relative lived apart
    # before ("User's mother is 79, lives alone in Lugoj and fell twice in winter 2026")
    _MOVES_IN = re.compile(r"^User's (?P<rel>[a-z]+(?:-in-law)?)(?: (?-i:[A-Z])[\w'’-]+)? (?:(?:has |just |finally )*(?:moves|moved|is moving"
                           r"|will move) in with them|has been (?:living )?with them since)\b")

    def _moved_in_with_user(self, new: MemoryRow, now: float) -> list[int]:
        """A relative who moves in with the user ends where that relative was said to live apart: "User's mother moves
        in with them on 21 November 2026" makes "User's mother … lives alone in Lugoj" history (another relative's home,
        and the relative's other news, stay)."""
        come = self._MOVES_IN.match(new.summary) if new.polarity > 0 else None
        if come is None:
            return []
        rel = come["rel"]
        apart = re.compile(rf"^User's {re.escape(rel)}\b(?: (?-i:[A-Z])[\w'’-]+)?\b.*\blives? (?:alone|on (?:her|his|their) own|in)\b")
        return self._end_live(new, f'"{rel}" AND ("lives" OR "live")',
                              lambda row: bool(apart.match(row.summary)) and not self._MOVES_IN.match(row.summary), now,
                              ties=False)

    def _job_landed(self, new: MemoryRow, now: float) -> list[int]:
        """A job got at an employer ends the interviewing or applying there said before: "User got the job at Monzo"
        makes "User is interviewing with Monzo for a data analyst role" history (another employer's stays)."""
        landed = self._LANDED.match(new.summary) if new.polarity > 0 and (new.subject or "user") == "user" else None
        if landed is None and new.polarity > 0 and (new.subject or "user") == "user" \
                and (taken := self._ADMITTED_TO_STUDY.match(new.summary)) is not None:
            # (lead60) "User got accepted to Hohenheim with a scholarship" ends "User applied to a master in Hohenheim, …":
            # the place applied to, named on both sides
            place = re.compile(rf"^User (?:has )?(?:applied|is applying)\b.*\b{re.escape(taken['org'].split()[0])}\b")
            return self._end_live(new, f'"{taken["org"].split()[0]}"', lambda row: bool(place.match(row.summary)), now)
        if landed is None:
            if self._GOT_THE_JOB.match(new.summary) and new.polarity > 0 and (new.subject or "user") == "user":
                # (newuser27) "User got the supervisor job", "User got the job!": no employer named, so the job applied
                # for, its interview said ahead ("User applied, the interview is on 12 March 2026"), is over
                return self._end_live(new, '"interview" OR "applied" OR "applying" OR "interviewing"',
                                      lambda row: (row.subject or "user") == "user"
                                      and row.type in ("episode", "plan", "decision", "goal", "project")
                                      and bool(self._JOB_SOUGHT.match(row.summary)), now)
            return []
        seeking = re.compile(self._SEEKING.format(org=re.escape(landed["org"])))
        return self._end_live(new, " AND ".join(f'"{w}"' for w in text.words(landed["org"])),
                              lambda row: bool(seeking.match(row.summary)), now)

    # an internship or a placement the user got or is doing: "User got an internship at a logistics company called DSV, …"
    _INTERNSHIP = re.compile(r"^User (?:got|has|is doing|started|is on|began|landed|is starting) (?:an? |their )?(?:[\w-]+ )?"
                             r"(?:internship|placement|traineeship)\b")

    def _internship_over(self, new: MemoryRow, now: float) -> list[int]:
        """A job taken up ("User has worked at DSV since October 2026") ends the internship said before it, which was for
        a while ("User got an internship at a logistics company called DSV, starting in May, 3 months"): the user works
        now. Another's internship, or one said after the job, stays."""
        if new.attribute != "works_at" or new.polarity < 0 or (new.subject or "user") != "user":
            return []
        return self._end_live(new, '"internship" OR "placement" OR "traineeship"',
                              lambda row: (row.subject or "user") == "user" and bool(self._INTERNSHIP.match(row.summary)), now)

    # ("User is retired", told as now, ends the job said before as "User retired …" does: session 53)
    _WORK_OVER = re.compile(r"^User (?:(?:has )?(?:retired|left their job|quit their job|stopped working)|is (?:now |officially )?retired)\b(?P<rest>.*)$")

    # (session 60) an operation the user had, by the part ("User had their hip replacement on 23 February 2026", "User had
    # knee surgery"), and the waiting for it ("User is on the waiting list for a hip replacement at Croom …")
    _OPERATION_HAD = re.compile(r"^User (?:had|has had|finally had) (?:their |a |an |the |my )?(?:new |left |right )?(?P<part>[a-z]+) "
                                r"(?:replacement|replaced|operation|surgery|op)\b")

    def _operation_had(self, new: MemoryRow, now: float) -> list[int]:
        """The user's operation done ends the waiting list for it: "User had their hip replacement on 23 February 2026"
        makes "User is on the waiting list for a hip replacement" history (another part's waiting stays)."""
        had = self._OPERATION_HAD.match(new.summary) if new.polarity > 0 and (new.subject or "user") == "user" else None
        if had is None:
            return []
        waiting = re.compile(rf"^User is on (?:the|a) (?:NHS )?waiting list for (?:a |an |the |their )?(?:new |left |right )?{had['part']}\b")
        return self._end_live(new, '"waiting"', lambda row: bool(waiting.match(row.summary)), now, ties=False)

    def _working_life_over(self, new: MemoryRow, now: float) -> list[int]:
        """A job left or a working life ended, told as now ("User left their job on 29 May 2026", "User retired on 5 March
        2026", "User quit their job"), ends the job and the employer said before it in another message ("User is a
        sergeant", "User works at Hellenic Police"). One told as long past ("User retired in 2019") ends nothing, nor does
        a job said in the same message (a new one)."""
        over = self._WORK_OVER.match(new.summary) if new.polarity > 0 and (new.subject or "user") == "user" else None
        if over is None:
            return self._laid_off(new, now)
        years = [int(y) for y in re.findall(r"\b(?:19|20)\d\d\b", over["rest"])]
        if any(y < ts(new.said_at).year for y in years) or re.search(r"\b(?:ago|years?|decades?)\b", over["rest"]):
            return []  # "User retired in 2019", "User retired ten years ago": a working life over long before
        jobs = [row for attribute in ("job_title", "works_at") for row in self.store.by_attribute("user", attribute)]
        # (lead59) a workplace said with no attribute ("User works in a cashmere factory in Darkhan") is the job too
        jobs += [row for row in self.store.live_matching('"works"', 50)
                 if row.type == "identity" and not row.attribute and self._JOB_AT_A_PLACE.match(row.summary)]
        jobs = [row for row in jobs if row.id != new.id and row.superseded_by is None and row.polarity > 0 and row.said_at < new.said_at]
        if len({row.said_at for row in jobs}) > 1 and any(row.attribute for row in jobs):
            # (lead59) two jobs live, said at two times: the later is the one taken next ("User is a laboratory assistant",
            # from "I got job offer … I said yes, start 1 July"), the one left is the older
            latest = max(row.said_at for row in jobs)
            jobs = [row for row in jobs if row.said_at < latest]
        # (lead59) a job taken in the last ten weeks that already replaced the one before ("User is a dispatcher", said with
        # the offer accepted, ended "User is a tram driver"): the last day told after it is the old job's, already ended
        # (only a last day told, "User left their job …", within the notice a new job is taken in: a quitting ends it)
        jobs = [row for row in jobs if not (new.summary.startswith("User left their job") and new.said_at - row.said_at < 75 * 86400
                                            and next(self.store.select_memories(
            "superseded_by = ? AND attribute IN ('job_title', 'works_at')", (row.id,)), None) is not None)]
        # (lead60) the return to work after a leave ("User is back at the farm on light duty") is the working life ended too
        jobs += [row for row in self.store.live_matching('"back"', 50)
                 if row.type == "identity" and row.id != new.id and row.polarity > 0 and row.said_at < new.said_at
                 and (row.subject or "user") == "user" and lifefacts.BACK_AT_WORK.match(row.summary)]
        losers: list[int] = []
        for row in {row.id: row for row in jobs}.values():
            self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
            losers.append(row.id)
        return losers


    # ("User was laid off", no employer named: the employer said before is left, the trade goes on)
    _LAID_OFF = re.compile(r"^User (?:was|has been|got) (?:just )?(?:laid off|made redundant|let go)(?: (?:today|yesterday|this \w+|last \w+"
                           r"|on [^,]+|in [^,]+))?$")

    def _laid_off(self, new: MemoryRow, now: float) -> list[int]:
        """A layoff told with no employer ("User was laid off") ends the employer said before in another message ("User
        works at Ocado") and a role said with its workplace ("User is a physiotherapist at a sports clinic in Sfax"); a
        trade said alone ("User is a nurse") stays, as a nurse out of work is still a nurse. A new employer later ends the
        layoff ("User got a job at Hôpital Habib Bourguiba …" ends "User was laid off")."""
        if (new.subject or "user") != "user":
            return []
        if new.attribute == "works_at" and new.polarity > 0:
            return self._end_live(new, '"laid" OR "redundant" OR "let"', lambda row: row.type == "identity"
                                  and self._LAID_OFF.match(row.summary) is not None, now)
        if new.type != "identity" or not self._LAID_OFF.match(new.summary):
            return []
        losers: list[int] = []
        for row in [*self.store.by_attribute("user", "works_at"), *self.store.by_attribute("user", "job_title")]:
            if row.id == new.id or row.superseded_by is not None or row.polarity < 0 or row.said_at >= new.said_at:
                continue
            if row.attribute == "job_title" and not plans.ROLE_AT_A_PLACE.match(row.summary):
                continue
            self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
            losers.append(row.id)
        return losers

    _RETIRED_NOW = re.compile(r"^User (?:(?:has )?retired|is (?:now |officially )?retired)\b(?P<rest>.*)$")
    # ((lead61) "User is selling the taxi and retiring at the end of October 2026": the retirement said second)
    _RETIRING = re.compile(r"^User (?:is (?:[^,.;]{0,60}? and )?(?:retiring|going to retire|about to retire)|will (?:be )?retir(?:e|ing)"
                           r"|plans to retire)\b")

    def _retirement_came(self, new: MemoryRow, now: float) -> list[int]:
        """A retirement told as done or as now ("User retired on 27 November 2026", "User is retired") ends the
        retirement said ahead before it ("User is retiring in March 2027 after 41 years of nursing"): the plan is history
        beside what it became. One told as long past ("User retired in 2019") ends nothing; a relative's is theirs."""
        done = self._RETIRED_NOW.match(new.summary) if new.polarity > 0 and (new.subject or "user") == "user" else None
        if done is None:
            return []
        years = [int(y) for y in re.findall(r"\b(?:19|20)\d\d\b", done["rest"])]
        if any(y < ts(new.said_at).year for y in years) or re.search(r"\b(?:ago|decades?)\b", done["rest"]):
            return []
        # ((bugs61) a retirement said ahead with its day is a plan, plan:retires: its attribute holds no tie to keep)
        return self._end_live(new, '"retiring" OR "retire"', lambda row: row.said_at < new.said_at
                              and bool(self._RETIRING.match(row.summary)), now, ties=False)

    def _off_it(self, new: MemoryRow, now: float) -> list[int]:
        """Off what one was on ends being on it: "User's dog Nugget is off crate rest" makes "User's dog Nugget is on
        crate rest for 6 weeks" history, "User is off the antibiotics" "User is on antibiotics for a chest infection"
        (the same one, as the summaries open; the same thing). Another's, or another thing, is left."""
        off = self._OFF.match(new.summary) if new.polarity > 0 else None
        if off is None:
            return []
        on = re.compile(rf"^{re.escape(off['who'])} (?:is|are) (?:still |now |currently )?on {self._ARTICLE}{re.escape(off['what'])}\b")
        return self._end_live(new, " AND ".join(f'"{w}"' for w in off["what"].split()), lambda row: bool(on.match(row.summary)), now)

    def _born(self, new: MemoryRow, now: float) -> list[int]:
        """Supersede the pregnancy a birth ends (mercuryd/brain/births.py): the live memories
        of the same household's pregnancy said before ``new`` and at most a term before it."""
        from mercuryd.brain import births

        whose = births.whose_birth(new.summary) if new.polarity > 0 else None
        if whose is None:
            return []
        losers: list[int] = []
        for row in self.store.live_matching('"pregnant" OR "expecting" OR "due"', 50):  # ("due": newuser28, births._DUE)
            if (row.id == new.id or row.polarity < 0 or not row.said_at <= new.said_at
                    or new.said_at - row.said_at > births.TERM_DAYS * 86400 or not births.ends(whose, births.expecting_of(row.summary))):
                continue
            self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
            losers.append(row.id)
            if row.attribute and (named := births.partner_in(row.summary)):
                self._partner_again(row, named, now)
            else:
                self._keep_partner(row)
        if whose == "user" and not losers and (bare := self._BARE_BIRTH.match(new.summary)):
            losers += self._relatives_birth(new, bare, now)
        elif whose == "user":
            losers += self._one_more_child(new, now)
        return losers

    # (lead58) a birth told with no parent named: "User's twins were born on 24 August 2026" (from "The twins are born!")
    # ("User's twins Lucía and Tomás were born": their names said with them, kept in the retitled birth)
    _BARE_BIRTH = re.compile(r"^User's (?P<what>twins|triplets|baby)(?P<names>(?: (?-i:[A-Z])[\w'’-]*(?:,| and|))*?)"
                             r" (?P<rest>(?:was|were) born\b.*)$")
    # who is expecting, as the summary names them ("User's daughter Valeria"): the head of births.expecting_of's reading
    _KIN_HEAD = re.compile(r"^User's (?:[a-z]+(?:[\s-][a-z]+)*?)(?: (?-i:[A-Z])[\w'’-]*)?(?= (?:is|are)\b)")

    def _relatives_birth(self, new: MemoryRow, bare: re.Match[str], now: float) -> list[int]:
        """A birth told with no parent named ("The twins are born!") when the user's household expects none and one
        relative's pregnancy is live, said at most a term before (twins when twins are born): the relative's children
        born. The birth is retitled as theirs ("User's daughter Valeria's twins were born on …"), in place as :meth:`_wed`
        names the partner, and the pregnancy is its history; with no such relative, or two, nothing changes."""
        from mercuryd.brain import births

        found = [(row, head) for row in self.store.live_matching('"pregnant" OR "expecting"', 50)
                 if row.id != new.id and row.polarity > 0 and row.said_at <= new.said_at
                 and new.said_at - row.said_at <= births.TERM_DAYS * 86400
                 and births.expecting_of(row.summary) not in {None, "user"}
                 and not (births.expecting_of(row.summary) or "").startswith("name:")
                 and (head := self._KIN_HEAD.match(row.summary)) is not None
                 and (bare["what"] != "twins" or re.search(r"\btwins\b", row.summary) is not None)]
        if len(found) != 1:
            return []
        row, head = found[0]
        said = f"{head[0]}'s {bare['what']}{bare['names']} {bare['rest']}"
        self.store.update_memory(new.id, summary=said, norm=text.norm(said), updated_at=now)
        self._store_vector(new.id, said)
        for pid in self.store.person_ids_of(row.id):
            self.store.link(new.id, pid, None)
        self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
        return [row.id]

    def _one_more_child(self, new: MemoryRow, now: float) -> list[int]:
        """A child of the user's born and named ("User's son Finn was born on …") after the user said how many children
        they have ("User has two kids: Ava and Leo"): that count, said before the birth, is history under one that
        counts the newborn ("User has three kids: Ava, Leo and Finn"), kept as it was otherwise."""
        from mercuryd.brain import births

        child = births.child_born(new.summary)
        if child is None:
            return []
        losers: list[int] = []
        for row in self.store.live_matching('"kids" OR "children"', 50):
            if row.id == new.id or row.polarity < 0 or row.said_at > new.said_at or child.lower() in row.summary.lower():
                continue
            counted = births.one_more(row.summary, child)
            if counted is None:
                continue
            more = self._copy_as(row, counted, now, stated_at=new.said_at, reinforcements=0)
            for pid in self.store.person_ids_of(row.id):
                self.store.link(more.id, pid, None)
            self.store.update_memory(row.id, superseded_by=more.id, updated_at=now)
            losers.append(row.id)
        return losers

    def _partner_again(self, ended: MemoryRow, named: tuple[str, str], now: float) -> None:
        """An ended pregnancy that holds the partner's own fact (its attribute, "spouse": said
        as one, or "User's wife is Abena" restated as "User's wife Abena is pregnant" and
        folded into it, mercuryd/brain/text.py ``adds_to``): the birth ends the pregnancy,
        not who the partner is. That stays live as it was (attribute, reinforcements, scope,
        people and times kept), saying the partner only, unless a live memory says it already."""
        rel, name = named
        partner = f"User's {rel} is {name}"
        if any(r.id != ended.id and r.summary.lower().startswith(partner.lower())
               for r in self.store.live_matching(f'"{rel}" AND "{name}"', 50)):
            return
        row = self._copy_as(ended, partner, now, takes_effect=None)
        for pid, _ in self.store.persons_of([ended.id])[ended.id]:
            self.store.link(row.id, pid, None)

    def _keep_partner(self, ended: MemoryRow) -> None:
        """An ended pregnancy that named the partner ("User's wife Abena is pregnant…"): who
        the partner is stays live ("User's wife is Abena"), said when the pregnancy was,
        unless a live memory already starts so."""
        from mercuryd.brain import births

        named = births.partner_in(ended.summary)
        if named is None:
            return
        rel, name = named
        said = (f"User's {rel} is {name}".lower(), f"User's {rel} {name} ".lower())
        if any(r.id != ended.id and r.summary.lower().startswith(said) for r in self.store.live_matching(f'"{rel}" AND "{name}"', 50)):
            return
        src = ended.source_dict
        self.write(Candidate(type="relationship", summary=f"User's {rel} is {name}", evidence=ended.evidence,
                             stated_at=ended.said_at, refs=[f"memory:{ended.id}"]),
                   source=wire.Source(channel=src.get("channel") or "household", conversation_id=src.get("conversation_id")))

    _AIMS = ("goal", "project")

    def _routine_replaced(self, new: MemoryRow, change: bool, now: float) -> list[int]:
        """A routine said as a change ("New running routine: I run along the coast on Tuesday and
        Thursday mornings") replaces the earlier live routines of the same activity, whatever their
        object ("User runs with the trail club every Sunday morning", ``schedule:run trail club``):
        a habit's attribute names the activity and what it is done with, so a new routine with
        another object never conflicted with the old one."""
        attr = new.attribute or ""
        if not change or new.type != "habit" or new.polarity < 0 or not attr.startswith(SCHEDULE_PREFIX):
            return []
        verb = attr[len(SCHEDULE_PREFIX):].split(" ", 1)[0]
        if not verb.isalpha() or len(verb) < 3:
            return []
        mine = f"{SCHEDULE_PREFIX}{verb}"
        losers: list[int] = []
        for row in self.store.by_attribute_prefix(new.subject or "user", mine):
            if (row.id == new.id or row.type != "habit" or row.polarity < 0 or row.said_at > new.said_at
                    or row.superseded_by is not None or not (row.attribute == mine or (row.attribute or "").startswith(mine + " "))):
                continue
            self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
            losers.append(row.id)
        return losers

    _COURSES = frozenset("course class classes programme program bootcamp apprenticeship".split())

    # (bugs59) a language's level, as the European framework counts it ("A1" … "C2"), or Japan's ("N5" … "N1")
    _LANG_LEVEL = re.compile(r"\b(?P<lvl>[ABC][12]|N[1-5])\b")
    _LANG_NAME = re.compile(r"\b(?P<lang>" + "|".join(sorted(NATURAL_LANGUAGES, key=len, reverse=True)) + r")\b", re.I)
    # the new level told as reached or begun: "passed A2 German exam, now B1 course", "moved up to B2 in Spanish"
    _LEVEL_ON = re.compile(r"^User (?:(?:has|have|just|finally|now|also)\s+)*(?:passed|finished|completed|got|reached|moved\s+up"
                           r"|went\s+up|started|is\s+(?:now\s+)?(?:in|at|doing|starting|taking)|is\s+moving\s+up)\b", re.I)
    _LESSONS = re.compile(r"\b(?:lessons?|class(?:es)?|course|level|tutor|school)\b", re.I)

    @classmethod
    def _level_rank(cls, level: str) -> int:
        """A1 … C2 as 1 … 6, N5 … N1 as 1 … 5 (the higher, the further on)."""
        return 6 - int(level[1]) if level[0] == "N" else "ABC".index(level[0]) * 2 + int(level[1])

    def _level_passed(self, new: MemoryRow, now: float) -> list[int]:
        """A language's level passed or begun ("User passed A2 German exam, now B1 course") moves the lessons on: the
        live lessons of the same language at a lower level ("User started German lessons on Saturdays, A1 level") are
        history. Another language's, or lessons at the same level or higher, are left."""
        if new.polarity <= 0 or not self._LEVEL_ON.match(new.summary):
            return []
        lang = self._LANG_NAME.search(new.summary)
        levels = [m["lvl"] for m in self._LANG_LEVEL.finditer(new.summary)]
        if lang is None or not levels or len({lv[0] == "N" for lv in levels}) > 1:
            return []
        top = max(self._level_rank(lv) for lv in levels)
        japanese = levels[0][0] == "N"

        def below(row: MemoryRow) -> bool:
            said = [m["lvl"] for m in self._LANG_LEVEL.finditer(row.summary) if (m["lvl"][0] == "N") == japanese]
            other = self._LANG_NAME.search(row.summary)
            return (bool(said) and other is not None and other["lang"].lower() == lang["lang"].lower()
                    and self._LESSONS.search(row.summary) is not None and max(self._level_rank(lv) for lv in said) < top)

        ended = self._end_live(new, f'"{lang["lang"]}"', below, now, ties=False)
        now_at = next((lv for lv in levels if self._level_rank(lv) == top), None)
        if now_at is None or not (len(levels) > 1 or re.search(r"\bnow\b", new.summary)):
            return ended  # ("passed my B1 Spanish exam": the level the lessons go on at is not said)
        for rid in ended:  # "…, now B1 course": the same lessons, at the level they are at now
            if (row := self.store.get_memory(rid)) is not None:
                moved = self._LANG_LEVEL.sub(lambda m: now_at if (m["lvl"][0] == "N") == japanese else m["lvl"], row.summary)
                copy = self._copy_as(row, moved, now, stated_at=new.said_at, reinforcements=0)
                for pid in self.store.person_ids_of(row.id):
                    self.store.link(copy.id, pid, None)
        return ended

    def _reached(self, new: MemoryRow, now: float) -> list[int]:
        """Supersede the goal an achievement reaches (mercuryd/brain/reached.py): the live
        goals and projects said before ``new`` that aim at what it says was done."""
        got = reached.achieved(new.summary) if new.polarity > 0 and new.type not in self._AIMS else None
        if got is None:
            return self._kin_joined(new, now)
        match = " OR ".join(f'"{w[:4]}"*' for w in dict.fromkeys(got.words))
        # (a course finished ends the course kept as a routine too: "User is doing a pottery course on Wednesday nights")
        course = got.verb in {"finish", "complete"} and got.words[-1] in self._COURSES
        # (a race entered is an aim too, reached when it is run: "User entered the Soweto marathon in November 2026")
        aims = [row for row in self.store.live_matching(match, 50)
                if row.id != new.id and row.polarity > 0 and row.said_at <= new.said_at
                and (((row.type in self._AIMS or (course and row.type == "habit")
                       # ("User has decided to open a guesthouse", then "User opened the guesthouse": the decision carried out)
                       or (row.type == "decision" and got.verb == "open")) and reached.reaches(got, row.summary))
                     or (row.type == "episode" and reached.reaches_entry(got, row.summary)))]
        if len(aims) > 1 and reached.generic(got):
            return []  # "got the certification" with two certifications studied for: which one is not said
        for row in aims:
            self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
        return [row.id for row in aims]

    def _kin_joined(self, new: MemoryRow, now: float) -> list[int]:
        """A named relative's joining ("User's son Kevin signed with the Army") ends what they wanted to join, said before
        ("User's son Kevin wants to join the Army after high school"); another relative's wish, or the user's, is left."""
        joined = reached.kin_joined(new.summary) if new.polarity > 0 and new.type == "relationship" else None
        if joined is None:
            return []
        who, got = joined
        wish = re.compile(re.escape(who) + r"\s+(?:wants|hopes|plans|would\s+like|is\s+(?:planning|hoping))\s+to\s+join\b")
        return self._end_live(new, '"join"*', lambda row: wish.match(row.summary) is not None
                              and reached.reaches(got, row.summary[len(who):]), now)

    # an exam or test over: "User passed the MRCP", "User got their IELTS results, 7.5 overall", "User sat the CFA exam",
    # "User's son Benjamín passed the PAES" (a relative's, said as the summary opens)
    _WHOSE = r"User(?:'s (?:[a-z-]+ ){0,2}?[a-z-]+(?: (?-i:[A-Z])[\w'-]+)?)?"
    _EXAM_DONE = re.compile(rf"^(?P<who>{_WHOSE}) (?:(?:has|have|just|finally|officially|successfully|actually)\s+)*(?:(?P<verb>passed|failed|sat|took"
                            r"|did|completed|finished) (?:the |their |a |an |his |her )?(?P<obj>[^,;]+?)"
                            r"|got (?:back )?(?:the |their |his |her )?(?P<res>[^,;]+?) results?(?: back)?|got (?:the |their |his |her )?results? (?:for|of|from) "
                            r"(?:the |their |his |her )?(?P<res2>[^,;]+?)"
                            # "User's child Leyla got 8s and 9s in her GCSEs": the grades got in an exam (its results)
                            r"|got (?:straight |all )?(?:[A-Z]\*?s|[1-9]s|[A-Z]\*?|[1-9])(?:(?:,| and) (?:[A-Z]\*?s|[1-9]s|[A-Z]\*?|[1-9]))* "
                            r"(?:in|for) (?:the |their |his |her )?(?P<res3>[^,;]+?))"
                            r"(?=\s*$|[,;]| (?:on|in|at|last|this|yesterday|today|with|after|and|but|so)\b)")
    # an exam or test to come, or worked for: "User is sitting the MRCP exam in May 2026", "User's driving test is on 3
    # March 2027", "User is preparing for the IELTS exam in April 2026", "User's son Benjamín is sitting the PAES …"
    _EXAM_AHEAD = re.compile(rf"^(?P<who>{_WHOSE}) (?:is |will be |has been )?(?:sitting|taking|doing|resitting|retaking|re-sitting|writing"
                             r"|preparing for|studying for|revising for|cramming for|booked|registered for|signed up for)\b"
                             rf"|^(?P<who2>{_WHOSE})'s (?:[\w-]+ ){{1,4}}?(?:exam|exams|test|finals|boards|paper|resit) (?:is|are) (?:on|in|next|this)\b"
                             # "User's son Jakub has his maturita exams in May 2026": an exam had ahead
                             rf"|^(?P<who3>{_WHOSE}) (?:has|have) (?:his|her|their|the|a|an) (?:[\w-]+ ){{1,4}}?(?:exam|exams|test|finals|boards|paper|resit)"
                             r" (?:on|in|next|this)\b")
    _EXAM_WORDS = frozenset("exam exams test tests paper papers final finals boards board resit results result score scores grade grades "
                            "mark marks part".split())

    # taken up again after a stop: "User has been smoking again since …", "User smokes again since the funeral", "User is
    # back on the vapes", "User started vaping again"
    _RELAPSE = re.compile(r"^User (?:(?:is|has been|has started|started|went back to) (?P<ing>[a-z]+ing)\b.*?\bagain\b"
                          r"|(?P<does>[a-z]+s) again\b|is back on (?:the )?(?P<on>[a-z]+))")
    # a habit given up: "User quit smoking in March 2026", "User has given up the vapes", "User is off the fags"
    _QUIT = re.compile(r"^User (?:has )?(?:quit|quitted|stopped|gave up|given up|kicked|is off) (?:the )?(?P<what>[a-z]+)\b")
    # the words of one habit ("fags", "cigarettes", "smoking" are one)
    _HABIT_OF: ClassVar[dict[str, str]] = {"fag": "smok", "cig": "smok", "cigarett": "smok", "ciggi": "smok", "smoke": "smok", "vape": "vap",
                                           "booz": "drink", "alcohol": "drink", "boozing": "drink"}

    def _habit_word(self, word: str) -> str:
        w = re.sub(r"(?:ing|es|s)$", "", word.lower()) or word.lower()
        return self._HABIT_OF.get(w, self._HABIT_OF.get(w.rstrip("e"), w.rstrip("e")))

    def _relapsed(self, new: MemoryRow, now: float) -> list[int]:
        """A habit taken up again ends the stop of it told before ("User smokes again since the funeral" ends "User quit
        smoking in March 2026"), and a stop ends the relapse told before it ("User quit the snus again" ends "User is back
        on the snus"). Only the user's own, and only the same habit (another quit stays)."""
        # (a stop is stored with polarity -1: "User quit smoking …" says the habit is not done)
        if (new.subject or "user") != "user" or new.type not in ("habit", "decision", "episode"):
            return []
        relapse = self._RELAPSE.match(new.summary)
        quit_ = None if relapse else self._QUIT.match(new.summary)
        said = (relapse and (relapse.group("ing") or relapse.group("does") or relapse.group("on"))) or (quit_ and quit_.group("what"))
        if not said:
            return []
        what = self._habit_word(said)
        if len(what) < 3:
            return []
        other = self._QUIT if relapse else self._RELAPSE
        losers: list[int] = []
        for row in self.store.live_matching(" OR ".join(f'"{w}"' for w in ("quit", "stopped", "gave", "given", "kicked", "off")
                                                        ) if relapse else '"again" OR "back"', 50):
            if (row.id == new.id or row.said_at > new.said_at or (row.subject or "user") != "user"
                    or row.type not in ("habit", "decision", "episode", "constraint")):
                continue
            m = other.match(row.summary)
            old = m and (m.group("what") if other is self._QUIT else (m.group("ing") or m.group("does") or m.group("on")))
            if old and self._habit_word(old) == what:
                self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
                losers.append(row.id)
        return losers

    _PARTNER_LEFT = re.compile(r"^User's business partner (?P<name>[A-Z][\w'’-]+) left the ")

    def _partner_gone(self, new: MemoryRow, now: float) -> list[int]:
        """A business partner who left ("User's business partner Femi left the barbershop in June 2026") ends what said
        the user works with them: "User runs a barbershop in Peckham with their business partner Femi", "User's business
        partner is Femi". Only the user's own, only that partner."""
        left = self._PARTNER_LEFT.match(new.summary) if (new.subject or "user") == "user" else None
        if left is None:
            return self._kin_left_business(new, now)
        name = left["name"]
        partnered = re.compile(rf"^User's business partner is {re.escape(name)}$|\bwith their business partner {re.escape(name)}\b")
        losers: list[int] = []
        for row in self.store.live_matching(f'"{name}"', 50):
            if row.id == new.id or row.said_at > new.said_at or (row.subject or "user") != "user":
                continue
            if partnered.search(row.summary):
                self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
                losers.append(row.id)
        return losers

    # (lo36) a relative who ran the business with the user, leaving it: "User's brother Anselm is leaving the bakery to do a
    # master's", "User's sister Tsion left the company in March"
    _KIN_LEFT_BUSINESS = re.compile(r"^User's (?P<rel>[a-z]+(?:-in-law)?) (?P<name>(?-i:[A-Z])[\w'’-]+) (?:is leaving|has left|left"
                                    r"|is quitting|quit|is stepping away from|stepped away from) (?:(?:the|our|their) (?:[\w'’-]+ )?(?:business|company|firm|shop"
                                    r"|bakery|café|cafe|restaurant|salon|studio|practice|farm|agency|store|stall|garage|clinic|brewery|roastery"
                                    r"|workshop|start-?up|venture|partnership)|(?-i:[A-Z])[\w&'’-]*(?: (?:&|(?-i:[A-Z])[\w'’-]*))*)"
                                    r"(?= to | in | on | at | for |,|$)")

    def _kin_left_business(self, new: MemoryRow, now: float) -> list[int]:
        """(lo36) A relative named leaving the business ("User's brother Anselm is leaving the bakery …") leaves the
        business the user has with them the user's alone: "User has a small bakery, Korst & Kruim, with their brother
        Anselm" goes on as "User has a small bakery, Korst & Kruim". Only a memory of the user's that says the business
        with that relative, named ("with their sister Tsion"); "User's brother is Anselm" stays."""
        left = self._KIN_LEFT_BUSINESS.match(new.summary) if new.polarity > 0 and (new.subject or "user") == "user" else None
        if left is None:
            return []
        with_them = re.compile(rf",? with their {re.escape(left['rel'])} {re.escape(left['name'])}\b")
        losers: list[int] = []
        for row in self.store.live_matching(f'"{left["name"]}"', 50):
            if row.id == new.id or row.said_at > new.said_at or (row.subject or "user") != "user" or row.polarity < 0 \
                    or not re.match(r"^User (?:has|runs|owns|co-owns|started|set up|opened) ", row.summary) \
                    or (cut := with_them.search(row.summary)) is None:
                continue
            kept = (row.summary[: cut.start()] + row.summary[cut.end():]).rstrip(" ,")
            self._replaced_by_copy(row, kept, now)
            losers.append(row.id)
        return losers

    def _exam_over(self, new: MemoryRow, now: float) -> list[int]:
        """Supersede the exam still to come, or the work for it, that ``new`` says is over: "User passed the MRCP" ends
        "User is sitting the MRCP exam in May 2026"; "User got their IELTS results, 7.5 overall" ends "User is
        preparing for the IELTS exam in April 2026" (results come only after the sitting). Every word naming which
        exam (not "exam", "test", "results") must be said by the one ended; a word or more must be. A failure ends
        the sitting, not the work for a pass (a goal), which may go on to a resit."""
        done = self._EXAM_DONE.match(new.summary) if new.polarity > 0 else None
        if done is None:
            return []
        obj = done["obj"] or done["res"] or done["res2"] or done["res3"] or ""
        words = [w for w in text.content_words(obj) if w.isalnum() and w not in self._EXAM_WORDS
                 and w not in {"their", "the", "his", "her"}][:5]
        whose = done["who"]
        if not words or (done["verb"] in {"did", "took", "completed", "finished"} and not re.search(
                r"\b(?:exam|exams|test|finals|boards|paper)\b", obj, re.I)):
            return []  # ("User did the Tesco shop"): only an exam is sat
        failed = done["verb"] in {"failed", "sat", "took", "did"}
        match = " AND ".join(f'"{w[:4]}"*' for w in words)
        # "User passed the PEBC exam" ends "User is writing the Pharmacy Examining Board of Canada exam …": an exam
        # named by its letters, the one to come by its words (looked up by what it is: an exam, a test)
        letters = {w.lower() for w in re.findall(r"\b[A-Z]{2,6}\b", obj)} & set(words)
        rows = self.store.live_matching(match, 50)
        if letters:
            rows += [r for r in self.store.live_matching('"exam"* OR "test"* OR "boards" OR "finals"', 50) if r.id not in {x.id for x in rows}]
        losers: list[int] = []
        for row in rows:
            if (row.id == new.id or row.polarity < 0 or row.said_at > new.said_at
                    or row.type not in ("episode", "habit", "goal", *(("relationship",) if whose != "User" else ()))
                    or (failed and row.type == "goal") or (ahead := self._EXAM_AHEAD.match(row.summary)) is None
                    or (ahead["who"] or ahead["who2"] or ahead["who3"]) != whose):
                continue  # (only the same one's exam: the user's, or the same relative's as the summary opens)
            # (the exam is what the memory is of, before any comma: "User is doing a psychology degree with the OU,
            # first module ends in June" is the degree's, which a module passed does not end)
            said = text.words(row.summary.split(",")[0])
            initials = text.initials(row.summary.split(",")[0]) if letters else set()
            if all(any(s == w or (len(w) >= 3 and s.startswith(w)) for s in said) or w in initials for w in words):
                self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
                losers.append(row.id)
        if done["verb"] == "passed" and whose == "User" and re.match(r"(?:their |the |a )?driving test\b", obj, re.I):
            # "User passed their driving test" ends "User is learning to drive, lessons every Saturday": the lessons are over
            for row in self.store.live_matching('"drive" OR "driving"', 50):
                if row.id != new.id and row.said_at <= new.said_at and (row.subject or "user") == "user" \
                        and self._LEARNING_TO_DRIVE.match(row.summary) and row.id not in losers:
                    self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
                    losers.append(row.id)
        return losers

    # ((newuser29) "User started driving lessons": the lessons begun)
    _LEARNING_TO_DRIVE = re.compile(r"^User (?:is |has been |started |has started )?(?:learning to drive|taking driving lessons"
                                    r"|(?:has|is having|takes) driving lessons|(?<=started )driving lessons)\b")

    # a doctorate done: "User has finished a doctorate and is now Dr. Brandt", "User defended their PhD thesis",
    # "User passed their viva"
    _DOCTORATE_DONE = re.compile(r"^User (?:has |have |had |finally |just |officially |successfully )*(?:finished|completed|defended"
                                 r"|passed|got|been awarded|was awarded) (?:a |an |their |the )?(?:doctorate|phd|dphil|viva"
                                 r"|(?:phd |doctoral )?thesis defen[cs]e|phd thesis|doctoral thesis"
                                 # ((lead63) "User defended their thesis": the defence is the doctorate's; a master's
                                 # thesis is said so, and a PhD under way must be known for anything to end)
                                 r"|(?<=defended )(?:their |the )?thesis)\b", re.I)
    # the doctorate under way: "User is doing a PhD in neuroscience at Lyon 1", "User is a PhD student at UCL",
    # "User is in the final year of their PhD"
    _DOCTORATE_UNDER_WAY = re.compile(r"^User (?:is|'s) (?:(?:currently|still|now) )?(?:doing|studying for|working on|writing up"
                                      r"|in the (?:\w+ )?year of|(?:a|an) (?:\w+[- ]year )?(?:phd|doctoral) (?:student|candidate|researcher))"
                                      r"(?: (?:a|an|their|the))?(?: (?:phd|doctorate|dphil)\b)?", re.I)

    # a step of the doctorate still to come: "User's viva is on 4 December 2026", "User's thesis is due on 30 September"
    _DOCTORATE_STEP = re.compile(r"^User's (?:phd |doctoral )?(?:viva|thesis defen[cs]e|defen[cs]e|thesis|phd) (?:is|will be) "
                                 r"(?:due |booked |scheduled |set )?(?:on|in|for|by)\b", re.I)

    def _doctorate_done(self, new: MemoryRow, now: float) -> list[int]:
        """A doctorate done ends the doctorate under way said before it: "User has finished a doctorate and is now Dr.
        Albuquerque" ends "User is doing a PhD in neuroscience at Lyon 1" and "User is a PhD student at UCL" (the
        user's own, any kind of memory but an episode). A thesis handed in or a chapter finished ends nothing."""
        if new.polarity < 0 or (new.subject or "user") != "user" or not self._DOCTORATE_DONE.match(new.summary):
            return []
        losers: list[int] = []
        for row in self.store.live_matching('"phd" OR "doctorate" OR "dphil" OR "doctoral" OR "viva" OR "thesis" OR "defence"'
                                            ' OR "defense"', 50):
            under_way = self._DOCTORATE_UNDER_WAY.match(row.summary)
            if row.id == new.id or row.polarity < 0 or row.said_at > new.said_at or (row.subject or "user") != "user":
                continue
            if not self._DOCTORATE_STEP.match(row.summary) and (
                    row.type == "episode" or under_way is None
                    or not re.search(r"\b(?:phd|doctorate|dphil|doctoral)\b", under_way.group(0), re.I)):
                continue  # (the viva or the thesis due, to come, is over too: "User's viva is on 4 December 2026")
            self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
            losers.append(row.id)
        return losers

    def _studies_over(self, new: MemoryRow, now: float) -> list[int]:
        """The user's studies told as over ("User has finished university on 10 December 2026", from "I'm officially
        finished with uni!") end the student said before ("User is a final-year history student at Edinburgh", "User
        studies marine biology at UH Manoa"): history under it. A friend finishing uni, or a student said after it,
        ends nothing."""
        if new.polarity < 0 or (new.subject or "user") != "user" or not lifefacts.STUDIES_OVER.match(new.summary):
            return []
        losers: list[int] = []
        for row in self.store.live_matching('"student" OR "studies" OR "studying" OR "undergrad"* OR "master"* OR "degree"'
                                            ' OR "bachelor"* OR "msc" OR "mba" OR "bsc"', 50):
            if (row.id == new.id or row.polarity < 0 or row.said_at > new.said_at or (row.subject or "user") != "user"
                    or row.type == "episode" or not lifefacts.STUDENT.match(row.summary)):
                continue
            self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
            losers.append(row.id)
        return losers

    # (lead63) the user's classes or sessions on a weekday stopped: "User stopped the classes on Saturdays", "User has quit
    # the Tuesday sessions"
    _DAY_CLASSES_STOPPED = re.compile(r"^User (?:has )?(?:just )?(?:stopped|quit|gave up|given up|dropped|cancelled|canceled|ended) "
                                      r"(?:the|their|those) (?:(?P<day>(?:mon|tues|wednes|thurs|fri|satur|sun)day)s? )?(?:morning |evening "
                                      r"|afternoon |night )?(?:classes|class|lessons|sessions|club|group|practices|practice|training)"
                                      r"(?: on (?P<day2>(?:mon|tues|wednes|thurs|fri|satur|sun)day)s?)?\b", re.I)
    # what a habit on that day holds that such a stop can end: teaching, classes, sessions
    _CLASS_HABIT = re.compile(r"\b(?:teach\w*|class\w*|lessons?|sessions?|club|group|practice|training|coach\w*|tutor\w*)\b", re.I)

    def _day_classes_stopped(self, new: MemoryRow, now: float) -> list[int]:
        """(lead63) "User stopped the classes on Saturdays" ends the user's habit on that day that holds classes or teaching
        ("User has started teaching English to village children every Saturday morning"): history under the stop. A
        habit on another day, or one of another kind ("User swims every Saturday"), stays."""
        stop = self._DAY_CLASSES_STOPPED.match(new.summary) if new.polarity > 0 and (new.subject or "user") == "user" else None
        if stop is None or not (day := (stop["day"] or stop["day2"] or "").lower()):
            return []
        return self._end_live(new, f'"{day}" OR "{day}s"',
                              lambda row: (row.subject or "user") == "user" and row.type == "habit"
                              and day in f"{row.value or ''} {row.summary}".lower() and bool(self._CLASS_HABIT.search(row.summary)),
                              now, ties=False)

    # (lead63) what the user applied for, granted: "User's visa was granted", "User's work permit was approved", "User got
    # the mortgage approved"; and the application it ends: "User has applied for a parent visa to Australia"
    _GRANTED = re.compile(r"^User(?:'s| got (?:the|their|a|an)) (?:[\w-]+ ){0,3}?(?P<thing>visa|permit|loan|mortgage|grant|residency"
                          r"|citizenship|passport|transfer|claim|scholarship|licen[cs]e|pension|leave|extension)s?"
                          r"(?: (?:was|were|has been|have been|got|is|are))? (?:finally |just |officially )?(?:approved|granted|accepted)\b")

    def _granted(self, new: MemoryRow, now: float) -> list[int]:
        """(lead63) A thing the user applied for, granted ("User's visa was granted") ends the application said before it
        ("User has applied for a parent visa to Australia"): the same kind of thing, the user's own. Another thing
        applied for stays, and so does a refusal's memory."""
        got = self._GRANTED.match(new.summary) if new.polarity > 0 and (new.subject or "user") == "user" else None
        if got is None:
            return []
        thing = got["thing"].lower()
        applied = re.compile(rf"^User (?:has |have |had |just )*(?:applied|is applying|put in an application|submitted (?:an|the|their) "
                             rf"application) for (?:a |an |the |their )?(?:[\w'-]+ ){{0,3}}?{thing}s?\b", re.I)
        return self._end_live(new, f'"{thing}"', lambda row: (row.subject or "user") == "user" and bool(applied.match(row.summary)), now)

    # (lead63) a relative's studies told as over: "User's son Teina has finished his degree", "User's daughter Ama graduated
    # from Leeds"; and the studies under way they end: "User's son Teina is at Massey doing ag science", "User's daughter
    # Ama studies law at Leeds", "User's daughter is a nursing student"
    _KIN_STUDIES_OVER = re.compile(r"^User's (?P<rel>son|daughter|grandson|granddaughter|brother|sister|nephew|niece|partner|wife"
                                   r"|husband|boyfriend|girlfriend)(?: (?P<name>(?-i:[A-Z])[\w'’-]+))? (?:has )?(?:just |finally )?"
                                   r"(?:finished|completed|graduated)\b(?: from)?(?= (?:his|her|their) (?:degree|studies|course|uni"
                                   r"|university|college|apprenticeship|masters?|master's|phd)\b| (?:uni|university|college)\b"
                                   r"|(?<=graduated)(?: |,|$))")
    _KIN_STUDYING = (r"^User's {rel}(?: {name})? (?:is (?:at (?-i:[A-Z])\S*(?: (?-i:[A-Z])\S*)* (?:doing|studying|reading)|studying"
                     r"|doing (?:a|an|his|her|their) (?:[\w-]+ ){{0,3}}?(?:degree|course|masters?|apprenticeship)|in (?:his|her|their) "
                     r"(?:first|second|third|final|last) year|an? (?:[\w-]+ ){{0,3}}?student)|studies)\b")

    def _kin_studies_over(self, new: MemoryRow, now: float) -> list[int]:
        """(lead63) A relative's studies over ("User's son Teina has finished his degree, coming home …") end what was said
        of them studying before ("User's son Teina is at Massey doing ag science"): the same relation, and the same name
        when both say one. Another relative's studies, or a study said after, stay."""
        over = self._KIN_STUDIES_OVER.match(new.summary) if new.polarity > 0 else None
        if over is None:
            return []
        rel, name = over["rel"], over["name"]
        studying = re.compile(self._KIN_STUDYING.format(rel=rel, name=re.escape(name) if name else r"(?-i:[A-Z])[\w'’-]+"))
        return self._end_live(new, f'"{name}"' if name else f'"{rel}"',
                              lambda row: bool(studying.match(row.summary))
                              and (name is None or name in row.summary or not re.match(rf"^User's {rel} (?-i:[A-Z])", row.summary)),
                              now)

    def _staying_after_all(self, new: MemoryRow, now: float) -> list[int]:
        """"User changed their mind and will stay 2 more years" takes back the move said before it ("User is moving back
        to Cebu for good in March 2027", "User is going home to Lagos in June 2027"): history under the stay. A
        relative's move, or one said after the stay, is left. ("I'm staying in Dubai after all" is where the user lives,
        and retracts the move: extract_rules._staying_after_all.)"""
        if new.polarity < 0 or (new.subject or "user") != "user" or not lifefacts.STAYING_AFTER_ALL.match(new.summary):
            return []
        losers: list[int] = []
        for row in self.store.live_matching('"moving" OR "going" OR "heading" OR "returning"', 50):
            if (row.id == new.id or row.polarity < 0 or row.said_at > new.said_at or (row.subject or "user") != "user"
                    or row.type not in {"decision", "plan", "goal", "episode"} or not lifefacts.GOING_HOME.match(row.summary)):
                continue
            self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
            losers.append(row.id)
        return losers

    def _kin_works_elsewhere(self, new: MemoryRow, now: float) -> list[int]:
        """A named relative's new place of work ("User's son Artur works in Munich from October 2027", "… starts a new job
        in Paris in September 2027") ends the place said before it ("User's son Artur works in Berlin as programmer"), as
        extract_rules._kin_work_moved does inside one conversation. Another relative's, or another name's, is left."""
        from mercuryd.brain.extract_rules import KIN_WORKS_IN

        m = KIN_WORKS_IN.match(new.summary) if new.polarity > 0 and new.type == "relationship" else None
        if m is None:
            return []
        losers: list[int] = []
        for row in self.store.live_matching('"works"', 50):
            old = KIN_WORKS_IN.match(row.summary)
            if (old is None or row.id == new.id or row.polarity < 0 or row.said_at > new.said_at or old["who"] != m["who"]
                    or old["verb"] != "works in" or " from " in row.summary or old["place"] == m["place"]):
                continue
            self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
            losers.append(row.id)
        return losers

    def _reached_already(self, row: MemoryRow, now: float) -> bool:
        """``row`` is a goal already reached (an old chat heard late: "training for the Dublin
        marathon" heard after "ran the Dublin marathon"): it is the achievement's history
        at once. True when so."""
        if row.type not in self._AIMS or row.polarity < 0:
            return False
        words = reached.aim_words(row.summary)
        if not words:
            return False
        match = " OR ".join(f'"{w[:4]}"*' for w in dict.fromkeys(words))
        for done in self.store.live_matching(match, 50):
            if done.id == row.id or done.type in self._AIMS or done.polarity < 0 or done.said_at < row.said_at:
                continue
            got = reached.achieved(done.summary)
            if got is not None and reached.reaches(got, row.summary) and not reached.generic(got):
                self.store.update_memory(row.id, superseded_by=done.id, updated_at=now)
                return True
        return False

    def _wed(self, new: MemoryRow, now: float) -> list[int]:
        """Supersede the wedding planned that ``new`` tells as done (mercuryd/brain/weddings.py):
        the live plans of the user's wedding said before it, to the same partner or to none named."""
        to = weddings.married_to(new.summary) if new.polarity > 0 else None
        if to is None:
            return []
        losers: list[int] = []
        partners: set[str] = set()
        for row in self.store.live_matching('"married" OR "marrying" OR "engaged" OR "wedding" OR "fiancé" OR "fiancée"', 50):
            plan = weddings.planned_with(row.summary)
            if (row.id == new.id or plan is None or row.polarity < 0 or row.said_at > new.said_at
                    or not weddings.ends(to, plan) or weddings.whose(row.summary) != weddings.whose(new.summary)):
                continue
            self.store.update_memory(row.id, superseded_by=new.id, updated_at=now)
            losers.append(row.id)
            partners |= {plan} if plan else set()
        if not to and len(partners) == 1 and (bare := re.match(r"User got married\b", new.summary)):
            # "We got married!" after "User got engaged to Amina": whom, from the engagement it ends (kept by name)
            said = f"User and {partners.pop().capitalize()} got married{new.summary[bare.end():]}"
            self.store.update_memory(new.id, summary=said, norm=text.norm(said), updated_at=now)
            self._store_vector(new.id, said)
        return losers

    def _divorced(self, new: MemoryRow, now: float) -> list[int]:
        """Supersede the separation under way that ``new`` tells as a divorce done (weddings.divorce_done): "User and
        Rafael are separating" said before "User's divorce came through", from the same person or from none named; and
        the spouse said before it ("User's wife is Karin"), the one divorced from or, none named, any."""
        done = weddings.divorce_done(new.summary) if new.polarity > 0 and (new.subject or "user") == "user" else None
        if done is None:
            return []

        def under_way(row: MemoryRow) -> bool:
            who = weddings.divorce_under_way(row.summary)
            return who is not None and not (who and done and who != done)

        def spouse(row: MemoryRow) -> bool:  # "User's wife is Karin": no longer, once the divorce is done
            if (row.subject or "user") != "user":
                return False
            if row.attribute != "spouse":
                # (newuser24) what was said of the spouse by name, "User's wife Khulan keeps the flat", "User and their
                # husband Ivo have problems": no longer of a wife or a husband either
                said = _SPOUSE_BY_NAME.match(row.summary)
                return said is not None and (not done or said["name"].lower() == done)
            return bool(row.value) and (not done or (row.value or "").lower() == done)

        ended = self._end_live(new, '"separating" OR "splitting" OR "divorce" OR "divorced"', under_way, now, ties=False)
        return ended + [i for i in self._end_live(new, '"wife" OR "husband" OR "spouse"', spouse, now, ties=False) if i not in ended]

    def _married(self, new: MemoryRow, now: float) -> list[int]:
        """The user's marriage told as done ("User got married on 20 August 2026", no partner named, or "User and Dawid
        got married …") makes the fiancé(e) said before the spouse: "User's fiancé is Dawid" and "User's fiancée teaches
        primary school" become history under "User's husband is Dawid" and "User's wife teaches primary school"
        (weddings.as_spouse), and the person's relation is the spouse's. A marriage to someone else named, a wedding
        planned, a relative's wedding or a fiancé(e) said after it retitles nothing."""
        to = weddings.married_to(new.summary) if new.polarity > 0 and (new.subject or "user") == "user" else None
        if to is None or weddings.whose(new.summary):
            return []
        losers: list[int] = []
        for row in self.store.live_matching('"fianc"* OR "girlfriend" OR "boyfriend"', 50):
            said = weddings.as_spouse(row.summary, to)
            if said is None or row.id == new.id or row.polarity < 0 or row.said_at > new.said_at:
                continue
            spouse = said.split()[1]
            copy = self._copy_as(row, said, now, attribute="spouse" if row.attribute == "partner" else row.attribute)
            for pid in self.store.person_ids_of(row.id):
                self.store.link(copy.id, pid, spouse)
                self.store.set_person_relation(pid, spouse)
            self.store.update_memory(row.id, superseded_by=copy.id, updated_at=now)
            losers.append(row.id)
        # (lead58) the one the user was engaged to, named, is the spouse now even when no memory says "fiancé" ("User is
        # engaged to Dolma" then "User and Dolma got married …": "Dolma is a teacher" after it is the spouse's)
        for pid in self.store.persons_called(to) if to else []:
            # (bugs59: a wife or a husband where the word said before says which: girlfriend, boyfriend, fiancée)
            if (person := self.store.person_row(pid)) is not None and person[4] in {"fiancé", "fiancée", "girlfriend", "boyfriend"}:
                self.store.set_person_relation(pid, weddings.SPOUSE_OF.get(person[4], "spouse"))
        self._wedding_says_spouse(new, to, now)
        return losers

    _PARTNER_WORD_BEFORE = re.compile(r"\b(?P<whose>their|User's)\s+(?P<word>girlfriend|boyfriend|fianc[ée]e?|fianceé|partner)\s+(?=(?P<name>[A-Z][\w'’-]*)\b)")

    def _wedding_says_spouse(self, new: MemoryRow, to: str, now: float) -> None:
        """(bugs60) The marriage told itself names the one married by the word said before it ("User and their girlfriend
        Ana got married …", the name filled in from who Ana was): after the wedding she is the wife (SPOUSE_OF; a partner
        or a fiancé, whose word says neither, the spouse). Another one named is left."""
        m = self._PARTNER_WORD_BEFORE.search(new.summary)
        if m is None or (to and m["name"].casefold() != to.casefold()):
            return
        word = m["word"].lower()
        spouse = weddings.SPOUSE_OF.get(word, "spouse")
        said = f"{new.summary[: m.start('word')]}{spouse} {new.summary[m.end():]}"
        self.store.update_memory(new.id, summary=said, norm=text.norm(said), updated_at=now)
        self._store_vector(new.id, said)

    def _moved_in_already(self, row: MemoryRow, now: float) -> bool:
        """``row`` tells a home being bought in a place the user already lives in since after it was said ("User is buying
        a house in Zeist" written after "User has lived in Zeist since 15 October 2026", the move's plan made current at
        once when an old chat is heard late): it is the purchase's history at once, as :meth:`_bought_home_moved_into`
        makes it when the move comes after. True when so."""
        dealing = self._home_under_way(row.summary) if row.polarity > 0 and (row.subject or "user") == "user" else None
        if dealing is None or dealing[0] != "buying" or not dealing[1]:
            return False
        place = dealing[1]
        for home in self.store.by_attribute("user", "lives_in"):
            if home.id != row.id and home.polarity > 0 and home.superseded_by is None and home.value == place \
                    and home.said_at > row.said_at:
                self.store.update_memory(row.id, superseded_by=home.id, updated_at=now)
                return True
        return False

    def _wed_already(self, row: MemoryRow, now: float) -> bool:
        """``row`` plans a wedding already told as done (an old chat heard late): it is the
        marriage's history at once. True when so."""
        plan = weddings.planned_with(row.summary) if row.polarity > 0 else None
        if plan is None:
            return False
        for done in self.store.live_matching('"married"', 50):
            to = weddings.married_to(done.summary)
            if done.id != row.id and done.polarity > 0 and to is not None and done.said_at >= row.said_at \
                    and weddings.ends(to, plan) and weddings.whose(done.summary) == weddings.whose(row.summary):
                self.store.update_memory(row.id, superseded_by=done.id, updated_at=now)
                return True
        return False

    def _born_already(self, row: MemoryRow, now: float) -> bool:
        """``row`` tells a pregnancy whose birth is already known (an old chat heard late):
        it is the birth's history at once. True when so."""
        from mercuryd.brain import births

        whose = births.expecting_of(row.summary) if row.polarity > 0 else None
        if whose is None:
            return False
        for birth in self.store.live_matching('"born" OR "birth" OR "baby" OR "twins" OR "welcomed"', 50):
            if (birth.id != row.id and birth.polarity > 0 and row.said_at <= birth.said_at
                    and birth.said_at - row.said_at <= births.TERM_DAYS * 86400 and births.ends(births.whose_birth(birth.summary), whose)):
                self.store.update_memory(row.id, superseded_by=birth.id, updated_at=now)
                return True
        return False

    _JOINED_ORG = re.compile(r"^User (?:has )?(?:just )?joined (?P<org>[A-Z][\w&'.-]*(?: [A-Z][\w&'.-]*){0,3})"
                             r"(?= (?:today|yesterday|last|this|on|in)\b|$)")
    _JOINED_WITHIN = 183 * 86400  # how long after a departure "I've joined X" is still the next job

    def _joined_after_leaving(self, row: MemoryRow) -> MemoryRow | None:
        """``row`` with ``works_at`` when it is "User has joined Thoughtworks", said bare, while the user
        is leaving a job (a live departure plan said before it) or left one in the half year before (a
        departure made current, "User left Acme in March 2026"), and no employer was said since: the
        job that follows. Without a departure a bare join is the news as said ("I joined Strava" is an
        app, "I joined Labour" a party). None when it is not."""
        m = self._JOINED_ORG.match(row.summary) if row.type == "episode" and row.polarity > 0 and not row.attribute else None
        value = proper_value(m.group("org")) if m else None
        if not value:
            return None
        subject = row.subject or "user"
        plans_to_leave = [r for r in self.store.by_attribute(subject, PLAN_PREFIX + "leaves_works_at")
                          if r.polarity > 0 and r.said_at <= row.said_at]
        jobs = self.store.by_attribute(subject, "works_at")
        left = [r for r in jobs if r.polarity < 0 and row.said_at - self._JOINED_WITHIN <= r.said_at <= row.said_at]
        leaving = plans_to_leave + left
        if not leaving or any(r.value == value for r in leaving):
            return None
        since = max(r.said_at for r in leaving)
        if any(r.polarity > 0 and since < r.said_at <= row.said_at for r in jobs):
            return None  # a job said after the departure already: this join is something else
        return msgspec.structs.replace(row, type="identity", attribute="works_at", value=value)

    def _left_already(self, row: MemoryRow, now: float) -> bool:
        """``row`` frames a person by a role they left after it was said (an old chat heard
        late: "User's team lead Sara reviews …" said before "Sara left the company" was
        heard): it is the departure's history at once. True when so."""
        if row.polarity < 0 or row.type not in self._ROLE_FRAMED or not row.summary.startswith("User's "):
            return False
        for pid, name in self.store.persons_of([row.id])[row.id]:
            first = re.escape(name.split()[0]) if name.split() else ""
            for gone in self.store.person_departures(pid):
                m = re.match(rf"User's\s+former\s+(?P<role>.+?)\s+{first}\b", gone.summary, re.I)
                if (first and m and gone.id != row.id and gone.said_at > row.said_at
                        and _framing([(m.group("role"), name)]).match(row.summary)):
                    self.store.update_memory(row.id, superseded_by=gone.id, updated_at=now)
                    return True
        return False

    # ---------------------------------------------------------------- persons

    def _link_persons(self, memory_id: int, persons: Sequence[PersonMention], now: float,
                      summary: str = "") -> None:
        """Link a memory to the people it mentions, and to known people its summary names."""
        from mercuryd.brain import people_links

        people_links.link(self.store, memory_id, persons, summary, now)

    # ================================================================ memory.*

    def add(self, p: wire.AddParams) -> wire.Memory:
        for i, name in enumerate(p.persons or []):
            if not text.clean_summary(name):
                raise InvalidParams(f"a person's name is empty after trimming - at `$.persons[{i}]`")
        from mercuryd.brain import people_links

        structure = self.structurer(p.summary)
        cand = Candidate(
            type=p.type,
            summary=p.summary,
            evidence=p.evidence,
            confidence=p.confidence,
            importance=p.importance,
            persons=(_with_read(people_links.mentioned_in(p.summary), structure.persons) if p.persons is None
                     else [PersonMention(name=n) for n in p.persons]),
            subject=structure.subject,
            attribute=structure.attribute,
            value=structure.value,
            polarity=structure.polarity,
            retracts=list(structure.retracts),
            reports_change=structure.reports_change,
        )
        with self._embedded([p.summary]), self.store.transaction():
            outcome = self.write(cand, source=p.source)
            if p.scope is not None and outcome.action == "stored":
                self._set_scope(self._get_row(outcome.memory_id), p.scope, self.clock.now())
        return self.to_wire(self._get_row(outcome.memory_id))

    def get(self, p: wire.GetParams) -> wire.MemoryWithHistory:
        row = self._get_row(p.id)
        chain: list[MemoryRow] = []
        seen = {row.id}
        frontier = [row.id]
        while frontier and len(chain) < 100:
            nxt = []
            for mid in frontier:
                for old in self.store.history(mid):
                    if old.id not in seen:
                        seen.add(old.id)
                        chain.append(old)
                        nxt.append(old.id)
            frontier = nxt
        base = self.to_wire(row)
        return wire.MemoryWithHistory(
            **{f: getattr(base, f) for f in base.__struct_fields__},
            history=self.many_to_wire(chain),
        )

    def update(self, p: wire.UpdateParams) -> wire.Memory:
        now = self.clock.now()
        rewritten = False
        with self._embedded([] if p.summary is None else [p.summary]), self.store.transaction():
            row = self.catch_up(self._get_row(p.id), now)
            fields: dict[str, object] = {}
            if p.summary is not None:
                summary = text.clean_summary(p.summary)
                if not summary:
                    raise InvalidParams("summary is empty after trimming - at `$.summary`")
                if len(summary) > 500:
                    raise InvalidParams("summary is longer than 500 characters - at `$.summary`")
                st = self.structurer(summary)
                fields.update(summary=summary, norm=text.norm(summary), subject=st.subject,
                              attribute=scoped_attribute(st.attribute, st.value, summary), value=st.value,
                              polarity=-1 if st.polarity == "negative" else 1)
            if p.type is not None:
                fields["type"] = p.type
            if p.importance is not None:
                fields["importance"] = p.importance
            if p.confidence is not None:
                fields.update(confidence=p.confidence, base_confidence=p.confidence, decay_from=now)
            if fields:
                fields["updated_at"] = now
                self.store.update_memory(row.id, **fields)
            if "summary" in fields and fields["summary"] != row.summary:
                self._store_vector(row.id, str(fields["summary"]))  # the trigger dropped the old one
                from mercuryd.brain import people_links

                # A name only the old text said goes with it.
                renamed = people_links.forget_names(self.store, self.store.person_ids_of(row.id), row.summary)
                # ... a person only the old text named is no longer linked to it (and
                # goes if no other memory names them, as after a hard delete) ...
                unlinked = people_links.unnamed_after_edit(self.store, row.id, row.summary, summary)
                gone = self.store.delete_orphan_persons(unlinked)
                # ... and one the new text says is linked, as for a memory added by hand.
                self._link_persons(row.id, people_links.mentioned_in(summary), now, summary)
                # What quoted the old text (summaries, reflections) must not keep it.
                self._forget_vectors(consolidate.scrub(self, [row], [*renamed, *gone], now))
                self._note_forgotten(row, [*renamed, *gone])
                self._forget_basic([row.summary])
                self.store.after_commit(self._rewrote)
                rewritten = True
            if p.scope is not None and p.scope != row.scope:
                self._set_scope(self._get_row(row.id), p.scope, now)
                if p.scope == "subconscious":  # out of the summaries too, as dismiss does
                    consolidate.rebuild_citing(self.store, [row.id], now, self.rules)
            if "attribute" in fields:
                self._resolve_conflicts(self._get_row(row.id), now)
        if rewritten:  # the old text leaves the -wal too, as after a hard delete
            self.store.checkpoint()
        return self.to_wire(self._get_row(p.id))

    def _rewrote(self) -> None:
        self.rewrites += 1

    def _set_scope(self, row: MemoryRow, scope: str, now: float) -> None:
        if scope == row.scope:
            return
        if scope == "subconscious":
            self.store.update_memory(
                row.id, scope="subconscious", prior_scope=row.scope, reason="dismissed",
                confidence=lifecycle.effective_confidence(row, now, self.rules),
                base_confidence=lifecycle.effective_confidence(row, now, self.rules),
                updated_at=now,
            )
        else:
            # Restoring (or moving between conscious scopes) counts as a fresh reference,
            # or the pruner would sink an old active memory again at once.
            self.store.update_memory(
                row.id, scope=scope, prior_scope=None, reason=None, dismissed=0, stale=0,
                decay_from=now, base_confidence=lifecycle.effective_confidence(row, now, self.rules),
                durability=defaults.SCOPE_DURABILITY[scope],
                last_referenced_at=now, updated_at=now,
            )

    def dismiss(self, p: wire.DismissParams) -> wire.DismissResult:
        now = self.clock.now()
        with self.store.transaction():
            row = self.catch_up(self._get_row(p.id), now)
            hard = p.hard or (row.scope == "subconscious" and not p.only_dismiss)
            if hard:
                persons = self.store.person_ids_of(row.id)
                losers = self.store.history(row.id)
                self.store.delete_memory(row.id)
                self._forget_vectors([row.id])
                self._forget_basic([row.summary])
                gone_persons = self.store.delete_orphan_persons(persons)
                from mercuryd.brain import people_links

                renamed = people_links.forget_names(self.store, [p for p in persons if p not in gone_persons],
                                                    row.summary)
                self._promote_successor(losers, now)
                # Summaries and reflections that quote it (or a person's name it took
                # away) lose its words in this same transaction (the next consolidation
                # is up to an hour away).
                self._forget_vectors(consolidate.scrub(self, [row], [*gone_persons, *renamed], now))
                self._note_forgotten(row, [*gone_persons, *renamed])
            else:
                # Never auto-recalled any more: not through the profile either (the next
                # consolidation is up to an hour away).
                consolidate.rebuild_citing(self.store, self._dismissed(row, now), now, self.rules)
            action: Literal["subconscious", "deleted"] = "deleted" if hard else "subconscious"
        if action == "deleted":
            self.store.checkpoint()
        return wire.DismissResult(id=p.id, action=action)

    def _dismissed(self, row: MemoryRow, now: float) -> builtins.list[int]:
        """``row`` dismissed to the subconscious (reason "dismissed": never auto-recalled again, restorable by an edit of
        its scope), and the reflections built on it (e.g. "no activity on goal X") with it; the ids of all of them, for
        the summaries that cite them to be rebuilt."""
        derived = [self._get_row(i) for i in self.store.reflections_citing(
            consolidate.pattern_ref(consolidate.goal_key(row.id)))]
        for victim in [row, *derived]:
            if victim.scope == "subconscious":
                continue
            conf = lifecycle.effective_confidence(victim, now, self.rules)
            self.store.update_memory(
                victim.id, scope="subconscious", prior_scope=victim.scope,
                reason="dismissed", dismissed=1, confidence=conf, base_confidence=conf,
                stale=0, updated_at=now,
            )
        return [row.id, *(d.id for d in derived)]

    def _note_forgotten(self, row: MemoryRow, persons: list[int]) -> None:
        """Once the write commits, keep ``row`` (as it was) in :attr:`forgotten`."""

        def note() -> None:
            self._forgot += 1
            self.forgotten.append((self._forgot, row, persons))

        self.store.after_commit(note)

    def forgotten_since(self, mark: int) -> list[tuple[list[MemoryRow], list[int]]] | None:
        """What was forgotten after ``mark`` (a :attr:`forgot_mark`): None when more went
        than :attr:`forgotten` keeps."""
        if self._forgot - mark > len(self.forgotten):
            return None
        return [([row], persons) for n, row, persons in self.forgotten if n > mark]

    @property
    def forgot_mark(self) -> int:
        return self._forgot

    def rescrub(self, mark: int, now: float, written: Sequence[int] = ()) -> list[int] | None:
        """Inside a write of a stepped run that began at ``mark`` (a consolidation):
        scrub again what was hard-deleted or rewritten since, so what the run read before
        and writes now (a summary, a reflection) does not quote it. Returns the ids of
        reflections deleted; None when more went than :attr:`forgotten` keeps: then both
        summaries are rebuilt from the templates, the reflections the run ``written`` are
        deleted, and the caller writes no more."""
        since = self.forgotten_since(mark)
        if since is None:
            for kind in ("profile", "active_state"):
                consolidate.rebuild_summary(self.store, kind, now, self.rules)
            for rid in written:
                self.store.delete_memory(rid)
            self._forget_vectors(list(written))
            return None
        victims: list[int] = []
        for rows, persons in since:
            victims += consolidate.scrub(self, rows, persons, now)
        self._forget_vectors(victims)
        return victims

    def _promote_successor(self, losers: Sequence[MemoryRow], now: float) -> None:
        """After the winner of a conflict is deleted for good, its history has no winner.

        The foreign key frees every memory it had superseded; the conflict rule picks
        one again among them (higher confidence, then newer) and the others stay
        history under it, so deleting a fact brings back the previous value, not all
        of them side by side.
        """
        if len(losers) < 2:
            return
        ranked = sorted(
            losers,
            key=lambda r: (lifecycle.effective_confidence(r, now, self.rules), r.created_at, r.id),
            reverse=True,
        )
        for row in ranked[1:]:
            self.store.update_memory(row.id, superseded_by=ranked[0].id, updated_at=now)

    def list(self, p: wire.ListParams) -> wire.ListResult:
        scopes = {"conscious": defaults.CONSCIOUS, "subconscious": ("subconscious",),
                  "all": (*defaults.CONSCIOUS, "subconscious")}[p.scope]
        before = None
        if p.cursor:
            try:
                before = int(p.cursor)
            except ValueError:
                raise InvalidParams("cursor is not one this server issued - at `$.cursor`") from None
        rows = self.store.list_memories(
            scopes=scopes, type=p.type, before_id=before, limit=p.limit + 1,
            include_superseded=p.include_superseded,
        )
        more = len(rows) > p.limit
        rows = rows[: p.limit]
        return wire.ListResult(
            items=self.many_to_wire(rows),
            next_cursor=str(rows[-1].id) if more and rows else None,
        )

    def search(self, p: wire.SearchParams) -> wire.ItemsResult:
        """Full-text search over both tiers; marks nothing as referenced."""
        scopes = {"conscious": defaults.CONSCIOUS, "subconscious": ("subconscious",),
                  "all": (*defaults.CONSCIOUS, "subconscious")}[p.scope]
        # A search for a person the brain knows ("Anna") is for what is said about them:
        # the memories naming them, then the ones linked to them without the name ("User's
        # mom…"). Never by meaning: to the model a name means only "a name", so every
        # short memory with one ("User's name is Sam") came next.
        # (A name is a few words: a longer query does not scan the persons' aliases.)
        name = person_norm(p.q)
        person_ids = self.store.persons_called(name) if len(name) <= 80 and name.count(" ") < 4 else []
        hits = retrieve.rank(
            self.store.conn, p.q, now=self.clock.now(), scopes=scopes,
            limit=p.limit if p.type is None else p.limit * 5, exclude_dismissed=False,
            stale_after_days=self.rules.stale_after_days,
            half_life_days=self.rules.inferred_half_life_days,
            dense=None if person_ids else self.dense_for(p.q), meaning_min_cos=retrieve.SEARCH_MIN_COS,
        )
        rows = self.store.get_memories([h.id for h in hits])
        ordered = [rows[h.id] for h in hits if h.id in rows]
        seen = {r.id for r in ordered}
        for pid in person_ids:
            for row in self.store.person_memories(pid, limit=p.limit * 5):
                if row.id not in seen and row.scope in scopes:
                    seen.add(row.id)
                    ordered.append(row)
        if p.type is not None:
            ordered = [r for r in ordered if r.type == p.type]
        return wire.ItemsResult(items=self.many_to_wire(ordered[: p.limit]))

    # ================================================================ brain.recall

    def recall(self, p: wire.RecallParams) -> wire.RecallResult:
        """The memories to inject before a message, and the ready-made context block.

        ``limit`` and ``budget_chars`` bound the whole block; what is injected is
        marked referenced, and a subconscious memory injected goes back to its prior
        scope (reason ``recalled``) and is reported as conscious in this answer.

        The daemon runs the two halves apart (:meth:`recall_plan` on a reader,
        :meth:`recall_mark` on the writer); this runs both on one connection.
        """
        plan = self.recall_plan(p)
        assert plan is not None  # catch_up=True always plans
        return self.recall_mark(plan)

    def recall_plan(self, p: wire.RecallParams, *, catch_up: bool = True) -> RecallPlan | None:
        """Rank, and fill the context block: everything of a recall that only reads.

        With ``catch_up=False`` (on a read-only connection) it returns None when a hit
        is owed a tier change the pruner has not written yet: the caller then runs the
        whole recall on the writer, which writes it first.
        """
        # The stages of a recall, in order:
        #   1. the query's vector, within the deadline (dense_later: encoded in the
        #      model's thread while stage 2 runs here, waited for before stage 3);
        #   2. lexical candidates, 3. semantic candidates, 4. fusion: one pass of
        #      retrieve.rank_groups over both tiers (see its docstring);
        #   5. the subconscious joins when the conscious answer is weak;
        #   6. relevance floor and budget: build_context;
        #   7. marks: recall_mark / recall_unmarked (what was injected, and only that).
        now = self.clock.now()
        if p.limit == 0:
            return RecallPlan(now=now, chosen=[], context="")
        want = p.limit + 3  # a few spares for the budget to skip; every extra costs rank time
        about_user = retrieve.asks_about_user(p.query)
        include_profile = p.include_profile or about_user
        # A message with nothing to look for ("ok thanks, that worked") ranks nothing: by
        # meaning alone every message has nearest memories, and these would be junk.
        if not about_user and retrieve.topicless(p.query):
            if not include_profile:
                return RecallPlan(now=now, chosen=[], context="")
            want = 0
        # (the text the model reads: a weather question's words of time are no topic, retrieve.meaning_text)
        dense = self.dense_later(retrieve.meaning_text(p.query)) if want else None
        for attempt in range(4):  # rank on the tiers as of now, not as of the last pruner tick
            with self.store.reading():
                # One pass ranks both tiers; the subconscious is used only when needed.
                hits, sub = retrieve.rank_groups(
                    self.store.conn, p.query, now=now,
                    groups=(defaults.CONSCIOUS, ("subconscious",)), limit=want,
                    stale_after_days=self.rules.stale_after_days,
                    half_life_days=self.rules.inferred_half_life_days,
                    dense=dense, meaning_on=self.config.retrieval.semantic,
                )
                rows = self.store.get_memories([h.id for h in hits])
                owed = self._owed(rows.values(), now) if attempt < 3 else []
                if not owed:
                    weak = len(hits) < p.limit or (
                        hits and max(h.relevance for h in hits) < self.config.retrieval.weak_relevance
                    )
                    if sub and (p.subconscious == "always" or (p.subconscious == "auto" and weak)):
                        hits = sorted([*hits, *sub], key=lambda h: -h.score)
                        rows.update(self.store.get_memories([h.id for h in sub]))
                    profile_lines: list[str] = []
                    quoted: set[int] = set()
                    if include_profile:
                        room = (p.budget_chars - frame_chars()) if about_user and p.budget_chars else 0
                        profile_lines, quoted = self.profile_lines(now, room)
                    break
            if not catch_up:
                return None
            with self.store.transaction():
                for row in owed:
                    self.catch_up(row, now)
        floor = self.config.retrieval.min_relevance
        # A memory the profile already states is not repeated below it.
        hits = [h for h in hits if h.relevance >= floor and not (about_user and h.id in quoted)
                and not _mention_count_unasked(rows.get(h.id), p.query)]
        hits = retrieve.weak_beside(hits)  # (a weak memory far under the best one: a slot filled for want of better)
        chosen, context = build_context(
            [(h, rows[h.id]) for h in hits if h.id in rows],
            limit=p.limit,
            budget=p.budget_chars,
            preamble=profile_lines,
            preamble_first=about_user,  # "what do you know about me?": the profile is the answer
        )
        return RecallPlan(now=now, chosen=chosen, context=context)

    def profile_lines(self, now: float, room: int = 0) -> tuple[builtins.list[str], set[int]]:
        """The profile and active-state summaries a recall shows, and the memories they
        quote. Read only (a reader may run it).

        Each is the stored summary (the last consolidation's) when it has text and fits
        ``room``; otherwise it is built now from the current memories, as consolidation
        would with the template writer: a store that was never consolidated since its
        first memories (a new user) still has a profile, and a summary too long for the
        room gives way to one that fits. ``room``: characters for both lines (newlines
        included); 0 for no bound but a summary's own (900).
        """
        lines: builtins.list[str] = []
        quoted: set[int] = set()
        left = room
        for kind in ("profile", "active_state"):
            got = self.store.get_summary(kind)
            body, ids = (got[0].strip(), got[2]) if got else ("", [])
            limit = min(consolidate.MAX_CHARS, left - 1) if room else consolidate.MAX_CHARS
            if limit <= 0:
                break
            if not body or len(body) > limit or self._quotes_ended(ids) \
                    or self._learned_since(kind, got[1] if got else 0.0, now):
                # a summary quoting what has ended since (a move, a new role: superseded or
                # deleted after the last consolidation), or written before a memory it would
                # state was learned (a new user's name, told just after the start-up
                # consolidation), is built again from what holds now
                body, ids = self.summary_now(kind, now, limit)
            if body:
                lines.append(body)
                quoted.update(ids)
                left -= len(body) + 1
        return lines, quoted

    def _learned_since(self, kind: str, built_at: float, now: float) -> bool:
        """True when a memory the ``kind`` summary would state was stored after it was built."""
        return any(r.created_at > built_at
                   for r in consolidate.summary_candidates(self.store, kind, now, self.rules))

    def _quotes_ended(self, ids: Sequence[int]) -> bool:
        """True when a memory a stored summary quotes is no longer live (superseded or gone)."""
        if not ids:
            return False
        rows = self.store.get_memories(list(ids))
        return any(i not in rows or rows[i].superseded_by is not None for i in ids)

    def summary_now(self, kind: str, now: float,
                    limit: int = consolidate.MAX_CHARS) -> tuple[str, builtins.list[int]]:
        """A summary built from the current memories, as consolidation would with the
        template writer, within ``limit`` characters, and the memories it quotes.
        Read only: nothing is stored."""
        body, rows = consolidate.fit(
            consolidate.template_summary, kind,
            consolidate.summary_candidates(self.store, kind, now, self.rules), limit)
        return body, [r.id for r in rows]

    def recall_mark(self, plan: RecallPlan, *, fresh: bool = False) -> wire.RecallResult:
        """Mark what ``plan`` injected as referenced; answer with the new state.

        ``fresh=True`` when the plan was made on another connection: each row is read
        again inside the write transaction, so a change made in between (an edit, a
        dismissal, a hard delete) is kept rather than overwritten with the plan's copy.
        """
        now = plan.now
        used_sub = False
        chosen = plan.chosen
        if chosen:
            # Marking what was injected is bookkeeping, not user data: no fsync for it.
            with self._best_effort_transaction(durable=False):
                if fresh:
                    current = self.store.get_memories([row.id for _, row in chosen])
                    chosen = [(hit, current.get(row.id, row)) for hit, row in chosen]
                plain: list[int] = []  # only referenced: one statement for them all
                for _hit, row in chosen:
                    if fresh and row.id not in current:
                        continue  # deleted since the plan: nothing to mark
                    fields = _referenced_fields(row, now)
                    if row.scope == "subconscious" and not row.dismissed:
                        used_sub = True
                        scope = row.prior_scope or defaults.default_scope(row.type)
                        fields.update(scope=scope, prior_scope=None, reason="recalled",
                                      decay_from=now, base_confidence=row.confidence,
                                      updated_at=now)
                        self.store.update_memory(row.id, **fields)
                    else:
                        plain.append(row.id)
                    for name, value in fields.items():  # the answer shows the new state
                        setattr(row, name, value)
                self.store.mark_referenced(plain, now)
        return self._recall_answer(plan, chosen, used_sub)

    def recall_unmarked(self, plan: RecallPlan) -> tuple[wire.RecallResult, builtins.list[int]] | None:
        """The answer to ``plan`` as :meth:`recall_mark` gives it, without writing: the
        daemon writes the marks a moment later, many recalls in one transaction (see
        :meth:`write_marks`). Returns the answer and the ids to mark referenced at
        ``plan.now``; None when a chosen memory needs more than that mark (one coming
        back from the subconscious): then call :meth:`recall_mark`.
        """
        if any(row.scope == "subconscious" and not row.dismissed for _, row in plan.chosen):
            return None
        for _, row in plan.chosen:
            for name, value in _referenced_fields(row, plan.now).items():
                setattr(row, name, value)
        return self._recall_answer(plan, plan.chosen, False), [row.id for _, row in plan.chosen]

    def write_marks(self, marks: Sequence[tuple[float, Sequence[int]]]) -> None:
        """Mark memories referenced: ``(now, ids)`` per recall, in one transaction.

        Bookkeeping, so not fsynced; a storage failure (disk full) skips it. A memory
        deleted since is skipped; one edited since keeps its edit (only the reference
        fields change).
        """
        with self._best_effort_transaction(durable=False):
            self.store.mark_referenced_many(marks)

    def _recall_answer(
        self, plan: RecallPlan, chosen: builtins.list[tuple[retrieve.Hit, MemoryRow]], used_sub: bool
    ) -> wire.RecallResult:
        now = plan.now
        persons = self.store.persons_of(row.id for _, row in chosen)
        memories = [
            self._wire(wire.ScoredMemory, row, persons[row.id], now, score=round(h.score, 4))
            for h, row in chosen
        ]
        return wire.RecallResult(memories=memories, context=plan.context, used_subconscious=used_sub)

    def _owed(self, rows: Iterable[MemoryRow], now: float) -> builtins.list[MemoryRow]:
        """The rows the lifecycle rules owe a tier change at ``now``."""
        return [r for r in rows if (c := lifecycle.decide(r, now, self.rules)) is not None
                and c.rule in lifecycle.TIER_RULES]

    # ================================================================ brain.ingest

    def ingest_draft(self, p: wire.IngestParams) -> IngestDraft | None:
        """What the rules read in a conversation, read only: the daemon runs it on a reader
        connection before :meth:`ingest` takes the writer, so a long or hostile conversation
        (seconds of rules) never holds up the other writes (``memory.add``, the dashboard's
        edits). None when ingest would not run the rules (paused, the LLM extractor)."""
        if self.paused() or self.config.extractor == "llm":
            return None
        now = self.clock.now()
        marks = heard.chain(p.conversation_id, p.messages)
        start = heard.read_from(self.store, marks, heard.said(p.messages))
        return IngestDraft(now, start, self._extracted(heard.with_times(p.messages, now), start))

    def ingest(self, p: wire.IngestParams, draft: IngestDraft | None = None) -> wire.IngestResult:
        """Extract and store what a conversation says; messages read before change nothing.

        The same messages again (with the same ``conversation_id``, or none) store and
        reinforce nothing; a conversation that grew is read from where it left off (the
        earlier messages are context for "she" and "there"). Messages without a time are
        taken as said when the nearest timed message was, else now. ``draft``: what
        :meth:`ingest_draft` read of ``p`` a moment before (used when the conversation was
        read from the same place since).
        """
        if self.paused():
            return wire.IngestResult(stored=[], reinforced=[], superseded=[], paused=True)
        marks = heard.chain(p.conversation_id, p.messages)
        alone = heard.said(p.messages)
        messages = heard.with_times(p.messages, draft.now if draft is not None else self.clock.now())
        if self.config.extractor == "llm":
            return self.enqueue(p, marks, messages, alone)  # the LLM worker extracts it off the request path
        source = wire.Source(channel=p.channel, conversation_id=p.conversation_id, refs=[])
        # The rules and the sentence model run before the write transaction opens, so the
        # write lock is not held for them (a 100 KB message takes the rules a second or two,
        # and every other write would wait that long).
        start = heard.read_from(self.store, marks, alone)
        if draft is not None and draft.start == start:
            candidates = draft.candidates
        else:
            candidates = self._extracted(messages, start)
        with self._embedded(c.summary for c in candidates), self.store.transaction():
            now_from = heard.read_from(self.store, marks, alone)
            if now_from != start:  # read meanwhile by another write: as the store is now
                start, candidates = now_from, self._extracted(messages, now_from)
            if start >= len(messages):
                self.store.mark_read(heard.all_marks(marks, alone), p.conversation_id, self.clock.now())
                _log.info("ingest: nothing new", messages=len(messages))
                return wire.IngestResult(stored=[], reinforced=[], superseded=[])
            stored, reinforced, superseded = self._write_all(candidates, source)
            for kept, gone in self._corrected_later(messages[start:], stored):
                stored.append(kept)
                superseded.append(gone)
            forgotten, unmatched = self._forgotten_on_request(messages[start:])
            for kept, gone in self._year_moved_up(messages[start:]):
                stored.append(kept)
                superseded.append(gone)
            for kept, gone in self._made_official(messages[start:]):
                stored.append(kept)
                superseded.append(gone)
            for kept, gone in self._age_in_the_list(stored):
                stored.append(kept)
                superseded.append(gone)
            self.store.mark_read(heard.all_marks(marks, alone), p.conversation_id, self.clock.now())
        result = self._ingest_result(stored, reinforced, superseded)
        result.forgotten, result.forget_unmatched = forgotten, unmatched
        return result

    def _made_official(self, messages: Sequence[wire.Message]) -> builtins.list[tuple[int, int]]:
        """A business or a venture the user aimed to start, said official by its name ("Nowak Electrical is official",
        mercuryd/brain/reached.py ``official_named``): the live goal of starting it ("User wants to start their own
        company, Nowak Electrical") is reached, history under what it became ("User started their own company, Nowak
        Electrical"). (kept, ended) ids; a name no live goal says ends nothing."""
        out: builtins.list[tuple[int, int]] = []
        now = self.clock.now()
        for message in messages:
            names = reached.official_named(message.content) if message.role == "user" and message.content else []
            said = message.ts.timestamp() if message.ts else now
            for name in names:
                query = " AND ".join(f'"{w}"' for w in text.words(name) if w.isalnum()) or f'"{name}"'
                for row in self.store.live_matching(query, 50):
                    if row.type not in {"goal", "project", "plan", "decision"} or row.polarity <= 0 or row.said_at > said \
                            or row.superseded_by is not None or row.scope == "subconscious":
                        continue
                    became = reached.made_official(name, row.summary)
                    if became is None:
                        continue
                    kept = self._replaced_by_copy(row, became, now, type="identity", attribute=None, value=None,
                                                  stated_at=said, takes_effect=None)
                    out.append((kept.id, row.id))
        return out

    def _age_in_the_list(self, stored: Sequence[int]) -> builtins.list[tuple[int, int]]:
        """A child's age said on its own ("Antek is 6 now": "User's kid Antek is 6", mercuryd/brain/corrected.py
        ``age_said``) after the children were said together with their ages ("User's kids are Zosia, 8 and Antek, 5"):
        the list said before is history under a copy with the new age (the list would say the old age beside the new
        one). (kept, ended) ids."""
        out: builtins.list[tuple[int, int]] = []
        rows = self.store.get_memories(stored)
        now = self.clock.now()
        for mid in stored:
            row = rows.get(mid)
            said = corrected.age_said(row.summary) if row is not None and row.polarity > 0 else None
            if said is None or row is None:
                continue
            name, age = said
            for other in self.store.live_matching(f'"{name}"', 50):
                if other.id == mid or other.polarity <= 0 or other.said_at > row.said_at or other.superseded_by is not None:
                    continue
                new = corrected.age_in_list(other.summary, name, age)
                if new is None:
                    continue
                kept = self._replaced_by_copy(other, new, now)
                out.append((kept.id, other.id))
        return out

    def _year_moved_up(self, messages: Sequence[wire.Message]) -> builtins.list[tuple[int, int]]:
        """A student's year said again ("I'm in 2nd year now", "back in Leeds for 2nd year", mercuryd/brain/corrected.py
        ``year_said``): the live memory of the course said with another year ("User is a first-year comp sci student at
        Leeds uni") is history under a copy with this year. (kept, ended) ids; nothing when no such memory is live, or
        more than one (whose year is not said)."""
        out: builtins.list[tuple[int, int]] = []
        now = self.clock.now()
        for message in messages:
            year = corrected.year_said(message.content) if message.role == "user" and message.content else None
            if year is None:
                continue
            said = message.ts.timestamp() if message.ts else now
            rows = [row for row in self.store.live_matching('"year"', 50)
                    if (row.subject or "user") == "user" and row.polarity > 0 and row.said_at < said
                    and row.summary.startswith("User ") and corrected.year_now(row.summary, year) is not None]
            if len(rows) != 1:
                continue
            row = rows[0]
            value = corrected.year_now(row.value, year) if row.value else None
            kept = self._replaced_by_copy(row, corrected.year_now(row.summary, year) or row.summary, now,
                                          value=value or row.value)
            out.append((kept.id, row.id))
        return out

    def _forgotten_on_request(self, messages: Sequence[wire.Message]) -> tuple[builtins.list[int], builtins.list[str]]:
        """What the user asked in so many words to be forgotten ("please forget about Dan", "forget my address",
        mercuryd/brain/corrected.py ``forget_asked``): the live memories that say it are dismissed as the dashboard's
        Delete dismisses them (to the subconscious, never recalled again, restorable there). The ids dismissed, and
        what was asked that no live memory says (so the answer can say nothing matched, not that nothing was new)."""
        out: builtins.list[int] = []
        unmatched: builtins.list[str] = []
        now = self.clock.now()
        for message in messages:
            what = corrected.forget_asked(message.content) if message.role == "user" and message.content else None
            if what is None or (corrected.lower_name(what) and not self.store.persons_called(person_norm(what))):
                continue  # ("forget sushi" names nobody: a name typed in lower case is forgotten when it is someone's)
            said = message.ts.timestamp() if message.ts else now
            query = " AND ".join(f'"{w}"' for w in corrected.forgotten_words(what))
            found = False
            for row in self.store.live_matching(query, 200):
                if row.scope == "subconscious" or row.said_at > said or not corrected.says(what, row.summary):
                    continue
                found = True
                out += self._dismissed(row, now)  # as memory.dismiss does, the reflections built on it too
            if not found and what not in unmatched:
                unmatched.append(what)
        if out:
            consolidate.rebuild_citing(self.store, out, now, self.rules)  # out of the profile too, at once
            _log.info("forget: memories dismissed on the user's request", memory_ids=out)
        if unmatched:
            _log.info("forget: asked, nothing remembered matches", asked=len(unmatched))
        return out, unmatched

    def _corrected_later(self, messages: Sequence[wire.Message], stored: builtins.list[int]) -> builtins.list[tuple[int, int]]:
        """What the user's messages correct of a memory said in an earlier conversation ("actually I'm doing 4 days a
        week not 3", mercuryd/brain/corrected.py): the memory is history under a copy saying the word meant. (kept,
        ended) ids; none when the correction fits more than one memory, or none still live (what the message stored
        may have ended it already: "actually I live in York, not Leeds")."""
        out: builtins.list[tuple[int, int]] = []
        now = self.clock.now()
        for message in messages:
            fix = corrected.read(message.content) if message.role == "user" and message.content else None
            if fix is None:
                continue
            said = message.ts.timestamp() if message.ts else now
            rows = [row for row in self.store.live_matching(f'"{fix.said.rstrip("sS") if not fix.said.isdigit() else fix.said}"*', 50)
                    if row.polarity > 0 and row.said_at < said and row.id not in stored and corrected.mentions(fix, row.summary)]
            sure = [row for row in rows if corrected.applies(fix, row.summary)]
            if not sure and len(rows) == 1 and said - rows[0].said_at <= corrected.RECENT_DAYS * 86400 and not fix.said.isdigit():
                sure = rows  # "sorry, it's Tuesdays not Mondays": the one memory of the last month that says Mondays
            if len(sure) != 1:
                continue
            row = sure[0]
            value = corrected.corrected(fix, row.value).lower() if row.value else row.value
            kept = self._replaced_by_copy(row, corrected.corrected(fix, row.summary), now, value=value)
            _log.info("correction: memory corrected", memory_id=row.id, corrected_by=kept.id)
            out.append((kept.id, row.id))
        return out

    def _extracted(self, messages: Sequence[wire.Message], start: int) -> builtins.list[Candidate]:
        """The candidates the extractor reads in ``messages`` from ``start``, through the store gate, at most 3."""
        if start >= len(messages):
            return []
        candidates = self.extractor(messages, start=start, known=self._known_people(messages[start:]))
        return [c for c in candidates if self._passes_gate(c)][:3]

    def _known_people(self, messages: Sequence[wire.Message]) -> dict[str, str]:
        """The people of earlier conversations (name -> relation) the user's messages name."""
        from mercuryd.brain import lexicon
        from mercuryd.brain.extract_rules import MAX_PROSE_CHARS

        words = {w for m in messages if m.role == "user"
                 for w in re.findall(r"\b[A-Z][\w'’-]+", m.content[:MAX_PROSE_CHARS])}
        # "Isla's been picked …", "Tom's new job": the name without its "'s"
        words = {re.sub(r"['’]s$", "", w) for w in words}
        # a name typed in lower case ("sasha has a recital", "ruby's been diagnosed"): any word that is no ordinary English
        words |= {w for m in messages if m.role == "user"
                  for w in (re.sub(r"['’]s$", "", x) for x in re.findall(r"\b[a-z][a-z'’-]{2,}\b", m.content[:MAX_PROSE_CHARS]))
                  if not lexicon.common(w)}
        if not words:
            return {}
        return self.store.relations_of_names([person_norm(w) for w in sorted(words)[:200]])

    def store_candidates(
        self, candidates: Sequence[Candidate], source: wire.Source, *, dequeue: int | None = None
    ) -> wire.IngestResult:
        """Write candidates through the one write path in one transaction.

        ``dequeue`` names an ``ingest_queue`` row to delete in the same transaction, so a
        queued conversation is either still queued or fully stored, never both or neither.
        """
        with self._embedded(c.summary for c in candidates), self.store.transaction():
            if dequeue is not None:
                self.store.queue_delete(dequeue)
            stored, reinforced, superseded = self._write_all(candidates, source)
        return self._ingest_result(stored, reinforced, superseded)

    def _write_all(self, candidates: Sequence[Candidate], source: wire.Source
                   ) -> tuple[builtins.list[int], builtins.list[int], builtins.list[int]]:
        stored: builtins.list[int] = []
        reinforced: builtins.list[int] = []
        superseded: builtins.list[int] = []
        for cand in candidates:
            outcome = self.write(cand, source=source, heard_now={*stored, *reinforced})
            if outcome.action == "reinforced":
                if outcome.memory_id not in stored:
                    reinforced.append(outcome.memory_id)
            else:
                stored.append(outcome.memory_id)
            superseded.extend(i for i in outcome.superseded if i not in superseded)
        return stored, reinforced, superseded

    def _ingest_result(self, stored: builtins.list[int], reinforced: builtins.list[int],
                       superseded: builtins.list[int]) -> wire.IngestResult:
        rows = self.store.get_memories([*stored, *reinforced])
        return wire.IngestResult(
            stored=self.many_to_wire([rows[i] for i in dict.fromkeys(stored) if i in rows]),
            reinforced=self.many_to_wire([rows[i] for i in dict.fromkeys(reinforced) if i in rows]),
            superseded=superseded,
        )

    @staticmethod
    def _passes_gate(c: Candidate) -> bool:
        if c.type not in defaults.TYPE_DEFAULTS or c.type == "reflection":
            return False
        conf = c.confidence if c.confidence is not None else defaults.EVIDENCE_CONFIDENCE[c.evidence]
        imp = c.importance if c.importance is not None else defaults.default_importance(c.type)
        if conf < defaults.MIN_CONFIDENCE or imp < defaults.MIN_IMPORTANCE:
            return False
        return bool(text.clean_summary(c.summary)) and len(text.clean_summary(c.summary)) <= 500

    # ================================================================ brain.prune

    def prune(self, p: wire.PruneParams | None = None) -> wire.PruneResult:
        """Apply (or, with ``dry_run``, preview) the lifecycle rules at ``as_of`` or now."""
        return steps.exhaust(self.prune_steps(p or wire.PruneParams()), self.store)

    # ================================================================ summaries

    def profile(self, p: wire.ProfileParams | None = None) -> wire.ProfileResult:
        """The last consolidation's summaries; where one is still empty (a new user's
        first hour), quotes a memory that has ended, or was written before a memory it
        would state was learned, one built now from the current memories
        (``generated_at`` null: nothing is stored)."""
        out = {}
        now = self.clock.now()
        for kind in ("profile", "active_state"):
            got = self.store.get_summary(kind)
            if got is not None and got[0].strip() and not self._quotes_ended(got[2]) \
                    and not self._learned_since(kind, got[1], now):
                out[kind] = wire.Summary(text=got[0], generated_at=ts(got[1]), memory_ids=got[2])
                continue
            body, ids = self.summary_now(kind, now)
            out[kind] = wire.Summary(text=body, memory_ids=ids)
        return wire.ProfileResult(profile=out["profile"], active_state=out["active_state"])

    # ================================================================ brain.backup, brain.export, brain.import

    @property
    def own_paths(self) -> portability.OwnPaths:
        """The daemon's own files: never a backup or export target (set by the executor)."""
        own = self._own_paths or portability.OwnPaths()
        return own.with_database(self.store.path) if self.store.path is not None else own

    @own_paths.setter
    def own_paths(self, value: portability.OwnPaths) -> None:
        self._own_paths = value

    def backup(self, p: wire.PathParams) -> wire.PathResult:
        """Online backup of the database to ``p.path``; runs on a reader, writes go on."""
        return portability.backup(self.store, p.path, self.own_paths)

    def export(self, p: wire.PathParams) -> wire.PathResult:
        """Every memory with all its fields and provenance as JSONL, from one snapshot."""
        return portability.export(self.store, p.path, self.clock.now(), self.own_paths)

    def import_(self, p: wire.PathParams) -> wire.PathResult:
        """Add the memories of an export that this store lacks (importing twice adds nothing)."""
        return steps.exhaust(self.import_steps(p), self.store)

    def import_steps(self, p: wire.PathParams) -> steps.Steps[wire.PathResult]:
        """:meth:`import_` as a stepped job: the file checked off the writer, then written
        in slices of a few milliseconds (see :mod:`mercuryd.brain.importer`)."""
        from mercuryd.brain import importer

        return (yield from importer.import_steps(self.store, p.path))

    # ================================================================ reliability

    @contextlib.contextmanager
    def _best_effort_transaction(self, *, durable: bool = True) -> Iterator[None]:
        """A write transaction whose storage failure (disk full, locked) is swallowed.

        For bookkeeping writes inside reads (recall marking what it injected): a full
        disk must not stop recall. Everything in the block is rolled back.
        """
        try:
            with self.store.transaction(durable=durable):
                yield
        except StorageError as exc:
            _log.warning("bookkeeping write skipped", error=exc.message)

    # ================================================================ lifecycle jobs (issue 3)
    # Long passes are generators: each next() is one short transaction, so the executor
    # can let other writer calls (recall marks references) run between steps.

    def prune_steps(self, p: wire.PruneParams) -> steps.Steps[wire.PruneResult]:
        """:meth:`prune` as steps of at most a few milliseconds each."""
        now = p.as_of.timestamp() if p.as_of is not None else self.clock.now()
        out = yield from lifecycle.prune_steps(self.store, now, self.rules, dry_run=p.dry_run)
        if not p.dry_run:
            yield from self._merge_text_indexes()
            with self.store.transaction():
                self.store.set_timer("pruning", self.clock.now(), None)
        return wire.PruneResult(
            stale=out.stale,
            to_subconscious=out.to_subconscious,
            decayed=out.decayed,
            promoted=out.promoted,
            low_confidence=out.low_confidence,
            dry_run=p.dry_run,
            as_of=ts(now),
        )

    def _merge_text_indexes(self, pages: int = 200, max_slices: int = 10_000) -> steps.Steps[None]:
        """Keep recall's word lookups cheap: merge the text indexes' segments, in slices
        of a few milliseconds (the writer is released between them)."""
        for table in self.store.TEXT_INDEXES:
            start = True
            for _ in range(max_slices):
                more = self.store.merge_text_index(table, pages, start=start)
                start = False
                yield steps.Read(Store.checkpoint_passive)
                if not more:
                    break

    # The seam for another writer (an LLM one): (kind, memories best first) -> text.
    summary_writer: consolidate.SummaryWriter = staticmethod(consolidate.template_summary)

    def consolidate(self, p: wire.ConsolidateParams | None = None) -> wire.ConsolidateResult:
        """Rebuild the profile and active-state summaries and the reflections now."""
        return steps.exhaust(self.consolidate_steps(p or wire.ConsolidateParams()), self.store)

    def consolidate_steps(
        self, p: wire.ConsolidateParams
    ) -> steps.Steps[wire.ConsolidateResult]:
        """:meth:`consolidate` as short steps (see :mod:`mercuryd.brain.consolidate`)."""
        return (yield from consolidate.steps(self, self.clock.now()))


    # ---------------------------------------------------------------- catching up (issue 3)
    # The rules are functions of now; the pruner only writes them down. A call that acts
    # on a memory (recall, reinforce, dismiss, edit) first brings its tier up to date,
    # so what it does never depends on how recently the pruner ran.

    def catch_up(self, row: MemoryRow, now: float) -> MemoryRow:
        """Apply a tier change the rules owe this row at ``now`` (inside a transaction)."""
        change = lifecycle.decide(row, now, self.rules)
        if change is None or change.rule not in lifecycle.TIER_RULES:
            return row
        self.store.update_memory(row.id, **change.fields)
        return self._get_row(row.id)


def _singular(word: str) -> str:
    """``word`` without a plural's "s" when four letters or more are left ("pints" → "pint"; "runs", "glass",
    "bus", "tennis" as said)."""
    return word[:-1] if len(word) >= 5 and word.endswith("s") and not word.endswith(("ss", "us", "is")) else word


def _all_begun(words: Sequence[str]) -> str:
    """An FTS5 query for rows holding every one of ``words`` (alphanumeric): a word of four letters or more as the start
    of a word ("cert" finds "certification"), a shorter one whole."""
    return " AND ".join(f'"{w}"*' if len(w) >= 4 else f'"{w}"' for w in words)


# who someone is to the user, then what else is said of them: "User's husband Chidi supports Arsenal" (``more``); the tie
# alone has none ("User's husband is Chidi")
_TIE_THEN = re.compile(r"^User's (?:[\w-]+ ){1,2}?(?-i:[A-Z])[\w'’-]*(?P<more> .+)?$")


def _said_else_of(new: str, old: str) -> bool:
    """Two things said of one person, neither the tie alone nor one saying more of the other: "User's husband Chidi has
    type 2 diabetes" after "User's husband Chidi supports Arsenal" (both read as the spouse Chidi) is no restatement."""
    a, b = _TIE_THEN.match(new), _TIE_THEN.match(old)
    return bool(a and b and a["more"] and b["more"]) and not text.near_duplicate(new, old) \
        and not text.adds_to(new, old) and not text.adds_to(old, new)


def _begins_all(said: Iterable[str], words: Sequence[str]) -> bool:
    """Every one of ``words`` begins one of the words ``said`` (its first five letters), a short one is one of them:
    the check behind :func:`_all_begun`, on the summary's own words."""
    said = list(said)
    return all(any(s.startswith(w[:5]) or (len(w) < 4 and s == w) for s in said) for w in words)


def _studies_beside(new: str | None, old: str | None) -> bool:
    """A student's title ("nursing student") said after a job that is none ("patient care technician"): studying
    beside the job, which it does not end (a job said after studying still ends the student's title: qualified)."""
    return bool(new and old and re.search(r"\bstudent$", new) and not re.search(r"\bstudent$", old))


def _same_employer_said_short(one: str | None, other: str | None) -> bool:
    """"connacht" and "connacht rugby": one employer, its name said in full once and short once (the shorter is
    the first words of the longer)."""
    if not one or not other or one == other:
        return False
    short, full = sorted((one, other), key=len)
    return full.startswith(short + " ")


def _referenced_fields(row: MemoryRow, now: float) -> dict[str, object]:
    """What recall changes on a memory it injects (``Store.mark_referenced`` in SQL)."""
    fields: dict[str, object] = dict(last_referenced_at=now, stale=0)
    if row.reason == "stale":
        fields["reason"] = None
    return fields


class IngestDraft(msgspec.Struct, frozen=True):
    """What the rules read in a conversation before the write (:meth:`Brain.ingest_draft`)."""

    now: float  # the time given to messages sent without one
    start: int  # the first message not read before
    candidates: list[Candidate]


class RecallPlan(msgspec.Struct):
    """What a recall will inject, before it is marked: made on any connection."""

    now: float
    chosen: list[tuple[retrieve.Hit, MemoryRow]]
    context: str


def _with_read(found: list[PersonMention], read: Sequence[PersonMention]) -> list[PersonMention]:
    """The persons a typed summary names, and those the rules read in it that the name patterns did not
    ("User has a kelpie called Rusty": Rusty, a dog)."""
    names = {p.name.casefold() for p in found}
    return found + [p for p in read if p.name.casefold() not in names]
