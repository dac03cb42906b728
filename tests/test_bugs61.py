"""bugs61 (session 61): known bugs of earlier sessions fixed as families; sentences written for these tests (not the
ones the bugs were found with), each beside a near miss, each positive failing on the base (aceb57d)."""

from __future__ import annotations

import datetime as dt

from mercuryd.brain.clock import FakeClock
from mercuryd.brain.service import Brain
from tests.chat import hear, heard, live_summaries

MAY = dt.datetime(2026, 5, 1, 9, tzinfo=dt.UTC)


def summaries(*lines: str, at: dt.datetime = MAY) -> list[str]:
    return [c.summary for c in heard(*lines, at=at)]


# -- 4. a medicine taken "if" it gets bad is taken as needed; naproxen, diclofenac are medicines --------------------------

def test_a_medicine_taken_if_it_gets_bad_is_no_hypothetical() -> None:
    assert summaries("I take tramadol if it gets really bad") == ["User takes tramadol when needed"]
    assert summaries("i take paracetamol if the pain is bad") == ["User takes paracetamol if the pain is bad"]


def test_a_medicine_in_a_real_hypothetical_is_not_taken() -> None:
    assert summaries("I would take tramadol if it gets really bad") == []
    assert summaries("I take the tram if it gets really bad") == []


def test_naproxen_diclofenac_and_celecoxib_are_medicines() -> None:
    assert summaries("i take naproxen when needed") == ["User takes naproxen when needed"]
    assert summaries("I take diclofenac for my back") == ["User takes diclofenac for their back"]
    assert summaries("I take celecoxib every morning") == ["User takes celecoxib every morning"]


# -- 3. "respond in …" after an occasion: the answers' language ------------------------------------------------------

def test_respond_in_a_language_is_the_answers_language() -> None:
    assert summaries("if I ask you something, respond in Polish") == ["User wants answers in Polish"]
    assert summaries("please respond in Swedish") == ["User wants answers in Swedish"]


def test_respond_for_someone_else_or_to_one_email_is_no_rule() -> None:
    assert summaries("if my husband asks you a question, respond in Polish") == []
    assert summaries("respond to this email in Swedish") == []


# -- 2. "I started my new job on …": the new job begun is kept -------------------------------------------------------

def test_the_new_job_started_on_a_day_is_kept() -> None:
    assert summaries("I started my new job on 14 April") == ["User started their new job on 14 April 2026"]
    assert summaries("Started the new job yesterday!") == ["User started the new job on 30 April 2026"]


def test_a_job_or_an_offer_alone_is_still_left() -> None:
    assert summaries("I started the job on 14 April") == []
    assert summaries("I got the new job on 14 April") == []


# -- 9. a trade's verb with its object's article, then the years at it -----------------------------------------------

def test_a_trade_with_its_article_and_the_years_is_the_users_work() -> None:
    assert summaries("I operate an excavator at the quarry, 14 years now") == [
        "User operates an excavator at the quarry, 14 years"]
    assert summaries("I repair a fleet of buses for the council, 9 years now") == [
        "User repairs a fleet of buses for the council, 9 years"]


def test_a_trade_verb_with_a_schedule_is_still_a_pastime() -> None:
    assert [c.type for c in heard("I operate a drone on Sundays, 3 years now", at=MAY)] == ["habit"]


# -- 5. a relative's job in a learner's present, the workplace said without its article -------------------------------

def test_a_sons_job_said_without_articles_is_his() -> None:
    assert summaries("my son also work in restaurant, waiter") == ["User's son also works in a restaurant as a waiter"]
    assert summaries("my daughter also works at a bakery as a baker") == ["User's daughter also works at a bakery as a baker"]


def test_others_working_or_no_workplace_kind_is_left() -> None:
    assert summaries("they also work in restaurant, waiter") == []
    assert summaries("my son also work in construction, builder") == ["User's son also works in construction as a builder"]


