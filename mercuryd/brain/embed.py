"""The sentence encoder: text -> a unit vector that places meaning, stored as int8.

mercuryd ships all-MiniLM-L6-v2 converted to an int8 ONNX graph
(``mercuryd/models/minilm``, made by ``scripts/build_model.py``); onnxruntime runs it on
one thread (a short message in about half a millisecond) and the Hugging Face
``tokenizers`` WordPiece reads its ``tokenizer.json``. A model directory of the same
kind (``model.onnx`` with inputs ``input_ids``/``attention_mask`` and output
``embedding``, ``tokenizer.json``, ``model.json``) can replace it
(``memory.secondBrain.retrieval.model``).

Vectors are kept as int8 with one scale each (``component = byte * scale``): 384 bytes
a memory, a quarter of float32, and the same ranking within 0.01 of cosine.

A summary in the store's own third-person style is read by the model in the first
person (:func:`document_text`: "User prefers X" -> "I prefer X", "User's son Leo" ->
"my son Leo"), the way the messages it must match are written; it measured better on
the paraphrase probe's development set (docs/recall.md). What the model reads is part
of what made a vector: ``DOCUMENT_TEXT`` is in ``model_id``, so a change of it has
existing stores re-embedded by the backfill.
"""

from __future__ import annotations

import json
import re
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

__all__ = ["BUNDLED", "DOCUMENT_TEXT", "Encoder", "ModelError", "Vectors", "document_text", "f32", "quantise"]

BUNDLED = Path(__file__).resolve().parent.parent / "models" / "minilm"

DOC_TOKENS = 128  # a summary holds at most 500 characters: ~120 word pieces
QUERY_TOKENS = 64  # a message is cut to its first and last word pieces beyond this
QUERY_HEAD = 40  # ... this many from the start, the rest from the end (the ask)

DOCUMENT_TEXT = "first-person-2"  # how a summary becomes the model's input (in model_id; 2: pets unnamed)

I8 = npt.NDArray[np.int8]
F32 = npt.NDArray[np.float32]


class ModelError(Exception):
    """The model directory is missing, incomplete or not of the expected kind."""


@dataclass(frozen=True)
class Vectors:
    """int8 rows (n x dim) and their scales (n): ``row * scale`` is the unit vector."""

    q: I8
    scale: F32


def f32(values: list[float]) -> F32:
    """A float32 array (the scales' type)."""
    return np.asarray(values, dtype=np.float32)


def quantise(x: F32) -> Vectors:
    """Unit float vectors -> int8 rows with one scale each (max component -> 127)."""
    peak = np.maximum(np.abs(x).max(axis=1), 1e-12)
    scale = (peak / 127.0).astype(np.float32)
    q = np.clip(np.rint(x / scale[:, None]), -127, 127).astype(np.int8)
    return Vectors(q=q, scale=scale)


_USER_LEAD = re.compile(r"^\s*(?:the\s+)?user(?:'s)?\s", re.I)
_USER_AND = re.compile(r"^\s*(?:the\s+)?user\s+and\s+", re.I)
_QUOTED = re.compile(r"^[^:\s][^:]{0,39}:\s")  # "Ana: ..." a turn quoted with its speaker
_THEIR = re.compile(r"\b(?:their|theirs|themselves|themself)\b", re.I)
_MINE = {"their": "my", "theirs": "mine", "themselves": "myself", "themself": "myself"}


def document_text(summary: str) -> str:
    """What the model reads for a memory: a summary about the user in the first person.

    The store's own style ("User prefers tea", "User's son Leo is four", "User and their
    sister ...") and a summary without a subject that starts with a verb, a relation or
    a word describing the user ("Prefers aisle seats", "Teenage son Omar ...", "Learning
    to brew beer", "Afraid of heights") read as "I prefer tea", "my son Leo is four",
    "I and my sister ...", "I prefer aisle seats", "my teenage son Omar ...", "I am
    learning to brew beer", "I am afraid of heights". Anything else (a note about
    someone, a quoted turn "Ana: ...") is read as it is. A pet's name is left out of such
    a summary ("my dog Biscuit is a beagle" -> "my dog is a beagle": ``_PET_NAME``).
    """
    from mercuryd.brain import english

    text = summary.strip()
    if _USER_LEAD.match(text):
        m = _USER_AND.match(text)
        text = "I and " + text[m.end():] if m else english.first_person(text)
    else:
        first_person = _subjectless(text)
        if first_person is None:
            return summary
        text = first_person
    return _PET_NAME.sub(r"\1", _THEIR.sub(lambda w: _MINE[w.group(0).lower()], text))


