"""Helpers for the replication tests: a replica grep that reads Litestream's LZ4 pages,
an S3 stand-in on loopback (moto's server), and a daemon configured to replicate."""

from __future__ import annotations

import os
import socket
import struct
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

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
