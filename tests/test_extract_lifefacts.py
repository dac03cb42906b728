"""Plain statements of a life (mercuryd.brain.lifefacts and the readings around it): schooling,
where one grew up, fears and what one cannot do, a diet kept, family standing, what one holds
or saves for. Each was dropped before; the guards below are what must stay unread."""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd import wire
from mercuryd.brain.candidate import Candidate
from mercuryd.brain.extract_rules import extract

SAID = dt.datetime(2026, 5, 19, 22, 30, tzinfo=dt.UTC)  # a Tuesday in May


def facts(text: str) -> list[Candidate]:
    return extract([wire.Message(role="user", content=text, ts=SAID)])


@pytest.mark.parametrize(
    ("text", "type_", "summary"),
    [
        ("I studied law at Edinburgh but never practised.", "identity", "User studied law at Edinburgh"),
        ("I studied abroad in Spain", "identity", "User studied abroad in Spain"),
        ("I have a degree in chemistry", "identity", "User has a degree in chemistry"),
        ("I've got a masters in finance", "identity", "User has a masters in finance"),
        ("I did my PhD in Leiden", "identity", "User did their PhD in Leiden"),
        ("I'm training to be a paramedic", "identity", "User is training to be a paramedic"),
        ("I grew up in a small town in Ohio", "identity", "User grew up in a small town in Ohio"),
        ("I'm scared of dogs", "constraint", "User is scared of dogs"),
        ("I'm terrified of flying", "constraint", "User is terrified of flying"),
        ("I have a fear of heights", "constraint", "User has a fear of heights"),
        ("I get seasick", "constraint", "User gets seasick"),
        ("I can't swim", "constraint", "User cannot swim"),
        ("I'm on a low-carb diet", "constraint", "User is on a low-carb diet"),
        ("I fast during Ramadan", "habit", "User fasts during Ramadan"),
        ("my parents are divorced", "relationship", "User's parents are divorced"),
        ("I've been married for 12 years", "relationship", "User has been married for 12 years"),
        ("my brother and I don't talk anymore", "relationship", "User and their brother don't talk anymore"),
        ("we've got two dogs and a cat", "relationship", "User has two dogs and a cat"),
        ("I have two cats and a rabbit", "relationship", "User has two cats and a rabbit"),
        ("I've got a black belt in judo", "identity", "User has a black belt in judo"),
        ("I drive a 2012 Honda Civic", "identity", "User drives a 2012 Honda Civic"),
        ("I'm saving up for a trip to Japan", "goal", "User is saving up for a trip to Japan"),
        ("I was raised by my grandparents", "relationship", "User was raised by their grandparents"),
        ("my partner and I are trying for a baby", "relationship", "User and their partner are trying for a baby"),
        ("we're getting divorced", "relationship", "User is getting divorced"),
        ("I work in HR for the council", "identity", "User works in HR for the council"),
        ("I work in marketing", "identity", "User works in marketing"),
        ("I'm in my final year of nursing school", "identity", "User is in their final year of nursing school"),
        ("I was in the army for 8 years", "identity", "User was in the army for 8 years"),
        ("I turn 50 in August", "identity", "User turns 50 in August 2026"),
        ("I wear glasses", "constraint", "User wears glasses"),
        ("I'm recovering from a broken ankle", "constraint", "User is recovering from a broken ankle"),
        ("I suffer from migraines", "constraint", "User suffers from migraines"),
        ("I get anxious in crowds", "constraint", "User gets anxious in crowds"),
        ("I'm obsessed with true crime podcasts", "preference", "User is obsessed with true crime podcasts"),
        ("we have three kids under 6", "relationship", "User has three kids under 6"),
        ("I have two daughters", "relationship", "User has two daughters"),
        ("my grandparents live in Goa", "relationship", "User's grandparents live in Goa"),
        ("my parents own a farm in Kerry", "relationship", "User's parents own a farm in Kerry"),
        ("my mother-in-law lives with us", "relationship", "User's mother-in-law lives with them"),
        ("my sister-in-law lives in Cork", "relationship", "User's sister-in-law lives in Cork"),
        ("my stepdad is a plumber", "relationship", "User's stepdad is a plumber"),
        ("my eldest is autistic", "relationship", "User's eldest is autistic"),
        ("we live on a narrowboat so space is tight", "identity", "User lives on a narrowboat"),
        ("I live alone with my two cats", "identity", "User lives alone with their two cats"),
        ("we homeschool our kids", "habit", "User homeschools their kids"),
        ("I'm the treasurer of our residents association", "identity", "User is the treasurer of their residents association"),
        ("I'm on the board of a local charity", "identity", "User is on the board of a local charity"),
        ("I'm going through IVF", "constraint", "User is going through IVF"),
        ("I'm my mum's full time carer", "relationship", "User is their mum's full time carer"),
        ("I have a bad habit of procrastinating", "habit", "User has a bad habit of procrastinating"),
        ("I've never been on a plane", "identity", "User has never been on a plane"),
        ("I speak three languages", "identity", "User speaks three languages"),
        ("I've had three knee surgeries", "constraint", "User has had three knee surgeries"),
        ("my doctor says I need to lower my cholesterol", "constraint", "User needs to lower their cholesterol"),
        ("my son plays rugby for the under 12s", "relationship", "User's son plays rugby for the under 12s"),
        ("my brother is in prison", "relationship", "User's brother is in prison"),
        ("I'm a neat freak", "identity", "User is a neat freak"),
        ("my pronouns are she/they", "identity", "User's pronouns are she/they"),
        ("I'm a big introvert and large parties drain me", "identity", "User is a big introvert"),
        ("I'm a single mum", "identity", "User is a single mum"),
        ("I'm 4 months sober, feeling great", "constraint", "User is sober"),
        ("I'm in recovery from an eating disorder", "constraint", "User is in recovery from an eating disorder"),
        ("I drive for Uber part time to pay for my studies", "identity", "User drives for Uber part time to pay for their studies"),
        ("My grandma raised me", "relationship", "User's grandma raised them"),
        ("I've got a dodgy knee from football", "constraint", "User has a dodgy knee"),
        ("I'm blind in one eye", "constraint", "User is blind in one eye"),
        ("Just so you know, I'm blind and use a screen reader", "constraint", "User is blind"),
        ("I'm hopeless at maths", "constraint", "User is hopeless at maths"),
        ("I've got a 2 year old daughter", "relationship", "User has a 2 year old daughter"),
        # a rule written for the statement alone reads the head of a longer clause
        ("I'm 35, married, no kids", "identity", "User is 35 years old"),
        ("I'm currently unemployed and job hunting", "identity", "User is unemployed"),
        ("I'm a lifelong Liverpool fan, help me write a chant", "preference", "User is a lifelong Liverpool fan"),
    ],
)
def test_a_plain_statement_of_a_life_is_kept(text: str, type_: str, summary: str) -> None:
    got = facts(text)
    assert [(f.type, f.summary) for f in got] == [(type_, summary)]


