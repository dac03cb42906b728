"""Recall by meaning, the thirty-sixth round (branch recall36, docs/recall.md, "Paraphrase set 33"): a big day, a meal
shared with others, being out of breath, the user's own engine, a match to play (``mercuryd/brain/situations.py``), a
faith's words bring a memory of that faith only, and a dish's refusal beside the model's; each in a real store with the
real sentence model (real Brain on a SQLite file; no timings):

- "the big day" → the one-off event ahead (a viva, a wedding, a race);
- a team or office lunch, a potluck, a barbecue → the user's fast or food rule;
- breathless, wheezy, out of breath → the lungs' condition, whoever it is about ("Ana has asthma");
- "my engine", "our engine" → the game engine the user works in;
- before a match, match day → the team sport the user plays;
- a message in one faith's words does not bring a memory naming only another's (Shabbat → not Mass);
- without a car → the user does not drive; dropping to three days a week → the part-time work; scales and arpeggios →
  the instrument learnt; since we lost Mum, a death's anniversary → the death;
- a dish named: the refusal the dish is made with keeps its place, and the refusal the model puts closest has one too.

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

# A marine biologist of 29 in Gdańsk writing up her PhD: a viva ahead, a weekly fast, a daughter with asthma, a game made
# on the side, Sunday hockey, Sunday Mass, two foods refused and two she cannot eat, and a few others beside them.
BIOLOGIST = [
    ("project", "User's viva is on 3 March"),
    ("habit", "User fasts on Mondays and Thursdays"),
    ("relationship", "User's daughter Ana has asthma"),
    ("project", "User is porting their game from GameMaker to Bevy"),
    ("habit", "User plays hockey on Sunday mornings"),
    ("habit", "User goes to Mass every Sunday"),
    ("preference", "User hates mushrooms"),
    ("preference", "User hates coconut"),
    ("constraint", "User is allergic to shellfish"),
    ("constraint", "User is lactose intolerant"),
    ("identity", "User lives in Gdańsk"),
    ("identity", "User is a PhD student in marine biology"),
    ("relationship", "User's partner Tom is a chef"),
    ("habit", "User walks the dog before breakfast"),
    ("preference", "User reads science fiction"),
    ("goal", "User wants to learn Norwegian"),
    ("constraint", "User has a bad shoulder"),
    ("habit", "User takes the tram to the university"),
    ("constraint", "User doesn't drive"),
    ("decision", "User went part-time in January"),
    ("goal", "User is learning the cello"),
    ("relationship", "User's grandmother died in 2022"),
]
VIVA = "User's viva is on 3 March"
FAST = "User fasts on Mondays and Thursdays"
ASTHMA = "User's daughter Ana has asthma"
BEVY = "User is porting their game from GameMaker to Bevy"
HOCKEY = "User plays hockey on Sunday mornings"
MASS = "User goes to Mass every Sunday"
COCONUT = "User hates coconut"
NO_DRIVING = "User doesn't drive"
PART_TIME = "User went part-time in January"
CELLO = "User is learning the cello"
GRANDMOTHER = "User's grandmother died in 2022"


@pytest.fixture(scope="module")
def biologist(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    """The biologist's memories alone: one user's store, as a new user's is."""
    yield from stocked(tmp_path_factory.mktemp("biologist"), BIOLOGIST)


RECALLED = [
    ("How do I keep my nerves steady on the big day?", VIVA),
    ("Any ideas for the department lunch next week?", FAST),
    ("My girl gets wheezy climbing the stairs, should I worry?", ASTHMA),
    ("How do I handle collisions in my engine?", BEVY),
    ("What should I eat before a match?", HOCKEY),
    ("How do we get to the Lake District without a car?", NO_DRIVING),
    ("Since cutting down to three days a week, how do I budget?", PART_TIME),
    ("How can I get my arpeggios smoother?", CELLO),
    ("It's two years since we lost Babcia, how should we mark it?", GRANDMOTHER),
]


