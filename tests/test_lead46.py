"""What the session-46 lead's new-user year found: lessons stopped "for now" end the learning, a baby announced by
"she's here!" and its name is the user's child, answers asked for "to me in" a language, a "forget the thing about …"
said with its reason, a home found ends the search for one, and "don't" after the comma of a user's fact.

Every sentence here was written for this test. Each test that ends a memory checks first that it was stored live, and
beside each rule a sentence like it that must end or store nothing of the kind.
"""

from __future__ import annotations

import datetime as dt

from mercuryd import wire
from mercuryd.brain import corrected
from mercuryd.brain.service import Brain
from tests.chat import heard, say

AT = dt.datetime(2026, 10, 12, 9, tzinfo=dt.UTC)


def live(brain: Brain, *words: str) -> list[str]:
    return sorted(m.summary for m in brain.list(wire.ListParams(scope="all", limit=100)).items
                  if any(w in m.summary for w in words))


def summaries(text: str) -> list[str]:
    return [c.summary for c in heard(text, at=AT)]


def scopes(brain: Brain, word: str) -> dict[str, str]:
    return {m.summary: m.scope for m in brain.store.all_memories() if word in m.summary and m.superseded_by is None}


# -- stopped, to be taken up again some day ---------------------------------------------------------------------------

def test_stopped_with_them_taken_up_again_later_is_still_stopped() -> None:
    assert summaries("I've stopped the Italian classes, no time, will pick them up in the spring") == [
        "User stopped the Italian classes"]
    assert summaries("I stopped the piano lessons, might go back to them next year") == ["User stopped the piano lessons"]


def test_someone_elses_lessons_stopped_are_not_the_users() -> None:
    assert summaries("my sister stopped the cello lessons, will pick them up in May") == []
    assert summaries("I've stopped the lessons, the twins will pick them up at school") == []


def test_the_lessons_stopped_end_the_learning(brain: Brain) -> None:
    say(brain, "a", "2026-02-01", "I'm learning Greek, exam in May")
    assert live(brain, "Greek") == ["User is learning Greek, exam in May 2026"]
    say(brain, "b", "2026-04-20", "I've stopped the Greek lessons, too busy, I'll pick them up again in the autumn")
    assert live(brain, "learning Greek") == []
    assert live(brain, "Greek") == ["User stopped the Greek lessons"]


# -- the baby, here --------------------------------------------------------------------------------------------------

def test_shes_here_then_the_name_born_is_the_users_daughter() -> None:
    assert summaries("she's here!! Matilde, born on the 9th, 3.4 kg") == ["User's daughter Matilde was born on 9 October 2026"]
    assert summaries("He arrived! Bruno, born yesterday at 6am") == ["User's son Bruno was born on 11 October 2026 at 6am"]


def test_shes_here_without_a_birth_or_a_name_is_no_child() -> None:
    assert summaries("she's here! Grandma, born in 1940, still sharp") == []
    assert summaries("she's here! my sister came in on the train") == []
    assert summaries("my niece is here! Lola, born on the 9th") == []


def test_the_baby_here_ends_the_pregnancy(brain: Brain) -> None:
    say(brain, "a", "2026-04-03", "big news: we're expecting! due in October")
    assert live(brain, "expecting") == ["User is expecting, due in October 2026"]
    say(brain, "b", "2026-10-12", "she's here!! Matilde, born on the 10th")
    assert live(brain, "expecting") == []
    assert live(brain, "Matilde") == ["User's daughter Matilde was born on 10 October 2026"]


# -- answers in a language --------------------------------------------------------------------------------------------

def test_write_to_me_in_a_language_is_the_language_of_the_answers() -> None:
    assert summaries("write to me in Portuguese sometimes, I miss it") == ["User wants answers in Portuguese sometimes"]
    assert summaries("please talk to me in Spanish") == ["User wants answers in Spanish"]


def test_written_to_in_a_language_or_at_a_time_is_no_rule() -> None:
    assert summaries("write to me in the evening") == []
    assert summaries("my grandad used to write to me in Welsh") == []


# -- forget, said with its reason -------------------------------------------------------------------------------------

