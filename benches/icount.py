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
another) and prints, from `nm`/`objdump`, its code size, the functions it calls, and the panic
functions reachable from it (bounds checks, the crate's shape-mismatch panic), so a count that
looks too good can be told apart from a case that was optimised away.

Needs valgrind, binutils (nm, objdump, readelf, c++filt) and cargo; x86-64 Linux. A developer tool, not run in CI.

Every case is measured in two builds, side by side:

  bench    the benchmark crate's own release profile: one codegen unit for `shaped-benches`
           (set in the root Cargo.toml), so a count does not depend on which other cases share a
           unit;
  default  what a user's binary gets: cargo's default release profile (16 codegen units, no LTO)
           for the crate that holds the cases, built with
           `--config 'profile.release.package.shaped-benches.codegen-units=16'` into its own
           target directory (`target/icount-default`). `shaped` itself is built with the default
           profile in both; its generic code is compiled in the crate that uses it.

Run from anywhere in the repository:
  python3 benches/icount.py            # markdown tables on stdout, bench and default
  python3 benches/icount.py --profile default,s,z   # the profiles users ship
  python3 benches/icount.py --profile all --only kalman   # some cases, every profile
  python3 benches/icount.py --disasm shaped_add_44_4   # also print that function's assembly
  python3 benches/icount.py --check    # exit 1 when a case costs more than 1.05x its baseline
                                       # (the hand loop, or nalgebra where there is none)
"""
import argparse
import functools
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
N_LO, N_HI = 10, 110
# A case may cost at most this many times its hand loop (`--check`).
LIMIT = 1.05
# name -> (cargo arguments beyond the bench build, target directory below the usual one or None)
CGU16 = ["--config", "profile.release.package.shaped-benches.codegen-units=16"]
PROFILES = {
    "bench": ([], None),
    "default": (CGU16, "icount-default"),
    # What firmware ships: cargo's default release profile with the opt-level for size, for
    # every crate of the build.
    "s": (CGU16 + ["--config", 'profile.release.opt-level="s"'], "icount-s"),
    "z": (CGU16 + ["--config", 'profile.release.opt-level="z"'], "icount-z"),
}


def run(cmd, **kw):
    done = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if done.returncode != 0:
        sys.exit(f"{' '.join(cmd)} failed:\n{done.stdout}\n{done.stderr}")
    return done.stdout


def binary_path(profile):
    target = os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target"))
    sub = PROFILES[profile][1]
    if sub:
        target = os.path.join(target, sub)
    return target, os.path.join(target, "release", "icount")


def build(profile):
    extra, sub = PROFILES[profile]
    target, binary = binary_path(profile)
    cmd = ["cargo", "build", "--release", "-p", "shaped-benches", "--bin", "icount", *extra]
    if sub:
        cmd += ["--target-dir", target]
    subprocess.run(cmd, cwd=ROOT, check=True)
    return binary


def symbols(binary):
    """Demangled name without the hash -> (mangled, address, size) for the case functions."""
    out = {}
    for line in run(["nm", "-S", binary]).splitlines():
        parts = line.split()
        # The library's cases, and the three-operand ones compiled into the binary (`nary`).
        if len(parts) != 4 or not any(m in parts[3] for m in ("shaped_benches5cases", "6icount4nary", "6icount6kalman", "6icount10algorithms")):
            continue
        addr, size, _, mangled = parts
        name = run(["c++filt", mangled]).strip()
        name = re.sub(r"::h[0-9a-f]{16}$", "", name)
        out[name] = (mangled, int(addr, 16), int(size, 16))
    return out


class Binary:
    """The binary's disassembly: each function's instructions and the functions it calls or jumps
    to, calls through the GOT (`call *GOT(%rip)`, how calls between crates look) resolved."""

    def __init__(self, path):
        names = {}  # address -> mangled name
        self.size = {}  # mangled name -> bytes
        for line in run(["nm", "-S", path]).splitlines():
            parts = line.split()
            if len(parts) == 4 and parts[2] in "tTwW":
                names.setdefault(int(parts[0], 16), parts[3])
                self.size[parts[3]] = int(parts[1], 16)
            elif len(parts) == 3 and parts[1] in "tTwW":
                names.setdefault(int(parts[0], 16), parts[2])
        got = {}  # GOT slot -> target address
        for line in run(["readelf", "-rW", path]).splitlines():
            parts = line.split()
            if len(parts) >= 4 and parts[2] == "R_X86_64_RELATIVE":
                got[int(parts[0], 16)] = int(parts[3], 16)
        self.body, self.targets = {}, {}
        current = None
        for line in run(["objdump", "-d", "--no-show-raw-insn", path]).splitlines():
            m = re.match(r"^([0-9a-f]+) <(.+)>:$", line)
            if m:
                current = m.group(2)
                self.body[current], self.targets[current] = [], []
                continue
            if current is None or not re.match(r"^\s+[0-9a-f]+:\t", line):
                continue
            if re.search(r"\t(int3|nop[a-z]*|data16|xchg\s+%ax,%ax)\b", line):
                continue  # alignment padding
            self.body[current].append(line)
            m = re.search(r"\t(call|j[a-z]+)\s+[0-9a-f]+ <([^+>]+)>$", line)
            if m and m.group(2) != current:
                self.targets[current].append(m.group(2))
            m = re.search(r"\tcall\s+\*0x[0-9a-f]+\(%rip\)\s+# ([0-9a-f]+)", line)
            if m and got.get(int(m.group(1), 16)) in names:
                self.targets[current].append(names[got[int(m.group(1), 16)]])

    def disassembly(self, mangled):
        lines = self.body.get(mangled, [])
        return demangle("\n".join(lines)).splitlines() if lines else []

    def callees(self, mangled):
        return list(dict.fromkeys(demangle(t) for t in self.targets.get(mangled, [])))

    def reachable_bytes(self, mangled):
        """Bytes of machine code of `mangled` and of every function of the binary it can reach
        through direct and GOT calls and jumps, panic functions included (functions of shared
        libraries, `memcpy` say, are not in the binary and are not counted)."""
        seen, todo = {mangled}, [mangled]
        while todo:
            for t in self.targets.get(todo.pop(), []):
                if t not in seen:
                    seen.add(t)
                    todo.append(t)
        return sum(self.size.get(name, 0) for name in seen)

    def panics(self, mangled):
        """Panic functions reachable from `mangled` through direct and GOT calls."""
        seen, todo, found = {mangled}, [mangled], []
        while todo:
            for t in self.targets.get(todo.pop(), []):
                if t in seen:
                    continue
                seen.add(t)
                name = demangle(t)
                if PANIC.search(name):
                    found.append(name)
                else:
                    todo.append(t)
        return sorted(set(found))


PANIC = re.compile(r"panic|::fail$|unwrap_failed|expect_failed|handle_alloc_error|abort")


@functools.lru_cache(maxsize=None)
def demangle(text):
    text = run(["c++filt"], input=text).strip() if "_ZN" in text else text
    text = re.sub(r"_R(?:N[a-zA-Z])+Cs[0-9a-zA-Z]*_[0-9A-Za-z_]+", v0_path, text)
    return re.sub(r"::h[0-9a-f]{16}", "", text)


def v0_path(match):
    """The path of a simple Rust v0 symbol (`_RNvNtCs…_4core9panicking5panic` ->
    `core::panicking::panic`), which c++filt does not read; other symbols stay as they are."""
    symbol = match.group(0)
    rest = re.match(r"_R(?:N[a-zA-Z])+Cs[0-9a-zA-Z]*_(.*)$", symbol).group(1)
    parts = []
    while rest:
        m = re.match(r"(\d+)_?", rest)
        if not m or len(rest) < m.end() + int(m.group(1)):
            return symbol
        parts.append(rest[m.end() : m.end() + int(m.group(1))])
        rest = rest[m.end() + int(m.group(1)) :]
    return "::".join(parts)


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


def measure(binary, disasm, label, only=""):
    """Per-call counts `{(case, impl): n}`, the static facts of each function, and the rows."""
    syms = symbols(binary)
    rows = [line.split("\t") for line in run([binary, "--list"]).splitlines()]
    rows = [r for r in rows if only in r[2]]

    # Two cases merged into one body (LLVM's function merging) would be measured under one name.
    by_addr = {}
    for name, (_, addr, _) in syms.items():
        by_addr.setdefault(addr, []).append(name)
    for names in by_addr.values():
        if len(names) > 1:
            print(f"note ({label}): {', '.join(names)} share one body", file=sys.stderr)

    code = Binary(binary)
    counts, sizes, static = {}, {}, []
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
            lines = code.disassembly(mangled)
            short = lambda n: n if len(n) <= 90 else n[:87] + "..."
            reach = code.reachable_bytes(mangled)
            sizes[(case, imp)] = reach
            static.append((
                function.rsplit("::", 1)[1],
                size,
                reach,
                len(lines),
                [short(c) for c in code.callees(mangled)],
                code.panics(mangled),
            ))
            print(f"{label}: {function}: {counts[(case, imp)]:g} instructions per call", file=sys.stderr)
            if function.rsplit("::", 1)[1] in disasm:
                print(f"\n{label}: {function}:\n" + "\n".join(lines) + "\n", file=sys.stderr)
    return counts, static, rows, sizes


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-build", action="store_true", help="use the binaries as they are")
    parser.add_argument("--profile", default="bench,default",
                        help="comma-separated builds to measure, side by side, of: "
                        + ", ".join(PROFILES) + " (default: bench,default); `all` for every one")
    parser.add_argument("--only", default="",
                        help="measure only the cases whose function names contain this text")
    parser.add_argument("--disasm", action="append", default=[], metavar="FUNCTION",
                        help="print the assembly of this case function (repeatable)")
    parser.add_argument("--check", action="store_true",
                        help=f"exit 1 when a case costs more than {LIMIT}x its hand loop")
    opts = parser.parse_args()
    for tool in ["valgrind", "nm", "objdump", "readelf", "c++filt"]:
        if not shutil.which(tool):
            sys.exit(f"{tool} not found (apt-get install valgrind binutils)")

    profiles = list(PROFILES) if opts.profile == "all" else opts.profile.split(",")
    for p in profiles:
        if p not in PROFILES:
            sys.exit(f"unknown profile {p}: one of {', '.join(PROFILES)}")
    results = {}
    for profile in profiles:
        binary = binary_path(profile)[1] if opts.no_build else build(profile)
        results[profile] = measure(binary, opts.disasm, profile, opts.only)

    rows = results[profiles[0]][2]
    cases = list(dict.fromkeys(case for case, _, _ in rows))
    rustc = run(["rustc", "--version"]).strip()
    print(f"Instructions per call and bytes of code reachable from the function (callgrind, "
          f"nm/objdump; {rustc}; `python3 benches/icount.py`). bench: one codegen unit at "
          "opt-level 3; default: cargo's default release profile (16 codegen units, no LTO); "
          "s, z: the same with that opt-level\n")
    fmt = lambda x: "" if x is None else f"{x:g}"
    ratio = lambda a, b: f"{a / b:.2f}" if a is not None and b else ""
    over = []
    for p in profiles:
        counts, sizes = results[p][0], results[p][3]
        print(f"\nProfile {p}\n")
        print("| case | shaped | hand | nalgebra | shaped/hand | shaped/nalgebra "
              "| bytes shaped | hand | nalgebra | bytes shaped/best |")
        print("|---|---|---|---|---|---|---|---|---|---|")
        for case in cases:
            s_, h, n = (counts.get((case, imp)) for imp in ("shaped", "hand", "nalgebra"))
            bs, bh, bn = (sizes.get((case, imp)) for imp in ("shaped", "hand", "nalgebra"))
            base = h if h else n
            if s_ is not None and base and s_ / base > LIMIT:
                over.append(f"{case} ({p}): {s_ / base:.2f}")
            best = min([b for b in (bh, bn) if b] or [None]) if (bh or bn) else None
            print(f"| `{case}` | {fmt(s_)} | {fmt(h)} | {fmt(n)} | {ratio(s_, h)} | "
                  f"{ratio(s_, n)} | {fmt(bs)} | {fmt(bh)} | {fmt(bn)} | {ratio(bs, best)} |")

    for p in profiles:
        print(f"\nWhat was measured ({p}). bytes: the function's own code; reachable: it and "
              "every function of the binary it can call; calls: what it calls or jumps to "
              "(counted too); panic paths: panic functions reachable through calls\n")
        print("| function | bytes | reachable | instructions | calls | panic paths |")
        print("|---|---|---|---|---|---|")
        cell = lambda names: ", ".join(f"`{n}`" for n in names) or "-"
        for name, size, reach, n_insn, calls, panics in results[p][1]:
            print(f"| `{name}` | {size} | {reach} | {n_insn} | {cell(calls)} | {cell(panics)} |")

    if over:
        print(f"\nAbove {LIMIT}x the hand loop: " + "; ".join(over), file=sys.stderr)
        if opts.check:
            sys.exit(1)


if __name__ == "__main__":
    main()
