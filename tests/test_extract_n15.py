"""Fresh set thirty-six (docs/extraction.md, "Fresh set thirty-six (`n15-*`, fresh36 …)"): a relative the user has, named
after a comma ("I have a sister, her name is Anna"), an "ok?" closing a request made because of a fact with no comma
before it ("…, so flag any tahini ok?"), "yaar" and "inshallah" ending an English sentence, and the folk names of two
conditions ("I have the sugar (type 2 diabetes)", "my pressure is high"). Real extractor.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd.brain import spelling
from mercuryd.brain.candidate import Candidate
from tests import chat

TS = dt.datetime(2026, 3, 10, 12, 0, tzinfo=dt.UTC)  # a Tuesday


def dialogue(*lines: str, at: dt.datetime = TS) -> list[Candidate]:
    return chat.heard(*lines, at=at)


def summaries(*lines: str, at: dt.datetime = TS) -> list[str]:
    return [c.summary for c in dialogue(*lines, at=at)]


# ---------------------------------------------------------------- a relative, then "her name is …"

@pytest.mark.parametrize(("text", "rel", "name"), [
    ("I have a brother, his name is Tobias.", "brother", "Tobias"),
    ("i got a boyfriend now lol his names Arjun, he's in my year", "boyfriend", "Arjun"),
    ("I've got a new manager, her name's Delphine.", "manager", "Delphine"),
    ("btw i have a stepdaughter, her name is Kezia", "stepdaughter", "Kezia"),
])
def test_a_relative_named_after_a_comma_is_who_they_are(text: str, rel: str, name: str) -> None:
    found = dialogue(text)
    assert any(c.type == "relationship" and c.summary.startswith(f"User's {rel}") and name in [p.name for p in c.persons]
               for c in found), [c.summary for c in found]


@pytest.mark.parametrize("text", [
    "My neighbour has a brother, his name is Tobias.",  # the neighbour's brother
    "I got a parcel, his name was on it.",  # no relative
    "I have a brother, his name is not important here.",  # no name
])
def test_no_relative_of_the_user_named_so(text: str) -> None:
    assert not any(c.summary.startswith("User's brother") or c.summary.startswith("User's parcel") for c in dialogue(text)), \
        summaries(text)


def test_the_neighbours_brother_twin_the_users_own_is_named() -> None:
    assert "User's brother is Tobias" in summaries("I have a brother, his name is Tobias.")
    assert "User's brother is Tobias" not in summaries("My neighbour has a brother, his name is Tobias.")


# ---------------------------------------------------------------- "…, so flag any tahini ok?"

def test_a_fact_then_a_request_tagged_ok_without_a_comma_is_read() -> None:
    found = summaries("Heads up: my husband Lorcan is allergic to shellfish, so mark any prawns ok?")
    assert any("Lorcan is allergic to shellfish" in s for s in found), found


@pytest.mark.parametrize("text", [
    "My husband Lorcan is moving to Cork, so is that ok?",
    "My husband Lorcan is allergic to shellfish, so what starter is ok?",
])
def test_a_real_question_ending_in_ok_stays_a_question(text: str) -> None:
    assert spelling.standard(text).endswith("?")
    assert spelling.standard("My husband Lorcan is allergic to shellfish, so mark any prawns ok?").endswith(".")


# ---------------------------------------------------------------- "yaar", "inshallah" at the end

@pytest.mark.parametrize(("text", "kept"), [
    ("We're opening a bakery in Thornhill next spring, inshallah.", "bakery in Thornhill"),
    ("I'm moving to Pune in June, insha'allah", "Pune"),
    ("no emojis in your answers yaar", "emojis"),
])
def test_a_closing_word_of_another_language_is_not_in_the_summary(text: str, kept: str) -> None:
    found = summaries(text)
    assert any(kept in s for s in found), found
    assert not any(w in s.lower() for s in found for w in ("yaar", "inshallah", "insha'allah")), found


def test_a_name_that_is_the_word_is_kept() -> None:
    assert any("Yaar" in s for s in summaries("My friend Yaar is visiting from Tel Aviv."))


# ---------------------------------------------------------------- "I have the sugar", "my pressure is high"

@pytest.mark.parametrize(("text", "condition"), [
    ("I have the sugar (type 2 diabetes) so go easy on the rice.", "type 2 diabetes"),
    ("I've got sugar diabetes since last year.", "diabetes"),
    ("I have the sugar and my pressure is high.", "diabetes"),
    ("My blood pressure is a bit high, so less salt please.", "high blood pressure"),
])
def test_a_folk_name_of_a_condition_is_the_condition(text: str, condition: str) -> None:
    found = dialogue(text)
    assert any(c.type == "constraint" and c.summary.startswith("User has") and condition in c.summary for c in found), \
        [c.summary for c in found]


@pytest.mark.parametrize("text", [
    "I have the sugar, the eggs and the flour ready.",  # the baking
    "The pressure at work is high this month.",  # the job's
    "My tyre pressure is high.",  # the car's
    "my pressure is high at work",
])
def test_sugar_and_pressure_said_otherwise_are_no_condition(text: str) -> None:
    assert not any(c.type == "constraint" for c in dialogue(text)), summaries(text)
    assert any(c.type == "constraint" for c in dialogue("I have the sugar (diabetes), so no cake please."))


def test_a_pet_named_after_a_comma_keeps_its_own_reading() -> None:
    assert summaries("I got a puppy. His name's Rolo, he's 2") == ["User got a 2-year-old puppy named Rolo"]
    assert "User's brother is Rolo" in summaries("I got a brother. His name's Rolo.")
