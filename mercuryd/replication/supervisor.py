"""mercuryd's Litestream child: started, watched, restarted, stopped; lag; delete scrubs.

:meth:`Replication.run` runs in the daemon's background nursery once the store is open:

1. Claim the replica (:mod:`mercuryd.replication.lease`): another device's fresh claim
   means no replication from here, said loudly (log, ``brain.status``), re-checked
   every minute.
2. Pick the generation: Litestream replicates into ``<url>/gen-<time>-<id>/``. The same
   one as last time when this home's Litestream state belongs to it; a new one otherwise
   (first start, a restored home, a hard delete not yet scrubbed).
3. Start ``litestream replicate`` and relay its log lines; restart it with backoff when
   it dies; SIGTERM it (it syncs one last time) when the daemon stops.
4. Lag: the WAL file is watched; after a change the supervisor asks Litestream (control
   socket) to sync, at most once per ``syncInterval``. The answer comes once the replica
   holds every write made before the question, which gives ``last_sync_at`` and the age
   of the oldest write not yet confirmed (``lag_seconds``).
5. Deletes: a hard delete (``memory.dismiss`` with ``hard``, ``brain.clear``) schedules a
   scrub: Litestream stops, the WAL is truncated, Litestream's local files go, a new
   generation is written from the scrubbed database, ``mercury-current.json`` points at
   it, and every older generation is deleted. Until then ``deletes_pending`` is true.
"""

from __future__ import annotations

import contextlib
import ctypes
import json
import os
import secrets
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

import trio

from mercuryd import logs, wire
from mercuryd.config import Replication as ReplicationConfig
from mercuryd.config import duration_seconds
from mercuryd.replication import lease
from mercuryd.replication.litestream import Control, ControlError, find_binary, relay, render_config
from mercuryd.replication.remote import Remote, RemoteError, open_remote
from mercuryd.replication.url import child, redact

if TYPE_CHECKING:
    from mercuryd.executor import Executor

log = logs.get("mercuryd.replication")

POINTER = "mercury-current.json"
GENERATION_PREFIX = "gen-"
READY_TIMEOUT = 30.0  # seconds for a started Litestream to open the database
STOP_TIMEOUT = 15.0  # seconds for Litestream to exit after SIGTERM
STOP_SYNC_TIMEOUT = 10.0  # seconds for the last upload asked for at a stop
BACKOFF_MAX = 60.0
SCRUB_QUIET = 0.5  # seconds without a further hard delete before a scrub starts
WAL_POLL = 0.1  # seconds between looks at the WAL file
# Litestream alone checkpoints the database while replication is on (Store.
# leave_checkpoints_to_litestream). While it is not running (refused, replica
# unreachable) a WAL this big is folded by mercuryd, and replication resumes with a new
# generation.
WAL_FOLD_BYTES = 64 << 20


def generation_name(now: float) -> str:
    stamp = datetime.fromtimestamp(now, UTC).strftime("%Y%m%dT%H%M%SZ")
    return f"{GENERATION_PREFIX}{stamp}-{secrets.token_hex(3)}"


def _iso(t: float | None) -> datetime | None:
    return None if t is None else datetime.fromtimestamp(t, UTC)


class _Scrub(Exception):
    """Raised inside a child's lifetime to stop it for a scrub."""


