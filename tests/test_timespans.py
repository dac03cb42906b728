"""Time expressions in recall queries."""

from __future__ import annotations

import datetime as dt
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mercuryd.brain import timespans
from mercuryd.brain.timespans import Span, asks_when, find_spans, mentions_time, resolve

NOW = dt.datetime(2024, 3, 15, tzinfo=dt.UTC).timestamp()
DAY = 86400.0


def test_calendar_forms() -> None:
    assert find_spans("on 3 June, 2023")[0] == [Span("day", 2023, 6, 3)]
    assert find_spans("before August 3rd, 2023")[0] == [Span("day", 2023, 8, 3)]
    assert find_spans("in Sept 2022")[0] == [Span("month", 2022, 9)]
    assert find_spans("during 2021")[0] == [Span("year", 2021)]
    assert find_spans("last May")[0] == [Span("month_any_year", 0, 5)]


def test_not_dates() -> None:
    assert find_spans("I may go on 31 February, 2023")[0] == []
    assert find_spans("room 2023 and may")[0] == []


def test_blanked_text_keeps_length() -> None:
    spans, rest = find_spans("what did I do last week?")
    assert spans and "week" not in rest and len(rest) == len("what did I do last week?")


def test_resolve() -> None:
    lo, hi = resolve(Span("month_any_year", 0, 5), NOW, 0)
    assert dt.datetime.fromtimestamp(lo, dt.UTC).date() == dt.date(2023, 5, 1)
    assert dt.datetime.fromtimestamp(hi, dt.UTC).date() == dt.date(2023, 6, 1)
    lo, hi = resolve(Span("month", 2023, 12), NOW, 7)
    assert dt.datetime.fromtimestamp(hi, dt.UTC).date() == dt.date(2024, 1, 8)
    lo, hi = resolve(find_spans("yesterday")[0][0], NOW, 7)
    assert lo == NOW - 2 * DAY and hi > NOW


@pytest.mark.parametrize("text", [
    "We went there last Friday", "I started two weeks ago", "Back in 2019 I lived there",
    "I saw it yesterday", "Next summer we move", "The show is on Saturday",
    "We met in October", "I did it the other day",
])
def test_mentions_time(text: str) -> None:
    assert mentions_time(text)


@pytest.mark.parametrize("text", [
    "I love pottery", "You may like it", "The year was great fun", "Last of the cookies",
])
def test_mentions_no_time(text: str) -> None:
    assert not mentions_time(text)


def test_asks_when() -> None:
    assert asks_when("When did Anna go to Lisbon?")
    assert asks_when("what year did she graduate")
    assert asks_when("How long ago was the trip?")
    assert not asks_when("Where did Anna go?")
    assert not asks_when("whenever")


WORDS = ["in", "May", "may", "of", "2023", "3", "June", "last", "week", "this", "morning", "the",
         "Sept", "12th", "yesterday", "mayor", "weekend", "during", "year", "1999", "night", ",",
         "Dec.", "tonight", "month", "early", "August", "coffee", "with", "Anna"]


@given(st.lists(st.sampled_from(WORDS), max_size=8))
def test_the_quick_pre_checks_never_change_what_is_found(words: list[str]) -> None:
    text = " ".join(words)
    fast = timespans.find_spans(text)
    saved = timespans._MAYBE_TIME, timespans._YEAR_RE
    # patterns that match every text: the full search, every form tried
    timespans._MAYBE_TIME = timespans._YEAR_RE = re.compile("")
    try:
        assert timespans.find_spans(text) == fast
    finally:
        timespans._MAYBE_TIME, timespans._YEAR_RE = saved
