"""Fresh set thirty-eight (docs/extraction.md, "Fresh set thirty-eight (`p15-*`, fresh38 …)"): the greeting of the hour
in Spanish or Portuguese ("buenas tardes", "bom dia!") and "fala!" taken for a name, what a learner calls the assistant
("hello teacher", "teacher!!! I passed") taken for the user's job, a pet said with "one" ("I have one dog, his name is
…"), a giggle at the end ("hihi"), a diet asked after a condition ("I'm coeliac so gluten free pls"), a request after a
relative's job news read as their job ("any tips for her first day at …"), "intolerant to lactose", "I am retired
mechanic" without its article, a question run on after a dictated statement ("… what time is the tide today"), "I have
the blood pressure high", a school that is a business ("I run a dance school in Porto"), "its Marta here", "i live on my
own now in …", a rule asked formally ("First, a request: …", "Before we begin, I must ask you to …") and "I make an
internship" (doing one). Real extractor.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd.brain.candidate import Candidate
from tests import chat

TS = dt.datetime(2026, 6, 9, 12, 0, tzinfo=dt.UTC)


def dialogue(*lines: str) -> list[Candidate]:
    return chat.heard(*lines, at=TS)


def summaries(*lines: str) -> list[str]:
    return [c.summary for c in dialogue(*lines)]


# ---------------------------------------------------------------- a greeting in another language is no name

@pytest.mark.parametrize(("text", "role"), [
    ("buenas tardes I am a nurse in Valencia", "User is a nurse in Valencia"),
    ("bom dia! I'm a baker in Braga", "User is a baker in Braga"),
    ("fala! I'm a baker in Braga", "User is a baker in Braga"),
])
def test_a_greeting_in_another_language_is_no_name(text: str, role: str) -> None:
    found = summaries(text)
    assert role in found
    assert not any(s.startswith("User's name") for s in found)


def test_a_name_said_alone_before_the_role_is_still_a_name() -> None:
    found = summaries("Rafael. baker in Braga")
    assert "User's name is Rafael" in found
    assert "User is a baker in Braga" in found


# ---------------------------------------------------------------- "teacher" said to the assistant is not the user's job

@pytest.mark.parametrize(("text", "kept"), [
    ("hello teacher :) my name is Ana", "User's name is Ana"),
    ("good morning teacher, my name is Ana", "User's name is Ana"),
    ("hello teacher, I am a nurse in Porto", "User is a nurse in Porto"),
    ("teacher!!! I passed my driving test", "User passed their driving test"),
])
def test_the_assistant_called_teacher_is_not_the_users_job(text: str, kept: str) -> None:
    found = summaries(text)
    assert kept in found
    assert not any("teacher" in s for s in found)


@pytest.mark.parametrize("text", ["good morning, teacher here, 20 years in Derby", "teacher. 15 years at a primary school in Leeds"])
def test_a_teacher_saying_so_is_still_a_teacher(text: str) -> None:
    assert "User is a teacher" in summaries(text)


# ---------------------------------------------------------------- a pet said with "one", a giggle at the end

def test_one_pet_and_its_name() -> None:
    assert "User has a dog named Bruno" in summaries("I have one dog, his name is Bruno.")


def test_a_friends_one_pet_is_not_the_users() -> None:
    assert not any("Mia" in s for s in summaries("my friend has one cat, her name is Mia"))


def test_a_giggle_at_the_end_is_not_kept() -> None:
    assert "User's dog Bruno is very naughty" in summaries("my dog Bruno is very naughty hihi")


# ---------------------------------------------------------------- a diet asked after a condition

@pytest.mark.parametrize(("text", "kept"), [
    ("I'm coeliac so gluten free pls", "User is coeliac"),
    ("I am diabetic so low sugar desserts please", "User is diabetic"),
])
def test_a_condition_is_kept_when_a_diet_is_asked_after_it(text: str, kept: str) -> None:
    assert kept in summaries(text)


def test_a_friends_condition_is_not_the_users() -> None:
    assert not any("coeliac" in s and s.startswith("User is") for s in summaries("My friend is coeliac so gluten free pls"))


# ---------------------------------------------------------------- a request after a relative's job news

def test_a_request_after_a_relatives_job_news_is_not_their_job() -> None:
    found = summaries("my husband Tom got a job with Siemens. any gift ideas for his team")
    assert "User's husband Tom got a job with Siemens" in found
    assert not any("any gift" in s for s in found)


def test_a_role_after_a_relatives_job_news_is_their_job() -> None:
    assert "User's sister is a receptionist at Waikato Hospital" in summaries("my sister got a job! receptionist at Waikato Hospital")


# ---------------------------------------------------------------- a learner's order: "intolerant to lactose", "retired mechanic"

@pytest.mark.parametrize(("text", "kept"), [
    ("I am intolerant to lactose.", "User is intolerant to lactose"),
    ("but I am intolerant to gluten so nothing with bread for me", "User is intolerant to gluten"),
])
def test_intolerant_to_a_food(text: str, kept: str) -> None:
    found = dialogue(text)
    assert (kept, "constraint") in {(c.summary, c.type) for c in found}


def test_intolerant_to_something_not_eaten_is_no_constraint() -> None:
    assert summaries("I am intolerant to noise.") == []


@pytest.mark.parametrize(("text", "kept"), [
    ("I am retired mechanic.", "User is a retired mechanic"),
    ("I am retired welder from the Volvo plant.", "User is a retired welder"),
])
def test_a_retired_job_without_its_article(text: str, kept: str) -> None:
    assert kept in summaries(text)


def test_retired_alone_is_still_retired() -> None:
    assert "User is retired" in summaries("I am retired now.")


# ---------------------------------------------------------------- a question run on after a dictated statement

def test_a_question_run_on_after_a_habit_is_not_part_of_it() -> None:
    found = summaries("I go fishing in the morning at the pier with my brother what time is the tide today")
    assert "User goes fishing in the morning at the pier with their brother" in found
    assert not any("what time" in s for s in found)


# ---------------------------------------------------------------- "I have the blood pressure high"

@pytest.mark.parametrize("text", ["I have the blood pressure high", "I have the pressure high so no salt please"])
def test_the_pressure_high_is_high_blood_pressure(text: str) -> None:
    assert "User has high blood pressure" in summaries(text)


def test_the_water_pressure_is_no_condition() -> None:
    assert not any("blood pressure" in s for s in summaries("I have the water pressure high in the shower"))


# ---------------------------------------------------------------- a school that is a business

@pytest.mark.parametrize(("text", "kept"), [
    ("I run a dance school in Porto.", "User runs a dance school in Porto"),
    ("I own a small yoga school in Bali", "User owns a small yoga school in Bali"),
])
def test_a_school_that_is_a_business(text: str, kept: str) -> None:
    assert (kept, "identity") in {(c.summary, c.type) for c in dialogue(text)}


def test_a_school_gone_to_is_not_owned() -> None:
    assert not any(c.type == "identity" for c in dialogue("I went to a dance school in Porto."))


# ---------------------------------------------------------------- "its Marta here": who writes

def test_its_a_name_here_is_a_name() -> None:
    found = summaries("its Marta here, I run a bakery in Braga")
    assert "User's name is Marta" in found
    assert "User runs a bakery in Braga" in found


@pytest.mark.parametrize("text", ["it's Monday here, so tired", "It's Christmas here, everyone is asleep"])
def test_its_a_day_here_is_no_name(text: str) -> None:
    assert not any(s.startswith("User's name") for s in summaries(text))


# ---------------------------------------------------------------- "on my own now in …"

def test_living_on_ones_own_now_in_a_town() -> None:
    found = dialogue("i live on my own now in Whitby")
    assert [(c.type, c.summary) for c in found] == [("identity", "User lives on their own now in Whitby")]


# ---------------------------------------------------------------- the order of what is said, and the asking, said first

@pytest.mark.parametrize(("text", "kept"), [
    ("Before we begin, I must ask you to use metric units throughout.", "User wants metric units throughout"),
    ("First, a request: no bullet points in your answers.", "User wants no bullet points in answers"),
    ("I must ask you to write shorter answers.", "User wants shorter answers"),
])
def test_a_rule_for_the_answers_asked_formally(text: str, kept: str) -> None:
    assert kept in summaries(text)


@pytest.mark.parametrize("text", ["Second, I need a recipe for soup.", "First, we need to fix the boiler.",
                                  "I must ask you to help me with the rota."])
def test_what_is_asked_for_once_is_no_rule(text: str) -> None:
    assert summaries(text) == []


# ---------------------------------------------------------------- "I make an internship": doing one

def test_making_an_internship_is_doing_one() -> None:
    assert "User is doing an internship at Philips in Eindhoven" in summaries("I make an internship at Philips in Eindhoven.")


def test_making_a_cake_is_no_internship() -> None:
    assert not any("doing" in s for s in summaries("I make a cake for my son."))
