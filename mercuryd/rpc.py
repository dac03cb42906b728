"""JSON-RPC 2.0 over a Unix stream socket: one message per line.

Framing, envelope checks, batches and notifications live here, and this is the one
place where daemon errors become JSON-RPC error objects. What a method does is the
:class:`~mercuryd.executor.Executor`'s business.
"""

from __future__ import annotations

import json
import math
import re
import socket
import struct
import sys
import time
from collections.abc import Awaitable, Callable, Mapping
from typing import Any

import msgspec
import trio

from mercuryd import logs, wire
from mercuryd.errors import MercuryError

log = logs.get("mercuryd.rpc")

Handler = Callable[[str, dict[str, Any]], Awaitable[object]]

_decoder = msgspec.json.Decoder()
_encoder = msgspec.json.Encoder()

# A connection that sends nothing for this long is closed (it holds a file descriptor).
IDLE_TIMEOUT = 300.0
# A line must arrive whole within this time once it has started.
LINE_TIMEOUT = 30.0
MAX_BATCH = 1000
# A batch's answers together: past this, the rest of the batch is not run (each call
# gets an error instead), so one line cannot make the daemon build a huge answer.
MAX_BATCH_ANSWER = 16 << 20
# At most this many client connections at once; beyond it the longest-idle one is
# closed to make room, and when none is idle the newcomer gets an error and is closed.
MAX_CONNECTIONS = 256
DB_CHECK_SECONDS = 5.0


class Limits(msgspec.Struct, frozen=True, kw_only=True):
    """Per-connection limits; tests shorten them through the environment."""

    idle_timeout: float = IDLE_TIMEOUT
    line_timeout: float = LINE_TIMEOUT
    max_connections: int = MAX_CONNECTIONS
    # How often the daemon checks that its database file is still the one it has open.
    db_check_seconds: float = DB_CHECK_SECONDS

    @classmethod
    def from_env(cls, environ: Mapping[str, str]) -> Limits:
        """Read ``MERCURYD_IDLE_TIMEOUT``, ``_LINE_TIMEOUT``, ``_MAX_CONNECTIONS``, ``_DB_CHECK_SECONDS``.

        Raises:
            StartupError: a value is not a positive number.
        """
        from mercuryd.errors import StartupError

        values: dict[str, float | int] = {}
        for name, key, kind in (
            ("MERCURYD_IDLE_TIMEOUT", "idle_timeout", float),
            ("MERCURYD_LINE_TIMEOUT", "line_timeout", float),
            ("MERCURYD_MAX_CONNECTIONS", "max_connections", int),
            ("MERCURYD_DB_CHECK_SECONDS", "db_check_seconds", float),
        ):
            raw = environ.get(name, "").strip()
            if not raw:
                continue
            try:
                value = kind(raw)
            except ValueError:
                value = 0
            if not value > 0:
                raise StartupError(f"{name} must be a positive number, not {raw!r}.")
            values[key] = value
        return msgspec.convert(values, cls)


