"""The dashboard pages in real headless Chromium (Debian's), driven by Playwright's sync API.

Each test logs in through a one-time link exactly as ``mercuryctl dashboard`` would,
fails on any console error, and saves a screenshot under test-output/screenshots/.
Every page is opened at a phone's width (390 px) and a laptop's (1400 px): nothing may
overflow sideways, and no emoji may stand in for a word (Debian's chromium has no emoji
font: an emoji is a box there).
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.web_helpers import Web, running_web

CHROMIUM = "/usr/bin/chromium"
SHOTS = Path(__file__).resolve().parent.parent / "test-output" / "screenshots"
EMOJI = re.compile("[\U0001F000-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF\uFE0F]")

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
        w.add("Went to the garden-planner meetup with Anna", type="episode", persons=["Anna"])
        for when in ("in the morning", "after lunch", "with friends"):  # a theme consolidation reflects on
            w.add(f"Prefers green tea {when}")
        old = w.add("Used to drink coffee every morning", type="habit")
        w.api.delete(f"/api/brain/memory/{old['id']}")
        w.daemon.call("brain.ingest", {"messages": [{"role": "user", "content": "I prefer Python for scripting."}]})
        w.daemon.call("brain.ingest", {"messages": [{"role": "user", "content": "These days I prefer TypeScript."}],
                                       "channel": "test", "conversation_id": "c-7"})
        w.daemon.call("brain.consolidate")
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


def open_page(web: Web, browser, width: int = 1280, height: int = 860) -> tuple[object, object]:
    ctx = browser.new_context(viewport={"width": width, "height": height})
    pg = ctx.new_page()
    errors: list[str] = []
    pg.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    pg.on("pageerror", lambda e: errors.append(str(e)))
    outside: list[str] = []
    pg.on("request", lambda r: outside.append(r.url) if not r.url.startswith((web.url, "data:")) else None)
    pg.goto(web.daemon.call("dashboard.link")["url"])
    assert pg.url.endswith("/second-brain/memory")
    pg.console_errors = errors  # a test that provokes an expected 4xx clears it
    pg.outside = outside
    return ctx, pg


@pytest.fixture
def page(web: Web, browser) -> Iterator[object]:
    ctx, pg = open_page(web, browser)
    yield pg
    assert pg.console_errors == [], pg.console_errors
    assert pg.outside == [], pg.outside
    ctx.close()


def shot(pg, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    pg.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def flash_of(pg) -> object:
    return pg.locator("#flash")


# ---------------------------------------------------------------- every page, two widths


def page_paths(web: Web) -> list[str]:
    anna = next(p for p in web.api.get("/api/brain/persons").json()["items"] if p["name"] == "Anna")
    typescript = web.api.get("/api/brain/memory/search", params={"q": "TypeScript"}).json()["items"][0]
    return [
        "/second-brain/memory", "/second-brain/memory?scope=subconscious", "/second-brain/memory?scope=all",
        "/second-brain/memory?q=garden", f"/second-brain/memory?id={typescript['id']}",
        "/second-brain/memory?id=987654", "/second-brain/persons", f"/second-brain/persons/{anna['id']}",
        "/second-brain/goals", "/second-brain/goals?tab=project", "/second-brain/graph",
        f"/second-brain/graph?person={anna['id']}",
    ]


@pytest.mark.parametrize("width", [390, 1400])
def test_every_page_fits_the_width_with_words_not_emoji(web: Web, browser, width: int) -> None:
    ctx, pg = open_page(web, browser, width=width, height=844 if width < 500 else 900)
    for path in page_paths(web):
        pg.goto(web.url + path)
        if "/graph" in path:
            pg.wait_for_selector("#graph[data-settled='1']", timeout=30_000)
        fits = pg.evaluate("() => [document.documentElement.scrollWidth, window.innerWidth]")
        assert fits[0] <= fits[1], (path, width, fits)
        text = pg.evaluate("() => document.body.innerText")
        assert not EMOJI.search(text), (path, EMOJI.findall(text))
        # A summary that wraps uses the card's width (it wrapped into 60% of it on a
        # phone), and a person's "last seen" day is one line (it wrapped over four).
        cramped = pg.evaluate("""() => {
            const out = [];
            const lines_of = el => {  // the line boxes of an element's text
              const r = document.createRange();
              r.selectNodeContents(el);
              return Array.from(r.getClientRects());
            };
            for (const a of document.querySelectorAll('li.memory a.summary')) {
              const lines = lines_of(a);
              const card = a.closest('li.memory').getBoundingClientRect();
              if (new Set(lines.map(r => Math.round(r.top))).size > 1 && Math.max(...lines.map(r => r.right)) - card.left < 0.75 * card.width)
                out.push(a.textContent);
            }
            for (const td of document.querySelectorAll('#persons td.when')) {
              if (new Set(lines_of(td).map(x => Math.round(x.top))).size > 1) out.push(td.textContent);
            }
            return out;
        }""")
        assert cramped == [], (path, width, cramped)
        name = re.sub(r"\W+", "-", path.strip("/").replace("second-brain/", "")).strip("-")
        shot(pg, f"{width}-{name}")
    # The only console error allowed is the 404 of the memory that does not exist.
    assert all("404" in e for e in pg.console_errors), pg.console_errors
    assert pg.outside == []
    ctx.close()


# ---------------------------------------------------------------- memory page


def test_memory_page_lists_edits_adds_and_escapes(page, web: Web) -> None:
    pg = page
    assert pg.locator("#status").inner_text().count("durable") == 1
    assert "learning on" in pg.locator("#status").inner_text()
    assert pg.locator("a.summary", has_text="Prefers dark mode in every editor").is_visible()
    assert pg.locator("a.summary", has_text="<script>alert('x')</script> is a string").is_visible()
    shot(pg, "memory")

    # add: the form sits at the top, the result is said and shown
    pg.fill("#add-form textarea[name=summary]", "Likes rainy-day jazz playlists")
    pg.click("#add-form button[type=submit]")
    expect(flash_of(pg)).to_contain_text(re.compile(r"Added #\d+ \(preference, durable\)\."))
    card = pg.locator("li.memory", has_text="Likes rainy-day jazz playlists")
    expect(card).to_have_class(re.compile("flash"))
    expect(card).to_be_in_viewport()

    # the same fact again is not a new card: it is reinforced, and said so
    pg.fill("#add-form textarea[name=summary]", "Likes rainy-day jazz playlists")
    pg.click("#add-form button[type=submit]")
    expect(flash_of(pg)).to_contain_text("Already known")

    # inline edit
    card = pg.locator("li.memory", has_text="Likes rainy-day jazz playlists")
    card.locator(".js-edit").click()
    card.locator("textarea[name=summary]").fill("Likes rainy-day jazz and bossa nova")
    card.locator("input[name=importance]").fill("0.95")
    card.locator("form.edit button[type=submit]").click()
    expect(flash_of(pg)).to_contain_text("Saved #")
    mid = int(pg.locator("li.memory", has_text="bossa nova").get_attribute("data-id"))
    got = web.api.get(f"/api/brain/memory/{mid}").json()
    assert got["importance"] == 0.95 and got["summary"] == "Likes rainy-day jazz and bossa nova"

    # a bad edit shows a plain sentence, and changes nothing
    card = pg.locator("li.memory", has_text="bossa nova")
    card.locator(".js-edit").click()
    card.locator("textarea[name=summary]").fill("   ")
    card.locator("form.edit button[type=submit]").click()
    expect(card.locator(".err")).to_have_text("Summary is empty after trimming.")
    assert pg.console_errors == ["Failed to load resource: the server responded with a status of 422 ()"]
    pg.console_errors.clear()


def test_add_forms_default_to_what_the_page_is_about(page, web: Web) -> None:
    pg = page
    assert pg.locator("#add-form select[name=type]").input_value() == "preference"
    assert "reflection" not in pg.locator("#add-form select[name=type] option").all_inner_texts()
    area = pg.locator("#add-form textarea[name=summary]")
    assert area.get_attribute("placeholder") == "e.g. Prefers dark mode in every editor"
    pg.select_option("#add-form select[name=type]", "constraint")
    assert area.get_attribute("placeholder") == "e.g. Allergic to peanuts"

    pg.goto(web.url + "/second-brain/memory?type=habit")
    assert pg.locator("#add-form select[name=type]").input_value() == "habit"

    pg.goto(web.url + "/second-brain/goals")
    assert pg.locator("#add-form input[name=type]").input_value() == "goal"
    assert pg.locator("#add-form textarea").get_attribute("placeholder") == "e.g. Run a half marathon before October"
    pg.goto(web.url + "/second-brain/goals?tab=project")
    assert pg.locator("#add-form input[name=type]").input_value() == "project"
    assert "Pennywise" in pg.locator("#add-form textarea").get_attribute("placeholder")

    anna = next(p for p in web.api.get("/api/brain/persons").json()["items"] if p["name"] == "Anna")
    pg.goto(web.url + f"/second-brain/persons/{anna['id']}")
    assert pg.locator("#add-form select[name=type]").input_value() == "relationship"
    assert pg.locator("#add-form textarea").get_attribute("placeholder").startswith("e.g. Anna ")


def test_toggle_tiers_search_and_delete_with_confirmation(page, web: Web) -> None:
    pg = page
    pg.click("#tier-subconscious")
    pg.wait_for_url("**scope=subconscious**")
    sub = pg.locator("li.memory", has_text="Used to drink coffee every morning")
    assert sub.locator(".badge.sub").inner_text().lower() == "subconscious"
    shot(pg, "memory-subconscious")

    # search merges both tiers
    pg.fill("input[name=q]", "coffee OR dark")
    pg.press("input[name=q]", "Enter")
    pg.wait_for_url("**q=**")
    assert pg.locator("a.summary", has_text="Used to drink coffee every morning").is_visible()
    assert pg.locator("a.summary", has_text="Prefers dark mode in every editor").is_visible()
    shot(pg, "memory-search")

    # conscious -> subconscious without a dialog; the page says so and does not reload
    victim = web.add("Temporary note about the plumber visit", type="episode")
    pg.goto(web.url + "/second-brain/memory")
    dialogs: list[str] = []
    accept = [False]
    pg.on("dialog", lambda d: (dialogs.append(d.message), d.accept() if accept[0] else d.dismiss()))
    before = int(pg.locator("[data-count=subconscious]").inner_text())
    pg.locator(f"#m{victim['id']} .js-delete").click()
    expect(flash_of(pg)).to_contain_text(f"Dismissed #{victim['id']}")
    expect(pg.locator(f"#m{victim['id']}")).to_have_count(0)
    expect(pg.locator("[data-count=subconscious]")).to_have_text(str(before + 1))
    assert dialogs == [] and web.api.get(f"/api/brain/memory/{victim['id']}").json()["tier"] == "subconscious"

    # subconscious -> asks; dismissing the dialog keeps it, accepting deletes it
    pg.goto(web.url + "/second-brain/memory?scope=subconscious")
    pg.locator(f"#m{victim['id']} .js-delete").click()
    pg.evaluate("() => 1")  # runs after the click handler returned from confirm()
    assert len(dialogs) == 1 and "for good" in dialogs[0]
    assert web.api.get(f"/api/brain/memory/{victim['id']}").status_code == 200
    accept[0] = True
    pg.locator(f"#m{victim['id']} .js-delete").click()
    expect(flash_of(pg)).to_contain_text(f"Deleted #{victim['id']} for good.")
    expect(pg.locator(f"#m{victim['id']}")).to_have_count(0)
    assert web.api.get(f"/api/brain/memory/{victim['id']}").status_code == 404
    # nothing is pending: the next navigation is not interrupted by a reload
    pg.goto(web.url + "/second-brain/persons")
    assert pg.url.endswith("/second-brain/persons")


def test_dismiss_on_a_stale_page_never_deletes(page, web: Web) -> None:
    # The second outside probe: a card drawn while its memory was conscious says
    # "Dismiss" and asks nothing; once the memory had sunk (dismissed in another tab, a
    # double click, the pruner), that click deleted it for good without a dialog.
    victim = web.add("Note about the boiler service", type="episode")
    pg = page
    dialogs: list[str] = []
    pg.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    pg.goto(web.url + "/second-brain/memory")
    assert web.api.delete(f"/api/brain/memory/{victim['id']}").json()["action"] == "subconscious"  # another tab
    pg.locator(f"#m{victim['id']} .js-delete").click()
    expect(flash_of(pg)).to_contain_text(f"Dismissed #{victim['id']}")
    assert dialogs == []
    assert web.api.get(f"/api/brain/memory/{victim['id']}").json()["tier"] == "subconscious"


def test_missing_and_bad_ids_get_a_clean_page(page, web: Web) -> None:
    pg = page
    r = pg.goto(web.url + "/second-brain/memory?id=987654")
    assert r.status == 404
    assert pg.locator("#missing h1").inner_text() == "Memory #987654 not found"
    assert pg.locator("#page-error").count() == 0 and pg.locator("#memories").count() == 0
    r = pg.goto(web.url + "/second-brain/memory?id=abc")
    assert r.status == 404 and pg.locator("#missing h1").inner_text() == "No such memory"
    assert "is not a memory id" in pg.locator("#missing").inner_text()
    r = pg.goto(web.url + "/second-brain/memory?id=")
    assert r.status == 200 and pg.locator("#memories li.memory").count() > 0
    pg.console_errors.clear()  # the two 404s above


def test_single_memory_shows_the_provenance_mercuryctl_get_shows(page, web: Web) -> None:
    pg = page
    ts = web.api.get("/api/brain/memory/search", params={"q": "TypeScript"}).json()["items"][0]
    pg.goto(web.url + f"/second-brain/memory?id={ts['id']}")
    source = pg.locator("#source").inner_text()
    assert source == "stated by the user · channel test · conversation c-7 · message 1"
    printed = web.daemon.ctl("get", str(ts["id"])).stdout
    assert f"source: {source}\n" in printed
    assert pg.locator("#history a.summary", has_text="User prefers Python for scripting").is_visible()
    assert "Created" in pg.locator("#provenance").inner_text()
    shot(pg, "memory-one")


# ---------------------------------------------------------------- persons


def test_persons_and_person_detail(page, web: Web) -> None:
    pg = page
    pg.click("nav >> text=Persons")
    pg.wait_for_url("**/second-brain/persons")
    row = pg.locator("#persons tr", has_text="Anna")
    assert row.count() == 1 and row.locator("td.num").inner_text().strip() == "3"
    shot(pg, "persons")
    row.locator("a").click()
    pg.wait_for_selector("#person-name")
    assert pg.locator("#person-name").inner_text() == "Anna"
    assert "3 memories" in pg.locator("#person-meta").inner_text()
    assert pg.locator("#facts a.summary", has_text="Anna is the user's sister").is_visible()
    # every memory that names her is on her page (persons.memories)
    pid = pg.locator("#person").get_attribute("data-id")
    listed = {m["summary"] for m in web.api.get(f"/api/brain/persons/{pid}/memories").json()["items"]}
    shown = set(pg.locator("#facts a.summary, #related a.summary").all_inner_texts())
    assert shown == listed and len(listed) == 3
    assert pg.locator("#links").get_by_text("Tom").is_visible()
    shot(pg, "person")
    pg.locator("#links a", has_text="Tom").click()
    pg.wait_for_selector("#person-name >> text=Tom")
    assert "1 memory ·" in pg.locator("#person-meta").inner_text()  # not "1 memories"


def test_rename_relate_merge_and_add_a_fact_from_the_person_page(page, web: Web) -> None:
    pg = page
    web.add("Bea teaches yoga on Tuesdays", type="habit", persons=["Bea"])
    web.add("Beatrix lent the user a tent", type="episode", persons=["Beatrix"])
    people = {p["name"]: p["id"] for p in web.api.get("/api/brain/persons").json()["items"]}
    pg.goto(web.url + f"/second-brain/persons/{people['Beatrix']}")
    assert pg.locator("#person-edit").is_hidden()
    pg.click("#person-edit-toggle")
    form = pg.locator("#person-form")
    form.locator("input[name=name]").fill("Bea")  # someone else's name: a plain refusal
    form.locator("button[type=submit]").click()
    expect(form.locator(".err")).to_contain_text("is already called that; merge the two instead.")
    pg.console_errors.clear()  # the 409

    form.locator("input[name=name]").fill("Beatrix Holm")
    form.locator("input[name=relation]").fill("Neighbour")
    form.locator("button[type=submit]").click()
    expect(pg.locator("#person-name")).to_have_text("Beatrix Holm")
    expect(flash_of(pg)).to_have_text("Saved Beatrix Holm.")
    assert "neighbour" in pg.locator("#person-meta").inner_text()
    assert "also called Beatrix" in pg.locator("#person-meta").inner_text()

    # merge Bea into Beatrix Holm: asks first, then her memories follow
    pg.click("#person-edit-toggle")
    messages: list[str] = []
    pg.on("dialog", lambda d: (messages.append(d.message), d.accept()))
    pg.select_option("#merge-form select[name=other]", str(people["Bea"]))
    pg.click("#merge-form button[type=submit]")
    expect(flash_of(pg)).to_contain_text("Merged Bea into Beatrix Holm: 2 memories name Beatrix Holm now.")
    assert messages and messages[0].startswith("Merge Bea into Beatrix Holm?")
    assert pg.locator("#related a.summary", has_text="Bea teaches yoga").is_visible()
    assert web.api.get(f"/api/brain/persons/{people['Bea']}").status_code == 404

    # a fact about her, from her page
    pg.fill("#add-form textarea[name=summary]", "Beatrix Holm lives two doors down")
    pg.click("#add-form button[type=submit]")
    expect(flash_of(pg)).to_contain_text("(relationship, durable)")
    expect(pg.locator("#facts li.memory", has_text="Beatrix Holm lives two doors down")).to_have_class(re.compile("flash"))
    items = web.api.get(f"/api/brain/persons/{people['Beatrix']}/memories").json()["items"]
    assert "Beatrix Holm lives two doors down" in {m["summary"] for m in items}
    shot(pg, "person-merged")


# ---------------------------------------------------------------- goals


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
    expect(flash_of(pg)).to_contain_text("(project, active)")
    expect(pg.locator("li.memory", has_text="Rewrite the orchestra's ticket site")).to_be_in_viewport()
    items = web.api.get("/api/brain/memory", params={"type": "project", "scope": "all"}).json()["items"]
    assert "Rewrite the orchestra's ticket site" in {m["summary"] for m in items}
    shot(pg, "goals-projects")


# ---------------------------------------------------------------- graph


def test_graph_tells_the_story_and_clicks_through(page, web: Web) -> None:
    pg = page
    pg.goto(web.url + "/second-brain/graph")
    pg.wait_for_selector("#graph[data-settled='1']", timeout=20_000)
    kinds = set(pg.eval_on_selector_all("#graph .node", "els => els.map(e => e.dataset.kind)"))
    assert kinds == {"user", "memory", "person", "goal"}
    lines = set(pg.eval_on_selector_all("#graph line", "els => els.map(e => e.getAttribute('class'))"))
    assert lines == {"mentions", "knows", "supersedes", "reflects", "relates"}
    # names are written, not hovered: you, the people, the goals and projects
    names = set(pg.eval_on_selector_all("#graph .node text:not(.off)", "els => els.map(e => e.textContent)"))
    assert {"You", "Anna", "Tom"} <= names
    assert any(n.startswith("Ship the garden-planner app") for n in names), names
    # in a graph this small every person, goal and project is named (shortened if need be),
    # and no name covers their dots
    unnamed = pg.eval_on_selector_all(
        "#graph .node[data-kind=person], #graph .node[data-kind=goal]",
        "els => els.filter(e => e.querySelector('text').classList.contains('off')).map(e => e.textContent)")
    assert unnamed == [], unnamed
    legend = pg.locator("#legend").inner_text()
    for word in ("you", "person", "goal or project", "durable memory", "active memory", "subconscious",
                 "superseded", "knows", "mentions", "relates to", "reflects", "supersedes"):
        assert word in legend
    shot(pg, "graph")

    # the layout fills the frame (it used a third of it), every dot inside it
    used = pg.evaluate("""() => {
        const f = document.querySelector('#graph').getBoundingClientRect();
        const bs = Array.from(document.querySelectorAll('#graph .node circle')).map(c => c.getBoundingClientRect());
        const x0 = Math.min(...bs.map(b => b.left)), x1 = Math.max(...bs.map(b => b.right));
        const y0 = Math.min(...bs.map(b => b.top)), y1 = Math.max(...bs.map(b => b.bottom));
        return [(x1 - x0) / f.width, (y1 - y0) / f.height, x0 >= f.left && x1 <= f.right && y0 >= f.top && y1 <= f.bottom];
    }""")
    assert max(used[0], used[1]) >= 0.6 and used[2], used

    # zoom and fit move the view
    transform = lambda: pg.eval_on_selector("#graph svg > g", "g => g.getAttribute('transform')")  # noqa: E731
    fitted = transform()
    pg.click("#zoom-in")
    assert transform() != fitted
    pg.click("#fit")
    assert transform() == fitted

    # focus on a person: only what is one step from her
    anna = pg.locator("#graph .node[data-kind=person]", has_text="Anna")
    anna.locator("circle").hover()
    expect(pg.locator("#tooltip")).to_have_text("person: Anna")
    everyone = pg.locator("#graph .node").count()
    pid = anna.get_attribute("data-id")[1:]
    pg.select_option("#focus", pid)
    pg.wait_for_selector("#graph[data-settled='1']")
    assert f"person={pid}" in pg.url and pg.locator("#graph .node").count() < everyone
    labels = pg.eval_on_selector_all("#graph .node text", "els => els.map(e => e.textContent)")
    assert "cello" in " ".join(labels) and "dark mode" not in " ".join(labels)

    # filter types: goals and projects only (you and the people stay)
    pg.select_option("#focus", "")
    pg.click("#graph-filter summary")
    for box in pg.locator("#types input").all():
        if box.get_attribute("value") not in ("goal", "project"):
            box.uncheck()
    pg.wait_for_selector("#graph[data-settled='1']")
    assert set(pg.eval_on_selector_all("#graph .node", "els => els.map(e => e.dataset.kind)")) == {
        "user", "person", "goal"}

    pg.goto(web.url + "/second-brain/graph")
    pg.wait_for_selector("#graph[data-settled='1']")
    pg.locator("#graph .node[data-kind=person]", has_text="Anna").locator("circle").click()
    pg.wait_for_url("**/second-brain/persons/*")
    assert pg.locator("#person-name").inner_text() == "Anna"


def test_graph_at_two_thousand_nodes(browser, short_tmp) -> None:
    from tests.conftest import DaemonProc

    d = DaemonProc(short_tmp).start()
    try:
        w = Web(d)
        for start in (0, 1000):  # two JSON-RPC batches of 1000 adds
            batch = [{"jsonrpc": "2.0", "id": i, "method": "memory.add",
                      "params": {"type": ("goal", "habit", "preference", "project")[i % 4],
                                 "summary": f"Fact {i} about topic {i % 97}",
                                 **({"persons": [f"Person {(i // 4) % 200}"]} if i % 4 == 1 else {})}}
                     for i in range(start, start + 1000)]
            d.raw(json.dumps(batch).encode() + b"\n", timeout=120)
        nodes = w.api.get("/api/brain/graph").json()["nodes"]
        assert len(nodes) == 1 + 2000 + 200
        ctx = browser.new_context(viewport={"width": 1280, "height": 860})
        pg = ctx.new_page()
        errors: list[str] = []
        pg.on("pageerror", lambda e: errors.append(str(e)))
        pg.goto(d.call("dashboard.link")["url"])
        pg.goto(w.url + "/second-brain/graph")
        pg.wait_for_selector("#graph[data-settled='1']", timeout=60000)
        assert pg.locator("#graph .node").count() == 2201 and errors == []
        # readable: some names shown, none drawn over another
        overlaps = pg.evaluate("""() => {
            const boxes = Array.from(document.querySelectorAll('#graph .node text:not(.off)'))
              .map(t => t.getBoundingClientRect());
            let n = 0;
            for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
              const a = boxes[i], b = boxes[j];
              if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) n++;
            }
            return [boxes.length, n];
        }""")
        assert overlaps[0] >= 10 and overlaps[1] == 0, overlaps
        # ... nor hidden under the dots drawn after it (a crowd of people on the ring)
        covered = pg.evaluate("""() => {
            const nodes = Array.from(document.querySelectorAll('#graph .node'));
            const order = new Map(nodes.map((n, i) => [n, i]));
            const circles = nodes.map(n => n.querySelector('circle').getBoundingClientRect());
            const out = [];
            for (const t of document.querySelectorAll('#graph .node text:not(.off)')) {
              const a = t.getBoundingClientRect(), mine = order.get(t.parentNode);
              for (let j = mine + 1; j < nodes.length; j++) {
                const b = circles[j];
                if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) {
                  out.push(t.textContent); break;
                }
              }
            }
            return out;
        }""")
        assert covered == [], covered
        shot(pg, "graph-2000")
        ctx.close()
        w.close()
    finally:
        d.stop()
