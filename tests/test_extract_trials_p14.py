"""What the p14 new-user trial (session 33) showed the rules missing: a QA lead near Seattle texting in
lower case, a German PhD student in Zürich writing German-shaped English, a soap maker in Nairobi.

"pls keep it to bullet points", "so if I ask for meal ideas keep them high-protein" (said after a statement),
"my knee's been acting up and the physio says no running", "guess the half is off", "I'm going to switch to
swimming", "from now on can you answer in Korean when I write in Korean?", "Jae and I are moving to Tacoma",
"I am doing my PhD at ETH since 3 years", "give me always the code first", "I work mostly with CMIP6 data",
"She is vegan, so a hut with vegan food would be nice", "is coming from Utrecht for the weekend", "I will start
a postdoc at the Met Office", "The defense is planned for 18 September", "Anouk will come too, she found a
job", "Now I am in Exeter", "but first: from now on …", "a soap business … — Sabuni Safi". Sentences written
for this file, none from the labelled set.
"""

from __future__ import annotations

import datetime as dt
import functools

import pytest

from mercuryd import wire
from mercuryd.brain.clock import FakeClock
from mercuryd.brain.service import Brain
from tests import chat

AT = dt.datetime(2026, 6, 3, 10, 0, tzinfo=dt.UTC)  # a Wednesday

facts = functools.partial(chat.facts, at=AT)
summaries = functools.partial(chat.summaries, at=AT)


@pytest.mark.parametrize(("said", "kept"), [
    ("pls keep it to bullet points, long paragraphs lose me", "User wants answers in bullet points"),
    ("Keep answers to a short list please.", "User wants answers in a short list"),
])
def test_the_form_of_answers_said_with_to(said: str, kept: str) -> None:
    assert summaries(said) == [kept]


@pytest.mark.parametrize("said", [
    "I'm cutting sugar this year, so if I ask for dessert ideas keep them low-sugar",
    "If I ask for dessert ideas, keep them low-sugar.",
])
def test_if_i_ask_for_is_a_rule_for_every_time(said: str) -> None:
    assert "User wants dessert ideas kept low-sugar" in summaries(said)


def test_the_statement_before_so_if_i_ask_is_kept_too() -> None:
    said = summaries("I'm training for the Lisbon marathon in October, so if I ask for recipes keep them carb-heavy")
    assert said == ["User wants recipes kept carb-heavy", "User is training for the Lisbon marathon in October 2026"]


@pytest.mark.parametrize("said", ["If I need a hand with the boxes, keep it to Sunday.",
                                  "If I want to vent, keep them short."])
def test_if_i_need_or_want_is_no_rule(said: str) -> None:
    assert summaries(said) == []


def test_a_statement_before_so_can_you_is_kept() -> None:
    assert summaries("My husband is coeliac, so could you suggest a gluten-free cake?") == ["User's husband is coeliac"]


def test_a_statement_before_so_something_would_be_nice_is_kept() -> None:
    said = summaries("My sister Mia is visiting in July.", "She is lactose intolerant, so a place with oat milk would be good.")
    assert "User's sister Mia is lactose intolerant" in said


@pytest.mark.parametrize(("said", "kept"), [
    ("my ankle's been playing up and the physio says no football for a month",
     "User's physio says no football for a month because of their ankle"),
    ("My back has been sore, so the doctor says no lifting for now.", "User's doctor says no lifting for now because of their back"),
])
def test_an_ailment_with_a_clinicians_rule_is_one_constraint(said: str, kept: str) -> None:
    assert summaries(said) == [kept]


def test_a_contracted_has_before_been_is_no_new_statement() -> None:
    assert summaries("my shoulder's been killing me for weeks") == ["User's shoulder has been painful for weeks"]


def test_an_ailment_said_alone_is_not_kept() -> None:
    assert summaries("my wrist's been sore today") == []


