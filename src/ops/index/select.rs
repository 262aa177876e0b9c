//! `index_select(dim, index)`: whole slices along a dim, picked by a vector of indices.

use super::{IndexElement, finish, flat, in_bounds, positions, room};
use crate::layout::wrap_dim;
use crate::ops::reduce::lanes::split;
use crate::shape::Shape;
use crate::tensor::{Storage, TensorBase};
use crate::{DynTensor, ShapeError};

/// **Indexing**: `index_select`.
impl<T: Copy, S: Shape, M: Storage<T, S>> TensorBase<T, S, M> {
    /// The slices at `index` along `dim`, in the order of `index` (repeats allowed): PyTorch's
    /// `index_select(dim, index)`. The result has the sizes of `self` with dim `dim` replaced
    /// by the number of indices; `index` is a vector or a single index (0-d). Indices are not
    /// wrapped: a negative one is out of range, as in PyTorch.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let x = DynTensor::from_vec(vec![1, 2, 3, 4, 5, 6], &[3, 2]).unwrap();
    /// let rows = DynTensor::from_vec(vec![2i64, 0, 2], &[3]).unwrap();
    /// assert_eq!(x.index_select(0, &rows).to_vec(), vec![5, 6, 1, 2, 5, 6]);
    /// let at = DynTensor::from_vec(vec![3i64], &[1]).unwrap();
    /// assert_eq!(x.try_index_select(0, &at).unwrap_err().to_string(), "index out of range in self");
    /// ```
    ///
    /// # Panics
    ///
    /// With the error's text, in the cases listed at [`try_index_select`](Self::try_index_select).
    #[track_caller]
    pub fn index_select<I: IndexElement, SI: Shape, MI: Storage<I, SI>>(
        &self,
        dim: isize,
        index: &TensorBase<I, SI, MI>,
    ) -> DynTensor<T> {
        crate::ops::or_panic(self.try_index_select(dim, index))
    }

    /// [`index_select`](Self::index_select) that returns the error instead of panicking.
    ///
    /// # Errors
    ///
    /// [`ShapeError::DimOutOfRange`]; [`ShapeError::IndexNotVector`] for an index of more than
    /// one dim; on a 0-d tensor [`ShapeError::IndexToScalar`] for more than one index;
    /// [`ShapeError::IndexSelectEmptyDim`] when dim `dim` has size 0 and there are indices;
    /// [`ShapeError::IndexOutOfRangeInSelf`] for an index outside `[0, size)`;
    /// [`ShapeError::OutOfMemory`].
    pub fn try_index_select<I: IndexElement, SI: Shape, MI: Storage<I, SI>>(
        &self,
        dim: isize,
        index: &TensorBase<I, SI, MI>,
    ) -> Result<DynTensor<T>, ShapeError> {
        let d = wrap_dim(dim, self.rank())?;
        if index.rank() > 1 {
            return Err(ShapeError::IndexNotVector);
        }
        let count = index.numel();
        let dims = self.shape();
        if dims.is_empty() && count != 1 {
            return Err(ShapeError::IndexToScalar { count });
        }
        let (n, inner) = split(dims, d);
        // PyTorch's kernel for more than one dim refuses an empty dim before reading indices.
        if dims.len() > 1 && n == 0 && count > 0 {
            return Err(ShapeError::IndexSelectEmptyDim);
        }
        let rows = positions(index, |i| {
            in_bounds(i, n).ok_or(ShapeError::IndexOutOfRangeInSelf)
        })?;
        let mut out_dims = dims.to_vec();
        if let Some(size) = out_dims.get_mut(d) {
            *size = rows.len();
        }
        let src = flat(self)?;
        let len = out_dims.iter().product();
        let mut out = room(len, &out_dims)?;
        if n > 0 && inner > 0 {
            for block in src.chunks_exact(n * inner) {
                for &r in &rows {
                    out.extend_from_slice(&block[r * inner..(r + 1) * inner]);
                }
            }
        }
        finish(out, &out_dims)
    }
}
