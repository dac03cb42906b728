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
    'ruperto: cataract operation on 20 May ahead': "the operation ahead is kept since bugs59 ('First operation 20 May, left eye'), but 'Both eyes done, I can read without glasses' is not read as the operations had, so it stays live (stored nothing before, so it was not stale)",
    'daeun: engineer at Kakao': "the job is ended ('User left Kakao', 'User has worked at N26 since 1 June 2026'); the label's word 'Kakao' matches the leaving",
    'kalolaine: youth choir': "the choir is ended by 'User gave up the choir', which the label's word 'choir' also matches",
    'bolat: 2026-07-20 how to help wife at night first weeks': 'nights with a newborn share nothing with the son born',
    'jirina: 2026-06-20 how do I get up the stairs safely': 'stairs share nothing with the knee operation',
    'nokuthula: 2026-02-10 how do I stay awake and healthy at 4am': '4am shares nothing with the night shifts',
    'nokuthula: 2026-05-01 how can I study and work at same time': "studying shares nothing with the nursing degree said as 'started the nursing degree'",
    'nokuthula: 2026-07-01 is it ok to run in cold weather': 'running in the cold shares nothing with asthma',
    'nokuthula: 2026-09-20 how do I help him make friends at the new school': "'him' and a new school are not tied to the son starting at Weston Favell",
    'mingma: 2026-10-05 what other work abroad i can try': "work abroad is not matched to the guide's work (the refused job in Japan is history)",
    'mingma: 2026-11-29 how much is rent for small flat': 'rent shares nothing with the home in Kathmandu',
    'ruperto: 2026-05-12 what should I prepare for next week': "the cataract operation was not kept with its day ('First operation 20 May, left eye' is not read)",
    'ruperto: 2026-11-15 how do I write the acknowledgements': 'acknowledgements share nothing with the book',
    'wytske: 2026-02-20 what paperwork do I need to prepare this spring': 'paperwork shares nothing with the organic conversion',
    'wytske: 2026-04-20 which jobs on the farm can I still do': 'jobs on the farm are not matched to the hurt back',
    'wytske: 2026-09-01 what does a student need for her first year': "'her first year' is not tied to the daughter Jildou's place at Aeres",
    'wytske: 2026-11-25 how do we get the herd used to the new system': 'the milking robot was not kept',
    'daeun: 2026-03-01 what should I do before leaving Korea': 'leaving Korea brings the job at Kakao, not the offer from N26 in Berlin',
    'daeun: 2026-06-25 I have a big release on Friday, how to avoid a bad day': 'a bad day shares nothing with migraines',
    'kalolaine: 2026-06-20 easy lunches for a kid': "a kid's lunches bring the prediabetes, not the grandson Havili",
    'kalolaine: 2026-10-20 how do i plan my week with the new hours': 'the new hours share nothing with the job at Ōtāhuhu College',
}

if __name__ == "__main__":
    newuser.main(YEARS)