def test_a_runners_half_called_off_is_the_half_marathon(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, AT, "a", "I'm training for the Bristol half marathon in September.")
    assert any("Bristol half" in m.summary for m in brain.list(wire.ListParams(scope="all", limit=50)).items)
    chat.hear(brain, clock, AT + dt.timedelta(days=30), "b", "Guess the half's off, my hip needs rest.")
    live = [m.summary for m in brain.list(wire.ListParams(scope="all", limit=50)).items]
    assert "User called off the half marathon" in live
    assert not any("training for the Bristol half" in s for s in live)


@pytest.mark.parametrize(("said", "kept"), [
    ("I'm going to switch to cycling for a while", "User is going to switch to cycling for a while"),
    ("I'm gonna switch to oat milk", "User is going to switch to oat milk"),
])
def test_a_switch_said_as_a_plan_is_a_decision(said: str, kept: str) -> None:
    assert summaries(said) == [kept]


@pytest.mark.parametrize(("said", "kept"), [
    ("from now on can you reply in Spanish when I write in Spanish?", "User wants answers in Spanish when they write in Spanish"),
    ("Could you answer in German when I write in German?", "User wants answers in German when they write in German"),
    ("can you use metric units from now on?", "User wants metric units"),
])
def test_a_rule_asked_as_a_question_with_every_time_said(said: str, kept: str) -> None:
    assert summaries(said) == [kept]


@pytest.mark.parametrize("said", ["can you answer in Spanish?", "could you explain how the lease works?",
                                  "can you give me the code when I ask?"])
def test_a_question_for_this_once_is_no_rule(said: str) -> None:
    assert summaries(said) == []


def test_someone_and_i_moving_is_where_the_user_will_live() -> None:
    assert facts("Priya and I are moving to Bath in August") == [
        ("decision", "User and Priya are moving to Bath in August 2026", "plan:lives_in", "bath")]


@pytest.mark.parametrize(("said", "kept"), [
    ("I live in Graz since 4 years.", "User has lived in Graz for 4 years"),
    ("I work at Bosch since two years.", "User has worked at Bosch for two years"),
    ("I am doing my PhD in geology at Uppsala since 2 years.", "User has been doing their PhD in geology at Uppsala for 2 years"),
])
def test_since_n_years_is_for_n_years(said: str, kept: str) -> None:
    assert summaries(said) == [kept]


def test_since_a_year_said_as_a_date_is_left_alone() -> None:
    assert summaries("I have lived in Graz since 2019.") == ["User has lived in Graz since 2019"]


def test_a_degree_under_way_for_years_is_read_as_said_in_the_present() -> None:
    # at a named place it is who the user is now, as "I'm doing a PhD at ETH" is (session 36; the labels file both so)
    assert facts("I've been doing my master's in economics at LSE for two years.") == [
        ("identity", "User has been doing their master's in economics at LSE for two years", None, None)]
    assert facts("I've been doing my master's part time for two years.")[0][0] == "goal"


def test_the_adverb_after_the_object_is_read_in_english_order() -> None:
    assert summaries("Please give me always the summary first and the details after.") == [
        "User wants the summary first and the details after"]


def test_what_the_user_works_mostly_with() -> None:
    assert summaries("I work mostly with ERA5 reanalysis data.") == ["User mostly works with ERA5 reanalysis data"]


@pytest.mark.parametrize(("said", "kept"), [
    ("My brother Ravi is coming from Pune for the weekend.", "User's brother Ravi lives in Pune"),
    ("My cousin Ana is flying in from Porto tomorrow.", "User's cousin Ana lives in Porto"),
])
def test_a_short_visit_from_somewhere_says_where_they_live(said: str, kept: str) -> None:
    assert kept in summaries(said)
    assert not any("weekend" in s or "tomorrow" in s for s in summaries(said))


def test_a_short_visit_without_a_place_keeps_only_who_they_are() -> None:
    assert summaries("My aunt Rosa is coming for the weekend.") == ["User's aunt is Rosa"]


def test_a_visit_with_its_month_is_kept_as_said() -> None:
    assert any("December 2026" in s for s in summaries("My fiancé Tariq is coming to Leeds in December from Lahore."))


