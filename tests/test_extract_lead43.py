"""What a new user says that the rules dropped whole or read wrong (the lead's probe, session 43): an employer named in
lower case or by what it is, a job lost said without "I was", years at an employer, a home said with whom, the user's
own baby born and then named, time sober, a car, a programme followed, time off work, benefits, a school year, a
waiting list, a pregnancy lost, and a way of writing hated.

Every sentence here was written for this test; each rule has negatives beside it that must store nothing of the kind.
"""

from __future__ import annotations

import datetime as dt

from mercuryd.brain import births
from tests.chat import heard, heard_as

AT = dt.datetime(2026, 10, 14, 9, 30, tzinfo=dt.UTC)  # a Wednesday


def summaries(text: str) -> list[str]:
    return [c.summary for c in heard(text, at=AT)]


# -- work -----------------------------------------------------------------------------------------------------------

def test_an_employer_in_lower_case_after_for_is_the_employer() -> None:
    got = heard_as("i work for lidl on the tills", "User works for Lidl on the tills", at=AT)
    assert (got.attribute, got.value) == ("works_at", "lidl")
    got = heard_as("i work for deloitte as an auditor", "User works for Deloitte as an auditor", at=AT)
    assert (got.attribute, got.value) == ("works_at", "deloitte")


def test_for_a_living_is_no_employer() -> None:
    assert not any(c.attribute == "works_at" for c in heard("i work for a living like everyone else", at=AT))


def test_a_public_employer_said_by_what_it_is() -> None:
    got = heard_as("I work for the council in housing", "User works for the council in housing", at=AT)
    assert (got.attribute, got.value) == ("works_at", "council")
    got = heard_as("i work for the nhs as a porter", "User works for the NHS as a porter", at=AT)
    assert (got.attribute, got.value) == ("works_at", "nhs")
    got = heard_as("I work for the county council", "User works for the county council", at=AT)
    assert got.value == "county council"


def test_a_public_employer_s_website_is_no_employer() -> None:
    assert not any(c.attribute == "works_at" for c in heard("I work for the council tax website team", at=AT))


def test_working_for_oneself_or_a_relative() -> None:
    assert heard_as("I work for myself now", "User is self-employed", at=AT).attribute is None
    got = heard_as("I work for my uncle on his building sites", "User works for their uncle on his building sites", at=AT)
    assert got.attribute is None  # whom, not an employer to supersede


def test_years_at_a_named_employer() -> None:
    got = heard_as("I've been at Sainsbury's for nine years", "User has been at Sainsbury's for nine years", at=AT)
    assert (got.type, got.attribute, got.value) == ("identity", "works_at", "sainsbury's")
    got = heard_as("i've been at asda for three years", "User has been at Asda for three years", at=AT)
    assert got.value == "asda"


def test_hours_somewhere_are_no_employer() -> None:
    assert summaries("I've been at the airport for five hours") == []
    assert not any(c.attribute == "works_at" for c in heard("I've been at Gatwick for five hours", at=AT))


def test_a_job_lost_from_an_employer_named_with_its_kind() -> None:
    got = heard_as("I was made redundant from Bodø kommune in September",
                   "User was made redundant from Bodø kommune in September 2026", at=AT)
    assert (got.attribute, got.value, got.polarity) == ("works_at", "bodø kommune", "negative")


def test_a_job_lost_said_without_i_was() -> None:
    got = heard_as("made redundant from the hospital trust in August",
                   "User was made redundant from the hospital trust in August 2026", at=AT)
    assert got.type == "identity"
    assert "User was laid off" in summaries("just laid off, what a week")


def test_laying_others_off_is_not_losing_a_job() -> None:
    assert summaries("laid off two of my staff today, horrible") == []
    assert summaries("I laid off three drivers this morning") == []


# -- home -----------------------------------------------------------------------------------------------------------

def test_a_home_said_with_whom() -> None:
    got = heard_as("I live alone in a studio in Govan", "User lives alone in a studio in Govan", at=AT)
    assert (got.attribute, got.value) == ("lives_in", "govan")
    got = heard_as("I live with my grandparents in Preston", "User lives with their grandparents in Preston", at=AT)
    assert got.value == "preston"


