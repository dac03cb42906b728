"""Hard-deleted text is gone everywhere: summaries, reflections, every file under the home.

The probe found the profile summary and the reflections still quoting memories that were
hard-deleted, in every door (``brain.profile``, ``recall --profile``, the menu's
Overview) and in the database file, until the next hourly consolidation. These tests run
the real daemon and then read every byte under its home.
"""

from __future__ import annotations

import sys
from pathlib import Path

import trio

from tests.conftest import DaemonProc
from tests.rpcclient import Client

SECRET = "Quokkaberry"  # in one identity memory: lands in the profile summary
THEME = "zumbrella"  # in three preferences: a "consistent preferences" reflection
PERSON = "Wilhelmina"  # in five memories: an "often mentions" reflection
NEEDLES = [SECRET, THEME, PERSON]


def leaks(home: Path, needles: list[str]) -> list[str]:
    """Every (needle, file) where a needle's bytes (any case) appear under ``home``."""
    found = []
    for path in sorted(home.rglob("*")):
        if not path.is_file() or path.is_symlink():
            continue
        data = path.read_bytes().lower()
        found += [f"{n} in {path.relative_to(home)}" for n in needles if n.lower().encode() in data]
    return found


def fill(c: Client) -> dict[str, list[int]]:
    ids: dict[str, list[int]] = {SECRET: [], THEME: [], PERSON: []}
    ids[SECRET].append(c.call("memory.add", {"type": "identity",
                                             "summary": f"User's secret codename is {SECRET}"})["id"])
    c.call("memory.add", {"type": "identity", "summary": "User is a marine biologist"})
    c.call("memory.add", {"type": "goal", "summary": "User wants to map the coral reef"})
    for thing in ("tea", "biscuits", "jam"):
        ids[THEME].append(c.call("memory.add", {"type": "preference",
                                                "summary": f"User prefers {THEME} {thing}"})["id"])
    for what in ("lunch", "a walk", "chess", "a film", "a concert"):
        ids[PERSON].append(c.call("memory.add", {"type": "episode", "summary": f"User had {what} with {PERSON}",
                                                 "persons": [PERSON]})["id"])
    return ids


def everything_said(c: Client) -> str:
    """Every text the daemon can show: summaries, recall with profile, all memories."""
    parts = [str(c.call("brain.profile"))]
    parts.append(c.call("brain.recall", {"query": "codename biologist tea", "include_profile": True})["context"])
    cursor = None
    while True:
        page = c.call("memory.list", {"scope": "all", "include_superseded": True, "limit": 500,
                                      **({"cursor": cursor} if cursor else {})})
        parts += [m["summary"] for m in page["items"]]
        cursor = page["next_cursor"]
        if not cursor:
            break
    return "\n".join(parts)


async def _mcp_profile(daemon: DaemonProc) -> str:
    from mcp import Client as McpClient
    from mcp import StdioServerParameters

    params = StdioServerParameters(command=sys.executable, args=["-m", "mercuryctl", "mcp"], env=daemon.env)
    async with McpClient(params) as client:
        result = await client.call_tool("profile", {})
        assert not result.is_error, result
        return "\n".join(c.text for c in result.content if c.type == "text")


def doors_to_the_profile(daemon: DaemonProc) -> list[str]:
    said = []
    for args in (("profile",), ("memory", "overview"), ("recall", "--profile", "codename biologist tea"),
                 ("hook", "pre-message", "--profile", "codename biologist tea")):
        r = daemon.ctl(*args)
        assert r.returncode == 0, (args, r.stderr)
        said.append(r.stdout)
    said.append(trio.run(_mcp_profile, daemon))
    return said


