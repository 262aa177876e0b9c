//! Views of tensors with run-time shapes ([`DynShape`]), with PyTorch's semantics: dims are
//! `isize` and negative ones count from the end; every fallible operation panics with PyTorch's
//! message at the caller, and its `try_` form returns it as an error; views share storage and never copy (`reshape` and `contiguous` copy only when the
//! strides leave no choice, and say so in their result).

use alloc::vec::Vec;

use super::base::TensorBase;
use super::cow::ViewOrCopy;
use super::view_ops::{ReadOnlyView, TOKEN, ViewSource, copied};
use crate::ShapeError;
use crate::layout::{
    MAX_RANK, checked_numel, expand_layout, infer_shape, numel, reachable_range, storage_bytes,
    try_inserted_stride, try_moved_offset, view_layout, wrap_dim, wrap_index, wrap_narrow_start,
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
    use crate::layout::{permute_into, remove_dim_into, transpose_into, unsqueeze_into};

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
        let mut wrapped = Vec::with_capacity(dims.len());
        for &d in order {
            let k = wrap_dim(d, dims.len())?;
            if core::mem::replace(&mut seen[k], true) {
                return Err(ShapeError::PermuteDuplicate);
            }
            wrapped.push(k);
        }
        Ok(permute_wrapped(dims, strides, offset, &wrapped))
    }

    /// The layout with dims in the order `order` (already a valid permutation of the dims).
    pub(super) fn permute_wrapped(
        dims: &[usize],
        strides: &[isize],
        offset: usize,
        order: &[usize],
    ) -> Layout {
        let (nd, ns) = relaid(dims.len(), |nd, ns| {
            permute_into(dims, strides, order, nd, ns)
        });
        (nd, ns, offset)
    }

    pub(super) fn narrow(
        dims: &[usize],
        strides: &[isize],
        offset: usize,
        dim: isize,
        start: isize,
        len: usize,
    ) -> Result<Layout, ShapeError> {
        if dims.is_empty() {
            return Err(ShapeError::ZeroDim { op: "narrow" });
        }
        let k = wrap_dim(dim, dims.len())?;
        let Some(start) = wrap_narrow_start(start, dims[k]) else {
            return Err(ShapeError::NarrowStartOutOfRange {
                start,
                size: dims[k],
            });
        };
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
        let Some(at) = wrap_index(index, dims[k]) else {
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

/// The layout `reshape` targets, with its `-1` inferred.
type Sizes = Vec<usize>;

/// View operations on tensors with run-time shapes ([`DynShape`]), with PyTorch's semantics:
/// dims are `isize` and negative ones count from the end; size lists are `&[isize]` and accept
/// `-1` where PyTorch does (`expand`, `broadcast_to`, `view_shape`, `reshape`, `unflatten`);
/// every fallible operation panics at the caller with PyTorch's message, and has a `try_` form
/// that returns `Result` with that message as its error (`x.unsqueeze(1)`,
/// `x.try_unsqueeze(1)`).
///
/// Implemented for every [`ViewSource`] with a `DynShape`: call them on a tensor (they borrow
/// it and return a [`DynView`](crate::DynView)), on a `DynView` (consumed, returns a `DynView`)
/// or on a [`DynViewMut`](crate::DynViewMut) (consumed, returns a `DynViewMut`), so chains are
/// one expression, mutable ones included. [`Self::Out<DynShape>`](ViewSource::Out) is that
/// result type. `reshape`, `flatten`, `ravel` and `contiguous` return a [`ViewOrCopy`]
/// (read-only; a tensor either way). In scope with the prelude.
///
/// ```
/// use shaped::prelude::*;
/// let mut x = DynTensor::<i32>::zeros(&[3, 4]);
/// let y = DynTensor::from_vec(vec![1, 2], &[2]).unwrap();
/// let mut part = x.view_mut().narrow(0, 1, 2).transpose(0, 1);
/// part += &y;
/// assert_eq!(x.to_vec(), vec![0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2]);
/// let mut v = x.view();
/// for _ in 0..3 {
///     v = v.unsqueeze(0);
/// }
/// assert_eq!(v.shape(), &[1, 1, 1, 3, 4]);
/// ```
pub trait DynViews<'a>: ViewSource<'a, Shape = DynShape> {
    /// The view with dims `d0` and `d1` swapped.
    ///
    /// # Panics
    ///
    /// With the error's text, in the cases listed at [`try_transpose`](Self::try_transpose).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = DynTensor::from_shape_fn(&[2, 3, 4], |i| i);
    /// let v = t.transpose(0, -1);
    /// assert_eq!((v.shape(), v.stride()), (&[4, 3, 2][..], &[1, 4, 12][..]));
    /// assert_eq!(
    ///     t.try_transpose(0, 3).unwrap_err().to_string(),
    ///     "Dimension out of range (expected to be in range of [-3, 2], but got 3)"
    /// );
    /// ```
    #[track_caller]
    fn transpose(self, d0: isize, d1: isize) -> Self::Out<DynShape> {
        crate::ops::or_panic(self.try_transpose(d0, d1))
    }

    /// [`transpose`](Self::transpose) that returns the error instead of panicking.
    ///
    /// # Errors
    ///
    /// [`ShapeError::DimOutOfRange`] when `d0` or `d1` is outside `[-rank, rank - 1]` (`[-1, 0]`
    /// for a 0-d tensor, which is returned as it is).
    fn try_transpose(self, d0: isize, d1: isize) -> Result<Self::Out<DynShape>, ShapeError> {
        let (dims, strides, offset) = self.layout();
        let layout = relayout::transpose(dims, strides, offset, d0, d1)?;
        Ok(relaid(self, layout))
    }

    /// The view with its dims reordered: dim `k` of the result is dim `order[k]` of `self`.
    ///
    /// # Panics
    ///
    /// With the error's text, in the cases listed at [`try_permute`](Self::try_permute).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = DynTensor::<u8>::zeros(&[2, 3, 4]);
    /// assert_eq!(t.permute(&[2, 0, 1]).shape(), &[4, 2, 3]);
    /// assert_eq!(t.try_permute(&[0, 0, 1]).unwrap_err().to_string(), "permute(): duplicate dims are not allowed.");
    /// ```
    #[track_caller]
    fn permute(self, order: &[isize]) -> Self::Out<DynShape> {
        crate::ops::or_panic(self.try_permute(order))
    }

    /// [`permute`](Self::permute) that returns the error instead of panicking.
    ///
    /// # Errors
    ///
    /// [`ShapeError::PermuteLength`] when `order` does not have one entry per dim, then, in the
    /// order given, [`ShapeError::DimOutOfRange`] for an entry out of range and
    /// [`ShapeError::PermuteDuplicate`] for a repeated dim.
    fn try_permute(self, order: &[isize]) -> Result<Self::Out<DynShape>, ShapeError> {
        let (dims, strides, offset) = self.layout();
        let layout = relayout::permute(dims, strides, offset, order)?;
        Ok(relaid(self, layout))
    }

    /// The view with dim `source` moved to position `destination`, the other dims keeping
    /// their order (PyTorch's `movedim` with one dim).
    ///
    /// # Panics
    ///
    /// With the error's text, in the cases listed at [`try_movedim`](Self::try_movedim).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = DynTensor::<u8>::zeros(&[2, 3, 4]);
    /// let m = t.movedim(0, -1);
    /// assert_eq!((m.shape(), m.stride()), (&[3, 4, 2][..], &[4, 1, 12][..]));
    /// ```
    #[track_caller]
    fn movedim(self, source: isize, destination: isize) -> Self::Out<DynShape> {
        crate::ops::or_panic(self.try_movedim(source, destination))
    }

    /// [`movedim`](Self::movedim) that returns the error instead of panicking.
    ///
    /// # Errors
    ///
    /// [`ShapeError::DimOutOfRange`] for either dim.
    fn try_movedim(
        self,
        source: isize,
        destination: isize,
    ) -> Result<Self::Out<DynShape>, ShapeError> {
        let (dims, strides, offset) = self.layout();
        let (from, to) = (
            wrap_dim(source, dims.len())?,
            wrap_dim(destination, dims.len())?,
        );
        let order = crate::layout::movedim_order(dims.len(), from, to);
        let layout = relayout::permute_wrapped(dims, strides, offset, &order);
        Ok(relaid(self, layout))
    }

    /// The transpose of a matrix; 0-d and 1-d tensors are returned as they are (PyTorch's `t`).
    ///
    /// # Panics
    ///
    /// With the error's text, in the cases listed at [`try_t`](Self::try_t).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = DynTensor::<f32>::zeros(&[3, 4]);
    /// assert_eq!(t.t().stride(), &[1, 4]);
    /// assert_eq!(
    ///     DynTensor::<f32>::zeros(&[1, 2, 3]).try_t().unwrap_err().to_string(),
    ///     "t() expects a tensor with <= 2 dimensions, but self is 3D"
    /// );
    /// ```
    #[track_caller]
    fn t(self) -> Self::Out<DynShape> {
        crate::ops::or_panic(self.try_t())
    }

    /// [`t`](Self::t) that returns the error instead of panicking.
    ///
    /// # Errors
    ///
    /// [`ShapeError::NotAMatrix`] for more than 2 dims.
    fn try_t(self) -> Result<Self::Out<DynShape>, ShapeError> {
        match self.layout().0.len() {
            0 | 1 => {
                let (dims, strides, offset) = self.layout();
                let layout = (dims.to_vec(), strides.to_vec(), offset);
                Ok(relaid(self, layout))
            }
            2 => self.try_transpose(0, 1),
            rank => Err(ShapeError::NotAMatrix { rank }),
        }
    }

    /// The view of `len` elements of dim `dim` starting at `start` (a negative `start` counts
    /// from the end, as in PyTorch).
    ///
    /// # Panics
    ///
    /// With the error's text, in the cases listed at [`try_narrow`](Self::try_narrow).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = DynTensor::from_shape_fn(&[3, 3], |i| i);
    /// assert_eq!(t.narrow(1, 1, 2).to_vec(), vec![1, 2, 4, 5, 7, 8]);
    /// assert_eq!(t.narrow(1, -2, 2).to_vec(), vec![1, 2, 4, 5, 7, 8]);
    /// assert_eq!(
    ///     DynTensor::<u8>::zeros(&[1]).try_narrow(0, 0, 2).unwrap_err().to_string(),
    ///     "start (0) + length (2) exceeds dimension size (1)."
    /// );
    /// ```
    #[track_caller]
    fn narrow(self, dim: isize, start: isize, len: usize) -> Self::Out<DynShape> {
        crate::ops::or_panic(self.try_narrow(dim, start, len))
    }

    /// [`narrow`](Self::narrow) that returns the error instead of panicking.
    ///
    /// # Errors
    ///
    /// [`ShapeError::ZeroDim`] on a 0-d tensor; [`ShapeError::DimOutOfRange`];
    /// [`ShapeError::NarrowStartOutOfRange`] when `start` is outside `[-size, size]`;
    /// [`ShapeError::NarrowOutOfRange`] when `start + len` exceeds the dim (or overflows, with
    /// the numbers as given); [`ShapeError::OffsetOverflow`] when the view's storage offset
    /// `offset + start * stride` would not fit `isize` (only for huge tensors with no elements).
    fn try_narrow(
        self,
        dim: isize,
        start: isize,
        len: usize,
    ) -> Result<Self::Out<DynShape>, ShapeError> {
        let (dims, strides, offset) = self.layout();
        let layout = relayout::narrow(dims, strides, offset, dim, start, len)?;
        Ok(relaid(self, layout))
    }

    /// The view at `index` of dim `dim`, which disappears (negative indexes count from the end).
    ///
    /// # Panics
    ///
    /// With the error's text, in the cases listed at [`try_select`](Self::try_select).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = DynTensor::from_shape_fn(&[3, 3, 1], |i| i);
    /// assert_eq!(t.select(1, -1).to_vec(), vec![2, 5, 8]);
    /// assert_eq!(
    ///     t.try_select(0, 3).unwrap_err().to_string(),
    ///     "select(): index 3 out of range for tensor of size [3, 3, 1] at dimension 0"
    /// );
    /// ```
    #[track_caller]
    fn select(self, dim: isize, index: isize) -> Self::Out<DynShape> {
        crate::ops::or_panic(self.try_select(dim, index))
    }

    /// [`select`](Self::select) that returns the error instead of panicking.
    ///
    /// # Errors
    ///
    /// [`ShapeError::ZeroDim`] on a 0-d tensor; [`ShapeError::DimOutOfRange`];
    /// [`ShapeError::SelectOutOfRange`] when `index` is outside `[-size, size - 1]` (printed as
    /// given, `isize::MIN` included); [`ShapeError::OffsetOverflow`] when the view's storage
    /// offset would not fit `isize`.
    fn try_select(self, dim: isize, index: isize) -> Result<Self::Out<DynShape>, ShapeError> {
        let (dims, strides, offset) = self.layout();
        let layout = relayout::select(dims, strides, offset, dim, index)?;
        Ok(relaid(self, layout))
    }

    /// The view with a new size-1 dim at `dim` (NumPy's `newaxis`; `dim` may be the rank).
    ///
    /// # Panics
    ///
    /// With the error's text, in the cases listed at [`try_unsqueeze`](Self::try_unsqueeze).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let a = DynTensor::from_vec(vec![0, 10, 20, 30], &[4]).unwrap();
    /// let b = DynTensor::from_vec(vec![1, 2, 3], &[3]).unwrap();
    /// let outer = a.unsqueeze(1) + &b;
    /// assert_eq!(outer.shape(), &[4, 3]);
    /// assert_eq!(outer.get([2, 1]), Some(&22));
    /// ```
    #[track_caller]
    fn unsqueeze(self, dim: isize) -> Self::Out<DynShape> {
        crate::ops::or_panic(self.try_unsqueeze(dim))
    }

    /// [`unsqueeze`](Self::unsqueeze) that returns the error instead of panicking.
    ///
    /// # Errors
    ///
    /// [`ShapeError::DimOutOfRange`] when `dim` is outside `[-rank - 1, rank]`;
    /// [`ShapeError::TooManyDims`] beyond [`MAX_RANK`]; [`ShapeError::StrideOverflow`] when the
    /// new dim's stride (the extent `size * stride` of the dim after it) would not fit `isize`.
    fn try_unsqueeze(self, dim: isize) -> Result<Self::Out<DynShape>, ShapeError> {
        let (dims, strides, offset) = self.layout();
        let layout = relayout::unsqueeze(dims, strides, offset, dim)?;
        Ok(relaid(self, layout))
    }

    /// The view without dim `dim` if its size is 1; the same layout otherwise (as in PyTorch).
    ///
    /// # Panics
    ///
    /// With the error's text, in the cases listed at [`try_squeeze_dim`](Self::try_squeeze_dim).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = DynTensor::<u8>::zeros(&[2, 1, 3]);
    /// assert_eq!(t.squeeze_dim(1).shape(), &[2, 3]);
    /// assert_eq!(t.squeeze_dim(0).shape(), &[2, 1, 3]);
    /// ```
    #[track_caller]
    fn squeeze_dim(self, dim: isize) -> Self::Out<DynShape> {
        crate::ops::or_panic(self.try_squeeze_dim(dim))
    }

    /// [`squeeze_dim`](Self::squeeze_dim) that returns the error instead of panicking.
    ///
    /// # Errors
    ///
    /// [`ShapeError::DimOutOfRange`].
    fn try_squeeze_dim(self, dim: isize) -> Result<Self::Out<DynShape>, ShapeError> {
        let (dims, strides, offset) = self.layout();
        let layout = relayout::squeeze_dim(dims, strides, offset, dim)?;
        Ok(relaid(self, layout))
    }

    /// The view without any size-1 dims (never fails).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// assert_eq!(DynTensor::<u8>::zeros(&[1, 2, 1, 3, 1]).squeeze().shape(), &[2, 3]);
    /// ```
    fn squeeze(self) -> Self::Out<DynShape> {
        let (dims, strides, offset) = self.layout();
        let layout = relayout::squeeze(dims, strides, offset);
        relaid(self, layout)
    }

    /// The view with dim `dim` split into `sizes` (one `-1` is inferred): PyTorch's
    /// `unflatten`, always a view.
    ///
    /// # Panics
    ///
    /// With the error's text, in the cases listed at [`try_unflatten`](Self::try_unflatten).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = DynTensor::from_shape_fn(&[2, 6], |i| i);
    /// let u = t.unflatten(1, &[3, -1]);
    /// assert_eq!((u.shape(), u.stride()), (&[2, 3, 2][..], &[6, 2, 1][..]));
    /// assert_eq!(
    ///     t.try_unflatten(1, &[4, 2]).unwrap_err().to_string(),
    ///     "unflatten: Provided sizes [4, 2] don't multiply up to the size of dim 1 (6) in the input tensor"
    /// );
    /// ```
    #[track_caller]
    fn unflatten(self, dim: isize, sizes: &[isize]) -> Self::Out<DynShape> {
        crate::ops::or_panic(self.try_unflatten(dim, sizes))
    }

    /// [`unflatten`](Self::unflatten) that returns the error instead of panicking.
    ///
    /// # Errors
    ///
    /// [`ShapeError::NoDims`] on a 0-d tensor; [`ShapeError::DimOutOfRange`]; then those of
    /// the unflattening ([`ShapeError::UnflattenEmpty`],
    /// [`ShapeError::UnflattenUnexpected`] wrapping [`ShapeError::MultipleInferred`],
    /// [`ShapeError::InvalidDimSize`] or [`ShapeError::AmbiguousInfer`],
    /// [`ShapeError::UnflattenMismatch`]); [`ShapeError::TooManyDims`].
    fn try_unflatten(self, dim: isize, sizes: &[isize]) -> Result<Self::Out<DynShape>, ShapeError> {
        let (dims, strides, offset) = self.layout();
        if dims.is_empty() {
            return Err(ShapeError::NoDims { dim });
        }
        let k = wrap_dim(dim, dims.len())?;
        check_rank(dims.len() - 1 + sizes.len())?;
        let (nd, ns) = crate::layout::unflatten_layout(dims, strides, k, sizes)?;
        Ok(relaid(self, (nd, ns, offset)))
    }

    /// The read-only view broadcast to `sizes` (`-1` keeps a size; new leading dims are
    /// allowed): stride 0 on new and stretched dims, no copy. Read-only even from a mutable view
    /// (positions share elements).
    ///
    /// # Panics
    ///
    /// With the error's text, in the cases listed at [`try_expand`](Self::try_expand).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = DynTensor::from_vec(vec![1, 2, 3], &[3, 1]).unwrap();
    /// let e = t.expand(&[2, -1, 4]);
    /// assert_eq!((e.shape(), e.stride()), (&[2, 3, 4][..], &[0, 1, 0][..]));
    /// assert_eq!(
    ///     DynTensor::<u8>::zeros(&[4, 6, 2]).try_expand(&[3, -1, 6, 3]).unwrap_err().to_string(),
    ///     "The expanded size of the tensor (3) must match the existing size (2) at non-singleton dimension 3.  Target sizes: [3, -1, 6, 3].  Tensor sizes: [4, 6, 2]"
    /// );
    /// ```
    #[track_caller]
    fn expand(self, sizes: &[isize]) -> ReadOnlyView<'a, Self, DynShape> {
        crate::ops::or_panic(self.try_expand(sizes))
    }

    /// [`expand`](Self::expand) that returns the error instead of panicking.
    ///
    /// # Errors
    ///
    /// [`ShapeError::TooManyDims`] for more than [`MAX_RANK`] sizes; the errors of
    /// the expansion ([`ShapeError::ExpandTooFewSizes`],
    /// [`ShapeError::ExpandNewDimInferred`], [`ShapeError::ExpandMismatch`],
    /// [`ShapeError::NumelOverflow`], [`ShapeError::StrideOverflow`]); then
    /// [`ShapeError::Overflow`] when the product of the non-zero sizes of the result exceeds
    /// `isize::MAX` (`Storage size calculation overflowed with sizes=[2, 9223372036854775807]`).
    fn try_expand(self, sizes: &[isize]) -> Result<ReadOnlyView<'a, Self, DynShape>, ShapeError> {
        check_rank(sizes.len())?;
        let (dims, strides, offset) = self.layout();
        let (dims, strides) = expand_layout(dims, strides, sizes)?;
        // Stretched dims read no new memory, but the element count must still fit `usize`.
        numel(&dims)?;
        Ok(self.relaid_ref(TOKEN, dims, strides, offset))
    }

    /// The read-only view broadcast to `shape` (NumPy's and PyTorch's `broadcast_to`): the same
    /// as [`expand`](Self::expand), `-1` included.
    ///
    /// # Panics
    ///
    /// With the error's text, in the cases listed at [`try_broadcast_to`](Self::try_broadcast_to).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = DynTensor::from_vec(vec![1, 2], &[2]).unwrap();
    /// assert_eq!(t.broadcast_to(&[2, -1]).to_vec(), vec![1, 2, 1, 2]);
    /// ```
    #[track_caller]
    fn broadcast_to(self, shape: &[isize]) -> ReadOnlyView<'a, Self, DynShape> {
        crate::ops::or_panic(self.try_broadcast_to(shape))
    }

    /// [`broadcast_to`](Self::broadcast_to) that returns the error instead of panicking.
    ///
    /// # Errors
    ///
    /// Those of [`expand`](Self::expand).
    fn try_broadcast_to(
        self,
        shape: &[isize],
    ) -> Result<ReadOnlyView<'a, Self, DynShape>, ShapeError> {
        self.try_expand(shape)
    }

    /// PyTorch's `as_strided`: the read-only view with any sizes, strides and storage offset
    /// over the same storage, checked: every position it can reach must lie inside the storage
    /// (an error otherwise, never an out-of-bounds read). Positions may share elements, so the
    /// view is read-only even from a mutable view. `offset` counts from the start of the
    /// storage, not from this view's offset (as in PyTorch).
    ///
    /// # Panics
    ///
    /// With the error's text, in the cases listed at [`try_as_strided`](Self::try_as_strided).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = DynTensor::from_shape_fn(&[4], |i| i as f32);
    /// let w = t.as_strided(&[3, 2], &[1, 1], 0); // sliding windows of 2
    /// assert_eq!(w.to_vec(), vec![0.0, 1.0, 1.0, 2.0, 2.0, 3.0]);
    /// assert_eq!(
    ///     t.try_as_strided(&[3, 3], &[1, 1], 0).unwrap_err().to_string(),
    ///     "setStorage: sizes [3, 3], strides [1, 1], storage offset 0, and itemsize 4 requiring a storage size of 20 are out of bounds for storage of size 16"
    /// );
    /// ```
    #[track_caller]
    #[allow(clippy::wrong_self_convention)] // PyTorch's name; it consumes views like every op
    fn as_strided(
        self,
        sizes: &[usize],
        strides: &[isize],
        offset: usize,
    ) -> ReadOnlyView<'a, Self, DynShape> {
        crate::ops::or_panic(self.try_as_strided(sizes, strides, offset))
    }

    /// [`as_strided`](Self::as_strided) that returns the error instead of panicking.
    ///
    /// # Errors
    ///
    /// [`ShapeError::AsStridedLength`] when `sizes` and `strides` differ in length;
    /// [`ShapeError::AsStridedNegativeStride`] for a negative stride;
    /// [`ShapeError::AsStridedOffset`] for an offset above `isize::MAX` (even for a view with no
    /// elements, as PyTorch refuses a negative one); [`ShapeError::TooManyDims`];
    /// [`ShapeError::StorageSizeOverflow`] when the storage the view needs, in bytes, exceeds
    /// `isize::MAX`;
    /// [`ShapeError::NumelOverflow`] when the sizes' non-zero product does (torch accepts a
    /// product past it when a later size is 0; this crate never builds such a view);
    /// [`ShapeError::AsStridedOutOfBounds`] when a reachable position is outside the storage.
    #[allow(clippy::wrong_self_convention)] // PyTorch's name; it consumes views like every op
    fn try_as_strided(
        self,
        sizes: &[usize],
        strides: &[isize],
        offset: usize,
    ) -> Result<ReadOnlyView<'a, Self, DynShape>, ShapeError> {
        if sizes.len() != strides.len() {
            return Err(ShapeError::AsStridedLength);
        }
        if strides.iter().any(|&s| s < 0) {
            return Err(ShapeError::AsStridedNegativeStride {
                strides: strides.to_vec(),
            });
        }
        if isize::try_from(offset).is_err() {
            return Err(ShapeError::AsStridedOffset { offset });
        }
        check_rank(sizes.len())?;
        // PyTorch's order: the storage the view needs (in bytes), then its element count, then
        // whether the storage has it.
        let item = core::mem::size_of::<Self::Elem>();
        let Some(required) = storage_bytes(sizes, strides, offset, item.max(1)) else {
            return Err(ShapeError::StorageSizeOverflow {
                sizes: sizes.to_vec(),
                strides: strides.to_vec(),
            });
        };
        // The view's element count must exist (refused where it would be created).
        checked_numel(sizes).ok_or(ShapeError::NumelOverflow)?;
        let len = self.storage().len();
        let fits = match reachable_range(sizes, strides, offset) {
            Some(None) => true,
            Some(Some((_, high))) => high < len,
            None => false,
        };
        if !fits {
            return Err(ShapeError::AsStridedOutOfBounds {
                sizes: sizes.to_vec(),
                strides: strides.to_vec(),
                offset,
                itemsize: item,
                required,
                storage: len.saturating_mul(item),
            });
        }
        Ok(self.relaid_ref(TOKEN, sizes.to_vec(), strides.to_vec(), offset))
    }

    /// PyTorch's `view`: the same elements with sizes `shape` (one `-1` is inferred), when the
    /// strides allow it.
    ///
    /// # Panics
    ///
    /// With the error's text, in the cases listed at [`try_view_shape`](Self::try_view_shape).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = DynTensor::from_shape_fn(&[3, 4], |i| i);
    /// assert_eq!(t.view_shape(&[2, -1]).stride(), &[6, 1]);
    /// assert_eq!(
    ///     t.t().try_view_shape(&[12]).unwrap_err().to_string(),
    ///     "view size is not compatible with input tensor's size and stride (at least one dimension spans across two contiguous subspaces). Use .reshape(...) instead."
    /// );
    /// ```
    #[track_caller]
    fn view_shape(self, shape: &[isize]) -> Self::Out<DynShape> {
        crate::ops::or_panic(self.try_view_shape(shape))
    }

    /// [`view_shape`](Self::view_shape) that returns the error instead of panicking.
    ///
    /// # Errors
    ///
    /// [`ShapeError::TooManyDims`]; the errors of [`infer_shape`]
    /// ([`ShapeError::MultipleInferred`], [`ShapeError::InvalidDimSize`],
    /// [`ShapeError::InvalidShape`] — also for sizes whose non-zero product exceeds
    /// `isize::MAX` —, [`ShapeError::AmbiguousInfer`]); [`ShapeError::ViewIncompatible`] when the
    /// strides do not allow the view.
    fn try_view_shape(self, shape: &[isize]) -> Result<Self::Out<DynShape>, ShapeError> {
        check_rank(shape.len())?;
        let (dims, strides, offset) = self.layout();
        let (dims, strides) = view_layout(dims, strides, shape)?;
        Ok(relaid(self, (dims, strides, offset)))
    }

    /// A view with sizes `shape` when [`view_shape`](Self::view_shape) works, a row-major copy
    /// otherwise; the result is a read-only tensor either way ([`ViewOrCopy::is_view`] says
    /// which).
    ///
    /// # Panics
    ///
    /// With the error's text, in the cases listed at [`try_reshape`](Self::try_reshape).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = DynTensor::from_shape_fn(&[2, 3], |i| i);
    /// assert!(t.reshape(&[3, 2]).is_view());
    /// let r = t.t().reshape(&[-1]);
    /// assert!(!r.is_view());
    /// assert_eq!(r.to_vec(), vec![0, 3, 1, 4, 2, 5]);
    /// ```
    #[track_caller]
    fn reshape(self, shape: &[isize]) -> ViewOrCopy<'a, Self::Elem, DynShape, Self::Owned>
    where
        Self::Elem: Clone,
    {
        crate::ops::or_panic(self.try_reshape(shape))
    }

    /// [`reshape`](Self::reshape) that returns the error instead of panicking.
    ///
    /// # Errors
    ///
    /// Those of [`view_shape`](Self::view_shape) except [`ShapeError::ViewIncompatible`] (then
    /// it copies); [`ShapeError::OutOfMemory`] when the copy cannot be allocated.
    fn try_reshape(
        self,
        shape: &[isize],
    ) -> Result<ViewOrCopy<'a, Self::Elem, DynShape, Self::Owned>, ShapeError>
    where
        Self::Elem: Clone,
    {
        check_rank(shape.len())?;
        let (dims, _, offset) = self.layout();
        let n = numel(dims)?;
        let sizes = infer_shape(shape, n)?;
        reshaped(self, sizes, n, offset)
    }

    /// Dims `start..=end` merged into one (PyTorch's `flatten(start_dim, end_dim)`; a 0-d
    /// tensor gives `[1]`): a view when the strides allow it, a row-major copy otherwise.
    /// `flatten(0, -1)` flattens everything.
    ///
    /// # Panics
    ///
    /// With the error's text, in the cases listed at [`try_flatten`](Self::try_flatten).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = DynTensor::<u8>::zeros(&[2, 3, 4]);
    /// assert_eq!(t.flatten(1, -1).shape(), &[2, 12]);
    /// assert_eq!(t.flatten(0, -1).shape(), &[24]);
    /// assert_eq!(DynTensor::scalar(1u8).flatten(0, -1).shape(), &[1]);
    /// ```
    #[track_caller]
    fn flatten(self, start: isize, end: isize) -> ViewOrCopy<'a, Self::Elem, DynShape, Self::Owned>
    where
        Self::Elem: Clone,
    {
        crate::ops::or_panic(self.try_flatten(start, end))
    }

    /// [`flatten`](Self::flatten) that returns the error instead of panicking.
    ///
    /// # Errors
    ///
    /// [`ShapeError::DimOutOfRange`]; [`ShapeError::FlattenOrder`] when `start` comes after
    /// `end`; [`ShapeError::OutOfMemory`] when a copy cannot be allocated.
    fn try_flatten(
        self,
        start: isize,
        end: isize,
    ) -> Result<ViewOrCopy<'a, Self::Elem, DynShape, Self::Owned>, ShapeError>
    where
        Self::Elem: Clone,
    {
        let (dims, _, offset) = self.layout();
        let (s, e) = (wrap_dim(start, dims.len())?, wrap_dim(end, dims.len())?);
        if s > e {
            return Err(ShapeError::FlattenOrder);
        }
        let n = numel(dims)?;
        let sizes: Sizes = if dims.is_empty() {
            alloc::vec![1]
        } else {
            let merged = dims[s..=e].iter().product();
            dims[..s]
                .iter()
                .copied()
                .chain([merged])
                .chain(dims[e + 1..].iter().copied())
                .collect()
        };
        reshaped(self, sizes, n, offset)
    }

    /// The elements as one dim, row-major (PyTorch's `ravel`): a view when the strides allow
    /// it, a copy otherwise.
    ///
    /// # Panics
    ///
    /// With the error's text, in the cases listed at [`try_ravel`](Self::try_ravel).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = DynTensor::from_shape_fn(&[2, 2], |i| i);
    /// assert!(t.ravel().is_view());
    /// assert_eq!(t.t().ravel().to_vec(), vec![0, 2, 1, 3]);
    /// ```
    #[track_caller]
    fn ravel(self) -> ViewOrCopy<'a, Self::Elem, DynShape, Self::Owned>
    where
        Self::Elem: Clone,
    {
        crate::ops::or_panic(self.try_ravel())
    }

    /// [`ravel`](Self::ravel) that returns the error instead of panicking.
    ///
    /// # Errors
    ///
    /// [`ShapeError::OutOfMemory`] when a copy cannot be allocated.
    fn try_ravel(self) -> Result<ViewOrCopy<'a, Self::Elem, DynShape, Self::Owned>, ShapeError>
    where
        Self::Elem: Clone,
    {
        let (dims, _, offset) = self.layout();
        let n = numel(dims)?;
        reshaped(self, alloc::vec![n], n, offset)
    }

    /// The tensor itself (as a view) when it is contiguous, a row-major copy otherwise
    /// (PyTorch's `contiguous`).
    ///
    /// # Panics
    ///
    /// When a copy is needed and cannot be allocated.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = DynTensor::from_shape_fn(&[3, 4], |i| i);
    /// let c = t.t().contiguous();
    /// assert!(!c.is_view());
    /// assert_eq!(c.stride(), &[3, 1]);
    /// assert_eq!(c.get([1, 0]), Some(&1));
    /// ```
    #[track_caller]
    fn contiguous(self) -> ViewOrCopy<'a, Self::Elem, DynShape, Self::Owned>
    where
        Self::Elem: Clone,
    {
        super::static_views::contiguous_of(self)
    }

    /// [`contiguous`](Self::contiguous) that reports a copy it cannot allocate instead of
    /// panicking.
    ///
    /// # Errors
    ///
    /// [`ShapeError::OutOfMemory`] when a copy is needed and cannot be allocated.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = DynTensor::from_shape_fn(&[3, 4], |i| i);
    /// assert_eq!(t.t().try_contiguous().unwrap().stride(), &[3, 1]);
    /// ```
    fn try_contiguous(self) -> Result<ViewOrCopy<'a, Self::Elem, DynShape, Self::Owned>, ShapeError>
    where
        Self::Elem: Clone,
    {
        super::static_views::try_contiguous_of(self)
            .map_err(|(f, src)| f.error(src.layout().0, src.layout().0))
    }
}

