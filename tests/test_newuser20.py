"""Two new users' years through the real daemon, a turn at a time (newuser20, session 52; docs/extraction.md, "newuser20").

Baran, 58, a Kurdish taxi driver from Diyarbakır in Hamburg whose English is short and present-tense: nights for Hansa
Taxi, then day shifts after a heart scare (angina, a stent; aspirin, bisoprolol, atorvastatin; smoking stopped); his wife
Gulistan; a daughter Zilan engaged to Serkan and married in June; a son Dilovan in Köln whose wife Hevin expects their
first child; a four-room flat in Wilhelmsburg, then a smaller one in Harburg. Maddie, 26, an Australian wildlife vet at
Currumbin on the Gold Coast, living in Burleigh with her kelpie Bindi: a six-month placement at Sepilok in Sabah, Borneo
(dengue there); a boyfriend Liam left, a new partner Aroha, a ranger from New Zealand, who moves in with her; a PhD at UQ
planned, then dropped; rock climbing on Tuesdays; no emoji, asked for.

The years, and what a careful person keeps, ends and never stores, are tests/data/newuser20.json, written and
committed alone (062a528) before the extractor or the store ran on them; each turn carries its time and a note. Unlike
the Brain harness of tests/newuser.py, the ``years`` fixture here runs the real ``mercuryd`` on a temp home and socket
(bench/newuser/daemon_year.py: ``mercuryctl ingest`` a turn at a time with each turn's own local time on a clock file the
driver moves across the months, ``mercuryctl recall`` for each check at 21:00 on its day, ``mercuryctl list`` at the end).
``KNOWN`` is what was still wrong after the fixes, each a strict xfail with its reason.

Run ``PYTHONPATH=$PWD python bench/newuser/daemon_year.py tests/data/newuser20.json`` for the figures of both years.
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
DATA = json.loads((ROOT / "tests" / "data" / "newuser20.json").read_text(encoding="utf-8"))

YEARS = {name: newuser.from_json(DATA[name]) for name in ("baran", "maddie")}

_spec = importlib.util.spec_from_file_location("daemon_year", ROOT / "bench" / "newuser" / "daemon_year.py")
assert _spec and _spec.loader
daemon_year = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(daemon_year)


@pytest.fixture(scope="module")
def years(tmp_path_factory: pytest.TempPathFactory) -> dict[str, newuser.Year]:
    """Both years, each lived once through its own real daemon, for all the tests of this file."""
    tmp = tmp_path_factory.mktemp("newuser20")
    return {name: daemon_year.live_year(name, DATA[name], tmp / name) for name in YEARS}


# Expectations still not met: label -> why, each a strict xfail (one that starts to pass must leave this list).
KNOWN: dict[str, str] = {
    "baran: moving to Harburg (moved)": "(session 63: the years run consolidation before each day's talk) the move is made "
                                        "current on its day, 'User has lived in Harburg since 1 September 2026', which the "
                                        "label's '1 September' meets; the plan itself is history",
    "baran: day shifts": "'User works days from May 2026' is kept (true, and it ends the nights), but says 'days', not "
                         "the 'day shift' the label looks for",
    "baran: the boxes and cassettes": "'Gulistan want to throw away my old cassettes' keeps 'User's wife Gulistan wants to "
                                      "throw away their old cassettes' (a relative's passing wish, read as a fact of hers)",
    "baran: 2026-03-10 Is it ok if I drink one beer at weekend?": "'User takes aspirin', 'User takes bisoprolol' and 'User "
                                                                  "has angina' are stored, but a beer asked about names "
                                                                  "no medicine or health to bring them by",
    "baran: 2026-05-20 How do I sleep good before my shift?": "the shift is brought now ('User works days from May 2026'), "
                                                              "but it says 'days', not the 'day shift' the check looks for",
    "baran: 2026-09-20 What sport is safe for me now?": "the angina and the medicines are stored, but a sport asked of as "
                                                        "'safe for me' brings no health memory",
    "baran: 2026-10-10 What gift I buy for the new baby?": "'My son Dilovan and his wife, Hevin, they have baby in March' "
                                                           "keeps 'User's son Dilovan and his wife, Hevin' (the baby to come "
                                                           "is lost: 'they have baby' is a second language's 'they are "
                                                           "having a baby')",
    "maddie: partner Aroha": "'met someone here. Aroha, she's a ranger from NZ …' keeps nothing (a partner met said with "
                             "'met someone', the name in the fragment after it), and 'Aroha's here!! she's moved in with "
                             "me in Burleigh' is no partner living with her",
    "maddie: Aroha a ranger": "as Aroha: never stored",
    "maddie: climbing on Tuesdays": "'started rock climbing! bouldering at a gym in Miami … every Tuesday after work' keeps "
                                    "'User started rock climbing': the days are in the fragment after the '!'",
    "maddie: dengue in May": "'had dengue for a week, scary but ok now. lost 4 kg' keeps only 'User lost 4 kg': an illness "
                             "had 'for a week', said without 'I' and with no when",
    "maddie: boyfriend Liam (broken up)": "'User and their boyfriend Liam broke up' (true) says the name the label looks "
                                          "for; what they did together is now ended by it",
    "maddie: staying in Sandakan (home now)": "'User has arrived in Sandakan' (the placement's arrival) is not ended by "
                                              "'home in Burleigh, back at Currumbin Monday'",
    "maddie: Bindi with her parents (home now)": "'User's dog Bindi is going to stay with mum and dad in Toowoomba while "
                                                 "they are away' is not ended when the user is home ('while I'm away' is "
                                                 "tied to no stored span)",
    "maddie: the wifi": "'Liam and I are doing video calls every Sunday but the time difference is 2 hrs and the wifi is "
                        "awful' is kept whole, its tail too (ended by the breakup now, but stored)",
    "maddie: Bindi feral": "'Bindi went completely feral when she saw me' keeps a pet's moment",
    "maddie: 2026-03-15 write me a quick msg to my housemates about the electricity bill": "'User does not want emoji used "
                                                                                           "in answers' is stored, but an "
                                                                                           "instruction on answers is not "
                                                                                           "recalled for a writing task",
    "maddie: 2026-06-01 what should I eat to get my strength back": "the dengue was never stored (above); 'User lost 4 kg' "
                                                                    "is brought",
    "maddie: 2026-08-10 any ideas for a date this weekend?": "Aroha was never stored (above)",
    "maddie: 2026-10-13 what should I eat before tonight's session?": "'User started rock climbing' is stored, but "
                                                                      "'tonight's session' names no pastime and the "
                                                                      "Tuesdays were never stored",
    "maddie: 2026-12-28 what do you know about me?": "the profile has no Aroha (never stored), and keeps 'User and their "
                                                     "boyfriend Liam broke up' (true, but the check avoids the name)",
}
