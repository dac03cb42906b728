"""Leftovers of issue 12, sixteenth round (docs/extraction.md, "leftovers16"): a habit with someone named whose relation
is not said ("Sanjay and I play chess every Sunday"), a home taken with someone named ("Priya and I got a flat in
Clifton"), leave to give several steps at once ("you can give me a few steps together now"), which ends one step at a
time in the store. Real extractor; the store through a real Brain.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd.brain.candidate import Candidate
from mercuryd.brain.clock import FakeClock
from mercuryd.brain.service import Brain
from tests import chat

TS = dt.datetime(2026, 11, 16, 9, 0, tzinfo=dt.UTC)  # a Monday


def dialogue(*lines: str, at: dt.datetime = TS) -> list[Candidate]:
    return chat.heard(*lines, at=at)


def summaries(*lines: str, at: dt.datetime = TS) -> list[str]:
    return [c.summary for c in dialogue(*lines, at=at)]


def only(text: str, summary: str) -> Candidate:
    return chat.heard_as(text, summary, at=TS)


# ---------------------------------------------------------------- a habit with someone named

@pytest.mark.parametrize(("text", "summary", "name"), [
    ("Sanjay and I play chess every Sunday afternoon.", "User plays chess with Sanjay every Sunday afternoon", "Sanjay"),
    ("Lena and I swim every Wednesday morning before work, it keeps me sane.",
     "User swims with Lena every Wednesday morning before work", "Lena"),
    ("Ivo and I still go climbing every Friday night.", "User still goes climbing with Ivo every Friday night", "Ivo"),
])
def test_a_habit_with_someone_named(text: str, summary: str, name: str) -> None:
    fact = only(text, summary)
    assert fact.type == "habit"
    assert name in [p.name for p in fact.persons]


@pytest.mark.parametrize("text", [
    "Lena and I swam every Wednesday morning last year.",  # the past
    "Lena and I used to swim every Wednesday.",
    "Can Lena and I swim every Wednesday at your pool?",  # a question
    "Lena and I had lunch on Friday, it was awful.",  # one day
    "Monday and I never get on, every single week.",  # no one
])
def test_no_habit_with_someone(text: str) -> None:
    assert not [c for c in dialogue(text) if c.type == "habit" and "Lena" in c.summary and " with " in c.summary], summaries(text)
    assert not [c for c in dialogue(text) if "Monday" in [p.name for p in c.persons]]


# ---------------------------------------------------------------- a home taken with someone named

@pytest.mark.parametrize(("text", "summary", "name", "place"), [
    ("Priya and I got a flat in Clifton!", "User lives with Priya in a flat in Clifton", "Priya", "clifton"),
    ("Left the student house at last, Tobi and I rented a little apartment together in Ottakring, need curtains",
     "User lives with Tobi in an apartment in Ottakring", "Tobi", "ottakring"),
    ("moved out of my parents', Dami and I got a place in Chorlton", "User lives with Dami in a flat in Chorlton", "Dami",
     "chorlton"),
])
def test_a_home_taken_with_someone(text: str, summary: str, name: str, place: str) -> None:
    fact = only(text, summary)
    assert (fact.type, fact.attribute, fact.value) == ("identity", "lives_in", place)
    assert [p.name for p in fact.persons] == [name]
    assert not [s for s in summaries(text) if s.endswith(f", {name}")]  # no "User moved out of …, Dami"


@pytest.mark.parametrize("text", [
    "Priya and I found a flat in Clifton, we view it on Saturday.",  # found, not taken
    "Priya and I got a puppy.",
    "Priya and I got a flat in the city centre.",  # no place by name
    "Monday and I got a flat in Leeds.",
])
def test_no_home_with_someone(text: str) -> None:
    assert not [c for c in dialogue(text) if c.summary.startswith("User lives with")], summaries(text)


def test_a_comma_before_a_pair_elsewhere_stays_one_clause() -> None:
    # "On the other hand, Renata and I have started hiking …" is no home, and keeps its habit
    assert "User has started hiking every Saturday morning" in summaries(
        "On the other hand, Renata and I have started hiking every Saturday morning.")


# ---------------------------------------------------------------- several steps at once, after one at a time

@pytest.mark.parametrize(("text", "summary"), [
    ("ok you can give me two or three steps at once now, I can follow it", "User is fine with two or three steps at once"),
    ("Right, you can show me a couple of steps together now.", "User is fine with a couple of steps together"),
    ("Where is the export button? Oh and you can give me all the steps in one go from now on, I know the app now.",
     "User is fine with all the steps in one go"),
])
def test_several_steps_at_once_is_read(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", [
    "You can give me all the steps in one go.",  # this answer's (no "now", no "from now on")
    "you can give me the steps for the mail merge now",
    "can you give me two or three steps at once now?",  # asked of this answer
])
def test_steps_for_one_answer_are_no_rule(text: str) -> None:
    assert not [s for s in summaries(text) if "steps" in s], summaries(text)


def test_several_steps_at_once_ends_one_step_at_a_time_in_the_store(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, TS, "a", "Always give me one step at a time.")
    chat.hear(brain, clock, TS, "b", "always explain code with comments")
    assert "User wants one step at a time" in chat.live_summaries(brain)
    chat.hear(brain, clock, TS + dt.timedelta(days=30), "c", "you can give me a few steps together now, I'm quicker at it")
    live = chat.live_summaries(brain)
    assert "User is fine with a few steps together" in live, live
    assert "User wants one step at a time" not in live, live
    assert [s for s in live if "comments" in s], live  # another rule stays


# ---------------------------------------------------------------- "Name's in <place> till …", the name known

@pytest.mark.parametrize(("lines", "summary"), [
    (("My husband Arun teaches maths.", "ok", "Arun's in Kochi with his mother until 20 December, so it's beans on toast"),
     "User's husband Arun is in Kochi with his mother until 20 December 2026"),
    (("My brother Niall is a plumber.", "ok", "Niall's over in Boston working on a site till February."),
     "User's brother Niall is in Boston working on a site till February 2027"),
])
def test_a_known_relative_away_said_with_an_apostrophe(lines: tuple[str, ...], summary: str) -> None:
    assert summary in summaries(*lines)


@pytest.mark.parametrize("lines", [
    ("Niall's in Boston working on a site till February.",),  # who Niall is: not said
    ("My brother Niall is a plumber.", "ok", "Niall's Boston job pays well."),  # a possessive
])
def test_no_relative_away(lines: tuple[str, ...]) -> None:
    assert not [s for s in summaries(*lines) if "Boston" in s], summaries(*lines)


# ---------------------------------------------------------------- a relative's children listed, one fact

@pytest.mark.parametrize(("text", "summary", "kids"), [
    ("My brother Kofi's boys are Ato and Kweku, 12 and 9, and they'll want the big room.",
     "User's brother Kofi's boys are Ato, 12, and Kweku, 9", ["Ato", "Kweku"]),
    ("my cousin Bea's kids are Otto and Lili", "User's cousin Bea's kids are Otto and Lili", ["Otto", "Lili"]),
    ("My sister Ines has two girls, Carla and Marta, so the car is full.", "User's sister Ines has two girls, Carla and Marta",
     ["Carla", "Marta"]),
])
def test_a_relatives_children_listed(text: str, summary: str, kids: list[str]) -> None:
    fact = only(text, summary)
    assert fact.type == "relationship"
    assert set(kids) <= {p.name for p in fact.persons}


@pytest.mark.parametrize("text", [
    "My sister Ines has three girls, Carla and Marta.",  # three said, two named
    "My brother Kofi's boys are Ato and the twins.",  # not all by name
    "My sister Ines's girls are Lovely and Sweet.",  # no names
])
def test_no_children_listed(text: str) -> None:
    assert not [c for c in dialogue(text) if len(c.persons) >= 3], [(c.summary, c.persons) for c in dialogue(text)]


def test_and_theyll_after_a_statement_is_a_clause_of_its_own() -> None:
    # "…, and they'll …" no longer takes the statement before it down with its dangling "they"
    assert "User's daughter Ada is a nurse" in summaries("My daughter Ada is a nurse, and they'll never let her leave.")
    # after "but" it stays one clause: "… went well but he'll be in hospital a week" is the day's news
    assert not [s for s in summaries("My dad had his hip done on Monday. It went well but he'll be in hospital a week.")
                if "a week" in s]


# ---------------------------------------------------------------- one system now used for everything

@pytest.mark.parametrize(("text", "summary"), [
    ("Since March everything is in Halaxy: bookings, patient notes, the invoices, all of it.",
     "User uses Halaxy for everything: bookings, patient notes and the invoices"),
    ("everything goes through Shopify now, orders, stock, the lot", "User uses Shopify for everything: orders and stock"),
    ("Everything is in Trello now.", "User uses Trello for everything"),
])
def test_one_system_for_everything(text: str, summary: str) -> None:
    fact = only(text, summary)
    assert (fact.type, fact.attribute) == ("preference", "uses")


@pytest.mark.parametrize(("text", "summary", "old"), [
    ("I finally stopped using Wave, everything is in QuickBooks now, invoices, receipts, all of it.",
     "User switched from Wave to QuickBooks for everything: invoices and receipts", "wave"),
    ("We ditched Trello, everything goes through Asana now.", "User switched from Trello to Asana for everything", "trello"),
])
def test_one_system_for_everything_after_another_is_one_switch(text: str, summary: str, old: str) -> None:
    fact = only(text, summary)
    assert fact.type == "decision" and old in fact.retracts


@pytest.mark.parametrize("text", [
    "Everything is in Chaos now, the kids are sick.",  # no list of work after it
    "Everything is in Notion now, tasks, my reading list, I need to tidy it.",
])
def test_no_system_for_everything(text: str) -> None:
    assert not [s for s in summaries(text) if "for everything" in s], summaries(text)


def test_a_tool_dropped_before_something_else_is_no_switch() -> None:
    said = summaries("I stopped using Excel, everything is in Square now, the kids love it.")
    assert not [s for s in said if "switched" in s], said


# ---------------------------------------------------------------- a garden centre is a business

@pytest.mark.parametrize(("text", "summary"), [
    ("I run a garden centre outside Hexham.", "User runs a garden centre outside Hexham"),
    ("We own a small garden center in Ohio.", "User owns a small garden center in Ohio"),
])
def test_a_garden_centre_run_is_who_the_user_is(text: str, summary: str) -> None:
    assert only(text, summary).type == "identity"


def test_gardening_stays_a_habit() -> None:
    assert not [c for c in dialogue("I garden every Sunday morning.") if c.type == "identity"]
