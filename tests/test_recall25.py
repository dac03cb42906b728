"""Recall by meaning, the twenty-fifth round (branch recall25, docs/recall.md): gaps the twenty-third fresh set (a
Brazilian PhD student in Lisbon) and the twenty-second's leftovers showed; each in a real store with the real sentence
model (real Brain on a SQLite file; no timings):

- relatives in Brazilian and Portuguese words (vó, avô, pai, painho, namorada, irmã, caçula), a student's advisor, and
  flatmates however said ("the people I share the flat with");
- a journey by sea or by road brings what the user's stomach allows (seasick, car sick, motion sickness);
- "where can I go dancing?" brings the dances the user likes;
- "what should we stream tonight?" asks what to watch; "how much can I put away each month?" asks what the user saves
  for; "which passport should I show at the border?" and an immigration office named ask about residence;
- a racket sport's gear brings the racket sport the user plays, a wetsuit or a board the water sport;
- a pint beside another measure of volume is a unit, not a drink: it brings no diet rules;
- the write path: "I work nights at Lidl" keeps the shift beside the workplace, and "night shifts" is the value "nights".

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

# A nurse in Toronto, born in Fortaleza: a grandfather with gout, a girlfriend in Porto, a younger sister at school, a
# supervisor for her master's, a coeliac housemate; car sick, loves samba de gafieira, likes food documentaries, saving
# to buy a condo, a permanent residence application, type 1 diabetes, swimming and squash.
NURSE = [
    ("relationship", "User's grandfather Raimundo has gout"),
    ("relationship", "User's girlfriend Beatriz lives in Porto"),
    ("relationship", "User's younger sister Lívia is in high school"),
    ("relationship", "User's supervisor is Dr Mensah"),
    ("relationship", "User's housemate Jonas has coeliac disease"),
    ("constraint", "User gets car sick on long drives"),
    ("preference", "User loves samba de gafieira"),
    ("preference", "User likes documentaries about food"),
    ("goal", "User is saving to buy a condo"),
    ("goal", "User has applied for permanent residence in Canada"),
    ("constraint", "User is allergic to penicillin"),
    ("constraint", "User has type 1 diabetes"),
    ("habit", "User swims at the community pool on Tuesdays"),
    ("habit", "User plays squash on Thursdays"),
]
GRANDAD = "User's grandfather Raimundo has gout"
BEATRIZ = "User's girlfriend Beatriz lives in Porto"
LIVIA = "User's younger sister Lívia is in high school"
OKAFOR = "User's supervisor is Dr Mensah"
JONAS = "User's housemate Jonas has coeliac disease"
CAR_SICK = "User gets car sick on long drives"
SAMBA = "User loves samba de gafieira"
DOCS = "User likes documentaries about food"
CONDO = "User is saving to buy a condo"
RESIDENCE = "User has applied for permanent residence in Canada"
SWIMS = "User swims at the community pool on Tuesdays"
SQUASH = "User plays squash on Thursdays"

EVERYDAY = Path(__file__).resolve().parent.parent / "bench" / "data" / "paraphrase_distractors.json"


@pytest.fixture(scope="module")
def nurse(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    """The nurse's memories after another invented user's 505 everyday ones (two users in one store)."""
    everyday = [(t, s) for t, s in json.loads(EVERYDAY.read_text())["memories"]]
    yield from stocked(tmp_path_factory.mktemp("nurse"), [*everyday, *NURSE])


@pytest.fixture(scope="module")
def nurse_alone(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    """The nurse's memories alone: one user's store, as a new user's is."""
    yield from stocked(tmp_path_factory.mktemp("nurse-alone"), NURSE)


RECALLED = [
    ("what can I cook for my vô when he visits?", GRANDAD),
    ("what should I get my caçula for her birthday?", LIVIA),
    ("how do I tell my advisor I need an extension?", OKAFOR),
    ("what should I bake for the people I share the house with?", JONAS),
    ("is it better to take the coach or the train to Montreal?", CAR_SICK),
    ("any tips for the ferry crossing on Saturday?", CAR_SICK),
    ("where can I go dancing this Friday?", SAMBA),
    ("what should we stream tonight?", DOCS),
    ("which passport should I use at the border?", RESIDENCE),
    ("what grip size should my new racquet have?", SQUASH),
    ("how thick a wetsuit for the lake in April?", SWIMS),
]


