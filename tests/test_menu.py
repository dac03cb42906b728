"""``mercuryctl memory``: the arrow-key menu in a real pseudo-terminal, and its subcommands."""

from __future__ import annotations

import json
import subprocess
import sys

import pexpect
import pytest

from tests.conftest import DaemonProc

DOWN, UP, ENTER = "\x1b[B", "\x1b[A", "\r"
MENU = "choose with"


def entries(paused: bool = False) -> list[str]:
    return ["overview", "recent", "subconscious", "search", "resume" if paused else "pause", "clear", "quit"]


def spawn(daemon: DaemonProc, *args: str, code: str | None = None, columns: int = 120) -> pexpect.spawn:
    env = dict(daemon.env, TERM="xterm", PYTHONIOENCODING="utf-8", PROMPT_TOOLKIT_NO_CPR="1",
               COLUMNS=str(columns), LINES="40")
    argv = ["-c", code] if code else ["-m", "mercuryctl", "memory", *args]
    return pexpect.spawn(sys.executable, argv, env=env, encoding="utf-8", dimensions=(40, columns), timeout=20)


class Menu:
    """Drives the menu like a person: arrows from wherever the cursor is now."""

    def __init__(self, child: pexpect.spawn) -> None:
        self.child = child
        self.at = 0  # the cursor starts on Overview and then stays on the last entry used
        self.paused = False
        self.drawn = False  # the menu on screen was already read by screen()

    def choose(self, action: str) -> None:
        if not self.drawn:
            self.child.expect(MENU)
        self.drawn = False
        target = entries(self.paused).index(action)
        self.child.send((DOWN if target > self.at else UP) * abs(target - self.at))
        self.child.send(ENTER)
        self.at = target

    def screen(self) -> str:
        """The menu as drawn (up to its last entry)."""
        self.child.expect(r"Second Brain \((\w+)\) — choose with")
        state = self.child.match.group(1)
        self.child.expect("Quit")
        self.drawn = True
        return f"Second Brain ({state}) " + self.child.before

    def finish(self) -> int:
        self.choose("quit")
        self.child.expect(pexpect.EOF)
        self.child.close()
        return self.child.exitstatus


@pytest.fixture
def seeded(daemon: DaemonProc) -> DaemonProc:
    daemon.call("memory.add", {"type": "preference", "summary": "User prefers jasmine tea"})
    gone = daemon.call("memory.add", {"type": "project", "summary": "User is building a birdhouse"})
    daemon.call("memory.dismiss", {"id": gone["id"]})
    daemon.call("brain.consolidate")  # the overview shows the profile it builds
    return daemon


def test_menu_actions_with_arrow_keys(seeded: DaemonProc) -> None:
    menu = Menu(spawn(seeded))
    child = menu.child
    menu.choose("overview")
    child.expect(r"Conscious\s+1\s+\(1 durable, 0 active\)")
    child.expect(r"Subconscious\s+1")
    child.expect(r"Profile.*\s+.*jasmine tea")
    child.expect(r"Active state.*\s+\S")

    menu.choose("recent")
    child.expect("Recent memories — Enter opens one")
    child.expect("#1 User prefers jasmine tea")
    child.send(ENTER)  # back: the list is left by its last entry (or Ctrl-C)
    child.expect("source: added by hand")
    child.expect("What now?")
    child.send(ENTER)  # ← Back to the list
    child.expect("Recent memories")
    child.send(UP + ENTER)  # the last entry: back to the menu
    menu.choose("subconscious")
    child.expect("#2 💤 subconscious · User is building a birdhouse")
    child.send(UP + ENTER)

    menu.choose("search")
    child.expect("Search for:")
    child.send("birdhouse" + ENTER)
    child.expect("Memories matching “birdhouse”")
    child.expect("User is building a birdhouse")
    child.send(UP + ENTER)

    drawn = menu.screen()
    assert "Pause learning" in drawn and "Resume learning" not in drawn
    menu.choose("pause")
    child.expect("Learning paused")
    menu.paused = True
    drawn = menu.screen()
    assert "Resume learning" in drawn and "Pause learning" not in drawn and "Second Brain (paused)" in drawn
    assert seeded.call("brain.status")["paused"] is True
    child.send(ENTER)  # the cursor stayed on the same line, which now says Resume
    child.expect("Learning resumed")
    assert seeded.call("brain.status")["paused"] is False
    menu.paused = False
    assert menu.finish() == 0


