"""Recall@k of mercuryd's ranking on LoCoMo, against a plain FTS5 baseline.

Each turn of a conversation becomes one ``episode`` memory (summary "Speaker: text",
created at its session's date); each question of categories 1-4 is a query; a hit is
an evidence turn (``dia_id``) in the top k. The baseline is what FIELD-NOTES measured:
FTS5 (porter unicode61), English stop words dropped, OR of the words, ORDER BY bm25.

    PYTHONPATH=. /work/venv/bin/python bench/locomo_recall.py [--data DIR]

The data is read in place (never copied into the repository).
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import re
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import apsw

from mercuryd.brain import retrieve
from mercuryd.store.migrations import migrate

CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop"}
KS = (5, 10)

# A classic English stop list (NLTK's), for the baseline only.
BASELINE_STOP = frozenset(
    """
    i me my myself we our ours ourselves you your yours yourself yourselves he him his
    himself she her hers herself it its itself they them their theirs themselves what
    which who whom this that these those am is are was were be been being have has had
    having do does did doing a an the and but if or because as until while of at by for
    with about against between into through during before after above below to from up
    down in out on off over under again further then once here there when where why how
    all any both each few more most other some such no nor not only own same so than too
    very s t can will just don should now d ll m o re ve y ain aren couldn didn doesn
    hadn hasn haven isn ma mightn mustn needn shan shouldn wasn weren won wouldn
    """.split()
)

SQL_INSERT = """
    INSERT INTO memories (type, summary, norm, scope, evidence, confidence, base_confidence,
        decay_from, importance, durability, created_at, updated_at, last_referenced_at, source)
    VALUES ('episode', ?, ?, 'active', 'direct', 0.9, 0.9, ?, 0.2, 0.3, ?, ?, ?, ?)
"""
SQL_BASELINE = (
    "SELECT m.source FROM memories_fts JOIN memories AS m ON m.id = memories_fts.rowid "
    "WHERE memories_fts MATCH ? ORDER BY bm25(memories_fts) LIMIT ?"
)
SQL_SOURCES = "SELECT id, source FROM memories"

_WORD = re.compile(r"[^\W_]+")


def default_data() -> Path:
    """``../shared/bench/locomo`` beside the repository, else the shared path."""
    here = Path(__file__).resolve().parent.parent.parent / "shared" / "bench" / "locomo"
    return here if here.is_dir() else Path("/work/shared/bench/locomo")


def session_time(text: str) -> float:
    """Epoch seconds (UTC) of a LoCoMo session stamp such as '1:56 pm on 8 May, 2023'."""
    stamp = dt.datetime.strptime(text.strip(), "%I:%M %p on %d %B, %Y")
    return stamp.replace(tzinfo=dt.UTC).timestamp()


def turns(conv: dict) -> Iterator[tuple[str, str, float]]:
    """(dia_id, summary, created_at) for every turn, in order."""
    n = 1
    while f"session_{n}" in conv:
        base = session_time(conv[f"session_{n}_date_time"])
        for i, turn in enumerate(conv[f"session_{n}"]):
            text = f"{turn['speaker']}: {turn['text']}"
            if turn.get("blip_caption") and CAPTIONS:
                text += f" [shares {turn['blip_caption']}]"
            if DATE_PREFIX:
                day = dt.datetime.fromtimestamp(base, dt.UTC)
                text = f"{day.day} {day:%B %Y}. " + text
            yield turn["dia_id"], text[:500], base + 30.0 * i
        n += 1


CAPTIONS = False
DATE_PREFIX = False


def build(path: Path, conv: dict) -> tuple[apsw.Connection, float]:
    """A migrated SQLite file holding the conversation's turns; returns it and 'now'."""
    conn = apsw.Connection(str(path))
    conn.execute("PRAGMA journal_mode=WAL")
    migrate(conn)
    last = 0.0
    with conn:
        for dia_id, summary, created in turns(conv):
            src = json.dumps({"refs": [dia_id]})
            conn.execute(
                SQL_INSERT, (summary, summary.lower(), created, created, created, created, src)
            )
            last = max(last, created)
    return conn, last + 86400.0


def evidence(qa: dict) -> set[str]:
    """The question's evidence turn ids (some entries hold several, ';'-separated)."""
    out: set[str] = set()
    for item in qa.get("evidence", []):
        for part in re.split(r"[;,\s]+", item):
            if part:
                out.add(part)
    return out


