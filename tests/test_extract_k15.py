"""Fresh set thirty-three (docs/extraction.md, "Fresh set thirty-three (`k15-*`, fresh33 …)"): the weather said without
its "it", a household task covered for a stretch, who minds things while the user is away, a relative "is right but …",
a done change of shift "from this Monday", a business one runs that is a funeral home, a care home or a mill, and "on
the side I run …". Real extractor.

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


# ---------------------------------------------------------------- the weather, its "it" dropped

@pytest.mark.parametrize("text", [
    "Been raining sideways since Sunday, the dog won't go out.",
    "Been snowing all morning here.",
    "been bucketing down since lunch",
    "Been blowing a gale all night, the fence is down.",
    "Been lashing down for three days now.",
])
def test_weather_fragment_is_no_user_state(text: str) -> None:
    assert not [s for s in summaries(text, "Stay dry!") if s.startswith("User has been")]


@pytest.mark.parametrize(("text", "summary"), [
    ("Been building a shed all week.", "User has been building a shed all week"),
    ("Been pouring concrete for the new patio all week.", "User has been pouring concrete for the new patio all week"),
])
def test_what_the_user_has_been_doing_stays(text: str, summary: str) -> None:
    assert summary in summaries(text, "Nice.")


# ---------------------------------------------------------------- a household task covered for a stretch

@pytest.mark.parametrize("text", [
    "My husband broke his ankle, he's in a boot for six weeks so I'm doing the gardening.",
    "Dave is in Aberdeen till Friday, so I'm doing the school run.",
    "My wife is on nights for a couple of months so I'm taking over the bedtimes.",
    "Mum's staying with my sister for a fortnight so I'm in charge of the dog walks.",
])
def test_a_task_covered_for_a_stretch_is_no_habit(text: str) -> None:
    got = summaries(text, "That's kind of you.")
    assert not [s for s in got if s.startswith("User is ")], got


def test_a_task_without_a_stretch_stays() -> None:
    assert "User is doing the cooking" in summaries("I'm doing the cooking these days.", "Good for you.")


# ---------------------------------------------------------------- who minds things while the user is away

@pytest.mark.parametrize("text", [
    "My brother Sione will look after the shop while I'm away.",
    "My sister Jo will feed the cats while we're on holiday.",
    "Our neighbour Pat will water the plants while we are abroad.",
    "My son Leo will be home with the dog while I'm away.",
])
def test_minding_things_while_away_is_that_absence(text: str) -> None:
    got = summaries(text, "Good to have help.")
    assert not [s for s in got if "while" in s or " will " in s], got


def test_what_a_relative_does_otherwise_stays() -> None:
    assert "User's brother Sione runs the shop with them" in summaries("My brother Sione runs the shop with me.", "Nice.")


# ---------------------------------------------------------------- a relative "is right but …"

@pytest.mark.parametrize("text", [
    "My husband Ted says I drink too much tea. He is right but what can you do.",
    "My wife Anita is right of course.",
    "My daughter Maya is right as always.",
    "My sister Lou is right though.",
])
def test_a_relative_being_right_is_no_fact_of_theirs(text: str) -> None:
    got = summaries(text, "Ha!")
    assert not [s for s in got if " right" in s], got
    assert any(s.startswith("User's ") and " is " in s for s in got), got  # who they are stays


def test_right_handed_is_a_fact() -> None:
    assert "User's sister Mel is right-handed" in summaries("My sister Mel is right-handed.", "OK.")


# ---------------------------------------------------------------- a done change of shift "from this Monday"

@pytest.mark.parametrize(("text", "summary"), [
    ("Good news, moved to the day shift from this Monday, 7am till 3pm.",
     "User works day shifts since Monday, 14 September 2026, 7am till 3pm"),
    ("I went back to earlies from August.", "User works early shifts since August 2026"),
    ("I switched to the late shift from this Tuesday.", "User switched to the late shift from Tuesday, 15 September 2026"),
    ("I joined the choir this Monday.", "User joined the choir on Monday, 14 September 2026"),
])
def test_a_done_change_from_this_week_is_behind(text: str, summary: str) -> None:
    assert summary in summaries(text, "Congratulations.")


@pytest.mark.parametrize(("text", "summary"), [
    ("I'm moving to nights from next Monday.", "User is moving to night shifts from Monday, 21 September 2026"),
    ("I switched to the late shift from this Friday.", "User switched to the late shift from Friday, 18 September 2026"),
])
def test_a_change_ahead_stays_ahead(text: str, summary: str) -> None:
    assert summary in summaries(text, "Good luck.")


# ---------------------------------------------------------------- a business one runs

@pytest.mark.parametrize(("text", "summary"), [
    ("I run a small funeral home in Timaru, my father started it.", "User runs a small funeral home in Timaru"),
    ("We run a family care home in Ayr.", "User runs a family care home in Ayr"),
    ("I run a tiny flour mill in Kent.", "User runs a tiny flour mill in Kent"),
    ("On the side I run a little cider business, Orchard Lane Cider.",
     "User runs a little cider business, Orchard Lane Cider"),
])
def test_a_business_one_runs_is_who_they_are(text: str, summary: str) -> None:
    facts = dialogue(text, "Lovely.")
    assert [f.type for f in facts if f.summary == summary] == ["identity"], [(f.type, f.summary) for f in facts]


@pytest.mark.parametrize("text", [
    "I run Arch on my laptop.",
    "On the side of the road I saw a fox.",
])
def test_no_business_where_none_is_run(text: str) -> None:
    assert not [f for f in dialogue(text, "OK.") if f.type == "identity"]


# ---------------------------------------------------------------- "the first … in six years" is no time ahead

@pytest.mark.parametrize(("text", "summary"), [
    ("I'm taking my first real break in eight years in May, a week in Crete with my husband.",
     "User is taking their first real break in eight years in May 2027, a week in Crete with their husband"),
])
def test_first_in_years_is_a_span_gone_by(text: str, summary: str) -> None:
    got = summaries(text, "Enjoy it.")
    assert summary in got, got


@pytest.mark.parametrize(("text", "summary"), [
    ("We're moving to Spain in two years.", "User is moving to Spain around 2028"),
    ("My exam is in three weeks.", "User's exam is around 7 October 2026"),
])
def test_in_n_units_ahead_stays(text: str, summary: str) -> None:
    assert summary in summaries(text, "Good luck.")


# ---------------------------------------------------------------- land farmed, counted; a second business on the side

@pytest.mark.parametrize(("text", "wanted"), [
    ("I farm 300 acres of barley near Moose Jaw.", ["User farms 300 acres of barley near Moose Jaw"]),
    ("We farm 1,200 hectares of wheat in the Wimmera.", ["User farms 1,200 hectares of wheat in the Wimmera"]),
    ("I teach maths in Derby, and on the side I run a small print shop.",
     ["User teaches maths in Derby", "User runs a small print shop"]),
])
def test_land_farmed_and_a_side_business(text: str, wanted: list[str]) -> None:
    got = summaries(text, "Nice.")
    assert all(w in got for w in wanted), got


@pytest.mark.parametrize("text", [
    "I have 2,000 followers on Instagram.",
    "I own 1,500 shares of Apple.",
])
def test_other_counts_are_not_land(text: str) -> None:
    assert not [f for f in dialogue(text, "OK.") if f.type == "identity"]


# ---------------------------------------------------------------- "packed in the pipe"

@pytest.mark.parametrize(("text", "summary"), [
    ("I've packed in the cigars, doctor's orders.", "User has given up the cigars"),
    ("I've packed in the pipe.", "User has given up the pipe"),
])
def test_packed_in_what_is_smoked(text: str, summary: str) -> None:
    assert [s for s in summaries(text, "Well done.") if s.startswith(summary)], summaries(text, "Well done.")


def test_packing_in_a_water_pipe_is_nothing() -> None:
    assert not summaries("I packed in the water pipe for the caravan.", "OK.")


# ---------------------------------------------------------------- working from home for an employer

@pytest.mark.parametrize(("text", "summary"), [
    ("I work from home for a small charity, doing fundraising, so I can be here when the kids get in.",
     "User works from home for a small charity"),
    ("I work from home for Aviva.", "User works from home for Aviva"),
])
def test_working_from_home_for_an_employer(text: str, summary: str) -> None:
    assert summary in summaries(text, "Handy.")


def test_working_from_home_for_a_while_is_no_employer() -> None:
    assert not [s for s in summaries("I work from home for the rest of the week.", "OK.") if "for the rest" in s]


# ---------------------------------------------------------------- "is recovering well": this week's news of a relative

@pytest.mark.parametrize(("text", "kept"), [
    ("My sister Amy is recovering nicely.", "User's sister is Amy"),
    ("My husband Joe is on the mend, thankfully.", "User's husband is Joe"),
])
def test_recovering_well_is_only_who_they_are(text: str, kept: str) -> None:
    got = summaries(text, "Glad to hear it.")
    assert kept in got and not [s for s in got if "recover" in s or "mend" in s], got


def test_recovering_from_something_named_stays() -> None:
    assert "User's mum is recovering from a stroke" in summaries("My mum is recovering from a stroke.", "I'm sorry.")


# ---------------------------------------------------------------- a name that is a month, listed after who they are

@pytest.mark.parametrize(("text", "summary"), [
    ("My twins Rose and June turned two last month.", "User's twins Rose and June turned 2 in August 2026"),
    ("I have two daughters, Ella and April.", "User has two daughters: Ella and April"),
])
def test_a_month_name_listed_with_names_is_a_name(text: str, summary: str) -> None:
    assert summary in summaries(text, "Lovely.")


def test_months_listed_without_names_are_months() -> None:
    got = summaries("I'm moving to Leeds between May and June.", "OK.")
    assert any("June 2027" in s for s in got), got


# ---------------------------------------------------------------- where the answers are read, every day

@pytest.mark.parametrize(("text", "summary"), [
    ("When you answer me keep it to a few lines, I'm reading this on the tram home most days.",
     "User wants answers of at most a few lines"),
    ("Keep it short please, I usually read these on my phone.", "User wants short answers"),
    ("Keep it brief, I'm reading this on the train every morning.", "User wants brief answers"),
])
def test_a_daily_reading_place_makes_the_rule_last(text: str, summary: str) -> None:
    assert summary in summaries(text, "Will do.")


@pytest.mark.parametrize("text", [
    "Keep it short, I'm reading this on my phone.",  # this once, for all that is said
    "Write me a short poem, I'm reading this on the bus most days.",  # a piece asked for
])
def test_no_lasting_rule_without_every_day(text: str) -> None:
    assert not [s for s in summaries(text, "OK.") if s.startswith("User wants")]


# ---------------------------------------------------------------- trades the nouns lacked; a name with its surname, then the age

@pytest.mark.parametrize(("text", "summary"), [
    ("I'm a stonemason, mostly church work.", "User is a stonemason"),
    ("I'm an undertaker in Oamaru.", "User is an undertaker in Oamaru"),
    ("I'm a retired merchant seaman.", "User is a retired merchant seaman"),
])
def test_trades_the_nouns_lacked(text: str, summary: str) -> None:
    assert summary in summaries(text, "Good to meet you.")


def test_a_seaman_on_a_poster_is_no_job() -> None:
    assert not summaries("The seaman on the poster looked sad.", "OK.")


@pytest.mark.parametrize(("text", "wanted"), [
    ("Right then. Alma Price, 81, retired district nurse.", ["User's name is Alma Price", "User is 81 years old"]),
    ("Amy Lee, 29, nurse in Leeds.", ["User's name is Amy Lee", "User is 29 years old"]),
])
def test_a_full_name_then_the_age_opens_a_first_message(text: str, wanted: list[str]) -> None:
    got = summaries(text, "Hello!")
    assert all(w in got for w in wanted), got


@pytest.mark.parametrize("text", ["New York, 40 minutes away.", "Monday, 12 people came to the group."])
def test_a_place_or_a_day_then_a_number_is_no_name(text: str) -> None:
    assert not [s for s in summaries(text, "OK.") if "name is" in s]


# ---------------------------------------------------------------- twins by name; a month that is a name among names

@pytest.mark.parametrize(("text", "summary", "persons"), [
    ("We have twin girls, Rose and April.", "User has twin girls: Rose and April", ["Rose", "April"]),
    ("I have twin boys, Sam and Leo.", "User has twin boys: Sam and Leo", ["Sam", "Leo"]),
    ("I have two daughters, Ivy and June.", "User has two daughters: Ivy and June", ["Ivy", "June"]),
])
def test_children_listed_by_name(text: str, summary: str, persons: list[str]) -> None:
    facts = [f for f in dialogue(text, "Lovely names.") if f.summary == summary]
    assert facts and [p.name for p in facts[0].persons] == persons, [f.summary for f in dialogue(text, "Lovely names.")]


def test_twin_beds_are_no_children() -> None:
    assert not dialogue("We have twin beds, Ikea and Argos.", "OK.")
