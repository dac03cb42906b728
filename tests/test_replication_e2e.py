"""Replication end to end: the real mercuryd supervising the real litestream (from the
`replication` extra) into a file:// replica in a temp dir, and into an S3 stand-in on
127.0.0.1 (moto's server); restores on fresh homes."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from mercuryd.replication.litestream import find_binary
from tests.conftest import DaemonProc
from tests.dbcheck import check_integrity, digest, open_db
from tests.replica_tools import configure, leaks, ltx_pages, moto_s3, s3_objects
from tests.rpcclient import Client
from tests.web_helpers import Web

pytestmark = [pytest.mark.slow, pytest.mark.skipif(find_binary() is None, reason="litestream not installed")]


def replication(d: DaemonProc) -> dict:
    return d.call("brain.status")["replication"]


def wait_for(pred, timeout: float = 30.0, what: str = "condition"):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = pred()
        if value:
            return value
        time.sleep(0.1)
    raise AssertionError(f"timed out waiting for {what}")


def synced(d: DaemonProc) -> dict:
    """Wait until the replica holds every write and no hard delete is pending."""
    def ok():
        r = replication(d)
        return r if (r["state"] == "replicating" and r["lag_seconds"] == 0
                     and not r["deletes_pending"] and r["last_sync_at"]) else None
    return wait_for(ok, what="the replica to catch up")


def litestream_pid(d: DaemonProc) -> int:
    """The running Litestream's pid (0 between a death and its restart)."""
    try:
        return int((d.home / "replication" / "litestream.pid").read_text())
    except (OSError, ValueError):
        return 0


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # A zombie (not yet reaped by its parent) is dead for our purpose.
    try:
        return Path(f"/proc/{pid}/stat").read_text().split(")")[-1].split()[0] != "Z"
    except OSError:
        return False


def restore(root: Path, url: str, *args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, MERCURY_HOME=str(root / "home"))
    return subprocess.run([sys.executable, "-m", "mercuryctl", "restore", url, *args],
                          env=env, capture_output=True, text=True, timeout=120)


def make(tmp: Path, name: str, url: str, **env: str) -> DaemonProc:
    root = tmp / name
    root.mkdir(mode=0o700)
    (root / "run").mkdir(mode=0o700)
    d = DaemonProc(root, **env)
    configure(d.home, url)
    return d


def started(tmp: Path, daemons: list[DaemonProc], url: str, *, sync: bool = True) -> DaemonProc:
    """A daemon replicating to ``url`` (stopped with the test), its replica caught up
    unless ``sync`` is false."""
    d = make(tmp, "a", url)
    daemons.append(d)
    d.start()
    if sync:
        synced(d)
    return d


@pytest.fixture
def daemons(short_tmp: Path):
    made: list[DaemonProc] = []
    yield made
    for d in made:
        d.stop()


