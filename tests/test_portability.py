"""brain.backup, brain.export, brain.import: lossless, idempotent, safe while serving."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import apsw
import pytest

from mercuryd import wire
from mercuryd.brain.service import Brain, FakeClock
from mercuryd.config import SecondBrain
from mercuryd.errors import InvalidParams
from mercuryd.store.db import open_store
from mercuryd.store.migrations import MIGRATIONS
from tests.conftest import DaemonProc
from tests.dbcheck import check_integrity, digest, open_db, rows


def fill(brain: Brain, clock: FakeClock) -> dict[str, int]:
    """A store with every kind of state an export must carry."""
    ids: dict[str, int] = {}
    ids["tea"] = brain.add(wire.AddParams(type="preference", summary="User prefers green tea",
                                          persons=["Anna"], source=wire.Source(
                                              channel="cli", conversation_id="c1", refs=["m1", "m2"]))).id
    clock.advance(hours=1)
    ids["ada"] = brain.add(wire.AddParams(type="identity", summary="User's name is Ada")).id
    clock.advance(hours=1)
    ids["grace"] = brain.add(wire.AddParams(type="identity", summary="User's name is Grace")).id
    clock.advance(hours=1)
    ids["sister"] = brain.add(wire.AddParams(type="relationship", summary="Anna is the sister of Bob",
                                             persons=["Anna", "Bob"], confidence=0.8)).id
    ids["goal"] = brain.add(wire.AddParams(type="goal", summary="User wants to run a marathon 🏃 in 2027",
                                           evidence="direct", importance=0.7)).id
    ids["rtl"] = brain.add(wire.AddParams(type="episode", summary="User read שלום עולם aloud")).id
    brain.dismiss(wire.DismissParams(id=ids["rtl"]))  # subconscious, reason dismissed
    brain.ingest(wire.IngestParams(messages=[wire.Message(role="user", content="I usually cycle to work.")],
                                   conversation_id="c2", channel="telegram"))
    with brain.store.transaction():
        brain.store.set_summary("profile", "Ada likes tea", clock.now(), [ids["tea"]])
    return ids


@pytest.fixture
def filled(brain: Brain, clock: FakeClock) -> Brain:
    fill(brain, clock)
    return brain


def fresh_brain(path: Path, clock: FakeClock) -> Brain:
    return Brain(open_store(path), clock, SecondBrain())


def test_export_import_round_trip_is_lossless(filled: Brain, clock: FakeClock, tmp_path: Path) -> None:
    out = tmp_path / "export.jsonl"
    res = filled.export(wire.PathParams(path=str(out)))
    assert res.count == filled.store.memory_count() >= 7
    lines = [json.loads(x) for x in out.read_text().splitlines()]
    assert lines[0]["kind"] == "header" and lines[0]["schema"] == [name for name, _ in MIGRATIONS]
    loser = next(x for x in lines if x["kind"] == "memory" and x["superseded_by"])
    assert loser["summary"] == "User's name is Ada" and loser["attribute"] == "name"
    tea = next(x for x in lines if x["kind"] == "memory" and x["summary"] == "User prefers green tea")
    assert tea["source"] == {"channel": "cli", "conversation_id": "c1", "refs": ["m1", "m2"]}
    assert tea["persons"] and tea["created_at"] == 1_767_225_600.0

    other = fresh_brain(tmp_path / "other.db", clock)
    assert other.import_(wire.PathParams(path=str(out))).count == res.count
    for table in ("memories", "persons", "memory_persons", "summaries"):
        assert rows(other.store.conn, table) == rows(filled.store.conn, table), table
    check_integrity(other.store.conn)
    # The FTS index of the imported store finds what the original finds.
    hits = other.search(wire.SearchParams(q="marathon"))
    assert [m.summary for m in hits.items] == ["User wants to run a marathon 🏃 in 2027"]

    # Importing again adds nothing and changes nothing.
    before = digest(other.store.conn)
    assert other.import_(wire.PathParams(path=str(out))).count == 0
    assert digest(other.store.conn) == before


def test_import_into_a_used_store_remaps_ids(filled: Brain, clock: FakeClock, tmp_path: Path) -> None:
    out = tmp_path / "export.jsonl"
    filled.export(wire.PathParams(path=str(out)))
    other = fresh_brain(tmp_path / "other.db", clock)
    clock.advance(days=3)
    mine = other.add(wire.AddParams(type="habit", summary="User swims on Fridays", persons=["Anna"]))
    assert mine.id == 1  # collides with the export's first id
    n = other.import_(wire.PathParams(path=str(out))).count
    assert n == filled.store.memory_count()
    assert other.get(wire.GetParams(id=1)).summary == "User swims on Fridays"
    names = {m.summary: m for m in other.list(wire.ListParams(scope="all", include_superseded=True, limit=500)).items}
    ada, grace = names["User's name is Ada"], names["User's name is Grace"]
    assert ada.superseded_by == grace.id  # the link follows the remapped id
    assert ada.id != 2 or grace.id != 3
    anna = [p for p in other.persons_list(wire.PersonsListParams()).items if p.name == "Anna"]
    assert len(anna) == 1 and anna[0].memory_count == 3  # one Anna, links merged
    check_integrity(other.store.conn)


def test_bad_import_changes_nothing(filled: Brain, clock: FakeClock, tmp_path: Path) -> None:
    out = tmp_path / "export.jsonl"
    filled.export(wire.PathParams(path=str(out)))
    lines = out.read_text().splitlines()
    broken = [*lines[:-1], '{"kind":"memory","id":99,"type":"nonsense"}']
    bad = tmp_path / "bad.jsonl"
    bad.write_text("\n".join(broken) + "\n")
    other = fresh_brain(tmp_path / "other.db", clock)
    before = digest(other.store.conn)
    with pytest.raises(InvalidParams, match=f"line {len(broken)}"):
        other.import_(wire.PathParams(path=str(bad)))
    assert digest(other.store.conn) == before
    (tmp_path / "nohdr.jsonl").write_text("\n".join(lines[1:]) + "\n")
    with pytest.raises(InvalidParams, match="no header"):
        other.import_(wire.PathParams(path=str(tmp_path / "nohdr.jsonl")))
    with pytest.raises(InvalidParams, match="absolute"):
        other.import_(wire.PathParams(path="relative.jsonl"))
    with pytest.raises(InvalidParams, match="cannot read"):
        other.import_(wire.PathParams(path=str(tmp_path / "missing.jsonl")))
    assert digest(other.store.conn) == before


def test_backup_refuses_the_live_database(filled: Brain) -> None:
    live = str(filled.store.path)
    for target in (live, live + "-wal"):
        with pytest.raises(InvalidParams, match="own database"):
            filled.backup(wire.PathParams(path=target))


def test_backup_while_daemon_serves_writes(daemon: DaemonProc, tmp_path: Path) -> None:
    """A backup taken during a stream of writes is a complete, consistent database."""
    for i in range(50):
        daemon.call("memory.add", {"type": "episode", "summary": f"User visited museum number {i}"})
    stop = threading.Event()
    written: list[int] = []
    errors: list[object] = []

    def writer() -> None:
        i = 1000
        while not stop.is_set():
            try:
                written.append(daemon.call("memory.add", {"type": "episode",
                                                          "summary": f"User climbed hill number {i}"})["id"])
            except Exception as exc:
                errors.append(exc)
            i += 1

    t = threading.Thread(target=writer)
    t.start()
    try:
        results = [daemon.call("brain.backup", {"path": str(tmp_path / f"b{k}.db")}) for k in range(5)]
    finally:
        stop.set()
        t.join()
    assert errors == []
    assert len(written) > 0
    for k, res in enumerate(results):
        conn = open_db(tmp_path / f"b{k}.db")
        check_integrity(conn)
        count = conn.execute("SELECT count(*) FROM memories").fetchall()[0][0]
        assert count == res["count"] >= 50
        conn.close()
    r = daemon.ctl("backup", str(tmp_path / "ctl.db"))
    assert r.returncode == 0 and "Backed up" in r.stdout
    # The backup opens as a daemon's database: restore it into a new home.
    final = daemon.call("brain.status")["counts"]
    backup_conn = apsw.Connection(str(tmp_path / "ctl.db"))
    assert backup_conn.execute("SELECT count(*) FROM memories").fetchall()[0][0] == (
        final["durable"] + final["active"] + final["subconscious"] + final["superseded"])
    backup_conn.close()


def test_export_import_over_the_socket(daemon: DaemonProc, daemon_factory, tmp_path: Path) -> None:
    daemon.call("memory.add", {"type": "preference", "summary": "User prefers oolong", "persons": ["Mia"]})
    out = tmp_path / "e.jsonl"
    r = daemon.ctl("export", str(out))
    assert r.returncode == 0 and "Exported 1 memories" in r.stdout
    daemon.call("brain.clear", {"confirm": True})
    r = daemon.ctl("import", str(out))
    assert r.returncode == 0 and "Imported 1 memories" in r.stdout
    got = daemon.call("memory.get", {"id": 1})
    assert got["summary"] == "User prefers oolong" and got["persons"][0]["name"] == "Mia"
    assert daemon.ctl("import", str(out)).stdout.startswith("Imported 0 memories")
    bad = daemon.ctl("import", str(tmp_path / "nope.jsonl"))
    assert bad.returncode == 1 and "cannot read" in bad.stderr
