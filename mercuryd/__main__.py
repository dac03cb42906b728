"""``python -m mercuryd`` and the ``mercuryd`` console script."""

from __future__ import annotations

import os
import sys


def main() -> int:
    # numpy's OpenBLAS on one thread, as onnxruntime runs here: its threads for the
    # index's products fought the other processes for the cores (a 100k store's
    # vectors loaded in 4.7 s under a load of 3.4 on 2 cores, 2.6 s on one thread).
    # Set before numpy loads; a user's own setting wins.
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
    from mercuryd.daemon import main as run

    return run(sys.argv[1:])


if __name__ == "__main__":
    sys.exit(main())
