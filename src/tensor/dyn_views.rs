//! Views of tensors with run-time shapes ([`DynShape`]), with PyTorch's semantics: dims are
//! `isize` and negative ones count from the end; every operation returns `Result` with PyTorch's
//! message; views share storage and never copy (`reshape` and `contiguous` copy only when the
//! strides leave no choice, and say so in their result).

use alloc::vec::Vec;

use super::base::TensorBase;
use super::buffers::{ViewBuf, ViewMutBuf};
use super::static_views::ViewOrCopy;
use super::storage::{Storage, StorageMut, View, ViewMut};
use crate::ShapeError;
use crate::layout::{
    MAX_RANK, expand_layout, infer_shape, numel, try_inserted_stride, try_moved_offset,
    view_layout, wrap_dim,
};
use crate::shape::DynShape;

/// A run-time layout: sizes, strides, offset.
type Layout = (Vec<usize>, Vec<isize>, usize);

fn check_rank(rank: usize) -> Result<(), ShapeError> {
    if rank > MAX_RANK {
        return Err(ShapeError::TooManyDims {
            rank,
            max: MAX_RANK,
        });
    }
    Ok(())
}

/// The layout operations, on sizes and strides alone.
mod relayout {
    use super::*;
    use crate::layout::{remove_dim_into, transpose_into, unsqueeze_into};

    /// Sizes and strides of rank `rank` written by one of `layout/`'s geometry functions (the one
    /// home of view geometry, shared with the static views); the arguments are validated first.
    fn relaid(
        rank: usize,
        geometry: impl FnOnce(&mut [usize], &mut [isize]) -> bool,
    ) -> (Vec<usize>, Vec<isize>) {
        let (mut nd, mut ns) = (alloc::vec![0; rank], alloc::vec![0; rank]);
        let done = geometry(&mut nd, &mut ns);
        debug_assert!(done, "view geometry on validated arguments");
        (nd, ns)
    }

    pub(super) fn transpose(
        dims: &[usize],
        strides: &[isize],
        offset: usize,
        d0: isize,
        d1: isize,
    ) -> Result<Layout, ShapeError> {
        let (a, b) = (wrap_dim(d0, dims.len())?, wrap_dim(d1, dims.len())?);
        if dims.is_empty() {
            return Ok((Vec::new(), Vec::new(), offset));
        }
        let (nd, ns) = relaid(dims.len(), |nd, ns| {
            transpose_into(dims, strides, a, b, nd, ns)
        });
        Ok((nd, ns, offset))
    }

    pub(super) fn permute(
        dims: &[usize],
        strides: &[isize],
        offset: usize,
        order: &[isize],
    ) -> Result<Layout, ShapeError> {
        if order.len() != dims.len() {
            return Err(ShapeError::PermuteLength {
                given: order.len(),
                rank: dims.len(),
            });
        }
        let mut seen = alloc::vec![false; dims.len()];
        let mut nd = Vec::with_capacity(dims.len());
        let mut ns = Vec::with_capacity(dims.len());
        for &d in order {
            let k = wrap_dim(d, dims.len())?;
            if core::mem::replace(&mut seen[k], true) {
                return Err(ShapeError::PermuteDuplicate);
            }
            nd.push(dims[k]);
            ns.push(strides[k]);
        }
        Ok((nd, ns, offset))
    }

    pub(super) fn narrow(
        dims: &[usize],
        strides: &[isize],
        offset: usize,
        dim: isize,
        start: usize,
        len: usize,
    ) -> Result<Layout, ShapeError> {
        if dims.is_empty() {
            return Err(ShapeError::ZeroDim { op: "narrow" });
        }
        let k = wrap_dim(dim, dims.len())?;
        if start.checked_add(len).is_none_or(|end| end > dims[k]) {
            return Err(ShapeError::NarrowOutOfRange {
                start,
                length: len,
                size: dims[k],
            });
        }
        let offset = try_moved_offset(offset, start, strides[k])?;
        let mut nd = dims.to_vec();
        nd[k] = len;
        Ok((nd, strides.to_vec(), offset))
    }

