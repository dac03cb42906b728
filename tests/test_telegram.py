"""The Telegram adapter against a real HTTP fake of the Bot API and a real executor."""

from __future__ import annotations

import socket
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import httpx
import pytest
import trio
import trio.lowlevel

from mercuryd import config as config_mod
from mercuryd.brain.clock import FakeClock
from mercuryd.executor import Executor
from mercuryd.telegram import menu, token_for
from mercuryd.telegram.adapter import REFUSAL, Adapter, OffsetFile
from mercuryd.telegram.api import Backoff, BotApi
from tests.telegram_fake import FakeBotApi

TOKEN = "123456:TEST-token-abc"
ALICE = 1001
MALLORY = 666


@pytest.fixture
def fake() -> Iterator[FakeBotApi]:
    f = FakeBotApi(TOKEN).start()
    yield f
    f.stop()


def make_executor(tmp_path: Path, enabled: bool = True) -> Executor:
    cfg = config_mod.load(None, {"SECOND_BRAIN_ENABLED": "true" if enabled else "false"})
    ex = Executor(cfg, tmp_path / "memory" / "second-brain" / "second-brain.db", FakeClock())
    (tmp_path / "memory" / "second-brain").mkdir(parents=True)
    ex.open()
    return ex


@pytest.fixture
def executor(tmp_path: Path) -> Iterator[Executor]:
    ex = make_executor(tmp_path)
    yield ex
    ex.close()


class Harness:
    def __init__(self, adapter: Adapter, sleeps: list[float]) -> None:
        self.adapter = adapter
        self.sleeps = sleeps


@pytest.fixture
async def client() -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient(timeout=10) as c:
        yield c


def build(client: httpx.AsyncClient, url: str, executor: Executor, tmp_path: Path) -> Harness:
    sleeps: list[float] = []

    async def record(delay: float) -> None:
        sleeps.append(delay)
        await trio.lowlevel.checkpoint()

    api = BotApi(client, url, TOKEN)
    adapter = Adapter(api, executor.call, {ALICE}, OffsetFile(tmp_path / "tg" / "offset.json"),
                      sleep=record, poll_timeout=0)
    return Harness(adapter, sleeps)


def buttons(call: dict) -> list[tuple[str, str]]:
    return [(b["text"], b["callback_data"]) for row in call["reply_markup"]["inline_keyboard"] for b in row]


async def test_memory_menu_every_button_calls_the_service(fake, executor, client, tmp_path) -> None:
    h = build(client, fake.url, executor, tmp_path)
    await executor.call("memory.add", {"type": "preference", "summary": "Prefers green tea"})
    sleepy = await executor.call("memory.add", {"type": "project", "summary": "Old kite project"})
    await executor.call("memory.dismiss", {"id": sleepy.id})  # -> subconscious

    fake.push_message(ALICE, "/memory@MercuryBot")
    assert await h.adapter.poll_once() == 1
    [menu_msg] = fake.calls_of("sendMessage")
    assert menu_msg["chat_id"] == ALICE
    assert [t for t, _ in buttons(menu_msg)] == [
        "📋 Overview", "🔍 Recent", "💤 Subconscious", "⏸ Pause", "▶ Resume", "🗑 Clear"]
    assert not any("Search" in t for t, _ in buttons(menu_msg))

    async def press(action: str) -> dict:
        fake.push_button(ALICE, f"mem:{action}", message_id=77)
        before = len(fake.calls_of("editMessageText"))
        await h.adapter.poll_once()
        edits = fake.calls_of("editMessageText")
        assert len(edits) == before + 1
        assert edits[-1]["message_id"] == 77 and edits[-1]["chat_id"] == ALICE
        return edits[-1]

    text = (await press("overview"))["text"]
    assert "Conscious: 1 durable, 0 active" in text and "Subconscious: 1" in text
    assert "Prefers green tea" in (await press("recent"))["text"]
    sub = (await press("subconscious"))["text"]
    assert "💤 [project] Old kite project" in sub and "green tea" not in sub
    assert "paused" in (await press("pause"))["text"]
    assert (await executor.call("brain.status", {})).paused is True
    await press("resume")
    assert (await executor.call("brain.status", {})).paused is False

    confirm = await press("clear")
    assert [d for _, d in buttons(confirm)] == ["mem:clear_yes", "mem:menu"]
    assert len((await executor.call("memory.list", {"scope": "all"})).items) == 2  # not yet
    assert "2 memories deleted" in (await press("clear_yes"))["text"]
    assert (await executor.call("memory.list", {"scope": "all"})).items == []
    assert len(fake.calls_of("answerCallbackQuery")) == 7


async def test_strangers_get_one_refusal_and_no_data(fake, executor, client, tmp_path) -> None:
    h = build(client, fake.url, executor, tmp_path)
    await executor.call("memory.add", {"type": "identity", "summary": "Is called Ada"})
    fake.push_message(MALLORY, "/memory")
    fake.push_message(MALLORY, "/memory")
    fake.push_button(MALLORY, "mem:clear_yes", message_id=5)
    fake.push_button(MALLORY, "mem:recent", message_id=5)
    await h.adapter.poll_once()
    sent = fake.calls_of("sendMessage")
    assert sent == [{"chat_id": MALLORY, "text": REFUSAL}]
    assert [c["text"] for c in fake.calls_of("answerCallbackQuery")] == [REFUSAL, REFUSAL]
    assert fake.calls_of("editMessageText") == []
    assert len((await executor.call("memory.list", {})).items) == 1  # nothing cleared


