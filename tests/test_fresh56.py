"""Fresh set s16 (docs/extraction.md, "Fresh set s16 (fresh56, session 59)"): a month "of last year"; a condition named
with its adjective ("pulmonary fibrosis") and insomnia; what a clinician found said after a comma in the clinician's own
sentence (the clinician's town between, "in the early stage" after); a rule's occasion of any question ("when I ask you
something, …") and a second rule after ", and when I ask about …"; "use … for me"; a town said bare after the name and
the age; a code-switched "soy <Name> <Surname>,"; an aid worn or had "since"; a medicine one "is to take". Real extractor.

Sentences are written for their family, not copied from the labelled set; near-miss negatives stand beside them.
"""

from __future__ import annotations

import datetime as dt

from mercuryd.brain import when
from tests import chat

TS = dt.datetime(2026, 9, 16, 12, 0, tzinfo=dt.UTC)  # a Wednesday


def summaries(*lines: str) -> list[str]:
    return [c.summary for c in chat.read(*lines, at=TS)]


# "<month> of last year", "the summer of next year": that month or season of that year
def test_a_month_of_last_year_is_that_year() -> None:
    assert when.absolute("User's grandfather died in October of last year", TS) == "User's grandfather died in October 2025"
    assert when.absolute("User moves to Cork in the summer of next year", TS) == "User moves to Cork in summer 2027"
    said = summaries("My grandfather died in October of last year.")
    assert any("October 2025" in s for s in said) and not any("of 2025" in s for s in said), said


def test_of_a_thing_then_last_year_is_no_month_of_that_year() -> None:
    out = when.absolute("User read about the fall of Rome last year", TS)
    assert "fall 2025" not in out and "fall of Rome" in out, out


# a condition's name with its adjective before it; insomnia
def test_a_condition_named_with_its_adjective() -> None:
    assert "User has pulmonary fibrosis" in summaries("the consultant says I have pulmonary fibrosis"), \
        summaries("the consultant says I have pulmonary fibrosis")
    said = summaries("the doctor in Hexham says I have avascular necrosis in the right hip")
    assert any(s.startswith("User has avascular necrosis") for s in said), said
    said = summaries("doc says insomnia, so no screens after ten now")
    assert "User has insomnia" in said, said


def test_an_adjective_condition_of_someone_else_or_said_generally() -> None:
    said = summaries("the consultant says my brother has pulmonary fibrosis")
    assert not any(s.startswith("User has") for s in said), said
    said = summaries("doc says insomnia is common in shift workers")
    assert not any(s.startswith("User has") for s in said), said


# what the clinician found, after a comma in the clinician's own sentence
def test_found_after_a_comma_in_the_clinicians_sentence() -> None:
    said = summaries("the GP in Hexham says my chest is weak, bronchitis, so no more smoking")
    assert "User has bronchitis" in said, said
    said = summaries("the doctor says the x-ray is not good, it is osteoporosis in the early stage")
    assert "User has osteoporosis" in said, said


def test_found_after_a_comma_of_someone_else_or_in_general() -> None:
    said = summaries("the GP in Hexham says my husband's chest is weak, bronchitis")
    assert not any(s.startswith("User has") for s in said), said
    said = summaries("my neighbour says her doctor told her the cough is bad, bronchitis")
    assert not any(s.startswith("User has") for s in said), said
    said = summaries("the doctor says the scan looks fine, osteoporosis is common at my age")
    assert not any(s.startswith("User has") for s in said), said


# "when I ask you something, …": every question
def test_a_rule_on_any_question() -> None:
    said = summaries("whenever I ask you something, keep it short")
    assert "User wants short answers" in said, said
    said = summaries("please when I ask you something answer me short, I read on the bus")
    assert "User wants short answers" in said, said


def test_any_question_then_no_rule() -> None:
    said = summaries("when I ask you something, my son laughs at me")
    assert not any(s.startswith("User wants") for s in said), said


# two rules, the second with its occasion first after ", and"
def test_a_second_rule_with_its_occasion_first() -> None:
    said = summaries("Please always use metric units, and when I ask about the weather give it in Celsius.")
    assert "User wants metric units" in said, said
    assert any(s.startswith("User wants the weather given in Celsius") for s in said), said
    said = summaries("when I ask about distances give them in kilometres")
    assert any(s.startswith("User wants distances given in kilometres") for s in said), said


