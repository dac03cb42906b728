"""Six new users' years through a real Brain, a turn at a time (the session-46 lead; docs/extraction.md, "The lead's
round … (session 46)").

Inês, 36, an architect in Rotterdam who has a baby and moves; Daniela, 27, a PhD student in Edinburgh who passes her viva;
Bongani, 45, an electrician in Durban whose mother dies; Margaret, 74, a retired nurse in Galway whose husband goes into a
nursing home; Kenji, 31, a backend developer in Osaka who is laid off, moves to Tokyo and changes tools; Zoë, 17, a
sixth-former in Bristol who goes to Manchester. The turns (tests/data/lead46_years.json) were written before anything ran
on them; what to keep, end and never store was written after the first run, from what a careful person keeps, so these
tests pin the year's end to end outcome, not a first-run figure (each rule fixed is pinned with written sentences in
tests/test_lead46.py). ``KNOWN`` is what was still wrong, each a strict xfail with its reason.

Run ``PYTHONPATH=$PWD python tests/test_lead46_years.py`` for the figures of every year.
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

DATA = json.loads((Path(__file__).parent / "data" / "lead46_years.json").read_text(encoding="utf-8"))

YEARS = {name: newuser.from_json(year) for name, year in DATA.items()}

# Expectations still not met: label -> why, each a strict xfail (one that starts to pass must leave this list).
KNOWN: dict[str, str] = {
    # (session 54: the year now runs the daemon's due plans each day, as its consolidation timer does)
    "ines: lives in Blijdorp": "the move's plan now takes effect on its day: 'User has lived in Blijdorp since 1 July 2026' "
                               "is live and right, but the label's words are 'lives in'",
}


if __name__ == "__main__":
    newuser.main(YEARS)