def test_forget_the_thing_about_a_name_with_the_reason_after() -> None:
    assert corrected.forget_asked("and forget the thing about Rutger, we're not in touch anymore") == "Rutger"
    assert corrected.forget_asked("Forget the stuff about my ex") == "ex"
    assert corrected.forget_asked("Leo sleeps badly. Oh and forget about Rutger, he's gone") == "Rutger"
    assert corrected.forget_asked("ok. forget my address please.") == "address"


def test_forget_someone_with_any_reason_after() -> None:
    assert corrected.forget_asked("please forget about Tomáš, we separated") == "Tomáš"
    assert corrected.forget_asked("forget about Dana, she moved away") == "Dana"


def test_forget_of_the_moment_with_a_reason_asks_nothing() -> None:
    assert corrected.forget_asked("forget it, it's fine") is None
    assert corrected.forget_asked("forget Monday, we're busy") is None
    assert corrected.forget_asked("I always forget the thing about Rutger's birthday") is None


def test_forget_the_thing_about_someone_dismisses_them(brain: Brain) -> None:
    say(brain, "a", "2026-02-08", "I go climbing on Mondays with my colleague Rutger")
    assert "User's colleague is Rutger" in live(brain, "Rutger")
    say(brain, "b", "2026-11-18", "and forget the thing about Rutger, we're not in touch anymore")
    assert set(scopes(brain, "Rutger").values()) == {"subconscious"}


# -- a home found ------------------------------------------------------------------------------------------------------

def test_a_home_found_ends_the_search_for_one(brain: Brain) -> None:
    say(brain, "a", "2026-05-11", "we're looking for a bigger flat, ideally with a balcony")
    assert live(brain, "looking") == ["User is looking for a bigger flat, ideally with a balcony"]
    say(brain, "b", "2026-06-02", "we found a place in Delfshaven, moving on the 1st of July")
    assert live(brain, "looking") == []
    # (newuser16: the move said after the place found is a move there, a plan that becomes the home on its day)
    assert live(brain, "Delfshaven") == ["User is moving to Delfshaven on 1 July 2026"]


def test_something_else_found_leaves_the_search(brain: Brain) -> None:
    say(brain, "a", "2026-05-11", "we're looking for a bigger flat, ideally with a balcony",
        "I'm looking for a new job in design")
    assert len(live(brain, "looking")) == 2
    say(brain, "b", "2026-06-02", "I found a great dentist in Delft")
    say(brain, "c", "2026-06-03", "we got a new sofa")
    assert len(live(brain, "looking")) == 2


def test_a_home_found_in_another_place_leaves_that_search(brain: Brain) -> None:
    say(brain, "a", "2026-05-11", "my husband and I are looking for a house in Utrecht")
    assert live(brain, "looking") == ["User and their husband are looking for a house in Utrecht"]
    say(brain, "b", "2026-06-02", "we bought a flat in Rotterdam, for renting out")
    assert live(brain, "looking") == ["User and their husband are looking for a house in Utrecht"]
    say(brain, "c", "2026-07-02", "we bought a house in Utrecht!")
    assert live(brain, "looking") == []


# -- "don't" after the comma -------------------------------------------------------------------------------------------

def test_dont_after_the_comma_of_the_users_fact_agrees() -> None:
    assert summaries("I cycle everywhere, don't own a car") == ["User cycles everywhere, doesn't own a car"]


# -- a medicine, begun and its dose changed ----------------------------------------------------------------------------

def test_a_medicine_taken_for_a_condition_said_without_my() -> None:
    assert summaries("I take citalopram for depression") == ["User takes citalopram for depression"]


def test_a_medicine_started_with_what_for_and_the_dose() -> None:
    assert summaries("I've started taking fluoxetine for anxiety, 20mg") == ["User takes fluoxetine for anxiety, 20mg"]
    assert summaries("I started taking propranolol") == ["User takes propranolol"]


def test_started_taking_what_is_no_medicine_is_no_medicine() -> None:
    assert summaries("I've started taking the train to work") == []
    assert summaries("I've started taking photos of birds") == []
    assert not [c for c in heard("I've started taking the bus, the car died", at=AT) if c.attribute == "takes"]


