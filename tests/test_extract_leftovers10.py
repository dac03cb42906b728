"""Leftovers of issue 12, tenth round (docs/extraction.md, "leftovers10"): a feast's year, names that are months, a
crew said without its article, the work one does, a relative and their partner, a business's days shut, languages.
Real extractor; what the store keeps through a real Brain on a SQLite file.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd import wire
from mercuryd.brain.candidate import Candidate
from mercuryd.brain.clock import FakeClock
from mercuryd.brain.extract_rules import structure
from mercuryd.brain.service import Brain
from mercuryd.brain.when import absolute
from tests import chat

TS = dt.datetime(2026, 3, 9, 9, 0, tzinfo=dt.UTC)  # a Monday


def dialogue(*lines: str, at: dt.datetime = TS) -> list[Candidate]:
    return chat.heard(*lines, at=at)


# ---------------------------------------------------------------- a feast without its year

@pytest.mark.parametrize(("said", "text", "summary"), [
    ("2026-02-02", "User is visiting their aunt in Lahore over Eid", "User is visiting their aunt in Lahore over Eid 2026"),
    ("2026-11-30", "User is visiting their aunt in Lahore over Eid", "User is visiting their aunt in Lahore over Eid 2027"),
    ("2026-05-11", "User is driving to Cornwall at Easter", "User is driving to Cornwall at Easter 2027"),
    ("2026-01-08", "User got a sewing machine for Christmas", "User got a sewing machine for Christmas 2025"),
    ("2026-10-02", "User's son has invited them for Christmas", "User's son has invited them for Christmas 2026"),
    ("2026-03-01", "User is fasting during Ramadan", "User is fasting during Ramadan 2026"),
    ("2026-10-12", "User is hosting the family at diwali", "User is hosting the family at Diwali 2026"),
])
def test_a_feast_without_a_year_gets_the_year_of_the_one_meant(said: str, text: str, summary: str) -> None:
    assert absolute(text, dt.datetime.fromisoformat(said + "T10:00:00+00:00")) == summary


@pytest.mark.parametrize("text", [
    "User is going to a Christmas party",  # a kind of thing, no date
    "User works over Easter weekend",
    "User is fasting for Ramadan in March 2026",  # dated already
    "User has the Christmas market stall",
    "User fasts during Ramadan",  # every year's
    "User always goes home to Derry for Christmas",
])
def test_a_feast_that_is_a_kind_of_thing_or_dated_already_is_left(text: str) -> None:
    assert absolute(text, TS) == text


def test_a_feast_dated_by_a_relative_time_is_dated_once() -> None:
    assert absolute("User is going home for Diwali next month", TS) == "User is going home for Diwali in April 2026"


def test_a_plan_at_a_feast_keeps_the_year_in_the_store(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, TS, "a", "We're driving up to see my sister in Inverness at Easter.")
    assert any("Easter 2026" in s for s in chat.live_summaries(brain))


# ---------------------------------------------------------------- a month's name that is a person's

@pytest.mark.parametrize(("text", "summary", "name"), [
    ("My cousin May lives in Dundee.", "User's cousin May lives in Dundee", "May"),
    ("my granddaughter July is three now", "User's granddaughter July is 3", "July"),
    ("My nephew August is 7.", "User's nephew August is 7", "August"),
])
def test_a_month_after_a_relation_is_their_name(text: str, summary: str, name: str) -> None:
    found = dialogue(text)
    assert [c.summary for c in found] == [summary]
    assert [p.name for p in found[0].persons] == [name]


@pytest.mark.parametrize("text", ["I met my brother May 14th for lunch.", "My sister is flying home in May."])
def test_a_month_that_is_a_date_is_no_name(text: str) -> None:
    assert not any(p.name == "May" for c in dialogue(text) for p in c.persons)


# ---------------------------------------------------------------- "I'm cabin crew": a crew without its article

@pytest.mark.parametrize(("text", "summary"), [
    ("I'm cabin crew with KLM, long haul mostly", "User is cabin crew with KLM"),
    ("im ground crew at Stansted", "User is ground crew at Stansted"),
    ("I am cabin crew.", "User is cabin crew"),
])
def test_a_crew_said_without_its_article_is_the_role(text: str, summary: str) -> None:
    found = [c for c in dialogue(text) if c.attribute == "job_title"]
    assert [(c.summary, c.value) for c in found] == [(summary, " ".join(summary.split()[2:4]).lower())]


def test_a_crew_on_a_boat_is_not_read_as_the_role() -> None:
    assert not any(c.attribute == "job_title" for c in dialogue("I'm crew on a sailing yacht this summer"))


# ---------------------------------------------------------------- "I do payroll for …": what the work is

@pytest.mark.parametrize(("text", "summary"), [
    ("I do bookkeeping for three dental practices, mostly from home", "User does bookkeeping for three dental practices"),
    ("I do X-ray crystallography at a lab in Grenoble.", "User does X-ray crystallography at a lab in Grenoble"),
    ("i do recruitment for a logistics firm", "User does recruitment for a logistics firm"),
    ("I do proteomics.", "User does proteomics"),
])
def test_a_kind_of_work_said_with_do_is_who_the_user_is(text: str, summary: str) -> None:
    assert [(c.type, c.summary) for c in dialogue(text)] == [("identity", summary)]


@pytest.mark.parametrize("text", [
    "I do photography for fun at weekends",
    "I do sociology at college",
    "I do the payroll every Friday",  # a task of the week
    "I do pilates on Mondays",
])
def test_a_pastime_or_a_task_with_do_is_no_line_of_work(text: str) -> None:
    assert not any(c.type == "identity" and c.summary.startswith("User does") for c in dialogue(text))


# ---------------------------------------------------------------- "My son and his wife live in Auckland"

@pytest.mark.parametrize(("text", "summary"), [
    ("My sister and her husband live in Galway, we go over most summers.", "User's sister and her husband live in Galway"),
    ("my eldest son and his partner live near Bergen now", "User's eldest son and his partner live near Bergen"),
])
def test_a_relative_and_their_partner_live_somewhere(text: str, summary: str) -> None:
    assert ("relationship", summary) in [(c.type, c.summary) for c in dialogue(text)]


def test_a_relative_and_their_partner_in_a_kind_of_home_is_no_place() -> None:
    assert not any(c.type == "relationship" for c in dialogue("My son and his wife live in a tiny flat."))


# ---------------------------------------------------------------- a business's days shut

@pytest.mark.parametrize(("lines", "summary"), [
    (("I own a little bakery in Hebden Bridge. We're closed on Wednesdays now, I need a day off.",),
     "User's bakery is now closed on Wednesdays"),
    (("I run a tapas bar near the harbour", "Nice! How can I help?", "we're shut sundays and mondays now"),
     "User's tapas bar is now closed on Sundays and Mondays"),
])
def test_days_shut_of_the_business_the_user_runs(lines: tuple[str, ...], summary: str) -> None:
    assert ("habit", summary) in [(c.type, c.summary) for c in dialogue(*lines)]


def test_days_shut_with_no_business_of_the_users_keep_nothing() -> None:
    assert dialogue("We're closed on Mondays now, the library changed its hours.") == []


def test_a_noodle_bar_run_is_a_business_not_a_tool() -> None:
    assert [(c.type, c.attribute) for c in dialogue("I run a noodle bar on Dale Street")] == [("identity", None)]


# ---------------------------------------------------------------- languages spoken, medicines

@pytest.mark.parametrize(("text", "summary"), [
    ("I speak Ojibwe with my grandparents", "User speaks Ojibwe with their grandparents"),
    ("i speak samoan and english, can you check my speech", "User speaks Samoan and English"),
])
def test_languages_of_fewer_speakers_are_languages(text: str, summary: str) -> None:
    assert ("identity", summary) in [(c.type, c.summary) for c in dialogue(text)]


@pytest.mark.parametrize(("typed", "value"), [("User takes apixaban", "apixaban"), ("User is on levothyroxine", "levothyroxine")])
def test_a_typed_medicine_keeps_what_is_taken(typed: str, value: str) -> None:
    s = structure(typed)
    assert (s.attribute, s.value) == ("takes", value)


def test_a_typed_route_taken_is_no_medicine() -> None:
    assert structure("User takes the ferry").attribute is None


def test_a_medicine_since_an_operation_is_taken() -> None:
    found = dialogue("I'm on clopidogrel since my stent in January, so no ibuprofen ideas")
    assert [(c.attribute, c.value) for c in found if c.attribute == "takes"] == [("takes", "clopidogrel")]


def test_a_typed_medicine_supersedes_in_the_store(brain: Brain) -> None:
    brain.add(wire.AddParams(type="constraint", summary="User takes apixaban"))
    assert [v for _, v in chat.live(brain, "takes")] == ["apixaban"]


# ---------------------------------------------------------------- the days one can do a thing

@pytest.mark.parametrize(("text", "summary"), [
    ("i can only swim mon/fri, the pool is shut otherwise", "User can only swim on Mondays and Fridays"),
    ("I can only use the kiln Tues & Sat", "User can only use the kiln on Tuesdays and Saturdays"),
    ("I can only work weds", "User can only work on Wednesdays"),
])
def test_a_thing_the_user_can_do_only_on_named_days(text: str, summary: str) -> None:
    assert ("constraint", summary) in [(c.type, c.summary) for c in dialogue(text)]


def test_a_wish_said_with_can_only_names_no_days() -> None:
    assert not any("can only" in c.summary for c in dialogue("I can only hope Friday goes well"))


# ---------------------------------------------------------------- where the user will be, and when

def test_where_the_user_will_be_at_a_feast_is_a_dated_episode() -> None:
    assert ("episode", "User will be in Sylhet over Eid 2026 to see their grandparents") in [
        (c.type, c.summary) for c in dialogue("I'll be in Sylhet over Eid to see my grandparents.")]


def test_being_in_a_meeting_is_no_place() -> None:
    assert dialogue("I'll be in a meeting over lunch, answer later") == []


# ---------------------------------------------------------------- a food taken back, a wedding's month, a home now

@pytest.mark.parametrize(("text", "summary"), [
    ("forget what I said about going vegan, I'm eating fish and eggs again now", "User eats fish and eggs again"),
    ("we're eating red meat again", "User eats red meat again"),
])
def test_a_food_eaten_again_is_the_diet_changed(text: str, summary: str) -> None:
    found = [c for c in dialogue(text) if c.type == "constraint"]
    assert [c.summary for c in found] == [summary]


@pytest.mark.parametrize(("text", "summary"), [
    ("the wedding will be next winter, probably July", "User's wedding is planned in July 2026"),
    ("Our wedding is in October 2027.", "User's wedding is planned for October 2027"),
    ("We've pencilled in the wedding for 12 September.", "User's wedding is on 12 September 2026"),
])
def test_a_weddings_month_or_day_is_the_plan(text: str, summary: str) -> None:
    assert ("decision", summary) in [(c.type, c.summary) for c in dialogue(text)]


@pytest.mark.parametrize(("text", "summary", "value"), [
    ("Now we're in a T1 in Campo de Ourique, tiny but bright.", "User lives in a T1 in Campo de Ourique", "campo de ourique"),
    ("we are in a flat in Stockbridge now", "User lives in a flat in Stockbridge", "stockbridge"),
])
def test_a_home_the_user_is_in_now_is_where_they_live(text: str, summary: str, value: str) -> None:
    found = [c for c in dialogue(text) if c.attribute == "lives_in"]
    assert [(c.summary, c.value) for c in found] == [(summary, value)]


def test_a_medicine_since_an_operation_is_dated_in_the_past() -> None:
    june = dt.datetime(2026, 6, 10, 9, 0, tzinfo=dt.UTC)
    assert "User is on rivaroxaban since their hip operation in April 2026" in [
        c.summary for c in dialogue("I'm on rivaroxaban since my hip operation in April", at=june)]


# ---------------------------------------------------------------- a terse introduction, a move and its reason

def test_a_role_then_what_it_makes_is_two_facts() -> None:
    found = [(c.type, c.summary) for c in dialogue("hey. hobbyist game designer, finishing a puzzle game called Moss Hollow, any tips?")]
    assert ("identity", "User is a hobbyist game designer") in found
    assert ("project", "User is finishing a puzzle game called Moss Hollow") in found


def test_someone_elses_role_then_a_doing_is_not_the_users() -> None:
    assert not any(c.type == "identity" for c in dialogue("my manager, building a case against me again"))


def test_a_move_with_a_reason_naming_a_relatives_family_keeps_the_move() -> None:
    assert ("decision", "User is moving to Sligo in October 2026") in [
        (c.type, c.summary) for c in dialogue("we're moving to Sligo in October, my wife's parents are all up there")]


def test_a_role_beginning_with_a_relations_word_is_no_name() -> None:
    assert [c.summary for c in dialogue("hi, bea here. physio assistant, based in leeds") if c.attribute == "job_title"] == [
        "User is a physio assistant"]


def test_fish_eaten_again_supersedes_a_vegan_diet_in_the_store(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, TS, "a", "I went vegan in January, so no animal products please.")
    chat.hear(brain, clock, TS + dt.timedelta(days=60), "b", "Ignore what I said about vegan, I'm eating fish again now.")
    assert [v for _, v in chat.live(brain, "diet")] == ["pescatarian"]


def test_meat_eaten_again_ends_any_meatless_diet() -> None:
    # (session 39: it named no diet, so "I'm eating chicken again" left "User is vegetarian" live beside it)
    assert [(c.attribute, c.value) for c in dialogue("I'm eating chicken again") if c.type == "constraint"] == [("diet", "omnivore")]


@pytest.mark.parametrize(("text", "summary"), [
    ("my nephew Oskar is nine now, what do boys that age read?", "User's nephew Oskar is 9"),
    ("My granddaughter Ines is four.", "User's granddaughter Ines is 4"),
])
def test_a_childs_age_said_in_words_is_a_number(text: str, summary: str) -> None:
    assert summary in [c.summary for c in dialogue(text)]


def test_one_of_after_is_no_age() -> None:
    assert not any(c.summary.endswith(" 1") for c in dialogue("my son is one of the best players on his team"))


# ---------------------------------------------------------------- "see them" where they live

@pytest.mark.parametrize(("lines", "summary"), [
    (("My brother and his wife live in Halifax, we're flying over to see them at Christmas.",),
     "User is flying over to see their brother and his wife in Halifax at Christmas 2026"),
    (("My in-laws live in Tromsø.", "Lovely!", "We'll visit them in August."), "User is going to visit their in-laws in Tromsø in August 2026"),
])
def test_relatives_visited_are_visited_where_they_live(lines: tuple[str, ...], summary: str) -> None:
    assert summary in [c.summary for c in dialogue(*lines)]


def test_relatives_called_are_not_given_a_place() -> None:
    found = [c.summary for c in dialogue("My parents live in Cork. I phone them every Sunday.")]
    assert "User phones their parents every Sunday" in found


def test_a_place_said_with_the_visit_is_kept_alone() -> None:
    found = [c.summary for c in dialogue("My parents live in Cork. I'll meet them in Dublin in May.")]
    assert not any("Cork in Dublin" in s or "Dublin in Cork" in s for s in found)
