"""Leftovers, forty-third round (docs/extraction.md, "Leftovers set lo43"): a body part held still for a time, a learner's
"three times in week", a job said with a bare verb, a job found said excitedly then its start, where after a comma with
"probably", an arrival said bare, a language by its order, a leave with its length, a famous person met, a shape of the
answers said with "just", a feeling after a day booked.

Sentences are written for their family, not copied from the labelled set; beside each rule, a near miss.
"""

from __future__ import annotations

import datetime as dt

from mercuryd.brain.candidate import Candidate
from tests.chat import heard

MONDAY = dt.datetime(2026, 12, 14, 9, tzinfo=dt.UTC)


def facts(text: str, at: dt.datetime = MONDAY) -> list[Candidate]:
    return heard(text, "Ok.", at=at)


def summaries(text: str, at: dt.datetime = MONDAY) -> list[str]:
    return [c.summary for c in facts(text, at)]


def holding(text: str, *words: str, at: dt.datetime = MONDAY) -> list[str]:
    return [s for s in summaries(text, at) if all(w.lower() in s.lower() for w in words)]


# -- a body part held still for a time ------------------------------------------------------------------------------------

def test_a_body_part_in_a_cast_brace_or_sling_for_a_time_is_kept_with_its_time() -> None:
    assert holding("my ankle is in a boot for 4 weeks, can i still drive an automatic?", "boot", "ankle", "4 weeks")
    assert holding("thumb in a splint for ten days after the fall. how do i type?", "splint", "thumb", "ten days")
    assert holding("shoulder's in a sling for another three weeks, how do i sleep?", "sling", "shoulder", "three weeks")
    # near misses: someone else's, and no time
    assert not holding("my dog's leg is in a cast for 3 weeks, how do i stop him licking it?", "cast")
    assert not holding("my arm was in a sling as a kid and it still clicks, is that normal?", "sling")


# -- "three times in week" --------------------------------------------------------------------------------------------------

def test_a_learners_times_in_week_is_a_habit() -> None:
    assert holding("i play padel two times in week after work. which racket is good?", "padel", "two times a week")
    assert holding("i visit my grandmother once in month in the village, what gift is nice?", "once a month")
    # near miss: a ferry's timetable
    assert not summaries("the ferry goes three times in week in winter, is it same in spring?")


# -- a job said with a bare verb ----------------------------------------------------------------------------------------------

def test_a_job_said_with_a_bare_verb_and_noun_is_the_users_job() -> None:
    assert holding("i drive lorry for a supermarket chain, nights mostly. how to stay awake?", "lorry driver")
    assert holding("i drive tram in the city centre, the shifts are hard. any tips?", "tram driver")
    assert holding("i drive trucks international. what is the best sat nav?", "international truck driver")
    # near misses: a place driven past, a taxi with its article said of a hobby
    assert not holding("i drive past the bus station every morning, why is it always full?", "driver")
    assert not holding("i drive past the bus station every morning, why is it always full?", "bus")


# -- a job found said excitedly, then its start ------------------------------------------------------------------------------

def test_a_job_found_then_its_start_without_subject_is_a_new_job_ahead() -> None:
    got = holding("found one!!! start 2 february at Quillfield Insurance. what do i bring?", "Quillfield Insurance")
    assert got and any("job" in s for s in got)
    got = summaries("got the job!! start 9 march at Ostara Labs, in the QA team. how do i prepare?")
    assert any("Ostara Labs" in s and "2027" in s for s in got)
    assert not any(s == "User got the job" or s == "User got a job" for s in got)  # the news is that job, one fact
    # near misses: a lost thing found, a course's start
    assert not summaries("found it!!! the charger was in the car all along. why does it charge slowly?")
    assert not holding("the course starts 4 january at the college, should i buy the books first?", "job")


# -- where after a comma with "probably" -----------------------------------------------------------------------------------

