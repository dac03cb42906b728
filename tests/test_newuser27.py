"""Two new users' years through the real daemon, a turn at a time (newuser27, session 59; docs/extraction.md, "newuser27"),
and the rules they showed, pinned in tests/test_newuser27_rules.py with sentences written for those tests.

Tayla Whitcombe, 19 (20 in July), of Hamilton, New Zealand, who writes lower-case slang with emoji ("lowkey terrified 😭",
"me n manaia broke up 💔"): nursing at Wintec; a bubble tea shop, then the bakery at New World; a flat in Frankton and
its cat Pipi, then back at her mum's in Chartwell; her boyfriend Manaia to May; vegetarian, allergic to peanuts;
glandular fever in April; a learner licence, then her restricted; a trip to Aitutaki planned and cancelled; her nana's
broken hip; a placement at a rest home; short answers and no bullet points. Sorin Lupașcu, 46, of Timișoara, Romania, who
writes nearly everything as a question and lets his facts slip ("What helps with cigarette cravings at night? I stopped
smoking on 1 January …"): a tram driver for STPT, depot supervisor from April; type 2 diabetes and metformin; his son
Andrei's bacalaureat and Politehnica; his wife Corina; his mother from Lugoj moving in; a flat in Iosefin, then a house in
Dumbrăvița; Halkidiki planned and cancelled; a kidney stone; a rescue dog, Pufi; his English corrected, shorter answers.

The years, and what a careful person keeps, ends and never stores, are tests/data/newuser27.json, written and committed
alone (9c9ac05) before the extractor or the store ran on them; each turn carries its time and a note. The ``years``
fixture runs the real ``mercuryd`` on a temp home and socket (bench/newuser/daemon_year.py, as tests/test_newuser26.py
does). ``KNOWN`` is what was still wrong after the fixes, each a strict xfail with its reason.

Run ``PYTHONPATH=$PWD python bench/newuser/daemon_year.py tests/data/newuser27.json`` for the figures of both years.
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
DATA = json.loads((ROOT / "tests" / "data" / "newuser27.json").read_text(encoding="utf-8"))

YEARS = {name: newuser.from_json(DATA[name]) for name in ("tayla", "sorin")}

_spec = importlib.util.spec_from_file_location("daemon_year", ROOT / "bench" / "newuser" / "daemon_year.py")
assert _spec and _spec.loader
daemon_year = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(daemon_year)


@pytest.fixture(scope="module")
def years(tmp_path_factory: pytest.TempPathFactory) -> dict[str, newuser.Year]:
    """Both years, each lived once through its own real daemon, for all the tests of this file."""
    tmp = tmp_path_factory.mktemp("newuser27")
    return {name: daemon_year.live_year(name, DATA[name], tmp / name) for name in YEARS}


# Expectations still not met: label -> why, each a strict xfail (one that starts to pass must leave this list).
KNOWN: dict[str, str] = {
    # ---- Tayla: lower-case slang with emoji
    "tayla: the placement at a rest home": "'first clinical placement starts monday!! 6 wks at a rest home 👵' keeps "
                                           "nothing: a placement starting, said with no 'I', is not read",
    "tayla: the bubble tea shop (quit)": "the work at the bubble tea shop was never stored ('(i work at a bubble tea shop "
                                         "in centre place btw)': 'a bubble tea shop' is no kind of workplace the rules "
                                         "know); the label finds 'User quit the bubble tea job', which is the quitting "
                                         "(the label's fault)",
    "tayla: boyfriend Manaia (broke up)": "'User's boyfriend is Manaia' is ended since the fixes ('me n manaia broke up' "
                                          "read as 'me and …'); the label finds 'User and their boyfriend Manaia broke up', "
                                          "the break-up itself (the label's fault)",
    "tayla: glandular fever (better)": "'User has glandular fever' is kept and ended since the fixes; the label finds "
                                       "\"User's glandular fever has gone\", which ends it (the label's fault)",
    "tayla: the Aitutaki trip (cancelled)": "the trip is kept and ended since the fixes; the label finds \"User's Aitutaki "
                                            "trip was cancelled\", which ends it (the label's fault)",
    "tayla: the weight lost": "'lost like 4kg tho' (after an illness) is kept as an episode, 'User lost 4kg'",
    "tayla: the exam results": "'passed everything and got an A in anatomy' is kept as an episode of the day",
    "tayla: 2026-11-10 how do i make my old bedroom feel less like a kids room": "'User lives with their mum in Chartwell' "
                                                                                 "is live since the fixes, but 'bedroom' "
                                                                                 "brings 'User moved into their first flat' "
                                                                                 "and the age, not the home",
    "tayla: 2026-11-20 tips for my first week on placement??": "no placement is stored (see above) and 'User is starting "
                                                               "nursing at wintec …' is not brought to 'placement'",
    "tayla: 2026-12-20 what do u know abt me": "since the fixes the question typed as chat brings the profile (name, "
                                               "Chartwell, Hamilton, nursing), but the profile holds \"User's glandular "
                                               "fever has gone\" and 'User and their boyfriend Manaia broke up', what "
                                               "ended told as its ending (the avoided words find them)",
    # ---- Sorin: questions, facts let slip
    "sorin: metformin": "'Is metformin better with breakfast or with dinner? The doctor started me on 500 mg twice a day.' "
                        "keeps 'User takes 500 mg twice a day': the medicine is named only in the question before",
    "sorin: the dog Pufi": "'We adopted Bruno's sister from the shelter, her name is Pufi.' is kept as 'User adopted Bruno's "
                           "sister from the shelter' (a dog's name said after, of 'her', is not read as the pet's)",
    "sorin: Bruno the shelter dog": "see 'the dog Pufi': 'Bruno's sister' is kept as the one adopted",
    "sorin: the bacalaureat in June (passed)": "'What should a father say when his son passes the bac with 9.40?' keeps "
                                               "nothing (a question), and 'bac' is not 'bacalaureat', so the exam ahead "
                                               "stays live",
    "sorin: Andrei is 18 (not to stay as his age)": "'User's son Andrei is 18 and has the bacalaureat in June 2026' is kept "
                                                    "whole and never ended (see above)",
    "sorin: the football": "nothing of the football is stored; the label's 'Poli' finds 'Politehnica' in \"User's son "
                           "Andrei got into computer science at Politehnica\" (the label's fault)",
    "sorin: 2026-03-10 What questions could they ask me on Thursday?": "'User applied, the interview is on 12 March 2026' "
                                                                       "is live, but 'Thursday' is not brought to the date "
                                                                       "it names, nor 'questions … ask' to an interview",
    "sorin: 2026-05-25 What should we pack for a drive to Greece?": "'We are thinking of Halkidiki with Corina and Andrei, "
                                                                     "maybe ten days from 8 August.' keeps nothing: a trip "
                                                                     "said as 'thinking of <place>' is not read",
}
