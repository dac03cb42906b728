"""mercuryctl: the thin client of mercuryd (CLI, hooks and a Python client).

``from mercuryctl import Client`` loads the typed client (and msgspec) on first use, so
``import mercuryctl`` itself — and every hook that imports it — stays light.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:  # `typing` costs milliseconds on every hook run
    from typing import Any

__all__ = ["Client", "DaemonUnreachable", "MercuryClientError", "RpcError"]

_LAZY = {
    "Client": "mercuryctl.client",
    "RpcError": "mercuryctl.transport",
    "DaemonUnreachable": "mercuryctl.transport",
    "MercuryClientError": "mercuryctl.transport",
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'mercuryctl' has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *__all__])
