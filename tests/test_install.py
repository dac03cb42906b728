"""The README's first command, exactly as written, in a fresh copy of the checkout.

``python3 -m venv .venv && .venv/bin/pip install . && .venv/bin/mercuryd`` must leave a
daemon answering on its socket, with a fresh ``HOME``: what a new user does first.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import tempfile
import time
from pathlib import Path

import pytest
from markdown_it import MarkdownIt

from tests.conftest import REPO


def readme_install_command() -> str:
    tokens = MarkdownIt("commonmark").parse((REPO / "README.md").read_text(encoding="utf-8"))
    [cmd] = [t.content.strip() for t in tokens if t.type == "fence" and "pip install . &&" in t.content]
    return cmd


@pytest.mark.slow
def test_readme_install_and_run() -> None:
    cmd = readme_install_command()
    assert cmd.endswith(".venv/bin/mercuryd")
    root = Path(tempfile.mkdtemp(prefix="mri-", dir="/tmp"))
    try:
        checkout = root / "mercuryd"
        files = subprocess.run(["git", "ls-files", "-z"], cwd=REPO, capture_output=True, check=True).stdout
        for name in filter(None, files.decode().split("\0")):  # what a clone holds, as it is now
            if (REPO / name).is_file():
                (checkout / name).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(REPO / name, checkout / name)
        home, runtime = root / "home", root / "rt"
        home.mkdir()
        runtime.mkdir(mode=0o700)
        env = {k: v for k, v in os.environ.items()
               if k not in ("PYTHONPATH", "VIRTUAL_ENV", "MERCURY_HOME", "MERCURY_SOCKET")}
        env.update(HOME=str(home), XDG_RUNTIME_DIR=str(runtime))
        proc = subprocess.Popen(["bash", "-c", cmd], cwd=checkout, env=env, stdout=subprocess.PIPE,
                                stderr=subprocess.STDOUT, text=True, start_new_session=True)
        sock = runtime / "mercury" / "mercuryd.sock"
        deadline = time.monotonic() + 900  # pip downloads and builds first
        try:
            while not sock.exists():
                assert proc.poll() is None, proc.stdout.read() if proc.stdout else ""
                assert time.monotonic() < deadline, "mercuryd did not start"
                time.sleep(0.5)
            status = subprocess.run([str(checkout / ".venv" / "bin" / "mercuryctl"), "status", "--json"],
                                    env=env, capture_output=True, text=True, timeout=60)
            assert status.returncode == 0, status.stderr
            got = json.loads(status.stdout)
            assert got["mode"] == "second_brain"
            assert got["db_path"] == str(home / ".mercury" / "memory" / "second-brain" / "second-brain.db")
        finally:
            os.killpg(proc.pid, signal.SIGTERM)
            proc.wait(30)
    finally:
        shutil.rmtree(root, ignore_errors=True)
