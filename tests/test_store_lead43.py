"""The store's side of what the lead's probe found (session 43): a pregnancy lost ends the pregnancy, a newborn named
is counted in how many children the user said they have, and a pupil's next school year supersedes the last.

Every sentence here was written for this test. Each test checks first that what is to end was stored live.
"""

from __future__ import annotations

from mercuryd import wire
from mercuryd.brain.service import Brain
from tests.chat import say


def live(brain: Brain, *words: str) -> list[str]:
    return sorted(m.summary for m in brain.list(wire.ListParams(scope="all", limit=100)).items
                  if any(w in m.summary for w in words))


def test_a_pregnancy_lost_ends_the_pregnancy(brain: Brain) -> None:
    say(brain, "a", "2026-03-02", "I'm pregnant! Due in October.")
    assert live(brain, "pregnant") != []
    say(brain, "b", "2026-05-11", "We lost the baby at 11 weeks.")
    assert live(brain, "pregnant") == []
    assert live(brain, "lost the baby") == ["User lost the baby at 11 weeks"]


def test_a_newborn_named_is_counted_with_the_children_named_before(brain: Brain) -> None:
    say(brain, "a", "2026-01-12", "We have two kids, Mabel and Otis.")
    assert live(brain, "kids") == ["User has two kids: Mabel and Otis"]
    say(brain, "b", "2026-06-03", "Our third baby arrived on Monday, a little girl called Wren")
    assert live(brain, "kids") == ["User has three kids: Mabel, Otis and Wren"]
    assert any(s.startswith("User's daughter Wren was born") for s in live(brain, "Wren"))
    history = [m.summary for m in brain.store.all_memories() if m.superseded_by is not None]
    assert "User has two kids: Mabel and Otis" in history


def test_a_count_without_names_grows_by_one(brain: Brain) -> None:
    say(brain, "a", "2026-01-12", "I have 2 children")
    assert live(brain, "children") == ["User has 2 children"]
    say(brain, "b", "2026-04-20", "We had a baby boy on Saturday, Ned")
    assert live(brain, "children") == ["User has 3 children"]


def test_a_relatives_baby_is_not_the_users_child(brain: Brain) -> None:
    say(brain, "a", "2026-01-12", "We have two kids, Mabel and Otis.")
    assert live(brain, "kids") == ["User has two kids: Mabel and Otis"]
    say(brain, "b", "2026-06-03", "My sister had her baby! A little girl, Wren")
    assert live(brain, "kids") == ["User has two kids: Mabel and Otis"]


def test_a_count_whose_names_are_not_all_said_is_left(brain: Brain) -> None:
    say(brain, "b", "2026-01-13", "We have three kids, Mabel and Otis.")
    before = live(brain, "kids")
    assert before == ["User has three kids: Mabel and Otis"]
    say(brain, "c", "2026-06-03", "Baby number four arrived today! A girl, Wren")
    assert any(s.startswith("User's daughter Wren was born") for s in live(brain, "Wren"))
    assert live(brain, "kids") == before


def test_next_school_year_supersedes_the_last(brain: Brain) -> None:
    say(brain, "a", "2026-02-10", "I'm in year 12 doing history and politics")
    assert live(brain, "year 12") == ["User is in year 12, doing history and politics"]
    say(brain, "b", "2026-09-15", "I'm in year 13 now")
    years = [m.summary for m in brain.list(wire.ListParams(scope="all", limit=50)).items if m.attribute == "school_year"]
    assert years == ["User is in year 13"]
