"""What the session-48 lead's three new users' years found (an electrician from Poland in Dublin, a data analyst who
moves from Bangalore to London, a retired farmer in Iowa): a skill wanted read as an employer, a place cut at "near", a
trip called off without its "I", a language given up, a death said "passed", leave to write normal English, a verb
ending in "-ing" taken for a gerund, days typed without commas, a learner's "living in X 9 years", a move decided with
its reason, an age put right, a working life told with how long, an obligation of the moment, and a son asked about
when only "the kids" are known.

Every sentence here was written for this test. Each test that ends a memory checks first that it was stored live, and
beside each rule a sentence like it that must end or store nothing of the kind.
"""

from __future__ import annotations

import datetime as dt

from mercuryd import wire
from mercuryd.brain import english as en
from mercuryd.brain import when
from mercuryd.brain.service import Brain
from tests.chat import heard, say

AT = dt.datetime(2026, 10, 12, 9, tzinfo=dt.UTC)


def live(brain: Brain, *words: str) -> list[str]:
    return sorted(m.summary for m in brain.list(wire.ListParams(scope="all", limit=100)).items
                  if any(w in m.summary for w in words))


def summaries(text: str) -> list[str]:
    return [c.summary for c in heard(text, at=AT)]


def recalled(brain: Brain, query: str) -> list[str]:
    return [m.summary for m in brain.recall(wire.RecallParams(query=query)).memories]


# -- a skill wanted is no employer -------------------------------------------------------------------------------------

def test_work_in_a_tool_but_want_another_is_no_employer() -> None:
    got = summaries("I mostly work in Excel but want to get better at SQL")
    assert not any("works at" in s for s in got), got
    assert got == ["User mostly works in Excel but wants to get better at SQL"]


def test_work_in_a_field_at_an_employer_is_still_the_employer() -> None:
    assert "User works at Halden Insurance" in summaries("I work in claims at Halden Insurance")


# -- a place ends before "near" ----------------------------------------------------------------------------------------

def test_a_move_near_someone_plans_the_place_alone() -> None:
    [move] = [c for c in heard("we're moving to a bungalow in Cedar Rapids near my son Mark in May", at=AT)
              if c.attribute == "plan:lives_in"]
    assert move.value == "cedar rapids"


def test_a_move_planned_near_someone_takes_effect_as_the_place() -> None:
    # (the plan's value is what the home said later must be: "cedar rapids", not "cedar rapids near my son mark")
    [move] = [c for c in heard("we're moving to Cedar Rapids in May", at=AT) if c.attribute == "plan:lives_in"]
    assert move.value == "cedar rapids"


# -- a trip called off, its "I" dropped; a language given up -----------------------------------------------------------

def test_a_trip_called_off_without_its_i_ends_the_goal_for_it(brain: Brain) -> None:
    say(brain, "a", "2026-02-02", "learning Portuguese for a trip to Lisbon in October, every night on Babbel")
    assert live(brain, "Portuguese") == ["User is learning Portuguese for a trip to Lisbon in October 2026, every night on Babbel"]
    say(brain, "b", "2026-07-20", "cancelled the Lisbon trip, hotels way too pricey in October")
    assert live(brain, "Portuguese") == []
    assert live(brain, "Lisbon") == ["User cancelled the Lisbon trip"]


def test_a_language_given_up_ends_learning_it(brain: Brain) -> None:
    say(brain, "a", "2026-02-02", "I'm learning Greek on Duolingo every morning")
    assert live(brain, "Greek") == ["User is learning Greek on Duolingo every morning"]
    say(brain, "b", "2026-07-20", "work got busy so I've stopped the Greek as well")
    assert live(brain, "Greek") == ["User has stopped the Greek"]


def test_stopping_someone_of_a_language_ends_nothing(brain: Brain) -> None:
    say(brain, "a", "2026-02-02", "I'm learning Greek on Duolingo every morning")
    assert live(brain, "Greek") == ["User is learning Greek on Duolingo every morning"]
    say(brain, "b", "2026-07-20", "I stopped the Greek waiter from charging us twice")
    assert live(brain, "Greek") == ["User is learning Greek on Duolingo every morning"]


