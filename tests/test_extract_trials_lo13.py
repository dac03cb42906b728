"""Leftovers of issue 12, thirteenth round (docs/extraction.md, "leftovers13"): a course's final said without "my"
and with a short month, answer formats said as what works for the writer, walls of text without a participle, a
list of code-style rules to its last item, a team's stack said "we're on X + Y here", a student's year, job words in
German, a relative coming to stay over a holiday, a relative's dated wedding, a partner's share said only by a time
of day. Real extractor.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd.brain.candidate import Candidate
from mercuryd.brain.extract_rules import extract
from tests import chat

TS = dt.datetime(2026, 3, 9, 9, 0, tzinfo=dt.UTC)  # a Monday


def dialogue(*lines: str, at: dt.datetime = TS) -> list[Candidate]:
    return chat.heard(*lines, at=at)


def summaries(*lines: str, at: dt.datetime = TS) -> list[str]:
    return [c.summary for c in dialogue(*lines, at=at)]


# ---------------------------------------------------------------- a course's final or midterm, without "my"

@pytest.mark.parametrize(("text", "summary"), [
    ("chem midterm is mar 20", "User's chem midterm is on 20 March 2026"),
    ("Anatomy final is on 5 june", "User's anatomy final is on 5 June 2026"),
    ("organic chem final is apr 14 and i know nothing lol", "User's organic chem final is on 14 April 2026"),
    ("my stats midterm is April 9", "User's stats midterm is on 9 April 2026"),
    ("my econ final is sept 2", "User's econ final is on 2 September 2026"),
])
def test_a_course_exam_with_its_date(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", [
    "Champions League final is on 30 May",  # a final of a sport is anyone's
    "cup final is on 3 May",
    "Her midterm is on 3 May",
    "the meeting is on mar 3",
])
def test_a_final_that_is_not_the_users(text: str) -> None:
    assert not any(s.startswith("User's") for s in summaries(text))


# ---------------------------------------------------------------- the shape of answers, said as what works for the writer

@pytest.mark.parametrize(("text", "summary"), [
    ("short paragraphs work better for me", "User prefers short paragraphs"),
    ("ok but bullet points work best for my brain, I skim everything", "User prefers bullet points"),
    ("tables work better for me than prose when you compare phones", "User prefers tables to prose"),
    ("Worked examples work much better for me", "User prefers worked examples"),
])
def test_a_shape_of_answer_that_works_better(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", [
    "Mornings work better for me",  # a time, no shape of an answer
    "the blue one works better for me",
    "do numbered lists work better for kids?",
    "tables work better for my living room than sofas",
])
def test_what_works_better_that_is_no_shape_of_answer(text: str) -> None:
    assert not any(s.startswith("User prefers") for s in summaries(text))


# ---------------------------------------------------------------- walls of text, not "given"

@pytest.mark.parametrize(("text", "summary"), [
    ("don't give me massive walls of text, I'm on my phone", "User does not want massive walls of text"),
    ("Never send me giant blocks of writing.", "User does not want giant blocks of writing"),
    ("please don't give me long chunks of text", "User does not want long chunks of text"),
])
def test_how_an_answer_looks_is_not_a_thing_given(text: str, summary: str) -> None:
    found = summaries(text)
    assert summary in found, found
    assert not any(s.endswith(("given", "sent")) for s in found)


def test_a_thing_handed_over_keeps_its_participle() -> None:
    assert "User does not want the answer given" in summaries("don't give me the answer, just hints")


# ---------------------------------------------------------------- a list of code-style rules, to its last item

def test_a_style_list_after_a_colon_is_read_to_its_last_item() -> None:
    found = summaries("python style for this project: type hints everywhere, f-strings, and no wildcard imports")
    assert "User wants type hints everywhere in Python" in found
    assert "User wants f-strings in Python" in found
    assert "User wants no wildcard imports in Python" in found


def test_the_last_style_item_after_an_instruction() -> None:
    found = summaries("from now on write SQL in Postgres dialect pls, and uppercase keywords")
    assert "User wants uppercase keywords in SQL" in found


@pytest.mark.parametrize("text", [
    "sql style: whatever, idc",  # nothing named
    "Python style: I hate it, honestly",  # a sentence of the user's
    "always answer in English, and lowercase keywords",  # no language of code named
])
def test_no_style_rule_without_items_or_language(text: str) -> None:
    assert not any(" in SQL" in s or " in Python" in s or "keywords" in s for s in summaries(text))


# ---------------------------------------------------------------- the stack at work, said "we're on X + Y here"

@pytest.mark.parametrize(("text", "summary"), [
    ("we're on Airflow and Redshift here", "User's stack at work is Airflow and Redshift"),
    ("here we're on Rails + Postgres, nothing fancy", "User's stack at work is Rails and Postgres"),
    ("new ticket. we're on Kafka + Flink at work", "User's stack at work is Kafka and Flink"),
])
def test_the_stack_said_as_where_the_team_is(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", [
    "we're on holiday here",
    "we're on Mondays and Fridays here",  # days, no tools
    "we're on the train and the bus here",
    "we're on Rails + Postgres",  # no work said: whose stack is not known
])
def test_being_on_something_that_is_no_stack_at_work(text: str) -> None:
    assert not any("stack" in s for s in summaries(text))


# ---------------------------------------------------------------- a student's year, said without "my" and "of"

@pytest.mark.parametrize(("text", "summary"), [
    ("i'm in 3rd year computer science at UCD", "User is in their 3rd year of computer science at UCD"),
    ("I'm in first year engineering", "User is in their first year of engineering"),
    ("im in final year law and so stressed", "User is in their final year of law"),
])
def test_a_students_year_and_subject(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", ["I'm in 2nd year now", "I'm in second year at Trinity", "im in first year lol"])
def test_a_year_without_a_subject_is_no_course(text: str) -> None:
    assert not any(" year of " in s for s in summaries(text))


# ---------------------------------------------------------------- a job and an apprenticeship named in German

@pytest.mark.parametrize(("text", "summary"), [
    ("I work as Pflegehelferin in an old people's home in Linz", "User works as a Pflegehelferin in an old people's home in Linz"),
    ("I work as Reinigungskraft, cleaner, at the hospital", "User works as a Reinigungskraft (cleaner) at the hospital"),
    ("I now work as Verkäuferin in a bakery", "User works as a Verkäuferin in a bakery"),
])
def test_a_job_named_in_german(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize(("text", "summary"), [
    ("In August I start my Ausbildung als Mechatroniker, 3.5 years",
     "User is starting an Ausbildung (apprenticeship) as Mechatroniker in August 2026"),
    ("Now I begin Ausbildung zum Tischler in September, carpenter training",
     "User is starting an Ausbildung (apprenticeship) as Tischler (carpenter training) in September 2026"),
])
def test_an_apprenticeship_named_in_german(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", [
    "I work with Koch in Graz",  # a surname, no job
    "Can you start my Ausbildung als Koch?",
    "I work as a teacher in Graz",  # an English job is read as before
])
def test_no_german_job_where_none_is_named(text: str) -> None:
    found = summaries(text)
    assert not any("Koch" in s or "Ausbildung" in s for s in found)


# ---------------------------------------------------------------- a relative named, coming to stay at a holiday

@pytest.mark.parametrize(("text", "summary"), [
    ("My grandson Kit is coming to stay over Easter", "User's grandson Kit is coming to stay over Easter 2026"),
    ("my niece Orla is coming to stay over half term and I need craft ideas", "User's niece Orla is coming to stay over half term"),
    ("my sister Dani come to stay for Christmas, from Porto.", "User's sister Dani is coming to stay for Christmas 2026 from Porto"),
])
def test_a_named_relative_coming_to_stay_at_a_holiday(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", [
    "my grandson Kit is coming to stay for the summer, he's 12",  # a stay of months: who he is, as before
    "My sister Ana is coming to stay",  # no when
    "is your brother Tom coming to stay over Easter?",
])
def test_no_dated_stay_of_a_named_relative(text: str) -> None:
    assert not any("coming to stay" in s for s in summaries(text))


# ---------------------------------------------------------------- a relative's dated day

@pytest.mark.parametrize(("text", "summary"), [
    ("My cousin's wedding is on 9th October", "User's cousin's wedding is on 9 October 2026"),
    ("my brother's graduation is on June 20 so I need a dress", "User's brother's graduation is on 20 June 2026"),
    ("Also my niece's christening is on the 3rd of May, would a bible be a good gift?",
     "User's niece's christening is on 3 May 2026"),
])
def test_a_relatives_dated_day(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", [
    "my friend's wedding was lovely",
    "Is my nephew's wedding on the 5th of December?",
    "your sister's wedding is on 3 May",
])
def test_no_dated_day_of_a_relative(text: str) -> None:
    assert not any("wedding is on" in s for s in summaries(text))


def test_a_yes_no_question_after_a_comma_leaves_what_was_said() -> None:
    assert "User has a peanut allergy" in summaries("I have a peanut allergy, is this cake safe?")


# ---------------------------------------------------------------- a share of the day said only by its time

@pytest.mark.parametrize("text", [
    "My wife Ines works early, so she does the mornings.",
    "my partner Lou does the evenings now",
])
def test_a_share_said_only_by_its_time_is_no_fact(text: str) -> None:
    assert not any(s.endswith(("mornings", "evenings", "evenings now")) for s in summaries(text))


@pytest.mark.parametrize(("text", "summary"), [
    ("my partner Lou does the school run", "User's partner Lou does the school run"),
    ("my husband Ade does the bedtimes", "User's husband Ade does the bedtimes"),
])
def test_a_share_said_by_what_is_done_is_kept(text: str, summary: str) -> None:
    assert summary in summaries(text)


# ---------------------------------------------------------------- an age said with "years" and without "old"

@pytest.mark.parametrize(("text", "summary"), [
    ("My daughter is Lena, 5 years.", "User's daughter Lena is 5"),
    ("My son is Bruno, 9.", "User's son Bruno is 9"),
    ("my son Bruno is 9 years", "User's son Bruno is 9"),
])
def test_an_age_said_as_a_learner_says_it(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_years_of_something_else_are_no_age() -> None:
    assert not any(s.endswith("is 6") for s in summaries("my son is 6 years behind in reading"))


# ---------------------------------------------------------------- "mind" closing a request

@pytest.mark.parametrize(("text", "summary"), [
    ("Don't give me long answers mind, I read them on the bus.", "User does not want long answers"),
    ("No big words mind.", "User wants no big words"),
])
def test_mind_closing_a_request_is_a_word_of_speech(text: str, summary: str) -> None:
    found = summaries(text)
    assert summary in found, found
    assert not any(s.endswith("mind") or " mind " in s for s in found)


@pytest.mark.parametrize("text", ["please keep it in mind", "never mind, I'll do it", "please don't mind me"])
def test_mind_as_a_word_of_its_own_is_left(text: str) -> None:
    assert not any("User wants" in s and "mind" not in s for s in summaries(text))


# ---------------------------------------------------------------- a bare tie folded into the named relative's visit

def test_a_bare_tie_folds_into_a_visit_that_names_the_relative() -> None:
    found = summaries("My son is Noah, 8. Noah starts school on Monday. My sister Bea is coming to stay for Easter. "
                      "I'm a nurse.", at=TS)
    assert "User's sister is Bea" not in found or len(found) < 6
    three = [c.summary for c in extract(chat.dialogue("My son is Noah, 8. My sister Bea is coming to stay for Easter. "
                                                      "My daughter Ivy is 4.", at=TS), max_facts=3)]
    assert "User's sister is Bea" not in three, three
    assert any(s.startswith("User's sister Bea is coming to stay for Easter") for s in three), three


# ---------------------------------------------------------------- "something" for an occasion, with someone

@pytest.mark.parametrize("text", [
    "My nephew Alfie visits at Easter and I want to cook something Italian with him",
    "I want to make something Scottish for my dad on Sunday",
])
def test_something_for_an_occasion_is_no_goal(text: str) -> None:
    assert not any(s.startswith("User wants to") for s in summaries(text))


def test_a_thing_named_with_someone_is_still_a_goal() -> None:
    assert "User wants to bake sourdough with their daughter" in summaries("I want to bake sourdough with my daughter")
