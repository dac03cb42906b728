"""The lead's trial of session 37 (docs/extraction.md, "Three more voices, the lead's trial (d15)"): a mum in
Hamilton, New Zealand, in short chat; a retired engineer in Pune in formal Indian English; a game programmer in
Helsinki who types in fragments. Each family of sentences a rule a person would name; the real extractor, and the
store where a rule is about what stays live.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt
import functools
import re

import pytest

from mercuryd.brain.clock import FakeClock
from mercuryd.brain.service import Brain
from tests import chat

AT = dt.datetime(2026, 8, 20, 18, 0, tzinfo=dt.UTC)

summaries = functools.partial(chat.summaries, at=AT)


# ---------------------------------------------------------------- what the household does not eat

@pytest.mark.parametrize(("text", "summary"), [
    ("my family doesn't eat beef", "User's family does not eat beef"),
    ("our kids don't eat fish", "User's kids do not eat fish"),
    ("My whānau doesn't eat pork", "User's family does not eat pork"),
    # the thing refused first, then who does not eat "it"
    ("nothing with lamb, my family doesn't eat it", "User's family does not eat lamb"),
    ("what can I cook tonight, no shellfish please, my household doesn't eat it", "User's family does not eat shellfish"),
    ("no mushrooms - we don't eat them", "User does not eat mushrooms"),
    ("oh and never any squid, we never eat it", "User never eats squid"),
    ("nothing with beef please, I don't eat it", "User does not eat beef"),
])
def test_what_the_household_does_not_eat(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", ["my family doesn't eat out much", "our kids don't eat much", "no problem, my kids don't eat it anyway"])
def test_how_much_a_household_eats_is_no_rule(text: str) -> None:
    assert not [s for s in summaries(text) if "not eat" in s], summaries(text)


# ---------------------------------------------------------------- a joint's trouble in the progressive

@pytest.mark.parametrize(("text", "summary"), [
    ("I am having knee problem since winter", "User has a knee problem"),
    ("I've been having some back trouble", "User has back trouble"),
    ("i'm having shoulder issues", "User has shoulder issues"),
])
def test_a_joint_trouble_said_in_the_progressive(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_an_operation_ahead_is_not_a_condition() -> None:
    assert not [s for s in summaries("I'm having knee surgery next week") if s.startswith("User has")]


# ---------------------------------------------------------------- leave from a date is a stretch away from work

@pytest.mark.parametrize(("text", "summary"), [
    ("im on parental leave from 3 march, 8 weeks", "User is on parental leave from 3 March 2027 for 8 weeks"),
    ("I'm on sick leave from Monday", "User is on sick leave from Monday, 24 August 2026"),
])
def test_leave_from_a_date_is_an_episode(text: str, summary: str) -> None:
    found = chat.facts(text, at=AT)
    assert ("episode", summary) in [f[:2] for f in found], found


def test_leave_since_a_date_is_where_the_user_is() -> None:
    assert [f[0] for f in chat.facts("I'm on maternity leave since May", at=AT)] == ["identity"]


# ---------------------------------------------------------------- game engines are tools, never homes

@pytest.mark.parametrize(("text", "summary"), [
    ("we moved to Godot, the whole licence thing", "User switched to Godot"),
    ("we moved to Unreal Engine last year", "User switched to Unreal Engine in 2025"),
    ("I moved my game to Bevy", None),
])
def test_a_game_engine_moved_to_is_a_tool(text: str, summary: str | None) -> None:
    said = summaries(text)
    assert not [s for s in said if "lives" in s or s.startswith("User moved to")], said
    if summary:
        assert summary in said


def test_an_engine_switch_leaves_the_home_alone(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, AT, "a", "I live in Tampere.")
    chat.hear(brain, clock, AT + dt.timedelta(days=30), "b", "we moved to Godot last month")
    assert [v for _, v in chat.live(brain, "lives_in")] == ["tampere"]


# ---------------------------------------------------------------- a role, then the kind of place and where

@pytest.mark.parametrize(("text", "summary"), [
    ("tools programmer, small studio in Tallinn.", "User is a tools programmer at a small studio in Tallinn"),
    ("Hi, I'm Lea. Backend dev, fintech startup in Berlin", "User is a backend dev at a fintech startup in Berlin"),
    ("Midwife, big hospital in Leeds.", "User is a midwife at a big hospital in Leeds"),
])
def test_a_terse_role_at_a_kind_of_place(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_a_terse_thing_that_is_no_role_is_nothing() -> None:
    assert not [s for s in summaries("Pizza, small shop in Naples.") if "User is" in s]


# ---------------------------------------------------------------- the perfect with a past time, and "!!" mid-sentence

def test_returned_last_week_said_in_the_perfect() -> None:
    assert "User returned from Canada in the week of 10 August 2026" in summaries("We have returned from Canada last week.")


def test_an_exclamation_mid_sentence_keeps_where() -> None:
    said = summaries("we bought a flat!! in Galway, moving in 30 Nov")
    assert "User bought a flat in Galway, moving in on 30 November 2026" in said, said


def test_an_exclamation_before_a_new_sentence_still_ends_it() -> None:
    # "From October I am …" opens a sentence of its own: the job, not "got the job from October"
    said = summaries("I got the job!! From October I am head of quality at Brindle Foods in Derby.")
    assert not [s for s in said if "got the job from" in s.lower()], said


def test_moving_in_after_a_past_clause_is_ahead() -> None:
    # said in August: the move in November is this year's, not last year's
    assert "User sold the flat, moving out on 2 November 2026" in summaries("we sold the flat, moving out 2 Nov")


# ---------------------------------------------------------------- a relative named with the user, "them" unresolved

@pytest.mark.parametrize(("text", "summary"), [
    ("My husband Joel and I are hoping to see them at Christmas.", "User's husband is Joel"),
    ("my partner Ife and I call them every weekend", "User's partner is Ife"),
])
def test_who_the_relative_is_holds_whoever_them_are(text: str, summary: str) -> None:
    said = summaries(text)
    assert summary in said, said
    assert not [s for s in said if "them" in s], said


# ---------------------------------------------------------------- "code in X only": the code written, without a verb

@pytest.mark.parametrize(("text", "summary"), [
    ("code in Kotlin 2 only pls", "User wants code written in Kotlin 2 only"),
    ("all code in TypeScript please", "User wants code written in TypeScript"),
])
def test_code_in_a_language_is_how_code_is_written(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_code_in_a_language_for_this_one_is_no_rule() -> None:
    assert summaries("code in Rust for this one") == []


# ---------------------------------------------------------------- a new user's year through the daemon (session 37)

@pytest.mark.parametrize(("text", "tone"), [
    ("dark theme always please when you show screenshots", "dark"),
    ("light theme for diagrams now please, dark is hard to read on the projector", "light"),
    ("Light mode from now on.", "light"),
    ("always dark mode pls", "dark"),
])
def test_a_theme_asked_for_with_a_standing_word_is_the_theme(text: str, tone: str) -> None:
    found = [f for f in chat.facts(text, at=AT) if f[2] == "preferred_theme"]
    assert [f[3] for f in found] == [tone], chat.facts(text, at=AT)
    assert not [f for f in found if "hard to read" in f[1]], found


@pytest.mark.parametrize("text", ["dark theme please", "make me a landing page, dark theme please"])
def test_a_theme_for_one_piece_of_work_is_no_preference(text: str) -> None:
    assert not [f for f in chat.facts(text, at=AT) if f[2] == "preferred_theme"]


def test_a_theme_change_replaces_the_old_in_the_store(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, AT, "a", "dark theme always please when you show screenshots")
    chat.hear(brain, clock, AT + dt.timedelta(days=60), "b", "light theme for screenshots now please, dark is hard to read on the projector")
    assert [v for _, v in chat.live(brain, "preferred_theme")] == ["light"]


def test_an_editor_switched_to_a_theme_is_the_theme() -> None:
    assert [f[2:] for f in chat.facts("I switched my editor to a dark theme", at=AT)] == [("preferred_theme", "dark")]


@pytest.mark.parametrize("text", ["I'm 30 today!", "im 30 today lol"])
def test_an_age_reached_today(text: str) -> None:
    assert [f[2:] for f in chat.facts(text, at=AT)] == [("age", "30")]


def test_an_age_reached_today_replaces_the_old(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, AT, "a", "I'm 29, a physio in Bristol")
    chat.hear(brain, clock, AT + dt.timedelta(days=200), "b", "I'm 30 today!")
    assert [v for _, v in chat.live(brain, "age")] == ["30"]


@pytest.mark.parametrize(("text", "org"), [
    ("I got a job offer from Leeds United's academy! starting 1 October", "leeds united's academy"),
    ("I got a job offer from Arup, starting 3 November", "arup"),
])
def test_a_job_offer_then_its_start_is_a_plan(text: str, org: str) -> None:
    assert [f[2:] for f in chat.facts(text, at=AT)] == [("plan:works_at", org)]


@pytest.mark.parametrize(("text", "summary"), [
    ("I use Zed for my little side project, a budgeting app in Rust", "User's little side project is a budgeting app in Rust"),
    ("my small side project is a plant-watering bot", "User's small side project is a plant-watering bot"),
    ("I spend Sundays on my hobby project, a card game about moths.", "User's hobby project is a card game about moths"),
])
def test_what_the_project_is_said_in_passing(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_a_tool_switch_keeps_the_project(brain: Brain, clock: FakeClock) -> None:
    # the project was said only inside the editor's fact, and the switch of editor took it out of the store
    chat.hear(brain, clock, AT, "a", "I use VS Code for my little side project, a habit tracker in Flutter")
    chat.hear(brain, clock, AT + dt.timedelta(days=60), "b", "switched to Neovim for the app, VS Code was too slow on my old laptop")
    live = chat.live_summaries(brain)
    assert [s for s in live if "habit tracker in Flutter" in s], live
    assert [v for _, v in chat.live(brain, "preferred_editor")] == ["neovim"]


# ---------------------------------------------------------------- a retired teacher's year through the daemon (session 37)

@pytest.mark.parametrize(("text", "summary"), [
    ("I've started an online pottery course", "User started an online pottery course"),
    ("I had a fall on the ice and broke my ankle, so no driving for now and no dancing either.",
     "User broke their ankle and must avoid driving and dancing"),
    ("I broke my wrist so no climbing for six weeks", "User broke their wrist and must avoid climbing for six weeks"),
    ("I still avoid caffeine", "User still avoids caffeine"),
    ("I'm going to join a walking group", "User is going to join a walking group"),
    ("I'm going to try the choir at the chapel instead, it meets Fridays.", "User is going to try the choir at the chapel"),
    ("bigger font please", "User wants bigger font"),
    ("larger text please, my eyes are tired", "User wants larger text"),
    ("Could you please write bigger letters, my eyes are not what they were.", "User wants bigger letters"),
])
def test_what_a_new_user_said_in_a_year(text: str, summary: str | None) -> None:
    said = summaries(text)
    if summary:
        assert summary in said, said
    assert not [s for s in said if re.search(r"\b(?:her|him|it)\b", s)], said


@pytest.mark.parametrize("text", ["I'm going to try the new pasta place", "I need a bigger font for this poster"])
def test_one_evening_or_one_piece_of_work_is_no_aim_or_rule(text: str) -> None:
    assert summaries(text) == []


def test_a_course_and_its_days_said_after_it() -> None:
    found = chat.facts("I've started an online pottery course, lessons are Monday evenings.", at=AT)
    assert [f[2:] for f in found] == [("schedule:pottery course", "on monday evenings")], found


def test_a_course_moved_replaces_its_days(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, AT, "a", "I've started an online pottery course, lessons are Monday evenings.")
    chat.hear(brain, clock, AT + dt.timedelta(days=40), "b", "The pottery course moved to Wednesday evenings.")
    assert [v for _, v in chat.live(brain, "schedule:pottery course")] == ["on wednesday evenings"]


@pytest.mark.parametrize(("text", "summary"), [
    ("I'm driving to Leeds on 3 May to see him, back on the 6th", "User is driving to Leeds on 3 May 2027"),
    ("we moved down from Glasgow last year for her job at the hospital", "User moved down from Glasgow in 2025"),
])
def test_whom_a_purpose_is_for_is_cut_when_nobody_said(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_a_month_or_a_place_is_no_one_a_pronoun_means() -> None:
    # "her" after "Boston" and "June" was read as pointing at someone named; the fact kept it dangling
    # (the trip stays, the pronoun is cut: an empty result would not pass)
    assert summaries("I'm flying to Boston in June to surprise her") == ["User is flying to Boston in June 2027"]


# ---------------------------------------------------------------- asked to be kept, it wins its place in the cap

def test_a_condition_asked_to_be_kept_wins_over_the_job() -> None:
    three = chat.summaries("Hello. My name is Nuala, I'm a retired postmistress living in Sligo.",
                           "I have coeliac disease so please keep that in mind with any recipes.", at=AT, cap=3)
    assert "User has coeliac disease" in three, three
    assert "User's name is Nuala" in three, three


def test_without_the_ask_a_condition_ranks_after_the_name_and_home() -> None:
    # (session 40: a condition or allergy ranks with the name even unasked, as the lead's teacher in Cork lost "I'm
    # coeliac so any recipes have to be gluten free" to her age and job; asked to be kept, it ranks first)
    three = chat.summaries("Hello. My name is Nuala, I'm a retired postmistress living in Sligo.",
                           "I have coeliac disease.", at=AT, cap=3)
    assert sorted(three) == ["User has coeliac disease", "User lives in Sligo", "User's name is Nuala"], three


@pytest.mark.parametrize(("text", "summary"), [
    ("I've been having back trouble so I can't sit for long", "User has back trouble and cannot sit for long"),
    ("I have asthma so I can't run far", "User has asthma and cannot run far"),
])
def test_a_condition_and_what_it_stops(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_what_is_not_a_condition_keeps_its_own_limit() -> None:
    said = summaries("I have three dogs so I can't travel much")
    assert not [s for s in said if "dogs and cannot" in s], said


@pytest.mark.parametrize(("text", "summary"), [
    ("my husband Tom got a job at the Royal Infirmary, nights now", "User's husband Tom got a job at the Royal Infirmary, working nights"),
    ("I moved to the ICU, days now", "User moved to the ICU, working days"),
])
def test_shifts_said_without_their_verb(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", ["I moved to the ICU last month", "I moved to cardiology", "moved to the NICU in March"])
def test_a_ward_moved_to_is_no_home(text: str) -> None:
    assert not [f for f in chat.facts(text, at=AT) if f[2] == "lives_in"], chat.facts(text, at=AT)


# ---------------------------------------------------------------- a developer's year through the daemon (session 37)

@pytest.mark.parametrize(("text", "org"), [
    ("new job! I'm at Monzo now, payments team, London.", "monzo"),
    ("Big news, new role: I am at Wise now", "wise"),
])
def test_new_job_then_where_the_user_is(text: str, org: str) -> None:
    assert [f[3] for f in chat.facts(text, at=AT) if f[2] == "works_at"] == [org]


def test_being_at_a_shop_is_no_job() -> None:
    assert not [f for f in chat.facts("I'm at Tesco now, what should I buy?", at=AT) if f[2] == "works_at"]


@pytest.mark.parametrize(("text", "summary"), [
    ("never add new dependencies without asking me first", "User does not want new dependencies added without asking them first"),
    ("never add new packages without asking me", "User does not want new packages added without asking them"),
])
def test_what_is_not_done_without_asking(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize(("text", "summary"), [
    ("we moved from MySQL to Postgres last month, update the connection code", "User moved from MySQL to Postgres in July 2026"),
    ("I ported the CLI to Rust, please fix the tests", "User ported the CLI to Rust"),
])
def test_the_work_asked_after_a_change_is_no_part_of_it(text: str, summary: str) -> None:
    said = summaries(text)
    assert summary in said, said


@pytest.mark.parametrize(("text", "summary"), [
    ("the stack here is Kotlin and Spring, so Kotlin answers from now on", "User wants answers in Kotlin"),
    ("Python examples please", "User wants examples in Python"),
])
def test_the_language_said_before_the_answers(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_an_adjective_before_the_answers_is_no_language() -> None:
    assert summaries("Good answers please") == []
