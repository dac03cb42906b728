"""Leftovers of the new-user trials (docs/extraction.md, "leftovers (v13)"): a job said with its
place, a setup said as what the user is on or what their CI runs on, a relative who lives with
the user, a habit told by its streak. Real extractor; the household through a real Brain on a
SQLite file.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd import wire
from mercuryd.brain.service import Brain
from tests.chat import read

TS = dt.datetime(2026, 5, 12, 8, 30, tzinfo=dt.UTC)


def facts(text: str) -> list[tuple[str, str | None, str | None]]:
    return [(c.summary, c.attribute, c.value) for c in read(text, at=TS)]


# ---------------------------------------------------------------- a job said in a place

@pytest.mark.parametrize(("text", "role", "place"), [
    ("I'm a GP in Shrewsbury, mostly chronic disease clinics.", "gp", "User is a GP in Shrewsbury"),
    ("I'm a Bristol-based structural engineer.", "structural engineer", "User lives in Bristol"),
    ("i'm a Glasgow-based sign painter", "sign painter", "User lives in Glasgow"),
])
def test_a_job_said_with_its_place_keeps_the_role_and_the_place(text: str, role: str, place: str) -> None:
    found = facts(text)
    assert any(attribute == "job_title" and value == role for _, attribute, value in found), found
    assert any(summary == place for summary, _, _ in found), found


def test_a_place_word_made_of_a_job_noun_is_no_home() -> None:
    # "web-based" names no place: the role is left as said
    assert not any(attribute == "lives_in" for _, attribute, _ in facts("I'm a web-based developer."))


# ---------------------------------------------------------------- setup

@pytest.mark.parametrize(("text", "summary", "attribute", "value"), [
    ("I'm on a MacBook Air M1 with 8GB of RAM, so keep the Docker stuff light.",
     "User is on a MacBook Air M1 with 8GB of RAM", "preferred_os", "macos"),
    ("I'm on Ubuntu 24.04 with an RTX 4070.", "User is on Ubuntu 24.04 with an RTX 4070", "preferred_os", "ubuntu"),
    ("Our CI runs on CircleCI, it's slow but it works.", "User's CI runs on CircleCI", "uses", "circleci"),
    ("My blog is hosted on Netlify.", "User's blog is hosted on Netlify", "uses", "netlify"),
    ("I deploy all my side projects to Render.", "User deploys all their side projects to Render", "uses", "render"),
    ("We deploy to fly.io these days.", "User deploys to fly.io", "uses", "fly.io"),
])
def test_a_setup_is_kept_as_a_tool_fact_that_stands_alone(text: str, summary: str, attribute: str, value: str) -> None:
    assert (summary, attribute, value) in facts(text), facts(text)


@pytest.mark.parametrize("text", [
    "I'm on nights this week and next.",
    "I'm on the train with my laptop.",
    "I'm on a PC with my brother right now, he's showing me a game.",
    "I deploy everything to production on Fridays, I know.",
    "Our CI runs on every push.",
    "Our tests run on my laptop.",
])
def test_what_is_not_a_setup_is_not_read_as_one(text: str) -> None:
    found = facts(text)
    assert not any(s.startswith(("User is on ", "User's CI", "User's tests")) or a in {"uses", "preferred_os"}
                   for s, a, _ in found), found


# ---------------------------------------------------------------- a relative in the household

@pytest.mark.parametrize(("text", "summary", "relation"), [
    ("My grandad lives with us now, since the winter.", "User's grandad lives with them", "grandad"),
    ("my nan is living with us, she's 94 and sharp as a tack", "User's nan is living with them", "nan"),
    ("My brother-in-law moved in with us after the divorce.", "User's brother-in-law moved in with them after the divorce",
     "brother-in-law"),
])
def test_a_relative_living_with_the_user_is_a_person_and_a_household_fact(text: str, summary: str, relation: str) -> None:
    found = read(text, at=TS)
    fact = next((c for c in found if c.summary.startswith(summary)), None)
    assert fact is not None, [c.summary for c in found]
    assert [(p.name.lower(), p.relation) for p in fact.persons] == [(relation, relation)]


def test_the_relative_living_with_the_user_has_a_person_page(brain: Brain) -> None:
    messages = [wire.Message(role="user", content="My grandma lives with us these days, she's 91.", ts=TS),
                wire.Message(role="assistant", content="Ok.", ts=TS)]
    brain.ingest(wire.IngestParams(messages=messages, conversation_id="g"))
    people = {p.name: p for p in brain.persons_list(wire.PersonsListParams()).items}
    assert people["Grandma"].relation == "grandma", people
    said = [m.summary for m in brain.persons_memories(wire.PersonGetParams(id=people["Grandma"].id)).items]
    assert any(s.startswith("User's grandma lives with them") for s in said), said


def test_a_relative_living_elsewhere_is_no_household() -> None:
    # where she lives, not the household; she is the person known by the word, as "my mom" is
    # (docs/extraction.md, "leftovers3 (z13)": it asserted no person before)
    found = read("My grandma lives in Leeds.", at=TS)
    assert [(c.summary, [(p.name, p.relation) for p in c.persons]) for c in found] == [
        ("User's grandma lives in Leeds", [("Grandma", "grandma")])]


# ---------------------------------------------------------------- a habit by its streak

@pytest.mark.parametrize(("text", "summary"), [
    ("I've been doing Wordle for 300 days straight and I refuse to break it.", "User has been doing Wordle for 300 days straight"),
    ("I've journaled every night for 90 days in a row now!", "User has journaled every night for 90 days in a row"),
    ("I've been running for 12 weeks without a break.", "User has been running for 12 weeks without a break"),
])
def test_a_habit_told_by_its_streak_is_a_habit(text: str, summary: str) -> None:
    found = read(text, at=TS)
    assert any(c.type == "habit" and c.summary == summary for c in found), [c.summary for c in found]


@pytest.mark.parametrize("text", [
    "I've been sick for 10 days straight.",
    "I've worked 12 days in a row.",
    "I've been up for 20 hours straight.",
    "I've run for 3 days in a row.",  # a spell, not yet a streak
])
def test_a_spell_is_no_streak(text: str) -> None:
    assert not any(c.type == "habit" and ("straight" in c.summary or "in a row" in c.summary) for c in read(text, at=TS))
