#!/usr/bin/env python3
"""Writes tests/fixtures/torch_index.txt: indexing, scatter, masks, counting and sorting
computed by real PyTorch (values or error texts), which tests/all/torch_index_fixtures.rs
replays on the dynamic path.

Needs torch (a developer tool, not run in CI):
    python3 tools/torch_index_cases.py > tests/fixtures/torch_index.txt

Lines are tab-separated:
    OP  SELF  PERM  A  B  PARAMS  OUTCOME
SELF, A and B are tensors written `shape|values` (`-` when absent; a 0-d tensor has an empty
shape); SELF is float64 (int64 for `bincount`) and is read through the permutation PERM of its
dims (the values are those of the tensor before the permutation). A is the index (int64) or
the mask (bool, values 1/0), B the source or weights (float64). PARAMS are `key=value` joined
by `,`. An OUTCOME is `OK<TAB>shape|values` (two for `sort`/`topk`: values then indices) or
`ERR<TAB>first line of the error`. Floats are written with repr (17 digits).
"""
import math
import random

import torch

random.seed(34)
INF = float("inf")


def fmt_float(v):
    if v != v:
        return "NaN"
    if v == INF:
        return "inf"
    if v == -INF:
        return "-inf"
    return repr(float(v))


def fmt_tensor(t):
    vals = t.reshape(-1).tolist()
    if t.dtype == torch.bool:
        body = ",".join("1" if v else "0" for v in vals)
    elif t.dtype in (torch.int64, torch.int32):
        body = ",".join(str(v) for v in vals)
    else:
        body = ",".join(fmt_float(v) for v in vals)
    return ",".join(str(s) for s in t.shape) + "|" + body


def result(f):
    try:
        r = f()
        if isinstance(r, tuple):
            return "OK\t" + "\t".join(fmt_tensor(x) for x in r)
        return "OK\t" + fmt_tensor(r)
    except ZeroDivisionError:
        return "ERR\tZeroDivisionError"
    except Exception as e:  # torch's error text, first line
        return "ERR\t" + str(e).split("\n")[0]


def rand_shape(max_rank=3, max_size=4):
    rank = random.randint(0, max_rank)
    return [random.randint(0, max_size) for _ in range(rank)]


def rand_floats(n, nan=0.0, ints=False):
    out = []
    for _ in range(n):
        r = random.random()
        if r < nan:
            out.append(float("nan"))
        elif ints or r < 0.3:
            out.append(float(random.randint(-3, 3)))
        elif r < 0.35:
            out.append(random.choice([INF, -INF, -0.0]))
        else:
            out.append(round(random.gauss(0, 10), 3))
    return out


def permuted(shape, vals, dtype=torch.float64):
    """The tensor of `shape` and `vals` read through a random permutation of its dims."""
    base = torch.tensor(vals, dtype=dtype).reshape(shape)
    perm = list(range(len(shape)))
    random.shuffle(perm)
    return (base.permute(perm) if shape else base), perm


def rand_index(size, n, bad=0.08, neg=0.1):
    out = []
    for _ in range(n):
        r = random.random()
        if r < bad or size == 0:
            out.append(random.choice([size, size + 1, size + 3, -size - 1, -size - 2]))
        elif r < bad + neg:
            out.append(random.randint(-size, -1))
        else:
            out.append(random.randint(0, size - 1))
    # One index out of range at most: which of several PyTorch reports depends on the order its
    # kernel happens to walk the tensors in.
    first = True
    for i, v in enumerate(out):
        if size > 0 and not (-size <= v < size):
            if not first:
                out[i] = random.randint(0, size - 1)
            first = False
    return out


def ambiguous(idx, size, wraps):
    """Whether more than one index is out of range (negative ones too, unless they wrap)."""
    lo = -size if wraps else 0
    return sum(not (lo <= v < size) for v in idx) > 1


def dim_of(rank):
    """A dim, sometimes out of range."""
    r = max(rank, 1)
    if random.random() < 0.05:
        return random.choice([r, -r - 1])
    return random.randint(-r, r - 1)


def ttext(shape, vals, kind="f"):
    if kind == "b":
        body = ",".join("1" if v else "0" for v in vals)
    elif kind == "i":
        body = ",".join(str(v) for v in vals)
    else:
        body = ",".join(fmt_float(v) for v in vals)
    return ",".join(str(s) for s in shape) + "|" + body


def wrapped(d, rank):
    return d % max(rank, 1) if -max(rank, 1) <= d < max(rank, 1) else None


lines = []

