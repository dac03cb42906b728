"""What the session-57 lead's eight new users' years found (tests/data/lead57_years.json: a Colombian hairdresser in
Jaén, a Finnish bus mechanic in Jyväskylä, an English teacher in Hirosaki, a Nigerian junior doctor in Bolton, a retired
veterinarian in Szeged, a Balinese wood carver, an Uzbek student in Wrocław, a tailor in Amman).

Every sentence here was written for this test, never the years'. Each test that ends a memory checks first that it was
stored live, and beside each rule a sentence like it that must store or end nothing of the kind.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from mercuryd.brain import when
from tests import newuser
from tests.chat import heard

MAY = dt.datetime(2026, 5, 10, 9, tzinfo=dt.UTC)


def summaries(text: str, at: dt.datetime = MAY) -> list[str]:
    return [c.summary for c in heard(text, at=at)]


def year(tmp_path: Path, *turns: tuple[str, str]) -> newuser.Year:
    """``turns`` of (day, message), a conversation each, through a real Brain a day at a time (plans due made current
    before each day's talk, as the daemon's timer does)."""
    persona = newuser.Persona([(day, [text]) for day, text in turns], [], [], [], [])
    return newuser.run("t", persona, tmp_path / "memory.db")


def ended(y: newuser.Year, summary: str) -> bool:
    return summary in y.stored and summary not in y.live


# -- health ---------------------------------------------------------------------------------------------------------------

def test_a_part_found_working_badly_then_its_name_and_what_she_gave() -> None:
    got = summaries("the doctor says my thyroid is not working properly, hypothyroidism, she put me on levothyroxine 25 every morning")
    assert "User has hypothyroidism" in got
    assert "User takes levothyroxine 25 every morning" in got
    # (the user's own clinician, "my doctor", is no one else's visit)
    assert summaries("my doctor says my thyroid is lazy, hypothyroidism") == ["User has hypothyroidism"]
    # (the medicine is the value, the dose said after it without a unit is not)
    assert [c.value for c in heard("the doctor put me on levothyroxine 25 every morning", at=MAY)] == ["levothyroxine"]
    # ("she" with no clinician before it is no one's prescription)
    assert not [s for s in summaries("my sister says my cooking is too salty, she put me on a diet") if "User is on" in s
                or "User takes" in s]


def test_a_dose_changed_with_no_one_named_ends_the_dose_before(tmp_path: Path) -> None:
    assert summaries("the sertraline went up to 100mg") == ["User takes sertraline, 100mg"]
    assert summaries("the rent went up to 950") == []
    y = year(tmp_path, ("2026-02-01", "the doctor put me on sertraline 50 every morning"),
             ("2026-06-01", "the sertraline went up to 100, still feel flat"))
    assert "User takes sertraline, 100" in y.live
    assert ended(y, "User takes sertraline 50 every morning")


def test_a_learners_doctor_say_is_and_a_hernia_disc() -> None:
    assert summaries("neck pain all week, the doctor say is hernia disc") == ["User has a herniated disc"]
    assert not [s for s in summaries("the doctor say is nothing serious, just a strain") if s.startswith("User has")]


def test_an_injection_for_a_condition_is_the_condition_where_it_is() -> None:
    assert summaries("the hip again, the consultant gave me a steroid injection for arthritis in my left hip") == [
        "User has arthritis in their left hip"]
    assert summaries("the doctor gave my dad an injection for arthritis") == []


def test_a_sick_note_written_by_the_doctor_is_sick_leave() -> None:
    assert summaries("GP wrote me sick leave, stress. 4 weeks. Can't face the office.") == ["User is on sick leave for stress"]
    assert summaries("my doctor wrote me a letter for the council about the stairs") == []


def test_an_operation_on_one_side_set_for_a_day_and_then_done(tmp_path: Path) -> None:
    assert summaries("My cataract surgery on the right eye is booked for 14 March") == [
        "User's cataract surgery on their right eye is on 14 March 2027"]
    y = year(tmp_path, ("2026-02-10", "My cataract surgery on the right eye is set for 3 March at the eye hospital."),
             ("2026-03-06", "The surgery went fine, colours are so bright now."))
    assert ended(y, "User's cataract surgery on their right eye is on 3 March 2026 at the eye hospital")


# -- a baby, a death, a relative named ------------------------------------------------------------------------------------

def test_our_son_is_here_then_his_name_weight_and_hour() -> None:
    assert "User's daughter Amara was born" in summaries("our daughter is here! Amara, 3.4kg, born 6am. we are all crying")
    assert not [s for s in summaries("our son is here! Tobi is staying with us for the summer") if "born" in s]


def test_a_death_said_in_one_word_is_kept() -> None:
    assert "User's brother Kofi died" in summaries("My brother Kofi died.")
    assert summaries("my phone died.") == []


def test_a_relative_named_after_with_the_my_left_out() -> None:
    assert summaries("Easter at the lake with son Mateo and his girlfriend.") == ["User's son is Mateo"]
    assert summaries("dinner with Son Heung-min fans after the match") == []


def test_a_name_after_the_first_word_keeps_its_capital_in_a_start() -> None:
    assert "User's son Jonas starts in August 2026" in summaries("my son Jonas starts in August")


def test_the_wife_or_husband_home_from_the_rehab_ends_the_stay(tmp_path: Path) -> None:
    y = year(tmp_path, ("2026-01-10", "I live in Győr with my husband Ferenc."),
             ("2026-03-01", "Ferenc has been moved to the rehabilitation centre in Sopron for a month."),
             ("2026-04-02", "Ferenc came home today with a walking frame."))
    assert ended(y, "User's husband Ferenc has been moved to the rehabilitation centre in Sopron for a month")


# -- work and studies ------------------------------------------------------------------------------------------------------

def test_work_at_a_new_place_from_a_month_ahead_ends_a_teacher_elsewhere(tmp_path: Path) -> None:
    y = year(tmp_path, ("2026-01-08", "I teach biology at a secondary school in Cork."),
             ("2026-02-20", "Transfer came through. From September I will teach at a school in Galway."),
             ("2026-10-01", "hello"))
    assert "User has worked at a school in Galway since September 2026" in y.live
    assert ended(y, "User teaches biology at a secondary school in Cork")
    assert summaries("From Monday I will work at home") == []


def test_work_said_with_will_from_a_time_ahead_after_the_place() -> None:
    got = summaries("I'll be working at a bakery in Tartu from next month")
    assert [s for s in got if s.startswith("User is starting at a bakery in Tartu")], got


def test_where_the_user_comes_from_stays_apart_from_the_job_when_the_cap_holds_it() -> None:
    got = [c.summary for c in heard("hi, Tomasz here. staff nurse at Royal Derby, from Gdynia, in the UK 4 yrs", at=MAY, cap=3)]
    assert "User is from Gdynia" in got
    assert not [s for s in got if "Derby from" in s]


def test_an_internship_at_a_company_named_after_its_kind_and_the_job_after_it(tmp_path: Path) -> None:
    assert summaries("got an internship at a shipping company, Maersk, starting in June") == [
        "User got an internship at a shipping company called Maersk, starting in June 2026"]
    y = year(tmp_path, ("2026-03-01", "got an internship at a shipping company, Maersk, starting in June"),
             ("2026-08-10", "Maersk offered me a permanent job as a junior analyst from September!! i said yes"),
             ("2026-10-03", "hello"))
    assert [s for s in y.live if s.startswith("User has worked at Maersk since")]
    assert ended(y, "User got an internship at a shipping company called Maersk, starting in June 2026")


def test_an_offer_with_its_start_inside_then_taken_or_refused() -> None:
    got = summaries("Accenture offered me a job as a consultant from March!! I accepted")
    assert "User starts at Accenture as a consultant in March 2027" in got
    assert summaries("Accenture offered me a job from March, I said no") == []


def test_a_masters_under_way_ends_with_the_studies_over(tmp_path: Path) -> None:
    y = year(tmp_path, ("2026-01-10", "I'm doing a master's in public health at Maastricht University"),
             ("2026-07-02", "handed in the thesis, done with uni!!"))
    assert ended(y, "User is doing a master's in public health at Maastricht University")


def test_back_at_work_with_hours_a_day_then_full_time_again(tmp_path: Path) -> None:
    y = year(tmp_path, ("2026-02-01", "GP wrote me sick leave, burnout. 6 weeks."),
             ("2026-03-20", "Back at the warehouse, 5 hours a day first month."),
             ("2026-05-02", "Full time again from Monday. Feels good."))
    assert ended(y, "User is on sick leave for burnout")
    assert ended(y, "User is back at the warehouse 5 hours a day first month")
    assert "User is back at work full time" in y.live
    assert summaries("full days again at the gym, legs are dead") == []


# -- plans, home, business -------------------------------------------------------------------------------------------------

def test_a_group_the_user_will_have_to_leave() -> None:
    assert summaries("I'll have to leave the orchestra for now, my shoulder") == ["User is giving up the orchestra"]
    assert summaries("I'll have to stop the car at the border") == []


def test_how_long_a_trip_is_said_after_a_comma() -> None:
    assert summaries("in August I'm flying to Manila for my brother's wedding, 2 weeks") == [
        "User is flying to Manila for their brother's wedding for 2 weeks in August 2026"]


def test_a_months_end_said_bare_after_the_place_moved_to() -> None:
    got = [(c.summary, c.value) for c in heard("we're moving to Derby end of june, got a semi in Allestree", at=MAY)]
    assert got and got[0][1] == "derby", got
    assert "end of" not in got[0][1]


def test_a_business_open_since_a_weekday() -> None:
    assert summaries("Café Lumen is open since Saturday!!! queue out the door") == ["User opened Café Lumen on Saturday, 9 May 2026"]
    assert summaries("Tesco is open since Monday") == []


def test_moving_out_then_the_flat_shared() -> None:
    got = summaries("moving out of my parents' place on 1 July, renting a flat in Clontarf with my cousin")
    assert "User is moving into a flat in Clontarf on 1 July 2026 with their cousin" in got


def test_a_learners_stop_at_a_time_of_day_now() -> None:
    assert summaries("my eyes are bad, I stop driving after dark now") == ["User stopped driving after dark"]


def test_a_big_order_said_bare() -> None:
    assert summaries("huge order from a bakery in Galway, 300 boxes!") == ["User got a huge order from a bakery in Galway, 300 boxes"]


def test_prices_raised_from_a_month_ahead() -> None:
    assert summaries("I raise my prices from February, 15% more, flour is so expensive") == [
        "User is raising their prices by 15% from February 2027"]
    assert summaries("should I raise my prices from January?") == []


# -- the answers -----------------------------------------------------------------------------------------------------------

def test_a_polite_request_in_the_past_of_politeness() -> None:
    assert summaries("I would appreciate it if you did not use emojis in your replies.") == [
        "User does not want emojis used in replies"]
    assert summaries("I'd appreciate it if you kept your answers short.") == ["User wants short answers"]
    assert summaries("I would be grateful if you never used emojis") == ["User does not want emojis used"]
    assert summaries("I would appreciate it if you called me back") == []


# -- dates -----------------------------------------------------------------------------------------------------------------

def test_an_exam_named_in_four_words_keeps_its_name_and_its_year() -> None:
    january = dt.datetime(2026, 1, 20, 9, tzinfo=dt.UTC)
    got = summaries("studying for ACCA paper 3 written, exam is 12 march", at=january)
    assert "User's ACCA paper 3 written exam is on 12 March 2026" in got
    said = dt.datetime(2026, 1, 25, 9, tzinfo=dt.UTC)
    assert when.absolute("User's CIMA case study written exam is on 4 March", said).endswith("4 March 2026")
    assert when.absolute("User's exam was on 4 March", said).endswith("4 March 2025")  # a past said in words


# -- the closing new-user check (a net mender in Bermeo, through a fresh clone's daemon) -----------------------------------

def test_how_a_part_is_then_its_name_and_a_weekly_dose(tmp_path: Path) -> None:
    got = [(c.summary, c.value) for c in heard(
        "the doctor says my knees are swollen in the mornings, psoriatic arthritis, she put me on methotrexate 7.5 once a week",
        at=MAY)]
    assert ("User has psoriatic arthritis", "arthritis") in got
    assert ("User takes methotrexate 7.5 once a week", "methotrexate") in got
    y = year(tmp_path, ("2026-02-01", "the doctor put me on methotrexate 10 once a week"),
             ("2026-06-01", "the methotrexate went up to 15, still stiff in the mornings"))
    assert ended(y, "User takes methotrexate 10 once a week")


def test_landed_after_someone_said_to_be_home_is_theirs() -> None:
    assert not [s for s in summaries("Tamar is back! landed in Lisbon last night, so tanned") if s.startswith("User landed")]
    assert not [s for s in summaries("Iñigo is home! landed in Bilbao yesterday") if s.startswith("User landed")]
