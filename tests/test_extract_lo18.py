"""Leftovers, eighteenth round (docs/extraction.md, "leftovers18"): a gender listed after the age or name ("I'm 27,
genderqueer, they/them"), shifts for a month and a change said in the present, two homes at once, a roof until a flat is
found, a move forced by the landlord's sale, custody, a relative coming out, a child's exam year, IT as a field, years
of experience at a workplace, a business partner who pulled out, trade news after a greeting, the time zone asked for, a
food kept off the menu for now, a district typed in lower case, a stop for good, the occasion of a rule said after it, a
span of months, the children's age after they were named,
a move for a partner's new job; the store: a partner who left. Real extractor.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt
import re

import pytest

from mercuryd.brain.candidate import Candidate
from mercuryd.brain.clock import FakeClock
from mercuryd.brain.service import Brain
from tests import chat

TS = dt.datetime(2026, 11, 16, 9, 0, tzinfo=dt.UTC)  # a Monday


def dialogue(*lines: str, at: dt.datetime = TS) -> list[Candidate]:
    return chat.heard(*lines, at=at)


def summaries(*lines: str, at: dt.datetime = TS) -> list[str]:
    return [c.summary for c in dialogue(*lines, at=at)]


def only(text: str, summary: str) -> Candidate:
    return chat.heard_as(text, summary, at=TS)


# ---------------------------------------------------------------- a gender listed after the age or name

@pytest.mark.parametrize(("text", "trait", "pronouns"), [
    ("I'm 27, genderqueer, they/them.", "genderqueer", "they/them"),
    ("hey im Kit, agender, he/they", "agender", "he/they"),
    ("Hi, I'm 40, nonbinary, use they/them please.", "nonbinary", "they/them"),
])
def test_a_gender_listed_after_the_age_or_name(text: str, trait: str, pronouns: str) -> None:
    assert only(text, f"User is {trait}").attribute == "trait"
    assert only(text, f"User's pronouns are {pronouns}").value == pronouns


def test_a_gender_said_bare_in_lower_case() -> None:
    assert only("im genderfluid tbh", "User is genderfluid").value == "genderfluid"


@pytest.mark.parametrize("text", [
    "My cousin is 22, genderqueer, they/them.",  # hers
    "I'm bi-weekly paid.",  # no gender
])
def test_no_gender_or_pronouns_of_the_user(text: str) -> None:
    assert not [c for c in dialogue(text) if c.attribute in {"trait", "pronouns"}], summaries(text)


# ---------------------------------------------------------------- shifts for a month, a change said in the present

def test_nights_for_a_month() -> None:
    fact = only("I'm on nights for the rest of January.", "User works nights for the rest of January 2027")
    assert (fact.type, fact.attribute, fact.value) == ("habit", "schedule:shift", "nights")
    assert only("I'm on the day shift all next month, ugh.", "User works days in December 2026").value == "days"


@pytest.mark.parametrize(("text", "summary"), [
    ("From March I switch onto lates.", "User is moving to late shifts from March 2027"),
    ("From February I go on nights.", "User is moving to night shifts from February 2027"),
])
def test_a_shift_change_ahead_said_in_the_present(text: str, summary: str) -> None:
    assert only(text, summary).type == "decision"


@pytest.mark.parametrize("text", [
    "I move to Leeds from March.",
    "I go on holiday from Friday.",
    "My husband is on nights for the whole of May.",  # his
])
def test_no_shift_of_the_user(text: str) -> None:
    assert not [c for c in dialogue(text) if "shift" in (c.attribute or "") or re.search(r"^User (?:works|is moving to) ", c.summary)], \
        summaries(text)


# ---------------------------------------------------------------- two homes; a roof for now; a move forced by a date

def test_two_homes_at_once() -> None:
    fact = only("We divide our year between Porto and Zurich.", "User splits their year between Porto and Zurich")
    assert fact.type == "identity" and fact.attribute is None  # neither home ends the other


@pytest.mark.parametrize("text", [
    "I split my time between work and the kids.",
    "My sister splits her time between Oslo and Bergen.",
])
def test_no_two_homes(text: str) -> None:
    assert not [c for c in dialogue(text) if "between" in c.summary], summaries(text)


def test_staying_with_a_relative_until_a_place_is_found() -> None:
    only("We're staying with my parents till we find a house.", "User is staying with their parents until they find a house")
    only("Im kipping at my mate's flat until I find my own place.",
         "User is staying at their mate's flat until they find their own place")


def test_staying_with_a_relative_for_a_weekend_is_no_home() -> None:
    text = "I'm staying with my sister until Sunday."
    assert not [c for c in dialogue(text) if "until they find" in c.summary], summaries(text)


@pytest.mark.parametrize(("text", "summary"), [
    ("Our landlord's selling up so we need to move out by March.",
     "User has to move out by March 2027 because their landlord is selling"),
    ("We've got to be out by April, the landlord is putting the flat on the market.",
     "User has to move out by April 2027 because their landlord is selling"),
    ("We have to move out by July.", "User has to move out by July 2027"),
])
def test_a_move_out_forced_by_a_date(text: str, summary: str) -> None:
    assert only(text, summary).type == "decision"


@pytest.mark.parametrize("text", [
    "We have to be out by 10am, the hotel is strict.",  # a checkout
    "My brother has to move out by June.",  # his
])
def test_no_move_out_of_the_user(text: str) -> None:
    assert not [c for c in dialogue(text) if c.summary.startswith("User has to move out")], summaries(text)


# ---------------------------------------------------------------- custody, coming out, a child's exam year

@pytest.mark.parametrize(("text", "summary", "name"), [
    ("My ex-husband and I share custody of our girls.", "User shares custody of their daughters with their ex-husband", None),
    ("I have joint custody of my son Theo with my ex.", "User shares custody of their son Theo with their ex", "Theo"),
])
def test_custody_shared_with_an_ex(text: str, summary: str, name: str | None) -> None:
    fact = only(text, summary)
    assert fact.type == "relationship"
    assert [p.name for p in fact.persons] == ([name] if name else [])


def test_no_custody_of_someone_elses_child() -> None:
    text = "My sister and her ex share custody of their son."
    assert not [c for c in dialogue(text) if "custody" in c.summary], summaries(text)


def test_a_relative_came_out() -> None:
    assert only("my brother came out as bi last year", "User's brother came out as bi in 2025").type == "relationship"
    said = summaries("We have joint custody of our lad Finn.", "Ok.", "Finn came out as trans on Sunday, so proud of him.")
    assert "User's son Finn came out as trans on Sunday, 15 November 2026" in said, said


@pytest.mark.parametrize("text", ["My son came out of hospital on Monday.", "My daughter came out of her shell at camp."])
def test_coming_out_of_somewhere_is_no_news_of_who_they_are(text: str) -> None:
    assert not [c for c in dialogue(text) if "came out as" in c.summary], summaries(text)


@pytest.mark.parametrize(("text", "summary"), [
    ("My daughter is sitting her Highers in May.", "User's daughter is sitting Highers in May 2027"),
    ("My twins are doing their GCSEs next summer.", "User's twins are doing GCSEs in summer 2027"),
])
def test_a_childs_exam_year(text: str, summary: str) -> None:
    assert only(text, summary).type == "relationship"


def test_no_exam_year_of_homework() -> None:
    text = "My daughter is doing her homework."
    assert not [c for c in dialogue(text) if c.summary.startswith("User's daughter is doing")], summaries(text)


# ---------------------------------------------------------------- IT as a field, years at a workplace, a partner gone

@pytest.mark.parametrize(("text", "summary"), [
    ("I work in IT support.", "User works in IT support"),
    ("I work in IT, mostly service desk for a school trust.", "User works in IT, mostly service desk for a school trust"),
])
def test_it_as_a_field_of_work(text: str, summary: str) -> None:
    assert only(text, summary).type == "identity"


def test_it_in_lower_case_is_no_field() -> None:
    text = "That spreadsheet, I work in it every day."
    assert not [c for c in dialogue(text) if "works in" in c.summary], summaries(text)


@pytest.mark.parametrize(("text", "summary"), [
    ("I had 6 years experience at Tesco.", "User worked at Tesco for 6 years"),
    ("2 yrs experience at Pret, barista", "User has 2 years of experience at Pret, barista"),
])
def test_years_of_experience_at_a_workplace(text: str, summary: str) -> None:
    fact = only(text, summary)
    assert fact.type == "identity" and fact.attribute is None  # it may be the job before: no employer now


def test_no_years_at_a_common_word() -> None:
    text = "I have 5 years experience at coding."
    assert not [c for c in dialogue(text) if "experience" in c.summary or "worked at" in c.summary], summaries(text)


def test_a_business_partner_who_pulled_out() -> None:
    fact = only("Dele pulled out of the salon last spring.", "User's business partner Dele left the salon in spring 2026")
    assert [(p.name, p.relation) for p in fact.persons] == [("Dele", "business partner")]


def test_pulled_out_of_a_place_is_no_partner() -> None:
    text = "Dele pulled out of the driveway."
    assert not [c for c in dialogue(text) if "partner" in c.summary], summaries(text)


# ---------------------------------------------------------------- trade news after a greeting

def test_trade_news_after_a_greeting_names_nobody() -> None:
    assert not [c for c in dialogue("Hi. Hull, bin strike again") if c.attribute == "name"]
    assert only("Hi. Hana, nurse at the Royal.", "User's name is Hana").value == "hana"


# ---------------------------------------------------------------- the time zone asked for; a food off the menu

@pytest.mark.parametrize(("text", "summary"), [
    ("I'm in Toronto so give me times in EST please", "User is in Toronto and wants times given in EST"),
    ("Please give all times in GMT.", "User wants times given in GMT"),
])
def test_the_time_zone_asked_for(text: str, summary: str) -> None:
    assert only(text, summary).type == "preference"


@pytest.mark.parametrize("text", ["What times in EST are the flights?", "My sister is in Perth so give her times in AWST"])
def test_no_time_zone_of_the_user(text: str) -> None:
    assert not [c for c in dialogue(text) if "times given" in c.summary], summaries(text)


def test_a_food_kept_off_the_menu_with_why() -> None:
    assert only("No pork dishes please, can't stomach them right now", "User wants no pork dishes").type == "constraint"


def test_a_food_kept_off_one_answer_is_not_kept() -> None:
    text = "No pork dishes please."
    assert not [c for c in dialogue(text) if "pork" in c.summary], summaries(text)


# ---------------------------------------------------------------- a district and its city typed in lower case

@pytest.mark.parametrize(("text", "summary", "city"), [
    ("finally found a flat in morningside, still edinburgh and no more flatmates", "User lives in Morningside, Edinburgh",
     "edinburgh"),
    ("we're in mount eden now, still auckland", "User lives in Mount Eden, Auckland", "auckland"),
])
def test_a_move_within_the_city_typed_in_lower_case(text: str, summary: str, city: str) -> None:
    fact = only(text, summary)
    assert (fact.attribute, fact.value) == ("lives_in", city)


@pytest.mark.parametrize("text", [
    "got a job in sales, still london based",  # a field of work
    "i'm in bed now, still sick",
    "we moved in together, still renting though",
])
def test_no_home_in_lower_case_words(text: str) -> None:
    assert not [c for c in dialogue(text) if c.attribute == "lives_in"], summaries(text)


# ---------------------------------------------------------------- a stop for good; a count of days is no date

@pytest.mark.parametrize(("text", "summary"), [
    ("i quit smoking again, properly this time, day 9 today", "User quit smoking again for good"),
    ("Gave up sugar again, for real this time.", "User gave up sugar again for good"),
])
def test_a_stop_again_for_good(text: str, summary: str) -> None:
    assert only(text, summary).type == "decision"


def test_a_stop_said_once_keeps_its_words() -> None:
    assert only("I quit smoking in March.", "User quit smoking in March 2026").type == "decision"


# ---------------------------------------------------------------- the occasion of a rule said after it

@pytest.mark.parametrize(("text", "summary"), [
    ("Always give me the source when you quote a figure", "User wants the source when quoting a figure"),
    ("whenever you cite a study, tell me where it comes from", "User wants the source given when citing a study"),
    ("whenever you mention a percentage, say where it's from", "User wants the source given when mentioning a percentage"),
])
def test_the_occasion_of_a_rule_is_kept(text: str, summary: str) -> None:
    assert only(text, summary).type == "preference"


def test_an_occasion_of_writing_is_left_as_it_was() -> None:
    # (only quoting, citing, mentioning or stating is moved first: "when you write to my boss" stays out of it)
    assert only("Never use emojis when you write to my manager", "User does not want emojis used").type == "constraint"


# ---------------------------------------------------------------- a span of months

@pytest.mark.parametrize(("text", "summary"), [
    ("We're going to Vietnam between March and April.", "User is going to Vietnam between March 2027 and April 2027"),
    ("We're moving to Dundee between April and May.", "User is moving to Dundee between April 2027 and May 2027"),
])
def test_a_span_of_months_ahead(text: str, summary: str) -> None:
    only(text, summary)


def test_a_move_between_months_keeps_the_city_alone_as_its_value() -> None:
    fact = only("We're moving to Dundee between April and May.", "User is moving to Dundee between April 2027 and May 2027")
    assert (fact.attribute, fact.value) == ("plan:lives_in", "dundee")


def test_hours_between_are_no_months() -> None:
    text = "I'm working between nine and five."
    assert not [c for c in dialogue(text) if "between" in c.summary and "20" in c.summary], summaries(text)


# ---------------------------------------------------------------- the children's age, named before

def test_the_boys_age_after_they_were_named() -> None:
    said = summaries("My boys Rawiri and Tama had a party on Sunday, the boys are 9 now, wild.")
    assert "User's sons Rawiri and Tama are 9" in said, said
    fact = [c for c in dialogue("My daughters Mia and Lou love netball.", "Ok.", "The girls turned 14 last week.")
            if c.summary.startswith("User's daughters Mia and Lou are")]
    assert fact and {p.name for p in fact[0].persons} == {"Mia", "Lou"}


@pytest.mark.parametrize("lines", [
    ("The boys are 12 now.",),  # nobody named
    ("My son Tom is great.", "Ok.", "The boys are 12 now."),  # one son: the boys are not his
])
def test_the_boys_age_with_no_children_named(lines: tuple[str, ...]) -> None:
    assert not [c for c in dialogue(*lines) if re.search(r"\bare 12\b", c.summary)], summaries(*lines)


def test_a_move_typed_in_lower_case_with_a_span_is_decided() -> None:
    fact = only("we're moving up to oban between march and april, depends on the sale.",
                "User is moving to oban between March 2027 and April 2027")
    assert fact.type == "decision"


def test_a_span_of_months_of_something_else_is_no_move() -> None:
    text = "We're painting the kitchen between March and April."
    assert not [c for c in dialogue(text) if c.type == "decision" or "moving" in c.summary], summaries(text)
    assert only(text, "User is painting the kitchen between March 2027 and April 2027").type == "episode"


def test_a_statement_before_a_move_within_the_city_is_read_too() -> None:
    text = "im a vet, finally got a flat in portobello, still edinburgh"
    assert only(text, "User is a vet").attribute == "job_title"
    assert only(text, "User lives in Portobello, Edinburgh").value == "edinburgh"


def test_a_mood_before_a_move_within_the_city_is_no_fact() -> None:
    said = summaries("I'm so relieved, we moved to Rathmines, still Dublin")
    assert said == ["User lives in Rathmines, Dublin"], said


# ---------------------------------------------------------------- a move for a partner's new job

@pytest.mark.parametrize(("text", "summary"), [
    ("my wife got a new job in Galway so we're relocating", "User is relocating to Galway"),
    ("My partner landed a job in Utrecht so we're moving in April.", "User is moving to Utrecht in April 2027"),
])
def test_a_move_for_a_partners_new_job_goes_where_the_job_is(text: str, summary: str) -> None:
    fact = only(text, summary)
    assert fact.attribute == "plan:lives_in"


def test_a_relatives_job_elsewhere_moves_no_one() -> None:
    text = "My brother got a job in Galway so we're moving."
    assert not [c for c in dialogue(text) if c.attribute == "plan:lives_in"], summaries(text)


# ---------------------------------------------------------------- the store: a partner who left is no partner now

DAY = dt.timedelta(days=1)


def test_a_partner_who_left_ends_the_partnership(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, TS, "a", "I run a bakery in Hulme with my business partner Tunde.")
    chat.hear(brain, clock, TS, "b", "My friend Tunde Bello is a chef in Salford.")
    live = chat.live_summaries(brain)
    assert "User runs a bakery in Hulme with their business partner Tunde" in live, live
    assert "User's business partner is Tunde" in live, live
    chat.hear(brain, clock, TS + 40 * DAY, "c", "Tunde pulled out of the bakery last week, so it's all on me now.")
    live = chat.live_summaries(brain)
    assert [s for s in live if s.startswith("User's business partner Tunde left the bakery")], live
    assert "User runs a bakery in Hulme with their business partner Tunde" not in live, live
    assert "User's business partner is Tunde" not in live, live
    assert [s for s in live if "Tunde Bello is a chef" in s], live  # not what is said of him otherwise


def test_a_partner_still_there_stays(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, TS, "a", "I run a bakery in Hulme with my business partner Tunde.")
    chat.hear(brain, clock, TS + 40 * DAY, "b", "Kemi pulled out of the bakery last week, she was our investor.")
    live = chat.live_summaries(brain)
    assert "User runs a bakery in Hulme with their business partner Tunde" in live, live
