//! The dynamic path's kernels: batches of `n x n` matrices stored row-major one after another
//! in a buffer, `n` known at run time. One kernel per operation, generic over the element and
//! never over a shape, calling the same per-matrix code as the static path ([`Block`] in place
//! of nested arrays). A failure names the first matrix (in batch order) that fails.

use super::batch::BatchWalk;
use super::element::LinalgElement;
use super::matrix::Block;
use super::{cholesky, invert, lu};
use crate::layout::MAX_RANK;

/// The matrix that failed (its position in the batch) and the 1-based step where it failed.
pub(crate) type Failed = (usize, usize);

/// The number of elements of an `n x n` matrix; 0 when it does not fit `usize`, which only a
/// tensor with no elements can have (a tensor's non-zero sizes multiply to at most
/// `isize::MAX`), so there is then nothing to compute.
#[inline]
pub(crate) fn area(n: usize) -> usize {
    n.checked_mul(n).unwrap_or(0)
}

/// `out[i]` is the determinant of matrix `i` of `a`; `a` is overwritten with the factors.
pub(crate) fn det<T: LinalgElement>(a: &mut [T], n: usize, out: &mut [T]) {
    if n == 0 {
        out.fill(T::ONE);
        return;
    }
    let mat = area(n);
    if mat == 0 {
        return;
    }
    for (m, d) in a.chunks_exact_mut(mat).zip(out) {
        *d = lu::determinant(&mut Block::new(m, n));
    }
}

/// Writes the inverse of each matrix of `a` into `out` (same layout), with `lu` (`n * n`) and
/// `piv` (`n`) as scratch.
pub(crate) fn inv<T: LinalgElement>(
    a: &[T],
    n: usize,
    out: &mut [T],
    lu: &mut [T],
    piv: &mut [usize],
) -> Result<(), Failed> {
    let mat = area(n);
    if mat == 0 {
        return Ok(());
    }
    for (i, (m, x)) in a
        .chunks_exact(mat)
        .zip(out.chunks_exact_mut(mat))
        .enumerate()
    {
        lu.copy_from_slice(m);
        invert::invert(
            &Block::new(m, n),
            &mut Block::new(&mut *lu, n),
            piv,
            &mut Block::new(x, n),
        )
        .map_err(|pivot| (i, pivot))?;
    }
    Ok(())
}

/// Replaces each matrix of `a` with its Cholesky factor.
pub(crate) fn cholesky<T: LinalgElement>(a: &mut [T], n: usize) -> Result<(), Failed> {
    let mat = area(n);
    if mat == 0 {
        return Ok(());
    }
    for (i, m) in a.chunks_exact_mut(mat).enumerate() {
        cholesky::factor(&mut Block::new(m, n)).map_err(|order| (i, order))?;
    }
    Ok(())
}

/// Factors each matrix of `a` in place (`piv`: `n` entries per matrix).
pub(crate) fn factor_all<T: LinalgElement>(
    a: &mut [T],
    n: usize,
    piv: &mut [usize],
) -> Result<(), Failed> {
    let mat = area(n);
    if mat == 0 {
        return Ok(());
    }
    for (i, (m, p)) in a
        .chunks_exact_mut(mat)
        .zip(piv.chunks_exact_mut(n))
        .enumerate()
    {
        let found = lu::factor(&mut Block::new(m, n), p);
        if !found.regular() {
            return Err((i, found.zero_pivot));
        }
    }
    Ok(())
}

/// Solves with the factors of [`factor_all`]: for each position of `walk`, copies its
/// right-hand side of `b` (`n x k`) into `out` and solves it against its matrix of `lu`.
pub(crate) fn solve<T: LinalgElement>(
    lu: &[T],
    piv: &[usize],
    b: &[T],
    out: &mut [T],
    (n, k): (usize, usize),
    walk: BatchWalk<MAX_RANK>,
) {
    let (mat, rhs) = (area(n), n.checked_mul(k).unwrap_or(0));
    if mat == 0 || rhs == 0 {
        return;
    }
    for (x, (ia, ib)) in out.chunks_exact_mut(rhs).zip(walk) {
        let (Some(m), Some(p), Some(y)) = (
            lu.get(ia * mat..(ia + 1) * mat),
            piv.get(ia * n..(ia + 1) * n),
            b.get(ib * rhs..(ib + 1) * rhs),
        ) else {
            return;
        };
        x.copy_from_slice(y);
        lu::substitute(&Block::new(m, n), p, &mut Block::new(x, k));
    }
}
