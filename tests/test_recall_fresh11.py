"""Misses of recall by meaning from the eleventh fresh paraphrase set (session 35, branch recall11) and a lead's
new-user trial, each in a real store with the real sentence model (real Brain on a SQLite file; no timings):

- a weather question's words of time say when it asks about, not what: "will it rain where I am at the weekend?"
  wants the home, not the memories of weekends; rain said as "pour down"; "where I am on Saturday";
- a drink with alcohol is no meal and holds no milk, and a medicine question is not about milk either: "a pint with
  my tablets?" brings what the user takes, not a lactose intolerance;
- a race the user runs ("before my race", "carb loading", "my pace"): the race they train for;
- a training plan is exercise, and a plan for exercise respects the user's preferences and conditions first;
- quitting or resigning: the user's plan to leave their employer;
- an animal due its check-up or jabs: the vet the user named.

Messages and stores are written for this file.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mercuryd.brain.service import Brain
from tests.test_recall_misses import injected, stocked

# A postman in Cardiff who swims and is training for a half marathon, about to leave his employer, with a spaniel.
POSTMAN = [
    ("identity", "User lives in Cardiff"),
    ("identity", "User works as a postman"),
    ("preference", "User prefers swimming in the morning to swimming after work"),
    ("constraint", "User has asthma"),
    ("constraint", "User takes warfarin every evening"),
    ("constraint", "User is lactose intolerant"),
    ("project", "User is training for the Cardiff Half Marathon in October"),
    ("decision", "User plans to leave Royal Mail next spring"),
    ("relationship", "User's vet is Dr. Evans"),
    ("relationship", "User has a spaniel called Bramble"),
    ("habit", "User plays darts on Friday nights"),
    ("habit", "User visits the farmers market every Saturday"),
    ("habit", "User mows the lawn at the weekend"),
    ("goal", "User wants to visit Japan"),
]
LIVES = "User lives in Cardiff"
SWIMS = "User prefers swimming in the morning to swimming after work"
WARFARIN = "User takes warfarin every evening"
LACTOSE = "User is lactose intolerant"
RACE = "User is training for the Cardiff Half Marathon in October"
LEAVING = "User plans to leave Royal Mail next spring"
VET = "User's vet is Dr. Evans"


@pytest.fixture(scope="module")
def postman(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    yield from stocked(tmp_path_factory.mktemp("postman"), POSTMAN)


@pytest.mark.parametrize(("message", "when"), [
    ("will it rain where I am at the weekend?", "User mows the lawn at the weekend"),
    ("is it going to pour down on Saturday?", "User visits the farmers market every Saturday"),
    ("do I need a brolly where I am on Saturday?", "User visits the farmers market every Saturday"),
])
def test_the_weather_asked_of_a_day_is_the_home_s(postman: Brain, message: str, when: str) -> None:
    got = injected(postman, message)
    assert LIVES in got, got
    assert when not in got, got  # the day says when the weather is asked about


def test_pouring_a_drink_is_no_weather(postman: Brain) -> None:
    assert LIVES not in injected(postman, "how do I pour a pint without too much head?")


@pytest.mark.parametrize("message", [
    "is a pint ok with my tablets tonight?",
    "can I have a glass of wine with my meds?",
    "which painkillers are safe for me?",
])
def test_a_drink_or_a_medicine_is_not_about_milk(postman: Brain, message: str) -> None:
    got = injected(postman, message)
    assert WARFARIN in got, got
    assert LACTOSE not in got, got


@pytest.mark.parametrize("message", [
    "can I have a milkshake after the gym?",
    "fancy a mocha on the way to the depot, what should I order?",
])
def test_a_drink_made_with_milk_still_brings_the_intolerance(postman: Brain, message: str) -> None:
    assert LACTOSE in injected(postman, message)


@pytest.mark.parametrize("message", [
    "what should I eat the night before my race?",
    "is carb loading worth it or a myth?",
    "how do I keep my pace even in the second half?",
])
def test_a_race_brings_the_race_trained_for(postman: Brain, message: str) -> None:
    assert RACE in injected(postman, message)


def test_a_race_condition_is_no_race(postman: Brain) -> None:
    assert RACE not in injected(postman, "how do I fix a race condition between two threads?")


@pytest.mark.parametrize("message", [
    "put together a training plan for my week",
    "what should my training sessions look like this month?",
])
def test_a_training_plan_respects_how_the_user_likes_to_train(postman: Brain, message: str) -> None:
    assert SWIMS in injected(postman, message)


@pytest.mark.parametrize("message", [
    "write a resignation email for me",
    "how do I tell my manager I'm quitting?",
    "how much notice do I usually have to give?",
])
def test_quitting_brings_the_plan_to_leave_the_employer(postman: Brain, message: str) -> None:
    assert LEAVING in injected(postman, message)


def test_quitting_a_habit_is_no_resignation(postman: Brain) -> None:
    assert LEAVING not in injected(postman, "I'm quitting sugar in January, any tips?")


@pytest.mark.parametrize("message", [
    "my spaniel is due her yearly booster, who should I ring?",
    "the dog needs a check-up before we go away, who do I book with?",
])
def test_an_animal_due_its_care_brings_the_vet(postman: Brain, message: str) -> None:
    assert VET in injected(postman, message)


# A nurse in Bristol with a niece and a nephew, a line manager, a childhood in Kerala, a language to learn, an age.
NURSE = [
    ("identity", "User is 58"),
    ("identity", "User grew up in Kerala"),
    ("identity", "User works as a theatre nurse"),
    ("relationship", "User's sister Anju lives in Dubai"),
    ("relationship", "User's niece Meera is sitting her A-levels"),
    ("relationship", "User's nephew Arjun plays cricket for his county"),
    ("relationship", "User's team leader is called Grace"),
    ("goal", "User wants to learn Italian before a trip to Rome"),
    ("goal", "User wants to learn to bake sourdough"),
    ("habit", "User swims at the lido on Sundays"),
]
NIECE = "User's niece Meera is sitting her A-levels"
NEPHEW = "User's nephew Arjun plays cricket for his county"
ITALIAN = "User wants to learn Italian before a trip to Rome"


@pytest.fixture(scope="module")
def nurse(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    yield from stocked(tmp_path_factory.mktemp("nurse"), NURSE)


@pytest.mark.parametrize(("message", "relative"), [
    ("how can I help my sister's girl with exam stress?", NIECE),
    ("what do I get my brother's lad for his birthday?", NEPHEW),
])
def test_a_sibling_s_child_is_a_niece_or_nephew(nurse: Brain, message: str, relative: str) -> None:
    assert relative in injected(nurse, message)


def test_my_line_manager_is_whoever_the_user_reports_to(nurse: Brain) -> None:
    assert "User's team leader is called Grace" in injected(nurse, "my line manager wants a word tomorrow, how do I prepare?")


@pytest.mark.parametrize("message", [
    "am I too old to take up the cello?",
    "I'm getting too old for night shifts, aren't I?",
])
def test_too_old_brings_the_age(nurse: Brain, message: str) -> None:
    assert "User is 58" in injected(nurse, message)


@pytest.mark.parametrize("message", [
    "which curries did I probably eat as a kid?",
    "I want to cook the food we had when I was little",
])
def test_a_childhood_brings_where_the_user_grew_up(nurse: Brain, message: str) -> None:
    assert "User grew up in Kerala" in injected(nurse, message)


@pytest.mark.parametrize("message", [
    "which podcasts help with picking up a new language?",
    "is a language exchange worth trying?",
])
def test_a_language_to_learn_brings_the_one_the_user_is_learning(nurse: Brain, message: str) -> None:
    got = injected(nurse, message)
    assert ITALIAN in got, got
    assert "User wants to learn to bake sourdough" not in got, got  # learning, but no language


# A maths teacher in Norwich who stopped driving after dark.
TEACHER = [
    ("identity", "User is a maths teacher at a secondary school in Norwich"),
    ("decision", "User stopped driving after dark"),
    ("habit", "User drinks a pint of water with every meal"),
    ("habit", "User commits their lesson plans to a git repository"),
    ("goal", "User wants to run a 10k in the spring"),
    ("preference", "User likes jazz"),
]
DARK = "User stopped driving after dark"
MATHS = "User is a maths teacher at a secondary school in Norwich"


@pytest.fixture(scope="module")
def teacher(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    yield from stocked(tmp_path_factory.mktemp("teacher"), TEACHER)


@pytest.mark.parametrize("message", [
    "the concert ends at eleven, how will I get home?",
    "how do I get out to the coast on Sunday?",
])
def test_getting_somewhere_respects_the_driving_stopped(teacher: Brain, message: str) -> None:
    assert DARK in injected(teacher, message)


def test_getting_back_to_a_commit_is_no_trip(teacher: Brain) -> None:
    assert DARK not in injected(teacher, "how do I get back to my last commit in git?")


def test_a_class_taught_is_the_work(teacher: Brain) -> None:
    assert MATHS in injected(teacher, "how do I get my year 8s to settle after lunch?")


# Fears said, and the activities that meet them; habits that say when the user is busy.
FEARFUL = [
    ("identity", "User lives in Bath"),
    ("constraint", "User is terrified of heights"),
    ("constraint", "User is frightened of needles"),
    ("constraint", "User is claustrophobic"),
    ("habit", "User plays five-a-side football on Thursday evenings"),
    ("goal", "User wants to see the northern lights"),
]


@pytest.fixture(scope="module")
def fearful(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    yield from stocked(tmp_path_factory.mktemp("fearful"), FEARFUL)


@pytest.mark.parametrize(("message", "fear"), [
    ("we're booked on a zip line over the gorge, any tips?", "User is terrified of heights"),
    ("I'm getting a tattoo next week, how do I stay calm?", "User is frightened of needles"),
    ("the hospital wants me in for an MRI, what's it like?", "User is claustrophobic"),
])
def test_an_activity_that_meets_a_fear_brings_the_fear(fearful: Brain, message: str, fear: str) -> None:
    assert fear in injected(fearful, message)


def test_an_ssh_tunnel_is_no_enclosed_space(fearful: Brain) -> None:
    assert "User is claustrophobic" not in injected(fearful, "how do I open an SSH tunnel to the database?")


@pytest.mark.parametrize("message", [
    "which evening could I fit in a cinema trip?",
    "the quiz starts at seven on Thursday, can I make it?",
])
def test_when_can_I_brings_the_habits_kept_on_a_day(fearful: Brain, message: str) -> None:
    assert "User plays five-a-side football on Thursday evenings" in injected(fearful, message)


def test_where_I_am_on_a_list_is_no_place(postman: Brain) -> None:
    assert LIVES not in injected(postman, "can you work out where I am on the waiting list for the allotment?")
