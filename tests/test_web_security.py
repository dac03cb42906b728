"""Dashboard security (docs/dashboard.md, "Security") and its life inside the daemon, on the real process."""

from __future__ import annotations

import json
import os
import socket
import stat
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from mercuryd.web.auth import LoginCodes, allowed_hosts
from tests.conftest import DaemonProc
from tests.web_helpers import Web, running_web


@pytest.fixture(scope="module")
def web() -> Iterator[Web]:
    with running_web() as w:
        yield w


def login_link(web: Web) -> str:
    return web.daemon.call("dashboard.link")["url"]


def test_listens_on_loopback_with_a_private_token(web: Web) -> None:
    assert web.url.startswith("http://127.0.0.1:")
    st = (web.daemon.home / "dashboard.token").stat()
    assert stat.S_IMODE(st.st_mode) == 0o600 and len(web.token) >= 32


@pytest.mark.parametrize("path", ["/api/brain/status", "/api/brain/memory", "/api/brain/openapi.json",
                                  "/second-brain/memory", "/second-brain/graph"])
def test_no_token_no_entry(web: Web, path: str) -> None:
    r = web.anon.get(path)
    assert r.status_code == 401
    if path.startswith("/api/"):
        assert r.json()["error"]["code"] == "unauthorized"
    else:
        assert "mercuryctl dashboard" in r.text
    bad = web.anon.get(path, headers={"Authorization": "Bearer " + "x" * 43})
    assert bad.status_code == 401
    with httpx.Client(base_url=web.url, cookies={"mercury_dashboard": "nope"}, timeout=30) as forged:
        assert forged.get(path).status_code == 401


def test_foreign_host_header_is_refused_even_with_the_token(web: Web) -> None:
    port = web.url.rsplit(":", 1)[1]
    for host in ["evil.example", f"evil.example:{port}", "127.0.0.1:1", f"localhost.evil.example:{port}", ""]:
        r = web.api.get("/api/brain/status", headers={"Host": host})
        assert r.status_code == 403, host
    for host in [f"localhost:{port}", f"127.0.0.1:{port}", f"[::1]:{port}"]:
        assert web.api.get("/api/brain/status", headers={"Host": host}).status_code == 200, host


def test_cross_origin_writes_are_refused(web: Web) -> None:
    before = web.api.get("/api/brain/status").json()["counts"]
    body = {"type": "preference", "summary": "Planted by another site"}
    for headers in [{"Origin": "http://evil.example"}, {"Origin": "null"},
                    {"Sec-Fetch-Site": "cross-site"}, {"Origin": "http://127.0.0.1:1"}]:
        r = web.api.post("/api/brain/memory", json=body, headers=headers)
        assert r.status_code == 403 and r.json()["error"]["code"] == "forbidden", headers
    m = web.add("A real memory to protect")
    r = web.api.delete(f"/api/brain/memory/{m['id']}", headers={"Origin": "http://evil.example"})
    assert r.status_code == 403
    assert web.api.get(f"/api/brain/memory/{m['id']}").json()["tier"] == "conscious"
    assert web.api.get("/api/brain/status").json()["counts"]["durable"] == before["durable"] + 1
    same = web.api.post("/api/brain/memory", json={"type": "goal", "summary": "Same-origin write works"},
                        headers={"Origin": web.url, "Sec-Fetch-Site": "same-origin"})
    assert same.status_code == 201


def test_one_time_login_link_sets_a_strict_httponly_cookie(web: Web) -> None:
    url = login_link(web)
    assert url.startswith(web.url + "/login?code=") and web.token not in url
    with httpx.Client(timeout=30) as browser:
        r = browser.get(url, follow_redirects=False)
        assert r.status_code == 303 and r.headers["location"] == "/second-brain/memory"
        cookie = r.headers["set-cookie"].lower()
        assert "httponly" in cookie and "samesite=strict" in cookie and "path=/" in cookie
        assert browser.get(web.url + "/second-brain/memory").status_code == 200
        assert browser.get(web.url + "/api/brain/status").status_code == 200
    with httpx.Client(timeout=30) as other:
        again = other.get(url, follow_redirects=False)
        assert again.status_code == 401 and "set-cookie" not in again.headers
        assert other.get(web.url + "/login?code=made-up").status_code == 401
        assert other.get(web.url + "/login").status_code == 401


def test_login_codes_expire_and_work_once() -> None:
    now = [100.0]
    codes = LoginCodes(lambda: now[0], ttl=300)
    a, expires = codes.issue()
    b, _ = codes.issue()
    assert expires == 400.0
    assert codes.redeem(a) and not codes.redeem(a)
    now[0] += 301
    assert not codes.redeem(b)
    assert not codes.redeem("") and not codes.redeem("x" * 1000)
    many = [codes.issue()[0] for _ in range(100)]
    assert codes.redeem(many[-1]) and not codes.redeem(many[0])


def test_allowed_hosts() -> None:
    assert allowed_hosts("127.0.0.1", 80) == {"127.0.0.1:80", "localhost:80", "[::1]:80"}
    assert "[::1]:80" in allowed_hosts("::1", 80)
    assert allowed_hosts("0.0.0.0", 80) == allowed_hosts("127.0.0.1", 80)


