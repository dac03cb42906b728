"""Bad input to extraction: nothing crashes, nothing junk is stored, errors only for invalid input."""

from __future__ import annotations

import datetime as dt

import pytest

from mercuryd import wire
from mercuryd.brain.extract_rules import MAX_PROSE_CHARS, extract
from mercuryd.brain.service import Brain
from tests.conftest import DaemonProc

TS = dt.datetime(2026, 5, 4, 12, 0, tzinfo=dt.UTC)

NOTHING_TO_KEEP = {
    "portuguese": "Bom dia! Hoje estou muito cansado, trabalhei a noite toda.",
    "korean": "오늘 연구실에서 너무 피곤했어요. 내일은 좀 쉬고 싶어요.",
    "hindi": "आज बहुत काम था, थोड़ा आराम करना है।",
    "arabic rtl": "أنا متعب جدا اليوم",
    "emoji only": "😂😂😂 🎉🔥 👍",
    "traceback": "Traceback (most recent call last):\n  File \"/srv/app.py\", line 3, in <module>\n"
                 "    main()\nValueError: I prefer a valid value\n\nwhy?",
    "log lines": "2026-05-04T08:12:01Z ERROR api panic: nil pointer\n[signal SIGSEGV]\ngoroutine 1 [running]:\n"
                 "\tmain.(*Server).handle(0x0)\n\nI love how helpful that is 🙃",
    "fenced code": "```python\n# I live in Berlin\ndef f():\n    return 'I prefer tabs'\n```\nwhat does this do?",
    "sql error": "psycopg2.errors.UndefinedColumn: column \"region_id\" does not exist\nLINE 1: SELECT region_id",
    "whitespace": "   \n\t  ",
    "empty": "",
    "zero width": "\u200b\u200d\ufeff",
    "control chars": "\x00\x01\x02 hello \x7f",
    "mixed scripts chit-chat": "ㅋㅋ lol 好的 👍 ok",
}


@pytest.mark.parametrize("text", list(NOTHING_TO_KEEP.values()), ids=list(NOTHING_TO_KEEP))
def test_text_without_a_fact_stores_nothing(brain: Brain, text: str) -> None:
    result = brain.ingest(wire.IngestParams(messages=[wire.Message(role="user", content=text, ts=TS)]))
    assert result.stored == [] and result.reinforced == []


def test_facts_next_to_code_and_other_scripts_are_still_read() -> None:
    said = [wire.Message(role="user", ts=TS, content=(
        "```js\nconst x = 1; // I love semicolons\n```\n"
        "I live in 東京 and I love ラーメン 🍜. I'm vegetarian, 日本語を勉強しています."))]
    assert sorted(c.summary for c in extract(said)) == [
        "User is vegetarian", "User lives in 東京", "User loves ラーメン"]


@pytest.mark.parametrize("kind", ["prose", "log", "one word", "blank lines", "spaces", "empty items"])
def test_a_100_kb_message_is_read_without_junk_or_crash(brain: Brain, kind: str) -> None:
    # (words apart by thousands of blank lines or spaces, or a list of empty items, took 5-18 s
    # before 2026-12-02: bench/extraction_worst.py's SHAPES time them)
    body = {
        "prose": ("The quarterly report covers revenue, churn and the roadmap for next year. " * 1400),
        "log": "\n".join(f"2026-05-04T08:12:{i % 60:02d}Z INFO worker[{i}] job done in {i} ms" for i in range(2000)),
        "one word": "a" * 100_000,
        "blank lines": "ok" + "\n" * 30_000 + "thanks" + "\n" * 30_000,
        "spaces": "ok" + " " * 30_000 + "thanks" + " \t" * 30_000,
        "empty items": "I like " + ", " * 50_000 + "tea",
    }[kind][:100_000]
    text = "I'm a data engineer at Shopify.\n" + body
    result = brain.ingest(wire.IngestParams(messages=[wire.Message(role="user", content=text, ts=TS)]))
    assert sorted(m.summary for m in result.stored) == ["User is a data engineer", "User works at Shopify"]
    assert len(text) > MAX_PROSE_CHARS  # the fact is read; the rest is bounded


REPEATED = {
    "a sentence": ("we live in Leeds, me, my wife and the kids. ", ["User lives in Leeds with their wife and the kids"]),
    "a relative": ("my sister Anna ", ["User's sister is Anna"]),
    "facts": ("I'm a data engineer at Shopify and I live in Leeds. ",
              ["User is a data engineer", "User lives in Leeds", "User works at Shopify"]),
}


@pytest.mark.parametrize("kind", list(REPEATED))
def test_a_100_kb_message_of_one_thing_said_again_and_again_says_it_once(brain: Brain, kind: str) -> None:
    # (20 KB of these took 1-10 s before 2026-12-03: every sentence was read, and looked back
    # over every fact found before it; a message cut at the limit ended mid-word, "User lives in L")
    unit, facts = REPEATED[kind]
    text = (unit * (100_000 // len(unit) + 1))[:100_000]
    result = brain.ingest(wire.IngestParams(messages=[wire.Message(role="user", content=text, ts=TS)]))
    assert sorted(m.summary for m in result.stored) == facts


def test_invalid_input_gets_a_clear_error_and_nothing_is_written(daemon: DaemonProc) -> None:
    too_long = {"messages": [{"role": "user", "content": "x" * 200_001}]}
    answer = daemon.raw((
        '{"jsonrpc":"2.0","id":1,"method":"brain.ingest","params":' + __import__("json").dumps(too_long) + "}\n"
    ).encode())[0]
    assert answer["error"]["code"] == -32602 and "$.messages[0].content" in answer["error"]["message"]
    bad_role = daemon.raw(b'{"jsonrpc":"2.0","id":2,"method":"brain.ingest","params":'
                          b'{"messages":[{"role":"robot","content":"I live in Oslo"}]}}\n')[0]
    assert bad_role["error"]["code"] == -32602 and "role" in bad_role["error"]["message"]
    assert daemon.call("brain.status")["counts"]["durable"] == 0
    assert daemon.call("brain.ingest", {"messages": []})["stored"] == []


@pytest.mark.parametrize("text", [
    "my name is Robert'); DROP TABLE memories;-- and I live in \"Paris\" OR 1=1",
    "I live in Paris' or '1'='1",
])
def test_an_injection_attempt_is_code_not_a_fact_about_the_user(text: str) -> None:
    assert extract([wire.Message(role="user", content=text)]) == []


def test_a_summary_with_a_run_of_spaces_is_cut_as_one_space() -> None:
    # (cut_tail over 2,000 spaces took 11 s and over 5,000 a minute before 2026-12-03; every
    # caller collapses whitespace first today, so this pins the function, not a live path)
    from mercuryd.brain import english as en

    assert en.cut_tail("I like tea" + " " * 20_000 + ", so give me ideas") == "I like tea"
    assert en.cut_tail(" " * 20_000 + "User loves tea\n\n and coffee, lol") == "User loves tea and coffee"
