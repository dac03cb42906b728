"""Recall by meaning, the forty-fifth round (branch recall45, docs/recall.md, "Recall round 45 (recall45, session 62)"):
messages that need a memory sharing no word with them, in a real store with the real sentence model (real Brain on a
SQLite file; no timings). The families of the recall misses of the lead's session-61 years (tests/test_lead61_years.py):

- a puppy, another dog → the pet that died (``_NEW_PET``, ``_PET_LOST``);
- downsizing → the home sold (``_MOVING``, ``_MOVES``: "moving home");
- centrepieces for the tables, a seating plan → the engagement or wedding (``_A_WEDDING``);
- the stimulation phase, the egg retrieval → IVF (``_IVF_STAGE``, ``_IVF``);
- work up north, down south → the move planned (``_MOVING``);
- a flare-up → the user's long-standing condition (``_FLARE_UP``, ``_FLARES``);
- sitting or driving all day → the knee, back or hip in pain, the physio (``_SITTING_LONG``, ``_BACK_HURTS``);
- kilometres or miles a week → the running and the race trained for (``_WEEKLY_DISTANCE``, ``_RUNS_OR_RIDES``);
- a home office → the remote job (``_HOME_OFFICE``, ``_REMOTE_WORK``);
- a work visa → the job taken abroad (``_WORK_VISA``, ``_JOB_TAKEN``);
- weeks away from home → the roster that keeps the user away (``_WEEKS_AWAY``, ``_AWAY_ROSTER``);
- a bank account, a GP here → the arrival (``_HERE_SETTLING``, ``_ARRIVED_IN``);
- a dish with one hand → a hand cut and stitched (``_HANDS_HURT``);
- and the rent asked of "here" brings the home now, not the move ahead (``_HERE_NOW``; recall44's note).

Messages and stores are written for this file.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mercuryd.brain import retrieve
from mercuryd.brain.service import Brain
from tests.test_recall_misses import injected, stocked

# A glassblower of 57 in Nantes and her life: each memory below is what one family must bring, none sharing a word with
# its message.
PET_DIED = "User's spaniel Biscuit died in April"
HOME_SOLD = "User sold the family home in Rezé"
ENGAGED = "User got engaged to Anouk at Easter"
IVF = "User has started IVF at the Nantes clinic"
MOVE_AHEAD = "User is moving to Lille in September"
ASTHMA = "User has asthma"
KNEE = "User has a bad knee and sees a physio on Tuesdays"
RUNNER = "User is training for the Paris half marathon"
REMOTE = "User works fully remote for a software firm in Lyon"
ABROAD = "User accepted a job in Calgary"
ROSTER = "User works offshore on a rig, three weeks on and three off"
ARRIVED = "User has just arrived in Cork"
STITCHES = "User cut their hand on a glass and had five stitches"
PHYSIO = "User goes to the physio every Thursday"

ONE_EACH = {
    PET_DIED: "episode", HOME_SOLD: "decision", ENGAGED: "episode", IVF: "project", MOVE_AHEAD: "decision", ASTHMA: "constraint",
    KNEE: "constraint", RUNNER: "goal", REMOTE: "identity", ABROAD: "decision", ROSTER: "identity", ARRIVED: "episode",
    STITCHES: "episode", PHYSIO: "habit",
}


@pytest.fixture(scope="module", params=sorted(ONE_EACH))
def alone(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Brain]]:
    """A new user holding one of the memories, beside three plain ones (a name, a language, a bakery)."""
    memory: str = request.param
    yield from ((memory, b) for b in stocked(tmp_path_factory.mktemp("alone"), [
        ("identity", "User's name is Gwenola"), ("preference", "User wants answers in English"),
        ("habit", "User buys bread at the corner bakery"), (ONE_EACH[memory], memory)]))


RECALLED = {
    PET_DIED: "would it be too early to get another puppy?",
    HOME_SOLD: "how do I choose what to keep when downsizing?",
    ENGAGED: "cheap ideas for centrepieces on the tables?",
    IVF: "is it fine to drink coffee during the stimulation phase?",
    MOVE_AHEAD: "how hard is it to find teaching work up north?",
    ASTHMA: "what should I do when a flare-up starts at night?",
    KNEE: "any tips for sitting comfortably when I'm driving all day?",
    RUNNER: "how many kilometres a week is sensible at first?",
    REMOTE: "what chair and lamp do I need for a home office?",
    ABROAD: "how long does a work visa usually take?",
    ROSTER: "how do I stay close to the kids during three weeks away from home?",
    ARRIVED: "how do I register with a GP here?",
    STITCHES: "what's an easy supper to cook with one hand?",
    PHYSIO: "how should I sit when I'm behind the wheel for ten hours?",
}
# each beside its twin above: a message in nearly the same words that must not bring the memory
NOT_RECALLED = {
    PET_DIED: "the neighbour's puppy barks all night, what can I do?",
    HOME_SOLD: "the company is downsizing, should I worry?",
    ENGAGED: "how do I arrange a centrepiece for a museum exhibition?",
    IVF: "what is the stimulation of a muscle by electricity called?",
    MOVE_AHEAD: "why do the geese fly up north in spring?",
    ASTHMA: "how do I handle a flare-up of tempers at the staff meeting?",
    KNEE: "the twins were driving me mad all day, how do I relax?",
    RUNNER: "how many kilometres is it from Nantes to Bordeaux?",
    REMOTE: "how do I set up the office party playlist?",
    ABROAD: "how much does a tourist visa for Vietnam cost?",
    ROSTER: "how do I survive two weeks without coffee?",
    ARRIVED: "is the GP surgery open on Saturdays in France?",
    STITCHES: "what's an easy supper to cook tonight?",
    PHYSIO: "where should the kids sit at the wedding table?",
}


def test_recalled(alone: tuple[str, Brain]) -> None:
    memory, brain = alone
    assert memory in injected(brain, RECALLED[memory])


def test_not_recalled(alone: tuple[str, Brain]) -> None:
    memory, brain = alone
    assert memory not in injected(brain, NOT_RECALLED[memory])


# the rent asked of "here" is the home now, not the move ahead (recall44's note: renting brought both)
HOME_NOW = "User lives in Delft with two cats"
MOVE_LATER = "User is moving to Cork in August"


@pytest.fixture(scope="module")
def renter(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    yield from stocked(tmp_path_factory.mktemp("renter"), [
        ("identity", "User's name is Gwenola"), ("preference", "User wants answers in English"),
        ("identity", HOME_NOW), ("decision", MOVE_LATER)])


def test_rent_here_is_the_home_now(renter: Brain) -> None:
    got = injected(renter, "what's a fair budget for a two-bedroom rental around here?")
    assert HOME_NOW in got and MOVE_LATER not in got


def test_rent_not_here_still_asks_the_move(renter: Brain) -> None:
    assert MOVE_LATER in injected(renter, "is it cheaper to rent in the city or outside?")


@pytest.mark.parametrize(("text", "frame", "described"), [
    ("is it too soon for another puppy?", "a pet lost", True), ("thinking of adopting a new kitten", "a pet lost", True),
    ("my sister's puppy chewed my shoes", "a pet lost", False), ("a new cat flap", "a pet lost", False),
    ("what to sell when downsizing", "moving home", True), ("we're downsizing to a bungalow", "moving home", True),
    ("the firm is downsizing", "moving home", False), ("we are downsizing the department", "moving home", False),
    ("schools up north", "moving home", True), ("geese fly up north", "moving home", False),
    ("centrepieces for the tables", "a wedding", True), ("the seating plan for the reception", "a wedding", True),
    ("a centrepiece for the shop window", "a wedding", False), ("the office seating plan", "a wedding", False),
    ("sore after the egg retrieval", "IVF", True), ("vitamins during the stimulation phase", "IVF", True),
    ("the transfer window closes", "IVF", False), ("muscle stimulation machine", "IVF", False),
    ("my eczema is flaring up", "a flare-up", True), ("a flare-up after the cold", "a flare-up", True),
    ("a flare-up of violence in the city", "a flare-up", False), ("the fire flared up", "a flare-up", False),
    ("driving for hours every day", "sitting for long", True), ("sit more comfortably at my desk", "sitting for long", True),
    ("the kids drive me mad all day", "sitting for long", False), ("sit next to the window", "sitting for long", False),
    ("20 km a week", "distance a week", True), ("my weekly mileage", "distance a week", True),
    ("it's 20 km to town", "distance a week", False), ("a week in Paris", "distance a week", False),
    ("the desk for my home office", "a home office", True), ("my work from home setup", "a home office", True),
    ("the Home Office rejected his visa", "a home office", False), ("the office kitchen", "a home office", False),
    ("do I need a work visa", "a work visa", True), ("visa sponsorship in Canada", "a work visa", True),
    ("a tourist visa", "a work visa", False), ("a work permit for my son", "a work visa", True),
    ("three weeks away from my family", "weeks away", True), ("bored during my rotation", "weeks away", True),
    ("two weeks without sugar", "weeks away", False), ("a week away in Spain", "weeks away", False),
])
def test_described(text: str, frame: str, described: bool) -> None:
    from mercuryd.brain import situations
    assert (frame in [f.name for f in situations.described(text)]) is described


@pytest.mark.parametrize(("frame", "summary", "said"), [
    ("a pet lost", "User's old collie Rex died in May", True), ("a pet lost", "User had to put their cat down", True),
    ("a pet lost", "User's father died in May", False), ("a pet lost", "User's dog Rex is ten", False),
    ("moving home", "User sold the family home", True), ("moving home", "User has sold their flat in Leith", True),
    ("moving home", "User sold their car", False), ("moving home", "User's brother sold his house", False),
    ("IVF", "User is doing IVF", True), ("IVF", "User's sister had IVF", False), ("IVF", "User ordered eggs", False),
    ("a flare-up", "User has eczema", True), ("a flare-up", "User has Crohn's disease", True),
    ("a flare-up", "User's son has asthma", False), ("a flare-up", "User likes flares", False),
    ("sitting for long", "User has a bad knee", True), ("sitting for long", "User sees a physiotherapist", True),
    ("sitting for long", "User's mother has knee pain", False), ("sitting for long", "User goes to physio weekly", True), ("sitting for long", "User knits", False),
    ("distance a week", "User runs three times a week", True), ("distance a week", "User is training for a marathon", True),
    ("distance a week", "User runs a bakery", False), ("distance a week", "User's son is a runner", False),
    ("a home office", "User works remotely", True), ("a home office", "User works from home on Fridays", True),
    ("a home office", "User's wife works remotely", False), ("a home office", "User works at a bank", False),
    ("a work visa", "User accepted a job in Calgary", True), ("a work visa", "User is moving to Perth for work", True),
    ("a work visa", "User's son got a job in Leeds", False), ("a work visa", "User likes his job", False),
    ("weeks away", "User works FIFO at a mine", True), ("weeks away", "User works offshore", True),
    ("weeks away", "User's husband works offshore", False), ("weeks away", "User works at a bakery", False),
])
def test_said(frame: str, summary: str, said: bool) -> None:
    from mercuryd.brain import situations
    f = next(f for f in situations.FRAMES if f.name == frame)
    assert bool(f.said.search(summary)) is said


@pytest.mark.parametrize(("summary", "said"), [
    ("User cut their hand on a glass", True), ("User has stitches in her thumb", True), ("User burnt his palm", True),
    ("User cut their hair", False), ("User's son cut his hand", False),
])
def test_hand_hurt(summary: str, said: bool) -> None:
    assert bool(retrieve._HANDS_HURT.match(summary)) is said


@pytest.mark.parametrize(("message", "here"), [
    ("rentals around here", True), ("a flat near me", True), ("rents in this area", True),
    ("renting in the city or outside", False), ("where is the nearest station", False),
])
def test_here_now(message: str, here: bool) -> None:
    assert bool(retrieve._HERE_NOW.search(message)) is here


@pytest.mark.parametrize("text", ["snacks for long drives", "songs for a long drive home"])
def test_long_drives_are_not_sitting(text: str) -> None:
    from mercuryd.brain import situations
    assert "sitting for long" not in [f.name for f in situations.described(text)]
