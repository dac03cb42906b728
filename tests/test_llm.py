"""The LLM extractor and its queue, against a real HTTP server on 127.0.0.1 and a real SQLite file.

The worker is driven one step at a time (``run_once``) with a FakeClock, so retries and
backoff are checked by moving time, never by sleeping.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Iterator
from typing import Any

import pytest
from structlog.testing import capture_logs

from mercuryd import wire
from mercuryd.brain.service import Brain, FakeClock
from mercuryd.config import Llm, SecondBrain
from mercuryd.llm import summaries
from mercuryd.llm.client import ChatClient
from mercuryd.llm.extract import LlmExtractor
from mercuryd.llm.parse import BadJson, first_json_object, parse_answer
from mercuryd.llm.worker import QueueWorker, backoff
from tests.fake_llm import FakeLlm, Reply, fact, facts, free_port, serve


@pytest.fixture
def fake() -> Iterator[FakeLlm]:
    yield from serve()


@pytest.fixture
def llm_brain(store, clock) -> Brain:
    return Brain(store, clock, SecondBrain(extractor="llm"))


def settings(url: str, **kw: Any) -> Llm:
    base: dict[str, Any] = dict(base_url=url, model="test-model", api_key_env="MERCURY_TEST_KEY",
                                timeout_seconds=2, max_attempts=3, retry_base_seconds=10,
                                retry_max_seconds=100)
    base.update(kw)
    return Llm(**base)


class Rig:
    """A brain with extractor: llm, its worker, and the client the worker uses."""

    def __init__(self, brain: Brain, clock: FakeClock, llm: Llm, environ: dict[str, str] | None = None) -> None:
        self.brain, self.clock = brain, clock
        self.client = ChatClient(llm, environ if environ is not None else {"MERCURY_TEST_KEY": "sk-test"})

        async def write(fn):  # the executor's writer, minus the thread
            return fn(brain)

        self.worker = QueueWorker(write, clock, LlmExtractor(self.client).extract, llm)

    def ingest(self, *user: str, system: str | None = None, **kw: Any) -> wire.IngestResult:
        messages = [wire.Message(role="system", content=system)] if system else []
        for i, content in enumerate(user):
            messages.append(wire.Message(role="user", content=content))
            messages.append(wire.Message(role="assistant", content=f"Noted ({i})."))
        return self.brain.ingest(wire.IngestParams(messages=messages, **kw))

    def summaries(self) -> list[str]:
        listed = self.brain.list(wire.ListParams(scope="all", include_superseded=True))
        return sorted(m.summary for m in listed.items)

    def queue(self) -> list[tuple[Any, ...]]:
        return self.brain.store.conn.execute(
            "SELECT id, attempts, next_try_at, last_error FROM ingest_queue ORDER BY id").fetchall()


def rig(brain: Brain, clock: FakeClock, url: str, **kw: Any) -> Rig:
    return Rig(brain, clock, settings(url, **kw))


# ---------------------------------------------------------------------- the happy path


async def test_ingest_queues_then_worker_stores_facts(fake: FakeLlm, llm_brain: Brain, clock: FakeClock) -> None:
    r = rig(llm_brain, clock, fake.url)
    fake.push(Reply(content=facts(
        fact("habit", "User plays the theremin every Sunday"),
        fact("relationship", "User's sister Anna lives in Oslo", persons=["Anna"]),
    )))
    res = r.ingest("I play the theremin every Sunday. My sister Anna lives in Oslo.",
                   conversation_id="c1", channel="cli")
    assert res.queued is True and res.stored == [] and res.paused is False
    assert llm_brain.status().queued == 1
    assert r.summaries() == [] and fake.requests == []  # nothing happened on the request path

    assert await r.worker.run_once() is True
    assert r.summaries() == ["User plays the theremin every Sunday", "User's sister Anna lives in Oslo"]
    assert llm_brain.status().queued == 0 and r.queue() == []
    assert await r.worker.run_once() is False

    [req] = fake.requests
    assert fake.paths == ["/v1/chat/completions"] and fake.auth == ["Bearer sk-test"]
    assert req["model"] == "test-model"
    assert req["response_format"]["type"] == "json_schema"
    assert "facts" in req["response_format"]["json_schema"]["schema"]["properties"]
    listed = llm_brain.list(wire.ListParams()).items
    anna = next(m for m in listed if "Anna" in m.summary)
    assert [p.name for p in anna.persons] == ["Anna"]
    assert anna.source.conversation_id == "c1" and anna.source.channel == "cli"
    person = llm_brain.persons_get(wire.PersonGetParams(id=anna.persons[0].id)).person
    assert person.relation == "sister"  # the relation comes from the user's own words


async def test_no_key_variable_means_no_authorization_header(fake: FakeLlm, llm_brain: Brain, clock: FakeClock) -> None:
    r = Rig(llm_brain, clock, settings(fake.url), environ={})
    r.ingest("I prefer tea.")
    await r.worker.run_once()
    assert fake.auth == [None]


async def test_same_fact_twice_reinforces_through_the_one_write_path(
    fake: FakeLlm, llm_brain: Brain, clock: FakeClock
) -> None:
    r = rig(llm_brain, clock, fake.url)
    fake.default = Reply(content=facts(fact("preference", "User prefers concise answers")))
    r.ingest("I prefer concise answers.")
    r.ingest("Again: I prefer concise answers.")
    assert await r.worker.run_once() and await r.worker.run_once()
    [m] = llm_brain.list(wire.ListParams()).items
    assert m.summary == "User prefers concise answers" and m.reinforcements == 1


# ---------------------------------------------------------------------- tolerant parsing


async def test_schema_rejected_with_400_then_plain_and_remembered(
    fake: FakeLlm, llm_brain: Brain, clock: FakeClock
) -> None:
    r = rig(llm_brain, clock, fake.url)
    fake.default = Reply(content=facts(fact("preference", "User prefers dark roast coffee")),
                         reject_schema=True)
    r.ingest("I prefer dark roast coffee.")
    assert await r.worker.run_once()
    assert r.summaries() == ["User prefers dark roast coffee"]
    assert ["response_format" in q for q in fake.requests] == [True, False]
    assert r.client.schema_supported is False
    r.ingest("I prefer dark roast coffee, still.")
    await r.worker.run_once()
    assert ["response_format" in q for q in fake.requests] == [True, False, False]


async def test_fenced_json_and_surrounding_prose(fake: FakeLlm, llm_brain: Brain, clock: FakeClock) -> None:
    r = rig(llm_brain, clock, fake.url)
    body = facts(fact("goal", "User wants to run a marathon in October"))
    fake.push(Reply(content=f"Sure! Here are the facts:\n```json\n{body}\n```\nLet me know."),
              Reply(content=f"The answer is {body} as requested {{not json}}"))
    r.ingest("I want to run a marathon in October.")
    r.ingest("Training plan: I want to run a marathon in October.")
    assert await r.worker.run_once() and await r.worker.run_once()
    assert len(fake.requests) == 2  # no repair round was needed
    [m] = llm_brain.list(wire.ListParams()).items
    # The month is made absolute from when it was said (the fake clock: January 2026).
    assert m.summary == "User wants to run a marathon in October 2026" and m.reinforcements == 1


async def test_invalid_json_is_repaired_once(fake: FakeLlm, llm_brain: Brain, clock: FakeClock) -> None:
    r = rig(llm_brain, clock, fake.url)
    fake.push(Reply(content='{"facts": [{"type": "identity", "summary": "User is a nurse",'),
              Reply(content=facts(fact("identity", "User works as a nurse in Leeds"))))
    r.ingest("I work as a nurse in Leeds.")
    assert await r.worker.run_once()
    assert r.summaries() == ["User works as a nurse in Leeds"]
    repair = fake.requests[1]["messages"]
    assert repair[-2]["role"] == "assistant" and repair[-2]["content"].startswith('{"facts"')
    assert repair[-1]["role"] == "user" and "JSON" in repair[-1]["content"]
    assert r.queue() == []


async def test_wrong_types_drop_only_that_fact_and_extra_keys_are_ignored(
    fake: FakeLlm, llm_brain: Brain, clock: FakeClock
) -> None:
    r = rig(llm_brain, clock, fake.url)
    fake.push(Reply(content=json.dumps({
        "facts": [
            fact("habit", "User swims every morning", mood="cheerful"),
            {"type": "habit", "summary": 5},
            fact("preference", "User likes jazz music", confidence="very high"),
            fact("preference", "User likes jazz records", persons="Miles"),
            fact("hobby", "User swims in the sea"),
            "not an object",
        ],
        "reasoning": "the user mentioned swimming",
        "version": 2,
    })))
    r.ingest("I swim every morning and I like jazz music.")
    assert await r.worker.run_once()
    assert r.summaries() == ["User swims every morning"]
    assert r.queue() == []  # a partly wrong answer is an answer, not a failure


async def test_invalid_twice_retries_with_backoff_then_rules_fallback(
    fake: FakeLlm, llm_brain: Brain, clock: FakeClock
) -> None:
    r = rig(llm_brain, clock, fake.url, max_attempts=3, retry_base_seconds=10)
    fake.default = Reply(content="I am sorry, I cannot produce JSON today.")
    r.ingest("I'm allergic to peanuts.")
    start = clock.now()
    with capture_logs() as logs:
        assert await r.worker.run_once()
        [(_qid, attempts, next_at, error)] = r.queue()
        assert attempts == 1 and next_at == start + 10 and "invalid JSON" in error
        assert len(fake.requests) == 2  # the answer and its one repair
        assert await r.worker.run_once() is False  # not due yet
        clock.advance(seconds=10)
        assert await r.worker.run_once()
        [(_, attempts, next_at, _)] = r.queue()
        assert attempts == 2 and next_at == clock.now() + 20  # doubled
        assert r.summaries() == []
        clock.advance(seconds=20)
        assert await r.worker.run_once()
    assert r.queue() == [] and len(fake.requests) == 6
    assert r.summaries() == ["User is allergic to peanuts"]  # the rules extractor read it
    [gave_up] = [e for e in logs if e["log_level"] == "warning" and "gave up" in e["event"]]
    assert gave_up["attempts"] == 3 and "peanut" not in json.dumps(logs)


async def test_every_fact_of_wrong_type_asks_for_a_repair(fake: FakeLlm, llm_brain: Brain, clock: FakeClock) -> None:
    r = rig(llm_brain, clock, fake.url)
    fake.push(Reply(content='{"facts": ["User works nights", "User lives in Lima"]}'),
              Reply(content=facts(fact("habit", "User works nights"))))
    r.ingest("I work nights.")
    await r.worker.run_once()
    assert len(fake.requests) == 2 and r.summaries() == ["User works nights"]


def test_llm_base_url_must_be_a_url(tmp_path) -> None:
    from mercuryd import config
    from mercuryd.errors import StartupError

    cfg = tmp_path / "mercury.yaml"
    cfg.write_text("memory: {secondBrain: {extractor: llm}}\nllm: {baseUrl: 'localhost:11434'}\n")
    with pytest.raises(StartupError, match=r"llm\.baseUrl must be an http"):
        config.load(cfg, environ={})
    cfg.write_text("memory: {secondBrain: {extractor: llm}}\nllm: {baseUrl: 'https://api.example.test/v1'}\n")
    assert config.load(cfg, environ={}).llm.base_url == "https://api.example.test/v1"


# ---------------------------------------------------------------------- endpoint failures


async def test_slow_answer_beyond_the_timeout_stays_queued(fake: FakeLlm, llm_brain: Brain, clock: FakeClock) -> None:
    r = rig(llm_brain, clock, fake.url, timeout_seconds=0.3)
    fake.push(Reply(content=facts(fact("habit", "User bikes to work")), delay=1.2))
    r.ingest("I bike to work.")
    assert await r.worker.run_once()
    [(_, attempts, _, error)] = r.queue()
    assert attempts == 1 and "no answer within 0.3 s" in error
    assert r.summaries() == []
    clock.advance(seconds=10)
    fake.push(Reply(content=facts(fact("habit", "User bikes to work"))))
    assert await r.worker.run_once()
    assert r.summaries() == ["User bikes to work"] and r.queue() == []


@pytest.mark.parametrize("status", [429, 500, 503])
async def test_overloaded_or_failing_server_stays_queued(
    status: int, fake: FakeLlm, llm_brain: Brain, clock: FakeClock
) -> None:
    r = rig(llm_brain, clock, fake.url)
    fake.push(Reply(status=status))
    r.ingest("I live in Porto.")
    assert await r.worker.run_once()
    [(_, attempts, next_at, error)] = r.queue()
    assert attempts == 1 and error == f"HTTP {status}" and next_at == clock.now() + 10
    assert len(fake.requests) == 1  # a server error is not answered with a repair request


async def test_retry_after_of_a_429_is_honoured(fake: FakeLlm, llm_brain: Brain, clock: FakeClock) -> None:
    r = rig(llm_brain, clock, fake.url)
    fake.push(Reply(status=429, headers={"Retry-After": "45"}))
    r.ingest("I live in Porto.")
    await r.worker.run_once()
    [(_, _, next_at, _)] = r.queue()
    assert next_at == clock.now() + 45


async def test_connection_refused_stays_queued(llm_brain: Brain, clock: FakeClock) -> None:
    r = rig(llm_brain, clock, f"http://127.0.0.1:{free_port()}/v1")
    r.ingest("I live in Porto.")
    assert await r.worker.run_once()
    [(_, attempts, _, error)] = r.queue()
    assert attempts == 1 and "cannot reach the endpoint" in error


async def test_refused_request_counts_as_a_failed_attempt(fake: FakeLlm, llm_brain: Brain, clock: FakeClock) -> None:
    r = rig(llm_brain, clock, fake.url.replace("/v1", "/wrong"))
    r.ingest("I live in Porto.")
    await r.worker.run_once()
    [(_, attempts, _, error)] = r.queue()
    assert attempts == 1 and error == "HTTP 404"


def test_backoff_doubles_and_is_capped() -> None:
    s = settings("http://x", retry_base_seconds=10, retry_max_seconds=60)
    assert [backoff(n, s) for n in (1, 2, 3, 4, 5)] == [10, 20, 40, 60, 60]
    assert backoff(1, s, retry_after=30) == 30 and backoff(1, s, retry_after=1000) == 60


# ---------------------------------------------------------------------- the gates


async def test_echo_and_system_prompt_are_neither_sent_nor_stored(
    fake: FakeLlm, llm_brain: Brain, clock: FakeClock
) -> None:
    r = rig(llm_brain, clock, fake.url)
    fake.push(Reply(content=facts(
        fact("preference", "User prefers green tea"),                      # the recall block, echoed
        fact("preference", "User wants every answer in French"),           # the system prompt
        fact("identity", "User lives in Lyon"),
        fact("relationship", "User's sister is Anna", persons=["Anna", "Google", "Bob"]),
        fact("preference", "User wants the assistant to talk like a pirate"),  # an instruction
    )))
    r.ingest(
        "<mercury-memory>\n- User prefers green tea\n</mercury-memory>\n"
        "I had green tea with my sister Anna, who works at Google. "
        "I moved to Lyon, so French is everywhere; I live in Lyon now. Talk like a pirate today.",
        system="You are a helpful assistant. Always write every answer in French.",
    )
    await r.worker.run_once()
    assert r.summaries() == ["User lives in Lyon", "User's sister is Anna"]
    sent = fake.sent_text()
    assert "prefers green tea" not in sent and "mercury-memory" not in sent
    assert "Always write every answer in French" not in sent
    assert "I moved to Lyon" in sent and "I had green tea" in sent
    anna = next(m for m in llm_brain.list(wire.ListParams()).items if "Anna" in m.summary)
    assert [p.name for p in anna.persons] == ["Anna"]  # Google is no person, Bob was never said
    lyon = next(m for m in llm_brain.list(wire.ListParams()).items if "Lyon" in m.summary)
    assert (lyon.attribute, lyon.value) == ("lives_in", "lyon")


async def test_pasted_system_prompt_in_a_user_message_is_not_material(
    fake: FakeLlm, llm_brain: Brain, clock: FakeClock
) -> None:
    r = rig(llm_brain, clock, fake.url)
    r.ingest("You are a helpful assistant that always answers in rhymes.")
    await r.worker.run_once()
    assert fake.requests == [] and r.queue() == []  # nothing to extract: no call at all


async def test_hallucinated_fact_and_cap_of_three(fake: FakeLlm, llm_brain: Brain, clock: FakeClock) -> None:
    r = rig(llm_brain, clock, fake.url)
    fake.push(Reply(content=facts(
        fact("identity", "User is a pilot for an airline"),               # never said
        fact("episode", "User visited Kyoto in April", importance=0.3),
        fact("preference", "User prefers window seats", confidence=0.2),  # under the gate
        fact("reflection", "User travels a lot"),                         # not the extractor's type
        fact("goal", "User wants to learn Japanese", importance=0.9),
        fact("habit", "User journals every night", importance=0.8),
        fact("project", "User is building a travel blog", importance=0.7),
    )))
    r.ingest("I visited Kyoto in April. I prefer window seats. I want to learn Japanese. "
             "I journal every night. I'm building a travel blog. I travel a lot.")
    await r.worker.run_once()
    assert r.summaries() == ["User is building a travel blog", "User journals every night",
                             "User wants to learn Japanese"]


async def test_model_confidence_never_beats_a_manual_memory(
    fake: FakeLlm, llm_brain: Brain, clock: FakeClock
) -> None:
    r = rig(llm_brain, clock, fake.url)
    manual = llm_brain.add(wire.AddParams(type="preference", summary="User prefers Python"))
    clock.advance(days=1)
    fake.push(Reply(content=facts(fact("preference", "User prefers TypeScript", confidence=1.0))))
    r.ingest("I prefer TypeScript.")
    await r.worker.run_once()
    live = llm_brain.list(wire.ListParams()).items
    assert [m.id for m in live] == [manual.id]  # the manual fact won the conflict


async def test_first_person_summaries_are_rewritten(fake: FakeLlm, llm_brain: Brain, clock: FakeClock) -> None:
    r = rig(llm_brain, clock, fake.url)
    fake.push(Reply(content=facts(fact("habit", "I usually go for a run before work."))))
    r.ingest("I usually go for a run before work.")
    await r.worker.run_once()
    assert r.summaries() == ["User usually goes for a run before work"]


# ---------------------------------------------------------------------- pause, rules drain


async def test_pause_holds_the_queue_and_resume_releases_it(
    fake: FakeLlm, llm_brain: Brain, clock: FakeClock
) -> None:
    r = rig(llm_brain, clock, fake.url)
    fake.default = Reply(content=facts(fact("habit", "User sketches on trains")))
    r.ingest("I sketch on trains.")
    llm_brain.pause()
    assert r.ingest("I sketch on trains.").paused is True  # paused: not even queued
    assert await r.worker.run_once() is False and len(r.queue()) == 1
    llm_brain.resume()
    assert await r.worker.run_once() is True
    assert r.summaries() == ["User sketches on trains"] and fake.requests


async def test_rules_worker_drains_what_an_llm_run_left(llm_brain: Brain, store, clock: FakeClock) -> None:
    Rig(llm_brain, clock, settings("http://127.0.0.1:9/v1")).ingest("I'm vegetarian.")
    rules_brain = Brain(store, clock, SecondBrain(extractor="rules"))

    async def write(fn):
        return fn(rules_brain)

    worker = QueueWorker(write, clock, None, settings("http://127.0.0.1:9/v1"))
    await worker.run()  # returns once the queue is empty
    assert [m.summary for m in rules_brain.list(wire.ListParams()).items] == ["User is vegetarian"]
    assert rules_brain.status().queued == 0


async def test_an_answer_after_clear_or_pause_stores_nothing(llm_brain: Brain, clock: FakeClock) -> None:
    from mercuryd.brain.candidate import Candidate

    r = Rig(llm_brain, clock, settings("http://127.0.0.1:9/v1"))
    cand = [Candidate(type="habit", summary="User sketches on trains")]
    src = wire.Source()
    r.ingest("I sketch on trains.")
    item = llm_brain.queue_next_due(clock.now())
    assert item is not None
    llm_brain.pause()  # paused while the model was thinking: nothing stored, still queued
    assert llm_brain.store_queued(item.id, cand, src).paused is True
    assert r.summaries() == [] and len(r.queue()) == 1
    llm_brain.resume()
    llm_brain.clear(wire.ClearParams(confirm=True))  # cleared meanwhile: the answer is dropped
    assert llm_brain.store_queued(item.id, cand, src).stored == []
    assert r.summaries() == [] and r.queue() == []


# ---------------------------------------------------------------------- parsing units


def test_first_json_object_respects_strings() -> None:
    text = 'Here: {"facts": [{"summary": "a } brace \\" quote {"}]} trailing {"x": 1}'
    assert json.loads(first_json_object(text) or "")["facts"][0]["summary"] == 'a } brace " quote {'
    assert first_json_object("no json") is None


def test_parse_answer_shapes() -> None:
    assert parse_answer('[{"type": "habit", "summary": "User naps"}]')[0][0].summary == "User naps"
    with pytest.raises(BadJson):
        parse_answer('{"facts": "none"}')
    with pytest.raises(BadJson):
        parse_answer("")
    assert parse_answer('{"facts": []}') == ([], 0)
    with pytest.raises(BadJson):
        parse_answer('{"facts": ["User naps", {"summary": 3}]}')  # every fact wrong: repair
    thought = '<think>maybe {"facts": 1}?</think>\n{"facts": [{"type": "goal", "summary": "User x"}]}'
    assert [f.summary for f in parse_answer(thought)[0]] == ["User x"]


# ---------------------------------------------------------------------- summaries seam


async def test_write_summary_bounds_and_failures(fake: FakeLlm) -> None:
    import trio
    import trio.testing

    lines = ["User plays the theremin every Sunday", "User's sister Anna lives in Oslo"]
    summaries.configure(None)
    assert summaries.write_summary("profile", lines, 200) is None  # not configured
    summaries.configure(settings(fake.url), environ={})
    try:
        fake.push(Reply(content="The user plays the theremin on Sundays and has a sister, Anna, in Oslo."),
                  Reply(content="A very long sentence. " * 40),
                  Reply(status=500),
                  Reply(content="   "))
        out = await trio.to_thread.run_sync(summaries.write_summary, "profile", lines, 200)
        assert out == "The user plays the theremin on Sundays and has a sister, Anna, in Oslo."
        assert "theremin" in fake.sent_text(0) and "response_format" not in fake.requests[0]
        long = await trio.to_thread.run_sync(summaries.write_summary, "active_state", lines, 100)
        assert long is not None and len(long) <= 100 and long.endswith(".")
        assert await trio.to_thread.run_sync(summaries.write_summary, "profile", lines, 100) is None
        assert await trio.to_thread.run_sync(summaries.write_summary, "profile", lines, 100) is None
        assert summaries.write_summary("nonsense", lines, 100) is None
    finally:
        summaries.configure(None)


async def test_worker_naps_while_paused_and_wakes_on_resume(
    llm_brain: Brain, clock: FakeClock, autojump_clock: Any
) -> None:
    import trio
    import trio.testing

    r = Rig(llm_brain, clock, settings("http://127.0.0.1:9/v1"))
    r.ingest("I sketch on trains.")
    llm_brain.pause()
    looks = 0
    inner = r.worker.write

    async def counting(fn):
        nonlocal looks
        looks += 1
        return await inner(fn)

    r.worker.write = counting
    async with trio.open_nursery() as nursery:
        nursery.start_soon(r.worker.run)
        await trio.sleep(10)  # virtual time
        assert looks == 2  # one look at the queue, one to plan the nap: no busy loop
        llm_brain.resume()
        r.worker.wake()
        await trio.sleep(1)
        assert r.queue()[0][1] == 1  # woke at once and tried (the endpoint is down here)
        nursery.cancel_scope.cancel()


# ---------------------------------------------------------------------- the same rules after parsing (issue 12)


def _timed(*user: str, day: str = "2026-03-03T10:00:00+00:00") -> list[wire.Message]:
    import datetime as dt

    ts = dt.datetime.fromisoformat(day)
    out = []
    for i, content in enumerate(user):
        out.append(wire.Message(role="user", content=content, ts=ts + dt.timedelta(minutes=2 * i)))
        out.append(wire.Message(role="assistant", content="Noted.", ts=ts + dt.timedelta(minutes=2 * i + 1)))
    return out


async def test_llm_facts_get_absolute_dates_and_dangling_ones_are_dropped(
        fake: FakeLlm, llm_brain: Brain, clock: FakeClock) -> None:
    r = rig(llm_brain, clock, fake.url)
    fake.push(Reply(content=facts(
        fact("relationship", "User's daughter Maya turns 6 next week", persons=["Maya"]),
        fact("habit", "User calls her every Sunday"),  # who is "her"? not standing alone: dropped
        fact("goal", "User wants to fly the whole family there"),  # where is "there"? dropped
        fact("constraint", "User is vegetarian"),
    )))
    llm_brain.ingest(wire.IngestParams(messages=_timed(
        "My daughter Maya turns 6 next week and I call my mom every Sunday.", "I'm vegetarian."),
        conversation_id="c-dates"))
    assert await r.worker.run_once()
    # 2026-03-03 is a Tuesday: "next week" is the week of Monday 9 March.
    assert r.summaries() == ["User is vegetarian", "User's daughter Maya turns 6 in the week of 9 March 2026"]
    maya = next(m for m in llm_brain.list(wire.ListParams()).items if "Maya" in m.summary)
    assert maya.stated_at is not None and maya.stated_at.isoformat().startswith("2026-03-03")


async def test_llm_facts_are_capped_at_three_best_first(fake: FakeLlm, llm_brain: Brain, clock: FakeClock) -> None:
    r = rig(llm_brain, clock, fake.url)
    fake.push(Reply(content=facts(
        fact("episode", "User had pasta for lunch", importance=0.2),
        fact("identity", "User's name is Ada Park", importance=0.9),
        fact("preference", "User prefers tea over coffee", importance=0.6),
        fact("identity", "User lives in Busan", importance=0.9),
        fact("episode", "User watched a film", importance=0.2),
    )))
    llm_brain.ingest(wire.IngestParams(messages=_timed(
        "I'm Ada Park and I live in Busan. I prefer tea over coffee. I had pasta for lunch and watched a film."),
        conversation_id="c-cap"))
    assert await r.worker.run_once()
    assert r.summaries() == ["User lives in Busan", "User prefers tea over coffee", "User's name is Ada Park"]


async def test_llm_changes_supersede_what_ended(fake: FakeLlm, llm_brain: Brain, clock: FakeClock) -> None:
    r = rig(llm_brain, clock, fake.url)
    fake.push(Reply(content=facts(fact("preference", "User uses VS Code for everything", importance=0.7),
                                  fact("goal", "User is studying for the AWS certification", importance=0.7))),
              Reply(content=facts(fact("preference", "User switched from VS Code to Neovim", importance=0.7),
                                  fact("decision", "User is dropping the AWS certification", importance=0.6))))
    llm_brain.ingest(wire.IngestParams(messages=_timed("I use VS Code for everything. I'm studying for the AWS "
                                                       "certification.", day="2026-02-01T09:00:00+00:00"),
                                       conversation_id="c-early"))
    assert await r.worker.run_once()
    clock.advance(days=60)
    llm_brain.ingest(wire.IngestParams(messages=_timed("I switched from VS Code to Neovim. I'm dropping the AWS "
                                                       "certification.", day="2026-04-02T09:00:00+00:00"),
                                       conversation_id="c-late"))
    assert await r.worker.run_once()
    live = sorted(m.summary for m in llm_brain.list(wire.ListParams()).items)
    assert live == ["User is dropping the AWS certification", "User switched from VS Code to Neovim"]
    editor = next(m for m in llm_brain.list(wire.ListParams()).items if "Neovim" in m.summary)
    assert (editor.attribute, editor.value) == ("preferred_editor", "neovim")
    assert [h.summary for h in llm_brain.get(wire.GetParams(id=editor.id)).history] == [
        "User uses VS Code for everything"]


async def test_llm_queue_reads_each_message_once(fake: FakeLlm, llm_brain: Brain, clock: FakeClock) -> None:
    r = rig(llm_brain, clock, fake.url)
    fake.push(Reply(content=facts(fact("habit", "User swims on Fridays"))),
              Reply(content=facts(fact("preference", "User prefers tea"))))
    first = _timed("I swim on Fridays.")
    assert llm_brain.ingest(wire.IngestParams(messages=first, conversation_id="c-once")).queued
    again = llm_brain.ingest(wire.IngestParams(messages=first, conversation_id="c-once"))
    assert not again.queued and llm_brain.status().queued == 1  # the same messages: nothing queued
    assert await r.worker.run_once()
    grown = [*first, *_timed("I prefer tea.", day="2026-03-03T11:00:00+00:00")]
    assert llm_brain.ingest(wire.IngestParams(messages=grown, conversation_id="c-once")).queued
    assert await r.worker.run_once()
    sent = fake.requests[-1]["messages"][-1]["content"]
    assert "earlier: [2026-03-03] user: I swim on Fridays." in sent  # context, marked as read before
    assert "user: I prefer tea." in sent
    assert r.summaries() == ["User prefers tea", "User swims on Fridays"]


async def test_llm_plans_take_effect_like_the_rules_ones(fake: FakeLlm, llm_brain: Brain, clock: FakeClock) -> None:
    # The model's "moving to Berlin on 1 May" is read as the rules read it (plan:lives_in,
    # effective after 1 May); consolidation then makes it where the user lives.
    r = rig(llm_brain, clock, fake.url)
    fake.push(Reply(content=facts(fact("identity", "User lives in Warsaw", importance=0.9))),
              Reply(content=facts(fact("decision", "User is moving to Berlin on 1 May", importance=0.7))))
    clock.t = dt.datetime(2026, 1, 10, 9, 30, tzinfo=dt.UTC).timestamp()
    llm_brain.ingest(wire.IngestParams(messages=_timed("I live in Warsaw.", day="2026-01-10T09:00:00+00:00"),
                                       conversation_id="c-home"))
    assert await r.worker.run_once()
    clock.t = dt.datetime(2026, 3, 10, 9, 30, tzinfo=dt.UTC).timestamp()
    llm_brain.ingest(wire.IngestParams(messages=_timed("We're moving to Berlin on 1 May!",
                                                       day="2026-03-10T09:00:00+00:00"),
                                       conversation_id="c-plan"))
    assert await r.worker.run_once()
    plan = next(m for m in llm_brain.list(wire.ListParams()).items if "Berlin" in m.summary)
    assert (plan.attribute, plan.value) == ("plan:lives_in", "berlin")
    assert plan.takes_effect is not None and plan.takes_effect.isoformat().startswith("2026-05-02")
    clock.t = dt.datetime(2026, 4, 30, 12, tzinfo=dt.UTC).timestamp()
    llm_brain.consolidate()
    assert [m.summary for m in llm_brain.list(wire.ListParams()).items if m.attribute == "lives_in"] == [
        "User lives in Warsaw"]
    clock.t = dt.datetime(2026, 5, 2, 9, tzinfo=dt.UTC).timestamp()
    llm_brain.consolidate()
    live = [m for m in llm_brain.list(wire.ListParams()).items if m.attribute == "lives_in"]
    assert [(m.summary, m.value) for m in live] == [("User has lived in Berlin since 1 May 2026", "berlin")]
    history = {h.summary for h in llm_brain.get(wire.GetParams(id=live[0].id)).history}
    assert {"User lives in Warsaw", "User is moving to Berlin on 1 May 2026"} <= history


def test_requests_share_one_tls_context(fake: FakeLlm, monkeypatch: pytest.MonkeyPatch) -> None:
    """Loading the CA bundle costs ~15-20 ms of CPU, on the event loop for the async path:
    a client made with httpx's defaults did it at every request."""
    import ssl

    from mercuryd.llm import client as client_mod

    loads: list[object] = []
    real = ssl.SSLContext.load_verify_locations

    def counting(self: ssl.SSLContext, *args: Any, **kwargs: Any) -> None:
        loads.append(args or kwargs)
        real(self, *args, **kwargs)

    monkeypatch.setattr(ssl.SSLContext, "load_verify_locations", counting)
    if hasattr(client_mod, "_tls"):
        client_mod._tls.cache_clear()  # the first request loads it once
    chat = ChatClient(settings(fake.url), {"MERCURY_TEST_KEY": "sk-test"})
    fake.push(*(Reply(content=facts()) for _ in range(3)))
    for _ in range(3):
        chat.complete_sync([{"role": "user", "content": "Hello"}])
    assert len(loads) <= 1
