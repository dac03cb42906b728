"""Recall by meaning, the twenty-fourth round (branch recall24, docs/recall.md): gaps the twenty-second fresh set (a
call-centre team lead in Manila) and the twenty-first's leftovers showed; each in a real store with the real sentence
model (real Brain on a SQLite file; no timings):

- a relative's condition eaten for binds a meal cooked for them ("User's grandfather has high blood pressure" for
  "my lolo's lunch"): DIET_CONDITIONS read in a relative's memory, as an allergy is;
- PCOS and acid reflux decide what the user eats (DIET_CONDITIONS);
- relatives in Filipino words (lola, lolo, kuya, bunso, tito) and the best friend however called (bestie, bff);
- what the user will not eat keeps a place of its own among a dish's rules when what they cannot eat fills those
  (REFUSAL_PLACES, DISH_WORDS), the food the dish or cuisine named is made with first (DISH_HOLDS);
- an outing with a relative brings what they need to get about ("User's grandmother uses a walking frame");
- the user's own hours asked ("when is the best time for me to go for a run?") bring the shifts worked; "the graveyard
  shift" is a shift.

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

# A warehouse supervisor in Davao: a grandfather with high blood pressure, a grandmother with a walking frame, an older
# brother who flies planes, a best friend in Lisbon, two things she cannot eat and one she will not, acid reflux, the
# graveyard shift.
SUPERVISOR = [
    ("relationship", "User's grandfather Ernesto has high blood pressure"),
    ("relationship", "User's grandmother Pilar uses a walking frame"),
    ("relationship", "User's older brother Paolo is an airline pilot"),
    ("relationship", "User's best friend Marisol lives in Lisbon"),
    ("constraint", "User is allergic to peanuts"),
    ("constraint", "User has coeliac disease"),
    ("preference", "User can't stand olives"),
    ("preference", "User hates coriander"),
    ("constraint", "User has acid reflux"),
    ("identity", "User works the graveyard shift at a warehouse"),
    ("habit", "User plays the ukulele"),
]
GRANDAD = "User's grandfather Ernesto has high blood pressure"
FRAME = "User's grandmother Pilar uses a walking frame"
PAOLO = "User's older brother Paolo is an airline pilot"
MARISOL = "User's best friend Marisol lives in Lisbon"
OLIVES = "User can't stand olives"
CORIANDER = "User hates coriander"
REFLUX = "User has acid reflux"
SHIFT = "User works the graveyard shift at a warehouse"

EVERYDAY = Path(__file__).resolve().parent.parent / "bench" / "data" / "paraphrase_distractors.json"


@pytest.fixture(scope="module")
def supervisor(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    """The supervisor's memories after another invented user's 505 everyday ones (two users in one store)."""
    everyday = [(t, s) for t, s in json.loads(EVERYDAY.read_text())["memories"]]
    yield from stocked(tmp_path_factory.mktemp("supervisor"), [*everyday, *SUPERVISOR])


@pytest.fixture(scope="module")
def supervisor_alone(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    """The supervisor's memories alone: one user's store, as a new user's is."""
    yield from stocked(tmp_path_factory.mktemp("supervisor-alone"), SUPERVISOR)


@pytest.mark.parametrize(("message", "memory"), [
    ("any recipe ideas for my lolo's lunch on Sunday?", GRANDAD),
    ("where could we take my lola for a treat on Saturday?", FRAME),
    ("what should I get my kuya for his birthday?", PAOLO),
    ("what should I order at the Italian place tonight?", OLIVES),
    ("give me a pasta recipe for Sunday", OLIVES),
    ("what pizza should we order tonight?", OLIVES),
    ("what should I order at the Mexican place tonight?", CORIANDER),
    ("suggest something light for a late supper", REFLUX),
])
def test_recalled(supervisor: Brain, message: str, memory: str) -> None:
    assert memory in injected(supervisor, message)


