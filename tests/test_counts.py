"""The counts behind brain.status are kept by triggers: they must always equal the rows."""

from __future__ import annotations

import random

from mercuryd import wire
from mercuryd.brain.service import Brain

TYPES = ["preference", "goal", "project", "episode", "identity", "habit"]


def truth(brain: Brain) -> tuple[dict[str, int], dict[str, int]]:
    conn = brain.store.conn
    counts = {"durable": 0, "active": 0, "subconscious": 0, "superseded": 0}
    for scope, superseded, n in conn.execute(
            "SELECT scope, superseded_by IS NOT NULL, count(*) FROM memories GROUP BY 1, 2"):
        counts["superseded" if superseded else scope] += n
    by_type = dict(conn.execute(
        "SELECT type, count(*) FROM memories WHERE superseded_by IS NULL "
        "AND scope != 'subconscious' GROUP BY type").fetchall())
    return counts, by_type


def check(brain: Brain) -> None:
    counts, by_type = truth(brain)
    got = brain.store.counts()
    got.pop("persons")
    assert got == counts
    assert brain.store.counts_by_type() == by_type


def test_counts_follow_every_kind_of_change(brain: Brain, clock) -> None:
    rng = random.Random(3)
    langs = ["Python", "Rust", "Go", "Java"]
    for step in range(300):
        op = rng.random()
        ids = [r[0] for r in brain.store.conn.execute("SELECT id FROM memories")]
        if op < 0.35 or not ids:
            brain.add(wire.AddParams(type=rng.choice(TYPES), summary=f"User fact number {step} about {rng.randint(0, 40)}"))
        elif op < 0.45:  # conflicts: supersede and get superseded
            brain.add(wire.AddParams(type="preference", summary=f"User prefers {rng.choice(langs)}",
                                     confidence=rng.choice([0.5, 0.8, 1.0])))
        elif op < 0.6:
            brain.update(wire.UpdateParams(id=rng.choice(ids), type=rng.choice(TYPES),
                                           scope=rng.choice(["durable", "active", "subconscious"])))
        elif op < 0.75:
            brain.dismiss(wire.DismissParams(id=rng.choice(ids), hard=rng.random() < 0.4))
        elif op < 0.85:
            clock.advance(days=rng.randint(1, 40))
            brain.prune()
        else:
            brain.recall(wire.RecallParams(query=f"fact number {rng.randint(0, 300)}"))
        check(brain)
    brain.clear(wire.ClearParams(confirm=True))
    check(brain)
    assert brain.status().counts.durable == 0
