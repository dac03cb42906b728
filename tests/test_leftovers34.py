"""Leftovers, thirty-fourth round (docs/extraction.md, "Leftovers lo34"): a job offer taken with the day the user starts;
a practicum or rotation at a named place; "i can drive!!!"; a diagnosis said bare after a clinic visit; a shift pattern
given by the workplace ("depot gave me days"); a job said with how long the user has been there; "the boys" / "the
girls" after the children were named; a baby's name said with "named" alone; a business sold, then taken over; a trip
planned to a named place; a quitting day said month first ("quit smoking nov 1"); a bare "I left <Employer> in …" ends
the employer across conversations; back at work ends a limit on the work for a while. Real extractor, and the real
write path for what ends what.

Sentences are written for their family, not copied from the labelled set; beside each rule, a near miss.
"""

from __future__ import annotations

import datetime as dt

from mercuryd import wire
from mercuryd.brain import explicit
from mercuryd.brain.clock import FakeClock
from mercuryd.brain.extract_rules import extract
from mercuryd.brain.service import Brain
from tests import chat

DECEMBER = dt.datetime(2026, 12, 9, 9, 0, tzinfo=dt.UTC)


def summaries(*lines: str, at: dt.datetime = DECEMBER) -> list[str]:
    said: list[str] = []
    for line in lines:
        said += [line, "Ok."]
    return [c.summary for c in chat.heard(*said, at=at)]


def facts(line: str, at: dt.datetime = DECEMBER) -> list[tuple[str, str | None, str | None, str]]:
    return [(c.type, c.attribute, c.value, c.summary) for c in chat.heard(line, "Ok.", at=at)]


def over_time(*said: tuple[str, str], known: dict[str, str] | None = None) -> list[tuple[str, list[str]]]:
    """(summary, persons) kept of one conversation whose user lines are each said on their own day (ISO date, text)."""
    messages: list[wire.Message] = []
    for day, text in said:
        ts = dt.datetime.fromisoformat(day + "T10:00:00+00:00")
        messages += [wire.Message(role="user", content=text, ts=ts),
                     wire.Message(role="assistant", content="Ok.", ts=ts + dt.timedelta(minutes=1))]
    return [(c.summary, [p.name for p in c.persons]) for c in extract(messages, max_facts=6, known=known)]


def kept_of(*said: tuple[str, str]) -> list[str]:
    return [s for s, _ in over_time(*said)]


def hear(brain: Brain, clock: FakeClock, day: str, text: str) -> None:
    ts = dt.datetime.fromisoformat(day + "T10:00:00+00:00")
    clock.t = ts.timestamp() + 120
    brain.ingest(wire.IngestParams(messages=[wire.Message(role="user", content=text, ts=ts),
                                             wire.Message(role="assistant", content="Ok.", ts=ts + dt.timedelta(minutes=1))],
                                   conversation_id=f"c-{day}"))


def live(brain: Brain) -> list[str]:
    return sorted(m.summary for m in brain.list(wire.ListParams(scope="all", limit=500)).items)


# ---------------------------------------------------------------- a job offer taken, with its day

def test_an_offer_taken_with_its_day_is_the_job_ahead() -> None:
    got = facts("Vodafone offered me the analyst role and I took it, starting 3 March.")
    assert ("decision", "plan:works_at", "vodafone", "User is starting at Vodafone on 3 March 2027") in got


def test_an_offer_said_yes_to_by_a_body_in_lower_case_is_a_new_job_ahead() -> None:
    assert "User is starting their new job at the water board on 2 February 2027" in summaries(
        "so the water board offers me a desk job in Leith, i said yes, start 2 february!")


def test_an_offer_turned_down_is_no_job_ahead() -> None:
    got = summaries("Vodafone offered me the analyst role but I turned it down, starting 3 March was too soon.")
    assert not any("starting at Vodafone" in s for s in got)


# ---------------------------------------------------------------- a practicum at a named place

def test_a_practicum_said_in_the_present_simple_is_a_placement() -> None:
    assert facts("now i do my practicum at Antrim Area Hospital, the stroke ward.") == [
        ("episode", None, None, "User is doing their practicum at Antrim Area Hospital, the stroke ward")]


def test_a_rotation_said_without_i_is_a_placement() -> None:
    assert ("episode", None, None, "User is doing their surgical rotation at Tygerberg Hospital") in facts(
        "Doing my surgical rotation at Tygerberg Hospital now.")


def test_a_sisters_practicum_is_not_the_users() -> None:
    assert summaries("my sister does her practicum at Tygerberg Hospital now.") == []


# ---------------------------------------------------------------- a licence newly had

def test_i_can_drive_said_as_news_is_a_licence() -> None:
    assert ("identity", None, None, "User can drive") in facts("PASSED!!! i can drive now!!")