# A pet's name says nothing of what a memory is about, and pets are often named after food or
# things ("my dog Biscuit", "a cat called Pepper"): read by meaning, "any ideas for a gift for a
# chef?" found the dog. The model reads the animal without its name (recall still finds the name
# by its word); people's names are kept.
_PET_NAME = re.compile(
    r"\b((?:dog|dogs|cat|cats|puppy|pup|kitten|rabbit|bunny|budgie|parrot|hamster|guinea\s+pig|tortoise|"
    r"horse|pony|lizard|gecko|snake|ferret|goldfish|chicken|hen|hens|tabby|spaniel|labrador|retriever|"
    r"terrier|collie|greyhound|beagle|poodle|dachshund|pug|whippet|lurcher))"
    r"(?:,?\s+(?:called|named))?,?\s+[A-Z][\w'’-]{0,30}\b(?!\s+[A-Z])")


_FIRST_PERSON = frozenset("i i'm i've i'd i'll me my mine we we're we've our".split())
_LEAD_ADVERBS = frozenset("only never always usually often rarely sometimes still also just mostly".split())
_MODALS = {"can't": "cannot", "cannot": "cannot", "can": "can", "won't": "won't", "will": "will",
           "doesn't": "don't", "does": "do", "is": "am", "was": "was", "has": "have", "had": "had"}


def _subjectless(text: str) -> str | None:
    """``text`` in the first person when it reads as a summary about the user written
    without a subject ("Prefers aisle seats", "Cancelled the gym", "Learning to brew",
    "Afraid of heights", "Best friend Keanu ..."); None when it does not (a sentence
    about someone else, "Marcus works in insurance", or a quoted turn)."""
    from mercuryd.brain import english, lexicon
    from mercuryd.brain.candidate import RELATIONS

    words = text.split()
    if not words or _QUOTED.match(text):
        return None
    low = [w.lower().strip(",.;:!?") for w in words]
    if low[0] in _FIRST_PERSON:
        return None
    lowered = text[:1].lower() + text[1:]
    for i, w in enumerate(low[:2]):  # "Grandfather Tomasz", "Teenage son Omar", "Mother-in-law Ruth"
        if w in RELATIONS or w.split("-")[0] in RELATIONS or (w.endswith("s") and w[:-1] in RELATIONS):
            if i == 0 or not lexicon.verbish(low[0]):
                return "my " + lowered
            break
    head = 0
    while head < len(low) - 1 and low[head] in _LEAD_ADVERBS:
        head += 1
    verb, nxt = low[head], (low[head + 1] if head + 1 < len(low) else "")
    lead = " ".join(low[:head])
    rest = " ".join(words[head + 1:])
    adv = lead + " " if lead else ""
    if verb in _MODALS:
        return f"I {adv}{_MODALS[verb]} {rest}".rstrip()
    if english.is_past(verb):
        return f"I {adv}{verb} {rest}".rstrip()
    if len(verb) > 4 and verb.endswith("ing"):
        return f"I am {adv}{verb} {rest}".rstrip()
    if "'" in verb or words[head].endswith(","):  # "Chloe's birthday ...", "Thanks, Mel"
        return None
    base = english.base_form(verb)
    # A known verb ("Prefers ..."), or an -s word followed by a function word ("Fasts
    # during ...", "Maintains a ..."); not a name followed by its verb ("Marcus works").
    if base and (base in lexicon.VERBS or (nxt in lexicon.FUNCTION_WORDS and nxt not in ("and", "or", "of")
                                          and not lexicon.verbish(nxt))):
        return f"I {adv}{base} {rest}".rstrip()
    if head == 0 and verb in lexicon.ADJECTIVES:
        return "I am " + lowered
    return None


# x86 CPU features whose int8 kernels add exact products (VNNI, AMX): without one, onnxruntime's uint8 x int8 kernel adds
# products in pairs in int16 and saturates, and the bundled encoder's vectors differ from one CPU to another
_EXACT_INT8 = re.compile(r"\b(?:avx512_vnni|avx_vnni|avx_vnni_int8|amx_int8)\b")


def exact_products_needed(machine: str | None = None, cpu_flags: str | None = None) -> bool:
    """Whether this CPU's int8 products saturate (an x86 CPU without VNNI, seen on AMD EPYC build machines), so the
    encoder runs the graph that computes each product exactly (``model_exact.onnx``: the same weights, each product as
    two that cannot saturate; ``scripts/build_model.py`` ``split_products``). Other CPUs (ARM's dot products, x86 with
    VNNI) compute the plain graph exactly and faster; unknown flags are taken as exact."""
    import platform

    machine = (machine if machine is not None else platform.machine()).lower()
    if machine not in {"x86_64", "amd64", "i386", "i686", "x86"}:
        return False
    if cpu_flags is None:
        try:
            cpu_flags = Path("/proc/cpuinfo").read_text(encoding="utf-8", errors="replace")
        except OSError:
            return False
    flags = next((line for line in cpu_flags.splitlines() if line.startswith("flags")), "")
    return bool(flags) and not _EXACT_INT8.search(flags)


