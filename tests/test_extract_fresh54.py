"""Fresh set n16 (docs/extraction.md, "Fresh set n16 (fresh54, session 57)"): a two-word "<kind> maker" trade; a
role said bare with its years ("Roofer for 25 years"); a former post "the <role> in <place> for N years until …"; a
blood sugar said "my sugar", and a reading the clinic's "they say"; the condition that takes one's sight; a learner's
birth "My daughter born 2 March, name X"; "<name> here <age> from <place>" typed bare; a plan "idea" given up; a
town's health centre visited as an errand; a one-off paper written for someone is no project; the words of another
language allowed in answers. Real extractor.

Sentences are written for their family, not copied from the labelled set; near-miss negatives stand beside them.
"""

from __future__ import annotations

import datetime as dt

from tests import chat

TS = dt.datetime(2026, 9, 16, 12, 0, tzinfo=dt.UTC)  # a Wednesday


def read(*lines: str) -> list[tuple[str, str, list[str]]]:
    return [(c.type, c.summary, [p.name for p in c.persons]) for c in chat.read(*lines, at=TS)]


def summaries(*lines: str) -> list[str]:
    return [c.summary for c in chat.read(*lines, at=TS)]


# a two-word "<kind> maker" trade
def test_a_kind_of_maker_is_a_trade() -> None:
    assert "User is a basket maker in Ludlow" in summaries("I am a basket maker in Ludlow.")
    assert "User is a rope maker in Chatham" in summaries("I am rope maker in Chatham, I make them by hand.")


def test_the_maker_of_a_place_is_the_users_post() -> None:
    said = summaries("I'm the rope maker at the old dockyard in Chatham, twenty years now!")
    assert any(s.startswith("User is the rope maker at the old dockyard") for s in said), said


def test_a_maker_that_is_no_trade() -> None:
    said = summaries("I'm a decision maker at work.")
    assert not any(s.startswith("User is a") for s in said), said
    said = summaries("I bought a bread maker.")
    assert not any(s.startswith("User is a") for s in said), said


# a role said without a verb, with how many years
def test_a_bare_role_with_its_years() -> None:
    assert "User has been a roofer for 25 years" in summaries("Roofer for 25 years, I work all over the county.")
    assert "User has been a rope maker for twenty years" in summaries("Rope maker for twenty years now.")


def test_years_of_no_role() -> None:
    said = summaries("Married for 25 years.")
    assert not any(s.startswith("User has been") for s in said), said


# a former post: "I was the <role> in <place> for N years until …"
def test_the_post_of_a_place_held_for_years() -> None:
    said = summaries("I was the headmistress at St Anne's for twenty years until the school closed in 2015.")
    assert "User worked as the headmistress at St Anne's for twenty years until the school closed in 2015" in said


def test_the_post_without_a_place_or_a_role() -> None:
    assert not any("User worked as" in s for s in summaries("I was the headmistress for twenty years."))
    assert not any("User worked as" in s for s in summaries("I was the problem at home for twenty years."))


def test_until_i_retired_is_still_a_retired_one() -> None:
    said = summaries("I was a midwife in Dundee for thirty years until I retired.")
    assert any(s.startswith("User is a retired midwife") for s in said), said


def test_until_it_closed_keeps_no_pointer() -> None:
    said = summaries("I was a midwife in Dundee for ten years until it closed.")
    assert "User worked as a midwife in Dundee for ten years" in said


# a blood sugar said "my sugar", and a reading the clinic's "they" says
def test_my_sugar_too_high_is_high_blood_sugar() -> None:
    assert ("constraint", "User has high blood sugar", []) in read("Also doctor says my sugar is too high, so no more biscuits.")
    assert ("constraint", "User has high blood sugar", []) in read("my sugar levels are high again")


def test_they_say_my_blood_pressure_is_high() -> None:
    said = summaries("I went to the clinic on Monday. They say my blood pressure is high, 150 over 95.")
    assert "User has high blood pressure" in said
    assert "User has high cholesterol" in summaries("Doctors say my cholesterol is high.")


