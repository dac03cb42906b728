"""Inverted lists over the vector index, for stores too large to scan whole per query.

An exact scan reads every memory's 384 bytes: about 2-3 ms at 100k memories on these
machines, most of recall's budget. Above ``MIN_VECTORS`` the index is partitioned:
k-means centroids over a sample of the vectors, and for each centroid (a *list*) the
int8 vectors nearest to it, stored contiguously. A query scores the centroids, scans
the lists nearest to it until they hold ``PROBE_SHARE`` of the store, and ranks those
exactly. The lists are kept in step with writes (a new vector joins its nearest list);
the centroids are retrained when the store has doubled since. How much of the exact
answer this keeps is measured in docs/recall.md.

Vectors are held as *rows*: uint8, each int8 vector + 128 (:func:`biased`), one row a
vector, so the lists a query probes are joined by copying whole blocks and scanned by
onnxruntime's fast kernel (the index's layout, :mod:`mercuryd.brain.semantic`).
"""

from __future__ import annotations

import threading

import numpy as np

__all__ = ["MIN_VECTORS", "Partition", "biased", "unbiased"]

MIN_VECTORS = 20_000  # below this, the whole index is scanned (under ~0.5 ms)
PROBE_SHARE = 0.05  # a query scans the nearest lists until they hold this share of vectors
MIN_PROBES = 16  # ... and at least this many lists
SAMPLE = 4_096  # vectors the centroids are trained on (x lists: ~6-7 per list at 100k)
ITERATIONS = 8  # k-means rounds
SPARE_BUFFERS = 2  # probe buffers kept for reuse (searches on two threads at once)


_BIAS = np.uint8(0x80)


def biased(q: np.ndarray) -> np.ndarray:
    """int8 vectors as stored rows: each component + 128, as uint8 (flipping the sign
    bit: no arithmetic)."""
    out: np.ndarray = q.view(np.uint8) ^ _BIAS
    return out


def unbiased(rows: np.ndarray) -> np.ndarray:
    """Stored rows back to their int8 vectors."""
    out: np.ndarray = (rows ^ _BIAS).view(np.int8)
    return out


def lists_for(n: int) -> int:
    """How many lists for ``n`` vectors (about 2 x sqrt(n), 64..1024)."""
    return int(min(1024, max(64, 2 * n ** 0.5)))


