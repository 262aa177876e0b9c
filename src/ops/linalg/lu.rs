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
use super::matrix::{Matrix, MatrixMut, Rhs};

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
    let n = a.n();
    let piv = piv.as_mut();
    let mut found = Factored {
        zero_pivot: 0,
        odd: false,
    };
    for k in 0..n {
        let mut p = k;
        let mut best = a.at(k, k).abs();
        for i in k + 1..n {
            let v = a.at(i, k).abs();
            if v > best {
                best = v;
                p = i;
            }
        }
        if let Some(slot) = piv.get_mut(k) {
            *slot = p;
        }
        if p != k && p < n {
            a.swap_rows(k, p);
            found.odd = !found.odd;
        }
        let d = a.at(k, k);
        if d == T::ZERO {
            if found.zero_pivot == 0 {
                found.zero_pivot = k + 1;
            }
            continue;
        }
        for i in k + 1..n {
            let l = a.at(i, k) / d;
            a.set(i, k, l);
            for j in k + 1..n {
                a.set(i, j, a.at(i, j) - l * a.at(k, j));
            }
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
        for j in 0..i {
            let l = lu.at(i, j);
            for c in 0..cols {
                b.set(i, c, b.at(i, c) - l * b.at(j, c));
            }
        }
    }
    for i in (0..n).rev() {
        for j in i + 1..n {
            let u = lu.at(i, j);
            for c in 0..cols {
                b.set(i, c, b.at(i, c) - u * b.at(j, c));
            }
        }
        let d = lu.at(i, i);
        for c in 0..cols {
            b.set(i, c, b.at(i, c) / d);
        }
    }
}
