"""Recall by meaning: the resident vector index, the query encoder, the backfill.

One :class:`Semantic` per database file serves every connection of the process (the
writer and the readers). It loads the sentence model (:mod:`mercuryd.brain.embed`) and
the stored vectors in a background thread, so the daemon is ready at once and recall
works lexically until the model is (``brain.status`` shows the state and the backfill's
progress).

* **Index.** Every memory's int8 vector is one row of a matrix (capacity x dimension,
  stored + 128 as uint8: :func:`~mercuryd.brain.partition.biased`), kept in step with
  the store by the write path (after each commit). A query is one matrix-vector
  product over all of it (onnxruntime's ``MatMulInteger``, the rows on the unsigned
  side: exact, about 0.2 ms at 10k memories on one core), then the best few by
  cosine; above ``MIN_VECTORS`` only the lists nearest the query are scanned
  (:mod:`mercuryd.brain.partition`).
* **Query.** A short message is encoded on the calling thread while the model has
  lately been far quicker than the deadline; otherwise in the model's worker thread,
  waited for up to the deadline (past it the recall answers lexically, and says so in
  the log). Running the lexical stage meanwhile was measured slower: the two threads
  fought over the GIL.
* **Backfill.** Memories stored before the model (an upgrade, an import, another
  model configured) are embedded by a stepped job: batches encoded on a reader, each
  written in one short transaction. Its state is the database itself (rows without a
  vector of the current model), so a kill -9 loses nothing and a restart resumes.
"""

from __future__ import annotations

import concurrent.futures
import functools
import os
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import numpy as np

from mercuryd import logs, wire
from mercuryd.brain import steps
from mercuryd.brain.embed import BUNDLED, F32, Encoder, ModelError, Vectors, quantise
from mercuryd.brain.partition import MIN_VECTORS, Partition, biased, unbiased
from mercuryd.brain.partition import SAMPLE as PARTITION_SAMPLE

if TYPE_CHECKING:
    from mercuryd.config import Retrieval
    from mercuryd.store.db import Store

__all__ = ["Dense", "Index", "Semantic", "for_store", "forget"]

_log = logs.get("mercuryd.semantic")
_T = TypeVar("_T")

SCAN_GRAPH = Path(__file__).resolve().parent.parent / "models" / "scan.onnx"
SEARCH_GRAPH = Path(__file__).resolve().parent.parent / "models" / "search.onnx"
TOP_K = 24  # semantic candidates a query adds to the lexical ones
BACKFILL_BATCH = 32  # memories embedded per backfill step
QUERY_CACHE = 512  # query vectors kept by message text
INLINE_CHARS = 600  # a message up to this long may be encoded on the calling thread...
INLINE_SHARE = 0.25  # ... when encodings lately took less than this share of the deadline
ENCODER_WAIT = 30.0  # seconds the write path waits for a model still loading
INLINE_HUBS = 2048  # up to this many vectors the write path refreshes stale hubness itself
LOAD_PAGE = 1024  # vectors read per statement at load (each page's temporaries: ~5 MB)


class Dense:
    """One query's semantic side: its best matches and any memory's score.

    Scores are cosines less ``HUB_W`` times the memory's hubness (its mean cosine to
    its nearest memories): a memory close to everything ("User likes X in the
    evening") is close to every query too, and would crowd out the one that answers
    (the correction of Conneau et al.'s CSLS; measured in docs/recall.md).
    ``top``: (id, score) of the best matches over the whole store, best first.
    ``mean``/``std``: of the scores over the whole store (to z-score them).
    """

    __slots__ = ("_hub", "_index", "_q", "_qscale", "_scores", "mean", "std", "top")

    def __init__(self, index: Index, q: np.ndarray, qscale: float, top: list[tuple[int, float]],
                 mean: float, std: float, *, hub: bool = True, scores: np.ndarray | None = None) -> None:
        self._index = index
        self._q = q
        self._qscale = qscale
        self._hub = hub
        self._scores = scores  # every column's score, when the search computed them all
        self.top = top
        self.mean = mean
        self.std = std

    def cosines(self, ids: Sequence[int]) -> dict[int, float]:
        """The score of each memory in ``ids`` that has a vector."""
        if self._scores is not None or not self._hub or not self.top:
            return self._index.cosines(ids, self._q, self._qscale, hub=self._hub, scores=self._scores)
        # A partitioned search scored its best matches already (the same arithmetic):
        # only the other candidates' vectors are read from their lists.
        known = dict(self.top)
        got = self._index.cosines([i for i in ids if i not in known], self._q, self._qscale)
        got.update((i, known[i]) for i in ids if i in known)
        return got

    def plain(self, ids: Sequence[int]) -> dict[int, float]:
        """The plain cosine (no hub correction) of each memory in ``ids`` that has a vector:
        how close the model puts them in absolute terms, whatever the store holds."""
        return self._index.cosines(ids, self._q, self._qscale, hub=False)

    def z(self, score: float) -> float:
        """How far above this query's typical score ``score`` is, in standard deviations."""
        return (score - self.mean) / self.std if self.std > 0 else 0.0


HUB_W = 0.5  # score = cosine - HUB_W * hubness
# A store this small has no reliable spread of its own, nor hubness (too few neighbours):
# plain cosines, z-scored against what a message's cosine with an unrelated memory
# usually is for this model (measured on the probe's stores: mean 0.08, spread 0.08).
SMALL_STORE = 200
PRIOR_MEAN = 0.08
PRIOR_STD = 0.08
HUB_K = 10  # hubness: the mean cosine to this many nearest memories


