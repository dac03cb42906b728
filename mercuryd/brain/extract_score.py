"""Score an extractor against a labelled set of conversations.

A candidate matches an expected fact when the type is the same (a label may accept a
list of types where people would file the fact differently), every keyword occurs in
the summary (case-insensitive), every expected person is among the candidate's persons
(by name), and the expected attribute/value/polarity, where given, are equal. Matching
is one-to-one and maximal (the most candidates each paired with a label of its own). Recall counts at most ``max_facts`` expected
facts per conversation, since the extractor may keep no more than that. Persons are
scored on their own too: a company stored as a person is a person false positive.

Every stored summary is also judged on whether it **stands alone** (read months later,
out of its conversation): :func:`standalone_problems` lists what would make it
unreadable - a pronoun or place word with nothing to point to ("calls her", "fly the
family there"), a relative time frozen in place ("next week", "yesterday"), the request
or chit-chat around the fact ("so give them ideas", "please"), first-person leftovers.
The judge is deliberately independent of the extractor's own checks.

An item may say what must never be stored from it (``must_not``: words, matched case-insensitively in each stored
summary): a one-off task's numbers, a pasted log's lines, someone else's news. Those are listed apart.

Messages without a ``ts`` are read as sent at :data:`DEFAULT_TS`, so relative times
resolve the same way on every run.
"""

from __future__ import annotations

import datetime as dt
import json
import re
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mercuryd import wire
from mercuryd.brain.candidate import Candidate

Extractor = Callable[[Sequence[wire.Message]], list[Candidate]]
DEFAULT_SET = Path(__file__).resolve().parents[2] / "tests" / "data" / "extraction_set.json"
DEFAULT_TS = dt.datetime(2026, 1, 15, 12, 0, tzinfo=dt.UTC)


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
    standalone: int = 0
    not_standalone: list[tuple[str, str, str]] = field(default_factory=list)
    false_positives: list[tuple[str, str, str]] = field(default_factory=list)
    misses: list[tuple[str, str, str]] = field(default_factory=list)
    wrong_persons: list[tuple[str, str]] = field(default_factory=list)
    # an item's ``must_not``: words no stored summary of it may hold (the one-off task, a pasted log's lines, someone
    # else's news); each stored summary holding one is listed (id, the word, the summary), and counted apart from
    # the false positives, which it usually is too
    must_not_items: int = 0
    forbidden: list[tuple[str, str, str]] = field(default_factory=list)
    # a fold: one stored memory that holds two labelled facts ("User's name is Fatima; they are 34 years old",
    # "User lives in Erlangen with their wife Ursula"). The pairing above is one memory to one label, so the second label
    # counts as missed; ``recalled_folds`` also credits it (see :func:`holds`), capped as ``recalled`` is. Each credit
    # is listed (id, the memory, the label's key words) to be read.
    recalled_folds: int = 0
    fold_credits: list[tuple[str, str, str]] = field(default_factory=list)

    @property
    def precision(self) -> float:
        return self.matched / self.extracted if self.extracted else 1.0

    @property
    def recall_folds(self) -> float:
        """Recall with a label held by a memory paired with another label credited too (a fold)."""
        return self.recalled_folds / self.expected if self.expected else 0.0

    @property
    def recall(self) -> float:
        return self.recalled / self.expected if self.expected else 1.0

    @property
    def standalone_rate(self) -> float:
        """The share of stored summaries that stand alone (see :func:`standalone_problems`)."""
        return self.standalone / self.extracted if self.extracted else 1.0

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
    items: list[dict[str, Any]] = json.loads(path.read_text(encoding="utf-8"))
    return items


def matches(candidate: Candidate, expect: dict[str, Any]) -> bool:
    """Whether one candidate satisfies one expected fact."""
    types = expect["type"] if isinstance(expect["type"], list) else [expect["type"]]
    if candidate.type not in types:
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


def holds(candidate: Candidate, expect: dict[str, Any]) -> bool:
    """Whether a memory already paired with one label holds another as well (a fold), strictly: the label has key words
    and the memory has every one of them, names every person the label names, and is of the label's type, or the
    label names a person (the fold's second fact is about them: "User's wife is Ursula" held by "User lives in Erlangen
    with their wife Ursula"). A label that asks for an attribute, value or polarity is never credited this way."""
    keywords = expect.get("keywords", [])
    if not keywords or any(key in expect for key in ("attribute", "value", "polarity")):
        return False
    summary = candidate.summary.lower()
    if not all(k.lower() in summary for k in keywords):
        return False
    persons = expect.get("persons", [])
    names = {p.name.lower() for p in candidate.persons}
    if not all(p.lower() in names for p in persons):
        return False
    types = expect["type"] if isinstance(expect["type"], list) else [expect["type"]]
    return candidate.type in types or bool(persons)