# -- a death said "passed" ---------------------------------------------------------------------------------------------

def test_a_spouse_passed_years_ago_is_no_live_spouse(brain: Brain) -> None:
    say(brain, "a", "2026-03-02", "My husband Gerald passed three years ago.")
    assert live(brain, "Gerald") == ["User's husband Gerald passed around 2023"]
    assert [m.summary for m in brain.store.all_memories() if m.superseded_by is not None] == ["User's husband is Gerald"]


def test_a_spouse_who_passed_an_exam_is_still_the_spouse(brain: Brain) -> None:
    say(brain, "a", "2026-03-02", "My husband Gerald passed his driving test two years ago.")
    assert "User's husband is Gerald" in live(brain, "Gerald")


# -- leave to write normal English -------------------------------------------------------------------------------------

def test_normal_english_allowed_ends_simple_english(brain: Brain) -> None:
    say(brain, "a", "2026-01-10", "please use simple english, I am still learning")
    assert live(brain, "english") == ["User wants simple english"]
    say(brain, "b", "2026-09-10", "you can use normal english now, my english got much better")
    assert live(brain, "english", "English") == ["User is fine with normal English"]


def test_no_need_for_simple_words_ends_simple_english(brain: Brain) -> None:
    say(brain, "a", "2026-01-10", "please use simple english, I am still learning")
    assert live(brain, "english") == ["User wants simple english"]
    say(brain, "b", "2026-09-10", "no need for simple english any more")
    assert live(brain, "english", "English") == ["User is fine with normal English"]


def test_normal_english_with_a_limit_or_asked_ends_nothing(brain: Brain) -> None:
    say(brain, "a", "2026-01-10", "please use simple english, I am still learning")
    assert live(brain, "english") == ["User wants simple english"]
    say(brain, "b", "2026-09-10", "you can use normal english now, but not for the tax letters")
    say(brain, "c", "2026-09-11", "can you use normal english now?")
    assert live(brain, "english", "English") == ["User wants simple english"]


# -- a verb that ends in "-ing"; days typed without commas -------------------------------------------------------------

def test_sing_is_a_verb_not_a_gerund() -> None:
    assert summaries("Sing in the gospel choir Thursday nights.") == ["User sings in the gospel choir Thursday nights"]
    assert summaries("Singing in the gospel choir on Thursday nights") == [
        "User is singing in the gospel choir on Thursday nights"]


def test_a_treatment_on_its_days_is_a_routine() -> None:
    assert summaries("Physiotherapy Mondays and Fridays.") == ["User has physiotherapy Mondays and Fridays"]
    assert summaries("Physiotherapy was brutal today.") == []


def test_days_typed_without_commas_are_a_list() -> None:
    assert en.normalise("swim monday wednesday friday") == "swim monday, wednesday and friday"
    assert summaries("I go to the pool monday wednesday friday") == ["User goes to the pool on Mondays, Wednesdays and Fridays"]
    said = dt.datetime(2026, 11, 10, 9, tzinfo=dt.UTC)
    assert when.absolute("User has dialysis every Monday Wednesday Friday", said) == \
        "User has dialysis every Monday, Wednesday and Friday"
    # (the days of a part of them are read as typed: "three nights a week, thursday friday saturday nights")
    assert summaries("I work thursday friday saturday nights 7p to 7a") == [
        "User works on Thursday, Friday and Saturday nights, 7p to 7a"]
    # one day is still a date
    assert when.absolute("User is seeing the nurse on Friday", said) == "User is seeing the nurse on Friday, 13 November 2026"


# -- how long the user has lived somewhere, said as a learner says it --------------------------------------------------

def test_living_somewhere_years_is_how_long() -> None:
    assert sorted(summaries("I am a welder, living in Rotterdam 12 years")) == [
        "User has lived in Rotterdam for 12 years", "User is a welder"]
    assert summaries("I live in Ghent since 3 years") == ["User has lived in Ghent for 3 years"]


