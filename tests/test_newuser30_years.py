"""Two new users' years through the real daemon, a turn at a time (newuser30, session 62; docs/extraction.md, "New-user
years 30"), and the rules they showed, pinned in tests/test_newuser30.py with sentences written for those tests.

Berwyn Beddows, 67 (68 in August), a retired long-haul lorry driver on a smallholding outside Crymych in north
Pembrokeshire, who writes long chatty messages ("67 years young", "them lists with the dots", "Sixty-eight yesterday!"):
his wife Nansi; his daughter Mererid, a physio in Cardiff, expecting, a granddaughter Heulwen born in June and christened
in December; a beekeeping course, a nucleus of bees ordered and arrived, the beekeepers' committee; a pipe given up after
a heart scare (angina, a stent, clopidogrel and atorvastatin, cardiac rehab); distances in miles and kilometres.
Jaque Bezerra, 24 (25 in November), from Caruaru, in Lisbon, who writes terse lines mixing Portuguese and English ("sou
intolerante a lactose", "terminei com o lúcio", "vou adotar um gato!!"): a manual tester at Noesis, then QA automation at
OutSystems from May; a shared flat in Moscavide, then her own flat in Amadora; her boyfriend Lúcio, left in August and
taken back in October; a cat, Farinha; answers in English, and short.

The years, and what a careful person keeps, ends and never stores, are tests/data/newuser30.json, written and committed
alone (9344079) before the extractor or the store ran on them; each turn carries its time and a note. The ``years``
fixture runs the real ``mercuryd`` on a temp home and socket (bench/newuser/daemon_year.py, as tests/test_newuser29_years.py
does). ``KNOWN`` is what was still wrong after the fixes, each a strict xfail with its reason.

Run ``PYTHONPATH=$PWD python bench/newuser/daemon_year.py tests/data/newuser30.json`` for the figures of both years.
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
DATA = json.loads((ROOT / "tests" / "data" / "newuser30.json").read_text(encoding="utf-8"))

YEARS = {name: newuser.from_json(DATA[name]) for name in ("berwyn", "jaque")}

_spec = importlib.util.spec_from_file_location("daemon_year", ROOT / "bench" / "newuser" / "daemon_year.py")
assert _spec and _spec.loader
daemon_year = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(daemon_year)


@pytest.fixture(scope="module")
def years(tmp_path_factory: pytest.TempPathFactory) -> dict[str, newuser.Year]:
    """Both years, each lived once through its own real daemon, for all the tests of this file."""
    tmp = tmp_path_factory.mktemp("newuser30")
    return {name: daemon_year.live_year(name, DATA[name], tmp / name) for name in YEARS}


# Expectations still not met: label -> why, each a strict xfail (one that starts to pass must leave this list).
KNOWN: dict[str, str] = {
    # ---- Berwyn: long chatty messages
    "berwyn: wife Nansi": "'me and the wife Nansi, married 44 years this spring' is in the first message, past the cap of "
                          "three (his name and age, Crymych and the lists with dots are kept)",
    "berwyn: granddaughter Heulwen": "'I'm a grandad again!! Mererid had a little girl Tuesday night …, they've called her "
                                     "Heulwen' is not read: a birth to a named daughter, the baby named after 'called her' "
                                     "(bugs62's family: pregnancies ended by births)",
    "berwyn: Mererid pregnant (born)": "'User's daughter Mererid is expecting' is not ended by the birth (above)",
    "berwyn: the beekeeping course (finished)": "'Finished the bee course on Tuesday' is kept ('User finished the bee "
                                                "course …') but does not end 'User signed up for a beginners' beekeeping "
                                                "course …': 'bee course' and 'beekeeping course' are not matched",
    "berwyn: the honey weight": "'Took the first super off on Sunday, near 14 pound off the one hive' is kept as an episode",
    "berwyn: 2026-05-30 What flowers should I plant round the orchard to keep them fed through the summer?":
        "the bees that arrived are not kept ('They've arrived! The bees came Saturday' names no keeping), and 'them' "
        "does not bring the course or the hive bought",
    "berwyn: 2026-06-25 What's a good present from her grandad for a newborn?": "Heulwen is not kept (above); the "
                                                                               "pregnancy is brought instead",
    "berwyn: 2026-09-20 Give me a few tips for getting the colony through a wet winter": "'colony' does not bring the "
                                                                                        "bee course, the hive or the "
                                                                                        "beekeepers' committee",
    "berwyn: 2026-11-25 Help me write a few words for the chapel on the day": "'Heulwen's christening is on the 13th of "
                                                                              "December at the chapel' is not read",
    "berwyn: 2026-12-20 What do you know about me then?": "the summary holds 'Mererid is expecting' (the birth not read)",
    # ---- Jaque: terse lines mixing Portuguese and English
    "jaque: 25": "'25 hj 🎂 lúcio fez bolo sem lactose': the age said bare before 'hj' (today) and an emoji, the sentence "
                 "going on after it, is not read",
    "jaque: 24 (25 in November)": "not ended: 25 is not read (above)",
    "jaque: QA automation at OutSystems": "'CONSEGUI!!! outsystems, QA automation engineer, começo dia 4 de maio' is not "
                                          "read: the employer lower case first, the title after, 'começo' (I start)",
    "jaque: lives in Amadora": "'achei apê!!! T1 em amadora … mudo dia 1 de setembro' and 'mudei! amadora.' are not read "
                               "(the place lower case, said alone after the verb)",
    "jaque: cat Farinha": "'farinha chegou' (Farinha arrived) is not read; 'vou adotar um gato … chama farinha' keeps only "
                          "'User is adopting a cat' (the name after 'chama' in lower case)",
    "jaque: short answers": "'e sem textão' (and no walls of text) is not read",
    "jaque: adopting a cat on Saturday (adopted)": "'User is adopting a cat' is not ended: the arrival is not read (above)",
    "jaque: 2026-02-20 receita de bolo de cenoura pro fds?": "a recipe asked in Portuguese does not bring 'User is lactose "
                                                            "intolerant' (recall by meaning across languages: recall45's "
                                                            "family)",
    "jaque: 2026-05-20 como organizo page objects no playwright": "the job at OutSystems is not kept (above)",
    "jaque: 2026-06-20 ela n quer comer a ração nova, normal?": "'ela' (she) and 'ração' (pet food) do not bring 'User is "
                                                                "adopting a cat'",
    "jaque: 2026-09-10 how do i get internet set up fast in the new flat": "Amadora is not kept (above)",
    "jaque: 2026-10-20 ideia de date barato pra sábado?": "'date' in a Portuguese line does not bring 'User got back "
                                                          "together with Lúcio'",
    "jaque: 2026-12-15 o que levo na mala pro natal?": "'natal' (Christmas) and 'mala' (suitcase) do not bring 'User is "
                                                      "from Caruaru'; the trip home at Christmas ('vou passar o natal em "
                                                      "caruaru, voo dia 19') is not read",
    "jaque: 2026-12-28 what do u know about me": "the summary still holds 'they are 24 years old' (25 not read)",
}
