"""Time expressions in a recall query ("on 3 June, 2023", "in May", "last week").

Recall uses them to favour memories created in that period: a question about
"August 2023" is most likely answered by something the user said then. Only plain
English forms are recognised; anything else is simply not a time expression.
Parsing is pure; :func:`resolve` turns a span into epoch seconds for a given ``now``.
"""

from __future__ import annotations

import calendar
import datetime as dt
import re

import msgspec

__all__ = ["Span", "asks_when", "find_spans", "mentions_time", "resolve"]

DAY = 86400.0

_MONTHS = {
    name.lower(): i
    for i in range(1, 13)
    for name in (calendar.month_name[i], calendar.month_abbr[i])
}
_MONTHS["sept"] = 9
_MONTH = "(" + "|".join(sorted(_MONTHS, key=len, reverse=True)) + r")\.?"
_DAY = r"(\d{1,2})(?:st|nd|rd|th)?"
_YEAR = r"((?:19|20)\d\d)"

_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    ("dmy", re.compile(rf"\b{_DAY}\s+(?:of\s+)?{_MONTH},?\s+{_YEAR}\b", re.I)),
    ("mdy", re.compile(rf"\b{_MONTH}\s+{_DAY},?\s+{_YEAR}\b", re.I)),
    ("my", re.compile(rf"\b{_MONTH},?\s+(?:of\s+)?{_YEAR}\b", re.I)),
    ("y", re.compile(rf"\b(?:in|of|during|since|from|year)\s+{_YEAR}\b", re.I)),
    ("m", re.compile(rf"\b(?:in|last|this|during|early|late|mid|since)\s+{_MONTH}\b", re.I)),
    ("rel", re.compile(
        r"\b(yesterday|today|tonight|this morning|last night|"
        r"(?:this|last|past|previous)\s+(?:week|weekend|month|year))\b", re.I)),
]

_RELATIVE = {  # days before now: (start, end)
    "yesterday": (2.0, 0.0), "today": (1.0, 0.0), "tonight": (1.0, 0.0),
    "this morning": (1.0, 0.0), "last night": (2.0, 0.0),
    "week": (14.0, 0.0), "weekend": (10.0, 0.0), "month": (62.0, 0.0), "year": (400.0, 0.0),
}


_WEEKDAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"
# "May" is left out of the bare month names: as a word it is mostly the verb.
_MONTH_NAMES = "|".join(calendar.month_name[i].lower() for i in range(1, 13) if i != 5)
_MENTIONS_TIME = re.compile(
    r"\b(?:yesterday|today|tonight|tomorrow|ago|recently|lately|the other day|"
    r"(?:last|next|this|past|previous|coming)\s+(?:week|weekend|month|year|night|morning|"
    rf"evening|summer|winter|spring|fall|autumn|{_WEEKDAYS})|"
    rf"{_WEEKDAYS}|{_MONTH_NAMES}|(?:19|20)\d\d)\b",
    re.I,
)
_ASKS_WHEN = re.compile(r"\bwhen\b|\bhow long ago\b|\bwhat (?:date|day|year|month|time)\b", re.I)


def mentions_time(text: str) -> bool:
    """True if ``text`` places something in time ("last Friday", "two weeks ago", "2019")."""
    return _MENTIONS_TIME.search(text) is not None


def asks_when(text: str) -> bool:
    """True if ``text`` asks for a time ("When did...", "how long ago", "what year")."""
    return _ASKS_WHEN.search(text) is not None


class Span(msgspec.Struct, frozen=True):
    """A period named in a query: a calendar date, month, year, or days before now."""

    kind: str  # "day" | "month" | "year" | "month_any_year" | "relative"
    year: int = 0
    month: int = 0
    day: int = 0
    days_back: tuple[float, float] = (0.0, 0.0)


# Every pattern above needs a digit, a month name or one of these words: a text with
# none of them (most queries) is answered by one search instead of twelve.
_MAYBE_TIME = re.compile(
    r"\d|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|yesterday|today|tonight|"
    r"morning|night|week|weekend|month|year)", re.I)


_YEAR_RE = re.compile(_YEAR)


def find_spans(text: str) -> tuple[list[Span], str]:
    """The time expressions of ``text`` and the text with them blanked out."""
    spans: list[Span] = []
    if _MAYBE_TIME.search(text) is None:
        return spans, text
    out = text
    # The first four forms all need a year.
    patterns = _PATTERNS if _YEAR_RE.search(text) else _PATTERNS[4:]
    for kind, pattern in patterns:
        found = False
        for m in pattern.finditer(out):
            found = True
            span = _span(kind, m)
            if span is not None:
                spans.append(span)
        if found:
            out = pattern.sub(lambda m: " " * len(m.group(0)), out)
    return spans, out


def _span(kind: str, m: re.Match[str]) -> Span | None:
    """Build a :class:`Span` from one regex match; None if it names no real date."""
    try:
        if kind == "dmy":
            d, mo, y = int(m[1]), _MONTHS[m[2].lower()], int(m[3])
            dt.date(y, mo, d)
            return Span("day", y, mo, d)
        if kind == "mdy":
            mo, d, y = _MONTHS[m[1].lower()], int(m[2]), int(m[3])
            dt.date(y, mo, d)
            return Span("day", y, mo, d)
        if kind == "my":
            return Span("month", int(m[2]), _MONTHS[m[1].lower()])
        if kind == "y":
            return Span("year", int(m[1]))
        if kind == "m":
            return Span("month_any_year", 0, _MONTHS[m[1].lower()])
        phrase = " ".join(m[1].lower().split())
        key = phrase if phrase in _RELATIVE else phrase.split()[-1]
        return Span("relative", days_back=_RELATIVE[key])
    except (ValueError, KeyError):
        return None


def _epoch(y: int, mo: int, d: int) -> float:
    return dt.datetime(y, mo, d, tzinfo=dt.UTC).timestamp()


def resolve(span: Span, now: float, slack_days: float) -> tuple[float, float]:
    """The [start, end) epoch seconds a memory created "about then" falls into.

    ``slack_days`` extends the end: people tell of an event some days after it.
    """
    slack = slack_days * DAY
    if span.kind == "day":
        start = _epoch(span.year, span.month, span.day)
        return start - DAY, start + DAY + slack
    if span.kind == "month":
        start = _epoch(span.year, span.month, 1)
        end = _epoch(span.year + span.month // 12, span.month % 12 + 1, 1)
        return start, end + slack
    if span.kind == "year":
        return _epoch(span.year, 1, 1), _epoch(span.year + 1, 1, 1) + slack
    if span.kind == "month_any_year":
        today = dt.datetime.fromtimestamp(now, dt.UTC)
        year = today.year if span.month <= today.month else today.year - 1
        start = _epoch(year, span.month, 1)
        end = _epoch(year + span.month // 12, span.month % 12 + 1, 1)
        return start, end + slack
    back_start, back_end = span.days_back
    return now - back_start * DAY, now - back_end * DAY + DAY