class _ColumnMap:
    """Memory id -> column, as a numpy array: 100k dict entries (and their int objects)
    cost ~10 MB and, interleaved with the load's short-lived blobs, kept Python's
    small-object arenas from being returned (peak memory +50 MB at 100k)."""

    def __init__(self) -> None:
        self._a = np.full(1024, -1, dtype=np.int64)
        self._n = 0

    def __len__(self) -> int:
        return self._n

    def __contains__(self, mid: int) -> bool:
        return self.get(mid) is not None

    def get(self, mid: int) -> int | None:
        if 0 <= mid < len(self._a):
            col = int(self._a[mid])
            return col if col >= 0 else None
        return None

    def lookup(self, mids: Sequence[int]) -> tuple[np.ndarray, np.ndarray]:
        """The ids of ``mids`` that have a column, and their columns (one numpy pass)."""
        a = self._a
        ids = np.fromiter(mids, dtype=np.int64, count=len(mids))
        ids = ids[(ids >= 0) & (ids < len(a))]
        cols = a[ids]
        held = cols >= 0
        return ids[held], cols[held]

    def __setitem__(self, mid: int, col: int) -> None:
        if mid >= len(self._a):
            grown = np.full(max(mid + 1, 2 * len(self._a)), -1, dtype=np.int64)
            grown[:len(self._a)] = self._a
            self._a = grown
        if self._a[mid] < 0:
            self._n += 1
        self._a[mid] = col

    def pop(self, mid: int, default: None = None) -> int | None:
        col = self.get(mid)
        if col is not None:
            self._a[mid] = -1
            self._n -= 1
        return col

    def clear(self) -> None:
        self._a = np.full(1024, -1, dtype=np.int64)
        self._n = 0


class _Moments:
    """Running sums over every stored vector, from which any query's mean and spread of
    scores over the whole store follow exactly, without reading a vector.

    With ``y`` a memory's vector (int8 x scale) and ``w`` its ``HUB_W`` x hubness, a
    query ``q`` (int8, scale ``s``) scores ``s q.y - w``. Over the store, ``sum(score) =
    s q.S - W1`` and ``sum(score^2) = s^2 q'Mq - 2 s q.H + W2`` with ``S = sum y``, ``M =
    sum y y'`` (d x d), ``H = sum w y``, ``W1 = sum w``, ``W2 = sum w^2``: a 384 x 384
    matrix-vector product (~15 us) instead of scanning a sample of 4,096 memories
    (~0.25 ms), and exact. Kept in float64 by the index's writers (under its lock);
    a search reads them without it (a write in progress can only shift one query's
    mean by one memory's share).
    """

    __slots__ = ("h", "m", "s", "w1", "w2")

    def __init__(self, dimension: int) -> None:
        self.s = np.zeros(dimension, dtype=np.float64)
        self.m = np.zeros((dimension, dimension), dtype=np.float64)
        self.h = np.zeros(dimension, dtype=np.float64)
        self.w1 = 0.0
        self.w2 = 0.0

    def add(self, q: np.ndarray, scale: np.ndarray, w: np.ndarray, sign: float = 1.0) -> None:
        """Add (``sign`` 1) or take away (-1) int8 vectors ``q`` (b x d) with their
        scales (b) and hub weights (b)."""
        if not len(scale):
            return
        # Products in float32 (a page of 1,024 vectors at load: half the time of
        # float64), sums in float64: taking a vector away subtracts exactly what adding
        # it added.
        y = q.astype(np.float32) * scale.astype(np.float32)[:, None]
        wd = w.astype(np.float32)
        self.s += sign * y.sum(axis=0, dtype=np.float64)
        self.m += sign * (y.T @ y).astype(np.float64)
        self.h += sign * (wd @ y).astype(np.float64)
        self.w1 += sign * float(wd.sum(dtype=np.float64))
        self.w2 += sign * float(np.dot(wd.astype(np.float64), wd))

    def reweigh(self, q: np.ndarray, scale: np.ndarray, old: np.ndarray, new: np.ndarray) -> None:
        """Vectors ``q`` (b x d) whose hub weights changed from ``old`` to ``new``."""
        if not len(scale):
            return
        y = q.astype(np.float64) * scale.astype(np.float64)[:, None]
        o, n = old.astype(np.float64), new.astype(np.float64)
        self.h += (n - o) @ y
        self.w1 += float((n - o).sum())
        self.w2 += float(n @ n - o @ o)

    def stats(self, q: np.ndarray, qscale: float, n: int) -> tuple[float, float]:
        """Mean and standard deviation of the query's scores over ``n`` memories."""
        if n <= 0:
            return 0.0, 0.0
        qd = q.astype(np.float64) * qscale
        mean = (float(qd @ self.s) - self.w1) / n
        square = (float(qd @ (self.m @ qd)) - 2.0 * float(qd @ self.h) + self.w2) / n
        return mean, max(square - mean * mean, 0.0) ** 0.5


