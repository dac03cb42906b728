"""Two new users' years through the real daemon, a turn at a time (newuser25, session 57; docs/extraction.md, "newuser25"),
and the rules they showed, pinned in tests/test_extract_newuser25.py with sentences written for those tests.

Dayane, 23, a Brazilian from Anápolis in Guimarães, Portugal, who types lower-case Portuguese-English: a Glovo delivery
rider to May; a scooter accident and a broken wrist in February, riding again in April; her residence permit, an AIMA
appointment in March and the card in May; her grandmother's death in Brazil; a care assistant at a care home in Vizela
from June; a move to her boyfriend Rúben's flat in Vizela; a Christmas trip home planned and called off; her sister's baby;
a healthcare assistant course; engaged in December; answers in Portuguese, then in English. Mr Langat, 58, a Kenyan
secondary-school Principal in Kericho County who writes formal British English: transferred from Chemosot Boys' in Litein
to Kapkatet Girls' in May and a move to the Principal's house there; a cataract operated in March; a conference given up;
his elder brother's death; high blood pressure; his wife's transfer; his daughter's engagement and wedding; his first
grandson; a Master's begun and given up; to be addressed as Mr Langat, British spelling, numbered points.

The years, and what a careful person keeps, ends and never stores, are tests/data/newuser25.json, written and committed
alone (ca5b581) before the extractor or the store ran on them; each turn carries its time and a note. The ``years``
fixture runs the real ``mercuryd`` on a temp home and socket (bench/newuser/daemon_year.py, as tests/test_newuser24.py
does). ``KNOWN`` is what was still wrong after the fixes, each a strict xfail with its reason.

Run ``PYTHONPATH=$PWD python bench/newuser/daemon_year.py tests/data/newuser25.json`` for the figures of both years.
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
DATA = json.loads((ROOT / "tests" / "data" / "newuser25.json").read_text(encoding="utf-8"))

YEARS = {name: newuser.from_json(DATA[name]) for name in ("dayane", "langat")}

_spec = importlib.util.spec_from_file_location("daemon_year", ROOT / "bench" / "newuser" / "daemon_year.py")
assert _spec and _spec.loader
daemon_year = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(daemon_year)


@pytest.fixture(scope="module")
def years(tmp_path_factory: pytest.TempPathFactory) -> dict[str, newuser.Year]:
    """Both years, each lived once through its own real daemon, for all the tests of this file."""
    tmp = tmp_path_factory.mktemp("newuser25")
    return {name: daemon_year.live_year(name, DATA[name], tmp / name) for name in YEARS}


# Expectations still not met: label -> why, each a strict xfail (one that starts to pass must leave this list).
KNOWN: dict[str, str] = {
    # ---- Dayane: lower case and Portuguese
    "dayane: from Anápolis": "'im dayane, 23, from anápolis in goiás, brazil' keeps the name and the age; the town, typed in "
                             "lower case after the age, is not given its capital",
    "dayane: lives in Vizela": "'moved to vizela with rúben on saturday, his apartment near the river' keeps nothing: the "
                               "aside after the comma loses the move, and 'vizela' after 'moved to' is not capitalised",
    "dayane: boyfriend Rúben": "'tô namorando um português, rúben' is Portuguese ('I'm dating a Portuguese man'), not read",
    "dayane: engaged to Rúben": "'rúben asked me to marry him!!! … i said SIM' (a proposal, accepted in Portuguese) keeps "
                                "nothing",
    "dayane: has her residence card": "'MY CARD ARRIVED!!! título de residência, valid 2 years' keeps nothing",
    "dayane: sister Jéssica": "'User's sister Jéssica is pregnant' is rightly ended by the birth, and the birth is kept as "
                              "'User's niece Ísis was born …' without the sister",
    "dayane: grandmother Zilda died": "'minha vó zilda faleceu ontem em anápolis' is Portuguese, not read",
    "dayane: shifts 7 to 15": "'my shifts are 7 to 15, some weekends too' keeps nothing: hours said as bare numbers",
    "dayane: the cat Farofa": "'rúben and i adopted a cat, her name is farofa' keeps 'User adopted a cat': the name, typed in "
                              "lower case, is left",
    "dayane: the broken wrist (healed)": "'riding again since 6 april. wrist ok' ends nothing: 'User has a broken wrist' "
                                         "stays live",
    "dayane: the flight to Goiânia on 18 December (called off)": "'not going to brazil in december after all' (typed in "
                                                                 "lower case) does not call off 'User is going home to "
                                                                 "Brazil for Christmas 2026': the rule wants the place's "
                                                                 "capital",
    "dayane: the heat wave": "'i bought a ventoinha for dona amélia with my money' is kept as an episode of a day",
    "dayane: the covid": "'i had covid last week, 5 days in bed. better now' is kept as an illness of a week; the 'better "
                         "now' after it is not read as over",
    "dayane: 2026-01-10 what should i eat between orders?": "the Glovo job was never stored ('i do deliveries for glovo with "
                                                           "my scooter' keeps nothing)",
    "dayane: 2026-01-28 which documents do i take to the appointment?": "'finally i have appointment at AIMA on 10 march in "
                                                                       "braga' keeps nothing",
    "dayane: 2026-02-22 how do i take a shower without wetting the gesso?": "'User has a broken wrist' is stored but "
                                                                           "'gesso' (the cast, in Portuguese) shares no "
                                                                           "word with it",
    "dayane: 2026-06-15 how to lift an old man from the bed without hurting my back?": "the care job is stored but 'old "
                                                                                       "man … bed' is not brought to "
                                                                                       "'cuidadora at lar'",
    "dayane: 2026-06-20 is there a cheap gym near where i live?": "no home is stored (see 'lives in Vizela')",
    "dayane: 2026-12-15 what do u know about me?": "the profile brings the name only; the care job is an event's summary",
    # ---- Mr Langat: formal British English
    "langat: 58": "'I am Samwel Kiprotich Langat, aged 58, and I have been the Principal of …' keeps the name only: the age "
                  "and the post of a long introduction are left",
    "langat: lives at Kapkatet": "'We shall move into the Principal's house at Kapkatet on Saturday, 2 May; …' keeps "
                                 "nothing ('a flat at <unknown town> on <weekday>' is dropped; 'in Leeds' is read)",
    "langat: grandson Kiprono": "'… have been blessed with a baby boy, born on Thursday in Nairobi. They have named him "
                                "Kiprono.' keeps the birth without the name",
    "langat: reading spectacles": "'I need spectacles only for reading' keeps nothing",
    "langat: Eunice at Litein Mission Hospital (transferred)": "'User's wife Eunice will join Kapkatet County Hospital' does "
                                                               "not end her job at Litein Mission Hospital: a relative's "
                                                               "new employer ends no old one",
    "langat: the surgery on 12 March (done)": "the live memory is 'User's operation went well on Thursday, 12 March 2026' "
                                              "(right: the label's date words also find the operation done)",
    "langat: the KESSHA conference (withdrawn)": "the registration is ended after the fixes; the live memory is 'User has "
                                                 "withdrawn from the KESSHA conference' (right: the label finds the "
                                                 "withdrawal itself)",
    "langat: Chepkirui engaged (married)": "'Chepkirui and Kipngeno were married yesterday' does not end 'User's daughter "
                                           "Chepkirui … is engaged to …': a relative's wedding ends no engagement",
    "langat: the Master of Education (given up)": "'User is withdrawing from the Master's programme' is stored after the "
                                                  "fixes but does not end 'User has enrolled in an online Master of "
                                                  "Education …': 'programme' is no word of it and an enrolment is an "
                                                  "event",
    "langat: 2026-01-25 How should I deal with a boy caught with a mobile phone in the dormitory?": "no post at Chemosot "
                                                                                                  "is stored (see '58')",
    "langat: 2026-03-01 What should I pack for a short stay in hospital?": "'… has diagnosed a cataract in my left eye' "
                                                                           "and 'Surgery is scheduled for Thursday, 12 "
                                                                           "March, at Tenwek.' keep nothing",
    "langat: 2026-07-01 Suggest a simple supper for this evening.": "'User takes nifedipine, 20mg' is stored, 'reduce salt' "
                                                                    "is not, and a supper brings no medicine",
}
