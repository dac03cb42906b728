"""Dense first messages and plans' lifecycles (cap55, session 55; docs/extraction.md, "The cap of three and dense first
messages").

- where the user comes from is folded into the home said with it ("User has lived in Madrid for 3 years; they are from
  Asunción"; a move keeps the origin), and otherwise ranks after what they do (work, studies) and after a line about
  their parents said in the same first message, under the cap of three;
- a plan's place with an inner lower-case word ("Oog in Al", "Southend on Sea") is said whole when the plan takes effect;
- a new employer taking effect without a role ends the role held at the employer before;
- "the <season> season is finished/over" ends a routine of that season;
- "moved!! <place> is loud" is the move made;
- after a break-up, "he went back to <city>" is no tie of a partner's;
- a relative's injury said with their moving in is two facts, and "Mother's wrist healed" is read.

Sentences are written for these tests, not copied from the labelled set (i16-) or the years' data.
"""

from __future__ import annotations

import datetime as dt
import functools

import pytest

from mercuryd import wire
from mercuryd.brain.clock import FakeClock
from mercuryd.brain.service import Brain
from tests import chat

AT = dt.datetime(2026, 2, 10, 9, 0, tzinfo=dt.UTC)

summaries = functools.partial(chat.summaries, at=AT)


def _at(day: str) -> dt.datetime:
    return dt.datetime.fromisoformat(day).replace(tzinfo=dt.UTC)


def hear(brain: Brain, clock: FakeClock, day: str, *texts: str) -> None:
    chat.hear(brain, clock, _at(day), f"c-{day}", *texts)


def consolidate_at(brain: Brain, clock: FakeClock, day: str) -> wire.ConsolidateResult:
    clock.t = _at(day).timestamp()
    return brain.consolidate()


def live(brain: Brain, *words: str) -> list[str]:
    return sorted(m.summary for m in brain.list(wire.ListParams(scope="all", limit=200)).items
                  if any(w in m.summary for w in words))


# ---------------------------------------------------------------- the origin after the work

@pytest.mark.parametrize(("text", "want"), [
    ("Hi, I'm Yaw Boateng, 44. I grew up in Tamale but I've lived in Croydon for ten years. I run a shoe repair stall "
     "in the market.", "User runs a shoe repair stall in the market"),
    ("hey im lucila, from rosario, living in lyon 2 yrs, studying midwifery at lyon 1", "User is studying midwifery at Lyon 1"),
    ("Hello, I am Cem. I have a bakery in Essen-Steele since 2011. Born in Germany, parents are from Sivas.",
     "User's parents are from Sivas"),
])
def test_the_origin_ranks_after_the_work_and_the_parents(text: str, want: str) -> None:
    assert want in summaries(text, cap=3), summaries(text, cap=3)


def test_the_origin_keeps_its_place_beside_the_name_and_home_alone() -> None:
    got = summaries("Hi, I'm Yaw, 44. I grew up in Tamale. I live in Croydon with my wife Akua.", cap=3)
    assert "User grew up in Tamale" in got, got  # no work, no parents: nothing for it to give way to


def test_the_origin_said_in_another_message_ranks_as_before() -> None:
    got = chat.summaries("I grew up in Tamale.", "Hi, I'm Yaw, 44. I run a shoe repair stall in Croydon. My wife is Akua.",
                         at=AT, cap=3)
    assert "User grew up in Tamale" in got, got


# ---------------------------------------------------------------- a plan's place with an inner lower-case word

@pytest.mark.parametrize(("said", "place"), [
    ("We're moving to a flat in Burton on Trent in March, my partner starts at the brewery.", "Burton on Trent"),
    ("I'm moving to a little house in Southend on Sea in March.", "Southend on Sea"),
])
def test_a_plans_place_with_an_inner_word_is_said_whole(brain: Brain, clock: FakeClock, said: str, place: str) -> None:
    hear(brain, clock, "2026-01-12T09:00", said)
    result = consolidate_at(brain, clock, "2026-04-02T09:00")
    assert result.enacted, live(brain, "moving")
    got = live(brain, "has lived in")
    assert got and place in got[0], got


def test_a_plans_place_then_its_month_is_no_longer_name(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, "2026-01-12T09:00", "I'm moving to Leeds in March.")
    consolidate_at(brain, clock, "2026-04-02T09:00")
    assert live(brain, "has lived in") == ["User has lived in Leeds since March 2026"]


# ---------------------------------------------------------------- a new employer without its role

def test_a_new_employer_ends_the_role_held_at_another_workplace(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, "2026-01-05T09:00", "I'm a radiographer at a clinic in Hove.")
    assert live(brain, "radiographer") == ["User is a radiographer at a clinic in Hove"]
    hear(brain, clock, "2026-06-10T09:00", "I got the Guy's job!! I start on September 1.")
    consolidate_at(brain, clock, "2026-09-02T09:00")
    assert live(brain, "Guy's") == ["User has worked at Guy's since 1 September 2026"]
    assert live(brain, "radiographer") == []


def test_a_role_said_on_its_own_goes_on_under_a_new_employer(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, "2026-01-05T09:00", "I'm a radiographer.")
    hear(brain, clock, "2026-06-10T09:00", "I got the Guy's job!! I start on September 1.")
    consolidate_at(brain, clock, "2026-09-02T09:00")
    assert live(brain, "radiographer") == ["User is a radiographer"]  # a radiographer who changes hospitals still is one


