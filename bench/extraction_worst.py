"""The rules extractor's worst case: long turns built to make its patterns backtrack.

    PYTHONPATH=. python bench/extraction_worst.py [--chars N] [--top K] [--long 250,500,1000,2000]

A user's turn (or, in a chat between people, the other side's turn) of ``--chars`` (20,000:
the most of a message the extractor reads as prose) made of one to three short pieces
repeated with no sentence end: "you like " again and again, "he " again and again, "Tom my
wife "… 300 such turns, each read as a user's turn and as the other side's turn of a chat
between people (where what the other asked is read too). The baseline, in the same run, is
the same number of characters of real chat (the labelled set's user turns, joined): the
figures are ratios, so a busy machine reads the same.

Found this way (2026-12-02): a 20 KB turn of the other side without a full stop that says
"you" took 160 s for each fact (a pattern read to the sentence's end from every start), and
20 KB of "he " took 6 s (the whole clause before each pronoun was searched again). Both now
read their text once; the worst turn costs a few times the baseline, not thousands. Later
the same day a bracketed aside's lookahead (five words inside the brackets?) backtracked over
every run of spaces: four words apart by a hundred spaces took 134 s (``SHAPES``); the words
are now counted after the match.

Found 2026-12-03: one thing said again and again, as sentences ("we live in Leeds, me, my
wife and the kids. ", "my sister Anna ", "Tom my wife "), took 2.5-6.3 s for 20 KB: each
sentence looked back over every fact the message had given so far. A sentence or clause said
a third time in a message is now read no more, and those look-backs are kept as they go
(0.1-0.6 s).

Found 2026-12-03 (leftovers2): a summary full of weekdays ("Saturday " said 2,000 times, 18 KB)
took 13-18 s in ``when.absolute``: each weekday looked back over the whole text before it for
"every", "the", a booking, and read the whole summary's tense again. The look-back is now a
fixed window and the tense is read once: ``--when`` sizes print the time per phrase against the
smallest (now flat, 0.9-1.2x at 2,000; before, "Saturday " 500 times took 2.0 s and 2,000 times 17.7 s).

Then a long conversation (an exported chat ingested at once): ``--long`` sizes of user
turns, each naming a new friend, a place and a taste, with the assistant's replies between;
the time per message at each size against the smallest. Each fact found was compared with
every earlier fact of the conversation, and every name met with each clause through a
pattern compiled for it: 2,000 turns took 226 s (250 took 0.6 s). Now the comparisons read
only the message's own facts and a name is looked for only in a clause that holds it.
"""

from __future__ import annotations

import argparse
import datetime as dt
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mercuryd import wire
from mercuryd.brain import when
from mercuryd.brain.extract_rules import extract
from mercuryd.brain.extract_score import load_set, messages_of

SAID = dt.datetime(2026, 5, 19, 22, 30, tzinfo=dt.UTC)
PIECES = [
    "you like ", "I love ", "my ", "he ", "she have ", "and ", ", ", "so ", "I'm ", "we ", "the ", "my wife ",
    "I work ", "I live in ", "because ", "not ", "never ", "always ", "please ", "don't ", "I have ", "two dogs ",
    "called ", "from ", "to ", "at ", "my son ", "is ", "was ", "I used to ", "I'm going to ", "next week ", "every ",
    "Monday ", "with ", "-", "- ", "(", '"', "'", ":", "I ", "i ", "lol ", "😀", "really ", "very ", "a ", "in ", "on ",
    "of ", "me ", "it ", "that ", "who ", "which ", "Tom ", "Anna and ", "I switched from ", "I moved ", "no longer ",
    "dropping ", "My name is ", "I am ", "years old ", "since ", "for ", "by ", "when ", "if ", "then ", "but ", "or ",
    "also ", "too ", "I want to ", "I need ", "I prefer ", "I hate ", "use ", "instead of ", "than ", "\n", "  ", "\t",
    "do you ", "there ", "her ", "his ",
]
# Longer shapes: a bracket holding four words apart by runs of spaces (a pasted table's alignment)
SHAPES = ["(a" + " " * 100 + "b" + " " * 100 + "c" + " " * 100 + "d" + " " * 100 + "e\n",
          "I am a cook (" + "x  " * 40 + ") and ", "my friend, " + "Anna " * 30 + ", lives in ",
          # words apart by long runs of blank lines or spaces, and a list of empty items (a pasted log or
          # form): each took 5-18 s for 20 KB until 2026-12-02 (a laugh's or a comma's pattern tried from
          # every space of a run, or looked for a closing quote to the end from every comma)
          "hi" + "\n" * 400 + "there ", "hi" + " " * 400 + "there ", "I like " + ", " * 300 + "tea ",
          # a clause that asks whether the whole message talks of a move or of a team, once per clause: 2-3 s
          # for 20 KB until 2026-12-02 (the whole message searched again from each clause), now 0.5-1 s
          "we arrived in Porto, ", "Tom runs sales, ", "we're moving in June, ",
          # a sentence or a named relative said again and again (2026-12-03): 20 KB took 1-10 s, each
          # sentence looked back over every fact the message had already given
          "we live in Leeds, me, my wife and the kids. ", "my sister Anna "]
