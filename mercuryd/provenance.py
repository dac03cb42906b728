"""Where a memory came from, in words: shared by ``mercuryctl get`` and the dashboard.

A memory's ``source`` holds its channel, its conversation id and refs: ``m3`` (the
fourth message of the conversation it was extracted from), ``memory:12`` (a memory a
reflection was drawn from), ``pattern:<key>`` (the pattern a reflection states).
Plain data in, plain text out; imports nothing, so the CLI can use it cheaply.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

HOW = {
    "manual": "added by hand",
    "direct": "stated by the user",
    "inferred": "inferred from a conversation",
    "system": "made by consolidation",
}


def describe_refs(refs: Sequence[str]) -> list[str]:
    """Refs as short phrases: ``["m0", "m2"]`` -> ``["messages 1, 3"]``."""
    messages = [int(r[1:]) + 1 for r in refs if r[:1] == "m" and r[1:].isdigit()]
    memories = [r[7:] for r in refs if r.startswith("memory:") and r[7:].isdigit()]
    patterns = [r[8:] for r in refs if r.startswith("pattern:")]
    known = {f"m{n - 1}" for n in messages} | {f"memory:{m}" for m in memories} | {f"pattern:{p}" for p in patterns}
    out = []
    if messages:
        out.append(("message " if len(messages) == 1 else "messages ") + ", ".join(map(str, messages)))
    if memories:
        out.append("drawn from " + ", ".join(f"#{m}" for m in memories))
    if patterns:
        out.append("pattern " + ", ".join(patterns))
    out.extend(r for r in refs if r not in known)
    return out


def describe(memory: Mapping[str, Any]) -> str:
    """One line: how the memory was made and from what, e.g.
    ``stated by the user · channel cli · conversation c1 · message 2``."""
    src = memory.get("source") or {}
    parts = [HOW.get(str(memory.get("evidence")), str(memory.get("evidence") or "unknown origin"))]
    if src.get("channel"):
        parts.append(f"channel {src['channel']}")
    if src.get("conversation_id"):
        parts.append(f"conversation {src['conversation_id']}")
    parts.extend(describe_refs([str(r) for r in src.get("refs") or []]))
    return " · ".join(parts)