def test_a_plain_statement_then_how_to_explain_because_of_it() -> None:
    # (session 52: "explain simply" said after the user's situation is how every answer is to be, as "so keep it short"
    # is; it had been left unread, and this was a case of the test above)
    got = facts("I'm not great with technology so explain simply")
    assert [(f.type, f.summary) for f in got] == [("constraint", "User is not great with technology"),
                                                  ("preference", "User wants answers in simple language")]


def test_an_illness_after_from_is_not_a_place() -> None:
    (fact,) = facts("i suffer from hay fever, so no picnics")
    assert (fact.summary, fact.attribute, fact.value) == ("User suffers from hay fever", "condition", "hay fever")


def test_where_one_grew_up_is_the_hometown_when_it_is_named() -> None:
    (fact,) = facts("I grew up in Porto, moved here for work")
    assert (fact.attribute, fact.value) == ("hometown", "porto")


@pytest.mark.parametrize(
    "text",
    [
        "I am afraid of lock.",  # a worry about one migration, not a fear
        "I'm scared of this",
        "I studied hard and it showed me how resilient I can be",
        "I studied all night",
        "I can't drive today, my car is in the garage",
        "I'm afraid of bus",
        "I have two kids coming over tonight",
        "my parents are fine",
        "I'm obsessed with this song",
        "I get nervous before the interview tomorrow",
        "I'm thinking of going back to uni",
        "I'm blind drunk lol",  # weighed, not decided: the labelled set keeps none of these
    ],
)
def test_a_passing_worry_or_a_day_is_no_fact(text: str) -> None:
    assert facts(text) == []


