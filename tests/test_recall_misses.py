"""Three misses and some junk of recall by meaning (issue 11, 2026-12-03), each in a real store
with the real sentence model (real Brain on a SQLite file; no timings):

- "my wife" / "my husband" found nobody when the user had said "I'm married to Ines" (a person of
  relation "spouse"), and the model puts "what should I get my wife for our anniversary?" far from
  "User is married to Ines";
- a question asking for a measure ("what temperature for roasting a chicken?") did not bring the
  user's instruction on units when the model put them apart;
- a pet named after food ("a dog called Biscuit") was found by meaning for "any ideas for a gift
  for a chef?": the model read the name;
- a memory holding one of the message's words in another sense, that the model does not link to
  the message ("User writes a to-do list each morning" for a question about Python lists), was
  injected.

Messages and stores are written for their family (the unrelated ones are the development half of
bench/data/unrelated_messages.json; the everyday memories are bench/data/paraphrase_distractors.json).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from pathlib import Path

import pytest

from mercuryd import wire
from mercuryd.brain import steps
from mercuryd.brain.clock import FakeClock
from mercuryd.brain.embed import document_text
from mercuryd.brain.service import Brain
from mercuryd.config import Retrieval, SecondBrain
from mercuryd.store.db import open_store

DATA = Path(__file__).resolve().parent.parent / "bench" / "data"
# every recall with its semantic side, however loaded the machine (no timed assertion)
CONFIG = SecondBrain(retrieval=Retrieval(semantic_deadline_ms=60_000.0))

# A new user's first memories, as an agent's memory.add writes them.
NEW_USER = [
    ("identity", "User's name is Tom"),
    ("relationship", "User is married to Daniel"),
    ("identity", "User works as a maths teacher"),
    ("preference", "User wants metric units: Celsius, grams and kilometres"),
    ("constraint", "User is vegetarian"),
    ("relationship", "User has a dog called Biscuit"),
    ("goal", "User is training for a half marathon in March"),
    ("preference", "User uses VS Code"),
    ("relationship", "User's mum lives in Cardiff"),
    ("constraint", "User is allergic to cats"),
    ("goal", "User is saving for a house deposit"),
]


def injected(brain: Brain, message: str) -> list[str]:
    return [m.summary for m in brain.recall(wire.RecallParams(query=message, limit=5)).memories]


def stocked(folder: Path, memories: Iterable[tuple[str, str]]) -> Iterator[Brain]:
    """A Brain on a real SQLite file in ``folder``, its model loaded, holding ``memories`` ((type, summary),
    added through the write path); closed when the module's fixture is done with it."""
    store = open_store(folder / "second-brain.db")
    brain = Brain(store, FakeClock(), CONFIG)
    assert brain.semantic is not None and brain.semantic.wait_loaded()
    for type_, summary in memories:
        brain.add(wire.AddParams(type=type_, summary=summary))  # type: ignore[arg-type]
    yield brain
    store.close()


@pytest.fixture(scope="module")
def new_user(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    yield from stocked(tmp_path_factory.mktemp("new-user"), NEW_USER)


@pytest.fixture(scope="module")
def everyday(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    """One invented user's 505 everyday memories, a marriage and a TV habit."""
    store = open_store(tmp_path_factory.mktemp("everyday") / "second-brain.db")
    brain = Brain(store, FakeClock(), CONFIG)
    assert brain.semantic is not None and brain.semantic.wait_loaded()
    for type_, summary in json.loads((DATA / "paraphrase_distractors.json").read_text())["memories"]:
        brain.add(wire.AddParams(type=type_, summary=summary))
    brain.add(wire.AddParams(type="relationship", summary="User is married to Ines"))
    brain.add(wire.AddParams(type="preference", summary="User watches a lot of Scandinavian crime dramas on TV"))
    steps.exhaust(brain.semantic.backfill_steps(store), store)  # settle hubness
    yield brain
    store.close()


@pytest.mark.parametrize("message", [
    "ideas for a date night with my husband?",
    "what should I get my husband for our anniversary?",
    "my spouse is stressed at work, how can I help?",
])
def test_the_one_the_user_is_married_to_is_my_husband(new_user: Brain, message: str) -> None:
    assert "User is married to Daniel" in injected(new_user, message)


def test_my_wife_finds_the_marriage_among_everyday_memories(everyday: Brain) -> None:
    assert "User is married to Ines" in injected(everyday, "what should I get my wife for our anniversary?")


@pytest.mark.parametrize("message", [
    "what temperature for roasting a chicken in the oven?",
    "how heavy should my cabin bag be?",
    "how tall is the Eiffel Tower?",
])
def test_a_measure_asked_for_brings_the_units_the_user_wants(new_user: Brain, message: str) -> None:
    assert "User wants metric units: Celsius, grams and kilometres" in injected(new_user, message)


def test_a_quantity_given_is_no_measure_asked_for(new_user: Brain) -> None:
    assert "User wants metric units: Celsius, grams and kilometres" not in \
        injected(new_user, "I walked 12 km yesterday, how do I look after blisters?")


def test_a_pets_name_is_not_read_by_meaning(new_user: Brain) -> None:
    assert not any("dog" in s for s in injected(new_user, "any ideas for a gift for a chef?"))
    assert document_text("User's dog Biscuit is a beagle") == "my dog is a beagle"
    assert document_text("User has a cat called Pepper") == "I have a cat"
    assert document_text("User's son Leo is four years old") == "my son Leo is 4 years old"  # people keep theirs


def test_a_pets_name_still_finds_the_pet(new_user: Brain) -> None:
    assert "User has a dog called Biscuit" in injected(new_user, "Biscuit keeps barking at the postman")


@pytest.mark.parametrize(("message", "junk"), [
    ("What is the difference between a list and a tuple in Python?", "Todoist"),
    ('Traceback (most recent call last): File "main.py", line 8, in <module> ZeroDivisionError: division by zero',
     "files"),
    ("What year did the Berlin Wall fall?", "member of a climbing wall"),
])
def test_one_word_in_another_sense_is_not_injected(everyday: Brain, message: str, junk: str) -> None:
    got = injected(everyday, message)
    assert not any(junk in s for s in got), got


def test_a_word_matched_in_everyday_words_is_still_injected(everyday: Brain) -> None:
    # "telly" -> "TV" through the everyday lexicon, which exists because the model does not join them
    assert "User watches a lot of Scandinavian crime dramas on TV" in injected(everyday, "anything good on the telly tonight?")
