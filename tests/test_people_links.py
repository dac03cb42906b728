"""People across conversations: known only by relation, named later, named without a frame."""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd import wire
from mercuryd.brain.service import Brain

T0 = dt.datetime(2026, 4, 1, 9, 0, tzinfo=dt.UTC)


def say(brain: Brain, cid: str, *user: str) -> wire.IngestResult:
    messages = []
    for i, text in enumerate(user):
        ts = T0 + dt.timedelta(minutes=i)
        messages += [wire.Message(role="user", content=text, ts=ts), wire.Message(role="assistant", content="Ok.", ts=ts)]
    return brain.ingest(wire.IngestParams(messages=messages, conversation_id=cid))


def persons(brain: Brain) -> dict[str, wire.Person]:
    return {p.name: p for p in brain.persons_list(wire.PersonsListParams()).items}


def memories_of(brain: Brain, name: str) -> list[str]:
    pid = persons(brain)[name].id
    return sorted(m.summary for m in brain.persons_memories(wire.PersonGetParams(id=pid)).items)


def test_a_person_known_only_by_relation_is_one_person_everywhere(brain: Brain) -> None:
    say(brain, "a", "My mom lives in Gdańsk.")
    say(brain, "b", "I call my mom every Sunday.")
    say(brain, "c", "My boss keeps scheduling meetings at 6pm.")
    people = persons(brain)
    assert set(people) == {"Mom", "Boss"}
    assert (people["Mom"].relation, people["Boss"].relation) == ("mom", "boss")
    assert memories_of(brain, "Mom") == ["User calls their mom every Sunday", "User's mom lives in Gdańsk"]


def test_naming_a_relation_later_renames_the_person_and_keeps_the_alias(brain: Brain) -> None:
    say(brain, "a", "My mom lives in Gdańsk.")
    say(brain, "b", "My mom Ana is visiting in May.")
    say(brain, "c", "I call my mom every Sunday.")
    people = persons(brain)
    assert "Mom" not in people and people["Ana"].relation == "mom" and people["Ana"].aliases == ["Mom"]
    assert memories_of(brain, "Ana") == [
        "User calls their mom every Sunday", "User's mom Ana is visiting in May 2026", "User's mom lives in Gdańsk"]


def test_a_known_person_is_linked_wherever_a_summary_names_them(brain: Brain) -> None:
    say(brain, "a", "I go bouldering every Tuesday with my coworker Priya.")
    brain.add(wire.AddParams(type="episode", summary="User shipped the billing migration with Priya"))
    say(brain, "c", "Last week Priya and I presented the migration to the whole company.")
    linked = memories_of(brain, "Priya")
    assert "User shipped the billing migration with Priya" in linked
    assert any("bouldering" in s for s in linked)
    assert persons(brain)["Priya"].memory_count == len(linked)


def test_a_new_person_is_linked_back_to_memories_that_named_them(brain: Brain) -> None:
    brain.add(wire.AddParams(type="episode", summary="User went hiking with Tomasz in the Tatras"))
    brain.add(wire.AddParams(type="episode", summary="User met Tomaszewski at a conference"))  # another name
    say(brain, "a", "My brother Tomasz lives in Kraków.")
    assert memories_of(brain, "Tomasz") == ["User went hiking with Tomasz in the Tatras",
                                            "User's brother Tomasz lives in Kraków"]


def test_a_company_is_not_made_a_person_by_the_name_links(brain: Brain) -> None:
    say(brain, "a", "I work at Stripe.", "My manager Tom wants the RFC soon.")
    assert set(persons(brain)) == {"Tom"}


def test_my_mom_finds_the_mom_met_by_name_first(brain: Brain) -> None:
    say(brain, "a", "My mom Ana lives in Porto.")
    say(brain, "b", "I call my mom every Sunday.")
    assert set(persons(brain)) == {"Ana"}
    assert memories_of(brain, "Ana") == ["User calls their mom every Sunday", "User's mom Ana lives in Porto"]


@pytest.mark.parametrize(("summary", "name", "relation"), [
    ("User has a kelpie called Rusty", "Rusty", "dog"),
    ("User has a cat called Pixel", "Pixel", "cat"),
])
def test_a_pet_typed_by_hand_is_a_person_of_its_kind(brain: Brain, summary: str, name: str, relation: str) -> None:
    """memory.add reads a typed summary with the extractor's rules: a pet named there is linked as one ("my
    kelpie Rusty" is then the same dog)."""
    brain.add(wire.AddParams(type="relationship", summary=summary))
    assert persons(brain)[name].relation == relation
    assert memories_of(brain, name) == [summary]
