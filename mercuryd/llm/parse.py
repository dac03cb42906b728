"""Reading a model's answer: the first JSON object in the text, then each fact on its own.

Local models wrap JSON in code fences, add a sentence before or after it, or get a type
wrong. The answer as a whole is rejected (and the model asked once to fix it) only when
no JSON object with a ``facts`` list can be found; a single fact with a wrong type is
dropped and the others kept. Unknown keys are ignored at every level.
"""

from __future__ import annotations

import re
from typing import Annotated

import msgspec
from msgspec import Meta, Struct, field

Unit = Annotated[float, Meta(ge=0, le=1)]


class BadJson(ValueError):
    """Raised when the text holds no JSON object of the required shape; says why, briefly."""


class LlmFact(Struct, kw_only=True):
    """One fact as the model wrote it (INTERFACE.md, "LLM extraction contract")."""

    type: str
    summary: str
    evidence: str = "direct"
    confidence: Unit | None = None
    importance: Unit | None = None
    durability: Unit | None = None
    persons: list[str] = field(default_factory=list)
    attribute: str | None = None
    value: str | int | float | None = None
    polarity: str = "positive"


class _Answer(Struct):
    facts: list[msgspec.Raw]


_FENCE = re.compile(r"```[ \t]*(?:json|JSON)?[ \t]*\n?(.*?)```", re.S)
_THINK = re.compile(r"<think>.*?(?:</think>|\Z)", re.S | re.I)
_DECODER = msgspec.json.Decoder(_Answer)
_LIST_DECODER = msgspec.json.Decoder(list[msgspec.Raw])
_FACT_DECODER = msgspec.json.Decoder(LlmFact)


def first_json_object(text: str) -> str | None:
    """The first balanced ``{…}`` in ``text`` (strings and escapes respected), or None."""
    start = text.find("{")
    while start != -1:
        depth = 0
        in_string = escaped = False
        for i in range(start, len(text)):
            ch = text[i]
            if in_string:
                if escaped:
                    escaped = False
                elif ch == "\\":
                    escaped = True
                elif ch == '"':
                    in_string = False
            elif ch == '"':
                in_string = True
            elif ch == "{":
                depth += 1
            elif ch == "}":
                depth -= 1
                if depth == 0:
                    return text[start : i + 1]
        start = text.find("{", start + 1)
    return None


def _candidates(text: str) -> list[str]:
    """Places the JSON may be, most likely first: all of it, fenced blocks, the first object."""
    text = _THINK.sub("", text)  # reasoning models put their thoughts first
    out = [text.strip()]
    out.extend(m.group(1).strip() for m in _FENCE.finditer(text))
    obj = first_json_object(text)
    if obj is not None:
        out.append(obj)
    return [c for c in dict.fromkeys(out) if c]


def parse_answer(text: str) -> tuple[list[LlmFact], int]:
    """The facts in a model's answer and how many facts were dropped for wrong types.

    A bare JSON array of facts is accepted as the ``facts`` list.

    Raises:
        BadJson: no JSON object with a ``facts`` array was found, or every fact in it
            had wrong types (worth one repair request; one bad fact among good ones is not).
    """
    raws: list[msgspec.Raw] | None = None
    problem = "no JSON object found"
    for chunk in _candidates(text):
        data = chunk.encode()
        try:
            raws = _DECODER.decode(data).facts
            break
        except msgspec.ValidationError as exc:
            problem = f"wrong shape: {exc}"
        except msgspec.DecodeError:
            pass
        try:
            raws = _LIST_DECODER.decode(data)
            break
        except msgspec.MsgspecError:
            continue
    if raws is None:
        raise BadJson(problem)
    facts: list[LlmFact] = []
    dropped = 0
    for raw in raws:
        try:
            facts.append(_FACT_DECODER.decode(raw))
        except msgspec.MsgspecError:
            dropped += 1
    if dropped and not facts:
        raise BadJson("no fact has the required fields and types")
    return facts, dropped
