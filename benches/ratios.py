#!/usr/bin/env python3
"""Ratio table from criterion's last run: shaped / ndarray and shaped / best of (ndarray, hand).

`python3 benches/ratios.py [target/criterion]` after `cargo bench --bench large`.
"""
import json, os, sys

root = sys.argv[1] if len(sys.argv) > 1 else "target/criterion"
rows = []
for group in sorted(os.listdir(root), key=lambda g: (g[4:], g[:3])):
    ty, _, case = group.partition("_")
    cdir = os.path.join(root, group)
    if ty not in ("f32", "f64", "threshold") or not os.path.isdir(cdir):
        continue
    if True:
        med = {}
        for fn in os.listdir(cdir):
            est = os.path.join(cdir, fn, "new", "estimates.json")
            if os.path.exists(est):
                med[fn] = json.load(open(est))["median"]["point_estimate"]
        rows.append((ty, case, med))

print("| case | type | shaped | ndarray | hand | shaped / ndarray | shaped / best | other |")
print("|---|---|---|---|---|---|---|---|")
def fmt(ns):
    return f"{ns/1e6:.2f} ms" if ns >= 1e6 else f"{ns/1e3:.0f} µs"
for ty, case, med in rows:
    shaped_keys = [k for k in med if k.startswith("shaped")]
    nd, hand = med.get("ndarray"), med.get("hand")
    best = min(x for x in (nd, hand) if x is not None)
    for k in sorted(shaped_keys):
        s = med[k]
        other = ""
        if "memcpy" in med:
            other = f"shaped / memcpy {s/med['memcpy']:.2f}"
        label = case if k == "shaped" else f"{case} ({k})"
        nds = f"{fmt(nd)}" if nd else "—"
        vs_nd = f"{s/nd:.2f}" if nd else "—"
        print(f"| {label} | {ty} | {fmt(s)} | {nds} | {fmt(hand)} | {vs_nd} | {s/best:.2f} | {other} |")