class Encoder:
    """One loaded model: thread-safe ``encode`` (onnxruntime releases the GIL).

    Raises:
        ModelError: from the constructor, when ``directory`` is not a usable model.
    """

    def __init__(self, directory: Path, *, threads: int = 1) -> None:
        self.directory = directory
        meta_file, onnx_file, tok_file = (directory / n for n in ("model.json", "model.onnx", "tokenizer.json"))
        for f in (meta_file, onnx_file, tok_file):
            if not f.is_file():
                raise ModelError(f"{f} is missing (a model directory holds model.json, model.onnx, "
                                 "tokenizer.json)")
        try:
            meta = json.loads(meta_file.read_text())
            self.dimension = int(meta["dimension"])
        except (ValueError, KeyError, TypeError) as exc:
            raise ModelError(f"{meta_file} is not a model description: {exc}") from None
        self.name = str(meta.get("name", directory.name))
        # What made a stored vector: a different model (or weights) re-embeds everything. (The exact graph, where it
        # runs, gives the vectors the plain one gives on a CPU that adds exactly: the same id.)
        self.model_id = (f"{self.name}/{meta.get('weights', '?')}/{onnx_file.stat().st_size}"
                         f"/{DOCUMENT_TEXT}")
        if (exact := directory / "model_exact.onnx").is_file() and exact_products_needed():
            onnx_file = exact
        self.graph = onnx_file.name
        import onnxruntime as ort
        from tokenizers import Tokenizer

        opts = ort.SessionOptions()
        opts.intra_op_num_threads = threads
        opts.inter_op_num_threads = 1
        opts.log_severity_level = 3
        # No busy-waiting threads: the daemon idles most of the time.
        opts.add_session_config_entry("session.intra_op.allow_spinning", "0")
        try:
            # onnxruntime's SkipLayerNormalization fusion made short inputs slower here
            # (8.3 -> 6.0 ms at 128 tokens without it; see docs/recall.md).
            self._session: Any = ort.InferenceSession(
                str(onnx_file), opts, providers=["CPUExecutionProvider"],
                disabled_optimizers=["SkipLayerNormFusion"])
            tok = Tokenizer.from_file(str(tok_file))
        except Exception as exc:  # onnxruntime and tokenizers raise their own types
            raise ModelError(f"cannot load the model in {directory}: {exc}") from None
        tok.no_padding()
        tok.no_truncation()
        self._tok = tok
        self._lock = threading.Lock()  # Tokenizer objects are not documented thread-safe

    def _ids(self, texts: list[str], limit: int, head: int | None) -> list[list[int]]:
        with self._lock:
            encs = self._tok.encode_batch(texts)
        out: list[list[int]] = []
        for e in encs:
            ids = e.ids  # [CLS] ... [SEP]
            if len(ids) > limit:
                if head is None:
                    ids = [*ids[: limit - 1], ids[-1]]
                else:
                    ids = [*ids[:head], *ids[len(ids) - (limit - head):]]
            out.append(ids)
        return out

    def _run(self, rows: list[list[int]]) -> F32:
        width = max(len(r) for r in rows)
        ids = np.zeros((len(rows), width), dtype=np.int64)
        mask = np.zeros((len(rows), width), dtype=np.int64)
        for i, r in enumerate(rows):
            ids[i, : len(r)] = r
            mask[i, : len(r)] = 1
        out = self._session.run(["embedding"], {"input_ids": ids, "attention_mask": mask})[0]
        return np.asarray(out, dtype=np.float32)

    def encode(self, texts: list[str]) -> F32:
        """Unit vectors (n x dim) for memory summaries (as :func:`document_text` reads them).

        One text per run: the int8 graph quantises its activations per run, so a text
        batched with others would come out a little different (cosine ~0.99) from the
        same text alone; one at a time, a summary always gets the same bytes.
        """
        out = np.zeros((len(texts), self.dimension), dtype=np.float32)
        for i, ids in enumerate(self._ids([document_text(t) or " " for t in texts], DOC_TOKENS, None)):
            out[i] = self._run([ids])[0]
        return out

    def encode_query(self, text: str) -> F32:
        """The unit vector of one message; a long one keeps its start and its end."""
        out: F32 = self._run(self._ids([text or " "], QUERY_TOKENS, QUERY_HEAD))[0]
        return out
