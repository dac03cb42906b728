"""Recall by meaning, the forty-first round (branch recall41, docs/recall.md, "Paraphrase set 38"): messages that need a
memory sharing no word with them, in a real store with the real sentence model (real Brain on a SQLite file; no timings).
The families of the misses of the lead's session-57 years:

- taxes or expenses as "autónoma", "auto-entrepreneur" → the business the user owns;
- someone asking the same question over and over → the dementia;
- changing workplace or employer → the move (or the transfer) it goes with;
- a weekly timetable, planning my days → the studies, or the rule on the hours, the days are planned around;
- what exercise can I still do → the injury;
- sleep in the coming weeks → the baby born;
- grab rails, a safer bathroom → whoever at home moves with difficulty;
- how long can I sit at a desk or bench → the bad back;
- packing things to ship → the order the user got;
- a job offer, my contract → the job the user got;
- a first year at law or medical school → the child who got in (pinned on the pattern: in this store the model brings
  the son at medical school without it);
- explaining to tourists or foreigners, "like I'm not a doctor" → the user's wish for plain words.

Messages and stores are written for this file.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from mercuryd.brain import retrieve, situations
from mercuryd.brain.service import Brain
from tests.test_recall_misses import injected, stocked

# A ceramicist of 37 in Porto who opened her own studio, is relocating to Braga, is preparing for an exam, tore a knee
# ligament, has a baby daughter, a grandmother on a walking frame, sciatica, a hotel's order, a teaching post accepted and
# a son at law school; beside the 505 everyday memories of the paraphrase probe's distractor user (one store, as a
# long-used one is).
POTTER = [
    ("identity", "User opened a ceramics studio called Barro in March"),
    ("relationship", "User's aunt Rosa has Alzheimer's"),
    ("project", "User is relocating to Braga in the autumn"),
    ("goal", "User is preparing for the licensing exam in February"),
    ("episode", "User tore a ligament in their knee skiing"),
    ("relationship", "User's daughter Inês was born on 2 May"),
    ("relationship", "User's grandmother uses a walking frame"),
    ("preference", "User wants plain language"),
    ("constraint", "User has sciatica"),
    ("episode", "User received an order for 200 mugs from a hotel in Lyon"),
    ("decision", "User accepted a part-time teaching post at the art school"),
    ("relationship", "User's son Tiago got into medicine at the University of Coimbra"),
    ("episode", "User became an aunt in August"),
    ("decision", "User sold their apartment in Aveiro"),
]
STUDIO = "User opened a ceramics studio called Barro in March"
ALZHEIMER = "User's aunt Rosa has Alzheimer's"
BRAGA = "User is relocating to Braga in the autumn"
EXAM = "User is preparing for the licensing exam in February"
LIGAMENT = "User tore a ligament in their knee skiing"
INES = "User's daughter Inês was born on 2 May"
FRAME = "User's grandmother uses a walking frame"
PLAIN = "User wants plain language"
SCIATICA = "User has sciatica"
ORDER = "User received an order for 200 mugs from a hotel in Lyon"
POST = "User accepted a part-time teaching post at the art school"
TIAGO = "User's son Tiago got into medicine at the University of Coimbra"
AUNT = "User became an aunt in August"
AVEIRO = "User sold their apartment in Aveiro"


@pytest.fixture(scope="module")
def potter(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    rows = json.loads((Path(__file__).parent.parent / "bench" / "data" / "paraphrase_distractors.json").read_text())
    yield from stocked(tmp_path_factory.mktemp("potter"), [(t, s) for t, s in rows["memories"]] + POTTER)


RECALLED = [
    ("which expenses can I deduct now that I'm autónoma?", STUDIO),
    ("grandad lives with us now and he keeps asking the same questions again and again", ALZHEIMER),
    ("what do I need to sort out before switching employers?", BRAGA),
    ("organise my days for the next two months", EXAM),
    ("can I still go swimming this week?", LIGAMENT),
    ("will I get any sleep in the coming weeks?", INES),
    ("should we fit grab rails by the toilet?", FRAME),
    ("how do I explain the opening hours to tourists?", PLAIN),
    ("I sit at the wheel for hours each day, is that bad?", SCIATICA),
    ("what's the safest way to crate ceramics for shipping?", ORDER),
    ("should I sign the job offer as it is?", POST),
    # (read from fresh38's first run: the families, in sentences of this file; a gift for a sister's new baby is pinned on
    # the pattern only: in this store the model puts the user's own daughter born first, and the frame brings two)
    ("can I still kneel to weed the beds?", LIGAMENT),
    ("is a savings account right for the money from our old place?", AVEIRO),
    ("explain this lease like I'm not a lawyer", PLAIN),
]


@pytest.mark.parametrize(("message", "memory"), RECALLED)
def test_recalled(potter: Brain, message: str, memory: str) -> None:
    assert memory in injected(potter, message)


# each beside its twin above: a message that must not bring the memory
@pytest.mark.parametrize(("message", "memory"), [
    ("is an autonomous car worth buying?", STUDIO),  # a car that drives itself, no trade
    ("the quiz repeats the same question twice", ALZHEIMER),  # a quiz, no person
    ("how do I switch branches in git?", BRAGA),  # a branch of code
    ("what's the bus timetable to Lisbon?", EXAM),  # a bus's timetable, no days of mine
    ("can I run this script on Windows?", LIGAMENT),  # a script run
    ("how much sleep does an adult need?", INES),  # no weeks ahead
    ("how do I make the code safer?", FRAME),  # code, no home
    ("how do I explain recursion to my students?", PLAIN),  # no other tongue between them
    ("should I sit the exam in June?", SCIATICA),  # an exam sat
    ("what should I pack for a weekend in Paris?", ORDER),  # a bag packed, nothing shipped
    ("is my phone contract too expensive?", POST),  # a phone's contract
    ("my first year at the bank was tough, any advice?", TIAGO),  # a first year at work
    ("the knight must kneel before the king in act two", LIGAMENT),  # a play
    ("what games are fun at a baby shower?", AUNT),  # a party, no baby of the family
    ("how do I split the money from the house budget?", AVEIRO),  # a home's budget, no sale
    ("explain to the new hire how the till works", PLAIN),  # the user explaining, no other tongue
])
def test_not_recalled(potter: Brain, message: str, memory: str) -> None:
    assert memory not in injected(potter, message)


NEW = {"kneeling", "a change of workplace", "planning my days", "exercise I can still do", "nights with a newborn", "a safer home",
       "sitting for long", "an order to ship", "a job's contract"}


@pytest.mark.parametrize(("text", "frame"), [
    ("how do I do my taxes as autónomo?", "working for oneself"), ("as an auto-entrepreneur", "working for oneself"),
    ("I'm a ZZP'er now", "working for oneself"), ("autonomous driving", None), ("an autonomous region", None),
    ("my mum asks the same thing again and again", "someone forgetting"),
    ("grandpa keeps repeating the same stories", "someone forgetting"),
    ("the form asks the same question twice", None), ("the chorus repeats the same line", None),
    ("before changing jobs next spring", "a change of workplace"), ("I'm being transferred in April", "a change of workplace"),
    ("a transfer to another school", "a change of workplace"), ("switch branches in git", None),
    ("change the job's schedule", None), ("change my work email", None),
    ("plan my week around the baby", "planning my days"), ("a weekly timetable", "planning my days"),
    ("organise my days better", "planning my days"), ("plan my trip to Rome", None), ("the bus timetable", None),
    ("plan my day off", None),
    ("what exercise can I still do?", "exercise I can still do"), ("can I still run?", "exercise I can still do"),
    ("staying fit while injured", "exercise I can still do"), ("can I run this script?", None),
    ("exercise 3 in the book", None), ("can I swim the channel", None),
    ("how much sleep will I get in the first few weeks?", "nights with a newborn"),
    ("tips for sleepless nights", "nights with a newborn"), ("night feeds every two hours", "nights with a newborn"),
    ("how much sleep does an adult need?", None), ("sleep mode on my laptop", None),
    ("make the bathroom safer", "a safer home"), ("a walk-in shower", "a safer home"), ("is a stairlift worth it?", "a safer home"),
    ("make the code safer", None), ("a safe room", None), ("a boat ramp", None),
    ("how long can I sit at my desk?", "sitting for long"), ("sitting all day at work", "sitting for long"),
    ("sitting down hurts", "sitting for long"), ("sit the exam", None), ("how long can I sit the exam?", None),
    ("sit tight", None), ("babysit on Friday", None),
    ("pack the vases to send to Norway", "an order to ship"), ("shipping the rugs overseas", "an order to ship"),
    ("export paperwork", "an order to ship"), ("pack for the trip", None), ("send money abroad", None), ("ship it", None),
    ("what should I ask about my contract?", "a job's contract"), ("a job offer from the bank", "a job's contract"),
    ("my notice period", "a job's contract"), ("my phone contract", None), ("the contract for the flat", None),
    ("a contract killer film", None),
    ("how much is a first year at medical school?", "a student starting out"),
    ("starting law school in the autumn", "a student starting out"), ("my first year at the bank", None),
    ("the medical school's history", None),
    ("can I kneel in church yet?", "kneeling"), ("kneeling to weed the beds", "kneeling"), ("kneel before the king", None),
    ("a gift for my cousin's new baby", "something for a baby"), ("a bottle for my neighbour's baby", None),
    ("the money from the flat", "a home sold"), ("the proceeds of selling our house", "a home sold"),
    ("money from the house budget", None),
])
def test_described(text: str, frame: str | None) -> None:
    names = [f.name for f in situations.described(text)]
    assert (frame in names) if frame else not (NEW | {"working for oneself", "someone forgetting", "a student starting out",
                                                  "something for a baby", "a home sold"}
                                                  ) & set(names), names


@pytest.mark.parametrize(("frame", "summary", "said"), [
    ("a change of workplace", "User is moving to Akita in spring", True),
    ("a change of workplace", "User got a transfer to the Sapporo branch", True),
    ("a change of workplace", "User starts at Bosch in May", True),
    ("a change of workplace", "User's sister is moving to Akita", False),
    ("planning my days", "User is studying for the CFA level 1", True),
    ("planning my days", "User's exam is on 4 March", True),
    ("planning my days", "User stopped sewing after maghrib, only daytime", True),
    ("planning my days", "User never works after 6 pm", True),
    ("planning my days", "User's son's exams are in June", False), ("planning my days", "User likes oranges", False),
    ("exercise I can still do", "User ruptured their Achilles", True),
    ("exercise I can still do", "User has a bad back", True),
    ("exercise I can still do", "User had a knee replacement", True),
    ("exercise I can still do", "User's son broke his ankle", False),
    ("nights with a newborn", "User's son Ayomide was born", True),
    ("nights with a newborn", "User's son lives in Leeds", False),
    ("a safer home", "User's husband came home in a wheelchair", True),
    ("a safer home", "User's mother has Parkinson's", True), ("a safer home", "User fell on the ice in January", True),
    ("a safer home", "User likes walking", False),
    ("sitting for long", "User has a herniated disc", True), ("sitting for long", "User has a slipped disc", True),
    ("sitting for long", "User's wife has a bad back", False), ("sitting for long", "User backs Arsenal", False),
    ("an order to ship", "User got a big order from a hotel in Dubai, 40 masks", True),
    ("an order to ship", "User is working on a commission for a church", True),
    ("an order to ship", "User's order from Amazon is late", False), ("an order to ship", "User likes order", False),
    ("a job's contract", "User got a full time job at DSV", True),
    ("a job's contract", "User has worked as a planner since October", True),
    ("a job's contract", "User's husband got a new job", False), ("a job's contract", "User likes jobs", False),
    ("a student starting out", "User's daughter got into medicine at the University of Jordan", True),
    ("working for oneself", "User opened Salón Xiomara on Monday", True),
    ("kneeling", "User had a knee replacement last spring", True), ("kneeling", "User's dad has bad knees", False),
    ("something for a baby", "User became a great-aunt in October", True),
    ("something for a baby", "User became an aunt in August", True), ("something for a baby", "User's aunt lives in Rome", False),
])
def test_said(frame: str, summary: str, said: bool) -> None:
    f = next(f for f in situations.FRAMES if f.name == frame)
    assert bool(f.said.search(summary)) is said


@pytest.mark.parametrize(("message", "asks"), [
    ("how do I explain the price to a foreign customer?", True), ("how do I explain the rules to the tourists?", True),
    ("explain this report like I'm not a doctor", True), ("say it in plain terms", True),
    ("how do I explain this to my kids?", False), ("the foreign minister explained it", False),
])
def test_plain_words_asked(message: str, asks: bool) -> None:
    plain = next(k for k in retrieve.ANSWER_SUBJECTS if "jargon" in k[1])
    assert bool(plain[0].search(message)) is asks
