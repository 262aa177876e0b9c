#!/usr/bin/env python3
"""What a program's calls into a library instantiate: LLVM IR lines per call site and per
generic function, from the unoptimised IR of a release build (as `cargo llvm-lines` counts them,
with no tool beyond rustc and binutils' `c++filt`).

  python3 benches/ir_lines.py CRATE_DIR [CALLER_PATTERN]

builds the crate at CRATE_DIR (`cargo rustc --release -- --emit=llvm-ir -C
no-prepopulate-passes`, in its own target directory under target/compile-icount/) and prints:

- the total lines and functions of the crate's IR, which LLVM then optimises (what most of a
  release build's time goes to);
- for every call from a function whose name contains CALLER_PATTERN (by default the crate's own
  modules `on_shaped`/`on_ndarray` of the k-means, see `compile_icount.py --only kmeans`) into a
  library, the lines and functions of the IR reachable from the callee (shared code counted in
  every call site that reaches it);
- the generic functions with the most lines, with the number of copies.

After `python3 benches/compile_icount.py --only kmeans` the crates are
target/compile-icount/ci_kmeans_shaped and ci_kmeans_ndarray.
"""
import collections
import glob
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def ir(crate):
    target = os.path.join(ROOT, "target", "compile-icount", "target")
    name = os.path.basename(os.path.normpath(crate))
    for old in glob.glob(os.path.join(target, "release", "deps", f"{name}-*.ll")):
        os.remove(old)
    env = dict(os.environ, CARGO_TARGET_DIR=target, CARGO_INCREMENTAL="0")
    cmd = ["cargo", "rustc", "--release", "--", "--emit=llvm-ir", "-C", "no-prepopulate-passes"]
    done = subprocess.run(cmd, cwd=crate, env=env, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(done.stderr)
    (path,) = glob.glob(os.path.join(target, "release", "deps", f"{name}-*.ll"))
    return path


def parse(path):
    lines, calls, order, cur = {}, collections.defaultdict(set), [], None
    for line in open(path):
        if line.startswith("define "):
            cur = re.search(r'@("?)([^\s(]+)\1\(', line)[2]
            lines[cur] = 0
            order.append(cur)
        elif cur is not None:
            lines[cur] += 1
            for callee in re.findall(r'@("?)(_[^\s(",]+)\1\(', line):
                calls[cur].add(callee[1])
            if line.startswith("}"):
                cur = None
    demangled = subprocess.run(["c++filt"], input="\n".join(order), capture_output=True,
                               text=True).stdout.splitlines()
    names = {f: re.sub(r"::h[0-9a-f]{16}$", "", d) for f, d in zip(order, demangled)}
    return lines, calls, names


def reach(f, lines, calls):
    seen, stack = set(), [f]
    while stack:
        x = stack.pop()
        if x in seen or x not in lines:
            continue
        seen.add(x)
        stack.extend(calls[x])
    return seen


def main():
    crate = sys.argv[1]
    pattern = sys.argv[2] if len(sys.argv) > 2 else r"::on_(shaped|ndarray)::"
    lines, calls, names = parse(ir(crate))
    total = sum(lines.values())
    print(f"{total} lines of IR in {len(lines)} functions\n")
    print("| caller | callee | lines reachable | functions |\n|---|---|---:|---:|")
    rows = {}
    for f in lines:
        if not re.search(pattern, names[f]):
            continue
        for c in calls[f]:
            if c in lines and not re.search(pattern, names[c]):
                r = reach(c, lines, calls)
                key = (names[f].rsplit("::", 1)[-1], names[c])
                rows[key] = (sum(lines[x] for x in r), len(r))
    for (caller, callee), (n, k) in sorted(rows.items(), key=lambda kv: -kv[1][0]):
        if n >= 500:
            print(f"| {caller} | `{callee[:110]}` | {n} | {k} |")
    agg = collections.defaultdict(lambda: [0, 0])
    for f, n in lines.items():
        agg[names[f]][0] += n
        agg[names[f]][1] += 1
    print("\n| generic function | lines | copies |\n|---|---:|---:|")
    for name, (n, k) in sorted(agg.items(), key=lambda kv: -kv[1][0])[:25]:
        print(f"| `{name[:120]}` | {n} ({100 * n / total:.1f}%) | {k} |")


if __name__ == "__main__":
    main()
