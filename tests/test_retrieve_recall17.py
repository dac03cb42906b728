"""Recall by meaning, the seventeenth round (branch recall17, docs/recall.md): kinds the sixteenth fresh set said in
other words; each in a real store with the real sentence model (real Brain on a SQLite file; no timings):

- "back in my tierra", "mi pueblo" the home town; trains not running the way to work; cleats or shin pads the
  football the user plays;
- a pit bull is a dog ("my dog", "the perro");
- the user's people in Mexican and other Spanish words, after "my" or "mi" ("mi jefa", "my carnal", "my tía", "mi
  casero", "my abuelita"; "jefa" is a mother and a boss) or a Spanish article in lower case ("la niña keeps…"; not "La
  Niña", the weather);
- a dish of seafood named brings an allergy to it; a medical visit's cost the user's health cover; money sent home
  what the user sends; a whetstone the knives the user has; a recipe's dozens the rules on its quantities; "within
  walking distance" the home; "something to vibe to" the music liked (corridos, norteño, banda…); a concha or pan dulce
  a cut in sugar said after a condition; a cantina or chelas what the user drinks; bugs on "the plants" what the user
  grows.

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

# A 38-year-old Guatemalan-born nurse's aide in Logan Square, Chicago: a mother in Guadalajara, a brother a firefighter
# in Phoenix, an aunt who minds his son, a daughter who reacts to ibuprofen, a grandmother with dementia, a supervisor,
# a landlord upstairs; crustaceans, no health cover, money wired to Quetzaltenango, Japanese knives, grams in recipes,
# norteño, prediabetes, sober since 2021, habaneros in pots.
AIDE = [
    ("relationship", "User's mother Rosa lives in Guadalajara"),
    ("relationship", "User's brother Beto is a firefighter in Phoenix"),
    ("relationship", "User's aunt Chela babysits his son on Thursdays"),
    ("relationship", "User's daughter Luz reacts badly to ibuprofen"),
    ("relationship", "User's grandmother has dementia"),
    ("relationship", "User's supervisor is Gloria"),
    ("relationship", "User's landlord Mr. Novak lives upstairs"),
    ("constraint", "User is allergic to crustaceans"),
    ("identity", "User has no health insurance"),
    ("habit", "User wires cash to his family in Quetzaltenango each month"),
    ("identity", "User owns a Shun santoku and a nakiri"),
    ("preference", "User wants recipe amounts in grams"),
    ("identity", "User lives in Logan Square"),
    ("preference", "User loves norteño and banda"),
    ("constraint", "User is prediabetic and is cutting back on sugar"),
    ("constraint", "User has been sober since 2021"),
    ("project", "User grows habaneros in pots"),
    ("relationship", "User has a pit bull called Chato"),
    ("identity", "User was born in Quetzaltenango"),
    ("habit", "User rides the Blue Line to the care home"),
    ("habit", "User plays five-a-side with his cousins"),
    ("preference", "User likes strong black coffee"),
    ("habit", "User runs along the lakefront on Saturday mornings"),
    ("identity", "User works nights at a care home"),
    ("preference", "User reads thrillers on the bus"),
    ("goal", "User is saving for a used Corolla"),
]
MOTHER = "User's mother Rosa lives in Guadalajara"
BROTHER = "User's brother Beto is a firefighter in Phoenix"
AUNT = "User's aunt Chela babysits his son on Thursdays"
DAUGHTER = "User's daughter Luz reacts badly to ibuprofen"
GRANDMOTHER = "User's grandmother has dementia"
SUPERVISOR = "User's supervisor is Gloria"
LANDLORD = "User's landlord Mr. Novak lives upstairs"
CRUSTACEANS = "User is allergic to crustaceans"
INSURANCE = "User has no health insurance"
WIRES = "User wires cash to his family in Quetzaltenango each month"
KNIVES = "User owns a Shun santoku and a nakiri"
GRAMS = "User wants recipe amounts in grams"
HOME = "User lives in Logan Square"
NORTENO = "User loves norteño and banda"
SUGAR = "User is prediabetic and is cutting back on sugar"
SOBER = "User has been sober since 2021"
HABANEROS = "User grows habaneros in pots"
PIT_BULL = "User has a pit bull called Chato"
BORN = "User was born in Quetzaltenango"
BLUE_LINE = "User rides the Blue Line to the care home"
FIVE_A_SIDE = "User plays five-a-side with his cousins"


EVERYDAY = Path(__file__).resolve().parent.parent / "bench" / "data" / "paraphrase_distractors.json"


@pytest.fixture(scope="module")
def aide(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    """The aide's memories after another invented user's 505 everyday ones (a mother, a brother, a boss, a landlord,
    coffee, music and sweets of their own: the kind's other answers)."""
    everyday = [(t, s) for t, s in json.loads(EVERYDAY.read_text())["memories"]]
    yield from stocked(tmp_path_factory.mktemp("aide"), [*everyday, *AIDE])


@pytest.fixture(scope="module")
def aide_alone(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    """The aide's memories alone: the everyday user's boss and landlord would be his too."""
    yield from stocked(tmp_path_factory.mktemp("aide-alone"), AIDE)


@pytest.mark.parametrize(("message", "memory"), [
    ("mi jefa is coming up to visit in the spring, where should I take her?", MOTHER),
    ("my carnal just got engaged, what do I get him?", BROTHER),
    ("my tía is sick this week, who else could watch the little guy?", AUNT),
    ("la niña has a fever again tonight, what can I give her?", DAUGHTER),
    ("my abuelita keeps forgetting where she is, how do I help from far away?", GRANDMOTHER),
    ("they're serving shrimp ceviche at the wedding, is that ok for me?", CRUSTACEANS),
    ("my kid twisted his ankle, is the walk-in clinic cheaper than the hospital?", INSURANCE),
    ("the quetzal is strong right now, should I wire more down to my folks?", WIRES),
    ("how often should I use a whetstone?", KNIVES),
    ("need three dozen cookies for the school fair, can you scale it up?", GRAMS),
    ("any good taquerías within walking distance?", HOME),
    ("put something on for the drive to work, something to vibe to", NORTENO),
    ("can I have a concha with breakfast?", SUGAR),
    ("the guys want chelas after the game, how do I say no without a speech?", SOBER),
    ("the plants on my balcony have little white bugs, what do I spray?", HABANEROS),
    ("can the perro have chicken bones?", PIT_BULL),
    ("my dog keeps pulling on the leash, any tips?", PIT_BULL),
    ("what sweets do they make for Christmas in mi pueblo?", BORN),
    ("the trains aren't running downtown tomorrow, how do I get in?", BLUE_LINE),
    ("need new shin pads, what should I look for?", FIVE_A_SIDE),
])
def test_recalled(aide: Brain, message: str, memory: str) -> None:
    assert memory in injected(aide, message)


@pytest.mark.parametrize(("message", "memory"), [
    ("my jefa at work won't sign off on my vacation days, what do I do?", SUPERVISOR),
    ("can you write a note to mi casero about the leak in the bathroom?", LANDLORD),
    ("my carnal just got engaged, what do I get him?", BROTHER),
])
def test_recalled_alone(aide_alone: Brain, message: str, memory: str) -> None:
    assert memory in injected(aide_alone, message)


@pytest.mark.parametrize(("message", "memory"), [
    ("will La Niña make this winter colder here?", DAUGHTER),  # the weather, not a girl
    ("is the film Carnal Knowledge worth watching?", BROTHER),  # an English word when no one's
    ("how do I send the jacket back to the store?", WIRES),  # sending back is no money sent home
    ("what time does the clinic open on Saturday?", INSURANCE),  # no cost asked
    ("what grit of sandpaper for oak?", KNIVES),  # sanding is no sharpening
    ("how do I make a pivot table?", GRAMS),  # no recipe
    ("is chocolate bad for the dog next door?", PIT_BULL),  # someone else's dog
    ("are clipless cycling cleats worth it for a beginner?", FIVE_A_SIDE),  # a bike's cleats
])
def test_not_recalled(aide: Brain, message: str, memory: str) -> None:
    assert memory not in injected(aide, message)


@pytest.mark.parametrize(("text", "found"), [
    ("mi jefa turns 60", "jefa"), ("my carnal is here", "carnal"), ("my tía called", "tía"), ("a note to mi casero", "casero"),
    ("my ahijado's communion", "ahijado"), ("mis primos are visiting", "primos"),
])
def test_my_relation_spanish(text: str, found: str) -> None:
    assert [m.group(1).lower() for m in retrieve._MY_RELATION.finditer(text)] == [found]


@pytest.mark.parametrize(("text", "found"), [
    ("la niña keeps coughing", ["niña"]), ("La niña has a fever", ["niña"]), ("el perro ate it", ["perro"]),
    ("is La Niña coming this year?", []), ("El Niño winters are mild", []), ("the Carnal Knowledge film", []),
])
def test_spanish_article_relation(text: str, found: list[str]) -> None:
    assert [m.group(1) for m in retrieve._LA_RELATION_CUED.finditer(text)] == found


def test_owned_spanish_words() -> None:
    assert "mother" in variants("jefa", owned=True) and "boss" in variants("jefa", owned=True)
    assert variants("carnal") == () and variants("tia") == ()  # no one's: an English word, a name
    assert retrieve.analyze("mi jefa is here").owned == frozenset({"jefa"})


@pytest.mark.parametrize(("pattern", "text", "hit"), [
    (retrieve._SEAFOOD_DISH_CUED, "is the paella safe for me?", True),
    (retrieve._SEAFOOD_DISH_CUED, "what's a good chicken stew?", False),
    (retrieve._CARE_COST_CUED, "urgent care or the ER, which costs less?", True),
    (retrieve._CARE_COST_CUED, "what will a doctor's visit cost me?", True),
    (retrieve._CARE_COST_CUED, "the error costs us an hour every build", False),
    (retrieve._CARE_COST_CUED, "when does the hospital shop open?", False),
    (retrieve._SENDING_HOME_CUED, "should I send more money home this month?", True),
    (retrieve._SENDING_HOME_CUED, "the peso is weak this week", True),
    (retrieve._SENDING_HOME_CUED, "send the file back to me", False),
    (retrieve._SENDING_HOME_CUED, "send the kids home early", False),
    (retrieve._SHARPENING_CUED, "which honing rod should I buy?", True),
    (retrieve._SHARPENING_CUED, "how do I sharpen my kitchen knives?", True),
    (retrieve._SHARPENING_CUED, "sharpen this photo for me", False),
    (retrieve._PLANTS_ASKED_CUED, "the pepper plants have aphids", True),
    (retrieve._PLANTS_ASKED_CUED, "the power plants are closing", False),
    (retrieve._MUSIC_ASKED_CUED, "something to vibe to while I cook", True),
    (retrieve._MUSIC_ASKED_CUED, "put something on for the commute", True),
    (retrieve._MUSIC_ASKED_CUED, "put something on the grill for me", False),
    (retrieve._DRINKS_OUT_CUED, "they always push chelas on me", True),
    (retrieve._SWEET_ASKED_CUED, "pan dulce for breakfast?", True),
    (retrieve._TRANSIT_DOWN_CUED, "the buses are on strike on Monday", True),
    (retrieve._TRANSIT_DOWN_CUED, "how do I get to work if the bridge is shut?", True),
    (retrieve._TRANSIT_DOWN_CUED, "the server is down again", False),
    (retrieve._SPORT_GEAR_CUED, "my cleats ripped", True),
    (retrieve._SPORT_GEAR_CUED, "SPD cycling cleats or flats?", False),
])
def test_cued_patterns(pattern: retrieve.Cued, text: str, hit: bool) -> None:
    assert (pattern.search(text) is not None) is hit


@pytest.mark.parametrize(("text", "hit"), [
    ("any cafés within walking distance?", True), ("walking distance from my place", True),
    ("what is a normal walking distance for a dog?", False),
])
def test_near_me_walking(text: str, hit: bool) -> None:
    assert (retrieve._NEAR_ME.search(text) is not None) is hit


def test_origin_spanish() -> None:
    assert retrieve._ORIGIN.search("what do they cook back in my tierra?")
    assert not retrieve._ORIGIN.search("a tierra colorada pot")


def test_said_rules() -> None:
    assert retrieve._PLAYS_FOOTBALL.match("User plays in a Sunday soccer league")
    assert not retrieve._PLAYS_FOOTBALL.match("User is a qualified football referee")
    assert retrieve._CUTS_SUGAR.match("User has prediabetes and is cutting down on sugar")
    assert retrieve._LIKES_MUSIC.match("User likes corridos tumbados")
    assert retrieve._SEAFOOD_ALLERGY.match("User's son is allergic to shellfish")
    assert not retrieve._SEAFOOD_ALLERGY.match("User is allergic to cats")
    assert retrieve._HEALTH_COVER.match("User has no health insurance")
    assert retrieve._SENDS_MONEY.match("User sends money to his mother through Remitly")
    assert retrieve._HAS_KNIVES.match("User's knives are a gyuto and a petty")
