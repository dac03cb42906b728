"""Recall by meaning, the thirty-seventh round (branch recall37, docs/recall.md, "Paraphrase set 34"): situations that
name an event of the user's life otherwise (``mercuryd/brain/situations.py``), and three frames' checks made tighter;
each in a real store with the real sentence model (real Brain on a SQLite file; no timings):

- an evening of practice, before rehearsal → the dance, choir or training the user keeps;
- hours on the road, a tachograph → the user's driving work (a haulage or trucking firm);
- taking on a first apprentice or extra staff → the business the user owns or is starting;
- the point of sale, a POS system → the till the user uses (Square, Toast, SumUp);
- a first-year student, freshers' week, halls, a dorm room → the child (or the user) starting at university;
- phrases for ordering or getting around, my mother tongue → the language the user learns;
- the Canadian or US west coast → a city there the memory names;
- vocal warm-ups → the choir the user sings in;
- my knowledge base, a second brain → the notes app the user keeps;
- a morning drink, a coffee substitute → the coffee or caffeine the user gave up;
- the shared-meal frame and the child's-food frame take an allergy to a food only (not penicillin, pollen, a sting);
- "my big day" is the user's own event, "his big day" someone else's;
- a god's name or the Tamil "kovil" says a temple's faith (a Shabbat question does not bring "the Ganesh temple").

Messages and stores are written for this file.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mercuryd.brain import situations
from mercuryd.brain.service import Brain
from tests.test_recall_misses import injected, stocked

# A sound engineer of 38 in Glasgow: a flamenco group, a brother-in-law's haulage job, a joinery started on the side, a
# son off to university, Italian lessons, a sister in Seattle, a choir, notes in Logseq, caffeine given up, a food rule
# and a medicine allergy, a race ahead and a daughter's exams, a Hindu temple; and a few others beside them.
ENGINEER = [
    ("habit", "User does flamenco with a dance group on Tuesday evenings"),
    ("identity", "User works for a haulage company in Motherwell"),
    ("project", "User is setting up their own joinery business"),
    ("relationship", "User's son Callum got into Strathclyde for next year"),
    ("goal", "User is learning Italian"),
    ("relationship", "User's sister Morag lives in Seattle"),
    ("habit", "User sings in a community choir"),
    ("preference", "User keeps all their notes in Logseq"),
    ("decision", "User gave up caffeine in March"),
    ("preference", "User uses Square at the workshop"),
    ("constraint", "User is allergic to penicillin"),
    ("preference", "User is vegetarian"),
    ("goal", "User is running the Loch Ness Marathon in September"),
    ("relationship", "User's daughter Isla has her prelim exams in January"),
    ("habit", "User goes to the Ganesh temple on Tuesdays"),
    ("identity", "User lives in Glasgow"),
    ("relationship", "User's partner Euan is a teacher"),
    ("habit", "User walks the dog along the canal"),
    ("preference", "User reads crime novels"),
    ("constraint", "User has a bad knee"),
    ("goal", "User wants to visit Japan"),
    ("habit", "User cycles to the studio"),
    ("episode", "User was in a crash on the M74 in May"),
    ("project", "User is organising a graduation party for their nephew"),
    ("decision", "User sold their car last spring"),
    ("relationship", "User's gran is moving into a care home"),
]
FLAMENCO = "User does flamenco with a dance group on Tuesday evenings"
HAULAGE = "User works for a haulage company in Motherwell"
JOINERY = "User is setting up their own joinery business"
CALLUM = "User's son Callum got into Strathclyde for next year"
ITALIAN = "User is learning Italian"
SEATTLE = "User's sister Morag lives in Seattle"
CHOIR = "User sings in a community choir"
LOGSEQ = "User keeps all their notes in Logseq"
CAFFEINE = "User gave up caffeine in March"
SQUARE = "User uses Square at the workshop"
PENICILLIN = "User is allergic to penicillin"
MARATHON = "User is running the Loch Ness Marathon in September"
ISLA_EXAMS = "User's daughter Isla has her prelim exams in January"
TEMPLE = "User goes to the Ganesh temple on Tuesdays"
CRASH = "User was in a crash on the M74 in May"
GRADUATION = "User is organising a graduation party for their nephew"
SOLD_CAR = "User sold their car last spring"
GRAN = "User's gran is moving into a care home"


@pytest.fixture(scope="module")
def engineer(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    """The engineer's memories alone: one user's store, as a new user's is."""
    yield from stocked(tmp_path_factory.mktemp("engineer"), ENGINEER)


