"""Clients send text the daemon accepts; one bad turn never stops a Claude Code session.

The probe: a lone surrogate or a non-UTF-8 byte in a message made the whole request
"not valid JSON" (the client encoded with ``surrogatepass``); in Claude Code one emoji
cut in half in a transcript line meant no later turn of that session was ever ingested
(the offset never moved past it). A FIFO as ``transcript_path`` blocked the hook.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

from mercuryctl import Client
from mercuryctl.transport import Connection
from tests.conftest import DaemonProc
from tests.test_hooks import cc, transcript_lines, write_jsonl


def test_python_client_replaces_lone_surrogates(daemon: DaemonProc) -> None:
    with Client(daemon.socket) as c:
        got = c.add("preference", "User likes \ud83d tea and \udcff biscuits")
        assert got.summary == "User likes \ufffd tea and \ufffd biscuits"
        # A pair written as two code points is one character again, not two replacements.
        assert c.add("preference", "User likes \ud83c\udf75 matcha").summary == "User likes 🍵 matcha"


def test_raw_transport_sends_valid_utf8(daemon: DaemonProc) -> None:
    with Connection(str(daemon.socket)) as conn:
        got = conn.call("brain.ingest", {"messages": [{"role": "user", "content": "I prefer \ud83d jasmine tea."}]})
    assert [m["summary"] for m in got["stored"]] == ["User prefers \ufffd jasmine tea"]


def test_ingest_of_a_file_with_bad_bytes_goes_through(daemon: DaemonProc, tmp_path: Path) -> None:
    conv = tmp_path / "conv.json"
    conv.write_bytes(b'{"messages":[{"role":"user","content":"I prefer oolong \xff\xfe tea."}]}')
    r = daemon.ctl("ingest", str(conv))
    assert r.returncode == 0, r.stderr
    assert "User prefers oolong" in r.stdout


def session_stop(session: str, transcript: Path) -> dict:
    return {"session_id": session, "transcript_path": str(transcript), "hook_event_name": "Stop"}


def test_a_cut_emoji_in_a_transcript_skips_nothing_but_itself(daemon: DaemonProc, tmp_path: Path) -> None:
    session = "sess-cut-emoji"
    transcript = tmp_path / "t.jsonl"
    write_jsonl(transcript, transcript_lines(session))
    bad = {"type": "user", "timestamp": "2026-03-01T10:01:00Z",
           "message": {"role": "user", "content": "I usually drink tea \ud83d at noon."}}
    with transcript.open("a", encoding="utf-8") as fh:
        fh.write(json.dumps(bad) + "\n")  # json.dumps writes the lone surrogate as \ud83d
        fh.buffer.write(b'{"type":"user","message":{"role":"user","content":"I usually nap \xf0\x9f at two."}}\n')
    r = cc(daemon, session_stop(session, transcript))
    assert r.returncode == 0 and r.stdout == "", r.stderr
    summaries = {m["summary"] for m in daemon.call("memory.list", {"scope": "all"})["items"]}
    # Both cut turns went in, the bad half-characters as U+FFFD, and the turns before them.
    assert summaries == {"User prefers Helix as their editor", "User usually drinks tea \ufffd at noon",
                         "User usually naps \ufffd at two"}, summaries
    state = json.loads((daemon.home / "hooks" / "claude-code" / f"{session}.json").read_text())
    assert state["offset"] == transcript.stat().st_size  # the offset moved past every line
    # A later turn of the same session goes in too.
    write_jsonl(transcript, [{"type": "user", "message": {"role": "user", "content": "I prefer rye bread."}}],
                append=True)
    assert cc(daemon, session_stop(session, transcript)).returncode == 0
    summaries = {m["summary"] for m in daemon.call("memory.list", {"scope": "all"})["items"]}
    assert "User prefers rye bread" in summaries


def test_a_turn_the_daemon_refuses_is_skipped_not_retried_forever(daemon: DaemonProc, tmp_path: Path) -> None:
    """Whatever the daemon refuses as input (here a turn with a role it does not take,
    written by hand), the turns around it go in and the offset moves on."""
    from mercuryctl import claude_code, hooks

    session = "sess-refused"
    messages = [{"role": "user", "content": "I usually run at dawn."},
                {"role": "user", "content": "x" * 300_000},  # over the daemon's 200k bound
                {"role": "user", "content": "I prefer green tea."}]
    with Connection(str(daemon.socket)) as conn:
        done, _ = hooks.ingest(conn, messages, conversation_id=session, channel=claude_code.CHANNEL,
                               skip_refused=True)
    assert done == 3
    summaries = {m["summary"] for m in daemon.call("memory.list", {"scope": "all"})["items"]}
    assert {"User usually runs at dawn", "User prefers green tea"} <= summaries


def test_a_fifo_transcript_never_blocks_the_hook(daemon: DaemonProc, tmp_path: Path) -> None:
    fifo = tmp_path / "t.jsonl"
    os.mkfifo(fifo)
    t0 = time.monotonic()
    r = subprocess.run([sys.executable, "-m", "mercuryctl", "hook", "claude-code"], env=daemon.env,
                       input=json.dumps(session_stop("sess-fifo", fifo)), capture_output=True, text=True,
                       timeout=20)
    assert time.monotonic() - t0 < 10
    assert (r.returncode, r.stdout) == (0, "")
    assert "not a regular file" in r.stderr
