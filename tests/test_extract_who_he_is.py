"""Who "he" and "she" mean when the one just talked of was named alone, or is someone else's relative, and
children listed with their ages (mercuryd/brain/discourse.py, extract_rules._have_kin).

Every sentence here was written for this test.
"""

from __future__ import annotations

import datetime as dt

from mercuryd import wire
from mercuryd.brain.extract_rules import extract

TS = dt.datetime(2026, 5, 4, 12, tzinfo=dt.UTC)


def facts(*user: str) -> list[tuple[str, list[str]]]:
    msgs = [wire.Message(role="user", content=t, ts=TS + dt.timedelta(minutes=i)) for i, t in enumerate(user)]
    return [(f.summary, [f"{p.name}/{p.relation}" for p in f.persons]) for f in extract(msgs, max_facts=9)]


def said(*user: str) -> list[str]:
    return [s for s, _ in facts(*user)]


def test_he_after_a_child_named_alone_is_that_child_not_the_last_man_known() -> None:
    got = said("My father Rubén lives with us. We have two kids, Inés who is 15 and Tadeo who is 12.",
               "Tadeo made the school chess team! He plays on Thursdays after class.")
    assert not any("Rubén" in s and "chess" in s for s in got)
    assert not any("Rubén plays" in s for s in got)


def test_he_after_someone_unknown_named_alone_is_left_unsaid() -> None:
    got = said("My brother Callum lives in Perth.", "Fergus got a new job at the bank. He starts on Monday.")
    assert not any("Callum" in s and ("starts" in s or "bank" in s) for s in got)


def test_he_after_a_relatives_partner_named_is_that_partner() -> None:
    got = facts("My son Oskar is 30. My daughter is Maja.", "Maja's boyfriend Linus is coming for dinner on Friday, he's vegan.")
    assert not any("Oskar" in s and "vegan" in s for s, _ in got)
    assert any(s == "User's daughter's boyfriend Linus is vegan" for s, _ in got)
    # not known whose daughter: nobody is made vegan
    got = said("My son Oskar is 30.", "Maja's boyfriend Linus is coming for dinner on Friday, he's vegan.")
    assert not any("vegan" in s for s in got)


def test_a_man_known_still_is_he_when_nobody_else_was_named() -> None:
    got = said("My husband Anders tore a calf muscle. He's on crutches now.")
    assert any("Anders is on crutches" in s for s in got)
    # someone named alone before ("Ines left"), then the one "he" means named with who he is
    got = said("Ines left the team in May :( now my new lead is Piotr Zając. He wants every service to have a health check.")
    assert "User's team lead Piotr Zając wants every service to have a health check" in got


def test_children_listed_with_their_ages_are_people_with_ages() -> None:
    got = facts("We have two kids, Inés who is 15 and Tadeo who is 12.")
    assert ("User has two kids: Inés, 15, and Tadeo, 12", ["Inés/child", "Tadeo/child"]) in got
    got = facts("I have three daughters, Ada aged 9, Bea aged 7 and Cleo aged 4.")
    assert ("User has three daughters: Ada, 9, Bea, 7, and Cleo, 4", ["Ada/daughter", "Bea/daughter", "Cleo/daughter"]) in got
    # no age said: as before
    assert ("User has two sons: Tom and Ned", ["Tom/son", "Ned/son"]) in facts("I have two sons, Tom and Ned.")
