"""Leftovers, thirty-ninth round (docs/extraction.md, "Leftovers set lo39"): a marriage to a full name keeps the spouse;
a girlfriend married is no longer kept as the girlfriend, nor is the wedding lost to "she is so happy"; a medicine taken
as needed; the user's own home for now, until another; a birth's date told in a hurry (the weekday after it, the child
named after it, "our girl").

Sentences are written for their family, not copied from the labelled set; beside each rule, a near miss.
"""

from __future__ import annotations

import datetime as dt

from mercuryd.brain.candidate import Candidate
from tests.chat import heard

MONDAY = dt.datetime(2026, 12, 14, 9, tzinfo=dt.UTC)


def facts(text: str, at: dt.datetime = MONDAY) -> list[Candidate]:
    return heard(text, "Ok.", at=at)


def summaries(text: str, at: dt.datetime = MONDAY) -> list[str]:
    return [c.summary for c in facts(text, at)]


def holding(text: str, *words: str) -> list[str]:
    return [s for s in summaries(text) if all(w.lower() in s.lower() for w in words)]


def persons(text: str) -> set[str]:
    return {p.name for c in facts(text) for p in c.persons}


# -- marriage ------------------------------------------------------------------------------------------------------------

def test_a_marriage_to_a_full_name_keeps_the_spouse() -> None:
    said = "I married Radomila Pietrzak in August and the photos still aren't back. is that normal?"
    assert holding(said, "Radomila Pietrzak", "married") and "Radomila Pietrzak" in persons(said)
    said = "Got married to Chukwuebuka Obiefuna on the 2nd! how do I change my name on my licence?"
    assert holding(said, "Chukwuebuka Obiefuna", "2 December 2026") and "Chukwuebuka Obiefuna" in persons(said)
    # near miss: a married name asked about is no one's wedding
    assert not persons("I married into the Pietrzak family, so how do I spell Pietrzak in cursive?")


def test_a_girlfriend_married_is_the_spouse_not_the_girlfriend() -> None:
    said = "My boyfriend Wendelin and I got married on Saturday! what do we do with all the leftover cake?"
    assert holding(said, "Wendelin", "married", "12 December 2026")
    assert not holding(said, "boyfriend")
    # near miss: an engagement still says who he was
    assert holding("My boyfriend Wendelin and I got engaged on Saturday!", "boyfriend", "Wendelin")


def test_the_wedding_is_not_lost_to_the_spouses_mood_said_after() -> None:
    said = "Jarmila and me got married last Saturday, she is really happy, me too. where we register the new name?"
    assert holding(said, "Jarmila", "married")
    assert not holding(said, "happy")
    # near miss: a relative's lasting state is kept
    assert holding("My husband Bogumił is a paramedic, so he is really tired after nights.", "Bogumił", "paramedic")


# -- a medicine taken as needed -------------------------------------------------------------------------------------------

def test_a_medicine_taken_as_needed_is_kept() -> None:
    assert holding("I take ibuprofen when my knee is bad, is it safe with beer?", "ibuprofen", "knee")
    assert holding("I take sumatriptan whenever the headache gets bad.", "sumatriptan", "headache")
    assert holding("I take codeine only when it's really bad, is that addictive?", "codeine", "when needed")
    # near misses: no medicine, and someone else's
    assert not holding("I take the tram when it's raining, is a monthly pass worth it?", "tram")
    assert not holding("my mum takes ibuprofen when her hip is bad, is that safe at 80?", "User takes")


# -- the user's own home, for now ----------------------------------------------------------------------------------------

def test_the_users_own_home_until_another_is_kept() -> None:
    said = "We're staying in my tiny studio in Vlissingen until we find a place with a garden. how do I grow herbs indoors?"
    assert holding(said, "Vlissingen", "studio")
    said = "For now we're living in my flat in Harderwijk till the house sale goes through."
    assert holding(said, "Harderwijk", "flat")
    # near miss: a holiday let is no home
    assert not holding("We're staying in a studio in Vlissingen until Sunday, any good restaurants?", "Vlissingen")


# -- a birth's date told in a hurry ---------------------------------------------------------------------------------------

def test_a_birth_date_with_the_weekday_after_it_is_one_date() -> None:
    said = "Our boy was born on 10 December, Thursday night, 4 kg! is that big?"
    assert holding(said, "son", "born", "10 December 2026")
    assert not holding(said, "Thursday")
    # near miss: a birthday asked about is no birth
    assert not holding("Beethoven was born on 16 December, Sunday? is that right?", "born")


def test_a_child_named_after_the_birth_date_is_the_users() -> None:
    said = "born on December 1st, our daughter Clothilde! she feeds every two hours, is that ok?"
    assert holding(said, "Clothilde", "1 December 2026") and "Clothilde" in persons(said)
    said = "He's here, born on November 30th, Benedek, 3.9 kg! how do I bath him?"
    assert holding(said, "Benedek", "30 November 2026") and "Benedek" in persons(said)
    said = "typing one-handed lol. born 3 december, Fenneke and Wessel, both asleep finally"
    assert holding(said, "twins", "Fenneke", "Wessel") and {"Fenneke", "Wessel"} <= persons(said)
    # near miss: a famous birthday named after the date
    assert not holding("Mozart, born on 27 January, Salzburg: can you give me a quiz question?", "born")