# The other side of a chat between people: three turns telling of its own life make it one.
PEER_OPENING = ["haha I just got back from my trip, my kids loved it", "nice",
                "I went to the lake with my kids", "cool"]


def turns(chars: int, seed: int = 0) -> list[str]:
    rng = random.Random(seed)
    combos = [(p,) for p in PIECES]
    combos += [tuple(rng.sample(PIECES, 2)) for _ in range(140)]
    combos += [tuple(rng.sample(PIECES, 3)) for _ in range(300 - len(combos) - len(SHAPES))]
    combos += [(shape,) for shape in SHAPES]
    out = []
    for combo in combos:
        unit = "".join(combo)
        out.append((unit * (chars // len(unit) + 1))[:chars])
    return out


def as_user(turn: str) -> list[wire.Message]:
    return [wire.Message(role="user", content=turn, ts=SAID)]


def as_peer(turn: str) -> list[wire.Message]:
    roles = ["assistant", "user"] * 2
    msgs = [wire.Message(role=r, content=c, ts=SAID) for r, c in zip(roles, PEER_OPENING, strict=True)]
    # what the other side said names the user's topic (dogs), so whether it asked is read
    return [*msgs, wire.Message(role="assistant", content="dogs! " + turn, ts=SAID),
            wire.Message(role="user", content="do you like dogs? I love dogs and my wife likes cats", ts=SAID)]


def conversation(turns: int) -> list[wire.Message]:
    foods = ["sushi", "tacos", "pho", "ramen", "curry", "pizza", "falafel", "dumplings"]
    out = []
    for i in range(turns):
        when = SAID + dt.timedelta(minutes=i)
        out.append(wire.Message(role="user", ts=when, content=(
            f"I love {foods[i % 8]} number {i}. My friend Tom{i} lives in Paris. She is a nurse.")))
        out.append(wire.Message(role="assistant", content="Nice! Tell me more about it?", ts=when))
    return out


def timed(messages: list[wire.Message]) -> float:
    t0 = time.perf_counter()
    extract(messages)
    return time.perf_counter() - t0


# Time phrases said again and again in one summary: each is looked back from and rewritten
WHEN_SHAPES = ["Saturday ", "on Saturday ", "next Friday, ", "the Sunday market ", "in March ", "Saturday and "]


def timed_when(unit: str, n: int) -> float:
    t0 = time.perf_counter()
    when.absolute("User is " + unit * n, SAID)
    return time.perf_counter() - t0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--chars", type=int, default=20_000)
    ap.add_argument("--top", type=int, default=5)
    ap.add_argument("--long", default="250,500,1000,2000", help="conversation sizes in user turns")
    ap.add_argument("--when", default="250,2000", help="how many time phrases in one summary (when.absolute)")
    args = ap.parse_args()

    real = " ".join(m.content for item in load_set() for m in messages_of(item) if m.role == "user" and m.content)
    chunks = [real[i : i + args.chars] for i in range(0, min(len(real), 10 * args.chars), args.chars)]
    base = sorted(timed(as_user(c)) for c in chunks)[len(chunks) // 2]
    print(f"baseline: {args.chars} characters of the labelled set's user turns, median of {len(chunks)}: "
          f"{base * 1000:.0f} ms")
    rows = []
    for turn in turns(args.chars):
        rows.append((timed(as_user(turn)), "user", turn[:30]))
        rows.append((timed(as_peer(turn)), "other side", turn[:30]))
    rows.sort(reverse=True)
    print(f"{len(rows)} adversarial turns; the worst {args.top}:")
    for took, who, head in rows[: args.top]:
        print(f"  {took / base:6.1f}x baseline  ({who:10s}) {head!r}…")
    print(f"median {rows[len(rows) // 2][0] / base:.2f}x baseline")

    counts = [int(n) for n in args.when.split(",") if n]
    if counts:
        print(f"when.absolute: time per phrase against {counts[0]} phrases")
        for unit in WHEN_SHAPES:
            first = timed_when(unit, counts[0]) / counts[0]
            print(f"  {unit!r:22s}" + "".join(f"  {n}: {timed_when(unit, n) / n / first:5.2f}x" for n in counts))

    sizes = [int(n) for n in args.long.split(",") if n]
    if sizes:
        first = timed(conversation(sizes[0])) / sizes[0]
        print(f"a long conversation: time per user turn against {sizes[0]} turns")
        for n in sizes:
            print(f"  {n:6d} turns  {timed(conversation(n)) / n / first:5.2f}x")


if __name__ == "__main__":
    main()
