"""The typed Python client (``from mercuryctl import Client``) against the real daemon."""

from __future__ import annotations

import datetime as dt
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from mercuryctl import Client, DaemonUnreachable, MercuryClientError, RpcError
from mercuryd import wire
from tests.conftest import DaemonProc


@pytest.fixture
def client(daemon: DaemonProc):
    with Client(daemon.socket) as c:
        yield c


def test_import_mercuryctl_stays_light() -> None:
    code = ("import sys, mercuryctl; light = 'msgspec' not in sys.modules and 'mercuryctl.client' not in sys.modules;"
            "from mercuryctl import Client; print(light, Client.__module__, 'msgspec' in sys.modules)")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=30)
    assert r.stdout.split() == ["True", "mercuryctl.client", "True"], r.stderr


def test_memory_round_trip_is_typed(client: Client) -> None:
    m = client.add("preference", "User prefers dark roast coffee", persons=["Anna"])
    assert isinstance(m, wire.Memory) and m.tier == "conscious" and m.confidence == 1.0
    assert [p.name for p in m.persons] == ["Anna"]
    got = client.get(m.id)
    assert isinstance(got, wire.MemoryWithHistory) and got.summary == m.summary
    assert got.created_at.tzinfo is not None  # RFC 3339 strings became datetimes

    edited = client.update(m.id, importance=0.95)
    assert edited.importance == 0.95 and edited.summary == m.summary

    assert [x.id for x in client.list().items] == [m.id]
    assert [x.id for x in client.search("coffee").items] == [m.id]
    rec = client.recall("what coffee do I drink?", limit=3)
    assert isinstance(rec, wire.RecallResult) and "dark roast coffee" in rec.context
    assert rec.memories[0].id == m.id and rec.memories[0].score > 0

    people = client.persons()
    [anna] = people.items
    assert isinstance(anna, wire.Person) and anna.name == "Anna"
    assert client.person(anna.id).person.name == "Anna"
    assert [x.id for x in client.person_memories(anna.id).items] == [m.id]
    graph = client.graph()
    assert {n.kind for n in graph.nodes} >= {"memory", "person"} and graph.edges

    dismissed = client.dismiss(m.id)
    assert dismissed == wire.DismissResult(id=m.id, action="subconscious")
    assert client.list(scope="subconscious").items[0].id == m.id
    assert client.dismiss(m.id, hard=True).action == "deleted"


def test_ingest_pause_resume_status_profile_prune(client: Client) -> None:
    r = client.ingest([{"role": "user", "content": "I want to learn Rust this year."}],
                      conversation_id="c1", channel="test")
    year = dt.datetime.now(dt.UTC).year  # "this year" is made absolute from when it was said
    assert isinstance(r, wire.IngestResult) and [m.summary for m in r.stored] == [f"User wants to learn Rust in {year}"]
    assert r.stored[0].source.channel == "test"
    assert client.pause() == wire.PausedResult(paused=True)
    paused = client.ingest([wire.Message(role="user", content="I prefer tabs.")])
    assert paused.paused and not paused.stored
    assert client.status().paused is True
    assert client.resume().paused is False
    status = client.status()
    assert isinstance(status, wire.StatusResult) and status.counts.active == 1
    assert status.counts_by_type == {"goal": 1}
    profile = client.profile()
    assert isinstance(profile, wire.ProfileResult) and isinstance(profile.profile.text, str)
    pruned = client.prune(dry_run=True, as_of="2027-06-01T00:00:00Z")
    assert isinstance(pruned, wire.PruneResult) and pruned.dry_run
    assert pruned.to_subconscious == [r.stored[0].id]


def test_errors_are_one_type_with_the_code(client: Client) -> None:
    with pytest.raises(RpcError) as e:
        client.get(999)
    assert e.value.code == wire.NOT_FOUND
    with pytest.raises(RpcError) as e:
        client.clear()
    assert e.value.code == wire.CONFIRMATION_REQUIRED
    with pytest.raises(RpcError) as e:
        client.recall("x", limit=500)
    assert e.value.code == wire.INVALID_PARAMS and "$.limit" in e.value.message
    client.add("identity", "User's name is Ada")
    assert client.clear(confirm=True).deleted == 1
    assert client.status().counts.durable == 0


def test_unreachable_and_version_mismatch(daemon: DaemonProc, short_tmp: Path) -> None:
    with pytest.raises(DaemonUnreachable, match="not running"):
        Client(short_tmp / "nobody.sock").status()

    class Future(Client):
        api_version = wire.API_VERSION + 1

    with pytest.raises(MercuryClientError, match="API version"):
        Future(daemon.socket).list()
    assert Future(daemon.socket, check_version=False).list().items == []


def test_one_client_shared_by_threads(client: Client) -> None:
    with ThreadPoolExecutor(8) as pool:
        added = list(pool.map(lambda i: client.add("episode", f"User visited museum number {i}"), range(24)))
    assert len({m.id for m in added}) == 24
    assert client.status().counts.active == 24


def test_export_import_backup(client: Client, short_tmp: Path) -> None:
    client.add("preference", "User prefers window seats")
    try:
        exported = client.export(short_tmp / "m.jsonl")
    except RpcError as exc:
        if exc.code == wire.METHOD_NOT_FOUND:
            pytest.skip("brain.export is not in this build of the daemon yet")
        raise
    assert isinstance(exported, wire.PathResult) and exported.count == 1
    assert Path(exported.path).exists()
    assert client.backup(short_tmp / "b.db").path.endswith("b.db")
    client.clear(confirm=True)
    assert client.import_(short_tmp / "m.jsonl").count == 1
