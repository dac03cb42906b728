"""Fresh set y15 (docs/extraction.md, "Fresh set y15 (fresh45, session 49)"): trades read as jobs (a luthier, a
glassblower, a farrier, a forecaster, a tea or coffee taster); "a nurse working at / based in …"; the one line of the
user's life in a comment of pasted code; "skip the jargon", "all figures in UGX, not dollars", "explain slow, one step
one time"; "going back to work in November"; "they put a stent in"; a learner's "I have the back pain"; a voice-typed
run-on ("moving in with us she had a fall"); a term extended ("Fellowship is extended to 2028"); "I've accepted a
two-year postdoc at the …"; "he sleeps all day" after an emoji; "Baby girl arrived …" without "our"; "selling the house
and moving to …"; a learner's present of a move or a closing ahead; "end of year"; "so the X thing is off".
Real extractor.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd.brain.candidate import Candidate
from tests import chat

TS = dt.datetime(2026, 7, 10, 12, 0, tzinfo=dt.UTC)


def heard(*lines: str) -> list[Candidate]:
    return chat.heard(*lines, at=TS)


def said(*lines: str) -> list[tuple[str, str]]:
    return [(c.type, c.summary) for c in chat.read(*lines, at=TS)]


def jobs(text: str) -> list[str | None]:
    return [c.value for c in heard(text) if c.attribute == "job_title"]


# ---------------------------------------------------------------- trades that are jobs

@pytest.mark.parametrize(("text", "summary"), [
    ("I am a luthier in Mittenwald.", "User is a luthier in Mittenwald"),
    ("I'm a farrier in County Meath.", "User is a farrier in County Meath"),
    ("I'm a forecaster at the Met Office.", "User is a forecaster"),
    ("I'm a coffee taster at a roastery in Antwerp.", "User is a coffee taster at a roastery in Antwerp"),
    ("I'm a glassblower.", "User is a glassblower"),
])
def test_a_trade_named_is_the_users_job(text: str, summary: str) -> None:
    assert ("identity", summary) in said(text)


@pytest.mark.parametrize("text", [
    "I'm a picky taster.",  # how they taste, no trade
    "I'm a fussy eater.",
    "My uncle is a farrier.",  # his trade
])
def test_a_taste_or_someone_elses_trade_is_no_job_of_the_users(text: str) -> None:
    assert jobs(text) == []
    assert jobs("I'm a wine taster.") == ["wine taster"]  # the twin


# ---------------------------------------------------------------- "a nurse working at …", "an architect based in …"

@pytest.mark.parametrize(("text", "summary"), [
    ("I'm a pharmacist working at a chemist in Galway.", "User is a pharmacist at a chemist in Galway"),
    ("I'm an architect based in Porto.", "User is an architect in Porto"),
    ("i'm a potter 🏺 working at a studio in Stoke", "User is a potter at a studio in Stoke"),
])
def test_a_job_and_where_it_is_worked_with_working_between(text: str, summary: str) -> None:
    assert ("identity", summary) in said(text)


@pytest.mark.parametrize("text", [
    "I have a cousin working at Google.",  # the cousin's work
    "I'm a mum working from home.",  # no job's word
])
def test_working_after_no_job_of_the_users_keeps_no_job(text: str) -> None:
    assert jobs(text) == []


# ---------------------------------------------------------------- a line of life in a comment of pasted code

def test_a_comment_in_pasted_code_that_speaks_of_the_user_is_read() -> None:
    text = ("```python\n"
            "import pandas as pd\n"
            "# I'm a data engineer at a bank in Leeds, this job runs nightly\n"
            "df = pd.read_parquet('trades.parquet')\n"
            "```\n"
            "why is this so slow")
    assert "data engineer" in jobs(text)


@pytest.mark.parametrize("comment", [
    "# I prefer early returns here",  # the code's way
    "# we need to fix this before release",
    "# my hack for the timezone bug",
])
def test_a_comment_about_the_code_keeps_nothing(comment: str) -> None:
    text = f"```python\ndef f(x):\n    {comment}\n    return x\n```\nany idea?"
    assert heard(text) == []


# ---------------------------------------------------------------- rules for every answer

@pytest.mark.parametrize(("text", "summary"), [
    ("Please drop the small talk.", "User wants the small talk dropped"),
    ("skip the jargon pls", "User wants the jargon skipped"),
    ("All prices in rand please, not dollars.", "User wants prices in rand, not dollars"),
    ("amounts in PLN please", "User wants amounts in PLN"),
    ("Please explain slowly, step by step.", "User wants explanations slowly, one step at a time"),
    ("explain one step one time please", "User wants explanations one step at a time"),
])
def test_a_rule_for_every_answer(text: str, summary: str) -> None:
    assert said(text) == [("preference", summary)]


@pytest.mark.parametrize("text", [
    "Let's skip the museum and go to the beach.",  # a plan, no rule
    "Prices in euros have gone up a lot.",  # said of prices
    "Can you explain tides step by step?",  # one explanation asked
    "go slow",  # on what is not said
])
def test_near_misses_of_the_rules_keep_none(text: str) -> None:
    assert not any(t == "preference" for t, _ in said(text))


# ---------------------------------------------------------------- health: a device fitted, a learner's article

def test_going_back_to_work_after_a_leave() -> None:
    assert said("I'm going back to work in March.") == [("episode", "User is returning to work in March 2027")]
    assert said("I'm going back to the office for my charger.") == []


def test_a_device_they_put_in_is_the_users_operation() -> None:
    assert said("They put a pacemaker in in May.") == [("episode", "User had a pacemaker put in in May 2026")]
    assert said("they put a new boiler in last year") == []


def test_a_condition_said_with_a_learners_article() -> None:
    assert [c.value for c in heard("I have the asthma since I was a child.") if c.attribute == "condition"] == ["asthma"]
    assert [c.value for c in heard("I have the back pain from lifting boxes.") if c.attribute == "condition"] == ["bad back"]
    assert heard("I have the keys to the flat.") == []


# ---------------------------------------------------------------- a voice-typed run-on

def test_a_new_subject_after_with_us_starts_a_sentence() -> None:
    found = said("my mum is moving in with us she had a stroke in May")
    assert ("relationship", "User's mum is moving in with them") in found
    assert ("episode", "User's mum had a stroke in May 2026") in found  # the past, not May 2027
    assert not any(" she " in s for _, s in found)


# ---------------------------------------------------------------- a term extended

@pytest.mark.parametrize(("text", "summary"), [
    ("My residence permit is extended to 2029.", "User's residence permit is extended to 2029"),
    ("Contract is extended until 2028.", "User's contract is extended until 2028"),
])
def test_a_term_of_the_users_extended(text: str, summary: str) -> None:
    assert said(text) == [("episode", summary)]


@pytest.mark.parametrize("text", ["The deadline is extended to Friday.", "My sister's visa is extended to 2028."])
def test_someone_elses_or_a_deadlines_extension_keeps_nothing(text: str) -> None:
    assert said(text) == []


# ---------------------------------------------------------------- a post accepted

def test_a_post_accepted_in_the_perfect_with_how_long_and_the_institute() -> None:
    found = heard("I've accepted a three-year fellowship at the Francis Crick Institute.")
    assert [c.value for c in found if c.attribute == "works_at"] == ["francis crick institute"]
    assert heard("I've accepted a two-year loan from my uncle.") == []


# ---------------------------------------------------------------- emoji, births

def test_he_or_she_and_a_verb_after_an_emoji_is_a_new_sentence() -> None:
    found = said("we got a kitten called Tofu 🐱 she chews everything")
    assert ("episode", "User got a kitten called Tofu") in found
    assert not any("she chews" in s for _, s in found)


def test_a_baby_arrived_said_without_our() -> None:
    assert ("relationship", "User's son Emil was born on 1 June 2026") in said("Baby boy arrived on 1 June! His name is Emil.")
    assert said("The baby girl arrived late at the party.") == []


# ---------------------------------------------------------------- moves and closings ahead

def test_selling_and_moving_are_two_clauses() -> None:
    found = said("We're selling the flat in Leith and moving to a cottage in Fife next spring.")
    assert ("decision", "User is moving to a cottage in Fife in spring 2027") in found
    assert ("episode", "User is selling the flat in Leith") in found


def test_a_move_ahead_in_a_learners_present() -> None:
    assert said("I move the studio to Ghent in September.") == [
        ("project", "User is moving the studio to Ghent in September 2026")]
    assert said("I move the car to the garage on Sundays.") == [
        ("habit", "User moves the car to the garage on Sundays")]  # a routine, no move


def test_a_closing_ahead_in_a_learners_present_and_end_of_year() -> None:
    assert said("I close my café end of year.") == [("episode", "User is closing their café at the end of 2026")]
    assert said("I close my shop at 6 on weekdays.") == [("habit", "User closes their shop at 6 on weekdays")]
    assert said("I want to open a second shop before end of year.") == [
        ("goal", "User wants to open a second shop before the end of 2026")]
    assert said("my end of year exams start in June") == []


def test_a_plan_called_off_after_so() -> None:
    assert ("decision", "User called off the Snowdon walk") in said("My knee is bad so the Snowdon walk is off.")
    assert ("decision", "User called off the Skye thing") in said("The physio says no hills for now so the Skye thing is off.")
    assert said("the thing is off") == []


# ---------------------------------------------------------------- two things done at once, a team's switch

def test_while_i_study_is_a_sentence_of_its_own() -> None:
    found = said("I work nights at a hotel while I'm studying nursing.")
    assert ("goal", "User is studying nursing") in found
    assert ("identity", "User works nights at a hotel") in found
    assert said("I got robbed while I was out.") == []  # when, no second thing done


def test_the_users_team_switching_tools_is_their_switch() -> None:
    assert said("the team moved off Jira to Linear in May") == [("decision", "User moved off Jira to Linear in May 2026")]
    assert said("our team switched from R to Python this month") == [
        ("preference", "User switched from R to Python in July 2026")]
    assert said("My sister's team switched from Java to Kotlin.") == []  # hers
    assert said("I switched off the lights.") == []
