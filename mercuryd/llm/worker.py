"""The extraction queue worker: queued conversations to facts, off the request path.

``brain.ingest`` with ``extractor: llm`` only writes the conversation to the durable
``ingest_queue`` and answers ``queued: true``. This worker (one per daemon, started
from ``Daemon.background``) takes the conversation that is due first, asks the model,
and stores the facts through ``Brain.store_queued`` (the one write path), deleting the
queue row in the same transaction.

When the model is down, slow, overloaded or answers garbage, the conversation stays
queued and is retried after ``retryBaseSeconds``, doubling up to ``retryMaxSeconds``
(or the server's Retry-After when longer). After ``maxAttempts`` failures the rules
extractor reads it instead, with a WARNING. Nothing is lost: the queue is in the
database, so a restart picks up where the last process stopped. While learning is
paused the queue waits. With ``extractor: rules`` the worker only drains what an
earlier ``llm`` run left queued, with the rules extractor, and stops.
"""

from __future__ import annotations

import functools
import time
from collections.abc import Awaitable, Callable, Sequence
from typing import TYPE_CHECKING, Protocol, TypeVar

import msgspec
import trio

from mercuryd import logs, wire
from mercuryd.brain import extract_rules
from mercuryd.brain.candidate import Candidate
from mercuryd.brain.clock import Clock
from mercuryd.brain.ingest_queue import QueuedConversation, QueuedIngest
from mercuryd.brain.service import Brain
from mercuryd.config import Llm
from mercuryd.llm.client import LlmError, LlmUnavailable

if TYPE_CHECKING:
    from mercuryd.daemon import Daemon
    from mercuryd.store.db import Store

log = logs.get("mercuryd.llm.worker")

T = TypeVar("T")
# Longest nap between looks at the queue when nothing wakes the worker.
IDLE_POLL_SECONDS = 30.0
# After an unexpected error (a full disk…), wait this long before the next look.
ERROR_PAUSE_SECONDS = 5.0


class Extract(Protocol):
    async def __call__(self, messages: Sequence[wire.Message], *, start: int = 0) -> list[Candidate]: ...


class Write(Protocol):
    """Runs a function on the writer Brain, one writer call at a time (``Executor.write``)."""

    def __call__(self, fn: Callable[[Brain], T], /) -> Awaitable[T]: ...


def backoff(attempts: int, settings: Llm, retry_after: float | None = None) -> float:
    """Seconds to wait after the ``attempts``-th failure: base · 2^(attempts−1), capped."""
    delay = min(settings.retry_base_seconds * 2.0 ** min(max(0, attempts - 1), 64),
                settings.retry_max_seconds)
    if retry_after is not None:
        delay = max(delay, min(retry_after, settings.retry_max_seconds))
    return delay


class QueueWorker:
    """Drains the ingest queue.

    Args:
        write: runs a function on the writer Brain (``Executor.write``).
        clock: the daemon's clock; queue times are in its epoch seconds.
        extract: the LLM extractor (None: use the rules extractor for everything).
        settings: the ``llm`` section (retry budget and backoff).
    """

    def __init__(self, write: Write, clock: Clock, extract: Extract | None, settings: Llm) -> None:
        self.write = write
        self.clock = clock
        self.extract = extract
        self.settings = settings
        self._wake = trio.Event()

    def wake(self) -> None:
        """Look at the queue now (called when brain.ingest queued something)."""
        self._wake.set()

    async def run(self) -> None:
        """Process due conversations until cancelled (or, without an LLM, until empty)."""
        while True:
            self._wake = trio.Event()
            try:
                if await self.run_once():
                    continue
                nap = await self._nap()
            except Exception as exc:  # the daemon must outlive any single bad run
                log.error("extraction queue error", error=exc.__class__.__name__)
                nap = ERROR_PAUSE_SECONDS
            if nap is None:
                return
            with trio.move_on_after(nap):
                await self._wake.wait()

    async def _nap(self) -> float | None:
        """How long to wait for the next due conversation (None: done for good)."""
        next_at, paused = await self.write(lambda b: (b.queue_next_time(), b.paused()))
        if self.extract is None and next_at is None:
            return None
        if next_at is None or paused:
            return IDLE_POLL_SECONDS  # brain.ingest and brain.resume wake the worker sooner
        return min(IDLE_POLL_SECONDS, max(0.05, next_at - self.clock.now()))

    async def run_once(self) -> bool:
        """Extract the conversation due first, if any; True when one was handled."""
        now = self.clock.now()
        item = await self.write(lambda b: b.queue_next_due(now))
        if item is None:
            return False
        try:
            params = msgspec.json.decode(item.payload, type=QueuedIngest)
        except msgspec.MsgspecError:
            log.error("dropping unreadable queued conversation", queue_id=item.id)
            await self.write(lambda b: b.queue_drop(item.id))
            return True
        source = wire.Source(channel=params.channel, conversation_id=params.conversation_id, refs=[])
        if self.extract is None:
            await self._store(item, extract_rules.extract(params.messages, start=params.start), source, "rules",
                              time.perf_counter())
            return True
        start = time.perf_counter()
        try:
            candidates = await self.extract(params.messages, start=params.start)
        except LlmError as exc:
            retry_after = exc.retry_after if isinstance(exc, LlmUnavailable) else None
            await self._failed(item, params, source, exc.reason, retry_after)
            return True
        except Exception as exc:  # a bug must not wedge the queue: count it as a failed try
            log.error("llm extraction crashed", queue_id=item.id, error=exc.__class__.__name__)
            await self._failed(item, params, source, f"internal error ({exc.__class__.__name__})")
            return True
        await self._store(item, candidates, source, "llm", start)
        return True

    async def _store(
        self, item: QueuedConversation, candidates: list[Candidate], source: wire.Source,
        extractor: str, start: float,
    ) -> wire.IngestResult:
        result = await self.write(lambda b: b.store_queued(item.id, candidates, source))
        if result.paused:
            log.info("learning paused meanwhile; the conversation stays queued", queue_id=item.id)
            return result
        log.info("queued conversation extracted", queue_id=item.id, extractor=extractor,
                 attempts=item.attempts + 1, stored=len(result.stored),
                 reinforced=len(result.reinforced), superseded=len(result.superseded),
                 duration_ms=round((time.perf_counter() - start) * 1000, 1))
        return result

    async def _failed(
        self, item: QueuedConversation, params: QueuedIngest, source: wire.Source,
        reason: str, retry_after: float | None = None,
    ) -> None:
        attempts = item.attempts + 1
        if attempts >= self.settings.max_attempts:
            log.warning("llm extraction gave up; the rules extractor read the conversation instead",
                        queue_id=item.id, attempts=attempts, error=reason)
            await self._store(item, extract_rules.extract(params.messages, start=params.start), source, "rules",
                              time.perf_counter())
            return
        delay = backoff(attempts, self.settings, retry_after)
        next_try = self.clock.now() + delay
        await self.write(lambda b: b.queue_retry(item.id, attempts, next_try, reason))
        log.warning("llm extraction failed; the conversation stays queued", queue_id=item.id,
                    attempts=attempts, retry_in_s=round(delay, 2), error=reason)


