"""What the session-52 lead's eight new users' years found (tests/data/lead52_years.json: a Polish electrician in Dublin who
goes self-employed and moves to Cork, a retired librarian in Singapore, a chemistry PhD student in Toronto, an Argentinian
nurse in Madrid, a Borders sheep farmer who sells up, a game-dev intern in São Paulo, a software architect in Gothenburg,
a solicitor in Leeds who marries and moves).

Every sentence here was written for this test. Each test that ends a memory checks first that it was stored live, and
beside each rule a sentence like it that must end or store nothing of the kind.
"""

from __future__ import annotations

import datetime as dt

from mercuryd import wire
from mercuryd.brain import instructions
from mercuryd.brain.service import Brain
from tests.chat import heard, say

MARCH = dt.datetime(2026, 3, 10, 9, tzinfo=dt.UTC)  # a Tuesday


def summaries(text: str, at: dt.datetime = MARCH) -> list[str]:
    return [c.summary for c in heard(text, at=at)]


def live(brain: Brain, *words: str) -> list[str]:
    return sorted(m.summary for m in brain.list(wire.ListParams(scope="all", limit=100)).items
                  if any(w in m.summary for w in words))


# -- who the user is ----------------------------------------------------------------------------------------------------

def test_a_hyphenated_nationality_is_no_name() -> None:
    got = summaries("Hello, I'm Layla Haddad, a GP in Sheffield. I'm Lebanese-Australian.")
    assert "User's name is Layla Haddad" in got
    assert not any("name is Lebanese" in s for s in got)
    assert summaries("I'm Lebanese-Australian") == ["User is Lebanese-Australian"]
    assert summaries("I'm Mary-Jane, 40") == ["User's name is Mary-Jane", "User is 40 years old"]  # a hyphenated name stays one


def test_a_place_and_its_date_after_a_colon_are_no_name_and_age() -> None:
    assert not any("name" in s for s in summaries("Venue confirmed: Kelham Hall, 18 July"))
    assert not any("name" in s for s in summaries("Hotel booked: Grand Central, 12 nights"))
    assert summaries("Context: - Rustam, 38") == ["User's name is Rustam", "User is 38 years old"]  # a name and an age still


def test_names_that_end_like_an_adjective() -> None:
    assert "User's name is Hamish" in summaries("Morning. Name's Hamish, I keep bees near Selkirk.")
    assert summaries("I'm Jagdish, 52") == ["User's name is Jagdish", "User is 52 years old"]
    assert summaries("Name's foolish, I know") == []  # an adjective where a name would stand


def test_a_degree_by_its_year_after_name_and_age() -> None:
    got = summaries("Hi! Ines, 27, 2nd year PhD in marine biology at U of T.")
    assert "User is a second-year PhD student in marine biology at UofT" in got
    assert summaries("I'm a PhD student at U of M") == ["User is a PhD student at UofM"]
    assert not any("UofToronto" in s for s in summaries("I'm a PhD student at U of Toronto"))  # only a letter is run in


def test_self_employed_without_its_hyphen() -> None:
    assert summaries("I am self employed now") == ["User is self-employed"]
    assert summaries("my dad is self employed") == ["User's dad is self-employed"]  # someone else's


def test_a_promotion_told_without_i() -> None:
    got = heard("Promoted to head of science while I was off, funny old world.", at=MARCH)
    assert [(c.summary, c.value) for c in got] == [("User got promoted to head of science while they were off", "head of science")]
    got = heard("Finally promoted to charge nurse!", at=MARCH)
    assert [(c.summary, c.attribute, c.value) for c in got] == [("User got promoted to charge nurse", "job_title", "charge nurse")]
    assert summaries("I've made partner at Hartley & Co") == ["User got promoted to partner at Hartley & Co"]
    assert summaries("promoted to the back of the queue again") == []  # no role


def test_a_promotion_while_away_keeps_the_role_apart_from_the_when() -> None:
    got = heard("I got promoted to lead designer during my leave, crazy.", at=MARCH)
    assert [(c.summary, c.value) for c in got] == [("User got promoted to lead designer during their leave", "lead designer")]


# -- family ---------------------------------------------------------------------------------------------------------------

