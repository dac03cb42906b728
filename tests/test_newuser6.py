"""Two more new users' years through a real Brain (newuser6, session 40; docs/extraction.md, "newuser6"): a junior
doctor in Manchester who changes hospital, passes an exam, gets engaged, takes up running and gives it up for her knee,
and a panaderia owner in San Antonio who opens a second shop, goes vegetarian and back, and moves her books to Square
(bench/newuser/personas.py ``adjoa``, ``yolanda``; run with bench/newuser/year_brain.py). Each family of sentences a
rule a person would name; the real extractor, and the store where a rule is about what stays live.

Sentences are written for their family, not copied from the personas' scripts.
"""

from __future__ import annotations

import datetime as dt
import functools

import pytest

from mercuryd.brain.clock import FakeClock
from mercuryd.brain.service import Brain
from tests import chat

AT = dt.datetime(2026, 6, 10, 18, 0, tzinfo=dt.UTC)

summaries = functools.partial(chat.summaries, at=AT)
facts = functools.partial(chat.facts, at=AT)


def _day(month: int, day: int = 10) -> dt.datetime:
    return dt.datetime(2026, month, day, 18, 0, tzinfo=dt.UTC)


# ---------------------------------------------------------------- "keep it short" the message after a piece was asked for

@pytest.mark.parametrize("asked", [
    "Can you write me a Facebook post for our summer sale?",
    "could you draft a letter to the council about the bins?",
    "Write me a toast for my brother's 40th.",
])
@pytest.mark.parametrize("then", ["Keep it short and fun", "keep it short please", "Make it formal."])
def test_how_a_piece_asked_for_in_the_message_before_is_to_be_is_no_rule(asked: str, then: str) -> None:
    assert not [s for s in summaries(asked, then) if s.startswith("User wants")], summaries(asked, then)


@pytest.mark.parametrize(("before", "then", "rule"), [
    ("Can you write me a poem for my nan?", "From now on keep your answers short.", "User wants short answers"),
    ("How do I unblock a sink?", "Keep it short please", "User wants short answers"),
])
def test_a_rule_for_every_answer_after_a_piece_or_a_question_is_kept(before: str, then: str, rule: str) -> None:
    assert rule in summaries(before, then), summaries(before, then)


# ---------------------------------------------------------------- "confession:" said first

@pytest.mark.parametrize(("text", "summary"), [
    ("Ok confession I'm eating fish again", "User eats fish again"),
    ("confession time, I drink coffee again", "User drinks coffee again"),
    ("Small confession: I eat meat again.", "User eats meat again"),
])
def test_a_confession_said_first_is_an_opening(text: str, summary: str) -> None:
    assert summary in summaries(text), summaries(text)


@pytest.mark.parametrize("text", ["Confession is good for the soul.", "The confession was read out in court."])
def test_a_confession_spoken_of_is_no_opening(text: str) -> None:
    assert not [s for s in summaries(text) if "again" in s], summaries(text)


def test_meat_again_after_a_confession_ends_the_vegetarian_diet(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(2), "c1", "I went vegetarian last week.", "I swim on Tuesdays.")
    chat.hear(brain, clock, _day(6), "c2", "ok confession I'm eating meat again, the veggie thing didn't last")
    live = chat.live_summaries(brain)
    assert not [s for s in live if "vegetarian" in s], live
    assert "User eats meat again" in live and "User swims on Tuesdays" in live, live


# ---------------------------------------------------------------- a reading "better"

@pytest.mark.parametrize(("text", "summary"), [
    ("My cholesterol is better anyway.", "User's cholesterol is better"),
    ("my blood pressure is much better now", "User's blood pressure is better"),
    ("My BP is lower now, so I can ease up on the salt", "User's blood pressure is better and they can ease up on salt"),
])
def test_a_reading_better_is_the_high_reading_over(text: str, summary: str) -> None:
    got = [f for f in facts(text) if f[2] == "condition"]
    assert [f[1] for f in got] == [summary] and got[0][3] in ("high cholesterol", "high blood pressure"), facts(text)


@pytest.mark.parametrize("text", [
    "My cholesterol is better than last year.", "my bp is better but still high", "My cholesterol is a bit better.",
    "My blood pressure isn't better.", "Is my cholesterol better?", "My knee is better.",
    "my cholesterol is better, but still not where the doctor wants it",
])
def test_a_reading_better_in_part_or_asked_is_not_read(text: str) -> None:
    assert not [f for f in facts(text) if f[2] == "condition"], facts(text)


def test_a_reading_better_ends_the_high_reading(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(2), "c1", "The doctor says my cholesterol is high.", "I have hay fever every spring.")
    chat.hear(brain, clock, _day(7), "c2", "My cholesterol is better anyway, I cycle to work now.")
    live = chat.live_summaries(brain)
    assert "User has high cholesterol" not in live and "User's cholesterol is better" in live, live
    assert [s for s in live if "hay fever" in s], live


# ---------------------------------------------------------------- a pursuit given up, with why after it

@pytest.mark.parametrize(("text", "summary"), [
    ("I've given up running for good, the knee just can't take it", "User has given up running for good"),
    ("I quit the choir, my voice just isn't up to it", "User quit the choir"),
])
def test_a_reason_with_an_adverb_after_the_giving_up_is_cut(text: str, summary: str) -> None:
    assert summary in summaries(text), summaries(text)


def test_giving_up_running_ends_its_forms(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(2), "c1", "I do parkrun in the park on Saturdays.", "I play tennis on Sundays.")
    chat.hear(brain, clock, _day(9), "c2", "I've given up running, my knee just can't take it.")
    live = chat.live_summaries(brain)
    assert not [s for s in live if "parkrun" in s], live
    assert "User plays tennis on Sundays" in live, live


def test_giving_up_another_sport_leaves_parkrun(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(2), "c1", "I do parkrun in the park on Saturdays.")
    chat.hear(brain, clock, _day(9), "c2", "I've given up tennis, my elbow just can't take it.")
    assert [s for s in chat.live_summaries(brain) if "parkrun" in s], chat.live_summaries(brain)


# ---------------------------------------------------------------- engaged: the bare tie said with it is to the fiancé

@pytest.mark.parametrize(("text", "tie"), [
    ("my boyfriend Jonah proposed last night, we're engaged!!", "User's fiancé is Jonah"),
    ("My girlfriend Priti and I got engaged on the beach!", "User's fiancée is Priti"),
])
def test_the_partner_one_got_engaged_to_is_the_fiance(text: str, tie: str) -> None:
    got = [f for f in facts(text) if f[2] == "partner"]
    assert [f[1] for f in got] == [tie], facts(text)
    assert not [s for s in summaries(text) if s.startswith(("User's boyfriend is", "User's girlfriend is"))], summaries(text)


@pytest.mark.parametrize(("text", "tie"), [
    ("My girlfriend Priti is a dentist", "User's girlfriend is Priti"),
    ("My boyfriend Jonah and I went to Rome, my sister Bea got engaged there", "User's boyfriend is Jonah"),
])
def test_a_partner_not_engaged_keeps_the_word(text: str, tie: str) -> None:
    assert tie in summaries(text), summaries(text)
