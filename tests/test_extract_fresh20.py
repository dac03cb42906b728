"""What the rules stored wrongly or missed in fresh text of the a14 round (2026-12-03, session 30).

Precision first: "there's just no time" had its "there" read as the place last named ("User has dropped the
diploma at TAFE, in Mawson Lakes's just no time with the move"); "…, so no more carrying Isla's chair up the
front steps" was an instruction (its "steps" an answer noun); "I sell my apartment" (a non-native past) a
habit; "me and my partner Jess right now" a second, empty fact ("User's partner Jess"); "I run a coffee
roastery in South Portland" a tool used in South Portland. Then what a new voice hid: a plan named with an
ordinal ("the second café idea", "the idea of a second café"), a reason after it in a clause of its own, a
course given up at a place, a tool left with "off" ("moved off Square to Shopify POS") or named without
"my" ("switched sleep tracking from fitbit to an oura ring"), "stopped using X and put everything in Y", an
hour said with a fronted schedule ("Every morning 6 o'clock I do tai chi"), what the doctor measured
("Doctor say my blood pressure is high"), "we also hired …", a home with two modifiers ("a single-storey
house in …"), fragments typed on a night shift ("packed in the energy drinks", "learning python on
breaks", "got made up to team leader", "moving to days from november, 7-3"). Sentences written for this
file, none from the labelled set; the store test runs the real write path on a SQLite file.
"""

from __future__ import annotations

import datetime as dt
import functools
from pathlib import Path

import pytest

from mercuryd import wire
from mercuryd.brain.candidate import Candidate
from mercuryd.brain.service import Brain
from mercuryd.store.db import open_store
from tests import chat
from tests.chat import turns

AT = dt.datetime(2026, 9, 15, 12, 0, tzinfo=dt.UTC)  # a Tuesday


facts = functools.partial(chat.facts, at=AT)
summaries = functools.partial(chat.summaries, at=AT)


# ------------------------------------------------------------------ not the user's, or not a fact

@pytest.mark.parametrize("text", [
    "I've quit the evening course at the college, there's just no time with the new baby.",
    "We bought a house in Bath last year. I've dropped the Open University degree, there's no time with the renovation.",
])
def test_there_is_nothing_is_no_place(text: str) -> None:
    got = summaries(text)
    assert any(s.startswith(("User has quit the evening course", "User has dropped the Open University degree")) for s in got), got
    assert not any("there" in s or "'s just" in s or "'s no time" in s for s in got), got


def test_there_after_a_place_is_still_resolved() -> None:
    got = summaries("My daughter Harriet lives in Singapore and works for a shipping firm there.")
    assert any("Singapore" in s and "shipping firm" in s for s in got), got


@pytest.mark.parametrize("text", [
    "We've moved into a bungalow in Hove, so no more carrying the shopping up three flights of steps.",
    "Got a new iron at last, so no more ironing everything twice.",
])
def test_no_more_of_the_users_own_chores_is_no_instruction(text: str) -> None:
    assert not [f for f in facts(text) if f[0] == "preference"], facts(text)


def test_no_more_of_what_the_answers_do_is_still_one() -> None:
    assert "User wants no more emoji" in summaries("From now on, no more emoji.")


@pytest.mark.parametrize("text", ["I sell my car, it is too old now.", "I sell my flat and now I rent near my daughter."])
def test_one_thing_sold_is_no_habit(text: str) -> None:
    assert not [f for f in facts(text) if f[0] == "habit" and "sell" in f[1]], facts(text)


def test_what_is_sold_again_and_again_is_still_a_habit() -> None:
    assert any(f[0] == "habit" and "sells their paintings" in f[1] for f in facts("I sell my paintings at the Sunday market."))


def test_a_person_named_with_when_is_one_fact() -> None:
    got = facts("It's just me and my husband Tomasz at the moment.")
    assert [f[1] for f in got] == ["User's husband is Tomasz"], got


@pytest.mark.parametrize(("text", "want"), [
    ("I run a small coffee roastery in Portland.", "User runs a small coffee roastery in Portland"),
    ("I own a little brewery, Three Hounds, out of a barn in Kendal.", "User owns a little brewery, Three Hounds, out of a barn in Kendal"),
])
def test_a_business_in_a_place_is_the_users_not_a_tool(text: str, want: str) -> None:
    got = facts(text)
    assert any(f[0] == "identity" and f[1] == want for f in got), got
    assert not any(f[2] == "uses" for f in got), got


# ------------------------------------------------------------------ changes

@pytest.mark.parametrize(("text", "want"), [
    ("I'm dropping the second shop idea for now, online is where the money is.", "User is dropping the second shop idea"),
    ("We're dropping the idea of a second van.", "User is dropping the idea of a second van"),
])
def test_a_plan_named_with_an_ordinal_is_dropped(text: str, want: str) -> None:
    got = facts(text)
    assert any(f[0] == "decision" and f[1] == want for f in got), got


def test_the_listeners_second_option_is_still_nothing() -> None:
    assert facts("I'm dropping the second one, the first is fine.") == []


def test_a_course_given_up_at_a_place() -> None:
    got = facts("I stop the Dutch class at the library in Utrecht, too far now.")
    assert any(f[0] == "decision" and f[1] == "User stopped the Dutch class at the library in Utrecht" for f in got), got


@pytest.mark.parametrize(("text", "want", "old"), [
    ("We moved off Xero to QuickBooks last month, the bank feed was already on QuickBooks.",
     "User moved off Xero to QuickBooks in August 2026", "xero"),
    ("switched meal planning from paprika to mealie. cheaper", "User switched meal planning from paprika to mealie", "paprika"),
])
def test_a_tool_left_for_another(text: str, want: str, old: str) -> None:
    got = read_one(text)
    assert got.summary == want and old in got.retracts and got.attribute != "lives_in", got


