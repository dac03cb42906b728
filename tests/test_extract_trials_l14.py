"""What the l14 new-user trial (session 32) showed the rules missing: two people at work.

A Brazilian backend developer in Lisbon ("Oi! Rafael, backend dev from Recife, working remote for a
fintech in Lisbon. Mostly Kotlin and Spring Boot."): nothing of that opening was kept; "Moved from
IntelliJ to Fleet" left the editor unset (Fleet is no editor we know, IntelliJ is); "I'm back on
IntelliJ", "Paused Feirinha for now", "We live together in Alfama", "I always squash commits before
merging" (read as a routine), "When you give me Kotlin, prefer data classes" were all missed. An
Estonian sysadmin: "We run Debian everywhere, I refuse to touch Ubuntu on servers", "Now he bakes bread
every day" (after her husband is named), "I'm retiring in June next year" (an episode, not a decision).
Sentences written for this file, none from the labelled set.
"""

from __future__ import annotations

import datetime as dt
import functools

import pytest

from tests import chat

AT = dt.datetime(2026, 6, 3, 10, 0, tzinfo=dt.UTC)

facts = functools.partial(chat.facts, at=AT)
summaries = functools.partial(chat.summaries, at=AT)


# ---------------------------------------------------------------- an opening with one name and what they do

def test_one_name_then_a_role_after_a_greeting_introduces() -> None:
    found = facts("Hey! Tiago, frontend dev from Porto, working remote for a startup in Berlin. Mostly TypeScript and React.")
    assert ("identity", "User's name is Tiago", "name", "tiago") in found, found
    assert any(f[1].startswith("User is a frontend dev") for f in found), found
    assert ("identity", "User is working remote for a startup in Berlin", None, None) in found, found
    assert any(f[2] == "preferred_programming_language" and f[3] == "typescript" for f in found), found


@pytest.mark.parametrize("said", ["Hello! Joanna, the nurse at my GP said I need more iron.", "Hi! Sarah, can you help me?"])
def test_a_name_spoken_to_or_of_is_no_introduction(said: str) -> None:
    assert not any(f[2] == "name" for f in facts(said))


@pytest.mark.parametrize(("said", "kept"), [("I work at a hospital in Leeds.", "User works at a hospital in Leeds"),
                                            ("I work for a small law firm.", "User works for a small law firm")])
def test_an_employer_said_by_its_kind_is_kept_without_a_name(said: str, kept: str) -> None:
    assert facts(said) == [("identity", kept, None, None)]


@pytest.mark.parametrize("said", ["I work at home.", "I work at a desk all day."])
def test_where_one_works_that_is_no_employer_is_not(said: str) -> None:
    assert facts(said) == []


def test_working_for_oneself_is_being_self_employed_with_no_employer() -> None:
    assert facts("I work for myself.") == [("identity", "User is self-employed", None, None)]  # (session 43)


# ---------------------------------------------------------------- tools switched, gone back to, refused

def test_a_switch_from_a_known_editor_sets_the_new_one_whatever_it_is() -> None:
    found = chat.read("Moved from PyCharm to Fleet last week, curious how it goes.", at=AT)
    assert [(c.attribute, c.value, c.retracts) for c in found] == [("preferred_editor", "fleet", ["pycharm"])]


def test_back_on_a_tool_is_the_tool_used() -> None:
    assert facts("Zed was too buggy, I'm back on Sublime Text.") == [
        ("preference", "User went back to Sublime Text", "preferred_editor", "sublime")]


@pytest.mark.parametrize(("said", "kept"), [("I refuse to touch Windows on servers.", "User does not use Windows on servers"),
                                            ("I won't touch PHP.", "User does not use PHP")])
def test_a_tool_refused_is_a_tool_not_used(said: str, kept: str) -> None:
    assert facts(said)[0][:2] == ("constraint", kept)


def test_how_the_user_works_with_the_repository_is_a_preference() -> None:
    assert facts("I always rebase before merging, never merge commits into main.")[0][:2] == (
        "preference", "User always rebases before merging, never merges commits into main")


def test_a_rule_for_code_given_in_a_language() -> None:
    assert summaries("When you give me Go, prefer table-driven tests and avoid !! please.") == [
        "User's rule for Go code: prefer table-driven tests"]


# ---------------------------------------------------------------- a project paused; home; a retirement dated

@pytest.mark.parametrize("said", ["Paused Quillmate for now, no time with the new role.", "I've paused Quillmate."])
def test_a_named_project_paused_is_put_down(said: str) -> None:
    found = chat.read(said, at=AT)
    assert [(c.type, c.retracts) for c in found] == [("decision", ["quillmate"])], found


def test_pausing_a_video_is_nothing() -> None:
    assert summaries("I paused the video halfway.") == []


def test_living_together_somewhere_is_where_one_lives() -> None:
    assert facts("We live together in Graça, tiny flat but great view.") == [
        ("identity", "User lives in Graça", "lives_in", "graça")]


def test_now_he_after_a_named_husband_is_him() -> None:
    said = summaries("My husband Jaan retired in April. Now he paints every morning, the house smells of turpentine.")
    assert "User's husband Jaan paints every morning" in said, said


def test_retiring_on_a_date_is_a_decision() -> None:
    # (bugs61: a retirement with its day is a plan that ends the working life then, plan:retires)
    assert facts("I'm retiring in June next year.") == [("decision", "User is retiring in June 2027", "plan:retires", "work")]
