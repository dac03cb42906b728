"""Latency of ``retrieve.rank`` at 10k and 100k memories, against the FTS5 OR baseline.

Fills a real SQLite file (the project's migrations) with generated English memory
summaries whose words follow a Zipf-like distribution (so common words are really
common), then times mixed queries, including ones made only of common words.
The machine is shared and noisy: read the ratios more than the absolute numbers.

    PYTHONPATH=. /work/venv/bin/python bench/recall_latency.py [--sizes 10000,100000]
"""

from __future__ import annotations

import argparse
import random
import re
import tempfile
import time
from pathlib import Path

import apsw

from mercuryd.brain import retrieve
from mercuryd.store.migrations import migrate

SQL_INSERT = """
    INSERT INTO memories (type, summary, norm, scope, evidence, confidence, base_confidence,
        decay_from, importance, durability, created_at, updated_at, last_referenced_at)
    VALUES (?, ?, ?, ?, 'direct', ?, ?, ?, ?, 0.5, ?, ?, ?)
"""
SQL_BASELINE = (
    "SELECT rowid FROM memories_fts WHERE memories_fts MATCH ? ORDER BY bm25(memories_fts) LIMIT ?"
)

NAMES = "Anna Bob Carla Dev Emma Farid Grace Hiro Ines Jonas Kofi Lena Marco Nina Omar".split()
PLACES = ("Berlin Lisbon Tokyo Paris the office home the gym the park the lake Boston "
          "Madrid Oslo the cafe the library the beach the mountains Seoul Lima").split(" ")
VERBS = ("likes prefers wants uses enjoys started finished visited planned bought learned "
         "tried booked cooked fixed read watched wrote called met moved joined left "
         "loves hates needs avoids practices teaches builds sells").split()
NOUNS = ("coffee tea python rust typescript marathon running yoga guitar piano novel "
         "movie garden tomatoes basil bread pasta sushi project deadline meeting budget "
         "report laptop phone bike car trip flight hotel concert album podcast course "
         "exam thesis recipe dog cat apartment lease job interview salary promotion team "
         "manager client invoice tax dentist doctor knee back sleep diet vitamins "
         "painting photography camera lens chess climbing swimming surfing skiing tent "
         "backpack map language spanish japanese french kotlin sql database server cloud "
         "bug release launch demo slides conference talk paper book library museum "
         "birthday wedding gift party dinner lunch breakfast weekend holiday vacation").split()
ADJS = ("new old good great small big early late quiet noisy cheap expensive fast slow "
        "short long dark light warm cold healthy local remote weekly daily").split()
TIMES = ("every morning|on weekends|last week|next month|in May|this year|every day|"
         "after work|before lunch|on Sundays|twice a week|in the evening|last summer").split("|")
TEMPLATES = (
    "User {v} {a} {n} {t}",
    "User {v} the {n} with {p} {t}",
    "{p} {v} a {a} {n} in {l}",
    "User and {p} {v} {n} and {n2} in {l} {t}",
    "User's {n} is {a} and they {v} it {t}",
    "User {v} to work on the {n} {t} because the {n2} is {a}",
    "User said the {a} {n} in {l} was really good",
    "User has a {n} {t} and {v} {n2} with {p}",
)
QUERIES = (
    # rare-ish topical
    "marathon training plan", "sushi in Tokyo", "dentist appointment", "kotlin server bug",
    "wedding gift for Anna", "thesis deadline", "surfing in Lisbon", "camera lens",
    # common words only (the slow case for a naive OR)
    "what does the user like", "user likes good things", "what did I do last week",
    "things user wants every day", "user and the team at work", "new great good",
    # natural questions mixing both
    "When did I visit Paris with Grace?", "what coffee do I prefer in the morning",
    "how is my knee doing after running", "who did I meet at the conference talk",
    "what book did Bob recommend", "plans for the weekend in the mountains",
)
_WORD = re.compile(r"[^\W_]+")


def zipf_choice(rng: random.Random, items: list[str]) -> str:
    """An item with probability ~ 1/rank, so a few words dominate like in real text."""
    n = len(items)
    r = rng.random() * sum(1.0 / (i + 1) for i in range(n))
    acc = 0.0
    for i, item in enumerate(items):
        acc += 1.0 / (i + 1)
        if acc >= r:
            return item
    return items[-1]


