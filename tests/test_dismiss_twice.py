"""Dismissing twice never deletes for good (the REST route the dashboard's button calls,
and the MCP ``forget`` tool without ``hard``).

Found by the second outside probe: ``memory.dismiss`` deletes a memory that is already
in the subconscious, so the dashboard's "Dismiss" clicked twice, a page drawn before the
memory sank, or an agent retrying ``forget`` deleted it for good without asking. These
callers now send ``only_dismiss``; `mercuryctl dismiss ID` twice still deletes, as
documented.
"""

from __future__ import annotations

import sys

import trio

from tests.conftest import DaemonProc
from tests.web_helpers import running_web


def test_the_dashboards_dismiss_twice_keeps_the_memory() -> None:
    with running_web() as web:
        mid = web.add("Note about the boiler service", type="episode")["id"]
        for _ in range(2):  # a double click: the request the page's Dismiss button sends
            r = web.api.delete(f"/api/brain/memory/{mid}?only_dismiss=true")
            assert r.status_code == 200 and r.json()["action"] == "subconscious", r.text
        assert web.api.get(f"/api/brain/memory/{mid}").json()["tier"] == "subconscious"
        assert web.api.delete(f"/api/brain/memory/{mid}?hard=true").json()["action"] == "deleted"


async def _forget_twice(daemon: DaemonProc, mid: int) -> list[str]:
    from mcp import Client as McpClient
    from mcp import StdioServerParameters

    params = StdioServerParameters(command=sys.executable, args=["-m", "mercuryctl", "mcp"], env=daemon.env)
    said = []
    async with McpClient(params) as client:
        for _ in range(2):
            result = await client.call_tool("forget", {"id": mid})
            assert not result.is_error, result
            said.append("\n".join(c.text for c in result.content if c.type == "text"))
    return said


def test_an_agent_forgetting_twice_does_not_delete(daemon: DaemonProc) -> None:
    mid = daemon.call("memory.add", {"type": "preference", "summary": "User prefers green tea"})["id"]
    said = trio.run(_forget_twice, daemon, mid)
    assert all("subconscious" in s for s in said), said
    assert daemon.call("memory.get", {"id": mid})["tier"] == "subconscious"
    # The command line keeps its documented "dismiss again to delete".
    assert daemon.ctl("dismiss", str(mid)).returncode == 0
    assert daemon.call("memory.list", {"scope": "all", "limit": 10})["items"] == []
