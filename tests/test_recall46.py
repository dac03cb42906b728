"""Recall by meaning, the forty-sixth round (branch recall46, docs/recall.md, "Recall round 46 (recall46, session 63)"):
messages that need a memory sharing no word with them, in a real store with the real sentence model (real Brain on a
SQLite file; no timings). The families of the recall misses noticed in session 62 (tests/test_lead62_years.py):

- a country named as the user's own business → a memory naming one of its towns (``TOWNS_OF``, ``_countries_of_mine``);
- "my boy", "my girl" at school or of a child's age → a child, then a grandchild, never the partner (``_YOUNG_CONTEXT``);
- the bus or the stairs safe for me → the broken hip, the fall (``_ICY_WALK``, ``_FALL_RISK``);
- registering here → an offer or a job taken in a place named (``_OFFER_TAKEN_THERE``);
- his or her first term away → the child at university, college or music school (``_CARE_PACKAGE``, ``_AWAY_STUDYING``);
- a hospital bag → an operation ahead, not one had (situations ``_operation_fits``).

Messages and stores are written for this file.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mercuryd.brain import retrieve, situations
from mercuryd.brain.service import Brain
from tests.test_recall_misses import injected, stocked

# A retired ferry ticket clerk of 71 in Szczecin and her everyday life, beside which each family's memory is stored
EVERYDAY = [
    ("identity", "User's name is Bożena"), ("preference", "User wants answers in English"),
    ("habit", "User buys bread at the corner bakery"), ("habit", "User waters the tomatoes every evening"),
    ("preference", "User likes crime novels"), ("habit", "User plays bridge on Wednesdays"),
    ("preference", "User drinks black tea with lemon"), ("habit", "User watches the evening news"),
    ("identity", "User used to sell ferry tickets"), ("preference", "User prefers short answers"),
    ("habit", "User feeds the birds in the courtyard"), ("project", "User is repainting the balcony railings"),
]
TRIP = "User is going to Granada in May 2027 for a week"
GRANDSON = "User's grandson Tymon is eleven"
HIP = "User broke their hip in February"
OFFER = "User accepted the Hamburg offer"
MUSIC = "User's son Kacper got a place at a music school in Kraków"
BABY = "User is 30 weeks pregnant"
OLD_OP = "User had knee surgery in 2015"
BOYFRIEND = "User's boyfriend Ksawery is a baker"

ONE_EACH = {TRIP: "project", GRANDSON: "relationship", HIP: "episode", OFFER: "decision", MUSIC: "relationship"}


@pytest.fixture(scope="module", params=sorted(ONE_EACH))
def alone(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Brain]]:
    """A new user of a dozen everyday memories and one of the family's."""
    memory: str = request.param
    yield from ((memory, b) for b in stocked(tmp_path_factory.mktemp("alone"), [*EVERYDAY, (ONE_EACH[memory], memory)]))


RECALLED = {
    TRIP: "what should I pack for Spain?",
    GRANDSON: "my boy starts secondary school next week, what will he need?",
    HIP: "is the tram safe for me now?",
    OFFER: "how do I register my address here?",
    MUSIC: "what to pack for his first term away",
}
# each beside its twin above: a message in nearly the same words that must not bring the memory
NOT_RECALLED = {
    TRIP: "how do I say thank you in Spanish?",
    GRANDSON: "my boss starts the secondary review next week",
    HIP: "is the tram to the airport safe at night?",
    OFFER: "how do I register a domain name?",
    MUSIC: "what to pack for a first weekend away",
}


def test_recalled(alone: tuple[str, Brain]) -> None:
    memory, brain = alone
    assert memory in injected(brain, RECALLED[memory])


def test_not_recalled(alone: tuple[str, Brain]) -> None:
    memory, brain = alone
    assert memory not in injected(brain, NOT_RECALLED[memory])


