"""What the rules stored of fresh text that they should not (the d13/e13 round, 2026-12-02).

The session's new families (pastimes in the simple present, plain statements of a life, the head of
a clause read when nothing else reads it) store a statement whole; chat often runs a question on
after a comma without its question mark, and the question then stayed in the summary. Sentences
written for this file, none from the labelled set."""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd import wire
from mercuryd.brain.candidate import Candidate
from mercuryd.brain.extract_rules import extract

SAID = dt.datetime(2026, 5, 10, 10, 0, tzinfo=dt.UTC)


def facts(text: str) -> list[Candidate]:
    return extract([wire.Message(role="user", content=text, ts=SAID),
                    wire.Message(role="assistant", content="Sure.", ts=SAID)])


def summaries(text: str) -> list[str]:
    return [c.summary for c in facts(text)]


@pytest.mark.parametrize(
    ("text", "summary"),
    [
        # a question typed without its mark is not part of the fact before it
        ("I'm the treasurer for the school PTA, need a budget template", "User is the treasurer for the school PTA"),
        ("I'm training for a half marathon in October, what's a good plan", "User is training for a half marathon in October 2026"),
        ("I have two kids and a dog and no time, what's a 20 minute dinner", "User has two kids and a dog and no time"),
        # "settled in" a place with a capital is where one lives
        ("I have recently settled in Lisbon with my husband, Gerald.", "User has recently settled in Lisbon with their husband, Gerald"),
        # "incidentally" is filler; ", which suits …" is why, said after
        ("I no longer write in the mornings, incidentally.", "User no longer writes in the mornings"),
        ("I swim at the lido on Saturdays, which suits my knees", "User swims at the lido on Saturdays"),
        ("I did a degree in history, useless lol", "User did a degree in history"),
        # the head of a clause is read whole, not cut at an "and" inside a list
        ("We have a dog and two cats, and the dog hates the vet", "User has a dog and two cats"),
    ],
)
def test_the_fact_without_what_is_said_around_it(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_settled_in_a_place_is_where_the_user_lives() -> None:
    lives = [c for c in facts("I have recently settled in Lisbon with my husband, Gerald.") if c.attribute == "lives_in"]
    assert [c.value for c in lives] == ["lisbon"]


def test_settled_in_without_a_place_is_nothing_of_home() -> None:
    assert not [c for c in facts("I've settled in nicely at the new job, everyone is friendly") if c.attribute == "lives_in"]


@pytest.mark.parametrize(
    "text",
    [
        # a pastime verb in another use: a phrasal verb, one piece of work, one occasion with its day
        "I write down everything I eat, is that unhealthy",
        "I practice the presentation in front of the mirror but still freeze up",
        "I host a dinner for my in-laws next week, what should I cook",
        "I make up excuses to skip the gym",
        # "a degree of" is not a degree; getting over a cold is not being in recovery
        "I'm in recovery from a bad cold, and feeling rubbish",
        "I have a degree of control over the schedule, but not much",
    ],
)
def test_not_a_pastime_or_a_degree(text: str) -> None:
    assert facts(text) == []


@pytest.mark.parametrize(
    ("text", "summary"),
    [
        # the pastimes themselves are still read
        ("I repair my own bike, it saves money", "User repairs their own bike"),
        ("I make the kids' lunches every morning and I'm sick of sandwiches", "User makes the kids' lunches every morning"),
        ("I have a degree in chemistry", "User has a degree in chemistry"),
        ("I'm in recovery from an eating disorder", "User is in recovery from an eating disorder"),
        # a question with its mark was cut before, and still is
        ("I'm the treasurer for the school PTA, what should I put in a budget?", "User is the treasurer for the school PTA"),
    ],
)
def test_still_read(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_a_role_without_its_article_is_not_a_name() -> None:
    """'I am chef' stored "User's name is Chef": a job noun after "I am" is a role said as many languages say it."""
    got = facts("Hello. My name is Kemal, I am chef and I have small restaurant in Leeds, Turkish meze mostly.")
    assert "User is a chef" in [c.summary for c in got]
    assert [c.value for c in got if c.attribute == "name"] == ["kemal"]


@pytest.mark.parametrize(
    ("text", "summary"),
    [
        # a relative's name between commas is theirs, and "there" is the place the clause named
        ("My daughter, Harriet, lives in Singapore with her two boys and works for a shipping firm there.",
         "User's daughter Harriet lives in Singapore with her two boys and works for a shipping firm in Singapore"),
        # where a relative was admitted
        ("My son got into the Royal Ballet School", "User's son got into the Royal Ballet School"),
        # how the user sees them, run on without a stop, is not part of it
        ("lol my sister got into med school at otago shes sooo smug about it", "User's sister got into med school at otago"),
        # "so of course no pork": the request after the fact
        ("I am muslim so of course no pork, and in my kitchen we never cook with alcohol", "User is Muslim"),
        # "like" before a number is a hedge
        ("can u stop giving me like 5 paragraphs every time", "User does not want 5 paragraphs every time"),
    ],
)
def test_more_plain_statements(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_what_is_not_a_relatives_news() -> None:
    assert facts("My son got into trouble at school again") == []


@pytest.mark.parametrize(
    ("text", "summary"),
    [
        # more jobs by name
        ("I am a retired diplomat", "User is a retired diplomat"),
        ("im a youtuber lol", "User is a youtuber"),
        # a long aside in brackets: the sentence reads on without it
        ("I am a retired diplomat (thirty-four years with the Foreign Office; my last posting was as ambassador to Chile)"
         " and I have recently settled in Lisbon.", "User is a retired diplomat"),
    ],
)
def test_roles(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_a_name_in_brackets_is_still_read() -> None:
    assert "User's sister Anna lives in Oslo" in summaries("My sister (Anna) lives in Oslo")


def test_a_move_between_products_is_not_a_home() -> None:
    """'We moved from Terraform to OpenTofu' stored where the user lives: OpenTofu."""
    for text in ("We moved from Terraform to OpenTofu last month.", "I moved from Jenkins to GitHub Actions",
                 "btw I moved us from Terraform to OpenTofu last month, the licensing thing."):
        got = facts(text)
        assert got and not [c for c in got if c.attribute == "lives_in"], text
        assert all("thing" not in c.summary for c in got)


def test_a_move_between_places_is_still_a_home() -> None:
    for text, value in (("We moved from Leeds to York in March", "york"), ("I moved from McAllen to San Antonio", "san antonio")):
        assert [c.value for c in facts(text) if c.attribute == "lives_in"] == [value]


@pytest.mark.parametrize(
    ("text", "summary"),
    [
        # a lasting fact with "if you're ever …" after it: when it matters, not a condition on it
        ("Also I'm vegetarian if you're ever giving me recipes lol.", "User is vegetarian"),
        ("I'm vegetarian if you ever need to know", "User is vegetarian"),
        # a role taken on (it was read as a habit); from a date, a plan (docs/extraction.md, "leftovers3 (z13)")
        ("I'm taking over as team lead from June 1.", "User will take over as team lead from 1 June 2026"),
        # a request ends at its "please"
        ("keep answers short pls i read them on my break", "User wants short answers"),
    ],
)
def test_e13_readings(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_taking_over_as_a_role_is_who_the_user_is() -> None:
    (got,) = [c for c in facts("I'm taking over as team lead.") if c.attribute == "job_title"]
    assert got.type == "identity" and got.value == "team lead"
    # from a date, the role ahead (docs/extraction.md, "leftovers3 (z13)")
    (got,) = [c for c in facts("I'm taking over as team lead from June 1.") if c.attribute == "plan:job_title"]
    assert got.type == "identity" and got.value == "team lead"


def test_an_introduction_after_a_first_message_that_only_greets() -> None:
    """'yo' - 'Hey! What's up?' - 'im jaz, 15, from auckland': the introduction is the second message."""
    messages = [wire.Message(role=r, content=t, ts=SAID) for r, t in (
        ("user", "yo"), ("assistant", "Hey! What's up?"),
        ("user", "im jaz, 15, from auckland. need help w my maths homework its quadratics"))]
    got = [c.summary for c in extract(messages)]
    assert "User's name is Jaz" in got and "User is 15 years old" in got


def test_a_later_message_is_no_introduction() -> None:
    messages = [wire.Message(role=r, content=t, ts=SAID) for r, t in (
        ("user", "can you help me with my maths homework"), ("assistant", "Sure!"),
        ("user", "im stuck, 15 minutes on one question"))]
    assert not [c for c in extract(messages) if c.attribute in {"name", "age"}]

