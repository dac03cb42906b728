"""The vector index's fast paths: the uint8 row layout, the partition's narrower probe,
the query encoded on the calling thread, the query cache."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import numpy as np

from mercuryd.brain import partition, semantic
from mercuryd.brain.embed import BUNDLED, Vectors, quantise
from tests.test_semantic import PAIRS, distractors


def exact_scores(q: np.ndarray, qscale: float, vecs: Vectors, hubs: np.ndarray) -> np.ndarray:
    """What every memory scores, in plain integer arithmetic."""
    dots = vecs.q.astype(np.int64) @ q.astype(np.int64)
    return dots * vecs.scale.astype(np.float64) * qscale - semantic.HUB_W * hubs


def test_rows_round_trip_every_byte() -> None:
    every = np.arange(-128, 128, dtype=np.int8)
    rows = partition.biased(every)
    assert rows.dtype == np.uint8 and list(rows) == list(range(256))
    assert (partition.unbiased(rows) == every).all()


def test_the_scan_scores_what_integer_arithmetic_scores() -> None:
    """The stored rows (int8 + 128) scanned with zero point 128: exact, extremes included."""
    rng = np.random.default_rng(5)
    n = 700
    q8 = rng.integers(-128, 128, (n, 384), dtype=np.int8)
    q8[0] = -128  # the extremes of int8, where an offset error would show
    q8[1] = 127
    vecs = Vectors(q=q8, scale=rng.uniform(0.001, 0.01, n).astype(np.float32))
    hubs = rng.uniform(0.1, 0.4, n).astype(np.float32)
    ix = semantic.Index(384)
    ix.put(list(range(1, n + 1)), vecs, hubs)
    query = rng.integers(-127, 128, 384, dtype=np.int8)
    want = exact_scores(query, 0.008, vecs, hubs)
    got = ix.search(query, 0.008, 10)
    assert [mid for mid, _ in got.top] == [int(i) + 1 for i in np.argsort(-want)[:10]]
    assert np.allclose([s for _, s in got.top], np.sort(want)[::-1][:10], rtol=1e-4, atol=1e-4)
    assert abs(got.mean - want.mean()) < 1e-3 and abs(got.std - want.std()) < 1e-3
    some = [1, 2, 350, n]
    cos = ix.cosines(some, query, 0.008)
    assert np.allclose([cos[i] for i in some], want[[i - 1 for i in some]], rtol=1e-5, atol=1e-5)
    ix.remove([1])
    assert 1 not in {mid for mid, _ in ix.search(query, 0.008, n).top}


def test_a_partitioned_index_finds_each_memory_by_its_own_vector() -> None:
    """Scanning only the nearest lists (5 % of the store) still finds an exact match
    first: stored before the partition, written after it, or edited after it."""
    enc = semantic._encoder(BUNDLED)
    texts = [s for _, s in distractors(1500, seed=11)] + [m for _, m, _ in PAIRS]
    texts = list(dict.fromkeys(texts))
    vecs = quantise(enc.encode(texts))
    ix = semantic.Index(384, partition_at=1000)
    ix.put(list(range(1, len(texts) + 1)), vecs)
    assert ix.maybe_partition() and ix.partition is not None
    late = quantise(enc.encode(["User keeps three hives of bees on the allotment"]))
    ix.put([len(texts) + 1], late)
    edited = quantise(enc.encode(["User collects vintage fountain pens"]))
    ix.put([7], edited)
    # A query whose vector is a memory's own (what the model makes of its summary).
    checks = [(i + 1, vecs.q[i], float(vecs.scale[i])) for i in range(0, len(texts), 40) if i != 6]
    checks += [(len(texts) + 1, late.q[0], float(late.scale[0])), (7, edited.q[0], float(edited.scale[0]))]
    for mid, q, scale in checks:
        assert ix.search(q, scale, 3).top[0][0] == mid
    assert partition.PROBE_SHARE * len(ix) < 0.1 * len(ix)


def test_a_query_encoded_here_or_in_the_thread_is_the_same() -> None:
    sem = semantic.Semantic(None, BUNDLED, 50.0)
    try:
        assert sem.wait_loaded()
        assert sem.encode_estimate < float("inf")  # measured at load
        sem.encode_estimate = 0.001  # the model has lately been quick (1 ms of 50)
        here = sem.query("what should I cook tonight")
        assert here is not None and here.done()  # encoded on this thread
        there = sem.query("what should I cook tomorrow", inline=False)
        assert there is not None
        enc = semantic._encoder(BUNDLED)
        for fut, text in ((here, "what should I cook tonight"), (there, "what should I cook tomorrow")):
            q, s = fut.result(10)
            want = quantise(enc.encode_query(text)[None])
            assert (q == want.q[0]).all() and s == float(want.scale[0])
        later = sem.later("what should I cook on Sunday")
        assert later is not None
        dense = later()
        assert dense is not None and later() is dense  # searched once
    finally:
        sem.close()


def test_a_slow_model_is_not_run_on_the_calling_thread() -> None:
    """Once an encoding took a large share of the deadline, messages go to the worker
    thread (and the deadline bounds the wait) until the model is quick again."""
    sem = semantic.Semantic(None, BUNDLED, 50.0)
    try:
        assert sem.wait_loaded()
        sem.encode_estimate = 0.040  # an encoding just took 40 ms of the 50
        fut = sem.query("is it going to rain on the walk")
        assert fut is not None
        fut.result(10)
        # the quick encoding it measured lowers the estimate, gradually
        assert sem.encode_estimate < 0.040
    finally:
        sem.close()


def test_cached_query_vectors_belong_to_their_model(tmp_path: Path) -> None:
    """A vector cached for a message under one model is never answered for another."""
    other = tmp_path / "other-model"
    shutil.copytree(BUNDLED, other)
    meta = json.loads((other / "model.json").read_text())
    meta["weights"] = "another build"
    (other / "model.json").write_text(json.dumps(meta))
    sem = semantic.Semantic(None, BUNDLED, 50.0)
    try:
        assert sem.wait_loaded() and sem.encoder is not None
        text = "any plans for the weekend"
        # What the first model said for this message (made up: all zeros).
        sem._cache[(sem.encoder.model_id, text)] = (np.zeros(384, dtype=np.int8), 1.0)
        q, _ = sem.query(text).result(10)  # type: ignore[union-attr]
        assert not q.any()  # same model: the cached vector
        sem.encoder = semantic._encoder(other)
        assert sem.encoder.model_id != semantic._encoder(BUNDLED).model_id
        q, _ = sem.query(text).result(10)  # type: ignore[union-attr]
        assert q.any()  # another model: encoded again, not the first model's vector
    finally:
        sem.close()


def test_a_partitioned_search_has_the_exact_mean_and_spread_after_writes() -> None:
    """A partitioned index scans 5 % of the store, but the mean and spread it z-scores
    with are those of every memory's score (running sums), through additions, edits,
    hubness refreshes and deletions, before and after the partition."""
    rng = np.random.default_rng(9)
    n = 1500
    q8 = rng.integers(-127, 128, (n, 384), dtype=np.int8)
    vecs = Vectors(q=q8, scale=rng.uniform(0.001, 0.01, n).astype(np.float32))
    hubs = rng.uniform(0.0, 0.4, n).astype(np.float32)
    ix = semantic.Index(384, partition_at=1000)
    ix.put(list(range(1, n + 1)), vecs, hubs)
    live = {i + 1: (q8[i], float(vecs.scale[i]), float(hubs[i])) for i in range(n)}

    def check() -> None:
        mids = sorted(live)
        got_q = np.stack([live[m][0] for m in mids])
        want = exact_scores(query, 0.008, Vectors(q=got_q, scale=np.array([live[m][1] for m in mids])),
                            np.array([live[m][2] for m in mids], dtype=np.float32))
        got = ix.search(query, 0.008, 5)
        assert abs(got.mean - want.mean()) < 1e-6 and abs(got.std - want.std()) < 1e-6
        some = [m for m, _ in got.top] + [2, 3, n + 1, 10**6]
        assert got.cosines(some) == ix.cosines(some, query, 0.008)  # the best read from the search

    query = rng.integers(-127, 128, 384, dtype=np.int8)
    assert ix.partition is None
    check()
    assert ix.maybe_partition() and ix.partition is not None
    check()
    new = rng.integers(-127, 128, (3, 384), dtype=np.int8)
    ix.put([n + 1, 5, n + 1], Vectors(q=new, scale=np.full(3, 0.004, dtype=np.float32)), [0.1, 0.2, 0.3])
    live[5] = (new[1], 0.004, 0.2)
    live[n + 1] = (new[2], 0.004, 0.3)  # the later of the same id wins
    check()
    ix.set_hubs([7, 8, 10**6], [0.05, 0.35, 0.2], n)
    live[7] = (*live[7][:2], 0.05)
    live[8] = (*live[8][:2], 0.35)
    check()
    ix.remove([9, 11, 11, 10**6])
    del live[9], live[11]
    check()


def test_fusion_reads_the_scores_the_search_computed() -> None:
    """The whole-store search hands every memory's score on, so fusion reads its
    candidates' instead of computing them again: the same numbers, and a memory
    written after the search is still scored (computed)."""
    rng = np.random.default_rng(3)
    n = 600
    q8 = rng.integers(-127, 128, (n, 384), dtype=np.int8)
    vecs = Vectors(q=q8, scale=rng.uniform(0.001, 0.01, n).astype(np.float32))
    hubs = rng.uniform(0.0, 0.4, n).astype(np.float32)
    ix = semantic.Index(384)
    ix.put(list(range(1, n + 1)), vecs, hubs)
    query = rng.integers(-127, 128, 384, dtype=np.int8)
    dense = ix.search(query, 0.008, 10)
    late = Vectors(q=rng.integers(-127, 128, (1, 384), dtype=np.int8), scale=np.array([0.005], dtype=np.float32))
    ix.put([n + 1], late, [0.2])
    some = [1, 77, 300, n, n + 1]
    got = dense.cosines(some)
    assert got == ix.cosines(some, query, 0.008)  # bit for bit
    want = exact_scores(query, 0.008, Vectors(q=np.concatenate([q8, late.q]), scale=np.concatenate(
        [vecs.scale, late.scale])), np.concatenate([hubs, np.array([0.2], dtype=np.float32)]))
    assert np.allclose([got[i] for i in some], want[[i - 1 for i in some]], rtol=1e-5, atol=1e-5)


def test_what_is_deleted_while_the_index_loads_does_not_come_back() -> None:
    """The index is published before the stored vectors are read into it (writes during
    the load must reach it), and the loader reads them from a snapshot opened when it
    began. A memory hard-deleted after that snapshot opened, before its page was read,
    came back from the page: the probe saw the daemon's index hold one vector more than
    the store after deleting during the load of 60k vectors (a cleared store came back
    whole the same way)."""
    vecs = quantise(np.random.default_rng(3).standard_normal((6, 384)).astype(np.float32))
    index = semantic.Index(384)
    index.begin_load()
    index.put([1, 2], Vectors(q=vecs.q[:2], scale=vecs.scale[:2]), only_new=True)  # a first page
    index.remove([2, 4])  # deleted meanwhile: one already read, one not yet
    index.put([5], Vectors(q=vecs.q[5:6], scale=vecs.scale[5:6]))  # a write of a new memory
    index.put([3, 4, 5], Vectors(q=vecs.q[2:5], scale=vecs.scale[2:5]), only_new=True)  # the next page
    index.end_load()
    assert sorted(index.ids[index.ids >= 0].tolist()) == [1, 3, 5]
    [col5] = np.nonzero(index.ids == 5)[0]
    assert (partition.unbiased(index.rows[col5]) == vecs.q[5]).all()  # the write's vector, not the page's
    index.remove([3])
    index.put([3], Vectors(q=vecs.q[2:3], scale=vecs.scale[2:3]), only_new=True)  # loaded: a later put is a write
    assert 3 in index

    cleared = semantic.Index(384)
    cleared.begin_load()
    cleared.put([1], Vectors(q=vecs.q[:1], scale=vecs.scale[:1]), only_new=True)
    cleared.clear()  # brain.clear during the load
    cleared.put([7], Vectors(q=vecs.q[1:2], scale=vecs.scale[1:2]))  # added after the clear
    cleared.put([2, 3], Vectors(q=vecs.q[2:4], scale=vecs.scale[2:4]), only_new=True)
    cleared.end_load()
    assert sorted(cleared.ids[cleared.ids >= 0].tolist()) == [7]
