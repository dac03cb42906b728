"""mercuryctl: the thin client of mercuryd (CLI, hooks and a Python client)."""
