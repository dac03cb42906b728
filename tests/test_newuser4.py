"""Two more new users' years through the daemon (newuser4, session 39; docs/extraction.md, "newuser4"): an Uber driver
in Houston studying nursing and a retired engineer in Kraków learning to paint, fed to a real mercuryd over 2026
(bench/newuser/). Each family of sentences a rule a person would name; the real extractor, and the store where a
rule is about what stays live (a real Brain on a SQLite file, and once through a running daemon).

Sentences are written for their family, not copied from the personas' scripts.
"""

from __future__ import annotations

import datetime as dt
import functools

import pytest

from mercuryd.brain.clock import FakeClock
from mercuryd.brain.service import Brain
from tests import chat
from tests.conftest import DaemonProc

AT = dt.datetime(2026, 2, 10, 18, 0, tzinfo=dt.UTC)

facts = functools.partial(chat.facts, at=AT)
summaries = functools.partial(chat.summaries, at=AT)


def _day(month: int, day: int = 10) -> dt.datetime:
    return dt.datetime(2026, month, day, 18, 0, tzinfo=dt.UTC)


# ---------------------------------------------------------------- "I am night owl": who one is, never a name

@pytest.mark.parametrize(("text", "summary"), [
    ("I am night owl, I study best after midnight.", "User is a night owl"),
    ("Hello. I am early bird, so mornings suit me.", "User is an early bird"),
    ("I am light sleeper.", "User is a light sleeper"),
])
def test_a_trait_said_without_its_article_is_the_trait(text: str, summary: str) -> None:
    got = facts(text)
    assert summary in [s for _, s, _, _ in got], got
    assert not [a for _, _, a, _ in got if a == "name"], got


def test_a_name_after_i_am_is_still_a_name() -> None:
    assert ("name", "bogdan") in [(a, v) for _, _, a, v in facts("Hello, I am Bogdan, I work nights.")]


def test_night_owl_leaves_the_name(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(1), "c1", "Hi, I'm Bogdan, 58, a tram driver in Łódź.")
    chat.hear(brain, clock, _day(2), "c2", "I am night owl, I read until 3am most nights.")
    live = chat.live_summaries(brain)
    assert "User's name is Bogdan" in live and "User is a night owl" in live, live


# ---------------------------------------------------------------- a routine someone keeps the user to

@pytest.mark.parametrize(("text", "summary"), [
    ("my gran makes me eat porridge every morning haha", "User eats porridge every morning"),
    ("My husband makes me walk the dog every evening.", "User walks the dog every evening"),
])
def test_a_routine_one_is_made_to_keep_is_the_users(text: str, summary: str) -> None:
    got = summaries(text)
    assert summary in got, got
    assert not [s for s in got if "makes them" in s], got


def test_made_to_do_once_is_no_routine() -> None:
    assert not [s for s in summaries("My boss made me redo the whole report.") if s.startswith("User ")
                and "every" in s]


# ---------------------------------------------------------------- "keep them plain" after what is said of every answer

@pytest.mark.parametrize("text", ["Your replies have got far too many tables recently. Keep them plain.",
                                  "Too many emojis in your answers. Keep them plain please."])
def test_keep_them_plain_after_a_word_on_every_answer_is_a_rule(text: str) -> None:
    assert "User wants plain answers" in summaries(text), summaries(text)


