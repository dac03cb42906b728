"""SFTP replicas (``sftp://user@host[:port]/path``): mercuryd's side, and what Litestream needs.

Litestream 0.5.17 speaks SFTP itself. It logs in with a private key *file* (its
``key-path``; it reads no ssh-agent and cannot ask for a passphrase) and checks the server
against *one* public key (its ``host-key``; without one it checks nothing at all).
mercuryd hands it both and uses the same two for its own objects in the replica:

- the key: ``$MERCURY_SFTP_KEY``, a private key file without a passphrase;
- the server's identity: ``$MERCURY_SFTP_KNOWN_HOSTS`` (default ``~/.ssh/known_hosts``;
  hashed entries and ``[host]:port`` entries are understood).

Which of the server's host keys Litestream will be shown depends on its Go SSH client's
preference (ECDSA, then RSA, then Ed25519 — measured against a server holding several).
mercuryd connects first offering the same order, so the server shows mercuryd the very
key it will show Litestream; that key must be in known_hosts (or nothing connects, and the
error says which key to add), and it is the ``host-key`` Litestream is told to expect.

Why asyncssh rather than paramiko: it is actively maintained, checks known_hosts itself
(hashed entries, ports, ``@revoked``), and the same library ships an SFTP server that the
tests run on 127.0.0.1 as the stand-in for a NAS (paramiko ships no server). It is
asyncio-based while the daemon runs trio, so a :class:`SFTPRemote` keeps one asyncio
loop on a private thread holding one SSH connection open across calls (reconnected when
it drops); its methods block, as every :class:`~.remote.Remote`'s do (the daemon calls
them in worker threads). Imported only when an ``sftp://`` URL is used.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import logging
import os
import posixpath
import secrets
import threading
import warnings
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar
from urllib.parse import unquote, urlsplit

from mercuryd.replication.remote import RemoteError

T = TypeVar("T")

ENV_KEY = "MERCURY_SFTP_KEY"
ENV_KNOWN_HOSTS = "MERCURY_SFTP_KNOWN_HOSTS"
DEFAULT_KNOWN_HOSTS = "~/.ssh/known_hosts"

# Litestream 0.5.17's SSH client (golang.org/x/crypto/ssh) asks for host-key algorithms in
# this order and gets the first the server has. Certificates are left out: Litestream
# compares the key it is shown with one fixed key, which a certificate never equals.
GO_HOST_KEY_ALGS = (
    "ecdsa-sha2-nistp256", "ecdsa-sha2-nistp384", "ecdsa-sha2-nistp521",
    "rsa-sha2-256", "rsa-sha2-512", "ssh-rsa", "ssh-dss", "ssh-ed25519",
)
CONNECT_TIMEOUT = 15.0  # seconds to reach the server and log in
KEEPALIVE = 30.0  # seconds between keepalives on the held connection (a dead one is noticed)
CALL_TIMEOUT = 60.0  # seconds for one read, write or listing
DELETE_TIMEOUT = 600.0  # seconds to delete one generation (hundreds of files on a slow link)

# asyncssh logs every connection and channel at INFO: only its warnings reach `mercury logs`.
logging.getLogger("asyncssh").setLevel(logging.WARNING)


def _asyncssh() -> Any:
    try:
        with warnings.catch_warnings():
            # cryptography 51 deprecates DSA, which asyncssh still offers ("ssh-dss"): said at import on stderr, a
            # line before the one sentence a failed start or restore prints (and nothing the user can act on)
            warnings.filterwarnings("ignore", message=r".*\bDSA\b", module=r"asyncssh\b")
            import asyncssh
    except ImportError:
        from mercuryd.replication.litestream import INSTALL_HINT

        raise RemoteError(f"sftp:// replicas need asyncssh, which is not installed; install it with {INSTALL_HINT}") from None
    return asyncssh


@dataclass(frozen=True)
class Target:
    """Where an ``sftp://`` URL points: a user on a host, a directory there."""

    user: str
    host: str
    port: int
    root: str  # an absolute directory on the server

    @classmethod
    def parse(cls, url: str) -> Target:
        parts = urlsplit(url)
        return cls(user=unquote(parts.username or ""), host=parts.hostname or "",
                   port=parts.port or 22, root=parts.path.rstrip("/") or "/")

    @property
    def where(self) -> str:
        """``host`` or ``[host]:port``, as known_hosts and ssh write it."""
        return self.host if self.port == 22 else f"[{self.host}]:{self.port}"

    def keyscan(self, kind: str | None = None) -> str:
        """The ssh-keyscan command that prints this server's keys (of one kind)."""
        return " ".join(["ssh-keyscan", *(["-t", kind] if kind else []),
                         *(["-p", str(self.port)] if self.port != 22 else []), self.host])


