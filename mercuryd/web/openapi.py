"""The OpenAPI 3.1 document of the REST routes, generated from the wire Structs.

Schemas come from ``msgspec.json.schema_components`` over the same params and result
types the RPC methods use, so the document cannot drift from what the routes accept.
"""

from __future__ import annotations

import copy
import functools
from typing import Any

import msgspec

from mercuryd import __version__, wire
from mercuryd.web.api import ROUTES

REF = "#/components/schemas/{name}"

ERROR_SCHEMA = {
    "type": "object",
    "required": ["error"],
    "properties": {
        "error": {
            "type": "object",
            "required": ["code", "message"],
            "properties": {"code": {"type": "string"}, "message": {"type": "string"}},
        }
    },
}

ERRORS = {
    "400": "Unreadable request: bad JSON, wrong content type, body too large.",
    "401": "No valid dashboard token (cookie or `Authorization: Bearer`).",
    "403": "Foreign Host header or cross-origin write.",
    "404": "No such memory or person.",
    "409": "The Second Brain is off, or the change conflicts with the current state.",
    "422": "Params do not fit; the message names the field.",
}


def _without_null(schema: dict[str, Any]) -> dict[str, Any]:
    """A query parameter is absent rather than null: drop the ``null`` alternative."""
    alts = schema.get("anyOf")
    if alts:
        rest = [a for a in alts if a.get("type") != "null"]
        if len(rest) == 1:
            out = {k: v for k, v in schema.items() if k != "anyOf"}
            out.update(rest[0])
            return out
        return {**schema, "anyOf": rest}
    return schema


@functools.cache
def openapi() -> dict[str, Any]:
    types: list[type] = []
    for r in ROUTES:
        spec = wire.METHODS[r.rpc]
        types.extend([spec.params, spec.result])
    schemas, components = msgspec.json.schema_components(types, ref_template=REF)
    components = copy.deepcopy(components)
    by_type = dict(zip(types, schemas, strict=True))
    components["Error"] = ERROR_SCHEMA

    paths: dict[str, dict[str, Any]] = {}
    for r in ROUTES:
        spec = wire.METHODS[r.rpc]
        pname = spec.params.__name__
        pschema = components[pname]
        props: dict[str, Any] = pschema.get("properties", {})
        required = set(pschema.get("required", []))
        op: dict[str, Any] = {
            "operationId": r.rpc.replace(".", "_"),
            "summary": r.summary,
            "description": f"Backed by the RPC method `{r.rpc}`.",
            "parameters": [],
            "responses": {
                str(r.status): {
                    "description": "OK",
                    "content": {"application/json": {"schema": by_type[spec.result]}},
                },
                **{
                    code: {"description": text,
                           "content": {"application/json": {"schema": {"$ref": REF.format(name="Error")}}}}
                    for code, text in ERRORS.items()
                },
            },
        }
        if "{id}" in r.path:
            op["parameters"].append({
                "name": "id", "in": "path", "required": True,
                "schema": {"type": "integer", "minimum": 1, "maximum": 2**63 - 1},
            })
        if r.source == "query":
            for name, schema in props.items():
                if name == "id":
                    continue
                op["parameters"].append({
                    "name": name, "in": "query", "required": name in required,
                    "schema": _without_null(schema),
                })
        elif r.source == "body":
            body = copy.deepcopy(pschema)
            body.pop("title", None)
            body["properties"] = {k: v for k, v in props.items() if k != "id"}
            body["required"] = sorted(required - {"id"})
            if not body["required"]:
                body.pop("required")
            body["additionalProperties"] = False
            op["requestBody"] = {"required": True, "content": {"application/json": {"schema": body}}}
        if not op["parameters"]:
            op.pop("parameters")
        paths.setdefault(r.path, {})[r.verb.lower()] = op

    return {
        "openapi": "3.1.0",
        "info": {
            "title": "mercuryd dashboard API",
            "version": __version__,
            "description": "The Second Brain's REST surface; every route calls the same service "
                           "function as its JSON-RPC method. Authenticate with the dashboard "
                           "cookie or `Authorization: Bearer <token>` (the token is in "
                           "`<home>/dashboard.token`).",
            "x-api-version": wire.API_VERSION,
        },
        "servers": [{"url": "/"}],
        "security": [{"bearer": []}, {"cookie": []}],
        "paths": paths,
        "components": {
            "schemas": components,
            "securitySchemes": {
                "bearer": {"type": "http", "scheme": "bearer"},
                "cookie": {"type": "apiKey", "in": "cookie", "name": "mercury_dashboard"},
            },
        },
    }