async def test_backoff_honours_retry_after_and_survives_bad_answers(fake, executor, client, tmp_path) -> None:
    h = build(client, fake.url, executor, tmp_path)
    fake.poll_faults = ["reset", "500", ("429", 7), "garbage"]
    for _ in range(4):
        assert await h.adapter.poll_once() == 0
    assert h.sleeps == [1, 2, 7, 4]
    fake.push_message(ALICE, "/memory")
    assert await h.adapter.poll_once() == 1
    assert len(fake.calls_of("sendMessage")) == 1
    fake.poll_faults = ["500"]
    await h.adapter.poll_once()
    assert h.sleeps[-1] == 1  # a success resets the backoff

    fake.send_faults = [("429", 3)]  # a reply that is rate limited is retried after the wait
    fake.push_message(ALICE, "/memory")
    await h.adapter.poll_once()
    assert h.sleeps[-1] == 3 and len(fake.calls_of("sendMessage")) == 2


def test_backoff_is_exponential_with_a_cap() -> None:
    b = Backoff(base=1, cap=60)
    assert [b.next_delay() for _ in range(9)] == [1, 2, 4, 8, 16, 32, 60, 60, 60]
    b.reset()
    assert b.next_delay() == 1


async def test_server_down_then_up(executor, client, tmp_path) -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    h = build(client, f"http://127.0.0.1:{port}", executor, tmp_path)
    await h.adapter.poll_once()
    await h.adapter.poll_once()
    assert h.sleeps == [1, 2]
    fake = FakeBotApi(TOKEN, port=port).start()
    try:
        fake.push_message(ALICE, "/memory")
        assert await h.adapter.poll_once() == 1
        assert len(fake.calls_of("sendMessage")) == 1
    finally:
        fake.stop()


async def test_offset_is_persisted_and_not_replayed(fake, executor, client, tmp_path) -> None:
    h = build(client, fake.url, executor, tmp_path)
    uid = fake.push_message(ALICE, "/memory")
    await h.adapter.poll_once()
    assert OffsetFile(tmp_path / "tg" / "offset.json").load() == uid + 1

    again = build(client, fake.url, executor, tmp_path)  # a restart
    again.adapter.offset = again.adapter.offsets.load()
    assert await again.adapter.poll_once() == 0
    assert fake.polls[-1]["offset"] == uid + 1
    assert len(fake.calls_of("sendMessage")) == 1


async def test_odd_updates_are_skipped_without_stopping(fake, executor, client, tmp_path) -> None:
    h = build(client, fake.url, executor, tmp_path)
    fake.push_raw({"message": {"text": "no id"}})
    fake.push_raw({"edited_message": {"message_id": 1}})
    fake.push_raw({"message": {"message_id": "x", "chat": 5}})  # malformed
    fake.push_message(ALICE, "hello there")  # not a command: ignored
    fake.push_button(ALICE, "mem:nonsense", message_id=3)
    fake.push_message(ALICE, "/help")
    fake.push_message(ALICE, "/memory")
    await h.adapter.poll_once()
    texts = [c["text"] for c in fake.calls_of("sendMessage")]
    assert texts == [menu.HELP, menu.INTRO]
    assert len(fake.calls_of("answerCallbackQuery")) == 1 and fake.calls_of("editMessageText") == []


async def test_basic_mode_overview_says_the_second_brain_is_off(fake, client, tmp_path) -> None:
    ex = make_executor(tmp_path, enabled=False)
    h = build(client, fake.url, ex, tmp_path)
    await ex.call("memory.add", {"type": "preference", "summary": "Prefers green tea"})
    fake.push_button(ALICE, "mem:overview", message_id=9)
    fake.push_button(ALICE, "mem:pause", message_id=9)
    fake.push_button(ALICE, "mem:recent", message_id=9)
    await h.adapter.poll_once()
    overview, pause, recent = (c["text"] for c in fake.calls_of("editMessageText"))
    assert "Second Brain is off" in overview and "1 stored" in overview
    assert pause.startswith("⚠️ the Second Brain is off")
    assert "Prefers green tea" in recent


def test_token_comes_only_from_the_environment() -> None:
    cfg = config_mod.Telegram(enabled=True, allowed_user_ids=[ALICE])
    assert token_for(cfg, {}) is None
    assert token_for(cfg, {"TELEGRAM_BOT_TOKEN": " abc "}) == "abc"
    assert token_for(config_mod.Telegram(enabled=False), {"TELEGRAM_BOT_TOKEN": "abc"}) is None
    custom = config_mod.Telegram(enabled=True, token_env="MY_BOT")
    assert token_for(custom, {"TELEGRAM_BOT_TOKEN": "abc"}) is None
    assert token_for(custom, {"MY_BOT": "xyz"}) == "xyz"
    assert not hasattr(cfg, "token")
