"""``mercuryctl restore URL [--as-of TIME] [--force]`` (docs/replication.md).

The work is done by :mod:`mercuryd.replication.restore`, imported only when this command
runs: the other commands never load it.
"""

from __future__ import annotations

import json
import sys
from typing import Any

from mercuryctl.cli import EXIT_ERROR, EXIT_OK, out, parse_when


def run(a: Any) -> int:
    from mercuryd import paths
    from mercuryd.replication.restore import RestoreError, restore

    as_of = parse_when(a.as_of) if a.as_of else None
    home = paths.home_dir(a.home)
    try:
        r = restore(a.url, home, as_of=as_of, force=a.force)
    except RestoreError as exc:
        print(f"mercuryctl: {exc}", file=sys.stderr)
        return EXIT_ERROR
    c = r.counts
    if a.json:
        out(json.dumps({
            "db_path": str(r.db), "url": r.url, "generation": r.generation, "as_of": r.as_of,
            "counts": {"memories": c.memories, "durable": c.durable, "active": c.active,
                       "subconscious": c.subconscious, "persons": c.persons},
            "newest_memory_at": c.newest_memory_at, "integrity": "ok",
            "moved_aside": str(r.moved_aside) if r.moved_aside else None, "seconds": round(r.seconds, 3),
        }, indent=2))
        return EXIT_OK
    out(f"Restored {r.url} ({r.generation}{', as of ' + r.as_of if r.as_of else ''}) into {r.db}")
    out(f"memories: {c.memories} ({c.durable} durable, {c.active} active, {c.subconscious} subconscious)"
        f" · persons: {c.persons} · newest memory: {c.newest_memory_at or 'none'}")
    out(f"integrity: ok · {r.seconds:.1f} s")
    if r.moved_aside:
        out(f"the database that was there is kept as {r.moved_aside}")
    out("Start mercuryd on this home to use it; to keep replicating from here, keep "
        "`replication: {enabled: true, url: …}` in mercury.yaml (docs/replication.md).")
    return EXIT_OK
