"""SFTP replicas (docs/replication.md): an asyncssh SFTP server on 127.0.0.1 with several
host keys and a hashed known_hosts, mercuryd's SFTP remote against it, and end to end the
real mercuryd supervising the real litestream into it, kill -9, ``mercuryctl restore``."""

from __future__ import annotations

import json
import math
import os
import re
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from mercuryd.replication.litestream import find_binary, render_config
from mercuryd.replication.remote import RemoteError, open_remote
from mercuryd.replication.sftp import ENV_KEY, ENV_KNOWN_HOSTS, SFTPRemote, credentials
from tests.conftest import DaemonProc
from tests.dbcheck import check_integrity, open_db
from tests.replica_tools import configure, hashed_known_host, leaks, sftp_server
from tests.rpcclient import Client

asyncssh = pytest.importorskip("asyncssh")
needs_litestream = pytest.mark.skipif(find_binary() is None, reason="litestream not installed")


# ---------------------------------------------------------------- credentials, offline


def test_credentials_say_what_is_missing(tmp_path: Path) -> None:
    url = "sftp://mercury@127.0.0.1:2222/backups/laptop"
    with pytest.raises(RemoteError, match=f"set {ENV_KEY} to its private key file"):
        credentials(url, {})
    with pytest.raises(RemoteError, match=r"cannot read the SSH key .*No such file"):
        credentials(url, {ENV_KEY: str(tmp_path / "missing")})
    locked = asyncssh.generate_private_key("ecdsa-sha2-nistp256")  # (OpenSSH's format would need bcrypt)
    locked.write_private_key(str(tmp_path / "locked"), passphrase="correct horse", format_name="pkcs8-pem")
    with pytest.raises(RemoteError, match="has a passphrase, which Litestream cannot use"):
        credentials(url, {ENV_KEY: str(tmp_path / "locked")})
    (tmp_path / "junk").write_text("not a key\n")
    with pytest.raises(RemoteError, match="is not an SSH private key"):
        credentials(url, {ENV_KEY: str(tmp_path / "junk")})
    key = asyncssh.generate_private_key("ssh-ed25519")
    key.write_private_key(str(tmp_path / "key"))
    env = {ENV_KEY: str(tmp_path / "key"), ENV_KNOWN_HOSTS: str(tmp_path / "known_hosts")}
    with pytest.raises(RemoteError, match=r"cannot read .*known_hosts.*ssh-keyscan -p 2222 127.0.0.1"):
        credentials(url, env)
    host = asyncssh.generate_private_key("ssh-ed25519").export_public_key("openssh").decode().strip()
    # Entries for other hosts are not entries for this server. (asyncssh, unlike OpenSSH,
    # also accepts the host's port-22 entry for another port: the key must still match.)
    (tmp_path / "known_hosts").write_text(f"[10.0.0.9]:2222 {host}\n127.0.0.2 {host}\n")
    with pytest.raises(RemoteError, match=r"holds no host key for \[127.0.0.1\]:2222"):
        credentials(url, env)
    (tmp_path / "known_hosts").write_text(hashed_known_host("127.0.0.1", 2222, host) + "\n")
    creds = credentials(url, env)  # a hashed [host]:port entry, as ssh-keyscan -H writes it
    assert creds.key_path == tmp_path / "key" and creds.known_hosts == tmp_path / "known_hosts"
    # A revoked key is no key.
    (tmp_path / "known_hosts").write_text(f"[127.0.0.1]:2222 {host}\n@revoked [127.0.0.1]:2222 {host}\n")
    with pytest.raises(RemoteError, match="holds no host key"):
        credentials(url, env)


def test_litestream_config_names_the_key_file_not_the_key(tmp_path: Path) -> None:
    key = asyncssh.generate_private_key("ssh-ed25519")
    key.write_private_key(str(tmp_path / "key"))
    secret = (tmp_path / "key").read_text().splitlines()[1]  # a line of the private key
    text = render_config(db=tmp_path / "db", meta=tmp_path / "meta", socket=tmp_path / "s",
                         replica_url="sftp://me@nas:2222/m/gen-1", sync_interval="1s", retention="24h",
                         replica_options={"key-path": str(tmp_path / "key"), "host-key": "ssh-ed25519 AAAA"})
    replica = json.loads(text)["dbs"][0]["replica"]
    assert replica == {"url": "sftp://me@nas:2222/m/gen-1", "sync-interval": "1s",
                       "key-path": str(tmp_path / "key"), "host-key": "ssh-ed25519 AAAA"}
    assert secret not in text


# ---------------------------------------------------------------- the remote, against a server


