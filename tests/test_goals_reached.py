"""A goal reached and an activity given up leave the active set (mercuryd/brain/reached.py,
mercuryd/brain/changes.py): heard months apart through ``Brain.ingest`` with the rules
extractor, a real store and a fake clock, the older memory is history under the newer."""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd import wire
from mercuryd.brain.clock import FakeClock
from mercuryd.brain.reached import achieved, reaches
from mercuryd.brain.service import Brain


def hear(brain: Brain, clock: FakeClock, said: str, cid: str, *texts: str, heard: str | None = None) -> wire.IngestResult:
    ts = dt.datetime.fromisoformat(said).replace(tzinfo=dt.UTC)
    clock.t = dt.datetime.fromisoformat(heard or said).replace(tzinfo=dt.UTC).timestamp() + 60
    messages = []
    for t in texts:
        messages += [wire.Message(role="user", content=t, ts=ts), wire.Message(role="assistant", content="Noted!", ts=ts)]
    return brain.ingest(wire.IngestParams(messages=messages, conversation_id=cid))


def every(brain: Brain) -> list[wire.Memory]:
    return brain.list(wire.ListParams(scope="all", include_superseded=True, limit=500)).items


def one(brain: Brain, type_: str, word: str) -> wire.Memory:
    found = [m for m in every(brain) if m.type == type_ and word in m.summary]
    assert len(found) == 1, [m.summary for m in every(brain)]
    return found[0]


REACHED = [
    ("I'm training for the Dublin marathon in October.", "I ran the Dublin marathon last Sunday! 3:52", "goal", "training"),
    ("I'm learning to drive.", "I passed my driving test today!!", "goal", "learning to drive"),
    ("I'm writing my thesis on coral reefs.", "I finally finished the thesis, what a relief.", "project", "thesis on"),
    ("I'm studying for the AWS Solutions Architect certification.", "I got the AWS Solutions Architect certification!",
     "goal", "studying"),
    ("I'm studying for the AWS Solutions Architect certification.", "Good news, I got the certification!", "goal", "studying"),
    ("I'm doing my masters in data science.", "I graduated with my masters in data science!", "goal", "doing"),
    ("I want to get a dog.", "We got a dog last week, a beagle called Max.", "goal", "wants"),
]


@pytest.mark.parametrize(("aim", "done", "kind", "word"), REACHED)
def test_a_goal_reached_is_history_under_the_achievement(brain: Brain, clock: FakeClock, aim: str, done: str,
                                                         kind: str, word: str) -> None:
    hear(brain, clock, "2026-03-02T09:00", "aim", aim)
    goal = one(brain, kind, word)
    result = hear(brain, clock, "2026-10-26T20:00", "done", done)
    assert goal.id in result.superseded
    ended = brain.get(wire.GetParams(id=goal.id))
    achievement = [m for m in result.stored if m.id == ended.superseded_by]
    assert achievement and achievement[0].type == "episode"  # kept as the achievement's history
    assert goal.id in [h.id for h in brain.get(wire.GetParams(id=achievement[0].id)).history]
    live = brain.list(wire.ListParams(scope="all", limit=500)).items
    assert goal.id not in [m.id for m in live]


NOT_REACHED = [
    ("I'm training for the Dublin marathon in October.", "I ran 20 miles for the Dublin marathon training."),
    ("I'm training for the Dublin marathon in October.", "I'm running the Dublin marathon next week."),
    ("I'm training for the Dublin marathon in October.", "I completed the Berlin half marathon in 1:58!"),
    ("I'm training for the Dublin marathon in October.", "I ran a marathon."),  # which one is not said
    ("I'm learning to drive.", "I failed my driving test."),
    ("I'm studying for the CFA level 1 exam.", "I passed my CFA level 2 exam!"),
    ("I'm learning to cook.", "I passed my driving test today!!"),
]