def test_living_alone_without_a_place_is_no_home() -> None:
    assert not any(c.attribute == "lives_in" for c in heard("I live alone with two cats", at=AT))


# -- a baby born ----------------------------------------------------------------------------------------------------

def test_the_users_baby_born_then_said_to_be_a_boy_or_girl_named() -> None:
    got = heard_as("Our second baby arrived on Monday, a little girl called Isla",
                   "User's daughter Isla was born on Monday, 12 October 2026", at=AT)
    assert got.type == "relationship"
    assert "User's son Theo was born on 13 October 2026" in summaries("Baby number two arrived yesterday! A boy, Theo")
    assert "User's son Rory was born" in summaries("I had the baby! A boy, Rory, 8lb 1oz")
    assert "User's daughter Nell was born on Sunday, 11 October 2026" in summaries("We had a baby girl on Sunday, Nell")


def test_someone_elses_baby_is_not_the_users_child() -> None:
    got = summaries("My cousin had her baby! The baby came early, a little boy, Ezra")
    assert not any(s.startswith("User's son") for s in got)
    assert not any(s.startswith("User's daughter Ezra") for s in summaries("We had a baby girl on Sunday, Ezra's thrilled"))


def test_the_users_baby_arrived_without_a_name() -> None:
    assert "User had the baby on Monday, 12 October 2026" in summaries("Our baby arrived on Monday")


def test_a_pregnancy_lost_is_an_episode_and_ends_the_pregnancy() -> None:
    got = heard_as("I had a miscarriage in the spring", "User had a miscarriage in spring 2026", at=AT)
    assert got.type == "episode"
    assert births.whose_birth(got.summary) == "user"
    assert births.whose_birth("User lost the baby at 10 weeks") == "user"
    assert births.whose_birth("User lost their job") is None


def test_having_the_baby_is_no_loss() -> None:
    assert not any("lost" in s for s in summaries("We had the baby on Monday"))


# -- health and habits ----------------------------------------------------------------------------------------------

def test_time_sober_said_with_how_long() -> None:
    assert heard_as("I've been sober for three years", "User has been sober for three years", at=AT).type == "constraint"
    assert "User has been clean since January 2025" in summaries("been clean since January 2025")
    assert "User has been sober for 60 days" in summaries("I've been sober for 60 days now")


def test_a_day_or_two_sober_is_a_joke() -> None:
    assert summaries("I've been sober for two days lol") == []


def test_a_programme_followed_named_with_capitals() -> None:
    assert heard_as("I'm doing Couch to 5k again", "User is doing Couch to 5k again", at=AT).type == "habit"
    assert "User is doing Slimming World" in summaries("I'm doing Slimming World")


def test_doing_a_named_thing_that_is_no_programme() -> None:
    assert summaries("I'm doing Python") == []


def test_time_off_work_and_why() -> None:
    assert heard_as("I'm off work with burnout at the moment", "User is off work with burnout", at=AT).type == "constraint"
    assert "User is signed off work with depression for six weeks" in summaries(
        "I've been signed off with depression for six weeks")
    assert "User is off sick with their knee" in summaries("I'm off sick with my knee")
    assert "User is off work for 8 weeks after their operation" in summaries("I'm off work for 8 weeks after my operation")


def test_a_passing_bug_is_no_time_off() -> None:
    assert summaries("I'm off sick with a cold today") == []
    assert summaries("I'm off for the day") == []


def test_on_benefits_or_a_break() -> None:
    assert heard_as("I'm on universal credit at the moment", "User is on universal credit", at=AT).type == "identity"
    assert "User is on a career break until June 2027" in summaries("I'm on a career break until June")


def test_on_a_waiting_list_for_treatment() -> None:
    got = heard_as("I'm on a waiting list for shoulder surgery", "User is on a waiting list for shoulder surgery", at=AT)
    assert got.type == "constraint"
    assert summaries("I'm on a waiting list for the new iPhone") == []


# -- school, car, writing -------------------------------------------------------------------------------------------

def test_a_pupil_s_school_year() -> None:
    got = heard_as("I'm in year 11 doing my GCSEs", "User is in year 11, doing their GCSEs", at=AT)
    assert (got.attribute, got.value) == ("school_year", "year 11")
    assert heard_as("im a year 9 student", "User is in year 9", at=AT).value == "year 9"


