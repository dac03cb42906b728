"""The wire types: one msgspec Struct per method's params and result.

Both sides import this module: the daemon decodes params with it and encodes results,
the typed :class:`mercuryctl.Client` decodes results with it. It imports nothing of
the daemon (no trio, no store), so it stays cheap to load.

Params Structs refuse unknown fields; every new field gets a default. Bounds live in
the annotations, so msgspec's error names the JSON path (``$.limit``) and that text
becomes the JSON-RPC invalid-params message unchanged.
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Literal, TypeGuard, get_args

import msgspec
from msgspec import UNSET, Meta, Struct, UnsetType, field

API_VERSION = 1

MemoryType = Literal[
    "identity",
    "preference",
    "goal",
    "project",
    "habit",
    "decision",
    "constraint",
    "relationship",
    "episode",
    "reflection",
]
MEMORY_TYPES: tuple[MemoryType, ...] = get_args(MemoryType)
Scope = Literal["durable", "active", "subconscious"]


def is_memory_type(value: str) -> TypeGuard[MemoryType]:
    """Whether ``value`` is one of the ten memory types (narrows it to the Literal)."""
    return value in MEMORY_TYPES

ConsciousScope = Literal["durable", "active"]
Evidence = Literal["direct", "inferred", "manual", "system"]
Tier = Literal["conscious", "subconscious"]
Reason = Literal["stale", "unreferenced", "low_confidence", "dismissed", "recalled", "promoted", "over"]

Unit = Annotated[float, Meta(ge=0.0, le=1.0)]
Id = Annotated[int, Meta(ge=1, le=2**63 - 1)]  # SQLite integers are 64-bit
# What the brain keeps of a summary or a name must hold a visible character: whitespace and
# control characters are trimmed away, and an empty result is refused with a sentence of
# its own ("summary is empty after trimming"). The schema says so too (for the OpenAPI
# document; validation stays the brain's, for that sentence).
_VISIBLE = {"pattern": r"[^\s\x00-\x1f\x7f-\x9f]"}
SummaryText = Annotated[str, Meta(min_length=1, max_length=4000, extra_json_schema=_VISIBLE)]  # trimmed to 1–500
Query = Annotated[str, Meta(min_length=1, max_length=4000)]
Name = Annotated[str, Meta(min_length=1, max_length=200, extra_json_schema=_VISIBLE)]
Path = Annotated[str, Meta(min_length=1, max_length=4096)]
# A keyset cursor as issued in next_cursor; bounded so it always fits a 64-bit integer.
Cursor = Annotated[str, Meta(pattern=r"^[0-9]{1,18}\Z")]  # \Z: "$" would allow a trailing newline


class Params(Struct, forbid_unknown_fields=True, kw_only=True):
    """Base of every method's params: unknown fields are an error."""


class Result(Struct, kw_only=True):
    """Base of every method's result."""


# ---------------------------------------------------------------- shared shapes


class Source(Struct, kw_only=True, forbid_unknown_fields=True):
    channel: str | None = None
    conversation_id: str | None = None
    refs: list[str] = field(default_factory=list)


class SourceIn(Source, kw_only=True, forbid_unknown_fields=True):
    """Provenance as a client may send it (``memory.add``): the same fields, bounded."""

    channel: Annotated[str, Meta(max_length=100)] | None = None
    conversation_id: Annotated[str, Meta(max_length=200)] | None = None
    refs: Annotated[list[Annotated[str, Meta(max_length=1000)]], Meta(max_length=1000)] = field(
        default_factory=list)


class PersonRef(Struct, kw_only=True):
    id: int
    name: str


class Memory(Result):
    id: int
    type: MemoryType
    summary: str
    scope: Scope
    tier: Tier
    evidence: Evidence
    confidence: float
    importance: float
    durability: float
    reinforcements: int
    stale: bool
    created_at: datetime
    updated_at: datetime
    last_referenced_at: datetime
    source: Source = field(default_factory=Source)
    persons: list[PersonRef] = field(default_factory=list)
    superseded_by: int | None = None
    reason: Reason | None = None
    prior_scope: ConsciousScope | None = None
    dismissed: bool = False
    subject: str | None = None
    attribute: str | None = None
    value: str | None = None
    polarity: Literal["positive", "negative"] = "positive"
    # When the user said it (the message's time; the creation time when unknown).
    stated_at: datetime | None = None
    # A plan (attribute ``plan:<attribute>``): when it becomes the attribute's value.
    takes_effect: datetime | None = None


class ScoredMemory(Memory):
    score: float = 0.0


class MemoryWithHistory(Memory):
    history: list[Memory] = field(default_factory=list)


