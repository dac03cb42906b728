"""bugs64 (session 64): known bugs fixed as families, foremost what consolidation keeps once what it rests on has ended;
sentences written for these tests (not the ones the bugs were found with), each beside a near miss, each positive failing
on the base (cb56ab1)."""

from __future__ import annotations

import datetime as dt

from mercuryd import wire
from mercuryd.brain.clock import FakeClock
from mercuryd.brain.service import Brain
from tests.chat import hear, heard

NOV = dt.datetime(2026, 11, 10, 9, tzinfo=dt.UTC)


def summaries(*lines: str, at: dt.datetime = NOV) -> list[str]:
    return [c.summary for c in heard(*lines, at=at)]


def day(iso: str, hour: int = 12) -> dt.datetime:
    return dt.datetime.fromisoformat(iso).replace(hour=hour, tzinfo=dt.UTC)


def active(brain: Brain) -> list[str]:
    """The summaries of the live conscious memories."""
    return sorted(r.summary for r in brain.store.all_memories() if r.superseded_by is None and r.scope != "subconscious")


def on(brain: Brain, clock: FakeClock, when: dt.datetime) -> wire.ConsolidateResult:
    """Consolidation run by the clock at ``when``."""
    clock.t = when.timestamp()
    return brain.consolidate()


# -- 1. what consolidation says, once what it rests on has ended -------------------------------------------------------

STALLED = "No activity for weeks on the user's goal: User is saving up to move to Eckernförde."


def test_a_goal_reached_leaves_the_summary_and_its_reflection(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, day("2026-02-02"), "c1", "I'm saving up to move to Eckernförde")
    first = on(brain, clock, day("2026-02-25"))
    assert "Eckernförde" in first.active_state.text and [r.summary for r in first.reflections] == [STALLED]
    hear(brain, clock, day("2026-03-01"), "c2", "we finally moved to Eckernförde!")
    after = on(brain, clock, day("2026-03-02"))
    assert "saving up" not in after.active_state.text
    assert STALLED not in active(brain) and "User is saving up to move to Eckernförde" not in active(brain)


def test_a_move_elsewhere_leaves_the_goal_and_its_reflection(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, day("2026-02-02"), "c1", "I'm saving up to move to Eckernförde")
    on(brain, clock, day("2026-02-25"))
    hear(brain, clock, day("2026-03-01"), "c2", "we finally moved to Neumünster!")
    after = on(brain, clock, day("2026-03-02"))
    assert "saving up to move to Eckernförde" in after.active_state.text and STALLED in active(brain)


def _three_appointments(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, day("2026-11-02"), "c1", "I have a podiatry appointment on the 12th")
    hear(brain, clock, day("2026-11-03"), "c2", "my next podiatry appointment is on the 16th")
    hear(brain, clock, day("2026-11-04"), "c3", "my final podiatry appointment is on the 19th")
    made = on(brain, clock, day("2026-11-05"))
    assert "The topic “podiatry” recurs across several of the user's episodes." in [r.summary for r in made.reflections]


def test_a_topic_reflection_whose_episodes_are_all_over_is_retired(brain: Brain, clock: FakeClock) -> None:
    _three_appointments(brain, clock)
    topics = [r.id for r in brain.store.reflections()]
    result = on(brain, clock, day("2026-11-20"))
    assert set(topics) <= set(result.over) and not any(s.startswith("The topic") for s in active(brain))
    row = brain.store.get_memory(topics[0])
    assert row is not None and (row.scope, row.reason) == ("subconscious", "over")


def test_a_topic_reflection_with_an_episode_still_ahead_stays(brain: Brain, clock: FakeClock) -> None:
    _three_appointments(brain, clock)
    topics = [r.id for r in brain.store.reflections()]
    result = on(brain, clock, day("2026-11-17"))  # the 19th still ahead
    assert not set(topics) & set(result.over) and [r.id for r in brain.store.reflections()] == topics


# -- 3. an operation said with "done", no "op" and no "I" ----------------------------------------------------------------

def test_a_part_done_is_its_operation_had() -> None:
    assert summaries("Cataract done on Friday") == ["User had a cataract operation on Friday, 6 November 2026"]
    assert summaries("hip done yesterday, sore but fine") == ["User had a hip operation on 9 November 2026"]


def test_hair_done_or_a_question_is_no_operation() -> None:
    assert summaries("hair done on Friday") == summaries("Hip done yesterday?") == []


# -- 4. a medicine for a flare ends with the condition -------------------------------------------------------------------

def test_a_flares_medicine_ends_with_the_condition(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, day("2026-02-02"), "c1", "my gout is flaring up again")
    hear(brain, clock, day("2026-02-03"), "c2", "I'm on colchicine for the flare")
    assert "User is on colchicine for the flare" in active(brain)
    hear(brain, clock, day("2026-02-12"), "c3", "the gout is gone")
    assert "User is on colchicine for the flare" not in active(brain)


def test_a_medicine_for_the_condition_itself_stays(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, day("2026-02-02"), "c1", "I have gout")
    hear(brain, clock, day("2026-02-03"), "c2", "I take allopurinol for my gout")
    hear(brain, clock, day("2026-02-12"), "c3", "the gout is gone")
    assert "User takes allopurinol for their gout" in active(brain)


# -- 5. a grandchild expected is the child's, not the user's pregnancy --------------------------------------------------

def test_a_grandchild_expected_is_no_pregnancy_of_the_users() -> None:
    assert summaries("we're expecting our first grandchild") == ["User's first grandchild is on the way"]
    assert summaries("expecting a grandchild in March!") == ["User's grandchild is due in March 2027"]
    assert summaries("We're expecting our second baby") == ["User is expecting their second baby"]


def test_the_grandchild_born_ends_the_grandchild_expected(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, day("2026-03-02"), "c1", "we're expecting our first grandchild in June")
    hear(brain, clock, day("2026-06-12"), "c2", "my son's wife had a baby, a boy, Heretaunga")
    assert active(brain) == ["User's grandson Heretaunga was born"]


# -- 6. the grandchild's name after "a girl," -----------------------------------------------------------------------------

def test_the_grandchilds_name_after_gave_birth_is_kept() -> None:
    assert summaries("my daughter gave birth, a girl, Ruia") == ["User's granddaughter Ruia was born"]
    assert summaries("my son and his wife had the baby, a boy, Heretaunga") == ["User's grandson Heretaunga was born"]


def test_a_sisters_baby_is_no_grandchild() -> None:
    assert not any("grand" in s for s in summaries("my sister gave birth, a girl, Ruia"))


# -- 7. a town in capitals with a letter beyond A-Z -----------------------------------------------------------------------

def test_a_shouted_town_beyond_a_to_z_is_lowered() -> None:
    assert summaries("I LIVE IN ŌTAKI NOW") == ["User lives in Ōtaki"]
    assert summaries("MY DAUGHTER LIVES IN ŁEBA") == ["User's daughter lives in Łeba"]


def test_a_shouted_acronym_stays() -> None:
    assert summaries("I WORK FOR THE NHS") == ["User works for the NHS"]
