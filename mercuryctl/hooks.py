"""Agent hooks: recall before a message, ingest after a conversation.

``mercuryctl hook pre-message [TEXT]`` prints the context block to inject;
``mercuryctl hook post-conversation [FILE|-]`` ingests a conversation (JSON);
``mercuryctl hook claude-code`` speaks Claude Code's hook protocol (see
:mod:`mercuryctl.claude_code`).

Agents run these before and after every message, so they import only the stdlib
transport (no trio, msgspec, apsw), and memory being unavailable never breaks an
agent: when no daemon answers (or it refuses), a hook prints nothing on stdout, says
so in one line on stderr and exits 0.
"""

from __future__ import annotations

import json
import sys

TYPE_CHECKING = False
if TYPE_CHECKING:  # annotations only: these imports cost milliseconds before every message
    import argparse
    from collections.abc import Callable, Iterator
    from typing import Any

from mercuryctl.transport import (  # noqa: E402
    Connection,
    DaemonUnreachable,
    MercuryClientError,
    RpcError,
    read_text,
)
from mercuryd.fit import cut_after_fact  # noqa: E402

EXIT_OK, EXIT_USAGE = 0, 2
QUERY_MAX = 4000  # brain.recall's bound on the query
CONTENT_MAX = 100_000  # per message; the daemon allows 200k but a line must stay under 1 MiB
CHUNK_BYTES = 600_000  # one brain.ingest line stays well under the daemon's 1 MiB limit
CHUNK_MESSAGES = 500  # brain.ingest takes at most 1000 messages
RECALL_TIMEOUT = 5.0
INGEST_TIMEOUT = 30.0


def note(message: str) -> None:
    """One line on stderr (never stdout: that is the agent's)."""
    try:
        sys.stderr.write(f"mercury hook: {' '.join(message.split())}\n")
        sys.stderr.flush()
    except (OSError, ValueError):
        pass


def quiet_call(conn: Connection, method: str, params: dict[str, Any]) -> Any | None:
    """Call the daemon; on any failure say why in one stderr line and return ``None``."""
    try:
        return conn.call(method, params)
    except DaemonUnreachable as exc:
        note(f"memory unavailable: {exc}")
    except RpcError as exc:
        note(f"{method} refused: {exc.message} (code {exc.code})")
    except (MercuryClientError, OSError, ValueError) as exc:
        note(f"{method} failed: {exc.__class__.__name__}: {exc}")
    return None


def recall_context(conn: Connection, text: str, *, limit: int | None = None,
                   budget: int | None = None, profile: bool = False) -> tuple[str, Any]:
    """The context block for a message ("" when there is nothing or no daemon).

    ``profile``: the profile and active-state summaries come first, inside the same
    budget (the daemon fills the block).
    """
    query = text.strip()[:QUERY_MAX]
    if not query:
        return "", None
    params: dict[str, Any] = {"query": query}
    if limit is not None:
        params["limit"] = limit
    if budget is not None:
        params["budget_chars"] = budget
    if profile:
        params["include_profile"] = True
    result = quiet_call(conn, "brain.recall", params)
    if not isinstance(result, dict):
        return "", None
    return str(result.get("context") or ""), result


PROFILE_OPEN, PROFILE_CLOSE = "<mercury-profile>", "</mercury-profile>"
PROFILE_BUDGET = 900  # characters, markers included (recall's default budget)


