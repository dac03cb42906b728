"""Helpers for the replication tests: a replica grep that reads Litestream's LZ4 pages,
an S3 stand-in on loopback (moto's server), an SFTP server on loopback (asyncssh's), and
a daemon configured to replicate."""

from __future__ import annotations

import asyncio
import base64
import hashlib
import hmac
import os
import socket
import struct
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import lz4.block

HEADER = 100  # an LTX file's header; the page size is the big-endian u32 at offset 8


def ltx_pages(data: bytes) -> Iterator[bytes]:
    """The decompressed pages of one LTX file (LTX1: u32 pgno, u16 flags, [u32 size,
    LZ4 block] per page, until a zero page number)."""
    if data[:4] != b"LTX1":
        return
    (page_size,) = struct.unpack(">I", data[8:12])
    at = HEADER
    while at + 6 <= len(data):
        pgno, flags = struct.unpack(">IH", data[at:at + 6])
        at += 6
        if pgno == 0:
            return
        if flags & 1:
            (size,) = struct.unpack(">I", data[at:at + 4])
            at += 4
            yield lz4.block.decompress(data[at:at + size], uncompressed_size=page_size)
            at += size
        else:  # an uncompressed page (older files)
            yield data[at:at + page_size]
            at += page_size


def leaks(root: Path, needles: list[bytes]) -> list[str]:
    """Files under ``root`` holding any needle, in their raw bytes or decompressed pages."""
    found = []
    for path in sorted(p for p in root.rglob("*") if p.is_file()):
        data = path.read_bytes()
        blobs = [data, *ltx_pages(data)] if path.suffix == ".ltx" else [data]
        for needle in needles:
            if any(needle in blob for blob in blobs):
                found.append(f"{path.relative_to(root)}: {needle.decode()}")
    return found


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


S3_ENV = {"AWS_ACCESS_KEY_ID": "testing", "AWS_SECRET_ACCESS_KEY": "testing", "AWS_REGION": "us-east-1"}


@contextmanager
def moto_s3(bucket: str = "mercury") -> Iterator[str]:
    """An S3 server on 127.0.0.1 (moto) with one bucket; yields its endpoint URL."""
    from moto.server import ThreadedMotoServer

    port = free_port()
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=port, verbose=False)
    server.start()
    endpoint = f"http://127.0.0.1:{port}"
    saved = {k: os.environ.get(k) for k in S3_ENV}
    os.environ.update(S3_ENV)
    try:
        import boto3

        boto3.client("s3", endpoint_url=endpoint, region_name="us-east-1").create_bucket(Bucket=bucket)
        yield endpoint
    finally:
        server.stop()
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v


def s3_objects(endpoint: str, bucket: str = "mercury") -> dict[str, bytes]:
    """Every object in the bucket, by key."""
    import boto3

    s3 = boto3.client("s3", endpoint_url=endpoint, region_name="us-east-1")
    out = {}
    for page in s3.get_paginator("list_objects_v2").paginate(Bucket=bucket):
        for o in page.get("Contents", []):
            out[o["Key"]] = s3.get_object(Bucket=bucket, Key=o["Key"])["Body"].read()
    return out


def configure(home: Path, url: str, **extra: str) -> None:
    """Write a mercury.yaml that replicates to ``url`` (dashboard on any free port)."""
    home.mkdir(parents=True, exist_ok=True, mode=0o700)
    opts = ", ".join(f"{k}: {v}" for k, v in extra.items())
    (home / "mercury.yaml").write_text(
        "dashboard: {port: 0}\n"
        f"replication: {{enabled: true, url: \"{url}\"{', ' + opts if opts else ''}}}\n"
    )


def hashed_known_host(host: str, port: int, public_line: str) -> str:
    """One known_hosts line as ``ssh-keyscan -H`` writes it (host name hashed)."""
    name = host if port == 22 else f"[{host}]:{port}"
    salt = os.urandom(20)
    digest = hmac.new(salt, name.encode(), hashlib.sha1).digest()
    return f"|1|{base64.b64encode(salt).decode()}|{base64.b64encode(digest).decode()} {public_line}"


