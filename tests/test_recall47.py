"""Recall by meaning, the forty-seventh round (branch recall47, docs/recall.md, "Recall round 47 (recall47, session 64)"):
messages that need a memory sharing no word with them, in a real store with the real sentence model (real Brain on a
SQLite file; no timings). Four families of needs → kinds of memory:

- the user's name said by what people call them → the name however stored (``_NAME_SAID_ASKED``, ``_NAME_SAID``);
- chilli heat said by what it does, or a chilli eaten → the user's spicy food, liked or not (``_HEAT_ASKED``, ``_ON_SPICY``);
- a team's result with no team named (a derby lost, relegated) → the side the user follows (``_RESULT_ASKED``, ``_FAN_OF``);
- a thing sold said by its buyer ("the new owner of my old …") → what the user sold (``_SOLD_ASKED``, ``_SOLD``).

Messages and stores are written for this file.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from mercuryd.brain import retrieve
from mercuryd.brain.service import Brain
from tests.test_recall_misses import DATA, injected, stocked

# A ferry engineer of 52 in Split and his everyday life, beside which each family's memory is stored: a second name, a
# garden of chillies, a club he plays for, a car he owns, so that each family's memory has a near twin in the store
AROUND = [
    ("preference", "User wants answers in English"), ("habit", "User swims in the sea before breakfast"),
    ("identity", "User is a marine engineer on the ferries"), ("relationship", "User's wife Jasna is a pharmacist"),
    ("habit", "User grows chillies on the balcony"), ("habit", "User plays five-a-side football on Thursdays"),
    ("identity", "User lives in Split"), ("project", "User is rebuilding a wooden boat"),
    ("constraint", "User has a bad knee"), ("preference", "User drinks his coffee black"),
    ("identity", "User owns a 2019 Škoda Octavia"), ("goal", "User wants to sail to Vis this summer"),
    ("relationship", "User's daughter Lucija is studying law in Zagreb"), ("habit", "User plays chess online at night"),
]
NAME = "User's name is Radomir"
SPICY = "User can't stand spicy food"
FAN = "User is a Hajduk Split supporter"
SOLD = "User sold his Volvo estate in June"

ONE_EACH = {NAME: "identity", SPICY: "preference", FAN: "preference", SOLD: "decision"}


@pytest.fixture(scope="module")
def crowded(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    """One invented user's 505 everyday memories (bench/data/paraphrase_distractors.json, a second name, spicy jollof
    rice, chillies grown among them), the ferry engineer's above, and the four families' memories."""
    stock = [(t, s) for t, s in json.loads((DATA / "paraphrase_distractors.json").read_text())["memories"]]
    yield from stocked(tmp_path_factory.mktemp("crowded"), [*stock, *AROUND, *((t, m) for m, t in ONE_EACH.items())])


RECALLED = {
    NAME: "sign the quote to the client the way my mates address me",
    SPICY: "the curry at my colleague's leaving do made my mouth go numb, what can I order next time?",
    FAN: "we got relegated on Sunday, how do I face the lads at work?",
    SOLD: "the family who bought our old motor say the boot leaks, do we owe them anything?",
}
# each beside its twin above: a message in nearly the same words that must not bring the memory
NOT_RECALLED = {
    NAME: "what is this kind of letter called?",
    SPICY: "the iron burnt my hand this morning, what should I put on it?",
    FAN: "our team lost the tender for the bridge, how do I tell the boss?",
    SOLD: "the couple who bought me dinner deserve a thank-you card, what do I write?",
}


@pytest.mark.parametrize("memory", sorted(ONE_EACH))
def test_recalled(crowded: Brain, memory: str) -> None:
    assert memory in injected(crowded, RECALLED[memory])


@pytest.mark.parametrize("memory", sorted(ONE_EACH))
def test_not_recalled(crowded: Brain, memory: str) -> None:
    assert memory not in injected(crowded, NOT_RECALLED[memory])


@pytest.mark.parametrize(("text", "asks"), [
    ("close the cover letter with what everyone calls me", True), ("sign it the way my mates address me", True),
    ("put how I'm called at the bottom", True), ("end the note with what I go by", True),
    ("what is this kind of letter called?", False), ("how should I address my landlord?", False),
    ("call me a taxi for six", False), ("the way my clients know me as a fixer", False),
])
def test_name_said_asked(text: str, asks: bool) -> None:
    assert bool(retrieve._NAME_SAID_ASKED_CUED.search(text)) is asks


@pytest.mark.parametrize(("summary", "said"), [
    ("User's name is Radomir", True), ("User goes by Rado", True), ("User prefers to be called Rado", True),
    ("User's wife's name is Jasna", False), ("User has a dog called Fig", True),
])
def test_name_said(summary: str, said: bool) -> None:
    assert bool(retrieve._NAME_SAID.match(summary)) is said


@pytest.mark.parametrize(("text", "asks"), [
    ("the green sauce burns my mouth every time", True), ("my tongue was on fire after the curry", True),
    ("they add scotch bonnets to every dish at the canteen", True), ("I can't handle the heat of the jalapeños on this plate", True),
    ("the soup burnt my tongue, how long to let it cool?", False), ("aphids on my chillies, what do I spray?", False),
    ("the heat in the office burns me out", False), ("the iron burnt my hand", False),
    ("is it bad to put harissa on everything I eat?", True),
])
def test_heat_asked(text: str, asks: bool) -> None:
    assert bool(retrieve._HEAT_ASKED_CUED.search(text)) is asks


@pytest.mark.parametrize(("summary", "said"), [
    ("User can't stand spicy food", True), ("User loves hot chilli sauce", True), ("User grows chillies on the balcony", False),
    ("User likes hot showers", False),
])
def test_on_spicy(summary: str, said: bool) -> None:
    assert bool(retrieve._ON_SPICY.match(summary)) is said


@pytest.mark.parametrize(("text", "asks"), [
    ("we got relegated on Sunday", True), ("how do I stop sulking after the derby?", True),
    ("they beat us in the cup final again", True), ("we lost the clásico to the old rivals", True),
    ("our team lost the tender for the bridge", False), ("I lost the final draft of my thesis", False),
    ("we won the final round of the pub quiz", False), ("I got through to the final interview", False),
    ("can we still win the league after that draw?", True), ("who won the title of best debut novel?", False),
])
def test_result_asked(text: str, asks: bool) -> None:
    assert bool(retrieve._RESULT_ASKED_CUED.search(text)) is asks


@pytest.mark.parametrize(("text", "asks"), [
    ("the couple who bought our old camper say the fridge is dead", True), ("the new owner of my old bike rang", True),
    ("whoever bought our flat left the keys", True), ("the buyer of my Passat wants the logbook", True),
    ("the couple who bought me dinner", False), ("the new owner of the bakery is lovely", False),
    ("the guy who bought my lunch", False), ("the new owners of the building raised the rent", False),
])
def test_sold_asked(text: str, asks: bool) -> None:
    assert bool(retrieve._SOLD_ASKED_CUED.search(text)) is asks


@pytest.mark.parametrize(("summary", "said"), [
    ("User sold the camper van in June", True), ("User has sold his bike", True), ("User's brother sold his car", False),
    ("User is selling the flat", False),
])
def test_sold(summary: str, said: bool) -> None:
    assert bool(retrieve._SOLD.match(summary)) is said
