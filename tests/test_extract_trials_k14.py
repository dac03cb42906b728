"""Fresh voices, k14 round (docs/extraction.md, "Three more personas (k14)"): a teenager texting in lower case,
the owner of a plumbing firm, a widower writing long careful paragraphs. Each family of sentences a rule a person
would name; real extractor, and what the store does with them through a real Brain on a SQLite file.

Sentences are written for their family, not copied from the labelled set.
"""

from __future__ import annotations

import datetime as dt

import pytest

from tests.chat import facts, read, summaries

TS = dt.datetime(2026, 10, 13, 9, 0, tzinfo=dt.UTC)  # a Tuesday


# ---------------------------------------------------------------- how to answer: the form named without "in"

@pytest.mark.parametrize(("text", "wanted"), [
    ("I'm no good with computers so keep it plain English, no jargon.", "User wants answers in plain English, no jargon"),
    ("keep it simple language please", "User wants answers in simple language"),
    ("Keep answers plain words, I left school at fifteen.", "User wants answers in plain words"),
])
def test_keep_it_plain_english_is_answers_in_plain_english(text: str, wanted: str) -> None:
    assert summaries(text, at=TS) == [wanted]


@pytest.mark.parametrize(("text", "wanted"), [
    ("keep it plain and short", "User wants plain and short answers"),
    ("keep it simple", "User wants simple answers"),
])
def test_keep_it_plain_alone_is_unchanged(text: str, wanted: str) -> None:
    assert summaries(text, at=TS) == [wanted]


# ---------------------------------------------------------------- a sign-off, then "from now on"

@pytest.mark.parametrize(("text", "wanted"), [
    ("Always sign my letters 'Rhona Baird, Baird Bakes' from now on, not just Rhona.",
     "User wants their letters signed 'Rhona Baird, Baird Bakes'"),
    ("sign my emails 'Tam' going forward", "User wants their emails signed 'Tam'"),
    ("from now on always sign my quotes 'Nev Hollis, Hollis Roofing', not just Nev",
     "User wants their quotes signed 'Nev Hollis, Hollis Roofing'"),
])
def test_a_standing_marker_after_a_quoted_sign_off_is_no_part_of_it(text: str, wanted: str) -> None:
    assert summaries(text, at=TS) == [wanted]


def test_a_standing_marker_at_the_end_is_dropped_from_the_rule() -> None:
    assert summaries("answer in numbered steps from now on", at=TS) == ["User wants answers in numbered steps"]


# ---------------------------------------------------------------- introductions: lead-ins, "by the way", "years of age"

@pytest.mark.parametrize("text", [
    "ok so im jaylen, 16",
    "first off I'm Jaylen, 16",
    "ok first tho im jaylen, 16, sophomore",
])
def test_an_introduction_after_fillers_is_read(text: str) -> None:
    got = facts(text, at=TS)
    assert ("identity", "User's name is Jaylen", "name", "jaylen") in got, got
    assert ("identity", "User is 16 years old", "age", "16") in got, got


def test_a_name_and_an_age_introduce_in_a_later_message() -> None:
    got = facts("hiya can u help w my history hw", "oh wait first tho im priya, 15, in year 10", at=TS)
    assert ("identity", "User's name is Priya", "name", "priya") in got, got
    assert ("identity", "User is 15 years old", "age", "15") in got, got


@pytest.mark.parametrize("text", ["hey", "hey || i'm tired, 14 pages to go", "so im bored lol", "i'm done, 12 pages"])
def test_no_name_from_a_mood_and_a_number(text: str) -> None:
    assert not [f for f in facts(*text.split(" || "), at=TS) if f[2] in {"name", "age"}]


@pytest.mark.parametrize("text", ["Name's Stuart by the way.", "my name is Stuart by the way"])
def test_a_name_said_with_by_the_way(text: str) -> None:
    assert ("identity", "User's name is Stuart", "name", "stuart") in facts(text, at=TS)


