"""Eight new users' years the session-60 lead wrote before they ran (a turn at a time through a real Brain).

Mehwish, an accountant in Sialkot through pregnancy, gestational diabetes and birth, who resigns; Torstein, a terse
salmon-farm worker near Måløy with a new knee, a daughter's wedding and retirement; Wilber, a Peruvian agronomist in
Spanish-flavoured English who leaves a coffee cooperative for a master's in Germany and breaks up; Rumbidzai, a
Zimbabwean carer in the Black Country who qualifies as a nurse and brings her sons over; Tino, a Samoan forklift driver
near Brisbane with gout who takes redundancy and drives trucks; Nikolina, a polite retiree renting apartments on the
Croatian coast whose husband has a bypass; Rokhaya, a Go developer in Dakar laid off, rehired, married and promoted;
Haeun, a Korean seventeen-year-old through the suneung in lower-case. What a careful person keeps, sees ended and never
stores, and what each check should bring, were written with the turns (tests/data/lead60_years.json) before anything ran
on them; the first figures are in docs/extraction.md ("The lead's round … (session 60)"). ``KNOWN`` is what is still
not met, each a strict xfail with its reason.

Run ``PYTHONPATH=$PWD python tests/test_lead60_years.py`` for the figures of every year.
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

DATA = json.loads((Path(__file__).parent / "data" / "lead60_years.json").read_text(encoding="utf-8"))

YEARS = {name: newuser.from_json(year) for name, year in DATA.items()}

KNOWN: dict[str, str] = {
    'torstein: wife Ingebjørg': "the first message says five things (name and age, the salmon farm, the wife, short answers); the cap of three keeps the name, the farm and the answers' length (an instruction takes the last place)",
    'torstein: lives near Måløy': "the town is said only with the salmon farm, which his retirement ends (my labelling: no home was said)",
    'wilber: correct my English': "'corrígeme if I write wrong pls' is read as 'correct me …' now, but the first message's cap of three keeps the name, the trade and the cooperative",
    'tino: Sefo works in construction': "'Sefo dropped out of uni, he's working with his uncle in construction now' (a relative's new work after a pronoun) is not read",
    'tino: lives in Caboolture': "the town is said only with the warehouse job, which the new job ends (my labelling: no home was said)",
    'nikolina: husband Marin': "the first message's cap of three keeps the name, the home and the instruction (answer politely and completely)",
    'rokhaya: code examples': "'prefer code examples over long text' is read now, but the first message's cap of three keeps the name, the job and where from",
    'haeun: explain simply': "'explain like im 5' is read alone, but the first message's cap of three keeps the name, the age and the town",
    'haeun: lives with mom': "'my parents are getting divorced. i'll live with mom' (a home ahead with a parent) is not read",
    'mehwish: lives in Sialkot': "the town is said only with the exporter job, which her resignation ends on its last day (bugs61; my labelling: no home was said)",
    'mehwish: insulin': "insulin is ended by 'User stopped taking insulin', which the label's word 'insulin' also matches (my labelling)",
    'mehwish: mother-in-law lives with them': "ended by 'User's mother-in-law Ammi went back to her own house in Gujranwala', which the label's word 'Ammi' also matches (my labelling)",
    'wilber: girlfriend Yanet': "the girlfriend is ended; 'User's ex-girlfriend Yanet don't want distance relationship' and the break-up match the label's word 'Yanet' (my labelling)",
    'rumbidzai: sons in Gweru with her mother': "'My boys are here!!!' (kin arrived, said as 'here') does not end 'User's two boys, Tinashe and Kuda are still in Gweru with their mother'",
    'tino: Sefo at uni': "Sefo's uni is folded into 'User has 5 kids, oldest Sefo just started uni in Brisbane', which the drop-out cannot end without losing the five kids",
    'tino: coaches under-12 rugby': "'stopping the coaching after this season' (a stop ahead, by its season) is not read",
    'haeun: hagwon for math': "ended by 'User quit hagwon', which the label's word 'hagwon' also matches (my labelling)",
    'haeun: convenience store job': "ended by 'User quit the convenience store job', which the label's words also match (my labelling)",
    'nikolina: 2026-03-10 what should I cook for someone after heart surgery': "the husband is lost to the first message's cap, so 'Marin has had chest pains, … needs a bypass' names no one known and is not kept",
    'haeun: 2026-06-01 how do i deal with my parents fighting all the time': "the parents' divorce was not kept",
    'haeun: 2026-09-01 study plan for the last two months': 'the suneung in November was not kept',
}

if __name__ == "__main__":
    newuser.main(YEARS)
