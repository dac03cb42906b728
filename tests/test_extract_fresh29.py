"""Eight more voices written before the fresh29 round (docs/extraction.md, "Eight more voices, written before the
round (e15)"): a taxi driver in Accra, a Polish-born CPA in Chicago, a deafblind reader on a braille display, a Tamil
grandmother typed for by her grandson, a Marine veteran, a Japanese student in Dublin, a North Sea operator, a single
dad in Johannesburg. Each family of sentences a rule a person would name; the real extractor.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt
import functools

import pytest

from tests import chat

AT = dt.datetime(2026, 8, 12, 9, 0, tzinfo=dt.UTC)

facts = functools.partial(chat.facts, at=AT)
summaries = functools.partial(chat.summaries, at=AT)


# ---------------------------------------------------------------- a month of every year

@pytest.mark.parametrize(("text", "summary"), [
    ("My brother Kofi visits us for Easter every April.", "User's brother Kofi visits them for Easter every April"),
    ("My aunt Rosa flies in from Manila each December.", "User's aunt Rosa flies in from Manila each December"),
])
def test_every_month_is_every_year_no_date(text: str, summary: str) -> None:
    said = summaries(text)
    assert any(s.startswith(summary) for s in said), said
    assert not [s for s in said if "every in" in s or "each in" in s or "2026" in s or "2027" in s], said


# ---------------------------------------------------------------- "my other son"

@pytest.mark.parametrize(("text", "summary"), [
    ("My other daughter Nadia works in Lisbon.", "User's daughter Nadia works in Lisbon"),
    ("Our other son Idris is at university in Leeds.", "User's son Idris is at university in Leeds"),
])
def test_my_other_kin_by_name_is_that_kin(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_my_other_half_is_still_a_partner() -> None:
    assert "User's partner Leon is a chef" in summaries("My other half Leon is a chef.")


# ---------------------------------------------------------------- "Please my name is"

@pytest.mark.parametrize(("text", "name"), [
    ("Please, my name is Efua Boateng.", "Efua Boateng"),
    ("Good afternoon. Please my name is Ngozi and I sell fabric in Kumasi.", "Ngozi"),
])
def test_please_before_an_introduction_is_politeness(text: str, name: str) -> None:
    assert f"User's name is {name}" in summaries(text)


@pytest.mark.parametrize("text", [
    "my name is spelt with a K, not a C",
    "My name is pronounced Shi-vawn, by the way.",
])
def test_how_a_name_is_spelt_is_no_name(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User's name is")]


# ---------------------------------------------------------------- a word of assent, then name and role

@pytest.mark.parametrize(("text", "name", "role"), [
    ("Right. Fiona, midwife in Dundee.", "Fiona", "User is a midwife in Dundee"),
    ("Aye. Ewan, crane operator at the docks.", "Ewan", "User is a crane operator"),
])
def test_assent_then_name_and_role_introduces(text: str, name: str, role: str) -> None:
    said = summaries(text)
    assert f"User's name is {name}" in said, said
    assert any(s.startswith(role) for s in said), said


def test_assent_then_a_city_and_a_question_is_no_name() -> None:
    assert not [s for s in summaries("Ok. Lisbon, what should I see there?") if s.startswith("User's name")]


@pytest.mark.parametrize(("text", "summary"), [
    ("I'm a crane operator in Rotterdam.", "User is a crane operator in Rotterdam"),
    ("I'm a CPA in Denver.", "User is a CPA in Denver"),
])
def test_operator_and_cpa_are_jobs(text: str, summary: str) -> None:
    assert summary in summaries(text)


# ---------------------------------------------------------------- typed for someone else

def test_the_one_typing_for_the_user_is_not_the_user() -> None:
    said = summaries("Hello, this is Kiran, I'm typing this for my grandad because of his arthritis.",
                     "Good morning. I am Harold, I was a postman for forty years.")
    assert "User's name is Kiran" not in said, said
    assert "User's name is Harold" in said, said


def test_writing_on_behalf_of_a_parent_gives_no_name() -> None:
    said = summaries("Dev here, writing this on behalf of my mum, she wants to learn to video call.")
    assert not [s for s in said if s.startswith("User's name is")], said


# ---------------------------------------------------------------- greetings of other languages

@pytest.mark.parametrize("greeting", ["Vanakkam", "Sawubona", "Howzit", "Namaskar"])
def test_a_greeting_of_another_language_opens_an_introduction(greeting: str) -> None:
    said = summaries("Can you help me plan a garden?", f"{greeting}. I am Nomvula, I am 66.")
    assert "User's name is Nomvula" in said, said


# ---------------------------------------------------------------- who says it is who "she" is

@pytest.mark.parametrize("text", [
    "Nani says thank you and she is going to bed now.",
    "Oupa said thanks, he is off to feed the chickens.",
])
def test_the_one_who_says_is_who_the_pronoun_means(text: str) -> None:
    said = summaries("My cousin Ana lives in Porto and my uncle Jorge lives in Braga.", text)
    assert not [s for s in said if "bed" in s or "chickens" in s], said


# ---------------------------------------------------------------- how an answer is laid out

@pytest.mark.parametrize(("text", "summary"), [
    ("no tables.", "User wants no tables"),
    ("No markdown please, my screen reader reads out every asterisk.", "User wants no markdown"),
    ("no ascii art.", "User wants no ascii art"),
])
def test_layout_an_answer_should_not_have(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", [
    "We went for dinner but there were no tables left.",
    "I make oak tables in my workshop.",
])
def test_tables_of_a_life_are_no_rule(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User wants")]


# ---------------------------------------------------------------- "so keep it short" after the user's situation

@pytest.mark.parametrize("text", [
    "The signal on the boat is awful so keep it short.",
    "I read these on a tiny phone screen, so keep it short.",
])
def test_keep_it_short_after_the_users_situation_is_every_answer(text: str) -> None:
    assert "User wants short answers" in summaries(text)


@pytest.mark.parametrize("text", [
    "Can you draft a toast for my cousin's wedding? I get nervous so keep it short.",
    "He hates long messages, so keep it short.",
])
def test_keep_it_short_for_a_piece_or_for_someone_else_is_no_rule(text: str) -> None:
    assert "User wants short answers" not in summaries(text)


def test_keep_it_short_for_a_reason_of_the_moment_is_no_rule() -> None:
    assert "User wants short answers" not in summaries("I'm on my lunch break so keep it short.")


# ---------------------------------------------------------------- "dad to my boy"

@pytest.mark.parametrize(("text", "summary"), [
    ("I'm a single dad to my boy Sizwe, he's 11.", "User's son Sizwe is 11"),
    ("I'm a proud mum to my girl Keira, she's 7.", "User's daughter Keira is 7"),
])
def test_boy_and_girl_after_a_parent_word_are_son_and_daughter(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_my_girl_alone_is_no_daughter() -> None:
    assert not [s for s in summaries("My girl Naledi says hi.") if "daughter" in s]
