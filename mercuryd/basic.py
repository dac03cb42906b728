"""Basic mode: long-term facts in a JSONL file with text-match search.

When the Second Brain is off (``SECOND_BRAIN_ENABLED=false``, ``memory.secondBrain.enabled:
false``) or cannot run (apsw missing, no FTS5), the daemon keeps working on
``<home>/memory/facts.jsonl``: ``memory.add`` appends a fact, ``memory.list`` and
``memory.search`` browse them, ``brain.recall`` injects the best word matches within the
same limit and budget as the Second Brain, and ``brain.ingest`` stores nothing (no
extraction). No SQLite is imported or opened here.

When the Second Brain is turned back on, :func:`import_into` copies the facts that were
added in basic mode into the database once, through the one write path.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

import msgspec

from mercuryd import __version__, logs, wire
from mercuryd.brain import defaults, text
from mercuryd.brain.clock import Clock
from mercuryd.brain.context import build_context
from mercuryd.errors import Disabled, InvalidParams, MercuryError

if TYPE_CHECKING:
    from mercuryd.brain.service import Brain

log = logs.get("mercuryd.basic")

MAX_SUMMARY = 500
# State-table key: how many bytes of the JSONL file the Second Brain has imported.
IMPORT_STATE_KEY = "basic_jsonl_imported_bytes"


class Fact(msgspec.Struct, kw_only=True):
    """One line of ``facts.jsonl``."""

    id: int
    type: wire.MemoryType
    summary: str
    created_at: float
    evidence: wire.Evidence = "manual"
    confidence: float | None = None
    importance: float | None = None
    scope: wire.ConsciousScope | None = None
    source: wire.Source | None = None


_encoder = msgspec.json.Encoder()
_decoder = msgspec.json.Decoder(Fact)


def read_facts(path: Path) -> tuple[list[tuple[int, Fact]], int]:
    """Every readable fact with the byte offset just past its line; and the bad-line count."""
    out: list[tuple[int, Fact]] = []
    bad = 0
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return [], 0
    offset = 0
    for line in data.splitlines(keepends=True):
        offset += len(line)
        if not line.strip():
            continue
        if not line.endswith(b"\n"):
            break  # a torn last line (crash mid-append): not acknowledged, skip it
        try:
            out.append((offset, _decoder.decode(line)))
        except (msgspec.DecodeError, msgspec.ValidationError):
            bad += 1
    return out, bad


def forget(path: Path, summaries: Iterable[str] | None) -> int:
    """Blank the lines of ``path`` holding one of ``summaries`` (compared by
    :func:`text.norm`), or every line for None: a fact hard-deleted, rewritten or cleared
    in the Second Brain must not stay in the basic-mode file it was imported from (nor
    come back in basic mode). Each line is overwritten in place with spaces, which
    :func:`read_facts` skips, so the byte offsets :func:`import_into` counts by stay
    valid. Returns how many lines were blanked."""
    norms = None if summaries is None else {text.norm(s) for s in summaries}
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return 0
    hits: list[tuple[int, int]] = []
    offset = 0
    for line in data.splitlines(keepends=True):
        start, offset = offset, offset + len(line)
        if not line.strip():
            continue
        if norms is not None:
            try:
                if text.norm(_decoder.decode(line).summary) not in norms:
                    continue
            except (msgspec.DecodeError, msgspec.ValidationError):
                continue
        hits.append((start, len(line.rstrip(b"\n"))))
    if hits:
        fd = os.open(path, os.O_WRONLY)
        try:
            for start, n in hits:
                os.pwrite(fd, b" " * n, start)
            os.fsync(fd)
        finally:
            os.close(fd)
    return len(hits)


def _ts(value: float) -> datetime:
    return datetime.fromtimestamp(value, tz=UTC)


class _Hit(msgspec.Struct):
    score: float


class BasicBrain:
    """The service calls basic mode answers, over one JSONL file.

    Args:
        path: the fact file (created on the first ``memory.add``).
        clock: where ``now`` comes from.
        mode: ``"basic"`` (turned off) or ``"degraded"`` (cannot run).
        reason: one sentence saying why the Second Brain is not running.
    """

    def __init__(self, path: Path, clock: Clock, *, mode: str, reason: str) -> None:
        self.path = path
        self.clock = clock
        self.mode = mode
        self.reason = reason
        self.dashboard_url: str | None = None
        self.extractor = "rules"
        self.facts: list[Fact] = []
        self._keys: dict[tuple[str, str], Fact] = {}  # (type, normalised summary) -> fact
        self._words: dict[int, frozenset[str]] = {}  # fact id -> its case-folded words

    def open(self) -> None:
        """Load the facts; raises OSError when the file exists and cannot be read."""
        loaded, bad = read_facts(self.path)
        self.facts = [f for _, f in loaded]
        self._keys = {(f.type, text.norm(f.summary)): f for f in self.facts}
        if bad:
            log.warning("skipped unreadable lines in the fact file", path=str(self.path), lines=bad)
        log.info("basic memory ready", mode=self.mode, facts=len(self.facts), path=str(self.path))

    # ---------------------------------------------------------------- conversion

    def _scope(self, fact: Fact) -> str:
        return fact.scope or defaults.default_scope(fact.type)

    def to_wire(self, fact: Fact) -> wire.Memory:
        return wire.Memory(**self._fields(fact))

    def _fields(self, fact: Fact) -> dict[str, Any]:
        scope = self._scope(fact)
        conf = fact.confidence if fact.confidence is not None else defaults.EVIDENCE_CONFIDENCE[fact.evidence]
        imp = fact.importance if fact.importance is not None else defaults.default_importance(fact.type)
        when = _ts(fact.created_at)
        return dict(
            id=fact.id, type=fact.type, summary=fact.summary, scope=scope, tier="conscious",
            evidence=fact.evidence, confidence=conf, importance=imp,
            durability=defaults.SCOPE_DURABILITY[scope], reinforcements=0, stale=False,
            created_at=when, updated_at=when, last_referenced_at=when,
            source=fact.source or wire.Source(),
        )

    def _matches(self, query: str) -> list[tuple[float, Fact]]:
        """Facts sharing a word with the query (case-insensitive), best first."""
        wanted = list(dict.fromkeys(text.content_words(query) or text.words(query)))
        if not wanted:
            return []
        scored = []
        for fact in self.facts:
            have = self._words.get(fact.id)
            if have is None:
                have = self._words[fact.id] = frozenset(text.words(fact.summary))
            hits = sum(1 for w in wanted if w in have)
            if hits:
                scored.append((hits / len(wanted), fact))
        scored.sort(key=lambda sf: (-sf[0], -sf[1].id))
        return scored

    # ---------------------------------------------------------------- service calls

    def status(self, p: wire.StatusParams | None = None) -> wire.StatusResult:
        counts = wire.Counts()
        for fact in self.facts:
            if self._scope(fact) == "durable":
                counts.durable += 1
            else:
                counts.active += 1
        by_type: dict[str, int] = {}
        for fact in self.facts:
            by_type[fact.type] = by_type.get(fact.type, 0) + 1
        return wire.StatusResult(
            enabled=False, mode=self.mode, reason=self.reason, paused=False, counts=counts,  # type: ignore[arg-type]
            last_consolidation_at=None, last_prune_at=None, db_path=None, version=__version__,
            extractor=self.extractor, dashboard_url=self.dashboard_url, counts_by_type=by_type,
        )

    def recall(self, p: wire.RecallParams) -> wire.RecallResult:
        if p.limit == 0:
            return wire.RecallResult(memories=[], context="", used_subconscious=False,
                                     enabled=False, mode=self.mode)  # type: ignore[arg-type]
        ranked = [(_Hit(score), fact) for score, fact in self._matches(p.query)]
        chosen, context = build_context(ranked, limit=p.limit, budget=p.budget_chars)
        memories = [
            wire.ScoredMemory(**self._fields(fact), score=round(hit.score, 4))
            for hit, fact in chosen
        ]
        return wire.RecallResult(memories=memories, context=context, used_subconscious=False,
                                 enabled=False, mode=self.mode)  # type: ignore[arg-type]

    def ingest(self, p: wire.IngestParams) -> wire.IngestResult:
        """No extraction in basic mode: nothing is stored, and the answer says so."""
        return wire.IngestResult(stored=[], reinforced=[], superseded=[], enabled=False)

    def add(self, p: wire.AddParams) -> wire.Memory:
        summary = text.clean_summary(p.summary)
        if not summary or len(summary) > MAX_SUMMARY:
            raise InvalidParams(f"summary must be 1-{MAX_SUMMARY} characters after trimming - at `$.summary`")
        if p.scope == "subconscious":
            raise Disabled(f"the Second Brain is off ({self.reason}); basic mode has no subconscious tier")
        key = (p.type, text.norm(summary))
        if key in self._keys:
            return self.to_wire(self._keys[key])
        fact = Fact(
            id=max((f.id for f in self.facts), default=0) + 1, type=p.type, summary=summary,
            created_at=self.clock.now(), evidence=p.evidence, confidence=p.confidence,
            importance=p.importance, scope=p.scope, source=p.source,
        )
        self._append(fact)
        self.facts.append(fact)
        self._keys[key] = fact
        return self.to_wire(fact)

    def _append(self, fact: Fact) -> None:
        """Append one line and fsync it: an acknowledged add survives a crash."""
        self.path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
        try:
            os.write(fd, _encoder.encode(fact) + b"\n")
            os.fsync(fd)
        finally:
            os.close(fd)

    def list(self, p: wire.ListParams) -> wire.ListResult:
        if p.scope == "subconscious":
            return wire.ListResult(items=[], next_cursor=None, total=0)
        before: int | None = None
        if p.cursor:
            try:
                before = int(p.cursor)
            except ValueError:
                raise InvalidParams("cursor is not one this server issued - at `$.cursor`") from None
        facts = [f for f in reversed(self.facts)
                 if (p.type is None or f.type == p.type) and (before is None or f.id < before)]
        page = facts[: p.limit]
        more = len(facts) > p.limit
        return wire.ListResult(items=[self.to_wire(f) for f in page],
                               next_cursor=str(page[-1].id) if more and page else None)

    def search(self, p: wire.SearchParams) -> wire.ItemsResult:
        if p.scope == "subconscious":
            return wire.ItemsResult(items=[])
        found = [f for _, f in self._matches(p.q) if p.type is None or f.type == p.type]
        return wire.ItemsResult(items=[self.to_wire(f) for f in found[: p.limit]])


# RPC method -> BasicBrain attribute; every other method answers Disabled (-32002).
BASIC_CALLS: dict[str, str] = {
    "brain.status": "status",
    "brain.recall": "recall",
    "brain.ingest": "ingest",
    "memory.add": "add",
    "memory.list": "list",
    "memory.search": "search",
}


def import_into(brain: Brain, path: Path) -> int:
    """Copy facts added in basic mode into the database once; return how many.

    The state table remembers how many bytes of the file were imported, so a restart
    imports nothing twice and facts appended later (after another spell in basic mode)
    are picked up next time. The file itself is left in place for basic mode.
    """
    store = brain.store
    done = int(store.get_state(IMPORT_STATE_KEY, "0") or 0)
    try:
        size = path.stat().st_size
    except FileNotFoundError:
        return 0
    if size < done:  # the file was replaced or truncated: treat it as new
        done = 0
    count = 0
    facts, _ = read_facts(path)
    for end, fact in facts:
        if end <= done:
            continue
        try:
            brain.add(wire.AddParams(
                type=fact.type, summary=fact.summary, evidence=fact.evidence,
                confidence=fact.confidence, importance=fact.importance, scope=fact.scope,
                source=None if fact.source is None else wire.SourceIn(
                    channel=fact.source.channel, conversation_id=fact.source.conversation_id,
                    refs=list(fact.source.refs)),
            ))
            count += 1
        except MercuryError as exc:  # one bad fact must not block the rest
            log.warning("skipped a basic-mode fact", id=fact.id, error=exc.message)
        with store.transaction():
            store.set_state(IMPORT_STATE_KEY, str(end))
    if count:
        log.info("imported basic-mode facts into the Second Brain", count=count, path=str(path))
    return count
