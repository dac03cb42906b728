"""A death makes what was said of the one who died in the present history: after "Mochi died
last week" the store still said "User's cat is Mochi" and "User's cat Mochi is 17", and after
"My mum passed away" it still said "User calls their mum every Wednesday". Only the one who
died (named at the head of the memory, or known by a one-of-a-kind relation, or the only one
known by that relation), only what was said before. Real extractor, real Brain on a real
SQLite file.

Sentences are written for their family, not copied from any labelled set.
"""

from __future__ import annotations

from mercuryd import wire
from mercuryd.brain.service import Brain
from tests.test_births import live, say


def test_a_named_pets_death_makes_what_was_said_of_it_history(brain: Brain) -> None:
    first = say(brain, "a", "2026-01-10T10:00:00+00:00", "We have a cat called Mochi, she's 17.")
    before = [m.id for m in first.stored]
    died = say(brain, "b", "2026-06-10T10:00:00+00:00", "Mochi died last week :( I miss her.")
    death = next(m for m in died.stored if "died" in m.summary)
    assert before and all(brain.get(wire.GetParams(id=i)).superseded_by == death.id for i in before)
    assert [s for s in live(brain) if "Mochi" in s] == [death.summary]


def test_a_parents_death_ends_the_habits_of_her_not_the_others(brain: Brain) -> None:
    say(brain, "a", "2026-01-10T10:00:00+00:00", "My mum lives in Kinsale and I call her every Wednesday.",
        "My sister Orla is a vet.")
    say(brain, "b", "2026-06-10T10:00:00+00:00", "My mum passed away last week. My sister is taking it hard.")
    now = live(brain)
    assert not any("mum lives" in s or "calls their mum" in s for s in now), now
    assert any("mum passed away" in s for s in now) and any("Orla" in s for s in now), now


def test_the_only_dog_known_is_the_dog_that_died(brain: Brain) -> None:
    say(brain, "a", "2026-01-10T10:00:00+00:00", "My dog Rex is a collie.")
    say(brain, "b", "2026-06-11T10:00:00+00:00", "my dog died yesterday")
    assert not any("Rex" in s for s in live(brain)), live(brain)


def test_passing_a_test_is_no_death(brain: Brain) -> None:
    say(brain, "a", "2026-01-10T10:00:00+00:00", "My dad lives in Galway.")
    say(brain, "b", "2026-06-11T10:00:00+00:00", "My dad passed his driving test at 70!")
    assert any("dad lives in Galway" in s for s in live(brain)), live(brain)


def test_what_is_said_after_the_death_stays(brain: Brain) -> None:
    say(brain, "a", "2026-06-10T10:00:00+00:00", "My mum passed away last week.")
    say(brain, "b", "2026-01-10T10:00:00+00:00", "My mum lives in Kinsale.")  # an older chat heard late: not touched here
    say(brain, "c", "2026-07-10T10:00:00+00:00", "I visit my mum's grave every Sunday.")
    assert any("grave" in s for s in live(brain)), live(brain)


def test_an_older_chat_heard_after_the_death_is_history_at_once(brain: Brain) -> None:
    died = say(brain, "b", "2026-06-10T10:00:00+00:00", "My mum passed away last week.")
    death = next(m for m in died.stored if "passed away" in m.summary)
    late = say(brain, "a", "2026-01-10T10:00:00+00:00", "My mum lives in Kinsale and I call her every Wednesday.")
    assert late.stored and all(brain.get(wire.GetParams(id=m.id)).superseded_by == death.id for m in late.stored)
    assert [s for s in live(brain) if "mum" in s] == [death.summary]


def test_an_older_chat_of_a_named_pet_heard_after_its_death_is_history(brain: Brain) -> None:
    say(brain, "b", "2026-06-10T10:00:00+00:00", "Our cat Mochi died last week :( I miss her.")
    late = say(brain, "a", "2026-01-10T10:00:00+00:00", "We have a cat called Mochi, she's 17.")
    assert late.stored and all(brain.get(wire.GetParams(id=m.id)).superseded_by is not None for m in late.stored)


def test_an_older_chat_of_someone_else_heard_after_a_death_stays(brain: Brain) -> None:
    say(brain, "b", "2026-06-10T10:00:00+00:00", "My mum passed away last week.")
    say(brain, "a", "2026-01-10T10:00:00+00:00", "My sister Orla is a vet in Cork.")
    assert any("Orla" in s for s in live(brain)), live(brain)
