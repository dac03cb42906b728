"""What the session-55 lead's eight new users' years found (tests/data/lead55_years.json: a Polish long-haul driver, a
science teacher in Durban, a retired rail engineer in Sendai, a pharmacist in Glasgow, a ranger and hula teacher in
Hilo, a tester in Vilnius, an apprentice electrician in Galway, a Honduran-born cleaner in Houston).

Every sentence here was written for this test. Each test that ends a memory checks first that it was stored live, and
beside each rule a sentence like it that must end or store nothing of the kind.
"""

from __future__ import annotations

import datetime as dt

from mercuryd import wire
from mercuryd.brain.clock import FakeClock
from mercuryd.brain.service import Brain
from tests.chat import hear, heard

MARCH = dt.datetime(2026, 3, 10, 9, tzinfo=dt.UTC)  # a Tuesday


def summaries(text: str, at: dt.datetime = MARCH) -> list[str]:
    return [c.summary for c in heard(text, at=at)]


def facts(text: str, at: dt.datetime = MARCH) -> list[tuple[str, str | None, str | None]]:
    return [(c.summary, c.attribute, c.value) for c in heard(text, at=at)]


def live(brain: Brain, *words: str) -> list[str]:
    return sorted(m.summary for m in brain.list(wire.ListParams(scope="all", limit=100)).items
                  if any(w in m.summary for w in words))


def on(day: str) -> dt.datetime:
    return dt.datetime.fromisoformat(day + "T12:00:00+00:00")


def consolidate_on(brain: Brain, clock: FakeClock, day: str) -> None:
    clock.t = on(day).timestamp()
    brain.consolidate()


# -- who the user is, said in a first message ------------------------------------------------------------------------------

def test_years_at_a_job_after_it_are_no_age() -> None:
    got = summaries("Hello, I'm Rosalba, I clean offices in Tucson for a company called Brightway Cleaning, 11 years.")
    assert "User is 11 years old" not in got
    assert "User cleans offices in Tucson for a company called Brightway Cleaning for 11 years" in got
    assert "User is 11 years old" in summaries("Hello, I'm Rosalba, 11 years.")  # no work before it: still an age


def test_where_from_said_with_originally_last() -> None:
    assert facts("I live in Leeds now. From Port Harcourt originally.")[-1] == (
        "User is from Port Harcourt originally", "hometown", "port harcourt")
    assert summaries("From Monday originally we planned to go.") == []


def test_a_retired_trade_and_where_after_the_age() -> None:
    assert facts("I am 71 years old, retired driver of Tokyo Metro, Ginza line.") == [
        ("User is a retired driver at Tokyo Metro", "job_title", "retired driver"), ("User is 71 years old", "age", "71")]
    assert summaries("I am 71 years old, retired early for my health.") == ["User is 71 years old"]


def test_an_irish_greeting_before_a_name_here() -> None:
    assert summaries("howya, ciaran here, 20, 3rd year apprentice plumber") == [
        "User's name is Ciaran", "User is a third-year apprentice plumber", "User is 20 years old"]


def test_a_ranger_is_a_job() -> None:
    assert facts("I'm a ranger at Glacier National Park.") == [
        ("User is a ranger", "job_title", "ranger"), ("User works at Glacier National Park", "works_at", "glacier national park")]
    assert summaries("I'm a Rangers fan, sadly.") == ["User is a Rangers fan"]


def test_a_partners_child_named_and_what_they_do() -> None:
    assert summaries("My partner Leilani and I have been together 9 years. Her son Makoa just started at UH Manoa.")[-1] == \
        "User's partner Leilani's son Makoa just started at UH Manoa"
    assert summaries("My partner Leilani's son Makoa borrowed my car.") == ["User's partner is Leilani"]


# -- health and work, said tersely -------------------------------------------------------------------------------------

def test_a_medicine_said_with_on_first_is_not_capitalised() -> None:
    assert facts("Diagnosed with hypertension last week. On lisinopril now, 10 mg.")[-1] == (
        "User is on lisinopril 10 mg", "takes", "lisinopril")


def test_appointed_from_a_term_with_its_day_in_brackets() -> None:
    assert facts("I've been appointed head of department from the start of term 3 (July 20). Scared!") == [
        ("User has been promoted to head of department from 20 July 2026", "job_title", "head of department")]
    assert summaries("I was appointed from within, they said.") == []


def test_going_freelance_is_the_work_ahead() -> None:
    assert facts("Going freelance, web accessibility audits for councils.") == [
        ("User is going freelance, doing web accessibility audits for councils", "job_title", "freelancer")]
    assert summaries("The whole design team is going freelance.") == []


