//! Reductions of owned inline tensors: straight loops over the row-major array with sizes that
//! are constants of the shape, so LLVM unrolls and vectorises them and proves every index in
//! range (no panic path).
//!
//! An axis splits the array into `outer` blocks of `n` rows of `inner` elements; reducing it
//! accumulates the `n` rows of each block into one output row (or folds each row when
//! `inner == 1`).

use super::element::Reducible;
use super::op::{Fold, Pick, fold_rows, fold_slice};
use super::pairwise::BLOCK;

/// The product of `dims[start..end]`, usable in constants.
pub(crate) const fn product(dims: &[usize], start: usize, end: usize) -> usize {
    let mut p = 1;
    let mut i = start;
    while i < end && i < dims.len() {
        p *= dims[i];
        i += 1;
    }
    p
}

/// Block `k` of `len` elements of `input`. The loops index blocks instead of zipping two
/// `chunks_exact` iterators: zipping them computes each one's length by a division by its chunk
/// size inside `Zip::new`, a division-by-zero panic path whenever the optimiser does not inline
/// it with the sizes as constants.
#[inline(always)]
pub(crate) fn block<T>(input: &[T], k: usize, len: usize) -> Option<&[T]> {
    input.get(k.checked_mul(len)?..)?.get(..len)
}

/// [`block`], mutably.
#[inline(always)]
pub(crate) fn block_mut<T>(input: &mut [T], k: usize, len: usize) -> Option<&mut [T]> {
    input.get_mut(k.checked_mul(len)?..)?.get_mut(..len)
}

/// Folds axis of size `n` with `inner` elements after it, from `input` into `out` (which holds
/// the identity).
#[inline(always)]
pub(crate) fn fold_axis<T: Reducible, O: Fold<T>>(
    input: &[T],
    out: &mut [T],
    n: usize,
    inner: usize,
) {
    if inner == 0 || n == 0 {
        return;
    }
    for (k, orow) in out.chunks_exact_mut(inner).enumerate() {
        let Some(block) = block(input, k, n * inner) else {
            break;
        };
        if inner == 1 {
            if let Some(o) = orow.first_mut() {
                *o = O::combine(*o, fold_slice::<T, O>(block));
            }
        } else if n <= BLOCK {
            for row in block.chunks_exact(inner) {
                fold_rows::<T, O>(orow, row);
            }
        } else {
            fold_rows_pairwise::<T, O>(block, orow, n, inner);
        }
    }
}

/// The `n` rows of `inner` elements of `block` accumulated into `orow` pairwise (more than
/// [`BLOCK`] rows): every column through the same tree of row ranges
/// ([`column_folds`](super::pairwise::column_folds)).
#[inline(never)]
fn fold_rows_pairwise<T: Reducible, O: Fold<T>>(
    block: &[T],
    orow: &mut [T],
    n: usize,
    inner: usize,
) {
    super::pairwise::column_folds::<T, O>(block, n, inner, |c0, folds| {
        if let Some(o) = orow.get_mut(c0..) {
            fold_rows::<T, O>(o, folds);
        }
    });
}

/// `argmax`/`argmin` along an axis of size `n` with `inner` elements after it.
#[inline(always)]
pub(crate) fn pick_axis<T: Reducible, P: Pick<T>>(
    input: &[T],
    best: &mut [T],
    index: &mut [usize],
    n: usize,
    inner: usize,
) {
    if inner == 0 || n == 0 {
        return;
    }
    for (k, brow) in best.chunks_exact_mut(inner).enumerate() {
        let (Some(irow), Some(block)) = (block_mut(index, k, inner), block(input, k, n * inner))
        else {
            break;
        };
        for (j, row) in block.chunks_exact(inner).enumerate() {
            for ((b, i), &x) in brow.iter_mut().zip(irow.iter_mut()).zip(row) {
                if j == 0 || P::better(x, *b) {
                    (*b, *i) = (x, j);
                }
            }
        }
    }
}

/// `argmax`/`argmin` of a non-empty slice: the extreme value and its first position.
#[inline(always)]
pub(crate) fn pick_slice<T: Reducible, P: Pick<T>>(xs: &[T]) -> Option<(T, usize)> {
    let (&first, rest) = xs.split_first()?;
    let mut found = (first, 0);
    for (j, &x) in rest.iter().enumerate() {
        if P::better(x, found.0) {
            found = (x, j + 1);
        }
    }
    Some(found)
}

/// The fold of all elements.
#[inline(always)]
pub(crate) fn fold_all<T: Reducible, O: Fold<T>>(xs: &[T]) -> T {
    fold_slice::<T, O>(xs)
}