def test_memory_text_is_escaped_everywhere(web: Web) -> None:
    evil = "<script>alert(1)</script><img src=x onerror=alert(2)>"
    m = web.add(evil, type="goal", persons=["<b>Mallory</b>"])
    for path in ["/second-brain/memory", f"/second-brain/memory?id={m['id']}", "/second-brain/goals",
                 "/second-brain/memory?q=alert", "/second-brain/persons"]:
        html = web.api.get(path).text
        assert "<script>alert(1)" not in html and "<img src=x" not in html and "<b>Mallory" not in html, path
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in web.api.get("/second-brain/memory").text
    csp = web.api.get("/second-brain/memory").headers["content-security-policy"]
    assert "script-src 'self'" in csp and "unsafe-inline" not in csp


def test_ctl_dashboard_print_gives_a_working_link(web: Web) -> None:
    r = web.daemon.ctl("dashboard", "--print")
    assert r.returncode == 0, r.stderr
    url = r.stdout.strip()
    assert url.startswith(web.url + "/login?code=")
    with httpx.Client(timeout=30) as browser:
        assert browser.get(url, follow_redirects=True).status_code == 200
    j = web.daemon.ctl("dashboard", "--json")
    assert json.loads(j.stdout)["url"].startswith(web.url)


def test_web_stack_stays_off_the_client_hot_path() -> None:
    code = (
        "import sys; from mercuryctl import cli; cli.build_parser();"
        "import mercuryctl.transport;"
        "bad=[m for m in sys.modules if m.split('.')[0] in ('starlette','hypercorn','jinja2','trio')"
        " or m.startswith('mercuryd.web')]; print(bad); sys.exit(1 if bad else 0)"
    )
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr


def _free_busy_port() -> socket.socket:
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    s.listen(1)
    return s


def test_busy_port_keeps_the_memory_service_running(short_tmp: Path) -> None:
    busy = _free_busy_port()
    port = busy.getsockname()[1]
    d = DaemonProc(short_tmp)
    d.home.mkdir(parents=True, mode=0o700)
    (d.home / "mercury.yaml").write_text(f"dashboard: {{port: {port}}}\n")
    try:
        d.start()
        assert d.call("memory.add", {"type": "habit", "summary": "Walks the dog at dawn"})["id"] == 1
        assert d.call("brain.status")["dashboard_url"] is None
        r = d.ctl("dashboard", "--print")
        assert r.returncode == 1 and "dashboard is not running" in r.stderr
        errors = [json.loads(x) for x in d.stderr().splitlines() if x.startswith("{")]
        assert any(e["level"] == "error" and "dashboard could not listen" in e["event"] for e in errors)
    finally:
        assert d.stop() == 0
        busy.close()


def test_sigterm_stops_socket_and_dashboard(short_tmp: Path) -> None:
    d = DaemonProc(short_tmp).start()
    url = d.call("brain.status")["dashboard_url"]
    port = int(url.rstrip("/").rsplit(":", 1)[1])
    assert d.stop() == 0
    with pytest.raises(OSError), socket.create_connection(("127.0.0.1", port), timeout=2):
        pass
    assert not d.socket.exists()


def test_disabled_brain_shows_a_banner(short_tmp: Path) -> None:
    d = DaemonProc(short_tmp, SECOND_BRAIN_ENABLED="false").start()
    try:
        w = Web(d)
        status = w.api.get("/api/brain/status").json()
        assert status["mode"] == "basic" and status["enabled"] is False
        # basic mode still lists its JSONL facts; the rest of the brain says it is off
        assert w.api.get("/api/brain/memory").status_code == 200
        r = w.api.get("/api/brain/persons")
        assert r.status_code == 409 and r.json()["error"]["code"] == "disabled"
        page = w.api.get("/second-brain/memory")
        assert page.status_code == 200 and 'id="mode-banner"' in page.text and "disabled" in page.text
        w.close()
    finally:
        d.stop()


def test_dashboard_can_be_turned_off(short_tmp: Path) -> None:
    d = DaemonProc(short_tmp)
    d.home.mkdir(parents=True, mode=0o700)
    (d.home / "mercury.yaml").write_text("dashboard: {enabled: false}\n")
    try:
        d.start()
        assert d.call("brain.status")["dashboard_url"] is None
        assert "disabled" in d.ctl("dashboard", "--print").stderr
        assert not (d.home / "dashboard.token").exists()
    finally:
        d.stop()
    assert os.environ.get("MERCURY_HOME") != str(d.home)


@pytest.mark.parametrize("path", [
    "/second-brain/memory?type=bogus", "/second-brain/memory?type=%00", "/second-brain/memory?type=" + "x" * 300,
    "/second-brain/memory?type=bogus&q=tea", "/second-brain/memory?type=reflection",
])
def test_a_page_with_an_unknown_type_says_so_instead_of_failing(web: Web, path: str) -> None:
    # The probe found /second-brain/memory?type=<not a type> answered 500 (the add form
    # looked the type's example up and raised); the JSON route already answered 422.
    r = web.api.get(path)
    assert r.status_code in (200, 422), (path, r.status_code)
    assert "<form class=\"add\"" in r.text
    if "reflection" not in path:
        assert r.status_code == 422 and "not a valid type" in r.text, r.text[-2000:]