def test_a_dose_changed_is_the_dose_now() -> None:
    assert summaries("the doctor upped my fluoxetine to 40mg") == ["User takes fluoxetine, 40mg"]
    assert summaries("my lisinopril dose was lowered to 5mg") == ["User takes lisinopril, 5mg"]
    assert summaries("I'm on 40mg of fluoxetine now") == ["User takes fluoxetine, 40mg"]


def test_something_else_upped_is_no_dose() -> None:
    assert summaries("the manager upped my hours to 30") == []
    assert summaries("my rent was increased to 900 a month") == []


def test_the_dose_now_ends_the_dose_said_before(brain: Brain) -> None:
    say(brain, "a", "2026-05-30", "I've started taking fluoxetine for anxiety, 20mg", "I take lisinopril 10mg every morning")
    assert live(brain, "takes") == ["User takes fluoxetine for anxiety, 20mg", "User takes lisinopril 10mg every morning"]
    say(brain, "b", "2026-11-20", "the doctor upped my fluoxetine to 40mg")
    assert live(brain, "takes") == ["User takes fluoxetine, 40mg", "User takes lisinopril 10mg every morning"]
    say(brain, "c", "2026-11-29", "I'm on 40mg of fluoxetine now")  # the same dose again: still the one
    assert live(brain, "fluoxetine") == ["User takes fluoxetine, 40mg"]


# -- tips not wanted ---------------------------------------------------------------------------------------------------

def test_a_kind_of_tips_not_wanted_is_a_rule() -> None:
    assert summaries("don't give me productivity tips unless I ask, they stress me out") == [
        "User does not want productivity tips unless they ask"]
    assert summaries("please don't give me dating advice") == ["User does not want dating advice"]


def test_tips_asked_for_now_are_no_rule() -> None:
    assert summaries("give me productivity tips") == []
    assert summaries("some study tips please") == []
    assert summaries("my boss gave me productivity tips") == []


# -- a doctorate's steps ----------------------------------------------------------------------------------------------

def test_a_year_of_a_phd_said_for_the_student() -> None:
    assert summaries("I'm Aiyana, 2nd year PhD in ecology at Bristol") == [
        "User's name is Aiyana", "User is a second-year PhD student in ecology at Bristol"]
    assert summaries("I'm in the 2nd year PhD office on the third floor") == []


def test_a_thesis_deadline_is_when_it_is_due() -> None:
    assert summaries("thesis deadline is 15 March") == ["User's thesis is due on 15 March 2027"]
    assert summaries("my dissertation deadline is the 2nd of June") == ["User's dissertation is due on 2 June 2027"]
    assert summaries("the deadline is 15 March") == []


def test_what_the_user_researches() -> None:
    assert summaries("I study birdsong learning in zebra finches") == ["User researches birdsong learning in zebra finches"]
    assert summaries("I'm researching burnout among junior doctors") == ["User researches burnout among junior doctors"]


def test_where_or_when_one_studies_is_no_research() -> None:
    assert summaries("I study in the library most days") == []
    assert summaries("I study chemistry in year 12") == []
    assert summaries("I study history of art in my spare time") == []


def test_the_viva_passed_ends_the_doctorate_and_its_steps(brain: Brain) -> None:
    say(brain, "a", "2026-01-12", "I'm Aiyana, 2nd year PhD in ecology at Bristol")
    say(brain, "b", "2026-04-18", "thesis deadline is 30 September")
    say(brain, "c", "2026-09-29", "viva is on the 4th of December")
    assert live(brain, "PhD", "thesis", "viva") == ["User is a second-year PhD student in ecology at Bristol",
                                                    "User's thesis is due on 30 September 2026",
                                                    "User's viva is on 4 December 2026"]
    say(brain, "d", "2026-12-05", "I passed the viva with minor corrections!!")
    assert live(brain, "PhD", "thesis", "viva") == ["User passed the viva with minor corrections"]


def test_a_thesis_handed_in_leaves_the_viva(brain: Brain) -> None:
    say(brain, "a", "2026-09-29", "viva is on the 4th of December")
    say(brain, "b", "2026-10-01", "I submitted my thesis")
    assert live(brain, "viva") == ["User's viva is on 4 December 2026"]


# -- married, said first -------------------------------------------------------------------------------------------------

def test_married_to_said_first_is_the_users_marriage() -> None:
    assert summaries("married to Nomsa, we have two girls") == ["User is married to Nomsa", "User has two girls"]
    assert summaries("Happily married to Joe. Two dogs.") == ["User is married to Joe"]


