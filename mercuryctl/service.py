"""``mercuryctl service install|uninstall|status``: run mercuryd at login.

Linux: a systemd *user* unit in ``~/.config/systemd/user/mercuryd.service`` (``Type=notify``:
the daemon sends ``READY=1`` once its socket accepts), loaded with ``systemctl --user``.
macOS: a LaunchAgent in ``~/Library/LaunchAgents/``, loaded with ``launchctl bootstrap``.
The files name the real path of the installed ``mercuryd`` and the home. The render
functions are pure, so both platforms' files are tested on Linux; the reference copies
in ``systemd/`` and ``launchd/`` at the top of the repo are these renders (a test keeps
them equal).
"""

from __future__ import annotations

import argparse
import json
import os
import plistlib
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

from mercuryd.paths import home_dir

UNIT_NAME = "mercuryd.service"
LABEL = "com.mercury.mercuryd"
EXIT_OK, EXIT_FAILED = 0, 1

# ------------------------------------------------------------------ rendering

SYSTEMD_TEMPLATE = """\
# mercuryd as a systemd user service: `systemctl --user enable --now mercuryd`.
# `mercuryctl service install` writes it with real paths; secrets (LLM API key, Telegram token) go in
# the optional EnvironmentFile, never in this file.
[Unit]
Description=Mercury Second Brain daemon (persistent memory for your AI assistant)

[Service]
Type=notify
NotifyAccess=main
ExecStart={exec_start}
EnvironmentFile=-{env_file}
Restart=on-failure
RestartSec=2
TimeoutStopSec=20
UMask=0077

# Hardening: the daemon only writes its home and its socket directory.
# Note: with PrivateTmp, `mercuryctl export/backup` must target a path under the home.
NoNewPrivileges=yes
PrivateTmp=yes
ProtectSystem=strict
ProtectHome=read-only
ReadWritePaths={rw_paths}
RestrictAddressFamilies=AF_UNIX AF_INET AF_INET6
RestrictRealtime=yes
RestrictSUIDSGID=yes
LockPersonality=yes

[Install]
WantedBy=default.target
"""


def systemd_quote(value: str) -> str:
    """One word of a unit file line: specifiers and variables escaped, quoted when needed."""
    escaped = value.replace("\\", "\\\\").replace('"', '\\"').replace("%", "%%").replace("$", "$$")
    return f'"{escaped}"' if any(c.isspace() for c in escaped) or escaped != value else escaped


@dataclass
class Target:
    """What a service file runs: the daemon's argv, its home, an explicit socket (if any)."""

    argv: list[str]
    home: Path
    socket: Path | None = None
    extra_rw: list[Path] = field(default_factory=list)


def render_systemd(t: Target) -> str:
    args = [*t.argv, "--home", str(t.home)] + (["--socket", str(t.socket)] if t.socket else [])
    rw = [systemd_quote(str(t.home))]
    if t.socket:
        rw.append(systemd_quote(str(t.socket.parent)))
    rw.append("%t")  # the runtime dir: the default socket lives in %t/mercury/
    return SYSTEMD_TEMPLATE.format(
        exec_start=" ".join(systemd_quote(a) for a in args),
        env_file=systemd_quote(str(t.home / "service.env")),
        rw_paths=" ".join(rw),
    )


def render_systemd_packaged() -> str:
    """The unit a distribution package would ship (``/usr/bin/mercuryd``, home ``~/.mercury``)."""
    return SYSTEMD_TEMPLATE.format(
        exec_start="/usr/bin/mercuryd --home %h/.mercury",
        env_file="%h/.mercury/service.env",
        rw_paths="%h/.mercury %t",
    )


def render_launchd(t: Target) -> str:
    args = [*t.argv, "--home", str(t.home)] + (["--socket", str(t.socket)] if t.socket else [])
    env = {"MERCURY_HOME": str(t.home)}
    if t.socket:
        env["MERCURY_SOCKET"] = str(t.socket)
    plist = {
        "Label": LABEL,
        "ProgramArguments": args,
        "EnvironmentVariables": env,
        "RunAtLoad": True,
        "KeepAlive": {"SuccessfulExit": False},  # restart after a crash, not after a clean stop
        "ThrottleInterval": 10,
        "StandardOutPath": str(t.home / "logs" / "launchd.stdout.log"),
        "StandardErrorPath": str(t.home / "logs" / "launchd.stderr.log"),
    }
    return plistlib.dumps(plist, sort_keys=False).decode("utf-8")


