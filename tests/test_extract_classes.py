"""The rules extractor on classes of statement, not on sentences of the labelled set (issue 12,
sixth round): style instructions, terse introductions, the type of a change, constraints
about the user's world, named projects, people by relation with a name and an attribute.

Every sentence here is written for the class; none is copied from the labelled set, so a
test pins the mechanism, not one example.
"""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd import wire
from mercuryd.brain.extract_rules import extract
from mercuryd.brain.extract_score import standalone_problems

TS = dt.datetime(2026, 4, 8, 9, 0, tzinfo=dt.UTC)  # a Wednesday


def facts(*user: str) -> list[tuple[str, str]]:
    messages = []
    for text in user:
        messages += [wire.Message(role="user", content=text, ts=TS), wire.Message(role="assistant", content="Ok.", ts=TS)]
    out = [(c.type, c.summary) for c in extract(messages)]
    for _, summary in out:
        assert not standalone_problems(summary), summary
    return out


# ------------------------------------------------------------------ how to answer, asked as a style


@pytest.mark.parametrize(
    ("text", "summary"),
    [
        ("keep it terse", "User wants terse answers"),
        ("Keep replies super brief please.", "User wants super brief replies"),
        ("my german is weak, please use easy words", "User wants easy words"),
        ("Answers in Canadian English please.", "User wants answers in Canadian English"),
        ("short answers pls, no bullet points", "User wants short answers, no bullet points"),
        ("Please use American spellings, the British ones look odd to my clients.", "User wants American spellings"),
        ("one more thing: keep it crisp", "User wants crisp answers"),
        ("Hey. Need a hand with pandas. concise answers please.", "User wants concise answers"),
    ],
)
def test_a_style_request_is_how_to_answer(text: str, summary: str) -> None:
    assert ("preference", summary) in facts(text)


@pytest.mark.parametrize(
    "text",
    [
        "Write a toast for my cousin's wedding. Keep it short.",  # the toast, not every answer
        "She can't stand long messages, so keep it tight.",  # the piece asked for before
        "Clear answers.",  # praise, or nothing asked
        "Thanks for the short answers!",
    ],
)
def test_a_style_word_about_one_piece_of_work_is_not_kept(text: str) -> None:
    assert not [f for f in facts(text) if f[0] == "preference"]
