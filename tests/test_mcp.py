"""``mercuryctl mcp`` driven by the official MCP client over stdio, against the real daemon."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.conftest import DaemonProc

mcp = pytest.importorskip("mcp", reason="the 'mcp' extra is not installed")

from mcp import Client, StdioServerParameters  # noqa: E402


def server(daemon: DaemonProc) -> StdioServerParameters:
    return StdioServerParameters(command=sys.executable, args=["-m", "mercuryctl", "mcp"], env=daemon.env)


def text(result) -> str:
    return "\n".join(c.text for c in result.content if c.type == "text")


async def test_tools_proxy_to_the_daemon(daemon: DaemonProc) -> None:
    async with Client(server(daemon)) as client:
        from mercuryd import __version__

        assert client.server_info is not None
        assert (client.server_info.name, client.server_info.version) == ("mercury", __version__)
        tools = {t.name: t for t in (await client.list_tools()).tools}
        assert set(tools) == {"recall", "remember", "search", "forget", "profile"}
        assert tools["remember"].input_schema["required"] == ["summary"]

        r = await client.call_tool("remember", {"summary": "User prefers rooibos tea", "persons": ["Maya"]})
        assert not r.is_error and text(r).startswith("Remembered: #1 [preference]")
        [stored] = daemon.call("memory.list")["items"]
        assert stored["evidence"] == "direct" and stored["source"]["channel"] == "mcp"
        assert [p["name"] for p in stored["persons"]] == ["Maya"]

        again = await client.call_tool("remember", {"summary": "User prefers rooibos tea"})
        assert text(again).startswith("Reinforced: #1")

        r = await client.call_tool("recall", {"query": "which tea does the user like?"})
        assert text(r) == daemon.call("brain.recall", {"query": "which tea does the user like?"})["context"]
        assert "rooibos" in text(r)

        r = await client.call_tool("search", {"query": "rooibos"})
        assert text(r) == "#1 [preference] User prefers rooibos tea"

        r = await client.call_tool("profile", {})
        # Not consolidated yet: built from the current memories (no project: no active state).
        assert text(r) == "Profile: Preferences: User prefers rooibos tea.\nActive state: (not built yet)"

        r = await client.call_tool("forget", {"id": 1})
        assert "subconscious" in text(r)
        assert daemon.call("memory.get", {"id": 1})["tier"] == "subconscious"
        r = await client.call_tool("search", {"query": "rooibos"})
        assert text(r) == "#1 [preference] 💤 subconscious · User prefers rooibos tea"
        r = await client.call_tool("forget", {"id": 1, "hard": True})
        assert "Deleted memory #1" in text(r)
        assert daemon.call("brain.status")["counts"]["subconscious"] == 0


async def test_errors_become_tool_errors(daemon: DaemonProc) -> None:
    async with Client(server(daemon)) as client:
        r = await client.call_tool("forget", {"id": 42})
        assert r.is_error and text(r) == "Error executing tool forget: No memory with id 42. (code -32001)"
        r = await client.call_tool("remember", {"summary": "x", "type": "gossip"})
        assert r.is_error and text(r).startswith("remember was called with bad arguments: "
                                                  "Type must be 'identity', 'preference'")

        # Reflections are the daemon's own conclusions: an agent cannot state one.
        tools = {t.name: t for t in (await client.list_tools()).tools}
        assert "reflection" not in tools["remember"].input_schema["properties"]["type"]["enum"]
        r = await client.call_tool("remember", {"summary": "User reflects a lot", "type": "reflection"})
        assert r.is_error and "Type must be" in text(r)
        assert daemon.call("memory.list", {"scope": "all"})["items"] == []

        # Every argument error is a plain sentence: no pydantic URLs or error codes.
        for args in ({"summary": "x" * 501}, {}, {"summary": "ok", "persons": "Anna"}, {"summary": ["a"]}):
            r = await client.call_tool("remember", args)
            assert r.is_error and "http" not in text(r) and "type=" not in text(r), text(r)
        r = await client.call_tool("forget", {"id": 0})
        assert text(r).endswith("bad arguments: Id must be greater than or equal to 1.")
        r = await client.call_tool("remember", {})
        assert text(r).endswith("bad arguments: Summary is required.")
        daemon.stop()
        r = await client.call_tool("search", {"query": "tea"})
        assert r.is_error and "not running" in text(r)


def test_clear_error_without_the_extra(daemon: DaemonProc) -> None:
    code = ("import sys; sys.modules['mcp'] = None\n"
            "from mercuryctl.cli import main; sys.exit(main(['mcp']))")
    r = subprocess.run([sys.executable, "-c", code], env=daemon.env, capture_output=True, text=True,
                       timeout=30, stdin=subprocess.DEVNULL)
    assert r.returncode == 2
    assert r.stderr == ("mercuryctl: mercuryctl mcp needs the 'mcp' extra: in the mercuryd checkout run "
                        f"{sys.executable} -m pip install '.[mcp]'\n")
