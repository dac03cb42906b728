"""Fresh set j16 (docs/extraction.md, "Fresh set j16 (fresh53, session 56)"): a doctor "at <place> say(s) I have" (the
article before "doctor", the place's kind after its name), and no role of the user read from "the doctor at <place>";
a baby "we named her X" after the birth, the day said before the name; answers asked "shorter" and kept short "these
days", "ur answers"; a diagnosis told by what the doctor found; a name that "will do" after a form of address refused;
a time after a relative ("from my grandfather time") is no name. Real extractor.

Sentences are written for their family, not copied from the labelled set; near-miss negatives stand beside them.
"""

from __future__ import annotations

import datetime as dt

from tests import chat

TS = dt.datetime(2026, 9, 16, 12, 0, tzinfo=dt.UTC)  # a Wednesday


def read(*lines: str) -> list[tuple[str, str, list[str]]]:
    return [(c.type, c.summary, [p.name for p in c.persons]) for c in chat.read(*lines, at=TS)]


def summaries(*lines: str) -> list[str]:
    return [c.summary for c in chat.read(*lines, at=TS)]


# a doctor "at <place> (hospital|clinic) say(s) I have …", with the article before "doctor"
def test_the_doctor_at_a_clinic_says_i_have() -> None:
    assert ("constraint", "User has gout", []) in read("The doctor at Riverside clinic say I have gout now.")


def test_the_doctor_at_a_clinic_is_no_role_of_the_user() -> None:
    said = summaries("The doctor at Riverside clinic says my daughter has asthma.")
    assert not any(s.startswith(("User is a", "User works at")) for s in said), said
    said = summaries("The nurse at Riverside clinic says my daughter has asthma.")
    assert not any(s.startswith(("User is a", "User works at")) for s in said), said


def test_a_role_said_without_a_verb_is_still_the_users() -> None:
    said = summaries("Nurse at St Vincent's, Dublin.")
    assert "User is a nurse" in said


# a birth, then "we named her X" (the day said before the name)
def test_our_son_born_on_a_day_then_named() -> None:
    got = read("my girlfriend Anouk gave birth to our son on 3 September, we named him Sem")
    assert any("Sem" in s and "Sem" in persons for _, s, persons in got), got
    assert ("relationship", "User's son is Sem", ["Anouk", "Sem"]) in got


def test_a_relatives_baby_named_by_them_keeps_the_date_not_the_feast() -> None:
    said = summaries("My cousin Inès had a little girl on Easter Sunday, April 5th, and they named her Maëlle after her grandmother")
    assert "User's cousin Inès had a baby girl named Maëlle on 5 April 2026" in said


def test_named_after_someone_is_no_name() -> None:
    said = summaries("my wife gave birth to our son in 2019, we named him after my father")
    assert not any("After" in s for s in said), said


# answers asked shorter; kept short "these days"; "ur answers"
def test_answer_me_briefer() -> None:
    assert "User wants briefer answers" in summaries("from now please answer me briefer, I read on the tram")


def test_keep_ur_replies_short_these_days() -> None:
    assert "User wants short replies" in summaries("pls keep ur replies short these days")


def test_these_replies_pointed_at_are_no_standing_rule() -> None:
    assert summaries("keep these replies short") == []


# a diagnosis told by what the doctor found
def test_what_the_doctor_found_is_a_diagnosis() -> None:
    assert "User was diagnosed with sleep apnoea" in summaries("My doctor has found sleep apnoea, so I now sleep with a mask.")
    assert "User was diagnosed with a cyst in their left wrist" in summaries("The doctor found a cyst in my left wrist.")


def test_what_the_doctor_found_nothing_or_in_someone_else_is_no_diagnosis() -> None:
    assert summaries("The doctor found nothing in the scan.") == []
    assert not any("diagnosed" in s for s in summaries("The doctors found a shadow on my dad's lung."))
    assert not any("diagnosed" in s for s in summaries("My doctor found time to see me on Friday."))


# a name that "will do" after a form of address refused
def test_a_name_that_will_do_after_a_title_refused() -> None:
    assert "User goes by Ngozi" in summaries("Please no longer call me Dr Okafor. Ngozi will do.")


def test_a_name_that_will_do_something_is_no_address() -> None:
    assert summaries("Ngozi will do the dishes tonight.") == []
    assert not any("goes by" in s for s in summaries("Ngozi will do. Call me when you can."))


# a time after a relative is no name
def test_a_time_after_a_relative_is_no_name() -> None:
    got = read("we sell fish at this stall from my grandmother time")
    assert not any("Time" in s or "Time" in persons for _, s, persons in got), got
    got = read("this boat is in the family since my grandfather days")
    assert not any("Days" in s or "Days" in persons for _, s, persons in got), got


def test_a_name_after_a_relative_is_still_read() -> None:
    assert ("relationship", "User's grandfather is Ionuț", ["Ionuț"]) in read("my grandfather Ionuț fished here")


def test_the_doctor_at_a_clinic_after_a_comma() -> None:
    assert ("constraint", "User has arthritis", []) in read("My knee is bad, the doctor at Riverside clinic say I have arthritis now.")
    said = summaries("My knee is bad, the doctor at Riverside clinic says my son has arthritis.")
    assert "User has arthritis" not in said


# a trade at a workplace whose name opens with an accented capital
def test_a_trade_at_a_college_named_with_an_accented_capital() -> None:
    assert ("identity", "User tutors te reo at Ōtāhuhu College", []) in read("I tutor te reo at Ōtāhuhu College.")


def test_a_trade_at_such_a_college_with_a_schedule_stays_a_pastime() -> None:
    got = read("I tutor kids at Ōtāhuhu College every week")
    assert not any(t == "identity" for t, _, _ in got), got


# a plan called off, said with "our" or without its "the" (with its place), and the non-native "is cancel"
def test_our_move_called_off() -> None:
    assert "User called off their move to Leeds" in summaries("Our move to Leeds is off.")


def test_a_move_called_off_without_its_article() -> None:
    assert "User called off the move to Tartu" in summaries("Move to Tartu is cancel. The seller changed his mind.")


def test_a_bare_word_off_or_cancelled_without_a_place_is_no_plan() -> None:
    assert summaries("Class is cancelled today.") == []
    assert summaries("Trip is off.") == []
    assert summaries("Dad is off today.") == []
