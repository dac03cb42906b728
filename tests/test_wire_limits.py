"""The socket's bounds and sentences against the real daemon: what the probe sent it.

- a batch whose answers would be huge (1,000 × ``memory.list`` limit 500 built 475 MB
  and left the daemon at 580 MB) answers within a bound, with a clear error past it;
- a line has a deadline from its first byte (a byte every 2 s held a slot forever);
- numbers beyond a 64-bit float, text that is not UTF-8, "server busy" and unknown
  ``rpc.discover`` params are each one sentence with its own code, never -32603;
- smaller input rules: a cursor with a trailing newline, person names empty after
  trimming.
"""

from __future__ import annotations

import json
import socket
import time
import urllib.error
import urllib.request

import pytest

from tests.conftest import DaemonProc
from tests.rpcclient import CallError, Client
from tests.test_import_daemon import peak_rss_mb


def raw_lines(d: DaemonProc, payload: bytes, timeout: float = 60.0) -> list[dict]:
    return d.raw(payload, timeout=timeout)


def one(d: DaemonProc, obj: object) -> dict:
    [resp] = raw_lines(d, json.dumps(obj).encode() + b"\n")
    return resp


# ---------------------------------------------------------------- item 9: amplification


def test_a_batch_answer_is_bounded_and_memory_stays_low(daemon: DaemonProc) -> None:
    with Client(daemon.socket) as c:
        for i in range(500):
            c.call("memory.add", {"type": "episode", "summary": f"User walked trail number {i} " + "far " * 80})
    assert daemon.proc is not None
    call = {"jsonrpc": "2.0", "method": "memory.list", "params": {"limit": 500, "scope": "all"}}
    batch = [dict(call, id=i) for i in range(1000)]
    line = json.dumps(batch).encode() + b"\n"
    [answers] = [raw_lines(daemon, line)]
    answers = answers[0] if len(answers) == 1 and isinstance(answers[0], list) else answers
    assert [a["id"] for a in answers] == list(range(1000))  # every call is answered, in order
    ok = [a for a in answers if "result" in a]
    refused = [a for a in answers if "error" in a]
    assert ok and refused and len(ok) + len(refused) == 1000
    assert all(len(a["result"]["items"]) == 500 for a in ok)
    assert {a["error"]["code"] for a in refused} == {-32600}
    assert "batch" in refused[0]["error"]["message"] and "MiB" in refused[0]["error"]["message"]
    total = len(json.dumps(answers))
    assert total < 40 << 20, total
    for _ in range(3):  # again and again: memory is given back, not kept growing
        raw_lines(daemon, line)
    assert peak_rss_mb(daemon.proc.pid) < 300
    with Client(daemon.socket) as c:
        assert len(c.call("memory.list", {"limit": 500, "scope": "all"})["items"]) == 500


# ---------------------------------------------------------------- item 10: trickle


def test_a_line_has_a_deadline_from_its_first_byte(daemon_factory) -> None:
    d = daemon_factory(MERCURYD_LINE_TIMEOUT="2").start()
    s = socket.socket(socket.AF_UNIX)
    s.connect(str(d.socket))
    s.settimeout(0.5)
    payload = b'{"jsonrpc":"2.0","id":1,"method":"brain.status","params":{"pad":"' + b"x" * 1000
    start = time.monotonic()
    closed_at = None
    answer = b""
    for byte in payload:  # one byte every 0.5 s: each read would restart a per-read timeout
        if time.monotonic() - start > 30:
            break
        try:
            s.sendall(bytes([byte]))
        except OSError:
            closed_at = time.monotonic()
            break
        try:
            chunk = s.recv(4096)
        except TimeoutError:
            continue
        except OSError:
            closed_at = time.monotonic()
            break
        answer += chunk
        if not chunk:
            closed_at = time.monotonic()
            break
    s.close()
    assert closed_at is not None, "a trickling client kept its connection for 30 s"
    assert closed_at - start < 15
    assert b"within 2 s" in answer and b"-32600" in answer, answer
    with Client(d.socket) as c:
        assert c.call("brain.status")["enabled"] is True


# ---------------------------------------------------------------- item 12: one sentence each


def test_server_busy_has_its_own_code(daemon_factory) -> None:
    from tests.test_connections import over_the_cap_answer

    d = daemon_factory(MERCURYD_MAX_CONNECTIONS="3", MERCURYD_LINE_TIMEOUT="60").start()
    answer = over_the_cap_answer(d, 3)
    assert answer["error"]["code"] == -32007 and "server busy" in answer["error"]["message"]


@pytest.mark.parametrize("raw", [
    b'{"jsonrpc":"2.0","id":7,"method":"memory.list","params":{"limit":1e309}}',
    b'{"jsonrpc":"2.0","id":7,"method":"memory.add","params":{"type":"goal","summary":"x","confidence":-1e400}}',
])
def test_a_number_beyond_a_float_names_its_field(daemon: DaemonProc, raw: bytes) -> None:
    [resp] = raw_lines(daemon, raw + b"\n")
    err = resp["error"]
    assert resp["id"] == 7 and err["code"] == -32602, resp
    assert "$.params." in err["message"] and "out of range" in err["message"]


@pytest.mark.parametrize("raw, field", [
    (b'{"jsonrpc":"2.0","id":7,"method":"memory.add","params":{"type":"goal","summary":"x \\ud800 y"}}',
     "$.params.summary"),
    (b'{"jsonrpc":"2.0","id":7,"method":"memory.add","params":{"type":"goal","summary":"x \xff y"}}',
     "$.params.summary"),
    (b'{"jsonrpc":"2.0","id":7,"method":"brain.ingest","params":{"messages":[{"role":"user",'
     b'"content":"cut \xf0\x9f emoji"}]}}', "$.params.messages[0].content"),
])
def test_text_that_is_not_utf8_names_its_field(daemon: DaemonProc, raw: bytes, field: str) -> None:
    [resp] = raw_lines(daemon, raw + b"\n")
    err = resp["error"]
    assert resp["id"] == 7 and err["code"] == -32602, resp
    assert field in err["message"] and "UTF-8" in err["message"], err


