"""What the session-64 lead's six new users' years found (tests/data/lead64_years.json: a process engineer in Kazakhstan
in learner's English, a retired Cajun teacher and caregiver, an architect moving from Iran to Finland, a Bolivian nurse,
a nail-salon owner in Kansas, a taxi owner in KwaZulu-Natal).

Every sentence here was written for this test, never the years'. Each test that ends a memory checks first that it was
stored live, and beside each rule a sentence like it that must store or end nothing of the kind.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from mercuryd.brain.service import Brain
from tests.test_lead62 import ended, summaries, year
from tests.test_recall_misses import injected, stocked

# -- what is kept -------------------------------------------------------------------------------------------------------


def test_a_medicine_they_gave_after_a_clinic_named() -> None:
    got = summaries("The GP says my blood pressure is high. They gave me amlodipine every morning.")
    assert any(s.startswith("User takes amlodipine") for s in got), got
    got = summaries("The clinic says I have gout, they gave me colchicine for the flare.")
    assert any(s.startswith("User takes colchicine") for s in got), got
    got = summaries("They gave me a discount at the bakery because I'm a regular.")
    assert not any("discount" in s for s in got), got


def test_a_medicines_class_then_its_name() -> None:
    got = summaries("I'm on statins now, Atorvastatin, because of the cholesterol.")
    assert any(s.lower().startswith("user takes atorvastatin") for s in got), got
    got = summaries("I'm taking painkillers now, Monday was bad.")
    assert not any("Monday" in s for s in got), got


def test_a_condition_they_found() -> None:
    got = summaries("I have to take iron tablets, since the doctors found anaemia.")
    assert any("anaemia" in s for s in got), got
    got = summaries("I have been so worried since they found a lump.")
    assert not any("diagnosed" in s for s in got), got


def test_the_employer_moving_the_user() -> None:
    got = summaries("My bank is sending me to Inverness in March.")
    assert any(s.startswith("User is being transferred to Inverness") for s in got), got
    got = summaries("My bank is sending me to voicemail every time I call.")
    assert not any("transferred" in s for s in got), got


def test_a_rank_held_from_a_month() -> None:
    got = summaries("My manager told me I'll be team lead from March.")
    assert any(s.startswith("User is being promoted to team lead in March") for s in got), got
    got = summaries("I will be a manager one day, I hope.")
    assert not any("promoted" in s for s in got), got


def test_a_lease_signed_to_open_a_business() -> None:
    got = summaries("Signed the lease on a new bakery in Ashford, opening in March!")
    assert any(s.startswith("User is opening a new bakery in Ashford") for s in got), got
    got = summaries("Signed the lease on our flat in Ashford today.")
    assert not any("opening" in s for s in got), got


def test_the_language_to_be_greeted_in() -> None:
    assert "User likes to be greeted in Welsh" in summaries("Answer in English please, but you can greet me in Welsh.")
    assert not any("greeted" in s for s in summaries("Greet me in person when you come."))


def test_a_request_after_and_please_once_you_is_no_request() -> None:
    got = summaries("My son set you up on my phone so bear with me, and please keep the answers short.")
    assert "User wants short answers" in got, got


def test_an_inflammation_said_gone_ends_it(tmp_path: Path) -> None:
    y = year(tmp_path, ("2026-02-01", "I have bronchitis, coughing all night."),
             ("2026-03-20", "the bronchitis is finally gone!"))
    assert ended(y, "User has bronchitis"), y.stored
    y = year(tmp_path / "2", ("2026-02-01", "I have tendonitis in my elbow."),
             ("2026-03-20", "the tendonitis is still bad."))
    assert any("tendonitis" in s for s in y.live), y.live


def test_a_trip_ahead_is_over_after_its_day(tmp_path: Path) -> None:
    y = year(tmp_path, ("2026-03-01", "I'm going to Cardiff for a conference on 12 March."),
             ("2026-03-01", "I'm going to study law in Cardiff in September."),
             ("2026-12-01", "hello"))
    assert ended(y, "User is going to Cardiff for a conference on 12 March 2026"), y.stored
    assert any("study law" in s for s in y.live), y.live


# -- recall -------------------------------------------------------------------------------------------------------------

TAXIS = "User runs three minibus taxis on the Kasoa route"
EXAM = "User wants to take the TOEFL in May 2027"
NEWS = "User's husband Kofi passed his bar exam"
DORM = "User's son Ato moved into the dorm at Legon"
BOARDER = "User's daughter Efua starts at Achimota in January as a boarder"
MOVE = "User is being transferred to Kumasi office in June 2026"
HIP = "User needs a new knee, operation set for 3 June 2026"
TIRES = "User has low iron and takes ferrous sulphate"

ONE_EACH = {TAXIS: "identity", EXAM: "goal", NEWS: "relationship", DORM: "relationship", BOARDER: "relationship",
            MOVE: "decision", HIP: "constraint", TIRES: "constraint"}
RECALLED = {
    TAXIS: "how much insurance do I need for my vehicles?",
    EXAM: "how many hours should I study each week for the exam?",
    NEWS: "how should we celebrate tonight?",
    DORM: "ideas for a care package?",
    BOARDER: "what should she pack for the hostel?",
    MOVE: "what do I need to sort out before moving to a new city?",
    HIP: "what should I get ready at home before I go into hospital?",
    TIRES: "why am I so exhausted lately?",
}
# (near misses: a word of each cue, asked of something else)
NOT_RECALLED = {
    TAXIS: "how do I check a used vehicle's history before buying?",
    EXAM: "the test fails on my laptop, why?",
    NEWS: "how do people celebrate Diwali in Leicester?",
    DORM: "how do I send a parcel abroad?",
    BOARDER: "what should she pack for the beach?",
    MOVE: "how do I move a file to a new folder?",
    HIP: "what are visiting hours at the hospital?",
    TIRES: "I'm tired of my job, how do I find a new one?",
}

# (a life around the one memory, as a year leaves it: what the cue must find it among)
AROUND = [("identity", "User's name is Akosua"), ("preference", "User wants short answers"),
          ("habit", "User goes to church every Sunday"), ("identity", "User is a pharmacist in Accra"),
          ("relationship", "User's mother lives in Cape Coast"), ("constraint", "User is allergic to penicillin"),
          ("habit", "User plays netball on Thursdays"), ("identity", "User lives in Tema"),
          ("project", "User is building a chicken coop"), ("constraint", "User has high blood pressure"),
          ("goal", "User wants to save for a car"), ("preference", "User likes highlife music")]


@pytest.fixture(scope="module", params=sorted(ONE_EACH))
def alone(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Brain]]:
    memory: str = request.param
    yield from ((memory, b) for b in stocked(tmp_path_factory.mktemp("alone"), [*AROUND, (ONE_EACH[memory], memory)]))


def test_recalled(alone: tuple[str, Brain]) -> None:
    memory, brain = alone
    assert memory in injected(brain, RECALLED[memory])


def test_not_recalled(alone: tuple[str, Brain]) -> None:
    memory, brain = alone
    assert memory not in injected(brain, NOT_RECALLED[memory])
