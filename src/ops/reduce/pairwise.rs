//! Pairwise summation, the order every fold and matrix product of this crate adds in once it has
//! more than [`BLOCK`] terms: the terms are split into halves (each a multiple of 8 long, as
//! NumPy's `pairwise_sum`) until a half has at most [`BLOCK`] terms, a block is folded in order
//! (slices through eight running accumulators), and the halves' results are added. The rounding
//! error then grows with the logarithm of the count instead of the count: one running `f32` sum
//! of 2^25 ones stops at 2^24, the pairwise sum is exact.
//!
//! The split depends only on the number of terms, so a fold visits the same tree whatever the
//! number of threads; which terms are neighbours follows the memory order of the input.
//!
//! The folds of mapped terms (`softmax`'s and `logsumexp`'s sums of exponentials, `norm`, `var`
//! and `std`) go further: [`fold_lanes`] (row-major lanes) and
//! [`fold_map_into`](super::kernel::fold_map_into) (any layout) visit each result's terms in the
//! logical order of the reduced dims and fold every block with [`block_rows`], whose result
//! for one output is [`fold_block`](super::op::fold_block)'s. The result is then a function of
//! the values alone: a contiguous tensor, a transposed or stride-0 view of the same values,
//! and a reduction along one dim or a list of dims give the same bits.

use super::element::Reducible;
use super::op::{Fold, fold_rows};

/// Terms folded one after another before halves are added (NumPy's `PW_BLOCKSIZE`). Folds of at
/// most this many terms are the straight loops they always were.
pub(crate) const BLOCK: usize = 128;

/// Terms folded by one running sum in a block of the tree when the terms are not a run of memory
/// folded by eight accumulators (outputs folded side by side, matrix products): 16, the
/// length each of NumPy's eight accumulators adds up in a block of [`BLOCK`].
pub(crate) const ROWS: usize = 16;

/// Outputs folded side by side when the terms of neighbouring outputs are neighbours in memory
/// (a sum down the columns of a row-major matrix): each level of the tree keeps one row of this
/// many partial results on the stack.
pub(crate) const TILE: usize = 32;

/// Folds terms `lo..hi` of the outputs in `acc` (at most [`TILE`] of them): `leaf(lo, hi, acc)`
/// sets `acc` to the in-order fold of terms `lo..hi` (at most `block` of them), and halves are
/// combined by `combine` (left, right). `hi > lo`.
pub(crate) fn tree<T: Copy>(
    lo: usize,
    hi: usize,
    block: usize,
    acc: &mut [T],
    leaf: &mut impl FnMut(usize, usize, &mut [T]),
    combine: impl Fn(T, T) -> T + Copy,
) {
    let n = hi.saturating_sub(lo);
    if n <= block.max(16) {
        leaf(lo, hi, acc);
        return;
    }
    let half = n / 2;
    let mid = lo + (half - half % 8);
    tree(lo, mid, block, acc, leaf, combine);
    let Some(&first) = acc.first() else {
        return;
    };
    let mut buf = [first; TILE];
    let Some(right) = buf.get_mut(..acc.len()) else {
        return;
    };
    tree(mid, hi, block, right, leaf, combine);
    for (a, &r) in acc.iter_mut().zip(right.iter()) {
        *a = combine(*a, r);
    }
}

/// Columns folded side by side by [`column_folds`] when a buffer for their partial results can
/// be allocated: wide enough that the rows of a matrix of up to this many columns are read in
/// one pass, one after the other in memory, rather than once per [`TILE`] of columns (a strip
/// of a large matrix read down its rows jumps a row's length between reads, which the
/// prefetchers do not follow).
#[cfg(feature = "alloc")]
pub(crate) const WIDE: usize = 2048;

/// How many rows of partial results [`tree_rows`] keeps below its root for `n` terms: at most
/// one per split along a path from the root, and a split leaves at most `ceil(n / 2) + 7` terms
/// on either side.
#[cfg(feature = "alloc")]
pub(crate) fn levels(n: usize) -> usize {
    let (mut m, mut k) = (n, 0);
    while m > ROWS {
        m = m.div_ceil(2) + 7;
        k += 1;
    }
    k
}

