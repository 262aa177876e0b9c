#!/usr/bin/env python3
"""Compile cost of static shapes as rustc's own instruction count.

Generates throwaway crates under target/compile-icount/ and counts the instructions rustc
executes to compile each of them (not its dependencies, which are built first), in three
profiles: `cargo check`, a debug `cargo build` and a release `cargo build --release` with cargo's
default release profile (16 codegen units, no LTO). Cargo runs rustc through a wrapper that puts
only the generated crate's rustc under `valgrind --tool=cachegrind --cache-sim=no`; the count
is the same on every run whatever the load of the machine (it moves by well under 1 % from run
to run, with the hash seeds and thread interleavings of rustc), so the two columns of a table
can be compared even when they were measured at different times.

The tables:

  rank 2   200 distinct rank-2 computations, 50 each of `[R, C] + [R, C]`, `[R, C] + [C]`,
           `[R, C] + [R, 1]` and `[R, K] · [K, C]` with sizes 2 to 16, written with this crate's
           inline `Tensor` and with nalgebra's `SMatrix` as its users write them (`a + b`,
           a row added to every row, a column to every column, `a * b`)
  rank 4-6 the 200 broadcasts `a + b` of rank 4 to 6 of `benches/compile_time.py` (its variant
           A, inline `Tensor`, dims <= 16) beside the same computations on `DynTensor` (its
           variant C)
  symbolic the same 200 broadcasts on `HeapTensor`s with symbolic sizes (`Sym<..>`, its variant
           I) beside the same code with `Dyn` sizes (its variant J)
  scoped   the same 200 broadcasts with scoped sizes (`Sym<Scoped<'s>>`, its variant K) beside
           declared brands (its variant I)
  kmeans   the NumPy k-means of `benches/src/bin/kmeans.rs` as a program of its own, on
           `DynTensor` beside the same program on ndarray 0.16 (its two modules, each with the
           points, a `main` that runs it and prints the result)
  softmax, sum, add
           one generic function over `Tensor<f32, shape![4, N]>` called for N = 1 to 50 (a row
           softmax, a column sum, `a + a`), beside the same on nalgebra's `SMatrix<f32, 4, N>`
  view     the generic `a + a.t().t()` beside the generic `a + a`: what a view operand costs

With `--extreme SECONDS`, it times instead (natively, each build stopped after SECONDS) one
operation on legal static shapes with no element and a large row (`[0, 1025, .., 1029]`,
`[0, 262144, 1048576]`, and for heap tensors `[0, 2^62]`), inline and heap, in each profile.
A build past the limit is stopped with its rustc (its own process group); a failed build shows
its first error.

`benches/ir_lines.py` then tells what the calls of a generated crate instantiate (LLVM IR
lines per call site and per generic function). Needs valgrind and cargo (x86-64 Linux); a
developer tool, not run in CI. One table takes 3 to 15 minutes on 2 cores (a release build of a
crate runs about 30x slower under valgrind). The extreme shapes ask rustc for memory it may not
have: run them on an idle machine.

Run from anywhere in the repository:
  python3 benches/compile_icount.py                  # every table, all three profiles
  python3 benches/compile_icount.py --only rank2     # one table (also rank4, symbolic, scoped,
                                                     # kmeans, softmax, sum, add, view)
  python3 benches/compile_icount.py --profiles check,debug
  python3 benches/compile_icount.py --extreme 60      # the empty extreme shapes, timed
"""
import argparse
import importlib.util
import os
import random
import signal
import stat
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "target", "compile-icount")
PER_KIND = 50
PROFILES = {
    "check": ["check"],
    "debug": ["build"],
    "release": ["build", "--release"],
}