# Outcomes where PyTorch fails by accident rather than by rule, left out of the corpus: the
# Python decomposition of `take_along_dim` divides by a size-0 dim and calls `view(-1)` on a
# non-contiguous tensor; a 0-d tensor is refused by `take_along_dim` and `index_add` where
# `gather` and `scatter` treat it as one element; an empty self gives an ONNX-style internal text.
# The crate's behaviour in these cases is tested on its own in tests/all/indexing.rs.
QUIRKS = ("ZeroDivisionError", "INDICES element is out of DATA bounds",
          "view size is not compatible", "but tensor has no dimensions")


def emit(op, shape, vals, perm, a, b, params, f, kind="f"):
    p = ",".join(f"{k}={v}" for k, v in params.items())
    out = result(f)
    if any(q in out for q in QUIRKS):
        return
    lines.append("\t".join([op, ttext(shape, vals, kind), ",".join(map(str, perm)), a, b, p, out]))


def index_like(shape, dim, smaller=True):
    """Index sizes for gather/scatter: each dim no larger than `shape`'s apart from `dim`,
    sometimes larger (an error)."""
    out = []
    for k, s in enumerate(shape):
        if k == dim:
            out.append(random.randint(0, 4))
        elif smaller or random.random() < 0.9:
            out.append(random.randint(0, s) if random.random() < 0.5 else s)
        else:
            out.append(s + 1)
    return out


def self_size(shape, d):
    return shape[d] if shape else 1


# index_select: a vector (sometimes 0-d or 2-d) of indices along a dim.
for _ in range(300):
    shape = rand_shape()
    vals = rand_floats(math.prod(shape))
    t, perm = permuted(shape, vals)
    d = dim_of(t.dim())
    wd = wrapped(d, t.dim())
    size = self_size(list(t.shape), wd) if wd is not None else 2
    ishape = random.choice([[random.randint(0, 5)]] * 8 + [[], [1, 2]])
    idx = rand_index(size, math.prod(ishape), bad=0.03, neg=0.03)
    it = torch.tensor(idx, dtype=torch.int64).reshape(ishape)
    emit("index_select", shape, vals, perm, ttext(ishape, idx, "i"), "-", {"dim": d},
         lambda: t.index_select(d, it))

# gather, take_along_dim, and take (over the flattened tensor).
for _ in range(500):
    op = random.choice(["gather", "take_along_dim", "take_along_dim", "take"])
    shape = rand_shape()
    vals = rand_floats(math.prod(shape))
    t, perm = permuted(shape, vals)
    tshape = list(t.shape)
    d = dim_of(t.dim())
    wd = wrapped(d, t.dim())
    if op == "take":
        ishape = rand_shape(2)
        idx = rand_index(t.numel(), math.prod(ishape))
        if ambiguous(idx, t.numel(), True):
            continue
        it = torch.tensor(idx, dtype=torch.int64).reshape(ishape)
        emit(op, shape, vals, perm, ttext(ishape, idx, "i"), "-", {}, lambda: torch.take(t, it))
        continue
    if wd is None or random.random() < 0.05:
        ishape = rand_shape()
    elif op == "gather":
        ishape = index_like(tshape, wd, smaller=random.random() < 0.8)
    else:
        # Broadcast against self apart from dim: 1, the same size, or (rarely) another.
        ishape = [random.randint(0, 4) if k == wd else random.choice([1, s, s, s + (random.random() < 0.1)])
                  for k, s in enumerate(tshape)]
    size = self_size(tshape, wd) if wd is not None else 2
    # PyTorch's take_along_dim reduces every index modulo the size (an index past the end
    # silently reads another element); the crate wraps negative indices once, as NumPy and
    # `gather`'s bounds do, so the corpus holds only indices in [-size, size) for it.
    idx = rand_index(size, math.prod(ishape), bad=0.08 if op == "gather" else 0.0)
    if ambiguous(idx, size, op != "gather"):
        continue
    it = torch.tensor(idx, dtype=torch.int64).reshape(ishape)
    if op == "gather":
        f = lambda: t.gather(d, it)
    else:
        f = lambda: torch.take_along_dim(t, it, d)
    emit(op, shape, vals, perm, ttext(ishape, idx, "i"), "-", {"dim": d}, f)

