"""Leftovers of the new-user trials, fifth round (docs/extraction.md, "leftovers5 (h14)"): a tool and the one it
replaced said in one sentence, pets or children named with "called", what a boss or supervisor wants of the user's
work, a dated plan to leave said with "will", a clinician the user saw and then "she said I have …".
Real extractor; what the store does with them through a real Brain on a SQLite file.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd.brain.clock import FakeClock
from mercuryd.brain.service import Brain
from tests.chat import facts, hear, live, read

TS = dt.datetime(2026, 10, 13, 9, 0, tzinfo=dt.UTC)  # a Tuesday


# ---------------------------------------------------------------- a tool and the one it replaced, in one sentence

@pytest.mark.parametrize(("text", "attribute", "value", "left"), [
    ("I use Helix now, switched from Neovim", "preferred_editor", "helix", "neovim"),
    ("i use Zed these days, moved over from Sublime Text last year", "preferred_editor", "zed", "sublime text"),
    ("I'm on Notion now, switched from Evernote.", "uses", "notion", "evernote"),
    ("I'm using Obsidian now, moved from OneNote in the spring", "uses", "obsidian", "onenote"),
])
def test_a_tool_in_use_switched_from_another_is_one_fact_that_retracts_it(text: str, attribute: str, value: str,
                                                                          left: str) -> None:
    found = read(text, at=TS)
    assert len(found) == 1, [c.summary for c in found]
    assert (found[0].attribute, found[0].value, found[0].retracts) == (attribute, value, [left]), found[0]


@pytest.mark.parametrize("text", ["I live in Bristol now, moved from Leeds last year",
                                  "I'm not on call anymore, switched to the platform team"])
def test_a_move_after_something_else_is_still_its_own_clause(text: str) -> None:
    assert len(read(text, at=TS)) >= 1
    assert not any(c.retracts for c in read(text, at=TS) if c.attribute == "lives_in")


def test_switched_from_ends_the_old_editor_in_the_store(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, TS - dt.timedelta(days=200), "a", "I use Sublime Text for everything.")
    hear(brain, clock, TS, "b", "I use Helix now, switched from Sublime Text. How do I set up the Rust LSP?")
    assert [v for _, v in live(brain, "preferred_editor")] == ["helix"], live(brain, "preferred_editor")


# ---------------------------------------------------------------- pets or children named with "called"

@pytest.mark.parametrize(("text", "names", "relation"), [
    ("we've got two rescue cats... no wait. We've got two cats called Pickle and Olive", ["Pickle", "Olive"], "cat"),
    ("I have three dogs named Rolo, Bramble and Pip", ["Rolo", "Bramble", "Pip"], "dog"),
    ("we have two boys called Arlo and Finn", ["Arlo", "Finn"], "son"),
])
def test_pets_or_children_named_together_are_each_a_person(text: str, names: list[str], relation: str) -> None:
    persons = [p for c in read(text, at=TS) for p in c.persons]
    assert [p.name for p in persons] == names, persons
    assert {p.relation for p in persons} == {relation}


@pytest.mark.parametrize("text", ["I have two sons named after my grandfathers", "we have two dogs called in from the garden"])
def test_named_after_or_not_a_name_names_nobody(text: str) -> None:
    assert not any(c.persons for c in read(text, at=TS))


# ---------------------------------------------------------------- what the boss wants of the user's work

@pytest.mark.parametrize(("text", "type_", "summary"), [
    ("my supervisor wants me to switch to Stata", "relationship", "User's supervisor wants them to switch to Stata"),
    ("My line manager has asked me to take over the onboarding programme.", "relationship",
     "User's line manager has asked them to take over the onboarding programme"),
    ("my boss wants me to learn SQL properly", "goal", "User's boss wants them to learn SQL properly"),
])
def test_what_the_boss_wants_of_the_users_work_is_kept(text: str, type_: str, summary: str) -> None:
    assert (type_, summary, None, None) in facts(text, at=TS), facts(text, at=TS)


@pytest.mark.parametrize("text", ["my boss wants me to ring him back", "my flatmate wants me to switch to Arch",
                                  "my boss wants me to send the report by Friday"])
def test_an_errand_or_someone_elses_wish_is_no_fact(text: str) -> None:
    assert not any("wants them" in s for _, s, _, _ in facts(text, at=TS))


# ---------------------------------------------------------------- a dated plan to leave, said with "will"

@pytest.mark.parametrize(("text", "summary"), [
    ("I'll be leaving the practice at the end of February, the commute is killing me",
     "User will be leaving the practice at the end of February 2027"),
    ("I will leave my job in May", "User will leave their job in May 2027"),
    ("we'll quit the allotment in November", "User will quit the allotment in November 2026"),
])
def test_a_dated_plan_to_leave_is_a_decision(text: str, summary: str) -> None:
    assert ("decision", summary, None, None) in facts(text, at=TS), facts(text, at=TS)


@pytest.mark.parametrize("text", ["I'll leave it there for now", "I'll leave the meeting early on Friday",
                                  "I'll leave the car at the station"])
def test_leaving_without_a_month_is_no_plan(text: str) -> None:
    assert not any(t == "decision" for t, _, _, _ in facts(text, at=TS))


def test_a_plan_to_leave_ends_nothing_yet(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, TS - dt.timedelta(days=100), "a", "I work at Monzo as a designer.")
    hear(brain, clock, TS, "b", "I'll be leaving Monzo at the end of March, can you help me plan a portfolio?")
    assert [v for _, v in live(brain, "works_at")] == ["monzo"], live(brain, "works_at")


# ---------------------------------------------------------------- a clinician the user saw, then "she said I have …"

@pytest.mark.parametrize(("text", "summary"), [
    ("I went to the GP about the headaches and she told me I have migraines.", "User has migraines"),
    ("I was at the dermatologist this morning. He said that I have eczema.", "User has eczema"),
    ("i saw the doctor on friday, she says i have asthma", "User has asthma"),
])
def test_what_the_clinician_found_is_the_users(text: str, summary: str) -> None:
    assert summary in [s for t, s, _, _ in facts(text, at=TS) if t == "constraint"], facts(text, at=TS)


@pytest.mark.parametrize("text", ["my mum went to the doctor and she said I have to visit more often",
                                  "my sister saw the GP and she thinks I have been worrying too much"])
def test_she_after_someone_elses_visit_is_not_the_clinician(text: str) -> None:
    assert not any(t == "constraint" for t, _, _, _ in facts(text, at=TS))


# ---------------------------------------------------------------- a joint worn out, said with "'s"

@pytest.mark.parametrize(("text", "value"), [("my back's knackered, can't lift the kids", "bad back"),
                                             ("my left knee’s shot", "bad knee"), ("My hips are totally worn out", "bad hip")])
def test_a_worn_out_joint_said_with_an_apostrophe_is_a_condition(text: str, value: str) -> None:
    assert any(a == "condition" and v == value for _, _, a, v in facts(text, at=TS)), facts(text, at=TS)


@pytest.mark.parametrize("text", ["my back's knackered today", "my knee's wrecked after the match"])
def test_a_joint_sore_for_now_is_no_condition(text: str) -> None:
    assert not any(a == "condition" for _, _, a, _ in facts(text, at=TS))


# ---------------------------------------------------------------- an instruction for the user's writing, with "too"

@pytest.mark.parametrize(("text", "summary"), [
    ("When you check my reports, correct the punctuation too.", "User wants the punctuation corrected when their reports are checked"),
    ("whenever you proofread my cover letters, correct the tone as well",
     "User wants the tone corrected when their cover letters are proofread"),
    ("When you review my code, add type hints too", "User wants type hints when their code is reviewed"),
])
def test_an_instruction_for_the_users_writing_reads_its_occasion(text: str, summary: str) -> None:
    assert summary in [s for t, s, _, _ in facts(text, at=TS) if t == "preference"], facts(text, at=TS)


# ---------------------------------------------------------------- the app the user talks on, how often and with whom

@pytest.mark.parametrize(("text", "value", "summary"), [
    ("we chat on Discord most evenings", "discord", "User chats on Discord most evenings"),
    ("me and my sister talk on Viber pretty much every day", "viber", "User talks with their sister on Viber pretty much every day"),
    ("me and my dad message over WhatsApp every Sunday", "whatsapp", "User messages with their dad on WhatsApp every Sunday"),
])
def test_the_app_talked_on_keeps_its_schedule_and_relative(text: str, value: str, summary: str) -> None:
    assert ("preference", summary, "uses", value) in facts(text, at=TS), facts(text, at=TS)


@pytest.mark.parametrize("text", ["we talk on Sundays", "me and my mates chat on Discord every night"])
def test_no_app_or_no_relative_keeps_no_app(text: str) -> None:
    assert not any(a == "uses" for _, _, a, _ in facts(text, at=TS))


# ---------------------------------------------------------------- where the to-dos live, and the week planned in an app

@pytest.mark.parametrize(("text", "value", "summary"), [
    ("my tasks live in Todoist now", "todoist", "User keeps their tasks in Todoist"),
    ("All my notes sit in Joplin these days.", "joplin", "User keeps all their notes in Joplin"),
    ("I plan my week in Sunsama", "sunsama", "User plans their week in Sunsama"),
])
def test_where_the_tasks_live_is_the_app_used(text: str, value: str, summary: str) -> None:
    assert ("preference", summary, "uses", value) in facts(text, at=TS), facts(text, at=TS)


@pytest.mark.parametrize("text", ["my projects live in London", "my notes live in the cloud", "I plan my trips in Paris",
                                  "my parents live in Leeds"])
def test_things_or_people_living_in_a_place_use_no_app(text: str) -> None:
    assert not any(a == "uses" for _, _, a, _ in facts(text, at=TS))


# ---------------------------------------------------------------- a time, the occasion in it, then the habit

@pytest.mark.parametrize(("text", "summary"), [
    ("Every Sunday afternoon after the gym I ring my nan in Swansea.", "User rings their nan in Swansea every Sunday afternoon"),
    ("every friday night after work I call my brother in Auckland", "User calls their brother in Auckland every Friday night"),
])
def test_a_habit_said_after_its_time_and_occasion_is_one_statement(text: str, summary: str) -> None:
    assert summary in [s for t, s, _, _ in facts(text, at=TS) if t == "habit"], facts(text, at=TS)


# ---------------------------------------------------------------- a pet got and named is one piece of news

@pytest.mark.parametrize(("text", "summary", "name", "relation"), [
    ("Got a kitten on Saturday! We've named her Mochi.", "User got a kitten named Mochi on Saturday, 10 October 2026", "Mochi", "cat"),
    ("Adopted a puppy last week, the kids named him Waffle.", "User adopted a puppy named Waffle in the week of 5 October 2026",
     "Waffle", "dog"),
    ("We got a rabbit called Clover yesterday", "User got a rabbit called Clover on 12 October 2026", "Clover", "rabbit"),
])
def test_a_pet_got_and_named_is_one_fact(text: str, summary: str, name: str, relation: str) -> None:
    found = read(text, at=TS)
    assert [c.summary for c in found] == [summary], [c.summary for c in found]
    assert [(p.name, p.relation) for p in found[0].persons] == [(name, relation)]


def test_a_pet_named_without_news_is_still_its_relation() -> None:
    assert facts("I have a cat called Juniper", at=TS) == [("relationship", "User's cat is Juniper", None, None)]
