"""Leftovers, twenty-first round (docs/extraction.md, "leftovers21"): a start said without its "I'm" on a day of the month,
an employer typed in lower case before "now" or a day, a change "from" a day ahead and a "fixed-term" contract dated ahead,
".NET" kept, a pet put down never named before, a cook judged "pretty good" is no job, "the answer" asked for once, a habit
counted a day, a diet asked of the recipes, who the user is listed after their age, a trip on a bare ordinal or in a season,
a move on a weekday, a baby named alone after the news or "is born!", a call with a relative far away, an arrival, a role
from a day said first, a last day said by its day first.
Real extractor.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd.brain import english as en
from mercuryd.brain import when
from tests import chat

TS = dt.datetime(2026, 12, 7, 9, 0, tzinfo=dt.UTC)  # a Monday in December


def summaries(*lines: str) -> list[str]:
    return [c.summary for c in chat.heard(*lines, at=TS)]


def facts(*lines: str) -> list[tuple[str, str, str | None, str | None]]:
    return [(c.type, c.summary, c.attribute, c.value) for c in chat.heard(*lines, at=TS)]


# ---------------------------------------------------------------- a start, its "I'm" dropped, on a day of the month

@pytest.mark.parametrize(("text", "summary"), [
    ("Starting at Monzo on the 9th as a product analyst", "User is starting at Monzo on 9 December 2026 as a product analyst"),
    ("Starting at Arup on 4 January", "User is starting at Arup on 4 January 2027"),
])
def test_a_start_without_im_on_a_day_of_the_month_is_the_plan(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", ["starting at Lidl on the 3rd floor", "starting at the bottom in the 2nd week"])
def test_an_ordinal_before_its_noun_dates_no_start(text: str) -> None:
    assert not [f for f in facts(text) if f[2] == "plan:works_at"]


# ---------------------------------------------------------------- an employer typed in lower case

def test_a_start_at_an_employer_in_lower_case_on_a_day() -> None:
    assert ("decision", "User starts at Deliveroo on Monday, 14 December 2026 as a rider", "plan:works_at", "deliveroo") \
        in facts("i start at deliveroo on monday as a rider")


def test_a_role_at_an_employer_in_lower_case_before_now() -> None:
    assert ("identity", "User works at Stjames", "works_at", "stjames") in facts("im a nurse at stjames now")


@pytest.mark.parametrize("text", ["i start at home on monday", "i start at the gym on monday"])
def test_home_or_the_gym_started_at_is_no_employer(text: str) -> None:
    assert not [f for f in facts(text) if f[2] in {"works_at", "plan:works_at"}]


# ---------------------------------------------------------------- a change from a day ahead; a fixed-term contract

def test_made_a_leader_from_the_first_of_january_is_next_januarys() -> None:
    assert "User has been made shift leader from 1 January 2027" in summaries("I've been made shift leader from the 1st of January")


def test_a_fixed_term_contract_running_out_is_dated_ahead() -> None:
    assert "User's fixed-term contract runs out in May 2027" in summaries("My fixed-term contract runs out in May")


@pytest.mark.parametrize(("text", "dated"), [
    ("User was made redundant on 3 March", "User was made redundant on 3 March 2026"),
    ("User fixed the boiler in March", "User fixed the boiler in March 2026"),
    ("User has been made team lead from 1 January", "User has been made team lead from 1 January 2027"),
])
def test_a_past_stays_past_and_a_change_from_a_day_is_ahead(text: str, dated: str) -> None:
    assert when.absolute(text, TS) == dated


# ---------------------------------------------------------------- ".NET"

def test_dot_net_is_kept_in_a_role() -> None:
    assert "User is a .NET contractor in York" in summaries("I'm a .NET contractor in York")


def test_a_stop_before_a_capital_still_ends_a_sentence() -> None:
    assert en.sentences("we met in Leeds.Then we moved") == ["we met in Leeds.", "Then we moved"]


# ---------------------------------------------------------------- a pet put down, never named before

def test_a_pet_put_down_never_named_before_is_a_pet() -> None:
    assert "User's pet Pickle had to be put down on 6 December 2026" in summaries("We had to have Pickle put to sleep yesterday")


def test_a_relative_put_in_a_home_is_no_pet() -> None:
    assert not [s for s in summaries("We had to put Grandad in a home") if "pet" in s]


def test_a_dog_named_with_its_kind_is_the_dog() -> None:
    assert "User's dog Pickle had to be put down" in summaries("We had to put our dog Pickle down")


# ---------------------------------------------------------------- how well one cooks is no job

@pytest.mark.parametrize("text", ["I'm a decent baker but my bread is flat", "I'm a pretty good cook, honestly", "I'm a terrible manager"])
def test_a_role_judged_is_no_job(text: str) -> None:
    assert not [f for f in facts(text) if f[2] == "job_title"]


def test_a_baker_at_a_shop_is_a_job() -> None:
    assert ("identity", "User is a baker", "job_title", "baker") in facts("I'm a baker at Greggs")


# ---------------------------------------------------------------- "the answer" asked for once

@pytest.mark.parametrize("text", ["just tell me the number pal, what's 12 times 14?", "give me the answer, mate"])
def test_the_answer_asked_for_once_is_no_preference(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User wants")]


@pytest.mark.parametrize(("text", "summary"), [
    ("always give me the answer first, then the steps", "User wants the answer first"),
    ("just give me answers, no essays", "User wants answers, no essays"),
])
def test_answers_asked_for_every_time_are_a_preference(text: str, summary: str) -> None:
    assert summary in summaries(text)


# ---------------------------------------------------------------- a habit counted a day

@pytest.mark.parametrize(("text", "summary"), [
    ("I smoke around 12 a day", "User smokes around 12 a day"),
    ("I'm on 6 cans of coke a day", "User drinks 6 cans of coke a day"),
    ("I drink 3 pints a night, which is too many", "User drinks 3 pints a night"),
])
def test_how_much_a_day_is_a_habit(text: str, summary: str) -> None:
    assert ("habit", summary, None, None) in facts(text)


@pytest.mark.parametrize("text", ["My dad smokes 30 a day", "I have 3 a day"])
def test_a_fathers_count_or_a_count_of_nothing_is_no_habit(text: str) -> None:
    assert not [f for f in facts(text) if f[0] == "habit"]


# ---------------------------------------------------------------- a diet asked of the recipes

@pytest.mark.parametrize(("text", "summary"), [
    ("no beef or lamb in any recipes please", "User wants no beef or lamb in recipes"),
    ("no shellfish in the recipes thanks", "User wants no shellfish in recipes"),
    ("please keep the meals nut-free", "User wants nut-free meals"),
    ("Please keep the recipes free of wheat and soy from now on", "User wants recipes free of wheat and soy"),
])
def test_a_diet_asked_of_the_recipes_is_kept(text: str, summary: str) -> None:
    assert ("constraint", summary, None, None) in facts(text)


@pytest.mark.parametrize("text", ["no onions in the recipes?", "There's no pork in recipes like this one"])
def test_a_question_or_a_remark_about_recipes_is_no_diet(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User wants")]


# ---------------------------------------------------------------- who the user is, listed after their age

def test_a_list_after_the_age_is_read_item_by_item() -> None:
    found = summaries("I'm 44, separated, three kids, living in Swindon")
    assert {"User is 44 years old", "User is separated", "User has three kids", "User lives in Swindon"} <= set(found)


def test_one_daughter_and_a_job_in_a_town_in_the_list() -> None:
    found = summaries("About me: 52, widowed, one daughter, night nurse in Hull")
    assert {"User is 52 years old", "User is widowed", "User has a daughter", "User is a night nurse in Hull"} <= set(found)


def test_a_list_of_moods_after_the_age_is_only_the_age() -> None:
    assert summaries("I'm 30, tired, hungry") == ["User is 30 years old"]


# ---------------------------------------------------------------- a trip on a bare ordinal, or in a season

@pytest.mark.parametrize(("text", "summary"), [
    ("Flying to Lisbon for a conference on the 15th", "User is flying to Lisbon for a conference on 15 December 2026"),
    ("I'm flying to Bonn on the 2nd", "User is flying to Bonn on 2 January 2027"),
    ("We're doing Sicily in the summer", "User is going to Sicily in summer 2027"),
    ("We're off to Malta in the spring, any tips?", "User is going to Malta in spring 2027"),
    ("we're off to Crete in the summer holidays", "User is going to Crete in the summer holidays of 2027"),
])
def test_a_trip_dated_by_an_ordinal_or_a_season_is_kept(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", [
    "My brother is flying to Oslo on the 20th",
    "Flying to Rome is so expensive now",
    "Is Norway worth doing in the winter?",
])
def test_someone_elses_trip_a_gerund_subject_or_a_question_is_no_trip(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User is")]


def test_an_ordinal_before_its_noun_is_no_date() -> None:
    found = summaries("I'm working on the 2nd edition of my cookbook")
    assert found and not [s for s in found if "January" in s or "December" in s]


# ---------------------------------------------------------------- a move on a weekday

def test_moving_house_on_a_weekday_is_dated_and_how_it_is_left() -> None:
    assert "User is moving house on Saturday, 12 December 2026" in summaries("We're moving house on Saturday and the van is booked")


@pytest.mark.parametrize("text", ["Going to a barbecue with friends on Saturday", "Is it cheaper to move house on a Tuesday?"])
def test_an_outing_on_a_weekday_or_a_question_is_no_plan(text: str) -> None:
    assert summaries(text) == []


# ---------------------------------------------------------------- a baby named alone after the news, or "is born!"

@pytest.mark.parametrize(("text", "summary"), [
    ("our baby girl is here!! Amara.", "User's daughter Amara was born"),
    ("Our son arrived last night! Kofi", "User's son Kofi was born on the night of 6 December 2026"),
    ("Tomás is born! 2 december", "User's child Tomás was born on 2 December 2026"),
    ("Tomás is born! 2 december, 3.3kg, both fine", "User's child Tomás was born on 2 December 2026"),
])
def test_a_baby_named_alone_or_born_in_the_present(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", ["The baby is here! Phew.", "Our baby girl is here! Yay!"])
def test_a_cheer_after_the_news_is_no_name(text: str) -> None:
    assert not [s for s in summaries(text) if "was born" in s]


# ---------------------------------------------------------------- a call with a relative far away

@pytest.mark.parametrize(("text", "summary"), [
    ("my sister's in Dubai, we talk every Friday", "User talks to their sister every Friday"),
    ("My dad lives in Lagos, we video call every Sunday", "User video calls their dad every Sunday"),
])
def test_how_often_we_talk_with_a_relative_far_away_is_a_habit(text: str, summary: str) -> None:
    assert ("habit" , summary) in [f[:2] for f in facts(text)]


def test_a_trip_we_made_to_a_relative_is_no_call() -> None:
    assert not [f for f in facts("my sister's in Dubai, we went there in May") if f[0] == "habit"]


# ---------------------------------------------------------------- an arrival

@pytest.mark.parametrize(("text", "summary"), [
    ("we made it to Lisbon!", "User has arrived in Lisbon"),
    ("We arrived in Calgary! So cold", "User has arrived in Calgary"),
])
def test_an_arrival_is_kept(text: str, summary: str) -> None:
    assert ("episode", summary) in [f[:2] for f in facts(text)]


def test_making_it_to_the_final_is_no_arrival() -> None:
    assert summaries("We made it to the final") == []


# ---------------------------------------------------------------- a role from a day, said first

@pytest.mark.parametrize(("text", "summary", "attribute"), [
    ("from 1 march i am shift manager", "User will be a shift manager from 1 March 2027", "plan:job_title"),
    ("ok, from next month i am deputy manager", "User will be a deputy manager from January 2027", "plan:job_title"),
    ("from 1 march i am permanent staff", "User has been made permanent from 1 March 2027", None),
])
def test_a_role_from_a_day_said_first(text: str, summary: str, attribute: str | None) -> None:
    assert (summary, attribute) in [(f[1], f[2]) for f in facts(text)]


@pytest.mark.parametrize("text", ["from next month I am home", "from monday I am off"])
def test_home_or_off_from_a_day_is_no_role(text: str) -> None:
    assert summaries(text) == []


# ---------------------------------------------------------------- a last day said by its day first

def test_a_last_day_said_by_its_day_first() -> None:
    assert ("decision", "User's last day at Asda will be Thursday, 17 December 2026", "plan:leaves_works_at", "asda") \
        in facts("Thursday the 17th is my last day at Asda")


def test_a_weekday_and_its_ordinal_is_that_day_and_an_ordinal_draft_no_day() -> None:
    assert when.absolute("User's exam is on Monday the 14th", TS) == "User's exam is on Monday, 14 December 2026"
    assert when.absolute("User is working on the 3rd draft", TS) == "User is working on the 3rd draft"


# ---------------------------------------------------------------- years at the same employer; work said with "do"

@pytest.mark.parametrize(("text", "summary"), [
    ("I've been with the same company 19 years and now they want me to relocate",
     "User has worked at the same company for 19 years"),
    ("I've been in the same job for twelve years", "User has worked in the same job for twelve years"),
])
def test_years_at_the_same_employer_are_kept(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_a_fathers_years_at_the_same_company_are_his() -> None:
    assert not [s for s in summaries("my dad has been with the same company 30 years") if s.startswith("User has")]


def test_what_they_want_now_is_a_clause_of_its_own() -> None:
    assert en.clauses("I've worked at Asda for 9 years and now they want me on nights") == [
        "I've worked at Asda for 9 years", "they want me on nights"]


@pytest.mark.parametrize(("text", "value"), [("i do part time at aldi", "aldi"), ("I do nights at the Royal Infirmary", "royal infirmary")])
def test_work_said_with_do_is_the_employer(text: str, value: str) -> None:
    assert [f for f in facts(text) if f[2] == "works_at" and f[3] == value]


def test_doing_the_dishes_at_home_is_no_work() -> None:
    assert not [f for f in facts("I do the dishes at home, my partner cooks") if f[2] == "works_at"]


# ---------------------------------------------------------------- a child's new school

@pytest.mark.parametrize(("text", "summary"), [
    ("My eldest has just started at secondary school and loves it", "User's eldest has just started at secondary school"),
    ("my daughter started nursery today!", "User's daughter started nursery on 7 December 2026"),
])
def test_a_childs_new_school_is_kept(text: str, summary: str) -> None:
    assert ("relationship", summary) in [f[:2] for f in facts(text)]


def test_a_nephews_new_school_is_not_the_users_childs() -> None:
    assert not [s for s in summaries("my sister's son started school") if s.startswith("User's son")]