def test_sftp_remote_objects_and_a_dropped_connection(short_tmp: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with sftp_server(short_tmp) as srv:
        for name, value in srv.env.items():
            monkeypatch.setenv(name, value)  # as the daemon and mercuryctl restore read them
        remote = open_remote(srv.url())
        assert isinstance(remote, SFTPRemote)
        try:
            assert remote.children() == [] and remote.read("mercury-current.json") is None
            remote.write("mercury-writer.json", b'{"id": "a"}\n')
            remote.write("mercury-writer.json", b'{"id": "b"}\n')  # replaced whole
            assert remote.read("mercury-writer.json") == b'{"id": "b"}\n'
            on_disk = srv.root / "backups" / "laptop"
            assert (on_disk / "mercury-writer.json").stat().st_mode & 0o777 == 0o600
            assert sorted(p.name for p in on_disk.iterdir()) == ["mercury-writer.json"]  # no temp left
            for level in ("0", "1"):
                (on_disk / "gen-1" / "ltx" / level).mkdir(parents=True)
                (on_disk / "gen-1" / "ltx" / level / "0001-0002.ltx").write_bytes(b"LTX1")
            (on_disk / "gen-2").mkdir()
            assert remote.children() == ["gen-1", "gen-2", "mercury-writer.json"]
            assert remote.delete_tree("gen-1") == 2 and remote.delete_tree("gen-9") == 0
            assert remote.children() == ["gen-2", "mercury-writer.json"]
            # Litestream's Go client would be shown the ECDSA key: so is mercuryd, and that
            # is the one Litestream is told to expect.
            options = remote.replica_options()
            assert options == {"key-path": str(srv.key_path), "host-key": srv.public_line("ecdsa-sha2-nistp256")}
            # The server drops the connection (a NAS restarting): the next call reconnects.
            assert srv.drop_connections() == 1
            time.sleep(0.2)
            assert remote.read("mercury-writer.json") == b'{"id": "b"}\n'
        finally:
            remote.close()
        # A user the server does not know, or a key it does not accept: one sentence.
        other = SFTPRemote(srv.url(user="someone"), srv.env)
        with pytest.raises(RemoteError, match=r"refused the key .* for user 'someone'.*authorized_keys"):
            other.children()
        other.close()


def test_host_keys_are_checked_against_known_hosts(short_tmp: Path) -> None:
    with sftp_server(short_tmp) as srv:
        url = srv.url()
        # known_hosts holds only the Ed25519 key (what `ssh` records first): the server will
        # show Litestream its ECDSA key, so that one must be added — and the error says how.
        srv.known_hosts.write_text(hashed_known_host("127.0.0.1", srv.port, srv.public_line("ssh-ed25519")) + "\n")
        remote = SFTPRemote(url, srv.env)
        with pytest.raises(RemoteError) as err:
            remote.children()
        assert f"holds no ecdsa-sha2-nistp256 key for [127.0.0.1]:{srv.port}" in str(err.value)
        assert f"ssh-keyscan -t ecdsa -p {srv.port} 127.0.0.1 >> {srv.known_hosts}" in str(err.value)
        # An ECDSA key that is not the server's: someone in between — never connected.
        impostor = " ".join(asyncssh.generate_private_key("ecdsa-sha2-nistp256")
                            .export_public_key("openssh").decode().split()[:2])
        with srv.known_hosts.open("a") as f:
            f.write(f"[127.0.0.1]:{srv.port} {impostor}\n")
        with pytest.raises(RemoteError, match=r"is not the one .* holds for it: the server's key changed"):
            remote.children()
        assert not (srv.root / "backups").exists()
        # The right key added: the same object connects (known_hosts is read at each connection).
        srv.known_hosts.write_text(f"[127.0.0.1]:{srv.port} {srv.public_line('ecdsa-sha2-nistp256')}\n")
        assert remote.children() == []
        remote.close()


@pytest.mark.skipif(not (shutil.which("ssh-keygen") and shutil.which("ssh-keyscan")), reason="no OpenSSH client")
def test_docs_key_and_known_hosts_steps(short_tmp: Path) -> None:
    """The set-up commands of docs/replication.md, run as written (host, port and paths
    pointed at the stand-in): the key they make and the known_hosts they fill work."""
    with sftp_server(short_tmp) as srv:
        key = short_tmp / "mercury_replica"
        known = short_tmp / "known_hosts"
        # docs: ssh-keygen -t ed25519 -N "" -C mercury-replica -f ~/.ssh/mercury_replica
        out = subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", "mercury-replica", "-f", str(key)],
                             capture_output=True, text=True, timeout=30)
        assert out.returncode == 0, out.stderr
        # the server's side: the public key into the user's authorized keys
        srv.authorize((short_tmp / "mercury_replica.pub").read_text())
        # docs: ssh-keyscan -p 2222 nas.local >> ~/.ssh/known_hosts
        scan = subprocess.run(["ssh-keyscan", "-p", str(srv.port), "127.0.0.1"], capture_output=True, text=True,
                              timeout=30)
        assert scan.returncode == 0 and "ecdsa-sha2-nistp256" in scan.stdout, scan.stderr
        known.write_text(scan.stdout)
        # docs: ssh-keygen -lf ~/.ssh/known_hosts — the fingerprints to compare with the server's
        prints = subprocess.run(["ssh-keygen", "-lf", str(known)], capture_output=True, text=True, timeout=30)
        assert srv.fingerprint("ecdsa-sha2-nistp256") in prints.stdout
        env = {ENV_KEY: str(key), ENV_KNOWN_HOSTS: str(known)}
        remote = SFTPRemote(srv.url(), env)
        remote.write("mercury-current.json", b"{}\n")
        assert remote.replica_options()["host-key"] == srv.public_line("ecdsa-sha2-nistp256")
        remote.close()


