"""Junk injected by one shared word used in another sense (a new-user trial, session 31), each in a
real store with the real sentence model (real Brain on a SQLite file; no timings):

- "what should I say in a card for my daughter?" brought "User does not want suggestions to book
  things online with a credit card": the memory's "card" is the second word of "credit card", another
  thing than a greeting card;
- "I want to book a hotel for my trip" brought "User's book club meets ...": "book" is a verb in the
  message and the first word of the noun "book club" in the memory (the credit-card rule, whose "book"
  is the same verb, is relevant there);
- "what should I make for supper tonight?" brought "User's daughter Claire phones them every Sunday
  evening after supper": there "after supper" only says when.

The controls use the same word in the same sense, and must still find their memory.
Messages and store are written for this file.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mercuryd.brain.service import Brain
from tests.test_recall_misses import injected, stocked

CREDIT_RULE = "User does not want suggestions to book things online with a credit card"
BOOK_CLUB = "User's book club meets the first Thursday of every month at the library"
SUPPER_CALL = "User's daughter Claire phones them every Sunday evening after supper"
DIABETES = "User has type 2 diabetes"
HANDMADE_CARDS = "User makes birthday cards by hand"

# A retired librarian's first memories.
LIBRARIAN = [
    ("identity", "User's name is Margaret"),
    ("identity", "User is a retired librarian"),
    ("preference", CREDIT_RULE),
    ("habit", BOOK_CLUB),
    ("relationship", SUPPER_CALL),
    ("constraint", DIABETES),
    ("preference", HANDMADE_CARDS),
    ("relationship", "User's mum Edna is ninety-one and lives in a care home"),
    ("habit", "User walks along the canal most mornings"),
    ("preference", "User prefers large print on screens"),
    ("relationship", "User's cat Hobbes sleeps on the radiator"),
    ("habit", "User does the crossword in the paper every day"),
    ("goal", "User wants to visit Lisbon in the spring"),
    ("preference", "User listens to Radio 4 in the kitchen"),
    ("identity", "User lives in a bungalow in Shrewsbury"),
]


@pytest.fixture(scope="module")
def librarian(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    yield from stocked(tmp_path_factory.mktemp("librarian"), LIBRARIAN)


@pytest.mark.parametrize(("message", "memory"), [
    ("what should I say in a card for my daughter?", CREDIT_RULE),
    ("I want to book a hotel for my trip", BOOK_CLUB),
    ("what should I make for supper tonight?", SUPPER_CALL),
])
def test_a_word_in_another_sense_injects_nothing(librarian: Brain, message: str, memory: str) -> None:
    assert memory not in injected(librarian, message)


@pytest.mark.parametrize(("message", "memory"), [
    ("I want to book a hotel for my trip", CREDIT_RULE),
    ("what should I make for supper tonight?", DIABETES),
])
def test_the_memory_the_message_is_about_still_comes(librarian: Brain, message: str, memory: str) -> None:
    assert memory in injected(librarian, message)


@pytest.mark.parametrize(("message", "memory"), [
    ("can you book a flight to Lisbon for me?", CREDIT_RULE),
    ("can you recommend a book for my club?", BOOK_CLUB),
    ("my credit card was declined at the shop", CREDIT_RULE),
    ("what should I write in a birthday card for my mum?", HANDMADE_CARDS),
    ("when is my book club this month?", BOOK_CLUB),
    ("what time does Claire usually ring after supper?", SUPPER_CALL),
])
def test_the_same_word_in_the_same_sense_still_finds_its_memory(librarian: Brain, message: str,
                                                                memory: str) -> None:
    assert memory in injected(librarian, message)


# Written after the fix, as guards of its cues: a name beside the word is no compound; an adjective
# between the determiner and the word still makes it a noun; "book me a table" is the verb.
def test_a_name_beside_the_word_is_no_compound(librarian: Brain) -> None:
    assert SUPPER_CALL in injected(librarian, "is Claire coming over this weekend?")


@pytest.mark.parametrize(("message", "memory"), [
    ("what's a good book?", CREDIT_RULE),
    ("can you book me a table for two", BOOK_CLUB),
])
def test_the_noun_and_the_verb_are_told_apart(librarian: Brain, message: str, memory: str) -> None:
    assert memory not in injected(librarian, message)
