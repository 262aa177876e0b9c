#!/usr/bin/env python3
"""Writes tests/fixtures/torch_axis.txt: operations along an axis, constructors and tolerance
comparisons computed by real PyTorch and NumPy (values or error texts), which
tests/all/torch_axis_fixtures.rs replays on the dynamic path.

Needs torch and numpy (a developer tool, not run in CI):
    python3 tools/torch_axis_cases.py > tests/fixtures/torch_axis.txt

Lines are tab-separated:
    axis  OP  SHAPE  PERM  VALUES  ARG  DIM  KEEPDIM  OUTCOME
    arange  START  END  STEP  OUTCOME          (int64 when all three are integers, else float64)
    linspace  START  END  STEPS  OUTCOME       (float64; NumPy's values in a `numpy` line)
    isclose  A  B  RTOL  ATOL  EQUAL_NAN  OUTCOME
An OUTCOME is `OK<TAB>shape<TAB>values` (several for `max`/`min`: values then indices, joined
by `|`) or `ERR<TAB>first line of the error`. Floats are written with repr (17 digits).
"""
import math
import random

import numpy as np
import torch

random.seed(20)
INF = float("inf")


def fmt_list(xs):
    return ",".join(str(x) for x in xs)


def fmt_float(v):
    if v != v:
        return "NaN"
    if v == INF:
        return "inf"
    if v == -INF:
        return "-inf"
    return repr(float(v))


def fmt_tensor(r):
    vals = r.reshape(-1).tolist()
    if r.dtype == torch.bool:
        body = ",".join("true" if v else "false" for v in vals)
    elif r.dtype in (torch.int64, torch.int32):
        body = fmt_list(vals)
    else:
        body = ",".join(fmt_float(v) for v in vals)
    return fmt_list(r.shape) + "\t" + body


def result(f):
    try:
        r = f()
        if isinstance(r, tuple):
            return "OK\t" + "|".join(fmt_tensor(x) for x in r)
        return "OK\t" + fmt_tensor(r)
    except Exception as e:  # torch's error text, first line
        return "ERR\t" + str(e).split("\n")[0]


def rand_values(n, kind):
    if kind == "bool":
        return [random.random() < 0.6 for _ in range(n)]
    if kind == "int":
        return [float(random.randint(-3, 3)) for _ in range(n)]
    vals = [random.uniform(-30, 30) if random.random() < 0.2 else random.gauss(0, 2) for _ in range(n)]
    for i in range(n):
        r = random.random()
        if r < 0.03:
            vals[i] = float("nan")
        elif r < 0.05:
            vals[i] = INF
        elif r < 0.07:
            vals[i] = -INF
        elif r < 0.12:
            vals[i] = 0.0
    return vals


lines = []
OPS = ["softmax", "log_softmax", "logsumexp", "cumsum", "cumprod", "norm", "max", "min",
       "all", "any", "count_nonzero"]
for _ in range(1500):
    op = random.choice(OPS)
    rank = random.randint(0, 3)
    shape = [random.randint(0, 4) for _ in range(rank)]
    n = math.prod(shape)
    kind = "bool" if op in ("all", "any", "count_nonzero") else random.choice(["int", "float", "float"])
    vals = rand_values(n, kind)
    dtype = torch.bool if kind == "bool" else torch.float64
    base = torch.tensor(vals, dtype=dtype).reshape(shape)
    perm = list(range(rank))
    random.shuffle(perm)
    t = base.permute(perm) if rank else base
    d = random.randint(-rank - 1, rank)
    keepdim = random.random() < 0.5
    arg = ""
    if op in ("softmax", "log_softmax"):
        f = lambda: getattr(torch, op)(t, d)
    elif op in ("cumsum", "cumprod"):
        f = lambda: getattr(torch, op)(t, d)
    elif op == "logsumexp":
        f = lambda: torch.logsumexp(t, d, keepdim)
    elif op == "norm":
        p = random.choice([1.0, 2.0, INF, -INF, 0.0, 0.5, 3.0, -1.0])
        arg = fmt_float(p)
        f = lambda: torch.linalg.vector_norm(t, p, d, keepdim)
    elif op in ("max", "min"):
        f = lambda: tuple(getattr(t, op)(d, keepdim))
    elif op in ("all", "any"):
        f = lambda: getattr(t, op)(d, keepdim)
    else:
        f = lambda: torch.count_nonzero(t, d)
    vtext = ",".join(("true" if v else "false") for v in vals) if kind == "bool" else ",".join(fmt_float(v) for v in vals)
    lines.append(f"axis\t{op}\t{fmt_list(shape)}\t{fmt_list(perm)}\t{vtext}\t{arg}\t{d}\t{int(keepdim)}\t{result(f)}")

