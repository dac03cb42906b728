"""Relative times made absolute from when the message was said (mercuryd/brain/when.py)."""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd.brain import when
from mercuryd.brain.when import absolute

TUE = dt.datetime(2026, 1, 13, 10, 0, tzinfo=dt.UTC)  # a Tuesday


@pytest.mark.parametrize(
    ("summary", "expected"),
    [
        ("User ran a 10k yesterday", "User ran a 10k on 12 January 2026"),
        ("User got promoted today", "User got promoted on 13 January 2026"),
        ("User's daughter Zosia just turned 7", "User's daughter Zosia turned 7 in January 2026"),
        ("User flies to Oslo tomorrow", "User flies to Oslo on 14 January 2026"),
        ("User's daughter Maya turns 6 next week", "User's daughter Maya turns 6 in the week of 19 January 2026"),
        ("User went to Porto last week", "User went to Porto in the week of 5 January 2026"),
        ("User moved to Amsterdam last month", "User moved to Amsterdam in December 2025"),
        ("User starts a new job next month", "User starts a new job in February 2026"),
        ("User wants to learn Rust this year", "User wants to learn Rust in 2026"),
        ("User stopped drinking alcohol for the rest of the year", "User stopped drinking alcohol for the rest of 2026"),
        ("User is off sugar for the rest of the month", "User is off sugar for the rest of January 2026"),
        ("User got promoted last Friday", "User got promoted on Friday, 9 January 2026"),
        ("User's manager wants the RFC by Friday", "User's manager wants the RFC by Friday, 16 January 2026"),
        ("User's mom turns 70 in April", "User's mom turns 70 in April 2026"),
        ("User signed up in April", "User signed up in April 2025"),
        ("User will move to Toronto in May", "User will move to Toronto in May 2026"),
        ("User started playing guitar about five years ago", "User started playing guitar around 2021"),
        ("User went hiking two weeks ago", "User went hiking around 30 December 2025"),
        ("User took the kids camping over the weekend", "User took the kids camping on the weekend of 10 January 2026"),
        # "this week" is not the start of "this weekend" (seen on LoCoMo: "in the week of 22 August 2022end")
        # a day of the month: the last one for what happened, the next one for what is to come
        ("User met their teammates on the 5th after their trip", "User met their teammates on 5 January 2026 "
         "after their trip"),
        ("User met their teammates on the 20th", "User met their teammates on 20 December 2025"),
        ("User has a dentist appointment on the 20th", "User has a dentist appointment on 20 January 2026"),
        ("User is flying out on the 5th", "User is flying out on 5 February 2026"),
        ("User was born on the 15th of May", "User was born on the 15th of May"),
        ("User is taking some time off this weekend to rest", "User is taking some time off on the weekend of "
         "17 January 2026 to rest"),
        ("User moved at the start of the month", "User moved at the start of January 2026"),
        ("User stopped using Sketch years ago", "User stopped using Sketch years before 2026"),
        ("User switched to Python last semester", "User switched to Python in the semester before January 2026"),
    ],
)
def test_relative_times_become_dates(summary: str, expected: str) -> None:
    assert absolute(summary, TUE) == expected


@pytest.mark.parametrize(
    "summary",
    [
        "User calls their mom every Sunday",  # a schedule, not a date
        "User goes bouldering every Tuesday and Thursday evening",
        "User goes to the gym on Mondays",
        "User got a summer internship",  # a kind of internship, not a date
        "User may be late",  # "may" the verb
        "User visited Paris in May 2023",  # already absolute
        "User's birthday is on 9 March",
    ],
)
def test_what_is_not_relative_is_left_alone(summary: str) -> None:
    assert absolute(summary, TUE) == summary


def test_without_a_time_the_relative_phrase_is_dropped_not_left_to_mislead() -> None:
    assert absolute("User ran a 10k yesterday", None) == "User ran a 10k"
    assert absolute("User's daughter turns 6 next week", None) == "User's daughter turns 6"
    assert absolute("User's daughter Zosia just turned 7", None) == "User's daughter Zosia turned 7"


def test_seasons_point_to_the_right_year() -> None:
    march = dt.datetime(2026, 3, 1, tzinfo=dt.UTC)
    august = dt.datetime(2026, 8, 10, tzinfo=dt.UTC)
    assert absolute("User opens a restaurant next spring", march) == "User opens a restaurant in spring 2027"
    assert absolute("User went to Crete last summer", march) == "User went to Crete in summer 2025"
    assert absolute("User went to Crete last summer", dt.datetime(2026, 10, 1, tzinfo=dt.UTC)) == (
        "User went to Crete in summer 2026")
    assert absolute("User is visiting Rome this summer", august) == "User is visiting Rome in summer 2026"
    # past tense about a season that has begun: this one, not the year before's
    assert absolute("User switched from VS Code to Neovim over the summer", august) == (
        "User switched from VS Code to Neovim in summer 2026")
    assert absolute("User went to Crete in summer", march) == "User went to Crete in summer 2025"
    assert absolute("User is opening a bakery in Moseley in the spring", march) == (
        "User is opening a bakery in Moseley in spring 2026")
    assert absolute("User loves the winter", march) == "User loves the winter"  # a season, not a date
    assert absolute("User went to Crete last summer", august) == "User went to Crete in summer 2025"


def test_a_start_still_to_come_is_ahead_whatever_the_tense() -> None:
    june = dt.datetime(2026, 6, 15, tzinfo=dt.UTC)
    assert absolute("User got promoted to head of science starting in September", june) == (
        "User got promoted to head of science starting in September 2026")
    assert absolute("User was offered a job at Arup from October", june) == (
        "User was offered a job at Arup from October 2026")
    assert absolute("User signed a lease in March", june) == "User signed a lease in March 2026"
    assert absolute("User signed a lease in September", june) == "User signed a lease in September 2025"


