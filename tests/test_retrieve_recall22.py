"""Recall by meaning, the twenty-second round (branch recall22, docs/recall.md): gaps the twenty-first fresh set said;
each in a real store with the real sentence model (real Brain on a SQLite file; no timings):

- what the user will not eat binds a meal as an allergy does ("User can't stand fennel", "User doesn't eat lamb": a
  dislike is stored as likes with polarity -1, a food refused as no attribute), and a dish named ("a lasagne"), a meal
  out by its cuisine ("the Indian place") is a meal; a dislike of no food ("User hates jogging") binds none;
- what the user will not watch or hear binds what the message asks to watch or hear ("User doesn't like war films");
- the user's own pregnancy, however far along ("User is 30 weeks pregnant"), binds a drink, a meal, a medicine; a
  relative's does not;
- the wider family by any spelling (aunt, auntie, aunty; uncle, cousin, niece, nephew); "my kid bro" is a younger brother,
  not a child; "my oga" is the user's boss; the one the user is to ask, tell or write to is whom the message is about.

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

# A dairy farmer in Appenzell: an aunt in Lugano, a younger sister at agricultural college, a manager at the cheese
# cooperative, 30 weeks pregnant, fennel and lamb refused, no war films, jogging and crowds disliked, a sister-in-law
# who is pregnant too.
FARMER = [
    ("relationship", "User's aunt Heidi lives in Lugano"),
    ("relationship", "User's younger sister Anna studies at agricultural college"),
    ("relationship", "User's manager at the cooperative is Regula Baumann"),
    ("constraint", "User is 30 weeks pregnant"),
    ("preference", "User can't stand fennel"),
    ("constraint", "User doesn't eat lamb"),
    ("preference", "User doesn't like war films"),
    ("preference", "User hates jogging"),
    ("preference", "User hates crowds"),
    ("relationship", "User's sister-in-law Vreni is pregnant with twins"),
    ("habit", "User plays the clarinet in the village band"),
    ("habit", "User keeps a diesel generator in the barn"),
]
AUNT = "User's aunt Heidi lives in Lugano"
SISTER = "User's younger sister Anna studies at agricultural college"
MANAGER = "User's manager at the cooperative is Regula Baumann"
PREGNANT = "User is 30 weeks pregnant"
FENNEL = "User can't stand fennel"
LAMB = "User doesn't eat lamb"
WAR_FILMS = "User doesn't like war films"
JOGGING = "User hates jogging"
CROWDS = "User hates crowds"
VRENI = "User's sister-in-law Vreni is pregnant with twins"
CLARINET = "User plays the clarinet in the village band"
GENERATOR = "User keeps a diesel generator in the barn"

EVERYDAY = Path(__file__).resolve().parent.parent / "bench" / "data" / "paraphrase_distractors.json"


@pytest.fixture(scope="module")
def farmer(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    """The farmer's memories after another invented user's 505 everyday ones (who dislikes mushrooms and does not eat
    pork: two users' refusals in one store)."""
    everyday = [(t, s) for t, s in json.loads(EVERYDAY.read_text())["memories"]]
    yield from stocked(tmp_path_factory.mktemp("farmer"), [*everyday, *FARMER])


@pytest.fixture(scope="module")
def farmer_alone(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    """The farmer's memories alone: one user's store, as a new user's is."""
    yield from stocked(tmp_path_factory.mktemp("farmer-alone"), FARMER)


@pytest.mark.parametrize(("message", "memory"), [
    ("we're getting food from the Indian place tonight, what should I pick?", LAMB),
    ("can I have a small beer at the christening on Sunday?", PREGNANT),
    ("anything good to watch this weekend?", WAR_FILMS),
    ("how do I ask my oga for two days off in March?", MANAGER),
    ("how do I stop squeaking on the high notes?", CLARINET),
    ("the electricity has been off since noon, how do I keep the milk cold?", GENERATOR),
])
def test_recalled(farmer: Brain, message: str, memory: str) -> None:
    assert memory in injected(farmer, message)


@pytest.mark.parametrize(("message", "memory"), [
    ("give me a quick curry for tonight", FENNEL),  # a dish named: the dislike of a food binds it
    ("give me a quick curry for tonight", LAMB),
    ("what's a good veggie lasagne to make at the weekend?", FENNEL),
    ("when's a good time to phone my auntie?", AUNT),
    ("what should I order at the Turkish place tonight?", LAMB),  # a meal out, said by its cuisine's place
    ("what should I put on the barbecue on Saturday?", FENNEL),
])
def test_recalled_alone(farmer_alone: Brain, message: str, memory: str) -> None:
    assert memory in injected(farmer_alone, message)


@pytest.mark.parametrize(("message", "memory"), [
    ("give me a quick curry for tonight", JOGGING),  # a dislike of no food binds no meal
    ("give me a quick curry for tonight", CROWDS),
    ("give me a quick curry for tonight", VRENI),  # a relative's pregnancy binds no meal of the user's
    ("how do I fix a KeyError in a Python dict?", FENNEL),  # no meal asked
    ("how do I fix a KeyError in a Python dict?", PREGNANT),
    ("will it rain on Saturday, should we move the barbecue?", FENNEL),  # the weather asked, not the meal
    ("my door squeaks every time it opens, what oil should I use?", CLARINET),  # no player's trouble
    ("the light in the hall went out, what bulb do I need?", GENERATOR),  # a bulb, not the mains
])
def test_not_recalled(farmer_alone: Brain, message: str, memory: str) -> None:
    assert memory not in injected(farmer_alone, message)


def test_junk_injects_nothing(farmer_alone: Brain) -> None:
    assert injected(farmer_alone, "how many teaspoons are in a tablespoon?") == []
    assert injected(farmer_alone, "how do I fix a KeyError in a Python dict?") == []


@pytest.mark.parametrize(("summary", "food"), [
    ("User can't stand fennel", True), ("User hates coriander", True), ("User dislikes Brussels sprouts", True),
    ("User doesn't eat lamb", True), ("User never eats red meat", True), ("User hates bread pudding", True),
    ("User won't eat anything with olives", True),
    ("User hates jogging", False), ("User dislikes football", False), ("User hates crowds", False),
    ("User can't stand Mondays", False), ("User can't stand his boss", False), ("User hates the cold", False),
    ("User can't stand loud music", False), ("User doesn't like war films", False),
    ("User dislikes cold showers", False), ("User dislikes small talk at parties", False),
    ("User's son can't stand fennel", False), ("User likes fennel", False),
])
def test_refuses_food(summary: str, food: bool) -> None:
    assert retrieve.refuses_food(summary) is food


@pytest.mark.parametrize(("summary", "pregnant"), [
    ("User is 30 weeks pregnant", True), ("User is about six months pregnant", True), ("User is twenty-two weeks pregnant", True),
    ("User is 30 weeks into a training plan", False), ("User's wife is 30 weeks pregnant", False),
])
def test_pregnant(summary: str, pregnant: bool) -> None:
    assert bool(retrieve._PREGNANT.match(summary)) is pregnant


@pytest.mark.parametrize(("text", "hit"), [
    ("what should I order at the Chinese place?", True), ("a good Thai spot near the station", True),
    ("the pizza joint on Main Street", True), ("a Chinese phrasebook", False), ("the Indian Ocean", False),
    ("a safe house", False),
])
def test_eating_out(text: str, hit: bool) -> None:
    assert bool(retrieve._EATING_OUT_CUED.search(text)) is hit


@pytest.mark.parametrize(("text", "relations"), [
    ("what can I send my kid bro before his exams?", ["bro"]), ("my kid sister is visiting", ["sister"]),
    ("my kid has a fever", ["kid"]), ("when should I call my auntie?", ["auntie"]), ("my aunty's garden", ["aunty"]),
    ("my uncle and my cousins", ["uncle", "cousins"]), ("how do I ask my oga for leave?", ["oga"]),
])
def test_relations_said(text: str, relations: list[str]) -> None:
    assert [m.group(1).lower() for m in retrieve._MY_RELATION.finditer(text)] == relations


def test_kid_brother_is_a_brother() -> None:
    assert retrieve._RELATION_GROUPS["bro"] == frozenset({"brother"})
    assert "manager" in retrieve._RELATION_GROUPS["oga"]
    assert retrieve._RELATION_GROUPS["auntie"] == retrieve._RELATION_GROUPS["aunt"]


@pytest.mark.parametrize(("text", "addressed"), [
    ("how do I ask my boss for a raise?", True), ("help me write to my landlord", True), ("should I tell my mum?", True),
    ("my boss asked for a raise", False), ("a gift for my mum", False),
])
def test_addressed(text: str, addressed: bool) -> None:
    at = text.index("my ")
    assert bool(retrieve._ADDRESSED.search(text, 0, at)) is addressed


@pytest.mark.parametrize(("text", "hit"), [
    ("how do I stop squeaking on the high notes?", True), ("my high notes crack when I'm tired", True),
    ("which reeds should I buy?", True), ("is my embouchure too tight?", True),
    ("my door squeaks every time it opens", False), ("take notes in the meeting", False),
    ("how do I soften my tone in this email?", False),
])
def test_a_players_trouble(text: str, hit: bool) -> None:
    assert bool(retrieve._PRACTICE_ASKED_CUED.search(text)) is hit


@pytest.mark.parametrize(("text", "hit"), [
    ("the light has been off for two days", True), ("the electricity has been off since noon", True),
    ("the power is out again", True), ("load shedding tonight, what can I cook?", True), ("there's no light since morning", True),
    ("the light in the hall went out", False), ("turn the light off", False), ("the light was off in the kitchen", False),
])
def test_mains_off(text: str, hit: bool) -> None:
    assert bool(retrieve._NO_POWER_CUED.search(text)) is hit
