"""Two new users' years through the daemon (newuser2, session 37; docs/extraction.md, "Two new users' years through
the daemon"): a trainee electrician in Cardiff and a Nigerian PhD student in Glasgow, fed to a real mercuryd over
2026 (bench/newuser/). Each family of sentences a rule a person would name; the real extractor, and the store where
a rule is about what stays live.

Sentences are written for their family, not copied from the personas' scripts.
"""

from __future__ import annotations

import datetime as dt
import functools

import pytest

from mercuryd.brain.clock import FakeClock
from mercuryd.brain.service import Brain
from tests import chat

AT = dt.datetime(2026, 2, 10, 18, 0, tzinfo=dt.UTC)

facts = functools.partial(chat.facts, at=AT)
summaries = functools.partial(chat.summaries, at=AT)


def _day(month: int, day: int = 10) -> dt.datetime:
    return dt.datetime(2026, month, day, 18, 0, tzinfo=dt.UTC)


# ---------------------------------------------------------------- a habit's schedule is named by the activity, not where

@pytest.mark.parametrize(("text", "attribute"), [
    ("I've started kickboxing at a club in Splott, Mondays and Fridays", "schedule:kickbox"),
    ("I go to orchestra at my old school every Tuesday evening", "schedule:orchestra"),
    ("I swim at the lido every Saturday morning", "schedule:swim"),
    ("I go to the climbing wall at 7am every Wednesday", "schedule:climb"),
])
def test_where_a_habit_is_done_is_no_part_of_its_name(text: str, attribute: str) -> None:
    assert attribute in [a for _, _, a, _ in facts(text)]


@pytest.mark.parametrize(("text", "attribute"), [
    ("I play in a brass band on Thursdays", "schedule:brass band"),  # a light verb keeps what follows it
    ("I drink green tea every morning", "schedule:drink green tea"),
])
def test_an_activity_without_a_place_keeps_its_name(text: str, attribute: str) -> None:
    assert attribute in [a for _, _, a, _ in facts(text)]


def test_a_moved_schedule_replaces_the_one_said_with_its_place(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(3), "c1", "I go to band practice at the rugby club every Tuesday evening.")
    chat.hear(brain, clock, _day(6), "c2", "Band practice has moved to Friday evenings.")
    live = chat.live(brain, "schedule:band practice")
    assert len(live) == 1 and "friday" in (live[0][1] or ""), live


# ---------------------------------------------------------------- "packed in": given up

@pytest.mark.parametrize(("text", "summary"), [
    ("I've packed in the karate, my knee can't take it", "User has given up the karate"),
    ("I jacked in smoking in the summer", "User gave up smoking"),
    ("I have packed in the judo", "User has given up the judo"),
])
def test_packed_in_is_given_up(text: str, summary: str) -> None:
    assert [s for s in summaries(text) if s.startswith(summary)], summaries(text)


def test_packing_a_car_is_nothing_given_up() -> None:
    assert not [s for s in summaries("I packed in the boot and drove to my mum's") if "gave up" in s]


def test_a_habit_packed_in_ends_in_the_store(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(3), "c1", "I've started karate at a dojo in Roath, Tuesdays and Thursdays.")
    chat.hear(brain, clock, _day(9), "c2", "I've packed in the karate, my knee is wrecked.")
    assert not [s for s in chat.live_summaries(brain) if "karate" in s and "given up" not in s], chat.live_summaries(brain)


# ---------------------------------------------------------------- "still a …" said alone is no new job

@pytest.mark.parametrize("text", ["Still a trainee though, two more years to go.", "Still a student for now."])
def test_still_a_role_is_no_job(text: str) -> None:
    assert not [a for _, _, a, _ in facts(text) if a == "job_title"], facts(text)


def test_still_a_role_leaves_the_job_said_before(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(1), "c1", "I'm a first year trainee plumber in Swansea.")
    chat.hear(brain, clock, _day(8), "c2", "Still a trainee though, two more years to go.")
    assert chat.live(brain, "job_title") == [("User is a first year trainee plumber in Swansea", "first year trainee plumber")]


def test_a_bare_role_still_reads() -> None:
    assert "User is a Welder" in summaries("Welder. Mostly nights.") or "User is a welder" in summaries("Welder. Mostly nights.")


# ---------------------------------------------------------------- an instruction that replaces another