def test_a_house_sold_said_in_the_perfect() -> None:
    assert summaries("I have sold my flat in Gdynia.") == ["User has sold their flat in Gdynia"]
    assert summaries("I've sold the old bike.") == []  # a thing sold, not a home or a business


# -- lives that change ---------------------------------------------------------------------------------------------------

def test_a_cleaner_for_a_named_company_leaves_it_when_the_departure_comes(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, on("2026-01-11"), "a", "I clean houses in Austin for a company called Maid Right.")
    assert live(brain, "Maid Right") == ["User cleans houses in Austin for a company called Maid Right"]
    hear(brain, clock, on("2026-04-02"), "b", "I leave Maid Right April 30.")
    consolidate_on(brain, clock, "2026-05-02")
    assert "User cleans houses in Austin for a company called Maid Right" not in live(brain, "Maid Right")
    assert live(brain, "Maid Right") == ["User left Maid Right on 30 April 2026"]


def test_leaving_an_employer_at_the_end_of_a_month_said_without_at_the(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, on("2026-01-09"), "a", "I work at Bolt in Tallinn.")
    hear(brain, clock, on("2026-05-30"), "b", "Leaving Bolt end of June. Going freelance.")
    assert live(brain, "Bolt") == ["User is leaving Bolt end of June 2026", "User works at Bolt in Tallinn"]
    consolidate_on(brain, clock, "2026-07-02")
    assert "User works at Bolt in Tallinn" not in live(brain, "Bolt")
    assert live(brain, "freelance") == ["User is going freelance"]


def test_back_on_coffee_ends_the_stop(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, on("2026-02-01"), "a", "Quit coffee on February 1. Headache already.")
    assert live(brain, "coffee") == ["User quit coffee on 1 February 2026"]
    hear(brain, clock, on("2026-06-12"), "b", "Back on coffee. Two cups a day.")
    assert live(brain, "coffee") == ["User is back on coffee"]


def test_a_trip_named_by_its_place_is_off_for_money(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, on("2026-05-01"), "a", "We are planning a family trip to Mauritius in December.")
    assert live(brain, "Mauritius") == ["User is planning a family trip to Mauritius in December 2026"]
    hear(brain, clock, on("2026-09-20"), "b", "Mauritius is off, flights are too expensive this year.")
    assert live(brain, "Mauritius") == ["User's Mauritius trip was called off"]


def test_someone_off_for_a_reason_is_no_trip() -> None:
    assert summaries("Tunde is off, he's sick and money is tight.") == []
    assert summaries("Netflix is off, too expensive.") == []


def test_a_grandson_born_said_without_my_then_named(brain: Brain, clock: FakeClock) -> None:
    assert summaries("Granddaughter born on 3 March! Her name is Sakura.") == [
        "User's granddaughter Sakura was born on 3 March 2026"]
    assert summaries("Grandson born on Monday, her name is Aiko.") == ["User's grandson was born on Monday, 9 March 2026"]
    hear(brain, clock, on("2026-01-05"), "a", "My daughter Emi is expecting a baby in March!")
    hear(brain, clock, on("2026-03-04"), "b", "Granddaughter born on 3 March! Her name is Sakura.")
    assert live(brain, "expecting") == []
    assert live(brain, "Sakura") == ["User's granddaughter Sakura was born on 3 March 2026"]


def test_a_halau_handed_to_a_student_ends_the_teaching(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, on("2026-01-15"), "a", "I run a pottery studio in Hilo.")
    assert live(brain, "studio") == ["User runs a pottery studio in Hilo"]
    hear(brain, clock, on("2026-09-25"), "b", "Handed my studio over to my student Kiana. Hard goodbye.")
    assert live(brain, "studio") == ["User handed their studio over to their student Kiana"]
    assert summaries("I handed my keys to the landlord.") == []
    assert summaries("Handed my essay to the teacher.") == []


def test_married_after_an_engagement_ends_it_and_keeps_whom(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, on("2026-02-10"), "a", "got engaged to farah!! wedding in june")
    assert live(brain, "engaged") == ["User got engaged to farah"]
    hear(brain, clock, on("2026-06-20"), "b", "married!! best day of my life")
    assert live(brain, "engaged") == []
    assert live(brain, "married") == ["User and Farah got married"]