# Lists of dims (an empty list: all dims for norm and count_nonzero, none for all/any;
# logsumexp's empty list is left out, PyTorch refuses it with an internal text).
for _ in range(300):
    op = random.choice(["norm_dims", "logsumexp_dims", "all_dims", "any_dims", "count_nonzero_dims"])
    rank = random.randint(0, 3)
    shape = [random.randint(0, 3) for _ in range(rank)]
    n = math.prod(shape)
    kind = "bool" if op in ("all_dims", "any_dims", "count_nonzero_dims") else "float"
    vals = rand_values(n, kind)
    dtype = torch.bool if kind == "bool" else torch.float64
    base = torch.tensor(vals, dtype=dtype).reshape(shape)
    perm = list(range(rank))
    random.shuffle(perm)
    t = base.permute(perm) if rank else base
    k = random.randint(1 if op == "logsumexp_dims" else 0, 3)
    dims = [random.randint(-rank - 1, rank) for _ in range(k)]
    keepdim = random.random() < 0.5
    arg = ""
    if op == "norm_dims":
        p = random.choice([1.0, 2.0, INF, -INF, 0.0, 0.5, -1.0])
        arg = fmt_float(p)
        f = lambda: torch.linalg.vector_norm(t, p, tuple(dims), keepdim)
    elif op == "logsumexp_dims":
        f = lambda: torch.logsumexp(t, tuple(dims), keepdim)
    elif op == "count_nonzero_dims":
        f = lambda: torch.count_nonzero(t, tuple(dims))
    else:
        f = lambda: getattr(t, op[:3])(tuple(dims), keepdim)
    vtext = ",".join(("true" if v else "false") for v in vals) if kind == "bool" else ",".join(fmt_float(v) for v in vals)
    lines.append(f"axis\t{op}\t{fmt_list(shape)}\t{fmt_list(perm)}\t{vtext}\t{arg}\t{fmt_list(dims)}\t{int(keepdim)}\t{result(f)}")

# Long lanes (sums in a different order than one running sum), in float64 and float32: the
# op name ends in `_f32` for float32 values and results.
for _ in range(40):
    op = random.choice(["softmax", "log_softmax", "logsumexp", "norm", "cumsum"])
    f32 = random.random() < 0.5
    shape = random.choice([[2, 60], [60, 2], [2, 3, 20]])
    vals = [random.gauss(0, 3) for _ in range(math.prod(shape))]
    dtype = torch.float32 if f32 else torch.float64
    base = torch.tensor(vals, dtype=dtype).reshape(shape)
    vals = base.reshape(-1).tolist()
    perm = list(range(len(shape)))
    t = base
    d = random.randint(-len(shape), len(shape) - 1)
    keepdim = random.random() < 0.5
    arg = ""
    if op in ("softmax", "log_softmax", "cumsum"):
        f = lambda: getattr(torch, op)(t, d)
    elif op == "logsumexp":
        f = lambda: torch.logsumexp(t, d, keepdim)
    else:
        p = random.choice([1.0, 2.0, 3.0, INF])
        arg = fmt_float(p)
        f = lambda: torch.linalg.vector_norm(t, p, d, keepdim)
    name = op + ("_f32" if f32 else "")
    vtext = ",".join(fmt_float(v) for v in vals)
    lines.append(f"axis\t{name}\t{fmt_list(shape)}\t{fmt_list(perm)}\t{vtext}\t{arg}\t{d}\t{int(keepdim)}\t{result(f)}")

