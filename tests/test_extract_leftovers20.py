"""Leftovers, twentieth round (docs/extraction.md, "leftovers20"): a diet kept said with "do", a change of career weighed,
a season ahead ("this summer" said in December), a feast dated by a bare ordinal and the way back after it, a household
listed with "and my", a relative's business by its name, a home left and the one found, a job said with its verb, its
employer and "based in" in lower case, where in a workplace one works, "this year at a school in", an offer taken said in
the present, a role from a date without its article, news told in the present with a cheer, "did my ankle", "bro i",
where the user lives said before a question of law, "chef-propriétaire", an allergy with "so can't", a name and its
short form, a contract's end, children's ages in words, someone else's relative named after a comma.
Real extractor.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt

import pytest

from tests import chat

TS = dt.datetime(2026, 12, 7, 9, 0, tzinfo=dt.UTC)  # a Monday in December


def summaries(*lines: str) -> list[str]:
    return [c.summary for c in chat.heard(*lines, at=TS)]


# ---------------------------------------------------------------- a diet kept, said with "do"

@pytest.mark.parametrize(("text", "summary"), [
    ("I do the keto diet, no potatoes for me", "User does the keto diet"),
    ("I do intermittent fasting, 16:8, so breakfast is at noon", "User does intermittent fasting, 16:8"),
    ("I do the 5:2 diet, 600 calories on fast days", "User does the 5:2 diet, 600 calories on fast days"),
])
def test_a_diet_said_with_do_is_kept(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", [
    "I do keto recipes for my food blog",
    "My dad does intermittent fasting, is 16:8 safe at 70?",
])
def test_keto_recipes_or_a_fathers_fasting_is_no_diet_of_the_users(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User does")]


# ---------------------------------------------------------------- a change of career weighed

@pytest.mark.parametrize(("text", "summary"), [
    ("I'm thinking about retraining as an electrician, I'm sick of sales",
     "User is thinking about retraining as an electrician"),
    ("been thinking of retraining to become a midwife", "User has been thinking of retraining to become a midwife"),
])
def test_thinking_of_retraining_as_is_a_plan(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", [
    "I'm thinking of retraining my puppy to sit, any tips?",
    "My sister is thinking of retraining as a nurse.",
    "I'm thinking about trying the new ramen place.",
])
def test_retraining_a_dog_a_sisters_plan_or_a_passing_thought_is_none(text: str) -> None:
    assert not [s for s in summaries(text) if "thinking" in s]


# ---------------------------------------------------------------- a season ahead

@pytest.mark.parametrize(("text", "summary"), [
    ("We're going to Portugal this summer", "User is going to Portugal in summer 2027"),
    ("we're doing Peru next spring", "User is going to Peru in spring 2027"),
    ("We're going to Iceland this winter, any tips?", "User is going to Iceland in winter 2026"),
])
def test_a_trip_in_a_season_ahead_is_dated(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_this_summer_told_as_done_in_december_is_this_years() -> None:
    assert "User went to Wales in summer 2026" in summaries("I went to Wales this summer")


def test_a_meal_done_this_friday_is_no_trip() -> None:
    assert not [s for s in summaries("We're doing burgers this Friday, any sides?") if "going to" in s]


# ---------------------------------------------------------------- a feast dated by a bare ordinal, and the way back

@pytest.mark.parametrize(("text", "summary"), [
    ("We're flying to Krakow for Easter on the 24th.", "User is flying to Krakow for Easter on 24 March 2027"),
    ("I'm flying to Seville for Easter on the 1st.", "User is flying to Seville for Easter on 1 April 2027"),
    ("Going home to Accra for Christmas on the 18th, back on the 2nd of January.",
     "User is going home to Accra for Christmas on 18 December 2026, back on 2 January 2027"),
])
def test_the_ordinal_of_a_feast_is_in_its_month_and_the_way_back_is_kept(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_an_ordinal_without_a_feast_is_this_months() -> None:
    assert "User is flying to Oslo for a wedding on 20 December 2026, back on 2 January 2027" in summaries(
        "I'm flying to Oslo for a wedding on the 20th, back on the 2nd of January.")


# ---------------------------------------------------------------- a household listed with "and my"

def test_a_household_listed_with_and_my_is_one_home() -> None:
    found = chat.heard("I live with my mum and my two brothers in Wigan.", at=TS)
    home = [c for c in found if c.summary == "User lives with their mum and their two brothers in Wigan"]
    assert home and home[0].attribute == "lives_in"


def test_a_relative_who_visits_after_and_my_is_no_part_of_the_home() -> None:
    found = summaries("I live with my gran and my aunt visits on Sundays.")
    assert "User lives with their gran" in found
    assert not [s for s in found if "visits" in s and s.startswith("User lives")]


# ---------------------------------------------------------------- a relative's business by its name

@pytest.mark.parametrize(("text", "summary"), [
    ("Big news: my uncle's chippy, The Golden Fry, has opened a second shop in Whitby!",
     "User's uncle's chippy The Golden Fry has opened a second shop in Whitby"),
    ("Gran's cafe, Tea at Ten, won best cafe in Fife", "User's gran's cafe Tea at Ten won best cafe in Fife"),
])
def test_a_relatives_business_named_between_commas_is_kept(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", [
    "My boss's company, Acme, has opened an office in Leeds.",
    "My sister's bakery, the one on the corner, has closed.",
])
def test_a_bosss_company_or_a_business_unnamed_is_not_read_so(text: str) -> None:
    assert not [s for s in summaries(text) if "'s company Acme" in s or "'s bakery" in s]


# ---------------------------------------------------------------- a home left and the one found

@pytest.mark.parametrize(("text", "summary"), [
    ("I'm moving out on the 30th of June, I've found a flat in Clifton.", "User is moving to a flat in Clifton on 30 June 2027"),
    ("We're leaving this house at the end of March, we got a three-bed in Roath.",
     "User is moving to a three-bed in Roath at the end of March 2027"),
])
def test_the_home_found_after_a_move_out_is_the_move(text: str, summary: str) -> None:
    found = chat.heard(text, at=TS)
    move = [c for c in found if c.summary == summary]
    assert move and move[0].attribute == "plan:lives_in"


@pytest.mark.parametrize("text", [
    "I'm moving out on the 3rd, my sister got a flat in Hove.",
    "I'm moving out on Friday, I found a sofa in a charity shop in Leith.",
])
def test_someone_elses_flat_or_a_sofa_found_is_no_move(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User is moving to")]


# ---------------------------------------------------------------- a job with its verb, employer and "based in"

@pytest.mark.parametrize(("text", "summary"), [
    ("i repair trains for northern rail, based in leeds", "User repairs trains for Northern Rail, based in Leeds"),
    ("Morning! I count birds for the RSPB, based in Oban. Best binoculars?", "User counts birds for the RSPB, based in Oban"),
])
def test_a_job_said_with_its_verb_employer_and_town(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_something_bought_for_someone_is_no_job() -> None:
    found = summaries("I bought presents for the Smiths, based in Leeds.")
    assert "User bought presents for the Smiths" in found
    assert not [s for s in found if "Smiths, based" in s]


# ---------------------------------------------------------------- where in a workplace one works

@pytest.mark.parametrize(("text", "summary"), [
    ("I work part-time on the checkouts at a supermarket.", "User works part-time on the checkouts at a supermarket"),
    ("I work on reception at a dental practice.", "User works on reception at a dental practice"),
    ("I work at a garden centre, weekends mostly", "User works at a garden centre"),
])
def test_where_in_a_workplace_and_its_kind(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_the_tills_at_the_weekend_name_no_workplace() -> None:
    assert not [s for s in summaries("I work on the tills at the weekend.") if s.startswith("User works")]


# ---------------------------------------------------------------- "this year at a school in", a TA

@pytest.mark.parametrize(("text", "summary"), [
    ("I'm a teacher this year at a secondary school in Derby.", "User is a teacher at a secondary school in Derby"),
    ("I'm a TA this year at a primary school in Leek.", "User is a teaching assistant at a primary school in Leek"),
])
def test_a_job_this_year_at_a_school_in_a_town(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_ta_for_thanks_is_no_job() -> None:
    found = summaries("ta, I'm a nurse")
    assert found == ["User is a nurse"]


# ---------------------------------------------------------------- an offer taken, said in the present

@pytest.mark.parametrize(("text", "summary"), [
    ("Decided. I take the job at Arup, starting 3 March.", "User is starting at Arup on 3 March 2027"),
    ("I accept the Monzo offer, I start on 12 January.", "User is starting at Monzo on 12 January 2027"),
    ("Ok. I take Wise, starting 2 February.", "User is starting at Wise on 2 February 2027"),
])
def test_an_offer_taken_in_the_present_is_the_start(text: str, summary: str) -> None:
    found = chat.heard(text, at=TS)
    start = [c for c in found if c.summary == summary]
    assert start and start[0].attribute == "plan:works_at"


@pytest.mark.parametrize("text", ["I take the bus, starting on Monday.", "I take Ibuprofen, starting tomorrow."])
def test_a_bus_or_a_medicine_taken_is_no_job(text: str) -> None:
    assert not [s for s in summaries(text) if "starting at" in s]


# ---------------------------------------------------------------- a role from a date, without its article

@pytest.mark.parametrize(("text", "summary"), [
    ("now I am shift leader from 1 march", "User is a shift leader from 1 March 2027"),
    ("I am senior nurse from 1 April!", "User will be a senior nurse from 1 April 2027"),
])
def test_a_role_from_a_date_said_without_its_article(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", ["I am home from 1 March.", "I'm a natural leader from now on"])
def test_home_or_a_natural_leader_from_a_date_is_no_role(text: str) -> None:
    assert not [s for s in summaries(text) if "will be" in s or "leader" in s]


# ---------------------------------------------------------------- news told in the present with a cheer

def test_a_test_passed_told_in_the_present_with_a_cheer() -> None:
    assert "User passed their theory test" in summaries("I pass my theory test!!")


def test_a_test_to_come_is_not_passed() -> None:
    assert not [s for s in summaries("I pass my theory test next week.") if "passed" in s]


# ---------------------------------------------------------------- "did my ankle", "bro i"

def test_did_my_shoulder_after_bro_is_an_injury() -> None:
    found = chat.heard("bro i did my shoulder at the gym, out for a month", at=TS)
    assert [c.summary for c in found] == ["User injured their shoulder"]
    assert found[0].type == "constraint"


def test_did_my_hair_is_no_injury() -> None:
    assert not [s for s in summaries("I did my hair for the party.") if "injured" in s]


def test_bro_before_the_writers_i_is_who_is_spoken_to() -> None:
    assert "User is moving to Leeds in May 2027" in summaries("bro I'm moving to Leeds in May")


# ---------------------------------------------------------------- where the user lives, said before a question of law

@pytest.mark.parametrize(("text", "value"), [
    ("I'm in Northern Ireland, can my employer cut my hours?", "northern ireland"),
    ("I'm in Ontario, what are my rights as a tenant", "ontario"),
])
def test_where_the_user_is_for_a_question_of_law_is_the_home(text: str, value: str) -> None:
    homes = [c for c in chat.heard(text, at=TS) if c.attribute == "lives_in"]
    assert [c.value for c in homes] == [value]


@pytest.mark.parametrize("text", [
    "I'm in Paris, what should I eat tonight?",
    "If I was in Scotland, what would my rights be as a tenant?",
])
def test_a_visit_or_a_hypothetical_place_is_no_home(text: str) -> None:
    assert not [c for c in chat.heard(text, at=TS) if c.attribute == "lives_in"]


# ---------------------------------------------------------------- "chef-propriétaire", "so can't"

def test_a_chef_proprietaire_owns_the_restaurant() -> None:
    found = summaries("Salut! Karim here, chef-propriétaire of a little bistro in Lille called Le Zinc.")
    assert "User is the chef-owner of a little bistro in Lille called Le Zinc" in found


def test_a_pastry_chef_and_owner_stays_two_facts() -> None:
    found = summaries("I'm Lupe, pastry chef and owner of a small bakery called Pan Dulce in Tucson.")
    assert "User is a pastry chef" in found
    assert "User owns a small bakery called Pan Dulce in Tucson" in found


def test_an_allergy_with_so_cant_is_the_allergy() -> None:
    found = chat.heard("I'm allergic to sesame so can't eat the bagels they make.", at=TS)
    assert [(c.summary, c.attribute, c.value) for c in found] == [("User is allergic to sesame", "allergic_to", "sesame")]


def test_a_sons_allergy_with_so_cant_is_his() -> None:
    found = summaries("My son is allergic to sesame so can't eat the bagels.")
    assert "User's son is allergic to sesame" in found
    assert "User is allergic to sesame" not in found


# ---------------------------------------------------------------- a name and its short form, a contract's end

def test_a_name_and_its_short_form_then_the_contract_and_its_end() -> None:
    found = summaries("Hi. Magdalena, Magda. I'm a Python contractor in Bristol, currently on a 3-month contract with Lloyds, "
                      "day rate, ends 28 February.")
    assert "User's name is Magdalena" in found
    assert "User is a Python contractor in Bristol" in found
    assert "User's contract with Lloyds ends on 28 February 2027" in found


def test_my_contract_ends_is_kept() -> None:
    assert "User's temporary contract ends in March 2027" in summaries("My temporary contract ends in March.")


@pytest.mark.parametrize("text", ["Hi. Thanks, Tom. I'm fine.", "My phone contract ends in March."])
def test_thanks_is_no_name_and_a_phone_contract_no_work(text: str) -> None:
    assert summaries(text) == []


# ---------------------------------------------------------------- children's ages in words

def test_childrens_ages_in_words_name_them() -> None:
    found = chat.heard("I have two kids (Ben is nine and Lily is six).", at=TS)
    kids = [c for c in found if c.persons]
    assert kids and {p.name for p in kids[0].persons} == {"Ben", "Lily"}
    assert "9" in kids[0].summary and "6" in kids[0].summary


def test_children_without_ages_name_no_one() -> None:
    assert not [c for c in chat.heard("I have two kids (both at uni now).", at=TS) if c.persons]


# ---------------------------------------------------------------- someone else's relative named after a comma

def test_a_colleagues_daughter_named_after_a_comma_is_hers() -> None:
    found = chat.heard("My colleague has a daughter, her name is Nadia.", at=TS)
    assert [c.summary for c in found] == ["User's colleague's daughter is Nadia"]
    assert [p.relation for p in found[0].persons] == ["colleague's daughter"]


def test_the_users_own_daughter_named_after_a_comma_is_theirs() -> None:
    assert summaries("I have a daughter, her name is Nadia.") == ["User's daughter is Nadia"]


def test_a_sisters_cat_named_after_a_comma_is_no_relative() -> None:
    assert not [s for s in summaries("My sister has a new cat, her name is Mochi.") if "is Mochi" in s]
