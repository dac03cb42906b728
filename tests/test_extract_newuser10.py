"""What the two years of newuser10 (session 44; tests/test_newuser10.py: Marguerite in Trois-Rivières, Min-jun from Seoul
to Vancouver) showed of the rules extractor, each pinned with sentences written for this test (the store's side is
tests/test_store_newuser10.py).
"""

from __future__ import annotations

import datetime as dt
import functools

import pytest

from tests import chat

AT = dt.datetime(2026, 3, 8, 18, 0, tzinfo=dt.UTC)

summaries = functools.partial(chat.summaries, at=AT)


# ---------------------------------------------------------------- "born" is a word, never a name

@pytest.mark.parametrize("text", [
    "our son is born",
    "my daughter is born!",
    "our little girl is born, finally",
])
def test_born_after_a_relative_is_no_name(text: str) -> None:
    got = summaries(text)
    assert not [s for s in got if "Born" in s], got


def test_a_name_after_a_relative_is_still_a_name() -> None:
    assert "User's son is Tobiah" in summaries("my son is tobiah")


# ---------------------------------------------------------------- a birth told as it happens, the name said after it

@pytest.mark.parametrize(("text", "summary"), [
    ("our son is born!! Haruto, March 6, 3.5 kg, all well", "User's son Haruto was born on 6 March 2026"),
    ("my daughter is born! Amaya, 2 kilos 900", "User's daughter Amaya was born"),
    ("our daughter was born. Ngozi, on 5 March", "User's daughter Ngozi was born on 5 March 2026"),
])
def test_a_birth_then_the_babys_name_said_alone(text: str, summary: str) -> None:
    assert summary in summaries(text), summaries(text)


@pytest.mark.parametrize("text", [
    "our son is born! Finally, after two days of labour",
    "my daughter is born! Thank God",
    "our son is born! Saturday was the longest day of my life",
])
def test_a_word_after_the_birth_is_no_name(text: str) -> None:
    got = summaries(text)
    assert not [s for s in got if "was born" in s and ("Finally" in s or "Thank" in s or "Saturday" in s)], got
    assert not [s for s in got if " is Born" in s], got


# ---------------------------------------------------------------- the language of the answers given back

@pytest.mark.parametrize("text", [
    "you can write in English again",
    "ok you may answer me in English again",
    "Actually you can reply in English again, my neighbour says I need the practice.",
])
def test_answers_in_a_language_allowed_again(text: str) -> None:
    assert summaries(text) == ["User is fine with English in answers"], summaries(text)


@pytest.mark.parametrize("text", [
    "you can write in pencil again",
    "you can write in the notebook again",
])
def test_writing_in_what_is_no_language_lifts_nothing(text: str) -> None:
    assert not [s for s in summaries(text) if "fine with" in s], summaries(text)


def test_a_rule_given_with_why_someone_says_keeps_the_rule() -> None:
    # the why after the rule is cut, the rule is kept
    assert summaries("Please keep the answers short, my wife says I never read the long ones") == ["User wants short answers"]


# ---------------------------------------------------------------- in the new home, named with "at", since a day

@pytest.mark.parametrize(("text", "summary"), [
    ("I am in my new apartment at Maple Court since Tuesday.", "User lives in Maple Court"),
    ("we're in our new flat in Portobello since Friday", "User lives in Portobello"),
    ("we're in the new house in Heaton now", "User lives in Heaton"),
])
def test_in_the_new_home_is_where_the_user_lives(text: str, summary: str) -> None:
    assert summary in summaries(text), summaries(text)


