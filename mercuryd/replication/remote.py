"""The few objects mercuryd keeps beside Litestream's files in a replica.

Litestream writes the database's LTX files; mercuryd adds two small JSON objects at the
top of the replica — ``mercury-writer.json`` (which device replicates here) and
``mercury-current.json`` (which generation holds the live copy) — and deletes whole
generations after a hard delete (docs/replication.md). A :class:`Remote` does exactly
those four things for one replica URL: read, write, list the top level, delete a tree;
it also says what Litestream needs beyond the URL to reach the replica.

``file://`` uses the file system; ``s3://`` uses boto3 and ``sftp://`` asyncssh
(:mod:`.sftp`; both in the ``replication`` extra), with credentials from the
environment as Litestream reads them. Every call blocks: the daemon runs them in a
worker thread.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path
from typing import Protocol
from urllib.parse import parse_qs, urlsplit


class RemoteError(Exception):
    """A replica could not be read or written (the message says which and why)."""


class Remote(Protocol):
    def read(self, key: str) -> bytes | None:
        """The object ``key`` (None when missing)."""
        ...

    def write(self, key: str, data: bytes) -> None:
        """Create or replace ``key`` whole."""
        ...

    def children(self) -> list[str]:
        """Names directly under the replica's top (objects and directories)."""
        ...

    def delete_tree(self, name: str) -> int:
        """Delete ``name`` and everything under it; the number of files removed."""
        ...

    def replica_options(self) -> dict[str, str]:
        """Settings Litestream's replica config needs besides the URL (never a secret)."""
        ...

    def close(self) -> None:
        """Let go of any connection (the remote is not used again)."""
        ...


def open_remote(url: str) -> Remote:
    """The :class:`Remote` for a checked replica URL.

    Raises:
        RemoteError: the scheme has no remote here, or its library is not installed.
    """
    parts = urlsplit(url)
    if parts.scheme == "file":
        return FileRemote(Path(parts.path))
    if parts.scheme == "s3":
        return S3Remote(url)
    if parts.scheme == "sftp":
        from mercuryd.replication.sftp import SFTPRemote

        return SFTPRemote(url)
    raise RemoteError(f"{parts.scheme}:// replicas are not supported by this version of mercuryd")


class FileRemote:
    """A replica directory (a local disk, a mounted NAS share)."""

    def __init__(self, root: Path) -> None:
        self.root = root

    def read(self, key: str) -> bytes | None:
        try:
            return (self.root / key).read_bytes()
        except FileNotFoundError:
            return None
        except OSError as exc:
            raise RemoteError(f"cannot read {self.root / key}: {exc.strerror}") from None

    def write(self, key: str, data: bytes) -> None:
        try:
            self.root.mkdir(parents=True, exist_ok=True, mode=0o700)
            fd, tmp = tempfile.mkstemp(dir=self.root, prefix=f".{key}.")
            try:
                with os.fdopen(fd, "wb") as f:
                    f.write(data)
                    f.flush()
                    os.fsync(f.fileno())
                os.replace(tmp, self.root / key)
            except BaseException:
                Path(tmp).unlink(missing_ok=True)
                raise
        except OSError as exc:
            raise RemoteError(f"cannot write {self.root / key}: {exc.strerror}") from None

    def children(self) -> list[str]:
        try:
            return sorted(os.listdir(self.root))
        except FileNotFoundError:
            return []
        except OSError as exc:
            raise RemoteError(f"cannot list {self.root}: {exc.strerror}") from None

    def delete_tree(self, name: str) -> int:
        target = self.root / name
        if not target.exists():
            return 0
        count = sum(len(files) for _, _, files in os.walk(target))
        try:
            shutil.rmtree(target)
        except OSError as exc:
            raise RemoteError(f"cannot delete {target}: {exc.strerror}") from None
        return count

    def replica_options(self) -> dict[str, str]:
        return {}

    def close(self) -> None:
        pass


class S3Remote:
    """An S3 bucket prefix, on AWS or any S3-compatible store (``?endpoint=``)."""

    def __init__(self, url: str) -> None:
        try:
            import boto3
            from botocore.config import Config
        except ImportError:
            from mercuryd.replication.litestream import INSTALL_HINT

            raise RemoteError(f"s3:// replicas need boto3, which is not installed; install it with {INSTALL_HINT}") from None
        parts = urlsplit(url)
        query = {k: v[-1] for k, v in parse_qs(parts.query).items()}
        self.bucket = parts.hostname or ""
        self.prefix = parts.path.strip("/")
        endpoint = query.get("endpoint")
        if endpoint and "://" not in endpoint:
            endpoint = "http://" + endpoint if endpoint.startswith(("localhost", "127.")) else "https://" + endpoint
        path_style = endpoint is not None and query.get("forcePathStyle") != "false"
        # Litestream's own variables work here too.
        env = os.environ
        key = env.get("AWS_ACCESS_KEY_ID") or env.get("LITESTREAM_ACCESS_KEY_ID")
        secret = env.get("AWS_SECRET_ACCESS_KEY") or env.get("LITESTREAM_SECRET_ACCESS_KEY")
        self.client = boto3.client(
            "s3", endpoint_url=endpoint, region_name=query.get("region") or env.get("AWS_REGION") or "us-east-1",
            aws_access_key_id=key, aws_secret_access_key=secret,
            config=Config(s3={"addressing_style": "path" if path_style else "auto"},
                          retries={"max_attempts": 3}, connect_timeout=10, read_timeout=30),
        )

    def _key(self, name: str) -> str:
        return f"{self.prefix}/{name}" if self.prefix else name

    def _fail(self, what: str, exc: Exception) -> RemoteError:
        return RemoteError(f"cannot {what} s3://{self.bucket}/{self.prefix}: {exc}")

    def read(self, key: str) -> bytes | None:
        try:
            body = self.client.get_object(Bucket=self.bucket, Key=self._key(key))["Body"]
            return bytes(body.read())
        except self.client.exceptions.NoSuchKey:
            return None
        except Exception as exc:
            raise self._fail(f"read {key} from", exc) from None

    def write(self, key: str, data: bytes) -> None:
        try:
            self.client.put_object(Bucket=self.bucket, Key=self._key(key), Body=data,
                                   ContentType="application/json")
        except Exception as exc:
            raise self._fail(f"write {key} to", exc) from None

    def children(self) -> list[str]:
        base = f"{self.prefix}/" if self.prefix else ""
        names: set[str] = set()
        try:
            pages = self.client.get_paginator("list_objects_v2").paginate(
                Bucket=self.bucket, Prefix=base, Delimiter="/")
            for page in pages:
                names.update(p["Prefix"][len(base):].rstrip("/") for p in page.get("CommonPrefixes", []))
                names.update(o["Key"][len(base):] for o in page.get("Contents", []))
        except Exception as exc:
            raise self._fail("list", exc) from None
        return sorted(n for n in names if n)

    def delete_tree(self, name: str) -> int:
        prefix = self._key(name).rstrip("/") + "/"
        count = 0
        try:
            pages = self.client.get_paginator("list_objects_v2").paginate(Bucket=self.bucket, Prefix=prefix)
            for page in pages:
                keys = [{"Key": o["Key"]} for o in page.get("Contents", [])]
                if keys:
                    self.client.delete_objects(Bucket=self.bucket, Delete={"Objects": keys, "Quiet": True})
                    count += len(keys)
        except Exception as exc:
            raise self._fail(f"delete {name} in", exc) from None
        return count

    def replica_options(self) -> dict[str, str]:
        return {}  # Litestream reads the keys from the environment itself

    def close(self) -> None:
        self.client.close()
