"""Recall by meaning, the thirtieth round (branch recall30, docs/recall.md): gaps the twenty-eighth fresh set (a
Singaporean hawker in Toa Payoh) and the sets before it showed; each in a real store with the real sentence model
(real Brain on a SQLite file; no timings):

- relatives in the romanised Chinese words of Singaporean and Malaysian homes ("ah ma", "my popo", "jiejie", "my
  korkor", "my didi") and in chat's letters ("my bf", "my BF"); "popo" only with "my" (bare, the police), "Mei Mei"
  only in lower case (a name);
- someone the user names, whose relation the store knows, is that relative ("how much should Wei Jie and I budget…" is
  the boyfriend's), and a relative said with "her" further into the memory counts ("User is planning a trip to Japan
  with her boyfriend");
- a date out is the partner's ("where can we go for a chill date?");
- the start of the week is a Monday;
- what the user does "for a living", "my business", and a shop, stall or workshop the user runs or owns are the work
  kind; food made for a living is no meal asked;
- coffee in other places' words ("the kopitiam", "a kopi-o", "teh tarik") asks for the caffeine the user avoids;
- more kinds of music by name ("Cantopop", "ballads"), and "put on some old classic songs";
- an age limit said alone ("it's for under 30?");
- learning to drive, asked through its test or lessons;
- a side asked by a nickname in lower case ("when are the stags playing next?");
- a part of a room names the room ("which worktop…" is the kitchen being redone);
- a cat by its coat ("my tabby");
- posting online, followers: the user's pages and channels ("User is starting a TikTok account for the shop").

Messages and stores are written for this file.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from mercuryd.brain import retrieve, variants
from mercuryd.brain.service import Brain
from tests.test_recall_misses import injected, stocked

# A Malaysian-Chinese tailor of 29 in Ipoh: a grandmother, an older sister, a boyfriend by name and a trip with him said
# without it, a brother named Will, a cat, a shop, a heart that will not take caffeine, a kitchen being redone.
TAILOR = [
    ("relationship", "User's grandmother has Parkinson's"),
    ("relationship", "User's older sister is a pharmacist in Penang"),
    ("relationship", "User's boyfriend Wei Jie is a firefighter"),
    ("project", "User is planning a trip to Japan with her boyfriend"),
    ("relationship", "User's brother Will lives in Perth"),
    ("relationship", "User has a cat named Mochi"),
    ("preference", "User loves Cantopop from the nineties"),
    ("habit", "User swims laps every Monday evening"),
    ("identity", "User owns a small tailoring shop in Ipoh"),
    ("constraint", "User avoids caffeine because of her heart rhythm"),
    ("identity", "User is 29 years old"),
    ("goal", "User wants to get her driving licence this year"),
    ("preference", "User supports Tampines Rovers"),
    ("project", "User is redoing her kitchen"),
    ("project", "User is starting a TikTok account for the shop"),
]
GRANDMA = "User's grandmother has Parkinson's"
SISTER = "User's older sister is a pharmacist in Penang"
WEI_JIE = "User's boyfriend Wei Jie is a firefighter"
TRIP = "User is planning a trip to Japan with her boyfriend"
CAT = "User has a cat named Mochi"
CANTOPOP = "User loves Cantopop from the nineties"
SWIM = "User swims laps every Monday evening"
SHOP = "User owns a small tailoring shop in Ipoh"
CAFFEINE = "User avoids caffeine because of her heart rhythm"
AGE = "User is 29 years old"
LICENCE = "User wants to get her driving licence this year"
STAGS = "User supports Tampines Rovers"
KITCHEN = "User is redoing her kitchen"
TIKTOK = "User is starting a TikTok account for the shop"

EVERYDAY = Path(__file__).resolve().parent.parent / "bench" / "data" / "paraphrase_distractors.json"


@pytest.fixture(scope="module")
def tailor(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    """The tailor's memories after another invented user's 505 everyday ones (two users in one store)."""
    everyday = [(t, s) for t, s in json.loads(EVERYDAY.read_text())["memories"]]
    yield from stocked(tmp_path_factory.mktemp("tailor"), [*everyday, *TAILOR])


@pytest.fixture(scope="module")
def tailor_alone(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    """The tailor's memories alone: one user's store, as a new user's is."""
    yield from stocked(tmp_path_factory.mktemp("tailor-alone"), TAILOR)


