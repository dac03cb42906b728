"""Property-based fuzzing of the REST API against its own served OpenAPI document.

Schemathesis generates requests from /api/brain/openapi.json (valid data, then invalid
data) and checks every answer: no 5xx, and status codes, content types and bodies that
the document declares. Bounded to a few hundred requests (~1 minute on 2 cores).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

schemathesis = pytest.importorskip("schemathesis")
from hypothesis import HealthCheck, assume, given, settings  # noqa: E402

from tests.web_helpers import Web, running_web  # noqa: E402

EXAMPLES = 15  # per operation and mode: 13 operations x 2 modes
FRAMING_HEADERS = frozenset({"content-length", "transfer-encoding"})


@pytest.fixture(scope="module")
def web() -> Iterator[Web]:
    with running_web() as w:
        for i in range(5):
            w.add(f"Seed memory {i} about tea and trains", type=("goal", "habit")[i % 2],
                  persons=["Anna"] if i % 2 else None)
        yield w


@pytest.fixture(scope="module")
def operations(web: Web) -> dict:
    schema = schemathesis.openapi.from_url(f"{web.url}/api/brain/openapi.json",
                                           headers={"Authorization": f"Bearer {web.token}"})
    ops = {}
    for result in schema.get_all_operations():
        op = result.ok()
        ops[f"{op.method.upper()} {op.path}"] = op
    return ops


OPERATIONS = [
    "GET /api/brain/status", "GET /api/brain/memory", "POST /api/brain/memory",
    "GET /api/brain/memory/search", "GET /api/brain/memory/{id}", "PUT /api/brain/memory/{id}",
    "DELETE /api/brain/memory/{id}", "GET /api/brain/persons", "GET /api/brain/persons/{id}",
    "GET /api/brain/persons/{id}/memories", "PUT /api/brain/persons/{id}",
    "POST /api/brain/persons/{id}/merge", "GET /api/brain/graph",
]


@pytest.mark.parametrize("mode", ["positive", "negative"])
@pytest.mark.parametrize("name", OPERATIONS)
def test_api_conforms_to_its_openapi_document(web: Web, operations: dict, name: str, mode: str) -> None:
    assert set(operations) == set(OPERATIONS)
    op = operations[name]
    strategy = op.as_strategy(generation_mode=schemathesis.GenerationMode(mode))
    auth = {"Authorization": f"Bearer {web.token}"}

    @given(case=strategy)
    @settings(max_examples=EXAMPLES, deadline=None, derandomize=True, database=None,
              suppress_health_check=list(HealthCheck))
    def run(case) -> None:
        # Generated framing headers ("content-length: schedule:") are the HTTP server's to
        # refuse (a bare 400 before the app; a wrong length would hang the client): not the API's.
        assume(not any(k.lower() in FRAMING_HEADERS for k in (case.headers or {})))
        case.call_and_validate(base_url=web.url, headers=auth)

    run()
    assert web.api.get("/api/brain/status").status_code == 200
