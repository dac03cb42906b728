"""Fresh set t16 (docs/extraction.md, "Fresh set t16 (session 60)"): an hour or a span of hours after a capitalised word
and a comma is no age, so the word is no name; the word a writer calls the one they talk to in their other language
("mano", "yaar", "hermano") said first; a month said first after "and", "but", "so" or "also" before a trip in a
learner's present; a full name and the work after a greeting in the writer's own language ("Bore da. …"). Real
extractor.

Sentences are written for their family, not copied from the labelled set; near-miss negatives stand beside them.
"""

from __future__ import annotations

import datetime as dt

from tests import chat

TS = dt.datetime(2026, 9, 16, 12, 0, tzinfo=dt.UTC)  # a Wednesday


def summaries(*lines: str) -> list[str]:
    return [c.summary for c in chat.read(*lines, at=TS)]


# an hour or a span of hours after "<Word>," is a shift, not "<Name>, <age>"
def test_a_span_of_hours_after_a_word_names_no_one() -> None:
    said = summaries("Baker. Earlies, 4 am to noon, six days a week.")
    assert not any("name is" in s for s in said), said
    said = summaries("Lates, 14 to 22, three in a row.")
    assert not any("name is" in s for s in said), said
    said = summaries("Warehouse picker. Nights, 11 pm till 7, Sunday to Thursday.")
    assert not any("name is" in s for s in said), said


def test_a_name_then_an_age_is_still_read() -> None:
    said = summaries("Oksana, 31, pharmacist in Lviv.")
    assert "User's name is Oksana" in said and any("31" in s for s in said), said


# the word for the one spoken to in another language, said first
def test_an_address_word_of_another_language_said_first() -> None:
    said = summaries("mano i got bursitis in my left shoulder from the gym")
    assert any("bursitis" in s for s in said), said
    said = summaries("yaar, i got tendinitis in my elbow from cricket")
    assert any("tendinitis" in s for s in said), said
    said = summaries("hermano im diego, 22, from cali")
    assert "User's name is Diego" in said, said


def test_the_same_word_as_a_noun_is_left() -> None:
    said = summaries("Mano a mano is the film we watched.")
    assert not said, said


# "And in <month> I go to <place>": the month first, after the word that joins it on
def test_a_month_said_first_after_and() -> None:
    said = summaries("And in November we fly to Tbilisi for my cousin's wedding.")
    assert any("Tbilisi" in s and "November 2026" in s for s in said), said
    said = summaries("But in March I go to Kraków for a week with my brother Paweł.")
    assert any("Kraków" in s and "March 2027" in s for s in said), said


def test_a_place_said_first_after_and_is_no_month() -> None:
    said = summaries("And in Vienna I go to the opera every time.")
    assert not any("Vienna in" in s for s in said), said


# "Bore da. <Name> <Surname>, I farm …": the greeting in the writer's own language, then the name and the work
def test_a_full_name_and_work_after_a_greeting_in_another_language() -> None:
    said = summaries("Shwmae. Gethin Prosser, I farm sheep above Llanwrtyd.")
    assert "User's name is Gethin Prosser" in said, said
    said = summaries("Salem! Aibek Omarov, I drive a bus in Shymkent.")
    assert "User's name is Aibek Omarov" in said, said


def test_a_place_after_a_greeting_is_no_name() -> None:
    said = summaries("Bore da. Swansea Bay, I work there now.")
    assert not any("name is" in s for s in said), said


# "n" for "and" before a second "no": two things ruled out, typed as the young type
def test_n_for_and_before_a_second_no() -> None:
    said = summaries("physio says no football n no running for 6 weeks")
    assert any("no football and no running" in s for s in said), said


def test_a_letter_n_before_no_is_left() -> None:
    said = summaries("choose any n no bigger than the list")
    assert not any(" and no " in s for s in said), said


# a lower-case introduction, then a second sentence: both open with "I" only once "im" and "i" are written out
def test_a_lower_case_name_before_a_second_sentence() -> None:
    said = summaries("im kaveh, 23. i study architecture in shiraz")
    assert "User's name is Kaveh" in said, said
    said = summaries("im noor, 17, from tabriz. i play the tar in a youth orchestra")
    assert "User's name is Noor" in said, said


def test_a_writer_who_capitalises_keeps_lower_case_words_as_words() -> None:
    said = summaries("I'm Kaveh. I study design in Shiraz.")
    assert "User's name is Kaveh" in said, said
    said = summaries("Honestly, excel. I live in spreadsheets.")
    assert not any("name is" in s for s in said), said
