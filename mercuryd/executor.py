"""Runs service calls off the event loop: one writer, a few readers.

Every RPC method, REST route, menu action and Telegram button ends here. Calls that
change anything run one at a time on the writer connection (datasette's single write
thread); browsing calls run on a small pool of reader connections, which WAL lets read
while the writer writes. SQLite never runs on the event loop itself.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar

import msgspec
import trio

from mercuryd import wire
from mercuryd.brain.service import Brain, Clock
from mercuryd.config import Config
from mercuryd.errors import Disabled
from mercuryd.store.db import Store, connect, open_store

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
    "graph.get": "graph",
}

READERS = 3

T = TypeVar("T")


class Executor:
    """Owns the database connections and runs typed calls on them.

    Args:
        config: the daemon's configuration.
        db_path: the SQLite file (ignored when the Second Brain is off).
        clock: the clock every Brain reads ``now`` from.
    """

    def __init__(self, config: Config, db_path: Path, clock: Clock) -> None:
        self.config = config
        self.db_path = db_path
        self.clock = clock
        self.enabled = config.brain.enabled
        self.mode = "second_brain" if self.enabled else "basic"
        self.reason: str | None = None if self.enabled else "disabled by configuration"
        self.writer: Brain | None = None
        self._readers: list[Brain] = []
        self._pool: list[Brain] = []
        self._write_limiter = trio.CapacityLimiter(1)
        self._read_limiter = trio.CapacityLimiter(READERS)
        self.dashboard_url: str | None = None
        # Called (on the event loop) after every write call with (method, result): how
        # the LLM worker learns at once that brain.ingest queued a conversation.
        self.after_write: list[Callable[[str, object], None]] = []

    def open(self) -> None:
        """Open (and migrate) the database; call before serving."""
        if not self.enabled:
            return
        store = open_store(self.db_path)
        self.writer = Brain(store, self.clock, self.config.brain)
        for _ in range(READERS):
            reader = Brain(Store(connect(self.db_path), self.db_path), self.clock, self.config.brain)
            self._readers.append(reader)
        self._pool = list(self._readers)

    def close(self) -> None:
        for brain in [*self._readers, *([self.writer] if self.writer else [])]:
            with contextlib.suppress(Exception):
                brain.store.checkpoint() if brain is self.writer else None
                brain.store.close()
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

    async def call(self, method: str, params: dict[str, Any] | wire.Params) -> object:
        """Decode params (when given as a dict), run the method, return its result Struct.

        Raises:
            msgspec.ValidationError: params do not fit the method (the message names the field).
            MercuryError: the service refused the call.
        """
        if method == "rpc.discover":
            from mercuryd.discover import openrpc

            return openrpc()
        spec = wire.METHODS.get(method)
        attr = BRAIN_CALLS.get(method)
        if spec is None or attr is None:
            from mercuryd.rpc import RpcError

            raise RpcError(wire.METHOD_NOT_FOUND, f"method not found: {method[:64]!r}")
        typed = params if isinstance(params, wire.Params) else msgspec.convert(params, spec.params)
        if not self.enabled:
            return self._disabled(method, typed)
        if not hasattr(self.writer, attr):
            from mercuryd.rpc import RpcError

            raise RpcError(wire.METHOD_NOT_FOUND, f"method not available yet: {method!r}")
        if spec.writes:
            brain = self.writer
            fn = getattr(brain, attr)
            result = await trio.to_thread.run_sync(fn, typed, limiter=self._write_limiter)
            for hook in self.after_write:
                hook(method, result)
            return result

        async with self._read_limiter:
            with self._reader() as brain:
                brain.dashboard_url = self.dashboard_url
                fn = getattr(brain, attr)
                return await trio.to_thread.run_sync(fn, typed)

    async def write(self, fn: Callable[[Brain], T]) -> T:
        """Run ``fn(writer)`` in a thread, one at a time with every other write call.

        For daemon-internal jobs (the LLM extraction worker) that need the writer
        without going through an RPC method.
        """
        assert self.writer is not None, "write() needs an open, enabled database"
        writer = self.writer
        return await trio.to_thread.run_sync(fn, writer, limiter=self._write_limiter)

    def _disabled(self, method: str, params: object) -> object:
        if method == "brain.status":
            from mercuryd import __version__

            return wire.StatusResult(
                enabled=False, mode=self.mode, reason=self.reason, paused=False,
                counts=wire.Counts(), last_consolidation_at=None, last_prune_at=None,
                db_path=None, version=__version__, extractor=self.config.brain.extractor,
                dashboard_url=self.dashboard_url,
            )
        raise Disabled(f"the Second Brain is off ({self.reason}); {method} is not available")
