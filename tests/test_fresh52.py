"""Fresh set h16 (docs/extraction.md, "Fresh set h16 (fresh52, session 55)"): a name before "my <relative> <Name>" is
the one called, not the relative; "stop calling me X, it sounds like …"; a trade or a relative said without its
article; an operation that "must" be had on a day; a trade at a workplace named with its kind; the people the user
leads at work; a doctor "in <place> tell(s) me I have"; a dictated microphone check and "forty one"; the "u" of a place
name after an apostrophe is no "you". Real extractor.

Sentences are written for their family, not copied from the labelled set; near-miss negatives stand beside them.
"""

from __future__ import annotations

import datetime as dt

from mercuryd.brain import spelling
from tests import chat

TS = dt.datetime(2026, 9, 16, 12, 0, tzinfo=dt.UTC)  # a Wednesday


def summaries(*lines: str) -> list[str]:
    return [c.summary for c in chat.read(*lines, at=TS)]


def typed(*lines: str) -> list[tuple[str, str]]:
    return [(c.type, c.summary) for c in chat.read(*lines, at=TS)]


# a word before "my <relative> <Name>" is a call or an interjection, not the relative's name
def test_a_word_before_my_relative_named_is_not_the_relative() -> None:
    said = summaries("Vejam, my older brother Duarte got engaged!")
    assert "User's brother is Vejam" not in said
    assert any("Duarte" in s for s in said)


def test_a_name_before_my_relative_unnamed_is_still_the_relative() -> None:
    assert "User's brother is Duarte" in summaries("Duarte, my older brother, got engaged in Porto.")


# "stop calling me X" with what the word sounds like after it
def test_stop_calling_me_with_what_it_sounds_like() -> None:
    said = typed("Please stop calling me 'sweetie', it sounds like a hotel receptionist.")
    assert ("preference", "User does not want to be called sweetie") in said
    assert ("preference", "User does not want to be called mate") in typed("stop calling me mate, it feels fake")


def test_stop_calling_at_a_time_is_no_name_word() -> None:
    said = summaries("Stop calling me at night, it sounds like an alarm.")
    assert "User does not want to be called at night" not in said


# a trade or a relative without its article
def test_a_trade_without_its_article() -> None:
    assert "User is a weaver" in summaries("I am weaver of silk scarves in Lyon.")
    assert "User is a restorer" in summaries("I am restorer of old furniture.")


def test_not_a_trade_without_its_article() -> None:
    assert not any("User is a" in s for s in summaries("I am tired of silk scarves in Lyon."))


def test_a_relative_named_without_the_article() -> None:
    assert any(s.startswith("User has a daughter Olena") for s in summaries("I have daughter Olena, she is 9."))
    assert not any("daughter" in s for s in summaries("I have daughter's bike in my car."))


def test_an_operation_that_must_be_had_on_a_day() -> None:
    said = summaries("I must have knee operation on 3 November at the city hospital.")
    assert any("knee operation on 3 November 2026" in s for s in said)
    assert spelling.standard("I must have a word with him on Monday.") == "I must have a word with him on Monday."


# a trade at a workplace named by its kind; the people the user leads at work
def test_a_trade_at_a_named_school_is_work() -> None:
    assert ("identity", "User coaches the netball team at Hillcrest High School") in typed(
        "I coach the netball team at Hillcrest High School.")


def test_a_team_coached_at_weekends_stays_a_pastime() -> None:
    said = typed("I coach the netball team at Hillcrest High School on Saturdays.")
    assert not any(t == "identity" for t, _ in said)


def test_a_crew_led_at_work() -> None:
    said = typed("I run a crew of nine olive pickers for an estate near Jaén.")
    assert ("identity", "User runs a crew of nine olive pickers for an estate near Jaén") in said
    assert ("identity", "User manages a team of 14 nurses") in typed("I manage a team of 14 nurses.")


def test_a_team_led_on_a_day_is_no_job() -> None:
    assert not any(t == "identity" for t, _ in typed("I run a team of volunteers on Sundays."))


# a doctor in a place who tells the user what they have
def test_a_doctor_in_a_place_tells_me_i_have() -> None:
    assert "User has gallstones" in summaries("Doctor in Arequipa tell me I have gallstones.")


def test_a_doctor_in_a_place_telling_someone_else() -> None:
    assert not any("gallstones" in s for s in summaries("The doctor in Arequipa says Pablo has gallstones."))


# dictation: the microphone checked; tens and units said apart
def test_a_microphone_check_before_the_name() -> None:
    assert "User's name is Walt Krueger" in summaries("ok is this thing on my name is walt krueger i am 79 years old")


def test_a_question_whether_it_works_is_kept() -> None:
    assert spelling.standard("Is it working on Windows? my script fails") == "Is it working on Windows? my script fails"


def test_tens_and_units_said_apart() -> None:
    assert spelling.standard("I drove a bus for thirty two years") == "I drove a bus for thirty-two years"
    assert spelling.standard("twenty one-euro coins") == "twenty one-euro coins"


# a place name's "u" after an apostrophe is no "you"
def test_the_u_of_a_place_name_is_no_you() -> None:
    said = typed("We are moving to Ha'apai'u in March.")
    assert any(t == "decision" and "Ha'apai'u" in s for t, s in said)


def test_u_for_you_still_asks_the_assistant() -> None:
    assert not any("Lisbon" in s for s in summaries("can u tell me if im moving to Lisbon in March"))
