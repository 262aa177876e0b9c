//! The inverse of one matrix: LU with partial pivoting decides singularity (a zero pivot) and
//! gives the determinant; sizes up to 3 then use the closed forms of [`small`](super::small),
//! larger ones solve `A·X = I` with the factors.

use super::element::LinalgElement;
use super::lu;
use super::matrix::{Matrix, MatrixMut, Rhs};
use super::small;

/// Writes the inverse of `a` into `out`, with `lu` (a copy of `a` on entry, its factors on
/// return) and `piv` (`a.n()` entries) as scratch. `Err` holds the 1-based step of the first
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
    let found = lu::factor(lu, piv);
    if !found.regular() {
        return Err(found.zero_pivot);
    }
    let n = a.n();
    if n <= 3 {
        small::inverse(a, lu::det(lu, &found), out);
    } else {
        for i in 0..n {
            for c in 0..n {
                out.set(i, c, if i == c { T::ONE } else { T::ZERO });
            }
        }
        lu::substitute(lu, piv, out);
    }
    Ok(())
}