def test_married_to_of_someone_else_or_of_no_one_is_no_marriage() -> None:
    assert summaries("my brother, married to Nomsa, lives in Cape Town") == []
    assert summaries("Married to the job lol") == []


def test_the_spouse_married_to_is_known_later(brain: Brain) -> None:
    say(brain, "a", "2026-01-04", "married to Nomsa, we have two girls")
    say(brain, "b", "2026-07-30", "Nomsa started a baking business from home")
    assert live(brain, "baking") == ["User's spouse Nomsa started a baking business from home"]


# -- weight lost -------------------------------------------------------------------------------------------------------

def test_weight_lost_in_the_end_ends_the_aim(brain: Brain) -> None:
    say(brain, "a", "2026-01-04", "I'm trying to lose 12kg before my sister's wedding in May")
    assert live(brain, "lose") == ["User is trying to lose 12kg before their sister's wedding in May 2026"]
    say(brain, "b", "2026-05-26", "lost 8kg in the end, not 12 but I'm happy")
    assert live(brain, "lose") == []


def test_as_much_weight_lost_as_aimed_ends_the_aim(brain: Brain) -> None:
    say(brain, "a", "2026-01-04", "I want to lose 5 kilos")
    assert live(brain, "lose") == ["User wants to lose 5 kilos"]
    say(brain, "b", "2026-04-26", "I lost 5kg!")
    assert live(brain, "lose") == []


def test_less_weight_lost_on_the_way_or_in_another_unit_leaves_the_aim(brain: Brain) -> None:
    say(brain, "a", "2026-01-04", "I want to lose 10kg")
    say(brain, "b", "2026-02-26", "I lost 4kg so far")
    say(brain, "c", "2026-03-26", "I lost 12 pounds")
    assert live(brain, "lose") == ["User wants to lose 10kg"]


# -- how it felt, said after -------------------------------------------------------------------------------------------

def test_how_it_felt_in_an_irregular_past_is_cut(brain: Brain) -> None:
    say(brain, "a", "2026-01-08", "My husband Liam has Parkinson's, I look after him at home")
    say(brain, "b", "2026-06-02", "Liam has gone into Ardnacrusha care home, it broke my heart but I couldn't manage")
    assert live(brain, "care home") == ["User's husband Liam has gone into Ardnacrusha care home"]


# -- a visit over, with those who came -----------------------------------------------------------------------------------

def test_gone_back_with_the_children_ends_the_visit(brain: Brain) -> None:
    say(brain, "a", "2026-04-20", "My son Rory is coming home for two weeks in July with his family")
    assert live(brain, "Rory") == ["User's son Rory is coming home for two weeks in July 2026 with his family"]
    say(brain, "b", "2026-07-29", "Rory and the kids went back to Perth on Sunday, the house is very quiet")
    assert live(brain, "coming home") == []
    assert live(brain, "Rory") == ["User's son Rory and the kids went back to Perth on Sunday, 26 July 2026"]


def test_someone_else_gone_back_leaves_the_visit(brain: Brain) -> None:
    say(brain, "a", "2026-04-20", "My son Rory is coming home for two weeks in July with his family")
    say(brain, "b", "2026-07-29", "my neighbour and the kids went back to Perth on Sunday")
    assert live(brain, "coming home") == ["User's son Rory is coming home for two weeks in July 2026 with his family"]


# -- a procedure had ------------------------------------------------------------------------------------------------------

def test_how_a_procedure_went_is_kept() -> None:
    assert summaries("The knee operation went grand, I can walk to the shop again") == ["User's knee operation went grand"]
    assert summaries("my gallbladder surgery went really well") == ["User's gallbladder surgery went well"]


def test_how_a_meeting_or_someone_elses_operation_went_is_not_the_users_procedure() -> None:
    assert summaries("the meeting went well") == []
    # (session 52: a relative's procedure had is kept as theirs, never as the user's own; it ends theirs ahead,
    # tests/test_lead52.py)
    assert summaries("my dad's operation went well") == ["User's dad's operation went well"]