def test_finally_can_drive_is_a_licence() -> None:
    assert "User can drive" in summaries("I finally can drive!")


def test_an_offer_of_a_lift_is_no_licence() -> None:
    assert summaries("I can drive my neighbour to the clinic on Friday.") == []
    assert summaries("Can I drive with a cast on?") == []


# ---------------------------------------------------------------- a diagnosis said bare after the visit

def test_a_condition_said_bare_after_seeing_the_specialist_is_the_users() -> None:
    assert "User has angina" in summaries("Went to the cardiologist. Stable angina. Tablets and a spray.")


def test_a_condition_said_bare_after_someone_elses_visit_is_not_the_users() -> None:
    assert not any(s.startswith("User has") for s in summaries("My dad saw the cardiologist. Stable angina."))


# ---------------------------------------------------------------- a shift pattern given by the workplace

def test_the_workplace_giving_days_is_a_shift_pattern() -> None:
    got = facts("finally, the yard gave me days from monday. bye nights")
    assert any(a == "schedule:shift" and v == "days" for _, a, v, _ in got), got


def test_the_ward_putting_the_user_on_nights_is_a_shift_pattern() -> None:
    assert any(a == "schedule:shift" and v == "nights" for _, a, v, _ in facts("the ward put me on nights again."))


def test_days_off_given_are_no_shift() -> None:
    assert not any(a == "schedule:shift" for _, a, _, _ in facts("my manager gave me two days off for the funeral."))
    assert not any(a == "schedule:shift" for _, a, _, _ in facts("she gave me days off for the move."))


# ---------------------------------------------------------------- a job with how long the user has been there

def test_a_job_with_its_tenure_keeps_both() -> None:
    got = summaries("I teach history at Kingsmead College, been there 14 years now.")
    assert "User teaches history at Kingsmead College" in got
    assert "User has worked at Kingsmead College for 14 years" in got


def test_a_wifes_job_with_tenure_is_not_the_users() -> None:
    assert not any("User has worked" in s or s.startswith("User teaches")
                   for s in summaries("my wife teaches music at Kingsmead College, been there 9 years."))


# ---------------------------------------------------------------- "the boys" / "the girls" after the children named

def test_the_girls_are_the_daughters_named_before() -> None:
    got = over_time(("2026-11-02", "My daughters Nell and Freya are 9 and 11."),
                    ("2026-12-03", "the girls start judo on Tuesdays now, what belt comes first?"))
    assert ("User's daughters Nell and Freya start judo on Tuesdays", ["Nell", "Freya"]) in got


def test_the_boys_are_the_sons_known_from_an_earlier_conversation() -> None:
    got = over_time(("2026-12-03", "the boys joined the chess club, it meets on Wednesdays."),
                    known={"Tomas": "son", "Elias": "son"})
    assert any(s.startswith("User's sons Tomas and Elias joined the chess club") for s, _ in got), got


def test_the_girls_from_work_are_not_the_daughters() -> None:
    got = over_time(("2026-11-02", "My daughters Nell and Freya are 9 and 11."),
                    ("2026-12-03", "drinks with the girls from work on friday, any bars near Deansgate?"))
    assert [s for s, _ in got] == ["User's daughters Nell and Freya are 9 and 11"]


def test_the_girls_with_one_daughter_named_are_left() -> None:
    got = over_time(("2026-11-02", "My daughter Nell is 9."), ("2026-12-03", "the girls start judo on Tuesdays now."))
    assert not any("Nell start" in s for s, _ in got)


# ---------------------------------------------------------------- a baby's name said with "named" alone

def test_a_birth_then_named_is_the_child_by_name() -> None:
    assert facts("Our daughter was born on Sunday, named Ilse after my gran.")[0][0] == "relationship"
    assert "User's daughter Ilse was born on Sunday, 6 December 2026" in summaries(
        "Our daughter was born on Sunday, named Ilse after my gran.")


def test_a_birth_named_after_someone_without_a_name_keeps_the_episode() -> None:
    assert not any("daughter Ilse" in s for s in summaries("Our daughter was born on Sunday, named after my gran."))


# ---------------------------------------------------------------- a business sold, then taken over

def test_a_sale_then_who_takes_it_over_keeps_the_sale() -> None:
    assert any(s.startswith("User sold the florist") for s in summaries(
        "I sold the florist in October, my cousin Ana takes it over."))


def test_a_business_sold_later_in_the_conversation_is_no_longer_owned() -> None:
    kept = kept_of(("2026-04-01", "I own a florist in Frome."), ("2026-12-02", "I sold the florist last month."))
    assert "User owns a florist in Frome" not in kept and any(s.startswith("User sold the florist") for s in kept)


