"""The rules two new users' years showed (newuser31, session 63; docs/extraction.md, "New-user years 31"): a shift worker
at a car plant in Romania who writes learner's English ("today i have 39 years", "what you know about me?") and a retired
Saskatchewan farmer who writes everything in capitals ("MY SON DIRK RUNS THE PLACE NOW", "TYPE 2 DIABETES HE SAYS").
Real extractor; recall's question about the user read by ``retrieve.asks_about_user``.

Sentences are written for their family, not copied from tests/data/newuser31.json; beside each rule, a near miss. Each
test fails on 0f93808's code (the base of this round).
"""

from __future__ import annotations

import datetime as dt

from mercuryd.brain.retrieve import asks_about_user
from mercuryd.brain.service import Brain
from tests.chat import hear, heard

SEP = dt.datetime(2026, 9, 14, 9, tzinfo=dt.UTC)


def summaries(text: str, at: dt.datetime = SEP) -> list[str]:
    return [c.summary for c in heard(text, "Ok.", at=at)]


# -- the learner's age, said on the birthday ---------------------------------------------------------------------------------

def test_the_learners_age_said_with_today_is_the_users_age() -> None:
    assert "User is 52 years old" in summaries("today i have 52 years, my sons make me a cake")
    assert "User is 27 years old" in summaries("i have 27 years today!")
    # the near misses: years of something else, said the same way
    assert not [s for s in summaries("today i have 12 years in this company") if "years old" in s]
    assert not [s for s in summaries("now i have 6 years of experience with welding") if "years old" in s]


# -- the question about the user, asked without "do" ------------------------------------------------------------------------

def test_what_you_know_about_me_without_do_asks_for_the_profile() -> None:
    assert asks_about_user("what you know about me?")
    assert asks_about_user("What you remember about me")
    # the near misses: "about me…" the start of another word is no question about the user
    assert not asks_about_user("what you know about mercury poisoning?")
    assert not asks_about_user("What do you know about metformin?")


# -- a condition named bare, then whose word it is ("he says") --------------------------------------------------------------

def test_a_condition_said_bare_then_he_says_after_the_clinician_is_the_users() -> None:
    assert "User has osteoarthritis" in summaries("The GP says my joints are worn out. Osteoarthritis, she says.")
    assert "User has gout" in summaries("Saw the doctor about my toe. Gout he says.")
    # the near miss: someone else went to the doctor
    assert not [s for s in summaries("My son saw the doctor on Monday. Asthma, he says.") if "asthma" in s.lower()]


# -- who writes all in capitals: names and places keep their capital --------------------------------------------------------

def test_a_name_in_a_message_all_in_capitals_is_read_as_a_name() -> None:
    assert "User's daughter Maaike runs the bakery" in summaries("MY DAUGHTER MAAIKE RUNS THE BAKERY NOW")
    assert any("Ottawa" in s for s in summaries("WILMER AND ME ARE GOING TO OTTAWA IN MAY. FIRST TRIP IN YEARS.",
                                                at=dt.datetime(2026, 3, 2, 9, tzinfo=dt.UTC)))
    # the near misses: a common place word after "to" stays a word; a shouted run of names and acronyms is left alone
    assert not [s for s in summaries("WE ARE GOING TO TOWN ON FRIDAY FOR GROCERIES") if "Town" in s]
    assert not [s for s in summaries("MY DAUGHTER IS VERY BUSY AT WORK") if "Very" in s or "Busy" in s]


# -- "!!" then a time and a subject of its own: the next sentence, not the same one going on ----------------------------------

def test_a_time_and_a_subject_after_exclamations_start_a_new_sentence() -> None:
    may = dt.datetime(2026, 5, 2, 9, tzinfo=dt.UTC)
    assert "User will be a shift supervisor from 1 July 2026" in summaries("finally!! from 1 july i am shift supervisor", at=may)
    assert "User got the promotion" in summaries("GOT THE PROMOTION!!! from 1 july i am shift supervisor, no more weekends.", at=may)
    # the near miss: the same sentence going on, with where it was ("from the shelter"), is still one sentence
    assert "User adopted a rabbit from the rescue centre in Bergen" in summaries("I adopted a rabbit!!! from the rescue centre in Bergen")


# -- back home from a place, said first: the trip over -------------------------------------------------------------------------

def test_back_home_from_a_place_said_first_is_the_user_back() -> None:
    assert "User got back from Madeira" in summaries("Back home from Madeira. Lovely fortnight, the sun never stopped.")
    assert "User got back from Bergen" in summaries("BACK HOME FROM BERGEN. RAINED EVERY DAY.")
    # the near miss: back home from the day's work is no trip
    assert not [s for s in summaries("back home from work. knackered.") if "got back" in s]


def live_with(brain: Brain, word: str) -> list[str]:
    return sorted(m.summary for m in brain.store.all_memories() if m.superseded_by is None and word in m.summary)


def test_back_from_a_place_ends_the_trip_there_made_with_someone_named(brain, clock) -> None:  # type: ignore[no-untyped-def]
    hear(brain, clock, dt.datetime(2026, 3, 1, 19, tzinfo=dt.UTC), "a", "Marit and I are going to Crete in May.")
    hear(brain, clock, dt.datetime(2026, 3, 1, 19, tzinfo=dt.UTC), "b", "Anneke and I are going to Malta in October.")
    assert live_with(brain, "Crete") and live_with(brain, "Malta")
    hear(brain, clock, dt.datetime(2026, 6, 2, 19, tzinfo=dt.UTC), "c", "We're back from Crete.")
    assert not [s for s in live_with(brain, "Crete") if "going" in s]
    # the near miss: the trip elsewhere, with someone else, stays
    assert [s for s in live_with(brain, "Malta") if "going" in s]
