"""The writer connection's queue: one holder at a time, short urgent holds first.

A drop-in for ``trio.CapacityLimiter(1)`` as the ``limiter`` of
``trio.to_thread.run_sync`` (it has ``acquire_on_behalf_of`` and
``release_on_behalf_of``), with a second door, :attr:`WriterLane.urgent`, for holds
that are known to be tiny (recall marking what it injected). An urgent borrower goes
ahead of every normal one still waiting, so it waits at most for the one write that
holds the connection now, never for the queue behind it. Within a lane the order is
first come, first served, as with trio's limiter.
"""

from __future__ import annotations

from collections import deque

import trio


class _Waiter:
    __slots__ = ("borrower", "event")

    def __init__(self, borrower: object) -> None:
        self.borrower = borrower
        self.event = trio.Event()


class WriterLane:
    """A capacity-1 limiter with a normal and an urgent queue."""

    def __init__(self) -> None:
        self._holder: object | None = None
        self._normal: deque[_Waiter] = deque()
        self._urgent: deque[_Waiter] = deque()
        self.urgent = _UrgentDoor(self)

    @property
    def busy(self) -> bool:
        """Someone holds the writer or waits for it."""
        return self._holder is not None or bool(self._normal or self._urgent)

    async def acquire_on_behalf_of(self, borrower: object) -> None:
        await self._acquire(borrower, self._normal)

    def release_on_behalf_of(self, borrower: object) -> None:
        if self._holder is not borrower:
            raise RuntimeError("the writer lane was released by a borrower that does not hold it")
        self._holder = None
        queue = self._urgent or self._normal
        if queue:
            nxt = queue.popleft()
            self._holder = nxt.borrower
            nxt.event.set()

    async def _acquire(self, borrower: object, queue: deque[_Waiter]) -> None:
        await trio.lowlevel.checkpoint_if_cancelled()
        if not self.busy:
            self._holder = borrower
            await trio.lowlevel.cancel_shielded_checkpoint()
            return
        waiter = _Waiter(borrower)
        queue.append(waiter)
        try:
            await waiter.event.wait()
        except BaseException:
            if waiter.event.is_set():  # granted as we were cancelled: pass it on
                self.release_on_behalf_of(borrower)
            else:
                queue.remove(waiter)
            raise


class _UrgentDoor:
    """The same lane, entered ahead of the normal queue."""

    def __init__(self, lane: WriterLane) -> None:
        self._lane = lane

    async def acquire_on_behalf_of(self, borrower: object) -> None:
        await self._lane._acquire(borrower, self._lane._urgent)

    def release_on_behalf_of(self, borrower: object) -> None:
        self._lane.release_on_behalf_of(borrower)
