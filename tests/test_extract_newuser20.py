"""What the two years of newuser20 (session 52; tests/test_newuser20.py: Baran, a Kurdish taxi driver in Hamburg whose
English is short and present-tense, and Maddie, an Australian wildlife vet with a placement in Borneo) showed of the rules
extractor and the store, each pinned with sentences written for this test. Beside each rule, sentences like it that
must store nothing of the kind; a test that says something ends a memory first asserts it was stored.
"""

from __future__ import annotations

import datetime as dt
import functools

import pytest

from mercuryd import wire
from mercuryd.brain.service import Brain
from tests import chat
from tests.chat import say

AT = dt.datetime(2026, 9, 10, 9, 0, tzinfo=dt.UTC)

summaries = functools.partial(chat.summaries, at=AT)
facts = functools.partial(chat.facts, at=AT)


def _live(brain: Brain) -> list[str]:
    return [r.summary for r in brain.store.all_memories() if r.superseded_by is None and not r.dismissed]


def _names(text: str) -> list[str]:
    return [f[3] for f in facts(text) if f[2] == "name"]


# ---------------------------------------------------------------- a people is who, never a name

@pytest.mark.parametrize(("text", "said"), [
    ("I am Basque, from Bilbao, I said it already.", "User is Basque"),
    ("I'm Tamil.", "User is Tamil"),
    ("I am Catalan.", "User is Catalan"),
])
def test_a_people_said_is_who_the_user_is_not_their_name(text: str, said: str) -> None:
    assert not _names(text), facts(text)
    assert said in summaries(text)


def test_a_name_said_is_still_a_name() -> None:
    assert _names("I am Rezan, from Erbil.") == ["rezan"]


# ---------------------------------------------------------------- "X's here": someone else has come

@pytest.mark.parametrize("text", [
    "Tomasz's here!! he's staying the whole weekend",
    "Grace's here, she came early.",
])
def test_someone_arrived_is_not_the_users_name(text: str) -> None:
    assert not _names(text), facts(text)


def test_a_name_said_with_here_is_still_the_users() -> None:
    assert _names("Priya here! quick question") == ["priya"]


# ---------------------------------------------------------------- "I take now …": "now" before the medicine

def test_a_medicine_taken_with_now_after_the_verb() -> None:
    assert ("constraint", "User takes ramipril", "takes", "ramipril") in facts("I take now ramipril.")


def test_now_after_take_is_no_medicine_of_itself() -> None:
    assert not [f for f in facts("I take now the tram to work.") if f[2] == "takes"]


# ---------------------------------------------------------------- two medicines taken in one clause

def test_two_medicines_taken_are_two() -> None:
    got = {f[3] for f in facts("I take metoprolol and clopidogrel.") if f[2] == "takes"}
    assert got == {"metoprolol", "clopidogrel"}, facts("I take metoprolol and clopidogrel.")


def test_two_medicines_with_when_after_them() -> None:
    got = {f[3] for f in facts("I take gliclazide and ramipril every morning.") if f[2] == "takes"}
    assert got == {"gliclazide", "ramipril"}


@pytest.mark.parametrize("text", [
    "I take Sophie and Max to the park.",
    "I take photos and videos.",
])
def test_two_things_taken_that_are_no_medicines(text: str) -> None:
    assert not [f for f in facts(text) if f[2] == "takes"], facts(text)


# ---------------------------------------------------------------- a stop said in the present, with how long

@pytest.mark.parametrize("text", [
    "I stop drinking 2 months now.",
    "I quit vaping since three weeks.",
])
def test_a_stop_with_how_long_is_a_stop_done(text: str) -> None:
    assert any(s.startswith(("User stopped drinking", "User stopped vaping")) for s in summaries(text)), summaries(text)


def test_a_stop_at_an_hour_is_no_habit_stopped() -> None:
    assert not [s for s in summaries("I stop work at 5 now.") if "stopped" in s]


# ---------------------------------------------------------------- a driver's shift

def test_a_shift_driven_is_the_shift_worked() -> None:
    assert ("habit", "User works night shifts", "schedule:shift", "nights") in facts("I drive night shift.")


def test_a_shift_from_a_month_opening_the_sentence() -> None:
    got = [f for f in facts("Good news. From March I work day shift.") if f[2] == "schedule:shift"]
    assert got and got[0][3] == "days", facts("Good news. From March I work day shift.")


@pytest.mark.parametrize("text", [
    "I am a baker. Night shift, 10 in evening to 6 in morning.",
    "I'm a security guard. Night shift, 7pm to 7am.",
])
def test_a_shift_with_its_hours_after_the_users_job(text: str) -> None:
    got = [f for f in facts(text) if f[2] == "schedule:shift"]
    assert got and got[0][3] == "nights", facts(text)


@pytest.mark.parametrize("text", [
    "Night shift, 10 to 6, was the worst for my brother.",  # nothing of the user's said before it
    "I drive the kids to school.",
    "My sister works nights. Day shift, 9 to 5, is what she wants.",
])
def test_a_shift_not_the_users(text: str) -> None:
    assert not [f for f in facts(text) if f[2] == "schedule:shift"], facts(text)


# ---------------------------------------------------------------- "for company X"