def test_a_procedure_had_ends_the_same_procedure_ahead(brain: Brain) -> None:
    say(brain, "a", "2026-03-30", "I'm having my knee operation on the 14th of April at Merlin Park",
        "my wife is having her hip operation in May")
    assert live(brain, "operation") == ["User is having their knee operation on 14 April 2026 at Merlin Park",
                                        "User's wife is having her hip operation in May 2026"]
    say(brain, "b", "2026-04-20", "The knee operation went grand")
    assert live(brain, "operation") == ["User's knee operation went grand", "User's wife is having her hip operation in May 2026"]


def test_another_procedure_had_leaves_the_one_ahead(brain: Brain) -> None:
    say(brain, "a", "2026-03-30", "my hip operation is on the 14th of April")
    assert live(brain, "hip") == ["User's hip operation is on 14 April 2026"]
    say(brain, "b", "2026-04-20", "I had my knee operation last week")
    assert live(brain, "hip") == ["User's hip operation is on 14 April 2026"]
    say(brain, "c", "2026-04-21", "I had my hip operation last week, recovering well")
    assert live(brain, "hip") == ["User had their hip operation in the week of 13 April 2026, recovering well"]


# -- a medicine added, a reading ------------------------------------------------------------------------------------------

def test_a_medicine_added_to_another_is_taken_with_it() -> None:
    got = [(c.summary, c.value) for c in heard("the doctor added sitagliptin to my metformin", at=AT)]
    assert got == [("User takes sitagliptin with metformin", "sitagliptin")]
    assert summaries("the doctor added a note to my file") == []


def test_a_health_reading_is_kept_with_how_it_is() -> None:
    assert summaries("doctor says my HbA1c is 8.1, too high") == ["User's HbA1c is 8.1 (too high)"]
    assert summaries("my cholesterol came back at 6.2") == ["User's cholesterol is 6.2"]


def test_a_reading_of_the_moment_or_without_a_number_is_no_reading() -> None:
    assert summaries("my blood sugar was 11 this morning") == []
    # (session 52: a level found low is a condition, "User has low iron" as z14-12-bea labels it; never a reading with a
    # value)
    assert [(c.summary, c.attribute) for c in heard("my iron is low", at=AT)] == [("User has low iron", None)]
    assert summaries("my score is 8.1") == []


def test_the_next_reading_ends_the_one_before(brain: Brain) -> None:
    say(brain, "a", "2026-03-01", "doctor says my HbA1c is 8.1, too high", "my cholesterol came back at 6.2")
    assert live(brain, "HbA1c", "cholesterol") == ["User's HbA1c is 8.1 (too high)", "User's cholesterol is 6.2"]
    say(brain, "b", "2026-06-01", "my hba1c is down to 6.9 now")
    assert live(brain, "HbA1c", "cholesterol") == ["User's HbA1c is 6.9", "User's cholesterol is 6.2"]


# -- a developer's first messages --------------------------------------------------------------------------------------

def test_a_name_a_role_and_where_they_work_said_in_commas() -> None:
    assert sorted(summaries("yo. haruto, frontend dev, remote for a Paris startup called Brisk")) == [
        "User is a frontend dev", "User works remote for a Paris startup called Brisk", "User's name is Haruto"]
    assert sorted(summaries("yo. haruto, frontend dev, I live in Kobe")) == [
        "User is a frontend dev", "User lives in Kobe", "User's name is Haruto"]
    got = sorted(summaries("hey. ana, nurse, based in Porto"))
    assert got == ["User is a nurse", "User is based in Porto", "User's name is Ana"]
    assert summaries("Mia, designer, at a studio in Oslo") == ["User's name is Mia", "User is a designer at a studio in Oslo"]


def test_a_name_and_a_comma_list_of_no_role_is_no_introduction() -> None:
    assert summaries("Tom, thanks, at the station now") == []


def test_a_tool_said_as_a_setting_without_my() -> None:
    assert summaries("editor is helix, light theme always, don't explain git basics to me") == [
        "User does not want git basics explained", "User's editor is helix", "User prefers a light theme"]
    assert summaries("shell: fish") == ["User's shell is fish"]


def test_a_setting_of_no_tool_or_of_someone_else_is_no_setting() -> None:
    assert summaries("theme is nice, thanks") == []
    assert summaries("my son's editor is vim") == []