@pytest.mark.parametrize(("message", "memory"), RECALLED)
def test_recalled(biologist: Brain, message: str, memory: str) -> None:
    assert memory in injected(biologist, message)


# each beside its twins above: a message that must not bring the memory
@pytest.mark.parametrize(("message", "memory"), [
    ("Where should we go for a big day out with the kids?", VIVA),  # a day out, no event
    ("How long is a typical lunch break in Germany?", FAST),  # a break, no meal shared
    ("A breath of fresh air: ideas for a new office layout?", ASTHMA),  # a figure of speech
    ("My engine makes a knocking noise when it's cold, what is it?", BEVY),  # a car's engine
    ("How do I write a regex match for postcodes?", HOCKEY),  # a pattern's match
    ("How do I explain Shabbat to my colleagues?", MASS),  # another faith's day
    ("I go to the gym three days a week, is that enough?", PART_TIME),  # days a week, none dropped
    ("Are digital bathroom scales accurate?", CELLO),  # scales that weigh
    ("Since I lost my job I can't sleep, any tips?", GRANDMOTHER),  # a job lost, no one
])
def test_not_recalled(biologist: Brain, message: str, memory: str) -> None:
    assert memory not in injected(biologist, message)


# A store of everyday life (the probe's 505 distractors, "User dislikes mushrooms" among them) and four food rules of the
# diner's: where the model's candidates are many, the refusal a dish holds took the one refusal place alone.
DINER = [("preference", "User hates coconut"), ("constraint", "User is allergic to shellfish"),
         ("constraint", "User is lactose intolerant")]


