"""What the session-62 lead's eight new users' years found (tests/data/lead62_years.json: a Bavarian organist who
retires early, an ML engineer moving from Pune to Berlin, a terse Icelandic fish-plant supervisor, an ER nurse in El Paso
in Spanglish, a Québécoise of 79 after a broken hip, a salaryman in Osaka in learner's English, a Hebridean creel
fisherman in dialect, a B&B owner in Brindisi).

Every sentence here was written for this test, never the years'. Each test that ends a memory checks first that it was
stored live, and beside each rule a sentence like it that must store or end nothing of the kind.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from pathlib import Path

import pytest

from mercuryd.brain import instructions, situations, when
from mercuryd.brain.service import Brain
from tests import newuser
from tests.chat import heard
from tests.test_recall_misses import injected, stocked

MARCH = dt.datetime(2026, 3, 12, 9, tzinfo=dt.UTC)  # a Thursday


def summaries(text: str, at: dt.datetime = MARCH) -> list[str]:
    return [c.summary for c in heard(text, at=at)]


def year(tmp_path: Path, *turns: tuple[str, str]) -> newuser.Year:
    """``turns`` of (day, message), a conversation each, through a real Brain a day at a time."""
    persona = newuser.Persona([(day, [text]) for day, text in turns], [], [], [], [])
    tmp_path.mkdir(parents=True, exist_ok=True)
    return newuser.run("t", persona, tmp_path / "memory.db")


def ended(y: newuser.Year, summary: str) -> bool:
    return summary in y.stored and summary not in y.live


# -- dates --------------------------------------------------------------------------------------------------------------

def test_a_weekday_owned_is_a_kind_of_thing_and_no_date() -> None:
    assert when.absolute("User played their last Sunday service as organist", MARCH) == \
        "User played their last Sunday service as organist"
    # (the Sunday gone by, said of a meeting, is dated; "her" may be the one met, so it dates too)
    assert when.absolute("User met their sister last Sunday", MARCH) == "User met their sister on Sunday, 8 March 2026"
    assert when.absolute("User saw her last Sunday", MARCH) == "User saw her on Sunday, 8 March 2026"
    # ("this Monday" ends in "his " but is no one's)
    assert when.absolute("User works days since this Monday", MARCH) == "User works days since Monday, 9 March 2026"


# -- work ---------------------------------------------------------------------------------------------------------------

def test_a_retirement_taken_is_a_retirement_planned() -> None:
    assert summaries("My plan is set: I will take early retirement at the end of June.") == [
        "User is going to retire early at the end of June 2026"]
    assert summaries("He took early retirement last year, lucky man.") == []
    # (a decision to take it is read as said)
    assert summaries("I've decided to take early retirement from the council.") == [
        "User has decided to take early retirement from the council"]
    assert summaries("what is the retirement age in Spain?") == []
    assert not [s for s in summaries("I will take the retirement card to the party") if "retir" in s and "going to retire" in s]


def test_a_transfer_to_a_branch_elsewhere_ends_the_work_there(tmp_path: Path) -> None:
    assert summaries("I am transferred to the Galway office.") == ["User has been transferred to the Galway office"]
    assert summaries("I got transferred to the Galway office.") == ["User got transferred to the Galway office"]
    # ("moved to the Cork office" is a transfer, no home)
    assert summaries("I moved to the Cork office in January.") == ["User has been transferred to the Cork office in January 2026"]
    y = year(tmp_path, ("2026-01-10", "I work in sales at a car dealer in Leeds."),
             ("2026-04-02", "I've been transferred to the York branch."))
    assert ended(y, "User works in sales at a car dealer in Leeds"), y.stored
    # (a transfer within the same town may be a second site: the work there stays; a job held by its title, "User works
    # as a cashier at …", keeps its title through a transfer and is left live)
    y2 = year(tmp_path / "2", ("2026-01-10", "I work in sales at a car dealer in Leeds."),
              ("2026-04-02", "I've been transferred to the Leeds branch."))
    assert "User works in sales at a car dealer in Leeds" in y2.live, y2.live


def test_an_offer_and_its_role_the_role_is_the_offers(tmp_path: Path) -> None:
    assert summaries("got an offer from a bank in Dublin, data analyst.") == [
        "User got an offer from a bank in Dublin as a data analyst"]
    assert summaries("I got an offer from Monzo, nice people.") == ["User got an offer from Monzo, nice people"]
    y = year(tmp_path, ("2026-02-01", "got an offer from a bank in Dublin, data analyst."),
             ("2026-02-20", "accepted the Dublin offer."))
    assert ended(y, "User got an offer from a bank in Dublin as a data analyst"), y.stored
    assert "User accepted the Dublin offer" in y.live
    # (an offer taken elsewhere leaves this one)
    y2 = year(tmp_path / "2", ("2026-02-01", "got an offer from a bank in Dublin, data analyst."),
              ("2026-02-20", "accepted the Cork offer."))
    assert "User got an offer from a bank in Dublin as a data analyst" in y2.live, y2.live


def test_the_commute_said_with_i_commute() -> None:
    assert summaries("Now I commute 50 minutes by bus.") == ["User's commute takes about 50 minutes by bus"]
    assert summaries("I commute one hour each way.") == ["User's commute takes an hour each way"]
    assert summaries("I commute by bike.") == []


# -- health -------------------------------------------------------------------------------------------------------------

def test_a_thing_given_up_from_today() -> None:
    assert summaries("I quit sugar from today.") == ["User gave up sugar on 12 March 2026"]
    assert summaries("I stop crisps from now on") == ["User gave up crisps on 12 March 2026"]
    assert not [s for s in summaries("I stop work from today at five") if "gave up" in s]


def test_a_body_part_giving_bother_is_pain() -> None:
    assert summaries("My back's been giving me grief all week.") == ["User has back pain"]
    assert summaries("Shoulder's playing up again on the bike.") == ["User has shoulder pain"]
    # (what is said after a comma is a clause of its own: found in the session's new-user check)
    assert "User has back pain" in summaries("my back's been giving me grief all week, the physio says it's a disc")
    assert summaries("The car's giving me bother again.") == []
    assert not [s for s in summaries("her knee's giving her bother") if s.startswith("User has")]


def test_an_operation_booked_said_short() -> None:
    assert summaries("Hip op's booked for 14 April.") == ["User's hip operation is on 14 April 2026"]
    assert summaries("My op is booked for the 20th.") == ["User's operation is on 20 March 2026"]
    assert summaries("The photo op is on Friday.") == []


def test_a_diagnosis_told_with_its_place() -> None:
    assert summaries("The physio has diagnosed a strain in my calf.") == ["User was diagnosed with a strain in their calf"]
    assert summaries("The electrician diagnosed a fault in my fuse box.") == []


# -- study, family, home ------------------------------------------------------------------------------------------------

def test_got_in_then_the_programme() -> None:
    assert summaries("got in!! the Edinburgh College of Art illustration course") == [
        "User got into the Edinburgh College of Art illustration course"]
    assert not [s for s in summaries("got in the car and drove home") if "got into" in s]


def test_a_course_begun_while_the_business_is_closed() -> None:
    assert summaries("I started Spanish lessons on Wednesdays, while we are closed.") == [
        "User started Spanish lessons on Wednesdays"]
    # (said first, the "while" is its own clause, left as it was)
    assert not [s for s in summaries("While we are closed I paint the rooms.") if "Spanish" in s]


def test_a_child_born_told_in_the_present_ends_the_pregnancy(tmp_path: Path) -> None:
    y = year(tmp_path, ("2026-01-05", "My wife Noor is pregnant, due in May."),
             ("2026-05-09", "Our son is born! 3.2 kilos, both fine."))
    assert ended(y, "User's wife Noor is pregnant, due in May 2026"), y.stored
    y2 = year(tmp_path / "2", ("2026-01-05", "My wife Noor is pregnant, due in May."),
              ("2026-02-09", "Our son is born in May, we think."))
    assert "User's wife Noor is pregnant, due in May 2026" in y2.live, y2.live


def test_a_mother_called_mutti() -> None:
    assert summaries("Mutti has a new hip.") == ["User's mother has a new hip"]
    assert not [s for s in summaries("my friend calls her mum Mutti") if "User's mother" in s]


def test_a_learners_present_with_its_month_is_a_plan(tmp_path: Path) -> None:
    y = year(tmp_path, ("2026-03-01", "Our son Tiago goes to Lyon for Erasmus in September"),
             ("2026-09-10", "Tiago left for Lyon this morning"))
    assert ended(y, "User's son Tiago is going to Lyon for Erasmus in September 2026"), y.stored
    assert not [s for s in summaries("My sister goes to Cork every summer.") if "going to" in s]


def test_a_move_decided_then_its_day() -> None:
    assert summaries("I've decided to move to Harrogate, near my daughter. I move on 3 May.") == [
        "User is moving to Harrogate on 3 May 2026"]
    assert summaries("I'm moving to the residence Oak Lodge on 1 June.") == ["User is moving to the residence Oak Lodge on 1 June 2026"]
    # (a relative's move "there" goes to the place named before it)
    assert "User's dad moves to Whitby in June 2026" in summaries("My dad found a bungalow in Whitby. He moves there in June.")
    assert not [s for s in summaries("My brother loves Tenerife. He goes there every winter.") if "moves to" in s]


# -- instructions -------------------------------------------------------------------------------------------------------

def test_rules_opened_then_listed() -> None:
    assert sorted(instructions.read("two rules: bullet points only, and never recommend Vue.")) == [
        ("constraint", "User does not want Vue recommended"), ("preference", "User wants bullet points only")]
    assert sorted(instructions.read("a few rules: code first, explanation after, and never suggest Angular.")) == [
        ("constraint", "User does not want Angular suggested"), ("preference", "User wants code first, explanation after")]
    assert instructions.read("house rules: no shoes inside, and dinner at six.") == []


# -- recall -------------------------------------------------------------------------------------------------------------
# A new user holding one memory beside three plain ones; a message sharing no word with it must bring it, and its twin in
# nearly the same words must not (real Brain, real sentence model).

LANGUAGE_COURSE = "User joined a Portuguese class at the library on Mondays"
COURSE = "User signed up for a woodcarving course in Tralee"
ELECTRIC = "User bought an electric Kia Niro"
BEER = "User gave up beer on 4 January 2026"
DATAFRAMES = "User's monthly reports run on polars"
AWAY = "User's daughter Inge left for college in Utrecht"
AT_SEA = "User got a job as a deckhand on the Islay ferry"
HIP = "User has osteoporosis"
LIGAMENT = "User tore a ligament in their wrist"

ONE_EACH = {LANGUAGE_COURSE: "habit", COURSE: "decision", ELECTRIC: "episode", BEER: "decision", DATAFRAMES: "habit",
            AWAY: "relationship", AT_SEA: "identity", HIP: "constraint", LIGAMENT: "episode"}
RECALLED = {
    LANGUAGE_COURSE: "why are there so many irregular verbs?",
    COURSE: "what should I wear to my first class?",
    ELECTRIC: "how many miles will I get on a full charge in winter?",
    BEER: "what's good to order at the izakaya tonight?",
    DATAFRAMES: "how do I group a dataframe by two columns?",
    AWAY: "ideas for a care package?",
    AT_SEA: "what do I need to bring for two weeks aboard the ship?",
    HIP: "can I go out for a walk when the pavements are icy?",
    LIGAMENT: "something I can learn while I can't play the cello?",
}
NOT_RECALLED = {
    LANGUAGE_COURSE: "why are there so many irregular heartbeats?",
    COURSE: "are first class stamps worth it?",
    ELECTRIC: "how do I charge a client for travel time?",
    BEER: "what's good to order at the sushi bar tonight?",
    DATAFRAMES: "how do I frame a data protection policy?",
    AWAY: "ideas for a care plan for my cat?",
    AT_SEA: "what do I need to bring to the ship's christening party?",
    HIP: "is the ice cream shop open in winter?",
    LIGAMENT: "something I can learn while I can't find a job?",
}


@pytest.fixture(scope="module", params=sorted(ONE_EACH))
def alone(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Brain]]:
    memory: str = request.param
    yield from ((memory, b) for b in stocked(tmp_path_factory.mktemp("alone"), [
        ("identity", "User's name is Birte"), ("preference", "User wants answers in English"),
        ("habit", "User walks the dog every evening"), (ONE_EACH[memory], memory)]))


def test_recalled(alone: tuple[str, Brain]) -> None:
    memory, brain = alone
    assert memory in injected(brain, RECALLED[memory])


def test_not_recalled(alone: tuple[str, Brain]) -> None:
    memory, brain = alone
    assert memory not in injected(brain, NOT_RECALLED[memory])


@pytest.mark.parametrize(("text", "kept"), [
    ("what can I do while my knee heals?", True), ("while I'm recovering from the flu", True),
    ("exercises while I cannot run", True),
    ("while I cannot find my keys", False), ("while I am recovering the files from backup", False),
    ("while I can't be there, the kids will cook", False),
])
def test_kept_from_it_by_the_body(text: str, kept: bool) -> None:
    assert ("kept from it" in [f.name for f in situations.described(text)]) is kept
