"""Recall by meaning, the forty-second round (branch recall42, docs/recall.md, "Paraphrase set 39"): messages that need a
memory sharing no word with them, in a real store with the real sentence model (real Brain on a SQLite file; no timings).
The families of the recall misses of the lead's session-58 years, and one of fresh39's first run:

- help at night in the first weeks → the baby born;
- getting up or down the stairs safely → the leg operated on (a knee or hip operation, a new knee);
- studying and working at the same time, juggling a job and uni → the degree or course the user is on;
- running or jogging in the cold → the asthma;
- helping a child make friends or settle in at the new school → the child who started at a school;
- what other work could I do, the new hours or shifts, standing all day → the work kind (the user's job);
- the rent for a flat, average rents → where the user lives;
- the acknowledgements, the dedication page, the manuscript → the book the user is writing;
- what paperwork or forms do I need → the switch, application or licence the user decided on;
- which jobs or chores can I still do → the injury (a back or shoulder hurt, strained);
- a student's first year → the child who got into college;
- before leaving the country → the post abroad starting;
- how to avoid a bad day before something big → the condition that comes in attacks (migraines, epilepsy);
- lunches or dinners for a kid → the child of the family;
- where can I charge on the way → the electric car (fresh39's first run).

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

# A sign-writer of 44 in Dundee with a baby daughter, a hip operated on, a part-time degree, asthma, two sons (one starting
# at an academy, one into university), a memoir being written, a licence applied for, a strained shoulder, a post in Toronto
# accepted, epilepsy, a niece who stays on Wednesdays, shifts at a garden centre and an electric car; beside the 505
# everyday memories of the paraphrase probe's distractor user (one store, as a long-used one is).
SIGNWRITER = [
    ("relationship", "User's daughter Morven was born on 3 March"),
    ("episode", "User had a hip operation in January"),
    ("project", "User began a part-time accountancy degree"),
    ("constraint", "User has asthma"),
    ("relationship", "User's son Euan started at Harris Academy in August"),
    ("project", "User is writing a memoir about her grandmother"),
    ("decision", "User applied for a licence to sell at the farmers' market"),
    ("constraint", "User strained their shoulder"),
    ("relationship", "User's son Callum got into Abertay to study games design"),
    ("decision", "User accepted a job in Toronto starting in May"),
    ("constraint", "User has epilepsy"),
    ("relationship", "User's niece Isla stays with her on Wednesdays"),
    ("identity", "User works at Dobbies garden centre"),
    ("decision", "User's new car is electric"),
]
MORVEN = "User's daughter Morven was born on 3 March"
HIP = "User had a hip operation in January"
DEGREE = "User began a part-time accountancy degree"
ASTHMA = "User has asthma"
EUAN = "User's son Euan started at Harris Academy in August"
MEMOIR = "User is writing a memoir about her grandmother"
LICENCE = "User applied for a licence to sell at the farmers' market"
SHOULDER = "User strained their shoulder"
CALLUM = "User's son Callum got into Abertay to study games design"
TORONTO = "User accepted a job in Toronto starting in May"
EPILEPSY = "User has epilepsy"
ISLA = "User's niece Isla stays with her on Wednesdays"
GARDEN = "User works at Dobbies garden centre"
ELECTRIC = "User's new car is electric"


@pytest.fixture(scope="module")
def signwriter(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    rows = json.loads((Path(__file__).parent.parent / "bench" / "data" / "paraphrase_distractors.json").read_text())
    yield from stocked(tmp_path_factory.mktemp("signwriter"), [(t, s) for t, s in rows["memories"]] + SIGNWRITER)


RECALLED = [
    ("what can I do to help my partner at night in the first few weeks?", MORVEN),
    ("can I walk down the stairs safely on my own?", HIP),
    ("any tips for working while studying?", DEGREE),
    ("how can I help him make friends in his new class?", EUAN),
    ("help me word the dedication page", MEMOIR),
    # (paperwork is pinned on the pattern: in this store the everyday user's mortgage application, a paperwork of its own,
    # is the model's closest of the frame's memories, and "which forms will I need to fill in?" was found before)
    ("what chores around the house can I still do?", SHOULDER),
    ("what should a student pack for their first year?", CALLUM),
    ("what do I need to sort out before leaving Scotland?", TORONTO),
    ("I have a huge presentation on Monday, how do I avoid a bad day?", EPILEPSY),
    ("quick dinners for a fussy toddler?", ISLA),
    ("plan my days with the new rota", GARDEN),
    ("any advice for standing all day?", GARDEN),
    ("where should we charge on the way to Inverness?", ELECTRIC),
]


@pytest.mark.parametrize(("message", "memory"), RECALLED)
def test_recalled(signwriter: Brain, message: str, memory: str) -> None:
    assert memory in injected(signwriter, message)


def test_cold_run_brings_the_lungs(signwriter: Brain) -> None:
    # (the everyday user has asthma too, said otherwise: the frame brings the closest of the two, either answers; "is
    # jogging on frosty mornings a bad idea?" finds both but the exercise kind's memories keep them out of five)
    assert any("asthma" in m for m in injected(signwriter, "can I go running in the cold?"))


# each beside its twin above: a message that must not bring the memory
@pytest.mark.parametrize(("message", "memory"), [
    ("I work night shifts for the first weeks of the new job, any tips?", MORVEN),  # the user's own nights at work
    ("how do I get the sofa up the stairs?", HIP),  # furniture carried
    ("how do I work and listen to podcasts at the same time?", DEGREE),  # no study
    ("will my car run in cold weather?", ASTHMA),  # a car, no one breathing
    ("is it ok to leave the car outside in cold weather?", ASTHMA),  # no one running
    ("how do I make friends at the new office?", EUAN),  # the user's own workplace
    ("I admire her dedication to the team", MEMOIR),  # a virtue, no book
    ("how do I shred the old paperwork?", LICENCE),  # paper thrown away
    ("which tasks can I still do on the free plan?", SHOULDER),  # an app's plan
    ("how many students failed their first year exams?", CALLUM),  # exam results
    ("what should I check before leaving the office?", TORONTO),  # a day's end
    ("my team had a bad day at the match", EPILEPSY),  # nothing to avoid
    ("lunch ideas for a team meeting", ISLA),  # adults
    ("what are the shop's new opening hours?", GARDEN),  # a shop's hours
    ("where can I charge my phone at the station?", ELECTRIC),  # a phone
])
def test_not_recalled(signwriter: Brain, message: str, memory: str) -> None:
    assert memory not in injected(signwriter, message)


NEW = {"a new school", "a book being written", "paperwork to prepare", "a bad day to avoid", "food for a child"}
EXTENDED = {"nights with a newborn", "laid up", "study days", "out of breath", "exercise I can still do",
            "a student starting out", "a change of workplace"}


@pytest.mark.parametrize(("text", "frame"), [
    ("how do I help my wife at night in the first weeks?", "nights with a newborn"),
    ("the first few weeks at night are hard", "nights with a newborn"),
    ("night shifts in the first weeks of my new job", None), ("the night bus for the first weeks", None),
    ("how do I get up the stairs safely?", "laid up"), ("going down stairs on my own after the op", "laid up"),
    ("get the sofa up the stairs", None), ("the stairs creak", None),
    ("how can I study and work at same time", "study days"), ("working while studying", "study days"),
    ("juggling my job and college", "study days"), ("work and eat at the same time", None),
    ("is it ok to run in cold weather", "out of breath"), ("cycling in freezing temperatures", "out of breath"),
    ("does the engine run in the cold?", None), ("a cold-weather tent", None),
    ("help him make friends at the new school", "a new school"), ("his new class is hard for him", "a new school"),
    ("settling in at the new nursery", "a new school"), ("make friends at the new office", None),
    ("the school has a new teacher", None),
    ("how do I write the acknowledgements", "a book being written"), ("word the dedication page", "a book being written"),
    ("send my manuscript out", "a book being written"), ("I admire her dedication", None),
    ("the preface of the novel I'm reading", None),
    ("what paperwork do I need to prepare this spring", "paperwork to prepare"),
    ("which forms should we submit?", "paperwork to prepare"), ("sort out the paperwork", "paperwork to prepare"),
    ("shred the old paperwork", None), ("the paperwork in my drawer", None),
    ("what documents must I prepare to apply for a visa?", None),  # a purpose named: the trip's
    ("which jobs on the farm can I still do", "exercise I can still do"),
    ("what work around the house could I still do?", "exercise I can still do"),
    ("which jobs can I still apply for?", None), ("which tasks can I still do on the free plan?", None),
    ("what does a student need for her first year", "a student starting out"),
    ("students in their first year exams", None), ("a student teacher in her first year of teaching", None),
    ("what should I do before leaving Korea", "a change of workplace"),
    ("before we leave the country for good", "a change of workplace"),
    ("before leaving the office", None), ("before leaving Paris for the day", None),
    ("how to avoid a bad day before the release", "a bad day to avoid"),
    ("how do I prevent an attack on the day of the exam", "a bad day to avoid"),
    ("the team had a bad day", None), ("avoid a bad deal", None),
    ("easy lunches for a kid", "food for a child"), ("kid-friendly dinners", "food for a child"),
    ("snacks for my 4-year-old", "food for a child"), ("lunch for the team", None), ("a kid's bike", None),
])
def test_described(text: str, frame: str | None) -> None:
    names = [f.name for f in situations.described(text)]
    assert (frame in names) if frame else not (NEW | EXTENDED) & set(names), names


@pytest.mark.parametrize(("frame", "summary", "said"), [
    ("laid up", "User's knee operation went well", True), ("laid up", "User needs a new right knee", True),
    ("laid up", "User had hip surgery in May", True), ("laid up", "User had eye surgery", False),
    ("exercise I can still do", "User hurt their back", True),
    ("exercise I can still do", "User pulled their neck lifting boxes", True),
    ("exercise I can still do", "User's husband hurt his back", False),
    ("study days", "User started nursing degree at the university", True),
    ("a new school", "User's son Tawanda starts year 8 at the academy", True),
    ("a new school", "User's daughter moved to a new primary school", True),
    ("a new school", "User started a new job", False), ("a new school", "User's son lives near the school", False),
    ("a book being written", "User is writing a book about the history of the town", True),
    ("a book being written", "User is finishing a novel", True), ("a book being written", "User likes history books", False),
    ("paperwork to prepare", "User decided to switch to organic farming", True),
    ("paperwork to prepare", "User applied for a fishing licence", True),
    ("paperwork to prepare", "User's sister applied for a visa", False),
    ("a bad day to avoid", "User gets migraines twice a month", True), ("a bad day to avoid", "User has epilepsy", True),
    ("a bad day to avoid", "User's son gets migraines", False), ("a bad day to avoid", "User has a cold", False),
    ("food for a child", "User's grandson is Havili", True), ("food for a child", "User's niece stays on Fridays", True),
    ("food for a child", "User's husband is Tom", False),
    ("a student starting out", "User's daughter Jildou got into Aeres, starts September", True),
    ("a change of workplace", "User is starting at N26 on 1 June", True),
])
def test_said(frame: str, summary: str, said: bool) -> None:
    f = next(f for f in situations.FRAMES if f.name == frame)
    assert bool(f.said.search(summary)) is said


@pytest.mark.parametrize(("message", "kinds"), [
    ("what other work abroad i can try", ("work",)), ("what different work could I do for a living?", ("work",)),
    ("thinking about a career change", ("work",)), ("plan my week with the new hours", ("work",)),
    ("the new rota starts Monday", ("work",)), ("any tips for standing all day", ("work",)),
    ("what other work did this painter make?", ()), ("the shop's new opening hours", ()), ("a standing desk", ()),
    ("how much is rent for small flat", ("lives_in",)), ("the rent for a one-bed flat", ("lives_in",)),
    ("average rents in the area", ("lives_in",)), ("how much is it to rent a car?", ()),
    ("how much does rent a car cost", ()),
])
def test_phrase_kinds(message: str, kinds: tuple[str, ...]) -> None:
    got = {k for pattern, said in retrieve.PHRASE_KINDS if pattern.search(message) for k in said}
    assert set(kinds) <= got and not ({"work", "lives_in"} - set(kinds)) & got, got


@pytest.mark.parametrize(("message", "asks"), [
    ("where can I charge on the road from here to Vilnius?", True), ("range anxiety on a long drive", True),
    ("where do we charge on the way north?", True), ("where can I charge my phone?", False),
    ("how do I charge clients for travel?", False),
])
def test_charging_asked(message: str, asks: bool) -> None:
    assert bool(retrieve._CHARGING.search(message)) is asks


# A new user of four memories (the lead's new-user probe: standing all day brings the job, held at a named shop)
CASHIER = [("identity", "User's name is Dorota"), ("identity", "User works on the tills at Morrisons"),
           ("relationship", "User's partner is Kuba"), ("preference", "User wants answers in short lists")]


@pytest.fixture(scope="module")
def cashier(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    yield from stocked(tmp_path_factory.mktemp("cashier"), CASHIER)


def test_standing_all_day_brings_the_job(cashier: Brain) -> None:
    assert "User works on the tills at Morrisons" in injected(cashier, "how do I cope with standing all day?")


def test_a_standing_desk_does_not(cashier: Brain) -> None:
    assert "User works on the tills at Morrisons" not in injected(cashier, "is a standing desk worth the money?")
