"""Leftovers, forty-second round (docs/extraction.md, "Leftovers set lo42"): a business opened said with "the" and the
pride after it, a loan approved said bare, a reason after a comma, a goal with "too", Jamaican patois, an aid kept in a
pocket in dialect, a new partner told in one message, children listed after a comma, a role read into a verb's object,
a plain way of answering asked by what it is not, chat lines without their subject.

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


def holding(text: str, *words: str, at: dt.datetime = MONDAY) -> list[str]:
    return [s for s in summaries(text, at) if all(w.lower() in s.lower() for w in words)]


# -- a business opened, "the" and its word, the pride said next --------------------------------------------------------

def test_a_business_opened_with_the_pride_after_it_is_the_users() -> None:
    assert holding("The pizzeria opened this morning!! we finally made it. how do I get on delivery apps?", "opened their pizzeria")
    got = summaries("The bistro opened for business yesterday, best day of our lives! wine list tips?")
    assert any("opened their bistro" in s for s in got)
    assert not any("best day" in s for s in got)  # the pride is no part of what was done
    assert holding("The boutique opened on saturday, me and my cousin did it! how do I price scarves?", "boutique")
    # near misses: a business of the street's, and one of the town's long ago
    assert not summaries("The new pharmacy opened today on our road, do they do flu jabs?")
    assert not summaries("The chip shop opened on the harbour in 1974, is it still run by the same family?")


# -- a loan approved, said bare or by "they" -----------------------------------------------------------------------------

def test_a_loan_approved_said_bare_is_the_users() -> None:
    assert holding("the building society approved the loan!! now the extension can start. which builder?", "loan", "approved")
    assert holding("they approved my business loan yesterday!! what should I spend it on first?", "business loan", "approved")
    # near misses: a loan of a school's asked about, "they" approving one of no one's
    assert not summaries("did the bank approve the loan for the new library? everyone is asking")
    assert not summaries("they approved the loan for the bypass, will it be finished by 2030?")


# -- a reason after a comma; a goal with "too" ----------------------------------------------------------------------------

def test_a_reason_after_a_comma_is_no_part_of_the_fact() -> None:
    got = summaries("I gave up sugar, my dentist insisted. what sweetener is safe?")
    assert any(s.startswith("User gave up sugar") for s in got)
    assert not any("dentist" in s for s in got)
    got = summaries("I stopped drinking cola, my son kept nagging me. what tastes fizzy without sugar?")
    assert any(s.startswith("User stopped drinking cola") for s in got)
    assert not any("nagging" in s for s in got)
    # near miss: no past verb after the comma, so it is no reason told
    assert holding("I moved to Galway, my sister's flat is near the docks.", "moved to Galway")


def test_a_goal_with_too_or_also_is_the_goal() -> None:
    assert "User wants to be a paramedic" in summaries("i want to be a paramedic too, like my uncle. how hard is the course?")
    assert "User wants to become a plumber" in summaries("I want to become a plumber as well. how long is the apprenticeship?")
    # near miss: what it is like said without "too" stays as said
    assert holding("I want to be a teacher like my mum", "teacher like their mum")


# -- Jamaican patois -----------------------------------------------------------------------------------------------------

def test_patois_mi_is_i_and_my() -> None:
    assert holding("mi live a Ocho Rios wid mi auntie. wha fi eat fi cramps?", "lives in Ocho Rios")
    assert holding("mi daughter Shanique play netball fi di parish team. how fi get her a scholarship?", "Shanique", "netball")
    # near miss: "mi" of Italian or Spanish is left ("di" alone is no mark of patois)
    assert not holding("mi piace molto la casa di Roma", "User")


# -- an aid of one's health kept on one, in dialect --------------------------------------------------------------------

def test_an_aid_kept_in_a_pocket_said_in_dialect() -> None:
    assert holding("me inhaler's in me jacket pocket always, is the cold bad for it?", "keeps their inhaler", "jacket pocket")
    assert holding("me glucose tabs are in me rucksack at all times, do they melt?", "glucose tablets", "rucksack")
    assert holding("my epipen lives in me purse. is it ok in the heat?", "keeps their EpiPen in their purse")
    # near miss: a father's inhaler left in the user's car
    assert not holding("me da's inhaler is in me van, should I bring it round?", "inhaler")


# -- a new partner told in one message -----------------------------------------------------------------------------------

def test_a_new_partner_told_in_one_message() -> None:
    # read as "met someone. X. he's a …" is (two facts under the cap, as lead47's "started seeing someone! his name is …")
    assert holding("got a boyfriend now, Ruaidhrí, he's a firefighter. what do I get him for christmas?",
                   "User's partner Ruaidhrí is a firefighter")
    assert holding("new girlfriend!! her name is Peigín and she's a vet. first date ideas?", "User's partner Peigín is a vet")
    assert "partner" in [c.attribute for c in facts("got a boyfriend now, Ruaidhrí, he's a firefighter.")]
    # near miss: a sister's new boyfriend is not the user's
    assert not holding("my sister has a new boyfriend, Flannán, he's a chef", "partner")


# -- children listed after a comma ---------------------------------------------------------------------------------------

def test_children_listed_after_a_comma() -> None:
    assert holding("I'm a welder in Tralee, two kids, Gormlaith 9, Tuathal 6. any cheap days out?", "Gormlaith", "Tuathal")
    assert holding("got three girls, Bláithín 12, Clíona 8 and Muireann 3, and the house is chaos.", "Bláithín", "Muireann")
    assert holding("I'm Lochlainn, I'm a baker in Ennis, and my two kids Crónán and Síofra are 7 and 10. any cake ideas?",
                   "Crónán", "Síofra")
    # near miss: a count of people that is no list of children
    assert not [c for c in facts("we went to the aquarium, two kids, three adults, it cost a fortune")
                if c.type == "relationship"]


# -- a role read into a verb's object --------------------------------------------------------------------------------------

def test_a_verb_and_its_object_is_no_role() -> None:
    assert not holding("saw a famous singer at the airport today!! Hozier. so tall", "User is a")
    assert not holding("spotted an old teacher at the pub last night", "User is a")
    # near miss: a role without a verb is still read
    assert holding("senior welder at Harland & Wolff, Belfast. which gloves last?", "welder")


# -- a plain way of answering, asked by what it is not -------------------------------------------------------------------

def test_be_blunt_said_with_what_it_is_not() -> None:
    assert "User wants the assistant to be blunt" in summaries("please be blunt, i don't need it sugar-coated. is my essay good?")
    assert "User wants the assistant to be direct" in summaries("be direct, no sugar-coating. is my logo any good?")
    # near miss: "be honest" alone asks it of one answer
    assert not summaries("please be blunt. is this shirt ugly?")


# -- chat lines without their subject --------------------------------------------------------------------------------------

def test_a_practice_with_its_days_said_without_a_subject() -> None:
    assert holding("footy training tues and thurs nights, my hamstring is tight. stretches?", "footy training", "Tuesday")
    assert holding("camogie practice mondays and fridays after school. any tips for shin splints?", "camogie practice", "Monday")
    # near miss: a match on telly by its nights
    assert not summaries("six nations sat and sun afternoons this week, which channel?")


def test_joining_a_company_said_without_a_subject() -> None:
    assert holding("joining quaymark in february, data team. what should I ask on day one?", "joining Quaymark")
    # near miss: joining a queue
    assert not summaries("joining the line at 8 for the concert, will there be tickets left?")
