//! `try_det`, `try_inv`, `try_solve` and `try_cholesky` on every tensor: run-time shapes
//! checked with `torch.linalg`'s texts, batch dims broadcast as in `torch.linalg.solve`, the
//! batched kernels of [`batched`](super::batched). Results are owned by the operands' owning
//! kind (a heap tensor for a dynamic or heap operand). Never panics: buffers are reserved
//! before anything is computed and every failure is an error value.

use alloc::vec::Vec;

use super::batch::BatchWalk;
use super::batched;
use super::checks;
use super::element::LinalgElement;
use super::shapes::{Solve, SquareShape};
use crate::ShapeError;
use crate::kernel::Failure;
use crate::memory::try_vec_for;
use crate::ops::reduce::build::{elements_mut, filled};
use crate::ops::{Joined, ReadStorage};
use crate::shape::Shape;
use crate::tensor::{Kind, Storage, TensorBase};

/// An owned tensor of sizes `dims` (shape type `S`, kind `K`) filled with `value`.
fn owned<T: Copy, S: Shape, K: Kind>(
    dims: &[usize],
    value: T,
) -> Result<TensorBase<T, S, K>, ShapeError> {
    let index = crate::shape::result_index::<S>(dims)
        .ok_or_else(|| crate::tensor::sizes_error::<S>(dims))?;
    filled::<T, S, K>(index, value).map_err(|f: Failure| f.error(dims, dims))
}

/// `n` zeros (pivot indices, or scratch elements), or the allocation error.
fn zeros<T: Copy>(n: usize, zero: T) -> Result<Vec<T>, ShapeError> {
    let mut buf = try_vec_for::<T>(n, &[n])?;
    buf.resize(n, zero);
    Ok(buf)
}

/// `n` pivot indices (none when there is no matrix to factor).
fn pivots(n: usize) -> Result<Vec<usize>, ShapeError> {
    zeros(n, 0)
}

/// `Some(position)` when the operand has batch dims (PyTorch then names the batch element).
fn in_batch(batch: &[usize], position: usize) -> Option<usize> {
    (!batch.is_empty()).then_some(position)
}

impl<T: LinalgElement, S: Shape, M: ReadStorage<T, S>> TensorBase<T, S, M> {
    /// The determinant of each matrix (`torch.linalg.det`): a tensor of the batch shape (0-d for
    /// one matrix), computed from LU with partial pivoting (the product of the pivots, negated
    /// for an odd number of row swaps). A singular matrix has determinant 0 (or -0); a 0x0
    /// matrix has determinant 1.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let a = DynTensor::from_vec(vec![4.0, 7.0, 2.0, 6.0, 1.0, 2.0, 2.0, 4.0], &[2, 2, 2]).unwrap();
    /// assert_eq!(a.try_det().unwrap().to_vec(), vec![10.0, 0.0]);
    /// assert_eq!(DynTensor::<f64>::zeros(&[0, 0]).try_det().unwrap().to_vec(), vec![1.0]);
    /// let err = DynTensor::<f64>::zeros(&[2, 3]).try_det().unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "linalg.det: A must be batches of square matrices, but they are 2 by 3 matrices"
    /// );
    /// ```
    ///
    /// # Errors
    ///
    /// - [`ShapeError::LinalgTooFewDims`]: fewer than 2 dims;
    /// - [`ShapeError::LinalgNotSquare`]: the last two sizes differ;
    /// - [`ShapeError::OutOfMemory`]: a buffer cannot be allocated.
    pub fn try_det(&self) -> Result<TensorBase<T, S::Batch, M::Owned>, ShapeError>
    where
        S: SquareShape,
    {
        let (batch, n) = checks::square("linalg.det", self.shape())?;
        let mut a = self.try_to_vec()?;
        let mut out = owned::<T, S::Batch, M::Owned>(batch, T::ONE)?;
        batched::det(&mut a, n, elements_mut(&mut out));
        Ok(out)
    }

