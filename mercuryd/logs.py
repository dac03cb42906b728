"""Structured logs: JSON lines to ``<home>/logs/mercuryd.log`` (rotated) and stderr.

stderr is pretty on a TTY and JSON otherwise (journald and launchd keep it). One line
per request carries method, duration and outcome, never memory text at INFO.
"""

from __future__ import annotations

import logging
import logging.handlers
import sys
from pathlib import Path

import structlog

_SHARED = [
    structlog.contextvars.merge_contextvars,
    structlog.stdlib.add_log_level,
    structlog.processors.TimeStamper(fmt="iso", utc=True),
]


def setup(log_file: Path | None, level: str = "info", *, stderr: bool = True) -> None:
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
            structlog.processors.JSONRenderer(),
        ],
    )
    if log_file is not None:
        log_file.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        fh = logging.handlers.RotatingFileHandler(
            log_file, maxBytes=5 * 1024 * 1024, backupCount=5, encoding="utf-8"
        )
        fh.setFormatter(json_formatter)
        root.addHandler(fh)
        try:
            log_file.chmod(0o600)
        except OSError:
            pass
    if stderr:
        sh = logging.StreamHandler(sys.stderr)
        if sys.stderr.isatty():
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
        root.addHandler(sh)

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
            return done[1]
        line = super().format(record)
        record._mercury_rendered = (self, line)  # type: ignore[attr-defined]
        return line


def get(name: str = "mercuryd") -> structlog.stdlib.BoundLogger:
    return structlog.get_logger(name)
