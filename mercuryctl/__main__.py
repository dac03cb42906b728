"""``python -m mercuryctl``."""

import sys

from mercuryctl.cli import main

sys.exit(main())