for _ in range(200):
    op = random.choice(["norm_all", "max_all", "min_all"])
    rank = random.randint(0, 3)
    shape = [random.randint(0, 3) for _ in range(rank)]
    vals = rand_values(math.prod(shape), "float")
    t = torch.tensor(vals, dtype=torch.float64).reshape(shape)
    arg = ""
    if op == "norm_all":
        p = random.choice([1.0, 2.0, INF, -INF, 0.0, 0.5, 3.0, -1.0])
        arg = fmt_float(p)
        f = lambda: torch.linalg.vector_norm(t, p)
    else:
        f = lambda: getattr(t, op[:3])()
    vtext = ",".join(fmt_float(v) for v in vals)
    lines.append(f"axis\t{op}\t{fmt_list(shape)}\t\t{vtext}\t{arg}\t0\t0\t{result(f)}")

# arange: integers and floats, with torch's errors.
for start, end, step in [(0, 10, 3), (0, 10, 1), (5, 0, -1), (0, 10, 0), (0, -10, 1), (0, 0, 1),
                         (-3, 4, 2), (10, 0, -3), (0.0, 1.0, 0.1), (0.0, 1.0, 0.3), (1.0, 2.5, 0.5),
                         (-1.0, 1.0, 0.25), (0.0, -1.0, -0.1), (0.5, 0.5, 0.1), (0.0, 1.0, -0.1),
                         (0.0, 10.0, 0.0), (0.0, 1e-3, 1e-4), (2.0, 3.0, 0.7)]:
    f = lambda: torch.arange(start, end, step, dtype=torch.float64 if isinstance(start, float) else None)
    lines.append(f"arange\t{start!r}\t{end!r}\t{step!r}\t{result(f)}")

for start, end, steps in [(0.0, 1.0, 5), (0.0, 1.0, 1), (0.0, 1.0, 0), (0.0, 1.0, -1), (-1.0, 1.0, 7),
                          (0.0, 10.0, 11), (1.0, 0.0, 4), (0.0, 1.0, 10), (0.0, 0.1, 3), (3.0, 7.0, 100),
                          (-5.5, 5.5, 12), (0.0, 1.0, 49)]:
    f = lambda: torch.linspace(start, end, steps, dtype=torch.float64)
    lines.append(f"linspace\t{start!r}\t{end!r}\t{steps}\t{result(f)}")
    if steps >= 0:
        nv = np.linspace(start, end, steps)
        lines.append(f"numpy_linspace\t{start!r}\t{end!r}\t{steps}\tOK\t{steps}\t" + ",".join(fmt_float(v) for v in nv))

for _ in range(150):
    ra, rb = random.randint(0, 2), random.randint(0, 2)
    sa = [random.choice([1, 2, 3]) for _ in range(ra)]
    sb = [random.choice([1, 2, 3]) if random.random() < 0.8 else random.choice([1, 2, 3]) for _ in range(rb)]
    if random.random() < 0.5 and rb <= ra:
        sb = sa[ra - rb:]
    a = [random.choice([1.0, 1.0 + 1e-6, 1.0 + 1e-4, 0.0, 1e-9, float("nan"), INF, -INF, 100.0, 100.001]) for _ in range(math.prod(sa))]
    b = [random.choice([1.0, 1.0 + 1e-6, 1.0 + 1e-4, 0.0, 1e-9, float("nan"), INF, -INF, 100.0, 100.001]) for _ in range(math.prod(sb))]
    rtol = random.choice([1e-5, 1e-3, 0.0])
    atol = random.choice([1e-8, 1e-3, 0.0])
    equal_nan = random.random() < 0.5
    ta = torch.tensor(a, dtype=torch.float64).reshape(sa)
    tb = torch.tensor(b, dtype=torch.float64).reshape(sb)
    f = lambda: torch.isclose(ta, tb, rtol, atol, equal_nan)
    out = result(f)
    if out.startswith("OK"):
        # NumPy's isclose must agree with torch's on float64.
        nv = np.isclose(np.array(a).reshape(sa), np.array(b).reshape(sb), rtol, atol, equal_nan)
        assert list(np.array(nv).reshape(-1)) == torch.isclose(ta, tb, rtol, atol, equal_nan).reshape(-1).tolist()
    lines.append(f"isclose\t{fmt_list(sa)}\t{','.join(fmt_float(v) for v in a)}\t{fmt_list(sb)}\t{','.join(fmt_float(v) for v in b)}\t{rtol!r}\t{atol!r}\t{int(equal_nan)}\t{out}")

print("# Generated by tools/torch_axis_cases.py with torch " + torch.__version__ + " and numpy " + np.__version__ + "; do not edit.")
print("\n".join(lines))
