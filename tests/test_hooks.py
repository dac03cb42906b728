"""Agent hooks against the real daemon: pre-message, post-conversation, Claude Code."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from mercuryctl import hooks
from tests.conftest import DaemonProc, child_env

# Nothing heavy may load in a hook process: it runs before every agent message.
HEAVY = ("trio", "msgspec", "apsw", "structlog", "yaml", "platformdirs", "hypercorn", "starlette",
         "questionary", "prompt_toolkit", "mcp", "pydantic", "httpx", "anyio", "mercuryd.wire",
         "mercuryd.brain", "mercuryd.store", "mercuryd.daemon", "mercuryctl.client")


def hook(daemon: DaemonProc, *args: str, input: str | None = None) -> subprocess.CompletedProcess[str]:
    return daemon.ctl("hook", *args, input=input)


def down_env(tmp: Path) -> dict[str, str]:
    """Environment of a client whose socket nobody listens on."""
    return child_env(tmp / "nohome", tmp / "nobody.sock")


def run_down(tmp: Path, *args: str, input: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mercuryctl", "hook", *args], env=down_env(tmp),
                          input=input, capture_output=True, text=True, timeout=30)


# ------------------------------------------------------------------ pre-message / post-conversation


def test_pre_message_prints_the_context_block(daemon: DaemonProc) -> None:
    daemon.call("memory.add", {"type": "preference", "summary": "User prefers green tea over coffee"})
    by_arg = hook(daemon, "pre-message", "what tea should I buy?")
    assert by_arg.returncode == 0, by_arg.stderr
    assert "User prefers green tea over coffee" in by_arg.stdout
    expected = daemon.call("brain.recall", {"query": "what tea should I buy?"})["context"]
    assert by_arg.stdout == expected + "\n"
    by_stdin = hook(daemon, "pre-message", input="what tea should I buy?")
    assert by_stdin.stdout == by_arg.stdout and by_stdin.stderr == ""


def test_pre_message_with_nothing_relevant_prints_nothing(daemon: DaemonProc) -> None:
    r = hook(daemon, "pre-message", "quantum chromodynamics")
    assert (r.returncode, r.stdout) == (0, "")
    r = hook(daemon, "pre-message", input="   ")
    assert (r.returncode, r.stdout) == (0, "")


def test_post_conversation_ingests(daemon: DaemonProc, tmp_path: Path) -> None:
    convo = {"messages": [{"role": "user", "content": "I prefer Neovim for every project.", "ts": "2026-03-01T10:00:00Z"},
                          {"role": "assistant", "content": "Noted."}],
             "conversation_id": "c-42", "channel": "my-agent"}
    f = tmp_path / "c.json"
    f.write_text(json.dumps(convo))
    r = hook(daemon, "post-conversation", str(f))
    assert (r.returncode, r.stdout, r.stderr) == (0, "", "")
    [m] = daemon.call("memory.search", {"q": "Neovim"})["items"]
    assert m["source"]["conversation_id"] == "c-42" and m["source"]["channel"] == "my-agent"
    r = hook(daemon, "post-conversation", "--json", input=json.dumps({"messages": [
        {"role": "user", "content": "I usually run before breakfast."}]}))
    assert r.returncode == 0
    assert [s["summary"] for s in json.loads(r.stdout)["stored"]] == ["User usually runs before breakfast"]


def test_post_conversation_bad_input_is_usage_error(daemon: DaemonProc) -> None:
    r = hook(daemon, "post-conversation", input="{nope")
    assert r.returncode == 2 and r.stdout == "" and "not valid JSON" in r.stderr
    r = hook(daemon, "post-conversation", input='{"msgs": []}')
    assert r.returncode == 2 and '"messages"' in r.stderr


def test_daemon_refusal_is_one_stderr_line_and_exit_0(daemon: DaemonProc) -> None:
    r = hook(daemon, "post-conversation", input=json.dumps({"messages": [{"role": "robot", "content": "x"}]}))
    assert (r.returncode, r.stdout) == (0, "")
    assert r.stderr.count("\n") == 1 and "code -32602" in r.stderr


@pytest.mark.parametrize("args,input", [
    (("pre-message", "what tea?"), ""),
    (("post-conversation", "-"), '{"messages":[{"role":"user","content":"I prefer tea"}]}'),
    (("claude-code",), '{"hook_event_name":"UserPromptSubmit","session_id":"s","prompt":"tea?"}'),
])
def test_hooks_with_no_daemon_exit_0_silently(short_tmp: Path, args: tuple[str, ...], input: str) -> None:
    r = run_down(short_tmp, *args, input=input)
    assert (r.returncode, r.stdout) == (0, "")
    assert r.stderr.count("\n") == 1 and "not running" in r.stderr and "Traceback" not in r.stderr


@pytest.mark.parametrize("args,input", [
    (("pre-message", "what tea do I like?"), None),
    (("post-conversation", "-"), '{"messages":[{"role":"user","content":"I prefer oolong tea"}]}'),
    (("claude-code",), '{"hook_event_name":"UserPromptSubmit","session_id":"s","prompt":"tea?"}'),
])
def test_hook_process_imports_nothing_heavy(daemon: DaemonProc, args: tuple[str, ...], input: str | None) -> None:
    """``-X importtime`` lists every module the process imported, start to exit."""
    daemon.call("memory.add", {"type": "preference", "summary": "User prefers oolong tea"})
    r = subprocess.run([sys.executable, "-X", "importtime", "-m", "mercuryctl", "hook", *args],
                       env=daemon.env, input=input, capture_output=True, text=True, timeout=30)
    assert r.returncode == 0
    assert r.stdout.strip() or args[0] == "post-conversation"  # the hook really talked to the daemon
    loaded = set(re.findall(r"^import time:\s+\d+ \|\s+\d+ \|\s+(\S+)", r.stderr, re.M))
    assert "mercuryctl.transport" in loaded
    heavy = {m for m in loaded for h in HEAVY if m == h or m.startswith(h + ".")}
    assert not heavy, f"a hook imported heavy modules: {sorted(heavy)}"


def test_chunks_stay_under_the_line_limit() -> None:
    messages = [{"role": "user", "content": "é" * 50_000} for _ in range(30)] + \
               [{"role": "assistant", "content": "ok"} for _ in range(1200)]
    batches = list(hooks.chunks(messages))
    assert sum(len(b) for _, b in batches) == len(messages)
    assert [end for end, _ in batches][-1] == len(messages)
    for _, batch in batches:
        line = json.dumps({"messages": batch}, ensure_ascii=False).encode()
        assert len(line) < 1 << 20 and len(batch) <= 1000


# ------------------------------------------------------------------ Claude Code


def cc(daemon: DaemonProc, event: dict) -> subprocess.CompletedProcess[str]:
    return hook(daemon, "claude-code", input=json.dumps(event))


def transcript_lines(session: str) -> list[dict]:
    """Lines shaped like Claude Code's transcript JSONL (~/.claude/projects/…/<session>.jsonl)."""
    base = {"sessionId": session, "cwd": "/work/proj", "version": "2.1.0", "isSidechain": False,
            "userType": "external", "gitBranch": "main"}
    return [
        {"type": "summary", "summary": "Editor setup", "leafUuid": "u0"},
        {**base, "type": "user", "uuid": "u1", "parentUuid": None, "timestamp": "2026-03-01T10:00:00.000Z",
         "message": {"role": "user", "content": "I prefer Helix as my editor. Set it up please."}},
        {**base, "type": "assistant", "uuid": "a1", "parentUuid": "u1", "timestamp": "2026-03-01T10:00:05.120Z",
         "message": {"id": "msg_1", "type": "message", "role": "assistant", "model": "claude-sonnet-4-5",
                     "content": [{"type": "thinking", "thinking": "I prefer nothing here", "signature": "x"},
                                 {"type": "text", "text": "I'll configure Helix."},
                                 {"type": "tool_use", "id": "toolu_1", "name": "Bash",
                                  "input": {"command": "hx --version"}}],
                     "stop_reason": "tool_use", "usage": {"input_tokens": 10, "output_tokens": 20}}},
        {**base, "type": "user", "uuid": "u2", "parentUuid": "a1", "timestamp": "2026-03-01T10:00:06.000Z",
         "message": {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "toolu_1",
                                                   "content": "I prefer to be ignored: helix 25.01"}]},
         "toolUseResult": {"stdout": "helix 25.01", "stderr": ""}},
        {**base, "type": "user", "uuid": "u3", "isMeta": True, "timestamp": "2026-03-01T10:00:07.000Z",
         "message": {"role": "user", "content": "Caveat: I prefer meta lines to be skipped."}},
        {**base, "type": "user", "uuid": "u4", "isSidechain": True, "timestamp": "2026-03-01T10:00:08.000Z",
         "message": {"role": "user", "content": "I prefer sidechains to be skipped"}},
        {**base, "type": "assistant", "uuid": "a2", "parentUuid": "u2", "timestamp": "2026-03-01T10:00:09.000Z",
         "message": {"role": "assistant", "content": [{"type": "text", "text": "Helix is set up."}]}},
    ]


