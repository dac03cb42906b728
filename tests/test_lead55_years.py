"""Eight new users' years the session-55 lead wrote before they ran (a turn at a time through a real Brain).

Bartosz, a terse Polish long-haul driver who divorces, takes a local job at the port, adopts a dog and stops drinking;
Nomvula, a science teacher in Durban made deputy principal, who loses her mother and cancels a trip when her husband is
retrenched; Hiroshi, a 74-year-old retired rail engineer in Sendai who becomes a grandfather and moves to Kyoto; Tariq, a
pharmacist in Glasgow in lower case who changes jobs, marries and is to be a father; Kealoha, a ranger and hula teacher in
Hilo who has knee surgery, transfers to Maui and gets engaged; Aušra, a tester in Vilnius who goes freelance, quits and
restarts coffee, cancels Japan and moves to Kaunas; Pádraig, a 19-year-old apprentice electrician in Galway who passes
his driving test, breaks an ankle, moves out and qualifies; Marisela, a Honduran-born cleaner in Houston writing Spanish
and English, who starts her own business. What a careful person keeps, sees ended and never stores, and what each check
should bring, were written with the turns (tests/data/lead55_years.json) before anything ran on them; the first figures
are in docs/extraction.md ("The lead's round … (session 55)"). ``KNOWN`` is what is still not met, each a strict xfail
with its reason.

Run ``PYTHONPATH=$PWD python tests/test_lead55_years.py`` for the figures of every year.
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

DATA = json.loads((Path(__file__).parent / "data" / "lead55_years.json").read_text(encoding="utf-8"))

YEARS = {name: newuser.from_json(year) for name, year in DATA.items()}

KNOWN: dict[str, str] = {
    'hiroshi: retired from JR East': "the first message's name with the age, Keiko's death (cap56: its own memory, ranked before the home and the job) and the rule for the answers fill the cap of three before the retired trade",
    'hiroshi: owns a house in Sendai': "'User has sold their house in Sendai' is live, rightly: the label's words name the sale too",
    'tariq: Amina pregnant': "'amina is pregnant, due in may!' (a lower-case name) is not read",
    'padraig: Kilcullen Electrical': "'apprentice electrician with a crowd called Kilcullen Electrical' is not read",
    'padraig: lives in Knocknacarra': "'sharing a house in knocknacarra with two lads' is not read",
    'padraig: plays hurling': "'broke my ankle playing hurling' keeps only the ankle",
    'nomvula: Zanzibar trip': "the plan is ended; 'User's Zanzibar trip was called off' is live, rightly: the label's word names it too",
    'tariq: pharmacist at Boots': 'the new job is not read, so Boots is not ended',
    'ausra: Japan trip': "'Cancelled Japan.' ends the plan and is kept as 'User cancelled Japan', as a cancellation is ('User cancelled the Zanzibar trip'): the label's word names it",
    'padraig: out of work with the ankle': "'back on the tools monday, ankle sound' is not read: a bare 'back at work …' is said after any weekend and is left (tests/test_newuser_year39.py), so 'cannot drive the van' stays",
    'marisela: cleans for Sparkle Maids': "the departure ends the job; 'User left Sparkle Maids on 31 May 2026' is live, rightly: the label's word names it too",
    'tariq: 2026-11-05 what should a first-time dad read?': 'the pregnancy is never stored',
    'tariq: 2026-11-25 rota ideas for my pharmacy team': 'the new job is never stored; Boots is live',
    'padraig: 2026-06-25 how do we split bills fairly in a shared house': 'the shared house is never stored',
    'padraig: 2026-11-15 date ideas in galway for a nurse who works nights': "'she's a nurse in UHG' is not kept with the girlfriend",
}

if __name__ == "__main__":
    newuser.main(YEARS)