@pytest.mark.parametrize(("summary", "label", "end"), [
    ("User is moving to Berlin on 1 May", "1 May 2026", "2026-05-02"),
    ("User is going to move to Berlin on May 1st", "1 May 2026", "2026-05-02"),
    ("User is moving to Berlin on the 1st of May", "1 May 2026", "2026-05-02"),
    ("User is moving to Porto on 2 March", "2 March 2027", "2027-03-03"),  # passed this year: the next one
    ("User is moving to Berlin in August 2026", "August 2026", "2026-09-01"),
    ("User is moving to Oslo in December 2026", "December 2026", "2027-01-01"),
    ("User is relocating to Lisbon in spring 2026", "spring 2026", "2026-06-01"),
    ("User is moving to Leeds in the week of 19 January 2027", "the week of 19 January 2027", "2027-01-26"),
    ("User is moving to Kyoto in 2027", "2027", "2028-01-01"),
    # within a month: the plan holds once the month named is over
    ("User is moving into a condo in Dartmouth at the end of June 2026", "June 2026", "2026-07-01"),
    ("User is moving to Graz by the end of April", "April 2026", "2026-05-01"),
    ("User is moving to Riga early July", "July 2026", "2026-08-01"),
    ("User is moving to Bergen in mid-September 2026", "September 2026", "2026-10-01"),
])
def test_the_period_a_plan_names_and_when_it_is_over(summary: str, label: str, end: str) -> None:
    said = dt.datetime(2026, 3, 10, 12, tzinfo=dt.UTC)
    assert when.period(summary, said) == (label, dt.datetime.fromisoformat(end).replace(tzinfo=dt.UTC))


@pytest.mark.parametrize("summary", ["User is moving to Berlin", "User is moving to Berlin on 31 February",
                                     "User is moving to Berlin soon"])
def test_no_period_no_end(summary: str) -> None:
    assert when.period(summary, dt.datetime(2026, 3, 10, tzinfo=dt.UTC)) is None


def test_a_day_without_its_year_needs_the_message_time() -> None:
    assert when.period("User is moving to Berlin on 1 May", None) is None
    assert when.period("User is moving to Berlin on 1 May 2026", None) == (
        "1 May 2026", dt.datetime(2026, 5, 2, tzinfo=dt.UTC))


@pytest.mark.parametrize(
    ("summary", "expected"),
    [
        # said on Tuesday 13 January 2026: a day still to come is this year's, one past is last year's
        ("User is moving to Accra on 1 August", "User is moving to Accra on 1 August 2026"),
        ("User is moving to Grenoble on December 1st", "User is moving to Grenoble on 1 December 2026"),
        ("User is moving the salon June 1st", "User is moving the salon on 1 June 2026"),
        ("User starts on the 3rd of March", "User starts on 3 March 2026"),
        ("User moved to Leeds on 3 March", "User moved to Leeds on 3 March 2025"),
        ("User has lived in Bergen since 20 December", "User has lived in Bergen since 20 December 2025"),
    ],
)
def test_a_day_and_a_month_get_the_year_the_tense_points_to(summary: str, expected: str) -> None:
    assert absolute(summary, TUE) == expected


@pytest.mark.parametrize(
    "summary",
    ["User was born on 15 May", "User's wedding anniversary is on June 3rd", "User may 3 times a week skip lunch",
     "User is moving to Berlin on 1 May 2027", "User is moving on 31 February"],
)
def test_a_day_of_every_year_or_a_date_with_its_year_is_left_alone(summary: str) -> None:
    assert absolute(summary, TUE) == summary


# ---------------------------------------------------------------- leftovers2 (docs/extraction.md)

@pytest.mark.parametrize(
    ("summary", "expected"),
    [
        # a present progressive with a bare weekday is an arrangement ahead, past participle or not
        ("User is getting married on Saturday", "User is getting married on Saturday, 17 January 2026"),
        ("User's sister is getting engaged on Friday", "User's sister is getting engaged on Friday, 16 January 2026"),
        ("User is flying to Rome on Friday", "User is flying to Rome on Friday, 16 January 2026"),
        ("User is booked in for surgery on Monday", "User is booked in for surgery on Monday, 19 January 2026"),
        ("User is scheduled for a scan on Thursday", "User is scheduled for a scan on Thursday, 15 January 2026"),
        # what was done stays behind
        ("User got married on Saturday", "User got married on Saturday, 10 January 2026"),
        ("User was getting married on Saturday", "User was getting married on Saturday, 10 January 2026"),
        ("User has been married since Saturday", "User has been married since Saturday, 10 January 2026"),
    ],
)
def test_a_bare_weekday_with_a_present_progressive_is_the_coming_one(summary: str, expected: str) -> None:
    assert absolute(summary, TUE) == expected


def test_a_long_summary_full_of_weekdays_is_read_right_everywhere() -> None:
    # each weekday looks back a fixed window (bench/extraction_worst.py --when times it): far from
    # the start, what qualifies it is still seen ("every", "the", "had a … on")
    said = "User has a dentist appointment on Friday and goes running every Saturday and sells at the Sunday market. " * 300
    out = absolute(said, TUE)
    assert out.count("on Friday, 16 January 2026") == 300, out[-300:]
    assert out.count("every Saturday") == 300 and out.count("the market on Sundays") == 300, out[-300:]
    past = absolute("User had an interview on Friday. " * 600, TUE)
    assert past.count("on Friday, 9 January 2026") == 600, past[-200:]