@pytest.mark.parametrize(("message", "memory"), RECALLED)
def test_recalled(nurse: Brain, message: str, memory: str) -> None:
    assert memory in injected(nurse, message)


# (in the store of two users, the everyday user's partner Chloe and their five money goals come first)
@pytest.mark.parametrize(("message", "memory"), [
    *RECALLED,
    ("when should I ring my namorada this weekend?", BEATRIZ),
    ("how much can I put away each month from my salary?", CONDO),
])
def test_recalled_alone(nurse_alone: Brain, message: str, memory: str) -> None:
    assert memory in injected(nurse_alone, message)


@pytest.mark.parametrize(("message", "memory"), [
    ("how do I fix a bus error in my C program?", CAR_SICK),  # no journey
    ("what's a good name for a boat?", CAR_SICK),
    ("what should I say to the people I work with about my leaving?", JONAS),  # colleagues, not housemates
    ("how do I sort a list in Python?", DOCS),
    ("what is the passport office's phone number?", RESIDENCE),  # a passport with no border
    ("the neighbours make a racket every night, what can I do?", SQUASH),  # a noise, not a racket sport
    ("where can I buy a wetsuit for my dog?", SWIMS),
])
def test_not_recalled(nurse_alone: Brain, message: str, memory: str) -> None:
    assert memory not in injected(nurse_alone, message)


def test_a_pint_drunk_brings_the_diet(nurse_alone: Brain) -> None:
    """The twin of the pint as a unit (below): a pint had is a drink, and brings what the user's health allows."""
    assert "User has type 1 diabetes" in injected(nurse_alone, "is a pint okay for me at the match tonight?")


def test_junk_injects_nothing(nurse_alone: Brain) -> None:
    assert injected(nurse_alone, "how many millilitres are in a pint?") == []
    assert injected(nurse_alone, "who wrote Don Quixote?") == []


@pytest.mark.parametrize(("text", "hit"), [
    ("any tips for the day on the boat next week?", True), ("a boat trip round the bay", True),
    ("should I take the coach or fly?", True), ("we're going on a cruise", True),
    ("what's a good name for a boat?", False), ("how do I set cruise control?", False),
    ("what's the bus factor of this repo?", False), ("my coach says I should run more", False),
])
def test_rocking_trip(text: str, hit: bool) -> None:
    assert (retrieve._ROCKING_TRIP_CUED.search(text) is not None) is hit


@pytest.mark.parametrize(("text", "hit"), [
    ("where can I go dancing on Saturday?", True), ("a dance class for beginners", True),
    ("somewhere good to dance in town", True),
    ("stop dancing around the question", False), ("the Dancing Queen lyrics", False),
])
def test_dance_asked(text: str, hit: bool) -> None:
    assert (retrieve._DANCE_ASKED_CUED.search(text) is not None) is hit


@pytest.mark.parametrize(("summary", "hit"), [
    ("User loves forró", True), ("User goes to salsa classes on Thursdays", True), ("User is learning the tango", True),
    ("User loves samba music", True), ("User likes swimming", False), ("User is a dance teacher's son", False),
])
def test_likes_dance(summary: str, hit: bool) -> None:
    assert (retrieve._LIKES_DANCE.match(summary) is not None) is hit


@pytest.mark.parametrize(("summary", "hit"), [
    ("User gets seasick", True), ("User gets motion sickness on buses", True), ("User gets car sick in the back seat", True),
    ("User is sick of his job", False), ("User's car is a Fiat", False),
])
def test_travel_sick(summary: str, hit: bool) -> None:
    assert (retrieve._TRAVEL_SICK.match(summary) is not None) is hit


@pytest.mark.parametrize(("text", "hit"), [
    ("how much can I put away each month from my bolsa?", True), ("how much should I save from every pay cheque?", True),
    ("how much should I set aside a month?", True),
    ("how much should I save in the settings before I quit?", False), ("how much can I put away in the fridge?", False),
])
def test_money_asked(text: str, hit: bool) -> None:
    assert (retrieve._MONEY_ASKED_CUED.search(text) is not None) is hit