def test_an_employer_named_after_company() -> None:
    got = [f for f in facts("I work for company Vattenfall.") if f[2] == "works_at"]
    assert got and got[0][3] == "vattenfall", facts("I work for company Vattenfall.")


def test_a_company_unnamed_is_no_employer_named() -> None:
    assert not [f for f in facts("I work for the company.") if f[2] == "works_at"]


# ---------------------------------------------------------------- what the doctor found, said after "not … but"

def test_what_the_doctor_found_after_but() -> None:
    assert "User has angina" in summaries("Doctor say is not heart attack but is angina.")


def test_what_the_doctor_found_said_without_it() -> None:
    assert "User has asthma" in summaries("My doctor say is asthma.")


def test_the_doctor_on_something_else() -> None:
    assert not [s for s in summaries("Doctor say is not so bad, the waiting room.") if s.startswith("User has")]


# ---------------------------------------------------------------- a relative's engagement ended by the marriage

def test_a_relatives_engagement_ends_when_they_are_married(brain: Brain) -> None:
    say(brain, "a", "2026-02-01", "My son Aram is engaged! His fiancée is Leyla.")
    say(brain, "b", "2026-03-01", "Aram wedding is on 12 July.")
    before = _live(brain)
    assert any("engaged" in s for s in before) and any("fiancée is Leyla" in s for s in before), before
    say(brain, "c", "2026-07-14", "Aram and Leyla are married now, what a party.")
    after = _live(brain)
    assert any("married" in s for s in after), after
    assert not [s for s in after if "engaged" in s or "fiancée" in s or "wedding is" in s], after


def test_another_relatives_marriage_ends_no_engagement(brain: Brain) -> None:
    say(brain, "a", "2026-02-01", "My son Aram is engaged.")
    assert any("Aram is engaged" in s for s in _live(brain)), _live(brain)
    say(brain, "b", "2026-07-14", "My daughter Nazdar and Kawa are married now.")
    assert any("Aram is engaged" in s for s in _live(brain)), _live(brain)


# ---------------------------------------------------------------- a home found in a place, then the day of the move

@pytest.mark.parametrize(("text", "said"), [
    ("We found a house in Altona. Three rooms and a garden. We move 3 May.", "User is moving to Altona on 3 May 2027"),
    ("I rented a flat in Ottensen. I move on the 15th of March.", "User is moving to Ottensen on 15 March 2027"),
    ("We find a flat in Eppendorf. Small but quiet. We move 2 October.", "User is moving to Eppendorf on 2 October 2026"),
])
def test_a_home_found_then_the_move_day_is_a_move_there(text: str, said: str) -> None:
    assert [f for f in facts(text) if f[2] == "plan:lives_in"] == [("decision", said, "plan:lives_in", said.split()[4].lower())], facts(text)


@pytest.mark.parametrize("text", [
    "We find flats in Altona too expensive. We move 3 May.",  # what is thought of it, no home found
    "My brother found a flat in Altona. We move 3 May.",  # not the user's home
])
def test_no_home_found_no_move_there(text: str) -> None:
    assert not [f for f in facts(text) if f[2] == "plan:lives_in"], facts(text)


# ---------------------------------------------------------------- recall: a sleep asked around the shift

def _recalled(brain: Brain, day: str, query: str) -> list[str]:
    brain.clock.t = dt.datetime.fromisoformat(f"{day}T21:00:00+00:00").timestamp()  # type: ignore[attr-defined]
    return [m.summary for m in brain.recall(wire.RecallParams(query=query)).memories]


def test_a_sleep_before_the_shift_brings_the_shift(brain: Brain) -> None:
    say(brain, "a", "2026-03-01", "I drive a bus for Arriva.", "From April I am on days.")
    assert "User works days from April 2026" in _live(brain), _live(brain)
    assert "User works days from April 2026" in _recalled(brain, "2026-05-05", "how do I sleep well before my shift?")


def test_a_sleep_not_around_a_shift_brings_no_shift(brain: Brain) -> None:
    say(brain, "a", "2026-03-01", "I drive a bus for Arriva.", "From April I am on days.")
    assert "User works days from April 2026" not in _recalled(brain, "2026-05-05",
                                                              "how do I get my laptop to sleep before the update?")


# ---------------------------------------------------------------- a breakup ends what the two did together

def test_a_breakup_ends_what_the_couple_did_together(brain: Brain) -> None:
    say(brain, "a", "2026-02-01", "My girlfriend Saskia is a pilot.",
        "Me and my girlfriend Saskia go to the cinema every Friday.")
    together = [s for s in _live(brain) if s.startswith("User and their girlfriend Saskia")]
    assert together, _live(brain)
    say(brain, "b", "2026-05-01", "Saskia and I broke up last week.")
    assert not [s for s in _live(brain) if s in together], _live(brain)


def test_a_breakup_leaves_what_was_done_with_someone_else(brain: Brain) -> None:
    say(brain, "a", "2026-02-01", "My girlfriend Saskia is a pilot.", "Me and my brother Jonas go to the cinema every Friday.")
    together = [s for s in _live(brain) if s.startswith("User and their brother Jonas")]
    assert together, _live(brain)
    say(brain, "b", "2026-05-01", "Saskia and I broke up last week.")
    assert together[0] in _live(brain), _live(brain)