def test_the_basics_not_to_be_explained_is_a_rule_but_learning_them_is_not() -> None:
    assert summaries("don't explain the basics to me") == ["User does not want the basics explained"]
    assert summaries("please explain the basics of docker") == []


def test_a_side_project_said_as_a_label() -> None:
    assert summaries("side project: a small go cli called tanuki") == ["User's side project is a small go cli called Tanuki"]
    assert summaries("side project - tanuki, a go cli") == []


def test_the_language_of_the_code_said_when_shown() -> None:
    assert summaries("when you show code, rust unless I say otherwise") == [
        "User wants code written in Rust unless they say otherwise"]
    assert summaries("when you show code, thanks") == []


def test_why_said_after_a_rule_or_a_switch_is_cut() -> None:
    assert summaries("actually use go for code examples now, that's what I write all day") == ["User wants Go for code examples"]
    assert summaries("I've switched to a light theme, my eyes prefer it during the day") == ["User has switched to a light theme"]
    assert summaries("switched from vim to helix last week, the defaults are just nicer") == [
        "User switched from vim to helix in the week of 5 October 2026"]


def test_the_language_of_the_code_said_again_ends_the_one_before(brain: Brain) -> None:
    say(brain, "a", "2026-01-05", "when you show code, rust unless I say otherwise")
    assert live(brain, "code") == ["User wants code written in Rust unless they say otherwise"]
    say(brain, "b", "2026-10-22", "actually use go for code examples now, that's what I write all day")
    assert live(brain, "code") == ["User wants Go for code examples"]


def test_code_in_another_kind_of_thing_leaves_the_language(brain: Brain) -> None:
    say(brain, "a", "2026-01-05", "when you show code, rust unless I say otherwise")
    say(brain, "b", "2026-10-22", "use British spelling for code comments")
    assert live(brain, "Rust") == ["User wants code written in Rust unless they say otherwise"]


# -- a pupil's year --------------------------------------------------------------------------------------------------------

def test_what_a_pupil_studies_for() -> None:
    assert summaries("hiii im Freya, 16, doing a levels in maths and physics in leeds") == [
        "User's name is Freya", "User is 16 years old", "User is doing A levels in maths and physics in Leeds"]
    assert summaries("I'm doing GCSEs in art and music") == ["User is doing GCSEs in art and music"]


def test_someone_elses_a_levels_are_not_the_users() -> None:
    assert summaries("my brother is doing a levels in maths") == []


def test_may_with_an_ordinal_is_the_month() -> None:
    assert summaries("learning to drive, test booked for may 20th") == [
        "User is learning to drive, test booked for 20 May 2027"]
    assert summaries("I may 3 times a week go running") == []


def test_a_teacher_named_with_what_they_teach() -> None:
    assert summaries("my piano teacher is called Anna") == ["User's piano teacher is Anna"]
    assert summaries("my swim coach is Dave") == ["User's swim coach is Dave"]


def test_a_teacher_of_someone_elses_is_not_the_users() -> None:
    assert summaries("my son's piano teacher is called Anna") == []


def test_the_halls_a_student_lives_in() -> None:
    assert summaries("im in fallowfield halls, my flatmates are nice") == ["User lives in Fallowfield halls"]
    assert summaries("I'm in student halls") == []
    assert summaries("I'm in the halls") == []


def test_a_rule_let_go_is_no_rule_asked_for() -> None:
    assert summaries("no need for the tiny steps anymore, my meds are sorted") == ["User is fine with bigger steps"]
    assert summaries("no need to say sorry every time") == ["User does not want sorry said every time"]


# -- into care ---------------------------------------------------------------------------------------------------------

def test_gone_into_a_care_home_ends_looking_after_them_at_home(brain: Brain) -> None:
    say(brain, "a", "2026-01-08", "My husband Liam has dementia, I look after him at home")
    assert live(brain, "looks after") == ["User looks after their husband Liam at home"]
    say(brain, "b", "2026-06-02", "Liam has gone into Ardnacrusha care home")
    assert live(brain, "looks after") == []


