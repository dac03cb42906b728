"""Fresh set w16 (docs/extraction.md, "Fresh set w16 (fresh59, session 62)"): a weekday set off by commas is nobody's
name; "me" for "my" before more relatives and before the plates got; an occasion named bare after a past clause ("got
engaged, wedding in August") is ahead; a way of talking asked with "can you" ("can u talk to me like a friend"), or
"plain"; what the user wants known, said after "I need you to know"; a business run, said in the progressive; an injury
said in the perfect after a fall. Real extractor.

Sentences are written for their family, not copied from the labelled set; near-miss negatives stand beside them.
"""

from __future__ import annotations

import datetime as dt

from tests import chat

TS = dt.datetime(2026, 5, 20, 12, 0, tzinfo=dt.UTC)  # a Wednesday


def said(*lines: str) -> list[str]:
    return [c.summary for c in chat.read(*lines, at=TS)]


def persons(*lines: str) -> set[str]:
    return {p.name for c in chat.read(*lines, at=TS) for p in c.persons}


# a weekday set off by commas after a relative is when, not the relative's name
def test_a_weekday_after_a_relative_is_no_name() -> None:
    got = said("I started pottery with my aunt, sundays, at the community hall.")
    assert not any(s.startswith("User's aunt is") for s in got), got
    assert "Sundays" not in persons("I started pottery with my aunt, sundays, at the community hall.")
    assert "Mondays" not in persons("my sister, mondays, comes over for dinner.")


def test_a_name_after_a_relative_is_still_a_name() -> None:
    assert "Sunita" in persons("My aunt, Sunita, comes over on Sundays.")


# "me" for "my" before a relative (and the plates got), as Australian, Irish and Caribbean English say it
def test_me_before_an_uncle_a_girlfriend_a_cousin() -> None:
    got = said("bought a ute off me uncle Shane for 9k")
    assert any("their uncle Shane" in s for s in got), got
    assert "Mikayla" in persons("and me gf Mikayla's moving in with us next month")
    assert "Dushane" in persons("me cousin Dushane runs the shop now")


def test_me_the_one_told_or_given_is_no_my() -> None:
    assert said("tell me cousin's name again?") == []
    got = said("got me a new phone yesterday, the old one died")
    assert not any("their" in s for s in got), got


def test_got_me_plates() -> None:
    assert "User got their P plates" in said("got me P plates finally!!")


# an occasion named bare after a past clause, its "is" left out, is ahead
def test_an_occasion_named_bare_after_a_past_is_ahead() -> None:
    got = said("my sister Gulbahor got engaged, wedding in august")
    assert any("August 2026" in s for s in got), got
    got = said("my brother got married last month, party in august")
    assert any("party in August 2026" in s for s in got), got


def test_an_occasion_with_its_own_past_verb_stays_past() -> None:
    got = said("my sister got engaged, the wedding was in march")
    assert any("March 2026" in s for s in got), got
    assert not any("March 2027" in s for s in got), got


# the way of talking asked for with "can you", or "plain"
def test_talk_like_a_friend_asked_with_can_you() -> None:
    assert "User wants the assistant to talk like a friend" in said("can u talk to me like a friend not like a teacher lol")
    assert "User wants the assistant to talk like a friend" in said("could you talk to me like a friend, not a robot")
    assert "User wants the assistant to talk plainly, without big words" in said("just talk to me plain, no big words")


def test_asked_to_talk_about_something_is_no_way_of_talking() -> None:
    assert said("can you talk to me about my taxes?") == []
    assert said("can you write simply about photosynthesis for my son's homework") == []


# what the user wants known, after the wish that it be known
def test_what_the_user_needs_known() -> None:
    assert "User is a diabetic" in said("honey I need you to know I'm a diabetic, so keep the sugar down in recipes.")
    assert "User's son is deaf" in said("You should know my son is deaf.")


def test_needing_the_assistant_to_know_a_thing_is_no_fact() -> None:
    assert said("I need you to know the rules of cricket for this.") == []


# a business run, said in the progressive
def test_a_business_run_in_the_progressive() -> None:
    assert "User is running a small catering business in Leeds" in said("I'm running a small catering business in Leeds.")
    assert "User is running a guesthouse in Kendal" in said("We're running a guesthouse in Kendal now.")


def test_running_a_plan_or_a_race_is_no_business() -> None:
    got = chat.read("I am running a business plan past my bank tomorrow.", at=TS)
    assert not any(c.type == "identity" for c in got), [c.summary for c in got]
    got = chat.read("I'm running a marathon in April.", at=TS)
    assert not any(c.type == "identity" for c in got), [c.summary for c in got]


# an injury said in the perfect after a fall, its "have" shared
def test_an_injury_in_the_perfect_after_a_fall() -> None:
    assert "User broke their left wrist" in said("I've had a fall in the garden and broken my left wrist.")
    assert "User fractured their ankle" in said("I've slipped on the ice and fractured my ankle.")


def test_a_thing_broken_after_a_fall_is_no_injury() -> None:
    got = said("I've had a fall and broken my favourite vase.")
    assert not any("broke" in s for s in got), got


def test_me_before_a_mate() -> None:
    got = said("and me gf Kayla is moving in with me and me mate in the flat")
    assert not any("them mate" in s for s in got), got
    assert said("cheers me mate") == []


# an emoji before a year of study or an age parts a terse introduction
def test_an_emoji_before_a_year_of_study() -> None:
    assert "User's name is Nilufar" in said("heyyy im nilufar 🌸 2nd year english philology in bukhara")


def test_an_emoji_before_a_distance_is_no_break() -> None:
    assert "User ran 5k on Monday, 18 May 2026" in said("I ran 🏃 5k on Monday")


# a relative's eagerness of the day is no fact; what they are eager for is
def test_a_relative_who_cant_wait() -> None:
    got = said("my daughter Amelie starts nursery in september. she can't wait!")
    assert got == ["User's daughter Amelie starts nursery in September 2026"], got


def test_a_relative_eager_for_something_named_is_kept() -> None:
    got = said("my son Tobi can't wait to start at the academy in September")
    assert any("academy" in s for s in got), got


def test_a_business_plan_or_card_is_no_business_owned() -> None:
    for line in ("I have a business plan for the cafe.", "I own a business card printer."):
        got = chat.read(line, at=TS)
        assert not any(c.type == "identity" for c in got), [c.summary for c in got]


def test_called_mate_is_no_mate_of_the_users() -> None:
    got = said("dont call me mate in your answers, it gets on my nerves")
    assert not any("their mate" in s for s in got), got
