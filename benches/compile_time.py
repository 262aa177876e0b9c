#!/usr/bin/env python3
"""Compile-time cost of static shapes.

Generates a throwaway crate under target/compile-time/<variant>/ with 200 distinct functions,
each one broadcast `a + b` of rank 4 to 6, and times `cargo check` and a debug `cargo build` of
that crate alone (dependencies are built first and not counted):

  A  static shapes, dims <= 16, inline `Tensor` storage
  B  static shapes, dims up to 1024, `HeapTensor` storage
  C  the same 200 computations on `DynTensor` (run-time shapes)

Run: python3 benches/compile_time.py   (prints a table; takes a few minutes)
"""
import os
import random
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "target", "compile-time")
FUNCTIONS = 200


def shapes(rng, max_dim):
    """A legal pair: rhs drops leading dims of lhs and sets some sizes to 1."""
    rank = rng.randint(4, 6)
    lhs = [rng.randint(2, max_dim) for _ in range(rank)]
    drop = rng.randint(0, 2)
    rhs = [d if rng.random() < 0.6 else 1 for d in lhs[drop:]]
    # Some 1s on the left too, so both sides stretch.
    lhs = [1 if (i >= drop and rhs[i - drop] != 1 and rng.random() < 0.2) else d for i, d in enumerate(lhs)]
    out = [max(a, b) for a, b in zip(lhs, [1] * drop + rhs)]
    return lhs, rhs, out


def lit(dims):
    return ", ".join(str(d) for d in dims)


def source(variant, seed=7):
    rng = random.Random(seed)
    max_dim = 16 if variant == "A" else 1024
    lines = ["#![allow(dead_code)]", "use shaped::prelude::*;", ""]
    for i in range(FUNCTIONS):
        lhs, rhs, out = shapes(rng, max_dim)
        if variant == "A":
            t = "Tensor"
        elif variant == "B":
            t = "HeapTensor"
        else:
            t = None
        if t:
            lines.append(
                f"pub fn f{i}(a: &{t}<f32, shape![{lit(lhs)}]>, b: &{t}<f32, shape![{lit(rhs)}]>) "
                f"-> {t}<f32, shape![{lit(out)}]> {{ a + b }}"
            )
        else:
            lines.append(
                f"pub fn f{i}(a: &DynTensor<f32>, b: &DynTensor<f32>) -> DynTensor<f32> {{"
                f" debug_assert_eq!(a.shape(), &[{lit(lhs)}]); debug_assert_eq!(b.shape(), &[{lit(rhs)}]);"
                f" a + b }}"
            )
    return "\n".join(lines) + "\n"


def crate(variant):
    path = os.path.join(OUT, variant)
    os.makedirs(os.path.join(path, "src"), exist_ok=True)
    with open(os.path.join(path, "Cargo.toml"), "w") as f:
        f.write(
            f'[package]\nname = "ct_{variant.lower()}"\nversion = "0.0.0"\nedition = "2024"\n\n'
            f'[dependencies]\nshaped = {{ path = "{ROOT}" }}\n\n[workspace]\n'
        )
    with open(os.path.join(path, "src", "lib.rs"), "w") as f:
        f.write(source(variant))
    return path


def timed(path, *args):
    env = dict(os.environ, CARGO_TARGET_DIR=os.path.join(OUT, "target"))
    subprocess.run(["cargo", *args], cwd=path, env=env, check=True, capture_output=True)  # deps
    os.utime(os.path.join(path, "src", "lib.rs"))
    start = time.monotonic()
    subprocess.run(["cargo", *args], cwd=path, env=env, check=True, capture_output=True)
    return time.monotonic() - start


def main():
    rows = []
    for variant, what in [
        ("A", "static, dims <= 16, inline Tensor"),
        ("B", "static, dims <= 1024, HeapTensor"),
        ("C", "run-time shapes, DynTensor"),
    ]:
        path = crate(variant)
        check = timed(path, "check")
        build = timed(path, "build")
        rows.append((variant, what, check, build))
        print(f"{variant}: check {check:.2f} s, build {build:.2f} s", file=sys.stderr)
    print(f"{'variant':8} {'what':38} {'cargo check':>12} {'debug build':>12}")
    for variant, what, check, build in rows:
        print(f"{variant:8} {what:38} {check:>10.2f} s {build:>10.2f} s")


if __name__ == "__main__":
    main()
