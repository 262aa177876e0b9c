//! Row-major kernels along one axis, for the operations that read every element of a lane more
//! than once or in order (`softmax`, `log_softmax`, `logsumexp`, `cumsum`, `cumprod`, `norm`,
//! `max`/`min` with indices, `all`/`any`/`count_nonzero`). Their sums are folded pairwise by
//! [`pairwise::fold_lanes`](super::pairwise::fold_lanes); the folds here are the ones whose
//! order does not change the result (maxima, `bool`s, counts).
//!
//! The input is a row-major buffer (an owned tensor, or a row-major copy of a view) split at the
//! axis into `outer` blocks of `n` rows of `inner` elements: a lane is one column of a block.
//! Per-lane values (a maximum, a sum) live in a buffer of `outer * inner` elements, row-major
//! over the kept dims, so lane `i` of block `k` is `aux[k * inner + i]`. The loops walk whole
//! rows (`chunks_exact`), so they vectorise across lanes and, with the sizes as constants, have
//! no panic path.

use super::flat::block;
#[cfg(any(feature = "std", feature = "libm"))]
use super::flat::block_mut;

/// The split of sizes `dims` at `axis`: the axis's size and the number of elements after it
/// (1 and 1 for a 0-d tensor, whose one dim is implicit).
#[inline(always)]
pub(crate) fn split(dims: &[usize], axis: usize) -> (usize, usize) {
    let n = dims.get(axis).copied().unwrap_or(1);
    let inner = dims.get(axis + 1..).map_or(1, |d| d.iter().product());
    (n, inner)
}

/// Every row replaced by `f(previous row's result, row)`, element by element: a running fold
/// along the axis (`cumsum`, `cumprod`). The first row stays.
#[inline(always)]
pub(crate) fn scan<T: Copy>(xs: &mut [T], n: usize, inner: usize, f: impl Fn(T, T) -> T) {
    if inner == 0 || n == 0 {
        return;
    }
    for blk in xs.chunks_exact_mut(n * inner) {
        let mut rows = blk.chunks_exact_mut(inner);
        let Some(mut prev) = rows.next() else {
            continue;
        };
        for row in rows {
            for (x, &p) in row.iter_mut().zip(prev.iter()) {
                *x = f(p, *x);
            }
            prev = row;
        }
    }
}

#[cfg(any(feature = "std", feature = "libm"))]
/// Every element `x` of lane `i` of block `k` replaced by `f(x, aux[k * inner + i])`.
#[inline(always)]
pub(crate) fn with_lane<T: Copy, A: Copy>(
    xs: &mut [T],
    aux: &[A],
    n: usize,
    inner: usize,
    f: impl Fn(T, A) -> T,
) {
    if inner == 0 || n == 0 {
        return;
    }
    for (k, arow) in aux.chunks_exact(inner).enumerate() {
        let Some(blk) = block_mut(xs, k, n * inner) else {
            break;
        };
        for row in blk.chunks_exact_mut(inner) {
            for (x, &a) in row.iter_mut().zip(arow) {
                *x = f(*x, a);
            }
        }
    }
}

/// `out[k * inner + i]` folded with every element of lane `i` of block `k`, rows in order
/// (`out` holds the starting values).
#[inline(always)]
pub(crate) fn fold_lanes<T: Copy, U: Copy>(
    xs: &[T],
    out: &mut [U],
    n: usize,
    inner: usize,
    f: impl Fn(U, T) -> U,
) {
    if inner == 0 || n == 0 {
        return;
    }
    for (k, orow) in out.chunks_exact_mut(inner).enumerate() {
        let Some(blk) = block(xs, k, n * inner) else {
            break;
        };
        for row in blk.chunks_exact(inner) {
            for (o, &x) in orow.iter_mut().zip(row) {
                *o = f(*o, x);
            }
        }
    }
}
