"""Plans: a move announced ahead becomes where the user lives once its date has passed.

A real Brain on a real SQLite file, conversations through ``Brain.ingest`` with the rules
extractor, and a FakeClock moved across months; consolidation (the hourly timer's job)
makes a due plan current (docs/lifecycle.md, "Plans").
"""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd import wire
from mercuryd.brain.clock import FakeClock
from mercuryd.brain.service import Brain


def at(day: str) -> dt.datetime:
    return dt.datetime.fromisoformat(day).replace(tzinfo=dt.UTC)


def hear(brain: Brain, clock: FakeClock, said: str, *texts: str) -> wire.IngestResult:
    clock.t = at(said).timestamp() + 60
    messages = []
    for i, t in enumerate(texts):
        ts = at(said) + dt.timedelta(minutes=2 * i)
        messages += [wire.Message(role="user", content=t, ts=ts),
                     wire.Message(role="assistant", content="Noted!", ts=ts + dt.timedelta(minutes=1))]
    return brain.ingest(wire.IngestParams(messages=messages, conversation_id=f"c-{said}"))


def every(brain: Brain) -> list[wire.Memory]:
    return brain.list(wire.ListParams(scope="all", include_superseded=True, limit=500)).items


def homes(brain: Brain) -> list[str | None]:
    """The live answers to "where does the user live"."""
    return [m.value for m in brain.list(wire.ListParams(scope="all", limit=500)).items if m.attribute == "lives_in"]


def consolidate_at(brain: Brain, clock: FakeClock, when: str) -> wire.ConsolidateResult:
    clock.t = at(when).timestamp()
    return brain.consolidate()


@pytest.fixture
def planned(brain: Brain, clock: FakeClock) -> Brain:
    hear(brain, clock, "2026-01-10T09:00", "I live in Warsaw.")
    hear(brain, clock, "2026-03-10T09:00", "Big news: I'm moving to Berlin on 1 May.")
    return brain


def test_the_plan_is_stored_as_said_with_its_date(planned: Brain) -> None:
    plan = next(m for m in every(planned) if m.type == "decision")
    assert plan.summary == "User is moving to Berlin on 1 May 2026"  # its day with its year
    assert (plan.attribute, plan.value, plan.takes_effect) == ("plan:lives_in", "berlin", at("2026-05-02T00:00"))
    assert homes(planned) == ["warsaw"]


def test_after_its_date_the_plan_is_where_the_user_lives(planned: Brain, clock: FakeClock) -> None:
    early = consolidate_at(planned, clock, "2026-05-01T22:00")  # 1 May is not over yet
    assert early.enacted == [] and homes(planned) == ["warsaw"]

    result = consolidate_at(planned, clock, "2026-05-02T09:00")
    assert homes(planned) == ["berlin"]  # exactly one live answer
    berlin = planned.get(wire.GetParams(id=result.enacted[0]))
    assert result.enacted == [berlin.id]
    assert berlin.summary == "User has lived in Berlin since 1 May 2026"
    assert berlin.evidence == "system" and berlin.stated_at == at("2026-05-02T00:00")  # the effect time
    # The old city and the plan are history under the new value.
    assert sorted((h.attribute, h.value) for h in berlin.history) == [("lives_in", "warsaw"), ("plan:lives_in", "berlin")]
    assert "Berlin" in result.profile.text and "Warsaw" not in result.profile.text
    assert "moving to Berlin" not in result.active_state.text  # done, no longer an intention

    again = consolidate_at(planned, clock, "2026-05-02T10:00")
    assert again.enacted == [] and homes(planned) == ["berlin"]


def test_months_later_the_new_city_holds_without_being_said_again(planned: Brain, clock: FakeClock) -> None:
    consolidate_at(planned, clock, "2026-05-02T09:00")
    for month in ("2026-06-02", "2026-09-02", "2027-01-02"):
        clock.t = at(month + "T09:00").timestamp()
        planned.prune()
        planned.consolidate()
    assert homes(planned) == ["berlin"]
    assert "Berlin" in planned.profile().profile.text


@pytest.mark.parametrize("cancel", [
    "We cancelled the move, staying in Warsaw.",
    "We're not moving to Berlin after all.",
    "I'm no longer moving to Berlin.",
    "We called off the move to Berlin.",
    "Honestly we scrapped the Berlin move, too expensive.",
])
def test_a_cancelled_plan_changes_nothing(planned: Brain, clock: FakeClock, cancel: str) -> None:
    hear(planned, clock, "2026-04-12T18:00", cancel)
    plan = next(m for m in every(planned) if m.attribute == "plan:lives_in" and m.polarity == "positive")
    assert plan.superseded_by is not None
    result = consolidate_at(planned, clock, "2026-06-01T09:00")
    assert result.enacted == [] and homes(planned) == ["warsaw"]
    assert "Warsaw" in result.profile.text and "Berlin" not in result.profile.text


