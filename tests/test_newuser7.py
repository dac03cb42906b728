"""Two more new users' years through a real Brain (newuser7, session 41; docs/extraction.md, "newuser7"): a Finnish
lorry driver who takes up the accordion, whose mother moves into care, who changes employer and moves in with Leena, and
a Brazilian PhD student in Lyon who goes vegan and back, adopts a cat, defends and starts dating (bench/newuser/personas.py
``jari``, ``fernanda``; run with bench/newuser/year_brain.py). Each family of sentences a rule a person would name; the
real extractor, and the store where a rule is about what stays live.

Sentences are written for their family, not copied from the personas' scripts.
"""

from __future__ import annotations

import datetime as dt
import functools

import pytest

from mercuryd.brain.clock import FakeClock
from mercuryd.brain.english import cut_tail, normalise
from mercuryd.brain.service import Brain
from tests import chat

AT = dt.datetime(2026, 6, 10, 18, 0, tzinfo=dt.UTC)

summaries = functools.partial(chat.summaries, at=AT)
facts = functools.partial(chat.facts, at=AT)


def _day(month: int, day: int = 10) -> dt.datetime:
    return dt.datetime(2026, month, day, 18, 0, tzinfo=dt.UTC)


# ---------------------------------------------------------------- a verb shouted

@pytest.mark.parametrize(("said", "read"), [
    ("I PASSED my theory test!!", "I passed my theory test!!"),
    ("I PASSED the CFA level 1!!!", "I passed the CFA level 1!!!"),
    ("RESCUED A DOG today", "rescued a dog today"),
    ("omg I FINISHED THE MARATHON", "omg I finished the marathon"),
    ("MOVED TO BRISTOL last week", "moved to Bristol last week"),
    ("I WON!", "I won!"),
])
def test_a_verb_shouted_is_read_in_lower_case(said: str, read: str) -> None:
    assert normalise(said) == read


@pytest.mark.parametrize("said", [
    "send a PUT request to the endpoint", "the GCP IAM API is slow", "I work at NATO now", "we use NHS data",
    "POST /v1/orders returns 409",
])
def test_names_and_methods_in_capitals_stay(said: str) -> None:
    assert normalise(said) == said


def test_a_shouted_verb_leaves_no_capitals_in_the_summary() -> None:
    got = summaries("I PASSED my theory test!!")
    assert "User passed their theory test" in got, got


# ---------------------------------------------------------------- a pet named after an emoji, the "I" unsaid

@pytest.mark.parametrize(("text", "summary"), [
    ("ADOPTED A CAT 🐱 her name is Juniper", "User adopted a cat named Juniper"),
    ("adopted a kitten! Her name is Mochi", "User adopted a kitten named Mochi"),
    ("RESCUED A DOG 🐶 his name is Biscuit, he's 3", "User's dog Biscuit is 3"),
])
def test_a_pet_named_after_the_adoption_with_no_subject(text: str, summary: str) -> None:
    assert summary in summaries(text), summaries(text)


def test_someone_elses_pet_is_not_the_users() -> None:
    assert not [s for s in summaries("My neighbour adopted a cat. Her name is Tilly") if "User adopted" in s]


# ---------------------------------------------------------------- "decided to go vegan" is the diet

@pytest.mark.parametrize(("text", "summary"), [
    ("decided to go vegetarian, the climate stuff got to me", "User has gone vegetarian"),
    ("I've decided to go pescatarian last month", "User went pescatarian in May 2026"),
])
def test_a_diet_decided_is_the_diet_now(text: str, summary: str) -> None:
    got = [f for f in facts(text) if f[2] == "diet"]
    assert [f[1] for f in got] == [summary], facts(text)


@pytest.mark.parametrize("text", [
    "I've decided to go vegan in January", "We decided to go vegetarian for Lent", "I decided to go vegan after Christmas",
])
def test_a_diet_decided_for_later_is_not_the_diet_now(text: str) -> None:
    assert not [f for f in facts(text) if f[2] == "diet"], facts(text)


def test_not_vegan_any_more_ends_a_diet_decided(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(2), "c1", "decided to go vegan, a friend showed me a film about dairy farms")
    assert [s for s in chat.live_summaries(brain) if "vegan" in s], "the diet decided was not kept, so nothing could end it"
    chat.hear(brain, clock, _day(8), "c2", "I'm not vegan any more, cheese won")
    live = chat.live_summaries(brain)
    assert not [s for s in live if "vegan" in s and "no longer" not in s], live


