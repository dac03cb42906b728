"""One person's year, heard conversation by conversation: what is true at the end.

Twelve simulated months through ``Brain.ingest`` with the rules extractor and a fake clock:
moves, a job change, a dropped goal, editor and theme switches, a habit moved to another
day, an old conversation imported late (a stale restatement of an old city) and a fresh
restatement of the current one. At the end every single-valued attribute has exactly one
live answer, the right one, and every older value is kept as history.
"""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd import wire
from mercuryd.brain.candidate import single_valued
from mercuryd.brain.clock import FakeClock
from mercuryd.brain.service import Brain


def at(day: str) -> dt.datetime:
    return dt.datetime.fromisoformat(day).replace(tzinfo=dt.UTC)


# (when said, conversation id, the user's messages); each conversation has an assistant turn too.
YEAR: list[tuple[str, str, list[str]]] = [
    ("2026-01-10T09:00", "jan-intro", ["Hi! I'm Maya Chen, a data engineer living in Toronto."]),
    ("2026-01-12T18:00", "jan-tools", ["I work at Shopify.", "I use VS Code for everything."]),
    ("2026-02-03T21:00", "feb-theme", ["I prefer dark mode in every app."]),
    ("2026-02-20T07:30", "feb-goal", ["I'm studying for the GCP Professional Data Engineer certification."]),
    ("2026-03-05T08:00", "mar-swim", ["I go swimming every Monday morning."]),
    ("2026-04-14T19:00", "apr-move", ["Big news: we moved to Vancouver last month!"]),
    ("2026-05-02T10:00", "may-editor", ["I switched from VS Code to Neovim."]),
    ("2026-06-09T12:00", "jun-drop", ["I'm dropping the GCP certification.", "No time for it with the move."]),
    ("2026-07-01T17:00", "jul-job", ["I started my new job as a staff engineer at Stripe today!"]),
    ("2026-08-15T13:00", "aug-theme", ["I've switched to light themes since I work outside a lot."]),
    ("2026-09-03T20:00", "sep-swim", ["I swim every Thursday evening now."]),
    ("2026-11-05T09:00", "nov-home", ["I still live in Vancouver, and I love it here."]),
]
# Imported in October, said in January: it must not move the user back to Toronto.
STALE = ("2026-01-11T10:00", "2026-10-20T12:00", "old-export", ["I live in Toronto."])

EXPECTED = {
    "name": "maya chen",
    "job_title": "staff engineer",
    "lives_in": "vancouver",
    "works_at": "stripe",
    "preferred_editor": "neovim",
    "preferred_theme": "light",
    "schedule:swim": "every thursday evening",
}


def hear(brain: Brain, clock: FakeClock, said: str, cid: str, texts: list[str], heard: str | None = None) -> wire.IngestResult:
    clock.t = at(heard or said).timestamp() + 60
    messages = []
    for i, t in enumerate(texts):
        ts = at(said) + dt.timedelta(minutes=2 * i)
        messages += [wire.Message(role="user", content=t, ts=ts),
                     wire.Message(role="assistant", content="Noted!", ts=ts + dt.timedelta(minutes=1))]
    return brain.ingest(wire.IngestParams(messages=messages, conversation_id=cid))


@pytest.fixture
def year(brain: Brain, clock: FakeClock) -> Brain:
    for said, cid, texts in YEAR[:10]:
        hear(brain, clock, said, cid, texts)
    hear(brain, clock, *YEAR[10])
    said, heard_at, cid, texts = STALE
    stale = hear(brain, clock, said, cid, texts, heard=heard_at)
    assert not stale.reinforced and not stale.superseded
    hear(brain, clock, *YEAR[11])
    return brain


def live(brain: Brain) -> list[wire.Memory]:
    return brain.list(wire.ListParams(scope="all", limit=500)).items


def test_one_live_answer_per_single_valued_attribute(year: Brain) -> None:
    answers: dict[str, list[str | None]] = {}
    for m in live(year):
        if m.attribute and single_valued(m.attribute):
            answers.setdefault(m.attribute, []).append(m.value)
    assert answers == {k: [v] for k, v in EXPECTED.items()}


def test_every_older_value_is_history_under_the_current_one(year: Brain) -> None:
    current = {m.attribute: m for m in live(year) if m.attribute in EXPECTED}
    history = {
        attr: {h.value for h in year.get(wire.GetParams(id=m.id)).history}
        for attr, m in current.items()
    }
    assert history["lives_in"] == {"toronto"}
    assert history["preferred_editor"] == {"vs code"}
    assert history["preferred_theme"] == {"dark"}
    assert history["works_at"] == {"shopify"}
    assert history["job_title"] == {"data engineer"}
    assert history["schedule:swim"] == {"every monday morning"}


