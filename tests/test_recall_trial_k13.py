"""What the sixth recall trial (docs/recall.md, "A sixth recall trial": an airline pilot, runner
and father, ``k13-*``) found wrong, on the real extractor, the real daemon and a real store: how to
answer said beside a name, a job and a home takes a place within the cap; a diet taken up by the household
after a framing lead; a withdrawal from a race ends the goal; a leave, a birth, a next goal; a
named day ("Black Friday") is no weekday; results come back and say nothing yet; "he's allergic"
with nothing after it; and a recall without the model's score does not inject a memory for one
generic word of a long message ("most recent call last").

Sentences are written for their family, not copied from the trial.
"""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd.brain import when
from mercuryd.brain.extract_rules import extract
from tests.chat import ingest, read, turns
from tests.conftest import DaemonProc
from tests.test_semantic import wait_semantic

TS = dt.datetime(2026, 6, 10, 9, 0, tzinfo=dt.UTC)  # a Wednesday


def facts(*user: str, cap: int = 6) -> list[tuple[str, str, str | None, str | None]]:
    return [(c.type, c.summary, c.attribute, c.value) for c in read(*user, at=TS, cap=cap)]


def summaries(*user: str, cap: int = 6) -> list[str]:
    return [s for _, s, _, _ in facts(*user, cap=cap)]


# ------------------------------------------------------------------ the extractor


def test_how_to_answer_takes_a_place_within_the_cap_of_a_first_message() -> None:
    first = ("Hi, I'm Dagny, a ferry engineer with Fjord Line. I live in Stavanger with my husband Olav and our son Eirik. "
             "Please answer in bullet points, I read you between shifts.")
    kept = [c.summary for c in extract(turns(first, at=TS), max_facts=3)]
    assert len(kept) == 3, kept  # the cap of 3 a conversation stays (README, docs/extraction.md)
    assert any("bullet points" in s for s in kept), kept
    assert any("Dagny" in s for s in kept), kept


def test_the_cap_stays_three_with_several_instructions() -> None:
    first = ("I'm Ruben, a tram driver in Ghent, married to Sofie. "
             "Always answer in short paragraphs. Never use emojis. Skip the preamble, I know the domain. Use metric units.")
    kept = extract(turns(first, at=TS), max_facts=3)
    assert len(kept) == 3, [c.summary for c in kept]
    assert any("Ruben" in c.summary for c in kept), [c.summary for c in kept]


@pytest.mark.parametrize(("text", "diet"), [
    ("Quick update: since the new year we've both gone vegan.", "vegan"),
    ("Kitchen news: we've all gone vegetarian, the kids included.", "vegetarian"),
])
def test_a_diet_the_household_took_up_after_a_lead_is_the_diet(text: str, diet: str) -> None:
    found = facts(text)
    assert any(a == "diet" and v == diet for _, _, a, v in found), found
    assert not any(" both " in s or " all gone" in s for _, s, _, _ in found), found


def test_an_instruction_about_a_topic_keeps_the_topic_and_a_quoted_name() -> None:
    got = summaries("House rule: when I ask about tax stuff, skip the 'talk to a professional' caveats.")
    # ("ask about", as said: leftovers24 keeps the user's word for what they ask)
    assert got == ["User wants the 'talk to a professional' caveats skipped when they ask about tax stuff"], got


def test_when_to_do_something_is_what_to_say_not_a_condition() -> None:
    got = summaries("One more rule: when I ask about the dog's health, give me the likely cause first and then when to see the vet.")
    assert any("when to see the vet" in s and "the dog's health" in s for s in got), got


@pytest.mark.parametrize("text", [
    "I got my scan results back.",
    "Finally got the blood test results back today.",
])
def test_results_come_back_is_no_fact_yet(text: str) -> None:
    assert summaries(text) == []


def test_getting_a_thing_back_is_still_an_event() -> None:
    assert any("old bike back" in s for s in summaries("I got my old bike back from my brother."))


def test_allergic_to_nothing_is_dropped_and_what_she_cannot_eat_kept() -> None:
    got = summaries("My daughter Noor can't eat eggs, she's allergic.")
    assert not any(s.endswith("allergic") for s in got), got
    assert any("Noor" in s and "eggs" in s for s in got), got


@pytest.mark.parametrize(("text", "summary"), [
    ("Big goal is to swim the Channel next summer.", "User's big goal is to swim the Channel"),
    ("Next goal is a sub-three marathon.", "User's next goal is a sub-three marathon"),
])
def test_a_goal_said_without_my(text: str, summary: str) -> None:
    got = facts(text)
    assert any(t == "goal" and s.startswith(summary) for t, s, _, _ in got), got


def test_the_goal_of_a_task_is_no_goal_of_the_user() -> None:
    assert summaries("The goal is to ship the fix by Friday.") == []


@pytest.mark.parametrize("text", [
    "I've pulled out of the Lisbon triathlon.",
    "My knee is done, so I'm withdrawing from the Oslo half.",
])
def test_a_withdrawal_from_a_race_is_a_decision(text: str) -> None:
    assert any(t == "decision" for t, _, _, _ in facts(text)), facts(text)


