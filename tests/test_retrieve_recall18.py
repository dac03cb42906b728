"""Recall by meaning, the eighteenth round (branch recall18, docs/recall.md): kinds the seventeenth fresh set said in
other words; each in a real store with the real sentence model (real Brain on a SQLite file; no timings):

- a request for a piece of a program by what it is ("a REST controller", "a signup form", "a React component") brings
  the user's wishes on code, and a wish naming a language is one ("User likes Rust examples");
- an evening's workout brings the training said by its gear or sport (kettlebells, pickup basketball);
- the user's people in Korean words ("my jangmo", "my hyung", "my halmeoni"); a relative the message is about when
  they want something ("my jangmo wants…");
- a painkiller named is a medicine question; "spike my blood sugar" a meal's; a couch hauled up to a floor is lifting;
  a 3pm slump a coffee question; music "in the background" is music asked; "the slopes" exercise (and its injuries);
  IntelliJ IDEA an editor; a commute brings the way to work said as a verb ("User cycles to work"); a stick blade the
  hockey the user plays; a page-turner what the user reads;
- someone else's health ("my neighbour's cat pees everywhere", "my coworker's kid broke his arm") brings none of the
  user's own conditions, injuries or medicines.

Messages and stores are written for this file.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from mercuryd.brain import retrieve
from mercuryd.brain.service import Brain
from mercuryd.brain.variants import variants
from tests.test_recall_misses import injected, stocked

# A 45-year-old Korean-Canadian data engineer in Calgary: a wife, a son, a mother-in-law nearby, an older brother in
# Vancouver, a grandmother in Daegu; type 1 diabetes, warfarin, a herniated disc, a knee torn skiing; Rust examples,
# IntelliJ, kettlebells after work, pickup basketball, late Thursdays, no coffee after lunch, classical piano.
ENGINEER = [
    ("relationship", "User's wife Hana teaches chemistry"),
    ("relationship", "User's son Minho is nine"),
    ("relationship", "User's mother-in-law Sun-hee lives nearby"),
    ("relationship", "User's older brother Jae-won lives in Vancouver"),
    ("relationship", "User's grandmother Soon-ja lives in Daegu"),
    ("constraint", "User has type 1 diabetes"),
    ("constraint", "User takes warfarin"),
    ("constraint", "User has a herniated disc"),
    ("episode", "User tore a knee ligament skiing in 2024"),
    ("preference", "User likes Rust examples"),
    ("preference", "User writes code in IntelliJ IDEA"),
    ("habit", "User does kettlebell swings after work"),
    ("habit", "User plays pickup basketball on Thursday nights"),
    ("habit", "User works late on Thursdays"),
    ("decision", "User stopped drinking coffee after lunch"),
    ("preference", "User listens to classical piano while working"),
    ("identity", "User lives in Calgary"),
    ("preference", "User likes hiking in Kananaskis"),
    ("goal", "User wants to run a half marathon"),
    ("habit", "User bakes bread on Sundays"),
    ("habit", "User cycles to work in the summer"),
    ("habit", "User plays rec hockey on Monday nights"),
    ("preference", "User reads historical fiction"),
]
MOTHER_IN_LAW = "User's mother-in-law Sun-hee lives nearby"
BROTHER = "User's older brother Jae-won lives in Vancouver"
GRANDMOTHER = "User's grandmother Soon-ja lives in Daegu"
DIABETES = "User has type 1 diabetes"
WARFARIN = "User takes warfarin"
DISC = "User has a herniated disc"
KNEE = "User tore a knee ligament skiing in 2024"
RUST = "User likes Rust examples"
IDE = "User writes code in IntelliJ IDEA"
KETTLEBELLS = "User does kettlebell swings after work"
BASKETBALL = "User plays pickup basketball on Thursday nights"
COFFEE = "User stopped drinking coffee after lunch"
PIANO = "User listens to classical piano while working"
CYCLES = "User cycles to work in the summer"
HOCKEY = "User plays rec hockey on Monday nights"
FICTION = "User reads historical fiction"

EVERYDAY = Path(__file__).resolve().parent.parent / "bench" / "data" / "paraphrase_distractors.json"


@pytest.fixture(scope="module")
def engineer(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    """The engineer's memories after another invented user's 505 everyday ones (a gym habit, yoga on Tuesday evenings,
    coffee, background music, VS Code at work, a mother and a sister of their own: the kind's other answers)."""
    everyday = [(t, s) for t, s in json.loads(EVERYDAY.read_text())["memories"]]
    yield from stocked(tmp_path_factory.mktemp("engineer"), [*everyday, *ENGINEER])


@pytest.mark.parametrize(("message", "memory"), [
    ("build me an endpoint that returns a customer's invoices", RUST),
    ("scaffold a login form that checks the password length", RUST),
    ("which key combo renames a method across the whole project in my IDE?", IDE),
    ("thursday evening workout, I have 20 minutes, what should I do?", KETTLEBELLS),
    ("my jangmo is visiting next week, where should we take her?", MOTHER_IN_LAW),
    ("my hyung just got a promotion, what should I send him?", BROTHER),
    ("my halmeoni keeps asking when we will visit, what could I mail her meanwhile?", GRANDMOTHER),
    ("is a bowl of jajangmyeon going to spike my blood sugar?", DIABETES),
    ("my tooth aches, can I take an aspirin?", WARFARIN),
    ("we're hauling a couch up to the fourth floor on sunday, can I pitch in?", DISC),
    ("hitting the slopes in banff next month, anything I should watch out for?", KNEE),
    ("the 3pm slump is brutal today, what's a good pick-me-up?", COFFEE),
    ("need something in the background while I write this report", PIANO),
    ("my hyung wants a movie to watch tonight, any ideas?", BROTHER),
    # the one the message is about counts as much as the watching kind's own answers
    ("my jangmo wants a good drama to binge this weekend", MOTHER_IN_LAW),
    ("I cracked my stick blade last night, can it be repaired?", HOCKEY),
    ("any page-turners for the long weekend at the cabin?", FICTION),
])
def test_recalled(engineer: Brain, message: str, memory: str) -> None:
    assert memory in injected(engineer, message)


@pytest.fixture(scope="module")
def engineer_alone(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    """The engineer's memories alone: the everyday user's bikes and walk to work would answer the commute too."""
    yield from stocked(tmp_path_factory.mktemp("engineer-alone"), ENGINEER)


@pytest.mark.parametrize(("message", "memory"), [
    ("time to tune up before I start commuting again, what's on the list?", CYCLES),
])
def test_recalled_alone(engineer_alone: Brain, message: str, memory: str) -> None:
    assert memory in injected(engineer_alone, message)


def test_commute_said_as_verb(engineer_alone: Brain) -> None:
    """The way to work said as a verb ("cycles to work", no bike named) is among what a commute's kind fetches."""
    kind = next(k for k in retrieve.SAID_KINDS if k.asks is retrieve._COMMUTE)
    rows = engineer_alone.store.conn.execute(
        retrieve.SQL_SAID, {"match": kind.match, "types": kind.types, "stopped": kind.stopped}).fetchall()
    assert any(summary == CYCLES and kind.said.match(summary) for _, summary in rows)


@pytest.mark.parametrize(("message", "memory"), [
    ("my neighbour's dog is drinking loads and peeing indoors, is he sick?", DIABETES),  # someone else's body
    ("my coworker's daughter fractured her knee at soccer, what do I send?", KNEE),
    ("my friend's husband is on blood thinners now, what's a good get-well gift?", WARFARIN),
    ("the cat next door is limping, should they take her to the vet?", DISC),
    ("write a python function that reverses a list", RUST),  # a rule on code in another language
    ("write a test for my chemistry class on acids", RUST),  # a test for a class is no code
    ("what does a background check cover?", PIANO),  # a background check is no music
    ("the slopes of the roof need new flashing", KNEE),  # a roof's slopes are no skiing
    ("what should I read into her short reply?", FICTION),  # reading a reply is no book
    ("the blade of the lawnmower is blunt, how do I sharpen it?", HOCKEY),  # no stick's blade
])
def test_not_recalled(engineer: Brain, message: str, memory: str) -> None:
    assert memory not in injected(engineer, message)


@pytest.mark.parametrize(("text", "found"), [
    ("my jangmo wants tea", "jangmo"), ("my hyung called", "hyung"), ("my halmeoni is 90", "halmeoni"),
    ("my noona's wedding", "noona"), ("my yeobo is tired", "yeobo"),
])
def test_my_relation_korean(text: str, found: str) -> None:
    assert [m.group(1).lower() for m in retrieve._MY_RELATION.finditer(text)] == [found]


def test_owned_korean_words() -> None:
    assert "brother" in variants("hyung", owned=True) and "grandmother" in variants("halmeoni", owned=True)
    assert variants("hyung") == ()  # no one's: a name or a word of a song


@pytest.mark.parametrize(("text", "hit"), [
    ("write me a REST controller for orders", True), ("sketch a small signup form that validates the email", True),
    ("scaffold a React component for the header", True), ("implement the middleware for auth", True),
    ("write a test for my class", False), ("write me a service for the church newsletter", False),
    ("make a form for the bake sale sign-ups", False),
])
def test_code_asked(text: str, hit: bool) -> None:
    asks = retrieve.ANSWER_SUBJECTS[0][0]
    assert (asks.search(text) is not None) is hit


@pytest.mark.parametrize(("summary", "rule"), [
    ("User is fine with Kotlin examples", True), ("User prefers TypeScript for frontend work", True),
    ("User wants code first, explanation after", True), ("User wants to learn Python", False),
    ("User likes Java coffee", False), ("User uses Kotlin at work", False),
])
def test_code_rule(summary: str, rule: bool) -> None:
    assert (retrieve.ANSWER_SUBJECTS[0][2].match(summary) is not None) is rule


@pytest.mark.parametrize(("pattern", "text", "hit"), [
    (retrieve._CAFFEINE_ASKED_CUED, "3pm slump, anything to perk me up?", True),
    (retrieve._CAFFEINE_ASKED_CUED, "I need a pick-me-up", True),
    (retrieve._CAFFEINE_ASKED_CUED, "the housing market slump", False),
    (retrieve._BLOOD_SUGAR_CUED, "will this spike my glucose?", True),
    (retrieve._BLOOD_SUGAR_CUED, "a spike in traffic on the site", False),
    (retrieve._MUSIC_ASKED_CUED, "something in the background while I work", True),
    (retrieve._MUSIC_ASKED_CUED, "how long does a background check take?", False),
    (retrieve._EXERCISE_ASKED_CUED, "is it safe to hit the slopes again?", True),
    (retrieve._EXERCISE_ASKED_CUED, "the slopes of the garden flood", False),
    (retrieve._LIFTING_CUED, "we need to haul a couch up to the third floor", True),
    (retrieve._READ_ASKED_CUED, "any page-turners for the beach?", True),
    (retrieve._READ_ASKED_CUED, "what should I read into that?", False),
    (retrieve._HOCKEY_GEAR_CUED, "my stick blade cracked", True),
    (retrieve._HOCKEY_GEAR_CUED, "a glue stick for the kids", False),
])
def test_cued_patterns(pattern: retrieve.Cued, text: str, hit: bool) -> None:
    assert (pattern.search(text) is not None) is hit


@pytest.mark.parametrize(("text", "theirs"), [
    ("my neighbour's cat drinks a lot and pees everywhere, is that a sign of something?", True),
    ("the dog next door keeps limping", True),
    ("my friend's husband is on insulin now, what should I get him?", True),
    ("my neighbour's kid has chickenpox, should I keep my son away?", False),  # asks of the user's own too
    ("my neighbour's cat keeps coming into our garden", False),  # no one unwell
])
def test_their_health(text: str, theirs: bool) -> None:
    assert (retrieve._OWN_HEALTH in retrieve.others_only(text)) is theirs


def test_own_health_rule() -> None:
    assert retrieve._OWN_HEALTH.match("User has type 2 diabetes")
    assert retrieve._OWN_HEALTH.match("User broke his wrist snowboarding last winter")
    assert not retrieve._OWN_HEALTH.match("User's daughter has asthma")
    assert not retrieve._OWN_HEALTH.match("User has a beagle named Mochi")


def test_exercise_prefixes() -> None:
    assert "schedule:kettlebell" in retrieve.CATEGORY_PREFIXES["exercise"]
    assert "schedule:pickup hockey" in retrieve.CATEGORY_PREFIXES["exercise"]