def compile_time():
    """benches/compile_time.py as a module: its generator of the rank 4-6 workload."""
    spec = importlib.util.spec_from_file_location(
        "compile_time", os.path.join(ROOT, "benches", "compile_time.py")
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def rank2(library, seed=5):
    """200 rank-2 computations in `library` ("shaped" or "nalgebra"), the same shapes for both."""
    rng = random.Random(seed)
    if library == "shaped":
        lines = ["#![allow(dead_code)]", "use shaped::prelude::*;", ""]
    else:
        lines = ["#![allow(dead_code)]", "use nalgebra::{RowSVector, SMatrix, SVector};", ""]
    i = 0
    for kind in ("same", "row", "column", "matmul"):
        for _ in range(PER_KIND):
            r, c, k = (rng.randint(2, 16) for _ in range(3))
            if library == "shaped":
                m = f"Tensor<f32, shape![{r}, {c}]>"
                if kind == "same":
                    body = f"(a: &{m}, b: &{m}) -> {m} {{ a + b }}"
                elif kind == "row":
                    body = f"(a: &{m}, b: &Tensor<f32, shape![{c}]>) -> {m} {{ a + b }}"
                elif kind == "column":
                    body = f"(a: &{m}, b: &Tensor<f32, shape![{r}, 1]>) -> {m} {{ a + b }}"
                else:
                    body = (
                        f"(a: &Tensor<f32, shape![{r}, {k}]>, b: &Tensor<f32, shape![{k}, {c}]>) "
                        f"-> {m} {{ a.matmul(b) }}"
                    )
            else:
                m = f"SMatrix<f32, {r}, {c}>"
                if kind == "same":
                    body = f"(a: &{m}, b: &{m}) -> {m} {{ a + b }}"
                elif kind == "row":
                    body = (
                        f"(a: &{m}, b: &RowSVector<f32, {c}>) -> {m} "
                        "{ let mut out = *a; for mut row in out.row_iter_mut() { row += b; } out }"
                    )
                elif kind == "column":
                    body = (
                        f"(a: &{m}, b: &SVector<f32, {r}>) -> {m} "
                        "{ let mut out = *a; for mut col in out.column_iter_mut() { col += b; } out }"
                    )
                else:
                    body = f"(a: &SMatrix<f32, {r}, {k}>, b: &SMatrix<f32, {k}, {c}>) -> {m} {{ a * b }}"
            lines.append(f"pub fn f{i}{body}")
            i += 1
    return "\n".join(lines) + "\n"


def kmeans(library):
    """The k-means program of `benches/src/bin/kmeans.rs` on `library` ("shaped" or "ndarray")
    alone: the constants, the points, the library's module and a `main` that runs it."""
    text = open(os.path.join(ROOT, "benches", "src", "bin", "kmeans.rs")).read()
    start = text.index("const N: usize")
    shared = text[start:text.index("/// The example's k-means on `DynTensor`")]
    module = f"mod on_{library} {{"
    body = text[text.index(module):]
    body = body[:body.index("\n}\n") + 3]
    if library == "shaped":
        uses = "use shaped::prelude::*;"
        run = """    let x = DynTensor::from_vec(points(), &[N, 2]).expect("N * 2 values");
    let (c, labels, inertia) = on_shaped::kmeans(black_box(&x));
    let (centres, labels) = (c.to_vec(), labels.to_vec());"""
    else:
        uses = "use ndarray::Array2;"
        run = """    let x = Array2::from_shape_vec((N, 2), points()).expect("N * 2 values");
    let (c, labels, inertia) = on_ndarray::kmeans(black_box(&x));
    let (centres, labels) = (c.into_raw_vec_and_offset().0, labels.to_vec());"""
    main = f"""
pub fn main() {{
{run}
    let first = labels.iter().filter(|&&l| l == 0).count();
    println!("inertia {{inertia:.12}} centres {{centres:.6?}} cluster 0 has {{first}} points");
}}
"""
    return f"use std::hint::black_box;\n\n{uses}\n\n{shared}{body}{main}"
SIZES = range(1, 51)


def generic(library, probe):
    """One generic function over `[4, N]` (`SMatrix<f32, 4, N>`), called for N = 1 to 50, as a
    generic-library author writes it: `probe` is `softmax` (along the rows), `sum` (down the
    columns), `add` (of two owned operands) or `view` (`a + a.t().t()`, shaped only)."""
    if library == "shaped":
        t = "Tensor<f32, shape![4, N]>"
        head = ["#![allow(dead_code)]", "use shaped::prelude::*;", ""]
        bodies = {
            "softmax": f"fn g<const N: usize>(a: &{t}) -> f32 {{ a.softmax::<1>().sum_all() }}",
            "sum": f"fn g<const N: usize>(a: &{t}) -> f32 {{ a.sum::<0>().sum_all() }}",
            "add": f"fn g<const N: usize>(a: &{t}) -> f32 {{ (a + a).sum_all() }}",
            "view": f"fn g<const N: usize>(a: &{t}) -> f32 {{ (a + &a.t().t()).sum_all() }}",
        }
        call = "g::<{n}>(&Tensor::full(x))"
    else:
        t = "SMatrix<f32, 4, N>"
        head = ["#![allow(dead_code)]", "use nalgebra::SMatrix;", ""]
        bodies = {
            "softmax": (
                f"fn g<const N: usize>(a: &{t}) -> f32 {{ let mut out = *a; "
                "for mut row in out.row_iter_mut() { let m = row.max(); "
                "row.apply(|v| *v = (*v - m).exp()); let s = row.sum(); row /= s; } out.sum() }"
            ),
            "sum": f"fn g<const N: usize>(a: &{t}) -> f32 {{ a.row_sum().sum() }}",
            "add": f"fn g<const N: usize>(a: &{t}) -> f32 {{ (a + a).sum() }}",
        }
        call = "g::<{n}>(&SMatrix::repeat(x))"
    lines = head + [bodies[probe], "", "pub fn run(x: f32) -> f32 {", "    let mut total = 0.0;"]
    lines += [f"    total += {call.format(n=n)};" for n in SIZES]
    lines += ["    total", "}"]
    return "\n".join(lines) + "\n"


# Legal static shapes with no element and a large row: one operation each.
EXTREME = {
    "inline_empty_6d": (
        "Tensor<u8, shape![0, 1025, 1026, 1027, 1028, 1029]>",
        "Tensor<u8, shape![1029]>",
        "a + b",
    ),
    "inline_empty_2_20": (
        "Tensor<u8, shape![0, 262144, 1048576]>",
        "Tensor<u8, shape![1048576]>",
        "a + b",
    ),
    "heap_empty_6d": (
        "HeapTensor<u8, shape![0, 1025, 1026, 1027, 1028, 1029]>",
        "HeapTensor<u8, shape![0, 1025, 1026, 1027, 1028, 1029]>",
        "&(a + b) * b",
    ),
    "heap_empty_2_20": (
        "HeapTensor<u8, shape![0, 262144, 1048576]>",
        "HeapTensor<u8, shape![1048576]>",
        "&(a + b) * b",
    ),
    "heap_empty_2_62": (
        "HeapTensor<u8, shape![0, 4611686018427387904]>",
        "HeapTensor<u8, shape![0, 4611686018427387904]>",
        "&(a + b) * b",
    ),
}


def extreme(name):
    a, b, body = EXTREME[name]
    return (
        "#![allow(dead_code)]\nuse shaped::prelude::*;\n\n"
        f"pub fn f(a: &{a}, b: &{b}) -> usize {{ ({body}).numel() }}\n"
    )


def timed(path, profile, limit):
    """Seconds of a build of the crate at `path` alone in `profile` (its dependencies built
    first), or None when it takes longer than `limit` seconds."""
    env = dict(os.environ, CARGO_TARGET_DIR=os.path.join(OUT, "target-timed"), CARGO_INCREMENTAL="0")
    args = ["cargo", *PROFILES[profile]]
    # The dependencies only: the crate itself may not finish.
    subprocess.run([*args, "-p", "shaped"], cwd=path, env=env, capture_output=True, text=True,
                   timeout=3600)
    start = time.monotonic()
    # Its own process group, so that a build past the limit is stopped with its rustc (and
    # only with it).
    proc = subprocess.Popen(args, cwd=path, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        _, stderr = proc.communicate(timeout=limit)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.communicate()
        return None
    if proc.returncode != 0:
        errors = [line for line in stderr.splitlines() if line.startswith("error")]
        return f"fails: {errors[0] if errors else '?'}"
    return time.monotonic() - start


def crate(name, source, nalgebra):
    path = os.path.join(OUT, name)
    os.makedirs(os.path.join(path, "src"), exist_ok=True)
    if nalgebra == "ndarray":
        dep = 'ndarray = "0.16"'
    elif nalgebra:
        dep = 'nalgebra = { version = "0.33", default-features = false, features = ["std"] }'
    else:
        dep = f'shaped = {{ path = "{ROOT}" }}'

    with open(os.path.join(path, "Cargo.toml"), "w") as f:
        f.write(
            f'[package]\nname = "{name}"\nversion = "0.0.0"\nedition = "2024"\n\n'
            f"[dependencies]\n{dep}\n\n[workspace]\n"
        )
    with open(os.path.join(path, "src", "lib.rs"), "w") as f:
        f.write(source)
    return path


def wrapper():
    """A RUSTC_WRAPPER that runs the generated crate's rustc under cachegrind."""
    path = os.path.join(OUT, "count-rustc.sh")
    os.makedirs(OUT, exist_ok=True)
    with open(path, "w") as f:
        f.write(
            "#!/bin/sh\n"
            'case " $* " in\n'
            '  *" --crate-name $COUNT_CRATE "*)\n'
            '    exec valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file="$COUNT_OUT" "$@" ;;\n'
            "esac\n"
            'exec "$@"\n'
        )
    os.chmod(path, os.stat(path).st_mode | stat.S_IXUSR)
    return path


def counted(path, profile):
    """rustc's instructions for the crate at `path` alone in `profile`."""
    name = os.path.basename(path)
    out = os.path.join(OUT, f"{name}.{profile}.cachegrind")
    env = dict(
        os.environ,
        CARGO_TARGET_DIR=os.path.join(OUT, "target"),
        CARGO_INCREMENTAL="0",
        RUSTC_WRAPPER=wrapper(),
        COUNT_CRATE=name,
        COUNT_OUT=out,
    )
    args = ["cargo", *PROFILES[profile]]
    # The dependencies and a first build of the crate, not counted (the same wrapper, so that
    # cargo's fingerprints do not change, told to count a crate that does not exist).
    first = subprocess.run(args, cwd=path, env=dict(env, COUNT_CRATE="-"), capture_output=True,
                           text=True)
    if first.returncode != 0:
        sys.exit(f"{' '.join(args)} failed in {path}:\n{first.stderr}")
    os.utime(os.path.join(path, "src", "lib.rs"))
    if os.path.exists(out):
        os.remove(out)
    done = subprocess.run(args, cwd=path, env=env, capture_output=True, text=True)
    if done.returncode != 0 or f"Compiling {name}" not in done.stderr and f"Checking {name}" not in done.stderr:
        sys.exit(f"{' '.join(args)} did not rebuild {name}:\n{done.stderr}")
    with open(out) as f:
        for line in f:
            if line.startswith("summary:"):
                return int(line.split()[1])
    sys.exit(f"no summary in {out}")


def table(title, left, right, rows, profiles):
    print(f"\n{title}\n")
    print(f"| profile | {left} | {right} | {left} / {right} |")
    print("|---|---|---|---|")
    for p in profiles:
        a, b = rows[p]
        print(f"| {p} | {a / 1e6:,.0f} M | {b / 1e6:,.0f} M | {a / b:.2f} |")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--only",
        choices=["rank2", "rank4", "symbolic", "scoped", "kmeans", "softmax", "sum", "add", "view"],
        help="one table",
    )
    parser.add_argument("--profiles", default="check,debug,release",
                        help="comma-separated, from check, debug, release")
    parser.add_argument("--extreme", type=int, metavar="SECONDS",
                        help="instead: time the empty extreme shapes' builds (native, no valgrind), "
                             "each stopped after SECONDS")
    opts = parser.parse_args()
    profiles = opts.profiles.split(",")
    if opts.extreme:
        print(f"| shape probe | {' | '.join(profiles)} |")
        print("|---|" + "---|" * len(profiles))
        for name in EXTREME:
            path = crate(f"ci_extreme_{name}", extreme(name), False)
            cells = []
            for p in profiles:
                t = timed(path, p, opts.extreme)
                cells.append(f"> {opts.extreme} s" if t is None else (t if isinstance(t, str) else f"{t:.1f} s"))
            print(f"| {name} | {' | '.join(cells)} |")
        return
    rustc = subprocess.run(["rustc", "--version"], capture_output=True, text=True).stdout.strip()
    print(f"rustc's instructions (cachegrind) compiling each generated crate, {rustc}")
    # name -> the two crates (as name, source, with nalgebra), the table's title and columns.
    tables = {
        "rank2": (
            lambda: (("ci_rank2_shaped", rank2("shaped"), False),
                     ("ci_rank2_nalgebra", rank2("nalgebra"), True)),
            "200 rank-2 computations (sizes 2-16)", "shaped `Tensor`", "nalgebra `SMatrix`",
        ),
        "rank4": (
            lambda: (("ci_rank4_inline", compile_time().source("A"), False),
                     ("ci_rank4_dyn", compile_time().source("C"), False)),
            "200 broadcasts of rank 4-6 (benches/compile_time.py A and C)", "inline `Tensor`",
            "`DynTensor`",
        ),
        "symbolic": (
            lambda: (("ci_rank4_sym", compile_time().source("I"), False),
                     ("ci_rank4_dyn_dims", compile_time().source("J"), False)),
            "200 broadcasts of rank 4-6 on HeapTensor (benches/compile_time.py I and J)",
            "symbolic sizes", "`Dyn` sizes",
        ),
        "scoped": (
            lambda: (("ci_rank4_scoped", compile_time().source("K"), False),
                     ("ci_rank4_sym", compile_time().source("I"), False)),
            "200 broadcasts of rank 4-6 on HeapTensor (benches/compile_time.py K and I)",
            "scoped sizes", "declared brands",
        ),
        "kmeans": (
            lambda: (("ci_kmeans_shaped", kmeans("shaped"), False),
                     ("ci_kmeans_ndarray", kmeans("ndarray"), "ndarray")),
            "the NumPy k-means (benches/src/bin/kmeans.rs) as a program of its own",
            "`DynTensor`", "ndarray",
        ),
        "softmax": (
            lambda: (("ci_generic_softmax", generic("shaped", "softmax"), False),
                     ("ci_generic_softmax_nalgebra", generic("nalgebra", "softmax"), True)),
            "a generic row softmax of `[4, N]`, N = 1 to 50", "shaped", "nalgebra (by hand)",
        ),
        "sum": (
            lambda: (("ci_generic_sum", generic("shaped", "sum"), False),
                     ("ci_generic_sum_nalgebra", generic("nalgebra", "sum"), True)),
            "a generic column sum of `[4, N]`, N = 1 to 50", "shaped", "nalgebra",
        ),
        "add": (
            lambda: (("ci_generic_add", generic("shaped", "add"), False),
                     ("ci_generic_add_nalgebra", generic("nalgebra", "add"), True)),
            "a generic `a + a` of `[4, N]`, N = 1 to 50", "shaped", "nalgebra",
        ),
        "view": (
            lambda: (("ci_generic_view", generic("shaped", "view"), False),
                     ("ci_generic_add", generic("shaped", "add"), False)),
            "a generic `a + a.t().t()` of `[4, N]` beside `a + a`, N = 1 to 50",
            "view operand", "owned operand",
        ),
    }
    for name, (sources, title, left, right) in tables.items():
        if opts.only not in (None, name):
            continue
        crates = tuple(crate(*source) for source in sources())
        rows = {}
        for p in profiles:
            rows[p] = tuple(counted(c, p) for c in crates)
            print(f"{name}, {p}: {rows[p]}", file=sys.stderr)
        table(title, left, right, rows, profiles)

if __name__ == "__main__":
    main()
