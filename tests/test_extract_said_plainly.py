"""Who the user is, said plainly in words the rules did not know: a faith with its branch, pronouns said with a verb,
"a lefty", a gender in lower case, and the past said with "I'm" as a second language may say it.

Every sentence here was written for this test.
"""

from __future__ import annotations

import datetime as dt

import pytest

from tests.chat import facts, summaries

AT = dt.datetime(2026, 5, 11, 12, tzinfo=dt.UTC)


@pytest.mark.parametrize(("said", "kept"), [
    ("I'm a Shia Muslim.", "User is a Shia Muslim"),
    ("I'm an Orthodox Jew, so nothing on Saturdays please.", "User is an Orthodox Jew"),
    ("I'm a practising Roman Catholic.", "User is a practising Roman Catholic"),
    ("I'm Greek Orthodox.", "User is Greek Orthodox"),
    ("I'm a born-again Christian.", "User is a born-again Christian"),
])
def test_a_faith_with_its_branch(said: str, kept: str) -> None:
    assert kept in summaries(said, at=AT)


def test_a_nationality_is_no_faith() -> None:
    assert summaries("I'm Greek.", at=AT) == ["User is Greek"]


@pytest.mark.parametrize("said", ["I use they/them.", "I go by she/her pronouns.", "i'm 31, use he/they"])
def test_pronouns_said_with_a_verb(said: str) -> None:
    got = facts(said, at=AT)
    assert any(s.startswith("User's pronouns are ") for _, s, _, _ in got), got


def test_someone_elses_pronouns_are_not_the_users() -> None:
    assert not any("pronouns" in s for s in summaries("My partner uses they/them.", at=AT))


def test_a_lefty_is_left_handed() -> None:
    assert "User is left-handed" in summaries("I'm a lefty, so keep that in mind for the knife recommendations", at=AT)


@pytest.mark.parametrize("said", ["i'm nonbinary", "hi! im nonbinary"])
def test_a_gender_in_lower_case_is_no_name(said: str) -> None:
    got = facts(said, at=AT)
    assert ("identity", "User is nonbinary", "trait", "nonbinary") in got, got  # (it was "User is Nonbinary", a name)
    assert not any(a == "name" for _, _, a, _ in got), got


@pytest.mark.parametrize(("said", "kept"), [
    ("I'm left the choir in March, too many evenings.", "User left the choir"),
    ("I'm moved to Tampere last autumn.", "User moved to Tampere"),
    ("I'm started a new job at Kone.", "User started a new job at Kone"),
])
def test_the_past_said_with_im(said: str, kept: str) -> None:
    got = summaries(said, at=AT)
    assert any(s.startswith(kept) for s in got), got


@pytest.mark.parametrize("said", ["I'm left with nothing after the divorce.", "I'm moved by how kind everyone was.",
                                  "I'm finished for today."])
def test_im_before_a_state_is_no_past(said: str) -> None:
    got = summaries(said, at=AT)
    assert not any(s.startswith(("User left", "User moved", "User finished")) for s in got), got


@pytest.mark.parametrize(("said", "role"), [
    ("I'm a social worker.", "social worker"),
    ("Long week. I'm a support worker at a group home in Lisburn.", "support worker"),
    ("I'm a youth worker for the county council.", "youth worker"),
    ("I'm a caseworker at a refugee charity.", "caseworker"),
])
def test_a_kind_of_worker_is_a_job(said: str, role: str) -> None:
    got = facts(said, at=AT)
    assert any(a == "job_title" and v == role for _, _, a, v in got), got


@pytest.mark.parametrize("said", ["I'm a hard worker.", "I'm a slow worker, I like to take my time."])
def test_a_way_of_working_is_no_job(said: str) -> None:
    assert not any(a == "job_title" for _, _, a, _ in facts(said, at=AT))


@pytest.mark.parametrize(("said", "kept"), [
    ("No aubergine please, can't stand it", "User cannot stand aubergine"),
    ("Please don't suggest recipes with capers, I hate them.", "User hates capers"),
    ("Don't give me anything with blue cheese, I really don't like it", "User really doesn't like blue cheese"),
])
def test_a_thing_refused_then_disliked(said: str, kept: str) -> None:
    got = summaries(said, at=AT)
    assert any(s.replace("does not", "doesn't") == kept for s in got), got


