"""Fresh set thirty-nine (docs/extraction.md, "Fresh set thirty-nine (`q15-*`, fresh39 …)"): where the user studies,
said with "I'm studying" ("I'm studying nursing at Deakin" is where they study, as "I study nursing at Deakin" is, not a
skill being learned), with a university named in lower case ("at hokkaido university") or as "the University of …",
and with the year of study after it ("… 2nd year"); being at a place of worship every week ("I'm at the gurdwara all
day on Sundays"); a count of times in words ("I pray five times a day"); a learner's question after a comma without its
question mark ("…, how I can sleep with night shifts"); a live-in job without its hyphen ("I'm a live in caregiver").
Real extractor.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd.brain.candidate import Candidate
from tests import chat

TS = dt.datetime(2026, 6, 9, 12, 0, tzinfo=dt.UTC)


def dialogue(*lines: str) -> list[Candidate]:
    return chat.heard(*lines, at=TS)


def identities(*lines: str) -> list[str]:
    return [c.summary for c in dialogue(*lines) if c.type == "identity"]


# ---------------------------------------------------------------- where the user studies

@pytest.mark.parametrize(("text", "summary"), [
    ("I'm studying pharmacy at Monash.", "User is studying pharmacy at Monash"),
    ("i study chemistry at kyoto university 3rd year", "User studies chemistry at Kyoto University, in their third year"),
    ("I am studying medicine at the University of Glasgow, final year.",
     "User is studying medicine at the University of Glasgow, in their final year"),
    ("I study geology at Lund University.", "User studies geology at Lund University"),
])
def test_where_the_user_studies_is_who_they_are(text: str, summary: str) -> None:
    assert identities(text) == [summary]


@pytest.mark.parametrize("text", [
    "I'm studying for my driving test at the kitchen table.",  # a place to sit, no place of study
    "I'm studying at the library today.",  # no subject, and a building
    "i study maths at the weekend",  # when, not where
    "I'm studying in Oxford over the summer.",  # no subject
])
def test_studying_somewhere_that_is_no_place_of_study_is_no_identity(text: str) -> None:
    assert identities(text) == []


def test_a_relative_studying_at_a_university_is_not_the_user() -> None:
    # the user's own twin: "I'm studying law at the University of Bristol" is who they are
    assert identities("I'm studying law at the University of Bristol.") == [
        "User is studying law at the University of Bristol"]
    found = dialogue("My sister is studying law at the University of Bristol.")
    assert [c.type for c in found] == ["relationship"]
    assert all(not c.summary.startswith("User is studying") for c in found)


def test_a_university_named_of_its_city_is_an_employer() -> None:
    found = dialogue("I work at the University of Bristol.")
    assert [(c.attribute, c.value) for c in found] == [("works_at", "university of bristol")]
    # "university" alone is a stage of life, no employer
    assert all(c.attribute != "works_at" for c in dialogue("I'm starting at university in October."))


# ---------------------------------------------------------------- a place of worship every week

@pytest.mark.parametrize(("text", "summary"), [
    ("I'm at the mosque on Fridays.", "User is at the mosque on Fridays"),
    ("I'm at the mandir every Tuesday evening.", "User is at the mandir every Tuesday evening"),
    ("I'm at the gurdwara all day on Sundays.", "User is at the gurdwara all day on Sundays"),
    ("I'm at chapel every Sunday morning.", "User is at chapel every Sunday morning"),
])
def test_being_at_a_place_of_worship_every_week_is_a_habit(text: str, summary: str) -> None:
    assert [(c.type, c.summary) for c in dialogue(text)] == [("habit", summary)]


@pytest.mark.parametrize("text", [
    "I'm at a wedding in a church every summer it feels like.",  # a church named inside something else's place
    "I'm in bed every night by 10.",  # no place of worship, nor any venue
])
def test_being_somewhere_that_is_no_venue_every_week_is_nothing(text: str) -> None:
    # the positive twin: the same shape at a place of worship is kept
    assert [c.type for c in dialogue("I'm at the synagogue every Saturday.")] == ["habit"]
    assert dialogue(text) == []


# ---------------------------------------------------------------- a count in words, times a day

@pytest.mark.parametrize(("text", "summary"), [
    ("I pray five times a day.", "User prays five times a day"),
    ("I check my blood sugar six times a day.", "User checks their blood sugar six times a day"),
])
def test_a_count_of_times_in_words_is_a_schedule(text: str, summary: str) -> None:
    assert [(c.type, c.summary) for c in dialogue(text)] == [("habit", summary)]


@pytest.mark.parametrize("text", [
    "My dad prays five times a day.",  # the father's habit, not the user's
    "Should I pray five times a day?",  # a question
])
def test_someone_elses_or_a_questioned_count_is_not_the_users_habit(text: str) -> None:
    assert [c.summary for c in dialogue("I pray five times a day.")] == ["User prays five times a day"]
    assert all(not c.summary.startswith("User prays") for c in dialogue(text))


# ---------------------------------------------------------------- a learner's question after a comma, without its mark

@pytest.mark.parametrize(("text", "summary"), [
    ("I fast every Ramadan, how I can sleep well with night shifts", "User fasts every Ramadan"),
    ("I swim on Mondays, what I should eat before", "User swims on Mondays"),
])
def test_a_learners_question_after_a_comma_is_cut_from_the_statement(text: str, summary: str) -> None:
    assert [c.summary for c in dialogue(text)] == [summary]


def test_the_question_cut_off_stores_nothing_of_its_own() -> None:
    # the statement before the comma is kept; the question after it, however it is worded, tells nothing
    assert "User works nights at a bakery" in [c.summary for c in dialogue("I work nights at a bakery, how I can sleep in the day")]
    assert dialogue("how I can sleep in the day when I work nights at a bakery") == []


# ---------------------------------------------------------------- a live-in job, its hyphen left out

@pytest.mark.parametrize(("text", "summary"), [
    ("I'm a live in carer for a retired doctor in Harrogate.", "User is a live-in carer for a retired doctor in Harrogate"),
    ("i work as a live in nanny in Doha", "User works as a live-in nanny in Doha"),
])
def test_a_live_in_job_without_its_hyphen_is_the_job(text: str, summary: str) -> None:
    assert [(c.type, c.summary) for c in dialogue(text)] == [("identity", summary)]


def test_living_in_a_place_is_not_a_live_in_job() -> None:
    # the twin above is the job; "I live in" a town is where the user lives, and a carer wanted is nobody's job
    assert [c.summary for c in dialogue("I live in Harrogate.")] == ["User lives in Harrogate"]
    assert dialogue("We need a live in carer for my dad.") == []