RECALLED = [
    ("Quick dinner ideas before a late evening of practice?", FLAMENCO),
    ("How many hours on the road am I allowed before I must stop?", HAULAGE),
    ("Do I need extra insurance before I take on my first apprentice?", JOINERY),
    ("What should we buy for his dorm room before freshers' week?", CALLUM),
    ("Useful phrases for getting around Rome by taxi?", ITALIAN),
    ("What time is it on the US west coast right now?", SEATTLE),
    ("Any vocal warm-ups I can do on the drive in?", CHOIR),
    ("What's a good way to organise my second brain?", LOGSEQ),
    ("Is there a morning pick-me-up that won't keep me up at night?", CAFFEINE),
    ("How do I add a discount button on the point of sale?", SQUARE),
    ("How do I keep calm the night before my big day?", MARATHON),
    ("What should I offer at the kovil this week?", TEMPLE),
    ("Is it normal to still have whiplash three weeks on?", CRASH),
    ("How many pizzas for forty teenagers at a leavers' party?", GRADUATION),
    ("Is a monthly bus pass worth it now that I've given up driving?", SOLD_CAR),
    ("What should we pack for her first week in assisted living?", GRAN),
]


@pytest.mark.parametrize(("message", "memory"), RECALLED)
def test_recalled(engineer: Brain, message: str, memory: str) -> None:
    assert memory in injected(engineer, message)


# each beside its twins above: a message that must not bring the memory
@pytest.mark.parametrize(("message", "memory"), [
    ("What is considered best practice for naming variables?", FLAMENCO),  # a practice of a trade
    ("Is it safe to leave a car on the road overnight in winter?", HAULAGE),  # a car on the road, no hours
    ("How do companies in Germany hire apprentices?", JOINERY),  # no one the user takes on
    ("Who was the youngest freshman senator ever?", CALLUM),  # a senator, no student
    ("Which phrases should I avoid in a cover letter?", ITALIAN),  # a letter's phrases, no trip
    ("What is the weather like on the west coast of Ireland?", SEATTLE),  # another coast
    ("How long should I warm up the car on a frosty morning?", CHOIR),  # a car warmed up, no voice
    ("How do we set up a knowledge base for our support team?", LOGSEQ),  # a team's, not the user's notes
    ("What is the best time of day to drink water?", CAFFEINE),  # no morning drink
    ("Explain the point of view of the narrator in this poem", SQUARE),  # a point of view
    ("Any ideas for the office Christmas lunch?", PENICILLIN),  # a medicine allergy is no food rule
    ("How can I help my girl stay calm on her big day?", MARATHON),  # someone else's big day
    ("How do I help her stay calm on her big day?", MARATHON),
    ("What is the film Whiplash about?", CRASH),  # a film's name
    ("What did a finishing school teach young women?", GRADUATION),  # a school of manners
    ("I've given up sugar, any tips for cravings?", SOLD_CAR),  # something else given up
    ("How does long-term memory work in the brain?", GRAN),  # memory, no care
])
def test_not_recalled(engineer: Brain, message: str, memory: str) -> None:
    assert memory not in injected(engineer, message)


