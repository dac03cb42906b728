"""Runs the dashboard inside the daemon: Hypercorn's trio worker serving the Starlette app.

Imported lazily by the daemon (never by ``mercuryctl``). A busy port or a refused bind
is logged as an ERROR and the daemon keeps serving memory without the dashboard.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from functools import partial
from typing import TYPE_CHECKING, cast

import trio
from hypercorn.config import Config as HyperConfig
from hypercorn.trio import serve

from mercuryd import logs, wire
from mercuryd.errors import Conflict
from mercuryd.web import auth
from mercuryd.web.app import build_app

if TYPE_CHECKING:
    from hypercorn.typing import ASGIFramework

    from mercuryd.daemon import Daemon

log = logs.get("mercuryd.web")

GRACEFUL_TIMEOUT = 5.0


def _display_host(host: str) -> str:
    if host in {"0.0.0.0", "::", ""}:
        return "127.0.0.1"
    return f"[{host}]" if ":" in host else host


def _unavailable(reason: str) -> Callable[[wire.Params], Awaitable[wire.Result]]:
    async def handler(_params: wire.Params) -> wire.Result:
        raise Conflict(f"the dashboard is not running: {reason}")

    return handler


def _bind_error(exc: BaseException) -> OSError | None:
    """The OSError behind a failed bind, looking inside exception groups."""
    if isinstance(exc, OSError):
        return exc
    if isinstance(exc, BaseExceptionGroup):
        for inner in exc.exceptions:
            found = _bind_error(inner)
            if found is not None:
                return found
    return None


async def start_dashboard(daemon: Daemon, nursery: trio.Nursery) -> str | None:
    """Start serving in ``nursery``; returns the dashboard URL (no token) or None.

    Registers the ``dashboard.link`` RPC handler either way, so ``mercuryctl dashboard``
    says why when there is no dashboard.
    """
    cfg = daemon.config.dashboard
    handlers = daemon.executor.handlers
    if not cfg.enabled:
        daemon.executor.dashboard_error = "disabled in mercury.yaml (dashboard.enabled)"
        handlers["dashboard.link"] = _unavailable("it is disabled in mercury.yaml (dashboard.enabled)")
        handlers["dashboard.logout"] = _unavailable("it is disabled in mercury.yaml (dashboard.enabled)")
        return None
    token = auth.load_token(daemon.home)
    sessions = auth.Sessions(daemon.home, daemon.clock.now)
    codes = auth.LoginCodes(trio.current_time)
    app = build_app(daemon.executor, token=token, sessions=sessions, codes=codes, hosts=frozenset())

    async def logout(_params: wire.DashboardLogoutParams) -> wire.DashboardLogoutResult:
        sessions.rotate()
        log.info("dashboard sessions ended (session secret rotated)")
        return wire.DashboardLogoutResult(logged_out=True)

    handlers["dashboard.logout"] = logout

    hyper = HyperConfig()
    host = cfg.host
    hyper.bind = [f"[{host}]:{cfg.port}" if ":" in host else f"{host}:{cfg.port}"]
    hyper.graceful_timeout = GRACEFUL_TIMEOUT
    hyper.accesslog = None
    hyper.errorlog = logging.getLogger("hypercorn.error")
    try:
        # Starlette's ASGI types and Hypercorn's describe the same protocol separately.
        asgi = cast("ASGIFramework", app)
        urls = await nursery.start(partial(serve, asgi, hyper, shutdown_trigger=daemon.shutdown.wait))
    except (OSError, BaseExceptionGroup) as exc:
        err = _bind_error(exc)
        if err is None:
            raise
        log.error("dashboard could not listen; running without it", host=host, port=cfg.port,
                  error=err.strerror or str(err))
        why = f"cannot listen on {host}:{cfg.port} ({err.strerror or err})"
        daemon.executor.dashboard_error = why
        handlers["dashboard.link"] = _unavailable(why)
        return None
    port = int(urls[0].rsplit(":", 1)[1])
    app.hosts = auth.allowed_hosts(host, port)
    app.origins = frozenset(f"http://{h}" for h in app.hosts)
    base = f"http://{_display_host(host)}:{port}"

    async def link(_params: wire.DashboardLinkParams) -> wire.DashboardLinkResult:
        code, _expires = codes.issue()
        expires_at = datetime.fromtimestamp(daemon.clock.now() + codes.ttl, UTC)
        log.info("dashboard login link issued")
        return wire.DashboardLinkResult(url=f"{base}/login?code={code}", expires_at=expires_at)

    handlers["dashboard.link"] = link
    url = f"{base}/"
    daemon.executor.dashboard_url = url
    log.info("dashboard listening", url=url)
    return url
