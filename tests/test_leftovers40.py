"""Leftovers, fortieth round (docs/extraction.md, "Leftovers set lo40"): a hospital test by its own name, dated after
"I have" or "I've got".

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


# -- a dated hospital test -------------------------------------------------------------------------------------------------

def test_a_hospital_test_by_its_name_dated_after_have() -> None:
    assert holding("I have an endoscopy on the 22nd. can I drink coffee that morning?", "endoscopy", "22 December 2026")
    assert holding("I've got an ultrasound on the 9th of January and I'm nervous", "ultrasound", "9 January 2027")
    # the aside after the date is no part of it (the summary stands alone)
    assert summaries("I've got a gastroscopy on the 7th of January, my first one ever. will I be asleep?") == [
        "User's gastroscopy is on 7 January 2027"]
    # a weekday named is the coming one, as for a scan
    assert holding("I have a biopsy on Friday, how long does it sting?", "biopsy", "18 December 2026")
    # near miss: a friend's test is not the user's, and an MRI machine is no appointment
    assert not holding("my cousin has a colonoscopy on the 22nd, what should she eat?", "colonoscopy")
    assert not summaries("I have an MRI machine at work and it hums all day, is that normal?")


# -- a treatment ended ---------------------------------------------------------------------------------------------------

def test_no_more_treatment_with_its_rhythm_is_a_treatment_ended() -> None:
    assert holding("No more dialysis on Mondays and Thursdays, the transplant took! can I eat bananas now?",
                   "no longer needs dialysis on Mondays and Thursdays")
    assert holding("no more iron infusions every six weeks!! my ferritin is finally normal", "iron infusions every six weeks")
    assert holding("No more insulin shots at bedtime, the pump does it all now", "insulin shots at bedtime")
    # near misses: a drink's shots, a wish with "please", songs on the radio
    assert not holding("No more tequila shots every Friday, my liver can't take it", "needs")
    assert not holding("No more jabs please, I've had three this month", "needs")
    assert not holding("No more carols every hour please, the radio at work is driving me mad", "carols")


# -- a break-up with the partner's full name -------------------------------------------------------------------------------

def test_a_break_up_told_with_a_full_name_keeps_the_person() -> None:
    said = "Ruairidh Coulter and I broke up on Saturday, after two years. who keeps the dog?"
    assert holding(said, "Ruairidh Coulter", "broke up", "12 December 2026") and "Ruairidh Coulter" in persons(said)
    said = "Me and Oonagh Tierney split up last month and the flat feels huge. how do I make it cosy?"
    assert holding(said, "Oonagh Tierney", "split up", "November 2026") and "Oonagh Tierney" in persons(said)
    said = "I broke up with Fabrizio Santangelo last week, how do I stop checking his Instagram?"
    assert holding(said, "Fabrizio Santangelo", "broke up") and "Fabrizio Santangelo" in persons(said)
    # near misses: a famous couple asked about, and two names with no "I"
    assert not summaries("Did Ben Affleck and Jennifer Lopez split up again? my group chat says so")
    assert not persons("Ruairidh Coulter and Oonagh Tierney broke up, everyone at work is talking about it")


# -- a learner's present for a plan ahead ----------------------------------------------------------------------------------

def test_a_learners_present_for_a_move_or_a_start_ahead() -> None:
    assert holding("I move to Zwickau in March for my studies, where do students live?", "moving to Zwickau", "March 2027")
    assert holding("next month I move to Marijampolė for the new job, is the bus good there?", "moving to Marijampolė", "January 2027")
    said = "I start at the music academy in Wismar in September, what should I practise?"
    assert [c for c in facts(said) if c.type == "decision" and "Wismar" in c.summary and "September 2027" in c.summary]
    assert holding("I begin my internship in Herning in February, what do I wear?", "internship in Herning", "February 2027")
    # near misses: a gym begun, a league's start, a move for someone else
    assert not summaries("I start at the gym on Monday, what should I eat before?")
    assert not summaries("The league starts in Marijampolė in April, who should I pick?")
    assert not holding("I move to Zwickau in March for my sister, she had a baby", "for their sister")


# -- a relative's worry for the user ---------------------------------------------------------------------------------------

def test_a_relatives_worry_for_the_user_is_no_fact() -> None:
    said = "I move to Gniezno in May for my job, my father is worry about me there alone. how I find a room?"
    assert holding(said, "moving to Gniezno") and not holding(said, "worr")
    assert not holding("my nan is so worried about me, I cycle to work in the dark", "worr")
    # near miss: what the worry is about, said of the user's health, stays
    assert holding("my husband is worried about me having another stroke, he checks on me at night", "stroke")


# -- a relative's baby, the name said after --------------------------------------------------------------------------------

def test_a_relatives_baby_named_after_with_the_mothers_name() -> None:
    said = "My brother's wife Ríonach had the baby this morning, a girl, she's called Aoibheann! what do I buy?"
    assert holding(said, "niece Aoibheann", "born") and "Aoibheann" in persons(said)
    said = "Our daughter Gretel had her baby on Sunday, a little boy, his name is Quirin. I'm a grandad!"
    assert holding(said, "grandson Quirin", "13 December 2026") and "Quirin" in persons(said)
    # near misses: an animal's baby, a friend's baby is no kin of the user's
    assert not summaries("The farm's donkey had her baby, a girl! she's called Thistle. what do foals eat?")
    assert not holding("my friend Imke had the baby, a boy, he's called Tammo", "nephew")


# -- notice given, the last day said bare ----------------------------------------------------------------------------------

def test_notice_given_then_the_last_day_said_bare_is_the_last_day_there() -> None:
    assert holding("gave my notice in at aldi, last day is the 30th. do I get holiday pay?", "last day at Aldi", "30 December 2026")
    assert holding("I quit Waterstones, my last shift is on Saturday 🎉", "last shift at Waterstones", "19 December 2026")
    # near misses: a job quit with no place, a sale's last day
    assert not holding("I quit my job, my last day is the 30th, wish me luck", "last day at")
    assert not summaries("The market's last day is the 30th, should I buy the tree now?")
