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
