//! `nonzero()`: the positions of the non-zero elements.

use super::{finish, flat, room};
use crate::shape::Shape;
use crate::tensor::{Storage, TensorBase};
use crate::{DynTensor, ShapeError};

/// **Indexing**: `nonzero`.
impl<T: Copy + Default + PartialEq, S: Shape, M: Storage<T, S>> TensorBase<T, S, M> {
    /// The positions of the elements that are not zero (`T::default()`: `0`, `0.0` and `-0.0`,
    /// `false`; NaN is not zero), row-major, one row of `rank` coordinates each: PyTorch's
    /// `nonzero()`, shape `[count, rank]`; NumPy's `np.argwhere`.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let x = DynTensor::from_vec(vec![0.0, 1.5, 0.0, -2.0], &[2, 2]).unwrap();
    /// let at = x.nonzero();
    /// assert_eq!(at.shape(), &[2, 2]);
    /// assert_eq!(at.to_vec(), vec![0, 1, 1, 1]);
    /// ```
    ///
    /// # Panics
    ///
    /// When the result cannot be allocated.
    #[track_caller]
    pub fn nonzero(&self) -> DynTensor<usize> {
        crate::ops::or_panic(self.try_nonzero())
    }

    /// [`nonzero`](Self::nonzero) that returns the error instead of panicking.
    ///
    /// # Errors
    ///
    /// [`ShapeError::OutOfMemory`].
    pub fn try_nonzero(&self) -> Result<DynTensor<usize>, ShapeError> {
        let dims = self.shape();
        let zero = T::default();
        let src = flat(self)?;
        let count = src.iter().filter(|&&x| x != zero).count();
        let out_dims = [count, dims.len()];
        let mut out = room(count * dims.len(), &out_dims)?;
        let mut pos = alloc::vec![0usize; dims.len()];
        for &x in src.iter() {
            if x != zero {
                out.extend_from_slice(&pos);
            }
            for k in (0..dims.len()).rev() {
                pos[k] += 1;
                if pos[k] < dims[k] {
                    break;
                }
                pos[k] = 0;
            }
        }
        finish(out, &out_dims)
    }
}
