#!/usr/bin/env python3
"""Instruction counts (callgrind) of small static tensor ops, beside a hand loop and nalgebra.

Builds the `icount` binary of the `shaped-benches` crate in release, then runs every function of
`benches/src/cases.rs` under

  valgrind --tool=callgrind --toggle-collect=shaped_benches::cases::FUNCTION icount FUNCTION N

Collection is on only while FUNCTION runs (its callees included: whatever the library calls is
counted), so the set-up of the inputs and the calling loop are not counted. Each function is run
with N = 10 and N = 110 calls and the per-call count is the difference divided by 100, which drops
one-time costs (a first call through the dynamic linker, say). Callgrind counts instructions
executed, which is the same on every run whatever the load of the machine. The cases, and which
nalgebra form stands for each broadcast, are documented in `benches/src/cases.rs`.

It also checks that each measured function is really there (a symbol of its own, not merged with
another) and prints, from `nm`/`objdump`, its code size and the functions it calls, so a count
that looks too good can be told apart from a case that was optimised away.

Needs valgrind, binutils (nm, objdump) and cargo. A developer tool, not run in CI.

Run from anywhere in the repository:
  python3 benches/icount.py            # markdown tables on stdout
  python3 benches/icount.py --disasm shaped_add_44_4   # also print that function's assembly
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
N_LO, N_HI = 10, 110


def run(cmd, **kw):
    done = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if done.returncode != 0:
        sys.exit(f"{' '.join(cmd)} failed:\n{done.stdout}\n{done.stderr}")
    return done.stdout


def build():
    subprocess.run(
        ["cargo", "build", "--release", "-p", "shaped-benches", "--bin", "icount"],
        cwd=ROOT,
        check=True,
    )
    target = os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target"))
    return os.path.join(target, "release", "icount")


def symbols(binary):
    """Demangled name without the hash -> (mangled, address, size) for the case functions."""
    out = {}
    for line in run(["nm", "-S", binary]).splitlines():
        parts = line.split()
        if len(parts) != 4 or "shaped_benches5cases" not in parts[3]:
            continue
        addr, size, _, mangled = parts
        name = run(["c++filt", mangled]).strip()
        name = re.sub(r"::h[0-9a-f]{16}$", "", name)
        out[name] = (mangled, int(addr, 16), int(size, 16))
    return out


def disassembly(binary, mangled):
    text = run(["objdump", "-d", "--no-show-raw-insn", f"--disassemble={mangled}", binary])
    text = run(["c++filt"], input=text)
    return [l for l in text.splitlines() if re.match(r"^\s+[0-9a-f]+:\t", l)]


def callees(lines):
    """Distinct call and tail-jump targets outside the function, shortened."""
    seen = []
    for l in lines:
        m = re.search(r"\t(call|jmp)\s+[0-9a-f]+ <(.+)>$", l)
        if not m or "+0x" in m.group(2):
            continue  # a jump inside the function
        name = re.sub(r"::h[0-9a-f]{16}$", "", m.group(2))
        if len(name) > 100:
            name = name[:97] + "..."
        if name not in seen:
            seen.append(name)
    return seen


def collected(binary, function, n, tmp):
    """Instructions executed inside `function` (and its callees) over `n` calls.

    The client's stack layout is kept the same from run to run and machine to machine: the
    binary runs from a temporary directory (a name of fixed length), with an empty environment and
    `n` padded to a fixed width. Code that copies through `memcpy` can take a few instructions more
    or less depending on the alignment of its stack buffers, which the lengths of the program's
    path, arguments and environment shift.
    """
    out = os.path.join(tmp, "callgrind.out")
    done = subprocess.run(
        [
            shutil.which("valgrind"),
            "--tool=callgrind",
            f"--callgrind-out-file={out}",
            f"--toggle-collect={function}",
            binary,
            function.rsplit("::", 1)[1],
            f"{n:08}",
        ],
        capture_output=True,
        text=True,
        env={},
    )
    if done.returncode != 0:
        sys.exit(f"valgrind failed for {function}:\n{done.stderr}")
    with open(out) as f:
        for line in f:
            if line.startswith("totals:") or line.startswith("summary:"):
                return int(line.split()[1])
    sys.exit(f"no totals in callgrind output for {function}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-build", action="store_true", help="use the binary as it is")
    parser.add_argument("--disasm", action="append", default=[], metavar="FUNCTION",
                        help="print the assembly of this case function (repeatable)")
    opts = parser.parse_args()
    for tool in ["valgrind", "nm", "objdump", "c++filt"]:
        if not shutil.which(tool):
            sys.exit(f"{tool} not found (apt-get install valgrind binutils)")

    binary = build() if not opts.no_build else os.path.join(ROOT, "target", "release", "icount")
    syms = symbols(binary)
    rows = [line.split("\t") for line in run([binary, "--list"]).splitlines()]

    # Two cases merged into one body (LLVM's function merging) would be measured under one name.
    by_addr = {}
    for name, (_, addr, _) in syms.items():
        by_addr.setdefault(addr, []).append(name)
    for names in by_addr.values():
        if len(names) > 1:
            print(f"note: {', '.join(names)} share one body", file=sys.stderr)

    counts, static = {}, []
    with tempfile.TemporaryDirectory() as tmp:
        shutil.copy(binary, os.path.join(tmp, "icount"))
        for case, imp, function in rows:
            if function not in syms:
                sys.exit(f"{function} has no symbol of its own in {binary}: inlined or merged?")
            lo = collected(os.path.join(tmp, "icount"), function, N_LO, tmp)
            hi = collected(os.path.join(tmp, "icount"), function, N_HI, tmp)
            per_call, rest = divmod(hi - lo, N_HI - N_LO)
            if per_call <= 0 or rest:
                print(f"warning: {function}: {lo} for {N_LO} calls, {hi} for {N_HI}", file=sys.stderr)
            counts[(case, imp)] = (hi - lo) / (N_HI - N_LO)
            mangled, _, size = syms[function]
            lines = disassembly(binary, mangled)
            static.append((function.rsplit("::", 1)[1], size, len(lines), callees(lines)))
            print(f"{function}: {counts[(case, imp)]:g} instructions per call", file=sys.stderr)
            if function.rsplit("::", 1)[1] in opts.disasm:
                print(f"\n{function}:\n" + "\n".join(lines) + "\n", file=sys.stderr)

    rustc = run(["rustc", "--version"]).strip()
    print(f"Instructions per call (callgrind, release, {rustc}; `python3 benches/icount.py`)\n")
    print("| case | shaped | hand loop | nalgebra | shaped/hand |")
    print("|---|---|---|---|---|")
    cases = list(dict.fromkeys(case for case, _, _ in rows))
    fmt = lambda x: "" if x is None else f"{x:g}"
    for case in cases:
        s, h, n = (counts.get((case, imp)) for imp in ("shaped", "hand", "nalgebra"))
        ratio = f"{s / h:.2f}" if s is not None and h else ""
        print(f"| `{case}` | {fmt(s)} | {fmt(h)} | {fmt(n)} | {ratio} |")

    print("\nWhat was measured (static: code of the function itself; calls: what it calls or "
          "tail-jumps to, whose instructions are counted too)\n")
    print("| function | bytes | instructions (static) | calls |")
    print("|---|---|---|---|")
    for name, size, n_insn, calls in static:
        print(f"| `{name}` | {size} | {n_insn} | {', '.join(f'`{c}`' for c in calls) or '-'} |")


if __name__ == "__main__":
    main()
