"""The bundled encoder computes the same vectors on every CPU (docs/recall.md, "The encoder's quantised products").

On an x86 CPU without VNNI onnxruntime's uint8 x int8 kernel saturates pairs of products in int16; there the encoder runs
``model_exact.onnx``, the same weights with each product split into two that cannot saturate. Real model files, real
onnxruntime."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from mercuryd.brain import embed

MODEL = Path(embed.__file__).resolve().parent.parent / "models" / "minilm"
VNNI = "processor\t: 0\nflags\t\t: fpu sse sse2 avx avx2 avx512f avx512_vnni\n"
AVX2 = "processor\t: 0\nflags\t\t: fpu sse sse2 avx avx2 fma\n"


@pytest.mark.parametrize(("machine", "flags", "needed"), [
    ("x86_64", AVX2, True), ("x86_64", VNNI, False), ("x86_64", AVX2.replace("fma", "fma avx_vnni"), False),
    ("aarch64", AVX2, False), ("arm64", "", False), ("x86_64", "", False),
])
def test_the_exact_graph_is_for_x86_without_vnni(machine: str, flags: str, needed: bool) -> None:
    assert embed.exact_products_needed(machine, flags) is needed


def test_both_graphs_ship_and_share_one_model_id() -> None:
    assert (MODEL / "model.onnx").is_file() and (MODEL / "model_exact.onnx").is_file()
    enc = embed.Encoder(MODEL)
    assert enc.graph == ("model_exact.onnx" if embed.exact_products_needed() else "model.onnx")
    assert f"/{(MODEL / 'model.onnx').stat().st_size}/" in enc.model_id


def test_the_exact_graph_adds_what_no_pair_can_saturate() -> None:
    """The exact graph's products are the plain graph's where no pair saturates: on a CPU that adds exactly (VNNI, ARM)
    the two graphs give the same vectors; on one that saturates they differ, and the exact one is the one chosen."""
    import onnxruntime as ort
    from tokenizers import Tokenizer

    tok = Tokenizer.from_file(str(MODEL / "tokenizer.json"))
    tok.no_padding()
    enc = tok.encode("User works rotating shifts at the garden centre")
    feed = {"input_ids": np.array([enc.ids], dtype=np.int64), "attention_mask": np.array([enc.attention_mask], dtype=np.int64)}
    opts = ort.SessionOptions()
    opts.log_severity_level = 3
    vec = {name: ort.InferenceSession(str(MODEL / name), opts, providers=["CPUExecutionProvider"]).run(["embedding"], feed)[0][0]
           for name in ("model.onnx", "model_exact.onnx")}
    cosine = float(vec["model.onnx"] @ vec["model_exact.onnx"])
    if embed.exact_products_needed():
        assert 0.95 < cosine < 0.9999, cosine  # the saturation the plain graph suffers here, and no more
    else:
        assert cosine > 0.9999, cosine
