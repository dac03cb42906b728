"""Fresh set thirty-four (docs/extraction.md, "Fresh set thirty-four (`l15-*`, fresh34 …)"): a hedge of speech ("if I'm
honest") that hid a whole sentence as a condition, "the doctor's told me", "Clive the locksmith here", a name and a
trade without an article in lower case, a tone asked for a piece written for someone else ("keep it light, he'll cry"),
"in everything you write for me" as a standing rule, and a date corrected in the next message. Real extractor.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd.brain.candidate import Candidate
from tests import chat

TS = dt.datetime(2026, 9, 16, 12, 0, tzinfo=dt.UTC)  # a Wednesday


def dialogue(*lines: str, at: dt.datetime = TS) -> list[Candidate]:
    return chat.heard(*lines, at=at)


def summaries(*lines: str, at: dt.datetime = TS) -> list[str]:
    return [c.summary for c in dialogue(*lines, at=at)]


# ---------------------------------------------------------------- "if I'm honest": a hedge, not a condition

@pytest.mark.parametrize(("text", "summary"), [
    ("I've been a plumber in Derby going on twenty years, though it's time to slow down if I'm honest.",
     "User is a plumber in Derby"),
    ("I'm a night porter at the Balmoral if I'm being honest.", "User is a night porter"),
    ("If I'm being honest, I can't stand coriander.", "User cannot stand coriander"),
])
def test_an_honesty_hedge_leaves_the_statement(text: str, summary: str) -> None:
    assert summary in summaries(text, "Fair enough.")


def test_a_real_condition_stays_a_condition() -> None:
    assert not [s for s in summaries("I'll move to Leeds if I get the job.", "Good luck.") if "Leeds" in s]


# ---------------------------------------------------------------- "the doctor's told me"

@pytest.mark.parametrize("text", ["My GP's told me I'm anaemic.", "The doctor's just told me I'm anaemic."])
def test_the_doctor_has_told_me(text: str) -> None:
    assert "User is anaemic" in summaries(text, "Look after yourself.")


def test_the_doctors_receptionist_is_no_diagnosis() -> None:
    assert not [s for s in summaries("The doctor's receptionist told me I'm late.", "Oh dear.") if "late" in s]


# ---------------------------------------------------------------- "Clive the locksmith here"

@pytest.mark.parametrize(("text", "name", "job"), [
    ("Hi, Maureen the childminder here.", "User's name is Maureen", "User is a childminder"),
    ("Hello again, Gus the plumber here, quick one about a boiler.", "User's name is Gus", "User is a plumber"),
    ("it's Netta the florist here again", "User's name is Netta", "User is a florist"),
])
def test_a_name_and_the_trade_one_is_known_by(text: str, name: str, job: str) -> None:
    got = summaries(text, "Hello!")
    assert name in got and job in got
    assert not [s for s in got if " the " in s and s.startswith("User is a")]  # never "User is a Maureen the childminder"


@pytest.mark.parametrize("text", ["Hi, Thomas the Tank Engine here.", "Hi, Jack the lad here."])
def test_a_nickname_that_names_no_trade_is_nothing(text: str) -> None:
    assert summaries(text, "Hello!") == []


# ---------------------------------------------------------------- "fenella, welder, …": a name and the trade, lower case

def test_a_name_then_the_trade_without_an_article() -> None:
    got = summaries("hiya. fenella, welder, got my own workshop in leith. need a price list", "Hi Fenella!")
    assert "User's name is Fenella" in got and "User is a welder" in got


def test_someone_spoken_of_with_a_trade_is_not_the_user() -> None:
    assert not [s for s in summaries("Anyway, Mark, painter, came round to quote.", "Nice.") if "Mark" in s or "painter" in s]


# ---------------------------------------------------------------- a tone for a piece written for someone else

@pytest.mark.parametrize("text", [
    "Keep it light, he'll cry if it's soppy.",
    "Keep it short, she hates long toasts.",
    "keep it simple please, he gets bored fast",
])
def test_a_tone_for_his_or_her_piece_is_this_answers(text: str) -> None:
    for got in (summaries(text, "Sure."),
                summaries("My brother leaves for Perth on Friday and I have to say a few words.", "Lovely.", text, "Here.")):
        assert not [s for s in got if s.startswith("User wants")]


@pytest.mark.parametrize(("text", "summary"), [
    ("Keep it short, I read these on my phone every day.", "User wants short answers"),
    ("Always keep it short, she reads them out to me.", "User wants short answers"),
])
def test_a_tone_for_every_answer_stays(text: str, summary: str) -> None:
    assert summary in summaries(text, "OK.")


# ---------------------------------------------------------------- "in everything you write for me": standing

@pytest.mark.parametrize(("text", "summary"), [
    ("Please use Australian spelling in everything you write for me.",
     "User wants Australian spelling in everything written for them"),
    ("no emojis in anything you write for me, ever", "User wants no emojis in anything written for them"),
])
def test_all_the_assistants_writing_is_a_standing_rule(text: str, summary: str) -> None:
    assert summary in summaries(text, "Will do.")


def test_one_piece_is_not_a_standing_rule() -> None:
    assert summaries("no emojis in this one", "OK") == []


# ---------------------------------------------------------------- a date corrected in the next message

@pytest.mark.parametrize(("fix", "date"), [
    ("Sorry, correction, it's the 14th.", "14 June 2027"),
    ("wait no, 9 july, they moved it", "9 July 2027"),
    ("Correction, just got a text from her, it's the 19th, not the 12th.", "19 June 2027"),
])
def test_a_date_corrected_next(fix: str, date: str) -> None:
    got = summaries("My daughter Isla's graduation is on 12 June.", "Congratulations!", fix, "Noted.")
    assert f"User's daughter Isla's graduation is on {date}" in got


@pytest.mark.parametrize("then", ["sorry, 5 minutes and I'll be back", "The 14th was my birthday.", "Actually, I love that."])
def test_no_correction_leaves_the_date(then: str) -> None:
    got = summaries("My daughter Isla's graduation is on 12 June.", "Congratulations!", then, "Nice.")
    assert "User's daughter Isla's graduation is on 12 June 2027" in got


# ---------------------------------------------------------------- an organist

def test_an_organist_is_a_job() -> None:
    assert "User is an organist at St Columba's" in summaries("I'm an organist at St Columba's.", "Lovely.") \
        or "User is an organist" in summaries("I'm an organist at St Columba's.", "Lovely.")


# ---------------------------------------------------------------- "I've got a halal butcher's": a shop one owns

@pytest.mark.parametrize(("text", "summary"), [
    ("I've got a halal butcher's on Stoney Lane in Birmingham.", "User has got a halal butcher's on Stoney Lane in Birmingham"),
    ("We've got a little farm in Powys.", "User has got a little farm in Powys"),
    ("I run a barber's in Cardiff.", "User runs a barber's in Cardiff"),
])
def test_a_business_one_has_got(text: str, summary: str) -> None:
    got = dialogue(text, "Nice.")
    assert [c.type for c in got if c.summary == summary] == ["identity"]


@pytest.mark.parametrize("text", ["We've got a new van.", "I've got a shop to run.", "I went to the butcher's this morning."])
def test_a_vehicle_a_chore_or_an_errand_is_no_business(text: str) -> None:
    assert not [c for c in dialogue(text, "OK.") if c.type == "identity"]


# ---------------------------------------------------------------- a sister's baby, named: the niece or nephew

@pytest.mark.parametrize(("text", "child", "name"), [
    ("my sister kirsty just had a baby girl on tuesday named orla so I'm an auntie again", "niece", "Orla"),
    ("My sister had a baby boy called Finn yesterday.", "nephew", "Finn"),
    ("My brother's wife gave birth to a girl named Maeve last night.", "niece", "Maeve"),
])
def test_a_siblings_baby_named(text: str, child: str, name: str) -> None:
    got = dialogue(text, "Congratulations!")
    born = [c for c in got if c.summary.startswith(f"User's {child} {name} was born")]
    assert born and [p.name for p in born[0].persons] == [name]


@pytest.mark.parametrize("text", ["My sister had a girl named Harper in her class.", "My sister Brooke has a girl named Harper."])
def test_no_birth_is_no_niece(text: str) -> None:
    assert not [c for c in dialogue(text, "OK.") if "niece" in c.summary]


# ---------------------------------------------------------------- "me n my …": "n" for "and" between two people

def test_me_n_my() -> None:
    got = summaries("me n my brother Sione are going to Fiji in May", "Nice!")
    assert "User and their brother Sione are going to Fiji in May 2027" in got


def test_n_alone_is_no_and() -> None:
    assert summaries("the n word again, sigh", "Hm.") == []
