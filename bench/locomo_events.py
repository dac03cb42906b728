"""How much of LoCoMo's annotated events the memories of an ingest cover, and how much is junk.

    PYTHONPATH=. python bench/locomo_events.py --data DIR [--samples N] [--loo] [--junk]

``DIR`` (or ``$MERCURY_LOCOMO_DIR``) holds LoCoMo conversations: either the public
``locomo10.json`` of snap-research/locomo (``data/locomo10.json``: a list of samples)
or one JSON file per conversation with the sample's ``conversation`` and
``event_summary`` keys flattened into it. Get the data from
https://github.com/snap-research/locomo; it is read in place, never copied.

**How it is heard.** Each conversation is heard once per speaker: a fresh store, and
every session in order as one ``brain.ingest`` where that speaker's turns are the
user's messages and the other speaker's are the assistant's, each message stamped with
the session's date (the clock is set there too). The memories of an ingest are the
ones it stored or reinforced (at most three).

**Covered.** An annotated event of that speaker in that session (``events_session_N``)
is covered when one memory of that session's ingest shares at least two content words
with it (Porter stems; stop words, both speakers' names, "user", numbers and date words -
which the extractor adds when it makes "yesterday" a date and the annotations never
state - left out), the shared words are at least a third of the event's or half of the
memory's, and at least one of them is not among the 150 most frequent content words of
all the turns (sharing only "new", "kids", "store" is no match). Checked by hand on 60
printed pairs (``--pairs``): a third of the event alone missed long events a memory
clearly states ("User joined a gym" / "Maria joins a local gym and meets new friends…")
and matched on common words ("User loves finding new trends for their store" / "Gina
introduces offers on her store"); see docs/extraction.md for the sampled agreement.

**Junk.** A memory is junk when it does not stand alone (the labelled set's judge,
``extract_score.standalone_problems``: a dangling "it"/"her"/"there", a relative time
left relative, the request around the fact), or when nothing annotated about its
speaker in that session backs it: it covers no event, and no annotated observation of
the speaker (``session_N_observation``, LoCoMo's list of the facts each turn gives)
shares at least two of its content words and a third of them (one word for a memory of
one or two content words). The observations' turn ids were not used: they often point
at the turn before or after the one that says it. A memory nothing annotated backs is
what the annotators did not think worth keeping.

**The refined definition** (``--definition turn``; the strict one stays the default and
both are reported) corrects two specific unfairnesses of the strict one, found reading
every junk memory of the dev conversations: (1) negations are spelled differently on
either side ("User cannot have dairy" / "Joanna can't have dairy" shared one word, so the
very fact the annotators wrote was junk): negation words are left out of the comparison
on both sides; (2) the annotators' observation of the very turn the memory was read from
("D4:4") backs it when they share a content word outside the 150 most frequent ("User even
won a trophy" / "John's team won a trophy after all their hard work": the turn id is used
only to add this path, never to refuse a match). A memory still counts as junk when it
does not stand alone, or when nothing annotated shares its words.

``--loo`` reports each conversation's coverage left out of the others' mean (the spread
is how much a conversation differs from the rest); nothing here is tuned per
conversation, so the mean over conversations is the leave-one-out estimate too.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import sys
import tempfile
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import apsw

from mercuryd import wire
from mercuryd.brain import text
from mercuryd.brain.clock import FakeClock
from mercuryd.brain.extract_score import standalone_problems
from mercuryd.brain.service import Brain
from mercuryd.store.db import open_store

MIN_SHARED = 2
MIN_SHARE_OF_EVENT = 1 / 3

_TOKENIZER_DB = apsw.Connection(":memory:")
_PORTER = _TOKENIZER_DB.fts5_tokenizer("porter", ["unicode61", "remove_diacritics", "2"])


# The dates a summary carries ("on 7 May 2023", "in the week of …") are the extractor's
# own addition; the annotations state no dates: they match nothing and count for nothing.
_DATE_WORDS = text.MONTHS | frozenset(
    "week weekend weeks day days month months year years around morning evening night afternoon".split()
)


# Negations and their contractions are spelled many ways ("can't", "cannot", "can not"):
# under the original definition "User cannot have dairy" shared one word with the annotation
# "Joanna can't have dairy". The refined definition (``--definition turn``) drops them.
_NEGATIONS = frozenset(
    "not no never cannot can't don't doesn't didn't isn't aren't wasn't weren't won't wouldn't couldn't "
    "shouldn't haven't hasn't hadn't".split()
)
DEFINITION = "strict"


def stems(sentence: str, drop: frozenset[str]) -> set[str]:
    """Porter stems of the content words of ``sentence``, minus ``drop`` (names), dates and numbers."""
    words = [w for w in text.content_words(sentence) if w not in drop and w != "user" and w not in _DATE_WORDS
             and not any(c.isdigit() for c in w) and (DEFINITION == "strict" or w not in _NEGATIONS)]
    out: set[str] = set()
    for w in words:
        for tok in _PORTER(w.encode(), apsw.FTS5_TOKENIZE_DOCUMENT, None, include_offsets=False):
            out.add(tok[0])
    return out


COMMON_STEMS = 150  # the most frequent content words of all turns: sharing only these is no match
_common: frozenset[str] = frozenset()


def covers(memory: set[str], event: set[str]) -> bool:
    """The memory states the event: two shared words, a third of the event's or half of the
    memory's, and not only words every conversation is full of ("new", "kids", "love")."""
    shared = memory & event
    if len(shared) < MIN_SHARED or not shared - _common:
        return False
    return len(shared) >= min(MIN_SHARE_OF_EVENT * len(event), len(memory) / 2)