def test_a_university_year_or_a_number_out_of_range_is_no_school_year() -> None:
    assert not any(c.attribute == "school_year" for c in heard("I'm in year 40 of this marriage lol", at=AT))
    assert not any(c.attribute == "school_year" for c in heard("I'm in 2nd year at uni", at=AT))


def test_the_car_said_by_make() -> None:
    assert heard_as("my car is a hybrid Toyota Yaris", "User's car is a hybrid Toyota Yaris", at=AT).type == "identity"


def test_the_car_said_by_how_it_is() -> None:
    assert summaries("my car is a disaster") == []


def test_a_way_of_writing_hated() -> None:
    got = heard_as("I hate when people use so many emojis", "User does not want too many emojis used", at=AT)
    assert got.type == "preference"
    assert "User does not want hashtags used" in summaries("I can't stand it when you use hashtags")


def test_hating_what_people_do_that_is_no_writing() -> None:
    assert summaries("I hate when people use my parking space") == []


# -- languages, devices, things owned -------------------------------------------------------------------------------

def test_the_languages_one_speaks_said_as_how_well() -> None:
    assert heard_as("I'm fluent in Italian and Greek", "User is fluent in Italian and Greek", at=AT).type == "identity"
    assert "User is bilingual in Irish and English" in summaries("I'm bilingual in Irish and English")
    assert "User is a native Portuguese speaker" in summaries("I'm a native Portuguese speaker")


def test_fluent_in_a_programming_language_is_no_language_spoken() -> None:
    assert summaries("I'm fluent in Rust") == []


def test_a_user_of_a_known_kind_of_thing() -> None:
    got = heard_as("I'm a Windows user", "User is a Windows user", at=AT)
    assert (got.type, got.attribute, got.value) == ("preference", "preferred_os", "windows")
    assert heard_as("I'm an Android user", "User is an Android user", at=AT).attribute is None


def test_a_user_of_no_known_kind_is_nothing() -> None:
    assert summaries("I'm a heavy user") == []
    assert summaries("I'm a power user") == []


def test_a_thing_by_its_make_said_with_how_it_is() -> None:
    assert "User's car is a hybrid Honda Jazz" in summaries("our car's a hybrid Honda Jazz")
    assert "User's van is a 2019 Ford Transit" in summaries("my van is a 2019 Ford Transit")
    assert "User's laptop is a Dell XPS running Ubuntu" in summaries("my laptop is a Dell XPS running Ubuntu")


def test_a_thing_said_by_how_it_is_without_a_make() -> None:
    assert summaries("my van is a nightmare") == []
    assert summaries("my car is an absolute state") == []


# -- work ahead, family, home ---------------------------------------------------------------------------------------

def test_a_start_ahead_said_in_the_present() -> None:
    got = heard_as("I start as a porter at Addenbrooke's in January",
                   "User is starting as a porter at Addenbrooke's in January 2027", at=AT)
    assert (got.attribute, got.value) == ("plan:works_at", "addenbrooke's")
    assert "User is starting their new job as a welder on Monday, 19 October 2026" in summaries(
        "I start my new job as a welder on Monday")


def test_starting_something_that_is_no_job() -> None:
    assert summaries("I start to panic when the phone rings") == []


def test_a_child_at_university() -> None:
    assert heard_as("my son is at uni in Bangor studying marine biology",
                    "User's son is at uni in Bangor studying marine biology", at=AT).type == "relationship"
    assert "User's daughter is at boarding school" in summaries("my daughter's at boarding school")


def test_a_child_at_university_for_the_day() -> None:
    assert summaries("my son is at uni till late tonight") == []


def test_where_from_then_where_they_live_without_i() -> None:
    got = summaries("I'm from Accra originally but live in Bristol")
    assert "User lives in Bristol" in got
    assert "User is from Accra originally" in got
    assert "User lives in Bristol" in summaries("I'm originally from Accra, live in Bristol now")


def test_a_kind_of_advice_not_wanted() -> None:
    got = heard_as("please don't give me tax advice, just the rules", "User does not want tax advice", at=AT)
    assert got.type == "constraint"


