//! `take(index)`: elements picked by their row-major position, as if the tensor were flat.

use super::{IndexElement, finish, flat, positions, room, wrapped};
use crate::shape::Shape;
use crate::tensor::{Storage, TensorBase};
use crate::{DynTensor, ShapeError};

/// **Indexing**: `take`.
impl<T: Copy, S: Shape, M: Storage<T, S>> TensorBase<T, S, M> {
    /// The elements at the row-major positions `index` (negative ones count from the end), in
    /// the sizes of `index`: PyTorch's `take(index)`, NumPy's `x.flat[index]`.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let x = DynTensor::from_vec(vec![1, 2, 3, 4, 5, 6], &[2, 3]).unwrap();
    /// let at = DynTensor::from_vec(vec![0i64, -1, 4, 4], &[2, 2]).unwrap();
    /// assert_eq!(x.take(&at).to_vec(), vec![1, 6, 5, 5]);
    /// let bad = DynTensor::from_vec(vec![6i64], &[1]).unwrap();
    /// assert_eq!(
    ///     x.try_take(&bad).unwrap_err().to_string(),
    ///     "out of range: tried to access index 6 on a tensor of 6 elements."
    /// );
    /// ```
    ///
    /// # Panics
    ///
    /// With the error's text, in the cases listed at [`try_take`](Self::try_take).
    #[track_caller]
    pub fn take<I: IndexElement, SI: Shape, MI: Storage<I, SI>>(
        &self,
        index: &TensorBase<I, SI, MI>,
    ) -> DynTensor<T> {
        crate::ops::or_panic(self.try_take(index))
    }

    /// [`take`](Self::take) that returns the error instead of panicking.
    ///
    /// # Errors
    ///
    /// [`ShapeError::TakeEmpty`] when `self` has no elements and `index` has some;
    /// [`ShapeError::TakeOutOfRange`] for an index outside `[-numel, numel)`;
    /// [`ShapeError::OutOfMemory`].
    pub fn try_take<I: IndexElement, SI: Shape, MI: Storage<I, SI>>(
        &self,
        index: &TensorBase<I, SI, MI>,
    ) -> Result<DynTensor<T>, ShapeError> {
        let numel = self.numel();
        if numel == 0 && index.numel() > 0 {
            return Err(ShapeError::TakeEmpty);
        }
        let at = positions(index, |i| match wrapped(i, numel) {
            Some(p) => Ok(p),
            None => Err(ShapeError::TakeOutOfRange { index: i, numel }),
        })?;
        let src = flat(self)?;
        let mut out = room(at.len(), index.shape())?;
        out.extend(at.iter().map(|&p| src[p]));
        finish(out, index.shape())
    }
}
