"""Fresh set z15 (docs/extraction.md, "Fresh set z15 (fresh46, session 49)"): sarcasm opened by "oh yeah sure," /
"yeah right,"; "honestly done w netball" without its "I'm"; the formal "shall"; "don't call me mate in your answers, it
gets on my nerves"; a laugh ending a dictated run-on; "write back in capitals"; a short month's full stop kept as a
sentence's end ("back in jan. also …"); a shouted article after "into"; a retirement village moved into; "teach me"
said to the listener; the Pidgin perfect of a verb in -y ("I don marry"); taxidermist and oenologist as jobs.
Real extractor.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd.brain import english as en
from tests import chat

TS = dt.datetime(2026, 7, 10, 12, 0, tzinfo=dt.UTC)


def said(*lines: str) -> list[tuple[str, str]]:
    return [(c.type, c.summary) for c in chat.read(*lines, at=TS)]


def summaries(*lines: str) -> list[str]:
    return [s for _, s in said(*lines)]


# ---------------------------------------------------------------- sarcasm is not read

@pytest.mark.parametrize("text", [
    "oh yeah sure, I'm a billionaire and I live on a yacht in Monaco 🙄 anyway, how do I descale a kettle",
    "yeah right, I'm an astronaut living in Houston.",
    "oh sure, I live in Buckingham Palace 🙄",
])
def test_what_sarcasm_opens_is_not_read(text: str) -> None:
    assert not [s for s in summaries(text) if "lives" in s or "User is" in s]


@pytest.mark.parametrize(("text", "summary"), [
    ("yeah sure, I live in Bristol if that helps.", "User lives in Bristol"),  # agreeing, no sarcasm
    ("my landlord put the rent up again 🙄 I live in Bristol btw.", "User lives in Bristol"),  # an eye-roll of annoyance
])
def test_agreement_or_annoyance_is_read(text: str, summary: str) -> None:
    assert summary in summaries(text)


# ---------------------------------------------------------------- a thing given up, typed without "I'm"

@pytest.mark.parametrize(("text", "summary"), [
    ("honestly lowkey done w football, gonna focus on exams", "User is done with football"),
    ("tbh done with the choir.", "User is done with the choir"),
])
def test_done_with_after_a_filler_is_the_users(text: str, summary: str) -> None:
    assert any(s.startswith(summary) for s in summaries(text))


@pytest.mark.parametrize("text", [
    "done with work, heading home now",
    "honestly done with work for today.",
    "the kids are done with dinner",
])
def test_a_days_end_is_nothing_given_up(text: str) -> None:
    assert not [s for s in summaries(text) if "done with" in s]


# ---------------------------------------------------------------- the formal "shall"

def test_shall_of_a_move_ahead_is_will() -> None:
    assert any("will be relocating to Lisbon in March" in s
               for s in summaries("My husband and I shall be relocating to Lisbon in March."))
    assert en.normalise("Shall we meet at noon?") == "Shall we meet at noon?"  # a question, left
    assert "I shall fly" in en.normalise("I shall fly to Nairobi on the 12th of May.")  # not the progressive, as said


# ---------------------------------------------------------------- how not to be called

@pytest.mark.parametrize("text", [
    "dont call me buddy in your replies it annoys me",
    "Please don't call me buddy in your answers.",
    "just so you know, never call me buddy",
])
def test_a_word_not_to_be_called_with_where_and_why(text: str) -> None:
    assert ("preference", "User does not want to be called buddy") in said(text)


def test_not_calling_at_a_time_is_no_word() -> None:
    assert summaries("don't call me in the mornings") == []


# ---------------------------------------------------------------- a laugh ends a dictated run-on

def test_a_laugh_before_and_ends_a_run_on() -> None:
    assert en.normalise("the dog ate my slipper lol and actually we moved to Hull") == \
        "the dog ate my slipper. and actually we moved to Hull"
    assert en.normalise("I said ha and she laughed") == "I said ha and she laughed"


# ---------------------------------------------------------------- capitals asked for

@pytest.mark.parametrize("text", [
    "please write back in capitals too, my eyes are bad",
    "PLEASE WRITE BACK IN BLOCK CAPITALS.",
    "write to me in upper case please",
])
def test_capitals_asked_for_every_answer(text: str) -> None:
    assert ("preference", "User wants answers written in capital letters") in said(text)


def test_one_texts_capitals_are_no_rule() -> None:
    assert ("preference", "User wants answers written in capital letters") not in said("Please write the heading in capitals.")


# ---------------------------------------------------------------- a short month's full stop

def test_a_short_months_full_stop_ends_its_sentence() -> None:
    assert ("preference", "User wants short answers") in said("my husband starts back in feb. also pls keep answers short")
    assert en.normalise("we fly on jan. 12 to Oslo") != ""  # before a day's number the stop still goes
    assert "January. 12" not in en.normalise("I start in jan. 12 at the new place")


# ---------------------------------------------------------------- a shouted move into a retirement village

def test_a_shouted_article_after_into_is_lower_case() -> None:
    assert "into a retirement" in en.normalise("I HAVE MOVED INTO A RETIREMENT FLAT IN TIMARU.")


@pytest.mark.parametrize(("text", "summary"), [
    ("I've moved into a retirement village in Nelson.", "User has moved into a retirement village in Nelson"),
    ("We have moved into a retirement community in Sarasota.", "User has moved into a retirement community in Sarasota"),
])
def test_a_retirement_village_is_a_home(text: str, summary: str) -> None:
    assert ("identity", summary) in said(text)


def test_a_village_alone_is_no_home() -> None:
    assert summaries("I've moved into a village in Nelson.") == []


# ---------------------------------------------------------------- "teach me" is asked of the listener

@pytest.mark.parametrize("text", ["Abeg teach me slowly, no big words.", "teach me small small", "please teach me Python"])
def test_teach_me_is_no_teaching_of_the_users(text: str) -> None:
    assert not [s for s in summaries(text) if "teaches" in s]


def test_i_teach_is_still_the_users() -> None:
    assert ("identity", "User teaches chemistry at a school in Derby") in said("I teach chemistry at a school in Derby.")


# ---------------------------------------------------------------- the Pidgin perfect of a verb in -y

def test_pidgin_perfect_of_marry_is_married() -> None:
    got = summaries("Oga, I don marry my wife Ngozi last Saturday.")
    assert any("married" in s for s in got) and not any("marryed" in s for s in got)
    assert any("opened" in s for s in summaries("Oga, we don open our second shop for Aba last month."))  # the twin


# ---------------------------------------------------------------- trades

@pytest.mark.parametrize(("text", "summary"), [
    ("I'm a taxidermist in Wyoming.", "User is a taxidermist in Wyoming"),
    ("I am an oenologist at a winery in Stellenbosch.", "User is an oenologist at a winery in Stellenbosch"),
])
def test_trades_are_jobs(text: str, summary: str) -> None:
    assert ("identity", summary) in said(text)


def test_someone_elses_taxidermist_is_not_the_users() -> None:
    assert not [s for s in summaries("My uncle is a taxidermist.") if s.startswith("User is a")]


# ---------------------------------------------------------------- a connective of the other language

@pytest.mark.parametrize(("text", "summary"), [
    ("además, from now on please answer me in Portuguese", ("preference", "User wants answers in Portuguese")),
    ("alors, I'm moving to Grenoble in March.", ("decision", "User is moving to Grenoble in March 2027")),
])
def test_a_bilinguals_opening_connective_is_passed_over(text: str, summary: tuple[str, str]) -> None:
    assert summary in said(text)


def test_a_connective_without_its_comma_is_left() -> None:
    assert en.normalise("bueno bueno, that's enough") == "bueno bueno, that's enough"
