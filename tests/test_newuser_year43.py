"""What the two years of newuser9 (session 43; tests/test_newuser9.py: Kofi in Leeds, Valentina in Utrecht) showed, each
pinned with sentences written for this test: the real extractor, and the store where a rule is about what stays live.
"""

from __future__ import annotations

import datetime as dt
import functools
import re

import pytest

from mercuryd.brain.service import Brain
from tests import chat
from tests.chat import say

AT = dt.datetime(2026, 5, 10, 18, 0, tzinfo=dt.UTC)

summaries = functools.partial(chat.summaries, at=AT)


# ---------------------------------------------------------------- the weather's "it" is no thing said before

@pytest.mark.parametrize("weather", [
    "it's so cold here today, I hate it",
    "it was pouring all afternoon and I hated it",
])
def test_an_it_after_the_weather_is_not_the_thing_before(weather: str) -> None:
    got = summaries("I've been using Notion for my thesis", weather)
    assert "User has been using Notion for their thesis" in got, got  # the thing before is kept
    assert not [s for s in got if "hate" in s], got


def test_an_it_with_no_weather_between_is_the_thing_before() -> None:
    got = summaries("I've been using Notion for my thesis", "I hate it")
    assert "User hates Notion" in got, got


def test_a_pet_named_before_is_not_hated_for_the_dark() -> None:
    got = summaries("My neighbour Femke is feeding Biscuit while I'm away", "it gets so dark here at 4pm, I hate it")
    assert not [s for s in got if "hate" in s], got
    assert any("Femke" in s for s in got), got


# ---------------------------------------------------------------- a rule lifted, with why after it

@pytest.mark.parametrize("text", [
    "you can use emojis again, I actually miss them 😂",
    "ok you can use emojis again, I kind of missed them",
])
def test_a_lifted_rule_with_a_missing_after_it_ends_the_rule(brain: Brain, text: str) -> None:
    first = say(brain, "a", "2026-02-01", "please don't use emojis in your answers, they look odd in my notes")
    assert [m.summary for m in first.stored] == ["User does not want emojis used in answers"]
    lifted = say(brain, "b", "2026-07-01", text)
    assert [m.summary for m in lifted.stored] == ["User is fine with emojis in answers"]
    assert first.stored[0].id in lifted.superseded


def test_something_else_missed_is_no_rule_lifted() -> None:
    assert summaries("the kids are at camp this week, I miss them") == [], summaries("the kids are at camp this week, I miss them")


def test_simple_answers_no_longer_needed_end_the_simple_words(brain: Brain) -> None:
    first = say(brain, "a", "2026-01-30", "Please keep your answers simple, English is my second language, no long words.")
    assert [m.summary for m in first.stored] == ["User wants simple answers, no long words"]
    lifted = say(brain, "b", "2026-07-18",
                 "You don't have to keep the answers simple any more, my English is fine, I was just tired that month.")
    assert [m.summary for m in lifted.stored] == ["User is fine with normal English"]
    assert first.stored[0].id in lifted.superseded


@pytest.mark.parametrize("text", [
    "you don't have to keep it simple anymore, I'm a doctor",  # nothing of words: why is not the English
    "you don't have to keep the answers simple any more?",
])
def test_simple_no_longer_needed_without_the_english_says_nothing(text: str) -> None:
    assert summaries(text) == [], summaries(text)


# ---------------------------------------------------------------- a death told by relation, of one known by name

def test_a_mothers_death_told_by_relation_ends_where_she_lived(brain: Brain) -> None:
    home = say(brain, "a", "2026-04-25", "My mum Adwoa lives in Tamale.")
    assert [m.summary for m in home.stored] == ["User's mum Adwoa lives in Tamale"]
    died = say(brain, "b", "2026-06-12", "My mother passed away on Sunday.")
    assert home.stored[0].id in died.superseded


