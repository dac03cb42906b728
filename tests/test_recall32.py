"""Recall by meaning, the thirty-second round (branch recall32, docs/recall.md, "A thirtieth fresh set"): a message
that describes a situation of the user's life, whose memory is the event it belongs to, named otherwise
(``mercuryd/brain/situations.py``); each in a real store with the real sentence model (real Brain on a SQLite file; no
timings):

- moving home, by its boxes, its removal van, a change of address;
- an operation, by the fast before it, the pre-op call, the stitches, a discharge;
- a trip, by its spending money, the exchange rate, a currency to take;
- a baby on the way in the family, by becoming a grandparent, a baby shower;
- an allergy to animals, by a house of pets, fur, sneezing;
- colour blindness, by a task that turns on telling colours apart;
- the user's stance on alcohol, by an occasion for drinking (the pub, drinks after work, a stag do);
- a new start (a job, a school), by a first day or week;
- seasickness, by a trip at sea said by what it is for (whale watching, island hopping);
- cycling, by getting about on two wheels;
- the user's driving, by hours behind the wheel.

Messages and stores are written for this file.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from mercuryd.brain import situations
from mercuryd.brain.service import Brain
from tests.test_recall_misses import injected, stocked

# A piano tuner of 62 in Haarlem: a move ahead, a hip operation, a holiday in Vietnam, twins on the way, an allergy,
# colour blindness, and a few others beside them (their twins for the guards below).
TUNER = [
    ("project", "User is relocating to Utrecht in the spring"),
    ("project", "User is having a hip operation next month"),
    ("goal", "User plans a holiday in Vietnam in October"),
    ("relationship", "User's son and his wife are expecting twins"),
    ("constraint", "User is allergic to dogs"),
    ("constraint", "User is colour blind"),
    ("preference", "User loves jazz piano"),
    ("identity", "User tunes pianos for a living"),
    ("identity", "User lives in Haarlem"),
    ("habit", "User cycles to the market on Saturdays"),
    ("preference", "User drinks green tea"),
    ("relationship", "User's sister Marieke is a florist"),
    ("constraint", "User is vegetarian"),
    ("goal", "User wants to save for retirement"),
    ("episode", "User sold his old upright last year"),
    ("decision", "User gave up alcohol in the summer"),
    ("project", "User starts teaching at a music school in Leiden on 3 March"),
    ("preference", "User likes old brown cafés with wooden floors"),
    ("constraint", "User gets seasick"),
    ("habit", "User cycles to his clients' homes"),
    ("habit", "User drives to Amsterdam every Monday for work"),
]
MOVE = "User is relocating to Utrecht in the spring"
OPERATION = "User is having a hip operation next month"
HOLIDAY = "User plans a holiday in Vietnam in October"
TWINS = "User's son and his wife are expecting twins"
DOGS = "User is allergic to dogs"
COLOURS = "User is colour blind"
ALCOHOL = "User gave up alcohol in the summer"
TEACHING = "User starts teaching at a music school in Leiden on 3 March"
SEASICK = "User gets seasick"
CYCLES = "User cycles to his clients' homes"
DRIVES = "User drives to Amsterdam every Monday for work"


EVERYDAY = Path(__file__).resolve().parent.parent / "bench" / "data" / "paraphrase_distractors.json"


@pytest.fixture(scope="module")
def tuner(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    """The tuner's memories alone: one user's store, as a new user's is."""
    yield from stocked(tmp_path_factory.mktemp("tuner"), TUNER)


