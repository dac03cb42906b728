"""Stepped jobs: long passes as generators the executor drives one short step at a time.

A job is a generator. Each ``next()`` is one step on the writer connection (the
executor holds the write lock for exactly that long, so recall interleaves). A step
that only needs to *read* yields a :class:`Read`: the executor runs its function on a
reader connection, without the write lock, and sends the result back into the
generator. Off the daemon (tests, scripts) :func:`exhaust` runs the same job in one go
on one store.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import TYPE_CHECKING, Any, Generic, TypeVar

if TYPE_CHECKING:
    from mercuryd.store.db import Store

_T = TypeVar("_T")
_R = TypeVar("_R")


class Read(Generic[_T]):
    """A pure read a step asks for: ``fn(store)`` on any connection; its value is sent back."""

    __slots__ = ("fn",)

    def __init__(self, fn: Callable[[Store], _T]) -> None:
        self.fn = fn


Step = Read[Any] | None
Steps = Generator[Step, Any, _R]
"""A stepped job returning ``_R``: yields None (a writer step ended) or a Read."""


def exhaust(steps: Steps[_R], store: Store) -> _R:
    """Run a stepped job to the end in one go, its reads on ``store``."""
    value: Any = None
    while True:
        try:
            out = steps.send(value)
        except StopIteration as done:
            result: _R = done.value
            return result
        value = out.fn(store) if isinstance(out, Read) else None
