"""Recall by meaning, the twenty-sixth round (branch recall26, docs/recall.md): gaps the twenty-fourth fresh set (a
Filipino-Canadian long-term-care nurse in Winnipeg) showed; each in a real store with the real sentence model (real
Brain on a SQLite file; no timings):

- a parent's Filipino words: "my asawa" is the one the user is married to, "my apo" a grandchild, "my bunso" a
  parent's youngest child as well as a sibling;
- "my eldest keeps…", "my youngest's birthday": a child by their place among the children, said with no noun after it
  (not "my oldest friend");
- a painkiller asked about brings what the user must not take or takes for pain, said of a painkiller by name;
- "how much should I set aside from each paycheque?" (the Canadian spelling) asks what the user saves for;
- "the exam" finds a certification studied for, as it finds a certificate.

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

# A paramedic in Perth, married, two daughters, a son and a granddaughter; allergic to aspirin, no ibuprofen, saving for a new roof, studying
# for a critical care certification, plays touch footy.
MEDIC = [
    ("relationship", "User's wife Leah has coeliac disease"),
    ("relationship", "User's granddaughter Mia is 4 years old"),
    ("relationship", "User's daughter Ana is starting high school"),
    ("relationship", "User's daughter Bea is learning the violin"),
    ("constraint", "User is allergic to aspirin"),
    ("constraint", "User can't take ibuprofen since her kidney surgery"),
    ("relationship", "User's son Josh struggles with dyslexia"),
    ("goal", "User is saving for a new roof"),
    ("goal", "User is studying for a critical care certification"),
    ("habit", "User plays touch footy on Sundays"),
    ("preference", "User likes spicy food"),
]
LEAH = "User's wife Leah has coeliac disease"
MIA = "User's granddaughter Mia is 4 years old"
ANA = "User's daughter Ana is starting high school"
ASPIRIN = "User is allergic to aspirin"
IBUPROFEN = "User can't take ibuprofen since her kidney surgery"
JOSH = "User's son Josh struggles with dyslexia"
ROOF = "User is saving for a new roof"
CERT = "User is studying for a critical care certification"

EVERYDAY = Path(__file__).resolve().parent.parent / "bench" / "data" / "paraphrase_distractors.json"


@pytest.fixture(scope="module")
def medic(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    """The paramedic's memories after another invented user's 505 everyday ones (two users in one store)."""
    everyday = [(t, s) for t, s in json.loads(EVERYDAY.read_text())["memories"]]
    yield from stocked(tmp_path_factory.mktemp("medic"), [*everyday, *MEDIC])


@pytest.fixture(scope="module")
def medic_alone(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    """The paramedic's memories alone: one user's store, as a new user's is."""
    yield from stocked(tmp_path_factory.mktemp("medic-alone"), MEDIC)


RECALLED = [
    ("what can I cook for my asawa tonight?", LEAH),
    ("my eldest is nervous about Monday, what can I say to her?", ANA),
    ("which painkiller is okay for my sore back?", ASPIRIN),
    ("can I have a Nurofen with this cold?", ASPIRIN),
    ("what painkiller is safe for a headache after a night shift?", IBUPROFEN),
    ("my youngest keeps mixing up b and d, how can I help at home?", JOSH),

]


@pytest.mark.parametrize(("message", "memory"), RECALLED)
def test_recalled(medic: Brain, message: str, memory: str) -> None:
    assert memory in injected(medic, message)


# (in the store of two users, the everyday user's Christmas, study and money memories come first)
@pytest.mark.parametrize(("message", "memory"), [
    *RECALLED,
    ("what books are good for my apo?", MIA),
    ("how should I revise for the exam?", CERT),
    ("how much should I set aside from each paycheque?", ROOF),
])
def test_recalled_alone(medic_alone: Brain, message: str, memory: str) -> None:
    assert memory in injected(medic_alone, message)


@pytest.mark.parametrize(("message", "memory"), [
    ("my oldest friend is getting married, what should I say in my speech?", ANA),  # a friend, not a child
    ("what's the pain point of this API design?", ASPIRIN),  # no painkiller
    ("how much can I put away in the freezer?", ROOF),  # no money
])
def test_not_recalled(medic_alone: Brain, message: str, memory: str) -> None:
    assert memory not in injected(medic_alone, message)


def test_junk_injects_nothing(medic_alone: Brain) -> None:
    assert injected(medic_alone, "how do I reverse a linked list in Java?") == []
    assert injected(medic_alone, "what's the pain point of this API design?") == []


@pytest.mark.parametrize(("text", "hit"), [
    ("what painkiller is safe for a migraine?", True), ("is paracetamol okay with wine?", True),
    ("any pain relief for period cramps?", True), ("can I take Advil on an empty stomach?", True),
    ("what's the pain point here?", False), ("a pain in the neck of a bug", False),
])
def test_painkiller_asked(text: str, hit: bool) -> None:
    assert (retrieve._PAINKILLER_ASKED_CUED.search(text) is not None) is hit


@pytest.mark.parametrize(("summary", "hit"), [
    ("User cannot take ibuprofen because of a stomach ulcer", True), ("User is allergic to aspirin", True),
    ("User takes paracetamol for her back", True), ("User has asthma", False), ("User hates painting", False),
])
def test_on_painkillers(summary: str, hit: bool) -> None:
    assert (retrieve._ON_PAINKILLERS.match(summary) is not None) is hit


@pytest.mark.parametrize(("text", "hit"), [
    ("how much should I put aside from each paycheque?", True), ("how much can we save from every paycheck?", True),
    ("how much can I put away in the fridge?", False),
])
def test_paycheque_asks_money(text: str, hit: bool) -> None:
    assert (retrieve._MONEY_ASKED_CUED.search(text) is not None) is hit


@pytest.mark.parametrize(("text", "hit"), [
    ("my eldest keeps failing maths", True), ("it's my youngest's birthday", True), ("ideas for my firstborn?", True),
    ("my middle one won't sleep", True),
])
def test_nth_child_said(text: str, hit: bool) -> None:
    m = retrieve._MY_NTH_CHILD_CUED.search(text)
    assert m is not None
    assert (retrieve._ABOUT_THEM.match(text, m.end()) is not None or retrieve._SAID_ALONE.match(text, m.end()) is not None) is hit


@pytest.mark.parametrize("text", ["my oldest friend is visiting", "my youngest sister is visiting", "our eldest client"])
def test_nth_child_with_a_noun(text: str) -> None:
    m = retrieve._MY_NTH_CHILD_CUED.search(text)
    assert m is not None  # the place is said ...
    assert retrieve._ABOUT_THEM.match(text, m.end()) is None and retrieve._SAID_ALONE.match(text, m.end()) is None  # ... not alone


@pytest.mark.parametrize(("word", "relation"), [("asawa", "husband"), ("apo", "granddaughter"), ("bunso", "son"),
                                                ("bunso", "sister"), ("titas", "aunt")])
def test_filipino_words(word: str, relation: str) -> None:
    assert relation in retrieve._RELATION_GROUPS[word]
    assert retrieve._MY_RELATION.search(f"a gift for my {word}") is not None
