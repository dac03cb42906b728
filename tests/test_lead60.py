"""What the session-60 lead's eight new users' years found (tests/data/lead60_years.json: an accountant in Sialkot
through pregnancy and birth, a salmon-farm worker near Måløy, a Peruvian agronomist off to a master's, a Zimbabwean carer
turned nurse, a Samoan forklift driver, a Croatian landlady, a Go developer in Dakar, a Korean seventeen-year-old).

Every sentence here was written for this test, never the years'. Each test that ends a memory checks first that it was
stored live, and beside each rule a sentence like it that must store or end nothing of the kind.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from mercuryd.brain import instructions, when
from tests import newuser
from tests.chat import heard

JUNE = dt.datetime(2026, 6, 10, 9, tzinfo=dt.UTC)


def summaries(text: str, at: dt.datetime = JUNE) -> list[str]:
    return [c.summary for c in heard(text, at=at)]


def year(tmp_path: Path, *turns: tuple[str, str]) -> newuser.Year:
    """``turns`` of (day, message), a conversation each, through a real Brain a day at a time."""
    persona = newuser.Persona([(day, [text]) for day, text in turns], [], [], [], [])
    tmp_path.mkdir(parents=True, exist_ok=True)
    return newuser.run("t", persona, tmp_path / "memory.db")


def ended(y: newuser.Year, summary: str) -> bool:
    return summary in y.stored and summary not in y.live


# -- who the user is at work ----------------------------------------------------------------------------------------------

def test_a_trade_of_the_land_and_the_lab_is_a_job_title() -> None:
    assert "User is a hydrologist" in summaries("I'm a hydrologist.")
    assert "User is an agronomist" in summaries("Dina here, 33, agronomist, based in Salta.")
    # (a report by one is no job)
    assert not any(s.startswith("User is an agronomist") for s in summaries("I read an agronomist's report on the soil."))


def test_work_on_a_farm_or_with_a_cooperative_is_who_the_user_is_at_work() -> None:
    assert summaries("I work on a dairy farm near Gort.") == ["User works on a dairy farm near Gort"]
    assert summaries("I work with a cocoa cooperative in Kumasi.") == ["User works with a cocoa cooperative in Kumasi"]
    # (terse: "I" and the article left out, the town typed in lower case)
    assert "User works on a sheep farm outside tolga, 12 years" in summaries("arne here. work on sheep farm outside tolga, 12 yrs.")
    # (work on a thing, or with a person, is no workplace)
    assert summaries("I work on my thesis most evenings.") == []
    assert all(c.type != "identity" for c in heard("I work with a friend on Saturdays.", at=JUNE))


# -- how to answer ------------------------------------------------------------------------------------------------------

def test_the_answers_length_said_bare_closing_a_terse_note() -> None:
    assert instructions.read("brief answers") == [("preference", "User wants brief answers")]
    # (other shapes said bare may be a topic; asked as a question they are asked)
    assert instructions.read("numbered lists") == []
    assert instructions.read("brief answers or long ones?") == []


def test_answers_wanted_complete_and_respectful() -> None:
    assert instructions.read("I'd like you to answer respectfully and completely, in full sentences.") == [
        ("preference", "User wants answers written respectfully and completely")]
    # (a reply to someone else)
    assert instructions.read("answer the landlord completely about the boiler") == []


def test_a_taste_for_a_kind_of_answer_said_without_its_i() -> None:
    assert summaries("prefer code snippets over long explanations") == ["User prefers code snippets over long explanations"]
    assert summaries("prefer code snippets over long explanations?") == []


# -- names and intros ----------------------------------------------------------------------------------------------------

def test_a_name_said_in_full_in_brackets_after_the_one_used() -> None:
    assert "User's name is Kalo" in summaries("Bula! Kalo here (Kaloyan), 38, crane operator at the port in Lautoka")
    # (a relation is no name, whatever the brackets say)
    assert not any("name" in s for s in summaries("Mum here (Denise), can you help with a recipe"))


def test_thanks_to_god_said_first_opens_the_news() -> None:
    assert summaries("Alhamdulillah our son Idris was born on 2 June, 3.4 kg", at=JUNE) == [
        "User's son Idris was born on 2 June 2026"]
    assert summaries("Mashallah, my daughter passed her driving test") == ["User's daughter passed her driving test"]


# -- health -------------------------------------------------------------------------------------------------------------

def test_a_medicine_given_said_without_me() -> None:
    assert summaries("doc gave lisinopril 10mg") == ["User takes lisinopril 10mg"]
    # (what is given first is no medicine)
    assert summaries("doc gave a leaflet about sleep") == []


def test_a_reading_said_alone_and_misspelt() -> None:
    assert summaries("blood presure high. doc gave ramipril") == ["User has high blood pressure", "User takes ramipril"]
    assert summaries("cholesterol too high again.") == ["User has high cholesterol"]
    # (asked, or said of people in general)
    assert summaries("bp high?") == []
    assert summaries("blood pressure high is common in old people") == []


def test_attacks_that_keep_coming_said_as_having_them() -> None:
    assert summaries("I've been having migraines, the GP wants to see me") [0] == "User has migraines"
    assert summaries("I have been getting bad migraines, the neurologist is worried") [0] == "User has migraines"
    # (one spell, dated)
    assert summaries("I've been having migraines since the party") == []


def test_what_the_doctor_did_to_a_medicine_after_a_comma_is_a_clause_of_its_own() -> None:
    got = summaries("my sugar is normal again, doctor stopped the metformin")
    assert "User stopped taking metformin" in got


def test_a_medicine_started_said_with_when_it_is_taken(tmp_path: Path) -> None:
    assert summaries("Started metformin in the mornings now") == ["User takes metformin"]
    y = year(tmp_path, ("2026-03-01", "I started insulin at bedtime, 10 units"),
             ("2026-08-01", "my sugar is fine, the doctor stopped the insulin"))
    assert ended(y, "User takes insulin")
    # (a new job started is no medicine)
    assert summaries("I started a new job at the port") == ["User started a new job at the port"]


# -- when -----------------------------------------------------------------------------------------------------------------

def test_a_last_day_named_after_a_resignation_is_ahead() -> None:
    # (bugs61: the last day after the user's own notice is the job left that day, a departure plan; the notice is one
    # piece of news with it, as beside a departure from a named employer)
    # ((bugs62) with the notice's day kept after the last day, as a resignation's is)
    assert summaries("Handed in my notice today, last day 31 July") == [
        "User is leaving their job on 31 July 2026, having handed in their notice on 10 June 2026"]
    assert when.absolute("User resigned, their last day is on 31 July", JUNE) == "User resigned, their last day is on 31 July 2026"
    # (a last day told as past is past)
    assert when.absolute("User retired, their last day was on 3 May", JUNE) == "User retired, their last day was on 3 May 2026"


def test_what_a_clinician_says_is_needed_after_a_past_clause_is_ahead() -> None:
    feb = dt.datetime(2026, 2, 12, 9, tzinfo=dt.UTC)
    assert when.absolute("User's father has had dizzy spells, and the cardiologist says he needs a pacemaker in March", feb) \
        .endswith("in March 2026")
    # (what was had is past)
    assert when.absolute("User's father had a pacemaker fitted in March, the doctor says he needs rest", feb) \
        .startswith("User's father had a pacemaker fitted in March 2025")


# -- what ends ------------------------------------------------------------------------------------------------------------

def test_back_at_the_farm_on_light_duty_ends_the_sick_leave(tmp_path: Path) -> None:
    assert summaries("back at the yard on light duties") == ["User is back at the yard on light duties"]
    y = year(tmp_path, ("2026-03-01", "hip done. on sick leave for 8 weeks"), ("2026-05-01", "back at work on reduced hours"))
    assert ended(y, "User is on sick leave for 8 weeks")
    # (bare, it may be any Monday)
    assert summaries("back at the yard") == []


def test_retirement_ends_the_return_to_work_and_the_farm(tmp_path: Path) -> None:
    y = year(tmp_path, ("2026-01-05", "I work on a mink farm near Holstebro."),
             ("2026-03-01", "on sick leave, back op"), ("2026-04-20", "back at the farm on light duty"),
             ("2026-11-30", "last shift at the farm today. retired now"))
    assert ended(y, "User works on a mink farm near Holstebro")
    assert ended(y, "User is back at the farm on light duty")


def test_a_relatives_wedding_told_as_done_by_their_state_now(tmp_path: Path) -> None:
    assert summaries("son Ivo getting married in september in Split") == ["User's son Ivo is getting married in September 2026 in Split"]
    y = year(tmp_path, ("2026-05-01", "My son Ivo is getting married in September"), ("2026-09-20", "Ivo married now. lovely day"))
    assert ended(y, "User's son Ivo is getting married in September 2026")
    # (married long ago, while the wedding is still ahead, is no wedding done)
    y2 = year(tmp_path / "2", ("2026-05-01", "My son Ivo is getting married in September"),
              ("2026-06-01", "Ivo married his first wife years ago, this is his second"))
    assert "User's son Ivo is getting married in September 2026" in y2.live


def test_the_last_day_at_a_cooperative_with_the_farewell_ends_it(tmp_path: Path) -> None:
    y = year(tmp_path, ("2026-01-05", "I work with a tea cooperative in Kericho."),
             ("2026-06-30", "last day at the cooperative, everyone gave me flowers"))
    assert ended(y, "User works with a tea cooperative in Kericho")
    # (a last day of a holiday ends nothing)
    y2 = year(tmp_path / "2", ("2026-01-05", "I work with a tea cooperative in Kericho."),
              ("2026-06-30", "last day at the beach, they made me swim"))
    assert "User works with a tea cooperative in Kericho" in y2.live


def test_a_relative_gone_back_to_their_own_house_ends_living_with_the_user(tmp_path: Path) -> None:
    y = year(tmp_path, ("2026-03-01", "My father-in-law Tariq is living with us after his hip surgery"),
             ("2026-06-01", "Tariq went back to his own house in Multan, he walks with a stick"))
    assert ended(y, "User's father-in-law Tariq is living with them after his hip surgery")
    # (another relative's going home)
    y2 = year(tmp_path / "2", ("2026-03-01", "My father-in-law Tariq is living with us after his hip surgery"),
              ("2026-06-01", "My brother Bilal went back to his own flat in Lahore"))
    assert "User's father-in-law Tariq is living with them after his hip surgery" in y2.live


def test_accepted_shouted_first_ends_the_application(tmp_path: Path) -> None:
    assert summaries("ACCEPTED!! Wageningen, starts in September")[0].startswith("User got accepted to Wageningen")
    y = year(tmp_path, ("2026-02-01", "I applied to a master in Uppsala, ecology"), ("2026-04-01", "accepted! Uppsala with a grant"))
    assert ended(y, "User applied to a master in Uppsala, ecology")
    # (accepted elsewhere ends nothing of this)
    y2 = year(tmp_path / "2", ("2026-02-01", "I applied to a master in Uppsala, ecology"), ("2026-04-01", "accepted! Lund with a grant"))
    assert "User applied to a master in Uppsala, ecology" in y2.live


# -- homes and news -------------------------------------------------------------------------------------------------------

def test_a_room_in_a_shared_home_is_where_the_user_lives() -> None:
    assert summaries("I rent a room in a shared flat in Gorbals") == ["User lives in a shared flat in Gorbals"]
    assert "User has arrived in Graz" in summaries("arrived to Graz, I have a room in a student house")
    # (a room kept for a use is no home)
    assert summaries("I have a room in the house for my sewing") == []


def test_whose_papers_were_approved_said_before_them() -> None:
    assert summaries("The girls' passports are approved!") == ["User's girls' passports were approved"]
    assert summaries("Our loan is approved") == ["User's loan was approved"]


def test_the_town_said_bare_after_the_name_and_the_age_is_the_home() -> None:
    assert "User lives in Tartu" in summaries("hii im mirjam, 16, in tartu")
    # (a state, a year at school, a month is no town)
    assert not any(s.startswith("User lives") for s in summaries("hii im mirjam, 16, in love"))
    assert not any(s.startswith("User lives") for s in summaries("im mirjam, 16, in year 11"))


def test_the_length_of_answers_said_twice_in_a_message_is_one_wish() -> None:
    assert summaries("im on a tractor. short replies") == ["User wants short replies"]
    assert summaries("keep it short pls, im on a tractor. short replies") == ["User wants short answers"]


def test_the_job_quit_by_where_it_was_ends_the_job_got(tmp_path: Path) -> None:
    y = year(tmp_path, ("2026-02-01", "got a weekend job at a petrol station"), ("2026-05-01", "quit the petrol station job, exams"))
    assert ended(y, "User got a weekend job at a petrol station")
    # (another job quit ends nothing of this)
    y2 = year(tmp_path / "2", ("2026-02-01", "got a weekend job at a petrol station"), ("2026-05-01", "quit the babysitting job"))
    assert "User got a weekend job at a petrol station" in y2.live


def test_an_operation_had_ends_the_waiting_list_for_it(tmp_path: Path) -> None:
    assert summaries("I had my knee replacement on the 4th", at=JUNE) == ["User had their knee replacement on 4 June 2026"]
    # (the day of the month alone dates only the user's own event, not the weather's)
    assert summaries("We had a hailstorm on the 2nd, the car is dented", at=JUNE) == []
    y = year(tmp_path, ("2026-01-10", "I'm on the waiting list for a knee replacement"),
             ("2026-06-10", "it is done: my new knee went in on the 4th, home now"))
    assert ended(y, "User is on the waiting list for a knee replacement")
    # (another part's operation ends nothing of this)
    y2 = year(tmp_path / "2", ("2026-01-10", "I'm on the waiting list for a knee replacement"),
              ("2026-06-10", "I had my hip replacement on the 4th"))
    assert "User is on the waiting list for a knee replacement" in y2.live


def test_the_new_users_check_back_at_the_clinic_a_leave_after_a_comma_and_an_own_practice() -> None:
    assert summaries("back at the surgery on light duties") == ["User is back at the surgery on light duties"]
    assert summaries("hip op done, on sick leave for 8 weeks")[0] == "User is on sick leave for 8 weeks"
    assert summaries("Opening my own bakery in Sassnitz") == ["User is opening their own bakery in Sassnitz"]
    # (a place got by someone else, said by "she" after it; the opening of another's)
    assert summaries("ACCEPTED!! Rostock, she starts in October") == []
    assert summaries("opening the windows in the morning") == []
