"""What ingest has already read: a chained hash per message, so nothing is read twice.

Each message's mark is a hash of the previous mark and the message (role, content, time),
seeded with the conversation id. The same conversation sent again hashes the same, one
that grew shares its first marks, and one sent in pieces (a hook that sends only the new
turns) starts a new chain from the seed. :func:`read_from` is the index of the first
message not read yet. A conversation without an id is seeded with the empty id: sending
the same messages again is recognised; a different conversation that opens with the very
same messages (same text and times) is taken for the same one up to where they differ.
"""

from __future__ import annotations

import datetime as dt
import hashlib
from collections.abc import Sequence

from mercuryd import wire
from mercuryd.store.db import Store

__all__ = ["chain", "read_from", "with_times"]


def chain(conversation_id: str | None, messages: Sequence[wire.Message]) -> list[bytes]:
    """One 16-byte mark per message, each covering every message before it too."""
    mark = hashlib.blake2b(b"conversation\0" + (conversation_id or "").encode(), digest_size=16).digest()
    out: list[bytes] = []
    for m in messages:
        h = hashlib.blake2b(mark, digest_size=16)
        h.update(m.role.encode())
        h.update(b"\0")
        h.update(m.content.encode("utf-8", "surrogatepass"))
        h.update(b"\0")
        h.update(m.ts.isoformat().encode() if m.ts is not None else b"")
        mark = h.digest()
        out.append(mark)
    return out


def read_from(store: Store, marks: Sequence[bytes]) -> int:
    """The index of the first message after the longest prefix already read."""
    if not marks:
        return 0
    seen = store.marks_seen(marks)
    for i in range(len(marks) - 1, -1, -1):
        if marks[i] in seen:
            return i + 1
    return 0


def with_times(messages: Sequence[wire.Message], now: float) -> list[wire.Message]:
    """The messages with a time each: one without a time was said when the nearest message
    before it (else after it) was, or now - when the conversation is heard - if none has one."""
    times: list[dt.datetime | None] = [
        None if m.ts is None else m.ts if m.ts.tzinfo is not None else m.ts.replace(tzinfo=dt.UTC) for m in messages
    ]
    known = [t for t in times if t is not None]
    fallback = known[0] if known else dt.datetime.fromtimestamp(now, dt.UTC)
    out: list[wire.Message] = []
    last: dt.datetime | None = None
    for m, t in zip(messages, times, strict=True):
        last = t or last
        out.append(wire.Message(role=m.role, content=m.content, ts=last or fallback))
    return out
