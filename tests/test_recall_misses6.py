"""Misses of recall by meaning from the tenth fresh paraphrase set (session 34, branch recall10) and the ninth's
leftovers, each in a real store with the real sentence model (real Brain on a SQLite file; no timings). Each is a
kind the message names in other words than the memory's:

- where the user comes from: "the old country", "back home", "… growing up" (the attribute hometown);
- a relative or a neighbour so called: "my old man" (a father, or a husband), "the fella down the road";
- the weather where the user lives: "how cold does it get here?", a weather with a name ("a chinook", "a blizzard");
- carrying a load ("unload the sacks", "carry boxes"): the conditions of the body that carries it;
- "my team" with a game: the team the user roots for, follows or supports (not a team at work);
- steps asked for ("give me the steps…", "a checklist for…"): the rules on how steps are set out;
- an amount of a material asked for ("how much gravel do we need?"): the rules on units;
- an animal unwell: the vet the user named; the home's energy (a bill, a supplier): the equipment they have;
- "our household money": the budgeting app; "at my age": the age; "my husband's mum": the mother-in-law;
- the weather where the user lives, when the home was said loosely ("lives just outside Bendigo", no attribute).

Messages and stores are written for this file.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mercuryd.brain.service import Brain
from tests.test_recall_misses import injected, stocked

# A baker in Leeds: where she comes from, her family and street, her body, her team, how she wants answers.
BAKER = [
    ("identity", "User's name is Marta"),
    ("identity", "User was born in Portugal"),
    ("identity", "User lives in Winnipeg"),
    ("identity", "User works as a baker"),
    ("relationship", "User's dad Bill is recovering from a hip operation"),
    ("relationship", "User's neighbour Priya feeds the cat when they travel"),
    ("constraint", "User has a bad back"),
    ("preference", "User supports Leeds United"),
    ("preference", "User follows a vegan diet"),
    ("preference", "User prefers numbered steps"),
    ("preference", "User wants metric units"),
    ("habit", "User walks to the bakery at 5 am"),
    ("goal", "User wants to open a second shop in 2028"),
]
HOMETOWN = "User was born in Portugal"
DAD = "User's dad Bill is recovering from a hip operation"
NEIGHBOUR = "User's neighbour Priya feeds the cat when they travel"
LIVES = "User lives in Winnipeg"
BACK = "User has a bad back"
TEAM = "User supports Leeds United"
STEPS = "User prefers numbered steps"
UNITS = "User wants metric units"


@pytest.fixture(scope="module")
def baker(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    yield from stocked(tmp_path_factory.mktemp("baker"), BAKER)


@pytest.mark.parametrize("message", [
    "which pastries from back home could I add to the counter?",
    "what sweets from the old country would my customers enjoy?",
    "what did kids eat at festivals that I had growing up and nobody here knows?",
])
def test_where_the_user_comes_from(baker: Brain, message: str) -> None:
    assert HOMETOWN in injected(baker, message)


def test_my_old_man_is_a_father(baker: Brain) -> None:
    assert DAD in injected(baker, "my old man gets bored sitting at home, any hobbies for him?")


@pytest.mark.parametrize("message", [
    "what can I give the lady next door to say thanks?",
    "the guy across the street keeps parking in front of my drive, how do I raise it?",
])
def test_a_neighbour_so_called(baker: Brain, message: str) -> None:
    assert NEIGHBOUR in injected(baker, message)


@pytest.mark.parametrize("message", [
    "how cold does it get in February?",
    "is a blizzard likely on Saturday?",
])
def test_the_weather_where_the_user_lives(baker: Brain, message: str) -> None:
    assert LIVES in injected(baker, message)


def test_a_cold_caught_is_no_weather(baker: Brain) -> None:
    assert LIVES not in injected(baker, "I caught a cold, what helps with a blocked nose?")


@pytest.mark.parametrize("message", [
    "can I help my friend carry boxes up three floors on Sunday?",
    "should I volunteer to unload the flour sacks from the van?",
])
def test_carrying_a_load_brings_the_body_s_conditions(baker: Brain, message: str) -> None:
    assert BACK in injected(baker, message)


@pytest.mark.parametrize("message", [
    "when do my team play next?",
    "did my football team win at the weekend?",
])
def test_my_team_with_a_game_is_the_team_supported(baker: Brain, message: str) -> None:
    got = injected(baker, message)
    assert TEAM in got, got
    assert "User follows a vegan diet" not in got, got  # follows a diet, not a team


def test_my_team_at_work_is_not_the_team_supported(baker: Brain) -> None:
    assert TEAM not in injected(baker, "my team has a standup at ten, what should I say about the rota?")


@pytest.mark.parametrize("message", [
    "give me the steps to descale the big mixer",
    "a checklist for opening the shop on a bank holiday?",
])
def test_steps_asked_for_bring_the_rule_on_steps(baker: Brain, message: str) -> None:
    assert STEPS in injected(baker, message)


def test_an_amount_of_material_asked_for_brings_the_units(baker: Brain) -> None:
    assert UNITS in injected(baker, "how much gravel do we need for the path behind the shop?")


# A rule on steps counted, not steps set out
WALKER = [
    ("preference", "User likes to walk 10,000 steps a day"),
    ("habit", "User swims on Thursdays"),
    ("goal", "User wants to learn Italian"),
]


@pytest.fixture(scope="module")
def walker(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    yield from stocked(tmp_path_factory.mktemp("walker"), WALKER)


def test_steps_counted_are_no_rule_on_steps(walker: Brain) -> None:
    assert "User likes to walk 10,000 steps a day" not in injected(walker, "a checklist for moving day, please?")


# A vet's client, a house with solar, a budget, an age, in-laws and a home said loosely
SMALLHOLDER = [
    ("identity", "User is 47"),
    ("identity", "User lives just outside Bendigo"),
    ("relationship", "User's vet is Dr. Okonjo"),
    ("relationship", "User's husband Sam teaches history"),
    ("relationship", "User's mother-in-law Ruth lives in Leeds"),
    ("project", "User is putting a heat pump in the farmhouse"),
    ("preference", "User budgets with YNAB"),
    ("habit", "User plays bowls on Wednesdays"),
    ("goal", "User wants to breed alpacas"),
]


@pytest.fixture(scope="module")
def smallholder(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    yield from stocked(tmp_path_factory.mktemp("smallholder"), SMALLHOLDER)


@pytest.mark.parametrize("message", [
    "one of the goats is limping badly, who do I ring?",
    "my cat is off her food since Tuesday, what should I do?",
])
def test_an_animal_unwell_brings_the_vet(smallholder: Brain, message: str) -> None:
    assert "User's vet is Dr. Okonjo" in injected(smallholder, message)


def test_an_animal_well_brings_no_vet(smallholder: Brain) -> None:
    assert "User's vet is Dr. Okonjo" not in injected(smallholder, "what should I name the new goats?")


def test_the_home_s_energy_brings_its_equipment(smallholder: Brain) -> None:
    assert "User is putting a heat pump in the farmhouse" in injected(
        smallholder, "our electricity bill doubled, is it worth switching supplier?")


def test_the_household_money_brings_the_budgeting_app(smallholder: Brain) -> None:
    assert "User budgets with YNAB" in injected(smallholder, "how do we see where our household money goes?")


def test_at_my_age_brings_the_age(smallholder: Brain) -> None:
    assert "User is 47" in injected(smallholder, "is it too late to learn the cello at my age?")


def test_my_husband_s_mum_is_the_mother_in_law(smallholder: Brain) -> None:
    assert "User's mother-in-law Ruth lives in Leeds" in injected(
        smallholder, "my husband's mum comes for Christmas, what could she enjoy doing?")


def test_a_home_said_loosely_answers_the_weather(smallholder: Brain) -> None:
    assert "User lives just outside Bendigo" in injected(smallholder, "how hot does it get in January?")