/// [`tree`] with block [`ROWS`] for any number of outputs: the right half of each split goes
/// into the first `acc.len()` elements of `scratch` and the levels below it into the rest
/// (`levels(hi - lo) * acc.len()` elements are enough). The same halves, so the same results
/// output by output.
#[cfg(feature = "alloc")]
pub(crate) fn tree_rows<T: Copy>(
    lo: usize,
    hi: usize,
    acc: &mut [T],
    scratch: &mut [T],
    leaf: &mut impl FnMut(usize, usize, &mut [T]),
    combine: impl Fn(T, T) -> T + Copy,
) {
    let n = hi.saturating_sub(lo);
    if n <= ROWS {
        leaf(lo, hi, acc);
        return;
    }
    let half = n / 2;
    let mid = lo + (half - half % 8);
    tree_rows(lo, mid, acc, scratch, leaf, combine);
    let Some((right, deeper)) = scratch.split_at_mut_checked(acc.len()) else {
        return;
    };
    tree_rows(mid, hi, right, deeper, leaf, combine);
    for (a, &r) in acc.iter_mut().zip(right.iter()) {
        *a = combine(*a, r);
    }
}

/// The folds down the columns of `block`, a row-major `[n, inner]`, handed to `take(c0, folds)`
/// for consecutive tiles of columns from column `c0`: each column through [`tree`] of block
/// [`ROWS`], its leaves folded in order (the fold of a leaf starts from its first row rather
/// than from the identity combined with it: the same value but for the sign of a zero sum,
/// which the identity combined last settles, so callers combine each fold with a value that
/// starts as the identity). With `alloc`, up to [`WIDE`] columns at a time, so the rows are
/// read once, in memory order; otherwise, or when the buffer cannot be allocated, [`TILE`].
pub(crate) fn column_folds<T: Reducible, O: Fold<T>>(
    block: &[T],
    n: usize,
    inner: usize,
    mut take: impl FnMut(usize, &[T]),
) {
    if n == 0 || inner == 0 {
        return;
    }
    let leaf_at = |c0: usize| {
        move |lo: usize, hi: usize, acc: &mut [T]| {
            let w = acc.len();
            let row = |r: usize| {
                block
                    .get(r.wrapping_mul(inner).wrapping_add(c0)..)
                    .and_then(|x| x.get(..w))
            };
            if let Some(first) = row(lo) {
                acc.copy_from_slice(first);
            }
            for r in lo + 1..hi {
                if let Some(x) = row(r) {
                    fold_rows::<T, O>(acc, x);
                }
            }
        }
    };
    #[cfg(feature = "alloc")]
    {
        let width = inner.min(WIDE);
        let len = levels(n).saturating_add(1).saturating_mul(width);
        if let Ok(mut buf) = crate::memory::try_vec::<T>(len) {
            buf.resize(len, O::IDENTITY);
            let mut c0 = 0;
            while c0 < inner {
                let w = (inner - c0).min(width);
                let (acc, scratch) = buf.split_at_mut(w);
                tree_rows(0, n, acc, scratch, &mut leaf_at(c0), O::combine);
                take(c0, acc);
                c0 += w;
            }
            return;
        }
    }
    let mut c0 = 0;
    while c0 < inner {
        let w = (inner - c0).min(TILE);
        let mut acc = [O::IDENTITY; TILE];
        let acc = &mut acc[..w];
        tree(0, n, ROWS, acc, &mut leaf_at(c0), O::combine);
        take(c0, acc);
        c0 += w;
    }
}

/// Sets `acc` (one value per output, at most `W` of them) to the in-order fold of `len`
/// terms (a block of at most [`BLOCK`]), given one row at a time by `next`, which writes the
/// next term of every output into its argument. Terms `0..8` start eight lanes, every later
/// full group of eight adds into them (term `i` into lane `i % 8`), the lanes are folded in
/// order from `zero`, then the last `len % 8` terms in order: for one output,
/// [`fold_block`](super::op::fold_block) of the terms. With fewer than eight terms the lanes
/// would all be `zero`, which leaves `zero`, so the terms are folded in order from it.
#[inline(always)]
pub(crate) fn block_rows<U: Copy, const W: usize>(
    len: usize,
    acc: &mut [U],
    zero: U,
    add: impl Fn(U, U) -> U,
    mut next: impl FnMut(&mut [U]),
) {
    let w = acc.len().min(W);
    let mut row = [zero; W];
    let groups = len / 8;
    if groups == 0 {
        acc.fill(zero);
    } else {
        let mut lanes = [[zero; W]; 8];
        for lane in lanes.iter_mut() {
            next(&mut lane[..w]);
        }
        for _ in 1..groups {
            for lane in lanes.iter_mut() {
                next(&mut row[..w]);
                for (l, &r) in lane.iter_mut().zip(&row[..w]) {
                    *l = add(*l, r);
                }
            }
        }
        let mut sums = [zero; W];
        for lane in &lanes {
            for (s, &l) in sums.iter_mut().zip(&lane[..w]) {
                *s = add(*s, l);
            }
        }
        for (a, &s) in acc.iter_mut().zip(&sums[..w]) {
            *a = s;
        }
    }
    for _ in groups * 8..len {
        next(&mut row[..w]);
        for (a, &r) in acc.iter_mut().zip(&row[..w]) {
            *a = add(*a, r);
        }
    }
}