def test_an_occasion_then_always_a_rule_stays_whole() -> None:
    # (the dev run caught t13-20-hector's "When I ask for prices always give them in a table" cut before "give")
    said = summaries("When I ask for recipes always give them in grams")
    assert "User wants recipes given in grams" in said, said


def test_a_rule_then_an_occasion_with_no_rule() -> None:
    said = summaries("Please always use metric units, and when I ask about my garden I mean the allotment.")
    assert not any("garden" in s and s.startswith("User wants") for s in said), said


# "use … for me": whom every answer is for goes without saying
def test_use_a_shape_for_me() -> None:
    said = summaries("Please use Canadian spelling for me from now on.")
    assert "User wants Canadian spelling" in said, said
    said = summaries("use simple words for me")
    assert "User wants simple words" in said, said


def test_use_a_thing_for_me_is_no_shape() -> None:
    said = summaries("can you use the van for me tomorrow")
    assert not any(s.startswith("User wants") for s in said), said


# the town after the name and the age
def test_a_town_after_the_name_and_the_age() -> None:
    said = summaries("I'm Aoife, 19, from Tralee.")
    assert "User is from Tralee" in said, said
    said = summaries("im oskari, 16, from kuopio")
    assert "User is from Kuopio" in said, said


def test_from_after_the_age_is_no_town() -> None:
    said = summaries("I'm Aoife, 19, from now on I study at night.")
    assert not any(s.startswith("User is from") for s in said), said


# "soy <Name> <Surname>, …" (Spanish "I am"), after a greeting of the day
def test_soy_with_a_full_name_then_a_comma() -> None:
    said = summaries("buenas tardes, soy Rigoberta Tzul, partera in Sololá")
    assert "User's name is Rigoberta Tzul" in said, said
    said = summaries("hola! soy Anselmo Quispe, guide in the valley")
    assert "User's name is Anselmo Quispe" in said, said


def test_soy_then_no_name() -> None:
    for line in ("buenas tardes, soy de aquí, from this valley", "buenos días, soy vegetariana"):
        said = summaries(line)
        assert not any(s.startswith("User's name") for s in said), said


# an aid worn or had since a time: what the user lives with
def test_an_aid_worn_since() -> None:
    said = [(c.type, c.summary) for c in chat.read("I have worn two hearing aids since the spring.", at=TS)]
    assert ("constraint", "User has worn two hearing aids since the spring") in said, said
    said = [(c.type, c.summary) for c in chat.read("I've had a walking stick since my fall in 2021.", at=TS)]
    assert any(t == "constraint" and s.startswith("User has had a walking stick") for t, s in said), said


def test_an_aid_had_for_a_relative() -> None:
    said = summaries("I have had a wheelchair for my mum since March.")
    assert not any(s.startswith("User has") for s in said), said


# a medicine the user "is to take"
def test_a_medicine_one_is_to_take() -> None:
    said = summaries("I'm to take ramipril every evening.")
    assert "User takes ramipril every evening" in said, said
    said = summaries("I've been told to take lansoprazole every morning")
    assert "User takes lansoprazole every morning" in said, said


def test_a_chore_one_is_to_take() -> None:
    said = summaries("I'm to take the bins out every evening.")
    assert not any(s.startswith("User takes") for s in said), said


# a birth told with its date, then the baby's name (and weight) after a comma
def test_a_birth_on_a_date_then_the_name() -> None:
    said = summaries("Our son was born on 14 August, Teodor, 3.6 kg.")
    assert "User's son Teodor was born on 14 August 2026" in said, said
    said = summaries("Our daughter was born on 2 August, Ilinca. We are all well.")
    assert "User's daughter Ilinca was born on 2 August 2026" in said, said


def test_a_birth_on_a_date_then_no_name() -> None:
    said = summaries("Our son was born on 14 March, healthy and loud.")
    assert not any("User's son " in s and " was born" in s and not s.startswith("User's son was born") for s in said), said
