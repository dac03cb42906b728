"""Can the Second Brain run here? apsw must import and its SQLite must have FTS5.

Checked once at start-up, before any database is opened, so a broken install falls
back to basic mode with a clear reason instead of crashing the daemon.
"""

from __future__ import annotations


def problem() -> str | None:
    """One phrase naming what is missing, or None when SQLite is usable."""
    try:
        import apsw
    except Exception as exc:  # ImportError, or a broken native module raising anything
        return f"apsw cannot be imported ({exc.__class__.__name__}: {exc})"
    return fts5_problem(apsw)


def fts5_problem(apsw_module: object) -> str | None:
    """Probe FTS5 on an in-memory database of the given apsw module."""
    try:
        conn = apsw_module.Connection(":memory:")  # type: ignore[attr-defined]
        try:
            conn.execute("CREATE VIRTUAL TABLE probe USING fts5(x)")
        finally:
            conn.close()
    except Exception as exc:
        version = getattr(apsw_module, "sqlite_lib_version", lambda: "?")()
        return f"the SQLite {version} bundled with apsw has no FTS5 ({exc})"
    return None
