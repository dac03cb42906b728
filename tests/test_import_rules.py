"""brain.import keeps the write path's rules: a bad file is refused whole, by line number.

Each case takes a real export, breaks one thing, and checks that the import is refused
with a sentence naming the line and that the store did not change. Rules the probe
found missing: times in range, enums, norms and person name norms recomputed, no
supersession cycles, a subconscious memory needs its prior scope, no duplicate ids,
integers that fit SQLite, typed ``source`` objects.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from mercuryd import wire
from mercuryd.brain import text
from mercuryd.brain.service import Brain, FakeClock
from mercuryd.config import SecondBrain
from mercuryd.errors import InvalidParams
from mercuryd.store.db import open_store
from tests.dbcheck import check_integrity, digest
from tests.test_portability import fill

Lines = list[dict[str, Any]]


@pytest.fixture
def export_lines(brain: Brain, clock: FakeClock, tmp_path: Path) -> Lines:
    fill(brain, clock)
    out = tmp_path / "export.jsonl"
    brain.export(wire.PathParams(path=str(out)))
    return [json.loads(x) for x in out.read_text().splitlines()]


@pytest.fixture
def target(tmp_path: Path, clock: FakeClock) -> Brain:
    other = Brain(open_store(tmp_path / "target.db"), clock, SecondBrain())
    other.add(wire.AddParams(type="habit", summary="User swims on Fridays"))
    return other


def write(tmp_path: Path, lines: Lines) -> str:
    path = tmp_path / "edited.jsonl"
    path.write_text("".join(json.dumps(x, ensure_ascii=False) + "\n" for x in lines))
    return str(path)


def memories(lines: Lines) -> list[dict[str, Any]]:
    return [x for x in lines if x["kind"] == "memory"]


def first_memory(lines: Lines) -> dict[str, Any]:
    return memories(lines)[0]


def line_of(lines: Lines, rec: dict[str, Any]) -> int:
    return next(i for i, x in enumerate(lines, 1) if x is rec)


def set_field(name: str, value: object) -> Callable[[Lines], int]:
    def edit(lines: Lines) -> int:
        rec = first_memory(lines)
        rec[name] = value
        return line_of(lines, rec)
    return edit


def duplicate_memory_id(lines: Lines) -> int:
    a, b = memories(lines)[:2]
    b["id"] = a["id"]
    return line_of(lines, b)


def self_superseding(lines: Lines) -> int:
    rec = first_memory(lines)
    rec["superseded_by"] = rec["id"]
    return line_of(lines, rec)


def mutual_supersession(lines: Lines) -> int:
    a, b = memories(lines)[:2]
    a["superseded_by"], b["superseded_by"] = b["id"], a["id"]
    return 0  # found after the whole file was read: the message names a line of the cycle


def winner_missing(lines: Lines) -> int:
    rec = first_memory(lines)
    rec["superseded_by"] = 999_999
    return line_of(lines, rec)


def subconscious_without_prior(lines: Lines) -> int:
    rec = first_memory(lines)
    rec.update(scope="subconscious", prior_scope=None)
    return line_of(lines, rec)


def duplicate_person_id(lines: Lines) -> int:
    persons = [x for x in lines if x["kind"] == "person"]
    persons[1]["id"] = persons[0]["id"]
    return line_of(lines, persons[1])


def empty_person_name(lines: Lines) -> int:
    person = next(x for x in lines if x["kind"] == "person")
    person["name"] = "   "
    return line_of(lines, person)


def link_to_unknown_person(lines: Lines) -> int:
    rec = next(x for x in memories(lines) if x["persons"])
    rec["persons"][0]["person_id"] = 4242
    return line_of(lines, rec)


def big_summary_id(lines: Lines) -> int:
    rec = next(x for x in lines if x["kind"] == "summary")
    rec["memory_ids"] = [2**63]
    return line_of(lines, rec)


def header_not_first(lines: Lines) -> int:
    lines.append(dict(lines[0]))
    return len(lines)


BROKEN: dict[str, tuple[Callable[[Lines], int], str]] = {
    "year 10000": (set_field("created_at", 253402300800.0), "created_at"),
    "1e308": (set_field("updated_at", 1e308), "updated_at"),
    "before 1970": (set_field("last_referenced_at", -62135596801.0), "last_referenced_at"),
    "decay_from in year 10000": (set_field("decay_from", 3e11), "decay_from"),
    # columns added after the probe (migrations 0008, 0010) keep the same calendar
    "stated_at 1e308": (set_field("stated_at", 1e308), "stated_at"),
    "takes_effect in year 10000": (set_field("takes_effect", 253402300800.0), "takes_effect"),
    "takes_effect before 1970": (set_field("takes_effect", -1.0), "takes_effect"),
    "id 2**63": (set_field("id", 2**63), "id"),
    "reinforcements 2**63": (set_field("reinforcements", 2**63), "reinforcements"),
    "superseded_by 2**64": (set_field("superseded_by", 2**64), "superseded_by"),
    "reason outside the enum": (set_field("reason", "because"), "reason"),
    "scope outside the enum": (set_field("scope", "forever"), "scope"),
    "arbitrary source": (set_field("source", {"channel": "cli", "evil": {"nested": [1, 2]}}), "evil"),
    "source refs not text": (set_field("source", {"refs": [{"a": 1}]}), "refs"),
    "empty summary": (set_field("summary", "   "), "summary"),
    "summary over 500": (set_field("summary", "x" * 501), "summary"),
    "confidence 2": (set_field("confidence", 2.0), "confidence"),
    "duplicate memory id": (duplicate_memory_id, "more than once"),
    "self-superseding": (self_superseding, "supersedes itself"),
    "mutual supersession": (mutual_supersession, "cycle"),
    "winner not in the file": (winner_missing, "no memory in the file"),
    "subconscious without prior_scope": (subconscious_without_prior, "prior_scope"),
    "duplicate person id": (duplicate_person_id, "more than once"),
    "empty person name": (empty_person_name, "name"),
    "link to an unknown person": (link_to_unknown_person, "person"),
    "summary memory id 2**63": (big_summary_id, "memory_ids"),
    "a second header": (header_not_first, "header"),
}


@pytest.mark.parametrize("case", list(BROKEN))
def test_a_broken_file_is_refused_by_line_and_changes_nothing(
    case: str, export_lines: Lines, target: Brain, tmp_path: Path
) -> None:
    edit, words = BROKEN[case]
    line = edit(export_lines)
    path = write(tmp_path, export_lines)
    before = digest(target.store.conn)
    with pytest.raises(InvalidParams) as info:
        target.import_(wire.PathParams(path=path))
    message = info.value.message
    assert f"line {line}" in message if line else "line " in message, message
    assert words in message, message
    assert "\n" not in message and len(message) < 400
    assert digest(target.store.conn) == before


def test_norms_are_recomputed_not_trusted(export_lines: Lines, target: Brain, tmp_path: Path) -> None:
    rec = first_memory(export_lines)
    rec["norm"] = "something else entirely"
    person = next(x for x in export_lines if x["kind"] == "person")
    person["name_norm"] = "zed"
    path = write(tmp_path, export_lines)
    assert target.import_(wire.PathParams(path=path)).count == len(memories(export_lines))
    conn = target.store.conn
    for summary, norm in conn.execute("SELECT summary, norm FROM memories"):
        assert norm == text.norm(summary)
    for name, name_norm in conn.execute("SELECT name, name_norm FROM persons"):
        assert name_norm == " ".join(name.casefold().split()) and name_norm != "zed"
    check_integrity(conn)
    # The same memory is recognised by its real normal form: a second import adds nothing.
    assert target.import_(wire.PathParams(path=path)).count == 0


def test_a_chain_of_supersession_is_kept(export_lines: Lines, target: Brain, tmp_path: Path) -> None:
    a, b, c = memories(export_lines)[:3]
    a["superseded_by"], b["superseded_by"], c["superseded_by"] = b["id"], c["id"], None
    path = write(tmp_path, export_lines)
    target.import_(wire.PathParams(path=path))
    got = {m.summary: m for m in target.list(wire.ListParams(scope="all", include_superseded=True,
                                                                limit=500)).items}
    assert got[a["summary"]].superseded_by == got[b["summary"]].id
    assert got[b["summary"]].superseded_by == got[c["summary"]].id
