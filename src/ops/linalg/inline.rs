//! `eye`, `det`, `inv`, `solve` and `cholesky` on owned inline tensors of static shape: no
//! allocator, straight loops over the nested arrays (see [`kernels`](super::kernels)), `None`
//! where the run-time forms fail, and every illegal shape a compile error.

use super::element::LinalgElement;
use super::shapes::{MatrixSize, Solve, SolveCols, SquareEye, SquareShape};
use crate::ops::reduce::build::{elements_mut, filled};
use crate::shape::{Shape, StaticShape};
use crate::tensor::{Inline, TensorBase};

/// The batch sizes of a static shape whose last `trailing` sizes belong to a matrix or vector.
#[inline(always)]
fn batch_of(dims: &'static [usize], trailing: usize) -> &'static [usize] {
    dims.get(..dims.len().saturating_sub(trailing))
        .unwrap_or(&[])
}

/// An owned inline tensor of the static shape `S` filled with `value` (never fails: the
/// shape is static and nothing is allocated).
#[inline(always)]
fn inline_filled<T: Copy, S: Shape>(value: T) -> TensorBase<T, S, Inline> {
    match filled::<T, S, Inline>(S::fixed_index(), value) {
        Ok(t) => t,
        Err(failure) => crate::ops::fail(failure, S::FIXED_DIMS, S::FIXED_DIMS),
    }
}

impl<T: LinalgElement, S: StaticShape> TensorBase<T, S, Inline> {
    /// The identity matrix (each matrix of a batch the identity), as a constant.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// const I: Tensor<f32, shape![3, 3]> = Tensor::eye();
    /// assert_eq!(I.into_array(), [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]);
    /// let batch = Tensor::<f64, shape![2, 2, 2]>::eye();
    /// assert_eq!(batch.to_vec(), vec![1.0, 0.0, 0.0, 1.0, 1.0, 0.0, 0.0, 1.0]);
    /// ```
    ///
    /// A shape that is not `[.., n, n]` does not compile:
    ///
    /// ```compile_fail,E0277
    /// use shaped::prelude::*;
    /// let i = Tensor::<f32, shape![2, 3]>::eye();
    /// ```
    #[inline]
    pub const fn eye() -> Self
    where
        S: SquareEye<T>,
    {
        Self::from_array(S::EYE)
    }

    /// The determinant of each matrix: for `[n, n]` a 0-d tensor, for `[.., n, n]` one per
    /// matrix. Computed from LU with partial pivoting (the product of the pivots, negated for an
    /// odd number of row swaps), so a singular matrix gives 0 (or -0); a 0x0 matrix gives 1.
    /// The same values as [`try_det`](TensorBase::try_det). No allocation, no panic.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let a = Tensor::<f64, shape![2, 2]>::from([[4.0, 7.0], [2.0, 6.0]]);
    /// assert_eq!(a.det().into_array(), 10.0);
    /// let batch = Tensor::<f64, shape![2, 2, 2]>::from([[[1.0, 2.0], [2.0, 4.0]], [[0.0, 1.0], [1.0, 0.0]]]);
    /// assert_eq!(batch.det().into_array(), [0.0, -1.0]);
    /// ```
    ///
    /// ```compile_fail,E0277
    /// use shaped::prelude::*;
    /// let d = Tensor::<f64, shape![2, 3]>::zeros().det(); // not square
    /// ```
    #[inline]
    pub fn det(&self) -> TensorBase<T, S::Batch, Inline>
    where
        S: SquareShape,
    {
        let mut out = inline_filled::<T, S::Batch>(T::ONE);
        <S::Size as MatrixSize>::det_each(S::flat(&self.buf), elements_mut(&mut out));
        out
    }

    /// The inverse of each matrix, or `None` when one is singular (LU with partial pivoting
    /// meets a zero pivot). Sizes 1 to 3 with finite entries use the closed-form adjugate
    /// divided by the LU determinant (so "singular" means the same as for LU), larger sizes
    /// and matrices with an infinite or NaN entry solve `A·X = I` with the LU factors. The same values as [`try_inv`](TensorBase::try_inv). No allocation, no
    /// panic.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let a = Tensor::<f64, shape![2, 2]>::from([[4.0, 7.0], [2.0, 6.0]]);
    /// let inv = a.inv().unwrap();
    /// assert_eq!(inv.into_array(), [[0.6, -0.7], [-0.2, 0.4]]);
    /// let singular = Tensor::<f64, shape![2, 2]>::from([[1.0, 2.0], [2.0, 4.0]]);
    /// assert!(singular.inv().is_none());
    /// ```
    ///
    /// ```compile_fail,E0277
    /// use shaped::prelude::*;
    /// let i = Tensor::<f32, shape![3, 4]>::zeros().inv(); // not square
    /// ```
    #[inline]
    pub fn inv(&self) -> Option<Self>
    where
        S: SquareShape,
    {
        let mut a = S::map_array(&self.buf, |&x| x);
        <S::Size as MatrixSize>::inv_each(S::flat_mut(&mut a)).then(|| Self::from_array(a))
    }

    /// The lower Cholesky factor `L` of each matrix (`L·Lᵀ = A`, positive diagonal), or `None`
    /// when one is not positive-definite. Only the lower triangle of `A` is read; the upper
    /// triangle of `L` is 0. The same values as [`try_cholesky`](TensorBase::try_cholesky). No
    /// allocation, no panic (the square root is correctly rounded without `std` too).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let a = Tensor::<f64, shape![2, 2]>::from([[4.0, 2.0], [2.0, 5.0]]);
    /// assert_eq!(a.cholesky().unwrap().into_array(), [[2.0, 0.0], [1.0, 2.0]]);
    /// let indefinite = Tensor::<f64, shape![2, 2]>::from([[1.0, 2.0], [2.0, 1.0]]);
    /// assert!(indefinite.cholesky().is_none());
    /// ```
    ///
    /// ```compile_fail,E0277
    /// use shaped::prelude::*;
    /// let l = Tensor::<f64, shape![2]>::zeros().cholesky(); // a vector
    /// ```
    #[inline]
    pub fn cholesky(&self) -> Option<Self>
    where
        S: SquareShape,
    {
        let mut a = S::map_array(&self.buf, |&x| x);
        <S::Size as MatrixSize>::cholesky_each(S::flat_mut(&mut a)).then(|| Self::from_array(a))
    }

    /// The solution `X` of `A·X = B` (`A` is `self`), or `None` when a matrix of `A` is
    /// singular. `B` is a vector `[n]`, a batch of vectors with exactly `A`'s sizes but the
    /// last, or a (batch of) matrix `[.., n, k]`; batch dims broadcast (see [`Solve`]). LU with
    /// partial pivoting, each matrix of `A` factored once for the right-hand sides that use it
    /// in a row. The same values as [`try_solve`](TensorBase::try_solve). No allocation, no
    /// panic.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let a = Tensor::<f64, shape![2, 2]>::from([[3.0, 1.0], [1.0, 2.0]]);
    /// let b = Tensor::<f64, shape![2]>::from([9.0, 8.0]);
    /// let x: Tensor<f64, shape![2]> = a.solve(&b).unwrap();
    /// assert_eq!(x.into_array(), [2.0, 3.0]);
    /// let cols = Tensor::<f64, shape![2, 3]>::from([[9.0, 3.0, 1.0], [8.0, 1.0, 2.0]]);
    /// let xs: Tensor<f64, shape![2, 3]> = a.solve(&cols).unwrap();
    /// assert_eq!(xs.into_array(), [[2.0, 1.0, 0.0], [3.0, 0.0, 1.0]]);
    /// ```
    ///
    /// ```compile_fail,E0277
    /// use shaped::prelude::*;
    /// let a = Tensor::<f64, shape![2, 2]>::eye();
    /// let x = a.solve(&Tensor::<f64, shape![3]>::zeros()); // 3 rows for a 2x2 A
    /// ```
    ///
    /// The solution's shape `SX` is [`Solve::Output`] (a type parameter only so that an illegal
    /// pair is reported as such); it never needs to be written.
    #[inline]
    pub fn solve<S2: StaticShape, SX: Shape>(
        &self,
        b: &TensorBase<T, S2, Inline>,
    ) -> Option<TensorBase<T, SX, Inline>>
    where
        S: Solve<S2, Output = SX>,
    {
        let mut out = inline_filled::<T, SX>(T::ZERO);
        let trailing = if <<S as Solve<S2>>::Cols as SolveCols>::VECTOR {
            1
        } else {
            2
        };
        let batches = [
            batch_of(S::FIXED_DIMS, 2),
            batch_of(S2::FIXED_DIMS, trailing),
            batch_of(SX::FIXED_DIMS, trailing),
        ];
        <S::Size as MatrixSize>::solve_each::<T, <S as Solve<S2>>::Cols>(
            S::flat(&self.buf),
            S2::flat(&b.buf),
            elements_mut(&mut out),
            batches,
        )
        .then_some(out)
    }
}
