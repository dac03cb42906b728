"""A small Bot API client over httpx (which runs under trio), and the backoff policy.

Only the four methods the menu needs. Errors come back as three exception types so the
poll loop can decide: :class:`RetryAfter` (429, honour the server's wait),
:class:`NetworkError` (no usable answer: back off and retry) and :class:`ApiError` (the
server refused the call). The bot token is part of every URL: it never appears in an
exception message or a log line (see :func:`redact`).
"""

from __future__ import annotations

import logging
from typing import Any

import httpx
import msgspec
from msgspec import Struct, field

# httpx logs every request URL at INFO, and the URL holds the token.
logging.getLogger("httpx").setLevel(logging.WARNING)
logging.getLogger("httpcore").setLevel(logging.WARNING)


class TelegramError(Exception):
    """Base of the errors a Bot API call raises."""


class NetworkError(TelegramError):
    """Raised when no usable answer came back (refused, reset, timeout, not JSON, 5xx)."""


class RetryAfter(TelegramError):
    """Raised on 429 Too Many Requests; ``seconds`` is the server's ``retry_after``."""

    def __init__(self, seconds: float) -> None:
        super().__init__(f"rate limited: retry after {seconds:g} s")
        self.seconds = seconds


class ApiError(TelegramError):
    """Raised when the Bot API answers ``ok: false`` (bad request, forbidden, ...)."""

    def __init__(self, code: int, description: str) -> None:
        super().__init__(f"{code}: {description}")
        self.code = code
        self.description = description


class Backoff:
    """Exponential backoff with a cap: ``base · 2ⁿ`` seconds after n+1 failures in a row."""

    def __init__(self, base: float = 1.0, cap: float = 60.0) -> None:
        self.base = base
        self.cap = cap
        self.failures = 0

    def next_delay(self) -> float:
        delay = min(self.cap, self.base * float(1 << min(self.failures, 30)))
        self.failures += 1
        return delay

    def reset(self) -> None:
        self.failures = 0


# ---------------------------------------------------------------- the Update shapes we read


class User(Struct, kw_only=True):
    id: int


class Chat(Struct, kw_only=True):
    id: int


class Message(Struct, kw_only=True):
    message_id: int
    chat: Chat
    sender: User | None = field(name="from", default=None)
    text: str | None = None


class CallbackQuery(Struct, kw_only=True):
    id: str
    sender: User = field(name="from")
    message: Message | None = None
    data: str | None = None


class Update(Struct, kw_only=True):
    update_id: int
    message: Message | None = None
    callback_query: CallbackQuery | None = None


class _Envelope(Struct, kw_only=True):
    ok: bool
    result: Any = None
    error_code: int | None = None
    description: str | None = None
    parameters: dict[str, Any] = field(default_factory=dict)


_decoder = msgspec.json.Decoder(_Envelope)


class BotApi:
    """Calls ``<base_url>/bot<token>/<method>`` with a JSON body.

    Args:
        client: an ``httpx.AsyncClient`` (the caller owns and closes it).
        base_url: the Bot API root, e.g. ``https://api.telegram.org``.
        token: the bot token (kept out of every message this class produces).
    """

    def __init__(self, client: httpx.AsyncClient, base_url: str, token: str) -> None:
        self.client = client
        self.base_url = base_url.rstrip("/")
        self._token = token

    def redact(self, text: str) -> str:
        return text.replace(self._token, "<token>") if self._token else text

    async def call(self, method: str, params: dict[str, Any], *, timeout: float | None = None) -> Any:  # noqa: ASYNC109
        """POST one method; return its ``result``.

        Raises:
            RetryAfter: 429 with the server's ``retry_after``.
            NetworkError: no answer, a reset, a timeout, a 5xx or a body that is not JSON.
            ApiError: ``ok: false`` for any other reason.
        """
        url = f"{self.base_url}/bot{self._token}/{method}"
        kwargs: dict[str, Any] = {}
        if timeout is not None:
            kwargs["timeout"] = httpx.Timeout(10.0, read=timeout)
        try:
            resp = await self.client.post(url, json=params, **kwargs)
        except httpx.HTTPError as exc:
            raise NetworkError(self.redact(f"{method}: {exc.__class__.__name__}: {exc}")) from None
        try:
            body = _decoder.decode(resp.content)
        except (msgspec.DecodeError, msgspec.ValidationError):
            raise NetworkError(f"{method}: HTTP {resp.status_code} with a body that is not Bot API JSON") from None
        if body.ok:
            return body.result
        retry = body.parameters.get("retry_after")
        if resp.status_code == 429 or body.error_code == 429 or isinstance(retry, int | float):
            seconds = float(retry) if isinstance(retry, int | float) and retry >= 0 else 1.0
            raise RetryAfter(seconds)
        if resp.status_code >= 500:
            raise NetworkError(f"{method}: HTTP {resp.status_code}")
        raise ApiError(body.error_code or resp.status_code, self.redact(body.description or "no description"))
