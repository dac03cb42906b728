"""Recall by meaning, the thirty-first round (branch recall31, docs/recall.md): gaps the twenty-ninth fresh set (a
retired headmaster on a coffee smallholding near Nyeri, in formal English) showed; each in a real store with the real
sentence model (real Brain on a SQLite file; no timings):

- a parent said by what they did ("the lady who raised me", "the man who brought me up");
- an age group the user asks to be counted in ("am I entitled to the bus pass for pensioners?");
- the user's own nation's side asked at play ("when does our national side play next?");
- the town that serves the user's home ("in the county town", "in our market town");
- one way: a general place finds the particular one ("UK" England), what is given for work an award ("the plaque"), a
  gutter the rainwater, a fertiliser by its name or shop ("urea", "the agrovet"), a fruit by its variety ("Hass"), a
  church by its sermon, congregation, minister or parish.

Messages and stores are written for this file.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mercuryd.brain import retrieve, variants
from mercuryd.brain.service import Brain
from tests.test_recall_misses import injected, stocked

# A retired postmistress of 71 near Ballarat, Victoria: a mother in care, a late father, a sister in England, a side, an
# award, a rain tank, a garden without synthetic fertiliser, avocado trees, a church, and a few others.
POSTMISTRESS = [
    ("relationship", "User's mother is 93 and lives in a care home"),
    ("relationship", "User's father was a shearer"),
    ("relationship", "User's neighbour Bill is turning 90"),
    ("identity", "User is 71 years old"),
    ("identity", "User lives near Ballarat"),
    ("preference", "User supports the Wallabies"),
    ("preference", "User loves cryptic crosswords"),
    ("goal", "User plans to see her sister in England next spring"),
    ("episode", "User received a long-service award from Australia Post"),
    ("project", "User is putting in a rainwater tank"),
    ("decision", "User stopped using synthetic fertiliser on her vegetable patch"),
    ("project", "User is planting avocado trees"),
    ("habit", "User goes to church every Sunday"),
    ("constraint", "User is allergic to penicillin"),
    ("habit", "User walks her kelpie at dawn"),
]
MOTHER = "User's mother is 93 and lives in a care home"
FATHER = "User's father was a shearer"
AGE = "User is 71 years old"
HOME = "User lives near Ballarat"
SIDE = "User supports the Wallabies"
ENGLAND = "User plans to see her sister in England next spring"
AWARD = "User received a long-service award from Australia Post"
TANK = "User is putting in a rainwater tank"
FERTILISER = "User stopped using synthetic fertiliser on her vegetable patch"
AVOCADO = "User is planting avocado trees"
CHURCH = "User goes to church every Sunday"


@pytest.fixture(scope="module")
def postmistress(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    yield from stocked(tmp_path_factory.mktemp("postmistress"), POSTMISTRESS)


RECALLED = [
    ("The lady who raised me has lost her appetite lately; what might tempt her?", MOTHER),
    ("Am I entitled to the free travel pass for pensioners?", AGE),
    ("Could I claim the winter heating payment for senior citizens?", AGE),
    ("When does our national side play their next test match?", SIDE),
    ("Which cafés in the county town open early?", HOME),
    ("Do I need a UK visitor visa with an Australian passport?", ENGLAND),
    ("Where should I hang the plaque they gave me when I finished up?", AWARD),
    ("How often should the gutters be cleared before the wet season?", TANK),
    ("Is urea safe to scatter around tomatoes?", FERTILISER),
    ("How much water do young Hass saplings need in summer?", AVOCADO),
    ("What could I bake to share after the sermon this week?", CHURCH),
]


@pytest.mark.parametrize(("message", "memory"), RECALLED)
def test_recalled(postmistress: Brain, message: str, memory: str) -> None:
    assert memory in injected(postmistress, message)


# each beside its twin above: a message that must not bring the memory
@pytest.mark.parametrize(("message", "memory"), [
    ("Can I knit a warm blanket for the elderly gentleman next door?", AGE),  # a neighbour's age, not hers
    ("The man who raised the alarm at the fire deserves a card; what should I write?", FATHER),  # raised no one
    ("Which crossword has the hardest clues on a Saturday?", SIDE),  # a pastime, no side at play
])
def test_not_recalled(postmistress: Brain, message: str, memory: str) -> None:
    assert memory not in injected(postmistress, message)


@pytest.mark.parametrize(("text", "group"), [
    ("The old lady who raised me is unwell", 1), ("the man who brought me up", 2), ("the people who raised us", 3),
    ("the woman who raised me turns 80", 1),
    ("the man who raised the alarm", None), ("the people who brought me here", None), ("a woman who raises goats", None),
    ("the man who brought up the topic", None),
])
def test_raised_me(text: str, group: int | None) -> None:
    m = retrieve._RAISED_ME.search(text)
    assert (next(g for g in (1, 2, 3) if m.group(g)) if m else None) == group


@pytest.mark.parametrize(("text", "hit"), [
    ("Am I eligible for the government's cash grant for senior citizens?", True),
    ("can I claim the winter payment for pensioners?", True), ("am I entitled to the bus pass for the elderly?", True),
    ("do I qualify as one of the older people on the list?", True),
    ("can I buy a gift for the elderly lady next door?", False), ("what do senior citizens like to eat?", False),
    ("can I apply for a job caring for the elderly at night?", False),
])
def test_age_group_asked(text: str, hit: bool) -> None:
    assert (retrieve._MY_AGE_CUED.search(text) is not None) is hit


@pytest.mark.parametrize(("text", "hit"), [
    ("When do our national eleven play their next qualifier?", True), ("what time is my country's rugby side playing?", True),
    ("our national team played well", False), ("our team plays five-a-side at work", False),
    ("when does our office team play next?", False),
])
def test_national_side_asked(text: str, hit: bool) -> None:
    assert (retrieve._SIDE_PLAYING_CUED.search(text) is not None) is hit


@pytest.mark.parametrize(("text", "hit"), [
    ("Which hospitals in the county town have a good clinic?", True), ("a good dentist in our market town", True),
    ("any vet in the local town?", True),
    ("what is the county town of Devon?", False), ("I visited a market town in Spain", False),
])
def test_town_that_serves_home(text: str, hit: bool) -> None:
    assert (retrieve._NEAR_ME.search(text) is not None) is hit


def test_one_way_words() -> None:
    assert "england" in variants.variants("uk") and "uk" not in variants.variants("england")
    assert "award" in variants.variants("plaque") and "plaque" not in variants.variants("award")
    assert "rainwater" in variants.variants("gutters") and "gutters" not in variants.variants("rainwater")
    assert "fertiliser" in variants.variants("urea") and "fertilizer" in variants.variants("agrovet")
    assert "uk" in variants.ABBREVIATIONS and "dap" in variants.ABBREVIATIONS
    assert "urea" not in variants.variants("fertiliser")
    assert "avocado" in variants.variants("hass") and "church" in variants.variants("sermon")
    assert "sermon" not in variants.variants("church")
