"""The write path's two recall defects found by recall24 (docs/recall.md):

- two people of one first name in different places of the user's life ("my uncle Chidi" and "my husband Chidi", said
  in two conversations or by two users of one store) were linked as one person (the first one), so whatever asks
  for the husband never found his memories; now the second is a person of their own, named with the relation
  ("Chidi (husband)"), and later mentions of him go to him;
- a shift said "on" a service ("I work nights on the ferries") stored nothing from a conversation and no attribute
  when typed by hand, so "I work days now" left it live.

Names and sentences are written for this test.
"""

from __future__ import annotations

import datetime as dt

from mercuryd import wire
from mercuryd.brain.service import Brain

T0 = dt.datetime(2026, 11, 2, 19, 0, tzinfo=dt.UTC)


def say(brain: Brain, cid: str, *user: str, day: int = 0) -> wire.IngestResult:
    messages = []
    for i, text in enumerate(user):
        ts = T0 + dt.timedelta(days=day, minutes=i)
        messages += [wire.Message(role="user", content=text, ts=ts), wire.Message(role="assistant", content="Ok.", ts=ts)]
    return brain.ingest(wire.IngestParams(messages=messages, conversation_id=cid))


def add(brain: Brain, summary: str) -> wire.Memory:
    return brain.add(wire.AddParams(type="relationship", summary=summary))


def people(brain: Brain) -> dict[str, tuple[str | None, list[str]]]:
    """name -> (relation, the summaries linked to them)."""
    return {p.name: (p.relation, sorted(m.summary for m in brain.persons_memories(wire.PersonGetParams(id=p.id)).items))
            for p in brain.persons_list(wire.PersonsListParams()).items}


# -- namesakes --------------------------------------------------------------------------------------------------------

def test_a_husband_is_not_the_uncle_of_the_same_first_name(brain: Brain) -> None:
    add(brain, "User's uncle Obinna runs a pharmacy in Onitsha")
    add(brain, "User's husband Obinna is diabetic")
    say(brain, "b", "My husband Obinna has just started learning the guitar.", day=1)
    got = people(brain)
    assert got["Obinna"] == ("uncle", ["User's uncle Obinna runs a pharmacy in Onitsha"])
    assert got["Obinna (husband)"][0] == "husband"
    assert len(got["Obinna (husband)"][1]) == 2 and "User's husband Obinna is diabetic" in got["Obinna (husband)"][1]


def test_a_colleague_is_not_the_brother_of_the_same_first_name(brain: Brain) -> None:
    say(brain, "a", "My colleague Dario sits opposite me and never stops humming.")
    say(brain, "b", "My brother Dario is moving to Turin in the spring.", day=3)
    got = people(brain)
    assert got["Dario"][0] == "colleague" and not any("Turin" in s for s in got["Dario"][1])
    assert got["Dario (brother)"][0] == "brother" and any("Turin" in s for s in got["Dario (brother)"][1])


def test_one_person_said_by_two_words_of_one_place_stays_one(brain: Brain) -> None:
    """Twins of the guard above: the same place in other words, a partner first met as a friend, a relation said late."""
    said = ["User's mum Halima grows tomatoes", "User's mother Halima is visiting in June", "User's friend Soren plays the cello",
            "User's boyfriend Soren is a carpenter", "User's boyfriend Kwame loves jazz", "User's husband Kwame works nights"]
    linked = [[p.name for p in add(brain, summary).persons] for summary in said]
    assert linked == [["Halima"], ["Halima"], ["Soren"], ["Soren"], ["Kwame"], ["Kwame"]]
    assert sorted(people(brain)) == ["Halima", "Kwame", "Soren"]


def test_a_name_said_alone_goes_to_the_one_known_by_it(brain: Brain) -> None:
    add(brain, "User's aunt Zainab lives in Kano")
    add(brain, "User's daughter Zainab is starting school")
    add(brain, "User visited Zainab in Kano last Easter")
    got = people(brain)
    assert "User visited Zainab in Kano last Easter" in got["Zainab"][1]
    assert got["Zainab (daughter)"] == ("daughter", ["User's daughter Zainab is starting school"])


# -- a shift said "on" a service -------------------------------------------------------------------------------------

def test_a_shift_on_the_ferries_is_kept_and_ended_by_another_shift(brain: Brain) -> None:
    stored = say(brain, "a", "I work nights on the ferries.").stored
    assert [(m.summary, m.attribute, m.value) for m in stored] == [
        ("User works nights on the ferries", "schedule:shift", "nights")]
    result = say(brain, "b", "I work days now.", day=20)
    assert result.superseded == [stored[0].id]


def test_work_on_a_novel_in_the_evenings_is_no_shift(brain: Brain) -> None:
    say(brain, "a", "I work nights on the ferries.")
    say(brain, "b", "I work evenings on the novel.", day=2)
    live = [m for m in brain.list(wire.ListParams()).items if m.attribute == "schedule:shift"]
    assert [m.summary for m in live] == ["User works nights on the ferries"]
