"""Recall by meaning, the twenty-seventh round (branch recall27, docs/recall.md): gaps the twenty-fifth fresh set (a
Ghanaian-British GP in Leeds who keeps bees and is learning the cello) and the two before it showed; each in a real store
with the real sentence model (real Brain on a SQLite file; no timings):

- days said in other words: "midweek" is Tuesday to Thursday, "at the end of the week" Friday, "a weekend morning" and
  "at nine on the weekend" Saturday and Sunday (the memories naming those days answer);
- a pension drawn asks the user's age; "stop working full-time", "how many more years should I keep … before I stop?"
  ask when the user means to retire;
- swim goggles and a swim cap bring the swimming done; a honey harvest or a hive the bees kept;
- "my mother tongue", "my first language" bring the languages the user speaks;
- Akan words of home ("my maame", "my wofa"), and "my closest mate" is the best friend;
- "the works Christmas do", "instead of wine" ask what the user drinks; "what book should I take…" what the user reads;
- a commute asked brings the way to a workplace named ("User cycles to the surgery"), as it did "to work";
- "is there a match on this weekend?", "a game on tonight": a fixture asked with no side named brings the side followed;
- "a locum who keeps…", "a passenger who refuses…": someone met at work, said with "who", asks about the user's work.

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

# A bus driver of 59 in Croydon, born in Takoradi: volunteers midweek, plays bowls on Friday afternoons, goes to a
# Saturday market, swims, keeps bees, speaks Fante, gave up alcohol, reads detective novels.
DRIVER = [
    ("habit", "User volunteers at the food bank on Wednesdays"),
    ("habit", "User plays bowls every Friday afternoon"),
    ("habit", "User sells plantain chips at Surrey Street market on Saturday mornings"),
    ("identity", "User is 59 years old"),
    ("goal", "User hopes to retire in 2028"),
    ("identity", "User speaks Fante"),
    ("habit", "User swims at the leisure centre on Mondays"),
    ("habit", "User keeps bees behind the shed"),
    ("relationship", "User's mother Efua has glaucoma"),
    ("relationship", "User's best friend Kojo runs a barbershop in Peckham"),
    ("constraint", "User gave up alcohol in 2020"),
    ("preference", "User reads detective novels set in Accra"),
    ("habit", "User cycles to the depot"),
    ("preference", "User supports Crystal Palace"),
    ("identity", "User works as a bus driver for Arriva"),
]
FOOD_BANK = "User volunteers at the food bank on Wednesdays"
BOWLS = "User plays bowls every Friday afternoon"
MARKET = "User sells plantain chips at Surrey Street market on Saturday mornings"
AGE = "User is 59 years old"
RETIRE = "User hopes to retire in 2028"
FANTE = "User speaks Fante"
SWIMS = "User swims at the leisure centre on Mondays"
BEES = "User keeps bees behind the shed"
EFUA = "User's mother Efua has glaucoma"
KOJO = "User's best friend Kojo runs a barbershop in Peckham"
ALCOHOL = "User gave up alcohol in 2020"
NOVELS = "User reads detective novels set in Accra"
DEPOT = "User cycles to the depot"
PALACE = "User supports Crystal Palace"
ARRIVA = "User works as a bus driver for Arriva"

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


RECALLED = [
    ("when can I start claiming my state pension?", AGE),
    # (found by meaning before the round too, in both stores: a guard of the new path, which brings it by its kind)
    ("how many more years should I keep driving buses before I stop?", RETIRE),
    ("my goggles keep leaking, any tips?", SWIMS),
    ("when should I take off the honey this summer?", BEES),
    ("please reply to my neighbour's card in my mother tongue", FANTE),
    ("my maame keeps bumping into the door frames, what can I do?", EFUA),
    ("my closest mate wants to put his prices up, how should he tell his regulars?", KOJO),
    ("what can I have at the works Christmas do instead of prosecco?", ALCOHOL),
    ("which book should I pack for the flight to Lagos?", NOVELS),
    ("is there a match on tonight I could catch at the pub?", PALACE),
    ("how do I handle a passenger who refuses to wear a mask?", ARRIVA),
]


@pytest.mark.parametrize(("message", "memory"), RECALLED)
def test_recalled(driver: Brain, message: str, memory: str) -> None:
    assert memory in injected(driver, message)


# (in the store of two users, the everyday user's Tuesday to Saturday memories and bikes fill the five: see docs/recall.md)
@pytest.mark.parametrize(("message", "memory"), [
    *RECALLED,
    ("can the boiler engineer come midweek?", FOOD_BANK),
    ("can the window cleaner come at the end of the week?", BOWLS),
    ("can I get my hair cut at nine on the weekend?", MARKET),
    ("what lights do I need for my commute in the dark?", DEPOT),
])
def test_recalled_alone(driver_alone: Brain, message: str, memory: str) -> None:
    assert memory in injected(driver_alone, message)


@pytest.mark.parametrize(("message", "memory"), [
    ("my safety goggles keep steaming up in the lab, any tips?", SWIMS),  # not the swimming done
    ("I've come out in hives after the curry, what can I take?", BEES),  # a rash, not a beehive
    ("which programming language should my team pick for the backend?", FANTE),  # a language to code in
    ("my oldest mate's van failed its MOT, where should he take it?", KOJO),  # an old friend, not the best one
    ("which book should I cite for the proof of Fermat's little theorem?", NOVELS),  # a reference, not a read
    ("is there a game on Steam like Stardew Valley?", PALACE),  # a video game, not a fixture
    ("my neighbour who refuses to trim his hedge, what can I do?", ARRIVA),  # a neighbour, not someone at work
])
def test_not_recalled(driver_alone: Brain, message: str, memory: str) -> None:
    assert memory not in injected(driver_alone, message)


def test_junk_injects_nothing(driver_alone: Brain) -> None:
    assert injected(driver_alone, "how do I reverse a linked list in Java?") == []
    assert injected(driver_alone, "convert the hive table schema to parquet") == []


@pytest.mark.parametrize(("text", "days"), [
    ("can we move it to midweek?", {"tuesday", "wednesday", "thursday"}),
    ("a mid-week dinner?", {"tuesday", "wednesday", "thursday"}),
    ("drinks at the end of the week?", {"friday"}),
    ("a weekend morning slot", {"saturday", "sunday"}),
    ("can I come at 10am on the weekend?", {"saturday", "sunday"}),
    ("what are you doing this weekend?", set()),  # the weekend alone names no day's habits
    ("a weekend away in Whitby", set()),
    ("at the end of the day it's your call", set()),
])
def test_days_said(text: str, days: set[str]) -> None:
    got = {d for m in retrieve._DAY_SAID_CUED.finditer(text) for d in retrieve._DAYS_SAID[next(g for g in m.groups() if g).lower()]}
    assert got == days


@pytest.mark.parametrize(("text", "hit"), [
    ("how long until I can draw my pension?", True), ("what's the state pension age now?", True),
    ("draw a pension chart for the report", False), ("how old is the pension scheme?", False),
])
def test_pension_asks_age(text: str, hit: bool) -> None:
    assert (retrieve._MY_AGE.search(text) is not None) is hit


@pytest.mark.parametrize(("text", "hit"), [
    ("when should I stop working full-time?", True), ("how much longer should I keep working?", True),
    ("how many more years should I keep teaching before I retire?", True),
    ("how much longer should I keep stirring before I stop?", False), ("keep scrolling before I stop", False),
])
def test_stop_working_asked(text: str, hit: bool) -> None:
    assert (retrieve._STOP_WORKING.search(text) is not None) is hit


@pytest.mark.parametrize(("text", "hit"), [
    ("which goggles for the pool?", True), ("a swim cap that fits long hair", True),
    ("best ski goggles?", False), ("welding goggles", False), ("my thinking cap", False),
])
def test_swim_gear(text: str, hit: bool) -> None:
    assert (retrieve._WATER_GEAR_CUED.search(text) is not None) is hit


@pytest.mark.parametrize(("text", "hit"), [
    ("when do I harvest the honey?", True), ("what paint for a hive?", True), ("beekeeping courses near me", True),
    ("a hive mind", False), ("I came out in hives", False), ("a honey mustard dressing", False),
    ("query the hive table", False),
])
def test_bees_asked(text: str, hit: bool) -> None:
    assert (retrieve._ANIMALS_CARED.search(text) is not None) is hit


@pytest.mark.parametrize(("text", "hit"), [
    ("in my mother tongue", True), ("what's my first language", True), ("a card in my native language", True),
    ("Python as my first language for programming", False), ("body language", False),
])
def test_my_language(text: str, hit: bool) -> None:
    assert (retrieve._MY_LANGUAGE_CUED.search(text) is not None) is hit


@pytest.mark.parametrize(("summary", "hit"), [
    ("User speaks Twi", True), ("User is fluent in Punjabi", True), ("User speaks a little Portuguese", True),
    ("User speaks at conferences twice a year", True), ("User likes Welsh cakes", False),
])
def test_speaks_language(summary: str, hit: bool) -> None:
    assert (retrieve._SPEAKS_LANGUAGE.match(summary) is not None) is hit


@pytest.mark.parametrize(("text", "hit"), [
    ("the office Christmas do", True), ("what can I drink instead of beer?", True), ("the works do on Friday", True),
    ("what Christmas do you like?", False), ("use map instead of a for loop", False),
])
def test_drinks_out(text: str, hit: bool) -> None:
    assert (retrieve._DRINKS_OUT_CUED.search(text) is not None) is hit


@pytest.mark.parametrize(("text", "hit"), [
    ("is there a match on this weekend?", True), ("any games on tonight?", True), ("is there a game on today, I'm bored", True),
    ("is there a game on Steam like this?", False), ("is there a match on the dating app yet?", False),
])
def test_game_on(text: str, hit: bool) -> None:
    assert (retrieve._GAME_ON_CUED.search(text) is not None) is hit


@pytest.mark.parametrize(("text", "hit"), [
    ("how do I handle a locum who keeps running late?", True), ("a resident who refuses his meds", True),
    ("a passenger who won't sit down", True), ("a locum tenens position", False), ("a resident of Leeds", False),
])
def test_at_work_asked(text: str, hit: bool) -> None:
    assert (retrieve._AT_WORK_ASKED.search(text) is not None) is hit


@pytest.mark.parametrize(("summary", "hit"), [
    ("User cycles to the surgery", True), ("User walks to the office every day", True), ("User cycles to work", True),
    ("User cycles to the allotment after work", False), ("User drives to the coast in summer", False),
    ("User walks to the station every morning", False),
])
def test_travels_to_work(summary: str, hit: bool) -> None:
    assert (retrieve._TRAVELS_TO_WORK.match(summary) is not None) is hit


@pytest.mark.parametrize(("text", "hit"), [
    ("what book should I take on the train?", True), ("which novels could we bring to the cottage?", True),
    ("which book should I cite?", False), ("book a table for two", False),
])
def test_read_asked(text: str, hit: bool) -> None:
    assert (retrieve._READ_ASKED_CUED.search(text) is not None) is hit
