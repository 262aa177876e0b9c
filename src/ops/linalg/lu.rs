//! LU factorisation with partial pivoting (`P·A = L·U`), and what it gives: the determinant,
//! solutions of `A·X = B`, and the inverse beyond the closed forms of [`small`](super::small).
//!
//! Right-looking Doolittle elimination, as LAPACK's `getf2`: at step `k` the pivot is the first
//! element of largest magnitude in column `k` on or below the diagonal, its row is swapped into
//! place, the multipliers `l = a[i][k] / a[k][k]` (a division, not a multiplication by a
//! reciprocal: one rounding) are stored below the diagonal and the trailing block is updated by
//! `a[i][j] - l * a[k][j]`. A zero pivot (exactly 0, as LAPACK tests it) is recorded — the first
//! one's 1-based step is LAPACK's `info`, which PyTorch's messages print — and its column is
//! skipped, so the factorisation always completes.

use super::element::LinalgElement;
use super::matrix::{Matrix, MatrixMut, Rhs, below, from};

/// What a factorisation found.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Factored {
    /// The 1-based step of the first zero pivot, 0 when every pivot is non-zero.
    pub(crate) zero_pivot: usize,
    /// Whether an odd number of rows were swapped (the determinant's sign).
    pub(crate) odd: bool,
}

impl Factored {
    /// Whether every pivot is non-zero (the matrix is invertible as far as LU can tell).
    #[inline(always)]
    pub(crate) fn regular(&self) -> bool {
        self.zero_pivot == 0
    }
}

/// Factors `a` in place: `U` on and above the diagonal, the multipliers of `L` (whose diagonal
/// is 1) below it; `piv[k]` is the row swapped with row `k` at step `k` (`piv` has `a.n()`
/// entries).
#[inline]
pub(crate) fn factor<T, M, P>(a: &mut M, piv: &mut P) -> Factored
where
    T: LinalgElement,
    M: MatrixMut<T>,
    P: AsMut<[usize]> + ?Sized,
{
    eliminate(a, piv, true)
}

/// Factors `a` in place as [`factor`], but leaves out `L` (what is below the diagonal is then
/// meaningless, and `piv` is not written): enough for the pivots, so for the determinant and
/// the singularity test, with less work.
#[inline]
pub(crate) fn factor_u<T: LinalgElement, M: MatrixMut<T>>(a: &mut M) -> Factored {
    eliminate(a, &mut [][..], false)
}

/// Gaussian elimination with partial pivoting; `keep_l` stores the multipliers and swaps the
/// columns of `L` with the rows.
#[inline(always)]
fn eliminate<T, M, P>(a: &mut M, piv: &mut P, keep_l: bool) -> Factored
where
    T: LinalgElement,
    M: MatrixMut<T>,
    P: AsMut<[usize]> + ?Sized,
{
    let n = a.n();
    let piv = piv.as_mut();
    let mut found = Factored {
        zero_pivot: 0,
        odd: false,
    };
    for k in 0..n {
        let mut p = k;
        let mut best = a.at(k, k).abs();
        from::<T, M>(k + 1, n, |i| {
            let v = a.at(i, k).abs();
            if v > best {
                best = v;
                p = i;
            }
        });
        if let Some(slot) = piv.get_mut(k) {
            *slot = p;
        }
        if p != k && p < n {
            // The columns of `L` (left of `k`) move with the rows only when `L` is kept.
            a.swap_rows(k, p, if keep_l { 0 } else { k });
            found.odd = !found.odd;
        }
        let d = a.at(k, k);
        if d != T::ZERO {
            from::<T, M>(k + 1, n, |i| {
                let l = a.at(i, k) / d;
                if keep_l {
                    a.set(i, k, l);
                }
                from::<T, M>(k + 1, n, |j| a.set(i, j, a.at(i, j) - l * a.at(k, j)));
            });
        } else if found.zero_pivot == 0 {
            found.zero_pivot = k + 1;
        }
    }
    found
}

/// The determinant of a factored matrix: the product of the pivots, taken from the first,
/// negated when the rows were swapped an odd number of times (0 or -0 when a pivot is zero, as
/// PyTorch's `det`).
#[inline]
pub(crate) fn det<T: LinalgElement, M: Matrix<T>>(lu: &M, found: &Factored) -> T {
    let mut d = T::ONE;
    for k in 0..lu.n() {
        d = d * lu.at(k, k);
    }
    if found.odd { -d } else { d }
}

/// The determinant of `a` (overwritten for sizes above 3): the closed forms of
/// [`small::det_lu`](super::small::det_lu) up to size 3, [`factor_u`] and [`det`] beyond. The
/// same value either way.
#[inline(always)]
pub(crate) fn determinant<T: LinalgElement, M: MatrixMut<T>>(a: &mut M) -> T {
    if a.n() <= 3 {
        super::small::det_lu(a).0
    } else {
        let found = factor_u(a);
        det(a, &found)
    }
}

/// Overwrites `b` with the solution `X` of `A·X = B`, given the factors of `A` (every pivot
/// non-zero): the row swaps, then forward substitution with `L`, then back substitution with
/// `U` (each row of `B` updated over all its columns at once).
#[inline]
pub(crate) fn substitute<T, M, B, P>(lu: &M, piv: &P, b: &mut B)
where
    T: LinalgElement,
    M: Matrix<T>,
    B: Rhs<T>,
    P: AsRef<[usize]> + ?Sized,
{
    let (n, cols) = (lu.n(), b.cols());
    for (k, &p) in piv.as_ref().iter().enumerate().take(n) {
        if p != k && p < n {
            b.swap_rows(k, p);
        }
    }
    for i in 1..n {
        below::<T, M>(i, n, |j| {
            let l = lu.at(i, j);
            for c in 0..cols {
                b.set(i, c, b.at(i, c) - l * b.at(j, c));
            }
        });
    }
    for i in (0..n).rev() {
        from::<T, M>(i + 1, n, |j| {
            let u = lu.at(i, j);
            for c in 0..cols {
                b.set(i, c, b.at(i, c) - u * b.at(j, c));
            }
        });
        let d = lu.at(i, i);
        for c in 0..cols {
            b.set(i, c, b.at(i, c) / d);
        }
    }
}