@pytest.mark.parametrize(("aim", "said"), NOT_REACHED)
def test_a_mention_of_the_goals_words_ends_nothing(brain: Brain, clock: FakeClock, aim: str, said: str) -> None:
    hear(brain, clock, "2026-03-02T09:00", "aim", aim)
    goal = next(m for m in every(brain) if m.type == "goal")
    hear(brain, clock, "2026-10-26T20:00", "said", said)
    assert brain.get(wire.GetParams(id=goal.id)).superseded_by is None


def test_a_generic_achievement_with_two_goals_it_fits_ends_neither(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, "2026-02-01T09:00", "aws", "I'm studying for the AWS certification.")
    hear(brain, clock, "2026-02-02T09:00", "gcp", "I'm studying for the GCP certification.")
    hear(brain, clock, "2026-06-01T09:00", "got", "I got the certification!")
    assert len([m for m in brain.list(wire.ListParams(scope="all", limit=500)).items if m.type == "goal"]) == 2


def test_a_goal_typed_by_hand_is_reached_and_leaves_the_active_state(brain: Brain, clock: FakeClock) -> None:
    clock.t = dt.datetime(2026, 2, 1, tzinfo=dt.UTC).timestamp()
    goal = brain.add(wire.AddParams(type="goal", summary="User is working towards their driving test"))
    clock.t = dt.datetime(2026, 2, 2, tzinfo=dt.UTC).timestamp()
    other = brain.add(wire.AddParams(type="goal", summary="User is learning Portuguese"))
    hear(brain, clock, "2026-09-14T18:00", "passed", "Passed my driving test this morning, first time!")
    assert brain.get(wire.GetParams(id=goal.id)).superseded_by is not None
    assert brain.get(wire.GetParams(id=other.id)).superseded_by is None
    state = brain.consolidate().active_state.text
    assert "working towards their driving test" not in state
    assert "Portuguese" in state


def test_a_goal_heard_after_its_achievement_is_its_history_at_once(brain: Brain, clock: FakeClock) -> None:
    done = hear(brain, clock, "2026-10-26T20:00", "done", "I ran the Dublin marathon last Sunday! 3:52")
    ran = next(m for m in done.stored if "Dublin" in m.summary)
    # an old chat, said in March, imported in November
    late = hear(brain, clock, "2026-03-02T09:00", "old", "I'm training for the Dublin marathon in October.",
                heard="2026-11-20T09:00")
    goal = next(m for m in late.stored if "training" in m.summary)
    assert brain.get(wire.GetParams(id=goal.id)).superseded_by == ran.id
    # said after the race, a new aim of its own stays live (next year's marathon)
    again = hear(brain, clock, "2026-11-25T09:00", "next", "I'm training for the Dublin marathon again next year.")
    assert all(brain.get(wire.GetParams(id=m.id)).superseded_by is None for m in again.stored if m.type == "goal")


def test_the_achievement_class_reads_what_was_reached() -> None:
    ran = achieved("User ran the Dublin marathon on Sunday, 18 October 2026, 3:52")
    assert ran is not None and (ran.words, ran.verb, ran.indefinite) == (["dublin", "marathon"], "run", False)
    assert achieved("User is running the Dublin marathon in the week of 25 May 2026") is None
    assert achieved("User failed their driving test") is None
    licence = achieved("User got their driving licence")
    assert licence is not None and reaches(licence, "User is learning to drive")
    half = achieved("User completed the Berlin half marathon")
    assert half is not None and not reaches(half, "User is training for the Berlin marathon in October 2026")
    got = achieved("User ran a marathon")
    assert got is not None and reaches(got, "User wants to run a marathon in 2026")
    assert not reaches(got, "User is training for the Dublin marathon in October 2026")
    # one word that is no milestone reaches a goal only when the goal says what reaching it is
    book, dog = achieved("User finished the book"), achieved("User got a dog")
    assert book is not None and not reaches(book, "User wants to write a book")
    assert dog is not None and reaches(dog, "User wants to get a dog")
    shift = achieved("User finished their shift")
    assert shift is not None and not reaches(shift, "User is building the shift rota tool")


