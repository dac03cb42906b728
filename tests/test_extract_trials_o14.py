"""Fresh voices, o14 round (docs/extraction.md, "Five more voices (o14)"): a retired nurse writing long letters, a
teenage gamer in short Taglish lines, a Brazilian chef in Porto, a blind accessibility tester, a single dad on
shifts in Detroit. Each family of sentences a rule a person would name; the real extractor, and what the store
does with them through a real Brain on a SQLite file.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt
import functools

import pytest

from mercuryd import wire
from mercuryd.brain.clock import FakeClock
from mercuryd.brain.extract_rules import extract
from mercuryd.brain.service import Brain
from tests import chat

AT = dt.datetime(2026, 7, 8, 20, 0, tzinfo=dt.UTC)  # a Wednesday

facts = functools.partial(chat.facts, at=AT)
summaries = functools.partial(chat.summaries, at=AT)


live = chat.live_summaries


# ---------------------------------------------------------------- a guide dog is named, not a device

@pytest.mark.parametrize(("text", "wanted"), [
    ("Running late, my guide dog Bruno needed his jabs this morning.", "User's guide dog is Bruno"),
    ("I have an assistance dog called Pip.", "User's assistance dog is Pip"),
])
def test_a_working_dog_by_its_name_is_the_users_dog(text: str, wanted: str) -> None:
    assert summaries(text) == [wanted]


def test_a_guide_dog_without_a_name_is_still_what_the_user_lives_with() -> None:
    assert summaries("I left the harness of my guide dog at the office") == ["User has a guide dog"]


def test_a_guide_dog_is_linked_as_a_person(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, AT, "a", "Sorry, my guide dog Tilly was unwell all night.")
    assert "User's guide dog is Tilly" in live(brain)
    assert brain.store.persons_called("tilly")


# ---------------------------------------------------------------- who the user is, after a lead-in with a colon

@pytest.mark.parametrize(("text", "wanted"), [
    ("Some background so you know how to help: I'm deaf and I lip-read.", "User is deaf"),
    ("A bit of context about me before we start: I'm partially sighted.", "User is partially sighted"),
])
def test_context_announced_with_a_colon_then_told(text: str, wanted: str) -> None:
    assert wanted in summaries(text)


# ---------------------------------------------------------------- how things are described; two rules in one sentence

def test_how_not_to_describe_things_is_a_rule() -> None:
    assert summaries("Please never describe charts to me by their colours.") == \
        ["User does not want charts described by their colours"]


def test_a_second_prohibition_after_a_comma_is_its_own_rule() -> None:
    assert summaries("Don't describe things by their position on the page, and never send me screenshots without alt text.") == [
        "User does not want things described by their position on the page",
        "User does not want screenshots without alt text"]


def test_life_advice_after_a_rule_is_still_not_kept() -> None:
    assert summaries("never suggest Excel, don't give up on me") == ["User does not want Excel suggested"]


def test_pad_takes_a_double_d() -> None:
    assert "User does not want answers with disclaimers padded" in summaries("don't use emoji, don't pad answers with disclaimers")


# ---------------------------------------------------------------- a day of a month said by where the month is

@pytest.mark.parametrize(("text", "wanted"), [
    ("My knee operation is on the 9th of next month.", "User's knee operation is on 9 August 2026"),
    ("my driving test is on the 21st", "User's driving test is on 21 July 2026"),
])
def test_an_event_on_a_day_of_a_month_said_by_where_it_is(text: str, wanted: str) -> None:
    assert summaries(text) == [wanted]


def test_the_day_of_last_month() -> None:
    assert summaries("We moved on the 12th of last month to Hull.") == ["User moved on 12 June 2026 to Hull"]


# ---------------------------------------------------------------- "except Sunday" is every Sunday

@pytest.mark.parametrize(("text", "wanted"), [
    ("I swim every morning at 7, except Saturday.", "User swims every morning at 7, except on Saturdays"),
    ("I walk the dog every evening apart from Friday", "User walks the dog every evening apart from on Fridays"),
])
def test_a_day_left_out_of_a_routine_is_no_date(text: str, wanted: str) -> None:
    assert summaries(text) == [wanted]


def test_an_emphatic_myself_after_a_thing_is_dropped() -> None:
    assert summaries("I do the ordering myself every Monday.") == ["User does the ordering every Monday"]


def test_a_reflexive_myself_is_kept() -> None:
    assert summaries("I taught myself Portuguese last year") == ["User taught themselves Portuguese in 2025"]


# ---------------------------------------------------------------- what the doctor did, said after what they found

@pytest.mark.parametrize(("text", "wanted"), [
    ("doc told me last week my cholesterol is too high, put me on statins",
     ["User has high cholesterol", "User takes statins"]),
    ("The doctor says my blood pressure's up, and she put me on amlodipine.",
     ["User has high blood pressure", "User takes amlodipine"]),
])
def test_the_medicine_the_doctor_started_is_a_clause_of_its_own(text: str, wanted: list[str]) -> None:
    assert summaries(text) == wanted


@pytest.mark.parametrize(("text", "wanted"), [
    ("my blood pressure was 162 over 98 at the pharmacy", ["User has high blood pressure"]),
    ("my bp is 145/85", ["User has high blood pressure"]),
    ("my blood pressure was 118 over 76, all fine", []),
])
def test_a_blood_pressure_reading_over_140_90_is_high(text: str, wanted: list[str]) -> None:
    assert summaries(text) == wanted


# ---------------------------------------------------------------- a plan said first, then dropped

@pytest.mark.parametrize(("text", "wanted"), [
    ("i was gonna do my HGV licence but im dropping that, too expensive",
     "User has given up on the plan to do their HGV licence"),
    ("I was planning to learn the cello but I've given up on it.", "User has given up on the plan to learn the cello"),
])
def test_a_plan_then_dropping_that_is_a_plan_given_up(text: str, wanted: str) -> None:
    assert summaries(text) == [wanted]


def test_something_forgotten_is_no_plan_dropped() -> None:
    assert summaries("I was going to tell you something but I forgot") == []


# ---------------------------------------------------------------- a weekday then a time, and an adverb after a day

def test_a_weekday_then_a_time_is_still_that_weekday() -> None:
    assert summaries("im moving to nights starting next tuesday, 10pm to 6am") == \
        ["User is moving to night shifts (10pm to 6am) starting on Tuesday, 14 July 2026"]


def test_a_weekday_then_its_date_is_left_as_said() -> None:
    assert summaries("My graduation is on Friday, 17 July.") == ["User's graduation is on Friday, 17 July 2026"]


# ---------------------------------------------------------------- news announced with "the news is"

@pytest.mark.parametrize(("text", "wanted"), [
    ("The big news is that my son Callum, who lives in Dundee, is getting married.",
     ["User's son Callum lives in Dundee", "User's son Callum is getting married"]),
    ("the other news is I got the job at Aldi", ["User got the job at Aldi"]),
])
def test_the_news_is_that_then_the_news(text: str, wanted: list[str]) -> None:
    assert summaries(text) == wanted


# ---------------------------------------------------------------- introductions: "btw" after a name, a parent "here"

def test_a_name_with_btw_and_an_age_in_a_later_message() -> None:
    assert summaries("can u help me with my thesis", "im jomar btw, 21 from cebu")[:2] == ["User's name is Jomar", "User is 21 years old"]


def test_a_mood_and_hours_are_no_name_and_age() -> None:
    assert summaries("can u help me", "im dead btw, 14 hours of class today") == []


@pytest.mark.parametrize(("text", "wanted"), [
    ("single mum here, 3 kids, need quick lunches", "User is a single mum of 3 kids"),
    ("working mom here, two kids", "User is a working mom of two kids"),
    ("single parent here", "User is a single parent"),
])
def test_a_parent_here_says_who_they_are(text: str, wanted: str) -> None:
    assert summaries(text)[:1] == [wanted]


# ---------------------------------------------------------------- a shift and where it is worked

@pytest.mark.parametrize(("text", "wanted", "value"), [
    ("I work third shift at the Ford plant so 11 to 7", "User works third shift at the Ford plant", "third shift"),
    ("working nights at a warehouse in Leicester now, 10pm to 6am", "User works nights at a warehouse in Leicester, 10pm to 6am",
     "nights"),
    ("I'm working days at the depot in Crewe now", "User works days at the depot in Crewe", "days"),
])
def test_a_shift_at_a_workplace_is_a_schedule(text: str, wanted: str, value: str) -> None:
    assert [(f[1], f[2], f[3]) for f in facts(text)] == [(wanted, "schedule:shift", value)]


def test_a_shift_at_a_workplace_is_stored_with_the_workplace(brain: Brain, clock: FakeClock) -> None:
    # (the store files it under the employer, works_at; a later "I work days now" does not replace it)
    chat.hear(brain, clock, AT, "a", "I work nights at the Asda depot in Wakefield.")
    assert "User works nights at the Asda depot in Wakefield" in live(brain)


# ---------------------------------------------------------------- a job held until retiring, where it was

def test_a_job_held_in_a_place_until_retiring_is_a_retired_one() -> None:
    assert facts("I was a midwife in Swansea for thirty years until I retired.") == [
        ("identity", "User is a retired midwife who worked in Swansea", "job_title", "retired midwife")]


# ---------------------------------------------------------------- "goal is" opening what is said

@pytest.mark.parametrize(("text", "wanted"), [
    ("goal is diamond by the end of the split", "User's goal is diamond by the end of the split"),
    ("Goal is to swim a mile without stopping", "User's goal is to swim a mile without stopping"),
])
def test_goal_is_without_my_is_the_users_goal(text: str, wanted: str) -> None:
    assert summaries(text) == [wanted]


# ---------------------------------------------------------------- a tool changed at work is no move of home

def test_a_tool_moved_to_at_work_is_a_switch_and_no_home(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, AT, "a", "I live in Malmo.")
    chat.hear(brain, clock, AT + dt.timedelta(days=3), "b",
              "We moved from Orca to Dolphin at work, the agency wouldn't pay for the upgrade.")
    now = live(brain)
    assert "User lives in Malmo" in now, now
    assert "User moved from Orca to Dolphin at work" in now, now


def test_it_is_a_tool_from_now_on_names_no_company() -> None:
    said = ["The company dropped the old licences.", "So it's Dolphin with Chrome from now on."]
    assert not any("called" in s for s in summaries(*said))


def test_a_home_move_is_still_a_move() -> None:
    assert facts("We moved from Lund to Uppsala last year.") == [
        ("identity", "User moved from Lund to Uppsala in 2025", "lives_in", "uppsala")]


# ---------------------------------------------------------------- "afterwards", after an event said just before

def test_afterwards_after_an_operation_on_a_date_is_after_it() -> None:
    assert sorted(summaries("My gallbladder operation is on the 20th of next month. I'm not allowed to lift anything for a while afterwards.")) == [
        "User is not allowed to lift anything for a while after the gallbladder operation",
        "User's gallbladder operation is on 20 August 2026"]


# ---------------------------------------------------------------- what the user can do is no routine

@pytest.mark.parametrize("text", [
    "From the new flat I can cycle to the lido in the mornings.",
    "I could swim on Thursdays if the pool reopens",
])
def test_what_is_possible_is_no_habit(text: str) -> None:
    assert summaries(text) == []


def test_what_is_done_is_still_a_habit() -> None:
    assert summaries("I cycle to the lido in the mornings.") == ["User cycles to the lido in the mornings"]


# ---------------------------------------------------------------- from one place, living in another

@pytest.mark.parametrize(("text", "wanted"), [
    ("I'm from Curitiba but living in Lyon since 2019.", ["User lives in Lyon since 2019", "User is from Curitiba"]),
    ("originally from Kano but now based in Cardiff", ["User is based in Cardiff", "User is originally from Kano"]),
])
def test_from_one_place_but_living_in_another_is_two_facts(text: str, wanted: list[str]) -> None:
    assert summaries(text) == wanted


def test_a_word_for_who_they_are_then_from_where() -> None:
    assert "User is from Valparaiso" in summaries("Hola! I'm Camila, chilena from Valparaiso, I teach piano.")


# ---------------------------------------------------------------- correcting the user's writing, and explaining it

@pytest.mark.parametrize(("text", "wanted"), [
    ("When you correct my French, explain me the error please.", "User wants the error explained when their French is corrected"),
    ("when you fix my code, explain each change", "User wants each change explained when their code is fixed"),
])
def test_explain_when_correcting_is_a_rule(text: str, wanted: str) -> None:
    assert summaries(text) == [wanted]


def test_explain_one_thing_is_a_request() -> None:
    assert summaries("explain the error") == []


# ---------------------------------------------------------------- a workplace by its kind, named after a comma

@pytest.mark.parametrize(("text", "wanted"), [
    ("I'm sous chef in a restaurant in Alfama, Casa Verde.", ["User is a sous chef", "User works at Casa Verde in Alfama"]),
    ("I work at a bakery, Crumb & Co.", ["User works at Crumb & Co"]),
])
def test_a_workplace_named_after_a_comma(text: str, wanted: list[str]) -> None:
    assert summaries(text) == wanted


def test_a_word_after_the_comma_is_no_workplace() -> None:
    assert summaries("I work at a school in Hull, mostly.") == ["User works at a school in Hull"]


# ---------------------------------------------------------------- a pet's name, answered

def test_a_pets_name_answered_is_the_users_pet() -> None:
    said = [wire.Message(role="user", content="the rabbit chewed through my charger again", ts=AT),
            wire.Message(role="assistant", content="Oh no! What's the rabbit's name?", ts=AT),
            wire.Message(role="user", content="Clover.", ts=AT)]
    assert [c.summary for c in extract(said)] == ["User's rabbit is Clover"]


def test_a_pet_named_through_the_store(brain: Brain, clock: FakeClock) -> None:
    clock.t = AT.timestamp() + 60
    brain.ingest(wire.IngestParams(conversation_id="c", messages=[
        wire.Message(role="user", content="the dog ate my sandwich", ts=AT),
        wire.Message(role="assistant", content="Ha! What's your dog called?", ts=AT),
        wire.Message(role="user", content="Pickle. He's a menace.", ts=AT)]))
    assert "User's dog is Pickle" in live(brain)
    assert brain.store.persons_called("pickle")


def test_explain_is_standing_only_when_the_users_writing_is_corrected() -> None:
    assert summaries("from now on explain every step") == []


# ---------------------------------------------------------------- a relation said in Portuguese or Spanish

@pytest.mark.parametrize(("text", "wanted"), [
    ("my hermana Lucia lives in Valencia", ["User's sister Lucia lives in Valencia"]),
    ("My filho Tiago, he is 12.", ["User's son is Tiago", "User's son Tiago is 12"]),
    ("we're opening a bar with my sócia Rita", ["User's business partner is Rita"]),
])
def test_a_relation_in_the_writers_first_language(text: str, wanted: list[str]) -> None:
    assert summaries(text)[: len(wanted)] == wanted


def test_a_name_that_is_also_a_word_abroad_is_left() -> None:
    assert "aunt" not in " ".join(summaries("My Tia is the best cat"))
