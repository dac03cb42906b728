""""What do you know about me?" injects the profile, on a store never consolidated since
its first memories too (built on demand from what is stored, within the budget).

The real daemon on a fresh home: its start-up consolidation runs on the empty store and
writes an empty profile; memories added afterwards wait an hour for the next run. The
question must not.
"""

from __future__ import annotations

import time

import pytest

from mercuryd import wire
from mercuryd.brain.service import Brain
from tests.conftest import DaemonProc

FACTS = [
    ("identity", "User's name is Robin Okafor"),
    ("preference", "User prefers short answers with code first"),
    ("habit", "User swims at the lido every Saturday morning"),
]
SECRET = ("identity", "User's bank PIN hint is Marmalade Lighthouse")

QUESTIONS = ["what do you know about me?", "Tell me about myself", "what do you remember about me"]


def consolidated(d: DaemonProc, timeout: float = 60.0) -> None:
    """Until the start-up consolidation has run (on the store as it is now: empty)."""
    deadline = time.monotonic() + timeout
    while not d.call("brain.status")["last_consolidation_at"]:
        assert time.monotonic() < deadline, "no start-up consolidation"
        time.sleep(0.05)


@pytest.mark.parametrize("question", QUESTIONS)
def test_a_fresh_store_answers_what_do_you_know_about_me(daemon: DaemonProc, question: str) -> None:
    consolidated(daemon)
    assert daemon.call("brain.profile")["profile"]["text"] == ""  # nothing built yet
    for type_, summary in FACTS:
        daemon.call("memory.add", {"type": type_, "summary": summary})
    secret = daemon.call("memory.add", {"type": SECRET[0], "summary": SECRET[1]})["id"]
    assert daemon.call("memory.dismiss", {"id": secret, "hard": True})["action"] == "deleted"
    out = daemon.ctl("recall", question)
    assert out.returncode == 0, out.stderr
    for _, summary in FACTS:
        assert summary.removeprefix("User's ").removeprefix("User ") in out.stdout
    assert "Marmalade" not in out.stdout
    got = daemon.call("brain.recall", {"query": question})
    assert len(got["context"]) <= 900
    assert all(s.removeprefix("User's ").removeprefix("User ") in got["context"] for _, s in FACTS)
    assert "Marmalade" not in got["context"]


def test_the_profile_fits_the_budget_and_is_not_repeated(brain: Brain) -> None:
    """A stored profile longer than the room gives way to one built to fit; a memory it
    states is not injected again below it."""
    for i in range(40):
        brain.add(wire.AddParams(type="preference", summary=f"User likes trying a new tea blend number {i}"))
    brain.add(wire.AddParams(type="identity", summary="User's name is Robin"))
    brain.consolidate()
    stored = brain.profile().profile.text
    assert len(stored) > 850  # a full summary: it cannot fit the block with its markers
    r = brain.recall(wire.RecallParams(query="What do you know about me?", budget_chars=900))
    assert "Robin" in r.context and len(r.context) <= 900
    ids = {m.id for m in r.memories}
    line = r.context.splitlines()[1]
    assert not any(m.summary.removeprefix("User ") in line for m in r.memories if m.id in ids)
    small = brain.recall(wire.RecallParams(query="What do you know about me?", budget_chars=200))
    assert "Robin" in small.context and len(small.context) <= 200


def test_an_ordinary_message_with_profile_keeps_its_memories(brain: Brain) -> None:
    brain.add(wire.AddParams(type="identity", summary="User's name is Robin"))
    brain.add(wire.AddParams(type="preference", summary="User prefers green tea"))
    r = brain.recall(wire.RecallParams(query="green tea", include_profile=True))
    assert [m.summary for m in r.memories] == ["User prefers green tea"]
    assert "Robin" in r.context  # the profile, built on demand, after the memory


def test_profile_and_session_start_before_the_first_consolidation(daemon: DaemonProc) -> None:
    """brain.profile, `mercuryctl profile` and Claude Code's SessionStart give a new user's
    profile in the first hour too: built from the current memories, nothing stored."""
    import json

    consolidated(daemon)
    for type_, summary in FACTS:
        daemon.call("memory.add", {"type": type_, "summary": summary})
    secret = daemon.call("memory.add", {"type": SECRET[0], "summary": SECRET[1]})["id"]
    daemon.call("memory.dismiss", {"id": secret, "hard": True})
    got = daemon.call("brain.profile")
    assert "Robin Okafor" in got["profile"]["text"] and got["profile"]["generated_at"] is None
    assert "Marmalade" not in json.dumps(got)
    printed = daemon.ctl("profile")
    assert printed.returncode == 0 and "Robin Okafor" in printed.stdout
    assert "consolidation has not summarised them yet" in printed.stdout
    hook = daemon.ctl("hook", "claude-code", input=json.dumps(
        {"session_id": "s", "hook_event_name": "SessionStart", "source": "startup"}))
    context = json.loads(hook.stdout)["hookSpecificOutput"]["additionalContext"]
    assert "Robin Okafor" in context and "Marmalade" not in context
    # The consolidation's summary, once built, is the one shown.
    daemon.call("brain.consolidate")
    assert daemon.call("brain.profile")["profile"]["generated_at"] is not None


def test_a_profile_built_before_a_fact_was_learned_is_built_again(brain: Brain) -> None:
    """The start-up consolidation ran when the store held one memory; the user's name,
    told a second later, is in the profile the agent gets, not only after the next hourly
    consolidation."""
    brain.add(wire.AddParams(type="preference", summary="User prefers concise answers"))
    brain.consolidate()
    assert "Robin" not in brain.profile().profile.text
    brain.clock.t += 1  # type: ignore[attr-defined]
    brain.add(wire.AddParams(type="identity", summary="User's name is Robin"))
    brain.add(wire.AddParams(type="goal", summary="User wants to run a half marathon in April"))
    lines, _ = brain.profile_lines(brain.clock.now())  # what recall gives with --profile
    assert "Robin" in lines[0] and "concise answers" in lines[0] and "half marathon" in lines[1]
    r = brain.recall(wire.RecallParams(query="write a regex for dates", include_profile=True))
    assert "Robin" in r.context and r.memories == []
    # brain.profile (SessionStart's hook, `mercuryctl profile`) gives it too, built now
    now_built = brain.profile().profile
    assert "Robin" in now_built.text and now_built.generated_at is None
    brain.clock.t += 1  # type: ignore[attr-defined]
    brain.consolidate()
    stored = brain.profile().profile
    assert "Robin" in stored.text and stored.generated_at is not None