def test_someone_coming_along_says_nothing_of_their_own() -> None:
    said = summaries("My wife Elif is great.", "We move to Izmir in May. Elif will come too, she got a job at the port there.")
    assert "User's wife Elif got a job at the port in Izmir" in said
    assert not any("come too" in s for s in said)


@pytest.mark.parametrize(("said", "kept"), [
    ("After that I will start a postdoc at the Francis Crick Institute.", "User will start a postdoc at the Francis Crick Institute"),
    ("I'll start a new job at Ocado.", "User will start a new job at Ocado"),
])
def test_a_post_to_start_is_a_job_plan(said: str, kept: str) -> None:
    assert facts(said)[0][:3] == ("decision", kept, "plan:works_at")


@pytest.mark.parametrize(("said", "kept"), [
    ("The viva is planned for 12 March.", "User's viva is on 12 March 2027"),
    ("My defence is scheduled for 2 July.", "User's defence is on 2 July 2026"),
])
def test_a_viva_or_defence_by_its_date(said: str, kept: str) -> None:
    assert summaries(said) == [kept]


def test_the_exam_of_someone_unnamed_is_not_the_users() -> None:
    assert summaries("The exam is on 3 March.") == []


def test_now_i_am_in_a_city_is_where_the_user_lives() -> None:
    assert facts("Now I am in Aberdeen.") == [("identity", "User lives in Aberdeen", "lives_in", "aberdeen")]


def test_now_i_am_in_a_city_for_something_is_a_trip() -> None:
    assert summaries("Now I am in Aberdeen for a wedding.") == []


def test_a_rule_after_but_first_is_read() -> None:
    said = summaries("I have a question about pandas, but first: from now on please use British spelling in emails for me.")
    assert said == ["User wants British spelling in emails"]


def test_a_business_named_after_a_dash() -> None:
    said = summaries("Hi! I'm Achieng, I run a candle shop in Westlands, Nairobi — Mwanga Candles.")
    assert "User runs a candle shop in Westlands, Nairobi, called Mwanga Candles" in said


def test_a_dash_before_a_sentence_is_no_name() -> None:
    assert summaries("We have a bakery - it's hard work.") == ["User has a bakery"]


def test_done_with_the_trips_ends_the_travel_habit(brain: Brain, clock: FakeClock) -> None:
    chat.hear(brain, clock, AT, "a", "I live in Calgary.", "I'll be driving to Edmonton every other week for the new site.")
    assert any("every other week" in m.summary for m in brain.list(wire.ListParams(scope="all", limit=50)).items)
    chat.hear(brain, clock, AT + dt.timedelta(days=90), "b", "I'm done with the Edmonton trips, they hired someone local.")
    live = [m.summary for m in brain.list(wire.ListParams(scope="all", limit=50)).items]
    assert not any("every other week" in s for s in live)
    assert "User lives in Calgary" in live


@pytest.mark.parametrize(("said", "kept"), [
    ("ugh my cat Miso knocked a glass off the table this morning", "User has a cat named Miso"),
    ("My dog Bruno chewed my charger yesterday.", "User has a dog named Bruno"),
])
def test_a_pets_mischief_of_the_day_keeps_only_the_pet(said: str, kept: str) -> None:
    assert summaries(said) == [kept]


def test_a_pets_news_is_kept() -> None:
    assert summaries("My cat Miso had kittens last week.") == ["User's cat Miso had kittens in the week of 25 May 2026"]


@pytest.mark.parametrize(("said", "kept"), [
    ("I'm training for the half in October", "User is training for the half marathon in October 2026"),
    ("My sister Cleo is going to run the half with me.", "User's sister Cleo is going to run the half marathon with them"),
])
def test_a_runners_half_is_the_half_marathon(said: str, kept: str) -> None:
    assert kept in summaries(said)


def test_half_of_something_is_no_race() -> None:
    assert not any("marathon" in s for s in summaries("I did the half of the garden I could reach."))
