"""Hostile input over the wire, against the real daemon.

Every frame gets a well-formed JSON-RPC answer or a clean close; the daemon never dies,
never answers "internal error", and a rejected request leaves the store unchanged.
"""

from __future__ import annotations

import json
import shutil
import socket
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mercuryd import wire
from tests.conftest import DaemonProc
from tests.dbcheck import check_integrity, digest, open_db

FTS_AND_UNICODE = [
    '"', '""', "'", "*", "^", ":", "-", "+", "(", ")", "()", "NEAR(a b, 2)", "a OR b", "a AND NOT b",
    "summary:tea", "{summary}: x", '"unterminated', "tea*", "^start", "NOT", "AND", "OR",
    "\u202eRTL override\u202c", "שלום עולם", "مرحبا بالعالم", "zero\u200bwidth\u200djoin", "\ufeffbom",
    "😀🏃\U0001f9d1\u200d\U0001f4bb", "e\u0301\u0301\u0301", "\u0000nul", "日本語のテキスト", "ß ﬁ İ",
    "a" * 500, " \t\n ", "\\", "%_", "'; DROP TABLE memories; --",
]
JSON_KINDS: dict[str, Any] = {
    "null": None, "bool": True, "int": 7, "float": 2.5, "str": "x", "list": [1], "obj": {"a": 1},
}


@pytest.fixture(scope="module")
def fuzz_daemon() -> Iterator[DaemonProc]:
    root = Path(tempfile.mkdtemp(prefix="mrf-", dir="/tmp"))
    root.chmod(0o700)
    d = DaemonProc(root, MERCURYD_LINE_TIMEOUT="2", MERCURYD_IDLE_TIMEOUT="5")
    d.start()
    for i in range(5):
        d.call("memory.add", {"type": "preference", "summary": f"User prefers tea number {i}",
                              "persons": ["Anna"]})
    # The start-up timer tick (pruning, consolidation) writes too: let it finish first,
    # so every later change of the store can only come from a fuzzed frame.
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        status = d.call("brain.status")
        if status["last_consolidation_at"] and status["last_prune_at"]:
            break
        time.sleep(0.05)
    yield d
    d.stop()
    shutil.rmtree(root, ignore_errors=True)


@pytest.fixture(scope="module")
def db(fuzz_daemon: DaemonProc) -> Iterator[Any]:
    conn = open_db(fuzz_daemon.home / "memory" / "second-brain" / "second-brain.db")
    yield conn
    conn.close()


def exchange(d: DaemonProc, payload: bytes) -> tuple[list[Any], bool]:
    """Send bytes, half-close, read to EOF; return the answers and whether the bytes were JSON lines."""
    with socket.socket(socket.AF_UNIX) as s:
        s.settimeout(20)
        s.connect(str(d.socket))
        try:
            s.sendall(payload)
            s.shutdown(socket.SHUT_WR)
        except OSError:
            pass  # the daemon may close first (a line over 1 MiB)
        data = b""
        try:
            while chunk := s.recv(65536):
                data += chunk
        except ConnectionResetError:
            pass
    assert data == b"" or data.endswith(b"\n"), data[-200:]
    return [json.loads(line) for line in data.splitlines()], True


def assert_response(obj: Any) -> None:
    """A JSON-RPC 2.0 response object (or a batch of them), never an internal error."""
    if isinstance(obj, list):
        assert obj
        for item in obj:
            assert_response(item)
        return
    assert isinstance(obj, dict) and obj.get("jsonrpc") == "2.0" and "id" in obj, obj
    assert ("result" in obj) != ("error" in obj), obj
    if "error" in obj:
        err = obj["error"]
        assert isinstance(err["code"], int) and isinstance(err["message"], str) and err["message"]
        assert err["code"] != wire.INTERNAL_ERROR, err


def _is_error(a: Any) -> bool:
    """An error answer, or a batch answered only with errors."""
    return all(_is_error(x) for x in a) if isinstance(a, list) else "error" in a


def alive(d: DaemonProc) -> None:
    assert d.proc is not None and d.proc.poll() is None, d.stderr()
    assert d.call("brain.status")["enabled"] is True