@pytest.mark.parametrize(("text", "frame"), [
    ("snacks for a long evening of practice", "a practice"), ("what to eat after rehearsal", "a practice"),
    ("I'm always late to practice", "a practice"), ("a dress rehearsal on Friday", "a practice"),
    ("best practice for logging", None), ("in practice it rarely happens", None), ("the practice of law", None),
    ("the practice nurse says my bloods are fine", None),
    ("how many hours on the road can a driver do?", "at the wheel"), ("on the road for twelve hours", "at the wheel"),
    ("what are the driving hours rules?", "at the wheel"), ("how does a tachograph work?", "at the wheel"),
    ("a car on the road", None), ("road works on the M8", None),
    ("can I hire my first apprentice without a payroll?", "taking on staff"),
    ("should we take on extra staff for the summer?", "taking on staff"),
    ("how do I run my own payroll?", "taking on staff"),
    ("how do I get hired as an apprentice?", None), ("companies hiring in Leeds", None), ("hire a van", None),
    ("set up my point of sale", "a till"), ("which POS system for a market stall?", "a till"),
    ("menu modifiers on the tablet", "a till"), ("our till keeps crashing", "a till"),
    ("from my point of view", None), ("point of sale displays in marketing", None), ("till the end of time", None),
    ("what does a first-year student need?", "a student starting out"),
    ("freshers' week survival tips", "a student starting out"), ("a care package for a college freshman", "a student starting out"),
    ("bedding for halls of residence", "a student starting out"), ("dorm room essentials", "a student starting out"),
    ("the freshman senator from Ohio", None), ("the village hall is booked", None), ("a first-year teacher's salary", None),
    ("which phrases for ordering in a café?", "a language used"), ("basic phrases for my trip to Lisbon", "a language used"),
    ("how do I teach the kids my mother tongue?", None),  # a language spoken, not one learnt for a trip
    ("which phrases should I avoid in an essay?", None), ("search phrases for SEO", None),
    ("what time is it on the Canadian west coast?", "a region"), ("flights to the US east coast", "a region"),
    ("the west coast of Scotland", None), ("the coast road to Ayr", None),
    ("good vocal warm-ups", "an instrument practised"), ("warm-ups for the voice", "an instrument practised"),
    ("a voice note", None), ("a warm-up before the match", "a match to play"),
    ("plugins for my knowledge base", "my notes"), ("how should I organise my second brain?", "my notes"),
    ("our company knowledge base", None), ("a bank vault", None),
    ("what should I drink in the morning to wake up?", "a morning drink"), ("a morning cuppa without caffeine", "a morning drink"),
    ("coffee alternatives that taste good", "a morning drink"),
    ("how much water should I drink a day?", None), ("morning meetings are too long", None),
    ("my neck hurts since I got rear-ended", "a crash"), ("a fender bender in the car park", "a crash"),
    ("still sore after the crash", "a crash"), ("I loved the film Whiplash", None), ("a crash course in Python", None),
    ("food for when my girl finishes high school", "leaving school"), ("a dress for prom night", "leaving school"),
    ("what is a finishing school?", None), ("I finished my homework", None),
    ("now that I've given up driving", "no car"), ("since we sold our car", "no car"),
    ("I've given up sugar", None), ("I sold my bike", None),
    ("long-term care beds near me", "long-term care"), ("choosing a nursing home for Dad", "long-term care"),
    ("long-term memory", None), ("a long-term plan for savings", None),
])
def test_described(text: str, frame: str | None) -> None:
    assert [f.name for f in situations.described(text)] == ([frame] if frame else [])


@pytest.mark.parametrize(("frame", "summary", "said"), [
    ("a practice", "User does salsa every Thursday", True), ("a practice", "User rehearses with a brass band", True),
    ("a practice", "User's daughter does ballet", False), ("a practice", "User likes watching dance shows", True),
    ("at the wheel", "User works for a trucking firm in Fresno", True), ("at the wheel", "User is an HGV driver", True),
    ("at the wheel", "User likes lorries", False),
    ("taking on staff", "User owns a florist shop in Leith", True), ("taking on staff", "User runs a small café", True),
    ("taking on staff", "User is starting their own plumbing company", True), ("taking on staff", "User is self-employed", True),
    ("taking on staff", "User works at a bakery", False), ("taking on staff", "User's brother owns a garage", False),
    ("a till", "User is moving from Square to Toast", True), ("a till", "User uses SumUp at the market", True),
    ("a till", "User likes toast for breakfast", False), ("a till", "User lives on Charlotte Square", False),
    ("a student starting out", "User's daughter got into Edinburgh uni", True),
    ("a student starting out", "User's son starts at college in September", True),
    ("a student starting out", "User starts university in the autumn", True),
    ("a student starting out", "User's son plays rugby", False), ("a student starting out", "User went to college in 1998", False),
    ("a language used", "User is learning Portuguese", True), ("a language used", "User wants to improve their written Tamil", True),
    ("a language used", "User has Welsh lessons on Mondays", True), ("a language used", "User speaks Twi", True),
    ("a language used", "User speaks to her mum every day", False),
    ("a language used", "User is learning Python", False), ("a language used", "User's son is learning French", False),
    ("a region", "User's son lives in Vancouver", True), ("a region", "User grew up in Boston", True),
    ("a region", "User likes the Victoria line", False),
    ("an instrument practised", "User sings in a gospel choir", True), ("an instrument practised", "User's son sings", False),
    ("my notes", "User switched from Evernote to Obsidian", True), ("my notes", "User reads about Roman history", False),
    ("a morning drink", "User quit coffee in May", True), ("a morning drink", "User drinks green tea", True),
    ("a morning drink", "User's wife loves coffee", False), ("a morning drink", "User likes orange juice", False),
    ("a crash", "User was rear-ended on the A1 in March", True), ("a crash", "User's computer crashed", False),
    ("leaving school", "User is planning their daughter's graduation party", True),
    ("leaving school", "User graduated in 2010", False), ("leaving school", "User likes school musicals", False),
    ("no car", "User sold their car in March", True), ("no car", "User stopped driving after the stroke", True),
    ("no car", "User sold their bike", False),
    ("long-term care", "User's dad moved into a nursing home", True),
    ("long-term care", "User is on a waiting list for a new hip", False),
])
def test_said(frame: str, summary: str, said: bool) -> None:
    f = next(f for f in situations.FRAMES if f.name == frame)
    assert (f.said.search(summary) is not None) is said