def test_living_somewhere_years_ago_is_not_now() -> None:
    assert not any("has lived in Ghent" in s for s in summaries("I was living in Ghent 3 years ago"))


# -- a move decided, with its reason -----------------------------------------------------------------------------------

def test_a_move_decided_drops_its_reason_and_ends_when_made(brain: Brain) -> None:
    say(brain, "a", "2026-03-02", "I've lived in Leeds for 6 years")
    say(brain, "b", "2026-05-02", "we decided to move to York, rents in central Leeds are silly now")
    assert live(brain, "York") == ["User decided to move to York"]
    say(brain, "c", "2026-08-02", "we live in York now, near the Minster")
    assert live(brain, "York", "Leeds") == ["User lives in York now, near the Minster"]


def test_deciding_to_move_a_thing_is_no_move() -> None:
    assert not any(c.attribute == "plan:lives_in" for c in heard("I decided to move the piano to the hall", at=AT))


# -- an age put right --------------------------------------------------------------------------------------------------

def test_an_age_put_right_drops_the_one_taken_back(brain: Brain) -> None:
    say(brain, "a", "2026-02-02", "my daughter Ines is 9")
    assert live(brain, "Ines") == ["User's daughter Ines is 9"]
    say(brain, "b", "2026-10-02", "Ines is 10 now not 9")
    assert live(brain, "Ines") == ["User's daughter Ines is 10"]


def test_not_after_a_number_that_is_no_age_stays() -> None:
    assert en.normalise("the rate is 5 not 4 percent") == "the rate is 5 not 4 percent"


# -- a working life told with how long ---------------------------------------------------------------------------------

def test_a_working_life_with_how_long_is_kept() -> None:
    assert summaries("I fished out of Peterhead for thirty years") == ["User fished out of Peterhead for thirty years"]
    assert summaries("I am 74 and taught chemistry at Oakfield my whole life") == [
        "User is 74 years old", "User taught chemistry at Oakfield all their life"]


def test_working_out_or_from_home_is_no_working_life() -> None:
    assert not any("all their life" in s for s in summaries("I worked from home my whole life"))
    assert summaries("I worked out every day for 20 years") == []


# -- an obligation of the moment ---------------------------------------------------------------------------------------

def test_having_to_be_quiet_is_no_lasting_rule() -> None:
    assert summaries("my brother sleeps days so I have to be quiet haha") == []
    assert summaries("I have to be careful with sugar") == ["User has to be careful with sugar"]


# -- a son asked about when only "the kids" are known ------------------------------------------------------------------

def test_a_son_asked_about_brings_the_kids_said_without_which(brain: Brain) -> None:
    say(brain, "a", "2026-02-02", "my husband and I have three kids, Noor is 4, Sami is 7 and Yara is 10")
    kids = [s for s in live(brain, "kids are")]
    assert kids, live(brain, "kids")
    assert set(kids) <= set(recalled(brain, "my son won't eat vegetables, what can I try?"))


def test_a_son_asked_about_brings_the_son_not_the_daughter(brain: Brain) -> None:
    say(brain, "a", "2026-02-02", "my daughter Lina is 6")
    say(brain, "b", "2026-02-03", "my son Omar plays chess on Tuesdays")
    got = recalled(brain, "my son won't eat vegetables, what can I try?")
    assert any("Omar" in s for s in got) and not any("Lina" in s for s in got), got


# -- three more voices: a sushi chef who types in fragments, a student who writes half in Spanish, a taxi driver from
# Kabul in Hamburg ------------------------------------------------------------------------------------------------------

def test_what_someone_named_did_carries_to_the_next_sentence() -> None:
    assert summaries("Priya quit. Went back to her old job at the bank.") == []
    assert summaries("Tom left last week. Moved to a startup in Leeds.") == []


def test_a_past_without_its_subject_after_the_users_own_news_is_the_users() -> None:
    assert summaries("Long week. Moved to a new flat in Leith.") == ["User moved to a new flat in Leith"]
    assert "User went to a hotel kitchen downtown" not in summaries("Marco quit. Went to a hotel kitchen downtown.")