class Index:
    """The int8 vectors of every memory, resident, searched exactly.

    Writers call :meth:`put`/:meth:`remove` (serialised by a lock); searches read a
    consistent set of array references without the lock: a column being written while
    a search runs can only make that one new memory score oddly once.
    """

    def __init__(self, dimension: int, capacity: int = 1024, *, partition_at: int = MIN_VECTORS) -> None:
        self.dimension = dimension
        self.partition_at = partition_at
        self._lock = threading.Lock()
        self._alloc(capacity)
        self._col = _ColumnMap()
        self.n = 0  # columns used (some may be holes left by deletions)
        self._scan: Any = None
        self._search: Any = None
        self.partition: Partition | None = None  # inverted lists, at MIN_VECTORS and above
        self._moments = _Moments(dimension)  # a partitioned search's mean and spread
        # While the stored vectors are read in (from a snapshot older than the writes
        # reaching the index meanwhile): what was removed or cleared since must not come
        # back from a later page.
        self._loading = False
        self._removed: set[int] = set()
        self._cleared = False

    def _alloc(self, capacity: int) -> None:
        # Partitioned, the lists hold the vectors: no flat matrix.
        flat = capacity if getattr(self, "partition", None) is None else 0
        # Column i of the index (a memory) is row i here: its int8 vector + 128.
        self.rows = np.zeros((flat, self.dimension), dtype=np.uint8)
        self.scales = np.zeros(capacity, dtype=np.float32)
        self.hubs = np.zeros(capacity, dtype=np.float32)
        self.hub_ns = np.zeros(capacity, dtype=np.int64)  # store size when hubs[i] was computed
        self.hubws = np.zeros(capacity, dtype=np.float32)  # HUB_W x hub (search graph)
        self.ids = np.full(capacity, -1, dtype=np.int64)

    def __len__(self) -> int:
        return len(self._col)

    def begin_load(self) -> None:
        with self._lock:
            self._loading, self._removed, self._cleared = True, set(), False

    def end_load(self) -> None:
        with self._lock:
            self._loading, self._removed, self._cleared = False, set(), False

    def __contains__(self, memory_id: int) -> bool:
        return memory_id in self._col

    def put(self, ids: Sequence[int], vecs: Vectors, hubs: Sequence[float] | np.ndarray | None = None,
            hub_ns: Sequence[int] | None = None, *, only_new: bool = False) -> None:
        """Set the vectors (and hubness) of ``ids``; ``only_new`` keeps existing ones."""
        part = self.partition
        to_lists: list[tuple[int, int]] = []  # (column, row of vecs)
        with self._lock:
            if not only_new:  # the vectors replaced leave the running sums
                old = [c for mid in dict.fromkeys(ids) if (c := self._col.get(mid)) is not None]
                if old:
                    oc = np.array(old, dtype=np.int64)
                    self._moments.add(unbiased(self._columns(oc)), self.scales[oc], self.hubws[oc], -1.0)
            touched: dict[int, None] = {}
            for i, mid in enumerate(ids):
                col = self._col.get(mid)
                if only_new and (col is not None or self._cleared or mid in self._removed):
                    continue
                if col is None:
                    if self.n == len(self.scales):
                        self._grow()
                    col = self.n
                    self.n += 1
                touched[col] = None
                if self.partition is None:
                    self.rows[col] = biased(vecs.q[i])
                self.ids[col] = mid
                self.hubs[col] = hubs[i] if hubs is not None else 0.0
                self.hubws[col] = HUB_W * self.hubs[col]
                self.hub_ns[col] = hub_ns[i] if hub_ns is not None else len(self._col)
                self.scales[col] = vecs.scale[i]
                if part is not None:
                    to_lists.append((col, i))
                self._col[mid] = col
            if part is not None and to_lists:
                cols = np.array([c for c, _ in to_lists], dtype=np.int64)
                part.add_many(cols, biased(vecs.q[[i for _, i in to_lists]]))
            if touched:
                tc = np.fromiter(touched, dtype=np.int64, count=len(touched))
                self._moments.add(unbiased(self._columns(tc)), self.scales[tc], self.hubws[tc])

    def set_hubs(self, ids: Sequence[int], hubs: Sequence[float] | np.ndarray, hub_n: int) -> None:
        with self._lock:
            cols: list[int] = []
            for mid in ids:
                col = self._col.get(mid)
                cols.append(-1 if col is None else col)
            held = np.array([c for c in cols if c >= 0], dtype=np.int64)
            before = self.hubws[held].copy()
            for col, h in zip(cols, hubs, strict=True):
                if col >= 0:
                    self.hubs[col] = h
                    self.hubws[col] = HUB_W * h
                    self.hub_ns[col] = hub_n
            if len(held):
                self._moments.reweigh(unbiased(self._columns(held)), self.scales[held], before,
                                      self.hubws[held])

    def stale_hubs(self) -> tuple[list[int], Vectors]:
        """The memories whose hubness was computed when the store held less than half
        of what it holds now, with their vectors."""
        n = len(self._col)
        cols = np.nonzero((self.ids >= 0) & (self.hub_ns * 2 < n))[0]
        return ([int(i) for i in self.ids[cols]],
                Vectors(q=unbiased(self._columns(cols)), scale=self.scales[cols].copy()))

    def reserve(self, n: int) -> None:
        """Room for ``n`` vectors in one allocation (loading 100k: no growing copies)."""
        with self._lock:
            if n > len(self.scales):
                self._grow(n)

    def _grow(self, capacity: int | None = None) -> None:
        old = (self.rows, self.scales, self.hubs, self.hub_ns, self.ids, self.hubws)
        cap = len(old[1])
        self._alloc(capacity or max(1024, cap + cap // 4))
        if self.partition is None:
            self.rows[:cap] = old[0]
        self.scales[:cap] = old[1]
        self.hubs[:cap] = old[2]
        self.hub_ns[:cap] = old[3]
        self.ids[:cap] = old[4]
        self.hubws[:cap] = old[5]

    def remove(self, ids: Sequence[int]) -> None:
        """Forget the vectors of ``ids`` (their columns become holes scoring 0)."""
        with self._lock:
            gone = [c for mid in dict.fromkeys(ids) if (c := self._col.get(mid)) is not None]
            if gone:
                gc = np.array(gone, dtype=np.int64)
                self._moments.add(unbiased(self._columns(gc)), self.scales[gc], self.hubws[gc], -1.0)
            if self._loading:
                self._removed.update(ids)
            for mid in ids:
                col = self._col.pop(mid, None)
                if col is not None:
                    self.scales[col] = 0.0
                    self.hubs[col] = 0.0
                    self.ids[col] = -1
                    self.hubws[col] = 0.0
                    if self.partition is None:
                        self.rows[col] = 128  # the zero vector

    def clear(self) -> None:
        with self._lock:
            self._cleared = self._loading
            self.partition = None
            self._alloc(1024)
            self._col.clear()
            self.n = 0
            self._moments = _Moments(self.dimension)

    def _dots(self, q: np.ndarray) -> np.ndarray:
        """int32 dot products of int8 rows ``q`` (b x d) with every column (b x capacity)."""
        out: np.ndarray = self._scan_rows(q, self.rows).T
        return out

    def _scan_rows(self, q: np.ndarray, rows: np.ndarray) -> np.ndarray:
        """int32 dot products (m x b) of stored ``rows`` (m x d) with int8 queries ``q``
        (b x d): onnxruntime's uint8 x int8 kernel (the rows' zero point is 128), on the
        queries' halves (:func:`halves`), joined."""
        if self._scan is None:
            self._scan = _session(SCAN_GRAPH)
        if self._scan is not False and len(rows):
            qt = q.reshape(-1, self.dimension).T
            b = qt.shape[1]
            out = np.asarray(self._scan.run(None, {"m": rows, "q": halves(qt)})[0])
            joined: np.ndarray = out[:, :b] * 2 + out[:, b:]
            return joined
        # no scan graph: numpy in float32 chunks (slower, same result)
        qf = q.reshape(-1, self.dimension).astype(np.float32).T
        parts = [unbiased(rows[i:i + 8192]).astype(np.float32) @ qf for i in range(0, len(rows), 8192)]
        return (np.concatenate(parts) if parts else np.zeros((0, qf.shape[1]))).astype(np.int32)

    def maybe_partition(self) -> bool:
        """Partition the index (:mod:`mercuryd.brain.partition`) once it holds
        ``MIN_VECTORS``, and again each time it has doubled; True when it did. Takes
        seconds at 100k memories: call it off the request path."""
        n_live = len(self._col)
        part = self.partition
        if n_live < self.partition_at or (part is not None and n_live < 2 * part.trained_on):
            return False
        n_cols = self.n
        live = np.nonzero(self.ids[:n_cols] >= 0)[0]
        t0 = time.perf_counter()
        rows = self.rows if part is None else part.matrix(n_cols)
        fresh = Partition.train(rows, self.scales, live)
        with self._lock:
            later = np.arange(n_cols, self.n)  # written while it trained
            later = later[self.ids[later] >= 0]
            if len(later):
                fresh.add_many(later, self._columns(later))
            self.partition = fresh
            # The lists hold every vector now: the flat matrix goes (38 MB at 100k).
            self.rows = np.zeros((0, self.dimension), dtype=np.uint8)
        del rows
        _log.info("semantic index partitioned", vectors=n_live, lists=len(fresh.centroids),
                  ms=round((time.perf_counter() - t0) * 1000, 1))
        return True

    def start_partition(self, sample: Vectors, expected: int) -> None:
        """Partition an empty index from a sample of the vectors about to be loaded, so
        they go straight into lists (see :meth:`settle`)."""
        cols = np.arange(len(sample.scale))
        empty = Partition.train(biased(sample.q), sample.scale, cols, for_size=expected, fill=False)
        with self._lock:
            self.partition = empty
            self.rows = np.zeros((0, self.dimension), dtype=np.uint8)

    def settle(self) -> None:
        """After a bulk load into lists: trim them to size."""
        part = self.partition
        if part is None:
            return
        with self._lock:
            part.compact()

    def _scores_of(self, q: np.ndarray, qscale: float, cols: np.ndarray, block: np.ndarray) -> np.ndarray:
        """Scores of the columns ``cols`` whose stored rows are ``block`` (m x d)."""
        dots = self._scan_rows(q, block)[:, 0]
        out: np.ndarray = dots.astype(np.float32) * self.scales[cols] * np.float32(qscale) - self.hubws[cols]
        return out

    def _search_partition(self, part: Partition, q: np.ndarray, qscale: float, k: int,
                          n_live: int) -> Dense:
        """Search the lists nearest the query; mean and spread over the whole store
        from the running sums (:class:`_Moments`)."""
        cols, block = part.probe(q.astype(np.float32) * qscale, n_live)
        try:
            scores = self._scores_of(q, qscale, cols, block)
        finally:
            part.release(block)
        ids = self.ids
        k = min(k, len(scores))
        best = np.argpartition(-scores, k - 1)[:k] if k else np.zeros(0, dtype=np.int64)
        best = best[np.argsort(-scores[best])]
        top = []
        seen: set[int] = set()
        for i in best:
            mid = int(ids[cols[i]])
            if mid >= 0 and mid not in seen:
                seen.add(mid)
                top.append((mid, float(scores[i])))
        mean, std = self._moments.stats(q, qscale, n_live)
        return Dense(self, q, qscale, top, mean, std)

    def search(self, q: np.ndarray, qscale: float, k: int) -> Dense:
        """The ``k`` best memories for the int8 query ``q`` (scale ``qscale``)."""
        n_live = len(self._col)
        if n_live == 0:
            return Dense(self, q, qscale, [], 0.0, 0.0)
        part = self.partition
        if part is not None:
            return self._search_partition(part, q, qscale, k, n_live)
        if n_live < SMALL_STORE:
            n = self.n
            cos = self._scores_of(q, qscale, np.arange(n), self.rows[:n]) + self.hubws[:n]
            cos[self.ids[:n] < 0] = -1.0
            k = min(k, n)
            best = np.argpartition(-cos, k - 1)[:k]
            best = best[np.argsort(-cos[best])]
            top = [(int(self.ids[c]), float(cos[c])) for c in best if self.ids[c] >= 0]
            return Dense(self, q, qscale, top, PRIOR_MEAN, PRIOR_STD, hub=False)
        if self._search is None:
            self._search = _session(SEARCH_GRAPH)
        ids = self.ids
        all_scores: np.ndarray | None = None
        if self._search is not False:
            # One onnxruntime call: every score, the best k, and the sums for mean/std.
            rows, scales, hubws = self.rows, self.scales, self.hubws
            n = min(self.n, len(rows), len(scales), len(hubws))
            k = min(k, n)
            top_scores, top_cols, total, total_sq, *every = self._search.run(None, {
                "m": rows[:n], "q": halves(q.reshape(-1, 1)), "scale": scales[:n], "hubw": hubws[:n],
                "qscale": np.array([qscale], dtype=np.float32), "k": np.array([k], dtype=np.int64)})
            best, best_scores = top_cols[0], top_scores[0]
            mean = float(total) / n_live
            var = float(total_sq) / n_live - mean * mean
            if every:  # each column's score: fusion reads its candidates' from it
                all_scores = every[0][0]
        else:  # no search graph: numpy (slower, same result)
            cos = self._dots(q.reshape(1, -1))[0].astype(np.float32) * self.scales * np.float32(qscale)
            scores = cos - np.float32(HUB_W) * self.hubs  # holes and spare capacity: 0
            mean = float(scores.sum(dtype=np.float64)) / n_live
            var = float(np.dot(scores, scores)) / n_live - mean * mean
            k = min(k, len(scores))
            best = np.argpartition(-scores, k - 1)[:k]
            best = best[np.argsort(-scores[best])]
            best_scores = scores[best]
            all_scores = scores
        top = [(int(ids[c]), float(v)) for c, v in zip(best, best_scores, strict=True) if ids[c] >= 0]
        return Dense(self, q, qscale, top, mean, max(var, 0.0) ** 0.5, scores=all_scores)

    def cosines(self, ids: Sequence[int], q: np.ndarray, qscale: float, *, hub: bool = True,
                scores: np.ndarray | None = None) -> dict[int, float]:
        """Scores (hub-corrected unless ``hub`` is False) of ``ids`` (those with a vector)
        for the int8 query ``q``. ``scores``: every column's hub-corrected score as the
        search computed it, read instead of computing them again (a column written
        since is computed)."""
        mids, idx = self._col.lookup(ids)
        if not len(idx):
            return {}
        if scores is not None and hub:
            known = idx < len(scores)
            if known.all():
                return dict(zip(mids.tolist(), scores[idx].tolist(), strict=True))
            got = dict(zip(mids[known].tolist(), scores[idx[known]].tolist(), strict=True))
            got.update(self.cosines(mids[~known].tolist(), q, qscale))
            return got
        dots = unbiased(self._columns(idx)).astype(np.int32) @ q.astype(np.int32)
        cos = dots.astype(np.float32) * self.scales[idx] * np.float32(qscale)
        if hub:
            cos -= HUB_W * self.hubs[idx]
        return dict(zip(mids.tolist(), cos.tolist(), strict=True))

    def _columns(self, cols: np.ndarray) -> np.ndarray:
        """The stored rows (m x d, :func:`biased`) of columns ``cols``."""
        part = self.partition
        if part is not None:
            return part.vectors(cols)
        out: np.ndarray = self.rows[cols]
        return out

    def hubness(self, vecs: Vectors, skip: Sequence[int] = ()) -> np.ndarray:
        """Each vector's mean cosine to its ``HUB_K`` nearest memories in the index
        (memories ``skip`` and exact copies of itself left out)."""
        if len(self._col) == 0 or len(vecs.scale) == 0:
            return np.zeros(len(vecs.scale), dtype=np.float32)
        part = self.partition
        if part is not None:  # the nearest memories are in the nearest lists
            return self._hubness_partitioned(part, vecs, skip)
        cos = self._dots(vecs.q).astype(np.float32) * self.scales[None, :] * vecs.scale[:, None]
        cos[:, self.ids < 0] = -1.0
        for mid in skip:
            col = self._col.get(mid)
            if col is not None:
                cos[:, col] = -1.0
        cos[cos > 0.999] = -1.0  # itself (or a copy)
        k = min(HUB_K, len(self._col))
        nearest = np.partition(cos, cos.shape[1] - k, axis=1)[:, -k:]
        nearest[nearest < -0.5] = 0.0
        out: np.ndarray = nearest.mean(axis=1).astype(np.float32)
        return out


    def _hubness_partitioned(self, part: Partition, vecs: Vectors, skip: Sequence[int]) -> np.ndarray:
        out = np.zeros(len(vecs.scale), dtype=np.float32)
        skip_cols = {c for mid in skip if (c := self._col.get(mid)) is not None}
        for i in range(len(vecs.scale)):
            cols, block = part.probe(vecs.q[i].astype(np.float32) * vecs.scale[i], len(self._col))
            try:
                dots = self._scores_of(vecs.q[i], float(vecs.scale[i]), cols, block) + self.hubws[cols]
            finally:
                part.release(block)
            dots[(self.ids[cols] < 0) | (dots > 0.999)] = -1.0
            if skip_cols:
                dots[np.isin(cols, list(skip_cols))] = -1.0
            k = min(HUB_K, len(dots))
            top = np.partition(dots, len(dots) - k)[-k:] if k else dots
            top[top < -0.5] = 0.0
            out[i] = float(top.mean()) if k else 0.0
        return out


def halves(qt: np.ndarray) -> np.ndarray:
    """Int8 queries (d x b) as their high and low halves side by side (d x 2b):
    ``q = 2 * high + low``, high within [-64, 63], low 0 or 1.

    onnxruntime's uint8 x int8 product is exact on a CPU with VNNI; without it (AVX2
    only) the kernel adds products in pairs in int16 and saturates once a pair passes
    32,767 (a stored 255 times a query's 127, twice): 93 of 10,000 rows scored wrong by
    up to 5,416 in a test on such a CPU. A query within [-64, 63] keeps every pair under
    it (255 x 64 x 2 = 32,640); the halves cost a second column of the same product."""
    high = np.right_shift(qt, 1)  # arithmetic: -3 -> -2, and -3 & 1 -> 1
    low = np.bitwise_and(qt, 1)
    return np.ascontiguousarray(np.concatenate([high, low], axis=1), dtype=np.int8)


def _session(graph: Path) -> Any:
    """An onnxruntime session for one of the index's graphs, or False (numpy then)."""
    try:
        import onnxruntime as ort

        opts = ort.SessionOptions()
        opts.intra_op_num_threads = 1
        opts.inter_op_num_threads = 1
        opts.log_severity_level = 3
        opts.add_session_config_entry("session.intra_op.allow_spinning", "0")
        return ort.InferenceSession(str(graph), opts, providers=["CPUExecutionProvider"])
    except Exception as exc:  # a missing or unloadable graph: fall back to numpy
        _log.warning("semantic scan falls back to numpy", error=str(exc))
        return False


# ---------------------------------------------------------------------------- models

_ENCODERS: dict[Path, Encoder | ModelError] = {}
_ENCODERS_LOCK = threading.Lock()


def _encoder(directory: Path) -> Encoder:
    """The process's one encoder for ``directory`` (loaded on first use).

    Raises:
        ModelError: the directory is not a usable model (remembered: not retried).
    """
    with _ENCODERS_LOCK:
        got = _ENCODERS.get(directory)
        if got is None:
            t0 = time.perf_counter()
            try:
                got = Encoder(directory)
                _log.info("sentence model loaded", model=got.name, graph=got.graph, path=str(directory),
                          ms=round((time.perf_counter() - t0) * 1000, 1))
            except ModelError as exc:
                got = exc
                _log.error("sentence model cannot load; recall stays lexical", error=str(exc))
            _ENCODERS[directory] = got
    if isinstance(got, ModelError):
        raise got
    return got


class Semantic:
    """Recall by meaning for one database: model, index, query encoding, backfill.

    Args:
        db_path: the database file (the index loads its vectors from it).
        model_dir: the model directory.
        deadline_ms: a query vector later than this is dropped (recall answers lexically).
    """

    def __init__(self, db_path: Path | None, model_dir: Path, deadline_ms: float, *,
                 partition_at: int = MIN_VECTORS) -> None:
        self.db_path = db_path
        self.partition_at = partition_at
        self.model_dir = model_dir
        self.deadline = deadline_ms / 1000.0
        self.state = "loading"  # loading | ready | failed
        self.error: str | None = None
        self.encoder: Encoder | None = None
        self.index: Index | None = None
        self.missing: int | None = None  # memories without a vector (backfill left), when known
        self.backfilled = 0
        self.unembedded = 0  # summaries written while the model was not ready
        self.deadline_misses = 0
        self._loaded = threading.Event()
        self._pool = concurrent.futures.ThreadPoolExecutor(1, thread_name_prefix="mercury-embed")
        # Query vectors by (model, message text): a model of another id never reads
        # the vectors of the one before it.
        self._cache: OrderedDict[tuple[str, str], tuple[np.ndarray, float]] = OrderedDict()
        # Seconds an encoding of a message took lately (see query); unknown until the
        # model has encoded one, so the first message goes to the worker thread.
        self.encode_estimate = float("inf")
        self._cache_lock = threading.Lock()
        self._started = False
        self._start_lock = threading.Lock()
        self._loader: threading.Thread | None = None
        # In the daemon a write or a recall never waits for the model (it loads in the
        # background); a Brain used directly (tests, tools) waits, so its answers do
        # not depend on how fast the model loaded.
        self.background = False

    # ------------------------------------------------------------------ loading

    def start(self) -> None:
        """Load the model and the stored vectors in a background thread (once)."""
        with self._start_lock:
            if self._started:
                return
            self._started = True
            self._loader = threading.Thread(target=self._load, name="mercury-semantic-load", daemon=True)
            self._loader.start()

    def close(self, timeout: float = 10.0) -> None:
        """Let a load in progress finish and stop the query thread: onnxruntime aborts
        the process if the interpreter exits while it builds a session."""
        if self._loader is not None:
            self._loader.join(timeout)
        self._pool.shutdown(wait=True)

    def _load(self) -> None:
        try:
            encoder = _encoder(self.model_dir)
            index = Index(encoder.dimension, partition_at=self.partition_at)
            self.encoder = encoder
            encoder.encode_query("warming up")  # the first run allocates: not a measure
            self._encode_query(encoder, "warming up")  # how quick the model is here
            self._cache.clear()
            index.begin_load()
            self.index = index
            try:
                if self.db_path is not None and self.db_path.exists():
                    self._load_vectors(index, encoder.model_id)
            finally:
                index.end_load()
            index.maybe_partition()
            self.state = "ready"
        except ModelError as exc:
            self.state, self.error = "failed", str(exc)
        except Exception as exc:  # a broken file must not take the daemon down
            self.state, self.error = "failed", f"{type(exc).__name__}: {exc}"
            _log.error("semantic index cannot load; recall stays lexical", error=self.error)
        finally:
            self._loaded.set()

    def _load_vectors(self, index: Index, model_id: str) -> None:
        from mercuryd.store.db import Store, connect

        t0 = time.perf_counter()
        assert self.db_path is not None
        store = Store(connect(self.db_path, readonly=True), self.db_path)
        try:
            after = 0
            with store.reading():
                self.missing = store.count_missing_vectors(model_id)
                stored = store.memory_count() - self.missing
                if stored >= index.partition_at:
                    # A large store goes straight into lists: centroids from a sample
                    # first, so the flat matrix is never filled (38 MB at 100k).
                    sample = store.vectors_sample(model_id, max(1, stored // PARTITION_SAMPLE))
                    q = np.frombuffer(b"".join(r[2] for r in sample), dtype=np.int8).reshape(len(sample), -1)
                    index.start_partition(Vectors(q=q, scale=np.array([r[1] for r in sample],
                                                                       dtype=np.float32)), stored)
                    self._reserve_lists(store, index, model_id)
                index.reserve(stored + 1024)
                while True:
                    page = store.vectors_page(model_id, after, LOAD_PAGE)
                    if not page:
                        break
                    ids = [r[0] for r in page]
                    q = np.frombuffer(b"".join(r[2] for r in page), dtype=np.int8).reshape(len(page), -1)
                    if q.shape[1] != index.dimension:
                        raise ModelError("stored vectors have another dimension than the model")
                    index.put(ids, Vectors(q=q, scale=np.array([r[1] for r in page], dtype=np.float32)),
                              [r[3] for r in page], [r[4] for r in page], only_new=True)
                    after = ids[-1]
        finally:
            store.close()
        index.settle()
        _log.info("semantic index loaded", vectors=len(index), missing=self.missing,
                  ms=round((time.perf_counter() - t0) * 1000, 1))

    @staticmethod
    def _reserve_lists(store: Store, index: Index, model_id: str) -> None:
        """A first pass over the stored vectors counting each list's members, so the
        lists are allocated once at their size before the vectors are read into them."""
        part = index.partition
        assert part is not None
        counts = np.zeros(len(part.centroids), dtype=np.int64)
        after = 0
        while True:
            page = store.vectors_page(model_id, after, LOAD_PAGE)
            if not page:
                break
            q = np.frombuffer(b"".join(r[2] for r in page), dtype=np.int8).reshape(len(page), -1)
            counts += np.bincount(part.nearest(q), minlength=len(counts))
            after = page[-1][0]
        part.reserve(counts)

    def wait_loaded(self, timeout: float = ENCODER_WAIT) -> bool:
        """Block until loading ended (for tests and tools); True when ready."""
        self.start()
        self._loaded.wait(timeout)
        return self.state == "ready"

    @property
    def ready(self) -> bool:
        return self.state == "ready"

    @property
    def model_id(self) -> str | None:
        return self.encoder.model_id if self.encoder is not None else None

    # ------------------------------------------------------------------ write path

    def embed(self, texts: list[str]) -> Vectors | None:
        """Vectors for summaries being written.

        None while the model is still loading (a write never waits for it) or when it
        cannot load: the memory is stored without a vector, recall finds it lexically,
        and the backfill job embeds it once the model is ready (``unembedded`` counts
        them, so the daemon knows to run it).
        """
        if not texts:
            return None
        if not self.background:
            self.wait_loaded()
        if not self.ready or self.encoder is None:
            self.start()
            self.unembedded += len(texts)
            return None
        return quantise(self.encoder.encode(texts))

    # ------------------------------------------------------------------ queries

    def query(self, text: str, *, inline: bool = True
              ) -> concurrent.futures.Future[tuple[np.ndarray, float]] | None:
        """Start encoding ``text``; None until the model is ready.

        A vector cached for this text (and this model) is answered at once. A short
        message is encoded right here when the model has lately been far quicker than
        the deadline (``INLINE_SHARE``): about a millisecond, less than handing it to
        the worker thread and waking up again. Otherwise, or when the model slowed
        down, the worker thread encodes it and :meth:`dense` waits at most until the
        deadline.
        """
        if not self.background:
            self.wait_loaded()
        if not self.ready:
            self.start()
            return None
        encoder = self.encoder
        assert encoder is not None
        key = (encoder.model_id, text)
        with self._cache_lock:
            hit = self._cache.get(key)
            if hit is not None:
                self._cache.move_to_end(key)
        if hit is None and inline and len(text) <= INLINE_CHARS \
                and self.encode_estimate < INLINE_SHARE * self.deadline:
            try:
                hit = self._encode_query(encoder, text)
            except Exception as exc:  # as from the worker: dense() answers lexically
                failed: concurrent.futures.Future[tuple[np.ndarray, float]] = concurrent.futures.Future()
                failed.set_exception(exc)
                return failed
        if hit is not None:
            done: concurrent.futures.Future[tuple[np.ndarray, float]] = concurrent.futures.Future()
            done.set_result(hit)
            return done
        return self._pool.submit(self._encode_query, encoder, text)

    def _encode_query(self, encoder: Encoder, text: str) -> tuple[np.ndarray, float]:
        t0 = time.perf_counter()
        vec = quantise(encoder.encode_query(text)[None, :])
        took = time.perf_counter() - t0
        # A slow encoding counts at once (the next message goes to the worker thread,
        # under the deadline); a quick one lowers the estimate gradually.
        last = self.encode_estimate
        self.encode_estimate = took if last == float("inf") else max(took, 0.8 * last + 0.2 * took)
        got = (vec.q[0], float(vec.scale[0]))
        with self._cache_lock:
            self._cache[(encoder.model_id, text)] = got
            if len(self._cache) > QUERY_CACHE:
                self._cache.popitem(last=False)
        return got

    def later(self, text: str, *, k: int = TOP_K) -> Callable[[], Dense | None] | None:
        """The semantic side of ``text``, made in the worker thread from now on (the
        message encoded, or its vector taken from the cache, then the index searched)
        while the caller does other work (recall's lexical stage). Calling the result
        waits for it, at most until the deadline counted from now (then None: the
        lexical answer), once. None when the model is not ready.

        When the machine has no spare core (:func:`spare_core`) it is made right away
        instead, as :meth:`query` and :meth:`dense` make it (a short message on this
        thread while the model is quick): measured on a 2-core VM under a load of 3-4,
        running both threads cost 0.05-0.25 ms more per recall than one after the other;
        with a core to spare, overlapping saved ~0.3 ms.
        """
        if not self.background:
            self.wait_loaded()
        encoder, index = self.encoder, self.index
        if not self.ready or encoder is None or index is None:
            self.start()
            return None
        started = time.perf_counter()
        if not spare_core():
            # Every core busy: the worker thread would only queue behind this one (and
            # the hand-off costs a wake-up): the same work, done here, at once.
            now = self.dense(self.query(text), started, k=k)
            return lambda: now
        pending = self._pool.submit(self._semantic_side, encoder, index, text, k)
        done: list[Dense | None] = []

        def get() -> Dense | None:
            if not done:
                done.append(self._wait(pending, started))
            return done[0]

        return get

    def _semantic_side(self, encoder: Encoder, index: Index, text: str, k: int) -> Dense:
        key = (encoder.model_id, text)
        with self._cache_lock:
            hit = self._cache.get(key)
            if hit is not None:
                self._cache.move_to_end(key)
        q, qscale = hit if hit is not None else self._encode_query(encoder, text)
        return index.search(q, qscale, k)

    def dense(self, pending: concurrent.futures.Future[tuple[np.ndarray, float]] | None,
              started: float, *, k: int = TOP_K) -> Dense | None:
        """The semantic side of a query whose vector ``pending`` was started at
        ``started`` (``time.perf_counter()``); None past the deadline (logged)."""
        if pending is None or self.index is None:
            return None
        got = self._wait(pending, started)
        return self.index.search(got[0], got[1], k) if got is not None else None

    def _wait(self, pending: concurrent.futures.Future[_T], started: float) -> _T | None:
        """``pending``'s result if it comes within the deadline counted from ``started``;
        else None (logged, counted): the caller answers lexically, never with an error."""
        left = self.deadline - (time.perf_counter() - started)
        try:
            got = pending.result(timeout=max(left, 0.0))
            if time.perf_counter() - started > self.deadline:
                raise concurrent.futures.TimeoutError  # done, but late all the same
        except concurrent.futures.TimeoutError:
            self.deadline_misses += 1
            _log.warning("semantic deadline missed; lexical answer",
                         deadline_ms=round(self.deadline * 1000, 1),
                         took_ms=round((time.perf_counter() - started) * 1000, 1))
            return None
        except Exception as exc:  # an encoder failure: lexical answer, never an error
            _log.error("query encoding failed; lexical answer", error=str(exc))
            return None
        return got

    # ------------------------------------------------------------------ backfill

    def backfill_steps(self, store_writer: Store) -> steps.Steps[int]:
        """Embed memories that lack a vector of this model, then refresh the hubness
        of vectors computed when the store was less than half its size; a batch per
        step (encoded on a reader, written in one short transaction)."""
        if not self.wait_loaded() or self.encoder is None or self.index is None:
            return 0
        model_id = self.encoder.model_id
        encoder, index = self.encoder, self.index
        done = 0
        after = 0
        t0 = time.perf_counter()

        def batch(store: Store) -> tuple[list[int], list[str], Vectors | None, int]:
            rows = store.missing_vectors(model_id, after, BACKFILL_BATCH)
            if not rows:
                return [], [], None, 0
            texts = [r[1] for r in rows]
            return [r[0] for r in rows], texts, quantise(encoder.encode(texts)), \
                store.count_missing_vectors(model_id)

        self.unembedded = 0
        while True:
            ids, texts, vecs, left = yield steps.Read(batch)
            if not ids or vecs is None:
                break
            hubs = index.hubness(vecs)
            n = len(index)
            with store_writer.transaction():
                written = store_writer.put_vectors(model_id, ids, vecs.q, vecs.scale, texts, hubs, n)
                keep = [ids.index(i) for i in written]
                store_writer.after_commit(functools.partial(
                    index.put, written, Vectors(q=vecs.q[keep], scale=vecs.scale[keep]),
                    hubs[keep], [n] * len(keep)))
            done += len(written)
            self.backfilled += len(written)
            self.missing = max(left - len(written), 0)
            after = ids[-1]
            yield None
        self.missing = 0
        refreshed = yield from self._refresh_hubs(store_writer, model_id, index)
        yield steps.Read(lambda _store: index.maybe_partition())  # off the writer: seconds at 100k
        if done or refreshed:
            _log.info("semantic backfill", embedded=done, hubs_refreshed=refreshed,
                      ms=round((time.perf_counter() - t0) * 1000, 1))
        return done

    def _refresh_hubs(self, store_writer: Store, model_id: str, index: Index) -> steps.Steps[int]:
        """Recompute the hubness of vectors that saw a store less than half this size."""
        after = 0
        refreshed = 0

        def batch(store: Store) -> tuple[list[int], np.ndarray, int]:
            n = len(index)
            rows = store.stale_hubs(model_id, n, after, 64)
            if not rows:
                return [], np.zeros(0, dtype=np.float32), n
            q = np.frombuffer(b"".join(r[2] for r in rows), dtype=np.int8).reshape(len(rows), -1)
            vecs = Vectors(q=q, scale=np.array([r[1] for r in rows], dtype=np.float32))
            ids = [r[0] for r in rows]
            return ids, index.hubness(vecs), n

        while True:
            ids, hubs, n = yield steps.Read(batch)
            if not ids:
                break
            with store_writer.transaction(durable=False):
                store_writer.set_hubs(ids, hubs, n)
                store_writer.after_commit(functools.partial(index.set_hubs, ids, hubs, n))
            refreshed += len(ids)
            after = ids[-1]
            yield None
        return refreshed

    def status(self) -> wire.SemanticStatus:
        """What ``brain.status`` shows under ``semantic``."""
        return wire.SemanticStatus(
            state=self.state,  # type: ignore[arg-type]
            model=self.encoder.name if self.encoder else None,
            vectors=len(self.index) if self.index is not None else 0,
            backfill_left=self.missing,
            deadline_misses=self.deadline_misses,
            error=self.error,
        )


def _cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # not on Linux
        return os.cpu_count() or 1


CORES = _cores()


def spare_core() -> bool:
    """Whether a core is likely idle: the 1-minute load average (a quarter of a
    microsecond to read) at least half a core below the cores this process may use."""
    try:
        return os.getloadavg()[0] <= CORES - 0.5
    except OSError:
        return CORES > 1


# ---------------------------------------------------------------------------- registry

_BY_DB: dict[tuple[str, Path], Semantic] = {}
_BY_DB_LOCK = threading.Lock()
_RESOLVED: dict[Path, str] = {}  # a database path -> its resolved form (a syscall per part)


def _resolved(path: Path) -> str:
    """``path`` resolved, remembered: every recall looks its index up by it."""
    got = _RESOLVED.get(path)
    if got is None:
        if len(_RESOLVED) >= 64:
            _RESOLVED.clear()
        got = _RESOLVED[path] = str(path.resolve())
    return got


def for_store(store: Store, config: Retrieval) -> Semantic | None:
    """The process's :class:`Semantic` for ``store``'s file; None when turned off."""
    if not config.semantic:
        return None
    model_dir = Path(config.model).expanduser() if config.model else BUNDLED
    key = (_resolved(store.path) if store.path else f"conn:{id(store.conn)}", model_dir)
    with _BY_DB_LOCK:
        got = _BY_DB.get(key)
        if got is None:
            got = _BY_DB[key] = Semantic(store.path, model_dir, config.semantic_deadline_ms)
        return got


def forget(db_path: Path) -> None:
    """Drop the index of ``db_path`` (the daemon reopens it: reload from the file)."""
    _RESOLVED.pop(db_path, None)
    prefix = str(db_path.resolve())
    with _BY_DB_LOCK:
        gone = [_BY_DB.pop(k) for k in [k for k in _BY_DB if k[0] == prefix]]
    for sem in gone:
        sem.close()


def encode_f32(texts: list[str], model_dir: Path = BUNDLED) -> F32:
    """Unit float vectors (for benchmarks and tools)."""
    return _encoder(model_dir).encode(texts)
