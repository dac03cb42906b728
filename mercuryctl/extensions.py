"""Subcommands that live in their own modules (menu, hooks, dashboard, MCP, services).

Each module exposes ``add_parser(sub, common)`` and is imported only when its command
runs, so the hot commands stay light.
"""

from __future__ import annotations

import argparse


def register(sub: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:
    """Add the extension subcommands to the ``mercuryctl`` parser."""
    from mercuryctl import dashboard

    dashboard.add_parser(sub, common)
