"""Three voices written before the fresh32 round (docs/extraction.md, "A thirty-second fresh set (`j15-*`, fresh32 …)"): a Baptist
pastor in rural Georgia in Southern English, a crofter on Skye in Highland English with Gaelic words, a steelpan tuner
in Trinidad in Trinidadian Creole. Each family of sentences a rule a person would name; the real extractor.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt
import functools

import pytest

from tests import chat

AT = dt.datetime(2026, 9, 8, 9, 0, tzinfo=dt.UTC)

facts = functools.partial(chat.facts, at=AT)
summaries = functools.partial(chat.summaries, at=AT)


# ---------------------------------------------------------------- retiring at the end of the year or a month

@pytest.mark.parametrize(("text", "said"), [
    ("I'm retiring at the end of the year.", "User is retiring at the end of 2026"),
    ("I'm retiring from nursing at the end of the year, my last shift is on a Friday.",
     "User is retiring from nursing at the end of 2026"),
    ("I'm retiring at the end of March.", "User is retiring at the end of March 2027"),
    ("I'm going to retire in November.", "User is going to retire in November 2026"),
])
def test_retiring_at_the_edge_of_a_year_or_month_is_a_dated_decision(text: str, said: str) -> None:
    found = facts(text)
    assert [(f[0], f[1]) for f in found] == [("decision", said)], found


def test_the_end_of_the_year_gone_by_is_left_as_said() -> None:
    assert not [s for s in summaries("I retired at the end of the year.") if "2026" in s]


# ---------------------------------------------------------------- who leads a congregation

@pytest.mark.parametrize(("text", "said"), [
    ("I'm the vicar of a small parish outside Ludlow.", "User is the vicar of a small parish outside Ludlow"),
    ("I'm the rabbi at Beth Shalom in Leeds, so Fridays are busy.", "User is the rabbi at Beth Shalom in Leeds"),
    ("I pastor a small chapel, Ebenezer, in Treorchy.", "User is the pastor of a small chapel, Ebenezer, in Treorchy"),
])
def test_a_post_over_a_congregation_is_the_users_job(text: str, said: str) -> None:
    found = facts(text)
    assert [(f[0], f[1]) for f in found] == [("identity", said)], found


def test_pastoring_people_is_no_post() -> None:
    assert not [s for s in summaries("I pastor the teenagers on Wednesday nights.") if "pastor of" in s]


# ---------------------------------------------------------------- a croft, a couple's child by name

def test_a_croft_is_a_holding_one_has() -> None:
    assert summaries("I've a croft near Uig with thirty ewes.") == ["User has a croft near Uig with thirty ewes"]
    assert summaries("The croft next door is up for sale.") == []


@pytest.mark.parametrize(("text", "who"), [
    ("Our lad Fergus is starting at Stirling in September.", "User's son Fergus"),
    ("Our lass Isla is getting married in June.", "User's daughter Isla"),
])
def test_our_boy_or_lass_before_a_name_is_the_couples_child(text: str, who: str) -> None:
    assert [s for s in summaries(text) if s.startswith(who)], summaries(text)


def test_our_boys_as_a_team_are_no_child() -> None:
    assert not [s for s in summaries("Our boys won the league on Saturday.") if "son" in s]


# ---------------------------------------------------------------- a sense being lost

@pytest.mark.parametrize(("text", "said"), [
    ("My hearing is going in my right ear.", "User is losing their hearing in the right ear"),
    ("The audiologist says I'm losing my hearing.", "User is losing their hearing"),
    ("I'm going deaf in one ear from the drilling.", "User is losing their hearing in one ear"),
    ("My eyesight is getting worse.", "User is losing their sight"),
])
def test_a_sense_being_lost_is_a_condition(text: str, said: str) -> None:
    found = facts(text)
    assert [(f[0], f[1]) for f in found] == [("constraint", said)], found


@pytest.mark.parametrize("text", [
    "My hearing is going to be tested on Tuesday.",
    "I'm losing my sight for an hour after the eye drops.",
])
def test_a_test_or_a_moment_is_no_loss(text: str) -> None:
    assert not [s for s in summaries(text) if "losing their" in s]


# ---------------------------------------------------------------- Eastern Caribbean English

@pytest.mark.parametrize(("text", "said"), [
    ("Meh daughter Keisha is a teacher in Arima.", "User's daughter Keisha is a teacher in Arima"),
    ("I does drive a maxi taxi for a living.", "User drives a maxi taxi for a living"),
    ("Meh son Darren going to study law at UWI.", "User's son Darren is going to study law at UWI"),
])
def test_meh_is_my_and_i_does_is_the_habitual_present(text: str, said: str) -> None:
    assert said in summaries(text)


@pytest.mark.parametrize("text", ["The film was so meh.", "Meh, my brother says it's fine."])
def test_meh_as_a_shrug_is_left(text: str) -> None:
    assert not [s for s in summaries(text) if "User's film" in s or "User's my" in s]


def test_a_full_name_then_the_work_names_the_writer() -> None:
    said = summaries("Morning. Anil Persad, I run a roti shop in Chaguanas.")
    assert "User's name is Anil Persad" in said and "User runs a roti shop in Chaguanas" in said


@pytest.mark.parametrize("text", ["Taylor Swift, I'm a huge fan.", "Port Louis, I work there now."])
def test_a_name_not_the_writers_is_left(text: str) -> None:
    assert not [s for s in summaries(text) if "name is" in s]


def test_a_decision_told_in_the_bare_present_is_decided() -> None:
    said = summaries("Big news, I decide to open my own bakery in San Juan from March.")
    assert said == ["User has decided to open their own bakery in San Juan from March 2027"], said
    assert summaries("If I decide to move, I'll tell you.") == []


# ---------------------------------------------------------------- Southern US and Highland English

def test_a_request_in_the_progressive_is_the_request() -> None:
    said = summaries("Now listen, don't be using all them emojis in your answers.")
    assert said == ["User does not want emojis used in answers"], said


def test_a_gaelic_address_before_the_request_is_no_part_of_it() -> None:
    assert summaries("Oh and a charaid, no American spellings please.") == ["User wants no American spellings"]


def test_fixing_to_is_going_to() -> None:
    assert "User's sister Mary-Beth is going to have a baby in March 2027" in summaries(
        "My sister Mary-Beth is fixin' to have a baby in March.")


def test_what_a_relative_keeps_telling_the_user_is_theirs() -> None:
    said = summaries("My husband Ray keeps telling me to take it easy. He's been telling me that for years.")
    assert said == ["User's husband is Ray"], said
    assert "User's husband Ray has been working nights since May 2026" in summaries("My husband Ray has been working nights since May.")


# ---------------------------------------------------------------- medicines by what they treat, a waiting list

@pytest.mark.parametrize(("text", "said"), [
    ("The nurse swapped my cholesterol tablets for a new brand.", "User takes medication for their cholesterol"),
    ("I take pills for my thyroid every morning.", "User takes medication for their thyroid"),
    ("Left my asthma inhaler in the car again.", "User takes an inhaler for their asthma"),
])
def test_a_medicine_named_by_what_it_treats_is_taken(text: str, said: str) -> None:
    assert said in summaries(text)


@pytest.mark.parametrize("text", ["I picked up my dad's blood pressure tablets.", "Should I take my thyroid pills with coffee?"])
def test_someone_elses_medicine_or_a_question_is_not_taken(text: str) -> None:
    assert not [s for s in summaries(text) if "takes" in s]


def test_the_doctor_where_they_are_and_the_story_after_the_medicine() -> None:
    assert "User takes statins" in summaries("The doctor up in Kendal put me on statins after my check-up in May.")


@pytest.mark.parametrize(("text", "said"), [
    ("I'm on the waiting list for a knee replacement at Morriston.", "User is on the waiting list for a knee replacement at Morriston"),
    ("I'm still on the list for a cataract operation.", "User is on the waiting list for a cataract operation"),
])
def test_an_operation_waited_for_is_kept(text: str, said: str) -> None:
    assert said in summaries(text)


@pytest.mark.parametrize("text", ["I'm on the list for the pub quiz.", "I'm on the list for a replacement at Ninewells."])
def test_a_list_for_no_operation_or_for_an_unnamed_one_is_left(text: str) -> None:
    assert not [s for s in summaries(text) if "waiting list" in s]


def test_two_units_with_pints_are_how_to_measure() -> None:
    assert "User wants pints and ounces" in summaries("Please use pints and ounces, our jug is an old one.")


def test_the_medicine_named_wins_over_what_it_treats() -> None:
    said = summaries("The nurse has swapped my cholesterol tablets. I now take atorvastatin 20mg at night.")
    assert said == ["User now takes atorvastatin 20mg at night"], said


def test_the_medicine_named_as_a_routine_wins_too() -> None:
    said = summaries("The GP switched my thyroid pills. I take levothyroxine 50mcg every morning now.")
    assert not [s for s in said if "for their thyroid" in s], said


# ---------------------------------------------------------------- a condition a clinician named, said after

def test_a_condition_the_doctor_named_after_the_story_is_the_users() -> None:
    said = summaries("My GP put me on metformin, type 2 diabetes she called it.")
    assert "User has type 2 diabetes" in said and "User takes metformin" in said, said
    assert "User has vertigo" in summaries("Had a dizzy spell on Monday, vertigo the doctor called it.")


def test_a_word_someone_used_for_no_condition_is_left() -> None:
    assert summaries("The kitchen was a mess, chaos he called it.") == []


def test_eh_after_a_request_is_a_tag() -> None:
    assert summaries("Keep your replies brief eh, I read them in the cab.") == ["User wants brief replies"]