# ---------------------------------------------------------------- a season over

def test_a_season_over_ends_the_routine_of_that_season(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, "2026-05-20T09:00", "I will coach at the rowing club in Henley on Sundays this summer, from June 7.")
    assert live(brain, "rowing club"), live(brain, "rowing")
    hear(brain, clock, "2026-06-01T09:00", "I love rowing.")
    assert live(brain, "loves rowing") == ["User loves rowing"]
    hear(brain, clock, "2026-09-06T09:00", "The rowing season is over, last session today.")
    assert live(brain, "rowing club") == []
    assert live(brain, "loves rowing") == ["User loves rowing"]  # said without a season: it goes on


@pytest.mark.parametrize("text", [
    "The football season is over, thank god.",  # a season watched, nobody's routine
    "The hay fever season is over at last.",
    "Is the sailing season over yet?",
])
def test_what_is_no_season_of_the_users(text: str) -> None:
    assert not any("season is over" in s for s in summaries(text)), summaries(text)


# ---------------------------------------------------------------- a move made, told by the place

@pytest.mark.parametrize(("text", "place"), [
    ("moved!! ruzafa is noisy but i love it", "Ruzafa"),
    ("We've moved! Stockbridge is lovely.", "Stockbridge"),
])
def test_moved_then_the_place_is_the_move_made(text: str, place: str) -> None:
    got = chat.facts(text, at=AT)
    assert any(a == "lives_in" and (v or "").casefold() == place.casefold() for _, _, a, v in got), got


@pytest.mark.parametrize("text", [
    "moved!! it is chaos here",
    "moved!! everything is in boxes",
    "moved! the flat is tiny",
    "moved!! upstairs is so loud",
])
def test_moved_then_no_place_is_no_home(text: str) -> None:
    got = chat.facts(text, at=AT)
    assert not any(a == "lives_in" for _, _, a, _ in got), got


def test_moving_in_together_with_the_home_after_the_time_is_made_by_the_move(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, "2026-03-02T09:00", "my girlfriend noor and i are moving in together in may, a flat in ruzafa")
    assert live(brain, "moving in together"), live(brain, "Noor")
    hear(brain, clock, "2026-05-16T09:00", "moved!! ruzafa is noisy but i love it")
    assert live(brain, "moving in together") == []
    assert live(brain, "Ruzafa") == ["User moved to Ruzafa"]


# ---------------------------------------------------------------- after a break-up

def test_what_the_ex_does_after_the_break_up_is_the_exs(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, "2026-02-02T09:00", "My boyfriend is Teo.")
    hear(brain, clock, "2026-10-12T09:00", "teo and i split up. he went back to bilbao. i'm keeping the flat")
    got = live(brain, "Teo")
    assert not any(s.startswith("User's boyfriend Teo") for s in got), got
    assert "User's ex-boyfriend Teo went back to bilbao" in got, got


def test_what_a_partner_does_without_a_break_up_stays_theirs() -> None:
    got = summaries("My boyfriend Teo and I had a row. He went back to Bilbao for the weekend.")
    assert not any("ex-boyfriend" in s for s in got), got


# ---------------------------------------------------------------- a relative's injury, said with a comma

@pytest.mark.parametrize(("text", "injury"), [
    ("My father moves in with us next month, he broke his hip in May.", "User's father broke his hip in May 2025"),
    ("My mum is moving in with us in April, she broke her wrist.", "User's mum broke her wrist"),
])
def test_a_relatives_injury_after_a_comma_is_a_fact_of_its_own(text: str, injury: str) -> None:
    got = summaries(text)
    assert injury in got, got
    assert not any("," in s and ("broke" in s or "sprained" in s) for s in got), got


def test_no_injury_after_the_comma_splits_nothing() -> None:
    got = summaries("My sister came round for tea, she broke the teapot.")
    assert not any(s == "User's sister broke the teapot" for s in got), got


def test_a_parent_called_by_the_word_healed() -> None:
    assert summaries("Dad's knee healed, the brace is off.") == ["User's dad's knee has healed"]
    assert summaries("Mother's Day was lovely.") == []


# ---------------------------------------------------------------- the origin folded into the home

def test_the_origin_is_folded_into_the_home_said_with_it() -> None:
    got = summaries("hi!! im inés, from cusco, living in lyon 4 yrs, studying dentistry at lyon 1, 2nd year", cap=3)
    assert "User has lived in Lyon for 4 years; they are from Cusco" in got, got
    assert any("dentistry" in s for s in got), got


def test_a_move_keeps_the_origin_folded_into_the_old_home(brain: Brain, clock: FakeClock) -> None:
    hear(brain, clock, "2026-01-11T09:00", "hi!! im inés, from cusco, living in lyon 4 yrs, studying dentistry at lyon 1, 2nd year")
    assert live(brain, "Cusco") == ["User has lived in Lyon for 4 years; they are from Cusco"]
    hear(brain, clock, "2026-06-14T09:00", "I moved to Grenoble.")
    assert live(brain, "Cusco") == ["User is from Cusco"]
    assert live(brain, "Lyon 4") == []
