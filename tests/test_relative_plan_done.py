"""A relative's plan done ends it (Brain._relative_plan_done).

Every sentence here was written for this test. Each test checks first that the plan was
kept live, then what the news of its doing ended.
"""

from __future__ import annotations

from mercuryd import wire
from mercuryd.brain.service import Brain
from tests.chat import say


def plan(result: wire.IngestResult, brain: Brain, *words: str) -> int:
    got = next(m for m in result.stored if all(w in m.summary for w in words))
    assert brain.get(wire.GetParams(id=got.id)).superseded_by is None
    return got.id


def test_gone_where_the_plan_was_to_go(brain: Brain) -> None:
    first = say(brain, "a", "2026-02-01", "My son Ruairí is going to study law in Limerick from September.")
    study = plan(first, brain, "Ruairí", "Limerick")
    gone = say(brain, "b", "2026-09-20", "Ruairí moved to Limerick on Saturday, we drove him down.")
    assert study in gone.superseded
    assert brain.get(wire.GetParams(id=study)).superseded_by == next(m.id for m in gone.stored if "moved" in m.summary)


def test_started_there_ends_the_plan_too(brain: Brain) -> None:
    first = say(brain, "a", "2026-02-01", "My daughter Líadan is going to study nursing in Cardiff starting in September.")
    study = plan(first, brain, "Líadan", "Cardiff")
    started = say(brain, "b", "2026-09-25", "My daughter Líadan started college in Cardiff last week.")
    assert study in started.superseded


def test_moved_elsewhere_ends_the_move_planned(brain: Brain) -> None:
    first = say(brain, "a", "2026-02-01", "My sister Gráinne is moving to Toronto next spring.")
    move = plan(first, brain, "Gráinne", "Toronto")
    moved = say(brain, "b", "2026-05-02", "My sister Gráinne moved to Vancouver instead.")
    assert move in moved.superseded


def test_another_persons_move_a_visit_elsewhere_or_news_before_the_plan_ends_nothing(brain: Brain) -> None:
    say(brain, "z", "2026-01-05", "My sister Gráinne moved to Ottawa.")  # before the plan: the plan is later news
    first = say(brain, "a", "2026-02-01", "My sister Gráinne is moving to Toronto next spring.",
                "My son Ruairí is going to study law in Limerick from September.")
    move, study = plan(first, brain, "Gráinne", "Toronto"), plan(first, brain, "Ruairí", "Limerick")
    news = say(brain, "b", "2026-03-01", "My brother Oisín moved to Toronto.", "My son Ruairí went to Galway for the weekend.")
    assert any("Oisín" in m.summary for m in news.stored) and any("Galway" in m.summary for m in news.stored)
    assert move not in news.superseded and study not in news.superseded
    assert brain.get(wire.GetParams(id=move)).superseded_by is None
    assert brain.get(wire.GetParams(id=study)).superseded_by is None
