"""Recall by meaning: the real bundled model, real stores, the real daemon.

No mocks: the sentence model is the one mercuryd ships (loaded once per test process),
vectors are read back from the SQLite file, the daemon is the real process (killed
with SIGKILL where the test is about surviving that).
"""

from __future__ import annotations

import json
import random
import time
from pathlib import Path
from typing import Any

import apsw
import numpy as np
import pytest

from mercuryd import wire
from mercuryd.brain import retrieve, semantic, steps
from mercuryd.brain.embed import BUNDLED, Encoder, ModelError, quantise
from mercuryd.brain.service import Brain
from mercuryd.config import SecondBrain
from mercuryd.errors import InvalidParams
from mercuryd.store.db import MemoryRow, open_store
from tests.conftest import DaemonProc

# Everyday memories that the probe messages below are not about.
_THINGS = ["jazz", "hiking", "sourdough", "chess", "climbing", "Rust", "cycling", "yoga",
           "podcasts", "board games", "photography", "gardening", "piano", "sushi", "swimming"]
_PLACES = ["Berlin", "Lisbon", "Oslo", "Kyoto", "Denver", "Nairobi", "Lima", "Porto"]
_NAMES = ["Anna", "Bob", "Carlos", "Dana", "Elif", "Farah", "Goran", "Hana"]


def distractors(n: int, seed: int = 3) -> list[tuple[str, str]]:
    rng = random.Random(seed)
    forms = [
        ("preference", "User likes {t} on weekends"),
        ("habit", "User goes {t} every {d}"),
        ("relationship", "User's friend {n} lives in {p}"),
        ("goal", "User plans to visit {p} in spring"),
        ("project", "User is working on a {t} club website with {n}"),
        ("episode", "User met {n} at a {t} event in {p}"),
    ]
    out = []
    for i in range(n):
        type_, form = rng.choice(forms)
        out.append((type_, form.format(t=rng.choice(_THINGS), p=rng.choice(_PLACES),
                                       n=rng.choice(_NAMES), d=rng.choice(["Monday", "Friday"]))
                    + f" ({i})"))
    return out


PAIRS = [  # memory, a message sharing no content word with it
    ("preference", "User prefers dark colour themes in every code editor",
     "Which palette should I pick for my terminal?"),
    ("constraint", "User is lactose intolerant", "Can I have a milkshake?"),
    ("relationship", "User's daughter Emma plays the violin",
     "What should I get my girl for her recital?"),
    ("project", "User is organising a wedding for June", "Which florist and caterer should we book?"),
]


def add(brain: Brain, type_: str, summary: str) -> wire.Memory:
    return brain.add(wire.AddParams(type=type_, summary=summary))  # type: ignore[arg-type]


def read_db(path: Path, sql: str) -> list[Any]:
    """Rows of ``sql`` from the file. Through apsw, the library the store uses: a second
    SQLite library in this process (the stdlib's) drops the store's POSIX locks on the
    file when its own connection closes, and then reads an outdated snapshot."""
    conn = apsw.Connection(str(path), flags=apsw.SQLITE_OPEN_READONLY)
    try:
        return conn.execute(sql).fetchall()
    finally:
        conn.close()


def vectors_in(path: Path) -> dict[int, bytes]:
    return dict(read_db(path, "SELECT memory_id, vec FROM memory_vectors"))


# ------------------------------------------------------------------ the model


def test_bundled_model_loads_and_places_paraphrases_close() -> None:
    enc = Encoder(BUNDLED)
    v = enc.encode(["User prefers dark colour themes in every code editor",
                    "User is building a garden shed"])
    q = enc.encode_query("Which palette should I pick for my terminal?")
    assert v.shape == (2, 384)
    assert np.allclose(np.linalg.norm(v, axis=1), 1.0, atol=1e-3)
    assert float(v[0] @ q) > float(v[1] @ q) + 0.1


def test_int8_vectors_keep_the_cosine() -> None:
    enc = Encoder(BUNDLED)
    v = enc.encode(["a cat sat on the mat", "stock markets fell sharply today", "my kid sleeps badly"])
    q8 = quantise(v)
    back = q8.q.astype(np.float32) * q8.scale[:, None]
    assert np.allclose(back @ back.T, v @ v.T, atol=0.02)


