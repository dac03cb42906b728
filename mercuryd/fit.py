"""Fit a summary into a room of characters without cutting a fact in half.

Light on purpose (no imports): the hook path (``mercuryctl``) uses it as well as recall.
"""

from __future__ import annotations


def cut_after_fact(text: str, room: int) -> str:
    """``text`` if it fits in ``room`` characters; else its start up to the last whole fact
    that fits (a fact ends at "; " or ". ", as the summaries write them), ending with ".";
    "" when not even one fact fits."""
    if len(text) <= room:
        return text
    head = text[: max(room - 1, 0)]
    cut = max(head.rfind("; "), head.rfind(". "))
    return head[:cut].rstrip(" ;,.") + "." if cut > 0 else ""
