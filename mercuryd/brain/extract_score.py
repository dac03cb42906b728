"""Score an extractor against a labelled set of conversations.

A candidate matches an expected fact when the type is the same, every keyword occurs in
the summary (case-insensitive), every expected person is among the candidate's persons
(by name), and the expected attribute/value/polarity, where given, are equal. Matching
is one-to-one and greedy in expected order. Recall counts at most ``max_facts`` expected
facts per conversation, since the extractor may keep no more than that. Persons are
scored on their own too: a company stored as a person is a person false positive.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mercuryd import wire
from mercuryd.brain.candidate import Candidate

Extractor = Callable[[Sequence[wire.Message]], list[Candidate]]
DEFAULT_SET = Path(__file__).resolve().parents[2] / "tests" / "data" / "extraction_set.json"


@dataclass(slots=True)
class Report:
    """Counts and the mistakes behind them, for printing and for assertions."""

    conversations: int = 0
    extracted: int = 0
    matched: int = 0
    expected: int = 0
    recalled: int = 0
    person_extracted: int = 0
    person_correct: int = 0
    person_expected: int = 0
    by_type: dict[str, Counter[str]] = field(default_factory=dict)
    false_positives: list[tuple[str, str, str]] = field(default_factory=list)
    misses: list[tuple[str, str, str]] = field(default_factory=list)
    wrong_persons: list[tuple[str, str]] = field(default_factory=list)

    @property
    def precision(self) -> float:
        return self.matched / self.extracted if self.extracted else 1.0

    @property
    def recall(self) -> float:
        return self.recalled / self.expected if self.expected else 1.0

    @property
    def person_precision(self) -> float:
        return self.person_correct / self.person_extracted if self.person_extracted else 1.0

    @property
    def person_recall(self) -> float:
        return self.person_correct / self.person_expected if self.person_expected else 1.0

    def count(self, type_: str, what: str) -> None:
        self.by_type.setdefault(type_, Counter())[what] += 1


def load_set(path: Path = DEFAULT_SET) -> list[dict[str, Any]]:
    """The labelled conversations, as written in the JSON file."""
    return json.loads(path.read_text(encoding="utf-8"))


def matches(candidate: Candidate, expect: dict[str, Any]) -> bool:
    """Whether one candidate satisfies one expected fact."""
    if candidate.type != expect["type"]:
        return False
    summary = candidate.summary.lower()
    if not all(k.lower() in summary for k in expect.get("keywords", [])):
        return False
    names = {p.name.lower() for p in candidate.persons}
    if not all(p.lower() in names for p in expect.get("persons", [])):
        return False
    for key in ("attribute", "value", "polarity"):
        if key in expect and getattr(candidate, key) != expect[key]:
            return False
    return True


def score(items: Iterable[dict[str, Any]], extractor: Extractor, *, max_facts: int = 3) -> Report:
    """Run the extractor over every conversation and count matches."""
    report = Report()
    for item in items:
        report.conversations += 1
        messages = [wire.Message(role=m["role"], content=m["content"]) for m in item["messages"]]
        candidates = extractor(messages)
        expects: list[dict[str, Any]] = item["expect"]
        used: set[int] = set()
        for expect in expects:
            report.count(expect["type"], "expected")
        for candidate in candidates:
            report.extracted += 1
            report.count(candidate.type, "extracted")
            hit = next((i for i, e in enumerate(expects) if i not in used and matches(candidate, e)), None)
            if hit is None:
                report.false_positives.append((item["id"], candidate.type, candidate.summary))
                continue
            used.add(hit)
            report.matched += 1
            report.count(candidate.type, "matched")
        report.expected += min(len(expects), max_facts)
        report.recalled += min(len(used), max_facts)
        for i, expect in enumerate(expects):
            if i not in used and len(used) < min(len(expects), max_facts):
                report.misses.append((item["id"], expect["type"], ", ".join(expect.get("keywords", []))))
        _score_persons(report, item["id"], expects, candidates)
    return report


def _score_persons(report: Report, item_id: str, expects: list[dict[str, Any]], candidates: list[Candidate]) -> None:
    wanted = {p.lower() for e in expects for p in e.get("persons", [])}
    got = {p.name.lower() for c in candidates for p in c.persons}
    report.person_expected += len(wanted)
    report.person_extracted += len(got)
    report.person_correct += len(wanted & got)
    report.wrong_persons.extend((item_id, name) for name in sorted(got - wanted))


def format_report(report: Report) -> str:
    """A plain-text table of the scores, per type, and every mistake."""
    lines = [
        f"conversations {report.conversations}",
        f"precision {report.precision:.3f} ({report.matched}/{report.extracted})",
        f"recall    {report.recall:.3f} ({report.recalled}/{report.expected}, at most 3 per conversation)",
        f"persons   precision {report.person_precision:.3f} recall {report.person_recall:.3f}",
        "",
        f"{'type':<14}{'expected':>9}{'extracted':>10}{'matched':>9}",
    ]
    for type_, counts in sorted(report.by_type.items()):
        lines.append(f"{type_:<14}{counts['expected']:>9}{counts['extracted']:>10}{counts['matched']:>9}")
    if report.false_positives:
        lines += ["", "false positives:"] + [f"  {i}: [{t}] {s}" for i, t, s in report.false_positives]
    if report.misses:
        lines += ["", "misses:"] + [f"  {i}: [{t}] {k}" for i, t, k in report.misses]
    if report.wrong_persons:
        lines += ["", "wrong persons:"] + [f"  {i}: {n}" for i, n in report.wrong_persons]
    return "\n".join(lines)
