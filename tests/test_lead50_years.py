"""Eight new users' years the session-50 lead wrote before they ran (a turn at a time through a real Brain).

Thabo, a bus driver in Soweto who becomes a depot supervisor; Marie-Claude, an ICU nurse in Montréal; Kenji, a gameplay
programmer in Osaka who types in lower case and moves to Tokyo; Grace, a tailor in Kampala learning English; Giuseppe, a
retired baker in Naples who writes long messages; Valentina, a PhD student in Córdoba who mixes Spanish in; Niamh, a
primary teacher in Galway expecting her first; Wei Ling, an accountant in Penang. What a careful person keeps, sees ended
and never stores, and what each check should bring, were written with the turns (tests/data/lead50_years.json) before
anything ran on them; the first figures are in docs/extraction.md ("The lead's round … (session 50)"). ``KNOWN`` is what
is still not met, each a strict xfail with its reason.

Run ``PYTHONPATH=$PWD python tests/test_lead50_years.py`` for the figures of every year.
"""

from __future__ import annotations

import json
from pathlib import Path

from tests import newuser
from tests.newuser import (  # noqa: F401  (pytest collects the tests, their parameters and the fixture from here)
    pytest_generate_tests,
    test_recall_along_the_year,
    test_what_a_person_keeps_is_live,
    test_what_ended_is_not_live,
    test_what_is_not_worth_keeping_is_never_stored,
    years,
)

DATA = json.loads((Path(__file__).parent / "data" / "lead50_years.json").read_text(encoding="utf-8"))

YEARS = {name: newuser.from_json(year) for name, year in DATA.items()}

KNOWN: dict[str, str] = {
    # -- recall along the year
    "thabo: 2026-07-10 any tips for my first long road trip?": "'User bought a Toyota Corolla, 2019 model, their first car' "
                                                              "is not brought by a road trip (no kind joins a car to a drive)",
    "thabo: 2026-12-01 how do I handle a difficult driver at work?": "'User will be a depot supervisor at Dobsonville …' shares "
                                                                    "no word with it ('driver' is not 'driving')",
    "kenji: 2026-08-25 best way to learn blueprints fast": "Blueprints are Unreal's visual scripting: no memory says so",
    "grace: 2026-09-15 how to find customers for new business?": "'User wants to start selling school uniforms in 2027' is "
                                                                "not brought by 'new business'",
    "giuseppe: 2026-03-01 a recipe for tonight's soup": "'I must cook without salt for her' was lost to the cap of three (the "
                                                        "heart attack, the pills, the wife), so nothing says no salt",
    "valentina: 2026-08-01 how do I calm down before a big presentation?": "'My defensa de tesis is on 28 August!' (Spanish "
                                                                           "words for the defence) is not read",
    "valentina: 2026-10-25 checklist for an international move": "'User got the postdoc in Barcelona, at CREAF' is a job, "
                                                                 "not a move, to the model and the rules",
    "niamh: 2026-12-02 what do I need to sort out before returning to the classroom?": "'User has decided to go back "
                                                                                       "part-time in February 2027' shares "
                                                                                       "no word with it",
    "wei: 2026-07-15 how much should I spend on new goggles?": "goggles bring neither the swimming nor the currency wanted",
    # -- what a person keeps
    "thabo: son Sipho": "'Our daughter Lerato is …, and Sipho is 14.' names no relation for Sipho",
    "thabo: graduation 10 December": "'Graduation is on 10 December at the Great Hall.' says whose only by the sentence before",
    "marieclaude: partner Étienne": "'My chum Étienne' is Québec French for a boyfriend, not read",
    "kenji: name Kenji": "'kenji. 29. gameplay programmer …': a name and an age typed as sentences of their own",
    "giuseppe: retired baker": "the first message holds six facts; the cap of three keeps his name with his age (cap52), "
                               "his wife and his son Gennaro; 'I am retired' and the bakery of forty years are lost",
    "niamh: Bernadette minds the baby": "'Cian's mam Bernadette' is the husband's mother said through his name, not read",
    "wei: Penang": "the job in Penang ended with the promotion, and 'finance manager' says no town",
    # -- what ended (several labels match the memory that says it ended: true memories, labels written before the run)
    "kenji: guitar lessons": "the label's 'guitar' is in 'User quit guitar', which is true",
    "kenji: Osaka studio": "the new studio in Shibuya is an offer, then a move to Tokyo: the Osaka job is never said to end",
    "giuseppe: Fiat Panda": "the label's 'Panda' is in 'User sold the Fiat Panda to their nephew', which is true",
    "giuseppe: cards at the bar": "'The card games are finished for me' is not read as the end of 'User plays cards …'",
    "niamh: gestational diabetes": "the label's 'diabetes' is in 'User's diabetes has gone', which is true",
    # -- never stored (the labels' judgement; both are kept as a careful reader might)
    "marieclaude: colleague's divorce": "'User's colleague Julie is getting divorced' is kept, as the development labels keep "
                                        "a colleague's news ('User's colleague Priya was promoted …')",
    "giuseppe: Salvatore": "'User's friend is Salvatore' is kept from 'my friend Salvatore died' (his death is the news)",
}

if __name__ == "__main__":
    newuser.main(YEARS)