@pytest.mark.parametrize(
    ("text", "summary"),
    [
        ("my wife's a nurse", "User's wife is a nurse"),
        ("My dad's retired", "User's dad is retired"),
        ("my sister Jo's a teacher in Hull", "User's sister Jo is a teacher in Hull"),
        ("my son's starting school in September", "User's son is starting school in September 2026"),
        ("our daughter is starting university in September", "User's daughter is starting university in September 2026"),
        ("my son is in year 9", "User's son is in year 9"),
    ],
)
def test_a_relative_s_is_and_where_they_are_in_life(text: str, summary: str) -> None:
    assert [f.summary for f in facts(text) if f.type == "relationship"] == [summary]


def test_a_possessive_stays_a_possessive() -> None:
    summaries = [f.summary for f in facts("my sister Funmi's wedding is on 12 December")]
    assert "User's sister Funmi's wedding is on 12 December 2026" in summaries
    assert not any("Funmi is wedding" in s for s in summaries)


@pytest.mark.parametrize(
    ("text", "summary"),
    [
        ("I'm Jewish so no pork in recipes please", "User is Jewish"),
        ("I'm in the UK so use British spelling", "User wants British spelling"),
    ],
)
def test_the_request_after_so_is_not_part_of_the_fact(text: str, summary: str) -> None:
    assert summary in [f.summary for f in facts(text)]


def test_what_has_happened_since_is_a_clause_of_its_own() -> None:
    assert [f.summary for f in facts("my dad passed away in March so things have been hard")] == [
        "User's dad passed away in March 2026"]


def test_a_second_thing_the_user_does_after_and() -> None:
    got = [(f.summary, f.attribute) for f in facts("I've lived in Tokyo for 6 years and speak decent Japanese")]
    assert got == [("User has lived in Tokyo for 6 years", "lives_in"), ("User speaks decent Japanese", None)]


@pytest.mark.parametrize(
    ("text", "summary"),
    [
        ("Keep replies to three sentences max please.", "User wants replies of at most three sentences"),
        ("keep answers under 100 words", "User wants answers of at most 100 words"),
    ],
)
def test_how_long_every_answer_may_be(text: str, summary: str) -> None:
    assert [f.summary for f in facts(text)] == [summary]


def test_the_shift_said_with_the_job_supersedes_as_a_shift() -> None:
    got = {(f.summary, f.attribute, f.value) for f in facts("I work nights as a security guard at a hospital, so I sleep in the day")}
    assert ("User works nights", "schedule:shift", "nights") in got
    assert ("User works as a security guard at a hospital", "job_title", "security guard") in got


@pytest.mark.parametrize("text", ["keep it short today please", "no long answers tonight",
                                  "I'm tired so no long answers today", "just the code this time"])
def test_an_instruction_for_the_day_is_not_how_to_answer(text: str) -> None:
    assert facts(text) == []


def test_an_instruction_for_now_is_kept() -> None:
    # a newborn's weeks: "for now" may be long, and a person would keep it
    assert [f.summary for f in facts("Keep answers really short for now please")] == ["User wants really short answers"]


@pytest.mark.parametrize(
    ("text", "summary"),
    [
        ("I'm vegan so please don't suggest meat", "User does not want meat suggested"),
        ("I'm in recovery from an eating disorder so please don't mention calories", "User does not want calories mentioned"),
        ("I'm blind, so please avoid tables and emoji", "User does not want tables and emoji used"),
    ],
)
def test_what_a_lasting_reason_forbids_holds_for_good(text: str, summary: str) -> None:
    assert summary in [f.summary for f in facts(text)]


@pytest.mark.parametrize("text", ["please don't suggest meat", "I'm tired so don't suggest running today",
                                  "I'm vegan btw so no cheese ideas."])
def test_a_request_without_a_lasting_reason_is_about_this_answer(text: str) -> None:
    assert not [f for f in facts(text) if f.summary.startswith("User does not want") or f.summary.startswith("User wants")]


@pytest.mark.parametrize(
    ("text", "summary"),
    [
        ("avoid using bullet points from now on", "User does not want bullet points used"),
        ("don't use emojis anymore", "User does not want emojis used"),
        ("never suggest Java from now on", "User does not want Java suggested"),
    ],
)
def test_from_now_on_is_not_what_is_forbidden(text: str, summary: str) -> None:
    assert [f.summary for f in facts(text)] == [summary]


