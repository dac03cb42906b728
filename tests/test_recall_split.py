"""Recall off the writer queue: planned on a reader, marked through the urgent door.

The writer lane itself (order, cancellation), the two halves of a recall made on
different connections (the marks and the tier change land as one recall would make
them, changes made in between are kept), and the daemon's executor answering a recall
while writes queue behind a write in progress.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from functools import partial
from pathlib import Path

import pytest
import trio

from mercuryd import config as config_mod
from mercuryd import wire
from mercuryd.brain.service import Brain, FakeClock
from mercuryd.executor import Executor
from mercuryd.store.db import Store, connect
from mercuryd.writer_lane import WriterLane

# ---------------------------------------------------------------- the lane


async def test_urgent_borrowers_go_before_waiting_normal_ones() -> None:
    lane = WriterLane()
    order: list[str] = []

    async def use(name: str, door: object) -> None:
        await door.acquire_on_behalf_of(name)  # type: ignore[attr-defined]
        order.append(name)
        await trio.sleep(0.01)
        door.release_on_behalf_of(name)  # type: ignore[attr-defined]

    async with trio.open_nursery() as n:
        n.start_soon(use, "first", lane)
        await trio.testing.wait_all_tasks_blocked()
        for name in ("n1", "n2"):
            n.start_soon(use, name, lane)
            await trio.testing.wait_all_tasks_blocked()
        for name in ("u1", "u2"):
            n.start_soon(use, name, lane.urgent)
            await trio.testing.wait_all_tasks_blocked()
    assert order == ["first", "u1", "u2", "n1", "n2"]
    assert not lane.busy


async def test_a_cancelled_waiter_leaves_the_queue() -> None:
    lane = WriterLane()
    await lane.acquire_on_behalf_of("holder")
    with trio.move_on_after(0.01):
        await lane.urgent.acquire_on_behalf_of("impatient")
    lane.release_on_behalf_of("holder")
    assert not lane.busy
    with pytest.raises(RuntimeError):
        lane.release_on_behalf_of("impatient")


# ---------------------------------------------------------------- the two halves


@pytest.fixture
def reader(brain: Brain) -> Iterator[Brain]:
    assert brain.store.path is not None
    other = Brain(Store(connect(brain.store.path), brain.store.path), brain.clock, brain.config)
    yield other
    other.store.close()


def _subconscious(brain: Brain, summary: str) -> int:
    m = brain.add(wire.AddParams(type="goal", summary=summary))
    with brain.store.transaction():
        brain.store.update_memory(m.id, scope="subconscious", prior_scope="active", reason="unreferenced")
    return m.id


def test_plan_on_a_reader_then_mark_on_the_writer(brain: Brain, reader: Brain, clock: FakeClock) -> None:
    kept = brain.add(wire.AddParams(type="preference", summary="User drinks oolong tea")).id
    sub = _subconscious(brain, "User wants to learn oolong tea brewing")
    clock.advance(days=2)
    params = wire.RecallParams(query="oolong tea", subconscious="always")
    plan = reader.recall_plan(params, catch_up=False)
    assert plan is not None and {row.id for _, row in plan.chosen} == {kept, sub}
    before = brain.store.get_memory(sub)
    assert before is not None and before.scope == "subconscious"  # the plan wrote nothing
    got = brain.recall_mark(plan, fresh=True)
    assert got.used_subconscious
    by_id = {m.id: m for m in got.memories}
    assert by_id[sub].tier == "conscious" and by_id[sub].reason == "recalled"
    for mid in (kept, sub):
        row = brain.store.get_memory(mid)
        assert row is not None and row.last_referenced_at == clock.now()
    row = brain.store.get_memory(sub)
    assert row is not None and (row.scope, row.reason) == ("active", "recalled")


def test_mark_keeps_what_changed_since_the_plan(brain: Brain, reader: Brain, clock: FakeClock) -> None:
    gone = brain.add(wire.AddParams(type="preference", summary="User likes jasmine tea")).id
    sub = _subconscious(brain, "User plans a jasmine tea tasting")
    plan = reader.recall_plan(wire.RecallParams(query="jasmine tea", subconscious="always"), catch_up=False)
    assert plan is not None and len(plan.chosen) == 2
    brain.dismiss(wire.DismissParams(id=gone, hard=True))  # deleted in between
    with brain.store.transaction():  # and the user dismissed the other one
        brain.store.update_memory(sub, dismissed=1, reason="dismissed")
    got = brain.recall_mark(plan, fresh=True)
    assert brain.store.get_memory(gone) is None
    row = brain.store.get_memory(sub)
    assert row is not None and (row.scope, row.reason) == ("subconscious", "dismissed")
    assert not got.used_subconscious


def test_reader_plan_gives_way_when_a_tier_change_is_owed(brain: Brain, reader: Brain, clock: FakeClock) -> None:
    mid = brain.add(wire.AddParams(type="project", summary="User is building a kiln")).id
    clock.advance(days=45)  # past subconsciousAfterDays: the rules owe it the subconscious
    params = wire.RecallParams(query="kiln")
    assert reader.recall_plan(params, catch_up=False) is None
    got = brain.recall(params)  # the writer writes the change, then recalls as usual
    row = brain.store.get_memory(mid)
    assert row is not None and row.last_referenced_at == clock.now()
    assert [m.id for m in got.memories] == [mid] and got.used_subconscious


# ---------------------------------------------------------------- the daemon's executor


@pytest.fixture
def executor(tmp_path: Path) -> Iterator[Executor]:
    cfg = config_mod.load(None, {"SECOND_BRAIN_ENABLED": "true"})
    (tmp_path / "memory" / "second-brain").mkdir(parents=True)
    ex = Executor(cfg, tmp_path / "memory" / "second-brain" / "second-brain.db", FakeClock())
    ex.open()
    yield ex
    ex.close()


async def test_recall_does_not_queue_behind_waiting_writes(executor: Executor) -> None:
    added = await executor.call("memory.add", {"type": "habit", "summary": "User bakes rye bread on Sundays"})
    holding, gate = threading.Event(), threading.Event()
    done: list[str] = []

    def hold(_brain: Brain) -> None:
        holding.wait(10)

    def queued(_brain: Brain) -> None:
        gate.wait(10)
        done.append("write")

    try:
        async with trio.open_nursery() as n:
            n.start_soon(executor.write, hold)
            await trio.sleep(0.05)
            for _ in range(3):
                n.start_soon(executor.write, queued)
            await trio.sleep(0.05)
            with trio.fail_after(10):
                async with trio.open_nursery() as inner:
                    got: list[object] = []

                    async def recall() -> None:
                        got.append(await executor.call("brain.recall", {"query": "rye bread"}))

                    inner.start_soon(recall)
                    await trio.sleep(0.05)
                    holding.set()  # the write in progress ends; the three queued ones wait on gate
            assert done == []  # answered while every queued write still waited
            result = got[0]
            assert isinstance(result, wire.RecallResult)
            assert [m.id for m in result.memories] == [added.id]  # type: ignore[attr-defined]
            gate.set()
    finally:
        holding.set()
        gate.set()
    row = executor.writer.store.get_memory(added.id)  # type: ignore[union-attr, attr-defined]
    assert row is not None and row.last_referenced_at == executor.clock.now()


# ---------------------------------------------------------------- marks written in batches


def _stored_ref(executor: Executor, mid: int) -> float:
    """last_referenced_at as committed in the file (a connection of its own)."""
    conn = connect(executor.db_path)
    try:
        return conn.execute("SELECT last_referenced_at FROM memories WHERE id = ?", (mid,)).fetchone()[0]
    finally:
        conn.close()


async def test_recall_answers_first_and_every_other_call_sees_its_marks(executor: Executor) -> None:
    clock = executor.clock
    a = await executor.call("memory.add", {"type": "habit", "summary": "User bakes rye bread on Sundays"})
    b = await executor.call("memory.add", {"type": "habit", "summary": "User grows basil on the balcony"})
    added_at = clock.now()
    clock.advance(days=3)  # type: ignore[attr-defined]
    async with trio.open_nursery() as n:
        await n.start(partial(executor.run_marks, delay=3600))  # only the calls below write them
        got = await executor.call("brain.recall", {"query": "rye bread"})
        assert [m.id for m in got.memories] == [a.id]  # type: ignore[attr-defined]
        # the answer shows the new state; the file does not have it yet
        assert got.memories[0].last_referenced_at.timestamp() == clock.now()  # type: ignore[attr-defined]
        assert _stored_ref(executor, a.id) == added_at
        # a read shows the pending marks without writing them (it never waits for the writer)
        seen = await executor.call("memory.get", {"id": a.id})
        assert seen.last_referenced_at.timestamp() == clock.now()  # type: ignore[attr-defined]
        listed = await executor.call("memory.list", {})
        assert {m.id: m.last_referenced_at.timestamp() for m in listed.items} == {  # type: ignore[attr-defined]
            a.id: clock.now(), b.id: added_at}
        assert _stored_ref(executor, a.id) == added_at
        # a write writes the pending marks before it runs
        await executor.call("memory.add", {"type": "habit", "summary": "User walks the dog at noon"})
        assert _stored_ref(executor, a.id) == clock.now()
        assert _stored_ref(executor, b.id) == added_at
        n.cancel_scope.cancel()


READS: list[tuple[str, dict[str, object]]] = [
    ("memory.get", {"id": 1}), ("memory.list", {"scope": "all"}), ("memory.search", {"q": "bread"}),
    ("brain.status", {}), ("brain.profile", {}), ("persons.list", {}), ("persons.get", {"id": 1}),
    ("persons.memories", {"id": 1}), ("graph.get", {}),
]


async def test_reads_after_a_recall_never_wait_for_a_busy_writer(executor: Executor) -> None:
    """The probe: during a long write, one recall made every later read wait for the writer
    (each first wrote recall's pending marks). Reads now see those marks without writing."""
    clock = executor.clock
    a = await executor.call("memory.add", {"type": "habit", "summary": "User bakes rye bread on Sundays",
                                           "persons": ["Ines"]})
    clock.advance(days=3)  # type: ignore[attr-defined]
    holding = threading.Event()
    try:
        async with trio.open_nursery() as n:
            await n.start(partial(executor.run_marks, delay=0.01))
            n.start_soon(executor.write, lambda _brain: holding.wait(30))
            await trio.sleep(0.05)
            with trio.fail_after(10):
                got = await executor.call("brain.recall", {"query": "rye bread"})
                assert [m.id for m in got.memories] == [a.id]  # type: ignore[attr-defined]
                await trio.sleep(0.05)  # the marks' batch is due: it waits for the writer
                for method, params in READS:
                    result = await executor.call(method, params)
                    if method == "memory.get":
                        assert result.last_referenced_at.timestamp() == clock.now()  # type: ignore[attr-defined]
            assert not holding.is_set() and _stored_ref(executor, a.id) < clock.now()
            holding.set()
            with trio.fail_after(10):
                while _stored_ref(executor, a.id) != clock.now():  # noqa: ASYNC110
                    await trio.sleep(0.02)
            n.cancel_scope.cancel()
    finally:
        holding.set()


async def test_marks_of_many_recalls_land_together_shortly_after(executor: Executor) -> None:
    clock = executor.clock
    ids = [(await executor.call("memory.add", {"type": "habit", "summary": f"User plays chess opening {w}"})).id  # type: ignore[attr-defined]
           for w in ("sicilian", "french", "caro")]
    clock.advance(days=1)  # type: ignore[attr-defined]
    async with trio.open_nursery() as n:
        await n.start(partial(executor.run_marks, delay=0.05))
        for w in ("sicilian", "french", "caro"):
            await executor.call("brain.recall", {"query": f"chess {w}"})
        assert {_stored_ref(executor, i) for i in ids} == {clock.now() - 86400}
        with trio.fail_after(5):
            while {_stored_ref(executor, i) for i in ids} != {clock.now()}:  # noqa: ASYNC110
                await trio.sleep(0.02)
        n.cancel_scope.cancel()


async def test_pending_marks_are_written_at_close(tmp_path: Path) -> None:
    cfg = config_mod.load(None, {"SECOND_BRAIN_ENABLED": "true"})
    (tmp_path / "memory" / "second-brain").mkdir(parents=True)
    ex = Executor(cfg, tmp_path / "memory" / "second-brain" / "second-brain.db", FakeClock())
    ex.open()
    m = await ex.call("memory.add", {"type": "habit", "summary": "User swims at dawn"})
    ex.clock.advance(days=2)  # type: ignore[attr-defined]
    async with trio.open_nursery() as n:
        await n.start(partial(ex.run_marks, delay=3600))
        await ex.call("brain.recall", {"query": "swims"})
        n.cancel_scope.cancel()
    ex.close()
    assert _stored_ref(ex, m.id) == ex.clock.now()  # type: ignore[attr-defined]


async def test_a_memory_back_from_the_subconscious_is_written_at_once(executor: Executor) -> None:
    m = await executor.call("memory.add", {"type": "episode", "summary": "User saw the aurora in Tromso"})
    executor.clock.advance(days=31)  # type: ignore[attr-defined]
    await executor.call("brain.prune", {})
    assert (await executor.call("memory.get", {"id": m.id})).scope == "subconscious"  # type: ignore[attr-defined]
    async with trio.open_nursery() as n:
        await n.start(partial(executor.run_marks, delay=3600))
        got = await executor.call("brain.recall", {"query": "aurora tromso"})
        assert got.used_subconscious  # type: ignore[attr-defined]
        conn = connect(executor.db_path)
        scope, reason = conn.execute("SELECT scope, reason FROM memories WHERE id = ?", (m.id,)).fetchone()
        conn.close()
        assert (scope, reason) == ("active", "recalled")
        n.cancel_scope.cancel()


def test_batched_marks_take_the_latest_time_and_never_go_back(executor: Executor) -> None:
    writer = executor.writer
    assert writer is not None
    clock = executor.clock
    ids = [writer.add(wire.AddParams(type="habit", summary=f"User habit number {i}")).id for i in range(3)]
    t0 = clock.now()
    store = writer.store
    with store.transaction():
        store.update_memory(ids[2], stale=1, reason="stale", last_referenced_at=t0 + 500)
    writer.write_marks([(t0 + 100, [ids[0], ids[1]]), (t0 + 300, [ids[0]]), (t0 + 200, [ids[2], 999])])
    rows = store.get_memories(ids)
    assert rows[ids[0]].last_referenced_at == t0 + 300  # the latest of its two marks
    assert rows[ids[1]].last_referenced_at == t0 + 100
    assert rows[ids[2]].last_referenced_at == t0 + 500  # a later reference is kept
    assert (rows[ids[2]].stale, rows[ids[2]].reason) == (0, None)  # but it is no longer stale
    writer.write_marks([])  # nothing to do is fine


def test_a_read_transaction_sees_one_snapshot_and_nests(executor: Executor) -> None:
    """Store.reading(): statements inside see the store as of the first one (a commit
    by another connection meanwhile is not seen); inside a transaction it adds none."""
    writer = executor.writer
    assert writer is not None
    writer.add(wire.AddParams(type="habit", summary="User walks at dawn"))
    reader = Store(connect(executor.db_path), executor.db_path)
    count = "SELECT count(*) FROM memories"
    try:
        with reader.reading():
            assert reader.conn.execute(count).fetchone() == (1,)
            writer.add(wire.AddParams(type="habit", summary="User swims at noon"))
            assert reader.conn.execute(count).fetchone() == (1,)  # the same snapshot
            with reader.reading():  # nested: no second BEGIN
                assert reader.conn.execute(count).fetchone() == (1,)
        assert reader.conn.getautocommit()
        assert reader.conn.execute(count).fetchone() == (2,)
    finally:
        reader.close()
