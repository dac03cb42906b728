"""Fresh set d16 (docs/extraction.md, "Fresh set d16 (fresh50, session 53)"): "Sri Lanka" no honorific; places to stay
run as businesses; a word alone before "doctor signed me off" no name; a trade by its own name after "work as a"; makers
and groundsmen as trades; a trade "since N years"; "me ma", "our kid <Name>"; "come January"; "stop callin me X, it's
Y"; "doctor signed me off"; "me and <Name> getting married"; what is said after a fact (proud, thank God, both of us
fine, a first order); "thank God" is nothing "it" means; a grandchild named after a comma, accents in names; livestock
run; an illness caught; "when you write for me"; cheering-up not wanted; mistakes to correct; "write simple with me",
"always <answers> for me". Real extractor.

Sentences are written for their family, not copied from the labelled set; near-miss negatives stand beside them.
"""

from __future__ import annotations

import datetime as dt

from mercuryd.brain import spelling
from tests import chat

TS = dt.datetime(2026, 9, 16, 12, 0, tzinfo=dt.UTC)  # a Wednesday


def summaries(*lines: str) -> list[str]:
    return [c.summary for c in chat.read(*lines, at=TS)]


def typed(*lines: str) -> list[tuple[str, str]]:
    return [(c.type, c.summary) for c in chat.read(*lines, at=TS)]


def persons(*lines: str) -> set[str]:
    return {p.name for c in chat.read(*lines, at=TS) for p in c.persons}


# "Sri Lanka" is a country, no honorific before a name
def test_sri_lanka_keeps_its_sri() -> None:
    assert any("to Sri Lanka" in s for s in summaries("We are moving back to Sri Lanka in March."))


def test_smt_before_a_name_is_still_an_honorific() -> None:
    assert "Smt" not in spelling.standard("My mother, Smt. Kamala Iyer, lives with us.")
    assert "Sri Lanka" in spelling.standard("My mother lives in Sri Lanka.")


# a place to stay, run as a business
def test_running_a_lodge_or_an_inn_is_who_one_is() -> None:
    assert ("identity", "User runs a small inn near Kanazawa") in typed("I run a small inn near Kanazawa.")
    assert ("identity", "User runs a mountain lodge above Zermatt with 9 rooms") in typed(
        "I run a mountain lodge above Zermatt with 9 rooms.")


def test_running_the_lodge_meetings_is_no_business() -> None:
    assert not any(t == "identity" for t, _ in typed("I run the lodge meetings on Thursdays."))


# a word alone, then someone who did something: no name signed before a role
def test_a_word_before_a_doctor_who_did_something_is_no_name() -> None:
    assert not any("name" in s for s in summaries("exhaustion. doctor signed me off for two weeks."))
    assert not any("name" in s for s in summaries("shingles. physio says rest."))


def test_a_name_before_a_bare_role_is_still_read() -> None:
    assert "User's name is Bram" in summaries("bram. nurse at the UMC, nights mostly")


# a trade by its own name, after "work as a"
def test_work_as_an_unlisted_trade_at_a_place() -> None:
    assert "User works as a toji at a brewery in Akita" in summaries("I work as a toji at a brewery in Akita.")


def test_work_as_a_volunteer_or_a_team_is_no_trade() -> None:
    # (session 54, lo33: volunteering said with "work as", read as volunteering, no trade)
    assert summaries("I work as a volunteer at the hospice.") == ["User volunteers at the hospice"]
    assert summaries("We work as a team at the depot.") == []


# makers and grounds trades
def test_makers_and_groundsmen_are_trades() -> None:
    assert "User is a clockmaker in Bern" in summaries("I'm a clockmaker in Bern.")
    assert "User is a greenkeeper at a golf club" in summaries("I'm a greenkeeper at a golf club.")


def test_a_pacemaker_is_no_trade() -> None:
    assert not any(t == "identity" for t, _ in typed("I'm a pacemaker patient since May."))
    assert not any("is a troublemaker" in s for s in summaries("I'm a troublemaker at heart."))


# a trade "since N years", as French and German say it
def test_a_trade_since_years_without_its_article() -> None:
    assert "User is a luthier" in summaries("I am luthier since 12 years, I work in Mirecourt.")
    assert "User is a cabinetmaker" in summaries("I'm cabinetmaker since 20 years.")


def test_since_years_without_a_trade_is_left() -> None:
    assert "I am here since 3 years" in spelling.standard("I am here since 3 years.").replace("for", "since")
    assert not any("is a" in s for s in summaries("I am tired since 3 years."))


# "me" for "my" before a relative; "our kid" by name
def test_me_before_a_relative_is_my() -> None:
    assert "User's dad has had a stroke" in summaries("me da has had a stroke.")
    assert any(s.startswith("User's brother Liam") for s in summaries("our kid Liam's moved to Wigan."))


def test_me_as_the_one_told_is_left() -> None:
    assert "tell me mum" in spelling.standard("can you tell me mum's birthday idea is good")
    assert not any("brother" in s for s in summaries("our kid is 4 and loves trains."))


# "come January": when it comes
def test_come_a_month_is_in_that_month() -> None:
    assert "in February" in spelling.standard("I'm retiring come February.")
    assert any("in February 2027" in s for s in summaries("I'm retiring come February."))


def test_come_after_a_subject_is_the_verb() -> None:
    assert "they come January" in spelling.standard("the geese, they come January every year")
    assert "will come March" in spelling.standard("the builders will come March at the earliest")


# the name to be called by, the other corrected
def test_stop_calling_me_one_name_its_another() -> None:
    assert "User goes by Robbie" in summaries("oh and stop callin me Robert, its robbie")