@pytest.mark.parametrize(("message", "summary", "fits"), [
    ("what time is it on the Canadian west coast?", "User's son lives in Vancouver", True),
    ("what time is it on the Canadian west coast?", "User's son lives in Boston", False),
    ("flights to the US east coast", "User grew up in Boston", True),
    ("flights to the US east coast", "User's son lives in Vancouver", False),
])
def test_in_region(message: str, summary: str, fits: bool) -> None:
    assert situations.in_region(message, summary) is fits


@pytest.mark.parametrize(("summary", "fits"), [
    ("User is allergic to penicillin", False), ("User is allergic to bee stings", False),
    ("User has a pollen allergy", False), ("User is allergic to cats", False),
    ("User is allergic to peanuts", True), ("User is allergic to cats and shellfish", True),
    ("User is vegetarian", True), ("User is allergic to penicillin and coeliac", True),
])
def test_food_allergy(summary: str, fits: bool) -> None:
    assert situations.food_allergy("ideas for the team lunch?", summary) is fits


@pytest.mark.parametrize(("summary", "fits"), [
    ("User's son is allergic to wasp stings", False), ("User's daughter is allergic to penicillin", False),
    ("User's daughter has a peanut allergy", True), ("User's son carries an EpiPen for bee stings", True),
])
def test_food_allergy_in_family(summary: str, fits: bool) -> None:
    assert situations.food_allergy_in_family("snacks for the school trip?", summary) is fits


@pytest.mark.parametrize(("message", "summary", "fits"), [
    ("how do I sleep the night before my big day?", "User is getting married in June", True),
    ("how do I sleep the night before my big day?", "User's son has his exams in May", False),
    ("how can I help him on his big day?", "User's son has his exams in May", True),
    ("how can I help him on his big day?", "User is getting married in June", False),
    ("what should I wear on the big day?", "User's son has his exams in May", True),
    ("what should I wear on the big day?", "User is getting married in June", True),
])
def test_whose_day(message: str, summary: str, fits: bool) -> None:
    assert situations.whose_day(message, summary) is fits


@pytest.mark.parametrize(("message", "summary", "fits"), [
    ("what time does Shabbat start?", "User goes to the Ganesh temple on Tuesdays", False),
    ("what should I offer at the kovil?", "User goes to the Murugan temple every Friday", True),
    ("what should I offer at the kovil?", "User goes to Mass every Sunday", False),
    ("a prayer for Easter Sunday", "User prays to Jesus every night", True),
    ("a prayer for Easter Sunday", "User goes to the Ganesh temple on Tuesdays", False),
    ("a prayer mat for the office", "User goes to the Ganesh temple on Tuesdays", True),  # no faith in the message
])
def test_same_faith(message: str, summary: str, fits: bool) -> None:
    assert situations.same_faith(message, summary) is fits
