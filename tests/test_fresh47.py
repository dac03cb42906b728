"""Fresh set a16 (docs/extraction.md, "Fresh set a16 (fresh47, session 50)"): a month told in a clause of its own in
the present after a past decision; "from now" said for "from now on"; a state and how long ("I'm type 1 diabetic,
been since I was 12"); where a condition is in the body; "for the rest of our work together"; "code only, no
explanation"; "<Name> and me are"; a pet's breed said after its kind, and "I've a"; a partner named in another
language ("my kæreste", "mi señora"); a relative's tears and nerves; what a relative does said in another language;
"I manage a …" and a cooperative; a voice-typed run-on split at "can you …", "its my first", "the physio says";
a bare relation with an accented name; a hospital named in lower case; "I have spice farm"; "like" before a number;
a colon lead before what the doctor says; "is born" of a birth told; "baby will come in"; a contract ended by the
employer; "Tomorrow I fly to …"; "its" for "it's" after a comma; the space before a month kept. Real extractor.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt

import pytest

from tests import chat

TS = dt.datetime(2026, 7, 10, 12, 0, tzinfo=dt.UTC)  # a Friday


def summaries(*lines: str) -> list[str]:
    return [c.summary for c in chat.read(*lines, at=TS)]


def said(*lines: str) -> list[tuple[str, str]]:
    return [(c.type, c.summary) for c in chat.read(*lines, at=TS)]


# ---------------------------------------------------------------- a month in a present clause after a past one

def test_a_month_said_in_a_present_clause_after_a_past_one_is_ahead() -> None:
    assert any("March 2027" in s for s in summaries("I booked the flights, the trip is in March."))
    assert any("November 2026" in s for s in summaries("I've signed up for the Spanish course, the exam is in November."))


def test_a_month_of_the_past_clause_itself_stays_past() -> None:
    assert any("March 2026" in s for s in summaries("I had surgery in March, it went fine."))


# ---------------------------------------------------------------- "from now" is "from now on"

def test_from_now_said_last_leaves_no_dangling_from() -> None:
    assert "User wants answers in German" in summaries("Reply in German from now, it's good practice.")


def test_a_span_counted_from_now_is_no_standing_rule() -> None:
    assert not [s for s in summaries("Remind me to call the bank two weeks from now.") if "wants" in s]


# ---------------------------------------------------------------- a condition and how long, said after it

def test_a_condition_of_two_words_with_how_long_after_it() -> None:
    assert "User has been type 2 diabetic since 2019" in summaries("I'm type 2 diabetic btw, been since 2019.")


def test_a_condition_alone_is_still_read() -> None:
    assert "User is diabetic" in summaries("I'm diabetic.")


# ---------------------------------------------------------------- where in the body a condition is

@pytest.mark.parametrize(("text", "summary"), [
    ("The doctor says I have arthritis in my right knee.", "User has arthritis in their right knee"),
    ("I have tendinitis in my left wrist.", "User has tendinitis in their left wrist"),
    ("I have osteoarthritis in both knees.", "User has osteoarthritis in both knees"),
])
def test_where_a_condition_is_in_the_body_is_kept(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_a_time_after_a_condition_is_no_part_of_the_body() -> None:
    assert "User has asthma" in summaries("I have asthma in the winter.")


# ---------------------------------------------------------------- for the rest of our work together

def test_for_the_rest_of_our_sessions_is_from_now_on() -> None:
    assert "User wants no bullet points" in summaries("For the rest of our sessions together, please, no bullet points.")


def test_the_rest_of_a_trip_is_no_instruction() -> None:
    assert not [s for s in summaries("For the rest of our trip, we're staying in Lisbon.") if "wants" in s]


# ---------------------------------------------------------------- code only, no explanation

@pytest.mark.parametrize("text", ["code only from now on, no explanation needed", "only code, no explanations"])
def test_code_only_for_good(text: str) -> None:
    assert "User wants code only, without explanations" in summaries(text)


@pytest.mark.parametrize("text", ["just the code please", "the code only runs on Linux, no explanation why"])
def test_code_only_this_once_or_of_the_code_itself(text: str) -> None:
    assert not [s for s in summaries(text) if "code only" in s]


# ---------------------------------------------------------------- "<Name> and me are"

def test_name_and_me_as_a_subject() -> None:
    assert "User and Priya are moving to Bristol in October 2026" in summaries("Priya and me are moving to Bristol in October.")


def test_name_and_me_as_an_object() -> None:
    assert not [s for s in summaries("She sent Priya and me a card.") if "User and Priya" in s]


# ---------------------------------------------------------------- a pet's breed after its kind; "I've a"

def test_a_breed_said_after_the_kind_with_ive_a() -> None:
    assert "User has a border collie named Moss" in summaries("I've a new puppy, a border collie called Moss.")


def test_a_thing_named_after_its_kind_is_no_pet() -> None:
    assert not [s for s in summaries("I've a new car, a Honda called Betsy.") if "Betsy" in s]


# ---------------------------------------------------------------- a partner named in another language

@pytest.mark.parametrize(("text", "summary"), [
    ("my kæreste Mads is a chef.", "User's partner is Mads"),
    ("mi señora Lucía trabaja en un banco.", "User's wife is Lucía"),
    ("my copine Inès lives in Lille.", "User's girlfriend is Inès"),
])
def test_a_partner_named_in_another_language(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_a_lady_is_no_wife() -> None:
    assert not [s for s in summaries("The señora at the market was kind.") if "wife" in s]


# ---------------------------------------------------------------- what a relative feels today; said in another language

@pytest.mark.parametrize("text", [
    "My dad is already crying because it means Christmas apart.",
    "My wife Tessa is nervous about the flight, 12 hours.",
    "My husband is more nervous than me haha.",
])
def test_a_relatives_tears_or_nerves_are_not_kept(text: str) -> None:
    assert not [s for s in summaries(text) if "crying" in s or "nervous" in s]


def test_what_a_relative_does_said_in_another_language_keeps_only_who() -> None:
    assert summaries("My sister Ana vive en Salto.") == ["User's sister is Ana"]


@pytest.mark.parametrize(("text", "summary"), [
    ("My wife Tessa is a nurse in Hull.", "User's wife Tessa is a nurse in Hull"),
    ("My sister Ana teaches maths.", "User's sister Ana teaches maths"),
])
def test_what_a_relative_is_or_does_in_english_is_kept(text: str, summary: str) -> None:
    assert summary in summaries(text)


# ---------------------------------------------------------------- a business managed; a cooperative

@pytest.mark.parametrize(("text", "summary"), [
    ("I manage a bakery in Galway.", "User manages a bakery in Galway"),
    ("We run a dairy cooperative in Kerala.", "User runs a dairy cooperative in Kerala"),
])
def test_a_business_managed_or_a_cooperative_run(text: str, summary: str) -> None:
    assert ("identity", summary) in said(text)


@pytest.mark.parametrize("text", ["I manage a team of eight.", "We have a co-op in the village."])
def test_a_team_managed_or_a_village_shop_is_no_business(text: str) -> None:
    assert not [s for t, s in said(text) if t == "identity"]


# ---------------------------------------------------------------- a voice-typed run-on

def test_a_run_on_split_at_a_request_and_a_count() -> None:
    got = summaries("hi I run a bike shop in Utrecht we are 3 mechanics and I'm training for the Amsterdam half marathon "
                    "in October can you make me a plan")
    assert "User runs a bike shop in Utrecht" in got
    assert "User is training for the Amsterdam half marathon in October 2026" in got


def test_a_run_on_split_where_the_physio_says() -> None:
    assert "User has sciatica" in summaries("my knee hurts since the race and then the physio says its sciatica no running for a month")


def test_a_request_reported_in_a_run_on_keeps_nothing() -> None:
    assert summaries("so my daughter said can you make me a cake for my birthday and I said yes of course") == []


def test_its_been_is_no_dropped_ive() -> None:
    assert not [s for s in summaries("so my wife reckons i should see someone about my back because its been playing up "
                                     "can you give me some stretches") if "User has been" in s]


# ---------------------------------------------------------------- names and places

def test_a_bare_relation_with_an_accented_name() -> None:
    assert "User's husband is Jónas" in summaries("husband Jónas is a pilot.")


def test_a_hospital_named_in_lower_case() -> None:
    assert "User is a nurse in Altnagelvin Hospital" in summaries("I'm a nurse in Altnagelvin hospital, Derry.")


def test_a_hospital_with_its_town_run_on_is_left() -> None:
    assert not [s for s in summaries("i am staff nurse at Hamad hospital Doha.") if "Hospital" in s]


def test_a_farm_said_without_its_article() -> None:
    assert "User has a tea farm near Kericho" in summaries("I have tea farm near Kericho.")


def test_no_shop_is_no_business() -> None:
    assert summaries("I have no shop anymore.") == []


# ---------------------------------------------------------------- "like" before a number

def test_like_before_a_number_is_a_hedge() -> None:
    assert "User is doing four shifts a week at the bar" in summaries("I'm doing like four shifts a week at the bar.")


def test_like_the_verb_before_a_number() -> None:
    assert "User likes 5-a-side football" in summaries("I like 5-a-side football.")


# ---------------------------------------------------------------- what the doctor says, after a lead

def test_a_lead_in_another_language_before_what_the_doctor_says() -> None:
    assert "User has gout" in summaries("Mala noticia: the doctor says I have gout.")


def test_what_the_doctor_says_of_a_child_after_a_lead() -> None:
    assert not [s for s in summaries("Quick question: the doctor says my son has asthma, what inhaler is best?")
                if s.startswith("User has")]


# ---------------------------------------------------------------- births, due dates, contracts, trips

def test_is_born_of_a_birth_told_is_past() -> None:
    assert "User's daughter Freya was born on 2 July 2026" in summaries("Our daughter Freya is born 2 July!")


def test_a_baby_born_in_a_season_to_come_is_left() -> None:
    assert not [s for s in summaries("my baby is born in the spring.") if "was born" in s]


def test_when_the_baby_will_come_is_when_it_is_due() -> None:
    assert "User is pregnant, due in January 2027" in summaries("I'm pregnant, the baby will come in January.")


def test_a_contract_ended_by_the_employer() -> None:
    assert "User's contract with the agency ended on 30 June 2026" in summaries("The agency has ended my contract from 30 June.")


def test_a_contract_that_ends_ahead_has_not_ended() -> None:
    assert not [s for s in summaries("My contract with Acme ends in December.") if "ended" in s]


def test_a_trip_said_with_tomorrow_first() -> None:
    assert "User is flying to Lisbon on 11 July 2026 for a conference" in summaries("Tomorrow I fly to Lisbon for a conference.")


def test_tomorrow_at_the_gym_is_no_trip() -> None:
    assert summaries("Tomorrow I go to the gym.") == []


def test_its_for_its_after_a_comma() -> None:
    assert "User started learning Danish properly on duolingo" in summaries(
        "I started learning danish properly on duolingo, its embarrasing my danish is so bad")


def test_its_the_possessive_after_a_comma() -> None:
    assert not [s for s in summaries("I love the library, its opening hours are great.") if "it's" in s]


def test_the_space_before_a_month_is_kept() -> None:
    assert not [s for s in summaries("I got a seasonal contract on a ship, November to March.") if ",in " in s]
