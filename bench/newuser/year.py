"""Feed new users' years (bench/newuser/personas.py) to a running mercuryd through mercuryctl, then print
the store and what recall injects for each persona's later messages.

Start a daemon on a home of its own first (not your real one), with the dashboard off or on a free port:

    python3 -m venv /tmp/nu2/.venv && /tmp/nu2/.venv/bin/pip install -q .
    mkdir -m 700 -p /tmp/nu2/home/run /tmp/nu2/home/.mercury
    printf 'dashboard:\\n  enabled: false\\n' > /tmp/nu2/home/.mercury/mercury.yaml
    export HOME=/tmp/nu2/home XDG_RUNTIME_DIR=/tmp/nu2/home/run PATH=/tmp/nu2/.venv/bin:$PATH
    setsid mercuryd > /tmp/nu2/daemon.log 2>&1 &
    python bench/newuser/year.py dylan      # or: ada, tomas, priya, kwame, andrzej; one persona per daemon home (both are "User")

``--no-feed`` prints the store and recall again without ingesting.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from personas import PERSONAS


def ctl(*args: str, stdin: str | None = None) -> str:
    done = subprocess.run(["mercuryctl", *args], input=stdin, capture_output=True, text=True, check=False)
    return done.stdout + (done.stderr if done.returncode else "")


def feed(name: str, conversations: list[tuple[str, list[str]]]) -> None:
    for i, (day, lines) in enumerate(conversations, 1):
        messages = []
        for j, text in enumerate(lines):
            ts = f"{day}T19:{j:02d}:00Z"
            messages += [{"role": "user", "content": text, "ts": ts},
                         {"role": "assistant", "content": "Sure.", "ts": ts}]
        body = {"messages": messages, "conversation_id": f"{name}-{i:02d}", "channel": "cli"}
        print(f"--- {name}-{i:02d} {day}")
        print(ctl("ingest", "-", stdin=json.dumps(body)).strip())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("persona", choices=sorted(PERSONAS))
    parser.add_argument("--no-feed", action="store_true")
    args = parser.parse_args()
    conversations, keep, probes = PERSONAS[args.persona]
    if not args.no_feed:
        feed(args.persona, conversations)
    print("=== live (mercuryctl list)")
    print(ctl("list", "--scope", "all", "--limit", "200"))
    print("=== with superseded")
    print(ctl("list", "--scope", "all", "--include-superseded", "--limit", "200"))
    print("=== persons")
    print(ctl("persons"))
    print("=== what a careful person keeps live")
    print("\n".join(f"  - {k}" for k in keep))
    for probe in probes:
        print(f"=== recall: {probe}")
        print(ctl("recall", probe))


if __name__ == "__main__":
    main()
