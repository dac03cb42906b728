"""The cap of three, again (cap54, session 54; docs/extraction.md, "The cap of three, again").

Dense first messages still lost facts to the cap of three, or never read them at all. What now reads or keeps them:

- the writer's name after a greeting and a comma, when their age follows it ("G'day, Brendan, 45") or a full name is
  followed by their own age ("Hello, Walter Brandt. I am 77"); a bare name after a greeting is still the one greeted;
- "Hello, assistant!" greets the assistant (no "User is an assistant");
- a retired one's former job: "retired since 2019 after forty years as a …", "I was a … for 38 years, retired 2016",
  "I was headmistress of … until I retired", "I'm 77 and retired, I was an engineer at …";
- a trade told by its verb and the kind of workplace ("I bake croissants at a hotel") is work, not a pastime;
- the bare tie to a partner ranks before the children said with them in the same message;
- a profile's fields ("- Name: …", "Age: 52", "Family: wife …") and a one-line bio with bars are read as sentences.

Sentences are written for these tests, not copied from the labelled set (g16-, e16-).
"""

from __future__ import annotations

import datetime as dt
import functools

import pytest

from mercuryd.brain import extract_rules
from mercuryd.brain.candidate import PersonMention
from mercuryd.brain.fact import Fact
from tests import chat

AT = dt.datetime(2026, 5, 12, 9, 0, tzinfo=dt.UTC)

summaries = functools.partial(chat.summaries, at=AT)
facts = functools.partial(chat.facts, at=AT)


# ---------------------------------------------------------------- a name after a greeting

@pytest.mark.parametrize(("text", "name", "age"), [
    ("Howdy, Callum, 52, I repair boilers for a living in Stoke.", "Callum", "52"),
    ("Hiya, Rosalind Okoro, 39, midwife in Leicester.", "Rosalind Okoro", "39"),
])
def test_a_greeting_then_the_name_and_the_age(text: str, name: str, age: str) -> None:
    got = summaries(text)
    assert f"User's name is {name}" in got, got
    assert f"User is {age} years old" in got, got


def test_a_greeting_then_a_full_name_then_the_writers_age() -> None:
    got = summaries("Good evening, Ottilie Marsh. I am 81 and I live in Whitby with my husband Ron.")
    assert "User's name is Ottilie Marsh" in got, got
    assert "User is 81 years old" in got, got


@pytest.mark.parametrize("text", [
    "Hello, Ottilie. I am 81 and I live in Whitby.",  # a bare given name after a greeting: the one greeted
    "Hi, Ottilie Marsh. Can you help me write to my landlord?",  # a full name, then no age of the writer's
    "Hello, Ottilie Marsh, I am writing about the invoice.",  # greeted in a letter
    "Hi, Ottilie, 20 minutes late sorry!",  # a number of minutes, no age
])
def test_a_name_after_a_greeting_is_the_one_greeted(text: str) -> None:
    got = summaries(text)
    assert not any(s.startswith("User's name is") for s in got), got


def test_hello_assistant_greets_the_assistant() -> None:
    got = summaries("Hello, assistant! Maren here, 27, I weld ships in Aalborg.")
    assert "User is an assistant" not in got, got
    assert "User's name is Maren" in got, got
    assert "User is 27 years old" in got, got


def test_an_assistant_by_trade_is_still_a_job() -> None:
    assert summaries("I'm an assistant at a dental practice in Hove.") == ["User is an assistant at a dental practice in Hove"]


# ---------------------------------------------------------------- a retired one's former job

@pytest.mark.parametrize(("text", "value"), [
    ("Retired since 2015 after thirty years as a tax inspector.", "retired tax inspector"),
    ("Hamish Boyd, 69, retired in 2020 after 41 years as a signalman in Perth.", "retired signalman"),
    ("I'm retired since 2017 after 25 years as a postwoman.", "retired postwoman"),
    ("I was a district nurse with the NHS for 30 years, retired 2019.", "retired district nurse"),
    ("I was headmaster of a village school in Powys until I retired.", "retired headmaster"),
    ("I'm 80 and retired, I was a pilot with Aer Lingus.", "retired pilot"),
])
def test_a_retired_ones_former_job(text: str, value: str) -> None:
    got = facts(text)
    assert any(a == "job_title" and v == value for _, _, a, v in got), got


def test_a_retired_ones_former_job_says_the_years_and_since_when() -> None:
    assert "User is a retired tax inspector (thirty years; retired since 2015)" in summaries(
        "Retired since 2015 after thirty years as a tax inspector.")


def test_retired_with_the_job_held_is_one_fact() -> None:
    got = summaries("I'm 80 and retired, I was a pilot with Aer Lingus.")
    assert "User is retired" not in got, got


@pytest.mark.parametrize("text", [
    "I was a nurse at St Mary's until I moved to Bristol.",  # no retirement
    "I was a pilot for 20 years, moved to Cork in 2019.",  # a move after the years, not a retirement
])
def test_a_former_job_without_a_retirement_is_no_retired_one(text: str) -> None:
    got = facts(text)
    assert not any((v or "").startswith("retired ") for _, _, _, v in got), got


