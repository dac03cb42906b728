"""Junk recall injected, noticed in the twelfth round (docs/recall.md) and fixed in the thirteenth (branch recall13),
and one miss; each in a real store with the real sentence model (real Brain on a SQLite file; no timings):

- tea as a drink ("a cup of tea", "nettle tea") is no meal: no diet kind, no meal's rule ("User is coeliac"); tea
  as a meal ("what's for tea?", "high tea", "tea time") still is;
- someone else's retirement ("a colleague's leaving card", "my uncle just retired") is not the user's plan to retire;
- someone else's animal ("the cat next door", "my sister's labrador") is not the user's pet, by the pattern nor by
  the model's closeness;
- a city's own transit asked about where the user is ("the metro here", "the tube in my new city"): where they live.

Messages and stores are written for this file.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mercuryd.brain import retrieve
from mercuryd.brain.service import Brain
from tests.test_recall_misses import injected, stocked

# A 38-year-old pharmacist who moved to Paris in the spring, coeliac, with a greyhound and a ginger cat.
MOVER = [
    ("identity", "User has lived in Paris since April 2026"),
    ("identity", "User works as a pharmacist"),
    ("constraint", "User is coeliac"),
    ("goal", "User hopes to retire at 55"),
    ("relationship", "User has a greyhound called Biscuit"),
    ("relationship", "User has a ginger cat called Marmalade"),
    ("habit", "User bakes bread on Sunday mornings"),
    ("habit", "User plays five-a-side football on Wednesdays"),
    ("preference", "User likes folk music"),
    ("project", "User is learning to play the cello"),
    ("relationship", "User's sister Ana is a teacher"),
    ("goal", "User wants to read fifty books this year"),
]
HOME = "User has lived in Paris since April 2026"
COELIAC = "User is coeliac"
RETIRE = "User hopes to retire at 55"
DOG = "User has a greyhound called Biscuit"
CAT = "User has a ginger cat called Marmalade"


@pytest.fixture(scope="module")
def mover(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    yield from stocked(tmp_path_factory.mktemp("mover"), MOVER)


@pytest.mark.parametrize("message", [
    "a customer asked me whether nettle tea is safe in pregnancy",
    "fancy a cup of tea before we start?",
    "is green tea better than black tea for the caffeine?",
])
def test_tea_as_a_drink_brings_no_meal_rule(mover: Brain, message: str) -> None:
    assert COELIAC not in injected(mover, message)


@pytest.mark.parametrize("message", [
    "what's for tea tonight?",
    "what can I have at a high tea in a hotel?",
    "any ideas for the kids' tea on Friday?",
])
def test_tea_as_a_meal_still_brings_the_meal_rule(mover: Brain, message: str) -> None:
    assert COELIAC in injected(mover, message)


@pytest.mark.parametrize("message", [
    "what should I write in a colleague's retirement card?",
    "my uncle just retired, what's a good present?",
    "ideas for a speech at her retirement do?",
])
def test_someone_else_s_retirement_is_not_the_user_s_plan(mover: Brain, message: str) -> None:
    assert RETIRE not in injected(mover, message)


@pytest.mark.parametrize("message", [
    "how much should I be putting into my retirement savings?",
    "my boss is retiring next year and I'd like to retire early too, how?",
])
def test_the_user_s_own_retirement_still_brings_the_plan(mover: Brain, message: str) -> None:
    assert RETIRE in injected(mover, message)


@pytest.mark.parametrize(("message", "pet"), [
    ("the dog next door howls whenever we go out", DOG),
    ("my sister's labrador is coming to stay, any tips?", DOG),
    ("the cat next door keeps getting into our shed", CAT),
    ("my neighbour's kitten is stuck up a tree", CAT),
])
def test_someone_else_s_animal_is_not_the_user_s_pet(mover: Brain, message: str, pet: str) -> None:
    assert pet not in injected(mover, message)


@pytest.mark.parametrize(("message", "pet"), [
    ("how do I stop the dog pulling on the lead?", DOG),
    ("my friend's terrier keeps picking fights with my greyhound", DOG),
    ("my cat won't stop scratching the sofa", CAT),
])
def test_the_user_s_own_animal_still_brings_the_pet(mover: Brain, message: str, pet: str) -> None:
    assert pet in injected(mover, message)


def test_the_user_s_pet_by_the_pattern_only_when_it_is_theirs() -> None:
    assert retrieve.others_only("the dog at the end of our street barks all day")
    assert retrieve.others_only("her whippet is lovely")
    assert not retrieve.others_only("let's take the dog to the beach")
    assert not retrieve.others_only("can a dog eat grapes?")


@pytest.mark.parametrize("message", [
    "how do I use the tube in my new city?",
    "is the metro safe at night round here?",
    "how late do the trams run in this city?",
])
def test_a_city_s_transit_asked_here_brings_the_home(mover: Brain, message: str) -> None:
    assert HOME in injected(mover, message)


@pytest.mark.parametrize("message", [
    "what's the difference between a subway and a metro?",
    "a subway sandwich, how many calories?",
    "should I put the tube of glue here?",
])
def test_no_transit_here_no_home(message: str) -> None:
    assert not retrieve._TRANSIT_HERE.search(message)
