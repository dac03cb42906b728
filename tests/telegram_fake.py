"""A fake Telegram Bot API: a real HTTP server on 127.0.0.1 speaking the Bot API's JSON.

It keeps a queue of updates (confirmed by ``offset`` the way Telegram does), holds
``getUpdates`` open up to its ``timeout`` like a long poll, records every other call, and
can be told to fail: reset the connection, answer 500, answer 429 with
``parameters.retry_after``, or send a body that is not JSON.
"""

from __future__ import annotations

import json
import socket
import struct
import threading
import time
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

Fault = str | tuple[str, int]  # "reset" | "500" | "garbage" | ("429", retry_after)


class _Reset(Exception):
    pass


class FakeBotApi:
    def __init__(self, token: str, port: int = 0) -> None:
        self.token = token
        self.port = port
        self.cond = threading.Condition()
        self.updates: list[dict[str, Any]] = []
        self.next_update_id = 500
        self.next_message_id = 1
        self.calls: list[tuple[str, dict[str, Any]]] = []  # every method but getUpdates
        self.polls: list[dict[str, Any]] = []  # getUpdates params, in order
        self.poll_faults: list[Fault] = []
        self.send_faults: list[Fault] = []
        self.bad_token_requests = 0
        self.stopping = False
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    # ------------------------------------------------------------ lifecycle

    def start(self) -> FakeBotApi:
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: object) -> None:
                pass

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                body = json.loads(self.rfile.read(length) or b"{}")
                try:
                    status, payload = fake._route(self.path, body)
                except _Reset:
                    self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
                    self.connection.close()
                    self.close_connection = True
                    return
                data = payload if isinstance(payload, bytes) else json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        class Server(ThreadingHTTPServer):
            daemon_threads = True
            allow_reuse_address = True

            def handle_error(self, request: Any, client_address: Any) -> None:
                pass  # resets are on purpose

        self.stopping = False
        self._server = Server(("127.0.0.1", self.port), Handler)
        self.port = self._server.server_address[1]
        self._thread = threading.Thread(target=self._server.serve_forever, args=(0.05,), daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        with self.cond:
            self.stopping = True
            self.cond.notify_all()
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    # ------------------------------------------------------------ what users do

    def _push(self, update: dict[str, Any]) -> int:
        with self.cond:
            uid = self.next_update_id
            self.next_update_id += 1
            self.updates.append({"update_id": uid, **update})
            self.cond.notify_all()
            return uid

    def push_message(self, user_id: int, text: str, chat_id: int | None = None) -> int:
        chat = chat_id or user_id
        return self._push({"message": {
            "message_id": self._new_message_id(), "date": 1767225600, "text": text,
            "chat": {"id": chat, "type": "private"},
            "from": {"id": user_id, "is_bot": False, "first_name": "U"},
        }})

    def push_button(self, user_id: int, data: str, message_id: int, chat_id: int | None = None) -> int:
        chat = chat_id or user_id
        return self._push({"callback_query": {
            "id": f"cq{self.next_update_id}", "chat_instance": "x", "data": data,
            "from": {"id": user_id, "is_bot": False, "first_name": "U"},
            "message": {"message_id": message_id, "date": 1767225600,
                        "chat": {"id": chat, "type": "private"}, "text": "menu"},
        }})

    def push_raw(self, update: dict[str, Any]) -> int:
        return self._push(update)

    def _new_message_id(self) -> int:
        self.next_message_id += 1
        return self.next_message_id

    # ------------------------------------------------------------ what tests read

    def calls_of(self, method: str) -> list[dict[str, Any]]:
        with self.cond:
            return [p for m, p in self.calls if m == method]

    def wait(self, predicate: Callable[[FakeBotApi], bool], timeout: float = 20.0) -> None:
        deadline = time.monotonic() + timeout
        with self.cond:
            while not predicate(self):
                left = deadline - time.monotonic()
                if left <= 0:
                    raise TimeoutError(f"fake Bot API: condition not met; calls={self.calls}")
                self.cond.wait(left)

    def wait_calls(self, method: str, count: int, timeout: float = 20.0) -> list[dict[str, Any]]:
        self.wait(lambda f: sum(1 for m, _ in f.calls if m == method) >= count, timeout)
        return self.calls_of(method)

    # ------------------------------------------------------------ the Bot API

    def _fault(self, fault: Fault) -> tuple[int, Any]:
        if fault == "reset":
            raise _Reset
        if fault == "500":
            return 500, {"ok": False, "error_code": 500, "description": "Internal Server Error"}
        if fault == "garbage":
            return 200, b"<html>bad gateway</html>"
        kind, seconds = fault  # type: ignore[misc]
        assert kind == "429"
        return 429, {"ok": False, "error_code": 429,
                     "description": f"Too Many Requests: retry after {seconds}",
                     "parameters": {"retry_after": seconds}}

    def _route(self, path: str, body: dict[str, Any]) -> tuple[int, Any]:
        prefix = f"/bot{self.token}/"
        if not path.startswith(prefix):
            with self.cond:
                self.bad_token_requests += 1
            return 401, {"ok": False, "error_code": 401, "description": "Unauthorized"}
        method = path[len(prefix):]
        if method == "getUpdates":
            return self._get_updates(body)
        with self.cond:
            fault = self.send_faults.pop(0) if self.send_faults else None
        if fault is not None:
            return self._fault(fault)
        with self.cond:
            self.calls.append((method, body))
            self.cond.notify_all()
        if method == "sendMessage":
            return 200, {"ok": True, "result": {
                "message_id": self._new_message_id(), "date": 1767225600,
                "chat": {"id": body["chat_id"], "type": "private"}, "text": body["text"]}}
        if method == "editMessageText":
            return 200, {"ok": True, "result": {
                "message_id": body["message_id"], "date": 1767225600,
                "chat": {"id": body["chat_id"], "type": "private"}, "text": body["text"]}}
        if method == "answerCallbackQuery":
            return 200, {"ok": True, "result": True}
        return 404, {"ok": False, "error_code": 404, "description": "Not Found"}

    def _get_updates(self, body: dict[str, Any]) -> tuple[int, Any]:
        with self.cond:
            self.polls.append(body)
            self.cond.notify_all()
            fault = self.poll_faults.pop(0) if self.poll_faults else None
        if fault is not None:
            return self._fault(fault)
        offset = body.get("offset")
        deadline = time.monotonic() + float(body.get("timeout", 0))
        with self.cond:
            if isinstance(offset, int):  # confirmed: forget them, as Telegram does
                self.updates = [u for u in self.updates if u["update_id"] >= offset]
            while not self.updates and not self.stopping:
                left = deadline - time.monotonic()
                if left <= 0:
                    break
                self.cond.wait(left)
            return 200, {"ok": True, "result": list(self.updates[:100])}
