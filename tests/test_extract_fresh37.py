"""Fresh set thirty-seven (docs/extraction.md, "Fresh set thirty-seven (`o15-*`, fresh37 …)"): a greeting of the hour
before a name said without "is" ("Good afternoon, my name Tomasz"), "Big changes, …" and "I should explain that …"
opening news, a dislike said after a rule for the answers ("don't use hashtags in your replies, I hate them"), "write
short sentences for me", a post of training or research accepted ("a postdoc at …", "an apprenticeship with …"), the
subject after a teacher's title ("a lecturer of law"), a job without its article before a place named by its kind ("I
am nurse in a care home"), two things asked with their own verbs ("check my spelling and explain the mistakes"), why a
pastime was taken up ("the cello to keep my mind busy"), and "my name is not important" naming nobody. Real extractor.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd.brain.candidate import Candidate
from tests import chat

TS = dt.datetime(2026, 6, 9, 12, 0, tzinfo=dt.UTC)


def dialogue(*lines: str) -> list[Candidate]:
    return chat.heard(*lines, at=TS)


def summaries(*lines: str) -> list[str]:
    return [c.summary for c in dialogue(*lines)]


# ---------------------------------------------------------------- a greeting of the hour, then "my name X"

@pytest.mark.parametrize(("text", "name"), [
    ("Good afternoon, my name Tomasz.", "Tomasz"),
    ("good evening, my name Renata, I am nurse in Gdańsk", "Renata"),
    ("Good morning! my name Oyelaran.", "Oyelaran"),
])
def test_a_greeting_of_the_hour_before_a_name_said_without_is(text: str, name: str) -> None:
    assert f"User's name is {name}" in summaries(text)


@pytest.mark.parametrize("text", [
    "Good evening, my name is not important, I just need a recipe.",
    "My name is irrelevant, what matters is the deadline.",
    "Good morning is the name of my favourite song.",
])
def test_no_name_given_is_no_name(text: str) -> None:
    assert not any(s.startswith("User's name") for s in summaries(text))


def test_a_name_that_starts_like_a_refusal_is_still_a_name() -> None:
    assert "User's name is Nota Bene" in summaries("My name is Nota Bene.")


# ---------------------------------------------------------------- news opened by "Big changes," / "I should explain that"

def test_big_changes_opens_the_news() -> None:
    assert "User is moving to Aberdeen in March 2027" in summaries("Big changes, we're moving to Aberdeen in March.")


def test_big_changes_asked_about_is_no_news() -> None:
    assert summaries("Big changes, what do you think about them?") == []


def test_i_should_explain_that_opens_a_fact() -> None:
    assert "User has coeliac disease" in summaries("I should explain that I have coeliac disease.")


def test_explaining_something_to_someone_is_no_fact() -> None:
    assert summaries("I should explain that to my son before Friday.") == []


# ---------------------------------------------------------------- a rule for the answers, then "I hate them"

def test_a_rule_for_the_answers_and_the_dislike_after_it_are_both_kept() -> None:
    found = dialogue("Please don't use hashtags in your replies, I hate them.")
    kinds = {(c.type, c.summary) for c in found}
    assert ("constraint", "User does not want hashtags used in replies") in kinds
    assert ("preference", "User hates hashtags") in kinds


def test_a_thing_refused_in_food_is_still_only_disliked() -> None:
    assert summaries("Please don't suggest recipes with olives, I hate them.") == ["User hates olives"]


def test_a_rule_about_that_is_no_rule() -> None:
    assert summaries("Don't use that in your answers, I hate it.") == []


# ---------------------------------------------------------------- "write short sentences for me"

@pytest.mark.parametrize(("text", "kept"), [
    ("Write short sentences for me please.", "User wants short sentences"),
    ("please write simple sentences, my English is not so good", "User wants simple sentences"),
])
def test_short_sentences_asked_with_a_verb_of_writing(text: str, kept: str) -> None:
    assert kept in summaries(text)


@pytest.mark.parametrize("text", ["Write short sentences for the spelling quiz.", "Write me short sentences about autumn."])
def test_sentences_written_for_a_piece_of_work_are_no_rule(text: str) -> None:
    assert summaries(text) == []


# ---------------------------------------------------------------- a postdoc, an apprenticeship taken

@pytest.mark.parametrize(("text", "kept"), [
    ("I accepted a postdoc at Uppsala University.", "User accepted a postdoc at Uppsala University"),
    ("I took an apprenticeship with Vaillant.", "User took an apprenticeship with Vaillant"),
    ("I just got an internship at Arup for the summer!", "User got an internship at Arup for the summer"),
])
def test_a_post_of_training_or_research_is_a_new_job(text: str, kept: str) -> None:
    found = dialogue(text)
    assert any(c.type == "identity" and c.summary == kept for c in found), found


def test_a_post_without_a_place_is_no_job() -> None:
    assert not any(c.type == "identity" for c in dialogue("I accepted an internship."))


# ---------------------------------------------------------------- "a teacher of English"

@pytest.mark.parametrize(("text", "kept"), [
    ("I am teacher of English at a high school in Hue.", "User is a teacher of English at a high school in Hue"),
    ("I'm a lecturer of law at Makerere.", "User is a lecturer of law"),
])
def test_the_subject_taught_stays_with_the_title(text: str, kept: str) -> None:
    assert kept in summaries(text)


@pytest.mark.parametrize("text", ["I'm a tutor of my own kids.", "I am a teacher of the deaf."])
def test_of_before_whom_is_no_subject(text: str) -> None:
    got = summaries(text)
    assert not any(" of " in s for s in got), got
    assert any(s.startswith("User is a t") for s in got), got


# ---------------------------------------------------------------- a job without its article, before a place by its kind

@pytest.mark.parametrize(("text", "kept"), [
    ("I am nurse in a care home.", "User is a nurse in a care home"),
    ("I am teacher at a primary school in Bristol.", "User is a teacher at a primary school in Bristol"),
])
def test_a_job_without_its_article_before_a_place_by_its_kind(text: str, kept: str) -> None:
    assert kept in summaries(text)


@pytest.mark.parametrize("text", ["I am tired in the evenings.", "I am member at the gym."])
def test_no_job_before_the_place_is_no_job(text: str) -> None:
    assert summaries(text) == []


# ---------------------------------------------------------------- two things asked, each with its verb

@pytest.mark.parametrize(("text", "kept"), [
    ("Please check my spelling and explain the mistakes every time.",
     "User wants their spelling checked and the mistakes explained"),
    ("Always correct my grammar and mark the mistakes.", "User wants their grammar corrected and the mistakes marked"),
])
def test_two_things_asked_each_with_its_verb(text: str, kept: str) -> None:
    assert kept in summaries(text)


def test_one_thing_asked_is_kept_as_before() -> None:
    got = summaries("Please correct my English and the grammar every time.")
    assert got == ["User wants their English and the grammar corrected"], got


# ---------------------------------------------------------------- why a pastime was taken up

@pytest.mark.parametrize(("text", "kept"), [
    ("I've taken up the cello to keep my mind busy.", "User took up the cello"),
    ("I took up the banjo so I can play with my grandson.", "User took up the banjo"),
])
def test_why_an_instrument_was_taken_up_is_not_the_pastime(text: str, kept: str) -> None:
    assert kept in summaries(text)


def test_taking_up_a_carpet_is_no_pastime() -> None:
    assert summaries("I took up the carpet to fix the floor.") == []


# ---------------------------------------------------------------- children listed with their ages after a comma or a space

@pytest.mark.parametrize(("text", "kept", "names"), [
    ("We have two sons, Ali, 9, and Omar, 4.", "User has two sons: Ali, 9, and Omar, 4", ["Ali", "Omar"]),
    ("we have 2 daughters Leyla 7 and Sevda 2", "User has 2 daughters: Leyla, 7, and Sevda, 2", ["Leyla", "Sevda"]),
])
def test_children_listed_with_their_ages_are_each_a_person(text: str, kept: str, names: list[str]) -> None:
    found = [c for c in dialogue(text) if c.summary == kept]
    assert found and [p.name for p in found[0].persons] == names, dialogue(text)


@pytest.mark.parametrize(("text", "kept"), [("we have three kids under 6", "User has three kids under 6"),
                                             ("We have two boys Under 5 in the house.", None)])
def test_a_word_before_a_number_is_no_child(text: str, kept: str | None) -> None:
    found = [c for c in dialogue(text) if c.type == "relationship"]
    assert not any(c.persons for c in found), found
    if kept:
        assert [c.summary for c in found] == [kept]


def test_numbers_after_the_last_name_only_are_no_ones_age() -> None:
    found = [c for c in dialogue("I have two sisters, Ines and Greta, 30 and 25.") if c.type == "relationship"]
    assert [c.summary for c in found] == ["User has two sisters: Ines and Greta"]
    assert [p.name for p in found[0].persons] == ["Ines", "Greta"]


# ---------------------------------------------------------------- "I'm afraid we have cancelled …"

@pytest.mark.parametrize(("text", "kept"), [
    ("I am afraid we have cancelled the cruise to Madeira.", "User has cancelled the cruise to Madeira"),
    ("I'm afraid that my uncle Pavel died on 2 June.", "User's uncle Pavel died on 2 June 2026"),
])
def test_i_am_afraid_before_bad_news_is_said_politely(text: str, kept: str) -> None:
    assert kept in summaries(text)


def test_afraid_of_something_is_still_a_fear() -> None:
    assert "User is afraid of wasps" in summaries("I'm afraid of wasps.")


def test_afraid_not_to_know_is_no_fact() -> None:
    assert summaries("I'm afraid I don't know the answer either.") == []


# ---------------------------------------------------------------- moving back in with someone

def test_moving_back_in_with_someone_is_a_move() -> None:
    got = summaries("im moving back in with my parents in luton end of july")
    assert any(s.startswith("User is moving back in with their parents") for s in got), got


def test_moving_back_in_time_is_no_move() -> None:
    assert summaries("We're moving back in time for the next lesson.") == []


# ---------------------------------------------------------------- how far along a course is, in brackets after it

@pytest.mark.parametrize(("text", "kept"), [
    ("I study chemistry in Graz (second semester).", "User studies chemistry in Graz (second semester)"),
    ("I study law at Utrecht.", "User studies law at Utrecht"),
])
def test_a_course_with_how_far_along_in_brackets(text: str, kept: str) -> None:
    assert kept in summaries(text)


def test_studying_in_the_library_is_no_course() -> None:
    assert summaries("I study in the library (quieter).") == []


# ---------------------------------------------------------------- parts of every answer skipped "in your answers"

@pytest.mark.parametrize(("text", "kept"), [
    ("Skip the preamble and caveats in your answers, just get to the point.", "User wants the preamble and caveats skipped"),
    ("Skip the pleasantries in your replies.", "User wants the pleasantries skipped"),
])
def test_parts_skipped_in_every_answer(text: str, kept: str) -> None:
    assert kept in summaries(text)


@pytest.mark.parametrize("text", ["Skip the caveats in your reply to my landlord.", "Skip the preamble in your answer to this one."])
def test_parts_skipped_in_one_reply_are_no_rule(text: str) -> None:
    assert summaries(text) == []

