#!/usr/bin/env python3
"""Writes tests/fixtures/linalg.txt: det, inv, solve and cholesky computed by PyTorch (float64
LAPACK on the exact input values), with error texts, which tests/all/linalg.rs replays on the
dynamic path (values within a tolerance, texts exactly). NumPy is asked too: every value case
is checked here to agree with numpy.linalg, so the fixture holds what both libraries give.

Needs torch and numpy (a developer tool, not run in CI):
    python3 tools/linalg_cases.py > tests/fixtures/linalg.txt

Each line: op, dtype, sizes of A, values of A, sizes of B, values of B (solve only), the
2-norm condition number of A's worst matrix (0 when not applicable), then `OK<TAB>sizes<TAB>values`
or `ERR<TAB>text`. f32 cases hold f32 values and the float64 result on them.
"""
import math
import random

import numpy as np
import torch

random.seed(11)
rng = np.random.default_rng(11)


def fmt_list(xs):
    return ",".join(str(x) for x in xs)


def fmt_vals(a):
    return ",".join("NaN" if v != v else repr(float(v)) for v in np.asarray(a).reshape(-1).tolist())


def cond(a):
    a = np.asarray(a, dtype=np.float64)
    if a.ndim < 2 or a.shape[-1] != a.shape[-2] or a.size == 0 or not np.all(np.isfinite(a)):
        return 0.0
    k = float(np.max(np.linalg.cond(a.reshape(-1, a.shape[-1], a.shape[-1]))))
    return k if math.isfinite(k) else 0.0


def run(op, a, b=None):
    ta = torch.tensor(a, dtype=torch.float64)
    try:
        if op == "det":
            r = torch.linalg.det(ta)
        elif op == "inv":
            r = torch.linalg.inv(ta)
        elif op == "cholesky":
            r = torch.linalg.cholesky(ta)
        else:
            r = torch.linalg.solve(ta, torch.tensor(b, dtype=torch.float64))
    except Exception as e:  # torch's error text, first line
        return "ERR\t" + str(e).split("\n")[0]
    check_numpy(op, a, b, r.numpy())
    return "OK\t" + fmt_list(r.shape) + "\t" + fmt_vals(r.numpy())


def check_numpy(op, a, b, got):
    """NumPy agrees with PyTorch on every value case (where NumPy has the same rule)."""
    try:
        check_numpy_values(op, a, b, got)
    except np.linalg.LinAlgError as e:
        raise AssertionError(f"NumPy refuses what PyTorch computes: {op} {a.tolist()}: {e}")


def check_numpy_values(op, a, b, got):
    a = np.asarray(a, dtype=np.float64)
    if a.size == 0 or got.size == 0:
        return
    if op == "det":
        want = np.linalg.det(a)
    elif op == "inv":
        want = np.linalg.inv(a)
    elif op == "cholesky":
        want = np.linalg.cholesky(np.tril(a) + np.swapaxes(np.tril(a, -1), -1, -2))
    else:
        b = np.asarray(b, dtype=np.float64)
        vector = b.ndim == 1 or (b.ndim == a.ndim - 1 and b.shape == a.shape[:-1])
        want = np.linalg.solve(a, b[..., None])[..., 0] if vector else np.linalg.solve(a, b)
    finite = np.abs(want[np.isfinite(want)])
    scale = max(1.0, float(np.max(finite))) if finite.size else 1.0
    k = max(cond(a), 1.0)
    assert np.allclose(got, want, rtol=0, atol=1e-9 * k * scale, equal_nan=True), (op, a, got, want)


lines = []


def case(op, dtype, a, b=None):
    a = np.asarray(a, dtype=np.float32 if dtype == "f32" else np.float64).astype(np.float64)
    if b is not None:
        b = np.asarray(b, dtype=np.float32 if dtype == "f32" else np.float64).astype(np.float64)
    kappa = cond(a)
    bs = "" if b is None else fmt_list(b.shape)
    bv = "" if b is None else fmt_vals(b)
    lines.append(
        f"{op}\t{dtype}\t{fmt_list(a.shape)}\t{fmt_vals(a)}\t{bs}\t{bv}\t{kappa!r}\t" + run(op, a, b)
    )