def test_a_vehicle_driven_without_its_article_with_the_shift() -> None:
    assert summaries("I drive bus, early shift mostly.") == ["User is a bus driver"]
    assert summaries("I drive bus to the shops sometimes") == []


def test_no_more_simple_words_as_a_learner_says_it_ends_them(brain: Brain) -> None:
    say(brain, "a", "2026-01-10", "please use simple english, I am still learning")
    assert live(brain, "english") == ["User wants simple english"]
    say(brain, "b", "2026-09-10", "Please no more explaining in simple words, my English is good now.")
    assert live(brain, "english", "English") == ["User is fine with normal English"]


def test_a_diet_since_weeks_is_how_long_so_far() -> None:
    assert summaries("I'm vegan since 3 weeks, wish me luck haha") == ["User has been vegan for 3 weeks"]
    assert summaries("I'm vegan, wish me luck") == ["User is vegan"]


def test_a_shape_alone_beside_another_rule_is_a_rule() -> None:
    assert summaries("Bullet points. No small talk.") == ["User wants bullet points", "User wants no small talk"]
    assert summaries("Bullet points.") == []
    assert summaries("Bullet points. Where is the nearest pharmacy?") == []


def test_longer_answers_if_needed_is_leave_to_answer_at_length() -> None:
    assert "User is fine with longer answers" in summaries("You can give longer answers now if needed.")
    assert summaries("Can you give longer answers if needed?") == []


def test_a_start_ahead_said_in_the_present() -> None:
    assert summaries("I start training as a nurse at St Thomas in March") == [
        "User is starting training as a nurse at St Thomas in March 2027"]
    assert summaries("I start working at Aldi next week") == ["User is starting work at Aldi in the week of 19 October 2026"]
    # a routine, not a start
    assert not any("starting" in s for s in summaries("I start working at 6am every day"))
    assert not any("starting" in s for s in summaries("I start work at 7 on Mondays"))


def test_a_condition_said_by_its_flare_is_the_condition() -> None:
    assert summaries("Psoriasis flare again. Derm says try the new cream.") [:1] == ["User has psoriasis"]
    assert summaries("my arthritis is playing up") == ["User has arthritis"]
    assert summaries("the IBS flared up again last week") == ["User has IBS"]
    # a joint that flares is a bout, as "sore" is
    assert summaries("my knee is flaring up") == []


def test_a_place_of_ones_own_named_is_a_business() -> None:
    assert summaries("I own a small place on Dock Street called Hana") == ["User owns a small place on Dock Street called Hana"]
    assert summaries("I run little bakery in Leith") == ["User runs a little bakery in Leith"]
    # a place without a name, or a home
    assert summaries("I have a place in Spain") == []
    assert summaries("I own a place near the beach") == []


# -- two more: a backend developer who moves from Montevideo to Madrid, a care-home manager in Birmingham -----------------

def test_a_place_of_work_managed_is_no_tool() -> None:
    got = heard("I manage Rosewood nursing home in Selly Oak", at=AT)
    assert [(c.type, c.summary, c.attribute) for c in got] == [
        ("identity", "User manages Rosewood nursing home in Selly Oak", None)]
    # a tool still is one
    assert [(c.type, c.attribute) for c in heard("I manage my budget in YNAB", at=AT)] == [("preference", "uses")]


def test_two_rules_in_one_breath_are_both_kept() -> None:
    assert summaries("code first, explanation after, and keep it short pls") == [
        "User wants code first, explanation after", "User wants short answers"]
    assert summaries("use metric and never use emoji please") == ["User wants metric units", "User does not want emoji used"]
    # a taste and a request are not two rules
    assert not any("keep" in s for s in summaries("I like cats and keep dogs please"))


def test_a_git_way_said_under_its_topic() -> None:
    assert summaries("git: always rebase, never merge commits") == ["User always rebases, never merges commits"]
    assert summaries("I always squash, never merge") == ["User always squashes, never merges"]


