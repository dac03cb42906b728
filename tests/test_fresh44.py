"""Fresh set x15 (docs/extraction.md, "Fresh set x15 (fresh44, session 48)"): the country "the US" is no pronoun
("exporting to the US" was "exporting to the them"); an air traffic controller, a zookeeper or a keeper is a job, and
a dairy or pig farmer said without "a" ("I am dairy farmer near Leeuwarden") too; the town the user commutes or drives
in from is home; "would you mind keeping the answers short, …" asked without its "?"; a post the user is transferred
to; Singlish openers ("eh", "wah"); where the user works now said after a comma ("I left Google, now at Meta"); 24-hour
times as a shape of every answer.
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


def homes(text: str) -> list[str | None]:
    return [c.value for c in heard(text) if c.attribute == "lives_in"]


# ---------------------------------------------------------------- "the US" is a country

@pytest.mark.parametrize(("text", "summary"), [
    ("My daughter moved to the US last spring.", "User's daughter moved to the US in spring 2026"),
    ("we're hoping to sell our cider in the US from next year", "User is hoping to sell their cider in the US from 2027"),
    ("my brother lives in the US", "User's brother lives in the US"),
])
def test_the_us_is_a_country_not_the_user(text: str, summary: str) -> None:
    found = said(text)
    assert any(s == summary for _, s in found), found
    assert not any("them" in s for _, s in found)


def test_us_said_by_the_user_is_still_them() -> None:
    assert said("my mum helps us with the kids on Tuesdays") == [
        ("relationship", "User's mum helps them with the kids on Tuesdays")]


# ---------------------------------------------------------------- jobs: controllers, keepers, kinds of farmer

@pytest.mark.parametrize(("text", "summary"), [
    ("I'm an air traffic controller at Shannon.", "User is an air traffic controller"),
    ("I'm the financial controller at a hospital trust.", "User is the financial controller at a hospital trust"),
    ("I work as a zookeeper at Dublin Zoo.", "User works as a zookeeper"),
    ("I'm a keeper at the reptile house in Chester Zoo.", "User is a keeper at the reptile house in Chester Zoo"),
    ("I am pig farmer near Zwolle, 300 sows.", "User is a pig farmer in Zwolle"),
    ("I am sheep farmer in Powys.", "User is a sheep farmer in Powys"),
])
def test_a_controller_a_keeper_and_a_kind_of_farmer_are_jobs(text: str, summary: str) -> None:
    assert ("identity", summary) in said(text)


@pytest.mark.parametrize("text", [
    "I bought a new Xbox controller.",  # a thing, not a job
    "My nephew is a keeper for Cork City.",  # his, not the user's
    "I am happy near the sea.",  # no job before "near"
])
def test_a_controller_bought_or_someone_elses_keeper_is_no_job_of_the_users(text: str) -> None:
    assert not any(c.attribute == "job_title" for c in heard(text))
    assert [c.value for c in heard("I'm an air traffic controller.") if c.attribute == "job_title"] == [
        "air traffic controller"]  # the twin


# ---------------------------------------------------------------- the town commuted from is home

@pytest.mark.parametrize(("text", "summary", "home"), [
    ("I commute from Guildford.", "User commutes from Guildford", "guildford"),
    ("I drive in from Cashel, about 30 minutes each way.", "User drives in from Cashel, about 30 minutes each way", "cashel"),
    ("I'll be commuting from Maynooth once the new job starts.",
     "User will be commuting from Maynooth once the new job starts", "maynooth"),
    ("I'm commuting from Wolverhampton these days.", "User is commuting from Wolverhampton", "wolverhampton"),
])
def test_the_town_the_user_commutes_from_is_home(text: str, summary: str, home: str) -> None:
    assert ("identity", summary) in said(text)
    assert homes(text) == [home]


@pytest.mark.parametrize("text", [
    "I commute from home on Mondays.",  # no town
    "I commute from Monday to Thursday.",  # days, not a place
    "My wife commutes from Swindon.",  # hers
])
def test_a_commute_from_home_or_days_or_by_someone_else_names_no_home(text: str) -> None:
    assert homes(text) == []
    assert homes("I commute from Swindon.") == ["swindon"]  # the twin


# ---------------------------------------------------------------- "would you mind keeping …", no "?"

def test_would_you_mind_keeping_without_its_question_mark_is_an_instruction() -> None:
    assert said("Would you mind keeping the answers short, my data plan is tiny.") == [
        ("preference", "User wants short answers")]
    assert said("Would you mind keeping your answers to a few sentences, my eyes tire quickly.") == [
        ("preference", "User wants answers of at most a few sentences")]


def test_asked_to_keep_a_secret_is_no_instruction() -> None:
    assert said("Could you keep it between us, my manager doesn't know yet.") == []
    assert said("Could you keep the replies brief, I read them on my phone.") == [
        ("preference", "User wants brief replies")]  # the twin


# ---------------------------------------------------------------- transferred to a post

@pytest.mark.parametrize(("text", "summary"), [
    ("I've been transferred to the Cardiff office.", "User has been transferred to the Cardiff office"),
    ("we got posted to the embassy in Nairobi", "User got posted to the embassy in Nairobi"),
    ("i got transferred to the night team!", "User got transferred to the night team"),
])
def test_a_post_the_user_is_transferred_to_is_a_decision(text: str, summary: str) -> None:
    assert ("decision", summary) in said(text)


@pytest.mark.parametrize("text", [
    "I was transferred to the cardiac ward after the surgery.",  # a patient
    "I got transferred to another agent twice on that call.",  # a phone call
    "My brother got transferred to Dubai.",  # his
])
def test_a_patient_or_a_caller_transferred_is_no_decision(text: str) -> None:
    assert not any(c.type == "decision" for c in heard(text))
    assert ("decision", "User got transferred to the Bristol depot") in said("I got transferred to the Bristol depot.")


# ---------------------------------------------------------------- Singlish openers

def test_eh_and_wah_open_a_sentence_and_are_read_past() -> None:
    assert said("wah i just got a job at Changi Airport!") == [("identity", "User got a job at Changi Airport")]
    assert ("decision", "User got transferred to the airport branch") in said("eh i got transferred to the airport branch!")


def test_a_question_opened_with_eh_keeps_nothing() -> None:
    assert said("eh what time is it in Tokyo") == []
    assert said("wah i just got a job at Changi Airport!") != []  # the twin


# ---------------------------------------------------------------- ", now at X": the new employer

def test_now_at_an_employer_after_the_user_left_one_is_where_they_work() -> None:
    found = heard("I left Deloitte, now at KPMG.")
    assert [(c.attribute, c.value) for c in found if c.attribute == "works_at"] == [("works_at", "kpmg")]
    assert ("decision", "User left Deloitte") in [(c.type, c.summary) for c in found]


def test_now_at_after_someone_elses_move_is_not_the_users_work() -> None:
    assert not any(c.attribute == "works_at" for c in heard("My sister was at Barclays, now at HSBC."))
    assert any(c.attribute == "works_at" for c in heard("I was at Barclays for years, now at HSBC."))  # the twin


# ---------------------------------------------------------------- 24-hour times

@pytest.mark.parametrize(("text", "summary"), [
    ("metric units and 24-hour times, always.", "User wants metric units and 24-hour times"),
    ("24-hour times always please", "User wants 24-hour times"),
])
def test_24_hour_times_are_a_shape_of_every_answer(text: str, summary: str) -> None:
    assert said(text) == [("preference", summary)]


def test_24_hour_times_said_of_something_else_keep_no_preference() -> None:
    assert said("the 24 hour clock is confusing") == []
    assert said("12-hour time please") == [("preference", "User wants 12-hour time")]  # the twin


# ---------------------------------------------------------------- "myself" said for emphasis

@pytest.mark.parametrize(("text", "fact"), [
    ("I'm a nurse myself.", ("identity", "User is a nurse")),
    ("I am diabetic myself.", ("constraint", "User is diabetic")),
    ("I'm from Cork myself lol", ("identity", "User is from Cork")),
    ("I'm a teacher myself too.", ("identity", "User is a teacher")),
])
def test_myself_said_for_emphasis_is_left_out(text: str, fact: tuple[str, str]) -> None:
    assert said(text) == [fact]


def test_myself_as_the_object_is_kept() -> None:
    assert said("I taught myself Python.") == [("episode", "User taught themselves Python")]
    assert said("I'm not myself today.") == []
    assert said("I'm diabetic myself.") == [("constraint", "User is diabetic")]  # the twin


# ---------------------------------------------------------------- a tag after a statement asks nothing

@pytest.mark.parametrize(("text", "summary"), [
    ("I'm a vet myself, ironic right?", "User is a vet"),
    ("I work at Tesco now, funny no?", "User works at Tesco"),
    ("I am coeliac, you know?", "User is coeliac"),
    ("I got a dog named Rex, cute right?", "User got a dog named Rex"),
])
def test_a_statement_with_a_tag_question_is_still_a_statement(text: str, summary: str) -> None:
    assert summary in [s for _, s in said(text)]


@pytest.mark.parametrize("text", [
    "Should I get a dog or no?",  # a choice asked
    "I should move to Leeds, right?",  # advice asked
])
def test_a_question_ending_in_right_or_no_keeps_nothing(text: str) -> None:
    assert said(text) == []
    assert said("I moved to Leeds, crazy right?") != []  # the twin


# ---------------------------------------------------------------- "tryna"

def test_tryna_is_trying_to() -> None:
    assert said("im tryna learn japanese before my trip") == [
        ("goal", "User is trying to learn Japanese before their trip")]
    assert said("what are you tryna say") == []  # asked, not the user's aim


# ---------------------------------------------------------------- why, said after it of "it"

@pytest.mark.parametrize(("text", "fact"), [
    ("We gave up the US plan, the tariffs make it impossible.", ("decision", "User gave up the US plan")),
    ("I sold the caravan, the kids never used it.", ("episode", "User sold the caravan")),
    ("I stopped driving to work, the parking fees made it pointless.", ("decision", "User stopped driving to work")),
])
def test_why_said_after_of_it_leaves_the_fact_standing(text: str, fact: tuple[str, str]) -> None:
    assert said(text) == [fact]


def test_what_someone_did_to_it_that_names_it_is_kept() -> None:
    assert said("I adopted a cat, the kids named it Mochi.") == [("episode", "User adopted a cat named Mochi")]
    assert said("I sold the caravan, the kids never used it.") != []  # the twin
