"""Eight new users' years the session-62 lead wrote before they ran (a turn at a time through a real Brain).

Hildegard, a church organist in Bavaria whose mother with dementia goes into a care home and who retires early; Ishaan,
an ML engineer in Pune who moves to a startup in Berlin and sets rules for code answers; Dagný, a terse fish-plant
supervisor in the Westfjords who quits smoking while her son leaves for university; Nayeli, an ER nurse in El Paso in
Spanglish through a break-up, her mother's stroke and nurse anaesthesia school; Gisèle, 79, in Quebec, through a broken
hip, giving up her car and a move to a seniors' residence; Hiroto, a salaryman in Osaka in learner's English through a
transfer, quitting beer and a daughter's birth; Fearghas, a Hebridean creel fisherman in dialect who sells his boat for a
ferry job; Mariarosa, who runs a B&B in Brindisi, through coeliac disease and a daughter's Erasmus year. What a careful
person keeps, sees ended and never stores, and what each check should bring, were written with the turns
(tests/data/lead62_years.json) before anything ran on them; the first figures are in docs/extraction.md ("The lead's
round … (session 62)"). ``KNOWN`` is what is still not met, each a strict xfail with its reason.

Run ``PYTHONPATH=$PWD python tests/test_lead62_years.py`` for the figures of every year.
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

DATA = json.loads((Path(__file__).parent / "data" / "lead62_years.json").read_text(encoding="utf-8"))

YEARS = {name: newuser.from_json(year) for name, year in DATA.items()}

KNOWN: dict[str, str] = {
    'ishaan: code first': "the first message holds four lasting facts (name, job, two rules) and the cap of three keeps the name, the job and 'never suggest TensorFlow'",
    'gisele: late husband Lucien': "the first message holds four lasting facts (name and age, Matane, the late husband, simple English) and the cap of three drops the husband",
    "fearghas: Kirsteen's thyroid": "'Kirsteen's got the all clear … Just her thyroid, the pills will sort it' keeps the all clear; the thyroid said as 'just her thyroid' is not read",
}

if __name__ == "__main__":
    newuser.main(YEARS)
