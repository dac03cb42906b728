"""twins58 (session 58): rule twins merged into one rule each; a test here only where a merge makes a new wording work
(each fails on ea3ea18, the base), with a near-miss beside it."""

from __future__ import annotations

import datetime as dt

from tests.chat import heard

MAY = dt.datetime(2026, 5, 10, 9, tzinfo=dt.UTC)


def summaries(text: str, at: dt.datetime = MAY) -> list[str]:
    return [c.summary for c in heard(text, at=at)]


# -- a reading or a part said to be off, then what it is (lo36's rewrite and session 57's split, one rule) ---------------

def test_a_reading_then_its_condition_in_the_words_either_twin_read() -> None:
    # ("lazy" was read only after a doctor, "nurse" only by the other twin)
    assert summaries("nurse says my thyroid is lazy, hypothyroidism") == ["User has hypothyroidism"]
    # ("'s" glued to the reading, and a learner's reading with no verb)
    assert summaries("my haemoglobin's a bit low, anaemia apparently") == ["User has anaemia"]
    assert summaries("my blood sugar too high, type 2 diabetes") == ["User has type 2 diabetes"]


def test_someone_elses_reading_or_a_condition_of_the_family_is_not_the_users() -> None:
    assert not [s for s in summaries("the nurse said my son's thyroid is sluggish, hypothyroidism") if s.startswith("User has")]
    assert not [s for s in summaries("my sugar's high, diabetes runs in the family though") if "diabetes" in s]


# -- the kinds of business (english.py's opened-today list and the owner's list, one) --------------------------------------

def test_a_business_opened_today_by_a_kind_only_the_owners_list_knew() -> None:
    assert summaries("our little pizzeria opened today!!") == ["User opened their little pizzeria on 10 May 2026"]
    assert summaries("Harbour Pottery opened yesterday") == ["User opened Harbour Pottery on 9 May 2026"]
    # (one bare name is no one's of the user's)
    assert summaries("Lidl opened today") == []
