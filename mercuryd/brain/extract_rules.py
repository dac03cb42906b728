"""The rules extractor (first version; the measured one replaces it)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from mercuryd import wire
from mercuryd.brain.candidate import CONTEXT_CLOSE, CONTEXT_OPEN, Candidate, Structure

_BLOCK = re.compile(re.escape(CONTEXT_OPEN) + r".*?(?:" + re.escape(CONTEXT_CLOSE) + r"|$)", re.S)
_PATTERNS = [
    (re.compile(r"\bmy name is (\w+)", re.I), "identity", "User's name is {0}", "name"),
    (re.compile(r"\bI prefer ([^.!?]+)", re.I), "preference", "User prefers {0}", None),
    (re.compile(r"\bI'm working on ([^.!?]+)", re.I), "project", "User is working on {0}", None),
    (re.compile(r"\bI decided to ([^.!?]+)", re.I), "decision", "User decided to {0}", None),
    (re.compile(r"\bI never ([^.!?]+)", re.I), "constraint", "User never {0}", None),
    (re.compile(r"\bI usually ([^.!?]+)", re.I), "habit", "User usually {0}", None),
    (re.compile(r"\bI want to ([^.!?]+)", re.I), "goal", "User wants to {0}", None),
]


def extract(messages: Sequence[wire.Message], *, max_facts: int = 3) -> list[Candidate]:
    out: list[Candidate] = []
    for i, msg in enumerate(messages):
        if msg.role != "user":
            continue
        text = _BLOCK.sub(" ", msg.content)
        for pattern, type_, template, attribute in _PATTERNS:
            for m in pattern.finditer(text):
                value = m.group(1).strip()
                out.append(
                    Candidate(
                        type=type_,
                        summary=template.format(value),
                        attribute=attribute,
                        value=value.casefold() if attribute else None,
                        refs=[f"m{i}"],
                    )
                )
    return out[:max_facts]


def structure(summary: str) -> Structure:
    m = re.search(r"\bname is (\w+)", summary, re.I)
    if m:
        return Structure(attribute="name", value=m.group(1).casefold())
    return Structure()