def test_a_long_message_is_cut_keeping_its_end() -> None:
    enc = Encoder(BUNDLED)
    filler = "filler words about nothing in particular " * 60
    tail = enc.encode_query("what should I cook tonight?")
    kept = float(enc.encode_query(filler + "what should I cook tonight?") @ tail)
    other = float(enc.encode_query(filler + "how do I fix the printer?") @ tail)
    assert kept > other + 0.1


def test_a_model_directory_of_the_wrong_kind_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ModelError, match=r"model\.json"):
        Encoder(tmp_path)


# ------------------------------------------------------------------ vectors in the store


@pytest.fixture
def sem_brain(store, clock) -> Brain:
    b = Brain(store, clock, SecondBrain())
    assert b.semantic is not None and b.semantic.wait_loaded()
    return b


def test_vectors_are_written_updated_and_deleted_with_their_rows(sem_brain: Brain, store) -> None:
    m = add(sem_brain, "preference", "User prefers tea over coffee")
    first = vectors_in(store.path)
    assert set(first) == {m.id}
    assert m.id in sem_brain.semantic.index  # type: ignore[union-attr]
    sem_brain.update(wire.UpdateParams(id=m.id, summary="User keeps bees on the roof"))
    second = vectors_in(store.path)
    assert second[m.id] != first[m.id]
    # The new vector is the new summary's.
    enc = semantic._encoder(BUNDLED)
    assert bytes(quantise(enc.encode(["User keeps bees on the roof"])).q[0].tobytes()) == second[m.id]
    sem_brain.update(wire.UpdateParams(id=m.id, importance=0.9))  # no summary change: same vector
    assert vectors_in(store.path)[m.id] == second[m.id]
    sem_brain.dismiss(wire.DismissParams(id=m.id, hard=True))
    assert vectors_in(store.path) == {}
    assert m.id not in sem_brain.semantic.index  # type: ignore[union-attr]


def test_a_hard_delete_leaves_no_vector_bytes_in_the_file(sem_brain: Brain, store) -> None:
    m = add(sem_brain, "identity", "User is a lighthouse keeper on a remote island")
    blob = vectors_in(store.path)[m.id]
    store.checkpoint()
    sem_brain.dismiss(wire.DismissParams(id=m.id, hard=True))
    data = b"".join(p.read_bytes() for p in store.path.parent.glob(store.path.name + "*"))
    assert blob not in data


def test_ingest_writes_one_vector_per_stored_fact(sem_brain: Brain, store) -> None:
    r = sem_brain.ingest(wire.IngestParams(messages=[wire.Message(
        role="user", content="I prefer short answers. My sister Anna lives in Oslo.")]))
    assert r.stored
    assert set(vectors_in(store.path)) == {m.id for m in r.stored}


def test_a_rolled_back_write_leaves_the_index_as_it_was(sem_brain: Brain, store) -> None:
    index = sem_brain.semantic.index  # type: ignore[union-attr]
    before = len(index)
    with pytest.raises(RuntimeError), store.transaction():
        row_id = store.insert_memory(MemoryRow(
            type="preference", summary="User likes kites", norm="user likes kites", scope="durable",
            evidence="manual", confidence=1, base_confidence=1, decay_from=0, importance=0.5,
            durability=0.5, created_at=0, updated_at=0, last_referenced_at=0))
        sem_brain._store_vector(row_id, "User likes kites")
        raise RuntimeError("boom")
    assert len(index) == before
    assert vectors_in(store.path) == {}


def test_backfill_embeds_rows_stored_without_vectors(tmp_path: Path, clock) -> None:
    store = open_store(tmp_path / "old.db")
    off = SecondBrain()
    off.retrieval.semantic = False
    old = Brain(store, clock, off)
    ids = {add(old, t, s).id for t, s in distractors(40)}  # a restatement reinforces: fewer
    assert vectors_in(store.path) == {}
    brain = Brain(store, clock, SecondBrain())
    sem = brain.semantic
    assert sem is not None and sem.wait_loaded()
    assert sem.missing == len(ids)
    done = steps.exhaust(sem.backfill_steps(store), store)
    assert done == len(ids)
    assert set(vectors_in(store.path)) == ids
    assert sem.status().backfill_left == 0
    assert steps.exhaust(sem.backfill_steps(store), store) == 0  # nothing left: a no-op


# ------------------------------------------------------------------ recall


