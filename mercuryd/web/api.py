"""The REST surface of the spec: each route translates HTTP into one ``executor.call``.

No behaviour lives here: a route reads its params from the path, the query string or the
JSON body, hands them to the same service call the RPC method uses, and encodes the
result Struct. The route table below also drives the OpenAPI document (openapi.py).
"""

from __future__ import annotations

from typing import Any, Literal, NamedTuple

import msgspec
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from mercuryd import wire
from mercuryd.errors import BadRequest, InvalidParams
from mercuryd.executor import Executor
from mercuryd.web.http import json_response

MAX_BODY = 1 << 20  # 1 MiB, as on the socket
MAX_DRAIN = 16 << 20  # beyond this a too-large body is refused without reading it

Source = Literal["none", "query", "body"]


class ApiRoute(NamedTuple):
    """One REST route: HTTP method and path, the RPC method behind it, where params come from."""

    verb: str
    path: str
    rpc: str
    source: Source
    summary: str
    status: int = 200


ROUTES: list[ApiRoute] = [
    ApiRoute("GET", "/api/brain/status", "brain.status", "none", "Mode, counts and timers of the brain."),
    ApiRoute("GET", "/api/brain/memory", "memory.list", "query",
             "Browse memories by tier and type (keyset-paginated with `cursor`)."),
    ApiRoute("POST", "/api/brain/memory", "memory.add", "body", "Add a memory by hand.", 201),
    ApiRoute("GET", "/api/brain/memory/search", "memory.search", "query",
             "Full-text search; conscious and subconscious merged, nothing marked referenced."),
    ApiRoute("GET", "/api/brain/memory/{id}", "memory.get", "none", "One memory and its superseded history."),
    ApiRoute("PUT", "/api/brain/memory/{id}", "memory.update", "body",
             "Edit summary, type, importance, confidence or scope."),
    ApiRoute("DELETE", "/api/brain/memory/{id}", "memory.dismiss", "query",
             "Dismiss: conscious -> subconscious; subconscious (or hard=true) -> deleted."),
    ApiRoute("GET", "/api/brain/persons", "persons.list", "query", "People the brain knows."),
    ApiRoute("GET", "/api/brain/persons/{id}", "persons.get", "none",
             "A person with facts, related memories and links to other persons."),
    ApiRoute("GET", "/api/brain/persons/{id}/memories", "persons.memories", "none",
             "Memories that mention a person."),
    ApiRoute("PUT", "/api/brain/persons/{id}", "persons.update", "body",
             "Rename a person (the old name stays as an alias), replace their aliases, "
             "set or clear (null) their relation."),
    ApiRoute("POST", "/api/brain/persons/{id}/merge", "persons.merge", "body",
             "Fold person `other` into this one: its memories, links and names follow."),
    ApiRoute("GET", "/api/brain/graph", "graph.get", "query",
             "You at the centre, persons, goals and memories, and how they relate."),
]


def path_id(raw: str) -> int:
    """The ``{id}`` of a path as an int; anything but a plain decimal number is a 422."""
    if not (raw.isascii() and raw.isdigit()) or len(raw) > 20:
        raise InvalidParams("id must be a positive integer - at `$.id`")
    return int(raw)


def query_params(request: Request) -> dict[str, Any]:
    return dict(request.query_params)


async def json_body(request: Request) -> dict[str, Any]:
    """The request's JSON object; 400 for a wrong content type, bad JSON or a huge body."""
    ctype = request.headers.get("content-type", "").split(";", 1)[0].strip().lower()
    if ctype != "application/json":
        raise BadRequest("the body must be JSON: send Content-Type: application/json")
    declared = request.headers.get("content-length", "")
    too_large = BadRequest(f"the body is larger than {MAX_BODY} bytes")
    if declared.isdigit() and int(declared) > MAX_DRAIN:
        raise too_large
    body = bytearray()
    seen = 0
    async for chunk in request.stream():
        seen += len(chunk)
        if seen > MAX_DRAIN:
            raise too_large
        if seen <= MAX_BODY:
            body += chunk
    # A too-large body is read to its end (within MAX_DRAIN) so the connection stays usable.
    if seen > MAX_BODY:
        raise too_large
    try:
        value = msgspec.json.decode(bytes(body))
    except msgspec.ValidationError:  # valid JSON, but a number beyond a 64-bit float
        from mercuryd.rpc import bad_number_path, lenient_json

        path = bad_number_path(lenient_json(bytes(body))) or "$"
        raise InvalidParams(f"a number is out of range (beyond a 64-bit float) - at `{path}`") from None
    except msgspec.DecodeError:
        from mercuryd.rpc import bad_text_path, lenient_json

        parsed = lenient_json(bytes(body))
        bad = bad_text_path(parsed) if parsed is not None else None
        if bad is not None:
            raise InvalidParams(f"text is not valid UTF-8 (a lone surrogate or an invalid byte) - at `{bad}`") from None
        raise BadRequest("the body is not valid JSON") from None
    except RecursionError:
        raise BadRequest("the body is nested too deeply") from None
    if not isinstance(value, dict):
        raise InvalidParams("the body must be a JSON object - at `$`")
    if "id" in value:
        raise InvalidParams("the id belongs in the URL, not the body - at `$.id`")
    whole: dict[str, Any] = _whole_numbers(value)
    return whole


def _whole_numbers(value: Any) -> Any:
    """``5.0`` as ``5``: JSON (and JSON Schema) has one number type, so a whole number
    written with a fraction is still an integer. Float fields take ints unchanged."""
    if isinstance(value, float) and value.is_integer() and abs(value) < 2**63:
        return int(value)
    if isinstance(value, dict):
        return {k: _whole_numbers(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_whole_numbers(v) for v in value]
    return value


def _nullable(params: type) -> frozenset[str]:
    """Fields of a params Struct that take null (a query string has no null to send)."""
    info = msgspec.inspect.type_info(params)
    assert isinstance(info, msgspec.inspect.StructType)
    out = set()
    for f in info.fields:
        t = f.type.type if isinstance(f.type, msgspec.inspect.Metadata) else f.type
        if isinstance(t, msgspec.inspect.UnionType) and t.includes_none:
            out.add(f.name)
    return frozenset(out)


def endpoint(route: ApiRoute) -> Any:
    spec = wire.METHODS[route.rpc]
    nullable = _nullable(spec.params)

    async def handle(request: Request) -> Response:
        executor: Executor = request.app.state.executor
        params: dict[str, Any] = {}
        strict = True
        if route.source == "query":
            params = query_params(request)
            strict = False  # query values are strings: "50" -> 50, "true" -> True
            for name, value in params.items():
                if name in nullable and value == "null":  # lax conversion would read it as null
                    raise InvalidParams(f"{name} cannot be null in a query string; leave it out - at `$.{name}`")
        elif route.source == "body":
            params = await json_body(request)
        if "id" in request.path_params:
            params["id"] = path_id(request.path_params["id"])
        typed: wire.Params = msgspec.convert(params, spec.params, strict=strict)
        result = await executor.call(route.rpc, typed)
        return json_response(result, route.status)

    handle.__name__ = route.rpc.replace(".", "_")
    return handle


def routes() -> list[Route]:
    """Starlette routes for the table (several verbs on one path share one Route each)."""
    return [Route(r.path, endpoint(r), methods=[r.verb]) for r in ROUTES]


async def openapi_json(request: Request) -> Response:
    from mercuryd.web.openapi import openapi

    return json_response(openapi())
