"""A routine stopped on one of its days goes on on the others (Brain._days_narrowed), and a sport stopped by its
name ends it.

Every sentence here was written for this test. Each test checks first that the routine was kept live as said.
"""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd import wire
from mercuryd.brain import when
from mercuryd.brain.service import Brain, _days_dropped
from tests.chat import say, summaries


def kept(result: wire.IngestResult, brain: Brain, word: str) -> tuple[int, str]:
    got = next(m for m in result.stored if word in m.summary)
    assert brain.get(wire.GetParams(id=got.id)).superseded_by is None
    return got.id, got.summary


def now_live(brain: Brain, word: str) -> list[str]:
    return [m.summary for m in brain.list(wire.ListParams(scope="all", limit=100)).items
            if word in m.summary and m.type == "habit"]


def test_a_day_stopped_leaves_the_routine_on_the_other_day(brain: Brain) -> None:
    swims, said = kept(say(brain, "a", "2026-01-10", "I swim at the lido on Monday and Friday mornings."), brain, "swim")
    assert said == "User swims at the lido on Monday and Friday mornings"
    news = say(brain, "b", "2026-02-14", "I've stopped the Friday swims, the lido is too cold.")
    assert swims in news.superseded
    assert now_live(brain, "swim") == ["User swims at the lido on Monday mornings"]
    narrowed = brain.get(wire.GetParams(id=brain.get(wire.GetParams(id=swims)).superseded_by or 0))
    assert narrowed.summary == "User swims at the lido on Monday mornings" and narrowed.attribute == "schedule:swim"


def test_a_day_taken_out_of_a_list_of_three(brain: Brain) -> None:
    runs, said = kept(say(brain, "a", "2026-01-10", "I run with Kofi every Tuesday, Thursday and Saturday."), brain, "run")
    assert said == "User runs with Kofi every Tuesday, Thursday and Saturday"
    news = say(brain, "b", "2026-03-02", "I've stopped the Thursday runs.")
    assert runs in news.superseded
    assert now_live(brain, "run") == ["User runs with Kofi every Tuesday and Saturday"]


def test_a_sport_stopped_on_one_day_by_its_name(brain: Brain) -> None:
    yoga, _ = kept(say(brain, "a", "2026-01-10", "I go to yoga on Wednesdays and Sundays."), brain, "yoga")
    news = say(brain, "b", "2026-02-01", "I've stopped the Wednesday yoga.")
    assert yoga in news.superseded
    assert now_live(brain, "yoga") == ["User goes to yoga on Sundays"]


def test_a_sport_stopped_by_its_name_ends_it(brain: Brain) -> None:
    pilates, _ = kept(say(brain, "a", "2026-01-10", "I do pilates every Monday."), brain, "pilates")
    news = say(brain, "b", "2026-02-01", "I stopped pilates, it got too expensive.")
    assert pilates in news.superseded
    assert now_live(brain, "pilates") == []


def test_the_only_day_stopped_ends_the_routine(brain: Brain) -> None:
    padel, _ = kept(say(brain, "a", "2026-01-10", "I play padel every Wednesday evening."), brain, "padel")
    news = say(brain, "b", "2026-02-01", "I quit the Wednesday padel.")
    assert padel in news.superseded
    assert now_live(brain, "padel") == []


def test_a_day_the_routine_never_had_changes_nothing(brain: Brain) -> None:
    swims, _ = kept(say(brain, "a", "2026-01-10", "I swim on Tuesdays and Saturdays."), brain, "swim")
    news = say(brain, "b", "2026-02-01", "I've stopped the Thursday swims.")
    assert swims not in news.superseded
    assert now_live(brain, "swim") == ["User swims on Tuesdays and Saturdays"]


def test_another_pursuit_on_the_day_stays(brain: Brain) -> None:
    first = say(brain, "a", "2026-01-10", "I swim on Mondays and Thursdays.", "I play chess at the club every Thursday.")
    swims, _ = kept(first, brain, "swim")
    chess, _ = kept(first, brain, "chess")
    news = say(brain, "b", "2026-02-01", "I've stopped the Thursday swims.")
    assert swims in news.superseded and chess not in news.superseded
    assert now_live(brain, "swim") == ["User swims on Mondays"]


@pytest.mark.parametrize("said", ["I stopped at the gym on the way home.", "I stopped by yoga to pick up my mat.",
                                  "The bus stopped outside the gym."])
def test_stopping_somewhere_is_no_sport_given_up(said: str) -> None:
    at = dt.datetime(2026, 3, 1, 12, tzinfo=dt.UTC)
    assert not any(s.startswith(("User stopped", "User has stopped")) for s in summaries(said, at=at))


def test_days_dropped_keeps_the_words_around_the_days() -> None:
    assert _days_dropped("User swims on Tuesdays and Thursdays", {"thurs"}) == "User swims on Tuesdays"
    assert _days_dropped("User cycles to work Monday, Wednesday and Friday", {"mon"}) == "User cycles to work Wednesday and Friday"
    assert _days_dropped("User swims on Tuesdays and Thursdays", {"tues", "thurs"}) is None  # nothing left
    assert _days_dropped("User swims on Tuesdays", {"tues"}) is None  # no run of days


def test_days_said_every_week_keep_their_list() -> None:
    said = dt.datetime(2026, 3, 4, 12, tzinfo=dt.UTC)
    assert when.absolute("User runs every Monday, Wednesday and Friday", said) == "User runs every Monday, Wednesday and Friday"
    assert when.absolute("User goes to the gym Monday, Wednesday and Friday", said) == \
        "User goes to the gym on Mondays, Wednesdays and Fridays"
