"""The LLM ingest queue, as the Brain sees it.

With ``extractor: llm`` brain.ingest only queues the conversation (durably, in the
transaction that acknowledges it); the worker in mercuryd/llm/worker.py extracts it off
the request path and stores the facts through ``Brain.store_candidates``. A mixin of
:class:`~mercuryd.brain.service.Brain`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import msgspec

from mercuryd import wire
from mercuryd.brain.candidate import Candidate

if TYPE_CHECKING:
    from mercuryd.brain.clock import Clock
    from mercuryd.store.db import Store


class QueuedIngest(wire.IngestParams):
    """A queued conversation: the request, its messages timed, and where reading starts
    (the messages before ``start`` were read before; they are context only)."""

    start: int = 0


class QueuedConversation(msgspec.Struct, frozen=True):
    """One row of the ingest queue as the LLM worker sees it."""

    id: int
    payload: str
    attempts: int
    next_try_at: float


class QueueMixin:
    store: Store
    clock: Clock

    if TYPE_CHECKING:  # defined by Brain
        def paused(self) -> bool: ...

        @staticmethod
        def _passes_gate(c: Candidate) -> bool: ...

        def store_candidates(
            self, candidates: Sequence[Candidate], source: wire.Source, *, dequeue: int | None = None
        ) -> wire.IngestResult: ...

    def enqueue(
        self, p: wire.IngestParams, marks: Sequence[bytes], messages: Sequence[wire.Message],
        alone: Sequence[bytes | None] = (),
    ) -> wire.IngestResult:
        """Queue a conversation for the LLM extractor; answers ``queued: true`` at once.

        Messages read (or queued) before are not queued again: ``marks`` are recorded
        with the queue row, in one transaction.
        """
        from mercuryd.brain import heard

        with self.store.transaction():
            start = heard.read_from(self.store, marks, alone)
            if start >= len(messages):
                self.store.mark_read(heard.all_marks(marks, alone), p.conversation_id, self.clock.now())
                return wire.IngestResult(stored=[], reinforced=[], superseded=[])
            queued = QueuedIngest(messages=list(messages), conversation_id=p.conversation_id,
                                  channel=p.channel, start=start)
            self.store.queue_insert(msgspec.json.encode(queued).decode(), self.clock.now())
            self.store.mark_read(heard.all_marks(marks, alone), p.conversation_id, self.clock.now())
        return wire.IngestResult(stored=[], reinforced=[], superseded=[], queued=True)

    def queue_next_due(self, now: float) -> QueuedConversation | None:
        """The queued conversation due first at ``now``; None when none is due or learning is paused.

        A conversation queued before a pause waits, still queued, until resume.
        """
        if self.paused():
            return None
        row = self.store.queue_next()
        if row is None or row[3] > now:
            return None
        return QueuedConversation(id=row[0], payload=row[1], attempts=row[2], next_try_at=row[3])

    def queue_next_time(self) -> float | None:
        """When the next queued conversation is due (None: the queue is empty)."""
        row = self.store.queue_next()
        return None if row is None else row[3]

    def queue_retry(self, item_id: int, attempts: int, next_try_at: float, error: str) -> None:
        """Record a failed extraction attempt; the conversation stays queued."""
        with self.store.transaction():
            self.store.queue_retry(item_id, attempts, next_try_at, error[:500])

    def queue_drop(self, item_id: int) -> None:
        """Remove a queued conversation that can never be read (a damaged payload)."""
        with self.store.transaction():
            self.store.queue_delete(item_id)

    def store_queued(
        self, item_id: int, candidates: Sequence[Candidate], source: wire.Source
    ) -> wire.IngestResult:
        """Store a queued conversation's facts (same gate and cap as ingest) and dequeue it.

        The model may answer after the user cleared everything (the row is gone: store
        nothing) or paused learning (store nothing now; it stays queued for resume).
        Writes are serialised, so these checks and the write cannot interleave with them.
        """
        if self.store.queue_get(item_id) is None:
            return wire.IngestResult(stored=[], reinforced=[], superseded=[])
        if self.paused():
            return wire.IngestResult(stored=[], reinforced=[], superseded=[], paused=True, queued=True)
        kept = [c for c in candidates if self._passes_gate(c)][:3]
        return self.store_candidates(kept, source, dequeue=item_id)
