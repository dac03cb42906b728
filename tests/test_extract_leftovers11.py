"""Leftovers of issue 12, eleventh round (docs/extraction.md, "leftovers11"): a name answered to "What's it called?",
a partner named before "we're making …", a streak said without its activity, a name after a greeting, shifts said
alone, a reason that makes a request last, a rule for the assistant's recipes, a verb that is also a noun.
Real extractor; what the store keeps through a real Brain on a SQLite file.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd.brain import instructions
from mercuryd.brain.candidate import Candidate
from mercuryd.brain.clock import FakeClock
from mercuryd.brain.service import Brain
from tests import chat

TS = dt.datetime(2026, 3, 9, 9, 0, tzinfo=dt.UTC)  # a Monday


def dialogue(*lines: str, at: dt.datetime = TS) -> list[Candidate]:
    return chat.heard(*lines, at=at)


def summaries(*lines: str, at: dt.datetime = TS) -> list[str]:
    return [c.summary for c in dialogue(*lines, at=at)]


# ---------------------------------------------------------------- a work's name, answered

@pytest.mark.parametrize(("made", "answer", "summary"), [
    # (the name joins the work told of before it)
    ("I'm writing a novel set in Orkney.", "Skint Tides", "User is writing a novel called Skint Tides set in Orkney"),
    ("We're building a browser extension for reading receipts", "Tilly",
     "User is building a browser extension called Tilly for reading receipts"),
    ("my partner and I started a podcast about allotments", "Muddy Boots", "User's podcast is called Muddy Boots"),
])
def test_a_name_answered_to_whats_it_called_names_the_work(made: str, answer: str, summary: str) -> None:
    assert summary in summaries(made, "Sounds great! What's it called?", answer)


@pytest.mark.parametrize("answer", ["Not sure yet", "no idea", "Nothing yet, any ideas?", "haven't decided"])
def test_no_name_answered_is_no_name(answer: str) -> None:
    found = summaries("I'm writing a cookbook for students.", "What's it called?", answer)
    assert not any("called" in s for s in found)


def test_a_name_answered_about_no_work_is_nothing() -> None:
    # a puppy is no work of the user's: "it" is not known as one
    assert not any("called" in s for s in summaries("We got a puppy on Saturday!", "Aw! What's it called?", "Biscuit"))


def test_its_called_opening_its_own_message_names_the_work() -> None:
    assert "User is building a budgeting app called Penny" in summaries("I'm building a budgeting app", "Nice!", "It's called Penny.")


# ---------------------------------------------------------------- we make it: the partner named just before

@pytest.mark.parametrize(("text", "summary", "name"), [
    ("I've joined forces with my cousin Dev. We're building an app for dog walkers.",
     "User and their cousin Dev are building an app for dog walkers", "Dev"),
    ("My friend Noor is a genius. We are starting a podcast about urban foxes.",
     "User and their friend Noor are starting a podcast about urban foxes", "Noor"),
])
def test_we_make_keeps_the_partner_named_before(text: str, summary: str, name: str) -> None:
    found = dialogue(text)
    made = [c for c in found if c.summary == summary]
    assert made and name in [p.name for p in made[0].persons]


@pytest.mark.parametrize("text", [
    "I'm a teacher. We're making a board game.",  # nobody named
    "My sister Ana and my brother Tom came round. We're making a podcast.",  # two: which?
])
def test_we_make_without_one_partner_named_is_the_user(text: str) -> None:
    assert not any(" and their " in s or " and " in s.split(" are ")[0] for s in summaries(text) if "making" in s)


# ---------------------------------------------------------------- a streak, its activity said before

def test_a_bare_streak_is_of_the_activity_just_named() -> None:
    found = dialogue("been learning greek on duolingo for the trip", "Nice! How's it going?", "im on a 61 day streak lol")
    streak = [c for c in found if "streak" in c.summary]
    assert [c.summary for c in streak] == ["User is on a 61-day streak learning Greek on duolingo"]
    assert (streak[0].attribute, streak[0].value) == ("streak:duolingo", "61 days")


def test_a_bare_streak_keeps_the_activity_not_its_reason() -> None:
    found = summaries("I have been learning Welsh on Duolingo because my grandson speaks it.", "Da iawn!",
                      "I am on a 90-day streak as of this morning.")
    assert "User is on a 90-day streak learning Welsh on Duolingo" in found


@pytest.mark.parametrize("lines", [
    ("I'm on a 30 day streak!",),  # of what?
    ("My son is learning the piano.", "Lovely!", "I'm on a 20 day streak"),  # his activity, not the user's
])
def test_a_streak_of_nothing_said_is_nothing(lines: tuple[str, ...]) -> None:
    assert not any("streak" in s for s in summaries(*lines))


# ---------------------------------------------------------------- a name after a greeting

@pytest.mark.parametrize(("text", "name"), [
    ("whats good. Tunde, i stack shelves at a supermarket in Luton", "Tunde"),
    ("hiya. Roisin, I'm a childminder in Sligo", "Roisin"),
])
def test_a_name_opening_the_sentence_after_a_greeting_is_the_writers(text: str, name: str) -> None:
    assert f"User's name is {name}" in summaries(text)


@pytest.mark.parametrize("text", [
    "Hi. Marta, can you help me with a letter?",  # asks the assistant
    "Hey. Clara, I need a birthday poem",  # a request to the assistant, by the name given it
    "Thanks. Marta, I work nights",  # no greeting first
])
def test_a_name_spoken_to_is_not_the_writers(text: str) -> None:
    assert not any(s.startswith("User's name is") for s in summaries(text))


# ---------------------------------------------------------------- shifts said alone, after the job

def test_shifts_said_alone_after_the_job_are_the_users() -> None:
    found = summaries("I'm a porter at the Royal Infirmary", "What can I do for you?", "mainly night shifts so I sleep in the day")
    assert "User mainly works night shifts" in found


def test_shifts_said_alone_without_a_job_are_nothing() -> None:
    assert not any("shifts" in s for s in summaries("mostly night shifts so my sleep is a mess"))


def test_mostly_after_work_is_kept() -> None:
    assert "User mostly works night shifts" in summaries("I work mostly night shifts at the moment")


# ---------------------------------------------------------------- requests that last

@pytest.mark.parametrize(("text", "summary"), [
    ("Put the ingredients in a list please, my eyesight is not great these days",
     "User wants the ingredients in a list"),
    ("Number the instructions please, I get confused otherwise", "User wants the instructions numbered"),
    ("Please label each step, I'm dyslexic", "User wants each step labelled"),
])
def test_a_lasting_reason_after_a_request_makes_it_a_rule(text: str, summary: str) -> None:
    assert instructions.read(text) == [("preference", summary)]


@pytest.mark.parametrize("text", [
    "Number the instructions please",  # this answer's
    "please number the steps, I am tired today",  # a reason of the day
])
def test_a_request_without_a_lasting_reason_is_this_answer(text: str) -> None:
    assert instructions.read(text) == []


@pytest.mark.parametrize(("text", "summary"), [
    ("Please plain English, not long words.", "User wants plain English, not long words"),
    ("simple English please", "User wants simple English"),
])
def test_the_language_of_answers_said_without_a_verb(text: str, summary: str) -> None:
    assert instructions.read(text) == [("preference", summary)]


@pytest.mark.parametrize(("text", "summary"), [
    ("when you give me snack ideas count the calories", "User wants the calories counted in snack ideas"),
    ("whenever you suggest workouts tally the minutes", "User wants the minutes tallied when suggesting workouts"),
])
def test_a_rule_whose_verb_is_not_for_writing(text: str, summary: str) -> None:
    assert instructions.read(text) == [("preference", summary)]


def test_a_noun_that_is_also_a_verb_does_not_cut_the_context() -> None:
    assert instructions.read("when you give me a number round it") == []


# ---------------------------------------------------------------- what the assistant's recipes leave out

@pytest.mark.parametrize(("text", "summary"), [
    ("no coriander or fennel in your recipes please", "User wants no coriander or fennel in recipes"),
    ("And no pork in any of your meal plans, thanks", "User wants no pork in meal plans"),
])
def test_a_thing_left_out_of_the_assistants_recipes(text: str, summary: str) -> None:
    assert instructions.read(text) == [("constraint", summary)]


@pytest.mark.parametrize("text", ["no mushrooms in the risotto please", "no more takeaways in your meal plans please"])
def test_one_dish_or_a_change_of_habit_is_no_rule(text: str) -> None:
    assert instructions.read(text) == []


def test_a_rule_for_the_recipes_and_who_it_is_for() -> None:
    found = dialogue("No sesame or peanuts in your recipes please, my niece Ayesha is allergic.")
    by_summary = {c.summary: c for c in found}
    assert "User wants no sesame or peanuts in recipes" in by_summary
    allergy = by_summary["User's niece Ayesha is allergic to sesame and peanuts"]
    assert [p.name for p in allergy.persons] == ["Ayesha"]


# ---------------------------------------------------------------- the store

def test_a_bare_streak_is_kept_as_the_apps_streak(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, TS, "a", "I've been learning Italian on Duolingo", "I'm on a 45 day streak now")
    live = chat.live_summaries(brain)
    assert any("45-day streak" in s and "Duolingo" in s for s in live)


# ---------------------------------------------------------------- a learner's present, a date without "my"

@pytest.mark.parametrize(("text", "summary"), [
    ("I pass my citizenship test yesterday!", "User passed their citizenship test on 8 March 2026"),
    ("We buy a second-hand van last week.", "User bought a second-hand van in the week of 2 March 2026"),
])
def test_the_present_said_of_a_past_event(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize("text", ["I pass my driving test, I hope", "I start driving lessons next month"])
def test_the_present_without_a_past_time_is_left(text: str) -> None:
    assert not any(" passed " in s or " started " in s for s in summaries(text))


@pytest.mark.parametrize(("text", "summary"), [
    ("Practical exam is 12 May, I'm so nervous.", "User's practical exam is on 12 May 2026"),
    ("Interview is on the 20th of March.", "User's interview is on 20 March 2026"),
])
def test_a_test_dated_without_my_is_the_users(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_a_relatives_job_without_its_article() -> None:
    assert "User's sister is a nurse" in summaries("My sister is nurse.")


@pytest.mark.parametrize(("text", "summary"), [
    ("my dad come in April for three weeks", "User's dad is coming in April 2026 for three weeks"),
    ("My aunt is coming in June from Karachi.", "User's aunt is coming in June 2026 from Karachi"),
])
def test_a_relative_coming_on_a_date_is_a_visit(text: str, summary: str) -> None:
    found = [c for c in dialogue(text) if c.summary == summary]
    assert found and found[0].type == "episode"


# ---------------------------------------------------------------- leaving a place of work, a friend by their job

@pytest.mark.parametrize(("text", "summary"), [
    ("Big news. Left Harland & Wolff.", "User left Harland & Wolff"),
    ("I've just left my job at Greggs.", "User left Greggs"),
])
def test_leaving_a_named_place_of_work(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_leaving_without_a_name_is_nothing() -> None:
    assert not any("left" in s for s in summaries("I left early."))


@pytest.mark.parametrize(("text", "summary", "name"), [
    ("My dentist friend Priya swears by this toothpaste.", "User's friend Priya is a dentist", "Priya"),
    ("my electrician neighbour Tomasz fixed the lights", "User's neighbour Tomasz is an electrician", "Tomasz"),
])
def test_a_friend_named_by_their_job(text: str, summary: str, name: str) -> None:
    found = dialogue(text)
    told = [c for c in found if c.summary == summary]
    assert told and [p.name for p in told[0].persons] == [name]
    assert f"User's {summary.split()[1]} is {name}" not in [c.summary for c in found]  # said once, with the job


def test_whether_someone_was_right_is_no_fact_of_them() -> None:
    assert summaries("My cousin Bilal says it will rain. He may well be right.") == []
    assert summaries("My wife was right about the boiler.") == []


# ---------------------------------------------------------------- a fortnight, a trip in the present

def test_in_a_fortnight_dates_a_trip() -> None:
    assert "User is flying to Accra around 23 March 2026 to see their mum" in summaries("We fly to Accra in a fortnight to see my mum.")


def test_a_fortnight_as_a_length_is_no_date() -> None:
    assert not any("around" in s for s in summaries("I get paid every fortnight."))


# ---------------------------------------------------------------- pronouns in brackets, a work answered

@pytest.mark.parametrize(("text", "pronouns"), [("I'm Alex (they/them).", "they/them"), ("Hi! I'm Jo (she/her), a midwife in Derby.", "she/her")])
def test_pronouns_in_brackets_after_the_name(text: str, pronouns: str) -> None:
    found = summaries(text)
    assert f"User's pronouns are {pronouns}" in found
    assert f"User's name is {text.split('I' + chr(39) + 'm ')[1].split()[0]}" in found


def test_a_work_answered_to_what_are_you_working_on() -> None:
    found = summaries("hey", "Hi! What are you working on?", "An app for swapping allotment veg, with my mate Col.")
    assert any(s.startswith("User is working on an app for swapping allotment veg") for s in found)


def test_a_name_given_later_joins_the_work() -> None:
    found = summaries("We're making a board game about bees.", "What's it called?", "Hive Mind")
    assert "User is making a board game called Hive Mind about bees" in found


# ---------------------------------------------------------------- the object first, an activity in place of another

@pytest.mark.parametrize(("text", "summary"), [
    ("And from now on, the letters to the council please write in plain English, not legalese.",
     "User wants the letters to the council written in plain English"),
    ("The quotes for customers please write in Welsh first and English under.",
     "User wants the quotes for customers written in Welsh first and English under"),
])
def test_an_instruction_with_its_object_first(text: str, summary: str) -> None:
    assert any(s.startswith(summary) for s in summaries(text))


def test_a_thing_said_first_then_a_new_request_is_two() -> None:
    # a verb before "please": a statement, then the request (split as before)
    assert "User wants the letters written in French" not in summaries("The kids went to bed early please explain bread")


@pytest.mark.parametrize(("text", "summary"), [
    ("My physio says no more squash for my back. I'm rowing instead.", "User is doing rowing instead of squash"),
    ("I gave up cycling after the crash, I'm walking instead now", "User is doing walking instead of cycling"),
])
def test_an_activity_in_place_of_one_given_up(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_instead_of_nothing_said_is_nothing() -> None:
    assert not any("instead" in s for s in summaries("I'm swimming instead."))


# ---------------------------------------------------------------- how long, said as a tail; a business opened

@pytest.mark.parametrize(("text", "summary"), [
    ("I work at Lidl, 9 years now.", "User has worked at Lidl for 9 years"),
    ("I work for the council, nearly twenty years", "User has worked for the council for twenty years"),
])
def test_years_said_after_the_job_are_how_long(text: str, summary: str) -> None:
    assert summary in summaries(text)


@pytest.mark.parametrize(("text", "summary"), [
    ("We have opened a café in Hebden Bridge.", "User opened a café in Hebden Bridge"),
    ("I've finally opened my own barber shop!", "User opened their own barber shop"),
])
def test_a_business_opened_said_in_the_perfect(text: str, summary: str) -> None:
    assert summary in summaries(text)


def test_leaving_a_named_employer_ends_it_in_the_store(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, TS, "a", "I'm a sous chef at Trattoria Verde in Leeds.")
    assert "User works at Trattoria Verde in Leeds" in chat.live_summaries(brain)
    chat.hear(brain, clock, TS + dt.timedelta(days=90), "b", "Big news. Left Trattoria Verde.")
    live = chat.live_summaries(brain)
    assert "User left Trattoria Verde" in live
    assert "User works at Trattoria Verde in Leeds" not in live
