"""Fresh set w17 (docs/extraction.md, "Fresh set w17 (fresh60, session 63)"): the Scots "aye" said first; "must" for a
limit on salt or sugar, taken without "to"; a back or a shoulder put out; a medicine given by "the doctor's put me on",
what it is for the user's own; studies ahead said with "going to do"; a shape of answers that is "easier for me". Real
extractor.

Sentences are written for their family, not copied from the labelled set; near-miss negatives stand beside them.
"""

from __future__ import annotations

import datetime as dt

from tests import chat

TS = dt.datetime(2026, 5, 20, 12, 0, tzinfo=dt.UTC)  # a Wednesday


def said(*lines: str) -> list[str]:
    return [c.summary for c in chat.read(*lines, at=TS)]


# "aye" is the Scots and northern "yes", said before a name or a job
def test_aye_before_a_name_here() -> None:
    assert "User's name is Morag" in said("Aye, Morag here. Need a hand with the croft accounts.")


def test_aye_aye_is_no_lead() -> None:
    got = said("Aye aye, captain, I'll check the knots.")
    assert not any("captain" in s.lower() for s in got), got


# "must" takes no "to": a limit on what the user eats or drinks
def test_must_reduce_salt() -> None:
    assert "User must reduce salt" in said("Honestly I must reduce salt.")
    assert "User must cut down on coffee" in said("I must cut down on coffee.")


def test_must_reduce_something_else_is_no_limit() -> None:
    got = said("I must reduce the size of these photos for the website.")
    assert not any("reduce" in s for s in got), got


# a back or a shoulder put out, said with "out" after it
def test_a_back_put_out() -> None:
    assert "User put their back out" in said("I put my back out carrying the compost bags.")
    assert "User threw their shoulder out" in said("Threw my shoulder out at the climbing wall.")


def test_a_back_put_into_something_or_an_arm_put_out_is_no_injury() -> None:
    got = said("I put my back into the digging and it paid off.", "I put my arm out to stop the door.")
    assert not any(s.startswith("User put their") for s in got), got


# "the doctor's put me on …": "has" said short, on the clinician; what it is for is the user's own
def test_the_doctors_put_me_on() -> None:
    assert "User takes apixaban for their clots" in said("The doctor's put me on apixaban for my clots.")


def test_the_consultants_put_me_on_a_shift_is_no_medicine() -> None:
    got = said("The consultant's put me on the early list for Tuesday.")
    assert not any(s.startswith("User takes") for s in got), got


# studies ahead, said with "going to do" or "gonna take"
def test_going_to_do_a_diploma() -> None:
    assert "User is going to do a diploma in horticulture online" in said("I'm going to do a diploma in horticulture online.")
    assert "User is going to take an evening course in plumbing" in said("I'm gonna take an evening course in plumbing.")


def test_going_to_do_a_course_of_tablets_or_a_one_day_course_is_no_study() -> None:
    got = said("I'm going to do a course of antibiotics.", "I'm going to do a food hygiene course on Saturday.")
    assert not any("course" in s for s in got), got


# a shape of answers said as "easier for me"
def test_a_shape_easier_for_me() -> None:
    assert "User prefers numbered lists" in said("Numbered lists are much easier for me to follow.")


def test_a_shape_easier_to_write_is_no_wish() -> None:
    got = said("Tables are easier for me to make than charts.")
    assert not any(s.startswith("User prefers") for s in got), got


# an endearment after the greeting ("Hello love", "hiya pet") is said to the listener: the introduction after it is read
def test_hello_love_then_an_introduction() -> None:
    got = said("Hiya pet, I'm Maureen, a retired school nurse in Jarrow.")
    assert "User's name is Maureen" in got, got
    assert "User is a retired school nurse in Jarrow" in got, got


def test_love_as_a_subject_is_no_greeting() -> None:
    got = said("Hello love is my favourite Beatles track, I'm a drummer in Hull.")
    assert not any("name is" in s for s in got), got


# "so" and "oh" drawn out ("Sooo", "ohhh") are the same discourse words said first
def test_a_drawn_out_so_before_a_trip() -> None:
    assert "User is going to Samoa in August 2026 for their uncle's wedding" in said(
        "Soooo I'm going to Samoa in August for my uncle's wedding")


def test_a_drawn_out_so_before_an_adjective_is_no_lead() -> None:
    assert said("Sooo good to hear that, thanks.") == []