def test_asking_for_advice_is_no_rule() -> None:
    assert summaries("I need legal advice about my landlord") == []
    assert summaries("can you give me some career advice?") == []


# -- more of how people say it --------------------------------------------------------------------------------------

def test_a_filler_word_before_the_statement() -> None:
    assert "User is a dental nurse in Leeds" in summaries("ok so basically I'm a dental nurse in Leeds")
    assert "User runs a bike shop" in summaries("long story short, I run a bike shop")


def test_a_child_said_by_age_then_named() -> None:
    assert heard_as("I have a 4 year old called Ruby", "User's child Ruby is 4", at=AT).type == "relationship"
    assert "User's son Alfie is 9 months old" in summaries("we've got a 9-month-old boy named Alfie")


def test_an_age_then_a_name_that_is_someone_elses() -> None:
    assert not any("Ruby" in s and " is 4" in s for s in summaries("I have a 4 year old called Ruby's mum"))


def test_the_time_zone() -> None:
    got = heard_as("I'm GMT+10", "User's timezone is GMT+10", at=AT)
    assert (got.attribute, got.value) == ("timezone", "gmt+10")
    assert "User's timezone is EST" in summaries("my timezone is EST")
    assert "User's timezone is Eastern time" in summaries("I'm on eastern time")


def test_being_on_time_or_in_a_country_is_no_time_zone() -> None:
    assert not any(c.attribute == "timezone" for c in heard("I'm on time for once", at=AT))
    assert not any(c.attribute == "timezone" for c in heard("I'm in the UK", at=AT))


def test_24_hour_time_asked_for() -> None:
    assert heard_as("use 24 hour time please", "User wants 24 hour time", at=AT).type == "preference"


def test_the_anniversary() -> None:
    got = heard_as("our anniversary is on the 3rd of May", "User's anniversary is on 3 May", at=AT)
    assert (got.type, got.attribute) == ("relationship", "anniversary")
    assert "User's wedding anniversary is on 9 September" in summaries("my wedding anniversary is 9 September")


def test_an_anniversary_without_a_day_is_nothing() -> None:
    assert not any(c.attribute == "anniversary" for c in heard("our anniversary is coming up soon", at=AT))


def test_a_class_taught_named_by_its_number() -> None:
    got = heard_as("I'm a Year 2 teacher at a school in Hull", "User is a Year 2 teacher at a school in Hull", at=AT)
    assert got.attribute in {"job_title", "works_at"}
    assert "User is a 5th grade teacher" in summaries("I'm a 5th grade teacher")
    assert heard_as("I'm a year 10 student", "User is in year 10", at=AT).attribute == "school_year"


def test_a_plot_or_a_hut_kept() -> None:
    assert heard_as("I've got an allotment in Ely", "User has an allotment in Ely", at=AT).type == "identity"
    assert "User has a beach hut at Whitstable" in summaries("we have a beach hut at Whitstable")


def test_a_plot_of_a_story_is_nothing() -> None:
    assert summaries("I've got a plot twist for you") == []


def test_the_field_of_work_and_where() -> None:
    assert "User works in insurance in Croydon" in summaries("I work in insurance in Croydon")


# -- a year's new user (Hamid) -------------------------------------------------------------------------------------

def test_what_a_fact_asks_of_the_answers_is_cut_from_it() -> None:
    assert "User is coeliac" in summaries("I'm coeliac so watch the recipes")
    got = summaries("I'm Jewish so kosher only please. Any ideas for Friday dinner?")
    assert "User is Jewish" in got
    assert "User eats only kosher food" in got


def test_only_said_of_something_else_is_no_food_rule() -> None:
    assert not any("only" in s for s in summaries("halal only had two left at the butcher's"))


def test_the_car_driven_said_with_how_it_is() -> None:
    got = heard_as("I drive a little red Fiat 500 now", "User drives a little red Fiat 500", at=AT)
    assert (got.attribute, got.value) == ("car", "fiat 500")


def test_a_programme_stopped() -> None:
    got = heard_as("I've stopped Couch to 5k, my ankle", "User has stopped Couch to 5k", at=AT)
    assert got.type == "decision"