def write_jsonl(path: Path, lines: list[dict], *, append: bool = False, partial: str = "") -> None:
    with path.open("a" if append else "w", encoding="utf-8") as fh:
        for line in lines:
            fh.write(json.dumps(line) + "\n")
        fh.write(partial)


def test_claude_code_user_prompt_submit_outputs_additional_context(daemon: DaemonProc) -> None:
    daemon.call("memory.add", {"type": "preference", "summary": "User prefers Helix as editor"})
    event = {"session_id": "abc123", "transcript_path": "/tmp/none.jsonl", "cwd": "/work/proj",
             "permission_mode": "default", "hook_event_name": "UserPromptSubmit",
             "prompt": "Which editor should I configure?"}
    r = cc(daemon, event)
    assert r.returncode == 0 and r.stderr == ""
    answer = json.loads(r.stdout)
    context = daemon.call("brain.recall", {"query": event["prompt"]})["context"]
    assert answer == {"hookSpecificOutput": {"hookEventName": "UserPromptSubmit", "additionalContext": context}}
    assert "User prefers Helix as editor" in context
    nothing = cc(daemon, {**event, "prompt": "zzz qqq"})
    assert (nothing.returncode, nothing.stdout) == (0, "")


def _profile_daemon(daemon: DaemonProc) -> dict:
    for type_, summary in [("identity", "User's name is Robin"), ("identity", "User lives in Oslo"),
                           ("preference", "User prefers short answers"),
                           ("project", "User is working on a Rust compiler")]:
        daemon.call("memory.add", {"type": type_, "summary": summary})
    daemon.call("brain.consolidate")
    return daemon.call("brain.profile")


