"""Recall@k of mercuryd's ranking on LoCoMo, against a plain FTS5 baseline.

Each turn of a conversation becomes one ``episode`` memory (summary "Speaker: text",
created at its session's date); each question of categories 1-4 is a query; a hit is
an evidence turn (``dia_id``) in the top k. The baseline is a plain FTS5 query:
FTS5 (porter unicode61), English stop words dropped, OR of the words, ORDER BY bm25.

    python bench/locomo_recall.py --data DIR [--semantic] [--ablate] [--loco]
    python bench/locomo_recall.py --data DIR --semantic --search  # as memory.search ranks
    python bench/locomo_recall.py --data DIR --daemon      # through the real daemon

Reports Recall@5/@10 per question category and per conversation (the spread shows
whether a change holds across conversations, not just on average), the latency of
each method, and with ``--ablate`` R@5 with each part of the ranking switched off.
``--semantic`` ranks with the bundled sentence model fused in (as recall does by
default); ``--daemon`` asks the real mercuryd over its socket (``memory.search``, one
daemon per conversation), with recall by meaning on and then off.

The data is LoCoMo's (snap-research/locomo on GitHub, ``data/locomo10.json``): pass
that file, or a directory of per-conversation ``*.json`` files, with ``--data`` or
``MERCURY_LOCOMO_DIR``. It is read in place, never copied into the repository.
"""

from __future__ import annotations

import argparse
import datetime as dt
import itertools
import json
import os
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


def default_data() -> Path | None:
    """``$MERCURY_LOCOMO_DIR`` when set."""
    env = os.environ.get("MERCURY_LOCOMO_DIR")
    return Path(env) if env else None


def conversations(data: Path) -> list[tuple[str, dict]]:
    """(name, conversation) pairs from a directory of ``*.json`` files (one conversation
    each) or from ``locomo10.json`` (a list of samples, each with a ``conversation``)."""
    files = [data] if data.is_file() else sorted(data.glob("*.json"))
    out: list[tuple[str, dict]] = []
    for f in files:
        doc = json.loads(f.read_text())
        if isinstance(doc, list):  # locomo10.json
            for i, sample in enumerate(doc):
                conv = dict(sample.get("conversation", {}))
                conv["qa"] = sample.get("qa", [])
                out.append((str(sample.get("sample_id", i)), conv))
        elif isinstance(doc, dict) and "qa" in doc:
            out.append((f.stem, doc))
    if not out:
        sys.exit(f"no LoCoMo conversations in {data} (want locomo10.json or *.json files)")
    return out


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
    """The plain FTS5 baseline: OR of the non-stop words, ORDER BY bm25, LIMIT k."""
    words = [w for w in _WORD.findall(question.lower()) if w not in BASELINE_STOP]
    if not words:
        return []
    expr = " OR ".join('"' + w + '"' for w in dict.fromkeys(words))
    return [json.loads(s)["refs"][0] for (s,) in conn.execute(SQL_BASELINE, (expr, k))]


def ours_factory(conn: apsw.Connection, now: float, semantic: bool = False, floor: float | None = None,
                 search: bool = False) -> Callable[[str, int], list[str]]:
    """``retrieve.rank`` over the conscious tier, mapped back to dia_ids; with
    ``semantic``, fused with the bundled sentence model as recall does by default.
    With ``floor``: only hits whose relevance reaches it, as recall injects them (it
    ranks a few spares, drops what is under its relevance floor, keeps the best).
    With ``search``: as ``memory.search`` ranks (a memory found by meaning alone needs
    ``retrieve.SEARCH_MIN_COS``)."""
    refs = {mid: json.loads(src)["refs"][0] for mid, src in conn.execute(SQL_SOURCES)}
    dense_of: Callable[[str], object] = lambda q: None  # noqa: E731
    if semantic:
        from mercuryd.brain import embed
        from mercuryd.brain import semantic as sem
        from mercuryd.brain.embed import quantise

        enc = sem._encoder(embed.BUNDLED)
        rows = conn.execute("SELECT id, summary FROM memories ORDER BY id").fetchall()
        index = sem.Index(enc.dimension)
        vecs = quantise(enc.encode([t for _, t in rows]))
        index.put([i for i, _ in rows], vecs)
        index.set_hubs([i for i, _ in rows], index.hubness(vecs), len(rows))

        def dense_of(q: str) -> object:
            v = quantise(enc.encode_query(q)[None])
            return index.search(v.q[0], float(v.scale[0]), sem.TOP_K)

    def ours(question: str, k: int) -> list[str]:
        hits = retrieve.rank(conn, question, now=now, scopes=("durable", "active"),
                             limit=k if floor is None else k + 3,
                             stale_after_days=1e9, dense=dense_of(question),  # type: ignore[arg-type]
                             meaning_min_cos=retrieve.SEARCH_MIN_COS if search else None)
        if floor is not None:
            hits = [h for h in hits if h.relevance >= floor][:k]
        return [refs[h.id] for h in hits]

    return ours


