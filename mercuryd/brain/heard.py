"""What ingest has already read: a chained hash per message, so nothing is read twice.

Each message's mark is a hash of the previous mark and the message (role, content, time),
seeded with the conversation id. The same conversation sent again hashes the same, one
that grew shares its first marks, and one sent in pieces (a hook that sends only the new
turns) starts a new chain from the seed. :func:`read_from` is the index of the first
message not read yet. A conversation without an id is seeded with the empty id: sending
the same messages again is recognised; a different conversation that opens with the very
same messages (same text and times) is taken for the same one up to where they differ.

A message that carries its own time also gets a mark of its own (:func:`said`: role,
text and time, no conversation): the very same message sent again under another
conversation id, or under none after it was sent with one, is recognised too, and the
messages a conversation opens with that were heard that way are not read again.
"""

from __future__ import annotations

import datetime as dt
import hashlib
from collections.abc import Sequence

from mercuryd import wire
from mercuryd.store.db import Store

__all__ = ["all_marks", "chain", "read_from", "said", "with_times"]


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


def said(messages: Sequence[wire.Message]) -> list[bytes | None]:
    """Per message with a time of its own, a mark of that message alone (None without a time:
    a message timed by when it was heard is a new one each time it is sent)."""
    out: list[bytes | None] = []
    for m in messages:
        if m.ts is None:
            out.append(None)
            continue
        h = hashlib.blake2b(b"said\0", digest_size=16)
        h.update(m.role.encode())
        h.update(b"\0")
        h.update(m.content.encode("utf-8", "surrogatepass"))
        h.update(b"\0")
        h.update(m.ts.isoformat().encode())
        out.append(h.digest())
    return out


def read_from(store: Store, marks: Sequence[bytes], alone: Sequence[bytes | None] = ()) -> int:
    """The index of the first message after the longest prefix already read: by the
    conversation's chain, then past the messages heard before on their own (``alone``,
    from :func:`said`)."""
    if not marks:
        return 0
    seen = store.marks_seen(marks)
    start = 0
    for i in range(len(marks) - 1, -1, -1):
        if marks[i] in seen:
            start = i + 1
            break
    rest = [m for m in alone[start:] if m is not None]
    if rest:
        heard_alone = store.marks_seen(rest)
        while start < len(alone) and alone[start] is not None and alone[start] in heard_alone:
            start += 1
    return start


def all_marks(marks: Sequence[bytes], alone: Sequence[bytes | None]) -> list[bytes]:
    """Every mark to record once a conversation is read."""
    return [*marks, *(m for m in alone if m is not None)]


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
