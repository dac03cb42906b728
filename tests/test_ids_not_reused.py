"""An id, once hard-deleted, never names another memory or person.

Found by the second outside probe: SQLite gives a new row the largest id plus one, so
hard-deleting the newest memory let the next one take its id. Every holder of the old
id then reached the new memory: `mercuryctl dismiss 7 --hard` run again from the shell's
history, a dashboard tab still open on memory 7, an agent's `memory.update` on an id it
recalled earlier — each changed or deleted a memory the user never saw. The same for
a person (`persons.merge` with a stale id folded the wrong person).
"""

from __future__ import annotations

from tests.conftest import DaemonProc


def test_a_hard_deleted_id_is_never_given_again(daemon: DaemonProc) -> None:
    keep = daemon.call("memory.add", {"type": "preference", "summary": "User prefers green tea"})["id"]
    gone = daemon.call("memory.add", {"type": "preference", "summary": "User prefers tabs over spaces"})["id"]
    assert daemon.call("memory.dismiss", {"id": gone, "hard": True})["action"] == "deleted"
    new = daemon.call("memory.add", {"type": "identity", "summary": "User's locker code is 4417"})["id"]
    assert new not in (keep, gone), (keep, gone, new)
    # The same command again, from the shell's history: the deleted memory is not found,
    # the new one is untouched.
    r = daemon.ctl("dismiss", str(gone), "--hard")
    assert r.returncode == 1 and "no memory with id" in r.stderr, (r.stdout, r.stderr)
    assert daemon.call("memory.get", {"id": new})["summary"] == "User's locker code is 4417"
    # Across a restart too (the floor is in the file, not in memory).
    daemon.stop()
    daemon.start()
    gone2 = daemon.call("memory.add", {"type": "preference", "summary": "User prefers vim"})["id"]
    daemon.call("memory.dismiss", {"id": gone2, "hard": True})
    daemon.stop()
    daemon.start()
    assert daemon.call("memory.add", {"type": "preference", "summary": "User prefers emacs"})["id"] > gone2


def test_a_deleted_persons_id_is_never_given_again(daemon: DaemonProc) -> None:
    def ingest(text: str, cid: str) -> dict:
        return daemon.call("brain.ingest", {"messages": [{"role": "user", "content": text}],
                                            "conversation_id": cid})["stored"][0]

    anna = ingest("My sister Anna lives in Oslo.", "a")
    orrin = ingest("My brother Orrin works at a bakery.", "b")
    orrin_id = orrin["persons"][0]["id"]
    daemon.call("memory.dismiss", {"id": orrin["id"], "hard": True})  # Orrin goes with his only memory
    assert [p["id"] for p in daemon.call("persons.list", {})["items"]] == [anna["persons"][0]["id"]]
    mira = ingest("My friend Mira is a pilot.", "c")
    assert mira["persons"][0]["id"] != orrin_id
