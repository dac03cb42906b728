"""What the two years of newuser10 (session 44; tests/test_newuser10.py) showed of what stays live, each pinned with
sentences written for this test through a real Brain (the extractor's side is tests/test_extract_newuser10.py).
"""

from __future__ import annotations

from mercuryd.brain.service import Brain
from tests.chat import say


def _live(brain: Brain) -> list[str]:
    return [r.summary for r in brain.store.all_memories() if r.superseded_by is None]


# ---------------------------------------------------------------- a relative's move, said with "will move", then done

def test_a_relatives_move_said_with_will_ends_when_they_move_in(brain: Brain) -> None:
    plan = say(brain, "a", "2026-02-02", "My mother Noreen will move to a nursing home in Ennis at the end of April.")
    assert [m.summary for m in plan.stored] == ["User's mother Noreen will move to a nursing home in Ennis at the end of April 2026"]
    done = say(brain, "b", "2026-05-03", "Noreen moved into the nursing home on Thursday.")
    assert plan.stored[0].id in done.superseded, _live(brain)


def test_another_relatives_move_leaves_the_plan(brain: Brain) -> None:
    plan = say(brain, "a", "2026-02-02", "My mother Noreen will move to a nursing home in Ennis at the end of April.")
    assert plan.stored
    other = say(brain, "b", "2026-05-03", "My sister Aisling moved into her new flat on Thursday.")
    assert other.stored and plan.stored[0].id not in other.superseded, _live(brain)


# ---------------------------------------------------------------- a home sold or bought ends its selling or buying

def test_a_home_sold_ends_its_selling(brain: Brain) -> None:
    selling = say(brain, "a", "2026-06-01", "I am selling the house, it is too big for one.")
    assert [m.summary for m in selling.stored] == ["User is selling the house"]
    sold = say(brain, "b", "2026-08-20", "The house is sold!")
    assert [m.summary for m in sold.stored] == ["User sold the house"]
    assert selling.stored[0].id in sold.superseded


def test_a_car_sold_leaves_the_house_for_sale(brain: Brain) -> None:
    selling = say(brain, "a", "2026-06-01", "I am selling the house, it is too big for one.")
    assert selling.stored
    car = say(brain, "b", "2026-08-20", "The car is sold!")
    assert [m.summary for m in car.stored] == ["User sold the car"]
    assert selling.stored[0].id not in car.superseded


def test_a_home_bought_ends_its_buying_in_the_same_place(brain: Brain) -> None:
    buying = say(brain, "a", "2026-03-01", "We are buying a house in Chapel Allerton.")
    assert [m.summary for m in buying.stored] == ["User is buying a house in Chapel Allerton"]
    bought = say(brain, "b", "2026-06-01", "We bought a house in Chapel Allerton!")
    assert buying.stored[0].id in bought.superseded, _live(brain)


def test_a_home_bought_elsewhere_leaves_the_buying(brain: Brain) -> None:
    buying = say(brain, "a", "2026-03-01", "We are buying a house in Chapel Allerton.")
    assert buying.stored
    bought = say(brain, "b", "2026-06-01", "We bought a house in Horsforth!")
    assert bought.stored and buying.stored[0].id not in bought.superseded, _live(brain)


def test_a_home_sold_leaves_the_buying(brain: Brain) -> None:
    buying = say(brain, "a", "2026-03-01", "We are buying a house in Chapel Allerton.")
    assert buying.stored
    sold = say(brain, "b", "2026-06-01", "The flat is sold!")
    assert sold.stored and buying.stored[0].id not in sold.superseded, _live(brain)


# ---------------------------------------------------------------- answers in English again end answers in another language

def test_english_again_ends_answers_in_french(brain: Brain) -> None:
    asked = say(brain, "a", "2026-01-10", "Please answer me in French from now on.")
    assert [m.summary for m in asked.stored] == ["User wants answers in French"]
    lifted = say(brain, "b", "2026-03-10", "you can write in English again, my grandson says it's good practice")
    assert [m.summary for m in lifted.stored] == ["User is fine with English in answers"]
    assert asked.stored[0].id in lifted.superseded


def test_writing_in_pencil_again_leaves_french(brain: Brain) -> None:
    asked = say(brain, "a", "2026-01-10", "Please answer me in French from now on.")
    assert asked.stored
    say(brain, "b", "2026-03-10", "you can write in pencil again")
    assert "User wants answers in French" in _live(brain)


# ---------------------------------------------------------------- a birth told as it happens ends the pregnancy

def test_a_birth_told_in_the_present_ends_the_pregnancy(brain: Brain) -> None:
    say(brain, "a", "2026-01-05", "my wife Soo-ah is a teacher")
    pregnant = say(brain, "b", "2026-02-10", "Soo-ah is pregnant! due in August")
    assert [m.summary for m in pregnant.stored if "pregnant" in m.summary], pregnant.stored
    born = say(brain, "c", "2026-08-09", "our son is born!! Joon, August 7, 3.1 kg")
    assert [m.summary for m in born.stored] == ["User's son Joon was born on 7 August 2026"]
    assert not [s for s in _live(brain) if "pregnant" in s], _live(brain)


