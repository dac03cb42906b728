"""What the two years of newuser18 (session 50; tests/test_newuser18.py: Dewi, an Indonesian pastry chef who writes
Indonesian and English mixed and moves from Bali to Jakarta, and Colin, a retired Tasmanian apple grower who writes long
messages) showed of the rules extractor, the store and recall, each pinned with sentences written for this test. Beside
each rule, sentences like it that must store nothing of the kind; a test that says something ends a memory first asserts
it was stored.
"""

from __future__ import annotations

import datetime as dt
import functools

import pytest

from mercuryd import wire
from mercuryd.brain.corrected import forget_asked
from mercuryd.brain.retrieve import _units_asked
from mercuryd.brain.service import Brain
from mercuryd.brain.spelling import standard
from tests import chat
from tests.chat import say

AT = dt.datetime(2026, 9, 10, 9, 0, tzinfo=dt.UTC)

summaries = functools.partial(chat.summaries, at=AT)
facts = functools.partial(chat.facts, at=AT)


def _live(brain: Brain) -> list[str]:
    return [r.summary for r in brain.store.all_memories() if r.superseded_by is None and not r.dismissed]


def _ended(brain: Brain) -> list[str]:
    return [r.summary for r in brain.store.all_memories() if r.superseded_by is not None]


# ---------------------------------------------------------------- a forget request naming someone, and the matter

@pytest.mark.parametrize(("text", "what"), [
    ("Please forget what I told you about Dana Whitlock and the boundary wall.", "Dana Whitlock"),
    ("forget about Priya and her new job please", "Priya"),
    ("Could you forget everything I said about Marco and the loan? We have settled it.", "Marco"),
])
def test_a_name_and_the_matter_it_was_about_is_the_name_forgotten(text: str, what: str) -> None:
    assert forget_asked(text) == what


@pytest.mark.parametrize("text", [
    "forget Tuesday and the meeting",  # a day, no one
    "forget about it and the rest",
    "Forget the hedge and Ron, I was angry",  # the matter first: not this shape
])
def test_no_one_named_first_is_no_forget_of_someone(text: str) -> None:
    assert forget_asked(text) is None


def test_the_named_one_is_dismissed(brain: Brain) -> None:
    say(brain, "a", "2026-02-01", "I'm having a row with our neighbour, Dana Whitlock, over the boundary wall.")
    assert [s for s in _live(brain) if "Dana Whitlock" in s], _live(brain)
    say(brain, "b", "2026-05-01", "Please forget what I told you about Dana Whitlock and the boundary wall.")
    assert not [s for s in _live(brain) if "Dana" in s], _live(brain)


# ---------------------------------------------------------------- where the user lives, said with whom or on what

@pytest.mark.parametrize(("text", "value"), [
    ("I live with my husband Teodor in Mallow", "mallow"),
    ("We live on a sheep farm just outside Oamaru", "oamaru"),
    ("I live with my partner Sam on our little smallholding near Llandeilo", "llandeilo"),
])
def test_a_home_said_with_whom_or_on_a_farm_is_where_the_user_lives(text: str, value: str) -> None:
    assert [f for f in facts(text) if f[2] == "lives_in" and f[3] == value], facts(text)


@pytest.mark.parametrize("text", [
    "I live on a budget in London these days",  # a way of living
    "My sister lives with her husband Tom in Leeds",  # hers
    "we live on a tight budget near Leeds",
])
def test_no_farm_no_home_of_the_users(text: str) -> None:
    assert not [f for f in facts(text) if f[2] == "lives_in" and f[3] in {"budget", "leeds"}], facts(text)


@pytest.mark.parametrize(("text", "value"), [
    ("We moved into the unit at Sandy Bay on Saturday", "sandy bay"),
    ("I've moved into a new unit in Glenorchy", "glenorchy"),
])
def test_a_unit_moved_into_at_a_place_is_the_home(text: str, value: str) -> None:
    assert [f for f in facts(text) if f[2] == "lives_in" and f[3] == value], facts(text)


