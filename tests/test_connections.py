"""Slow, stuck and idle clients cannot block others or exhaust file descriptors."""

from __future__ import annotations

import json
import os
import socket
import threading
import time

from tests.conftest import DaemonProc
from tests.rpcclient import Client


def open_fds(d: DaemonProc) -> int:
    assert d.proc is not None
    return len(os.listdir(f"/proc/{d.proc.pid}/fd"))


def wait_for(pred, timeout: float = 15.0) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if pred():
            return True
        time.sleep(0.05)
    return False


def count_closed(socks: list[socket.socket]) -> int:
    """How many of these connections the daemon has closed (EOF readable now)."""
    n = 0
    for s in socks:
        try:
            n += s.recv(1, socket.MSG_DONTWAIT | socket.MSG_PEEK) == b""
        except BlockingIOError:
            pass
        except OSError:
            n += 1
    return n


def closed_by_daemon(s: socket.socket) -> bool:
    s.settimeout(0.05)
    try:
        return s.recv(1) == b""
    except TimeoutError:
        return False
    except OSError:
        return True


def test_half_sent_line_and_idle_clients_are_closed_and_do_not_block(daemon_factory) -> None:
    d = daemon_factory(MERCURYD_LINE_TIMEOUT="1", MERCURYD_IDLE_TIMEOUT="2").start()
    half = socket.socket(socket.AF_UNIX)
    half.connect(str(d.socket))
    half.sendall(b'{"jsonrpc":"2.0","id":1,"method":"brain.st')  # and never the rest
    idle = socket.socket(socket.AF_UNIX)
    idle.connect(str(d.socket))
    # Others are served meanwhile.
    with Client(d.socket) as c:
        assert c.call("brain.status")["enabled"] is True
    assert wait_for(lambda: closed_by_daemon(half)), "a half-sent line held its connection"
    assert wait_for(lambda: closed_by_daemon(idle)), "an idle connection was never closed"
    half.close()
    idle.close()


def test_client_that_never_reads_does_not_block_others(daemon_factory) -> None:
    d = daemon_factory(MERCURYD_LINE_TIMEOUT="1").start()
    d.call("memory.add", {"type": "habit", "summary": "User reads a long novel every week"})
    hog = socket.socket(socket.AF_UNIX)
    hog.connect(str(d.socket))
    req = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "memory.list", "params": {"limit": 500}}).encode()
    stop = threading.Event()

    def flood() -> None:
        hog.settimeout(0.5)
        while not stop.is_set():
            try:
                hog.sendall(req + b"\n")
            except TimeoutError:
                continue
            except OSError:
                return  # the daemon gave up on us: what we want

    t = threading.Thread(target=flood, daemon=True)
    t.start()
    try:
        with Client(d.socket, timeout=10) as c:
            for _ in range(50):
                assert c.call("brain.recall", {"query": "novel"})["memories"]
        assert wait_for(lambda: not t.is_alive(), 20), "the daemon never dropped a client that does not read"
    finally:
        stop.set()
        hog.close()
        t.join(5)
    assert d.call("brain.status")["enabled"] is True


def test_hundreds_of_idle_connections_are_capped(daemon_factory) -> None:
    cap = 64
    d = daemon_factory(MERCURYD_MAX_CONNECTIONS=str(cap), MERCURYD_IDLE_TIMEOUT="60").start()
    base = open_fds(d)
    socks = []
    for _ in range(400):
        s = socket.socket(socket.AF_UNIX)
        s.connect(str(d.socket))
        socks.append(s)
    # The daemon accepted them all and kept at most `cap` open.
    assert wait_for(lambda: count_closed(socks) >= 400 - cap), count_closed(socks)
    assert open_fds(d) <= base + cap + 2, open_fds(d)
    # A newcomer is still served: the longest-idle connection makes room.
    with Client(d.socket) as c:
        assert c.call("brain.status")["enabled"] is True
    assert count_closed(socks) == 400 - cap + 1
    print(f"daemon fds: {base} at rest, {open_fds(d)} with 400 idle clients (cap {cap})")
    for s in socks:
        s.close()


def over_the_cap_answer(d: DaemonProc, cap: int, timeout: float = 60.0) -> dict:
    """What a newcomer hears when all ``cap`` connections are mid-line (none idle).

    No sleep decides when the daemon has read the half lines: a busy connection it had
    not read yet still counts as idle and may be closed to make room (the newcomer is
    then served); it is replaced and the newcomer tries again, until it is refused.
    """
    busy: list[socket.socket] = []
    deadline = time.monotonic() + timeout
    try:
        while time.monotonic() < deadline:
            for s in [s for s in busy if count_closed([s])]:
                busy.remove(s)
                s.close()
            while len(busy) < cap:
                s = socket.socket(socket.AF_UNIX)
                s.connect(str(d.socket))
                s.sendall(b'{"jsonrpc":')  # mid-line: not idle, cannot be evicted
                busy.append(s)
            with socket.socket(socket.AF_UNIX) as s:
                s.settimeout(2)
                s.connect(str(d.socket))
                try:
                    data = s.recv(4096)
                except TimeoutError:
                    continue  # admitted: some busy one was still idle and made room
            if data:
                return json.loads(data)
        raise AssertionError("never refused while every connection was mid-line")
    finally:
        for s in busy:
            s.close()


def test_over_the_cap_with_no_idle_connection_gets_a_clear_answer(daemon_factory) -> None:
    d = daemon_factory(MERCURYD_MAX_CONNECTIONS="4", MERCURYD_LINE_TIMEOUT="60").start()
    answer = over_the_cap_answer(d, 4)
    assert "server busy" in answer["error"]["message"]
    assert wait_for(lambda: _status_ok(d))


def _status_ok(d: DaemonProc) -> bool:
    try:
        return d.call("brain.status")["enabled"] is True
    except RuntimeError:
        return False