# Each switch turns one measured part of the ranking off (``--ablate``).
ABLATIONS: dict[str, dict[str, object]] = {
    "no neighbour context": {"NEIGHBOR_W": 0.0, "NEIGHBOR_BACK_W": 0.0},
    "no context from after": {"NEIGHBOR_BACK_W": 0.0},
    "context 1 step only": {"NEIGHBOR_SPAN": 1},
    "no when->time bonus": {"WHEN_W": 0.0},
    "no verb/synonym variants": {"VARIANTS": False},
    "no named-period bonus": {"DATE_W": 0.0},
    "no question penalty": {"QUESTION_FACTOR": 1.0},
}


# The tuned constants and the values --loco chooses among (the shipped value is one).
LOCO_GRID: dict[str, tuple[object, ...]] = {
    "NEIGHBOR_BACK_W": (0.0, 0.3, 0.5),
    "NEIGHBOR_DECAY": (0.5, 0.7, 1.0),
    "WHEN_W": (0.0, 0.5, 1.0),
}


# With --semantic: the fusion's parts switched off, and the grid --loco chooses from.
SEM_ABLATIONS: dict[str, dict[str, object]] = {
    "no semantic candidates": {"DENSE_MIN_Z": 1e9},
    "no fusion weight": {"SEM_W": 0.0, "SEM_W_WEAK": 0.0},
    "absent words not counted": {"ABSENT_W": 0.0},
}
SEM_GRID: dict[str, tuple[object, ...]] = {
    "SEM_W": (0.5, 0.7, 0.9),
    "SEM_W_WEAK": (0.5, 0.7),
    "DENSE_MIN_Z": (2.5, 3.0),
}


class Tally:
    """Recall values (per conversation and category) and latencies of one method."""

    def __init__(self) -> None:
        self.recall: dict[tuple[str, int, int], list[float]] = {}
        self.lat: list[float] = []

    def add(self, conv: str, cat: int, gold: set[str], got: list[str]) -> None:
        for k in KS:
            r = len(gold & set(got[:k])) / len(gold)
            for key in ((conv, cat, k), (conv, 0, k), ("", cat, k), ("", 0, k)):
                self.recall.setdefault(key, []).append(r)

    def mean(self, cat: int, k: int, conv: str = "") -> float:
        vals = self.recall.get((conv, cat, k), [])
        return sum(vals) / len(vals) if vals else 0.0

    def count(self, cat: int, conv: str = "") -> int:
        return len(self.recall.get((conv, cat, KS[0]), []))

    def pct(self, q: float) -> float:
        lat = sorted(self.lat)
        return lat[min(len(lat) - 1, int(q * len(lat)))] * 1000.0 if lat else 0.0


class Patched:
    """Set ``retrieve`` module constants for the duration of a ``with`` block."""

    def __init__(self, values: dict[str, object]) -> None:
        self.values = values
        self.saved: dict[str, object] = {}

    def __enter__(self) -> None:
        for name, value in self.values.items():
            self.saved[name] = getattr(retrieve, name)
            setattr(retrieve, name, value)

    def __exit__(self, *exc: object) -> None:
        for name, value in self.saved.items():
            setattr(retrieve, name, value)


def run(
    data: Path, variants: dict[str, dict[str, object]], semantic: bool = False,
    floor: float | None = None, search: bool = False,
) -> tuple[Tally, dict[str, Tally], list[str]]:
    """Index each conversation in its own file; ask every question of categories 1-4.

    Returns the baseline's tally, one tally per variant of ours (``{}`` = as shipped)
    and the conversation names in order.
    """
    base = Tally()
    ours = {name: Tally() for name in variants}
    convs = conversations(data)
    with tempfile.TemporaryDirectory(prefix="locomo-") as tmp:
        for name_, conv in convs:
            conn, now = build(Path(tmp) / (name_ + ".db"), conv)
            rank = ours_factory(conn, now, semantic, floor, search)
            questions = [(qa.get("category"), evidence(qa), str(qa["question"]))
                         for qa in conv["qa"]]
            questions = [q for q in questions if q[0] in CATEGORIES and q[1]]
            for cat, gold, q in questions:
                t0 = time.perf_counter()
                got = baseline(conn, q, max(KS))
                base.lat.append(time.perf_counter() - t0)
                base.add(name_, cat, gold, got)
            for name, values in variants.items():
                with Patched(values):
                    for cat, gold, q in questions:
                        t0 = time.perf_counter()
                        got = rank(q, max(KS))
                        ours[name].lat.append(time.perf_counter() - t0)
                        ours[name].add(name_, cat, gold, got)
            conn.close()
    return base, ours, [n for n, _ in convs]