@pytest.mark.parametrize("text", ["I am eighty-two years of age.", "My name is Ivy Marsh and I am 82 years of age."])
def test_years_of_age_is_an_age(text: str) -> None:
    assert ("identity", "User is 82 years old", "age", "82") in facts(text, at=TS)


# ---------------------------------------------------------------- what it took them, a paper pointed at

@pytest.mark.parametrize("text", [
    "We're on the new booking app now. Took the part-timers some convincing.",
    "took my dad ages to learn the new till",
    "Took the regulars a while to find the new shop.",
])
def test_what_it_took_someone_is_no_act_of_the_user(text: str) -> None:
    assert not [s for s in summaries(text, at=TS) if s.startswith("User took")]


def test_a_fragment_with_took_and_a_place_is_still_the_users_act() -> None:
    assert any(s.startswith("User took their nan to") for s in summaries("Took my nan to Blackpool for her 90th last weekend", at=TS))


@pytest.mark.parametrize("text", [
    "I received this letter from the bank and I'm not sure what it means.",
    "I got this email from a supplier, can you help me answer it",
    "I've had these invoices through from the council, what are they for?",
])
def test_a_paper_pointed_at_is_the_task_not_news(text: str) -> None:
    assert summaries(text, at=TS) == []


# ---------------------------------------------------------------- "my lad", and whom "he" can mean

def test_my_lad_is_a_son() -> None:
    found = read("my lad Ryan just passed his driving test", at=TS)
    assert [(p.name, p.relation) for c in found for p in c.persons] == [("Ryan", "son")], found


def test_the_lads_at_work_are_no_sons() -> None:
    found = read("me and my lads from the depot went bowling in Stockport for Dave's leaving do", at=TS)
    assert not [p for c in found for p in c.persons if p.relation == "son"], found


def test_he_cannot_be_a_sister_in_law() -> None:
    found = summaries("Tina does our accounts, Tina's my sister-in-law.", "Our new apprentice starts Monday, he's just finished college.",
                      at=TS)
    assert not any("sister-in-law Tina has" in s or "sister-in-law Tina is just" in s for s in found), found


@pytest.mark.parametrize(("text", "wanted"), [
    ("my nephew Kai lives in Derby, he's just passed his plumbing NVQ", "User's nephew Kai has just passed his plumbing NVQ"),
    ("my daughter Esme is in Bath, she's already finished her first year", "User's daughter Esme has already finished her first year"),
])
def test_hes_just_done_something_is_has(text: str, wanted: str) -> None:
    assert wanted in summaries(text, at=TS)


# ---------------------------------------------------------------- a loss, an anniversary, how it has been since

@pytest.mark.parametrize(("text", "wanted"), [
    ("I lost my husband Alan three years ago this June.", "User's husband Alan died in June 2023"),
    ("we lost our mum to dementia in 2021", "User's mum died of dementia in 2021"),
    ("I lost my brother last spring, and since then I've not been sleeping well", "User's brother died in spring 2026"),
])
def test_a_relative_lost_is_a_death(text: str, wanted: str) -> None:
    assert wanted in summaries(text, at=TS)


@pytest.mark.parametrize("text", ["I lost my dad in the crowd at the parade", "I lost my mum's ring", "I lost my job in March"])
def test_a_relative_lost_in_a_crowd_or_a_thing_lost_is_no_death(text: str) -> None:
    assert not [s for s in summaries(text, at=TS) if "died" in s]


def test_since_then_starts_a_clause_of_its_own() -> None:
    assert "User's grandad died in 2019" in summaries("My grandad died in 2019, and since then I've kept his pigeons", at=TS)


# ---------------------------------------------------------------- a move told second, an aside after "have"

@pytest.mark.parametrize(("text", "value"), [
    ("I have, after a lot of soul-searching, sold the flat and moved into a cottage in Kirkby Lonsdale.", "kirkby lonsdale"),
    ("We sold up and moved to a bungalow near Whitby in August.", None),
    ("I packed in the warehouse job and moved to Bristol.", "bristol"),
])
def test_a_move_after_what_was_done_first_is_the_new_home(text: str, value: str | None) -> None:
    homes = [f for f in facts(text, at=TS) if f[2] == "lives_in"]
    assert homes and (value is None or homes[0][3] == value), facts(text, at=TS)


