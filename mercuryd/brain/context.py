"""The context block injected before a message, bounded by ``limit`` and ``budget``.

Shared by the Second Brain and the basic (JSONL) mode; imports no SQLite.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, TypeVar

from mercuryd.brain.candidate import CONTEXT_CLOSE, CONTEXT_OPEN
from mercuryd.fit import cut_after_fact


class HasSummary(Protocol):
    summary: str


def frame_chars() -> int:
    """Characters of a context block that are not its lines: the markers and a newline."""
    return len(CONTEXT_OPEN) + 1 + len(CONTEXT_CLOSE)


def render_line(row: HasSummary) -> str:
    return f"- {row.summary}"


_H = TypeVar("_H")
_S = TypeVar("_S", bound=HasSummary)


def build_context(
    ranked: Sequence[tuple[_H, _S]],
    *,
    limit: int,
    budget: int,
    preamble: Sequence[str] = (),
    preamble_first: bool = False,
) -> tuple[list[tuple[_H, _S]], str]:
    """Fill the context block in rank order within ``limit`` and ``budget`` characters.

    The budget bounds the whole block, markers and preamble included: take memories
    in rank order, skip one that does not fit, stop at the limit. Preamble lines (the
    profile summaries) are added only where they still fit, or, with
    ``preamble_first`` (the message asks what is known about the user), take the
    budget first and the memories what is left.
    """
    frame = frame_chars()  # "<open>\n" ... "</close>"
    remaining = (budget - frame) if budget else 10**12
    chosen: list[tuple[_H, _S]] = []
    lines: list[str] = []
    pre: list[str] = []

    def add_preamble() -> None:
        nonlocal remaining
        for extra in preamble:
            # a summary longer than the room left is cut after its last whole fact that
            # fits (a full profile is one line as long as the whole budget), not dropped
            if extra := cut_after_fact(extra, remaining - 1):
                pre.append(extra)
                remaining -= len(extra) + 1

    if preamble_first:
        add_preamble()
    for hit, row in ranked:
        if len(chosen) >= limit:
            break
        line = render_line(row)
        cost = len(line) + 1
        if cost > remaining:
            continue
        chosen.append((hit, row))
        lines.append(line)
        remaining -= cost
    if not preamble_first:
        add_preamble()
    if not lines and not pre:
        return [], ""
    body = "".join(line + "\n" for line in [*pre, *lines])
    block = f"{CONTEXT_OPEN}\n{body}{CONTEXT_CLOSE}"
    assert not budget or len(block) <= budget
    return chosen, block
