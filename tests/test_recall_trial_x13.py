"""What the ninth recall trial (docs/recall.md, "A ninth recall trial": a Chilean winemaker who
changes winery and city, ``x13-*``) found wrong, on the real extractor, the real daemon and a real
store: a job offer told with its acceptance ("I got an offer to be head winemaker at … I said yes!!")
stayed an offer, so the old employer stayed current; a rule for one kind of answer said with "when
you compare things" lost its scope; "one rule for you:" framed no rule, and "write it formal, with
usted" was not read; "my exam" did not find a diploma.

Sentences are written for their family, not copied from the trial.
"""

from __future__ import annotations

import datetime as dt
import functools
from typing import Any

import pytest

from tests import chat
from tests.chat import ingest
from tests.conftest import DaemonProc

TS = dt.datetime(2026, 6, 10, 9, 0, tzinfo=dt.UTC)


facts = functools.partial(chat.facts, at=TS)
summaries = functools.partial(chat.summaries, at=TS)


# ------------------------------------------------------------------ the extractor


@pytest.mark.parametrize(("text", "org"), [
    ("Great news, I got an offer to be head chef at Casa Lola, in the Old Town. I said yes!", "casa lola"),
    ("I got offered the senior nurse job at St James. I start in March.", "st james"),
    ("So I got an offer as lead designer at Figma... and I accepted it this morning!", "figma"),
])
def test_an_offer_taken_is_the_new_job(text: str, org: str) -> None:
    found = facts(text)
    assert ("works_at", org) in [(a, v) for _, _, a, v in found], found
    assert not any(s.startswith("User got an offer") or s.startswith("User was offered") for _, s, _, _ in found), found


@pytest.mark.parametrize("text", [
    "I got an offer to be head chef at Casa Lola. Should I take it?",
    "I got an offer as lead designer at Figma, not sure yet, I haven't said yes",
])
def test_an_offer_not_taken_is_no_job(text: str) -> None:
    assert not any(a == "works_at" for _, _, a, _ in facts(text)), facts(text)


