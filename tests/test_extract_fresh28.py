"""Eight more voices written before the fresh28 round (docs/extraction.md, "Eight more voices, written before the
round (c15)"): a Korean master's student in Melbourne, a Welsh hill farmer in fragments, a Kenyan nurse in Leeds, a
Texan retiree dictating, a Montréal developer mixing French, a Year 11 student, a small landlord, a caregiver. Each
family of sentences a rule a person would name; the real extractor.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt
import functools

import pytest

from tests import chat

AT = dt.datetime(2026, 8, 12, 9, 0, tzinfo=dt.UTC)

facts = functools.partial(chat.facts, at=AT)
summaries = functools.partial(chat.summaries, at=AT)


# ---------------------------------------------------------------- a role the user has not

@pytest.mark.parametrize("text", [
    "I'm Priya, I manage the two houses myself, no agent.",
    "I'm Callum, no teacher, just a dad helping with homework.",
    "I'm Rosa, not a lawyer, so explain it simply.",
])
def test_no_role_after_a_name_is_no_job(text: str) -> None:
    said = summaries(text)
    assert not [s for s in said if s.startswith("User is a no") or s.startswith("User is a not")], said


# ---------------------------------------------------------------- where on a hospital ward

@pytest.mark.parametrize(("text", "summary", "employer"), [
    ("I'm a nurse on the cardiac ward at Bradford Royal.", "User is a nurse on the cardiac ward", "User works at Bradford Royal"),
    ("I work as a healthcare assistant on the stroke unit at the Royal Free.",
     "User works as a healthcare assistant on the stroke unit", "User works at Royal Free"),
])
def test_a_ward_is_part_of_the_job(text: str, summary: str, employer: str) -> None:
    said = summaries(text)
    assert summary in said and employer in said


def test_the_ward_alone_adds_nothing() -> None:
    assert "User is a nurse" in summaries("I'm a nurse on the ward.")


# ---------------------------------------------------------------- an instruction after any short lead, and its "but"

@pytest.mark.parametrize("text", [
    "Petit détail: please answer in English.",
    "Rule one: always answer in English.",
])
def test_a_short_lead_before_an_instruction(text: str) -> None:
    assert "User wants answers in English" in summaries(text)


@pytest.mark.parametrize("text", [
    "Note to self: always pack the charger.",
    "My rule: never eat after eight.",
    "Gran's rule: never shoes indoors.",
])
def test_the_users_own_rule_is_no_instruction(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User wants") or s.startswith("User does not want")]


def test_an_exception_after_but_is_kept_with_the_rule() -> None:
    assert summaries("Always use metric units but give the oven temperatures in Fahrenheit.") == [
        "User wants metric units and the oven temperatures given in Fahrenheit"]


def test_a_prohibition_and_its_alternative_stay_two() -> None:
    said = summaries("Never use tabs, but use two spaces.")
    assert "User does not want tabs used" in said and "User wants two spaces" in said


def test_but_without_a_standing_rule_is_left() -> None:
    assert not [s for s in summaries("Answer this one in English but write it short.") if "and" in s]