def test_nothing_the_probe_sent_is_an_internal_error(daemon: DaemonProc) -> None:
    lines = [
        b'{"jsonrpc":"2.0","id":1,"method":"brain.status","params":{"x":' + b"[" * 100_000 + b"]" * 100_000 + b"}}",
        b'[' * 200_000 + b']' * 200_000,
        b'{"jsonrpc":"2.0","id":1e309,"method":"brain.status"}',
        b'{"jsonrpc":"2.0","id":1,"method":"memory.get","params":{"id":99999999999999999999999}}',
        b'{"jsonrpc":"2.0","id":1,"method":"persons.get","params":{"id":-9223372036854775809}}',
        b'\xff\xfe{"jsonrpc":"2.0"}',
    ]
    for line in lines:
        for resp in raw_lines(daemon, line + b"\n"):
            assert resp["error"]["code"] != -32603, (line[:60], resp)
            assert "\n" not in resp["error"]["message"]


def test_rest_nesting_and_numbers_are_client_errors(daemon: DaemonProc) -> None:
    url = daemon.call("brain.status")["dashboard_url"]
    token = (daemon.home / "dashboard.token").read_text().strip()
    cases = [
        (b"[" * 100_000 + b"]" * 100_000, 400),
        (b'{"a":' * 50_000 + b"1" + b"}" * 50_000, 400),
        (b'{"type":"goal","summary":"x","confidence":1e309}', 422),
    ]
    for body, status in cases:
        req = urllib.request.Request(url + "api/brain/memory", data=body, method="POST", headers={
            "Authorization": f"Bearer {token}", "Content-Type": "application/json"})
        with pytest.raises(urllib.error.HTTPError) as info:
            urllib.request.urlopen(req, timeout=10)
        assert info.value.code == status, (body[:30], info.value.read())
        err = json.loads(info.value.read())["error"]
        assert err["code"] != "internal_error" and "\n" not in err["message"]


# ---------------------------------------------------------------- item 14: smaller rules


def test_rpc_discover_refuses_unknown_params(daemon: DaemonProc) -> None:
    resp = one(daemon, {"jsonrpc": "2.0", "id": 1, "method": "rpc.discover", "params": {"x": 1}})
    assert resp["error"]["code"] == -32602 and "x" in resp["error"]["message"]
    assert one(daemon, {"jsonrpc": "2.0", "id": 1, "method": "rpc.discover"})["result"]["openrpc"]


@pytest.mark.parametrize("method", ["memory.list", "persons.list"])
def test_a_cursor_with_a_trailing_newline_is_refused(daemon: DaemonProc, method: str) -> None:
    resp = one(daemon, {"jsonrpc": "2.0", "id": 1, "method": method, "params": {"cursor": "12\n"}})
    assert resp["error"]["code"] == -32602 and "cursor" in resp["error"]["message"]


def test_person_names_empty_after_trimming_are_refused(daemon: DaemonProc) -> None:
    with Client(daemon.socket) as c:
        with pytest.raises(CallError) as info:
            c.call("memory.add", {"type": "relationship", "summary": "User met someone",
                                  "persons": ["Ana", " \t "]})
        assert info.value.code == -32602 and "$.persons[1]" in info.value.error["message"]
        assert c.call("memory.list", {"scope": "all"})["items"] == []  # nothing half-written


def test_budget_zero_means_no_character_budget_and_says_so(daemon: DaemonProc) -> None:
    with Client(daemon.socket) as c:
        for i in range(5):
            c.call("memory.add", {"type": "preference", "summary": f"User likes long tea blend {i} " + "x" * 400})
        unbounded = c.call("brain.recall", {"query": "tea blend", "budget_chars": 0})
        bounded = c.call("brain.recall", {"query": "tea blend"})
    assert len(unbounded["memories"]) == 5 and len(unbounded["context"]) > 900
    assert len(bounded["context"]) <= 900
    doc = one(daemon, {"jsonrpc": "2.0", "id": 1, "method": "rpc.discover"})["result"]
    recall = next(m for m in doc["methods"] if m["name"] == "brain.recall")
    budget = next(p for p in recall["params"] if p["name"] == "budget_chars")
    assert "0 means no character budget" in budget["schema"]["description"]


def test_source_sent_with_a_memory_is_bounded_at_the_door(daemon: DaemonProc) -> None:
    for source, field in (({"channel": "c" * 101}, "$.source.channel"),
                          ({"refs": ["r"] * 1001}, "$.source.refs"),
                          ({"refs": ["r" * 1001]}, "$.source.refs[0]"),
                          ({"nested": {"a": 1}}, "nested")):
        resp = one(daemon, {"jsonrpc": "2.0", "id": 1, "method": "memory.add",
                            "params": {"type": "habit", "summary": "User naps", "source": source}})
        assert resp["error"]["code"] == -32602 and field in resp["error"]["message"], resp
    ok = one(daemon, {"jsonrpc": "2.0", "id": 1, "method": "memory.add", "params": {
        "type": "habit", "summary": "User naps", "source": {"refs": [f"m{i}" for i in range(200)]}}})
    assert ok["result"]["source"]["refs"] == [f"m{i}" for i in range(150, 200)]  # the newest 50 kept
