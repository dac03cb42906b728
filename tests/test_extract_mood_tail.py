"""How someone takes what was just said of them, said after it with "and", is cut and the fact is read.

Every sentence here was written for this test.
"""

from __future__ import annotations

import datetime as dt

import pytest

from tests.chat import summaries

AT = dt.datetime(2026, 2, 23, 12, tzinfo=dt.UTC)


@pytest.mark.parametrize(("said", "kept"), [
    ("My husband Amir is on crutches for six weeks and grumpy about it.", "User's husband Amir is on crutches for six weeks"),
    ("My son Ilan is in a cast for a month, and not happy about it!", "User's son Ilan is in a cast for a month"),
    ("I'm vegetarian now and really happy about it.", "User is vegetarian"),
])
def test_a_mood_said_after_the_fact_is_cut(said: str, kept: str) -> None:
    got = summaries(said, at=AT)
    assert any(s.startswith(kept) for s in got), got
    assert not any(w in s for s in got for w in ("grumpy", "happy"))


@pytest.mark.parametrize("said", ["I'm a teacher and happy with my school.", "My wife and I are happy about the move to Porto."])
def test_a_mood_about_something_named_is_not_cut(said: str) -> None:
    got = summaries(said, at=AT)
    assert not any(s.endswith((" and", " and really")) for s in got), got
