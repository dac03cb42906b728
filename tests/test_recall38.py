"""Recall by meaning, the thirty-eighth round (branch recall38, docs/recall.md, "Paraphrase set 35"): questions that need
a memory sharing no word with them, in a real store with the real sentence model (real Brain on a SQLite file; no timings):

- an explanation asked of the assistant → the user's rule on how things are explained (short, plain sentences);
- a size to build or buy ("how big should … be?", "what size … do I need?") → the units the user measures in;
- the weather or tomorrow's forecast → the units the user reads temperatures in;
- tacking, gybing, a mainsail → the sailing the user does or teaches;
- a teenager → the user's son or daughter (as a kid is);
- the user self-employed, freelance, their own boss → the business or practice the user runs;
- the route for the user's deliveries, drops a day → the user's driving work;
- the spare room, a lodger → the home the user rents or owns;
- what to order at a café → the coffee the user drinks or cut down on;
- what to plant or sow, and when → the allotment plot the user got;
- a wetsuit → a water sport taken up, kept as what happened (an episode).

Messages and stores are written for this file.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from mercuryd.brain import retrieve, situations
from mercuryd.brain.service import Brain
from mercuryd.brain.variants import variants
from tests.test_recall_misses import injected, stocked

# A physiotherapist of 44 in Galway who drives parcels at weekends, teaches a junior sailing course, surfs, rents a house,
# got an allotment plot, is cutting down on coffee and wants things said plainly; beside the 505 everyday memories of the
# paraphrase probe's distractor user (one store, as a long-used one is).
PHYSIO = [
    ("preference", "User wants things explained in short plain sentences"),
    ("preference", "User wants sizes given in metric"),
    ("preference", "User likes temperatures in Celsius"),
    ("project", "User is running the junior sailing course at the yacht club in July"),
    ("relationship", "User's son Oisín sits his Leaving Cert in June"),
    ("identity", "User has her own physiotherapy clinic in Salthill"),
    ("habit", "User drives for a parcel courier at weekends"),
    ("habit", "User started surfing at Strandhill this spring"),
    ("identity", "User rents a three-bedroom house in Knocknacarra"),
    ("decision", "User is cutting down on coffee"),
    ("episode", "User got a plot at the Westside allotments"),
    ("relationship", "User's husband Cathal is a fireman"),
    ("relationship", "User's daughter Saoirse plays camogie"),
    ("habit", "User walks the dog on the prom every evening"),
    ("constraint", "User has a bad knee"),
    ("relationship", "User's mother lives in Sligo"),
]
PLAIN = "User wants things explained in short plain sentences"
METRIC = "User wants sizes given in metric"
CELSIUS = "User likes temperatures in Celsius"
SAILING = "User is running the junior sailing course at the yacht club in July"
CLINIC = "User has her own physiotherapy clinic in Salthill"
COURIER = "User drives for a parcel courier at weekends"
HOUSE = "User rents a three-bedroom house in Knocknacarra"
PLOT = "User got a plot at the Westside allotments"

# A new user's few memories (a sparse store, as in the first weeks): a man in Leipzig who drives a van for a pharmacy,
# whose son sits his Abitur, and who took up surfing (kept as what happened).
NEW_USER = [
    ("identity", "User's name is Holger"),
    ("identity", "User lives in Leipzig"),
    ("constraint", "User has high blood pressure"),
    ("relationship", "User's wife is Anke"),
    ("project", "User is planning a trip to the Baltic in August"),
    ("decision", "User sold their allotment garden"),
    ("identity", "User drives a van for a pharmacy"),
    ("relationship", "User's son Malte sits his Abitur in April"),
    ("episode", "User took up surfing at Warnemünde in May"),
]
PHARMACY = "User drives a van for a pharmacy"
ABITUR = "User's son Malte sits his Abitur in April"
SURFING = "User took up surfing at Warnemünde in May"


@pytest.fixture(scope="module")
def physio(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    rows = json.loads((Path(__file__).parent.parent / "bench" / "data" / "paraphrase_distractors.json").read_text())
    yield from stocked(tmp_path_factory.mktemp("physio"), [(t, s) for t, s in rows["memories"]] + PHYSIO)


@pytest.fixture(scope="module")
def new_user(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    yield from stocked(tmp_path_factory.mktemp("new-user38"), NEW_USER)


RECALLED = [
    ("Could you explain how a tracker mortgage works?", PLAIN),
    ("what size rug do I need under a double bed?", METRIC),
    ("what's the weather doing in Galway tomorrow?", CELSIUS),
    ("how do I explain tacking to a group of beginners?", SAILING),
    ("do I need public liability cover as a self-employed physio?", CLINIC),
    ("I'm self-employed, when is my tax return due?", CLINIC),
    ("how much should I charge a lodger?", HOUSE),
    ("what should I plant in March?", PLOT),
    ("when should I sow broad beans?", PLOT),
]


@pytest.mark.parametrize(("message", "memory"), RECALLED)
def test_recalled(physio: Brain, message: str, memory: str) -> None:
    assert memory in injected(physio, message)


@pytest.mark.parametrize(("message", "memory"), [
    ("any app that works out the quickest route for my deliveries?", PHARMACY),
    ("how do I calm a teenager the night before a big exam?", ABITUR),
    ("my teen is stressed about revision, any advice?", ABITUR),
    ("how thick a wetsuit do I need for cold water?", SURFING),
])
def test_recalled_new_user(new_user: Brain, message: str, memory: str) -> None:
    assert memory in injected(new_user, message)


# each beside its twins above: a message that must not bring the memory
@pytest.mark.parametrize(("message", "memory"), [
    ("the doctor explained the scan results badly, should I ask again?", PLAIN),  # someone else explained
    ("how big should my emergency fund be?", METRIC),  # a sum, no size
    ("I'm feeling under the weather today, any soup ideas?", CELSIUS),  # unwell, no weather
    ("they keep tacking on hidden fees, can I complain?", SAILING),  # fees added
    ("my husband is self-employed, can he claim for his van?", CLINIC),  # someone else's work
    ("is there a spare room at the hotel for my mother?", HOUSE),  # a room booked
    ("is it safe to live near a power plant?", PLOT),  # a plant of power
])
def test_not_recalled(physio: Brain, message: str, memory: str) -> None:
    assert memory not in injected(physio, message)


@pytest.mark.parametrize(("text", "frame"), [
    ("how do I explain tacking to children?", "under sail"), ("best way to teach gybing", "under sail"),
    ("when do I reef the mainsail?", "under sail"), ("we practised a capsize drill", "under sail"),
    ("they keep tacking on extra charges", None), ("a cruise to the Windward Islands", None),
    ("as a self-employed vet, what insurance?", "working for oneself"), ("I went freelance in May", "working for oneself"),
    ("being my own boss is tiring", "working for oneself"), ("I'm a sole trader now", "working for oneself"),
    ("my brother is self-employed", None), ("how do self-employed people get a mortgage?", None),
    ("the best route for my deliveries", "at the wheel"), ("forty drops a day is a lot", "at the wheel"),
    ("snacks for my delivery shift", "at the wheel"), ("my deliveries are late", None), ("where are my deliveries?", None),
    ("help me write an ad for the spare room", "a room to let"), ("what rent for a lodger?", "a room to let"),
    ("renting out our box room", "a room to let"), ("a spare room at the hotel", None), ("we have room to spare", None),
    ("what should I order at the café?", "a morning drink"), ("what to get at a coffee shop", "a morning drink"),
    ("how do I open a café?", None), ("a café to work from in Lisbon", None),
])
def test_described(text: str, frame: str | None) -> None:
    names = [f.name for f in situations.described(text)]
    assert (frame in names) if frame else not {"under sail", "working for oneself", "at the wheel", "a room to let",
                                                "a morning drink"} & set(names), names


@pytest.mark.parametrize(("frame", "summary", "said"), [
    ("under sail", "User will teach at the sailing school on Saturdays", True),
    ("under sail", "User keeps a dinghy at the lake", True),
    ("under sail", "User's brother sails in the Solent", False),
    ("a room to let", "User rents a flat in Leith", True),
    ("a room to let", "User is moving into a flat in Lavapiés with her boyfriend", True),
    ("a room to let", "User works from home", False),
    ("a room to let", "User's sister lives in a house in Leeds", False),
    ("working for oneself", "User has their own mobile practice from August", True),
    ("working for oneself", "User works for a bank", False),
])
def test_said(frame: str, summary: str, said: bool) -> None:
    f = next(f for f in situations.FRAMES if f.name == frame)
    assert bool(f.said.search(summary)) is said


@pytest.mark.parametrize(("message", "asked"), [
    ("how big should a shelf for 40 books be?", True), ("what size tent do we need for four?", True),
    ("what is the weather tomorrow?", True), ("tomorrow's forecast please", True), ("forecast for Saturday?", True),
    ("how big should my emergency fund be?", False), ("how big is the risk?", False), ("what size is the file?", False),
    ("I'm under the weather today", False), ("how will they weather the storm?", False),
    ("what's the sales forecast for Q3?", False),
])
def test_units_asked(message: str, asked: bool) -> None:
    assert bool(retrieve._units_asked(message)) is asked


def _explain_rule() -> tuple[object, str, object]:
    return next(s for s in retrieve.ANSWER_SUBJECTS if "jargon" in s[1])


@pytest.mark.parametrize(("message", "asked"), [
    ("explain to me what a power of attorney is", True), ("Can you explain how an annuity works?", True),
    ("help me understand probate", True), ("how do I explain tacking to children?", False),
    ("the doctor explained it badly", False),
])
def test_explanation_asked(message: str, asked: bool) -> None:
    assert bool(_explain_rule()[0].search(message)) is asked  # type: ignore[attr-defined]


@pytest.mark.parametrize(("summary", "rule"), [
    ("User wants short simple sentences", True), ("User wants explanations without jargon", True),
    ("User wants replies in plain English", True), ("User prefers short answers", True),
    ("User likes to keep notes in plain text files", False), ("User wants a simple life", False),
])
def test_explanation_rule(summary: str, rule: bool) -> None:
    assert bool(_explain_rule()[2].match(summary)) is rule  # type: ignore[attr-defined]


@pytest.mark.parametrize(("word", "means"), [("teenager", "son"), ("teens", "daughter"), ("teenagers", "sons")])
def test_teenager_is_a_child(word: str, means: str) -> None:
    assert means in variants(word)


@pytest.mark.parametrize(("summary", "grows"), [
    ("User got a plot at the community allotments", True), ("User has a plot twist in mind", False),
])
def test_a_plot_grown(summary: str, grows: bool) -> None:
    assert bool(retrieve._GROWS.match(summary)) is grows


@pytest.mark.parametrize(("message", "asks"), [
    ("what should I plant next month?", True), ("when do I sow carrots?", True), ("when to plant garlic", True),
    ("what should we plant in his memory?", False), ("is a power plant safe?", False),
])
def test_planting_asked(message: str, asks: bool) -> None:
    assert bool(retrieve._PLANTS_ASKED_CUED.search(message)) is asks
