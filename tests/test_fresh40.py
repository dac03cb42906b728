"""Fresh set forty (docs/extraction.md, "Fresh set forty (`r15-*`, fresh40 …)"): hello in more languages is no name
("Shwmae. …", "Kumusta! …"); an act done as a role ("I'm retiring as organist at Easter") is the act with its date,
not a job nor an employer called Easter; a relative's passing pleasure ("my partner is chuffed") is no fact of them;
a job said without its article by its kind ("I am retired structural engineer") or where it is worked ("im deckhand on
the ferry"), and a job on a ship or a rig ("the medic on a platform in the North Sea"); "medic", "RGN", "LPN" are jobs;
a new baby said in the present ("we have a new baby girl, Tolani") is a birth; the shape of every answer asked after a
comma, behind what the user is ("i'm rubbish with long texts, bullet points please"), or before where they are ("keep it
short please, the signal is terrible up here"); "step by step please".
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


def said(*lines: str) -> list[tuple[str, str]]:
    return [(c.type, c.summary) for c in dialogue(*lines)]


# ---------------------------------------------------------------- hello in more languages

@pytest.mark.parametrize("text", [
    "Shwmae. Hill farmer near Tregaron, mostly suckler cows.",
    "Kumusta! Night nurse in Cebu here.",
    "Habari. Dairy farmer near Meru, twelve cows.",
    "Helo. Shepherd above Dolgellau, mostly Welsh Mountain ewes.",
])
def test_hello_in_another_language_is_no_name(text: str) -> None:
    assert not [s for t, s in said(text) if s.startswith("User's name is")]


def test_a_name_said_first_is_still_the_name() -> None:
    # the twin: a given name said alone first is the user's name
    assert ("identity", "User's name is Gwilym") in said("Gwilym. Hill farmer near Tregaron, mostly suckler cows.")


def test_hello_in_another_language_then_the_job() -> None:
    assert said("Kumusta! I'm a midwife in Iloilo.") == [("identity", "User is a midwife in Iloilo")]


# ---------------------------------------------------------------- an act done as a role

def test_retiring_as_a_role_at_a_feast_is_a_decision_with_its_date() -> None:
    assert said("I'm retiring as headteacher at Christmas.") == [
        ("decision", "User is retiring as headteacher at Christmas 2026")]


@pytest.mark.parametrize("text", [
    "I'm retiring as headteacher at Christmas.",
    "I'm retiring as postman at Christmas.",
    "I'm retiring as librarian at St Bede's.",
])
def test_an_act_done_as_a_role_is_no_job_nor_employer(text: str) -> None:
    facts = said(text)
    assert not [s for _, s in facts if s.startswith(("User is a retiring", "User is a stepping", "User works at"))], facts


def test_working_as_a_role_is_still_the_job() -> None:
    # the twin of the guard: "working as" is the job, with where
    facts = said("I'm working as porter at Ninewells.")
    assert ("identity", "User works as a porter") in facts
    assert ("identity", "User works at Ninewells") in facts


# ---------------------------------------------------------------- a relative's passing pleasure

@pytest.mark.parametrize("text", [
    "My husband Idris is chuffed to bits.",
    "my sister Nomsa is buzzing, she always wanted a garden.",
    "My dad Piet is stoked.",
])
def test_a_relatives_pleasure_is_no_fact_of_them(text: str) -> None:
    facts = said(text)
    assert [t for t, _ in facts] == ["relationship"], facts
    assert not [s for _, s in facts if any(w in s for w in ("chuffed", "buzzing", "stoked"))]


def test_what_a_relative_does_is_kept() -> None:
    assert ("relationship", "User's husband Idris is a postman") in said("My husband Idris is a postman.")


# ---------------------------------------------------------------- a job without its article

@pytest.mark.parametrize(("text", "summary"), [
    ("I am retired mechanical engineer, 71 years old.", "User is a retired mechanical engineer"),
    ("i am chemical engineer, 30 years in refineries", "User is a chemical engineer"),
    ("im fisherman on a trawler out of Kilkeel", "User is a fisherman on a trawler out of Kilkeel"),
    ("I am nurse on the stroke ward", "User is a nurse on the stroke ward"),
])
def test_a_job_said_without_its_article(text: str, summary: str) -> None:
    assert ("identity", summary) in said(text)


@pytest.mark.parametrize("text", [
    "I am typical Scorpio honestly",
    "I am not engineer, I just like bridges",
    "I'm busy on the ward today",
    "I'm the one on the left in the photo",
])
def test_what_is_no_job_said_without_its_article_is_none(text: str) -> None:
    assert [s for t, s in said(text) if t == "identity"] == []


# ---------------------------------------------------------------- a job on a ship or a rig

@pytest.mark.parametrize(("text", "summary"), [
    ("I'm the cook on a trawler.", "User is the cook on a trawler"),
    ("I'm the medic on a rig in the Irish Sea, two weeks on two off.", "User is the medic on a rig in the Irish Sea"),
    ("I'm a deckhand on the ferry Isle of Arran.", "User is a deckhand on the ferry Isle of Arran"),
])
def test_a_job_on_a_ship_or_a_rig(text: str, summary: str) -> None:
    assert ("identity", summary) in said(text)


def test_the_one_on_a_ship_who_is_no_job_is_none() -> None:
    assert [s for t, s in said("I'm the eldest on the boat, the rest are students.") if t == "identity"] == []
    # the twin: a job noun in the same place is the job
    assert said("I'm the engineer on the boat.") == [("identity", "User is the engineer on the boat")]


# ---------------------------------------------------------------- medic, RGN, LPN

@pytest.mark.parametrize(("text", "summary"), [
    ("I'm a medic with the mountain rescue team.", "User is a medic with the mountain rescue team"),
    ("im an rgn at a hospice in Truro", "User is an RGN at a hospice in Truro"),
    ("I'm an LPN in Dayton.", "User is an LPN in Dayton"),
])
def test_medic_rgn_lpn_are_jobs(text: str, summary: str) -> None:
    assert ("identity", summary) in said(text)


# ---------------------------------------------------------------- how to answer, said after a comma

@pytest.mark.parametrize(("text", "rule"), [
    ("i'm hopeless with long texts, bullet points please", "User wants bullet points"),
    ("I'm partially sighted, short answers please", "User wants short answers"),
    ("my english is basic, step by step please", "User wants step by step explanations"),
])
def test_the_shape_of_answers_asked_after_what_the_user_is(text: str, rule: str) -> None:
    assert ("preference", rule) in said(text)


def test_what_the_user_is_is_kept_beside_the_shape_asked() -> None:
    facts = said("I'm dyslexic, numbered lists please")
    assert ("constraint", "User is dyslexic") in facts
    assert ("preference", "User wants numbered lists") in facts


@pytest.mark.parametrize("text", [
    "I'm sending the photos, thanks please",  # no shape of an answer
    "I'm stuck on step three, help please",
])
def test_no_shape_asked_after_the_comma_is_no_rule(text: str) -> None:
    assert [s for t, s in said(text) if t == "preference"] == []


@pytest.mark.parametrize("text", [
    "keep it short please, the signal is awful up here",
    "short answers please, the wifi is patchy out here",
])
def test_where_the_user_is_said_with_here_is_no_text_pointed_at(text: str) -> None:
    assert said(text) == [("preference", "User wants short answers")]


@pytest.mark.parametrize("text", [
    "keep it short please, here is the draft",  # the text pasted: this one answer
    "short answers please, just this once",
])
def test_a_rule_for_one_answer_is_still_no_rule(text: str) -> None:
    assert said(text) == []


def test_step_by_step_alone_is_how_to_answer() -> None:
    assert said("step by step please") == [("preference", "User wants step by step explanations")]
    # asked of one task, it is that task's
    assert said("explain how to bleed the radiator step by step") == []


# ---------------------------------------------------------------- a birth said in the present

@pytest.mark.parametrize(("text", "summary"), [
    ("we have a new baby boy, Kwame, born 4 march", "User's son Kwame was born on 4 March"),
    ("We now have a new baby girl, Esi!", "User's daughter Esi was born"),
])
def test_a_new_baby_said_in_the_present_is_a_birth(text: str, summary: str) -> None:
    assert ("relationship", summary) in said(text)


def test_a_baby_had_before_is_no_birth() -> None:
    # without "new", a baby the user has is no birth of today
    facts = said("we have a baby girl, Adwoa, she's 2")
    assert not [s for _, s in facts if "born" in s], facts
