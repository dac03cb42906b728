"""Eight new users' years the session-53 lead wrote before they ran (a turn at a time through a real Brain).

Olusegun, a Nigerian accountant in Houston who changes job, drops the CFA and moves to Dallas; Dmitro, a terse Ukrainian
backend developer in Kraków who takes a Rust job in Warsaw; Leilani, a kindergarten teacher in Hilo who has a baby and goes
back to school; Bashir, an Afghan former interpreter in Sacramento who leaves Uber for trucking and buys a house; Wiremu, a
Māori builder in Rotorua who starts his own company and tears his ACL; Ingeborg, a widowed retired physics teacher in
Freiburg who moves near her daughter in Hamburg; Esperanza, a baker in San Antonio who writes Spanglish; Noriko, a UX
researcher in Berlin who runs a marathon and goes freelance. What a careful person keeps, sees ended and never stores,
and what each check should bring, were written with the turns (tests/data/lead53_years.json) before anything ran on them;
the first figures are in docs/extraction.md ("The lead's round … (session 53)"). ``KNOWN`` is what is still not met, each
a strict xfail with its reason.

Run ``PYTHONPATH=$PWD python tests/test_lead53_years.py`` for the figures of every year.
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

DATA = json.loads((Path(__file__).parent / "data" / "lead53_years.json").read_text(encoding="utf-8"))

YEARS = {name: newuser.from_json(year) for name, year in DATA.items()}

KNOWN: dict[str, str] = {
    # -- recall along the year
    "dmitro: 2026-03-01 best extensions for my editor?": "brings 'User switched from vscode to zed …', which is true and names "
                                                        "VS Code as the old editor: the label's avoid word is too strict",
    "esperanza: 2026-05-01 how do I set up menu modifiers on my point of sale?": "brings 'User is switching from Square to "
                                                                                 "Toast in April 2026' (recall37), which is "
                                                                                 "true and names Square as the old till: "
                                                                                 "the label's avoid word is too strict",
    "esperanza: 2026-11-30 should I hire extra staff for the holiday rush?": "brings 'User owns a little bakery in San "
                                                                             "Antonio' (recall37), and beside it the Alamo "
                                                                             "Heights location closed, which the model puts "
                                                                             "close (a shop's staffing)",
    "noriko: 2026-02-20 what plugins should I install for my knowledge base?": "brings 'User switched their notes from "
                                                                               "Notion to Obsidian' (recall37), which is true "
                                                                               "and names Notion as the old app: the label's "
                                                                               "avoid word is too strict",
    # -- what a person keeps
    "wiremu: partner Hine": "the first message holds his name, his trade and town, his partner and his two girls: the cap of "
                            "three keeps the girls over the partner",
    # -- what ended (the labels' words)
    "olusegun: works at KPMG": "'User has resigned from KPMG' is live, rightly: the label's word names any memory of KPMG",
    "olusegun: CFA Level 2 ahead": "'User has deferred CFA indefinitely' is live, rightly: the label's word names it too (the "
                                   "preparing is ended)",
    "wiremu: works at Fletcher": "'User is leaving Fletcher end of April 2026' stays as said (a leaving without its employer "
                                 "before, so no attribute the date could end); the label's word would name 'User left "
                                 "Fletcher' too",
    "esperanza: Alamo Heights store": "'User is closing the Alamo Heights location …' is live, rightly: the label's words name "
                                      "it too (the opening is ended)",
    "noriko: works at Zalando": "'User left Zalando' is live, rightly: the label's word names any memory of Zalando",
}

if __name__ == "__main__":
    newuser.main(YEARS)
