"""Recall by meaning, the twentieth round (branch recall20, docs/recall.md): gaps new users' years showed, said by
the nineteenth fresh set; each in a real store with the real sentence model (real Brain on a SQLite file; no timings):

- an activity the message plans or takes up ("planning a long hike", "taking up swimming", "going for a run") is
  exercise: its rules (what the body allows, before how the user likes to train) and the body's injuries;
- guests at a meal ("my sister and her husband are coming for dinner", "having the neighbours round for a barbecue")
  bring what the user's people cannot eat, whoever the message names;
- the job said as "employed by" or "has worked in … since" answers "my office", "this job", "where do I work";
  the home said as "User's home is in …" answers the home's kind (a commute, the weather where the user lives);
- whom a present is for ("a gift for my brother's boy") is whom the message is about;
- needs nothing: a drink or food as a stain to clean is no meal; what a poem is about names no kind of the user's;
  "a kid" beside someone else's child is that one, not the user's.

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

# A railway signaller in Cork: employed by Irish Rail, in signalling since 2011, home in Douglas; epilepsy and a
# torn ankle ligament; two sons (Darragh, 9, Cillian, 5), a sister-in-law who is coeliac, a neighbour who keeps
# halal, a brother whose son Oisín is off to college; an allergy to shellfish.
SIGNALLER = [
    ("identity", "User is employed by Irish Rail"),
    ("identity", "User has worked in signalling since 2011"),
    ("identity", "User's home is in Douglas"),
    ("constraint", "User has epilepsy"),
    ("episode", "User tore a ligament in his ankle in March"),
    ("preference", "User prefers swimming to cycling"),
    ("relationship", "User's son Darragh is 9 and son Cillian is 5"),
    ("constraint", "User's sister-in-law Aoife is coeliac"),
    ("constraint", "User's neighbour Yusuf keeps halal"),
    ("relationship", "User's nephew Oisín is off to college in Galway"),
    ("constraint", "User is allergic to shellfish"),
    ("habit", "User plays five-a-side on Thursdays"),
]
EMPLOYED = "User is employed by Irish Rail"
SINCE = "User has worked in signalling since 2011"
HOME = "User's home is in Douglas"
EPILEPSY = "User has epilepsy"
SONS = "User's son Darragh is 9 and son Cillian is 5"
COELIAC = "User's sister-in-law Aoife is coeliac"
NEPHEW = "User's nephew Oisín is off to college in Galway"

EVERYDAY = Path(__file__).resolve().parent.parent / "bench" / "data" / "paraphrase_distractors.json"


@pytest.fixture(scope="module")
def signaller(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    """The signaller's memories after another invented user's 505 everyday ones (an office in Leeds, a walk to work,
    asthma with an inhaler, friends who are vegan or gluten-free: the kinds' other answers)."""
    everyday = [(t, s) for t, s in json.loads(EVERYDAY.read_text())["memories"]]
    yield from stocked(tmp_path_factory.mktemp("signaller"), [*everyday, *SIGNALLER])


@pytest.mark.parametrize(("message", "memory"), [
    ("going for a long bike ride on Sunday, anything I should bring?", EPILEPSY),
    ("my sister and her husband are coming for dinner Friday, what should I make?", COELIAC),
    ("the bank form wants my employer, what do I put?", EMPLOYED),
    ("how many years have I been in this job now?", SINCE),
    ("what time should I leave for my commute tomorrow?", HOME),
    ("any gift ideas for my brother's boy before he heads off?", NEPHEW),
])
def test_recalled(signaller: Brain, message: str, memory: str) -> None:
    assert memory in injected(signaller, message)


@pytest.mark.parametrize(("message", "memory"), [
    ("my friend's son turns nine next week, what would a boy that age like?", SONS),  # someone else's boy
    ("how do I get curry out of a white shirt?", "User is allergic to shellfish"),  # a stain, not a meal
    ("write a poem about rain on the river for my niece", HOME),  # a poem's subject, not the weather at home
    ("what should I cook tonight?", COELIAC),  # no guests: a relative's diet is not the user's meal
])
def test_not_recalled(signaller: Brain, message: str, memory: str) -> None:
    assert memory not in injected(signaller, message)


@pytest.mark.parametrize(("text", "hit"), [
    ("thinking of taking up swimming, any advice?", True),
    ("planning a long hike on the weekend", True),
    ("going for a 10k run tomorrow morning", True),
    ("I want to get into climbing this year", True),
    ("should I start running again after the winter?", True),
    ("start running the tests before you push", False),
    ("we did a test run of the new site", False),
    ("a long run of bad luck lately", False),
    ("can you take up the slack on this project?", False),
])
def test_activity_planned(text: str, hit: bool) -> None:
    assert bool(retrieve._ACTIVITY_PLANNED_CUED.search(text)) is hit


@pytest.mark.parametrize(("text", "hit"), [
    ("my brother and his wife are coming for a barbecue", True),
    ("the lads are coming round for the match", True),
    ("we're having some friends over for dinner", True),
    ("what should I cook for our guests?", True),
    ("my parcel is coming tomorrow", False),
    ("what's a good dinner for one?", False),
])
def test_guests_coming(text: str, hit: bool) -> None:
    assert bool(retrieve._GUESTS_COMING_CUED.search(text)) is hit


@pytest.mark.parametrize(("summary", "said"), [
    ("User's friend Ciara is vegan", True), ("User's mother-in-law has a nut allergy", True),
    ("User is vegan", False), ("User's diet is mostly vegan", False),
])
def test_someone_elses(summary: str, said: bool) -> None:
    assert bool(retrieve._SOMEONE_ELSES.match(summary) and retrieve._CANNOT_EAT.search(summary)) is said


@pytest.mark.parametrize(("summary", "said"), [
    ("User is employed by the county council", True), ("User works for a small architecture firm", True),
    ("User has worked in logistics since 2019", True), ("User has worked at Aldi for six years", True),
    ("User worked at a bakery in 2010", False), ("User works in the garden on Sundays", False),
    ("User's brother is employed by Google", False),
])
def test_employed(summary: str, said: bool) -> None:
    assert bool(retrieve._EMPLOYED.match(summary)) is said


@pytest.mark.parametrize(("text", "hit"), [
    ("lunch near my office?", True), ("how long have I been in this job", True), ("where do I work again?", True),
    ("my commute is killing me", True), ("the office printer is jammed", False), ("a job for the weekend", False),
])
def test_my_job(text: str, hit: bool) -> None:
    assert bool(retrieve._MY_JOB_CUED.search(text)) is hit


@pytest.mark.parametrize(("summary", "said"), [
    ("User's home is in Paddington", True), ("User's flat is just outside Leith", True),
    ("User is based in Bristol", True), ("User lives near Eau Claire", True),
    ("User's home is a mess", False), ("User's office is in Wellington Place", False),
])
def test_lives_said(summary: str, said: bool) -> None:
    assert bool(retrieve._LIVES_SAID.match(summary)) is said


@pytest.mark.parametrize(("text", "stain"), [
    ("how do I get red wine out of carpet?", True), ("there's a coffee stain on my jeans", True),
    ("I spilled curry on the sofa", True), ("red wine with steak or white?", False),
    ("what can I have for dinner tonight?", False),
])
def test_a_stain(text: str, stain: bool) -> None:
    assert bool(retrieve._A_STAIN.search(text)) is stain


@pytest.mark.parametrize(("text", "hit"), [
    ("write me a poem about rain", True), ("a short story about a storm at sea", True),
    ("is it going to rain on Saturday?", False), ("a story for my daughter", False),
])
def test_writing_about(text: str, hit: bool) -> None:
    assert bool(retrieve._WRITING_ABOUT_CUED.search(text)) is hit


def test_any_one_beside_someone_elses() -> None:
    own = "User's son Darragh is 9"
    assert any(p.match(own) for p in retrieve.others_only("my friend's son is nine, what would a boy that age like?"))
    assert any(p.match(own) for p in retrieve.others_only("my friend's daughter is turning six, what do you get a kid?"))
    assert not any(p.match(own) for p in retrieve.others_only("what do you get a kid for their ninth birthday?"))
    assert not any(p.match(own) for p in retrieve.others_only("my friend's kid and my kids are going to the zoo"))


def test_given_for() -> None:
    q = "any gift ideas for my brother's boy?"
    assert retrieve._GIVEN_FOR.search(q, 0, q.index("my brother"))
    q = "my brother's boy wants a gift"
    assert not retrieve._GIVEN_FOR.search(q, 0, q.index("my brother"))
