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

from mercuryd import logs, wire
from mercuryd.brain import english as en
from mercuryd.brain import plans
from mercuryd.brain.candidate import Candidate

if TYPE_CHECKING:
    from mercuryd.brain.service import Brain
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
_AHEAD = re.compile(r"^User(?:'s\s+.+?\s+(?:is|are)|\s+(?:has|is\s+having|is\s+getting|is\s+going\s+for|will\s+have)\b.+?)"
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


# (bugs64) an operation ahead: "User is having a knee replacement on 12 March 2027", "User is having their knee replaced
# on 20 May 2026", "User's hip operation is on 3 June 2026", "User is having surgery on their shoulder on …"; not an
# appointment, a scan or a test ("User's MRI is on 24 November 2026"), which leaves nothing behind once had
_OPERATION = re.compile(r"\b(?:operation|op|surgery|replacement|replaced|removed|removal|transplant|bypass|ectomy"
                        r"|\w+ectomy|\w+plasty|\w+otomy|implant|amputation|amputated|fusion|graft)\b",
                        re.I)
# what ahead of it turns into what was had: the verb, or "User's X is on" → "User had their X on"
_AHEAD_VERB = re.compile(r"^User\s+(?P<verb>is\s+having|has|will\s+have|is\s+getting|is\s+going\s+for)\s+", re.I)
_AHEAD_OWN = re.compile(r"^User's\s+(?P<what>.+?)\s+(?:is|are)\s+(?P<when>(?:on|in)\s.+)$", re.I)
_HAD = {"is having": "had", "has": "had", "will have": "had", "is getting": "got", "is going for": "went for"}
# said since, of an operation: it did not happen on its day ("the operation has been postponed", "my surgery was
# cancelled", "they called off the op", "the knee replacement is put back to June")
_NOT_HAD = re.compile(r"\b(?:postpon\w*|cancel+ed|cancel+ing|called\s+off|call\s+off|put\s+(?:off|back)|pushed\s+back"
                      r"|delayed|rescheduled|moved\s+to|off\s+for\s+now|not\s+happening)\b", re.I)


def had_summary(row: MemoryRow) -> str | None:
    """What an operation ahead becomes once its day is over: "User had a knee replacement on 12 March 2027" (None: no
    operation, or said in no shape read here)."""
    if row.type != "episode" or not _OPERATION.search(row.summary):
        return None
    if m := _AHEAD_VERB.match(row.summary):
        return f"User {_HAD[' '.join(m['verb'].lower().split())]} {row.summary[m.end():]}"
    if m := _AHEAD_OWN.match(row.summary):
        return f"User had their {m['what']} {m['when']}"
    return None


def had(brain: Brain, row_id: int, now: float) -> int | None:
    """(bugs64) Keep that an operation ahead, over by its day, was had (inside a transaction, after :func:`end`): an
    episode in the past, stated at the end of its day, the ended memory its ref. Not when something said since the
    operation was told says it was postponed or cancelled (the user's word over the calendar). Returns the episode."""
    row = brain.store.get_memory(row_id)
    summary = had_summary(row) if row is not None and row.reason == "over" else None
    if row is None or summary is None:
        return None
    words = {w.lower() for w in re.findall(r"[A-Za-z]{4,}", row.summary)} - {"user", "having", "their", "will"}
    for other in brain.store.all_memories():
        if other.id != row.id and other.said_at >= row.said_at and _NOT_HAD.search(other.summary) \
                and (_OPERATION.search(other.summary) or words & {w.lower() for w in re.findall(r"[A-Za-z]{4,}", other.summary)}):
            return None
    over = over_at(row) or now
    cand = Candidate(type="episode", summary=summary, evidence="system", stated_at=min(over, now),
                     refs=[f"memory:{row.id}"])
    # the event ahead is no restatement of the one had ("is having" / "had" read alike): it is set aside while written,
    # then superseded by it, as a plan made current is (history kept)
    brain.store.update_memory(row.id, superseded_by=row.id)
    outcome = brain.write(cand, source=wire.Source(channel="consolidation"))
    brain.store.update_memory(row.id, superseded_by=outcome.memory_id if outcome.memory_id != row.id else None)
    _log.info("operation had", memory=row.id, episode=outcome.memory_id, action=outcome.action)
    return outcome.memory_id


__all__ = ["TIMED_TYPES", "due", "end", "had", "had_summary", "over_at"]