@pytest.mark.parametrize("said", ["No worries, I hate them anyway.", "No more of those reminders please, I hate them."])
def test_no_thing_named_no_dislike(said: str) -> None:
    assert not any(s.startswith("User hates") for s in summaries(said, at=AT))


def test_semi_retired() -> None:
    assert "User is semi-retired" in summaries("I'm semi-retired, I do a bit of consulting.", at=AT)


@pytest.mark.parametrize(("said", "kept"), [("Sold the car, I bike everywhere now.", "User cycles everywhere"),
                                            ("we walk everywhere", "User walks everywhere")])
def test_how_the_user_gets_about(said: str, kept: str) -> None:
    assert kept in summaries(said, at=AT)


def test_who_we_are_said_after() -> None:
    got = facts("We moved in together in April, me and Noa.", at=AT)
    assert any(s.startswith("User and Noa moved in together") for _, s, _, _ in got), got


@pytest.mark.parametrize(("said", "kept", "org"), [
    ("I was made redundant from Nationwide after 11 years.", "User was made redundant from Nationwide after 11 years",
     "nationwide"),
    ("got let go by Just Eat yesterday, gutted", "User was let go from Just Eat on 10 May 2026", "just eat"),
    ("Ugh. Got made redundant today.", "User was made redundant on 11 May 2026", None),
])
def test_a_job_lost(said: str, kept: str, org: str | None) -> None:
    got = facts(said, at=AT)
    assert any(s == kept and (a, v) == (("works_at", org) if org else (None, None)) for _, s, a, v in got), got


@pytest.mark.parametrize(("said", "kept"), [("My nan turned 100 on Saturday!!", "User's nan turned 100 on Saturday, 9 May 2026"),
                                            ("My grandma is 101.", "User's grandma was 101 in May 2026")])
def test_a_relatives_age_past_ninety_nine(said: str, kept: str) -> None:
    assert kept in summaries(said, at=AT)


@pytest.mark.parametrize(("said", "kept"), [("Just handed in my dissertation!", "User handed in their dissertation"),
                                            ("submitted my thesis this morning, so relieved",
                                             "User submitted their thesis on 11 May 2026")])
def test_work_handed_in_with_the_i_dropped(said: str, kept: str) -> None:
    assert kept in summaries(said, at=AT)


def test_an_op_is_an_operation() -> None:
    assert "User's knee operation is on 3 June 2026" in summaries("i've got a knee op on the 3rd of june", at=AT)
    assert not any("operation" in s for s in summaries("I'm an op-ed writer.", at=AT))


@pytest.mark.parametrize(("said", "kept"), [
    ("Our baby is due on 14 August", "User is expecting a baby on 14 August 2026"),
    ("Baby's due 2 October!!", "User is expecting a baby on 2 October 2026"),
    ("The baby is due in November.", "User is expecting a baby in November 2026"),
    ("My due date is 9 September.", "User is expecting a baby on 9 September 2026"),
    ("I'm due in December, so no long trips please", "User is expecting a baby in December 2026"),
])
def test_a_baby_said_by_when_it_is_due(said: str, kept: str) -> None:
    assert kept in summaries(said, at=AT)


@pytest.mark.parametrize("said", ["I'm due a pay rise in July.", "My due date for the essay is Friday.",
                                  "The baby is due for a feed."])
def test_a_due_that_is_no_baby(said: str) -> None:
    assert not any("expecting" in s for s in summaries(said, at=AT))


@pytest.mark.parametrize("said", ["Please call me Bex.", "you can call me Bex from now on", "from now on, call me Bex"])
def test_the_name_to_be_called_asked_for(said: str) -> None:
    assert ("identity", "User goes by Bex", "nickname", "bex") in facts(said, at=AT)


@pytest.mark.parametrize("said", ["Please call me back tomorrow.", "Just call me when you land."])
def test_a_call_asked_for_is_no_name(said: str) -> None:
    assert not any(a == "nickname" for _, _, a, _ in facts(said, at=AT))


