"""A birth ends the pregnancy that was waiting for it (mercuryd/brain/births.py)."""

from __future__ import annotations

import datetime as dt

from mercuryd import wire
from mercuryd.brain.births import expecting_of, whose_birth
from mercuryd.brain.service import Brain


def say(brain: Brain, cid: str, when: str, *user: str) -> wire.IngestResult:
    ts = dt.datetime.fromisoformat(when)
    messages = []
    for text in user:
        messages += [wire.Message(role="user", content=text, ts=ts), wire.Message(role="assistant", content="Ok.", ts=ts)]
    return brain.ingest(wire.IngestParams(messages=messages, conversation_id=cid))


def stored(result: wire.IngestResult, word: str) -> wire.Memory:
    return next(m for m in result.stored if word in m.summary)


def live(brain: Brain) -> list[str]:
    return sorted(m.summary for m in brain.list(wire.ListParams(limit=100)).items)


def test_the_birth_of_the_users_child_makes_the_pregnancy_history(brain: Brain) -> None:
    pregnant = stored(say(brain, "a", "2026-07-26T21:30:00+00:00",
                          "My wife Abena is pregnant!! Due end of October. We're over the moon."), "pregnant")
    born = say(brain, "b", "2026-10-31T09:15:00+00:00",
               "She's here! Our daughter Esi was born yesterday morning, 3.2 kg, mum and baby doing great.")
    birth = stored(born, "born")
    assert pregnant.id in born.superseded
    got = brain.get(wire.GetParams(id=pregnant.id))
    assert got.superseded_by == birth.id  # kept as the birth's history
    assert not any("pregnant" in s for s in live(brain))
    assert any("Esi was born" in s for s in live(brain))
    assert "User's wife is Abena" in live(brain)  # who the wife is outlives the pregnancy


def test_a_relatives_pregnancy_ends_with_her_own_baby_only(brain: Brain) -> None:
    sister = stored(say(brain, "a", "2026-03-02T10:00:00+00:00", "My sister Mia is pregnant, due in August."), "pregnant")
    say(brain, "b", "2026-05-10T10:00:00+00:00", "Our son Leo was born on Friday!")
    assert brain.get(wire.GetParams(id=sister.id)).superseded_by is None  # the user's son is not her baby
    had = say(brain, "c", "2026-08-20T10:00:00+00:00", "My sister had her baby last night, a little boy called Sam.")
    assert sister.id in had.superseded


def test_a_later_pregnancy_and_other_expectations_stay_live(brain: Brain) -> None:
    say(brain, "a", "2026-02-01T10:00:00+00:00", "Our son Leo was born on Friday!")
    again = stored(say(brain, "b", "2026-09-01T10:00:00+00:00", "We're expecting our second baby in March!"), "expecting")
    assert brain.get(wire.GetParams(id=again.id)).superseded_by is None  # said after the first birth
    parcel = brain.add(wire.AddParams(type="episode", summary="User is expecting a parcel from Japan"))
    assert parcel.superseded_by is None  # said before the birth, but no pregnancy


def test_a_pregnancy_heard_after_its_birth_is_history_at_once(brain: Brain) -> None:
    born = stored(say(brain, "b", "2026-10-31T09:15:00+00:00", "Our daughter Esi was born yesterday morning!"), "born")
    late = say(brain, "a", "2026-07-26T21:30:00+00:00", "We're expecting a baby in November!")  # an old chat, heard late
    expecting = [m for m in late.stored if "expecting" in m.summary]
    assert expecting and all(brain.get(wire.GetParams(id=m.id)).superseded_by == born.id for m in expecting)
    assert not any("expecting" in s for s in live(brain))


def test_whose_birth_and_whose_pregnancy_are_read_from_the_summaries() -> None:
    assert whose_birth("User's child Esi was born on 30 October 2026") == "user"
    assert whose_birth("User's wife Abena gave birth to Esi") == "user"
    assert whose_birth("User's sister had her baby on 30 October 2026") == "sister"
    assert whose_birth("User was born in Accra") is None  # the user's own birth ends nothing
    assert whose_birth("User's friend Tom's son was born") is None
    assert expecting_of("User's wife Abena is pregnant, due at the end of October 2026") == "user"
    assert expecting_of("User and their partner are expecting a baby in May") == "user"
    assert expecting_of("User's sister Mia is pregnant") == "sister"
    assert expecting_of("User is expecting a parcel") is None
    assert expecting_of("User is expecting a promotion") is None
    # ((bugs62) a friend's pregnancy is hers by name, which her own baby ends)
    assert expecting_of("User's friend Jo is pregnant") == "name:Jo"


def test_a_pregnancy_folded_into_the_partners_memory_ends_without_the_partner(brain: Brain) -> None:
    """'User's wife is Abena' restated as 'User's wife Abena is pregnant' is one memory; the birth
    ends the pregnancy in it, and who the wife is stays live with what was known of it."""
    wife = stored(say(brain, "a", "2026-01-10T10:00:00+00:00", "My wife is Abena."), "Abena")
    folded = say(brain, "b", "2026-03-02T21:30:00+00:00", "My wife Abena is pregnant!! Due end of October.")
    assert [m.id for m in folded.reinforced] == [wife.id] and not folded.stored
    assert "pregnant" in brain.get(wire.GetParams(id=wife.id)).summary
    born = say(brain, "c", "2026-10-31T09:15:00+00:00", "Abena gave birth to our son Kofi last night!")
    birth = stored(born, "gave birth")
    assert wife.id in born.superseded
    assert brain.get(wire.GetParams(id=wife.id)).superseded_by == birth.id  # the pregnancy, the birth's history
    now = brain.list(wire.ListParams(scope="all", limit=100)).items
    assert not any("pregnant" in m.summary for m in now)
    partner = [m for m in now if m.attribute == "spouse"]
    assert [(m.summary, m.value) for m in partner] == [("User's wife is Abena", "abena")]
    assert partner[0].reinforcements == 1  # said twice before the birth, as before
    assert [p.name for p in partner[0].persons] == ["Abena"]
