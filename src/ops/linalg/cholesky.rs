//! The Cholesky factor of one matrix: the lower-triangular `L` with a positive diagonal and
//! `L·Lᵀ = A`, for a symmetric positive-definite `A`.
//!
//! Column by column (the Cholesky–Banachiewicz order by columns, as LAPACK's unblocked
//! `potf2`): `l[j][j] = sqrt(a[j][j] - Σ l[j][k]²)`, then `l[i][j] = (a[i][j] - Σ l[i][k]·l[j][k])
//! / l[j][j]` below it. Only the lower triangle of `A` is read (PyTorch's default); the upper
//! triangle of the result is 0. The factorisation fails at the first column whose diagonal
//! value before the square root is not positive (0, negative or NaN): its 1-based index is the
//! order of the leading minor that is not positive-definite (LAPACK's `info`, which PyTorch's
//! message prints).

use super::element::LinalgElement;
use super::matrix::{MatrixMut, below, from};

/// Replaces `a` with its Cholesky factor, or gives the order of the first leading minor that is
/// not positive-definite (`a` is then partly overwritten).
#[inline]
pub(crate) fn factor<T: LinalgElement, M: MatrixMut<T>>(a: &mut M) -> Result<(), usize> {
    let n = a.n();
    for j in 0..n {
        let mut d = a.at(j, j);
        below::<T, M>(j, n, |k| {
            let l = a.at(j, k);
            d = d - l * l;
        });
        // Not `d <= 0`: NaN must fail too.
        if d.partial_cmp(&T::ZERO) != Some(core::cmp::Ordering::Greater) {
            return Err(j + 1);
        }
        let r = d.sqrt();
        a.set(j, j, r);
        from::<T, M>(j + 1, n, |i| {
            let mut s = a.at(i, j);
            below::<T, M>(j, n, |k| s = s - a.at(i, k) * a.at(j, k));
            a.set(i, j, s / r);
        });
        below::<T, M>(j, n, |i| a.set(i, j, T::ZERO));
    }
    Ok(())
}