def test_something_else_sold_keeps_the_business() -> None:
    kept = kept_of(("2026-04-01", "I own a florist in Frome."), ("2026-12-02", "I sold the delivery van last month."))
    assert "User owns a florist in Frome" in kept


def test_a_business_sold_in_a_later_conversation_ends_it(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, "2026-04-01", "I run a bakery in Totnes.")
    assert "User runs a bakery in Totnes" in live(brain)
    hear(brain, clock, "2026-12-02", "I sold the bakery in November, my niece Lou takes it over.")
    kept = live(brain)
    assert "User runs a bakery in Totnes" not in kept and any(s.startswith("User sold the bakery") for s in kept)


# ---------------------------------------------------------------- a trip planned to a named place

def test_a_trip_planned_to_a_named_place_with_a_season_is_kept() -> None:
    assert "User is planning a trip to Portugal in autumn 2027" in summaries("We plan a trip to Portugal next autumn.")


def test_a_trip_to_a_named_place_is_no_stand_in() -> None:
    assert explicit.explicitness("User is planning a trip to Portugal") >= explicit.CASUAL_GATE
    assert explicit.explicitness("User is planning a trip") < explicit.CASUAL_GATE
    assert summaries("I'm planning a trip.") == []


# ---------------------------------------------------------------- a quitting day said month first

def test_quit_with_the_month_first_is_dated() -> None:
    assert summaries("quit vaping oct 3, two months clean")[0].startswith("User quit vaping on 3 October 2026")


def test_a_number_after_a_month_like_word_is_no_date() -> None:
    assert not any("May" in s for s in summaries("I started running mayday 5k races."))


# ---------------------------------------------------------------- "I left <Employer>" across conversations

def test_left_the_employer_with_when_is_a_departure() -> None:
    got = [(c.type, c.summary, c.retracts) for c in chat.heard("I left Arup in September. Freelance now.", "Ok.", at=DECEMBER)]
    assert ("decision", "User left Arup in September 2026", ["arup"]) in got


def test_left_the_employer_ends_the_job_in_a_later_conversation(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, "2026-03-10", "I work at Arup as a structural engineer.")
    assert any("Arup" in s and "left" not in s for s in live(brain))
    hear(brain, clock, "2026-12-02", "I left Arup in October.")
    kept = live(brain)
    assert "User left Arup in October 2026" in kept
    assert not any("Arup" in s and "left" not in s for s in kept), kept


def test_leaving_the_employers_building_early_ends_nothing(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, "2026-03-10", "I work at Arup as a structural engineer.")
    before = live(brain)
    hear(brain, clock, "2026-12-02", "I left Arup early today with a migraine.")
    assert all(s in live(brain) for s in before)


# ---------------------------------------------------------------- back at work ends a limit on the work

def test_back_at_work_ends_a_limit_on_the_work_in_the_conversation() -> None:
    kept = kept_of(("2026-08-01", "I drive a lorry for Stobart. Broke my wrist, so I can't drive the lorry for a while."),
                   ("2026-10-01", "I'm back at work now, long hauls again."))
    assert "User is back at work" in kept and not any("cannot drive the lorry" in s for s in kept)


def test_back_at_work_ends_a_limit_on_the_work_across_conversations(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, "2026-08-01", "I drive a tram in Croydon. Hurt my back, so I can't drive the tram for now.")
    assert "User cannot drive the tram" in live(brain)
    hear(brain, clock, "2026-10-20", "I'm back at work now.")
    kept = live(brain)
    assert "User is back at work" in kept and "User cannot drive the tram" not in kept


def test_back_at_work_leaves_a_lasting_limit(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, "2026-08-01", "I have epilepsy, so I can't drive.")
    before = [s for s in live(brain) if "drive" in s]
    hear(brain, clock, "2026-10-20", "I'm back at work now.")
    assert all(s in live(brain) for s in before)


# ---------------------------------------------------------------- an employer ahead with a lower-case particle

def test_a_start_at_an_employer_with_a_particle_is_the_job_ahead() -> None:
    got = facts("From April I start at Banco de la Provincia as a cashier.")
    assert any(a == "plan:works_at" and v == "banco de la provincia" for _, a, v, _ in got), got


def test_a_start_at_an_employer_with_del_is_the_job_ahead() -> None:
    got = facts("I start at Hospital del Mar in February.")
    assert ("decision", "plan:works_at", "hospital del mar", "User starts at Hospital del Mar in February 2027") in got


def test_a_lower_case_word_after_the_employer_is_not_its_name() -> None:
    got = facts("I start at Google in March.")
    assert ("decision", "plan:works_at", "google", "User starts at Google in March 2027") in got
