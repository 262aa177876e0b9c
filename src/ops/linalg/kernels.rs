//! The static path: the kernels instantiated at the sizes the compiler knows. An inline tensor
//! of shape `[.., n, n]` is a run of `[[T; N]; N]` arrays (`as_chunks` of its flat elements),
//! and every loop below runs over those arrays, so its trip counts are constants and every
//! index is provably in range: the optimiser unrolls small sizes and leaves no panic path.

use super::batch::BatchWalk;
use super::element::LinalgElement;
use super::matrix::Rhs;
use super::shapes::{MatrixSize, SolveCols, UnknownRhs, VectorRhs};
use super::{cholesky, invert, lu};
use crate::shape::class::Class;
use crate::shape::{Const, Dyn};

/// The largest batch rank of a static solve (`A` and `B` have at most 6 dims).
const STATIC_BATCH: usize = 4;

/// The identity matrix of size `N`, in constant evaluation.
pub(crate) const fn identity<T: LinalgElement, const N: usize>() -> [[T; N]; N] {
    let mut a = [[T::ZERO; N]; N];
    let mut i = 0;
    while i < N {
        a[i][i] = T::ONE;
        i += 1;
    }
    a
}

/// The determinant of one matrix.
#[inline]
pub(crate) fn det<T: LinalgElement, const N: usize>(a: &[[T; N]; N]) -> T {
    lu::determinant(&mut { *a })
}

/// Inverts one matrix in place; `false` (and `a` unchanged) when it is singular.
#[inline]
pub(crate) fn inv<T: LinalgElement, const N: usize>(a: &mut [[T; N]; N]) -> bool {
    let original = *a;
    let mut lu = *a;
    let mut piv = [0; N];
    invert::invert(&original, &mut lu, &mut piv, a).is_ok()
}

impl<const N: usize, K: Class> MatrixSize for Const<N, K> {
    #[inline]
    fn det_each<T: LinalgElement>(a: &[T], out: &mut [T]) {
        if N == 0 {
            out.fill(T::ONE);
            return;
        }
        let (mats, _) = a.as_chunks::<N>().0.as_chunks::<N>();
        for (m, d) in mats.iter().zip(out) {
            *d = det(m);
        }
    }

    #[inline]
    fn inv_each<T: LinalgElement>(a: &mut [T]) -> bool {
        if N == 0 {
            return true;
        }
        let (mats, _) = a.as_chunks_mut::<N>().0.as_chunks_mut::<N>();
        mats.iter_mut().all(|m| inv(m))
    }

    #[inline]
    fn cholesky_each<T: LinalgElement>(a: &mut [T]) -> bool {
        if N == 0 {
            return true;
        }
        let (mats, _) = a.as_chunks_mut::<N>().0.as_chunks_mut::<N>();
        mats.iter_mut().all(|m| cholesky::factor(m).is_ok())
    }

    #[inline]
    fn solve_each<T: LinalgElement, C: SolveCols>(
        a: &[T],
        b: &[T],
        out: &mut [T],
        batches: [&[usize]; 3],
    ) -> bool {
        if N == 0 {
            return true;
        }
        C::solve_n::<T, N>(a.as_chunks::<N>().0.as_chunks::<N>().0, b, out, batches)
    }
}

/// `Dyn` sizes have no inline storage: the static kernels never see them.
impl MatrixSize for Dyn {
    fn det_each<T: LinalgElement>(_a: &[T], _out: &mut [T]) {}
    fn inv_each<T: LinalgElement>(_a: &mut [T]) -> bool {
        false
    }
    fn cholesky_each<T: LinalgElement>(_a: &mut [T]) -> bool {
        false
    }
    fn solve_each<T: LinalgElement, C: SolveCols>(
        _a: &[T],
        _b: &[T],
        _out: &mut [T],
        _batches: [&[usize]; 3],
    ) -> bool {
        false
    }
}