@dataclass(frozen=True)
class Credentials:
    """The private key and the known_hosts file an ``sftp://`` replica is reached with."""

    key_path: Path
    known_hosts: Path


def credentials(url: str, environ: Mapping[str, str] | None = None) -> Credentials:
    """The key and known_hosts for ``url``, checked without connecting.

    Raises:
        RemoteError: asyncssh is missing, the key is unset, unreadable or has a
            passphrase, or known_hosts holds no key for the server (one sentence each).
    """
    asyncssh = _asyncssh()
    env = os.environ if environ is None else environ
    target = Target.parse(url)
    raw = env.get(ENV_KEY)
    if not raw:
        raise RemoteError(
            f"sftp:// replicas log in with an SSH key: set {ENV_KEY} to its private key file "
            "(in the environment or <home>/service.env; docs/replication.md)")
    key_path = Path(raw).expanduser()
    try:
        asyncssh.read_private_key(key_path)
    except OSError as exc:
        raise RemoteError(f"cannot read the SSH key {key_path} ({ENV_KEY}): {exc.strerror}") from None
    except asyncssh.KeyImportError as exc:
        if "assphrase" in str(exc):
            raise RemoteError(
                f"the SSH key {key_path} ({ENV_KEY}) has a passphrase, which Litestream cannot use: "
                "make a key without one for replication only (docs/replication.md)") from None
        raise RemoteError(f"{key_path} ({ENV_KEY}) is not an SSH private key: {exc}") from None
    known_path = Path(env.get(ENV_KNOWN_HOSTS) or DEFAULT_KNOWN_HOSTS).expanduser()
    try:
        known = asyncssh.read_known_hosts(str(known_path))
    except OSError as exc:
        raise RemoteError(
            f"cannot read {known_path} ({ENV_KNOWN_HOSTS}): {exc.strerror}; it must hold the SFTP "
            f"server's host keys ({target.keyscan()}, checked with the server's owner; docs/replication.md)"
        ) from None
    except ValueError as exc:
        raise RemoteError(f"{known_path} ({ENV_KNOWN_HOSTS}) is not a known_hosts file: {exc}") from None
    if not _held(known, target):
        raise RemoteError(
            f"{known_path} holds no host key for {target.where}: add the server's keys "
            f"({target.keyscan()} >> {known_path}, after checking their fingerprints with the "
            "server's owner; docs/replication.md)")
    return Credentials(key_path=key_path, known_hosts=known_path)


def _held(known: Any, target: Target) -> list[Any]:
    """The host keys known_hosts trusts for the target (revoked ones left out)."""
    host_keys, _ca, revoked, *_ = known.match(target.host, "", target.port if target.port != 22 else None)
    return [k for k in host_keys if k not in revoked]


def _kind(algorithm: str) -> str:
    """ssh-keyscan's name for a key algorithm (``-t``)."""
    if algorithm.startswith("ecdsa"):
        return "ecdsa"
    return {"ssh-ed25519": "ed25519", "ssh-rsa": "rsa", "ssh-dss": "dsa"}.get(algorithm, algorithm)


