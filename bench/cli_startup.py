"""Whole-process cost of the hook path: ``mercuryctl recall`` against ``python -c pass``.

Both run in the same loop on the same machine, so the ratio is what matters.
Target: mercuryctl recall <= 2.5x bare Python start-up.

    python bench/cli_startup.py [--runs 40]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench._corpus import fill, wait_answering


def timed(cmd: list[str], env: dict[str, str], runs: int) -> list[float]:
    out = []
    for _ in range(runs):
        t = time.perf_counter()
        subprocess.run(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        out.append((time.perf_counter() - t) * 1000)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=40)
    a = ap.parse_args()
    # An installed package has its bytecode compiled at install time; a source checkout
    # under PYTHONDONTWRITEBYTECODE would recompile on every start, so compile first.
    import compileall

    repo = Path(__file__).resolve().parent.parent
    for pkg in ("mercuryctl", "mercuryd"):
        compileall.compile_dir(repo / pkg, quiet=1)
    root = Path(tempfile.mkdtemp(prefix="mrc-", dir="/tmp"))
    home, sock = root / "home", root / "d.sock"
    fill(home / "memory" / "second-brain" / "second-brain.db", 10_000)
    (home / "mercury.yaml").write_text("dashboard: {enabled: false}\n")
    env = dict(os.environ, MERCURY_HOME=str(home), MERCURY_SOCKET=str(sock))
    proc = subprocess.Popen([sys.executable, "-m", "mercuryd"], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        wait_answering(sock, proc)
        ctl = shutil.which("mercuryctl", path=os.path.dirname(sys.executable)) or "mercuryctl"
        cases = {
            "python -c pass": [sys.executable, "-c", "pass"],
            "mercuryctl recall": [ctl, "recall", "what should I drink this morning"],
            "mercuryctl hook pre-message": [ctl, "hook", "pre-message", "what should I drink"],
        }
        results = {}
        for _round in range(2):  # interleave to share the noise
            for name, cmd in cases.items():
                results.setdefault(name, []).extend(timed(cmd, env, a.runs // 2))
    finally:
        proc.terminate()
        proc.wait(10)
        shutil.rmtree(root, ignore_errors=True)
    base = statistics.median(results["python -c pass"])
    for name, values in results.items():
        med = statistics.median(values)
        print(f"{name:<30} median {med:7.1f} ms   {med / base:5.2f}x python -c pass")
    print("target: mercuryctl recall <= 2.50x")


if __name__ == "__main__":
    main()