class RpcError(Exception):
    """An envelope-level error: bad JSON, bad request shape, unknown method."""

    def __init__(self, code: int, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def error_response(code: int, message: str, id_: int | str | None = None,
                   data: object = None) -> wire.ResponseError:
    return wire.ResponseError(error=wire.ErrorObject(code=code, message=message, data=data), id=id_)


class Dispatcher:
    """Turns one decoded line into zero or one response (bytes without the newline)."""

    def __init__(self, handler: Handler) -> None:
        self.handler = handler

    async def handle_line(self, line: bytes) -> bytes | None:
        try:
            obj = _decoder.decode(line)
        except msgspec.ValidationError:  # valid JSON, but a number beyond a 64-bit float
            parsed = lenient_json(line)
            path = bad_number_path(parsed) or "$"
            return _encoder.encode(_refusal(
                parsed, f"a number is out of range (beyond a 64-bit float) - at `{path}`"))
        except (msgspec.DecodeError, UnicodeDecodeError):
            parsed = lenient_json(line)
            bad = bad_text_path(parsed) if parsed is not None else None
            if bad is None:
                return _encoder.encode(error_response(wire.PARSE_ERROR, "parse error: the line is not valid JSON"))
            return _encoder.encode(_refusal(
                parsed, f"text is not valid UTF-8 (a lone surrogate or an invalid byte) - at `{bad}`"))
        except RecursionError:
            return _encoder.encode(error_response(wire.PARSE_ERROR, "parse error: the JSON is nested too deeply"))
        if isinstance(obj, list):
            if not obj:
                return _encoder.encode(error_response(wire.INVALID_REQUEST, "invalid request: empty batch"))
            if len(obj) > MAX_BATCH:
                return _encoder.encode(
                    error_response(wire.INVALID_REQUEST, f"invalid request: a batch holds at most {MAX_BATCH} calls")
                )
            return await self.handle_batch(obj)
        resp = await self.handle_one(obj)
        return None if resp is None else _encoder.encode(resp)

    async def handle_batch(self, calls: list[Any]) -> bytes | None:
        """Each call in order, encoded as it is answered; past :data:`MAX_BATCH_ANSWER`
        bytes the remaining calls are not run and each gets an error."""
        parts: list[bytes] = []
        size = 0
        for item in calls:
            resp: wire.ResponseOk | wire.ResponseError | None
            if size > MAX_BATCH_ANSWER:
                resp = _not_run(item)
            else:
                resp = await self.handle_one(item)
            if resp is not None:
                part = _encoder.encode(resp)
                parts.append(part)
                size += len(part)
        return b"[" + b",".join(parts) + b"]" if parts else None

    async def handle_one(self, obj: object) -> wire.ResponseOk | wire.ResponseError | None:
        start = time.perf_counter()
        if not isinstance(obj, dict):
            return error_response(wire.INVALID_REQUEST, "invalid request: expected a JSON object")
        # Only a well-formed request without an id is a notification; a malformed
        # object gets an error answer with id null (JSON-RPC 2.0 §5, §6).
        notification = (
            "id" not in obj and obj.get("jsonrpc") == "2.0" and isinstance(obj.get("method"), str)
        )
        id_ = obj.get("id")
        if id_ is not None and (isinstance(id_, bool) or not isinstance(id_, (int, str))):
            return error_response(wire.INVALID_REQUEST, "invalid request: id must be a string, an integer or null")
        method = obj.get("method")
        outcome = "ok"
        try:
            if obj.get("jsonrpc") != "2.0":
                raise RpcError(wire.INVALID_REQUEST, 'invalid request: "jsonrpc" must be "2.0"')
            if not isinstance(method, str):
                raise RpcError(wire.INVALID_REQUEST, 'invalid request: "method" must be a string')
            extra = set(obj) - {"jsonrpc", "method", "params", "id"}
            if extra:
                raise RpcError(wire.INVALID_REQUEST, f"invalid request: unknown member {sorted(extra)[0]!r}")
            params = obj.get("params", {})
            if isinstance(params, list):
                if params:
                    raise RpcError(wire.INVALID_PARAMS, "invalid params: pass params by name (a JSON object)")
                params = {}
            elif params is None:
                params = {}
            elif not isinstance(params, dict):
                raise RpcError(wire.INVALID_PARAMS, "invalid params: params must be a JSON object")
            result = await self.handler(method, params)
            response: wire.ResponseOk | wire.ResponseError = wire.ResponseOk(result=result, id=id_)
        except RpcError as exc:
            outcome = str(exc.code)
            response = error_response(exc.code, exc.message, id_)
        except MercuryError as exc:
            outcome = str(exc.code)
            response = error_response(exc.code, exc.message, id_, exc.data)
        except msgspec.ValidationError as exc:
            outcome = str(wire.INVALID_PARAMS)
            response = error_response(wire.INVALID_PARAMS, f"invalid params: {exc}", id_)
        except RecursionError:
            outcome = str(wire.INVALID_PARAMS)
            response = error_response(wire.INVALID_PARAMS, "invalid params: nested too deeply", id_)
        except UnicodeError:
            outcome = str(wire.INVALID_PARAMS)
            response = error_response(wire.INVALID_PARAMS, "invalid params: text is not valid Unicode", id_)
        except trio.Cancelled:
            raise
        except Exception:
            outcome = str(wire.INTERNAL_ERROR)
            log.exception("internal error", method=method if isinstance(method, str) else None)
            response = error_response(wire.INTERNAL_ERROR, "internal error: see the daemon log", id_)
        logs.request(
            method if isinstance(method, str) and len(method) < 64 else "?",
            round((time.perf_counter() - start) * 1000, 3),
            outcome,
            notification or None,
        )
        return None if notification else response


def _request_id(obj: object) -> int | str | None:
    id_ = obj.get("id") if isinstance(obj, dict) else None
    return id_ if isinstance(id_, (int, str)) and not isinstance(id_, bool) else None


def _refusal(parsed: object, why: str) -> wire.ResponseError:
    """The answer to a line msgspec refused whose fault has a place (``- at `$.…```)."""
    where = why.rsplit("`", 2)[-2] if why.endswith("`") else ""
    in_params = ".params" in where
    code = wire.INVALID_PARAMS if in_params else wire.INVALID_REQUEST
    prefix = "invalid params" if in_params else "invalid request"
    return error_response(code, f"{prefix}: {why}", _request_id(parsed))


def _not_run(item: object) -> wire.ResponseError | None:
    if isinstance(item, dict) and "id" not in item:
        return None  # a notification gets no answer, even this one
    return error_response(
        wire.INVALID_REQUEST,
        f"invalid request: not run: this batch's answers passed {MAX_BATCH_ANSWER >> 20} MiB; "
        "send fewer or smaller calls per batch",
        _request_id(item),
    )


def lenient_json(line: bytes) -> object | None:
    """``line`` parsed as leniently as the stdlib allows (bad bytes and lone surrogates
    kept as surrogates, 1e309 as infinity): to say *where* a strict decode failed."""
    try:
        parsed: object = json.loads(line.decode("utf-8", "surrogateescape"))
        return parsed
    except (ValueError, RecursionError):
        return None


def bad_text_path(value: object) -> str | None:
    """The JSON path (``$.params.summary``) of the first key or string that is not
    valid Unicode text (holds a surrogate), or None."""
    return _first_path(value, lambda v: isinstance(v, str) and bool(_SURROGATE.search(v)))


def bad_number_path(value: object) -> str | None:
    """The JSON path of the first number too large for a 64-bit float (parsed as inf)."""
    return _first_path(value, lambda v: isinstance(v, float) and not math.isfinite(v))


def _first_path(value: object, bad: Callable[[object], bool]) -> str | None:
    stack: list[tuple[str, object]] = [("$", value)]
    while stack:
        path, node = stack.pop()
        if bad(node):
            return path
        if isinstance(node, dict):
            items = list(node.items())
            for key, child in reversed(items):
                if bad(key):
                    return path
                stack.append((f"{path}.{key}" if key.isidentifier() else f"{path}[{key!r}]", child))
        elif isinstance(node, list):
            stack.extend((f"{path}[{i}]", child) for i, child in reversed(list(enumerate(node))))
    return None


_SURROGATE = re.compile("[\ud800-\udfff]")


def peer_uid(sock: trio.socket.SocketType) -> int | None:
    """The uid of the process at the other end of a Unix socket, where the OS tells."""
    try:
        if sys.platform.startswith("linux"):
            raw = sock.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, struct.calcsize("3i"))
            _pid, uid, _gid = struct.unpack("3i", raw)
            return int(uid)
        if sys.platform == "darwin":
            raw = sock.getsockopt(0, 0x001, struct.calcsize("iih16i"))  # SOL_LOCAL, LOCAL_PEERCRED
            return struct.unpack_from("iih", raw)[1]
    except OSError:
        return None
    return None


