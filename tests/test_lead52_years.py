"""Eight new users' years the session-52 lead wrote before they ran (a turn at a time through a real Brain).

Tomasz, a Polish electrician in Dublin who goes self-employed, becomes a father and moves to Cork; Mei, a retired
librarian in Singapore who writes formally; Kwame, a chemistry PhD student in Toronto who leaves academia; Rosa, an
Argentinian nurse in Madrid who mixes Spanish in; Hamish, a Borders sheep farmer who sells up; Yuki, a game-dev intern in
São Paulo typing in lower case; Anders, a terse software architect in Gothenburg; Nadia, a solicitor in Leeds who marries
and moves. What a careful person keeps, sees ended and never stores, and what each check should bring, were written
with the turns (tests/data/lead52_years.json) before anything ran on them; the first figures are in docs/extraction.md
("The lead's round … (session 52)"). ``KNOWN`` is what is still not met, each a strict xfail with its reason.

Run ``PYTHONPATH=$PWD python tests/test_lead52_years.py`` for the figures of every year.
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

DATA = json.loads((Path(__file__).parent / "data" / "lead52_years.json").read_text(encoding="utf-8"))

YEARS = {name: newuser.from_json(year) for name, year in DATA.items()}

KNOWN: dict[str, str] = {
    # -- recall along the year
    "hamish: 2026-02-01 tips for talking on the phone when it's hard to make out words": "brings 'User cannot hear the "
                                                                                         "phone' (true, and to the point), "
                                                                                         "not the hearing aid the label "
                                                                                         "names",
    "hamish: 2026-08-01 how do I share money from a big sale fairly between two grown-up children?": "Callum and Ross are "
                                                                                                     "not kept ('Neither of "
                                                                                                     "the boys wants it' "
                                                                                                     "says they are sons "
                                                                                                     "only by 'the boys')",
    "hamish: 2026-11-28 what can I do with spare time now I'm not working the land": "brings 'User has decided to sell the "
                                                                                     "farm', not the food bank the label "
                                                                                     "names",
    "yuki: 2026-11-30 checklist for living alone the first time": "'moving out of my parents' place next month, found a "
                                                                  "kitnet in vila madalena' is not read (a lower-case "
                                                                  "place, a Brazilian word for a studio flat)",
    "anders: 2026-07-01 what editor keybindings should I learn first?": "brings 'User switched from Neovim to Helix', which "
                                                                        "is true and names Neovim as the old editor: the "
                                                                        "label's avoid word is too strict",
    # -- what a person keeps
    "rosa: nurse": "'enfermera' (Spanish) is not read as a nurse; 'I work in a hospital in Madrid' is kept",
    "hamish: son Callum": "'Neither of the boys wants it. Callum's in Edinburgh and Ross is in Perth': the boys are sons only "
                          "by the talk of the farm",
    "hamish: son Ross": "as Callum",
    "yuki: São Paulo": "the city was said with the internship ('game dev intern at a small studio in são paulo'), which the "
                       "job ended; nothing else says where Yuki lives",
    "yuki: Hollow Knight favourite": "'playing hollow knight again …, it's my favourite game ever': 'it' is the game named "
                                     "before in lower case, not resolved",
    "yuki: moving to Vila Madalena": "as the check: the lower-case place and 'kitnet' are not read",
    "anders: no emoji": "the first message holds a name, a job with its employer and two rules: the cap of three keeps one "
                        "rule (code first)",
    "nadia: parents in Bradford": "the first message holds five facts and a rule; the cap of three keeps her name, job and "
                                  "the rule",
    # -- what ended
    "rosa: buying in Getafe": "'Forget the flat in Getafe, prices went up too much' is not read as the purchase dropped",
    # -- never stored (the labels' judgement)
    "nadia: Beth's divorce": "a colleague's trouble is kept, as the development labels keep a colleague's news",
}

if __name__ == "__main__":
    newuser.main(YEARS)
