"""End-to-end: the real mercuryd process, driven over its socket and by mercuryctl."""

from __future__ import annotations

import json
import os
import stat

from tests.conftest import DaemonProc


def test_add_recall_survive_restart(daemon: DaemonProc) -> None:
    added = daemon.call("memory.add", {"type": "preference", "summary": "User prefers green tea"})
    assert added["id"] == 1 and added["tier"] == "conscious" and added["confidence"] == 1.0
    assert daemon.stop() == 0
    daemon.start()
    got = daemon.call("memory.get", {"id": 1})
    assert got["summary"] == "User prefers green tea"
    recall = daemon.call("brain.recall", {"query": "what tea does the user like"})
    assert "User prefers green tea" in recall["context"]


def test_socket_and_directory_modes(daemon: DaemonProc) -> None:
    assert stat.S_IMODE(os.stat(daemon.socket).st_mode) == 0o600
    assert stat.S_IMODE(os.stat(daemon.socket.parent).st_mode) == 0o700


def test_bad_frames_get_answers_and_daemon_keeps_serving(daemon: DaemonProc) -> None:
    lines = [
        b"{not json\n",
        b'{"jsonrpc":"2.0","id":2,"method":"no.such"}\n',
        b'{"jsonrpc":"2.0","id":3,"method":"brain.recall","params":{"query":5}}\n',
        b'{"jsonrpc":"2.0","id":4,"method":"brain.recall","params":{"query":"x","bogus":1}}\n',
        b'{"jsonrpc":"2.0","method":"brain.status"}\n',  # a notification: no answer
        b'[{"jsonrpc":"2.0","id":5,"method":"brain.status"},{"foo":1},'
        b'{"jsonrpc":"2.0","method":"brain.status"},{"jsonrpc":"2.0","id":6,"method":"nope"}]\n',
        b"[]\n",
        b'{"jsonrpc":"1.0","id":7,"method":"brain.status"}\n',
    ]
    answers = daemon.raw(b"".join(lines))
    assert answers[0]["error"]["code"] == -32700 and answers[0]["id"] is None
    assert answers[1]["error"]["code"] == -32601 and answers[1]["id"] == 2
    assert answers[2]["error"]["code"] == -32602 and "$.query" in answers[2]["error"]["message"]
    assert answers[3]["error"]["code"] == -32602 and "bogus" in answers[3]["error"]["message"]
    batch = answers[4]
    assert isinstance(batch, list) and len(batch) == 3
    assert batch[0]["id"] == 5 and "result" in batch[0]
    assert batch[1]["error"]["code"] == -32600 and batch[1]["id"] is None
    assert batch[2]["error"]["code"] == -32601 and batch[2]["id"] == 6
    assert answers[5]["error"]["code"] == -32600  # empty batch
    assert answers[6]["error"]["code"] == -32600 and answers[6]["id"] == 7
    assert len(answers) == 7
    assert daemon.call("brain.status")["enabled"] is True


def test_oversized_line_is_refused_without_buffering_forever(daemon: DaemonProc) -> None:
    huge = b'{"jsonrpc":"2.0","id":1,"method":"brain.recall","params":{"query":"' + b"a" * (1 << 20) + b'"}}\n'
    answers = daemon.raw(huge)
    assert answers == [
        {"jsonrpc": "2.0", "error": {"code": -32600, "message": answers[0]["error"]["message"]}, "id": None}
    ]
    assert "1 MiB" in answers[0]["error"]["message"]
    assert daemon.call("brain.status")["mode"] == "second_brain"


def test_second_daemon_on_same_home_exits_1(daemon: DaemonProc, daemon_factory) -> None:
    import subprocess
    import sys

    proc = subprocess.run([sys.executable, "-m", "mercuryd"], env=daemon.env,
                          capture_output=True, text=True, timeout=30)
    assert proc.returncode == 1
    assert "already running" in proc.stderr
    assert proc.stderr.count("\n") == 1 and "Traceback" not in proc.stderr


def test_stale_socket_after_kill_is_cleaned(daemon: DaemonProc) -> None:
    daemon.call("memory.add", {"type": "identity", "summary": "User's name is Ada"})
    daemon.kill()
    assert daemon.socket.exists()
    daemon.start()
    assert daemon.call("memory.get", {"id": 1})["summary"] == "User's name is Ada"


