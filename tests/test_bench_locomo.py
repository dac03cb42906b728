"""bench/locomo_events.py's two junk definitions, on a small conversation in LoCoMo's format."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture()
def bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("locomo_events_bench", ROOT / "bench" / "locomo_events.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


SAMPLE = {
    "sample_id": "t1",
    "conversation": {
        "speaker_a": "Joanna", "speaker_b": "Nate",
        "session_1_date_time": "1:00 pm on 8 May, 2023",
        "session_1": [
            {"speaker": "Nate", "dia_id": "D1:1", "text": "I made ice cream with coconut milk!"},
            {"speaker": "Joanna", "dia_id": "D1:2", "text": "Unfortunately, I can't have dairy. I won my first chess tournament in Porto."},
            {"speaker": "Nate", "dia_id": "D1:3", "text": "Wow, congrats! I went to a game convention."},
            {"speaker": "Joanna", "dia_id": "D1:4", "text": "Thanks!"},
            {"speaker": "Nate", "dia_id": "D1:5", "text": "My turtles are great too."},
        ],
    },
    "event_summary": {"events_session_1": {"Joanna": ["Joanna wins a chess tournament in Porto."], "Nate": []}},
    "observation": {"session_1_observation": {"Joanna": [["Joanna can't have dairy.", "D1:2"]], "Nate": []}},
}


def hear_joanna(bench: ModuleType, tmp_path: Path, definition: str) -> tuple[int, int, int, int]:
    """(events, covered, memories, junk) of Joanna's ingest under ``definition``."""
    data = tmp_path / "locomo10.json"
    data.write_text(json.dumps([SAMPLE]), encoding="utf-8")
    conv = bench.load(data)["t1"]
    bench._common = frozenset({"new", "kid"})  # the most frequent words of a real corpus
    bench.DEFINITION = definition
    tally = bench.Tally()
    bench.hear(conv, "Joanna", tally, 0)
    return tally.events, tally.covered, tally.memories, tally.junk


def test_the_refined_definition_reads_a_negation_spelled_otherwise(bench: ModuleType, tmp_path: Path) -> None:
    """"User cannot have dairy" is the annotated "Joanna can't have dairy": junk only under
    the strict definition, where "cannot" and "can't" are different words."""
    assert hear_joanna(bench, tmp_path, "strict") == (1, 1, 2, 1)
    assert hear_joanna(bench, tmp_path, "turn") == (1, 1, 2, 0)


def test_a_same_turn_observation_needs_a_shared_uncommon_word(bench: ModuleType) -> None:
    bench._common = frozenset({"new", "kid"})
    assert bench.same_turn({"trophi", "team"}, {"won", "trophi"})
    assert not bench.same_turn({"new", "kid", "team"}, {"new", "kid"})
    assert bench._turns_of(["x", "D4:4"]) == {"D4:4"}
    assert bench._turns_of(["x", ["D4:4", "D4:5"]]) == {"D4:4", "D4:5"}
    assert bench._turns_of("x") == set()


def test_without_data_it_says_where_to_get_it(bench: ModuleType, tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    assert bench.main(["locomo_events", "--data", str(tmp_path / "missing")]) == 2
    assert "snap-research/locomo" in capsys.readouterr().err


def test_junk_is_explained_with_its_turn_and_the_sessions_annotations(bench: ModuleType, tmp_path: Path) -> None:
    data = tmp_path / "locomo10.json"
    data.write_text(json.dumps([SAMPLE]), encoding="utf-8")
    conv = bench.load(data)["t1"]
    bench._common = frozenset({"new", "kid"})
    bench.DEFINITION = "strict"
    tally = bench.Tally()
    bench.hear(conv, "Joanna", tally, 0, explain=True)
    assert tally.junk == len(tally.explained) == 1
    [report] = tally.explained
    assert "User cannot have dairy" in report
    assert "said:  Unfortunately, I can't have dairy." in report
    assert "noted: Joanna can't have dairy." in report
