"""A small client for OpenAI-compatible chat completions (Ollama, llama.cpp, vLLM, hosted).

It posts to ``<baseUrl>/chat/completions`` and returns the assistant message's text.
Failures come back as one of three exceptions, so the caller can tell a model that is
down (retry later) from a request the server will never accept. The API key is read
from the environment variable *named* by ``llm.apiKeyEnv``; it is never logged.

Structured output: a call may ask for ``response_format: json_schema``. A server that
rejects it (HTTP 400) is asked again without it, and when that works the client
remembers for the rest of the session and stops sending it.
"""

from __future__ import annotations

import functools
import os
import ssl
from collections.abc import Mapping, Sequence
from typing import Any
from urllib.parse import urlsplit

import httpx
import msgspec
import trio

from mercuryd import logs
from mercuryd.config import Llm

log = logs.get("mercuryd.llm")


class LlmError(Exception):
    """Base of the client's failures; ``reason`` is short, safe to log (no text, no key)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class LlmUnavailable(LlmError):
    """Raised when the endpoint is down, slow or overloaded (timeout, refused, 429, 5xx).

    ``retry_after`` holds the server's Retry-After in seconds when it sent one.
    """

    def __init__(self, reason: str, retry_after: float | None = None) -> None:
        super().__init__(reason)
        self.retry_after = retry_after


class LlmRefused(LlmError):
    """Raised when the server refuses the request itself (401, 404 unknown model, 400…)."""


class LlmBadAnswer(LlmError):
    """Raised when the answer is not usable (no message, or content that cannot be parsed)."""


ChatMessage = Mapping[str, str]


class _Msg(msgspec.Struct):
    content: str | None = None


class _Choice(msgspec.Struct):
    message: _Msg


class _Completion(msgspec.Struct):
    choices: list[_Choice]


_RETRYABLE = frozenset({408, 409, 425, 429})
_LOOPBACK = frozenset({"127.0.0.1", "localhost", "::1"})


class ChatClient:
    """Chat completions against one configured endpoint.

    Args:
        settings: the ``llm`` config section.
        environ: where the API key variable is looked up (``os.environ`` by default).
    """

    def __init__(self, settings: Llm, environ: Mapping[str, str] | None = None) -> None:
        self.settings = settings
        self.url = settings.base_url.rstrip("/") + "/chat/completions"
        env = os.environ if environ is None else environ
        self._api_key = (env.get(settings.api_key_env) or "").strip() or None
        # None: not known yet; False: the server rejected response_format this session.
        self.schema_supported: bool | None = None
        # Proxy variables apply to remote endpoints only: a local model is reached directly.
        self._trust_env = urlsplit(self.url).hostname not in _LOOPBACK

    # ------------------------------------------------------------------ request parts

    def _headers(self) -> dict[str, str]:
        headers = {"Content-Type": "application/json", "Accept": "application/json"}
        if self._api_key:
            headers["Authorization"] = f"Bearer {self._api_key}"
        return headers

    def _body(
        self, messages: Sequence[ChatMessage], schema: dict[str, Any] | None, max_tokens: int
    ) -> bytes:
        body: dict[str, Any] = {
            "model": self.settings.model,
            "messages": [dict(m) for m in messages],
            "temperature": 0,
            "max_tokens": max_tokens,
            "stream": False,
        }
        if schema is not None:
            body["response_format"] = {"type": "json_schema", "json_schema": schema}
        return msgspec.json.encode(body)

    def _wants_schema(self, schema: dict[str, Any] | None) -> dict[str, Any] | None:
        return None if schema is None or self.schema_supported is False else schema

    # ------------------------------------------------------------------ async (the daemon)

    async def complete(
        self,
        messages: Sequence[ChatMessage],
        *,
        schema: dict[str, Any] | None = None,
        max_tokens: int = 1024,
    ) -> str:
        """The assistant's reply text.

        Raises:
            LlmUnavailable: timeout (``timeoutSeconds`` for the whole exchange), no
                connection, 429, 5xx.
            LlmRefused: any other non-2xx status.
            LlmBadAnswer: a 2xx answer without a message.
        """
        sent_schema = self._wants_schema(schema)
        resp = await self._post(self._body(messages, sent_schema, max_tokens))
        if resp.status_code == 400 and sent_schema is not None:
            retry = await self._post(self._body(messages, None, max_tokens))
            if retry.is_success:
                self.schema_supported = False
                log.info("llm server rejected response_format; sending plain requests",
                         url=self.url)
            resp = retry
        elif resp.is_success and sent_schema is not None:
            self.schema_supported = True
        return _content(resp)

    async def _post(self, body: bytes) -> httpx.Response:
        timeout = self.settings.timeout_seconds
        try:
            with trio.fail_after(timeout):
                async with httpx.AsyncClient(timeout=timeout, trust_env=self._trust_env, verify=_tls()) as http:
                    resp = await http.post(self.url, content=body, headers=self._headers())
                    await resp.aread()
                    return resp
        except (trio.TooSlowError, httpx.TimeoutException):
            raise LlmUnavailable(f"no answer within {timeout:g} s") from None
        except httpx.TransportError as exc:
            raise LlmUnavailable(f"cannot reach the endpoint ({exc.__class__.__name__})") from None

    # ------------------------------------------------------------------ sync (worker threads)

    def complete_sync(
        self, messages: Sequence[ChatMessage], *, max_tokens: int = 1024
    ) -> str:
        """The same as :meth:`complete` without a schema, for code running in a thread."""
        timeout = self.settings.timeout_seconds
        body = self._body(messages, None, max_tokens)
        try:
            with httpx.Client(timeout=timeout, trust_env=self._trust_env, verify=_tls()) as http:
                resp = http.post(self.url, content=body, headers=self._headers())
        except httpx.TimeoutException:
            raise LlmUnavailable(f"no answer within {timeout:g} s") from None
        except httpx.TransportError as exc:
            raise LlmUnavailable(f"cannot reach the endpoint ({exc.__class__.__name__})") from None
        return _content(resp)


@functools.cache
def _tls() -> ssl.SSLContext:
    """One TLS context for every request: a client made with httpx's defaults loads the
    CA bundle again (~15-20 ms of CPU, on the event loop for each extraction)."""
    return httpx.create_ssl_context() if hasattr(httpx, "create_ssl_context") else ssl.create_default_context()


def _content(resp: httpx.Response) -> str:
    """The first choice's message text, or the failure the status means."""
    code = resp.status_code
    if code in _RETRYABLE or code >= 500:
        raise LlmUnavailable(f"HTTP {code}", _retry_after(resp))
    if not resp.is_success:
        raise LlmRefused(f"HTTP {code}")
    try:
        completion = msgspec.json.decode(resp.content, type=_Completion)
    except msgspec.DecodeError:
        raise LlmBadAnswer("the response is not a chat completion") from None
    if not completion.choices or not completion.choices[0].message.content:
        raise LlmBadAnswer("the response holds no message text")
    return completion.choices[0].message.content


def _retry_after(resp: httpx.Response) -> float | None:
    value = resp.headers.get("retry-after", "").strip()
    try:
        seconds = float(value)
    except ValueError:
        return None
    return seconds if 0 <= seconds <= 86400 else None
