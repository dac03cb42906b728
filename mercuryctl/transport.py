"""The socket transport: one JSON-RPC call over the daemon's Unix socket.

Stdlib only (``json`` + ``socket``): agent hooks run this before every message, so it
must start in a few milliseconds. No trio, no msgspec, nothing of the daemon.
"""

from __future__ import annotations

import _socket  # the C module: `socket` would pull in selectors and more (ms on the hook path)
import itertools
import json
import os

from mercuryd.paths import socket_str

TYPE_CHECKING = False
if TYPE_CHECKING:  # annotations only: typing costs milliseconds on the hook path
    from typing import Any

NOT_RUNNING_HINT = "start it with `mercuryd` (or `mercuryctl service install` to run it at login)"


class MercuryClientError(Exception):
    """Base of the client's errors."""


class DaemonUnreachable(MercuryClientError):
    """No daemon answers on the socket: not started, stopped (suspended), or too busy.

    The message says which, when the home's lock file tells (a daemon holds the lock
    while it runs): "not running" only when no daemon holds it.
    """

    def __init__(self, path: str, cause: str, *, timeout: float | None = None) -> None:
        super().__init__(_why_unreachable(path, cause, timeout))
        self.path = path


def _lock_holder() -> int | None:
    """The pid of the mercuryd holding this home's lock, or None when none holds it."""
    import fcntl

    from mercuryd.paths import home_str

    lock = os.path.join(home_str(), "mercuryd.lock")
    try:
        fd = os.open(lock, os.O_RDONLY | os.O_CLOEXEC)
    except OSError:
        return None
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
        except BlockingIOError:
            text = os.read(fd, 32).decode(errors="replace").split()
            return int(text[0]) if text and text[0].isdigit() else 0
        fcntl.flock(fd, fcntl.LOCK_UN)
        return None
    except OSError:
        return None
    finally:
        os.close(fd)


def _stopped(pid: int) -> bool:
    """Whether ``pid`` is suspended (SIGSTOP, Ctrl-Z); Linux only, False elsewhere."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as fh:
            return fh.read().rsplit(b")", 1)[1].split()[0] in (b"T", b"t")
    except (OSError, IndexError):
        return False


def _why_unreachable(path: str, cause: str, timeout: float | None) -> str:
    holder = _lock_holder()
    if holder is None:
        return f"mercuryd is not running (no answer on {path}: {cause}); {NOT_RUNNING_HINT}."
    who = f"mercuryd (pid {holder})" if holder else "mercuryd"
    if holder and _stopped(holder):
        return f"{who} is stopped (suspended); resume it with `kill -CONT {holder}`."
    if cause == "no answer in time":
        within = f" within {timeout:g} s" if timeout else ""
        return (f"{who} is running but did not answer{within} (busy); try again, "
                "or see what it is doing with `mercury logs`.")
    return (f"{who} is running but does not answer on {path} ({cause}): it may be starting or "
            "stopping, or listen on another socket (--socket, $MERCURY_SOCKET).")


class RpcError(MercuryClientError):
    """The daemon answered with a JSON-RPC error; ``code`` is its stable error code."""

    def __init__(self, code: int, message: str, data: object = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.data = data


_ids = itertools.count(1)


def encode_line(payload: object) -> bytes:
    """``payload`` as one line of UTF-8 JSON the daemon accepts, whatever its text holds.

    Python strings can hold lone surrogates (half of a cut emoji from a transcript,
    bytes read with ``surrogateescape``), which are not UTF-8: a surrogate pair written
    as two code points becomes the character it stands for, a lone one U+FFFD.
    """
    try:
        text = json.dumps(payload, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    except ValueError:  # the daemon would only say "not valid JSON" about the whole line
        raise ValueError("a number in the request is NaN or infinite; JSON (and mercuryd) take "
                         "finite numbers only") from None
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError:
        return text.encode("utf-16", "surrogatepass").decode("utf-16", "replace").encode("utf-8")


def read_text(path: str | None) -> str:
    """A file's text (stdin for None or ``-``); bytes that are not UTF-8 are kept as
    surrogates here and sent as U+FFFD by :func:`encode_line`."""
    import sys

    if path in (None, "-"):
        return sys.stdin.buffer.read().decode("utf-8", "surrogateescape")
    with open(path, "rb") as fh:
        return fh.read().decode("utf-8", "surrogateescape")


class Connection:
    """A kept connection to the daemon; calls are answered in order."""

    def __init__(self, path: str | os.PathLike[str] | None = None, timeout: float | None = 30.0) -> None:
        self.path = os.fspath(path) if path else socket_str()
        self.timeout = timeout
        self._sock: _socket.socket | None = None
        self._buf = b""

    def _connect(self) -> _socket.socket:
        if self._sock is None:
            s = _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM)
            s.settimeout(self.timeout)
            try:
                s.connect(self.path)
            except FileNotFoundError:
                s.close()
                raise DaemonUnreachable(self.path, "no socket file") from None
            except ConnectionRefusedError:
                s.close()
                raise DaemonUnreachable(self.path, "connection refused") from None
            except OSError as exc:
                s.close()
                raise DaemonUnreachable(self.path, exc.strerror or str(exc)) from None
            self._sock = s
        return self._sock

    def close(self) -> None:
        if self._sock is not None:
            self._sock.close()
            self._sock = None
            self._buf = b""

    def __enter__(self) -> Connection:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def call(self, method: str, params: dict[str, Any] | None = None) -> Any:
        """Send one request and return its ``result``.

        Raises:
            DaemonUnreachable: nothing listens on the socket.
            RpcError: the daemon answered with an error.
        """
        request_id = next(_ids)
        payload = {"jsonrpc": "2.0", "id": request_id, "method": method}
        if params:
            payload["params"] = params
        line = encode_line(payload)
        sock = self._connect()
        try:
            sock.sendall(line + b"\n")
            reply = self._read_line(sock)
        except (BrokenPipeError, ConnectionResetError) as exc:
            self.close()
            raise DaemonUnreachable(self.path, "connection closed") from exc
        except TimeoutError as exc:
            self.close()
            raise DaemonUnreachable(self.path, "no answer in time", timeout=self.timeout) from exc
        message = json.loads(reply)
        if "error" in message:
            err = message["error"]
            raise RpcError(err.get("code", -32603), err.get("message", "error"), err.get("data"))
        return message.get("result")

    def _read_line(self, sock: _socket.socket) -> bytes:
        while b"\n" not in self._buf:
            chunk = sock.recv(1 << 16)
            if not chunk:
                raise ConnectionResetError("daemon closed the connection")
            self._buf += chunk
        line, _, self._buf = self._buf.partition(b"\n")
        return line


def call(method: str, params: dict[str, Any] | None = None, *, socket_path: str | None = None,
         timeout: float | None = 30.0) -> Any:
    """One call on a fresh connection."""
    with Connection(socket_path, timeout) as conn:
        return conn.call(method, params)