def sentence(rng: random.Random) -> str:
    """One generated memory summary."""
    return rng.choice(TEMPLATES).format(
        v=zipf_choice(rng, VERBS), a=zipf_choice(rng, ADJS), n=zipf_choice(rng, NOUNS),
        n2=zipf_choice(rng, NOUNS), p=rng.choice(NAMES), l=rng.choice(PLACES),
        t=rng.choice(TIMES),
    )


def fill(conn: apsw.Connection, n: int, now: float, rng: random.Random) -> None:
    """Insert ``n`` memories across scopes and ages, in one transaction."""
    scopes = ("durable", "active", "active", "subconscious")
    with conn:
        for i in range(n):
            s = sentence(rng)
            created = now - rng.random() * 400 * 86400
            conn.execute(SQL_INSERT, (
                "episode", s, s.lower(), scopes[i % 4], 0.9, 0.9, created,
                rng.random(), created, created, created + rng.random() * (now - created),
            ))


def baseline(conn: apsw.Connection, query: str, k: int) -> list[int]:
    """FTS5 OR of the words (stop words dropped), ORDER BY bm25, LIMIT k."""
    words = [w for w in _WORD.findall(query.lower()) if w not in retrieve.STOP_WORDS]
    if not words:
        return []
    expr = " OR ".join('"' + w + '"' for w in dict.fromkeys(words))
    return [r[0] for r in conn.execute(SQL_BASELINE, (expr, k))]


def pct(values: list[float], q: float) -> float:
    """The q-quantile of ``values`` in milliseconds."""
    v = sorted(values)
    return v[min(len(v) - 1, int(q * len(v)))] * 1000.0


def measure(n: int, rounds: int, tmp: Path) -> None:
    """Fill one store of ``n`` memories and print p50/p99 of both methods."""
    rng = random.Random(n)
    now = 1_800_000_000.0
    conn = apsw.Connection(str(tmp / f"latency-{n}.db"))
    conn.execute("PRAGMA journal_mode=WAL")
    migrate(conn)
    t0 = time.perf_counter()
    fill(conn, n, now, rng)
    fill_s = time.perf_counter() - t0
    ours_t: list[float] = []
    base_t: list[float] = []
    scopes = ("durable", "active")
    for q in QUERIES:  # warm up caches once
        retrieve.rank(conn, q, now=now, scopes=scopes, limit=5)
        baseline(conn, q, 5)
    for _ in range(rounds):
        for q in QUERIES:
            a = time.perf_counter()
            baseline(conn, q, 5)
            b = time.perf_counter()
            retrieve.rank(conn, q, now=now, scopes=scopes, limit=5)
            c = time.perf_counter()
            base_t.append(b - a)
            ours_t.append(c - b)
    common = [q for q in QUERIES[8:14]]
    c_ours: list[float] = []
    c_base: list[float] = []
    for _ in range(rounds):
        for q in common:
            a = time.perf_counter()
            baseline(conn, q, 5)
            b = time.perf_counter()
            retrieve.rank(conn, q, now=now, scopes=scopes, limit=5)
            c = time.perf_counter()
            c_base.append(b - a)
            c_ours.append(c - b)
    conn.close()
    print(f"n={n:,} (filled in {fill_s:.1f} s), {len(ours_t)} queries")
    print(f"  {'':22}{'p50 ms':>8}{'p99 ms':>8}")
    for name, vals in (("baseline (all)", base_t), ("rank (all)", ours_t),
                       ("baseline (common)", c_base), ("rank (common)", c_ours)):
        print(f"  {name:22}{pct(vals, 0.5):>8.3f}{pct(vals, 0.99):>8.3f}")
    print(f"  {'ratio rank/base (all)':22}{pct(ours_t, .5) / pct(base_t, .5):>8.2f}"
          f"{pct(ours_t, .99) / pct(base_t, .99):>8.2f}")
    print(f"  {'ratio (common)':22}{pct(c_ours, .5) / pct(c_base, .5):>8.2f}"
          f"{pct(c_ours, .99) / pct(c_base, .99):>8.2f}")


def main() -> None:
    """Parse arguments and measure each size."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="10000,100000")
    ap.add_argument("--rounds", type=int, default=10)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="recall-latency-") as tmp:
        for n in (int(s) for s in args.sizes.split(",")):
            measure(n, args.rounds, Path(tmp))


if __name__ == "__main__":
    main()
