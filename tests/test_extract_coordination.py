"""One subject, two verbs: "I live in Leeds and work as a nurse" is two facts about the user."""

from __future__ import annotations

import pytest

from mercuryd import wire
from mercuryd.brain import english as en
from mercuryd.brain.extract_rules import extract


def facts(text: str) -> list[tuple[str, str | None, str | None]]:
    return [(c.summary, c.attribute, c.value)
            for c in extract([wire.Message(role="user", content=text)], max_facts=10)]


@pytest.mark.parametrize(("text", "expected"), [
    ("I live in Leeds and work as a nurse.",
     [("User lives in Leeds", "lives_in", "leeds"), ("User works as a nurse", "job_title", "nurse")]),
    ("I'm a nurse and work at St James's.",
     [("User is a nurse", "job_title", "nurse"), ("User works at St James's", "works_at", "st james's")]),
    ("I work at Google and live in Zurich.",
     [("User lives in Zurich", "lives_in", "zurich"), ("User works at Google", "works_at", "google")]),
])
def test_the_second_verb_is_the_users_too(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert sorted(facts(text)) == sorted(expected)


def test_someone_elses_two_verbs_are_not_split() -> None:
    assert en.clauses("My sisters live in Leeds and work as nurses.") == ["My sisters live in Leeds and work as nurses."]


def test_a_wish_stays_one_clause() -> None:
    assert en.clauses("I'd love to live in Leeds and work as a nurse.") == [
        "I'd love to live in Leeds and work as a nurse."]


def test_a_setting_before_the_clause_moves_after_it() -> None:
    assert en.clauses("At work I use VS Code.") == ["I use VS Code at work."]
    assert en.clauses("I use VS Code at work but at home I write everything in Neovim.") == [
        "I use VS Code at work", "I write everything in Neovim at home."]


@pytest.mark.parametrize(("text", "summary"), [
    ("Never suggest Java solutions to me.", "User does not want Java solutions suggested"),
    ("Please never suggest Java solutions to me.", "User does not want Java solutions suggested"),
    ("Never suggest Java.", "User does not want Java suggested"),
])
def test_a_prohibition_said_to_me_reads_plainly(text: str, summary: str) -> None:
    assert [f[0] for f in facts(text)] == [summary]
