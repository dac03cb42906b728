"""Claude Code's hook protocol: one event as JSON on stdin.

- ``SessionStart`` → print ``{"hookSpecificOutput": {"hookEventName": "SessionStart",
  "additionalContext": <profile block>}}``: the profile and active-state summaries,
  within recall's default budget (nothing when both are empty).
- ``UserPromptSubmit`` → print ``{"hookSpecificOutput": {"hookEventName":
  "UserPromptSubmit", "additionalContext": <context block>}}`` (nothing when recall
  found nothing), which Claude Code adds to the model's context for that prompt.
- ``Stop`` / ``SessionEnd`` / ``PreCompact`` → read the session transcript (JSONL at
  ``transcript_path``) from where the last ingest of this session stopped, take the
  user and assistant text turns and ingest them with ``conversation_id`` = the
  session id and ``channel`` = ``claude-code``. The byte offset reached is kept in
  ``<home>/hooks/claude-code/<session>.json``, under a lock, so a second Stop does not
  ingest the same turns again; it only advances past turns the daemon took.

Stdlib only. The caller (``mercuryctl hook claude-code``) turns every failure into
exit 0 with nothing on stdout: memory must never block Claude Code.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import re
import stat
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

from mercuryctl import hooks
from mercuryctl.transport import Connection

CHANNEL = "claude-code"
INGEST_EVENTS = frozenset({"Stop", "SessionEnd", "PreCompact"})
_SAFE = re.compile(r"[^A-Za-z0-9._-]")
_TS = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$")
# User "messages" that Claude Code writes for slash commands and local shell output.
_COMMAND_ECHO = ("<command-name>", "<command-message>", "<local-command-stdout>", "<local-command-stderr>",
                 "<bash-input>", "<bash-stdout>", "<bash-stderr>")


def handle(stdin: IO[str], stdout: IO[str], *, socket: str | None = None, timeout: float | None = None) -> None:
    """Handle one hook event read from ``stdin``; write Claude Code's answer (if any) to ``stdout``."""
    raw = stdin.read()
    try:
        event = json.loads(raw) if raw.strip() else {}
    except ValueError:
        hooks.note("claude-code: the hook input is not JSON; ignored")
        return
    if not isinstance(event, dict):
        return
    name = event.get("hook_event_name")
    if name == "SessionStart":
        with Connection(socket, timeout or hooks.RECALL_TIMEOUT) as conn:
            context = hooks.profile_context(conn)
        if context:
            answer = {"hookSpecificOutput": {"hookEventName": "SessionStart", "additionalContext": context}}
            stdout.write(json.dumps(answer, ensure_ascii=False) + "\n")
    elif name == "UserPromptSubmit":
        prompt = event.get("prompt")
        if not isinstance(prompt, str):
            return
        with Connection(socket, timeout or hooks.RECALL_TIMEOUT) as conn:
            context, _ = hooks.recall_context(conn, prompt)
        if context:
            answer = {"hookSpecificOutput": {"hookEventName": "UserPromptSubmit", "additionalContext": context}}
            stdout.write(json.dumps(answer, ensure_ascii=False) + "\n")
    elif name in INGEST_EVENTS:
        session = event.get("session_id")
        transcript = event.get("transcript_path")
        if isinstance(session, str) and session and isinstance(transcript, str) and transcript:
            ingest_transcript(session, Path(transcript).expanduser(), socket=socket,
                              timeout=timeout or hooks.INGEST_TIMEOUT)


# ------------------------------------------------------------------ transcript


def turn(entry: Any, end: int) -> dict[str, Any] | None:
    """A user/assistant text turn from one transcript line, or ``None`` to skip it.

    Skipped: tool calls and tool results (no text blocks), sidechains (subagents),
    meta lines and the echo of slash commands.
    """
    if not isinstance(entry, dict) or entry.get("type") not in ("user", "assistant"):
        return None
    if entry.get("isSidechain") or entry.get("isMeta"):
        return None
    message = entry.get("message")
    if not isinstance(message, dict):
        return None
    role = message.get("role") or entry["type"]
    if role not in ("user", "assistant"):
        return None
    content = message.get("content")
    if isinstance(content, str):
        text = content
    elif isinstance(content, list):
        text = "\n".join(b["text"] for b in content
                         if isinstance(b, dict) and b.get("type") == "text" and isinstance(b.get("text"), str))
    else:
        return None
    text = text.strip()
    if not text or (role == "user" and text.startswith(_COMMAND_ECHO)):
        return None
    out: dict[str, Any] = {"role": role, "content": text[: hooks.CONTENT_MAX]}
    stamp = entry.get("timestamp")
    if isinstance(stamp, str) and _TS.match(stamp):
        out["ts"] = stamp
    out["_end"] = end
    return out


