"""Life transitions announced for the future or done (docs/extraction.md, "Transitions (i14)"): a dated departure is a
plan and ends nothing yet, going out for the day is nothing, a job joined on a date is a plan and a job started is
the employer now; a move into a home done; pets by name, breed and age (a relative's pet stays theirs); the tools
used "here" at work. Real extractor; what the store does with them through a real Brain on a SQLite file, with a
fake clock moved across months.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd import wire
from mercuryd.brain import english as en
from mercuryd.brain.clock import FakeClock
from mercuryd.brain.service import Brain
from tests.chat import facts, hear, live, read

TS = dt.datetime(2026, 2, 10, 9, 0, tzinfo=dt.UTC)  # a Tuesday


def _live_plans(brain: Brain) -> list[tuple[str, str | None]]:
    return live(brain, "plan:works_at")


# ---------------------------------------------------------------- a departure ahead, with its date

@pytest.mark.parametrize(("text", "summary"), [
    ("I'm leaving Halifax Building Society at the end of April", "User is leaving Halifax Building Society at the end of April 2026"),
    ("we're leaving the flat on 30th June, the lease is up", "User is leaving the flat on 30 June 2026"),
    ("I'm leaving my job at Tesco in May.", "User is leaving their job at Tesco in May 2026"),
])
def test_a_dated_departure_said_in_the_present_is_a_plan_that_ends_nothing(text: str, summary: str) -> None:
    found = read(text, at=TS)
    assert [(c.type, c.summary) for c in found] == [("decision", summary)], found
    assert found[0].retracts == [], found[0]


def test_a_departure_without_a_date_is_still_done_now() -> None:
    found = read("I'm leaving Lidl, I've had enough", at=TS)
    assert found and found[0].retracts == ["lidl"], found


@pytest.mark.parametrize("text", [
    "I'm leaving the house at 7 to catch the train, give me a quick breakfast idea",
    "I'm leaving work in twenty minutes so keep it short",
    "im leaving the gym at half six",
    "we're leaving the office at 5pm today",
])
def test_going_out_for_the_day_is_nothing(text: str) -> None:
    assert facts(text, at=TS) == []


def test_news_after_a_longer_lead_is_read() -> None:
    text = "Before we get to the rota for next week, some news: I'm leaving Halifax Building Society at the end of April."
    assert ("decision", "User is leaving Halifax Building Society at the end of April 2026", "plan:leaves_works_at",
            "halifax building society") in facts(text, at=TS)


def test_a_dated_departure_leaves_the_employer_current(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, TS - dt.timedelta(days=300), "a", "I work at Nationwide as a mortgage adviser.")
    hear(brain, clock, TS, "b", "I'm leaving Nationwide at the end of March, can you help with a leaving card?")
    assert [v for _, v in live(brain, "works_at")] == ["nationwide"], live(brain, "works_at")


def test_going_out_for_the_day_ends_no_home(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, TS - dt.timedelta(days=300), "a", "We moved into a house in Harrogate.")
    hear(brain, clock, TS, "b", "I'm leaving the house at 5 so be quick: how long do I boil an egg?")
    assert [v for _, v in live(brain, "lives_in")] == ["harrogate"]
    assert [r.summary for r in brain.store.all_memories() if r.type == "decision"] == []


# ---------------------------------------------------------------- a job ahead, a job begun

@pytest.mark.parametrize(("text", "org", "summary"), [
    ("I'm joining Thoughtworks on 1st June", "thoughtworks", "User is joining Thoughtworks on 1 June 2026"),
    ("I'll be joining Arup in September as a graduate engineer", "arup",
     "User will be joining Arup in September 2026 as a graduate engineer"),
    ("I got the offer from Octopus Energy, starting on 4th May", "octopus energy", "User is starting at Octopus Energy on 4 May 2026"),
    ("Accepted the offer from Monzo yesterday!! start date is 6th april", "monzo", "User is starting at Monzo on 6 April 2026"),
    ("I signed the contract with Kainos today. I'm joining them on 2nd March as Head of People.", "kainos",
     "User is starting at Kainos on 2 March 2026 as Head of People"),
])
def test_a_job_joined_on_a_date_is_a_plan_and_the_offer_is_part_of_it(text: str, org: str, summary: str) -> None:
    found = read(text, at=TS)
    assert [(c.type, c.summary, c.attribute, c.value) for c in found] == [("decision", summary, "plan:works_at", org)], found


@pytest.mark.parametrize("text", ["I'm joining Strava next week", "I got the offer from Arup! Not sure yet"])
def test_joining_without_a_calendar_date_is_no_job_plan(text: str) -> None:
    assert not any(a == "plan:works_at" for _, _, a, _ in facts(text, at=TS)), facts(text, at=TS)


@pytest.mark.parametrize(("text", "org"), [
    ("I started at Thoughtworks last week", "thoughtworks"),
    ("I've started at Kainos, loving it so far", "kainos"),
    ("I've joined Arup and survived my first week", "arup"),
    ("I just joined Ocado, the team is lovely", "ocado"),
])
def test_a_job_begun_is_the_employer_now(text: str, org: str) -> None:
    found = [c for c in read(text, at=TS) if c.attribute == "works_at"]
    assert [(c.value, c.reports_change) for c in found] == [(org, True)], read(text, at=TS)


def test_a_job_joined_told_with_its_first_day_elsewhere_in_the_message() -> None:
    found = read("I've joined Deliveroo! Can you help me get ready for my first day?", at=TS)
    assert [(c.attribute, c.value) for c in found] == [("works_at", "deliveroo")], found


@pytest.mark.parametrize("text", ["I joined Strava last week", "I've joined Duolingo",
                                  "I joined Strava. Any tips for my first week of running?"])
def test_an_app_joined_is_no_employer(text: str) -> None:
    assert not any(a == "works_at" for _, _, a, _ in facts(text, at=TS))


def test_a_job_begun_supersedes_the_old_employer(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, TS - dt.timedelta(days=300), "a", "I work at Deloitte as a consultant.")
    hear(brain, clock, TS, "b", "I started at Thoughtworks last week. Can you explain their career levels?")
    assert [v for _, v in live(brain, "works_at")] == ["thoughtworks"], live(brain, "works_at")


def test_the_plan_waits_for_its_day_then_the_new_employer_holds(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, TS - dt.timedelta(days=300), "a", "I work at Deloitte as a consultant.")
    hear(brain, clock, TS, "b", "I got the offer from Thoughtworks, joining on 1st June. What should I read first?")
    assert [v for _, v in live(brain, "works_at")] == ["deloitte"]
    assert [v for _, v in _live_plans(brain)] == ["thoughtworks"]
    clock.t = dt.datetime(2026, 5, 20, tzinfo=dt.UTC).timestamp()  # May: not yet
    brain.consolidate()
    assert [v for _, v in live(brain, "works_at")] == ["deloitte"]
    clock.t = dt.datetime(2026, 6, 3, tzinfo=dt.UTC).timestamp()  # the day has passed
    brain.consolidate()
    assert [v for _, v in live(brain, "works_at")] == ["thoughtworks"], live(brain, "works_at")
    assert _live_plans(brain) == []


def test_the_job_begun_fulfils_the_plan(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, TS - dt.timedelta(days=300), "a", "I work at Ulster Bank in HR.")
    hear(brain, clock, TS, "b", "I'm joining Kainos on 2nd March as Head of People.")
    hear(brain, clock, dt.datetime(2026, 3, 6, 17, 0, tzinfo=dt.UTC), "c",
         "I've joined Kainos and survived the first week. Help me write a thank-you note?")
    assert [v for _, v in live(brain, "works_at")] == ["kainos"], live(brain, "works_at")
    assert _live_plans(brain) == []


# ---------------------------------------------------------------- a move into a home, done

@pytest.mark.parametrize(("text", "summary", "attribute", "value"), [
    ("I'm all moved into the flat now", "User has moved into their flat", None, None),
    ("we're all settled into the new cottage in Hexham now, and the boxes are gone",
     "User has moved into the new cottage in Hexham", "lives_in", "hexham"),
])
def test_a_move_into_a_home_done(text: str, summary: str, attribute: str | None, value: str | None) -> None:
    assert ("identity", summary, attribute, value) in facts(text, at=TS), facts(text, at=TS)


@pytest.mark.parametrize("text", ["I'm all moved in now", "I'm settled in the house for the evening"])
def test_no_home_named_or_no_move_is_not_read_as_one(text: str) -> None:
    assert not any(s.startswith("User has moved into") for _, s, _, _ in facts(text, at=TS))


# ---------------------------------------------------------------- pets by name, breed and age

@pytest.mark.parametrize(("text", "summary", "name", "relation"), [
    ("I have a rabbit called Clover", "User's rabbit is Clover", "Clover", "rabbit"),
    # (a phone's name too; what "he" does after it is read of Pixel now that a pet may be called so, as of any cat:
    # tests/test_extract_lead44.py)
    ("i have a cat called pixel", "User's cat is Pixel", "Pixel", "cat"),
    ("I have a dachshund called Fritz", "User has a dachshund named Fritz", "Fritz", "dog"),
    ("Pepper is my dog, she's 9", "User has a 9-year-old dog named Pepper", "Pepper", "dog"),
    ("Rolo is my beagle, he's 4", "User has a 4-year-old beagle named Rolo", "Rolo", "dog"),
    ("Juno is my whippet. She is 8 years old.", "User has an 8-year-old whippet named Juno", "Juno", "dog"),
])
def test_a_pet_is_one_fact_with_its_breed_and_age(text: str, summary: str, name: str, relation: str) -> None:
    found = read(text, at=TS)
    assert [c.summary for c in found] == [summary], found
    assert [(p.name, p.relation) for p in found[0].persons] == [(name, relation)]


def test_a_person_said_the_same_way_is_still_who_they_are() -> None:
    assert [s for _, s, _, _ in facts("Anna is my sister", at=TS)] == ["User's sister is Anna"]


@pytest.mark.parametrize("text", ["My brother got a puppy, they named her Nala",
                                  "my daughter Amy got a kitten last week and she named him Socks"])
def test_a_relatives_new_pet_is_not_the_users(text: str) -> None:
    found = read(text, at=TS)
    assert not any(c.summary.startswith(("User's dog", "User's cat", "User has a")) for c in found), found


def test_an_age_reads_with_its_article() -> None:
    assert [en.article(w) for w in ("11-year-old", "8-week-old", "9-year-old", "18-month-old")] == ["an", "an", "a", "an"]


# ---------------------------------------------------------------- the tools of the user's work, said "here"

@pytest.mark.parametrize(("text", "summary", "value"), [
    ("we are using Playwright with TypeScript here", "User uses Playwright with TypeScript at work", "playwright"),
    ("at work we're using Linear now.", "User uses Linear at work", "linear"),
])
def test_we_use_here_is_the_users_work_tool(text: str, summary: str, value: str) -> None:
    assert ("preference", summary, "uses", value) in facts(text, at=TS), facts(text, at=TS)


def test_we_use_said_of_no_place_is_not_read_as_work() -> None:
    assert not any("at work" in s for _, s, _, _ in facts("we're using Jira", at=TS))


def test_nothing_is_stored_of_small_talk(brain: Brain, clock: FakeClock) -> None:
    got = brain.ingest(wire.IngestParams(conversation_id="small", messages=[
        wire.Message(role="user", content="lol the weather is rubbish again, I'm leaving the office at 6 anyway", ts=TS),
        wire.Message(role="assistant", content="Stay dry!", ts=TS)]))
    assert (got.stored, got.reinforced, got.superseded) == ([], [], []), got
