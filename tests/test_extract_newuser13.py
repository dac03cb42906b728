"""What the two years of newuser13 (session 46; tests/test_newuser13.py: Mehmet in Hamburg, Lerato in Johannesburg)
showed of the rules extractor, each pinned with sentences written for this test (the store's side is
tests/test_store_newuser13.py). Beside each rule, sentences like it that must store nothing of the kind.
"""

from __future__ import annotations

import datetime as dt
import functools

import pytest

from mercuryd.brain import corrected
from tests import chat

AT = dt.datetime(2026, 6, 20, 9, 0, tzinfo=dt.UTC)

summaries = functools.partial(chat.summaries, at=AT)


# ---------------------------------------------------------------- a relative's relative is not the user's relative

@pytest.mark.parametrize("text", [
    "Tom is my sister's husband",
    "Dieter is my daughter Lena's boyfriend",
    "my sister Ana is 30. Tom is her husband",  # "her": Ana's, read as "my sister Ana's husband"
    "my son Kemal lives in Bonn. Jana is his girlfriend",
])
def test_a_relatives_relative_is_not_the_users(text: str) -> None:
    got = summaries(text)
    assert not [s for s in got if s.endswith((" is Tom", " is Dieter", " is Jana"))], got


@pytest.mark.parametrize(("text", "summary"), [
    ("Tom is my brother", "User's brother is Tom"),
    ("Anna's my sister", "User's sister is Anna"),
    ("Jana is my girlfriend, we met in Bonn", "User's girlfriend is Jana"),
])
def test_a_name_said_as_the_users_relative_is_still_kept(text: str, summary: str) -> None:
    assert summary in summaries(text)


# ---------------------------------------------------------------- a correction, then a sentence more

@pytest.mark.parametrize(("text", "said", "meant"), [
    ("sorry correction, Ilse is in Bremen not Kassel. Kassel is where her boyfriend lives", "Kassel", "Bremen"),
    ("correction, Jonas goes to Freiburg not Mainz. he took the Freiburg place", "Mainz", "Freiburg"),
    ("oh wait actually it's Rosebank not Randburg, I always mix them up", "Randburg", "Rosebank"),
    ("ah sorry, the appointment is on Thursdays not Tuesdays. My bad.", "Tuesdays", "Thursdays"),
])
def test_a_correction_read_with_more_said_after_it(text: str, said: str, meant: str) -> None:
    fix = corrected.read(text)
    assert fix is not None and (fix.said, fix.meant) == (said, meant)


@pytest.mark.parametrize("text", [
    "oh I love Kassel. not Mainz though",  # "not" opens a sentence of its own: nothing put right
    "I live in Bremen. Not Kassel, that was my sister",  # no word of correcting opens it
    "oh nice. I went to Bremen",
])
def test_no_correction_without_its_own_sentence(text: str) -> None:
    assert corrected.read(text) is None


def test_the_word_taken_back_is_no_part_of_the_fact_with_more_said_after() -> None:
    assert "User lives in Bremen" in summaries("sorry correction, I live in Bremen not Kassel. Kassel is my hometown")


# ---------------------------------------------------------------- what a podiatrist (or a bare "doctor") says the user has

@pytest.mark.parametrize(("text", "summary"), [
    ("podiatrist says i have neuropathy in both feet", "User has neuropathy in both feet"),  # (where: fresh47)
    ("the chiropodist said I have arthritis", "User has arthritis"),
    ("my optician says i have glaucoma", "User has glaucoma"),
    ("doctor says i have gout in my big toe", "User has gout"),
])
def test_what_a_clinician_says_the_user_has(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", [
    "podiatrist says my feet are fine",
    "the podiatrist says he has a cancellation on Friday",
    "doctor says i have to rest",
])
def test_what_else_a_clinician_says_is_no_condition(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User has")], summaries(text)


# ---------------------------------------------------------------- longer answers allowed, with why after a comma

@pytest.mark.parametrize("text", [
    "also you can write longer answers now, i read at home in the evening",
    "you can give longer answers again, i have more time these days",
])
def test_longer_answers_allowed_with_why(text: str) -> None:
    assert summaries(text) == ["User is fine with longer answers"]


@pytest.mark.parametrize("text", [
    "you can write longer answers now, i mean only for recipes",
    "you can write longer answers now, i only want short ones at work",
])
def test_longer_answers_allowed_only_for_something_are_not_kept_whole(text: str) -> None:
    assert "User is fine with longer answers" not in summaries(text)


# ---------------------------------------------------------------- a move, and where to in the next words

@pytest.mark.parametrize(("text", "summary"), [
    ("we moved! new flat in Altona, 2nd floor, no lift", "User moved to a new flat in Altona"),
    ("I've moved. My new place is in Leith", "User moved to a new place in Leith"),
    ("we finally moved!! new house in Didsbury", "User moved to a new house in Didsbury"),
])
def test_a_move_then_the_new_home_and_where(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", [
    "they moved! new flat in Altona",  # someone else's move
    "my brother moved. new flat in Leith",
    "we moved! new flat is tiny",  # no place said
])
def test_a_move_not_the_users_or_without_a_place_is_no_move_to_a_place(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User moved")], summaries(text)


# ---------------------------------------------------------------- a relative after a comma that ends another clause

@pytest.mark.parametrize(("text", "summary", "whole"), [
    ("we fly to Antalya on 3 August to see my father, he is 88", "User's father is 88",
     "User is flying to Antalya on 3 August 2026 to see their father"),
    ("I call my sister every Sunday, she lives in Adana", "User's sister lives in Adana", None),
])
def test_a_relative_the_user_does_something_with_then_said_again(text: str, summary: str, whole: str | None) -> None:
    got = summaries(text)
    assert summary in got
    assert whole is None or whole in got
    assert not [s for s in got if "to see their father is" in s], got


@pytest.mark.parametrize(("text", "summary"), [
    ("my father, he is 88", "User's father is 88"),
    ("My husband he is teacher", "User's husband is a teacher"),
])
def test_the_subject_said_twice_is_said_once(text: str, summary: str) -> None:
    assert summary in summaries(text)


# ---------------------------------------------------------------- a medicine taken, said with no time

@pytest.mark.parametrize(("text", "summary"), [
    ("now i take empagliflozin", "User takes empagliflozin"),
    ("the doctor stopped the ramipril, my kidneys are not good. now i take losartan", "User takes losartan"),
    ("I take levothyroxine now", "User takes levothyroxine"),
    ("I take Eliquis", "User takes Eliquis"),
])
def test_a_medicine_taken_said_with_no_time(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", [
    "now I take someone with me",
    "I take everyone",
    "I take protein",
    "now I take the bus",
    "I take paracetamol when I get a headache",  # now and then, not a medicine taken
])
def test_what_is_taken_with_no_time_that_is_no_medicine(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User takes")], summaries(text)


# ---------------------------------------------------------------- a pup got, named in the next sentence

@pytest.mark.parametrize(("text", "summary"), [
    ("we adopted a rescue pup from the shelter!!! his name is Rafa", "User adopted a rescue pup from the shelter named Rafa"),
    ("got a pup. her name is Nala", "User got a pup named Nala"),
])
def test_a_pup_got_then_named(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", [
    "my cousin got a pup. his name is Rafa",  # the cousin's
    "we saw a pup at the park. his name is Rafa",  # not got
])
def test_a_pup_not_got_by_the_user_is_not_theirs(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User") and "Rafa" in s], summaries(text)