def test_they_say_of_another_or_of_no_reading() -> None:
    assert not any(s.startswith("User has high") for s in summaries("They say my son's blood pressure is high."))
    assert summaries("They say the weather is bad.") == []
    assert summaries("my sugar is in the cupboard") == []


# the condition that takes one's sight or hearing
def test_losing_sight_from_a_condition() -> None:
    assert "User is losing their sight from macular degeneration" in summaries("Sadly my eyesight is failing from macular degeneration.")
    assert "User is losing their hearing in the left ear from tinnitus" in summaries(
        "I'm losing my hearing in my left ear because of tinnitus.")


def test_losing_sight_from_no_condition() -> None:
    assert "User is losing their sight" in summaries("my eyesight is failing from all the screens")


# a learner's birth: "My daughter born 2 March, name X"
def test_a_birth_then_name_without_was_or_is() -> None:
    got = read("My daughter born 2 March, name Solongo. Healthy, 3.1 kg.")
    assert any(s.startswith("User's daughter Solongo was born on 2 March") and "Solongo" in persons for _, s, persons in got), got


def test_a_birth_then_no_name() -> None:
    got = read("My son born 14 November, name still not chosen.")
    assert not any(persons for _, _, persons in got), got


# "<name> here <age> from <place>", typed bare
def test_name_here_age_from_place_without_commas() -> None:
    said = summaries("keala here 17 from kona")
    assert "User's name is Keala" in said and "User is 17 years old" in said and "User is from Kona" in said


def test_same_here_is_no_name() -> None:
    said = summaries("same here 16 from leeds")
    assert not any(s.startswith("User's name is") for s in said), said


# a plan said as an idea or a dream, given up
def test_the_idea_is_finished() -> None:
    assert ("decision", "User gave up the franchise idea", []) in read("The franchise idea is finished, too much money.")
    assert ("decision", "User gave up their bakery dream", []) in read("our bakery dream is dead")


def test_an_idea_that_names_nothing_or_a_plan_finished() -> None:
    assert summaries("The whole idea is dead.") == []
    assert not any(s.startswith("User gave up") for s in summaries("the seating plan is finished"))


# a town's health centre, visited: an errand, what was found is the news
def test_the_health_centre_visit_is_an_errand() -> None:
    said = summaries("I went to the health centre because I kept fainting. They say my blood pressure is high.")
    assert "User has high blood pressure" in said
    assert not any(s.startswith("User went to the health centre") for s in said), said


def test_the_hospital_visit_is_still_told() -> None:
    assert "User went to the hospital" in summaries("I went to the hospital because my chest hurt.")


# a paper of the day, written for one reader, is no project
def test_an_invoice_or_a_quote_written_is_no_project() -> None:
    assert summaries("I'm writing an invoice for the Hendersons.") == []
    assert summaries("I'm writing a quote for a plumber in Chester.") == []


def test_a_thing_made_with_the_papers_name_is_a_project() -> None:
    assert ("project", "User is writing an invoice generator in Rust", []) in read("I'm writing an invoice generator in Rust.")
    said = summaries("I'm making a card game called Tidepool about rock pools.")
    assert any(s.startswith("User is making a card game called Tidepool") for s in said), said


# the words of another language allowed in answers
def test_words_of_a_language_allowed() -> None:
    assert ("preference", "User is fine with Tagalog words in answers", []) in read("You can mix Tagalog words, it's fine for me.")
    assert ("preference", "User is fine with Welsh words in answers", []) in read("feel free to throw in some Welsh phrases")


def test_words_of_no_language_or_for_one_task() -> None:
    assert summaries("You can use big words.") == []
    assert summaries("You can use Spanish words for the menu items.") == []


def test_a_high_sugar_said_with_its_diagnosis_is_one_fact() -> None:
    said = summaries("Doc said my sugar is high, prediabetes. No more doughnuts.")
    assert "User has prediabetes" in said
    assert "User has high blood sugar" not in said
