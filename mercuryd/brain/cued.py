"""A pattern guarded by cues: tried only when the message holds one of them (a substring test).

Recall tries some sixty patterns on every message (retrieve's phrase kinds and kinds said in other words, situations'
frames). Most begin with a long alternation, which costs the regex engine a try at every position of the message; a
cue is a lower-case piece of text every match holds, so a message without any skips the pattern for a few substring
tests.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator

__all__ = ["Cued", "cue_text"]


class Cued:
    """A pattern tried only when the message holds one of its cues: lower-case pieces of text of which every match
    holds one. Most messages then skip it for a few substring tests (a pattern that begins with a long alternation
    costs the regex engine a try at every position)."""

    __slots__ = ("cues", "pattern")

    def __init__(self, pattern: re.Pattern[str], cues: tuple[str, ...]) -> None:
        self.pattern = pattern
        self.cues = cues

    def cued(self, text: str) -> bool:
        """Whether ``text`` holds one of the cues (the pattern may match)."""
        low = cue_text(text)
        return any(c in low for c in self.cues)

    def search(self, text: str) -> re.Match[str] | None:
        return self.pattern.search(text) if self.cued(text) else None

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        return self.pattern.finditer(text) if self.cued(text) else iter(())


@functools.lru_cache(maxsize=8)
def cue_text(text: str) -> str:
    """The message in lower case, lowered once for every cued pattern a recall tries (some sixty), with a space before
    it: a cue may begin with one (" vat" is the word's start, not "private")."""
    return " " + text.lower()