def test_the_home_left_behind_is_said_by_the_move() -> None:
    assert summaries("we sold the house in Rochdale and moved to a flat in Salford", at=TS) == [
        "User moved to a flat in Salford"]


@pytest.mark.parametrize("text", ["my cousin sold her car and moved to Dundee", "I think my brother quit and moved to Spain"])
def test_someone_elses_move_is_not_the_users(text: str) -> None:
    assert not [f for f in facts(text, at=TS) if f[2] == "lives_in"]


# ---------------------------------------------------------------- an event of the user's, by its date

@pytest.mark.parametrize(("text", "wanted"), [
    ("my road test is november 2 and im kinda freaking out", "User's road test is on 2 November 2026"),
    ("My audition is on the 20th of October.", "User's audition is on 20 October 2026"),
    ("ugh my chem final is next thursday", "User's chem final is on Thursday, 15 October 2026"),
    ("my knee surgery is in three weeks", "User's knee surgery is around 3 November 2026"),
])
def test_my_exam_or_surgery_on_a_date_is_kept(text: str, wanted: str) -> None:
    assert summaries(text, at=TS) == [wanted]


@pytest.mark.parametrize("text", ["my test is failing on CI, why", "my exam is so hard", "my interview is with the CFO"])
def test_my_test_without_a_date_is_nothing(text: str) -> None:
    assert not [s for s in summaries(text, at=TS) if s.startswith("User's") and " is on " in s]


# ---------------------------------------------------------------- a visit to the doctor is an errand; what they say is kept

@pytest.mark.parametrize("text", [
    "I went to the GP on Friday about my cough.",
    "I've been to see the dentist this morning",
    "Was at the physio yesterday, same as every month.",
])
def test_a_visit_to_a_clinician_is_no_news(text: str) -> None:
    assert summaries(text, at=TS) == []


@pytest.mark.parametrize(("text", "wanted"), [
    ("I've been to see the doctor this afternoon and he tells me I am now anaemic.", "User is anaemic"),
    ("Saw the GP and she tells me my cholesterol is too high", "User has high cholesterol"),
    ("The nurse told me I am what she calls borderline diabetic", None),
])
def test_what_the_clinician_tells_the_user_is_kept(text: str, wanted: str | None) -> None:
    got = summaries(text, at=TS)
    assert not [s for s in got if "doctor" in s or "GP" in s], got
    if wanted:
        assert wanted in got, got


def test_a_relatives_visit_is_still_theirs() -> None:
    got = read("my dad went to the doctor and she says he is anaemic", at=TS)
    assert not [c for c in got if c.summary.startswith("User is") or c.summary.startswith("User has")], got


def test_doctor_who_is_no_doctor() -> None:
    assert summaries("I've been to the Doctor Who Experience in Cardiff Bay", at=TS) != []


# ---------------------------------------------------------------- a small business: its hours, its accounts; what one has kept for years

@pytest.mark.parametrize(("text", "summary", "value"), [
    ("Opening hours are 7 till 2 Tuesday to Saturday.", "User's opening hours are 7 till 2 every Tuesday to Saturday",
     "7 till 2 tuesday to saturday"),
    ("we're open Monday to Friday, 9am-5pm", "User's business is open every Monday to Friday 9am-5pm", "monday to friday 9am-5pm"),
])
def test_the_hours_of_the_users_business_are_a_schedule(text: str, summary: str, value: str) -> None:
    got = read(text, at=TS)
    assert [(c.type, c.summary, c.value) for c in got] == [("habit", summary, value)], got
    assert got[0].attribute is not None and got[0].attribute.startswith("schedule:")


def test_someone_elses_office_hours_are_not_the_users() -> None:
    assert summaries("my tutor's office hours are 2 to 4 on Mondays", at=TS) == []