class Partition:
    """Centroids and, per centroid, the columns (of the index) nearest to it, with a
    contiguous copy of their rows (:func:`biased`)."""

    def __init__(self, centroids: np.ndarray, trained_on: int, lists: int = 16) -> None:
        self.centroids = centroids  # (lists, d) float32, unit rows
        self.trained_on = trained_on
        k, d = centroids.shape
        self.blocks: list[np.ndarray] = [np.zeros((lists, d), dtype=np.uint8) for _ in range(k)]
        self.cols: list[np.ndarray] = [np.full(lists, -1, dtype=np.int64) for _ in range(k)]
        self.sizes = np.zeros(k, dtype=np.int64)
        self.list_of = np.full(1024, -1, dtype=np.int64)  # column -> its list
        self.pos = np.full(1024, -1, dtype=np.int64)  # column -> its place in that list
        self._lock = threading.Lock()
        self._spare: list[np.ndarray] = []  # probe buffers (see probe)
        self._spare_lock = threading.Lock()

    @classmethod
    def train(cls, rows: np.ndarray, scales: np.ndarray, live: np.ndarray,
              rng: np.random.Generator | None = None, *, for_size: int | None = None,
              fill: bool = True) -> Partition:
        """Spherical k-means over a sample of the live columns of ``rows`` (n x d,
        :func:`biased`); with ``fill`` the lists then take every live column.
        ``for_size``: the store size the number of lists is chosen for (default: the
        live columns)."""
        rng = rng or np.random.default_rng(0)
        pick = live if len(live) <= SAMPLE else rng.choice(live, SAMPLE, replace=False)
        x = _unit(unbiased(rows[pick]).astype(np.float32) * scales[pick, None])
        k = min(lists_for(for_size or len(live)), len(pick))
        centroids = x[rng.choice(len(x), k, replace=False)].copy()
        for _ in range(ITERATIONS):
            nearest = np.concatenate([np.argmax(x[i:i + 2048] @ centroids.T, axis=1)
                                      for i in range(0, len(x), 2048)])
            sums = np.zeros_like(centroids)
            np.add.at(sums, nearest, x)
            empty = np.bincount(nearest, minlength=k) == 0
            sums[empty] = centroids[empty]  # an empty list keeps its centroid
            centroids = _unit(sums)
        part = cls(centroids.astype(np.float32), for_size or len(live), lists=0)
        if not fill:
            return part
        lists = np.concatenate([part.nearest(unbiased(rows[live[i:i + 2048]]))
                                for i in range(0, len(live), 2048)])
        part.build(live, lists, rows)
        return part

    def build(self, cols: np.ndarray, lists: np.ndarray, rows: np.ndarray) -> None:
        """Fill every list at once, each allocated to its size plus an eighth (no
        copies while growing: the resident memory at 100k is what the index adds)."""
        k, d = self.centroids.shape
        order = np.argsort(lists, kind="stable")
        counts = np.bincount(lists, minlength=k)
        starts = np.concatenate([[0], np.cumsum(counts)])
        top = int(cols.max()) + 1 if len(cols) else 0
        self.list_of = _grown(self.list_of, max(top, len(self.list_of)))
        self.pos = _grown(self.pos, max(top, len(self.pos)))
        self.blocks, self.cols = [], []
        for c in range(k):
            members = cols[order[starts[c]:starts[c + 1]]]
            cap = len(members) + max(16, len(members) // 8)
            block = np.zeros((cap, d), dtype=np.uint8)
            block[:len(members)] = rows[members]
            ids = np.full(cap, -1, dtype=np.int64)
            ids[:len(members)] = members
            self.blocks.append(block)
            self.cols.append(ids)
            self.list_of[members] = c
            self.pos[members] = np.arange(len(members))
        self.sizes = counts.astype(np.int64)

    def nearest(self, vecs: np.ndarray) -> np.ndarray:
        """The list of each int8 row of ``vecs`` (n x d)."""
        out: np.ndarray = np.argmax(vecs.astype(np.float32) @ self.centroids.T, axis=1)
        return out

    def reserve(self, counts: np.ndarray) -> None:
        """Room in each list for ``counts`` more vectors (plus an eighth), allocated
        once: a bulk load then appends without growing copies."""
        d = self.centroids.shape[1]
        for c, more in enumerate(counts):
            size = int(self.sizes[c])
            cap = size + int(more) + max(16, (size + int(more)) // 8)
            if cap > len(self.cols[c]):
                grown = np.zeros((cap, d), dtype=np.uint8)
                grown[:size] = self.blocks[c][:size]
                ids = np.full(cap, -1, dtype=np.int64)
                ids[:size] = self.cols[c][:size]
                self.blocks[c], self.cols[c] = grown, ids

    def add_many(self, cols: np.ndarray, block: np.ndarray, lists: np.ndarray | None = None) -> None:
        """Add columns ``cols`` whose rows (:func:`biased`) are those of ``block``
        (n x d); a column already held is updated in place, or moved if its nearest
        list changed. ``lists``: their lists, when already known."""
        if lists is None:
            lists = self.nearest(unbiased(block))
        with self._lock:
            top = int(cols.max()) + 1 if len(cols) else 0
            if top > len(self.list_of):
                size = max(top, 2 * len(self.list_of))
                self.list_of = _grown(self.list_of, size)
                self.pos = _grown(self.pos, size)
            held = self.list_of[cols] >= 0
            for i in np.nonzero(held)[0]:  # re-added (an edited summary): rare
                col, c, old = int(cols[i]), int(lists[i]), int(self.list_of[cols[i]])
                if c == old:
                    self.blocks[c][self.pos[col]] = block[i]
                else:
                    self.cols[old][self.pos[col]] = -1  # a dead slot, skipped by probe
                    self._append(c, cols[i:i + 1], block[i:i + 1])
            fresh = np.nonzero(~held)[0]
            for c in np.unique(lists[fresh]):
                take = fresh[lists[fresh] == c]
                self._append(int(c), cols[take], block[take])

    def add(self, col: int, vec: np.ndarray) -> None:
        """Add (or update) one column with int8 vector ``vec``."""
        self.add_many(np.array([col], dtype=np.int64), biased(vec.reshape(1, -1)))

    def _append(self, c: int, cols: np.ndarray, block: np.ndarray) -> None:
        size, m = int(self.sizes[c]), len(cols)
        if size + m > len(self.cols[c]):
            cap = max(size + m, 2 * len(self.cols[c]))
            grown = np.zeros((cap, block.shape[1]), dtype=np.uint8)
            grown[:size] = self.blocks[c][:size]
            grown_cols = np.full(cap, -1, dtype=np.int64)
            grown_cols[:size] = self.cols[c][:size]
            self.blocks[c], self.cols[c] = grown, grown_cols
        self.blocks[c][size:size + m] = block
        self.cols[c][size:size + m] = cols
        self.list_of[cols] = c
        self.pos[cols] = np.arange(size, size + m)
        self.sizes[c] = size + m

    def compact(self) -> None:
        """Trim every list to its size plus an eighth (lists grown one page at a time
        doubled their room)."""
        for c in range(len(self.sizes)):
            size = int(self.sizes[c])
            cap = size + max(16, size // 8)
            if len(self.cols[c]) > cap:
                self.blocks[c] = self.blocks[c][:cap].copy()
                self.cols[c] = self.cols[c][:cap].copy()

    def vectors(self, cols: np.ndarray) -> np.ndarray:
        """The rows (m x d, :func:`biased`) of columns ``cols`` (each must be held)."""
        d = self.centroids.shape[1]
        out = np.zeros((len(cols), d), dtype=np.uint8)
        blocks = self.blocks
        for i, (c, p) in enumerate(zip(self.list_of[cols].tolist(), self.pos[cols].tolist(), strict=True)):
            if c >= 0:
                out[i] = blocks[c][p]
        return out

    def matrix(self, n: int) -> np.ndarray:
        """Every held row at its column of an (n x d) array (retraining reads it)."""
        d = self.centroids.shape[1]
        out = np.zeros((n, d), dtype=np.uint8)
        for c, size in enumerate(self.sizes):
            cols = self.cols[c][:size]
            live = (cols >= 0) & (cols < n)
            out[cols[live]] = self.blocks[c][:size][live]
        return out

    def probe(self, query: np.ndarray, total: int) -> tuple[np.ndarray, np.ndarray]:
        """The columns (and their rows, m x d) of the lists nearest ``query`` (float,
        d), until they hold ``PROBE_SHARE`` of ``total`` vectors."""
        order = np.argsort(-(self.centroids @ query))
        held = np.cumsum(self.sizes[order])
        n = max(MIN_PROBES, int(np.searchsorted(held, PROBE_SHARE * total)) + 1)
        chosen = order[:n].tolist()
        sizes = self.sizes.tolist()
        cols = np.concatenate([self.cols[c][:sizes[c]] for c in chosen])
        # Into a buffer kept from an earlier probe (give it back with release): ~2 MB
        # at 100k memories, which a fresh array would fault in page by page each time.
        block = np.concatenate([self.blocks[c][:sizes[c]] for c in chosen], out=self._buffer(len(cols)))
        live = cols >= 0
        if live.all():
            return cols, block
        kept = cols[live], block[live]  # copies: the buffer may go back now, not before
        self.release(block)
        return kept

    def _buffer(self, m: int) -> np.ndarray:
        """An (m x d) uint8 array to copy probed rows into, from the spare ones if any."""
        d = self.centroids.shape[1]
        with self._spare_lock:
            for i, buf in enumerate(self._spare):
                if len(buf) >= m:
                    del self._spare[i]
                    return buf[:m]
        return np.empty((m + m // 4, d), dtype=np.uint8)[:m]

    def release(self, block: np.ndarray) -> None:
        """Keep ``block`` (from :meth:`probe`, no longer read) for the next probe."""
        buf = block.base if isinstance(block.base, np.ndarray) else block
        if buf.ndim != 2 or buf.dtype != np.uint8 or not buf.flags.c_contiguous:
            return
        with self._spare_lock:
            if len(self._spare) < SPARE_BUFFERS:
                self._spare.append(buf)


def _grown(a: np.ndarray, size: int) -> np.ndarray:
    out = np.full(size, -1, dtype=a.dtype)
    out[:len(a)] = a
    return out


def _unit(x: np.ndarray) -> np.ndarray:
    out: np.ndarray = x / np.maximum(np.linalg.norm(x, axis=1, keepdims=True), 1e-12)
    return out
