"""``mercuryctl memory``: the arrow-key menu in a real pseudo-terminal, and its subcommands."""

from __future__ import annotations

import json
import sys

import pexpect
import pytest

from tests.conftest import DaemonProc

DOWN, ENTER = "\x1b[B", "\r"
MENU = "choose with"
ORDER = ["overview", "recent", "subconscious", "search", "pause", "resume", "clear", "quit"]


def spawn(daemon: DaemonProc, *args: str, code: str | None = None) -> pexpect.spawn:
    env = dict(daemon.env, TERM="xterm", PYTHONIOENCODING="utf-8", PROMPT_TOOLKIT_NO_CPR="1", COLUMNS="120", LINES="40")
    argv = ["-c", code] if code else ["-m", "mercuryctl", "memory", *args]
    return pexpect.spawn(sys.executable, argv, env=env, encoding="utf-8", dimensions=(40, 120), timeout=20)


def choose(child: pexpect.spawn, action: str) -> None:
    """Wait for the menu, move down to ``action`` with the arrow key and press Enter."""
    child.expect(MENU)
    child.send(DOWN * ORDER.index(action))
    child.send(ENTER)


def finish(child: pexpect.spawn) -> int:
    choose(child, "quit")
    child.expect(pexpect.EOF)
    child.close()
    return child.exitstatus


@pytest.fixture
def seeded(daemon: DaemonProc) -> DaemonProc:
    daemon.call("memory.add", {"type": "preference", "summary": "User prefers jasmine tea"})
    gone = daemon.call("memory.add", {"type": "project", "summary": "User is building a birdhouse"})
    daemon.call("memory.dismiss", {"id": gone["id"]})
    daemon.call("brain.consolidate")  # the overview shows the profile it builds
    return daemon


def test_menu_actions_with_arrow_keys(seeded: DaemonProc) -> None:
    child = spawn(seeded)
    choose(child, "overview")
    child.expect(r"Conscious\s+1\s+\(1 durable, 0 active\)")
    child.expect(r"Subconscious\s+1")
    child.expect(r"Profile.*\s+.*jasmine tea")
    child.expect(r"Active state.*\s+\S")

    choose(child, "recent")
    child.expect("User prefers jasmine tea")

    choose(child, "subconscious")
    child.expect("💤 User is building a birdhouse")

    choose(child, "search")
    child.expect("Search for:")
    child.send("birdhouse" + ENTER)
    child.expect("User is building a birdhouse")

    choose(child, "pause")
    child.expect("Learning paused")
    child.expect(r"Second Brain \(paused\)")
    assert seeded.call("brain.status")["paused"] is True
    choose(child, "resume")
    child.expect("Learning resumed")
    assert seeded.call("brain.status")["paused"] is False
    assert finish(child) == 0


def test_menu_clear_defaults_to_no_then_yes_deletes(seeded: DaemonProc) -> None:
    child = spawn(seeded)
    choose(child, "clear")
    child.expect(r"for good\?.*\(y/N\)")
    child.send(ENTER)  # the default: No
    child.expect("Nothing deleted")
    counts = seeded.call("brain.status")["counts"]
    assert (counts["durable"], counts["subconscious"]) == (1, 1)

    choose(child, "clear")
    child.expect(r"\(y/N\)")
    child.send("y")
    child.expect("Deleted 2 memories")
    counts = seeded.call("brain.status")["counts"]
    assert (counts["durable"], counts["subconscious"]) == (0, 0)
    assert finish(child) == 0


def test_menu_ctrl_c_quits(seeded: DaemonProc) -> None:
    child = spawn(seeded)
    child.expect(MENU)
    child.sendintr()
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_menu_without_questionary_says_how_to_install(seeded: DaemonProc) -> None:
    code = ("import sys; sys.modules['questionary'] = None\n"
            "from mercuryctl.cli import main; sys.exit(main(['memory']))")
    child = spawn(seeded, code=code)
    child.expect(r"needs questionary: pip install --force-reinstall questionary")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 2


def test_clear_subcommand_on_a_terminal_asks_and_defaults_to_no(seeded: DaemonProc) -> None:
    child = spawn(seeded, "clear")
    child.expect(r"\(y/N\)")
    child.send(ENTER)
    child.expect("Nothing deleted")
    child.expect(pexpect.EOF)
    assert seeded.call("brain.status")["counts"]["durable"] == 1


def test_subcommands_for_scripts(seeded: DaemonProc) -> None:
    r = seeded.ctl("memory", "overview", "--json")
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    assert data["status"]["counts"]["durable"] == 1 and data["status"]["counts_by_type"] == {"preference": 1}
    assert data["profile"]["profile"]["text"] == "Preferences: User prefers jasmine tea."

    plain = seeded.ctl("memory", "overview")
    assert "jasmine tea" in plain.stdout and "preference 1" in plain.stdout

    recent = json.loads(seeded.ctl("memory", "recent", "--json").stdout)
    assert [m["summary"] for m in recent["items"]] == ["User prefers jasmine tea"]
    sub = json.loads(seeded.ctl("memory", "subconscious", "--json").stdout)
    assert [m["summary"] for m in sub["items"]] == ["User is building a birdhouse"]
    found = json.loads(seeded.ctl("memory", "search", "jasmine", "--json").stdout)
    assert [m["summary"] for m in found["items"]] == ["User prefers jasmine tea"]

    assert json.loads(seeded.ctl("memory", "pause", "--json").stdout) == {"paused": True}
    assert json.loads(seeded.ctl("memory", "resume", "--json").stdout) == {"paused": False}

    refused = seeded.ctl("memory", "clear")  # no terminal, no --yes
    assert refused.returncode == 2 and "--yes" in refused.stderr
    assert seeded.call("brain.status")["counts"]["durable"] == 1
    assert json.loads(seeded.ctl("memory", "clear", "--yes", "--json").stdout) == {"deleted": 2}

    no_tty = seeded.ctl("memory")
    assert no_tty.returncode == 2 and "needs a terminal" in no_tty.stderr


def test_subcommands_with_no_daemon_exit_3(daemon: DaemonProc) -> None:
    daemon.stop()
    r = daemon.ctl("memory", "overview")
    assert r.returncode == 3 and "not running" in r.stderr