def test_her_name_and_another_relative_in_the_same_memory_stay(brain: Brain) -> None:
    said = say(brain, "a", "2026-04-25", "My mother's name is Abena, she lives in Sunyani with my brother Yaw.")
    assert "User's mother Abena lives in Sunyani with their brother Yaw" in [m.summary for m in said.stored]
    say(brain, "b", "2026-06-12", "Sad news. My mother passed away on Sunday.")
    live = chat.live_summaries(brain)
    assert "User's mother is Abena" in live and "User's brother is Yaw" in live, live
    assert not [s for s in live if "lives in Sunyani" in s], live


def test_a_death_leaves_what_another_relative_said_in_the_same_message_is(brain: Brain) -> None:
    said = say(brain, "a", "2026-04-25", "My dad Kojo lives in Cape Coast with my sister Ama. My sister Ama is a nurse.")
    assert "User's sister Ama is a nurse" in [m.summary for m in said.stored]
    say(brain, "b", "2026-06-12", "My dad died last night.")
    live = chat.live_summaries(brain)
    assert "User's sister Ama is a nurse" in live, live
    assert not [s for s in live if "Cape Coast" in s], live


# ---------------------------------------------------------------- a surname with its particle

@pytest.mark.parametrize(("text", "summary"), [
    ("my supervisor is Hendrik de Vries", "User's supervisor is Hendrik de Vries"),
    ("my colleague Ana da Silva is off sick", "User's colleague Ana da Silva is off sick"),
    ("my cousin Pieter van der Berg lives in Delft", "User's cousin Pieter van der Berg lives in Delft"),
])
def test_a_surname_keeps_its_particle(text: str, summary: str) -> None:
    assert summary in summaries(text), summaries(text)


def test_a_lower_case_word_after_a_particle_is_no_surname() -> None:
    got = summaries("I picked up my daughter Emma ten minutes late")
    assert not [s for s in got if "Emma ten" in s], got
    assert "User's daughter is Emma" in got, got


# ---------------------------------------------------------------- someone new in a one-person role

@pytest.mark.parametrize(("old", "new", "summary"), [
    ("my supervisor is Prof. Willem Smit", "so my new supervisor is Dr. Lotte Visser", "User's supervisor is Dr. Lotte Visser"),
    ("my landlord is Gary Pike", "my new landlord is Tom Reed", "User's landlord is Tom Reed"),
    ("my therapist is Dr. Ann Shaw", "my new therapist is Mark Green", "User's therapist is Mark Green"),
])
def test_a_new_one_in_the_role_ends_the_old(brain: Brain, old: str, new: str, summary: str) -> None:
    first = say(brain, "a", "2026-01-08", old)
    assert len(first.stored) == 1, [m.summary for m in first.stored]
    then = say(brain, "b", "2026-03-18", new)
    assert summary in [m.summary for m in then.stored]
    assert first.stored[0].id in then.superseded


def test_the_same_first_name_or_another_role_ends_nothing(brain: Brain) -> None:
    first = say(brain, "a", "2026-01-08", "my landlord is Gary")
    dentist = say(brain, "b", "2026-01-09", "my dentist is Dr. Ruth Cole")
    assert len(first.stored) == 1 and len(dentist.stored) == 1
    fuller = say(brain, "c", "2026-02-08", "my landlord is Gary Pike")
    other = say(brain, "d", "2026-03-18", "my therapist is Dr. Mark Green")
    assert [m.summary for m in other.stored] == ["User's therapist is Dr. Mark Green"]
    assert first.stored[0].id not in fuller.superseded and dentist.stored[0].id not in other.superseded


# ---------------------------------------------------------------- a role the user has been made

@pytest.mark.parametrize(("text", "summary"), [
    ("I have been made a driver trainer at the depot, I start on Monday.", "User was made driver trainer"),
    ("I've been made a shift supervisor at the warehouse", "User was made shift supervisor"),
])
def test_a_role_the_user_has_been_made_is_their_role(text: str, summary: str) -> None:
    got = chat.facts(text, at=AT)
    assert ("identity", summary, "job_title", summary.removeprefix("User was made ")) in got, got


def test_a_role_made_at_an_employer_keeps_the_employer_and_no_junk() -> None:
    got = summaries("I've been made a manager at Tesco")
    assert "User was made manager" in got and "User works at Tesco" in got, got
    assert not [s for s in got if "is a made" in s], got


