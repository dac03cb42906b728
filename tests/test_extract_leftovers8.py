"""Leftovers of issue 12, eighth round (docs/extraction.md, "leftovers8"): a title corrected, an opinion
reported, a visit, a job changed, a course started, the tools used, a name given in a short answer, a move
typed in lower case. Real extractor; what the store keeps through a real Brain on a SQLite file.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd import wire
from mercuryd.brain.candidate import Candidate
from mercuryd.brain.clock import FakeClock
from mercuryd.brain.service import Brain
from tests import chat
from tests.chat import facts, hear, summaries

TS = dt.datetime(2026, 3, 9, 9, 0, tzinfo=dt.UTC)  # a Monday


def dialogue(*lines: str, at: dt.datetime = TS) -> list[Candidate]:
    return chat.heard(*lines, at=at)


# ---------------------------------------------------------------- "It's Dr. Mensah now!"

@pytest.mark.parametrize("text", ["It's Dr. Achterberg now!", "its Dr Achterberg now"])
def test_a_title_corrected_to_a_doctors_is_a_doctorate(text: str) -> None:
    assert summaries(text, at=TS) == ["User has finished a doctorate and is now Dr. Achterberg"]


def test_a_doctor_who_sees_the_user_is_no_title_of_theirs() -> None:
    assert not any("doctorate" in s for s in summaries("My GP retired last month. It's Dr. Achterberg now.", at=TS))


# ---------------------------------------------------------------- an opinion reported

@pytest.mark.parametrize("text", ["my neighbour Tadeusz reckons solar panels never pay back",
                                  "My friend Oona says that oat milk is a scam",
                                  "my cousin Pilar swears the new bypass will never open"])
def test_someone_named_only_to_report_their_opinion_is_no_fact(text: str) -> None:
    assert summaries(text, at=TS) == []


def test_a_spouse_named_while_reporting_is_still_who_they_are() -> None:
    assert "User's husband is Tadeusz" in summaries("My husband Tadeusz thinks I should sell the car", at=TS)


def test_an_opinion_reported_leaves_no_person_in_the_store(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, TS, "a", "my neighbour Tadeusz reckons solar panels never pay back, is he right?")
    assert list(brain.store.all_memories()) == []
    assert list(brain.store.all_persons()) == []


# ---------------------------------------------------------------- a course started, said in the present

@pytest.mark.parametrize(("text", "summary"), [
    ("Now I start the C1 conversation course", "User is starting the C1 conversation course"),
    ("I begin a life-drawing class in April", "User is starting a life-drawing class in April 2026"),
    ("I'm starting the evening welding course", "User is starting the evening welding course"),
])
def test_a_course_starting_is_an_aim(text: str, summary: str) -> None:
    assert ("goal", summary) in [(t, s) for t, s, _, _ in facts(text, at=TS)], facts(text, at=TS)


def test_a_class_started_every_day_is_no_course_begun() -> None:
    assert not any(t == "goal" for t, _, _, _ in facts("I start my class at 8 every morning", at=TS))


# ---------------------------------------------------------------- the tools used, named in a short answer

@pytest.mark.parametrize(("asked", "answer", "summary"), [
    ("Which apps do you use for budgeting?", "YNAB and Monzo only now", "User only uses YNAB and Monzo for budgeting"),
    ("What tools are you using these days?", "just Figma and Notion", "User only uses Figma and Notion"),
    ("What do you use for notes?", "Obsidian.", "User uses Obsidian for notes"),
])
def test_tools_named_to_a_question_about_them_are_used(asked: str, answer: str, summary: str) -> None:
    found = [c.summary for c in dialogue("Morning!", asked, answer, "Noted.")]
    assert summary in found, found


@pytest.mark.parametrize("answer", ["None.", "Paper and pen.", "Mostly Excel"])
def test_an_answer_that_names_no_tool_is_no_tool(answer: str) -> None:
    assert not any(c.attribute == "uses" for c in dialogue("Morning!", "Which apps do you use?", answer, "Ok."))


def test_tools_named_unasked_are_not_read_as_used() -> None:
    assert dialogue("Morning!", "How was the trip?", "Lisbon and Porto", "Lovely.") == []


# ---------------------------------------------------------------- a name given in a short answer, then "she"

def test_a_relatives_name_answered_is_who_she_is() -> None:
    found = [c.summary for c in dialogue("my sister Ishbel is over on Saturday", "Nice!",
                                         "and my grandson is coming too", "Lovely. What's your grandson called?",
                                         "Fraser. he's 7", "A great age.")]
    assert "User's grandson Fraser is 7" in found, found
    assert not any("Ishbel is 7" in s for s in found), found


def test_a_name_said_alone_before_she_is_who_she_is_not_the_one_before() -> None:
    found = [c.summary for c in dialogue("my daughter Kirsty is coming up", "Lovely.", "with the baby",
                                         "How old is the little one?", "Morag. she's 2", "Sweet.")]
    assert not any("Kirsty is 2" in s for s in found), found


def test_the_name_answered_is_a_person_in_the_store(brain: Brain, clock: FakeClock) -> None:
    clock.t = TS.timestamp() + 60
    lines = ["my grandson is staying over", "What's your grandson called?", "Fraser. he's 7", "A great age."]
    brain.ingest(wire.IngestParams(conversation_id="a", messages=chat.dialogue(*lines, at=TS, step=dt.timedelta(0))))
    assert any(r.summary == "User's grandson Fraser is 7" for r in brain.store.all_memories())
    assert [(row[1], row[4]) for row in brain.store.all_persons()] == [("Fraser", "grandson")]


# ---------------------------------------------------------------- a relative visiting: it passes, with its date

@pytest.mark.parametrize(("text", "summary"), [
    ("My brother is coming to stay with us next weekend.", "User's brother is coming to stay with the user on the weekend of 14 March 2026"),
    ("my mum is staying with us for two weeks", "User's mum is staying with the user for two weeks in March 2026"),
    ("My aunt is staying with us until Friday", "User's aunt is staying with the user until Friday, 13 March 2026"),
])
def test_a_relative_visiting_is_an_episode_with_its_date(text: str, summary: str) -> None:
    assert ("episode", summary) in [(t, s) for t, s, _, _ in facts(text, at=TS)], facts(text, at=TS)


def test_a_relative_visiting_from_a_place_lives_there() -> None:
    found = summaries("My father is visiting from Kumasi for a month.", at=TS)
    assert "User's father lives in Kumasi" in found, found


def test_a_relative_who_lives_with_the_user_is_still_a_lasting_fact() -> None:
    assert [t for t, _, _, _ in facts("My grandad lives with us", at=TS)] == ["relationship"]


def test_a_visit_is_stored_as_an_episode_not_a_fact_of_the_home(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, TS, "a", "my mum is staying with us for a month. Any easy dinners for three?")
    said = [(r.type, r.summary, r.attribute) for r in brain.store.all_memories()]
    assert said == [("episode", "User's mum is staying with the user for a month in March 2026", None)], said


# ---------------------------------------------------------------- "I'm working in <Name> now": a town or an employer

@pytest.mark.parametrize(("text", "summary", "attribute"), [
    ("I'm working in Kumasi now", "User works in Kumasi", None),
    ("I'm working in Kumasi now, remote for a firm in Lagos.", "User works in Kumasi", None),
    ("I'm working in Flutterwave now, payments team.", "User works at Flutterwave", "works_at"),
    ("Now I am working in Nubank, same role.", "User works at Nubank", "works_at"),
])
def test_working_in_a_name_is_the_employer_only_with_a_team_or_role(text: str, summary: str, attribute: str | None) -> None:
    assert (summary, attribute) in [(s, a) for _, s, a, _ in facts(text, at=TS)], facts(text, at=TS)


def test_a_town_left_then_a_town_worked_in_is_no_employer() -> None:
    found = facts("I left Lagos last year. I'm working in Kumasi now", at=TS)
    assert not any(a == "works_at" for _, _, a, _ in found), found


def test_a_new_employer_with_its_team_supersedes_the_old_one(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, TS - dt.timedelta(days=90), "a", "I work at Paystack as a backend developer.")
    hear(brain, clock, TS, "b", "I'm working in Flutterwave now, payments team.")
    said = sorted((r.value, r.superseded_by is None) for r in brain.store.all_memories() if r.attribute == "works_at")
    assert said == [("flutterwave", True), ("paystack", False)], said


# ---------------------------------------------------------------- going part time, without the hyphen

@pytest.mark.parametrize(("text", "summary"), [
    ("I'm going part time from April", "User is going part time from April 2026"),
    ("I'm going full time in June", "User is going full time in June 2026"),
])
def test_going_part_time_is_a_change_to_work_with_or_without_its_hyphen(text: str, summary: str) -> None:
    assert ("decision", summary) in [(t, s) for t, s, _, _ in facts(text, at=TS)], facts(text, at=TS)


# ---------------------------------------------------------------- "me and <name>" typed in lower case

@pytest.mark.parametrize(("text", "place"), [
    ("me and tomek are moving to gdansk in august", "gdansk"),
    ("Big news. me and ilse are moving to ghent next year", "ghent"),
])
def test_me_and_a_name_in_lower_case_moving_is_a_plan_to_live_there(text: str, place: str) -> None:
    assert any((a, v) == ("plan:lives_in", place) for _, _, a, v in facts(text, at=TS)), facts(text, at=TS)


@pytest.mark.parametrize("text", ["me and him are moving to gdansk in august", "me and mine are fine"])
def test_me_and_a_word_gets_no_capital(text: str) -> None:
    assert not any("Him" in s or "Mine" in s for s in summaries(text, at=TS))
