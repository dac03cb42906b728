"""Dense first messages in new voices (cap57, session 57; docs/extraction.md, "The cap of three, dense first
messages (cap57, session 57)").

- after a name, "Wife Darla is vet tech at the clinic", "Son Malte trains as electrician" (a learner's dropped "my" and
  article) are the relative's, not the user's role;
- an introduction said in other words: "Name is Kioko Musyoka, 39", "Me is Grigore", "soy maite, 26", "Ich bin Esra",
  "Eder hier, 49", "Myself Ravi, age 46", "colm mannion, 57, …", "Paavo Räsänen. 63.", and a name's lower-case
  particle ("Azlan bin Yusof here, 44.");
- a trade said by its verb with a sign of a living ("I dig wells … for villages", "I repair shoes in my small shop",
  "I shoe horses for ranches, been at it 25 years", "I polish diamonds …, 8 years experience") is the user's work;
- a few job nouns (ferryman, stevedore, thatcher, …) and "farrier out of Sheridan" after the age;
- "I have a girlfriend, Lucía, she's a vet": the "she" is the one just named;
- a letter closed in the writer's own language ("Cordiali saluti,\\nName") is signed.

Sentences are written for these tests, not copied from the labelled set (q16-).
"""

from __future__ import annotations

import datetime as dt
import functools

import pytest

from tests import chat

AT = dt.datetime(2026, 2, 10, 9, 0, tzinfo=dt.UTC)

summaries = functools.partial(chat.summaries, at=AT)


# -- a relative's fragment after the name ------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "theirs"), [
    ("Myself Prakash, age 51. Wife Lalitha is staff nurse in district hospital.", "User's wife Lalitha is staff nurse"),
    ("Dale Rourke, 60, rancher out of Billings. Wife Tammy is dental hygienist in town.", "User's wife Tammy is dental hygienist"),
    ("Ingo Brandt here, 52. Son Malte trains as electrician in Kiel.", "User's son Malte trains as electrician"),
])
def test_a_relatives_fragment_after_the_name_is_theirs(text: str, theirs: str) -> None:
    got = summaries(text)
    assert any(s.startswith(theirs) for s in got), got
    assert not any(s.startswith("User is a wife") or s.startswith("User is a son") for s in got), got


def test_a_bare_role_after_the_name_is_still_the_users() -> None:
    got = summaries("Marta Vidal, 38. Head nurse at Hospital del Mar.")
    assert any("head nurse" in s and s.startswith("User is") for s in got), got


# -- an introduction said in other words -------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "name", "age"), [
    ("Name is Juma Otieno, 41 years. I drive a matatu.", "Juma Otieno", "41"),
    ("Hello. Me is Costel, I have 48 years, I work in Spain.", "Costel", "48"),
    ("qué tal! soy agustina ramos, 27, from tandil. i work in a pharmacy.", "Agustina Ramos", "27"),
    ("Ich bin Henrike, 35, I work in a bakery.", "Henrike", "35"),
    ("Moin, Jörg Lüders hier, 58, I run a small hardware store.", "Jörg Lüders", "58"),
    ("Myself Ravindra, age 46, working as foreman in a steel plant.", "Ravindra", "46"),
    ("fergal brody, 61, westport.", "Fergal Brody", "61"),
    ("Ilmari Kettunen. 70. Retired, mostly fishing now.", "Ilmari Kettunen", "70"),
    ("Faizal bin Hamid here, 38. I drive a lorry.", "Faizal bin Hamid", "38"),
    ("Hi, I'm Joost van Leeuwen, 44, and I farm tulips.", "Joost van Leeuwen", "44"),
])
def test_an_introduction_in_other_words_gives_the_name_and_age(text: str, name: str, age: str) -> None:
    got = summaries(text)
    assert f"User's name is {name}" in got, got
    assert f"User is {age} years old" in got, got


@pytest.mark.parametrize("text", [
    "Name is important to me, so spell it right.",
    "Me is happy today lol.",
    "soy milk is great, I drink it daily.",
    "Ich bin müde. I slept badly.",
    "my son, 12. he wants a phone.",
    "Tokyo. 30. Humid.",
    "Thanks. 10.",
])
def test_no_name_is_read_from_a_near_miss(text: str) -> None:
    got = summaries(text)
    assert not any(s.startswith("User's name is") for s in got), got


# -- a trade said by its verb, with a sign of a living ----------------------------------------------------------------

@pytest.mark.parametrize(("text", "work"), [
    ("I dig boreholes and fit solar pumps for farms around Mwingi.", "User digs boreholes"),
    ("I repair watches in my small shop near the station, since 1998.", "User repairs watches"),
    ("I shoe horses for ranches up the valley, been at it 20 years.", "User shoes horses for ranches up the valley, for 20 years"),
    ("I polish gemstones in a unit at Jaipur, 12 years experience.", "User polishes gemstones"),
    ("I restore old maps for the Bodleian Library Trust.", "User restores old maps"),
    ("I mend nets and fish crab out of Dingle with my own boat.", "User mends nets"),
])
def test_a_trade_said_by_its_verb_is_the_users_work(text: str, work: str) -> None:
    got = chat.read(text, at=AT, cap=6)
    assert any(c.summary.startswith(work) and c.type == "identity" for c in got), [(c.type, c.summary) for c in got]


@pytest.mark.parametrize("text", [
    "I fix bikes in my garage on Sundays.",
    "I sew dresses for my daughters.",
    "I grow tomatoes in my garden.",
    "I sell cakes from my house on Saturdays.",
])
def test_a_pastime_said_by_the_same_verbs_is_no_work(text: str) -> None:
    got = chat.read(text, at=AT, cap=6)
    assert not any(c.type == "identity" for c in got), [(c.type, c.summary) for c in got]


# -- job nouns and where the trade works from --------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "job"), [
    ("I'm a ferryman on the Severn.", "ferryman"),
    ("I am stevedore at the container terminal.", "stevedore"),
    ("I'm a thatcher in Norfolk.", "thatcher"),
    ("Hank Dvorak, 52, farrier out of Cody, Wyoming.", "farrier"),
])
def test_job_nouns_the_rules_did_not_know(text: str, job: str) -> None:
    got = summaries(text)
    assert any(job in s and s.startswith("User") and "name" not in s for s in got), got


def test_a_given_name_that_is_a_trade_stays_a_name() -> None:
    got = summaries("Hi, I'm Tanner, 17.")
    assert "User's name is Tanner" in got, got


# -- "she" after a relative just named ---------------------------------------------------------------------------------

def test_she_is_the_one_just_named() -> None:
    got = summaries("I moved home to look after my mum. I have a girlfriend, Noor, she's a midwife.")
    assert "User's girlfriend Noor is a midwife" in got, got
    assert not any("mum is a midwife" in s for s in got), got


def test_a_comma_after_i_have_a_question_names_no_one() -> None:
    got = summaries("I have a question, Noor, she is late again.")
    assert not any("question" in s for s in got), got


# -- a letter closed in the writer's language --------------------------------------------------------------------------

@pytest.mark.parametrize("closing", ["Cordiali saluti,", "Liebe Grüße,", "Un abrazo,", "Med vennlig hilsen,"])
def test_a_letter_closed_in_another_language_is_signed(closing: str) -> None:
    got = summaries(f"Good morning. I am 64 and I keep bees.\n\n{closing}\nBenedetta")
    assert "User's name is Benedetta" in got, got


def test_a_closing_without_a_name_signs_nothing() -> None:
    got = summaries("Good morning. I am 64 and I keep bees.\n\nCordiali saluti,\ngrazie")
    assert not any(s.startswith("User's name is") for s in got), got
