"""A new user's year (tests/data/newuserN.json) through the real daemon, a turn at a time, on a clock the driver moves.

For each year: ``mercuryd`` on a temp home and socket, started by its own ``Daemon`` with a clock read from a file
(``MERCURY_FAKE_CLOCK``, written by this driver before each call), ``mercuryctl ingest -`` a turn at a time (the
conversation as it grew, each message with its own time, the clock a minute after the turn), ``mercuryctl recall --json``
for each check at 21:00 local on its day (after that day's conversation, before the next one), and ``mercuryctl list
--scope all --include-superseded --json`` at the end. The figures are tests/newuser.py's (``has``, ``passed``): a
memory dismissed (asked to be forgotten) or superseded is not live.

    PYTHONPATH=$PWD python bench/newuser/daemon_year.py tests/data/newuser17.json [name ...]

The semantic stage's deadline is set to 10 s in the daemon's config (as tests/newuser.py's harness sets it), and each
check waits until the daemon's sentence model is loaded and every memory has its vector (``brain.status``'s
``semantic``), so a loaded machine, or a fast one, does not change what is recalled: the model loads in the background
after start, and a year fed in a second had asked its first checks before any memory had a vector (CI on 03fc5d7 lost
newuser20's "I want cigarette so much today" check that way; every slower run had passed).
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from tests import newuser  # noqa: E402

# The daemon, its clock read from a file: run as ``python -c LAUNCH <mercuryd args>``.
LAUNCH = """
import os, sys
from mercuryd import daemon as d

class FileClock:
    def __init__(self, path):
        self.path = path
    def now(self):
        with open(self.path) as f:
            return float(f.read())

_init = d.Daemon.__init__
def _with_clock(self, home, sock, config, clock=None):
    _init(self, home, sock, config, FileClock(os.environ["MERCURY_FAKE_CLOCK"]))
