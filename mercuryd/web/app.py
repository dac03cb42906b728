"""The Starlette application: API routes, pages, static files, the login link."""

from __future__ import annotations

from pathlib import Path

import msgspec
from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import RedirectResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from mercuryd.errors import MercuryError
from mercuryd.executor import Executor
from mercuryd.web import api, auth, pages
from mercuryd.web.guard import Guard
from mercuryd.web.http import error_response

STATIC = Path(__file__).parent / "static"


async def login(request: Request) -> Response:
    """Redeem a one-time code: set the HttpOnly, SameSite=Strict cookie and go to the pages."""
    codes: auth.LoginCodes = request.app.state.codes
    if not codes.redeem(request.query_params.get("code", "")):
        return pages.message_page(
            "This login link is invalid, used or expired. Run `mercuryctl dashboard` for a new one.", 401
        )
    sessions: auth.Sessions = request.app.state.sessions
    value, max_age = sessions.issue()
    response = RedirectResponse("/second-brain/memory", status_code=303)
    response.set_cookie(auth.COOKIE, value, httponly=True, samesite="strict", path="/", max_age=max_age)
    return response


async def logout(request: Request) -> Response:
    """End every browser session (the session secret is rotated) and drop the cookie."""
    sessions: auth.Sessions = request.app.state.sessions
    sessions.rotate()
    response = RedirectResponse("/logged-out", status_code=303)
    response.delete_cookie(auth.COOKIE, path="/", httponly=True, samesite="strict")
    return response


async def logged_out(request: Request) -> Response:
    return pages.message_page("You are logged out. Run `mercuryctl dashboard` to log in again.", 200)


async def root(request: Request) -> Response:
    return RedirectResponse("/second-brain/memory", status_code=303)


async def on_error(request: Request, exc: Exception) -> Response:
    if request.url.path.startswith("/api/"):
        return error_response(exc)
    from mercuryd.web.http import classify

    status, _code, message = classify(exc)
    return pages.message_page(message, status)


def build_app(executor: Executor, *, token: str, sessions: auth.Sessions, codes: auth.LoginCodes,
              hosts: frozenset[str]) -> Guard:
    """The dashboard as an ASGI app, wrapped in the :class:`Guard`."""
    routes = [
        *api.routes(),
        Route("/api/brain/openapi.json", api.openapi_json, methods=["GET"]),
        Route("/", root, methods=["GET"]),
        Route("/login", login, methods=["GET"]),
        Route("/logout", logout, methods=["POST"]),
        Route("/logged-out", logged_out, methods=["GET"]),
        *pages.routes(),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ]
    app = Starlette(
        routes=routes,
        exception_handlers={
            MercuryError: on_error,
            msgspec.ValidationError: on_error,
            HTTPException: on_error,
            Exception: on_error,
        },
    )
    app.state.executor = executor
    app.state.token = token
    app.state.sessions = sessions
    app.state.codes = codes
    return Guard(app, token=token, sessions=sessions, hosts=hosts)
