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


def test_a_switch_of_shifts_keeps_the_job_said_with_them(brain: Brain) -> None:
    say(brain, "a", "2026-01-08", "I drive a bus in Hull, mostly nights.")
    assert live(brain, "bus") == ["User drives a bus in Hull, mostly nights"]
    say(brain, "b", "2026-03-02", "I switched from nights to days, finally.")
    assert live(brain, "bus") == ["User drives a bus in Hull"]


def test_a_switch_of_shifts_leaves_a_job_said_without_them(brain: Brain) -> None:
    say(brain, "a", "2026-01-08", "I drive a bus in Hull.")
    assert live(brain, "bus") == ["User drives a bus in Hull"]
    say(brain, "b", "2026-03-02", "I switched from nights to days, finally.")
    assert live(brain, "bus") == ["User drives a bus in Hull"]


def test_a_relatives_new_job_ends_the_old_one_and_keeps_who_they_are(brain: Brain) -> None:
    say(brain, "a", "2026-01-08", "My husband Callum is a postman.")
    assert live(brain, "Callum") == ["User's husband Callum is a postman"]
    say(brain, "b", "2026-06-10", "Callum got a new job as a driving instructor!")
    got = live(brain, "Callum")
    assert "User's husband Callum is a postman" not in got
    assert "User's husband is Callum" in got
    assert any("driving instructor" in s for s in got)


def test_another_relatives_new_job_ends_nothing(brain: Brain) -> None:
    say(brain, "a", "2026-01-08", "My husband Callum is a postman.")
    say(brain, "b", "2026-06-10", "My sister Fran got a new job as a driving instructor!")
    assert "User's husband Callum is a postman" in live(brain, "Callum")
    assert any("driving instructor" in s for s in live(brain, "Fran"))


def test_a_pursuit_taken_up_as_news_ends_when_it_stops(brain: Brain) -> None:
    say(brain, "a", "2026-02-01", "I started Couch to 5k last week!")
    assert any(s.startswith("User started Couch to 5k") for s in live(brain, "Couch"))
    say(brain, "b", "2026-03-20", "I've stopped Couch to 5k, my ankle")
    got = live(brain, "Couch")
    assert not any(s.startswith("User started") for s in got), got
    assert "User has stopped Couch to 5k" in got


def test_grades_got_in_a_relatives_exams_end_the_exams_to_come(brain: Brain) -> None:
    say(brain, "a", "2026-02-01", "My daughter Isla is doing her GCSEs this summer.")
    assert live(brain, "GCSEs") == ["User's daughter Isla is doing her GCSEs in summer 2026"]
    say(brain, "b", "2026-08-21", "Isla got 7s and 8s in her GCSEs!")
    assert live(brain, "GCSEs") == ["User's daughter Isla got 7s and 8s in her GCSEs"]


def test_the_next_car_supersedes_the_last(brain: Brain) -> None:
    say(brain, "a", "2026-02-01", "I drive a 2012 Ford Focus.")
    assert live(brain, "drives") == ["User drives a 2012 Ford Focus"]
    say(brain, "b", "2026-09-01", "I drive a hybrid Toyota Corolla now")
    assert live(brain, "drives") == ["User drives a hybrid Toyota Corolla"]


def test_what_holds_of_a_relative_until_they_get_something_ends_when_they_do(brain: Brain) -> None:
    say(brain, "a", "2026-02-03", "My wife Nia is staying in Cardiff until she gets her visa.")
    assert live(brain, "until") == ["User's wife Nia is staying in Cardiff until she gets her visa"]
    say(brain, "b", "2026-09-14", "Nia finally got her visa!")
    assert live(brain, "until") == []
    assert "User's wife is Nia" in live(brain, "Nia")


def test_another_relative_getting_it_ends_nothing(brain: Brain) -> None:
    say(brain, "a", "2026-02-03", "My wife Nia is staying in Cardiff until she gets her visa.")
    say(brain, "b", "2026-09-14", "My brother Rhys finally got his visa!")
    assert live(brain, "until") == ["User's wife Nia is staying in Cardiff until she gets her visa"]


def test_a_pregnancy_said_with_how_far_along_ends_with_the_birth(brain: Brain) -> None:
    say(brain, "a", "2026-03-02", "I'm 18 weeks pregnant!")
    assert live(brain, "pregnant") == ["User is 18 weeks pregnant"]
    say(brain, "b", "2026-08-01", "Our baby boy Idris was born on Tuesday!")
    assert live(brain, "pregnant") == []
    assert any(s.startswith("User's son Idris was born") for s in live(brain, "Idris"))


def test_a_relatives_birth_leaves_a_pregnancy_said_with_weeks(brain: Brain) -> None:
    say(brain, "a", "2026-03-02", "I'm 18 weeks pregnant!")
    say(brain, "b", "2026-03-20", "My sister had her baby, a boy called Idris")
    assert live(brain, "pregnant") == ["User is 18 weeks pregnant"]


def test_shorter_answers_asked_with_a_verb_end_when_longer_are_allowed(brain: Brain) -> None:
    say(brain, "a", "2026-04-16", "Please write shorter answers, I read on my phone in the shop")
    assert live(brain, "answers") == ["User wants shorter answers"]
    say(brain, "b", "2026-12-01", "You can write longer answers again now, I'm at my desk more")
    assert live(brain, "answers") == ["User is fine with longer answers"]
