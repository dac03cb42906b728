"""Two more new users' years through the daemon (newuser3, session 38; docs/extraction.md, "Two more new users'
years through the daemon"): a physio in Galway and a data analyst in Leicester, fed to a real mercuryd over 2026
(bench/newuser/). Each family of sentences a rule a person would name; the real extractor, and the store where a
rule is about what stays live.

Sentences are written for their family, not copied from the personas' scripts.
"""

from __future__ import annotations

import datetime as dt
import functools

import pytest

from mercuryd.brain.clock import FakeClock
from mercuryd.brain.service import Brain
from tests import chat

AT = dt.datetime(2026, 2, 10, 18, 0, tzinfo=dt.UTC)

facts = functools.partial(chat.facts, at=AT)
summaries = functools.partial(chat.summaries, at=AT)


def _day(month: int, day: int = 10) -> dt.datetime:
    return dt.datetime(2026, month, day, 18, 0, tzinfo=dt.UTC)


# ---------------------------------------------------------------- "stopped eating meat" is a diet

@pytest.mark.parametrize("text", ["I've stopped eating meat since Christmas.", "We stopped eating meat and fish last year."])
def test_no_meat_at_all_is_a_diet(text: str) -> None:
    assert ("diet", "vegetarian") in [(a, v) for _, _, a, v in facts(text)], facts(text)


@pytest.mark.parametrize("text", ["I stopped eating red meat in the autumn.", "I've stopped eating meat for Lent.",
                                  "I stopped eating meat on weekdays."])
def test_some_meat_or_a_while_is_no_diet(text: str) -> None:
    assert not [a for _, _, a, _ in facts(text) if a == "diet"], facts(text)


def test_pescatarian_later_replaces_no_meat(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(1), "c1", "I've stopped eating meat since Christmas.")
    chat.hear(brain, clock, _day(7), "c2", "I'm pescatarian now, I missed fish too much.")
    live = chat.live_summaries(brain)
    assert "User is pescatarian" in live, live
    assert not [s for s in live if "stopped eating meat" in s], live


# ---------------------------------------------------------------- an injury that heals, and the limits told with it

@pytest.mark.parametrize(("text", "summary"), [
    ("My ankle has finally healed.", "User's ankle has healed"),
    ("The brace is off, knee is back to normal.", "User's knee has healed"),
    ("I've fully recovered from my sprained shoulder.", "User's shoulder has healed"),
])
def test_a_healed_injury_is_read(text: str, summary: str) -> None:
    assert summary in summaries(text), summaries(text)


@pytest.mark.parametrize("text", ["Is my elbow back to normal yet?", "The physio says my knee will be healed by June.",
                                  "My knee isn't back to normal yet.", "The wifi is back to normal."])
def test_what_is_no_healing_is_not_read(text: str) -> None:
    assert not [s for s in summaries(text) if "healed" in s], summaries(text)


def test_a_healed_injury_ends_it_and_the_limits_told_with_it(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(2), "c1", "I sprained my ankle at netball.", "I can't run for a month.",
              "I can't drive either.")
    chat.hear(brain, clock, _day(3), "c2", "I can't eat peanuts, I'm allergic.")
    chat.hear(brain, clock, _day(5), "c3", "My ankle has finally healed.")
    live = chat.live_summaries(brain)
    assert "User's ankle has healed" in live, live
    assert not [s for s in live if "sprained" in s or "run" in s or "drive" in s], live
    assert [s for s in live if "peanuts" in s], live  # a limit told elsewhere stays


def test_another_part_healing_leaves_the_injury(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(2), "c1", "I tore my hamstring playing football.", "I can't run for six weeks.")
    chat.hear(brain, clock, _day(5), "c2", "My wrist is back to normal.")
    live = chat.live_summaries(brain)
    assert [s for s in live if "hamstring" in s] and [s for s in live if "run" in s], live


# ---------------------------------------------------------------- a new job said as "taken a job as", "joining X as"

@pytest.mark.parametrize(("text", "title", "employer"), [
    ("I've taken a job as fitness coach with Munster Rugby.", "fitness coach", "munster rugby"),
    ("I've accepted a position as a staff nurse at Leeds General Infirmary.", "staff nurse", "leeds general infirmary"),
    ("I'm joining Ocado as a warehouse supervisor.", "warehouse supervisor", "ocado"),
    ("Big news, I'm joining Arup as a senior engineer, at their Bristol office.", "senior engineer", "arup"),
])
def test_a_new_job_and_employer_are_read(text: str, title: str, employer: str) -> None:
    got = [(a, v) for _, _, a, v in facts(text)]
    assert ("job_title", title) in got and ("works_at", employer) in got, facts(text)


@pytest.mark.parametrize("text", ["I'm joining Strava as a premium member.", "I'm joining the choir as a tenor.",
                                  "I've taken a job as well."])
def test_what_is_joined_as_no_job_is_not_read(text: str) -> None:
    assert not [a for _, _, a, _ in facts(text) if a in {"job_title", "works_at"}], facts(text)


def test_their_before_the_employer_is_still_someone_else() -> None:
    assert not [a for _, _, a, _ in facts("They said I'm joining Ocado as a warehouse supervisor.")
                if a == "works_at"]


def test_a_named_new_job_replaces_one_at_an_unnamed_employer(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(1), "c1", "I'm a sports massage therapist at a private clinic.")
    chat.hear(brain, clock, _day(8), "c2", "I've taken a job as head therapist with Leinster Rugby.")
    live = chat.live_summaries(brain)
    assert "User is a head therapist" in live, live
    assert not [s for s in live if "private clinic" in s], live