/// `out[k * inner + i]` combined by `add` with the pairwise fold of `term(x, k * inner + i)`
/// over the elements `x` of lane `i` of block `k` of the row-major `xs` (`outer` blocks of `n`
/// rows of `inner` elements; `out` holds the starting values): [`TILE`] lanes side by side,
/// each through [`tree`] with [`block_rows`] as its leaf, so every lane gets the same bits as
/// [`fold_map_into`](super::kernel::fold_map_into) gives it in any layout. `zero` is the
/// identity of `add`, and `out` starts filled with it. Straight loops with the sizes as constants, without a panic path.
#[inline(always)]
pub(crate) fn fold_lanes<T: Copy, U: Copy>(
    xs: &[T],
    out: &mut [U],
    n: usize,
    inner: usize,
    zero: U,
    add: impl Fn(U, U) -> U + Copy,
    term: impl Fn(T, usize) -> U,
) {
    if inner == 0 || n == 0 {
        return;
    }
    if n < 8 {
        // Fewer terms than lanes: the pairwise order is the order of the rows (with `out`
        // holding `zero`, the same bits).
        for (k, orow) in out.chunks_exact_mut(inner).enumerate() {
            let Some(blk) = super::flat::block(xs, k, n * inner) else {
                break;
            };
            let first = k * inner;
            for row in blk.chunks_exact(inner) {
                for (j, (o, &x)) in orow.iter_mut().zip(row).enumerate() {
                    *o = add(*o, term(x, first + j));
                }
            }
        }
        return;
    }
    // Narrow lanes (a short last dim) get accumulators of their own width.
    if inner <= 8 {
        lanes_side_by_side::<T, U, 8>(xs, out, n, inner, zero, add, term);
    } else {
        lanes_side_by_side::<T, U, TILE>(xs, out, n, inner, zero, add, term);
    }
}

/// [`fold_lanes`] for at least eight rows, `W` lanes side by side.
#[inline(always)]
fn lanes_side_by_side<T: Copy, U: Copy, const W: usize>(
    xs: &[T],
    out: &mut [U],
    n: usize,
    inner: usize,
    zero: U,
    add: impl Fn(U, U) -> U + Copy,
    term: impl Fn(T, usize) -> U,
) {
    for (k, orow) in out.chunks_exact_mut(inner).enumerate() {
        let Some(blk) = super::flat::block(xs, k, n * inner) else {
            break;
        };
        for (t, otile) in orow.chunks_mut(W).enumerate() {
            let c0 = t * W;
            let first = k * inner + c0;
            let mut leaf = |lo: usize, hi: usize, acc: &mut [U]| {
                let mut r = lo;
                block_rows::<U, W>(hi - lo, acc, zero, add, |row: &mut [U]| {
                    let start = r * inner + c0;
                    if let Some(src) = blk.get(start..).and_then(|s| s.get(..row.len())) {
                        for (j, (d, &x)) in row.iter_mut().zip(src).enumerate() {
                            *d = term(x, first + j);
                        }
                    }
                    r += 1;
                });
            };
            let mut acc = [zero; W];
            let Some(acc) = acc.get_mut(..otile.len()) else {
                return;
            };
            if n <= BLOCK {
                leaf(0, n, acc);
            } else {
                tree(0, n, BLOCK, acc, &mut leaf, add);
            }
            for (o, &a) in otile.iter_mut().zip(acc.iter()) {
                *o = add(*o, a);
            }
        }
    }
}
