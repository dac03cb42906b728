"""A typed Python client for mercuryd: one method per RPC method.

For Python agents that want memory without shelling out::

    from mercuryctl import Client

    with Client() as brain:
        ctx = brain.recall("which editor should I set up?").context
        brain.ingest([{"role": "user", "content": "I prefer Neovim"}], channel="my-agent")

Every method sends one JSON-RPC request over the daemon's Unix socket (one kept
connection, safe to share between threads) and decodes the answer into the msgspec
result Struct from :mod:`mercuryd.wire`. Errors:

- :class:`~mercuryctl.transport.RpcError` — the daemon refused the call; ``code`` is the
  stable JSON-RPC error code (``-32001`` not found, ``-32602`` invalid params, …).
- :class:`~mercuryctl.transport.DaemonUnreachable` — no daemon answers on the socket.

Both derive from :class:`~mercuryctl.transport.MercuryClientError`. The daemon's
``api_version`` is checked once, on the first call.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Iterable, Mapping, Sequence
from datetime import datetime
from typing import Any, Literal, TypeVar

import msgspec

from mercuryctl.transport import Connection, MercuryClientError
from mercuryd import wire

T = TypeVar("T")

Subconscious = Literal["auto", "never", "always"]


class Client:
    """A synchronous client of one mercuryd.

    Args:
        socket: the daemon's socket (default: ``$MERCURY_SOCKET`` or the runtime dir).
        timeout: seconds to wait for an answer before :class:`DaemonUnreachable`.
        check_version: compare the daemon's ``api_version`` with this client's on the
            first call (raise :class:`MercuryClientError` when they differ).
    """

    api_version = wire.API_VERSION

    def __init__(self, socket: str | os.PathLike[str] | None = None, *, timeout: float | None = 30.0,
                 check_version: bool = True) -> None:
        self._conn = Connection(socket, timeout)
        self._lock = threading.Lock()
        self._version_checked = not check_version

    @property
    def socket(self) -> str:
        return str(self._conn.path)

    def close(self) -> None:
        with self._lock:
            self._conn.close()

    def __enter__(self) -> Client:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ------------------------------------------------------------ plumbing

    def call(self, method: str, params: Mapping[str, Any] | None = None) -> Any:
        """One raw call: plain JSON values in, plain JSON values out (for new methods)."""
        clean = {k: v for k, v in (params or {}).items() if v is not None}
        builtins = msgspec.to_builtins(clean) if clean else None
        with self._lock:
            if not self._version_checked:
                self._check_version()
            return self._conn.call(method, builtins)

    def _typed(self, method: str, result: type[T], **params: Any) -> T:
        return msgspec.convert(self.call(method, params), result)

    def _check_version(self) -> None:
        status = self._conn.call("brain.status")
        theirs = status.get("api_version", 1) if isinstance(status, dict) else None
        if theirs != self.api_version:
            raise MercuryClientError(
                f"mercuryd speaks API version {theirs}, this client speaks {self.api_version}; "
                "install the same version of mercuryd and mercuryctl."
            )
        self._version_checked = True

    # ------------------------------------------------------------ brain.*

    def status(self) -> wire.StatusResult:
        """Mode, counts (per tier and per type), learning state and timers."""
        return self._typed("brain.status", wire.StatusResult)

    def recall(self, query: str, *, limit: int | None = None, budget_chars: int | None = None,
               subconscious: Subconscious | None = None, include_profile: bool | None = None) -> wire.RecallResult:
        """The memories relevant to a message and the ready-to-inject ``context`` block."""
        return self._typed("brain.recall", wire.RecallResult, query=query, limit=limit,
                           budget_chars=budget_chars, subconscious=subconscious,
                           include_profile=include_profile)

    def ingest(self, messages: Iterable[Mapping[str, Any] | wire.Message], *, conversation_id: str | None = None,
               channel: str | None = None) -> wire.IngestResult:
        """Extract and store 0–3 facts from a conversation (``role``, ``content``, ``ts``?)."""
        return self._typed("brain.ingest", wire.IngestResult, messages=list(messages),
                           conversation_id=conversation_id, channel=channel)

    def consolidate(self) -> wire.ConsolidateResult:
        """Rebuild the profile and active-state summaries and the reflections now."""
        return self._typed("brain.consolidate", wire.ConsolidateResult)

    def prune(self, *, dry_run: bool = False, as_of: datetime | str | None = None) -> wire.PruneResult:
        """Apply (or with ``dry_run`` preview) the lifecycle rules, optionally as of a time."""
        return self._typed("brain.prune", wire.PruneResult, dry_run=dry_run, as_of=as_of)

    def profile(self) -> wire.ProfileResult:
        """The profile and active-state summaries (built from the current memories until consolidation has)."""
        return self._typed("brain.profile", wire.ProfileResult)

    def pause(self) -> wire.PausedResult:
        """Stop learning from conversations (recall goes on)."""
        return self._typed("brain.pause", wire.PausedResult)

    def resume(self) -> wire.PausedResult:
        """Resume learning."""
        return self._typed("brain.resume", wire.PausedResult)

    def clear(self, *, confirm: bool = False) -> wire.ClearResult:
        """Delete every memory and person; refused (-32005) unless ``confirm=True``."""
        return self._typed("brain.clear", wire.ClearResult, confirm=confirm)

    def export(self, path: str | os.PathLike[str]) -> wire.PathResult:
        """Write every memory as JSONL to ``path`` (made absolute here: the daemon writes it)."""
        return self._typed("brain.export", wire.PathResult, path=os.path.abspath(path))

    def import_(self, path: str | os.PathLike[str]) -> wire.PathResult:
        """Read memories from a JSONL export."""
        return self._typed("brain.import", wire.PathResult, path=os.path.abspath(path))

    def backup(self, path: str | os.PathLike[str]) -> wire.PathResult:
        """Online backup of the database to ``path``."""
        return self._typed("brain.backup", wire.PathResult, path=os.path.abspath(path))

    # ------------------------------------------------------------ memory.*

    def list(self, *, scope: wire.ListScope = "conscious", type: wire.MemoryType | None = None,
             limit: int = 50, cursor: str | None = None, include_superseded: bool = False) -> wire.ListResult:
        """Browse memories, newest first; pass ``next_cursor`` back as ``cursor`` for more."""
        return self._typed("memory.list", wire.ListResult, scope=scope, type=type, limit=limit,
                           cursor=cursor, include_superseded=include_superseded)

    def search(self, q: str, *, scope: wire.ListScope = "all", type: wire.MemoryType | None = None,
               limit: int = 20) -> wire.ItemsResult:
        """Full-text search over both tiers; marks nothing as referenced."""
        return self._typed("memory.search", wire.ItemsResult, q=q, scope=scope, type=type, limit=limit)

    def get(self, id: int) -> wire.MemoryWithHistory:
        """One memory with its superseded history (-32001 when there is none)."""
        return self._typed("memory.get", wire.MemoryWithHistory, id=id)

    def add(self, type: wire.MemoryType, summary: str, *, evidence: wire.Evidence = "manual",
            confidence: float | None = None, importance: float | None = None, scope: wire.Scope | None = None,
            persons: Sequence[str] | None = None, source: Mapping[str, Any] | wire.Source | None = None) -> wire.Memory:
        """Add a memory through the one write path; returns the memory now holding the fact."""
        return self._typed("memory.add", wire.Memory, type=type, summary=summary, evidence=evidence,
                           confidence=confidence, importance=importance, scope=scope,
                           persons=list(persons) if persons is not None else None, source=source)

    def update(self, id: int, *, summary: str | None = None, type: wire.MemoryType | None = None,
               importance: float | None = None, confidence: float | None = None,
               scope: wire.Scope | None = None) -> wire.Memory:
        """Change a memory's fields (only the ones given)."""
        return self._typed("memory.update", wire.Memory, id=id, summary=summary, type=type,
                           importance=importance, confidence=confidence, scope=scope)

    def dismiss(self, id: int, *, hard: bool = False, only_dismiss: bool = False) -> wire.DismissResult:
        """Conscious → subconscious; a subconscious memory (or ``hard=True``) is deleted,
        unless ``only_dismiss`` (then it stays in the subconscious)."""
        if only_dismiss:
            return self._typed("memory.dismiss", wire.DismissResult, id=id, hard=hard, only_dismiss=True)
        return self._typed("memory.dismiss", wire.DismissResult, id=id, hard=hard)

    # ------------------------------------------------------------ persons.*, graph.*

    def persons(self, *, limit: int = 50, cursor: str | None = None) -> wire.PersonsListResult:
        """People the brain knows, most recently seen first."""
        return self._typed("persons.list", wire.PersonsListResult, limit=limit, cursor=cursor)

    def person(self, id: int) -> wire.PersonDetail:
        """A person with their facts, related memories and links to other persons."""
        return self._typed("persons.get", wire.PersonDetail, id=id)

    def person_memories(self, id: int) -> wire.ItemsResult:
        """Memories that mention a person."""
        return self._typed("persons.memories", wire.ItemsResult, id=id)

    def person_update(self, id: int, *, name: str | None = None, aliases: Sequence[str] | None = None,
                      relation: str | None = None) -> wire.Person:
        """Rename a person, replace their aliases, or set their relation (``""`` clears it).

        The old name of a renamed person becomes an alias. A name another person already
        carries is refused (-32004): merge the two with :meth:`merge` instead.
        """
        return self._typed("persons.update", wire.Person, id=id, name=name,
                           aliases=list(aliases) if aliases is not None else None, relation=relation)

    def merge(self, id: int, other: int) -> wire.Person:
        """Fold person ``other`` into person ``id``: its memories, links and names follow."""
        return self._typed("persons.merge", wire.Person, id=id, other=other)

    def graph(self, *, include_subconscious: bool = False, limit: int | None = None) -> wire.GraphResult:
        """You at the centre, persons, goals and memories, and how they relate."""
        return self._typed("graph.get", wire.GraphResult, include_subconscious=include_subconscious, limit=limit)
