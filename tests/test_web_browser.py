"""The dashboard pages in real headless Chromium (Debian's), driven by Playwright's sync API.

Each test logs in through a one-time link exactly as ``mercuryctl dashboard`` would,
fails on any console error, and saves a screenshot under test-output/screenshots/.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.web_helpers import Web, running_web

CHROMIUM = "/usr/bin/chromium"
SHOTS = Path(__file__).resolve().parent.parent / "test-output" / "screenshots"

# Outside CI a machine without chromium skips these; in CI (.ci/run installs it) a
# missing browser is a failure, never a silent skip.
pytestmark = pytest.mark.skipif(
    not os.path.exists(CHROMIUM) and not os.environ.get("CI"),
    reason=f"{CHROMIUM} missing (apt-get install -y --no-install-recommends chromium)",
)


@pytest.fixture(scope="module")
def web() -> Iterator[Web]:
    with running_web() as w:
        w.add("Prefers dark mode in every editor")
        w.add("<script>alert('x')</script> is a string the user pasted once", type="episode")
        w.add("Ship the garden-planner app by spring", type="goal")
        w.add("Garden-planner: a small web app for planting schedules", type="project")
        w.add("Anna is the user's sister", type="relationship", persons=["Anna", "Tom"])
        w.add("Anna plays cello in the city orchestra", type="habit", persons=["Anna"])
        old = w.add("Used to drink coffee every morning", type="habit")
        w.api.delete(f"/api/brain/memory/{old['id']}")
        yield w


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=[
            "--no-sandbox", "--disable-gpu", "--disable-background-networking",
            "--disable-component-update", "--disable-sync", "--no-first-run"])
        yield b
        b.close()


@pytest.fixture
def page(web: Web, browser) -> Iterator[object]:
    ctx = browser.new_context(viewport={"width": 1280, "height": 860})
    pg = ctx.new_page()
    errors: list[str] = []
    pg.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    pg.on("pageerror", lambda e: errors.append(str(e)))
    outside: list[str] = []
    pg.on("request", lambda r: outside.append(r.url) if not r.url.startswith((web.url, "data:")) else None)
    pg.goto(web.daemon.call("dashboard.link")["url"])
    assert pg.url.endswith("/second-brain/memory")
    pg.console_errors = errors  # a test that provokes an expected 4xx clears it
    yield pg
    assert errors == [], errors
    assert outside == [], outside
    ctx.close()


def shot(pg, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    pg.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def test_memory_page_lists_edits_adds_and_escapes(page, web: Web) -> None:
    pg = page
    assert pg.locator("#status").inner_text().count("durable") == 1
    assert pg.locator("a.summary", has_text="Prefers dark mode in every editor").is_visible()
    assert pg.locator("a.summary", has_text="<script>alert('x')</script> is a string").is_visible()
    shot(pg, "memory")

    # add
    pg.select_option("#add-form select[name=type]", "preference")
    pg.fill("#add-form textarea[name=summary]", "Likes rainy-day jazz playlists")
    pg.click("#add-form button[type=submit]")
    pg.wait_for_selector("a.summary:has-text('Likes rainy-day jazz playlists')")

    # inline edit
    card = pg.locator("li.memory", has_text="Likes rainy-day jazz playlists")
    card.locator(".js-edit").click()
    card.locator("textarea[name=summary]").fill("Likes rainy-day jazz and bossa nova")
    card.locator("input[name=importance]").fill("0.95")
    card.locator("form.edit button[type=submit]").click()
    pg.wait_for_selector("a.summary:has-text('Likes rainy-day jazz and bossa nova')")
    mid = int(pg.locator("li.memory", has_text="bossa nova").get_attribute("data-id"))
    got = web.api.get(f"/api/brain/memory/{mid}").json()
    assert got["importance"] == 0.95 and got["summary"] == "Likes rainy-day jazz and bossa nova"

    # a bad edit shows the server's message, and changes nothing
    card = pg.locator("li.memory", has_text="bossa nova")
    card.locator(".js-edit").click()
    card.locator("textarea[name=summary]").fill("   ")
    card.locator("form.edit button[type=submit]").click()
    expect(card.locator(".err")).to_contain_text("summary")
    assert pg.console_errors == ["Failed to load resource: the server responded with a status of 422 ()"]
    pg.console_errors.clear()


def test_toggle_tiers_search_and_delete_with_confirmation(page, web: Web) -> None:
    pg = page
    pg.click("#tier-subconscious")
    pg.wait_for_url("**scope=subconscious**")
    sub = pg.locator("li.memory", has_text="Used to drink coffee every morning")
    assert sub.locator(".badge.zz").inner_text() == "💤"
    shot(pg, "memory-subconscious")

    # search merges both tiers
    pg.fill("input[name=q]", "coffee OR dark")
    pg.press("input[name=q]", "Enter")
    pg.wait_for_url("**q=**")
    assert pg.locator("a.summary", has_text="Used to drink coffee every morning").is_visible()
    assert pg.locator("a.summary", has_text="Prefers dark mode in every editor").is_visible()
    shot(pg, "memory-search")

    # conscious -> subconscious without a dialog
    victim = web.add("Temporary note about the plumber visit", type="episode")
    pg.goto(web.url + "/second-brain/memory")
    dialogs: list[str] = []
    accept = [False]
    pg.on("dialog", lambda d: (dialogs.append(d.message), d.accept() if accept[0] else d.dismiss()))
    pg.locator(f"#m{victim['id']} .js-delete").click()
    pg.wait_for_selector(f"#m{victim['id']}", state="detached")
    assert dialogs == [] and web.api.get(f"/api/brain/memory/{victim['id']}").json()["tier"] == "subconscious"

    # subconscious -> asks; dismissing the dialog keeps it, accepting deletes it
    pg.goto(web.url + "/second-brain/memory?scope=subconscious")
    pg.locator(f"#m{victim['id']} .js-delete").click()
    pg.evaluate("1")  # runs after the click handler returned from confirm()
    assert len(dialogs) == 1 and "for good" in dialogs[0]
    assert web.api.get(f"/api/brain/memory/{victim['id']}").status_code == 200
    accept[0] = True
    pg.locator(f"#m{victim['id']} .js-delete").click()
    pg.wait_for_selector(f"#m{victim['id']}", state="detached")
    assert web.api.get(f"/api/brain/memory/{victim['id']}").status_code == 404


def test_persons_and_person_detail(page, web: Web) -> None:
    pg = page
    pg.click("nav >> text=Persons")
    pg.wait_for_url("**/second-brain/persons")
    row = pg.locator("#persons tr", has_text="Anna")
    assert row.count() == 1 and row.locator("td.num").inner_text().strip() == "2"
    shot(pg, "persons")
    row.locator("a").click()
    pg.wait_for_selector("#person-name")
    assert pg.locator("#person-name").inner_text() == "Anna"
    assert pg.locator("#facts a.summary", has_text="Anna is the user's sister").is_visible()
    assert pg.locator("#related a.summary", has_text="Anna plays cello").is_visible()
    assert pg.locator("#links").get_by_text("Tom").is_visible()
    shot(pg, "person")
    pg.locator("#links a", has_text="Tom").click()
    pg.wait_for_selector("#person-name >> text=Tom")


def test_goals_tabs_and_add(page, web: Web) -> None:
    pg = page
    pg.goto(web.url + "/second-brain/goals")
    assert pg.locator("a.summary", has_text="Ship the garden-planner app by spring").is_visible()
    assert pg.locator("a.summary", has_text="a small web app for planting schedules").count() == 0
    shot(pg, "goals")
    pg.click("#tab-project")
    pg.wait_for_url("**tab=project")
    assert pg.locator("a.summary", has_text="a small web app for planting schedules").is_visible()
    pg.fill("#add-form textarea[name=summary]", "Rewrite the orchestra's ticket site")
    pg.click("#add-form button[type=submit]")
    pg.wait_for_selector("a.summary:has-text(\"Rewrite the orchestra's ticket site\")")
    items = web.api.get("/api/brain/memory", params={"type": "project", "scope": "all"}).json()["items"]
    assert "Rewrite the orchestra's ticket site" in {m["summary"] for m in items}
    shot(pg, "goals-projects")


def test_graph_renders_and_click_opens_a_person(page, web: Web) -> None:
    pg = page
    pg.goto(web.url + "/second-brain/graph")
    pg.wait_for_selector("#graph[data-ready='1'] circle")
    kinds = set(pg.eval_on_selector_all("#graph circle", "els => els.map(e => e.dataset.kind)"))
    assert {"memory", "person", "goal"} <= kinds
    assert pg.locator("#graph line").count() > 0
    pg.wait_for_selector("#graph[data-settled='1']", timeout=20000)
    shot(pg, "graph")
    anna = pg.locator("#graph circle[data-kind=person]").first
    anna.hover()
    assert pg.locator("#tooltip").is_visible() and pg.locator("#tooltip").inner_text().startswith("👤")
    anna.click()
    pg.wait_for_url("**/second-brain/persons/*")
    assert pg.locator("#person-name").is_visible()


def test_graph_at_two_thousand_nodes(browser, short_tmp) -> None:
    from tests.conftest import DaemonProc

    d = DaemonProc(short_tmp).start()
    try:
        w = Web(d)
        for start in (0, 1000):  # two JSON-RPC batches of 1000 adds
            batch = [{"jsonrpc": "2.0", "id": i, "method": "memory.add",
                      "params": {"type": ("goal", "habit", "preference", "project")[i % 4],
                                 "summary": f"Fact {i} about topic {i % 97}"}}
                     for i in range(start, start + 1000)]
            d.raw(json.dumps(batch).encode() + b"\n", timeout=120)
        assert len(w.api.get("/api/brain/graph").json()["nodes"]) == 2000
        ctx = browser.new_context(viewport={"width": 1280, "height": 860})
        pg = ctx.new_page()
        errors: list[str] = []
        pg.on("pageerror", lambda e: errors.append(str(e)))
        pg.goto(d.call("dashboard.link")["url"])
        pg.goto(w.url + "/second-brain/graph")
        pg.wait_for_selector("#graph[data-settled='1']", timeout=60000)
        assert pg.locator("#graph circle").count() == 2000 and errors == []
        shot(pg, "graph-2000")
        ctx.close()
        w.close()
    finally:
        d.stop()
