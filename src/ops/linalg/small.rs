//! Closed forms for matrices of size 1, 2 and 3: their LU determinant as straight-line code,
//! and their inverse as the adjugate (the transposed matrix of cofactors) divided by it, as
//! nalgebra's `try_inverse` computes small inverses.
//!
//! [`det_lu`] performs exactly the operations of [`lu::factor_u`](super::lu::factor_u) and
//! [`lu::det`](super::lu::det), in the same order (pivot search, row swaps, multipliers by
//! division, updates), with the rows held in local arrays and swapped by selection, so the
//! optimiser keeps them in registers: the same pivots, bit for bit (a test compares the two),
//! without the loops' indexing. The inverse divides by that determinant and
//! exists exactly when LU finds no zero pivot, so the singularity test of the closed forms is
//! LU's own, not `det == 0` on a cofactor expansion (which can round to 0 where LU's pivots are
//! all non-zero, or the other way round, for matrices within rounding of singular).

use super::element::LinalgElement;
use super::matrix::{Matrix, Rhs};

/// The LU determinant of `a` (of size 0 to 3) and the 1-based step of LU's first zero pivot (0
/// when none): the results of [`lu::factor_u`](super::lu::factor_u) and
/// [`lu::det`](super::lu::det) on `a`.
#[inline(always)]
pub(crate) fn det_lu<T: LinalgElement, A: Matrix<T>>(a: &A) -> (T, usize) {
    match a.n() {
        1 => {
            let x = a.at(0, 0);
            (x, usize::from(x == T::ZERO))
        }
        2 => lu2(load::<T, A, 2>(a)),
        3 => lu3(load::<T, A, 3>(a)),
        _ => (T::ONE, 0),
    }
}

/// The two pivots of LU on a 2x2 block `[[a, b], [c, d]]`, one branch per pivot row (no
/// selects): the first pivot, the second, whether the rows were swapped, and the 1-based step
/// of the first zero pivot (0 when none).
#[inline(always)]
fn pivots2<T: LinalgElement>([[a, b], [c, d]]: [[T; 2]; 2]) -> (T, T, bool, usize) {
    if c.abs() > a.abs() {
        // Rows swapped; the pivot `c` is not zero (nor NaN) since its magnitude is larger.
        let u = b - a / c * d;
        (c, u, true, if u == T::ZERO { 2 } else { 0 })
    } else if a != T::ZERO {
        let u = d - c / a * b;
        (a, u, false, if u == T::ZERO { 2 } else { 0 })
    } else {
        // A zero first pivot: no elimination, and the second pivot is `d` as it stands.
        (a, d, false, 1)
    }
}

/// [`det_lu`] of a 2x2 matrix.
#[inline(always)]
fn lu2<T: LinalgElement>(m: [[T; 2]; 2]) -> (T, usize) {
    let (p, u, swapped, zero) = pivots2(m);
    let det = p * u;
    (if swapped { -det } else { det }, zero)
}

/// [`det_lu`] of a 3x3 matrix: the first pivot row by branches, then [`pivots2`] on the
/// trailing block.
#[inline(always)]
fn lu3<T: LinalgElement>([r0, r1, r2]: [[T; 3]; 3]) -> (T, usize) {
    // The first row of largest magnitude in column 0 is swapped with row 0.
    let (m0, m1, m2) = (r0[0].abs(), r1[0].abs(), r2[0].abs());
    if m2 > if m1 > m0 { m1 } else { m0 } {
        after_first(r2, r1, r0, true)
    } else if m1 > m0 {
        after_first(r1, r0, r2, true)
    } else {
        after_first(r0, r1, r2, false)
    }
}

/// [`lu3`] once the pivot row `r0` is in place (`odd`: it was swapped).
#[inline(always)]
fn after_first<T: LinalgElement>(
    r0: [T; 3],
    mut r1: [T; 3],
    mut r2: [T; 3],
    odd: bool,
) -> (T, usize) {
    let first_zero = r0[0] == T::ZERO;
    if !first_zero {
        let l = r1[0] / r0[0];
        r1[1] = r1[1] - l * r0[1];
        r1[2] = r1[2] - l * r0[2];
        let l = r2[0] / r0[0];
        r2[1] = r2[1] - l * r0[1];
        r2[2] = r2[2] - l * r0[2];
    }
    let (p, u, swapped, zero) = pivots2([[r1[1], r1[2]], [r2[1], r2[2]]]);
    let det = r0[0] * p * u;
    let zero = if first_zero {
        1
    } else if zero != 0 {
        zero + 1
    } else {
        0
    };
    (if odd != swapped { -det } else { det }, zero)
}

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

/// Whether every entry of `a` is finite (`x - x` is 0 exactly for finite `x`, NaN for
/// infinities and NaN).
#[inline(always)]
pub(crate) fn finite<T: LinalgElement, A: Matrix<T>>(a: &A) -> bool {
    // Counted loops, not `all`: its closures are calls at opt-level "z".
    let n = a.n();
    for i in 0..n {
        for j in 0..n {
            if a.at(i, j) - a.at(i, j) != T::ZERO {
                return false;
            }
        }
    }
    true
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

#[cfg(test)]
mod tests {
    use super::{det_lu, inverse};
    use crate::ops::linalg::lu;

    /// Matrices with small integer entries (many ties in the pivot search, many zero pivots)
    /// and with fractional ones.
    fn matrices<const N: usize>(count: usize) -> impl Iterator<Item = [[f64; N]; N]> {
        let mut state: u64 = 0x2545_f491_4f6c_dd1d;
        (0..count).map(move |c| {
            core::array::from_fn(|_| {
                core::array::from_fn(|_| {
                    state = state
                        .wrapping_mul(6_364_136_223_846_793_005)
                        .wrapping_add(1_442_695_040_888_963_407);
                    let r = (state >> 33) as i64;
                    if c % 2 == 0 {
                        (r % 3 - 1) as f64
                    } else {
                        (r % 2001 - 1000) as f64 / 7.0
                    }
                })
            })
        })
    }

    /// The straight-line determinants are LU's, bit for bit, with the same zero pivot.
    fn same_as_lu<const N: usize>() {
        for m in matrices::<N>(20_000) {
            let (det, zero) = det_lu(&m);
            let mut lu = m;
            let found = lu::factor_u(&mut lu);
            assert_eq!(zero, found.zero_pivot, "{m:?}");
            let want = lu::det(&lu, &found);
            assert!(
                det.to_bits() == want.to_bits() || (det.is_nan() && want.is_nan()),
                "{m:?}: {det} != {want}"
            );
        }
    }

    #[test]
    fn closed_form_determinants_are_lu_determinants() {
        same_as_lu::<1>();
        same_as_lu::<2>();
        same_as_lu::<3>();
    }

    /// The closed-form inverse of a regular matrix is its inverse.
    #[test]
    fn closed_form_inverses_invert() {
        fn check<const N: usize>() {
            for m in matrices::<N>(2_000) {
                let (det, zero) = det_lu(&m);
                if zero != 0 || det.abs() < 1e-3 {
                    continue;
                }
                let mut x = [[0.0; N]; N];
                inverse(&m, det, &mut x);
                for (i, row) in m.iter().enumerate() {
                    for j in 0..N {
                        let p: f64 = row.iter().zip(&x).map(|(a, xr)| a * xr[j]).sum();
                        let want = if i == j { 1.0 } else { 0.0 };
                        assert!((p - want).abs() < 1e-9, "{m:?}");
                    }
                }
            }
        }
        check::<1>();
        check::<2>();
        check::<3>();
    }
}
