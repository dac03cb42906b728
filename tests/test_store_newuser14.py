"""What the two years of newuser14 (session 46; tests/test_newuser14.py) showed of what stays live, each pinned with
sentences written for this test through a real Brain (the extractor's side is tests/test_extract_newuser14.py). Each test
that ends a memory checks first that it was stored live, and beside it one where nothing of the kind ends.
"""

from __future__ import annotations

from mercuryd.brain.service import Brain
from tests.chat import say


def _live(brain: Brain) -> list[str]:
    return [r.summary for r in brain.store.all_memories() if r.superseded_by is None]


def _ended(brain: Brain) -> list[str]:
    return [r.summary for r in brain.store.all_memories() if r.superseded_by is not None]


# ---------------------------------------------------------------- "forget the X, <why>" ends the goal

def test_forget_the_aim_with_why_ends_the_goal(brain: Brain) -> None:
    goal = say(brain, "a", "2026-02-24", "I want to pass the CIMA exams this year")
    [wanted] = [m.summary for m in goal.stored if "CIMA" in m.summary]
    assert wanted in _live(brain)
    say(brain, "b", "2026-04-14", "forget the CIMA, I have no time with the night shifts and the kids")
    assert wanted in _ended(brain)
    assert "User dropped the CIMA" in _live(brain)


def test_forget_the_listeners_thing_leaves_the_goal(brain: Brain) -> None:
    goal = say(brain, "a", "2026-02-24", "I want to pass the CIMA exams this year")
    [wanted] = [m.summary for m in goal.stored if "CIMA" in m.summary]
    say(brain, "b", "2026-04-14", "forget the email, I'll write it myself")
    say(brain, "c", "2026-04-15", "forget the CIMA, what's the capital of Peru")
    assert wanted in _live(brain)
    assert _ended(brain) == []


# ---------------------------------------------------------------- short answers stopped ends them

def test_short_answers_stopped_ends_the_short_answers(brain: Brain) -> None:
    short = say(brain, "a", "2026-01-10", "keep it short please, i read on my phone on the bus")
    assert "User wants short answers" in [m.summary for m in short.stored]
    say(brain, "b", "2026-10-05", "you can stop the short answers now, i have time in the evenings, longer is fine")
    assert "User wants short answers" in _ended(brain)
    assert "User is fine with longer answers" in _live(brain)


def test_short_answers_stopped_for_one_answer_leaves_them(brain: Brain) -> None:
    short = say(brain, "a", "2026-01-10", "keep it short please, i read on my phone on the bus")
    assert "User wants short answers" in [m.summary for m in short.stored]
    say(brain, "b", "2026-10-05", "you can stop the short answers for this one")
    assert "User wants short answers" in _live(brain)


# ---------------------------------------------------------------- a resignation from the firm named ends the job there

def test_a_resignation_ends_the_job_at_the_small_firm_named(brain: Brain) -> None:
    job = say(brain, "a", "2026-01-29", "I work now as bookkeeper in small firm Kasa Nowak, it is not my level but ok")
    assert "User works at Kasa Nowak" in [m.summary for m in job.stored]
    say(brain, "b", "2026-05-05", "I resigned from Kasa Nowak last week, the boss was not happy")
    assert "User works at Kasa Nowak" in _ended(brain)


def test_a_resignation_from_elsewhere_leaves_the_job(brain: Brain) -> None:
    job = say(brain, "a", "2026-01-29", "I work now as bookkeeper in small firm Kasa Nowak, it is not my level but ok")
    assert "User works at Kasa Nowak" in [m.summary for m in job.stored]
    say(brain, "b", "2026-05-05", "I resigned from the choir last week, too busy")
    assert "User works at Kasa Nowak" in _live(brain)


# ---------------------------------------------------------------- the move done ends the move ahead

def test_the_move_done_ends_the_move_to_the_flat_found(brain: Brain) -> None:
    ahead = say(brain, "a", "2026-06-18", "we found bigger flat in Zabłocie, 3 rooms, we move 1 August")
    assert "User is moving to Zabłocie on 1 August 2026" in [m.summary for m in ahead.stored]
    say(brain, "b", "2026-08-09", "we moved to Zabłocie. boxes everywhere")
    assert "User is moving to Zabłocie on 1 August 2026" not in _live(brain)
    assert [s for s in _live(brain) if s.startswith("User") and "Zabłocie" in s and "moving" not in s], _live(brain)


def test_a_move_elsewhere_said_before_the_day_leaves_the_move_ahead(brain: Brain) -> None:
    ahead = say(brain, "a", "2026-06-18", "we found bigger flat in Zabłocie, 3 rooms, we move 1 August")
    assert "User is moving to Zabłocie on 1 August 2026" in [m.summary for m in ahead.stored]
    say(brain, "b", "2026-06-25", "my sister moved to Gdańsk last week")
    assert "User is moving to Zabłocie on 1 August 2026" in _live(brain)
