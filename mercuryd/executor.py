"""Runs service calls off the event loop: one writer, a few readers.

Every RPC method, REST route, menu action and Telegram button ends here. Calls that
change anything run one at a time on the writer connection (datasette's single write
thread); browsing calls run on a small pool of reader connections, which WAL lets read
while the writer writes. Only calls known to be about a millisecond or less run on the
event loop itself (a recall while the writer is free, a get by id, the status counters):
there the hop to a worker thread costs more than the work, and the GIL would hold the
loop for the Python part of the work anyway. Everything longer runs in worker threads.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections import deque
from collections.abc import AsyncIterator, Awaitable, Callable, Generator, Iterator
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

import msgspec
import trio

from mercuryd import wire
from mercuryd.brain.clock import Clock
from mercuryd.config import Config
from mercuryd.errors import DatabaseGone, Disabled
from mercuryd.writer_lane import WriterLane

if TYPE_CHECKING:
    # Imported for real in open(): apsw may be missing (degraded mode).
    from mercuryd.basic import BasicBrain
    from mercuryd.brain.service import Brain, IngestDraft, RecallPlan
    from mercuryd.store.db import Store

_R = TypeVar("_R")

# RPC method -> Brain attribute.
BRAIN_CALLS: dict[str, str] = {
    "brain.status": "status",
    "brain.recall": "recall",
    "brain.ingest": "ingest",
    "brain.consolidate": "consolidate",
    "brain.prune": "prune",
    "brain.profile": "profile",
    "brain.pause": "pause",
    "brain.resume": "resume",
    "brain.clear": "clear",
    "brain.export": "export",
    "brain.import": "import_",
    "brain.backup": "backup",
    "memory.list": "list",
    "memory.search": "search",
    "memory.get": "get",
    "memory.add": "add",
    "memory.update": "update",
    "memory.dismiss": "dismiss",
    "persons.list": "persons_list",
    "persons.get": "persons_get",
    "persons.memories": "persons_memories",
    "persons.update": "persons_update",
    "persons.merge": "persons_merge",
    "graph.get": "graph",
}

READERS = 3

# Reads so small (one indexed row, a handful of counters) that the hop to a worker
# thread costs more than the call: they run on the event loop, on a reader connection.
INLINE_READS = frozenset({"memory.get", "brain.status", "brain.profile"})

# Reads that run as one read transaction: a consistent snapshot, and SQLite's WAL read
# lock taken once rather than per statement (two fcntl() calls each time).
SNAPSHOT_READS = frozenset({
    "memory.get", "memory.list", "memory.search", "brain.status", "brain.profile",
    "persons.list", "persons.get", "persons.memories", "graph.get",
})

T = TypeVar("T")

# Seconds between a recall and the transaction that writes its marks (and those of
# every recall in between).
MARKS_DELAY = 0.05
# Seconds a written mark stays in the read overlay: a read that took its snapshot
# before the batch committed still shows it.
OVERLAY_GRACE = 30.0

# Long writer jobs (lifecycle): RPC method -> Brain generator method. Each step is one
# short transaction; the writer is released between steps so recall interleaves.
STEPPED_CALLS: dict[str, str] = {
    "brain.prune": "prune_steps",
    "brain.consolidate": "consolidate_steps",
    "brain.import": "import_steps",
}


class Executor:
    """Owns the database connections and runs typed calls on them.

    Args:
        config: the daemon's configuration.
        db_path: the SQLite file (ignored when the Second Brain is off).
        clock: the clock every Brain reads ``now`` from.
    """

    def __init__(self, config: Config, db_path: Path, clock: Clock, jsonl_path: Path | None = None) -> None:
        self.config = config
        self.db_path = db_path
        # <home>/memory/facts.jsonl next to <home>/memory/second-brain/second-brain.db
        self.jsonl_path = jsonl_path or db_path.parent.parent / "facts.jsonl"
        self.basic: BasicBrain | None = None
        # The database file and its WAL as opened (device, inode); see check_database.
        self._files: dict[Path, tuple[int, int]] = {}
        self.gone: str | None = None
        # The daemon's home and socket (set before open()): their files are protected.
        self.home: Path | None = None
        self.socket_path: Path | None = None
        self.clock = clock
        self.enabled = config.brain.enabled
        self.mode = "second_brain" if self.enabled else "basic"
        self.reason: str | None = None if self.enabled else "disabled by configuration"
        self.writer: Brain | None = None
        self._readers: list[Brain] = []
        self._pool: list[Brain] = []
        # A capacity-1 limiter with an urgent door for recall's short marking write.
        self._write_limiter = WriterLane()
        self._read_limiter = trio.CapacityLimiter(READERS)
        self._draft_limiter = trio.CapacityLimiter(1)  # ingests reading their conversation (_ingest_draft)
        self.dashboard_url: str | None = None
        self.dashboard_error: str | None = None  # why the dashboard is not running, if so
        # Methods served by a front door rather than the Brain (e.g. dashboard.link);
        # they run on the event loop and work whether or not the brain is enabled.
        self.handlers: dict[str, Callable[[Any], Awaitable[object]]] = {}
        # Called (on the event loop) after every write call with (method, result): how
        # the LLM worker learns at once that brain.ingest queued a conversation.
        self.after_write: list[Callable[[str, object], None]] = []
        # What brain.status says about replication (set by the daemon when it is on).
        self.replication_status: Callable[[], wire.ReplicationStatus] | None = None
        # Recall's marks (what it injected is referenced now), written a moment after
        # the answer by :meth:`run_marks`, many recalls per transaction. Every other
        # call writes the ones still pending first, so no read or write sees less.
        self._marks: list[tuple[float, list[int]]] = []
        # The same marks by memory id (the latest time), shown by every read until they
        # are in the file (and for a while after: a read may hold an older snapshot).
        self._marked: dict[int, float] = {}
        self._written: deque[tuple[float, dict[int, float]]] = deque()
        self._marks_queued = trio.Event()
        self._marks_flushed: trio.Event | None = None  # set while a batch is being written
        self._deferring = False  # True while run_marks runs

    def open(self) -> None:
        """Open (and migrate) the database; call before serving."""
        if self.enabled:
            self._check_sqlite()
        if not self.enabled:
            self._open_basic()
            return
        from mercuryd.brain.portability import OwnPaths
        from mercuryd.brain.service import Brain
        from mercuryd.store.db import Store, connect, open_store

        store = open_store(self.db_path)
        _forget_vectors(self.db_path)  # a fresh index, read from the file as it is now
        self.writer = Brain(store, self.clock, self.config.brain)
        for _ in range(READERS):
            reader = Brain(Store(connect(self.db_path), self.db_path), self.clock, self.config.brain)
            self._readers.append(reader)
        self._remember_files()
        if self.home is not None:  # backups and exports never land on the daemon's own files
            own = OwnPaths.for_home(self.home, self.socket_path, self.db_path)
            for brain in (self.writer, *self._readers):
                brain.own_paths = own
        for brain in [self.writer, *self._readers]:
            brain.semantic_background = True  # recall by meaning never holds a call up
        self.writer.basic_file = self.jsonl_path
        self._pool = list(self._readers)
        for brain in (self.writer, *self._readers):
            brain.marks = self._marked
        self._import_basic_facts()

    def stores(self) -> list[Store]:
        """Every open connection to the database (the writer's and the readers')."""
        return [b.store for b in [*([self.writer] if self.writer else []), *self._readers]]

    def close(self) -> None:
        if self._marks and self.writer is not None:  # the daemon stopped before writing them
            marks, self._marks = self._marks, []
            with contextlib.suppress(Exception):
                self.writer.write_marks(marks)
        for brain in [*self._readers, *([self.writer] if self.writer else [])]:
            with contextlib.suppress(Exception):
                brain.store.checkpoint(wait=True) if brain is self.writer else None
                brain.store.close()
        if self.enabled:
            _forget_vectors(self.db_path)  # waits for a model load in progress
        self._readers.clear()
        self._pool.clear()
        self.writer = None

    @contextlib.contextmanager
    def _reader(self) -> Iterator[Brain]:
        brain = self._pool.pop()
        try:
            yield brain
        finally:
            self._pool.append(brain)

    @contextlib.asynccontextmanager
    async def _writer_here(self) -> AsyncIterator[Brain]:
        """Hold the writer lane (urgent door) and use the writer on the event loop.

        For work of well under a millisecond, when the lane is free: no thread hop,
        and no thread touches the writer meanwhile.
        """
        assert self.writer is not None
        token = object()
        await self._write_limiter.urgent.acquire_on_behalf_of(token)
        try:
            yield self.writer
        finally:
            self._write_limiter.urgent.release_on_behalf_of(token)

    async def call(self, method: str, params: dict[str, Any] | wire.Params) -> object:
        """Decode params (when given as a dict), run the method, return its result Struct.

        Raises:
            msgspec.ValidationError: params do not fit the method (the message names the field).
            MercuryError: the service refused the call.
        """
        result = await self._call(method, params)
        if method == "brain.status" and self.replication_status is not None \
                and isinstance(result, wire.StatusResult):
            result.replication = self.replication_status()
        return result

    async def _call(self, method: str, params: dict[str, Any] | wire.Params) -> object:
        if method == "rpc.discover":
            from mercuryd.discover import openrpc

            if not isinstance(params, wire.Params):
                msgspec.convert(params, wire.DiscoverParams)  # unknown params are an error
            return openrpc()
        spec = wire.METHODS.get(method)
        attr = BRAIN_CALLS.get(method)
        if spec is not None and method in self.handlers:
            typed_ = params if isinstance(params, wire.Params) else msgspec.convert(params, spec.params)
            return await self.handlers[method](typed_)
        if spec is None or attr is None:
            from mercuryd.rpc import RpcError

            raise RpcError(wire.METHOD_NOT_FOUND, f"method not found: {method[:64]!r}")
        typed = params if isinstance(params, wire.Params) else msgspec.convert(params, spec.params)
        if not self.enabled:
            if method == "brain.status":
                return self._status_extras(await self._disabled(method, typed))
            return await self._disabled(method, typed)
        if spec.writes and method != "brain.recall":
            self.refuse_if_gone()
            # A write sees recall's marks in the file; a read sees them through the
            # Brains' overlay (see _defer_marks) and never waits for the writer.
            await self.write_pending_marks()
        if not hasattr(self.writer, attr):
            from mercuryd.rpc import RpcError

            raise RpcError(wire.METHOD_NOT_FOUND, f"method not available yet: {method!r}")
        if spec.writes:
            if isinstance(typed, wire.RecallParams):  # brain.recall
                return await self.recall(typed)
            stepped = STEPPED_CALLS.get(method)
            if stepped is not None and hasattr(self.writer, stepped):
                result = await self.run_steps(getattr(self.writer, stepped)(typed))
                for hook in self.after_write:
                    hook(method, result)
                return result
            brain = self.writer
            fn = getattr(brain, attr)
            if isinstance(typed, wire.IngestParams):
                # The rules read the conversation on a reader first: seconds of them on a
                # long or hostile one never hold up the other writes.
                result = await _on_thread(self._write_limiter, fn, typed, await self._ingest_draft(typed))
            else:
                result = await _on_thread(self._write_limiter, fn, typed)
            for hook in self.after_write:
                hook(method, result)
            return result

        if method == "brain.status":
            return self._status_extras(await self._read_call(method, attr, typed))
        return await self._read_call(method, attr, typed)

    async def _ingest_draft(self, params: wire.IngestParams) -> IngestDraft | None:
        """What the rules read in ``params``, on a reader connection in a worker thread,
        holding no writer (None when there are no readers: the writer then reads it)."""
        if not self._readers:
            return None
        # One at a time: ingests queue here as they would for the writer, and never take
        # every reader from the reads (list, search, the dashboard).
        async with self._draft_limiter, self._read_limiter:
            with self._reader() as brain:
                return await trio.to_thread.run_sync(brain.ingest_draft, params)

    async def _read_call(self, method: str, attr: str, typed: object) -> object:
        snapshot = method in SNAPSHOT_READS
        if method in INLINE_READS and not self._write_limiter.busy:
            # One indexed row or a few: cheaper than the thread hop it would take. On
            # the free writer's connection: its page cache is the warm one (a commit
            # by one connection empties every other connection's cache).
            async with self._writer_here() as writer:
                writer.dashboard_url = self.dashboard_url
                return _read(writer, attr, typed, snapshot)
        if method in INLINE_READS and self._pool:
            with self._reader() as brain:
                brain.dashboard_url = self.dashboard_url
                return _read(brain, attr, typed, snapshot)
        async with self._read_limiter:
            with self._reader() as brain:
                brain.dashboard_url = self.dashboard_url
                return await trio.to_thread.run_sync(_read, brain, attr, typed, snapshot)

    async def write(self, fn: Callable[[Brain], T]) -> T:
        """Run ``fn(writer)`` in a thread, one at a time with every other write call.

        For daemon-internal jobs (the LLM extraction worker) that need the writer
        without going through an RPC method.
        """
        assert self.writer is not None, "write() needs an open, enabled database"
        self.refuse_if_gone()
        await self.write_pending_marks()
        writer = self.writer
        return await _on_thread(self._write_limiter, fn, writer)

    # ---------------------------------------------------------------- the database file's identity

    def _remember_files(self) -> None:
        """Note which files (device, inode) the database and its WAL are, once open."""
        for path in (self.db_path, Path(f"{self.db_path}-wal")):
            with contextlib.suppress(OSError):
                st = os.stat(path)
                self._files[path] = (st.st_dev, st.st_ino)

    def check_database(self) -> str | None:
        """Why writes are refused (the file we write was removed or replaced), or None.

        One ``stat`` per file: the path must still name the file the connections have
        open. Writing on to an unlinked file would acknowledge writes a restart loses.
        """
        if self.gone is not None or not self._files:
            return self.gone
        for path, known in self._files.items():
            try:
                st = os.stat(path)
                now: tuple[int, int] | None = (st.st_dev, st.st_ino)
            except FileNotFoundError:
                now = None
            except OSError:
                continue  # cannot tell (permissions): not proof it is gone
            if now != known:
                self.gone = (
                    f"the database file {self.db_path} was removed or replaced while mercuryd ran; "
                    "writes are refused so that none is lost: restart mercuryd "
                    "(put the file or a backup back in place first)"
                )
                from mercuryd import logs

                logs.get("mercuryd").error(
                    "database file was removed or replaced; refusing writes until a restart",
                    path=str(path), was=list(known), now=list(now) if now else None,
                )
                break
        return self.gone

    def refuse_if_gone(self) -> None:
        """Raises:
            DatabaseGone: the database file is no longer the one open (see check_database).
        """
        why = self.check_database()
        if why is not None:
            raise DatabaseGone(why)

    def _status_extras(self, status: object) -> object:
        """brain.status with what the executor knows: the file's state, the dashboard's."""
        if not isinstance(status, wire.StatusResult):
            return status
        if status.dashboard_url is None and self.dashboard_error is not None:
            status = msgspec.structs.replace(status, dashboard_error=self.dashboard_error)
        why = self.check_database() or (self.writer.store.write_fault if self.writer is not None else None)
        if why is not None:
            status = msgspec.structs.replace(status, writable=False, reason=why)
        return status

    async def watch_database(self, interval: float) -> None:
        """Check the file every ``interval`` seconds, so the log says so even when idle."""
        while True:
            await trio.sleep(interval)
            if self.check_database() is not None:
                return

    # ---------------------------------------------------------------- basic / degraded mode

    def _check_sqlite(self) -> None:
        """Fall back to degraded mode when apsw cannot load or its SQLite lacks FTS5."""
        from mercuryd.sqlite_check import problem

        cause = problem()
        if cause is None:
            return
        from mercuryd import logs

        self.enabled = False
        self.mode = "degraded"
        self.reason = f"{cause}; fix: pip install --force-reinstall apsw"
        logs.get("mercuryd").error(
            "the Second Brain cannot run; using basic memory (JSONL, text match)",
            cause=cause, fix="pip install --force-reinstall apsw",
        )

    def _open_basic(self) -> None:
        from mercuryd.basic import BasicBrain
        from mercuryd.errors import StartupError

        self.basic = BasicBrain(self.jsonl_path, self.clock, mode=self.mode,
                                reason=self.reason or "disabled by configuration")
        try:
            self.basic.open()
        except OSError as exc:
            raise StartupError(f"cannot read the fact file {self.jsonl_path}: {exc.strerror}.") from None

    def _import_basic_facts(self) -> None:
        from mercuryd import logs
        from mercuryd.basic import import_into

        assert self.writer is not None
        try:
            import_into(self.writer, self.jsonl_path)
        except OSError as exc:  # keep serving; the facts stay in the file for next time
            logs.get("mercuryd").error("cannot import basic-mode facts", path=str(self.jsonl_path),
                                       error=exc.strerror or str(exc))

    async def _disabled(self, method: str, params: object) -> object:
        """Basic mode: a few calls over the JSONL facts; every other one is refused."""
        from mercuryd.basic import BASIC_CALLS

        attr = BASIC_CALLS.get(method)
        if attr is None or self.basic is None:
            raise Disabled(f"the Second Brain is off ({self.reason}); {method} is not available")
        self.basic.dashboard_url = self.dashboard_url
        self.basic.extractor = self.config.brain.extractor
        fn = getattr(self.basic, attr)
        result: object = await _on_thread(self._write_limiter, fn, params)
        return result

    # ---------------------------------------------------------------- stepped jobs, timers

    async def run_steps(self, steps: Generator[Any, Any, _R]) -> _R:
        """Drive a stepped job: each step on the writer, other writer calls in between.

        trio's CapacityLimiter is fair (FIFO), so a recall waiting for the writer runs
        after at most one step. A step that yields a :class:`~mercuryd.brain.steps.Read`
        has its read run on a reader connection, without the write lock, and gets the
        result sent back (see :mod:`mercuryd.brain.steps`).
        """
        from mercuryd.brain.steps import Read

        self.refuse_if_gone()
        await self.write_pending_marks()
        sent: Any = None
        try:
            while True:
                done, value = await _on_thread(self._write_limiter, _advance, steps, sent)
                if done:
                    result: _R = value
                    return result
                self.refuse_if_gone()
                sent = await self.on_reader(value.fn) if isinstance(value, Read) else None
        finally:
            steps.close()

    async def on_writer(self, fn: Callable[[Store], _R]) -> _R:
        """Run ``fn(store)`` on the writer connection, one writer call at a time."""
        assert self.writer is not None
        self.refuse_if_gone()
        await self.write_pending_marks()
        return await _on_thread(self._write_limiter, fn, self.writer.store)

    async def on_reader(self, fn: Callable[[Store], _R]) -> _R:
        """Run ``fn(store)`` on a reader connection."""
        await self.write_pending_marks()
        async with self._read_limiter:
            with self._reader() as brain:
                return await trio.to_thread.run_sync(fn, brain.store)

    # ---------------------------------------------------------------- recall off the writer queue
    # brain.recall writes (it marks what it injected), but its ranking only reads, and
    # its marks can wait a moment: see run_marks. A recall that must write before it
    # answers takes the writer through the urgent door: it waits for the one write in
    # progress at most, never for the queue of ingests behind it.

    async def recall(self, params: wire.RecallParams) -> object:
        """brain.recall: planned and answered on the event loop, marked a moment later.

        While :meth:`run_marks` runs (the daemon), a recall ranks right here, on the
        writer's connection when it is free (its page cache is the warm one), else on
        a reader's, and leaves its marks to the next batch: no write and no thread hop
        on the path of every message. A recall that needs more than marks (a memory
        owed a tier change, one coming back from the subconscious) writes first:
        inline on the free writer, else planned on a reader and marked through the
        writer lane's urgent door. Without run_marks (tests, tools) every recall marks
        before it answers, the same way.
        """
        writer = self.writer
        assert writer is not None
        urgent = self._write_limiter.urgent
        if self._deferring and not self._write_limiter.busy:
            # The writer's connection, when free: its page cache is the warm one (a
            # commit by one connection empties every other connection's cache).
            async with self._writer_here():
                planned = writer.recall_plan(params)
                assert planned is not None  # catch_up=True always plans
                answer = writer.recall_unmarked(planned)
                if answer is None:
                    return writer.recall_mark(planned)
            return self._defer_marks(planned.now, *answer)
        if self._deferring and self._pool:
            with self._reader() as brain:
                maybe = brain.recall_plan(params, catch_up=False)
                answer = brain.recall_unmarked(maybe) if maybe is not None else None
            if maybe is not None and answer is not None:
                return self._defer_marks(maybe.now, *answer)
        if not self._write_limiter.busy:
            # The writer is free: recall (about a millisecond at 100k memories, mostly
            # Python that holds the GIL anyway) runs right here, holding the lane so no
            # thread touches the writer meanwhile. The thread hop would cost more.
            async with self._writer_here():
                return writer.recall(params)
        async with self._read_limiter:
            with self._reader() as brain:
                on_reader = await trio.to_thread.run_sync(_plan_on_reader, brain, params)
        if isinstance(on_reader, wire.RecallResult):
            return on_reader  # nothing injected: nothing to mark
        if on_reader is None:  # a hit is owed a tier change: the writer writes it first
            return await _on_thread(urgent, writer.recall, params)
        return await _on_thread(urgent, partial(writer.recall_mark, on_reader, fresh=True))


    # ---------------------------------------------------------------- recall's marks, batched

    async def run_marks(self, *, delay: float = MARKS_DELAY,
                        task_status: trio.TaskStatus[None] = trio.TASK_STATUS_IGNORED) -> None:
        """Write recall's marks in batches, ``delay`` seconds after the first of each.

        Runs for the daemon's life; while it runs, recall defers its marks (see
        :meth:`recall`). On cancellation the pending marks stay queued: every later
        call, and :meth:`close`, writes them.
        """
        self._deferring = self.enabled
        task_status.started()
        try:
            while True:
                await self._marks_queued.wait()
                await trio.sleep(delay)
                await self.write_pending_marks(inline=False)
        finally:
            self._deferring = False

    def _defer_marks(self, now: float, result: wire.RecallResult, ids: list[int]) -> wire.RecallResult:
        if ids:
            self._marks.append((now, ids))
            marked = self._marked
            for mid in ids:
                if marked.get(mid, now) <= now:
                    marked[mid] = now
            self._marks_queued.set()
        return result

    def _forget_written(self, batch: list[tuple[float, list[int]]]) -> None:
        """Drop overlay entries a while after their batch is in the file."""
        latest: dict[int, float] = {}
        for now, ids in batch:
            for mid in ids:
                latest[mid] = max(now, latest.get(mid, now))
        t = trio.current_time()
        self._written.append((t, latest))
        while self._written and self._written[0][0] < t - OVERLAY_GRACE:
            _, old = self._written.popleft()
            for mid, at in old.items():
                if self._marked.get(mid) == at:
                    del self._marked[mid]

    async def write_pending_marks(self, *, inline: bool = True) -> None:
        """Write the marks queued so far (and wait for a batch being written).

        ``inline``: on the event loop when the writer is free (a call waiting on them
        is served sooner); the background batches go to a thread, where SQLite's work
        runs beside the recalls that keep coming.
        """
        if self.check_database() is not None:
            self._marks.clear()  # bookkeeping for a file that is gone: nothing to keep
        while self._marks or self._marks_flushed is not None:
            if self._marks_flushed is not None:
                await self._marks_flushed.wait()
                continue
            marks, self._marks = self._marks, []
            self._marks_queued = trio.Event()
            done = self._marks_flushed = trio.Event()
            writer = self.writer
            assert writer is not None
            try:
                if inline and not self._write_limiter.busy:
                    # A free writer: one small transaction, cheaper here than a thread hop.
                    async with self._writer_here():
                        writer.write_marks(marks)
                else:
                    await _on_thread(self._write_limiter.urgent, writer.write_marks, marks)
                self._forget_written(marks)
            finally:
                self._marks_flushed = None
                done.set()



class _Lane(Protocol):
    """What trio's thread limiters offer: the writer lane and its urgent door."""

    async def acquire_on_behalf_of(self, borrower: object) -> None: ...

    def release_on_behalf_of(self, borrower: object) -> None: ...


