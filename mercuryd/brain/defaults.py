"""Per-type and per-evidence defaults: what a new memory gets when its writer leaves a field unset."""

from __future__ import annotations

from mercuryd import wire

# type -> (default scope, default importance)
TYPE_DEFAULTS: dict[str, tuple[wire.ConsciousScope, float]] = {
    "identity": ("durable", 0.9),
    "constraint": ("durable", 0.85),
    "relationship": ("durable", 0.75),
    "preference": ("durable", 0.7),
    "goal": ("active", 0.7),
    "project": ("active", 0.65),
    "habit": ("durable", 0.6),
    "decision": ("active", 0.6),
    "reflection": ("durable", 0.5),
    "episode": ("active", 0.4),
}

EVIDENCE_CONFIDENCE: dict[str, float] = {
    "manual": 1.0,
    "direct": 0.9,
    "system": 0.7,
    "inferred": 0.6,
}

# Durability follows the scope: durable facts are meant to last, active ones not.
SCOPE_DURABILITY: dict[str, float] = {"durable": 0.9, "active": 0.3}

CONSCIOUS = ("durable", "active")

# The store gate for extracted facts: below either bound a candidate is junk.
MIN_CONFIDENCE = 0.5
MIN_IMPORTANCE = 0.15

# How much a reinforcement moves confidence towards 1.
REINFORCE_STEP = 0.25

MAX_REFS = 50


def default_scope(type_: str) -> wire.ConsciousScope:
    return TYPE_DEFAULTS[type_][0]


def default_importance(type_: str) -> float:
    return TYPE_DEFAULTS[type_][1]