@pytest.mark.parametrize("text", ["Draft me a thank-you note. Keep it plain.", "Your last answer was long. Keep it short."])
def test_keep_it_after_one_piece_is_that_piece(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User wants")], summaries(text)


# ---------------------------------------------------------------- a high reading down, a limit eased

@pytest.mark.parametrize(("text", "summary"), [
    ("My cholesterol is back to normal now.", "User's cholesterol is back to normal"),
    ("BP's down, can ease off the sugar.", "User's blood pressure is down and they can ease up on sugar"),
    ("The nurse says I can ease up on the caffeine now.", "User can ease up on caffeine"),
])
def test_a_reading_down_and_a_limit_eased_are_read(text: str, summary: str) -> None:
    assert summary in summaries(text), summaries(text)


@pytest.mark.parametrize("text", ["Is my blood pressure down?", "My blood pressure isn't down yet.",
                                  "Petrol prices are down.", "Can I ease up on the salt?"])
def test_what_is_no_reading_down_or_eased_limit_is_not_read(text: str) -> None:
    assert not [s for s in summaries(text) if " is down" in s or "ease up" in s or "back to normal" in s], summaries(text)


def test_blood_pressure_down_ends_it_and_the_diet_kept_for_it(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(2), "c1", "The GP says my blood pressure is too high, so I'm on a low salt diet now.")
    chat.hear(brain, clock, _day(3), "c2", "I can't eat shellfish, I'm allergic.")
    chat.hear(brain, clock, _day(8), "c3", "My blood pressure is back down, the GP is pleased.")
    live = chat.live_summaries(brain)
    assert not [s for s in live if "high blood pressure" in s or "low salt" in s], live
    assert [s for s in live if "shellfish" in s], live  # a limit told elsewhere stays


def test_a_limit_eased_ends_the_limit_on_it(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(2), "c1", "I'm on a low sugar diet these days.", "Always use metric units.")
    chat.hear(brain, clock, _day(3), "c2", "I'm on a low salt diet as well.")
    chat.hear(brain, clock, _day(8), "c3", "The dietitian says I can ease up on the sugar now.")
    live = chat.live_summaries(brain)
    assert "User can ease up on sugar" in live, live
    assert not [s for s in live if "low sugar" in s], live
    assert [s for s in live if "low salt" in s] and [s for s in live if "metric" in s], live


# ---------------------------------------------------------------- a relative's plan called off, or given up

def test_a_relatives_visit_called_off_by_its_month_ends_it(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(2), "c1", "My younger brother Kofi is planning to come to Toronto in October to study law.")
    assert [s for s in chat.live_summaries(brain) if "Toronto" in s], chat.live_summaries(brain)  # the plan was kept
    chat.hear(brain, clock, _day(6), "c2", "Kofi's visa was refused, so he is not coming in October after all.")
    live = chat.live_summaries(brain)
    assert not [s for s in live if "Toronto" in s], live


def test_a_relatives_plan_called_off_naming_another_month_is_left(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(2), "c1", "My younger brother Kofi is planning to come to Toronto in October to study law.")
    chat.hear(brain, clock, _day(6), "c2", "Kofi is not coming in March after all.")
    assert [s for s in chat.live_summaries(brain) if "Toronto" in s], chat.live_summaries(brain)


def test_a_relative_staying_put_ends_the_move(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(2), "c1", "My daughter Ewa lives in Dublin.", "Ewa is planning to move back to Gdańsk next spring.")
    chat.hear(brain, clock, _day(6), "c2", "Ewa changed her mind, she's staying in Dublin.")
    live = chat.live_summaries(brain)
    assert not [s for s in live if "Gdańsk" in s], live
    assert [s for s in live if "Dublin" in s], live


def test_another_relative_staying_leaves_the_move(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(2), "c1", "My daughter Ewa lives in Dublin.", "Ewa is planning to move back to Gdańsk next spring.",
              "My son Piotr lives in Oslo.")
    chat.hear(brain, clock, _day(6), "c2", "Piotr changed his mind, he's staying in Oslo.")
    assert [s for s in chat.live_summaries(brain) if "Gdańsk" in s], chat.live_summaries(brain)


# ---------------------------------------------------------------- a relative back in the office

def test_back_in_the_office_ends_working_from_home(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(2), "c1", "My wife Lena works from home on Tuesdays and Thursdays.")
    assert [s for s in chat.live_summaries(brain) if "from home" in s], chat.live_summaries(brain)  # the routine was kept
    chat.hear(brain, clock, _day(6), "c2", "Lena is back in the office full time now.")
    live = chat.live_summaries(brain)
    assert not [s for s in live if "from home" in s], live


def test_back_in_the_office_for_a_day_leaves_it(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(2), "c1", "My wife Lena works from home on Tuesdays and Thursdays.")
    chat.hear(brain, clock, _day(6), "c2", "Lena is back in the office today for a meeting.")
    assert [s for s in chat.live_summaries(brain) if "from home" in s], chat.live_summaries(brain)


def test_another_relative_back_in_the_office_leaves_it(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(2), "c1", "My wife Lena works from home on Tuesdays and Thursdays.", "My brother Tom is an architect.")
    chat.hear(brain, clock, _day(6), "c2", "Tom is back in the office full time now.")
    assert [s for s in chat.live_summaries(brain) if "from home" in s], chat.live_summaries(brain)


# ---------------------------------------------------------------- a relative's routine moved

def test_a_routine_named_in_capitals_after_her_name_is_hers() -> None:
    said = summaries("My son Oisín is 9.", "Oisín's Gaelic football has moved to Friday evenings.")
    assert "User's son Oisín has Gaelic football on Friday evenings" in said, said


def test_a_relatives_routine_moved_replaces_the_old_day(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(2), "c1", "My son Oisín does Gaelic football on Tuesday evenings.",
              "He does swimming on Saturday mornings.")
    chat.hear(brain, clock, _day(6), "c2", "Oisín's Gaelic football has moved to Friday evenings.")
    live = chat.live_summaries(brain)
    assert [s for s in live if "Friday" in s] and not [s for s in live if "Tuesday" in s], live
    assert [s for s in live if "swimming" in s], live  # another routine of his stays


# ---------------------------------------------------------------- through a running daemon

def test_a_year_of_changes_through_the_daemon(daemon: DaemonProc) -> None:
    chat.ingest(daemon, "d1", "2026-01-08T19:00:00Z", "Hi, I'm Bogdan, 58, a tram driver in Łódź.")
    chat.ingest(daemon, "d2", "2026-02-08T19:00:00Z", "I am night owl, I read until 3am most nights.",
                "My wife Lena works from home on Tuesdays and Thursdays.")
    chat.ingest(daemon, "d3", "2026-05-08T19:00:00Z", "Lena is back in the office full time now.")
    live = {m["summary"] for m in daemon.call("memory.list", {"scope": "all"})["items"]}
    assert "User's name is Bogdan" in live and "User is a night owl" in live, live
    assert not [s for s in live if "from home" in s], live


# ---------------------------------------------------------------- a wish withdrawn, one of two, or a rule against lifted

def test_one_of_two_wishes_withdrawn_keeps_the_other(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(2), "c1", "Please use British spelling and plain language when you answer me.")
    chat.hear(brain, clock, _day(6), "c2", "You don't need to use plain language any more, my English is fine now.")
    live = chat.live_summaries(brain)
    assert "User wants British spelling" in live, live
    assert not [s for s in live if s.startswith("User wants") and "plain language" in s], live


def test_a_wish_withdrawn_leaves_another_wish(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(2), "c1", "Please use British spelling and plain language when you answer me.")
    chat.hear(brain, clock, _day(6), "c2", "You don't need to use bullet points any more.")
    assert "User wants British spelling and plain language" in chat.live_summaries(brain), chat.live_summaries(brain)


@pytest.mark.parametrize(("text", "summary"), [
    ("Forget what I said about no emojis, they're fine.", "User is fine with emojis in answers"),
    ("You can forget the rule about no long paragraphs.", "User is fine with long paragraphs in answers"),
])
def test_forgetting_a_rule_against_lifts_it(text: str, summary: str) -> None:
    assert summary in summaries(text), summaries(text)


@pytest.mark.parametrize("text", ["Forget what I said about the party.", "You can forget the thing about no sugar."])
def test_forgetting_what_is_no_rule_on_answers_is_not_read(text: str) -> None:
    assert not [s for s in summaries(text) if s.startswith("User is fine with")], summaries(text)


def test_forgetting_the_rule_against_walls_of_text_ends_it(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(2), "c1", "Please don't give me walls of text, I read on my phone.")
    assert [s for s in chat.live_summaries(brain) if "walls of text" in s], chat.live_summaries(brain)  # the rule was kept
    chat.hear(brain, clock, _day(6), "c2", "You can forget the thing about no walls of text, I've got a laptop now.")
    live = chat.live_summaries(brain)
    assert not [s for s in live if s.startswith("User does not want") and "walls of text" in s], live


def test_a_reading_down_with_the_limit_it_eases_ends_both(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(2), "c1", "My cholesterol is high.", "I'm on a low fat diet.")
    chat.hear(brain, clock, _day(3), "c2", "I'm on a low sugar diet as well.")
    chat.hear(brain, clock, _day(8), "c3", "Cholesterol's back to normal, can ease up on fat.")
    live = chat.live_summaries(brain)
    assert not [s for s in live if "low fat" in s or s == "User has high cholesterol"], live
    assert [s for s in live if "low sugar" in s], live


# ---------------------------------------------------------------- a relative's mood, then why: the day's news

@pytest.mark.parametrize("text", ["My husband Aled is not happy, he wanted the bigger flat.",
                                  "My mum is devastated, she thinks they'll never visit."])
def test_a_relatives_mood_and_why_is_not_kept(text: str) -> None:
    assert not [s for s in summaries(text) if "happy" in s or "devastated" in s], summaries(text)


def test_what_a_relative_is_then_does_is_kept() -> None:
    said = summaries("My husband Aled is a welder, he works nights.")
    assert "User's husband Aled is a welder" in said and "User's husband Aled works nights" in said, said


# ---------------------------------------------------------------- "don't give me X": the thing itself is not wanted

@pytest.mark.parametrize(("text", "summary"), [
    ("Please don't give me walls of text, I'm on my phone.", "User does not want walls of text"),
    ("Stop giving me recipes with more than ten ingredients.", "User does not want recipes with more than ten ingredients"),
])
def test_what_is_not_to_be_given_to_the_user_is_said_once(text: str, summary: str) -> None:
    assert summary in summaries(text), summaries(text)


@pytest.mark.parametrize(("text", "summary"), [
    ("Never give medical advice in your answers.", "given"),
    ("Never write long intros in your answers.", "written"),
])
def test_what_is_not_to_be_done_keeps_its_participle(text: str, summary: str) -> None:
    assert [s for s in summaries(text) if s.startswith("User does not want") and summary in s], summaries(text)


# ---------------------------------------------------------------- studying beside a job

def test_a_student_title_leaves_the_job_held(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(2), "c1", "I'm a dental nurse at a practice in Swansea.")
    chat.hear(brain, clock, _day(6), "c2", "I'm a hygiene student at Cardiff Met now too, evenings.")
    live = chat.live_summaries(brain)
    assert [s for s in live if "dental nurse" in s] and [s for s in live if "hygiene student" in s], live


def test_a_job_after_studying_ends_the_student_title(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, _day(2), "c1", "I'm a nursing student at Bangor.")
    chat.hear(brain, clock, _day(9), "c2", "I'm a staff nurse at Ysbyty Gwynedd now, qualified in July.")
    live = chat.live_summaries(brain)
    assert [s for s in live if "staff nurse" in s] and not [s for s in live if "nursing student" in s], live


# ---------------------------------------------------------------- who told the news, said after it

@pytest.mark.parametrize(("text", "summary"), [
    ("My son Oisín is 9. Oisín's hurling has moved to Thursday evenings, his coach told me today.",
     "User's son Oisín has hurling on Thursday evenings"),
    ("My sister Ana is moving to Lisbon in May, my mum told me yesterday.", "User's sister Ana is moving to Lisbon in May 2026"),
])
def test_who_told_the_news_is_not_part_of_it(text: str, summary: str) -> None:
    assert summary in summaries(*text.split(". ", 1)) if ". " in text else summaries(text), summaries(text)


def test_what_one_was_told_after_is_not_cut() -> None:
    assert not [s for s in summaries("My son Tom told me he is moving to Leeds.") if s.endswith("told")]