class Replication:
    """The Litestream child of one daemon, and what ``brain.status`` says about it."""

    def __init__(self, cfg: ReplicationConfig, home: Path, db: Path, executor: Executor,
                 binary: str | None = None) -> None:
        assert cfg.url is not None
        self.url = cfg.url
        self.shown_url = redact(cfg.url)
        self.home = home
        self.db = db
        self.executor = executor
        self.binary = binary or find_binary() or "litestream"
        self.sync_interval = duration_seconds(cfg.sync_interval)
        self.retention = cfg.retention
        self.sync_interval_text = cfg.sync_interval
        self.dir = home / "replication"
        self.meta = self.dir / "litestream"
        self.config_path = self.dir / "litestream.yml"
        self.state_path = self.dir / "state.json"
        self.socket = self.dir / "ctl.sock"
        if len(os.fsencode(self.socket)) > 100:
            self.socket = Path(tempfile.mkdtemp(prefix="mercury-ls-")) / "ctl.sock"
        self.control = Control(self.socket, db)
        # What brain.status shows.
        self.state = "starting"
        self.error: str | None = None
        self.generation: str | None = None
        self.last_sync_at: float | None = None
        self.pending_since: float | None = None
        self.deletes_pending = False
        self.scrubbed_at: float | None = None
        self._scrub_asked = trio.Event()
        self._last_hard_delete = -1.0
        self._rewrites = 0  # the writer's count of texts rewritten by an edit, as last seen
        self._fresh_from = 0.0
        self._seen: tuple[int, int, int] | None = None  # the WAL file as the watcher last saw it
        self._looked = time.time()
        self.proc: Child | None = None
        self._saved = self._load_state()
        self.deletes_pending = bool(self._saved.get("scrub_pending"))

    # ---------------------------------------------------------------- status, hooks

    def status(self) -> wire.ReplicationStatus:
        now = time.time()
        pending = self.pending_since
        if pending is None and self.state == "replicating" and self._wal_signature() != self._seen:
            pending = self._looked  # written since the watcher's last look
        return wire.ReplicationStatus(
            state=self.state, url=self.shown_url, last_sync_at=_iso(self.last_sync_at),
            lag_seconds=round(now - pending, 3) if pending is not None else 0.0,
            generation=self.generation, deletes_pending=self.deletes_pending,
            deletes_scrubbed_at=_iso(self.scrubbed_at), error=self.error,
        )

    def after_write(self, method: str, result: object) -> None:
        """The executor's hook: a hard delete, or an edit that rewrote a memory's text,
        schedules a scrub of the replica."""
        rewrites = getattr(self.executor.writer, "rewrites", 0)
        rewrote, self._rewrites = rewrites != self._rewrites, rewrites
        hard = rewrote or method == "brain.clear" or (
            method == "memory.dismiss" and getattr(result, "action", None) == "deleted")
        if not hard:
            return
        self._last_hard_delete = trio.current_time()
        if not self.deletes_pending:
            self.deletes_pending = True
            self._save_state(scrub_pending=True)
        self._scrub_asked.set()

    # ---------------------------------------------------------------- local state

    def _load_state(self) -> dict[str, Any]:
        try:
            data = json.loads(self.state_path.read_text())
        except (OSError, ValueError):
            return {}
        return data if isinstance(data, dict) else {}

    def _save_state(self, **changes: Any) -> None:
        self._saved.update(changes)
        self.dir.mkdir(parents=True, exist_ok=True, mode=0o700)
        tmp = self.state_path.with_suffix(".tmp")
        tmp.write_text(json.dumps(self._saved, indent=1) + "\n")
        os.replace(tmp, self.state_path)

    # ---------------------------------------------------------------- the loop

    async def run(self, *, task_status: trio.TaskStatus[None] = trio.TASK_STATUS_IGNORED) -> None:
        """Replicate until cancelled (the daemon stops); never raises."""
        task_status.started()
        log.info("replication starting", url=self.shown_url, litestream=self.binary)
        backoff = 1.0
        remote: Remote | None = None
        mine: lease.Writer | None = None
        try:
            while True:
                started = trio.current_time()
                try:
                    if remote is None:
                        remote = await trio.to_thread.run_sync(open_remote, self.url)
                    mine = lease.me(self.home, self.db, time.time())
                    taken = await trio.to_thread.run_sync(lease.claim, remote, mine, self.shown_url, time.time())
                    if taken is not None:
                        log.warning("took over the replica from a silent writer", previous=taken.describe())
                    await self._lifetime(remote, mine)
                    backoff = 1.0  # a scrub: start again at once
                    continue
                except lease.WriterConflict as exc:
                    self.state, self.error = "refused", str(exc)
                    log.error("replication refused", reason=str(exc))
                    await self._idle(lease.HEARTBEAT)
                    continue
                except (RemoteError, ControlError, OSError) as exc:
                    self.state, self.error = "error", str(exc)
                    log.error("replication failed; retrying", error=str(exc), retry_in=backoff)
                if trio.current_time() - started > BACKOFF_MAX:
                    backoff = 1.0
                await self._idle(backoff)
                backoff = min(backoff * 2, BACKOFF_MAX)
        finally:
            with trio.CancelScope(shield=True):
                await self._stop_child()
                self.state = "stopped"
                if remote is not None and mine is not None:
                    with trio.move_on_after(5), contextlib.suppress(Exception):
                        await trio.to_thread.run_sync(lease.release, remote, mine, abandon_on_cancel=True)
                if remote is not None:
                    with trio.move_on_after(5), contextlib.suppress(Exception):
                        await trio.to_thread.run_sync(remote.close, abandon_on_cancel=True)
                log.info("replication stopped")

    async def _lifetime(self, remote: Remote, mine: lease.Writer) -> None:
        """One run of Litestream: returns after a scrub; raises when it fails or dies."""
        pointer = await trio.to_thread.run_sync(_read_pointer, remote)
        fresh = (self.deletes_pending or self._saved.get("generation") is None
                 or self._saved.get("generation") != pointer
                 or self._saved.get("url") != self.url or not self.meta.exists())
        if fresh:
            self._scrub_asked = trio.Event()
            self._fresh_from = trio.current_time()
            await self._truncate_wal()
            shutil.rmtree(self.meta, ignore_errors=True)
            self.generation = generation_name(time.time())
            scrub_started = self.deletes_pending
        else:
            self.generation = str(self._saved["generation"])
            scrub_started = False
        # For SFTP: the key file and the host key the server shows now (checked against
        # known_hosts), so that Litestream checks the server as mercuryd did.
        options = await trio.to_thread.run_sync(remote.replica_options)
        self._write_config(options)
        self.state, self.error = ("scrubbing" if scrub_started else "starting"), None
        outcome: object = None
        async with trio.open_nursery() as nursery:
            await self._start_child(nursery)
            try:
                outcome = await _race(partial(self._replicate, remote, mine, fresh, scrub_started))
            finally:
                with trio.CancelScope(shield=True):
                    # No outcome: the daemon is stopping (cancelled). Anything else
                    # (a scrub, a death, another writer) uploads nothing more.
                    await self._stop_child(last_sync=outcome is None)
        if isinstance(outcome, _Scrub):
            log.info("scrubbing the replica after a hard delete", generation=self.generation)
            self._save_state(scrub_pending=True)
            return
        if isinstance(outcome, BaseException):
            raise outcome
        raise ControlError("litestream stopped")

    async def _replicate(self, remote: Remote, mine: lease.Writer, fresh: bool, scrub_started: bool) -> object:
        """With Litestream started: a new generation's first upload, then the watchers.

        Returns (or raises) whatever ends this run: a scrub, Litestream's death, a
        conflict with another writer, a failure of the replica.
        """
        await self._wait_ready()
        if fresh:
            await self._open_generation(remote, scrub_started)
        else:
            # The same generation as before: upload what was written while Litestream
            # was not running (a restart, a stop), and say when the replica last matched.
            asked = time.time()
            await self.control.sync(wait_seconds=120)
            self.last_sync_at, self.pending_since = asked, None
        self.state = "replicating"
        assert self.proc is not None
        proc = self.proc

        async def died() -> None:
            code = await proc.wait()
            raise ControlError(f"litestream exited with status {code}")

        return await _race(self._watch_lag, partial(self._heartbeat, remote, mine),
                           self._scrub_when_asked, died)

    async def _open_generation(self, remote: Remote, scrub: bool) -> None:
        """Upload the new generation whole, point at it, delete every other one."""
        assert self.generation is not None
        asked = time.time()
        await self.control.sync(wait_seconds=120)
        self.last_sync_at, self.pending_since = asked, None
        await trio.to_thread.run_sync(_write_pointer, remote, self.generation)
        old = [n for n in await trio.to_thread.run_sync(remote.children)
               if n.startswith(GENERATION_PREFIX) and n != self.generation]
        deleted = 0
        for name in old:
            deleted += await trio.to_thread.run_sync(remote.delete_tree, name)
        log.info("new replica generation", generation=self.generation,
                 old_generations_deleted=len(old), files_deleted=deleted, scrub=scrub)
        # A hard delete made while this ran is in the new generation's history too:
        # it keeps the scrub pending (the next one runs at once).
        again = self._scrub_asked.is_set() and self._last_hard_delete >= self._fresh_from
        self._save_state(generation=self.generation, url=self.url, scrub_pending=again)
        self.deletes_pending = again
        if scrub and not again:
            self.scrubbed_at = time.time()

    # ---------------------------------------------------------------- the child

    def _write_config(self, replica_options: dict[str, str]) -> None:
        assert self.generation is not None
        self.dir.mkdir(parents=True, exist_ok=True, mode=0o700)
        text = render_config(db=self.db, meta=self.meta, socket=self.socket,
                             replica_url=child(self.url, self.generation),
                             sync_interval=self.sync_interval_text, retention=self.retention,
                             replica_options=replica_options)
        fd = os.open(self.config_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w") as f:
            f.write(text)

    async def _start_child(self, nursery: trio.Nursery) -> None:
        self._kill_leftover()
        with contextlib.suppress(FileNotFoundError):
            self.socket.unlink()
        proc = Child([self.binary, "replicate", "-no-expand-env", "-config", str(self.config_path)],
                     env=child_env())
        self.proc = proc
        (self.dir / "litestream.pid").write_text(f"{proc.pid}\n")
        log.info("litestream started", pid=proc.pid, generation=self.generation)
        nursery.start_soon(_pump, proc.stdout)

    async def _wait_ready(self) -> None:
        with trio.move_on_after(READY_TIMEOUT):
            while not await self.control.ready():
                if self.proc is not None and self.proc.poll() is not None:
                    raise ControlError(f"litestream exited with status {self.proc.returncode} at start")
                await trio.sleep(0.05)
            return
        raise ControlError(f"litestream did not open the database within {READY_TIMEOUT:.0f} s")

    async def _stop_child(self, *, last_sync: bool = False) -> None:
        """SIGTERM Litestream and wait for it (SIGKILL after STOP_TIMEOUT).

        ``last_sync`` (the daemon stops): first ask Litestream to upload every write
        made so far. Its own sync at a SIGTERM is skipped when it started less than
        about a second before (measured with 0.5.17: a write made then was not in the
        replica), so a stop soon after a restart would lose acknowledged writes.
        """
        proc, self.proc = self.proc, None
        if proc is None:
            return
        if last_sync and proc.poll() is None:
            with trio.move_on_after(STOP_SYNC_TIMEOUT):
                try:
                    await self.control.sync(wait_seconds=STOP_SYNC_TIMEOUT)
                except ControlError as exc:
                    log.warning("no last upload before stopping litestream", error=str(exc))
        if proc.poll() is None:
            proc.send_signal(signal.SIGTERM)
            with trio.move_on_after(STOP_TIMEOUT):
                await proc.wait()
            if proc.poll() is None:
                log.warning("litestream did not stop in time; killed", pid=proc.pid)
                proc.kill()
                await proc.wait()
        log.info("litestream stopped", pid=proc.pid, status=proc.returncode)
        with contextlib.suppress(OSError):
            (self.dir / "litestream.pid").unlink()

    def _kill_leftover(self) -> None:
        """A Litestream left by a daemon that was killed (where it outlives its parent)."""
        try:
            pid = int((self.dir / "litestream.pid").read_text())
            cmdline = Path(f"/proc/{pid}/cmdline").read_bytes()
        except (OSError, ValueError):
            return
        if str(self.config_path).encode() in cmdline:
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGTERM)
                log.warning("stopped a litestream left by an earlier daemon", pid=pid)

    # ---------------------------------------------------------------- lag, heartbeat, scrub

    def _wal_signature(self) -> tuple[int, int, int] | None:
        try:
            st = os.stat(f"{self.db}-wal")
        except OSError:
            return None
        return (st.st_ino, st.st_size, st.st_mtime_ns)

    async def _watch_lag(self) -> None:
        """Confirm every write reaches the replica; keep ``pending_since`` and ``last_sync_at``."""
        self._seen, self._looked = self._wal_signature(), time.time()
        next_sync = 0.0
        backoff = self.sync_interval
        while True:
            await trio.sleep(WAL_POLL)
            sig = self._wal_signature()
            if sig != self._seen:
                self._seen = sig
                if self.pending_since is None:
                    self.pending_since = self._looked  # the write came after the last look
            self._looked = time.time()
            if self.pending_since is None or trio.current_time() < next_sync:
                continue
            asked, asked_sig = time.time(), self._seen
            try:
                await self.control.sync(wait_seconds=max(30.0, self.sync_interval * 5))
            except ControlError as exc:
                self.state, self.error = "error", f"sync failed: {exc}"
                log.warning("replica sync failed", error=str(exc), retry_in=backoff)
                next_sync = trio.current_time() + backoff
                backoff = min(backoff * 2, BACKOFF_MAX)
                continue
            backoff = self.sync_interval
            if self.state == "error":
                log.info("replica sync recovered")
            self.state, self.error = "replicating", None
            self.last_sync_at = asked
            now_sig = self._wal_signature()
            self.pending_since = asked if now_sig != asked_sig else None
            self._seen = now_sig
            next_sync = trio.current_time() + self.sync_interval

    async def _heartbeat(self, remote: Remote, mine: lease.Writer) -> None:
        while True:
            await trio.sleep(lease.HEARTBEAT)
            fresh = lease.Writer(**{**mine.__dict__, "heartbeat": time.time()})
            try:
                await trio.to_thread.run_sync(lease.claim, remote, fresh, self.shown_url, time.time())
            except RemoteError as exc:
                log.warning("cannot refresh the replica's writer object", error=str(exc))

    async def _scrub_when_asked(self) -> None:
        await self._scrub_asked.wait()
        self.state = "scrubbing"
        # Let a burst of hard deletes finish first (at most 10 quiet periods).
        for _ in range(10):
            wait = self._last_hard_delete + SCRUB_QUIET - trio.current_time()
            if wait <= 0:
                break
            await trio.sleep(wait)
        self._scrub_asked = trio.Event()
        raise _Scrub()

    async def _idle(self, seconds: float) -> None:
        """Wait ``seconds`` with Litestream not running, keeping the WAL in check.

        Nothing else checkpoints the database meanwhile (only Litestream does, and it is
        not running): a hard delete's text would stay in the WAL, and the WAL would grow
        for as long as the replica is refused or out of reach. So a hard delete (at once)
        or a WAL past :data:`WAL_FOLD_BYTES` folds the WAL here; Litestream's position
        in it is then gone, and the next run starts a new generation.
        """
        deadline = trio.current_time() + seconds
        while True:
            size = self._wal_bytes()
            if size and (self.deletes_pending or size >= WAL_FOLD_BYTES):
                await self._truncate_wal()
                if self._saved.get("generation") is not None:
                    self._save_state(generation=None)
                log.info("folded the WAL while not replicating", wal_bytes=size,
                         hard_delete=self.deletes_pending)
            with trio.move_on_at(deadline):
                await self._scrub_asked.wait()
                self._scrub_asked = trio.Event()
                continue
            return

    def _wal_bytes(self) -> int:
        try:
            return os.stat(f"{self.db}-wal").st_size
        except OSError:
            return 0

    async def _truncate_wal(self) -> None:
        """Fold the WAL into the database and truncate it (Litestream is not running)."""
        from mercuryd.store.db import Store

        if self.executor.writer is not None:
            await self.executor.on_writer(partial(Store.checkpoint, wait=True))


