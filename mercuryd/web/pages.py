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
from mercuryd.errors import Disabled, MercuryError, NotFound
from mercuryd.executor import Executor
from mercuryd.provenance import describe
from mercuryd.web.api import path_id
from mercuryd.web.http import classify

env = jinja2.Environment(
    loader=jinja2.FileSystemLoader(Path(__file__).parent / "templates"),
    autoescape=True,
    undefined=jinja2.StrictUndefined,
    trim_blocks=True,
    lstrip_blocks=True,
)
# What a summary of each type looks like: the add forms' placeholders.
EXAMPLES = {
    "identity": "e.g. Works as a nurse in Leeds",
    "preference": "e.g. Prefers dark mode in every editor",
    "goal": "e.g. Run a half marathon before October",
    "project": "e.g. Building a budgeting app called Pennywise",
    "habit": "e.g. Swims every Tuesday before work",
    "decision": "e.g. Decided to move the app's backend to SQLite",
    "constraint": "e.g. Allergic to peanuts",
    "relationship": "e.g. Anna is the user's sister and lives in Oslo",
    "episode": "e.g. Went hiking in the Alps with Anna last July",
    "reflection": "e.g. Often talks about running",
}
env.globals.update(types=wire.MEMORY_TYPES, scopes=("durable", "active", "subconscious"), examples=EXAMPLES)


def _when(value: object) -> str:
    if value is None:
        return "never"
    return value.strftime("%Y-%m-%d %H:%M UTC") if hasattr(value, "strftime") else str(value)


def _day(value: object) -> str:
    if value is None:
        return "never"
    return value.strftime("%Y-%m-%d") if hasattr(value, "strftime") else str(value)


def _plural(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def _provenance(memory: wire.Memory) -> str:
    return describe(msgspec.to_builtins(memory))


env.filters.update(when=_when, day=_day, plural=_plural, provenance=_provenance)


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

    async def call(self, method: str, params: dict[str, Any], *, missing_ok: bool = False) -> Any:
        """Run a read; a bad param or a disabled brain becomes a message on the page.

        With ``missing_ok`` a NotFound is the caller's to tell (None, status 404).
        """
        try:
            typed: wire.Params = msgspec.convert(params, wire.METHODS[method].params, strict=False)
            return await self.executor.call(method, typed)
        except Disabled:
            return None  # the status banner already says why
        except NotFound:
            if not missing_ok:
                raise
            self.error_status = 404
            return None
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
    missing: dict[str, str] | None = None
    if "id" in q:
        raw = q["id"].strip()
        if raw.isascii() and raw.isdigit() and 0 < int(raw) < 2**63:
            single = await page.call("memory.get", {"id": int(raw)}, missing_ok=True)
            if single is None and page.error_status == 404:
                missing = {"title": f"Memory #{int(raw)} not found",
                           "text": "It may have been deleted for good, or the link came from another Mercury."}
        else:
            page.error_status = 404
            missing = {"title": "No such memory",
                       "text": f"“{raw[:40]}” is not a memory id: ids are whole numbers, as in #12."}
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
                             single=single, missing=missing, scope=scope, type=q.get("type", ""),
                             query=q.get("q", ""), paged="cursor" in q)


async def persons_page(request: Request) -> Response:
    page = Page(request)
    listed = await page.call("persons.list", {**_q(request, "cursor"), "limit": 100})
    return await page.render("persons.html", "persons", persons=listed.items if listed else [],
                             next_cursor=listed.next_cursor if listed else None)


async def person_page(request: Request) -> Response:
    """A person, every memory that names them (``persons.memories``), and the forms to
    rename, relate and merge them or add a fact about them."""
    page = Page(request)
    pid = path_id(request.path_params["id"])
    detail = await page.call("persons.get", {"id": pid})
    memories: list[wire.Memory] = []
    others: list[wire.Person] = []
    if detail is not None:
        found = await page.call("persons.memories", {"id": pid})
        memories = found.items if found else []
        listed = await page.call("persons.list", {"limit": 500})
        others = sorted((o for o in (listed.items if listed else []) if o.id != pid), key=lambda o: o.name.casefold())
    return await page.render(
        "person.html", "persons", detail=detail, others=others,
        facts=[m for m in memories if m.type == "relationship"],
        related=[m for m in memories if m.type != "relationship"],
    )


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
