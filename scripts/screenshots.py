"""Screenshots of every dashboard page for docs/dashboard.md, from a real daemon.

Starts ``mercuryd`` on a temporary home, fills it with the persona of
``scripts/persona.py`` (through the same RPC methods any client uses), logs in through a
one-time link as ``mercuryctl dashboard`` does, and photographs each page in headless
Chromium at 1400 px (a laptop) and 390 px (a phone) wide.

    python scripts/screenshots.py [--out docs/img] [--chromium /usr/bin/chromium] [--only graph]

Needs the test extra (Playwright) and a Chromium; nothing is downloaded. Look at every
picture before committing it.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "scripts"))

from persona import seed  # noqa: E402

from mercuryctl import Client  # noqa: E402

WIDTHS = {"wide": (1400, 900), "phone": (390, 844)}


@contextmanager
def daemon() -> Iterator[tuple[Client, Path]]:
    """A fresh mercuryd (dashboard on any free port) and a client of it."""
    root = Path(tempfile.mkdtemp(prefix="mrs-", dir="/tmp"))
    home, sock = root / "home", root / "d.sock"
    home.mkdir(mode=0o700)
    (home / "mercury.yaml").write_text("dashboard: {port: 0}\n")
    env = dict(os.environ, MERCURY_HOME=str(home), MERCURY_SOCKET=str(sock),
               PYTHONPATH=os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")])))
    proc = subprocess.Popen([sys.executable, "-m", "mercuryd"], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 30
        while not sock.exists():
            if time.monotonic() > deadline or proc.poll() is not None:
                raise SystemExit("mercuryd did not start")
            time.sleep(0.05)
        with Client(sock) as client:
            yield client, root
    finally:
        proc.terminate()
        proc.wait(15)
        shutil.rmtree(root, ignore_errors=True)


def pages(client: Client) -> list[tuple[str, str, tuple[str, ...], Callable[[Any], None] | None]]:
    """(file name, path, widths, what to do before the picture) for each picture of the tour."""
    people = {p.name: p.id for p in client.persons(limit=500).items}
    typescript = next(m.id for m in client.search("TypeScript").items)

    def settled(pg: Any) -> None:
        pg.wait_for_selector("#graph[data-settled='1']", timeout=60_000)

    def editing(pg: Any) -> None:
        pg.click("#person-edit-toggle")

    both, wide, phone = ("wide", "phone"), ("wide",), ("phone",)
    return [
        ("memory", "/second-brain/memory", both, None),
        ("memory-one", f"/second-brain/memory?id={typescript}", wide, None),
        ("persons", "/second-brain/persons", phone, None),
        ("person", f"/second-brain/persons/{people['Anna']}", wide, None),
        ("person-edit", f"/second-brain/persons/{people['Anna']}", phone, editing),
        ("goals", "/second-brain/goals", phone, None),
        ("graph", "/second-brain/graph", both, settled),
        ("graph-person", f"/second-brain/graph?person={people['Anna']}", wide, settled),
    ]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=REPO / "docs" / "img")
    ap.add_argument("--chromium", default="/usr/bin/chromium")
    ap.add_argument("--only", nargs="*", help="file names to make (default: all)")
    a = ap.parse_args()
    from playwright.sync_api import sync_playwright

    a.out.mkdir(parents=True, exist_ok=True)
    with daemon() as (client, _root), sync_playwright() as p:
        seed(client)
        link = client.call("dashboard.link")["url"]
        browser = p.chromium.launch(executable_path=a.chromium, args=["--no-sandbox", "--disable-gpu"])
        for width_name, (w, h) in WIDTHS.items():
            ctx = browser.new_context(viewport={"width": w, "height": h})
            pg = ctx.new_page()
            errors: list[str] = []
            pg.on("console", lambda m, errors=errors: errors.append(m.text) if m.type == "error" else None)
            pg.goto(link if width_name == "wide" else client.call("dashboard.link")["url"])
            for name, path, widths, before in pages(client):
                if (a.only and name not in a.only) or width_name not in widths:
                    continue
                pg.goto(pg.url.split("/second-brain")[0] + path)
                if before:
                    before(pg)
                target = a.out / f"{name}-{width_name}.png"
                pg.screenshot(path=str(target), full_page=False)
                print(f"{target.relative_to(REPO) if target.is_relative_to(REPO) else target}"
                      f"  {target.stat().st_size // 1024} KB")
            if errors:
                raise SystemExit(f"console errors at {width_name}: {errors}")
            ctx.close()
        browser.close()


if __name__ == "__main__":
    main()
