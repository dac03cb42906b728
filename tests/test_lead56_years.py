"""Eight new users' years the session-56 lead wrote before they ran (a turn at a time through a real Brain).

Tamati, a Māori backend developer in Whakatane in lower case, laid off and hired again, who becomes a father and plans a
move; Geertje, a 66-year-old retired midwife in Deventer whose husband has Alzheimer's and moves into a care home;
Sreeja, a cardiac nurse from Thrissur who emigrates to an NHS hospital in Kettering; Constanza, a Chilean PhD student who
defends, breaks up and takes a postdoc in Montreal; Cengiz, a Turkish taxi driver in Berlin with a heart attack who quits
smoking and retires; Phuong, a nail-salon owner in Dandenong who opens a second salon, gets engaged and is pregnant;
Errol, a 70-year-old Jamaican-born retired bus driver in Walsall with diabetes; Meskerem, a coffee roaster in Hawassa
whose sister leaves the business. What a careful person keeps, sees ended and never stores, and what each check should
bring, were written with the turns (tests/data/lead56_years.json) before anything ran on them; the first figures are in
docs/extraction.md ("The lead's round … (session 56)"). ``KNOWN`` is what is still not met, each a strict xfail with
its reason.

Run ``PYTHONPATH=$PWD python tests/test_lead56_years.py`` for the figures of every year.
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

DATA = json.loads((Path(__file__).parent / "data" / "lead56_years.json").read_text(encoding="utf-8"))

YEARS = {name: newuser.from_json(year) for name, year in DATA.items()}

KNOWN: dict[str, str] = {
    'tamati: Paddock Labs': "the role at Paddock Labs ends with the layoff; 'User was laid off from Paddock Labs' is live, rightly: the label's words name the layoff too",
    'tamati: Hineata pregnant': "'my partner Hineata is hapu!!' is read as pregnant since leftovers36, but the birth of Ataahua ('our daughter … born', no mother named) does not end the partner's pregnancy",
    'sreeja: Jubilee Mission': "the departure is read; 'User left Jubilee Mission' is live, rightly: the label's words name it too",
    'constanza: has a PhD': "'DEFENDED!!! i am dra. constanza now 🎓' is not read (a bare verb and a Spanish title)",
    "cengiz: Emre's wedding ahead": "'My son Emre marry his girlfriend Lea on 15 August' is kept in the learner's present, and 'Wedding was beautiful' names no one, so the wedding ahead stays after its day",
    'phuong: wedding 10 January': "'User is getting married on 10 January 2027 at a restaurant in Footscray' is live: the label's words ('wedding|marry') miss 'married'",
    'meskerem: Hawassa': "the first message's name, age and company fill the cap of three before 'I roast coffee in Hawassa'",
    'phuong: 2026-08-10 help me plan a budget for the big day': "the wedding is brought; the check's words ('wedding|Minh') miss 'married'",
    'errol: 2026-09-10 how do I carry it when I travel': "'it' is the insulin said the turn before; the check alone names nothing",
}

if __name__ == "__main__":
    newuser.main(YEARS)
