"""Telegram: the optional ``/memory`` inline-button menu over the Bot API (long polling).

Off unless ``telegram.enabled`` is true in ``mercury.yaml`` and the environment variable
named by ``telegram.tokenEnv`` (``TELEGRAM_BOT_TOKEN``) holds the bot token. The token is
read from the environment only, never from the file, and never logged.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import TYPE_CHECKING

import trio

from mercuryd import logs

if TYPE_CHECKING:
    from mercuryd.config import Telegram
    from mercuryd.daemon import Daemon

log = logs.get("mercuryd.telegram")

RESTART_DELAY = 5.0


def token_for(cfg: Telegram, environ: Mapping[str, str] | None = None) -> str | None:
    """The bot token when the adapter should run; None (with a warning if enabled) otherwise."""
    if not cfg.enabled:
        return None
    environ = os.environ if environ is None else environ
    token = environ.get(cfg.token_env, "").strip()
    if not token:
        log.warning("telegram is enabled but its token variable is empty; Telegram stays off",
                    token_env=cfg.token_env)
        return None
    if not cfg.allowed_user_ids:
        log.warning("telegram allowedUserIds is empty: every user will be refused")
    return token


async def run(daemon: Daemon, token: str) -> None:
    """Run the adapter until cancelled; an unexpected failure restarts it, never the daemon."""
    import httpx

    from mercuryd.telegram.adapter import Adapter, OffsetFile
    from mercuryd.telegram.api import BotApi

    cfg = daemon.config.telegram
    offsets = OffsetFile(daemon.home / "telegram" / "offset.json")
    while True:
        try:
            async with httpx.AsyncClient(timeout=httpx.Timeout(15.0)) as client:
                api = BotApi(client, cfg.api_base_url, token)
                adapter = Adapter(api, daemon.executor.call, set(cfg.allowed_user_ids), offsets)
                await adapter.run()
        except Exception as exc:
            log.error("telegram adapter crashed; restarting",
                      error=f"{exc.__class__.__name__}: {exc}".replace(token, "<token>"),
                      delay=RESTART_DELAY)
            await trio.sleep(RESTART_DELAY)