def test_kill_9_of_the_daemon_loses_no_acknowledged_write(short_tmp: Path, daemons) -> None:
    url = f"file://{short_tmp}/replica"
    d = started(short_tmp, daemons, url)
    ls = litestream_pid(d)
    acked: list[tuple[float, int, str]] = []
    stop = threading.Event()

    def load() -> None:
        with Client(d.socket) as c:
            i = 0
            while not stop.is_set():
                summary = f"User visited harbour number {i} on a loaded afternoon"
                try:
                    m = c.call("memory.add", {"type": "episode", "summary": summary})
                except Exception:
                    return
                acked.append((time.monotonic(), m["id"], summary))
                i += 1

    ingested: list[tuple[float, int, str]] = []

    def ingest() -> None:  # brain.ingest under the same load: what it stored is acknowledged
        with Client(d.socket) as c:
            i = 0
            while not stop.is_set():
                text = f"I prefer oolong tea blend number {i} from the harbour shop."
                try:
                    r = c.call("brain.ingest", {"messages": [{"role": "user", "content": text}]})
                except Exception:
                    return
                now = time.monotonic()
                ingested.extend((now, m["id"], m["summary"]) for m in r["stored"])
                i += 1

    workers = [threading.Thread(target=load) for _ in range(2)] + [threading.Thread(target=ingest)]
    for w in workers:
        w.start()
    time.sleep(4.0)
    killed_at = time.monotonic()
    d.proc.send_signal(signal.SIGKILL)
    d.proc.wait()
    stop.set()
    for w in workers:
        w.join(10)
    assert len(acked) + len(ingested) > 50  # under load
    # Litestream dies with its parent (it syncs once more on the way out).
    wait_for(lambda: not alive(ls), 15, "litestream to exit after the daemon's kill -9")

    fresh = short_tmp / "fresh"
    fresh.mkdir()
    out = restore(fresh, url)
    assert out.returncode == 0, out.stderr
    assert "integrity: ok" in out.stdout and "newest memory: " in out.stdout
    db_dir = fresh / "home" / "memory" / "second-brain"
    # The database alone, the owner's only: no side file of the restore's copy is left
    # (its -wal and -shm were left behind world-readable, 0644, under their old name).
    assert sorted(p.name for p in db_dir.iterdir()) == ["second-brain.db"]
    assert (db_dir / "second-brain.db").stat().st_mode & 0o077 == 0
    conn = open_db(db_dir / "second-brain.db")
    check_integrity(conn)
    have = dict(conn.execute("SELECT id, summary FROM memories").fetchall())
    old_enough = [(i, s) for t, i, s in acked if killed_at - t > 1.0]  # older than syncInterval
    missing = [i for i, s in old_enough if have.get(i) != s]
    assert old_enough and not missing, f"{len(missing)} acknowledged writes lost: {missing[:5]}"
    old_ingests = [(i, s) for t, i, s in ingested if killed_at - t > 1.0]
    assert old_ingests and all(have.get(i) == s for i, s in old_ingests), "an acknowledged ingest was lost"
    conn.close()

    # The restored home just works: a daemon on it serves recall.
    r = DaemonProc(fresh)
    (fresh / "run").mkdir(mode=0o700)
    daemons.append(r)
    r.start()
    hits = r.call("brain.recall", {"query": "which harbour did I visit?"})
    assert hits["memories"], hits


def test_litestream_outlives_an_idle_spell(short_tmp: Path, daemons) -> None:
    """Litestream dies with the daemon, not with the thread that started it.

    Its parent-death signal fires when the *thread* that forked it exits; trio starts a
    process from a worker thread that exits after 10 idle seconds. An idle daemon then
    saw Litestream stopped every ~10 s and restarted after a growing backoff (up to a
    minute without replication)."""
    url = f"file://{short_tmp}/replica"
    d = started(short_tmp, daemons, url)
    first = litestream_pid(d)
    time.sleep(12.5)  # idle: longer than a trio worker thread lives without work
    assert litestream_pid(d) == first and alive(first)
    with Client(d.socket) as c:
        c.call("memory.add", {"type": "habit", "summary": "User waters the ferns on Sundays"})
    assert synced(d)["state"] == "replicating" and litestream_pid(d) == first
    log = (d.home / "logs" / "mercuryd.log").read_text()
    assert "replication failed; retrying" not in log and "signal received" not in log


def test_kill_9_of_litestream_is_restarted_and_no_frame_is_lost(short_tmp: Path, daemons, tmp_path: Path) -> None:
    url = f"file://{short_tmp}/replica"
    d = started(short_tmp, daemons, url)
    with Client(d.socket) as c:
        for i in range(150):
            c.call("memory.add", {"type": "habit", "summary": f"User practises scale number {i} on the cello"})
        first = litestream_pid(d)
        os.kill(first, signal.SIGKILL)
        # Writes while no Litestream runs, through the lifecycle and portability paths.
        c.call("brain.ingest", {"messages": [{"role": "user", "content": "My sister Ottilie lives in Graz."}]})
        for i in range(40):
            c.call("memory.add", {"type": "preference", "summary": f"User likes tea blend number {i}"})
        wait_for(lambda: litestream_pid(d) not in (0, first) and replication(d)["state"] == "replicating", 30,
                 "litestream to be restarted")
        c.call("brain.prune", {"as_of": "2027-09-01T00:00:00Z"})
        c.call("brain.consolidate", {})
        export = tmp_path / "export.jsonl"
        c.call("brain.export", {"path": str(export)})
        c.call("brain.clear", {"confirm": True})
        c.call("brain.import", {"path": str(export)})
        victims = [m["id"] for m in c.call("memory.list", {"limit": 5})["items"]]
        for mid in victims:
            c.call("memory.dismiss", {"id": mid, "hard": True})
        c.call("memory.add", {"type": "goal", "summary": "User wants to finish the cello suite"})
    synced(d)
    live = open_db(d.home / "memory" / "second-brain" / "second-brain.db")
    expected = digest(live)
    live.close()
    fresh = short_tmp / "fresh"
    fresh.mkdir()
    out = restore(fresh, url)
    assert out.returncode == 0, out.stderr
    restored = open_db(fresh / "home" / "memory" / "second-brain" / "second-brain.db")
    check_integrity(restored)
    assert digest(restored) == expected
    restored.close()
    log = (d.home / "logs" / "mercuryd.log").read_text()
    assert '"logger":"mercuryd.litestream"' in log  # Litestream's own lines, relayed
    assert "replication failed; retrying" in log  # the death was noticed and said


