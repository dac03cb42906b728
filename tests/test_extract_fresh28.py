"""Eight more voices written before the fresh28 round (docs/extraction.md, "Eight more voices, written before the
round (c15)"): a Korean master's student in Melbourne, a Welsh hill farmer in fragments, a Kenyan nurse in Leeds, a
Texan retiree dictating, a Montréal developer mixing French, a Year 11 student, a small landlord, a caregiver. Each
family of sentences a rule a person would name; the real extractor.

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


# ---------------------------------------------------------------- a role the user has not

@pytest.mark.parametrize("text", [
    "I'm Priya, I manage the two houses myself, no agent.",
    "I'm Callum, no teacher, just a dad helping with homework.",
    "I'm Rosa, not a lawyer, so explain it simply.",
])
def test_no_role_after_a_name_is_no_job(text: str) -> None:
    said = summaries(text)
    assert not [s for s in said if s.startswith("User is a no") or s.startswith("User is a not")], said


# ---------------------------------------------------------------- where on a hospital ward

@pytest.mark.parametrize(("text", "summary", "employer"), [
    ("I'm a nurse on the cardiac ward at Bradford Royal.", "User is a nurse on the cardiac ward", "User works at Bradford Royal"),
    ("I work as a healthcare assistant on the stroke unit at the Royal Free.",
     "User works as a healthcare assistant on the stroke unit", "User works at Royal Free"),
])
def test_a_ward_is_part_of_the_job(text: str, summary: str, employer: str) -> None:
    said = summaries(text)
    assert summary in said and employer in said


def test_the_ward_alone_adds_nothing() -> None:
    assert "User is a nurse" in summaries("I'm a nurse on the ward.")


# ---------------------------------------------------------------- an instruction after any short lead, and its "but"

@pytest.mark.parametrize("text", [
    "Petit détail: please answer in English.",
    "Rule one: always answer in English.",
])
def test_a_short_lead_before_an_instruction(text: str) -> None:
    assert "User wants answers in English" in summaries(text)


@pytest.mark.parametrize("text", [
    "Note to self: always pack the charger.",
    "My rule: never eat after eight.",
    "Gran's rule: never shoes indoors.",
])
def test_the_users_own_rule_is_no_instruction(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User wants") or s.startswith("User does not want")]


def test_an_exception_after_but_is_kept_with_the_rule() -> None:
    assert summaries("Always use metric units but give the oven temperatures in Fahrenheit.") == [
        "User wants metric units and the oven temperatures given in Fahrenheit"]


def test_a_prohibition_and_its_alternative_stay_two() -> None:
    said = summaries("Never use tabs, but use two spaces.")
    assert "User does not want tabs used" in said and "User wants two spaces" in said


def test_but_without_a_standing_rule_is_left() -> None:
    assert not [s for s in summaries("Answer this one in English but write it short.") if "and" in s]


# ---------------------------------------------------------------- ", and our son …": a clause of its own

def test_our_relative_after_and_is_a_clause_of_its_own() -> None:
    said = summaries("My wife Tamsin is a midwife at Stepping Hill, and our son Arlo just started nursery.")
    assert "User's wife Tamsin is a midwife at Stepping Hill" in said
    assert "User's son Arlo just started nursery" in said


def test_a_list_with_our_is_not_split() -> None:
    said = summaries("I live with my husband, and our two dogs.")
    assert not [s for s in said if s.startswith("User's dogs")]


# ---------------------------------------------------------------- a working life ended, with its years and its place

@pytest.mark.parametrize(("text", "summary"), [
    ("I retired from Amtrak after 41 years as a conductor.", "User is a retired conductor, 41 years at Amtrak"),
    ("I retired from Shell after thirty years as a geologist.", "User is a retired geologist, thirty years at Shell"),
    ("I'm 69, retired from the council after 30 years as a gardener.", "User is a retired gardener, 30 years at the council"),
    ("im 74 retired from Union Pacific after 35 years as a brakeman", "User is a retired brakeman, 35 years at Union Pacific"),
])
def test_retired_from_a_place_after_years_as_a_job(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_retired_from_work_names_no_place() -> None:
    assert not [s for s in summaries("I retired from work after 30 years as a nurse.") if "years at" in s]


# ---------------------------------------------------------------- dictated: "me and my wife" starts a statement

def test_me_and_my_wife_starts_a_statement_in_a_run_on() -> None:
    said = summaries("this is walt kowalski im 80 retired from Ford after 40 years as a welder me and my wife rose live in dearborn")
    assert "User is a retired welder, 40 years at Ford" in said
    assert "User's wife is Rose" in said


# ---------------------------------------------------------------- caring for a relative is no job

@pytest.mark.parametrize(("text", "summary"), [
    ("I'm the main caregiver for my dad.", "User is the main caregiver for their dad"),
    ("I'm a full-time carer for my husband Dev.", "User is a full-time carer for their husband Dev"),
    ("I'm the primary carer for my nan, Joan.", "User is the primary carer for their nan Joan"),
])
def test_a_carer_for_a_relative(text: str, summary: str) -> None:
    found = facts(text)
    assert summary in [f[1] for f in found]
    assert not [f for f in found if f[2] == "job_title"]


def test_a_carer_at_a_home_is_a_job() -> None:
    assert "User is a carer" in summaries("I'm a carer at Meadowbank Care Home.")


def test_a_relatives_name_after_a_comma_in_an_introduction() -> None:
    said = summaries("Hi. I'm Lorraine, I live in Dayton, and I look after my dad, Walter. He's 88.")
    assert "User's dad is Walter" in said
    assert "User's dad Walter is 88" in said


# ---------------------------------------------------------------- a student's next step, its "I" dropped

@pytest.mark.parametrize(("text", "summary"), [
    ("want to do a levels at the sixth form after", "User wants to do a levels at the sixth form after"),
    ("wanna be a paramedic when im older", "User wants to be a paramedic when they are older"),
    ("want to study law at leeds", "User wants to study law at leeds"),
])
def test_a_wish_without_its_i(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", ["want to be a bit lazy today", "want to do something fun tonight"])
def test_a_passing_wish_without_its_i_is_left(text: str) -> None:
    assert summaries(text) == []


# ---------------------------------------------------------------- where from, the adverb first

@pytest.mark.parametrize(("text", "summary"), [
    ("Originally I'm from Eldoret in Kenya.", "User is originally from Eldoret in Kenya"),
    ("I'm Wambui. Originally, I am from Kisumu.", "User is originally from Kisumu"),
])
def test_originally_said_first(text: str, summary: str) -> None:
    assert summary in summaries(text)


# ---------------------------------------------------------------- the words things are called by

@pytest.mark.parametrize(("text", "summary"), [
    ("Please keep using UK NHS terms, not American ones.", "User wants UK NHS terms"),
    ("Please use plain terms, I'm not medical.", "User wants plain terms"),
    ("keep using metric please", "User wants metric units"),
])
def test_terms_and_keep_using(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", ["Please use the terms we agreed on.", "I keep using the wrong fork."])
def test_terms_of_a_task_and_a_habit_are_no_rule(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User wants")]


# ---------------------------------------------------------------- said while asking

def test_an_event_date_said_while_asking_for_help() -> None:
    said = summaries("I need help preparing for my Band 7 interview on 3rd June. Any likely questions?")
    assert "User's Band 7 interview is on 3 June 2027" in said


def test_someone_elses_event_is_not_the_users() -> None:
    assert not [s for s in summaries("I need help preparing for my brother's wedding on 3rd June.") if "wedding is on" in s]


def test_a_dislike_of_a_shape_after_a_request() -> None:
    assert "User hates long paragraphs" in summaries("can u explain osmosis but short, i hate long paragraphs")


# ---------------------------------------------------------------- a Québécois writer's French in English

def test_who_and_where_in_quebecois_french() -> None:
    said = summaries("Salut! Julien here, chu dev frontend chez Shopify à Ottawa, surtout du React.")
    assert "User's name is Julien" in said
    assert any(s.startswith("User is a frontend dev") for s in said)
    assert any("Shopify" in s for s in said)


def test_a_partner_a_pet_and_a_move_in_french() -> None:
    said = summaries("Aussi, ma blonde Léa pis moi on déménage à Sherbrooke en août, elle a eu un poste à l'Université de Sherbrooke.",
                     "Bon, notre chien Caramel veut sortir, merci!")
    assert "User's girlfriend is Léa" in said
    assert "User and their girlfriend Léa are moving to Sherbrooke in August 2026" in said
    assert "User's girlfriend Léa got a job at Université de Sherbrooke" in said
    assert "User's dog is Caramel" in said
    assert not [s for s in said if "Aussi" in s or "Bon" in s]


def test_one_french_word_is_not_enough() -> None:
    assert not [s for s in summaries("My daughter is learning French, she says ma chatte is so cute.") if "cat" in s]


# ---------------------------------------------------------------- writing for someone, kept a way

@pytest.mark.parametrize(("text", "summary"), [
    ("Please always keep letters to tenants formal and polite.", "User wants formal and polite letters to tenants"),
    ("Always keep emails to clients formal.", "User wants formal emails to clients"),
])
def test_keep_writing_for_someone_a_way(text: str, summary: str) -> None:
    assert summary in summaries(text)


# ---------------------------------------------------------------- a past day by its date, and what someone named said

@pytest.mark.parametrize(("text", "summary"), [
    ("I submitted my dissertation on 30 July.", "User submitted their dissertation on 30 July 2026"),
    ("I handed in my thesis on the 2nd of August, and Prof. Okoro said it reads well.",
     "User handed in their thesis on 2 August 2026"),
])
def test_a_past_day_by_its_date(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_a_future_day_by_its_date_is_no_episode() -> None:
    assert not [s for s in summaries("I fly to Rome on 28 August.") if s.startswith("User fly")]


def test_what_a_named_person_said_is_their_clause() -> None:
    assert "User moved to Hull" in summaries("I moved to Hull, and Dr. Ahmed says it suits me.")


# ---------------------------------------------------------------- a day's work done is of the moment

@pytest.mark.parametrize("text", [
    "I have just finished a long day, 11.5 hours.",
    "I just pulled a double shift.",
    "I just finished a 12-hour shift.",
])
def test_a_workday_done_is_no_episode(text: str) -> None:
    assert summaries(text) == []


def test_a_first_shift_somewhere_is_still_news() -> None:
    assert any("Tesco" in s for s in summaries("I finished my first shift at Tesco last week!"))