def flush_marks(d: DaemonProc) -> None:
    """Let an earlier recall's marks reach the file before a snapshot.

    Recall writes what it injected a moment after answering, and any write call writes
    those marks first, even one refused afterwards; so the marks of an earlier, accepted
    recall must not be taken for a change made by a rejected request. An update of an id
    that does not exist is such a call: it writes the pending marks, then is refused.
    """
    [a] = d.raw(b'{"jsonrpc":"2.0","id":1,"method":"memory.update","params":{"id":2147483647}}\n')
    assert a["error"]["code"] == wire.NOT_FOUND, a


def send_checked(d: DaemonProc, db: Any, payload: bytes, *, notifications: bool = False) -> list[Any]:
    """Send, check every answer, and check that an all-rejected payload changed nothing
    (not knowable when it held notifications, which get no answer)."""
    flush_marks(d)
    before = digest(db)
    answers, _ = exchange(d, payload)
    for a in answers:
        assert_response(a)
    if not notifications and all(_is_error(a) for a in answers):
        assert digest(db) == before, f"a rejected request changed the store: {payload[:200]!r}"
    return answers


# ---------------------------------------------------------------- framing


def test_frames_that_are_not_requests(fuzz_daemon: DaemonProc, db: Any) -> None:
    d = fuzz_daemon
    deep = 100_000
    cases = [
        b"[" * deep + b"]" * deep + b"\n",
        b'{"a":' * deep + b"1" + b"}" * deep + b"\n",
        b'{"jsonrpc":"2.0","id":1,"method":"brain.recall","params":{"query":' + b"[" * deep + b"]" * deep + b"}}\n",
        b'{"jsonrpc":"2.0","id":1,"method":"brain.recall","params":{"query":"\\ud800"}}\n',
        b'{"jsonrpc":"2.0","id":1,"method":"brain.recall","params":{"query":"\\udc00\\ud800x"}}\n',
        b'{"jsonrpc":"2.0","id":1,"method":"brain.recall","params":{"query":"\xff\xfe"}}\n',
        b"\x00\x01\x02\n",
        b"null\n", b"1\n", b'"x"\n', b"true\n", b"[1,2]\n", b"[[]]\n",
        b'{"jsonrpc":"2.0","id":[1],"method":"brain.status"}\n',
        b'{"jsonrpc":"2.0","id":{"a":1},"method":"brain.status"}\n',
        b'{"jsonrpc":"2.0","id":1.5,"method":"brain.status"}\n',
        b'{"jsonrpc":"2.0","id":1,"method":"brain.status","params":"x"}\n',
        b'{"jsonrpc":"2.0","id":1,"method":"brain.status","params":[1]}\n',
        b'{"jsonrpc":"2.0","id":1,"method":' + b'"m' * 1000 + b'"}\n',
        b'[' + b','.join([b'{"jsonrpc":"2.0","id":1,"method":"brain.status"}'] * 1001) + b']\n',
    ]
    for payload in cases:
        answers = send_checked(d, db, payload)
        assert len(answers) == 1, payload[:80]
        assert _is_error(answers[0]), (payload[:80], answers[0])
    # A truncated line (no newline before EOF) is closed without an answer.
    assert send_checked(d, db, b'{"jsonrpc":"2.0","id":1,"method":"brain.st') == []
    # Just under the limit: answered (the query is too long); just over: refused and closed.
    pad = wire.MAX_LINE - 100
    near = b'{"jsonrpc":"2.0","id":9,"method":"brain.recall","params":{"query":"' + b"a" * pad + b'"}}\n'
    [a] = send_checked(d, db, near)
    assert a["error"]["code"] == wire.INVALID_PARAMS and a["id"] == 9
    over = b'{"jsonrpc":"2.0","id":9,"method":"brain.status","x":"' + b"a" * wire.MAX_LINE + b'"}\n'
    [a] = send_checked(d, db, over + b'{"jsonrpc":"2.0","id":10,"method":"brain.status"}\n')
    assert a["error"]["code"] == wire.INVALID_REQUEST  # and nothing after it is read
    alive(d)


@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.binary(max_size=3000))
def test_random_bytes(fuzz_daemon: DaemonProc, db: Any, payload: bytes) -> None:
    for a in send_checked(fuzz_daemon, db, payload + b"\n"):
        assert "error" in a or isinstance(a, list) or "result" in a


# ---------------------------------------------------------------- params


