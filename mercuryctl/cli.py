"""``mercuryctl`` (and ``mercury``): every operation of the daemon from the shell.

A thin shell over the RPC methods. Exit codes: 0 success, 1 an error the daemon
reported, 2 bad usage, 3 no daemon reachable. Every subcommand takes ``--json``.
The hot commands (``recall``, ``ingest``, ``hook``) import only the stdlib transport.
"""

from __future__ import annotations

import json
import os
import sys

from mercuryctl.transport import Connection, DaemonUnreachable, RpcError, read_text

TYPE_CHECKING = False
if TYPE_CHECKING:  # annotations only: the hot path must not pay for these imports
    import argparse
    from collections.abc import Callable
    from typing import Any

EXIT_OK, EXIT_ERROR, EXIT_USAGE, EXIT_UNREACHABLE = 0, 1, 2, 3

TYPES = ("identity", "preference", "goal", "project", "habit", "decision", "constraint",
         "relationship", "episode", "reflection")


class UsageError(Exception):
    """Bad usage found after parsing (exit 2)."""


# ------------------------------------------------------------------ output


def out(text: str = "") -> None:
    sys.stdout.write(text + "\n")


def emit_json(value: Any) -> None:
    sys.stdout.write(json.dumps(value, ensure_ascii=False, indent=2) + "\n")


def fmt_memory(m: dict[str, Any]) -> str:
    badge = "💤 " if m.get("tier") == "subconscious" else ""
    flags = []
    if m.get("stale"):
        flags.append("stale")
    if m.get("superseded_by"):
        flags.append(f"superseded by #{m['superseded_by']}")
    if m.get("dismissed"):
        flags.append("dismissed")
    if m.get("takes_effect") and not m.get("superseded_by"):
        flags.append(f"a plan: takes effect {m['takes_effect'][:10]}")
    extra = f"  ({', '.join(flags)})" if flags else ""
    people = ", ".join(p["name"] for p in m.get("persons") or [])
    people = f"  [{people}]" if people else ""
    return (
        f"#{m['id']:<5} {badge}{m['summary']}{people}{extra}\n"
        f"       {m['type']} · {m['scope']} · {m['evidence']} · confidence {m['confidence']:.2f}"
        f" · importance {m['importance']:.2f} · reinforced {m['reinforcements']}×"
    )