@pytest.fixture(scope="module")
def diner(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    rows = json.loads((Path(__file__).parent.parent / "bench" / "data" / "paraphrase_distractors.json").read_text())
    yield from stocked(tmp_path_factory.mktemp("diner"), [*(tuple(r) for r in rows["memories"]), *DINER])


def test_refusal_the_model_sees_beside_the_dish(diner: Brain) -> None:
    # a soup is commonly made with mushrooms (retrieve.DISH_HOLDS), but the model sees the coconut milk described
    got = injected(diner, "Every soup at the canteen is thick with that sweet creamy milk from a tropical palm fruit, "
                          "what else can I order?")
    assert COCONUT in got
    assert "User dislikes mushrooms" in got  # the dish's refusal keeps its place


def test_refusal_not_added_without_a_dish(diner: Brain) -> None:
    # no dish named: no refusal place at all (a question about the canteen's opening hours)
    assert COCONUT not in injected(diner, "What time does the canteen at work open on Saturdays?")


@pytest.mark.parametrize(("text", "frame"), [
    ("slides for the big day", "a big day"), ("how do I sleep the night before my big day?", "a big day"),
    ("our special day is in June", "a big day"),
    ("a big day out at the zoo", None), ("a big day for the markets", None), ("it was a big day", None),
    ("ideas for a team lunch", "a shared meal"), ("what should I bring to the potluck?", "a shared meal"),
    ("the office Christmas dinner is on Friday", "a shared meal"), ("a sausage sizzle at the school", "a shared meal"),
    ("how long is my lunch break?", None), ("I had lunch at noon", None), ("lunch money for the kids", None),
    ("he gets breathless on the stairs", "out of breath"), ("I'm always out of breath after football", "out of breath"),
    ("she's wheezing at night", "out of breath"), ("I can't catch my breath on hills", "out of breath"),
    ("a breathless review of the film", None), ("a breath of fresh air", None), ("the view was breathtaking", None),
    ("how do signals work in my engine?", "my engine"), ("which game engine for a 2D platformer?", "my engine"),
    ("porting our engine to consoles", "my engine"),
    ("my engine light came on", None), ("my engine won't start in the cold", None),
    ("which search engine is best?", None), ("my car's engine is noisy", None),
    ("stretches before a match", "a match to play"), ("what to eat on match day", "a match to play"),
    ("a warm-up for the game on Sunday", "a match to play"), ("a warm-up act for the band", None),
    ("a warm up before the game", "a match to play"),
    ("sore legs after my match", "a match to play"), ("a regex match for dates", None), ("a match made in heaven", None), ("after the game crashed", None),
    ("what should I bring to the vihara?", "prayers and services"), ("is Vesak a holiday?", "prayers and services"),
    ("the chùa is packed today", "prayers and services"), ("the pagoda in Kew Gardens", None),
])
def test_described(text: str, frame: str | None) -> None:
    assert [f.name for f in situations.described(text)] == ([frame] if frame else [])


@pytest.mark.parametrize(("frame", "summary", "said"), [
    ("a big day", "User's viva is on 3 March", True), ("a big day", "User is getting married in May", True),
    ("a big day", "User's defence is on 14 December", True), ("a big day", "User is running the Berlin Marathon", True),
    ("a big day", "User likes big breakfasts", False), ("a big day", "User got married in 2015", False),
    ("a big day", "User graduated from Leeds in 2019", False),
    ("a shared meal", "User is fasting for Ramadan", True), ("a shared meal", "User is vegetarian", True),
    ("a shared meal", "User has coeliac disease", True), ("a shared meal", "User likes fast cars", True),
    ("a shared meal", "User likes Thai food", False), ("a shared meal", "User's mum is fasting", False),
    ("out of breath", "Mateo has asthma", True), ("out of breath", "User uses an inhaler", True),
    ("out of breath", "User has COPD", True), ("out of breath", "User runs every morning", False),
    ("my engine", "User is switching from unity to godot", True), ("my engine", "User makes games in Unreal", True),
    ("my engine", "User's car needs a new engine", False), ("my engine", "User works at a search engine company", False),
    ("a match to play", "User plays 5 a side on Wednesdays", True), ("a match to play", "User plays netball", True),
    ("a match to play", "User supports Arsenal", False), ("a match to play", "User's son plays rugby", False),
    ("no car", "User doesn't drive", True), ("no car", "User doesn't have a driver's licence", True),
    ("no car", "User drives a Golf", False), ("no car", "User's son doesn't drive", False),
    ("fewer days at work", "User went part-time in January", True), ("fewer days at work", "User works full-time", False),
    ("an instrument practised", "User is learning piano", True), ("an instrument practised", "User likes piano music", True),
    ("an instrument practised", "User's daughter plays violin", False),
])
def test_said(frame: str, summary: str, said: bool) -> None:
    f = next(f for f in situations.FRAMES if f.name == frame)
    assert (f.said.search(summary) is not None) is said


@pytest.mark.parametrize(("message", "summary", "fits"), [
    ("what time does Shabbat start?", "User goes to Mass every Sunday", False),
    ("when is salah due in Leeds?", "User is Jewish", False),
    ("what should I bring to the gurdwara?", "User is Buddhist", False),
    ("what time does Shabbat start?", "User is Jewish", True),
    ("when is salah due in Leeds?", "User is Muslim and prays five times a day", True),
    ("what time does Shabbat start?", "User prays every evening", True),  # no faith named in the memory
    ("a prayer mat for the office", "User goes to Mass every Sunday", True),  # no faith named in the message
    ("is Vesak a holiday?", "User is a Buddhist", True),
])
def test_same_faith(message: str, summary: str, fits: bool) -> None:
    assert situations.same_faith(message, summary) is fits


@pytest.mark.parametrize(("message", "fits"), [
    ("how do signals work in my engine?", True), ("oil in my engine, is that bad?", False),
    ("my engine stalls at the garage's lights", False),
])
def test_engine_not_a_vehicle(message: str, fits: bool) -> None:
    f = next(f for f in situations.FRAMES if f.name == "my engine")
    assert f.fits is not None and f.fits(message, "User is switching from unity to godot") is fits
