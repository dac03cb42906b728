"""Recall by meaning, the forty-third round (branch recall43, docs/recall.md, "Recall round 43 (session 60)"): messages
that need a memory sharing no word with them, in a real store with the real sentence model (real Brain on a SQLite file;
no timings). The families of the recall misses of the lead's session-59 years (tests/test_lead59_years.py) and one of the
lead's session-57 years:

- a drink with alcohol named (sake, whisky, …) → the blood thinner or heart rhythm it does not go with (``DRINK_ALSO``);
- breakfast or any meal asked → an underactive thyroid (``DIET_CONDITIONS``);
- cooking, washing or typing with one hand, an arm in a cast → the broken wrist or arm (``_GRIP``, ``_HANDS_HURT``);
- getting to appointments without asking for a lift → the car sold ("no car" reads an episode);
- school things for starting first class or grade → the child starting school ("a new school");
- friends or things to do in my new town → where the user moved (``_NEW_TOWN``, the lives_in kind);
- cheaper to rent in the city or outside → where the user lives and is moving (``_HOUSE_HUNT``, plan:lives_in);
- a literature review, the methods section → the thesis chapter being written ("a book being written");
- registering or setting up a small business → the business the user wants to open ("working for oneself");
- a gift for the young couple, the newlyweds → the wedding in the family ("a wedding");
- how much sun or daylight I need in winter → the vitamin D deficiency ("sun in the dark months", new);
- getting more customers or diners → the place the user opened ("customers to win", new).

Messages and stores are written for this file.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from mercuryd.brain import retrieve, situations
from mercuryd.brain.service import Brain
from mercuryd.brain.vocabulary import DIET_CONDITIONS
from tests.test_recall_misses import injected, stocked

# A marine biologist of 52 in Bergen on a blood thinner, with a broken wrist, the car sold, a
# son starting school, a move done and one ahead, a thesis chapter, a studio planned, a nephew married, little vitamin D
# and a noodle bar; beside the 505 everyday memories of the paraphrase probe's distractor user (one store, as a long-used
# one is).
BIOLOGIST = [
    ("constraint", "User takes rivaroxaban"),
    ("constraint", "User broke her left wrist"),
    ("episode", "User sold the family car"),
    ("relationship", "User's son Ivo starts primary school in September"),
    ("project", "User is drafting the third chapter on coral bleaching"),
    ("goal", "User hopes to open her own pottery studio"),
    ("relationship", "User's nephew Lars got married in June"),
    ("constraint", "User is low on vitamin D"),
    ("episode", "User opened a noodle bar in March"),
]
RIVAROXABAN = "User takes rivaroxaban"
WRIST = "User broke her left wrist"
CAR = "User sold the family car"
IVO = "User's son Ivo starts primary school in September"
CHAPTER = "User is drafting the third chapter on coral bleaching"
STUDIO = "User hopes to open her own pottery studio"
LARS = "User's nephew Lars got married in June"
VITAMIN = "User is low on vitamin D"
NOODLES = "User opened a noodle bar in March"


@pytest.fixture(scope="module")
def biologist(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    rows = json.loads((Path(__file__).parent.parent / "bench" / "data" / "paraphrase_distractors.json").read_text())
    yield from stocked(tmp_path_factory.mktemp("biologist"), [(t, s) for t, s in rows["memories"]] + BIOLOGIST)


# (a child starting school and a gift for the newlyweds are pinned on the patterns only: the model alone brings "User's
# son Ivo starts primary school in September" for "what stationery does he need for first class?" and a granddaughter's
# wedding for "a present for a just-married couple?" in these stores, before this round's change too)
RECALLED = [
    ("is a small whisky at night alright for me?", RIVAROXABAN),
    ("how do I wash my hair one-handed?", WRIST),
    ("how long should my literature review be?", CHAPTER),
    ("what do I need to register my own company here?", STUDIO),
    ("how much daylight should I get in the dark months?", VITAMIN),
    ("how do I draw in more diners on weekday evenings?", NOODLES),
]


@pytest.mark.parametrize(("message", "memory"), RECALLED)
def test_recalled(biologist: Brain, message: str, memory: str) -> None:
    assert memory in injected(biologist, message)


# each beside its twin above: a message that must not bring the memory
@pytest.mark.parametrize(("message", "memory"), [
    ("can I drink the tap water here?", RIVAROXABAN),  # a drink without alcohol
    ("how do I improve my one-handed backhand?", WRIST),  # a stroke in tennis
    ("how do I get to my appointments on time?", CAR),  # no lift asked for
    ("is the bag allowance bigger for first class tickets?", IVO),  # a fare
    ("can you review the literature I sent for typos?", CHAPTER),  # a proofread
    ("how do small businesses use AI for marketing?", STUDIO),  # others' businesses
    ("a young couple moved in next door", LARS),  # neighbours
    ("how much sun does a lemon tree need in winter?", VITAMIN),  # a plant
    ("write a SQL query for customers with more than five orders", NOODLES),  # a table
])
def test_not_recalled(biologist: Brain, message: str, memory: str) -> None:
    assert memory not in injected(biologist, message)


NEW = {"sun in the dark months", "customers to win"}
EXTENDED = {"a wedding", "no car", "a new school", "a book being written", "working for oneself"}


@pytest.mark.parametrize(("text", "frame"), [
    ("what gift for young couple", "a wedding"), ("a present for the newlyweds", "a wedding"),
    ("a card for the just married couple", "a wedding"),
    ("a young couple moved in next door", None), ("the couple of days before", None),
    ("how do I get to my appointments without asking for help every time", "no car"),
    ("getting to the doctor's without a lift", "no car"),
    ("how do I fix this without asking my boss for help?", None), ("get to my appointments on time", None),
    ("what school supplies need for first class", "a new school"), ("a bag for starting first grade", "a new school"),
    ("is she ready for year one?", "a new school"),
    ("first class tickets to Rome", None), ("supplies for the first class cabin", None),
    ("how do I structure a literature review section", "a book being written"),
    ("my methods chapter is too long", "a book being written"), ("the thesis abstract", "a book being written"),
    ("review the literature for typos", None), ("a chapter of the novel I'm reading", None),
    ("how do I register a small business in Ireland", "working for oneself"),
    ("setting up my own company", "working for oneself"),
    ("how do small businesses use AI?", None), ("register a domain for the business", None),
    ("how much sun do I need in winter here", "sun in the dark months"),
    ("enough daylight during the winter", "sun in the dark months"), ("the winter blues", "sun in the dark months"),
    ("how much sun does a lemon tree need", None), ("winter sun in the Canaries", None),
    ("how to get more customers at lunch time", "customers to win"),
    ("attracting new clients to the salon", "customers to win"), ("few diners at lunch", "customers to win"),
    ("customers who paid more than once", None), ("a customers table in SQL", None),
])
def test_described(text: str, frame: str | None) -> None:
    names = [f.name for f in situations.described(text)]
    assert (frame in names) if frame else not (NEW | EXTENDED) & set(names), names


@pytest.mark.parametrize(("frame", "summary", "said"), [
    ("no car", "User sold their car", True),
    ("a new school", "User's daughter Tuya starts first grade in September 2026", True),
    ("a new school", "User's son is in the first class at the gym", False),
    ("a book being written", "User is working on the catalysis chapter, which is the hardest", True),
    ("a book being written", "User's supervisor read the chapter", False),
    ("working for oneself", "User wants to open their own nail studio in 2027", True),
    ("sun in the dark months", "User has vitamin d deficiency", True),
    ("sun in the dark months", "User's mother has vitamin D deficiency", False),
    ("sun in the dark months", "User felt sad on Monday", False),
    ("customers to win", "User opened the carinderia", True), ("customers to win", "User runs a food truck", True),
    ("customers to win", "User opened the window", False), ("customers to win", "User's brother opened a shop", False),
])
def test_said(frame: str, summary: str, said: bool) -> None:
    f = next(f for f in situations.FRAMES if f.name == frame)
    assert bool(f.said.search(summary)) is said


@pytest.mark.parametrize(("message", "kinds"), [
    ("how to find new friends in new town", ("lives_in",)), ("what's on in my new city?", ("lives_in",)),
    ("when was the new town hall built?", ()), ("the new city council", ()),
    ("what's cheaper to rent, city or outside?", ("lives_in", "plan:lives_in")),
    ("renting in the suburbs or in town", ("lives_in", "plan:lives_in")),
    ("a budget for a two-bedroom rental around here", ("lives_in", "plan:lives_in")),
    ("is it cheaper to rent a car?", ()),
])
def test_phrase_kinds(message: str, kinds: tuple[str, ...]) -> None:
    got = {k for pattern, said in retrieve.PHRASE_KINDS if pattern.search(message) for k in said}
    assert set(kinds) <= got and not ({"lives_in", "plan:lives_in"} - set(kinds)) & got, got


@pytest.mark.parametrize(("message", "asks"), [
    ("what can I cook with only one hand", True), ("typing one-handed", True), ("my arm is in a sling", True),
    ("my one-handed backhand", False), ("hand me the salt", False),
])
def test_one_hand_asked(message: str, asks: bool) -> None:
    assert bool(retrieve._GRIP.search(message)) is asks


@pytest.mark.parametrize(("summary", "said"), [
    ("User fractured their wrist", True), ("User broke her arm skiing", True), ("User has a broken thumb", True),
    ("User broke the window", False), ("User's son broke his arm", False),
])
def test_hand_out_of_use(summary: str, said: bool) -> None:
    assert bool(retrieve._HANDS_HURT.search(summary)) is said


def test_alcohol_words_and_what_they_bring() -> None:
    assert {"sake", "whisky", "vodka"} <= retrieve.ALCOHOL_WORDS and "spirits" not in retrieve.ALCOHOL_WORDS
    takes = dict(retrieve.DRINK_ALSO)["takes"]
    conditions = dict(retrieve.DRINK_ALSO)["condition"]
    assert takes is not None and {"warfarin", "apixaban", "metformin"} <= takes
    assert conditions is not None and "atrial fibrillation" in conditions and "lactose intolerance" not in conditions
    assert "hypothyroidism" in DIET_CONDITIONS and "hypothyroidism" not in conditions


# A new user of seven memories (the lead's cases: a glass of sake in the evening brings the blood thinner, breakfast the
# thyroid, the appointments the car sold; in the store above the everyday user's many food rules keep a thyroid out of
# five, and its own memory of the no-car frame, "User cannot drive after dark", is the model's closest)
RETIRED = [("identity", "User's name is Haruki"), ("constraint", "User has atrial fibrillation"),
           ("constraint", "User takes warfarin"), ("preference", "User wants short answers"),
           ("constraint", "User has hypothyroidism"), ("episode", "User sold the family car"),
           ("relationship", "User's granddaughter Emi got married in May")]


@pytest.fixture(scope="module")
def retired(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    yield from stocked(tmp_path_factory.mktemp("retired"), RETIRED)


def test_a_glass_of_sake_brings_the_blood_thinner(retired: Brain) -> None:
    assert "User takes warfarin" in injected(retired, "is a cup of sake in the evening fine?")


def test_tap_water_does_not(retired: Brain) -> None:
    assert "User takes warfarin" not in injected(retired, "can I drink the tap water in Kyoto?")


def test_breakfast_brings_the_thyroid(retired: Brain) -> None:
    assert "User has hypothyroidism" in injected(retired, "what's a good breakfast before work?")


def test_a_breakfast_stain_does_not(retired: Brain) -> None:
    assert "User has hypothyroidism" not in injected(retired, "I spilled my breakfast coffee on the rug, how do I clean it?")


def test_appointments_without_a_lift_bring_the_car_sold(retired: Brain) -> None:
    assert CAR in injected(retired, "how do I get to my appointments without begging for a lift?")


def test_appointments_on_time_do_not(retired: Brain) -> None:
    assert CAR not in injected(retired, "how do I get to my appointments on time?")
