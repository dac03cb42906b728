"""Ingest reads each message once: the same conversation again changes nothing, one that
grew is read from where it left off, and who "she" is still comes from the earlier part."""

from __future__ import annotations

import datetime as dt
import json
from typing import Any

from mercuryd import wire
from mercuryd.brain.clock import FakeClock
from mercuryd.brain.service import Brain
from mercuryd.config import SecondBrain
from tests.conftest import DaemonProc

T0 = dt.datetime(2026, 3, 2, 9, 0, tzinfo=dt.UTC)


def convo(*user: str, start: int = 0) -> list[wire.Message]:
    out = []
    for i, text in enumerate(user, start):
        ts = T0 + dt.timedelta(minutes=2 * i)
        out += [wire.Message(role="user", content=text, ts=ts),
                wire.Message(role="assistant", content="Got it.", ts=ts + dt.timedelta(minutes=1))]
    return out


def everything(brain: Brain) -> list[tuple[int, str, int, int | None]]:
    items = brain.list(wire.ListParams(scope="all", include_superseded=True, limit=500)).items
    return sorted((m.id, m.summary, m.reinforcements, m.superseded_by) for m in items)


def test_the_same_conversation_twice_changes_nothing(brain: Brain, clock: FakeClock) -> None:
    messages = convo("I'm vegetarian.", "I live in Porto.", "I prefer concise answers.")
    first = brain.ingest(wire.IngestParams(messages=messages, conversation_id="c1"))
    assert len(first.stored) == 3
    before = everything(brain)
    for _ in range(4):  # four repeats used to promote every fact to durable
        clock.advance(days=1)
        again = brain.ingest(wire.IngestParams(messages=messages, conversation_id="c1"))
        assert again.stored == [] and again.reinforced == [] and again.superseded == []
    assert everything(brain) == before


def test_the_same_messages_without_an_id_change_nothing(brain: Brain) -> None:
    messages = convo("My sister Anna lives in Oslo.")
    assert brain.ingest(wire.IngestParams(messages=messages)).stored
    before = everything(brain)
    assert not brain.ingest(wire.IngestParams(messages=messages)).stored
    assert everything(brain) == before


def test_a_grown_conversation_is_read_from_where_it_left_off(brain: Brain) -> None:
    start = convo("My mom lives in Gdańsk.")
    assert [m.summary for m in brain.ingest(wire.IngestParams(messages=start, conversation_id="c2")).stored] == [
        "User's mom lives in Gdańsk"]
    grown = [*start, *convo("I call her every Sunday.", start=1)]
    result = brain.ingest(wire.IngestParams(messages=grown, conversation_id="c2"))
    # Only the new message is read, and "her" is still resolved from the earlier one.
    assert [m.summary for m in result.stored] == ["User calls their mom every Sunday"]
    assert result.reinforced == []
    mom = brain.list(wire.ListParams()).items[0].persons
    assert [p.name for p in mom] == ["Mom"]


def test_a_conversation_sent_in_pieces_reads_every_piece(brain: Brain) -> None:
    # The Claude Code hook sends only the turns it has not sent before, with the same id.
    one = convo("I'm a nurse.")
    two = convo("I live in Lyon.", start=1)
    assert brain.ingest(wire.IngestParams(messages=one, conversation_id="s1")).stored
    assert brain.ingest(wire.IngestParams(messages=two, conversation_id="s1")).stored
    assert not brain.ingest(wire.IngestParams(messages=two, conversation_id="s1")).stored


def test_the_same_words_in_a_new_conversation_reinforce(brain: Brain) -> None:
    messages = convo("I prefer concise answers.")
    [memory] = brain.ingest(wire.IngestParams(messages=messages, conversation_id="monday")).stored
    tuesday = [wire.Message(role=m.role, content=m.content, ts=m.ts + dt.timedelta(days=1))  # type: ignore[operator]
               for m in messages]
    [again] = brain.ingest(wire.IngestParams(messages=tuesday, conversation_id="tuesday")).reinforced
    assert again.id == memory.id and again.reinforcements == 1


def test_the_very_same_messages_under_another_id_change_nothing(brain: Brain) -> None:
    # Sent once with an id, then replayed (same words, same times) without one or with
    # another: the same messages, not a restatement.
    messages = convo("I prefer concise answers.", "My brother Olek lives in Kraków.")
    assert len(brain.ingest(wire.IngestParams(messages=messages, conversation_id="t5")).stored) == 2
    before = everything(brain)
    for cid in (None, "t5-copy"):
        again = brain.ingest(wire.IngestParams(messages=messages, conversation_id=cid))
        assert again.stored == [] and again.reinforced == []
    assert everything(brain) == before
    # ... and the replayed conversation, grown, is read from its new message only.
    grown = [*messages, *convo("I'm vegetarian.", start=2)]
    result = brain.ingest(wire.IngestParams(messages=grown, conversation_id="t5-copy"))
    assert [m.summary for m in result.stored] == ["User is vegetarian"] and result.reinforced == []


