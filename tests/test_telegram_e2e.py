"""Telegram through the real mercuryd process, against the fake Bot API on 127.0.0.1."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from tests.conftest import DaemonProc
from tests.telegram_fake import FakeBotApi

TOKEN = "987654:SECRET-e2e-token-xyz"
ALICE = 4242
MALLORY = 13


@pytest.fixture
def fake() -> Iterator[FakeBotApi]:
    f = FakeBotApi(TOKEN).start()
    yield f
    f.stop()


def configure(d: DaemonProc, url: str, *, enabled: bool = True) -> None:
    d.home.mkdir(parents=True, exist_ok=True)
    (d.home / "mercury.yaml").write_text(
        "telegram:\n"
        f"  enabled: {'true' if enabled else 'false'}\n"
        "  tokenEnv: MERCURY_TEST_BOT\n"
        f"  allowedUserIds: [{ALICE}]\n"
        f"  apiBaseUrl: {url}\n"
    )


def log_text(d: DaemonProc) -> str:
    return (d.home / "logs" / "mercuryd.log").read_text() + d.stderr()


def test_memory_menu_through_the_daemon(daemon_factory, fake: FakeBotApi) -> None:
    d = daemon_factory(MERCURY_TEST_BOT=TOKEN)
    configure(d, fake.url)
    fake.poll_faults = [("429", 1), "reset"]  # a rough start must not matter
    d.start("--log-level", "debug")
    d.call("memory.add", {"type": "preference", "summary": "Prefers green tea"})

    first = fake.push_message(ALICE, "/memory")
    [menu_msg] = fake.wait_calls("sendMessage", 1)
    labels = [b["text"] for row in menu_msg["reply_markup"]["inline_keyboard"] for b in row]
    assert labels == ["📋 Overview", "🔍 Recent", "💤 Subconscious", "⏸ Pause", "▶ Resume", "🗑 Clear"]

    fake.push_button(ALICE, "mem:recent", message_id=31)
    [edit] = fake.wait_calls("editMessageText", 1)
    assert "Prefers green tea" in edit["text"]
    fake.push_button(ALICE, "mem:pause", message_id=31)
    fake.wait_calls("editMessageText", 2)
    assert d.call("brain.status")["paused"] is True

    fake.push_message(MALLORY, "/memory")
    fake.push_button(MALLORY, "mem:clear_yes", message_id=31)
    fake.wait_calls("answerCallbackQuery", 3)
    assert fake.calls_of("sendMessage")[-1] == {"chat_id": MALLORY, "text": "Sorry, this is a private Mercury bot."}
    assert len(d.call("memory.list")["items"]) == 1

    fake.push_button(ALICE, "mem:clear", message_id=31)
    fake.push_button(ALICE, "mem:clear_yes", message_id=31)
    edits = fake.wait_calls("editMessageText", 4)
    assert "1 memories deleted" in edits[-1]["text"]
    assert d.call("memory.list")["items"] == []
    last = fake.next_update_id - 1

    # SIGTERM while a long poll is held open: a clean, prompt exit (stop() kills after 15 s)
    fake.wait(lambda f: f.polls and f.polls[-1].get("offset") == last + 1)
    assert d.stop() == 0
    offset = json.loads((d.home / "telegram" / "offset.json").read_text())["offset"]
    assert offset == last + 1 > first

    calls_before = len(fake.calls)
    polls_before = len(fake.polls)
    d.start()  # restart: resumes from the saved offset, replays nothing
    fake.wait(lambda f: len(f.polls) > polls_before)
    assert fake.polls[polls_before]["offset"] == last + 1
    fake.push_message(ALICE, "/memory")
    fake.wait_calls("sendMessage", 3)
    assert len(fake.calls) == calls_before + 1
    assert d.stop() == 0

    assert TOKEN not in log_text(d) and "SECRET" not in log_text(d)
    assert fake.bad_token_requests == 0
    events = [json.loads(x) for x in (d.home / "logs" / "mercuryd.log").read_text().splitlines()]
    assert any(e.get("event") == "telegram rate limited" and e.get("retry_after") == 1 for e in events)
    assert not any("Prefers green tea" in json.dumps(e) for e in events if e.get("level") == "info")


def test_enabled_without_token_warns_and_stays_off(daemon_factory, fake: FakeBotApi) -> None:
    d = daemon_factory()
    d.env.pop("MERCURY_TEST_BOT", None)
    configure(d, fake.url)
    d.start()
    assert d.call("brain.status")["mode"] == "second_brain"
    assert d.stop() == 0
    warnings = [json.loads(x) for x in (d.home / "logs" / "mercuryd.log").read_text().splitlines()]
    assert any(w.get("level") == "warning" and w.get("token_env") == "MERCURY_TEST_BOT"
               and "token" in w["event"] for w in warnings)
    assert fake.polls == []


def test_disabled_adapter_never_calls_out(daemon_factory, fake: FakeBotApi) -> None:
    d = daemon_factory(MERCURY_TEST_BOT=TOKEN)
    configure(d, fake.url, enabled=False)
    d.start()
    d.call("brain.status")
    assert d.stop() == 0
    assert fake.polls == [] and fake.calls == []
