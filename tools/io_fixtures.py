#!/usr/bin/env python3
"""Writes the `.npy`, `.npz` and `safetensors` fixtures of `tests/all/io.rs` with NumPy and the
`safetensors` package, and `expected.json`: for each file and array, the element type, shape
and elements (row-major; integers and booleans as numbers, floats as their bits) a reader must
find.

    pip install numpy safetensors
    python3 tools/io_fixtures.py          # rewrites tests/fixtures/io/
    python3 tools/io_fixtures.py --check DIR   # NumPy and safetensors read what the crate wrote:
    # DIR is printed by `cargo test --all-features --test all -- io::writes --nocapture`
"""
import io
import json
import os
import sys

import numpy as np
from safetensors.numpy import save as st_save

OUT = os.path.join(os.path.dirname(__file__), "..", "tests", "fixtures", "io")
DTYPES = ["b1", "i1", "i2", "i4", "i8", "u1", "u2", "u4", "u8", "f4", "f8"]
expected = {}


def values(kind, shape, seed):
    n = int(np.prod(shape)) if shape else 1
    rng = np.random.default_rng(seed)
    if kind == "b1":
        v = rng.integers(0, 2, n).astype(bool)
    elif kind[0] in "iu":
        info = np.iinfo(np.dtype(kind))
        v = rng.integers(info.min, info.max, n, dtype=np.dtype(kind), endpoint=True)
        if n >= 2:
            v[0], v[1] = info.min, info.max
    else:
        v = rng.standard_normal(n).astype(np.dtype(kind))
        if n >= 4:
            v[0], v[1], v[2], v[3] = -0.0, np.inf, -np.inf, np.finfo(np.dtype(kind)).tiny
    return v.reshape(shape)


def record(name, key, a):
    flat = np.ascontiguousarray(a).reshape(-1)
    if a.dtype == bool:
        vals = [bool(x) for x in flat]
    elif a.dtype.kind in "iu":
        vals = [int(x) for x in flat]
    else:
        # Floats by their bits (little-endian integers), so -0.0, infinities and NaN compare exactly.
        bits = flat.astype(flat.dtype.newbyteorder("<")).view("<u%d" % flat.dtype.itemsize)
        vals = [int(x) for x in bits]
    expected.setdefault(name, {})[key] = {
        "dtype": a.dtype.str[1:],
        "shape": list(a.shape),
        "values": vals,
    }


def main():
    os.makedirs(OUT, exist_ok=True)
    for f in os.listdir(OUT):
        os.remove(os.path.join(OUT, f))
    seed = 0
    for kind in DTYPES:
        for order in "<>":
            for fortran in (False, True):
                seed += 1
                a = values(kind, (2, 3), seed)
                dt = np.dtype(kind).newbyteorder(order) if np.dtype(kind).itemsize > 1 else np.dtype(kind)
                b = np.asfortranarray(a.astype(dt)) if fortran else np.ascontiguousarray(a.astype(dt))
                name = f"{kind}_{'le' if order == '<' else 'be'}_{'f' if fortran else 'c'}.npy"
                np.save(os.path.join(OUT, name), b)
                record(name, "", a)
    # Shapes: 0-d, 1-d, empty, 3-d in Fortran order.
    for name, a in [
        ("scalar.npy", np.array(2.5, dtype="<f8")),
        ("vector.npy", np.arange(5, dtype="<i4")),
        ("empty.npy", np.zeros((0, 3), dtype="<f4")),
        ("cube_f.npy", np.asfortranarray(np.arange(24, dtype="<i2").reshape(2, 3, 4))),
    ]:
        np.save(os.path.join(OUT, name), a)
        record(name, "", a)
    # Format versions 2.0 and 3.0.
    for version in [(2, 0), (3, 0)]:
        a = np.arange(6, dtype="<u2").reshape(3, 2)
        name = f"v{version[0]}.npy"
        with open(os.path.join(OUT, name), "wb") as f:
            np.lib.format.write_array(f, a, version=version)
        record(name, "", a)
    # Archives, stored and compressed.
    arrays = {"w": values("f4", (4, 3), 100), "b": values("f4", (3,), 101), "steps": np.arange(7, dtype="<i8"),
              "mask": values("b1", (2, 2), 102)}
    np.savez(os.path.join(OUT, "model.npz"), **arrays)
    np.savez_compressed(os.path.join(OUT, "model_compressed.npz"), **arrays)
    np.savez(os.path.join(OUT, "positional.npz"), arrays["steps"], arrays["b"])
    for key, a in arrays.items():
        record("model.npz", key, a)
        record("model_compressed.npz", key, a)
    record("positional.npz", "arr_0", arrays["steps"])
    record("positional.npz", "arr_1", arrays["b"])
    # safetensors.
    tensors = {f"t_{k}": np.ascontiguousarray(values(k, (2, 3), 200 + i)) for i, k in enumerate(DTYPES)}
    tensors["dense.weight"] = values("f4", (4, 3), 300)
    tensors["dense.bias"] = values("f4", (3,), 301)
    tensors["scalar"] = np.array(7.0, dtype="<f8")
    tensors["empty"] = np.zeros((0, 5), dtype="<i4")
    with open(os.path.join(OUT, "weights.safetensors"), "wb") as f:
        f.write(st_save(tensors, metadata={"format": "np", "note": "fixture \"quoted\""}))
    for key, a in tensors.items():
        record("weights.safetensors", key, a)
    with open(os.path.join(OUT, "expected.json"), "w") as f:
        json.dump(expected, f, sort_keys=True, allow_nan=False)
        f.write("\n")


def check(d):
    from safetensors.numpy import load_file, safe_open
    w = (np.arange(12, dtype=np.float32) * 0.5 - 2.0).reshape(3, 4).T
    i64 = np.iinfo(np.int64)
    z = np.load(os.path.join(d, "ours.npz"))
    assert sorted(z.files) == ["k", "m", "w"], z.files
    assert np.array_equal(z["w"], w) and z["w"].dtype == np.float32
    assert np.array_equal(z["m"], [True, False, True]) and z["m"].dtype == bool
    assert np.array_equal(z["k"], [i64.min, 0, i64.max]) and z["k"].dtype == np.int64
    assert np.array_equal(np.load(os.path.join(d, "ours.npy")), w)
    t = load_file(os.path.join(d, "ours.safetensors"))
    assert np.array_equal(t["w"], w) and np.array_equal(t["m"], [True, False, True])
    assert np.array_equal(t["k"], [i64.min, 0, i64.max])
    with safe_open(os.path.join(d, "ours.safetensors"), framework="np") as f:
        assert f.metadata() == {"a": 'b"c'}, f.metadata()
    print("NumPy and safetensors read what shaped wrote")


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--check":
        sys.exit(check(sys.argv[2]))
    sys.exit(main())