    pub(super) fn select(
        dims: &[usize],
        strides: &[isize],
        offset: usize,
        dim: isize,
        index: isize,
    ) -> Result<Layout, ShapeError> {
        if dims.is_empty() {
            return Err(ShapeError::ZeroDim { op: "select" });
        }
        let k = wrap_dim(dim, dims.len())?;
        // The index counted from the start, when it is in range (`unsigned_abs` is exact for
        // every negative `isize`, `isize::MIN` included).
        let at = if index < 0 {
            dims[k].checked_sub(index.unsigned_abs())
        } else {
            usize::try_from(index).ok().filter(|&i| i < dims[k])
        };
        let Some(at) = at else {
            return Err(ShapeError::SelectOutOfRange {
                index,
                shape: dims.to_vec(),
                dim: k,
            });
        };
        let offset = try_moved_offset(offset, at, strides[k])?;
        let (nd, ns) = relaid(dims.len() - 1, |nd, ns| {
            remove_dim_into(dims, strides, k, nd, ns)
        });
        Ok((nd, ns, offset))
    }

    pub(super) fn unsqueeze(
        dims: &[usize],
        strides: &[isize],
        offset: usize,
        dim: isize,
    ) -> Result<Layout, ShapeError> {
        let k = wrap_dim(dim, dims.len() + 1)?;
        check_rank(dims.len() + 1)?;
        if k < dims.len() {
            // The new dim's stride must fit `isize` (the geometry saturates; here it is an error).
            try_inserted_stride(dims[k], strides[k])?;
        }
        let (nd, ns) = relaid(dims.len() + 1, |nd, ns| {
            unsqueeze_into(dims, strides, k, nd, ns)
        });
        Ok((nd, ns, offset))
    }

    pub(super) fn squeeze_dim(
        dims: &[usize],
        strides: &[isize],
        offset: usize,
        dim: isize,
    ) -> Result<Layout, ShapeError> {
        let k = wrap_dim(dim, dims.len())?;
        if dims.get(k) != Some(&1) {
            return Ok((dims.to_vec(), strides.to_vec(), offset));
        }
        let (nd, ns) = relaid(dims.len() - 1, |nd, ns| {
            remove_dim_into(dims, strides, k, nd, ns)
        });
        Ok((nd, ns, offset))
    }

    pub(super) fn squeeze(dims: &[usize], strides: &[isize], offset: usize) -> Layout {
        let (nd, ns) = dims
            .iter()
            .zip(strides)
            .filter(|&(&d, _)| d != 1)
            .map(|(&d, &s)| (d, s))
            .unzip();
        (nd, ns, offset)
    }
}

