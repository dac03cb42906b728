"""Where things live: home, database, socket, logs.

Stdlib only (the hook client imports it on every message). The home is ``--home``,
else ``$MERCURY_HOME``, else ``~/.mercury``. The socket is ``--socket``, else
``$MERCURY_SOCKET``, else ``$XDG_RUNTIME_DIR/mercury/mercuryd.sock`` on Linux, else
``<home>/run/mercuryd.sock`` (never a shared /tmp directory).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path


def home_dir(explicit: str | os.PathLike[str] | None = None) -> Path:
    if explicit:
        return Path(explicit).expanduser().absolute()
    env = os.environ.get("MERCURY_HOME")
    if env:
        return Path(env).expanduser().absolute()
    return Path.home() / ".mercury"


def socket_path(explicit: str | os.PathLike[str] | None = None, home: Path | None = None) -> Path:
    if explicit:
        return Path(explicit).expanduser().absolute()
    env = os.environ.get("MERCURY_SOCKET")
    if env:
        return Path(env).expanduser().absolute()
    home = home or home_dir()
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    if runtime and sys.platform.startswith("linux") and os.path.isdir(runtime):
        return Path(runtime) / "mercury" / "mercuryd.sock"
    if sys.platform == "darwin":
        import platformdirs

        return Path(platformdirs.user_runtime_dir("mercury")) / "mercuryd.sock"
    return home / "run" / "mercuryd.sock"


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