RECALLED = [
    ("my popo keeps dropping her spoon at dinner, what grips would help?", GRANDMA),
    ("ah ma keeps asking the same question every hour, how should I answer?", GRANDMA),
    ("jiejie starts at a new hospital next month, what should I get her?", SISTER),
    ("my bf is exhausted after another night on call, how do I cheer him up?", WEI_JIE),
    ("where can we go for a chill date this weekend?", WEI_JIE),
    ("how much should wei jie and i put aside each month?", TRIP),
    ("will my sore shoulder be fine for my usual session at the start of the week?", SWIM),
    ("what insurance should I get, given what I do for a living?", SHOP),
    ("what can I order at the kopitiam before opening up?", CAFFEINE),
    ("can I still sign up for the youth leadership camp, it's for under 30?", AGE),
    ("how many hours of practice before the theory test?", LICENCE),
    ("when are the stags playing next?", STAGS),
    ("which worktop is easiest to keep clean?", KITCHEN),
    ("my tabby keeps knocking pins off the table, how do I stop her?", CAT),
    ("how often should I post to get more people through the door?", TIKTOK),
]


@pytest.mark.parametrize(("message", "memory"), RECALLED)
def test_recalled(tailor: Brain, message: str, memory: str) -> None:
    assert memory in injected(tailor, message)


# (in the store of two users the everyday user's five music likes rank above the Cantopop: the model's order among them)
@pytest.mark.parametrize(("message", "memory"), [*RECALLED, ("put on some Hong Kong songs while I hem these trousers", CANTOPOP)])
def test_recalled_alone(tailor_alone: Brain, message: str, memory: str) -> None:
    assert memory in injected(tailor_alone, message)


# each beside its twin above: a message that must not bring the memory
@pytest.mark.parametrize(("message", "memory"), [
    ("the popo pulled my cousin over last night, what are his rights?", GRANDMA),  # the police, no grandmother
    ("ah man, my overlocker jammed again, how do I clear it?", GRANDMA),  # "ah man", no "ah ma"
    ("Mei Mei starts at the shop on Thursday, how should I train her?", SISTER),  # someone named Mei Mei
    ("what date is the tailoring guild's exam?", WEI_JIE),  # a date on a calendar, no date out
    ("will it rain in Ipoh tomorrow?", TRIP),  # "will", no one named
    ("put on some thick socks before the cold night", CANTOPOP),  # clothes put on, no music
    ("what's a good gift at the start of the school year?", SWIM),  # a year's start, no Monday
    ("is it rude to mind my own business when neighbours argue?", SHOP),  # no business of hers
    ("can I buy a sewing machine for under 300?", AGE),  # a price, no age
    ("what's the theory behind this stitch test?", LICENCE),  # a theory, no driving
    ("when are the kids playing at the park next?", STAGS),  # children at play, no side
    ("how do I word a job posting online for a sewing assistant?", TIKTOK),  # a job ad, no page of hers
])
def test_not_recalled(tailor_alone: Brain, message: str, memory: str) -> None:
    assert memory not in injected(tailor_alone, message)


@pytest.mark.parametrize(("text", "relation"), [
    ("my popo is in hospital", "popo"), ("my korkor is flying to Dubai", "korkor"), ("my didi needs a laptop", "didi"),
    ("my gu gu keeps calling", "gu gu"), ("my bf is late", "bf"), ("my BF is late", "BF"), ("my gf's birthday", "gf"),
    ("my laopo is tired", "laopo"),
    ("my MA thesis", None), ("my Mei Mei is coming", None), ("my PA is off today", None),
])
def test_relation_words(text: str, relation: str | None) -> None:
    found = [m.group(1) for m in retrieve._MY_RELATION.finditer(text) if retrieve._relation_word(m.group(1))]
    assert found == ([relation] if relation else [])


@pytest.mark.parametrize(("text", "relation"), [
    ("ah ma keeps forgetting her keys", "ah ma"), ("Ahma turns 90 next week", "ahma"),
    ("meimei starts school tomorrow", "meimei"), ("korkor is flying again", "korkor"),
    ("Mum turns 70 in May", "mum"), ("jiejie's wedding is in March", "jiejie"),
    ("Mei Mei starts school tomorrow", None), ("popo keeps calling", None), ("yeah ma'am", None),
    ("ah man, it broke", None), ("the didi driver is late", None),
])
def test_relation_said_bare(text: str, relation: str | None) -> None:
    found = [" ".join(m.group(1).lower().split()) for m in retrieve._KIN_BARE_CUED.finditer(text)
             if retrieve._not_a_name(m.group(1))]
    assert found == ([relation] if relation else [])
    assert all(f in retrieve._RELATION_GROUPS for f in found)


