"""HTTP plumbing shared by the API and the pages: the one error mapping, JSON responses.

Every error a dashboard request can meet — the daemon's :class:`MercuryError` tree,
msgspec's path-bearing validation errors, Starlette's routing errors — becomes
``{"error": {"code", "message"}}`` with its HTTP status here and nowhere else.
"""

from __future__ import annotations

import re

import msgspec
from starlette.exceptions import HTTPException
from starlette.responses import Response

from mercuryd import logs
from mercuryd.errors import MercuryError
from mercuryd.plain import sentence

log = logs.get("mercuryd.web")

_encoder = msgspec.json.Encoder()

_HTTP_CODES = {400: "bad_request", 401: "unauthorized", 403: "forbidden", 404: "not_found",
               405: "method_not_allowed", 409: "conflict", 413: "too_large", 422: "invalid_params"}


def slug(exc: MercuryError) -> str:
    """``NotFound`` -> ``not_found``: the stable string code of an error class."""
    return re.sub(r"(?<!^)(?=[A-Z])", "_", type(exc).__name__).lower()


def classify(exc: BaseException) -> tuple[int, str, str]:
    """(HTTP status, error code, message) for any exception a request raised.

    Messages are plain sentences (:func:`mercuryd.plain.sentence`): the field named as
    the API names it, no JSON path syntax; a person reads them on the dashboard.
    """
    if isinstance(exc, MercuryError):
        return exc.http_status, slug(exc), sentence(exc.message)
    if isinstance(exc, msgspec.ValidationError):
        return 422, "invalid_params", sentence(str(exc))
    if isinstance(exc, HTTPException):
        code = _HTTP_CODES.get(exc.status_code, "error")
        message = exc.detail if exc.status_code != 404 else "no such route"
        return exc.status_code, code, str(message)
    log.error("internal error in the dashboard", exc_info=exc)
    return 500, "internal_error", "internal error: see the daemon log"


def json_response(value: object, status: int = 200) -> Response:
    return Response(_encoder.encode(value), status_code=status, media_type="application/json")


def error_response(exc: BaseException) -> Response:
    status, code, message = classify(exc)
    return json_response({"error": {"code": code, "message": message}}, status)
