"""Six more voices written before the fresh30 round (docs/extraction.md, "Eight more conversations, written before the
round (f15)"): a civil-services aspirant in Pune, a Unity developer in Izmir, an Ohio State freshman, a widowed retired
nurse in Ludlow, a trucker out of Laredo, an in-house counsel in Singapore. Each family of sentences a rule a person
would name; the real extractor.

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


# ---------------------------------------------------------------- a piece of writing asked for, said as a need

@pytest.mark.parametrize("text", [
    "I need some help drafting a complaint to the council about the potholes. Keep it polite.",
    "Need help writing a reference for my old intern. Kindly keep it warm.",
    "I'd like help wording a message to my landlord. Keep it firm.",
])
def test_how_the_piece_asked_for_is_kept_is_no_rule_for_every_answer(text: str) -> None:
    said = summaries(text)
    assert not [s for s in said if s.startswith("User wants")], said


def test_keep_it_said_alone_is_still_how_to_answer() -> None:
    assert "User wants polite answers" in summaries("Keep it polite.")


# ---------------------------------------------------------------- a terse role at a workplace named by its kind

@pytest.mark.parametrize(("text", "summary"), [
    ("kasia. ux designer, small design agency in gdansk, 9 people.", "User is a UX designer at a small design agency in Gdansk"),
    ("ravi. backend dev, a startup in tartu.", "User is a backend dev at a startup in Tartu"),
])
def test_terse_role_at_a_kind_of_workplace_in_a_lower_case_town(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_a_workplace_in_town_names_no_town() -> None:
    said = summaries("i work at a small company in town.")
    assert not [s for s in said if "Town" in s], said


# ---------------------------------------------------------------- too many, and the most

@pytest.mark.parametrize(("text", "summary"), [
    ("please don't give me like 20 bullet points, 4 max", "User wants answers of at most 4 bullet points"),
    ("dont send me fifty paragraphs, two max cos i read on the bus", "User wants answers of at most two paragraphs"),
])
def test_too_many_refused_and_the_most_allowed(text: str, summary: str) -> None:
    said = summaries(text)
    assert summary in said, said
    assert not [s for s in said if "given" in s or "sent" in s], said


# ---------------------------------------------------------------- preparing for an exam, left

@pytest.mark.parametrize(("text", "summary"), [
    ("Update: I've left GMAT preparation.", "User has left GMAT preparation"),
    ("I have stopped my NEET prep for now.", "User has stopped their NEET prep"),
])
def test_exam_preparation_left_is_a_decision(text: str, summary: str) -> None:
    assert ("decision", summary, None, None) in facts(text)


def test_leaving_a_prep_room_is_nothing_given_up() -> None:
    assert not [f for f in facts("I left the prep kitchen at nine.") if f[0] == "decision"]


# ---------------------------------------------------------------- a posting

@pytest.mark.parametrize(("text", "summary"), [
    ("My first posting is at the Nagpur office from June.", "User is being posted to the Nagpur office in June 2027"),
    ("After the course I will be posted to Shillong from March.", "User is being posted to Shillong in March 2027"),
])
def test_a_posting_is_where_the_user_is_sent_to_work(text: str, summary: str) -> None:
    assert summary in summaries(text)


# ---------------------------------------------------------------- a home left, said as where the user no longer is

def test_not_in_a_place_now_with_the_lodging_given_up_is_a_home_left() -> None:
    assert "User is no longer in Mysore" in summaries("So now I'm not in Mysore, I have vacated the hostel.")


def test_not_in_a_place_now_alone_may_be_a_trip() -> None:
    said = summaries("Now I'm not in Mysore, I'm in Goa for the weekend.")
    assert not [s for s in said if "no longer" in s], said


# ---------------------------------------------------------------- a list numbered inline

def test_items_numbered_inline_are_read_as_sentences() -> None:
    said = summaries("A few standing rules. 1) Metric units always. 2) No emojis.")
    assert "User wants metric units" in said, said
    assert "User wants no emojis" in said, said


# ---------------------------------------------------------------- what they go by, then the full name

@pytest.mark.parametrize(("text", "summary"), [
    ("hi it's jo, joanna pereira. i run a cafe in porto.", "User's name is Joanna Pereira; they go by Jo"),
    ("This is Bex, Rebecca Hartley.", "User's name is Rebecca Hartley; they go by Bex"),
])
def test_a_short_name_then_the_full_name(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", ["this is dan, night shift.", "this is dan, front desk."])
def test_where_they_work_after_the_name_is_no_surname(text: str) -> None:
    said = summaries(text)
    assert "User's name is Dan" in said, said
    assert not [s for s in said if "go by" in s], said


# ---------------------------------------------------------------- the writer's age after a statement of their own

def test_age_after_a_statement_of_the_users_own() -> None:
    assert "User is 52 years old" in summaries("I teach maths at a comprehensive in Hull, 52 years old.")


@pytest.mark.parametrize("text", ["I care for my mum, 79 years old.", "I share a flat with Omar, 31 years old."])
def test_age_after_someone_else_is_not_the_users(text: str) -> None:
    said = summaries(text)
    assert not [s for s in said if s.startswith("User is") and "years old" in s], said


# ---------------------------------------------------------------- a count refused, alone

@pytest.mark.parametrize("text", ["dont give me 10 bullet points", "Please don't send me twenty paragraphs every time."])
def test_a_count_refused_alone_is_no_thing_never_given(text: str) -> None:
    said = summaries(text)
    assert not [s for s in said if "given" in s or "sent" in s], said


def test_a_shape_refused_without_a_count_is_still_a_rule() -> None:
    assert "User does not want bullet points" in summaries("Don't give me bullet points.")


# ---------------------------------------------------------------- what is never to be made up

@pytest.mark.parametrize(("text", "summary"), [
    ("Never invent statistics.", "User does not want statistics invented"),
    ("Please don't fabricate references, say when you don't know.", "User does not want references fabricated"),
])
def test_nothing_invented_is_a_standing_rule(text: str, summary: str) -> None:
    assert summary in summaries(text)


# ---------------------------------------------------------------- "she" after one known by their role

@pytest.mark.parametrize("text", [
    "My niece Tilly set up the tablet. The optician told me my eyes are worse and she doesn't think I should drive.",
    "My sister Joan is visiting. My consultant said the scan was clear and she wants to see me in a year.",
    "My sister Joan is visiting. The thing is, the dentist said my gums are worse and she wants to see me in a month.",
])
def test_she_after_a_role_opening_the_sentence_is_not_a_woman_named_before(text: str) -> None:
    said = summaries(text)
    assert not [s for s in said if ("Tilly" in s or "Joan" in s) and ("drive" in s or "see" in s)], said


# ---------------------------------------------------------------- after a season, with its year

def test_after_this_summer_keeps_its_after() -> None:
    said = summaries("I'm done with agency work after this summer.")
    assert "User is done with agency work after summer 2026" in said, said
    assert not [s for s in said if "after in" in s], said


# ---------------------------------------------------------------- what the user studies, named

@pytest.mark.parametrize(("text", "summary"), [
    ("My optional paper is Anthropology and my major is Economics.", "User's major is Economics"),
    ("My specialisation is Geriatrics.", "User's specialisation is Geriatrics"),
])
def test_a_subject_studied_is_named_without_an_article(text: str, summary: str) -> None:
    said = summaries(text)
    assert summary in said, said
    assert not [s for s in said if " is a " in s or " is an " in s], said


def test_a_make_keeps_its_article() -> None:
    assert "User's kiln is a Skutt" in summaries("My kiln is a Skutt.")


# ---------------------------------------------------------------- counsel is a job

def test_counsel_is_a_job() -> None:
    said = summaries("Morning. I'm Ama, in-house counsel at a mining company in Accra.")
    assert "User is an in-house counsel at a mining company in Accra" in said, said


def test_counsel_given_is_no_job() -> None:
    assert not [f for f in facts("My uncle gave me counsel about the lease.") if f[2] == "job_title"]