def test_hard_delete_scrubs_summaries_reflections_and_every_file(daemon: DaemonProc) -> None:
    with Client(daemon.socket) as c:
        ids = fill(c)
        done = c.call("brain.consolidate")
        said = everything_said(c)
        assert SECRET in done["profile"]["text"]
        assert any(THEME in r["summary"] for r in done["reflections"]), done["reflections"]
        assert any(PERSON in r["summary"] for r in done["reflections"]), done["reflections"]
        assert all(n in said for n in NEEDLES)
        for door in doors_to_the_profile(daemon):  # each door shows the summary before
            assert SECRET in door, door
        for group in ids.values():
            for mid in group:
                assert c.call("memory.dismiss", {"id": mid, "hard": True})["action"] == "deleted"
        said = everything_said(c)
        assert [n for n in NEEDLES if n.casefold() in said.casefold()] == []
        # What is left still makes a profile: it was rebuilt, not just emptied.
        assert "marine biologist" in c.call("brain.profile")["profile"]["text"]
    # Every other door to the profile: mercuryctl profile, the menu's Overview, the hook's
    # `pre-message --profile`, `recall --profile` and the MCP `profile` tool. Each must
    # answer (the rebuilt profile), so an empty or failed answer cannot pass.
    for door in doors_to_the_profile(daemon):
        assert "marine biologist" in door, door
        assert [n for n in NEEDLES if n.casefold() in door.casefold()] == [], door
    daemon.stop()
    assert leaks(daemon.home, NEEDLES) == []
    daemon.start()
    with Client(daemon.socket) as c:
        assert [n for n in NEEDLES if n.casefold() in everything_said(c).casefold()] == []


def test_clear_leaves_no_text_in_any_file(daemon: DaemonProc) -> None:
    with Client(daemon.socket) as c:
        fill(c)
        c.call("brain.consolidate")
        assert c.call("brain.clear", {"confirm": True})["deleted"] > 0
        assert everything_said(c).strip() == str(c.call("brain.profile")).strip()
        assert [n for n in NEEDLES if n.casefold() in everything_said(c).casefold()] == []
    daemon.stop()
    assert leaks(daemon.home, NEEDLES) == []


def test_editing_away_a_text_rebuilds_the_summaries_that_quoted_it(daemon: DaemonProc) -> None:
    with Client(daemon.socket) as c:
        mid = fill(c)[SECRET][0]
        assert SECRET in c.call("brain.consolidate")["profile"]["text"]
        c.call("memory.update", {"id": mid, "summary": "User's codename is classified"})
        profile = c.call("brain.profile")["profile"]["text"]
        assert SECRET not in profile and "classified" in profile


def test_a_name_learned_only_from_a_hard_deleted_memory_goes_with_it(daemon: DaemonProc) -> None:
    # The probe: "my mom" is a person named Mom; "My mom Zelphine is …" renames her
    # Zelphine (Mom kept as an alias). Hard-deleting that memory, the only one that ever
    # said the name, left "Zelphine" as the person's name in persons.list, persons.get,
    # the graph and the database file.
    def ingest(text: str, cid: str) -> list[dict]:
        return daemon.call("brain.ingest", {"messages": [{"role": "user", "content": text}],
                                            "conversation_id": cid})["stored"]

    [lisbon] = ingest("My mom lives in Lisbon.", "a")
    [named] = ingest("My mom Zelphine is a retired pilot.", "b")
    [orrin] = ingest("My brother Orrin works at a bakery.", "c")
    [mom] = lisbon["persons"]
    assert [p["name"] for p in named["persons"]] == ["Zelphine"] and named["persons"][0]["id"] == mom["id"]
    assert daemon.call("memory.dismiss", {"id": named["id"], "hard": True})["action"] == "deleted"
    said = [str(daemon.call("persons.list", {})), str(daemon.call("persons.get", {"id": mom["id"]})),
            str(daemon.call("graph.get", {})), str(daemon.call("memory.get", {"id": lisbon["id"]}))]
    assert not [s for s in said if "zelphine" in s.casefold()], said
    person = daemon.call("persons.get", {"id": mom["id"]})
    assert person["person"]["name"] == "Mom" and person["person"]["relation"] == "mom"
    assert [f["id"] for f in person["facts"]] == [lisbon["id"]]  # still her memory
    # A name other memories still say is kept.
    assert daemon.call("persons.get", {"id": orrin["persons"][0]["id"]})["person"]["name"] == "Orrin"
    daemon.stop()
    assert leaks(daemon.home, ["Zelphine", "retired pilot"]) == []


