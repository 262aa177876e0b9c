#!/usr/bin/env python3
"""Writes tests/fixtures/torch_reduce.txt: random reductions and matrix products computed by real
PyTorch (values or error texts), which tests/all/torch_fixtures.rs replays on the dynamic path.

Needs torch (a developer tool, not run in CI):
    python3 tools/torch_reduce_cases.py > tests/fixtures/torch_reduce.txt
"""
import random

import torch

random.seed(7)


def fmt_list(xs):
    return ",".join(str(x) for x in xs)


def fmt_vals(t):
    return ",".join("NaN" if v != v else repr(float(v)) for v in t.reshape(-1).tolist())


def result(f):
    try:
        r = f()
        if isinstance(r, torch.Tensor):
            vals = r.reshape(-1).tolist()
            if r.dtype == torch.int64:
                return "OK\t" + fmt_list(r.shape) + "\t" + fmt_list(vals)
            return "OK\t" + fmt_list(r.shape) + "\t" + fmt_vals(r)
        return "OK\t\t" + repr(r)
    except Exception as e:  # torch's error text, first line
        return "ERR\t" + str(e).split("\n")[0]


def rand_tensor(shape, nan):
    n = 1
    for s in shape:
        n *= s
    vals = [float(random.randint(-3, 3)) for _ in range(n)]
    if nan:
        vals = [float("nan") if v == -3 else v for v in vals]
    return torch.tensor(vals, dtype=torch.float64).reshape(shape)


lines = []
for _ in range(1500):
    rank = random.randint(0, 4)
    shape = [random.randint(0, 4) for _ in range(rank)]
    perm = list(range(rank))
    random.shuffle(perm)
    base = rand_tensor(shape, random.random() < 0.3)
    t = base.permute(perm) if rank else base
    op = random.choice(["sum", "prod", "mean", "amax", "amin", "argmax", "argmin"])
    keepdim = random.random() < 0.5
    head = f"{op}\t{fmt_list(shape)}\t{fmt_list(perm)}\t{fmt_vals(base)}"
    if op in ("argmax", "argmin"):
        if random.random() < 0.2:
            lines.append(f"{head}\tall\t0\t" + result(lambda: getattr(t, op)()))
        else:
            d = random.randint(-rank - 1, rank)
            lines.append(f"{head}\t{d}\t{int(keepdim)}\t" + result(lambda: getattr(t, op)(d, keepdim)))
    else:
        k = random.randint(0, 3)
        dims = [random.randint(-rank - 1, rank) for _ in range(k)]
        if k == 0 and random.random() < 0.5:
            lines.append(f"{head}\tall\t0\t" + result(lambda: getattr(t, op)()))
        else:
            if op == "prod":
                if len(dims) != 1:
                    dims = dims[:1] or [0]
                lines.append(f"{head}\t{fmt_list(dims)}\t{int(keepdim)}\t"
                             + result(lambda: t.prod(dims[0], keepdim)))
            else:
                lines.append(f"{head}\t{fmt_list(dims)}\t{int(keepdim)}\t"
                             + result(lambda: getattr(t, op)(dims, keepdim)))

for _ in range(800):
    ra, rb = random.randint(0, 4), random.randint(0, 4)
    da = [random.choice([1, random.randint(0, 3)]) for _ in range(ra)]
    db = [random.choice([1, random.randint(0, 3)]) for _ in range(rb)]
    if ra and rb and random.random() < 0.75:
        db[0 if rb == 1 else rb - 2] = da[-1]
    a, b = rand_tensor(da, False), rand_tensor(db, False)
    lines.append(f"matmul\t{fmt_list(da)}\t{fmt_list(db)}\t{fmt_vals(a)}\t{fmt_vals(b)}\t\t"
                 + result(lambda: torch.matmul(a, b)))

print("\n".join(lines))
