"""Recall by meaning, the nineteenth round (branch recall19, docs/recall.md): gaps new users' years showed, said by
the eighteenth fresh set; each in a real store with the real sentence model (real Brain on a SQLite file; no timings):

- a trip to a place by its name ("how do I get to Booths?", "the easiest way over to Kendal", "the journey to the
  hospital") brings how the user gets about: driving given up, and the bus or train said as the way the user travels;
- the tool of a pastime names it ("my new lathe" is woodturning, "a kiln" pottery);
- "my first day/shift" and a new job started bring the work kind, with the job the user is to start (plan:works_at);
- a layout asked of a piece of writing ("how should I format this table for the report") brings the layout wishes;
- a grip asked about ("opening jars") brings what the user's hands allow; a rehearsal what the user rehearses for;
- a feast day hosted ("plan Christmas day", "hosting Thanksgiving") is a meal (the diet kind's rules) for the user's
  relatives, in-laws too, whose access needs (a wheelchair) count as its answer;
- whom a meal is made for ("cook for the kids") is whom the message is about.

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

# A retired maths teacher in Galway: gave up the car after an eye operation, gets the bus, took up pottery, plays
# cello in an orchestra, has rheumatoid arthritis in his hands, starts a part-time job at the hospital, wants plain
# paragraphs; a wife, a son, a mother-in-law with a walking frame; lactose intolerant.
TEACHER = [
    ("decision", "User gave up his car after the eye operation"),
    ("habit", "User gets the bus everywhere"),
    ("habit", "User has taken up pottery"),
    ("habit", "User plays cello in a community orchestra"),
    ("constraint", "User has rheumatoid arthritis in his hands"),
    ("episode", "User is starting at Galway University Hospital on 3 March 2027"),
    ("preference", "User prefers plain paragraphs"),
    ("relationship", "User's wife Nuala teaches piano"),
    ("relationship", "User's son Cian is 12"),
    ("relationship", "User's mother-in-law Bridget uses a walking frame"),
    ("constraint", "User is lactose intolerant"),
    ("identity", "User lives in Galway"),
    ("habit", "User swims at Blackrock on Sunday mornings"),
]
BUS = "User gets the bus everywhere"
POTTERY = "User has taken up pottery"
CELLO = "User plays cello in a community orchestra"
HANDS = "User has rheumatoid arthritis in his hands"
HOSPITAL = "User is starting at Galway University Hospital on 3 March 2027"
PARAGRAPHS = "User prefers plain paragraphs"
MOTHER_IN_LAW = "User's mother-in-law Bridget uses a walking frame"

EVERYDAY = Path(__file__).resolve().parent.parent / "bench" / "data" / "paraphrase_distractors.json"


@pytest.fixture(scope="module")
def teacher(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    """The teacher's memories after another invented user's 505 everyday ones (a walk to work, a bike, a covers band,
    Christmas hosted, a partner's family of their own: the kinds' other answers)."""
    everyday = [(t, s) for t, s in json.loads(EVERYDAY.read_text())["memories"]]
    yield from stocked(tmp_path_factory.mktemp("teacher"), [*everyday, *TEACHER])


@pytest.mark.parametrize(("message", "memory"), [
    ("how will I get to Oranmore for the match on Saturday?", BUS),
    ("quickest way over to Clifden next week?", BUS),
    ("beginner advice for firing things in a kiln?", POTTERY),
    ("a bit jittery about my first shift on Monday", HOSPITAL),
    ("how do I lay out the minutes of the residents' meeting?", PARAGRAPHS),
    ("my grip is shocking lately, twisting lids off is a battle", HANDS),
    ("the dress rehearsal is tomorrow night, how do I calm my nerves?", CELLO),
    ("hosting Thanksgiving this year for the in-laws, can you plan it?", MOTHER_IN_LAW),
    ("what should I cook for my son on Friday?", "User's son Cian is 12"),
])
def test_recalled(teacher: Brain, message: str, memory: str) -> None:
    assert memory in injected(teacher, message)


@pytest.mark.parametrize(("message", "memory"), [
    ("how do I get to the settings page in Django admin?", BUS),  # a screen, not a place
    ("format this JSON so it is readable", PARAGRAPHS),  # no piece of writing laid out
    ("my first day of the holidays, what should I do?", HOSPITAL),  # a holiday's first day is no job
    ("the wedding rehearsal dinner is at seven, what should I wear?", CELLO),  # a wedding's rehearsal
    ("the jar of pesto smells off, is it safe?", HANDS),  # a jar named, no grip asked
    ("is the kiln at the brickworks a listed building?", CELLO),  # (the kiln brings pottery, nothing else)
])
def test_not_recalled(teacher: Brain, message: str, memory: str) -> None:
    assert memory not in injected(teacher, message)


@pytest.mark.parametrize(("text", "hit"), [
    ("How do I get to Booths on Tuesday?", True),
    ("what's the easiest way over to Kendal for the market?", True),
    ("how long is the journey to the hospital from here?", True),
    ("how do we get to Heathrow from the hotel?", True),
    ("how do I get to the bottom of this bug?", False),
    ("how do I get to Python 3.12?", False),
    ("how do I get to Settings on an iPhone?", False),
    ("my journey to sobriety has been long", False),
])
def test_getting_there(text: str, hit: bool) -> None:
    assert bool(retrieve._GETTING_THERE.search(text)) is hit


@pytest.mark.parametrize(("summary", "said"), [
    ("User takes the bus now", True), ("User now gets the train to work", True), ("User catches the tram", True),
    ("User has stopped driving", True),
    ("User's bus to work was late", False), ("User takes the kids to school", False),
])
def test_gets_about(summary: str, said: bool) -> None:
    assert bool(retrieve._DRIVING.match(summary)) is said


@pytest.mark.parametrize(("pattern", "text", "hit"), [
    (retrieve._FIRST_DAY, "nervous about my first day tomorrow", True),
    (retrieve._FIRST_DAY, "I start the new job on Monday", True),
    (retrieve._FIRST_DAY, "what should I do on the first day of the trip?", False),
    (retrieve._FIRST_DAY, "starting my new role next week, any tips?", True),
    (retrieve._FIRST_DAY, "my first day of school was awful", False),
    (retrieve._FIRST_DAY, "my first day back from holidays", False),
    (retrieve._HOLIDAY_HOSTED_CUED, "plan Christmas day for us", True),
    (retrieve._HOLIDAY_HOSTED_CUED, "we're hosting Easter lunch", True),
    (retrieve._HOLIDAY_HOSTED_CUED, "is Christmas on a Friday this year?", False),
    (retrieve._GRIP_CUED, "struggling to open jars lately", True),
    (retrieve._GRIP_CUED, "can you recommend a jar opener?", True),
    (retrieve._GRIP_CUED, "put the jar back in the fridge", False),
    (retrieve._REHEARSAL_CUED, "warm-ups before rehearsal tonight?", True),
    (retrieve._REHEARSAL_CUED, "the rehearsal dinner for the wedding", False),
    (retrieve._REHEARSAL_CUED, "a rehearsal of my pitch", False),
])
def test_patterns(pattern: retrieve.Cued, text: str, hit: bool) -> None:
    assert bool(pattern.search(text)) is hit


@pytest.mark.parametrize(("summary", "said"), [
    ("User has arthritis in her hands", True), ("User has carpal tunnel in both wrists", True),
    ("User has arthritis in his knees", False), ("User has a bad back", False),
])
def test_hands_hurt(summary: str, said: bool) -> None:
    assert bool(retrieve._HANDS_HURT.match(summary)) is said


@pytest.mark.parametrize(("text", "hobby"), [
    ("any tips for my new lathe?", "woodturning"), ("which clay for a kiln?", "pottery"),
    ("setting up my telescope", "astronomy"), ("my sewing machine jams", "sewing"),
    ("what's a good loom app?", None), ("the tablesaw is loud", None),
])
def test_hobby_tools(text: str, hobby: str | None) -> None:
    found = {h for pattern, hobbies in retrieve.TOOL_KINDS if pattern.search(text) for h in hobbies}
    assert (hobby in found) if hobby else not (found & {"woodturning", "pottery", "weaving", "woodwork"})


@pytest.mark.parametrize(("text", "asks"), [
    ("how should I format this table for the report", True), ("how do I set out my CV?", True),
    ("lay out the minutes from tonight", True),
    ("format this JSON", False), ("format a date in python", False), ("format the disk", False),
])
def test_layout_asked(text: str, asks: bool) -> None:
    layout = retrieve.ANSWER_SUBJECTS[3][0]
    assert bool(layout.search(text)) is asks


def test_made_for() -> None:
    q = "what should I cook for the kids this weekend"
    assert retrieve._MADE_FOR.search(q, 0, q.index("the kids"))
    q = "the kids want pizza for dinner"
    assert not retrieve._MADE_FOR.search(q, 0, q.index("the kids"))
