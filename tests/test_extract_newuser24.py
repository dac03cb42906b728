"""The rules the newuser24 years showed (tests/data/newuser24.json; docs/extraction.md, "newuser24"), each pinned with
sentences written for this test, never the years', and beside each the near misses that must keep nothing of the kind."""

from __future__ import annotations

import datetime as dt
import functools
import re

import pytest

from mercuryd.brain.service import Brain
from tests import chat
from tests.chat import say

AT = dt.datetime(2026, 5, 10, 9, 0, tzinfo=dt.UTC)
summaries = functools.partial(chat.summaries, at=AT)


def _live(brain: Brain) -> list[str]:
    return [r.summary for r in brain.store.all_memories() if r.superseded_by is None and not r.dismissed]


# ---------------------------------------------------------------- a priest's or a nun's title is no relative

@pytest.mark.parametrize("text", [
    "Father Declan, our parish priest, is running the raffle.",
    "Father Okafor is saying the early Mass on Sunday.",
    "Sister Agnes is giving the homily at the retreat.",
    "Brother Luke, our bursar, is away in Rome.",
])
def test_a_clergy_title_with_a_church_word_or_a_role_beside_it_is_no_relative(text: str) -> None:
    got = summaries(text)
    assert not [s for s in got if re.search(r"User's (?:father|sister|brother)\b", s)], got


@pytest.mark.parametrize(("text", "said"), [
    ("Father Joe is in hospital again", "User's father Joe"),
    ("Sister Mary is pregnant again", "User's sister Mary"),
    ("Brother Tom, our youngest, is visiting from Leeds.", "User's brother Tom"),
])
def test_kin_said_bare_with_a_name_is_still_a_relative(text: str, said: str) -> None:
    got = summaries(text)
    assert [s for s in got if s.startswith(said)], got


# ---------------------------------------------------------------- "last year of school" is no date

@pytest.mark.parametrize(("text", "said"), [
    ("my son Oisin is in his last year of school", "final year of school"),
    ("my daughter Wen is in the last year of her degree", "final year of her degree"),
])
def test_the_last_year_of_a_schooling_is_its_final_year_not_a_date(text: str, said: str) -> None:
    got = summaries(text)
    assert [s for s in got if said in s and "2025" not in s], got


def test_last_year_said_alone_is_still_the_year_before() -> None:
    got = summaries("my son Oisin finished school last year")
    assert [s for s in got if "2025" in s], got


# ---------------------------------------------------------------- an employer that hired me, the job not said

@pytest.mark.parametrize(("text", "said"), [
    ("great news! Kestrel Haulage hired me, long routes to the coast", "User got hired at Kestrel Haulage"),
    ("Northway Logistics hired me last week", "User got hired at Northway Logistics"),
    ("new job!! Pellow hired me, I start Monday", "User got hired at Pellow"),
])
def test_an_employer_that_hired_me_bare_is_a_job_there(text: str, said: str) -> None:
    got = summaries(text)
    assert [s for s in got if s.startswith(said)], got


@pytest.mark.parametrize("text", ["Tom hired me, what a guy", "Brightwell hired me last week", "They hired me, finally",
                                  "Please hire me."])
def test_hired_me_by_a_person_or_no_employer_named_is_no_job(text: str) -> None:
    got = summaries(text)
    assert not [s for s in got if "hired at" in s], got


# ---------------------------------------------------------------- "I start learning" in a learner's present

@pytest.mark.parametrize(("text", "said"), [
    ("I start learning Japanese on Duolingo, for the trip next year", "User is learning Japanese"),
    ("I start learning Greek at the community centre", "User is learning Greek"),
    ("I start learning Turkish next month", "User is starting to learn Turkish"),
])
def test_i_start_learning_is_learning(text: str, said: str) -> None:
    got = summaries(text)
    assert [s for s in got if s.startswith(said)], got


def test_i_start_learning_every_morning_is_a_routine_not_a_language() -> None:
    got = summaries("I start learning every morning at 6 with coffee")
    assert not [s for s in got if "is learning" in s], got


# ---------------------------------------------------------------- a divorce official now

@pytest.mark.parametrize("text", ["divorce is official now. the papers came on Friday", "the divorce is final now",
                                  "my divorce is final at last"])
def test_a_divorce_official_now_is_the_users_divorce(text: str) -> None:
    got = summaries(text)
    assert [s for s in got if s.startswith("User's divorce is")], got


@pytest.mark.parametrize("text", ["divorce is official now?", "my sister's divorce is final now"])
def test_a_divorce_asked_or_of_someone_else_is_not_the_users(text: str) -> None:
    got = summaries(text)
    assert not [s for s in got if s.startswith("User's divorce")], got


# ---------------------------------------------------------------- a trip called off with "not go … after all"