def test_mercuryctl_round_trip_and_exit_codes(daemon: DaemonProc) -> None:
    r = daemon.ctl("add", "--type", "habit", "User runs every morning before work")
    assert r.returncode == 0, r.stderr
    r = daemon.ctl("recall", "morning run", "--json")
    assert r.returncode == 0
    assert "runs every morning" in json.loads(r.stdout)["context"]
    convo = {"messages": [{"role": "user", "content": "My name is Priya."}], "channel": "cli"}
    r = daemon.ctl("ingest", "-", "--json", input=json.dumps(convo))
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["stored"][0]["summary"] == "User's name is Priya"
    assert daemon.ctl("get", "999").returncode == 1
    assert daemon.ctl("add", "--type", "nonsense", "x").returncode == 2
    daemon.stop()
    r = daemon.ctl("status")
    assert r.returncode == 3
    assert "mercuryd" in r.stderr and "start it" in r.stderr


def test_log_has_one_line_per_request_without_memory_text(daemon: DaemonProc) -> None:
    secret = "User keeps a pet axolotl named Quetzal"
    daemon.call("memory.add", {"type": "relationship", "summary": secret})
    daemon.call("brain.recall", {"query": "axolotl"})
    daemon.stop()
    log = (daemon.home / "logs" / "mercuryd.log").read_text()
    assert "axolotl" not in log and "Quetzal" not in log
    requests = [json.loads(line) for line in log.splitlines() if '"request"' in line]
    methods = [r["method"] for r in requests]
    assert methods == ["memory.add", "brain.recall"]
    assert all("duration_ms" in r and r["outcome"] == "ok" for r in requests)


def test_socket_in_a_shared_directory_is_refused_and_the_directory_left_alone(daemon_factory, short_tmp) -> None:
    shared = short_tmp / "shared"
    shared.mkdir(mode=0o755)
    shared.chmod(0o1777)  # like /tmp
    d = daemon_factory()
    d.env["MERCURY_SOCKET"] = str(shared / "m.sock")
    d.start(wait=False)
    assert d.proc.wait(30) == 1
    assert "open to other users" in d.stderr() and "Traceback" not in d.stderr()
    assert stat.S_IMODE(os.stat(shared).st_mode) == 0o1777


def test_rpc_discover_describes_every_method_from_the_typed_params(daemon: DaemonProc) -> None:
    from mercuryd import wire

    doc = daemon.call("rpc.discover")
    assert doc["openrpc"].startswith("1.")
    methods = {m["name"]: m for m in doc["methods"]}
    assert set(wire.METHODS) | {"rpc.discover"} <= set(methods)
    recall = {p["name"]: p for p in methods["brain.recall"]["params"]}
    assert recall["query"]["required"] is True
    assert recall["limit"]["schema"] == {"type": "integer", "minimum": 0, "maximum": 50, "default": 5}
    assert recall["budget_chars"]["schema"]["default"] == 900
    ref = methods["memory.get"]["result"]["schema"]["$ref"].rsplit("/", 1)[1]
    assert "history" in doc["components"]["schemas"][ref]["properties"]


def test_pause_resume_and_clear_from_the_shell(daemon: DaemonProc) -> None:
    daemon.call("memory.add", {"type": "preference", "summary": "User prefers oolong tea"})
    assert "paused" in daemon.ctl("pause").stdout
    r = daemon.ctl("ingest", "-", "--json", input='{"messages":[{"role":"user","content":"My name is Ola."}]}')
    assert json.loads(r.stdout)["paused"] is True and json.loads(r.stdout)["stored"] == []
    assert "resumed" in daemon.ctl("resume").stdout
    refused = daemon.ctl("clear")  # no terminal and no --yes: refuse, delete nothing
    assert refused.returncode == 2 and daemon.call("brain.status")["counts"]["durable"] == 1
    assert json.loads(daemon.ctl("clear", "--yes", "--json").stdout) == {"deleted": 1}
    assert daemon.call("brain.status")["counts"]["durable"] == 0
