"""What the two years of newuser12 (session 45; tests/test_newuser12.py: Gary in Glasgow, Sina in Auckland) showed of the
rules extractor, each pinned with sentences written for this test (the store's side is tests/test_store_newuser12.py).
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


# ---------------------------------------------------------------- someone else's job, said with "she's", is not the user's

@pytest.mark.parametrize("text", [
    "met a lovely woman. Moira. shes a midwife at the Southern General",
    "Callum. he's a joiner at Robertson",
    "Priya is a pharmacist",
    "my pal Tam. hes a plumber",
])
def test_a_name_then_their_job_is_no_role_of_the_users(text: str) -> None:
    got = summaries(text)
    assert not [s for s in got if s.startswith(("User is a", "User is an", "User works at"))], got


@pytest.mark.parametrize(("text", "summary"), [
    ("midwife at the Southern General", "User is a midwife"),
    ("joiner now", "User is a joiner"),
    ("staff nurse at the Royal Infirmary", "User is a staff nurse"),
])
def test_a_role_said_alone_is_still_the_users(text: str, summary: str) -> None:
    assert summary in summaries(text)


# ---------------------------------------------------------------- a schoolteacher is a job

@pytest.mark.parametrize(("text", "summary"), [
    ("I am a retired schoolteacher.", "User is a retired schoolteacher"),
    ("I'm a schoolmistress in Dunedin", "User is a schoolmistress in Dunedin"),
])
def test_a_schoolteacher_is_a_job(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_a_school_said_alone_is_no_job() -> None:
    assert not [s for s in summaries("I am at the school gates.") if "job" in s or s.startswith("User is a")]


# ---------------------------------------------------------------- a medicine taken: when, or beside another medicine

@pytest.mark.parametrize(("text", "value"), [
    ("I take sitagliptin in the mornings.", "sitagliptin"),
    ("Now I take dapagliflozin with the metformin.", "dapagliflozin"),
    ("I take atorvastatin with my dinner.", "atorvastatin"),
])
def test_a_medicine_taken_at_a_time_or_beside_another(text: str, value: str) -> None:
    got = [f for f in facts(text) if f[2] == "takes"]
    assert [f[3] for f in got] == [value], facts(text)


@pytest.mark.parametrize("text", ["I take the kids in the mornings.", "I take my lunch with my dinner."])
def test_what_is_not_a_medicine_is_not_taken(text: str) -> None:
    assert not [f for f in facts(text) if f[2] == "takes"], facts(text)


# ---------------------------------------------------------------- what a doctor adds or stops

def test_a_medicine_the_doctor_added_is_taken() -> None:
    got = facts("The GP has added sitagliptin in the mornings because my sugars are up.")
    assert ("constraint", "User takes sitagliptin in the mornings", "takes", "sitagliptin") in got, got


def test_what_else_the_doctor_added_is_no_medicine() -> None:
    assert not [f for f in facts("The doctor added a note to my records.") if f[2] == "takes"]


@pytest.mark.parametrize(("text", "summary"), [
    ("The doctor stopped the sitagliptin. It upset my stomach.", "User stopped taking sitagliptin"),
    ("my GP took me off the lisinopril because of the cough", "User stopped taking lisinopril"),
])
def test_a_medicine_the_doctor_stopped_is_stopped(text: str, summary: str) -> None:
    got = chat.read(text, at=AT)
    stop = [c for c in got if c.summary == summary]
    assert stop and stop[0].retracts, [c.summary for c in got]


@pytest.mark.parametrize("text", ["The doctor stopped the appointment early.", "the nurse stopped me at the door"])
def test_what_else_the_doctor_stopped_is_no_medicine(text: str) -> None:
    assert not [s for s in summaries(text) if "stopped taking" in s]


# ---------------------------------------------------------------- an event of a long name signed up for is ahead

def test_a_race_of_a_long_name_signed_up_for_is_ahead() -> None:
    said = dt.datetime(2026, 5, 16, 18, 0, tzinfo=dt.UTC)
    assert when.absolute("User signed up for the Loch Ness Marathon half marathon in September", said) == \
        "User signed up for the Loch Ness Marathon half marathon in September 2026"


def test_the_gym_signed_up_for_stays_past() -> None:
    said = dt.datetime(2026, 5, 16, 18, 0, tzinfo=dt.UTC)
    assert when.absolute("User signed up for the big new city gym in April", said) == \
        "User signed up for the big new city gym in April 2026"
