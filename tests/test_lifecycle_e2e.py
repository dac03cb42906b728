"""End-to-end: `mercuryctl prune --dry-run --as-of` and consolidation against the real daemon."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

from tests.conftest import DaemonProc


def test_prune_dry_run_as_of_previews_without_changing(daemon: DaemonProc) -> None:
    mid = daemon.call("memory.add", {"type": "episode", "summary": "User repainted the fence"})["id"]
    before = daemon.call("memory.get", {"id": mid})
    when = (datetime.now(UTC) + timedelta(days=40)).date().isoformat()
    shown = daemon.ctl("prune", "--dry-run", "--as-of", when)
    assert shown.returncode == 0, shown.stderr
    line = next(x for x in shown.stdout.splitlines() if "to subconscious" in x)
    assert "would change" in shown.stdout and line.split()[2] == "1" and str(mid) in line
    got = json.loads(daemon.ctl("prune", "--dry-run", "--as-of", when, "--json").stdout)
    assert got["to_subconscious"] == [mid] and got["dry_run"] is True
    assert got["as_of"].startswith(when)
    assert daemon.call("memory.get", {"id": mid}) == before
    assert daemon.call("brain.status")["last_prune_at"] is not None  # the startup tick ran, once
    bad = daemon.ctl("prune", "--dry-run", "--as-of", "next tuesday")
    assert bad.returncode == 2 and "2027-06-01" in bad.stderr


def test_consolidate_over_the_socket(daemon: DaemonProc) -> None:
    daemon.call("memory.add", {"type": "identity", "summary": "User's name is Ada"})
    out = daemon.ctl("consolidate")
    assert out.returncode == 0 and "Ada" in out.stdout
    profile = daemon.call("brain.profile")
    assert "Ada" in profile["profile"]["text"] and profile["profile"]["memory_ids"] == [1]


def test_a_plan_whose_date_passed_becomes_current_at_consolidation(daemon: DaemonProc) -> None:
    """Heard two months ago: "moving to Berlin on <a day a month ago>"; the daemon's next
    consolidation makes Berlin where the user lives (its clock is the real one)."""
    now = datetime.now(UTC)
    day = now - timedelta(days=30)

    def said(ago: int, content: str) -> None:
        ts = (now - timedelta(days=ago)).isoformat()
        daemon.call("brain.ingest", {"conversation_id": f"c{ago}", "messages": [
            {"role": "user", "content": content, "ts": ts}, {"role": "assistant", "content": "Noted!", "ts": ts}]})

    said(90, "I live in Warsaw.")
    said(60, f"I'm moving to Berlin on {day.day} {day:%B}.")
    out = daemon.ctl("consolidate")  # (or the startup tick's consolidation, if it ran after the ingest)
    assert out.returncode == 0, out.stderr
    assert f"User has lived in Berlin since {day.day} {day:%B} {day.year}" in out.stdout  # the profile it rebuilt
    live = daemon.call("memory.list", {"scope": "all", "limit": 100})["items"]
    [berlin] = [m for m in live if m["attribute"] == "lives_in"]
    assert berlin["value"] == "berlin" and berlin["summary"] == f"User has lived in Berlin since {day.day} {day:%B} {day.year}"
    history = daemon.call("memory.get", {"id": berlin["id"]})["history"]
    assert sorted((h["attribute"], h["value"]) for h in history) == [("lives_in", "warsaw"), ("plan:lives_in", "berlin")]


def test_a_goal_reached_and_a_habit_given_up_leave_the_active_state(daemon: DaemonProc) -> None:
    """Through the daemon's ingest (months apart by message time): the marathon run ends its
    training goal, 5-a-side given up ends its weekly habit; consolidation's active state and
    the live list no longer show either, and each is the newer memory's history."""
    now = datetime.now(UTC)

    def said(ago: int, content: str) -> dict[str, object]:
        ts = (now - timedelta(days=ago)).isoformat()
        result: dict[str, object] = daemon.call("brain.ingest", {"conversation_id": f"c{ago}", "messages": [
            {"role": "user", "content": content, "ts": ts}, {"role": "assistant", "content": "Noted!", "ts": ts}]})
        return result

    said(200, "I'm training for the Dublin marathon in October.")
    said(190, "I play 5-a-side every Tuesday.")
    said(20, "I ran the Dublin marathon last Sunday! 3:52")
    said(10, "I've given up 5-a-side, my knee can't take it.")
    live = daemon.call("memory.list", {"scope": "all", "limit": 100})["items"]
    assert not [m for m in live if m["type"] in ("goal", "habit")]
    ran = next(m for m in live if m["summary"].startswith("User ran the Dublin marathon"))
    assert [h["type"] for h in daemon.call("memory.get", {"id": ran["id"]})["history"]] == ["goal"]
    out = daemon.ctl("consolidate")
    assert out.returncode == 0, out.stderr
    state = daemon.call("brain.profile")["active_state"]["text"]
    assert "training for the Dublin marathon" not in state and "5-a-side every Tuesday" not in state