@pytest.mark.parametrize(("text", "hit"), [
    ("which passport should I show?", True), ("how long is the passport queue at Gatwick?", True),
    ("I've got my appointment at AIMA on Monday", True), ("do I need a passport to cross the border?", True),
    ("can you help me renew my passport photo?", False), ("the aim of this essay", False),
    ("index the table by id", False),
])
def test_residence_asked(text: str, hit: bool) -> None:
    assert (retrieve._RESIDENCE_ASKED_CUED.search(text) is not None) is hit


@pytest.mark.parametrize(("text", "hit"), [
    ("dinner for the guys I share the apartment with", True), ("the people I live with", True),
    ("the girls I share a flat with", True),
    ("the people I work with", False), ("the guy I share an office with", False),
])
def test_share_home(text: str, hit: bool) -> None:
    assert (retrieve._SHARE_HOME_CUED.search(text) is not None) is hit


@pytest.mark.parametrize(("text", "words"), [
    ("how many millilitres are in a pint?", []), ("convert 3 pints to litres", []),
    ("is a pint okay with my tablets?", ["pint"]), ("a pint after work, yes or no?", ["pint"]),
])
def test_pint_as_unit(text: str, words: list[str]) -> None:
    assert retrieve.meal_words(retrieve.analyze(text), text) == words


# The write path (docs/recall.md, recall25): a shift said with where it is worked keeps its shift, and a shift has one
# value however it was said, so "I'm on days now" ends it.
@pytest.mark.parametrize(("text", "value"), [
    ("I work nights at Lidl.", "nights"), ("I work days at the Royal Infirmary.", "days"),
    ("I work night shifts at the depot.", "nights"), ("I'm working the day shift at Morrisons.", "days"),
    ("I work third shift at the bottling plant.", "third shift"),
])
def test_the_shift_said_with_the_place(text: str, value: str) -> None:
    from tests.test_extract_lifefacts import facts

    assert ("schedule:shift", value) in [(f.attribute, f.value) for f in facts(text)]


@pytest.mark.parametrize("text", ["I work at Lidl.", "I work weekends at Lidl.", "I work for the council."])
def test_no_shift_said_with_the_place(text: str) -> None:
    from tests.test_extract_lifefacts import facts

    got = facts(text)
    assert "works_at" in [f.attribute for f in got]  # the place is read ...
    assert "schedule:shift" not in [f.attribute for f in got]  # ... and no shift


@pytest.mark.parametrize("first", ["I work nights at Lidl.", "I work night shifts at the depot."])
def test_nights_at_a_place_then_days(first: str, store, clock) -> None:  # type: ignore[no-untyped-def]
    from mercuryd import wire

    brain = Brain(store, clock)
    said = brain.ingest(wire.IngestParams(messages=[wire.Message(role="user", content=first)]))
    nights = next(m for m in said.stored if m.attribute == "schedule:shift")
    assert nights.value == "nights"
    clock.advance(days=60)
    later = brain.ingest(wire.IngestParams(messages=[wire.Message(role="user", content="I'm on days now.")]))
    assert nights.id in later.superseded


@pytest.mark.parametrize(("text", "hit"), [
    ("which racket string tension is best for a beginner?", True), ("my shuttlecocks keep breaking", True),
    ("my new badminton racket", True),
    ("the neighbours make a racket every night", False), ("a protection racket", False),
])
def test_racket_gear(text: str, hit: bool) -> None:
    assert (retrieve._RACKET_GEAR_CUED.search(text) is not None) is hit


@pytest.mark.parametrize(("text", "hit"), [
    ("what wetsuit thickness do I need in March?", True), ("which foam board for a beginner?", True),
    ("a wetsuit for my dog", False), ("the whiteboard in the office", False), ("a keyboard for my laptop", False),
])
def test_water_gear(text: str, hit: bool) -> None:
    assert (retrieve._WATER_GEAR_CUED.search(text) is not None) is hit