@pytest.mark.parametrize(("text", "wanted"), [
    ("We moved our trade account over to Toolstation from Screwfix.", "User switched their trade account from Screwfix to Toolstation"),
    ("I've moved my energy over to Octopus from British Gas", "User has switched their energy from British Gas to Octopus"),
])
def test_an_account_moved_over_to_another_is_a_switch(text: str, wanted: str) -> None:
    assert summaries(text, at=TS) == [wanted]


@pytest.mark.parametrize(("text", "wanted"), [
    ("I've had an allotment on Dene Road for twenty years.", "User has had an allotment on Dene Road for twenty years"),
    ("I have had a market stall in Bury since 2011", "User has had a market stall in Bury since 2011"),
])
def test_what_the_user_has_kept_for_years_is_kept(text: str, wanted: str) -> None:
    assert summaries(text, at=TS) == [wanted]


@pytest.mark.parametrize("text", ["I've had a cough for two years", "I've had enough of this for years"])
def test_a_complaint_had_for_years_is_not_a_holding(text: str) -> None:
    assert not [s for s in summaries(text, at=TS) if s.startswith("User has had")]


# ---------------------------------------------------------------- a pet named in an aside; an adverb before a habit

def test_a_pet_named_in_an_aside_is_the_users_pet_with_the_habit() -> None:
    got = read("I take the dog, a springer spaniel called Bramble, out every evening on the common.", at=TS)
    assert [(p.name, p.relation) for c in got for p in c.persons][:1] == [("Bramble", "dog")], got
    habit = [c for c in got if c.type == "habit"]
    assert habit and "Bramble" in habit[0].summary, got


@pytest.mark.parametrize("text", ["I already swim every Saturday morning", "i basically swim every Saturday morning"])
def test_an_adverb_before_a_habit_is_no_part_of_its_name(text: str) -> None:
    assert [c.attribute for c in read(text, at=TS) if c.type == "habit"] == ["schedule:swim"]


# ---------------------------------------------------------------- how the answers should sound, said as a person

@pytest.mark.parametrize(("text", "wanted"), [
    ("pls dont write like a textbook", "User does not want the assistant to sound like a textbook"),
    ("and stop talking like a robot lol just talk normal", "User does not want the assistant to sound like a robot"),
    ("talk to me like a friend", "User wants the assistant to talk like a friend"),
])
def test_how_the_answers_should_sound(text: str, wanted: str) -> None:
    assert wanted in summaries(text, at=TS)


@pytest.mark.parametrize("text", ["write it like a poem", "don't write like that", "my mum talks like a teacher"])
def test_one_piece_or_someone_elses_voice_is_no_rule(text: str) -> None:
    assert not [s for s in summaries(text, at=TS) if "sound like" in s or "talk " in s]


# ---------------------------------------------------------------- a run of short days, written out

@pytest.mark.parametrize(("text", "value"), [
    ("i work mon-fri", "monday to friday"),
    ("i work tues thru sat", "tuesday to saturday"),
])
def test_a_run_of_short_days_is_read_as_the_days(text: str, value: str) -> None:
    got = [c.value for c in read(text, at=TS) if c.type == "habit"]
    assert got == [value], got


# ---------------------------------------------------------------- an aim set with "going to"

@pytest.mark.parametrize(("text", "wanted"), [
    ("I'm going to learn Welsh before the grandchildren start school", "User is going to learn Welsh before the grandchildren start school"),
    ("im gonna try out for the swim team", "User is going to try out for the swim team"),
    ("I am going to try leeks for the first time, which my late husband never liked.", "User is going to try leeks for the first time"),
])
def test_an_aim_said_with_going_to_is_a_goal(text: str, wanted: str) -> None:
    assert [f[:2] for f in facts(text, at=TS)] == [("goal", wanted)]


@pytest.mark.parametrize("text", ["I'm going to try that", "I'm going to make dinner now", "I'm going to learn how to use it"])
def test_going_to_do_a_thing_of_the_moment_is_no_goal(text: str) -> None:
    assert not [f for f in facts(text, at=TS) if f[0] == "goal"]
