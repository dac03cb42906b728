"""Introductions and the cap of three (cap52, session 52; docs/extraction.md, "Introductions and the cap of three").

A first message that says who the user is often holds more than the three facts an ingest keeps: the name, the age, the
job, the home, the partner. The age, said in the message that gives the name, is folded into the name ("User's name is
Tomasz; they are 52 years old") when the cap would drop a fact, so the job, the home or the partner keeps its place. The
fold carries the name: a later age ends the fold's age and keeps the name live on its own; a later move or job ends only
the home or the job. Sentences are written for these tests, not copied from the years' data.
"""

from __future__ import annotations

import datetime as dt
import functools

import pytest

from mercuryd.brain.clock import FakeClock
from mercuryd.brain.service import Brain
from tests import chat

AT = dt.datetime(2026, 3, 2, 18, 0, tzinfo=dt.UTC)

summaries = functools.partial(chat.summaries, at=AT)


def _day(month: int, day: int = 10) -> dt.datetime:
    return dt.datetime(2026, month, day, 18, 0, tzinfo=dt.UTC)


# ---------------------------------------------------------------- the fold, when the cap would drop a fact

@pytest.mark.parametrize(("text", "folded", "also"), [
    ("Hello! Tomasz here, I'm 52, I live in Gdynia and I work as a bus driver.",
     "User's name is Tomasz; they are 52 years old", ["User lives in Gdynia", "User works as a bus driver"]),
    ("hey im Priyanka, 29, physiotherapist in Pune, my husband Rohan is a pilot",
     "User's name is Priyanka; they are 29 years old", ["User is a physiotherapist in Pune", "User's husband Rohan is a pilot"]),
    ("I'm Kofi, 45, a taxi driver in Accra, I live in Tema, and I'm in a foul mood today, the traffic was awful",
     "User's name is Kofi; they are 45 years old", ["User lives in Tema", "User is a taxi driver in Accra"]),
])
def test_an_introductions_age_folds_into_the_name(text: str, folded: str, also: list[str]) -> None:
    got = summaries(text, cap=3)
    assert got[0] == folded, got
    assert all(s in got for s in also), got
    assert not [s for s in got if "mood" in s or "traffic" in s], got  # a passing mood takes no identity fact's place


def test_the_fold_carries_the_name() -> None:
    got = chat.facts("hey im Priyanka, 29, physiotherapist in Pune, my husband Rohan is a pilot", at=AT, cap=3)
    assert ("identity", "User's name is Priyanka; they are 29 years old", "name", "priyanka") in got, got


def test_the_fold_keeps_what_the_name_is_called_by() -> None:
    got = summaries("Hi, I'm Margarethe but everyone calls me Grete, I'm 61, I live in Graz and I teach piano.", cap=3)
    assert "User's name is Margarethe; they go by Grete; they are 61 years old" in got, got


# ---------------------------------------------------------------- near misses: no fold

def test_within_the_cap_name_and_age_stay_two_facts() -> None:
    assert summaries("I'm Leon and I'm 41.", cap=3) == ["User's name is Leon", "User is 41 years old"]


def test_an_age_said_in_another_message_is_not_folded() -> None:
    got = summaries("Hi, I'm Marta, a nurse in Porto, I live in Gaia with my husband Rui.", "Oh and I'm 38, if that matters.",
                    cap=3)
    assert not [s for s in got if "; they are" in s], got


def test_someone_elses_age_is_not_folded() -> None:
    got = summaries("I'm Ana, my son Luis is 12, I live in Braga and I work at a bakery", cap=3)
    assert "User's name is Ana" in got, got
    assert not [s for s in got if "; they are" in s], got


def test_three_unrelated_facts_are_not_folded() -> None:
    got = summaries("I'm Sven. I love jazz. My dog is called Bruno.", cap=3)
    assert sorted(got) == sorted(["User's name is Sven", "User loves jazz", "User's dog is Bruno"]), got


# ---------------------------------------------------------------- the write path: what ends later ends only its part

INTRO = "Hello! Tomasz here, I'm 52, I live in Gdynia and I work as a bus driver."


def _live(brain: Brain) -> list[str]:
    return sorted(r.summary for r in brain.store.all_memories() if r.superseded_by is None and not r.dismissed)


def test_a_later_age_ends_the_folded_age_and_keeps_the_name(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(1), "c1", INTRO)
    assert "User's name is Tomasz; they are 52 years old" in _live(brain), _live(brain)
    chat.hear(brain, clock, _day(6), "c2", "I turned 53 on Saturday, we had cake.")
    live = _live(brain)
    assert "User's name is Tomasz" in live, live
    assert "User is 53 years old" in live, live
    assert not [s for s in live if "52" in s], live
    assert chat.live(brain, "name") == [("User's name is Tomasz", "tomasz")]


def test_the_same_age_said_again_ends_nothing(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(1), "c1", INTRO)
    chat.hear(brain, clock, _day(2), "c2", "I'm 52, so yes, my knees complain.")
    assert "User's name is Tomasz; they are 52 years old" in _live(brain), _live(brain)


def test_a_later_move_and_job_end_only_the_home_and_the_job(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(1), "c1", INTRO)
    chat.hear(brain, clock, _day(5), "c2", "We moved to Sopot last month, the flat is much bigger.")
    chat.hear(brain, clock, _day(8), "c3", "I've started a new job, I'm a tram driver now.")
    live = _live(brain)
    assert "User's name is Tomasz; they are 52 years old" in live, live
    assert [v for _, v in chat.live(brain, "lives_in")] == ["sopot"], live
    assert [v for _, v in chat.live(brain, "job_title")] == ["tram driver"], live


def test_a_name_said_anew_keeps_the_folded_age(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(1), "c1", INTRO)
    chat.hear(brain, clock, _day(3), "c2", "Actually my name is Tomek, everyone calls me that.")
    live = _live(brain)
    assert "User is 52 years old" in live, live
    assert [v for _, v in chat.live(brain, "name")] == ["tomek"], live
