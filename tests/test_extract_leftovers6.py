"""Leftovers of issue 12, "What it remembers" (docs/extraction.md, "Leftovers of issue 12"): a dated departure
from an employer ends that employer when its date has passed (consolidation, with the injected clock), a last day
told by its date is such a departure. Real extractor; the store's side through a real Brain on a SQLite file, a
fake clock moved past the date.

Sentences are written for this file, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd.brain.clock import FakeClock
from mercuryd.brain.service import Brain
from tests.chat import facts, hear, live

TS = dt.datetime(2026, 2, 10, 9, 0, tzinfo=dt.UTC)  # a Tuesday


def _history(brain: Brain, memory_id: int) -> str:
    """The summary of the memory that superseded ``memory_id``."""
    row = brain.store.get_memory(memory_id)
    assert row is not None and row.superseded_by is not None, row
    winner = brain.store.get_memory(row.superseded_by)
    assert winner is not None
    return winner.summary


def _row(brain: Brain, summary: str) -> int:
    return next(r.id for r in brain.store.all_memories() if r.summary == summary)


# ---------------------------------------------------------------- a): a dated departure, read

@pytest.mark.parametrize(("text", "summary", "value"), [
    ("I'm leaving Kestrel Freight at the end of March, the commute was killing me",
     "User is leaving Kestrel Freight at the end of March 2026", "kestrel freight"),
    ("I'm leaving my job at Boots in April.", "User is leaving their job at Boots in April 2026", "boots"),
    ("my last day at Harcourt Surveys is Friday 13th March", "User's last day at Harcourt Surveys will be on Friday, 13 March 2026",
     "harcourt surveys"),
    ("My last day at Pellow's will be on the 27th of March, then two weeks off",
     "User's last day at Pellow's will be on 27 March 2026", "pellow's"),
])
def test_a_dated_departure_from_a_named_employer_is_a_departure_plan(text: str, summary: str, value: str) -> None:
    assert facts(text, at=TS) == [("decision", summary, "plan:leaves_works_at", value)]


@pytest.mark.parametrize("text", [
    "we're leaving the flat on 30th June, the lease is up",  # a home, no employer
    "I'll be leaving the lab at the end of June",  # a workplace without its name
])
def test_a_departure_naming_no_employer_is_kept_as_said(text: str) -> None:
    found = facts(text, at=TS)
    assert [(t, a) for t, _, a, _ in found] == [("decision", None)], found


def test_a_last_day_this_week_is_the_coming_one() -> None:
    # "last" in "last day at" is the final day, not a day gone: said on a Tuesday, "this Friday" is three days on
    assert facts("my last day at Harcourt Surveys is this Friday", at=TS) == [
        ("decision", "User's last day at Harcourt Surveys will be on Friday, 13 February 2026", "plan:leaves_works_at",
         "harcourt surveys")]


def test_a_last_day_gone_is_no_plan() -> None:
    assert facts("my last day at the gym was brutal", at=TS) == []


# ---------------------------------------------------------------- a): the employer ended when the date has passed

def test_the_employer_ends_when_the_departure_date_has_passed(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, TS - dt.timedelta(days=200), "a", "I work at Kestrel Freight as a transport planner.")
    hear(brain, clock, TS, "b", "I'm leaving Kestrel Freight at the end of March, can you help me word my leaving email?")
    employer = _row(brain, "User works at Kestrel Freight as a transport planner")

    clock.t = dt.datetime(2026, 3, 31, 12, tzinfo=dt.UTC).timestamp()  # the last day: still there
    brain.consolidate()
    assert [v for _, v in live(brain, "works_at")] == ["kestrel freight"]

    clock.t = dt.datetime(2026, 4, 2, tzinfo=dt.UTC).timestamp()  # March is over
    brain.consolidate()
    assert live(brain, "works_at") == [("User left Kestrel Freight in March 2026", "kestrel freight")]
    gone = brain.store.get_memory(_row(brain, "User left Kestrel Freight in March 2026"))
    assert gone is not None and gone.polarity < 0 and gone.evidence == "system"
    # history kept: the employer and the plan both point at the memory that ended them
    assert _history(brain, employer) == "User left Kestrel Freight in March 2026"
    assert _history(brain, _row(brain, "User is leaving Kestrel Freight at the end of March 2026")) == \
        "User left Kestrel Freight in March 2026"
    assert live(brain, "plan:leaves_works_at") == []

    brain.consolidate()  # again: nothing changes
    assert live(brain, "works_at") == [("User left Kestrel Freight in March 2026", "kestrel freight")]


def test_a_last_day_ends_the_employer_the_day_after(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, TS - dt.timedelta(days=90), "a", "I work for Harcourt Surveys.")
    hear(brain, clock, TS, "b", "my last day at Harcourt Surveys is Friday 13th March, what should I bring in for the team?")
    clock.t = dt.datetime(2026, 3, 13, 18, tzinfo=dt.UTC).timestamp()
    brain.consolidate()
    assert [v for _, v in live(brain, "works_at") if v] == ["harcourt surveys"]
    assert not any(r.polarity < 0 for r in brain.store.all_memories() if r.attribute == "works_at")
    clock.t = dt.datetime(2026, 3, 14, 1, tzinfo=dt.UTC).timestamp()
    brain.consolidate()
    assert live(brain, "works_at") == [("User left Harcourt Surveys on 13 March 2026", "harcourt surveys")]


def test_the_role_said_at_the_employer_left_ends_with_it(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, TS - dt.timedelta(days=200), "a", "I'm a payroll officer at Kestrel Freight.")
    assert [v for _, v in live(brain, "job_title")] == ["payroll officer"]
    hear(brain, clock, TS, "b", "I'm leaving Kestrel Freight at the end of March.")
    clock.t = dt.datetime(2026, 4, 2, tzinfo=dt.UTC).timestamp()
    brain.consolidate()
    # the role said with the employer ends with it, as a new employer would end it
    assert live(brain, "job_title") == []
    assert _history(brain, _row(brain, "User is a payroll officer")) == "User left Kestrel Freight in March 2026"


def test_a_departure_from_a_place_that_is_no_employer_ends_nothing(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, TS - dt.timedelta(days=200), "a", "I work at Kestrel Freight.")
    hear(brain, clock, TS, "b", "I'm leaving Swindon at the end of March, finally.")
    clock.t = dt.datetime(2026, 4, 2, tzinfo=dt.UTC).timestamp()
    brain.consolidate()
    assert [v for _, v in live(brain, "works_at")] == ["kestrel freight"]
    assert "User left Swindon in March 2026" in [r.summary for r in brain.store.all_memories() if r.superseded_by is None]


# ---------------------------------------------------------------- b): the notice beside the departure it explains

@pytest.mark.parametrize("text", [
    "Right, news: I handed in my notice this morning. I'm leaving Kestrel Freight at the end of March.",
    "I gave my notice on Monday. My last day at Kestrel Freight is 27th March",
    "I've resigned!! I'm leaving Kestrel Freight in April",
])
def test_notice_given_beside_a_dated_departure_is_one_fact(text: str) -> None:
    found = facts(text, at=TS)
    assert [(t, a) for t, _, a, _ in found] == [("decision", "plan:leaves_works_at")], found


def test_notice_said_earlier_in_the_conversation_folds_into_the_departure() -> None:
    found = facts("Big day, I handed my notice in.", "I'm leaving Kestrel Freight at the end of March, so help me plan a handover",
                  at=TS)
    assert [(t, a) for t, _, a, _ in found] == [("decision", "plan:leaves_works_at")], found


def test_notice_alone_stays() -> None:
    assert [t for t, _, _, _ in facts("I handed in my notice today, feeling weirdly calm", at=TS)] == ["episode"]


# ---------------------------------------------------------------- c): a job joined without a word of the job

def test_a_job_started_supersedes_the_employer_before(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, TS - dt.timedelta(days=300), "a", "I work for Harcourt Surveys.")
    hear(brain, clock, TS, "b", "I started at Octopus Energy last week, still finding my way around")
    assert [v for _, v in live(brain, "works_at")] == ["octopus energy"]
    assert _history(brain, _row(brain, "User works for Harcourt Surveys")).startswith("User started at Octopus Energy")


def test_joined_said_bare_after_a_departure_is_the_next_employer(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, TS - dt.timedelta(days=300), "a", "I work at Kestrel Freight.")
    hear(brain, clock, TS, "b", "I'm leaving Kestrel Freight at the end of March.")
    clock.t = dt.datetime(2026, 4, 2, tzinfo=dt.UTC).timestamp()
    brain.consolidate()
    hear(brain, clock, dt.datetime(2026, 4, 14, 19, tzinfo=dt.UTC), "c", "Guess what, I've joined Ocado Technology!")
    assert live(brain, "works_at") == [("User has joined Ocado Technology", "ocado technology"),
                                       ("User left Kestrel Freight in March 2026", "kestrel freight")]


def test_joined_said_bare_while_leaving_supersedes_the_employer_at_once(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, TS - dt.timedelta(days=300), "a", "I work at Kestrel Freight.")
    hear(brain, clock, TS, "b", "I'm leaving Kestrel Freight at the end of March.")
    hear(brain, clock, TS + dt.timedelta(days=20), "c", "I've joined Ocado Technology.")
    employer = _row(brain, "User works at Kestrel Freight")
    assert _history(brain, employer) == "User has joined Ocado Technology"
    clock.t = dt.datetime(2026, 4, 2, tzinfo=dt.UTC).timestamp()
    brain.consolidate()  # the departure's date: Kestrel is history already, the news is kept
    assert [v for _, v in live(brain, "works_at")] == ["ocado technology"]
    assert "User left Kestrel Freight in March 2026" in [r.summary for r in brain.store.all_memories() if r.superseded_by is None]


@pytest.mark.parametrize("months", [0, 8])
def test_joined_said_bare_without_a_recent_departure_is_news_only(brain: Brain, clock: FakeClock, months: int) -> None:
    hear(brain, clock, TS - dt.timedelta(days=300), "a", "I work at Kestrel Freight.")
    if months:  # a departure long before: the join is no longer read as the job that follows
        hear(brain, clock, TS, "b", "I'm leaving Kestrel Freight at the end of March.")
        clock.t = dt.datetime(2026, 4, 2, tzinfo=dt.UTC).timestamp()
        brain.consolidate()
    hear(brain, clock, dt.datetime(2026, 4 + months, 14, tzinfo=dt.UTC), "c", "I've joined Strava!")
    assert "strava" not in [v for _, v in live(brain, "works_at")]
    assert any(r.summary.startswith("User has joined Strava") and r.attribute is None for r in brain.store.all_memories())


# ---------------------------------------------------------------- e): a condition the user was told they have

@pytest.mark.parametrize(("text", "summary", "value"), [
    ("I've been told I'm pre-diabetic, so no more biscuits with my tea", "User is pre-diabetic", "diabetes"),
    ("my GP says I'm prediabetic", "User is prediabetic", "diabetes"),
    ("I'm prediabetic.", "User is prediabetic", "diabetes"),
    ("I was told I have high blood pressure last year", "User has high blood pressure", "high blood pressure"),
    ("I've been told that I'm anaemic", "User is anaemic", "anaemic"),
])
def test_a_condition_the_user_was_told_of_is_theirs(text: str, summary: str, value: str) -> None:
    found = facts(text, at=TS)
    assert ("constraint", summary, "condition", value) in found, found


def test_being_told_something_else_is_no_condition() -> None:
    assert facts("I've been told I'm too old for this game", at=TS) == []


# ---------------------------------------------------------------- g): a medicine taken at a time of day

@pytest.mark.parametrize(("text", "summary", "medicine"), [
    ("I take my amlodipine every evening after dinner", "User takes their amlodipine every evening after dinner", "amlodipine"),
    ("every morning before breakfast I take lansoprazole", "User takes lansoprazole every morning before breakfast",
     "lansoprazole"),
    ("Every night I take my sertraline", "User takes their sertraline every night", "sertraline"),
])
def test_a_medicine_taken_at_a_time_is_a_medicine_with_its_time(text: str, summary: str, medicine: str) -> None:
    assert facts(text, at=TS) == [("constraint", summary, "takes", medicine)]


def test_a_routine_taken_at_a_time_is_still_a_habit() -> None:
    assert [(t, a) for t, _, a, _ in facts("every morning I take the dog out before work", at=TS)] == [
        ("habit", "schedule:dog out")]