@pytest.mark.parametrize(("said", "kept"), [
    ("My brother's wedding is on the 4th of July in Galway", "User's brother's wedding is on 4 July 2026 in Galway"),
    ("Dad's 80th is on Saturday!", "User's dad's 80th is on Saturday, 16 May 2026"),
    ("My aunt's funeral is on Friday.", "User's aunt's funeral is on Friday, 15 May 2026"),
])
def test_a_relatives_day_ahead(said: str, kept: str) -> None:
    assert kept in summaries(said, at=AT)


def test_the_users_own_wedding_by_its_day() -> None:
    assert "User is getting married on 20 June 2026" in summaries("My wedding is on 20 June, eek", at=AT)


@pytest.mark.parametrize(("said", "kept"), [
    ("Big fan of Studio Ghibli.", "User is a big fan of Studio Ghibli"),
    ("Huge Celtic fan, season ticket and all", "User is a huge Celtic fan"),
    ("Not a fan of spicy food.", "User is not a fan of spicy food"),
    ("I only drink oat milk.", "User only drinks oat milk"),
    ("I listen to a lot of jazz.", "User listens to a lot of jazz"),
])
def test_a_taste_said_short(said: str, kept: str) -> None:
    got = summaries(said, at=AT)
    assert any(s.startswith(kept) for s in got), got


@pytest.mark.parametrize("said", ["Big fan of the idea, thanks!", "Huge fan of your answers", "I read a lot.",
                                  "I like a lot of things."])
def test_no_taste_of_the_users_in_it(said: str) -> None:
    assert summaries(said, at=AT) == []


@pytest.mark.parametrize(("said", "role"), [("I'm head of IT at a housing association.", "head of it"),
                                            ("I'm a civil servant.", "civil servant")])
def test_roles_the_rules_did_not_know(said: str, role: str) -> None:
    assert any(a == "job_title" and (v or "").startswith(role) for _, _, a, v in facts(said, at=AT))


def test_it_in_capitals_is_no_dangling_it() -> None:
    from mercuryd.brain import english as en
    assert not en.dangling("User is head of IT at a housing association")
    assert en.dangling("User loves it")


def test_between_jobs_for_the_moment() -> None:
    assert "User is between jobs" in summaries("I'm between jobs at the moment.", at=AT)


@pytest.mark.parametrize(("said", "place"), [("I'm renting a room in a shared house in Bristol.", "bristol"),
                                             ("I'm back in Glasgow after three years in Dubai.", "glasgow")])
def test_where_the_user_lives_said_another_way(said: str, place: str) -> None:
    assert any(a == "lives_in" and v == place for _, _, a, v in facts(said, at=AT)), facts(said, at=AT)


@pytest.mark.parametrize("said", ["I'm back in London for the weekend.", "I'm back in Leeds visiting my mum."])
def test_back_for_a_while_is_no_home(said: str) -> None:
    assert not any(a == "lives_in" for _, _, a, _ in facts(said, at=AT))


@pytest.mark.parametrize(("said", "kept"), [
    ("My son has croup. His name is Ilyas.", "User's son is Ilyas"),
    ("I need to email my daughter's teacher. Her name is Maja, she's in year 2.", "User's daughter is Maja"),
])
def test_a_child_spoken_of_then_named(said: str, kept: str) -> None:
    assert kept in summaries(said, at=AT)


def test_a_statement_before_a_request_for_ideas() -> None:
    got = summaries("My son's 10th birthday is next Saturday, party ideas?", at=AT)
    assert "User's son's 10th birthday is on Saturday, 16 May 2026" in got, got


def test_a_baby_named_as_a_baby_girl() -> None:
    got = summaries("Our baby girl Astrid was born on Tuesday! 3.1 kg, all well.", at=AT)
    assert any(s.startswith("User's daughter Astrid was born on ") for s in got), got


@pytest.mark.parametrize(("said", "kept"), [
    ("I start at Lidl as a shift manager in July.", "User starts at Lidl as a shift manager in July 2026"),
    ("I start at Ninewells hospital as a porter in June!", "User starts at Ninewells Hospital as a porter in June 2026"),  # (its name: fresh47)
])
def test_a_job_to_start_with_its_role(said: str, kept: str) -> None:
    assert kept in summaries(said, at=AT)