@pytest.mark.parametrize("text", [
    "I'm in my new office at Deloitte since Monday",
    "we're in our new house at last",
    "I am in my new flat at the end of the road",
])
def test_a_workplace_or_no_place_is_no_home(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User lives in")], summaries(text)


# ---------------------------------------------------------------- a home being sold, and sold

@pytest.mark.parametrize(("text", "summary"), [
    ("I am selling the house, it is too big now the kids are gone.", "User is selling the house"),
    ("we're selling our flat in Gorgie", "User is selling their flat in Gorgie"),
])
def test_a_home_being_sold(text: str, summary: str) -> None:
    assert summary in summaries(text), summaries(text)


@pytest.mark.parametrize("text", [
    "I'm selling the idea to my manager, wish me luck",
    "I'm selling my jam at the farmers market",
])
def test_selling_what_is_no_home_is_not_a_home_sold(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User is selling")], summaries(text)


@pytest.mark.parametrize(("text", "summary"), [
    ("The bungalow is sold!", "User sold the bungalow"),
    ("The Volvo is sold.", "User sold the Volvo"),
])
def test_news_of_a_sale_opened_by_the_keeps_no_capital(text: str, summary: str) -> None:
    assert summary in summaries(text), summaries(text)


# ---------------------------------------------------------------- a tenancy from a day still ahead

@pytest.mark.parametrize(("text", "summary"), [
    ("we found a flat in Dundee, from April 1", "User found a flat in Dundee, from 1 April 2026"),
    ("I got a room in Kelvinbridge from 1 May", "User got a room in Kelvinbridge from 1 May 2026"),
])
def test_a_home_found_from_a_day_ahead(text: str, summary: str) -> None:
    assert summary in summaries(text), summaries(text)


@pytest.mark.parametrize(("text", "summary"), [
    ("we moved into a flat in Dundee on April 1", "2025"),
    ("I found a flat in Dundee on March 1", "2026"),
])
def test_a_home_day_said_without_from_keeps_its_tense(text: str, summary: str) -> None:
    # "on" a day with a past verb is that day gone by (1 April was last year's when said in March)
    assert [s for s in summaries(text) if summary in s], summaries(text)


# ---------------------------------------------------------------- a plan called off, named by its place without "the"

@pytest.mark.parametrize(("text", "summary"), [
    ("Portugal trip is off, my knee is not good enough for the walking", "User called off the Portugal trip"),
    ("Krakow holiday got cancelled, the airline went bust", "User's Krakow holiday was cancelled"),
])
def test_a_plan_called_off_named_by_its_place(text: str, summary: str) -> None:
    assert summary in summaries(text), summaries(text)


@pytest.mark.parametrize("text", [
    "Big trip is off",
    "Whole holiday is off, honestly",
    "Monday's class is off",
])
def test_a_word_opening_the_sentence_is_no_plans_place(text: str) -> None:
    assert not [s for s in summaries(text) if "called off" in s or "cancelled" in s], summaries(text)


# ---------------------------------------------------------------- smoking stopped, said as the time without it

@pytest.mark.parametrize(("text", "summary"), [
    ("I'm on the gum now, no cigarettes for 3 weeks now", "User stopped smoking around 15 February 2026"),
    ("I haven't smoked in a month", "User stopped smoking in February 2026"),
])
def test_the_time_without_a_cigarette_is_smoking_stopped(text: str, summary: str) -> None:
    assert summary in summaries(text), summaries(text)


@pytest.mark.parametrize("text", [
    "the corner shop had no cigarettes for two days",
    "there were no smokes for three days on the ferry, it was rough",
])
def test_no_cigarettes_somewhere_is_no_stop(text: str) -> None:
    assert not [s for s in summaries(text) if "stopped smoking" in s], summaries(text)


# ---------------------------------------------------------------- the home kept on: a lease extended or renewed

@pytest.mark.parametrize(("text", "summary"), [
    ("we decided to stay put, we extended our lease for another year", "User extended their lease for another year"),
    ("I've renewed the tenancy until next August", "User has renewed the tenancy until August 2026"),
])
def test_a_lease_extended_is_kept(text: str, summary: str) -> None:
    assert summary in summaries(text), summaries(text)


@pytest.mark.parametrize("text", [
    "we extended the deadline for another week",
    "I renewed my passport for ten years",
])
def test_something_else_extended_is_no_lease(text: str) -> None:
    assert not [s for s in summaries(text) if "extended" in s or "renewed" in s], summaries(text)
