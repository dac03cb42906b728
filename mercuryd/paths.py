"""Where things live: home, database, socket, logs.

Stdlib only and pathlib-free at import (agent hooks import it before every message:
every millisecond counts there). The home is ``--home``, else ``$MERCURY_HOME``, else
``~/.mercury``. The socket is ``--socket``, else ``$MERCURY_SOCKET``, else
``$XDG_RUNTIME_DIR/mercury/mercuryd.sock`` on Linux, else ``<home>/run/mercuryd.sock``
(never a shared /tmp directory).
"""

from __future__ import annotations

import os
import sys

TYPE_CHECKING = False
if TYPE_CHECKING:
    from pathlib import Path


def home_str(explicit: str | os.PathLike[str] | None = None) -> str:
    raw = os.fspath(explicit) if explicit else os.environ.get("MERCURY_HOME") or "~/.mercury"
    return os.path.abspath(os.path.expanduser(raw))


def socket_str(explicit: str | os.PathLike[str] | None = None, home: str | os.PathLike[str] | None = None) -> str:
    raw = os.fspath(explicit) if explicit else os.environ.get("MERCURY_SOCKET")
    if raw:
        return os.path.abspath(os.path.expanduser(raw))
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    if runtime and sys.platform.startswith("linux") and os.path.isdir(runtime):
        return os.path.join(runtime, "mercury", "mercuryd.sock")
    if sys.platform == "darwin":
        import platformdirs

        return os.path.join(platformdirs.user_runtime_dir("mercury"), "mercuryd.sock")
    return os.path.join(os.fspath(home) if home else home_str(), "run", "mercuryd.sock")


def home_dir(explicit: str | os.PathLike[str] | None = None) -> Path:
    from pathlib import Path

    return Path(home_str(explicit))


def socket_path(explicit: str | os.PathLike[str] | None = None, home: Path | None = None) -> Path:
    from pathlib import Path

    return Path(socket_str(explicit, home))


def db_path(home: Path) -> Path:
    return home / "memory" / "second-brain" / "second-brain.db"


def jsonl_path(home: Path) -> Path:
    """The basic-mode fact file used when the Second Brain is off."""
    return home / "memory" / "facts.jsonl"


def log_dir(home: Path) -> Path:
    return home / "logs"


def log_path(home: Path) -> Path:
    return log_dir(home) / "mercuryd.log"


def config_path(home: Path) -> Path:
    return home / "mercury.yaml"


def lock_path(home: Path) -> Path:
    return home / "mercuryd.lock"
