"""Structured logs: JSON lines to ``<home>/logs/mercuryd.log`` (rotated) and stderr.

stderr is pretty on a TTY and JSON otherwise (journald and launchd keep it). One line
per request carries method, duration and outcome, never memory text at INFO.

The request line is written by :func:`request` straight to the handlers' streams when
no handler needs pretty output: it sits on the path of every call, and the general
structlog-over-logging route costs ~40 µs a line (two LogRecords, a stat() for the
rotation check) against a few µs for this one. Both routes write the same JSON.
"""

from __future__ import annotations

import datetime as dt
import logging
import logging.handlers
import os
import sys
from collections.abc import Callable
from pathlib import Path

import msgspec
import structlog

_encoder = msgspec.json.Encoder(enc_hook=str)


def _dumps(obj: object, **_: object) -> str:
    """structlog's serializer: one JSON object, compact, never failing on odd values."""
    return _encoder.encode(obj).decode()


# Writers of a ready JSON request line (bytes, no newline), one per handler; None when
# some handler renders lines another way (pretty stderr) or requests are not logged.
_request_writers: list[Callable[[bytes], None]] | None = None

_SHARED: list[structlog.typing.Processor] = [
    structlog.contextvars.merge_contextvars,
    structlog.stdlib.add_log_level,
    structlog.processors.TimeStamper(fmt="iso", utc=True),
]


def setup(
    log_file: Path | None, level: str = "info", *, stderr: bool = True,
    max_bytes: int = 5 * 1024 * 1024, backups: int = 5,
) -> None:
    """Configure structlog over stdlib logging; safe to call more than once."""
    root = logging.getLogger()
    for handler in list(root.handlers):
        root.removeHandler(handler)
        handler.close()
    root.setLevel(getattr(logging, level.upper(), logging.INFO))

    json_formatter = _RenderOnce(
        foreign_pre_chain=_SHARED,
        processors=[
            structlog.stdlib.ProcessorFormatter.remove_processors_meta,
            structlog.processors.format_exc_info,
            structlog.processors.JSONRenderer(serializer=_dumps),
        ],
    )
    writers: list[Callable[[bytes], None]] | None = []
    file_writers: list[Callable[[bytes], None]] = []
    if log_file is not None:
        log_file.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        fh = _SizedRotatingFileHandler(
            log_file, maxBytes=max_bytes, backupCount=backups, encoding="utf-8"
        )
        file_writers.append(fh.write_line)
        fh.setFormatter(json_formatter)
        root.addHandler(fh)
        try:
            log_file.chmod(0o600)
        except OSError:
            pass
    writers = file_writers
    if stderr:
        sh = _LineStreamHandler(sys.stderr)
        if sys.stderr.isatty():
            writers = None
            sh.setFormatter(
                structlog.stdlib.ProcessorFormatter(
                    foreign_pre_chain=_SHARED,
                    processors=[
                        structlog.stdlib.ProcessorFormatter.remove_processors_meta,
                        structlog.dev.ConsoleRenderer(colors=True),
                    ],
                )
            )
        else:
            sh.setFormatter(json_formatter)
            if writers is not None:
                writers.append(sh.write_line)
        root.addHandler(sh)
    global _request_writers
    _request_writers = writers if root.isEnabledFor(logging.INFO) else None

    structlog.configure(
        processors=[*_SHARED, structlog.stdlib.ProcessorFormatter.wrap_for_formatter],
        logger_factory=structlog.stdlib.LoggerFactory(),
        wrapper_class=structlog.stdlib.BoundLogger,
        cache_logger_on_first_use=False,
    )


class _RenderOnce(structlog.stdlib.ProcessorFormatter):
    """A formatter shared by several handlers that renders each record once.

    The file and (off a TTY) stderr write the same JSON line; rendering it per handler
    doubled the cost of every request's log line.
    """

    def format(self, record: logging.LogRecord) -> str:
        done = record.__dict__.get("_mercury_rendered")
        if done is not None and done[0] is self:
            cached: str = done[1]
            return cached
        line: str = super().format(record)
        record.__dict__["_mercury_rendered"] = (self, line)
        return line


def get(name: str = "mercuryd") -> structlog.stdlib.BoundLogger:
    logger: structlog.stdlib.BoundLogger = structlog.get_logger(name)
    return logger


def request(method: str, duration_ms: float, outcome: str, notification: bool | None) -> None:
    """Log one served call (INFO, logger ``mercuryd.rpc``): the line every request gets."""
    writers = _request_writers
    if writers is None:
        get("mercuryd.rpc").info("request", method=method, duration_ms=duration_ms,
                                 outcome=outcome, notification=notification)
        return
    line = _encoder.encode({
        "method": method, "duration_ms": duration_ms, "outcome": outcome,
        "notification": notification, "event": "request", "level": "info",
        "timestamp": dt.datetime.now(dt.UTC).replace(tzinfo=None).isoformat() + "Z",
    })
    for write in writers:
        write(line)


class _SizedRotatingFileHandler(logging.handlers.RotatingFileHandler):
    """Rotates on a byte count it keeps itself, not on a seek and stat() per line."""

    def __init__(self, filename: Path, **kwargs: object) -> None:
        super().__init__(filename, **kwargs)  # type: ignore[arg-type]
        try:
            self._size = os.path.getsize(filename)
        except OSError:
            self._size = 0

    def shouldRollover(self, record: logging.LogRecord) -> bool:
        return self.maxBytes > 0 and self._size + len(self.format(record)) + 1 >= self.maxBytes

    def doRollover(self) -> None:
        super().doRollover()
        self._size = 0

    def emit(self, record: logging.LogRecord) -> None:
        super().emit(record)
        self._size += len(self.format(record).encode("utf-8", "replace")) + 1

    def write_line(self, line: bytes) -> None:
        """Append one rendered JSON line (the request fast path)."""
        with self.lock:  # type: ignore[union-attr]
            try:
                if self.maxBytes > 0 and self._size + len(line) + 1 >= self.maxBytes:
                    self.doRollover()
                if self.stream is None:
                    self.stream = self._open()
                self.stream.write(line.decode() + "\n")
                self.stream.flush()
                self._size += len(line) + 1
            except Exception:
                pass


class _LineStreamHandler(logging.StreamHandler):  # type: ignore[type-arg]
    """stderr, with the request fast path's raw line writer."""

    def write_line(self, line: bytes) -> None:
        with self.lock:  # type: ignore[union-attr]
            try:
                self.stream.write(line.decode() + "\n")
                self.stream.flush()
            except Exception:
                pass