def test_married_to_someone_else_named_keeps_the_engagement(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, on("2026-02-10"), "a", "My sister Rana got engaged to Omar!")
    assert live(brain, "engaged") == ["User's sister Rana got engaged to Omar"]
    hear(brain, clock, on("2026-06-20"), "b", "We got married! Best day.")
    assert live(brain, "married") == ["User got married"]  # the user's own wedding: not the sister's, no name borrowed
    assert live(brain, "engaged") == ["User's sister Rana got engaged to Omar"]  # hers stays


def test_a_transfer_to_a_named_workplace_ends_the_one_before(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, on("2026-01-15"), "a", "I'm a ranger at Yosemite National Park.")
    assert live(brain, "Yosemite") == ["User works at Yosemite National Park"]
    hear(brain, clock, on("2026-08-01"), "b", "Big news: I got a transfer to Zion National Park in Utah.")
    assert live(brain, "Yosemite", "Zion") == ["User got a transfer to Zion National Park in Utah"]
    assert facts("I got a transfer to the Leeds branch.") == [
        ("User got a transfer to the Leeds branch", None, None)]  # the same employer's place: no employer named


def test_a_start_at_a_named_employer_said_bare_after_news() -> None:
    assert facts("got it!! start at Maersk 1 september. last tour in august") == [
        ("User is starting at Maersk on 1 September 2026", "plan:works_at", "maersk")]
    assert summaries("Start at Chapter 5 in September.") == []


def test_answers_asked_in_two_languages_said_in_spanish() -> None:
    assert summaries("Puedes contestar en francés y en español, las dos, so I practise.") == [
        "User wants answers in French and Spanish"]
    assert facts("contesta en inglés") == [("User wants answers in English", "preferred_language", "english")]
    assert summaries("Mi hijo contesta en inglés siempre.") == []  # someone else answers: no wish of the user's


def test_a_relative_who_joined_what_they_wanted_to_join(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, on("2026-02-20"), "a", "My daughter Keisha is 18, she wants to join the Navy after school.")
    assert live(brain, "Navy") == ["User's daughter Keisha wants to join the Navy after school"]
    hear(brain, clock, on("2026-03-01"), "b", "My son Andre joined the Navy!")  # another relative: her wish stays
    assert "User's daughter Keisha wants to join the Navy after school" in live(brain, "Navy")
    hear(brain, clock, on("2026-08-28"), "c", "Keisha signed with the Navy today.")
    assert live(brain, "Keisha") == ["User's daughter Keisha is 18", "User's daughter Keisha signed with the Navy on 28 August 2026"]


def test_joined_what_the_user_wanted_to_join(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, on("2026-02-20"), "a", "I want to join a rowing club.")
    assert live(brain, "rowing") == ["User wants to join a rowing club"]
    hear(brain, clock, on("2026-05-20"), "b", "I joined a book club!")  # another club: the rowing stays wanted
    assert live(brain, "rowing") == ["User wants to join a rowing club"]
    hear(brain, clock, on("2026-06-20"), "c", "I joined the rowing club in Putney!")
    assert live(brain, "rowing") == ["User joined the rowing club in Putney"]


def test_a_room_to_let_brings_the_home_said_by_its_place_alone(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, on("2026-02-01"), "a", "I work as a barista in Madrid.")
    hear(brain, clock, on("2026-06-20"), "b", "moved!! chamberí is quiet, i love it")
    assert live(brain, "Chamberí") == ["User moved to Chamberí"]
    clock.t = on("2026-11-30").timestamp()
    got = [m.summary for m in brain.recall(wire.RecallParams(query="help me write an ad for the spare room")).memories]
    assert "User moved to Chamberí" in got
    got = [m.summary for m in brain.recall(wire.RecallParams(query="is there a spare room at the hotel for my cousin?")).memories]
    assert "User moved to Chamberí" not in got


def test_a_departure_named_short_ends_the_employer_named_long(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, on("2026-01-08"), "a", "Hi, I'm Oksana, ICU nurse at the Wolski hospital in Warsaw.")
    assert live(brain, "Wolski") == ["User works at Wolski hospital in Warsaw"]
    hear(brain, clock, on("2026-04-10"), "b", "Leaving Wolski end of May. Tired of nights.")
    assert "User works at Wolski hospital in Warsaw" in live(brain, "Wolski")  # not before its day
    consolidate_on(brain, clock, "2026-06-02")
    assert live(brain, "Wolski") == ["User left Wolski in May 2026"]


def test_a_job_at_a_named_workplace_of_a_kind() -> None:
    assert facts("I got a job at the Luxmed clinic in Mokotów, start June 3!")[0][1:] == ("works_at", "luxmed clinic")
    assert facts("I got a job at the local clinic.")[0][1:] == (None, None)  # no name: an episode
