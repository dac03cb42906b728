"""Basic mode (Second Brain off): JSONL facts with text-match search, no SQLite."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mercuryd import wire
from mercuryd.basic import BasicBrain, import_into
from mercuryd.brain.clock import FakeClock
from mercuryd.brain.service import Brain
from mercuryd.errors import Disabled, InvalidParams


@pytest.fixture
def basic(tmp_path: Path) -> BasicBrain:
    b = BasicBrain(tmp_path / "memory" / "facts.jsonl", FakeClock(), mode="basic",
                   reason="disabled by configuration")
    b.open()
    return b


def add(b: BasicBrain, summary: str, type_: str = "preference") -> wire.Memory:
    return b.add(wire.AddParams(type=type_, summary=summary))  # type: ignore[arg-type]


def test_add_appends_one_line_per_fact_and_survives_reopen(basic: BasicBrain) -> None:
    m1 = add(basic, "Prefers green tea in the morning")
    m2 = add(basic, "Works on a Rust compiler", "project")
    again = add(basic, "  prefers GREEN tea in the morning ")
    assert (m1.id, m2.id) == (1, 2)
    assert again.id == m1.id  # the same fact is not stored twice
    lines = basic.path.read_text().splitlines()
    assert [json.loads(line)["summary"] for line in lines] == [
        "Prefers green tea in the morning", "Works on a Rust compiler"]
    assert m2.scope == "active" and m1.scope == "durable" and m1.evidence == "manual"

    reopened = BasicBrain(basic.path, FakeClock(), mode="basic", reason="off")
    reopened.open()
    assert [f.summary for f in reopened.facts] == [m1.summary, m2.summary]
    assert add(reopened, "Lives in Lisbon", "identity").id == 3


def test_torn_and_garbage_lines_are_skipped(basic: BasicBrain) -> None:
    add(basic, "Prefers green tea")
    with basic.path.open("ab") as f:
        f.write(b"not json\n")
        f.write(b'{"id": 9, "type": "goal", "summ')  # crash mid-append
    basic.open()
    assert [f.summary for f in basic.facts] == ["Prefers green tea"]


def test_recall_matches_words_case_insensitively_within_budget(basic: BasicBrain) -> None:
    add(basic, "Prefers green tea in the morning")
    add(basic, "Drinks coffee after lunch", "habit")
    add(basic, "Has a sister called Anna", "relationship")
    got = basic.recall(wire.RecallParams(query="What TEA should I make?"))
    assert [m.summary for m in got.memories] == ["Prefers green tea in the morning"]
    assert "- Prefers green tea in the morning" in got.context
    assert got.context.startswith("<mercury-memory>")

    both = basic.recall(wire.RecallParams(query="tea or coffee"))
    assert {m.summary for m in both.memories} == {
        "Prefers green tea in the morning", "Drinks coffee after lunch"}
    tight = basic.recall(wire.RecallParams(query="tea or coffee", budget_chars=70))
    assert len(tight.context) <= 70 and len(tight.memories) == 1
    assert basic.recall(wire.RecallParams(query="tea", limit=0)).context == ""
    assert basic.recall(wire.RecallParams(query="volcano")).memories == []


def test_search_list_and_status(basic: BasicBrain) -> None:
    for i in range(5):
        add(basic, f"Project number {i} uses Python", "project")
    add(basic, "Prefers tabs over spaces")
    page = basic.list(wire.ListParams(limit=4))
    assert [m.id for m in page.items] == [6, 5, 4, 3] and page.next_cursor == "3"
    rest = basic.list(wire.ListParams(limit=4, cursor=page.next_cursor))
    assert [m.id for m in rest.items] == [2, 1] and rest.next_cursor is None
    assert basic.list(wire.ListParams(scope="subconscious")).items == []
    assert [m.id for m in basic.list(wire.ListParams(type="preference")).items] == [6]
    found = basic.search(wire.SearchParams(q="python", type="project", limit=2))
    assert len(found.items) == 2 and all("Python" in m.summary for m in found.items)
    st = basic.status()
    assert (st.enabled, st.mode, st.db_path) == (False, "basic", None)
    assert st.reason == "disabled by configuration"
    assert (st.counts.active, st.counts.durable) == (5, 1)


def test_ingest_stores_nothing_and_bad_adds_are_refused(basic: BasicBrain) -> None:
    res = basic.ingest(wire.IngestParams(messages=[wire.Message(role="user", content="I prefer tea.")]))
    assert res.stored == [] and res.enabled is False
    assert basic.facts == [] and not basic.path.exists()
    with pytest.raises(InvalidParams, match="summary"):
        add(basic, "   ")
    with pytest.raises(Disabled, match="off"):
        basic.add(wire.AddParams(type="goal", summary="x", scope="subconscious"))


def test_import_into_the_second_brain_once(basic: BasicBrain, brain: Brain) -> None:
    add(basic, "Prefers green tea")
    add(basic, "Works on a Rust compiler", "project")
    assert import_into(brain, basic.path) == 2
    assert import_into(brain, basic.path) == 0  # a restart imports nothing twice
    add(basic, "Lives in Lisbon", "identity")  # another spell in basic mode
    assert import_into(brain, basic.path) == 1
    items = brain.list(wire.ListParams(scope="all")).items
    assert sorted(m.summary for m in items) == ["Lives in Lisbon", "Prefers green tea",
                                                 "Works on a Rust compiler"]
    assert all(m.reinforcements == 0 for m in items)
    assert basic.path.exists()  # kept for basic mode
