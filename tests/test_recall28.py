"""Recall by meaning, the twenty-eighth round (branch recall28, docs/recall.md): gaps the twenty-sixth fresh set (a
Brazilian chief engineer on a ferry in Bergen) and the sets before it showed; each in a real store with the real sentence
model (real Brain on a SQLite file; no timings):

- whether a food is fine to eat, a snack, a diet brings the weight the user means to lose, in a place of its own beside
  the meal's rules (not a meal asked for a race or its taste, nor someone else's);
- a job said in words the write path keeps no attribute for ("User is a vet partner at a practice in Delft") is the work
  kind's answer, as a job title is;
- whom the user works beside or over, said with what they keep doing ("a trainee who keeps…", "a junior on my shift
  who…", "an agent who…"), asks about the user's work;
- no car, however said ("User sold the family car"), is how the user gets about;
- an age limit, "young enough", "do I still qualify for the youth discount?" ask the user's age;
- a memory the message's kind brings loses only a fiftieth of the model's doubt (a z-score under 0): in the store of two
  users, memories found by meaning alone ranked it out.

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

# A vet of 61 in Delft: a partner at a practice, no car since last spring, six kilos to lose, allergic to sesame, an
# amateur astronomer's telescope beside the job.
VET = [
    ("identity", "User is a vet partner at a practice in Delft"),
    ("identity", "User is 61 years old"),
    ("goal", "User hopes to shed six kilos before the cycling holiday"),
    ("constraint", "User sold the family car last spring"),
    ("constraint", "User is allergic to sesame"),
    ("relationship", "User's husband Joost teaches maths at a lyceum"),
    ("habit", "User plays korfball on Thursday evenings"),
    ("preference", "User likes Vermeer's paintings"),
    ("habit", "User keeps a telescope on the balcony"),
    ("relationship", "User's neighbour Saskia keeps chickens"),
    ("identity", "User was born in Paramaribo, Suriname"),
]
PARTNER = "User is a vet partner at a practice in Delft"
AGE = "User is 61 years old"
KILOS = "User hopes to shed six kilos before the cycling holiday"
NO_CAR = "User sold the family car last spring"
SESAME = "User is allergic to sesame"
BORN = "User was born in Paramaribo, Suriname"

EVERYDAY = Path(__file__).resolve().parent.parent / "bench" / "data" / "paraphrase_distractors.json"


@pytest.fixture(scope="module")
def vet(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    """The vet's memories after another invented user's 505 everyday ones (two users in one store)."""
    everyday = [(t, s) for t, s in json.loads(EVERYDAY.read_text())["memories"]]
    yield from stocked(tmp_path_factory.mktemp("vet"), [*everyday, *VET])


@pytest.fixture(scope="module")
def vet_alone(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    """The vet's memories alone: one user's store, as a new user's is."""
    yield from stocked(tmp_path_factory.mktemp("vet-alone"), VET)


RECALLED = [
    ("how do I handle a trainee who keeps taking two-hour lunches?", PARTNER),
    ("my new starter keeps forgetting to sterilise the kit, how do I raise it?", PARTNER),
    ("is a cheese toastie okay for lunch today?", KILOS),
    ("how will we get over to Leiden on Sunday with the grandkids?", NO_CAR),
    ("am I past the age limit for the volunteer lifeguard course?", AGE),
    ("do I still qualify for the senior discount at the zoo?", AGE),
]


@pytest.mark.parametrize(("message", "memory"), RECALLED)
def test_recalled(vet: Brain, message: str, memory: str) -> None:
    assert memory in injected(vet, message)


@pytest.mark.parametrize(("message", "memory"), RECALLED)
def test_recalled_alone(vet_alone: Brain, message: str, memory: str) -> None:
    assert memory in injected(vet_alone, message)


def test_kind_against_the_model(vet: Brain) -> None:
    """A memory the message's kind brings (the home town) is not ranked out by the model's doubt: the model puts "born in
    Paramaribo" under this message's mean, and the everyday user's parties and summer shirts, found by meaning, filled
    the five."""
    assert BORN in injected(vet, "what dishes from my home town could I make for the practice summer party?")


def test_weight_beside_the_meal_rules(vet: Brain) -> None:
    """The weight to lose has a place of its own: an allergy the dish holds keeps its place beside it."""
    got = injected(vet, "is a falafel wrap with tahini okay for lunch?")
    assert SESAME in got
    assert KILOS in got


