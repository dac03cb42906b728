"""What the sentence model reads for a memory: summaries in the first person.

Real model, real stores: a summary in the store's own style ("User prefers X") or
written without a subject ("Prefers X") is encoded as "I prefer X", which is how the
messages it must match are written; a store
embedded the old way is re-embedded by the backfill; paraphrase pairs of the probe's
development set are recalled among the probe's everyday distractors.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

import numpy as np
import pytest

from mercuryd import wire
from mercuryd.brain import defaults, semantic, steps, text
from mercuryd.brain.embed import BUNDLED, DOCUMENT_TEXT, document_text, quantise
from mercuryd.brain.service import Brain
from mercuryd.config import SecondBrain
from mercuryd.store.db import MemoryRow, Store, open_store
from tests.test_semantic import read_db, vectors_in

DATA = Path(__file__).resolve().parent.parent / "bench" / "data"


@pytest.mark.parametrize(("summary", "read"), [
    ("User prefers dark colour themes in every code editor", "I prefer dark colour themes in every code editor"),
    ("User is vegetarian and never eats meat or fish", "I am vegetarian and never eats meat or fish"),
    ("User's son Leo is four years old", "my son Leo is 4 years old"),
    ("User works as a nurse at the city hospital", "I work as a nurse at the city hospital"),
    ("User runs five kilometres every morning before work", "I run five kilometres every morning before work"),
    ("User wants to learn Japanese before visiting Tokyo", "I want to learn Japanese before visiting Tokyo"),
    ("User is building a budgeting app in Flutter", "I am building a budgeting app in Flutter"),
    ("User decided to sell their car and commute by bike", "I decided to sell my car and commute by bike"),
    ("User visited the Kyoto temples last autumn", "I visited the Kyoto temples last autumn"),
    ("User has a bad knee", "I have a bad knee"),
    ("User does not want to fly", "I don't want to fly"),
    ("User cannot drink coffee after 2 pm", "I cannot drink coffee after 2 pm"),
    ("User and their sister run a bakery", "I and my sister run a bakery"),
    ("the user is left-handed", "I am left-handed"),
    # written without a subject (an agent's memory.add): about the user all the same
    ("Prefers window seats on trains", "I prefer window seats on trains"),
    ("Has a season ticket at Headingley", "I have a season ticket at Headingley"),
    ("Cancelled the newspaper subscription", "I cancelled the newspaper subscription"),
    ("Learning to knit", "I am learning to knit"),
    ("Never answers work email on holiday", "I never answer work email on holiday"),
    ("Cannot eat shellfish", "I cannot eat shellfish"),
    ("Allergic to wasps", "I am allergic to wasps"),
    ("Older brother Tunde lives in Houston", "my older brother Tunde lives in Houston"),
    ("Volunteers at the library on Saturdays", "I volunteer at the library on Saturdays"),
])
def test_a_summary_about_the_user_is_read_in_the_first_person(summary: str, read: str) -> None:
    assert document_text(summary) == read


@pytest.mark.parametrize("summary", [
    "Ana: I adopted a grey cat called Pixel last week.",  # a quoted turn
    "Users of the old app complained about sync",  # not about the user
    "I prefer tea",
    "Marcus works in insurance and lives in Bristol",  # about someone else
    "James is a chef",
    "Chloe's birthday is on 12 October",
    "Thanks, Mel!",
])
def test_other_text_is_read_as_it_is(summary: str) -> None:
    assert document_text(summary) == summary


def test_the_model_reads_the_first_person_text() -> None:
    enc = semantic._encoder(BUNDLED)
    assert enc.model_id.endswith("/" + DOCUMENT_TEXT)
    a, b, c = enc.encode(["User prefers tea over coffee", "I prefer tea over coffee",
                          "User's son Leo is four years old"])
    assert np.array_equal(a, b)
    assert float(c @ enc.encode(["my son Leo is 4 years old"])[0]) > 0.999


def _insert(store: Store, rows: list[tuple[str, str]]) -> list[int]:
    """Memories written as an older mercuryd did, without going through the model."""
    ids = []
    now = time.time()
    with store.transaction():
        for type_, summary in rows:
            ids.append(store.insert_memory(MemoryRow(
                type=type_, summary=summary, norm=text.norm(summary), scope=defaults.default_scope(type_),
                evidence="direct", confidence=0.9, base_confidence=0.9, decay_from=now,
                importance=defaults.default_importance(type_), durability=0.5,
                created_at=now, updated_at=now, last_referenced_at=now, source=json.dumps({"refs": []}))))
    return ids


def test_a_store_embedded_the_old_way_is_re_embedded_by_the_backfill(tmp_path: Path, clock) -> None:
    store = open_store(tmp_path / "old.db")
    summaries = ["User prefers tea over coffee", "User's son Leo is four years old",
                 "Ana: I adopted a grey cat"]
    ids = _insert(store, [("preference", s) for s in summaries])
    enc = semantic._encoder(BUNDLED)
    old_id = enc.model_id.rsplit("/", 1)[0]  # the model id before summaries were read in the first person
    raw = np.stack([enc.encode_query(s) for s in summaries])  # the summaries as written
    old = quantise(raw)
    store.put_vectors(old_id, ids, old.q, old.scale, hub_n=len(ids))
    brain = Brain(store, clock, SecondBrain())
    sem = brain.semantic
    assert sem is not None and sem.wait_loaded()
    assert sem.missing == len(ids)  # every vector is of another model id: all re-embedded
    assert steps.exhaust(sem.backfill_steps(store), store) == len(ids)
    assert {m for (m,) in read_db(store.path, "SELECT DISTINCT model FROM memory_vectors")} == {enc.model_id}
    now = vectors_in(store.path)
    want = quantise(enc.encode(summaries))
    for i, mid in enumerate(ids):
        assert now[mid] == want.q[i].tobytes()
    assert now[ids[0]] != old.q[0].tobytes()  # "I prefer tea over coffee", not the third person
    assert now[ids[2]] == old.q[2].tobytes()  # a quoted turn is read as it was: same bytes
    assert sem.status().backfill_left == 0


def test_paraphrase_pairs_of_the_dev_set_are_recalled_among_everyday_memories(tmp_path: Path, clock) -> None:
    """The probe's development pairs among 150 of its hand-written distractors: read in
    the third person the model recalled 15 of the 45, in the first person 23."""
    pairs = json.loads((DATA / "paraphrase_dev.json").read_text())["pairs"]
    everyday = json.loads((DATA / "paraphrase_distractors.json").read_text())["memories"][:150]
    store = open_store(tmp_path / "probe.db")
    ids = _insert(store, [(p["type"], p["memory"]) for p in pairs] + [(t, s) for t, s in everyday])
    brain = Brain(store, clock, SecondBrain())
    sem = brain.semantic
    assert sem is not None and sem.wait_loaded()
    steps.exhaust(sem.backfill_steps(store), store)
    found = {}
    for p, mid in zip(pairs, ids, strict=False):
        got = [m.id for m in brain.recall(wire.RecallParams(query=p["message"], limit=5)).memories]
        found[p["message"]] = mid in got
    assert found["Is a steep mountain trail a good hike for me?"]  # -> "User has a bad knee ..."
    assert found["Which database driver should I install?"]  # -> "User chose PostgreSQL ..."
    assert sum(found.values()) >= 20, [m for m, ok in found.items() if not ok]
