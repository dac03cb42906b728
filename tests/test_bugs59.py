"""bugs59 (session 59): known bugs of the lead's session-58 years fixed as families; sentences written for these tests
(not the years' own), each beside a near miss, each failing on the base (f640545)."""

from __future__ import annotations

import datetime as dt

from tests.chat import heard

MAY = dt.datetime(2026, 5, 1, 9, tzinfo=dt.UTC)


def summaries(*lines: str, at: dt.datetime = MAY) -> list[str]:
    return [c.summary for c in heard(*lines, at=at)]


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