@pytest.mark.parametrize("text", ["I've been made redundant", "I have been made welcome here", "I've been made an offer"])
def test_what_else_the_user_has_been_made_is_no_role(text: str) -> None:
    assert not [f for f in chat.facts(text, at=AT) if f[2] == "job_title"], chat.facts(text, at=AT)


# ---------------------------------------------------------------- flatmates by name

@pytest.mark.parametrize(("text", "summary"), [
    ("the new flat is small but bright, my flatmates are Pieter and Noor", "User's flatmates are Pieter and Noor"),
    ("my housemates are Jo and Sam", "User's housemates are Jo and Sam"),
])
def test_flatmates_named_together_are_kept(text: str, summary: str) -> None:
    assert summary in summaries(text), summaries(text)


def test_flatmates_described_are_not_named() -> None:
    assert summaries("my roommates are Loud and Messy") == [], summaries("my roommates are Loud and Messy")


# ---------------------------------------------------------------- back in a city: a trip's end, or home again

def test_back_in_the_city_after_a_trip_leaves_the_home(brain: Brain) -> None:
    home = say(brain, "a", "2026-01-09", "I live in Harehills with my wife Grace.")
    assert "User lives in Harehills with their wife Grace" in [m.summary for m in home.stored]
    back = say(brain, "b", "2026-07-18", "I am back in Leeds. Thank you for your help with the speech.")
    assert [m.summary for m in back.stored] == ["User is back in Leeds"]
    assert not back.superseded
    assert "User lives in Harehills with their wife Grace" in chat.live_summaries(brain)


@pytest.mark.parametrize(("text", "summary"), [
    ("I'm back home in Cork, the contract in Dublin ended", "User lives in Cork"),
    ("I'm back in Glasgow after three years in Dubai", "User moved to Glasgow after three years in Dubai"),
    ("I'm back living in Cork", "User moved to Cork"),
])
def test_home_again_is_where_the_user_lives(text: str, summary: str) -> None:
    got = chat.facts(text, at=AT)
    assert [f for f in got if f[1] == summary and f[2] == "lives_in"], got


def test_back_for_a_weekend_is_nothing() -> None:
    assert summaries("I'm back in London for the weekend") == [], summaries("I'm back in London for the weekend")


# ---------------------------------------------------------------- an event called off by others, and its month

def test_a_place_won_for_a_month_ahead_is_that_month_ahead() -> None:
    got = chat.summaries("I got accepted to a summer school in Lyon in July, on glaciology!!", at=dt.datetime(2026, 2, 19, 18, tzinfo=dt.UTC))
    assert "User got accepted to a summer school in Lyon in July 2026, on glaciology" in got, got


def test_a_month_gone_stays_gone() -> None:
    got = chat.summaries("I went to a summer school in Lyon in July", at=dt.datetime(2026, 2, 19, 18, tzinfo=dt.UTC))
    assert "User went to a summer school in Lyon in July 2025" in got, got


@pytest.mark.parametrize(("plan", "off", "said"), [
    ("I got accepted to a summer school in Lyon in July, so excited", "the Lyon summer school got cancelled, not enough people signed up :(",
     "User's Lyon summer school was cancelled"),
    ("I'm going to a conference in Porto in May", "the conference in Porto has been cancelled",
     "User's conference in Porto was cancelled"),
])
def test_an_event_ahead_called_off_by_others_ends(brain: Brain, plan: str, off: str, said: str) -> None:
    first = say(brain, "a", "2026-02-19", plan)
    assert len(first.stored) == 1, [m.summary for m in first.stored]
    then = say(brain, "b", "2026-04-28", off)
    assert [m.summary for m in then.stored] == [said]
    assert first.stored[0].id in then.superseded


def test_an_event_gone_by_is_not_ended_by_another_called_off(brain: Brain) -> None:
    past = say(brain, "a", "2026-03-01", "I went to a workshop in Porto in January")
    assert [m.summary for m in past.stored] == ["User went to a workshop in Porto in January 2026"]
    then = say(brain, "b", "2026-04-28", "the workshop in Porto got cancelled")
    assert then.stored and past.stored[0].id not in then.superseded