@pytest.fixture
def stocked(sem_brain: Brain) -> dict[str, int]:
    ids = {}
    for type_, memory, message in PAIRS:
        ids[message] = add(sem_brain, type_, memory).id
    for type_, summary in distractors(80):
        add(sem_brain, type_, summary)
    sem = sem_brain.semantic
    assert sem is not None
    steps.exhaust(sem.backfill_steps(sem_brain.store), sem_brain.store)  # settle hubness
    return ids


def recall_ids(brain: Brain, query: str, **kw: Any) -> list[int]:
    return [m.id for m in brain.recall(wire.RecallParams(query=query, **kw)).memories]


def test_paraphrases_are_recalled_by_meaning(sem_brain: Brain, stocked: dict[str, int]) -> None:
    for message, mid in stocked.items():
        for _type, memory, msg in PAIRS:
            if msg == message:
                assert not retrieve.analyze(msg).terms or not (
                    set(retrieve.analyze(msg).terms) & set(memory.lower().split()))
        assert mid in recall_ids(sem_brain, message), message


def test_recall_by_meaning_off_behaves_lexically(tmp_path: Path, clock) -> None:
    cfg = SecondBrain()
    cfg.retrieval.semantic = False
    brain = Brain(open_store(tmp_path / "off.db"), clock, cfg)
    assert brain.semantic is None
    for type_, memory, _ in PAIRS:
        add(brain, type_, memory)
    for type_, summary in distractors(30):
        add(brain, type_, summary)
    # a paraphrase only the model finds ("Can I have a milkshake?" is a diet question now: the kinds find it)
    assert recall_ids(brain, "Which florist and caterer should we book?") == []
    assert vectors_in(brain.store.path) == {}
    assert brain.status().semantic == wire.SemanticStatus(state="off")
    assert recall_ids(brain, "is Emma still playing violin")  # the lexical path works as before


@pytest.mark.parametrize("message", [
    "can you suggest a name for my new project",
    "I keep getting this error when I call the function, any ideas?",
    "what would you use here, something like a list?",
    "fix this: KeyError: 'user_id' in line 12 of app.py",
    "the users table needs an index on email",
    "Explain big-O notation with an example.",
    "What are the main causes of inflation?",
])
def test_a_message_sharing_only_a_generic_word_injects_nothing(sem_brain: Brain, message: str) -> None:
    for type_, summary in [("constraint", "User never wants Java solutions suggested"),
                           ("habit", "User calls their mother every Sunday"),
                           ("preference", "User likes hiking in the Alps"),
                           ("identity", "User's name is Robin"),
                           ("habit", "User takes a day off after every big release"),
                           ("preference", "User uses Firefox as their main browser"),
                           *distractors(40)]:
        add(sem_brain, type_, summary)
    r = sem_brain.recall(wire.RecallParams(query=message))
    assert r.memories == [] and r.context == ""


@pytest.mark.parametrize("message", [
    "can you suggest a name for my new project",
    "I keep getting this error when I call the function, any ideas?",
    'Traceback (most recent call last):\n  File "app.py", line 3, in <module>\nValueError: bad',
    "what would you use here, something like a list?",
])
def test_without_the_models_score_a_generic_word_alone_injects_nothing(
        tmp_path: Path, clock, message: str) -> None:
    # Recall by meaning is on, but this recall has no semantic side (here the model
    # directory is broken; in the daemon, also while the model loads or when it is later
    # than the deadline): the lexical answer cannot ask the model whether a match on
    # "call" or "suggest" alone means anything, so it is not injected.
    bad = tmp_path / "not-a-model"
    bad.mkdir()
    cfg = SecondBrain()
    cfg.retrieval.model = str(bad)
    brain = Brain(open_store(tmp_path / "broken.db"), clock, cfg)
    for type_, summary in [("constraint", "User never wants Java solutions suggested"),
                           ("habit", "User video-calls their mum every Sunday morning"),
                           ("preference", "User likes hiking in the Alps"),
                           ("identity", "User's name is Robin"),
                           ("preference", "User uses Firefox as their main browser"),
                           *distractors(40)]:
        add(brain, type_, summary)
    sem = brain.semantic
    assert sem is not None and sem.status().state == "failed"
    r = brain.recall(wire.RecallParams(query=message))
    assert r.memories == [] and r.context == ""
    # ... while a match holding every word of the message, or a specific one, still is.
    assert "Robin" in brain.recall(wire.RecallParams(query="what's my name?")).context  # the profile
    assert "Firefox" in brain.recall(wire.RecallParams(query="which browser do I use?")).context


