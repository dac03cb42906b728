"""Recall by meaning, the twenty-ninth round (branch recall29, docs/recall.md): gaps the twenty-seventh fresh set (a
Turkish-German lorry driver in Duisburg) and the sets before it showed; each in a real store with the real sentence
model (real Brain on a SQLite file; no timings):

- relatives in the Turkish and German words of a Turkish-German home ("my anne", "my baba", "my dede", "my Schatz");
  "anne" only in lower case ("my Anne" is someone so named);
- a relative said in a memory with "her", "his", "their" ("User rings his grandfather every Friday") is that relative's
  memory, as "User's grandfather …" is;
- the one the user is to let know or warn is whom the message is about, as the one to tell is;
- a meal said to be halal or kosher asks the diet (beside a beer), and what it must not hold ("User doesn't eat pork")
  comes first among the foods refused;
- "am I past the cutoff to apply for …?" asks the user's age;
- a henna night, the bride, the groom are a wedding's doings;
- "some tunes", "a few good tunes" ask for music.

Messages and stores are written for this file.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from mercuryd.brain import retrieve
from mercuryd.brain.service import Brain
from tests.test_recall_misses import injected, stocked

# A Turkish-German baker of 47 in Hamm: a husband, a mother and a grandfather named by no name, a cousin marrying,
# no pork, Anatolian rock, and a mushroom she will not touch beside the pork.
BAKER = [
    ("relationship", "User's husband Tobias is training for an ironman"),
    ("relationship", "User's mother has glaucoma"),
    ("relationship", "User rings his grandfather every Friday evening"),
    ("relationship", "User's cousin Elif is getting married in May"),
    ("constraint", "User doesn't eat pork"),
    ("preference", "User can't stand mushrooms"),
    ("preference", "User loves Anatolian rock"),
    ("identity", "User is 47 years old"),
    ("identity", "User runs a bakery in Hamm"),
]
TOBIAS = "User's husband Tobias is training for an ironman"
GLAUCOMA = "User's mother has glaucoma"
GRANDAD = "User rings his grandfather every Friday evening"
ELIF = "User's cousin Elif is getting married in May"
PORK = "User doesn't eat pork"
ROCK = "User loves Anatolian rock"
AGE = "User is 47 years old"

EVERYDAY = Path(__file__).resolve().parent.parent / "bench" / "data" / "paraphrase_distractors.json"


@pytest.fixture(scope="module")
def baker(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    """The baker's memories after another invented user's 505 everyday ones (two users in one store)."""
    everyday = [(t, s) for t, s in json.loads(EVERYDAY.read_text())["memories"]]
    yield from stocked(tmp_path_factory.mktemp("baker"), [*everyday, *BAKER])


@pytest.fixture(scope="module")
def baker_alone(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    """The baker's memories alone: one user's store, as a new user's is."""
    yield from stocked(tmp_path_factory.mktemp("baker-alone"), BAKER)


RECALLED = [
    ("my Schatz keeps nodding off on the sofa by nine, should I worry?", TOBIAS),
    ("my anne keeps ringing me at work, how do I get her to text instead?", GLAUCOMA),
    ("the dough won't be ready till late, remind me to let my dede know", GRANDAD),
    ("any ideas for a henna night for the bride?", ELIF),
    ("what can I get at the Oktoberfest tent that's halal?", PORK),
    ("am I past the cutoff to apply for the volunteer fire brigade?", AGE),
    ("put together some tunes for the shop's reopening party", ROCK),
]


@pytest.mark.parametrize(("message", "memory"), RECALLED)
def test_recalled(baker: Brain, message: str, memory: str) -> None:
    assert memory in injected(baker, message)


@pytest.mark.parametrize(("message", "memory"), RECALLED)
def test_recalled_alone(baker_alone: Brain, message: str, memory: str) -> None:
    assert memory in injected(baker_alone, message)


# each beside its twin above: an unrelated message that must not bring the memory
@pytest.mark.parametrize(("message", "memory"), [
    ("what does the word Schatz mean in a German love letter?", TOBIAS),  # the word, no one's
    ("my Anne from the choir keeps asking me for lifts, how do I say no?", GLAUCOMA),  # someone named Anne
    ("remind me to let the dough rest before shaping", GRANDAD),  # let, no one
    ("how long does a henna tattoo last on the hands?", ELIF),  # henna, no wedding
    ("which beer is the strongest in the Oktoberfest tent?", PORK),  # a beer alone, no meal
    ("am I past the cut-off for the housing grant?", AGE),  # a cut-off, no age
    ("how do I fine-tune a small language model on my notes?", ROCK),  # tune, no music
])
def test_not_recalled(baker_alone: Brain, message: str, memory: str) -> None:
    assert memory not in injected(baker_alone, message)


