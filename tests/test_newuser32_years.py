"""Two new users' years through the real daemon, a turn at a time (newuser32, session 64; docs/extraction.md, "New-user
years 32"), and the rules they showed, pinned in tests/test_newuser32.py with sentences written for those tests.

Wulan Kusumawati, 22 (23 in August), from Klaten, a final-semester food technology student in Yogyakarta who writes
Indonesian learner's English ("already move to Cikarang", "I arrive in Taichung already!", "wkwk"): her thesis defended in
March; a first job as QC staff at a snack factory in Cikarang; allergic to shrimp; a boyfriend, Rizky, from June to
December; a scholarship for a master's in food science in Taichung from September; Mandarin classes; no pork; a part-time
research assistant's job. Marlys Haverkamp, 77 (78 in January 2027), of Chillicothe, Ohio, who writes long, warm messages
with trailing dots ("it hurts like the dickens", "thank the Lord"): her husband Vernon; a knee replaced in March, a month
of Xarelto, physical therapy; lisinopril started in May and stopped in July for amlodipine; shingles in October, gone by
December; her daughter Shawna's boy Brantley born in July, her son Garrett's girl Kynlee in February 2027.

The years, and what a careful person keeps, ends and never stores, are tests/data/newuser32.json, written and committed
alone (e2bac99) before the extractor or the store ran on them; each turn carries its time and a note. The ``years``
fixture runs the real ``mercuryd`` on a temp home and socket (bench/newuser/daemon_year.py, as tests/test_newuser31_years.py
does). ``KNOWN`` is what was still wrong after the fixes, each a strict xfail with its reason.

Run ``PYTHONPATH=$PWD python bench/newuser/daemon_year.py tests/data/newuser32.json`` for the figures of both years.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from tests import newuser
from tests.newuser import (  # noqa: F401  (pytest collects the tests and their parameters from here)
    pytest_generate_tests,
    test_recall_along_the_year,
    test_what_a_person_keeps_is_live,
    test_what_ended_is_not_live,
    test_what_is_not_worth_keeping_is_never_stored,
)

ROOT = Path(__file__).resolve().parents[1]
DATA = json.loads((ROOT / "tests" / "data" / "newuser32.json").read_text(encoding="utf-8"))

YEARS = {name: newuser.from_json(DATA[name]) for name in ("wulan", "marlys")}

_spec = importlib.util.spec_from_file_location("daemon_year", ROOT / "bench" / "newuser" / "daemon_year.py")
assert _spec and _spec.loader
daemon_year = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(daemon_year)


@pytest.fixture(scope="module")
def years(tmp_path_factory: pytest.TempPathFactory) -> dict[str, newuser.Year]:
    """Both years, each lived once through its own real daemon, for all the tests of this file."""
    tmp = tmp_path_factory.mktemp("newuser32")
    return {name: daemon_year.live_year(name, DATA[name], tmp / name) for name in YEARS}


# Expectations still not met: label -> why, each a strict xfail (one that starts to pass must leave this list).
KNOWN: dict[str, str] = {
    # ---- Wulan: Indonesian learner's English
    "wulan: 23": "'today I am 23 years old! Rizky give me a silver bracelet' is not read: 'today I am 23 years old' is, "
                 "but not with the '!' or '.' after it (the age said on the birthday with 'today' first)",
    "wulan: 22 (23 in August)": "the 23 is not read (above), so the 22 of the first message stays",
    "wulan: graduated in food technology": "'I PASSED MY SIDANG!!! … I am officially finish my study' keeps 'User passed "
                                           "their sidang' (the Indonesian word for the defence), not a degree finished, and "
                                           "'User is a student' stays live (a study ended in a learner's 'finish my study')",
    "wulan: from Klaten": "'… from Klaten but now I live in a kost in Yogyakarta …' keeps only the kost (where one is from, "
                          "said with 'but now' beside it)",
    "wulan: does not eat pork": "'I dont eat pork, so in the night market I always ask …' is not read ('dont' without its "
                                "apostrophe, then a reason after 'so')",
    "wulan: lives in Yogyakarta (moved)": "'already move to Cikarang' and 'I arrive in Taichung already!' are not read (a "
                                          "learner's move with 'already'), so 'User lives in a kost in Yogyakarta' stays",
    "wulan: thesis defense on 26 March (passed)": "the defence said ahead ('my sidang (thesis defense) is on 26 March') is "
                                                  "not kept; what meets the label is 'User passed their sidang', true of "
                                                  "the past",
    "wulan: QC staff at PT Sinar Rasa (left)": "the job was never kept ('I got a job offer already! QC staff in a snack "
                                               "factory in Cikarang, PT Sinar Rasa' keeps 'User got a job offer'); what "
                                               "meets the label is 'User left PT Sinar Rasa', true of the past",
    "wulan: the flight on 1 September (arrived)": "'User's visa was approved already, the flight is on 1 September 2026 "
                                                  "from Soekarno-Hatta' stays live after its day (a dated plan said in a "
                                                  "clause after the visa: bugs63's dated appointments)",
    "wulan: the roommate's noodles": "'my roommate Tiara always cook indomie at 2 am …' is kept as the roommate's habit "
                                     "(another person's trivia, in a learner's 'always cook')",
    "wulan: the supervisor": "'my supervisor Pak Hendra is strict but kind' keeps 'User's supervisor is Pak Hendra' (a "
                             "work relation a careful person may well keep; the label says not)",
    "wulan: 2026-03-20 what I should prepare for the day of the defense?": "the defence ahead is not kept (above)",
    "wulan: 2026-08-15 what I need to pack for moving abroad?": "'moving abroad' does not bring 'User got scholarship from "
                                                                "Taiwan government for master degree in food science in "
                                                                "Taichung' (recall by meaning)",
    "wulan: 2026-10-20 where is good place to eat near my campus?": "the move to Taichung is not read (above), so nothing "
                                                                    "says where the campus is",
    "wulan: 2027-02-20 what do you know about me?": "the profile holds the 22, the student and the kost in Yogyakarta "
                                                    "(above), and Taichung only in the scholarship, which it leaves out",
    # ---- Marlys: long, warm messages
    "marlys: grandson Brantley": "'He's here!! Brantley James, 7 pounds 11 ounces, born this morning at 6:12. Shawna and "
                                 "the baby are both fine.' is not read (a birth told by the baby's name and weight, the "
                                 "mother named after)",
    "marlys: granddaughter Kynlee": "'Kendra had the baby early! A little girl, Kynlee Rose, born Saturday in Columbus' is "
                                    "not read (a daughter-in-law's baby, the name in an apposition)",
    "marlys: Sunday school": "'I have taught Sunday school at Calvary Methodist for forty years and the bake table …' is not "
                             "read (a long-held role, with a second clause after 'and')",
    "marlys: Xarelto (finished)": "the taking was never kept ('They have me on a blood thinner for a month after, Xarelto' "
                                  "is not read); what meets the label is 'User finished the Xarelto on Monday', true of "
                                  "the past",
    "marlys: lisinopril (stopped)": "the taking is ended since the fixes; what meets the label is 'User stopped taking "
                                    "lisinopril', the stop itself, true",
    "marlys: Shawna expecting (born)": "the birth is not read (above), so 'User's daughter Shawna is expecting her first "
                                       "baby in July 2026, a boy' stays",
    "marlys: shingles (gone)": "'User has shingles' is ended; what meets the label is 'User's shingles has gone', true",
    "marlys: the ham": "'Vernon smoked a ham' is kept as the husband's doing (another person's trivia)",
    "marlys: the sister's blood pressure": "'My sister Bernadine in Marietta has had high blood pressure … and she takes a "
                                           "water pill' is kept (another person's health, said to compare)",
    "marlys: the pudding": "'I am making Vernon's mother's date pudding' is kept (a dish made for a day)",
    "marlys: the night driving": "'Vernon has decided he is giving up driving after dark' is kept (the husband's decision)",
    "marlys: 2026-04-10 Can I have a glass of wine with supper tonight?": "the Xarelto taken is not read (above)",
    "marlys: 2026-08-01 What is a good gift for a new baby boy?": "Brantley's birth is not read (above); what comes is "
                                                                  "Shawna expecting",
}