// One impl per kind of view source rather than one for every `ViewSource`: rustdoc lists a
// blanket impl with all its methods on the page of every tensor type, hidden or not; these are
// hidden, and the trait's page lists the methods.
#[doc(hidden)]
impl<'a, T: 'a, M: crate::tensor::Storage<T, DynShape>> DynViews<'a>
    for &'a TensorBase<T, DynShape, M>
{
}
#[doc(hidden)]
impl<'a, T: 'a, K: crate::tensor::Kind> DynViews<'a>
    for TensorBase<T, DynShape, crate::tensor::View<'a, K>>
{
}
#[doc(hidden)]
impl<'a, T: 'a, K: crate::tensor::Kind> DynViews<'a>
    for TensorBase<T, DynShape, crate::tensor::ViewMut<'a, K>>
{
}

/// The view with a run-time layout.
fn relaid<'a, X: ViewSource<'a, Shape = DynShape>>(
    src: X,
    (dims, strides, offset): Layout,
) -> X::Out<DynShape> {
    src.relaid(TOKEN, dims, strides, offset)
}

/// A view with sizes `sizes` (`numel` elements, as many as `src`) when the strides allow it,
/// else a row-major copy.
fn reshaped<'a, X: ViewSource<'a, Shape = DynShape>>(
    src: X,
    sizes: Sizes,
    numel: usize,
    offset: usize,
) -> Result<ViewOrCopy<'a, X::Elem, DynShape, X::Owned>, ShapeError>
where
    X::Elem: Clone,
{
    let (dims, strides, _) = src.layout();
    if let Some(new_strides) = crate::layout::view_strides(dims, strides, &sizes) {
        return Ok(TensorBase::borrowed(src.relaid_ref(
            TOKEN,
            sizes,
            new_strides,
            offset,
        )));
    }
    let copy = copied::<X, DynShape>(&src, sizes, numel)
        .map_err(|e| e.error(src.layout().0, src.layout().0))?;
    Ok(TensorBase::owned(copy))
}