def test_claude_code_session_start_outputs_profile_and_active_state(daemon: DaemonProc) -> None:
    event = {"session_id": "s-1", "transcript_path": "/tmp/none.jsonl", "cwd": "/work/proj",
             "hook_event_name": "SessionStart", "source": "startup"}
    empty = cc(daemon, event)
    assert (empty.returncode, empty.stdout) == (0, "")  # no summaries yet: nothing to add
    profile = _profile_daemon(daemon)
    r = cc(daemon, event)
    assert r.returncode == 0 and r.stderr == ""
    answer = json.loads(r.stdout)
    # Claude Code's SessionStart output schema: exactly these keys.
    assert set(answer) == {"hookSpecificOutput"}
    out = answer["hookSpecificOutput"]
    assert set(out) == {"hookEventName", "additionalContext"}
    assert out["hookEventName"] == "SessionStart"
    context = out["additionalContext"]
    assert isinstance(context, str) and len(context) <= hooks.PROFILE_BUDGET
    assert context.startswith(hooks.PROFILE_OPEN) and context.endswith(hooks.PROFILE_CLOSE)
    for kind in ("profile", "active_state"):
        for line in profile[kind]["text"].splitlines():
            assert line.strip() in context
    down = subprocess.run([sys.executable, "-m", "mercuryctl", "hook", "claude-code"],
                          env=down_env(daemon.home.parent), input=json.dumps(event),
                          capture_output=True, text=True, timeout=30)
    assert (down.returncode, down.stdout) == (0, "")


def test_session_start_keeps_within_the_budget(daemon: DaemonProc) -> None:
    for i in range(60):
        daemon.call("memory.add", {"type": "project", "summary": f"User is working on side project {i} "
                                   + "with a rather long description " * 3})
    daemon.call("brain.consolidate")
    r = cc(daemon, {"session_id": "s-2", "hook_event_name": "SessionStart", "source": "startup"})
    context = json.loads(r.stdout)["hookSpecificOutput"]["additionalContext"]
    assert len(context) <= hooks.PROFILE_BUDGET


