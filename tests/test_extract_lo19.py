"""Leftovers, nineteenth round (docs/extraction.md, "leftovers19"): an apology with "if" before a statement, a roof on a
friend's sofa, on call most weekends, a job's "mostly" aside before the city, "a student this year at", a trip "doing" a
country in lower case, a profile pasted as a dash list, children named with ages in brackets, a food the household
refuses, "keep it shorter next time", a relative's joint better now (non-native too), a feast dated by an ordinal.
Real extractor.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt

import pytest

from tests import chat

TS = dt.datetime(2026, 12, 7, 9, 0, tzinfo=dt.UTC)  # a Monday


def summaries(*lines: str) -> list[str]:
    return [c.summary for c in chat.heard(*lines, at=TS)]


# ---------------------------------------------------------------- an apology with "if" before the statement

@pytest.mark.parametrize(("text", "summary"), [
    ("Sorry if I'm a bit slow, I'm staying with my aunt until we find a flat.",
     "User is staying with their aunt until they find a flat"),
    ("apologies if my typing is bad today, I'm sleeping on a friend's couch till I get a new place",
     "User is staying on a friend's couch until they find a new place"),
])
def test_an_apology_before_the_statement_is_no_condition(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", [
    "Sorry if this is a daft question, what's a good kettle?",
    "Sorry if I'm late, I would move to Lisbon if I could.",
    "I'm sleeping on my mate's sofa tonight.",
])
def test_an_apology_before_a_question_or_a_wish_stores_nothing(text: str) -> None:
    assert not [s for s in summaries(text) if "staying" in s or "Lisbon" in s]


# ---------------------------------------------------------------- on call most weekends

def test_on_call_most_weekends_is_a_schedule() -> None:
    found = summaries("I'm a paramedic so I'm on call most weekends.")
    assert "User is a paramedic" in found
    assert "User is on call most weekends" in found


def test_on_call_most_of_the_night_is_one_night() -> None:
    assert not [s for s in summaries("I was on call most of the night, shattered.") if "on call" in s]


# ---------------------------------------------------------------- where the job is, after an aside

def test_the_city_after_a_mostly_aside_is_kept() -> None:
    assert "User is a plumber in Galway" in summaries("Dia dhuit! I'm a plumber, mostly boilers, in Galway.")


def test_a_mostly_aside_without_a_place_names_none() -> None:
    found = summaries("I'm a chef, mostly Italian, in case you wondered.")
    assert "User is a chef" in found
    assert not [s for s in found if "case" in s]


@pytest.mark.parametrize(("text", "summary"), [
    ("I'm a student this year at Durham", "User is a student at Durham"),
    ("im a postgrad this year at york, skint as usual", "User is a postgrad at York"),
])
def test_a_student_this_year_at_a_place(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_a_teacher_this_year_at_a_school_names_no_place() -> None:
    found = summaries("I'm a teacher this year at a new school.")
    assert "User is a teacher" in found
    assert not [s for s in found if s.endswith(" at a")]


# ---------------------------------------------------------------- a trip "doing" a country

@pytest.mark.parametrize(("text", "summary"), [
    ("we're doing vietnam in march next year, two weeks", "User is going to Vietnam in March 2027 for two weeks"),  # (how long, said after the comma: lead57)
    ("We're doing Chile between January and February", "User is going to Chile between January 2027 and February 2027"),
])
def test_doing_a_country_is_a_trip(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", [
    "I'm doing nights in March",
    "we're doing well this year",
    "I'm doing yoga in January",
])
def test_doing_what_is_no_place_is_no_trip(text: str) -> None:
    assert not [s for s in summaries(text) if "going to" in s]


# ---------------------------------------------------------------- a profile pasted as a dash list

def test_a_profile_as_a_dash_list() -> None:
    found = chat.heard("About me:\n- married to Priya\n- 2 kids (Zain 7, Noor 4)\n- Noor is allergic to eggs", at=TS)
    said = [c.summary for c in found]
    assert "User is married to Priya" in said
    kids = [c for c in found if c.summary.startswith("User has 2 kids")]
    assert kids and {p.name for p in kids[0].persons} == {"Zain", "Noor"}
    assert "User's child Noor is allergic to eggs" in said


def test_a_to_do_list_is_no_profile() -> None:
    found = summaries("To do:\n- 3 kids' party bags to buy\n- married to the idea of a new sofa")
    assert not [s for s in found if "kids" in s or "married" in s]


@pytest.mark.parametrize(("text", "names"), [
    ("We have 3 kids (Tariq 10, Lena 7 and baby Oisin, 1)", {"Tariq", "Lena", "Oisin"}),
    ("I've got 3 children (Ola 9 and the twins Ada and Ife 4)", {"Ola", "Ada", "Ife"}),
])
def test_children_named_with_ages_in_brackets(text: str, names: set[str]) -> None:
    kids = [c for c in chat.heard(text, at=TS) if c.persons]
    assert kids and {p.name for p in kids[0].persons} == names


def test_children_in_brackets_without_names_name_no_one() -> None:
    found = chat.heard("I have 2 kids (both grown up now)", at=TS)
    assert found and not [p for c in found for p in c.persons]


# ---------------------------------------------------------------- a food the household refuses

@pytest.mark.parametrize(("text", "summary"), [
    ("Looks good but no prawns, nobody here will touch them lol", "User does not eat prawns"),
    ("Skip the olives, no one in this house eats them", "User does not eat olives"),
    ("none of us eat lamb", "User does not eat lamb"),
])
def test_a_food_the_household_refuses(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", [
    "no one in my team eats lunch before 2",
    "nobody will eat it if it's cold",
])
def test_what_others_do_not_eat_is_not_the_users(text: str) -> None:
    assert not [s for s in summaries(text) if "does not eat" in s]


# ---------------------------------------------------------------- shorter next time

@pytest.mark.parametrize(("text", "summary"), [
    ("Thanks! keep it shorter next time", "User wants shorter answers"),
    ("keep it simpler from now on, I'm not a lawyer", "User wants simpler answers"),
])
def test_a_comparative_for_the_next_answers(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_a_shorter_thing_of_the_users_is_no_rule() -> None:
    assert not [s for s in summaries("My shifts are shorter next month.") if s.startswith("User wants")]


# ---------------------------------------------------------------- a relative's joint better now

@pytest.mark.parametrize(("text", "summary"), [
    ("my husband's shoulder is much better now", "User's husband's shoulder has recovered"),
    ("my father knee is good now, he walk to the shop again", "User's father's knee has recovered"),
])
def test_a_relatives_joint_better_now(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", [
    "my dad's knee is not good now",
    "my dad's knee is better, a bit",
    "my dad's knee is good now?",
])
def test_a_joint_not_better_or_asked_is_no_recovery(text: str) -> None:
    assert not [s for s in summaries(text) if "recovered" in s]


# ---------------------------------------------------------------- a feast dated by an ordinal

def test_a_feast_with_its_day_is_dated_once() -> None:
    assert "User is flying to Lagos for Christmas on 19 December 2026" in summaries("I'm flying to Lagos for Christmas on the 19th")


def test_a_feast_alone_takes_its_year() -> None:
    assert "User is flying to Lagos for Christmas 2026" in summaries("I'm flying to Lagos for Christmas")