@dataclass
class SFTPServer:
    """An SFTP server on 127.0.0.1 serving ``root`` as ``/`` to user ``mercury``."""

    root: Path
    port: int
    host_keys: list[Any]
    key_path: Path  # the client's private key (no passphrase)
    known_hosts: Path  # hashed entries for every host key
    loop: asyncio.AbstractEventLoop
    authorized: list[str] = field(default_factory=list)  # user mercury's authorized_keys lines
    connections: list[Any] = field(default_factory=list)

    def authorize(self, public_line: str) -> None:
        """Add a public key to user mercury's authorized keys (next logins)."""
        self.authorized.append(public_line.strip())

    def url(self, path: str = "/backups/laptop", user: str = "mercury") -> str:
        return f"sftp://{user}@127.0.0.1:{self.port}{path}"

    @property
    def env(self) -> dict[str, str]:
        return {"MERCURY_SFTP_KEY": str(self.key_path), "MERCURY_SFTP_KNOWN_HOSTS": str(self.known_hosts)}

    def public_line(self, algorithm: str) -> str:
        """``type base64`` of the host key of that algorithm."""
        key = next(k for k in self.host_keys if k.get_algorithm() == algorithm)
        return " ".join(key.export_public_key("openssh").decode().split()[:2])

    def fingerprint(self, algorithm: str) -> str:
        """``SHA256:…`` of the host key of that algorithm, as ssh-keygen -l prints it."""
        return next(k for k in self.host_keys if k.get_algorithm() == algorithm).get_fingerprint()

    def drop_connections(self) -> int:
        """Close every open SSH connection from the server's side (a NAS restarting)."""
        live = [c for c in self.connections if not c.is_closed()]

        async def close() -> None:
            for c in live:
                c.close()
        asyncio.run_coroutine_threadsafe(close(), self.loop).result(5)
        return len(live)


@contextmanager
def sftp_server(base: Path, host_key_algs: tuple[str, ...] = ("ssh-ed25519", "ecdsa-sha2-nistp256")
                ) -> Iterator[SFTPServer]:
    """An asyncssh SFTP server on 127.0.0.1 (its own asyncio loop in a thread), chrooted
    to ``base/sftp-root``; a client key and a hashed known_hosts under ``base/ssh``.

    The server holds several host keys, as a real one does: Litestream's client picks
    ECDSA over Ed25519, which mercuryd must predict."""
    import asyncssh

    root = base / "sftp-root"
    root.mkdir(mode=0o700)
    ssh = base / "ssh"
    ssh.mkdir(mode=0o700)
    host_keys = [asyncssh.generate_private_key(alg) for alg in host_key_algs]
    client = asyncssh.generate_private_key("ssh-ed25519", comment="mercury-replica")
    key_path = ssh / "mercury_replica"
    client.write_private_key(str(key_path))
    key_path.chmod(0o600)
    client.write_public_key(str(key_path) + ".pub")
    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_forever, name="sftp-server", daemon=True)
    thread.start()
    server: SFTPServer | None = None

    class Chroot(asyncssh.SFTPServer):
        def __init__(self, chan: Any) -> None:
            super().__init__(chan, chroot=str(root).encode())

    class Track(asyncssh.SSHServer):
        """Keeps the connections; one user, ``mercury``, who logs in with a listed key."""

        def connection_made(self, conn: Any) -> None:
            assert server is not None
            self.conn = conn
            server.connections.append(conn)

        def begin_auth(self, username: str) -> bool:
            assert server is not None
            lines = server.authorized if username == "mercury" else []
            self.conn.set_authorized_keys(asyncssh.import_authorized_keys("".join(x + "\n" for x in lines)))
            return True

        def public_key_auth_supported(self) -> bool:
            return True

    async def listen() -> Any:
        return await asyncssh.listen(
            "127.0.0.1", 0, server_host_keys=host_keys, sftp_factory=Chroot, server_factory=Track,
            allow_scp=False)

    acceptor = asyncio.run_coroutine_threadsafe(listen(), loop).result(10)
    port = acceptor.sockets[0].getsockname()[1]
    known_hosts = ssh / "known_hosts"
    known_hosts.write_text("".join(
        hashed_known_host("127.0.0.1", port, " ".join(k.export_public_key("openssh").decode().split()[:2])) + "\n"
        for k in host_keys))
    server = SFTPServer(root=root, port=port, host_keys=host_keys, key_path=key_path,
                        known_hosts=known_hosts, loop=loop,
                        authorized=[client.export_public_key().decode().strip()])
    try:
        yield server
    finally:
        async def stop() -> None:
            acceptor.close()
            for c in server.connections:
                c.close()
        asyncio.run_coroutine_threadsafe(stop(), loop).result(10)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(10)
        loop.close()