def test_an_aid_given_up_ends_the_aid(brain: Brain) -> None:
    say(brain, "a", "2026-06-25", "I am walking with a frame for now.")
    assert live(brain, "frame") == ["User walks with a frame"]
    say(brain, "b", "2026-09-15", "No more frame, just a walking stick outside.")
    assert live(brain, "frame", "stick") == ["User no longer uses a frame", "User uses a walking stick outside"]


def test_an_aid_someone_else_gives_up_ends_nothing(brain: Brain) -> None:
    say(brain, "a", "2026-06-25", "I am walking with crutches for now.")
    assert live(brain, "crutches") == ["User walks with crutches"]
    say(brain, "b", "2026-09-15", "my dad doesn't need the crutches anymore")
    assert "User walks with crutches" in live(brain, "crutches")


def test_studying_for_or_joining_without_its_im() -> None:
    assert summaries("studying for the CKA exam, test in March") == ["User is studying for the CKA exam, test in March 2027"]
    assert summaries("I'm leaving Wise in January, joining Revolut in Lisbon as senior frontend") == [
        "User is a senior frontend engineer", "User is joining Revolut in Lisbon as a senior frontend engineer",
        "User is leaving Wise in January 2027"]
    assert summaries("joining the choir as a tenor") == []


def test_a_relatives_wedding_told_as_their_state_ends_the_plan(brain: Brain) -> None:
    say(brain, "a", "2026-04-12", "my son Kojo is 29. Kojo is getting married in July to his fiancée Esi.")
    assert live(brain, "married") == ["User's son Kojo is getting married in July 2026 to his fiancée Esi"]
    say(brain, "b", "2026-08-02", "Kojo and Esi are married now! What a day.")
    assert live(brain, "married") == ["User's son Kojo and Esi are married"]


def test_a_wedding_still_ahead_said_as_married_in_a_month_ends_nothing(brain: Brain) -> None:
    say(brain, "a", "2026-04-12", "my son Kojo is 29. Kojo is getting married in July to his fiancée Esi.")
    assert live(brain, "married") == ["User's son Kojo is getting married in July 2026 to his fiancée Esi"]
    say(brain, "b", "2026-05-02", "Kojo and Esi are married in July, the hall is booked")
    assert "User's son Kojo is getting married in July 2026 to his fiancée Esi" in live(brain, "married")


# -- the closing new-user check (a pharmacist who moves from Lagos to Toronto, through the daemon) ------------------------

def test_an_exam_passed_by_its_letters_ends_the_exam_named_in_words(brain: Brain) -> None:
    say(brain, "a", "2026-03-22", "I'm sitting the Chartered Institute of Management Accountants exam in May, revising every night")
    assert live(brain, "Chartered") == [
        "User is sitting the Chartered Institute of Management Accountants exam in May 2026, revising every night"]
    say(brain, "b", "2026-05-30", "passed the CIMA exam!!")
    assert live(brain, "Chartered") == []
    assert live(brain, "CIMA") == ["User passed the CIMA exam"]


def test_an_exam_passed_by_other_letters_ends_nothing(brain: Brain) -> None:
    say(brain, "a", "2026-03-22", "I'm sitting the Chartered Institute of Management Accountants exam in May")
    assert live(brain, "Chartered") == ["User is sitting the Chartered Institute of Management Accountants exam in May 2026"]
    say(brain, "b", "2026-05-30", "passed the ACCA exam!!")
    assert live(brain, "Chartered") == ["User is sitting the Chartered Institute of Management Accountants exam in May 2026"]


def test_the_babys_things_are_about_the_users_baby(brain: Brain) -> None:
    say(brain, "a", "2026-06-18", "our son Femi was born on Sunday, 3.4kg, all well")
    assert any("Femi" in s for s in recalled(brain, "what should I pack for the baby's first winter?"))
    # a baby in general, or someone else's thing, is not the user's son
    assert not any("Femi" in s for s in recalled(brain, "the landlord's email is rude, how do I reply?"))
