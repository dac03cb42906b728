"""The lead's trial of session 38 (docs/extraction.md, "Three more voices, the lead's trial (g15)"): a Polish truck
driver who writes simple English, a widowed retired postman in Dayton learning to cook, a data scientist who leaves
Grab in Singapore for a startup and Hanoi. Each family of sentences a rule a person would name; the real extractor,
and the store where a rule is about what stays live.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt
import functools

import pytest

from mercuryd.brain.clock import FakeClock
from mercuryd.brain.service import Brain
from tests import chat

AT = dt.datetime(2026, 8, 20, 18, 0, tzinfo=dt.UTC)

summaries = functools.partial(chat.summaries, at=AT)
facts = functools.partial(chat.read, at=AT)


# ---------------------------------------------------------------- a trade said without its article

@pytest.mark.parametrize(("text", "summary", "job"), [
    ("I am bus driver in Gdańsk", "User is a bus driver in Gdańsk", "bus driver"),
    ("i am taxi driver", "User is a taxi driver", "taxi driver"),
    ("I'm pastry cook at Hotel Bristol", "User is a pastry cook", "pastry cook"),
    ("I am lorry driver from Kraków", "User is a lorry driver", "lorry driver"),
])
def test_a_trade_said_without_its_article_is_the_job(text: str, summary: str, job: str) -> None:
    found = facts(text)
    assert summary in [f.summary for f in found]
    assert (job, "job_title") in [(f.value, f.attribute) for f in found]
    assert not [f for f in found if f.attribute == "name"], [f.summary for f in found]  # never "User's name is Bus Driver"


@pytest.mark.parametrize(("text", "name"), [("hi im rachel baker", "Rachel Baker"), ("I'm Tom Driver", "Tom Driver")])
def test_a_surname_that_is_a_trade_stays_a_name(text: str, name: str) -> None:
    assert f"User's name is {name}" in summaries(text)


# ---------------------------------------------------------------- a pain that stays, not a passing one

@pytest.mark.parametrize(("text", "summary"), [
    ("I have lower back pain from years of lifting", "User has lower back pain"),
    ("I've got chronic neck pain", "User has chronic neck pain"),
])
def test_a_lasting_pain_is_a_condition(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", ["I have back pain today after the gym", "I've had neck pain since yesterday",
                                  "I have knee pain at the moment, nothing serious"])
def test_a_passing_pain_is_not_a_condition(text: str) -> None:
    assert not [s for s in summaries(text) if "pain" in s], summaries(text)


# ---------------------------------------------------------------- leads and tails of chat

def test_fwiw_leads_a_statement() -> None:
    assert "User prefers tabs over spaces" in summaries("fwiw I prefer tabs over spaces")
    assert "User lives in Ghent" in summaries("for what it's worth, I live in Ghent")


def test_a_second_clause_with_its_i_dropped_is_cut_not_kept_unconjugated() -> None:
    said = summaries("I prefer Go over Rust for services, only use Rust for the parser")
    assert "User prefers Go over Rust for services" in said, said
    assert not [s for s in said if "only use" in s], said


def test_a_small_life_update_lead_is_dropped() -> None:
    assert "User is leaving Monzo at the end of August 2026" in summaries("small life update: I'm leaving Monzo at the end of the month")


# ---------------------------------------------------------------- leaving one employer, joining another

def test_leaving_and_joining_typed_without_i() -> None:
    said = summaries("quick life update: leaving Ocado end of month, joining a fintech called Plum as their second data engineer")
    assert "User is leaving Ocado at the end of August 2026" in said, said
    assert "User is joining a fintech called Plum as the second data engineer" in said, said


@pytest.mark.parametrize(("text", "org"), [
    ("I'm joining Monzo as a backend engineer", "monzo"),
    ("I'll be joining Arup as a graduate engineer", "arup"),
    ("I'm joining a studio called Tinybuild as the first hire", "tinybuild"),
])
def test_joining_with_the_role_taken_is_the_new_employer(text: str, org: str) -> None:
    found = facts(text)
    assert ("works_at", org) in [(f.attribute, f.value) for f in found], [f.summary for f in found]


@pytest.mark.parametrize("text", ["I'm joining Strava as a premium member", "I'm joining the choir as a tenor",
                                  "I'm joining Kainos as their new head of people"])
def test_joining_as_something_that_is_no_job_is_not_a_job(text: str) -> None:
    assert not [f for f in facts(text) if (f.attribute or "").endswith("works_at")]


def test_a_start_said_after_a_comma_is_its_own_clause() -> None:
    found = facts("big change, from 3 September I work for DHL")
    assert ("plan:works_at", "dhl") in [(f.attribute, f.value) for f in found], [f.summary for f in found]


def test_end_of_month_typed_without_the() -> None:
    assert "User is leaving Zalando at the end of August 2026" in summaries("I'm leaving Zalando end of month")


# ---------------------------------------------------------------- a new home said as settled in it

@pytest.mark.parametrize("text", ["all settled in Porto now 🙂", "we're finally settled in Porto", "I'm settled in Porto now"])
def test_settled_in_a_city_is_where_the_user_lives(text: str) -> None:
    assert ("lives_in", "porto") in [(f.attribute, f.value) for f in facts(text)], summaries(text)


@pytest.mark.parametrize("text", ["settled in nicely, thanks", "I'm settled in my ways"])
def test_settled_without_a_place_is_nothing(text: str) -> None:
    assert not [f for f in facts(text) if f.attribute == "lives_in"]


def test_settling_in_a_new_city_replaces_the_old_home_in_the_store(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, AT, "a", "I live in Singapore.")
    chat.hear(brain, clock, AT + dt.timedelta(days=90), "b", "all settled in Hanoi now 🙂")
    assert [v for _, v in chat.live(brain, "lives_in")] == ["hanoi"]


# ---------------------------------------------------------------- how to write

@pytest.mark.parametrize("text", ["my english is not so good so please write simple", "please write simply",
                                  "just write plainly to me"])
def test_write_simple_is_a_wish_for_simple_language(text: str) -> None:
    assert "User wants answers in simple language" in summaries(text)


@pytest.mark.parametrize(("text", "summary"), [
    ("always docstrings in the examples please", "User wants docstrings in the examples"),
    ("and always semicolons in JS snippets", "User wants semicolons in JS snippets"),
])
def test_always_x_in_the_code_is_a_rule(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", ["always traffic in the morning", "always rain in Manchester", "always use it in the code"])
def test_always_x_elsewhere_is_no_rule(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User wants")], summaries(text)


# ---------------------------------------------------------------- what a doctor keeps the user on

@pytest.mark.parametrize(("text", "summary"), [
    ("My doctor has me on a low sugar diet", "User is on a low sugar diet"),
    ("the GP put me on a gluten free diet for now", "User is on a gluten-free diet"),
    ("doctor has me on ramipril", "User takes ramipril"),
])
def test_what_a_doctor_keeps_the_user_on(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", ["my doctor has me on a waiting list", "the GP put me on hold for twenty minutes",
                                  "my doctor had me on antibiotics last winter"])
def test_a_list_or_a_hold_is_not_taken(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith(("User takes", "User is on"))], summaries(text)


# ---------------------------------------------------------------- "no more X" ends the wish for X

def test_no_more_ends_the_wish_it_names(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, AT, "a", "please use bullet points in your answers")
    chat.hear(brain, clock, AT, "b", "please reply in simple English")
    before = chat.live_summaries(brain)
    assert any("bullet points" in s for s in before) and any("simple English" in s for s in before), before
    chat.hear(brain, clock, AT + dt.timedelta(days=40), "c", "no more bullet points please")
    chat.hear(brain, clock, AT + dt.timedelta(days=41), "d", "please no more simple English, I want the practice")
    live = chat.live_summaries(brain)
    assert "User wants no more bullet points" in live, live
    # (since session 48 "no more simple English" is leave to write normal English, as "no need for simple english" is)
    assert "User is fine with normal English" in live, live
    assert not [s for s in live if "bullet points" in s and "no more" not in s], live
    assert not [s for s in live if "simple English" in s and "no more" not in s], live


def test_no_more_leaves_other_wishes_and_rules_against(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, AT, "a", "please use bullet points in your answers")
    chat.hear(brain, clock, AT, "b", "no emojis please")
    chat.hear(brain, clock, AT + dt.timedelta(days=40), "c", "no more emojis please")
    live = chat.live_summaries(brain)
    assert any("bullet points" in s for s in live), live  # another wish, left
    # the rule against them is left live ("no more emojis" restates it, a reinforcement)
    assert "User wants no emojis" in live, live


# ================================================================ the second set of the round (h15)

# ---------------------------------------------------------------- who the user is

@pytest.mark.parametrize("text", ["hi I'm Keisha and I am EXHAUSTED lol", "I am STARVING", "I'm SO DONE"])
def test_a_shouted_word_is_not_a_name(text: str) -> None:
    found = facts(text)
    assert not [f for f in found if f.attribute == "name" and f.value != "keisha"], [f.summary for f in found]


def test_a_name_in_capitals_is_still_a_name() -> None:
    assert "User's name is OBI" in summaries("hi, I'm OBI")


@pytest.mark.parametrize(("text", "pronouns"), [("Hey. Robin here (they/them).", "they/them"),
                                                ("Morning. Dee here (she/her), nurse in Hull", "she/her")])
def test_a_name_said_with_here_and_pronouns(text: str, pronouns: str) -> None:
    said = summaries(text)
    assert f"User's pronouns are {pronouns}" in said, said
    assert any(s.startswith("User's name is ") for s in said), said


def test_the_users_own_name_is_never_what_it_means() -> None:
    said = summaries("Robin here (they/them). I carve spoons and sell them at the market in Totnes.")
    assert not [s for s in said if "sell Robin" in s or "sells Robin" in s], said
    assert "User carves and sells spoons at the market in Totnes" in said, said


def test_an_employer_value_stops_at_how_often() -> None:
    assert ("works_at", "costa") in [(f.attribute, f.value) for f in facts("I work at Costa 4 shifts a week")]


# ---------------------------------------------------------------- two verbs, one object

@pytest.mark.parametrize(("text", "summary"), [
    ("I brew beer and sell it at the farmers market", "User brews and sells beer at the farmers market"),
    ("I cook and clean for my grandad every Sunday", "User cooks and cleans for their grandad every Sunday"),
])
def test_both_verbs_are_the_users(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_a_past_verb_before_and_is_left() -> None:
    assert not [s for s in summaries("I went and bought a road bike") if "boughts" in s]


# ---------------------------------------------------------------- a day's event, a business closed, a vague wish

def test_doing_something_on_a_date_is_an_event_not_a_routine() -> None:
    found = facts("I'm doing the Leeds half marathon on May 10")
    assert [(f.type, f.summary) for f in found] == [("episode", "User is doing the Leeds half marathon on 10 May 2027")]


def test_doing_something_every_week_is_still_a_routine() -> None:
    assert [f.type for f in facts("I'm doing pilates every Thursday")] == ["habit"]


def test_closing_a_business_typed_without_i() -> None:
    assert "User is closing the pottery shop in January 2027" in summaries("Closing the pottery shop in January, too quiet.")


@pytest.mark.parametrize("text", ["I want to practise more", "I want to try harder", "I need to do better"])
def test_a_wish_with_nothing_named_is_no_memory(text: str) -> None:
    assert summaries(text) == []


@pytest.mark.parametrize(("text", "summary"), [("I want to sleep more", "User wants to sleep more"),
                                              ("I'm trying to eat less sugar", "User is trying to eat less sugar")])
def test_a_wish_that_names_what_it_is_stays(text: str, summary: str) -> None:
    assert summary in summaries(text)


# ---------------------------------------------------------------- how to answer

@pytest.mark.parametrize(("text", "summary"), [
    ("you can explain in French now", "User wants explanations in French"),
    ("from now on you can answer in Polish", "User wants answers in Polish"),
])
def test_leave_to_answer_in_a_language_for_good(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", ["you can answer in English if it's easier", "you can write in French"])
def test_leave_for_once_is_no_rule(text: str) -> None:
    assert summaries(text) == []


def test_the_answer_language_is_one_setting(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, AT, "a", "Please explain the grammar in English, my Dutch is still weak.")
    assert [v for _, v in chat.live(brain, "preferred_language")] == ["english"]
    chat.hear(brain, clock, AT + dt.timedelta(days=120), "b", "Now you can explain in Dutch, I want to practise.")
    assert [v for _, v in chat.live(brain, "preferred_language")] == ["dutch"]


@pytest.mark.parametrize(("text", "summary"), [
    ("no walls of text please", "User wants no walls of text"),
    ("no exclamation marks please", "User wants no exclamation marks"),
])
def test_how_an_answer_looks_on_the_page(text: str, summary: str) -> None:
    assert summary in summaries(text)


# ---------------------------------------------------------------- seen as a new user: a shift said through the spouse's memory

def test_a_new_shift_said_by_name_ends_the_old_one_though_it_restates_who_she_is(brain: Brain, clock: FakeClock) -> None:
    """"Sana is on days now" restates "User's wife is Sana" (the memory takes the fuller wording, a reinforcement); what
    it says of her shift still ends "works nights", as it would have as a memory of its own."""
    chat.hear(brain, clock, AT, "a", "my wife Sana works nights at the hospital")
    assert any("works nights" in s for s in chat.live_summaries(brain)), chat.live_summaries(brain)
    chat.hear(brain, clock, AT + dt.timedelta(days=70), "b", "Sana is on days now, so she does the school pickups")
    live = chat.live_summaries(brain)
    assert "User's wife Sana is on days" in live, live
    assert not [s for s in live if "nights" in s], live
