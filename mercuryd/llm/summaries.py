"""Profile and active-state summaries written by the LLM, for consolidation.

The seam for ``mercuryd/brain/consolidate.py``: call :func:`write_summary` from the
consolidation code (it is synchronous, meant for the worker thread a Brain call runs
in). It returns the text, at most ``max_chars`` characters, or None on any failure
(no LLM configured, endpoint down, timeout, empty or unusable answer), in which case
the caller builds the summary from its templates as usual. It never raises.

The daemon calls :func:`configure` at start-up when ``extractor: llm`` is set; until
then (and with the rules extractor) :func:`write_summary` returns None at once.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Mapping, Sequence

from mercuryd import logs
from mercuryd.brain.candidate import CONTEXT_CLOSE, CONTEXT_OPEN
from mercuryd.config import Llm
from mercuryd.llm.client import ChatClient, LlmError

log = logs.get("mercuryd.llm.summaries")

KINDS = {
    "profile": "who the user is: identity, preferences, habits, constraints and the people in "
               "their life",
    "active_state": "what is going on in the user's life now: current goals, projects, recent "
                    "decisions and events",
}
MAX_LINES = 60
_FENCE = re.compile(r"^```[\w-]*\s*|\s*```$")

_lock = threading.Lock()
_client: ChatClient | None = None


def configure(settings: Llm | None, environ: Mapping[str, str] | None = None) -> None:
    """Use this endpoint for summaries from now on (None: switch LLM summaries off)."""
    global _client
    with _lock:
        _client = None if settings is None else ChatClient(settings, environ)


def write_summary(kind: str, lines: Sequence[str], max_chars: int) -> str | None:
    """The ``kind`` summary ("profile" or "active_state") of ``lines``, or None to fall back.

    Args:
        kind: which summary; another value gives None.
        lines: the memory summaries to build it from, most important first.
        max_chars: the hard bound on the returned text's length.
    """
    with _lock:
        client = _client
    if client is None or kind not in KINDS or max_chars < 20 or not lines:
        return None
    return SummaryWriter(client).write(kind, lines, max_chars)


class SummaryWriter:
    """Summaries through one :class:`ChatClient` (synchronous, for worker threads)."""

    def __init__(self, client: ChatClient) -> None:
        self.client = client

    def write(self, kind: str, lines: Sequence[str], max_chars: int) -> str | None:
        facts = "\n".join(f"- {' '.join(line.split())}" for line in lines[:MAX_LINES] if line.strip())
        messages = [
            {"role": "system", "content": (
                f"You write a short summary of {KINDS[kind]}, in the third person, as plain "
                f"prose of at most {max_chars} characters. Use only the facts given; do not "
                "invent anything. Reply with the summary text only: no title, no list, no "
                "quotes, no code block.")},
            {"role": "user", "content": f"Facts:\n{facts}"},
        ]
        try:
            answer = self.client.complete_sync(messages, max_tokens=max(64, max_chars // 2))
        except LlmError as exc:
            log.warning("llm summary failed; using the template", kind=kind, error=exc.reason)
            return None
        except Exception as exc:  # never let a summary break consolidation
            log.warning("llm summary failed; using the template", kind=kind,
                        error=exc.__class__.__name__)
            return None
        out = clean(answer, max_chars)
        if out is None:
            log.warning("llm summary unusable; using the template", kind=kind)
        return out


def clean(answer: str, max_chars: int) -> str | None:
    """Plain one-paragraph text within ``max_chars``, cut at a sentence or word; None if empty."""
    text = _FENCE.sub("", answer.strip()).strip()
    low = text.lower()
    if CONTEXT_OPEN in low or CONTEXT_CLOSE in low:
        return None
    text = " ".join(text.split()).strip("\"'“”")
    if len(text) > max_chars:
        head = text[:max_chars]
        cut = max(head.rfind(". "), head.rfind("! "), head.rfind("? "))
        if head.endswith((".", "!", "?")):
            text = head
        elif cut >= max_chars // 3:
            text = head[: cut + 1]
        else:
            text = head.rsplit(" ", 1)[0].rstrip(" ,;:") if " " in head else head
    text = text.strip()
    return text or None
