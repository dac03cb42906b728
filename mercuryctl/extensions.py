"""Subcommands that live in their own modules (menu, hooks, dashboard, MCP, services).

The parsers are declared here, and each command's module is imported only when that
command runs (:func:`lazy`), so the hot commands stay light: a hook process never
loads the menu, the MCP server or msgspec.
"""

from __future__ import annotations

import argparse
import importlib
from collections.abc import Callable
from typing import Any


def seconds(raw: str) -> float:
    """An argparse type: a positive, finite number of seconds (``nan``, ``inf`` and
    ``-1`` are usage errors, not a traceback from the socket)."""
    try:
        value = float(raw)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {raw!r}") from None
    if not 0 < value <= 86400 * 365:
        raise argparse.ArgumentTypeError(f"seconds must be above 0 and at most a year, not {raw!r}")
    return value


def count(raw: str) -> int:
    """An argparse type: a whole number of lines, 0 or more (``-5`` is a usage error,
    not an empty answer that looks like an empty log)."""
    try:
        value = int(raw)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {raw!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"a number of lines is 0 or more, not {raw!r}")
    return value


def finite(raw: str) -> float:
    """An argparse type: a finite number (``nan`` or ``inf`` is a usage error; JSON has neither)."""
    try:
        value = float(raw)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {raw!r}") from None
    if value != value or value in (float("inf"), float("-inf")):
        raise argparse.ArgumentTypeError(f"not a finite number: {raw!r}")
    return value


def lazy(module: str, name: str) -> Callable[..., Any]:
    """A command function that imports ``module`` only when it is called."""

    def run(*args: Any) -> Any:
        return getattr(importlib.import_module(module), name)(*args)

    run.__qualname__ = f"lazy({module}.{name})"
    return run


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser], common: argparse.ArgumentParser) -> None:
    """Add the extension subcommands to the ``mercuryctl`` parser."""
    add_hook(sub, common)
    add_memory(sub, common)
    add_mcp(sub, common)
    add_service(sub, common)
    add_restore(sub, common)
    from mercuryctl import dashboard

    dashboard.add_parser(sub, common)


# ------------------------------------------------------------------ hook


def add_hook(sub: argparse._SubParsersAction[argparse.ArgumentParser], common: argparse.ArgumentParser) -> None:
    p = sub.add_parser("hook", parents=[common], help="agent hooks: recall before, ingest after a message",
                       description="Agent hooks. They print nothing and exit 0 when no daemon answers.",
                       epilog="example: mercuryctl hook pre-message 'what editor do I use?'")
    hooks = p.add_subparsers(dest="hook", metavar="HOOK", required=True)

    h = hooks.add_parser("pre-message", parents=[common], help="print the context block for a message",
                         description="Print the context block recall would inject before this message.",
                         epilog="example: echo 'which language?' | mercuryctl hook pre-message")
    h.add_argument("text", nargs="?", help="the user's message (default: read stdin)")
    h.add_argument("--limit", type=int, help="at most N memories (default 5)")
    h.add_argument("--budget", type=int, help="at most CHARS characters in the block (default 900)")
    h.add_argument("--timeout", type=seconds, default=5.0, help="seconds to wait for the daemon (default 5)")
    h.add_argument("--profile", action="store_true",
                   help="put the profile and active-state summaries first, within the same budget")
    h.set_defaults(local="hook", func=lazy("mercuryctl.hooks", "run_pre_message"))

    h = hooks.add_parser("post-conversation", parents=[common], help="ingest a conversation (JSON)",
                         description='Ingest a conversation: {"messages":[{"role","content","ts"?}], '
                                     '"conversation_id"?, "channel"?}.',
                         epilog="example: mercuryctl hook post-conversation conversation.json")
    h.add_argument("file", nargs="?", default="-", help="a JSON file, or - for stdin")
    h.add_argument("--timeout", type=seconds, default=30.0, help="seconds to wait for the daemon (default 30)")
    h.set_defaults(local="hook", func=lazy("mercuryctl.hooks", "run_post_conversation"))

    h = hooks.add_parser("claude-code", parents=[common], help="Claude Code hook (one event as JSON on stdin)",
                         description="Claude Code hook: SessionStart → the profile and active state; "
                                     "UserPromptSubmit → context for the prompt; "
                                     "Stop/SessionEnd → ingest the new turns of the transcript.",
                         epilog="example: see docs/integrations.md for the .claude/settings.json snippet")
    h.add_argument("--timeout", type=seconds, help="seconds to wait for the daemon")
    h.set_defaults(local="hook", func=lazy("mercuryctl.hooks", "run_claude_code"))


