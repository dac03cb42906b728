"""Numbers a user types that JSON or a socket cannot take are a usage error, not a traceback.

Found by the second outside probe (real daemon, real mercuryctl): ``--timeout nan``,
``-1``, ``inf`` or ``0`` ended every command in a Python traceback from
``socket.settimeout``; ``edit 1 --importance nan`` (or ``inf``, ``1e400``) was sent as
the bare word NaN and the daemon answered that the line "is not valid JSON" (exit 1,
blaming the wire); the Python client did the same for ``importance=float("nan")``.
"""

from __future__ import annotations

import pytest

from mercuryctl import Client
from tests.conftest import DaemonProc


def test_bad_numbers_on_the_command_line_are_usage_errors(daemon: DaemonProc) -> None:
    mid = daemon.call("memory.add", {"type": "preference", "summary": "User prefers green tea",
                                     "importance": 0.4})["id"]
    for args in (("status", "--timeout", "nan"), ("status", "--timeout", "-1"), ("list", "--timeout", "inf"),
                 ("status", "--timeout", "0"), ("recall", "--timeout", "nan", "tea"),
                 ("hook", "pre-message", "--timeout", "nan", "tea"), ("hook", "claude-code", "--timeout", "inf"),
                 ("edit", str(mid), "--importance", "nan"), ("edit", str(mid), "--confidence", "inf"),
                 ("edit", str(mid), "--importance", "1e400"),
                 ("add", "--type", "preference", "--importance", "nan", "User likes mint")):
        r = daemon.ctl(*args, input="{}")
        assert r.returncode == 2, (args, r.returncode, r.stdout, r.stderr)
        assert "Traceback" not in r.stderr and "--" in r.stderr and "usage:" in r.stderr, (args, r.stderr)
    assert daemon.call("memory.get", {"id": mid})["importance"] == 0.4  # nothing written
    assert [m["id"] for m in daemon.call("memory.list", {"scope": "all", "limit": 10})["items"]] == [mid]
    # Good values still work.
    assert daemon.ctl("status", "--timeout", "5").returncode == 0
    assert daemon.ctl("edit", str(mid), "--importance", "0.9").returncode == 0
    assert daemon.call("memory.get", {"id": mid})["importance"] == 0.9


def test_the_python_client_refuses_nan_before_sending(daemon: DaemonProc) -> None:
    with Client(daemon.socket) as c:
        mid = c.add("preference", "User prefers green tea", importance=0.4).id
        for bad in (float("nan"), float("inf")):
            with pytest.raises(ValueError, match="NaN or infinite"):
                c.update(mid, importance=bad)
        assert c.get(mid).importance == 0.4  # the connection still works, nothing changed
