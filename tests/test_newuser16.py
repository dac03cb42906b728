"""Two new users' years through a real Brain, a turn at a time (newuser16, session 48; docs/extraction.md, "newuser16").

Darryl, 45, a long-haul trucker for Bison Transport out of Red Deer, Alberta, with a daughter Kayla (15, then 16) who
lives mostly with her mother; his divorce from Tammy becomes final, he moves to a basement suite in Lacombe, is treated
for sleep apnea (a CPAP, corrected from a ResMed to a Philips DreamStation) and high blood pressure, loses his father
Walt after a stroke, starts and drops keto, leaves long haul for a gravel truck at Parkland Aggregates, takes Kayla half
the time and becomes an uncle again; and Wanjiru, 33, a Deaf graphic designer in Nairobi who signs KSL, leaves
freelancing for a UI designer's job at Cellulant, drops the Google UX certificate, moves out of her sister Njeri's in
Rongai to a bedsitter (Kilimani, corrected to Kileleshwa), is treated for anaemia, becomes an aunt, loses her
grandmother, and asks for text never calls, prices in KSh, bullet points and then paragraphs.

The years, and what a careful person keeps, ends and never stores, are tests/data/newuser16.json, written and
committed alone (b841664) before the extractor or the store ran on them; each turn carries its time and a note. The
harness is tests/newuser.py's (a turn at its day, 19:00 on; the daemon run of the first figures used each turn's own
time and the same fake clock, moved to each turn). ``KNOWN`` is what was still wrong after the fixes, each a strict
xfail with its reason.

Run ``PYTHONPATH=$PWD python tests/test_newuser16.py`` for the figures of both years.
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

DATA = json.loads((Path(__file__).parent / "data" / "newuser16.json").read_text(encoding="utf-8"))

YEARS = {name: newuser.from_json(DATA[name]) for name in ("darryl", "wanjiru")}

# Expectations still not met: label -> why, each a strict xfail (one that starts to pass must leave this list).
KNOWN: dict[str, str] = {
    # (session 54: the year now runs the daemon's due plans each day, as its consolidation timer does)
    "darryl: lives in Lacombe": "the move took effect on its day: 'User has lived in Lacombe since 1 June 2026' is live and "
                                "right, but the label's words are 'lives', 'live in', 'living' or 'moved'",
    "darryl: moving to Lacombe ahead (moved)": "the move is done; the label's '1 June' is in the true 'User has lived in "
                                               "Lacombe since 1 June 2026'",
    "darryl: lose 30 lbs on keto (dropped)": "the goal is ended; the label's 'keto' is in 'User gave up on keto', which is true "
                                             "(a label written before the run, kept as it was)",
    "darryl: CPAP a ResMed (corrected)": "'wait no, the cpap is a Philips DreamStation not a ResMed' ends the ResMed memory, but "
                                         "the corrected one keeps the old model's name ('User got the cpap, a Philips "
                                         "DreamStation AirSense 10'): a correction swaps the word said, not what came with it",
    "darryl: 2026-10-01 meal ideas for this week": "brings 'User gave up on keto' (true and of use for a meal; the check's "
                                                   "'keto' avoided was written before the run, kept as it was)",
    "darryl: 2026-12-20 what do you know about me": "brings 'User's daughter is Kayla' beside the profile; the harness reads "
                                                    "only the memories when any is brought, so the profile's lines are not "
                                                    "counted",
    "wanjiru: lives in Kileleshwa": "'sorry, earlier i said Kilimani but the bedsitter is in Kileleshwa' is not read as a "
                                    "correction (only '… Kileleshwa not Kilimani' is), and 'moved! my own place for the first "
                                    "time' names no place",
    "wanjiru: grandmother died": "'cucu passed on Wednesday' (Kikuyu 'cucu', grandmother, said bare) is not read",
    "wanjiru: Kilimani (corrected to Kileleshwa)": "the correction is not read (above), so 'User is moving to Kilimani on 15 "
                                                  "July 2026' stays",
    "wanjiru: moving ahead (moved)": "'moved! my own place for the first time' (no place) does not end the move ahead, and no "
                                     "consolidation runs here to enact it",
    "wanjiru: Google UX certificate (dropped)": "the certificate begun is ended; the label's words are in 'User is dropping the "
                                                "Google UX certificate', which is true (a label written before the run)",
    "wanjiru: 2026-02-01 my client wants to discuss the project, how should we meet": "brings 'User is a graphic designer in "
                                                                                       "Nairobi', not 'User does not want phone "
                                                                                       "calls or voice notes suggested' (a way "
                                                                                       "to meet asked; no word shared)",
    "wanjiru: 2026-04-25 cheap dinner ideas for the week": "brings nothing: 'User has anemia' is kept but not brought for "
                                                           "meals (a condition that asks for iron is no rule of what to eat)",
    "wanjiru: 2026-08-20 how do i get to work from home": "brings 'User lives in Rongai …' (the move never enacted here, above)",
    "wanjiru: 2026-10-10 review this poster layout for a bakery": "brings nothing: 'User wants normal paragraphs written' is "
                                                                  "not brought for a review asked (the bullet-point rule was, "
                                                                  "by 'design feedback')",
}


if __name__ == "__main__":
    newuser.main(YEARS)
