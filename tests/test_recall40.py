"""Recall by meaning, the fortieth round (branch recall40, docs/recall.md, "Paraphrase set 37"): messages that need a
memory sharing no word with them, in a real store with the real sentence model (real Brain on a SQLite file; no timings):

- changing towns or cities → the move the user is making;
- a heavy load of shopping to get home → the driving the user gave up;
- a coat, a parka or thermals to buy → the cold place the user lives in or is going to;
- months away, half the year abroad → the months-long stay the user plans;
- what food is good for me now → the condition that rules the plate (stents, a heart attack, diabetes);
- stretches to do at work → the strain the user has (tennis elbow, tendonitis, RSI);
- handing over the running of a shop, training new workers → the business the user owns;
- what to charge per kilo or per hour → the currency the user wants sums in.

Messages and stores are written for this file.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from mercuryd.brain import retrieve, situations
from mercuryd.brain.service import Brain
from tests.test_recall_misses import injected, stocked

# A baker of 61 in Winnipeg who owns her bakery, is moving to Kelowna, has given up driving, will spend the winters in
# Portugal, had two stents put in, has tennis elbow and wants prices in Canadian dollars; beside the 505 everyday
# memories of the paraphrase probe's distractor user (one store, as a long-used one is).
BAKER = [
    ("identity", "User lives in Winnipeg"),
    ("identity", "User owns a bakery called Rise and Shine"),
    ("project", "User is moving to Kelowna next summer"),
    ("decision", "User has given up driving"),
    ("goal", "User plans to spend the winters in Portugal from next year"),
    ("episode", "User had two stents put in last year"),
    ("constraint", "User has tennis elbow"),
    ("preference", "User wants prices in Canadian dollars"),
    ("relationship", "User's husband Arvid is a retired plumber"),
    ("habit", "User walks to the bakery at four every morning"),
    ("habit", "User does yoga at the community hall on Mondays"),
    ("constraint", "User's pension is 2,100 dollars a month"),
    ("relationship", "User's mother has dementia"),
    ("identity", "User grew up on a farm near Dauphin"),
]
YOGA = "User does yoga at the community hall on Mondays"
PENSION = "User's pension is 2,100 dollars a month"
DEMENTIA = "User's mother has dementia"
DAUPHIN = "User grew up on a farm near Dauphin"
WINNIPEG = "User lives in Winnipeg"
BAKERY = "User owns a bakery called Rise and Shine"
KELOWNA = "User is moving to Kelowna next summer"
DRIVING = "User has given up driving"
PORTUGAL = "User plans to spend the winters in Portugal from next year"
STENTS = "User had two stents put in last year"
ELBOW = "User has tennis elbow"
DOLLARS = "User wants prices in Canadian dollars"
NIGHT = "User cannot drive after dark because of poor night vision"  # the distractor user's


@pytest.fixture(scope="module")
def baker(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    rows = json.loads((Path(__file__).parent.parent / "bench" / "data" / "paraphrase_distractors.json").read_text())
    yield from stocked(tmp_path_factory.mktemp("baker"), [(t, s) for t, s in rows["memories"]] + BAKER)


RECALLED = [
    ("what paperwork do I need to sort before changing cities?", KELOWNA),
    # (the distractor user's own limit on driving, which the model puts closer than the baker's)
    ("any tips for carrying the heavy groceries home?", NIGHT),
    ("what sort of parka should I buy?", WINNIPEG),
    ("what kind of coat should I buy?", WINNIPEG),
    ("what should I pack for half the year away?", PORTUGAL),
    ("what food is good for me these days?", STENTS),
    ("what am I allowed to eat?", STENTS),
    ("any quick stretches I can do between batches?", ELBOW),
    ("how do I hand over the running of the shop when I retire?", BAKERY),
    ("what's the best way to train new staff on the ovens?", BAKERY),
    ("what rate should I quote the hotel per loaf?", DOLLARS),
    ("what fee should I charge for a wedding cake?", DOLLARS),
    ("my shoulders ache in downward dog, what should I change?", YOGA),
    ("how much of a mortgage could we afford at our age?", PENSION),
]


@pytest.mark.parametrize(("message", "memory"), RECALLED)
def test_recalled(baker: Brain, message: str, memory: str) -> None:
    assert memory in injected(baker, message)


# each beside its twins above: a message that must not bring the memory
@pytest.mark.parametrize(("message", "memory"), [
    ("how do I change trains in Toronto?", KELOWNA),  # a train changed, not a town
    ("is heavy shopping season bad for small shops?", NIGHT),  # a season, no load to carry
    ("can you design a jacket for my cookbook?", WINNIPEG),  # a book's jacket
    ("what do I wear to a wedding in a jacket and tie?", WINNIPEG),  # an occasion, not the weather
    ("my exams are six months away from now", PORTUGAL),  # a time to wait, not a stay
    ("what should I eat for dinner tonight?", STENTS),  # a meal, no health asked
    ("how do I stretch my budget this month?", ELBOW),  # money stretched
    ("how do I hand over the keys to the van?", BAKERY),  # keys, not the running
    ("how do I train a new model on my laptop?", BAKERY),  # a model trained, no workers
    ("how do I charge my e-bike battery?", DOLLARS),  # a battery charged, no price
    ("my dog walker wants a raise, is that fair?", YOGA),  # a dog, no pose
    ("can we afford to wait another year?", PENSION),  # no sum asked
    ("the app keeps forgetting my password", DEMENTIA),  # a device
    ("how do I fix up a house I just bought?", DAUPHIN),  # a house, not the childhood one
])
def test_not_recalled(baker: Brain, message: str, memory: str) -> None:
    assert memory not in injected(baker, message)


NEW = {"handing over the running", "dressed for the cold", "a long time away", "eating for my health", "stretches",
       "a price to set", "a yoga pose", "what I can afford"}


@pytest.mark.parametrize(("text", "frame"), [
    ("we're changing towns in March", "moving home"), ("before switching cities", "moving home"),
    ("moving countries with two kids", "moving home"), ("how do I change trains at Euston?", None),
    ("how do I carry heavy shopping on a bike?", "no car"), ("getting the groceries home from Aldi", "no car"),
    ("with the heavy bags from the market", "no car"), ("heavy shopping season", None), ("a heavy bag of flour", None),
    ("how do I train new workers?", "taking on staff"), ("training up my new staff", "taking on staff"),
    ("teaching our new hires the till", "taking on staff"), ("train a new model", None), ("train for a new record", None),
    ("hand over the running of the café", "handing over the running"),
    ("a manager to run the salon", "handing over the running"),
    ("can the shop run itself for a month?", "handing over the running"),
    ("step back from the day-to-day", "handing over the running"),
    ("hand over the keys", None), ("hand over the report", None), ("run the script without me", None),
    ("what kind of jacket should I buy?", "dressed for the cold"), ("do I need snow boots?", "dressed for the cold"),
    ("what to wear for the winter there", "dressed for the cold"), ("a life jacket for the kayak", None),
    ("a book jacket design", None), ("jacket potatoes for tea", None),
    ("what to pack for six months away", "a long time away"), ("half the year abroad", "a long time away"),
    ("our long stay in Goa", "a long time away"), ("six months away from the exam", None),
    ("the baby is months away", None),
    ("what food is good for me now", "eating for my health"), ("what can I eat these days?", "eating for my health"),
    ("what am I allowed to eat?", "eating for my health"), ("what should I eat for dinner?", None),
    ("what food is good for a party?", None),
    ("stretches I can do between clients", "stretches"), ("exercises for my wrists", "stretches"),
    ("some gentle stretches please", "stretches"), ("a stretch of road", None), ("stretch goals for Q3", None),
    ("stretch marks after pregnancy", None),
    ("how much should I charge a hotel per kilo", "a price to set"), ("what rate should I quote?", "a price to set"),
    ("selling eggs at 5 per dozen", "a price to set"), ("charge my phone", None),
    ("how much does a kilo of rice weigh?", None),
    ("the downward dog hurts my wrists", "a yoga pose"), ("ten sun salutations before work", "a yoga pose"),
    ("hold child's pose for a minute", "a yoga pose"), ("a dog walker for Rex", None), ("the warrior cats books", None),
    ("how much rent can I afford?", "what I can afford"), ("what car could we afford?", "what I can afford"),
    ("is it within my means?", "what I can afford"), ("can we afford to wait?", None),
    ("get around without wheels of our own", "no car"), ("coming home from Leeds after dark", "no car"),
    ("walk the dog after dark", None), ("without wheels on the suitcase", "no car"),
])
def test_described(text: str, frame: str | None) -> None:
    names = [f.name for f in situations.described(text)]
    assert (frame in names) if frame else not (NEW | {"moving home", "no car", "taking on staff"}) & set(names), names


@pytest.mark.parametrize(("frame", "summary", "said"), [
    ("no car", "User has given up driving", True), ("no car", "User is giving up driving", True),
    ("no car", "User's dad has given up driving", False),
    ("handing over the running", "User owns a nail salon called Lotus Nails", True),
    ("handing over the running", "User has a small company with their sister", True),
    ("handing over the running", "User's uncle owns a shop", False),
    ("dressed for the cold", "User got a postdoc at McGill in Montreal", True),
    ("dressed for the cold", "User is moving to Oslo in the autumn", True),
    ("dressed for the cold", "User lives in Lisbon", False), ("dressed for the cold", "User's brother lives in Oslo", False),
    ("a long time away", "User wants to live in Antalya half the year", True),
    ("a long time away", "User is taking a sabbatical in Japan", True),
    ("a long time away", "User is going to Rome for a weekend", False),
    ("eating for my health", "User had a heart attack in March", True),
    ("eating for my health", "User has type 2 diabetes", True), ("eating for my health", "User has high cholesterol", True),
    ("eating for my health", "User's dad had a heart attack", False), ("eating for my health", "User has a heart of gold", False),
    ("stretches", "User has tendonitis in their right wrist", True), ("stretches", "User has RSI from typing", True),
    ("stretches", "User likes the band Elbow", False), ("stretches", "User's wife has sciatica", False),
    ("a price to set", "User wants birr not dollars in prices", True),
    ("a price to set", "User wants prices in euros", True),
    ("a price to set", "User's salary is paid in dollars", False), ("a price to set", "User wants short answers", False),
    ("no car", "User decided to sell the family car", True), ("no car", "User's son sold the family car", False),
    ("a yoga pose", "User does yoga on Tuesdays", True), ("a yoga pose", "User's wife teaches yoga", False),
    ("what I can afford", "User's salary is 1,800 lari a month", True), ("what I can afford", "User earns 40k", True),
    ("what I can afford", "User's wife earns 40k", False), ("what I can afford", "User paid the plumber", False),
])

def test_said(frame: str, summary: str, said: bool) -> None:
    f = next(f for f in situations.FRAMES if f.name == frame)
    assert bool(f.said.search(summary)) is said


@pytest.mark.parametrize(("message", "weather"), [
    ("what kind of jacket should I buy?", True), ("do I need snow boots?", True),
    ("a jacket and tie for the wedding", False), ("what coat goes with a suit for an interview?", False),
])
def test_clothes_for_the_weather(message: str, weather: bool) -> None:
    assert situations.for_the_weather(message, "User lives in Winnipeg") is weather


@pytest.mark.parametrize(("message", "asks"), [
    ("bebia keeps forgetting she already had lunch", True), ("grandad keeps forgetting our names", True),
    ("the app keeps forgetting my password", False), ("I forgot my keys", False),
])
def test_someone_forgetting(message: str, asks: bool) -> None:
    assert ("someone forgetting" in [f.name for f in situations.described(message)]) is asks


@pytest.mark.parametrize(("message", "asks"), [
    ("the roof of my childhood house is leaking", True), ("our childhood village has a new school", True),
    ("my house is leaking", False), ("childhood obesity rates", False),
])
def test_childhood_home_asks_the_origin(message: str, asks: bool) -> None:
    assert bool(retrieve._ORIGIN.search(message)) is asks
