"""The daemon's log: one JSON object per line, the request line's fast path, rotation."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mercuryd import logs


@pytest.fixture(autouse=True)
def _restore_logging():
    yield
    logs.setup(None, stderr=False)


def read(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines()]


def test_request_lines_and_other_lines_share_one_format(tmp_path: Path) -> None:
    log_file = tmp_path / "logs" / "mercuryd.log"
    logs.setup(log_file, "info", stderr=False)
    logs.get("mercuryd").info("started", socket="/x/y.sock")
    logs.request("brain.recall", 0.512, "ok", None)
    logs.request("memory.add", 1.5, "-32001", True)
    started, recall, add = read(log_file)
    assert started["event"] == "started" and started["level"] == "info"
    assert recall == {"method": "brain.recall", "duration_ms": 0.512, "outcome": "ok",
                      "notification": None, "event": "request", "level": "info",
                      "timestamp": recall["timestamp"]}
    assert add["notification"] is True and add["outcome"] == "-32001"
    for rec in (started, recall, add):
        assert rec["timestamp"].endswith("Z") and rec["timestamp"][:4] == started["timestamp"][:4]
    assert oct(log_file.stat().st_mode & 0o777) == "0o600"


def test_request_lines_also_go_to_stderr_as_json(tmp_path: Path, capfd) -> None:
    logs.setup(tmp_path / "d.log", "info", stderr=True)
    logs.request("memory.get", 0.1, "ok", None)
    err = capfd.readouterr().err.strip().splitlines()
    assert json.loads(err[-1])["method"] == "memory.get"


def test_no_request_lines_above_info(tmp_path: Path) -> None:
    logs.setup(tmp_path / "d.log", "warning", stderr=False)
    logs.request("memory.get", 0.1, "ok", None)
    logs.get("mercuryd").warning("disk nearly full")
    assert [r["event"] for r in read(tmp_path / "d.log")] == ["disk nearly full"]


def test_the_log_rotates_by_size_counting_both_kinds_of_line(tmp_path: Path) -> None:
    log_file = tmp_path / "d.log"
    logs.setup(log_file, "info", stderr=False, max_bytes=4000, backups=2)
    for i in range(200):
        logs.request("brain.recall", float(i), "ok", None)
        if i % 10 == 0:
            logs.get("mercuryd.timers").info("timer ran", timer="prune", moved=i)
    files = sorted(tmp_path.glob("d.log*"))
    assert [f.name for f in files] == ["d.log", "d.log.1", "d.log.2"]
    for f in files:
        assert f.stat().st_size < 4000
        assert all(isinstance(r, dict) for r in read(f))  # every line whole
    newest = read(log_file)
    assert newest[-1]["duration_ms"] == 199.0
    # a reopened log keeps counting from the file's size, not from zero
    logs.setup(log_file, "info", stderr=False, max_bytes=4000, backups=2)
    before = log_file.stat().st_size
    for i in range(200, 200 + (4000 - before) // 100 + 2):
        logs.request("brain.recall", float(i), "ok", None)
    assert log_file.stat().st_size < 4000


def test_odd_values_in_a_log_line_never_fail_it(tmp_path: Path) -> None:
    logs.setup(tmp_path / "d.log", "info", stderr=False)
    logs.get("mercuryd").info("odd", path=Path("/x"), obj=object(), n={1: "a"})
    rec = read(tmp_path / "d.log")[0]
    assert rec["path"] == "/x" and rec["obj"].startswith("<object object")
    assert rec["n"] == {"1": "a"}


def test_mercury_logs_with_more_lines_than_any_file_shows_it_all(tmp_path: Path) -> None:
    # The probe got a traceback from `mercury logs -n 999999999999999999999` (the count
    # went straight into a deque's maxlen).
    import subprocess
    import sys

    from tests.conftest import child_env

    logs.setup(tmp_path / "logs" / "mercuryd.log", "info", stderr=False)
    logs.get("mercuryd").info("started", socket="/x/y.sock")
    env = child_env(tmp_path, tmp_path / "d.sock")
    for n in ("999999999999999999999", str(2**63), "40"):
        r = subprocess.run([sys.executable, "-m", "mercuryctl", "logs", "-n", n], env=env,
                           capture_output=True, text=True, timeout=60)
        assert r.returncode == 0 and "Traceback" not in r.stderr, (n, r.stderr)
        assert "started" in r.stdout, (n, r.stdout)


def test_mercury_logs_with_a_negative_count_is_a_usage_error(tmp_path: Path) -> None:
    # The second probe: `mercury logs -n -5` printed nothing, as if the log were empty.
    import subprocess
    import sys

    from tests.conftest import child_env

    logs.setup(tmp_path / "logs" / "mercuryd.log", "info", stderr=False)
    logs.get("mercuryd").info("started", socket="/x/y.sock")
    env = child_env(tmp_path, tmp_path / "d.sock")
    for n in ("-5", "five"):
        r = subprocess.run([sys.executable, "-m", "mercuryctl", "logs", "-n", n], env=env,
                           capture_output=True, text=True, timeout=60)
        assert r.returncode == 2 and "Traceback" not in r.stderr, (n, r.stderr)
        assert "-n/--lines" in r.stderr and r.stdout == "", (n, r.stderr, r.stdout)
    r = subprocess.run([sys.executable, "-m", "mercuryctl", "logs", "-n", "0"], env=env,
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0 and r.stdout == ""
