"""The lead's trial of session 36 (docs/extraction.md, "Four more voices, the lead's trial (z14)"): a retired social
worker in York in long polite paragraphs, a Ukrainian truck mechanic in Winnipeg writing without articles, a data
scientist in Singapore, a Spanish teacher in Tucson. Each family of sentences a rule a person would name; the real
extractor, and the store where a rule is about what stays live.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt
import functools

import pytest

from mercuryd.brain.clock import FakeClock
from mercuryd.brain.service import Brain
from tests import chat

AT = dt.datetime(2026, 8, 20, 18, 0, tzinfo=dt.UTC)

facts = functools.partial(chat.facts, at=AT)
summaries = functools.partial(chat.summaries, at=AT)


# ---------------------------------------------------------------- a move after a comma, its "I'm" dropped

@pytest.mark.parametrize(("text", "summary"), [
    ("I took the job at Kainos, moving to Belfast in October", "User is moving to Belfast in October 2026"),
    ("Signed the lease yesterday, and moving to Galway next month", "User is moving to Galway in September 2026"),
    ("sold the flat, moving back to Cork in March", "User is moving to Cork in March 2027"),
])
def test_a_move_after_a_comma_is_a_plan_of_its_own(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_the_move_is_not_dated_by_the_past_clause_before_it() -> None:
    # "I accepted an offer …, moving to London in November" was one episode dated November 2025
    said = summaries("I accepted the offer from Wise, moving to Tallinn in November")
    assert "User is moving to Tallinn in November 2026" in said
    assert not [s for s in said if "2025" in s]


def test_a_move_that_was_is_no_plan() -> None:
    assert not [s for s in summaries("I hate packing, moving to Leeds was awful") if "moving to Leeds" in s and s.startswith("User is moving")]


# ---------------------------------------------------------------- the code the assistant writes, named by its language

@pytest.mark.parametrize(("text", "summary"), [
    ("always put docstrings in rust you write for me", "User wants docstrings in rust code"),
    ("always add type hints in python you give me", "User wants type hints in python code"),
])
def test_a_rule_on_the_code_of_a_language_the_assistant_writes(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize(("text", "summary"), [
    ("no one-letter variable names pls", "User wants no one-letter variable names"),
    ("never use single letter variable names", "User does not want single letter variable names used"),
])
def test_a_letter_in_a_names_length_is_no_letter_written(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_a_letter_to_write_is_still_one_piece_of_work() -> None:
    assert summaries("write a letter to my landlord, keep it polite") == []


def test_a_role_and_employer_fold_when_two_rules_follow() -> None:
    said = summaries("Kim here, data analyst at Grab in Jakarta", "always add type hints in python you give me, and no one-letter variable names pls")
    assert said[:1] == ["User's name is Kim"]
    assert "User wants type hints in python code" in said and "User wants no one-letter variable names" in said
    three = chat.summaries("Kim here, data analyst at Grab in Jakarta",
                           "always add type hints in python you give me, and no one-letter variable names pls", at=AT, cap=3)
    assert "User is a data analyst at Grab in Jakarta" in three


# ---------------------------------------------------------------- a relative named after they were told of

def test_a_relative_named_later_is_that_person_in_every_fact() -> None:
    found = chat.read("my dad had a fall last week and broke his wrist", "his name is Tomás, he's 81", at=AT)
    by = {c.summary: [p.name for p in c.persons] for c in found}
    fall = next(s for s in by if "fall" in s)
    assert fall.startswith("User's dad Tomás "), by
    assert by[fall] == ["Tomás"]
    assert not [n for names in by.values() for n in names if n.lower() == "dad"], by


def test_two_names_for_one_relation_leave_it_unnamed() -> None:
    found = chat.read("my sister is a nurse", "I have two sisters, Ana and Bea", at=AT)
    nurse = next(c for c in found if "nurse" in c.summary)
    assert nurse.summary == "User's sister is a nurse"
    assert {p.name for p in nurse.persons} <= {"sister", "Sister"}


def test_a_named_relatives_home_is_theirs() -> None:
    found = {c.summary: c for c in chat.read("My mum lives in Sligo.", "My mum's name is Bríd.", at=AT)}
    assert "User's mum Bríd lives in Sligo" in found, found
    assert found["User's mum Bríd lives in Sligo"].attribute == "lives_in"


# ---------------------------------------------------------------- a learner's intro

@pytest.mark.parametrize(("text", "summary"), [
    ("hello. my name Oleksii, I am from Lviv", "User's name is Oleksii"),
    ("My name Nadia.", "User's name is Nadia"),
])
def test_a_name_with_its_is_dropped(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_a_name_tag_is_no_name() -> None:
    assert not [s for s in summaries("my name Tag is on the box") if "name is" in s]


def test_where_the_user_lives_now_after_where_they_are_from() -> None:
    said = summaries("I am from Odesa, now live in Calgary with my wife")
    assert "User is from Odesa" in said
    assert [s for s in said if s.startswith("User now lives in Calgary")], said


def test_what_the_role_is_for_before_the_employer() -> None:
    assert chat.summaries("I work as mechanic for buses at Go North East", at=AT, cap=6)[:2] == [
        "User works as a mechanic for buses", "User works at Go North East"]


# ---------------------------------------------------------------- a diet said with the one it replaces

def test_a_diet_now_and_the_one_it_replaces() -> None:
    assert summaries("eating meat again, doctor's orders. so flexitarian now, not vegan") == ["User is flexitarian, no longer vegan"]


def test_the_new_diet_supersedes_the_old_in_the_store(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, AT, "a", "I'm vegetarian, have been for years.")
    chat.hear(brain, clock, AT + dt.timedelta(days=40), "b", "fish is back on the menu. so pescatarian now, not vegetarian")
    assert chat.live(brain, "diet") == [("User is pescatarian, no longer vegetarian", "pescatarian")]


# ---------------------------------------------------------------- a weekday is no make

@pytest.mark.parametrize("text", ["my book club is Thursday", "my team dinner is Friday, any ideas?"])
def test_an_evening_on_a_weekday_is_no_make(text: str) -> None:
    assert not [s for s in summaries(text) if " is a " in s]


def test_the_day_off_is_kept_as_the_weeks_day() -> None:
    assert summaries("my day off is Tuesday") == ["User's day off is on Tuesdays"]


def test_a_make_is_still_a_make() -> None:
    assert summaries("my van is a Transit") == ["User's van is a Transit"]


# ---------------------------------------------------------------- a new job, then what it is

def test_a_new_job_said_with_what_it_is_is_one_fact() -> None:
    said = summaries("my husband Pavel start new job, he is driver at DPD now")
    assert "User's husband Pavel is driver at DPD" in said
    assert not [s for s in said if "new job" in s], said


def test_a_new_job_alone_is_news_kept() -> None:
    assert "User's husband Pavel started a new job" in summaries("my husband Pavel started a new job")


# ---------------------------------------------------------------- a commitment stepped back from

@pytest.mark.parametrize(("text", "summary"), [
    ("I've stepped down from the school board", "User has stepped down from the school board"),
    ("I stepped back from the church choir last month", "User stepped back from the church choir last month"),
])
def test_stepping_back_from_a_commitment_is_a_decision(text: str, summary: str) -> None:
    assert [s for s in summaries(text) if s.startswith(summary.split(" last")[0])], summaries(text)


def test_stepping_back_from_a_thing_is_nothing() -> None:
    assert summaries("I stepped back from the edge") == []


def test_stepping_down_ends_the_volunteering(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, AT, "a", "I volunteer every Saturday at the food bank on Mill Lane.")
    chat.hear(brain, clock, AT + dt.timedelta(days=30), "b", "I've stepped back from the food bank, my knees can't take it.")
    live = chat.live_summaries(brain)
    assert not [s for s in live if s.startswith("User volunteers")], live


# ---------------------------------------------------------------- where a relative comes from

@pytest.mark.parametrize(("text", "summary"), [
    ("my grandfather was from Donegal", "User's grandfather was from Donegal"),
    ("my aunt is from Kraków originally", "User's aunt is from Kraków originally"),
])
def test_where_a_relative_comes_from(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", ["my brother is from Monday off", "my sister is from May onwards", "my sister came from Lidl with milk"])
def test_a_day_or_an_errand_is_no_home(text: str) -> None:
    assert not [s for s in summaries(text) if "from" in s]


# ---------------------------------------------------------------- two jobs said with "and"

def test_a_team_coached_after_the_job() -> None:
    said = summaries("I'm Lupe, I teach maths at Pueblo High in Tucson and coach the boys' soccer team")
    assert "User teaches maths at Pueblo High in Tucson" in said
    assert "User coaches the boys' soccer team" in said


# ---------------------------------------------------------------- an engagement told as news, then the wedding

def test_a_proposal_after_news_and_the_wedding_with_the_fiance() -> None:
    found = chat.read("also personal news, Ravi proposed on Saturday!! we're getting married in Pune in March", at=AT)
    by = {c.summary: sorted(p.name for p in c.persons) for c in found}
    assert by.get("User and Ravi got engaged on Saturday, 15 August 2026") == ["Ravi"], by
    assert by.get("User and Ravi are getting married in Pune in March 2027") == ["Ravi"], by


def test_a_wedding_without_an_engagement_keeps_no_one() -> None:
    found = chat.read("we're getting married in Pune in March", at=AT)
    assert [(c.summary, c.persons) for c in found] == [("User is getting married in Pune in March 2027", [])]


# ================================================================ the lead's second trial (a15)

# ---------------------------------------------------------------- a working life told with where, after how long

def test_a_working_life_with_where_after_how_long_is_who_they_were() -> None:
    assert facts("I taught violin for 35 years here in Duluth, Minnesota") == [("identity", "User taught violin for 35 years in Duluth, Minnesota", None, None)]


# ---------------------------------------------------------------- what the user works with, said without a verb

@pytest.mark.parametrize(("text", "summary"), [
    ("Rust + Postgres mostly", "User works mostly with Rust and Postgres"),
    ("mainly Python and Django", "User works mostly with Python and Django"),
    ("TypeScript, React, Postgres", "User works with TypeScript, React and Postgres"),
])
def test_a_bare_stack(text: str, summary: str) -> None:
    assert summaries(text) == [summary]


@pytest.mark.parametrize("text", ["go and see", "cats and dogs mostly", "salt and pepper"])
def test_words_that_are_no_stack(text: str) -> None:
    assert not [s for s in summaries(text) if "works" in s]


def test_a_rule_for_the_code_of_a_language_with_it() -> None:
    assert "User's rule for Rust code: include a unit test" in summaries("when you give me Rust, include a unit test with it. every time")


# ---------------------------------------------------------------- an allergy said as a refusal

@pytest.mark.parametrize(("text", "summary"), [
    ("Could you plan a menu for Sunday? NO PEANUTS please, I am allergic.", "User is allergic to peanuts"),
    ("no shellfish, I'm allergic", "User is allergic to shellfish"),
])
def test_what_is_refused_is_what_the_user_is_allergic_to(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_a_relative_allergic_to_what_is_refused() -> None:
    assert "User's daughter Maya is allergic to sesame" in summaries("no sesame please, my daughter Maya is allergic")


def test_no_more_of_something_is_no_allergen() -> None:
    assert not [s for s in summaries("no more cake please, I'm allergic") if "allergic to" in s]


# ---------------------------------------------------------------- a degree at a named place is who the user is

@pytest.mark.parametrize(("text", "kind"), [
    ("I'm doing a master's in geology at the University of Otago", "identity"),
    ("I've been doing my PhD in linguistics at UCL for two years", "identity"),
    ("I'm doing a course in pottery", "goal"),
])
def test_a_degree_at_a_place_is_identity(text: str, kind: str) -> None:
    assert [f[0] for f in facts(text)] == [kind]


def test_a_degree_after_the_name_and_pronouns() -> None:
    said = summaries("hi! I'm Rowan (he/they), doing a PhD in geology at Otago in Dunedin, glaciers mostly")
    assert said == ["User's name is Rowan", "User's pronouns are he/they", "User is doing a PhD in geology at Otago in Dunedin"]


# ---------------------------------------------------------------- how simply a subject is explained

def test_a_subject_explained_as_to_a_child() -> None:
    said = summaries("I need a regression for my bird counts. explain the stats like I'm five please")
    assert "User wants stats explained simply, as if they were 5" in said


def test_units_refused_and_those_wanted() -> None:
    assert "User wants no imperial units, grams and litres" in summaries("no imperial ever, grams and litres")


# ---------------------------------------------------------------- a pet named with a word after the name

def test_a_pets_name_with_a_word_after_it() -> None:
    said = summaries("my partner Lee and I adopted a dog, he's called Biscuit obviously 😂")
    assert "User and their partner Lee adopted a dog named Biscuit" in said
    assert not [s for s in said if "Lee is called" in s], said


# ---------------------------------------------------------------- time away, a deadline

@pytest.mark.parametrize(("text", "summary"), [
    ("back from three weeks of fieldwork in the Kimberley, exhausted", "User spent three weeks of fieldwork in the Kimberley"),
    ("just back from ten days in Vietnam with my sister", "User spent ten days in Vietnam"),
])
def test_time_away_told_on_return(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_back_from_work_is_no_trip() -> None:
    assert summaries("back from a week at work") == []


@pytest.mark.parametrize(("text", "summary"), [
    ("dissertation due 15 April 2027, stressed", "User's dissertation is due on 15 April 2027"),
    ("my thesis is due in March", "User's thesis is due in March 2027"),
])
def test_a_deadline_of_months(text: str, summary: str) -> None:
    assert summaries(text) == [summary]


def test_a_weeks_essay_is_no_deadline_kept() -> None:
    assert summaries("my essay is due Friday") == []


# ---------------------------------------------------------------- a terse introduction, a plan without "I'm"

@pytest.mark.parametrize(("text", "expected"), [
    ("Tomás. Line cook, Bar Luca, Carlton.", ["User's name is Tomás", "User is a line cook", "User works at Bar Luca in Carlton"]),
    ("SRE, Allegro, Poznań", ["User is an SRE", "User works at Allegro in Poznań"]),
])
def test_role_employer_and_town_said_as_a_list(text: str, expected: list[str]) -> None:
    assert summaries(text) == expected


def test_a_shopping_list_is_no_job() -> None:
    assert summaries("Milk, Eggs, Bread.") == []


def test_a_plan_with_its_month_without_im() -> None:
    assert summaries("opening my own bakery in Leith in October") == ["User is opening their own bakery in Leith in October 2026"]


def test_a_kitchens_staff_by_role() -> None:
    found = chat.read("my sous chef Priya quit on Monday", at=AT)
    assert [(p.name, p.relation) for c in found for p in c.persons] == [("Priya", "sous chef")]


# ---------------------------------------------------------------- found through the daemon (the new-user run of z14)

def test_a_relative_named_later_in_a_fact_that_says_is() -> None:
    said = summaries("my dad has had a stroke, he's moving in with us next month", "his name is Tomás")
    assert "User's dad Tomás is moving in with them in September 2026" in said, said


@pytest.mark.parametrize("text", ["my husband Luis is being amazing", "my boss is being a nightmare", "my sister is being so kind"])
def test_how_someone_is_being_is_a_mood(text: str) -> None:
    assert not [s for s in summaries(text) if "being" in s]


# ================================================================ the lead's third trial (b15)

def test_notice_handed_in_at_an_employer() -> None:
    assert "User handed in their notice at Deliveroo" in summaries("I handed in my notice at Deliveroo")


@pytest.mark.parametrize(("text", "summary"), [
    ("I boulder 3x a week at The Climbing Hangar", "User boulders 3 times a week at The Climbing Hangar"),
    ("I kayak every Sunday", "User kayaks every Sunday"),
])
def test_a_sport_by_its_verb_and_how_often(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize(("text", "summary"), [
    ("I work the line at Ford in Dagenham", "User works the line at Ford in Dagenham"),
    ("I work on the tills at Aldi", "User works on the tills at Aldi"),
])
def test_the_post_in_the_place_said_bare(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize(("text", "summary"), [
    ("just got voted in as union rep for the night shift", "User was voted in as union rep for the night shift"),
    ("I was elected treasurer of the residents' association", "User was elected as treasurer of the residents' association"),
])
def test_a_post_the_user_was_chosen_for(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", ["I was elected", "I got voted off the island"])
def test_an_election_without_a_post_is_nothing(text: str) -> None:
    assert summaries(text) == []


def test_a_flat_found_then_the_date_of_the_move() -> None:
    said = summaries("Good news, I found flat with three bedroom in Swords, I move 3 November")
    assert "User is moving to Swords on 3 November 2026" in said, said


def test_a_condition_before_so_when_you() -> None:
    assert "User is coeliac" in summaries("I'm coeliac btw so when you give me recipes check the flour")


def test_a_breed_said_after_the_pet() -> None:
    found = chat.read("we got a kitten, a ragdoll cross named Mochi", at=AT)
    assert "User got a ragdoll cross kitten named Mochi" in [c.summary for c in found]
    assert ("Mochi", "cat") in [(p.name, p.relation) for c in found for p in c.persons]


def test_what_replaces_a_sport_given_up() -> None:
    said = summaries("I stopped running for now, my knee is shot, doing pilates instead.")
    assert "User is doing pilates" in said, said
    assert "User stopped running" in said, said


def test_what_ends_a_job_keeps_its_place_at_the_cap() -> None:
    # b15 through the daemon: the notice lost to "User's friend is Théo" and the old employer stayed live
    three = chat.summaries("big news: I handed in my notice at Arup. Going indie with my friend Noor, we're making a game called Kestrel",
                           "please answer in bullet points", at=AT, cap=3)
    assert "User handed in their notice at Arup" in three, three


def test_the_notice_ends_the_employer_in_the_store(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, AT, "a", "I'm a level designer at Arup in Leeds.")
    chat.hear(brain, clock, AT + dt.timedelta(days=30), "b", "big news: I handed in my notice at Arup. Going indie with my friend Noor, "
              "we're making a game called Kestrel", "please answer in bullet points")
    live = chat.live_summaries(brain)
    assert not [s for s in live if "at Arup in Leeds" in s], live


# ---------------------------------------------------------------- a schedule of two days keeps both (lo10's helper)

@pytest.mark.parametrize(("text", "value"), [
    ("I train on Tuesdays and Thursdays", "on tuesdays and thursdays"),
    ("I swim on Mondays or Fridays", "on mondays or fridays"),
    ("I swim on Mondays after work", "on mondays"),
])
def test_a_schedule_of_two_days_is_not_cut(text: str, value: str) -> None:
    assert [f[3] for f in facts(text)] == [value]


def test_a_new_two_day_schedule_replaces_the_old(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, AT, "a", "I train on Mondays and Wednesdays.")
    chat.hear(brain, clock, AT + dt.timedelta(days=30), "b", "I train on Tuesdays and Thursdays now.")
    assert chat.live(brain, "schedule:train") == [("User trains on Tuesdays and Thursdays", "on tuesdays and thursdays")]