def test_another_relative_into_care_leaves_the_care_of_this_one(brain: Brain) -> None:
    say(brain, "a", "2026-01-08", "I'm my mum's full time carer")
    assert live(brain, "carer") == ["User is their mum's full time carer"]
    say(brain, "b", "2026-03-08", "my dad has gone into a care home")
    assert live(brain, "carer") == ["User is their mum's full time carer"]
    say(brain, "c", "2026-06-02", "my mum has gone into a nursing home")
    assert live(brain, "carer") == []


# -- recall: a task done in code -------------------------------------------------------------------------------------------

def recalled(brain: Brain, query: str) -> list[str]:
    return [m.summary for m in brain.recall(wire.RecallParams(query=query)).memories]


def test_a_task_done_in_code_brings_the_language_of_the_code(brain: Brain) -> None:
    say(brain, "a", "2026-10-01", "use go for code examples", "I'm allergic to shellfish", "I have a sister called Emi")
    assert "User wants Go for code examples" in live(brain, "code")
    assert recalled(brain, "show me how to parse json") == ["User wants Go for code examples"]
    assert recalled(brain, "how do I paginate an API response?") == ["User wants Go for code examples"]


def test_decoding_what_is_no_data_brings_no_code_rule(brain: Brain) -> None:
    say(brain, "a", "2026-10-01", "use go for code examples", "I'm allergic to shellfish")
    assert recalled(brain, "how do I decode my dog's barking lol") == []


# -- a belt, no name ---------------------------------------------------------------------------------------------------------

def test_a_belt_said_after_im_is_a_grade_not_a_name() -> None:
    assert summaries("i'm black belt, i coach judo at my own club in Leith") == [
        "User is a black belt", "User coaches judo at their own club in Leith"]
    assert summaries("I'm a brown belt in karate") == ["User is a brown belt in karate"]


def test_someone_elses_belt_is_not_the_users() -> None:
    assert summaries("my son is a black belt") == []


# -- the closing new-user check (a translator in Brno) ---------------------------------------------------------------------

def test_an_age_said_again_keeps_what_else_was_said_with_the_old_age(brain: Brain) -> None:
    say(brain, "a", "2026-01-28", "we have a son, Vojta, he's 7 and mad about dinosaurs")
    assert "User's son Vojta is 7 and mad about dinosaurs" in live(brain, "Vojta")
    say(brain, "b", "2026-11-30", "actually Vojta is 8 now, he had his birthday")
    assert live(brain, "Vojta is") == ["User's son Vojta is 8", "User's son Vojta is mad about dinosaurs"]


def test_another_childs_age_leaves_the_age_and_what_else(brain: Brain) -> None:
    say(brain, "a", "2026-01-28", "we have a son, Vojta, he's 7 and mad about dinosaurs", "my daughter Ema is 4")
    say(brain, "b", "2026-11-30", "Ema is 5 now")
    assert "User's son Vojta is 7 and mad about dinosaurs" in live(brain, "Vojta")


def test_home_now_ends_the_hospital(brain: Brain) -> None:
    say(brain, "a", "2026-07-15", "my dad had a stroke, he's in hospital in Zlín")
    assert "User's dad is in hospital in Zlín" in live(brain, "hospital")
    say(brain, "b", "2026-08-20", "dad is home now, walking with a stick")
    assert live(brain, "hospital") == []


def test_someone_else_home_leaves_the_hospital(brain: Brain) -> None:
    say(brain, "a", "2026-07-15", "my dad is in hospital in Zlín")
    say(brain, "b", "2026-08-20", "my sister is home now")
    assert live(brain, "hospital") == ["User's dad is in hospital in Zlín"]


def test_forget_the_thing_of_an_aim_with_why_drops_the_aim(brain: Brain) -> None:
    say(brain, "a", "2026-02-19", "I'm trying to cut down on sugar, no more than one biscuit a day")
    assert len(live(brain, "sugar")) == 1
    say(brain, "b", "2026-11-30", "forget the sugar thing, I gave up trying")
    assert live(brain, "trying to cut down") == []
    assert live(brain, "dropped", "gave up") == ["User dropped the sugar thing"]  # ("User gave up trying" said nothing)


def test_a_book_translated_is_a_project() -> None:
    assert summaries("big contract: I'm translating a 300-page novel for Argo, due end of March") == [
        "User is translating a 300-page novel for Argo, due end of March 2027"]
    assert summaries("I'm translating this email for my boss") == []