MAX_READ = 32 << 20  # bytes of transcript read per event (the rest waits for the next)


def read_turns(path: Path, offset: int) -> tuple[list[dict[str, Any]], int]:
    """Turns in complete lines after ``offset``; and the offset after the last complete line.

    Only a regular file is read (a FIFO would block the hook: opened without blocking,
    then refused), at most :data:`MAX_READ` bytes at a time. A line that is not JSON or
    not UTF-8 is skipped or read with U+FFFD in place of bad bytes: never a reason to
    stop short of the lines after it.
    """
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    with os.fdopen(fd, "rb") as fh:
        st = os.fstat(fh.fileno())
        if not stat.S_ISREG(st.st_mode):
            raise OSError(errno.EINVAL, "not a regular file")
        if offset > st.st_size:  # the transcript was replaced: start over
            offset = 0
        fh.seek(offset)
        data = fh.read(MAX_READ)
    complete = data.rfind(b"\n") + 1
    if complete == 0 and len(data) == MAX_READ:  # one giant line: step over this much of it
        return [], offset + len(data)
    turns: list[dict[str, Any]] = []
    pos = 0
    for line in data[:complete].split(b"\n")[:-1]:
        pos += len(line) + 1
        if not line.strip():
            continue
        try:
            entry = json.loads(line.decode("utf-8", "replace"))
        except (ValueError, RecursionError):
            continue
        t = turn(entry, offset + pos)
        if t is not None:
            turns.append(t)
    return turns, offset + complete


def state_path(session: str) -> Path:
    from mercuryd.paths import home_dir

    safe = _SAFE.sub("_", session)[:100]
    if safe != session:
        import hashlib

        safe += "-" + hashlib.sha256(session.encode("utf-8", "surrogatepass")).hexdigest()[:12]
    return home_dir() / "hooks" / "claude-code" / f"{safe}.json"


@contextlib.contextmanager
def locked(path: Path) -> Iterator[None]:
    """Hold an exclusive lock beside ``path`` (two Stop events must not both ingest)."""
    import fcntl

    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    with open(path.with_suffix(".lock"), "a") as fh:
        fcntl.flock(fh, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(fh, fcntl.LOCK_UN)


def load_offset(path: Path, transcript: Path) -> int:
    try:
        state = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return 0
    if not isinstance(state, dict) or state.get("transcript") != str(transcript):
        return 0
    offset = state.get("offset")
    return offset if isinstance(offset, int) and offset >= 0 else 0


def save_offset(path: Path, transcript: Path, offset: int) -> None:
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps({"transcript": str(transcript), "offset": offset}), encoding="utf-8")
    os.replace(tmp, path)


def ingest_transcript(session: str, transcript: Path, *, socket: str | None, timeout: float) -> int:
    """Ingest the new turns of a session; returns how many turns the daemon took."""
    state = state_path(session)
    with locked(state):
        offset = load_offset(state, transcript)
        try:
            turns, end = read_turns(transcript, offset)
        except OSError as exc:
            hooks.note(f"claude-code: cannot read the transcript {transcript}: {exc.strerror}")
            return 0
        if not turns:
            if end != offset:
                save_offset(state, transcript, end)
            return 0
        messages = [{k: v for k, v in t.items() if k != "_end"} for t in turns]
        with Connection(socket, timeout) as conn:
            done, _ = hooks.ingest(conn, messages, conversation_id=session, channel=CHANNEL,
                                   skip_refused=True)
        if done == len(turns):
            save_offset(state, transcript, end)
        elif done:
            save_offset(state, transcript, turns[done - 1]["_end"])
        return done
