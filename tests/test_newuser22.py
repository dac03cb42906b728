"""Two new users' years through the real daemon, a turn at a time (newuser22, session 54; docs/extraction.md, "newuser22"),
and the rules they showed, each pinned with sentences written for this test.

Emeka, 58, a Nigerian-born (Enugu) coach driver for National Express at the Sheffield depot, who writes in short
lowercase bursts: nights to London Victoria, then stable angina found in March (an angiogram, tablets, off the road),
day runs to Birmingham from May; he stops smoking; his wife Ngozi away three months for the omugwo after his daughter
Adaeze's son Chidi is born in July; his son Obinna moves out; an allotment at Meersbrook and its committee's treasurer;
his brother Ikenna's 60th in Enugu; short answers, asked for. Ji-woo, 29, a Korean PhD student in chemistry from Daejeon
at the Université de Sherbrooke, who writes partly in French: Prof. Bélanger's battery lab, then Prof. Ouellet's
(microplastics) from May; a teaching assistantship that ends in April; her boyfriend Seo-jin moves in from Vancouver on
1 July after her roommate Camille moves out; she quits coffee and starts climbing; a poster in Lyon; the thesis
deposited on 30 November; answers in English, asked for.

The years, and what a careful person keeps, ends and never stores, are tests/data/newuser22.json, written and committed
alone (846daff) before the extractor or the store ran on them; each turn carries its time and a note. The ``years``
fixture runs the real ``mercuryd`` on a temp home and socket (bench/newuser/daemon_year.py, as tests/test_newuser21.py
does). ``KNOWN`` is what was still wrong after the fixes, each a strict xfail with its reason.

Run ``PYTHONPATH=$PWD python bench/newuser/daemon_year.py tests/data/newuser22.json`` for the figures of both years.
"""

from __future__ import annotations

import datetime as dt
import functools
import importlib.util
import json
from pathlib import Path

import pytest

from mercuryd.brain.service import Brain
from tests import chat, newuser
from tests.chat import say
from tests.newuser import (  # noqa: F401  (pytest collects the tests and their parameters from here)
    pytest_generate_tests,
    test_recall_along_the_year,
    test_what_a_person_keeps_is_live,
    test_what_ended_is_not_live,
    test_what_is_not_worth_keeping_is_never_stored,
)

ROOT = Path(__file__).resolve().parents[1]
DATA = json.loads((ROOT / "tests" / "data" / "newuser22.json").read_text(encoding="utf-8"))

YEARS = {name: newuser.from_json(DATA[name]) for name in ("emeka", "jiwoo")}

_spec = importlib.util.spec_from_file_location("daemon_year", ROOT / "bench" / "newuser" / "daemon_year.py")
assert _spec and _spec.loader
daemon_year = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(daemon_year)


@pytest.fixture(scope="module")
def years(tmp_path_factory: pytest.TempPathFactory) -> dict[str, newuser.Year]:
    """Both years, each lived once through its own real daemon, for all the tests of this file."""
    tmp = tmp_path_factory.mktemp("newuser22")
    return {name: daemon_year.live_year(name, DATA[name], tmp / name) for name in YEARS}


