"""What the two years of newuser11 (session 45; tests/test_newuser11.py: Denis in Cork, Adaeze in Berlin) showed of the
rules extractor, each pinned with sentences written for this test (the store's side is tests/test_store_newuser11.py).
"""

from __future__ import annotations

import datetime as dt
import functools

import pytest

from mercuryd.brain import when
from tests import chat

AT = dt.datetime(2026, 5, 11, 18, 0, tzinfo=dt.UTC)

summaries = functools.partial(chat.summaries, at=AT)
facts = functools.partial(chat.facts, at=AT)


# ---------------------------------------------------------------- what is booked for a day or a weekend is ahead

@pytest.mark.parametrize(("summary", "said", "dated"), [
    ("User booked a cabin in Kerry for the long weekend in August", "2026-05-11",
     "User booked a cabin in Kerry for the long weekend in August 2026"),
    ("User booked the function room in Galway for March 3", "2026-11-10", "User booked the function room in Galway for 3 March 2027"),
    ("User booked a trip to Porto for the bank holiday weekend in June", "2026-05-11",
     "User booked a trip to Porto for the bank holiday weekend in June 2026"),
])
def test_what_is_booked_for_a_time_is_ahead(summary: str, said: str, dated: str) -> None:
    assert when.absolute(summary, dt.datetime.fromisoformat(said + "T18:00:00+00:00")) == dated


@pytest.mark.parametrize(("summary", "said", "dated"), [
    ("User spent the long weekend in August in Kerry", "2026-05-11", "User spent the long weekend in August 2025 in Kerry"),
    ("User booked the function room on March 3", "2026-11-10", "User booked the function room on 3 March 2026"),
])
def test_a_time_not_booked_for_stays_past(summary: str, said: str, dated: str) -> None:
    assert when.absolute(summary, dt.datetime.fromisoformat(said + "T18:00:00+00:00")) == dated


# ---------------------------------------------------------------- a name and an age, each a line of its own, later on

def test_a_name_then_an_age_said_alone_after_another_message() -> None:
    got = summaries("my son set this phone up for me", "Im Tadhg. 72. Living in Tralee")
    assert "User's name is Tadhg" in got and "User is 72 years old" in got, got


@pytest.mark.parametrize("text", ["I'm tired. 12 hours on the road today", "I am done. 40 emails to answer"])
def test_a_word_then_a_number_after_another_message_is_no_introduction(text: str) -> None:
    got = summaries("my son set this phone up for me", text)
    assert not [s for s in got if "name is" in s or "years old" in s], got


# ---------------------------------------------------------------- days put right: the days meant, not the ones after "not"

@pytest.mark.parametrize(("text", "summary"), [
    ("correction. I swim on Fridays not Saturdays", "User swims on Fridays"),
    ("sorry, the pottery class is Tuesdays and Thursdays, not Mondays and Wednesdays", "User has pottery class on Tuesdays and Thursdays"),
    ("my Italian class is on Mondays", "User has Italian class on Mondays"),
])
def test_the_days_meant_are_kept(text: str, summary: str) -> None:
    got = summaries(text)
    assert summary in got, got
    assert not [s for s in got if " not " in s], got


def test_a_class_named_in_lower_case_stays_lower_case() -> None:
    assert "User has pottery class on Fridays" in summaries("the pottery class is Fridays")


# ---------------------------------------------------------------- a plan's date moving, said with "is moving to"

@pytest.mark.parametrize(("text", "summary"), [
    ("Change of plans: the christening is moving to June 2027", "User's christening will now be in June 2027"),
    ("the party is moving to the 14th of June", "User's party will now be on 14 June 2026"),
])
def test_a_plan_moving_to_another_date(text: str, summary: str) -> None:
    assert summary in summaries(text), summaries(text)


@pytest.mark.parametrize("text", ["the office is moving to Leeds", "the wedding might be moving to June"])
def test_a_place_moved_or_a_maybe_is_no_new_date(text: str) -> None:
    assert not [s for s in summaries(text) if "will now be" in s], summaries(text)


# ---------------------------------------------------------------- one medicine for another

@pytest.mark.parametrize(("text", "summary"), [
    ("the consultant is switching me from ramipril to losartan", "User takes losartan instead of ramipril"),
    ("I've been changed from warfarin to rivaroxaban", "User takes rivaroxaban instead of warfarin"),
])
def test_a_medicine_switched(text: str, summary: str) -> None:
    assert (("constraint", summary, "takes", summary.split()[2])) in facts(text), facts(text)


@pytest.mark.parametrize("text", ["my doctor switched me from days to nights", "the consultant moved me from ward four to ward six"])
def test_a_switch_that_is_no_medicine_is_not_taken(text: str) -> None:
    assert not [s for s in summaries(text) if "takes" in s or "instead of" in s], summaries(text)


# ---------------------------------------------------------------- moved into a home by its own name

@pytest.mark.parametrize(("text", "value"), [
    ("Moved into Ardfert Lodge on Friday", "ardfert lodge"),
    ("we moved into Fernhill Court last week", "fernhill court"),
])
def test_moved_into_a_named_residence_is_the_home(text: str, value: str) -> None:
    homes = [f for f in facts(text) if f[2] == "lives_in"]
    assert [f[3] for f in homes] == [value], facts(text)


@pytest.mark.parametrize("text", ["I moved into Marketing last week", "we moved into the garden for the afternoon"])
def test_moved_into_no_residence_is_no_home(text: str) -> None:
    assert not [f for f in facts(text) if f[2] == "lives_in"], facts(text)


# ---------------------------------------------------------------- a condition named after "I have a … condition"

def test_the_condition_named_after_it() -> None:
    assert "User has asthma" in summaries("I have a lung condition. asthma")


def test_something_else_after_a_condition_keeps_the_condition_alone() -> None:
    got = summaries("I have a heart condition. my wife worries")
    assert "User has a heart condition" in got, got
    assert not [s for s in got if "worries" in s], got
