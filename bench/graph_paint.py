"""First paint of the Graph page with 2,000 memories and 200 persons, in headless Chromium.

Starts the real ``mercuryd`` (dashboard on a free port) on a temp home, fills it over the
socket with memories that name persons (relationships linking two of them, goals and
projects, superseded preferences) and runs consolidation for reflections. Then it opens
the dashboard in Chromium and times, from navigation start:

* ``graph first paint``: the first frame with every node drawn (``window.__graphFirstPaint``,
  set by graph.js in the frame after the seeded layout is drawn);
* ``graph settled``: the layout finished refining (``#graph[data-settled]``);
* the baseline, ``memory page FCP``: first contentful paint of the Memory page (50 cards,
  server-rendered) in the same browser, same run.

    python bench/graph_paint.py [--memories 2000] [--persons 200] [--runs 5] [--shot FILE]

Needs Playwright (the test extra) and /usr/bin/chromium (or --chromium). Target: first
paint <= 1.5 s at 2,000 memories and 200 persons.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mercuryctl.transport import Connection

FIRST = ["Anna", "Ben", "Carla", "Diego", "Elena", "Farid", "Greta", "Hugo", "Ines", "Jonas", "Kira", "Leo",
         "Maya", "Nico", "Olga", "Priya", "Quinn", "Rosa", "Sven", "Tara"]
LAST = ["Berg", "Costa", "Dahl", "Evans", "Fox", "Gray", "Holm", "Ito", "Jung", "Kahn"]
RELATIONS = ["sister", "brother", "colleague", "friend", "manager", "neighbour", "cousin", "mentor"]
PLACES = ["Lisbon", "Oslo", "Madrid", "Berlin", "Kyoto", "Porto", "Leeds", "Quito"]
THINGS = ["tea", "chess", "climbing", "jazz", "pottery", "sailing", "baking", "running", "poetry", "cycling"]


def persons(n: int) -> list[str]:
    return [f"{FIRST[i % len(FIRST)]} {LAST[(i // len(FIRST)) % len(LAST)]}" for i in range(n)]


def memories(count: int, people: list[str]) -> list[dict[str, object]]:
    """``count`` memory.add params: varied types, each person named several times."""
    out: list[dict[str, object]] = []
    for i in range(count):
        p, q = people[(i // 10) % len(people)], people[(i // 10 + 37) % len(people)]
        place, thing = PLACES[i % len(PLACES)], THINGS[(i // 3) % len(THINGS)]
        kind = i % 10
        if kind == 0:
            out.append({"type": "relationship", "persons": [p, q],
                        "summary": f"{p} is the user's {RELATIONS[i % len(RELATIONS)]} and knows {q} from {place}"})
        elif kind == 1:
            out.append({"type": ("goal", "project")[i % 2],
                        "summary": f"{('Learn', 'Build')[i % 2]} {thing} plan number {i} before the trip to {place}"})
        elif kind in (2, 3):
            out.append({"type": "episode", "persons": [p],
                        "summary": f"Went {thing} with {p} in {place} on day {i}"})
        elif kind == 4:
            out.append({"type": "habit", "summary": f"Listens to {thing} podcast episode {i} on the train to {place}"})
        elif kind == 5:
            out.append({"type": "preference", "summary": f"Prefers {thing} variant {i} on weekends"})
        elif kind == 6:
            out.append({"type": "decision", "summary": f"Decided to try {thing} option {i} in {place}"})
        elif kind == 7:
            out.append({"type": "identity", "summary": f"Has lived in {place} for {i % 20 + 1} years, record {i}"})
        elif kind == 8:
            out.append({"type": "constraint", "summary": f"Cannot use room {i} of the {place} office for {thing}"})
        else:
            out.append({"type": "episode", "persons": [p, q], "summary": f"Dinner with {p} and {q} in {place}, {i}"})
    return out


def start(home: Path, sock: Path) -> subprocess.Popen[bytes]:
    home.mkdir(mode=0o700)
    (home / "mercury.yaml").write_text("dashboard: {port: 0}\n")
    env = dict(os.environ, MERCURY_HOME=str(home), MERCURY_SOCKET=str(sock))
    proc = subprocess.Popen([sys.executable, "-m", "mercuryd"], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            with socket.socket(socket.AF_UNIX) as s:
                s.connect(str(sock))
            return proc
        except OSError:
            if proc.poll() is not None:
                break
            time.sleep(0.05)
    proc.kill()
    raise SystemExit("mercuryd did not start")


def fill(sock: Path, count: int, people: int) -> None:
    """``count`` distinct memories (none of the adds may reinforce another: the same habit
    said twice is one memory, and the graph would hold fewer than asked)."""
    items = memories(count, persons(people))
    ids: set[int] = set()
    with socket.socket(socket.AF_UNIX) as s:  # JSON-RPC batches of 500 adds
        s.settimeout(300)
        s.connect(str(sock))
        reader = s.makefile("rb")
        for start_at in range(0, len(items), 500):
            batch = [{"jsonrpc": "2.0", "id": i, "method": "memory.add", "params": p}
                     for i, p in enumerate(items[start_at : start_at + 500], start_at)]
            s.sendall(json.dumps(batch).encode() + b"\n")
            answers = json.loads(reader.readline())
            bad = [a for a in answers if "error" in a]
            if bad:
                raise SystemExit(f"memory.add failed: {bad[0]['error']}")
            ids.update(a["result"]["id"] for a in answers)
    if len(ids) != count:
        raise SystemExit(f"{count} adds made {len(ids)} memories: the others reinforced one")
    with Connection(sock) as conn:
        # Preferences that replace each other: the graph's history (supersession chains).
        for editor in ("Vim", "Emacs", "VS Code", "Helix", "Zed", "Sublime Text", "Nano", "Kate", "Geany", "IntelliJ"):
            conn.call("memory.add", {"type": "preference", "summary": f"User prefers {editor} as their editor"})
        for theme in ("dark", "light", "solarized", "gruvbox", "nord"):
            conn.call("memory.add", {"type": "preference", "summary": f"User prefers the {theme} theme in every editor"})
        conn.call("brain.consolidate")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--memories", type=int, default=2000)
    ap.add_argument("--persons", type=int, default=200)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--chromium", default="/usr/bin/chromium")
    ap.add_argument("--shot", type=Path, help="save a screenshot of the settled graph here")
    a = ap.parse_args()
    from playwright.sync_api import sync_playwright

    root = Path(tempfile.mkdtemp(prefix="mrg-", dir="/tmp"))
    sock = root / "d.sock"
    proc = start(root / "home", sock)
    try:
        t = time.perf_counter()
        fill(sock, a.memories, a.persons)
        with Connection(sock) as conn:
            status = conn.call("brain.status")
            graph = conn.call("graph.get")
            link = conn.call("dashboard.link")["url"]
        base = status["dashboard_url"].rstrip("/")
        kinds: dict[str, int] = {}
        for n in graph["nodes"]:
            kinds[n["kind"]] = kinds.get(n["kind"], 0) + 1
        c = status["counts"]
        print(f"filled in {time.perf_counter() - t:.1f} s: {c['durable'] + c['active']} memories "
              f"({c['superseded']} superseded), {len(graph['nodes'])} nodes {kinds}, {len(graph['edges'])} edges")
        paint, settled, fcp, api = [], [], [], []
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=a.chromium, args=["--no-sandbox", "--disable-gpu"])
            ctx = browser.new_context(viewport={"width": 1400, "height": 900})
            pg = ctx.new_page()
            pg.goto(link)
            for run in range(a.runs + 1):  # the first run warms the caches and is not counted
                pg.goto(base + "/second-brain/memory")
                pg.wait_for_function("() => performance.getEntriesByName('first-contentful-paint').length > 0",
                                     timeout=30_000)
                m_fcp = pg.evaluate("() => performance.getEntriesByName('first-contentful-paint')[0].startTime")
                t0 = time.perf_counter()
                pg.request.get(base + "/api/brain/graph")
                m_api = (time.perf_counter() - t0) * 1000
                pg.goto(base + "/second-brain/graph")
                pg.wait_for_function("() => window.__graphFirstPaint !== undefined", timeout=60_000)
                g_paint = pg.evaluate("() => window.__graphFirstPaint")
                pg.wait_for_selector("#graph[data-settled='1']", timeout=120_000)
                g_settled = pg.evaluate("() => performance.now()")
                if run:
                    paint.append(g_paint)
                    settled.append(g_settled)
                    fcp.append(m_fcp)
                    api.append(m_api)
            if a.shot:
                pg.screenshot(path=str(a.shot))
                print(f"screenshot: {a.shot}")
            browser.close()
    finally:
        proc.terminate()
        proc.wait(15)
        shutil.rmtree(root, ignore_errors=True)
    med = statistics.median
    title = f"what (median of {a.runs} runs, ms from navigation start)"
    print(f"{title:<52} {'ms':>8} {'x baseline':>11}")
    print(f"{'memory page FCP (baseline)':<52} {med(fcp):>8.0f} {1:>11.2f}")
    print(f"{'GET /api/brain/graph alone':<52} {med(api):>8.0f} {med(api) / med(fcp):>11.2f}")
    print(f"{'graph first paint':<52} {med(paint):>8.0f} {med(paint) / med(fcp):>11.2f}")
    print(f"{'graph settled':<52} {med(settled):>8.0f} {med(settled) / med(fcp):>11.2f}")
    print(f"first paint runs: {', '.join(f'{x:.0f}' for x in paint)}; target <= 1500 ms: "
          f"{'met' if med(paint) <= 1500 else 'NOT met'}")


if __name__ == "__main__":
    main()