EVERYDAY = Path(__file__).resolve().parent.parent / "bench" / "data" / "paraphrase_distractors.json"


@pytest.mark.parametrize(("message", "memory"), [
    ("Explain how TCP's three-way handshake works.", "User is learning to touch type"),
    ("How does a hash map handle collisions?", "User had a flat tyre on the way to Harrogate"),
])
def test_standing_out_from_this_messages_scores_is_not_enough(sem_brain: Brain, message: str, memory: str) -> None:
    # Over a store of a few hundred everyday memories every message has memories whose
    # score stands 2.5 standard deviations above its mean: found by meaning alone, a
    # memory also needs an absolute score (SEM_REL_LO) to be injected.
    rows = json.loads(EVERYDAY.read_text())["memories"]
    for type_, summary in rows:
        if summary != memory:
            add(sem_brain, type_, summary)
    add(sem_brain, "goal", memory)
    sem = sem_brain.semantic
    assert sem is not None
    steps.exhaust(sem.backfill_steps(sem_brain.store), sem_brain.store)
    r = sem_brain.recall(wire.RecallParams(query=message))
    assert memory not in [m.summary for m in r.memories]
    # ... while a paraphrase of a stored memory still is.
    add(sem_brain, "preference", "User prefers dark colour themes in every code editor")
    steps.exhaust(sem.backfill_steps(sem_brain.store), sem_brain.store)
    r = sem_brain.recall(wire.RecallParams(query="Which palette should I pick for my terminal?"))
    assert "User prefers dark colour themes in every code editor" in [m.summary for m in r.memories]


@pytest.mark.parametrize("message", [
    "ok thanks, that worked", "thanks!", "how are you?", "👍", "lol ok", "Can you help me?", "Any ideas?",
])
def test_a_message_with_nothing_to_look_for_injects_nothing(sem_brain: Brain, message: str) -> None:
    rows = json.loads(EVERYDAY.read_text())["memories"]
    for type_, summary in rows[:300]:
        add(sem_brain, type_, summary)
    sem = sem_brain.semantic
    assert sem is not None
    steps.exhaust(sem.backfill_steps(sem_brain.store), sem_brain.store)
    assert retrieve.topicless(message)
    r = sem_brain.recall(wire.RecallParams(query=message))
    assert r.memories == [] and r.context == ""
    # The profile still comes when asked for, alone.
    r = sem_brain.recall(wire.RecallParams(query=message, include_profile=True))
    assert r.memories == [] and r.context.strip()
    # A message with a topic is still answered from the same store.
    r = sem_brain.recall(wire.RecallParams(query="ok thanks, and which browser do I use again?"))
    assert "User uses Firefox as their main browser" in [m.summary for m in r.memories]


@pytest.mark.parametrize(("message", "expected"), [
    ("ok thanks, that worked", True), ("Hi! How are you?", True), ("", True), ("🙂🙂", True),
    ("What should I do this weekend?", False), ("which editor then?", False),
    ("ok, and lunch?", False), ("谢谢，晚饭吃什么？", False), ("Спасибо, что приготовить на ужин?", False),
])
def test_topicless(message: str, expected: bool) -> None:
    assert retrieve.topicless(message) is expected


def test_what_do_you_know_about_me_injects_the_profile(sem_brain: Brain) -> None:
    for type_, summary in [("identity", "User's name is Robin"), ("identity", "User lives in Oslo"),
                           ("preference", "User prefers short answers")]:
        add(sem_brain, type_, summary)
    sem_brain.consolidate()
    profile = sem_brain.profile().profile.text
    assert profile
    r = sem_brain.recall(wire.RecallParams(query="What do you know about me?"))
    assert profile.strip() in r.context


def test_search_ranks_the_exact_phrase_first(sem_brain: Brain) -> None:
    for type_, summary in [("project", "User manages a team of knowledge workers"),
                           ("project", "User is researching knowledge management tools"),
                           *distractors(20)]:
        add(sem_brain, type_, summary)
    items = sem_brain.search(wire.SearchParams(q="knowledge management")).items
    assert [i.summary for i in items[:2]] == ["User is researching knowledge management tools",
                                              "User manages a team of knowledge workers"]