@pytest.mark.parametrize(("message", "memory"), [
    ("any recipe ideas for my lolo's lunch on Sunday?", GRANDAD),
    ("where could we take my lola for a treat on Saturday?", FRAME),
    ("what should I order at the Italian place tonight?", OLIVES),
    ("when is the best time for me to study?", SHIFT),
    # (the everyday user has a best friend too, Marcus, whom the relation finds in the store of two)
    ("when should I call my bestie this week?", MARISOL),
])
def test_recalled_alone(supervisor_alone: Brain, message: str, memory: str) -> None:
    assert memory in injected(supervisor_alone, message)


@pytest.mark.parametrize(("message", "memory"), [
    ("where can I take my car for a service?", FRAME),  # no relative taken out
    ("what's the best time to visit Lisbon?", SHIFT),  # no hours of the user's own
    ("how do I tune a ukulele?", OLIVES),  # no meal
])
def test_not_recalled(supervisor_alone: Brain, message: str, memory: str) -> None:
    assert memory not in injected(supervisor_alone, message)


def test_junk_injects_nothing(supervisor_alone: Brain) -> None:
    assert injected(supervisor_alone, "how many centimetres are in a foot?") == []
    assert injected(supervisor_alone, "who painted the Mona Lisa?") == []


@pytest.mark.parametrize(("summary", "hit"), [
    ("User's father has hypertension", True), ("User's wife has high cholesterol", True),
    ("User's son is allergic to sesame", True), ("User's mum has acid reflux", True),
    ("User's brother has asthma", False), ("User's aunt has a bad knee", False), ("User's sister lives in Leeds", False),
])
def test_cannot_eat(summary: str, hit: bool) -> None:
    assert retrieve.cannot_eat(summary) is hit


@pytest.mark.parametrize(("text", "hit"), [
    ("where can we take my nan for lunch?", True), ("taking my dad out for a drive on Sunday", True),
    ("I want to take my grandparents to the coast", True),
    ("can you take my photo?", False), ("how do I take my blood pressure at home?", False),
    ("something to take my mind off work", False),
])
def test_take_out(text: str, hit: bool) -> None:
    assert (retrieve._TAKE_OUT_CUED.search(text) is not None) is hit


@pytest.mark.parametrize(("text", "hit"), [
    ("when is the best time for me to study?", True), ("what time of day should I work out?", True),
    ("what's a good time for me to go swimming?", True),
    ("what's the best time to visit Japan?", False), ("what time is it in Manila?", False),
])
def test_hours_planned(text: str, hit: bool) -> None:
    assert (retrieve._HOURS_PLANNED_CUED.search(text) is not None) is hit


@pytest.mark.parametrize(("summary", "hit"), [
    ("User works the graveyard shift", True), ("User works swing shifts", True), ("User is on evening shifts", True),
    ("User works from home on Mondays", False),
])
def test_works_shifts(summary: str, hit: bool) -> None:
    assert (retrieve._WORKS_SHIFTS.match(summary) is not None) is hit


@pytest.mark.parametrize(("text", "relation"), [
    ("my lola's birthday is coming up", "grandmother"), ("my lolo keeps forgetting his pills", "grandfather"),
    ("my kuya is visiting", "brother"), ("a gift for my bunso", "sister"), ("my bestie is moving away", "best friend"),
])
def test_filipino_and_best_friend_words(text: str, relation: str) -> None:
    m = retrieve._MY_RELATION.search(text)
    assert m is not None and relation in retrieve._RELATION_GROUPS[m.group(1).lower()]


@pytest.mark.parametrize(("summary", "query", "held"), [
    ("User doesn't eat pork", "what should I order at the Chinese place?", True),
    ("User can't stand okra", "a stew for Sunday, any ideas?", True),
    ("User hates coriander", "what's good at the Mexican place?", True),
    ("User hates coconut", "what should I order at the Chinese place?", False),
    ("User doesn't eat pork", "what should I make for dinner?", False),
])
def test_held_in_dish(summary: str, query: str, held: bool) -> None:
    assert retrieve.held_in_dish(summary, query) is held