def test_menu_remembers_where_the_cursor_was(seeded: DaemonProc) -> None:
    menu = Menu(spawn(seeded))
    child = menu.child
    menu.choose("subconscious")
    child.expect("User is building a birdhouse")
    child.send(UP + ENTER)
    child.expect(MENU)
    child.send(ENTER)  # no arrow key: the same entry again
    child.expect("Subconscious memories — Enter opens one")
    child.send(UP + ENTER)
    assert menu.finish() == 0


def test_open_and_dismiss_from_recent_then_delete_from_search(seeded: DaemonProc) -> None:
    menu = Menu(spawn(seeded))
    child = menu.child
    menu.choose("recent")
    child.expect("#1 User prefers jasmine tea")
    child.send(ENTER)
    child.expect("What now?")
    child.send(DOWN + ENTER)  # dismiss
    child.expect("#1 dismissed: it is in the subconscious now")
    child.expect("No memories yet.")  # the list again, now empty: back to the menu
    assert seeded.call("memory.get", {"id": 1})["tier"] == "subconscious"

    menu.choose("search")
    child.expect("Search for:")
    child.send("birdhouse" + ENTER)
    child.expect("#2 💤 subconscious · User is building a birdhouse")
    child.send(ENTER)
    child.expect("What now?")
    child.send(DOWN + ENTER)
    child.expect(r"Delete this memory for good\?.*\(y/N\)")
    child.send(ENTER)  # the default: No
    child.expect("Kept.")
    child.expect("User is building a birdhouse")  # the search list again
    child.send(ENTER)
    child.expect("What now?")
    child.send(DOWN + ENTER)
    child.expect(r"\(y/N\)")
    child.send("y")
    child.expect("#2 deleted for good")
    child.expect("No memory matches.")
    assert seeded.call("brain.status")["counts"]["subconscious"] == 1  # #1 is still there
    assert menu.finish() == 0


def test_long_text_is_wrapped_to_the_terminal(daemon: DaemonProc) -> None:
    long = ("User prefers to plan the week on Sunday evenings with a paper notebook, a pot of "
            "jasmine tea and the radio on, then copies the plan into the calendar on Monday morning")
    daemon.call("memory.add", {"type": "preference", "summary": long})
    daemon.call("brain.consolidate")
    env = dict(daemon.env, COLUMNS="60")
    r = subprocess.run([sys.executable, "-m", "mercuryctl", "memory", "overview"], env=env,
                       capture_output=True, text=True, timeout=30)
    profile = r.stdout.split("Profile", 1)[1].split("Active state", 1)[0]
    assert "paper notebook" in profile.replace("\n  ", " ")
    assert all(len(line) <= 60 for line in profile.splitlines()), profile

    menu = Menu(spawn(daemon, columns=60))
    menu.choose("recent")
    menu.child.expect("Recent memories")
    menu.child.send(ENTER)
    # The whole summary, broken between words onto indented lines.
    menu.child.expect(r"User prefers to plan the week on Sunday evenings with a\s*\r\n\s+paper")
    menu.child.expect("What now?")
    menu.child.send(ENTER)
    menu.child.expect("Recent memories")
    menu.child.send(UP + ENTER)
    assert menu.finish() == 0


def test_menu_clear_defaults_to_no_then_yes_deletes(seeded: DaemonProc) -> None:
    menu = Menu(spawn(seeded))
    child = menu.child
    menu.choose("clear")
    child.expect(r"for good\?.*\(y/N\)")
    child.send(ENTER)  # the default: No
    child.expect("Nothing deleted")
    counts = seeded.call("brain.status")["counts"]
    assert (counts["durable"], counts["subconscious"]) == (1, 1)

    menu.choose("clear")
    child.expect(r"\(y/N\)")
    child.send("y")
    child.expect("Deleted 2 memories")
    counts = seeded.call("brain.status")["counts"]
    assert (counts["durable"], counts["subconscious"]) == (0, 0)
    assert menu.finish() == 0


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
