"""Fresh voices, s14 round (docs/extraction.md, "Four more voices (s14)"): a long-haul trucker typing on his phone, a
PhD student in Seoul with Korean kinship words, a lawyer in Lagos writing long formal paragraphs, a stay-at-home
father in Melbourne chatting in Australian slang. Each family of sentences a rule a person would name; the real
extractor, and what the store does with them through a real Brain on a SQLite file.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt
import functools

import pytest

from mercuryd import wire
from mercuryd.brain.clock import FakeClock
from mercuryd.brain.service import Brain
from tests import chat

AT = dt.datetime(2026, 9, 9, 18, 0, tzinfo=dt.UTC)  # a Wednesday
JANUARY = dt.datetime(2026, 1, 20, 18, 0, tzinfo=dt.UTC)

facts = functools.partial(chat.facts, at=AT)
summaries = functools.partial(chat.summaries, at=AT)


def live(brain: Brain) -> list[str]:
    """The summaries of every live memory."""
    return [m.summary for m in brain.list(wire.ListParams(scope="all", limit=100)).items]


# ---------------------------------------------------------------- greetings before an introduction

@pytest.mark.parametrize("said", [
    "g'day, bazza here, sparky from Ballarat",
    "gday, bazza here",
    "hey there names bazza okafor, 44",
])
def test_an_australian_hello_or_hey_there_opens_an_introduction(said: str) -> None:
    assert any(s.startswith("User's name is Bazza") for s in summaries(said))


@pytest.mark.parametrize(("said", "age"), [("my name is Gwendolyn, 71.", "71"), ("names dale, 63, and I run a tow yard", "63")])
def test_an_age_after_the_name(said: str, age: str) -> None:
    assert any(a == "age" and v == age for _, _, a, v in facts(said))


def test_a_number_that_opens_an_address_is_no_age() -> None:
    assert not any(a == "age" for _, _, a, _ in facts("My name is Tom, 34 Elm Street is where I live."))


def test_outta_is_out_of() -> None:
    said = " | ".join(summaries("im a trucker outta Moose Jaw"))
    assert "out of Moose Jaw" in said


# ---------------------------------------------------------------- Korean kinship words after "my"

@pytest.mark.parametrize(("said", "wanted"), [
    ("my eomma lives in Gwangju with my appa", "User's mom lives in Gwangju with their dad"),
    ("My unnie Ji-a works as a pharmacist in Incheon.", "User's older sister Ji-a works as a pharmacist in Incheon"),
    ("my hyung Dong-hyun is getting married in October", "User's older brother Dong-hyun is getting married in October 2026"),
    ("my halmeoni lives in Jeonju", "User's grandma lives in Jeonju"),
])
def test_a_relative_said_in_korean_is_the_relative(said: str, wanted: str) -> None:
    assert wanted in summaries(said)


@pytest.mark.parametrize("said", ["my mom called again, she wants me to visit", "My dad phoned this morning.",
                                  "my grandma texted me a photo of her garden"])
def test_a_relative_known_by_relation_who_just_got_in_touch_is_no_fact(said: str) -> None:
    assert summaries(said) == []


def test_a_boss_who_keeps_doing_something_is_still_kept() -> None:
    assert any("boss" in s for s in summaries("my boss keeps booking meetings at 7am"))


# ---------------------------------------------------------------- who the user is, said at length or with asides

@pytest.mark.parametrize(("said", "name", "rest"), [
    ("I'm Margarethe (Grete is fine), a pharmacist in Graz.", "User's name is Margarethe", "User is a pharmacist in Graz"),
    ("Hi, I'm Oluwaseun (call me Seun), a data analyst at Paystack.", "User's name is Oluwaseun", "User is a data analyst"),
])
def test_an_aside_in_brackets_after_the_name_leaves_the_rest_of_the_introduction(said: str, name: str, rest: str) -> None:
    got = summaries(said)
    assert name in got and any(s.startswith(rest) for s in got)


def test_a_year_of_study_with_the_field_after_student() -> None:
    got = facts("I'm a 3rd year PhD student in marine biology at Bergen University.")
    assert ("identity", "User is a third-year PhD student in marine biology at Bergen University",
            "job_title", "third-year phd student") in got


@pytest.mark.parametrize(("said", "city"), [
    ("I live near campus in Sinchon.", "sinchon"),
    ("We live close to the harbour in Fremantle.", "fremantle"),
    ("I live right by the station in Didsbury with my partner.", "didsbury"),
])
def test_what_the_home_is_near_then_where(said: str, city: str) -> None:
    assert any(a == "lives_in" and v == city for _, _, a, v in facts(said))


def test_near_a_place_by_name_is_not_a_home() -> None:
    assert not any(a == "lives_in" for _, _, a, _ in facts("I live near Leeds in a small village."))


@pytest.mark.parametrize(("said", "employer"), [
    ("I'm a paralegal at Hughes & Partners.", "hughes & partners"),
    ("I work as a chemist at Procter & Gamble in Cincinnati.", "procter & gamble"),
])
def test_an_ampersand_joins_a_firms_name(said: str, employer: str) -> None:
    assert any(a == "works_at" and v == employer for _, _, a, v in facts(said))


def test_a_long_introduction_before_a_colon_leaves_who_the_user_is() -> None:
    got = summaries("Allow me to introduce myself, since we shall be corresponding at some length: my name is Obiageli "
                    "Nwosu and I am a retired magistrate.")
    assert "User's name is Obiageli Nwosu" in got


@pytest.mark.parametrize(("said", "role", "employer"), [
    ("I'm a nurse in the cardiology department of St James's Hospital.", "User is a nurse in the cardiology department",
     "st james's hospital"),
    ("I am an associate in the tax practice of Mensah, Boateng & Co.", "User is an associate in the tax practice", "mensah"),
])
def test_a_department_of_the_employer(said: str, role: str, employer: str) -> None:
    got = facts(said)
    assert any(s.startswith(role) and a == "job_title" for _, s, a, _ in got)
    assert any(a == "works_at" and v == employer for _, _, a, v in got)


def test_a_firm_named_by_its_partners_keeps_its_commas() -> None:
    assert "User works at Mensah, Boateng & Co" in summaries("I'm a clerk at Mensah, Boateng & Co.")


def test_a_comma_after_the_employer_still_ends_it() -> None:
    assert "User works at Allegro in Poznan" in summaries("I'm a developer at Allegro, Poznan.")


@pytest.mark.parametrize("said", ["our eldest is hana, she's 9", "our youngest is Theo.", "my youngest is Theo."])
def test_a_child_by_their_place_among_the_children(said: str) -> None:
    got = summaries(said)
    assert any(s.startswith("User's child") for s in got)
    assert not any(s.startswith(("User's eldest is a", "User's youngest is a")) for s in got)


@pytest.mark.parametrize(("said", "city"), [("I'm a stay-at-home dad in Hobart.", "hobart"),
                                            ("I'm a stay at home parent in Bendigo.", "bendigo")])
def test_a_parent_at_home_says_where_the_home_is(said: str, city: str) -> None:
    got = facts(said)
    assert any(s.startswith("User is a stay-at-home") for _, s, _, _ in got)
    assert any(a == "lives_in" and v == city for _, _, a, v in got)


def test_a_parent_at_home_without_a_place_has_no_home() -> None:
    assert not any(a == "lives_in" for _, _, a, _ in facts("I'm a stay-at-home mum of three."))


# ---------------------------------------------------------------- health, said formally or as it keeps happening

@pytest.mark.parametrize(("said", "wanted"), [
    ("My GP has informed me that I have iron-deficiency anemia.", "User has iron-deficiency anemia"),
    ("My physician, having looked at my bloods twice, has told me that I have high blood pressure.",
     "User has high blood pressure"),
    ("I keep getting migraines when I skip breakfast.", "User keeps getting migraines when they skip breakfast"),
])
def test_a_condition_told_by_a_doctor_at_length_or_coming_back(said: str, wanted: str) -> None:
    assert wanted in summaries(said)


def test_a_condition_that_keeps_coming_back_is_a_condition() -> None:
    got = facts("I've been getting migraines most weekends.")
    assert any(t == "constraint" and a == "condition" and v == "migraine" for t, _, a, v in got)


@pytest.mark.parametrize(("said", "wanted"), [
    ("I haven't eaten pork since 2012.", "User has not eaten pork since 2012"),
    ("I have not drunk alcohol in years, and I feel better for it.", "User has not drunk alcohol in years"),
])
def test_what_the_user_has_long_gone_without(said: str, wanted: str) -> None:
    assert ("constraint", wanted, None, None) in facts(said)


@pytest.mark.parametrize("said", ["I haven't had coffee since Monday.", "I haven't had a day off in years."])
def test_a_short_while_or_a_thing_not_eaten_is_not_a_diet(said: str) -> None:
    assert not any(t == "constraint" for t, _, _, _ in facts(said))


@pytest.mark.parametrize("said", ["my son has been diagnosed with type 1 diabetes", "My son's been diagnosed with type 1 diabetes."])
def test_a_relatives_diagnosis_is_kept(said: str) -> None:
    assert "User's son has been diagnosed with type 1 diabetes" in summaries(said)


@pytest.mark.parametrize(("said", "wanted"), [
    ("I write, with some hesitation, to ask for your assistance with a personal matter: my doctor says I have gout.",
     "User has gout"),
    ("I'd value your advice with a family matter: my daughter has been diagnosed with epilepsy.",
     "User's daughter has been diagnosed with epilepsy"),
])
def test_a_long_lead_asking_for_help_before_a_colon_leaves_what_follows(said: str, wanted: str) -> None:
    assert wanted in summaries(said)


def test_a_formal_aside_before_the_verb_is_left_out() -> None:
    got = summaries("My landlord, having inspected the flat twice, has agreed to lower the rent.")
    assert "User's landlord has agreed to lower the rent" in got


@pytest.mark.parametrize(("said", "wanted"), [
    ("my GP in Airdrie says I have gout.", "User has gout"),
    ("the doc at the walk-in clinic said I have asthma", "User has asthma"),
])
def test_where_the_doctor_is_said_between(said: str, wanted: str) -> None:
    assert wanted in summaries(said)


# ---------------------------------------------------------------- goals and changes typed on a phone

@pytest.mark.parametrize(("said", "wanted"), [
    ("wanna run a half marathon by october", "User wants to run a half marathon by October"),
    ("want to learn Cree before the kids do", "User wants to learn Cree before the kids do"),
])
def test_a_goal_with_its_i_dropped(said: str, wanted: str) -> None:
    assert any(t == "goal" and s.startswith(wanted) for t, s, _, _ in facts(said))


@pytest.mark.parametrize("said", ["wanna see a pic?", "want to grab lunch", "need to buy milk"])
def test_a_wish_of_the_moment_with_its_i_dropped_is_not_a_goal(said: str) -> None:
    assert not any(t == "goal" for t, _, _, _ in facts(said))


@pytest.mark.parametrize(("said", "wanted"), [
    ("im cutting out the energy drinks on night shift", "User is cutting out the energy drinks on night shift"),
    ("I've cut out bread and beer.", "User has cut out bread and beer"),
])
def test_cutting_out_something_eaten_or_drunk_is_a_decision(said: str, wanted: str) -> None:
    assert ("decision", wanted) in [(t, s) for t, s, _, _ in facts(said)]


@pytest.mark.parametrize("said", ["I cut out the middleman.", "I'm cutting out coupons from the paper."])
def test_cutting_out_something_else_is_no_decision(said: str) -> None:
    assert not any(t == "decision" for t, _, _, _ in facts(said))


@pytest.mark.parametrize(("said", "wanted"), [
    ("I resigned from Hartwell Insurance in May.", "User resigned from Hartwell Insurance in May 2026"),
    ("I have tendered my resignation from Okoro & Sons.", "User has tendered their resignation from Okoro & Sons"),
])
def test_a_resignation_from_a_named_employer_is_a_decision(said: str, wanted: str) -> None:
    assert ("decision", wanted) in [(t, s) for t, s, _, _ in facts(said)]


def test_resigning_from_something_unnamed_is_not_read() -> None:
    assert facts("I resigned from the committee.") == []


# ---------------------------------------------------------------- instructions said formally

@pytest.mark.parametrize("said", [
    "I would be grateful if you would refrain from using bullet points.",
    "As to the format of your answers, kindly refrain from using bullet points.",
    "Regarding your responses, I would be grateful if you would avoid bullet points.",
])
def test_refrain_from_is_avoid_and_a_lead_on_answers_is_left_out(said: str) -> None:
    assert any("bullet points" in s and t in {"constraint", "preference"} for t, s, _, _ in facts(said))


# ---------------------------------------------------------------- when: a start ahead, a relative clause in the past

def test_commencing_in_a_month_is_the_next_one() -> None:
    got = " | ".join(summaries("I have enrolled in an MBA at Lagos Business School, commencing in February."))
    assert "February 2027" in got


def test_a_past_relative_clause_dates_its_month_in_the_past() -> None:
    got = " | ".join(chat.summaries("I live in Perth with my daughter Isla, who turned five in November.", at=JANUARY))
    assert "November 2025" in got and "November 2026" not in got


def test_a_relative_clause_ahead_keeps_its_month_ahead() -> None:
    got = " | ".join(chat.summaries("My sister Oona, who is getting married in March, lives in Cork.", at=JANUARY))
    assert "March 2025" not in got


# ---------------------------------------------------------------- through the store

def test_the_korean_relative_is_a_person_in_the_store(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, AT, "c", "my oppa Tae-yang lives in Busan")
    kept = " | ".join(live(brain))
    assert "User's older brother Tae-yang lives in Busan" in kept
    assert any(p.name == "Tae-yang" for p in brain.persons_list(wire.PersonsListParams()).items)