def test_a_message_without_a_time_is_new_each_time_it_is_sent(brain: Brain, clock: FakeClock) -> None:
    untimed = [wire.Message(role="user", content="I prefer concise answers.")]
    [memory] = brain.ingest(wire.IngestParams(messages=untimed, conversation_id="a")).stored
    clock.advance(days=1)
    [again] = brain.ingest(wire.IngestParams(messages=untimed, conversation_id="b")).reinforced
    assert again.id == memory.id


def test_clear_forgets_what_was_read(brain: Brain) -> None:
    messages = convo("I'm vegetarian.")
    assert brain.ingest(wire.IngestParams(messages=messages, conversation_id="c3")).stored
    brain.clear(wire.ClearParams(confirm=True))
    assert brain.ingest(wire.IngestParams(messages=messages, conversation_id="c3")).stored


def test_the_daemon_ingests_a_conversation_once(daemon: DaemonProc) -> None:
    body = {"conversation_id": "hook-1", "messages": [
        {"role": "user", "content": "Hi! I'm Dana, a backend engineer living in Dublin."},
        {"role": "assistant", "content": "Nice to meet you!"}]}
    first = daemon.call("brain.ingest", body)
    assert sorted(m["summary"] for m in first["stored"]) == [
        "User is a backend engineer", "User lives in Dublin", "User's name is Dana"]
    second = daemon.call("brain.ingest", body)
    assert second["stored"] == [] and second["reinforced"] == []
    grown = {**body, "messages": [*body["messages"], {"role": "user", "content": "I moved to Amsterdam."}]}
    third = daemon.call("brain.ingest", grown)
    assert [m["summary"] for m in third["stored"]] == ["User moved to Amsterdam"]
    assert third["superseded"] == [next(m["id"] for m in first["stored"] if "Dublin" in m["summary"])]
    r = daemon.ctl("ingest", "-", "--json", input=json.dumps(grown))
    assert r.returncode == 0 and json.loads(r.stdout)["stored"] == []


def test_the_write_lock_is_not_held_while_a_conversation_is_read(tmp_path, clock) -> None:
    # Found by the outside probe: the rules ran inside the write transaction, so a 100 KB
    # message held every other write for a second or two. Now another connection writes
    # while the extractor runs (with no wait: a held lock would refuse it at once).
    import apsw

    from mercuryd.brain.extract_rules import extract
    from mercuryd.store.db import connect, open_store

    db = tmp_path / "second-brain.db"
    store = open_store(db)
    other = connect(db)
    other.setbusytimeout(0)
    wrote: list[int] = []

    def extractor(messages, *, start=0, known=None):  # type: ignore[no-untyped-def]
        try:
            other.execute("CREATE TABLE IF NOT EXISTS probe_write (x)")
            other.execute("INSERT INTO probe_write VALUES (1)")
            wrote.append(1)
        except apsw.BusyError:
            wrote.append(0)
        return extract(messages, start=start, known=known)

    brain = Brain(store, clock, SecondBrain(), extractor=extractor)
    got = brain.ingest(wire.IngestParams(messages=[wire.Message(role="user", content="I'm a nurse in Leeds.")]))
    assert wrote == [1]
    assert [m.summary for m in got.stored] == ["User is a nurse in Leeds"]
    other.close()
    store.close()


def test_other_writes_go_ahead_while_a_conversation_is_read(daemon: DaemonProc) -> None:
    # Found reviewing the outside probe's fix: the rules ran outside the write transaction but
    # still on the daemon's one writer, so a memory.add sent while a long conversation was read
    # waited seconds for it. Now the rules read it on a reader connection first. A conversation
    # of three 20 KB run-ons takes the rules seconds; an add sent a second after it is written
    # first (ids are handed out in commit order), where it was written after the ingest before.
    import threading
    import time

    # (distinct sentences: one sentence said again and again is read at most twice since 2026-12-03)
    run_on = "".join(f"Tom my wife {i} " for i in range(3000))[:20_000]
    body = {"conversation_id": "long", "messages": [
        {"role": "user", "content": "My name is Zed Quill and I live in Oslo."},
        *({"role": "user", "content": f"{run_on} {i}"} for i in range(3))]}
    ingested: list[Any] = []
    request = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "brain.ingest", "params": body}).encode() + b"\n"
    reading = threading.Thread(target=lambda: ingested.extend(daemon.raw(request, timeout=120)))
    reading.start()
    time.sleep(1.0)  # the ingest is under way (its rules take seconds), not a bound on anything
    added = daemon.call("memory.add", {"type": "preference", "summary": "User likes oolong tea"})
    reading.join(120)
    stored = ingested[0]["result"]["stored"]
    assert stored and all(added["id"] < m["id"] for m in stored), (added["id"], [m["id"] for m in stored])
    assert "User's name is Zed Quill" in [m["summary"] for m in stored]