def test_what_halal_must_not_hold_first(baker: Brain) -> None:
    """Of two foods refused, the one a halal meal must not hold has the refusal's place (the mushrooms do not)."""
    got = injected(baker, "is there anything halal at the Christmas market?")
    assert PORK in got
    assert "User can't stand mushrooms" not in got


@pytest.mark.parametrize(("text", "relation"), [
    ("my anne is coming to stay", "anne"), ("my baba's shop is closing", "baba"), ("my Schatz is tired", "schatz"),
    ("my dede turns 80", "dede"), ("my abla called", "abla"), ("my teyze keeps asking", "teyze"),
    ("my Tante Gisela is visiting", "tante"), ("my Bruder needs a lift", "bruder"),
    ("my Anne is coming to stay", None), ("Anne from work is coming", None), ("my nine-year-old is bored", None),
    ("my Karim is coming round", None),
])
def test_relation_words(text: str, relation: str | None) -> None:
    found = [m.group(1).lower() for m in retrieve._MY_RELATION.finditer(text) if retrieve._relation_word(m.group(1))]
    assert found == ([relation] if relation else [])


@pytest.mark.parametrize("word", sorted(retrieve._RELATION_GROUPS))
def test_every_spelling_matched_is_a_relation(word: str) -> None:
    """Whatever case or dotted i a relation word is written in, what the pattern takes is a relation's word (the
    pattern ignores case, and to it a dotless ı is an i)."""
    for spelling in {word, word.upper(), word.title(), word.replace("ı", "i"), word.replace("ı", "I").upper()}:
        for m in retrieve._MY_RELATION.finditer(f"my {spelling} is here"):
            assert m.group(1).lower() in retrieve._RELATION_GROUPS, spelling


def test_relation_groups() -> None:
    assert retrieve._RELATION_GROUPS["anne"] == retrieve._RELATION_GROUPS["mum"]
    assert retrieve._RELATION_GROUPS["dede"] == retrieve._RELATION_GROUPS["grandad"]
    assert {"father", "grandmother", "grandfather"} <= retrieve._RELATION_GROUPS["baba"]
    assert "husband" in retrieve._RELATION_GROUPS["schatz"]


@pytest.mark.parametrize(("summary", "hit"), [
    ("User's mother has glaucoma", True), ("User calls her mother every evening at eight", True),
    ("User visits his mum on Sundays", True), ("User takes their mother to church", True),
    ("User loves her mother's cooking", False), ("User and her mother-in-law argue", False),
    ("User's friend visits her mother", False), ("User's neighbour's mother is ill", False),
])
def test_relative_said(summary: str, hit: bool) -> None:
    _, pattern = retrieve._relative_words(frozenset({"mother"}))
    assert (pattern.match(summary) is not None) is hit


@pytest.mark.parametrize(("before", "hit"), [
    ("remind me to let ", True), ("I need to warn ", True), ("how do I tell ", True),
    ("a present for ", False), ("the toilet ", False), ("an outlet ", False),
])
def test_addressed(before: str, hit: bool) -> None:
    assert (retrieve._ADDRESSED.search(before) is not None) is hit


@pytest.mark.parametrize(("text", "hit"), [
    ("am I past the cutoff to apply for the police academy?", True), ("am I over the cut-off to join the army?", True),
    ("I'm past the cutoff to enlist, aren't I?", True),
    ("am I over the limit to drive home?", False), ("am I past the cut-off for the grant?", False),
    ("is the cutoff to apply next week?", False),
])
def test_age_cutoff(text: str, hit: bool) -> None:
    assert (retrieve._MY_AGE_CUED.search(text) is not None) is hit


@pytest.mark.parametrize(("text", "hit"), [
    ("a henna night playlist", True), ("a gift for the bride-to-be", True), ("a speech for the groom", True),
    ("what to bring to the kına gecesi", True),
    ("a henna tattoo for my hand", False), ("watching Bride of Frankenstein", False), ("the groomer for my dog", False),
])
def test_wedding_doings(text: str, hit: bool) -> None:
    assert (retrieve._WEDDING_DO_CUED.search(text) is not None) is hit


@pytest.mark.parametrize(("text", "hit"), [
    ("put together some tunes for a barbecue", True), ("a few good tunes for the drive", True),
    ("the piano is out of tune", False), ("fine-tune the model with some good data", False),
])
def test_tunes(text: str, hit: bool) -> None:
    assert (retrieve._MUSIC_ASKED_CUED.search(text) is not None) is hit


def test_halal_is_a_meal() -> None:
    assert retrieve.CATEGORY_WORDS["halal"] == "diet" and retrieve.CATEGORY_WORDS["kosher"] == "diet"
    assert retrieve.held_in_dish("User doesn't eat pork", "something halal at the market")
    assert not retrieve.held_in_dish("User can't stand mushrooms", "something halal at the market")