# Expectations still not met: label -> why, each a strict xfail (one that starts to pass must leave this list).
KNOWN: dict[str, str] = {
    "emeka: in Sheffield": "'coach driver. national express. sheffield depot' keeps the job only: a depot in a lower-case "
                           "place is no place the user lives or works",
    "emeka: stable angina": "'home since friday. angiogram done. no stent. stable angina' and 'maybe angina they say' keep "
                            "nothing: a condition said as a bare noun phrase, no 'I have'",
    "emeka: days on the Birmingham run": "'depot gave me days. sheffield to birmingham and back. 7am start from 5 may' keeps "
                                         "nothing ('gave me days' is no shift said as 'I'm on days')",
    "emeka: grandson Chidi": "'he is here!!! chidi born 28 july' keeps nothing (the name in lower case after 'he is here'); "
                             "'they will call him chidi' names no one either",
    "emeka: brother Ikenna": "'my brother ikenna in enugu turns 60 on 5 december' keeps nothing: the name in lower case",
    "emeka: allotment treasurer": "'allotment committee made me treasurer' keeps nothing (english._MADE_ME reads only "
                                  "'they' or 'my boss …' as who made the user something)",
    "emeka: Adaeze pregnant (Chidi born)": "'User's daughter Adaeze is pregnant' stays live: the birth ('chidi born 28 "
                                           "july', lower case) is not read, so nothing ends the pregnancy",
    "emeka: not driving (back at work)": "'User cannot drive the coach' is kept as a constraint and outlives 'back to work "
                                         "from may' and 'first day on birmingham run done' (neither is read)",
    "emeka: Ngozi in London until October (back)": "'User's wife Ngozi in london till October 2026' (verbless) stays live "
                                                   "after 'ngozi back home since thursday': a span said to end in a month is "
                                                   "not ended when it passes nor by the return",
    "emeka: 2026-01-20 any tips for staying awake on the motorway at 3am?": "'nights mostly. sheffield to london victoria' "
                                                                            "keeps nothing, so there are no nights to bring",
    "emeka: 2026-03-25 can i still eat fried plantain?": "the angina is not stored (see 'stable angina'), and a food asked "
                                                         "about brings no condition",
    "emeka: 2026-11-10 is a long flight ok for me?": "no heart condition is stored; 'User booked their flights' comes instead",
    "jiwoo: in Ouellet's lab": "'c'est officiel, je change de labo! Ouellet's lab from May 1 …' and 'first day in the Ouellet "
                               "lab' keep nothing: a lab said by its head's name is no workplace read",
    "jiwoo: thesis on microplastics": "'my thesis topic changes to microplastics too', after French, keeps nothing",
    "jiwoo: barley tea": "'je bois du thé d'orge maintenant' is French the steps do not read (a drink)",
    "jiwoo: the thesis deposited": "'THÈSE DÉPOSÉE!!! 30 novembre 23h47' is French in capitals, not read",
    "jiwoo: the defence in March": "'soutenance probablement en mars' is French, not read ('soutenance' unknown)",
    "jiwoo: Seo-jin in Vancouver (moved in)": "'User's boyfriend Seo-jin is in Vancouver' stays live: 'he's moving here July "
                                              "1' keeps only the remote job, and 'Seo-jin est arrivé!' is not read",
    "jiwoo: the beaker cake": "'Seo-jin made me a cake shaped like a beaker' is kept as something of the boyfriend's: a "
                              "one-off thing a relative made is not told from who they are",
    "jiwoo: the laptop pushed off": "'Dubu pushes my laptop off the desk every morning' is kept as the cat's habit",
    "jiwoo: 2026-03-20 what should I bring to my second session at the gym?": "'User's friend Camille dragged them to "
                                                                              "Vertige Escalade, the climbing gym …' is "
                                                                              "stored, but a 'session at the gym' is not "
                                                                              "brought to it",
    "jiwoo: 2026-05-10 can you help me plan my first month of experiments?": "the new lab is not stored (see 'in Ouellet's "
                                                                             "lab'); only the PhD comes",
    "jiwoo: 2026-06-25 how do we split chores when we start living together?": "the boyfriend's move is not stored, so "
                                                                               "living together brings only Camille's "
                                                                               "move to Magog",
    "jiwoo: 2026-09-01 how many pages should I write per day?": "the thesis deadline ('ma directrice veut que je dépose la "
                                                                "thèse le 30 novembre') is French, not read",
    "jiwoo: 2026-12-20 what do you know about me?": "the profile has no Ouellet nor microplastics, and keeps 'User's "
                                                    "boyfriend Seo-jin is in Vancouver'",
}


# ================================================================ the rules the two years showed (sentences written for
# this test, never the years'; beside each, sentences like it that must keep nothing of the kind)

AT = dt.datetime(2026, 9, 10, 9, 0, tzinfo=dt.UTC)
summaries = functools.partial(chat.summaries, at=AT)


def _live(brain: Brain) -> list[str]:
    return [r.summary for r in brain.store.all_memories() if r.superseded_by is None and not r.dismissed]


# ---------------------------------------------------------------- a job said bare, its first word a verb too

@pytest.mark.parametrize(("text", "said"), [
    ("coach driver. arriva. leeds depot", "User is a coach driver"),
    ("swim coach at the leisure centre", "User is a swim coach at the leisure centre"),
    ("dance teacher at a primary school", "User is a dance teacher at a primary school"),
    ("ride operator. blackpool pleasure beach", "User is a ride operator"),
])
def test_a_job_said_bare_whose_kind_is_a_verb_is_a_job(text: str, said: str) -> None:
    assert said in summaries(text), summaries(text)