def test_search_ranks_the_exact_phrase_first_lexically_too(tmp_path: Path, clock) -> None:
    cfg = SecondBrain()
    cfg.retrieval.semantic = False
    brain = Brain(open_store(tmp_path / "lex.db"), clock, cfg)
    add(brain, "project", "User manages a team of knowledge workers")
    add(brain, "project", "User is researching knowledge management tools")
    items = brain.search(wire.SearchParams(q="knowledge management")).items
    assert items[0].summary == "User is researching knowledge management tools"


# A new user's store: a person's few memories, two about a knee.
NEW_USER = [("identity", "User's name is Maya Lindqvist"), ("identity", "User lives in Stockholm"),
            ("identity", "User works as a frontend developer at Klarna"),
            ("preference", "User uses VS Code as their editor"), ("preference", "User prefers dark themes"),
            ("habit", "User goes running every Tuesday and Thursday morning"),
            ("habit", "User bakes sourdough every Sunday"), ("relationship", "User's sister Anna lives in Gothenburg"),
            ("goal", "User is studying for the AWS certification"), ("constraint", "User is allergic to peanuts"),
            ("preference", "User likes jazz in the evening"), ("habit", "User knits while watching television"),
            ("preference", "User drinks green tea every afternoon"),
            ("episode", "User injured their knee running"), ("episode", "User has a sore kneecap")]


def test_search_lists_a_memory_found_by_meaning_alone_only_when_the_model_agrees(sem_brain: Brain) -> None:
    """From trying the product: `mercuryctl search knee` over a new user's store listed
    memories that have nothing to do with a knee, found by meaning alone ("knits" is
    close to "knee" in the model's word pieces, and in a store this small every such
    memory stands out from the message's scores). Word matches are listed; a memory
    found by meaning alone needs the model's plain cosine (retrieve.SEARCH_MIN_COS)."""
    for type_, summary in NEW_USER:
        add(sem_brain, type_, summary)

    def search(q: str) -> list[str]:
        return [m.summary for m in sem_brain.search(wire.SearchParams(q=q)).items]

    assert search("knee") == ["User injured their knee running", "User has a sore kneecap"]
    assert search("make a haiku about coffee") == []
    # ... while a paraphrase the model agrees with is still found (no word in common).
    assert sorted(search("leg pain")) == ["User has a sore kneecap", "User injured their knee running"]
    assert sorted(search("knee injury")) == ["User has a sore kneecap", "User injured their knee running"]
    assert search("wool") == ["User knits while watching television"]
    # The floor is search's: the model's outlier for "knee" is "knits" (third, far above
    # the rest of this small store), under the plain cosine search asks of it. (Whether
    # recall's ranking keeps it rests on a z-score within 0.05 of its own threshold, so
    # this does not pin that.)
    dense = sem_brain.dense_for("knee")
    assert dense is not None
    rows = sem_brain.store.get_memories([i for i, _ in dense.top])
    order = [rows[i].summary for i, _ in dense.top]
    assert order.index("User knits while watching television") == 2
    knits = dense.top[2][0]
    assert dense.z(dense.top[2][1]) > dense.z(dense.top[3][1]) + 1.0
    assert dense.plain([knits])[knits] < retrieve.SEARCH_MIN_COS


def test_asks_about_user() -> None:
    assert retrieve.asks_about_user("What do you know about me?")
    assert retrieve.asks_about_user("so... what have you learned about me so far")
    assert not retrieve.asks_about_user("What do you know about Rust lifetimes?")
    for q in ("what's my name?", "What is my name again", "do you remember my name?", "you know my name, right?"):
        assert retrieve.asks_about_user(q), q
    for q in ("what should I name my cat?", "is my name spelled right here?"):
        assert not retrieve.asks_about_user(q), q
    # a question about the user's life in words that name no topic
    for q in ("where do I work?", "what do I do for work?", "what am I working on?", "so what do I like?",
              "what did I tell you last week?", "what do I want?"):
        assert retrieve.asks_about_user(q), q
    # ... not one about the task at hand, for advice, or to the assistant
    for q in ("what am I doing wrong?", "where do I put this?", "what should I use?", "what do I use here?",
              "what should I call you?", "What do you suggest?", "how do I use it?", "what do I do now?"):
        assert not retrieve.asks_about_user(q), q