def test_a_newer_explicit_city_wins_over_the_plan(planned: Brain, clock: FakeClock) -> None:
    hear(planned, clock, "2026-04-20T18:00", "Change of plans: we moved to Munich last week.")
    result = consolidate_at(planned, clock, "2026-05-02T09:00")
    assert result.enacted == [] and homes(planned) == ["munich"]


def test_the_old_city_said_after_the_date_means_the_move_did_not_happen(planned: Brain, clock: FakeClock) -> None:
    # The daemon was off over May: the first consolidation after the date runs after this.
    hear(planned, clock, "2026-05-20T18:00", "I still live in Warsaw.")
    result = consolidate_at(planned, clock, "2026-05-21T09:00")
    assert result.enacted == [] and homes(planned) == ["warsaw"]


def test_the_current_city_said_before_the_date_leaves_the_plan_standing(planned: Brain, clock: FakeClock) -> None:
    hear(planned, clock, "2026-04-02T18:00", "I live in Warsaw.")  # still true in April
    result = consolidate_at(planned, clock, "2026-05-02T09:00")
    assert len(result.enacted) == 1 and homes(planned) == ["berlin"]


def test_the_new_city_said_early_fulfils_the_plan(planned: Brain, clock: FakeClock) -> None:
    hear(planned, clock, "2026-04-28T18:00", "We moved to Berlin this week!")
    result = consolidate_at(planned, clock, "2026-05-02T09:00")
    assert result.enacted == [] and homes(planned) == ["berlin"]
    assert len([m for m in every(planned) if m.attribute == "lives_in" and m.value == "berlin"]) == 1


def test_a_plan_without_a_date_never_takes_effect_by_itself(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, "2026-01-10T09:00", "I live in Warsaw.")
    hear(brain, clock, "2026-03-10T09:00", "I'm moving to Berlin.")
    plan = next(m for m in every(brain) if m.attribute == "plan:lives_in")
    assert plan.takes_effect is None
    result = consolidate_at(brain, clock, "2027-03-10T09:00")
    assert result.enacted == [] and homes(brain) == ["warsaw"]


def test_a_month_takes_effect_when_the_month_is_over(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, "2026-01-10T09:00", "I live in Warsaw.")
    hear(brain, clock, "2026-03-10T09:00", "We're relocating to Lisbon in August.")
    assert consolidate_at(brain, clock, "2026-08-31T12:00").enacted == []
    result = consolidate_at(brain, clock, "2026-09-01T00:30")
    assert homes(brain) == ["lisbon"]
    assert brain.get(wire.GetParams(id=result.enacted[0])).summary == "User has lived in Lisbon since August 2026"


def test_a_move_at_the_end_of_a_month_takes_effect_when_the_month_is_over(brain: Brain, clock: FakeClock) -> None:
    # the e14 trial: "at the end of June" named no time a plan could use, so Halifax stayed the home for good
    hear(brain, clock, "2026-03-02T15:00", "I'm a retired librarian living in Halifax.")
    hear(brain, clock, "2026-05-19T15:00", "Big news, I sold the house! I'm moving into a condo in Dartmouth at the end of June.")
    assert consolidate_at(brain, clock, "2026-06-30T12:00").enacted == [] and homes(brain) == ["halifax"]
    result = consolidate_at(brain, clock, "2026-07-01T00:30")
    assert homes(brain) == ["dartmouth"] and len(result.enacted) == 1


def test_the_plan_said_again_with_a_later_date_moves_it(planned: Brain, clock: FakeClock) -> None:
    hear(planned, clock, "2026-04-15T18:00", "I'm moving to Berlin in June.")
    assert consolidate_at(planned, clock, "2026-05-02T09:00").enacted == []
    assert homes(planned) == ["warsaw"]
    assert len(consolidate_at(planned, clock, "2026-07-01T09:00").enacted) == 1
    assert homes(planned) == ["berlin"]


def test_a_job_announced_ahead_is_the_employer_after_its_first_day(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, "2026-01-10T09:00", "I work at Shopify.")
    hear(brain, clock, "2026-04-20T09:00", "I'm starting at Zalando on 1 June!")
    assert consolidate_at(brain, clock, "2026-06-01T12:00").enacted == []
    result = consolidate_at(brain, clock, "2026-06-02T08:00")
    employers = [m for m in brain.list(wire.ListParams(scope="all", limit=500)).items if m.attribute == "works_at"]
    assert [(m.value, m.summary) for m in employers] == [("zalando", "User has worked at Zalando since 1 June 2026")]
    assert result.enacted == [employers[0].id]
    assert {h.value for h in brain.get(wire.GetParams(id=employers[0].id)).history} == {"shopify", "zalando"}


