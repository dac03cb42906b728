"""Leftovers of issue 12, ninth round (docs/extraction.md, "leftovers9"): a choice said with "rather … than", the
word a writer calls the assistant, "… with me" after an instruction. Real extractor; what the store keeps through a
real Brain on a SQLite file.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd.brain.candidate import Candidate
from mercuryd.brain.clock import FakeClock
from mercuryd.brain.lexicon import gerund
from mercuryd.brain.service import Brain
from tests import chat
from tests.chat import facts, hear, summaries

TS = dt.datetime(2026, 3, 9, 9, 0, tzinfo=dt.UTC)  # a Monday


def dialogue(*lines: str, at: dt.datetime = TS) -> list[Candidate]:
    return chat.heard(*lines, at=at)


# ---------------------------------------------------------------- "I'd rather walk than take the bus"

@pytest.mark.parametrize(("text", "summary"), [
    ("I'd rather walk than take the bus to the office", "User prefers walking to taking the bus to the office"),
    ("i would rather bake my own bread than buy sliced loaves", "User prefers baking their own bread to buying sliced loaves"),
    ("I'd sooner swim than jog in the mornings", "User prefers swimming to jogging in the mornings"),
    ("Honestly I'd much rather hike than lie on a beach.", "User prefers hiking to lying on a beach"),
])
def test_rather_one_doing_than_another_is_a_preference(text: str, summary: str) -> None:
    assert (("preference", summary) in [(t, s) for t, s, _, _ in facts(text, at=TS)])


@pytest.mark.parametrize("text", [
    "I'd rather die than wear those shoes again",  # a figure of speech, no taste
    "I'd rather not talk about my ex",
    "I'd rather you wrote in paragraphs than lists",  # how to answer, not a taste of the user's
])
def test_rather_without_two_doings_is_no_comparison(text: str) -> None:
    assert not any(s.startswith("User prefers") and " to " in s for s in summaries(text, at=TS))


@pytest.mark.parametrize(("verb", "ing"), [("cycle", "cycling"), ("drive", "driving"), ("see", "seeing"), ("lie", "lying"),
                                           ("swim", "swimming"), ("visit", "visiting"), ("fly", "flying"), ("cook", "cooking")])
def test_the_ing_form_follows_the_spelling_rules(verb: str, ing: str) -> None:
    assert gerund(verb) == ing


# ---------------------------------------------------------------- "…, mate": who is spoken to

@pytest.mark.parametrize(("text", "summary"), [
    ("keep answers short bro", "User wants short answers"),
    ("no jargon please buddy", "User wants no jargon"),
    ("keep it simple with me pal", "User wants simple answers"),
])
def test_the_word_a_writer_calls_the_assistant_is_no_part_of_the_instruction(text: str, summary: str) -> None:
    assert summaries(text, at=TS) == [summary]


def test_a_vocative_after_a_move_is_dropped_from_the_move() -> None:
    assert all("dude" not in s for s in summaries("we moved down to Dunedin in May dude", at=TS))


@pytest.mark.parametrize(("text", "word"), [
    ("I went bouldering with my gym buddy on Saturday", "gym buddy"),
    ("my best mate Corin is getting married in June", "Corin"),
    ("I live with a mate", "mate"),
])
def test_a_mate_who_is_someone_stays(text: str, word: str) -> None:
    assert any(word in s for s in summaries(text, at=TS))


def test_talk_to_me_like_a_person_with_what_to_leave_out() -> None:
    assert summaries("talk to me like a normal person, none of that management jargon", at=TS) == [
        "User wants the assistant to talk like a normal person, without management jargon"]


@pytest.mark.parametrize("text", ["keep it casual with me", "keep it short for me"])
def test_with_me_after_an_instruction_is_said_of_every_answer(text: str) -> None:
    assert all(" them" not in s and " me" not in s for s in summaries(text, at=TS))


# ---------------------------------------------------------------- "me and tama split up", in lower case

@pytest.mark.parametrize(("text", "name"), [("me and wiremu split up in march", "Wiremu"),
                                            ("me and Soraya broke up last week", "Soraya")])
def test_me_and_a_name_breaking_up_is_the_relationship_ended(text: str, name: str) -> None:
    found = [c for c in dialogue(text) if c.type == "relationship"]
    assert len(found) == 1
    assert found[0].summary.startswith(f"User and {name} ")
    assert [p.name for p in found[0].persons] == [name]


def test_me_and_a_name_getting_engaged_names_the_fiance() -> None:
    found = dialogue("me and Leilani got engaged on the beach at Raglan")
    assert [(p.name, p.relation) for c in found for p in c.persons] == [("Leilani", "fiancé")]


# ---------------------------------------------------------------- "the little one is mere, 4", among the children

@pytest.mark.parametrize(("text", "summary"), [
    ("packing lunches for the kids again. the little one is mere, 4", "User's youngest Mere is 4"),
    ("Our eldest is Tavita, 14. The wee one is Losa, 5.", "User's youngest Losa is 5"),
    ("our eldest is Tavita, 14", "User's eldest Tavita is 14"),
])
def test_a_child_named_by_place_among_the_children_with_the_age_after(text: str, summary: str) -> None:
    found = [c for c in dialogue(text) if c.summary == summary]
    assert len(found) == 1
    assert [(p.name, p.relation) for p in found[0].persons][-1:] == [(summary.split()[2], "child")]


@pytest.mark.parametrize("text", [
    "the grandchildren are here all week. the little one is Mila, she has a peanut allergy",
    "the little one is Biscuit, 2, he chews every shoe in the house",  # no children spoken of: a pet as likely
])
def test_the_little_one_is_no_child_of_the_user_without_their_children(text: str) -> None:
    assert not any(p.relation == "child" for c in dialogue(text) for p in c.persons)


# ---------------------------------------------------------------- "ruby's been …": a known name typed in lower case

def test_a_known_name_in_lower_case_with_its_s_is_that_person(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, TS, "a", "my son Anaru started school this week")
    hear(brain, clock, TS + dt.timedelta(days=30), "b", "anaru's been diagnosed with glue ear, any tips for the classroom?")
    diagnosed = [r for r in brain.store.all_memories() if "glue ear" in r.summary]
    assert [r.summary for r in diagnosed] == ["User's son Anaru has been diagnosed with glue ear"]


# ---------------------------------------------------------------- a statement, then ", any …?"

@pytest.mark.parametrize(("text", "summary"), [
    ("my sister is staying with us for two weeks, any ideas for rainy days?",
     "User's sister is staying with the user for two weeks in March 2026"),
    ("I'm coeliac, what can I bake for a bake sale?", "User is coeliac"),
])
def test_a_statement_before_a_question_after_its_comma_is_kept(text: str, summary: str) -> None:
    assert summary in summaries(text, at=TS)


@pytest.mark.parametrize("text", ["is it safe to reheat rice twice, any tips?", "should I get a cat, what do you think?"])
def test_a_question_before_a_question_is_still_nothing(text: str) -> None:
    assert summaries(text, at=TS) == []


# ---------------------------------------------------------------- "It's Dr. Patel, my GP"

@pytest.mark.parametrize(("text", "summary", "person"), [
    ("It's Dr. Oyelaran, my GP, she wants bloods done", "User's GP is Dr. Oyelaran", ("Oyelaran", "gp")),
    ("it's Marguerite, my landlady.", "User's landlady is Marguerite", ("Marguerite", "landlady")),
])
def test_a_name_said_with_whose_it_is_is_theirs_not_the_users(text: str, summary: str, person: tuple[str, str]) -> None:
    found = dialogue(text)
    assert not any(c.attribute == "name" for c in found)
    assert [(c.summary, [(p.name, p.relation) for p in c.persons]) for c in found if c.summary == summary] == [(summary, [person])]


def test_its_a_name_alone_is_no_one_elses() -> None:
    assert not any("landlady" in s or "GP" in s for s in summaries("Hi, it's Marguerite here", at=TS))


# ---------------------------------------------------------------- "mostly Figma all day", a tool answer with how much

@pytest.mark.parametrize(("asked", "answer", "summary"), [
    ("What do you use for accounts?", "mostly Xero all day", "User mostly uses Xero for accounts all day"),
    ("Which apps are you using?", "mainly Procreate and Krita, every day", "User mainly uses Procreate and Krita every day"),
])
def test_tools_answered_with_how_much_of_the_time_are_used(asked: str, answer: str, summary: str) -> None:
    assert summary in [c.summary for c in dialogue("Morning!", asked, answer, "Noted.")]


def test_how_much_of_the_time_before_a_common_word_is_no_tool() -> None:
    assert dialogue("Morning!", "Which apps do you use?", "mostly paper, every day", "Ok.") == []


# ---------------------------------------------------------------- "so short paragraphs": the shape asked for after "so"

@pytest.mark.parametrize(("text", "summary"), [
    ("I mostly read you on the train. so numbered steps", "User wants numbered steps"),
    ("my eyes tire quickly, so short sentences", "User wants short sentences"),
])
def test_a_shape_of_the_answers_after_so_is_asked_for(text: str, summary: str) -> None:
    assert summary in summaries(text, at=TS)


def test_a_shape_named_alone_is_still_not_asked_for() -> None:
    assert summaries("numbered steps", at=TS) == []


# ---------------------------------------------------------------- "I shall visit them in July", after "my parents"

@pytest.mark.parametrize(("text", "summary"), [
    ("My in-laws retired to Tenby. I will visit them in August.", "User is going to visit their in-laws in August 2026"),
    ("My son and his wife are in Perth now. I'm going to see them in June.",
     "User is going to see their son and his wife in June 2026"),
    ("my grandparents live in Ohrid and I phone them every Sunday", "User phones their grandparents every Sunday"),
])
def test_them_after_relatives_spoken_of_together_is_those_relatives(text: str, summary: str) -> None:
    assert summary in summaries(text, at=TS)


def test_them_of_a_thing_is_not_the_relatives() -> None:
    found = summaries("My parents gave me new hiking boots. I love them.", at=TS)
    assert not any("love" in s and "parents" in s for s in found)


# ---------------------------------------------------------------- a job quit by name, then "working in <Name> now"

def test_working_in_a_name_after_a_job_quit_by_name_is_the_employer() -> None:
    found = dialogue("I handed in my notice at Ocado in May. I'm working in Wayve now.")
    assert [(c.summary, c.value) for c in found if c.attribute == "works_at"] == [("User is working at Wayve", "wayve")]


def test_a_town_left_then_a_town_worked_in_is_still_no_employer() -> None:
    assert not any(c.attribute == "works_at" for c in dialogue("I left Leeds in spring. I'm working in York now."))


def test_the_new_employer_supersedes_the_one_quit(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, TS, "a", "I work at Ocado as a data analyst")
    hear(brain, clock, TS + dt.timedelta(days=90), "b", "I resigned from Ocado last month. I'm working in Wayve now.")
    assert [v for _, v in chat.live(brain, "works_at")] == ["wayve"]


# ---------------------------------------------------------------- a plan dated by a feast of the year

@pytest.mark.parametrize(("text", "summary"), [
    ("I'm flying to Accra over Christmas", "User is flying to Accra over Christmas 2026"),
    ("My grandparents live in Ohrid. I will visit them at Easter.", "User is going to visit their grandparents in Ohrid at Easter 2026"),
])
def test_a_plan_dated_by_a_feast_is_kept(text: str, summary: str) -> None:
    assert summary in summaries(text, at=TS)


# ---------------------------------------------------------------- "I'm aboard the Canadian": a trip under way

@pytest.mark.parametrize(("text", "summary"), [
    ("I'm aboard the Ghan at the moment, somewhere north of Alice Springs", "User is travelling on the Ghan in March 2026"),
    ("we're on the Caledonian Sleeper now", "User is travelling on the Caledonian Sleeper in March 2026"),
    ("I am on the Isle of Mull ferry", "User is travelling on the Isle of Mull ferry in March 2026"),
])
def test_a_named_train_or_ship_the_user_is_on_is_a_trip_dated_by_the_month(text: str, summary: str) -> None:
    assert summary in summaries(text, at=TS)


def test_a_ship_worked_on_is_the_users_work() -> None:
    assert "User works on the Spirit of Tasmania ferry" in summaries(
        "from this month I'm on the Spirit of Tasmania ferry, night shifts", at=TS)


@pytest.mark.parametrize("text", ["I'm on the Board of Trustees", "I'm on the Parish Council now"])
def test_what_one_is_on_that_carries_nobody_is_no_trip(text: str) -> None:
    assert not any("travelling" in s for s in summaries(text, at=TS))


# ---------------------------------------------------------------- "we moved to Leeds last month, the bakery too"

def test_a_business_that_moved_with_the_user_is_a_move_of_its_own() -> None:
    found = [(c.summary, c.attribute, c.value) for c in dialogue("we moved to Dundee last month, the barber shop too")]
    assert ("User moved to Dundee in February 2026", "lives_in", "dundee") in found
    assert ("User moved the barber shop to Dundee in February 2026", None, None) in found
