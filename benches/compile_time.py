#!/usr/bin/env python3
"""Compile-time cost of static shapes.

Generates a throwaway crate under target/compile-time/<variant>/ with 200 distinct functions,
each one broadcast `a + b` of rank 4 to 6, and times `cargo check` and a debug `cargo build` of
that crate alone (dependencies are built first and not counted):

  A  static shapes, dims <= 16, inline `Tensor` storage
  B  static shapes, dims up to 1024, `HeapTensor` storage
  C  the same 200 computations on `DynTensor` (run-time shapes)
  D  200 static reshapes `t.reshape::<shape![..]>()` (inline `Tensor`, rank 2 to 4, dims <= 16;
     the element-count check is solved by the compiler with typenum)
  E  the same 200 reshapes on `DynTensor` (`t.reshape(&[..])`)
  F  200 static narrows `t.narrow::<AXIS, LEN>(start)` (inline `Tensor`, rank 2 to 4,
     dims <= 64; the length check is solved by the compiler)
  G  the same 200 narrows on `DynTensor` (`t.narrow(axis, start, len)`)
  H  200 static reshapes of `HeapTensor`s whose sizes are outside the table of static sizes
     (1025 to 3000, not a power of two or ten): `shape!` writes each such size with its digits,
     which costs anonymous constants; compare with D, whose sizes are in the table
  I  the 200 broadcasts of A on `HeapTensor`s whose sizes are symbolic (`Sym<s7>` for a size 7,
     one brand per size, declared with `shaped::brand!`; the 1s stay `Const<1>`): the
     broadcast is checked by the compiler, the sizes live at run time
  J  the same 200 broadcasts with `Dyn` in place of each brand (`HeapTensor`, `Const<1>` kept):
     the code that I is compared with (same storage, same kernels, sizes compared at run time)
  K  the 200 broadcasts of I with scoped sizes (`Sym<Scoped<'s7>>`: each function generic over
     one lifetime per size, as code called inside `shaped::with_size` is written)

Each timing is a full, non-incremental compile of the generated crate (`CARGO_INCREMENTAL=0`):
with incremental compilation on, `touch src/lib.rs` would only replay the cached queries and
time nothing. Every variant is timed `--repeat` times (default 3); the table shows the median
and the fastest run.

Variant C's functions all call the same `&DynTensor<f32> + &DynTensor<f32>`; each one carries
its shapes as `debug_assert_eq!`s so the 200 bodies stay distinct.

Run: python3 benches/compile_time.py [--repeat N]   (prints a table; takes a minute or two)
"""
import argparse
import os
import random
import statistics
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