def test_a_name_edited_out_of_its_only_memory_goes_with_it(daemon: DaemonProc) -> None:
    # As above, by an edit: the text that said the name is rewritten without it.
    def ingest(text: str, cid: str) -> list[dict]:
        return daemon.call("brain.ingest", {"messages": [{"role": "user", "content": text}],
                                            "conversation_id": cid})["stored"]

    [lisbon] = ingest("My mom lives in Lisbon.", "a")
    [named] = ingest("My mom Zelphine is a retired pilot.", "b")
    mom = lisbon["persons"][0]["id"]
    daemon.call("memory.update", {"id": named["id"], "summary": "User's mom is a retired pilot"})
    person = daemon.call("persons.get", {"id": mom})
    assert person["person"]["name"] == "Mom" and "Zelphine" not in str(person), person
    assert sorted(f["id"] for f in person["facts"]) == sorted([lisbon["id"], named["id"]])
    daemon.stop()
    assert leaks(daemon.home, ["Zelphine"]) == []


def test_a_reflection_on_a_name_that_went_goes_too(daemon: DaemonProc) -> None:
    # The probe: Mom named Zelphine in five memories gets the reflection "The user often
    # mentions Zelphine"; hard-deleting those five left it (Mom herself stays, by the
    # memory that never named her), in memory.list and the database file.
    def ingest(text: str, cid: str) -> list[dict]:
        return daemon.call("brain.ingest", {"messages": [{"role": "user", "content": text}],
                                            "conversation_id": cid})["stored"]

    [lisbon] = ingest("My mom lives in Lisbon.", "a")
    named = [m["id"] for i, t in enumerate(["My mom Zelphine is a retired pilot.", "My mom Zelphine loves gardening.",
                                            "My mom Zelphine plays chess on Sundays.", "My mom Zelphine is learning Italian.",
                                            "My mom Zelphine collects old maps."])
             for m in ingest(t, f"z{i}")]
    assert len(named) == 5
    reflections = daemon.call("brain.consolidate")["reflections"]
    assert any("Zelphine" in r["summary"] for r in reflections), reflections
    for mid in named:
        daemon.call("memory.dismiss", {"id": mid, "hard": True})
    left = daemon.call("memory.list", {"scope": "all", "include_superseded": True, "limit": 500})["items"]
    assert [m["summary"] for m in left] == [lisbon["summary"]]
    daemon.stop()
    assert leaks(daemon.home, ["Zelphine"]) == []


def test_a_fact_from_basic_mode_goes_from_its_file_too(daemon_factory) -> None:
    # The probe: a fact added while the Second Brain was off lives in
    # memory/facts.jsonl, is imported when it comes back on, and was hard-deleted there
    # while the file kept it: it stayed on disk and came back in basic mode's list and
    # recall. A hard delete, an edit and a clear now take it out of that file too.
    basic = daemon_factory(SECOND_BRAIN_ENABLED="false").start()
    for summary in [f"User's secret codename is {SECRET}", f"User prefers {THEME} tea",
                    "User is a marine biologist", f"User had lunch with {PERSON}"]:
        basic.call("memory.add", {"type": "preference", "summary": summary})
    basic.stop()
    facts = basic.home / "memory" / "facts.jsonl"
    assert leaks(basic.home, NEEDLES) == [f"{n} in memory/facts.jsonl" for n in NEEDLES]
    d = daemon_factory().start()
    by_text = {m["summary"]: m["id"] for m in d.call("memory.list", {"scope": "all"})["items"]}
    assert d.call("memory.dismiss", {"id": by_text[f"User's secret codename is {SECRET}"], "hard": True})
    d.call("memory.update", {"id": by_text[f"User prefers {THEME} tea"], "summary": "User prefers green tea"})
    d.stop()
    assert leaks(d.home, NEEDLES) == [f"{PERSON} in memory/facts.jsonl",  # still a memory
                                      f"{PERSON} in memory/second-brain/second-brain.db"]
    assert "marine biologist" in facts.read_text()
    d.start()
    assert sorted(m["summary"] for m in d.call("memory.list", {"scope": "all"})["items"]) == [
        f"User had lunch with {PERSON}", "User is a marine biologist", "User prefers green tea"]
    d.stop()
    basic.start()  # basic mode again: what is left of the file, nothing deleted
    said = str(basic.call("memory.list", {})) + basic.call("brain.recall", {"query": "codename tea biologist"})["context"]
    assert "marine biologist" in said and SECRET not in said and THEME not in said
    basic.stop()
    d.start()
    d.call("brain.clear", {"confirm": True})
    d.stop()
    assert leaks(d.home, [*NEEDLES, "marine biologist"]) == []


