"""Misses and junk of recall by meaning, issue 11's leftovers and the eighth fresh paraphrase set's misses
(session 33), each in a real store with the real sentence model (real Brain on a SQLite file; no timings):

- "planning a trip to see my family" brought "User's father died in 2015": the family kinds bring what is
  said of each relative, and a death is no one to visit (nor to spend a Sunday with);
- kinds named in other words than the memory's (the eighth set's misses): the weather ("rain", "snow") is
  where the user lives; "jogging", "gym", "hiking" are exercise; "my machine" is the computer; the user's
  pay, money or spending is the app they budget with; somewhere to stay is the lodging they like; "my boss"
  is whoever the user reports to, by whatever title ("head of department"); "my ma", "my pa", "my bro",
  "my sis", "my boet" and "my siblings" are the relatives so called ("my MA" in capitals is a degree); a good
  time to phone the user is when their schedule leaves them free.

Messages and stores are written for this file (the everyday memories are
bench/data/paraphrase_distractors.json, another invented user's).
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from mercuryd.brain.service import Brain
from tests.test_recall_misses import DATA, injected, stocked

# A new user's first memories: a widow's son, his family near and far, a pet, how he likes answers.
WIDOWS_SON = [
    ("identity", "User's name is Oskar"),
    ("relationship", "User's father passed away in 2019"),
    ("relationship", "User's mother Greta lives in Malmö"),
    ("relationship", "User's sister Lotta lives in Gothenburg with her two boys"),
    ("relationship", "User has a cat called Sill"),
    ("habit", "User plays padel on Thursday evenings"),
    ("constraint", "User is allergic to penicillin"),
]
DEATH = "User's father passed away in 2019"


@pytest.fixture(scope="module")
def widows_son(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    yield from stocked(tmp_path_factory.mktemp("widows-son"), WIDOWS_SON)


@pytest.mark.parametrize("message", [
    "planning a trip to see my family over midsummer, what should I bring?",
    "what could we all do together as a family this weekend?",
])
def test_a_death_is_not_whom_the_family_kinds_bring(widows_son: Brain, message: str) -> None:
    got = injected(widows_son, message)
    assert DEATH not in got, got
    assert {"User's mother Greta lives in Malmö", "User's sister Lotta lives in Gothenburg with her two boys"} \
        & set(got), got


def test_the_death_still_answers_a_message_about_it(widows_son: Brain) -> None:
    assert DEATH in injected(widows_son, "it's the anniversary of losing my dad next week, how do I get through it?")


# A teacher's memories, stored by make, title or kind (none shares a word with the messages below).
TEACHER = [
    ("identity", "User lives in Dunedin"),
    ("constraint", "User has asthma that gets worse in cold air"),
    ("identity", "User's laptop is a ThinkPad T480"),
    ("preference", "User tracks every dollar in YNAB"),
    ("preference", "User likes hostels more than hotels"),
    ("relationship", "User's head of department Moana wants every proposal on a single page"),
    ("relationship", "User's son Wiremu is eleven"),
]


@pytest.fixture(scope="module")
def teacher(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    """The teacher's memories after 505 everyday ones (another user's places, laptops, money, work)."""
    everyday = [tuple(row) for row in json.loads((DATA / "paraphrase_distractors.json").read_text())["memories"]]
    yield from stocked(tmp_path_factory.mktemp("teacher"), [*everyday, *TEACHER])


@pytest.mark.parametrize(("message", "memory"), [
    # the weather asked about is where the user is
    ("will it snow over the weekend, should I cancel the picnic?", "User lives in Dunedin"),
    ("is it going to be raining tomorrow afternoon?", "User lives in Dunedin"),
    # an exercise named by its own word brings the conditions that decide what suits
    ("thinking of jogging before school on frosty mornings, tips?", "User has asthma that gets worse in cold air"),
    # "my machine" is the computer, stored by its make
    ("will this video editor even install on my machine?", "User's laptop is a ThinkPad T480"),
    # the user's money and where it goes: the app it is kept in
    ("I keep overspending on takeaways, how do I rein it in?", "User tracks every dollar in YNAB"),
    # somewhere to stay: the lodging the user likes
    ("need somewhere to stay in Queenstown for the ski trip", "User likes hostels more than hotels"),
])
def test_a_kind_named_in_other_words_finds_its_memory(teacher: Brain, message: str, memory: str) -> None:
    assert memory in injected(teacher, message)


def test_my_boss_is_whoever_the_user_reports_to(tmp_path_factory: pytest.TempPathFactory) -> None:
    brain = next(stocked(tmp_path_factory.mktemp("boss"), TEACHER))
    assert "User's head of department Moana wants every proposal on a single page" in \
        injected(brain, "how do I pitch a school trip to my boss?")


@pytest.mark.parametrize("message", [
    "my washing machine is leaking, what do I check first?",
    "how do I set a budget for the school fair?",
])
def test_words_of_another_kind_bring_no_device_nor_money_app(teacher: Brain, message: str) -> None:
    got = injected(teacher, message)
    assert "User's laptop is a ThinkPad T480" not in got and "User tracks every dollar in YNAB" not in got, got


# Family said in informal words, and a shift worker's hours.
KIN = [
    ("relationship", "User's mother Nomsa lives in Pietermaritzburg"),
    ("relationship", "User's father Sipho retired from the railways"),
    ("relationship", "User's brother Thabo coaches rugby in Cape Town"),
    ("relationship", "User's sister Zanele is expecting twins"),
    ("constraint", "User works night shifts and sleeps until 3 pm"),
    ("identity", "User is studying for an MA in history"),
]


@pytest.fixture(scope="module")
def kin(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    """The memories after 505 everyday ones (another user's mother, brother, sister, phone calls)."""
    everyday = [tuple(row) for row in json.loads((DATA / "paraphrase_distractors.json").read_text())["memories"]]
    yield from stocked(tmp_path_factory.mktemp("kin"), [*everyday, *KIN])


@pytest.mark.parametrize(("message", "memory"), [
    ("what can I post my ma for her seventieth?", "User's mother Nomsa lives in Pietermaritzburg"),
    ("my pa keeps asking about trains, any museum ideas?", "User's father Sipho retired from the railways"),
    ("my boet wants drills for his under-12s", "User's brother Thabo coaches rugby in Cape Town"),
    ("my sis needs a double buggy, which ones fold small?", "User's sister Zanele is expecting twins"),
])
def test_informal_words_for_kin_find_the_relative(kin: Brain, message: str, memory: str) -> None:
    assert memory in injected(kin, message)


def test_my_siblings_are_my_brothers_and_sisters(kin: Brain) -> None:
    got = injected(kin, "my siblings are coming for the weekend, what should we do?")
    assert {"User's brother Thabo coaches rugby in Cape Town", "User's sister Zanele is expecting twins"} & set(got), got


def test_an_abbreviation_in_capitals_is_no_relative(kin: Brain) -> None:
    got = injected(kin, "my MA supervisor wants a chapter outline by Friday")
    assert "User's mother Nomsa lives in Pietermaritzburg" not in got, got


def test_when_to_reach_the_user_is_their_schedule(tmp_path_factory: pytest.TempPathFactory) -> None:
    brain = next(stocked(tmp_path_factory.mktemp("shifts"), KIN))
    assert "User works night shifts and sleeps until 3 pm" in injected(brain, "when's a good time for people to ring me?")
