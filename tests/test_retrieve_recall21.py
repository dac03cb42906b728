"""Recall by meaning, the twenty-first round (branch recall21, docs/recall.md): gaps the twentieth fresh set said;
each in a real store with the real sentence model (real Brain on a SQLite file; no timings):

- a relative the write path knows by no person (no name: "User's father is in a care home"; a word of relation it
  does not read: "User's bampi Dai") is found by how the memory says it, for every word of that relation the
  message uses ("my dad", "my folks", "my gran" for "nan");
- a grandparent however called (gran, nan, granny, grandad, grandpa; bampi, mamgu, taid, nain in Wales);
- what the user is asked to bring, get or take a relative ("what should I take my dad?") is about them;
- a dinner for two, a date night, a weekend for the two of us: the partner is whom it is about;
- "the nearest pool to me": where the user lives; "put a bit more aside": what the user saves for;
- "my staff", "my crew", "my team" (not one that plays): whom the user employs or leads; "the pet shop": the pets;
- sheet music, tabs, an easy arrangement: the instrument the user plays; "my pills", "my tablets": what the user
  takes, said in words the write path keeps no attribute for ("User is on blood thinners"); a language named in its
  own tongue ("in Cymraeg", "in Gàidhlig"): the one the user is learning;
- needs nothing: someone else's relative ("my neighbour's dad is in hospital") is not the user's.

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

# A ferry deckhand on Lewis: a stepfather in a care home and a nan of 94 (neither named), a husband who works offshore,
# a collie, a smokehouse with six staff, saving up for a boat engine, living in Stornoway, a fiddle, blood thinners, Gaelic
# at an evening class.
DECKHAND = [
    ("relationship", "User's stepfather is in a care home in Inverness"),
    ("relationship", "User's nan is 94 and still lives on her own"),
    ("relationship", "User's husband Ewan works offshore two weeks on, two weeks off"),
    ("relationship", "User's collie Mhairi is nine"),
    ("identity", "User runs a fish smokehouse with six staff"),
    ("goal", "User is saving up for a new boat engine"),
    ("identity", "User lives in Stornoway"),
    ("habit", "User plays the fiddle at the Thursday session"),
    ("constraint", "User is on blood thinners after a clot in her leg"),
    ("goal", "User is learning Gaelic at an evening class"),
]
STEPFATHER = "User's stepfather is in a care home in Inverness"
NAN = "User's nan is 94 and still lives on her own"
HUSBAND = "User's husband Ewan works offshore two weeks on, two weeks off"
COLLIE = "User's collie Mhairi is nine"
SMOKEHOUSE = "User runs a fish smokehouse with six staff"
SAVING = "User is saving up for a new boat engine"
HOME = "User lives in Stornoway"
FIDDLE = "User plays the fiddle at the Thursday session"
THINNERS = "User is on blood thinners after a clot in her leg"
GAELIC = "User is learning Gaelic at an evening class"

EVERYDAY = Path(__file__).resolve().parent.parent / "bench" / "data" / "paraphrase_distractors.json"


@pytest.fixture(scope="module")
def deckhand(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    """The deckhand's memories after another invented user's 505 everyday ones (a mother Grace, a father who died,
    a partner Chloe, a cat Pepper, an office in Leeds: the relations' and kinds' other answers)."""
    everyday = [(t, s) for t, s in json.loads(EVERYDAY.read_text())["memories"]]
    yield from stocked(tmp_path_factory.mktemp("deckhand"), [*everyday, *DECKHAND])


@pytest.mark.parametrize(("message", "memory"), [
    ("what should I take my stepfather when I visit on Saturday?", STEPFATHER),
    ("my gran keeps forgetting to eat, any tips?", NAN),
    ("planning a weekend away for the two of us, any ideas?", HUSBAND),
    ("where's the closest dentist to me?", HOME),
    ("help me write a message to my crew about the Christmas shifts", SMOKEHOUSE),
    ("anything I should grab at the pet store?", COLLIE),
    ("can you find me easy sheet music for a Gaelic waltz?", FIDDLE),
    ("is it fine to take my evening pills with a glass of milk?", THINNERS),
    ("how do I say happy birthday in Gàidhlig?", GAELIC),
])
def test_recalled(deckhand: Brain, message: str, memory: str) -> None:
    assert memory in injected(deckhand, message)


@pytest.mark.parametrize(("message", "memory"), [
    ("my neighbour's stepfather is in hospital, what should I write in the card?", STEPFATHER),  # someone else's
    ("my friend's husband just got a job offshore, is that a good life?", HUSBAND),  # someone else's husband
    ("is my team playing on Saturday?", SMOKEHOUSE),  # a team that plays
    ("my pet peeve is people who don't indicate", COLLIE),  # no pet of the user's
])
def test_not_recalled(deckhand: Brain, message: str, memory: str) -> None:
    assert memory not in injected(deckhand, message)


@pytest.mark.parametrize(("relation", "summary", "said"), [
    ("dad", "User's father is in a care home", True),
    ("dad", "User's da is in a care home", True),
    ("dad", "User's late father kept bees", True),
    ("parents", "User's mam is recovering from a fall", True),
    ("gran", "User's nan is 94", True),
    ("grandad", "User's bampi Dai is 91", True),
    ("grandad", "User's grandpa Jim plays bowls", True),
    ("dad", "User's father-in-law is in a care home", False),  # another relation
    ("dad", "User's father's dog is called Rex", False),  # the father's, not the father
    ("dad", "User's husband is a father of three", False),  # not the user's father
    ("old man", "User's partner Rhys is a firefighter", False),  # "old man" may be a husband, not any partner
    ("gran", "User's mother is 70", False),
])
def test_relatives_said(relation: str, summary: str, said: bool) -> None:
    _, pattern = retrieve._relative_words(retrieve._RELATION_GROUPS[relation])
    assert bool(pattern.match(summary)) is said


@pytest.mark.parametrize(("text", "relation"), [
    ("my nan's birthday is on Sunday", "nan"), ("my granny keeps falling", "granny"), ("my grandad's garden", "grandad"),
    ("my bampi is 90", "bampi"), ("my mamgu makes the best cawl", "mamgu"), ("my taid still drives", "taid"),
    ("my grandparents are visiting", "grandparents"),
])
def test_grandparents(text: str, relation: str) -> None:
    found = [m.group(1).lower() for m in retrieve._MY_RELATION.finditer(text)]
    assert found == [relation]
    group = retrieve._RELATION_GROUPS[relation]
    assert group & {"grandmother", "grandfather"}


@pytest.mark.parametrize(("text", "hit"), [
    ("a candlelit dinner for two on Friday", True), ("a weekend away for the two of us", True),
    ("date night ideas?", True), ("our anniversary is next week", True), ("somewhere romantic for dinner", False),
    ("a romantic restaurant in Glasgow", True), ("a romantic comedy to watch", False),
    ("a table for two of my colleagues", False), ("split the bill two ways", False),
])
def test_just_us_two(text: str, hit: bool) -> None:
    assert bool(retrieve._JUST_US_TWO_CUED.search(text)) is hit


@pytest.mark.parametrize(("text", "hit"), [
    ("what's the nearest swimming pool to me?", True), ("the closest GP to us", True), ("any cafés near me?", True),
    ("the nearest star to the sun", False), ("the closest match to my sample", False),
])
def test_near_me(text: str, hit: bool) -> None:
    assert bool(retrieve._NEAR_ME.search(text)) is hit


@pytest.mark.parametrize(("text", "hit"), [
    ("should I cancel Netflix to put a bit more aside?", True), ("how can I save more each month?", True),
    ("put money away for a rainy day", True), ("put the shopping away", False), ("put the kids to bed", False),
    ("how do I save more of my photos to the cloud?", False),
])
def test_putting_aside(text: str, hit: bool) -> None:
    assert bool(retrieve._MONEY_ASKED_CUED.search(text)) is hit


@pytest.mark.parametrize(("text", "hit"), [
    ("write a note to my team about cover over the holidays", True), ("how do I tell my staff about the rota?", True),
    ("my kitchen crew keep arriving late", True), ("the staff rota for December", True),
    ("is my team playing tonight?", False), ("when do my team play next?", False), ("my teammates are great", False),
])
def test_my_staff(text: str, hit: bool) -> None:
    assert bool(retrieve._MY_STAFF_CUED.search(text)) is hit


@pytest.mark.parametrize(("summary", "said"), [
    ("User runs a café in the harbour with four employees", True), ("User manages a team of 12 engineers", True),
    ("User has three staff", True), ("User owns a small bakery", True),
    ("User has a team meeting on Mondays", False), ("User runs a half marathon every spring", False),
    ("User runs a book club", False), ("User posts a weekly update to the team on Fridays", False),
])
def test_leads_staff(summary: str, said: bool) -> None:
    assert bool(retrieve._LEADS_STAFF.match(summary)) is said


@pytest.mark.parametrize(("text", "hit"), [
    ("what should I pick up at the pet shop?", True), ("is pet insurance worth it?", True),
    ("a pet-friendly cottage in Skye", True), ("my pet peeve is slow walkers", False), ("a pet project in Rust", False),
])
def test_pet_things(text: str, hit: bool) -> None:
    assert bool(retrieve._PET_THINGS_CUED.search(text)) is hit


def test_someone_elses_relative() -> None:
    father = "User's father is in a care home"
    assert any(p.match(father) for p in retrieve.others_only("my friend's dad just had a stroke, what do I say?"))
    assert any(p.match(father) for p in retrieve.others_only("her father is ill"))
    assert not any(p.match(father) for p in retrieve.others_only("my dad just had a stroke, what do I say?"))
    assert not any(p.match(father) for p in retrieve.others_only("my dad's friend is ill"))
    assert not any(p.match(father) for p in retrieve.others_only("how's Dad doing?"))
    their = "User calls their mother every Sunday evening"
    assert any(p.match(their) for p in retrieve.others_only("my colleague's mother is visiting from Lagos"))
    wife = "User's wife Mairi is a nurse"
    assert any(p.match(wife) for p in retrieve.others_only("my cousin's wife is pregnant, what's a nice gift?"))
    assert not any(p.match(wife) for p in retrieve.others_only("my wife's cousin is pregnant, what's a nice gift?"))


def test_given_as_object() -> None:
    q = "what should I take my dad when I visit?"
    assert retrieve._GIVEN_FOR.search(q, 0, q.index("my dad"))
    q = "I took my dad to the match"
    assert not retrieve._GIVEN_FOR.search(q, 0, q.index("my dad"))


@pytest.mark.parametrize(("text", "hit"), [
    ("can you find easy sheet music for a lullaby?", True), ("tabs for Wonderwall?", True),
    ("an easy arrangement of Silent Night", True), ("some music to work to", False),
    ("a spreadsheet of my music", False), ("the easy version of the form", False),
])
def test_music_to_play(text: str, hit: bool) -> None:
    assert bool(retrieve._PRACTICE_ASKED_CUED.search(text)) is hit


@pytest.mark.parametrize(("summary", "said"), [
    ("User takes iron supplements for anaemia", True), ("User is on blood thinners", True),
    ("User uses an inhaler before running", True), ("User takes vitamin D in winter", True),
    ("User takes the bus to work", False), ("User's cat needs insulin twice a day", False),
    ("User is on the school board", False),
])
def test_takes_medicine(summary: str, said: bool) -> None:
    assert bool(retrieve._TAKES_MEDICINE.match(summary)) is said


def test_endonyms() -> None:
    assert [retrieve.ENDONYMS[w.lower()] for w in retrieve._endonyms("a few phrases in Cymraeg for the café")] == ["welsh"]
    assert [retrieve.ENDONYMS[w.lower()] for w in retrieve._endonyms("un poco de Español")] == ["spanish"]
    assert retrieve._endonyms("the Deutsche Bahn app keeps crashing") == []


def test_weak_beside() -> None:
    hit = retrieve.Hit
    hits = [hit(id=1, score=1.2, relevance=1.0), hit(id=2, score=0.7, relevance=0.2),  # weak, but near the best
            hit(id=3, score=0.5, relevance=0.5),  # far under the best, but relevant
            hit(id=4, score=0.4, relevance=0.25)]  # weak and far under the best: dropped
    assert [h.id for h in retrieve.weak_beside(hits)] == [1, 2, 3]
    # all alike weak: nothing stands out, nothing is dropped for it
    alike = [hit(id=5, score=0.3, relevance=0.1), hit(id=6, score=0.25, relevance=0.1)]
    assert [h.id for h in retrieve.weak_beside(alike)] == [5, 6]
    assert retrieve.weak_beside([]) == []
    # a memory the message's relation brought stays, however weak ("when do I catch up with my daughter?")
    kin = hit(id=7, score=0.3, relevance=0.15, by_kind=True)
    assert [h.id for h in retrieve.weak_beside([hits[0], kin])] == [1, 7]
