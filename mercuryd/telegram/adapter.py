"""The long-poll loop: fetch updates, answer ``/memory`` and its buttons, remember the offset.

One update at a time, in order. The offset (last update id + 1) is saved to a file after
every batch, so a restart neither replays nor loses updates. Failures never end the
loop: a 429 waits the server's ``retry_after``, a network error or a 5xx backs off
exponentially (capped), and an update that cannot be handled is logged and skipped.
Only allow-listed Telegram user ids get the menu; anyone else gets one refusal and
no data.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import msgspec
import trio

from mercuryd import logs
from mercuryd.errors import MercuryError
from mercuryd.telegram import menu
from mercuryd.telegram.api import ApiError, Backoff, BotApi, NetworkError, RetryAfter, TelegramError, Update

log = logs.get("mercuryd.telegram")

POLL_TIMEOUT = 30  # seconds the Bot API holds a getUpdates open
REFUSAL = "Sorry, this is a private Mercury bot."
SEND_ATTEMPTS = 3
MAX_REFUSED = 10_000  # remembered strangers (each is refused once)

Sleep = Callable[[float], Awaitable[None]]


class OffsetFile:
    """The next update id to ask for, kept in a small JSON file (written atomically)."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def load(self) -> int | None:
        try:
            value = json.loads(self.path.read_text(encoding="utf-8")).get("offset")
        except FileNotFoundError:
            return None
        except (OSError, ValueError, AttributeError) as exc:
            log.warning("ignoring unreadable telegram offset file", path=str(self.path),
                        error=exc.__class__.__name__)
            return None
        return value if isinstance(value, int) else None

    def save(self, offset: int) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        tmp = self.path.with_suffix(".tmp")
        tmp.write_text(json.dumps({"offset": offset}), encoding="utf-8")
        os.replace(tmp, self.path)