def test_the_stale_restatement_is_kept_on_the_old_value_not_counted(year: Brain) -> None:
    toronto = [m for m in year.list(wire.ListParams(scope="all", include_superseded=True, limit=500)).items
               if m.value == "toronto"]
    assert len(toronto) == 1  # no second history row for the same old value
    assert toronto[0].superseded_by is not None and toronto[0].reinforcements == 0
    vancouver = next(m for m in live(year) if m.attribute == "lives_in")
    assert vancouver.reinforcements == 1  # November's "I still live in Vancouver"
    # The move was said in April about March: the message time, not the import, dates it.
    assert vancouver.summary == "User moved to Vancouver in March 2026"


def test_the_dropped_goal_leaves_the_active_set_and_the_summaries(year: Brain) -> None:
    goals = [m for m in live(year) if "GCP" in m.summary]
    assert [m.type for m in goals] == ["decision"]  # only the decision to drop it
    dropped = [m for m in year.list(wire.ListParams(scope="all", include_superseded=True, limit=500)).items
               if m.type == "goal" and "GCP" in m.summary]
    assert len(dropped) == 1 and dropped[0].superseded_by == goals[0].id
    result = year.consolidate()
    assert "studying for the GCP" not in result.active_state.text
    assert "Vancouver" in result.profile.text and "Toronto" not in result.profile.text
    assert "uses VS Code" not in result.profile.text and "prefers dark mode" not in result.profile.text


def test_hearing_the_whole_year_again_changes_nothing(year: Brain, clock: FakeClock) -> None:
    before = [(m.id, m.reinforcements, m.superseded_by) for m in
              year.list(wire.ListParams(scope="all", include_superseded=True, limit=500)).items]
    for said, cid, texts in YEAR:
        result = hear(year, clock, said, cid, texts)
        assert not result.stored and not result.reinforced
    after = [(m.id, m.reinforcements, m.superseded_by) for m in
             year.list(wire.ListParams(scope="all", include_superseded=True, limit=500)).items]
    assert after == before


def test_a_move_announced_ahead_takes_effect_after_its_date(year: Brain, clock: FakeClock) -> None:
    """December: the move said in November is where the user lives, without being said again."""
    hear(year, clock, "2026-11-20T19:00", "dec-plan", ["We're moving to Seattle on 1 December."])
    clock.t = at("2026-11-30T12:00").timestamp()
    assert year.consolidate().enacted == []  # not yet
    clock.t = at("2027-01-05T09:00").timestamp()
    year.prune()
    result = year.consolidate()
    answers: dict[str, list[str | None]] = {}
    for m in live(year):
        if m.attribute and single_valued(m.attribute):
            answers.setdefault(m.attribute, []).append(m.value)
    assert answers == {k: [v] for k, v in {**EXPECTED, "lives_in": "seattle"}.items()}
    seattle = year.get(wire.GetParams(id=result.enacted[0]))
    assert seattle.summary == "User has lived in Seattle since 1 December 2026"
    assert {h.value for h in seattle.history if h.attribute == "lives_in"} == {"vancouver", "toronto"}
    assert [h.attribute for h in seattle.history if h.value == "seattle"] == ["plan:lives_in"]
    assert "Seattle" in result.profile.text and "Vancouver" not in result.profile.text


@pytest.mark.parametrize(("goal", "given_up"), [
    ("I want to learn the cello this year.", "I no longer want to learn the cello, the lessons cost too much."),
    ("I want to learn the cello this year.", "I don't want to learn the cello anymore."),
    ("I want to learn the cello this year.", "I've dropped the goal of learning the cello."),
])
def test_an_aim_given_up_ends_the_goal_heard_or_typed(brain: Brain, clock: FakeClock, goal: str, given_up: str) -> None:
    hear(brain, clock, "2026-02-01T09:00", "cello-1", [goal])
    before = [m for m in live(brain) if m.type == "goal" and "cello" in m.summary]
    assert len(before) == 1
    hear(brain, clock, "2026-05-01T09:00", "cello-2", [given_up])
    old = brain.get(wire.GetParams(id=before[0].id))
    assert old.superseded_by is not None
    # typed by hand, the same
    clock.t = at("2026-06-01T09:00").timestamp()
    typed = brain.add(wire.AddParams(type="goal", summary="User wants to run a half marathon"))
    brain.add(wire.AddParams(type="decision", summary="User no longer wants to run a half marathon"))
    assert brain.get(wire.GetParams(id=typed.id)).superseded_by is not None
    # "I don't want to learn Rust" (no "anymore") is a taste, and ends no goal
    rust = brain.add(wire.AddParams(type="goal", summary="User is learning Rust"))
    brain.add(wire.AddParams(type="preference", summary="User does not want to learn Rust"))
    assert brain.get(wire.GetParams(id=rust.id)).superseded_by is None