# scatter (without repeated targets, where PyTorch leaves the winner unspecified), scatter_add.
def scatter_case(op):
    """A random case of `op` ("scatter" or "scatter_add"): (shape, vals, perm, t, d, ishape,
    idx, it, sshape, src, st), or None when no unambiguous index was found."""
    shape = rand_shape()
    vals = rand_floats(math.prod(shape), ints=op == "scatter_add")
    t, perm = permuted(shape, vals)
    tshape = list(t.shape)
    d = dim_of(t.dim())
    wd = wrapped(d, t.dim())
    if wd is None or random.random() < 0.05:
        ishape = rand_shape()
    else:
        ishape = index_like(tshape, wd, smaller=random.random() < 0.85)
    size = self_size(tshape, wd) if wd is not None else 2
    for _attempt in range(20):
        idx = rand_index(size, math.prod(ishape), bad=0.02, neg=0.02)
        it = torch.tensor(idx, dtype=torch.int64).reshape(ishape)
        if ambiguous(idx, size, False):
            continue
        if op == "scatter_add" or wd is None:
            break
        try:
            hits = torch.zeros_like(t).scatter_add(d, it, torch.ones(ishape, dtype=torch.float64))
            if hits.numel() == 0 or hits.max() <= 1:
                break
        except Exception:
            break
    else:
        return None
    sshape = [s + (random.randint(0, 1) if random.random() < 0.5 else 0) for s in ishape]
    if random.random() < 0.05 and sshape:
        sshape[random.randrange(len(sshape))] = 0
    src = rand_floats(math.prod(sshape), ints=True)
    st = torch.tensor(src, dtype=torch.float64).reshape(sshape)
    return shape, vals, perm, t, d, ishape, idx, it, sshape, src, st


for _ in range(500):
    op = random.choice(["scatter", "scatter_add"])
    case = scatter_case(op)
    if case is None:
        continue
    shape, vals, perm, t, d, ishape, idx, it, sshape, src, st = case
    f = (lambda: t.scatter(d, it, st)) if op == "scatter" else (lambda: t.scatter_add(d, it, st))
    emit(op, shape, vals, perm, ttext(ishape, idx, "i"), ttext(sshape, src), {"dim": d}, f)


# index_add: rows of a source added at indices along a dim (repeats add up).
def index_add_case():
    """A random case of `index_add`: (shape, vals, perm, t, d, ishape, idx, it, sshape, src,
    st), or None when the index is ambiguous or PyTorch's text depends on its kernel."""
    shape = rand_shape()
    vals = rand_floats(math.prod(shape), ints=True)
    t, perm = permuted(shape, vals)
    tshape = list(t.shape)
    d = dim_of(t.dim())
    wd = wrapped(d, t.dim())
    size = self_size(tshape, wd) if wd is not None else 2
    n = random.randint(0, 5)
    ishape = random.choice([[n]] * 10 + [[], [1, n]])
    idx = rand_index(size, math.prod(ishape), bad=0.03, neg=0.05)
    if ambiguous(idx, size, False):
        return None
    it = torch.tensor(idx, dtype=torch.int64).reshape(ishape)
    if wd is None:
        sshape = rand_shape()
    else:
        sshape = list(tshape) if tshape else []
        if sshape:
            sshape[wd] = math.prod(ishape)
        if random.random() < 0.05 and sshape:
            k = random.randrange(len(sshape))
            sshape[k] += 1
    src = rand_floats(math.prod(sshape), ints=True)
    st = torch.tensor(src, dtype=torch.float64).reshape(sshape)
    out = result(lambda: t.index_add(d, it, st))
    if t.dim() > 1 and out.endswith("index out of range in self"):
        # PyTorch's text for an index out of range here depends on the kernel it picks from
        # the strides (this one for some middle dims); the crate gives the other one.
        return None
    return shape, vals, perm, t, d, ishape, idx, it, sshape, src, st


for _ in range(250):
    case = index_add_case()
    if case is None:
        continue
    shape, vals, perm, t, d, ishape, idx, it, sshape, src, st = case
    emit("index_add", shape, vals, perm, ttext(ishape, idx, "i"), ttext(sshape, src), {"dim": d},
         lambda: t.index_add(d, it, st))

# masked_fill, masked_select: a mask that broadcasts with self (sometimes not).
for _ in range(300):
    op = random.choice(["masked_fill", "masked_select"])
    shape = rand_shape()
    vals = rand_floats(math.prod(shape), nan=0.05)
    t, perm = permuted(shape, vals)
    tshape = list(t.shape)
    k = random.randint(0, 3)
    mshape = [random.choice([1, s, s]) for s in tshape[len(tshape) - min(k, len(tshape)):]]
    mshape = [random.randint(1, 3) for _ in range(max(0, k - len(tshape)))] + mshape
    if random.random() < 0.1:
        mshape = rand_shape()
    mask = [random.random() < 0.5 for _ in range(math.prod(mshape))]
    mt = torch.tensor(mask, dtype=torch.bool).reshape(mshape)
    value = random.choice([0.0, -1.5, INF, float("nan"), 7.0])
    if op == "masked_fill":
        emit(op, shape, vals, perm, ttext(mshape, mask, "b"), "-", {"value": fmt_float(value)},
             lambda: t.masked_fill(mt, value))
    else:
        emit(op, shape, vals, perm, ttext(mshape, mask, "b"), "-", {}, lambda: t.masked_select(mt))

