"""Server-rendered pages (Jinja2, autoescaped): Memory, Persons, Goals, Graph.

Each page reads through ``executor.call`` like every other door; writes happen in the
browser through the REST API (static/app.js), so pages stay plain GETs.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import jinja2
import msgspec
from starlette.requests import Request
from starlette.responses import HTMLResponse, Response
from starlette.routing import Route

from mercuryd import wire
from mercuryd.errors import Disabled, MercuryError
from mercuryd.executor import Executor
from mercuryd.web.api import path_id
from mercuryd.web.http import classify

env = jinja2.Environment(
    loader=jinja2.FileSystemLoader(Path(__file__).parent / "templates"),
    autoescape=True,
    undefined=jinja2.StrictUndefined,
    trim_blocks=True,
    lstrip_blocks=True,
)
env.globals.update(types=wire.MEMORY_TYPES, scopes=("durable", "active", "subconscious"))


def _when(value: object) -> str:
    if value is None:
        return "never"
    return value.strftime("%Y-%m-%d %H:%M UTC") if hasattr(value, "strftime") else str(value)


env.filters["when"] = _when


def render(name: str, http_status: int = 200, **ctx: Any) -> HTMLResponse:
    return HTMLResponse(env.get_template(name).render(**ctx), status_code=http_status)


def message_page(message: str, status: int) -> HTMLResponse:
    """A plain page for 401/403/404 and friends (no status header: it may be unauthenticated)."""
    return render("message.html", status, message=message, code=status, status=None, nav=None, error=None)


class Page:
    """What every page needs: the executor, the status header, a way to call safely."""

    def __init__(self, request: Request) -> None:
        self.request = request
        self.executor: Executor = request.app.state.executor
        self.error: str | None = None
        self.error_status = 200

    async def status(self) -> wire.StatusResult:
        return await self.executor.call("brain.status", wire.StatusParams())  # type: ignore[return-value]

    async def call(self, method: str, params: dict[str, Any]) -> Any:
        """Run a read; a bad param or a disabled brain becomes a message on the page."""
        try:
            typed = msgspec.convert(params, wire.METHODS[method].params, strict=False)
            return await self.executor.call(method, typed)
        except Disabled:
            return None  # the status banner already says why
        except (MercuryError, msgspec.ValidationError) as exc:
            self.error_status, _code, self.error = classify(exc)
            return None

    async def render(self, name: str, nav: str, **ctx: Any) -> HTMLResponse:
        status = await self.status()
        return render(name, self.error_status, status=status, nav=nav, error=self.error, **ctx)


def _q(request: Request, *names: str) -> dict[str, str]:
    return {n: request.query_params[n] for n in names if request.query_params.get(n)}


async def memory_page(request: Request) -> Response:
    page = Page(request)
    q = _q(request, "scope", "type", "cursor", "q", "id")
    scope = q.get("scope", "conscious")
    items: list[wire.Memory] = []
    next_cursor = None
    single = None
    if "id" in q:
        single = await page.call("memory.get", {"id": q["id"]})
    elif "q" in q:
        # Search always spans both tiers (the spec); the tier toggle applies to browsing.
        found = await page.call("memory.search", {"q": q["q"], "scope": "all",
                                                   **_q(request, "type"), "limit": 100})
        items = found.items if found else []
    else:
        listed = await page.call("memory.list", {**_q(request, "type", "cursor"), "scope": scope, "limit": 50})
        if listed:
            items, next_cursor = listed.items, listed.next_cursor
    return await page.render("memory.html", "memory", items=items, next_cursor=next_cursor,
                             single=single, scope=scope, type=q.get("type", ""), query=q.get("q", ""),
                             paged="cursor" in q)


async def persons_page(request: Request) -> Response:
    page = Page(request)
    listed = await page.call("persons.list", {**_q(request, "cursor"), "limit": 100})
    return await page.render("persons.html", "persons", persons=listed.items if listed else [],
                             next_cursor=listed.next_cursor if listed else None)


async def person_page(request: Request) -> Response:
    page = Page(request)
    detail = await page.call("persons.get", {"id": path_id(request.path_params["id"])})
    return await page.render("person.html", "persons", detail=detail)


async def goals_page(request: Request) -> Response:
    page = Page(request)
    tab = request.query_params.get("tab", "goal")
    if tab not in ("goal", "project"):
        tab = "goal"
    listed = await page.call("memory.list", {"scope": "all", "type": tab, "limit": 200,
                                             **_q(request, "cursor")})
    return await page.render("goals.html", "goals", tab=tab, items=listed.items if listed else [],
                             next_cursor=listed.next_cursor if listed else None)


async def graph_page(request: Request) -> Response:
    page = Page(request)
    return await page.render("graph.html", "graph",
                             subconscious=request.query_params.get("subconscious") == "1")


def routes() -> list[Route]:
    return [
        Route("/second-brain/memory", memory_page, methods=["GET"]),
        Route("/second-brain/persons", persons_page, methods=["GET"]),
        Route("/second-brain/persons/{id}", person_page, methods=["GET"]),
        Route("/second-brain/goals", goals_page, methods=["GET"]),
        Route("/second-brain/graph", graph_page, methods=["GET"]),
    ]