def test_a_birth_with_its_day_then_the_name_and_weight() -> None:
    assert summaries("Our daughter was born on Sunday!! Zofia, 3.1kg.") == \
        ["User's daughter Zofia was born on Sunday, 8 March 2026"]
    assert summaries("My son was born this morning. Ilan. 7lb 4oz") == ["User's son Ilan was born on 10 March 2026"]
    # (no name said after it: the birth alone)
    assert summaries("Our son was born on Sunday! Phew, what a night") == ["User's son was born on Sunday, 8 March 2026"]


def test_a_relatives_procedure_had_ends_theirs_ahead(brain: Brain) -> None:
    say(brain, "a", "2026-01-12", "My wife Hoa will have a shoulder operation on 2 February.")
    assert live(brain, "shoulder operation") == ["User's wife Hoa will have a shoulder operation on 2 February 2026"]
    say(brain, "b", "2026-02-09", "Hoa's operation went really well.")
    assert live(brain, "will have a shoulder") == []
    assert "Hoa's operation went well" in live(brain, "went well")
    # (linked to her, the one person the wife's memories name: her page lists it)
    (done,) = [m for m in brain.list(wire.ListParams(scope="all", limit=100)).items if m.summary == "Hoa's operation went well"]
    (wife,) = [m for m in brain.list(wire.ListParams(scope="all", limit=100)).items if m.summary == "User's wife is Hoa"]
    assert [p.id for p in done.persons] == [p.id for p in wife.persons] != []


def test_a_procedure_by_relation_ends_only_that_relatives(brain: Brain) -> None:
    say(brain, "a", "2026-01-12", "My dad is having his hip replacement on 20 January.")
    say(brain, "b", "2026-01-13", "My mum is having her cataract surgery on 22 January.")
    say(brain, "c", "2026-01-25", "My dad's op went fine.")
    assert live(brain, "hip replacement") == []
    assert live(brain, "cataract") == ["User's mum is having her cataract surgery on 22 January 2026"]  # hers stays
    assert summaries("Monday's op went fine") == []  # a day, no one's


def test_wed_news_ends_the_wedding_ahead(brain: Brain) -> None:
    say(brain, "a", "2026-02-01", "Jonah and I are getting married in June!")
    assert live(brain, "getting married") == ["User and Jonah are getting married in June 2026"]
    say(brain, "b", "2026-06-21", "We're married!! Still can't believe it.")
    assert live(brain, "getting married") == []
    assert summaries("We're married with three kids.") == []  # how things are, no news
    assert summaries("we are officially married") == ["User got married"]


# -- home, work and tools ---------------------------------------------------------------------------------------------------

def test_a_farm_sold_ends_the_farming(brain: Brain) -> None:
    say(brain, "a", "2026-01-05", "I farm beef cattle near Oban.")
    assert live(brain, "cattle") == ["User farms beef cattle near Oban"]
    say(brain, "b", "2026-06-05", "Farm's sold. Strange feeling.")
    assert live(brain, "cattle") == []
    assert "User sold their farm" in live(brain, "sold")
    assert summaries("My visa's approved!") == ["User's visa was approved"]


def test_a_farm_of_someone_else_sold_ends_nothing(brain: Brain) -> None:
    say(brain, "a", "2026-01-05", "I farm beef cattle near Oban.")
    say(brain, "b", "2026-06-05", "My neighbour sold the farm next door.")
    assert live(brain, "cattle") == ["User farms beef cattle near Oban"]


def test_back_from_a_place_with_its_subject_ends_the_trip(brain: Brain) -> None:
    say(brain, "a", "2026-02-01", "We are going to Hanoi in April for a wedding.")
    assert live(brain, "Hanoi") == ["User is going to Hanoi in April 2026 for a wedding"]
    say(brain, "b", "2026-04-28", "We are back from Hanoi. Jet lag is brutal.")
    assert live(brain, "going to Hanoi") == []
    assert summaries("I'm back from work") == []  # a day's end, no trip
    assert summaries("I'm back from parkrun, legs dead") == []


def test_the_workplace_switching_tools_is_the_users_switch() -> None:
    assert summaries("Our agency is switching from Figma to Penpot next month.") == \
        ["User is switching from Figma to Penpot in April 2026"]
    assert summaries("My company moved from Bristol to Bath") == []  # an office moved, not the user


def test_a_theme_switched_to_a_light_one() -> None:
    got = heard("Changed my theme to a dark one, the light ones hurt at night.", at=MARCH)
    assert [(c.summary, c.attribute, c.value) for c in got] == [("User changed to a dark theme", "preferred_theme", "dark")]


