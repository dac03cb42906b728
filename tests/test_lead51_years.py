"""Eight new users' years the session-51 lead wrote before they ran (a turn at a time through a real Brain).

Amara, a software tester in Lagos who writes Nigerian English and moves to Berlin; Lars, a retired fisherman in Esbjerg
who writes short formal sentences; Priya, a GP in Leicester with twins; Jess, a 17-year-old in Auckland who types in
lower case; Olha, a Ukrainian accountant in Kraków learning English; Desmond, a bus mechanic in Birmingham who retires;
Fatima, a pharmacist in Marseille who mixes French in; Sione, a Tongan rugby coach in Sydney. What a careful person
keeps, sees ended and never stores, and what each check should bring, were written with the turns
(tests/data/lead51_years.json) before anything ran on them; the first figures are in docs/extraction.md ("The lead's round … (session 51)"). ``KNOWN`` is what
is still not met, each a strict xfail with its reason.

Run ``PYTHONPATH=$PWD python tests/test_lead51_years.py`` for the figures of every year.
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

DATA = json.loads((Path(__file__).parent / "data" / "lead51_years.json").read_text(encoding="utf-8"))

YEARS = {name: newuser.from_json(year) for name, year in DATA.items()}

KNOWN: dict[str, str] = {
    # -- recall along the year
    "lars: 2026-10-01 how can I help a young student who moves to a big city?": "'User's granddaughter Freja starts at the "
                                                                                 "university in Copenhagen' shares no word "
                                                                                 "with it, and the model does not join them",
    "jess: 2026-11-30 what do i need for my first flat": "'User is moving to wellington in February 2027' is not brought by "
                                                         "a first flat (no kind joins a flat to a move)",
    "sione: 2026-06-25 easy ways to get around without driving this month": "brings 'User cannot drive' (the limit itself), "
                                                                            "not the dislocated shoulder the label names",
    # -- what a person keeps
    "lars: hip replacement": "the replacement ahead is ended, rightly, by 'The operation went well', which does not say "
                             "which operation: no live memory says hip",
    "desmond: lives in Birmingham": "'bus mechanic at the Acocks Green depot in Birmingham' is kept as 'at Acocks Green', "
                                    "and that job has ended",
    "desmond: retired": "'User is retiring at the end of November 2026' and 'User left their job on 30 November 2026' are "
                        "live; nothing says 'retired'",
    # -- what ended (the labels' words are in the true memory that says it ended: labels written before the run)
    "amara: plays five-a-side": "the label's 'plays' and 'football' are in 'User no longer plays football', which is true",
    "priya: 10k ahead": "the label's '10k' and '19 April' are in 'User ran the 10k on 19 April 2026 in 58 minutes', which is "
                        "true",
    "jess: boyfriend Liam": "the label's 'boyfriend' is in 'User and their boyfriend Liam broke up', which is true",
    "fatima: driving test 12 March": "the label's '12 March' is in 'User failed the driving test on 12 March 2026', which is "
                                     "true",
    # -- never stored (the labels' judgement)
    "priya: cousin in Texas": "'My cousin in Texas keeps asking' (after a question for the cousin) is kept as 'User's "
                              "cousin lives in Texas'",
    "olha: Natalia to Canada": "a friend's plan is kept, as the development labels keep a friend's news",
}

if __name__ == "__main__":
    newuser.main(YEARS)
