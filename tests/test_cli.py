"""``mercuryctl``'s human output, command by command, against the real daemon."""

from __future__ import annotations

import json

from mercuryctl import Client
from mercuryd.provenance import describe, describe_refs
from tests.conftest import DaemonProc


def test_status_says_learning_on_or_paused(daemon: DaemonProc) -> None:
    assert "learning: on · extractor: rules" in daemon.ctl("status").stdout
    daemon.ctl("pause")
    assert "learning: paused · extractor: rules" in daemon.ctl("status").stdout


def test_get_says_where_a_memory_came_from(daemon: DaemonProc) -> None:
    convo = {"messages": [{"role": "assistant", "content": "Hi! What are you up to?"},
                          {"role": "user", "content": "I prefer green tea in the morning."}]}
    r = daemon.ctl("ingest", "-", "--json", input=json.dumps(convo))
    [stored] = json.loads(r.stdout)["stored"]
    lines = daemon.ctl("get", str(stored["id"])).stdout.splitlines()
    assert lines[2].strip() == "source: stated by the user · message 2"

    convo["channel"], convo["conversation_id"] = "cli", "c-42"
    convo["messages"][1]["content"] = "I am learning Portuguese."
    [stored] = json.loads(daemon.ctl("ingest", "-", "--json", input=json.dumps(convo)).stdout)["stored"]
    out = daemon.ctl("get", str(stored["id"])).stdout
    assert "source: stated by the user · channel cli · conversation c-42 · message 2" in out

    added = json.loads(daemon.ctl("add", "--type", "habit", "Walks the dog at seven", "--json").stdout)
    assert "source: added by hand\n" in daemon.ctl("get", str(added["id"])).stdout


def test_provenance_words() -> None:
    assert describe_refs(["m0", "m3", "memory:12", "pattern:person:4", "odd"]) == [
        "messages 1, 4", "drawn from #12", "pattern person:4", "odd"]
    assert describe({"evidence": "system", "source": {"channel": "consolidation",
                                                     "refs": ["pattern:topic:tea", "memory:3"]}}) == (
        "made by consolidation · channel consolidation · drawn from #3 · pattern topic:tea")
    assert describe({"evidence": "inferred", "source": {}}) == "inferred from a conversation"


def test_profile_prints_both_summaries_wrapped(daemon: DaemonProc) -> None:
    r = daemon.ctl("profile")
    assert r.returncode == 0
    assert r.stdout.count("(not built yet") == 2
    for i in range(12):
        daemon.ctl("add", "--type", "preference", f"User prefers long descriptive sentence number {i} about tea")
    daemon.ctl("add", "--type", "goal", "Run a half marathon in the spring")
    daemon.ctl("consolidate")
    out = daemon.ctl("profile").stdout
    assert out.startswith("Profile (built ") and "\nActive state (built " in out
    assert "half marathon" in out and "sentence number 11" in out
    assert max(len(line) for line in out.splitlines()) <= 100  # wrapped, not one long line
    data = json.loads(daemon.ctl("profile", "--json").stdout)
    assert set(data) == {"profile", "active_state"} and "half marathon" in data["active_state"]["text"]


def test_persons_rename_relate_merge_from_the_shell(daemon: DaemonProc) -> None:
    daemon.ctl("add", "--type", "relationship", "Ana is the user's sister", "--person", "Ana")
    daemon.ctl("add", "--type", "habit", "Anna swims in the fjord", "--person", "Anna")
    ids = {p["name"]: p["id"] for p in json.loads(daemon.ctl("persons", "--json").stdout)["items"]}
    r = daemon.ctl("persons", str(ids["Anna"]), "--merge", str(ids["Ana"]), "--relation", "sister")
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == [f"Merged #{ids['Ana']} into #{ids['Anna']}: its memories now name Anna.",
                                     f"#{ids['Anna']} Anna (sister) · 2 memories · also called Ana"]
    r = daemon.ctl("persons", str(ids["Anna"]), "--name", "Anna Berg", "--json")
    assert json.loads(r.stdout)["aliases"] == ["Anna", "Ana"]
    assert "1 memory" not in daemon.ctl("persons").stdout and "2 memories" in daemon.ctl("persons").stdout
    bad = daemon.ctl("persons", "--name", "X")
    assert bad.returncode == 2 and "need a person id" in bad.stderr
    taken = daemon.ctl("persons", str(ids["Anna"]), "--merge", "999")
    assert taken.returncode == 1 and "no person with id 999" in taken.stderr


def test_client_updates_and_merges_persons(daemon: DaemonProc) -> None:
    with Client(daemon.socket) as c:
        c.add("habit", "Ola bakes bread", persons=["Ola"])
        c.add("habit", "Olav fixes bikes", persons=["Olav"])
        ids = {p.name: p.id for p in c.persons().items}
        p = c.person_update(ids["Ola"], relation="neighbour", aliases=["Ole"])
        assert (p.relation, p.aliases) == ("neighbour", ["Ole"])
        assert c.person_update(ids["Ola"], relation="").relation is None
        merged = c.merge(ids["Ola"], ids["Olav"])
        assert merged.memory_count == 2 and merged.aliases == ["Ole", "Olav"]
        assert {m.summary for m in c.person_memories(ids["Ola"]).items} == {"Ola bakes bread", "Olav fixes bikes"}
