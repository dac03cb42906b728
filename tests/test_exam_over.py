"""An exam over ends the sitting to come and the work for it (Brain._exam_over).

Every sentence here was written for this test. Each test checks first that the exam to come
was kept live, then what the news of it ended.
"""

from __future__ import annotations

import pytest

from mercuryd import wire
from mercuryd.brain.service import Brain
from tests.chat import say


def ahead(result: wire.IngestResult, brain: Brain, word: str) -> int:
    got = next(m for m in result.stored if word in m.summary)
    assert brain.get(wire.GetParams(id=got.id)).superseded_by is None
    return got.id


def test_a_pass_ends_the_sitting_to_come(brain: Brain) -> None:
    sitting = ahead(say(brain, "a", "2026-01-12", "I'm sitting the ACCA exam in March."), brain, "ACCA")
    passed = say(brain, "b", "2026-04-20", "I passed the ACCA!! so relieved")
    assert sitting in passed.superseded
    assert brain.get(wire.GetParams(id=sitting)).superseded_by == next(m.id for m in passed.stored if "passed" in m.summary)


def test_results_end_the_work_for_the_exam(brain: Brain) -> None:
    work = ahead(say(brain, "a", "2026-01-12", "I'm preparing for the TOEFL exam in April."), brain, "TOEFL")
    results = say(brain, "b", "2026-05-15", "Got my TOEFL results today, 104 overall.")
    assert work in results.superseded


def test_a_test_said_with_its_date_ends_with_its_pass(brain: Brain) -> None:
    test = ahead(say(brain, "a", "2026-01-12", "My motorbike test is on 9 March."), brain, "motorbike")
    passed = say(brain, "b", "2026-03-10", "Passed my motorbike test this morning!")
    assert test in passed.superseded


def test_another_exam_or_another_part_stays_live(brain: Brain) -> None:
    first = say(brain, "a", "2026-01-12", "I'm sitting the ACCA exam in March.", "I'm sitting MRCP part 2 in June.")
    acca, part2 = ahead(first, brain, "ACCA"), ahead(first, brain, "MRCP")
    news = say(brain, "b", "2026-04-01", "I passed the CIMA exam.", "I passed MRCP part 1 ages ago.")
    assert any("CIMA" in m.summary for m in news.stored) and any("part 1" in m.summary for m in news.stored)
    assert acca not in news.superseded and part2 not in news.superseded
    assert brain.get(wire.GetParams(id=acca)).superseded_by is None


@pytest.mark.parametrize("news", ["I'm nervous about the ACCA.", "Will I pass the ACCA, do you think?",
                                  "I did the Tesco shop after revising."])
def test_talk_of_the_exam_ends_nothing(brain: Brain, news: str) -> None:
    sitting = ahead(say(brain, "a", "2026-01-12", "I'm sitting the ACCA exam in March."), brain, "ACCA")
    said = say(brain, "b", "2026-02-01", news)
    assert sitting not in said.superseded
    assert brain.get(wire.GetParams(id=sitting)).superseded_by is None


def test_a_pass_said_before_the_sitting_was_planned_ends_nothing(brain: Brain) -> None:
    say(brain, "a", "2025-06-01", "I passed the ACCA foundation papers.")
    sitting = ahead(say(brain, "b", "2026-01-12", "I'm sitting the ACCA strategic exam in March."), brain, "ACCA")
    assert brain.get(wire.GetParams(id=sitting)).superseded_by is None


def test_a_relatives_pass_ends_their_own_sitting_only(brain: Brain) -> None:
    say(brain, "a", "2026-01-05", "My daughter is Nessa.")
    first = say(brain, "b", "2026-02-01", "Nessa is sitting the Leaving Cert in June.", "I'm sitting the Leaving Cert maths paper as a mature student in June.")
    hers, mine = ahead(first, brain, "Nessa"), ahead(first, brain, "mature")
    passed = say(brain, "c", "2026-08-20", "Nessa passed the Leaving Cert!! 560 points")
    assert any("Nessa passed" in m.summary for m in passed.stored)
    assert hers in passed.superseded
    assert mine not in passed.superseded  # the user's own sitting is theirs