def score(items: Iterable[dict[str, Any]], extractor: Extractor, *, max_facts: int = 3) -> Report:
    """Run the extractor over every conversation and count matches."""
    report = Report()
    for item in items:
        report.conversations += 1
        candidates = extractor(messages_of(item))
        expects: list[dict[str, Any]] = item["expect"]
        for expect in expects:
            report.count(_first_type(expect), "expected")
        pairs = _pair(candidates, expects)
        used = set(pairs.values())
        must_not: list[str] = item.get("must_not", [])
        if must_not:
            report.must_not_items += 1
        for candidate in candidates:
            report.forbidden += [(item["id"], w, candidate.summary) for w in must_not if w.lower() in candidate.summary.lower()]
        for n, candidate in enumerate(candidates):
            report.extracted += 1
            report.count(candidate.type, "extracted")
            problems = standalone_problems(candidate.summary)
            if problems:
                report.not_standalone.append((item["id"], candidate.summary, ", ".join(problems)))
            else:
                report.standalone += 1
            if n not in pairs:
                report.false_positives.append((item["id"], candidate.type, candidate.summary))
                continue
            report.matched += 1
            report.count(candidate.type, "matched")
        report.expected += min(len(expects), max_facts)
        report.recalled += min(len(used), max_facts)
        folded: dict[int, int] = {}
        for n in pairs:
            for j, expect in enumerate(expects):
                if j not in used and j not in folded and holds(candidates[n], expect):
                    folded[j] = n
        report.recalled_folds += min(len(used) + len(folded), max_facts)
        report.fold_credits += [(item["id"], candidates[n].summary, ", ".join(expects[j].get("keywords", [])))
                                for j, n in folded.items()]
        for i, expect in enumerate(expects):
            if i not in used and len(used) < min(len(expects), max_facts):
                report.misses.append((item["id"], _first_type(expect), ", ".join(expect.get("keywords", []))))
        _score_persons(report, item["id"], expects, candidates)
    return report


def _pair(candidates: Sequence[Candidate], expects: Sequence[dict[str, Any]]) -> dict[int, int]:
    """The most candidates matched one-to-one to expected facts (candidate index → expected index).

    Taking the first free expected fact for each candidate in turn undercounts: "User's son Kamau had malaria"
    takes the label "Kamau" and leaves nothing for "User's son Kamau is 7", though each has a label of its own.
    Augmenting paths (Kuhn) find the largest matching; candidates are tried in order, so it is deterministic."""
    fits = [[i for i, e in enumerate(expects) if matches(c, e)] for c in candidates]
    owner: dict[int, int] = {}  # expected index → candidate index

    def place(n: int, seen: set[int]) -> bool:
        for i in fits[n]:
            if i in seen:
                continue
            seen.add(i)
            if i not in owner or place(owner[i], seen):
                owner[i] = n
                return True
        return False

    for n in range(len(candidates)):
        place(n, set())
    return {n: i for i, n in owner.items()}


def messages_of(item: dict[str, Any]) -> list[wire.Message]:
    """The conversation of a labelled item, each message with a time (:data:`DEFAULT_TS` if none)."""
    out = []
    for m in item["messages"]:
        ts = dt.datetime.fromisoformat(m["ts"].replace("Z", "+00:00")) if m.get("ts") else DEFAULT_TS
        out.append(wire.Message(role=m["role"], content=m["content"], ts=ts))
    return out


def _first_type(expect: dict[str, Any]) -> str:
    t = expect["type"]
    return str(t[0] if isinstance(t, list) else t)


# ---------------------------------------------------------------------- standing alone