@pytest.fixture(scope="module")
def tuner_beside(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    """The tuner's memories after another invented user's 505 everyday ones (two users in one store)."""
    everyday = [(t, s) for t, s in json.loads(EVERYDAY.read_text())["memories"]]
    yield from stocked(tmp_path_factory.mktemp("tuner-beside"), [*everyday, *TUNER])


RECALLED = [
    ("Where can I get sturdy cardboard boxes and bubble wrap cheaply?", MOVE),
    ("Should I book a man with a van or a proper removals firm?", MOVE),
    ("The pre-op nurse rang; can I still take my vitamins that morning?", OPERATION),
    ("How long until my stitches dissolve?", OPERATION),
    ("Where do I get dong at a decent exchange rate?", HOLIDAY),
    ("How much cash should we bring for street food each day?", HOLIDAY),
    ("We're going to be grandparents twice over! What could I knit?", TWINS),
    ("Any ideas for a baby shower present from the in-laws?", TWINS),
    ("We're at my cousin's this weekend and their dogs sleep on every sofa; how do I get through it?", DOGS),
    ("The wiring diagram says brown to brown and blue to blue, which one is which?", COLOURS),
    ("The choir wants drinks after work on Thursday; what could I order?", ALCOHOL),
    ("My brother's stag weekend is in Ghent, how do I enjoy it?", ALCOHOL),
    ("Butterflies about my first week, what should I bring along?", TEACHING),
    ("Is a dolphin-watching trip a good idea for my birthday?", SEASICK),
    ("Which lights do I need for getting about on two wheels in winter?", CYCLES),
    ("Four hours behind the wheel every Monday leaves my neck stiff; any stretches?", DRIVES),
]


@pytest.mark.parametrize(("message", "memory"), RECALLED)
def test_recalled(tuner: Brain, message: str, memory: str) -> None:
    assert memory in injected(tuner, message)


# Beside another user's 505 memories, only the events that user has not lived too: the other user helps a sister move
# house, plans trips to Crete and Scotland and had wisdom teeth removed, and the model's closest of those events may be
# theirs (a store is one user's; the probe's stores are built so, docs/recall.md).
@pytest.mark.parametrize(("message", "memory"), [(m, s) for m, s in RECALLED if s in (TWINS, DOGS, COLOURS)])
def test_recalled_beside_another(tuner_beside: Brain, message: str, memory: str) -> None:
    assert memory in injected(tuner_beside, message)


# each beside its twin above: a message that must not bring the memory
@pytest.mark.parametrize(("message", "memory"), [
    ("Is red wine or white better with a mushroom risotto?", COLOURS),  # colours named, nothing told apart
    ("How much money should I put aside each month to stop working at 67?", HOLIDAY),  # a saving, no trip
    ("Which chocolates come in a nice box for a dinner host?", MOVE),  # a box, no move
    ("Can you help me pick up the dropped stitches in my knitting?", OPERATION),  # a knitter's stitches
    ("What's the best fake fur fabric for a costume?", DOGS),  # fur bought, no animals about
    ("What time does the pub on the corner close?", ALCOHOL),  # a place's hours, no one out drinking
    ("What should we see on our first day in Hanoi?", TEACHING),  # a trip's first day, no new start
    ("Which binoculars are best for bird watching in the dunes?", SEASICK),  # watching, no trip at sea
])
def test_not_recalled(tuner: Brain, message: str, memory: str) -> None:
    assert memory not in injected(tuner, message)


@pytest.mark.parametrize(("text", "frame"), [
    ("packing up all the kitchen boxes tonight", "moving home"), ("the removal men come at eight", "moving home"),
    ("how do I do a change of address for the bank?", "moving home"), ("once we move I'll get a cat", "moving home"),
    ("a box of chocolates", None), ("move the meeting to Friday", None), ("when I move on from this job", None),
    ("how do I update the address column?", None),
    ("I'm nil by mouth from midnight", "an operation"), ("she got discharged yesterday", "an operation"),
    ("is a general anaesthetic safe at 80?", "an operation"), ("after my op can I drive?", "an operation"),
    ("dropped stitches in my knitting pattern", None), ("a fast car", None), ("salad dressing ideas", None),
    ("how much spending money for a week in Crete?", "a trip's money"), ("the exchange rate today", "a trip's money"),
    ("how many pesos should I take to the market?", "a trip's money"),
    ("I spend 5 euros a day on lunch", None), ("how much money should I save?", None),
    ("pocket money for my son", None),
    ("I'm going to be an uncle!", "a baby coming"), ("we'll be grandparents in May", "a baby coming"),
    ("her due date is next week", "a baby coming"), ("it will be aunt Mary's birthday", None),
    ("the baby of the family", None), ("baby steps", None),
    ("I can't stop sneezing", "animals about"), ("the sofa is covered in dog hair", "animals about"),
    ("their cat sleeps on the guest bed every night", "animals about"), ("a fake fur coat", None),
    ("drinks with my mates tonight", "a drinking occasion"), ("the pub quiz on Friday", "a drinking occasion"),
    ("down the pub after the match", "a drinking occasion"), ("a hen do in Dublin", "a drinking occasion"),
    ("the pub is on the corner", None), ("drinks in the fridge", None), ("a hen house for the garden", None),
    ("nervous about my first day tomorrow", "a new start"), ("her first week at the new school", "a new start"),
    ("the first day of spring", None), ("on our first day in Rome", None), ("my first day off in weeks", None),
    ("a whale-watching tour", "a trip at sea"), ("island hopping in Greece", "a trip at sea"),
    ("a snorkelling trip on Friday", "a trip at sea"), ("bird watching in the dunes", None), ("a fishing rod", None),
    ("my commute on two wheels", "on a bike"), ("a van with four wheels", None),
    ("ten hours behind the wheel", "at the wheel"), ("the wheel of fortune", None), ("a wheel came off", None),
    ("red to red and black to black", "colours told apart"), ("a colour-coded map", "colours told apart"),
    ("red wine or white?", None), ("green curry or red curry?", None), ("a red car", None),
])
def test_described(text: str, frame: str | None) -> None:
    assert [f.name for f in situations.described(text)] == ([frame] if frame else [])


@pytest.mark.parametrize(("frame", "summary", "said"), [
    ("moving home", "User is moving to Leeds in March", True), ("moving home", "User wants to relocate abroad", True),
    ("moving home", "User moves his car every Sunday", False),
    ("an operation", "User had a knee replacement in 2019", True), ("an operation", "User's op is on Friday", True),
    ("an operation", "User is a theatre nurse", False),
    ("an operation", "User's surgery only books appointments by phone", False),
    ("an operation", "User's GP is at the Hyde Park surgery", False), ("an operation", "User had knee surgery", True),
    ("a trip's money", "User is going to Tenerife in May", True), ("a trip's money", "User visits her mum weekly", False),
    ("a trip's money", "User is going to bed early", False),
    ("a baby coming", "User's daughter is pregnant", True), ("a baby coming", "User's baby sleeps badly", False),
    ("animals about", "User is allergic to cats", True), ("animals about", "User is allergic to peanuts", False),
    ("colours told apart", "User is colour-blind", True), ("colours told apart", "User likes the colour blue", False),
    ("a drinking occasion", "User is teetotal", True), ("a drinking occasion", "User quit drinking last year", True),
    ("a drinking occasion", "User prefers a quiet pub to a busy bar", False),
    ("a drinking occasion", "User wants to drink more water", False),
    ("a new start", "User starts at the Royal Infirmary in August", True),
    ("a new start", "User's son is joining a new class", True), ("a new start", "User likes new shoes", False),
    ("a trip at sea", "User gets seasick on boats", True), ("a trip at sea", "User was sick in March", False),
    ("on a bike", "User bikes to the shops", True), ("on a bike", "User recycles every glass jar", False),
    ("at the wheel", "User is a long-haul lorry driver", True), ("at the wheel", "User hates long drives", True),
    ("at the wheel", "User has a hard drive full of photos", False),
])
def test_said(frame: str, summary: str, said: bool) -> None:
    f = next(f for f in situations.FRAMES if f.name == frame)
    assert (f.said.search(summary) is not None) is said


def test_closest_keeps_the_models_first() -> None:
    assert situations.closest({1, 2, 3}, {1: 0.1, 2: 0.3, 3: 0.2}) == [2, 3]
    assert situations.closest({1, 2, 3}, {}) == [3, 2]  # no model: the newest
