//! The static path: the kernels instantiated at the sizes the compiler knows. An inline tensor
//! of shape `[.., n, n]` is a run of `n * n` elements per matrix; each matrix is copied into a
//! local `[[T; N]; N]` (and right-hand sides into `[T; N]` or `[[T; K]; N]`), worked on there
//! and copied back, by counted loops and checked reads (no iterator adapters: at opt-level "z"
//! their set-up and closures are calls, which a caller cannot prove panic-free). Every loop runs
//! over those arrays, so its trip counts are constants and every index is provably in range:
//! the optimiser unrolls small sizes, keeps them in registers, and leaves no panic path.

use super::batch::BatchWalk;
use super::element::LinalgElement;
use super::matrix::Rhs;
use super::shapes::{MatrixSize, SolveCols, UnknownRhs, VectorRhs};
use super::{cholesky, invert, lu};
use crate::shape::class::Repr;
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

/// A matrix or right-hand side held in a nested array, copied from and to its row-major
/// elements.
pub(crate) trait Block<T: LinalgElement>: Copy {
    /// Its number of elements.
    const LEN: usize;
    /// The block whose row-major elements are `flat` (`LEN` of them).
    fn load(flat: &[T]) -> Self;
    /// Writes the row-major elements into `flat`.
    fn store(&self, flat: &mut [T]);
}

impl<T: LinalgElement, const N: usize> Block<T> for [T; N] {
    const LEN: usize = N;
    #[inline(always)]
    #[allow(clippy::needless_range_loop)]
    fn load(flat: &[T]) -> Self {
        let mut out = [T::ZERO; N];
        for k in 0..N {
            if let Some(&y) = flat.get(k) {
                out[k] = y;
            }
        }
        out
    }
    #[inline(always)]
    #[allow(clippy::needless_range_loop)]
    fn store(&self, flat: &mut [T]) {
        for k in 0..N {
            if let Some(x) = flat.get_mut(k) {
                *x = self[k];
            }
        }
    }
}

impl<T: LinalgElement, const N: usize, const K: usize> Block<T> for [[T; K]; N] {
    const LEN: usize = N * K;
    #[inline(always)]
    fn load(flat: &[T]) -> Self {
        let mut out = [[T::ZERO; K]; N];
        let mut from = flat.iter();
        for row in &mut out {
            for x in row {
                if let Some(&y) = from.next() {
                    *x = y;
                }
            }
        }
        out
    }
    #[inline(always)]
    fn store(&self, flat: &mut [T]) {
        let mut to = flat.iter_mut();
        for row in self {
            for &y in row {
                if let Some(x) = to.next() {
                    *x = y;
                }
            }
        }
    }
}

/// Block `i` of `flat` (blocks of `B::LEN` elements), if there is one.
#[inline(always)]
fn block<T: LinalgElement, B: Block<T>>(flat: &[T], i: usize) -> Option<B> {
    let start = i.checked_mul(B::LEN)?;
    flat.get(start..start.checked_add(B::LEN)?).map(B::load)
}

