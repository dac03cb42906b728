"""Recall by meaning, the sixteenth round (branch recall16, docs/recall.md): kinds the fifteenth fresh set said in
other words; each in a real store with the real sentence model (real Brain on a SQLite file; no timings):

- relatives in Dutch and Polish words ("my echtgenoot", "my brat", "my babcia"), a parent named bare who sounded or
  rang; whom the user pays for a service, by role or by the service ("who does my books?": the bookkeeper);
- a meal for the people a message names brings what they cannot eat ("a recipe for the kids' lunchboxes");
- a fridge carried up the stairs brings a back that must not lift; a race entered an old injury; a loud festival
  what the user hears; a tax office the user's tax duties; an insurer's question about claims what befell the
  user's things; a windfall or a debt cleared the user's debts and savings; a screenshot the user's phone; lights
  that switch on by themselves the user's home automation; bait the user's fishing; a day rate the user's work;
  "the town I come from" the home town; a wine pairing what wine does to the user; hours to be ready for an exam
  the exam prepared.

Messages and stores are written for this file.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from mercuryd.brain import retrieve
from mercuryd.brain.service import Brain
from tests.test_recall_misses import injected, stocked

# A 46-year-old freelance photographer in Utrecht, grown up in Bergen, married to a train driver: a daughter allergic
# to sesame, a brother in Kraków, a grandmother of 91, a mother in Łódź, a bookkeeper, a slipped disc, tinnitus, a torn
# hamstring, a GST return, a burgled shop, a credit card debt, a Samsung phone, Home Assistant, pike fishing, red
# wine's headaches, a Spanish exam.
PHOTOGRAPHER = [
    ("relationship", "User's daughter Lotte is allergic to sesame"),
    ("relationship", "User's husband Joost works as a train driver"),
    ("relationship", "User's brother Piotr lives in Kraków"),
    ("relationship", "User's grandmother Wanda is 91"),
    ("relationship", "User's mother lives in a small flat in Łódź"),
    ("relationship", "User's bookkeeper is Sanne Visser"),
    ("constraint", "User had a slipped disc last year and must avoid heavy lifting"),
    ("constraint", "User has tinnitus"),
    ("episode", "User tore a hamstring in May"),
    ("habit", "User submits a GST return every quarter"),
    ("episode", "User's studio was burgled in February"),
    ("goal", "User owes 4,000 pounds on a credit card"),
    ("identity", "User has a Samsung Galaxy S22"),
    ("project", "User controls the lights with Home Assistant"),
    ("habit", "User goes pike fishing on the canal at weekends"),
    ("identity", "User grew up in Bergen"),
    ("identity", "User works as a freelance photographer"),
    ("constraint", "User gets headaches from red wine"),
    ("goal", "User is preparing for the Spanish DELE exam"),
    ("preference", "User likes strong black coffee"),
    ("habit", "User walks along the Vecht every evening"),
    ("preference", "User reads crime novels on the train"),
    ("constraint", "User uses an oxygen concentrator at night"),
    ("constraint", "User is allergic to bee stings"),
    ("identity", "User's studio is in a converted warehouse in Lombok"),
    ("constraint", "User's camper is an old diesel that is banned from low-emission zones"),
    ("preference", "User never books shoots on Sundays"),
    ("preference", "User wants a warm, informal tone in anything written for them"),
    ("habit", "User swims at the lido every Thursday morning"),
    ("goal", "User is saving for a new camera body"),
]
SESAME = "User's daughter Lotte is allergic to sesame"
HUSBAND = "User's husband Joost works as a train driver"
BROTHER = "User's brother Piotr lives in Kraków"
GRANDMOTHER = "User's grandmother Wanda is 91"
MOTHER = "User's mother lives in a small flat in Łódź"
BOOKKEEPER = "User's bookkeeper is Sanne Visser"
DISC = "User had a slipped disc last year and must avoid heavy lifting"
TINNITUS = "User has tinnitus"
HAMSTRING = "User tore a hamstring in May"
GST = "User submits a GST return every quarter"
BURGLED = "User's studio was burgled in February"
DEBT = "User owes 4,000 pounds on a credit card"
SAMSUNG = "User has a Samsung Galaxy S22"
HOME_ASSISTANT = "User controls the lights with Home Assistant"
PIKE = "User goes pike fishing on the canal at weekends"
BERGEN = "User grew up in Bergen"
PHOTOGRAPHER_JOB = "User works as a freelance photographer"
RED_WINE = "User gets headaches from red wine"
DELE = "User is preparing for the Spanish DELE exam"
OXYGEN = "User uses an oxygen concentrator at night"
BEE = "User is allergic to bee stings"
STUDIO = "User's studio is in a converted warehouse in Lombok"
CAMPER = "User's camper is an old diesel that is banned from low-emission zones"
SUNDAYS = "User never books shoots on Sundays"
TONE = "User wants a warm, informal tone in anything written for them"
LIDO = "User swims at the lido every Thursday morning"
CAMERA = "User is saving for a new camera body"


@pytest.fixture(scope="module")
def photographer(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    yield from stocked(tmp_path_factory.mktemp("photographer"), PHOTOGRAPHER)


@pytest.mark.parametrize(("message", "memory"), [
    ("any easy recipe for the kids' lunchboxes this week?", SESAME),
    ("my echtgenoot has been grumpy all week, how can I cheer him up?", HUSBAND),
    ("my brat wants to come over in April, what should we show him?", BROTHER),
    ("my babcia's birthday is coming up, gift ideas?", GRANDMOTHER),
    ("Mum sounded tired on the phone last night, should I be worried?", MOTHER),
    ("who does my books again? the year-end is close", BOOKKEEPER),
    ("helping a friend move a fridge-freezer up two flights on Saturday, ok for me?", DISC),
    ("off to a metal festival in June, what should I pack?", TINNITUS),
    ("fancy entering a half marathon in the autumn, wise?", HAMSTRING),
    ("the tax office wants something from me by the end of the month, what is it?", GST),
    ("the insurer wants to know about any claims in the past five years", BURGLED),
    ("got a little windfall from my aunt, what's the sensible thing to do with it?", DEBT),
    ("how do I screenshot a long chat?", SAMSUNG),
    ("I'd like the porch lamp to turn on automatically when it gets dark", HOME_ASSISTANT),
    ("which bait works best when the water is cold?", PIKE),
    ("want to make the neighbours something typical of the town I come from", BERGEN),
    ("what's a fair day rate for a wedding shoot?", PHOTOGRAPHER_JOB),
    ("we're booked at a place with a wine pairing menu on Friday, should I do it?", RED_WINE),
    ("how many hours a day should I put in to be ready for the exam in May?", DELE),
    ("a week on a narrowboat with no mains hook-up, what should I plan for?", OXYGEN),
    ("there are hornets nesting by the loft hatch, can I deal with them myself?", BEE),
    ("the courier needs a delivery address for the new lights, which one do I give?", STUDIO),
    ("can I take the camper into the city centre for the market?", CAMPER),
    ("a client wants me to work this Sunday afternoon, can you draft a reply?", SUNDAYS),
    ("write a quick text to my landlord about the boiler", TONE),
    ("the electrician can only come jeudi morning, does that clash with anything?", LIDO),
    ("saw a used Leica for £3,200, realistic by spring?", CAMERA),
])
def test_a_kind_said_in_other_words_brings_its_memory(photographer: Brain, message: str, memory: str) -> None:
    assert memory in injected(photographer, message)


@pytest.mark.parametrize(("message", "memory"), [
    # a race in code is no race run
    ("my Go tests have a race condition, how do I run the race detector?", HAMSTRING),
    # a film festival is no loud place
    ("a film festival in Berlin next month, what should I see?", TINNITUS),
    # holiday carried over is no load
    ("can I carry over unused holiday days to next year?", DISC),
    # a phone charged is no rate charged
    ("how do I charge my camera battery on the road?", PHOTOGRAPHER_JOB),
    # a relative's memory that is no diet is no rule of a meal
    ("a recipe my brother would like for his birthday?", SESAME),
    # a router's address is no place
    ("what's the IP address of my router?", STUDIO),
    # a text file is no piece of writing
    ("write a text file parser in Python", TONE),
    # the centre reached by bus is no vehicle driven
    ("how do I get to the city centre by bus?", CAMPER),
])
def test_the_same_words_in_another_sense_bring_nothing_of_it(photographer: Brain, message: str, memory: str) -> None:
    assert memory not in injected(photographer, message)


@pytest.mark.parametrize(("message", "role"), [
    ("who does my taxes these days?", "accountant"),
    ("who cuts my hair, remind me", "hairdresser"),
    ("who fixed my car last time?", "mechanic"),
    ("who does the dishes tonight?", None),
])
def test_whom_the_user_pays_for_a_service(message: str, role: str | None) -> None:
    m = retrieve._WHO_DOES.search(message)
    got = next(r for r, said in zip(retrieve._WHO_DOES_ROLES, m.groups(), strict=True) if said) if m else None
    assert got == role


@pytest.mark.parametrize(("pattern", "message", "asks"), [
    (retrieve._RACE_ASKED, "signing up for a 10k in March", True),
    (retrieve._RACE_ASKED, "how do I run the race detector?", False),
    (retrieve._TAX_ASKED, "what do I owe HMRC this year?", True),
    (retrieve._TAX_ASKED, "a letter from Revenue about my return", True),
    (retrieve._TAX_ASKED, "our revenue grew last quarter", False),
    (retrieve._TAX_ASKED, "Revenue grew ten percent last quarter", False),
    (retrieve._EXERCISE_ASKED, "which sports suit a bad back?", True),
    (retrieve._EXERCISE_ASKED, "what sports car should I buy?", False),
    (retrieve._LOUD_PLACE, "front row at a gig tonight", True),
    (retrieve._LOUD_PLACE, "a food festival this weekend", False),
    (retrieve._CLAIMS_ASKED, "does this affect my no-claims discount?", True),
    (retrieve._CLAIMS_ASKED, "he claims the code works", False),
    (retrieve._MONEY_ASKED, "should I clear what's left on the loan?", True),
    (retrieve._MONEY_ASKED, "all that hard work will pay off", False),
    (retrieve._DEVICE_ASKED, "my phone keeps dying by lunchtime", True),
    (retrieve._DEVICE_ASKED, "what's my phone number format for the form?", False),
    (retrieve._AUTOMATION_ASKED, "the heating should come on by itself at six", True),
    (retrieve._AUTOMATION_ASKED, "the lights went out in the storm", False),
    (retrieve._FISHING_ASKED, "what should I put on the hook for perch?", True),
    (retrieve._FISHING_ASKED, "you're off the hook this time", False),
    (retrieve._FISHING_ASKED, "clickbait headlines annoy me", False),
    (retrieve._CHARGE_ASKED, "how much should I charge for a logo?", True),
    (retrieve._CHARGE_ASKED, "how do I charge my phone faster?", False),
    (retrieve._LIFTING, "can I lug the sofa down the stairs?", True),
    (retrieve._LIFTING, "can I carry over my leave?", False),
    (retrieve._FROM_TOWN, "a dish from the city I'm from", True),
    (retrieve._STUDY_ASKED, "how long to be ready for the eindexamen?", True),
    (retrieve._STUDY_ASKED, "how long until the kettle is ready for tea?", False),
    (retrieve._DAY_ABROAD, "can you come dinsdag?", True),
    (retrieve._DAY_ABROAD, "what should I eat at Mardi Gras?", False),
    (retrieve._NO_POWER, "no power at the campsite", True),
    (retrieve._NO_POWER, "no powerpoint, just talk", False),
    (retrieve._ADDRESS_ASKED, "what's my delivery address on file?", True),
    (retrieve._ADDRESS_ASKED, "add her to my address book", False),
    (retrieve._WEEKEND_WORK, "can I cover a shift on Saturday?", True),
    (retrieve._WEEKEND_WORK, "Saturday brunch ideas", False),
    (retrieve._INTO_TOWN, "can I drive my car into the city centre?", True),
    (retrieve._INTO_TOWN, "can I walk into the city centre from here?", False),
    (retrieve._FREE_WHEN, "the fitter comes at four, will I be home for him?", True),
    (retrieve._FREE_WHEN, "will I be home sick forever?", False),
    (retrieve._STINGS_ASKED, "a wasps' nest in the shed", True),
    (retrieve._STINGS_ASKED, "I got stung on the hand", True),
    (retrieve._STINGS_ASKED, "that comment really stings", False),
])
def test_the_new_patterns(pattern: re.Pattern[str], message: str, asks: bool) -> None:
    assert bool(pattern.search(message)) is asks
