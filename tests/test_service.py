"""``mercuryctl service``: the systemd unit and LaunchAgent, rendered and installed in a temp HOME."""

from __future__ import annotations

import os
import plistlib
import shutil
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from mercuryctl import service
from mercuryctl.service import Target
from tests.conftest import REPO, DaemonProc, child_env

VENV_MERCURYD = str(Path(sys.executable).parent / "mercuryd")


def unit_lines(text: str) -> dict[str, list[str]]:
    keys: dict[str, list[str]] = {}
    for line in text.splitlines():
        if "=" in line and not line.startswith("#"):
            k, v = line.split("=", 1)
            keys.setdefault(k, []).append(v)
    return keys


# ------------------------------------------------------------------ rendering


def test_systemd_unit_has_real_paths_escaped() -> None:
    t = Target(["/opt/my env/bin/mercuryd"], Path("/home/ann/100% $mem"))
    keys = unit_lines(service.render_systemd(t))
    assert keys["ExecStart"] == ['"/opt/my env/bin/mercuryd" --home "/home/ann/100%% $$mem"']
    assert keys["ReadWritePaths"] == ['"/home/ann/100%% $$mem" %t']
    assert keys["Type"] == ["notify"] and keys["Restart"] == ["on-failure"]
    for hardening in ("NoNewPrivileges=yes", "PrivateTmp=yes", "ProtectSystem=strict", "ProtectHome=read-only"):
        k, v = hardening.split("=")
        assert keys[k] == [v]
    assert keys["WantedBy"] == ["default.target"]

    with_socket = unit_lines(service.render_systemd(Target(["/usr/bin/mercuryd"], Path("/h"), Path("/run/m/d.sock"))))
    assert with_socket["ExecStart"] == ["/usr/bin/mercuryd --home /h --socket /run/m/d.sock"]
    assert with_socket["ReadWritePaths"] == ["/h /run/m %t"]


def test_launchd_agent_renders() -> None:
    t = Target(["/Users/ann/.venv/bin/mercuryd"], Path("/Users/ann/.mercury"), Path("/Users/ann/run/d.sock"))
    plist = plistlib.loads(service.render_launchd(t).encode())
    assert plist["Label"] == "com.mercury.mercuryd"
    assert plist["ProgramArguments"] == ["/Users/ann/.venv/bin/mercuryd", "--home", "/Users/ann/.mercury",
                                         "--socket", "/Users/ann/run/d.sock"]
    assert plist["RunAtLoad"] is True and plist["KeepAlive"] == {"SuccessfulExit": False}
    assert plist["StandardOutPath"] == "/Users/ann/.mercury/logs/launchd.stdout.log"
    assert plist["StandardErrorPath"] == "/Users/ann/.mercury/logs/launchd.stderr.log"
    assert plist["EnvironmentVariables"] == {"MERCURY_HOME": "/Users/ann/.mercury",
                                             "MERCURY_SOCKET": "/Users/ann/run/d.sock"}


def test_reference_files_in_the_repo_are_the_renders() -> None:
    assert (REPO / "systemd" / "mercuryd.service").read_text() == service.render_systemd_packaged()
    assert (REPO / "launchd" / "com.mercury.mercuryd.plist").read_text() == service.render_launchd_template()


def verify(unit: Path, runtime: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, XDG_RUNTIME_DIR=str(runtime))
    return subprocess.run(["systemd-analyze", "verify", "--user", str(unit)], env=env,
                          capture_output=True, text=True, timeout=60)


@pytest.mark.skipif(shutil.which("systemd-analyze") is None, reason="systemd-analyze is not installed")
def test_systemd_analyze_verify_accepts_the_units(short_tmp: Path) -> None:
    runtime = short_tmp / "rt"
    runtime.mkdir(mode=0o700)
    home = short_tmp / "home"
    home.mkdir()
    units = short_tmp / "units"
    units.mkdir()
    installed = units / "mercuryd.service"
    installed.write_text(service.render_systemd(Target(service.find_mercuryd(), home)))
    r = verify(installed, runtime)
    assert r.returncode == 0 and "mercuryd.service" not in r.stderr, r.stderr

    packaged = service.render_systemd_packaged().replace("/usr/bin/mercuryd", service.find_mercuryd()[0])
    installed.write_text(packaged)
    r = verify(installed, runtime)
    assert r.returncode == 0 and "mercuryd.service" not in r.stderr, r.stderr

    # The check is real: a unit with a mistake is reported.
    installed.write_text(packaged.replace("Type=notify", "Type=notifyy"))
    assert "Failed to parse service type" in verify(installed, runtime).stderr


def test_daemon_speaks_type_notify(daemon_factory) -> None:
    """The unit says Type=notify: the real daemon must send READY=1 once its socket accepts."""
    d: DaemonProc = daemon_factory()
    notify = d.home.parent / "notify.sock"
    with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM) as s:
        s.bind(str(notify))
        s.settimeout(20)
        d.env["NOTIFY_SOCKET"] = str(notify)
        d.start(wait=False)
        assert s.recv(100) == b"READY=1"
        d.wait_ready(timeout=1)  # the socket already accepts
        assert d.call("brain.status")["enabled"] is True
        d.stop()
        assert s.recv(100) == b"STOPPING=1"


# ------------------------------------------------------------------ install / uninstall / status


def ctl_env(root: Path, path: str) -> dict[str, str]:
    env = child_env(root / "mhome", root / "run" / "d.sock")
    env.pop("MERCURY_SOCKET")
    env.pop("XDG_CONFIG_HOME", None)
    env.update(HOME=str(root / "user"), PATH=path)
    return env


def ctl(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mercuryctl", "service", *args], env=env,
                          capture_output=True, text=True, timeout=60)


