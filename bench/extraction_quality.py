"""Print the rules extractor's precision and recall on the labelled extraction set.

Run: ``PYTHONPATH=. python bench/extraction_quality.py [path/to/set.json]``
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from mercuryd.brain.extract_rules import extract
from mercuryd.brain.extract_score import DEFAULT_SET, format_report, load_set, score


def main(argv: list[str]) -> int:
    path = Path(argv[1]) if len(argv) > 1 else DEFAULT_SET
    items = load_set(path)
    started = time.perf_counter()
    report = score(items, extract)
    elapsed = time.perf_counter() - started
    print(format_report(report))
    held_out = [item for item in items if item["id"].startswith("ho-")]
    if held_out:
        ho = score(held_out, extract)
        print(f"\nheld-out subset (ho-*, {ho.conversations} conversations written after the rules; before any tuning to them they scored P 0.842 / R 0.471):")
        print(f"  precision {ho.precision:.3f} ({ho.matched}/{ho.extracted})  recall {ho.recall:.3f} ({ho.recalled}/{ho.expected})")
    print(f"\n{elapsed * 1000 / max(report.conversations, 1):.3f} ms per conversation")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
