"""How much the LLM path costs the caller and the daemon, measured against baselines in the same run.

1. brain.ingest with `extractor: llm` (queue the conversation) vs `extractor: rules`
   (extract and store inline), on a real SQLite file: the caller's latency.
2. The worker's cost per conversation (HTTP round trip to an instant fake model, parse,
   gates, store) vs one bare HTTP round trip to the same server.

Run: python bench/llm_ingest.py   (prints medians and ratios; no assertions)
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

import httpx
import trio

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mercuryd import logs, wire
from mercuryd.brain.service import Brain, FakeClock
from mercuryd.config import Llm, SecondBrain
from mercuryd.llm.client import ChatClient
from mercuryd.llm.extract import LlmExtractor
from mercuryd.llm.worker import QueueWorker
from mercuryd.store.db import open_store
from tests.fake_llm import FakeLlm, Reply, fact, facts

N = 200


def conversation(i: int) -> wire.IngestParams:
    return wire.IngestParams(messages=[
        wire.Message(role="user", content=f"I play the theremin every Sunday and my sister Anna {i} lives in Oslo."),
        wire.Message(role="assistant", content="Lovely!"),
        wire.Message(role="user", content=f"I'm working on a synth project number {i}."),
    ])


def time_ingest(extractor: str, root: Path) -> list[float]:
    store = open_store(root / f"{extractor}.db")
    brain = Brain(store, FakeClock(), SecondBrain(extractor=extractor))  # type: ignore[arg-type]
    out = []
    for i in range(N):
        t = time.perf_counter()
        brain.ingest(conversation(i))
        out.append(time.perf_counter() - t)
    store.close()
    return out


async def time_worker(root: Path, fake: FakeLlm) -> tuple[list[float], list[float]]:
    fake.default = Reply(content=facts(fact("habit", "User plays the theremin every Sunday"),
                                       fact("project", "User is working on a synth project")))
    store = open_store(root / "worker.db")
    clock = FakeClock()
    brain = Brain(store, clock, SecondBrain(extractor="llm"))
    settings = Llm(base_url=fake.url, timeout_seconds=5)

    async def write(fn):
        return fn(brain)

    worker = QueueWorker(write, clock, LlmExtractor(ChatClient(settings, {})).extract, settings)
    for i in range(N):
        brain.ingest(conversation(i))
    per_item = []
    for _ in range(N):
        t = time.perf_counter()
        await worker.run_once()
        per_item.append(time.perf_counter() - t)
    bare = []
    for _ in range(N):
        t = time.perf_counter()
        async with httpx.AsyncClient(trust_env=False) as http:
            await http.post(fake.url + "/chat/completions", json={"messages": []})
        bare.append(time.perf_counter() - t)
    store.close()
    return per_item, bare


def ms(xs: list[float]) -> float:
    return statistics.median(xs) * 1000


def main() -> None:
    logs.setup(None, "error")
    with tempfile.TemporaryDirectory() as d:
        root = Path(d)
        rules = time_ingest("rules", root)
        queued = time_ingest("llm", root)
        print(f"brain.ingest median: rules (inline) {ms(rules):.3f} ms, llm (queued) {ms(queued):.3f} ms, "
              f"ratio queued/rules {ms(queued) / ms(rules):.2f}")
        fake = FakeLlm().start()
        try:
            per_item, bare = trio.run(time_worker, root, fake)
        finally:
            fake.close()
        print(f"worker per conversation median {ms(per_item):.2f} ms vs bare HTTP round trip "
              f"{ms(bare):.2f} ms, ratio {ms(per_item) / ms(bare):.2f}")


if __name__ == "__main__":
    main()