def test_text_edited_away_is_gone_from_the_files_while_the_daemon_runs(daemon: DaemonProc) -> None:
    # The second outside probe: a password said by mistake and edited out of its memory
    # (`mercuryctl edit`, the dashboard's edit) stayed in the -wal file, readable, until
    # some later checkpoint; a hard delete truncated the WAL, an edit did not.
    with Client(daemon.socket) as c:
        for i in range(20):
            c.call("memory.add", {"type": "episode", "summary": f"User hiked ridge number {i}"})
        mid = c.call("memory.add", {"type": "identity", "summary": "User's wifi password is Xylophone77"})["id"]
        c.call("brain.consolidate")  # the profile quotes it too
        assert leaks(daemon.home, ["Xylophone77"]), "the test cannot see the text before the edit"
        c.call("memory.update", {"id": mid, "summary": "User has a wifi password"})
        assert leaks(daemon.home, ["Xylophone77", "xylophone"]) == []  # the daemon still runs
        c.call("memory.add", {"type": "episode", "summary": "User swam in the lake"})
        assert c.call("memory.get", {"id": mid})["summary"] == "User has a wifi password"
        assert [m["id"] for m in c.call("memory.search", {"q": "wifi password"})["items"]] == [mid]
    daemon.stop()
    assert leaks(daemon.home, ["Xylophone77", "xylophone"]) == []


def test_a_dismissed_memory_leaves_the_profile_at_once(daemon: DaemonProc) -> None:
    # The second outside probe: a memory the user dismissed ("never auto-recalled") was
    # still injected before every message through the profile and active-state summaries
    # (recall --profile, the hooks, the MCP profile tool) until the next hourly
    # consolidation; so was one moved to the subconscious by an edit.
    with Client(daemon.socket) as c:
        job = c.call("memory.add", {"type": "identity", "summary": "User is secretly job hunting at Globex"})["id"]
        c.call("memory.add", {"type": "identity", "summary": "User is a marine biologist"})
        goal = c.call("memory.add", {"type": "goal", "summary": "User wants to leave Initech by March"})["id"]
        edited = c.call("memory.add", {"type": "identity", "summary": "User moonlights as a Zamboni driver"})["id"]
        done = c.call("brain.consolidate")
        assert "Globex" in done["profile"]["text"] and "Initech" in done["active_state"]["text"]
        assert "Zamboni" in done["profile"]["text"]
        assert c.call("memory.dismiss", {"id": job})["action"] == "subconscious"
        assert c.call("memory.dismiss", {"id": goal})["action"] == "subconscious"
        c.call("memory.update", {"id": edited, "scope": "subconscious"})
        gone = ["Globex", "Initech", "Zamboni"]
        said = [str(c.call("brain.profile")),
                c.call("brain.recall", {"query": "what does the user do for work", "include_profile": True})["context"]]
    said += doors_to_the_profile(daemon)
    for text in said:
        assert "marine biologist" in text, text  # rebuilt, not emptied
        assert [w for w in gone if w in text] == [], text
