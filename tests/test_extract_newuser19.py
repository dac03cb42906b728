"""What the two years of newuser19 (session 51; tests/test_newuser19.py: Efua, a Ghanaian-born nurse in Manchester who
types fast in lower case without stops, and Hernán, a retired Chilean engineer who writes careful English with Spanish
words) showed of the rules extractor, the store and recall, each pinned with sentences written for this test. Beside
each rule, sentences like it that must store nothing of the kind; a test that says something ends a memory first asserts
it was stored.
"""

from __future__ import annotations

import datetime as dt
import functools

import pytest

from mercuryd import wire
from mercuryd.brain.corrected import forget_asked
from mercuryd.brain.service import Brain
from tests import chat
from tests.chat import say

AT = dt.datetime(2026, 9, 10, 9, 0, tzinfo=dt.UTC)

summaries = functools.partial(chat.summaries, at=AT)
facts = functools.partial(chat.facts, at=AT)


def _live(brain: Brain) -> list[str]:
    return [r.summary for r in brain.store.all_memories() if r.superseded_by is None and not r.dismissed]


def _recalled(brain: Brain, day: str, query: str) -> list[str]:
    brain.clock.t = dt.datetime.fromisoformat(f"{day}T21:00:00+00:00").timestamp()  # type: ignore[attr-defined]
    return [m.summary for m in brain.recall(wire.RecallParams(query=query)).memories]


# ---------------------------------------------------------------- a medicine "started to take"

def test_a_medicine_started_to_take_is_taken() -> None:
    assert ("constraint", "User takes sertraline for anxiety", "takes", "sertraline") in facts(
        "I've started to take sertraline for my anxiety.")


@pytest.mark.parametrize("text", [
    "I started to take the train to work.",  # no medicine
    "My mum has started to take warfarin.",  # not the user's
])
def test_no_medicine_of_the_users_started(text: str) -> None:
    assert not [f for f in facts(text) if f[2] == "takes"], facts(text)


# ---------------------------------------------------------------- "I stopped the <medicine>"

def test_the_medicine_stopped_ends_the_taking(brain: Brain) -> None:
    say(brain, "a", "2026-03-01", "I've started taking amlodipine for my blood pressure.")
    assert [s for s in _live(brain) if s.startswith("User takes amlodipine")], _live(brain)
    say(brain, "b", "2026-05-01", "I stopped the amlodipine a week ago.")
    assert not [s for s in _live(brain) if s.startswith("User takes amlodipine")], _live(brain)


def test_a_thing_stopped_is_no_medicine() -> None:
    assert not [s for s in summaries("I stopped the car last week.") if "stopped taking" in s]


# ---------------------------------------------------------------- a language for one subject

@pytest.mark.parametrize(("text", "summary"), [
    ("please write in Italian when we talk about wine", "User wants answers in Italian when the subject is wine"),
    ("Please, from now on you may write to me in Portuguese when we speak of money.",
     "User wants answers in Portuguese when the subject is money"),
])
def test_a_language_for_a_subject_keeps_the_subject(text: str, summary: str) -> None:
    found = facts(text)
    assert [f for f in found if f[1] == summary and f[2] is None], found


def test_a_language_for_every_answer_is_still_the_one_language() -> None:
    assert ("preference", "User wants answers in Dutch", "preferred_language", "dutch") in facts("reply in Dutch from now on")


def test_a_language_for_a_subject_leaves_the_language_of_every_answer(brain: Brain) -> None:
    say(brain, "a", "2026-01-10", "Please answer me always in English.")
    assert "User wants answers in English" in _live(brain), _live(brain)
    say(brain, "b", "2026-06-10", "From now on you may write to me in Italian when we speak of cooking.")
    assert "User wants answers in English" in _live(brain), _live(brain)
    assert "User wants answers in Italian when the subject is cooking" in _live(brain), _live(brain)


# ---------------------------------------------------------------- forget "everything about him"

@pytest.mark.parametrize(("text", "who"), [
    ("me and bilal are done. pls forget everything about him", "Bilal"),
    ("Marek and I broke up. Please forget about him.", "Marek"),
])
def test_him_or_her_forgotten_is_the_one_named_before(text: str, who: str) -> None:
    assert forget_asked(text) == who


@pytest.mark.parametrize("text", [
    "pls forget everything about him",  # no one named
    "Tom and Dan had a fight. Forget about him.",  # two named: which?
    "My sister and her husband moved away. Forget about her.",  # no name
])
def test_him_or_her_without_one_name_is_no_forget(text: str) -> None:
    assert forget_asked(text) is None


def test_the_one_named_is_dismissed(brain: Brain) -> None:
    say(brain, "a", "2026-02-01", "I've started seeing someone, his name is Bilal.")
    assert [s for s in _live(brain) if "Bilal" in s], _live(brain)
    say(brain, "b", "2026-05-01", "me and bilal are done. pls forget everything about him")
    assert not [s for s in _live(brain) if "Bilal" in s], _live(brain)


# ---------------------------------------------------------------- children counted, then named with ages

def test_children_counted_then_named_in_lower_case() -> None:
    got = summaries("got 2 kids ruby is 9 and finn 6")
    assert "User's kid Ruby is 9" in got and "User's kid Finn is 6" in got, got


def test_children_counted_without_names_name_no_one() -> None:
    assert not [s for s in summaries("got 2 kids they are 9 and 6") if "They" in s or "kid " in s]


def test_a_household_after_the_last_age_is_its_own_statement() -> None:
    got = summaries("got 2 kids ruby is 9 and finn 6 its just me and them in a little flat in hulme")
    assert "User's kid Finn is 6" in got, got


