"""twins61 (session 61): the rule twins found in session 60's final review, merged into one rule each; a test here only
where a merge makes a new wording work (each fails on aceb57d, the base), with a near-miss beside it.

- ``english._KIN_DOING`` (lead60, a clause's "daughter Torunn getting married") and ``_NU28_BARE_KIN`` (newuser28, a
  sentence's "daughter becky due in april") are one rule, read on the text: the verbs of both, a name in either case.
- ``english._LO39_BORN_THEN_NAME`` reads bugs60's "We had a baby boy, born on March 3rd, Teodor" too (its rewrite gone);
  ``when._BABY_HAD_BORN`` is folded into ``when._OWN_CHILD_BORN``; the months are one list (``_MONTHS_NAMED``, with
  ``_MONTH_WORD`` and ``_MONTH_WORDS`` made from it, no second ``_MONTH_WORD`` without its ``\\b``).
- ``extract_rules._PLAYED`` was defined twice; the second, shorter list (no chess, cricket, rugby, golf, hockey …) was
  the one the bare routine's verb read at run time: "Chess on Sundays" was "User has chess on Sundays".
"""

from __future__ import annotations

import datetime as dt

from tests.chat import heard

MAY = dt.datetime(2026, 5, 10, 9, tzinfo=dt.UTC)


def summaries(text: str, at: dt.datetime = MAY) -> list[str]:
    return [c.summary for c in heard(text, at=at)]


def test_a_game_played_on_its_days_is_played_whichever_list_had_it() -> None:
    assert summaries("Rugby on Sundays.") == ["User plays rugby on Sundays"]
    assert summaries("Cricket every Saturday") == ["User plays cricket every Saturday"]
    assert summaries("Chess every Sunday evening.") == ["User plays chess every Sunday evening"]
    # (a practice is still done, and a swim still gone to)
    assert summaries("Judo on Tuesdays.") == ["User does judo on Tuesdays"]


def test_a_relatives_news_said_terse_after_a_comma_with_the_name_in_lower_case() -> None:
    assert summaries("so happy, son mike getting married in june") == ["User's son Mike is getting married in June 2026"]
    assert summaries("big news, daughter lena moving to Graz in August") == [
        "User's daughter Lena is moving to Graz in August 2026"]


def test_a_word_where_the_name_would_be_is_not_a_name() -> None:
    assert not [s for s in summaries("so happy, son just getting married in june") if "Just" in s]
    assert summaries("sister is getting married in May") == ["User's sister is getting married in May 2026"]
    assert summaries("Son of a gun getting married") == []