def test_stop_calling_me_without_a_name_given_is_left() -> None:
    assert not any("goes by" in s for s in summaries("stop calling me at work please."))


# the doctor signed the user off
def test_doctor_signed_me_off() -> None:
    assert "User is signed off work for 3 weeks" in summaries("my GP signed me off for 3 weeks.")


def test_signed_off_on_a_form_is_no_sick_leave() -> None:
    assert not any("signed off work" in s for s in summaries("the manager signed me off on the forklift training."))


# the user and whom, getting married
def test_me_and_a_name_getting_married() -> None:
    found = chat.read("me and Priti getting married in Goa on 20 january", at=TS)
    assert any("Priti" in c.summary and "married" in c.summary for c in found)
    assert "Priti" in {p.name for c in found for p in c.persons}


def test_someone_else_and_a_name_getting_married_is_theirs() -> None:
    assert not any("User" in s and "married" in s for s in summaries("Joe and Priti getting married is all anyone talks about."))


# what is said after a fact, no part of it
def test_proud_after_a_fact_is_left() -> None:
    assert "User's daughter Ines is starting medicine at Coimbra in October 2026" in summaries(
        "My daughter Ines is starting medicine at Coimbra next month, very proud.")


def test_thank_god_after_a_loss_is_left() -> None:
    assert "User lost the barn roof in the storm" in summaries("We lost the barn roof in the storm, thank goodness nobody was hurt.")


def test_how_all_are_after_a_birth_is_left() -> None:
    assert "User's son Tomas was born on 2 September 2026" in summaries("Our son Tomas was born on 2 September, both of us are fine.")


def test_a_first_order_after_opening_is_left() -> None:
    assert any(s.startswith("User opened a shop on Shopify") and "Oslo" not in s
               for s in summaries("I opened a shop on Shopify, first order from Oslo already!"))


def test_ha_at_the_end_is_left() -> None:
    assert not any(s.endswith(" ha") for s in summaries("my husband Levon is counting my biscuits ha"))


def test_proud_of_something_said_is_kept() -> None:
    # (proud of what, said: more than how one feels)
    assert any(s.endswith("proud of his results in chemistry") for s in summaries(
        "My son Davit is starting at Yerevan State next month, proud of his results in chemistry."))


# "thank God" is nothing "it" means after
def test_thank_god_is_no_antecedent() -> None:
    found = summaries("the flood reached the yard, thank God the house is dry. My son Aram cut his arm clearing it.")
    assert not any("God" in s for s in found)


# a grandchild named after a comma, accents in names
def test_a_grandchild_named_after_a_comma() -> None:
    found = summaries("our daughter Zoé had a little boy, Théo, on 4 September.")
    assert "User's grandson Théo was born on 4 September 2026" in found
    assert "User's daughter is Zoé" in found


def test_a_daughter_who_had_a_boy_without_a_name_names_no_grandchild() -> None:
    assert not any("grandson" in s for s in summaries("My daughter had a boy, so we drove down."))


# livestock run is a trade
def test_running_head_of_cattle_is_who_one_is() -> None:
    assert ("identity", "User runs about 300 head of Hereford on the home farm") in typed(
        "I run about 300 head of Hereford on the home farm.")


def test_running_kilometres_is_still_a_habit() -> None:
    assert ("habit", "User runs 10k every Sunday") in typed("I run 10k every Sunday.")


# an illness caught, with its time
def test_an_illness_caught_is_an_event() -> None:
    assert any(t == "episode" and "food poisoning" in s for t, s in typed("I got food poisoning on Saturday."))
    assert any(t == "episode" and "pneumonia" in s for t, s in typed("I got pneumonia in August."))


def test_got_tired_is_no_illness() -> None:
    assert summaries("I got tired last week.") == []


# "when you write for me": every time, no context of its own
def test_when_you_write_for_me_is_every_time() -> None:
    assert "User wants Australian spelling" in summaries("When you write for me, please use Australian spelling.")


def test_when_you_write_for_my_customers_is_not_every_answer() -> None:
    assert "User wants Australian spelling" not in summaries("When you write for my customers, use Australian spelling.")


# cheering-up not wanted
def test_no_motivational_stuff() -> None:
    assert "User wants no motivational stuff" in summaries("no motivational stuff please.")
    assert "User does not want get well soon stuff" in summaries("please don't send me get well soon stuff.")


def test_no_more_stuff_is_no_rule() -> None:
    assert summaries("no more stuff please, the garage is full.") == []


# the user's mistakes, corrected every time
def test_correct_my_mistakes() -> None:
    assert "User wants their mistakes corrected strictly" in summaries("Please correct all of my mistakes strictly.")
    assert "User wants their grammar corrected" in summaries("please correct my grammar.")


def test_correct_my_mistakes_in_one_text_is_the_task() -> None:
    assert summaries("please correct my mistakes in this cover letter") == []


# "write simple with me", "always <answers> for me"
def test_write_simple_with_me() -> None:
    assert "User wants answers in simple language" in summaries("Please write simple with me.")


def test_always_answers_for_me() -> None:
    assert "User wants short answers" in summaries("always short answers for me pls")


def test_always_a_drink_for_me_is_no_rule() -> None:
    assert summaries("always tea for me") == []


# "halo" is hello (Indonesian, Malay, Czech), not a word of the user's name or role
def test_halo_bro_opens_an_introduction() -> None:
    found = summaries("halo bro, im Wayan, surf instructor in Canggu")
    assert "User's name is Wayan" in found
    assert "User is a surf instructor in Canggu" in found


def test_halo_the_game_is_no_greeting() -> None:
    assert "User's favorite game is Halo" in summaries("Halo is my favourite game.")
