"""``mercuryctl dashboard``: open the web dashboard through a one-time login link.

The daemon mints the link (``dashboard.link``); it works once and expires within
minutes, and turns into an HttpOnly cookie in the browser. ``--print`` prints it
instead, for scripts and machines without a browser.
"""

from __future__ import annotations

import argparse
from typing import Any

from mercuryctl.transport import Connection


def cmd_dashboard(conn: Connection, a: argparse.Namespace) -> Any:
    if a.logout:
        r = conn.call("dashboard.logout")
        if a.json:
            return r
        print("Logged out: every dashboard session has ended (`mercuryctl dashboard` logs in again).")
        return None
    r = conn.call("dashboard.link")
    if a.json:
        return r
    if a.print:
        print(r["url"])
        return None
    import webbrowser

    if webbrowser.open(r["url"]):
        print("Opened the dashboard in your browser (the login link works once).")
    else:
        print(f"No browser found; open this link (it works once, for a few minutes):\n{r['url']}")
    return None


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser], common: argparse.ArgumentParser) -> None:
    help_ = "open the web dashboard in the browser (one-time login link)"
    p = sub.add_parser("dashboard", parents=[common], help=help_, description=help_,
                       epilog="example: mercuryctl dashboard --print")
    p.add_argument("--print", action="store_true", help="print the login link instead of opening it")
    p.add_argument("--logout", action="store_true", help="end every browser session (rotates the session secret)")
    p.set_defaults(func=cmd_dashboard)
