"""Three voices written before the fresh31 round (docs/extraction.md, "A thirty-first fresh set (i15)"): a hawker in
Singapore typing Singlish, a Jamaican-born barber in Birmingham writing patois, a retired fisherman in Newfoundland.
Each family of sentences a rule a person would name; the real extractor.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt
import functools

import pytest

from tests import chat

AT = dt.datetime(2026, 11, 3, 9, 0, tzinfo=dt.UTC)

facts = functools.partial(chat.facts, at=AT)
summaries = functools.partial(chat.summaries, at=AT)


# ---------------------------------------------------------------- what a relative says the user should do

@pytest.mark.parametrize("text", [
    "My son Kenji also says I should get a smaller car.",
    "My sister Anjali also say I must sleep earlier.",
    "My husband Tom always says I work too much.",
])
def test_a_relatives_advice_with_an_adverb_or_a_bare_verb_is_theirs(text: str) -> None:
    said = summaries(text)
    assert not [s for s in said if "should" in s or "must" in s or "too much" in s], said
    assert [s for s in said if s.startswith("User's")], said  # who they are is still kept


def test_what_a_relative_does_is_still_read() -> None:
    assert "User's son Kenji also plays the cello" in summaries("My son Kenji also plays the cello.")


# ---------------------------------------------------------------- what they do to the user, said after

@pytest.mark.parametrize("text", [
    "My brother Jun is a chef at a hotel in Orchard, every time scold me one.",
    "My mum Rosa is a teacher in Braga, always nagging me.",
])
def test_what_a_relative_does_to_the_user_said_after_is_cut(text: str) -> None:
    said = summaries(text)
    assert said and not [s for s in said if "them" in s or "scold" in s], said


def test_a_tail_with_a_preposition_is_not_cut() -> None:
    said = summaries("My brother Tom lives in Leeds, always with his dog.")
    assert [s for s in said if "always with his dog" in s], said


# ---------------------------------------------------------------- reading somewhere, nothing read named

@pytest.mark.parametrize("text", [
    "I read on the bus while going to work.",
    "I watch on my tablet in bed.",
    "I eat at my desk.",
])
def test_where_or_when_one_reads_is_no_taste(text: str) -> None:
    assert summaries(text) == []


def test_reading_on_a_phone_before_a_rule_keeps_the_rule() -> None:
    assert summaries("I read on my phone at night, so keep it short.") == ["User wants short answers"]


# ---------------------------------------------------------------- a season's end, then its return

@pytest.mark.parametrize(("text", "when"), [
    ("We closed the campsite for the winter, opening again in April.", "April 2027"),
    ("We closed the ice cream kiosk for the season, reopening in March.", "March 2027"),
])
def test_reopening_after_a_closing_is_ahead(text: str, when: str) -> None:
    said = summaries(text)
    assert [s for s in said if when in s], said


def test_a_past_opening_stays_past() -> None:
    assert [s for s in summaries("We opened the campsite in April.") if "April 2026" in s]


# ---------------------------------------------------------------- Jamaican patois in an English message

@pytest.mark.parametrize(("text", "summary"), [
    ("Mi run a likkle cookshop pon Coldharbour Lane inna Brixton, ten year now.",
     "User runs a little cookshop on Coldharbour Lane in Brixton, ten years"),
    ("Mi have asthma, so keep yuh answer dem short an simple.", "User has asthma"),
    ("Mi have asthma, so keep yuh answer dem short an simple.", "User wants short and simple answers"),
    ("Mi husband Winston a handle di van dem while mi rest, mi cyan drive.", "User's husband is Winston"),
])
def test_patois_is_read_as_its_english(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_patois_my_and_i() -> None:
    from mercuryd.brain.spelling import standard
    assert standard("Mi son Jerome seh mi affi rest, mi cyan lift nutten.") == \
        "My son Jerome says I have to rest, I can't lift nothing."
    assert standard("Trust mi, yuh tink dat easy?") == "Trust me, you think that easy?"


@pytest.mark.parametrize("text", [
    "Mi amigo Carlos vive en Madrid.",  # Spanish: no patois word
    "Di solito mi alzo alle sette.",  # Italian
])
def test_other_languages_mi_and_di_are_left(text: str) -> None:
    from mercuryd.brain.spelling import standard
    assert "my " not in standard(text).lower() and "the " not in standard(text).lower()


def test_a_patois_joke_about_a_friend_keeps_nothing() -> None:
    assert summaries("Mi bredren seh robot a go tek over di whole world soon, cyan happen.") == []


# ---------------------------------------------------------------- a name on coming back

@pytest.mark.parametrize(("text", "summary"), [
    ("Hi, Marisol again, the florist from Harborne.", "User's name is Marisol"),
    ("Hey, it's Tariq again, the welder from Dudley.", "User's name is Tariq"),
])
def test_a_name_said_again_after_a_greeting_with_who_they_are(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_a_name_said_again_alone_greets_one_already_known() -> None:
    assert summaries("Hi, Tariq again. Quick one about my CV.") == []


@pytest.mark.parametrize("text", ["Overtime again. Can you help me with a spreadsheet?", "Hello, Christmas again already!",
                                  "Hi, Monday again, ugh."])
def test_a_thing_come_round_again_is_no_name(text: str) -> None:
    assert not [s for s in summaries(text) if "name" in s], summaries(text)


def test_the_job_after_a_name_is_the_users() -> None:
    said = summaries("Hi, I'm Marisol, the florist from Harborne.")
    assert "User's name is Marisol" in said and [s for s in said if s.startswith("User is a florist")], said


def test_the_one_from_somewhere_is_no_job() -> None:
    assert summaries("Hi, I'm Sam, the one from the forum.") == ["User's name is Sam"]


# ---------------------------------------------------------------- tags, discs, standing, comparisons

@pytest.mark.parametrize(("text", "summary"), [
    ("Keep it brief, yeah?", "User wants brief answers"),
    ("I have a herniated disc, seen?", "User has a herniated disc"),
])
def test_a_tag_after_a_statement_is_no_question(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_a_question_with_a_tag_about_the_assistant_keeps_nothing() -> None:
    assert summaries("You remember my daughter's name, yeah?") == []


@pytest.mark.parametrize("text", ["The physio says it's a bulging disc.", "My neck went, doctor says a prolapsed disc."])
def test_a_disc_out_of_place_is_a_condition(text: str) -> None:
    assert [s for s in summaries(text) if s.startswith("User has a") and s.endswith("disc")], summaries(text)


@pytest.mark.parametrize("text", ["I can't stand up for long.", "I can't stand still at concerts."])
def test_standing_itself_is_no_dislike(text: str) -> None:
    assert not [f for f in facts(text) if f[2] == "likes"], facts(text)


def test_cant_stand_a_thing_is_still_a_dislike() -> None:
    assert ("preference", "User cannot stand olives", "likes", "olives") in facts("I can't stand olives.")


def test_a_relative_measured_against_the_user_is_no_fact_of_theirs() -> None:
    said = summaries("My wife Aiko does the accounts. She does it better than me anyway.")
    assert not [s for s in said if "than" in s], said
    assert "User's wife Aiko does the accounts" in said


# ---------------------------------------------------------------- which doctor, and a grandson said with "the"

@pytest.mark.parametrize(("text", "summary"), [
    ("Polyclinic doctor say I got gout.", "User has gout"),
    ("My eye doctor says I have glaucoma.", "User has glaucoma"),
])
def test_a_doctor_named_by_where_or_what_still_tells_the_users_condition(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_your_doctor_is_not_the_users() -> None:
    assert summaries("Your doctor says I have asthma?") == []


@pytest.mark.parametrize(("text", "summary"), [
    ("The granddaughter Keeley is starting nursing school in St. John's in September.",
     "User's granddaughter Keeley is starting nursing school in St. John's in September 2027"),
    ("the son Declan moved to Halifax last year.", "User's son Declan moved to Halifax in 2025"),
])
def test_the_kin_before_a_name_is_ones_own(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_a_title_with_son_in_it_is_no_kin() -> None:
    assert not [s for s in summaries("We watched The Son Rises Tonight.") if s.startswith("User's son")]


# ---------------------------------------------------------------- Singlish: how to answer, a stall one has

@pytest.mark.parametrize("text", [
    "Next time you answer me short short can?",
    "Pls reply me short short, my phone screen very small.",
])
def test_answer_me_short_is_how_answers_should_be(text: str) -> None:
    assert "User wants short answers" in summaries(text)


def test_asking_once_to_be_answered_short_is_a_question() -> None:
    assert summaries("Can you answer me short?") == []


@pytest.mark.parametrize(("text", "summary"), [
    ("I got one chicken rice stall at Maxwell food centre.", "User has a chicken rice stall at Maxwell food centre"),
    ("We got one small bakery in Jurong.", "User has a small bakery in Jurong"),
])
def test_got_one_business_is_a_business_one_has(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_got_one_ticket_is_nothing_owned() -> None:
    assert summaries("I got one ticket for the match.") == []


# ---------------------------------------------------------------- units named, and a doctor's reading named after

@pytest.mark.parametrize(("text", "summary"), [
    ("Please use pounds and ounces for weights.", "User wants pounds and ounces for weights"),
    ("No metric please, pounds and ounces.", "User wants pounds and ounces"),
])
def test_two_units_named_are_how_measures_are_given(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_cups_bought_are_no_units() -> None:
    assert not [s for s in summaries("I bought cups and plates for the party.") if s.startswith("User wants")]


@pytest.mark.parametrize(("text", "summary"), [
    ("Doctor says me sugar is up, type 2 diabetes, so no more cake.", "User has type 2 diabetes and must avoid cake"),
    ("The doctor said my blood sugar is high, it's prediabetes.", "User has prediabetes"),
])
def test_a_condition_named_after_the_doctors_reading_is_the_users(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_a_condition_in_the_family_is_not_the_users() -> None:
    assert summaries("My sugar is up, type 2 diabetes runs in the family.") == []


# ---------------------------------------------------------------- a place made into another

@pytest.mark.parametrize(("text", "summary"), [
    ("We're turning the garage into a pottery studio.", "User is turning the garage into a pottery studio"),
    ("We're converting the old barn into a holiday let, opening in May.",
     "User is converting the old barn into a holiday let, opening in May 2027"),
])
def test_turning_a_place_into_another_is_a_project(text: str, summary: str) -> None:
    assert ("project", summary, None, None) in facts(text)


@pytest.mark.parametrize("text", ["I'm turning into my mother.", "The milk is turning into yoghurt."])
def test_turning_into_someone_or_something_is_no_project(text: str) -> None:
    assert not [f for f in facts(text) if f[0] == "project"]


def test_turning_an_age_is_still_a_birthday() -> None:
    assert ("episode", "User is turning 40 in May 2027", None, None) in facts("I'm turning 40 in May.")


# ---------------------------------------------------------------- a move done, its past unsaid

@pytest.mark.parametrize(("text", "summary"), [
    ("My son move to Glasgow last week.", "User's son moved to Glasgow in the week of 26 October 2026"),
    ("Priya move up to Leeds yesterday.", "Priya moved to Leeds"),
])
def test_a_bare_move_with_a_time_gone_by_is_done(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_a_bare_move_ahead_is_still_a_plan() -> None:
    assert [s for s in summaries("We move to Porto next month.") if s.startswith("User is moving to Porto")]