@pytest.mark.parametrize(("text", "summary"), [
    ("From now on give me the full explanation, not short answers.", "User wants the full explanation, not short answers"),
    ("Please keep it brief, not long answers.", "User wants brief answers, not long answers"),
])
def test_what_the_answers_are_instead_of_is_kept(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_more_detail_not_short_answers_ends_short_answers(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(1), "c1", "Keep your answers short please.")
    chat.hear(brain, clock, _day(9), "c2", "From now on give me the full explanation, not short answers.")
    live = chat.live_summaries(brain)
    assert "User wants short answers" not in live, live
    assert "User wants the full explanation, not short answers" in live, live


def test_a_style_named_as_replaced_ends_the_rule_that_wanted_it(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(1), "c1", "Please use MLA citations when you help me with essays.")
    chat.hear(brain, clock, _day(9), "c2", "From now on use Chicago citations, not MLA.")
    live = chat.live_summaries(brain)
    assert not [s for s in live if "MLA" in s and not s.endswith("not MLA")], live


def test_a_rule_that_refuses_the_same_word_is_left(brain: Brain, clock: FakeClock) -> None:
    # "not American" in the old rule is no wish for it: a later "…, not American stuff" leaves it
    chat.hear(brain, clock, _day(1), "c1", "Please write in British English, not American.")
    chat.hear(brain, clock, _day(9), "c2", "From now on use UK building regs, not American stuff.")
    live = chat.live_summaries(brain)
    assert [s for s in live if "British English" in s], live


def test_an_unrelated_rule_is_left(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(1), "c1", "Keep your answers short please.")
    chat.hear(brain, clock, _day(9), "c2", "From now on use Chicago citations, not MLA.")
    assert "User wants short answers" in chat.live_summaries(brain)


# ---------------------------------------------------------------- a date in a present clause of its own is ahead

def test_a_date_told_in_a_present_clause_is_ahead() -> None:
    said = summaries("We've found a two bed house in Roath, completion date is 20 March.")
    assert [s for s in said if "20 March 2026" in s], said


def test_a_date_in_a_past_clause_stays_past() -> None:
    said = summaries("I sat the exam, the results came out on 20 January.")
    assert not [s for s in said if "January 2027" in s], said


# ---------------------------------------------------------------- a referencing style is one setting

@pytest.mark.parametrize(("text", "value"), [
    ("Please use MLA citations when you help me with essays.", "mla"),
    ("From now on use Vancouver referencing, not Harvard.", "vancouver"),
    ("My examiner prefers it, so use IEEE from now on.", "ieee"),
])
def test_a_referencing_style_is_kept_as_one_setting(text: str, value: str) -> None:
    assert ("citation_style", value) in [(a, v) for _, _, a, v in facts(text)], facts(text)


def test_a_bare_style_name_says_what_it_is() -> None:
    assert "User wants IEEE referencing" in summaries("My examiner prefers it, so use IEEE from now on.")


def test_a_place_or_a_word_is_no_style() -> None:
    assert not [a for _, _, a, _ in facts("From now on use Chicago time for my meetings.") if a == "citation_style"]


def test_a_later_style_replaces_the_earlier_in_the_store(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(1), "c1", "Please use MLA citations when you help me with essays.")
    chat.hear(brain, clock, _day(9), "c2", "My examiner prefers it, so use IEEE from now on.")
    assert chat.live(brain, "citation_style") == [("User wants IEEE referencing", "ieee")]


# ---------------------------------------------------------------- "my new supervisor will be …": who takes the role

@pytest.mark.parametrize(("text", "summary"), [
    ("My new supervisor will be Dr Ewan Fraser.", "User's supervisor is Dr Ewan Fraser"),
    ("Our new landlord is going to be Mr Patel.", "User's landlord is Mr Patel"),
])
def test_who_will_take_a_role_is_named(text: str, summary: str) -> None:
    assert summary in summaries(text), summaries(text)


def test_he_after_the_new_role_is_the_one_named() -> None:
    said = summaries("My new supervisor will be Dr Ewan Fraser.", "He's very picky about figures.")
    assert "User's supervisor Ewan Fraser is very picky about figures" in said, said


@pytest.mark.parametrize("text", ["My new car will be Red.", "My new job will be Monday to Friday."])
def test_a_new_thing_that_will_be_is_no_person(text: str) -> None:
    assert not [s for s in summaries(text) if s.endswith((" Red", " a Red", "Monday"))], summaries(text)


# ---------------------------------------------------------------- when a document of the user's stops holding

@pytest.mark.parametrize(("text", "summary", "attribute"), [
    ("My student visa expires in October, so I need to renew it.", "User's student visa expires in October 2026", "visa_expiry"),
    ("My passport runs out on 14 May.", "User's passport runs out on 14 May 2026", "passport_expiry"),
    ("Renewal approved, my visa is valid until March 2029 now.", "User's visa is valid until March 2029", "visa_expiry"),
    ("Visa renewal granted, it's valid until June 2027.", "User's visa is valid until June 2027", "visa_expiry"),
])
def test_a_documents_end_is_kept(text: str, summary: str, attribute: str) -> None:
    assert (summary, attribute) in [(s, a) for _, s, a, _ in facts(text)], facts(text)


@pytest.mark.parametrize("text", ["Her visa expires in May.", "My visa is in the drawer.", "My gym pass runs out in May."])
def test_what_is_no_end_of_the_users_document(text: str) -> None:
    assert not [a for _, _, a, _ in facts(text) if a and a.endswith("_expiry")], facts(text)


def test_an_extended_visa_replaces_its_old_end(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(3), "c1", "My student visa expires in October, so I need to renew it.")
    chat.hear(brain, clock, _day(8), "c2", "Visa renewal granted, it's valid until June 2028.")
    assert chat.live(brain, "visa_expiry") == [("User's visa is valid until June 2028", "in june 2028")]


# ---------------------------------------------------------------- news with its auxiliary said

@pytest.mark.parametrize(("text", "summary"), [
    ("My work permit was approved this morning!", "User's work permit was approved"),
    ("Good news: my funding has been renewed.", "User's funding was renewed"),
])
def test_news_said_with_was_keeps_one_was(text: str, summary: str) -> None:
    said = summaries(text)
    assert [s for s in said if s.startswith(summary)], said
    assert not [s for s in said if " was was " in s or "been was" in s], said