async def _race(*fns: Any) -> object:
    """Run ``fns`` together; the first to end wins (its value, or the exception it
    raised, returned) and the others are cancelled."""
    result: list[object] = []
    async with trio.open_nursery() as nursery:
        async def one(fn: Any) -> None:
            try:
                value = await fn()
            except (_Scrub, ControlError, RemoteError, OSError, lease.WriterConflict) as exc:
                value = exc
            result.append(value)
            nursery.cancel_scope.cancel()

        for fn in fns:
            nursery.start_soon(one, fn)
    return result[0] if result else None


def child_env(environ: dict[str, str] | None = None) -> dict[str, str]:
    """Litestream's environment: ours, with ``AWS_CA_BUNDLE`` handed over as ``SSL_CERT_FILE``.

    Litestream 0.5.17 builds its own HTTP client for S3, and the AWS SDK then refuses
    ``AWS_CA_BUNDLE`` ("unable to add custom RootCAs HTTPClient") and the replica never
    opens. Go reads ``SSL_CERT_FILE`` for its trusted roots: the same bundle, honoured.
    """
    env = dict(os.environ if environ is None else environ)
    bundle = env.pop("AWS_CA_BUNDLE", None)
    if bundle and not env.get("SSL_CERT_FILE"):
        env["SSL_CERT_FILE"] = bundle
    return env