GIVEN_UP = [
    ("I play 5-a-side every Tuesday.", "I've given up 5-a-side, my knee can't take it."),
    ("I play 5-a-side every Tuesday.", "I quit 5-a-side."),
    ("I play 5-a-side every Tuesday.", "I stopped playing 5-a-side."),
    ("I play 5-a-side every Tuesday.", "I no longer play 5-a-side, my knee can't take it."),
    ("I play 5-a-side every Tuesday.", "I don't play 5-a-side anymore."),
    ("I play 5-a-side every Tuesday.", "I've stopped going to 5-a-side."),
    ("I play 5-a-side every Tuesday.", "I don't go to 5-a-side anymore."),
    ("I go to choir every Wednesday.", "I quit choir, too much drama."),
]


@pytest.mark.parametrize(("habit", "given_up"), GIVEN_UP)
def test_a_habit_given_up_is_history_with_its_schedule(brain: Brain, clock: FakeClock, habit: str, given_up: str) -> None:
    hear(brain, clock, "2026-01-13T20:00", "habit", habit)
    hear(brain, clock, "2026-01-14T20:00", "guitar", "I play the guitar every evening.")
    old = one(brain, "habit", "every Tuesday" if "Tuesday" in habit else "every Wednesday")
    guitar = one(brain, "habit", "guitar")
    assert old.attribute and old.attribute.startswith("schedule:")
    result = hear(brain, clock, "2026-05-05T21:00", "gone", given_up)
    assert old.id in result.superseded
    decision = brain.get(wire.GetParams(id=brain.get(wire.GetParams(id=old.id)).superseded_by or 0))
    assert decision.type == "decision" and old.id in [h.id for h in decision.history]
    # the other activity is not given up with it ("stopped playing 5-a-side" once ended every "play")
    assert brain.get(wire.GetParams(id=guitar.id)).superseded_by is None
    live = brain.list(wire.ListParams(scope="all", limit=500)).items
    assert not [m for m in live if m.attribute == old.attribute]  # no schedule left for it


def test_stopping_going_somewhere_leaves_a_job_there_alone(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, "2026-01-13T20:00", "gym", "I go to the gym every Monday.")
    hear(brain, clock, "2026-01-14T20:00", "work", "I work at the gym on Fridays.")
    hear(brain, clock, "2026-05-05T21:00", "stop", "I stopped going to the gym.")
    assert one(brain, "habit", "goes to the gym").superseded_by is not None
    assert one(brain, "habit", "works at the gym").superseded_by is None


def test_a_day_given_up_ends_that_days_habit_only(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, "2026-01-12T07:00", "mon", "I swim at the lido every Monday morning.")
    hear(brain, clock, "2026-01-15T19:00", "thu", "I swim with the club every Thursday evening.")
    monday, thursday = one(brain, "habit", "Monday"), one(brain, "habit", "Thursday")
    result = hear(brain, clock, "2026-11-10T12:30", "gone", "I no longer swim on Mondays, the pool changed its hours.")
    assert [m.summary for m in result.stored] == ["User no longer swims on Mondays"]  # a decision, not a habit "no longer swim"
    assert result.stored[0].type == "decision"
    assert brain.get(wire.GetParams(id=monday.id)).superseded_by == result.stored[0].id
    assert brain.get(wire.GetParams(id=thursday.id)).superseded_by is None


def test_a_weekly_game_given_up_with_its_day_and_a_reason(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, "2026-02-02T21:00", "thu", "I play football every Thursday with the lads.")
    football = one(brain, "habit", "football")
    result = hear(brain, clock, "2026-11-03T17:45", "gone", "I don't play football on Thursdays anymore, too dark and cold")
    assert [(m.type, m.summary) for m in result.stored] == [("decision", "User no longer plays football on Thursdays")]
    assert football.id in result.superseded


def test_a_test_passed_with_nothing_else_said_is_kept_and_ends_the_learning(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, "2026-01-20T16:10", "learn", "hiya, I'm learning to drive")
    learning = one(brain, "goal", "learning to drive")
    result = hear(brain, clock, "2026-07-09T13:00", "passed", "I passed my driving test!!! first time 🎉🎉")
    assert [m.summary for m in result.stored] == ["User passed their driving test"]
    assert learning.id in result.superseded
