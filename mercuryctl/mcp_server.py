"""``mercuryctl mcp``: a stdio Model Context Protocol server backed by the daemon.

Tools: ``recall`` (brain.recall), ``remember`` (memory.add), ``search`` (memory.search),
``forget`` (memory.dismiss) and ``profile`` (brain.profile). Each is a thin proxy through
:class:`mercuryctl.Client`; the daemon does all the work. The server needs the ``mcp``
extra (it pulls ~20 packages), so the base install stays light.
"""

# No `from __future__ import annotations`: the MCP SDK evaluates the tools' annotations,
# which name things imported inside build().
import argparse
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Annotated, Any, Literal

if TYPE_CHECKING:
    from mercuryctl.client import Client

INSTALL_HINT = ("mercuryctl mcp needs the 'mcp' extra: in the mercuryd checkout run "
                f"{sys.executable} -m pip install '.[mcp]'")
INSTRUCTIONS = (
    "Mercury is the user's long-term memory. Call `recall` with the user's message to get "
    "the facts worth knowing before you answer; call `remember` when the user states a durable "
    "fact about themselves (one sentence, third person: 'User prefers …'); `search` to browse; "
    "`forget` when the user asks you to forget something; `profile` for who the user is."
)

# Every memory type but reflection: reflections are the daemon's own conclusions
# (consolidation writes them), never stated by an agent.
MemoryType = Literal["identity", "preference", "goal", "project", "habit", "decision", "constraint",
                     "relationship", "episode"]

# pydantic's wording ("Input should be …") as the start of a plain sentence about a field.
_SHOULD = ("Input should ", "String should ", "Value should ", "List should ", "Dictionary should ")


def plain_errors(tool: str, errors: list[dict[str, Any]]) -> str:
    """pydantic validation errors as plain sentences, naming each argument (no URLs)."""
    out = []
    for err in errors:
        field = ".".join(str(part) for part in err.get("loc", ())) or "the arguments"
        msg = str(err.get("msg", "is not valid"))
        if msg == "Field required":
            said = f"{field} is required"
        elif msg == "Extra inputs are not permitted":
            said = f"{field} is not an argument of {tool}"
        elif msg.startswith(_SHOULD):
            said = f"{field} must {msg.split(' should ', 1)[1]}"
        else:
            said = f"{field}: {msg}"
        out.append(said[:1].upper() + said[1:].rstrip(".") + ".")
    return f"{tool} was called with bad arguments: " + " ".join(out)


def fmt(m: Any) -> str:
    badge = " 💤 subconscious ·" if m.tier == "subconscious" else ""  # the word too: no emoji font needed
    return f"#{m.id} [{m.type}]{badge} {m.summary}"


def build(client: "Client") -> Any:
    """The MCPServer with its five tools, proxying to ``client``."""
    import anyio
    from mcp.server.mcpserver import MCPServer
    from mcp.server.mcpserver.exceptions import ToolError, UnexpectedToolError
    from pydantic import Field, ValidationError

    from mercuryctl.transport import DaemonUnreachable, RpcError
    from mercuryd import __version__
    from mercuryd.plain import sentence

    class Server(MCPServer):
        """The SDK's server, with argument errors told as plain sentences."""

        async def call_tool(self, name: str, arguments: dict[str, Any], context: Any = None) -> Any:
            try:
                return await super().call_tool(name, arguments, context)
            except ToolError as exc:
                cause = exc.__cause__
                if isinstance(exc, UnexpectedToolError) or not isinstance(cause, ValidationError):
                    raise
                raise ToolError(plain_errors(name, [dict(e) for e in cause.errors()])) from cause

    server = Server("mercury", version=__version__, instructions=INSTRUCTIONS)

    async def proxy(fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        def run() -> Any:
            return fn(*args, **kwargs)

        try:
            return await anyio.to_thread.run_sync(run)
        except RpcError as exc:
            raise ToolError(f"{sentence(exc.message)} (code {exc.code})") from None
        except DaemonUnreachable as exc:
            raise ToolError(str(exc)) from None

    @server.tool(description="Memories relevant to a message, as a ready-to-use context block.")
    async def recall(
        query: Annotated[str, Field(description="the user's message or a question", min_length=1, max_length=4000)],
        limit: Annotated[int, Field(description="at most this many memories", ge=0, le=50)] = 5,
    ) -> str:
        r = await proxy(client.recall, query, limit=limit)
        return r.context or "Nothing relevant remembered."

    @server.tool(description="Store a fact about the user (reinforces an existing one instead of duplicating).")
    async def remember(
        summary: Annotated[str, Field(description="the fact as one sentence, e.g. 'User prefers tea'",
                                      min_length=1, max_length=500)],
        type: Annotated[MemoryType, Field(description="what kind of fact it is")] = "preference",
        persons: Annotated[list[str] | None, Field(description="people the fact mentions")] = None,
    ) -> str:
        m = await proxy(client.add, type, summary, evidence="direct", persons=persons,
                        source={"channel": "mcp"})
        if m.superseded_by:
            return f"Kept as history: {fmt(m)} (a stronger memory #{m.superseded_by} disagrees)"
        verb = "Reinforced" if m.reinforcements else "Remembered"
        return f"{verb}: {fmt(m)}"

    @server.tool(description="Full-text search over all memories (conscious and subconscious).")
    async def search(
        query: Annotated[str, Field(description="words to look for", min_length=1, max_length=4000)],
        limit: Annotated[int, Field(ge=1, le=100)] = 10,
    ) -> str:
        r = await proxy(client.search, query, limit=limit)
        return "\n".join(fmt(m) for m in r.items) or "No memory matches."

    @server.tool(description="Forget a memory by id: it leaves recall (hard=true deletes it for good).")
    async def forget(
        id: Annotated[int, Field(description="the memory id (from search or remember)", ge=1)],
        hard: Annotated[bool, Field(description="delete for good instead of moving it out of recall")] = False,
    ) -> str:
        # hard=false never deletes (an agent retrying a forget must not delete for good).
        r = await proxy(client.dismiss, id, hard=hard, only_dismiss=not hard)
        if r.action == "deleted":
            return f"Deleted memory #{r.id} for good."
        return f"Memory #{r.id} moved to the subconscious (no longer recalled)."

    @server.tool(description="Who the user is (profile) and what is going on now (active state).")
    async def profile() -> str:
        r = await proxy(client.profile)
        return (f"Profile: {r.profile.text or '(not built yet)'}\n"
                f"Active state: {r.active_state.text or '(not built yet)'}")

    return server


def run(a: argparse.Namespace) -> int:
    try:
        import mcp.server.mcpserver  # noqa: F401
    except ImportError:
        print(f"mercuryctl: {INSTALL_HINT}", file=sys.stderr)
        return 2
    from mercuryctl.client import Client

    with Client(a.socket) as client:
        build(client).run("stdio")
    return 0
