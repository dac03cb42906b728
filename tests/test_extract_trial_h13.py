"""The rules extractor on what an eleventh new-user trial missed (a freelance illustrator and
mother over eight months, ``h13-*`` in the labelled set, with a recall trial: docs/recall.md, "A
fifth recall trial"): a diet taken up ("I went vegan") and one said without its verb ("so
pescatarian now"), "I'm sticking with it" after the fact it holds to, a habit done with the
household ("we video-call my mum every Sunday"), a hyphenated verb in a run-on, a purpose after
"so" that is no fact about the person in it, and "first thing" as a time of day.

Every sentence here is written for its family, not copied from the labelled set: a test pins
the mechanism, not one example.
"""

from __future__ import annotations

import datetime as dt

import pytest

from tests.chat import read

TS = dt.datetime(2026, 5, 12, 9, 0, tzinfo=dt.UTC)


def facts(*user: str, cap: int = 6) -> list[tuple[str, str, str | None, str | None]]:
    return [(c.type, c.summary, c.attribute, c.value) for c in read(*user, at=TS, cap=cap)]


@pytest.mark.parametrize(("text", "diet"), [
    ("I went vegetarian after watching that documentary.", "vegetarian"),
    ("We've gone vegan as a family since Easter.", "vegan"),
    ("I became pescatarian last spring.", "pescatarian"),
])
def test_a_diet_taken_up_is_the_diet(text: str, diet: str) -> None:
    assert any(a == "diet" and v == diet for _, _, a, v in facts(text))


@pytest.mark.parametrize("text", [
    "I went vegan for a month last year.",
    "I went vegan restaurant hopping in Berlin.",
])
def test_a_trial_month_or_a_vegan_place_is_no_diet(text: str) -> None:
    assert not any(a == "diet" for _, _, a, _ in facts(text))


def test_a_diet_said_without_its_verb_with_now_is_the_diet() -> None:
    found = facts("I've started eating chicken again, so flexitarian now I suppose.")
    assert any(a == "diet" and v == "flexitarian" for _, _, a, v in found), found


def test_sticking_with_it_decides_nothing_of_its_own() -> None:
    found = facts("I went vegetarian in March and I'm sticking with it, but my husband isn't.")
    assert not any(t == "decision" for t, *_ in found), found
    assert any(a == "diet" and v == "vegetarian" for _, _, a, v in found), found


def test_a_habit_with_the_household_is_the_users() -> None:
    found = facts("We video-call my dad every Saturday evening so he can see the grandkids.")
    assert any(t == "habit" and "video-calls their dad every Saturday evening" in s for t, s, _, _ in found), found


@pytest.mark.parametrize(("text", "purpose"), [
    ("I call my mum every Sunday so she can see the baby.", "can see"),
    ("I drive my dad to dialysis every Tuesday so he can rest.", "can rest"),
])
def test_a_purpose_after_so_is_no_fact_about_its_person(text: str, purpose: str) -> None:
    found = facts(text)
    assert not any(purpose in s for _, s, _, _ in found), found


def test_first_thing_is_a_time_of_day() -> None:
    found = facts("I always do ten minutes of stretching first thing before I check my phone.")
    assert any(t == "habit" and "stretching first thing" in s for t, s, _, _ in found), found


def test_first_thing_tomorrow_is_one_morning() -> None:
    assert not any(t == "habit" for t, *_ in facts("I'll phone the landlord first thing tomorrow."))


def test_a_named_thing_of_theirs_gone_live() -> None:
    found = facts("Big day: my podcast Night Shift Notes is live on Spotify!")
    assert any("podcast Night Shift Notes is live on Spotify" in s for _, s, _, _ in found), found


@pytest.mark.parametrize(("text", "value"), [
    ("I gave up on Trello, so it's Linear for all my side projects now.", "linear"),
    ("It's Lightroom for my photo edits now.", "lightroom"),
])
def test_its_a_tool_for_a_use_now_is_the_tool(text: str, value: str) -> None:
    found = facts(text)
    assert any(a == "uses" and v == value for _, _, a, v in found), found


def test_its_a_day_for_a_use_is_no_tool() -> None:
    assert not any(a == "uses" for _, _, a, _ in facts("It's Monday for my planning now."))
