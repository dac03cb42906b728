"""Realistic English memory summaries for benchmarks (deterministic, seeded)."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

from mercuryd.brain import defaults, text
from mercuryd.store.db import MemoryRow, Store, open_store

NAMES = ["Anna", "Bob", "Carlos", "Dana", "Elif", "Farah", "Goran", "Hana", "Ivan", "Jun", "Kofi",
         "Lena", "Mateo", "Nina", "Omar", "Priya", "Quinn", "Rosa", "Sven", "Tomas", "Uma", "Vera"]
PLACES = ["Berlin", "Lisbon", "Oslo", "Kyoto", "Denver", "Nairobi", "Lima", "Porto", "Austin",
          "Seoul", "Dublin", "Krakow", "Montreal", "Valencia", "Hanoi", "Zurich"]
THINGS = ["coffee", "green tea", "jazz", "hiking", "sourdough", "chess", "climbing", "Python",
          "Rust", "TypeScript", "vim", "emacs", "cycling", "yoga", "podcasts", "sci-fi novels",
          "board games", "photography", "gardening", "running", "piano", "spicy food",
          "dark mode", "mechanical keyboards", "sushi", "documentaries", "swimming", "painting"]
ACTIVITIES = ["a budgeting app", "a home lab", "a garden shed", "a mobile game", "a thesis",
              "a podcast", "a wedding", "a marathon plan", "a kitchen remodel", "an open source CLI",
              "a startup pitch", "a photo book", "a compiler course", "a data pipeline"]
TEMPLATES = [
    ("preference", "User prefers {thing} over {thing2}"),
    ("preference", "User likes {thing} in the {daypart}"),
    ("preference", "User does not like {thing}"),
    ("habit", "User usually goes {thing} on {day} {daypart}s"),
    ("habit", "User drinks {thing} every {daypart} before work"),
    ("identity", "User lives in {place} and works as a {job}"),
    ("identity", "User grew up in {place}"),
    ("relationship", "User's {rel} {name} lives in {place}"),
    ("relationship", "User's {rel} is {name}, who loves {thing}"),
    ("goal", "User wants to get better at {thing} this year"),
    ("goal", "User plans to visit {place} in {month}"),
    ("project", "User is working on {activity} with {name}"),
    ("project", "User is building {activity} in {thing}"),
    ("decision", "User decided to move to {place} in {month}"),
    ("decision", "User chose {thing} for {activity}"),
    ("constraint", "User never eats {thing} after {hour} pm"),
    ("constraint", "User is allergic to {thing}"),
    ("episode", "User went to {place} with {name} last {month} and tried {thing}"),
    ("episode", "User met {name} at a {thing} meetup in {place}"),
]
JOBS = ["nurse", "data engineer", "teacher", "designer", "carpenter", "lawyer", "chef", "pilot"]
RELS = ["sister", "brother", "friend", "manager", "colleague", "cousin", "partner", "neighbor"]
MONTHS = ["January", "March", "May", "June", "August", "October", "December"]
DAYS = ["Monday", "Wednesday", "Friday", "Saturday", "Sunday"]
DAYPARTS = ["morning", "evening", "afternoon", "night"]

QUERIES = [
    "what should I drink this morning",
    "can you help me plan my trip to Kyoto",
    "what do I like to do on the weekend",
    "who is my sister",
    "I want to get better at chess",
    "any ideas for dinner tonight, something spicy",
    "how is my project going",
    "what is the thing I am working on with Anna",
    "recommend a podcast for my run",
    "the and of to in is it",  # common words only
    "what did I decide about moving",
    "I need to write some code in Rust today",
    "remind me what I am allergic to",
    "tell me about my friends in Berlin",
]


def summaries(n: int, seed: int = 7) -> list[tuple[str, str]]:
    rng = random.Random(seed)
    out = []
    for i in range(n):
        type_, tpl = rng.choice(TEMPLATES)
        s = tpl.format(
            thing=rng.choice(THINGS), thing2=rng.choice(THINGS), place=rng.choice(PLACES),
            name=rng.choice(NAMES), rel=rng.choice(RELS), job=rng.choice(JOBS),
            month=rng.choice(MONTHS), day=rng.choice(DAYS), daypart=rng.choice(DAYPARTS),
            activity=rng.choice(ACTIVITIES), hour=rng.randint(6, 10),
        )
        out.append((type_, f"{s} (note {i})" if rng.random() < 0.3 else s))
    return out


def fill(db: Path, n: int, seed: int = 7, *, vectors: bool = False) -> float:
    """Create a database with ``n`` memories; return seconds taken.

    ``vectors``: also their sentence vectors and hubness, as the daemon's write path
    and backfill would store them (so a benchmark measures the steady state, not the
    backfill of an upgraded store).
    """
    start = time.perf_counter()
    store = open_store(db)
    now = time.time()
    rng = random.Random(seed)
    rows = summaries(n, seed)
    with store.transaction():
        for type_, summary in rows:
            scope = defaults.default_scope(type_)
            t = now - rng.uniform(0, 25) * 86400
            store.insert_memory(MemoryRow(
                type=type_, summary=summary, norm=text.norm(summary), scope=scope,
                evidence="direct", confidence=0.9, base_confidence=0.9, decay_from=t,
                importance=defaults.default_importance(type_), durability=0.5,
                created_at=t, updated_at=t, last_referenced_at=t,
                source=json.dumps({"refs": []}),
            ))
    if vectors:
        add_vectors(store, [s for _, s in rows])
    store.checkpoint()
    store.close()
    return time.perf_counter() - start


def add_vectors(store: Store, texts: list[str]) -> None:
    """Vectors and hubness for memories 1..len(texts) (ids in insertion order)."""
    import numpy as np

    from mercuryd.brain import embed, semantic
    from mercuryd.brain.embed import Encoder, Vectors, quantise

    enc = Encoder(embed.BUNDLED, threads=2)
    uniq = list(dict.fromkeys(texts))
    q = np.zeros((len(uniq), enc.dimension), dtype=np.int8)
    sc = np.zeros(len(uniq), dtype=np.float32)
    for i in range(0, len(uniq), 512):
        v = quantise(enc.encode(uniq[i:i + 512]))
        q[i:i + 512], sc[i:i + 512] = v.q, v.scale
    at = {t: i for i, t in enumerate(uniq)}
    rows = [at[t] for t in texts]
    vecs = Vectors(q=q[rows], scale=sc[rows])
    ids = list(range(1, len(texts) + 1))
    index = semantic.Index(enc.dimension)
    index.put(ids, vecs)
    hubs = np.concatenate([index.hubness(Vectors(q=vecs.q[i:i + 256], scale=vecs.scale[i:i + 256]))
                           for i in range(0, len(ids), 256)])
    with store.transaction():
        store.put_vectors(enc.model_id, ids, vecs.q, vecs.scale, hubs=hubs, hub_n=len(ids))


def wait_answering(sock: Path, proc: subprocess.Popen[bytes], timeout: float = 30) -> None:
    """Until the daemon accepts a connection on ``sock``: the socket file exists a moment before
    the daemon listens on it, and a busy machine makes that moment long enough to be refused."""
    import socket

    deadline = time.monotonic() + timeout
    while True:
        if time.monotonic() > deadline or proc.poll() is not None:
            proc.kill()
            raise SystemExit("mercuryd did not start")
        if sock.exists():
            with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as probe:
                try:
                    probe.connect(str(sock))
                    return
                except OSError:
                    pass
        time.sleep(0.05)


def start_daemon(home: Path, sock: Path, *, settle: bool = True, config: bool = True,
                 semantic: bool = True) -> subprocess.Popen[bytes]:
    """The real mercuryd on ``home`` (dashboard off), once its socket exists.

    A new home has never been pruned or consolidated, so the daemon runs both passes
    at start-up; with ``settle`` this waits for them, so what follows measures the
    steady state rather than a recall racing the first pass over 100k memories.
    """
    if config:
        (home / "mercury.yaml").write_text(
            "dashboard: {enabled: false}\n"
            + ("" if semantic else "memory: {secondBrain: {retrieval: {semantic: false}}}\n"))
    env = dict(os.environ, MERCURY_HOME=str(home), MERCURY_SOCKET=str(sock))
    proc = subprocess.Popen([sys.executable, "-m", "mercuryd"], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wait_answering(sock, proc)
    if settle:
        from mercuryctl.transport import Connection

        deadline = time.monotonic() + 300
        with Connection(sock) as conn:
            while True:
                st = conn.call("brain.status")
                if st["last_prune_at"] and st["last_consolidation_at"]:
                    break
                if time.monotonic() > deadline:
                    proc.kill()
                    raise SystemExit("mercuryd's start-up passes did not finish")
                time.sleep(0.1)
    return proc


FRESH_TEMPLATES = [
    "what does my {rel} think about {thing}",
    "is {name} still living in {place}?",
    "find somewhere for {thing} near {place} this {daypart}",
    "remind me about {activity} with {name}",
    "should I bring {thing} when I visit {place} in {month}",
    "{name} asked if I still do {thing} on {day}s",
    "help me write a note to {name} about {thing2}",
    "plan my {day} {daypart}: {thing} or {thing2}?",
    "what gift would my {rel} {name} like",
    "how did the {activity} go",
    "any {extra} ideas for {place}",
    "I feel like {thing} tonight, {extra}",
    "which {extra} should I pick for {activity}",
    "tell {name} about my {extra} in {month}",
]
EXTRA = ["cheap", "quick", "weather", "birthday", "recipe", "flight", "hotel", "budget",
         "meeting", "notes", "schedule", "deadline", "playlist", "workout", "museum", "train",
         "vegetarian", "apartment", "interview", "conference", "laptop", "insurance"]


def fresh_queries(n: int, seed: int = 11) -> list[str]:
    """``n`` distinct queries, each asked once: names, places and things recur as in a
    real user's messages, but no query repeats (per-query caches never help)."""
    rng = random.Random(seed)
    out: list[str] = []
    seen: set[str] = set()
    while len(out) < n:
        q = rng.choice(FRESH_TEMPLATES).format(
            thing=rng.choice(THINGS), thing2=rng.choice(THINGS), place=rng.choice(PLACES),
            name=rng.choice(NAMES), rel=rng.choice(RELS), activity=rng.choice(ACTIVITIES),
            month=rng.choice(MONTHS), day=rng.choice(DAYS), daypart=rng.choice(DAYPARTS),
            extra=rng.choice(EXTRA),
        )
        if q not in seen:
            seen.add(q)
            out.append(q)
    return out