@pytest.fixture(scope="module")
def expecting(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    yield from stocked(tmp_path_factory.mktemp("expecting"), [*EVERYDAY, ("constraint", BABY), ("episode", OLD_OP)])


def test_hospital_bag_brings_the_baby_not_an_old_operation(expecting: Brain) -> None:
    got = injected(expecting, "what goes in a hospital bag?")
    assert BABY in got and OLD_OP not in got


def test_after_the_op_still_brings_the_operation(expecting: Brain) -> None:
    assert OLD_OP in injected(expecting, "my knee aches on the stairs since the op, is that normal?")


@pytest.fixture(scope="module")
def dating(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    yield from stocked(tmp_path_factory.mktemp("dating"), [*EVERYDAY, ("relationship", BOYFRIEND)])


def test_my_boy_at_school_is_not_the_boyfriend(dating: Brain) -> None:
    assert BOYFRIEND not in injected(dating, "my boy starts secondary school next week, what will he need?")


def test_my_boy_otherwise_is_still_the_boyfriend(dating: Brain) -> None:
    assert BOYFRIEND in injected(dating, "my boy is taking me out for our anniversary, what should I wear?")


@pytest.mark.parametrize(("text", "countries"), [
    ("what should I pack for Spain?", ["spain"]), ("how can I send a parcel to Italy", ["italy"]),
    ("is it hot in South Korea for us in July?", ["south korea"]), ("we fly to the Netherlands soon", ["netherlands"]),
    ("what is the capital of Spain?", []), ("the population of Japan", []), ("who won the Spanish league?", []),
    ("is Spain in the EU?", []), ("how do I say hello in Spanish?", []),
])
def test_countries_of_mine(text: str, countries: list[str]) -> None:
    assert retrieve._countries_of_mine(text) == countries


def test_every_town_is_a_phrase_of_its_own() -> None:
    from mercuryd.brain.vocabulary import COUNTRIES, TOWNS_OF
    assert set(TOWNS_OF) <= COUNTRIES
    assert all(t == t.strip() and t[0].isupper() for towns in TOWNS_OF.values() for t in towns)


@pytest.mark.parametrize(("text", "young"), [
    ("my boy starts secondary school", True), ("homework with my girl", True), ("my boy is 9", True),
    ("my girl turns 6 on Friday", True), ("my boy is taking me out for our anniversary", False),
    ("my girl and I are moving in together", False), ("my boy is 30 today", False),
])
def test_young_context(text: str, young: bool) -> None:
    assert bool(retrieve._YOUNG_CONTEXT.search(text)) is young


@pytest.mark.parametrize(("text", "asks"), [
    ("is the bus safe for me now?", True), ("how do I get on a city bus safely", True),
    ("is it safe for me to take the tram now?", True), ("can I climb the stairs safely", False),
    ("is the bus to the airport safe at night?", False), ("is it safe for me to eat prawns?", False),
    ("is this library safe for me to use?", False), ("is it safe for me to walk through the scanners at the airport?", False),
    ("is it safe for me to walk alone now?", True),
])
def test_getting_about_safely(text: str, asks: bool) -> None:
    assert bool(retrieve._ICY_WALK.search(text)) is asks


@pytest.mark.parametrize(("summary", "said"), [
    ("User broke their hip in February", True), ("User broke their leg skiing", True), ("User walks with a cane", True),
    ("User's mother broke her hip", False), ("User likes hip hop", False),
])
def test_fall_risk(summary: str, said: bool) -> None:
    assert bool(retrieve._FALL_RISK.match(summary)) is said


@pytest.mark.parametrize(("summary", "said"), [
    ("User accepted the Hamburg offer", True), ("User accepted a job in Calgary", True),
    ("User took the offer from the Oslo firm", True), ("User accepted a new job", False),
    ("User accepted the offer in May 2026", False), ("User's son accepted a job in Leeds", False),
])
def test_offer_taken_there(summary: str, said: bool) -> None:
    assert bool(retrieve._OFFER_TAKEN_THERE.match(summary)) is said


@pytest.mark.parametrize(("text", "asks"), [
    ("what to pack for his first term away", True), ("her first semester at college", True), ("freshers' week tips", True),
    ("my first term as chair", False), ("his first term in office", False), ("the first term of the sequence", False),
])
def test_first_term_away(text: str, asks: bool) -> None:
    assert bool(retrieve._CARE_PACKAGE.search(text)) is asks


@pytest.mark.parametrize(("summary", "said"), [
    ("User's son Kacper got a place at a music school in Kraków", True), ("User's daughter starts at the conservatoire", True),
    ("User's son goes to drama school in Leeds", True), ("User teaches at a music school", False),
])
def test_away_studying(summary: str, said: bool) -> None:
    assert bool(retrieve._AWAY_STUDYING.match(summary)) is said


@pytest.mark.parametrize(("message", "memory", "fits"), [
    ("what goes in a hospital bag?", "User had knee surgery in 2015", False),
    ("what goes in a hospital bag?", "User's dad had a bypass last year", False),
    ("what goes in a hospital bag?", "User's knee operation is on 3 December", True),
    ("what goes in a hospital bag?", "User has a hip replacement booked for March", True),
    ("how long before I can drive after the op?", "User had knee surgery in 2015", True),
])
def test_operation_fits(message: str, memory: str, fits: bool) -> None:
    assert situations._operation_fits(message, memory) is fits


@pytest.mark.parametrize(("text", "child"), [
    ("good present for a boy starting secondary school", "boy"), ("a gift for a girl turning 7", "girl"),
    ("a present for a boy in my class", None), ("a gift for a girl I met", None),
])
def test_gift_for_a_child(text: str, child: str | None) -> None:
    m = retrieve._GIFT_FOR_A_CHILD.search(text)
    assert (m.group(1) if m else None) == child
