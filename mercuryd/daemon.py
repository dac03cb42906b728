"""The daemon process: start-up checks, the socket server, timers, clean shutdown.

Start-up problems (another daemon on this home, an unusable socket path, a bad config,
an unreadable database) end the process with exit code 1 and one sentence; nothing
here prints a traceback to a user.
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import fcntl
import os
import signal
import socket as pysocket
import stat
import sys
from pathlib import Path

import trio

from mercuryd import __version__, logs, paths
from mercuryd import config as config_mod
from mercuryd.brain.clock import Clock, SystemClock
from mercuryd.errors import StartupError
from mercuryd.executor import Executor
from mercuryd.rpc import Connection, Dispatcher, Limits, peer_uid, refuse_busy

log = logs.get("mercuryd")

SHUTDOWN_GRACE = 10.0


class Daemon:
    """One mercuryd: the lock on its home, its socket, its executor and timers."""

    def __init__(
        self,
        home: Path,
        socket_path: Path,
        config: config_mod.Config,
        clock: Clock | None = None,
    ) -> None:
        self.home = home
        self.socket_path = socket_path
        self.config = config
        self.clock = clock or SystemClock()
        self.executor = Executor(config, paths.db_path(home), self.clock)
        self.executor.home, self.executor.socket_path = home, socket_path
        self.connections: set[Connection] = set()
        self.shutdown = trio.Event()
        self._lock_fd: int | None = None
        self.dashboard_url: str | None = None
        self.limits = Limits.from_env(os.environ)

    # ---------------------------------------------------------------- start-up

    def acquire_lock(self) -> None:
        lock = paths.lock_path(self.home)
        fd = os.open(lock, os.O_RDWR | os.O_CREAT, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            other = os.read(fd, 32).decode(errors="replace").strip() or "?"
            os.close(fd)
            raise StartupError(
                f"another mercuryd (pid {other}) is already running for {self.home}."
            ) from None
        os.ftruncate(fd, 0)
        os.write(fd, f"{os.getpid()}\n".encode())
        self._lock_fd = fd

    def release_lock(self) -> None:
        if self._lock_fd is not None:
            with contextlib.suppress(OSError):
                os.ftruncate(self._lock_fd, 0)
                os.close(self._lock_fd)
            self._lock_fd = None

    def prepare_socket_dir(self) -> None:
        """A 0700 directory we own; a live socket means another daemon, a dead one is removed."""
        sock = self.socket_path
        if len(os.fsencode(sock)) > 100:
            raise StartupError(f"socket path {sock} is too long for a Unix socket (over 100 bytes).")
        try:
            sock.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        except OSError as exc:
            raise StartupError(f"cannot create the socket directory {sock.parent}: {exc.strerror}.") from None
        st = sock.parent.stat()
        if st.st_uid != os.getuid():
            raise StartupError(f"socket directory {sock.parent} belongs to another user.")
        if stat.S_IMODE(st.st_mode) & 0o077:
            # Never tighten a directory we did not make (it may be a shared one like
            # /tmp): refuse instead, and say where a private socket can go.
            raise StartupError(
                f"socket directory {sock.parent} is open to other users (mode "
                f"{stat.S_IMODE(st.st_mode):o}); put the socket in a directory only you can "
                f"enter, e.g. --socket {self.home / 'run' / 'mercuryd.sock'}."
            )
        if sock.exists() or sock.is_symlink():
            if not stat.S_ISSOCK(sock.lstat().st_mode):
                raise StartupError(f"{sock} exists and is not a socket; remove it or pass --socket.")
            probe = pysocket.socket(pysocket.AF_UNIX, pysocket.SOCK_STREAM)
            probe.settimeout(1.0)
            try:
                probe.connect(str(sock))
            except OSError:
                sock.unlink()  # stale: left by a daemon that was killed
                log.info("removed stale socket", path=str(sock))
            else:
                raise StartupError(f"another daemon is already listening on {sock}.")
            finally:
                probe.close()

    def open_database(self) -> None:
        try:
            self.executor.open()
            if self.executor.writer is not None:
                self.executor.writer.store.probe_write()
        except StartupError:
            raise
        except Exception as exc:  # apsw errors: corrupt, read-only, locked
            raise StartupError(_db_sentence(paths.db_path(self.home), exc)) from None

    # ---------------------------------------------------------------- serving

    async def listen(self) -> trio.SocketListener:
        sock = trio.socket.socket(trio.socket.AF_UNIX, trio.socket.SOCK_STREAM)
        old = os.umask(0o177)
        try:
            await sock.bind(str(self.socket_path))
        except OSError as exc:
            sock.close()
            raise StartupError(f"cannot bind socket {self.socket_path}: {exc.strerror}.") from None
        finally:
            os.umask(old)
        os.chmod(self.socket_path, 0o600)
        sock.listen(128)
        return trio.SocketListener(sock)

    async def handle(self, stream: trio.SocketStream) -> None:
        uid = peer_uid(stream.socket)
        if uid is not None and uid != os.getuid():
            log.warning("refused peer", uid=uid)
            await stream.aclose()
            return
        if len(self.connections) >= self.limits.max_connections and not self._make_room():
            log.warning("refused connection: too many open", limit=self.limits.max_connections)
            await refuse_busy(stream, self.limits.max_connections)
            return
        conn = Connection(stream, Dispatcher(self.executor.call), self.limits)
        self.connections.add(conn)
        try:
            await conn.run()
        except (trio.BrokenResourceError, trio.ClosedResourceError):
            pass
        except Exception:  # one connection's failure must never stop the daemon
            log.exception("connection failed")
        finally:
            self.connections.discard(conn)
            with contextlib.suppress(Exception):
                await stream.aclose()

    def _make_room(self) -> bool:
        """Close the longest-idle connection to admit a new one; False when none is idle."""
        idle = [c for c in self.connections if c.idle and not c.closing]
        if not idle:
            return False
        oldest = min(idle, key=lambda c: c.idle_since)
        oldest.close_when_idle()
        self.connections.discard(oldest)
        log.info("closed idle connection to make room", limit=self.limits.max_connections)
        return True

    async def serve(self, *, task_status: trio.TaskStatus[None] = trio.TASK_STATUS_IGNORED) -> None:
        """Serve until SIGTERM/SIGINT or :attr:`shutdown`; then drain and return."""
        listener = await self.listen()
        async with trio.open_nursery() as outer:
            outer.start_soon(self._watch_signals)
            await self.start_dashboard(outer)
            async with trio.open_nursery() as conns:
                accept_scope = trio.CancelScope()

                async def accept_loop() -> None:
                    with accept_scope:
                        while True:
                            try:
                                stream = await listener.accept()
                            except OSError as exc:
                                if exc.errno in (errno.EMFILE, errno.ENFILE):
                                    log.error("out of file descriptors; pausing accept")
                                    await trio.sleep(0.5)
                                    continue
                                raise
                            conns.start_soon(self.handle, stream)

                conns.start_soon(accept_loop)
                background = trio.CancelScope()

                async def run_background() -> None:
                    with background:
                        await self.background()

                outer.start_soon(run_background)
                log.info("listening", socket=str(self.socket_path), version=__version__,
                         mode=self.executor.mode, dashboard=self.dashboard_url)
                sd_notify("READY=1")
                task_status.started()
                await self.shutdown.wait()
                sd_notify("STOPPING=1")
                log.info("shutting down", connections=len(self.connections))
                accept_scope.cancel()
                background.cancel()
                await listener.aclose()
                for conn in list(self.connections):
                    conn.close_when_idle()
                with trio.move_on_after(SHUTDOWN_GRACE):
                    while self.connections:  # noqa: ASYNC110 (connections close on their own)
                        await trio.sleep(0.01)
                conns.cancel_scope.cancel()
            outer.cancel_scope.cancel()

    async def background(self) -> None:
        """Timers and other long-running tasks; cancelled at shutdown."""
        from mercuryd import timers

        async with trio.open_nursery() as nursery:
            await nursery.start(self.executor.run_marks)
            if self.executor.enabled:
                nursery.start_soon(self.executor.watch_database, self.limits.db_check_seconds)
            nursery.start_soon(timers.run, self)
            nursery.start_soon(timers.backfill, self)  # recall by meaning: missing vectors
            # ---- the LLM extraction queue (mercuryd/llm/worker.py): extracts what
            # brain.ingest queued with `extractor: llm`, off the request path.
            if self.executor.enabled:  # basic/degraded mode: no queue (and maybe no apsw)
                from mercuryd.llm import worker as llm_worker

                llm_worker.start(self, nursery)
            # ---- end of the LLM extraction queue
            # -- Telegram (optional): only when enabled and the token variable is set.
            from mercuryd import telegram

            token = telegram.token_for(self.config.telegram)
            if token:
                nursery.start_soon(telegram.run, self, token)
            # -- Litestream replication (docs/replication.md), once the store is open.
            if self.config.replication.enabled:
                await self.start_replication(nursery)

    async def start_replication(self, nursery: trio.Nursery) -> None:
        """Supervise Litestream in ``nursery``: only with the Second Brain's database."""
        if not self.executor.enabled or self.executor.writer is None:
            log.warning("replication is configured but the Second Brain is off: not replicating",
                        mode=self.executor.mode)
            return
        from mercuryd.replication.supervisor import Replication

        rep = Replication(self.config.replication, self.home, paths.db_path(self.home), self.executor)
        for store in self.executor.stores():
            store.leave_checkpoints_to_litestream()
        self.executor.after_write.append(rep.after_write)
        self.executor.replication_status = rep.status
        await nursery.start(rep.run)

    async def start_dashboard(self, nursery: trio.Nursery) -> None:
        """Serve the web dashboard in ``nursery`` (stopped by :attr:`shutdown`).

        The web stack is imported here, lazily; a dashboard that cannot start is logged
        and the memory service runs on without it.
        """
        try:
            from mercuryd.web.server import start_dashboard
        except ImportError as exc:
            log.error("dashboard unavailable: its packages are not installed", error=str(exc))
            self.executor.dashboard_error = f"its packages are not installed ({exc})"
            return
        self.dashboard_url = await start_dashboard(self, nursery)

    async def _watch_signals(self) -> None:
        with trio.open_signal_receiver(signal.SIGTERM, signal.SIGINT) as signals:
            async for signum in signals:
                log.info("signal", signal=signal.Signals(signum).name)
                self.shutdown.set()
                return


