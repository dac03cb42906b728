"""Validation messages as plain sentences, for the doors people read (dashboard, MCP).

The JSON-RPC door passes msgspec's text on unchanged (``Expected `int` <= 500 - at
`$.limit```): scripts and tests key on the JSON path. A person reading the dashboard
gets ``limit must be at most 500.`` instead: the field named as the API names it, the
rule in words, no JSON path syntax. Unknown shapes are passed through with only the
``- at `$…``` tail turned into words, never dropped.
"""

from __future__ import annotations

import re

_AT = re.compile(r"\s+-\s+at\s+`\$(?P<path>[^`]*)`\s*$")
_KINDS = {
    "int": "a whole number", "float": "a number", "str": "text", "bool": "true or false",
    "array": "a list", "object": "an object", "null": "empty", "datetime": "a date and time",
}


# Field names that are not words on their own.
_NAMES = {"q": "the search text (q)"}


def field_of(path: str) -> str:
    """``.persons[0]`` -> ``persons (item 1)``; ``.limit`` -> ``limit``; empty -> ``""``."""
    out = []
    for part in re.findall(r"\.([^.\[\]]+)|\[(\d+)\]", path):
        name, index = part
        out.append(_NAMES.get(name, name) if name else f"(item {int(index) + 1})")
    return " ".join(out)


def _kind(name: str) -> str:
    return _KINDS.get(name, f"`{name}`")


def _rule(text: str, field: str) -> str | None:
    """The sentence for one of msgspec's validation messages, or None if unknown."""
    subject = field or "the request"
    if m := re.fullmatch(r"Expected `(\w+)`, got `(\w+)`", text):
        return f"{subject} must be {_kind(m[1])}, not {_kind(m[2])}"
    if m := re.fullmatch(r"Expected `(str|array|object)` of length (<=|>=) (\d+)", text):
        unit = "characters" if m[1] == "str" else "items"
        if m[2] == ">=" and m[3] == "1":
            return f"{subject} must not be empty"
        return f"{subject} must have {'at most' if m[2] == '<=' else 'at least'} {m[3]} {unit}"
    if m := re.fullmatch(r"Expected `(?:int|float)` (<=|>=|<|>) (-?[\d.]+)", text):
        words = {"<=": "at most", ">=": "at least", "<": "less than", ">": "more than"}
        return f"{subject} must be {words[m[1]]} {m[2]}"
    if m := re.fullmatch(r"Invalid enum value (.+)", text):
        return f"{m[1]} is not a valid {subject}"
    if re.fullmatch(r"Expected `str` matching regex .+", text):
        return f"{subject} is not in the expected form"
    if re.fullmatch(r"Invalid RFC3339 encoded datetime", text):
        return f"{subject} must be a date and time like 2027-06-01T00:00:00Z"
    if m := re.fullmatch(r"Object missing required field `([^`]+)`", text):
        return f"{(field + ' ') if field else ''}{m[1]} is required"
    if m := re.fullmatch(r"Object contains unknown field `([^`]+)`", text):
        return f"{m[1]} is not a field this accepts"
    return None


def sentence(message: str) -> str:
    """A validation message (msgspec's, or ours with a ``- at `$.x``` tail) in plain words."""
    text = message.strip()
    if text.startswith("invalid params: "):
        text = text[len("invalid params: "):]
    path = ""
    if m := _AT.search(text):
        path, text = m["path"], text[: m.start()]
    field = field_of(path)
    said = _rule(text, field)
    if said is None:
        said = text if not field or field in text else f"{field}: {text}"
    said = said.rstrip(". ")
    return said[:1].upper() + said[1:] + "."
