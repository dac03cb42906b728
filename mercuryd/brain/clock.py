"""Clocks: where ``now`` comes from (injected, never read inside the logic).

Kept free of SQLite so the daemon starts without apsw (basic and degraded modes).
"""

from __future__ import annotations

import time
from datetime import UTC, datetime
from typing import Protocol, overload


class Clock(Protocol):
    def now(self) -> float: ...


class SystemClock:
    """Wall-clock time in epoch seconds."""

    def now(self) -> float:
        return time.time()


class FakeClock:
    """A clock tests move by hand."""

    def __init__(self, start: float | datetime = 1_767_225_600.0) -> None:  # 2026-01-01
        self.t = start.timestamp() if isinstance(start, datetime) else float(start)

    def now(self) -> float:
        return self.t

    def advance(self, *, days: float = 0, hours: float = 0, seconds: float = 0) -> None:
        self.t += days * 86400 + hours * 3600 + seconds


@overload
def ts(value: float) -> datetime: ...
@overload
def ts(value: None) -> None: ...
@overload
def ts(value: float | None) -> datetime | None: ...
def ts(value: float | None) -> datetime | None:
    """Epoch seconds as an aware UTC datetime (the wire's RFC 3339 form)."""
    return None if value is None else datetime.fromtimestamp(value, tz=UTC)