class Message(Struct, kw_only=True, forbid_unknown_fields=True):
    role: Literal["user", "assistant", "system"]
    content: Annotated[str, Meta(max_length=200_000)]
    ts: datetime | None = None


class Person(Result):
    id: int
    name: str
    last_seen: datetime
    memory_count: int
    relation: str | None = None
    aliases: list[str] = field(default_factory=list)
    first_seen: datetime | None = None


class PersonLink(Result):
    person: Person
    relation: str | None = None


class Summary(Result):
    text: str
    generated_at: datetime | None = None
    memory_ids: list[int] = field(default_factory=list)


class Counts(Result):
    durable: int = 0
    active: int = 0
    subconscious: int = 0
    superseded: int = 0
    persons: int = 0


# ---------------------------------------------------------------- brain.*


class StatusParams(Params):
    pass


class ReplicationStatus(Result):
    """Continuous replication (docs/replication.md); present when it is enabled."""

    # starting | replicating | scrubbing (a hard delete: the replica is rewritten) |
    # refused (another device replicates to this URL) | error (retrying) | stopped
    state: str
    url: str | None  # without secrets
    last_sync_at: datetime | None = None  # the last time the replica held every write
    lag_seconds: float = 0.0  # age of the oldest write the replica does not hold yet
    generation: str | None = None
    deletes_pending: bool = False  # a hard delete not yet scrubbed from the replica
    deletes_scrubbed_at: datetime | None = None
    error: str | None = None


class SemanticStatus(Result):
    """Recall by meaning: ``state`` is off | loading | ready | failed."""

    state: Literal["off", "loading", "ready", "failed"]
    model: str | None = None
    vectors: int = 0  # memories in the resident index
    backfill_left: int | None = None  # memories still to embed (None: not counted yet)
    deadline_misses: int = 0  # recalls answered lexically because the model was late
    error: str | None = None


class StatusResult(Result):
    enabled: bool
    mode: Literal["second_brain", "basic", "degraded"]
    reason: str | None
    paused: bool
    counts: Counts
    last_consolidation_at: datetime | None
    last_prune_at: datetime | None
    db_path: str | None
    version: str
    api_version: int = API_VERSION
    extractor: str = "rules"
    dashboard_url: str | None = None
    # Why the dashboard is not running (dashboard_url is null then), e.g. a busy port.
    dashboard_error: str | None = None
    counts_by_type: dict[str, int] = field(default_factory=dict)
    # Conversations waiting for the LLM extractor (extractor: llm); 0 with rules.
    queued: int = 0
    # Litestream replication, when `replication.enabled` (else null).
    replication: ReplicationStatus | None = None
    # False once the database file was removed or replaced under the daemon (``reason``
    # says so): writes are refused until a restart.
    writable: bool = True
    semantic: SemanticStatus | None = None


class RecallParams(Params):
    query: Query
    limit: Annotated[int, Meta(ge=0, le=50)] = 5
    budget_chars: Annotated[int, Meta(ge=0, le=100_000, description=(
        "At most this many characters in the whole context block; 0 means no character "
        "budget (only `limit` bounds the block)."))] = 900
    subconscious: Literal["auto", "never", "always"] = "auto"
    include_profile: bool = False


class RecallResult(Result):
    memories: list[ScoredMemory]
    context: str
    used_subconscious: bool
    # False in basic/degraded mode (JSONL facts, text match): the Second Brain is off.
    enabled: bool = True
    mode: Literal["second_brain", "basic", "degraded"] = "second_brain"


class IngestParams(Params):
    messages: Annotated[list[Message], Meta(max_length=1000)]
    conversation_id: Annotated[str, Meta(max_length=200)] | None = None
    channel: Annotated[str, Meta(max_length=100)] | None = None


class IngestResult(Result):
    stored: list[Memory]
    reinforced: list[Memory]
    superseded: list[int]
    paused: bool = False
    queued: bool = False
    enabled: bool = True
    # What the user asked in so many words to be forgotten ("please forget about Dan"): the ids dismissed, and what was
    # asked that no live memory says (nothing dismissed for it), as said.
    forgotten: list[int] = field(default_factory=list)
    forget_unmatched: list[str] = field(default_factory=list)


class ConsolidateParams(Params):
    pass


class ConsolidateResult(Result):
    profile: Summary
    active_state: Summary
    reflections: list[Memory]
    # What this run changed (ids of reflection memories).
    created: list[int] = field(default_factory=list)
    reinforced: list[int] = field(default_factory=list)
    superseded: list[int] = field(default_factory=list)
    # Plans whose date passed in this run: ids of the memories they became.
    enacted: list[int] = field(default_factory=list)
    # Memories whose stated time (a state's duration, an event's day) was over in this run: moved to the subconscious.
    over: list[int] = field(default_factory=list)