def _read_pointer(remote: Remote) -> str | None:
    raw = remote.read(POINTER)
    if raw is None:
        return None
    try:
        value = json.loads(raw).get("generation")
    except (ValueError, AttributeError):
        return None
    return value if isinstance(value, str) else None


def _write_pointer(remote: Remote, generation: str) -> None:
    body = {"generation": generation, "since": time.time()}
    remote.write(POINTER, (json.dumps(body) + "\n").encode())


async def _pump(stream: trio.abc.ReceiveStream) -> None:
    """Relay Litestream's output, one line at a time, until it closes.

    Shielded: it reads until Litestream exits (the supervisor always ends it, last by
    SIGKILL), also while the daemon stops. A reader that stopped first would let
    Litestream die of SIGPIPE at its shutdown log line, before its last upload.
    """
    with trio.CancelScope(shield=True):
        await _read_lines(stream)


async def _read_lines(stream: trio.abc.ReceiveStream) -> None:
    buf = b""
    async with stream:
        while True:
            try:
                chunk = await stream.receive_some(65536)
            except (trio.BrokenResourceError, trio.ClosedResourceError):
                break
            if not chunk:
                break
            buf += chunk
            *lines, buf = buf.split(b"\n")
            for line in lines:
                relay(line)
            if len(buf) > 1 << 20:  # never buffer without bound
                relay(buf)
                buf = b""
    if buf:
        relay(buf)