# ---------------------------------------------------------------- end to end


def _restore(root: Path, url: str, env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    full = dict(os.environ, MERCURY_HOME=str(root / "home"), **env)
    return subprocess.run([sys.executable, "-m", "mercuryctl", "restore", url, *args],
                          env=full, capture_output=True, text=True, timeout=120)


def _wait(pred, timeout: float = 30.0, what: str = "condition"):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = pred()
        if value:
            return value
        time.sleep(0.1)
    raise AssertionError(f"timed out waiting for {what}")


def _daemon(base: Path, name: str, url: str, **env: str) -> DaemonProc:
    root = base / name
    root.mkdir(mode=0o700)
    (root / "run").mkdir(mode=0o700)
    d = DaemonProc(root, **env)
    configure(d.home, url)
    return d


def _synced(d: DaemonProc) -> dict:
    def ok():
        r = d.call("brain.status")["replication"]
        return r if (r["state"] == "replicating" and r["lag_seconds"] == 0
                     and not r["deletes_pending"] and r["last_sync_at"]) else None
    return _wait(ok, what="the SFTP replica to catch up")


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
        return Path(f"/proc/{pid}/stat").read_text().split(")")[-1].split()[0] != "Z"
    except (ProcessLookupError, OSError):
        return False


@pytest.mark.slow
@needs_litestream
def test_sftp_replica_end_to_end(short_tmp: Path) -> None:
    """Replicate into the SFTP server, scrub a hard delete out of every file it holds,
    refuse a second writer, kill -9 under load, restore on a fresh home over SFTP."""
    made: list[DaemonProc] = []
    with sftp_server(short_tmp) as srv:
        url = srv.url()
        a = _daemon(short_tmp, "a", url, **srv.env)
        made.append(a)
        try:
            a.start()
            first = _synced(a)
            assert first["url"] == url and first["state"] == "replicating"
            replica = srv.root / "backups" / "laptop"
            with Client(a.socket) as c:
                for i in range(20):
                    c.call("memory.add", {"type": "episode", "summary": f"User sailed to islet number {i}"})
                secret = c.call("memory.add", {"type": "relationship",
                                               "summary": "User told Bartholomew about the marmotnapping"})
                _synced(a)
                needles = [b"marmotnapping", b"Bartholomew"]
                assert leaks(replica, needles), "the test cannot see the text on the SFTP server"
                before = a.call("brain.status")["replication"]["generation"]
                # The server drops every connection (a NAS restarting): Litestream and
                # mercuryd's remote reconnect for the scrub that follows.
                assert srv.drop_connections() >= 2
                assert a.ctl("dismiss", str(secret["id"]), "--hard").returncode == 0
                r = _synced(a)
                assert r["generation"] != before and r["deletes_scrubbed_at"]
                # Every file on the server's disk, raw and with its LZ4 pages decompressed.
                assert leaks(srv.root, needles) == []
                assert sorted(p.name for p in replica.iterdir()) == sorted(
                    ["mercury-current.json", "mercury-writer.json", r["generation"]])

            # mercuryctl's hot path (recall, what the hooks run) loads no replication code.
            r = subprocess.run([sys.executable, "-X", "importtime", "-m", "mercuryctl", "recall", "islet"],
                               env=a.env, capture_output=True, text=True, timeout=30)
            assert r.returncode == 0 and "islet" in r.stdout, r.stderr[-500:]
            loaded = set(re.findall(r"^import time:\s+\d+ \|\s+\d+ \|\s+(\S+)", r.stderr, re.M))
            assert not {m for m in loaded if m.split(".")[0] in ("asyncssh", "boto3", "cryptography")
                        or m.startswith("mercuryd.replication")}

            # A second device replicating into the same SFTP directory is refused, by name.
            b = _daemon(short_tmp, "b", url, MERCURY_REPLICATION_HEARTBEAT="1", **srv.env)
            made.append(b)
            b.start()
            rb = _wait(lambda: (x := b.call("brain.status")["replication"])["state"] == "refused" and x, 20,
                       "b to refuse")
            assert "another device replicates" in rb["error"] and str(a.home) in rb["error"]
            assert b.stop() == 0
            assert json.loads((replica / "mercury-writer.json").read_bytes())["home"] == str(a.home)

            # Load, then kill -9: every write acknowledged more than a sync interval before
            # the kill comes back from the SFTP server. (Before it: a time to restore --as-of;
            # SFTP keeps file times in whole seconds and --as-of here is whole seconds too: the
            # time is the next whole second after the scrub's snapshot, not the one truncated
            # below it, which can fall before that snapshot; then a pause before the load.)
            before_load = math.ceil(time.time())
            time.sleep(before_load - time.time() + 1.5)
            ls = int((a.home / "replication" / "litestream.pid").read_text())
            acked: list[tuple[float, int, str]] = []
            stop = threading.Event()

            def load() -> None:
                with Client(a.socket) as c:
                    i = 0
                    while not stop.is_set():
                        summary = f"User moored at pier number {i} in the evening"
                        try:
                            m = c.call("memory.add", {"type": "episode", "summary": summary})
                        except Exception:
                            return
                        acked.append((time.monotonic(), m["id"], summary))
                        i += 1

            workers = [threading.Thread(target=load) for _ in range(2)]
            for w in workers:
                w.start()
            time.sleep(3.0)
            killed_at = time.monotonic()
            assert a.proc is not None
            a.proc.send_signal(signal.SIGKILL)
            a.proc.wait()
            stop.set()
            for w in workers:
                w.join(10)
            assert len(acked) > 30
            _wait(lambda: not _alive(ls), 15, "litestream to exit after the daemon's kill -9")
        finally:
            for d in made:
                d.stop()

        # Nothing secret was written anywhere mercuryd writes: the key file's contents are
        # in no log, no status, no Litestream config.
        key_body = srv.key_path.read_text().splitlines()[1]
        for path in [*(a.home / "logs").rglob("*"), a.home / "replication" / "litestream.yml", a.stderr_path]:
            if path.is_file():
                assert key_body not in path.read_text(errors="replace"), path
        config = json.loads((a.home / "replication" / "litestream.yml").read_text())
        assert config["dbs"][0]["replica"]["host-key"] == srv.public_line("ecdsa-sha2-nistp256")

        fresh = short_tmp / "fresh"
        fresh.mkdir()
        started = time.monotonic()
        out = _restore(fresh, url, srv.env)
        took = time.monotonic() - started
        assert out.returncode == 0, out.stderr
        assert f"Restored {url} (" in out.stdout and "integrity: ok" in out.stdout
        conn = open_db(fresh / "home" / "memory" / "second-brain" / "second-brain.db")
        check_integrity(conn)
        have = dict(conn.execute("SELECT id, summary FROM memories").fetchall())
        old_enough = [(i, s) for t, i, s in acked if killed_at - t > 1.0]
        missing = [i for i, s in old_enough if have.get(i) != s]
        assert old_enough and not missing, f"{len(missing)} acknowledged writes lost: {missing[:5]}"
        assert not any("marmotnapping" in s for s in have.values())
        conn.close()
        print(f"\nrestore over SFTP: {len(have)} memories in {took:.2f} s (mercuryctl restore, whole command)")

        as_of = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(before_load))
        out = _restore(short_tmp / "then", url, srv.env, "--as-of", as_of, "--json")
        assert out.returncode == 0, out.stderr
        assert json.loads(out.stdout)["counts"]["memories"] == 20  # the islets, not the secret, no pier

        # Restoring with a known_hosts that does not vouch for the server: refused, one sentence.
        wrong = short_tmp / "wrong_known_hosts"
        wrong.write_text(f"[127.0.0.1]:{srv.port} {srv.public_line('ssh-ed25519')}\n")
        out = _restore(short_tmp / "other", url, {**srv.env, ENV_KNOWN_HOSTS: str(wrong)})
        assert out.returncode == 1 and "holds no ecdsa-sha2-nistp256 key" in out.stderr
        assert out.stderr.count("\n") == 1


def test_sftp_without_a_key_is_one_sentence_at_start(short_tmp: Path) -> None:
    d = _daemon(short_tmp, "a", "sftp://mercury@127.0.0.1:2222/backups/laptop")
    env = {k: v for k, v in d.env.items() if k not in (ENV_KEY, ENV_KNOWN_HOSTS)}
    out = subprocess.run([sys.executable, "-m", "mercuryd"], env=env, capture_output=True, text=True, timeout=30)
    assert out.returncode == 1 and out.stderr.strip().count("\n") == 0
    assert f"set {ENV_KEY} to its private key file" in out.stderr