@pytest.mark.parametrize(("message", "memory"), [
    ("my dog is overweight, how much should she eat?", KILOS),  # someone else's meal (its twin: the toastie above)
    ("what does a newborn foal weigh?", KILOS),  # a weight asked, no meal
    ("any restaurants in Delft with a real chili kick?", KILOS),  # a meal asked for its taste, not whether it is fine
    ("how do I handle a neighbour who keeps parking across my drive?", PARTNER),  # a neighbour, not someone at work
    ("what's the age limit for kids on the log flume?", AGE),  # someone else's age limit
    ("where can I park the car near the Nieuwe Kerk?", NO_CAR),  # parking asked, no journey the user makes
])
def test_not_recalled(vet_alone: Brain, message: str, memory: str) -> None:
    assert memory not in injected(vet_alone, message)


def test_junk_injects_nothing(vet_alone: Brain) -> None:
    assert injected(vet_alone, "how do I reverse a linked list in Java?") == []


@pytest.mark.parametrize(("summary", "hit"), [
    ("User wants to lose five kilos before the wedding", True), ("User is trying to shed a bit of weight", True),
    ("User is counting calories", True), ("User hopes to get down to 80 kg", True),
    ("User decided to lose the baby weight", True), ("User is on a diet to drop two stone", True),
    ("User lost 20 kilos in 2019", False),  # done, not meant
    ("User's wife wants to lose weight", False), ("User wants to get the dog to lose weight", False),
    ("User wants to lose his accent", False), ("User is on a low-FODMAP diet", False),
    ("User is dropping the kids at school", False),
])
def test_losing_weight(summary: str, hit: bool) -> None:
    assert (retrieve._LOSING_WEIGHT.match(summary) is not None) is hit


@pytest.mark.parametrize(("summary", "hit"), [
    ("User is a GP partner at a practice in Leeds", True), ("User works as a vet partner", True),
    ("User is a senior dental nurse in Delft", True), ("User is a chief engineer on a car ferry", True),
    ("User is a partner in a choir", False), ("User is a huge Feyenoord fan", False), ("User is a vegetarian", False),
    ("User is a keen amateur astronomer", False), ("User is a resident of Delft", False),
    ("User is a retired postman", False),
])
def test_job_said(summary: str, hit: bool) -> None:
    assert retrieve._job_said(summary) is hit


@pytest.mark.parametrize(("text", "hit"), [
    ("how do I deal with a junior on my shift who keeps skipping checks?", True),
    ("an agent who keeps coming in late", True), ("a trainee who won't ask for help", True),
    ("my new starter keeps forgetting the codes", True), ("my team members keep talking over each other", True),
    ("how do I tell a member of staff who never listens?", True),
    ("my son's junior school keeps sending letters", False), ("an estate agent who keeps calling", False),
    ("the temps are dropping tonight", False), ("my neighbour who keeps parking on the kerb", False),
])
def test_people_at_work(text: str, hit: bool) -> None:
    assert (retrieve._AT_WORK_ASKED_CUED.search(text) is not None) is hit


@pytest.mark.parametrize(("summary", "hit"), [
    ("User sold the family car last spring", True), ("User doesn't have a car", True), ("User is car-free", True),
    ("User has no car", True), ("User does not own a car", True), ("User sold their car and now cycles everywhere", True),
    ("User's car is in the garage", False), ("User has a car", False), ("User sold their van and bought an electric car", False),
    ("User doesn't have a car seat for the baby", False),
])
def test_no_car(summary: str, hit: bool) -> None:
    assert (retrieve._DRIVING.match(summary) is not None) is hit


@pytest.mark.parametrize(("text", "hit"), [
    ("am I past the age limit for the course?", True), ("am I still young enough for a working holiday visa?", True),
    ("do I still qualify for the youth rail discount?", True), ("would I count as a senior at the cinema?", True),
    ("do I still qualify for the 16-25 railcard?", True),
    ("what's the age limit for kids on the ride?", False), ("is the age limit on this function too strict?", False),
    ("do I qualify for the grant?", False),
])
def test_age_asked(text: str, hit: bool) -> None:
    assert (retrieve._MY_AGE_CUED.search(text) is not None) is hit


@pytest.mark.parametrize(("text", "hit"), [
    ("Is a kebab okay for dinner?", True), ("what should I snack on at work?", True), ("can I have a latte?", True),
    ("anything that won't wreck my diet?", True), ("a low-calorie lunch idea", True),
    ("How many carbs should I eat before a long race?", False), ("any restaurants with a real chili kick?", False),
    ("what should I make for dinner?", False),
])
def test_may_i_eat(text: str, hit: bool) -> None:
    assert (retrieve._MAY_I_EAT_CUED.search(text) is not None) is hit
