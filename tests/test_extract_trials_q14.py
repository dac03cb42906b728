"""What the q14 new-user trial (session 33) showed the rules missing: an ICU nurse in Melbourne in
Australian chat, an Argentine backend developer writing Spanish-shaped English, a delivery rider from Herat
learning German in Hamburg.

"nothing with pork pls, I don't eat it", "mostly on night shifts at the moment", "day shifts from next week,
7 to 3:30", "my mate Kieran", "gonna go part time … from January", "can you stop adding those disclaimers …, I AM
the medical person", "never suggest npm commands, and always run the linter before you propose a commit", "I work
as delivery rider", "I work in a bakery in Altona", "I stopped the delivery job", "I have the B1 exam on 14 May",
"my exam is on Friday" (said on a Wednesday), "I don't like November". Sentences written for this file, none from
the labelled set.
"""

from __future__ import annotations

import datetime as dt
import functools

import pytest

from mercuryd import wire
from mercuryd.brain.extract_rules import extract
from tests import chat

AT = dt.datetime(2026, 6, 3, 10, 0, tzinfo=dt.UTC)  # a Wednesday

facts = functools.partial(chat.facts, at=AT)
summaries = functools.partial(chat.summaries, at=AT)


@pytest.mark.parametrize(("said", "kept"), [("nothing with beef please, I don't eat it", "User does not eat beef"),
                                            ("no mushrooms, we never eat them", "User never eats mushrooms")])
def test_what_is_not_eaten_said_first(said: str, kept: str) -> None:
    assert summaries(said) == [kept]


@pytest.mark.parametrize(("said", "value"), [("I'm mostly on night shifts at the moment", "nights"),
                                             ("I'm usually on day shifts", "days"),
                                             ("night shifts from next month, 9pm to 7am", "nights")])
def test_the_shift_worked_said_the_ward_way(said: str, value: str) -> None:
    assert [(f[2], f[3]) for f in facts(said)] == [("schedule:shift", value)]


def test_a_mate_named_is_a_friend() -> None:
    assert summaries("my mate Dev is teaching me to surf on Saturdays") == ["User's friend Dev is teaching them to surf on Saturdays"]


def test_going_part_time_is_a_decision() -> None:
    assert summaries("gonna go part time at the library, 2 days a week from March") == [
        "User is going to go part time at the library, 2 days a week from March 2027"]


@pytest.mark.parametrize("said", ["can you stop adding those safety warnings, I know what I'm doing",
                                  "Stop adding those safety warnings."])
def test_stop_adding_those_is_a_standing_rule(said: str) -> None:
    assert summaries(said) == ["User does not want safety warnings added"]


def test_a_request_to_stop_something_else_is_no_rule() -> None:
    assert summaries("can you stop the timer, I need a break") == []


@pytest.mark.parametrize(("said", "kept"), [
    ("Please never suggest yarn commands, and always run the formatter before you propose a commit.",
     ["User does not want yarn commands suggested", "User wants the formatter run before the assistant proposes a commit"]),
    ("use numbered steps and never use emojis", ["User wants numbered steps", "User does not want emojis used"]),
])
def test_two_rules_in_one_sentence_are_two(said: str, kept: list[str]) -> None:
    assert summaries(said) == kept


def test_running_away_is_no_rule() -> None:
    assert summaries("always run away from arguments") == []


@pytest.mark.parametrize(("said", "kept"), [
    ("I work as night porter for the Radisson.", ["User works as a night porter", "User works at Radisson"]),
    ("I work as a porter for the Radisson.", ["User works as a porter", "User works at Radisson"]),
])
def test_a_role_without_its_article(said: str, kept: list[str]) -> None:
    assert summaries(said) == kept


@pytest.mark.parametrize("said", ["I work as well as I can.", "I work as usual on Sundays."])
def test_as_well_as_usual_are_no_roles(said: str) -> None:
    assert not any("works as a" in s for s in summaries(said))


@pytest.mark.parametrize(("said", "kept"), [("I work in a pharmacy in Wedding.", "User works in a pharmacy in Wedding"),
                                            ("I work in a call centre", "User works in a call centre")])
def test_the_kind_of_workplace_said_with_in(said: str, kept: str) -> None:
    assert summaries(said) == [kept]


def test_working_in_a_team_is_no_workplace() -> None:
    assert summaries("I work in a team of four.") == []


@pytest.mark.parametrize(("said", "kept"), [("I stopped the night job.", "User stopped the night job"),
                                            ("I stopped my pottery classes", "User stopped their pottery classes")])
def test_a_job_or_a_course_stopped(said: str, kept: str) -> None:
    assert summaries(said) == [kept]


def test_stopping_a_thing_is_no_decision() -> None:
    assert summaries("I stopped the bus for a woman with a pram.") == []


@pytest.mark.parametrize(("said", "kept"), [
    ("I have the citizenship test on 20 June at the town hall.", "User's citizenship test is on 20 June 2026 at the town hall"),
    ("I've got my interview on Thursday", "User's interview is on Thursday, 4 June 2026"),
])
def test_an_event_of_the_users_said_with_have(said: str, kept: str) -> None:
    assert summaries(said) == [kept]


@pytest.mark.parametrize(("said", "kept"), [("my scan is on Monday", "User's scan is on Monday, 8 June 2026"),
                                            ("My recital is on Friday.", "User's recital is on Friday, 5 June 2026")])
def test_an_event_that_is_on_a_weekday_is_the_coming_one(said: str, kept: str) -> None:
    assert summaries(said) == [kept]


def test_a_month_liked_or_not_has_no_year() -> None:
    assert summaries("I really don't like February.") == ["User really does not like February"]


def test_pregnant_of_months_is_months_pregnant() -> None:
    assert "User's wife Lucía is 5 months pregnant" in summaries("My wife Lucía is pregnant of 5 months.")


def test_keep_it_short_in_answer_to_an_offer_is_about_that_piece() -> None:
    messages = [wire.Message(role="user", content="my flatmate Ines is moving out in July", ts=AT),
                wire.Message(role="assistant", content="Want help writing an ad for the room?", ts=AT),
                wire.Message(role="user", content="yeah keep it short and casual", ts=AT),
                wire.Message(role="assistant", content="Here's a draft.", ts=AT)]
    assert [c.summary for c in extract(messages, max_facts=6)] == ["User's flatmate Ines is moving out in July 2026"]