def test_hard_delete_and_clear_reach_the_replica(short_tmp: Path, daemons) -> None:
    url = f"file://{short_tmp}/replica"
    d = started(short_tmp, daemons, url, sync=False)
    replica = short_tmp / "replica"
    with Client(d.socket) as c:
        for i in range(30):
            c.call("memory.add", {"type": "episode", "summary": f"User hiked ridge number {i}"})
        secret = c.call("memory.add", {"type": "relationship",
                                       "summary": "User confided quokkaphobia to Wilhelmina"})
        synced(d)
        needles = [b"quokkaphobia", b"Wilhelmina", b"wilhelmina"]
        assert leaks(replica, needles), "the test cannot see the text in the replica before the delete"
        assert leaks(d.home / "replication", needles), "nor in Litestream's local files"
        before = replication(d)["generation"]
        out = d.ctl("dismiss", str(secret["id"]), "--hard")
        assert out.returncode == 0, out.stderr
        r = synced(d)  # within the documented bound: the scrub runs at once
        assert r["generation"] != before and r["deletes_scrubbed_at"]
        assert leaks(replica, needles) == []
        assert leaks(d.home, needles) == []  # database, WAL, Litestream's files, logs
        assert c.call("memory.search", {"q": "hiked ridge"})["items"]
        # clear: every memory's text leaves the replica.
        c.call("memory.add", {"type": "episode", "summary": "User buried the zanzibarite"})
        synced(d)
        assert leaks(replica, [b"zanzibarite"])
        assert d.ctl("clear", "--yes").returncode == 0
        synced(d)
        assert leaks(replica, [b"zanzibarite", b"hiked ridge"]) == []
    assert sorted(p.name for p in replica.iterdir()) == sorted([
        "mercury-current.json", "mercury-writer.json", replication(d)["generation"]])


def test_an_edit_that_rewrites_a_text_reaches_the_replica(short_tmp: Path, daemons) -> None:
    # The probe: an edit rewrites a memory's text and the home keeps no trace of the old
    # one (secure_delete), but only a hard delete or a clear scrubbed the replica: the old
    # text stayed in Litestream's files there until `retention` passed.
    url = f"file://{short_tmp}/replica"
    d = started(short_tmp, daemons, url, sync=False)
    replica = short_tmp / "replica"
    with Client(d.socket) as c:
        m = c.call("memory.add", {"type": "relationship", "summary": "User confided zorblaxia to Quentina"})
        c.call("memory.add", {"type": "episode", "summary": "User hiked the ridge"})
        synced(d)
        needles = [b"zorblaxia", b"Quentina", b"quentina"]
        assert leaks(replica, needles), "the test cannot see the text in the replica before the edit"
        before = replication(d)["generation"]
        c.call("memory.update", {"id": m["id"], "importance": 0.9})  # no text changed: no scrub
        assert replication(d)["deletes_pending"] is False
        c.call("memory.update", {"id": m["id"], "summary": "User confided a fear to a friend"})
        r = synced(d)
        assert r["generation"] != before and r["deletes_scrubbed_at"]
        assert leaks(replica, needles) == []
        assert leaks(d.home, needles) == []
        assert c.call("memory.search", {"q": "hiked ridge"})["items"]


