"""Memories that end by time: a state said for a while, an event said ahead, once their time is over.

"User cannot drive for 6 weeks" (said on 10 November) holds until 22 December; "User's CT scan is on 18 November
2026" (said before it) is ahead until the 18th is over. After that the state or the event is no longer the user's
active state: consolidation (:func:`due`, :func:`end`, run after the plans with the injected clock) moves such a memory
to the subconscious with the reason ``over``, stamped with the moment its time ended (never deleted; history and search
keep it, and recall can still bring it back when asked about it). Plans (``plan:`` attributes) are not read here:
they take effect instead (:mod:`mercuryd.brain.plans`).

Rules in docs/lifecycle.md ("Ended by time").
"""

from __future__ import annotations

import datetime as dt
import re
from typing import TYPE_CHECKING

from mercuryd import logs
from mercuryd.brain import english as en
from mercuryd.brain import plans

if TYPE_CHECKING:
    from mercuryd.store.db import MemoryRow, Store

_log = logs.get("mercuryd.brain")

DAY = 86400.0
# the kinds of memory a time can end: what happened or is ahead (an episode), a choice made for a while (a decision
# that is no plan), a limit the user lives with (a constraint); not who they are, what they like, aim at or do often
TIMED_TYPES = ("episode", "decision", "constraint")

_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
            "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "a couple of": 2, "a few": 3}
_UNIT_DAYS = {"day": 1, "week": 7, "fortnight": 14, "month": 30, "year": 365}
# a state said for a time ahead: "for 6 weeks", "for the next two weeks", "for a month", "for a fortnight"; not the
# time so far ("for 10 years now", "for the past month") nor a time of a habit ("for 2 hours")
_FOR_A_WHILE = re.compile(
    r"\bfor\s+(?:the\s+next\s+|another\s+|at\s+least\s+)?(?P<n>\d{1,3}|a\s+couple\s+of|a\s+few|an?|one|two|three|four"
    r"|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?P<unit>day|week|fortnight|month|year)s?\b(?!\s+(?:now|already|ago)\b)",
    re.I)
# what only a time so far, or a time gone, says: "User has been vegetarian for 10 years", "User lived in Rome for a
# year", "User was off work for a month"
_SO_FAR = re.compile(r"\b(?:has|have|had)\s+(?:been|had|done|worked|lived|used|kept)\b|\b(?:was|were|did|lived|worked|spent"
                     r"|stayed|went|took|used\s+to)\b|\b(?:every|each|per|a)\s+(?:day|week|month|year|morning|night)\b"
                     r"|\b(?:since|usually|always|often)\b", re.I)
# an event with its time ahead: "User's CT scan is on 18 November 2026", "User has a dentist appointment on 3 March
# 2027", "User is having surgery on 3 December 2026", "User's exam is on Friday, 13 November 2026"
# (lead64: and a trip or a flight ahead, "User is going to Durban for the taxi association meeting on 20 October 2026",
# "User is flying on 14 June 2026"; not "User is going to study medicine in September", no place named)
_AHEAD = re.compile(r"^User(?:'s\s+.+?\s+(?:is|are)|\s+(?:(?:has|is\s+having|is\s+getting|is\s+going\s+for|will\s+have)\b"
                    r"|is\s+(?:going|flying|travell?ing|driving|heading)\s+to\s+(?=(?-i:[A-Z]))).+?|\s+is\s+flying)"
                    r"\s+(?:on|in)\s", re.I)


def over_at(row: MemoryRow) -> float | None:
    """When the time ``row`` states is over (None: it names none, or it is no state or event a time ends)."""
    if row.type not in TIMED_TYPES or row.polarity < 0 or (row.attribute or "").startswith("plan:"):
        return None
    said = row.said_at
    first = re.match(r"User\s+(?:just\s+|has\s+|had\s+)?(?P<verb>[a-z]+)\b", row.summary)
    told = first is not None and en.is_past(first["verb"])  # "User broke their wrist, cast for 6 weeks": an event told
    if (m := _FOR_A_WHILE.search(row.summary)) and not told and not _SO_FAR.search(row.summary[:m.start()]):
        n = m.group("n").lower()
        count = int(n) if n.isdigit() else _NUMBERS.get(" ".join(n.split()), 1)
        days = count * _UNIT_DAYS[m.group("unit").lower()]
        start = dt.datetime.fromtimestamp(said, dt.UTC).date()
        # the day it was said counts as the first: "for 2 weeks" said on 10 November ends as 24 November begins
        return dt.datetime.combine(start + dt.timedelta(days=days), dt.time(), dt.UTC).timestamp()
    if _AHEAD.match(row.summary) and not _SO_FAR.search(row.summary):
        over = plans.over_at(row.summary, said)
        if over is not None and over > said:  # an event ahead when said (one gone by is history already)
            return over
    return None


def due(store: Store, now: float) -> list[int]:
    """The live conscious memories whose stated time is over by ``now`` (a read)."""
    return [r.id for r in store.timed_memories(TIMED_TYPES) if (over := over_at(r)) is not None and over <= now]


def end(store: Store, memory_id: int, now: float) -> bool:
    """Move one memory whose time is over to the subconscious (inside a transaction); False if it no longer applies."""
    row = store.get_memory(memory_id)
    if row is None or row.superseded_by is not None or row.scope == "subconscious":
        return False
    over = over_at(row)
    if over is None or over > now:
        return False
    store.update_memory(row.id, scope="subconscious", prior_scope=row.scope, reason="over", stale=0,
                        updated_at=over)
    _log.info("memory's time is over", memory=row.id, type=row.type)
    return True


__all__ = ["TIMED_TYPES", "due", "end", "over_at"]