    /// The inverse of each matrix (`torch.linalg.inv`), from LU with partial pivoting: the
    /// closed-form adjugate over the LU determinant for sizes 1 to 3 with finite entries, the
    /// LU solve of `A·X = I` beyond and for a matrix with an infinite or NaN entry (NumPy's
    /// values: `inv([[inf, 1], [1, 1]])` is `[[0, -0], [0, 1]]`). Fails when LU meets a zero pivot; an empty batch or 0x0 matrices give an empty
    /// result.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let a = DynTensor::from_vec(vec![4.0, 7.0, 2.0, 6.0], &[2, 2]).unwrap();
    /// assert_eq!(a.try_inv().unwrap().to_vec(), vec![0.6, -0.7, -0.2, 0.4]);
    /// let singular = DynTensor::from_vec(vec![1.0, 2.0, 2.0, 4.0], &[1, 2, 2]).unwrap();
    /// assert_eq!(
    ///     singular.try_inv().unwrap_err().to_string(),
    ///     "linalg.inv: (Batch element 0): The diagonal element 2 is zero, the inversion could \
    ///      not be completed because the input matrix is singular."
    /// );
    /// ```
    ///
    /// # Errors
    ///
    /// - [`ShapeError::LinalgTooFewDims`], [`ShapeError::LinalgNotSquare`]: not `[.., n, n]`;
    /// - [`ShapeError::InvSingular`]: a singular matrix (the first in batch order);
    /// - [`ShapeError::OutOfMemory`]: a buffer cannot be allocated.
    pub fn try_inv(&self) -> Result<TensorBase<T, S, M::Owned>, ShapeError>
    where
        S: SquareShape,
    {
        let dims = self.shape();
        let (batch, n) = checks::square("linalg.inv", dims)?;
        let a = self.try_to_vec()?;
        let mut out = owned::<T, S, M::Owned>(dims, T::ZERO)?;
        let work = if a.is_empty() { 0 } else { n };
        let mut lu = zeros(batched::area(work), T::ZERO)?;
        batched::inv(&a, n, elements_mut(&mut out), &mut lu, &mut pivots(work)?).map_err(
            |(position, pivot)| ShapeError::InvSingular {
                batch: in_batch(batch, position),
                pivot,
            },
        )?;
        Ok(out)
    }

    /// The lower Cholesky factor `L` of each matrix (`torch.linalg.cholesky`): `L·Lᵀ = A` with a
    /// positive diagonal. Only the lower triangle of `A` is read (it is assumed symmetric); the
    /// upper triangle of `L` is 0. Fails at the first leading minor that is not
    /// positive-definite (a diagonal value before the square root that is not positive, NaN
    /// included).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let a = DynTensor::from_vec(vec![4.0, 2.0, 2.0, 5.0], &[2, 2]).unwrap();
    /// assert_eq!(a.try_cholesky().unwrap().to_vec(), vec![2.0, 0.0, 1.0, 2.0]);
    /// let b = DynTensor::from_vec(vec![1.0, 2.0, 2.0, 1.0], &[2, 2]).unwrap();
    /// assert_eq!(
    ///     b.try_cholesky().unwrap_err().to_string(),
    ///     "linalg.cholesky: The factorization could not be completed because the input is not \
    ///      positive-definite (the leading minor of order 2 is not positive-definite)."
    /// );
    /// ```
    ///
    /// # Errors
    ///
    /// - [`ShapeError::LinalgTooFewDims`], [`ShapeError::LinalgNotSquare`]: not `[.., n, n]`;
    /// - [`ShapeError::NotPositiveDefinite`]: a matrix that is not positive-definite (the first
    ///   in batch order);
    /// - [`ShapeError::OutOfMemory`]: a buffer cannot be allocated.
    pub fn try_cholesky(&self) -> Result<TensorBase<T, S, M::Owned>, ShapeError>
    where
        S: SquareShape,
    {
        let dims = self.shape();
        let (batch, n) = checks::square("linalg.cholesky", dims)?;
        let a = self.try_to_vec()?;
        let mut out = owned::<T, S, M::Owned>(dims, T::ZERO)?;
        let dst = elements_mut(&mut out);
        dst.copy_from_slice(&a);
        batched::cholesky(dst, n).map_err(|(position, order)| ShapeError::NotPositiveDefinite {
            batch: in_batch(batch, position),
            order,
        })?;
        Ok(out)
    }