def test_pre_message_profile_prepends_the_profile_within_the_budget(daemon: DaemonProc) -> None:
    profile = _profile_daemon(daemon)
    plain = hook(daemon, "pre-message", "what should I name the compiler?")
    with_profile = hook(daemon, "pre-message", "--profile", "what should I name the compiler?")
    assert with_profile.returncode == 0, with_profile.stderr
    first = profile["profile"]["text"].strip().splitlines()[0]
    assert first not in plain.stdout and first in with_profile.stdout
    small = hook(daemon, "pre-message", "--profile", "--budget", "200", "what should I name the compiler?")
    assert len(small.stdout.rstrip("\n")) <= 200
    by_argparse = hook(daemon, "pre-message", "--profile", "--budget", "900", "--limit", "3",
                       "what should I name the compiler?")
    assert first in by_argparse.stdout


def test_claude_code_stop_ingests_new_turns_once(daemon: DaemonProc, tmp_path: Path) -> None:
    session = "0f3c2d1e-5b6a-4c7d-8e9f-a0b1c2d3e4f5"
    transcript = tmp_path / f"{session}.jsonl"
    # A half-written last line must wait for the next event.
    write_jsonl(transcript, transcript_lines(session), partial='{"type":"user","message":{"role":"user","con')
    stop = {"session_id": session, "transcript_path": str(transcript), "cwd": "/work/proj",
            "permission_mode": "default", "hook_event_name": "Stop", "stop_hook_active": False}
    r = cc(daemon, stop)
    assert (r.returncode, r.stdout, r.stderr) == (0, "", "")
    items = daemon.call("memory.list", {"scope": "all"})["items"]
    assert [m["summary"] for m in items] == ["User prefers Helix as their editor"]
    [m] = items
    assert m["source"]["conversation_id"] == session and m["source"]["channel"] == "claude-code"
    assert m["reinforcements"] == 0

    # Stop again with nothing new: nothing is ingested twice (a second ingest would reinforce).
    assert cc(daemon, stop).returncode == 0
    assert daemon.call("memory.get", {"id": m["id"]})["reinforcements"] == 0

    # Finish the partial line and add a turn; SessionEnd takes exactly the new ones.
    with transcript.open("a") as fh:
        fh.write('tent":"I usually code at night."},"timestamp":"2026-03-01T11:00:00Z"}\n')
    write_jsonl(transcript, [{"type": "assistant", "message": {"role": "assistant", "content": "Night owl!"}}],
                append=True)
    end = {"session_id": session, "transcript_path": str(transcript), "cwd": "/work/proj",
           "permission_mode": "default", "hook_event_name": "SessionEnd", "reason": "prompt_input_exit"}
    assert cc(daemon, end).returncode == 0
    summaries = sorted(m["summary"] for m in daemon.call("memory.list", {"scope": "all"})["items"])
    assert summaries == ["User prefers Helix as their editor", "User usually codes at night"]
    assert daemon.call("memory.get", {"id": m["id"]})["reinforcements"] == 0
    state = json.loads((daemon.home / "hooks" / "claude-code" / f"{session}.json").read_text())
    assert state == {"transcript": str(transcript), "offset": transcript.stat().st_size}


def test_claude_code_stop_with_daemon_down_keeps_turns_for_later(daemon: DaemonProc, tmp_path: Path) -> None:
    session = "sess-down"
    transcript = tmp_path / "t.jsonl"
    write_jsonl(transcript, transcript_lines(session))
    stop = {"session_id": session, "transcript_path": str(transcript), "hook_event_name": "Stop"}
    daemon.stop()
    r = cc(daemon, stop)
    assert (r.returncode, r.stdout) == (0, "") and "not running" in r.stderr
    daemon.start()
    assert cc(daemon, stop).returncode == 0
    assert [m["summary"] for m in daemon.call("memory.list")["items"]] == ["User prefers Helix as their editor"]


@pytest.mark.parametrize("stdin", ["", "not json", "[1, 2]", '{"hook_event_name": "PreToolUse", "tool_name": "Bash"}',
                                   '{"hook_event_name": "Stop", "session_id": "x", "transcript_path": "/nonexistent/t.jsonl"}',
                                   '{"hook_event_name": "UserPromptSubmit", "prompt": 5}'])
def test_claude_code_never_fails(daemon: DaemonProc, stdin: str) -> None:
    r = hook(daemon, "claude-code", input=stdin)
    assert (r.returncode, r.stdout) == (0, "")
    assert "Traceback" not in r.stderr
    assert daemon.call("brain.status")["counts"]["durable"] == 0