class Adapter:
    """Telegram front door over the executor.

    Args:
        api: the Bot API client.
        call: ``executor.call``, the entry point every front door uses.
        allowed: Telegram user ids that may use the menu.
        offsets: where the next update id is kept across restarts.
        sleep: how to wait (tests pass a recorder).
        backoff: the policy for network errors.
    """

    def __init__(
        self,
        api: BotApi,
        call: menu.Call,
        allowed: set[int],
        offsets: OffsetFile,
        *,
        sleep: Sleep = trio.sleep,
        backoff: Backoff | None = None,
        poll_timeout: int = POLL_TIMEOUT,
    ) -> None:
        self.api = api
        self.call = call
        self.allowed = allowed
        self.offsets = offsets
        self.sleep = sleep
        self.backoff = backoff or Backoff()
        self.poll_timeout = poll_timeout
        self.offset: int | None = None
        self.refused: set[int] = set()

    # ---------------------------------------------------------------- polling

    async def run(self) -> None:
        """Poll forever (until cancelled)."""
        self.offset = await trio.to_thread.run_sync(self.offsets.load)
        log.info("telegram polling", offset=self.offset, allowed_users=len(self.allowed))
        while True:
            await self.poll_once()

    async def poll_once(self) -> int:
        """One getUpdates round: handle what came back; return how many updates."""
        params: dict[str, Any] = {"timeout": self.poll_timeout,
                                  "allowed_updates": ["message", "callback_query"]}
        if self.offset is not None:
            params["offset"] = self.offset
        try:
            raw = await self.api.call("getUpdates", params, timeout=self.poll_timeout + 15)
        except TelegramError as exc:
            await self._wait_after(exc, "getUpdates")
            return 0
        self.backoff.reset()
        if not isinstance(raw, list):
            raw = []
        for item in raw:
            await self._handle_raw(item)
        if raw and self.offset is not None:
            await trio.to_thread.run_sync(self.offsets.save, self.offset)
        return len(raw)

    async def _wait_after(self, exc: TelegramError, method: str) -> None:
        if isinstance(exc, RetryAfter):
            delay = exc.seconds
            log.warning("telegram rate limited", method=method, retry_after=delay)
        else:
            delay = self.backoff.next_delay()
            log.warning("telegram call failed; backing off", method=method, error=str(exc),
                        delay=delay)
        await self.sleep(delay)

    async def _handle_raw(self, item: object) -> None:
        update_id = item.get("update_id") if isinstance(item, dict) else None
        if not isinstance(update_id, int):
            log.warning("telegram update without an id ignored")
            return
        self.offset = max(self.offset or 0, update_id + 1)
        start = time.perf_counter()
        try:
            update = msgspec.convert(item, Update)
        except msgspec.ValidationError as exc:
            log.warning("telegram update not understood", update_id=update_id, error=str(exc))
            return
        try:
            outcome = await self.handle(update)
        except Exception as exc:  # one bad update must not stop the bot
            log.exception("telegram update failed", update_id=update_id,
                          error=self.api.redact(f"{exc.__class__.__name__}: {exc}"))
            return
        if outcome is not None:
            log.info("telegram update", update_id=update_id, outcome=outcome,
                     duration_ms=round((time.perf_counter() - start) * 1000, 1))

    # ---------------------------------------------------------------- handling

    async def handle(self, update: Update) -> str | None:
        """Answer one update; return what was done (for the log), or None when ignored."""
        if update.callback_query is not None:
            return await self._on_button(update.callback_query)
        msg = update.message
        if msg is None or msg.sender is None or not msg.text:
            return None
        command = msg.text.strip().split(maxsplit=1)[0].split("@", 1)[0].lower() if msg.text.strip() else ""
        if command not in ("/memory", "/start", "/help"):
            return None
        if msg.sender.id not in self.allowed:
            return await self._refuse_message(msg.sender.id, msg.chat.id)
        if command == "/memory":
            await self.send("sendMessage", {"chat_id": msg.chat.id, "text": menu.INTRO,
                                            "reply_markup": {"inline_keyboard": menu.main_keyboard()}})
            return "menu"
        await self.send("sendMessage", {"chat_id": msg.chat.id, "text": menu.HELP})
        return "help"

    async def _refuse_message(self, user_id: int, chat_id: int) -> str:
        if user_id in self.refused:
            return "ignored_stranger"
        if len(self.refused) < MAX_REFUSED:
            self.refused.add(user_id)
        await self.send("sendMessage", {"chat_id": chat_id, "text": REFUSAL})
        log.info("telegram user refused", user_id=user_id)
        return "refused"

    async def _on_button(self, cq: Any) -> str:
        if cq.sender.id not in self.allowed:
            await self.send("answerCallbackQuery", {"callback_query_id": cq.id, "text": REFUSAL})
            log.info("telegram user refused", user_id=cq.sender.id)
            return "refused"
        action = menu.action_of(cq.data)
        if action is None or cq.message is None:
            await self.send("answerCallbackQuery", {"callback_query_id": cq.id})
            return "unknown_button"
        outcome = action
        try:
            text, keyboard = await menu.render(action, self.call)
        except MercuryError as exc:
            text, keyboard = f"⚠️ {exc.message}", menu.main_keyboard()
            outcome = f"{action}:error:{exc.code}"
        await self.send("answerCallbackQuery", {"callback_query_id": cq.id})
        await self.send("editMessageText", {
            "chat_id": cq.message.chat.id, "message_id": cq.message.message_id,
            "text": text, "reply_markup": {"inline_keyboard": keyboard},
        })
        return outcome

    async def send(self, method: str, params: dict[str, Any]) -> bool:
        """Call a method, retrying rate limits and network errors a few times."""
        for attempt in range(SEND_ATTEMPTS):
            try:
                await self.api.call(method, params)
                return True
            except ApiError as exc:
                if "not modified" not in exc.description:
                    log.warning("telegram refused a call", method=method, code=exc.code,
                                error=exc.description)
                return False
            except (RetryAfter, NetworkError) as exc:
                if attempt == SEND_ATTEMPTS - 1:
                    log.warning("telegram call given up", method=method, error=str(exc))
                    return False
                await self._wait_after(exc, method)
        return False