def _kinds(t: msgspec.inspect.Type) -> set[str]:
    mi = msgspec.inspect
    if isinstance(t, mi.Metadata):  # a bound or a description around the real type
        return _kinds(t.type)
    if isinstance(t, mi.UnionType):
        return set().union(*(_kinds(x) for x in t.types))
    if isinstance(t, mi.NoneType):
        return {"null"}
    if isinstance(t, mi.BoolType):
        return {"bool"}
    if isinstance(t, mi.IntType):
        return {"int"}
    if isinstance(t, mi.FloatType):
        return {"int", "float"}
    if isinstance(t, (mi.StrType, mi.LiteralType, mi.DateTimeType)):
        return {"str"}
    if isinstance(t, mi.ListType):
        return {"list"}
    if isinstance(t, (mi.StructType, mi.DictType)):
        return {"obj"}
    raise AssertionError(f"unhandled param type {t}")


def _request(method: str, params: Any, id_: int = 1) -> bytes:
    return json.dumps({"jsonrpc": "2.0", "id": id_, "method": method, "params": params}).encode() + b"\n"


def _valid_base(method: str) -> dict[str, Any]:
    """Required params with valid values, so a wrong type elsewhere is the only fault."""
    return {
        "brain.recall": {"query": "tea"}, "brain.ingest": {"messages": []},
        "brain.export": {"path": "/nonexistent-dir/x.jsonl"}, "brain.import": {"path": "/nonexistent-dir/x"},
        "brain.backup": {"path": "/nonexistent-dir/x.db"}, "memory.search": {"q": "tea"},
        "memory.get": {"id": 1}, "memory.add": {"type": "habit", "summary": "x"},
        "memory.update": {"id": 1}, "memory.dismiss": {"id": 999999},
        "persons.get": {"id": 1}, "persons.memories": {"id": 1},
    }.get(method, {})


def test_wrong_type_for_every_param_of_every_method(fuzz_daemon: DaemonProc, db: Any) -> None:
    checked = 0
    for name, spec in wire.METHODS.items():
        for f in msgspec.inspect.type_info(spec.params).fields:
            for kind, value in JSON_KINDS.items():
                if kind in _kinds(f.type):
                    continue
                params = {**_valid_base(name), f.encode_name: value}
                [a] = send_checked(fuzz_daemon, db, _request(name, params))
                assert a.get("error", {}).get("code") == wire.INVALID_PARAMS, (name, f.name, kind, a)
                assert f"$.{f.encode_name}" in a["error"]["message"], a
                checked += 1
        [a] = send_checked(fuzz_daemon, db, _request(name, {**_valid_base(name), "no_such_param": 1}))
        assert a["error"]["code"] == wire.INVALID_PARAMS and "no_such_param" in a["error"]["message"]
    assert checked > 200
    alive(fuzz_daemon)


TEXT_FIELDS = [
    ("brain.recall", lambda s: {"query": s}),
    ("memory.search", lambda s: {"q": s}),
    ("memory.add", lambda s: {"type": "episode", "summary": s}),
    ("memory.add", lambda s: {"type": "relationship", "summary": "User met someone", "persons": [s]}),
    ("memory.add", lambda s: {"type": "episode", "summary": "User went out",
                              "source": {"channel": s, "conversation_id": s, "refs": [s]}}),
    ("memory.update", lambda s: {"id": 1, "summary": s}),
    ("brain.ingest", lambda s: {"messages": [{"role": "user", "content": f"I usually {s}."}],
                                "conversation_id": s, "channel": s}),
    ("memory.list", lambda s: {"cursor": s}),
    ("persons.list", lambda s: {"cursor": s}),
]


def test_fts_syntax_and_odd_unicode_in_every_text_field(fuzz_daemon: DaemonProc, db: Any) -> None:
    for text in FTS_AND_UNICODE:
        for method, make in TEXT_FIELDS:
            [a] = send_checked(fuzz_daemon, db, _request(method, make(text)))
            if "error" in a:
                # Only a clear refusal of the value itself: blank summary or a bad cursor.
                assert a["error"]["code"] == wire.INVALID_PARAMS, (method, text, a)
                msg = a["error"]["message"]
                assert not text.strip() or "length" in msg or "cursor" in msg, (method, text, a)
    # What was stored is found again by its own words.
    for text in ("NEAR(a b, 2)", "שלום עולם", "日本語のテキスト", "summary:tea"):
        items = fuzz_daemon.call("memory.search", {"q": text, "limit": 50})["items"]
        assert any(m["summary"] == text for m in items), (text, items[:3])
    alive(fuzz_daemon)
    check_integrity(db)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats(allow_nan=False)
    | st.text(max_size=50) | st.sampled_from(FTS_AND_UNICODE),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner, max_size=4),
    max_leaves=12,
)
SAFE_METHODS = sorted(m for m in wire.METHODS if m not in ("brain.clear", "brain.export", "brain.import", "brain.backup"))