@pytest.mark.parametrize(("text", "said"), [
    ("coach the under 10s on saturdays", "User coaches the under 10s on Saturdays"),
    ("drive trucks for a living", "User drives trucks for a living"),
    ("coach football on Sundays", "User coaches football on Sundays"),
])
def test_the_verb_before_what_it_is_done_to_is_still_the_verb(text: str, said: str) -> None:
    assert said in summaries(text), summaries(text)


# ---------------------------------------------------------------- French in an English chat: who, how old, what job

@pytest.mark.parametrize(("text", "said"), [
    ("je m'appelle Hélène, 41 ans, étudiante en droit à l'Université Laval",
     ["User's name is Hélène", "User is 41 years old", "User is a student in law at Université Laval"]),
    ("moi c'est Karim, 33 ans, pharmacien à Gatineau", ["User's name is Karim", "User is 33 years old",
                                                         "User is a pharmacist in Gatineau"]),
    ("salut, je m'appelle Noémie, 27 ans, doctorante en biologie", ["User's name is Noémie", "User is 27 years old",
                                                                     "User is a PhD student in biology"]),
])
def test_a_french_introduction_is_read_as_english_says_it(text: str, said: list[str]) -> None:
    got = summaries(text)
    for s in said:
        assert s in got, (s, got)


@pytest.mark.parametrize("text", [
    "salut, je m'appelle comme mon père, c'est drôle",  # named like the father: no name said
    "I'm 29, the ans key on my calculator is broken",  # "ans" in English
])
def test_french_words_alone_name_no_one(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User's name")], summaries(text)


@pytest.mark.parametrize(("text", "said"), [
    ("ok j'arrête le café. trois par jour c'est trop", "User is quitting coffee"),
    ("bon, j'ai arrêté de fumer, c'est fini", "User has quit smoking"),
])
def test_a_habit_given_up_said_in_french_is_given_up(text: str, said: str) -> None:
    assert said in summaries(text), summaries(text)


def test_a_french_remark_mid_sentence_leaves_what_follows() -> None:
    got = summaries("bon, the 10k, c'est fini pour cette année, I sprained my ankle on the ice.")
    assert "User sprained their ankle" in got, got


@pytest.mark.parametrize("text", ["le café est fermé, je vais ailleurs", "j'arrête pas de penser à mon café, c'est fou"])
def test_coffee_said_in_french_without_giving_it_up_is_no_habit_given_up(text: str) -> None:
    assert not [s for s in summaries(text) if "quit" in s], summaries(text)


# ---------------------------------------------------------------- someone named moving out ends their living there

def test_a_roommate_moving_out_is_no_longer_the_roommate(brain: Brain) -> None:
    say(brain, "a", "2026-02-01", "Lucie is my roommate.")
    assert "User's roommate is Lucie" in _live(brain)
    say(brain, "b", "2026-05-01", "Lucie moves out at the end of June, she found a place in Longueuil.")
    after = _live(brain)
    assert "User's roommate is Lucie" not in after, after
    assert [s for s in after if "moves out" in s], after


def test_a_son_moving_out_no_longer_lives_at_home(brain: Brain) -> None:
    say(brain, "a", "2026-02-01", "my son Kofi still lives with us.")
    assert any("Kofi still lives with them" in s for s in _live(brain))
    say(brain, "b", "2026-05-01", "Kofi moved out last week, he got a flat in Leith.")
    assert not [s for s in _live(brain) if "lives with them" in s], _live(brain)


def test_someone_else_moving_out_leaves_the_roommate(brain: Brain) -> None:
    say(brain, "a", "2026-02-01", "Lucie is my roommate.")
    say(brain, "b", "2026-05-01", "my colleague Pierre moved out last week, he lives in Lévis now.")
    assert "User's roommate is Lucie" in _live(brain)


def test_a_move_out_of_somewhere_named_leaves_the_housemate(brain: Brain) -> None:
    say(brain, "a", "2026-02-01", "Jonas is my housemate.")
    say(brain, "b", "2026-05-01", "Jonas moved out of his office last week.")
    assert "User's housemate is Jonas" in _live(brain)
