"""Who may talk to the dashboard: the install token, sessions, login codes, Host, Origin.

docs/dashboard.md ("Security"): loopback by default, a ``Host`` check against DNS rebinding, a per-install
token (kept 0600 under the home) for scripts (``Authorization: Bearer``), one-time login
links that start a browser session (an HttpOnly, SameSite=Strict cookie signed with a
secret of its own, which logout rotates), and no state-changing request from another
origin.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import os
import secrets
from collections.abc import Callable
from pathlib import Path

COOKIE = "mercury_dashboard"
CODE_TTL = 300.0  # seconds a login link stays valid
SESSION_DAYS = 14  # a browser session lasts this long, then `mercuryctl dashboard` again
MAX_CODES = 32  # outstanding login links kept; the oldest is dropped beyond this
UNSAFE_METHODS = frozenset({"POST", "PUT", "PATCH", "DELETE"})


def token_path(home: Path) -> Path:
    return home / "dashboard.token"


def session_path(home: Path) -> Path:
    return home / "dashboard.session"


def load_token(home: Path) -> str:
    """The per-install token: read it, or create it (mode 0600) on first use."""
    return _load_secret(token_path(home))


def _load_secret(path: Path) -> str:
    try:
        text = path.read_text(encoding="ascii").strip()
        if len(text) >= 32:
            if path.stat().st_mode & 0o077:
                path.chmod(0o600)
            return text
    except (FileNotFoundError, UnicodeDecodeError):
        pass
    return _write_secret(path)


def _write_secret(path: Path) -> str:
    """A fresh random secret in ``path`` (0600), written whole or not at all."""
    secret = secrets.token_urlsafe(32)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{secrets.token_hex(4)}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o600)
    with os.fdopen(fd, "w", encoding="ascii") as fh:
        fh.write(secret + "\n")
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, path)
    return secret


class Sessions:
    """Browser sessions: cookie values signed with their own secret, which logout rotates.

    The secret lives in ``<home>/dashboard.session`` (0600), apart from the install
    token that scripts send as a bearer token: a cookie never carries that token. A
    value is ``v1.<expires>.<nonce>.<signature>`` (HMAC-SHA256 over the rest), so it
    expires by itself after ``days`` and survives a restart; :meth:`rotate` ends every
    session at once.

    Args:
        home: the daemon's home.
        now: wall-clock seconds (injected so tests can move time).
        days: how long a session lasts.
    """

    def __init__(self, home: Path, now: Callable[[], float], days: float = SESSION_DAYS) -> None:
        self.path = session_path(home)
        self._now = now
        self.ttl = int(days * 86400)
        self._key = _load_secret(self.path).encode()

    def issue(self) -> tuple[str, int]:
        """A new session cookie value and its max-age in seconds."""
        payload = f"v1.{int(self._now()) + self.ttl}.{secrets.token_urlsafe(12)}"
        return f"{payload}.{self._sign(payload)}", self.ttl

    def valid(self, value: str | None) -> bool:
        """True for a value this secret signed that has not expired."""
        if not value or len(value) > 200:
            return False
        parts = value.split(".")
        if len(parts) != 4 or parts[0] != "v1" or not parts[1].isdigit():
            return False
        payload = ".".join(parts[:3])
        if not hmac.compare_digest(self._sign(payload).encode(), parts[3].encode()):
            return False
        return int(parts[1]) > self._now()

    def rotate(self) -> None:
        """A new secret: every session cookie issued so far stops working."""
        self._key = _write_secret(self.path).encode()

    def _sign(self, payload: str) -> str:
        digest = hmac.new(self._key, payload.encode(), hashlib.sha256).digest()
        return base64.urlsafe_b64encode(digest).rstrip(b"=").decode()


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
