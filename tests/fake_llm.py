"""A real HTTP server on 127.0.0.1 that imitates OpenAI-compatible chat completions.

Each test scripts it: a list of :class:`Reply` answered in order (the last one repeats,
or ``default`` when the script is empty). Every request body is recorded, so tests
can check what the daemon sent (and what it did not).
"""

from __future__ import annotations

import json
import socket
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Reply:
    """One scripted answer: the assistant ``content`` in a 200 completion, or a raw ``status``."""

    content: str | None = None
    status: int = 200
    body: bytes | None = None
    delay: float = 0.0
    headers: dict[str, str] = field(default_factory=dict)
    reject_schema: bool = False  # answer 400 when the request has response_format

    def encode(self) -> bytes:
        if self.body is not None:
            return self.body
        if self.status != 200:
            return json.dumps({"error": {"message": "scripted failure", "code": self.status}}).encode()
        return json.dumps({
            "id": "chatcmpl-test", "object": "chat.completion", "model": "fake",
            "choices": [{"index": 0, "finish_reason": "stop",
                         "message": {"role": "assistant", "content": self.content}}],
        }).encode()


def facts(*items: dict[str, Any], **extra: Any) -> str:
    """The JSON text of an answer holding these facts."""
    return json.dumps({"facts": list(items), **extra})


def fact(type_: str, summary: str, **kw: Any) -> dict[str, Any]:
    base: dict[str, Any] = {"type": type_, "summary": summary, "evidence": "direct",
                            "confidence": 0.9, "importance": 0.7, "durability": 0.8,
                            "persons": [], "attribute": None, "value": None, "polarity": "positive"}
    base.update(kw)
    return base


class FakeLlm:
    """The server; ``url`` is the base URL to configure (``http://127.0.0.1:PORT/v1``)."""

    def __init__(self, port: int = 0) -> None:
        self.script: list[Reply] = []
        self.default = Reply(content=facts())
        self.requests: list[dict[str, Any]] = []
        self.paths: list[str] = []
        self.auth: list[str | None] = []
        self._lock = threading.Lock()
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:
                pass

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length)
                try:
                    body = json.loads(raw)
                except ValueError:
                    body = {"_raw": raw.decode(errors="replace")}
                with fake._lock:
                    fake.requests.append(body)
                    fake.paths.append(self.path)
                    fake.auth.append(self.headers.get("Authorization"))
                    reply = fake.script.pop(0) if fake.script else fake.default
                if reply.delay:
                    time.sleep(reply.delay)
                status = reply.status
                payload = reply.encode()
                if reply.reject_schema and "response_format" in body:
                    status, payload = 400, b'{"error":{"message":"response_format not supported"}}'
                if self.path != "/v1/chat/completions":
                    status, payload = 404, b'{"error":{"message":"not found"}}'
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(payload)))
                    for k, v in reply.headers.items():
                        self.send_header(k, v)
                    self.end_headers()
                    self.wfile.write(payload)
                except OSError:
                    pass  # the client gave up (timeout test)

        self.server = ThreadingHTTPServer(("127.0.0.1", port), Handler)
        self.server.daemon_threads = True
        self.port = self.server.server_address[1]
        self.url = f"http://127.0.0.1:{self.port}/v1"
        self._thread = threading.Thread(target=self.server.serve_forever, args=(0.02,), daemon=True)

    def start(self) -> FakeLlm:
        self._thread.start()
        return self

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()

    def push(self, *replies: Reply) -> None:
        with self._lock:
            self.script.extend(replies)

    def sent_text(self, index: int = -1) -> str:
        """Every message content of one recorded request, joined."""
        return "\n".join(m.get("content") or "" for m in self.requests[index]["messages"])


def free_port() -> int:
    """A loopback port with nothing listening on it (connection refused)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def serve() -> Iterator[FakeLlm]:
    fake = FakeLlm().start()
    try:
        yield fake
    finally:
        fake.close()