def fake_systemctl(bindir: Path, log: Path, fail: str | None = None) -> None:
    """A stand-in ``systemctl`` that records its arguments (and can fail like a bus-less machine)."""
    bindir.mkdir(parents=True, exist_ok=True)
    script = bindir / "systemctl"
    body = f'echo "$@" >> "{log}"\n'
    if fail:
        body += f'echo "{fail}" >&2\nexit 1\n'
    script.write_text("#!/bin/sh\n" + body)
    script.chmod(0o755)


def errors_of(r: subprocess.CompletedProcess[str]) -> list[str]:
    """The lines of stderr that are not warnings (each error is one line)."""
    return [line for line in r.stderr.splitlines() if not line.startswith("mercuryctl: warning:")]


def warnings_of(r: subprocess.CompletedProcess[str]) -> list[str]:
    return [line for line in r.stderr.splitlines() if line.startswith("mercuryctl: warning:")]


def test_install_warns_when_the_unit_points_into_a_checkout(short_tmp: Path) -> None:
    fake_systemctl(short_tmp / "bin", short_tmp / "calls.log")
    env = ctl_env(short_tmp, str(short_tmp / "bin"))
    r = ctl(env, "install", "--dry-run")
    assert r.returncode == 0
    # The test venv lives in this checkout, as a user's `.venv` would.
    assert Path(VENV_MERCURYD).is_relative_to(REPO)
    [warning] = warnings_of(r)
    assert f"inside the checkout {REPO}" in warning and "pipx install" in warning

    elsewhere = short_tmp / "opt" / "bin" / "mercuryd"
    elsewhere.parent.mkdir(parents=True)
    elsewhere.write_text("")
    assert service.checkout_of(str(elsewhere)) is None
    assert service.checkout_of(VENV_MERCURYD) == REPO


def test_install_warns_when_a_daemon_already_runs(daemon: DaemonProc, short_tmp: Path) -> None:
    log = short_tmp / "calls.log"
    bindir = short_tmp / "bin"
    fake_systemctl(bindir, log, fail="inactive")  # is-active: the service is not what runs
    env = ctl_env(short_tmp, str(bindir))
    env["MERCURY_HOME"] = str(daemon.home)
    r = ctl(env, "install", "--dry-run", "--socket", str(daemon.socket))
    assert r.returncode == 0
    running = [w for w in warnings_of(r) if "already running" in w]
    assert len(running) == 1 and "systemctl --user restart mercuryd" in running[0]
    daemon.stop()
    r = ctl(env, "install", "--dry-run", "--socket", str(daemon.socket))
    assert not [w for w in warnings_of(r) if "already running" in w]


def test_install_without_systemd_writes_unit_and_says_what_to_run(short_tmp: Path) -> None:
    empty = short_tmp / "emptybin"
    empty.mkdir()
    env = ctl_env(short_tmp, str(empty))
    r = ctl(env, "install")
    assert r.returncode == 1
    failure = errors_of(r)
    assert len(failure) == 1 and "systemctl is not installed" in failure[0]
    assert "systemctl --user daemon-reload && systemctl --user enable --now mercuryd.service" in failure[0]
    unit = short_tmp / "user" / ".config" / "systemd" / "user" / "mercuryd.service"
    keys = unit_lines(unit.read_text())
    assert keys["ExecStart"] == [f"{VENV_MERCURYD} --home {short_tmp / 'mhome'}"]
    assert keys["ReadWritePaths"] == [f"{short_tmp / 'mhome'} %t"]
    assert (short_tmp / "mhome").is_dir()


def test_install_status_uninstall_with_systemctl(short_tmp: Path) -> None:
    log = short_tmp / "calls.log"
    fake_systemctl(short_tmp / "bin", log)
    env = ctl_env(short_tmp, str(short_tmp / "bin"))
    r = ctl(env, "install")
    assert r.returncode == 0, r.stderr
    unit = short_tmp / "user" / ".config" / "systemd" / "user" / "mercuryd.service"
    assert unit.exists()
    assert log.read_text().splitlines() == ["--user daemon-reload", "--user enable --now mercuryd.service"]

    assert ctl(env, "status").returncode == 0
    assert log.read_text().splitlines()[-1] == "--user is-active mercuryd.service"

    r = ctl(env, "uninstall")
    assert r.returncode == 0 and not unit.exists()
    assert log.read_text().splitlines()[-2:] == ["--user disable --now mercuryd.service", "--user daemon-reload"]
    assert ctl(env, "status").returncode == 3


def test_install_on_a_machine_without_a_user_bus(short_tmp: Path) -> None:
    fake_systemctl(short_tmp / "bin", short_tmp / "calls.log",
                   fail="Failed to connect to bus: No medium found")
    env = ctl_env(short_tmp, str(short_tmp / "bin"))
    r = ctl(env, "install")
    [failure] = errors_of(r)
    assert r.returncode == 1
    assert "Failed to connect to bus" in failure and f"start the daemon yourself with `{VENV_MERCURYD}`" in failure


def test_dry_run_changes_nothing(short_tmp: Path) -> None:
    log = short_tmp / "calls.log"
    fake_systemctl(short_tmp / "bin", log)
    env = ctl_env(short_tmp, str(short_tmp / "bin"))
    r = ctl(env, "install", "--dry-run")
    assert r.returncode == 0
    assert "Type=notify" in r.stdout and f"ExecStart={VENV_MERCURYD} --home" in r.stdout
    assert "# then run: systemctl --user daemon-reload && systemctl --user enable --now" in r.stdout
    assert not (short_tmp / "user").exists() and not log.exists() and not (short_tmp / "mhome").exists()
    assert ctl(env, "uninstall", "--dry-run").returncode == 0 and not log.exists()
