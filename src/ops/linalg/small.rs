//! Closed forms for the inverse of 1x1, 2x2 and 3x3 matrices: the adjugate (the transposed
//! matrix of cofactors) divided by the determinant, as nalgebra's `try_inverse` computes small
//! inverses, with straight-line code and no row swaps.
//!
//! The determinant divided by is the LU determinant (the product of the pivots of
//! [`lu::factor`](super::lu::factor)), and the caller has already checked that LU found no zero
//! pivot. So the singularity test of the closed forms is LU's own, not `det == 0` on a cofactor
//! expansion: both say "singular" for exactly the same matrices, whatever the size (a cofactor
//! determinant can round to 0 where LU's pivots are all non-zero, or the other way round, for
//! matrices within rounding of singular).

use super::element::LinalgElement;
use super::matrix::{Matrix, Rhs};

/// Writes the inverse of `a` (of size 0 to 3) into `out`, given its determinant `det`
/// (non-zero). Does nothing for larger sizes.
#[inline(always)]
pub(crate) fn inverse<T, A, O>(a: &A, det: T, out: &mut O)
where
    T: LinalgElement,
    A: Matrix<T>,
    O: Rhs<T>,
{
    match a.n() {
        1 => out.set(0, 0, T::ONE / det),
        2 => {
            let [[p, q], [r, s]] = load::<T, A, 2>(a);
            store(out, [[s / det, -q / det], [-r / det, p / det]]);
        }
        3 => {
            let [[a0, a1, a2], [b0, b1, b2], [c0, c1, c2]] = load::<T, A, 3>(a);
            // Cofactors, transposed: row i of the inverse is column i of the cofactor matrix.
            let adj = [
                [b1 * c2 - b2 * c1, a2 * c1 - a1 * c2, a1 * b2 - a2 * b1],
                [b2 * c0 - b0 * c2, a0 * c2 - a2 * c0, a2 * b0 - a0 * b2],
                [b0 * c1 - b1 * c0, a1 * c0 - a0 * c1, a0 * b1 - a1 * b0],
            ];
            store(out, adj.map(|row| row.map(|x| x / det)));
        }
        _ => {}
    }
}

/// The matrix as a nested array of size `M` (the caller matched `a.n() == M`).
#[inline(always)]
fn load<T: LinalgElement, A: Matrix<T>, const M: usize>(a: &A) -> [[T; M]; M] {
    core::array::from_fn(|i| core::array::from_fn(|j| a.at(i, j)))
}

/// Writes a nested array of size `M` into `out`.
#[inline(always)]
fn store<T: LinalgElement, O: Rhs<T>, const M: usize>(out: &mut O, m: [[T; M]; M]) {
    for (i, row) in m.iter().enumerate() {
        for (c, &x) in row.iter().enumerate() {
            out.set(i, c, x);
        }
    }
}
