"""Misses of recall by meaning from the ninth fresh paraphrase set (session 33, branch recall9), each in a real
store with the real sentence model (real Brain on a SQLite file; no timings):

- a request for code or for a piece of writing is answered in the shape the user asked that kind of answer to
  take ("write a function…" wants "User wants code first, explanation after"; "draft a note…" wants "User wants
  British spelling"), and only a rule whose own subject is what is asked: not a rule on answers in general, not
  the editor code is written in, not a rule on code in another language than the one asked for;
- a drink made with milk ("a latte", "a milkshake", "creamer") is a diet question: a lactose intolerance answers it.

Messages and stores are written for this file.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mercuryd.brain.service import Brain
from tests.test_recall_misses import injected, stocked

# A surveyor's memories: how she wants code and letters, and her everyday life.
SURVEYOR = [
    ("identity", "User's name is Folake"),
    ("preference", "User wants code first, explanation after"),
    ("preference", "User wants Canadian spelling"),
    ("preference", "User likes short, direct answers"),
    ("preference", "User prefers a dark theme in every code editor"),
    ("relationship", "User's husband Emeka coaches youth basketball"),
    ("habit", "User bakes bread on Saturday mornings"),
    ("goal", "User wants to run a marathon in 2027"),
]
CODE_FIRST = "User wants code first, explanation after"
SPELLING = "User wants Canadian spelling"
EDITOR = "User prefers a dark theme in every code editor"
SHORT = "User likes short, direct answers"


@pytest.fixture(scope="module")
def surveyor(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    yield from stocked(tmp_path_factory.mktemp("surveyor"), SURVEYOR)


@pytest.mark.parametrize("message", [
    "write a function that rounds a bearing to the nearest minute",
    "can you give me a quick script to rename the scans in a folder?",
])
def test_a_request_for_code_brings_the_rule_on_code(surveyor: Brain, message: str) -> None:
    got = injected(surveyor, message)
    assert CODE_FIRST in got, got
    assert EDITOR not in got, got  # the editor code is written in is no shape of an answer
    assert SPELLING not in got, got


@pytest.mark.parametrize("message", [
    "draft a short letter asking the landlord to fix the gutter",
    "help me write a thank-you card for my team lead",
])
def test_a_request_for_writing_brings_the_rule_on_spelling(surveyor: Brain, message: str) -> None:
    got = injected(surveyor, message)
    assert SPELLING in got, got
    assert CODE_FIRST not in got, got


@pytest.mark.parametrize("message", [
    "what time does the farmers' market open on Sunday?",
    "what should I write in my notes before the site visit?",
])
def test_no_answer_shape_rule_on_other_messages(surveyor: Brain, message: str) -> None:
    got = injected(surveyor, message)
    assert CODE_FIRST not in got and SPELLING not in got and SHORT not in got, got


# Rules on code in one language, and a request in another
POLYGLOT = [
    ("preference", "User wants Python code with type hints"),
    ("preference", "User wants code with comments on every function"),
    ("habit", "User walks the dog before work"),
]


@pytest.fixture(scope="module")
def polyglot(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    yield from stocked(tmp_path_factory.mktemp("polyglot"), POLYGLOT)


def test_a_rule_on_another_language_is_not_brought(polyglot: Brain) -> None:
    got = injected(polyglot, "write a SQL query that sums the invoices per client")
    assert "User wants Python code with type hints" not in got, got
    assert "User wants code with comments on every function" in got, got


def test_the_rule_on_the_language_asked_for_is_brought(polyglot: Brain) -> None:
    got = injected(polyglot, "write me a Python script that resizes the photos in a folder")
    assert "User wants Python code with type hints" in got, got


# A drink made with milk is a diet question: the user's lactose intolerance answers it
DAIRY_FREE = [
    ("constraint", "User is lactose intolerant"),
    ("habit", "User cycles to the office on Tuesdays"),
    ("preference", "User likes jazz on Sunday mornings"),
    ("goal", "User wants to learn to sail"),
]


@pytest.fixture(scope="module")
def dairy_free(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    yield from stocked(tmp_path_factory.mktemp("dairy-free"), DAIRY_FREE)


@pytest.mark.parametrize("message", [
    "is a cappuccino from the station kiosk a bad idea for me?",
    "which milkshake flavour should I order at the diner?",
])
def test_a_milky_drink_brings_the_intolerance(dairy_free: Brain, message: str) -> None:
    assert "User is lactose intolerant" in injected(dairy_free, message)
