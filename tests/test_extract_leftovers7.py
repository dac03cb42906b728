"""Leftovers of issue 12, seventh round (docs/extraction.md, "leftovers7"): a named person's move
supersedes their old home. Real extractor; what the store does with it through a real Brain on a
SQLite file.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd.brain.clock import FakeClock
from mercuryd.brain.service import Brain
from tests.chat import facts, hear, read, summaries

TS = dt.datetime(2026, 5, 11, 9, 0, tzinfo=dt.UTC)  # a Monday


def homes(brain: Brain) -> list[tuple[str, str, bool]]:
    """(subject, summary, live) of every memory of where someone lives, sorted."""
    return sorted((r.subject or "user", r.summary, r.superseded_by is None)
                  for r in brain.store.all_memories() if r.attribute == "lives_in")


# ---------------------------------------------------------------- a named person's move

@pytest.mark.parametrize(("text", "subject", "value"), [
    ("My boyfriend Teodor lives in Malmö.", "teodor", "malmö"),
    ("my cousin Inés lives in Valencia", "inés", "valencia"),
    ("Teodor moved to Lund for the new lab.", "teodor", "lund"),
    ("Marisol just moved to Tucson last week", "marisol", "tucson"),
])
def test_a_named_persons_home_is_theirs(text: str, subject: str, value: str) -> None:
    found = [(c.subject, c.attribute, c.value) for c in read(text, at=TS)]
    assert (subject, "lives_in", value) in found, found


@pytest.mark.parametrize("text", ["My sister lives in Hanoi.", "My flatmate moved to Leeds last month.",
                                  "Netflix moved to a new pricing plan", "Monday moved to Friday for the team."])
def test_an_unnamed_relative_or_a_thing_gets_no_home_of_its_own(text: str) -> None:
    assert not any(c.subject != "user" for c in read(text, at=TS))


def test_the_users_own_move_stays_the_users() -> None:
    found = [(c.subject, c.attribute, c.value) for c in read("I moved to Exeter in March.", at=TS)]
    assert ("user", "lives_in", "exeter") in found, found


def test_a_named_persons_move_supersedes_their_old_home(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, TS - dt.timedelta(days=40), "a", "My girlfriend Saskia lives in Leiden.", "I live in Delft.")
    hear(brain, clock, TS, "b", "Saskia moved to Groningen for her PhD.")
    said = homes(brain)
    assert [(who, live) for who, summary, live in said if "Groningen" in summary] == [("saskia", True)], said
    assert ("saskia", "User's girlfriend Saskia lives in Leiden", False) in said, said  # history, kept
    assert ("user", "User lives in Delft", True) in said, said  # the user's own home is not hers


def test_the_users_move_leaves_a_named_persons_home_alone(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, TS - dt.timedelta(days=40), "a", "My dad Horacio lives in Rosario.", "I live in Córdoba.")
    hear(brain, clock, TS, "b", "I moved to Mendoza last week.")
    assert ("horacio", "User's dad Horacio lives in Rosario", True) in homes(brain), homes(brain)
    assert ("user", "User lives in Córdoba", False) in homes(brain), homes(brain)


# ---------------------------------------------------------------- a medicine, its time said first or "have to"

@pytest.mark.parametrize(("text", "medicine"), [
    ("Every evening, I take levothyroxine.", "levothyroxine"),
    ("each morning, i take my metformin", "metformin"),
    ("I have to take amlodipine every morning", "amlodipine"),
    ("i need to take my sertraline every night, doctor says", "sertraline"),
])
def test_a_medicine_taken_is_kept_as_taken(text: str, medicine: str) -> None:
    assert any((a, v) == ("takes", medicine) for _, _, a, v in facts(text, at=TS)), facts(text, at=TS)


def test_a_routine_with_its_time_before_a_comma_keeps_its_time() -> None:
    assert facts("Every Saturday, I go for a swim at the lido.", at=TS)[0][1].endswith("every Saturday")


@pytest.mark.parametrize("text", ["I have to take the dog out every night", "Last week, I took paracetamol for a headache"])
def test_a_chore_or_a_one_off_is_no_medicine_taken(text: str) -> None:
    assert not any(a == "takes" for _, _, a, _ in facts(text, at=TS)), facts(text, at=TS)


# ---------------------------------------------------------------- "me and <Name>" moving

@pytest.mark.parametrize(("text", "place"), [
    ("me and Priit are moving to Tartu in spring", "tartu"),
    ("Me and my husband Olu are moving to Lagos next year.", "lagos"),
    ("Priit and I are moving to Tartu in spring", "tartu"),
])
def test_me_and_a_named_person_moving_is_a_plan_to_live_there(text: str, place: str) -> None:
    assert any((a, v) == ("plan:lives_in", place) for _, _, a, v in facts(text, at=TS)), facts(text, at=TS)


def test_me_and_a_named_person_otherwise_is_read_as_before() -> None:
    assert facts("me and Priit are exhausted", at=TS) == []


# ---------------------------------------------------------------- a new title: a doctorate finished

@pytest.mark.parametrize("text", ["Now I am Dr. Okafor!", "I'm officially Dr. Okafor now", "i'm finally Dr Lindqvist"])
def test_a_new_doctors_title_is_a_doctorate_not_a_name(text: str) -> None:
    found = facts(text, at=TS)
    assert not any(a == "name" for _, _, a, _ in found), found
    assert any("finished a doctorate" in summary for _, summary, _, _ in found), found


def test_a_title_said_in_a_greeting_is_still_a_name() -> None:
    assert ("name", "priya okafor") in [(a, v) for _, _, a, v in facts("Hi, I'm Dr Priya Okafor", at=TS)]


# ---------------------------------------------------------------- an expected baby's name

@pytest.mark.parametrize(("text", "summary"), [
    ("My partner is pregnant! It's a boy, we're naming him Tomás.", "User's baby boy on the way will be named Tomás"),
    ("The baby is due in October. We will call her Ingrid.", "User's baby girl on the way will be named Ingrid"),
    ("Due any day now and we're going to call the baby Robin", "User's baby on the way will be named Robin"),
])
def test_a_baby_on_the_way_named_keeps_the_name(text: str, summary: str) -> None:
    assert summary in summaries(text, at=TS), summaries(text, at=TS)


@pytest.mark.parametrize("text", ["we will call her Julieta", "We adopted a kitten and we're calling her Miso."])
def test_a_name_without_a_baby_on_the_way_is_no_babys(text: str) -> None:
    assert not any("on the way" in s for s in summaries(text, at=TS)), summaries(text, at=TS)


# ---------------------------------------------------------------- a dated change said in the present, its date first

@pytest.mark.parametrize(("text", "summary"), [
    ("from October I take maternity leave", "User takes maternity leave from October 2026"),
    ("So, starting June, I'm going on paternity leave for six weeks.", "User is going on paternity leave for six weeks starting June 2026"),
    ("I'm taking parental leave from September", "User is taking parental leave from September 2026"),
])
def test_leave_from_a_date_is_a_plan(text: str, summary: str) -> None:
    assert ("decision", summary) in [(t, s) for t, s, _, _ in facts(text, at=TS)], facts(text, at=TS)


def test_a_job_from_a_date_said_first_keeps_its_plan() -> None:
    found = facts("From August I start a new job at Deliveroo.", at=TS)
    assert any((a, v) == ("plan:works_at", "deliveroo") for _, _, a, v in found), found
    assert not any(" From " in s for _, s, _, _ in found), found


# ---------------------------------------------------------------- "signed the contract": which one is not said

@pytest.mark.parametrize("text", ["I signed the contract yesterday!", "We finally signed the lease today"])
def test_the_thing_alone_with_its_day_is_still_no_fact(text: str) -> None:
    assert summaries(text, at=TS) == []


def test_the_thing_named_is_kept() -> None:
    assert summaries("I signed the contract for the flat in Leith yesterday", at=TS) == [
        "User signed the contract for the flat in Leith on 10 May 2026"]