    /// The solution `X` of `A·X = B` for each matrix of `A` (`torch.linalg.solve`), from LU
    /// with partial pivoting. `B` is a vector when it is 1-d or when it is exactly `A`'s sizes
    /// without the last (a batch of vectors), a (batch of) `n x k` matrix otherwise; batch dims
    /// broadcast. Every matrix of `A` is factored first, so a singular one fails even when `X`
    /// is empty.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let a = DynTensor::from_vec(vec![3.0, 1.0, 1.0, 2.0], &[2, 2]).unwrap();
    /// let b = DynTensor::from_vec(vec![9.0, 8.0], &[2]).unwrap();
    /// assert_eq!(a.try_solve(&b).unwrap().to_vec(), vec![2.0, 3.0]);
    /// let err = a.try_solve(&DynTensor::<f64>::zeros(&[3])).unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "linalg.solve: Incompatible shapes of A and B for the equation AX = B (2x2 and 3x1)"
    /// );
    /// let batched = DynTensor::<f64>::ones(&[4, 2, 1]);
    /// assert_eq!(a.try_solve(&batched).unwrap().shape(), &[4, 2, 1]);
    /// ```
    ///
    /// # Errors
    ///
    /// - [`ShapeError::LinalgTooFewDims`]: `A` has fewer than 2 dims, or `B` is 0-d;
    /// - [`ShapeError::LinalgNotSquare`]: `A`'s matrices are not square;
    /// - [`ShapeError::SolveShapes`]: `B`'s rows are not `A`'s size;
    /// - [`ShapeError::BroadcastMismatch`]: the batch dims do not broadcast (`B`'s batch is
    ///   tensor a, as in PyTorch);
    /// - [`ShapeError::SolveSingular`]: a singular matrix of `A` (the first in `A`'s batch);
    /// - [`ShapeError::OutOfMemory`]: a buffer cannot be allocated.
    ///
    /// The solution's shape `SX` is [`Solve::Output`] (a type parameter only so that an illegal
    /// static pair is reported as such); it never needs to be written.
    #[allow(clippy::type_complexity)]
    pub fn try_solve<S2: Shape, M2: ReadStorage<T, S2>, SX: Shape>(
        &self,
        b: &TensorBase<T, S2, M2>,
    ) -> Result<
        TensorBase<T, SX, Joined<<M as Storage<T, S>>::Owned, <M2 as Storage<T, S2>>::Owned>>,
        ShapeError,
    >
    where
        S: Solve<S2, Output = SX>,
    {
        let shapes = checks::solve(self.shape(), b.shape())?;
        let (n, k) = (shapes.n, shapes.k);
        let walk = BatchWalk::<{ crate::layout::MAX_RANK }>::new(
            &shapes.batch_x,
            shapes.batch_a,
            shapes.batch_b,
        )
        .ok_or(ShapeError::TooManyDims {
            rank: shapes.batch_x.len() + 2,
            max: crate::layout::MAX_RANK,
        })?;
        let mut lu = self.try_to_vec()?;
        let matrices = lu.len().checked_div(batched::area(n)).unwrap_or(0);
        let mut piv = pivots(matrices * n)?;
        batched::factor_all(&mut lu, n, &mut piv).map_err(|(position, pivot)| {
            ShapeError::SolveSingular {
                batch: in_batch(shapes.batch_a, position),
                pivot,
            }
        })?;
        let rhs = b.try_to_vec()?;
        let mut out = owned::<T, _, _>(&shapes.dims(), T::ZERO)?;
        batched::solve(&lu, &piv, &rhs, elements_mut(&mut out), (n, k), walk);
        Ok(out)
    }
}
