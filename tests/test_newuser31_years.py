"""Two new users' years through the real daemon, a turn at a time (newuser31, session 63; docs/extraction.md, "New-user
years 31"), and the rules they showed, pinned in tests/test_newuser31.py with sentences written for those tests.

Viorel Bărbulescu, 38 (39 in September), who works rotating shifts on the assembly line at the Dacia plant in Mioveni and
lives in Pitești, writing learner's English with typos at odd hours ("i have 38 years", "today i have 39 years", "what you
know about me?"): his wife Mihaela, a nurse; his daughter Alexandra, 7; cigarettes given up; back pain and physiotherapy;
QC inspector, day shift, from June; a house bought in Topoloveni and moved into in October; a week in Mamaia; an online
English course. Gerrit Vandersloot, 74 (75 in April), a retired farmer north of Rosetown, Saskatchewan, who writes in
capitals and signs GERRIT ("MY SON DIRK RUNS THE PLACE NOW", "TYPE 2 DIABETES HE SAYS", "WELL WE ARE MOVED. KINDERSLEY."):
his wife Hennie, his son Dirk, his daughter Lois; a cataract operated; diabetes and metformin; curling; born in Zeeland, a
trip there in June; a move to Kindersley in September; his licence given up.

The years, and what a careful person keeps, ends and never stores, are tests/data/newuser31.json, written and committed
alone (779a0b7) before the extractor or the store ran on them; each turn carries its time and a note. The ``years``
fixture runs the real ``mercuryd`` on a temp home and socket (bench/newuser/daemon_year.py, as tests/test_newuser30_years.py
does). ``KNOWN`` is what was still wrong after the fixes, each a strict xfail with its reason.

Run ``PYTHONPATH=$PWD python bench/newuser/daemon_year.py tests/data/newuser31.json`` for the figures of both years.
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
DATA = json.loads((ROOT / "tests" / "data" / "newuser31.json").read_text(encoding="utf-8"))

YEARS = {name: newuser.from_json(DATA[name]) for name in ("viorel", "gerrit")}

_spec = importlib.util.spec_from_file_location("daemon_year", ROOT / "bench" / "newuser" / "daemon_year.py")
assert _spec and _spec.loader
daemon_year = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(daemon_year)


@pytest.fixture(scope="module")
def years(tmp_path_factory: pytest.TempPathFactory) -> dict[str, newuser.Year]:
    """Both years, each lived once through its own real daemon, for all the tests of this file."""
    tmp = tmp_path_factory.mktemp("newuser31")
    return {name: daemon_year.live_year(name, DATA[name], tmp / name) for name in YEARS}


# Expectations still not met: label -> why, each a strict xfail (one that starts to pass must leave this list).
KNOWN: dict[str, str] = {
    # ---- Viorel: learner's English, typos, odd hours
    "viorel: correct his English": "'please when i make mistake in english correct me, i want to learn good' is not read "
                                   "(a request about the answers in a learner's word order: lo42's family, instruction "
                                   "requests)",
    "viorel: a week in Mamaia (back)": "'in august we go to the sea, in Mamaia, 10-17 august' (the learner's present for a "
                                       "plan) is not read; the return is kept as 'User got back from Mamaia, Alexandra learn "
                                       "to swim without the arm floaters', which the label's 'Mamaia' meets",
    "viorel: the papanasi": "'Mihaela make me papanasi for breakfast' is kept as 'User's wife Mihaela makes them papanasi "
                            "for breakfast' (a birthday breakfast, said once)",
    "viorel: the swimming": "the return from Mamaia keeps the rest of its sentence ('Alexandra learn to swim without the arm "
                            "floaters')",
    "viorel: 2026-03-15 some exercises i can make at home?": "'i have strong pain in my lower back from 2 weeks' is not "
                                                              "read ('pain in my <part>' with an adjective, and a learner's "
                                                              "'from 2 weeks'); nothing would end it ('the back dont hurt "
                                                              "anymore' is not read either)",
    "viorel: 2026-08-01 what to pack for the beach with a kid": "the trip to Mamaia is not kept (above)",
    "viorel: 2026-10-25 how i prepare the garden for winter": "'garden' does not bring 'User lives in Topoloveni, in their "
                                                               "house' (the garden was said of the house in May, in a "
                                                               "message not read: recall by meaning)",
    # ---- Gerrit: all in capitals, signs GERRIT
    "gerrit: wife Hennie": "'… BUT HENNIE AND ME STILL LIVE IN THE OLD HOUSE IN THE YARD' is past the cap of the first "
                           "message; she was named only by 'User and Hennie are going to Holland in June 2026', which the "
                           "return now ends, and 'HENNIE IS ALREADY HIDING THE PIE' names no kin",
    "gerrit: lives north of Rosetown (moved)": "'… HENNIE AND ME STILL LIVE IN THE OLD HOUSE IN THE YARD' is past the cap of "
                                               "the first message and names no town; what is kept is 'User farmed wheat and "
                                               "canola north of rosetown sask for 50 years', true of the past, which the "
                                               "label's 'Rosetown' meets",
    "gerrit: the cataract (operated, fine)": "'EYE SURGERY WENT FINE' does not end 'User has a cataract in their left eye' "
                                             "(a condition ended by its operation going well: bugs63's family)",
    "gerrit: trip to Holland in June (back)": "'User is flying out on 9 June 2026 and come back on 30 June 2026' names no "
                                              "place, so 'User got back from Holland' does not end it (the trip 'going to "
                                              "Holland in June' is ended since the fixes)",
    "gerrit: moving on 15 September (moved)": "'WELL WE ARE MOVED. KINDERSLEY.' is not read ('we are moved', the place a "
                                              "sentence of its own, as newuser30's 'mudei! amadora.'), so 'User decided to "
                                              "sell the yard to Dirk and move to town' is never ended",
    "gerrit: 2026-02-08 HOW LONG BEFORE I CAN DRIVE AFTER THE OPERATION": "nothing is brought: 'the operation' does not "
                                                                         "bring the cataract (the surgery date in "
                                                                         "'… IS DOING THE SURGERY FEBRUARY 12' is not "
                                                                         "read: bugs63's dated appointments)",
    "gerrit: 2026-06-05 WHAT DUTCH WORDS SHOULD I BRUSH UP ON": "'Dutch' does not bring Holland, Zeeland or the trip "
                                                               "(recall by meaning: a nationality's word for its country)",
    "gerrit: 2026-12-20 WHAT DO YOU KNOW ABOUT ME": "the profile holds 'north of rosetown' (the farming, above)",
}