def test_relation_groups() -> None:
    assert retrieve._RELATION_GROUPS["ah ma"] == retrieve._RELATION_GROUPS["gran"]
    assert retrieve._RELATION_GROUPS["ah gong"] == retrieve._RELATION_GROUPS["grandad"]
    assert retrieve._RELATION_GROUPS["korkor"] == frozenset({"brother"})
    assert retrieve._RELATION_GROUPS["meimei"] == frozenset({"sister"})
    assert "boyfriend" in retrieve._RELATION_GROUPS["bf"] and "girlfriend" in retrieve._RELATION_GROUPS["gf"]


def test_named_relations(tailor_alone: Brain) -> None:
    """Someone named by their stored name is that relative: two words in any case, one word with a capital inside a
    sentence (not a sentence's first word, not a lower-case word)."""
    conn = tailor_alone.store.conn
    assert retrieve._named_relations(conn, "how much should wei jie and i budget?") == ["boyfriend"]
    assert retrieve._named_relations(conn, "can Will and I share a room?") == ["brother"]
    assert retrieve._named_relations(conn, "Will it rain tomorrow?") == []
    assert retrieve._named_relations(conn, "is the Will Rogers museum open late?") == []  # a piece of a longer name
    assert retrieve._named_relations(conn, "it will rain tomorrow") == []
    assert retrieve._named_relations(conn, "how much should Jun Hao and I budget?") == []


@pytest.mark.parametrize(("summary", "hit"), [
    ("User is planning a trip to Japan with her boyfriend", True), ("User is saving for a flat with his girlfriend", False),
    ("User's friend Amy goes hiking with her boyfriend", False), ("User met her boyfriend's parents", False),
])
def test_relative_said_further_in(summary: str, hit: bool) -> None:
    _, pattern = retrieve._relative_words(frozenset({"boyfriend"}))
    assert (pattern.match(summary) is not None) is hit


@pytest.mark.parametrize(("text", "hit"), [
    ("where can we go for a chill date?", True), ("going on a date with my bf", True), ("any good date spots?", True),
    ("what date is the exam?", False), ("go for a date of birth check", False), ("dates and figs for a cake", False),
])
def test_date_out(text: str, hit: bool) -> None:
    assert (retrieve._JUST_US_TWO_CUED.search(text) is not None) is hit


@pytest.mark.parametrize(("text", "days"), [
    ("my off day at the start of the week", {"monday"}), ("early in the week", {"monday"}),
    ("at the beginning of the working week", {"monday"}),
    ("at the start of the weekend", set()), ("the beginning of the weekly report", set()), ("start the week strong", set()),
])
def test_start_of_the_week(text: str, days: set[str]) -> None:
    got = {d for m in retrieve._DAY_SAID_CUED.finditer(text) for d in retrieve._DAYS_SAID[next(g for g in m.groups() if g).lower()]}
    assert got == days


@pytest.mark.parametrize(("text", "hit"), [
    ("since I fry noodles for a living", True), ("what I do for a living", True), ("my hawker business", True),
    ("my own stall", True), ("my small business", True),
    ("mind my own business", False), ("none of your business", False), ("a stall at the market", False),
])
def test_my_job(text: str, hit: bool) -> None:
    assert (retrieve._MY_JOB_CUED.search(text) is not None) is hit


@pytest.mark.parametrize(("summary", "hit"), [
    ("User runs her father's char kway teow stall at the hawker centre", True), ("User owns a small bakery", True),
    ("User runs the family farm", True), ("User took over a car workshop in 2021", True),
    ("User runs a book club", False), ("User runs 5k every Sunday", False), ("User owns a dog", False),
    ("User runs to the shop every morning", False),
])
def test_runs_a_place_of_work(summary: str, hit: bool) -> None:
    assert (retrieve._EMPLOYED.match(summary) is not None) is hit


