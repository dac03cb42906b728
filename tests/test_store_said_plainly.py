"""The store's side of what session 42's new user (a social worker in Tromsø) said: a third child expected ends with
the birth, and a job to start as a kind of worker takes its role with it when it begins.

Every sentence here was written for this test. Each test checks first that what is to end was stored live.
"""

from __future__ import annotations

from mercuryd import wire
from mercuryd.brain.clock import FakeClock
from mercuryd.brain.service import Brain
from tests.chat import say


def live(brain: Brain, word: str) -> list[str]:
    return [m.summary for m in brain.list(wire.ListParams(scope="all", limit=100)).items if word in m.summary]


def test_a_third_child_expected_ends_with_the_birth(brain: Brain) -> None:
    say(brain, "a", "2026-02-02", "Big news, Mikkel and I are expecting our third!")
    assert live(brain, "expecting") == ["User and Mikkel are expecting their third"]
    born = say(brain, "b", "2026-08-05", "Our baby girl Ingrid was born on 2 August! Everyone is well.")
    assert any(m.summary.startswith("User's daughter Ingrid was born on 2 August") for m in born.stored)
    assert live(brain, "expecting") == []


def test_a_job_to_start_as_a_worker_takes_its_role(brain: Brain, clock: FakeClock) -> None:
    say(brain, "a", "2026-01-05", "I'm a teaching assistant at Hillside Primary.")
    say(brain, "b", "2026-05-04", "Good news, I start at St Olav hospital as a support worker in June!")
    assert any(s.startswith("User starts at St Olav hospital as a support worker") for s in live(brain, "St Olav"))
    clock.t = 1783000000.0  # 2 July 2026
    brain.consolidate()
    roles = [m.summary for m in brain.list(wire.ListParams(scope="all", limit=100)).items if m.attribute == "job_title"]
    assert roles == ["User has worked as a support worker since June 2026"]