def backs(observation: set[str], memory: set[str]) -> bool:
    """An observation backs a memory: two shared words (one for a tiny memory), a third of the memory's."""
    shared = len(memory & observation)
    return bool(memory) and shared >= min(MIN_SHARED, len(memory)) and shared >= MIN_SHARE_OF_EVENT * len(memory)


def same_turn(observation: set[str], memory: set[str]) -> bool:
    """(Refined definition) an observation the annotators drew from the very turn the memory
    came from backs it when they share a word that is not among the most frequent."""
    return bool((observation & memory) - _common)


def _turns_of(observation: Any) -> set[str]:
    """The dialogue ids an observation cites ("D4:4", or a list of them)."""
    if not isinstance(observation, list) or len(observation) < 2:
        return set()
    ids = observation[1]
    return {str(i) for i in ids} if isinstance(ids, list) else {str(ids)}


def learn_common(convs: dict[str, dict[str, Any]]) -> frozenset[str]:
    """The :data:`COMMON_STEMS` most frequent content-word stems over every turn of ``convs``."""
    counts: Counter[str] = Counter()
    for conv in convs.values():
        names = frozenset(w for s in (conv["speaker_a"], conv["speaker_b"]) for w in text.words(s))
        for _n, _when, turns in sessions(conv):
            for t in turns:
                counts.update(stems(t.get("text") or "", names))
    return frozenset(w for w, _ in counts.most_common(COMMON_STEMS))


# ---------------------------------------------------------------------- reading the data


def load(data: Path) -> dict[str, dict[str, Any]]:
    """Conversations by name, flattened (``session_N``, ``events_session_N``… at the top)."""
    out: dict[str, dict[str, Any]] = {}
    files = sorted(data.glob("*.json")) if data.is_dir() else [data]
    for path in files:
        raw = json.loads(path.read_text(encoding="utf-8"))
        samples = raw if isinstance(raw, list) else [raw]
        for i, sample in enumerate(samples):
            flat = dict(sample)
            for key in ("conversation", "event_summary", "observation"):
                if isinstance(sample.get(key), dict):
                    flat.update(sample[key])
            name = str(sample.get("sample_id", path.stem if len(samples) == 1 else f"{path.stem}-{i}"))
            if "speaker_a" in flat:
                out[name] = flat
    return out


