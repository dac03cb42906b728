"""Recall by meaning, the thirty-fifth round (branch recall35, docs/recall.md, "Paraphrase set 32"): a faith's practice,
a pilgrimage, someone's send-off (``mercuryd/brain/situations.py``), the in-laws as a spouse's parents, the user's sleep by
day as a shift worker's, colleagues' drinks in Dutch words, a henna celebration (retrieve's relations and kinds); each in
a real store with the real sentence model (real Brain on a SQLite file; no timings):

- a faith's prayers and services said by their own words (salah, namaz, jummah, Shabbat, Sunday Mass) → the memory that
  the user prays or worships, or of their faith;
- a pilgrimage (Umrah, Hajj, a package to Makkah) → the pilgrimage planned;
- someone's send-off (a retirement card, hanging up her stethoscope) → the one retiring or leaving;
- "my in-laws", "my parents-in-law" → the spouse's parents, however the memory says them ("User's husband's parents");
- "I can't sleep in the daytime" → the shifts the user works;
- a borrel, leaving drinks → the user's rule on alcohol (also when stored as a preference);
- a henna ceremony or celebration → a wedding coming;
- stretches asked → the body's injuries, a disc out of place among them (herniated, slipped, bulging, prolapsed).

Messages and stores are written for this file.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mercuryd.brain import retrieve, situations
from mercuryd.brain.service import Brain
from tests.test_recall_misses import injected, stocked

# A hospital porter of 52 in Bradford: a practising Muslim, Hajj hoped for, her husband's parents living with them,
# night shifts, no alcohol, a manager retiring, a cousin's wedding, and a few others beside them.
PORTER = [
    ("habit", "User prays five times a day"),
    ("goal", "User hopes to perform Hajj with her mother in 2027"),
    ("relationship", "User's husband's parents live with them"),
    ("habit", "User works night shifts at the hospital"),
    ("preference", "User doesn't drink alcohol"),
    ("relationship", "User's manager Linda is retiring in March"),
    ("relationship", "User's cousin Amina is getting married in Lahore"),
    ("identity", "User lives in Bradford"),
    ("preference", "User likes watching cricket"),
    ("relationship", "User has two daughters"),
    ("goal", "User is learning to drive"),
    ("habit", "User grows chillies on the windowsill"),
    ("preference", "User reads crime novels"),
    ("habit", "User takes the bus to work"),
    ("constraint", "User has a bad knee"),
    ("constraint", "User has a bulging disc in her neck"),
]
PRAYS = "User prays five times a day"
HAJJ = "User hopes to perform Hajj with her mother in 2027"
IN_LAWS = "User's husband's parents live with them"
NIGHTS = "User works night shifts at the hospital"
NO_ALCOHOL = "User doesn't drink alcohol"
LINDA = "User's manager Linda is retiring in March"
WEDDING = "User's cousin Amina is getting married in Lahore"
DISC = "User has a bulging disc in her neck"


@pytest.fixture(scope="module")
def porter(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    """The porter's memories alone: one user's store, as a new user's is."""
    yield from stocked(tmp_path_factory.mktemp("porter"), PORTER)


RECALLED = [
    ("Which app gives accurate namaz times in the UK?", PRAYS),
    ("My boss put a meeting right over jummah, how do I raise it?", PRAYS),
    ("How much should I put aside for a Makkah package with a tour operator?", HAJJ),
    ("My in-laws want to repaint every room in beige, how do I say no politely?", IN_LAWS),
    ("What's a good present for my parents-in-law's anniversary?", IN_LAWS),
    ("I can't sleep in the daytime with the traffic outside, any tips?", NIGHTS),
    ("What can I order at the leaving drinks on Thursday?", NO_ALCOHOL),
    ("What should I get at the borrel after the conference?", NO_ALCOHOL),
    ("What do I write in a card for someone hanging up her stethoscope after thirty years?", LINDA),
    ("What should I wear to the henna ceremony next month?", WEDDING),
    ("Any gentle stretches I can do on my break?", DISC),
]


@pytest.mark.parametrize(("message", "memory"), RECALLED)
def test_recalled(porter: Brain, message: str, memory: str) -> None:
    assert memory in injected(porter, message)


# each beside its twins above: a message that must not bring the memory
@pytest.mark.parametrize(("message", "memory"), [
    ("Explain critical mass in nuclear physics simply", PRAYS),  # a mass, no worship
    ("How do in-law suites affect a house price?", IN_LAWS),  # a kind of flat, no one's in-laws
    ("How do I get my toddler to nap during the day?", NIGHTS),  # someone else's sleep by day
    ("How do I hang up my coat rack on a plaster wall?", LINDA),  # hung up, no one leaving
    ("How long does henna last on grey hair?", WEDDING),  # a hair dye
    ("Long stretches of the M62 have no services, what should I pack?", DISC),  # stretches of road
])
def test_not_recalled(porter: Brain, message: str, memory: str) -> None:
    assert memory not in injected(porter, message)


