"""A daemon killed during an export leaves nothing behind for good.

Found by the second outside probe: `kill -9` of mercuryd during `mercuryctl export`
left the hidden temporary file (``.mine.jsonl.PID.XXXXXXXX.tmp``, a part of every
memory) beside the target for ever; later hard deletes and `clear` never reached it, and
the next export to the same path wrote a second one. Now the next export or backup to
that path removes what a dead daemon left.
"""

from __future__ import annotations

import json
import signal
import threading
from pathlib import Path

from tests.conftest import DaemonProc


def fill(daemon: DaemonProc, n: int) -> None:
    for start in range(0, n, 1000):
        batch = [{"jsonrpc": "2.0", "id": i, "method": "memory.add",
                  "params": {"type": "episode", "summary": f"User walked the Quarrowby trail, day {i} " + "x" * 420}}
                 for i in range(start, start + 1000)]
        daemon.raw((json.dumps(batch) + "\n").encode(), timeout=300)


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except FileNotFoundError:
        return 0


def killed_during_export(daemon: DaemonProc, target: Path) -> list[Path]:
    """Kill -9 the daemon once the export's temporary file is there; what it left."""
    def export() -> None:
        try:
            daemon.call("brain.export", {"path": str(target)})
        except Exception:  # the daemon dies under it
            pass

    thread = threading.Thread(target=export)
    thread.start()
    left: list[Path] = []
    while thread.is_alive() and not left:  # until a part of the export is in it
        left = [p for p in target.parent.iterdir() if p.name.startswith(f".{target.name}.") and _size(p)]
    if left:
        assert daemon.proc is not None
        daemon.proc.send_signal(signal.SIGKILL)
        daemon.proc.wait()
    thread.join()
    return left


def test_a_killed_exports_temporary_file_goes_at_the_next_export(daemon: DaemonProc, tmp_path: Path) -> None:
    fill(daemon, 4000)
    target = tmp_path / "mine.jsonl"
    left: list[Path] = []
    for _ in range(5):  # the export may finish before the file is seen: try again
        left = killed_during_export(daemon, target)
        if left:
            break
        target.unlink()
    assert left and not target.exists(), "the daemon was not killed during an export"
    assert b"Quarrowby" in left[0].read_bytes()
    daemon.start()
    assert daemon.ctl("export", str(target)).returncode == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == ["mine.jsonl"]
    assert sum(1 for _ in target.open()) > 4000
