"""The lead's new-user year of session 39 (docs/extraction.md, "A new user's year, through a fresh install (session
39)"): an architect in Lyon whose year brings a cat, a pregnancy, a diet changed, a leave and a return to work, and
answers short then long again. Each family of sentences a rule a person would name; the real extractor, and the store
where a rule is about what stays live.

Sentences are written for their family, not copied from the year that found them.
"""

from __future__ import annotations

import datetime as dt
import functools

import pytest

from mercuryd.brain.clock import FakeClock
from mercuryd.brain.service import Brain
from tests import chat

AT = dt.datetime(2026, 3, 10, 18, 0, tzinfo=dt.UTC)

summaries = functools.partial(chat.summaries, at=AT)
facts = functools.partial(chat.read, at=AT)
DAY = dt.timedelta(days=1)


# ---------------------------------------------------------------- leave to answer at length again

@pytest.mark.parametrize("text", [
    "you can give longer answers again",
    "you can give me longer answers now, I'm on my laptop",
    "feel free to write detailed explanations again",
])
def test_leave_to_answer_at_length_is_read(text: str) -> None:
    found = [s for s in summaries(text) if s.startswith("User is fine with ")]
    assert found and ("longer answers" in found[0] or "detailed explanations" in found[0]), summaries(text)


@pytest.mark.parametrize("text", ["you can give me the answer", "you can write the longer version of the email"])
def test_leave_for_one_piece_of_work_is_no_rule(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User is fine with ")], summaries(text)


def test_longer_answers_again_ends_short_answers_in_the_store(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, AT, "a", "please keep answers really short, I read on my phone")
    chat.hear(brain, clock, AT, "b", "always give me detailed explanations for code")
    before = chat.live_summaries(brain)
    assert any("short answers" in s for s in before) and any("detailed explanations" in s for s in before), before
    chat.hear(brain, clock, AT + 60 * DAY, "c", "you can give longer answers again, I'm at a desk now")
    live = chat.live_summaries(brain)
    assert "User is fine with longer answers" in live, live
    assert not [s for s in live if "short answers" in s], live
    assert any("detailed explanations" in s for s in live), live  # a wish for length is not ended by leave for it


# ---------------------------------------------------------------- back at work after a leave

@pytest.mark.parametrize(("text", "summary"), [
    ("I'm back at work three days a week, Tuesday to Thursday", "User is back at work three days a week, Tuesdays to Thursdays"),
    ("back at work part-time now", "User is back at work part-time"),
    ("I've gone back to work full time at the library", "User is back at work full time at the library"),
    ("I'm back at the clinic two days a week", "User is back at the clinic two days a week"),
])
def test_back_at_work_with_its_hours_is_kept(text: str, summary: str) -> None:
    assert summary in summaries(text), summaries(text)


@pytest.mark.parametrize("text", ["I'm back at work, ugh", "back at work after the long weekend",
                                  "I'm back at work tomorrow"])
def test_back_at_work_without_hours_is_the_day(text: str) -> None:
    assert not [s for s in summaries(text) if "back at" in s], summaries(text)


def test_back_at_work_ends_the_leave_in_the_store(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, AT, "a", "I'm on parental leave from the bank until the autumn")
    chat.hear(brain, clock, AT, "b", "my sister is on maternity leave too")
    assert any("parental leave" in s for s in chat.live_summaries(brain)), chat.live_summaries(brain)
    chat.hear(brain, clock, AT + 200 * DAY, "c", "I'm back at work four days a week now")
    live = chat.live_summaries(brain)
    assert "User is back at work four days a week" in live, live
    assert not [s for s in live if "parental leave" in s], live
    assert not [s for s in live if s.startswith("User is") and "leave" in s], live


def test_a_leave_said_after_the_return_stays(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, AT, "a", "I'm back at work three days a week")
    chat.hear(brain, clock, AT + 300 * DAY, "b", "I'm on sick leave since Monday")
    assert any("sick leave" in s for s in chat.live_summaries(brain)), chat.live_summaries(brain)


# ---------------------------------------------------------------- a food taken back ends the diet

@pytest.mark.parametrize(("text", "value"), [
    ("I've started eating fish again, my GP wants me to get more iodine", "pescatarian"),
    ("we've gone back to eating chicken again", "omnivore"),
    ("I eat eggs again now", "vegetarian"),
])
def test_a_food_taken_back_is_the_diet_now(text: str, value: str) -> None:
    found = [f for f in facts(text) if f.attribute == "diet"]
    assert [f.value for f in found] == [value], [(f.summary, f.value) for f in facts(text)]


def test_meat_again_ends_vegetarian_in_the_store(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, AT, "a", "I'm vegetarian")
    chat.hear(brain, clock, AT + 90 * DAY, "b", "I've started eating meat again, I was always tired")
    live = chat.live_summaries(brain)
    assert "User eats meat again" in live, live
    assert "User is vegetarian" not in live, live


# ---------------------------------------------------------------- a new pet's name and age in the next sentence

@pytest.mark.parametrize(("text", "summary"), [
    ("we adopted a dog! his name is Fidel", "User adopted a dog named Fidel"),
    ("I got a kitten. Her name's Mochi, she's 1", "User got a 1-year-old kitten named Mochi"),
    ("we adopted a rabbit named Olive, she's 3", "User adopted a 3-year-old rabbit named Olive"),
])
def test_a_new_pets_name_and_age_are_one_fact(text: str, summary: str) -> None:
    got = [s for s in summaries(text) if "named" in s or "year-old" in s or " is 1" in s or " is 3" in s]
    assert got == [summary], summaries(text)


@pytest.mark.parametrize("text", ["my neighbour got a dog. His name is Fidel", "we adopted a cat! her name is undecided"])
def test_a_pet_not_the_users_or_not_named_is_not_named(text: str) -> None:
    assert not [s for s in summaries(text) if "named" in s], summaries(text)


# ---------------------------------------------------------------- what else is so because of a fact

@pytest.mark.parametrize(("text", "summary"), [
    ("my husband Omar is a baker so mornings are chaos", "User's husband Omar is a baker"),
    ("I'm a teacher so summers are quiet", "User is a teacher"),
])
def test_what_follows_from_a_fact_with_its_own_subject_is_cut(text: str, summary: str) -> None:
    assert summary in summaries(text), summaries(text)
    assert not [s for s in summaries(text) if " so " in s], summaries(text)


# ---------------------------------------------------------------- a due date said with the pregnancy

@pytest.mark.parametrize(("text", "summary"), [
    ("I'm pregnant, due date is 20 August", "User is pregnant, due on 20 August 2026"),
    ("we're expecting, the due date is on 2 May", "User is expecting, due on 2 May 2026"),
])
def test_a_due_date_said_after_the_news(text: str, summary: str) -> None:
    assert summary in summaries(text), summaries(text)


# ---------------------------------------------------------------- a clinician stops a habit

def test_a_doctors_no_more_ends_the_habit_in_the_store(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, AT, "a", "I play squash on Thursdays with my brother")
    chat.hear(brain, clock, AT, "b", "I love squash")
    chat.hear(brain, clock, AT + 30 * DAY, "c", "my physio said no more squash for now")
    live = chat.live_summaries(brain)
    assert "User's physio says no more squash" in live, live
    assert not [s for s in live if "squash on Thursdays" in s], live
    assert "User loves squash" in live, live  # a taste is left: only the habit stops


def test_someone_elses_no_more_leaves_the_habit(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, AT, "a", "I play squash on Thursdays with my brother")
    chat.hear(brain, clock, AT + 30 * DAY, "b", "my brother wants no more squash, he says it's boring")
    assert [s for s in chat.live_summaries(brain) if "squash on Thursdays" in s], chat.live_summaries(brain)