/// Calls `f` on each block of `flat` (blocks of `B::LEN` elements, at least one element each)
/// and writes it back; stops at the first `false`.
#[inline(always)]
fn each_block<T: LinalgElement, B: Block<T>>(
    flat: &mut [T],
    mut f: impl FnMut(&mut B) -> bool,
) -> bool {
    for chunk in flat.chunks_exact_mut(B::LEN) {
        let mut b = B::load(chunk);
        let ok = f(&mut b);
        b.store(chunk);
        if !ok {
            return false;
        }
    }
    true
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

impl<const N: usize, K: Repr> MatrixSize for Const<N, K> {
    #[inline]
    fn det_each<T: LinalgElement>(a: &[T], out: &mut [T]) {
        if N == 0 {
            for d in out {
                *d = T::ONE;
            }
            return;
        }
        for (i, d) in out.iter_mut().enumerate() {
            if let Some(m) = block::<T, [[T; N]; N]>(a, i) {
                *d = det(&m);
            }
        }
    }

    #[inline]
    fn inv_each<T: LinalgElement>(a: &mut [T]) -> bool {
        N == 0 || each_block(a, inv::<T, N>)
    }

    #[inline]
    fn cholesky_each<T: LinalgElement>(a: &mut [T]) -> bool {
        N == 0 || each_block(a, |m: &mut [[T; N]; N]| cholesky::factor(m).is_ok())
    }

    #[inline]
    fn solve_each<T: LinalgElement, C: SolveCols>(
        a: &[T],
        b: &[T],
        out: &mut [T],
        batches: [&[usize]; 3],
    ) -> bool {
        N == 0 || C::solve_n::<T, N>(a, b, out, batches)
    }
}

/// Run-time sizes (`Dyn`, and the symbolic `Sym<B>`, whose number is fixed at run time) have
/// no inline storage: the static kernels never see them.
macro_rules! no_static_kernels {
    ($($head:tt)*) => {
        $($head)* {
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
    };
}

no_static_kernels!(impl MatrixSize for Dyn);
#[cfg(all(feature = "alloc", target_has_atomic = "ptr"))]
no_static_kernels!(impl<B: crate::shape::Brand> MatrixSize for crate::shape::Sym<B>);

/// Whether every matrix of `a` factors with non-zero pivots.
#[inline]
fn all_regular<T: LinalgElement, const N: usize>(a: &[T]) -> bool {
    for m in a.chunks_exact(N * N) {
        if !lu::factor_u(&mut <[[T; N]; N]>::load(m)).regular() {
            return false;
        }
    }
    true
}

/// Solves the systems of a broadcast batch of matrices `a` (`N x N`, row-major) and
/// right-hand sides `b` of type `R` (`[T; N]` or `[[T; K]; N]`) into `out`, factoring each
/// matrix of `A` once for a run of right-hand sides that use it. `false` when a matrix of `A`
/// is singular — also when the result is empty, as PyTorch factors `A` whatever `B` is.
#[inline]
fn solve_items<T, R, const N: usize>(
    a: &[T],
    b: &[T],
    out: &mut [T],
    batches: [&[usize]; 3],
) -> bool
where
    T: LinalgElement,
    R: Rhs<T> + Block<T>,
{
    let [batch_a, batch_b, batch_x] = batches;
    if batch_x.is_empty() {
        // One system (no batch dims): no walk.
        let (Some(m), Some(mut x)) = (block::<T, [[T; N]; N]>(a, 0), block::<T, R>(b, 0)) else {
            return false;
        };
        let (mut lu, mut piv) = (m, [0; N]);
        if !lu::factor(&mut lu, &mut piv).regular() {
            return false;
        }
        lu::substitute(&lu, &piv, &mut x);
        x.store(out);
        return true;
    }
    let Some(walk) = BatchWalk::<STATIC_BATCH>::new(batch_x, batch_a, batch_b) else {
        return false;
    };
    if walk.len() == 0 {
        return all_regular::<T, N>(a);
    }
    let mut lu = [[T::ZERO; N]; N];
    let mut piv = [0; N];
    let mut factored = None;
    for (x, (ia, ib)) in out.chunks_exact_mut(R::LEN).zip(walk) {
        let (Some(m), Some(mut rhs)) = (block::<T, [[T; N]; N]>(a, ia), block::<T, R>(b, ib))
        else {
            return false;
        };
        if factored != Some(ia) {
            lu = m;
            if !lu::factor(&mut lu, &mut piv).regular() {
                return false;
            }
            factored = Some(ia);
        }
        lu::substitute(&lu, &piv, &mut rhs);
        rhs.store(x);
    }
    true
}

impl SolveCols for VectorRhs {
    const VECTOR: bool = true;
    #[inline]
    fn solve_n<T: LinalgElement, const N: usize>(
        a: &[T],
        b: &[T],
        out: &mut [T],
        batches: [&[usize]; 3],
    ) -> bool {
        solve_items::<T, [T; N], N>(a, b, out, batches)
    }
}

impl<const K: usize, KK: Repr> SolveCols for Const<K, KK> {
    const VECTOR: bool = false;
    #[inline]
    fn solve_n<T: LinalgElement, const N: usize>(
        a: &[T],
        b: &[T],
        out: &mut [T],
        batches: [&[usize]; 3],
    ) -> bool {
        if K == 0 {
            // No columns to solve for; `A` is still factored.
            return all_regular::<T, N>(a);
        }
        solve_items::<T, [[T; K]; N], N>(a, b, out, batches)
    }
}

/// Run-time columns have no inline storage.
/// Run-time column counts (`Dyn`, symbolic `Sym<B>`, and a right-hand side whose kind is
/// decided at run time) have no inline storage.
macro_rules! no_static_cols {
    ($($head:tt)*) => {
        $($head)* {
            const VECTOR: bool = false;
            fn solve_n<T: LinalgElement, const N: usize>(
                _a: &[T],
                _b: &[T],
                _out: &mut [T],
                _batches: [&[usize]; 3],
            ) -> bool {
                false
            }
        }
    };
}

no_static_cols!(impl SolveCols for Dyn);
#[cfg(all(feature = "alloc", target_has_atomic = "ptr"))]
no_static_cols!(impl<B: crate::shape::Brand> SolveCols for crate::shape::Sym<B>);

// Decided at run time: only dynamic shapes, which have no inline storage.
no_static_cols!(impl SolveCols for UnknownRhs);
