"""Fresh set c16 (fresh49, session 52): the rules its first run showed missing, each pinned with sentences written for
the test (not copied from the data) and near-miss negatives beside them; and the labelled set's ``must_not``."""

from __future__ import annotations

from mercuryd.brain.candidate import Candidate
from mercuryd.brain.extract_score import format_report, score
from mercuryd.wire import Message


def _fixed(*summaries: str):  # type: ignore[no-untyped-def]
    def extractor(messages: list[Message]) -> list[Candidate]:
        return [Candidate(type="identity", summary=s) for s in summaries]

    return extractor


def test_must_not_lists_a_stored_summary_holding_a_forbidden_word_once() -> None:
    item = {"id": "t-1", "messages": [{"role": "user", "content": "x"}], "expect": [], "must_not": ["Tesco", "hoodie"]}
    report = score([item], _fixed("User saw a man in a grey hoodie at Tesco", "User is a barrister"))
    assert [(w, s) for _, w, s in report.forbidden] == [
        ("Tesco", "User saw a man in a grey hoodie at Tesco"), ("hoodie", "User saw a man in a grey hoodie at Tesco")]
    text = format_report(report)
    assert "must_not  1 stored summaries" in text and "stored what must not be:" in text


def test_must_not_is_case_insensitive_and_absent_when_no_item_says_it() -> None:
    item = {"id": "t-2", "messages": [{"role": "user", "content": "x"}], "expect": [], "must_not": ["nginx"]}
    assert len(score([item], _fixed("User runs NGINX")).forbidden) == 1
    assert score([item], _fixed("User runs Caddy")).forbidden == []
    plain = {"id": "t-3", "messages": [{"role": "user", "content": "x"}], "expect": []}
    assert "must_not" not in format_report(score([plain], _fixed("User runs nginx")))
