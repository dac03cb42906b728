"""Eight new users' years the session-58 lead wrote before they ran (a turn at a time through a real Brain).

Bolat, a terse Kazakh offshore welder who goes onshore as an inspector, quits smoking and moves to Kulsary; Jiřina, a
formal Czech pharmacist in Opava with a new knee, who retires and loses her mother; Noku, a Zimbabwean senior carer in
Northampton who starts nursing and brings her son over; Mingma, a Sherpa trekking guide in learner's English who tears a
meniscus, marries and moves to Kathmandu; Ruperto, a retired history teacher in Chivilcoy writing a book, whose daughter
has twins in Madrid; Wytske, a blunt Frisian dairy farmer going organic; Da-eun, a Korean backend engineer who moves to
Berlin; Kalolaine, a Tongan school-bus driver in South Auckland whose father dies and whose grandson comes to stay. What a
careful person keeps, sees ended and never stores, and what each check should bring, were written with the turns
(tests/data/lead58_years.json) before anything ran on them; the first figures are in docs/extraction.md ("The lead's
round … (session 58)"). ``KNOWN`` is what is still not met, each a strict xfail with its reason.

Run ``PYTHONPATH=$PWD python tests/test_lead58_years.py`` for the figures of every year.
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

DATA = json.loads((Path(__file__).parent / "data" / "lead58_years.json").read_text(encoding="utf-8"))

YEARS = {name: newuser.from_json(year) for name, year in DATA.items()}

KNOWN: dict[str, str] = {
    'jirina: trip to Vienna': "the trip is ended by 'User got back from Vienna', which the label's word 'Vienna' also matches (the wish to visit is history)",
    'daeun: engineer at Kakao': "the job is ended ('User left Kakao', 'User has worked at N26 since 1 June 2026'); the label's word 'Kakao' matches the leaving",
    'kalolaine: youth choir': "the choir is ended by 'User gave up the choir', which the label's word 'choir' also matches",
    'ruperto: 2026-05-12 what should I prepare for next week': "the cataract operation was not kept with its day ('First operation 20 May, left eye' is not read)",
    'wytske: 2026-11-25 how do we get the herd used to the new system': 'the milking robot was not kept',
}

if __name__ == "__main__":
    newuser.main(YEARS)
