"""Fresh set w18 (docs/extraction.md, "Fresh set w18 (fresh61, session 64)"): Ghanaian Pidgin ("chale" said first, "I
be" a name, "I dey work"); grandparents called by their Appalachian names; a medical device fitted, said of who fitted
it; a learner's trade retired from with the article left out; how to answer asked as a texter or a learner asks it
("can u explain stuff simply", "please you answer with easy words", "reply only short"); the tone or the language kept
so; the partner named without "my", with the children after "and". Real extractor.

Sentences are written for their family, not copied from the labelled set; near-miss negatives stand beside them.
"""

from __future__ import annotations

import datetime as dt

from tests import chat

TS = dt.datetime(2026, 5, 20, 12, 0, tzinfo=dt.UTC)  # a Wednesday


def said(*lines: str) -> list[str]:
    return [c.summary for c in chat.read(*lines, at=TS)]


# Ghanaian Pidgin: "chale" (the friend addressed) said first is no one's name; "I be" is "I am"; "I dey work" is "I work"
def test_chale_then_i_be_a_name() -> None:
    assert "User's name is Kwesi Boateng" in said("Chale, I be Kwesi Boateng, I sell shoes for my shop in Kaneshie.")


def test_chale_said_first_names_no_relative() -> None:
    got = said("Chale, my uncle say he saw Sarkodie at the mall.")
    assert not any("Chale" in s for s in got), got


def test_chale_as_a_name_stays_a_name() -> None:
    assert "User's best friend is Chale" in said("Chale is my best mate from secondary school.")


def test_i_dey_work_for() -> None:
    got = said("Now I dey work for Vodafone at Kasoa, since March, chale.")
    assert any("Vodafone" in s for s in got), got


def test_i_dey_fine_is_no_fact() -> None:
    assert said("I dey fine, chale.") == []


# "mamaw", "papaw": the grandmother and the grandfather, said of the user's own
def test_mamaw_passed() -> None:
    got = said("My mamaw passed away on Friday, she was 88.")
    assert any(s.startswith("User's grandmother passed away") for s in got), got


def test_papaw_passed() -> None:
    got = said("My papaw passed away in March.")
    assert any(s.startswith("User's grandfather passed away") for s in got), got


def test_a_pawpaw_tree_is_no_grandfather() -> None:
    got = said("We planted a pawpaw tree by the fence.")
    assert not any("grandfather" in s for s in got), got


# a medical device fitted, said of whoever fitted it: "I had … fitted"
def test_device_fitted_by_the_surgeon() -> None:
    assert "User had a stent fitted on Monday, 18 May 2026" in said("The surgeon fitted me with a stent on Monday.")
    assert "User had a knee brace fitted on 19 May 2026" in said("They fitted me with a knee brace yesterday.")


def test_a_suit_fitted_is_no_device() -> None:
    got = said("The tailor fitted me with a new suit for the wedding.")
    assert not any("fitted" in s for s in got), got


# a learner's trade plied for years and retired from, the article left out
def test_trade_retired_from_without_article() -> None:
    assert "User is a retired mechanic" in said("I was mechanic for 30 years in Tarnow, now I am retired.")


def test_illness_before_retirement_is_no_trade() -> None:
    got = said("I was sick for 3 years, now I am retired.")
    assert not any("retired sick" in s for s in got), got


# how to answer, asked as a texter or a learner asks it
def test_can_u_explain_stuff_simply() -> None:
    assert "User wants simple explanations, as if they were 10" in said("could u explain stuff simply like im 10 haha")


def test_can_you_explain_simply_asked_is_no_rule() -> None:
    assert said("Can you explain things simply?") == []


def test_please_you_answer_with_easy_words() -> None:
    assert "User wants answers with easy words" in said("Please you answer with easy words, my English is not good")


def test_reply_only_short() -> None:
    assert "User wants short answers" in said("Reply only short please")


# the tone or the language of every answer, kept so
def test_keep_the_tone_formal() -> None:
    assert "User wants formal tone" in said("Kindly keep the tone formal.")


def test_keep_the_tone_of_a_letter_in_mind_is_no_rule() -> None:
    assert said("Keep the tone of the letter in mind.") == []


# the partner named without "my", the children after "and"
def test_wife_and_our_son_without_my() -> None:
    assert "User's wife is Ilse" in said("Wife Ilse and our son are moving here in July.")


def test_a_show_named_wife_is_no_wife() -> None:
    assert said("Wife Swap and Gogglebox are on tonight.") == []
