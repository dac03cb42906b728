"""What the lead's new-user year of session 41 (Marisol, a vet in Valparaíso) showed, each pinned with
sentences written for this test: a body's comment after a habit, a work app whose name opens in lower
case, a parent called "Papá", English allowed again after answers in Spanish.
"""

from __future__ import annotations

import datetime as dt

from mercuryd import wire
from mercuryd.brain.extract_rules import extract
from mercuryd.brain.service import Brain
from tests.chat import say

TS = dt.datetime(2026, 9, 14, 12, tzinfo=dt.UTC)


def said(*user: str) -> list[str]:
    msgs = [wire.Message(role="user", content=t, ts=TS + dt.timedelta(minutes=i)) for i, t in enumerate(user)]
    return [f.summary for f in extract(msgs, max_facts=9)]



def test_a_habit_with_how_the_body_takes_it_after_it() -> None:
    assert "User has started going to aqua aerobics on Wednesday evenings" in said(
        "I've started going to aqua aerobics on Wednesday evenings, my knees thank me.")
    assert "User goes to yoga on Sundays" in said("I go to yoga on Sundays, my back loves it")
    # what the body does is not cut from a fact that is about it
    assert not any("aqua" in s for s in said("My knees thank me for the aqua aerobics."))


def test_a_work_app_whose_name_opens_in_lower_case_and_the_old_one_compared() -> None:
    got = said("We use eSchool for the class registers now, the old system was a mess.")
    assert "User uses eSchool for the class registers" in got


def test_a_parent_called_papa_with_its_accent_is_the_users_dad() -> None:
    got = said("My father Ignacio lives with us.", "Papá is in hospital with pneumonia.")
    assert any(s.startswith("User's papa") and "hospital" in s for s in got)
    assert not any("Papá" in s for s in got)
    assert any(s.startswith("User's mama") for s in said("Mamá's home from hospital now."))


def test_english_fine_again_ends_the_answers_in_another_language(brain: Brain) -> None:
    first = say(brain, "a", "2026-03-01", "Please answer me in Portuguese from now on.")
    portuguese = next(m for m in first.stored if m.attribute == "preferred_language")
    assert brain.get(wire.GetParams(id=portuguese.id)).superseded_by is None
    later = say(brain, "b", "2026-06-01", "Actually English is fine again, my tutor wants me to practise.")
    assert "User is fine with English in answers" in [m.summary for m in later.stored]
    assert portuguese.id in later.superseded
    # another thing fine again ends no language
    first = say(brain, "c", "2026-07-01", "Answer me in Portuguese please.")
    again = next(m for m in first.stored if m.attribute == "preferred_language")
    emojis = say(brain, "d", "2026-07-02", "Emojis are fine again.")
    assert again.id not in emojis.superseded


def test_a_day_stopped_leaves_the_routine_on_its_other_days(brain: Brain) -> None:
    say(brain, "a", "2026-01-19", "I swim at the leisure centre on Monday and Wednesday mornings before work.")
    routine = next(m for m in brain.list(wire.ListParams(limit=50)).items if "swim" in m.summary)
    assert routine.attribute == "schedule:swim"
    stopped = say(brain, "b", "2026-04-20", "I've stopped the Wednesday swims, too wiped out.")
    assert any("stopped" in m.summary and "Wednesday" in m.summary for m in stopped.stored)
    # the Monday swims go on: the routine is narrowed to them (a copy without Wednesday supersedes it)
    assert routine.id in stopped.superseded
    swims = [m.summary for m in brain.list(wire.ListParams(limit=50)).items if m.type == "habit" and "swim" in m.summary]
    assert swims == ["User swims at the leisure centre on Monday mornings before work"]
    # a routine of that day only ends
    say(brain, "c", "2026-05-01", "I do yoga on Thursdays.")
    yoga = next(m for m in brain.list(wire.ListParams(limit=50)).items if "yoga" in m.summary)
    ended = say(brain, "d", "2026-06-01", "I stopped going to yoga on Thursdays.")
    assert yoga.id in ended.superseded


def test_back_at_work_since_a_day_ends_the_leave(brain: Brain) -> None:
    first = say(brain, "a", "2026-02-01", "I'm on sick leave for four weeks after my shoulder operation.")
    leave = next(m for m in first.stored if "sick leave" in m.summary)
    assert leave.summary == "User is on sick leave for four weeks after their shoulder operation"
    back = say(brain, "b", "2026-03-05", "I'm back at work since Monday.")
    assert [m.summary for m in back.stored] == ["User has been back at work since Monday, 2 March 2026"]
    assert leave.id in back.superseded
    assert said("I've been back at the depot since the 3rd.") == ["User has been back at the depot since 3 September 2026"]