class PruneParams(Params):
    dry_run: bool = False
    as_of: datetime | None = None


class PruneResult(Result):
    stale: list[int]
    to_subconscious: list[int]
    decayed: int
    promoted: list[int]
    low_confidence: list[int] = field(default_factory=list)
    dry_run: bool = False
    as_of: datetime | None = None


class ProfileParams(Params):
    pass


class ProfileResult(Result):
    profile: Summary
    active_state: Summary


class PauseParams(Params):
    pass


class PausedResult(Result):
    paused: bool


class ClearParams(Params):
    confirm: bool = False


class ClearResult(Result):
    deleted: int


class PathParams(Params):
    path: Path


class PathResult(Result):
    path: str
    count: int


# ---------------------------------------------------------------- memory.*

ListScope = Literal["conscious", "subconscious", "all"]


class ListParams(Params):
    scope: ListScope = "conscious"
    type: MemoryType | None = None
    limit: Annotated[int, Meta(ge=1, le=500)] = 50
    cursor: Cursor | None = None
    include_superseded: bool = False


class ListResult(Result):
    items: list[Memory]
    next_cursor: str | None = None
    total: int | None = None


class SearchParams(Params):
    q: Query
    scope: ListScope = "all"
    type: MemoryType | None = None
    limit: Annotated[int, Meta(ge=1, le=500)] = 20


class ItemsResult(Result):
    items: list[Memory]


class GetParams(Params):
    id: Id


class AddParams(Params):
    type: MemoryType
    summary: SummaryText
    evidence: Evidence = "manual"
    confidence: Unit | None = None
    importance: Unit | None = None
    scope: Scope | None = None
    persons: Annotated[list[Name], Meta(max_length=20)] | None = None
    source: SourceIn | None = None


class UpdateParams(Params):
    id: Id
    summary: SummaryText | None = None
    type: MemoryType | None = None
    importance: Unit | None = None
    confidence: Unit | None = None
    scope: Scope | None = None


class DismissParams(Params):
    id: Id
    hard: bool = False
    # Never delete: a memory already in the subconscious stays there. What a button
    # labelled "Dismiss" sends, so a double click or a page older than the memory's
    # tier never deletes for good without asking.
    only_dismiss: bool = False


class DismissResult(Result):
    id: int
    action: Literal["subconscious", "deleted"]


# ---------------------------------------------------------------- persons.*, graph.*


class PersonsListParams(Params):
    limit: Annotated[int, Meta(ge=1, le=500)] = 50
    cursor: Cursor | None = None


class PersonsListResult(Result):
    items: list[Person]
    next_cursor: str | None = None


class PersonGetParams(Params):
    id: Id


class PersonDetail(Result):
    person: Person
    facts: list[Memory]
    related: list[Memory]
    links: list[PersonLink]


Relation = Annotated[str, Meta(max_length=100)]


class PersonUpdateParams(Params):
    """Rename a person, replace their aliases, set (or with null/"" clear) their relation.

    A field left out is left alone; the old name of a renamed person becomes an alias.
    """

    id: Id
    name: Name | UnsetType = UNSET
    aliases: Annotated[list[Name], Meta(max_length=20)] | UnsetType = UNSET
    relation: Relation | UnsetType | None = UNSET


class PersonMergeParams(Params):
    """Fold person ``other`` into person ``id``: its memories and links follow, it is deleted."""

    id: Id
    other: Id


class GraphParams(Params):
    include_subconscious: bool = False
    limit: Annotated[int, Meta(ge=1, le=20_000)] = 2000


GraphNodeKind = Literal["user", "memory", "person", "goal"]
# How two nodes relate: a memory mentions a person; you (and persons) know persons; a
# memory supersedes the one it replaced; a reflection reflects what it was drawn from;
# you and goals relate to what concerns them.
GraphEdgeKind = Literal["mentions", "knows", "supersedes", "reflects", "relates"]


class GraphNode(Struct, kw_only=True):
    id: str
    kind: GraphNodeKind
    label: str
    type: str | None = None
    ref: int | None = None
    tier: Tier | None = None
    scope: Scope | None = None
    superseded: bool = False


class GraphEdge(Struct, kw_only=True):
    source: str
    target: str
    kind: GraphEdgeKind
    label: str | None = None


class GraphResult(Result):
    nodes: list[GraphNode]
    edges: list[GraphEdge]