# ------------------------------------------------------------------ memory (the /memory menu)


def add_memory(sub: argparse._SubParsersAction[argparse.ArgumentParser], common: argparse.ArgumentParser) -> None:
    menu = "mercuryctl.menu"
    p = sub.add_parser("memory", parents=[common], help="the /memory menu (arrow keys), or one of its actions",
                       description="Without an action: an arrow-key menu (Overview, Recent, Subconscious, "
                                   "Search, Pause, Resume, Clear). Each action is also a subcommand.",
                       epilog="example: mercuryctl memory recent --json")
    p.set_defaults(func=lazy(menu, "cmd_menu"))
    actions = p.add_subparsers(dest="memory_action", metavar="ACTION")

    def action(name: str, fn: str, help_: str, example: str) -> argparse.ArgumentParser:
        a: argparse.ArgumentParser = actions.add_parser(name, parents=[common], help=help_, description=help_,
                               epilog=f"example: {example}")
        a.set_defaults(func=lazy(menu, fn))
        return a

    action("overview", "cmd_overview", "counts per tier and type, learning state, profile",
           "mercuryctl memory overview")
    a = action("recent", "cmd_recent", "the newest conscious memories", "mercuryctl memory recent --limit 5")
    a.add_argument("--limit", type=int, default=10)
    a = action("subconscious", "cmd_subconscious", "memories in the subconscious tier",
               "mercuryctl memory subconscious")
    a.add_argument("--limit", type=int, default=20)
    a = action("search", "cmd_search", "full-text search over both tiers", "mercuryctl memory search sister")
    a.add_argument("query")
    a.add_argument("--limit", type=int, default=20)
    action("pause", "cmd_pause", "pause learning", "mercuryctl memory pause")
    action("resume", "cmd_resume", "resume learning", "mercuryctl memory resume")
    a = action("clear", "cmd_clear", "delete every memory (asks first)", "mercuryctl memory clear --yes")
    a.add_argument("--yes", action="store_true", help="do not ask")


# ------------------------------------------------------------------ mcp


def add_mcp(sub: argparse._SubParsersAction[argparse.ArgumentParser], common: argparse.ArgumentParser) -> None:
    p = sub.add_parser("mcp", parents=[common], help="run a stdio MCP server backed by the daemon",
                       description="A Model Context Protocol server on stdin/stdout with the tools recall, "
                                   "remember, search, forget and profile (needs the 'mcp' extra).",
                       epilog="example: claude mcp add mercury -- mercuryctl mcp")
    p.set_defaults(local="mcp", func=lazy("mercuryctl.mcp_server", "run"))


# ------------------------------------------------------------------ service


def add_service(sub: argparse._SubParsersAction[argparse.ArgumentParser], common: argparse.ArgumentParser) -> None:
    p = sub.add_parser("service", parents=[common], help="run mercuryd at login (systemd user unit / LaunchAgent)",
                       description="Install, remove or inspect the login service that runs mercuryd.",
                       epilog="example: mercuryctl service install --dry-run")
    verbs = p.add_subparsers(dest="service_action", metavar="ACTION", required=True)
    for name, help_ in (("install", "write the service file and start it"),
                        ("uninstall", "stop the service and remove its file"),
                        ("status", "show whether the service is installed and running")):
        v = verbs.add_parser(name, parents=[common], help=help_, description=help_,
                             epilog=f"example: mercuryctl service {name}")
        v.add_argument("--dry-run", action="store_true", help="print what would be written and run; change nothing")
        v.set_defaults(local="service", func=lazy("mercuryctl.service", f"cmd_{name}"))


# ------------------------------------------------------------------ restore (docs/replication.md)


def add_restore(sub: argparse._SubParsersAction[argparse.ArgumentParser], common: argparse.ArgumentParser) -> None:
    p = sub.add_parser("restore", parents=[common], help="restore a replica into $MERCURY_HOME (no daemon running)",
                       description="Restore a Litestream replica (file://, s3://, sftp://) into the home's "
                                   "database; checks its integrity and prints what it restored.",
                       epilog="example: mercuryctl restore file:///mnt/nas/mercury --as-of 2027-06-01T12:00:00Z")
    p.add_argument("url", help="the replica URL (the one in replication.url)")
    p.add_argument("--as-of", help="restore the state at this time (RFC 3339 or YYYY-MM-DD)")
    p.add_argument("--force", action="store_true", help="replace an existing database (kept aside)")
    p.set_defaults(local="restore", func=lazy("mercuryctl.restore", "run"))