def plural(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def print_memories(items: list[dict[str, Any]], empty: str = "No memories.") -> None:
    if not items:
        out(empty)
        return
    for m in items:
        out(fmt_memory(m))


# ------------------------------------------------------------------ commands


def cmd_status(conn: Connection, a: argparse.Namespace) -> Any:
    r = conn.call("brain.status")
    if a.json:
        return r
    c = r["counts"]
    state = "paused" if r["paused"] else "on"
    out(f"mercuryd {r['version']} · mode {r['mode']}" + (f" ({r['reason']})" if r.get("reason") else ""))
    out(f"memories: {c['durable']} durable, {c['active']} active, {c['subconscious']} subconscious"
        f" ({c['superseded']} superseded) · persons: {c['persons']}")
    out(f"learning: {state} · extractor: {r.get('extractor')}"
        + (f" · {r['queued']} conversation(s) queued for extraction" if r.get("queued") else ""))
    out(f"last consolidation: {r.get('last_consolidation_at') or 'never'} · last prune: {r.get('last_prune_at') or 'never'}")
    if r.get("db_path"):
        out(f"database: {r['db_path']}")
    if r.get("dashboard_url"):
        out(f"dashboard: {r['dashboard_url']}  (open it with `mercuryctl dashboard`)")
    else:
        why = r.get("dashboard_error")
        out(f"dashboard: not running ({why})" if why else "dashboard: not running")
    if r.get("replication"):
        for line in replication_lines(r["replication"]):
            out(line)
    return None


REPLICATION_WARN_LAG = 60.0  # seconds


def replication_lines(rep: dict[str, Any]) -> list[str]:
    """``mercuryctl status``'s replication line, and a warning line when it is behind."""
    lag = float(rep.get("lag_seconds") or 0)
    lines = [f"replication: {rep['state']} → {rep.get('url')} · last sync: {rep.get('last_sync_at') or 'never'}"
             f" · lag: {lag:.1f} s"]
    if rep.get("error"):
        lines.append(f"warning: replication: {rep['error']}")
    if lag > REPLICATION_WARN_LAG:
        lines.append(f"warning: the replica is {lag / 60:.1f} minutes behind (docs/replication.md)")
    if rep.get("deletes_pending"):
        lines.append("note: a hard delete is still being scrubbed from the replica")
    return lines


def cmd_recall(conn: Connection, a: argparse.Namespace) -> Any:
    params: dict[str, Any] = {"query": read_text_arg(a.query)}
    if a.limit is not None:
        params["limit"] = a.limit
    if a.budget is not None:
        params["budget_chars"] = a.budget
    if a.subconscious:
        params["subconscious"] = a.subconscious
    if a.profile:
        params["include_profile"] = True
    r = conn.call("brain.recall", params)
    if a.json:
        return r
    if r.get("enabled") is False:
        print(f"note: the Second Brain is off (mode {r.get('mode')}): basic text match over saved facts.",
              file=sys.stderr)
    if r["context"]:
        out(r["context"])
    else:
        out("Nothing relevant remembered.")
    return None


def cmd_ingest(conn: Connection, a: argparse.Namespace) -> Any:
    data = read_json_input(a.file)
    if isinstance(data, list):
        data = {"messages": data}
    if not isinstance(data, dict):
        raise UsageError("a conversation is a JSON object with \"messages\" (or a list of messages)")
    r = conn.call("brain.ingest", data)
    if a.json:
        return r
    if r.get("paused"):
        out("Learning is paused: nothing was stored (`mercuryctl resume` turns it back on).")
        return None
    if r.get("enabled") is False:
        out("The Second Brain is off: nothing was stored (no extraction in basic mode).")
        return None
    if r.get("queued"):
        out("Queued for extraction.")
    for m in r["stored"]:
        out("stored      " + fmt_memory(m))
    for m in r["reinforced"]:
        out("reinforced  " + fmt_memory(m))
    for i in r["superseded"]:
        out(f"superseded  #{i}")
    for i in r.get("forgotten", []):
        out(f"forgotten   #{i}")
    for what in r.get("forget_unmatched", []):
        out(f"Nothing remembered matches \"{what}\": nothing was forgotten for it.")
    if not (r["stored"] or r["reinforced"] or r.get("queued") or r.get("forgotten") or r.get("forget_unmatched")):
        out("No new facts in that conversation.")
    return None


def cmd_add(conn: Connection, a: argparse.Namespace) -> Any:
    params: dict[str, Any] = {"type": a.type, "summary": a.summary, "evidence": a.evidence}
    for key in ("confidence", "importance", "scope"):
        if getattr(a, key) is not None:
            params[key] = getattr(a, key)
    if a.person:
        params["persons"] = a.person
    r = conn.call("memory.add", params)
    if a.json:
        return r
    out(fmt_memory(r))
    return None


def cmd_list(conn: Connection, a: argparse.Namespace) -> Any:
    params: dict[str, Any] = {"scope": a.scope, "limit": a.limit}
    if a.type:
        params["type"] = a.type
    if a.cursor:
        params["cursor"] = a.cursor
    if a.include_superseded:
        params["include_superseded"] = True
    r = conn.call("memory.list", params)
    if a.json:
        return r
    print_memories(r["items"])
    if r.get("next_cursor"):
        out(f"… more: --cursor {r['next_cursor']}")
    return None


def cmd_search(conn: Connection, a: argparse.Namespace) -> Any:
    params: dict[str, Any] = {"q": a.query, "limit": a.limit, "scope": a.scope}
    if a.type:
        params["type"] = a.type
    r = conn.call("memory.search", params)
    if a.json:
        return r
    print_memories(r["items"], "No memory matches.")
    return None


def cmd_get(conn: Connection, a: argparse.Namespace) -> Any:
    r = conn.call("memory.get", {"id": a.id})
    if a.json:
        return r
    from mercuryd.provenance import describe

    out(fmt_memory(r))
    out(f"       source: {describe(r)}")
    out(f"       created {r['created_at']} · updated {r['updated_at']} · last referenced {r['last_referenced_at']}")
    if r.get("reason"):
        out(f"       last moved: {r['reason']}" + (f" (was {r['prior_scope']})" if r.get("prior_scope") else ""))
    if r.get("history"):
        out("history:")
        for h in r["history"]:
            out("  " + fmt_memory(h).replace("\n", "\n  "))
    return None


def cmd_edit(conn: Connection, a: argparse.Namespace) -> Any:
    params: dict[str, Any] = {"id": a.id}
    for key in ("summary", "type", "importance", "confidence", "scope"):
        if getattr(a, key) is not None:
            params[key] = getattr(a, key)
    if len(params) == 1:
        raise UsageError("nothing to change: pass --summary, --type, --importance, --confidence or --scope")
    r = conn.call("memory.update", params)
    if a.json:
        return r
    out(fmt_memory(r))
    return None


def cmd_dismiss(conn: Connection, a: argparse.Namespace) -> Any:
    r = conn.call("memory.dismiss", {"id": a.id, "hard": a.hard})
    if a.json:
        return r
    if r["action"] == "deleted":
        out(f"#{r['id']} deleted for good.")
    else:
        out(f"#{r['id']} moved to the subconscious (dismiss it again, or use --hard, to delete it).")
    return None


def cmd_persons(conn: Connection, a: argparse.Namespace) -> Any:
    changes: dict[str, Any] = {}
    if a.name is not None:
        changes["name"] = a.name
    if a.alias is not None:
        changes["aliases"] = [x for x in a.alias if x.strip()]
    if a.relation is not None:
        changes["relation"] = a.relation
    if (changes or a.merge is not None) and a.id is None:
        raise UsageError("--name, --alias, --relation and --merge need a person id: mercuryctl persons ID …")
    if a.merge is not None or changes:
        r = None
        if a.merge is not None:  # first, so a rename applies to the merged person
            r = conn.call("persons.merge", {"id": a.id, "other": a.merge})
            if not a.json:
                out(f"Merged #{a.merge} into #{a.id}: its memories now name {r['name']}.")
        if changes:
            r = conn.call("persons.update", {"id": a.id, **changes})
        if a.json:
            return r
        assert r is not None
        rel = f" ({r['relation']})" if r.get("relation") else ""
        also = f" · also called {', '.join(r['aliases'])}" if r.get("aliases") else ""
        out(f"#{r['id']} {r['name']}{rel} · {plural(r['memory_count'], 'memory', 'memories')}{also}")
        return None
    if a.id is None:
        r = conn.call("persons.list", {"limit": a.limit})
        if a.json:
            return r
        if not r["items"]:
            out("No persons yet.")
        for p in r["items"]:
            rel = f" ({p['relation']})" if p.get("relation") else ""
            out(f"#{p['id']:<5} {p['name']}{rel} · {plural(p['memory_count'], 'memory', 'memories')}"
                f" · last seen {p['last_seen']}")
        return None
    r = conn.call("persons.get", {"id": a.id})
    if a.json:
        return r
    p = r["person"]
    out(f"{p['name']}" + (f" ({p['relation']})" if p.get("relation") else "") + f" · last seen {p['last_seen']}")
    if r["facts"]:
        out("facts:")
        print_memories(r["facts"])
    if r["related"]:
        out("related memories:")
        print_memories(r["related"])
    if r["links"]:
        out("linked persons:")
        for link in r["links"]:
            out(f"  #{link['person']['id']} {link['person']['name']} ({link.get('relation') or 'related'})")
    return None


def cmd_graph(conn: Connection, a: argparse.Namespace) -> Any:
    r = conn.call("graph.get", {"include_subconscious": a.subconscious})
    if a.json:
        return r
    kinds: dict[str, int] = {}
    for n in r["nodes"]:
        kinds[n["kind"]] = kinds.get(n["kind"], 0) + 1
    out(f"{len(r['nodes'])} nodes ({', '.join(f'{v} {k}' for k, v in sorted(kinds.items())) or 'none'}), {len(r['edges'])} edges")
    labels = {n["id"]: n["label"] for n in r["nodes"]}
    for e in r["edges"][:50]:
        out(f"  {labels.get(e['source'], e['source'])[:40]} —{e['kind']}→ {labels.get(e['target'], e['target'])[:40]}")
    return None


def cmd_profile(conn: Connection, a: argparse.Namespace) -> Any:
    r = conn.call("brain.profile")
    if a.json:
        return r
    import shutil
    import textwrap

    width = max(40, min(100, shutil.get_terminal_size((100, 24)).columns))
    for title, key in (("Profile", "profile"), ("Active state", "active_state")):
        summary = r.get(key) or {}
        body = (summary.get("text") or "").strip()
        when = ((f" (built {summary['generated_at']})" if summary.get("generated_at")
                 else " (from the current memories; consolidation has not summarised them yet)")
                if body else "")
        out(f"{title}{when}:")
        if body:
            out(textwrap.fill(body, width, initial_indent="  ", subsequent_indent="  "))
        else:
            out("  (not built yet: no memory to summarise)")
    return None


def cmd_consolidate(conn: Connection, a: argparse.Namespace) -> Any:
    r = conn.call("brain.consolidate")
    if a.json:
        return r
    out("Profile:\n  " + (r["profile"]["text"] or "(empty)"))
    out("Active state:\n  " + (r["active_state"]["text"] or "(empty)"))
    out(f"Reflections: {len(r['reflections'])}")
    for m in r["reflections"]:
        out("  " + m["summary"])
    return None


def cmd_prune(conn: Connection, a: argparse.Namespace) -> Any:
    params: dict[str, Any] = {"dry_run": a.dry_run}
    if a.as_of:
        params["as_of"] = parse_when(a.as_of)
    r = conn.call("brain.prune", params)
    if a.json:
        return r
    verb = "would change" if r.get("dry_run") else "changed"
    out(f"As of {r.get('as_of')}, pruning {verb}:")
    out(f"  stale:              {len(r['stale'])} {ids(r['stale'])}")
    out(f"  to subconscious:    {len(r['to_subconscious'])} {ids(r['to_subconscious'])}")
    out(f"  low confidence:     {len(r.get('low_confidence', []))} {ids(r.get('low_confidence', []))}")
    out(f"  decayed:            {r['decayed']}")
    out(f"  promoted (durable): {len(r['promoted'])} {ids(r['promoted'])}")
    return None


def cmd_pause(conn: Connection, a: argparse.Namespace) -> Any:
    from mercuryctl import menu  # one implementation for `pause` and `memory pause`

    return menu.cmd_pause(conn, a)


def cmd_resume(conn: Connection, a: argparse.Namespace) -> Any:
    from mercuryctl import menu

    return menu.cmd_resume(conn, a)


def cmd_clear(conn: Connection, a: argparse.Namespace) -> Any:
    from mercuryctl import menu  # asks with the menu's confirmation (default No)

    return menu.cmd_clear(conn, a)


def _path_cmd(method: str, verb: str) -> Callable[[Connection, argparse.Namespace], Any]:
    def run(conn: Connection, a: argparse.Namespace) -> Any:
        r = conn.call(method, {"path": os.path.abspath(a.file)})
        if a.json:
            return r
        out(f"{verb} {r['count']} memories: {r['path']}")
        return None

    return run


def ids(values: list[int]) -> str:
    if not values:
        return ""
    shown = ", ".join(f"#{v}" for v in values[:20])
    return f"({shown}{', …' if len(values) > 20 else ''})"


# ------------------------------------------------------------------ input helpers


def read_text_arg(value: str | None) -> str:
    if value is None or value == "-":
        return read_text(None)
    return value


def read_json_input(path: str | None) -> Any:
    try:
        raw = read_text(path)
    except OSError as exc:
        raise UsageError(f"cannot read {path}: {exc.strerror}") from None
    try:
        return json.loads(raw)
    except ValueError as exc:
        raise UsageError(f"the input is not valid JSON ({exc})") from None


def parse_when(value: str) -> str:
    """A date or date-time as RFC 3339 UTC (``2027-06-01`` means midnight UTC)."""
    from datetime import UTC, datetime

    try:
        when = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        raise UsageError(f"--as-of takes a date like 2027-06-01, not {value!r}") from None
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return when.astimezone(UTC).isoformat().replace("+00:00", "Z")


# ------------------------------------------------------------------ parser

COMMANDS: dict[str, Callable[[Connection, argparse.Namespace], Any]] = {}


def build_parser() -> argparse.ArgumentParser:
    import argparse

    from mercuryctl.extensions import finite, seconds

    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--json", action="store_true", help="print the daemon's answer as JSON")
    common.add_argument("--socket", help="daemon socket (default $MERCURY_SOCKET or the runtime dir)")
    common.add_argument("--home", help="data directory (default $MERCURY_HOME or ~/.mercury)")
    waiting = argparse.ArgumentParser(add_help=False)
    waiting.add_argument("--timeout", type=seconds, default=30.0, metavar="SECONDS",
                         help="how long to wait for the daemon's answer (default 30)")

    parser = argparse.ArgumentParser(
        prog="mercuryctl", parents=[common],
        description="Talk to mercuryd, the Mercury Second Brain daemon.",
        epilog="example: mercuryctl recall 'what editor do I use?'",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    def add(name: str, fn: Callable[..., Any], help_: str, example: str) -> argparse.ArgumentParser:
        p = sub.add_parser(name, parents=[common, waiting], help=help_, description=help_,
                           epilog=f"example: {example}")
        p.set_defaults(func=fn)
        COMMANDS[name] = fn
        return p

    add("status", cmd_status, "show the brain's mode, counts and timers", "mercuryctl status")

    p = add("recall", cmd_recall, "print the context block recall would inject for a message",
            "mercuryctl recall 'which language should I use?' --limit 3")
    p.add_argument("query", nargs="?", help="the message (default: read stdin)")
    p.add_argument("--limit", type=int, help="at most N memories (default 5)")
    p.add_argument("--budget", type=int,
                   help="at most CHARS characters in the whole block (default 900; 0: no character budget)")
    p.add_argument("--subconscious", choices=["auto", "never", "always"])
    p.add_argument("--profile", action="store_true", help="prepend the profile summaries")

    p = add("ingest", cmd_ingest, "extract and store facts from a conversation (JSON)",
            "echo '{\"messages\":[{\"role\":\"user\",\"content\":\"I prefer tea\"}]}' | mercuryctl ingest -")
    p.add_argument("file", nargs="?", default="-", help="a JSON file, or - for stdin")

    p = add("add", cmd_add, "add a memory by hand", "mercuryctl add --type preference 'Prefers dark mode'")
    p.add_argument("summary")
    p.add_argument("--type", required=True, choices=TYPES)
    p.add_argument("--evidence", default="manual", choices=["manual", "direct", "inferred", "system"])
    p.add_argument("--confidence", type=finite)
    p.add_argument("--importance", type=finite)
    p.add_argument("--scope", choices=["durable", "active", "subconscious"])
    p.add_argument("--person", action="append", help="a person the memory mentions (repeatable)")

    p = add("list", cmd_list, "browse memories", "mercuryctl list --scope subconscious --type goal")
    p.add_argument("--scope", default="conscious", choices=["conscious", "subconscious", "all"])
    p.add_argument("--type", choices=TYPES)
    p.add_argument("--limit", type=int, default=50)
    p.add_argument("--cursor")
    p.add_argument("--include-superseded", action="store_true")

    p = add("search", cmd_search, "full-text search over both tiers (marks nothing)",
            "mercuryctl search 'sister'")
    p.add_argument("query")
    p.add_argument("--limit", type=int, default=20)
    p.add_argument("--scope", default="all", choices=["conscious", "subconscious", "all"])
    p.add_argument("--type", choices=TYPES)

    p = add("get", cmd_get, "show one memory and its history", "mercuryctl get 12")
    p.add_argument("id", type=int)

    p = add("edit", cmd_edit, "change a memory", "mercuryctl edit 12 --importance 0.9")
    p.add_argument("id", type=int)
    p.add_argument("--summary")
    p.add_argument("--type", choices=TYPES)
    p.add_argument("--importance", type=finite)
    p.add_argument("--confidence", type=finite)
    p.add_argument("--scope", choices=["durable", "active", "subconscious"])

    p = add("dismiss", cmd_dismiss,
            "dismiss a memory (conscious → subconscious; subconscious or --hard → deleted)",
            "mercuryctl dismiss 12 --hard")
    p.add_argument("id", type=int)
    p.add_argument("--hard", action="store_true", help="delete for good")

    p = add("persons", cmd_persons, "list persons, show one, rename, relate or merge them",
            "mercuryctl persons 3 --name 'Anna Berg' --relation sister")
    p.add_argument("id", type=int, nargs="?")
    p.add_argument("--limit", type=int, default=50)
    p.add_argument("--name", help="rename the person (the old name stays as an alias)")
    p.add_argument("--alias", action="append", help="replace the aliases (repeatable; --alias '' clears)")
    p.add_argument("--relation", help="how they relate to you, e.g. sister ('' clears)")
    p.add_argument("--merge", type=int, metavar="OTHER", help="fold person OTHER into this one")

    p = add("graph", cmd_graph, "summarise the memory graph", "mercuryctl graph --json")
    p.add_argument("--subconscious", action="store_true", help="include subconscious memories")

    add("consolidate", cmd_consolidate, "rebuild summaries and reflections now", "mercuryctl consolidate")
    add("profile", cmd_profile, "show the profile and active-state summaries", "mercuryctl profile")

    p = add("prune", cmd_prune, "apply (or preview) the lifecycle rules",
            "mercuryctl prune --dry-run --as-of 2027-06-01")
    p.add_argument("--dry-run", action="store_true", help="change nothing, show what would change")
    p.add_argument("--as-of", help="pretend it is this date (RFC 3339 or YYYY-MM-DD)")

    add("pause", cmd_pause, "pause learning", "mercuryctl pause")
    add("resume", cmd_resume, "resume learning", "mercuryctl resume")
    p = add("clear", cmd_clear, "delete every memory (asks first)", "mercuryctl clear --yes")
    p.add_argument("--yes", action="store_true", help="do not ask")

    p = add("export", _path_cmd("brain.export", "Exported"), "export memories as JSONL",
            "mercuryctl export memories.jsonl")
    p.add_argument("file")
    p = add("import", _path_cmd("brain.import", "Imported"), "import memories from JSONL",
            "mercuryctl import memories.jsonl")
    p.add_argument("file")
    p = add("backup", _path_cmd("brain.backup", "Backed up"), "online backup of the database",
            "mercuryctl backup ~/mercury-backup.db")
    p.add_argument("file")

    p = sub.add_parser("logs", parents=[common], help="show the daemon's log",
                       description="show the daemon's log", epilog="example: mercury logs -f -n 50")
    p.add_argument("-f", "--follow", action="store_true")
    from mercuryctl.extensions import count

    p.add_argument("-n", "--lines", type=count, default=40)
    p.set_defaults(local="logs")

    from mercuryctl import extensions

    extensions.register(sub, common)
    return parser


if TYPE_CHECKING:
    _Namespace = argparse.Namespace
else:  # the hot path never imports argparse
    _Namespace = object


class _Args(_Namespace):
    """A parsed command line (what argparse's Namespace would hold)."""

    def __init__(self, **kw: Any) -> None:
        self.__dict__.update(kw)


def fast_parse(argv: list[str]) -> _Args | None:
    """Parse ``recall``/``ingest`` without argparse (the hook path); None if unusual."""
    if not argv or argv[0] not in ("recall", "ingest"):
        return None
    cmd = argv[0]
    a = _Args(json=False, socket=None, home=None, timeout=30.0, local=None, limit=None, budget=None,
              subconscious=None, profile=False, query=None, file="-",
              func=cmd_recall if cmd == "recall" else cmd_ingest)
    options = {"--socket": "socket", "--home": "home", "--timeout": "timeout"}
    if cmd == "recall":
        options.update({"--limit": "limit", "--budget": "budget", "--subconscious": "subconscious"})
    positional: list[str] = []
    i = 1
    while i < len(argv):
        arg = argv[i]
        if arg == "--json":
            a.json = True
        elif arg == "--profile" and cmd == "recall":
            a.profile = True
        elif arg in options and i + 1 < len(argv):
            raw = argv[i + 1]
            value: str | int | float = raw
            if options[arg] in ("limit", "budget"):
                if not raw.lstrip("-").isdigit():
                    return None
                value = int(raw)
            elif options[arg] == "subconscious" and raw not in ("auto", "never", "always"):
                return None
            elif options[arg] == "timeout":
                try:
                    value = float(raw)
                except ValueError:
                    return None
                if not 0 < value <= 86400 * 365:
                    return None  # nan, inf, 0 or below: argparse names the problem
            setattr(a, options[arg], value)
            i += 1
        elif arg == "--":
            positional.extend(argv[i + 1 :])
            break
        elif arg.startswith("-") and arg != "-":
            return None  # --help and friends: let argparse answer
        else:
            positional.append(arg)
        i += 1
    if len(positional) > 1:
        return None
    if positional:
        if cmd == "recall":
            a.query = positional[0]
        else:
            a.file = positional[0]
    return a


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["hook"]:  # the hot path: agents run it before every message
        from mercuryctl.hooks import main as hook_main

        return hook_main(argv[1:])
    a: argparse.Namespace | None = fast_parse(argv)
    if a is None:
        parser = build_parser()
        try:
            a = parser.parse_args(argv)
        except SystemExit as exc:
            return EXIT_USAGE if exc.code not in (0, None) else EXIT_OK
    if a.home:
        os.environ["MERCURY_HOME"] = a.home
    local = getattr(a, "local", None)
    try:
        if local == "logs":
            from mercuryctl.logview import show

            return show(a)
        if local is not None:
            code: int = a.func(a)
            return code
        if not getattr(a, "func", None):
            build_parser().print_help()
            return EXIT_USAGE
        with Connection(a.socket, getattr(a, "timeout", 30.0)) as conn:
            result = a.func(conn, a)
        if a.json and result is not None:
            emit_json(result)
        return EXIT_OK
    except UsageError as exc:
        print(f"mercuryctl: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except DaemonUnreachable as exc:
        print(f"mercuryctl: {exc}", file=sys.stderr)
        return EXIT_UNREACHABLE
    except RpcError as exc:
        if getattr(a, "json", False):
            emit_json({"error": {"code": exc.code, "message": exc.message}})
        print(f"mercuryctl: {exc.message} (code {exc.code})", file=sys.stderr)
        return EXIT_ERROR
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return EXIT_OK


if __name__ == "__main__":
    sys.exit(main())