def run_daemon(data: Path, semantic: bool) -> tuple[Tally, list[str]]:
    """The same questions through the real daemon: one per conversation, its turns in
    the file before it starts (the daemon embeds them), ``memory.search`` per question
    (type episode: what the daemon's own reflections are not)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    from bench._corpus import start_daemon
    from mercuryctl.transport import Connection

    tally = Tally()
    convs = conversations(data)
    for name_, conv in convs:
        with tempfile.TemporaryDirectory(prefix="locomo-d-", dir="/tmp") as tmp:
            home, sock = Path(tmp) / "home", Path(tmp) / "d.sock"
            db = home / "memory" / "second-brain" / "second-brain.db"
            db.parent.mkdir(parents=True)
            build(db, conv)[0].close()
            home.joinpath("mercury.yaml").write_text(
                "dashboard: {enabled: false}\nmemory: {secondBrain: {"
                f"retrieval: {{semantic: {'true' if semantic else 'false'}}}, "
                "pruning: {staleAfterDays: 100000, subconsciousAfterDays: 100000, "
                "lowConfidenceAfterDays: 100000}}}\n")
            proc = start_daemon(home, sock, settle=True, config=False)
            try:
                with Connection(sock) as c:
                    while semantic:
                        st = c.call("brain.status")["semantic"]
                        if st["state"] != "loading" and st["backfill_left"] == 0:
                            break
                        time.sleep(0.1)
                    refs = {}
                    for qa in conv["qa"]:
                        cat, gold, q = qa.get("category"), evidence(qa), str(qa["question"])
                        if cat not in CATEGORIES or not gold:
                            continue
                        t0 = time.perf_counter()
                        items = c.call("memory.search", {"q": q[:4000], "limit": max(KS),
                                                         "type": "episode"})["items"]
                        tally.lat.append(time.perf_counter() - t0)
                        got = []
                        for it in items:
                            r = refs.get(it["id"]) or (it["source"]["refs"] or [None])[0]
                            refs[it["id"]] = r
                            got.append(r)
                        tally.add(name_, cat, gold, got)
            except Exception:
                log = home / "logs" / "mercuryd.log"  # why the daemon went away
                if log.exists():
                    print("".join(log.read_text().splitlines(keepends=True)[-30:]), file=sys.stderr)
                print(f"daemon exit status: {proc.poll()}", file=sys.stderr)
                raise
            finally:
                proc.terminate()
                proc.wait(10)
    return tally, [n for n, _ in convs]


def report(base: Tally, ours: Tally, convs: list[str]) -> None:
    """Print Recall@5/@10 overall, per category and per conversation; latency; ratios."""
    head = (f"{'n':>5}  {'R@5 fts5':>9}{'R@5 ours':>9}{'diff':>7}  "
            f"{'R@10 fts5':>10}{'R@10 ours':>10}{'diff':>7}")

    def line(label: str, cat: int, conv: str = "") -> None:
        cells = [(base.mean(cat, k, conv), ours.mean(cat, k, conv)) for k in KS]
        (b5, o5), (b10, o10) = cells
        print(f"{label:14}{base.count(cat, conv):>5}  {b5:>9.3f}{o5:>9.3f}{o5 - b5:>+7.3f}  "
              f"{b10:>10.3f}{o10:>10.3f}{o10 - b10:>+7.3f}")

    print(f"{'category':14}{head}")
    for cat, name in [(0, "overall"), *CATEGORIES.items()]:
        line(name, cat)
    print()
    print(f"{'conversation':14}{head}")
    for conv in convs:
        line(conv, 0, conv)
    diffs = [ours.mean(0, 5, c) - base.mean(0, 5, c) for c in convs]
    ours5 = [ours.mean(0, 5, c) for c in convs]
    sd = statistics.stdev(ours5) if len(ours5) > 1 else 0.0
    print(f"per conversation: R@5 ours {statistics.mean(ours5):.3f} +- {sd:.3f} (sd); "
          f"gain over fts5 min {min(diffs):+.3f}, max {max(diffs):+.3f}")
    print()
    print(f"{'latency ms':14}{'p50':>8}{'p99':>8}")
    for name, t in (("fts5", base), ("ours", ours)):
        print(f"{name:14}{t.pct(0.5):>8.3f}{t.pct(0.99):>8.3f}")
    print(f"{'ratio':14}{ours.pct(0.5) / base.pct(0.5):>8.2f}{ours.pct(0.99) / base.pct(0.99):>8.2f}")


def report_ablation(full: Tally, ablated: dict[str, Tally], convs: list[str]) -> None:
    """Print R@5 with each part switched off: overall and per conversation, vs. as shipped."""
    print()
    print(f"{'ablation (R@5)':26}{'overall':>8}{'diff':>8}  " + "".join(f"{c:>8}" for c in convs))
    print(f"{'as shipped':26}{full.mean(0, 5):>8.3f}{'':>8}  "
          + "".join(f"{full.mean(0, 5, c):>8.3f}" for c in convs))
    for name, t in ablated.items():
        print(f"{name:26}{t.mean(0, 5):>8.3f}{t.mean(0, 5) - full.mean(0, 5):>+8.3f}  "
              + "".join(f"{t.mean(0, 5, c) - full.mean(0, 5, c):>+8.3f}" for c in convs))


def report_loco(grid: dict[str, Tally], shipped: Tally, convs: list[str]) -> None:
    """Leave one conversation out: tune on the others, score the one left out.

    For each conversation, the grid point with the best R@5 over the other
    conversations' questions is chosen and its R@5 on the held-out one reported, so
    the number says how well tuning on some conversations carries to an unseen one.
    """

    def pooled(t: Tally, keep: list[str]) -> float:
        vals = [v for c in keep for v in t.recall.get((c, 0, 5), [])]
        return sum(vals) / len(vals) if vals else 0.0

    print()
    print(f"{'leave one out':14}{'chosen on the other conversations':52}{'R@5':>7}{'shipped':>9}")
    held: list[float] = []
    for conv in convs:
        others = [c for c in convs if c != conv]
        name = max(grid, key=lambda n: pooled(grid[n], others))
        held.extend(grid[name].recall.get((conv, 0, 5), []))
        print(f"{conv:14}{name:52}{grid[name].mean(0, 5, conv):>7.3f}"
              f"{shipped.mean(0, 5, conv):>9.3f}")
    print(f"{'pooled':14}{'':52}{sum(held) / len(held):>7.3f}{shipped.mean(0, 5):>9.3f}")


def main() -> None:
    """Parse arguments, run, print."""
    global CAPTIONS, DATE_PREFIX
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", type=Path, default=default_data(),
                    help="locomo10.json or a directory of per-conversation *.json "
                         "(default $MERCURY_LOCOMO_DIR)")
    ap.add_argument("--captions", action="store_true", help="append image captions to turns")
    ap.add_argument("--date-prefix", action="store_true", help="prefix turns with their date")
    ap.add_argument("--semantic", action="store_true", help="fuse the bundled sentence model in")
    ap.add_argument("--injected", action="store_true",
                    help="count only what recall would inject: hits over its relevance floor")
    ap.add_argument("--search", action="store_true",
                    help="rank as memory.search does (in process; --daemon goes through it for real)")
    ap.add_argument("--daemon", action="store_true",
                    help="through the real daemon, recall by meaning on and off")
    ap.add_argument("--ablate", action="store_true",
                    help="also rank with each measured part switched off, one at a time")
    ap.add_argument("--loco", action="store_true",
                    help="leave-one-conversation-out tuning over LOCO_GRID (SEM_GRID with --semantic)")
    args = ap.parse_args()
    if args.data is None or not args.data.exists():
        sys.exit("LoCoMo data needed: get data/locomo10.json from the snap-research/locomo "
                 "repository on GitHub and pass --data PATH (or set MERCURY_LOCOMO_DIR)")
    CAPTIONS, DATE_PREFIX = args.captions, args.date_prefix
    if args.daemon:
        base, _, _ = run(args.data, {})
        off, convs = run_daemon(args.data, semantic=False)
        on, _ = run_daemon(args.data, semantic=True)
        print("through the daemon (memory.search), recall by meaning OFF vs the FTS5 baseline")
        report(base, off, convs)
        print()
        print("through the daemon (memory.search), recall by meaning ON vs the FTS5 baseline")
        report(base, on, convs)
        return
    variants: dict[str, dict[str, object]] = {"ours": {}}
    if args.ablate:
        variants.update(SEM_ABLATIONS if args.semantic else ABLATIONS)
    grid: dict[str, dict[str, object]] = {}
    if args.loco:
        space = SEM_GRID if args.semantic else LOCO_GRID
        names = list(space)
        for values in itertools.product(*space.values()):
            point = dict(zip(names, values, strict=False))
            grid[" ".join(f"{k}={v}" for k, v in point.items())] = point
        variants.update(grid)
    floor = None
    if args.injected:
        from mercuryd.config import SecondBrain

        floor = SecondBrain().retrieval.min_relevance
    base, ours, convs = run(args.data, variants, semantic=args.semantic, floor=floor, search=args.search)
    report(base, ours["ours"], convs)
    if args.ablate:
        report_ablation(ours["ours"], {k: ours[k] for k in (SEM_ABLATIONS if args.semantic
                                                            else ABLATIONS)}, convs)
    if args.loco:
        report_loco({k: ours[k] for k in grid}, ours["ours"], convs)


if __name__ == "__main__":
    main()