@pytest.mark.parametrize(("text", "hit"), [
    ("since I fry noodles for a living", True), ("I bake cakes for a living", True),
    ("fry noodles for dinner", False), ("I make a living", False),
])
def test_food_for_a_living(text: str, hit: bool) -> None:
    assert (retrieve._FOOD_FOR_A_LIVING.search(text) is not None) is hit


@pytest.mark.parametrize(("text", "hit"), [
    ("what can I order at the kopitiam?", True), ("is a kopi-o okay for me?", True), ("teh tarik after lunch", True),
    ("a cà phê sữa đá", True), ("a cafezinho after lunch", True),
    ("what's the telephone number?", False), ("my pocket is torn", False),
])
def test_coffee_in_other_words(text: str, hit: bool) -> None:
    assert (retrieve._CAFFEINE_ASKED_CUED.search(text) is not None) is hit


@pytest.mark.parametrize(("summary", "hit"), [
    ("User loves Mandopop ballads", True), ("User loves Cantopop from the nineties", True), ("User enjoys highlife", True),
    ("User likes the house quiet", False), ("User loves country walks", False), ("User prefers indie games", False),
])
def test_music_named(summary: str, hit: bool) -> None:
    assert (retrieve._LIKES_MUSIC.match(summary) is not None) is hit


@pytest.mark.parametrize(("text", "hit"), [
    ("put on some slow chinese songs for my cleaning", True), ("put on some old classic songs", True),
    ("put on some thick socks", False), ("put on something warm", False),
])
def test_put_on_songs(text: str, hit: bool) -> None:
    assert (retrieve._MUSIC_ASKED_CUED.search(text) is not None) is hit


@pytest.mark.parametrize(("text", "hit"), [
    ("can I still apply, it's for under 25?", True), ("is it only for over-60s?", True),
    ("it's open to those aged 18 to 30.", True),
    ("can I get a phone for under 300?", False), ("it's for under 25 minutes", False), ("it's for over 18 people", False),
])
def test_age_limit_said(text: str, hit: bool) -> None:
    assert (retrieve._MY_AGE_CUED.search(text) is not None) is hit


@pytest.mark.parametrize(("text", "hit"), [
    ("tips for the theory test?", True), ("how many driving lessons do I need?", True), ("my L plates fell off", True),
    ("the theory behind the test", False), ("a unit test for the driver", False),
])
def test_learning_to_drive_asked(text: str, hit: bool) -> None:
    assert (retrieve._LEARNING_TO_DRIVE_ASKED_CUED.search(text) is not None) is hit


@pytest.mark.parametrize(("text", "hit"), [
    ("what time the reds playing this weekend?", True), ("when are the gunners playing next?", True),
    ("where can I watch the Reds play on Saturday?", True),
    ("when are the kids playing next?", False), ("watch the Beatles play in the film", False),
    ("what time the shops open tomorrow?", False),
])
def test_side_by_nickname(text: str, hit: bool) -> None:
    assert (retrieve._SIDE_PLAYING_CUED.search(text) is not None) is hit


@pytest.mark.parametrize(("text", "hit"), [
    ("what should I post online to get more customers?", True), ("how do I get more followers?", True),
    ("how often should I post?", True), ("ideas for instagram captions", True),
    ("a job posting online", False), ("the blog post I read", False), ("my feed bill for the hens", False),
    ("post the parcel to Penang", False),
])
def test_posting_asked(text: str, hit: bool) -> None:
    assert (retrieve._POSTING_ASKED_CUED.search(text) is not None) is hit


@pytest.mark.parametrize(("summary", "hit"), [
    ("User is setting up an Instagram page for the stall", True), ("User writes a blog about gardening", True),
    ("User decided to stop using Facebook Marketplace", False), ("User runs a book club", False),
])
def test_has_a_page(summary: str, hit: bool) -> None:
    assert (retrieve._HAS_A_PAGE.match(summary) is not None) is hit


def test_part_of_a_room() -> None:
    assert "kitchen" in variants.variants("worktop") and "kitchen" in variants.variants("countertop")
    assert "worktop" not in variants.variants("kitchen")  # one way: a kitchen asked is not its worktop
    assert "stall" in variants.variants("hawker") and "vegetarian" in variants.variants("meatless")
    assert "noodles" in variants.variants("ramen") and "ramen" not in variants.variants("noodles")
