"""One error tree with stable codes.

Service code raises these; the RPC server and the web layer each turn them into a wire
error in exactly one place. Handlers never build error dicts themselves.
"""

from __future__ import annotations

from mercuryd import wire


class MercuryError(Exception):
    """Base of every error the daemon reports to a client."""

    code: int = wire.INTERNAL_ERROR
    http_status: int = 500

    def __init__(self, message: str, *, data: object | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.data = data


class InvalidParams(MercuryError):
    """Raised when params do not match the method's schema; the message names the field."""

    code = wire.INVALID_PARAMS
    http_status = 422


class NotFound(MercuryError):
    """Raised when a memory or person id does not exist."""

    code = wire.NOT_FOUND
    http_status = 404


class Disabled(MercuryError):
    """Raised when a call needs the Second Brain and it is off or degraded."""

    code = wire.DISABLED
    http_status = 409


class Paused(MercuryError):
    """Raised by calls that cannot proceed while learning is paused."""

    code = wire.PAUSED
    http_status = 409


class Conflict(MercuryError):
    """Raised when a change conflicts with the current state."""

    code = wire.CONFLICT
    http_status = 409


class ConfirmationRequired(MercuryError):
    """Raised by destructive calls made without ``confirm=true``."""

    code = wire.CONFIRMATION_REQUIRED
    http_status = 409


class StorageError(MercuryError):
    """Raised when the database refuses a write (disk full, read-only, locked)."""

    code = wire.STORAGE_ERROR
    http_status = 503


class DatabaseGone(StorageError):
    """Raised for writes once the database file was removed or replaced under the daemon."""

    code = wire.DATABASE_GONE
    http_status = 503


class ServerBusy(MercuryError):
    """Raised when the daemon cannot take one more connection or request right now."""

    code = wire.SERVER_BUSY
    http_status = 503


class StartupError(Exception):
    """Raised when the daemon cannot start; its message is one sentence for the user."""


# ---------------------------------------------------------------- web dashboard (HTTP only)


class BadRequest(MercuryError):
    """Raised by the web layer for a request it cannot read (bad JSON, wrong content type)."""

    code = wire.INVALID_REQUEST
    http_status = 400


class Unauthorized(MercuryError):
    """Raised when a dashboard request carries no valid token (cookie or bearer)."""

    code = wire.INVALID_REQUEST
    http_status = 401


class Forbidden(MercuryError):
    """Raised for a foreign Host header (DNS rebinding) or a cross-origin write."""

    code = wire.INVALID_REQUEST
    http_status = 403
