"""How far the user is in a skill, said plainly, is kept: the level an answer is pitched at.

Every sentence here was written for this test.
"""

from __future__ import annotations

import datetime as dt

import pytest

from tests.chat import summaries

AT = dt.datetime(2026, 5, 11, 12, tzinfo=dt.UTC)


@pytest.mark.parametrize(("said", "kept"), [
    ("I'm a complete beginner with Excel.", "User is a complete beginner with Excel"),
    ("I'm a beginner at Rust so go slow", "User is a beginner at Rust"),
    ("I'm fairly advanced in SQL.", "User is fairly advanced in SQL"),
    ("I'm an expert in Kubernetes, skip the basics", "User is an expert in Kubernetes"),
    ("I'm new to Python.", "User is new to Python"),
])
def test_a_skill_level(said: str, kept: str) -> None:
    assert kept in summaries(said, at=AT)


@pytest.mark.parametrize("said", ["I'm new to this.", "I'm new to the area.", "I'm a beginner at it, sorry.",
                                  "I'm new to all this"])
def test_no_skill_named(said: str) -> None:
    assert not any(s.startswith(("User is new", "User is a beginner")) for s in summaries(said, at=AT))
