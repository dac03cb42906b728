"""Eight more voices written before the fresh27 round (docs/extraction.md, "Eight more voices, written before the
round (y14)"): a Filipino seafarer, a retired Iowa farmer dictating, a pharmacist in Abuja with Pidgin, a
Vietnamese-Australian nail-salon owner, an apprentice electrician in Cork, a Brazilian tester in lower case, a widowed
grandfather in Delhi in formal Indian English, a non-binary barista in Portland. Each family of sentences a rule a
person would name; the real extractor.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt
import functools

import pytest

from tests import chat

AT = dt.datetime(2026, 8, 12, 9, 0, tzinfo=dt.UTC)

facts = functools.partial(chat.facts, at=AT)
summaries = functools.partial(chat.summaries, at=AT)


# ---------------------------------------------------------------- a formal letter's opening and an honorific

@pytest.mark.parametrize("text", [
    "Respected Sir/Madam, I am Suresh Chandra Iyer, retired headmaster.",
    "Respected Sir, I am Suresh Chandra Iyer, retired headmaster.",
    "Dear Sir or Madam, I am Suresh Chandra Iyer, retired headmaster.",
])
def test_a_salutation_leaves_the_introduction(text: str) -> None:
    assert "User's name is Suresh Chandra Iyer" in summaries(text)


def test_a_three_word_name_after_i_am() -> None:
    assert "User's name is Anna Maria Lopez" in summaries("Hello, I am Anna Maria Lopez.")


def test_a_formal_notice_opening_is_no_part_of_the_fact() -> None:
    assert "User has moved to Nagpur" in summaries("This is to inform you that I have shifted to Nagpur.")


def test_an_honorific_and_late_before_a_relatives_name() -> None:
    said = summaries("My mother, Late Smt. Savitri Devi, expired in March 2019.")
    assert "User's mother Savitri Devi passed away in March 2019" in said
    assert not [s for s in said if "Smt" in s or "Late" in s]


@pytest.mark.parametrize("text", ["My passport expired in May.", "My licence expired last week, need to renew it."])
def test_a_document_that_expired_is_no_death(text: str) -> None:
    assert not [s for s in summaries(text) if "passed away" in s]


@pytest.mark.parametrize(("text", "summary"), [
    ("I am residing in Banjara Hills, Hyderabad.", "User lives in Banjara Hills, Hyderabad"),
    ("We are presently residing in Koramangala.", "User lives in Koramangala"),
])
def test_residing_is_where_one_lives(text: str, summary: str) -> None:
    assert any(s.startswith(summary) for s in summaries(text))


def test_shifted_to_a_relatives_home_in_a_city_with_effect_from() -> None:
    said = summaries("I have shifted to my younger daughter's house in Chennai with effect from 1st July.")
    assert "User has moved to their younger daughter's house in Chennai from 1 July 2026" in said


def test_a_retired_job_from_an_employer_is_where_they_worked() -> None:
    said = summaries("I am a retired signal engineer from Western Railway.")
    assert "User is a retired signal engineer at Western Railway" in said
    assert not [s for s in said if s.startswith(("User works at", "User is from"))]


def test_a_retired_job_from_a_town_is_still_where_from() -> None:
    assert "User is from Ludhiana" in summaries("I am a retired teacher from Ludhiana.")


# ---------------------------------------------------------------- pronouns said with the word "pronouns"

@pytest.mark.parametrize("text", [
    "hey, I'm Sasha, pronouns they/them",
    "I'm Sasha, pronouns are they/them.",
    "I'm Sasha, my pronouns are they/them, I teach piano",
])
def test_pronouns_said_with_the_word(text: str) -> None:
    assert "User's pronouns are they/them" in summaries(text)


# ---------------------------------------------------------------- the Irish "after" perfect

@pytest.mark.parametrize(("text", "summary"), [
    ("I'm after leaving the job at the garage", "User has just left the job at the garage"),
    ("we're after buying a house in Ballincollig", "User has just bought a house in Ballincollig"),
    ("I'm after finishing my Leaving Cert", "User has just finished their Leaving Cert"),
])
def test_after_and_a_gerund_is_just_done(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_after_with_a_noun_is_looking_for() -> None:
    assert not [s for s in summaries("I'm after a cheap laptop for college") if "has just" in s]


# ---------------------------------------------------------------- she is the sentence's own subject

def test_she_after_a_named_subject_and_and_is_that_person() -> None:
    said = summaries("My husband said no.", "Maya is in year 3 now and she joined the swim team")
    assert not [s for s in said if "husband" in s and "swim" in s]


def test_she_after_a_known_daughter_is_the_daughter() -> None:
    said = summaries("My daughter Maya is 8.", "Maya is in year 3 now and she joined the swim team")
    assert "User's daughter Maya joined the swim team" in said


# ---------------------------------------------------------------- a giggle is chat filler

@pytest.mark.parametrize("text", ["I finally passed my driving theory test hehe", "I finally passed my driving theory test kkkk"])
def test_a_giggle_at_the_end_is_dropped(text: str) -> None:
    said = summaries(text)
    assert said and not [s for s in said if "hehe" in s or "kkk" in s]


# ---------------------------------------------------------------- a family business run, a pregnancy counted

@pytest.mark.parametrize(("text", "summary"), [
    ("I run my dad's garage in Limerick", "User runs their dad's garage in Limerick"),
    ("we run the family bakery in Hobart", "User runs the family bakery in Hobart"),
])
def test_a_family_business_run_is_who_the_user_is(text: str, summary: str) -> None:
    assert [(f[0], f[1]) for f in facts(text) if f[1] == summary] == [("identity", summary)]


@pytest.mark.parametrize(("text", "summary"), [
    ("heads up I'm 6 months pregnant", "User is 6 months pregnant"),
    ("I'm 22 weeks pregnant so I'm taking it easy", "User is 22 weeks pregnant"),
])
def test_a_pregnancy_said_with_how_far_along(text: str, summary: str) -> None:
    assert summary in summaries(text)


# ---------------------------------------------------------------- joined, without what

@pytest.mark.parametrize("text", ["I joined last March, so the contract ends soon", "I joined in 2021"])
def test_joined_without_what_is_not_kept(text: str) -> None:
    assert not [s for s in summaries(text) if "joined" in s]


def test_joined_with_what_is_kept() -> None:
    assert "User joined the choir in March 2026" in summaries("I joined the choir last March")


# ---------------------------------------------------------------- dictation: marks said as words, an age and a role

def test_a_dictated_period_ends_the_sentence() -> None:
    said = summaries("my name is Walt Berglund period my daughter Jenna runs the dairy now")
    assert "User's name is Walt Berglund" in said
    assert not [s for s in said if "period" in s]


@pytest.mark.parametrize("text", ["I'm in my trial period at work now", "we had a period of heavy rain in May."])
def test_a_period_that_is_a_word_stays(text: str) -> None:
    from mercuryd.brain import spelling
    assert "period" in spelling.standard(text)


def test_an_age_and_a_role_joined_by_and() -> None:
    said = summaries("I'm 68 and a retired nurse in Dubuque")
    assert "User is 68 years old" in said
    assert "User is a retired nurse in Dubuque" in said


def test_please_then_a_statement_ends_the_request() -> None:
    assert "User wants short answers" in summaries("could you keep the answers short please my hands shake on the keyboard")


def test_up_near_a_place() -> None:
    assert "User lives near Inverness" in summaries("I live up near Inverness")


# ---------------------------------------------------------------- Nigerian Pidgin

def test_pidgin_introduction_and_own_business() -> None:
    said = summaries("Abeg I be Ngozi Okeke, nurse for Enugu. I get my own pharmacy for Ogui Road.")
    assert "User's name is Ngozi Okeke" in said
    assert "User is a nurse in Enugu" in said
    assert "User has their own pharmacy in Ogui Road" in said


def test_pidgin_perfect_with_don() -> None:
    said = summaries("Wahala no dey. We don open second shop for Lekki in March.")
    assert "User opened a second shop in Lekki in March 2026" in said


def test_pidgin_rules_need_a_pidgin_word() -> None:
    from mercuryd.brain import spelling
    assert spelling.standard("I get my own way. The nurse for Leeds is kind.") == "I get my own way. The nurse for Leeds is kind."


# ---------------------------------------------------------------- a street's "St." and the business named after it

def test_a_street_abbreviation_then_a_new_sentence() -> None:
    said = summaries("I'm Dani, I run a barber shop in Fitzroy, Sharp Lines on Brunswick St. Took it over from my uncle in 2024.")
    assert "User runs a barber shop in Fitzroy, Sharp Lines on Brunswick St" in said


def test_saint_stays_in_the_name() -> None:
    assert "User went to St. Brigid's school" in summaries("I went to St. Brigid's school.")


# ---------------------------------------------------------------- a move to a home in a place, decided; voice-typing homophones

def test_moving_to_a_home_in_a_place_is_the_plan() -> None:
    assert "User is moving to a townhouse in Urbandale in spring 2027" in summaries("we're moving to a townhouse in Urbandale next spring")


def test_moving_to_a_home_without_a_place_is_not_a_move() -> None:
    assert not [s for s in summaries("we're moving to a bigger place soon") if "moving" in s]


@pytest.mark.parametrize(("text", "summary"), [
    ("Doris and I decided were moving to Urbandale next spring", "User and Doris are moving to Urbandale in spring 2027"),
    ("we decided we're moving to Urbandale next spring", "User is moving to Urbandale in spring 2027"),
])
def test_a_move_decided_is_the_plan(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize(("text", "summary"), [
    ("we gave the old truck to are grandson Colby", "User's grandson is Colby"),
    ("Doris and I are driving to see are daughter Jolene in Omaha", "User's daughter is Jolene"),
])
def test_are_before_a_relative_is_our(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", ["the twins are kids at heart", "those are sons of the founder"])
def test_are_as_a_verb_stays(text: str) -> None:
    from mercuryd.brain import spelling
    assert spelling.standard(text) == text


# ---------------------------------------------------------------- "me" as "my", a baby arrived, a field of work

def test_me_before_what_one_passed_is_my() -> None:
    assert "User passed their driving test on 3 August 2026" in summaries("passed me driving test on the 3rd")


def test_me_as_an_object_stays() -> None:
    from mercuryd.brain import spelling
    assert spelling.standard("she passed me the keys") == "she passed me the keys"


def test_a_baby_arrived_on_a_date_is_born() -> None:
    assert "User's child Noah was born on 2 August 2026" in summaries("baby Noah arrived on 2 Aug, 3.4kg, all well")


def test_a_baby_that_arrived_home_is_no_birth() -> None:
    assert not [s for s in summaries("baby Noah arrived home from hospital today") if "born" in s]


def test_qa_at_an_employer_is_the_field_of_work() -> None:
    assert "User works in QA at a bank in Porto Alegre" in summaries("im qa at a bank in Porto Alegre")


# ---------------------------------------------------------------- the body's reason for a request

@pytest.mark.parametrize(("text", "summary"), [
    ("Kindly suggest some gentle yoga, as I have a stent since 2021.", "User has a stent since 2021"),
    ("Please suggest a breakfast, since I am diabetic.", "User is diabetic"),
    ("what can I bake for the party, because I'm allergic to peanuts?", "User is allergic to peanuts"),
    ("some soup recipes please, I'm coeliac", "User is coeliac"),
])
def test_a_body_reason_after_a_request_is_kept(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", ["can you check this, as I have no idea", "please explain it again, as I'm confused"])
def test_a_reason_that_is_no_constraint_keeps_nothing(text: str) -> None:
    assert summaries(text) == []


def test_a_stent_one_lives_with() -> None:
    assert "User has two stents" in summaries("I have two stents")


# ---------------------------------------------------------------- a workplace named after its kind; a rank in figures

def test_an_irish_crowd_named_after_a_comma() -> None:
    said = summaries("I'm a second year apprentice with a crowd in Mallow, Barry Plumbing, since last May")
    assert any("Barry Plumbing" in s for s in said)


def test_an_ordinal_rank_on_board() -> None:
    assert "User is a third officer" in summaries("I'm Joel Reyes, 3rd officer on a container ship.")


# ---------------------------------------------------------------- Portuguese and Pidgin in English sentences

def test_a_portuguese_move_in_an_english_sentence() -> None:
    said = summaries("mudei pra recife last month kkk finally home")
    assert "User moved to Recife in July 2026" in said


def test_pidgin_na_him_dey() -> None:
    said = summaries("My sister Amaka na him dey run the shop for me. Abeg.")
    assert "User's sister Amaka runs the shop for them" in said


# ---------------------------------------------------------------- a start with its date, the "I'm" dropped; back at work part time

@pytest.mark.parametrize(("text", "summary"), [
    ("starting my phase 4 block in the training centre in January", "User is starting their phase 4 block in the training centre in January"),
    ("starting a new job at Lidl next month", "User is starting a new job at Lidl in September 2026"),
])
def test_a_dated_start_typed_without_im(text: str, summary: str) -> None:
    assert any(s.startswith(summary) for s in summaries(text))


@pytest.mark.parametrize("text", ["starting to feel better this week", "starting on the new rota from June"])
def test_starting_to_or_on_is_no_plan(text: str) -> None:
    assert not [s for s in summaries(text) if "starting" in s]


def test_back_at_work_part_of_the_week() -> None:
    assert "User is back at the shop three days a week" in summaries("I'm back at the shop three days a week now")