def test_a_plan_typed_by_hand_takes_effect_the_same_way(brain: Brain, clock: FakeClock) -> None:
    clock.t = at("2026-03-10T09:00").timestamp()
    brain.add(wire.AddParams(type="identity", summary="User lives in Warsaw"))
    plan = brain.add(wire.AddParams(type="decision", summary="User is moving to Berlin on 1 May"))
    assert (plan.attribute, plan.takes_effect) == ("plan:lives_in", at("2026-05-02T00:00"))
    consolidate_at(brain, clock, "2026-05-03T09:00")
    assert homes(brain) == ["berlin"]


def test_the_new_city_said_after_the_move_confirms_it(planned: Brain, clock: FakeClock) -> None:
    [made] = consolidate_at(planned, clock, "2026-05-02T09:00").enacted
    result = hear(planned, clock, "2026-05-10T18:00", "I live in Berlin now.")
    assert [m.id for m in result.reinforced] == [made]
    berlin = planned.get(wire.GetParams(id=made))
    assert (berlin.evidence, berlin.reinforcements) == ("direct", 1)  # the user's word now, not the system's
    assert homes(planned) == ["berlin"]


def test_a_new_plan_after_an_older_ones_date_keeps_the_older_move(brain: Brain, clock: FakeClock) -> None:
    # Both plans heard before any consolidation ran (a late ingest, an import): the move
    # whose date had passed when the next plan was said happened first.
    hear(brain, clock, "2026-01-10T09:00", "I live in Bristol.")
    hear(brain, clock, "2026-06-10T09:00", "We're moving to Bath in August.")
    hear(brain, clock, "2026-11-20T09:00", "Big news: we're moving to Lisbon on 1 March!")
    assert homes(brain) == ["bath"]
    bath = next(m for m in every(brain) if m.attribute == "lives_in" and m.value == "bath")
    assert bath.summary == "User has lived in Bath since August 2026"
    history = brain.get(wire.GetParams(id=bath.id)).history
    assert sorted((h.attribute, h.value) for h in history) == [("lives_in", "bristol"), ("plan:lives_in", "bath")]
    lisbon = [m for m in every(brain) if m.attribute == "plan:lives_in" and m.superseded_by is None]
    assert [m.value for m in lisbon] == ["lisbon"]
    consolidate_at(brain, clock, "2027-03-02T09:00")
    assert homes(brain) == ["lisbon"]


def test_a_new_plan_before_the_older_ones_date_replaces_it(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, "2026-01-10T09:00", "I live in Bristol.")
    hear(brain, clock, "2026-06-10T09:00", "We're moving to Bath in August.")
    hear(brain, clock, "2026-07-01T09:00", "Change of plan: we're moving to Leeds in September.")
    consolidate_at(brain, clock, "2026-10-02T09:00")
    assert homes(brain) == ["leeds"]
    assert not any(m.value == "bath" and m.attribute == "lives_in" for m in every(brain))


def test_a_plans_day_gets_its_year(brain: Brain, clock: FakeClock) -> None:
    # Said in November, "1 March" is next year's: the summary says so, and stands alone later.
    hear(brain, clock, "2026-11-20T09:00", "Big news: we're moving to Lisbon on 1 March!")
    [plan] = [m for m in every(brain) if m.attribute == "plan:lives_in"]
    assert plan.summary == "User is moving to Lisbon on 1 March 2027"
    assert plan.takes_effect == at("2027-03-02T00:00")
    hear(brain, clock, "2026-12-01T09:00", "Reminder for me: we're moving to Lisbon on 1 March.")
    assert [m.reinforcements for m in every(brain) if m.attribute == "plan:lives_in"] == [1]  # the same plan again


def test_a_plan_heard_after_its_date_is_current_at_once(brain: Brain, clock: FakeClock) -> None:
    # Old chats ingested late: no consolidation has to run before "where do I live?".
    hear(brain, clock, "2026-01-10T09:00", "I live in Bristol.")
    messages = [wire.Message(role="user", content="We're moving to Bath in August.", ts=at("2026-06-10T09:00")),
                wire.Message(role="assistant", content="Exciting!", ts=at("2026-06-10T09:01"))]
    clock.t = at("2026-12-01T10:00").timestamp()
    brain.ingest(wire.IngestParams(messages=messages, conversation_id="c-late"))
    assert homes(brain) == ["bath"]
    [bath] = [m for m in every(brain) if m.attribute == "lives_in" and m.superseded_by is None]
    assert bath.summary == "User has lived in Bath since August 2026"
