"""Recall by meaning, the fifteenth round (branch recall15, docs/recall.md): kinds the fourteenth fresh set said in
other words; each in a real store with the real sentence model (real Brain on a SQLite file; no timings):

- a parent in the words of another language ("mãe", "papai", "maman"), or taken, brought, visited ("take Mum to the
  coast"); a parent-in-law so called ("my suegro", "my sogra"); a pet so called ("the furball", "my fur baby");
- a resit or retest brings the test failed; a season of fasting (Ramadan, iftar, Ash Wednesday, "during Lent") the
  user's own observance; a visa, a residence permit, citizenship the user's status where they live;
- judging distances, parallel parking, the small print bring how the user sees; yellowing leaves, "my seedlings" what
  the user grows; hiring a car how the user may drive;
- going out of tune, a sonatina, the metronome the instrument the user plays or prepares an exam on; "stick on some
  mellow tunes" the music the user likes; "what time are the Owls playing on Saturday?" the side the user supports.

Messages and stores are written for this file.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mercuryd.brain import retrieve
from mercuryd.brain.service import Brain
from tests.test_recall_misses import injected, stocked

# A 47-year-old bus driver in Sheffield, born in Porto: a mother with a walking frame, a Spanish father-in-law, a cat
# on a special diet, a driving test failed, Ramadan kept by the household, a work visa, glaucoma, an allotment,
# automatic cars only, fado records, the cavaquinho, a cello exam, Sheffield Wednesday.
DRIVER = [
    ("relationship", "User's mother Halina uses a walking frame"),
    ("relationship", "User's father-in-law Jorge lives in Seville"),
    ("relationship", "User's cat Biscuit is on a special urinary diet"),
    ("episode", "User failed the theory part of the driving test in October"),
    ("habit", "User fasts during Ramadan"),
    ("identity", "User holds a skilled worker visa that expires in 2027"),
    ("constraint", "User has glaucoma"),
    ("habit", "User grows courgettes and beans on an allotment"),
    ("constraint", "User's licence only covers automatic cars"),
    ("preference", "User likes fado and old bossa nova records"),
    ("habit", "User plays the cavaquinho in a choro group"),
    ("goal", "User is preparing for the grade 3 cello exam"),
    ("preference", "User supports Sheffield Wednesday"),
    ("identity", "User lives in Sheffield"),
    ("habit", "User drives the number 52 bus on early shifts"),
    ("preference", "User likes strong black coffee"),
    ("habit", "User lends books to colleagues"),
]
MOTHER = "User's mother Halina uses a walking frame"
FATHER_IN_LAW = "User's father-in-law Jorge lives in Seville"
CAT = "User's cat Biscuit is on a special urinary diet"
FAILED = "User failed the theory part of the driving test in October"
RAMADAN = "User fasts during Ramadan"
VISA = "User holds a skilled worker visa that expires in 2027"
GLAUCOMA = "User has glaucoma"
ALLOTMENT = "User grows courgettes and beans on an allotment"
AUTOMATIC = "User's licence only covers automatic cars"
FADO = "User likes fado and old bossa nova records"
CAVAQUINHO = "User plays the cavaquinho in a choro group"
CELLO = "User is preparing for the grade 3 cello exam"
WEDNESDAY = "User supports Sheffield Wednesday"


@pytest.fixture(scope="module")
def driver(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Brain]:
    yield from stocked(tmp_path_factory.mktemp("driver"), DRIVER)


@pytest.mark.parametrize(("message", "memory"), [
    ("can I bring mãe to the garden centre on Saturday, is it flat enough?", MOTHER),
    ("I want to take Mum to the seaside, will she manage the promenade?", MOTHER),
    ("my suegro is flying in next week, what should we cook for him?", FATHER_IN_LAW),
    ("can the furball have a bit of cheese?", CAT),
    ("when can I book a resit and how soon after?", FAILED),
    ("iftar menu ideas for the family this week?", RAMADAN),
    ("what documents should I bring to my residence permit appointment?", VISA),
    ("I can't read the small print on my pill boxes anymore, any tips?", GLAUCOMA),
    ("my seedlings keep dying after a week, what am I doing wrong?", ALLOTMENT),
    ("we're hiring a car in Crete next month, anything I should ask?", AUTOMATIC),
    ("stick on some mellow tunes while I cook", FADO),
    ("my strings keep going out of tune halfway through a session, why?", CAVAQUINHO),
    ("how do I stop rushing ahead of the metronome in my sonatina?", CELLO),
    ("what time are the Owls playing on Saturday?", WEDNESDAY),
])
def test_a_kind_said_in_other_words_brings_its_memory(driver: Brain, message: str, memory: str) -> None:
    assert memory in injected(driver, message)


@pytest.mark.parametrize(("message", "memory"), [
    # a verb's past is no season of fasting
    ("I lent my drill to Tom last month, how do I ask for it back?", RAMADAN),
    # a singer's concert is no fixture
    ("when is Adele playing in Manchester?", WEDNESDAY),
    # strings in code are no instrument's
    ("my strings are not concatenating in Python, why?", CAVAQUINHO),
    # clothes put on are no music
    ("put on something warm before we go out?", FADO),
    # a story's plot is no allotment
    ("the plot of my novel has a hole in the middle, what am I doing wrong?", ALLOTMENT),
])
def test_the_same_words_in_another_sense_bring_nothing_of_it(driver: Brain, message: str, memory: str) -> None:
    assert memory not in injected(driver, message)


@pytest.mark.parametrize(("message", "asks"), [
    ("ash wednesday is next week", True),
    ("what should I give up during lent?", True),
    ("suhoor ideas that keep me full", True),
    ("I lent him my car", False),
    ("the money I lent to my brother", False),
])
def test_a_season_of_fasting(message: str, asks: bool) -> None:
    assert bool(retrieve._OBSERVANCE_ASKED.search(message)) is asks


@pytest.mark.parametrize(("message", "asks"), [
    ("what time is Galo playing on Sunday?", True),
    ("when are Arsenal playing next?", True),
    ("what time do the Packers kick off against the Bears?", True),
    ("when is Adele playing in Dublin?", False),
    ("when are we playing cards tonight?", False),  # no side named
])
def test_a_side_and_its_fixture(message: str, asks: bool) -> None:
    assert bool(retrieve._SIDE_PLAYING.search(message)) is asks


@pytest.mark.parametrize(("message", "found"), [
    ("we want to take mãe to the cliffs", ["mãe"]),
    ("I'm driving Dad to the clinic", ["Dad"]),
    ("take mum's car", []),  # whose a thing is, said elsewhere (_KIN_BARE)
    ("visit a dad at the hospital", []),
])
def test_a_parent_taken_or_visited(message: str, found: list[str]) -> None:
    assert retrieve._KIN_TAKEN.findall(message) == found
