"""Fresh set thirty-five (docs/extraction.md, "Fresh set thirty-five (`m15-*`, fresh35 …)"): a date taken back in the
same message ("on 18 April. No sorry, 25 April"), an employer named with "of" ("University Hospitals of Leicester"),
"btw im …" introducing, "want to do <subject> at uni", a name with an accent before an age, a vehicle driven for a
living ("I drive snow plow for the Ville de …"), a learner's "I retire in April 2027", and "ma blonde Linda" in an
English message. Real extractor.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd.brain import english
from mercuryd.brain.candidate import Candidate
from tests import chat

TS = dt.datetime(2026, 3, 10, 12, 0, tzinfo=dt.UTC)  # a Tuesday


def dialogue(*lines: str, at: dt.datetime = TS) -> list[Candidate]:
    return chat.heard(*lines, at=at)


def summaries(*lines: str, at: dt.datetime = TS) -> list[str]:
    return [c.summary for c in dialogue(*lines, at=at)]


# ---------------------------------------------------------------- a date taken back in the same breath

@pytest.mark.parametrize(("text", "said"), [
    ("My viva is on 14 May. No sorry, 21 May, I always mix them up.", "My viva is on 21 May, I always mix them up."),
    ("we fly out around 3 july. sorry not 3, 9 july, my sister booked it", "we fly out around 9 July, my sister booked it"),
    ("The interview is on 2 June. wait no, they moved it, 5 June. Wish me luck",
     "The interview is on 5 June. Wish me luck"),
    ("I qualified as a plumber in 2011 - no, 2012, it feels like forever.",
     "I qualified as a plumber in 2012, it feels like forever."),
    ("Our open day is on 12 April. Sorry, the 19th.", "Our open day is on 19 April."),
])
def test_a_date_taken_back_is_the_date_meant(text: str, said: str) -> None:
    assert english.normalise(text) == said


@pytest.mark.parametrize("text", [
    "The party is on 3 May, no pressure, bring what you like.",  # "no" that takes nothing back
    "I moved here in 2019. Sorry, 2020 was a blur.",  # the next year is the subject of its own sentence
    "I was born in 1988. No, 2 May is fine for the call.",  # a year, then a day: not one date for another
    "My appointment is on 4 March. Sorry, 5 minutes late to this chat.",  # a day said, then minutes
])
def test_no_date_taken_back_leaves_the_message(text: str) -> None:
    assert english.normalise(text) == text


def test_the_date_meant_is_the_one_kept() -> None:
    kept = summaries("I'm running my first half marathon on 12 April. No sorry, 26 April, the 12th is Easter week.",
                     "Good luck!")
    assert [s for s in kept if "26 April 2026" in s]
    assert not [s for s in kept if "12 April 2026" in s]


def test_a_date_not_taken_back_is_kept_as_said() -> None:
    kept = summaries("I'm running my first half marathon on 12 April. No pressure, I just want to finish.", "Good luck!")
    assert [s for s in kept if "12 April 2026" in s]


# ---------------------------------------------------------------- an employer named with "of", a university hospital

def test_a_start_date_after_an_offer_from_an_employer_named_with_of() -> None:
    kept = summaries("Got an offer from the Bank of Ireland!! Start date is 4 May.", "Congratulations!")
    assert "User is starting at Bank of Ireland on 4 May 2026" in kept
    assert not [s for s in kept if "offer" in s]  # the offer is the start's news, not a second fact


def test_an_offer_without_a_start_stays() -> None:
    assert "User got an offer from the Bank of Ireland" in summaries("Got an offer from the Bank of Ireland!!", "Wow!")


def test_a_university_hospital_is_an_employer() -> None:
    found = dialogue("I'm starting at University Hospital Southampton on 1 June as a physio.", "Exciting!")
    assert [c for c in found if c.attribute == "plan:works_at" and c.value == "university hospital southampton"]


def test_a_university_is_still_no_employer() -> None:
    found = dialogue("I'm starting at University in September, doing geography.", "Exciting!")
    assert not [c for c in found if c.attribute and c.attribute.endswith("works_at")]
    # its twin: a named employer is one
    found = dialogue("I'm starting at Arup in September, doing geotechnics.", "Exciting!")
    assert [c for c in found if c.attribute == "plan:works_at" and c.value == "arup"]


# ---------------------------------------------------------------- "btw im …": an introduction after a filler

@pytest.mark.parametrize("text", ["ok cool. btw im tamsin, 16.", "oh and im tamsin, 16", "by the way im tamsin, 16"])
def test_a_name_after_a_filler_introduces(text: str) -> None:
    kept = summaries(text, "Hi Tamsin!")
    assert "User's name is Tamsin" in kept
    assert "User is 16 years old" in kept


@pytest.mark.parametrize("text", ["btw im knackered", "and im off to bed now", "also im starving"])
def test_a_state_after_a_filler_is_no_name(text: str) -> None:
    assert not [s for s in summaries(text, "Ok!") if s.startswith("User's name")]


# ---------------------------------------------------------------- "want to do <subject> at uni"

@pytest.mark.parametrize(("text", "summary"), [
    ("want to do paramedic science at uni", "User wants to do paramedic science at uni"),
    ("wanna do history at university after sixth form", "User wants to do history at university after sixth form"),
])
def test_a_subject_wanted_at_university_is_a_goal(text: str, summary: str) -> None:
    assert summary in summaries(text, "Nice!")


@pytest.mark.parametrize("text", ["want to do my washing at uni", "want to do something fun at college tonight"])
def test_a_chore_at_university_is_no_goal(text: str) -> None:
    assert not [s for s in summaries(text, "Ok.") if s.startswith("User wants")]


# ---------------------------------------------------------------- a name with an accent before an age

@pytest.mark.parametrize(("text", "name"), [
    ("Hélène, 47, I run a bakery in Lyon.", "User's name is Hélène"),
    ("Zoë, 23, I teach swimming.", "User's name is Zoë"),
])
def test_an_accented_name_before_an_age_introduces(text: str, name: str) -> None:
    assert name in summaries(text, "Hello!")


def test_an_accented_word_before_minutes_is_no_name() -> None:
    assert not [s for s in summaries("Éclair, 20 minutes in the oven?", "Yes.") if s.startswith("User's name")]
    # its twin: the same shape with an age introduces
    assert "User's name is Renée" in summaries("Renée, 20, I study law.", "Hi!")


# ---------------------------------------------------------------- a vehicle driven for a living

@pytest.mark.parametrize(("text", "summary"), [
    ("I drive a gritter for the council, mostly nights.", "User is a gritter driver for the council"),
    ("I drive snow plough for the Town of Banff.", "User works at Town of Banff"),
])
def test_a_vehicle_driven_for_an_employer_is_the_job(text: str, summary: str) -> None:
    assert summary in summaries(text, "Cold work!")


def test_a_vehicle_driven_for_someone_is_no_job() -> None:
    assert not [s for s in summaries("I drive the van for the scouts sometimes.", "Nice.") if "driver" in s]
    # its twin: a bus driven for a company is
    assert "User is a bus driver" in summaries("I drive a bus for Stagecoach.", "Nice.")


# ---------------------------------------------------------------- "I retire in April 2027"

@pytest.mark.parametrize(("text", "summary"), [
    # (bugs63: how long one worked, said after the comma, is why, left; where to is the plan's)
    ("I retire in June 2027, 35 years on the buses.", "User is going to retire in June 2027"),
    ("We emigrate in October, to Adelaide.", "User is going to emigrate in October 2026, to Adelaide"),
])
def test_a_learners_present_with_a_date_is_the_plan(text: str, summary: str) -> None:
    found = [c for c in dialogue(text, "Big step!") if c.summary == summary]
    assert found and found[0].type == "decision"


def test_a_present_without_a_date_is_no_plan() -> None:
    assert not [s for s in summaries("I retire at ten most nights.", "Sensible.") if "retire" in s]


# ---------------------------------------------------------------- "ma blonde Linda" in an English message

@pytest.mark.parametrize(("text", "summary"), [
    ("Ma blonde Sophie starts her new job on Monday.", "User's girlfriend is Sophie"),
    ("Also mon chum Étienne is coming to the wedding.", "User's boyfriend is Étienne"),
])
def test_a_french_relative_before_a_name(text: str, summary: str) -> None:
    assert summary in summaries(text, "Nice!")


def test_an_english_ma_is_left() -> None:
    kept = summaries("my ma Sheila is 82 and still drives", "Lovely.")
    assert "User's mom Sheila is 82 and still drives" in kept
    assert not [s for s in kept if "girlfriend" in s]


# ---------------------------------------------------------------- a name with an accented capital; herders, potters, crofters

@pytest.mark.parametrize(("text", "name"), [("I'm Éowyn.", "User's name is Éowyn"), ("Ánde here, back at the camp.", "User's name is Ánde")])
def test_a_name_opening_with_an_accented_capital(text: str, name: str) -> None:
    assert name in summaries(text, "Hello!")


@pytest.mark.parametrize(("text", "job"), [
    ("Tom here, goat herder in Crete.", "User is a goat herder in Crete"),
    ("Dilys here, potter from Ruthin.", "User is a potter"),
    ("I'm Eilidh, 40, a crofter on Lewis.", "User is a crofter"),
])
def test_herders_potters_and_crofters_are_trades(text: str, job: str) -> None:
    assert job in summaries(text, "Hello!")


def test_a_potter_in_a_title_is_no_trade() -> None:
    assert not [s for s in summaries("Harry Potter is my favourite book.", "Nice.") if "potter" in s.lower() and "User is" in s]
    # its twin: the trade said of the user is
    assert "User is a potter in Stroud" in summaries("I'm a potter in Stroud.", "Nice.")


# ---------------------------------------------------------------- "no long lists for me": an answer's layout

@pytest.mark.parametrize(("text", "summary"), [
    ("no lists please, I read these on a tiny screen", "User wants no lists"),
    ("pls no long lists, just talk to me normally", "User wants no long lists"),
])
def test_no_lists_is_a_rule_for_answers(text: str, summary: str) -> None:
    assert summary in summaries(text, "Understood.")


@pytest.mark.parametrize("text", ["no shopping lists this week, we're eating out", "no guest lists for the party, just turn up"])
def test_the_users_own_lists_are_no_rule(text: str) -> None:
    assert not [s for s in summaries(text, "Ok.") if s.startswith("User wants no")]


# ---------------------------------------------------------------- "a Saturday job at Greggs": a job by when it is worked

@pytest.mark.parametrize(("text", "employer"), [
    ("I started a Saturday job at Boots, 9 till 5.", "boots"),
    ("I got an evening job at Sainsbury's to pay for driving lessons.", "sainsbury's"),
])
def test_a_job_named_by_when_it_is_worked_is_the_employer(text: str, employer: str) -> None:
    found = dialogue(text, "Nice one!")
    assert [c for c in found if c.type == "identity" and c.attribute == "works_at" and c.value == employer]


def test_a_saturday_job_without_an_employer_has_none() -> None:
    found = dialogue("I started a Saturday job, it's alright.", "Nice one!")
    assert not [c for c in found if c.attribute == "works_at"]


# ---------------------------------------------------------------- a season of months, every year

@pytest.mark.parametrize(("text", "summary"), [
    ("I run the ice cream van from April to September.", "User runs the ice cream van from April to September"),
    ("I paint the white lines for the county, from may to october.",
     "User paints the white lines for the county, from may to october"),
])
def test_a_season_of_months_said_in_the_present_keeps_no_year(text: str, summary: str) -> None:
    assert summary in summaries(text, "Nice.", at=dt.datetime(2026, 9, 16, 12, 0, tzinfo=dt.UTC))


def test_a_single_month_ahead_still_takes_its_year() -> None:
    kept = summaries("I'm moving to Cork in May.", "Exciting!", at=dt.datetime(2026, 9, 16, 12, 0, tzinfo=dt.UTC))
    assert [s for s in kept if "May 2027" in s]


# ---------------------------------------------------------------- Québécois "Bon, …, pis now I …"

def test_pis_between_two_statements_is_and() -> None:
    kept = summaries("Bon, winter's done, pis now I drive a bus for Transdev.", "Nice.")
    assert "User is a bus driver" in kept
    # its twin: the same without the French reads the same
    assert "User is a bus driver" in summaries("Well, winter's done, and now I drive a bus for Transdev.", "Nice.")


# ---------------------------------------------------------------- a name typed in lower case with an accented letter

@pytest.mark.parametrize(("text", "summary", "name"), [
    ("my son andré started school in calgary", "User's son André started school in calgary", "André"),
    ("my daughter ása máret passed her driving test", "User's daughter Ása Máret passed her driving test", "Ása Máret"),
])
def test_a_lower_case_name_with_an_accent_is_the_relatives(text: str, summary: str, name: str) -> None:
    found = [c for c in dialogue(text, "Great news!") if c.summary == summary]
    assert found and [p.name for p in found[0].persons] == [name]


def test_an_ordinary_word_after_a_relation_is_still_no_name() -> None:
    found = dialogue("my daughter just got into oxford", "Great news!")
    assert "User's daughter just got into oxford" in [c.summary for c in found]
    assert not [c for c in found if c.persons]
