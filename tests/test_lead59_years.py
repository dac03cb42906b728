"""Eight new users' years the session-59 lead wrote before they ran (a turn at a time through a real Brain).

Oyuna, a lab worker in learner's English who leaves a cashmere factory in Darkhan for the copper mine at Erdenet; Junrey,
a Filipino ship's cook in Taglish who comes home and opens an eatery; Selorm, a Ghanaian PhD in Delft who defends, joins
ASML and marries; Huguette, a widow in Québec writing French and English, who breaks a wrist, stops driving and moves to a
residence; Josianne, a Maltese teacher through IVF, pregnancy and birth, in emoji; Levan, a Georgian winemaker with gout who
opens a guesthouse; Priscila, a Brazilian nail technician who moves from Dublin to Cork and gets engaged; Tsutomu, a
retired railwayman in Matsue on blood thinners whose grandson is born in Osaka. What a
careful person keeps, sees ended and never stores, and what each check should bring, were written with the turns
(tests/data/lead59_years.json) before anything ran on them; the first figures are in docs/extraction.md ("The lead's
round … (session 59)"). ``KNOWN`` is what is still not met, each a strict xfail with its reason.

Run ``PYTHONPATH=$PWD python tests/test_lead59_years.py`` for the figures of every year.
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

DATA = json.loads((Path(__file__).parent / "data" / "lead59_years.json").read_text(encoding="utf-8"))

YEARS = {name: newuser.from_json(year) for name, year in DATA.items()}

KNOWN: dict[str, str] = {
    'oyuna: takes iron tablets': "the tablets are ended by 'User stopped taking iron tablets', which the label's word 'iron' also matches (my labelling)",
    'oyuna: husband trucks to China': "the husband's new job at the mine is not read, so his trucking to China is never ended",
    'huguette: widow': "'widow since 2019' is read now (as 'User has been a widow since 2019') but the first message's cap of three keeps the name, the home and the French answers first",
    'huguette: great-grandson Arnaud': "'Maude a accouché! A little boy, Arnaud' is French: the birth is not read",
    'huguette: atrial fibrillation': "'Le docteur a trouvé de la fibrillation auriculaire' is French: only Eliquis, said in English, is kept",
    'huguette: Maude pregnant': 'the birth that would end it is said in French',
    'levan: Giorgi in the army': "the army is ended by 'User's son Giorgi finished army, back home', which the label's word 'army' also matches (my labelling)",
    'tsutomu: retired from the railway': "the first message's cap of three keeps the name, the home with the wife and the instruction ('answer politely and briefly', read now)",
    'tsutomu: pottery lessons': "the lessons are ended by 'User stopped the pottery lessons', which the label's word 'pottery' also matches (my labelling)",
    'tsutomu: warfarin': "warfarin is ended by 'User takes apixaban instead of warfarin', which the label's word 'warfarin' also matches (my labelling)",
    'junrey: 2026-06-25 how much capital needed for small food business': "the plan ('plan ko open carinderia …', Taglish) was not kept",
    'huguette: 2026-09-10 comment rencontrer des gens ici': 'a French message: recall by meaning is English only',
}

if __name__ == "__main__":
    newuser.main(YEARS)
