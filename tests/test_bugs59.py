"""bugs59 (session 59): known bugs of the lead's session-58 years fixed as families; sentences written for these tests
(not the years' own), each beside a near miss, each failing on the base (f640545)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from tests import newuser
from tests.chat import heard

MAY = dt.datetime(2026, 5, 1, 9, tzinfo=dt.UTC)


def summaries(*lines: str, at: dt.datetime = MAY) -> list[str]:
    return [c.summary for c in heard(*lines, at=at)]


def year(tmp_path: Path, *turns: tuple[str, str]) -> newuser.Year:
    """``turns`` of (day, message), a conversation each, through a real Brain a day at a time."""
    persona = newuser.Persona([(day, [text]) for day, text in turns], [], [], [], [])
    tmp_path.mkdir(parents=True, exist_ok=True)
    return newuser.run("t", persona, tmp_path / "memory.db")


def ended(y: newuser.Year, summary: str) -> bool:
    return summary in y.stored and summary not in y.live


# -- 1. a bare "the 9th" after a date in the same sentence is a day from that date, not of the month it is said in ------

def test_a_bare_day_after_a_dated_trip_is_in_the_trips_month() -> None:
    assert summaries("we drive to Porto on 12 June for the festival, back on the 19th") == [
        "User is driving to Porto on 12 June 2026 for the festival, back on 19 June 2026"]
    # (a day before the first one is in the month after it)
    assert summaries("I'm flying to Lima on 27 August, coming back on the 4th") == [
        "User is flying to Lima on 27 August 2026, coming back on 4 September 2026"]
    # (said of the past: the day after the date said)
    assert summaries("I moved to Riga on 3 April and started at the bank on the 8th") == [
        "User moved to Riga on 3 April 2026 and started at the bank on 8 April 2026"]


def test_a_bare_day_with_no_date_before_it_is_still_this_months_or_the_next() -> None:
    assert summaries("I'm flying to Lima on the 14th for a wedding") == ["User is flying to Lima on 14 May 2026 for a wedding"]
    # (a date in another sentence is no anchor)
    assert "User's dentist appointment is on 9 May 2026" in summaries(
        "My son was born on 2 March 2019. My dentist appointment is on the 9th")


# -- 2. "get to the point", "the point first": how to answer, kept ---------------------------------------------------

def test_the_point_first_is_how_to_answer() -> None:
    assert summaries("please just cut to the point") == ["User wants answers to the point"]
    assert summaries("no rambling pls, tell me the point first") == ["User wants answers to the point"]
    # ("to the point" read before and dropped after as pointing at a point said elsewhere)
    assert summaries("keep your replies to the point please") == ["User wants replies to the point"]


def test_the_users_own_point_or_someone_elses_is_no_rule() -> None:
    assert summaries("I'll get to the point, my landlord wants the flat back") == []
    assert summaries("my boss never gets to the point in meetings") == []


# -- 3. twins born, then their names alone: the twins by name (a relative's, when a relative was expecting them) ---------

def test_twins_born_then_their_names_are_the_twins_names() -> None:
    assert summaries("The twins are born!! Greta and Ivo, tiny but perfect.") == ["User's twins Greta and Ivo were born"]
    assert summaries("our twins were born yesterday, Rafa and Tiago") == ["User's twins Rafa and Tiago were born on 30 April 2026"]


def test_twins_born_then_no_names_names_no_one() -> None:
    # (the words after the news are how they are, not who)
    assert summaries("The twins are born! Mother and babies fine.") == ["User's twins were born"]


def test_the_twins_names_stay_with_the_relative_expecting_them(tmp_path: Path) -> None:
    y = year(tmp_path, ("2026-01-20", "My son Mateus in Porto is expecting twins with his wife! Due in June."),
             ("2026-06-10", "The twins are born! Greta and Ivo, tiny but perfect."))
    assert "User's son Mateus's twins Greta and Ivo were born" in y.live
    assert ended(y, "User's son Mateus is expecting twins with his wife, due in June 2026")


# -- 4. a language's level passed moves its lessons on ----------------------------------------------------------------

def test_a_level_passed_ends_the_lessons_at_the_level_below(tmp_path: Path) -> None:
    y = year(tmp_path, ("2026-02-03", "I started Spanish classes on Tuesday evenings, level A2"),
             ("2026-07-01", "passed my B1 Spanish exam, now B2 classes"))
    assert ended(y, "User started Spanish classes on Tuesday evenings, level A2")
    # (the level they go on at said: the same lessons at it)
    assert "User started Spanish classes on Tuesday evenings, level B2" in y.live
    y = year(tmp_path / "b", ("2026-02-03", "I started Spanish classes on Tuesday evenings, level A2"),
             ("2026-07-01", "I passed my B1 Spanish exam!!"))
    assert ended(y, "User started Spanish classes on Tuesday evenings, level A2")


def test_another_languages_level_or_the_same_level_ends_nothing(tmp_path: Path) -> None:
    y = year(tmp_path, ("2026-02-03", "I started Spanish classes on Tuesday evenings, level A2"),
             ("2026-07-01", "I passed my B1 Italian exam!! now doing the B2 course"))
    assert "User started Spanish classes on Tuesday evenings, level A2" in y.live
    y = year(tmp_path / "b", ("2026-02-03", "I started Spanish classes on Tuesday evenings, level B2"),
             ("2026-07-01", "I passed my B1 Spanish exam!!"))
    assert "User started Spanish classes on Tuesday evenings, level B2" in y.live


# -- 5. an operation said by its day alone, with no "on" and no verb ---------------------------------------------------

def test_an_operation_said_by_its_day_alone_is_kept_with_its_day() -> None:
    assert "User's second operation is on 14 June 2026, right eye" in summaries(
        "The surgeon found a cataract in the other eye too. Second operation 14 June, right eye.")
    assert summaries("Operation on 2 June, my left hip.") == ["User's operation is on 2 June 2026, my left hip"]


def test_an_operation_long_ago_or_one_with_its_article_is_no_day_ahead() -> None:
    assert summaries("Operation 20 years ago, all fine since") == []
    # (the operation told with "the" and how it went: read as said before this round, "User's the surgery …" no more)
    assert summaries("The surgery on 3 June went well") == []


# -- 6. a thing bought told by its coming, then "we signed" ------------------------------------------------------------

def test_a_thing_coming_then_we_signed_is_what_was_signed_for() -> None:
    assert summaries("the new combine is arriving in August, the Claas, we signed yesterday") == [
        "User signed on 30 April 2026 for the new combine, the Claas, coming in August 2026"]
    assert summaries("a heat pump is being installed in June, we signed the contract") == [
        "User signed for a heat pump coming in June 2026"]


def test_a_person_coming_then_we_signed_is_no_purchase() -> None:
    assert summaries("my brother is coming in August, we signed yesterday") == []


# -- 7. a friend's passing ailment is no news to keep; a relative's serious illness is ------------------------------------

def test_a_friends_passing_ailment_is_not_kept() -> None:
    assert summaries("my mate Dorje caught food poisoning in Lukla, we carried his pack") == []
    # (what else the message says is still read)
    assert summaries("our guest Ines has bad sunburn, we stayed in. I start at the clinic on Monday.") == [
        "User starts at the clinic on Monday, 4 May 2026"]
    # (a relative's passing ailment, said with "got", is over soon too)
    assert summaries("my sister Pema got altitude sickness on the pass") == []


def test_a_relatives_serious_diagnosis_is_still_kept() -> None:
    assert summaries("my brother Nima was diagnosed with leukaemia last week") == [
        "User's brother Nima was diagnosed with leukaemia in the week of 20 April 2026"]


# -- 8. married: a wife or a husband where the word said before says which ----------------------------------------------

def test_married_after_a_girlfriend_or_boyfriend_named_is_a_wife_or_a_husband(tmp_path: Path) -> None:
    y = year(tmp_path, ("2026-01-10", "My girlfriend is Marta, we live in Braga"),
             ("2026-06-14", "Marta and me married on 13 june in Braga"),
             ("2026-07-01", "Marta is a nurse at the hospital"))
    assert "User's wife Marta is a nurse at the hospital" in y.live
    y = year(tmp_path / "b", ("2026-03-02", "me and my boyfriend Joaquim got married yesterday"),
             ("2026-04-01", "Joaquim is a baker in Braga"))
    assert "User's husband Joaquim is a baker in Braga" in y.live
    # (session 60: said in the wedding's own sentence, the boyfriend is never stored; the wedding says "husband")
    assert "User's boyfriend is Joaquim" not in y.live


def test_married_with_no_word_for_which_is_still_the_spouse(tmp_path: Path) -> None:
    y = year(tmp_path, ("2026-01-10", "I'm engaged to Sami, wedding in June"),
             ("2026-06-14", "Sami and me married on 13 june in Braga"),
             ("2026-07-01", "Sami is a nurse at the hospital"))
    assert "User's spouse Sami is a nurse at the hospital" in y.live
