//! Pairwise summation, the order every fold and matrix product of this crate adds in once it has
//! more than [`BLOCK`] terms: the terms are split into halves (each a multiple of 8 long, as
//! NumPy's `pairwise_sum`) until a half has at most [`BLOCK`] terms, a block is folded in order
//! (slices through eight running accumulators), and the halves' results are added. The rounding
//! error then grows with the logarithm of the count instead of the count: one running `f32` sum
//! of 2^25 ones stops at 2^24, the pairwise sum is exact.
//!
//! The split depends only on the number of terms, so a fold visits the same tree whatever the
//! number of threads; which terms are neighbours follows the memory order of the input.

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
    combine: fn(T, T) -> T,
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
