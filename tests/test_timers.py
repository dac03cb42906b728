"""Timers under trio's MockClock: the brain's clock follows it, nothing really sleeps."""

from __future__ import annotations

from pathlib import Path

import apsw
import pytest
import trio
from structlog.testing import capture_logs

from mercuryd import config as config_mod
from mercuryd import timers
from mercuryd.daemon import Daemon
from mercuryd.store.db import open_store

START = 1_767_225_600.0  # 2026-01-01


@pytest.fixture
def home(tmp_path: Path) -> Path:
    return tmp_path / "home"


def make(home: Path, mock_clock) -> tuple[Daemon, timers.TrioClock]:
    open_store(home / "memory" / "second-brain" / "second-brain.db").close()
    clock = timers.TrioClock(mock_clock, START)
    d = Daemon(home, home / "d.sock", config_mod.Config(), clock=clock)
    d.executor.open()
    return d, clock


async def ticks(daemon: Daemon, mock_clock, count: int, *, before=None) -> list[list[str]]:
    """Run the real timer loop for ``count`` ticks; ``before(i)`` runs before tick i > 0."""
    seen: list[list[str]] = []
    ticked = trio.Event()

    def on_tick(ran: list[str]) -> None:
        seen.append(ran)
        ticked.set()

    async with trio.open_nursery() as nursery:
        nursery.start_soon(lambda: timers.run(daemon, on_tick=on_tick))
        for i in range(count):
            await ticked.wait()
            ticked = trio.Event()
            if i + 1 < count:
                if before is not None:
                    before(i + 1)
                mock_clock.jump(timers.TICK_SECONDS)
        nursery.cancel_scope.cancel()
    return seen


async def test_due_jobs_run_once_and_restart_does_not_rerun(home: Path, mock_clock) -> None:
    d, _clock = make(home, mock_clock)
    with capture_logs() as logs:
        seen = await ticks(d, mock_clock, 3)
    assert seen == [["pruning", "consolidation"], [], []]
    ran = [e for e in logs if e["event"] == "timer ran"]
    assert [e["job"] for e in ran] == ["pruning", "consolidation"]
    assert {"stale", "to_subconscious", "decayed", "promoted", "low_confidence", "duration_ms"} <= set(ran[0])
    assert {"created", "reinforced", "superseded", "duration_ms"} <= set(ran[1])
    status = await d.executor.call("brain.status", {})
    assert status.last_prune_at.timestamp() == pytest.approx(START)
    d.executor.close()

    # A restart ten minutes later runs nothing; an hour after the last run, both again.
    d2, _ = make(home, mock_clock)
    mock_clock.jump(600)
    seen = await ticks(d2, mock_clock, 2, before=lambda i: mock_clock.jump(3000))
    assert seen == [[], ["pruning", "consolidation"]]
    d2.executor.close()


async def test_waking_after_three_days_runs_each_due_job_once(home: Path, mock_clock) -> None:
    d, clock = make(home, mock_clock)
    seen = await ticks(d, mock_clock, 4, before=lambda i: clock.suspend(3 * 86400) if i == 2 else None)
    assert seen == [["pruning", "consolidation"], [], ["pruning", "consolidation"], []]
    status = await d.executor.call("brain.status", {})
    assert status.last_consolidation_at.timestamp() == pytest.approx(clock.now() - 30, abs=1)
    d.executor.close()


async def test_failing_job_is_logged_kept_and_retried_next_tick(home: Path, mock_clock) -> None:
    d, _ = make(home, mock_clock)
    db = home / "memory" / "second-brain" / "second-brain.db"
    other = apsw.Connection(str(db))  # a real failure: the database refuses summaries
    other.execute("CREATE TRIGGER fail_summaries BEFORE INSERT ON summaries "
                  "BEGIN SELECT RAISE(ABORT, 'injected failure'); END")

    def heal(i: int) -> None:
        if i == 1:
            error = other.execute("SELECT last_error FROM timers WHERE name='consolidation'").fetchall()
            assert "injected failure" in error[0][0]
            other.execute("DROP TRIGGER fail_summaries")

    with capture_logs() as logs:
        seen = await ticks(d, mock_clock, 3, before=heal)
    assert seen == [["pruning"], ["consolidation"], []]
    failed = [e for e in logs if e["event"] == "timer failed"]
    assert len(failed) == 1 and failed[0]["job"] == "consolidation"
    assert "injected failure" in failed[0]["error"]
    assert other.execute("SELECT last_error FROM timers WHERE name='consolidation'").fetchall() == [(None,)]
    other.close()
    d.executor.close()


async def test_the_consolidation_timer_makes_a_due_plan_current_and_logs_it(home: Path, mock_clock) -> None:
    d, clock = make(home, mock_clock)
    said = [("2025-11-02T09:00:00Z", "I live in Warsaw."), ("2025-12-20T09:00:00Z", "I'm moving to Berlin on 1 February.")]
    for ts, content in said:
        await d.executor.call("brain.ingest", {"conversation_id": ts, "messages": [
            {"role": "user", "content": content, "ts": ts}, {"role": "assistant", "content": "Noted!", "ts": ts}]})

    async def homes() -> list[str]:
        listed = await d.executor.call("memory.list", {"scope": "all", "limit": 100})
        return [m.value for m in listed.items if m.attribute == "lives_in"]

    with capture_logs() as logs:  # 1 January, then a laptop asleep until 3 February
        seen = await ticks(d, mock_clock, 3, before=lambda i: clock.suspend(33 * 86400) if i == 2 else None)
    assert seen == [["pruning", "consolidation"], [], ["pruning", "consolidation"]]
    ran = [e for e in logs if e["event"] == "timer ran" and e["job"] == "consolidation"]
    assert [e["plans_enacted"] for e in ran] == [0, 1]
    assert await homes() == ["berlin"]
    profile = await d.executor.call("brain.profile", {})
    assert "User has lived in Berlin since 1 February 2026" in profile.profile.text
    d.executor.close()
