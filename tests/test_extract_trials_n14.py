"""What the n14 new-user trial (session 32) showed the rules missing: an Irish dairy farmer and a
non-binary ceramic artist in Melbourne.

"I've a dairy farm outside Mallow" (Irish "I've a"), "The missus, Bridget, does the books", "Our eldest,
Ciarán, is in agricultural college …, he'll take over the farm", "hi! i'm alex (they/them), i'm a ceramic
artist", "please break tasks into small steps for me", "applying for an arts grant from Creative
Victoria, due 30 June", "my kiln is a Skutt, electric". Sentences written for this file, none from the
labelled set.
"""

from __future__ import annotations

import datetime as dt
import functools

import pytest

from tests import chat

AT = dt.datetime(2026, 6, 3, 10, 0, tzinfo=dt.UTC)

facts = functools.partial(chat.facts, at=AT)
summaries = functools.partial(chat.summaries, at=AT)


def test_ive_a_is_i_have_a() -> None:
    assert summaries("I've a sheep farm outside Dingle.") == ["User has a sheep farm outside Dingle"]


@pytest.mark.parametrize(("said", "kept"), [("The missus, Aoife, runs the shop.", "User's wife Aoife runs the shop"),
                                            ("The other half, Jo, works nights.", "User's partner Jo works nights")])
def test_a_spouse_said_the_colloquial_way(said: str, kept: str) -> None:
    assert kept in summaries(said)


def test_the_wife_of_someone_else_is_not_the_users() -> None:
    assert not any("User's wife" in s for s in summaries("The wife of my neighbour runs the shop."))


def test_our_eldest_named_between_commas() -> None:
    assert summaries("Our youngest, Niamh, is in secondary school in Cork, she'll be 14 in May.")[0] == (
        "User's youngest Niamh is in secondary school in Cork")


@pytest.mark.parametrize(("said", "pronouns"), [("hi! i'm robin (they/them), i'm a potter in Hobart.", "they/them"),
                                                ("Hi, I'm Dana, she/her, nurse in Leeds.", "she/her")])
def test_pronouns_given_with_ones_own_name(said: str, pronouns: str) -> None:
    assert ("identity", f"User's pronouns are {pronouns}", "pronouns", pronouns) in facts(said)


def test_pronouns_given_with_someone_elses_name_are_theirs() -> None:
    assert not any(f[2] == "pronouns" for f in facts("Robin (my partner, they/them) got me a pottery course for my birthday."))


def test_break_tasks_into_small_steps_is_how_to_answer() -> None:
    said = summaries("i have ADHD so please break tasks into small steps for me, long lists overwhelm me")
    assert said == ["User has ADHD", "User wants tasks broken into small steps"]


@pytest.mark.parametrize(("said", "kept"), [
    ("applying for a residency at the Banff Centre, due 1 August.", "User is applying for a residency at the Banff Centre, due on 1 August 2026"),
    ("I'm applying to law school this year.", "User is applying to law school in 2026"),
])
def test_an_application_under_way_is_a_goal(said: str, kept: str) -> None:
    assert facts(said) == [("goal", kept, None, None)]


@pytest.mark.parametrize(("said", "kept"), [("my kiln is a Skutt, electric, if that matters", "User's kiln is a Skutt, electric"),
                                            ("my car's a Tesla.", "User's car is a Tesla")])
def test_a_thing_of_the_users_by_its_make(said: str, kept: str) -> None:
    assert summaries(said) == [kept]


@pytest.mark.parametrize("said", ["my wife Priya is a GP.", "my roommate femke is a Dutch girl", "my name is Alex."])
def test_a_person_is_no_make(said: str) -> None:
    assert not any(f[0] == "identity" and " is a " in f[1] for f in facts(said)), facts(said)
