"""Timers: consolidation and pruning, with their last-run times in the database.

Every ``tick`` compares the brain's clock (wall time, injected) with the last-run times
stored in the ``timers`` table, so a restart does not re-run a job that just ran and a
laptop waking after three days runs each due job once. A job that fails is logged with
its error (also kept in the table) and retried at the next tick; the daemon goes on.
Each run logs one line with what it changed (counts per rule) and its duration.

The loop sleeps on trio's clock (monotonic) but decides on the brain's clock, which
is what survives a suspend. Tests pass a :class:`TrioClock` over a ``MockClock`` so
both move together, and move wall time alone to simulate a suspend.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

import trio
from msgspec import Struct

from mercuryd import logs, wire

if TYPE_CHECKING:
    from mercuryd.brain.semantic import Semantic
    from mercuryd.config import Config
    from mercuryd.daemon import Daemon
    from mercuryd.store.db import Store

log = logs.get("mercuryd.timers")

TICK_SECONDS = 30.0


class Job(Struct, frozen=True):
    """A periodic service call and where its interval lives in the config."""

    name: str  # the row in the timers table
    method: str  # the RPC method it runs
    interval: Callable[[Config], float]  # minutes


JOBS: tuple[Job, ...] = (
    Job("pruning", "brain.prune", lambda c: c.brain.pruning.interval_minutes),
    Job("consolidation", "brain.consolidate", lambda c: c.brain.consolidation.interval_minutes),
)


class TrioClock:
    """Epoch seconds that follow a trio clock (a ``MockClock`` in tests).

    ``now() = epoch + clock.current_time()``; :meth:`suspend` moves wall time alone,
    as a laptop's sleep does (trio's monotonic clock stands still meanwhile).
    """

    def __init__(self, clock: trio.abc.Clock, epoch: float) -> None:
        self.clock = clock
        self.epoch = epoch - clock.current_time()

    def now(self) -> float:
        return self.epoch + self.clock.current_time()

    def suspend(self, seconds: float) -> None:
        self.epoch += seconds


def due(last_run_at: float | None, interval_minutes: float, now: float) -> bool:
    """Never ran, ran an interval ago or more, or ran "in the future" (clock set back)."""
    if last_run_at is None:
        return True
    return now - last_run_at >= interval_minutes * 60 or last_run_at > now + 60


def _read(store: Store, names: list[str]) -> dict[str, float | None]:
    return {n: store.get_timer(n)[0] for n in names}


def _record_error(name: str, error: str) -> Callable[[Store], None]:
    def write(store: Store) -> None:
        last, _ = store.get_timer(name)
        with store.transaction():
            store.set_timer(name, last, error[:500])

    return write


async def tick(daemon: Daemon) -> list[str]:
    """Run every job that is due now, each at most once; return the names that ran."""
    executor = daemon.executor
    if not executor.enabled or executor.writer is None:
        return []
    last = await executor.on_reader(lambda s: _read(s, [j.name for j in JOBS]))
    ran = []
    for job in JOBS:
        if not due(last[job.name], job.interval(daemon.config), daemon.clock.now()):
            continue
        start = time.perf_counter()
        try:
            result = await executor.call(job.method, {})
        except Exception as exc:  # logged, kept, and retried at the next tick
            error = f"{exc.__class__.__name__}: {exc}"
            log.error("timer failed", job=job.name, error=error,
                      duration_ms=round((time.perf_counter() - start) * 1000, 1))
            try:
                await executor.on_writer(_record_error(job.name, error))
            except Exception as again:  # the database itself is failing: the log has it
                log.error("timer error not stored", job=job.name, error=repr(again))
            continue
        log.info("timer ran", job=job.name,
                 duration_ms=round((time.perf_counter() - start) * 1000, 1), **changes(result))
        ran.append(job.name)
    return ran


def changes(result: object) -> dict[str, int]:
    """Counts per rule, for the one log line a run writes."""
    if isinstance(result, wire.PruneResult):
        return {
            "stale": len(result.stale),
            "to_subconscious": len(result.to_subconscious),
            "low_confidence": len(result.low_confidence),
            "decayed": result.decayed,
            "promoted": len(result.promoted),
        }
    if isinstance(result, wire.ConsolidateResult):
        return {
            "reflections": len(result.reflections),
            "created": len(result.created),
            "reinforced": len(result.reinforced),
            "superseded": len(result.superseded),
            "plans_enacted": len(result.enacted),
            "over": len(result.over),
            "profile_memories": len(result.profile.memory_ids),
            "active_state_memories": len(result.active_state.memory_ids),
        }
    return {}


async def run(
    daemon: Daemon,
    *,
    tick_seconds: float = TICK_SECONDS,
    on_tick: Callable[[list[str]], None] | None = None,
) -> None:
    """Tick forever (cancelled at shutdown); ``on_tick`` sees what each tick ran."""
    while True:
        try:
            ran = await tick(daemon)
        except Exception as exc:  # e.g. the reader failed: never stop the daemon
            log.error("timer tick failed", error=f"{exc.__class__.__name__}: {exc}")
            ran = []
        if on_tick is not None:
            on_tick(ran)
        await trio.sleep(tick_seconds)


BACKFILL_SECONDS = 60.0  # a backfill pass also runs this often (cheap when nothing is missing)
MODEL_LOAD_DELAY = 1.0  # seconds after start-up before the model loads: a daemon restarted
# in a loop (or stopped at once) never pays for it, and the first calls run unhindered


async def backfill(daemon: Daemon, *, every: float = BACKFILL_SECONDS,
                   delay: float = MODEL_LOAD_DELAY) -> None:
    """Recall by meaning: embed memories that have no vector yet (an upgraded store,
    an import, another model configured) as a stepped job on the writer, in the
    background; then again after every import and every ``every`` seconds.

    The model loads in its own thread meanwhile; recall stays lexical until it is
    ready. The job's progress lives in the database (rows without a vector), so a
    kill -9 loses nothing and the next start resumes.
    """
    executor = daemon.executor
    writer = executor.writer
    if not executor.enabled or writer is None:
        return
    if not daemon.config.brain.retrieval.semantic:
        return
    await trio.sleep(delay)
    # The first use imports numpy (~0.1 s): in a thread, not on the event loop.
    def first_use() -> Semantic | None:
        from mercuryd.brain import semantic

        return semantic.for_store(writer.store, daemon.config.brain.retrieval)

    sem = await trio.to_thread.run_sync(first_use)
    if sem is not None:
        sem.background = True
    if sem is None:
        return
    sem.start()
    wake = trio.Event()

    def on_write(method: str, _result: object) -> None:
        # An import stores rows without vectors; a write made while the model was
        # still loading did too.
        if method == "brain.import" or sem.unembedded:
            wake.set()

    executor.after_write.append(on_write)
    while True:
        ready = await trio.to_thread.run_sync(sem.wait_loaded, abandon_on_cancel=True)
        if not ready:
            return  # the model cannot load (logged); recall stays lexical
        try:
            await executor.run_steps(sem.backfill_steps(writer.store))
        except Exception as exc:  # e.g. disk full: retried at the next pass
            log.error("semantic backfill failed", error=f"{exc.__class__.__name__}: {exc}")
        with trio.move_on_after(every):
            await wake.wait()
        wake = trio.Event()
