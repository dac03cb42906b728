"""ASGI middleware that lets only the local user's browser (or scripts with the token) in.

Order of checks: the ``Host`` header (DNS rebinding), then the ``Origin`` of writes
(cross-site request forgery), then the token (cookie or bearer). Every response gets
strict security headers, including a Content-Security-Policy that allows only our own
scripts and styles, so even a missed escape could not run injected script.
"""

from __future__ import annotations

from starlette.requests import Request
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from mercuryd.errors import Forbidden, MercuryError, Unauthorized
from mercuryd.web import auth
from mercuryd.web.http import error_response

SECURITY_HEADERS = [
    (b"content-security-policy",
     b"default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
     b"connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"),
    (b"x-content-type-options", b"nosniff"),
    (b"x-frame-options", b"DENY"),
    (b"referrer-policy", b"no-referrer"),
    (b"cache-control", b"no-store"),
]

OPEN_PATHS = ("/static/", "/login", "/logged-out", "/favicon.ico")


class Guard:
    """Checks Host, Origin and the token before the app sees a request.

    Args:
        app: the wrapped ASGI app.
        token: the per-install token (scripts send it as a bearer token).
        sessions: the browser sessions (a signed cookie).
        hosts: the ``Host`` values we answer to (``127.0.0.1:PORT`` and friends).
    """

    def __init__(self, app: ASGIApp, *, token: str, sessions: auth.Sessions, hosts: frozenset[str]) -> None:
        self.app = app
        self.token = token
        self.sessions = sessions
        self.hosts = hosts
        self.origins = frozenset(f"http://{h}" for h in hosts)

    def check(self, request: Request) -> None:
        if request.headers.get("host", "").lower() not in self.hosts:
            raise Forbidden("this dashboard only answers to its own loopback address (Host header refused)")
        if request.method in auth.UNSAFE_METHODS:
            origin = request.headers.get("origin")
            if origin is not None and origin.lower() not in self.origins:
                raise Forbidden("cross-origin write refused")
            if request.headers.get("sec-fetch-site") in {"cross-site", "same-site"}:
                raise Forbidden("cross-site write refused")
        path = request.url.path
        if path.startswith(OPEN_PATHS):
            return
        if self.sessions.valid(request.cookies.get(auth.COOKIE)):
            return
        if not auth.token_matches(auth.bearer(request.headers.get("authorization")), self.token):
            raise Unauthorized(
                "not logged in: run `mercuryctl dashboard` to open a login link "
                "(scripts: send Authorization: Bearer <token from dashboard.token>)"
            )

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def send_secure(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [*message.get("headers", []), *SECURITY_HEADERS]
            await send(message)

        request = Request(scope)
        try:
            self.check(request)
        except MercuryError as exc:
            if request.url.path.startswith("/api/"):
                response = error_response(exc)
            else:
                from mercuryd.web.pages import message_page

                response = message_page(exc.message, exc.http_status)
            await response(scope, receive, send_secure)
            return
        await self.app(scope, receive, send_secure)