@pytest.mark.parametrize("semantic_on", [False, True])
def test_a_question_about_the_users_life_in_generic_words_gets_the_profile(
        tmp_path: Path, clock, semantic_on: bool) -> None:
    # "where do I work?" is all stop and generic words: it ranked nothing and got nothing.
    cfg = SecondBrain()
    cfg.retrieval.semantic = semantic_on
    brain = Brain(open_store(tmp_path / "me.db"), clock, cfg)
    for type_, summary in [("identity", "User works as a paramedic at Leeds General"),
                           ("project", "User is building a birdwatching log app called Fernweh"),
                           ("preference", "User likes cold-water swimming"), *distractors(30)]:
        add(brain, type_, summary)
    for q, wanted in [("where do I work?", "paramedic"), ("what am I working on?", "Fernweh"),
                      ("what do I like?", "cold-water swimming")]:
        assert wanted in brain.recall(wire.RecallParams(query=q)).context, q
    for q in ("what am I doing wrong?", "what should I use?"):
        assert brain.recall(wire.RecallParams(query=q)).context == "", q


# ------------------------------------------------------------------ the daemon


def wait_semantic(d: DaemonProc, timeout: float = 60.0) -> dict[str, Any]:
    deadline = time.monotonic() + timeout
    while True:
        st = d.call("brain.status")["semantic"]
        if st["state"] in ("ready", "failed", "off") and st["backfill_left"] in (0, None) \
                and st["state"] != "loading":
            if st["state"] != "ready" or st["backfill_left"] == 0:
                return st
        if time.monotonic() > deadline:
            raise TimeoutError(st)
        time.sleep(0.05)


def fill_without_vectors(db: Path, n: int) -> list[int]:
    store = open_store(db)
    ids = []
    with store.transaction():
        for type_, summary in [(t, m) for t, m, _ in PAIRS] + distractors(n):
            ids.append(store.insert_memory(MemoryRow(
                type=type_, summary=summary, norm=summary.lower(), scope="durable", evidence="direct",
                confidence=0.9, base_confidence=0.9, decay_from=time.time(), importance=0.5,
                durability=0.5, created_at=time.time(), updated_at=time.time(),
                last_referenced_at=time.time())))
    store.checkpoint()
    store.close()
    return ids


def test_daemon_recalls_by_meaning_and_reports_its_index(daemon_factory) -> None:
    d = daemon_factory().start()
    added = {d.call("memory.add", {"type": type_, "summary": memory})["id"] for type_, memory, _ in PAIRS}
    for type_, summary in distractors(60):  # a habit drawn twice ("…photography every Monday") is one memory
        added.add(d.call("memory.add", {"type": type_, "summary": summary})["id"])
    st = wait_semantic(d)
    assert st["state"] == "ready" and st["model"] == "all-MiniLM-L6-v2"
    n = read_db(d.home / "memory" / "second-brain" / "second-brain.db", "SELECT count(*) FROM memories")[0][0]
    assert n >= len(added) > 60  # and any reflection the start-up consolidation wrote
    assert st["vectors"] == n
    got = d.call("brain.recall", {"query": "Can I have a milkshake?"})
    assert [m["summary"] for m in got["memories"]][:1] == ["User is lactose intolerant"]


def test_backfill_survives_kill_9_and_resumes(daemon_factory) -> None:
    d = daemon_factory()
    db = d.home / "memory" / "second-brain" / "second-brain.db"
    ids = fill_without_vectors(db, 600)
    d.start()
    deadline = time.monotonic() + 60
    while True:  # some vectors written, not all
        st = d.call("brain.status")["semantic"]
        if st["vectors"] >= 64 or st["backfill_left"] == 0 or time.monotonic() > deadline:
            break
        time.sleep(0.01)
    d.kill()
    partial = vectors_in(db)
    d.start()
    st = wait_semantic(d, timeout=120)
    assert st["state"] == "ready" and st["backfill_left"] == 0
    every = {r[0] for r in read_db(db, "SELECT id FROM memories")}
    assert set(ids) <= every
    assert set(vectors_in(db)) == every
    assert len(partial) < len(every)  # the kill came mid-way
    got = d.call("brain.recall", {"query": "Which florist and caterer should we book?"})
    assert "User is organising a wedding for June" in got["context"]


