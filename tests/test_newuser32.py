"""The rules two new users' years showed (newuser32, session 64; docs/extraction.md, "New-user years 32"): a young food
technologist from Java who writes Indonesian learner's English ("already move to Cikarang", "wkwk") and a retired woman in
Ohio who writes long, warm messages about her knee, her pills and her grandchildren ("Dr. Greer took me off the lisinopril,
… Now I am on amlodipine instead, 5 milligrams.").

Sentences are written for their family, not copied from tests/data/newuser32.json; beside each rule, a near miss. Each
test fails on cb56ab1's code (the base of this round).
"""

from __future__ import annotations

import datetime as dt

from mercuryd.brain.retrieve import asks_about_user
from tests.chat import heard

JUL = dt.datetime(2026, 7, 23, 17, tzinfo=dt.UTC)


def summaries(text: str, at: dt.datetime = JUL) -> list[str]:
    return [c.summary for c in heard(text, "Ok.", at=at)]


def takes(text: str) -> list[str]:
    return [s for s in summaries(text) if s.startswith(("User takes", "User stopped taking"))]


# -- a clinician named by title and surname --------------------------------------------------------------------------------

def test_a_doctor_named_by_title_starts_or_stops_a_medicine() -> None:
    assert "User takes metformin, 500mg twice a day" in summaries("Dr Okafor started me on metformin, 500mg twice a day.")
    assert "User stopped taking ramipril" in summaries("Dr. Lindgren took me off the ramipril, my ankles were swelling.")
    assert any(s.startswith("User takes sertraline") for s in summaries("Doctor Ruiz has put me on sertraline for now."))
    # the near misses: the doctor named doing something else, and the title said of the user
    assert not takes("Dr. Lindgren put up a new notice about flu jabs in the waiting room.")
    assert not takes("Dr Okafor took me off the waiting list.")
    assert not [s for s in summaries("I'm officially Dr. Brandt now") if "doctor" in s.lower() and "takes" in s]


# -- the doctor seen, then "he" or "she" giving the medicine ----------------------------------------------------------------

def test_the_doctor_seen_then_he_or_she_gives_a_medicine() -> None:
    assert "User takes atorvastatin" in summaries(
        "Saw Dr. Moreau on Tuesday and my cholesterol was through the roof, so she started me on atorvastatin.")
    assert "User takes metformin" in summaries(
        "Had my appointment with the GP this morning, my sugar was high and he put me on metformin.")
    # the near misses: a "he" with no clinician seen before it, and a doctor seen who gave nothing
    assert not takes("Saw my nephew on Sunday, he put me on the bus to Dayton.")
    assert not takes("Saw Dr. Moreau on Tuesday and she said the knee is healing well.")


# -- a medicine taken instead of one stopped --------------------------------------------------------------------------------

def test_on_a_medicine_instead_is_what_the_user_takes() -> None:
    assert "User takes losartan, 50 milligrams" in summaries("Now I'm on losartan instead, 50 milligrams.")
    assert "User takes bisoprolol" in summaries("I am on bisoprolol instead of the atenolol.")
    # the near misses: a shift or a bus taken instead is no medicine
    assert not takes("I'm on nights instead.")
    assert not takes("Now I'm on the early bus instead.")


# -- the question about the user with a word after "what" ------------------------------------------------------------------

def test_what_all_do_you_know_about_me_asks_for_the_profile() -> None:
    assert asks_about_user("What all do you know about me, dear?")
    assert asks_about_user("what else do you remember about me")
    assert asks_about_user("What exactly have you got about me?")
    # the near misses: the same words about something else
    assert not asks_about_user("What all do you know about meditation?")
    assert not asks_about_user("What else do you know about my cat?")
