"""What the session-59 lead's eight new users' years found (tests/data/lead59_years.json: a Mongolian lab worker, a
Filipino ship's cook, a Ghanaian PhD in Delft, a widow in Québec, a Maltese teacher through IVF and birth, a Georgian
winemaker, a Brazilian nail technician in Ireland, a retired railwayman in Matsue).

Every sentence here was written for this test, never the years'. Each test that ends a memory checks first that it was
stored live, and beside each rule a sentence like it that must store or end nothing of the kind.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from mercuryd.brain import instructions, when
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


# -- how to answer --------------------------------------------------------------------------------------------------------

def test_answer_in_a_manner_said_by_two_adverbs() -> None:
    assert instructions.read("Kindly answer clearly and briefly.") == [("preference", "User wants answers written clearly and briefly")]
    assert instructions.read("please reply honestly") == [("preference", "User wants answers written honestly")]
    # (a reply to someone else, said with whom)
    assert instructions.read("reply politely to the school about the trip") == []


def test_answers_liked_for_what_they_do_are_how_every_answer_is() -> None:
    assert instructions.read("I would appreciate answers that cite sources when possible") == [("preference", "User wants sources cited")]
    assert instructions.read("I'd like replies that cite the studies") == [("preference", "User wants the studies cited")]
    # (answers liked for what they are, not what they do, are left to the rules that read them)
    assert instructions.read("I'd appreciate answers that arrive quickly") == []


# -- medicines ------------------------------------------------------------------------------------------------------------

def test_a_medicine_prescribed_said_in_the_passive() -> None:
    assert summaries("I've been prescribed lisinopril for my blood pressure") == ["User takes lisinopril for blood pressure"]
    assert summaries("I was prescribed sertraline.") == ["User takes sertraline"]
    # (no medicine: rest, a walk)
    assert summaries("I was prescribed rest and fluids") == []


def test_one_medicine_changed_to_another_named_straight_after_the_verb(tmp_path: Path) -> None:
    assert summaries("The GP changed ramipril to losartan.") == ["User takes losartan instead of ramipril"]
    assert summaries("the doctor changed my appointment to Monday") == []
    y = year(tmp_path, ("2026-02-01", "I was prescribed ramipril."), ("2026-05-01", "The GP changed ramipril to losartan."))
    assert y.live == ["User takes losartan instead of ramipril"]


def test_a_dose_raised_said_by_its_participle_alone(tmp_path: Path) -> None:
    assert summaries("Metformin increased to 1000, feeling ok.") == ["User takes metformin, 1000"]
    assert summaries("my hours increased to 30, more money at last") == []
    y = year(tmp_path, ("2026-02-01", "I was prescribed metformin."), ("2026-06-01", "Metformin increased to 1000, feeling ok."))
    assert "User takes metformin, 1000" in y.live
    assert ended(y, "User takes metformin")


def test_a_medicine_added_by_the_doctor_in_a_learners_present() -> None:
    assert summaries("doctor add sitagliptin, sugar still high") == ["User takes sitagliptin"]
    assert summaries("the doctor added a note, very kind") == []


def test_a_medicine_its_dose_and_how_often_said_with_no_verb() -> None:
    assert "User takes ramipril, 5 every morning" in summaries("the GP says high blood pressure. ramipril 5 every morning")
    assert summaries("bus 42 every morning, so slow") == []


def test_a_medicine_the_doctor_said_to_stop(tmp_path: Path) -> None:
    assert summaries("the GP told me to stop the omeprazole") == ["User stopped taking omeprazole"]
    assert summaries("doc say stop iron tablets, levels good") == ["User stopped taking iron tablets"]
    assert summaries("the doctor said to stop worrying so much") == []
    y = year(tmp_path, ("2026-02-01", "I take iron tablets every morning now."), ("2026-07-01", "doc say stop iron tablets, levels good"))
    assert ended(y, "User takes iron tablets every morning")


# -- dates ----------------------------------------------------------------------------------------------------------------

def test_a_hyphened_place_that_opens_with_a_months_short_name() -> None:
    assert summaries("I live in Sept-Îles now") == ["User lives in Sept-Îles"]
    assert "User moved in September 2025 to Hull" in summaries("I moved in sept to Hull")


def test_an_event_a_start_waits_on_is_the_coming_one() -> None:
    june = dt.datetime(2026, 6, 15, 12, tzinfo=dt.UTC)
    assert when.absolute("User has accepted a post at Philips, starting on 2 November 2026, after their graduation in October.", june) \
        == "User has accepted a post at Philips, starting on 2 November 2026, after their graduation in October 2026."
    # (no start said: the month of an event told in the past is the one gone; a month just past is this year's)
    assert when.absolute("User has accepted a post after their viva in October.", june) == "User has accepted a post after their viva in October 2025."
    assert when.absolute("User started at Philips after their viva in May.", june) == "User started at Philips after their viva in May 2026."


# -- family ---------------------------------------------------------------------------------------------------------------

def test_a_baby_here_with_the_day_and_month_said_without_on() -> None:
    oct29 = dt.datetime(2026, 10, 29, 9, tzinfo=dt.UTC)
    assert summaries("SHE'S HERE 💕 Lena, born 26 Oct, 3.3kg", at=oct29) == ["User's daughter Lena was born on 26 October 2026"]
    # (a famous birthday, told with its date)
    assert summaries("Mozart was born 27 January", at=oct29) == []


def test_a_partner_said_first_without_my_and_me_beside_them() -> None:
    assert "User and their wife Anna live in Tartu" in summaries("Wife Anna and me live in Tartu")
    # (a word in capitals that is no partner; a partner said of someone else)
    assert not [s for s in summaries("Winter Anna and me went skating") if "wife" in s]


def test_a_relative_arrived_safely_ends_their_coming(tmp_path: Path) -> None:
    y = year(tmp_path, ("2026-03-01", "My brother Tomasz is coming from Gdańsk in June."),
             ("2026-06-11", "Tomasz arrived safely yesterday."))
    assert "User's brother Tomasz is coming from Gdańsk in June 2026" in y.stored
    assert ended(y, "User's brother Tomasz is coming from Gdańsk in June 2026")


def test_a_relative_arrived_safely_in_the_place_ends_the_move_there(tmp_path: Path) -> None:
    y = year(tmp_path, ("2026-03-01", "our son Marek is moving to Bergen in May for work"),
             ("2026-05-20", "Marek arrived safely in Bergen yesterday"))
    assert ended(y, "User's son Marek is moving to Bergen in May 2026 for work")
    # (arrived somewhere else ends nothing)
    y = year(tmp_path / "b", ("2026-03-01", "our son Marek is moving to Bergen in May for work"),
             ("2026-04-20", "Marek arrived safely in Rome for a holiday"))
    assert "User's son Marek is moving to Bergen in May 2026 for work" in y.live


def test_a_relative_out_of_the_army_ends_their_being_in_it(tmp_path: Path) -> None:
    y = year(tmp_path, ("2026-01-10", "My son Luka is in the army now."), ("2026-08-01", "Luka finished army last week, home again."))
    assert ended(y, "User's son Luka is in the army")
    # (another son's army ends nothing)
    y = year(tmp_path / "b", ("2026-01-10", "My son Luka is in the army now."), ("2026-08-01", "My son Nika finished army."))
    assert "User's son Luka is in the army" in y.live


def test_a_pregnancy_ends_the_ivf_and_the_trying(tmp_path: Path) -> None:
    y = year(tmp_path, ("2026-01-10", "We started IVF in December."), ("2026-03-20", "I'm 6 weeks pregnant!!"))
    assert "User is 6 weeks pregnant" in y.live
    assert ended(y, "User started IVF in December 2025")
    # (a sister's pregnancy ends nothing of the user's)
    y = year(tmp_path / "b", ("2026-01-10", "we're trying for a baby"), ("2026-03-20", "my sister is pregnant!"))
    assert "User is trying for a baby" in y.live


def test_a_positive_test_with_its_weeks_is_a_pregnancy() -> None:
    assert summaries("positive test!!! 😭 6 weeks, saw the heartbeat") == ["User is 6 weeks pregnant"]
    assert summaries("positive pregnancy test!! can't believe it") == ["User is pregnant"]
    assert summaries("positive test for covid, home for five days") == []


# -- health ---------------------------------------------------------------------------------------------------------------

def test_a_hospital_or_a_clinic_said_the_condition() -> None:
    assert summaries("the clinic said prediabetes, no sugar for me") == ["User has prediabetes"]
    assert summaries("hospital says I have gestational diabetes") == ["User has gestational diabetes"]
    assert summaries("the nurse says asthma is common in kids") == []


def test_an_injury_left_by_the_users_fall_said_as_a_note() -> None:
    assert summaries("slipped on the stairs, broke my ankle") == ["User broke their ankle"]
    assert summaries("I had a fall in the garden, wrist fractured") == ["User fractured their wrist"]
    assert not [s for s in summaries("Dad fell on the ice, wrist broken") if s.startswith("User broke") or s.startswith("User fractured")]


def test_a_reading_back_to_normal_said_without_its_verb_ends_a_passing_diabetes(tmp_path: Path) -> None:
    assert summaries("blood sugar back to normal, yay") == ["User's blood sugar is back to normal"]
    y = year(tmp_path, ("2026-04-01", "the midwife said gestational diabetes, diet only"), ("2026-09-10", "sugars back to normal now"))
    assert ended(y, "User has gestational diabetes")


def test_hands_that_shake_are_a_tremor_lived_with() -> None:
    assert summaries("I gave up knitting; my hands shake a lot now.")[0] == "User has a tremor in their hands"
    assert summaries("my hands shake before every exam") == []


# -- work -----------------------------------------------------------------------------------------------------------------

def test_a_role_after_the_age_with_a_years_number_and_a_workplace_said_with_a() -> None:
    assert "User is a Year 6 teacher in a village school" in summaries("I'm Petra, 41, Year 6 teacher in a village school")
    assert "User is a nurse in a care home" in summaries("I'm Bongi, 38, nurse in a care home")


def test_a_learners_workplace_without_its_article_and_what_is_made_there() -> None:
    assert summaries("I work in shoe factory in Zlín, packing.") == ["User works in a shoe factory in Zlín, packing"]
    assert summaries("I work in big cities mostly") == []


def test_the_last_day_in_a_workplace_said_by_a_learner_and_before_a_leave(tmp_path: Path) -> None:
    jun = dt.datetime(2026, 6, 30, 9, tzinfo=dt.UTC)
    assert summaries("Last day in warehouse today. Strange feeling.", at=jun) == ["User left their job on 30 June 2026"]
    assert summaries("last day at work before paternity leave!!", at=jun) == ["User is on paternity leave"]
    assert summaries("my last day at the gym was brutal", at=jun) == []


def test_back_at_work_the_first_day_since_the_baby_ends_the_leave(tmp_path: Path) -> None:
    y = year(tmp_path, ("2026-05-29", "last day at work before maternity leave!!"),
             ("2026-11-02", "back in the office today, first day since Zoe, so tired"))
    assert "User is back at work" in y.live
    assert ended(y, "User is on maternity leave")
    assert summaries("back in the office today, first day since Monday") == []


def test_the_shift_said_after_the_users_own_job() -> None:
    assert summaries("I'm a porter at a hospital in Derby, nights mostly.") == [
        "User is a porter at a hospital in Derby", "User works nights"]
    assert summaries("my brother is a porter, nights mostly") == ["User's brother is a porter, nights mostly"]


def test_a_new_workplace_begun_ends_the_job_at_the_old_place_and_keeps_the_trade(tmp_path: Path) -> None:
    y = year(tmp_path, ("2026-01-10", "I'm a barber in a shop in Leith."), ("2026-09-03", "started working in new shop in Dundee, 3 days a week"))
    assert "User is a barber" in y.live
    assert ended(y, "User is a barber in a shop in Leith")
    # (side work begun ends nothing)
    y = year(tmp_path / "b", ("2026-01-10", "I'm a cook at a hotel in Cork."), ("2026-09-03", "I also started working at a new cafe at weekends"))
    assert "User is a cook at a hotel in Cork" in y.live


def test_a_relative_at_the_mine_is_no_pronoun() -> None:
    assert summaries("my husband works at the copper mine as a driver") == ["User's husband works at the copper mine as a driver"]
    assert summaries("she wanted hers cut, I want mine done too") == []


def test_no_more_said_of_trips_is_no_product_given_up() -> None:
    assert summaries("No more Lisbon trips.") == []
    assert summaries("No more Slack.") == ["User no longer uses Slack"]


def test_the_last_day_on_what_the_user_works_on(tmp_path: Path) -> None:
    may = dt.datetime(2026, 5, 29, 9, tzinfo=dt.UTC)
    assert summaries("Last day on the trams today. 30 years.", at=may) == ["User left their job on 29 May 2026"]
    assert summaries("last day on the beach today, sad", at=may) == []
    y = year(tmp_path, ("2026-01-08", "I'm a tram driver in Sofia."),
             ("2026-05-10", "I got job offer from the city transport office, dispatcher. I said yes, start 1 June."),
             ("2026-05-29", "Last day on the trams today."))
    assert "User is a dispatcher" in y.live
    assert ended(y, "User is a tram driver in Sofia")


def test_a_job_offer_then_yes_a_sentence_on_is_a_job_taken() -> None:
    said = summaries("I got job offer from Lidl, store manager. Better pay. I said yes, start 1 June.")
    assert "User is a store manager" in said
    assert "User accepted a job at Lidl as a store manager, starting on 1 June 2026" in said
    assert summaries("I got an offer from Acme, more money. I said yes") == ["User got an offer from Acme, more money"]


def test_leaving_with_a_new_job_taken_ends_the_older_one(tmp_path: Path) -> None:
    y = year(tmp_path, ("2026-01-05", "I work in a bakery in Dej, early shifts."),
             ("2026-04-01", "I got job offer from Kaufland, cashier. I said yes, start 1 June."),
             ("2026-05-29", "Last day at the bakery today."))
    assert "User is a cashier" in y.live
    assert ended(y, "User works in a bakery in Dej, early shifts")


def test_a_business_opened_said_by_its_word_and_an_exclamation(tmp_path: Path) -> None:
    assert summaries("Bakery open! First customers at 7.") == ["User opened the bakery"]
    assert summaries("is the shop open on Sundays?") == []
    y = year(tmp_path, ("2026-03-01", "I've decided to open a guesthouse in the village."), ("2026-07-01", "Guesthouse open!! Three rooms full."))
    assert "User opened the guesthouse" in y.live
    assert ended(y, "User has decided to open a guesthouse in the village")


def test_where_a_ship_is_today_is_no_home() -> None:
    assert not [s for s in summaries("deckhand on a cargo ship, we are in Rotterdam now") if "lives in" in s]
    assert summaries("we are in Rotterdam now") == ["User lives in Rotterdam"]


# -- homes, plans, results ------------------------------------------------------------------------------------------------

def test_a_home_for_the_old_by_its_french_word_and_its_name() -> None:
    assert summaries("Moved into the résidence Belle Rive in Lévis.") == ["User moved into the résidence Belle Rive in Lévis"]
    assert heard("Moved into the résidence Belle Rive in Lévis.", at=MAY)[0].value == "lévis"


def test_flights_said_first_booked_are_the_trip() -> None:
    nov = dt.datetime(2026, 11, 2, 9, tzinfo=dt.UTC)
    assert summaries("Flights booked to Lima on 20 December, back 6 January.", at=nov) == \
        ["User is flying to Lima on 20 December 2026, back on 6 January 2027"]


def test_the_move_said_by_its_noun_then_when() -> None:
    nov = dt.datetime(2026, 11, 2, 9, tzinfo=dt.UTC)
    assert summaries("Our move to Sapporo is in April.", at=nov) == ["User is moving to Sapporo in April 2027"]


def test_a_language_tests_result_said_by_the_test() -> None:
    assert summaries("TOEFL score 98!!") == ["User got their TOEFL result, 98"]
    assert summaries("the IELTS fee is 250, so expensive") == []


def test_widowed_since_a_year_after_the_users_own_clause() -> None:
    assert "User has been a widow since 2021" in summaries("I live in Rimouski, widow since 2021.")
    assert not [s for s in summaries("my aunt lives in Rimouski, widow since 2021.") if "User has been" in s]
