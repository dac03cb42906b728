"""Two new users' years through a real Brain, a turn at a time (newuser14, session 46; docs/extraction.md, "newuser14").

Oksana, 44, a Ukrainian accountant resettled in Kraków with two teenagers, her husband still in Ukraine, who learns
Polish, drops the ACCA, leaves a bookkeeping job for Deloitte, has a lump found benign, moves from Prokocim to Podgórze
and gets a cat; and Tevita, 26, a Tongan rugby player in Auckland who tears his ACL, drops a squad goal, retrains as an
electrician, becomes a father and moves in with his partner's family in Māngere.

The years, and what a careful person keeps, ends and never stores, are tests/data/newuser14.json, written and
committed alone (5c1f2d6) before the extractor or the store ran on them; each turn carries its time and a note. The
harness is tests/newuser.py's (a turn at its day, 19:00 on; the daemon run of the first figures used each turn's own
time). ``KNOWN`` is what was still wrong after the fixes, each a strict xfail with its reason.

Run ``PYTHONPATH=$PWD python tests/test_newuser14.py`` for the figures of both years.
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

DATA = json.loads((Path(__file__).parent / "data" / "newuser14.json").read_text(encoding="utf-8"))

YEARS = {name: newuser.from_json(DATA[name]) for name in ("oksana", "tevita")}

# Expectations still not met: label -> why, each a strict xfail (one that starts to pass must leave this list).
KNOWN: dict[str, str] = {
    "oksana: son Dmytro": "'Dmytro is 16 and Sofiia is 13, both go to polish school now' names the children without 'my son', "
                          "'my daughter' (the first message said 'my two kids'): neither is kept",
    "oksana: daughter Sofiia 14": "the same: Sofiia is never kept, so 'sorry I made mistake before, Sofiia is 14 not 13' has "
                                  "nothing to put right",
    "oksana: cat Pirożek": "'and we have cat now! grey kitten, Sofiia named him Pirożek' is not read (a pet got, said 'we have "
                           "cat now' without an article, named by someone else)",
    "oksana: benign fibroadenoma": "'doctor found a lump in my breast, I have biopsy next week' and 'biopsy results good, it is "
                                   "benign. fibroadenoma.' keep nothing (a finding and a result said without 'I have')",
    "oksana: bookkeeper at Rachunki Plus (resigned)": "the job is ended ('User works at Rachunki Plus' is history); the label's "
                                                      "word is in the resignation kept, 'User resigned from Rachunki Plus …' "
                                                      "(a label written before the run, kept as it was)",
    "oksana: ACCA exams (dropped)": "the goal is ended; the label's word is in the drop kept, 'User dropped the ACCA'",
    "oksana: simple English (Polish now)": "'you can write to me in polish now, simple, I want to practice' is kept as 'User is "
                                           "fine with Polish in answers', which does not end 'User wants answers in simple "
                                           "english' (no language attribute: a wish for plain words)",
    "oksana: 2026-03-30 what should I ask the doctor at my next checkup": "brings nothing: the benign lump is not kept (above)",
    "oksana: 2026-05-20 help me write an email to my manager": "brings nothing: 'User has finished their first day at "
                                                               "Deloitte' is not brought for a manager",
    "tevita: no contact rugby": "'knee check with the surgeon, he said no contact rugby until next year at least' keeps nothing "
                                "(a surgeon's word said with 'he said')",
    "tevita: explain electrical things without jargon": "'when you explain electrical stuff explain it like im new, no jargon' "
                                                        "is not read ('like im new' is no shape of explaining simply known)",
    "tevita: part time at the warehouse (quit)": "the job is ended; the label's word is in the quit kept, 'User quit the "
                                                 "warehouse on 2 June 2026 …'",
    "tevita: Moana Pasifika squad (dropped)": "'goal this year is to make the Moana Pasifika wider squad' was never kept (no "
                                              "'my', no 'I'); the drop, 'User dropped moana pasifika', holds the label's word",
    "tevita: cousin arrested (forgotten)": "'forget what i said about my cousin and the cops, that was his business not mine' is "
                                           "not read as a forget request ('and the cops' after what is to be forgotten)",
    "tevita: 2026-01-25 what should i eat before a game": "brings nothing: the rugby was kept with the warehouse in one memory "
                                                          "('User plays rugby for Ponsonby and work part time at a warehouse in "
                                                          "Penrose') and ended with the job",
    "tevita: 2026-08-15 can i play touch rugby with the boys on sunday": "brings nothing: 'User tore their ACL' is not brought "
                                                                          "for touch rugby, and the surgeon's word is not kept",
    "tevita: 2026-12-05 what do you know about me": "the profile brings the cousin's arrest (the forget request not read, "
                                                    "above) and no electrical course or apprenticeship (kept as episodes)",
}


if __name__ == "__main__":
    newuser.main(YEARS)
