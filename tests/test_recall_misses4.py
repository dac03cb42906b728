"""Misses and junk of recall by meaning, issue 11's leftovers and the eighth fresh paraphrase set's misses
(session 33), each in a real store with the real sentence model (real Brain on a SQLite file; no timings):

- "planning a trip to see my family" brought "User's father died in 2015": the family kinds bring what is
  said of each relative, and a death is no one to visit (nor to spend a Sunday with).

Messages and stores are written for this file (the everyday memories are
bench/data/paraphrase_distractors.json, another invented user's).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mercuryd.brain.service import Brain
from tests.test_recall_misses import injected, stocked

# A new user's first memories: a widow's son, his family near and far, a pet, how he likes answers.
WIDOWS_SON = [
    ("identity", "User's name is Oskar"),
    ("relationship", "User's father passed away in 2019"),
    ("relationship", "User's mother Greta lives in Malmö"),
    ("relationship", "User's sister Lotta lives in Gothenburg with her two boys"),
    ("relationship", "User has a cat called Sill"),
    ("habit", "User plays padel on Thursday evenings"),
    ("constraint", "User is allergic to penicillin"),
]
DEATH = "User's father passed away in 2019"


@pytest.fixture(scope="module")
def widows_son(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    yield from stocked(tmp_path_factory.mktemp("widows-son"), WIDOWS_SON)


@pytest.mark.parametrize("message", [
    "planning a trip to see my family over midsummer, what should I bring?",
    "what could we all do together as a family this weekend?",
])
def test_a_death_is_not_whom_the_family_kinds_bring(widows_son: Brain, message: str) -> None:
    got = injected(widows_son, message)
    assert DEATH not in got, got
    assert {"User's mother Greta lives in Malmö", "User's sister Lotta lives in Gothenburg with her two boys"} \
        & set(got), got


def test_the_death_still_answers_a_message_about_it(widows_son: Brain) -> None:
    assert DEATH in injected(widows_son, "it's the anniversary of losing my dad next week, how do I get through it?")