@pytest.mark.parametrize("text", [
    "I'm on maternity leave until the end of March.",
    "I'm currently on sick leave until 20 June.",
])
def test_a_leave_until_a_date_is_kept(text: str) -> None:
    got = facts(text)
    assert any(t == "episode" and "leave until" in s for t, s, _, _ in got), got


def test_a_birth_told_by_the_name_alone_is_the_users_child() -> None:
    got = [c for c in read("Tomasz was born last night, 3.6 kg.", at=TS)]
    assert len(got) == 1 and got[0].summary.startswith("User's child Tomasz was born"), got
    assert "9 June 2026" in got[0].summary, got
    assert [(p.name, p.relation) for p in got[0].persons] == [("Tomasz", "child")]
    # "He's here!!" said first tells which child (session 46: "she's here!! Leonor, born on the 10th")
    got = [c for c in read("He's here!! Tomasz was born last night, 3.6 kg.", at=TS)]
    assert [(c.summary, [(p.name, p.relation) for p in c.persons]) for c in got] == [
        ("User's son Tomasz was born on the night of 9 June 2026", [("Tomasz", "son")])]


@pytest.mark.parametrize("text", [
    "My brother's wife had a girl, Ada was born on Sunday.",
    "Mozart was born in 1756.",
])
def test_someone_elses_baby_or_a_date_in_history_is_no_child(text: str) -> None:
    assert not any("child" in s for s in summaries(text))


def test_a_doctor_by_speciality_is_a_person_of_the_users() -> None:
    assert summaries("My paediatrician is Dr. Osei.") == ["User's paediatrician is Dr. Osei"]


@pytest.mark.parametrize("day", ["Black Friday", "Cyber Monday", "Good Friday"])
def test_a_named_day_is_not_the_nearest_weekday(day: str) -> None:
    out = when.absolute(f"User bought a new kettle on {day}", TS)
    assert out == f"User bought a new kettle on {day}", out
    assert when.absolute("User bought a new kettle on Friday", TS) != "User bought a new kettle on Friday"


# ------------------------------------------------------------------ through the daemon


def live(daemon: DaemonProc) -> list[str]:
    return [m["summary"] for m in daemon.call("memory.list", {"limit": 200})["items"]]


def test_a_first_message_keeps_how_to_answer_beside_who_the_user_is(daemon: DaemonProc) -> None:
    ingest(daemon, "c1", "2026-03-02T10:00:00Z",
           "Hello, I'm Ines, a sound engineer at the Royal Opera House. I live in Walthamstow with my wife Carla "
           "and our son Luca. Use bullet points please, I read you on the Tube.")
    kept = live(daemon)
    assert any("bullet points" in s for s in kept), kept
    assert any("Ines" in s for s in kept), kept
    assert "bullet points" in daemon.call("brain.recall", {"query": "What do you know about me?", "include_profile": True})["context"]


def test_a_withdrawal_ends_the_race_goal(daemon: DaemonProc) -> None:
    ingest(daemon, "c1", "2026-03-02T10:00:00Z", "My goal is to finish the Lakeland 50 in July.")
    ingest(daemon, "c2", "2026-05-20T10:00:00Z", "Stress fracture. I've pulled out of the Lakeland 50.")
    kept = live(daemon)
    assert any("pulled out of the Lakeland 50" in s for s in kept), kept
    assert not any(s.startswith("User's goal is to finish the Lakeland 50") for s in kept), kept


def test_a_lexical_recall_injects_nothing_for_one_generic_word_of_a_long_message(daemon_factory) -> None:
    """The model's score late (a deadline nothing meets): recall is lexical, and "call" of
    "most recent call last" matched a memory about a phone call."""
    d = daemon_factory()
    d.home.mkdir(parents=True, exist_ok=True, mode=0o700)
    (d.home / "mercury.yaml").write_text(
        "dashboard: {port: 0}\nmemory: {secondBrain: {retrieval: {semanticDeadlineMs: 0.001}}}\n")
    d.start()
    d.call("memory.add", {"type": "habit", "summary": "User calls their grandmother every Thursday evening"})
    d.call("brain.ingest", {"messages": [{"role": "user", "content": "My name is Ines."}]})
    assert wait_semantic(d)["state"] == "ready"  # the model is there; only its deadline is missed
    pasted = ("Traceback (most recent call last):\n  File \"fetch.py\", line 3, in <module>\n"
              "    rows = load(path)\nFileNotFoundError: [Errno 2] No such file or directory: 'data.csv'")
    assert d.call("brain.recall", {"query": pasted})["memories"] == []
    assert d.call("brain.recall", {"query": "Can you suggest names for a sourdough starter and a houseplant?"})["memories"] == []
    assert d.call("brain.recall", {"query": "Is it better to call or text the plumber about a leak?"})["memories"] == []
    # a word of the memory that is not generic still finds it without the model
    assert "grandmother" in d.call("brain.recall", {"query": "What could I talk about with my grandmother?"})["context"]
    assert d.call("brain.status")["semantic"]["deadline_misses"] >= 1
