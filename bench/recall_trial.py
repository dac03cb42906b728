"""A recall trial through the real daemon: a persona's conversations, then the messages an agent would get.

    PYTHONPATH=. python bench/recall_trial.py [--trial c13] [--json]

The conversations are the ``<trial>-*`` items of tests/data/extraction_set.json, each
ingested (``brain.ingest``, one ``conversation_id`` each) into a fresh store of the real
mercuryd in order, with its messages' own times; then each message of
``bench/data/recall_trial_<trial>.json`` is a ``brain.recall`` with the defaults, as
``mercuryctl recall`` sends it. Prints what is injected for each message (the context block, as the agent gets it) beside the
note of what a person would want injected and what would mislead, and the live
memories the store ends with. The judging (right / partly / wrong) is by hand: this
prints, it does not score (docs/recall.md, "A fourth recall trial").
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from bench._corpus import start_daemon  # noqa: E402


def conversations(trial: str) -> list[dict[str, Any]]:
    items = json.loads((REPO / "tests" / "data" / "extraction_set.json").read_text(encoding="utf-8"))
    chosen = [i for i in items if i["id"].startswith(f"{trial}-")]
    return sorted(chosen, key=lambda i: i["messages"][0].get("ts") or "")


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--trial", default="c13")
    ap.add_argument("--json", action="store_true", help="print one JSON document instead of text")
    a = ap.parse_args(argv[1:])
    trial = json.loads((REPO / "bench" / "data" / f"recall_trial_{a.trial}.json").read_text(encoding="utf-8"))
    from mercuryctl.transport import Connection

    out: dict[str, Any] = {"recalls": [], "live": []}
    with tempfile.TemporaryDirectory() as tmp:
        home, sock = Path(tmp) / "home", Path(tmp) / "d.sock"
        home.mkdir()
        proc = start_daemon(home, sock, settle=False)
        try:
            with Connection(sock) as conn:
                for item in conversations(a.trial):
                    conn.call("brain.ingest", {"messages": item["messages"], "conversation_id": item["id"]})
                deadline = time.monotonic() + 120
                while time.monotonic() < deadline:  # every vector written before recall
                    sem = conn.call("brain.status", {}).get("semantic") or {}
                    if sem.get("state") in ("ready", "failed", "off", None) and not sem.get("backfill_left"):
                        break
                    time.sleep(0.1)
                for m in trial["messages"]:
                    r = conn.call("brain.recall", {"query": m["text"]})
                    out["recalls"].append({"text": m["text"], "want": m["want"], "misleading": m["misleading"],
                                           "injected": [ln for ln in r["context"].splitlines() if ln.strip()]})
                page = conn.call("memory.list", {"limit": 200, "scope": "all"})
                out["live"] = [f"[{x['type']}] {x['summary']}" for x in page["items"]]
        finally:
            proc.terminate()
            proc.wait(10)
    if a.json:
        print(json.dumps(out, indent=1, ensure_ascii=False))
        return 0
    for i, r in enumerate(out["recalls"], 1):
        print(f"{i:>2}. {r['text'].splitlines()[0]}")
        print(f"    want: {r['want']}\n    misleading: {r['misleading']}")
        for s in r["injected"] or ["(nothing)"]:
            print(f"    -> {s}")
    print(f"\nlive memories ({len(out['live'])}):")
    for s in out["live"]:
        print(f"  {s}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