impl<T, M: Storage<T, DynShape>> TensorBase<T, DynShape, M> {
    fn with_layout(
        &self,
        (dims, strides, offset): Layout,
    ) -> TensorBase<T, DynShape, View<'_, M::Owned>> {
        TensorBase::from_buf(ViewBuf::new(M::data(&self.buf), dims, strides, offset))
    }

    /// The view with dims `d0` and `d1` swapped.
    ///
    /// # Errors
    ///
    /// [`ShapeError::DimOutOfRange`] when `d0` or `d1` is outside `[-rank, rank - 1]` (`[-1, 0]`
    /// for a 0-d tensor, which is returned as it is).
    ///
    /// ```
    /// use shaped::DynTensor;
    /// let t = DynTensor::from_shape_fn(&[2, 3, 4], |i| i);
    /// let v = t.transpose(0, -1).unwrap();
    /// assert_eq!((v.shape(), v.stride()), (&[4, 3, 2][..], &[1, 4, 12][..]));
    /// assert_eq!(
    ///     t.transpose(0, 3).unwrap_err().to_string(),
    ///     "Dimension out of range (expected to be in range of [-3, 2], but got 3)"
    /// );
    /// ```
    pub fn transpose(
        &self,
        d0: isize,
        d1: isize,
    ) -> Result<TensorBase<T, DynShape, View<'_, M::Owned>>, ShapeError> {
        Ok(self.with_layout(relayout::transpose(
            self.shape(),
            self.stride(),
            self.storage_offset(),
            d0,
            d1,
        )?))
    }

    /// The view with its dims reordered: dim `k` of the result is dim `order[k]` of `self`.
    ///
    /// # Errors
    ///
    /// [`ShapeError::PermuteLength`] when `order` does not have one entry per dim, then, in the
    /// order given, [`ShapeError::DimOutOfRange`] for an entry out of range and
    /// [`ShapeError::PermuteDuplicate`] for a repeated dim.
    ///
    /// ```
    /// use shaped::DynTensor;
    /// let t = DynTensor::<u8>::zeros(&[2, 3, 4]);
    /// assert_eq!(t.permute(&[2, 0, 1]).unwrap().shape(), &[4, 2, 3]);
    /// assert_eq!(t.permute(&[0, 0, 1]).unwrap_err().to_string(), "permute(): duplicate dims are not allowed.");
    /// ```
    pub fn permute(
        &self,
        order: &[isize],
    ) -> Result<TensorBase<T, DynShape, View<'_, M::Owned>>, ShapeError> {
        Ok(self.with_layout(relayout::permute(
            self.shape(),
            self.stride(),
            self.storage_offset(),
            order,
        )?))
    }

    /// The transpose of a matrix; 0-d and 1-d tensors are returned as they are (PyTorch's `t`).
    ///
    /// # Errors
    ///
    /// [`ShapeError::NotAMatrix`] for more than 2 dims.
    ///
    /// ```
    /// use shaped::DynTensor;
    /// let t = DynTensor::<f32>::zeros(&[3, 4]);
    /// assert_eq!(t.t().unwrap().stride(), &[1, 4]);
    /// assert_eq!(
    ///     DynTensor::<f32>::zeros(&[1, 2, 3]).t().unwrap_err().to_string(),
    ///     "t() expects a tensor with <= 2 dimensions, but self is 3D"
    /// );
    /// ```
    pub fn t(&self) -> Result<TensorBase<T, DynShape, View<'_, M::Owned>>, ShapeError> {
        match self.rank() {
            0 | 1 => Ok(self.view()),
            2 => self.transpose(0, 1),
            rank => Err(ShapeError::NotAMatrix { rank }),
        }
    }

    /// The view of `len` elements of dim `dim` starting at `start`.
    ///
    /// # Errors
    ///
    /// [`ShapeError::ZeroDim`] on a 0-d tensor; [`ShapeError::DimOutOfRange`];
    /// [`ShapeError::NarrowOutOfRange`] when `start + len` exceeds the dim (or overflows, with
    /// the numbers as given); [`ShapeError::OffsetOverflow`] when the view's storage offset
    /// `offset + start * stride` would not fit `isize` (only for huge tensors with no elements).
    ///
    /// ```
    /// use shaped::DynTensor;
    /// let t = DynTensor::from_shape_fn(&[3, 3], |i| i);
    /// assert_eq!(t.narrow(1, 1, 2).unwrap().to_vec(), vec![1, 2, 4, 5, 7, 8]);
    /// assert_eq!(
    ///     DynTensor::<u8>::zeros(&[1]).narrow(0, 0, 2).unwrap_err().to_string(),
    ///     "start (0) + length (2) exceeds dimension size (1)."
    /// );
    /// ```
    pub fn narrow(
        &self,
        dim: isize,
        start: usize,
        len: usize,
    ) -> Result<TensorBase<T, DynShape, View<'_, M::Owned>>, ShapeError> {
        Ok(self.with_layout(relayout::narrow(
            self.shape(),
            self.stride(),
            self.storage_offset(),
            dim,
            start,
            len,
        )?))
    }

    /// The view at `index` of dim `dim`, which disappears (negative indexes count from the end).
    ///
    /// # Errors
    ///
    /// [`ShapeError::ZeroDim`] on a 0-d tensor; [`ShapeError::DimOutOfRange`];
    /// [`ShapeError::SelectOutOfRange`] when `index` is outside `[-size, size - 1]` (printed as
    /// given, `isize::MIN` included); [`ShapeError::OffsetOverflow`] when the view's storage
    /// offset would not fit `isize`.
    ///
    /// ```
    /// use shaped::DynTensor;
    /// let t = DynTensor::from_shape_fn(&[3, 3, 1], |i| i);
    /// assert_eq!(t.select(1, -1).unwrap().to_vec(), vec![2, 5, 8]);
    /// assert_eq!(
    ///     t.select(0, 3).unwrap_err().to_string(),
    ///     "select(): index 3 out of range for tensor of size [3, 3, 1] at dimension 0"
    /// );
    /// ```
    pub fn select(
        &self,
        dim: isize,
        index: isize,
    ) -> Result<TensorBase<T, DynShape, View<'_, M::Owned>>, ShapeError> {
        Ok(self.with_layout(relayout::select(
            self.shape(),
            self.stride(),
            self.storage_offset(),
            dim,
            index,
        )?))
    }

    /// The view with a new size-1 dim at `dim` (NumPy's `newaxis`; `dim` may be the rank).
    ///
    /// # Errors
    ///
    /// [`ShapeError::DimOutOfRange`] when `dim` is outside `[-rank - 1, rank]`;
    /// [`ShapeError::TooManyDims`] beyond [`MAX_RANK`]; [`ShapeError::StrideOverflow`] when the
    /// new dim's stride (the extent `size * stride` of the dim after it) would not fit `isize`.
    ///
    /// ```
    /// use shaped::DynTensor;
    /// let a = DynTensor::from_vec(vec![0, 10, 20, 30], &[4]).unwrap();
    /// let b = DynTensor::from_vec(vec![1, 2, 3], &[3]).unwrap();
    /// let outer = a.unsqueeze(1).unwrap() + &b;
    /// assert_eq!(outer.shape(), &[4, 3]);
    /// assert_eq!(outer.get([2, 1]), Some(&22));
    /// ```
    pub fn unsqueeze(
        &self,
        dim: isize,
    ) -> Result<TensorBase<T, DynShape, View<'_, M::Owned>>, ShapeError> {
        Ok(self.with_layout(relayout::unsqueeze(
            self.shape(),
            self.stride(),
            self.storage_offset(),
            dim,
        )?))
    }

    /// The view without dim `dim` if its size is 1; the same layout otherwise (as in PyTorch).
    ///
    /// # Errors
    ///
    /// [`ShapeError::DimOutOfRange`].
    ///
    /// ```
    /// use shaped::DynTensor;
    /// let t = DynTensor::<u8>::zeros(&[2, 1, 3]);
    /// assert_eq!(t.squeeze_dim(1).unwrap().shape(), &[2, 3]);
    /// assert_eq!(t.squeeze_dim(0).unwrap().shape(), &[2, 1, 3]);
    /// ```
    pub fn squeeze_dim(
        &self,
        dim: isize,
    ) -> Result<TensorBase<T, DynShape, View<'_, M::Owned>>, ShapeError> {
        Ok(self.with_layout(relayout::squeeze_dim(
            self.shape(),
            self.stride(),
            self.storage_offset(),
            dim,
        )?))
    }

    /// The view without any size-1 dims.
    ///
    /// ```
    /// use shaped::DynTensor;
    /// assert_eq!(DynTensor::<u8>::zeros(&[1, 2, 1, 3, 1]).squeeze().shape(), &[2, 3]);
    /// ```
    pub fn squeeze(&self) -> TensorBase<T, DynShape, View<'_, M::Owned>> {
        self.with_layout(relayout::squeeze(
            self.shape(),
            self.stride(),
            self.storage_offset(),
        ))
    }

    /// The read-only view broadcast to `sizes` (`-1` keeps a size; new leading dims are
    /// allowed): stride 0 on new and stretched dims, no copy.
    ///
    /// # Errors
    ///
    /// [`ShapeError::TooManyDims`] for more than [`MAX_RANK`] sizes; the errors of
    /// [`expand_layout`] ([`ShapeError::ExpandTooFewSizes`],
    /// [`ShapeError::ExpandNewDimInferred`], [`ShapeError::ExpandMismatch`],
    /// [`ShapeError::InvalidDimSize`], [`ShapeError::StrideOverflow`]); then
    /// [`ShapeError::Overflow`] when the product of the non-zero sizes of the result exceeds
    /// `isize::MAX` (`Storage size calculation overflowed with sizes=[2, 9223372036854775807]`).
    ///
    /// ```
    /// use shaped::DynTensor;
    /// let t = DynTensor::from_vec(vec![1, 2, 3], &[3, 1]).unwrap();
    /// let e = t.expand(&[2, -1, 4]).unwrap();
    /// assert_eq!((e.shape(), e.stride()), (&[2, 3, 4][..], &[0, 1, 0][..]));
    /// assert_eq!(
    ///     DynTensor::<u8>::zeros(&[4, 6, 2]).expand(&[3, -1, 6, 3]).unwrap_err().to_string(),
    ///     "The expanded size of the tensor (3) must match the existing size (2) at non-singleton dimension 3.  Target sizes: [3, -1, 6, 3].  Tensor sizes: [4, 6, 2]"
    /// );
    /// ```
    pub fn expand(
        &self,
        sizes: &[isize],
    ) -> Result<TensorBase<T, DynShape, View<'_, M::Owned>>, ShapeError> {
        check_rank(sizes.len())?;
        let (dims, strides) = expand_layout(self.shape(), self.stride(), sizes)?;
        // Stretched dims read no new memory, but the element count must still fit `usize`.
        numel(&dims)?;
        Ok(self.with_layout((dims, strides, self.storage_offset())))
    }

    /// The read-only view broadcast to `shape` (NumPy's `broadcast_to`).
    ///
    /// # Errors
    ///
    /// [`ShapeError::Overflow`] when a size exceeds `isize::MAX` (printed as given, never as
    /// `-1`); otherwise those of [`expand`](Self::expand).
    ///
    /// ```
    /// use shaped::DynTensor;
    /// let t = DynTensor::from_vec(vec![1, 2], &[2]).unwrap();
    /// assert_eq!(t.broadcast_to(&[2, 2]).unwrap().to_vec(), vec![1, 2, 1, 2]);
    /// ```
    pub fn broadcast_to(
        &self,
        shape: &[usize],
    ) -> Result<TensorBase<T, DynShape, View<'_, M::Owned>>, ShapeError> {
        // A size above `isize::MAX` must not wrap to `-1` ("keep the size"); no tensor can
        // have that many elements anyway (unless another size is 0, which is not worth a view).
        let sizes = shape
            .iter()
            .map(|&d| isize::try_from(d))
            .collect::<Result<Vec<isize>, _>>()
            .map_err(|_| ShapeError::Overflow {
                shape: shape.to_vec(),
            })?;
        self.expand(&sizes)
    }

    /// PyTorch's `view`: the same elements with sizes `shape` (one `-1` is inferred), when the
    /// strides allow it.
    ///
    /// # Errors
    ///
    /// [`ShapeError::TooManyDims`]; the errors of [`infer_shape`]
    /// ([`ShapeError::MultipleInferred`], [`ShapeError::InvalidDimSize`],
    /// [`ShapeError::InvalidShape`] — also for sizes whose non-zero product exceeds
    /// `isize::MAX` —, [`ShapeError::AmbiguousInfer`]); [`ShapeError::ViewIncompatible`] when the
    /// strides do not allow the view.
    ///
    /// ```
    /// use shaped::DynTensor;
    /// let t = DynTensor::from_shape_fn(&[3, 4], |i| i);
    /// assert_eq!(t.view_shape(&[2, -1]).unwrap().stride(), &[6, 1]);
    /// assert_eq!(
    ///     t.t().unwrap().view_shape(&[12]).unwrap_err().to_string(),
    ///     "view size is not compatible with input tensor's size and stride (at least one dimension spans across two contiguous subspaces). Use .reshape(...) instead."
    /// );
    /// ```
    pub fn view_shape(
        &self,
        shape: &[isize],
    ) -> Result<TensorBase<T, DynShape, View<'_, M::Owned>>, ShapeError> {
        check_rank(shape.len())?;
        let (dims, strides) = view_layout(self.shape(), self.stride(), shape)?;
        Ok(self.with_layout((dims, strides, self.storage_offset())))
    }

    /// A view with sizes `shape` when [`view_shape`](Self::view_shape) works, a row-major copy
    /// otherwise; the result says which.
    ///
    /// # Errors
    ///
    /// Those of [`view_shape`](Self::view_shape) except [`ShapeError::ViewIncompatible`] (then
    /// it copies). The copy's buffer is not yet reserved fallibly: a copy too large to allocate
    /// aborts (issue 6 moves heap buffers to `try_reserve`, then it will be
    /// [`ShapeError::OutOfMemory`]).
    ///
    /// ```
    /// use shaped::DynTensor;
    /// let t = DynTensor::from_shape_fn(&[2, 3], |i| i);
    /// assert!(t.reshape(&[3, 2]).unwrap().is_view());
    /// let tt = t.t().unwrap();
    /// let r = tt.reshape(&[-1]).unwrap();
    /// assert!(!r.is_view());
    /// assert_eq!(r.view().to_vec(), vec![0, 3, 1, 4, 2, 5]);
    /// ```
    pub fn reshape(
        &self,
        shape: &[isize],
    ) -> Result<ViewOrCopy<'_, T, DynShape, M::Owned>, ShapeError>
    where
        T: Clone,
    {
        match self.view_shape(shape) {
            Ok(v) => Ok(ViewOrCopy::View(v)),
            Err(ShapeError::ViewIncompatible) => {
                let dims = infer_shape(shape, self.numel())?;
                let copy =
                    TensorBase::try_build(dims, self.numel(), super::CopyFill::new(self.strided()))
                        .map_err(|e| e.error(self.shape(), self.shape()))?;
                Ok(ViewOrCopy::Copy(copy))
            }
            Err(e) => Err(e),
        }
    }

    /// The elements as one dimension (`reshape(&[-1])`; a 0-d tensor gives `[1]`).
    ///
    /// # Panics
    ///
    /// Never on the shape (every tensor that exists has a count that fits). A copy too large
    /// to allocate aborts, as `Vec` does.
    ///
    /// ```
    /// use shaped::DynTensor;
    /// assert_eq!(DynTensor::<u8>::zeros(&[2, 3]).flatten().view().shape(), &[6]);
    /// assert_eq!(DynTensor::scalar(1u8).flatten().view().shape(), &[1]);
    /// ```
    pub fn flatten(&self) -> ViewOrCopy<'_, T, DynShape, M::Owned>
    where
        T: Clone,
    {
        match self.reshape(&[-1]) {
            Ok(r) => r,
            // [-1] fits every element count.
            Err(_) => ViewOrCopy::Copy(
                self.copied_as::<DynShape>(alloc::vec![self.numel()], self.numel()),
            ),
        }
    }
}

