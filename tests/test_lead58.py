"""What the session-58 lead's eight new users' years found (tests/data/lead58_years.json: a Kazakh offshore welder, a
Czech pharmacist in Opava, a Zimbabwean carer in Northampton, a Sherpa trekking guide, a retired history teacher in
Chivilcoy, a Frisian dairy farmer, a Korean engineer who moves to Berlin, a Tongan bus driver in South Auckland).

Every sentence here was written for this test, never the years'. Each test that ends a memory checks first that it was
stored live, and beside each rule a sentence like it that must store or end nothing of the kind.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from tests import newuser
from tests.chat import heard

MAY = dt.datetime(2026, 5, 10, 9, tzinfo=dt.UTC)


def summaries(text: str, at: dt.datetime = MAY) -> list[str]:
    return [c.summary for c in heard(text, at=at)]


def year(tmp_path: Path, *turns: tuple[str, str]) -> newuser.Year:
    """``turns`` of (day, message), a conversation each, through a real Brain a day at a time."""
    persona = newuser.Persona([(day, [text]) for day, text in turns], [], [], [], [])
    tmp_path.mkdir(parents=True, exist_ok=True)
    return newuser.run("t", persona, tmp_path / "memory.db")


def ended(y: newuser.Year, summary: str) -> bool:
    return summary in y.stored and summary not in y.live


# -- health ---------------------------------------------------------------------------------------------------------------

def test_a_medicine_and_its_dose_without_a_unit_said_in_a_hurried_note(tmp_path: Path) -> None:
    assert summaries("bad week. now taking ramipril 10") == ["User takes ramipril, 10"]
    assert summaries("I'm now on losartan 50") == ["User takes losartan, 50"]
    assert summaries("the bisoprolol is now 5, heart still racing at night") == ["User takes bisoprolol, 5"]
    # (no medicine: a school run, a bus fare, a page)
    assert summaries("now taking the twins to school 5 days a week") == []
    assert summaries("the bus is now 3, crazy prices") == []
    y = year(tmp_path, ("2026-02-01", "now taking ramipril 5"), ("2026-06-01", "ramipril now 10, still high"))
    assert "User takes ramipril, 10" in y.live
    assert ended(y, "User takes ramipril, 5")


def test_a_reading_told_in_a_hurried_note_where_the_clinician_works() -> None:
    assert "User has high blood pressure" in summaries("nurse at the mine clinic says blood pressure high. 150/95.")
    assert "User has high cholesterol" in summaries("doctor at work said cholesterol too high, must cut the butter")
    # (someone else's doctor; a reading said fine)
    assert summaries("my uncle's doctor says blood pressure high, is that dangerous?") == []
    assert not [s for s in summaries("the doctor at the clinic said blood pressure was fine") if "blood pressure" in s]


def test_an_orthopaedist_is_a_clinician() -> None:
    assert summaries("My orthopaedist says I need a new left hip.") == ["User needs a new left hip"]
    assert summaries("the orthopedist said I need a knee replacement") == ["User needs a knee replacement"]


def test_the_doctor_here_is_the_doctor() -> None:
    assert "User takes propranolol" in summaries("I get migraines, the doctor here gave me propranolol")
    assert summaries("the nurse here says my sugar is high") == ["User has high blood sugar"]


def test_how_often_a_treatment_is_is_the_treatments_not_the_injurys() -> None:
    assert summaries("I hurt my shoulder lifting a ewe, physio twice a week") == ["User hurt their shoulder"]
    assert not [s for s in summaries("I hurt my shoulder lifting a ewe, physio twice a week") if "twice a week" in s]


# -- work -----------------------------------------------------------------------------------------------------------------

def test_first_week_in_a_role_is_no_role() -> None:
    assert summaries("first week supervisor. so many emails") == []
    assert summaries("Second day cashier, feet hurt") == []
    assert "User is a staff nurse" in summaries("Staff nurse. Night shifts mostly")


def test_a_job_accepted_with_its_i_left_out_and_its_role_after_a_comma() -> None:
    got = summaries("accepted job offshore, crane operator at Equinor, start 1 June")
    assert "User is a crane operator" in got
    assert any(s.startswith("User accepted job offshore") for s in got)
    assert not [s for s in got if s.startswith("User: ")]
    # ("Booked the flights": a diary's past with its "I" left out is the user's)
    assert all(not s.startswith("User: ") for s in summaries("accepted a place at Leeds as a mature student"))


def test_a_vehicle_driven_for_an_employer_and_a_new_one_after_it(tmp_path: Path) -> None:
    assert summaries("I drive a tour bus for Go Ahead in Cornwall") == ["User drives a tour bus for Go Ahead in Cornwall"]
    assert [c.value for c in heard("I drive a tour bus for Go Ahead in Cornwall", at=MAY)] == ["go ahead"]
    assert summaries("I drive for Ōkato School now") == ["User drives for Ōkato School"]
    # (the children driven for their grandmother are no employer)
    assert not [c for c in heard("I drive the kids for Grandma on Fridays", at=MAY) if c.attribute == "works_at"]
    y = year(tmp_path, ("2026-01-10", "I drive a tour bus for Go Ahead in Cornwall"),
             ("2026-09-01", "I changed job, I drive for Truro College now, fewer hours"))
    assert "User drives for Truro College" in y.live
    assert ended(y, "User drives a tour bus for Go Ahead in Cornwall")


def test_moved_to_a_shift_now_with_the_shift_left_beside_it() -> None:
    assert summaries("I moved to nights now, no more days, because of the baby") == ["User works night shifts"]
    assert not [s for s in summaries("moved to earlies now, no more lates") if "lives" in s or "moved to" in s]


def test_a_course_started_by_a_learner_without_its_article() -> None:
    assert summaries("i start french course at Alliance Française in Nairobi") == [
        "User is starting a french course at Alliance Française in Nairobi"]
    assert summaries("i start work at 9") == []


def test_a_role_of_a_field_in_an_introductions_list() -> None:
    assert "User is a retired geography teacher" in summaries("I am Elvira Paz, 68, retired teacher of geography, from Salta.")
    assert "User is a physics professor" in summaries("Hello, Tomasz, 55, professor of physics, Kraków")
    assert not [s for s in summaries("Hello, Ana, 40, mother of two, from Leeds") if "two mother" in s or "is a mother" in s]


def test_a_greeting_in_tongan_or_samoan_opens_the_introduction() -> None:
    assert "User's name is Siosaia" in summaries("mālō e lelei, I'm Siosaia, 44, I fix boats in Neiafu")
    assert "User's name is Fetu" in summaries("Talofa lava! I'm Fetu, 30, nurse in Porirua")


# -- home, family, trips --------------------------------------------------------------------------------------------------

def test_a_home_with_its_rooms_in_figures() -> None:
    assert summaries("we moved to a 3 bedroom house in Harehills, finally a garden for the kids") == [
        "User moved to a 3 bedroom house in Harehills"]


def test_where_the_user_will_live_now_or_ahead() -> None:
    assert "User lives in Pokhara" in summaries("we will live in Pokhara now, my wife has a job there")
    assert summaries("we're going to live in Galway from March") == ["User is going to live in Galway from March 2027"]
    assert summaries("if we win the lottery we will live in Spain") == []
    assert summaries("we will live in a bigger house one day") == []


def test_a_trip_as_a_wish_with_the_spouse_ends_when_back_from_there(tmp_path: Path) -> None:
    y = year(tmp_path, ("2026-01-20", "My wife Olga and I want to visit Prague for our anniversary in April, four days."),
             ("2026-04-25", "We are back from Prague. The castle was beautiful."))
    assert ended(y, "User and their wife Olga want to visit Prague for their anniversary in April 2026, four days")
    y = year(tmp_path / "b", ("2026-01-20", "My wife Olga and I want to visit Prague for our anniversary in April, four days."),
             ("2026-02-25", "We are back from Brno, lovely weekend."))
    assert "User and their wife Olga want to visit Prague for their anniversary in April 2026, four days" in y.live


def test_back_home_ends_a_trip_elsewhere_whose_time_is_over(tmp_path: Path) -> None:
    trip = "User and their husband Aurelio fly to Lisbon on 2 June 2026 to see the grandchildren"
    y = year(tmp_path, ("2026-01-05", "My husband Aurelio and I live in Rosario."),
             ("2026-05-01", "Aurelio and I fly to Lisbon on 2 June to see the grandchildren, we stay until August."),
             ("2026-08-20", "Back in Rosario. Lisbon was lovely but I missed my garden."))
    assert ended(y, trip)
    # (back home before the trip's time: the trip still ahead stays)
    y = year(tmp_path / "b", ("2026-01-05", "My husband Aurelio and I live in Rosario."),
             ("2026-05-01", "Aurelio and I fly to Lisbon on 2 June to see the grandchildren, we stay until August."),
             ("2026-05-20", "Back in Rosario after a weekend in Córdoba."))
    assert trip in y.live


def test_a_couple_married_the_user_named_second_ends_the_engagement(tmp_path: Path) -> None:
    y = year(tmp_path, ("2026-02-14", "i am engaged with Pema!! wedding in october"),
             ("2026-10-20", "wedding done!! Pema and me married on 18 october in Lukla"),
             ("2026-11-02", "Pema is a nurse in Kathmandu"))
    assert ended(y, "User is engaged to Pema")
    assert "User's spouse Pema is a nurse in Kathmandu" in y.live


def test_twins_born_with_no_parent_named_are_the_relatives_expecting_them(tmp_path: Path) -> None:
    y = year(tmp_path, ("2026-02-01", "My son Andrés in Valencia is expecting twins with his wife! Due in July."),
             ("2026-07-15", "The twins are born! Inés and Pablo, tiny but well."))
    assert "User's son Andrés's twins Inés and Pablo were born" in y.live
    assert ended(y, "User's son Andrés is expecting twins with his wife, due in July 2026")
    # (the user's own household expecting: the twins are the user's)
    y = year(tmp_path / "b", ("2026-02-01", "My wife is expecting twins"), ("2026-07-15", "The twins are born!"))
    assert "User's twins were born" in y.live
    assert ended(y, "User's wife is expecting twins")


def test_a_relative_landed_ends_their_coming_to_join_the_user(tmp_path: Path) -> None:
    y = year(tmp_path, ("2026-05-01", "my daughter Rudo is coming from Harare to join me in July, she's 9"),
             ("2026-07-18", "Rudo landed! she loved the plane food"))
    assert ended(y, "User's daughter Rudo is coming from Harare to join them in July 2026")
    assert "User's daughter Rudo landed on 18 July 2026" in y.live
    # (a season arrived, a parcel: no one come)
    assert summaries("Summer has arrived! finally") == []


# -- how to answer, and how a summary reads ---------------------------------------------------------------------------------

def test_be_precise_with_dates_is_how_every_answer_is() -> None:
    assert summaries("Please be precise with figures, I hate rounding.") == ["User wants precise figures"]
    assert summaries("be exact with names please") == ["User wants exact names"]
    assert summaries("The judge was precise with dates") == []


def test_an_emoji_before_a_comma_and_a_typed_sob_leave_no_mark() -> None:
    assert summaries("passed my driving theory 🎉, practical next") == ["User passed their driving theory, practical next"]
    assert all("ㅠ" not in s for s in summaries("started Spanish lessons on Mondays, A1 level ㅠㅠ"))


def test_what_the_clinician_found_named_bare_after_says() -> None:
    assert summaries("The optician says cataracts in both eyes.") == ["User has cataracts in both eyes"]
    assert summaries("my mum's doctor says cataracts, she can't drive") == []


def test_an_honour_given_to_the_user() -> None:
    assert summaries("I have been named honorary citizen of Tandil, the ceremony is in May.") == [
        "User was named honorary citizen of Tandil"]
    assert summaries("I was named nurse of the year!") == ["User was named nurse of the year"]
    assert all(not s.startswith("User was named") for s in summaries("my brother was named honorary citizen of Tandil"))
    assert summaries("I've been named in the report") == []
