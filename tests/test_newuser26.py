"""Two new users' years through the real daemon, a turn at a time (newuser26, session 58; docs/extraction.md, "newuser26"),
and the rules they showed, pinned in tests/test_extract_newuser26.py with sentences written for those tests.

Hjálmar Þórðarson, 67, a retired ferry engineer in Ísafjörður, Iceland, a widower with a dog, who writes terse English
("Short answers. No small talk."): part-time winter maintenance on the harbour's pilot boat, February to April; a left
inguinal hernia found in February, operated at Landspítali on 14 April, healed by 30 April; his daughter Katrín's baby,
born 12 August; his sister Hrafnhildur's stroke in May and her rehabilitation; a trip to Bergen planned in May and called
off in August; the house sold and a move to a flat in Akureyri in October; teaching marine engines at VMA from November;
short answers, then fuller ones; metric and Celsius; to be called Hjalli. Nnenna, 31, a Nigerian-British junior doctor
(IMT1) in Leicester who writes fast with abbreviations ("keep answers in bullet pts pls", "im a dr"): acute medicine at
Leicester Royal Infirmary, cardiology at Glenfield from August, respiratory from December; MRCP Part 1 sat in May and
passed; a flat in Clarendon Park, then a house in Oadby; her father's TIA in Lagos; an ankle fracture at netball, a boot
and crutches; Lisbon booked and cancelled; engaged to Tobenna; her sister Amarachi's wedding in Lagos in December; bullet
points, then paragraphs; UK drug names.

The years, and what a careful person keeps, ends and never stores, are tests/data/newuser26.json, written and committed
alone (cc1526e) before the extractor or the store ran on them; each turn carries its time and a note. The ``years``
fixture runs the real ``mercuryd`` on a temp home and socket (bench/newuser/daemon_year.py, as tests/test_newuser25.py
does). ``KNOWN`` is what was still wrong after the fixes, each a strict xfail with its reason.

Run ``PYTHONPATH=$PWD python bench/newuser/daemon_year.py tests/data/newuser26.json`` for the figures of both years.
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
DATA = json.loads((ROOT / "tests" / "data" / "newuser26.json").read_text(encoding="utf-8"))

YEARS = {name: newuser.from_json(DATA[name]) for name in ("hjalmar", "nnenna")}

_spec = importlib.util.spec_from_file_location("daemon_year", ROOT / "bench" / "newuser" / "daemon_year.py")
assert _spec and _spec.loader
daemon_year = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(daemon_year)


@pytest.fixture(scope="module")
def years(tmp_path_factory: pytest.TempPathFactory) -> dict[str, newuser.Year]:
    """Both years, each lived once through its own real daemon, for all the tests of this file."""
    tmp = tmp_path_factory.mktemp("newuser26")
    return {name: daemon_year.live_year(name, DATA[name], tmp / name) for name in YEARS}


# Expectations still not met: label -> why, each a strict xfail (one that starts to pass must leave this list).
KNOWN: dict[str, str] = {
    # ---- Hjálmar: terse English
    "hjalmar: teaches marine engines at VMA": "'VMA asked me to teach marine engines. Two evenings a week, from 2 "
                                               "November.' keeps nothing: work offered ('X asked me to …') is not read as "
                                               "taken, and nothing later says it was",
    "hjalmar: fuller explanations": "'Stop the short answers. Explain more now, I have time.' is kept as 'User is fine "
                                    "with longer answers' (right, and it ends the short answers); the label wants the word "
                                    "'explain'",
    "hjalmar: the hernia (healed)": "'User has a hernia' is kept since the fixes; 'Operation done Tuesday. Home tomorrow.' "
                                    "and 'Wound healed. … No pain.' keep nothing, so no operation ends it",
    "hjalmar: Hrafnhildur in rehabilitation (home)": "'Hrafnhildur home from rehab.' is kept as \"User's sister "
                                                     "Hrafnhildur home from Rehab\" (a verbless line read as a fact, "
                                                     "'rehab' capitalised as a place); the rehabilitation itself was never "
                                                     "stored",
    "hjalmar: short answers (fuller now)": "'User wants short answers' is ended; the label also finds 'User wants no small "
                                           "talk', said beside it in January and never withdrawn (the label's fault)",
    "hjalmar: 2026-02-25 What should I bring to Reykjavík for the operation?": "'Operation at Landspítali in Reykjavík, "
                                                                                "14 April.' (a verbless plan) keeps "
                                                                                "nothing, and 'operation' is no word of "
                                                                                "'User has a hernia'",
    "hjalmar: 2026-03-10 Good name ideas for a first grandchild?": "'User's daughter Katrín is pregnant, due in August "
                                                                   "2026' is stored, but 'grandchild' is not brought to a "
                                                                   "daughter's pregnancy",
    "hjalmar: 2026-06-20 What is the weather like in Norway in September?": "'Plan: fly to Bergen 10 September, visit old "
                                                                           "shipmate Arne. 5 days.' keeps nothing (a plan "
                                                                           "said as a note, its 'I' left out)",
    "hjalmar: 2026-11-10 How do I explain a two-stroke engine to young students?": "no teaching is stored (see 'teaches "
                                                                                    "marine engines at VMA')",
    "hjalmar: 2026-12-20 What do you know about me?": "the profile says 'User has a hernia' (never ended, see above) and "
                                                      "no home in Akureyri ('Moved. Akureyri now.' keeps nothing; the "
                                                      "plan 'moving to Akureyri' is a decision)",
    # (session 59: leftovers38 reads "Operation done Tuesday." as "User had their operation on Tuesday, 14 April 2026",
    # which is true and which the label's "14 April" also matches)
    "hjalmar: the operation on 14 April (done)": "'Operation done Tuesday.' is read now as 'User had their operation on "
                                                 "Tuesday, 14 April 2026', true, and the label's '14 April' matches it",
    # ---- Nnenna: fast, abbreviated
    "nnenna: paragraphs": "'forget the bullet pts, normal paragraphs are fine now' ends the bullet points since the fixes "
                          "('User wants no more bullet points'); 'normal paragraphs are fine' is not kept of itself",
    "nnenna: cardiology at Glenfield (rotated)": "'started at glenfield today, cardiology for 4 months then respiratory' "
                                                 "is kept whole; 'rotated to respiratory at glenfield this wk' keeps "
                                                 "nothing and ends nothing",
    "nnenna: the flat in Clarendon Park (moved)": "'moved into the oadby house yest' is kept since the fixes as 'User "
                                                  "moved into the oadby house on 4 July 2026' (an episode, 'oadby' in "
                                                  "lower case): no home ends",
    "nnenna: Lisbon in June (cancelled)": "'lisbon cancelled :( rota changed …' does not call off 'User booked lisbon "
                                          "with Tobenna for 12-16 June …': the place is typed in lower case",
    "nnenna: the ankle fracture (healed)": "'rolled my ankle at netball last nite' is kept since the fixes (shorthand "
                                           "read) as an episode of that night, which the label finds; 'xray in ED = "
                                           "avulsion fracture' keeps nothing and 'boot OFF' ends nothing",
    "nnenna: no driving (the boot off)": "'in a boot for 6 wks, crutches, cant drive' keeps 'User cannot drive' as lasting; "
                                         "'boot OFF 🙌 walking normal-ish' ends nothing",
    "nnenna: bullet points (paragraphs now)": "'User wants answers in bullet points' is ended since the fixes; the label "
                                              "finds 'User wants no more bullet points' itself (the label's fault)",
    "nnenna: the house purchase ahead (moved in)": "'User got the mortgage' (kept of 'we got the mortgage!! house in "
                                                   "oadby, …') is not ended by the move",
    "nnenna: the wedding ahead on 19 December (held)": "'back from lagos. amarachi's wedding was beautiful, …' keeps "
                                                       "nothing and ends nothing (the name in lower case)",
    "nnenna: 2026-03-01 whats the best way to do high-yield revision this week?": "'MRCP part 1 is on 6 may, revising w/ "
                                                                                   "passmedicine every eve' keeps nothing",
    "nnenna: 2026-04-01 can i get the bus to work on crutches?": "'in a boot for 6 wks, crutches, cant drive' keeps only "
                                                                 "'User cannot drive'; 'crutches' is no word of it",
    "nnenna: 2026-07-10 cheap furniture shops near me?": "the Clarendon Park flat is still live (see above) and is "
                                                         "recalled",
    "nnenna: 2026-09-01 good books on ECG interpretation for my rotation?": "'User started at glenfield … cardiology …' is "
                                                                            "stored, but 'ECG … rotation' is not brought "
                                                                            "to it",
    "nnenna: 2026-12-30 what do u know about me?": "the profile brings the name and 'User is a doctor'; the fiancé, the "
                                                   "house and the post are not in it",
}
