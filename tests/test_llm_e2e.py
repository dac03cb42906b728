"""End-to-end: the real mercuryd with `extractor: llm` against a fake model server on loopback."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from tests.conftest import DaemonProc
from tests.fake_llm import FakeLlm, Reply, fact, facts, free_port

CONVERSATION = {
    "messages": [
        {"role": "system", "content": "You are a helpful assistant."},
        {"role": "user", "content": "I play the theremin every Sunday."},
        {"role": "assistant", "content": "Lovely instrument!"},
    ],
    "conversation_id": "e2e-1",
}


def configure(daemon: DaemonProc, port: int) -> None:
    daemon.home.mkdir(parents=True, exist_ok=True)
    (daemon.home / "mercury.yaml").write_text(
        "memory: {secondBrain: {extractor: llm}}\n"
        f"llm: {{baseUrl: 'http://127.0.0.1:{port}/v1', model: fake, timeoutSeconds: 2,\n"
        "      retryBaseSeconds: 0.2, retryMaxSeconds: 0.4, maxAttempts: 100}\n"
    )


def wait_for(check: Callable[[], Any], what: str, timeout: float = 20.0) -> Any:
    """Poll until ``check()`` is truthy (the worker runs in the background)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        got = check()
        if got:
            return got
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


def summaries(daemon: DaemonProc) -> list[str]:
    return [m["summary"] for m in daemon.call("memory.list", {})["items"]]


def test_ingest_is_queued_and_the_facts_appear(daemon_factory) -> None:
    fake = FakeLlm().start()
    try:
        fake.default = Reply(content=facts(fact("habit", "User plays the theremin every Sunday")))
        daemon = daemon_factory()
        configure(daemon, fake.port)
        daemon.start()
        assert daemon.call("brain.status")["extractor"] == "llm"
        result = daemon.call("brain.ingest", CONVERSATION)
        assert result["queued"] is True and result["stored"] == []
        wait_for(lambda: summaries(daemon), "the extracted fact")
        assert summaries(daemon) == ["User plays the theremin every Sunday"]
        assert daemon.call("brain.status")["queued"] == 0
        assert "You are a helpful assistant" not in fake.sent_text()
    finally:
        fake.close()


def test_model_down_conversation_survives_a_restart(daemon_factory) -> None:
    port = free_port()
    daemon = daemon_factory()
    configure(daemon, port)
    daemon.start()
    assert daemon.call("brain.ingest", CONVERSATION)["queued"] is True
    wait_for(lambda: daemon.stderr().count("the conversation stays queued") >= 2, "failed attempts")
    assert daemon.call("brain.status")["queued"] == 1 and summaries(daemon) == []
    assert "1 conversation(s) queued" in daemon.ctl("status").stdout
    assert daemon.stop() == 0

    fake = FakeLlm(port=port).start()  # the model comes back
    try:
        fake.default = Reply(content=facts(fact("habit", "User plays the theremin every Sunday")))
        daemon.start()
        wait_for(lambda: summaries(daemon), "the fact after the restart")
        assert summaries(daemon) == ["User plays the theremin every Sunday"]
        assert daemon.call("brain.status")["queued"] == 0
        assert "theremin" not in daemon.stderr()  # no memory text in the log
    finally:
        fake.close()


def test_consolidation_summaries_are_rewritten_by_the_model_and_templates_stay_on_failure(daemon_factory) -> None:
    fake = FakeLlm().start()
    try:
        fake.default = Reply(status=500)  # the model is down: templates must stay
        daemon = daemon_factory()
        configure(daemon, fake.port)
        daemon.start()
        daemon.call("memory.add", {"type": "preference", "summary": "User prefers jasmine tea"})
        daemon.call("brain.consolidate")
        profile = daemon.call("brain.profile")["profile"]["text"]
        assert profile == "Preferences: User prefers jasmine tea."
        time.sleep(0.5)
        assert daemon.call("brain.profile")["profile"]["text"] == profile

        fake.default = Reply(content="Sam is a tea lover who prefers jasmine tea.")
        daemon.call("brain.consolidate")
        wait_for(lambda: "tea lover" in daemon.call("brain.profile")["profile"]["text"],
                 "the model-written profile")
        assert "jasmine tea" in fake.sent_text()
    finally:
        fake.close()