def test_retiring_as_news_still_ends_the_job() -> None:
    """'I retired in 2021 after …' said by the user is news (the write path ends the job with it), read as before."""
    assert summaries("I retired in 2021 after 30 years as a nurse.") == ["User retired in 2021 after 30 years as a nurse"]


# ---------------------------------------------------------------- a trade told by its verb

@pytest.mark.parametrize("text", [
    "I bake croissants at a hotel in Bath.",
    "I fit kitchens for a firm in Swansea.",
    "I coach rugby at a secondary school in Neath.",
    "I install heat pumps for a company in Leeds.",
])
def test_a_trade_at_a_workplace_is_work(text: str) -> None:
    got = facts(text)
    assert [t for t, *_ in got] == ["identity"], got


@pytest.mark.parametrize("text", [
    "I bake bread at home.",
    "I make jewellery at a studio on Sundays.",
    "I coach my nephew's team at the weekend.",
    "I cook for my family every night.",
])
def test_a_pastime_stays_a_pastime(text: str) -> None:
    got = facts(text)
    assert "identity" not in [t for t, *_ in got], got


def test_a_trade_by_its_verb_keeps_a_place_in_an_introduction() -> None:
    got = summaries("Hi, I'm Nadia, 34. I coach hockey at a secondary school in Bury. My husband is Sam. Short answers please.", cap=3)
    assert "User coaches hockey at a secondary school in Bury" in got, got


# ---------------------------------------------------------------- the partner before the children

def test_the_partner_keeps_a_place_before_the_children() -> None:
    got = summaries("Hi, I'm Gethin, a plumber in Wrexham. Me and my partner Siân have 3 kids, Osian, Cerys and Dylan.", cap=3)
    assert "User's partner is Siân" in got, got


def _fact(summary: str, type_: str = "relationship", attribute: str | None = None, value: str | None = None,
          persons: tuple[str, ...] = (), refs: tuple[str, ...] = ("m0",)) -> Fact:
    return Fact(type_, summary, attribute=attribute, value=value, persons=[PersonMention(name=p) for p in persons], refs=list(refs))


def test_the_partner_moves_only_before_children_said_with_them() -> None:
    kids = _fact("User has 2 kids: Ivo and Lena", persons=("Mara", "Ivo", "Lena"))
    tie = _fact("User's partner is Mara", attribute="partner", value="mara", persons=("Mara",))
    assert extract_rules._partner_before_children([kids, tie]) == [tie, kids]
    other = _fact("User's partner is Mara", attribute="partner", value="mara", persons=("Mara",), refs=("m2",))
    assert extract_rules._partner_before_children([kids, other]) == [kids, other]  # said in another message
    niece = _fact("User's sister has 2 kids: Ivo and Lena", persons=("Ivo", "Lena"))
    assert extract_rules._partner_before_children([niece, tie]) == [niece, tie]  # children said without the partner


# ---------------------------------------------------------------- a profile's fields

def test_a_profile_with_fields_is_read() -> None:
    got = summaries("A bit about me:\n- Name: Ines Duarte\n- Age: 38\n- Job: pharmacist\n- Family: husband Rui, two kids")
    for want in ("User's name is Ines Duarte", "User is 38 years old", "User is a pharmacist", "User's husband is Rui"):
        assert want in got, got


def test_a_one_line_bio_with_bars_is_read() -> None:
    got = summaries("Marek | 45 | welder | Gdynia")
    assert "User's name is Marek" in got, got
    assert "User is 45 years old" in got, got


@pytest.mark.parametrize("text", [
    "| Name | Age |\n| Ines | 38 |",  # a table
    "The form asks Name: and Age: but I left them blank",  # fields named, not filled
])
def test_what_is_no_profile(text: str) -> None:
    got = summaries(text)
    assert not any(s.startswith("User's name is") or s.endswith("years old") for s in got), got


def test_a_profile_in_a_later_message_is_not_an_introduction() -> None:
    got = summaries("Can you fill this in for my mum?", "Name: Ines Duarte\nAge: 64")
    assert not any(s.startswith("User's name is") for s in got), got


# ---------------------------------------------------------------- a letter's signature

@pytest.mark.parametrize(("text", "name"), [
    ("Good morning, could you help me with a form? I'm 74 and I live in Oban.\n\nMany thanks,\nMairead", "Mairead"),
    ("Could you check my CV? I'm a chef in Nantes.\n— Baptiste", "Baptiste"),
])
def test_a_signature_below_a_sign_off_is_the_writers_name(text: str, name: str) -> None:
    assert f"User's name is {name}" in summaries(text)


@pytest.mark.parametrize("text", [
    "Guests for Saturday:\n- Tom\n- Sarah",  # a list's last item
    "I live in Oban.\nCheers, Fergus",  # a name on the sign-off's line may be the one thanked
    "Could you check my CV? Thanks, Baptiste",  # said to someone in the sentence
])
def test_what_is_no_signature(text: str) -> None:
    got = summaries(text)
    assert not any(s.startswith("User's name is") for s in got), got


def test_years_before_retiring_stay_as_they_were_read() -> None:
    """'for 28 years until I retired' is _retired_as's (the years in brackets), not a workplace of the new rule."""
    assert summaries("I was a school nurse for 28 years until I retired.") == ["User is a retired school nurse (28 years)"]