async def _on_thread(lane: _Lane, fn: Callable[..., _R], *args: Any) -> _R:
    """``fn(*args)`` in a worker thread while holding ``lane`` (the writer's), so no other
    writer call runs meanwhile. Not cancellable once the thread runs (as trio's own
    limiter argument); the lane is released when the thread is done."""
    token = object()
    await lane.acquire_on_behalf_of(token)
    try:
        return await trio.to_thread.run_sync(fn, *args)
    finally:
        lane.release_on_behalf_of(token)


def _forget_vectors(db_path: Path) -> None:
    """Drop the process's vector index of ``db_path``, if recall by meaning ever ran
    (its module, and numpy, are not imported otherwise)."""
    semantic = sys.modules.get("mercuryd.brain.semantic")
    if semantic is not None:
        semantic.forget(db_path)


def _read(brain: Brain, attr: str, params: object, snapshot: bool) -> object:
    """Run a read-only Brain method, in one read transaction when ``snapshot``."""
    fn = getattr(brain, attr)
    if not snapshot:
        return fn(params)
    with brain.store.reading():
        return fn(params)


def _advance(steps: Generator[Any, Any, _R], sent: Any) -> tuple[bool, Any]:
    try:
        out = steps.send(sent)
    except StopIteration as done:
        return True, done.value
    return False, out


def _plan_on_reader(brain: Brain, params: wire.RecallParams) -> RecallPlan | wire.RecallResult | None:
    """The reading half of a recall; a recall that injects nothing is answered whole."""
    plan = brain.recall_plan(params, catch_up=False)
    if plan is not None and not plan.chosen:
        return brain.recall_mark(plan)
    return plan