@pytest.mark.parametrize(("text", "place"), [
    ("I'm not going to Porto after all, the strike", "Porto"),
    ("We've decided that we won't go to Crete after all", "Crete"),
    ("I have decided, after a long chat with my son, that I shall not go to Fatima this year after all.", "Fatima"),
])
def test_not_going_to_a_place_after_all_calls_the_trip_off(text: str, place: str) -> None:
    got = summaries(text)
    assert f"User called off the {place} trip" in got, got


@pytest.mark.parametrize("text", ["I'm not going to bed after all", "I'm not going to Porto tomorrow, it's Thursday",
                                  "Are you not going to Porto after all?"])
def test_not_going_without_a_place_or_after_all_calls_nothing_off(text: str) -> None:
    got = summaries(text)
    assert not [s for s in got if "called off" in s], got


def test_the_trip_ahead_ends_when_not_going_after_all(brain: Brain) -> None:
    say(brain, "a", "2026-02-01", "I'm planning a pilgrimage to Fatima in October with my prayer group.")
    say(brain, "b", "2026-03-15", "I have decided that I shall not go to Fatima this year after all.")
    live = _live(brain)
    assert not [s for s in live if "planning" in s], live


# ---------------------------------------------------------------- sad news said politely first

@pytest.mark.parametrize(("text", "said"), [
    ("I'm sorry to tell you that my aunt Bridie died on Tuesday", "User's aunt Bridie died"),
    ("I am sad to report that my uncle Seamus passed away in the night", "User's uncle Seamus passed away"),
])
def test_sad_news_after_sorry_to_tell_you_is_read(text: str, said: str) -> None:
    got = summaries(text)
    assert [s for s in got if s.startswith(said)], got


def test_a_named_relatives_death_after_sorry_to_tell_you_ends_the_illness(brain: Brain) -> None:
    say(brain, "a", "2026-02-01", "My brother Fintan is in hospice care, the cancer has spread.")
    say(brain, "b", "2026-03-02", "I am sorry to tell you that Fintan died on Saturday morning.")
    live = _live(brain)
    assert [s for s in live if "Fintan died" in s], live
    assert not [s for s in live if "hospice" in s], live


@pytest.mark.parametrize("text", ["I'm sorry to say I can't make it on Friday", "I'm sorry to hear that Tom died"])
def test_sorry_to_say_without_news_of_a_death_is_no_death(text: str) -> None:
    got = summaries(text)
    assert not [s for s in got if "died" in s or "passed" in s], got


# ---------------------------------------------------------------- an answer style asked for kindly, announced first

@pytest.mark.parametrize(("text", "said"), [
    ("would you write your answers in short paragraphs, please?", "User wants answers written in short paragraphs"),
    ("A little request, if I may: please write your answers in plain paragraphs.", "User wants answers written in plain "
                                                                                   "paragraphs"),
    ("One favour: would you write your answers in full sentences?", "User wants answers written in full sentences"),
])
def test_an_answer_style_asked_with_would_you_or_after_a_request_announced_is_kept(text: str, said: str) -> None:
    got = summaries(text)
    assert [s for s in got if s.startswith(said)], got


@pytest.mark.parametrize("text", ["would you like a cup of tea?", "would you write me a poem about cats?",
                                  "A small request was made by my boss: write the report by Friday"])
def test_would_you_asking_for_something_else_is_no_answer_style(text: str) -> None:
    got = summaries(text)
    assert not [s for s in got if s.startswith("User wants answers")], got


def test_what_was_said_of_the_wife_by_name_ends_with_the_divorce(brain: Brain) -> None:
    say(brain, "a", "2026-01-10", "my wife Saule and me, we have problem. 18 years married")
    say(brain, "b", "2026-02-10", "my wife Saule keeps the car, she said")
    say(brain, "c", "2026-03-10", "my sister Aigul and her husband Marat have problems too")
    say(brain, "d", "2026-06-10", "divorce is official now. the papers came yesterday")
    live = _live(brain)
    assert not [s for s in live if "wife Saule" in s], live
    assert [s for s in live if "husband Marat" in s], live  # a relative's husband is no spouse of the user's


# ---------------------------------------------------------------- waiting on an operation is its waiting list

@pytest.mark.parametrize(("text", "said"), [
    ("I'm waiting for a knee replacement, the right one", "User is on the waiting list for a knee replacement"),
    ("I am waiting on a kidney transplant at Beaumont", "User is on the waiting list for a kidney transplant"),
])
def test_waiting_on_an_operation_is_its_waiting_list(text: str, said: str) -> None:
    got = summaries(text)
    assert [s for s in got if s.startswith(said)], got


@pytest.mark.parametrize("text", ["I'm waiting for a replacement card from the bank", "I'm waiting for my knee surgery results",
                                  "I'm waiting for a bus"])
def test_waiting_for_something_else_is_no_waiting_list(text: str) -> None:
    got = summaries(text)
    assert not [s for s in got if "waiting list" in s], got