class SFTPRemote:
    """A directory on an SFTP server, reached with :func:`credentials`."""

    def __init__(self, url: str, environ: Mapping[str, str] | None = None) -> None:
        self.asyncssh = _asyncssh()
        self.url = url
        self.target = Target.parse(url)
        self.creds = credentials(url, environ)
        self.host_key: str | None = None  # the server's key, as Litestream's host-key wants it
        self._offered: Any = None  # a host key known_hosts did not trust (for the message)
        self._conn: Any = None
        self._sftp: Any = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._lock: asyncio.Lock | None = None
        self._started = threading.Lock()

    # ---------------------------------------------------------------- Remote

    def read(self, key: str) -> bytes | None:
        asyncssh = self.asyncssh

        async def op(sftp: Any) -> bytes | None:
            try:
                async with sftp.open(self._path(key), "rb") as f:
                    return bytes(await f.read())
            except asyncssh.SFTPNoSuchFile:
                return None
        return self._call(f"read {key} from", op)

    def write(self, key: str, data: bytes) -> None:
        asyncssh = self.asyncssh

        async def op(sftp: Any) -> None:
            await sftp.makedirs(self.target.root, attrs=asyncssh.SFTPAttrs(permissions=0o700), exist_ok=True)
            tmp = self._path(f".{key}.{secrets.token_hex(4)}.tmp")
            try:
                async with sftp.open(tmp, "wb", attrs=asyncssh.SFTPAttrs(permissions=0o600)) as f:
                    await f.write(data)
                    with contextlib.suppress(asyncssh.SFTPOpUnsupported):
                        await f.fsync()
                try:
                    await sftp.posix_rename(tmp, self._path(key))
                except asyncssh.SFTPOpUnsupported:
                    # A server without the posix-rename extension: SFTP's own rename never
                    # replaces, so the old object goes first (a reader may miss it briefly).
                    with contextlib.suppress(asyncssh.SFTPNoSuchFile):
                        await sftp.remove(self._path(key))
                    await sftp.rename(tmp, self._path(key))
            except Exception:
                with contextlib.suppress(asyncssh.Error, OSError):
                    await sftp.remove(tmp)
                raise
        self._call(f"write {key} to", op)

    def children(self) -> list[str]:
        asyncssh = self.asyncssh

        async def op(sftp: Any) -> list[str]:
            try:
                names = await sftp.listdir(self.target.root)
            except asyncssh.SFTPNoSuchFile:
                return []
            return sorted(str(n) for n in names if n not in (".", ".."))
        return self._call("list", op)

    def delete_tree(self, name: str) -> int:
        asyncssh = self.asyncssh

        async def remove(sftp: Any, path: str) -> int:
            count = 0
            async for entry in sftp.scandir(path):
                if entry.filename in (".", ".."):
                    continue
                child = posixpath.join(path, entry.filename)
                if entry.attrs.type == asyncssh.FILEXFER_TYPE_DIRECTORY:
                    count += await remove(sftp, child)
                else:  # a file or a link (never followed)
                    await sftp.remove(child)
                    count += 1
            await sftp.rmdir(path)
            return count

        async def op(sftp: Any) -> int:
            try:
                return await remove(sftp, self._path(name))
            except asyncssh.SFTPNoSuchFile:
                return 0
        return self._call(f"delete {name} in", op, timeout=DELETE_TIMEOUT)

    def replica_options(self) -> dict[str, str]:
        """Litestream's settings for this replica: the key file and the verified host key.

        Connects (if not connected) so that the host key is the one the server shows now.
        """
        async def op(sftp: Any) -> None:
            return None
        self._call("connect to", op)
        assert self.host_key is not None
        return {"key-path": str(self.creds.key_path), "host-key": self.host_key}

    def close(self) -> None:
        """Close the connection and stop the private loop (the object is done with)."""
        loop, thread = self._loop, self._thread
        if loop is None or thread is None:
            return
        with contextlib.suppress(Exception):
            asyncio.run_coroutine_threadsafe(self._drop(), loop).result(5)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(5)
        if not thread.is_alive():
            loop.close()
        self._loop = self._thread = None

    # ---------------------------------------------------------------- plumbing

    @property
    def shown(self) -> str:
        return f"sftp://{self.target.user}@{self.target.where}{self.target.root}"

    def _path(self, name: str) -> str:
        return posixpath.join(self.target.root, name.strip("/"))

    def _start(self) -> asyncio.AbstractEventLoop:
        with self._started:
            if self._loop is None:
                loop = asyncio.new_event_loop()
                thread = threading.Thread(target=loop.run_forever, name="mercury-sftp", daemon=True)
                thread.start()
                self._loop, self._thread = loop, thread
            return self._loop

    def _call(self, what: str, op: Callable[[Any], Awaitable[T]], timeout: float = CALL_TIMEOUT) -> T:
        """Run ``op(sftp)`` on the private loop; every failure is one RemoteError."""
        asyncssh = self.asyncssh
        future = asyncio.run_coroutine_threadsafe(self._with_client(op), self._start())
        try:
            return future.result(timeout)
        except concurrent.futures.TimeoutError:
            future.cancel()
            raise RemoteError(f"cannot {what} {self.shown}: no answer within {timeout:.0f} s") from None
        except RemoteError:
            raise
        except (asyncssh.Error, OSError, EOFError) as exc:
            raise RemoteError(f"cannot {what} {self.shown}: {_reason(exc)}") from None

    async def _with_client(self, op: Callable[[Any], Awaitable[T]]) -> T:
        """``op`` with the held connection; once more on a new one if that had dropped."""
        asyncssh = self.asyncssh
        dropped = (asyncssh.DisconnectError, asyncssh.ChannelOpenError, asyncssh.SFTPConnectionLost,
                   asyncssh.SFTPNoConnection, ConnectionError, EOFError)
        for attempt in (1, 2):
            sftp = await self._client()
            try:
                return await op(sftp)
            except dropped:
                await self._drop()
                if attempt == 2:
                    raise
        raise AssertionError("unreachable")

    async def _client(self) -> Any:
        asyncssh = self.asyncssh
        if self._lock is None:
            self._lock = asyncio.Lock()
        async with self._lock:
            if self._sftp is not None:
                return self._sftp
            t, creds = self.target, self.creds
            # Read again at each connection: an edit to known_hosts takes effect at once.
            known = await asyncio.to_thread(asyncssh.read_known_hosts, str(creds.known_hosts))
            self._offered = None
            owner = self

            class Client(asyncssh.SSHClient):  # type: ignore[misc,name-defined]
                def validate_host_public_key(self, host: str, addr: str, port: int, key: Any) -> bool:
                    owner._offered = key  # not in known_hosts: remembered for the message
                    return False

            try:
                conn = await asyncssh.connect(
                    t.host, t.port, username=t.user, client_factory=Client,
                    client_keys=[str(creds.key_path)], known_hosts=known,
                    server_host_key_algs=list(GO_HOST_KEY_ALGS),
                    # The same credentials Litestream has, nothing else: no ~/.ssh/config,
                    # no agent, no password or keyboard prompts, no Kerberos.
                    config=None, agent_path=None, password_auth=False, kbdint_auth=False,
                    gss_auth=False, gss_kex=False, host_based_auth=False,
                    connect_timeout=CONNECT_TIMEOUT, keepalive_interval=KEEPALIVE)
            except asyncssh.HostKeyNotVerifiable:
                raise RemoteError(self._host_key_problem(known)) from None
            except asyncssh.PermissionDenied:
                raise RemoteError(
                    f"the SFTP server {t.where} refused the key {creds.key_path} for user {t.user!r}: "
                    f"add {creds.key_path}.pub to that user's ~/.ssh/authorized_keys on the server "
                    "(docs/replication.md)") from None
            try:
                sftp = await conn.start_sftp_client()
            except BaseException:
                conn.close()
                raise
            shown = conn.get_server_host_key()
            self.host_key = " ".join(shown.export_public_key("openssh").decode().split()[:2])
            self._conn, self._sftp = conn, sftp
            return sftp

    async def _drop(self) -> None:
        conn, sftp, self._conn, self._sftp = self._conn, self._sftp, None, None
        if sftp is not None:
            with contextlib.suppress(Exception):
                sftp.exit()
        if conn is not None:
            conn.close()
            with contextlib.suppress(Exception):
                await asyncio.wait_for(conn.wait_closed(), 5)

    def _host_key_problem(self, known: Any) -> str:
        t, path = self.target, self.creds.known_hosts
        offered = self._offered
        if offered is None:
            return f"the SFTP server {t.where} could not be verified against {path}"
        algorithm = offered.get_algorithm()
        fingerprint = offered.get_fingerprint()
        if any(k.get_algorithm() == algorithm for k in _held(known, t)):
            return (f"the SFTP server {t.where} showed a {algorithm} host key ({fingerprint}) that is not "
                    f"the one {path} holds for it: the server's key changed or someone is in between; "
                    "not connecting (if the server's owner confirms a new key, replace the entry: "
                    f"ssh-keygen -R '{t.where}' -f {path}, then add the new one)")
        return (f"{path} holds no {algorithm} key for {t.where}, and that is the key the server shows "
                f"Litestream ({fingerprint}): after checking that fingerprint with the server's owner, "
                f"add it: {t.keyscan(_kind(algorithm))} >> {path} (docs/replication.md)")


def _reason(exc: BaseException) -> str:
    """A short reason for a failed call (asyncssh's own words, or the OS's)."""
    if isinstance(exc, OSError) and exc.strerror:
        return exc.strerror
    reason = getattr(exc, "reason", None) or str(exc) or exc.__class__.__name__
    return str(reason)