def test_a_job_taken_with_a_start_ahead_is_a_plan() -> None:
    got = facts("I've taken a job as fitness coach with Munster Rugby, starting in September.")
    assert [(a, v) for _, _, a, v in got] == [("plan:works_at", "munster rugby")], got


def test_a_part_time_job_taken_is_said_once() -> None:
    got = facts("I've accepted a part-time job as a barista at Bean Scene.")
    assert [a for _, _, a, _ in got] == ["works_at"], got


def test_the_old_home_said_with_the_move_gives_its_place_in_the_cap() -> None:
    said = summaries("I handed in my dissertation on 3 May.",
                     "I no longer live in Headingley; I moved to Chapel Allerton in April.",
                     "I've accepted a position as a junior planner at Leeds City Council, starting in October.", cap=3)
    assert not [s for s in said if "no longer lives" in s], said
    assert [s for s in said if "dissertation" in s], said


# ---------------------------------------------------------------- a relative's plan changed or called off

def test_a_relatives_move_said_instead_replaces_the_first(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(2), "c1", "My sister Orla is moving to Sydney in the autumn for a nursing job.")
    chat.hear(brain, clock, _day(5), "c2", "Orla changed her mind, she's moving to Perth instead.")
    live = chat.live_summaries(brain)
    assert [s for s in live if "Perth" in s], live
    assert not [s for s in live if "Sydney" in s and "not" not in s], live


def test_a_relatives_move_called_off_ends_it(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(2), "c1", "My sister Orla is moving to Sydney in the autumn for a nursing job.")
    chat.hear(brain, clock, _day(5), "c2", "Orla is not moving to Sydney after all.")
    live = chat.live_summaries(brain)
    assert not [s for s in live if "Sydney" in s and "not" not in s], live


def test_another_relatives_plan_is_left(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(2), "c1", "My sister Orla is moving to Sydney in the autumn for a nursing job.",
              "My brother Cian is moving to Dublin next year.")
    chat.hear(brain, clock, _day(5), "c2", "Cian's moving to Galway instead.")
    live = chat.live_summaries(brain)
    assert [s for s in live if "Sydney" in s] and not [s for s in live if "Dublin" in s], live


# ---------------------------------------------------------------- a relative's shift changed

def test_a_change_of_shift_is_read() -> None:
    said = summaries("My husband Declan is a paramedic.", "Declan's switched to days now.")
    assert "User's husband Declan has switched to days" in said, said


def test_a_relatives_new_shift_replaces_the_old(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(2), "c1", "My husband Declan is a paramedic.", "Declan works nights at the moment.")
    chat.hear(brain, clock, _day(6), "c2", "Declan's switched to days now.")
    live = chat.live_summaries(brain)
    assert [s for s in live if "days" in s] and not [s for s in live if "nights" in s], live


def test_another_relatives_shift_is_left(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(2), "c1", "My husband Declan is a paramedic.", "Declan works nights at the moment.")
    chat.hear(brain, clock, _day(4), "c2", "My sister Roisin is a nurse.", "Roisin works days.")
    live = chat.live_summaries(brain)
    assert [s for s in live if "Declan works nights" in s], live


# ---------------------------------------------------------------- an employer said short is the same employer

def test_an_employer_said_short_leaves_the_full_name(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(2), "c1", "I started at Ulster Rugby last week as a team analyst.")
    chat.hear(brain, clock, _day(5), "c2", "I've started at Ulster today, the first week was great.")
    assert [s for s in chat.live_summaries(brain) if "Ulster Rugby" in s], chat.live_summaries(brain)


def test_another_employer_still_replaces(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(2), "c1", "I started at Ulster Rugby last week as a team analyst.")
    chat.hear(brain, clock, _day(5), "c2", "I started at Leinster Rugby on Monday, new job.")
    live = chat.live_summaries(brain)
    assert [s for s in live if "Leinster" in s] and not [s for s in live if "Ulster" in s], live


def test_a_plan_called_off_gives_its_place_to_the_one_instead() -> None:
    said = summaries("My sister Orla is a nurse.", "My dad retired in March.",
                     "Orla's changed her mind, she's not going to Sydney after all, she's moving to Perth instead.", cap=3)
    assert [s for s in said if "Perth" in s], said
    assert not [s for s in said if "after all" in s], said


# ---------------------------------------------------------------- back to normal length answers

@pytest.mark.parametrize(("text", "summary"), [
    ("You can go back to normal length answers now.", "User wants normal length answers"),
    ("Go back to your usual-length replies please.", "User wants normal length replies"),
])
def test_back_to_normal_length_is_read(text: str, summary: str) -> None:
    assert summary in summaries(text), summaries(text)


@pytest.mark.parametrize("text", ["Can you go back to normal answers?", "I went back to normal length sleeves."])
def test_what_is_no_length_reset_is_not_read(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User wants normal")], summaries(text)


def test_normal_length_ends_the_short_answers_asked_for(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(3), "c1", "Keep your answers brief please, I'm on my phone all week.",
              "Always use metric units.")
    chat.hear(brain, clock, _day(4), "c2", "You can go back to normal length answers now.")
    live = chat.live_summaries(brain)
    assert "User wants normal length answers" in live, live
    assert not [s for s in live if "brief" in s], live
    assert [s for s in live if "metric" in s], live  # another rule stays
