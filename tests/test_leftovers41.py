"""Leftovers, forty-first round (docs/extraction.md, "Leftovers set lo41"): trades told by a verb with their years, terse
notes of a trade and its town, a fronted month before a start with more after the comma, a day said twice, a town's
bakery, a thing used now and then, a home in slang, a new partner in fragments, a health aid in
use, a loan approved by the bank.

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


# -- a trade told by its verb, a place and its years --------------------------------------------------------------------

def test_a_trade_with_its_years_said_as_they_fall_due() -> None:
    assert holding("I tile bathrooms around Pitlochry, going on 12 years. my knees are wrecked, which pads?", "tiles bathrooms",
                   "12 years")
    assert holding("I mend nets in Portavogie, 25 years come spring, and my fingers are stiff. any creams?", "mends nets")
    # the time the years fall due is no part of the job
    assert not holding("I mend nets in Portavogie, 25 years come spring, and my fingers are stiff.", "spring")


def test_a_vehicle_of_work_driven_and_hair_coloured_with_years() -> None:
    assert holding("I drive the 17 bus in Hawick, 9 years now. how do I keep my back from seizing?", "bus", "Hawick")
    assert holding("I colour hair at a small salon in Buncrana, 14 years now, and the dye burns my hands.", "colours hair")
    assert holding("I cut hair in Jedburgh, 22 years now, and my shoulder aches.", "User cuts hair")
    # near misses: one's own car, the school run
    assert not holding("I drive a Skoda, 12 years now, is the clutch worth fixing?", "12 years")
    assert not summaries("I drive the kids to school in Pwllheli, 20 minutes each way, any audiobooks?")


# -- a terse trade and its town --------------------------------------------------------------------------------------------

def test_a_terse_trade_then_its_town_as_sentences() -> None:
    assert holding("Crab fisherman. Portavogie. Engine died again. Outboard or inboard?", "crab fisherman in Portavogie")
    # the way of working said after is one fact with the trade, in lower case
    got = summaries("Upholsterer, Kiltimagh. Self-employed. How do I charge for fabric?")
    assert any("self-employed upholsterer in Kiltimagh" in s for s in got)
    assert not any("Self-employed" in s for s in got)
    # near miss: a word that is no trade, then a town
    assert not holding("Rain. Swinford. Does it ever stop in April?", "Swinford")


def test_self_employed_alone_in_lower_case() -> None:
    assert "User is self-employed" in summaries("Self-employed. How do I register for VAT?")
    assert not holding("Self-employed people, do they pay more tax?", "self-employed")


# -- a fronted month before a start, more after the comma --------------------------------------------------------------

def test_a_fronted_month_then_a_start_with_a_place_after_the_comma() -> None:
    assert holding("In April I start my rotation in Třebíč, at the district hospital. which shoes survive 12-hour shifts?",
                   "rotation", "Třebíč", "April 2027")
    assert holding("In February I begin my secondment in Kroměříž, with the planning team. how formal is the dress code?",
                   "secondment", "Kroměříž", "February 2027")
    # near miss: a festival's start, no "I"
    assert not holding("In June the folk festival begins in Písek, at the old bridge. is it worth a trip?", "Písek")


# -- a day said twice -------------------------------------------------------------------------------------------------------

def test_a_day_said_relatively_then_its_date_is_one_date() -> None:
    at = dt.datetime(2026, 12, 10, 9, tzinfo=dt.UTC)
    got = holding("We opened the deli on the quay yesterday, the 9th of December! how do I get the word out?", "deli", at=at)
    assert got and "9 December 2026" in got[0] and got[0].count("2026") == 1
    # a date after a comma that is not a restatement of a day stays its own
    assert holding("my driving test is on Friday, the 18th of December, any tips?", "18 December 2026")


def test_a_towns_bakery_opened_long_ago_is_no_ones() -> None:
    assert not summaries("The chip shop opened on the high street in 1987, the 3rd of June, is it the oldest in town?")
    assert holding("The Cushendall Bakehouse opened today!", "opened", "Cushendall Bakehouse")


# -- a thing of no kind used now and then -------------------------------------------------------------------------------------

def test_a_thing_used_now_and_then_is_no_fact() -> None:
    assert not summaries("I use subtitles sometimes when I watch films, is my listening bad?")
    # a known aid, a named tool, a thing with its article, used now and then, are still the user's
    assert holding("I use a walking stick sometimes on bad days", "walking stick")
    assert holding("I use Obsidian sometimes for my recipes", "Obsidian")
    assert holding("I use a slow cooker sometimes for stews", "slow cooker")


# -- a home in slang ----------------------------------------------------------------------------------------------------

def test_a_gaff_found_is_a_home_found() -> None:
    assert holding("found a gaff in Mohill at last, moving in on friday. what do I need for the first night?", "place", "Mohill")
    assert not summaries("my cousin found a gaff in Mohill, is the rent there cheaper?")


# -- a new partner in fragments ------------------------------------------------------------------------------------------------

def test_a_new_partner_said_in_fragments() -> None:
    got = facts("met someone. muireann. shes a physio. where should we go on a second date?")
    assert {"Muireann"} <= {p.name for c in got for p in c.persons}
    assert any("physio" in c.summary for c in got)
    # near miss: someone famous met
    assert not any(p.name == "Odhrán" for c in facts("met someone famous on the train. Odhrán. he's a singer!")
                   for p in c.persons)


# -- a health aid in use --------------------------------------------------------------------------------------------------------

def test_a_health_aid_got_then_in_use() -> None:
    assert holding("collected my knee brace on monday, wearing it all day now. does it weaken the muscle?", "knee brace")
    assert holding("got the cpap machine last week, using it every night now. the mask marks my face, help?", "CPAP")
    # near miss: someone else's aid
    assert not summaries("my uncle says a cpap machine changed his life, is that true?")


# -- a loan approved -----------------------------------------------------------------------------------------------------------

def test_the_users_loan_approved_by_the_bank() -> None:
    assert holding("the building society approved our mortgage for the flat in Auchterarder! what comes next?", "mortgage",
                   "approved")
    # near miss: a council's loan for a stadium
    assert not summaries("the council approved the loan for the new pool in Newcastleton, will rates go up?")
