"""Plain statements of a life: does the rules extractor keep what a person says of themselves?

    PYTHONPATH=. python bench/plain_statements.py [-v]

``bench/data/plain_statements.json`` holds five sets written afresh in rounds (2026-12-02): each
was run once on the code of its day before the rules written for it (the figures in
docs/extraction.md, "Plain statements of a life"), so the sets are development data now. For
each set it prints the facts kept of those expected (a statement expecting any fact, or a
message expecting each of its keywords in some stored summary), the statements expected to
hold nothing that stored something, and facts stored beyond what was expected. ``-v`` lists
the misses.

The cost line is extraction time per message against tokenising the same messages in the
same run (a ratio, so a busy machine reads the same).
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mercuryd import wire
from mercuryd.brain import text
from mercuryd.brain.extract_rules import extract

DATA = Path(__file__).resolve().parent / "data" / "plain_statements.json"
SAID = dt.datetime(2026, 5, 19, 22, 30, tzinfo=dt.UTC)


def found(keyword: str, summaries: list[str]) -> bool:
    return any(all(w in s for w in keyword.split("+")) for s in summaries)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("-v", "--verbose", action="store_true", help="list what was missed or stored beyond the labels")
    a = ap.parse_args()
    sets = json.loads(DATA.read_text())["sets"]
    for s in sets:
        kept = expected = junk = empty = extra = 0
        for item in s["items"]:
            summaries = [f.summary.lower() for f in extract([wire.Message(role="user", content=item["text"], ts=SAID)])]
            want = item["expect"]
            if want is None:  # any fact
                expected += 1
                kept += bool(summaries)
                if not summaries and a.verbose:
                    print(f"  {s['name']} missed: {item['text']}")
            elif not want:  # nothing to keep
                empty += 1
                junk += bool(summaries)
                if summaries and a.verbose:
                    print(f"  {s['name']} junk: {item['text']} -> {summaries}")
            else:
                for k in want:
                    expected += 1
                    kept += found(k, summaries)
                    if not found(k, summaries) and a.verbose:
                        print(f"  {s['name']} missed {k!r}: {item['text']}")
                extra += sum(1 for x in summaries if not any(found(k, [x]) for k in want))
        line = f"{s['name']}: kept {kept}/{expected} = {kept / expected:.3f}"
        if empty:
            line += f"; of {empty} holding nothing, {junk} stored something"
        if extra:
            line += f"; {extra} stored beyond the labels"
        print(f"{line}   ({s['about']})")
    messages = [[wire.Message(role="user", content=i["text"], ts=SAID)] for s in sets for i in s["items"]]
    t0 = time.perf_counter()
    for m in messages:
        text.words(m[0].content or "")
    base = time.perf_counter() - t0
    t0 = time.perf_counter()
    for m in messages:
        extract(m)
    took = time.perf_counter() - t0
    print(f"extraction: {took / len(messages) * 1000:.3f} ms per message = {took / max(base, 1e-9):.1f}x tokenising the same messages")


if __name__ == "__main__":
    main()
