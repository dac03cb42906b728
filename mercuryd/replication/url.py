"""Replica URLs: which ones we accept, how they are shown, where a generation lives.

A replica URL is one Litestream accepts and mercuryd can also read and delete in
(``file:///abs/path``, ``s3://bucket/prefix`` with an optional ``?endpoint=…&region=…``,
``sftp://user@host[:port]/abs/path``). It never holds a secret: credentials come from
the environment (or ``service.env``), so the URL can be logged, shown by
``brain.status`` and written to ``mercury.yaml`` as it is.
Stdlib only: ``mercuryctl restore`` imports it.
"""

from __future__ import annotations

from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

SCHEMES = ("file", "s3", "sftp")

# Query keys that would carry a credential if someone put one in the URL.
_SECRET_KEYS = ("key", "secret", "token", "password", "credential", "signature")


def check_url(url: str | None) -> str | None:
    """Why ``url`` cannot be a replica URL (a phrase), or None when it can."""
    if not url:
        return "is required when replication.enabled is true (e.g. file:///mnt/nas/mercury)"
    parts = urlsplit(url)
    if parts.scheme not in SCHEMES:
        return f"must start with {', '.join(s + '://' for s in SCHEMES)}, not {url!r}"
    if parts.password is not None or any(
        any(word in key.lower() for word in _SECRET_KEYS) for key, _ in parse_qsl(parts.query)
    ):
        return ("holds a secret; put credentials in the environment or <home>/service.env "
                "(see docs/replication.md), never in the file")
    if parts.scheme == "file":
        if parts.netloc or not parts.path.startswith("/"):
            return f"must be an absolute path: file:///path/to/dir, not {url!r}"
        if parts.path.rstrip("/") == "":
            return "cannot be the root directory"
    elif not parts.hostname:
        return f"names no {'bucket' if parts.scheme == 's3' else 'host'}: {url!r}"
    elif parts.scheme == "sftp":
        return _check_sftp(url)
    return None


def _check_sftp(url: str) -> str | None:
    """``sftp://user@host[:port]/path``: a user, a directory, no query (the key and
    known_hosts come from the environment)."""
    parts = urlsplit(url)
    try:
        _ = parts.port  # raises on a port that is not a number in range
    except ValueError:
        return f"has an invalid port: {url!r}"
    if not parts.username:
        return f"names no user: sftp://user@host/path, not {url!r}"
    if parts.path.rstrip("/") == "":
        return f"must name a directory on the server: sftp://user@host/path/to/dir, not {url!r}"
    if parts.query or parts.fragment:
        return ("takes no ?options: the SSH key and known_hosts come from the environment "
                "(MERCURY_SFTP_KEY, MERCURY_SFTP_KNOWN_HOSTS; see docs/replication.md)")
    return None


def redact(url: str | None) -> str | None:
    """``url`` without anything secret (a password, a credential-like query value)."""
    if not url:
        return url
    parts = urlsplit(url)
    netloc = parts.netloc
    if parts.password is not None:
        netloc = netloc.replace(f":{parts.password}@", ":***@", 1)
    query = urlencode([
        (k, "***" if any(w in k.lower() for w in _SECRET_KEYS) else v)
        for k, v in parse_qsl(parts.query, keep_blank_values=True)
    ], safe="/:*")
    return urlunsplit((parts.scheme, netloc, parts.path, query, ""))


def child(url: str, name: str) -> str:
    """The URL of ``name`` inside the replica at ``url`` (the query stays at the end)."""
    parts = urlsplit(url)
    path = parts.path.rstrip("/") + "/" + name.strip("/")
    return urlunsplit((parts.scheme, parts.netloc, path, parts.query, ""))