@pytest.mark.parametrize("text", [
    "They moved me into the cardiac unit at Royal Hobart",  # a hospital's unit, not the user's move
    "we moved into the house at Christmas",  # a feast, no place
    "I moved into the unit",  # no place: a unit of what?
])
def test_a_unit_without_a_place_is_no_home(text: str) -> None:
    assert not [f for f in facts(text) if f[2] == "lives_in"], facts(text)


def test_the_move_into_the_unit_ends_the_farm(brain: Brain) -> None:
    say(brain, "a", "2026-01-10", "I live with my wife Edna on our old dairy farm near Scottsdale.")
    farm = [s for s in _live(brain) if "Scottsdale" in s]
    assert farm, _live(brain)
    say(brain, "b", "2026-10-01", "We moved into the unit at Launceston on Monday, everything is still in boxes.")
    assert farm[0] in _ended(brain), _live(brain)


# ---------------------------------------------------------------- a medicine named after its kind

@pytest.mark.parametrize(("text", "summary"), [
    ("I've been started on a new tablet called ramipril, one a day", "User takes ramipril"),
    ("I was put on a statin called rosuvastatin last week", "User takes rosuvastatin"),
    ("I have been started on a blood thinner called rivaroxaban", "User takes rivaroxaban"),
])
def test_a_medicine_called_by_its_name_is_taken(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", [
    "I have been started on a course called Python basics",  # no medicine
    "my dad has been started on a blood thinner called warfarin",  # his
    "I was put on a team called Falcons",
])
def test_no_medicine_of_the_users_called(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User takes")], summaries(text)


# ---------------------------------------------------------------- someone to be seen is no job

@pytest.mark.parametrize("text", [
    "I am seeing a neurologist in March",
    "I'm visiting my aunt in Derry",
    "and I am to see the dermatologist in June",
])
def test_someone_to_be_seen_is_no_job(text: str) -> None:
    assert not [f for f in facts(text) if f[2] == "job_title"], facts(text)


def test_a_job_said_without_its_article_is_still_one() -> None:
    assert "User is a nursing assistant" in summaries("I'm nursing assistant at St Vincent's")


# ---------------------------------------------------------------- units given leave, and the other units ended

@pytest.mark.parametrize("text", [
    "you may use metric and Celsius with me from now on",
    "The lads at the club all measure in centimetres, so I have had to learn, and you can use metric and Celsius with me from now on.",
])
def test_leave_to_use_units_is_a_wish_for_them(text: str) -> None:
    assert "User wants metric and Celsius" in summaries(text)


def test_leave_to_use_units_keeps_the_fact_said_before_it() -> None:
    said = summaries("I moved to Ohio, so you may use miles from now on")
    assert "User moved to Ohio" in said, said


@pytest.mark.parametrize("text", [
    "you can use metric for this one",  # this answer only
    "you may use the car from now on",  # no units
])
def test_no_units_for_good_no_wish(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User wants")], summaries(text)


def test_units_wanted_now_end_the_other_units_wanted_before(brain: Brain) -> None:
    say(brain, "a", "2026-01-10", "I would prefer measurements in feet and inches and temperatures in Fahrenheit, as that is "
        "what I learnt at school.")
    old = [s for s in _live(brain) if "Fahrenheit" in s]
    assert old, _live(brain)
    say(brain, "b", "2026-06-10", "you may use metric and Celsius with me from now on")
    assert old[0] in _ended(brain), _live(brain)


def test_units_of_another_measure_leave_the_wish(brain: Brain) -> None:
    say(brain, "a", "2026-01-10", "always give recipes in grams please")
    old = [s for s in _live(brain) if "grams" in s]
    assert old, _live(brain)
    say(brain, "b", "2026-06-10", "please use Fahrenheit from now on")
    assert old[0] in _live(brain), _ended(brain)


# ---------------------------------------------------------------- a thing not to be used, described, then named

@pytest.mark.parametrize("text", [
    "Please do not use those little faces, the emojis, as they show up as squares on this old laptop.",
    "Please don't use emojis, as they come out as boxes on this ancient computer.",
])
def test_a_thing_described_then_named_is_not_wanted(text: str) -> None:
    assert "User does not want emojis used" in summaries(text)


@pytest.mark.parametrize("text", [
    "Please do not use the car, as it is broken",  # no answer's thing
    "fix this machine please, it keeps crashing",
])
def test_no_answer_thing_no_rule(text: str) -> None:
    assert not [s for s in summaries(text) if "does not want" in s], summaries(text)


# ---------------------------------------------------------------- a stretch booked is ahead

def test_a_stretch_booked_is_this_years_to_come() -> None:
    said = summaries("We have booked flights to Lisbon from the 2nd to the 12th of October")
    assert [s for s in said if "12 October 2026" in s], said


def test_a_stretch_been_is_not_next_years() -> None:
    said = summaries("We were in Lisbon from the 2nd to the 12th of August")
    assert not [s for s in said if "2027" in s], said


# ---------------------------------------------------------------- an aid got, said in the perfect

def test_an_aid_got_in_the_perfect_is_had() -> None:
    assert "User has a hearing aid" in summaries("I have also finally got a hearing aid, after my son nagged me for ages.")


def test_an_aid_got_for_another_is_not_the_users() -> None:
    assert not [s for s in summaries("I have also got a wheelchair for my dad") if s.startswith("User has")]


# ---------------------------------------------------------------- a thing built is no tool

def test_a_thing_built_in_lower_case_is_no_tool() -> None:
    said = summaries("We are building planters for the community garden")
    assert not [s for s in said if "team uses" in s], said


def test_a_tool_used_is_still_the_teams() -> None:
    assert "User's team uses Terraform for all the infra" in summaries("we use Terraform for all the infra")


# ---------------------------------------------------------------- Indonesian mixed into English

@pytest.mark.parametrize(("text", "summary"), [
    ("Halo! Saya Budi, 45 tahun, guru di sekolah di Medan.", "User's name is Budi"),
    ("Halo! Saya Budi, 45 tahun, guru di sekolah di Medan.", "User is 45 years old"),
    ("aku alergi kacang (peanuts), jadi jangan kasih resep pakai kacang ya", "User is allergic to peanuts"),
    ("kita udah pindah ke Bandung! rumahnya kecil tapi nyaman", "User moved to Bandung"),
    ("aku hamil!! 10 minggu, suami seneng banget", "User is pregnant"),
    ("tolong jawab pakai simple English aja ya, my English not so good", "User wants answers in simple English"),
])
def test_indonesian_said_in_an_english_chat_is_read(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_a_clause_in_indonesian_is_left_out_of_the_fact() -> None:
    assert standard("aku alergi kacang (peanuts), jadi jangan kasih resep pakai kacang ya") == "I'm allergic to peanuts."


@pytest.mark.parametrize("text", [
    "Dan and I moved to Leeds, see ya soon",  # "dan", "ya": English here
    "my friend said aku means I in Indonesian",  # one word
    "see ya at Di's party",
])
def test_english_with_a_word_like_indonesian_is_left_as_it_was(text: str) -> None:
    assert standard(text) == text


# ---------------------------------------------------------------- recall: a size asked for brings the units

@pytest.mark.parametrize("query", [
    "How high should I make the fence for the chooks",
    "How long should the shelves be in the pantry",
    "how deep do I dig for potatoes",
])
def test_a_size_asked_is_a_measure(query: str) -> None:
    assert "feet" in _units_asked(query)


@pytest.mark.parametrize("query", [
    "how long should I rest after the operation",  # a time
    "how long should the chicken be roasted",
    "how long is the drive to Hobart",
])
def test_a_time_asked_is_no_size(query: str) -> None:
    assert not _units_asked(query)


def test_a_size_asked_brings_the_units_wanted(brain: Brain) -> None:
    say(brain, "a", "2026-01-10", "I would prefer measurements in feet and inches, as that is what I grew up with.")
    answer = brain.recall(wire.RecallParams(query="How high should I make the fence for the chooks"))
    assert [m.summary for m in answer.memories if "feet" in m.summary], [m.summary for m in answer.memories]
