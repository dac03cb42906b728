"""Recall by meaning, the forty-fourth round (branch recall44, docs/recall.md, "Recall round 44 (recall44, session 61)"):
messages that need a memory sharing no word with them, in a real store with the real sentence model (real Brain on a
SQLite file; no timings). The families of the recall misses of the lead's session-60 years (tests/test_lead60_years.py):

- a hospital bag, a birth plan → the user's pregnancy ("a baby coming");
- all the free time now, time on my hands → the retirement (``_TIME_ON_HANDS``);
- a motivation letter, a statement of purpose → the application (``_APPLICATION_LETTER``);
- meeting people in a new city → the arrival there (``_NEW_TOWN``, ``_ARRIVED_IN``);
- "my boy" with no son known → the children counted ("User has 5 kids", ``_CHILDREN_SAID``);
- school uniform or shoes needed → the user's children (``_SCHOOL_KIT``);
- money before I find new work → the job and the job lost (``_LEAVING_JOB``, ``_JOB_LOST``);
- the overnight or long-haul runs → the driving or freight job ("at the wheel");
- cooking for someone after heart surgery → a relative's bypass ("an operation" reads a relationship);
- practising typing → the computer course (``_COMPUTER_SKILLS``);
- my parents fighting → their divorce or separation (``_PARENTS_FIGHTING``);
- a study plan → the exam by its name (the suneung, the gaokao: ``_PREPARING_EXAM``);
- packing for the dorm → the place of study the user was accepted at ("a student starting out");
- and junk cut: how a drink is made brings no blood thinner (``_DRINK_ITSELF``); customers to win bring no marathon run,
  no cat, car or flat owned (``_OPENED_A_PLACE``).

Messages and stores are written for this file.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mercuryd.brain import retrieve, situations
from mercuryd.brain.service import Brain
from tests.test_recall_misses import injected, stocked

# A ceramicist of 41 in Tromsø: expecting, her father retired, a PhD applied for, kids counted, a haulage job of her
# husband's... each memory below is what one family must bring, none sharing a word with its message.
EXPECTING = "User is expecting twins in March"
RETIRED = "User retired from the post office in May"
APPLIED = "User applied for a PhD in Uppsala"
ARRIVED = "User has just moved to Tromsø"
KIDS = "User has three kids, the oldest is Kenji"
GIRLS = "User's two girls, Aiko and Mei, arrive from Manila in August"
LAID_OFF = "User was laid off from the bottling plant"
HAULAGE = "User drives for a haulage company"
BYPASS = "User's father Bo had a triple bypass"
IT_COURSE = "User joined an IT course at the community centre"
SEPARATING = "User's mum and dad are separating"
GAOKAO = "User is sitting the gaokao in June"
KEIO = "User got accepted to Keio"
APIXABAN = "User takes apixaban"

ONE_EACH = {
    EXPECTING: "relationship", RETIRED: "identity", APPLIED: "decision", ARRIVED: "episode", KIDS: "relationship",
    GIRLS: "relationship", LAID_OFF: "episode", HAULAGE: "identity", BYPASS: "relationship", IT_COURSE: "project",
    SEPARATING: "relationship", GAOKAO: "goal", KEIO: "episode", APIXABAN: "constraint",
}


@pytest.fixture(scope="module", params=sorted(ONE_EACH))
def alone(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Brain]]:
    """A new user holding one of the memories, beside three plain ones (a name, a language, a walk)."""
    memory: str = request.param
    yield from ((memory, b) for b in stocked(tmp_path_factory.mktemp("alone"), [
        ("identity", "User's name is Signe"), ("preference", "User wants answers in English"),
        ("habit", "User walks the dog every evening"), (ONE_EACH[memory], memory)]))


RECALLED = {
    EXPECTING: "what do I put in my hospital bag?",
    RETIRED: "what can I do with so much spare time now?",
    APPLIED: "how long should a statement of purpose be?",
    ARRIVED: "how do I make friends in a new city?",
    KIDS: "my boy wants to quit football, what do I say to him?",
    GIRLS: "where can I buy school shoes cheaply here?",
    LAID_OFF: "how long can we live on savings before I find new work?",
    HAULAGE: "how do I stay alert on the long-haul runs?",
    BYPASS: "what exercise is safe after heart surgery?",
    IT_COURSE: "how do I learn to type faster?",
    SEPARATING: "my parents keep arguing, how do I cope?",
    GAOKAO: "make me a study plan for the last three months",
    KEIO: "what should I bring for my dorm?",
}
# each beside its twin above: a message in nearly the same words that must not bring the memory
NOT_RECALLED = {
    EXPECTING: "what do I put in my gym bag?",
    RETIRED: "how do I free up time in my calendar?",
    APPLIED: "what's a good motivational quote for the team?",
    ARRIVED: "the new city council voted on the budget",
    KIDS: "the boy next door keeps kicking his ball into our garden",
    GIRLS: "write an essay on whether school uniforms should be banned",
    LAID_OFF: "where can I find new work boots?",
    HAULAGE: "the overnight runs of the test suite keep failing",
    BYPASS: "what time does the surgery open after lunch?",
    IT_COURSE: "how do I add typing to my Python functions?",
    SEPARATING: "the neighbours keep arguing at night, how do I sleep?",
    GAOKAO: "make me a meal plan for the week",
    KEIO: "which dorm in the hostel is cheapest for one night?",
    APIXABAN: "how is gin distilled?",
}


def test_recalled(alone: tuple[str, Brain]) -> None:
    memory, brain = alone
    if memory in RECALLED:
        assert memory in injected(brain, RECALLED[memory])


def test_not_recalled(alone: tuple[str, Brain]) -> None:
    memory, brain = alone
    assert memory not in injected(brain, NOT_RECALLED[memory])


@pytest.mark.parametrize(("text", "frame", "described"), [
    ("what should I pack in the hospital bag", "a baby coming", True), ("my birth plan", "a baby coming", True),
    ("packing for the labour ward", "a baby coming", True),
    ("a hospital bag for my knee op", "a baby coming", False), ("a birth certificate", "a baby coming", False),
    ("how to stay awake on the overnight runs", "at the wheel", True), ("my interstate runs", "at the wheel", True),
    ("the overnight runs of the pipeline failed", "at the wheel", False), ("my morning runs", "at the wheel", False),
    ("what should i pack for the dorm", "a student starting out", True),
    ("moving into my dorm", "a student starting out", True),
    ("the dorm of the hostel on our trip", "a student starting out", False),
    ("what should I cook for someone after heart surgery", "an operation", True),
    ("recovering from knee surgery", "an operation", True), ("after surgery hours", "an operation", False),
])
def test_described(text: str, frame: str, described: bool) -> None:
    names = [f.name for f in situations.described(text)]
    assert (frame in names) is described, names


@pytest.mark.parametrize(("frame", "summary", "said"), [
    ("at the wheel", "User has worked at a freight company since the week of 3 May", True),
    ("at the wheel", "User ships freight by sea", False),
    ("a student starting out", "User got accepted to Yonsei", True),
    ("a student starting out", "User was admitted to Sciences Po", True),
    ("a student starting out", "User was admitted to hospital", False),
    ("a student starting out", "User was admitted to ICU", False),
    ("a student starting out", "User's friend got accepted to Yonsei", False),
    # (customers to win: a place opened or run, not a race run, an animal, a car or a home owned)
    ("customers to win", "User opened the carinderia", True), ("customers to win", "User runs a small bakery", True),
    ("customers to win", "User runs a marathon", False), ("customers to win", "User runs a half marathon", False),
    ("customers to win", "User owns a tabby cat", False), ("customers to win", "User owns a Honda Civic", False),
    ("customers to win", "User owns the flat", False),
])
def test_said(frame: str, summary: str, said: bool) -> None:
    f = next(f for f in situations.FRAMES if f.name == frame)
    assert bool(f.said.search(summary)) is said


def test_an_operation_reads_a_relatives() -> None:
    f = next(f for f in situations.FRAMES if f.name == "an operation")
    assert "relationship" in f.types


@pytest.mark.parametrize(("pattern", "text", "asks"), [
    ("_TIME_ON_HANDS_CUED", "what to do with all the free time now", True),
    ("_TIME_ON_HANDS_CUED", "so much time on my hands", True), ("_TIME_ON_HANDS_CUED", "how do I fill my days", True),
    ("_TIME_ON_HANDS_CUED", "what do you do in your free time?", False),
    ("_TIME_ON_HANDS_CUED", "all my free time after work goes on chores", False),
    ("_APPLICATION_LETTER_CUED", "how to write a good motivation letter", True),
    ("_APPLICATION_LETTER_CUED", "my personal statement is too long", True),
    ("_APPLICATION_LETTER_CUED", "a motivational speech", False),
    ("_NEW_TOWN_CUED", "how to meet people in a new city", True), ("_NEW_TOWN_CUED", "a new city council", False),
    ("_LEAVING_JOB", "how much money should I keep aside before I find new work", True),
    ("_LEAVING_JOB", "between jobs", True), ("_LEAVING_JOB", "find new work boots", False),
    ("_COMPUTER_SKILLS_CUED", "is there a simple way to practise typing at home", True),
    ("_COMPUTER_SKILLS_CUED", "touch typing", True), ("_COMPUTER_SKILLS_CUED", "the typing module in Python", False),
    ("_PARENTS_FIGHTING_CUED", "how do i deal with my parents fighting all the time", True),
    ("_PARENTS_FIGHTING_CUED", "my mum and dad keep shouting", True),
    ("_PARENTS_FIGHTING_CUED", "my parents are coming for dinner", False),
    ("_PARENTS_FIGHTING_CUED", "the kids keep fighting", False),
    ("_SCHOOL_KIT_CUED", "what do kids need for school uniform here", True),
    ("_SCHOOL_KIT_CUED", "how much are back to school supplies", True),
    ("_SCHOOL_KIT_CUED", "should school uniforms be banned? an essay", False),
    ("_DRINK_ITSELF_CUED", "how is whisky distilled?", True), ("_DRINK_ITSELF_CUED", "the history of sake", True),
    ("_DRINK_ITSELF_CUED", "is whisky ok with warfarin?", False),
    ("_DRINK_ITSELF_CUED", "how much wine can I have?", False),
])
def test_asks(pattern: str, text: str, asks: bool) -> None:
    assert bool(getattr(retrieve, pattern).search(text)) is asks


@pytest.mark.parametrize(("pattern", "summary", "said"), [
    ("_RETIRING", "User is retired", True), ("_RETIRING", "User retired from the salmon farm in June", True),
    ("_RETIRING", "User's dad retired", False),
    ("_APPLIED", "User applied to a master in Hohenheim", True), ("_APPLIED", "User is applying to nursing school", True),
    ("_APPLIED", "User's son applied for a passport", False),
    ("_ARRIVED_IN", "User has arrived in Stuttgart", True), ("_ARRIVED_IN", "User moved to Erdenet in March", True),
    ("_ARRIVED_IN", "User's sister moved to Leeds", False), ("_ARRIVED_IN", "User arrived late", False),
    ("_JOB_LOST", "User was made redundant from the warehouse", True), ("_JOB_LOST", "User took redundancy", True),
    ("_JOB_LOST", "User's husband was laid off", False),
    ("_COMPUTER_COURSE", "User started a computer course for seniors at the library", True),
    ("_COMPUTER_COURSE", "User's grandson did an IT course", False),
    ("_PARENTS_SPLIT", "User's parents are getting divorced", True),
    ("_PARENTS_SPLIT", "User's parents separated in May", True), ("_PARENTS_SPLIT", "User's parents live in Busan", False),
    ("_PREPARING_EXAM", "User is taking the suneung in November", True),
    ("_PREPARING_EXAM", "User is taking the bus to Seoul", False),
    ("_CHILDREN_SAID", "User has 5 kids, oldest Sefo just started uni", True),
    ("_CHILDREN_SAID", "User's two boys, Tinashe and Kuda are still in Gweru", True),
    ("_CHILDREN_SAID", "User has two boys in her class", False),
    ("_CHILDREN_SAID", "User's boys' team won", False),
])
def test_said_in_memory(pattern: str, summary: str, said: bool) -> None:
    assert bool(getattr(retrieve, pattern).search(summary)) is said


def test_how_a_drink_is_made_names_no_drink_of_the_users() -> None:
    plan = retrieve.analyze("how is whisky distilled?")
    assert retrieve.meal_words(plan, "how is whisky distilled?") == []
    plan = retrieve.analyze("is a whisky at night ok for me?")
    assert retrieve.meal_words(plan, "is a whisky at night ok for me?") != []