# ---------------------------------------------------------------- normal English allowed again

def test_longer_answers_and_normal_english_are_both_allowed() -> None:
    got = summaries("you can give me longer answers and normal english now, my english is much better these days")
    assert "User is fine with longer answers" in got and "User is fine with normal English" in got, got


def test_normal_english_ends_the_simple_words(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(1), "c1", "Please use simple English, I am still learning.", "Always use metric units please.")
    assert [s for s in chat.live_summaries(brain) if "simple" in s.lower()], chat.live_summaries(brain)  # kept first
    chat.hear(brain, clock, _day(9), "c2", "you can give me longer answers and normal english now")
    live = chat.live_summaries(brain)
    assert not [s for s in live if "simple" in s.lower()], live
    assert [s for s in live if "metric" in s], live


def test_longer_answers_alone_leave_the_simple_words(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(1), "c1", "Please use simple English, I am still learning.")
    chat.hear(brain, clock, _day(9), "c2", "you can give me longer answers now")
    assert [s for s in chat.live_summaries(brain) if "simple" in s.lower()], chat.live_summaries(brain)


# ---------------------------------------------------------------- a relative's move done ends where they lived

def test_a_parents_move_ends_their_home_and_the_move_planned(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(1), "c1", "My dad Eamon lives on his own in a bungalow in Sligo.")
    chat.hear(brain, clock, _day(3), "c2", "My dad is moving to a nursing home in Sligo in the summer.")
    before = chat.live_summaries(brain)
    assert [s for s in before if "bungalow" in s] and [s for s in before if "is moving" in s], before  # kept first
    chat.hear(brain, clock, _day(7), "c3", "My dad moved into the nursing home on Friday.")
    live = chat.live_summaries(brain)
    assert not [s for s in live if "bungalow" in s or "is moving" in s], live
    assert [s for s in live if "moved into the nursing home" in s], live


def test_a_parent_moving_in_with_the_user_ends_their_home(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(1), "c1", "My mum lives alone in a flat in Croydon.")
    assert [s for s in chat.live_summaries(brain) if "Croydon" in s], chat.live_summaries(brain)  # kept first
    chat.hear(brain, clock, _day(5), "c2", "My mum has moved in with us, she needed more help.")
    assert not [s for s in chat.live_summaries(brain) if "Croydon" in s], chat.live_summaries(brain)


def test_another_relatives_move_or_a_stay_in_hospital_leaves_the_home(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(1), "c1", "My sister Orla lives in Galway.", "My mum lives alone in a flat in Croydon.")
    chat.hear(brain, clock, _day(5), "c2", "My sister Niamh moved to Dublin.", "My mum moved into hospital for her hip.")
    live = chat.live_summaries(brain)
    assert [s for s in live if "Galway" in s] and [s for s in live if "Croydon" in s], live


@pytest.mark.parametrize(("text", "summary"), [
    ("Mother moved into the care home on Sunday.", "User's mother moved into the care home on Sunday, 7 June 2026"),
    ("Father has had a hip operation.", "User's father has had a hip operation"),
])
def test_mother_and_father_said_as_names_are_the_users_parents(text: str, summary: str) -> None:
    assert summary in summaries(text), summaries(text)


# ---------------------------------------------------------------- a diet taken back

@pytest.mark.parametrize(("text", "diet"), [("so vegetarian again I guess", "vegetarian"), ("pescatarian again, I think", "pescatarian")])
def test_a_diet_said_again_is_the_diet_now(text: str, diet: str) -> None:
    got = [f for f in facts(text) if f[2] == "diet"]
    assert [(f[1], f[3]) for f in got] == [(f"User is {diet}", diet)], facts(text)


@pytest.mark.parametrize("text", ["vegetarian again?", "so vegetarian again for a while"])
def test_a_diet_again_asked_or_for_a_while_is_not_read(text: str) -> None:
    assert not [f for f in facts(text) if f[2] == "diet"], facts(text)


# ---------------------------------------------------------------- "when I ask for X please …" and its end

