"""A tiny blocking JSON-RPC client for the reliability tests (stdlib only)."""

from __future__ import annotations

import itertools
import json
import socket
from pathlib import Path
from typing import Any

_ids = itertools.count(1)


class CallError(Exception):
    """The daemon answered with a JSON-RPC error."""

    def __init__(self, error: dict[str, Any]) -> None:
        super().__init__(error.get("message"))
        self.code = error.get("code")
        self.error = error


class Client:
    """One kept connection; ``call`` sends a request and reads its answer line."""

    def __init__(self, path: Path, timeout: float = 10.0) -> None:
        self.sock = socket.socket(socket.AF_UNIX)
        self.sock.settimeout(timeout)
        self.sock.connect(str(path))
        self.buf = b""

    def close(self) -> None:
        self.sock.close()

    def __enter__(self) -> Client:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def call(self, method: str, params: dict[str, Any] | None = None) -> Any:
        req = {"jsonrpc": "2.0", "id": next(_ids), "method": method, "params": params or {}}
        self.sock.sendall(json.dumps(req).encode() + b"\n")
        while b"\n" not in self.buf:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise ConnectionError("the daemon closed the connection")
            self.buf += chunk
        line, _, self.buf = self.buf.partition(b"\n")
        resp = json.loads(line)
        if resp.get("id") != req["id"]:
            raise AssertionError(f"answer for id {resp.get('id')} to request {req['id']}")
        if "error" in resp:
            raise CallError(resp["error"])
        return resp["result"]
