//! The inverse of one matrix: LU with partial pivoting decides singularity (a zero pivot). Sizes
//! up to 3 use the closed forms of [`small`](super::small) (LU's determinant and pivots in
//! straight-line code, then the adjugate), larger ones solve `A·X = I` with the LU factors, as
//! do small matrices with an infinite or NaN entry: the adjugate multiplies an infinity by the
//! zeros around it (NaN) where the substitution divides by it (0), as LAPACK does.

use super::element::LinalgElement;
use super::lu;
use super::matrix::{Matrix, MatrixMut, Rhs};
use super::small;

/// Writes the inverse of `a` into `out`, with `lu` (a copy of `a` on entry; its factors on
/// return above size 3) and `piv` (`a.n()` entries) as scratch. `Err` holds the 1-based step of the first
/// zero pivot when `a` is singular (PyTorch's "diagonal element"), and `out` is then unchanged.
#[inline]
pub(crate) fn invert<T, A, L, O, P>(
    a: &A,
    lu: &mut L,
    piv: &mut P,
    out: &mut O,
) -> Result<(), usize>
where
    T: LinalgElement,
    A: Matrix<T>,
    L: MatrixMut<T>,
    O: Rhs<T>,
    P: AsMut<[usize]> + AsRef<[usize]> + ?Sized,
{
    let n = a.n();
    if n <= 3 && small::finite(a) {
        let (det, zero_pivot) = small::det_lu(a);
        if zero_pivot != 0 {
            return Err(zero_pivot);
        }
        small::inverse(a, det, out);
    } else {
        let found = lu::factor(lu, piv);
        if !found.regular() {
            return Err(found.zero_pivot);
        }
        for i in 0..n {
            for c in 0..n {
                out.set(i, c, if i == c { T::ONE } else { T::ZERO });
            }
        }
        lu::substitute(lu, piv, out);
    }
    Ok(())
}