def test_a_second_writer_is_refused_and_named(short_tmp: Path, daemons) -> None:
    url = f"file://{short_tmp}/replica"
    a = make(short_tmp, "a", url, MERCURY_REPLICATION_HEARTBEAT="1")
    b = make(short_tmp, "b", url, MERCURY_REPLICATION_HEARTBEAT="1")
    daemons += [a, b]
    a.start()
    gen = synced(a)["generation"]
    b.start()
    rb = wait_for(lambda: (r := replication(b))["state"] == "refused" and r, 20, "b to refuse")
    assert str(a.home) in rb["error"] and "another device replicates" in rb["error"]
    assert "pid" in rb["error"]
    status = b.ctl("status")
    assert "warning: replication: another device replicates" in status.stdout
    assert replication(a)["generation"] == gen  # b wrote nothing into the replica
    assert not (b.home / "replication" / "litestream.pid").exists()
    assert "replication refused" in (b.home / "logs" / "mercuryd.log").read_text()
    # The dashboard's header says it too, as a warning.
    web_b, web_a = Web(b), Web(a)
    page = web_b.api.get("/second-brain/memory")
    assert page.status_code == 200, page.text
    assert 'class="replication warn"' in page.text and "replica refused" in page.text
    page = web_a.api.get("/second-brain/memory").text
    assert 'class="replication"' in page and "replica replicating" in page
    web_a.close()
    web_b.close()
    # While refused, b runs no Litestream and no checkpoint of its own: a hard delete's
    # text still leaves b's files at once (the WAL is folded), and stays pending for the
    # replica, which b scrubs when it takes over.
    with Client(b.socket) as c:
        for i in range(5):
            c.call("memory.add", {"type": "episode", "summary": f"User crossed bridge number {i}"})
        secret = c.call("memory.add", {"type": "relationship", "summary": "User owes Ignatius a capybara"})
        assert leaks(b.home, [b"capybara"])
        c.call("memory.dismiss", {"id": secret["id"], "hard": True})
    wait_for(lambda: leaks(b.home, [b"capybara"]) == [], 10, "b's WAL to be folded")
    assert replication(b)["deletes_pending"] and replication(b)["state"] == "refused"
    a.stop()  # a clean stop releases the replica: b takes over at its next check
    rb = wait_for(lambda: (r := replication(b))["state"] == "replicating" and not r["deletes_pending"] and r,
                  30, "b to take over")
    assert rb["generation"] != gen and rb["deletes_scrubbed_at"]
    assert sorted(p.name for p in (short_tmp / "replica").iterdir()) == sorted(
        ["mercury-current.json", "mercury-writer.json", rb["generation"]])


def test_restore_refuses_a_running_daemon_and_an_existing_database(short_tmp: Path, daemons) -> None:
    url = f"file://{short_tmp}/replica"
    d = started(short_tmp, daemons, url, sync=False)
    with Client(d.socket) as c:
        c.call("memory.add", {"type": "identity", "summary": "User is a lighthouse keeper"})
        synced(d)
        t = time.time()
        time.sleep(1.2)
        c.call("memory.add", {"type": "identity", "summary": "User keeps bees on the roof"})
        synced(d)
    out = restore(short_tmp / "a", url)
    assert out.returncode == 1 and "is running on" in out.stderr
    d.stop()
    out = restore(short_tmp / "a", url)
    assert out.returncode == 1 and "--force" in out.stderr
    out = restore(short_tmp / "a", url, "--force", "--json")
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout)
    assert report["counts"]["memories"] == 2 and report["integrity"] == "ok"
    assert Path(report["moved_aside"]).exists()
    as_of = time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(t)) + f".{int(t % 1 * 1000):03d}Z"
    fresh = short_tmp / "fresh"
    fresh.mkdir()
    out = restore(fresh, url, "--as-of", as_of, "--json")
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["counts"]["memories"] == 1
    # A time after the replica's last change (Litestream refuses a timestamp past its
    # newest file): the latest state.
    time.sleep(1.2)
    late = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
    out = restore(short_tmp / "late", url, "--as-of", late, "--json")
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["counts"]["memories"] == 2
    out = restore(short_tmp / "nothing", f"file://{short_tmp}/no-replica")
    assert out.returncode == 1 and "no mercuryd replica" in out.stderr