# nonzero: positions of non-zero elements (NaN counts as non-zero), row-major.
for _ in range(150):
    shape = rand_shape(4)
    vals = [random.choice([0.0, 0.0, -0.0, 1.0, float("nan"), -2.5]) for _ in range(math.prod(shape))]
    t, perm = permuted(shape, vals)
    emit("nonzero", shape, vals, perm, "-", "-", {}, lambda: t.nonzero())

# bincount: counts (or sums of weights) of non-negative integers.
for _ in range(200):
    shape = random.choice([[random.randint(0, 8)]] * 10 + [[], [2, 2]])
    n = math.prod(shape)
    xs = [random.randint(0, 6) if random.random() > 0.03 else -1 for _ in range(n)]
    xt = torch.tensor(xs, dtype=torch.int64).reshape(shape)
    minlength = random.choice([0, 0, 3, 10])
    params = {"minlength": minlength}
    if random.random() < 0.5:
        wshape = [n] if random.random() < 0.95 else [n + 1]
        ws = rand_floats(wshape[0], ints=True)
        wt = torch.tensor(ws, dtype=torch.float64)
        lines.append("\t".join(["bincount", ttext(shape, xs, "i"), "", "-", ttext(wshape, ws),
                                "minlength=" + str(minlength),
                                result(lambda: torch.bincount(xt, wt, minlength))]))
    else:
        lines.append("\t".join(["bincount", ttext(shape, xs, "i"), "", "-", "-",
                                "minlength=" + str(minlength),
                                result(lambda: torch.bincount(xt, minlength=minlength))]))

# sort and argsort (stable; NaN last ascending, first descending; ties keep their order).
for _ in range(300):
    op = random.choice(["sort", "argsort"])
    shape = rand_shape(3, 5)
    vals = rand_floats(math.prod(shape), nan=0.1, ints=random.random() < 0.5)
    t, perm = permuted(shape, vals)
    d = dim_of(t.dim())
    desc = random.random() < 0.5
    if op == "sort":
        f = lambda: tuple(t.sort(dim=d, descending=desc, stable=True))
    else:
        f = lambda: t.argsort(dim=d, descending=desc, stable=True)
    emit(op, shape, vals, perm, "-", "-", {"dim": d, "descending": int(desc)}, f)

# topk: distinct values per lane (PyTorch leaves the order of ties unspecified), one NaN at most.
for _ in range(200):
    shape = rand_shape(3, 5)
    n = math.prod(shape)
    vals = [v / 4 for v in random.sample(range(-400, 400), n)]
    if n and random.random() < 0.3:
        vals[random.randrange(n)] = float("nan")
    t, perm = permuted(shape, vals)
    d = dim_of(t.dim())
    wd = wrapped(d, t.dim())
    size = self_size(list(t.shape), wd) if wd is not None else 1
    k = random.randint(0, size + (1 if random.random() < 0.1 else 0))
    largest = random.random() < 0.6
    emit("topk", shape, vals, perm, "-", "-", {"k": k, "dim": d, "largest": int(largest)},
         lambda: tuple(t.topk(k, dim=d, largest=largest, sorted=True)))

# The in-place forms scatter_, scatter_add_ and index_add_, called on a clone of the permuted
# self: the tensor after the call, or the error text (PyTorch may have written part of the
# clone by then; the crate writes nothing, which the test checks on its own).
def in_place(t, name, d, it, st):
    def f():
        c = t.clone()
        getattr(c, name)(d, it, st)
        return c
    return f


for _ in range(600):
    op = random.choice(["scatter_", "scatter_add_", "index_add_"])
    case = index_add_case() if op == "index_add_" else scatter_case(op[:-1])
    if case is None:
        continue
    shape, vals, perm, t, d, ishape, idx, it, sshape, src, st = case
    emit(op, shape, vals, perm, ttext(ishape, idx, "i"), ttext(sshape, src), {"dim": d},
         in_place(t, op, d, it, st))

print("# Generated by tools/torch_index_cases.py with torch " + torch.__version__ + "; do not edit.")
print("\n".join(lines))
