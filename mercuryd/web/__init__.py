"""The web dashboard and REST API, served by mercuryd on loopback.

Nothing here is imported by ``mercuryctl`` or at daemon start-up unless the dashboard
runs: the daemon imports :mod:`mercuryd.web.server` lazily.
"""
