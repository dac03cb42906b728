"""Leftovers, twenty-fifth round (docs/extraction.md, "leftovers25"): a day got for what is to come ("got my court date,
9 february", said in November, is next year's), a farm said with where it is "outside" or "above" a town and how many
it keeps after a comma, a player or streamer whose play is the job, and a hello or news said to the one addressed as
kin or mate ("hello brother i drive …", "good news sis, …"), and a long illness said by its letters ("CF") with the
modulator or biologic taken for it ("I'm on Kaftrio"), and how to answer: "… and avoid X throughout" ("and no X"), "use
metric or keep both units" ("or both units"), "when you explain german word please give also russian translation"; and a month put right in lower case ("sorry
correction, baby is due in june not may"); a baby's birth with its day after the name, without "born" ("we've had a
new baby girl, Tolani, on 2 october").
Real extractor.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd.brain.service import Brain
from tests import chat

TS = dt.datetime(2026, 12, 9, 9, 0, tzinfo=dt.UTC)  # a Wednesday in December
NOVEMBER = dt.datetime(2026, 11, 3, 9, 0, tzinfo=dt.UTC)


def summaries(*lines: str, at: dt.datetime = TS) -> list[str]:
    return [c.summary for c in chat.heard(*lines, at=at)]


# ---------------------------------------------------------------- a day got for what is to come

@pytest.mark.parametrize(("text", "summary"), [
    ("ugh i got my tribunal date, 4 march", "User got their tribunal date, on 4 March 2027"),
    ("Finally got my passing out date, 20 january!", "User got their passing out date, on 20 January 2027"),
])
def test_a_date_got_is_ahead(text: str, summary: str) -> None:
    assert summary in summaries(text, at=NOVEMBER), summaries(text, at=NOVEMBER)


def test_a_date_got_wrong_is_no_day_ahead() -> None:
    found = summaries("I got my dates mixed up, it was 2 november", at=NOVEMBER)
    assert not [s for s in found if "2027" in s], found


def test_what_was_got_on_a_day_gone_stays_gone() -> None:
    assert "User got their keys on 30 October 2026" in summaries("I got my keys on 30 october", at=NOVEMBER)


# ---------------------------------------------------------------- a farm outside or above a town, and how many it keeps

@pytest.mark.parametrize(("text", "summary"), [
    ("I'm a beef farmer outside Ballymena", "User is a beef farmer outside Ballymena"),
    ("Hill farmer above Dolgellau, about 400 Beulah ewes, so forgive the typos",
     "User is a hill farmer above Dolgellau with about 400 Beulah ewes"),
    ("Goat farmer outside Ripon, 60 goats and a very loud billy.", "User is a goat farmer outside Ripon with 60 goats"),
])
def test_a_farm_outside_or_above_a_town_is_the_job(text: str, summary: str) -> None:
    assert summary in summaries(text), summaries(text)


@pytest.mark.parametrize("text", [
    "Hotel outside Ballymena, about 40 rooms",  # no job
    "my uncle, about 400 ewes above Dolgellau",  # someone else
    "Beef farmer outside Ballymena? how would I even start",  # a question
])
def test_no_farm_of_the_users_is_no_job(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User is a")], summaries(text)


# ---------------------------------------------------------------- a player or streamer whose play is the job

@pytest.mark.parametrize(("text", "summary"), [
    ("im a pro snooker player, tour card since 2023", "User is a pro snooker player"),
    ("I'm a professional gamer on a Fortnite team", "User is a professional gamer"),
    ("I'm a YouTube streamer, mostly chess", "User is a YouTube streamer"),
])
def test_play_for_pay_is_a_job(text: str, summary: str) -> None:
    assert any(s.startswith(summary) for s in summaries(text)), summaries(text)


@pytest.mark.parametrize("text", [
    "I'm a team player, my manager says",
    "I'm a keen snooker player",
    "I'm not a pro player, just for fun",
    "imagine being a pro snooker player lol",
])
def test_a_player_for_fun_is_no_job(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User is a")], summaries(text)


# ---------------------------------------------------------------- a hello or news said to kin or mate

@pytest.mark.parametrize(("text", "summary"), [
    ("hey bro i drive a taxi in leicester", "User drives a taxi in leicester"),
    ("good news mate im a paramedic now", "User is a paramedic"),
    ("yo fam I'm a dental nurse in Swansea", "User is a dental nurse in Swansea"),
])
def test_a_hello_to_kin_or_mate_is_no_part_of_the_fact(text: str, summary: str) -> None:
    assert any(s.startswith(summary) for s in summaries(text)), summaries(text)


@pytest.mark.parametrize("text", [
    "hey bro can you check my essay",  # no fact
    "good news my brother passed his test",  # the brother's news, not a hello to him
])
def test_a_hello_to_kin_adds_no_fact_of_the_users(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User is") or s.startswith("User drives")], summaries(text)


def test_the_brothers_news_is_still_his() -> None:
    assert "User's brother passed his test" in summaries("good news my brother passed his test")


# ---------------------------------------------------------------- a long illness by its letters, and its medicine

@pytest.mark.parametrize(("text", "expected"), [
    ("I have CF, so crowds in winter scare me", ["User has CF"]),
    ("I have multiple sclerosis and I'm on Kesimpta", ["User is on Kesimpta", "User has multiple sclerosis"]),
    ("I'm on Dupixent for my eczema now", ["User is on Dupixent for their eczema"]),
    ("I have cystic fibrosis and I'm on Trikafta", ["User is on Trikafta", "User has cystic fibrosis"]),
])
def test_a_long_illness_and_its_medicine_are_kept(text: str, expected: list[str]) -> None:
    found = summaries(text)
    assert all(e in found for e in expected), found


@pytest.mark.parametrize("text", [
    "my nephew has CF and he's on Kaftrio",  # someone else's
    "should I ask about going on Kesimpta?",  # a question
    "I have cf notes to write up",  # lower case: no illness
])
def test_someone_elses_or_a_question_is_not_the_users(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith(("User has", "User is on"))], summaries(text)


# ---------------------------------------------------------------- how to answer: "and avoid", "or both", "give also"

@pytest.mark.parametrize(("text", "summary"), [
    ("Please use Canadian spelling and avoid British slang throughout", "User wants Canadian spelling and no British slang"),
    ("please use celsius and avoid using emojis", "User wants celsius and no emojis"),
    ("please use imperial or keep both units", "User wants imperial units or both units"),
    ("please use kilometres or give both", "User wants kilometres or both"),
    ("when you explain french word please give also spanish translation",
     "User wants Spanish translation given when French word is explained"),
])
def test_how_to_answer_is_read_whole(text: str, summary: str) -> None:
    assert summaries(text) == [summary]


@pytest.mark.parametrize("text", [
    "should I use kilometres or miles on my CV?",  # a question
    "my teacher told me to use British spelling and avoid slang",  # someone else's rule for the user's writing
    "when you explained the french word yesterday it was wrong",  # a past answer, no rule
    "how many kilometres is a half marathon?",
])
def test_no_rule_is_read_from_a_question_or_a_past_answer(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User wants")], summaries(text)


# ---------------------------------------------------------------- a month put right, typed in lower case

def test_a_month_put_right_in_the_same_conversation_replaces_the_one_said() -> None:
    found = summaries("we're expecting our second baby in april!", "Ok.", "sorry correction, baby is due in march not april")
    assert "User is expecting a baby in March 2027" in found, found
    assert not [s for s in found if "April" in s], found


def test_a_month_said_without_a_correction_is_kept_as_said() -> None:
    found = summaries("we're expecting our second baby in april!", "Ok.", "baby is due in april, so excited")
    assert [s for s in found if "April 2027" in s], found


def test_a_month_put_right_weeks_later_replaces_the_memory(brain: Brain) -> None:
    chat.say(brain, "c1", "2026-10-01", "baby is due in april, so excited")
    assert "User is expecting a baby in April 2027" in chat.live_summaries(brain), chat.live_summaries(brain)
    chat.say(brain, "c2", "2026-11-01", "sorry correction, baby is due in march not april")
    live = chat.live_summaries(brain)
    assert "User is expecting a baby in March 2027" in live, live
    assert "User is expecting a baby in April 2027" not in live


def test_may_the_verb_is_no_month_taken_back(brain: Brain) -> None:
    chat.say(brain, "c1", "2026-10-01", "baby is due in may, so excited")
    chat.say(brain, "c2", "2026-11-01", "sorry, I'm off to bed now, not may")
    assert "User is expecting a baby in May 2027" in chat.live_summaries(brain), chat.live_summaries(brain)


# ---------------------------------------------------------------- a birth, the day said after the name

@pytest.mark.parametrize(("text", "summary"), [
    ("we've had a baby girl, Imani, on 28 november!! so tired", "User's daughter Imani was born on 28 November 2026"),
    ("we've had a new baby boy, Oskar, on the 3rd of december", "User's son Oskar was born on 3 December 2026"),
])
def test_a_birth_dated_after_the_name_is_one_sentence(text: str, summary: str) -> None:
    assert summary in summaries(text), summaries(text)


def test_a_birth_with_no_day_after_the_name_is_undated() -> None:
    found = summaries("we've had a baby girl, Imani, she is perfect")
    assert [s for s in found if s.startswith("User's daughter Imani was born")] and not [s for s in found if "November" in s], found