def test_replication_without_litestream_is_one_sentence(short_tmp: Path) -> None:
    d = make(short_tmp, "a", f"file://{short_tmp}/replica", MERCURY_LITESTREAM=str(short_tmp / "missing"))
    env = d.env
    out = subprocess.run([sys.executable, "-m", "mercuryd"], env=env, capture_output=True, text=True, timeout=30)
    assert out.returncode == 1
    assert out.stderr.strip().count("\n") == 0
    assert "litestream program is not installed" in out.stderr
    # What a user types: mercuryd is installed from its checkout (README), not from PyPI
    # (no `mercury-second-brain` there), into the environment the daemon runs from.
    assert f"in the mercuryd checkout run {sys.executable} -m pip install '.[replication]'" in out.stderr
    assert "mercury-second-brain" not in out.stderr
    # mercuryctl restore says the same on a new machine without the extra.
    out = subprocess.run([sys.executable, "-m", "mercuryctl", "restore", f"file://{short_tmp}/replica"],
                         env=env, capture_output=True, text=True, timeout=30)
    assert out.returncode == 1 and out.stderr.strip().count("\n") == 0
    assert f"{sys.executable} -m pip install '.[replication]'" in out.stderr


def test_s3_replica_restores_and_forgets_hard_deletes(short_tmp: Path, daemons) -> None:
    with moto_s3() as endpoint:
        url = f"s3://mercury/laptop?endpoint={endpoint}&region=us-east-1"
        d = started(short_tmp, daemons, url)
        with Client(d.socket) as c:
            ids = [c.call("memory.add", {"type": "habit", "summary": f"User rows the canal at dawn, day {i}"})["id"]
                   for i in range(60)]
            secret = c.call("memory.add", {"type": "constraint", "summary": "User hides the pangolinite key"})
            synced(d)

            def holders(needle: bytes) -> list[str]:
                found = []
                for key, data in s3_objects(endpoint).items():
                    blobs = [data, *ltx_pages(data)] if key.endswith(".ltx") else [data]
                    if any(needle in b for b in blobs):
                        found.append(key)
                return found

            assert holders(b"pangolinite"), "the test cannot see the text in the bucket"
            assert d.ctl("dismiss", str(secret["id"]), "--hard").returncode == 0
            r = synced(d)
            assert r["deletes_scrubbed_at"] and holders(b"pangolinite") == []
            keys = s3_objects(endpoint)
            assert {k.split("/")[1] for k in keys} == {"mercury-current.json", "mercury-writer.json",
                                                        r["generation"]}
            assert r["url"] == url  # nothing secret in it to hide
            ls = litestream_pid(d)
            acked = time.monotonic()
            c.call("memory.add", {"type": "habit", "summary": "User rows the canal at dusk too"})
        time.sleep(1.2)  # older than the sync interval
        d.proc.send_signal(signal.SIGKILL)
        d.proc.wait()
        assert time.monotonic() - acked > 1.0
        wait_for(lambda: not alive(ls), 15, "litestream to exit")
        fresh = short_tmp / "fresh"
        fresh.mkdir()
        out = restore(fresh, url)
        assert out.returncode == 0, out.stderr
        conn = open_db(fresh / "home" / "memory" / "second-brain" / "second-brain.db")
        check_integrity(conn)
        summaries = {s for (s,) in conn.execute("SELECT summary FROM memories")}
        assert len(summaries) == 61 and "User rows the canal at dusk too" in summaries
        assert all(i in {r[0] for r in conn.execute("SELECT id FROM memories")} for i in ids)
        conn.close()


