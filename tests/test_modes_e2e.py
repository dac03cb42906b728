"""Enable / disable / degraded and config errors, through the real mercuryd process."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import DaemonProc, child_env


def rpc_error(d: DaemonProc, method: str, params: dict | None = None) -> dict:
    req = {"jsonrpc": "2.0", "id": 1, "method": method, "params": params or {}}
    [resp] = d.raw(json.dumps(req).encode() + b"\n")
    assert "error" in resp, resp
    return resp["error"]


def write_config(d: DaemonProc, text: str) -> None:
    d.home.mkdir(parents=True, exist_ok=True)
    (d.home / "mercury.yaml").write_text(text)


def db_file(d: DaemonProc) -> Path:
    return d.home / "memory" / "second-brain" / "second-brain.db"


def test_disabled_by_env_then_reenabled_imports_facts_once(daemon_factory) -> None:
    off = daemon_factory(SECOND_BRAIN_ENABLED="false").start()
    st = off.call("brain.status")
    assert (st["enabled"], st["mode"]) == (False, "basic")
    assert "disabled" in st["reason"]
    off.call("memory.add", {"type": "preference", "summary": "Prefers green tea in the morning"})
    off.call("memory.add", {"type": "project", "summary": "Builds a birdhouse"})
    rec = off.call("brain.recall", {"query": "which tea?"})
    assert [m["summary"] for m in rec["memories"]] == ["Prefers green tea in the morning"]
    assert "Prefers green tea" in rec["context"]
    assert (rec["enabled"], rec["mode"]) == (False, "basic")
    shown = off.ctl("recall", "which tea?")
    assert "Prefers green tea" in shown.stdout and "Second Brain is off" in shown.stderr
    said = off.ctl("ingest", "-", input=json.dumps({"messages": [{"role": "user", "content": "I prefer Vim."}]}))
    assert said.returncode == 0 and "Second Brain is off" in said.stdout
    ing = off.call("brain.ingest", {"messages": [{"role": "user", "content": "I prefer Vim."}]})
    assert ing["stored"] == [] and ing["enabled"] is False
    assert [m["summary"] for m in off.call("memory.search", {"q": "birdhouse"})["items"]] == [
        "Builds a birdhouse"]
    err = rpc_error(off, "brain.pause")
    assert err["code"] == -32002 and "Second Brain is off" in err["message"]
    assert rpc_error(off, "brain.consolidate")["code"] == -32002
    # no SQLite file is created or opened
    assert not db_file(off).exists() and not db_file(off).parent.exists()
    assert (off.home / "memory" / "facts.jsonl").exists()
    out = off.ctl("status")
    assert "basic" in out.stdout + out.stderr
    assert off.stop() == 0

    on = daemon_factory().start()  # the same home, Second Brain back on
    st = on.call("brain.status")
    assert st["mode"] == "second_brain" and db_file(on).exists()
    summaries = sorted(m["summary"] for m in on.call("memory.list", {"scope": "all"})["items"])
    assert summaries == ["Builds a birdhouse", "Prefers green tea in the morning"]
    assert on.stop() == 0
    again = daemon_factory().start()  # a restart does not import them twice
    items = again.call("memory.list", {"scope": "all"})["items"]
    assert len(items) == 2 and all(m["reinforcements"] == 0 for m in items)


def test_disabled_by_file_and_env_beats_file(daemon_factory) -> None:
    d = daemon_factory()
    write_config(d, "memory:\n  secondBrain:\n    enabled: false\n")
    d.start()
    assert d.call("brain.status")["mode"] == "basic"
    assert not db_file(d).exists()
    d.stop()
    d.env["SECOND_BRAIN_ENABLED"] = "true"
    d.start()
    assert d.call("brain.status")["mode"] == "second_brain"
    rec = d.call("brain.recall", {"query": "anything"})
    assert (rec["enabled"], rec["mode"]) == (True, "second_brain")


def test_degraded_when_apsw_cannot_be_imported(daemon_factory, tmp_path: Path) -> None:
    fake = tmp_path / "broken"
    fake.mkdir()
    (fake / "apsw.py").write_text(
        "raise ImportError('libsqlite3.so: undefined symbol: sqlite3_fake')\n")
    d = daemon_factory()
    d.env["PYTHONPATH"] = f"{fake}:{d.env['PYTHONPATH']}"
    d.start()
    st = d.call("brain.status")
    assert (st["enabled"], st["mode"]) == (False, "degraded")
    assert "apsw" in st["reason"] and "pip install --force-reinstall apsw" in st["reason"]
    assert not db_file(d).exists()
    d.call("memory.add", {"type": "identity", "summary": "Is called Ada"})
    assert d.call("brain.recall", {"query": "ada"})["memories"][0]["summary"] == "Is called Ada"
    assert rpc_error(d, "graph.get")["code"] == -32002
    errors = [json.loads(line) for line in (d.home / "logs" / "mercuryd.log").read_text().splitlines()]
    loud = [e for e in errors if e.get("level") == "error"]
    assert loud and "sqlite3_fake" in loud[0]["cause"]
    assert loud[0]["fix"] == "pip install --force-reinstall apsw"
    assert d.stop() == 0


def test_fts5_probe_names_the_missing_module() -> None:
    from mercuryd.sqlite_check import fts5_problem, problem

    class NoFts5:
        class Connection:
            def __init__(self, path: str) -> None:
                pass

            def execute(self, sql: str) -> None:
                raise RuntimeError("no such module: fts5")

            def close(self) -> None:
                pass

        @staticmethod
        def sqlite_lib_version() -> str:
            return "3.0.0"

    assert problem() is None  # the real apsw here has FTS5
    assert fts5_problem(NoFts5) == "the SQLite 3.0.0 bundled with apsw has no FTS5 (no such module: fts5)"


@pytest.mark.parametrize(
    ("yaml_text", "env", "needle"),
    [
        ("memory: [unclosed\n", {}, "not valid YAML at line"),
        ("memory:\n  secondBrain:\n    enabeld: true\n", {}, "enabeld"),
        ("telegram:\n  allowedUserIds: [alice]\n", {}, "$.telegram.allowedUserIds"),
        ("memory:\n  secondBrain:\n    pruning: {staleAfterDays: -1}\n", {},
         "$.memory.secondBrain.pruning.staleAfterDays"),
        ("- just\n- a list\n", {}, "Expected `object`"),
        ("", {"SECOND_BRAIN_ENABLED": "maybe"}, "SECOND_BRAIN_ENABLED"),
    ],
)
def test_config_errors_stop_the_daemon_with_one_sentence(
    short_tmp: Path, yaml_text: str, env: dict[str, str], needle: str
) -> None:
    home = short_tmp / "home"
    home.mkdir()
    (home / "mercury.yaml").write_text(yaml_text)
    proc = subprocess.run(
        [sys.executable, "-m", "mercuryd"], env=child_env(home, short_tmp / "run" / "d.sock", **env),
        capture_output=True, text=True, timeout=30,
    )
    assert proc.returncode == 1
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1, proc.stderr
    assert lines[0].startswith("mercuryd: ") and needle in lines[0]
    assert "Traceback" not in proc.stderr
    assert not (home / "memory").exists()
