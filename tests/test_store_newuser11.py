"""What the two years of newuser11 (session 45; tests/test_newuser11.py) showed of what stays live, each pinned with
sentences written for this test through a real Brain (the extractor's side is tests/test_extract_newuser11.py).
"""

from __future__ import annotations

from mercuryd.brain.service import Brain
from tests.chat import say


def _live(brain: Brain) -> list[str]:
    return [r.summary for r in brain.store.all_memories() if r.superseded_by is None]


# ---------------------------------------------------------------- a visit over: gone back, with no "home" said

def test_a_relative_gone_back_ends_their_coming_home(brain: Brain) -> None:
    visit = say(brain, "a", "2026-07-01", "My daughter Niamh is coming home from Sydney next month with her husband.")
    assert [m.summary for m in visit.stored] == ["User's daughter Niamh is coming home from Sydney in August 2026 with her husband"]
    gone = say(brain, "b", "2026-09-01", "Niamh went back on Tuesday.")
    assert visit.stored[0].id in gone.superseded, _live(brain)


def test_a_parent_gone_back_to_a_place_ends_their_stay(brain: Brain) -> None:
    visit = say(brain, "a", "2026-04-01", "My mum is coming to Galway for two weeks in May.")
    assert [m.summary for m in visit.stored] == ["User's mum is coming to Galway for two weeks in May 2026"]
    gone = say(brain, "b", "2026-05-20", "Mum went back to Abuja yesterday.")
    assert visit.stored[0].id in gone.superseded, _live(brain)


def test_a_relative_back_to_work_leaves_their_visit(brain: Brain) -> None:
    visit = say(brain, "a", "2026-07-01", "My daughter Niamh is coming home from Sydney next month with her husband.")
    assert visit.stored
    work = say(brain, "b", "2026-08-10", "Niamh went back to work on Tuesday.")
    assert visit.stored[0].id not in work.superseded, _live(brain)


# ---------------------------------------------------------------- back from a place ends the trip there

def test_back_from_a_place_ends_the_trip_there(brain: Brain) -> None:
    trip = say(brain, "a", "2026-03-01", "We're going to Kraków in May with the choir.")
    assert [m.summary for m in trip.stored] == ["User is going to Kraków in May 2026 with the choir"]
    back = say(brain, "b", "2026-05-20", "We got back from Kraków on Sunday.")
    assert [m.summary for m in back.stored] == ["User got back from Kraków on Sunday, 17 May 2026"]
    assert trip.stored[0].id in back.superseded, _live(brain)


def test_back_from_another_place_leaves_the_trip(brain: Brain) -> None:
    trip = say(brain, "a", "2026-03-01", "We're going to Porto in September.")
    assert trip.stored
    back = say(brain, "b", "2026-05-20", "We got back from Kraków on Sunday.")
    assert back.stored and trip.stored[0].id not in back.superseded, _live(brain)


# ---------------------------------------------------------------- one medicine for another ends the old one

def test_a_medicine_switched_ends_the_old_one(brain: Brain) -> None:
    old = say(brain, "a", "2026-02-01", "I take ramipril every morning.")
    assert [m.summary for m in old.stored] == ["User takes ramipril every morning"]
    other = say(brain, "b", "2026-02-02", "I take metformin twice a day.")
    assert other.stored
    switched = say(brain, "c", "2026-04-01", "The consultant is switching me from ramipril to losartan.")
    assert [m.summary for m in switched.stored] == ["User takes losartan instead of ramipril"]
    assert old.stored[0].id in switched.superseded and other.stored[0].id not in switched.superseded, _live(brain)


# ---------------------------------------------------------------- a relative arrived: the move they were to make is made

def test_a_relative_arrived_ends_their_move_to_come(brain: Brain) -> None:
    plan = say(brain, "a", "2026-04-01", "My fiancée Marta is moving to Dublin in the summer.")
    assert "User's fiancée Marta is moving to Dublin in summer 2026" in [m.summary for m in plan.stored]
    move = next(m for m in plan.stored if "moving" in m.summary)
    came = say(brain, "b", "2026-07-20", "Marta arrived on Saturday!")
    assert move.id in came.superseded, _live(brain)


def test_a_relative_arrived_leaves_where_they_live(brain: Brain) -> None:
    home = say(brain, "a", "2026-04-01", "My sister Ada lives in Enugu.")
    assert [m.summary for m in home.stored] == ["User's sister Ada lives in Enugu"]
    came = say(brain, "b", "2026-07-20", "My sister Ada arrived on Saturday.")
    assert came.stored and home.stored[0].id not in came.superseded, _live(brain)


# ---------------------------------------------------------------- a move into a named residence is the new home

def test_a_move_into_a_named_residence_ends_the_home_before(brain: Brain) -> None:
    home = say(brain, "a", "2026-01-10", "I live in Tralee.")
    assert [m.summary for m in home.stored] == ["User lives in Tralee"]
    moved = say(brain, "b", "2026-11-20", "Moved into Ardfert Lodge last Saturday.")
    assert [m.summary for m in moved.stored] == ["User moved into Ardfert Lodge on Saturday, 14 November 2026"]
    assert home.stored[0].id in moved.superseded, _live(brain)
