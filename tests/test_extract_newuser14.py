"""What the two years of newuser14 (session 46; tests/test_newuser14.py: Oksana in Kraków, Tevita in Auckland) showed
of the rules extractor, each pinned with sentences written for this test (the store's side is
tests/test_store_newuser14.py). Beside each rule, sentences like it that must store nothing of the kind.
"""

from __future__ import annotations

import datetime as dt
import functools

import pytest

from tests import chat

AT = dt.datetime(2026, 6, 20, 9, 0, tzinfo=dt.UTC)

summaries = functools.partial(chat.summaries, at=AT)


# ---------------------------------------------------------------- "forget the X, <why>": an aim dropped

@pytest.mark.parametrize(("text", "summary"), [
    ("forget the CIMA, I have no time with the night shifts and the kids", "User dropped the CIMA"),
    ("forget the 5 kilo, i put it all back on over christmas", "User dropped the 5 kilo"),
    ("forget the Berlin marathon, my hamstring is gone again", "User dropped the Berlin marathon"),
    ("forget super league trials, shoulder wont be right till next season", "User dropped super league trials"),
    ("so forget the masters, not happening this year", "User dropped the masters"),
])
def test_an_aim_dropped_with_forget_and_why(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", [
    "forget the email, I'll write it myself",  # the listener's thing
    "forget the second one, I like the first better",
    "forget the recipe, I'm not hungry anymore",
    "forget Tomasz, I don't talk to him now",  # a name without "the": the forget request's, not an aim
    "forget it, i'll sort it out",
    "forget the CIMA",  # no why: may be "forget what you were going to tell me about it"
    "forget the weather, i want a poem",
    "forget the CIMA, what's the capital of Peru",  # no why of the user's after the comma
])
def test_forget_without_an_aim_of_the_users_drops_nothing(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User dropped")], summaries(text)


# ---------------------------------------------------------------- "my missus"

@pytest.mark.parametrize(("text", "summary"), [
    ("my missus Ana is from Porirua, her family is huge", "User's wife is Ana"),
    ("my missus Leilani works nights at Middlemore", "User's wife is Leilani"),
])
def test_my_missus_named_is_the_users_wife(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", [
    "my mate's missus Ana is from Porirua",  # a friend's
    "Ana is his missus, not mine",
])
def test_someone_elses_missus_is_not_the_users_wife(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User's wife")], summaries(text)


# ---------------------------------------------------------------- "turned 27 today" without "I"

@pytest.mark.parametrize(("text", "summary"), [
    ("turned 31 today, pizza with the flatmates", "User is 31 years old"),
    ("just turned 50 yesterday, feeling ancient", "User is 50 years old"),
    ("turned 19 on saturday!!", "User is 19 years old"),
])
def test_an_age_reached_said_without_i(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", [
    "turned 6 today! the party was chaos",  # a child's birthday told: no grown-up's age
    "turned 40 pages today, the book is slow",
    "turned 31",  # no day said with it
    "my nan turned 90 today",  # hers
])
def test_a_number_turned_that_is_no_age_of_the_users(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User is") and "years old" in s], summaries(text)


# ---------------------------------------------------------------- short answers no longer wanted

@pytest.mark.parametrize("text", [
    "you can stop the short answers now, i have more time in the evenings, longer is fine",
    "pls stop giving me short answers, I read at home now",
    "you can drop the brief replies now",
])
def test_short_answers_stopped_is_leave_for_longer(text: str) -> None:
    assert "User is fine with longer answers" in summaries(text)


@pytest.mark.parametrize("text", [
    "you can stop the short answers for this one",  # this answer only
    "stop the short answers but keep the code short",
    "can you stop the short answers?",  # asked, not said
    "stop the short story, write a poem",
])
def test_short_answers_stopped_for_now_or_asked_gives_no_leave(text: str) -> None:
    assert "User is fine with longer answers" not in summaries(text)


# ---------------------------------------------------------------- a language given for practice

@pytest.mark.parametrize(("text", "summary"), [
    ("you can write to me in czech now, simple, I want to practice", "User is fine with Czech in answers"),
    ("you can reply in German again, I want to practise for the B2", "User is fine with German in answers"),
])
def test_a_language_given_for_practice(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", [
    "you can write to me in czech now, simple",  # no why: "simple" could be anything
    "you can answer in Spanish now, I want to practice, but not for recipes",  # a limit
    "can you write to me in czech now?",
])
def test_a_language_given_with_a_limit_or_asked_is_not_read_so(text: str) -> None:
    assert not [s for s in summaries(text) if s.endswith(" in answers")], summaries(text)


# ---------------------------------------------------------------- "in small firm X": the employer by its name

@pytest.mark.parametrize(("text", "summary"), [
    ("I work now as bookkeeper in small firm Kasa Nowak, it is not my level but ok", "User works at Kasa Nowak"),
    ("I work in a small agency Brightloop as a designer", "User works at Brightloop as a designer"),
])
def test_an_employer_named_after_its_kind_without_an_article(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", [
    "I work in small firm in Kraków",  # a place, no name
    "we met in a small company in Leeds",
])
def test_a_small_firm_without_a_name_is_no_employer(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User works at")], summaries(text)


# ---------------------------------------------------------------- a flat found in a place, then the day of the move

@pytest.mark.parametrize(("text", "summary"), [
    ("we found bigger flat in Zabłocie, 3 rooms, we move 1 August", "User is moving to Zabłocie on 1 August 2026"),
    ("I found a flat in Leith, I move in on 3 July", "User is moving to Leith on 3 July 2026"),
])
def test_a_flat_found_then_the_day_of_the_move_is_a_move_there(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", [
    "we found a flat in Leith, we love it",  # no move told
    "we found a cafe in Leith, we move 1 July",  # no home found
])
def test_a_flat_found_without_a_move_or_a_move_without_a_home_is_no_move_there(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User is moving to Leith")], summaries(text)
