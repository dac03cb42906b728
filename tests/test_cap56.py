"""Dense first messages, again (cap56, session 56; docs/extraction.md, "The cap of three and dense first messages,
again").

- a death in the user's family said only inside another clause ("I live alone in Ely since my husband Ron died in 2022",
  "Since my wife Ilse died two years ago I cook for myself", "we moved back to Hull after my dad Len died") is its own
  memory, and in the cap of three it ranks before the home and the hobbies;
- a terse role and its town ("Retired bus driver, Harstad.") is the job, where it is done;
- "Name, 50, geologist with Rio Tinto" and "I'm surveyor with Arup" name the employer after "with"; "Sam, 52, HR
  director at Airbus" keeps the department's letters;
- "Hi — Name, 52, …": the dash after a greeting is the comma after it;
- "Originally from X, here in Y 9 yrs already" is the origin and the years in the home;
- a letter closed "With kind regards,\\nName" is signed.

Sentences are written for these tests, not copied from the labelled set (k16-).
"""

from __future__ import annotations

import datetime as dt
import functools

import pytest

from tests import chat

AT = dt.datetime(2026, 2, 10, 9, 0, tzinfo=dt.UTC)

summaries = functools.partial(chat.summaries, at=AT)


# -- a death inside another clause -------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "death", "rest"), [
    ("I live alone in Ely since my husband Ron died in 2022.", "User's husband Ron died in 2022", "User lives alone in Ely"),
    ("Since my wife Ilse passed away two years ago I cook for myself.", "User's wife Ilse passed away around 2024", None),
    ("We moved back to Hull after my dad Len died last year, to be near my sister.", "User's dad Len died in 2025", "Hull"),
    ("i live with my nan since my mum died in 2019", "User's mum died in 2019", "nan"),
])
def test_a_death_said_inside_another_clause_is_its_own_memory(text: str, death: str, rest: str | None) -> None:
    got = summaries(text)
    assert death in got, got
    assert not any(("died" in s or "passed" in s) and s != death for s in got), got  # not a word of the home or the move
    if rest:
        assert any(rest in s for s in got), got


def test_a_retirement_since_is_no_death() -> None:
    got = summaries("I live alone in Ely since my husband retired in 2022.")
    assert not any("died" in s or "passed" in s for s in got), got


def test_someone_elses_pet_since_is_no_death_of_the_users() -> None:
    got = summaries("I have walked every day since my sister's dog died.")
    assert not any(s.startswith(("User's dog", "User's sister died")) for s in got), got


def test_a_time_counted_from_the_death_is_left_as_said() -> None:
    got = summaries("I have been vegetarian ever since my dad died.")
    assert not any(s.rstrip(".").endswith(" ever") for s in got), got


def test_the_death_ranks_before_the_home_and_the_hobby_in_the_cap() -> None:
    got = summaries("Hello, I'm Irma Kolb and I'm 79. I live alone in Passau since my husband Fritz died in 2023. "
                    "I paint with watercolours on Tuesdays. Please answer in short sentences.", cap=3)
    assert "User's husband Fritz died in 2023" in got, got


def test_a_death_said_in_a_sentence_of_its_own_ranks_before_the_home_too() -> None:
    got = summaries("Hello, I'm Irma Kolb and I'm 79. I live alone in Passau. My husband Fritz died in 2023. "
                    "I paint with watercolours on Tuesdays. Please answer in short sentences.", cap=3)
    assert "User's husband Fritz died in 2023" in got, got


def test_a_death_said_on_its_own_sentence_still_ranks_as_a_relative_does_without_a_close_tie() -> None:
    got = summaries("Hello, I'm Irma Kolb and I'm 79. I live in Passau. My neighbour Fritz died in 2023. "
                    "Please answer in short sentences.", cap=3)
    assert not any("Fritz" in s for s in got), got  # a neighbour is no close family: the name, the home, the rule


# -- terse role, town --------------------------------------------------------------------------------------------------

def test_a_terse_role_and_town_is_the_job_where_it_is_done() -> None:
    got = summaries("Name's Oddvar. 68. Retired bus driver, Harstad. Bad hips.")
    assert "User is a retired bus driver in Harstad" in got, got


@pytest.mark.parametrize("text", ["Great job, Harstad.", "Lovely weather, Harstad.", "Nice teacher, Mrs Smith."])
def test_no_job_is_made_of_a_comma_and_a_capital_word(text: str) -> None:
    assert not any(s.startswith("User is a") for s in summaries(text)), summaries(text)


# -- the employer after "with" -----------------------------------------------------------------------------------------

def test_name_age_role_with_employer_names_the_employer() -> None:
    got = summaries("Rhodri Evans, 47, geologist with Anglo American, based in Kimberley.")
    assert any("Anglo American" in s for s in got), got
    assert any("geologist" in s for s in got), got


def test_a_role_without_article_with_its_employer() -> None:
    got = summaries("I'm surveyor with Arup.")
    assert any("Arup" in s for s in got), got


def test_a_role_without_article_with_what_is_no_employer() -> None:
    got = summaries("I'm nurse with a bad back.")
    assert not any("works at" in s for s in got), got


def test_the_departments_letters_before_the_role() -> None:
    got = summaries("Sam Okoro, 52, HR director at Airbus, based in Toulouse.")
    assert any("HR director" in s for s in got) and any("Airbus" in s for s in got), got
    assert any("Toulouse" in s for s in got), got


# -- a dash after the greeting -----------------------------------------------------------------------------------------

def test_a_dash_after_the_greeting_is_its_comma() -> None:
    got = summaries("Hello — Grete Holm, 61, pharmacist in Odense.")
    assert any(s.startswith("User's name is Grete Holm") for s in got), got


def test_a_dash_after_the_greeting_then_a_name_asked_is_no_name() -> None:
    got = summaries("Hello — Grete, can you help me with a letter?")
    assert not any("name is" in s for s in got), got


# -- originally from, here N years -------------------------------------------------------------------------------------

def test_originally_from_then_here_in_a_place_for_years() -> None:
    got = summaries("Originally from Ipoh, here in Kuantan 7 yrs already.")
    assert "User is originally from Ipoh" in got and "User has lived in Kuantan for 7 years" in got, got


def test_originally_from_then_here_unnamed_is_the_origin() -> None:
    got = summaries("Hi, I'm Dariush, 50. Originally from Tabriz, here 11 yrs.")
    assert "User is originally from Tabriz" in got, got


def test_originally_from_then_a_short_stay_is_not_read_as_years_here() -> None:
    got = summaries("Originally from Ipoh, here for 3 days on business.")
    assert not any("lived" in s for s in got), got


# -- a letter signed ---------------------------------------------------------------------------------------------------

def test_a_letter_closed_with_kind_regards_is_signed() -> None:
    got = summaries("Dear assistant,\n\nI am 84 and live in Lucerne.\n\nWith kind regards,\nAgathe Huber")
    assert any(s.startswith("User's name is Agathe Huber") for s in got), got


def test_with_kind_regards_and_no_name_signs_nothing() -> None:
    got = summaries("Dear assistant,\n\nI am 84 and live in Lucerne.\n\nWith kind regards")
    assert not any("name is" in s for s in got), got


def test_someone_hired_in_the_role_is_no_terse_role_of_the_users() -> None:
    got = summaries("We hired a cleaner, Ana. Really good, she comes on Fridays.")
    assert not any(s.startswith("User is a") for s in got), got