def render_launchd_template() -> str:
    """The reference LaunchAgent in ``launchd/`` (edit the two paths by hand)."""
    return render_launchd(Target(["/usr/local/bin/mercuryd"], Path("/Users/YOU/.mercury")))


# ------------------------------------------------------------------ where things are


def find_mercuryd() -> list[str]:
    """The installed daemon: beside this Python (same venv), else on PATH, else ``python -m``."""
    beside = Path(sys.executable).parent / "mercuryd"
    if beside.is_file() and os.access(beside, os.X_OK):
        return [os.path.abspath(beside)]
    found = shutil.which("mercuryd")
    if found:
        return [os.path.abspath(found)]
    return [os.path.abspath(sys.executable), "-m", "mercuryd"]


def target(socket: str | None) -> Target:
    explicit = socket or os.environ.get("MERCURY_SOCKET")
    return Target(find_mercuryd(), home_dir(), Path(explicit).expanduser().absolute() if explicit else None)


def platform() -> str:
    return "darwin" if sys.platform == "darwin" else "linux"


def unit_path() -> Path:
    config = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(config) / "systemd" / "user" / UNIT_NAME


def plist_path() -> Path:
    return Path.home() / "Library" / "LaunchAgents" / f"{LABEL}.plist"


# ------------------------------------------------------------------ running the service manager


def run(cmd: list[str]) -> tuple[bool, str]:
    """Run a service-manager command; (ok, first line of its complaint)."""
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=60)
    except FileNotFoundError:
        return False, f"{cmd[0]} is not installed"
    except subprocess.TimeoutExpired:
        return False, f"{' '.join(cmd)} did not finish in 60 s"
    lines = (p.stderr or p.stdout).strip().splitlines()
    return p.returncode == 0, lines[0] if lines else f"exit status {p.returncode}"


def say(text: str) -> None:
    print(text)


def fail(sentence: str) -> int:
    print(f"mercuryctl: {sentence}", file=sys.stderr)
    return EXIT_FAILED


def loader_commands(plat: str, path: Path) -> list[list[str]]:
    if plat == "darwin":
        return [["launchctl", "bootstrap", f"gui/{os.getuid()}", str(path)]]
    return [["systemctl", "--user", "daemon-reload"], ["systemctl", "--user", "enable", "--now", UNIT_NAME]]


def warn(sentence: str) -> None:
    print(f"mercuryctl: warning: {sentence}", file=sys.stderr)


def checkout_of(program: str) -> Path | None:
    """The source checkout ``program`` lives in (a directory with ``pyproject.toml`` and
    ``.git`` above it), or None for an installed program."""
    for parent in Path(os.path.abspath(program)).parents:  # not resolved: a venv's python is a symlink
        if (parent / "pyproject.toml").is_file() and (parent / ".git").exists():
            return parent
    return None


def install_warnings(plat: str, t: Target, socket: str | None) -> list[str]:
    """What could go wrong with the service about to be installed, one sentence each."""
    out = []
    checkout = checkout_of(t.argv[0])
    if checkout is not None:
        out.append(f"the service will run {t.argv[0]}, inside the checkout {checkout}: moving or "
                   f"deleting that checkout (or its virtualenv) stops the service; for a lasting install, "
                   f"install mercuryd outside it (e.g. `pipx install {checkout}`) and run that "
                   "mercuryctl's `service install`.")
    if _daemon_answers(socket) and not _service_active(plat):
        out.append("a mercuryd is already running for this home (it answers on the socket): the "
                   "service's daemon cannot start while it runs; stop it (Ctrl-C in its terminal, "
                   "or `kill` it), then start the service: "
                   + ("`launchctl kickstart gui/$UID/" + LABEL + "`." if plat == "darwin"
                      else "`systemctl --user restart mercuryd`."))
    return out