def test_a_relatives_nerves_are_of_the_week() -> None:
    assert not any("nervous" in s for s in summaries("my daughter Ivy started nursery this week, she's nervous"))
    assert any(s.startswith("User's daughter Ivy started") for s in summaries(
        "my daughter Ivy started nursery this week, she's nervous"))


def test_a_country_said_with_the_is_no_employer() -> None:
    got = heard_as("I'm a registered midwife in the UK", "User is a registered midwife in the UK", at=AT)
    assert got.attribute == "job_title"
    assert not any(c.attribute == "works_at" for c in heard("I'm a care assistant in the Netherlands", at=AT))


def test_a_place_of_work_said_with_the_is_the_employer() -> None:
    assert heard_as("I'm a porter in the Royal Free", "User works at Royal Free", at=AT).attribute == "works_at"


# -- a third probe ---------------------------------------------------------------------------------------------------

def test_a_months_challenge_is_no_date() -> None:
    assert heard_as("I'm doing Dry January again", "User is doing Dry January again", at=AT).type == "habit"


def test_a_month_after_dry_said_as_a_plan_is_a_date() -> None:
    assert "User is going dry in January 2027" in summaries("I'm going dry in January")


def test_step_children_counted_and_named() -> None:
    assert "User has three step kids, Amy, Jo and Cal" in summaries("I've got three step kids, Amy, Jo and Cal")


def test_in_remission() -> None:
    got = heard_as("I'm in remission from bowel cancer", "User is in remission from bowel cancer", at=AT)
    assert got.type == "constraint"
    assert "User is in remission since 2023" in summaries("I'm in remission since 2023")


def test_remission_said_of_someone_else_is_not_the_users() -> None:
    assert not any(s.startswith("User is in remission") for s in summaries("my dad is in remission from leukaemia"))


def test_a_youth_group_led() -> None:
    assert heard_as("I'm a Cub leader", "User is a Cub leader", at=AT).type == "identity"


def test_a_leader_of_no_youth_group_is_not_read_so() -> None:
    assert not any("leader" in s for s in summaries("I'm a natural leader lol"))


def test_an_aid_said_with_got() -> None:
    assert heard_as("I've got a colostomy", "User has a colostomy", at=AT).type == "constraint"
    assert any(s.startswith("User has a pacemaker") for s in summaries("I've got a pacemaker since March"))


def test_an_aid_said_of_a_relative_is_not_the_users() -> None:
    assert not any(s.startswith("User has a pacemaker") for s in summaries("my grandad's got a pacemaker"))


def test_a_thing_named_by_its_month_and_called_off_was_still_to_come() -> None:
    june = dt.datetime(2026, 6, 10, 10, 0, tzinfo=dt.UTC)
    assert heard_as("So the September trip is cancelled now.", "User called off the September 2026 trip", at=june)
    assert heard_as("We cancelled the February trip", "User cancelled the February 2027 trip", at=june)


def test_a_month_when_something_was_called_off_is_past() -> None:
    june = dt.datetime(2026, 6, 10, 10, 0, tzinfo=dt.UTC)
    assert "User cancelled their gym membership in March 2026" in [
        c.summary for c in heard("I cancelled my gym membership in March", at=june)]


def test_one_person_said_with_a_title_is_one_fact() -> None:
    got = [s for s in summaries("my supervisor is Dr. Miriam Achebe, she's lovely") if "Achebe" in s]
    assert got == ["User's supervisor is Dr. Miriam Achebe"]


def test_two_people_with_and_without_a_title_are_two_facts() -> None:
    got = summaries("my GP is Dr Patel and my dentist is Mr Patel")
    assert "User's GP is Dr Patel" in got
    assert "User's dentist is Mr Patel" in got


def test_the_answers_asked_for_said_with_a_verb_of_giving() -> None:
    got = heard_as("Please write shorter answers, I read on my phone in the shop", "User wants shorter answers", at=AT)
    assert got.type == "preference"
    assert "User wants simpler replies" in summaries("can you give me simpler replies")


def test_answers_written_for_one_task_are_no_rule() -> None:
    assert summaries("please write short answers to these quiz questions") == []