def sd_notify(state: str) -> None:
    """Tell systemd (Type=notify) about our state; a no-op elsewhere."""
    addr = os.environ.get("NOTIFY_SOCKET")
    if not addr:
        return
    if addr.startswith("@"):
        addr = "\0" + addr[1:]
    with contextlib.suppress(OSError), pysocket.socket(pysocket.AF_UNIX, pysocket.SOCK_DGRAM) as s:
        s.connect(addr)
        s.sendall(state.encode())


def _db_sentence(db: Path, exc: Exception) -> str:
    import apsw

    if isinstance(exc, apsw.NotADBError | apsw.CorruptError):
        return (
            f"the database {db} is damaged ({exc.__class__.__name__}); move it aside and "
            "restore a backup with `mercuryctl import FILE` or copy a `mercuryctl backup` file in its place."
        )
    if isinstance(exc, apsw.ReadOnlyError | apsw.CantOpenError | PermissionError):
        return f"cannot open the database {db} for writing; check that the home is writable."
    if isinstance(exc, apsw.BusyError):
        return f"the database {db} is locked by another process."
    if isinstance(exc, OSError):
        return f"cannot open the database {db}: {exc.strerror or exc}."
    return f"cannot open the database {db}: {exc.__class__.__name__}: {exc}."


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="mercuryd",
        description="The Mercury Second Brain daemon (runs in the foreground).",
        epilog="example: mercuryd --home ~/.mercury --log-level debug",
    )
    parser.add_argument("--home", help="data directory (default $MERCURY_HOME or ~/.mercury)")
    parser.add_argument("--socket", help="Unix socket path (default $MERCURY_SOCKET or the runtime dir)")
    parser.add_argument("--log-level", default="info", choices=["debug", "info", "warning", "error"])
    parser.add_argument("--version", action="version", version=f"mercuryd {__version__}")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    home = paths.home_dir(args.home)
    sock = paths.socket_path(args.socket, home)
    try:
        try:
            home.mkdir(parents=True, exist_ok=True, mode=0o700)
        except OSError as exc:
            raise StartupError(f"cannot create the home directory {home}: {exc.strerror}.") from None
        if not os.access(home, os.W_OK | os.X_OK):
            raise StartupError(f"the home directory {home} is not writable.")
        config = config_mod.load(paths.config_path(home))
        if config.replication.enabled:
            from mercuryd.replication import check_installed

            check_installed(config.replication)
        try:
            logs.setup(paths.log_path(home), args.log_level)
        except OSError as exc:
            raise StartupError(f"cannot write the log under {paths.log_dir(home)}: {exc.strerror}.") from None
        daemon = Daemon(home, sock, config)
        daemon.acquire_lock()
        try:
            daemon.prepare_socket_dir()
            daemon.open_database()
            try:
                trio.run(_run, daemon)
            finally:
                daemon.executor.close()
                with contextlib.suppress(OSError):
                    sock.unlink()
                log.info("stopped")
        finally:
            daemon.release_lock()
    except StartupError as exc:
        print(f"mercuryd: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    return 0


async def _run(daemon: Daemon) -> None:
    try:
        await daemon.serve()
    except StartupError:
        raise
