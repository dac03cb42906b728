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

from mercuryd import wire
from mercuryd.brain import retrieve
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


# ---------------------------------------------------------------- a move typed with "end of May"

@pytest.mark.parametrize(("text", "place"), [
    ("we will move to Lisbon end of June", "lisbon"),
    ("I'm moving to Bristol start of next month", "bristol"),
    ("we are moving to Porto at the end of July", "porto"),
])
def test_a_move_with_its_time_typed_without_at_the_is_the_place(text: str, place: str) -> None:
    plans = [f for f in facts(text) if f.attribute == "plan:lives_in"]
    assert [f.value for f in plans] == [place], [(f.summary, f.value) for f in facts(text)]
    assert " at the at the " not in plans[0].summary and " at the " in plans[0].summary, plans[0].summary


# ---------------------------------------------------------------- an injury fine again, and the clinician's limit with it

@pytest.mark.parametrize("text", ["knee is fine now, back to the gym", "my wrist is ok again", "my ankle has recovered"])
def test_a_part_fine_again_is_healed(text: str) -> None:
    assert [f.value for f in facts(text) if f.attribute == "condition" and f.polarity == "negative"], facts(text)


@pytest.mark.parametrize("text", ["my knee is ok", "is my knee fine now?", "my knee is fine now?"])
def test_a_part_ok_without_now_or_a_question_is_not_healed(text: str) -> None:
    assert not [f for f in facts(text) if f.attribute == "condition"], facts(text)


def test_fine_again_ends_the_injury_and_the_doctors_limit(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, AT, "a", "sprained my knee playing football, physio says no football for a month")
    before = chat.live_summaries(brain)
    assert any("physio says no football" in s for s in before), before
    chat.hear(brain, clock, AT + 40 * DAY, "b", "knee is fine now, back to football")
    live = chat.live_summaries(brain)
    assert not [s for s in live if "sprained" in s or "says no football" in s], live


# ---------------------------------------------------------------- the language of code examples, and leave for another

@pytest.mark.parametrize(("text", "summary"), [
    ("please give code examples in Go only, no Rust", "User wants code examples in Go only, no Rust"),
    ("always show me snippets in TypeScript", "User wants snippets in TypeScript"),
])
def test_the_language_of_every_example(text: str, summary: str) -> None:
    assert summary in summaries(text), summaries(text)


@pytest.mark.parametrize(("text", "not_read"), [
    ("please give code examples in French only, no German", "User wants code examples in French only, no German"),
    ("always show me snippets in detail", "User wants snippets in Detail"),
])
def test_examples_in_no_programming_language_are_not_read_as_one(text: str, not_read: str) -> None:
    # (the language of examples is a programming language: a spoken one, or "detail", is no language named here)
    assert not_read not in summaries(text), summaries(text)


