"""Configuration: ``<home>/mercury.yaml`` decoded into typed Structs.

Every key is optional and has the embedded default. Unknown keys and wrong types stop
the daemon with one sentence naming the key (msgspec's path, e.g.
``$.memory.secondBrain.pruning.staleAfterDays``). Environment variables beat the file.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Annotated, Literal

import msgspec
from msgspec import Meta, Struct, field

from mercuryd.errors import StartupError

Positive = Annotated[float, Meta(gt=0)]
Unit = Annotated[float, Meta(ge=0, le=1)]


class _Section(Struct, kw_only=True, forbid_unknown_fields=True, rename="camel"):
    pass


class Retrieval(_Section):
    limit: Annotated[int, Meta(ge=0, le=50)] = 5
    budget_chars: Annotated[int, Meta(ge=0)] = 900
    # Conscious results are "weak" when fewer than `limit` are found or the best text
    # relevance is below this: recall then also searches the subconscious.
    weak_relevance: Unit = 0.35
    # A hit holding less than this share of the query's term weight (one common word of
    # a long question) is not injected at all: junk in the context is worse than a gap.
    min_relevance: Unit = 0.1
    # Recall by meaning with the bundled sentence model (docs/recall.md), or with the
    # model directory ``model`` names; a query vector later than the deadline is
    # dropped and the answer is the lexical one.
    semantic: bool = True
    model: str | None = None
    semantic_deadline_ms: Annotated[float, Meta(gt=0)] = 50.0


class Consolidation(_Section):
    interval_minutes: Positive = 60


class Pruning(_Section):
    interval_minutes: Positive = 60
    stale_after_days: Positive = 21
    subconscious_after_days: Positive = 30
    inferred_half_life_days: Positive = 30
    low_confidence: Unit = 0.3
    low_confidence_after_days: Positive = 120
    promote_after_reinforcements: Annotated[int, Meta(ge=1)] = 3


class SecondBrain(_Section):
    enabled: bool = True
    extractor: Literal["rules", "llm"] = "rules"
    retrieval: Retrieval = field(default_factory=Retrieval)
    consolidation: Consolidation = field(default_factory=Consolidation)
    pruning: Pruning = field(default_factory=Pruning)


class MemorySection(_Section):
    second_brain: SecondBrain = field(default_factory=SecondBrain)


class Llm(_Section):
    base_url: str = "http://127.0.0.1:11434/v1"
    model: str = "llama3.1"
    api_key_env: str = "OPENAI_API_KEY"
    timeout_seconds: Positive = 30
    # The extraction queue (mercuryd/llm/worker.py): a conversation whose extraction
    # failed is retried after retryBaseSeconds, doubling up to retryMaxSeconds; after
    # maxAttempts failures the rules extractor reads it instead.
    max_attempts: Annotated[int, Meta(ge=1, le=100)] = 5
    retry_base_seconds: Positive = 60
    retry_max_seconds: Positive = 3600


class Dashboard(_Section):
    enabled: bool = True
    host: str = "127.0.0.1"
    port: Annotated[int, Meta(ge=0, le=65535)] = 7420


class Telegram(_Section):
    enabled: bool = False
    token_env: str = "TELEGRAM_BOT_TOKEN"
    allowed_user_ids: list[int] = field(default_factory=list)
    api_base_url: str = "https://api.telegram.org"


# A Go-style duration, as Litestream reads it: "24h", "90m", "1s", "500ms", "1h30m".
Duration = Annotated[str, Meta(pattern=r"^([0-9]+(\.[0-9]+)?(h|m|s|ms))+$")]


class Replication(_Section):
    """Continuous replication of the database by Litestream (docs/replication.md).

    ``url`` is a ``file:///…`` directory (a disk, a NAS), an ``s3://bucket/prefix`` of
    any S3-compatible store or an ``sftp://user@host[:port]/path``; credentials come
    from the environment (or ``service.env``), never from this file.
    """

    enabled: bool = False
    url: str | None = None
    retention: Duration = "24h"
    sync_interval: Duration = "1s"


class Config(_Section):
    memory: MemorySection = field(default_factory=MemorySection)
    llm: Llm = field(default_factory=Llm)
    dashboard: Dashboard = field(default_factory=Dashboard)
    replication: Replication = field(default_factory=Replication)
    telegram: Telegram = field(default_factory=Telegram)

    @property
    def brain(self) -> SecondBrain:
        return self.memory.second_brain


def _truthy(text: str) -> bool | None:
    value = text.strip().lower()
    if value in {"1", "true", "yes", "on"}:
        return True
    if value in {"0", "false", "no", "off"}:
        return False
    return None


def load(path: Path | None, environ: dict[str, str] | None = None) -> Config:
    """Read the YAML file (if any) and apply environment overrides.

    Raises:
        StartupError: the file is not valid YAML, or a key is unknown or mistyped.
    """
    environ = dict(os.environ) if environ is None else environ
    data: object = {}
    if path is not None and path.exists():
        import yaml

        try:
            data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        except (yaml.YAMLError, UnicodeDecodeError) as exc:
            mark = getattr(exc, "problem_mark", None)
            where = f" at line {mark.line + 1}" if mark is not None else ""
            raise StartupError(f"config file {path} is not valid YAML{where}.") from None
        except OSError as exc:
            raise StartupError(f"cannot read config file {path}: {exc.strerror}.") from None
    try:
        config = msgspec.convert(data, Config)
    except msgspec.ValidationError as exc:
        raise StartupError(f"config file {path}: {exc}.") from None
    flag = environ.get("SECOND_BRAIN_ENABLED")
    if flag is not None and flag.strip():
        value = _truthy(flag)
        if value is None:
            raise StartupError(
                f"SECOND_BRAIN_ENABLED must be true or false, not {flag!r}."
            )
        config.memory.second_brain.enabled = value
    # ---- the LLM endpoint must be a URL we can post to (docs/llm.md)
    if config.brain.extractor == "llm":
        from urllib.parse import urlsplit

        url = urlsplit(config.llm.base_url)
        if url.scheme not in ("http", "https") or not url.hostname:
            raise StartupError(
                f"config file {path}: llm.baseUrl must be an http:// or https:// URL, "
                f"not {config.llm.base_url!r}."
            )
    # ---- replication (docs/replication.md): a URL, no secret in the file, durations > 0
    for key, duration in (("retention", config.replication.retention),
                          ("syncInterval", config.replication.sync_interval)):
        if duration_seconds(duration) <= 0:
            raise StartupError(f"config file {path}: replication.{key} must be longer than 0, not {duration!r}.")
    if config.replication.enabled:
        from mercuryd.replication.url import check_url

        problem = check_url(config.replication.url)
        if problem is not None:
            raise StartupError(f"config file {path}: replication.url {problem}.")
    return config


def duration_seconds(text: str) -> float:
    """Seconds in a Go-style duration ("1h30m", "500ms"); the pattern is checked on load."""
    import re

    units = {"h": 3600.0, "m": 60.0, "s": 1.0, "ms": 0.001}
    return sum(float(n) * units[u] for n, _, u in re.findall(r"([0-9]+(\.[0-9]+)?)(ms|h|m|s)", text))
