"""Leftovers, thirty-eighth round (docs/extraction.md, "Leftovers lo38"): terse verbless notes that end or change
something ("Hip op done Thursday.", "Wrist fully healed", "Moved. Bergen now."); a trainee doctor's grade said as the job;
a learner's English (a vehicle driven with no article, a present said of a finished act, a time said first); "dont explain
basic <field>"; a condition's severity; a relative's title before a name that died; a workplace quit by its kind; a
lower-case shop left on a day; a city's trip called off said by the city alone.

Sentences are written for their family, not copied from the labelled set; beside each rule, a near miss.
"""

from __future__ import annotations

import datetime as dt

from mercuryd.brain.candidate import Candidate
from tests.chat import heard

TUESDAY = dt.datetime(2026, 12, 8, 9, tzinfo=dt.UTC)


def facts(text: str, at: dt.datetime = TUESDAY) -> list[Candidate]:
    return heard(text, "Ok.", at=at)


def summaries(text: str, at: dt.datetime = TUESDAY) -> list[str]:
    return [c.summary for c in facts(text, at)]


def holding(text: str, *words: str) -> list[str]:
    return [s for s in summaries(text) if all(w.lower() in s.lower() for w in words)]


# -- terse verbless notes ------------------------------------------------------------------------------------------------

def test_an_operation_done_said_without_a_verb_is_the_operation_had() -> None:
    assert holding("Hip op done Thursday, can I climb stairs yet?", "hip operation", "3 December 2026")
    assert holding("Operation over yesterday. when can I have a bath?", "operation", "7 December 2026")
    assert not holding("Paperwork done Friday, finally. how do I file it?", "operation")


def test_a_part_healed_said_bare_is_the_users() -> None:
    assert holding("Wrist fully healed, eight weeks in plaster. can I lift weights again?", "wrist has healed")
    assert not holding("Wrist healed yet? it's been three weeks and it still clicks", "healed")


def test_a_divorce_final_said_bare_is_the_users() -> None:
    assert holding("Divorce final since Monday. do I need a new will?", "divorce was finalised", "7 December 2026")
    assert not holding("the divorce final hearing is in March, what do I bring?", "finalised")


def test_the_last_round_of_a_treatment_done_is_the_treatment_finished() -> None:
    assert holding("Final round of radiotherapy done! what happens at the follow-up?", "finished their radiotherapy")
    assert not holding("chemo done for today, feeling rough. ginger tea?", "finished")


def test_retired_as_of_a_day_is_the_retirement_with_its_years() -> None:
    assert holding("Retired as of Monday, 38 years with the council. what now?", "retired on Monday", "38 years with the council")
    assert not holding("retired teachers get a rail discount as of Monday?", "User retired")


def test_moved_then_a_place_now_is_the_move() -> None:
    assert "User moved to Bergen" in summaries("Moved. Bergen now. rain every single day, help")
    assert not holding("Moved. Thursday now. the dentist I mean", "moved to")


# -- a trainee doctor's grade ----------------------------------------------------------------------------------------

def test_a_trainee_grade_at_a_hospital_is_the_job_there() -> None:
    assert holding("IMT2 at Leicester Royal, acute med rn. how do I survive nights?", "works at Leicester Royal", "IMT2 doctor")
    assert holding("ST4 ortho at the Royal Infirmary, on call rn. quick one: ankle x-ray rules?", "ST4 orthopaedics registrar",
                   "Royal Infirmary")
    assert not holding("F1 at Silverstone was so boring this year, same winner again", "doctor")


# -- a learner's English ---------------------------------------------------------------------------------------------

def test_a_vehicle_driven_without_its_article_is_the_job() -> None:
    assert holding("I drive taxi in Lagos, twelve years now. which seat cushion?", "taxi driver in Lagos")
    assert "User is a van driver" in summaries("I drive van now, for Hermes. Start at 6.")
    assert not holding("I drive bus lane every morning by mistake, is there a fine?", "bus driver")