@pytest.mark.parametrize(
    ("text", "name", "relation"),
    [
        ("my stepdad is a plumber", "Stepfather", "stepfather"),
        ("my stepdad Jim is a plumber", "Jim", "stepdad"),
        ("my nan Mary lives in Cork", "Mary", "nan"),
    ],
)
def test_step_and_grand_relations_are_people(text: str, name: str, relation: str) -> None:
    (fact,) = facts(text)
    assert [(p.name, p.relation) for p in fact.persons] == [(name, relation)]


@pytest.mark.parametrize(
    ("text", "summary"),
    [
        ("the boys have soccer on Saturdays", "User's boys have soccer on Saturdays"),
        ("my daughter has ballet every Tuesday", "User's daughter has ballet every Tuesday"),
        ("my son does karate twice a week", "User's son does karate twice a week"),
    ],
)
def test_a_relatives_week(text: str, summary: str) -> None:
    assert [f.summary for f in facts(text)] == [summary]


@pytest.mark.parametrize("text", ["my son has a dentist appointment on Tuesday", "the kids have school every day"])
def test_a_relatives_one_off_or_ordinary_day_is_no_fact(text: str) -> None:
    assert facts(text) == []


@pytest.mark.parametrize("text", ["our cat Biscuit knocked my keyboard off the desk lol. she's a menace",
                                  "my son Leo is a handful", "our dog Rex is a little devil", "My daughter Mia is a drama queen"])
def test_how_the_user_sees_someone_is_not_kept(text: str) -> None:
    # each was stored before ("User's cat Biscuit is a menace", in the d12 trial); what they are named stays
    assert [f.summary for f in facts(text) if " is a " in f.summary] == []


@pytest.mark.parametrize(
    ("text", "summary"),
    [
        ("got my hearing aids adjusted today", "User uses hearing aids"),
        ("left my inhaler at home again ugh", "User uses an inhaler"),
        ("my wheelchair got a flat tyre", "User uses a wheelchair"),
        ("my CPAP is so loud", "User uses a CPAP machine"),
    ],
)
def test_an_aid_named_as_the_users_is_what_they_live_with(text: str, summary: str) -> None:
    assert summary in [f.summary for f in facts(text)]


@pytest.mark.parametrize("text", ["my dad's hearing aids are broken", "does my insulin pump work on planes?"])
def test_someone_elses_aid_or_a_question_is_not(text: str) -> None:
    assert not [f for f in facts(text) if f.summary.startswith("User uses")]


def test_please_before_a_framed_instruction() -> None:
    got = [f.summary for f in facts("Thank you o! I passed. Please when you explain maths use plenty examples, it helps me more.")]
    assert got == ["User wants plenty examples when maths is explained"]


def test_the_kind_of_work_done_on_the_side_for_money() -> None:
    got = [f.summary for f in facts("I do graphic design on the side to make small money, mostly flyers for churches")]
    assert got == ["User does graphic design"]


@pytest.mark.parametrize(
    ("text", "summary"),
    [
        ("I am in my 300 level studying Computer Engineering at UNILAG",
         "User is in their 300 level studying Computer Engineering at UNILAG"),
        ("I'm in my second year studying law at Leeds", "User is in their second year studying law at Leeds"),
    ],
)
def test_the_year_of_study_then_what_and_where(text: str, summary: str) -> None:
    assert [f.summary for f in facts(text)] == [summary]


def test_run_on_chat_of_a_name_an_age_and_a_game() -> None:
    got = [f.summary for f in facts("yo im ethan im 16 and i main sova in valorant. how do i get better at lineups")]
    assert got == ["User's name is Ethan", "User is 16 years old", "User mains Sova in Valorant"]


def test_living_on_ones_own_now() -> None:
    got = [f.summary for f in facts("I live on my own now with the dog, a collie called Bess.")]
    assert got == ["User lives on their own now with the dog, a collie called Bess"]


@pytest.mark.parametrize("text", ['My friend said "I live in Tokyo and I hate cats"', 'Marcus texted "I got the job!" so proud of him',
                                  'my mum always says "you work too hard"'])
def test_someone_elses_quoted_words_are_not_the_users(text: str) -> None:
    assert facts(text) == []


def test_the_users_own_words_after_a_quote_are_read() -> None:
    got = [f.summary for f in facts('My friend said "I live in Tokyo and I hate cats". I love cats though.')]
    assert got == ["User loves cats"]