@pytest.mark.parametrize("text", ["you can use Rust now", "you can show me Rust too"])
def test_leave_without_examples_named_is_no_rule(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User is fine with")], summaries(text)


def test_leave_for_a_language_ends_the_rule_against_it(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, AT, "a", "please give code examples in Go only, no Rust")
    chat.hear(brain, clock, AT, "b", "no emojis in answers please")
    before = chat.live_summaries(brain)
    assert "User wants code examples in Go only, no Rust" in before, before
    chat.hear(brain, clock, AT + 100 * DAY, "c", "we write Rust at the new job so now you can give Rust examples too")
    live = chat.live_summaries(brain)
    assert "User is fine with Rust examples" in live, live
    assert "User wants code examples in Go only, no Rust" not in live, live
    assert any("emojis" in s for s in live), live


@pytest.mark.parametrize(("text", "summary"), [
    ("my parents are coming to visit from Nairobi in June", "User's parents live in Nairobi"),
    ("my grandparents are visiting from Cork next week", "User's grandparents live in Cork"),
    ("my aunt is visiting from Cork next week", "User's aunt lives in Cork"),
])
def test_where_visitors_live_agrees_with_how_many(text: str, summary: str) -> None:
    assert summary in summaries(text), summaries(text)


def test_back_at_the_gym_ends_no_leave(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, AT, "a", "I'm on sick leave until the end of the month")
    chat.hear(brain, clock, AT + 10 * DAY, "b", "I'm back at the gym three days a week")
    assert any("sick leave" in s for s in chat.live_summaries(brain)), chat.live_summaries(brain)


# ---------------------------------------------------------------- a question about the user, asked with "these days"

@pytest.mark.parametrize(("query", "about_user"), [
    ("where do I work these days?", True),
    ("so what do I like these days?", True),
    ("where do I put these?", False),
    ("what am I doing wrong these days?", False),
])
def test_these_days_points_at_no_thing(query: str, about_user: bool) -> None:
    assert retrieve.asks_about_user(query) is about_user


def test_where_do_i_work_these_days_brings_the_job(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, AT, "a", "I'm a pharmacist at Boots in Leeds")
    found = brain.recall(wire.RecallParams(query="where do I work these days?"))
    assert "Boots" in found.context, found.context


# ---------------------------------------------------------------- an operation and the weeks after it

def test_a_limit_to_come_after_a_part_replaced_names_the_operation() -> None:
    found = summaries("I'm having my right knee replaced on the 3rd of June. I won't be able to drive for a month "
                      "afterwards so my son will do the school run.")
    assert "User will not be able to drive for a month after the knee operation" in found \
        or "User won't be able to drive for a month after the knee operation" in found, found
    assert not [s for s in found if "school run" in s], found


@pytest.mark.parametrize(("text", "summary"), [
    ("the operation went fine and I'm walking with a stick now", "User walks with a stick"),
    ("I am getting around on crutches for now", "User walks with crutches"),
])
def test_walking_with_an_aid(text: str, summary: str) -> None:
    assert summary in summaries(text), summaries(text)


@pytest.mark.parametrize("text", ["I'm walking with my sister on Sundays", "I am walking with Tom now"])
def test_walking_with_someone_is_no_aid(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User walks with")], summaries(text)


@pytest.mark.parametrize(("text", "summary"), [
    ("No swimming until the surgeon says so, which is a pain.", "User's surgeon has ruled out swimming"),
    ("no golf till my physio gives me the all clear", "User's physio has ruled out golf"),
])
def test_what_a_clinician_rules_out_for_now(text: str, summary: str) -> None:
    assert [s for s in summaries(text) if s.startswith(summary)], summaries(text)


@pytest.mark.parametrize("text", ["no swimming until the weekend", "no golf until my husband says so"])
def test_no_x_until_someone_else_is_no_clinicians_rule(text: str) -> None:
    assert not [s for s in summaries(text) if "ruled out" in s], summaries(text)


def test_ruled_out_for_now_ends_the_habit_and_healing_ends_the_rule(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, AT, "a", "I play golf at the Hillside club every Friday morning")
    chat.hear(brain, clock, AT + 20 * DAY, "b", "I sprained my wrist at golf on Friday. No golf until the physio says so.")
    live = chat.live_summaries(brain)
    assert any(s.startswith("User's physio has ruled out golf") for s in live), live
    assert not [s for s in live if "every Friday" in s], live
    chat.hear(brain, clock, AT + 80 * DAY, "c", "my wrist has healed, back on the course")
    live = chat.live_summaries(brain)
    assert not [s for s in live if "ruled out golf" in s], live


def test_afterwards_in_the_next_message_names_the_operation() -> None:
    found = summaries("My hip operation is on the 12th of May.", "I can't drive for six weeks afterwards.")
    assert "User cannot drive for six weeks after the hip operation" in found, found


def test_afterwards_with_no_operation_said_is_left_as_said() -> None:
    found = summaries("I'm going to Spain in May.", "I can't drive for six weeks afterwards.")
    assert not [s for s in found if "operation" in s], found


# ---------------------------------------------------------------- doing it again ends a limit for a while

def test_doing_it_again_ends_the_limit_on_it(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, AT, "a", "My knee operation is on the 2nd of April.",
              "I won't be able to drive for six weeks afterwards. No tennis until the surgeon says so.")
    before = chat.live_summaries(brain)
    assert any("drive for six weeks" in s for s in before) and any("ruled out tennis" in s for s in before), before
    chat.hear(brain, clock, AT + 90 * DAY, "b", "Good news, I'm driving again and back at tennis on Saturdays.")
    live = chat.live_summaries(brain)
    assert not [s for s in live if "drive for six weeks" in s or "ruled out tennis" in s], live


def test_doing_something_else_again_leaves_the_limit(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, AT, "a", "I can't lift anything heavy for six weeks.")
    chat.hear(brain, clock, AT, "b", "I cannot work weekends.")
    chat.hear(brain, clock, AT + 20 * DAY, "c", "I'm driving again and back at work three days a week.")
    live = chat.live_summaries(brain)
    assert any("lift anything heavy" in s for s in live), live
    assert any("cannot work weekends" in s for s in live), live  # a lasting limit: back at work ends no rule of it


# ---------------------------------------------------------------- the baby, the girlfriend: kin said another way

def test_the_baby_is_the_users_child(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, AT, "a", "My daughter Ines was born on 2 March!")
    chat.hear(brain, clock, AT, "b", "I play squash on Thursdays")
    found = brain.recall(wire.RecallParams(query="any tips for getting the baby to sleep through the night?")).context
    assert "Ines" in found, found
    shower = brain.recall(wire.RecallParams(query="ideas for the baby shower games at work")).context
    assert "Ines" not in shower, shower


def test_a_girlfriend_asked_about_is_the_partner(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, AT, "a", "My partner Destiny is a dental hygienist")
    found = brain.recall(wire.RecallParams(query="what should I get my girlfriend for her birthday?")).context
    assert "Destiny" in found, found