def test_a_missed_deadline_answers_lexically_and_is_logged(daemon_factory) -> None:
    d = daemon_factory()
    d.home.mkdir(parents=True, exist_ok=True, mode=0o700)
    (d.home / "mercury.yaml").write_text(
        "dashboard: {port: 0}\nmemory: {secondBrain: {retrieval: {semanticDeadlineMs: 0.001}}}\n")
    d.start()
    for type_, memory, _ in PAIRS:
        d.call("memory.add", {"type": type_, "summary": memory})
    for type_, summary in distractors(40):
        d.call("memory.add", {"type": type_, "summary": summary})
    d.call("memory.add", {"type": "habit", "summary": "User video-calls their mum every Sunday morning"})
    wait_semantic(d)
    assert d.call("brain.recall", {"query": "Which florist and caterer should we book?"})["memories"] == []
    lexical = d.call("brain.recall", {"query": "is Emma still playing the violin?"})
    assert "User's daughter Emma plays the violin" in lexical["context"]
    # the lexical answer does not inject a match on a generic word alone ("call")
    trace = 'Traceback (most recent call last):\n  File "app.py", line 3\nKeyError: 0'
    assert d.call("brain.recall", {"query": trace})["memories"] == []
    assert d.call("brain.status")["semantic"]["deadline_misses"] >= 1
    logs = (d.home / "logs" / "mercuryd.log").read_text()
    assert "semantic deadline missed" in logs


def test_a_broken_model_directory_leaves_recall_lexical(daemon_factory, tmp_path: Path) -> None:
    bad = tmp_path / "not-a-model"
    bad.mkdir()
    d = daemon_factory()
    d.home.mkdir(parents=True, exist_ok=True, mode=0o700)
    (d.home / "mercury.yaml").write_text(
        f"dashboard: {{port: 0}}\nmemory: {{secondBrain: {{retrieval: {{model: '{bad}'}}}}}}\n")
    d.start()
    d.call("memory.add", {"type": "preference", "summary": "User likes green tea"})
    st = wait_semantic(d)
    assert st["state"] == "failed" and "model.json" in st["error"]
    assert "green tea" in d.call("brain.recall", {"query": "green tea"})["context"]


def test_imported_memories_get_their_vectors_from_the_backfill(sem_brain: Brain, tmp_path: Path,
                                                               clock) -> None:
    for type_, memory, _ in PAIRS:
        add(sem_brain, type_, memory)
    exported = tmp_path / "export.jsonl"
    sem_brain.export(wire.PathParams(path=str(exported)))
    other = Brain(open_store(tmp_path / "other.db"), clock, SecondBrain())
    sem = other.semantic
    assert sem is not None and sem.wait_loaded()
    other.import_(wire.PathParams(path=str(exported)))
    assert vectors_in(other.store.path) == {}  # import writes rows; the backfill embeds them
    assert steps.exhaust(sem.backfill_steps(other.store), other.store) == len(PAIRS)
    ids = {r[0] for r in read_db(other.store.path, "SELECT id FROM memories")}
    assert set(vectors_in(other.store.path)) == ids
    assert vectors_in(other.store.path) == {  # the same model gives the same bytes
        mid: blob for mid, blob in vectors_in(sem_brain.store.path).items() if mid in ids}