CHILD_POLL = 0.05  # seconds between looks at whether Litestream has exited


class Child:
    """The Litestream process, started from the thread trio runs on.

    Not with ``trio.lowlevel.open_process``: that forks from a worker thread, and Linux
    sends the parent-death signal (:func:`_die_with_parent`) when the *thread* that
    forked exits, not the process — trio's idle worker threads exit after 10 s, and
    Litestream was stopped with them (then restarted after a growing backoff). trio's
    own thread lives as long as the daemon runs: Litestream dies with the daemon only.
    """

    def __init__(self, argv: list[str], env: dict[str, str]) -> None:
        self._popen = subprocess.Popen(
            argv, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
            preexec_fn=partial(_die_with_parent, os.getpid()), env=env,
        )
        self.pid = self._popen.pid
        assert self._popen.stdout is not None
        self.stdout = trio.lowlevel.FdStream(os.dup(self._popen.stdout.fileno()))
        self._popen.stdout.close()

    @property
    def returncode(self) -> int | None:
        return self._popen.returncode

    def poll(self) -> int | None:
        return self._popen.poll()

    def send_signal(self, sig: int) -> None:
        self._popen.send_signal(sig)

    def kill(self) -> None:
        self._popen.kill()

    async def wait(self) -> int:
        if self._popen.poll() is None:
            try:
                fd = os.pidfd_open(self.pid)  # Linux: readable once the process has exited
            except (AttributeError, OSError):
                while self._popen.poll() is None:  # noqa: ASYNC110 (elsewhere: no event to wait on)
                    await trio.sleep(CHILD_POLL)
            else:
                try:
                    await trio.lowlevel.wait_readable(fd)
                finally:
                    os.close(fd)
        return self._popen.wait()


def _die_with_parent(parent: int) -> None:
    """In the child before exec: SIGTERM when mercuryd dies (Linux), so a killed daemon
    leaves no Litestream behind holding the database. (Had the daemon died already,
    between the fork and this, the signal would never come: exit at once instead.)"""
    if sys.platform.startswith("linux"):
        with contextlib.suppress(Exception):
            ctypes.CDLL(None).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG
        if os.getppid() != parent:
            os._exit(1)
