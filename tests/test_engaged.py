"""Engaged to the one they were going out with: the tie's word changes (Brain._engaged).

Every sentence here was written for this test. Each test checks first that the earlier tie
was kept live, then what the engagement made of it.
"""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd import wire
from mercuryd.brain.extract_rules import extract
from mercuryd.brain.service import Brain
from mercuryd.store.db import person_norm
from tests.chat import say


def partner_ties(brain: Brain) -> list[str]:
    return sorted(m.summary for m in brain.list(wire.ListParams(limit=100)).items if m.attribute == "partner")


def relation_of(brain: Brain, name: str) -> str | None:
    pid = brain.store.person_id_by_norm(person_norm(name))
    row = brain.store.person_row(pid) if pid is not None else None
    assert row is not None, f"no person {name}"
    return row[4]


@pytest.mark.parametrize("news", [
    "Henrik proposed on the beach last night! We're engaged!!",
    "Henrik and I got engaged at the weekend.",
    "I'm engaged to Henrik now, still can't believe it.",
    "My boyfriend Henrik proposed on Sunday, we're engaged",
])
def test_the_boyfriend_said_before_is_the_fiance_now(brain: Brain, news: str) -> None:
    say(brain, "a", "2026-01-10", "My boyfriend is Henrik.")
    say(brain, "b", "2026-01-12", "My boyfriend Henrik is from Bergen.")
    assert partner_ties(brain) == ["User's boyfriend is Henrik"]
    engaged = say(brain, "c", "2026-05-02", news)
    assert partner_ties(brain) == ["User's fiancé is Henrik"]
    old = next(m for m in brain.list(wire.ListParams(limit=100, include_superseded=True)).items
               if m.summary == "User's boyfriend is Henrik")
    assert old.superseded_by is not None and old.id in engaged.superseded  # kept as history
    assert relation_of(brain, "Henrik") == "fiancé"
    assert any("Bergen" in m.summary for m in brain.list(wire.ListParams(limit=100)).items)  # the rest stays


def test_a_tie_said_with_more_keeps_the_more_and_the_fiance_holds_the_tie(brain: Brain) -> None:
    say(brain, "a", "2026-01-10", "My boyfriend Henrik is a carpenter, we've been together four years.")
    assert partner_ties(brain) == ["User's boyfriend Henrik is a carpenter"]
    say(brain, "b", "2026-05-02", "Henrik and I got engaged on Saturday!")
    assert partner_ties(brain) == ["User's fiancé is Henrik"]
    assert "User's boyfriend Henrik is a carpenter" in [m.summary for m in brain.list(wire.ListParams(limit=100)).items]


def test_a_girlfriend_becomes_a_fiancee_and_someone_elses_engagement_changes_nothing(brain: Brain) -> None:
    say(brain, "a", "2026-01-10", "My girlfriend is Ingrid.")
    say(brain, "b", "2026-02-01", "My brother Sven got engaged to his girlfriend Maja last week.")
    assert partner_ties(brain) == ["User's girlfriend is Ingrid"]
    say(brain, "c", "2026-06-01", "Ingrid and I got engaged in Rome!")
    assert partner_ties(brain) == ["User's fiancée is Ingrid"]


@pytest.mark.parametrize("news", [
    "Henrik proposed on Saturday but I said no, it's too soon.",
    "Henrik proposed last night! I said I need more time.",
    "Henrik says we should get engaged next year.",
])
def test_a_proposal_turned_down_or_an_engagement_talked_of_is_no_engagement(brain: Brain, news: str) -> None:
    say(brain, "a", "2026-01-10", "My boyfriend is Henrik.")
    assert partner_ties(brain) == ["User's boyfriend is Henrik"]
    say(brain, "b", "2026-05-02", news)
    assert partner_ties(brain) == ["User's boyfriend is Henrik"]
    assert relation_of(brain, "Henrik") == "boyfriend"


def test_my_with_a_capital_reads_a_proposal_as_an_engagement() -> None:
    ts = dt.datetime(2026, 5, 4, 12, tzinfo=dt.UTC)
    got = [f.summary for f in extract([wire.Message(role="user", content="My girlfriend Ines proposed to me on Friday!!", ts=ts)])]
    assert "User's fiancée is Ines" in got


def test_the_fiance_named_later_is_the_engagement_told_another_way(brain: Brain) -> None:
    say(brain, "a", "2026-01-10", "My girlfriend is Ingrid.")
    assert partner_ties(brain) == ["User's girlfriend is Ingrid"]
    said = say(brain, "b", "2026-07-01", "My fiancée is Ingrid, we set a date for next spring.")
    assert [m.summary for m in said.stored if m.attribute == "partner"] == ["User's fiancée is Ingrid"]
    assert partner_ties(brain) == ["User's fiancée is Ingrid"]
    assert relation_of(brain, "Ingrid") == "fiancée"
    # said again, the fiancée is a restatement, not a third tie
    say(brain, "c", "2026-07-09", "My fiancée is Ingrid.")
    assert partner_ties(brain) == ["User's fiancée is Ingrid"]
