"""Rules of how to speak to the user, said as people say them (instructions._tone, and "…, not a robot" after "talk to
me like a friend").

Every sentence here was written for this test.
"""

from __future__ import annotations

import datetime as dt

import pytest

from tests.chat import facts

AT = dt.datetime(2026, 5, 11, 12, tzinfo=dt.UTC)


@pytest.mark.parametrize(("said", "kept"), [
    ("Explain like I'm five please.", "User wants things explained simply, as to a five-year-old"),
    ("Can you be more direct with me? I don't need it softened.", "User wants the assistant to be more direct"),
    ("Less jargon please", "User wants less jargon"),
    ("I hate when you use the word 'tapestry'", "User does not want the word \"tapestry\" used"),
    ("Keep code comments minimal.", "User wants code comments kept minimal"),
    ("Talk to me like a mate, not a textbook.", "User wants the assistant to talk like a mate"),
    ("talk to me like a friend, not a robot please", "User wants the assistant to talk like a friend"),
])
def test_how_to_speak_to_the_user(said: str, kept: str) -> None:
    got = facts(said, at=AT)
    assert ("preference", kept, None, None) in got, got


@pytest.mark.parametrize("said", ["Can you be more specific about the second step?", "Less than ten minutes, I think.",
                                  "I hate when my dad uses the word literally."])
def test_no_rule_of_how_to_speak(said: str) -> None:
    assert not any(s.startswith("User wants") or "word" in s for _, s, _, _ in facts(said, at=AT))
