"""What the session-61 lead's eight new users' years found (tests/data/lead61_years.json: a Nigerian pharmacist moving
to Ireland, a widowed Swedish signalman, a Mexican teacher in learner's English, a terse pho cook, a Highland vet nurse
through IVF, a Punjabi taxi driver who retires, a Hungarian QA engineer through a divorce, a South African mining
engineer off to Australia).

Every sentence here was written for this test, never the years'. Each test that ends a memory checks first that it was
stored live, and beside each rule a sentence like it that must store or end nothing of the kind.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from mercuryd.brain import instructions, when
from tests import newuser
from tests.chat import heard

MARCH = dt.datetime(2026, 3, 12, 9, tzinfo=dt.UTC)


def summaries(text: str, at: dt.datetime = MARCH) -> list[str]:
    return [c.summary for c in heard(text, at=at)]


def year(tmp_path: Path, *turns: tuple[str, str]) -> newuser.Year:
    """``turns`` of (day, message), a conversation each, through a real Brain a day at a time."""
    persona = newuser.Persona([(day, [text]) for day, text in turns], [], [], [], [])
    tmp_path.mkdir(parents=True, exist_ok=True)
    return newuser.run("t", persona, tmp_path / "memory.db")


def ended(y: newuser.Year, summary: str) -> bool:
    return summary in y.stored and summary not in y.live


# -- health -------------------------------------------------------------------------------------------------------------

def test_an_operation_needed_named_by_what_it_mends_with_no_article() -> None:
    assert summaries("The specialist says I need bunion surgery on the right foot.") == [
        "User needs bunion surgery on the right foot"]
    assert summaries("I need gallbladder surgery in May") == ["User needs gallbladder surgery in May 2026"]
    # (advice or a number about surgery is no operation needed; someone else's is theirs)
    assert summaries("I need more surgery advice") == []
    assert summaries("I need the surgery number") == []
    assert not [s for s in summaries("my uncle needs bunion surgery") if s.startswith("User needs")]


def test_the_operation_had_ends_the_one_needed(tmp_path: Path) -> None:
    y = year(tmp_path, ("2026-02-02", "I need bunion surgery."), ("2026-05-20", "Had my bunion operation yesterday, all fine"))
    assert ended(y, "User needs bunion surgery"), y.stored
    # (another operation had leaves the one needed)
    y2 = year(tmp_path / "2", ("2026-02-02", "I need bunion surgery."), ("2026-05-20", "Had my tonsil operation yesterday, all fine"))
    assert "User needs bunion surgery" in y2.live, y2.live


def test_new_hearing_aids_said_bare_are_the_users() -> None:
    assert "User uses hearing aids" in summaries("New hearing aids from the audiology clinic. Much better.")
    assert "User has hearing aids" in summaries("got new hearing aids yesterday")
    assert summaries("new hearing aids for my mum cost a fortune") == []


def test_a_learners_doctor_give_is_what_the_doctor_gave() -> None:
    assert "User takes lisinopril 10mg" in summaries("pressure high, doctor give lisinopril 10mg")
    assert "User takes atorvastatin" in summaries("the doctor give me atorvastatin")
    assert summaries("the doctor give good advice") == []


# -- sport --------------------------------------------------------------------------------------------------------------

def test_the_event_trained_for_after_what_was_begun_is_ahead_and_a_goal() -> None:
    got = summaries("Started cycling, training for the Ötztal race in August")
    assert "User is training for the Ötztal race in August 2026" in got, got
    assert "User started cycling" in got, got
    assert summaries("Joined a club, preparing for the Porto marathon in November") == [
        "User is preparing for the Porto marathon in November 2026", "User joined a club"]
    # (a month of a training said in the past is that month gone; training for a job's first weeks is no event)
    assert when.absolute("User was training for the Leeds 10k in February", MARCH) == "User was training for the Leeds 10k in February 2026"
    assert not [s for s in summaries("I started a new job, training for the first month") if s.startswith("User is training")]


def test_the_race_run_ends_the_training_begun(tmp_path: Path) -> None:
    y = year(tmp_path, ("2026-03-01", "Started swimming, training for the Lough Erne triathlon in June"),
             ("2026-06-20", "Finished the triathlon in 3:10!!"))
    assert ended(y, "User is training for the Lough Erne triathlon in June 2026"), y.stored


def test_a_sport_begun_said_alone_is_the_pastime_had_now() -> None:
    assert summaries("I started jogging.") == ["User started jogging"]
    # (with where and when it is an event, read as before)
    assert summaries("I started jogging in January.") == ["User started jogging in January 2026"]
    assert summaries("I started volunteering.") == []


# -- work ---------------------------------------------------------------------------------------------------------------

def test_the_last_day_at_a_workplace_named_by_its_kind_in_words() -> None:
    at = dt.datetime(2026, 4, 30, 9, tzinfo=dt.UTC)
    assert summaries("Last day at the insurance software company today.", at) == ["User left their job on 30 April 2026"]
    assert summaries("Today is my last day at the garden centre shop.", at) == ["User left their job on 30 April 2026"]
    assert summaries("last day at the bakery today, feeling strange", at) == ["User left their job on 30 April 2026"]
    # (a holiday's last day, and a question after it, are no job left)
    assert summaries("Last day at the beach today", at) == []
    assert summaries("Last day at the depot today, so what should I do?", at) == []


def test_a_mine_named_by_what_is_dug_there_is_a_workplace() -> None:
    assert summaries("I'm a surveyor at a diamond mine outside Kimberley.") == [
        "User is a surveyor at a diamond mine outside Kimberley"]
    assert "User is a fitter at a lithium mine" in summaries("fitter at a lithium mine, 4 yrs")
    # ("mine" the pronoun still leans on what was said)
    assert summaries("That idea was mine") == []


def test_a_relatives_work_found_here_ends_their_worry_about_finding_it(tmp_path: Path) -> None:
    assert "User's wife Ngozi found a job at a logistics firm" in summaries(
        "My wife Ngozi found a job at a logistics firm here, thank God")
    y = year(tmp_path, ("2026-01-10", "My wife Ngozi is a nurse, she is worried about finding work in Galway"),
             ("2026-06-01", "Ngozi found a job at a nursing home here!"))
    assert ended(y, "User's wife Ngozi is worried about finding work in Galway"), y.stored
    # (another relative's job ends nothing of hers)
    y2 = year(tmp_path / "2", ("2026-01-10", "My wife Ngozi is a nurse, she is worried about finding work in Galway"),
              ("2026-06-01", "My brother Emeka found a job at a bank here!"))
    assert "User's wife Ngozi is worried about finding work in Galway" in y2.live, y2.live


def test_a_relatives_shop_opened_in_a_learners_present() -> None:
    assert summaries("husband open small bakery next to the market") == [
        "User's husband opened a small bakery next to the market"]
    assert summaries("my mum opened the window") == []


def test_a_retirement_said_second_is_ended_when_the_user_is_retired(tmp_path: Path) -> None:
    y = year(tmp_path, ("2026-05-01", "I'm selling the van and retiring at the end of July."), ("2026-09-01", "Retired now. Bliss."))
    assert ended(y, "User is selling the van and retiring at the end of July 2026"), y.stored


# -- family -------------------------------------------------------------------------------------------------------------

def test_a_relatives_wedding_told_done_ends_their_engagement(tmp_path: Path) -> None:
    y = year(tmp_path, ("2026-02-01", "Son Gurpreet engaged to a girl from Derby, wedding in June"),
             ("2026-06-28", "Gurpreet wedding done, 400 guests!"))
    assert ended(y, "User's son Gurpreet is engaged to a girl from Derby, wedding in June 2026"), y.stored
    # (another relative's wedding ends nothing of his)
    y2 = year(tmp_path / "2", ("2026-02-01", "Son Gurpreet engaged to a girl from Derby, wedding in June"),
              ("2026-06-28", "Niece Simran wedding done, 400 guests!"))
    assert "User's son Gurpreet is engaged to a girl from Derby, wedding in June 2026" in y2.live, y2.live


def test_asked_to_marry_by_the_partner_is_the_users_engagement() -> None:
    assert summaries("my novio Joaquín ask me to marry him!! 💍") == ["User and Joaquín got engaged"]
    assert summaries("My girlfriend Aoife asked me to marry her last night") == ["User and Aoife got engaged on the night of 11 March 2026"]
    assert summaries("my boyfriend asked me to marry him and I said no") == []


def test_children_counted_at_a_sentences_start_keep_the_count_in_lower_case() -> None:
    assert summaries("Three kids: Zsombor 14, Lili 11 and Bence 6.") == ["User has three kids: Zsombor, 14, Lili, 11, and Bence, 6"]


# -- who the user is, how to answer ------------------------------------------------------------------------------------

def test_a_name_said_alone_after_a_greeting() -> None:
    assert "User's name is Thanh" in summaries("hi. thanh. i drive a grab bike in hanoi")
    assert "User's name is Omari" in summaries("Hello! omari. I'm a plumber in Leeds")
    assert not [s for s in summaries("hi. thanks. i drive a grab bike in hanoi") if "name" in s]


def test_to_be_straight_with_the_user_is_how_to_answer() -> None:
    assert instructions.read("be straight with me") == [("preference", "User wants the assistant to be direct")]
    assert instructions.read("I'd like you to be blunt with me") == [("preference", "User wants the assistant to be blunt")]
    # (asked of one answer, or said of someone else, it is no rule)
    assert instructions.read("be straight with me, is my CV any good?") == []
    assert not [s for s in summaries("my boss is blunt with me") if "assistant" in s or "Blunt" in s]
    # (a boss named in lower case is still named)
    assert "User's boss is Dario" in summaries("my boss is dario")


def test_two_ways_of_answering_joined_by_and_with_no_please() -> None:
    assert instructions.read("Be frank with me and skip the small talk.") == [
        ("preference", "User wants the assistant to be frank"), ("preference", "User wants the small talk skipped")]
    assert instructions.read("Be concise and skip the pleasantries.") == [
        ("preference", "User wants concise answers"), ("preference", "User wants the pleasantries skipped")]


# -- places -------------------------------------------------------------------------------------------------------------

def test_a_country_moved_to_typed_in_lower_case() -> None:
    at = dt.datetime(2026, 8, 1, 9, tzinfo=dt.UTC)
    assert summaries("we move to canada in october", at) == ["User is moving to Canada in October 2026"]
    assert summaries("we're moving to new zealand in march", at) == ["User is moving to New Zealand in March 2027"]
    # (a word that is no country is left as said: no home is planned in "town")
    assert not [c for c in heard("we move to town in may", at=at) if c.attribute == "plan:lives_in"]


def test_a_move_there_is_to_the_place_just_named() -> None:
    at = dt.datetime(2026, 6, 15, 9, tzinfo=dt.UTC)
    assert "User is going to move to Portree in October 2026" in summaries(
        "My partner got a post at the school in Portree. We're going to move up there in October.", at)
    # (no place named before: "there" leans on the conversation, nothing is kept of it)
    assert not [s for s in summaries("We love it there, we're moving there in spring", at) if "moving" in s]


def test_a_learners_teacher_of_a_school_or_a_subject() -> None:
    assert "User is a secondary school teacher in Tlaxcala" in summaries("I am teacher of secondary school in Tlaxcala")
    # (a subject taught stays with the title, as fresh37 keeps it)
    assert "User is a teacher of English at a high school in Hue" in summaries("I am teacher of English at a high school in Hue.")
    assert summaries("I'm the teacher of the year") == []


def test_a_job_ahead_by_what_it_is_takes_effect_on_its_month(tmp_path: Path) -> None:
    # (the new-user check of session 61: a bin lorry driver who becomes a school caretaker in May)
    assert [c.attribute for c in heard("I'm starting as a school caretaker in May, less hours", at=MARCH)] == ["plan:job_title"]
    y = year(tmp_path, ("2026-03-12", "I'm a tram driver. Handed in my notice today, last day is 30 April. I'm starting as a "
                                      "hospital porter in May"), ("2026-06-01", "hello"))
    assert "User has worked as a hospital porter since May 2026" in y.live, y.live
    assert ended(y, "User is a tram driver"), y.stored
    # (a role that is no job, and one at an employer named, are read as before)
    assert [c.attribute for c in heard("I'm starting as a volunteer in May", at=MARCH)] == [None]
    assert [c.attribute for c in heard("I'm starting as a nurse at St Vincent's in May", at=MARCH)] == ["plan:works_at"]