# ---------------------------------------------------------------- running stopped, and what else "runs"

def test_running_stopped_ends_the_running_and_leaves_what_the_user_runs(brain: Brain) -> None:
    shop = say(brain, "a", "2026-01-08", "I run a small bakery in Utrecht")
    phd = say(brain, "b", "2026-01-08", "I'm doing a PhD, my contract runs until January 2028")
    club = say(brain, "c", "2026-01-09", "I've started running with a club on Wednesday evenings")
    race = say(brain, "d", "2026-01-09", "I run a 5k every Saturday morning")
    assert all(len(r.stored) == 1 for r in (shop, phd, club, race)), chat.live_summaries(brain)
    stopped = say(brain, "e", "2026-10-24", "I stopped running, my knee started hurting")
    assert club.stored[0].id in stopped.superseded and race.stored[0].id in stopped.superseded
    assert shop.stored[0].id not in stopped.superseded and phd.stored[0].id not in stopped.superseded


# ---------------------------------------------------------------- "!!!" mid-sentence, and a role for a while

def test_an_excited_mark_mid_sentence_leaves_the_sentence_whole() -> None:
    got = summaries("I adopted a dog!!! from the rescue in Leiden, his name is Bram and he's 3")
    assert [s for s in got if "Bram" in s and "dog" in s], got
    assert not [s for s in got if "!" in s], got


@pytest.mark.parametrize("text", ["I got the job!! so happy", "We won!! at last"])
def test_an_excited_mark_before_anything_else_still_ends_what_it_ends(text: str) -> None:
    assert not [s for s in summaries(text) if "!" in s], summaries(text)


@pytest.mark.parametrize(("text", "summary"), [
    ("I'm a teaching assistant this semester", "User is a teaching assistant"),
    ("I'm a tutor this term", "User is a tutor"),
])
def test_a_role_for_a_while_is_the_role(text: str, summary: str) -> None:
    assert summary in summaries(text), summaries(text)


def test_a_fan_of_this_is_no_role() -> None:
    assert not [s for s in summaries("I'm a big fan of this band") if s.startswith("User is a")], summaries("I'm a big fan of this band")


# ---------------------------------------------------------------- a relative's stay over

def test_a_relative_gone_home_ends_their_stay(brain: Brain) -> None:
    visit = say(brain, "a", "2026-10-24", "my sister Carmen is coming to visit from Mendoza in November, from the 8th to the 22nd")
    home = say(brain, "b", "2026-10-25", "my sister Carmen lives in Mendoza")
    stay = [m for m in visit.stored if "visit" in m.summary]
    assert stay and home.stored, chat.live_summaries(brain)
    gone = say(brain, "c", "2026-11-25", "Carmen went back home on Sunday, I miss her already")
    assert stay[0].id in gone.superseded
    assert home.stored[0].id not in gone.superseded and "User's sister is Carmen" in chat.live_summaries(brain)


def test_someone_else_gone_home_ends_nobody_s_stay(brain: Brain) -> None:
    visit = say(brain, "a", "2026-10-24", "my sister Carmen is coming to visit from Mendoza in November")
    assert [m for m in visit.stored if "visit" in m.summary]
    gone = say(brain, "b", "2026-11-25", "my cousin Julia went back home on Sunday")
    assert gone.stored and not gone.superseded


# ---------------------------------------------------------------- a name said again is no summary cut short

def test_a_pets_name_said_again_stores_no_cut_summary(brain: Brain) -> None:
    pet = say(brain, "a", "2026-05-09", "I adopted a cat from the shelter, her name is Tango and she's 2")
    assert [m.summary for m in pet.stored] == ["User adopted a 2-year-old cat named Tango from the shelter"]
    again = say(brain, "b", "2026-06-03", "correction: Tango is a boy lol, the vet told me. so HIS name is Tango")
    assert not [m.summary for m in again.stored if re.search(r"name is( Tango)?$", m.summary)], [m.summary for m in again.stored]


def test_a_pets_name_said_once_is_kept() -> None:
    assert "User's dog is Rex" in summaries("my dog's name is Rex"), summaries("my dog's name is Rex")
