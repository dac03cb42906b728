"""Conversations for the rules extractor's tests: the user's lines, each answered, a minute apart."""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING, Any

from mercuryd import wire
from mercuryd.brain.candidate import Candidate
from mercuryd.brain.extract_rules import extract
from mercuryd.brain.extract_score import standalone_problems

if TYPE_CHECKING:
    from mercuryd.brain.clock import FakeClock
    from mercuryd.brain.service import Brain
    from tests.conftest import DaemonProc


def turns(*user: str, at: dt.datetime, reply: str = "Ok.") -> list[wire.Message]:
    """Each of ``user`` said a minute after the one before, from ``at``, and answered with ``reply``."""
    out = []
    for i, text in enumerate(user):
        when = at + dt.timedelta(minutes=i)
        out += [wire.Message(role="user", content=text, ts=when), wire.Message(role="assistant", content=reply, ts=when)]
    return out


def dialogue(*lines: str, at: dt.datetime, step: dt.timedelta = dt.timedelta(minutes=1)) -> list[wire.Message]:
    """``lines`` said in turn, the user first, then the assistant, then the user …, ``step`` apart from ``at``
    (the assistant's own words, where a test needs what it asked)."""
    return [wire.Message(role="user" if i % 2 == 0 else "assistant", content=line, ts=at + i * step)
            for i, line in enumerate(lines)]


def heard(*lines: str, at: dt.datetime, cap: int = 6) -> list[Candidate]:
    """What the rules keep of a conversation whose ``lines`` alternate user, assistant, user …, a minute apart (at most
    ``cap``)."""
    return extract(dialogue(*lines, at=at), max_facts=cap)


def heard_as(text: str, summary: str, *, at: dt.datetime) -> Candidate:
    """The fact :func:`heard` keeps of ``text`` (one user line) whose summary is ``summary``; fails, showing what was
    kept, when there is none."""
    found = heard(text, at=at)
    match = [c for c in found if c.summary == summary]
    assert match, [c.summary for c in found]
    return match[0]


def read(*user: str, at: dt.datetime, cap: int = 6) -> list[Candidate]:
    """What the rules keep of ``user`` (at most ``cap``), every summary standing alone."""
    found = extract(turns(*user, at=at), max_facts=cap)
    for c in found:
        assert not standalone_problems(c.summary), c.summary
    return found


Fact = tuple[str, str, str | None, str | None]


def facts(*user: str, at: dt.datetime, cap: int = 6) -> list[Fact]:
    """(type, summary, attribute, value) of each fact :func:`read` keeps."""
    return [(c.type, c.summary, c.attribute, c.value) for c in read(*user, at=at, cap=cap)]


def summaries(*user: str, at: dt.datetime, cap: int = 6) -> list[str]:
    """The summaries of the facts :func:`read` keeps."""
    return [c.summary for c in read(*user, at=at, cap=cap)]


def ingest(daemon: DaemonProc, conversation: str, ts: str, *user: str) -> None:
    """Ingest ``user``'s lines, each answered "Ok.", all at ``ts``, as ``conversation`` through the running daemon."""
    messages: list[dict[str, Any]] = []
    for text in user:
        messages += [{"role": "user", "content": text, "ts": ts}, {"role": "assistant", "content": "Ok.", "ts": ts}]
    daemon.call("brain.ingest", {"messages": messages, "conversation_id": conversation})


def say(brain: Brain, cid: str, day: str, *user: str) -> wire.IngestResult:
    """``user`` said on ``day`` (an ISO date, from noon UTC, a minute apart) in conversation ``cid``, each answered:
    what the brain stored, reinforced and superseded."""
    return brain.ingest(wire.IngestParams(messages=turns(*user, at=dt.datetime.fromisoformat(day + "T12:00:00+00:00")),
                                          conversation_id=cid))


def hear(brain: Brain, clock: FakeClock, when: dt.datetime, cid: str, *user: str, reply: str = "Sure.") -> None:
    """Ingest ``user``'s lines, each answered ``reply``, all at ``when`` (the clock a minute later), as ``cid``."""
    clock.t = when.timestamp() + 60
    messages = []
    for text in user:
        messages += [wire.Message(role="user", content=text, ts=when), wire.Message(role="assistant", content=reply, ts=when)]
    brain.ingest(wire.IngestParams(conversation_id=cid, messages=messages))


def live(brain: Brain, attribute: str) -> list[tuple[str, str | None]]:
    """(summary, value) of the live memories of ``attribute``, sorted."""
    return sorted((r.summary, r.value) for r in brain.store.all_memories()
                  if r.superseded_by is None and r.attribute == attribute)


def live_summaries(brain: Brain) -> list[str]:
    """The summaries of every live memory, both tiers."""
    return [m.summary for m in brain.list(wire.ListParams(scope="all", limit=100)).items]