@pytest.mark.parametrize("args,input", [
    (("recall", "what tea do I like?"), None),
    (("hook", "pre-message", "what tea do I like?"), None),
    (("ingest", "-"), '{"messages":[{"role":"user","content":"I prefer oolong tea"}]}'),
])
def test_recall_and_ingest_commands_import_nothing_heavy(daemon: DaemonProc, args, input) -> None:
    """`mercuryctl recall` and `ingest` are what hooks run too: stdlib transport only."""
    daemon.call("memory.add", {"type": "preference", "summary": "User prefers oolong tea"})
    r = subprocess.run([sys.executable, "-X", "importtime", "-m", "mercuryctl", *args],
                       env=daemon.env, input=input, capture_output=True, text=True, timeout=30)
    assert r.returncode == 0, r.stderr[-500:]
    assert "oolong" in r.stdout
    loaded = set(re.findall(r"^import time:\s+\d+ \|\s+\d+ \|\s+(\S+)", r.stderr, re.M))
    heavy = {m for m in loaded for h in (*HEAVY, "argparse", "mercuryd.brain", "mercuryd.store")
             if m == h or m.startswith(h + ".")}
    assert not heavy, f"a hot command imported heavy modules: {sorted(heavy)}"


def test_the_hot_path_does_not_even_import_typing() -> None:
    """typing costs ~3 ms at every start: the stdlib-only client must not pull it in."""
    code = "import sys; from mercuryctl import cli; print('typing' in sys.modules)"
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=30)
    assert r.stdout.strip() == "False", r.stderr


def test_session_start_cuts_a_long_profile_at_a_fact_rather_than_dropping_it(daemon: DaemonProc) -> None:
    """A new user's trial: with a full profile (about 900 characters, one line) SessionStart
    showed only the active state - the profile did not fit whole and was left out."""
    for i in range(40):
        daemon.call("memory.add", {"type": "preference",
                                   "summary": f"User prefers tool number {i} for the task of kind {i} at work"})
    daemon.call("memory.add", {"type": "identity", "summary": "User's name is Robin"})
    daemon.call("memory.add", {"type": "project", "summary": "User is working on a Rust compiler"})
    daemon.call("brain.consolidate")
    profile = daemon.call("brain.profile")
    assert len(profile["profile"]["text"]) > hooks.PROFILE_BUDGET - 100  # it cannot fit whole
    r = cc(daemon, {"session_id": "s-3", "hook_event_name": "SessionStart", "source": "startup"})
    context = json.loads(r.stdout)["hookSpecificOutput"]["additionalContext"]
    assert len(context) <= hooks.PROFILE_BUDGET
    assert "User's name is Robin" in context, context  # the profile's head is there
    assert "Rust compiler" in context, context  # and the active state has its room
    body = context[len(hooks.PROFILE_OPEN) + 1:]
    assert body.splitlines()[0].endswith("."), "cut after a whole fact"


def test_pre_message_profile_cuts_a_full_profile_at_a_fact(daemon: DaemonProc) -> None:
    """The same with `hook pre-message --profile`: the full profile was skipped whole and only
    the active state was printed."""
    for i in range(40):
        daemon.call("memory.add", {"type": "preference",
                                   "summary": f"User prefers tool number {i} for the task of kind {i} at work"})
    daemon.call("memory.add", {"type": "identity", "summary": "User's name is Robin"})
    daemon.call("brain.consolidate")
    r = hook(daemon, "pre-message", "--profile", "which tool should I use for the task of kind 7?")
    assert r.returncode == 0, r.stderr
    assert len(r.stdout.rstrip("\n")) <= 900
    assert "User's name is Robin" in r.stdout, r.stdout
    assert "User prefers tool number 7 for the task of kind 7 at work" in r.stdout  # the memory keeps its place


@pytest.mark.parametrize(("text", "room", "expected"), [
    ("Identity: a; b. Preferences: c.", 100, "Identity: a; b. Preferences: c."),
    ("Identity: a; b. Preferences: c.", 31, "Identity: a; b. Preferences: c."),
    ("Identity: a; b. Preferences: c.", 30, "Identity: a; b."),
    ("Identity: a; b. Preferences: c.", 14, "Identity: a."),
    ("Identity: a; b. Preferences: c.", 5, ""),
    ("one long fact without a break", 10, ""),
])
def test_cut_after_fact(text: str, room: int, expected: str) -> None:
    from mercuryd.fit import cut_after_fact

    got = cut_after_fact(text, room)
    assert got == expected and len(got) <= room
