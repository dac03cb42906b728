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
        assert text(r) == "Profile: (not built yet)\nActive state: (not built yet)"

        r = await client.call_tool("forget", {"id": 1})
        assert "subconscious" in text(r)
        assert daemon.call("memory.get", {"id": 1})["tier"] == "subconscious"
        r = await client.call_tool("search", {"query": "rooibos"})
        assert text(r) == "#1 [preference] 💤 User prefers rooibos tea"
        r = await client.call_tool("forget", {"id": 1, "hard": True})
        assert "Deleted memory #1" in text(r)
        assert daemon.call("brain.status")["counts"]["subconscious"] == 0


async def test_errors_become_tool_errors(daemon: DaemonProc) -> None:
    async with Client(server(daemon)) as client:
        r = await client.call_tool("forget", {"id": 42})
        assert r.is_error and "code -32001" in text(r)
        r = await client.call_tool("remember", {"summary": "x", "type": "gossip"})
        assert r.is_error
        daemon.stop()
        r = await client.call_tool("search", {"query": "tea"})
        assert r.is_error and "not running" in text(r)


def test_clear_error_without_the_extra(daemon: DaemonProc) -> None:
    code = ("import sys; sys.modules['mcp'] = None\n"
            "from mercuryctl.cli import main; sys.exit(main(['mcp']))")
    r = subprocess.run([sys.executable, "-c", code], env=daemon.env, capture_output=True, text=True,
                       timeout=30, stdin=subprocess.DEVNULL)
    assert r.returncode == 2
    assert r.stderr == "mercuryctl: mercuryctl mcp needs the 'mcp' extra: pip install 'mercury-second-brain[mcp]'\n"
