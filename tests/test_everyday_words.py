"""Everyday words for the same thing: "my nan" is the grandmother, "the GP" the doctor, "our
flat" the apartment, "the telly" the TV. The sentence model puts many such pairs far apart, so
recall matches them as words (``variants._EVERYDAY``), with recall by meaning off here so
only the words can find them. Real Brain on a real SQLite file.

Sentences are written for their family, not copied from any labelled set.
"""

from __future__ import annotations

import pytest

from mercuryd import wire
from mercuryd.brain.clock import FakeClock
from mercuryd.brain.service import Brain
from mercuryd.config import Retrieval, SecondBrain
from mercuryd.store.db import Store

# Memories of one user, the ones asked about below among ones nobody asks about.
MEMORIES = [
    ("relationship", "User's grandma Peggy lives in Whitby"),
    ("relationship", "User's GP is Dr. Mensah"),
    ("habit", "User sees a physiotherapist for a bad ankle"),
    ("identity", "User rents an apartment in Brooklyn"),
    ("preference", "User never watches television on weeknights"),
    ("constraint", "User can't eat eggplant"),
    ("episode", "User had the shingles vaccine in May"),
    ("relationship", "User's cat Mango is twelve"),
    ("relationship", "User's colleague Dev sits next to them"),
    ("episode", "User's kitchen faucet has started to drip"),
    ("preference", "User likes jazz on vinyl"),
    ("identity", "User works in logistics"),
    ("goal", "User wants to learn Portuguese"),
]


@pytest.fixture
def lexical(store: Store, clock: FakeClock) -> tuple[Brain, dict[str, int]]:
    brain = Brain(store, clock, SecondBrain(retrieval=Retrieval(semantic=False)))
    ids = {summary: brain.add(wire.AddParams(type=t, summary=summary)).id for t, summary in MEMORIES}
    return brain, ids


def recalled(brain: Brain, query: str) -> list[str]:
    return [m.summary for m in brain.recall(wire.RecallParams(query=query, limit=5)).memories]


@pytest.mark.parametrize(("query", "memory"), [
    ("what flowers would my nan like?", "User's grandma Peggy lives in Whitby"),
    ("should I see a doctor about this rash?", "User's GP is Dr. Mensah"),
    ("my physio says I can start jogging again", "User sees a physiotherapist for a bad ankle"),
    ("cheap ways to heat our flat this winter", "User rents an apartment in Brooklyn"),
    ("anything worth putting on the telly tonight?", "User never watches television on weeknights"),
    ("is moussaka with aubergine ok for dinner?", "User can't eat eggplant"),
    ("do I need another jab this winter?", "User had the shingles vaccine in May"),
    ("my moggy has stopped eating", "User's cat Mango is twelve"),
    ("leaving card ideas for a coworker", "User's colleague Dev sits next to them"),
])
def test_an_everyday_word_finds_the_same_thing_said_otherwise(
        lexical: tuple[Brain, dict[str, int]], query: str, memory: str) -> None:
    brain, _ = lexical
    assert memory in recalled(brain, query)


@pytest.mark.parametrize(("query", "memory"), [
    # "nan" and "flat" have another everyday sense: the grandmother and the home only when someone's
    ("why is my loss nan after the third epoch?", "User's grandma Peggy lives in Whitby"),
    ("how do I turn a nested list into a flat one?", "User rents an apartment in Brooklyn"),
    # one way only: a faucet is a tap, but "tap" is also a touch on a screen
    ("the app ignores a double tap on the button", "User's kitchen faucet has started to drip"),
])
def test_a_word_with_another_everyday_sense_brings_nothing(
        lexical: tuple[Brain, dict[str, int]], query: str, memory: str) -> None:
    brain, _ = lexical
    assert memory not in recalled(brain, query)


def test_an_abbreviation_in_capitals_still_means_the_words(lexical: tuple[Brain, dict[str, int]]) -> None:
    brain, _ = lexical
    brain.add(wire.AddParams(type="relationship", summary="User's family doctor is Dr. Okoro"))
    assert "User's family doctor is Dr. Okoro" in recalled(brain, "what should I ask my GP about headaches?")