def test_a_partitioned_index_finds_what_the_exact_scan_finds() -> None:
    """Above its threshold the index scans only the lists nearest the query: the best
    matches and the z-scores stay those of the exact scan, writes and deletes included."""
    enc = semantic._encoder(BUNDLED)
    texts = [s for _, s in distractors(1500, seed=9)] + [m for _, m, _ in PAIRS]
    vecs = quantise(enc.encode(texts))
    exact, part = semantic.Index(384), semantic.Index(384, partition_at=1000)
    for ix in (exact, part):
        ix.put(list(range(1, len(texts) + 1)), vecs)
    assert part.maybe_partition() and part.partition is not None
    assert not part.maybe_partition()  # not again until the store doubles
    extra = quantise(enc.encode(["User keeps three hives of bees on the roof"]))
    for ix in (exact, part):
        ix.put([5000], extra)  # written after the partition: joins its nearest list
        ix.remove([1, 2, 3])
    messages = [m for _, _, m in PAIRS] + ["where do I get honey jars", "what should I drink",
                                           "plan my weekend", "who lives in Lisbon"]
    same_first, overlap = 0, 0.0
    for message in messages:
        q = quantise(enc.encode_query(message)[None])
        a = exact.search(q.q[0], float(q.scale[0]), 10)
        b = part.search(q.q[0], float(q.scale[0]), 10)
        same_first += a.top[0][0] == b.top[0][0]
        overlap += len({i for i, _ in a.top} & {i for i, _ in b.top}) / len(a.top)
        assert abs(a.mean - b.mean) < 0.25 * a.std and 0.75 < b.std / a.std < 1.25
        assert not ({1, 2, 3} & {i for i, _ in b.top})
    assert same_first >= len(messages) - 1
    assert overlap / len(messages) >= 0.8
    # The flat matrix is gone once partitioned: per-memory scores and hubness come
    # from the lists, and agree with the exact index.
    assert part.rows.shape[0] == 0
    q = quantise(enc.encode_query("where do I get honey jars")[None])
    ids = [5000, 10, 11, 1500, 1]
    assert part.cosines(ids, q.q[0], float(q.scale[0])) == exact.cosines(ids, q.q[0], float(q.scale[0]))
    probe_vecs = quantise(enc.encode(["User keeps bees", "User plans to visit Oslo in spring"]))
    assert np.allclose(part.hubness(probe_vecs), exact.hubness(probe_vecs), atol=0.03)


def test_a_large_store_loads_straight_into_lists(tmp_path: Path, clock) -> None:
    """Above the partition threshold the stored vectors load into lists (trained on a
    sample first), never into the flat matrix, and every one is found whole."""
    store = open_store(tmp_path / "big.db")
    off = SecondBrain()
    off.retrieval.semantic = False
    brain = Brain(store, clock, off)
    texts = [s for _, s in distractors(600, seed=4)] + [m for _, m, _ in PAIRS]
    enc = semantic._encoder(BUNDLED)
    first: dict[int, int] = {}  # memory id -> the text that made it (a restatement reinforces)
    for i, t in enumerate(texts):
        first.setdefault(add(brain, "preference", t).id, i)
    ids = list(first)
    texts = [texts[i] for i in first.values()]
    vecs = quantise(enc.encode(texts))
    store.put_vectors(enc.model_id, ids, vecs.q, vecs.scale, hub_n=len(ids))
    sem = semantic.Semantic(store.path, BUNDLED, 50.0, partition_at=300)
    try:
        assert sem.wait_loaded()
    finally:
        sem.close()
    index = sem.index
    assert index is not None and index.partition is not None and index.rows.shape[0] == 0
    assert len(index) == len(ids) == sum(int(s) for s in index.partition.sizes)
    exact = semantic.Index(384)
    exact.put(ids, vecs)
    q = quantise(enc.encode_query("where do I get honey jars")[None])
    assert index.cosines(ids, q.q[0], float(q.scale[0])) == exact.cosines(ids, q.q[0], float(q.scale[0]))
    for i in (0, 300, len(ids) - 1):  # a memory's own text finds it first
        own = quantise(enc.encode_query(texts[i])[None])
        assert index.search(own.q[0], float(own.scale[0]), 3).top[0][0] == ids[i]


def test_a_refused_or_reinforcing_write_keeps_no_vector_for_later(sem_brain: Brain) -> None:
    """Summaries are encoded before the write transaction and the vectors kept by text
    until the row is stored. A write that stored no row (refused: a summary over 500
    characters, up to the wire's 4000; or a restatement that reinforced a twin) kept its
    text and vector in the daemon for good: any client could grow it without bound
    (one entry per distinct refused summary), and the text of a refused write stayed
    in memory."""
    add(sem_brain, "preference", "User prefers tea over coffee")
    add(sem_brain, "preference", "User prefers tea over coffee")  # reinforced
    for i in range(3):
        with pytest.raises(InvalidParams):
            add(sem_brain, "preference", f"User wrote note {i} " + "x" * 3000)
    m = add(sem_brain, "preference", "User keeps bees")
    with pytest.raises(InvalidParams):
        sem_brain.update(wire.UpdateParams(id=m.id, summary="User keeps " + "y" * 3000))
    assert sem_brain._vectors == {}