_RELATIONS_ANTECEDENT = (
    r"mom|mum|mother|dad|father|sister|brother|wife|husband|partner|girlfriend|boyfriend|son|daughter"
    r"|grandson|granddaughter|grandma|grandpa|grandmother|grandfather|boss|manager|coworker|colleague|friend"
    r"|roommate|advisor|aunt|uncle|cousin|niece|nephew|child|kid|baby|fianc\w*|neighbou?r|teacher|doctor"
    # what a grandparent or a step-parent is called at home
    r"|nan|nana|nanna|nanny|gran|granny|grandad|granddad|grandpa|grandma|gramps|grampa|gramma|grandparent|grandchild"
    r"|grandkid|auntie|aunty|step(?:mom|mum|dad|mother|father|son|daughter|sister|brother)"
)
_JUDGE: tuple[tuple[str, re.Pattern[str]], ...] = (
    # ("head of IT", "works in IT": the department, in capitals)
    ("dangling it", re.compile(r"\b(?!(?-i:IT)\b)(?:it|its|it's)\b", re.I)),
    ("dangling demonstrative", re.compile(
        r"\b(?:this|these|those)\b|\bthat\s*$|\bthat\s+(?:is|was|one|ones|thing|stuff|place|layout|way)\b"
        r"|\b(?:likes?|loves?|hates?|enjoys?|uses?|wants?|prefers?)\s+that\b", re.I)),
    ("place word", re.compile(r"\b(?:there|here)\b", re.I)),
    ("relative time", re.compile(
        r"\b(?:yesterday|today|tonight|tomorrow|ago|the other day|earlier today|later today|this morning"
        r"|last night|(?:next|last|this|coming|past)\s+(?:week|weekend|month|year|spring|summer|fall|autumn"
        r"|winter|semester|term|(?:mon|tues|wednes|thurs|fri|satur|sun)day))\b(?!\s+of\s+(?:every|each)\b)", re.I)),
    ("request or filler", re.compile(
        r"\b(?:you|your|yours|please|pls|thanks|thank|lol|haha|ugh|btw)\b|\bso (?:give|tell|show|help|suggest)\b"
        r"|\b(?:can|could|would) (?:they|user) (?:give|tell|show|help|suggest)|\?\s*$", re.I)),
    ("first person", re.compile(r"(?<![\w-])(?:I|I'm|I've|I'd|me|my|mine|myself)\b(?!-)")),
)
# (a pronoun set named, "User's pronouns are she/her", points at no one)
_PERSON_PRONOUN = re.compile(r"(?<!/)\b(?:he|him|his|himself|she|her|hers|herself)\b(?!/)", re.I)
_WEEKDAY = re.compile(r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b(?!s)", re.I)


def standalone_problems(summary: str) -> list[str]:
    """Why a stored summary could not be read on its own months later (empty: it can).

    A "he/she/her/his" counts as resolved when a relation word or a capitalised name
    (other than the leading "User") comes before it in the summary; a weekday counts
    as a frozen relative time unless a date (a number) follows it or it names a
    recurring day ("every Tuesday and Thursday", "on Fridays", "Monday mornings").
    """
    problems = [name for name, pattern in _JUDGE if pattern.search(summary)]
    for m in _PERSON_PRONOUN.finditer(summary):
        before = summary[: m.start()]
        named = re.search(r"\b(?:" + _RELATIONS_ANTECEDENT + r")\b", before, re.I) or any(
            w[:1].isupper() and w not in {"User", "User's"} for w in before.split()[1:]
        )
        if not named:
            problems.append("dangling he/she")
            break
    for m in _WEEKDAY.finditer(summary):
        before = summary[max(0, m.start() - 20) : m.start()].lower()
        dated = re.match(r",?\s*\d", summary[m.end() :])
        recurring = re.search(r"\b(?:every|each|most)\b[\w ,]*$", before) or re.match(
            r"(?:,?\s+(?:and\s+|or\s+)?\w+day)*\s+(?:mornings|evenings|nights|afternoons)\b", summary[m.end() :]) or re.match(
            r"\s+of\s+(?:each|every|the)\s+month\b", summary[m.end() :])  # "the first Monday of each month"
        if not dated and not recurring:
            problems.append("bare weekday")
            break
    if len(summary.split()) < 3:
        problems.append("too short")
    return problems


def _score_persons(report: Report, item_id: str, expects: list[dict[str, Any]], candidates: list[Candidate]) -> None:
    wanted = {p.lower() for e in expects for p in e.get("persons", [])}
    # People known only by relation ("Mom" for "my mom") are right by construction: not scored.
    got = {p.name.lower() for c in candidates for p in c.persons if p.name.lower() != (p.relation or "").lower()}
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
        f"recall, folds credited {report.recall_folds:.3f} ({report.recalled_folds}/{report.expected}: a label held by a memory"
        f" paired with another, {len(report.fold_credits)} such labels)",
        f"persons   precision {report.person_precision:.3f} recall {report.person_recall:.3f}",
        f"standalone {report.standalone_rate:.3f} ({report.standalone}/{report.extracted} stored summaries stand alone)",
    ]
    if report.must_not_items:
        lines.append(f"must_not  {len({(i, s) for i, _, s in report.forbidden})} stored summaries hold a word their conversation forbids"
                     f" ({report.must_not_items} conversations say what must not be stored)")
    lines += [
        "",
        f"{'type':<14}{'expected':>9}{'extracted':>10}{'matched':>9}",
    ]
    for type_, counts in sorted(report.by_type.items()):
        lines.append(f"{type_:<14}{counts['expected']:>9}{counts['extracted']:>10}{counts['matched']:>9}")
    if report.false_positives:
        lines += ["", "false positives:"] + [f"  {i}: [{t}] {s}" for i, t, s in report.false_positives]
    if report.misses:
        lines += ["", "misses:"] + [f"  {i}: [{t}] {k}" for i, t, k in report.misses]
    if report.fold_credits:
        lines += ["", "labels held by a memory paired with another (a fold; credited only in 'recall, folds credited'):"] + [
            f"  {i}: {s} [{k}]" for i, s, k in report.fold_credits]
    if report.not_standalone:
        lines += ["", "summaries that do not stand alone:"] + [
            f"  {i}: {s} [{why}]" for i, s, why in report.not_standalone
        ]
    if report.wrong_persons:
        lines += ["", "wrong persons:"] + [f"  {i}: {n}" for i, n in report.wrong_persons]
    if report.forbidden:
        lines += ["", "stored what must not be:"] + [f"  {i}: {s} [{w}]" for i, w, s in report.forbidden]
    return "\n".join(lines)