class DiscoverParams(Params):
    pass


# ---------------------------------------------------------------- dashboard.*


class DashboardLinkParams(Params):
    pass


class DashboardLinkResult(Result):
    url: str
    expires_at: datetime


class DashboardLogoutParams(Params):
    pass


class DashboardLogoutResult(Result):
    logged_out: bool


# ---------------------------------------------------------------- the method table


class Method(Struct, frozen=True):
    """One RPC method: its params type, result type and a one-line summary."""

    name: str
    params: type
    result: type
    summary: str
    writes: bool = False


METHODS: dict[str, Method] = {
    m.name: m
    for m in [
        Method("brain.status", StatusParams, StatusResult, "Mode, counts and timers of the brain."),
        Method("brain.recall", RecallParams, RecallResult, "The few memories to inject before a message.", True),
        Method("brain.ingest", IngestParams, IngestResult, "Extract and store 0-3 facts from a conversation.", True),
        Method("brain.consolidate", ConsolidateParams, ConsolidateResult, "Rebuild summaries and reflections now.", True),
        Method("brain.prune", PruneParams, PruneResult, "Apply the lifecycle rules (or preview them).", True),
        Method("brain.profile", ProfileParams, ProfileResult, "The profile and active-state summaries."),
        Method("brain.pause", PauseParams, PausedResult, "Stop learning from conversations.", True),
        Method("brain.resume", PauseParams, PausedResult, "Resume learning from conversations.", True),
        Method("brain.clear", ClearParams, ClearResult, "Delete every memory and person (confirm=true).", True),
        Method("brain.export", PathParams, PathResult, "Write every memory as JSONL to a file."),
        Method("brain.import", PathParams, PathResult, "Read memories from a JSONL export.", True),
        Method("brain.backup", PathParams, PathResult, "Online backup of the database to a file."),
        Method("memory.list", ListParams, ListResult, "Browse memories by tier and type."),
        Method("memory.search", SearchParams, ItemsResult, "Full-text search over both tiers."),
        Method("memory.get", GetParams, MemoryWithHistory, "One memory and its superseded history."),
        Method("memory.add", AddParams, Memory, "Add a memory through the one write path.", True),
        Method("memory.update", UpdateParams, Memory, "Edit a memory's fields.", True),
        Method("memory.dismiss", DismissParams, DismissResult, "Dismiss (or hard-delete) a memory.", True),
        Method("persons.list", PersonsListParams, PersonsListResult, "People the brain knows."),
        Method("persons.get", PersonGetParams, PersonDetail, "A person with facts, memories and links."),
        Method("persons.memories", PersonGetParams, ItemsResult, "Memories that mention a person."),
        Method("persons.update", PersonUpdateParams, Person,
               "Rename a person, set their aliases or their relation.", True),
        Method("persons.merge", PersonMergeParams, Person,
               "Fold one person into another: memories and links follow.", True),
        Method("graph.get", GraphParams, GraphResult,
               "You, persons, goals and memories, and how they relate."),
        # ---- web dashboard
        Method("dashboard.link", DashboardLinkParams, DashboardLinkResult,
               "A fresh one-time login link to the web dashboard."),
        Method("dashboard.logout", DashboardLogoutParams, DashboardLogoutResult,
               "End every dashboard session (rotates the session secret)."),
    ]
}


# ---------------------------------------------------------------- JSON-RPC envelopes

# Standard and application error codes (INTERFACE.md).
PARSE_ERROR = -32700
INVALID_REQUEST = -32600
METHOD_NOT_FOUND = -32601
INVALID_PARAMS = -32602
INTERNAL_ERROR = -32603
NOT_FOUND = -32001
DISABLED = -32002
PAUSED = -32003
CONFLICT = -32004
CONFIRMATION_REQUIRED = -32005
STORAGE_ERROR = -32006
SERVER_BUSY = -32007
DATABASE_GONE = -32008

MAX_LINE = 1 << 20  # 1 MiB per message line


class ErrorObject(Struct, kw_only=True, omit_defaults=True):
    code: int
    message: str
    data: object | None = None


class ResponseOk(Struct, kw_only=True):
    jsonrpc: Literal["2.0"] = "2.0"
    result: object = None
    id: int | str | None = None


class ResponseError(Struct, kw_only=True):
    jsonrpc: Literal["2.0"] = "2.0"
    error: ErrorObject
    id: int | str | None = None


encoder = msgspec.json.Encoder()


def to_builtins(obj: object) -> object:
    """A Struct (or anything msgspec encodes) as plain JSON-able Python values."""
    return msgspec.to_builtins(obj)
