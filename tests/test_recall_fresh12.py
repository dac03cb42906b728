"""Misses of recall by meaning from the twelfth fresh paraphrase set (session 36, branch recall12), each in a real
store with the real sentence model (real Brain on a SQLite file; no timings):

- weather in a region's words ("dreich", "muggy", a "downpour"): the weather where the user lives;
- the user's age said as "at my stage of life", where they grew up as "the town I was brought up in";
- the ears and following a conversation: what the user hears (tinnitus, hearing aids);
- food bought ready to eat (the chippy, a takeaway): the diet's conditions;
- a journey asked about ("the cheapest way over to Belfast", "flying out to Malaga", a flight): the user's rules on
  flying (afraid of flying, not flying for the climate);
- hearing aids said as worn (no attribute): what the user hears; a place being done up: the project converting it;
- "my man", "my hubby": the husband; "have I anything on?": the habits with a schedule; "too steep for me": the body;
- stopping work early, a pension: the plan to retire; a CV, a bio: the awards and promotions the user got;
- "the dog" is the user's (not the one next door); charging points ask about the user's car; "a passenger asked
  me…" is the user's work; a cold-water dip is exercise;
- "who can see to the birds while I'm away?": the animals the user keeps; supermarket trips: the food shop.

Messages and stores are written for this file.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from mercuryd.brain import retrieve
from mercuryd.brain.service import Brain
from tests.test_recall_misses import DATA, injected, stocked

# A retired bus driver in Dundee who grew up in Aberdeen, partly deaf, coeliac, scared of flying.
DRIVER = [
    ("identity", "User lives in Dundee"),
    ("identity", "User grew up in Aberdeen"),
    ("identity", "User is 63"),
    ("identity", "User drives buses for the council"),
    ("relationship", "User's husband Gordon is a joiner"),
    ("goal", "User wants to retire at 65"),
    ("episode", "User was given a safe-driving award in 2022"),
    ("constraint", "User has a bad knee"),
    ("habit", "User sings in a choir on Tuesday evenings"),
    ("relationship", "User has a springer spaniel called Nell"),
    ("decision", "User decided to keep the petrol car for another year"),
    ("habit", "User swims in the sea at Broughty Ferry on Sunday mornings"),
    ("identity", "User keeps four hens in the back garden"),
    ("habit", "User does the big shop at Asda every Thursday evening"),
    ("constraint", "User wears a hearing aid"),
    ("constraint", "User has coeliac disease"),
    ("constraint", "User is scared of flying"),
    ("habit", "User plays bowls every Saturday afternoon"),
    ("habit", "User goes to the pub quiz on Thursdays"),
    ("habit", "User walks along the Tay every morning"),
    ("preference", "User likes westerns"),
    ("project", "User is converting the garage into a workshop"),
    ("goal", "User wants to visit Orkney"),
    ("relationship", "User's daughter lives in Belfast"),
]
LIVES = "User lives in Dundee"
GREW_UP = "User grew up in Aberdeen"
AGE = "User is 63"
HEARING = "User wears a hearing aid"
COELIAC = "User has coeliac disease"
FLYING = "User is scared of flying"


@pytest.fixture(scope="module")
def driver(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    yield from stocked(tmp_path_factory.mktemp("driver"), DRIVER)


@pytest.mark.parametrize(("message", "when"), [
    ("is it going to be dreich on Saturday?", "User plays bowls every Saturday afternoon"),
    ("will it be muggy in the morning?", "User walks along the Tay every morning"),
    ("any chance of a downpour on Thursday?", "User goes to the pub quiz on Thursdays"),
])
def test_weather_in_a_region_s_words_is_the_home_s(driver: Brain, message: str, when: str) -> None:
    got = injected(driver, message)
    assert LIVES in got, got
    assert when not in got, got


@pytest.mark.parametrize("message", [
    "is it silly to take up the piano at this stage of my life?",
    "what sort of savings account makes sense at my time of life?",
])
def test_a_stage_of_life_is_the_age(driver: Brain, message: str) -> None:
    assert AGE in injected(driver, message)


@pytest.mark.parametrize("message", [
    "I miss the town I was brought up in, what could I cook that tastes of it?",
    "any good books about the city where I was brought up?",
])
def test_the_town_i_was_brought_up_in_is_where_the_user_grew_up(driver: Brain, message: str) -> None:
    assert GREW_UP in injected(driver, message)


@pytest.mark.parametrize("message", [
    "off to a festival next week, what should I pack for my ears?",
    "do earplugs work at a loud wedding disco?",
    "I can never follow the conversation in a busy restaurant, where should I sit?",
    "how do I catch what people say at a noisy party?",
])
def test_the_ears_and_following_talk_are_what_the_user_hears(driver: Brain, message: str) -> None:
    assert HEARING in injected(driver, message)


@pytest.mark.parametrize("message", [
    "should I book the restaurant ahead or play it by ear?",
    "help me follow the conversation in this Slack thread",
])
def test_no_ears_no_hearing(driver: Brain, message: str) -> None:
    assert HEARING not in injected(driver, message)


@pytest.mark.parametrize("message", [
    "what's safe for me at the chippy tonight?",
    "fancy a takeaway, what should I get?",
])
def test_food_bought_ready_brings_the_diet_s_conditions(driver: Brain, message: str) -> None:
    assert COELIAC in injected(driver, message)


@pytest.mark.parametrize("message", [
    "cheapest way over to Belfast to see my girl at Easter?",
    "what's the quickest way from Glasgow to Paris?",
    "book me flights to Malaga for June",
    "we're flying out to Lanzarote in May, what should I pack?",
])
def test_a_journey_brings_the_rules_on_flying(driver: Brain, message: str) -> None:
    assert FLYING in injected(driver, message)


@pytest.mark.parametrize("message", [
    "what's the best way to learn the guitar at home?",
    "how do I get the grandkids to sleep on Christmas Eve?",
    "what should I cook for tea tonight?",
])
def test_no_journey_no_rule_on_flying(driver: Brain, message: str) -> None:
    assert FLYING not in injected(driver, message)


@pytest.mark.parametrize("message", [
    "the outbuilding we're doing up needs heating, what's cheapest to run?",
    "what flooring suits the shed I'm making into a den?",
])
def test_a_place_being_done_up_is_the_project(driver: Brain, message: str) -> None:
    assert "User is converting the garage into a workshop" in injected(driver, message)


@pytest.mark.parametrize("message", [
    "how do I fix up this merge conflict?",
    "how do I do up a bow tie?",
    "how do I restore my phone from a backup?",
])
def test_converting_or_restoring_data_is_no_project(driver: Brain, message: str) -> None:
    assert "User is converting the garage into a workshop" not in injected(driver, message)


@pytest.mark.parametrize("message", [
    "my man's birthday is coming up, what should I get him?",
    "my hubby wants a new hobby for the winter, any ideas?",
])
def test_my_man_is_the_husband(driver: Brain, message: str) -> None:
    assert "User's husband Gordon is a joiner" in injected(driver, message)


def test_have_i_anything_on_asks_the_schedule(driver: Brain) -> None:
    got = injected(driver, "a friend wants to meet up next week after work, have I got anything on?")
    assert "User sings in a choir on Tuesday evenings" in got, got


@pytest.mark.parametrize("message", [
    "is the coastal path too steep for me?",
    "would the ridge route be a sensible outing for me?",
])
def test_a_way_on_foot_too_hard_for_me_asks_the_body(driver: Brain, message: str) -> None:
    assert "User has a bad knee" in injected(driver, message)


@pytest.mark.parametrize("message", [
    "how much should I save each month to stop work early?",
    "how do I find out what's in my workplace pension?",
])
def test_stopping_work_or_a_pension_is_the_plan_to_retire(driver: Brain, message: str) -> None:
    assert "User wants to retire at 65" in injected(driver, message)


def test_a_script_that_stops_working_is_no_retirement(driver: Brain) -> None:
    assert "User wants to retire at 65" not in injected(driver, "why does my script stop working after midnight?")


@pytest.mark.parametrize("message", [
    "help me freshen up my CV",
    "write a short bio for the bowls club newsletter",
])
def test_a_cv_or_a_bio_brings_what_the_user_was_recognised_for(driver: Brain, message: str) -> None:
    assert "User was given a safe-driving award in 2022" in injected(driver, message)


def test_the_dog_is_the_user_s(driver: Brain) -> None:
    assert "User has a springer spaniel called Nell" in injected(driver, "how do I stop the dog chasing the postie?")


@pytest.mark.parametrize("message", ["the dog next door howls all night", "the dog at the park bit my son"])
def test_the_dog_next_door_names_no_pet_of_the_user(driver: Brain, message: str) -> None:
    assert not any(pattern.search(message) for pattern, _ in retrieve.TOOL_KINDS)
    # ... nor does the model bring the user's spaniel for it (retrieve.OTHERS_ONLY, thirteenth round)
    assert "User has a springer spaniel called Nell" not in injected(driver, message)


def test_charging_points_ask_about_the_user_s_car(driver: Brain) -> None:
    got = injected(driver, "is it worth switching now there are more charging points about?")
    assert "User decided to keep the petrol car for another year" in got, got


def test_someone_served_at_work_asks_the_work(driver: Brain) -> None:
    assert "User drives buses for the council" in injected(driver, "a passenger asked me which ticket is cheapest for "
                                                                    "students, how do I find out?")


def test_a_cold_water_dip_is_exercise(driver: Brain) -> None:
    got = injected(driver, "what gloves should I get for a cold-water dip in winter?")
    assert "User swims in the sea at Broughty Ferry on Sunday mornings" in got, got


def test_someone_to_mind_the_birds_finds_the_animals_kept(driver: Brain) -> None:
    got = injected(driver, "who could look after the birds while we're in Spain?")
    assert "User keeps four hens in the back garden" in got, got


def test_feeding_wild_birds_is_no_animal_kept() -> None:
    assert not any(k.asks.search("how do I feed the birds in my garden in winter?") for k in retrieve.SAID_KINDS)


def test_carrying_groceries_asks_no_food_shop() -> None:
    assert not any(k.asks.search("how should I carry my groceries home on the bus?") for k in retrieve.SAID_KINDS)


def test_supermarket_trips_find_the_food_shop(driver: Brain) -> None:
    got = injected(driver, "how do I make the fridge last between supermarket trips?")
    assert "User does the big shop at Asda every Thursday evening" in got, got


@pytest.fixture(scope="module")
def crowded(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    """One invented user's 505 everyday memories, and four of this file's kinds."""
    rows = json.loads((DATA / "paraphrase_distractors.json").read_text())["memories"]
    yield from stocked(tmp_path_factory.mktemp("crowded"), [*(tuple(r) for r in rows),
                                                            ("constraint", "User wears hearing aids"),
                                                            ("constraint", "User is frightened of flying"),
                                                            ("project", "User is turning the old stable into a studio"),
                                                            ("identity", "User keeps a few ducks by the pond")])


@pytest.mark.parametrize(("message", "memory"), [
    ("I can't catch what people say in a crowded pub, any tips?", "User wears hearing aids"),
    ("book me flights to Malaga for June", "User is frightened of flying"),
    ("we're flying out to Lanzarote in May, what should I pack?", "User is frightened of flying"),
    ("what flooring suits the outbuilding we're doing up?", "User is turning the old stable into a studio"),
    ("who can see to the birds while we're in Spain?", "User keeps a few ducks by the pond"),
    ("how do I make the fridge last between supermarket trips?", "User does the weekly food shop on Saturday mornings"),
])
def test_among_everyday_memories(crowded: Brain, message: str, memory: str) -> None:
    got = injected(crowded, message)
    assert memory in got, got
