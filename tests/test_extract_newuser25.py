"""The rules the newuser25 years showed (tests/data/newuser25.json; docs/extraction.md, "newuser25"), each pinned with
sentences written for this test, never the years', and beside each the near misses that must keep nothing of the kind."""

from __future__ import annotations

import datetime as dt
import functools

import pytest

from mercuryd.brain import when
from mercuryd.brain.service import Brain
from tests import chat
from tests.chat import say

AT = dt.datetime(2026, 2, 14, 9, 0, tzinfo=dt.UTC)
summaries = functools.partial(chat.summaries, at=AT)


def _live(brain: Brain) -> list[str]:
    return [r.summary for r in brain.store.all_memories() if r.superseded_by is None and not r.dismissed]


# ---------------------------------------------------------------- an event "to be held" is ahead

@pytest.mark.parametrize(("summary", "said"), [
    ("User has signed up for the synod, to be held at Eldama Ravine from 3 to 6 January", "3 to 6 January 2027"),
    ("User entered the marathon, which is to take place in Iten on 9 January", "9 January 2027"),
    ("User registered for the summit, which is to be held in Arusha in January", "January 2027"),
])
def test_an_event_to_be_held_or_to_take_place_is_ahead(summary: str, said: str) -> None:
    got = when.absolute(summary, AT)
    assert said in got, got


@pytest.mark.parametrize(("summary", "said"), [
    ("User went to a workshop that was held in Nyeri on 3 January", "3 January 2026"),
    ("User attended the summit, held in Arusha in January", "January 2026"),
])
def test_an_event_that_was_held_is_still_past(summary: str, said: str) -> None:
    got = when.absolute(summary, AT)
    assert said in got, got


# ---------------------------------------------------------------- bad news said formally first

@pytest.mark.parametrize(("text", "said"), [
    ("I regret to inform you that my aunt Wairimu died last night.", "User's aunt Wairimu died"),
    ("I am saddened to inform you that my uncle Barasa passed away yesterday.", "User's uncle Barasa passed away"),
    ("I am deeply saddened to tell you that my cousin Atieno died on Monday.", "User's cousin Atieno died"),
])
def test_bad_news_prefaced_formally_is_the_news(text: str, said: str) -> None:
    got = summaries(text)
    assert [s for s in got if s.startswith(said)], got


@pytest.mark.parametrize("text", ["I regret that I sold my grandfather's watch.", "I regret to say the weather was awful."])
def test_a_regret_itself_or_news_of_no_one_is_no_death(text: str) -> None:
    got = summaries(text)
    assert not [s for s in got if "died" in s or "passed away" in s], got


# ---------------------------------------------------------------- "I should be grateful if you would …"

@pytest.mark.parametrize(("text", "said"), [
    ("I should be grateful if you would call me Dr Achieng.", "User goes by Dr Achieng"),
    ("I shall be most obliged if you would address me as Mrs Wafula.", "User goes by Mrs Wafula"),
    ("I should be grateful if you would keep your replies brief.", "User wants brief"),
])
def test_a_request_said_as_being_grateful_is_asked(text: str, said: str) -> None:
    got = summaries(text)
    assert [s for s in got if s.startswith(said)], got


@pytest.mark.parametrize("text", ["I would be grateful if you would tell me the time in Lima.",
                                  "I should be grateful if you could explain photosynthesis."])
def test_a_grateful_request_for_one_answer_keeps_nothing(text: str) -> None:
    assert summaries(text) == []


# ---------------------------------------------------------------- "keep to British spelling"

@pytest.mark.parametrize(("text", "said"), [
    ("Please stick to metric units.", "User wants metric units"),
    ("Kindly keep to American spelling in your answers.", "User wants American spelling"),
])
def test_a_shape_of_the_answers_kept_to_is_used(text: str, said: str) -> None:
    got = summaries(text)
    assert [s for s in got if s.startswith(said)], got


@pytest.mark.parametrize("text", ["We keep to the left here.", "Let's stick to the plan."])
def test_keeping_to_anything_else_asks_nothing(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User wants")]


# ---------------------------------------------------------------- transferred or posted somewhere as something

@pytest.mark.parametrize(("text", "said"), [
    ("I have been posted to Nyahururu County Hospital as a clinical officer from June.",
     "User is starting as a clinical officer at Nyahururu County Hospital"),
    ("I am transferred to Moi Girls Eldama Ravine as Deputy Principal, with effect from 2 March.",
     "User is starting as Deputy Principal at Moi Girls Eldama Ravine"),
    ("I've been redeployed to the Kisumu office as head of procurement.",
     "User is starting as head of procurement at the Kisumu office"),
])
def test_a_post_at_a_place_transferred_to_is_a_job_starting(text: str, said: str) -> None:
    got = summaries(text)
    assert [s for s in got if s.startswith(said)], got


@pytest.mark.parametrize("text", ["I was transferred to Nyeri as a clerk in 2019.", "I got transferred to the Nairobi branch.",
                                  "My parcel was posted to Mombasa as a gift."])
def test_a_transfer_told_as_history_or_without_a_post_starts_nothing(text: str) -> None:
    assert not [s for s in summaries(text) if "starting as" in s]


# ---------------------------------------------------------------- "I must withdraw from …"

@pytest.mark.parametrize(("text", "said"), [
    ("I must withdraw from the chess tournament.", "User is withdrawing from the chess tournament"),
    ("We shall have to pull out of the relay.", "User is pulling out of the relay"),
    ("I regret that I must withdraw from the diploma course.", "User is withdrawing from the diploma course"),
])
def test_an_entry_given_up_as_what_must_be_done_is_given_up(text: str, said: str) -> None:
    got = summaries(text)
    assert said in got, got


@pytest.mark.parametrize("text", ["I must withdraw some cash.", "I must quit smoking.", "I regret that I withdrew from the race."])
def test_withdrawing_money_or_a_habit_or_a_regret_gives_nothing_up(text: str) -> None:
    assert not [s for s in summaries(text) if "withdrawing from" in s or "quitting" in s]


def test_an_entry_ends_when_the_user_must_withdraw_from_it(brain: Brain) -> None:
    say(brain, "a", "2026-02-01", "I signed up for the Kericho chess tournament in June.")
    say(brain, "b", "2026-03-15", "I must withdraw from the Kericho chess tournament, my knee.")
    live = _live(brain)
    assert not [s for s in live if "signed up" in s], live


# ---------------------------------------------------------------- "not going to … after all", said short

@pytest.mark.parametrize(("text", "place"), [
    ("not going to Lagos for Christmas after all, the fares doubled", "Lagos"),
    ("I'm not going to Cusco in August after all.", "Cusco"),
    ("Not going home to Accra after all.", "Accra"),
])
def test_not_going_after_all_said_short_or_with_its_time_calls_the_trip_off(text: str, place: str) -> None:
    got = summaries(text)
    assert f"User called off the {place} trip" in got, got


@pytest.mark.parametrize("text", ["not going to the gym after all", "she's not going to Lagos after all",
                                  "It is not going to Lagos after all, the parcel."])
def test_not_going_of_no_place_or_of_another_calls_nothing_off(text: str) -> None:
    assert not [s for s in summaries(text) if "called off" in s]
