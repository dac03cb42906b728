"""The dashboard session is its own secret: short-lived, rotatable, with a logout.

The probe: the dashboard cookie was the install token itself (the key scripts use with
``Authorization: Bearer``), valid for 400 days, with no logout and no rotation. Now a
login link sets a session cookie signed with a separate secret (``dashboard.session``,
0600) that expires; logging out (the button in the page header, or
``mercuryctl dashboard --logout``) rotates that secret, which ends every session.
"""

from __future__ import annotations

import re
import stat
from collections.abc import Iterator

import httpx
import pytest

from mercuryd.web.auth import SESSION_DAYS, Sessions
from tests.web_helpers import Web, running_web


@pytest.fixture
def web() -> Iterator[Web]:
    with running_web() as w:
        yield w


def log_in(web: Web, browser: httpx.Client) -> str:
    url = web.daemon.call("dashboard.link")["url"]
    r = browser.get(url, follow_redirects=False)
    assert r.status_code == 303, r.text
    return r.headers["set-cookie"]


def cookie_value(set_cookie: str) -> str:
    match = re.match(r"mercury_dashboard=([^;]*)", set_cookie)
    assert match, set_cookie
    return match.group(1).strip('"')


def test_the_session_cookie_is_not_the_install_token(web: Web) -> None:
    with httpx.Client(timeout=30) as browser:
        header = log_in(web, browser)
        value = cookie_value(header)
        assert value and web.token not in value
        max_age = int(re.search(r"max-age=(\d+)", header, re.I).group(1))  # type: ignore[union-attr]
        assert 0 < max_age <= SESSION_DAYS * 86400 <= 30 * 86400
        assert browser.get(web.url + "/second-brain/memory").status_code == 200
    secret = web.daemon.home / "dashboard.session"
    assert stat.S_IMODE(secret.stat().st_mode) == 0o600
    assert secret.read_text().strip() != web.token
    # The install token as a cookie is no longer a session.
    with httpx.Client(base_url=web.url, cookies={"mercury_dashboard": web.token}, timeout=30) as old:
        assert old.get("/second-brain/memory").status_code == 401
        assert old.get("/api/brain/status").status_code == 401
    # Scripts keep the bearer token.
    assert web.api.get("/api/brain/status").status_code == 200


def test_logout_ends_every_session_and_survives_nothing(web: Web) -> None:
    with httpx.Client(timeout=30) as a, httpx.Client(timeout=30) as b:
        log_in(web, a)
        log_in(web, b)
        page = a.get(web.url + "/second-brain/memory").text
        assert 'action="/logout"' in page and 'method="post"' in page.lower()
        # Another site cannot log us out (a write from another origin).
        r = a.post(web.url + "/logout", headers={"Origin": "http://evil.example"}, follow_redirects=False)
        assert r.status_code == 403
        assert a.get(web.url + "/second-brain/memory").status_code == 200
        r = a.post(web.url + "/logout", headers={"Origin": web.url}, follow_redirects=False)
        assert r.status_code == 303
        assert "mercury_dashboard=" in r.headers["set-cookie"] and "max-age=0" in r.headers["set-cookie"].lower()
        assert a.get(web.url + "/second-brain/memory").status_code == 401
        assert b.get(web.url + "/second-brain/memory").status_code == 401  # rotated: every session ends
        # A new login link works again.
        log_in(web, a)
        assert a.get(web.url + "/second-brain/memory").status_code == 200


def test_sessions_survive_a_restart_and_rotate_from_the_cli(web: Web) -> None:
    with httpx.Client(timeout=30) as browser:
        value = cookie_value(log_in(web, browser))
    web.daemon.stop()
    web.daemon.start()
    url = web.daemon.call("brain.status")["dashboard_url"].rstrip("/")
    with httpx.Client(base_url=url, cookies={"mercury_dashboard": value}, timeout=30) as again:
        assert again.get("/second-brain/memory").status_code == 200
        r = web.daemon.ctl("dashboard", "--logout")
        assert r.returncode == 0 and "logged out" in r.stdout.lower(), r.stderr
        assert again.get("/second-brain/memory").status_code == 401


def test_session_values_expire_and_cannot_be_forged(tmp_path) -> None:
    now = [1_000_000.0]
    sessions = Sessions(tmp_path, lambda: now[0])
    value, max_age = sessions.issue()
    assert sessions.valid(value) and max_age == SESSION_DAYS * 86400
    assert not sessions.valid(value[:-1] + ("A" if value[-1] != "A" else "B"))
    assert not sessions.valid("") and not sessions.valid("x" * 5000) and not sessions.valid("a.b.c.d")
    forged = value.split(".")
    forged[1] = str(int(forged[1]) + 10**6)  # a later expiry, same signature
    assert not sessions.valid(".".join(forged))
    now[0] += SESSION_DAYS * 86400 + 1
    assert not sessions.valid(value)
    fresh, _ = sessions.issue()
    sessions.rotate()
    assert not sessions.valid(fresh)
    assert Sessions(tmp_path, lambda: now[0]).valid(sessions.issue()[0])  # the secret is on disk


def test_log_out_button_works_in_a_real_browser(web: Web) -> None:
    """Chromium sends ``Origin: null`` for a plain form POST under ``Referrer-Policy:
    no-referrer``, which the cross-origin check refuses: the button must log out anyway."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"])
        try:
            pg = browser.new_page()
            errors: list[str] = []
            pg.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
            pg.goto(web.daemon.call("dashboard.link")["url"])
            assert pg.url.endswith("/second-brain/memory")
            pg.click("form.logout button")
            pg.wait_for_url("**/logged-out")
            assert "You are logged out" in pg.locator("body").inner_text()
            assert "Error" not in pg.locator("h1").inner_text()
            assert errors == [], errors
            assert [c for c in pg.context.cookies() if c["name"] == "mercury_dashboard"] == []
            pg.goto(web.url + "/second-brain/memory")
            assert "not logged in" in pg.locator("body").inner_text()
        finally:
            browser.close()
