"""Leftovers of issue 12, seventeenth round (docs/extraction.md, "leftovers17"): a habit with someone named said with
"have" or "get" ("Marek and I have a pint every Friday"), an employer said by its kind ("I work for a building
society") or as "employed by", a home said as "home is …". Real extractor; the store through a real Brain.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd.brain.candidate import Candidate
from mercuryd.brain.clock import FakeClock
from mercuryd.brain.service import Brain
from tests import chat

TS = dt.datetime(2026, 11, 16, 9, 0, tzinfo=dt.UTC)  # a Monday


def dialogue(*lines: str, at: dt.datetime = TS) -> list[Candidate]:
    return chat.heard(*lines, at=at)


def summaries(*lines: str, at: dt.datetime = TS) -> list[str]:
    return [c.summary for c in dialogue(*lines, at=at)]


def only(text: str, summary: str) -> Candidate:
    return chat.heard_as(text, summary, at=TS)


# ---------------------------------------------------------------- a habit with someone named, had or got together

@pytest.mark.parametrize(("text", "summary", "name"), [
    ("Sanjay and I have a curry every Friday night.", "User has a curry with Sanjay every Friday night", "Sanjay"),
    ("Tomás and I get churros every Sunday at the market.", "User gets churros with Tomás every Sunday at the market",
     "Tomás"),
    ("Lena and I grab coffee every Friday before work.", "User grabs coffee with Lena every Friday before work", "Lena"),
])
def test_a_habit_had_or_got_with_someone_named(text: str, summary: str, name: str) -> None:
    fact = only(text, summary)
    assert fact.type == "habit"
    assert name in [p.name for p in fact.persons]


@pytest.mark.parametrize("text", [
    "Lena and I get paid every Friday.",  # a state got, not a thing
    "Lena and I get stuck in traffic every morning.",
    "Lena and I had a curry every Friday last year.",  # the past
    "Lena and I got coffee on Friday, it was awful.",  # one day
    "Can Lena and I get a table every Friday?",  # a question
])
def test_no_habit_got_with_someone(text: str) -> None:
    assert not [c for c in dialogue(text) if c.type == "habit" and " with Lena" in c.summary], summaries(text)


# ---------------------------------------------------------------- an employer by kind, or "employed by"

@pytest.mark.parametrize(("text", "summary"), [
    ("I work for a building society in Skipton.", "User works for a building society in Skipton"),
    ("I work for a credit union, nine years now.", "User has worked for a credit union for nine years"),
    ("I work at a housing association in Salford.", "User works at a housing association in Salford"),
])
def test_an_employer_said_by_its_kind(text: str, summary: str) -> None:
    fact = only(text, summary)
    assert fact.type == "identity" and fact.attribute is None  # no employer named, none to supersede


@pytest.mark.parametrize(("text", "summary", "value"), [
    ("I'm employed by Nationwide in their mortgage team.", "User is employed by Nationwide in their mortgage team",
     "nationwide"),
    ("I've been employed by Arup since 2017.", "User has been employed by Arup since 2017", "arup"),
])
def test_employed_by_is_where_the_user_works(text: str, summary: str, value: str) -> None:
    fact = only(text, summary)
    assert (fact.type, fact.attribute, fact.value) == ("identity", "works_at", value)


@pytest.mark.parametrize("text", [
    "I was employed by Nationwide for ten years before I retired.",  # the past
    "My brother is employed by Arup.",  # someone else
])
def test_employed_by_of_the_past_or_of_someone_else(text: str) -> None:
    assert not [c for c in dialogue(text) if c.attribute == "works_at"], summaries(text)


# ---------------------------------------------------------------- "home is …"

@pytest.mark.parametrize(("text", "summary", "value"), [
    ("Home is Didsbury these days, much quieter.", "User lives in Didsbury", "didsbury"),
    ("My home's in Fremantle now.", "User lives in Fremantle", "fremantle"),
    ("My home is in Headingley.", "User lives in Headingley", "headingley"),
])
def test_home_is_where_the_user_lives(text: str, summary: str, value: str) -> None:
    fact = only(text, summary)
    assert (fact.type, fact.attribute, fact.value) == ("identity", "lives_in", value)


@pytest.mark.parametrize("text", [
    "Home is where the heart is.",
    "Home is Leeds, but I've been in London ten years.",  # where the user is from as often as where they live
    "Home is Sunday roast and a long walk for me.",
    "Home is Didsbury, though.",
    "My mum's home is in Didsbury.",
])
def test_home_is_not_where_the_user_lives(text: str) -> None:
    assert not [c for c in dialogue(text) if c.attribute == "lives_in" and c.value in {"leeds", "didsbury"}], summaries(text)


# ---------------------------------------------------------------- done again: driving, a relapse

@pytest.mark.parametrize(("text", "summary"), [
    ("Knee's fine now, I am driving again since Saturday.", "User has been driving again since Saturday, 14 November 2026"),
    ("I'm cycling again!", "User is cycling again"),
    ("My consultant cleared me to drive again on Friday, so no more buses.",
     "User has been allowed to drive again since Friday, 13 November 2026"),
    ("I'm allowed to swim again.", "User is allowed to swim again"),
    ("I smoke again since the divorce, stupid.", "User smokes again since the divorce"),
    ("back on the fags after four months off, don't judge", "User is back on the fags after four months off"),
])
def test_done_again(text: str, summary: str) -> None:
    assert only(text, summary).type == "habit"


@pytest.mark.parametrize("text", [
    "I'm crying again, sorry.",  # a mood, not an activity
    "I'm working late again tonight.",
    "Am I allowed to drive again after a TIA?",  # a question
    "My husband is driving again since Monday.",  # someone else
    "I'm back on the night bus.",  # no habit given up
])
def test_not_done_again(text: str) -> None:
    assert not [c for c in dialogue(text) if c.summary.startswith(("User is ", "User has been ", "User smokes"))], summaries(text)


DAY = dt.timedelta(days=1)


def test_driving_again_ends_the_limit_on_driving(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, TS, "a", "I can't drive for six weeks after the hip operation.")
    chat.hear(brain, clock, TS, "b", "I can't drive at night, my eyes are bad.")  # a lasting limit
    live = chat.live_summaries(brain)
    assert "User cannot drive for six weeks after the hip operation" in live, live
    chat.hear(brain, clock, TS + 40 * DAY, "c", "Good news, the surgeon cleared me to drive again on Tuesday.")
    live = chat.live_summaries(brain)
    assert "User cannot drive for six weeks after the hip operation" not in live, live
    assert [s for s in live if "drive at night" in s], live


def test_a_relapse_ends_the_quit(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, TS, "a", "I quit smoking in March, eight months clean.")
    chat.hear(brain, clock, TS, "b", "I quit sugar in my coffee last year.")
    live = chat.live_summaries(brain)
    assert [s for s in live if "quit smoking" in s], live
    chat.hear(brain, clock, TS + 30 * DAY, "c", "I smoke again since the redundancy, stupid.")
    live = chat.live_summaries(brain)
    assert not [s for s in live if "quit smoking" in s], live
    assert [s for s in live if "quit sugar" in s], live  # another quit stays


def test_a_stop_ends_the_relapse(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, TS, "a", "back on the vapes after six weeks off, gutted")
    assert "User is back on the vapes after six weeks off" in chat.live_summaries(brain)
    chat.hear(brain, clock, TS + 20 * DAY, "b", "I gave up the vapes on Monday.")
    live = chat.live_summaries(brain)
    assert "User is back on the vapes after six weeks off" not in live, live


# ---------------------------------------------------------------- a meal judged is one day's

@pytest.mark.parametrize("text", [
    "Ravi and I had the worst curry on Friday, cold naan and all.",
    "I had a horrendous kebab last night lol",
    "we had the most amazing brunch at the harbour yesterday",
])
def test_a_meal_judged_is_not_kept(text: str) -> None:
    assert not [c for c in dialogue(text) if c.type == "episode"], summaries(text)


@pytest.mark.parametrize(("text", "summary"), [
    ("I had a terrible fall on Saturday.", "User had a terrible fall on Saturday, 14 November 2026"),  # not a meal
    ("Ravi and I have a curry every Friday night.", "User has a curry with Ravi every Friday night"),  # a habit
])
def test_not_a_meal_of_one_day(text: str, summary: str) -> None:
    only(text, summary)


# ---------------------------------------------------------------- a move within the same city

@pytest.mark.parametrize(("text", "summary", "value"), [
    ("We've moved to Clontarf, still Dublin.", "User lives in Clontarf, Dublin", "dublin"),
    ("Sold the terrace and bought a semi in Roundhay, still Leeds, just more garden.", "User lives in Roundhay, Leeds", "leeds"),
    ("I'm in Leith now, still Edinburgh obviously.", "User lives in Leith, Edinburgh", "edinburgh"),
])
def test_a_move_within_the_city_keeps_the_city(text: str, summary: str, value: str) -> None:
    fact = only(text, summary)
    assert (fact.type, fact.attribute, fact.value) == ("identity", "lives_in", value)


def test_same_city_takes_the_city_said_before() -> None:
    found = dialogue("I've lived in Perth for ten years and teach at a primary school.", "Nice.",
                     "We got a bigger place in Subiaco last month, same city, and the commute is shorter.")
    moved = [c for c in found if c.summary == "User lives in Subiaco, Perth"]
    assert moved and moved[0].attribute is None, [c.summary for c in found]  # the home said before is not ended
    assert "User lives in Subiaco, a move within the same city" in summaries(
        "We got a bigger place in Subiaco last month, same city, and the commute is shorter.")


@pytest.mark.parametrize("text", [
    "My sister moved to Clontarf, still Dublin.",  # someone else's move
    "We're in Rome, still cold.",  # the weather
    "We're in Rome, still jetlagged.",
])
def test_no_move_within_the_city(text: str) -> None:
    assert not [c for c in dialogue(text) if c.summary.startswith("User lives in")], summaries(text)


def test_a_move_within_the_city_does_not_end_the_city(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, TS, "a", "I live in Aberdeen.")
    assert chat.live(brain, "lives_in") == [("User lives in Aberdeen", "aberdeen")]
    chat.hear(brain, clock, TS + 30 * DAY, "b", "We bought a wee house in Cults, still Aberdeen, much quieter.")
    homes = chat.live(brain, "lives_in")
    assert homes and all(value == "aberdeen" for _, value in homes), homes
    assert [s for s, _ in homes if "Cults" in s], homes


# ---------------------------------------------------------------- how often lessons come, changed

@pytest.mark.parametrize(("text", "summary", "value"), [
    ("My cello lessons are only once a month now, my teacher moved away.", "User has cello lessons once a month",
     "once a month"),
    ("Our salsa classes are every two weeks now instead of weekly.", "User has salsa classes every two weeks",
     "every two weeks"),
    ("The drum lessons are fortnightly now since money's tight.", "User has drum lessons fortnightly", "fortnightly"),
])
def test_lessons_how_often_now(text: str, summary: str, value: str) -> None:
    fact = only(text, summary)
    assert fact.type == "habit" and fact.value == value and (fact.attribute or "").startswith("schedule:")


@pytest.mark.parametrize("text", [
    "My rent is monthly.",  # no lessons
    "The bins are fortnightly now.",
    "Her cello lessons are once a month now.",  # someone else's
    "Are my cello lessons monthly?",  # a question
])
def test_not_lessons_of_the_user(text: str) -> None:
    assert not [c for c in dialogue(text) if c.type == "habit"], summaries(text)


def test_lessons_less_often_replace_the_old_schedule(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, TS, "a", "I have cello lessons every Tuesday evening.")
    assert [s for s in chat.live_summaries(brain) if "cello lessons every Tuesday" in s]
    chat.hear(brain, clock, TS + 60 * DAY, "b", "My cello lessons are only once a month now, my teacher moved away.")
    live = chat.live_summaries(brain)
    assert "User has cello lessons once a month" in live, live
    assert not [s for s in live if "cello lessons every Tuesday" in s], live


# ---------------------------------------------------------------- a country left, home again

@pytest.mark.parametrize(("text", "summary", "value"), [
    ("We're back in Lisbon since March, the kids are settling in.", "User has been back in Lisbon since March 2026", "lisbon"),
    ("I'm back home in Cork for good!", "User lives in Cork again, for good", "cork"),
])
def test_back_home_in_a_place(text: str, summary: str, value: str) -> None:
    fact = only(text, summary)
    assert (fact.type, fact.attribute, fact.value) == ("identity", "lives_in", value)


@pytest.mark.parametrize("text", [
    "I'm back in Lisbon for the weekend.",  # a stay
    "We're back in Lisbon tomorrow.",
    "My sister is back in Lisbon since March.",  # someone else
])
def test_not_back_home(text: str) -> None:
    assert not [c for c in dialogue(text) if c.attribute == "lives_in"], summaries(text)


def test_a_place_left_beside_the_new_home_is_no_tool() -> None:
    said = summaries("We're done with Singapore after four years, we're back in Lisbon since March.")
    assert "User has been back in Lisbon since March 2026" in said
    assert not [s for s in said if "Singapore" in s], said
    assert "User is done with Jira" in summaries("We are done with Jira.")  # no home said with it


# ---------------------------------------------------------------- a kind of work kept in a tool

@pytest.mark.parametrize(("text", "summary", "value"), [
    ("All my lesson plans are in Notion now, the binders are gone.", "User keeps all their lesson plans in Notion", "notion"),
    ("the whole backlog wiki is in Linear now", "User keeps the whole backlog wiki in Linear", "linear"),
    ("All my recipes are in Paprika these days.", "User keeps all their recipes in Paprika", "paprika"),
])
def test_work_kept_in_a_tool(text: str, summary: str, value: str) -> None:
    fact = only(text, summary)
    assert (fact.type, fact.value) == ("preference", value)


@pytest.mark.parametrize("text", [
    "All my photos are in Boxes now.",  # a plural of things
    "All my family is in Poland now.",  # no kind of work
    "Are all my notes in Notion now?",  # a question
    "All my recipes are in Paprika.",  # no switch said
])
def test_no_work_kept_in_a_tool(text: str) -> None:
    assert not [c for c in dialogue(text) if c.summary.startswith("User keeps")], summaries(text)