def test_a_present_said_of_a_finished_act_with_its_time_first() -> None:
    assert holding("Yesterday I sell my van, now I take the tram. is a monthly pass cheaper?", "sold their van")
    assert not holding("I sell my eggs at the market every Saturday, how much for a dozen?", "sold")


def test_a_spouse_married_by_name_is_kept_as_a_person() -> None:
    married = [c for c in facts("I marry Ewelina last month, now I must change my surname.") if "Ewelina" in c.summary]
    assert married and "got married" in married[0].summary and [p.name for p in married[0].persons] == ["Ewelina"]
    assert not [c for c in facts("I married into a farming family, the hours are mad") if c.persons]


# -- instructions without apostrophes --------------------------------------------------------------------------------

def test_dont_explain_basic_field_is_a_rule_for_answers() -> None:
    assert "User does not want basic physics explained" in summaries("dont explain basic physics, I teach it. how do lasers work?")
    assert not holding("my son's tutor says dont explain basic grammar to him, is that right?", "explained")


# -- a condition's severity ------------------------------------------------------------------------------------------

def test_a_conditions_severity_is_kept_with_it() -> None:
    assert "User has moderate eczema" in summaries("I have moderate eczema on my hands, which gloves for washing up?")
    assert not holding("the nurse says mild eczema is common in babies, should I worry?", "eczema")


# -- a relative's title before the name that died --------------------------------------------------------------------

def test_a_titled_relative_who_died_is_the_users() -> None:
    died = [c for c in facts("nobody makes trifle at christmas since Nana Glenys died, what's a good recipe?") if "Glenys" in c.summary]
    assert died and died[0].summary == "User's grandma Glenys died" and [p.name for p in died[0].persons] == ["Glenys"]
    assert not holding("the pub's gone quiet since Uncle Sam's closed, where do people go now?", "Sam")


# -- a workplace quit, said by its kind ------------------------------------------------------------------------------

def test_a_workplace_quit_by_its_kind_is_the_job_there() -> None:
    assert holding("I quit the nursing home on Friday, the pay was awful. what else can I do?", "quit their job at the nursing home")
    assert not holding("I quit the gym, too expensive. any home workouts?", "job at")


# -- lower-case names ------------------------------------------------------------------------------------------------

def test_a_lower_case_shop_left_on_a_day_is_the_job_left() -> None:
    assert holding("left morrisons monday!! 11 years on nights. what do I do with my evenings?", "left Morrisons", "7 December 2026")
    assert not holding("left tesco without my receipt, can I still return the kettle?", "Tesco")


def test_a_city_called_off_is_the_trip_there() -> None:
    assert holding("madrid cancelled, strike at the airport. do I get compensation?", "Madrid trip was cancelled")
    assert holding("Lisbon trip called off, my dad's in hospital. refund rules?", "Lisbon trip was cancelled")
    assert not holding("bingo cancelled tonight, the hall's flooded. any games for six?", "trip")


def test_a_rule_for_answers_then_the_trade_behind_it_keeps_both() -> None:
    said = summaries("dont explain basic chemistry to me, im a pharmacist. what's the half-life of codeine?")
    assert "User does not want basic chemistry explained" in said and "User is a pharmacist" in said
    said = summaries("please keep answers short, I'm a midwife on nights.")
    assert "User wants short answers" in said and any(s.startswith("User is a midwife") for s in said)
    assert not holding("keep it simple, I'm a bit tired today", "User is a")


def test_a_post_offered_by_an_organisations_letters_and_taken_is_the_users() -> None:
    assert holding("the RNLI asked me to be their secretary this year, I accepted. how do I take minutes?", "secretary of the RNLI")
    assert not holding("RNLI asked me to be their secretary, should I?", "secretary")
    assert not holding("BBC asked me to fill in a survey about the licence fee, is it a scam?", "BBC")