def short(x):
    """Values rounded to multiples of 1/64: exact in f32 and short to print."""
    return np.round(np.asarray(x) * 64.0) / 64.0


def normal(shape):
    return short(rng.standard_normal(shape))


def well(n, batch=()):
    """Random matrices with a dominant diagonal: condition numbers of about 1 to 10."""
    return short(rng.standard_normal(batch + (n, n)) + 2.0 * math.sqrt(n) * np.eye(n))


def spd(n, batch=()):
    m = rng.standard_normal(batch + (n, n))
    return short(m @ np.swapaxes(m, -1, -2) + n * np.eye(n))


def hilbert(n):
    return np.array([[1.0 / (i + j + 1) for j in range(n)] for i in range(n)])


# Values: sizes 0 to 6 (the closed forms 1 to 3, LU beyond), batches, both element types.
for dtype in ("f64", "f32"):
    for n, batch in [(n, ()) for n in range(7)] + [(2, (3,)), (4, (3,)), (0, (2,)), (3, (2, 2))]:
        if True:
            case("det", dtype, well(n, batch))
            case("inv", dtype, well(n, batch))
            case("cholesky", dtype, spd(n, batch))
            case("solve", dtype, well(n, batch), normal(batch + (n,)))
            case("solve", dtype, well(n, batch), normal(batch + (n, 2)))
    # Broadcast batch dims, vectors against batches, batches of vectors.
    for sa, sb in [
        ((2, 1), (4,)),
        ((3,), ()),
        ((), (5,)),
        ((2, 1), (1, 3)),
        ((1,), (2, 2)),
    ]:
        for n in (2, 3):
            case("solve", dtype, well(n, sa), normal(sb + (n, 3)))
            case("solve", dtype, well(n, sa), normal((n,)))
    # Ill-conditioned: Hilbert matrices (symmetric positive-definite).
    for n in (4, 6):
        if dtype == "f32" and n == 6:
            continue  # condition 1.5e7 > 1/eps(f32): no digit is meaningful
        h = hilbert(n)
        case("det", dtype, h)
        case("inv", dtype, h)
        case("cholesky", dtype, h)
        case("solve", dtype, h, np.ones(n))
    # Small integers: exact arithmetic in most steps, with ties in the pivot search.
    for n in (2, 3, 4, 5):
        for _ in range(3):
            m = rng.integers(-3, 4, size=(n, n)).astype(np.float64)
            while round(np.linalg.det(m)) == 0:  # singular ones are below
                m = rng.integers(-3, 4, size=(n, n)).astype(np.float64)
            case("det", dtype, m)
            case("inv", dtype, m)
            case("solve", dtype, m, rng.integers(-3, 4, size=(n,)))

# Singular matrices: which pivot is zero, batches, and what det, solve and inv give.
singular = [
    [[1.0, 2.0], [2.0, 4.0]],
    [[0.0, 1.0], [0.0, 1.0]],
    [[0.0, 0.0], [0.0, 0.0]],
    [[1.0, 2.0, 3.0], [2.0, 4.0, 6.0], [1.0, 0.0, 1.0]],
    [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 2.0]],
    [[2.0, 0.0, 0.0, 0.0], [0.0, 3.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 1.0]],
    [[1.0, 0.0], [0.0, -0.0]],
    [[-0.0]],
]
for m in singular:
    for dtype in ("f64", "f32"):
        case("inv", dtype, m)
        case("det", dtype, m)
        case("solve", dtype, m, np.ones(len(m)))
# A NaN below a zero is not chosen as pivot (LAPACK's search compares magnitudes): a zero
# pivot. (PyTorch's det of it is NaN and NumPy's 0, so only inv is compared.)
case("inv", "f64", [[0.0, 1.0], [float("nan"), 0.0]])
eye2, zero2 = np.eye(2), np.zeros((2, 2))
case("inv", "f64", np.stack([eye2, zero2]))
case("inv", "f64", np.stack([eye2, eye2, zero2]).reshape(3, 1, 2, 2))
case("inv", "f64", np.zeros((1, 2, 2)))
case("det", "f64", np.stack([eye2, zero2]))
case("solve", "f64", np.stack([eye2, zero2]), np.ones(2))
case("solve", "f64", np.stack([eye2, zero2]).reshape(2, 1, 2, 2), np.ones((4, 2, 1)))
case("solve", "f64", np.stack([eye2, eye2, zero2]).reshape(3, 1, 2, 2), np.ones((2, 2, 1)))
case("solve", "f64", np.stack([eye2, zero2]), np.ones((3, 2, 2, 1)))
case("solve", "f64", np.stack([eye2, zero2]), np.ones((2, 2)))
case("solve", "f64", zero2, np.ones((2, 0)))
case("solve", "f64", np.zeros((3, 2, 2)), np.ones((2, 0)))
case("solve", "f64", np.zeros((1, 2, 2)), np.ones((0, 2, 1)))
case("solve", "f64", np.zeros((1, 2, 2)), np.ones(2))