def session_time(stamp: str) -> dt.datetime:
    return dt.datetime.strptime(stamp.strip(), "%I:%M %p on %d %B, %Y").replace(tzinfo=dt.UTC)


def sessions(conv: dict[str, Any]) -> Iterator[tuple[int, dt.datetime, list[dict[str, Any]]]]:
    n = 1
    while f"session_{n}" in conv:
        turns = conv[f"session_{n}"]
        stamp = conv.get(f"session_{n}_date_time")
        if turns and stamp:
            yield n, session_time(stamp), turns
        n += 1


# ---------------------------------------------------------------------- one hearing


@dataclass(slots=True)
class Tally:
    events: int = 0
    covered: int = 0
    memories: int = 0
    junk: int = 0
    unreadable: int = 0  # junk that does not stand alone (the rest: nothing annotated backs it)
    ingests: int = 0
    samples: list[str] = field(default_factory=list)
    pairs: list[str] = field(default_factory=list)
    explained: list[str] = field(default_factory=list)  # --junk: each junk memory with its turn and the annotations


def hear(conv: dict[str, Any], speaker: str, tally: Tally, samples: int, *, explain: bool = False) -> None:
    """Ingest every session with ``speaker`` as the user; count coverage and junk.
    ``explain``: keep, for each junk memory, the turns it was read from and what the
    annotators noted of that speaker in that session (to find the rule behind it)."""
    names = frozenset(
        w for s in (conv["speaker_a"], conv["speaker_b"]) for w in text.words(s)
    )
    with tempfile.TemporaryDirectory() as tmp:
        store = open_store(Path(tmp) / "locomo.db")
        clock = FakeClock(0.0)
        brain = Brain(store, clock)
        for n, when, turns in sessions(conv):
            clock.t = when.timestamp() + 3600
            messages = [
                wire.Message(role="user" if t["speaker"] == speaker else "assistant",
                             content=t.get("text") or "", ts=when)
                for t in turns
            ]
            dia = [t.get("dia_id") for t in turns]
            result = brain.ingest(wire.IngestParams(messages=messages, conversation_id=f"s{n}"))
            tally.ingests += 1
            memories = [*result.stored, *result.reinforced]
            events = (conv.get(f"events_session_{n}") or {}).get(speaker) or []
            observations = (conv.get(f"session_{n}_observation") or {}).get(speaker) or []
            mem_stems = [stems(m.summary, names) for m in memories]
            ev_stems = [stems(e, names) for e in events]
            for e, es in zip(events, ev_stems, strict=True):
                tally.events += 1
                for m, ms in zip(memories, mem_stems, strict=True):
                    if len(ms & es) >= MIN_SHARED:  # every pair that shares two words, for checking by hand
                        tally.pairs.append(f"[{'match' if covers(ms, es) else 'no   '}] E: {e}\n          M: {m.summary}")
                hit = next((m for m, ms in zip(memories, mem_stems, strict=True) if covers(ms, es)), None)
                if hit is not None:
                    tally.covered += 1
                if len(tally.samples) < samples:
                    tally.samples.append(f"[{'covered' if hit else 'missed '}] {e}\n           by {hit.summary if hit else '-'}")
            obs_stems = [stems(str(o[0] if isinstance(o, list) else o), names) for o in observations if o]
            obs_turns = [_turns_of(o) for o in observations if o]
            for m, ms in zip(memories, mem_stems, strict=True):
                tally.memories += 1
                turns_read = {dia[int(r[1:])] for r in m.source.refs if r[:1] == "m" and r[1:].isdigit()
                              and int(r[1:]) < len(dia)}
                backed = any(covers(ms, es) for es in ev_stems) or any(backs(os_, ms) for os_ in obs_stems)
                if DEFINITION == "turn" and not backed:
                    backed = any(same_turn(os_, ms) for os_, ts in zip(obs_stems, obs_turns, strict=True)
                                 if ts & turns_read)
                problems = standalone_problems(m.summary)
                if not backed or problems:
                    tally.junk += 1
                    tally.unreadable += bool(problems)
                    if len(tally.samples) < samples * 2:
                        why = ", ".join(problems) if problems else "nothing annotated backs it"
                        tally.samples.append(f"[junk   ] {m.summary}  ({why}; refs {sorted(turns_read)})")
                    if explain:
                        said = [str(t.get("text") or "") for t in turns if t.get("dia_id") in turns_read]
                        noted = [str(o[0] if isinstance(o, list) else o) for o in observations if o] + list(events)
                        tally.explained.append("\n".join(
                            [f"[junk] session {n}, {speaker}: [{m.type}] {m.summary}"]
                            + [f"    said:  {t}" for t in said] + [f"    noted: {o}" for o in noted]))
        store.close()


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", type=Path, default=os.environ.get("MERCURY_LOCOMO_DIR"))
    ap.add_argument("--samples", type=int, default=0, help="print this many matched/missed events and junk")
    ap.add_argument("--loo", action="store_true", help="per-conversation spread, each left out of the mean")
    ap.add_argument("--pairs", type=int, default=0, help="print this many random event/memory pairs sharing two words")
    ap.add_argument("--junk", action="store_true",
                    help="print every junk memory with the turn it was read from and that session's annotations")
    ap.add_argument("--definition", choices=("strict", "turn"), default="strict",
                    help="junk as first defined (strict), or refined (turn): see the module docstring")
    a = ap.parse_args(argv[1:])
    global DEFINITION
    DEFINITION = a.definition
    if a.data is None or not Path(a.data).exists():
        print("LoCoMo data not found: pass --data DIR or set MERCURY_LOCOMO_DIR to a directory holding "
              "locomo10.json (https://github.com/snap-research/locomo, file data/locomo10.json).",
              file=sys.stderr)
        return 2
    convs = load(Path(a.data))
    global _common
    _common = learn_common(convs)
    per: dict[str, Tally] = {}
    for name, conv in convs.items():
        tally = Tally()
        for speaker in (conv["speaker_a"], conv["speaker_b"]):
            hear(conv, speaker, tally, a.samples, explain=a.junk)
        per[name] = tally
        print(f"conversation {name}: events {tally.covered}/{tally.events} covered = "
              f"{tally.covered / max(tally.events, 1):.3f}; memories {tally.memories} in {tally.ingests} "
              f"ingests ({tally.memories / max(tally.ingests, 1):.2f} each), junk {tally.junk} = "
              f"{tally.junk / max(tally.memories, 1):.3f}")
        for s in tally.samples:
            print("   ", s)
        for s in tally.explained:
            print(s)
    if a.pairs:
        import random

        pool = [p for t in per.values() for p in t.pairs]
        print(f"\n{len(pool)} event/memory pairs share two words; a random {min(a.pairs, len(pool))}:")
        for p in random.Random(12).sample(pool, min(a.pairs, len(pool))):
            print("  ", p)
    ev = sum(t.events for t in per.values())
    cov = sum(t.covered for t in per.values())
    mem = sum(t.memories for t in per.values())
    junk = sum(t.junk for t in per.values())
    unreadable = sum(t.unreadable for t in per.values())
    print(f"\nall: events covered {cov}/{ev} = {cov / max(ev, 1):.3f}; junk {junk}/{mem} = {junk / max(mem, 1):.3f}"
          f" (of which {unreadable} do not stand alone = {unreadable / max(mem, 1):.3f} of memories)")
    if a.loo and len(per) > 1:
        print("leave one conversation out (coverage of the others pooled):")
        for name in per:
            rest = [t for k, t in per.items() if k != name]
            e = sum(t.events for t in rest)
            c = sum(t.covered for t in rest)
            m = sum(t.memories for t in rest)
            j = sum(t.junk for t in rest)
            print(f"  without {name}: coverage {c / max(e, 1):.3f}, junk {j / max(m, 1):.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
