"""Leftovers of the new-user trials, third round (docs/extraction.md, "leftovers3 (z13)"): a move
to an editor or app, a role or schedule from a date, a plan's date, a job plan enacted, a
relative's new employer, a grandparent named later, tools then "they", a baby named after the
birth news. Real extractor; what the store does with them through a real Brain on a SQLite file.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt
import re

import pytest

from mercuryd import wire
from mercuryd.brain.clock import FakeClock
from mercuryd.brain.service import Brain
from tests.chat import facts, hear, live, read

TS = dt.datetime(2026, 4, 14, 9, 0, tzinfo=dt.UTC)  # a Tuesday


# ---------------------------------------------------------------- a move to a tool

@pytest.mark.parametrize(("text", "attribute", "value"), [
    ("I moved to Vim last month and now the plugin manager keeps breaking.", "preferred_editor", "vim"),
    ("we moved to Emacs a while back, no regrets", "preferred_editor", "emacs"),
    ("Moved to Obsidian for my notes a few weeks ago, coming from Evernote.", "uses", "obsidian"),
    ("I moved to Linear in January, Jira was too slow", "uses", "linear"),
    ("I've moved to fish and my aliases are gone", "preferred_shell", "fish"),
    ("I moved to Go for the backend.", "preferred_programming_language", "go"),
])
def test_a_move_to_a_known_tool_is_a_tool_not_a_home(text: str, attribute: str, value: str) -> None:
    found = facts(text, at=TS)
    assert not any(a == "lives_in" for _, _, a, _ in found), found
    assert any((a, v) == (attribute, value) for _, _, a, v in found), found


@pytest.mark.parametrize("text", ["I moved to Leeds last month.", "We moved to Reading in May.", "We moved to Java in 2019.",
                                  "I moved to Sheffield for a job at Arup."])
def test_a_move_to_a_town_is_still_a_home(text: str) -> None:
    assert any(a == "lives_in" for _, _, a, _ in facts(text, at=TS))


def test_a_move_to_an_editor_supersedes_the_old_editor_and_keeps_the_home(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, TS - dt.timedelta(days=90), "a", "I live in Bristol.", "I use VS Code for everything.")
    hear(brain, clock, TS, "b", "I moved to Vim last month and now the plugin manager keeps breaking.")
    assert [v for _, v in live(brain, "preferred_editor")] == ["vim"], live(brain, "preferred_editor")
    assert [v for _, v in live(brain, "lives_in")] == ["bristol"], live(brain, "lives_in")


# ---------------------------------------------------------------- a role or hours from a date, a plan's date

@pytest.mark.parametrize(("text", "attribute", "value", "summary"), [
    ("I'm taking over as team lead from June 1, when Priya goes on leave.", "plan:job_title", "team lead",
     "User will take over as team lead from 1 June 2026, when Priya goes on leave"),
    ("I'm stepping up as deputy head from September.", "plan:job_title", "deputy head",
     "User will step up as deputy head from September 2026"),
    ("from next month I'm working four days a week, fridays off", "plan:schedule:work", "four days a week",
     "User will work four days a week from May 2026, Fridays off"),
    ("I'm working three days a week from June.", "plan:schedule:work", "three days a week",
     "User will work three days a week from June 2026"),
    ("Got the offer - I'll be a nurse in Leeds from May!", "plan:job_title", "nurse", "User will be a nurse in Leeds from May 2026"),
    ("I'm a midwife in Bristol from May, can't believe it", "plan:job_title", "midwife",
     "User will be a midwife in Bristol from May 2026"),
    ("I'll be an engineer at Arup from next month.", "plan:works_at", "arup", "User will be an engineer at Arup from May 2026"),
])
def test_a_role_or_hours_from_a_date_is_a_plan_with_its_date(text: str, attribute: str, value: str, summary: str) -> None:
    assert (summary, attribute, value) in [(s, a, v) for _, s, a, v in facts(text, at=TS)], facts(text, at=TS)


@pytest.mark.parametrize("text", ["I'm taking over as team lead.", "I'm working four days a week.", "I'll be a bit late from May.",
                                  "I'll be a nurse one day.", "from may be careful with the oven"])
def test_without_a_start_ahead_there_is_no_plan(text: str) -> None:
    assert not any((a or "").startswith("plan:") for _, _, a, _ in facts(text, at=TS))


def test_a_role_from_a_date_becomes_the_role_on_its_date(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, TS - dt.timedelta(days=200), "a", "I'm a senior developer at Brightline.")
    hear(brain, clock, TS, "b", "I'm taking over as team lead from June 1.")
    assert [v for _, v in live(brain, "job_title")] == ["senior developer"]  # not yet
    clock.t = dt.datetime(2026, 6, 3, tzinfo=dt.UTC).timestamp()
    brain.consolidate()
    assert live(brain, "job_title") == [("User has worked as a team lead since 1 June 2026", "team lead")]


def test_hours_from_a_date_become_the_hours_on_their_date(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, TS - dt.timedelta(days=200), "a", "I work five days a week.")
    hear(brain, clock, TS, "b", "from next month I'm working four days a week")
    assert [v for _, v in live(brain, "schedule:work")] == ["five days a week"]
    clock.t = dt.datetime(2026, 6, 3, tzinfo=dt.UTC).timestamp()
    brain.consolidate()
    assert live(brain, "schedule:work") == [("User has worked four days a week since May 2026", "four days a week")]


# ---------------------------------------------------------------- a relative's new employer

@pytest.mark.parametrize(("text", "summary"), [
    ("My sister left Deloitte, she's at KPMG now and so much happier.", "User's sister works at KPMG, after leaving Deloitte"),
    ("my brother Sam quit Google last month, he's at Stripe now", "User's brother Sam works at Stripe, after leaving Google in March 2026"),
    ("My mum left Tesco and she's working at Aldi now.", "User's mum works at Aldi, after leaving Tesco"),
])
def test_a_relative_who_left_one_employer_for_another(text: str, summary: str) -> None:
    assert summary in [s for _, s, _, _ in facts(text, at=TS)], facts(text, at=TS)


def kin(brain: Brain, word: str) -> list[str]:
    return sorted(r.summary for r in brain.store.all_memories() if r.superseded_by is None and word in r.summary)


def test_a_relative_who_left_an_employer_no_longer_works_there(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, TS - dt.timedelta(days=100), "a", "My sister works at Deloitte.", "My brother Sam works at Google.")
    hear(brain, clock, TS, "b", "my sister left Deloitte, she's at KPMG now")
    assert kin(brain, "sister") == ["User's sister works at KPMG, after leaving Deloitte"], kin(brain, "sister")
    assert kin(brain, "Sam") == ["User's brother Sam works at Google"]  # someone else's job stays


def test_only_the_employer_left_is_ended(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, TS - dt.timedelta(days=100), "a", "My sister works at Aldi.", "My sister lives in York.")
    hear(brain, clock, TS, "b", "my sister left Deloitte, she's at KPMG now")  # another sister, or a job not told
    assert "User's sister works at Aldi" in kin(brain, "sister") and "User's sister lives in York" in kin(brain, "sister")


# ---------------------------------------------------------------- a job plan enacted

JAN = dt.datetime(2026, 1, 20, 17, 0, tzinfo=dt.UTC)


@pytest.mark.parametrize(("text", "value"), [
    ("First week at Monzo done 🎉 my brain is full.", "monzo"),
    ("Finished my first week at Arup today, exhausted", "arup"),
    ("survived my first day at Greggs lol", "greggs"),
])
def test_a_first_week_done_is_the_employer_now(text: str, value: str) -> None:
    assert ("works_at", value) in [(a, v) for _, _, a, v in facts(text, at=TS)], facts(text, at=TS)


@pytest.mark.parametrize("text", ["First day at school done!", "I finished my first week at uni.",
                                  "First week at the new gym done, legs are dead"])
def test_a_first_week_somewhere_not_named_as_an_employer_is_no_job(text: str) -> None:
    assert not any(a == "works_at" for _, _, a, _ in facts(text, at=TS))


def test_a_job_plan_said_done_by_a_later_message_brings_its_role(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, JAN - dt.timedelta(days=300), "a", "I'm a data analyst at Ocado.")
    hear(brain, clock, JAN, "b", "I got the offer!! I'm starting at Monzo in March as a product designer.")
    hear(brain, clock, dt.datetime(2026, 3, 13, 18, 0, tzinfo=dt.UTC), "c", "First week at Monzo done, my brain is full.")
    assert [v for _, v in live(brain, "works_at")] == ["monzo"], live(brain, "works_at")
    assert [v for _, v in live(brain, "job_title")] == ["product designer"], live(brain, "job_title")
    assert live(brain, "plan:works_at") == []


def test_a_job_plan_taking_effect_on_its_date_brings_its_role(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, JAN - dt.timedelta(days=300), "a", "I'm a data analyst at Ocado.")
    hear(brain, clock, JAN, "b", "I'm starting at Monzo in March as a product designer.")
    clock.t = dt.datetime(2026, 4, 2, tzinfo=dt.UTC).timestamp()
    brain.consolidate()
    assert live(brain, "works_at") == [("User has worked at Monzo since March 2026", "monzo")], live(brain, "works_at")
    assert live(brain, "job_title") == [("User has worked as a product designer since March 2026", "product designer")]


def test_a_job_plan_without_a_role_leaves_the_role_alone(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, JAN - dt.timedelta(days=300), "a", "I'm a staff nurse.")
    hear(brain, clock, JAN, "b", "I start at St Luke's Hospital in March, can't wait")
    clock.t = dt.datetime(2026, 4, 2, tzinfo=dt.UTC).timestamp()
    brain.consolidate()
    assert [v for _, v in live(brain, "job_title")] == ["staff nurse"]


def test_a_new_employer_ends_the_role_said_at_the_old_one(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, JAN - dt.timedelta(days=300), "a", "I'm a data analyst at Ocado.")
    hear(brain, clock, JAN, "b", "I start at Monzo in March, can't wait")
    hear(brain, clock, dt.datetime(2026, 3, 13, 18, 0, tzinfo=dt.UTC), "c", "First week at Monzo done!")
    assert [v for _, v in live(brain, "works_at")] == ["monzo"], live(brain, "works_at")
    assert live(brain, "job_title") == [], live(brain, "job_title")  # "a data analyst at Ocado" no longer holds


def test_a_new_employer_leaves_a_role_said_on_its_own(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, JAN - dt.timedelta(days=300), "a", "I work at Ocado.")
    hear(brain, clock, JAN - dt.timedelta(days=200), "b", "I'm a data analyst.")
    hear(brain, clock, JAN, "c", "First week at Monzo done!")
    assert [v for _, v in live(brain, "works_at")] == ["monzo"], live(brain, "works_at")
    assert [v for _, v in live(brain, "job_title")] == ["data analyst"]


# ---------------------------------------------------------------- "Nan", then "my nan Doreen"

def people(brain: Brain) -> dict[str, wire.Person]:
    return {p.name: p for p in brain.persons_list(wire.PersonsListParams()).items}


def memories_of(brain: Brain, name: str) -> list[str]:
    return sorted(m.summary for m in brain.persons_memories(wire.PersonGetParams(id=people(brain)[name].id)).items)


def test_nan_named_later_is_the_same_person(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, TS, "a", "My nan is living with us until her bungalow is adapted.")
    hear(brain, clock, TS + dt.timedelta(days=40), "b", "My nan Doreen turned 90 yesterday!")
    hear(brain, clock, TS + dt.timedelta(days=50), "c", "My nan moved back into her bungalow.")
    found = people(brain)
    assert "Nan" not in found and found["Doreen"].relation == "nan" and found["Doreen"].aliases == ["Nan"], found
    assert "User's nan is living with them until her bungalow is adapted" in memories_of(brain, "Doreen")


def test_a_second_nan_named_later_is_someone_else(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, TS, "a", "My nan Doreen turned 90 yesterday!")
    hear(brain, clock, TS + dt.timedelta(days=10), "b", "My nan Joan lives in Whitby.")
    assert {"Doreen", "Joan"} <= set(people(brain))


def test_nan_and_gran_stay_two_people(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, TS, "a", "My gran is living with us while her flat is repaired.")
    hear(brain, clock, TS + dt.timedelta(days=10), "b", "My nan Doreen turned 90 yesterday!")
    found = people(brain)
    assert {"Gran", "Doreen"} <= set(found) and found["Gran"].aliases == [], found


def test_two_nans_known_keep_a_later_named_one_apart(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, TS, "a", "My nan Joan lives in Whitby.")
    hear(brain, clock, TS + dt.timedelta(days=5), "b", "My nan is living with us until her bungalow is adapted.")
    hear(brain, clock, TS + dt.timedelta(days=10), "c", "My nan Doreen turned 90 yesterday!")
    assert {"Joan", "Doreen"} <= set(people(brain)), people(brain)


# ---------------------------------------------------------------- a language learnt for something

@pytest.mark.parametrize(("text", "summary"), [
    ("learning Italian for our honeymoon!", "User is learning Italian for their honeymoon"),
    ("Learning Spanish for my trip to Peru, 20 minutes a day", "User is learning Spanish for their trip to Peru, 20 minutes a day"),
    ("we're learning Italian for our honeymoon in Sicily", "User is learning Italian for their honeymoon in Sicily"),
    ("My fiancé and I are learning Italian for our honeymoon.", "User and their fiancé are learning Italian for their honeymoon"),
])
def test_a_language_learnt_for_something_is_a_goal(text: str, summary: str) -> None:
    assert ("goal", summary) in [(t, s) for t, s, _, _ in facts(text, at=TS)], facts(text, at=TS)


@pytest.mark.parametrize("text", ["learning a lot from this thread", "learning Rust for the first time is hard", "Learning Italian for our honeymoon is fun",
                                  "Learning curve for the new API is steep"])
def test_learning_without_a_language_learnt_for_something_is_no_goal_here(text: str) -> None:
    assert not any(t == "goal" for t, _, _, _ in facts(text, at=TS))


# ---------------------------------------------------------------- a baby named after the birth news

@pytest.mark.parametrize(("text", "summary", "name", "relation"), [
    ("We had the baby!! Her name is Ada, 3.2 kg and perfect.", "User's daughter Ada was born", "Ada", "daughter"),
    ("He's here! Our son arrived on Sunday night and we've called him Theo.", "User's son Theo was born on Sunday, 12 April 2026",
     "Theo", "son"),
    ("Our son was born on Monday! We named him Leo.", "User's son Leo was born on Monday, 13 April 2026", "Leo", "son"),
    ("Our baby came early, we named her Rosa.", "User's daughter Rosa was born early", "Rosa", "daughter"),
])
def test_a_baby_named_after_the_birth_news_is_the_new_child(text: str, summary: str, name: str, relation: str) -> None:
    found = read(text, at=TS)
    fact = next((c for c in found if c.summary == summary), None)
    assert fact is not None, [c.summary for c in found]
    assert [(p.name, p.relation) for p in fact.persons] == [(name, relation)]


@pytest.mark.parametrize("text", ["My sister had her baby! Her name is Mia.", "We had the baby. His name is still undecided.",
                                  "Our son arrived late. Her name is Jo, she's the midwife."])
def test_a_name_that_is_not_the_new_childs_is_not_given_to_it(text: str) -> None:
    assert not any(p.relation in {"son", "daughter", "baby"} for c in read(text, at=TS) for p in c.persons), \
        [(c.summary, c.persons) for c in read(text, at=TS)]


def test_the_named_baby_ends_the_pregnancy_and_is_a_person(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, TS - dt.timedelta(days=120), "a", "My wife is pregnant, due in August!")
    hear(brain, clock, dt.datetime(2026, 8, 9, 5, 0, tzinfo=dt.UTC), "b", "We had the baby!! Her name is Ada.")
    assert not [r.summary for r in brain.store.all_memories() if r.superseded_by is None and "pregnant" in r.summary]
    assert people(brain)["Ada"].relation == "daughter"


# ---------------------------------------------------------------- tools, then "they" / "it" (a guard: held before)

@pytest.mark.parametrize("text", [
    "I use Obsidian and Todoist. They're synced across my laptop and phone. I love them.",
    "I use Obsidian and Todoist. They are my favourite apps.",
    "I use Obsidian. I've used it for years and I pay for it.",
    "I started using Obsidian and Todoist last year. They changed how I work.",
])
def test_tools_then_a_pronoun_store_no_dangling_pronoun(text: str) -> None:
    summaries = [s for _, s, _, _ in facts(text, at=TS)]  # read() checks each stands alone ("dangling it")
    assert not any(re.search(r"\b(?:they|them)\b", s, re.I) for s in summaries), summaries


@pytest.mark.parametrize(("text", "relation"), [("I call my nan every Sunday.", "nan"), ("I call my grandad every Sunday.", "grandad"),
                                                ("My gran is 89.", "gran")])
def test_a_grandparent_by_what_they_are_called_is_a_person(text: str, relation: str) -> None:
    assert [(p.name, p.relation) for c in read(text, at=TS) for p in c.persons] == [(relation.capitalize(), relation)]


def test_nan_called_every_sunday_is_doreen_once_named(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, TS, "a", "I call my nan every Sunday.")
    hear(brain, clock, TS + dt.timedelta(days=40), "b", "My nan Doreen turned 90 yesterday!")
    assert "Nan" not in people(brain)
    assert "User calls their nan every Sunday" in memories_of(brain, "Doreen")
