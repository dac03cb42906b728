"""Leftovers of issue 12, fourteenth round (docs/extraction.md, "leftovers14"): answers not to be essays, a leading
"bro" before an order, what is read on the way to work, a child's birth told weeks after by day and month, a
business's house rule said with "we", a relative's children with their ages, a pet named by its breed, how to explain
on the device the user writes from, a summer spent somewhere else. Real extractor.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd.brain.candidate import Candidate
from tests import chat

TS = dt.datetime(2026, 11, 16, 9, 0, tzinfo=dt.UTC)  # a Monday


def dialogue(*lines: str, at: dt.datetime = TS) -> list[Candidate]:
    return chat.heard(*lines, at=at)


def summaries(*lines: str, at: dt.datetime = TS) -> list[str]:
    return [c.summary for c in dialogue(*lines, at=at)]


# ---------------------------------------------------------------- answers not to be essays; a leading "bro"

@pytest.mark.parametrize(("text", "summary"), [
    ("please don't send me long essays, I read them on the tram", "User does not want long essays"),
    ("Don't write me essays please.", "User does not want essays"),
    ("dude never give me giant lists, three picks is plenty", "User does not want giant lists"),
    ("bro please stop apologising", "User does not want the assistant to apologise"),
])
def test_answers_not_to_be_essays_or_lists(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", [
    "can you check my essays for commas",
    "please don't send me the essays yet, I'll upload them later",
    "my essay is due on Friday",
    "bro never texts me back",
])
def test_essays_of_ones_own_and_a_bro_who_is_someone_are_not_how_to_answer(text: str) -> None:
    assert not any("essays" in s or "want" in s for s in summaries(text))


# ---------------------------------------------------------------- what is read on the way

@pytest.mark.parametrize(("text", "summary", "kind"), [
    ("I read graphic novels on the tube", "User reads graphic novels on the tube", "habit"),
    ("I read poetry on my commute", "User reads poetry on their commute", "habit"),
    ("I listen to audiobooks on the bus to work", "User listens to audiobooks on the bus to work", "habit"),
    ("I read horror", "User reads horror", "preference"),
])
def test_reading_on_the_way_is_a_routine_in_the_present(text: str, summary: str, kind: str) -> None:
    facts = dialogue(text)
    assert [(c.summary, c.type) for c in facts] == [(summary, kind)]


def test_reading_one_thing_once_is_nothing() -> None:
    assert summaries("I read your answer on the train this morning") == []


# ---------------------------------------------------------------- a child's birth by day and month, weeks after

@pytest.mark.parametrize(("text", "summary"), [
    ("our daughter Maisie was born on 2 October, she's a great sleeper", "User's daughter Maisie was born on 2 October 2026"),
    ("My son was born on 14 September and I'm back at work in March",
     "User's son was born on 14 September 2026"),
])
def test_a_childs_birth_told_weeks_after_gets_its_year(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize(("text", "kept"), [
    # months ago, or to come: a birthday of any year
    ("My daughter was born on 3 March, she loves dinosaurs", "3 March"),
    ("My son was born on 25 December so his birthday always gets forgotten", "25 December"),
])
def test_a_birth_date_of_long_ago_keeps_no_year(text: str, kept: str) -> None:
    said = [s for s in summaries(text) if kept in s]
    assert said and not any("2026" in s or "2025" in s for s in said)


def test_a_strangers_birth_date_is_nothing() -> None:
    assert summaries("Darwin was born on 12 February") == []


# ---------------------------------------------------------------- a business's house rule said with "we"

@pytest.mark.parametrize("text", [
    "We don't take dogs at the guest house, never have.",
    "we don't take bookings for one night only",
    "We don't take cards, it's cash or bank transfer",
])
def test_a_house_rule_with_we_is_not_the_users_own(text: str) -> None:
    assert summaries(text) == []


@pytest.mark.parametrize(("text", "summary"), [
    ("We don't take sugar in our coffee", "User does not take sugar in their coffee"),
    ("I don't take ibuprofen", "User does not take ibuprofen"),
])
def test_what_the_user_takes_or_not_is_still_theirs(text: str, summary: str) -> None:
    assert summary in summaries(text)


# ---------------------------------------------------------------- a relative's children with their ages

def test_a_siblings_children_by_name_and_age() -> None:
    facts = dialogue("my brother Tunde's girls are Ada, 12, and Kemi, 9, they're coming for Christmas")
    kids = next(c for c in facts if "girls" in c.summary)
    assert kids.summary == "User's brother Tunde's girls are Ada, 12, and Kemi, 9"
    assert kids.type == "relationship"
    assert {(p.name, p.relation) for p in kids.persons} >= {("Ada", "niece"), ("Kemi", "niece")}


def test_a_known_childs_children_said_by_the_name_alone() -> None:
    facts = dialogue("My son Rob lives in Hull now.", "Nice!", "Rob's boys are Ollie, 7, and Jack, 4")
    kids = next(c for c in facts if "boys" in c.summary)
    assert kids.summary == "User's son Rob's boys are Ollie, 7, and Jack, 4"
    assert {(p.name, p.relation) for p in kids.persons} >= {("Ollie", "grandson"), ("Jack", "grandson")}


@pytest.mark.parametrize("lines", [
    ("Rob's boys are Ollie, 7, and Jack, 4",),  # whose Rob is, never said
    ("my brother's kids are lovely",),
    ("My neighbour's boys are loud, 7 and 9",),
])
def test_children_of_no_one_known_or_without_names_are_nothing(lines: tuple[str, ...]) -> None:
    assert not any("boys are" in s or "kids are" in s for s in summaries(*lines))


def test_a_babys_sleepless_weeks_are_not_kept() -> None:
    said = summaries("my daughter Iris still won't sleep more than an hour at a time")
    assert said == ["User's daughter is Iris"]


# ---------------------------------------------------------------- a pet named by its breed

@pytest.mark.parametrize(("text", "summary"), [
    ("We have a pit bull named Chorizo", "User has a pit bull named Chorizo"),
    ("me and my husband have a boxer named Bruno", "User has a boxer named Bruno"),
    ("we've got a rescue German shepherd called Kaiser", "User has a German shepherd named Kaiser"),
])
def test_a_dog_named_by_its_breed(text: str, summary: str) -> None:
    facts = dialogue(text)
    pet = next(c for c in facts if c.summary == summary)
    assert any(p.relation == "dog" for p in pet.persons)


def test_a_person_named_after_have_is_not_a_pet() -> None:
    assert summaries("I have a brother named Femi") == ["User's brother is Femi"]


# ---------------------------------------------------------------- how to explain, on the device the user writes from

@pytest.mark.parametrize(("text", "summary"), [
    ("Please use big clear steps when you explain things on this tablet", "User wants big clear steps"),
    ("please go through things in small simple steps, I get muddled", "User wants explanations in small simple steps"),
    ("Please walk me through everything in short steps when explaining anything on this phone",
     "User wants explanations in short steps"),
])
def test_steps_wanted_on_this_device(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", [
    "please check this photo on this phone",
    "can you fix this email on this laptop",
])
def test_one_thing_on_the_device_is_one_piece_of_work(text: str) -> None:
    assert summaries(text) == []


# ---------------------------------------------------------------- a summer somewhere every year

def test_a_move_every_summer_is_no_new_home() -> None:
    facts = dialogue("I move to Split every summer, last year too")
    assert [(c.type, c.summary) for c in facts] == [("habit", "User moves to Split every summer")]
    assert not any(c.attribute == "lives_in" for c in facts)


def test_a_move_last_summer_is_still_a_move() -> None:
    assert any(c.attribute == "lives_in" for c in dialogue("I moved to Split last summer"))


# ---------------------------------------------------------------- "I want adopt a cat": the "to" a learner leaves out

@pytest.mark.parametrize(("text", "summary"), [
    ("I want adopt a dog but I ask my landlord first.", "User wants to adopt a dog"),
    ("I want learn Portuguese for my job", "User wants to learn Portuguese for their job"),
])
def test_an_aim_without_its_to(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", ["I want a cat", "i want get some sleep", "I want go home"])
def test_a_want_of_a_thing_or_of_the_day_is_no_aim(text: str) -> None:
    assert not any(s.startswith("User wants to") for s in summaries(text))


# ---------------------------------------------------------------- "read" with an adverb, every day

@pytest.mark.parametrize(("text", "summary"), [
    ("I also read the news on my phone every morning", "User reads the news on their phone every morning"),
    ("I usually read a chapter every night", "User usually reads a chapter every night"),
])
def test_read_every_day_is_in_the_present(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_read_once_stays_in_the_past() -> None:
    assert not any("reads" in s for s in summaries("I also read that review yesterday"))
