"""A new user's year through a real Brain, a turn at a time: the harness of tests/test_newuser8.py and after.

A year is its conversations and, written with them before anything ran on them, what a careful person expects of it
(``Persona``: ``keep``, ``gone``, ``never``, ``checks``; the meaning of each in tests/test_newuser8.py's docstring). A
conversation is read as the hooks read it: it grows a turn at a time and each turn is ingested with what came before
(the same ``conversation_id``), the fake clock at that turn; each check is asked at its day's evening.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from mercuryd import wire
from mercuryd.brain import expiry, plans
from mercuryd.brain.clock import FakeClock
from mercuryd.brain.service import Brain
from mercuryd.config import SecondBrain
from mercuryd.store.db import open_store

Conversation = tuple[str, list[str]]
Check = tuple[str, str, list[str], list[str]]
Expect = list[tuple[str, list[str]]]


@dataclass(frozen=True)
class Persona:
    conversations: list[Conversation]
    keep: Expect
    gone: Expect
    never: Expect
    checks: list[Check]


@dataclass
class Year:
    live: list[str]
    stored: list[str]  # every memory, ended ones too
    checks: list[tuple[Check, list[str]]] = field(default_factory=list)


def from_json(year: dict[str, Any]) -> Persona:
    """A year as a tests/data/*.json file writes it: conversations of {"day", "turns": [{"text", …}]} or [day, [text, …]],
    and keep, gone and never as [label, [words]], checks as [day, message, bring, avoid]."""
    def expect(rows: list[list[Any]]) -> Expect:
        return [(label, list(words)) for label, words in rows]

    def turns(said: list[Any]) -> list[str]:
        return [t["text"] if isinstance(t, dict) else t for t in said]

    conversations: list[Conversation] = [(c["day"], turns(c["turns"])) if isinstance(c, dict) else (c[0], turns(c[1]))
                                         for c in year["conversations"]]
    checks: list[Check] = [(day, message, list(bring), list(avoid)) for day, message, bring, avoid in year["checks"]]
    return Persona(conversations, expect(year["keep"]), expect(year["gone"]), expect(year["never"]), checks)


def has(summary: str, words: list[str]) -> bool:
    """Every word of ``words`` is in ``summary`` (a word "a|b" is either; case ignored)."""
    s = summary.lower()
    return all(any(alt.lower() in s for alt in w.split("|")) for w in words)


def run(name: str, persona: Persona, db: Path) -> Year:
    """Feed ``persona``'s year to a Brain on ``db`` a turn at a time; recall each check at its day's evening."""
    cfg = SecondBrain()
    cfg.retrieval.semantic_deadline_ms = 10_000.0
    clock = FakeClock()
    brain = Brain(open_store(db), clock, cfg)
    # (the sentence model loaded before the first turn, as in a whole run of the suite, where an earlier test has loaded it:
    # a year run alone wrote its first turns before the model was up, and its memories differed from the suite's)
    assert brain.semantic is not None and brain.semantic.wait_loaded()
    pending = sorted(persona.checks, key=lambda c: c[0])
    asked: list[tuple[Check, list[str]]] = []
    for i, (day, lines) in enumerate(persona.conversations, 1):
        while pending and pending[0][0] < day:
            asked.append(_ask(brain, clock, pending.pop(0)))
        at = dt.datetime.fromisoformat(f"{day}T19:00:00+00:00")
        _plans_due(brain, at.timestamp())
        messages: list[wire.Message] = []
        for j, text in enumerate(lines):
            when = at + dt.timedelta(minutes=2 * j)
            messages += [wire.Message(role="user", content=text, ts=when),
                         wire.Message(role="assistant", content="Sure.", ts=when + dt.timedelta(minutes=1))]
            clock.t = (when + dt.timedelta(minutes=1)).timestamp()
            brain.ingest(wire.IngestParams(conversation_id=f"{name}-{i:02d}", messages=list(messages)))
        while pending and pending[0][0] == day:
            asked.append(_ask(brain, clock, pending.pop(0)))
    while pending:  # a check after the year's last conversation
        asked.append(_ask(brain, clock, pending.pop(0)))
    rows = list(brain.store.all_memories())
    # (what the user asked to be forgotten is dismissed: never recalled again, so not live)
    # (a state or an event whose time is over is moved to the subconscious as "over": history, no longer how things are)
    year = Year(live=[r.summary for r in rows if r.superseded_by is None and not r.dismissed and r.reason != "over"],
                stored=[r.summary for r in rows],
                checks=asked)
    brain.store.close()
    return year


def _plans_due(brain: Brain, now: float) -> None:
    """The plans whose day has come by ``now`` made current, and the states and events whose time is over moved to the
    subconscious, as the daemon's consolidation timer does before a day's talk (mercuryd/brain/consolidate.py)."""
    for plan_id in plans.due(brain.store, now):
        with brain.store.transaction():
            plans.enact(brain, plan_id, now)
    for memory_id in expiry.due(brain.store, now):
        with brain.store.transaction():
            expiry.end(brain.store, memory_id, now)


def _ask(brain: Brain, clock: FakeClock, check: Check) -> tuple[Check, list[str]]:
    clock.t = dt.datetime.fromisoformat(f"{check[0]}T21:00:00+00:00").timestamp()
    _plans_due(brain, clock.t)
    answer = brain.recall(wire.RecallParams(query=check[1]))
    got = [m.summary for m in answer.memories]
    if not got and answer.context:  # a question about the user is answered with the profile, not memories
        got = [line for line in answer.context.splitlines() if line and not line.startswith("<")]
    return check, got


def passed(check: Check, got: list[str]) -> bool:
    _, _, bring, avoid = check
    if not all(any(has(g, [b]) for g in got) for b in bring):
        return False
    return not got if avoid == ["*"] else not any(has(g, [a]) for a in avoid for g in got)


def cases(years: dict[str, Persona], known: dict[str, str], kind: str) -> list[object]:
    """``kind`` (keep, gone or never) of every year as pytest params, a strict xfail where ``known`` gives its reason."""
    out: list[object] = []
    for name, year in years.items():
        for label, words in getattr(year, kind):
            key = f"{name}: {label}"
            out.append(pytest.param(name, label, words, marks=_marks(known, key), id=f"{name}-{label}"))
    return out


def check_cases(years: dict[str, Persona], known: dict[str, str]) -> list[object]:
    out: list[object] = []
    for name, year in years.items():
        for check in year.checks:
            key = f"{name}: {check[0]} {check[1]}"
            out.append(pytest.param(name, check, marks=_marks(known, key), id=f"{name}-{check[0]}-{check[1][:30]}"))
    return out


def _marks(known: dict[str, str], key: str) -> list[pytest.MarkDecorator]:
    """A strict xfail for what ``known`` gives a reason for (the daemon's years run consolidation before each day's talk,
    bench/newuser/daemon_year.py, so none rests on when the daemon's own timer wakes)."""
    return [pytest.mark.xfail(reason=known[key], strict=True)] if key in known else []


# ================================================================ the tests of a year file
# A file of years (``YEARS``, ``KNOWN``) imports these four tests, the ``years`` fixture and ``pytest_generate_tests``;
# pytest collects them there, each expectation of that file's years a test.

_KINDS = {
    "test_what_a_person_keeps_is_live": "keep",
    "test_what_ended_is_not_live": "gone",
    "test_what_is_not_worth_keeping_is_never_stored": "never",
}


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    module, test = metafunc.module, metafunc.function.__name__
    if test in _KINDS:
        metafunc.parametrize(("name", "label", "words"), cases(module.YEARS, module.KNOWN, _KINDS[test]))
    elif test == "test_recall_along_the_year":
        metafunc.parametrize(("name", "check"), check_cases(module.YEARS, module.KNOWN))


@pytest.fixture(scope="module")
def years(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Year]:
    """Every year of the requesting file, lived once for all its tests."""
    tmp = tmp_path_factory.mktemp(request.module.__name__.rsplit(".", 1)[-1])
    return {name: run(name, persona, tmp / f"{name}.db") for name, persona in request.module.YEARS.items()}


def test_what_a_person_keeps_is_live(years: dict[str, Year], name: str, label: str, words: list[str]) -> None:
    assert any(has(s, words) for s in years[name].live), (label, years[name].live)


def test_what_ended_is_not_live(years: dict[str, Year], name: str, label: str, words: list[str]) -> None:
    assert not [s for s in years[name].live if has(s, words)], label


def test_what_is_not_worth_keeping_is_never_stored(years: dict[str, Year], name: str, label: str, words: list[str]) -> None:
    assert not [s for s in years[name].stored if has(s, words)], label


def test_recall_along_the_year(years: dict[str, Year], name: str, check: Check) -> None:
    got = next(g for c, g in years[name].checks if c[:2] == check[:2])
    assert passed(check, got), (check, got)


# ================================================================ the figures

def figures(name: str, persona: Persona, year: Year) -> str:
    """The year's figures, and every live and ended memory."""
    keep, gone, never = persona.keep, persona.gone, persona.never
    kept = sum(any(has(s, w) for s in year.live) for _, w in keep)
    stale = [label for label, w in gone if any(has(s, w) for s in year.live)]
    junk = [label for label, w in never if any(has(s, w) for s in year.stored)]
    ok = sum(passed(c, g) for c, g in year.checks)
    lines = [f"== {name}: {len(year.live)} live; kept {kept}/{len(keep)}; stale live {len(stale)}/{len(gone)} {stale}; "
             f"junk stored {len(junk)}/{len(never)} {junk}; recall checks {ok}/{len(year.checks)}"]
    lines += [f"  missing: {label}" for label, w in keep if not any(has(s, w) for s in year.live)]
    lines += [f"  check {'PASS' if passed(c, g) else 'FAIL'} {c[0]} {c[1]} -> {g}" for c, g in year.checks]
    lines += [f"  live: {s}" for s in year.live]
    lines += [f"  ended: {s}" for s in year.stored if s not in year.live]
    return "\n".join(lines)


def main(years: dict[str, Persona]) -> None:
    """Print every year's figures (``python tests/test_newuserN.py``)."""
    import tempfile

    with tempfile.TemporaryDirectory() as d:
        for name, persona in years.items():
            print(figures(name, persona, run(name, persona, Path(d) / f"{name}.db")))