def baseline(conn: apsw.Connection, question: str, k: int) -> list[str]:
    """FIELD-NOTES' baseline: OR of the non-stop words, ORDER BY bm25, LIMIT k."""
    words = [w for w in _WORD.findall(question.lower()) if w not in BASELINE_STOP]
    if not words:
        return []
    expr = " OR ".join('"' + w + '"' for w in dict.fromkeys(words))
    return [json.loads(s)["refs"][0] for (s,) in conn.execute(SQL_BASELINE, (expr, k))]


def ours_factory(conn: apsw.Connection, now: float) -> Callable[[str, int], list[str]]:
    """``retrieve.rank`` over the conscious tier, mapped back to dia_ids."""
    refs = {mid: json.loads(src)["refs"][0] for mid, src in conn.execute(SQL_SOURCES)}

    def ours(question: str, k: int) -> list[str]:
        hits = retrieve.rank(conn, question, now=now, scopes=("durable", "active"), limit=k,
                             stale_after_days=1e9)
        return [refs[h.id] for h in hits]

    return ours


class Tally:
    """Recall sums and latencies of one method."""

    def __init__(self) -> None:
        self.recall: dict[tuple[int, int], list[float]] = {}
        self.lat: list[float] = []

    def add(self, cat: int, gold: set[str], got: list[str]) -> None:
        for k in KS:
            r = len(gold & set(got[:k])) / len(gold)
            self.recall.setdefault((0, k), []).append(r)
            self.recall.setdefault((cat, k), []).append(r)

    def mean(self, cat: int, k: int) -> float:
        vals = self.recall.get((cat, k), [])
        return sum(vals) / len(vals) if vals else 0.0

    def pct(self, q: float) -> float:
        lat = sorted(self.lat)
        return lat[min(len(lat) - 1, int(q * len(lat)))] * 1000.0 if lat else 0.0


def run(data: Path, quiet: bool = False) -> tuple[Tally, Tally]:
    """Index each conversation in its own file and ask every question both ways."""
    base, ours_t = Tally(), Tally()
    files = sorted(p for p in data.glob("*.json"))
    if not files:
        sys.exit(f"no LoCoMo conversations (*.json) in {data}")
    with tempfile.TemporaryDirectory(prefix="locomo-") as tmp:
        for f in files:
            conv = json.loads(f.read_text())
            conn, now = build(Path(tmp) / (f.stem + ".db"), conv)
            ours = ours_factory(conn, now)
            for qa in conv["qa"]:
                cat = qa.get("category")
                gold = evidence(qa)
                if cat not in CATEGORIES or not gold:
                    continue
                q = str(qa["question"])
                t0 = time.perf_counter()
                got_b = baseline(conn, q, max(KS))
                t1 = time.perf_counter()
                got_o = ours(q, max(KS))
                t2 = time.perf_counter()
                base.lat.append(t1 - t0)
                ours_t.lat.append(t2 - t1)
                base.add(cat, gold, got_b)
                ours_t.add(cat, gold, got_o)
            conn.close()
    return base, ours_t


def report(base: Tally, ours: Tally) -> None:
    """Print the table: Recall@5/@10 overall and per category, latency, ratios."""
    rows = [(0, "overall")] + list(CATEGORIES.items())
    print(f"{'':14}{'n':>5}  {'R@5 base':>9}{'R@5 ours':>9}{'ratio':>7}  "
          f"{'R@10 base':>10}{'R@10 ours':>10}{'ratio':>7}")
    for cat, name in rows:
        n = len(base.recall.get((cat, 5), []))
        cells = []
        for k in KS:
            b, o = base.mean(cat, k), ours.mean(cat, k)
            cells.append((b, o, o / b if b else float("nan")))
        (b5, o5, r5), (b10, o10, r10) = cells
        print(f"{name:14}{n:>5}  {b5:>9.3f}{o5:>9.3f}{r5:>7.2f}  {b10:>10.3f}{o10:>10.3f}{r10:>7.2f}")
    print()
    print(f"{'latency ms':14}{'p50':>8}{'p99':>8}")
    for name, t in (("baseline", base), ("ours", ours)):
        print(f"{name:14}{t.pct(0.5):>8.3f}{t.pct(0.99):>8.3f}")
    print(f"{'ratio':14}{ours.pct(0.5) / base.pct(0.5):>8.2f}{ours.pct(0.99) / base.pct(0.99):>8.2f}")


def main() -> None:
    """Parse arguments, run, print."""
    global CAPTIONS, DATE_PREFIX
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", type=Path, default=default_data())
    ap.add_argument("--captions", action="store_true", help="append image captions to turns")
    ap.add_argument("--date-prefix", action="store_true", help="prefix turns with their date")
    args = ap.parse_args()
    CAPTIONS, DATE_PREFIX = args.captions, args.date_prefix
    base, ours = run(args.data)
    report(base, ours)


if __name__ == "__main__":
    main()
