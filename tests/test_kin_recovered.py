"""A relative over an illness or injury ends what was said of it (Brain._kin_recovered).

Every sentence here was written for this test. Each test checks first that the illness was
kept, then that the recovery made it history, and what stays live beside it.
"""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd import wire
from mercuryd.brain.extract_rules import extract
from mercuryd.brain.service import Brain
from tests.chat import say


def live(brain: Brain) -> list[str]:
    return sorted(m.summary for m in brain.list(wire.ListParams(limit=100)).items)


def kept(result: wire.IngestResult, *words: str) -> wire.Memory:
    return next(m for m in result.stored if all(w in m.summary for w in words))


def summaries(*user: str) -> list[str]:
    ts = dt.datetime(2026, 5, 4, 12, tzinfo=dt.UTC)
    msgs = [wire.Message(role="user", content=t, ts=ts + dt.timedelta(minutes=i)) for i, t in enumerate(user)]
    return [f.summary for f in extract(msgs, max_facts=9)]


def test_a_cast_off_ends_the_cast_and_keeps_the_break_as_it_happened(brain: Brain) -> None:
    first = say(brain, "a", "2026-03-02", "My daughter Orla fell off the trampoline and broke her wrist, she's in a cast for five weeks.")
    cast = kept(first, "cast")
    assert brain.get(wire.GetParams(id=cast.id)).superseded_by is None
    off = say(brain, "b", "2026-04-08", "Orla's cast came off this morning, she's already back on the trampoline.")
    mended = kept(off, "cast", "off")
    assert cast.id in off.superseded
    assert brain.get(wire.GetParams(id=cast.id)).superseded_by == mended.id  # kept as the recovery's history
    assert not any("in a cast" in s for s in live(brain))
    assert any("broke" in s and "wrist" in s for s in live(brain))  # what happened stays


def test_home_from_hospital_ends_the_stay_of_the_one_known_by_relation(brain: Brain) -> None:
    first = say(brain, "a", "2026-01-11", "My dad is in hospital with a chest infection, I'm driving up to see him.")
    stay = kept(first, "hospital")
    assert brain.get(wire.GetParams(id=stay.id)).superseded_by is None
    home = say(brain, "b", "2026-01-19", "Dad's home from hospital and eating properly again.")
    assert stay.id in home.superseded
    assert any("home from hospital" in s for s in live(brain))


def test_off_the_crutches_is_no_restatement_and_the_spouse_tie_stays(brain: Brain) -> None:
    first = say(brain, "a", "2026-02-03", "My wife Saoirse tore a ligament skiing, she's on crutches.")
    crutches = kept(first, "crutches")
    assert brain.get(wire.GetParams(id=crutches.id)).superseded_by is None
    off = say(brain, "b", "2026-03-20", "Saoirse's off the crutches at last.")
    assert off.stored, "said again in other words, it was taken for a restatement of the crutches"
    assert crutches.id in off.superseded
    now = live(brain)
    assert "User's wife is Saoirse" in now  # who she is to the user outlives what ended
    wife = brain.list(wire.ListParams(limit=100)).items
    assert [m.summary for m in wife if m.attribute == "spouse"] == ["User's wife is Saoirse"]


def test_recovered_from_names_what_ended_and_a_lasting_condition_stays(brain: Brain) -> None:
    first = say(brain, "a", "2026-02-10", "My son Tadhg has chickenpox so he's off school all week.",
                "My mother has Parkinson's and lives with us.")
    pox = kept(first, "chickenpox")
    lasting = kept(first, "Parkinson")
    over = say(brain, "b", "2026-03-01", "Tadhg has fully recovered from the chickenpox.",
               "My mother is back home from hospital after a fall.")
    assert pox.id in over.superseded
    assert lasting.id not in over.superseded  # out of hospital is not over Parkinson's
    assert brain.get(wire.GetParams(id=lasting.id)).superseded_by is None


def test_only_the_one_who_recovered_and_only_what_was_said_before(brain: Brain) -> None:
    first = say(brain, "a", "2026-02-03", "My brother Rory is in hospital with pneumonia.",
                "My sister Nuala is in a cast after her fall.")
    rory, nuala = kept(first, "Rory"), kept(first, "Nuala")
    out = say(brain, "b", "2026-02-20", "My brother Rory is out of hospital.")
    assert rory.id in out.superseded
    assert nuala.id not in out.superseded  # her cast is hers
    assert brain.get(wire.GetParams(id=nuala.id)).superseded_by is None
    # ill again after the recovery: said later, the new stay is live
    again = say(brain, "c", "2026-04-02", "My brother Rory is in hospital again with his chest.")
    back = kept(again, "Rory", "hospital")
    assert brain.get(wire.GetParams(id=back.id)).superseded_by is None


@pytest.mark.parametrize("said", [
    "My son Cathal should be out of hospital soon.",
    "My son Cathal is nearly off the crutches.",
    "My son Cathal isn't out of hospital yet.",
    "Is my son Cathal out of hospital, do you think?",
])
def test_a_recovery_hoped_for_or_denied_ends_nothing(brain: Brain, said: str) -> None:
    first = say(brain, "a", "2026-02-03", "My son Cathal is in hospital with a broken leg and he's on crutches.")
    ill = [m.id for m in first.stored if "hospital" in m.summary or "crutches" in m.summary]
    assert ill
    after = say(brain, "b", "2026-02-10", said)
    assert not set(ill) & set(after.superseded)


def test_what_the_rules_read_as_a_recovery() -> None:
    assert "User's son Cillian's cast is off" in summaries("My son Cillian broke his leg.", "Cillian's cast is off now.")
    assert "User's husband Piotr is off the crutches" in summaries("My husband Piotr is on crutches.",
                                                                   "Piotr's off the crutches finally.")
    assert "User's aunt has been discharged from hospital" in summaries("My aunt's been discharged from hospital.")
    assert "User's grandad is back on their feet" in summaries("My grandad is back on his feet after the op.")
    # the name after "'s cast" is the one whose cast it is: "his" later in the sentence is his too
    got = summaries("My son Cillian and my husband Piotr are both home today.", "Cillian's cast is off and his arm is fine.")
    assert not any("Piotr's arm" in s for s in got)
    for hoped in ("My aunt should be out of hospital soon.", "My aunt is not out of hospital yet.",
                  "Is my aunt out of hospital yet?"):
        assert not any("out of hospital" in s and "not" not in s for s in summaries(hoped)), hoped