@pytest.mark.parametrize(("text", "summary"), [
    ("when I ask for bash please give me full runnable examples", "User wants full runnable examples when they ask for bash"),
    ("when i ask for recipes please use metric units", "User wants metric units when they ask for recipes"),
])
def test_please_after_what_the_user_asks_for_opens_the_rule(text: str, summary: str) -> None:
    assert summary in summaries(text), summaries(text)


@pytest.mark.parametrize("text", ["when I ask about my visa please double check the dates",
                                  "when you write emails for me please sign them Ana"])
def test_please_after_what_is_asked_for_needs_a_rule_of_answers(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User wants")], summaries(text)


@pytest.mark.parametrize(("text", "summary"), [
    ("you can stop with the long python examples now", "User wants no more long python examples"),
    ("ok you can stop with the full bash snippets, I've got it", "User wants no more full bash snippets"),
])
def test_stop_with_examples_of_a_kind_is_no_more_of_them(text: str, summary: str) -> None:
    assert summary in summaries(text), summaries(text)


def test_stop_with_the_examples_alone_is_one_answers_complaint() -> None:
    assert not summaries("stop with the examples, you're not helping")


def test_no_more_examples_of_a_kind_ends_the_wish_for_them(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(1), "c1", "when I ask for bash please give me full runnable examples, not fragments")
    chat.hear(brain, clock, _day(6), "c2", "you can stop with the full bash examples now, fragments are fine")
    live = chat.live_summaries(brain)
    assert not [s for s in live if "runnable" in s], live


# ---------------------------------------------------------------- an aside the split cut open

def test_an_aside_cut_open_is_left_out_of_the_summary() -> None:
    assert cut_tail("User is doing a masters in economics at Sciences Po (second year") == \
        "User is doing a masters in economics at Sciences Po"
    assert cut_tail("User is sad :(") == "User is sad"
    got = summaries("oi! I'm Lucas, portuguese (from Porto), 31, doing a PhD in economics at Lyon 2 (final year, help)")
    assert "User is doing a PhD in economics at Lyon 2" in got, got


def test_an_aside_closed_stays() -> None:
    assert cut_tail("User works at Acme (the Leeds office)") == "User works at Acme (the Leeds office)"


# ---------------------------------------------------------------- a doctorate done ends the doctorate under way

@pytest.mark.parametrize("done", ["I'm officially Dr. Okafor now!", "I defended my PhD this morning!!"])
def test_a_doctorate_done_ends_the_doctorate_under_way(brain: Brain, clock: FakeClock, done: str) -> None:
    chat.hear(brain, clock, _day(1), "c1", "I'm doing a PhD in marine biology at Plymouth.")
    assert [s for s in chat.live_summaries(brain) if "doing a PhD" in s], chat.live_summaries(brain)  # kept first
    chat.hear(brain, clock, _day(9), "c2", done)
    assert not [s for s in chat.live_summaries(brain) if "doing a PhD" in s], chat.live_summaries(brain)


def test_a_thesis_chapter_finished_leaves_the_doctorate(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(1), "c1", "I'm doing a PhD in marine biology at Plymouth.")
    chat.hear(brain, clock, _day(9), "c2", "I finished chapter 3 of my PhD thesis!")
    assert [s for s in chat.live_summaries(brain) if "doing a PhD" in s], chat.live_summaries(brain)


# ---------------------------------------------------------------- "X and I are official now"

@pytest.mark.parametrize(("text", "name"), [("Marco and I are official now!!", "marco"), ("Ines and I are official 💕", "ines")])
def test_official_now_is_a_couple(text: str, name: str) -> None:
    got = [f for f in facts(text) if f[2] == "partner"]
    assert [(f[1], f[3]) for f in got] == [(f"User and {name.capitalize()} are officially a couple", name)], facts(text)


@pytest.mark.parametrize("text", ["Marco and I are official partners in the shop", "Ines and I are official witnesses"])
def test_official_as_a_title_is_no_couple(text: str) -> None:
    assert not [f for f in facts(text) if f[2] == "partner"], facts(text)


# ---------------------------------------------------------------- "we met at …": whom was said before

@pytest.mark.parametrize("text", ["we met at the choir lol, he sings bass", "we first met online in 2021"])
def test_we_met_without_whom_is_not_kept(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User met") or s.startswith("User first met")], summaries(text)


def test_met_someone_named_is_kept() -> None:
    assert "User met Pekka at the choir" in summaries("I met Pekka at the choir")
