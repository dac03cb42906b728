"""Leftovers of issue 12, twelfth round (docs/extraction.md, "leftovers12"): a check before the assistant reports its
work done, a convention named for a kind of writing, the stack "here", a bare list of rules, gig work left by its
platforms, a job said without its article, a test named in many words, a visit to a relative where they live, an
instrument taken up, a thesis's topic, a home being bought, a person away for a few days.
Real extractor; what the store keeps through a real Brain on a SQLite file.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd.brain.candidate import Candidate
from mercuryd.brain.clock import FakeClock
from mercuryd.brain.service import Brain
from tests import chat

TS = dt.datetime(2026, 3, 9, 9, 0, tzinfo=dt.UTC)  # a Monday


def dialogue(*lines: str, at: dt.datetime = TS) -> list[Candidate]:
    return chat.heard(*lines, at=at)


def summaries(*lines: str, at: dt.datetime = TS) -> list[str]:
    return [c.summary for c in dialogue(*lines, at=at)]


# ---------------------------------------------------------------- a check before the assistant says it is done

@pytest.mark.parametrize(("text", "summary"), [
    ("run cargo clippy before you tell me anything compiles",
     "User wants cargo clippy run before the assistant tells them anything compiles"),
    ("Run the e2e suite before saying it works.", "User wants the e2e suite run before the assistant says something works"),
    ("check the bibliography before you tell me it's finished",
     "User wants the bibliography checked before the assistant tells them something is finished"),
    ("and run the migrations before you mark it done", "User wants the migrations run before the assistant marks something done"),
    # (a verb that doubles its last letter: "formatted", not "formated")
    ("format the SQL before you mark it done", "User wants the SQL formatted before the assistant marks something done"),
])
def test_a_check_before_reporting_is_a_standing_rule(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", [
    "check the oven before you leave",  # no report of the assistant's work
    "run to the bakery before you tell me the gossip",  # running somewhere, not running a check
    "run the numbers for me",  # one piece of work
])
def test_no_report_no_rule(text: str) -> None:
    assert not any(s.startswith("User wants") for s in summaries(text))


# ---------------------------------------------------------------- a convention named for a kind of writing

@pytest.mark.parametrize(("text", "summary"), [
    ("keep PR titles in conventional commits format", "User wants PR titles in conventional commits format"),
    ("Keep the changelog in the format Keep a Changelog", "User wants changelog in Keep a Changelog format"),
    ("keep file names in snake_case, the build script is picky", "User wants file names in snake_case"),
    ("keep dates in ISO 8601 format", "User wants dates in ISO 8601 format"),
])
def test_keep_a_kind_of_writing_in_a_named_convention(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", [
    "keep it in the same format",
    "keep the README in the same format as before",
    "keep the test names in the old style",
])
def test_a_convention_not_named_is_nothing(text: str) -> None:
    assert not any("format" in s or "style" in s for s in summaries(text))


# ---------------------------------------------------------------- the stack here, at work

@pytest.mark.parametrize(("text", "summary"), [
    ("the stack here is Kotlin and Ktor", "User's stack at work is Kotlin and Ktor"),
    ("so at work the stack is Ruby and Rails", "User's stack at work is Ruby and Rails"),
    ("some context: the stack at this company is Python and Django", "User's stack at work is Python and Django"),
    ("the stack is TypeScript and Deno", "User's stack is TypeScript and Deno"),
])
def test_the_stack_said_of_a_place_of_work(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_a_stack_of_something_else_is_nothing() -> None:
    assert not any("stack" in s for s in summaries("my stack here is a pile of unread magazines"))


# ---------------------------------------------------------------- a bare list of rules

def test_a_bare_list_of_rules_is_read_sentence_by_sentence() -> None:
    found = summaries("rules: no bullet points. no apologies. never invent statistics.")
    assert "User wants no bullet points" in found
    assert "User wants no apologies" in found
    assert "User does not want statistics invented" in found


def test_a_list_of_rules_ends_at_a_sentence_of_the_user() -> None:
    found = summaries("rules: no tables. I'm off to the gym after this.")
    assert "User wants no tables" in found
    assert not any("gym" in s for s in found)


def test_rules_of_a_game_are_no_rules_for_the_assistant() -> None:
    assert summaries("rules of the game: each player draws five cards. the oldest goes first.") == []


# ---------------------------------------------------------------- gig work left, named by its platforms

@pytest.mark.parametrize(("text", "summary"), [
    ("I have stopped the Uber Eats and Deliveroo, the money is too bad", "User stopped working for Uber Eats and Deliveroo"),
    ("I quit Lyft", "User stopped working for Lyft"),
    ("I've finished with the Glovo", "User stopped working for Glovo"),
])
def test_gig_work_left_by_its_platforms(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", ["I stopped the Uber app from tracking me", "I have stopped Spotify", "I quit the gym"])
def test_a_platform_used_or_another_thing_stopped_is_no_job_left(text: str) -> None:
    assert not any("stopped working" in s for s in summaries(text))


def test_gig_work_left_ends_it_in_the_store(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, TS, "a", "I work for Deliveroo in Leicester.")
    assert any("Deliveroo" in s for s in chat.live_summaries(brain))
    chat.hear(brain, clock, TS + dt.timedelta(days=60), "b", "I have stopped the Deliveroo, too much rain.")
    live = chat.live_summaries(brain)
    assert "User stopped working for Deliveroo" in live
    assert not any(s.startswith("User works") and "Deliveroo" in s for s in live)


# ---------------------------------------------------------------- a job said without its article

@pytest.mark.parametrize(("text", "summary"), [
    ("I drive lorry now", "User is a lorry driver"),
    ("i drive bus in Dublin", "User is a bus driver in Dublin"),
    ("I drive ambulance now, for the NHS", "User is an ambulance driver"),
])
def test_a_job_driven_said_without_the_article(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", ["I drive a van", "I drive to work", "I drive taxi drivers crazy with my questions"])
def test_driving_that_is_no_job(text: str) -> None:
    assert not any("driver" in s for s in summaries(text))


# ---------------------------------------------------------------- a test named in many words, without "my"

@pytest.mark.parametrize(("text", "summary"), [
    ("Citizenship interview is on 2nd April.", "User's citizenship interview is on 2 April 2026"),
    ("IELTS speaking test is on the 30th of March", "User's IELTS speaking test is on 30 March 2026"),
    ("my Certificate in Food Hygiene exam is on 14 April", "User's Certificate in Food Hygiene exam is on 14 April 2026"),
])
def test_a_test_of_the_users_named_in_many_words(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", ["Her driving test is on 2nd April", "Tom's interview is on 2 April", "The exam is on 2 April"])
def test_someone_elses_test_is_not_the_users(text: str) -> None:
    assert not any(s.startswith("User's") for s in summaries(text))


# ---------------------------------------------------------------- a visit to a relative where they live

@pytest.mark.parametrize(("text", "summary"), [
    ("I'm visiting my brother in Galway", "User is visiting their brother in Galway"),
    ("we're visiting my parents in Porto on Saturday, can't wait",
     "User is visiting their parents in Porto on Saturday, 14 March 2026"),
    ("I'm going to see my nan in Swansea next week", "User is visiting their nan in Swansea in the week of 16 March 2026"),
])
def test_a_visit_to_a_relative_in_their_city(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_a_visit_asked_about_is_nothing() -> None:
    assert summaries("are you visiting my brother in Galway?") == []


# ---------------------------------------------------------------- an instrument taken up

@pytest.mark.parametrize(("text", "summary"), [
    ("I took up the accordion!", "User took up the accordion"),
    ("I've taken up the bagpipes, the neighbours are thrilled", "User took up the bagpipes"),
])
def test_an_instrument_taken_up(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", ["the boxes took up the whole hallway", "I took up the offer", "I took up the carpet"])
def test_the_taken_up_that_is_no_pastime(text: str) -> None:
    assert not any("took up" in s for s in summaries(text))


# ---------------------------------------------------------------- what a thesis is on

@pytest.mark.parametrize(("text", "summary"), [
    ("my thesis is on coastal erosion in Norfolk", "User's thesis is on coastal erosion in Norfolk"),
    ("My dissertation is about loneliness in care homes", "User's dissertation is about loneliness in care homes"),
    ("my PhD research is on soil microbes under drought", "User's PhD research is on soil microbes under drought"),
])
def test_what_a_thesis_is_on(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", ["my thesis is on the desk", "my thesis is on 3 June", "my dissertation is on my laptop"])
def test_where_or_when_a_thesis_is_is_no_topic(text: str) -> None:
    assert not any(s.startswith("User's thesis is on") or s.startswith("User's dissertation is on") for s in summaries(text))


# ---------------------------------------------------------------- a home being bought

@pytest.mark.parametrize(("text", "summary"), [
    ("We're buying a three bed in Didsbury, fingers crossed", "User is buying a three-bedroom home in Didsbury"),
    ("We're buying our first house in Leith", "User is buying their first house in Leith"),
])
def test_a_home_being_bought(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", ["we're buying a new kettle", "are you buying a house?"])
def test_other_buying_is_not_a_home(text: str) -> None:
    assert not any("buying" in s for s in summaries(text))


# ---------------------------------------------------------------- someone away for a few days

@pytest.mark.parametrize("text", [
    "My manager is away till Thursday so I can finally get stuff done",
    "my supervisor is off until next week",
    "my boss is on holiday this week",
])
def test_someone_away_for_days_is_no_fact_of_them(text: str) -> None:
    assert not any("away" in s or " off " in s or "holiday" in s for s in summaries(text))


def test_a_long_leave_is_kept() -> None:
    assert any("maternity leave" in s for s in summaries("my wife is on maternity leave until June"))