def read_one(text: str) -> Candidate:
    got = [c for c in chat.read(text, at=AT) if c.type in {"decision", "preference"}]
    assert len(got) == 1, got
    return got[0]


def test_stopped_using_one_and_put_everything_in_another() -> None:
    got = read_one("We've stopped using the paper planner for our bookings and put everything in Todoist so Marta and I both see it.")
    assert got.summary == "User has stopped using the paper planner for their bookings and put everything in Todoist", got
    assert "paper planner" in got.retracts


# ------------------------------------------------------------------ habits, health, work

@pytest.mark.parametrize(("text", "want"), [
    ("Every morning 7 o'clock I do yoga in the garden.", "User does yoga in the garden every morning at 7 o'clock"),
    ("Every evening at 9 I do tai chi.", "User does tai chi every evening at 9"),
])
def test_a_schedule_said_first_with_its_hour(text: str, want: str) -> None:
    assert any(f[0] == "habit" and f[1] == want for f in facts(text)), facts(text)


@pytest.mark.parametrize("text", ["Doctor say my blood pressure is high.", "The doctor says my cholesterol is high, so I cut the cheese."])
def test_what_the_doctor_measured_is_the_users(text: str) -> None:
    assert any(f[0] == "constraint" and f[2] == "condition" for f in facts(text)), facts(text)


def test_we_also_hired_someone_by_their_job() -> None:
    got = facts("We also hired our first part-time baker, Siobhan.")
    assert any(f[0] == "relationship" and "Siobhan" in f[1] and "baker" in f[1] for f in got), got


def test_a_home_with_two_modifiers_is_where_they_live() -> None:
    got = facts("We've finally moved into a two-storey terraced house in Didsbury.")
    assert any(f[2] == "lives_in" and f[3] == "didsbury" for f in got), got


@pytest.mark.parametrize(("text", "want"), [
    ("packed in the fags, doc said my lungs are shot.", ("decision", "User packed in the fags")),
    ("learning german on the train. slow going", ("goal", "User is learning German on the train")),
    ("got made up to shift manager. still lates tho", ("identity", "User got promoted to shift manager")),
    ("moving to nights from march, 10-6", ("decision", "User is moving to night shifts (10 to 6) from March 2027")),
])
def test_fragments_typed_on_a_break(text: str, want: tuple[str, str]) -> None:
    got = [f[:2] for f in facts(text)]
    assert want in got, got


def test_a_shift_worked_now_supersedes_the_one_before() -> None:
    assert facts("I've gone back to earlies.") == [("habit", "User works early shifts", "schedule:shift", "earlies")]


def test_a_tool_left_reaches_the_store(tmp_path: Path) -> None:
    store = open_store(tmp_path / "roastery.db")
    try:
        brain = Brain(store)
        brain.ingest(wire.IngestParams(messages=turns(
            "I run a coffee roastery in Portland. It's just me and my partner Jess right now.", at=AT), conversation_id="a"))
        brain.ingest(wire.IngestParams(messages=turns(
            "We moved off Square to Shopify POS last week, the online store was already on Shopify.",
            at=AT + dt.timedelta(days=30)), conversation_id="b"))
        live = [m.summary for m in brain.list(wire.ListParams(scope="all", limit=50)).items]
        assert "User runs a coffee roastery in Portland" in live, live
        assert any(s.startswith("User moved off Square to Shopify POS") and "already" not in s for s in live), live
        assert not any("lives in" in s.lower() or s == "User's partner Jess" for s in live), live
    finally:
        store.close()


# ------------------------------------------------------------------ second batch: a relative's routine, a phone's fragments

def test_a_relatives_routine_said_with_their_name_is_theirs() -> None:
    got = facts("My son Ben is 8. Ben's swim practice is on Mondays and Wednesdays.")
    assert any(f[0] == "relationship" and f[1] == "User's son Ben has swim practice on Mondays and Wednesdays" for f in got), got
    assert not any(f[1].startswith("User has") for f in got), got


def test_a_name_alone_with_a_routine_is_nobodys() -> None:
    # "User has isla's hydrotherapy on Tuesday afternoons" was stored: who Isla is was never said
    assert facts("Isla's hydrotherapy is on Tuesday afternoons.") == []


@pytest.mark.parametrize(("text", "want"), [
    ("My yoga class has moved to Thursday evenings.", ("habit", "User has yoga class on Thursday evenings")),
    ("My granddaughter Matilda's ballet has moved to Saturday mornings.",
     ("relationship", "User's granddaughter Matilda has ballet on Saturday mornings")),
])
def test_a_routine_moved_to_its_new_days(text: str, want: tuple[str, str]) -> None:
    assert want in [f[:2] for f in facts(text)], facts(text)


@pytest.mark.parametrize(("text", "place"), [
    ("kev. nights at the depot. based coventry. keep it short", "coventry"),
    ("new job, flat in Leeds now", "leeds"),
    ("gf moved in, flat in walsall now.", "walsall"),
])
def test_where_a_phone_fragment_says_home_is(text: str, place: str) -> None:
    assert any(f[2] == "lives_in" and f[3] == place for f in facts(text)), facts(text)


@pytest.mark.parametrize("text", ["based lol", "so based. love it", "the flat in Leeds now has damp"])
def test_based_and_a_flat_said_otherwise_are_no_home(text: str) -> None:
    assert not [f for f in facts(text) if f[2] == "lives_in"], facts(text)