/// Solves the systems of a broadcast batch whose right-hand sides are `R` (`[T; N]` or
/// `[[T; K]; N]`), factoring each matrix of `A` once for a run of right-hand sides that use
/// it. `false` when a matrix of `A` is singular — also when the result is empty, as PyTorch
/// factors `A` whatever `B` is.
#[inline]
fn solve_items<T, R, const N: usize>(
    a: &[[[T; N]; N]],
    b: &[R],
    out: &mut [R],
    batches: [&[usize]; 3],
) -> bool
where
    T: LinalgElement,
    R: Rhs<T> + Copy,
{
    let [batch_a, batch_b, batch_x] = batches;
    if batch_x.is_empty() {
        // One system (no batch dims): no walk.
        let (Some(m), Some(rhs), Some(x)) = (a.first(), b.first(), out.first_mut()) else {
            return false;
        };
        let (mut lu, mut piv) = (*m, [0; N]);
        if !lu::factor(&mut lu, &mut piv).regular() {
            return false;
        }
        *x = *rhs;
        lu::substitute(&lu, &piv, x);
        return true;
    }
    let Some(walk) = BatchWalk::<STATIC_BATCH>::new(batch_x, batch_a, batch_b) else {
        return false;
    };
    if walk.len() == 0 {
        return all_regular(a);
    }
    let mut lu = [[T::ZERO; N]; N];
    let mut piv = [0; N];
    let mut factored = None;
    for (x, (ia, ib)) in out.iter_mut().zip(walk) {
        let (Some(m), Some(rhs)) = (a.get(ia), b.get(ib)) else {
            return false;
        };
        if factored != Some(ia) {
            lu = *m;
            if !lu::factor(&mut lu, &mut piv).regular() {
                return false;
            }
            factored = Some(ia);
        }
        *x = *rhs;
        lu::substitute(&lu, &piv, x);
    }
    true
}

/// Whether every matrix of `a` factors with non-zero pivots.
#[inline]
fn all_regular<T: LinalgElement, const N: usize>(a: &[[[T; N]; N]]) -> bool {
    a.iter().all(|m| lu::factor_u(&mut { *m }).regular())
}

impl SolveCols for VectorRhs {
    const VECTOR: bool = true;
    #[inline]
    fn solve_n<T: LinalgElement, const N: usize>(
        a: &[[[T; N]; N]],
        b: &[T],
        out: &mut [T],
        batches: [&[usize]; 3],
    ) -> bool {
        solve_items(a, b.as_chunks::<N>().0, out.as_chunks_mut::<N>().0, batches)
    }
}

impl<const K: usize, KK: Class> SolveCols for Const<K, KK> {
    const VECTOR: bool = false;
    #[inline]
    fn solve_n<T: LinalgElement, const N: usize>(
        a: &[[[T; N]; N]],
        b: &[T],
        out: &mut [T],
        batches: [&[usize]; 3],
    ) -> bool {
        if K == 0 {
            // No columns to solve for; `A` is still factored.
            return all_regular(a);
        }
        let b = b.as_chunks::<K>().0.as_chunks::<N>().0;
        let out = out.as_chunks_mut::<K>().0.as_chunks_mut::<N>().0;
        solve_items(a, b, out, batches)
    }
}

/// Run-time columns have no inline storage.
impl SolveCols for Dyn {
    const VECTOR: bool = false;
    fn solve_n<T: LinalgElement, const N: usize>(
        _a: &[[[T; N]; N]],
        _b: &[T],
        _out: &mut [T],
        _batches: [&[usize]; 3],
    ) -> bool {
        false
    }
}

/// Decided at run time: only dynamic shapes, which have no inline storage.
impl SolveCols for UnknownRhs {
    const VECTOR: bool = false;
    fn solve_n<T: LinalgElement, const N: usize>(
        _a: &[[[T; N]; N]],
        _b: &[T],
        _out: &mut [T],
        _batches: [&[usize]; 3],
    ) -> bool {
        false
    }
}
