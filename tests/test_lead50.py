"""What the session-50 lead's eight new users' years found (tests/data/lead50_years.json: a bus driver in Soweto, an ICU
nurse in Montréal, a game programmer in Osaka who types in lower case, a tailor in Kampala learning English, a retired
baker in Naples, a PhD student in Córdoba, a primary teacher in Galway expecting her first, an accountant in Penang).

Every sentence here was written for this test. Each test that ends a memory checks first that it was stored live, and
beside each rule a sentence like it that must end or store nothing of the kind.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator

import pytest

from mercuryd import wire
from mercuryd.brain import corrected, retrieve
from mercuryd.brain import english as en
from mercuryd.brain.service import Brain
from tests.chat import heard, say
from tests.test_recall_misses import injected, stocked

APRIL = dt.datetime(2026, 4, 7, 9, tzinfo=dt.UTC)  # a Tuesday
OCTOBER = dt.datetime(2026, 10, 27, 9, tzinfo=dt.UTC)


def summaries(text: str, at: dt.datetime = APRIL) -> list[str]:
    return [c.summary for c in heard(text, at=at)]


def live(brain: Brain, *words: str) -> list[str]:
    return sorted(m.summary for m in brain.list(wire.ListParams(scope="all", limit=100)).items
                  if any(w in m.summary for w in words))


# -- a date after a decision made, or after an event named with its town -----------------------------------------------

def test_a_race_entered_in_a_town_of_two_words_is_this_years() -> None:
    # said in April: the race in September is ahead, whatever town it is run in
    assert summaries("I signed up for a half marathon in Québec City on 6 September!") == [
        "User signed up for a half marathon in Québec City on 6 September 2026"]
    assert summaries("I entered the 10k in San Sebastián on 14 June.") == ["User entered the 10k in San Sebastián on 14 June 2026"]
    # a race already run: the past
    assert summaries("I ran a half marathon in Québec City on 6 March.") == [
        "User ran a half marathon in Québec City on 6 March 2026"]


def test_what_has_been_decided_for_a_month_is_the_next_one() -> None:
    # said in October: "in February" is what the decision is for, the February to come
    assert summaries("I've decided to go back part-time in February, three days a week.", OCTOBER) == [
        "User has decided to go back part-time in February 2027, three days a week"]
    # a plain past may be the February gone: left as it was read
    assert summaries("I decided to quit smoking in February.", OCTOBER) == ["User decided to quit smoking in February 2026"]


# -- what ends an older memory ------------------------------------------------------------------------------------------

def test_the_diabetes_said_gone_ends_the_one_that_passes(brain: Brain) -> None:
    say(brain, "a", "2026-03-06", "I've gestational diabetes now, have to check my bloods four times a day.")
    assert live(brain, "diabetes") == ["User has gestational diabetes"]
    say(brain, "b", "2026-07-08", "The diabetes is gone since the birth, thank god.")
    assert live(brain, "diabetes") == ["User's diabetes has gone"]


def test_a_lasting_diabetes_is_not_ended_by_a_question(brain: Brain) -> None:
    say(brain, "a", "2026-03-06", "I have type 2 diabetes.")
    say(brain, "b", "2026-07-08", "Is my diabetes gone if my sugars are normal?")
    assert live(brain, "diabetes") == ["User has type 2 diabetes"]


def test_no_more_of_an_activity_ends_it(brain: Brain) -> None:
    say(brain, "a", "2026-04-20", "I do pilates on Thursday evenings at the leisure centre.")
    say(brain, "b", "2026-04-21", "I play squash on Mondays.")
    assert live(brain, "pilates", "squash") == ["User does pilates on Thursday evenings at the leisure centre",
                                                "User plays squash on Mondays"]
    say(brain, "c", "2026-08-02", "No more pilates for a while, obviously, ha.")
    say(brain, "d", "2026-08-03", "no more squash for me")
    assert live(brain, "pilates", "squash") == ["User no longer does pilates", "User no longer plays squash"]


def test_no_more_of_a_thing_that_is_no_activity_ends_nothing(brain: Brain) -> None:
    say(brain, "a", "2026-04-20", "I do pilates on Thursday evenings at the leisure centre.")
    say(brain, "b", "2026-08-02", "no more pilates mats in the hallway please, kids")
    assert live(brain, "pilates") == ["User does pilates on Thursday evenings at the leisure centre"]


def test_a_race_called_off_by_its_name_alone(brain: Brain) -> None:
    say(brain, "a", "2026-01-24", "Training for the Cork marathon in June, running before work four days a week.")
    assert live(brain, "marathon")
    say(brain, "b", "2026-03-26", "Shin splints. Marathon is off. Physio says rest for six weeks.")
    assert live(brain, "marathon") == ["User called off the marathon"]


def test_no_race_for_me_this_year_calls_it_off(brain: Brain) -> None:
    say(brain, "a", "2026-04-05", "I signed up for a triathlon on 12 September!")
    say(brain, "b", "2026-08-10", "Broke my collarbone cycling. No triathlon for me this year.")
    assert live(brain, "triathlon") == ["User called off the triathlon"]


def test_a_race_asked_about_is_not_called_off(brain: Brain) -> None:
    say(brain, "a", "2026-04-05", "I signed up for a triathlon on 12 September!")
    say(brain, "b", "2026-08-10", "Is the triathlon off if it rains?")
    assert live(brain, "triathlon") == ["User signed up for a triathlon on 12 September 2026"]


def test_night_shifts_said_as_done_are_the_shift_a_switch_ends(brain: Brain) -> None:
    say(brain, "a", "2026-03-17", "I do night shifts, four nights a week, Friday to Monday.")
    shifts = {m.summary: m.value for m in brain.store.all_memories() if m.attribute == "schedule:shift"}
    assert list(shifts.values()) == ["nights"]
    say(brain, "b", "2026-06-22", "I switched to day shifts, the nights were wrecking my sleep.")
    assert live(brain, "shift") == ["User works day shifts"]


def test_moving_to_nights_is_a_shift_not_a_home() -> None:
    assert summaries("I moved to nights.") == ["User works night shifts"]
    assert summaries("We moved to Nightingale Road.") == ["User moved to Nightingale Road"]


# -- forgetting a thing said of someone --------------------------------------------------------------------------------

def test_forget_someone_and_the_matter_said_of_them() -> None:
    # the one named and the matter: what was said of them is forgotten (newuser18's rule, which the lead's years agree
    # with: a forget asked is kept wide rather than narrow)
    assert corrected.forget_asked("Please forget what I said about Vusi and the loan shark, it is his business.") == "Vusi"
    assert corrected.forget_asked("forget what I said about Dan") == "Dan"
    assert corrected.forget_asked("Forget Mum and the kids, let's talk about work.") is None


def test_forgetting_someone_and_the_matter_dismisses_it(brain: Brain) -> None:
    say(brain, "a", "2026-04-14", "My cousin Themba owes money to a loan shark, I am so worried.")
    assert "User's cousin Themba owes money to a loan shark" in live(brain, "Themba")
    say(brain, "b", "2026-04-15", "Please forget what I said about Themba and the loan shark, it is his private business.")
    assert [(m.summary, m.dismissed) for m in brain.store.all_memories() if "loan" in m.summary] == [
        ("User's cousin Themba owes money to a loan shark", True)]


# -- what a person says first, and how it is read -----------------------------------------------------------------------

def test_a_south_african_interjection_opens_the_sentence() -> None:
    assert summaries("eish the doctor says I have gout.") == ["User has gout"]
    assert summaries("sigh the doctor says I have gout") == ["User has gout"]
    assert summaries("Sigh of relief, I passed.") == []


def test_a_pregnancy_is_kept_under_the_cap() -> None:
    said = [c.summary for c in heard("Hiya, I'm Orla, I teach 3rd class in a school in Sligo, and I'm 31. Oh and I'm 20 weeks "
                                     "pregnant with our first!!", at=APRIL, cap=3)]
    # (since cap52 the age said with the name is folded into it, and the job keeps the place it gave up)
    assert said == ["User's name is Orla; they are 31 years old", "User is 20 weeks pregnant with their first",
                    "User teaches 3rd class in a school in Sligo"]
    # (a wish to be pregnant is no pregnancy: it ranks as any goal)
    said = [c.summary for c in heard("Hiya, I'm Orla, I teach 3rd class in a school in Sligo, and I'm 31. We hope to get "
                                     "pregnant next year.", at=APRIL, cap=3)]
    assert "User is 31 years old" in said and not [s for s in said if "pregnant" in s]


def test_a_condition_given_as_the_reason_for_a_rule_is_kept() -> None:
    said = summaries("Please write big and clear, my eyes are poor now, I have macular degeneration.")
    assert "User has macular degeneration" in said
    # a reason that is no condition of the user's: only the rule
    assert [s for s in summaries("Please write big and clear, I read on a small phone.") if "phone" in s.lower()] == []


def test_eye_and_lung_conditions_are_conditions() -> None:
    for text, value in [("I have glaucoma.", "glaucoma"), ("I've got COPD.", "copd"), ("I have sleep apnoea.", "sleep apnoea")]:
        found = heard(text, at=APRIL)
        assert [(c.attribute, c.value) for c in found] == [("condition", value)], text


def test_a_learners_pronoun_said_twice() -> None:
    assert en.normalise("My mother she passed on last week.") == "My mother passed on last week."
    assert en.normalise("my son he is at uni now") == "my son is at uni now"
    assert en.normalise("my son he and I went fishing") == "my son he and I went fishing"
    assert en.normalise("my names is Grace") == "my name is Grace"
    assert summaries("I have twins boys, Peter and Paul, they are 6.") == ["User has twin boys: Peter and Paul"]


def test_a_relatives_death_said_by_a_learner_ends_the_visits(brain: Brain) -> None:
    say(brain, "a", "2026-04-30", "I go to Mbarara every Sunday to see my father.")
    assert live(brain, "Mbarara")
    say(brain, "b", "2026-10-08", "My father he passed on last week. I am very sad.")
    assert live(brain, "Mbarara") == []
    assert any("father passed on" in s for s in live(brain, "father"))


def test_a_currency_asked_for_with_its_countrys_name() -> None:
    assert summaries("Please use Malaysian ringgit for any money stuff.") == ["User wants amounts in Malaysian ringgit"]
    assert summaries("Please use naira for any money stuff.") == ["User wants amounts in naira"]
    assert summaries("Please use Python for the money stuff.") == []


def test_a_language_asked_for_by_its_name_alone() -> None:
    assert summaries("Always English please, even for recipes.") == ["User wants answers in English"]
    assert summaries("Spanish only pls") == ["User wants answers in Spanish"]
    assert summaries("Always Spanish food for me.") == []
    assert summaries("Is English the only language you speak?") == []


def test_houses_looked_at_in_a_town_is_a_home_looked_for() -> None:
    assert summaries("We are looking at houses in Laval, the condo is getting too small.") == [
        "User is looking for a house in Laval"]
    assert summaries("I'm viewing flats in Leith.") == ["User is looking for a flat in Leith"]
    assert summaries("I'm looking at houses in the paper.") == []


def test_a_little_girl_named_is_the_users_daughter() -> None:
    said = summaries("My partner Étienne and I have been together 9 years, we have a little girl, Rosalie, she is 5.")
    assert "User's daughter Rosalie is 5" in said
    assert not [s for s in said if "Étienne is 5" in s]
    assert not [s for s in summaries("We have a little girl in our street who sings all day.") if "daughter" in s]


def test_a_child_starting_a_school_named_in_french(brain: Brain) -> None:
    say(brain, "a", "2026-01-25", "We have a little boy, Hugo, he is 3.")
    say(brain, "b", "2026-05-19", "Hugo starts maternelle in September at École Jean-Jaurès.")
    assert "User's son Hugo starts maternelle in September 2026 at École Jean-Jaurès" in live(brain, "Hugo")


def test_a_town_typed_in_lower_case_before_who_lives_there(brain: Brain) -> None:
    say(brain, "a", "2026-01-20", "we live in umeda with our dog taro")
    assert [m.value for m in brain.store.all_memories() if m.attribute == "lives_in"] == ["umeda"]
    say(brain, "b", "2026-10-15", "moved. apartment in namba now.")
    assert live(brain, "lives in") == ["User lives in an apartment in Namba"]


def test_time_off_for_a_trip() -> None:
    assert summaries("game shipped. taking 2 weeks off in june, going to okinawa with aiko") == [
        "User is taking 2 weeks off in June 2026 to go to Okinawa with Aiko"]
    assert summaries("I'm taking a week off in May to go to Crete.") == ["User is taking a week off in May 2026 to go to Crete"]
    assert summaries("taking a week off, going to sleep") == []
    assert summaries("Taking the day off, going to the beach with my kids.") == []


def test_an_injury_said_alone() -> None:
    # (where it is kept since fresh47's "where in the body a condition is")
    assert summaries("Ugh, stress fracture in my left foot. Marathon is off.") == ["User has a stress fracture in their left foot",
                                                                               "User called off the marathon"]
    assert summaries("Sprained ankle, ugh.") == ["User has a sprained ankle"]
    assert summaries("broken wrist. fell off my bike") == ["User has a broken wrist"]
    assert summaries("I have a broken wrist.") == ["User has a broken wrist"]
    # a question, a thing named after it, and someone else's are not the user's injury
    assert summaries("broken wrist cast removal tips?") == []
    assert summaries("A torn hamstring, is that serious?") == []
    assert not [s for s in summaries("My son has a broken arm.") if s.startswith("User has")]


def test_a_parent_moved_into_a_home_said_without_i() -> None:
    assert summaries("Moving mum to a home nearer us in Tanjung Bungah next month, the new place has a dementia unit.") == [
        "User is moving mum to a home nearer them in Tanjung Bungah in May 2026"]
    assert summaries("Moving house is stressful.") == []


def test_a_business_closed_ends_its_running(brain: Brain) -> None:
    say(brain, "a", "2026-01-19", "My wife Zodwa runs a tuck shop from our house. I run a bakery in Tembisa.")
    assert live(brain, "runs") == ["User runs a bakery in Tembisa", "User's wife Zodwa runs a tuck shop from their house"]
    say(brain, "b", "2026-09-12", "Zodwa closed the tuck shop, she works at the school now.")
    assert live(brain, "runs") == ["User runs a bakery in Tembisa"]
    say(brain, "c", "2026-10-12", "I closed the bakery, the rent went up too much.")
    assert live(brain, "runs") == []
    assert "User closed the bakery" in live(brain, "bakery")


def test_another_thing_closed_ends_no_business(brain: Brain) -> None:
    say(brain, "a", "2026-01-19", "I run a bakery in Tembisa.")
    say(brain, "b", "2026-09-12", "I closed the window, it was cold. We closed the deal on the van.")
    say(brain, "c", "2026-09-13", "My sister Zanele closed her salon.")
    assert live(brain, "runs") == ["User runs a bakery in Tembisa"]


def test_a_currency_of_africa_or_asia_asked_for() -> None:
    assert summaries("Please give prices in birr and keep it short.") == ["User wants prices in birr", "User wants short answers"]
    assert summaries("all amounts in kwacha please") == ["User wants amounts in kwacha"]
    assert summaries("I paid in cash.") == []


def test_no_more_of_a_doing_ends_the_habit_of_it(brain: Brain) -> None:
    say(brain, "a", "2026-05-18", "I started running on Sunday mornings around the lake.")
    say(brain, "b", "2026-05-19", "I swim on Fridays at the club.")
    say(brain, "c", "2026-10-05", "No more running, my knee is bad.")
    assert live(brain, "running", "swim") == ["User is no longer running", "User swims on Fridays at the club"]


def test_children_said_by_number_and_name_without_i_have() -> None:
    said = summaries("Kia ora, I'm Ngaio, 61, a school cook in Taupō. Widowed, two grown sons, Tama and Wiremu.")
    assert "User has two sons: Tama and Wiremu" in said  # (the family named outranks the age under the cap)
    assert summaries("two kids, Mia 7 and Leo 4") == ["User has two kids: Mia, 7, and Leo, 4"]
    assert summaries("Two sons, both useless.") == []


def test_a_condition_and_a_bad_joint_said_together() -> None:
    assert summaries("I've got type 2 diabetes and a dodgy left knee.") == ["User has type 2 diabetes", "User has a dodgy left knee"]
    assert sorted(summaries("I have asthma and a bad back.")) == ["User has a bad back", "User has asthma"]


# -- recall -----------------------------------------------------------------------------------------------------------

def test_a_runners_run_is_no_generic_word() -> None:
    assert retrieve.analyze("what should I eat the night before a long run?").specific == frozenset({"run"})
    assert retrieve.analyze("how do I run a script in the long run?").specific == frozenset()
    assert retrieve.analyze("a test run of the app").specific == frozenset()


PARENT = [
    ("habit", "User is training for the Dublin marathon in October, running before work four days a week"),
    ("relationship", "User's daughter Aoife was born on 2 May"),
    ("identity", "User works as a pharmacist in Athlone"),
    ("preference", "User loves crime novels"),
    ("habit", "User swims at the leisure centre on Fridays"),
]


@pytest.fixture(scope="module")
def parent(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    yield from stocked(tmp_path_factory.mktemp("parent"), PARENT)


def test_the_night_before_a_long_run_brings_the_training(parent: Brain) -> None:
    assert PARENT[0][1] in injected(parent, "What should I eat the night before a long run?")


@pytest.fixture(scope="module")
def runner(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    """A new user's store of one memory: the model's score alone cannot vouch for a match on a generic word here."""
    yield from stocked(tmp_path_factory.mktemp("runner"), [
        ("habit", "User is training for the Penang Bridge marathon in November, running 5am before work, 4 days a week")])


def test_a_long_run_in_a_store_of_one_brings_the_training(runner: Brain) -> None:
    # (before QueryPlan.specific, "run" was a generic word and the model did not vouch for it: nothing came)
    assert injected(runner, "What should I eat the night before a long run?") == [
        "User is training for the Penang Bridge marathon in November, running 5am before work, 4 days a week"]
    assert injected(runner, "How do I run a python script every night before I log off?") == []


def test_a_script_run_does_not_bring_the_training(parent: Brain) -> None:
    assert PARENT[0][1] not in injected(parent, "How do I run a bash script every night before I log off?")


def test_a_newborn_and_my_baby_bring_the_daughter(parent: Brain) -> None:
    assert PARENT[1][1] in injected(parent, "How do I get a newborn to sleep longer?")
    assert PARENT[1][1] in injected(parent, "How do I get my baby to sleep longer?")


EXPECTING = [
    ("relationship", "User's wife Hiwot is pregnant, due in December"),
    ("relationship", "User's son Nahom is 4"),
    ("identity", "User works as a technician for Ethio Telecom"),
    ("constraint", "User has high blood pressure"),
    ("habit", "User plays football on Saturdays"),
]


@pytest.fixture(scope="module")
def expecting(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    yield from stocked(tmp_path_factory.mktemp("expecting"), EXPECTING)


def test_a_newborn_prepared_for_brings_the_pregnancy(expecting: Brain) -> None:
    # (with "newborn" finding the son or daughter alone, the son of 4 took the places: Dawit's year, docs/extraction.md)
    assert EXPECTING[0][1] in injected(expecting, "How do I prepare for a newborn?")
    assert EXPECTING[0][1] in injected(expecting, "What should we buy before my baby comes?")


def test_a_newborn_elsewhere_does_not_bring_the_football(expecting: Brain) -> None:
    assert EXPECTING[4][1] not in injected(expecting, "How do I prepare for a newborn?")


def test_a_baby_shower_for_a_friend_does_not_bring_the_daughter(parent: Brain) -> None:
    assert PARENT[1][1] not in injected(parent, "Baby shower gift ideas for a friend from work?")


TRAVELLER = [
    ("episode", "User is going to Madeira with their sister in August"),
    ("identity", "User works as a nurse in Leeds"),
    ("habit", "User cycles to work every day"),
    ("preference", "User loves jazz"),
    ("relationship", "User's sister Jo lives in Bristol"),
]


@pytest.fixture(scope="module")
def traveller(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    yield from stocked(tmp_path_factory.mktemp("traveller"), TRAVELLER)


@pytest.mark.parametrize("message", ["What should I pack for a beach trip?", "What should I bring on a long train journey?",
                                     "Any tips for my holiday?"])
def test_the_users_trip_asked_brings_the_trip_ahead(traveller: Brain, message: str) -> None:
    assert TRAVELLER[0][1] in injected(traveller, message)


@pytest.mark.parametrize("message", ["Is a power trip a sign of a bad manager?", "How do I stop tripping over my words?"])
def test_a_trip_in_another_sense_does_not_bring_it(traveller: Brain, message: str) -> None:
    assert TRAVELLER[0][1] not in injected(traveller, message)


def test_the_trip_kind_is_read_in_the_shapes_trips_are_kept() -> None:
    said = retrieve._TRIP_AHEAD.match
    assert said("User is going to Okinawa with Aiko in June 2026")
    assert said("User and their wife Carmela will go to Milan for Christmas 2026 to see Anna")
    assert said("User is taking 2 weeks off in June 2026 to go to Okinawa with Aiko")
    assert not said("User went to Rome in 2019")
    assert not said("User is going to therapy on Tuesdays")
    asks = retrieve._MY_TRIP_ASKED_CUED.search
    assert asks("what should i pack for a beach trip")
    assert not asks("my trip to the shops was fine, thanks")


WALKER = [
    ("constraint", "User has type 2 diabetes"),
    ("constraint", "User has a dodgy left knee"),
    ("identity", "User is a school bus driver in Rotorua"),
    ("preference", "User likes country music"),
    ("habit", "User plays bowls on Thursdays"),
]


@pytest.fixture(scope="module")
def walker(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    yield from stocked(tmp_path_factory.mktemp("walker"), WALKER)


def test_morning_tea_is_a_meal(walker: Brain) -> None:
    assert WALKER[0][1] in injected(walker, "What can I have for morning tea?")


def test_walks_taken_bring_what_the_body_allows(walker: Brain) -> None:
    assert WALKER[1][1] in injected(walker, "Good walks near me for a day out?")


def test_a_walk_in_another_sense_brings_no_knee(walker: Brain) -> None:
    assert WALKER[1][1] not in injected(walker, "She walks me through the spreadsheet every morning, how do I thank her?")
    assert WALKER[1][1] not in injected(walker, "Is the walk-in clinic open on Sundays?")