class Connection:
    """One client: reads lines (bounded), answers each in order."""

    def __init__(self, stream: trio.SocketStream, dispatcher: Dispatcher, limits: Limits | None = None) -> None:
        self.stream = stream
        self.dispatcher = dispatcher
        self.limits = limits or Limits()
        self.idle_scope: trio.CancelScope | None = None
        self.closing = False
        self.idle_since = trio.current_time()

    @property
    def idle(self) -> bool:
        """Waiting for a new line with nothing half-read or in flight."""
        return self.idle_scope is not None

    def close_when_idle(self) -> None:
        self.closing = True
        if self.idle_scope is not None:
            self.idle_scope.cancel()

    async def send(self, payload: bytes) -> None:
        with trio.move_on_after(self.limits.line_timeout):
            await self.stream.send_all(payload + b"\n")
            return
        raise trio.BrokenResourceError("client does not read its answers")

    async def run(self) -> None:
        buf = bytearray()
        scanned = 0
        line_started = 0.0  # when the first byte of the line in ``buf`` arrived
        while not self.closing:
            if buf:  # a deadline from the line's first byte, not from the last read
                deadline = line_started + self.limits.line_timeout
            else:
                deadline = trio.current_time() + self.limits.idle_timeout
            with trio.CancelScope(deadline=deadline) as scope:
                self.idle_scope = scope if not buf else None
                self.idle_since = trio.current_time()
                if self.closing:
                    return
                data = await self.stream.receive_some(65536)
            self.idle_scope = None
            if scope.cancelled_caught:
                if buf:
                    await self._too_slow()
                return
            if not data:
                return
            if not buf:
                line_started = trio.current_time()
            buf += data
            answered = False
            while True:
                idx = buf.find(b"\n", scanned)
                if idx < 0:
                    scanned = len(buf)
                    break
                line = bytes(buf[:idx])
                del buf[: idx + 1]
                scanned = 0
                if len(line) > wire.MAX_LINE:
                    await self._too_long()
                    return
                if not line.strip():
                    continue
                reply = await self.dispatcher.handle_line(line)
                answered = True
                if reply is not None:
                    await self.send(reply)
            if answered and buf:  # the rest began in the last read; its clock starts now
                line_started = trio.current_time()
            if len(buf) > wire.MAX_LINE:
                await self._too_long()
                return

    async def _too_slow(self) -> None:
        log.warning("line too slow", limit=self.limits.line_timeout)
        msg = error_response(
            wire.INVALID_REQUEST,
            f"invalid request: a message line must arrive whole within {self.limits.line_timeout:g} s "
            "of its first byte",
        )
        try:
            await self.send(_encoder.encode(msg))
        except (trio.BrokenResourceError, trio.ClosedResourceError):
            pass

    async def _too_long(self) -> None:
        log.warning("line too long", limit=wire.MAX_LINE)
        msg = error_response(wire.INVALID_REQUEST, "invalid request: a message line is longer than 1 MiB")
        try:
            await self.send(_encoder.encode(msg))
        except (trio.BrokenResourceError, trio.ClosedResourceError):
            pass


async def refuse_busy(stream: trio.SocketStream, limit: int) -> None:
    """Tell a client over the connection cap why it is closed, then close it."""
    msg = error_response(wire.SERVER_BUSY, f"server busy: more than {limit} connections are open; retry later")
    with trio.move_on_after(1.0):
        try:
            await stream.send_all(_encoder.encode(msg) + b"\n")
        except (trio.BrokenResourceError, trio.ClosedResourceError):
            pass
    with trio.move_on_after(1.0):
        try:
            await stream.aclose()
        except (trio.BrokenResourceError, trio.ClosedResourceError):
            pass
