"""Leftovers, twenty-fourth round (docs/extraction.md, "leftovers24"): a home found said without "I" (a word or two about
it before it, a cottage, a room in a shared house), a race entered said without "I" (its month ahead), a medicine begun
said with when and how it goes after it or as "been put on", short answers asked as a question ("can you keep the
replies brief please?", "would you mind keeping …") or for a while ("this month", "for the next few weeks", "until
Easter"), two shapes of answer joined by "or", a habit taken up "instead" after a comma, the user's thesis or
dissertation handed in (no time needed; said in capitals too), an injury a clinician found ("shin splints", "it's a
stress fracture"), and "when I ask about X just give me Y".
Real extractor.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd.brain.service import Brain
from tests import chat

TS = dt.datetime(2026, 12, 8, 9, 0, tzinfo=dt.UTC)  # a Tuesday in December


def summaries(*lines: str) -> list[str]:
    return [c.summary for c in chat.heard(*lines, at=TS)]


def facts(*lines: str) -> list[tuple[str, str]]:
    return [(c.type, c.summary) for c in chat.heard(*lines, at=TS)]


# ---------------------------------------------------------------- a home found, said without "I"

@pytest.mark.parametrize(("text", "summary"), [
    ("found a one-bed flat in Jesmond, gas included", "User found a one-bed flat in Jesmond"),
    ("Found a tiny cottage near Hexham!", "User found a tiny cottage near Hexham"),
    ("found a room in a shared flat in Gorgie", "User found a room in a shared flat in Gorgie"),
])
def test_a_home_found_without_i_is_kept(text: str, summary: str) -> None:
    assert any(s.startswith(summary) for s in summaries(text)), summaries(text)


@pytest.mark.parametrize("text", [
    "found a nice little pub in Jesmond, great ale",  # no home
    "found a good place to park near Jesmond",  # a place to do something
    "found a flat for my nephew in Gorgie",  # someone else's home
])
def test_something_else_found_is_no_home(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User found")]


# ---------------------------------------------------------------- a race entered, said without "I"

@pytest.mark.parametrize(("text", "summary"), [
    ("entered the Great North Run in September", "User entered the Great North Run in September 2027"),
    ("entered the Cardiff half in October", "User entered the Cardiff half in October 2027"),
])
def test_a_race_entered_without_i_is_the_users_and_ahead(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", [
    "entered the wrong postcode and the parcel went to Leeds",
    "my cousin entered the Great North Run",
])
def test_no_race_or_someone_elses_is_not_entered(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User entered")]


# ---------------------------------------------------------------- a medicine begun

@pytest.mark.parametrize(("text", "summary"), [
    ("started on lisinopril on Monday, feeling a bit dizzy", "User takes lisinopril"),
    ("I've been put on 20mg omeprazole for my reflux", "User takes omeprazole for reflux, 20mg"),
])
def test_a_medicine_begun_is_taken(text: str, summary: str) -> None:
    assert ("constraint", summary) in facts(text)


@pytest.mark.parametrize("text", [
    "started on Breaking Bad last week",  # no medicine
    "I started on citalopram, but stopped after a fortnight",  # stopped again
    "my mum was put on warfarin",  # hers
])
def test_no_medicine_taken_when_it_is_not_one_or_not_now(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User takes")]


# ---------------------------------------------------------------- short answers asked as a question, or for a while

@pytest.mark.parametrize(("text", "summary"), [
    ("can you keep your replies brief please?", "User wants brief replies"),
    ("would you mind keeping the replies short? my hands shake when I scroll", "User wants short replies"),
    ("please keep replies short this month, the baby isn't sleeping", "User wants short replies in December 2026"),
    ("for the next couple of weeks keep it brief please, I'm moving house",
     "User wants brief answers for the next couple of weeks"),
    ("until easter please keep answers short, I'm revising", "User wants short answers until Easter 2027"),
])
def test_short_answers_asked_as_a_question_or_for_a_while(text: str, summary: str) -> None:
    assert ("preference", summary) in facts(text)


@pytest.mark.parametrize("text", [
    "could you keep this paragraph short?",  # one piece
    "would you mind keeping an eye on the time?",  # no answers
    "keep this one short please, I'm on my lunch",  # this answer
    "for the next few weeks keep the cat indoors",  # no answers
])
def test_one_answer_or_no_answer_kept_short_is_no_rule(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User wants")]


# ---------------------------------------------------------------- two shapes joined by "or"

def test_two_shapes_joined_by_or_are_one_preference() -> None:
    assert ("preference", "User wants bullet points or answers of at most three lines") in facts(
        "please use bullet points or keep it to three lines")
    assert ("preference", "User wants larger text or short answers") in facts(
        "please use larger text or keep the answers short, the phone is tiny")


def test_a_choice_asked_about_is_no_preference() -> None:
    assert not summaries("should I use a spreadsheet or keep a notebook?")


# ---------------------------------------------------------------- a habit taken up instead, after a comma

def test_a_habit_instead_after_a_reason_is_its_own_clause() -> None:
    got = summaries("I've given up squash, my elbow is shot, playing badminton instead on fridays")
    assert "User has given up squash" in got
    assert "User is playing badminton instead on Fridays" in got


def test_instead_inside_a_phrase_is_no_habit() -> None:
    got = summaries("I hate driving, walking instead of taking the car is fine")
    assert "User hates driving" in got
    assert not [s for s in got if "walking" in s]


# ---------------------------------------------------------------- the user's big piece of work handed in

@pytest.mark.parametrize(("text", "summary"), [
    ("I handed in my thesis", "User handed in their thesis"),
    ("SUBMITTED MY DISSERTATION", "User submitted their dissertation"),
    ("I've sent off the manuscript", "User sent off their manuscript"),
])
def test_a_thesis_handed_in_is_news(text: str, summary: str) -> None:
    assert ("episode", summary) in facts(text)


@pytest.mark.parametrize("text", [
    "my flatmate handed in her dissertation",
    "have I handed in the thesis form?",
])
def test_someone_elses_or_a_question_is_not_handed_in(text: str) -> None:
    assert not [s for s in summaries(text) if "handed in" in s]


# ---------------------------------------------------------------- an injury a clinician found

@pytest.mark.parametrize(("text", "summary"), [
    ("physio says I've got runner's knee, no hills for a month", "User has runner's knee"),
    ("the GP says it's a stress fracture in my shin", "User has a stress fracture"),
])
def test_an_injury_a_clinician_found_is_the_users(text: str, summary: str) -> None:
    assert ("constraint", summary) in facts(text)


@pytest.mark.parametrize("text", [
    "the GP says it's a good idea to walk more",
    "does tennis elbow go away on its own?",
])
def test_advice_or_a_question_is_no_injury(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User has")]


# ---------------------------------------------------------------- "when I ask about X just give me Y"

def test_just_give_me_after_what_is_asked_about() -> None:
    assert ("preference", "User wants just the query when they ask about sql") in facts(
        "when I ask about sql just give me the query")


def test_a_past_answer_complained_of_is_no_rule() -> None:
    assert not summaries("when I asked about sql last week you gave me a long answer")


def test_the_habit_taken_up_instead_stays_live_beside_the_one_given_up(brain: Brain) -> None:
    chat.say(brain, "c1", "2026-09-01", "I play five-a-side every Thursday night")
    assert any(s.startswith("User plays five-a-side") for s in chat.live_summaries(brain)), chat.live_summaries(brain)
    chat.say(brain, "c2", "2026-12-01", "I've given up five-a-side, my hip is bad, doing pilates instead on thursdays")
    live = chat.live_summaries(brain)
    assert "User is doing pilates instead on Thursdays" in live
    assert not [s for s in live if s.startswith("User plays five-a-side")]


# ---------------------------------------------------------------- a race entered, then run

def test_a_race_run_ends_its_entry(brain: Brain) -> None:
    chat.say(brain, "c1", "2026-06-01", "entered the Cardiff half in October")
    assert "User entered the Cardiff half in October 2026" in chat.live_summaries(brain)
    chat.say(brain, "c2", "2026-10-05", "finished Cardiff in 1:52!! so happy")
    live = chat.live_summaries(brain)
    assert any(s.startswith("User finished Cardiff") for s in live), live
    assert "User entered the Cardiff half in October 2026" not in live


def test_another_race_run_leaves_the_entry(brain: Brain) -> None:
    chat.say(brain, "c1", "2026-06-01", "entered the Cardiff half in October")
    chat.say(brain, "c2", "2026-07-05", "finished the Bristol 10k in 48 minutes")
    live = chat.live_summaries(brain)
    assert any(s.startswith("User finished the Bristol 10k") for s in live), live
    assert "User entered the Cardiff half in October 2026" in live