def _service_active(plat: str) -> bool:
    if plat == "darwin":
        return run(["launchctl", "print", f"gui/{os.getuid()}/{LABEL}"])[0]
    return run(["systemctl", "--user", "is-active", UNIT_NAME])[0]


def cmd_install(a: argparse.Namespace) -> int:
    plat = platform()
    t = target(a.socket)
    path, text = (plist_path(), render_launchd(t)) if plat == "darwin" else (unit_path(), render_systemd(t))
    commands = loader_commands(plat, path)
    shown = " && ".join(" ".join(c) for c in commands)
    for sentence in install_warnings(plat, t, a.socket):
        warn(sentence)
    if a.dry_run:
        say(f"# would write {path}:")
        say(text.rstrip("\n"))
        say(f"# then run: {shown}")
        return EXIT_OK
    for d in (t.home, t.home / "logs", *([t.socket.parent] if t.socket else [])):
        d.mkdir(parents=True, exist_ok=True, mode=0o700)
    path.parent.mkdir(parents=True, exist_ok=True)
    if plat == "darwin":  # bootstrap refuses an agent that is already loaded
        run(["launchctl", "bootout", f"gui/{os.getuid()}/{LABEL}"])
    tmp = path.with_suffix(".tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)
    say(f"Wrote {path} (runs {' '.join(t.argv)} with home {t.home}).")
    for cmd in commands:
        ok, why = run(cmd)
        if not ok:
            manager = "launchd" if plat == "darwin" else "a systemd user manager"
            return fail(f"wrote {path} but could not load it ({why}): without {manager} here, start the "
                        f"daemon yourself with `{' '.join(t.argv)}`, or run `{shown}` where it is available.")
    say("mercuryd is enabled and starts at login; `mercuryctl status` checks it.")
    return EXIT_OK


def cmd_uninstall(a: argparse.Namespace) -> int:
    plat = platform()
    path = plist_path() if plat == "darwin" else unit_path()
    if plat == "darwin":
        commands = [["launchctl", "bootout", f"gui/{os.getuid()}/{LABEL}"]]
    else:
        commands = [["systemctl", "--user", "disable", "--now", UNIT_NAME]]
    after = [] if plat == "darwin" else [["systemctl", "--user", "daemon-reload"]]
    if a.dry_run:
        for cmd in commands:
            say(f"# would run: {' '.join(cmd)}")
        say(f"# would remove {path}")
        return EXIT_OK
    if not path.exists():
        say(f"Not installed ({path} does not exist).")
        return EXIT_OK
    problems = [why for ok, why in (run(c) for c in commands) if not ok]
    path.unlink()
    for cmd in after:
        run(cmd)
    say(f"Removed {path}.")
    if problems:
        return fail(f"removed {path}, but stopping the service failed ({problems[0]}); "
                    "stop a running mercuryd yourself.")
    return EXIT_OK


def cmd_status(a: argparse.Namespace) -> int:
    plat = platform()
    path = plist_path() if plat == "darwin" else unit_path()
    if plat == "darwin":
        probe = ["launchctl", "print", f"gui/{os.getuid()}/{LABEL}"]
    else:
        probe = ["systemctl", "--user", "is-active", UNIT_NAME]
    if a.dry_run:
        say(f"# would read {path} and run: {' '.join(probe)}")
        return EXIT_OK
    installed = path.exists()
    active, why = run(probe) if installed else (False, "not installed")
    answering = _daemon_answers(a.socket)
    info = {"platform": plat, "file": str(path), "installed": installed, "active": active,
            "manager_says": why, "daemon_answers": answering}
    if a.json:
        print(json.dumps(info, indent=2))
    else:
        say(f"service file: {path} ({'installed' if installed else 'not installed'})")
        if installed:
            say(f"service manager: {'running' if active else 'not running'} ({why})")
        say(f"daemon: {'answers on its socket' if answering else 'not answering'}")
    return EXIT_OK if installed and active else 3


def _daemon_answers(socket: str | None) -> bool:
    from mercuryctl.transport import MercuryClientError, call

    try:
        call("brain.status", socket_path=socket, timeout=5.0)
    except (MercuryClientError, OSError, ValueError):
        return False
    return True