# Not positive-definite: the order of the first failing leading minor, batches, NaN, -0.
for m in [
    [[1.0, 2.0], [2.0, 1.0]],
    [[-1.0, 0.0], [0.0, 1.0]],
    [[0.0, 0.0], [0.0, 0.0]],
    [[1.0, 0.0], [0.0, -0.0]],
    [[float("nan"), 0.0], [0.0, 1.0]],
    [[4.0, 2.0, 0.0], [2.0, 1.0, 0.0], [0.0, 0.0, 1.0]],
    [[4.0, 100.0], [2.0, 5.0]],
    [[4.0, -100.0], [2.0, 5.0]],
    [[float("inf"), 0.0], [0.0, 1.0]],
    [[1e-310, 0.0], [0.0, 1.0]],
]:
    case("cholesky", "f64", m)
case("cholesky", "f64", np.stack([eye2, -eye2]))
case("cholesky", "f64", np.stack([eye2, -eye2] * 3).reshape(3, 2, 2, 2))
case("cholesky", "f64", np.zeros((1, 2, 2)))

# Shapes: too few dims, not square, empty batches, 0x0 matrices, B's reading and broadcasting.
for op in ("det", "inv", "cholesky"):
    for shape in [(3,), (), (2, 3), (4, 2, 3), (0, 0), (2, 0, 0), (0, 3, 3), (0, 2, 0, 0), (3, 0, 1, 1)]:
        case(op, "f64", np.zeros(shape))
eye3 = np.eye(3)
for sa, sb in [
    ((3,), ()),
    ((), (3,)),
    ((2, 3), (4,)),
    ((2, 3), ()),
    ((3, 3), ()),
    ((3, 3), (4,)),
    ((3, 3), (4, 2)),
    ((2, 3, 3), (5, 4, 1)),
    ((2, 3, 3), (5, 3, 1)),
    ((2, 1, 3, 3), (4, 3, 3, 1)),
    ((3, 2, 3, 3), (4, 3, 1)),
    ((2, 3, 3), (2, 4)),
    ((2, 3, 3), (3,)),
    ((2, 3, 3), (4,)),
    ((3, 3), (2, 3)),
    ((3, 3), (3, 3)),
    ((3, 3), (2, 3, 1)),
    ((1, 3, 3), (3,)),
    ((1, 3, 3), (1, 3)),
    ((1, 3, 3), (5, 3)),
    ((2, 3, 3), (1, 3)),
    ((2, 3, 3), (4, 3)),
    ((2, 2, 2), (2, 2)),
    ((2, 1, 2, 2), (2, 2)),
    ((2, 1, 2, 2), (2, 1, 2)),
    ((2, 1, 2, 2), (1, 2)),
    ((0, 0), (0,)),
    ((0, 0), (1,)),
    ((0, 0), (3, 0, 2)),
    ((2, 0, 0), (2, 0)),
    ((0, 3, 3), (0, 3)),
    ((0, 3, 3), (1, 3, 2)),
    ((0, 3, 3), (3,)),
    ((0, 3, 3), (2, 3, 1)),
    ((3, 3), (3, 0)),
    ((2, 3, 3), (0, 1, 3, 2)),
]:
    def filled(shape, square):
        if len(shape) >= 2 and shape[-1] == shape[-2] and square:
            return np.broadcast_to(np.eye(shape[-1]) * 2.0, shape).copy()
        return np.ones(shape)

    case("solve", "f64", filled(sa, True), filled(sb, False))

print("# @generated by tools/linalg_cases.py — do not edit by hand.")
print("\n".join(lines))
