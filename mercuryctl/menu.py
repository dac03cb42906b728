"""``mercuryctl memory``: the /memory menu of the spec, in the terminal.

Without an action it is an arrow-key menu (questionary) that loops until Quit: Overview,
Recent, Subconscious, Search, Pause, Resume and Clear (a confirmation that defaults to
No). Each action is also a plain subcommand for scripts (``mercuryctl memory recent
--json``). Both are thin adapters over the same RPC methods as the rest of the CLI.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from mercuryctl.cli import UsageError, out, print_memories
from mercuryctl.transport import Connection, DaemonUnreachable, RpcError

NOT_BUILT = "(not built yet)"


# ------------------------------------------------------------------ actions (one per menu entry)


def overview_data(conn: Connection) -> dict[str, Any]:
    """``brain.status`` and ``brain.profile`` together (the profile may be unavailable)."""
    status = conn.call("brain.status")
    try:
        profile = conn.call("brain.profile")
    except RpcError as exc:
        profile = {"error": {"code": exc.code, "message": exc.message}}
    return {"status": status, "profile": profile}


def render_overview(data: dict[str, Any]) -> None:
    s = data["status"]
    c = s.get("counts") or {}
    learning = "paused" if s.get("paused") else "on"
    out(f"Second Brain · mode {s.get('mode')} · learning {learning}"
        + (f" ({s['reason']})" if s.get("reason") else ""))
    conscious = c.get("durable", 0) + c.get("active", 0)
    out(f"  Conscious     {conscious:>6}  ({c.get('durable', 0)} durable, {c.get('active', 0)} active)")
    out(f"  Subconscious  {c.get('subconscious', 0):>6}")
    out(f"  Superseded    {c.get('superseded', 0):>6}  (kept as history)")
    out(f"  Persons       {c.get('persons', 0):>6}")
    by_type = s.get("counts_by_type") or {}
    if by_type:
        ranked = sorted(by_type.items(), key=lambda kv: (-kv[1], kv[0]))
        out("  By type       " + " · ".join(f"{t} {n}" for t, n in ranked))
    out(f"  Last consolidation {s.get('last_consolidation_at') or 'never'} · last prune {s.get('last_prune_at') or 'never'}")
    p = data.get("profile") or {}
    if "error" in p:
        out(f"Profile: unavailable ({p['error']['message']})")
        return
    for title, key in (("Profile", "profile"), ("Active state", "active_state")):
        summary = p.get(key) or {}
        text = (summary.get("text") or "").strip()
        when = f"  (built {summary['generated_at']})" if text and summary.get("generated_at") else ""
        out(f"{title}{when}")
        out("  " + (text.replace("\n", "\n  ") if text else NOT_BUILT))


def cmd_overview(conn: Connection, a: argparse.Namespace) -> Any:
    data = overview_data(conn)
    if a.json:
        return data
    render_overview(data)
    return None


def cmd_recent(conn: Connection, a: argparse.Namespace) -> Any:
    r = conn.call("memory.list", {"scope": "conscious", "limit": getattr(a, "limit", 10)})
    if a.json:
        return r
    print_memories(r["items"], "No memories yet.")
    return None


def cmd_subconscious(conn: Connection, a: argparse.Namespace) -> Any:
    r = conn.call("memory.list", {"scope": "subconscious", "limit": getattr(a, "limit", 20)})
    if a.json:
        return r
    print_memories(r["items"], "💤 The subconscious is empty.")
    return None


def cmd_search(conn: Connection, a: argparse.Namespace) -> Any:
    r = conn.call("memory.search", {"q": a.query, "limit": getattr(a, "limit", 20)})
    if a.json:
        return r
    print_memories(r["items"], "No memory matches.")
    return None


def cmd_pause(conn: Connection, a: argparse.Namespace) -> Any:
    r = conn.call("brain.pause")
    if a.json:
        return r
    out("⏸ Learning paused: conversations are no longer mined for facts; recall goes on.")
    return None


def cmd_resume(conn: Connection, a: argparse.Namespace) -> Any:
    r = conn.call("brain.resume")
    if a.json:
        return r
    out("▶ Learning resumed.")
    return None


def cmd_clear(conn: Connection, a: argparse.Namespace) -> Any:
    if not a.yes:
        if not sys.stdin.isatty():
            raise UsageError("clear deletes every memory: pass --yes to confirm")
        if not confirm_clear():
            out("Nothing deleted.")
            return {"deleted": 0} if a.json else None
    r = conn.call("brain.clear", {"confirm": True})
    if a.json:
        return r
    out(f"🗑 Deleted {r['deleted']} memories.")
    return None


def confirm_clear() -> bool:
    questionary = _questionary()
    answer = questionary.confirm("Delete every memory and person for good?", default=False).ask()
    return bool(answer)


# ------------------------------------------------------------------ the menu

CHOICES = [
    ("📋 Overview", "overview"),
    ("🔍 Recent", "recent"),
    ("💤 Subconscious", "subconscious"),
    ("🔎 Search", "search"),
    ("⏸ Pause learning", "pause"),
    ("▶ Resume learning", "resume"),
    ("🗑 Clear all", "clear"),
    ("Quit", "quit"),
]


def _questionary() -> Any:
    try:
        import questionary
    except ImportError:
        raise UsageError(
            "the arrow-key menu needs questionary: pip install --force-reinstall questionary "
            "(or use an action: mercuryctl memory overview|recent|subconscious|search|pause|resume|clear)"
        ) from None
    return questionary


def cmd_menu(conn: Connection, a: argparse.Namespace) -> Any:
    """Loop over the menu until Quit (or Ctrl-C / Esc)."""
    if not (sys.stdin.isatty() and sys.stdout.isatty()):
        raise UsageError("the menu needs a terminal; use an action instead, e.g. `mercuryctl memory overview`")
    questionary = _questionary()
    plain = argparse.Namespace(json=False, yes=False, limit=None)
    choices = [questionary.Choice(title, value=value) for title, value in CHOICES]
    while True:
        conn.close()  # a fresh connection per action: the daemon drops idle ones
        try:
            paused = bool(conn.call("brain.status").get("paused"))
        except RpcError:
            paused = False
        state = "paused" if paused else "learning"
        choice = questionary.select(f"Second Brain ({state}) — choose with ↑/↓ and Enter",
                                    choices=choices, default=choices[0]).ask()
        if choice in (None, "quit"):
            return None
        try:
            run_choice(choice, conn, plain, questionary)
        except RpcError as exc:
            out(f"mercuryctl: {exc.message} (code {exc.code})")
        except DaemonUnreachable:
            raise
        out("")


def run_choice(choice: str, conn: Connection, a: argparse.Namespace, questionary: Any) -> None:
    if choice == "overview":
        cmd_overview(conn, a)
    elif choice == "recent":
        a.limit = 10
        cmd_recent(conn, a)
    elif choice == "subconscious":
        a.limit = 20
        cmd_subconscious(conn, a)
    elif choice == "search":
        query = questionary.text("Search for:").ask()
        if query and query.strip():
            a.query, a.limit = query.strip(), 20
            cmd_search(conn, a)
    elif choice == "pause":
        cmd_pause(conn, a)
    elif choice == "resume":
        cmd_resume(conn, a)
    elif choice == "clear":
        if confirm_clear():
            r = conn.call("brain.clear", {"confirm": True})
            out(f"🗑 Deleted {r['deleted']} memories.")
        else:
            out("Nothing deleted.")