# ---------------------------------------------------------------- "she uses …" after a noun, a new statement

def test_a_new_statement_about_her_after_a_noun() -> None:
    got = summaries("my son jonah has eczema he uses a steroid cream every night before bed")
    assert "User's son Jonah has eczema" in got, got


def test_what_a_verb_says_of_him_is_no_new_statement() -> None:
    assert not [s for s in summaries("my boss at the garage thinks he is always right about everything honestly")
                if s.startswith("User's boss is")]


# ---------------------------------------------------------------- a relative in a town typed in lower case

def test_a_relative_in_a_town_typed_in_lower_case() -> None:
    got = summaries("my dad in leeds had a fall last week")
    assert "User's dad lives in Leeds" in got, got


def test_a_relative_in_hospital_is_no_town() -> None:
    assert not [s for s in summaries("my mum in hospital had a fall last week") if "Hospital" in s or "lives in" in s]


# ---------------------------------------------------------------- a clinician told us she has

@pytest.mark.parametrize(("text", "summary"), [
    ("My husband is Piotr. Last year the neurologist told us he has Parkinson's.", "User's husband Piotr has Parkinson's"),
    ("My husband is Piotr. The cardiólogo told us he has a murmur.", "User's husband Piotr has a murmur"),
])
def test_what_a_clinician_told_us_she_has(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_what_a_clinician_told_of_no_one_known_is_nothing() -> None:
    assert summaries("The doctor told me she has a lot of patients.") == []


# ---------------------------------------------------------------- a team supported for years

@pytest.mark.parametrize(("text", "summary"), [
    ("I have been a Hibs supporter for forty years.", "User has been a Hibs supporter for forty years"),
    ("I am a Rovers supporter for sixty years; it is a long suffering.", "User is a Rovers supporter for sixty years"),
])
def test_a_team_supported_for_years(text: str, summary: str) -> None:
    assert summary in summaries(text)


# ---------------------------------------------------------------- recipes in one unit, not the other

def test_recipes_in_grams_not_ounces() -> None:
    assert "User wants recipes in grams not ounces" in summaries("please give me recipes in grams not ounces")


def test_a_thing_weighed_is_no_wish() -> None:
    assert summaries("i weighed it in grams not cups") == []


def test_why_after_the_please_is_left_out() -> None:
    assert summaries("keep the answers short pls the long ones tire me out on my phone") == ["User wants short answers"]


# ---------------------------------------------------------------- someone found to help, named by title

def test_a_helper_found_and_named() -> None:
    assert "User's babysitter is Mrs Okoro" in summaries("we found a babysitter down the road, Mrs Okoro")


@pytest.mark.parametrize("text", ["I found a plumber online", "found a dentist nearby, he is good"])
def test_a_helper_found_unnamed_is_no_one(text: str) -> None:
    assert not [s for s in summaries(text) if " is " in s and "User's" in s]


# ---------------------------------------------------------------- an offer accepted on a home

def test_an_offer_accepted_on_a_home_is_buying_it() -> None:
    assert summaries("offer accepted on a 2 bed flat in leith 160k!!") == ["User is buying a 2 bed flat in Leith"]


@pytest.mark.parametrize("text", ["offer accepted on the car", "my job offer was accepted"])
def test_an_offer_accepted_on_no_home_buys_none(text: str) -> None:
    assert not [s for s in summaries(text) if "buying" in s]


# ---------------------------------------------------------------- moved in, when, then where

def test_moved_in_then_the_place_is_the_home() -> None:
    found = facts("moved in today in chorlton boxes all over the place")
    assert [f for f in found if f[2] == "lives_in" and f[3] == "chorlton" and "boxes" not in f[1]], found


@pytest.mark.parametrize("text", ["they moved in yesterday in Leeds", "my sister moved in yesterday in the spare room"])
def test_someone_elses_move_in_is_no_home(text: str) -> None:
    assert not [f for f in facts(text) if f[2] == "lives_in"]


# ---------------------------------------------------------------- recall: a place booked for a holiday is the trip

def test_a_place_booked_for_a_holiday_is_the_trip_packed_for(brain: Brain) -> None:
    say(brain, "a", "2026-11-20", "booked lisbon for easter!! me and the girls")
    assert [s for s in _live(brain) if "Lisbon" in s], _live(brain)
    assert [s for s in _recalled(brain, "2026-12-01", "what should i pack for the trip") if "Lisbon" in s]


def test_a_table_booked_is_no_trip(brain: Brain) -> None:
    say(brain, "a", "2026-11-20", "I booked a table for two at the Italian place.")
    assert not [s for s in _recalled(brain, "2026-12-01", "what should i pack for the trip") if "table" in s]


# ---------------------------------------------------------------- how the day went, after "today", typed without stops

def test_how_it_looked_after_today_is_left_out() -> None:
    got = summaries("my son ben started year 7 today looked so grown in his uniform i nearly cried")
    assert "User's son Ben started year 7 on 10 September 2026" in got, got


# ---------------------------------------------------------------- a home bought, then the day of the move

def test_a_home_bought_then_the_move_day_is_a_move_there() -> None:
    found = facts("We have bought a little house in Whitby, near the harbour. We move on the 3rd of May.")
    assert [f for f in found if f[2] == "plan:lives_in" and f[3] == "whitby"], found


@pytest.mark.parametrize("text", [
    "We bought a car in Leeds. We move on the 3rd.",  # no home bought
    "I bought a flat in Hove. My sister moves on the 3rd of May.",  # someone else's move
])
def test_no_home_bought_or_no_move_of_ours_is_no_move_there(text: str) -> None:
    assert not [f for f in facts(text) if f[2] == "plan:lives_in"]