def start(daemon: Daemon, nursery: trio.Nursery) -> QueueWorker | None:
    """Start the worker for this daemon if the Second Brain is on; wire its wake-up."""
    executor = daemon.executor
    if not executor.enabled or executor.writer is None:
        return None
    extract: Extract | None = None
    if daemon.config.brain.extractor == "llm":
        from mercuryd.llm import summaries
        from mercuryd.llm.client import ChatClient
        from mercuryd.llm.extract import LlmExtractor

        extract = LlmExtractor(ChatClient(daemon.config.llm)).extract
        summaries.configure(daemon.config.llm)
        log.info("llm extractor on", url=daemon.config.llm.base_url, model=daemon.config.llm.model)
    worker = QueueWorker(executor.write, daemon.clock, extract, daemon.config.llm)

    rewrite = _Signal() if extract is not None else None

    def on_write(method: str, result: object) -> None:
        queued = method == "brain.ingest" and isinstance(result, wire.IngestResult) and result.queued
        if queued or method == "brain.resume":
            worker.wake()
        if method == "brain.consolidate" and rewrite is not None:
            rewrite.set()

    if rewrite is not None:
        nursery.start_soon(_rewrite_summaries, daemon, rewrite)

    executor.after_write.append(on_write)
    nursery.start_soon(worker.run)
    return worker


# ---------------------------------------------------------------- LLM-written summaries
# Consolidation stores template summaries at once (on the writer, in short steps). With
# the LLM configured, this task then asks the model to rewrite each one from the same
# memories, OFF the writer (a model call may take seconds), and stores the result only
# if the template it replaces is still the current summary. Any failure keeps the
# template: it is the fallback.


class _Signal:
    """A reusable wake-up: ``set()`` from anywhere on the loop, ``wait()`` re-arms."""

    def __init__(self) -> None:
        self._event = trio.Event()

    def set(self) -> None:
        self._event.set()

    async def wait(self) -> None:
        await self._event.wait()
        self._event = trio.Event()


async def _rewrite_summaries(daemon: Daemon, signal: _Signal) -> None:
    from mercuryd.brain.consolidate import MAX_CHARS
    from mercuryd.llm import summaries

    executor = daemon.executor
    while True:
        await signal.wait()
        for kind in ("profile", "active_state"):
            try:
                current = await executor.on_reader(functools.partial(_summary_source, kind=kind))
                if current is None:
                    continue
                generated_at, lines = current
                text = await trio.to_thread.run_sync(summaries.write_summary, kind, lines, MAX_CHARS)
                if not text:
                    log.info("llm summary skipped; the template stays", kind=kind)
                    continue
                stored = await executor.on_writer(functools.partial(
                    _store_if_current, kind=kind, text=text, generated_at=generated_at))
                log.info("llm summary stored" if stored else "llm summary outdated", kind=kind)
            except Exception as exc:  # the template stays; never take the daemon down
                log.error("llm summary failed", kind=kind, error=f"{exc.__class__.__name__}: {exc}")


def _summary_source(store: Store, kind: str) -> tuple[float, list[str]] | None:
    got = store.get_summary(kind)
    if got is None or not got[0].strip():
        return None
    _text, generated_at, ids = got
    rows = store.get_memories(ids)
    return generated_at, [rows[i].summary for i in ids if i in rows]


def _store_if_current(store: Store, kind: str, text: str, generated_at: float) -> bool:
    with store.transaction():
        got = store.get_summary(kind)
        if got is None or got[1] != generated_at:
            return False
        store.set_summary(kind, text, generated_at, got[2])
    return True
