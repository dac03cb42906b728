"""``mercury logs``: the daemon's JSON-lines log, readable."""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections import deque
from pathlib import Path

from mercuryd.paths import home_dir, log_path

LEVEL_MARK = {"debug": "DBG", "info": "INF", "warning": "WRN", "error": "ERR", "critical": "CRT"}


def render(line: str) -> str:
    """One JSON log record as ``time level event key=value …``."""
    try:
        rec = json.loads(line)
    except ValueError:
        return line.rstrip("\n")
    if not isinstance(rec, dict):
        return line.rstrip("\n")
    when = str(rec.pop("timestamp", ""))[:23].replace("T", " ")
    level = LEVEL_MARK.get(str(rec.pop("level", "")), "   ")
    event = rec.pop("event", "")
    exc = rec.pop("exception", None)
    rest = " ".join(f"{k}={v}" for k, v in rec.items() if v is not None)
    text = f"{when} {level} {event}" + (f"  {rest}" if rest else "")
    if exc:
        text += "\n" + str(exc)
    return text


def show(a: argparse.Namespace) -> int:
    path: Path = log_path(home_dir(os.environ.get("MERCURY_HOME")))
    if not path.exists():
        print(f"mercuryctl: no log yet at {path} (has mercuryd run with this home?)", file=sys.stderr)
        return 1
    with path.open(encoding="utf-8", errors="replace") as fh:
        for line in deque(fh, maxlen=max(0, min(a.lines, sys.maxsize))):  # -n beyond any file: all of it
            print(render(line))
        if not a.follow:
            return 0
        try:
            while True:
                line = fh.readline()
                if line:
                    print(render(line), flush=True)
                    continue
                time.sleep(0.25)
                if path.exists() and path.stat().st_size < fh.tell():  # rotated
                    fh.close()
                    fh = path.open(encoding="utf-8", errors="replace")
        except KeyboardInterrupt:
            return 0
