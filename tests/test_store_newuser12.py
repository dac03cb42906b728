"""What the two years of newuser12 (session 45; tests/test_newuser12.py) showed of what stays live, each pinned with
sentences written for this test through a real Brain (the extractor's side is tests/test_extract_newuser12.py).
"""

from __future__ import annotations

from mercuryd.brain.service import Brain
from tests.chat import say


def _live(brain: Brain) -> list[str]:
    return [r.summary for r in brain.store.all_memories() if r.superseded_by is None]


# ---------------------------------------------------------------- a medicine stopped ends its taking

def test_stopping_a_medicine_ends_taking_it(brain: Brain) -> None:
    taken = say(brain, "a", "2026-02-01", "I take sitagliptin in the mornings.")
    assert [m.summary for m in taken.stored] == ["User takes sitagliptin in the mornings"]
    stop = say(brain, "b", "2026-06-01", "I stopped taking the sitagliptin.")
    assert taken.stored[0].id in stop.superseded, _live(brain)


def test_the_doctor_stopping_a_medicine_ends_taking_it_and_leaves_the_other(brain: Brain) -> None:
    other = say(brain, "a", "2026-02-01", "I take metformin twice a day.")
    taken = say(brain, "b", "2026-03-01", "The doctor has added sitagliptin in the mornings.")
    assert [m.summary for m in taken.stored] == ["User takes sitagliptin in the mornings"]
    stop = say(brain, "c", "2026-06-01", "The doctor stopped the sitagliptin. I was getting dizzy.")
    assert taken.stored[0].id in stop.superseded, _live(brain)
    assert other.stored and other.stored[0].id not in stop.superseded, _live(brain)


def test_stopping_taking_the_bus_leaves_a_bus_job(brain: Brain) -> None:
    job = say(brain, "a", "2026-02-01", "I drive a bus for Lothian.")
    assert "User is a bus driver" in [m.summary for m in job.stored]
    ride = say(brain, "b", "2026-02-02", "I take the bus to work every day.")
    assert [m.summary for m in ride.stored] == ["User takes the bus to work"]
    stop = say(brain, "c", "2026-06-01", "I stopped taking the bus.")
    assert ride.stored[0].id in stop.superseded, _live(brain)
    assert "User is a bus driver" in _live(brain)


def test_stopping_another_medicine_leaves_this_one(brain: Brain) -> None:
    taken = say(brain, "a", "2026-02-01", "I take sitagliptin in the mornings.")
    assert taken.stored
    stop = say(brain, "b", "2026-06-01", "I stopped taking the atorvastatin.")
    assert stop.stored and taken.stored[0].id not in stop.superseded, _live(brain)


# ---------------------------------------------------------------- someone's job said after their name leaves the user's

def test_a_new_friends_job_leaves_the_users_job(brain: Brain) -> None:
    job = say(brain, "a", "2026-01-10", "im a bus mechanic at the Stagecoach depot in Perth")
    assert "User is a bus mechanic" in [m.summary for m in job.stored]
    say(brain, "b", "2026-06-27", "met someone. Moira. shes a midwife at the Southern General")
    assert "User is a bus mechanic" in _live(brain), _live(brain)
    assert not [s for s in _live(brain) if "midwife" in s], _live(brain)


# ---------------------------------------------------------------- a relative's wedding told as done ends theirs planned

def test_a_relatives_wedding_done_ends_their_wedding_planned(brain: Brain) -> None:
    plan = say(brain, "a", "2026-05-01", "My granddaughter Sefa is getting married on 10 October to Tomasi.")
    assert [m.summary for m in plan.stored] == ["User's granddaughter Sefa is getting married on 10 October 2026 to Tomasi"]
    done = say(brain, "b", "2026-10-11", "Sefa and Tomasi were married yesterday.")
    assert done.stored and plan.stored[0].id in done.superseded, _live(brain)


def test_a_relatives_wedding_done_leaves_anothers_wedding_planned(brain: Brain) -> None:
    plan = say(brain, "a", "2026-05-01", "My granddaughter Sefa is getting married on 10 October to Tomasi.")
    assert plan.stored
    done = say(brain, "b", "2026-10-11", "My grandson Ioane and Mele were married yesterday.")
    assert done.stored and plan.stored[0].id not in done.superseded, _live(brain)


def test_a_relatives_wedding_done_leaves_the_users_own(brain: Brain) -> None:
    plan = say(brain, "a", "2026-05-01", "I'm getting married in December!")
    assert plan.stored
    done = say(brain, "b", "2026-10-11", "My grandson Ioane and Mele were married yesterday.")
    assert done.stored and plan.stored[0].id not in done.superseded, _live(brain)
