"""Two new users' years through a real Brain, a turn at a time (newuser17, session 49; docs/extraction.md, "newuser17").

Tanvir, 36, a Bangladeshi marine engineer from Chattogram who types in shipboard shorthand: second engineer for
Anglo-Eastern at sea until April, he studies for the Class 1 certificate and drops it, has a slipped disc treated, takes
a shore job as repair manager at Western Marine Shipyard, becomes the father of a daughter Ayesha, corrects his son
Arif's age, moves from his parents' house in Agrabad to a flat in Khulshi, loses his father-in-law, is put on
atorvastatin, asks that a crewmate be forgotten, and asks for short answers and UTC at sea, normal answers and
Bangladesh time ashore, no beef recipes and metric units; and Eleni, 59, a police sergeant in Athens who writes in
'...': she is treated for glaucoma, plans a skipper's licence and drops it, corrects her mother's and her cat's ages,
retires, loses her mother, asks that her brother-in-law be forgotten, becomes a grandmother, moves to Filoti on Naxos,
volunteers at the village school, turns 60, and asks for British English, not to be called 'dear', numbered steps for
repairs and no Greek words.

The years, and what a careful person keeps, ends and never stores, are tests/data/newuser17.json, written and
committed alone (975948c) before the extractor or the store ran on them; each turn carries its time and a note. The
harness is tests/newuser.py's (a turn at its day, 19:00 on); the daemon run of the first figures
(bench/newuser/daemon_year.py) used each turn's own time on a clock the driver moved. ``KNOWN`` is what was still wrong
after the fixes, each a strict xfail with its reason.

Run ``PYTHONPATH=$PWD python tests/test_newuser17.py`` for the figures of both years.
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

DATA = json.loads((Path(__file__).parent / "data" / "newuser17.json").read_text(encoding="utf-8"))

YEARS = {name: newuser.from_json(DATA[name]) for name in ("tanvir", "eleni")}

# Expectations still not met: label -> why, each a strict xfail (one that starts to pass must leave this list).
KNOWN: dict[str, str] = {
    "tanvir: times in UTC (Bangladesh time now)": "'n use BD time not UTC from now' ends 'User wants times given in UTC' and is "
                                                  "kept as 'User wants times given in BD time, not UTC', which names UTC (true; "
                                                  "the label, written before the run, matches any 'UTC')",
    "tanvir: Class 1 CoC (dropped)": "the studying is ended; 'User is dropping the class 1 CoC' (true) names it (a label "
                                     "written before the run, kept as it was)",
    # (session 53: "physio finished last wk" is now read, as the physio stopped, which the label's word names too)
    "tanvir: physio (finished)": "no physio is kept as going on; 'User stopped going to physio in the week of 31 August "
                                 "2026' (true) names it (a label written before the run, kept as it was)",
    "tanvir: 2026-01-10 explain how a fuel oil purifier works": "'User wants short answers' is live then, but a rule on "
                                                                "answers in general is not brought for any question (by "
                                                                "design: on most it is junk)",
    "tanvir: 2026-09-01 how long will it take me to get to the yard in the morning": "'the yard' is his place of work, but no "
                                                                                     "job there is kept ('User got an offer "
                                                                                     "from Western Marine Shipyard, repair "
                                                                                     "manager, shore job'), so no commute is "
                                                                                     "read and the home is not brought",
    "tanvir: 2026-12-20 what do you know about me": "the profile has no job: the shipyard's is kept only as the offer (an "
                                                    "episode, not in the profile)",
    "eleni: retired from the police": "'Last day at work today... 31 years...' is 'User left their job on 29 May 2026' (and ends "
                                      "the sergeant's job), but 'retirement is at the end of May, finally' said in January is "
                                      "not read, so nothing live says 'retired' and 'police'",
    "eleni: eye pressure 16": "'Good news from the eye doctor in Athens... the pressure is 16 now' is not read: 'the pressure' "
                              "said bare may be the blood's; only the sentence before says the eyes",
    "eleni: skipper's licence (dropped)": "the goal is ended; 'User gave up the skipper licence' (true) names it (a label "
                                          "written before the run, kept as it was)",
    "eleni: 41 degrees, the bathtub": "'41 degrees today... Loukoumi sleeps in the bathtub all afternoon' is kept as the cat's "
                                      "habit (an afternoon of a hot day read as what she does)",
    "eleni: 2026-03-10 which courses should I look at this spring": "brings nothing: 'User wants to get the skipper licence "
                                                                    "and sail the Cyclades' shares no word with 'courses'",
    "eleni: 2026-10-20 the roof is leaking in the kitchen, what do I do": "brings nothing: 'User wants the steps numbered when "
                                                                          "they ask about repairs for the house' is scoped to "
                                                                          "repairs, and a leaking roof shares no word with it",
}


if __name__ == "__main__":
    newuser.main(YEARS)
