"""Who may talk to the dashboard: the install token, one-time login codes, Host and Origin.

DESIGN.md §9: loopback by default, a ``Host`` check against DNS rebinding, a per-install
token (kept 0600 under the home) that a one-time login link turns into an HttpOnly,
SameSite=Strict cookie, and no state-changing request from another origin.
"""

from __future__ import annotations

import hmac
import os
import secrets
from collections.abc import Callable
from pathlib import Path

COOKIE = "mercury_dashboard"
CODE_TTL = 300.0  # seconds a login link stays valid
MAX_CODES = 32  # outstanding login links kept; the oldest is dropped beyond this
UNSAFE_METHODS = frozenset({"POST", "PUT", "PATCH", "DELETE"})


def token_path(home: Path) -> Path:
    return home / "dashboard.token"


def load_token(home: Path) -> str:
    """The per-install token: read it, or create it (mode 0600) on first use."""
    path = token_path(home)
    try:
        text = path.read_text(encoding="ascii").strip()
        if len(text) >= 32:
            if path.stat().st_mode & 0o077:
                path.chmod(0o600)
            return text
    except (FileNotFoundError, UnicodeDecodeError):
        pass
    token = secrets.token_urlsafe(32)
    tmp = path.with_name(path.name + f".{os.getpid()}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="ascii") as fh:
        fh.write(token + "\n")
    os.replace(tmp, path)
    return token


class LoginCodes:
    """Single-use login codes that expire after ``ttl`` seconds.

    Args:
        now: a monotonic clock (injected so tests can move time).
        ttl: how long a code stays valid.
    """

    def __init__(self, now: Callable[[], float], ttl: float = CODE_TTL) -> None:
        self._now = now
        self.ttl = ttl
        self._codes: dict[str, float] = {}

    def issue(self) -> tuple[str, float]:
        """A fresh code and the clock reading at which it expires."""
        now = self._now()
        self._codes = {c: exp for c, exp in self._codes.items() if exp > now}
        while len(self._codes) >= MAX_CODES:
            self._codes.pop(next(iter(self._codes)))
        code = secrets.token_urlsafe(24)
        self._codes[code] = now + self.ttl
        return code, now + self.ttl

    def redeem(self, code: str) -> bool:
        """True once for a code that was issued and has not expired; False ever after."""
        expires = self._codes.pop(code, None) if len(code) < 100 else None
        return expires is not None and expires > self._now()


def allowed_hosts(host: str, port: int) -> frozenset[str]:
    """``Host`` header values a browser sends when it really talks to us."""
    names = {"127.0.0.1", "localhost", "[::1]"}
    if host not in {"0.0.0.0", "::", ""}:
        names.add(f"[{host}]" if ":" in host else host)
    return frozenset(f"{n}:{port}" for n in names)


def token_matches(given: str | None, token: str) -> bool:
    return bool(given) and hmac.compare_digest(given.encode(), token.encode())  # type: ignore[union-attr]


def bearer(header: str | None) -> str | None:
    if header and header[:7].lower() == "bearer ":
        return header[7:].strip()
    return None
