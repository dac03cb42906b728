"""bugs63 (session 63): known bugs fixed as families, foremost that nothing but a plan ended by time; sentences written
for these tests (not the ones the bugs were found with), each beside a near miss, each positive failing on the base
(0f93808)."""

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


# -- 1. a state said for a while, an event said ahead: over when their time is ------------------------------------------

def test_a_state_for_a_while_leaves_the_active_state_when_its_time_is_over(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, NOV, "c1", "I'm not allowed to drive for 3 weeks")
    assert "User is not allowed to drive for 3 weeks" in active(brain)
    # said on 10 November: the 3 weeks are the 10th to the 30th; it holds on the 30th, not on 1 December
    for when in (day("2026-11-17"), day("2026-11-30", 23)):
        assert on(brain, clock, when).over == []
        assert "User is not allowed to drive for 3 weeks" in active(brain)
    result = on(brain, clock, day("2026-12-01", 0))
    assert len(result.over) == 1
    assert "User is not allowed to drive for 3 weeks" not in active(brain)
    row = brain.store.get_memory(result.over[0])
    assert row is not None and (row.scope, row.prior_scope, row.reason) == ("subconscious", "durable", "over")
    assert row.updated_at == day("2026-12-01", 0).timestamp()  # stamped with the time it was over, not the run's
    assert on(brain, clock, day("2026-12-20")).over == []  # run again: nothing more


def test_an_event_said_ahead_leaves_the_active_state_after_its_day(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, NOV, "c1", "I've got an MRI on the 24th")
    assert active(brain) == ["User's MRI is on 24 November 2026"]
    assert on(brain, clock, day("2026-11-24", 23)).over == []  # the day itself: still ahead of the user
    assert active(brain) == ["User's MRI is on 24 November 2026"]
    assert len(on(brain, clock, day("2026-11-25", 0)).over) == 1
    assert active(brain) == []
    assert [m.summary for m in brain.list(wire.ListParams(scope="all", limit=10)).items] == ["User's MRI is on 24 November 2026"]


def test_a_time_so_far_or_gone_ends_nothing(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, NOV, "c1", "I've been vegetarian for 12 years", "I got an MRI on the 2nd")
    kept = active(brain)
    assert kept
    on(brain, clock, day("2039-01-10"))
    assert active(brain) == kept


def test_a_bare_got_appointment_later_this_month_is_ahead_and_so_ends_after_its_day(brain: Brain, clock: FakeClock) -> None:
    assert summaries("got an ultrasound on the 26th") == ["User's ultrasound is on 26 November 2026"]
    hear(brain, clock, NOV, "c1", "got a colonoscopy on the 16th")
    assert active(brain) == ["User's colonoscopy is on 16 November 2026"]
    assert on(brain, clock, day("2026-11-16", 22)).over == []
    assert len(on(brain, clock, day("2026-11-17", 0)).over) == 1


# -- 2. "got <an appointment> on the Nth", the "I've" dropped: ahead when the day is still to come ----------------------

def test_got_an_appointment_on_a_day_gone_this_month_is_had() -> None:
    assert summaries("got an ultrasound on the 4th") == ["User got an ultrasound on 4 November 2026"]
    assert summaries("got a new kettle on the 26th") == ["User got a new kettle on 26 October 2026"]


# -- 3. a course finished, called short, ends its sign-up ----------------------------------------------------------------

def test_a_course_finished_by_a_short_name_ends_the_sign_up(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, day("2026-03-02"), "c1", "I enrolled on a saxophone course")
    hear(brain, clock, day("2026-06-02"), "c2", "Finished the sax course last week")
    assert "User enrolled on a saxophone course" not in active(brain)


def test_another_course_finished_ends_no_sign_up(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, day("2026-03-02"), "c1", "I enrolled on a saxophone course")
    hear(brain, clock, day("2026-06-02"), "c2", "Finished the pottery course last week")
    assert "User enrolled on a saxophone course" in active(brain)


# -- 5. a resignation with no "I" and its last day -----------------------------------------------------------------------

def test_a_resignation_given_in_without_i_is_folded_into_the_last_day() -> None:
    assert summaries("Put in my resignation today, my last day is 18 December") == [
        "User is leaving their job on 18 December 2026, having put in their resignation on 10 November 2026"]


def test_someone_elses_resignation_or_an_essay_given_in_is_not_the_users() -> None:
    assert summaries("gave in my essay this morning, the deadline is 18 December") == []
    assert summaries("Put in her resignation today, her last day is 18 December") == []


# -- 6. an appointment's reason in the user's words ----------------------------------------------------------------------

def test_an_appointments_reason_reads_their_not_my() -> None:
    assert summaries("I have an MRI on the 19th for my shoulder") == ["User's MRI is on 19 November 2026 for their shoulder"]
    assert summaries("I have an MRI on the 19th for the shoulder") == ["User's MRI is on 19 November 2026 for the shoulder"]


# -- 7. a transfer keeps the role, without the town left ----------------------------------------------------------------

def test_a_transfer_ends_the_town_of_a_role(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, day("2026-03-02"), "c1", "I'm a pharmacist at a chemist in Harrogate")
    hear(brain, clock, day("2026-06-02"), "c2", "I got transferred to the Ripon branch")
    assert "User is a pharmacist at a chemist in Harrogate" not in active(brain)
    assert "User is a pharmacist at a chemist" in active(brain)


def test_a_transfer_within_the_town_ends_nothing(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, day("2026-03-02"), "c1", "I'm a pharmacist at a chemist in Harrogate")
    hear(brain, clock, day("2026-06-02"), "c2", "I got transferred to the Harrogate branch")
    assert "User is a pharmacist at a chemist in Harrogate" in active(brain)


# -- 8. a retirement's reason after its time is left --------------------------------------------------------------------

def test_a_retirements_reason_after_the_comma_is_left() -> None:
    assert summaries("I'll retire next spring, 40 years on the railway is enough") == ["User is going to retire in spring 2027"]
    assert summaries("I'll retire next spring") == ["User is going to retire in spring 2027"]


# -- 9. a game's result, nothing won or lost named ----------------------------------------------------------------------

def test_a_games_bare_result_is_not_kept() -> None:
    assert summaries("we lost yet again") == summaries("we won 4-2 at home") == summaries("we lost to Rovers on penalties") == []


def test_what_was_won_or_lost_is_kept() -> None:
    assert summaries("we won the county cup") == ["User won the county cup"]
    assert summaries("I lost my wallet again") == ["User lost their wallet again"]


def test_an_event_told_with_a_duration_stays_live(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, NOV, "c1", "I flew to Lima for a month")
    kept = active(brain)
    on(brain, clock, day("2027-02-10"))
    assert active(brain) == kept
