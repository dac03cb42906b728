"""Recall by meaning, the thirty-ninth round (branch recall39, docs/recall.md, "Paraphrase set 36"): messages that need a
memory sharing no word with them, in a real store with the real sentence model (real Brain on a SQLite file; no timings):

- a night in a bar or a pub → the drinking the user gave up (a memory of something stopped: polarity -1);
- the TV or radio too quiet, the dialogue not followed → the user's hearing (hearing loss, hearing aids);
- handing over the keys, completion day, the new owners → the home the user sold;
- study days, study leave, day release → the course or degree the user is doing;
- stuck on the sofa, on crutches, a walking boot, the stairs → the injured leg, knee or ankle;
- standing all day → the feet (plantar fasciitis, bunions) or a bad back;
- a craving, nicotine withdrawal, the urge to smoke → what the user quit, dated or not (polarity -1);
- the bees said as a beekeeper says them (my colonies, honey supers, varroa) → the bees the user keeps.

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

# A retired postman of 66 in Dundee who gave up alcohol, has hearing loss, sold the family home, is doing an Open
# University degree, fractured his knee, has bunions, stopped vaping and keeps bees; beside the 505 everyday memories of
# the paraphrase probe's distractor user (one store, as a long-used one is).
POSTIE = [
    ("decision", "User gave up alcohol last spring"),
    ("episode", "User got hearing aids for both ears in April"),
    ("episode", "User sold the family home in Broughty Ferry"),
    ("project", "User is doing an Open University degree in history"),
    ("episode", "User fractured his knee falling off a ladder"),
    ("constraint", "User has bunions on both feet"),
    ("decision", "User stopped vaping on 3 March 2026"),
    ("habit", "User keeps bees at the bottom of the garden"),
    ("relationship", "User's wife Elspeth is a retired midwife"),
    ("identity", "User was a postman for forty years"),
    ("habit", "User walks the dog along the Tay every morning"),
]
ALCOHOL = "User gave up alcohol last spring"
HEARING = "User got hearing aids for both ears in April"
SOLD = "User sold the family home in Broughty Ferry"
DEGREE = "User is doing an Open University degree in history"
KNEE = "User fractured his knee falling off a ladder"
BUNIONS = "User has bunions on both feet"
VAPING = "User stopped vaping on 3 March 2026"
BEES = "User keeps bees at the bottom of the garden"


@pytest.fixture(scope="module")
def postie(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    rows = json.loads((Path(__file__).parent.parent / "bench" / "data" / "paraphrase_distractors.json").read_text())
    yield from stocked(tmp_path_factory.mktemp("postie"), [(t, s) for t, s in rows["memories"]] + POSTIE)


RECALLED = [
    ("it's my niece's 30th in a karaoke bar on Saturday, how do I get through it?", ALCOHOL),
    ("my brother wants to take me to a sports bar for the final, what do I do?", ALCOHOL),
    ("I can't follow the dialogue on the telly any more, what helps?", HEARING),
    ("the TV is too quiet for me these days, what can I do?", HEARING),
    ("the sound on the television is too quiet even at full volume", HEARING),
    ("completion day is next Friday, what should I do before then?", SOLD),
    ("we exchange contracts on Thursday, what do I still need to sort?", SOLD),
    ("what must I do before I hand over the keys?", SOLD),
    ("my employer gives me two study days a month, how do I make the most of them?", DEGREE),
    ("I'm on crutches for six weeks, how do I manage a shower?", KNEE),
    ("what can I do all day when I'm stuck on the sofa?", KNEE),
    ("I'm stuck on the couch for weeks, any ideas to pass the time?", KNEE),
    ("best trainers for standing all day in the shop?", BUNIONS),
    ("what can I do when a craving hits after dinner?", VAPING),
    ("how do I check my colonies for varroa before winter?", BEES),
]


@pytest.mark.parametrize(("message", "memory"), RECALLED)
def test_recalled(postie: Brain, message: str, memory: str) -> None:
    assert memory in injected(postie, message)


# each beside its twins above: a message that must not bring the memory
@pytest.mark.parametrize(("message", "memory"), [
    ("where is the search bar in the new Outlook?", ALCOHOL),  # a bar on a screen
    ("my nephew just passed the bar exam, what gift?", ALCOHOL),  # a lawyer's bar
    ("the radio says the roads are quiet this morning", HEARING),  # the roads quiet, not the sound
    ("I have to hand over the keys to the car to my grandson", SOLD),  # a car's keys
    ("can you summarise a case study on remote work?", DEGREE),  # a study read, no days of study
    ("I've been stuck on this crossword all day", KNEE),  # stuck on a puzzle
    ("what's a good standing desk for a small room?", BUNIONS),  # a desk
    ("I have a craving for adventure, where should I travel next?", VAPING),  # a wish, no habit
    ("which countries were former colonies of Portugal?", BEES),  # colonies of a country
])
def test_not_recalled(postie: Brain, message: str, memory: str) -> None:
    assert memory not in injected(postie, message)


NEW = {"a drinking occasion", "sound too quiet", "a home sold", "study days", "laid up", "on my feet", "a craving"}


@pytest.mark.parametrize(("text", "frame"), [
    ("a birthday in a bar on Saturday", "a drinking occasion"), ("meet us at the pub later", "a drinking occasion"),
    ("drinks in a wine bar after work", "a drinking occasion"), ("where's the search bar?", None),
    ("a bar of chocolate", None), ("she was called to the bar in 2001", None), ("the bar exam is hard", None),
    ("the TV sound is too quiet for me", "sound too quiet"), ("I can't hear the telly", "sound too quiet"),
    ("we can barely make out the dialogue", "sound too quiet"), ("the TV room is so quiet", None),
    ("a quiet TV show to fall asleep to", None), ("I can't hear you over the music", None),
    ("what must I check before I hand over the keys?", "a home sold"), ("completion day is Friday", "a home sold"),
    ("we exchange contracts next week", "a home sold"), ("hand over the keys to the van", None),
    ("I lost my keys", None), ("a buyer persona for our app", None),
    ("how do I balance study days with a full-time job?", "study days"), ("my study leave starts Monday", "study days"),
    ("I'm on day release at college", "study days"), ("a case study of Tesco", None), ("study the map", None),
    ("what can I do all day stuck on the couch", "laid up"), ("six weeks on crutches", "laid up"),
    ("I can't manage the stairs", "laid up"), ("in a walking boot till May", "laid up"),
    ("a couch to 5k plan", None), ("stuck on this bug", None), ("the stairs creak", None), ("the cast of Dune", None),
    ("best shoes for standing all day?", "on my feet"), ("I'm on my feet for 12-hour shifts", "on my feet"),
    ("a standing desk", None), ("a standing order at the bank", None),
    ("what can I do when a craving hits at work?", "a craving"), ("I'm dying for a smoke", "a craving"),
    ("nicotine patches or gum?", "a craving"), ("the urge to drink after work", "a craving"),
    ("a craving for adventure", None), ("pregnancy cravings are weird", None), ("I'm dying for a holiday", None),
])
def test_described(text: str, frame: str | None) -> None:
    names = [f.name for f in situations.described(text)]
    assert (frame in names) if frame else not NEW & set(names), names


@pytest.mark.parametrize(("frame", "summary", "said"), [
    ("a drinking occasion", "User stopped drinking", True), ("a drinking occasion", "User likes craft beer", False),
    ("sound too quiet", "User wears hearing aids in both ears", True), ("sound too quiet", "User is deaf in one ear", True),
    ("sound too quiet", "User's hearing is getting weak", True), ("sound too quiet", "User works hard", False),
    ("a home sold", "User has sold their house in Sendai", True), ("a home sold", "User's flat is under offer", True),
    ("a home sold", "User sold their car", False), ("a home sold", "User sells honey at the market", False),
    ("study days", "User is starting a prescribing course at Strathclyde", True),
    ("study days", "User is doing a part-time MSc", True), ("study days", "User's son is doing a degree", False),
    ("study days", "User works at a call centre", False),
    ("laid up", "User broke their ankle playing hurling", True), ("laid up", "User tore a ligament in her knee", True),
    ("laid up", "User broke his wrist", False), ("laid up", "User's son broke his leg", False),
    ("on my feet", "User has plantar fasciitis", True), ("on my feet", "User has a bad back", True),
    ("on my feet", "User has a flat in Leith", False), ("on my feet", "User's mum has arthritis", False),
    ("a craving", "User quit smoking on 1 February 2026", True), ("a craving", "User is cutting down on sugar", True),
    ("a craving", "User has been sober for a year", True), ("a craving", "User quit his job", False),
    ("a craving", "User's dad stopped smoking", False),
])
def test_said(frame: str, summary: str, said: bool) -> None:
    f = next(f for f in situations.FRAMES if f.name == frame)
    assert bool(f.said.search(summary)) is said


@pytest.mark.parametrize(("frame", "stopped"), [
    ("a drinking occasion", True), ("a craving", True), ("a home sold", False), ("moving home", False),
])
def test_stopped_answers(frame: str, stopped: bool) -> None:
    assert next(f for f in situations.FRAMES if f.name == frame).stopped is stopped


@pytest.mark.parametrize(("message", "asks"), [
    ("my colonies are getting aggressive", True), ("lifting full honey supers", True), ("treating for varroa", True),
    ("when do I add the queen excluder?", True), ("the brood frames look patchy", True),
    ("former colonies of Portugal", False), ("our colonies of ants in the garden", False), ("the super bowl", False),
])
def test_bees_asked(message: str, asks: bool) -> None:
    assert bool(retrieve._ANIMALS_CARED.search(message)) is asks


@pytest.mark.parametrize(("summary", "kept"), [
    ("User keeps about thirty beehives", True), ("User has two hives on the allotment", True),
])
def test_bees_found_by_hives(summary: str, kept: bool) -> None:
    kind = next(k for k in retrieve.SAID_KINDS if k.asks is retrieve._ANIMALS_CARED)
    assert ('"beehives"' in kind.match and '"hives"' in kind.match) is kept and bool(kind.said.search(summary)) is kept
