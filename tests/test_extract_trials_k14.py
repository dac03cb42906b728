"""Fresh voices, k14 round (docs/extraction.md, "Three more personas (k14)"): a teenager texting in lower case,
the owner of a plumbing firm, a widower writing long careful paragraphs. Each family of sentences a rule a person
would name; real extractor, and what the store does with them through a real Brain on a SQLite file.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt

import pytest

from tests.chat import facts, summaries

TS = dt.datetime(2026, 10, 13, 9, 0, tzinfo=dt.UTC)  # a Tuesday


# ---------------------------------------------------------------- how to answer: the form named without "in"

@pytest.mark.parametrize(("text", "wanted"), [
    ("I'm no good with computers so keep it plain English, no jargon.", "User wants answers in plain English, no jargon"),
    ("keep it simple language please", "User wants answers in simple language"),
    ("Keep answers plain words, I left school at fifteen.", "User wants answers in plain words"),
])
def test_keep_it_plain_english_is_answers_in_plain_english(text: str, wanted: str) -> None:
    assert summaries(text, at=TS) == [wanted]


@pytest.mark.parametrize(("text", "wanted"), [
    ("keep it plain and short", "User wants plain and short answers"),
    ("keep it simple", "User wants simple answers"),
])
def test_keep_it_plain_alone_is_unchanged(text: str, wanted: str) -> None:
    assert summaries(text, at=TS) == [wanted]


# ---------------------------------------------------------------- a sign-off, then "from now on"

@pytest.mark.parametrize(("text", "wanted"), [
    ("Always sign my letters 'Rhona Baird, Baird Bakes' from now on, not just Rhona.",
     "User wants their letters signed 'Rhona Baird, Baird Bakes'"),
    ("sign my emails 'Tam' going forward", "User wants their emails signed 'Tam'"),
    ("from now on always sign my quotes 'Nev Hollis, Hollis Roofing', not just Nev",
     "User wants their quotes signed 'Nev Hollis, Hollis Roofing'"),
])
def test_a_standing_marker_after_a_quoted_sign_off_is_no_part_of_it(text: str, wanted: str) -> None:
    assert summaries(text, at=TS) == [wanted]


def test_a_standing_marker_at_the_end_is_dropped_from_the_rule() -> None:
    assert summaries("answer in numbered steps from now on", at=TS) == ["User wants answers in numbered steps"]


# ---------------------------------------------------------------- introductions: lead-ins, "by the way", "years of age"

@pytest.mark.parametrize("text", [
    "ok so im jaylen, 16",
    "first off I'm Jaylen, 16",
    "ok first tho im jaylen, 16, sophomore",
])
def test_an_introduction_after_fillers_is_read(text: str) -> None:
    got = facts(text, at=TS)
    assert ("identity", "User's name is Jaylen", "name", "jaylen") in got, got
    assert ("identity", "User is 16 years old", "age", "16") in got, got


def test_a_name_and_an_age_introduce_in_a_later_message() -> None:
    got = facts("hiya can u help w my history hw", "oh wait first tho im priya, 15, in year 10", at=TS)
    assert ("identity", "User's name is Priya", "name", "priya") in got, got
    assert ("identity", "User is 15 years old", "age", "15") in got, got


@pytest.mark.parametrize("text", ["hey", "hey || i'm tired, 14 pages to go", "so im bored lol", "i'm done, 12 pages"])
def test_no_name_from_a_mood_and_a_number(text: str) -> None:
    assert not [f for f in facts(*text.split(" || "), at=TS) if f[2] in {"name", "age"}]


@pytest.mark.parametrize("text", ["Name's Stuart by the way.", "my name is Stuart by the way"])
def test_a_name_said_with_by_the_way(text: str) -> None:
    assert ("identity", "User's name is Stuart", "name", "stuart") in facts(text, at=TS)


@pytest.mark.parametrize("text", ["I am eighty-two years of age.", "My name is Ivy Marsh and I am 82 years of age."])
def test_years_of_age_is_an_age(text: str) -> None:
    assert ("identity", "User is 82 years old", "age", "82") in facts(text, at=TS)
