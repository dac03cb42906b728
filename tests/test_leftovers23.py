"""Leftovers, twenty-third round (docs/extraction.md, "leftovers23"): a farm said as "I farm X near PLACE", a trip said as
"off to" / "away to" a place for a while on a day, a farm's season starting on a date, a race run with its time after a
comma, a treatment had again (a plan, not a project, and it moves the older date), a job got at a workplace named by its
kind (with what follows a comma left, said in the perfect or without "I"; in another town it ends the work said there),
a relative gone into a care home ends their living with the user, a trip named by its place alone called off, what is
cancelled is no person's name, and developer one-liners (plain SQL and no ORMs, one tool over another, "we use X",
the day the team releases, a library maintained by name).
Real extractor; the supersessions through a real Brain.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd.brain.service import Brain
from tests import chat

TS = dt.datetime(2026, 12, 7, 9, 0, tzinfo=dt.UTC)  # a Monday in December


def summaries(*lines: str) -> list[str]:
    return [c.summary for c in chat.heard(*lines, at=TS)]


def facts(*lines: str) -> list[tuple[str, str]]:
    return [(c.type, c.summary) for c in chat.heard(*lines, at=TS)]


# ---------------------------------------------------------------- a farm, said by what is farmed

@pytest.mark.parametrize(("text", "summary"), [
    ("Siôn here, I farm sheep up above Llanwrtyd, about 400 ewes", "User farms sheep up above Llanwrtyd"),
    ("I farm dairy goats outside Ruthin", "User farms dairy goats outside Ruthin"),
])
def test_a_farm_said_by_what_is_farmed_is_the_users_work(text: str, summary: str) -> None:
    assert any(s.startswith(summary) for s in summaries(text))


@pytest.mark.parametrize("text", ["I farm out the payroll to an agency", "my cousin farms pigs near Tregaron",
                                  "do hill farmers near Llanwrtyd get a grant for fencing?"])
def test_a_farm_not_the_users_or_work_farmed_out_is_no_farm(text: str) -> None:
    assert not [s for s in summaries(text) if "farm" in s.lower()]


# ---------------------------------------------------------------- a trip said "off to" / "away to" a place

@pytest.mark.parametrize(("text", "summary"), [
    ("we're off to Anglesey for a week on the 28th, any rainy day ideas?", "User is going to Anglesey for a week on 28 December 2026"),
    ("Off to the Cotswolds for a long weekend on the 18th with my sister", "User is going to the Cotswolds for a long weekend on 18 December 2026"),
    ("We're away to Arran for a fortnight from the 20th.", "User is going to Arran for a fortnight on 20 December 2026"),
])
def test_a_trip_said_off_or_away_to_a_place_on_a_day_is_the_plan(text: str, summary: str) -> None:
    assert any(s.startswith(summary) for s in summaries(text))


@pytest.mark.parametrize("text", ["we're off to bed now, night", "Off to Asda, need anything?",
                                  "is Anglesey too windy on the 28th for a walk?", "my parents are off to Arran on the 20th"])
def test_off_to_no_place_or_someone_elses_trip_is_no_plan_of_the_users(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User is going to")]


# ---------------------------------------------------------------- a farm's season starting on a date

@pytest.mark.parametrize(("text", "summary"), [
    ("lambing starts on the 3rd of March so the sheds need doing", "User's lambing starts on 3 March 2027"),
    ("Silage starts on the 20th of May, can you list what to service?", "User's silage starts on 20 May 2027"),
    ("my new job starts on the 11th of January", "User's new job starts on 11 January 2027"),
])
def test_a_season_of_the_users_work_starting_on_a_date_is_kept(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", ["when does lambing start in Shetland?", "lambing starts in spring doesn't it?",
                                  "my brother's course starts on the 11th of January"])
def test_a_season_asked_about_or_undated_or_someone_elses_is_not_kept(text: str) -> None:
    assert not [s for s in summaries(text) if "starts" in s]


# ---------------------------------------------------------------- a race run, its time after a comma

@pytest.mark.parametrize(("text", "summary"), [
    ("did the marathon yesterday, 4 hours 12! legs gone", "User ran the marathon on 6 December 2026 in 4 hours 12"),
    ("Parkrun this morning, 31 minutes, slowest ever", "User ran the parkrun on 7 December 2026 in 31 minutes"),
    ("ran the 5k, 24 minutes", "User ran the 5k in 24 minutes"),
])
def test_a_race_run_with_its_time_after_a_comma_is_the_episode(text: str, summary: str) -> None:
    assert any(s.startswith(summary) for s in summaries(text))


@pytest.mark.parametrize("text", ["what's a good time for a 5k at 50?", "Parkrun, 31 minutes is my goal for spring",
                                  "the marathon on Sunday, 4 hours is the plan"])
def test_a_race_time_wished_or_asked_is_no_race_run(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User ran")]


# ---------------------------------------------------------------- a treatment again

@pytest.mark.parametrize(("text", "summary"), [
    ("we're doing another round of IVF in May", "User is having another round of IVF in May 2027"),
    ("starting radiotherapy again in February", "User is starting radiotherapy again in February 2027"),
])
def test_a_treatment_had_again_is_a_plan_not_a_project(text: str, summary: str) -> None:
    assert ("episode", summary) in facts(text)


def test_a_thing_made_is_still_a_project_beside_a_treatment() -> None:
    assert ("project", "User is starting a podcast about IVF") in facts("I'm starting a podcast about IVF")


def test_a_question_about_a_round_of_ivf_keeps_nothing() -> None:
    assert summaries("does a second round of IVF work better than the first?") == []


def test_a_treatment_again_on_a_new_date_ends_the_date_said_before(brain: Brain) -> None:
    chat.say(brain, "c1", "2026-08-10", "we're starting IVF in May")
    assert "User is starting IVF in May 2027" in chat.live_summaries(brain)
    chat.say(brain, "c2", "2026-12-01", "we're starting IVF again in March")
    live = chat.live_summaries(brain)
    assert "User is starting IVF again in March 2027" in live
    assert "User is starting IVF in May 2027" not in live


def test_something_else_again_leaves_the_treatment_dated_before(brain: Brain) -> None:
    chat.say(brain, "c1", "2026-08-10", "we're starting IVF in May")
    chat.say(brain, "c2", "2026-12-01", "I'm starting swimming lessons again in March")
    assert "User is starting IVF in May 2027" in chat.live_summaries(brain)


# ---------------------------------------------------------------- a job got at a workplace named by its kind

@pytest.mark.parametrize(("text", "summary"), [
    ("Got a job at a pharmacy in Whanganui, first one since I qualified", "User got a job at a pharmacy in Whanganui"),
    ("I've got a job at a garden centre in Ludlow, three days a week",
     "User has got a job at a garden centre in Ludlow, three days a week"),  # (how much it is worked, kept)
])
def test_a_job_got_at_a_workplace_by_its_kind_is_who_the_user_is_at_work(text: str, summary: str) -> None:
    assert ("identity", summary) in facts(text)


def test_a_position_taken_as_a_role_is_still_the_role_at_the_employer() -> None:
    found = chat.heard("I've accepted a position as a site engineer at Balfour Beatty, starting in March", at=TS)
    assert [c.attribute for c in found if "Balfour Beatty" in c.summary] == ["plan:works_at"]


@pytest.mark.parametrize("text", ["I've got a job interview at a bank in Leeds", "if I got a job at a pharmacy in Napier would I be happy?"])
def test_an_interview_or_a_job_wished_is_no_job_got(text: str) -> None:
    assert not [s for s in summaries(text) if "got a job at" in s]


def test_a_job_got_in_another_town_ends_the_work_said_there(brain: Brain) -> None:
    chat.say(brain, "c1", "2026-02-01", "I teach maths at a secondary school in Tauranga")
    assert "User teaches maths at a secondary school in Tauranga" in chat.live_summaries(brain)
    chat.say(brain, "c2", "2026-11-01", "I got a job at a school in Nelson")
    live = chat.live_summaries(brain)
    assert "User got a job at a school in Nelson" in live
    assert "User teaches maths at a secondary school in Tauranga" not in live


def test_a_job_got_in_the_same_town_leaves_the_work_said_there(brain: Brain) -> None:
    chat.say(brain, "c1", "2026-02-01", "I teach maths at a secondary school in Tauranga")
    chat.say(brain, "c2", "2026-11-01", "I got a job at a cafe in Tauranga")
    live = chat.live_summaries(brain)
    assert "User got a job at a cafe in Tauranga" in live
    assert "User teaches maths at a secondary school in Tauranga" in live


# ---------------------------------------------------------------- a relative gone into a care home

def test_a_relative_gone_into_a_care_home_ends_their_living_with_the_user(brain: Brain) -> None:
    chat.say(brain, "c1", "2026-05-01", "my husband Iwan is a postman")
    chat.say(brain, "c2", "2026-06-01", "Iwan's mum Glenys has moved in with us")
    assert "User's husband's mum Glenys has moved in with them" in chat.live_summaries(brain)
    chat.say(brain, "c3", "2026-11-20", "Glenys has gone into a nursing home")
    live = chat.live_summaries(brain)
    assert "User's mother-in-law Glenys has gone into a nursing home" in live
    assert "User's husband's mum Glenys has moved in with them" not in live


def test_a_relative_gone_into_hospital_still_lives_with_the_user(brain: Brain) -> None:
    chat.say(brain, "c1", "2026-05-01", "my husband Iwan is a postman")
    chat.say(brain, "c2", "2026-06-01", "Iwan's mum Glenys has moved in with us")
    chat.say(brain, "c3", "2026-11-20", "Glenys has gone into hospital with a chest infection")
    assert "User's husband's mum Glenys has moved in with them" in chat.live_summaries(brain)


# ---------------------------------------------------------------- a trip named by its place, called off

@pytest.mark.parametrize(("text", "summary"), [
    ("Vienna is cancelled, Tolu's come down with flu", "User's Vienna trip was cancelled"),
    ("Seville's been called off because my dad had a fall", "User's Seville trip was called off"),
])
def test_a_trip_named_by_its_place_alone_is_called_off(text: str, summary: str) -> None:
    assert ("decision", summary) in facts(text)


@pytest.mark.parametrize("text", ["Christmas is cancelled this year, nobody can travel", "Friday is cancelled, the hall flooded",
                                  "what if my flight to Vienna is cancelled?", "Is Vienna cancelled?"])
def test_a_day_a_festival_or_a_question_is_no_trip_called_off(text: str) -> None:
    assert not [s for s in summaries(text) if "trip was" in s]


def test_a_trip_called_off_by_its_place_ends_the_trip_ahead(brain: Brain) -> None:
    chat.say(brain, "c1", "2026-11-01", "we're going to Vienna on the 19th of December")
    assert "User is going to Vienna on 19 December 2026" in chat.live_summaries(brain)
    chat.say(brain, "c2", "2026-12-02", "Vienna is cancelled, Tolu's come down with flu")
    live = chat.live_summaries(brain)
    assert "User's Vienna trip was cancelled" in live
    assert "User is going to Vienna on 19 December 2026" not in live


def test_what_is_cancelled_is_no_relatives_name() -> None:
    found = chat.heard("we've cancelled Porto, my dad's back in hospital", at=TS)
    assert not [p for c in found for p in c.persons if p.name == "Porto"]
    assert [p.name for p in chat.heard("I rang Bethan, my sister, last night", at=TS)[0].persons] == ["Bethan"]


# ---------------------------------------------------------------- developer one-liners

@pytest.mark.parametrize(("text", "summary"), [
    ("no ORMs please, I want raw SQL in every answer", "User wants raw SQL in every answer, no ORMs"),
    ("plain SQL please", "User wants plain SQL"),
    ("I can't stand ORMs, plain SQL please", "User wants plain SQL, no ORMs"),
])
def test_plain_sql_asked_for_is_how_to_answer(text: str, summary: str) -> None:
    assert ("preference", summary) in facts(text)


@pytest.mark.parametrize("text", ["is plain SQL faster than an ORM?", "do ORMs make migrations easier?"])
def test_a_question_about_sql_or_orms_keeps_nothing(text: str) -> None:
    assert summaries(text) == []


@pytest.mark.parametrize(("text", "summary"), [
    ("use pnpm rather than yarn please", "User prefers pnpm over yarn"),
    ("prefer uv over pip for everything please", "User prefers uv over pip for everything"),
])
def test_one_tool_over_another_is_a_preference(text: str, summary: str) -> None:
    assert ("preference", summary) in facts(text)


@pytest.mark.parametrize("text", ["use honey rather than sugar please", "should I use pnpm rather than yarn?"])
def test_no_tool_or_a_question_is_no_tool_preferred(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User prefers")]


@pytest.mark.parametrize(("text", "summary"), [
    ("we use Terraform", "User's team uses Terraform"),
    ("at work we use poetry btw", "User's team uses Poetry"),
])
def test_one_known_tool_the_team_uses_is_kept(text: str, summary: str) -> None:
    assert ("preference", summary) in facts(text)


@pytest.mark.parametrize("text", ["we use the back door", "we use a lot of tape", "is Terraform worth learning?"])
def test_an_unknown_word_or_a_question_is_no_tool_used(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User's team uses")]


@pytest.mark.parametrize(("text", "summary"), [
    ("we release on Wednesdays, so what's a sensible code freeze?", "User's team releases on Wednesdays"),
    ("we deploy to prod every other Thursday", "User's team deploys to production every other Thursday"),
])
def test_the_day_the_team_releases_is_a_habit(text: str, summary: str) -> None:
    assert ("habit", summary) in facts(text)


@pytest.mark.parametrize("text", ["we release on Wednesday, fingers crossed", "do most teams deploy on Fridays?",
                                  "we deploy on Render"])
def test_one_release_a_question_or_a_host_is_no_release_day(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User's team releases") or s.startswith("User's team deploys on")]


@pytest.mark.parametrize(("text", "summary"), [
    ("I maintain an open source package called slugkit", "User maintains an open source package called slugkit"),
    ("I maintain a tiny Go module called envy, about 80 stars", "User maintains a tiny Go module called envy"),
])
def test_a_library_maintained_by_name_is_the_users_project(text: str, summary: str) -> None:
    # (the name after "called" is given its capital, as a project's is)
    assert ("project", summary.lower()) in [(t, s.lower()) for t, s in facts(text)]


@pytest.mark.parametrize("text", ["my flatmate maintains a package called slugkit", "how do I find a maintainer for a package?"])
def test_someone_elses_library_or_a_question_is_no_project(text: str) -> None:
    assert not [s for s in summaries(text) if "maintains" in s]


# ---------------------------------------------------------------- something begun is no job

@pytest.mark.parametrize("text", ["I'm starting physio in March", "I'm starting hydrotherapy again in April"])
def test_something_begun_is_no_job_title(text: str) -> None:
    found = chat.heard(text, at=TS)
    assert found and not [c for c in found if c.attribute == "job_title"]


@pytest.mark.parametrize(("text", "title"), [("I'm training manager at Aldi", "training manager"),
                                             ("I'm senior physio at the Royal", "senior physio")])
def test_a_role_said_without_its_article_is_still_a_job_title(text: str, title: str) -> None:
    assert [c.value for c in chat.heard(text, at=TS) if c.attribute == "job_title"] == [title]
