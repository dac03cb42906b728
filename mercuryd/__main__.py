"""``python -m mercuryd`` and the ``mercuryd`` console script."""

from __future__ import annotations

import sys


def main() -> int:
    from mercuryd.daemon import main as run

    return run(sys.argv[1:])


if __name__ == "__main__":
    sys.exit(main())
