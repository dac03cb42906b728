"""Fresh voices, r14 round (docs/extraction.md, "Four more voices (r14)"): a retired tea farmer dictating without
punctuation, a terse architect writing bullet lists, a grandmother typing short lines and correcting herself, a
nurse practitioner mixing in French. Each family of sentences a rule a person would name; the real extractor,
and what the store does with them through a real Brain on a SQLite file.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt
import functools

import pytest

from mercuryd.brain.clock import FakeClock
from mercuryd.brain.service import Brain
from tests import chat

AT = dt.datetime(2026, 9, 9, 18, 0, tzinfo=dt.UTC)  # a Wednesday

facts = functools.partial(chat.facts, at=AT)
summaries = functools.partial(chat.summaries, at=AT)


live = chat.live_summaries


# ---------------------------------------------------------------- a blank line or a new list item ends the line

def test_a_list_item_without_a_full_stop_ends_at_the_blank_line() -> None:
    said = summaries("News:\n- Relocating to Leeds w/ my partner, 1st Nov\n\nCan you draft a note to my landlord?")
    moves = [s for s in said if "Leeds" in s]
    assert moves and all("landlord" not in s and "draft" not in s for s in moves)


def test_each_list_item_is_read_alone() -> None:
    said = summaries("Quick facts:\n- I play the cello\n- I am allergic to penicillin")
    assert any("cello" in s and "penicillin" not in s for s in said)
    assert any("penicillin" in s and "cello" not in s for s in said)


def test_a_line_wrapped_inside_a_sentence_still_reads_as_one() -> None:
    said = summaries("I work as a carpenter\nin Dunedin and I love it.")
    assert any("carpenter" in s for s in said)


# ---------------------------------------------------------------- a correction right after the fact

@pytest.mark.parametrize(("turns", "wanted", "gone"), [
    (("My choir practice is every Tuesday evening.", "no wait, it's Wednesday not Tuesday"), "Wednesday", "Tuesday"),
    (("I do yoga every Friday.", "sorry its on Saturday now"), "Saturday", "Friday"),
    (("We're moving to Halifax in the spring - no, it's Moncton, not Halifax, sorry.",), "Moncton", "Halifax"),
])
def test_a_correction_replaces_what_it_corrects(turns: tuple[str, ...], wanted: str, gone: str) -> None:
    said = " | ".join(summaries(*turns))
    assert wanted in said and gone not in said


def test_a_correction_of_something_not_kept_changes_nothing_else() -> None:
    said = summaries("My sister Ines lives in Porto.", "it's Friday not Monday, the delivery I mean")
    assert "User's sister Ines lives in Porto" in said


def test_a_correction_two_messages_later_does_not_reach_back() -> None:
    said = " | ".join(summaries("I swim every Thursday.", "Also my son is 9.", "no it's Sunday now"))
    assert "every Thursday" in said


def test_the_corrected_day_is_what_the_store_keeps(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, AT, "c", "I go to the pottery class every Monday", "no its Tuesday now")
    kept = " | ".join(live(brain))
    assert "Tuesday" in kept and "Monday" not in kept


# ---------------------------------------------------------------- a relative without the "my"

@pytest.mark.parametrize(("text", "wanted"), [
    ("FYI:\n- Husband (Arun) is a pilot\n- Moving flats next month", "User's husband Arun is a pilot"),
    ("Daughter is a vet in Leeds.", "User's daughter is a vet in Leeds"),
    ("Brother lives in Perth now.", "User's brother lives in Perth"),
])
def test_a_relative_said_without_my_is_the_users(text: str, wanted: str) -> None:
    assert wanted in summaries(text)


def test_a_bare_relative_is_no_job() -> None:
    said = summaries("Wife is a dentist.")
    assert not any(s.startswith("User is a Wife") for s in said)


def test_a_relation_word_used_otherwise_is_left_alone() -> None:
    said = summaries("Sons of Anarchy is my favourite show.")
    assert not any(s.startswith("User's sons") for s in said)


# ---------------------------------------------------------------- ages after names in a list of relatives

def test_ages_after_names_without_brackets_keep_the_list_going() -> None:
    (kids,) = [c for c in chat.read("my kids are Noor 12, Sami 9 and Lina 4", at=AT) if c.type == "relationship"]
    assert {p.name for p in kids.persons} == {"Noor", "Sami", "Lina"}


# ---------------------------------------------------------------- a name and an age, the "I'm" dropped

@pytest.mark.parametrize(("text", "name", "age"), [
    ("Background:\n- Kwame, 37\n- Data engineer in Accra", "Kwame", "37"),
    ("About me: Ilse, 52, teacher in Utrecht.", "Ilse", "52"),
])
def test_a_name_and_an_age_opening_the_first_message(text: str, name: str, age: str) -> None:
    said = summaries(text)
    assert f"User's name is {name}" in said
    assert any(age in s and "old" in s for s in said)


@pytest.mark.parametrize("text", [
    "Sorry, 20 minutes late today.",
    "Monday, 10 works for the call.",
    "Thanks, 15 is plenty.",
])
def test_a_common_word_and_a_number_is_no_introduction(text: str) -> None:
    assert not any("name is" in s or "years old" in s for s in summaries(text))


def test_a_name_and_an_age_later_in_a_conversation_is_not_read_as_the_users() -> None:
    said = summaries("I need a gift idea.", "Jonas, 12, loves dinosaurs.")
    assert "User's name is Jonas" not in said


# ---------------------------------------------------------------- the language of every piece of code, without a verb

@pytest.mark.parametrize(("text", "wanted"), [
    ("Standing rule going fwd: all code snippets in Rust unless I ask otherwise.", "User wants all code snippets in Rust"),
    ("Going forward: examples in TypeScript.", "User wants examples in TypeScript"),
    ("House rule: code examples in Kotlin please.", "User wants code examples in Kotlin"),
])
def test_the_language_of_code_said_without_a_verb_is_a_rule(text: str, wanted: str) -> None:
    assert any(s.startswith(wanted) for s in summaries(text))


def test_examples_in_a_place_are_no_rule() -> None:
    assert not any("examples" in s for s in summaries("There are good examples in the appendix."))
