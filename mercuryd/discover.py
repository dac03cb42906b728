"""``rpc.discover``: an OpenRPC document generated from the typed params and results."""

from __future__ import annotations

import functools
from typing import Any

import msgspec

from mercuryd import __version__, wire

REF = "#/components/schemas/{name}"


@functools.cache
def openrpc() -> dict[str, Any]:
    types = []
    for m in wire.METHODS.values():
        types.extend([m.params, m.result])
    schemas, components = msgspec.json.schema_components(types, ref_template=REF)
    by_name = dict(zip(types, schemas, strict=True))
    methods = []
    for m in wire.METHODS.values():
        pschema = components[by_name[m.params]["$ref"].rsplit("/", 1)[1]]
        required = set(pschema.get("required", []))
        params = [
            {"name": name, "required": name in required, "schema": schema}
            for name, schema in pschema.get("properties", {}).items()
        ]
        methods.append(
            {
                "name": m.name,
                "summary": m.summary,
                "paramStructure": "by-name",
                "params": params,
                "result": {"name": "result", "schema": by_name[m.result]},
            }
        )
    methods.append(
        {
            "name": "rpc.discover",
            "summary": "This document.",
            "params": [],
            "result": {"name": "OpenRPC", "schema": {"type": "object"}},
        }
    )
    return {
        "openrpc": "1.2.6",
        "info": {"title": "mercuryd", "version": __version__,
                 "x-api-version": wire.API_VERSION},
        "methods": methods,
        "components": {"schemas": components},
    }