d.Daemon.__init__ = _with_clock
sys.exit(d.main(sys.argv[1:]))
"""


class Run:
    def __init__(self, root: Path) -> None:
        self.home, self.sock, self.clock = root / "home", root / "run" / "d.sock", root / "clock"
        self.home.mkdir(mode=0o700, parents=True)
        (self.home / "mercury.yaml").write_text("dashboard: {enabled: false}\n"
                                                "memory: {secondBrain: {retrieval: {semanticDeadlineMs: 10000}}}\n")
        self.env = dict(os.environ, MERCURY_HOME=str(self.home), MERCURY_SOCKET=str(self.sock),
                        MERCURY_FAKE_CLOCK=str(self.clock))
        self.env.pop("XDG_RUNTIME_DIR", None)
        self.env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")]))
        self.set(dt.datetime(2026, 1, 1, tzinfo=dt.UTC))
        self.err = (root / "mercuryd.stderr").open("ab")
        self.proc = subprocess.Popen([sys.executable, "-c", LAUNCH], env=self.env, stdout=subprocess.DEVNULL,
                                     stderr=self.err)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"mercuryd exited {self.proc.returncode}: "
                                   f"{(root / 'mercuryd.stderr').read_text(errors='replace')[-2000:]}")
            try:
                with socket.socket(socket.AF_UNIX) as s:
                    s.connect(str(self.sock))
                return
            except OSError:
                time.sleep(0.1)
        raise TimeoutError("mercuryd did not start")

    def semantic_ready(self, timeout: float = 120.0) -> None:
        """Wait until the sentence model is loaded and no memory is left to embed (or recall by meaning is off)."""
        deadline = time.monotonic() + timeout
        while True:
            semantic = json.loads(self.ctl("status", "--json")).get("semantic") or {}
            if semantic.get("state") in {"off", "failed"} or (semantic.get("state") == "ready"
                                                              and semantic.get("backfill_left") == 0):
                return
            if time.monotonic() > deadline:
                raise TimeoutError(f"the semantic index is not ready: {semantic}")
            time.sleep(0.05)

    def set(self, when: dt.datetime) -> None:
        self.clock.write_text(repr(when.timestamp()))

    def ctl(self, *args: str, stdin: str | None = None) -> str:
        done = subprocess.run([sys.executable, "-m", "mercuryctl", *args, "--timeout", "120"], input=stdin,
                              capture_output=True, text=True, env=self.env, check=False)
        if done.returncode:
            raise RuntimeError(f"mercuryctl {args[0]}: {done.stdout}{done.stderr}")
        return done.stdout

    def stop(self) -> None:
        self.proc.send_signal(signal.SIGTERM)
        try:
            self.proc.wait(30)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        self.err.close()


def _tz(year: dict[str, Any], day: str) -> dt.tzinfo:
    """The offset of the day's first turn (a check is asked in the user's own evening)."""
    offsets = [dt.datetime.fromisoformat(t["at"]).tzinfo for c in year["conversations"] for t in c["turns"]]
    before = [dt.datetime.fromisoformat(t["at"]).tzinfo for c in year["conversations"] for t in c["turns"]
              if c["day"] <= day]
    return (before or offsets)[-1] or dt.UTC


def live_year(name: str, year: dict[str, Any], root: Path) -> newuser.Year:
    run = Run(root)
    try:
        pending = sorted(year["checks"], key=lambda c: c[0])
        asked: list[tuple[newuser.Check, list[str]]] = []

        def ask(check: list[Any]) -> None:
            day, message, bring, avoid = check
            run.set(dt.datetime.fromisoformat(f"{day}T21:00:00").replace(tzinfo=_tz(year, day)))
            run.ctl("consolidate")
            run.semantic_ready()
            answer = json.loads(run.ctl("recall", "--json", message))
            got = [m["summary"] for m in answer.get("memories", [])]
            if not got and answer.get("context"):
                got = [line for line in answer["context"].splitlines() if line and not line.startswith("<")]
            asked.append(((day, message, list(bring), list(avoid)), got))

        for i, conv in enumerate(year["conversations"], 1):
            while pending and pending[0][0] < conv["day"]:
                ask(pending.pop(0))
            # consolidation before the day's talk, at its first turn's time, as tests/newuser.py runs it: the plans whose
            # day has come made current, the states and events whose time is over ended (the daemon's own timer may run
            # it too, at the same clock, to the same end; called here, the year no longer rests on when that timer wakes)
            run.set(dt.datetime.fromisoformat(conv["turns"][0]["at"]))
            run.ctl("consolidate")
            messages: list[dict[str, str]] = []
            for turn in conv["turns"]:
                at = dt.datetime.fromisoformat(turn["at"])
                messages += [{"role": "user", "content": turn["text"], "ts": at.isoformat()},
                             {"role": "assistant", "content": "Sure.",
                              "ts": (at + dt.timedelta(minutes=1)).isoformat()}]
                run.set(at + dt.timedelta(minutes=1))
                run.ctl("ingest", "-", stdin=json.dumps({"messages": messages, "conversation_id": f"{name}-{i:02d}",
                                                         "channel": "cli"}))
            while pending and pending[0][0] == conv["day"]:
                ask(pending.pop(0))
        while pending:
            ask(pending.pop(0))
        rows: list[dict[str, Any]] = []
        cursor: str | None = None
        while True:
            args = ["list", "--json", "--scope", "all", "--include-superseded", "--limit", "200"]
            page = json.loads(run.ctl(*args, *(["--cursor", cursor] if cursor else [])))
            rows += page.get("memories", page.get("items", []))
            cursor = page.get("next_cursor") or page.get("cursor")
            if not cursor:
                break
    finally:
        run.stop()
    # (what the user said, not what consolidation derives from it: a reflection quotes memories, and the labels are of facts;
    # a time over moves a state or an event to the subconscious as "over", history as in tests/newuser.py)
    rows = [r for r in rows if r.get("type") != "reflection"]
    live = [r["summary"] for r in rows if r.get("superseded_by") is None and not r.get("dismissed") and r.get("reason") != "over"]
    return newuser.Year(live=live, stored=[r["summary"] for r in rows], checks=asked)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("data", type=Path)
    parser.add_argument("names", nargs="*")
    args = parser.parse_args()
    data = json.loads(args.data.read_text(encoding="utf-8"))
    names = args.names or [k for k in data if k != "_"]
    with tempfile.TemporaryDirectory(prefix="nuyear") as d:
        for name in names:
            year = live_year(name, data[name], Path(d) / name)
            print(newuser.figures(name, newuser.from_json(data[name]), year), flush=True)


if __name__ == "__main__":
    main()