def test_litestream_that_keeps_dying_is_restarted_with_backoff_and_stops_cleanly(short_tmp: Path, daemons) -> None:
    """Three deaths in a row: restarted after 1, 2, then 4 s (said in `mercury logs`,
    structured); a SIGTERM of the daemon then stops Litestream after a last upload
    (the write acknowledged just before it is in the replica) and releases the replica."""
    url = f"file://{short_tmp}/replica"
    d = started(short_tmp, daemons, url)
    killed: list[int] = []
    for _ in range(3):
        pid = wait_for(lambda: (p := litestream_pid(d)) not in (0, *killed) and alive(p) and p, 30,
                       "litestream to be (re)started")
        os.kill(pid, signal.SIGKILL)
        killed.append(pid)
    wait_for(lambda: replication(d)["state"] == "replicating" and litestream_pid(d) not in (0, *killed), 30,
             "litestream to be restarted after the third death")
    events = [json.loads(line) for line in (d.home / "logs" / "mercuryd.log").read_text().splitlines()]
    assert [e["retry_in"] for e in events if e.get("event") == "replication failed; retrying"] == [1.0, 2.0, 4.0]
    # Litestream's own lines, as structured records of their own (its JSON fields kept).
    relayed = [e for e in events if e.get("logger") == "mercuryd.litestream"]
    assert relayed and all(e.get("level") in ("info", "warning", "error") for e in relayed), relayed[:3]
    assert any(e["event"] == "litestream" and e.get("version") for e in relayed), relayed[:3]  # its start line
    shown = d.ctl("logs", "-n", "5000").stdout  # `mercury logs`, as a user reads it
    assert re.findall(r"replication failed; retrying .*retry_in=([0-9.]+)", shown) == ["1.0", "2.0", "4.0"]
    assert "logger=mercuryd.litestream" in shown

    with Client(d.socket) as c:
        last = c.call("memory.add", {"type": "identity", "summary": "User restores lutes for a living"})
    ls = litestream_pid(d)
    assert d.stop() == 0
    assert not alive(ls)
    log = [json.loads(line) for line in (d.home / "logs" / "mercuryd.log").read_text().splitlines()]
    # Stopped by its SIGTERM, exit status 0 (not a SIGPIPE at its last log line, not a SIGKILL).
    assert [e.get("status") for e in log if e.get("event") == "litestream stopped" and e.get("pid") == ls] == [0]
    assert any(e.get("event") == "litestream shut down" for e in log)  # its own last line, relayed
    assert json.loads((short_tmp / "replica" / "mercury-writer.json").read_text())["released"] is True
    fresh = short_tmp / "fresh"
    fresh.mkdir()
    out = restore(fresh, url)
    assert out.returncode == 0, out.stderr
    conn = open_db(fresh / "home" / "memory" / "second-brain" / "second-brain.db")
    assert conn.execute("SELECT summary FROM memories WHERE id = ?", (last["id"],)).fetchall() == [
        ("User restores lutes for a living",)]
    conn.close()
    # Started again on its home: the same generation, and a last sync to show at once
    # (not "never" until the next write).
    gen = json.loads((short_tmp / "replica" / "mercury-current.json").read_text())["generation"]
    d.start()
    r = wait_for(lambda: (r := replication(d))["state"] == "replicating" and r, 30, "replication to resume")
    assert r["generation"] == gen and r["last_sync_at"] and r["lag_seconds"] == 0


def test_restore_refuses_a_replica_that_fails_its_integrity_check(short_tmp: Path) -> None:
    """A replica of a damaged database (an index that no longer matches its table: it
    opens and counts, only ``PRAGMA integrity_check`` sees it), uploaded by the real
    Litestream, is not restored: nothing is put in the home."""
    import apsw

    from mercuryd.store.db import open_store

    src = short_tmp / "src" / "second-brain.db"
    src.parent.mkdir()
    open_store(src).close()
    conn = apsw.Connection(str(src))
    conn.execute("CREATE TABLE junk(x, y); CREATE INDEX junk_x ON junk(x); "
                 "INSERT INTO junk VALUES (1, 10), (2, 20), (3, 30)")
    conn.execute("PRAGMA writable_schema = ON")
    conn.execute("UPDATE sqlite_schema SET sql = 'CREATE INDEX junk_x ON junk(y)' WHERE name = 'junk_x'")
    conn.close()
    replica = short_tmp / "replica"
    generation = "gen-20261201T000000Z-abcdef"
    ls = subprocess.Popen([find_binary() or "litestream", "replicate", str(src), f"file://{replica / generation}"],
                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        wait_for(lambda: list((replica / generation).rglob("*.ltx")), 30, "litestream to upload")
    finally:
        ls.send_signal(signal.SIGTERM)
        ls.wait(30)
    (replica / "mercury-current.json").write_text(json.dumps({"generation": generation}) + "\n")
    fresh = short_tmp / "fresh"
    fresh.mkdir()
    out = restore(fresh, f"file://{replica}")
    assert out.returncode == 1, out.stdout
    assert "failed its integrity check: row 1 missing from index junk_x" in out.stderr
    db_dir = fresh / "home" / "memory" / "second-brain"
    assert not db_dir.exists() or list(db_dir.iterdir()) == []
