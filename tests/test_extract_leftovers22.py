"""Leftovers, twenty-second round (docs/extraction.md, "leftovers22"): a hospital test or an operation named by itself
and dated ("Colonoscopy is the 3rd of Feb", "Op is on the 2nd of March"), a food refused then an allergy said after a
laugh or a full stop or with "seriously", a trip ended said "just back from" a place, how tired the user is said after
a comma, "Back from work" is no one named "Back", a budgie, a ferret or a guinea pig named is a pet as a dog is, and "we fly to X on the 9th and come back on the
16th" is the trip with its way back.
Real extractor.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt

import pytest

from tests import chat

TS = dt.datetime(2026, 12, 7, 9, 0, tzinfo=dt.UTC)  # a Monday in December


def summaries(*lines: str) -> list[str]:
    return [c.summary for c in chat.heard(*lines, at=TS)]


# ---------------------------------------------------------------- a procedure by its own name, on its date

@pytest.mark.parametrize(("text", "summary"), [
    ("Endoscopy is the 9th of March at Ninewells.", "User's endoscopy is on 9 March 2027 at Ninewells"),
    ("my biopsy is on the 21st of January", "User's biopsy is on 21 January 2027"),
    ("Op is on the 4th of February at Southmead", "User's op is on 4 February 2027 at Southmead"),
    ("MRI is on 12 January", "User's MRI is on 12 January 2027"),
])
def test_a_procedure_named_by_itself_on_its_date_is_the_users(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", [
    "Her biopsy is on the 21st of January.",  # hers
    "Is an endoscopy on the 9th of March too soon after a cold?",  # asked
    "What does a biopsy on the 21st of January involve?",
])
def test_someone_elses_or_an_asked_procedure_is_not_kept(text: str) -> None:
    assert not any("biopsy" in s or "endoscopy" in s for s in summaries(text))


# ---------------------------------------------------------------- a food refused, then the allergy

@pytest.mark.parametrize(("text", "summary"), [
    ("and pls no mussels in the menu lol im seriously allergic to them", "User is allergic to mussels"),
    ("please no kiwi, I'm allergic", "User is allergic to kiwi"),
    ("No cashews please. I'm allergic.", "User is allergic to cashews"),
    ("I'm super allergic to wasps", "User is super allergic to wasps"),
])
def test_a_food_refused_then_an_allergy_said_after_is_the_allergy(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", [
    "No rush. I'm allergic",  # what is refused is no food
    "No wonder I'm allergic",
    "pls no jokes lol im tired",  # no allergy said
])
def test_no_allergen_is_read_from_what_is_not_refused_food(text: str) -> None:
    assert not any("allergic to" in s for s in summaries(text))


# ---------------------------------------------------------------- a trip ended, and the tiredness after it

@pytest.mark.parametrize(("text", "summary"), [
    ("Just back from Valletta, knackered.", "User got back from Valletta"),
    ("I'm just back from Tromsø.", "User got back from Tromsø"),
    ("Just got back from Split, absolutely shattered", "User got back from Split"),
])
def test_a_trip_ended_is_kept_without_how_tired(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", [
    "just back from work",  # a day's end, no place
    "Just back from parkrun, what do I eat now?",  # a run of the week, no trip
    "My brother is just back from Valletta.",  # his
    "Is she just back from Tromsø?",
])
def test_a_day_at_work_or_someone_elses_return_is_no_trip_of_the_users(text: str) -> None:
    assert not any(s.startswith("User got back") for s in summaries(text))


# ---------------------------------------------------------------- "Back from work" names no one

@pytest.mark.parametrize("text", ["Back from work, so tired", "Back from the gym, legs like jelly", "Fresh from work and starving"])
def test_back_from_work_names_no_one(text: str) -> None:
    found = chat.heard(text, at=TS)
    assert not any(p.name in {"Back", "Fresh"} for c in found for p in c.persons)
    assert not any("knows" in c.summary for c in found)


def test_a_friend_from_work_is_still_known_from_work() -> None:
    found = chat.heard("Dominika from work is leaving", at=TS)
    assert any(p.name == "Dominika" for c in found for p in c.persons)


# ---------------------------------------------------------------- a small pet named

@pytest.mark.parametrize(("text", "summary", "name"), [
    ("my budgie Mango has learned to whistle", "User's budgie Mango has learned to whistle", "Mango"),
    ("our ferret Bandit escaped again", "User's ferret Bandit escaped again", "Bandit"),
    ("my guinea pig Toffee is 5", "User's guinea pig Toffee is 5", "Toffee"),
])
def test_a_small_pet_named_is_the_users_pet(text: str, summary: str, name: str) -> None:
    found = chat.heard(text, at=TS)
    assert summary in [c.summary for c in found]
    assert any(p.name == name for c in found for p in c.persons)


@pytest.mark.parametrize("text", ["Should I get a budgie or a cockatiel?", "Is a ferret a good first pet?"])
def test_a_pet_asked_about_is_no_pet_of_the_users(text: str) -> None:
    assert summaries(text) == []


# ---------------------------------------------------------------- a trip in the present on a bare ordinal, and back

@pytest.mark.parametrize(("text", "summary"), [
    ("we fly to Faro on the 9th", "User is flying to Faro on 9 December 2026"),
    ("I fly to Oslo on March 3", "User is flying to Oslo on 3 March 2027"),
    ("we fly to Bergen on the 10th and come back on the 17th, what should we pack?",
     "User is flying to Bergen on 10 December 2026 and coming back on 17 December 2026"),
])
def test_a_trip_said_in_the_present_on_a_day_is_the_plan(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", [
    "My sister and her kids fly to Faro on the 9th",  # theirs
    "Do we fly to Faro on the 9th or the 10th?",  # weighed
])
def test_someone_elses_or_a_weighed_trip_is_no_plan(text: str) -> None:
    assert not any("Faro" in s for s in summaries(text))