def test_a_birth_said_with_no_baby_of_the_users_leaves_the_pregnancy(brain: Brain) -> None:
    say(brain, "a", "2026-01-05", "my wife Soo-ah is a teacher")
    pregnant = say(brain, "b", "2026-02-10", "Soo-ah is pregnant! due in August")
    assert [m.summary for m in pregnant.stored if "pregnant" in m.summary], pregnant.stored
    say(brain, "c", "2026-04-09", "our son is born! Finally, the film I waited for")
    assert [s for s in _live(brain) if "pregnant" in s], _live(brain)


# ---------------------------------------------------------------- in the new home, named with "at": the home moved

def test_in_the_new_apartment_at_a_place_ends_the_old_home(brain: Brain) -> None:
    home = say(brain, "a", "2026-01-10", "I live in Shawinigan with my daughter.")
    assert [m.summary for m in home.stored if m.summary.startswith("User lives in Shawinigan")], home.stored
    moved = say(brain, "b", "2026-10-10", "I am in my new apartment at Les Jardins since Monday.")
    assert [m.summary for m in moved.stored] == ["User lives in Les Jardins"]
    assert not [s for s in _live(brain) if s.startswith("User lives in Shawinigan")], _live(brain)


# ---------------------------------------------------------------- a plan called off, named by its place without "the"

def test_a_trip_called_off_by_its_place_ends_the_plan(brain: Brain) -> None:
    plan = say(brain, "a", "2026-04-01", "we are planning a trip to Portugal in August, Porto and Lisbon")
    assert [m.summary for m in plan.stored if "Portugal" in m.summary], plan.stored
    off = say(brain, "b", "2026-06-01", "Portugal trip is off, my knee is not good enough for the walking")
    assert [m.summary for m in off.stored] == ["User called off the Portugal trip"]
    assert not [s for s in _live(brain) if "planning" in s], _live(brain)


def test_another_trip_called_off_leaves_the_plan(brain: Brain) -> None:
    plan = say(brain, "a", "2026-04-01", "we are planning a trip to Portugal in August, Porto and Lisbon")
    assert plan.stored
    say(brain, "b", "2026-06-01", "Iceland trip is off, too expensive")
    assert [s for s in _live(brain) if "planning" in s and "Portugal" in s], _live(brain)


# ---------------------------------------------------------------- smoking stopped, said as the time without it

def test_weeks_without_a_cigarette_end_the_relapse(brain: Brain) -> None:
    relapse = say(brain, "a", "2026-05-01", "I started smoking again after the funeral")
    assert [m.summary for m in relapse.stored] == ["User started smoking again after the funeral"]
    stop = say(brain, "b", "2026-08-01", "I'm on the patches, no cigarettes for 3 weeks now")
    assert relapse.stored[0].id in stop.superseded, _live(brain)


def test_no_cigarettes_in_a_shop_leaves_the_relapse(brain: Brain) -> None:
    relapse = say(brain, "a", "2026-05-01", "I started smoking again after the funeral")
    assert relapse.stored
    say(brain, "b", "2026-08-01", "the corner shop had no cigarettes for two days")
    assert "User started smoking again after the funeral" in _live(brain)


# ---------------------------------------------------------------- the household kept after a move is not one who moved out

def test_a_home_left_does_not_keep_a_husband_who_moved_into_care(brain: Brain) -> None:
    home = say(brain, "a", "2026-01-10", "I live in Rimouski with my husband Yvon.")
    assert [m.summary for m in home.stored if m.summary.startswith("User lives in Rimouski")], home.stored
    say(brain, "b", "2026-03-10", "Yvon moved into the care home on Monday.")
    moved = say(brain, "c", "2026-09-10", "I am in my new apartment at Les Cèdres since Monday.")
    assert "User lives in Les Cèdres" in [m.summary for m in moved.stored]
    live = _live(brain)
    assert not [s for s in live if s.startswith("User lives in Rimouski")], live
    assert "User lives with their husband Yvon" not in live, live


def test_a_home_left_keeps_the_husband_when_someone_else_moved(brain: Brain) -> None:
    home = say(brain, "a", "2026-01-10", "I live in Rimouski with my husband Yvon.")
    assert home.stored
    say(brain, "b", "2026-03-10", "my sister Lise moved into a new flat on Monday.")
    moved = say(brain, "c", "2026-09-10", "I am in my new apartment at Les Cèdres since Monday.")
    assert "User lives in Les Cèdres" in [m.summary for m in moved.stored]
    assert "User lives with their husband Yvon" in _live(brain), _live(brain)