impl<T, M: StorageMut<T, DynShape>> TensorBase<T, DynShape, M> {
    fn with_layout_mut(
        &mut self,
        (dims, strides, offset): Layout,
    ) -> TensorBase<T, DynShape, ViewMut<'_, M::Owned>> {
        TensorBase::from_buf(ViewMutBuf::new(
            M::data_mut(&mut self.buf),
            dims,
            strides,
            offset,
        ))
    }

    /// The mutable form of [`transpose`](Self::transpose).
    ///
    /// # Errors
    ///
    /// As [`transpose`](Self::transpose).
    ///
    /// ```
    /// use shaped::DynTensor;
    /// let mut t = DynTensor::<i32>::zeros(&[2, 3]);
    /// let mut v = t.transpose_mut(0, 1).unwrap();
    /// v += &DynTensor::from_vec(vec![1, 2], &[2]).unwrap();
    /// assert_eq!(t.to_vec(), vec![1, 1, 1, 2, 2, 2]);
    /// ```
    pub fn transpose_mut(
        &mut self,
        d0: isize,
        d1: isize,
    ) -> Result<TensorBase<T, DynShape, ViewMut<'_, M::Owned>>, ShapeError> {
        let layout =
            relayout::transpose(self.shape(), self.stride(), self.storage_offset(), d0, d1)?;
        Ok(self.with_layout_mut(layout))
    }

    /// The mutable form of [`permute`](Self::permute).
    ///
    /// # Errors
    ///
    /// As [`permute`](Self::permute).
    ///
    /// ```
    /// use shaped::DynTensor;
    /// let mut t = DynTensor::<i32>::zeros(&[2, 1]);
    /// t.permute_mut(&[1, 0]).unwrap().fill_with(|| 3);
    /// assert_eq!(t.to_vec(), vec![3, 3]);
    /// ```
    pub fn permute_mut(
        &mut self,
        order: &[isize],
    ) -> Result<TensorBase<T, DynShape, ViewMut<'_, M::Owned>>, ShapeError> {
        let layout = relayout::permute(self.shape(), self.stride(), self.storage_offset(), order)?;
        Ok(self.with_layout_mut(layout))
    }

    /// The mutable form of [`narrow`](Self::narrow): `x.narrow_mut(..)? += y` writes into `x`.
    ///
    /// # Errors
    ///
    /// As [`narrow`](Self::narrow).
    ///
    /// ```
    /// use shaped::DynTensor;
    /// let mut x = DynTensor::<i32>::zeros(&[4]);
    /// let mut part = x.narrow_mut(0, 1, 2).unwrap();
    /// part += 5;
    /// assert_eq!(x.to_vec(), vec![0, 5, 5, 0]);
    /// ```
    pub fn narrow_mut(
        &mut self,
        dim: isize,
        start: usize,
        len: usize,
    ) -> Result<TensorBase<T, DynShape, ViewMut<'_, M::Owned>>, ShapeError> {
        let layout = relayout::narrow(
            self.shape(),
            self.stride(),
            self.storage_offset(),
            dim,
            start,
            len,
        )?;
        Ok(self.with_layout_mut(layout))
    }

    /// The mutable form of [`select`](Self::select).
    ///
    /// # Errors
    ///
    /// As [`select`](Self::select).
    ///
    /// ```
    /// use shaped::DynTensor;
    /// let mut x = DynTensor::<i32>::zeros(&[2, 2]);
    /// x.select_mut(0, 1).unwrap().fill_with(|| 7);
    /// assert_eq!(x.to_vec(), vec![0, 0, 7, 7]);
    /// ```
    pub fn select_mut(
        &mut self,
        dim: isize,
        index: isize,
    ) -> Result<TensorBase<T, DynShape, ViewMut<'_, M::Owned>>, ShapeError> {
        let layout = relayout::select(
            self.shape(),
            self.stride(),
            self.storage_offset(),
            dim,
            index,
        )?;
        Ok(self.with_layout_mut(layout))
    }

    /// The mutable form of [`unsqueeze`](Self::unsqueeze).
    ///
    /// # Errors
    ///
    /// As [`unsqueeze`](Self::unsqueeze).
    ///
    /// ```
    /// use shaped::DynTensor;
    /// let mut x = DynTensor::<i32>::zeros(&[2]);
    /// x.unsqueeze_mut(0).unwrap().assign(&DynTensor::from_vec(vec![1, 2], &[1, 2]).unwrap());
    /// assert_eq!(x.to_vec(), vec![1, 2]);
    /// ```
    pub fn unsqueeze_mut(
        &mut self,
        dim: isize,
    ) -> Result<TensorBase<T, DynShape, ViewMut<'_, M::Owned>>, ShapeError> {
        let layout = relayout::unsqueeze(self.shape(), self.stride(), self.storage_offset(), dim)?;
        Ok(self.with_layout_mut(layout))
    }

    /// The mutable form of [`squeeze_dim`](Self::squeeze_dim).
    ///
    /// # Errors
    ///
    /// As [`squeeze_dim`](Self::squeeze_dim).
    ///
    /// ```
    /// use shaped::DynTensor;
    /// let mut x = DynTensor::<i32>::zeros(&[1, 2]);
    /// x.squeeze_dim_mut(0).unwrap().assign(&DynTensor::from_vec(vec![3, 4], &[2]).unwrap());
    /// assert_eq!(x.to_vec(), vec![3, 4]);
    /// ```
    pub fn squeeze_dim_mut(
        &mut self,
        dim: isize,
    ) -> Result<TensorBase<T, DynShape, ViewMut<'_, M::Owned>>, ShapeError> {
        let layout =
            relayout::squeeze_dim(self.shape(), self.stride(), self.storage_offset(), dim)?;
        Ok(self.with_layout_mut(layout))
    }

    /// The mutable form of [`view_shape`](Self::view_shape).
    ///
    /// # Errors
    ///
    /// As [`view_shape`](Self::view_shape).
    ///
    /// ```
    /// use shaped::DynTensor;
    /// let mut x = DynTensor::<i32>::zeros(&[2, 2]);
    /// x.view_shape_mut(&[4]).unwrap().assign(&DynTensor::from_vec(vec![1, 2, 3, 4], &[4]).unwrap());
    /// assert_eq!(x.get([1, 0]), Some(&3));
    /// ```
    pub fn view_shape_mut(
        &mut self,
        shape: &[isize],
    ) -> Result<TensorBase<T, DynShape, ViewMut<'_, M::Owned>>, ShapeError> {
        check_rank(shape.len())?;
        let (dims, strides) = view_layout(self.shape(), self.stride(), shape)?;
        let offset = self.storage_offset();
        Ok(self.with_layout_mut((dims, strides, offset)))
    }
}
