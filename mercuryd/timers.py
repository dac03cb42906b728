"""Timers: consolidation and pruning, with their last-run times in the database.

``tick(now)`` decides which jobs are due from the stored times, so a restart does not
re-run a job that just ran and a laptop waking after days runs each due job once. A
failing job is logged with its error and retried at the next tick.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

import trio

from mercuryd import logs, wire

if TYPE_CHECKING:
    from mercuryd.daemon import Daemon

log = logs.get("mercuryd.timers")

TICK_SECONDS = 30.0

JOBS = {
    # timer name -> (RPC method, config interval getter)
    "pruning": ("brain.prune", lambda c: c.brain.pruning.interval_minutes),
    "consolidation": ("brain.consolidate", lambda c: c.brain.consolidation.interval_minutes),
}


def due(last_run_at: float | None, interval_minutes: float, now: float) -> bool:
    return last_run_at is None or now - last_run_at >= interval_minutes * 60


async def tick(daemon: Daemon) -> list[str]:
    """Run every job that is due now; return the names that ran."""
    executor = daemon.executor
    if not executor.enabled or executor.writer is None:
        return []
    ran = []
    now = daemon.clock.now()
    for name, (method, interval) in JOBS.items():
        if method not in wire.METHODS or not hasattr(executor.writer, method.split(".")[1]):
            continue
        # The writer connection is used one thread at a time: under the write limiter.
        last, _ = await trio.to_thread.run_sync(executor.writer.store.get_timer, name,
                                                limiter=executor._write_limiter)
        if not due(last, interval(daemon.config), now):
            continue
        start = time.perf_counter()
        try:
            result = await executor.call(method, {})
        except Exception as exc:  # logged and retried at the next tick
            log.error("timer failed", job=name, error=f"{exc.__class__.__name__}: {exc}")
            continue
        changes = _changes(result)
        await trio.to_thread.run_sync(_record, executor.writer.store, name, daemon.clock.now(),
                                      limiter=executor._write_limiter)
        log.info("timer ran", job=name, duration_ms=round((time.perf_counter() - start) * 1000, 1),
                 **changes)
        ran.append(name)
    return ran


def _record(store, name: str, at: float) -> None:
    with store.transaction():
        store.set_timer(name, at, None)


def _changes(result: object) -> dict[str, int]:
    if isinstance(result, wire.PruneResult):
        return {
            "stale": len(result.stale),
            "to_subconscious": len(result.to_subconscious),
            "low_confidence": len(result.low_confidence),
            "decayed": result.decayed,
            "promoted": len(result.promoted),
        }
    if isinstance(result, wire.ConsolidateResult):
        return {"reflections": len(result.reflections)}
    return {}


async def run(daemon: Daemon) -> None:
    while True:
        await tick(daemon)
        await trio.sleep(TICK_SECONDS)