def regroup(rng, dims):
    """The same element count with other sizes: merge two neighbours or split a size."""
    out = list(dims)
    rng.shuffle(out)
    if len(out) > 2 and rng.random() < 0.5:
        i = rng.randrange(len(out) - 1)
        out[i : i + 2] = [out[i] * out[i + 1]]
    elif out[0] % 2 == 0 and out[0] > 2:
        out[0:1] = [2, out[0] // 2]
    return out


def off_table(rng):
    """A size above 1024 that is not a power of two (or one less) or of ten."""
    while True:
        n = rng.randint(1025, 3000)
        if n & (n - 1) and n & (n + 1) and n not in (10000, 1000):
            return n


def view_source(variant, seed=11):
    """Variants D-H: reshapes and narrows, static or on DynTensor."""
    rng = random.Random(seed)
    lines = ["#![allow(dead_code)]", "use shaped::prelude::*;", ""]
    for i in range(FUNCTIONS):
        rank = rng.randint(2, 4)
        if variant == "H":
            dims = [off_table(rng) for _ in range(rng.randint(2, 3))]
            out = regroup(rng, dims)
            lines.append(
                f"pub fn r{i}(a: &HeapTensor<f32, shape![{lit(dims)}]>) -> bool "
                f"{{ a.reshape::<shape![{lit(out)}]>().is_view() }}"
            )
        elif variant in "DE":
            dims = [rng.randint(2, 16) for _ in range(rank)]
            out = regroup(rng, dims)
            if variant == "D":
                lines.append(
                    f"pub fn r{i}(a: &Tensor<f32, shape![{lit(dims)}]>) -> bool "
                    f"{{ a.reshape::<shape![{lit(out)}]>().is_view() }}"
                )
            else:
                lines.append(
                    f"pub fn r{i}(a: &DynTensor<f32>) -> bool {{"
                    f" debug_assert_eq!(a.shape(), &[{lit(dims)}]);"
                    f" a.reshape(&[{lit(out)}]).map(|r| r.is_view()).unwrap_or(false) }}"
                )
        else:
            dims = [rng.randint(2, 64) for _ in range(rank)]
            axis = rng.randrange(rank)
            length = rng.randint(0, dims[axis])
            start = rng.randint(0, dims[axis] - length)
            if variant == "F":
                lines.append(
                    f"pub fn n{i}(a: &Tensor<f32, shape![{lit(dims)}]>) -> bool "
                    f"{{ a.narrow::<{axis}, {length}>({start}).is_some() }}"
                )
            else:
                lines.append(
                    f"pub fn n{i}(a: &DynTensor<f32>) -> bool {{"
                    f" debug_assert_eq!(a.shape(), &[{lit(dims)}]);"
                    f" a.narrow({axis}, {start}, {length}).is_ok() }}"
                )
    return "\n".join(lines) + "\n"


def dims_of(dims, brand, scoped=False):
    """A tuple shape: `Const<1>` for a 1, else `Sym<sN>` (brand), `Sym<Scoped<'sN>>` (scoped)
    or `Dyn`."""
    def dim(d):
        if d == 1:
            return "Const<1>"
        if scoped:
            return f"Sym<Scoped<'s{d}>>"
        return f"Sym<s{d}>" if brand else "Dyn"
    return "(" + "".join(dim(d) + ", " for d in dims) + ")"


def run_time_source(variant, seed=7):
    """Variants I, J and K: A's broadcasts with symbolic sizes, `Dyn` in their place, or scoped
    sizes."""
    rng = random.Random(seed)
    brand = variant == "I"
    scoped = variant == "K"
    lines = ["#![allow(dead_code)]", "use shaped::prelude::*;", ""]
    if scoped:
        lines += ["use shaped::shape::Scoped;", ""]
    if brand:
        lines.append("shaped::brand! {")
        lines += [f"    pub struct s{n};" for n in range(2, 17)]
        lines += ["}", ""]
    for i in range(FUNCTIONS):
        lhs, rhs, out = shapes(rng, 16)
        sizes = sorted({d for d in out if d != 1})
        params = ", ".join("'s%d" % d for d in sizes)
        generics = f"<{params}>" if scoped and sizes else ""
        lines.append(
            f"pub fn f{i}{generics}(a: &HeapTensor<f32, {dims_of(lhs, brand, scoped)}>, "
            f"b: &HeapTensor<f32, {dims_of(rhs, brand, scoped)}>) "
            f"-> HeapTensor<f32, {dims_of(out, brand, scoped)}> {{ a + b }}"
        )
    return "\n".join(lines) + "\n"


def source(variant, seed=7):
    if variant in "DEFGH":
        return view_source(variant)
    if variant in "IJK":
        return run_time_source(variant, seed)
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


def cargo(path, args):
    env = dict(os.environ, CARGO_TARGET_DIR=os.path.join(OUT, "target"), CARGO_INCREMENTAL="0")
    done = subprocess.run(
        ["cargo", *args], cwd=path, env=env, capture_output=True, text=True
    )
    if done.returncode != 0:
        sys.exit(f"cargo {' '.join(args)} failed in {path}:\n{done.stderr}")
    return done.stderr


def timed(path, args, repeat):
    """Seconds for `cargo <args>` of the generated crate alone, `repeat` times."""
    cargo(path, args)  # dependencies (and a first build of the crate), not timed
    name = "ct_" + os.path.basename(path).lower()
    times = []
    for _ in range(repeat):
        os.utime(os.path.join(path, "src", "lib.rs"))
        start = time.monotonic()
        log = cargo(path, args)
        times.append(time.monotonic() - start)
        if f"{name} v" not in log or "shaped v" in log:
            sys.exit(f"expected cargo to rebuild only {name}:\n{log}")
    return times


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="timed runs per variant and command")
    parser.add_argument("--only", default="", help="variants to run, e.g. DEFG (default: all)")
    opts = parser.parse_args()
    rustc = subprocess.run(["rustc", "--version"], capture_output=True, text=True).stdout.strip()
    rows = []
    for variant, what in [
        ("A", "static, dims <= 16, inline Tensor"),
        ("B", "static, dims <= 1024, HeapTensor"),
        ("C", "run-time shapes, DynTensor"),
        ("D", "200 static reshapes, Tensor"),
        ("E", "200 reshapes, DynTensor"),
        ("F", "200 static narrows, Tensor"),
        ("G", "200 narrows, DynTensor"),
        ("H", "200 static reshapes, sizes off-table"),
        ("I", "symbolic sizes, HeapTensor"),
        ("J", "Dyn sizes, HeapTensor (I with Dyn)"),
        ("K", "scoped sizes, HeapTensor (I with Scoped)"),
    ]:
        if opts.only and variant not in opts.only:
            continue
        path = crate(variant)
        check = timed(path, ["check"], opts.repeat)
        build = timed(path, ["build"], opts.repeat)
        rows.append((variant, what, check, build))
        print(
            f"{variant}: check {' '.join(f'{t:.2f}' for t in check)} s; "
            f"build {' '.join(f'{t:.2f}' for t in build)} s",
            file=sys.stderr,
        )
    print(f"{FUNCTIONS} functions per crate, {rustc}, median (fastest) of {opts.repeat} runs")
    print(f"{'variant':8} {'what':36} {'cargo check':>18} {'debug build':>18}")
    for variant, what, check, build in rows:
        cells = [f"{statistics.median(t):.2f} s ({min(t):.2f})" for t in (check, build)]
        print(f"{variant:8} {what:36} {cells[0]:>18} {cells[1]:>18}")


if __name__ == "__main__":
    main()