def profile_context(conn: Connection, *, budget: int = PROFILE_BUDGET) -> str:
    """The profile and active-state summaries as one block within ``budget`` characters
    ("" when both are empty or no daemon answers).

    The profile goes first (it changes least and matters most) and keeps at least two
    thirds of the room when there is an active state; a summary longer than its room is
    cut after its last whole fact ("; " or ". ") that fits, never dropped whole: a full
    profile is up to 900 characters, as long as the whole budget."""
    result = quiet_call(conn, "brain.profile", {})
    if not isinstance(result, dict):
        return ""
    texts = []
    for kind in ("profile", "active_state"):
        part = result.get(kind)
        texts.append(str(part.get("text") or "").strip() if isinstance(part, dict) else "")
    profile, active = texts
    room = budget - len(PROFILE_OPEN) - len(PROFILE_CLOSE) - 2
    lines = _fit_lines(profile, room - (min(len(active) + 1, room // 3) if active else 0))
    room -= sum(len(line) + 1 for line in lines)
    lines += _fit_lines(active, room)
    if not lines:
        return ""
    return PROFILE_OPEN + "\n" + "".join(line + "\n" for line in lines) + PROFILE_CLOSE


def _fit_lines(text: str, room: int) -> list[str]:
    """``text``'s lines within ``room`` characters (a newline after each); the first line
    that does not fit whole is cut after its last whole fact, and nothing follows it."""
    out: list[str] = []
    for line in (ln.rstrip() for ln in text.splitlines()):
        if not line:
            continue
        if len(line) + 1 <= room:
            out.append(line)
            room -= len(line) + 1
            continue
        if cut := cut_after_fact(line, room - 1):
            out.append(cut)
        break
    return out


def chunks(messages: list[dict[str, Any]]) -> Iterator[tuple[int, list[dict[str, Any]]]]:
    """Split messages into ingest-sized batches; yields (index after the batch, batch)."""
    batch: list[dict[str, Any]] = []
    size = 0
    for i, m in enumerate(messages):
        n = len(json.dumps(m, ensure_ascii=False).encode("utf-8", "surrogatepass")) + 1
        if batch and (size + n > CHUNK_BYTES or len(batch) >= CHUNK_MESSAGES):
            yield i, batch
            batch, size = [], 0
        batch.append(m)
        size += n
    if batch:
        yield len(messages), batch


# Codes that say the input itself is refused: sending it again cannot help.
INPUT_ERRORS = frozenset({-32700, -32600, -32602})


def ingest(conn: Connection, messages: list[dict[str, Any]], *, conversation_id: str | None,
           channel: str | None, skip_refused: bool = False) -> tuple[int, list[Any]]:
    """Ingest in batches; returns how many messages are done with and the daemon's answers.

    With ``skip_refused``, a batch the daemon refuses as input is sent again one message
    at a time and a message it still refuses is skipped (said on stderr): one bad turn
    must not hold back every later one. A daemon that is down or failing stops it (those
    messages are tried again next time).
    """
    done = 0
    answers: list[Any] = []
    extra: dict[str, Any] = {}
    if conversation_id:
        extra["conversation_id"] = conversation_id[:200]
    if channel:
        extra["channel"] = channel[:100]
    for end, batch in chunks(messages):
        try:
            answers.append(conn.call("brain.ingest", {"messages": batch, **extra}))
        except RpcError as exc:
            if not (skip_refused and exc.code in INPUT_ERRORS):
                note(f"brain.ingest refused: {exc.message} (code {exc.code})")
                break
            start = end - len(batch)
            for i, message in enumerate(batch):
                try:
                    answers.append(conn.call("brain.ingest", {"messages": [message], **extra}))
                except RpcError as one:
                    if one.code not in INPUT_ERRORS:
                        note(f"brain.ingest refused: {one.message} (code {one.code})")
                        return done, answers
                    note(f"skipped message {start + i + 1}: {one.message}")
                except (MercuryClientError, OSError, ValueError) as failure:
                    note(f"memory unavailable: {failure}")
                    return done, answers
                done = start + i + 1
            continue
        except DaemonUnreachable as exc:
            note(f"memory unavailable: {exc}")
            break
        except (MercuryClientError, OSError, ValueError) as exc:
            note(f"brain.ingest failed: {exc.__class__.__name__}: {exc}")
            break
        done = end
    return done, answers


# ------------------------------------------------------------------ the commands


def run_pre_message(a: argparse.Namespace) -> int:
    text = a.text if a.text not in (None, "-") else sys.stdin.read()
    with Connection(a.socket, a.timeout) as conn:
        context, result = recall_context(conn, text, limit=a.limit, budget=a.budget,
                                         profile=getattr(a, "profile", False))
    if a.json:
        if result is not None:
            sys.stdout.write(json.dumps(result, ensure_ascii=False) + "\n")
    elif context:
        sys.stdout.write(context + "\n")
    return EXIT_OK


def run_post_conversation(a: argparse.Namespace) -> int:
    try:
        raw = read_text(a.file)
    except OSError as exc:
        note(f"cannot read {a.file}: {exc.strerror}")
        return EXIT_USAGE
    try:
        data = json.loads(raw)
    except ValueError as exc:
        note(f"the conversation is not valid JSON ({exc})")
        return EXIT_USAGE
    if isinstance(data, list):
        data = {"messages": data}
    if not isinstance(data, dict) or not isinstance(data.get("messages"), list):
        note('a conversation is a JSON object with "messages": [{"role", "content", "ts"?}, …]')
        return EXIT_USAGE
    messages = [_trim(m) for m in data["messages"]]
    with Connection(a.socket, a.timeout) as conn:
        _, answers = ingest(conn, messages, conversation_id=data.get("conversation_id"),
                            channel=data.get("channel"))
    if a.json and answers:
        merged = {
            "stored": [m for r in answers for m in r.get("stored", [])],
            "reinforced": [m for r in answers for m in r.get("reinforced", [])],
            "superseded": [i for r in answers for i in r.get("superseded", [])],
            "paused": any(r.get("paused") for r in answers),
            "queued": any(r.get("queued") for r in answers),
        }
        sys.stdout.write(json.dumps(merged, ensure_ascii=False) + "\n")
    return EXIT_OK


def _trim(m: Any) -> Any:
    if isinstance(m, dict) and isinstance(m.get("content"), str) and len(m["content"]) > CONTENT_MAX:
        return {**m, "content": m["content"][:CONTENT_MAX]}
    return m


def run_claude_code(a: argparse.Namespace) -> int:
    from mercuryctl import claude_code

    try:
        claude_code.handle(sys.stdin, sys.stdout, socket=a.socket, timeout=a.timeout)
    except Exception as exc:
        note(f"claude-code hook failed: {exc.__class__.__name__}: {exc}")
    return EXIT_OK



if TYPE_CHECKING:
    _Namespace = argparse.Namespace
else:  # the hot path never imports argparse
    _Namespace = object


class _Args(_Namespace):
    """What argparse would have parsed for ``hook pre-message``."""

    def __init__(self, **kw: object) -> None:
        self.__dict__.update(kw)


def _seconds(raw: str) -> float:
    value = float(raw)
    if not 0 < value <= 86400 * 365:  # nan, inf, 0 or below: argparse names the problem
        raise ValueError(raw)
    return value


def _fast_pre_message(argv: list[str]) -> _Args | None:
    """Parse ``pre-message [TEXT] [--limit N] [--budget C] [--timeout S] [--json] [--profile]``
    by hand.

    It runs before every message the user sends, so it skips argparse; anything
    unusual (``--help``, a bad number) returns None and argparse answers instead.
    """
    if argv[:1] != ["pre-message"]:
        return None
    a = _Args(hook="pre-message", text=None, limit=None, budget=None, timeout=5.0, json=False,
              profile=False, socket=None, home=None, func=run_pre_message)
    options: dict[str, Callable[[str], object]] = {"--limit": int, "--budget": int, "--timeout": _seconds,
                                                   "--socket": str, "--home": str}
    rest = argv[1:]
    i = 0
    while i < len(rest):
        arg = rest[i]
        if arg == "--json":
            a.json = True
        elif arg == "--profile":
            a.profile = True
        elif arg in options and i + 1 < len(rest):
            try:
                setattr(a, arg[2:], options[arg](rest[i + 1]))
            except ValueError:
                return None
            i += 1
        elif arg.startswith("-") and arg != "-":
            return None
        elif a.text is None:
            a.text = arg
        else:
            return None
        i += 1
    return a


def main(argv: list[str]) -> int:
    """``mercuryctl hook …`` without building the whole CLI parser (the hot path)."""
    import os

    fast = _fast_pre_message(argv)
    if fast is not None:
        if fast.home:
            os.environ["MERCURY_HOME"] = fast.home
        try:
            return run_pre_message(fast)
        except KeyboardInterrupt:
            return 130
        except Exception as exc:
            note(f"pre-message failed: {exc.__class__.__name__}: {exc}")
            return EXIT_OK

    import argparse

    from mercuryctl.extensions import add_hook

    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--json", action="store_true", help="print the daemon's answer as JSON")
    common.add_argument("--socket", help="daemon socket (default $MERCURY_SOCKET or the runtime dir)")
    common.add_argument("--home", help="data directory (default $MERCURY_HOME or ~/.mercury)")
    parser = argparse.ArgumentParser(prog="mercuryctl", parents=[common])
    add_hook(parser.add_subparsers(dest="command"), common)
    try:
        a = parser.parse_args(["hook", *argv])
    except SystemExit as exc:
        return EXIT_USAGE if exc.code not in (0, None) else EXIT_OK
    if a.home:
        os.environ["MERCURY_HOME"] = a.home
    try:
        return int(a.func(a))
    except KeyboardInterrupt:
        return 130
    except Exception as exc:
        note(f"{a.hook} failed: {exc.__class__.__name__}: {exc}")
        return EXIT_OK