@pytest.mark.parametrize(("text", "frame"), [
    ("when is salah due in Leeds?", "prayers and services"), ("a prayer mat for the office", "prayers and services"),
    ("the meeting clashes with jumu'ah", "prayers and services"), ("dinner before Shabbat", "prayers and services"),
    ("what time is Sunday Mass?", "prayers and services"), ("a gift for Eid al-Fitr", "prayers and services"),
    ("is my church open on Christmas Eve?", "prayers and services"), ("puja at home on Diwali", "prayers and services"),
    ("critical mass", None), ("a mass of data", None), ("the Blue Mosque's history", None), ("a temple in Kyoto", None),
    ("my friend Puja is visiting", None), ("Sunday lunch ideas", None),
    ("a package to Mecca for two", "a pilgrimage"), ("saving for Umrah", "a pilgrimage"), ("walking the Camino", "a pilgrimage"),
    ("what is the population of Mecca?", None), ("Vegas is a mecca for gamblers", None),
    ("a card for a colleague hanging up his boots", "a send-off"), ("her retirement do is Friday", "a send-off"),
    ("leaving card ideas", "a send-off"), ("his last shift at the depot", "a send-off"),
    ("hang up my coat", None), ("a farewell to arms", None), ("the last shift key", None),
])
def test_described(text: str, frame: str | None) -> None:
    assert [f.name for f in situations.described(text)] == ([frame] if frame else [])


@pytest.mark.parametrize(("frame", "summary", "said"), [
    ("prayers and services", "User prays five times a day", True), ("prayers and services", "User is a devout Catholic", True),
    ("prayers and services", "User goes to church every Sunday", True), ("prayers and services", "User is Jewish", True),
    ("prayers and services", "User visited the Sistine Chapel", False),
    ("prayers and services", "User is organising an iftar at the mosque", False),
    ("a pilgrimage", "User hopes to perform Hajj in 2027", True), ("a pilgrimage", "User walked the Camino in 2019", True),
    ("a pilgrimage", "User likes travelling", False),
    ("a send-off", "User's colleague Henk retires in June", True), ("a send-off", "User's boss is leaving in May", True),
    ("a send-off", "User wants to retire at 60", False), ("a send-off", "User's dad retired in 2010", False),
])
def test_said(frame: str, summary: str, said: bool) -> None:
    f = next(f for f in situations.FRAMES if f.name == frame)
    assert (f.said.search(summary) is not None) is said


@pytest.mark.parametrize(("text", "hit"), [
    ("how do I get proper sleep in the daytime?", True), ("I can never sleep during the day after nights", True),
    ("how do I get my toddler to nap during the day?", False), ("how do I get him to sleep in the day?", False),
    ("is it ok to sleep in the day when I have a cold?", False),
])
def test_day_sleep(text: str, hit: bool) -> None:
    assert (retrieve._SLEEP_PLANNED_CUED.search(text) is not None) is hit


@pytest.mark.parametrize(("text", "hit"), [
    ("the borrel after work", True), ("vrijmibo this week", True), ("leaving drinks for Sam", True),
    ("what goes on a borrelplank?", False), ("drinks in the fridge", False),
])
def test_drinks_out(text: str, hit: bool) -> None:
    assert (retrieve._DRINKS_OUT_CUED.search(text) is not None) is hit


@pytest.mark.parametrize(("text", "hit"), [
    ("a big henna-and-feast celebration", True), ("the henna ceremony", True), ("her henna night", True),
    ("how long does henna last on hair?", False), ("a henna tattoo design", False),
])
def test_henna(text: str, hit: bool) -> None:
    assert (retrieve._WEDDING_DO_CUED.search(text) is not None) is hit


@pytest.mark.parametrize(("text", "hit"), [
    ("any stretches I can do at the end of the line?", True), ("stretches for lower back pain", True),
    ("long stretches of road", False), ("a stretch goal for the team", False),
])
def test_stretches(text: str, hit: bool) -> None:
    assert (retrieve._EXERCISE_ASKED_CUED.search(text) is not None) is hit


@pytest.mark.parametrize(("summary", "hit"), [
    ("User has a herniated disc in his lower back", True), ("User has a slipped disc in her back", True),
    ("User has a bulging disc", True), ("User has a bad disc collection", False),
    ("User slipped a few places in the rankings", False),
])
def test_disc(summary: str, hit: bool) -> None:
    assert (retrieve._BODY_HURT.match(summary) is not None) is hit


def test_in_laws_said() -> None:
    """'my in-laws' names the spouse's parents, however the memory says them."""
    assert [m.group(1) for m in retrieve._MY_RELATION.finditer("my in-laws and my parents-in-law")] == ["in-laws",
                                                                                                      "parents-in-law"]
    _, said = retrieve._relative_words(frozenset({"father-in-law", "mother-in-law"}))
    for summary, hit in [("User's wife's parents live upstairs", True), ("User's in-laws live in Harrogate", True),
                         ("User visits his husband's parents on Sundays", True), ("User's wife is a nurse", False),
                         ("User's parents live in Leeds", False)]:
        assert (said.match(summary) is not None) is hit
