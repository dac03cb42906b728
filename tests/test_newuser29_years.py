"""Two new users' years through the real daemon, a turn at a time (newuser29, session 61; docs/extraction.md, "New-user
years 29"), and the rules they showed, pinned in tests/test_newuser29.py with sentences written for those tests.

Eliana Carrasco, 55 (56 in July), who runs a small bakery in Lolol, in Chile's Colchagua valley, and writes long messages
in English learned as a second language ("I have 55 years", "the owner of the local", "I am widow since six years"): the
bakery's lease on calle Las Acacias not renewed, a new shop on the plaza from July; the old oven broken, a bank loan for a
new one; her mother Fresia's Alzheimer's, donepezil then memantine, moved in with her in May; her daughter Antonella, a
nurse, pregnant in November; her son Lautaro; type 2 diabetes and metformin; simple English asked for.
Gearóid Mulvihill, 23 (24 in March), from Cahersiveen, who writes short lower-case lines with Irish slang ("did me knee at
5 a side tonight", "found a gaff in castlebar", "me and eimear are done"): an intern at UHG in Galway, then an SHO in
medicine at Mayo University Hospital in Castlebar from July; his girlfriend Eimear to February, Dearbhla, a pharmacist,
from August; a torn meniscus, crutches; driving lessons, a test booked and passed; allergic to penicillin; asthma.

The years, and what a careful person keeps, ends and never stores, are tests/data/newuser29.json, written and committed
alone (c1a3509) before the extractor or the store ran on them; each turn carries its time and a note. The ``years``
fixture runs the real ``mercuryd`` on a temp home and socket (bench/newuser/daemon_year.py, as tests/test_newuser28_years.py
does). ``KNOWN`` is what was still wrong after the fixes, each a strict xfail with its reason.

Run ``PYTHONPATH=$PWD python bench/newuser/daemon_year.py tests/data/newuser29.json`` for the figures of both years.
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
DATA = json.loads((ROOT / "tests" / "data" / "newuser29.json").read_text(encoding="utf-8"))

YEARS = {name: newuser.from_json(DATA[name]) for name in ("eliana", "gearoid")}

_spec = importlib.util.spec_from_file_location("daemon_year", ROOT / "bench" / "newuser" / "daemon_year.py")
assert _spec and _spec.loader
daemon_year = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(daemon_year)


@pytest.fixture(scope="module")
def years(tmp_path_factory: pytest.TempPathFactory) -> dict[str, newuser.Year]:
    """Both years, each lived once through its own real daemon, for all the tests of this file."""
    tmp = tmp_path_factory.mktemp("newuser29")
    return {name: daemon_year.live_year(name, DATA[name], tmp / name) for name in YEARS}


# Expectations still not met: label -> why, each a strict xfail (one that starts to pass must leave this list).
KNOWN: dict[str, str] = {
    # ---- Eliana: long messages, English as a second language
    "eliana: a widow": "'I am widow since six years' is read alone ('User is a widow for six years'), but the first message "
                       "holds more facts than the cap of three keeps (her name and age, Lolol, the husband who died)",
    "eliana: son Lautaro": "'me and my son Lautaro, he works with me in the bakery' is in the same first message, past the "
                           "cap of three",
    "eliana: mother's Alzheimer's": "'the doctor … said it is Alzheimer, the early stage': a diagnosis of the mother said as "
                                    "the doctor's words ('he said it is …') is not read as hers",
    "eliana: simple English": "'Please when you answer me use simple English, short sentences' is read when the sentence "
                              "ends there; the reason after the next comma ('sometimes your words are too difficult …') "
                              "stops it",
    "eliana: looking for a new place (found)": "the search for a place was never stored; the label's 'looking for' is in "
                                               "the mother's 'walking in the street at night looking for their father' "
                                               "(the label's fault)",
    "eliana: the neurologist on 4 March (done)": "'User took an appointment with a neurologist in Santa Cruz for 4 March "
                                                 "2026' (dated right since the fixes; it was 2025) is not ended by its day "
                                                 "passing nor by 'Yesterday we went to the neurologist'",
    "eliana: pan de pascua": "'I want to make pan de pascua for the day centre of my mother for Christmas' is kept as a goal",
    "eliana: the landlord don Ulises": "'I gave the keys back to don Ulises, twenty-eight years' keeps the handing back with "
                                       "the landlord's name (the shop's move itself is worth keeping)",
    "eliana: 2026-05-12 Every evening she asks to go home, what can I say to calm her?": "the Alzheimer's is not kept (above), "
                                                                                       "and 'she asks to go home' does "
                                                                                       "not bring the mother's move",
    "eliana: 2026-06-20 Give me ideas for the opening day, I want all the town to come": "the new shop on the plaza is kept "
                                                                                        "only from 2 July ('We opened on "
                                                                                        "the plaza'); the signing in "
                                                                                        "April and the bakery itself are "
                                                                                        "not stored",
    "eliana: 2026-08-25 How can I find some time to rest? I am so tired between the work and the house.": "nothing is "
                                                                                                         "brought to "
                                                                                                         "being tired",
    # ---- Gearóid: short lower-case lines, Irish slang
    "gearoid: girlfriend Dearbhla": "'met someone. dearbhla. shes a pharmacist in castlebar': a new partner said as 'met "
                                    "someone' with the name a fragment in lower case; 'dearbhla and me official now' not read",
    "gearoid: Dearbhla a pharmacist": "the same message (above)",
    "gearoid: parkrun": "'i do it every sat now the knee is ok' says the habit by 'it', after 'met her at parkrun'",
    "gearoid: girlfriend Eimear (broken up)": "'User's girlfriend is Eimear' is ended; the label finds the breakup ('User "
                                              "and their girlfriend Eimear broke up', kept since the fixes) and the ex's "
                                              "job in Sydney (the label's fault in part)",
    "gearoid: intern at UHG (SHO in Mayo)": "'User will work at Mayo University Hospital as an SHO in medicine from July "
                                            "2026' (kept since the fixes) is a plan of where he works; its July does not "
                                            "end the job title 'User is an intern in uhg galway', and 'first wk as sho "
                                            "done' is not read",
    "gearoid: Sydney": "'she got a job in sydney, goin in march' is kept as the ex-girlfriend's job",
    "gearoid: the night out": "'went on the lash w the lads after' is kept as an event",
    "gearoid: 2026-04-28 can i run on it yet or nah": "'it' is not brought to the knee ('User has a torn meniscus')",
    "gearoid: 2026-07-10 how do i not fall asleep on call at 4am": "'on call' does not bring the job at Mayo",
    "gearoid: 2026-08-03 where do i bring her for dinner in castlebar": "Dearbhla is not kept (above); the breakup with "
                                                                       "Eimear is brought instead",
    "gearoid: 2026-10-10 any tips for the test, im bricking it": "'User started driving lessons' is live, but 'the test' "
                                                                "does not bring it",
    "gearoid: 2026-12-20 what do u know about me": "the breakup with Eimear and her job in Sydney are brought (the avoid "
                                                   "list's 'Eimear')",
}