@st.composite
def requests(draw: st.DrawFn) -> bytes:
    method = draw(st.sampled_from([*SAFE_METHODS, "no.such", "rpc.discover"]))
    fields = [f.encode_name for f in msgspec.inspect.type_info(wire.METHODS[method].params).fields] \
        if method in wire.METHODS else []
    keys = draw(st.lists(st.sampled_from(fields) if fields else st.text(max_size=8), max_size=4))
    params = {k: draw(json_values) for k in keys}
    env: dict[str, Any] = {"jsonrpc": "2.0", "method": method, "params": params}
    if draw(st.booleans()):
        env["id"] = draw(st.integers(0, 10**6) | st.text(max_size=5))
    return json.dumps(env).encode() + b"\n"


@settings(max_examples=250, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(requests(), min_size=1, max_size=3), st.booleans())
def test_random_requests(fuzz_daemon: DaemonProc, db: Any, reqs: list[bytes], as_batch: bool) -> None:
    payload = (b"[" + b",".join(r.strip() for r in reqs) + b"]\n") if as_batch else b"".join(reqs)
    send_checked(fuzz_daemon, db, payload, notifications=any(b'"id"' not in r for r in reqs))


def test_daemon_survived_and_store_is_sound(fuzz_daemon: DaemonProc, db: Any) -> None:
    alive(fuzz_daemon)
    check_integrity(db)
    assert "Traceback" not in fuzz_daemon.stderr()


@pytest.mark.parametrize("blank", ["\u200b", "\ufeff", " \u200b\u2060\ufeff ", "\u200e\u200f", "\u00ad"])
def test_a_text_of_invisible_characters_only_is_empty(fuzz_daemon: DaemonProc, db: Any, blank: str) -> None:
    # The probe stored a memory whose summary was a lone zero-width space (and a person
    # named by one): nothing a user can see or find, so it is refused like a blank one.
    for method, params, field in [
        ("memory.add", {"type": "preference", "summary": blank}, "$.summary"),
        ("memory.add", {"type": "preference", "summary": "User met Anna", "persons": [blank]}, "$.persons[0]"),
        ("memory.update", {"id": 1, "summary": blank}, "$.summary"),
    ]:
        [a] = send_checked(fuzz_daemon, db, _request(method, params))
        assert a.get("error", {}).get("code") == wire.INVALID_PARAMS, (method, blank, a)
        assert field in a["error"]["message"], a
    # Inside a text they stay: a joiner in an emoji or a word is part of it.
    kept = fuzz_daemon.call("memory.add", {"type": "preference", "summary": "\u200bUser likes \U0001f9d1\u200d\U0001f4bb\ufeff"})
    assert kept["summary"] == "User likes \U0001f9d1\u200d\U0001f4bb"
    fuzz_daemon.call("memory.dismiss", {"id": kept["id"], "hard": True})


def test_an_invisible_relation_is_no_relation(fuzz_daemon: DaemonProc) -> None:
    # The probe set a person's relation to a lone zero-width space (or a NUL) through
    # persons.update; the relation shows on the person page and keys "my <relation>".
    [anna] = [p for p in fuzz_daemon.call("persons.list", {"limit": 500})["items"] if p["name"] == "Anna"]
    for blank in ["\u200b", "\ufeff \u200b", "\x00"]:
        got = fuzz_daemon.call("persons.update", {"id": anna["id"], "relation": blank})
        assert got["relation"] is None, (blank, got)
    got = fuzz_daemon.call("persons.update", {"id": anna["id"], "relation": " Best\u200b  Friend "})
    assert got["relation"] == "best\u200b friend"
    fuzz_daemon.call("persons.update", {"id": anna["id"], "relation": None})