def test_where_after_a_comma_with_probably_is_where_to() -> None:
    assert holding("I will emigrate in 2028, Norway probably. how hard is the language?", "emigrate", "Norway", "2028")
    assert holding("we're going to move abroad next year, Chile most likely. visa tips?", "Chile")
    # near miss: someone else's move
    assert not holding("my brother will emigrate in 2028, Norway probably. should I go too?", "User plans")


# -- an arrival said bare --------------------------------------------------------------------------------------------------

def test_landed_said_first_without_just_is_the_users_arrival() -> None:
    assert holding("landed in Bergamo. the bus to the city is where?", "Bergamo")
    # near misses: something else landed, someone else did
    assert not summaries("the drone landed in Lake Bled, can i get it back?")
    assert not holding("my sister landed in Bergamo. is the bus to the city cheap?", "User landed")


# -- a language by its order ----------------------------------------------------------------------------------------------

def test_a_language_by_its_order_is_one_the_user_speaks() -> None:
    assert holding("Polish is my third language, sorry for mistakes. how do I write a complaint?", "Polish", "third language")
    assert holding("can you check this email? French is my fourth language", "French", "fourth language")
    # after a comma, behind a request: a sentence of its own, the request kept beside it
    got = summaries("Please use short sentences, Dutch is my third language. how do I appeal a fine?")
    assert any("Dutch" in s and "third language" in s for s in got)
    assert any("short sentences" in s and "Dutch" not in s for s in got)
    # near misses: a language asked about; a second language said as the reason for a request is that request's
    # (tests/test_newuser_year43.py, tests/test_fresh42.py)
    assert not summaries("what is the second language of Canada, and is it hard?")
    assert not [s for s in summaries("Keep it simple please, English is my second language.") if "second language" in s]


# -- a leave with its length ----------------------------------------------------------------------------------------------

def test_a_leave_with_its_length_is_a_stretch_not_who_the_user_is() -> None:
    got = facts("on parental leave for three months, how do I keep in touch with work?")
    assert [c.type for c in got if "parental leave" in c.summary] == ["episode"]
    got = facts("I'm on sick leave for a month, what can I do to not go mad?")
    assert [c.type for c in got if "sick leave" in c.summary] == ["episode"]
    # near miss: a leave without its length stays where the user is
    assert [c.type for c in facts("I'm on sick leave. what can I do to not go mad?") if "sick leave" in c.summary] == ["identity"]


# -- a famous person met ----------------------------------------------------------------------------------------------------

def test_a_famous_person_met_once_is_no_fact() -> None:
    assert not summaries("met a famous footballer at the petrol station today!! what do i do with the selfie?")
    assert not summaries("met the drummer after the show last night, he gave me his sticks!! how do i frame them?")
    # near miss: someone met who made an offer (no fame)
    assert holding("met a baker at the market who offered me a weekend job! should I take it?", "baker")


# -- a shape of the answers said with "just" --------------------------------------------------------------------------------

def test_bullet_steps_said_bare_with_just_is_how_to_answer() -> None:
    assert holding("just bullet steps. how do i change a tyre?", "bullet steps")
    assert holding("just numbered steps. how do i descale a kettle?", "numbered steps")
    # near miss: another's wish for a document
    assert not summaries("my manager wants just bullet steps in the handover doc. how do i write them?")


# -- a feeling after a day booked -------------------------------------------------------------------------------------------

def test_a_feeling_after_a_day_booked_is_no_part_of_it() -> None:
    got = holding("got a colonoscopy on the 9th, really nervous. what do i eat the day before?", "colonoscopy")
    assert got and not any("nervous" in s for s in got)
    got = holding("got a biopsy on friday, bit scared of the needle. will it hurt?", "biopsy")
    assert got and not any("scared" in s or "needle" in s for s in got)
    # near miss: a neighbour's scan and her nerves
    assert not holding("my neighbour got a scan on the 9th, she's nervous. what do i say?", "User's scan")
