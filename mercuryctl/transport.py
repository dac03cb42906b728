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
    """No daemon answers on the socket (not started, or stopped)."""

    def __init__(self, path: str, cause: str) -> None:
        super().__init__(f"mercuryd is not running (no answer on {path}: {cause}); {NOT_RUNNING_HINT}.")
        self.path = path


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
    text = json.dumps(payload, ensure_ascii=False, separators=(",", ":"))
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
            raise DaemonUnreachable(self.path, "no answer in time") from exc
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