# -- 8. a person named alone has had a baby, named after it -----------------------------------------------------------

def test_someone_named_who_had_the_baby_then_its_name_is_kept() -> None:
    found = heard("Wambui had the baby, a girl! her name is Nyokabi", at=MAY)
    assert [c.summary for c in found] == ["Wambui had a baby girl named Nyokabi"]
    assert [p.name for p in found[0].persons] == ["Wambui"]
    assert summaries("Akosua had her baby, a boy called Kwame") == ["Akosua had a baby boy named Kwame"]
    assert summaries("Tamsin had the baby, a little girl, Lily Rose.") == ["Tamsin had a baby girl named Lily Rose"]


def test_a_baby_with_no_name_or_a_day_for_a_mother_is_left() -> None:
    assert summaries("Wambui had the baby!") == []
    assert summaries("Sunday had a baby boy named Kwame") == []


# -- 7. a hospital test by its own name, had on a day ----------------------------------------------------------------

def test_a_named_hospital_test_on_a_day_is_the_users_appointment() -> None:
    assert summaries("I have an MRI on the 22nd") == ["User's MRI is on 22 May 2026"]
    assert summaries("I've got a mammogram on 9 June") == ["User's mammogram is on 9 June 2026"]


def test_a_test_had_already_is_no_appointment() -> None:
    assert summaries("I had an MRI on the 22nd") == ["User had an MRI on 22 April 2026"]


# -- 1. a resignation with its last day, no employer named: the job left that day -------------------------------------

def at(day: str) -> dt.datetime:
    return dt.datetime.fromisoformat(day + "T12:00:00+00:00")


def settled(brain: Brain, clock: FakeClock, day: str) -> list[str]:
    """The live memories on ``day``, once consolidation has made what was due by then current."""
    clock.t = at(day).timestamp()
    brain.consolidate()
    return live_summaries(brain)


def test_a_resignation_with_its_last_day_is_the_job_left_that_day() -> None:
    # (bugs63) the resignation given in without "I" is read too, and folded into the departure (bugs62)
    assert summaries("Gave in my resignation this morning, my last day is 12 June") == [
        "User is leaving their job on 12 June 2026, having given in their resignation on 1 May 2026"]


def test_a_friends_resignation_or_one_with_no_last_day_plans_nothing() -> None:
    assert summaries("My colleague handed in his resignation today, last day is 12 June") == []
    assert [c.attribute for c in heard("Handed in my resignation this morning", at=MAY)] == [None]


def test_the_job_left_on_the_last_day_after_a_resignation_ends_it(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, at("2026-02-02"), "c1", "I'm a pharmacist at a Boots in Derby")
    hear(brain, clock, at("2026-05-01"), "c2", "I resigned today!! last day is 12 June")
    assert any("pharmacist" in s for s in settled(brain, clock, "2026-06-10"))
    after = settled(brain, clock, "2026-06-14")
    assert not any("pharmacist" in s or "Boots" in s for s in after), after
    assert "User left their job on 12 June 2026" in after


# -- 6. a retirement said ahead with its day ends the working life then -----------------------------------------------

def test_a_retirement_at_its_day_ends_the_working_life(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, at("2026-01-12"), "c1", "I'm a postman in Kendal")
    hear(brain, clock, at("2026-02-03"), "c2", "I retire at the end of April")
    assert any("postman" in s for s in settled(brain, clock, "2026-04-20"))
    after = settled(brain, clock, "2026-05-02")
    assert not any("postman" in s for s in after), after
    assert "User retired in April 2026" in after


def test_a_relatives_retirement_or_one_with_no_day_ends_nothing(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, at("2026-01-12"), "c1", "I'm a postman in Kendal")
    hear(brain, clock, at("2026-02-03"), "c2", "my husband retires at the end of April")
    hear(brain, clock, at("2026-02-04"), "c3", "I'm thinking about retiring some day")
    assert any("postman" in s for s in settled(brain, clock, "2026-05-02"))
