#!/usr/bin/env python3
"""Instruction counts (callgrind) of the NumPy k-means on `shaped` and on ndarray 0.16.

Builds the `kmeans` binary of the `shaped-benches` crate in release, runs

  valgrind --tool=callgrind target/release/kmeans shaped
  valgrind --tool=callgrind target/release/kmeans ndarray

and prints a markdown table: the whole program, the k-means alone, and each NumPy line of it
(one `#[inline(never)]` function per line in `benches/src/bin/kmeans.rs`, callees included),
with the ratio shaped / ndarray. Callgrind counts instructions executed, the same on every run
whatever the load of the machine. Also prints the user and system time of one plain run of
each (those do depend on the load).

Needs valgrind (callgrind_annotate) and cargo. Run from anywhere in the repository:
  python3 benches/kmeans.py
"""
import os
import re
import resource
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STEPS = ["distances", "labels", "counts", "sums", "centres", "inertia", "kmeans"]


def run(cmd, **kw):
    done = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if done.returncode != 0:
        sys.exit(f"{' '.join(cmd)} failed:\n{done.stdout}\n{done.stderr}")
    return done


def counts(binary, lib):
    """Total instructions and the inclusive count of each step of `lib`'s k-means."""
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "callgrind.out")
        run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", binary, lib])
        text = run(["callgrind_annotate", "--inclusive=yes", "--threshold=100", out]).stdout
    total = int(re.search(r"^([\d,]+) \(100\.0%\)\s+PROGRAM TOTALS", text, re.M)[1].replace(",", ""))
    steps = {}
    for step in STEPS:
        pat = rf"^\s*([\d,]+) \([^)]*\)\s+\S*:kmeans::on_{lib}::{step}\b"
        found = [int(m.replace(",", "")) for m in re.findall(pat, text, re.M)]
        steps[step] = max(found) if found else 0
    return total, steps


def times(binary, lib):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    run([binary, lib])
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return after.ru_utime - before.ru_utime, after.ru_stime - before.ru_stime


def main():
    run(["cargo", "build", "--release", "-p", "shaped-benches", "--bin", "kmeans"], cwd=ROOT)
    target = os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target"))
    binary = os.path.join(target, "release", "kmeans")
    s_total, s = counts(binary, "shaped")
    n_total, n = counts(binary, "ndarray")
    print("| step | shaped | ndarray | shaped / ndarray |")
    print("|---|---:|---:|---:|")
    print(f"| whole program | {s_total:,} | {n_total:,} | {s_total / n_total:.2f} |")
    for step in ["kmeans"] + STEPS[:-1]:
        a, b = s[step], n[step]
        ratio = f"{a / b:.2f}" if b else "-"
        print(f"| {step} | {a:,} | {b:,} | {ratio} |")
    for lib in ["shaped", "ndarray"]:
        user, system = times(binary, lib)
        print(f"\n{lib}: user {user:.3f} s, system {system:.3f} s (one run)", end="")
    print()


if __name__ == "__main__":
    main()