def test_a_commute_by_train() -> None:
    assert summaries("I'm commuting to Glasgow by train now") == ["User commutes to Glasgow by train"]
    assert summaries("I commute into Paris on the metro") == ["User commutes to Paris on the metro"]
    assert summaries("my husband commutes to Glasgow by train") == []  # his


# -- health -----------------------------------------------------------------------------------------------------------------

def test_a_level_found_low() -> None:
    assert summaries("The GP says my iron levels are really low.") == ["User has low iron"]
    assert summaries("my b12 is low again") == ["User has low b12"]
    assert summaries("my phone battery is low") == []
    assert summaries("my iron is low on steam") == []  # an iron, the appliance


def test_fasting_for_the_month_named_before() -> None:
    got = summaries("Ramadan begins next week, I'll be fasting so no coffee meetups please")
    assert any(s.startswith("User is fasting for Ramadan") for s in got)
    assert not any("Ramadan" in s for s in summaries("I'll be fasting tomorrow before my blood test"))


# -- tastes -------------------------------------------------------------------------------------------------------------

def test_a_favourite_said_title_first() -> None:
    assert summaries("Stardew Valley is my favourite game ever") == ["User's favorite game is Stardew Valley"]
    assert summaries("The Remains of the Day is my all-time favourite novel.")[0].startswith("User's favorite novel is The Remains")
    assert summaries("This is my favourite game") == []  # a pointer, no title


def test_a_named_work_enjoyed() -> None:
    assert summaries("Can you suggest more by Ishiguro? I really enjoyed Klara and the Sun.") == ["User enjoyed Klara and the Sun"]
    assert summaries("I enjoyed Tuesday") == []


# -- how to answer --------------------------------------------------------------------------------------------------------

def test_rules_listed_without_a_verb() -> None:
    assert instructions.read("Answer first, details after, no emoji") == [
        ("preference", "User wants answer first, details after"), ("preference", "User wants no emoji")]
    assert instructions.read("code first, then explain") == [("preference", "User wants code first, explanation after")]
    # a list that is the user's day, not rules for answers
    assert instructions.read("coffee first, then emails, no meetings") == []
    assert instructions.read("Safety first, no exceptions") == []


def test_explain_simple_and_skip_the_basics() -> None:
    assert instructions.read("pls explain simple, no big words") == [
        ("preference", "User wants answers in simple language, without big words")]
    assert instructions.read("You can assume I know the maths, skip the basics") == [
        ("preference", "User wants the basics skipped, assuming they know the maths")]
    assert instructions.read("skip the basics of this loop") == []  # one piece of work
    assert instructions.read("assume I know nothing") == []


def test_the_law_every_legal_answer_follows() -> None:
    assert instructions.read("Please keep tax answers to Irish law unless I say otherwise") == [
        ("preference", "User wants tax answers under Irish law unless they say otherwise")]
    assert instructions.read("keep legal answers to the point") == []  # no law named


def test_a_dated_event_set_for_a_day() -> None:
    assert summaries("Viva is set for 2 June.") == ["User's viva is on 2 June 2026"]
    assert summaries("The match is set for Saturday.") == []  # not the user's


def test_a_trade_on_a_vessel_after_name_and_age() -> None:
    # (found by the closing new user's year: "Hei! I'm Ingrid, 52, chief engineer on the coastal ferry out of Bergen" kept
    # no job)
    got = summaries("I'm Tevita, 44, deckhand on a container ship out of Auckland.")
    assert "User is a deckhand" in got and "User's name is Tevita" in got
    assert summaries("I'm Bo, 30, on the bus") == ["User's name is Bo", "User is 30 years old"]  # where, no trade


# -- noticed by the session's helpers and fixed by the lead ----------------------------------------------------------------

def test_moving_as_the_subject_is_no_plan() -> None:
    assert summaries("Moving to Portugal is exhausting.") == []
    assert summaries("moving to Porto in June") == ["User is moving to Porto in June 2026"]


def test_a_birth_told_by_the_couple_with_its_weekday_after_the_name() -> None:
    assert summaries("We had a baby girl, Amani, on Sunday.") == ["User's daughter Amani was born on Sunday, 8 March 2026"]


def test_how_it_is_liked_and_how_the_body_is_said_after_the_fact() -> None:
    assert summaries("We moved to Galway last month, love it.") == ["User moved to Galway in February 2026"]
    assert summaries("Appendix came out on Friday, stomach is agony") == ["User had their appendix out on Friday, 6 March 2026"]
