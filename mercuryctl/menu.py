"""``mercuryctl memory``: the /memory menu of the spec, in the terminal.

Without an action it is an arrow-key menu (questionary) that loops until Quit: Overview,
Recent, Subconscious, Search, Pause or Resume (whichever applies) and Clear (a
confirmation that defaults to No). The cursor stays on the last entry used. Recent,
Subconscious and Search list memories to open one at a time (wrapped to the terminal,
with where it came from) and dismiss or delete it. Each action is also a plain
subcommand for scripts (``mercuryctl memory recent --json``). Both are thin adapters over
the same RPC methods as the rest of the CLI.
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
        out(wrap(text) if text else "  " + NOT_BUILT)


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

ENTRIES = {
    "overview": "📋 Overview",
    "recent": "🔍 Recent",
    "subconscious": "💤 Subconscious",
    "search": "🔎 Search",
    "pause": "⏸ Pause learning",
    "resume": "▶ Resume learning",
    "clear": "🗑 Clear all",
    "quit": "Quit",
}
BACK = "__back__"


def menu_entries(paused: bool) -> list[str]:
    """The menu's entries: Pause while learning, Resume while paused, never both."""
    return ["overview", "recent", "subconscious", "search", "resume" if paused else "pause", "clear", "quit"]


def _questionary() -> Any:
    try:
        import questionary
    except ImportError:
        raise UsageError(
            "the arrow-key menu needs questionary: pip install --force-reinstall questionary "
            "(or use an action: mercuryctl memory overview|recent|subconscious|search|pause|resume|clear)"
        ) from None
    return questionary


def width() -> int:
    import shutil

    return max(40, shutil.get_terminal_size((100, 24)).columns)


def wrap(text: str, indent: str = "  ") -> str:
    """``text`` wrapped to the terminal, every line indented."""
    import textwrap

    return "\n".join(textwrap.fill(para, width() - 1, initial_indent=indent, subsequent_indent=indent)
                     for para in text.splitlines() or [""])


def cmd_menu(conn: Connection, a: argparse.Namespace) -> Any:
    """Loop over the menu until Quit (or Ctrl-C); the cursor stays where it was."""
    if not (sys.stdin.isatty() and sys.stdout.isatty()):
        raise UsageError("the menu needs a terminal; use an action instead, e.g. `mercuryctl memory overview`")
    questionary = _questionary()
    plain = argparse.Namespace(json=False, yes=False, limit=None)
    position = 0
    while True:
        conn.close()  # a fresh connection per action: the daemon drops idle ones
        try:
            paused = bool(conn.call("brain.status").get("paused"))
        except RpcError:
            paused = False
        entries = menu_entries(paused)
        choices = [questionary.Choice(ENTRIES[e], value=e) for e in entries]
        state = "paused" if paused else "learning"
        choice = questionary.select(f"Second Brain ({state}) — choose with ↑/↓ and Enter",
                                    choices=choices, default=choices[min(position, len(choices) - 1)]).ask()
        if choice in (None, "quit"):
            return None
        position = entries.index(choice)
        try:
            run_choice(choice, conn, plain, questionary)
        except RpcError as exc:
            out(f"mercuryctl: {exc.message} (code {exc.code})")
        except DaemonUnreachable:
            raise
        out("")


def run_choice(choice: str, conn: Connection, a: argparse.Namespace, questionary: Any) -> None:
    if choice == "overview":
        render_overview(overview_data(conn))
    elif choice == "recent":
        browse(conn, questionary, "Recent memories",
               lambda: conn.call("memory.list", {"scope": "conscious", "limit": 10})["items"], "No memories yet.")
    elif choice == "subconscious":
        browse(conn, questionary, "Subconscious memories",
               lambda: conn.call("memory.list", {"scope": "subconscious", "limit": 20})["items"],
               "💤 The subconscious is empty.")
    elif choice == "search":
        query = questionary.text("Search for:").ask()
        if query and query.strip():
            words = query.strip()
            browse(conn, questionary, f"Memories matching “{words}”",
                   lambda: conn.call("memory.search", {"q": words, "limit": 20})["items"], "No memory matches.")
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


def _title(m: dict[str, Any]) -> str:
    badge = "💤 subconscious · " if m.get("tier") == "subconscious" else ""  # the word too: no emoji font needed
    line = f"#{m['id']} {badge}{m['summary']}  ({m['type']})"
    room = width() - 6
    return line if len(line) <= room else line[: room - 1] + "…"


def browse(conn: Connection, questionary: Any, title: str, fetch: Any, empty: str) -> None:
    """A list of memories to open one by one (Enter), each shown whole with its actions."""
    position = 0
    while True:
        items = fetch()
        if not items:
            out(empty)
            return
        choices = [questionary.Choice(_title(m), value=m["id"]) for m in items]
        choices.append(questionary.Choice("← Back to the menu", value=BACK))
        picked = questionary.select(f"{title} — Enter opens one", choices=choices,
                                    default=choices[min(position, len(choices) - 1)]).ask()
        if picked in (None, BACK):
            return
        position = next(i for i, c in enumerate(choices) if c.value == picked)
        open_memory(conn, questionary, picked)


def open_memory(conn: Connection, questionary: Any, memory_id: int) -> None:
    """One memory, wrapped, with where it came from; dismiss it or go back."""
    from mercuryd.provenance import describe

    m = conn.call("memory.get", {"id": memory_id})
    sub = m.get("tier") == "subconscious"
    out("")
    out(wrap(m["summary"], "  "))
    out(wrap(f"#{m['id']} · {m['type']} · {m['scope']} · confidence {m['confidence']:.2f} · importance "
             f"{m['importance']:.2f} · reinforced {m['reinforcements']}×", "    "))
    out(wrap(f"source: {describe(m)}", "    "))
    people = ", ".join(p["name"] for p in m.get("persons") or [])
    if people:
        out(wrap(f"people: {people}", "    "))
    dismiss = "🗑 Delete it for good" if sub else "💤 Dismiss it (out of recall, into the subconscious)"
    action = questionary.select("What now?", choices=[
        questionary.Choice("← Back to the list", value=BACK), questionary.Choice(dismiss, value="dismiss"),
    ]).ask()
    if action != "dismiss":
        return
    if sub and not questionary.confirm("Delete this memory for good?", default=False).ask():
        out("Kept.")
        return
    r = conn.call("memory.dismiss", {"id": memory_id, "hard": sub, "only_dismiss": not sub})
    if r["action"] == "deleted":
        out(f"🗑 #{memory_id} deleted for good.")
    else:
        out(f"💤 #{memory_id} dismissed: it is in the subconscious now and no longer recalled.")