@pytest.mark.parametrize(("text", "value"), [("My name is Bo\u200bb", "bob"), ("I live in Os\u200dlo", "oslo")])
def test_an_invisible_character_inside_a_word_does_not_cut_it(text: str, value: str) -> None:
    # found by the outside probe: "Bo\u200bb" was stored as the name "Bo"
    (fact,) = facts(text)
    assert fact.value == value


@pytest.mark.parametrize(
    ("text", "summaries"),
    [
        ("I'm a staff nurse in the cardiac ICU at a hospital in Dubai",
         ["User is a staff nurse in the cardiac ICU at a hospital in Dubai"]),
        ("I'm a nurse in the ICU at St James", ["User is a nurse in the ICU", "User works at St James"]),
    ],
)
def test_a_ward_in_capitals_is_where_in_the_hospital_not_the_employer(text: str, summaries: list[str]) -> None:
    # found trying the product as a new user: "User is a staff nurse in the cardiac" and "User works at ICU"
    assert sorted(f.summary for f in facts(text)) == sorted(summaries)


@pytest.mark.parametrize(
    ("text", "summary"),
    [
        ("Also I'm lactose intolerant if that matters for the nutrition side", "User is lactose intolerant"),
        ("I drive a school bus in rural Iowa", "User drives a school bus in rural Iowa"),
        ("I need to cut back on the coffee", "User needs to cut back on the coffee"),
        ("my blood pressure's been up", "User has high blood pressure"),
        ("Also I passed FAR!", "User passed FAR"),
    ],
)
def test_l12_readings(text: str, summary: str) -> None:
    assert summary in [f.summary for f in facts(text)]


@pytest.mark.parametrize(
    ("text", "summary"),
    [
        ("I've been made deputy head from September!", "User has been made deputy head from September 2026"),
        ("I've been made redundant", "User has been made redundant"),
        ("I wear a hijab", "User wears a hijab"),
        ("the doctor found I have atrial fibrillation. now I take blood thinners every day", "User has atrial fibrillation"),
        ("the doctor found I have atrial fibrillation. now I take blood thinners every day", "User takes blood thinners every day"),
        ("my doctor thinks I have IBS", "User has IBS"),
    ],
)
def test_a13_readings(text: str, summary: str) -> None:
    assert summary in [f.summary for f in facts(text)]


@pytest.mark.parametrize("text", ["it got made a huge difference", "I have anxiety about the exam"])
def test_a13_guards(text: str) -> None:
    assert not [f for f in facts(text) if f.type in {"identity", "constraint"}]


def test_my_relatives_family_after_a_verb_is_its_object_not_a_new_statement() -> None:
    # found trying the product as a new user: stored "… in August 2026 to see"
    got = [f.summary for f in facts("we're going to Morocco for three weeks in August to see my husband's family in Fez")]
    assert got == ["User is going to Morocco for three weeks in August 2026 to see their husband's family in Fez"]


@pytest.mark.parametrize(
    ("text", "summary", "value"),
    [
        ("I take metformin twice a day", "User takes metformin twice a day", "metformin"),
        ("I take sertraline 50mg every morning", "User takes sertraline 50mg every morning", "sertraline"),
    ],
)
def test_a_medicine_taken_on_a_schedule_is_what_the_user_takes(text: str, summary: str, value: str) -> None:
    (fact,) = facts(text)
    assert (fact.type, fact.summary, fact.attribute, fact.value) == ("constraint", summary, "takes", value)


def test_the_train_every_day_is_still_a_routine() -> None:
    (fact,) = facts("I take the train every day")
    assert fact.type == "habit"


def test_correct_me_if_is_each_time() -> None:
    assert [f.summary for f in facts("you can correct me if I write wrong")] == ["User wants to be corrected when they write wrong"]


@pytest.mark.parametrize(
    ("text", "summary"),
    [
        ("hiya, zoe here! 24, just moved to Glasgow for a grad scheme", "User is 24 years old"),
        ("my missus runs a hair salon, she wants a website", "User's missus runs a hair salon"),
        ("I'd like flashcards for pharmacology. I learn best with mnemonics.", "User learns best with mnemonics"),
        ("I have sickle cell trait", "User has sickle cell trait"),
    ],
)
def test_b13_readings(text: str, summary: str) -> None:
    assert summary in [f.summary for f in facts(text)]