@pytest.mark.parametrize(("text", "summary"), [
    ("And when you compare things, put the numbers in a table please.", "User wants the numbers in a table when comparing things"),
    ("When you recommend hotels, put the prices first.", "User wants the prices first when recommending hotels"),
])
def test_a_rule_for_one_kind_of_answer_keeps_its_kind(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize(("text", "summary"), [
    ("One rule for you: when I ask you for a letter in German, write it formal, with Sie, never du.",
     "User wants a letter in German written formally, with Sie, never du"),
    ("when I ask for an email to my landlord, write it polite", "User wants an email to my landlord written politely"),
])
def test_writing_of_one_kind_said_formal_or_polite(text: str, summary: str) -> None:
    assert summary.replace(" my ", " their ") in summaries(text)


@pytest.mark.parametrize(("text", "summary"), [
    ("Please answer in English, and always metric units and Celsius.", "User wants answers in English, metric units and Celsius"),
    ("Use British spelling, and always metric", "User wants British spelling, metric units"),
])
def test_a_second_shape_said_with_always_joins_the_first(text: str, summary: str) -> None:
    assert summaries(text) == [summary]


@pytest.mark.parametrize(("text", "summary"), [
    ("My son Leo starts swimming lessons on Saturday mornings then.", "User's son Leo starts swimming lessons on Saturday mornings"),
    ("I'm done with the Excel sheets, thank god.", "User is done with the Excel sheets"),
])
def test_relief_or_a_closing_then_is_not_part_of_the_fact(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_a_then_that_points_at_a_time_stays() -> None:
    assert any(s.endswith("since then") for s in summaries("I've been vegetarian since then")), summaries("I've been vegetarian since then")


# ------------------------------------------------------------------ through the daemon


def live(daemon: DaemonProc) -> list[dict[str, Any]]:
    return daemon.call("memory.list", {"limit": 200})["items"]


def test_an_offer_taken_ends_the_old_employer(daemon: DaemonProc) -> None:
    ingest(daemon, "c1", "2026-02-02T10:00:00Z", "Hi, I'm Marta, I'm the sommelier at Bodega Ruiz in Logroño.")
    assert any("Bodega Ruiz" in m["summary"] for m in live(daemon)), live(daemon)
    ingest(daemon, "c2", "2026-06-02T10:00:00Z",
           "Big news! I got an offer to be wine director at Hotel Maria Cristina, in San Sebastián. I said yes, I start on 1 September.")
    kept = [m["summary"] for m in live(daemon)]
    assert not any("Bodega Ruiz" in s for s in kept), kept
    assert any(s.startswith("User is a wine director at Hotel Maria Cristina") for s in kept), kept


def test_my_exam_finds_the_diploma(daemon: DaemonProc) -> None:
    ingest(daemon, "c1", "2026-02-02T10:00:00Z", "I'm studying for the CIPD Diploma in the evenings.")
    ingest(daemon, "c2", "2026-02-03T10:00:00Z", "My brother Tom lives in Leeds.")
    got = daemon.call("brain.recall", {"query": "How many weeks until my exam? I want a revision plan."})["context"]
    assert "CIPD" in got, got
    assert "Tom" not in got, got


def test_a_new_routine_replaces_the_old_one_of_its_activity(daemon: DaemonProc) -> None:
    ingest(daemon, "c1", "2026-02-02T10:00:00Z", "Every Saturday morning I swim with the masters club at the Leith pool.",
           "I also do yoga on Monday evenings.")
    assert any("masters club" in m["summary"] for m in live(daemon)), live(daemon)
    ingest(daemon, "c2", "2026-08-02T10:00:00Z",
           "New swimming routine: the club is too far now, so I swim at the lido on Tuesday and Friday mornings.")
    kept = [m["summary"] for m in live(daemon)]
    assert not any("masters club" in s for s in kept), kept
    assert any("lido" in s for s in kept), kept
    assert any("yoga" in s for s in kept), kept  # another activity's routine stays


def test_a_routine_said_without_new_adds_to_the_old(daemon: DaemonProc) -> None:
    ingest(daemon, "c1", "2026-02-02T10:00:00Z", "Every Saturday morning I swim with the masters club at the Leith pool.")
    ingest(daemon, "c2", "2026-08-02T10:00:00Z", "I also swim at the lido on Tuesday mornings.")
    kept = [m["summary"] for m in live(daemon)]
    assert any("masters club" in s for s in kept), kept


@pytest.mark.parametrize(("rule", "message", "word"), [
    ("When I ask for emails in Spanish, write them formal, with usted.",
     "Escríbeme un correo para el dueño del piso, por favor, que la caldera no funciona", "usted"),
    ("Please always answer me in English, even when I write to you in German.",
     "Kannst du mir bitte sagen, wie ich eine Rechnung schreibe?", "English"),
])
def test_a_message_in_another_language_brings_the_rules_about_it(daemon: DaemonProc, rule: str, message: str, word: str) -> None:
    ingest(daemon, "c1", "2026-02-02T10:00:00Z", rule)
    ingest(daemon, "c2", "2026-02-03T10:00:00Z", "My brother Tom lives in Leeds.", "I play five-a-side on Thursdays.")
    got = daemon.call("brain.recall", {"query": message})["context"]
    assert word in got, got
    assert "Tom" not in got and "five-a-side" not in got, got


def test_an_english_message_brings_no_language_rule(daemon: DaemonProc) -> None:
    ingest(daemon, "c1", "2026-02-02T10:00:00Z", "When I ask for emails in Spanish, write them formal, with usted.")
    got = daemon.call("brain.recall", {"query": "What's a good name for a sourdough starter?"})["context"]
    assert "usted" not in got, got


def test_an_aim_that_names_nothing_joins_the_goal_before_it() -> None:
    found = summaries("I've started studying for the CFA Level 1. My goal is to sit the exam in August 2027.")
    assert found == ["User has started studying for the CFA Level 1, aiming to sit the exam in August 2027"], found


def test_an_aim_that_names_its_own_pursuit_stays_apart() -> None:
    found = summaries("I want to learn Italian. My goal is to visit Rome in May.")
    assert any(s.startswith("User's goal is to visit Rome") for s in found), found


def test_dropping_the_pursuit_ends_its_aim(daemon: DaemonProc) -> None:
    ingest(daemon, "c1", "2026-03-02T10:00:00Z", "I've started studying for the CFA Level 1. My goal is to sit the exam in August 2027.")
    ingest(daemon, "c2", "2026-09-02T10:00:00Z", "I'm dropping the CFA, no time with the new job.")
    kept = [m["summary"] for m in live(daemon)]
    assert not any("sit the exam" in s for s in kept), kept
