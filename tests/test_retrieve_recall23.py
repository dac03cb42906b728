"""Recall by meaning, the twenty-third round (branch recall23, docs/recall.md): gaps the twenty-first fresh set and a new
user's year (tests/test_newuser9.py) left; each in a real store with the real sentence model (real Brain on a SQLite file;
no timings):

- a sleep planned brings the shifts the user works ("User works nights …", attribute schedule:shift);
- an exercise plan brings an activity the user stopped ("User stopped cycling": no attribute, polarity -1);
- house hunting brings where the user lives now;
- the relative the user is to call, phone or video-call is whom the message is about;
- what the one a meal is for cannot eat binds the meal ("User's wife Marta has coeliac disease" for a dinner for two).

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

# A tram driver in Edinburgh: on nights, stopped cycling, a flat in Leith, an uncle in Chicago, a wife with coeliac
# disease, a dog walked before breakfast.
DRIVER = [
    ("habit", "User works nights on the trams"),
    ("decision", "User stopped cycling"),
    ("identity", "User lives in a flat in Leith"),
    ("relationship", "User's uncle Tomasz lives in Chicago"),
    ("relationship", "User's wife Marta has coeliac disease"),
    ("habit", "User walks the dog before breakfast"),
    ("preference", "User likes strong coffee"),
    ("decision", "User stopped drinking fizzy drinks"),
]
NIGHTS = "User works nights on the trams"
CYCLING = "User stopped cycling"
LEITH = "User lives in a flat in Leith"
UNCLE = "User's uncle Tomasz lives in Chicago"
MARTA = "User's wife Marta has coeliac disease"
FIZZY = "User stopped drinking fizzy drinks"

EVERYDAY = Path(__file__).resolve().parent.parent / "bench" / "data" / "paraphrase_distractors.json"


@pytest.fixture(scope="module")
def driver(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    """The driver's memories after another invented user's 505 everyday ones (two users in one store)."""
    everyday = [(t, s) for t, s in json.loads(EVERYDAY.read_text())["memories"]]
    yield from stocked(tmp_path_factory.mktemp("driver"), [*everyday, *DRIVER])


@pytest.fixture(scope="module")
def driver_alone(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    """The driver's memories alone: one user's store, as a new user's is."""
    yield from stocked(tmp_path_factory.mktemp("driver-alone"), DRIVER)


@pytest.mark.parametrize(("message", "memory"), [
    ("how do I sort out my sleep before the weekend?", NIGHTS),
    ("give me a workout routine for the next fortnight", CYCLING),
    ("we might start house hunting in the spring, where do we begin?", LEITH),
    ("what's a good hour to video-call my uncle?", UNCLE),
    ("a dinner for two on Saturday, what should I make?", MARTA),
])
def test_recalled_alone(driver_alone: Brain, message: str, memory: str) -> None:
    assert memory in injected(driver_alone, message)


@pytest.mark.parametrize(("message", "memory"), [
    ("how do I sort out my sleep before the weekend?", NIGHTS),
    ("give me a workout routine for the next fortnight", CYCLING),
    ("we might start house hunting in the spring, where do we begin?", LEITH),
    ("a dinner for two on Saturday, what should I make?", MARTA),
    ("what's a good hour to video-call my uncle?", UNCLE),
])
def test_recalled(driver: Brain, message: str, memory: str) -> None:
    assert memory in injected(driver, message)


@pytest.mark.parametrize(("message", "memory"), [
    ("my laptop won't go to sleep when I close the lid, what setting is that?", NIGHTS),  # a machine's sleep
    ("give me a workout routine for the next fortnight", FIZZY),  # something stopped that is no exercise
    ("how do I call a function from another file in Python?", UNCLE),  # no relative called
])
def test_not_recalled(driver_alone: Brain, message: str, memory: str) -> None:
    assert memory not in injected(driver_alone, message)


def test_junk_injects_nothing(driver_alone: Brain) -> None:
    assert injected(driver_alone, "how many teaspoons are in a tablespoon?") == []
    assert injected(driver_alone, "what's the capital of Australia?") == []


@pytest.mark.parametrize(("text", "hit"), [
    ("can you help me organise my sleep around early starts?", True),
    ("what's a sensible sleeping schedule for me? my sleep routine is a mess", True),
    ("when should I nap before a late finish?", True),
    ("my laptop keeps going to sleep during calls", False),
    ("the baby won't sleep, any tips?", False),
    ("what does sleep mode do on a PS5?", False),
])
def test_sleep_planned(text: str, hit: bool) -> None:
    assert (retrieve._SLEEP_PLANNED_CUED.search(text) is not None) is hit


@pytest.mark.parametrize(("text", "hit"), [
    ("we're flat hunting in Glasgow next month", True),
    ("should we look at bigger houses once the baby comes?", True),
    ("any tips for house viewings?", True),
    ("we're moving house in March", True),
    ("can we look at the Houses of Parliament on the trip?", False),
    ("is house music still a thing?", False),
    ("the house is so quiet with the kids gone", False),
])
def test_house_hunt(text: str, hit: bool) -> None:
    assert (retrieve._HOUSE_HUNT_CUED.search(text) is not None) is hit


@pytest.mark.parametrize(("summary", "hit"), [
    ("User stopped cycling", True), ("User has given up swimming", True), ("User quit going to the gym", True),
    ("User no longer plays squash", True),
    ("User stopped drinking fizzy drinks", False), ("User gave up sugar", False), ("User stopped driving at night", False),
])
def test_stopped_training(summary: str, hit: bool) -> None:
    assert (retrieve._STOPPED_TRAINING.match(summary) is not None) is hit


@pytest.mark.parametrize(("text", "addressed"), [
    ("when can I video-call my grandad in Lagos?", True), ("is it too late to phone my sister?", True),
    ("should I FaceTime my parents tonight?", True),
    ("what did I buy my nephew last year?", False), ("my uncle called me yesterday", False),
])
def test_called_is_addressed(text: str, addressed: bool) -> None:
    at = text.index("my ")
    assert bool(retrieve._ADDRESSED.search(text, 0, at)) is addressed


@pytest.mark.parametrize(("summary", "hit"), [
    ("User works nights on the trams", True), ("User is on early shifts this month", True), ("User works days", True),
    ("User does twelve-hour shifts at the care home", True),
    ("User works from home on Fridays", False), ("User works at the bakery", False),
])
def test_works_shifts(summary: str, hit: bool) -> None:
    assert (retrieve._WORKS_SHIFTS.match(summary) is not None) is hit
