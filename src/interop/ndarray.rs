//! `ndarray` interop (feature `ndarray`): zero-copy views both ways, owned conversions.
//!
//! | from | to | how | copies? |
//! |---|---|---|---|
//! | any tensor or view | `ArrayView<T, IxDyn>` | [`TensorBase::as_ndarray`] | no |
//! | any writable tensor or view | `ArrayViewMut<T, IxDyn>` | [`TensorBase::as_ndarray_mut`] | no |
//! | `ArrayView<T, D>` | `TensorView` / `DynView` | `TryFrom` | no |
//! | `ArrayViewMut<T, D>` | `TensorViewMut` / `DynViewMut` | `TryFrom` | no |
//! | `HeapTensor` / `DynTensor` | `Array<T, IxDyn>` | `From` | no (the `Vec` moves) |
//! | `Array<T, D>` | `DynTensor` | `TryFrom` | only when the array is not in standard layout |
//! | any tensor | `Array<T, IxDyn>` | [`TensorBase::to_ndarray`] | yes |
//!
//! An ndarray view becomes a tensor view when its elements fill one block of memory (standard
//! layout, a transposed or permuted one, …) with no negative stride; other views (a slice with
//! a step, a reversed axis) are refused with [`NdarrayLayoutError`]: copy them first
//! (`view.to_owned()`), as safe code cannot reach the memory between their elements.
//!
//! ```
//! use ndarray::{array, ArrayView2};
//! use shaped::{shape, DynTensor, TensorView, DynView};
//!
//! let a = array![[1, 2, 3], [4, 5, 6]];
//! // ndarray -> shaped, no copy; the shape type is checked.
//! let t: TensorView<'_, i32, shape![2, 3], shaped::tensor::Heap> = a.view().try_into().unwrap();
//! assert_eq!(t[[1, 2]], 6);
//! let d: DynView<'_, i32> = a.t().try_into().unwrap();
//! assert_eq!(d.shape(), &[3, 2]);
//!
//! // shaped -> ndarray, no copy, strides kept.
//! let x = DynTensor::from_vec(vec![1, 2, 3, 4, 5, 6], &[2, 3]).unwrap();
//! let v = x.as_ndarray().unwrap();
//! assert_eq!(v, ArrayView2::from_shape((2, 3), &[1, 2, 3, 4, 5, 6]).unwrap().into_dyn());
//! ```

use alloc::vec::Vec;
use core::fmt;

use ndarray::{Array, ArrayView, ArrayViewMut, Dimension, IxDyn, ShapeBuilder};

use crate::ShapeError;
use crate::shape::{DynShape, Shape};
use crate::tensor::{Heap, Storage, StorageMut, TensorBase, View, ViewBuf, ViewMut, ViewMutBuf};

/// Why a conversion between an ndarray view and a tensor view was refused.
///
/// ```
/// use ndarray::{array, s};
/// use shaped::{DynView, interop::ndarray::NdarrayLayoutError};
/// let a = array![1, 2, 3, 4];
/// let stepped = a.slice(s![..;2]);
/// let err = DynView::<i32>::try_from(stepped).unwrap_err();
/// assert_eq!(err, NdarrayLayoutError::NotOneBlock);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NdarrayLayoutError {
    /// The ndarray view's elements do not fill one block of memory, or it has a negative stride.
    NotOneBlock,
    /// The tensor has a negative stride, or a layout ndarray refuses (a mutable view must not
    /// reach one element twice).
    Unsupported,
    /// The sizes do not fit the tensor's shape type.
    Shape(ShapeError),
}

impl fmt::Display for NdarrayLayoutError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NdarrayLayoutError::NotOneBlock => f.write_str(
                "the ndarray view's elements do not fill one block of memory with non-negative \
                 strides; copy it with to_owned() first",
            ),
            NdarrayLayoutError::Unsupported => {
                f.write_str("ndarray cannot represent this tensor's layout")
            }
            NdarrayLayoutError::Shape(e) => fmt::Display::fmt(e, f),
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for NdarrayLayoutError {}

/// The strides as ndarray's (non-negative) strides, when they are.
fn unsigned(strides: &[isize]) -> Option<Vec<usize>> {
    strides.iter().map(|&s| usize::try_from(s).ok()).collect()
}

/// **ndarray interop** (feature `ndarray`): the tensor as an `ndarray` view or array.
impl<T, S: Shape, M: Storage<T, S>> TensorBase<T, S, M> {
    /// An `ndarray::ArrayView` of the same elements with the same strides (no copy).
    ///
    /// # Errors
    ///
    /// [`NdarrayLayoutError::Unsupported`] when a stride is negative (no view of this crate has
    /// one today).
    ///
    /// ```
    /// use shaped::DynViews;
    /// use shaped::DynTensor;
    /// let x = DynTensor::from_vec(vec![1, 2, 3, 4, 5, 6], &[2, 3]).unwrap();
    /// let xt = x.t();
    /// let v = xt.as_ndarray().unwrap();
    /// assert_eq!(v.shape(), &[3, 2]);
    /// assert_eq!(v.strides(), &[1, 3]);
    /// assert_eq!(v[[2, 1]], 6);
    /// ```
    pub fn as_ndarray(&self) -> Result<ArrayView<'_, T, IxDyn>, NdarrayLayoutError> {
        let dims = IxDyn(self.shape());
        if self.numel() == 0 {
            return ArrayView::from_shape(dims, &[]).map_err(|_| NdarrayLayoutError::Unsupported);
        }
        let strides = unsigned(self.stride()).ok_or(NdarrayLayoutError::Unsupported)?;
        let data = M::data(&self.buf)
            .get(self.storage_offset()..)
            .ok_or(NdarrayLayoutError::Unsupported)?;
        ArrayView::from_shape(dims.strides(IxDyn(&strides)), data)
            .map_err(|_| NdarrayLayoutError::Unsupported)
    }

    /// An owned `ndarray::Array` holding a row-major copy of the elements.
    ///
    /// ```
    /// use shaped::{shape, Tensor};
    /// let t: Tensor<i32, shape![2, 2]> = Tensor::from([[1, 2], [3, 4]]);
    /// assert_eq!(t.to_ndarray(), ndarray::array![[1, 2], [3, 4]].into_dyn());
    /// ```
    ///
    /// # Panics
    ///
    /// When the elements cannot be allocated (an expanded view can have far more elements than
    /// its storage), with the text of [`try_to_ndarray`](Self::try_to_ndarray)'s error.
    #[track_caller]
    pub fn to_ndarray(&self) -> Array<T, IxDyn>
    where
        T: Clone,
    {
        crate::ops::or_panic(self.try_to_ndarray())
    }

    /// [`to_ndarray`](Self::to_ndarray) that returns the error instead of panicking; the
    /// elements are reserved before any is copied.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let zero = DynTensor::scalar(0u64);
    /// let wide = zero.expand(&[1 << 31, 1 << 31]);
    /// assert_eq!(
    ///     wide.try_to_ndarray().unwrap_err().to_string(),
    ///     "Storage size calculation overflowed with sizes=[2147483648, 2147483648]"
    /// );
    /// ```
    ///
    /// # Errors
    ///
    /// [`ShapeError::Overflow`](crate::ShapeError::Overflow) or
    /// [`ShapeError::OutOfMemory`](crate::ShapeError::OutOfMemory) when the copy is too large
    /// to exist or to allocate.
    pub fn try_to_ndarray(&self) -> Result<Array<T, IxDyn>, crate::ShapeError>
    where
        T: Clone,
    {
        Ok(owned(self.shape(), self.try_to_vec()?))
    }
}

/// An ndarray of sizes `dims` holding `data` row-major; the two agree for any tensor.
fn owned<T>(dims: &[usize], data: Vec<T>) -> Array<T, IxDyn> {
    match Array::from_shape_vec(IxDyn(dims), data) {
        Ok(a) => a,
        // A tensor's element count is the product of its sizes and fits `isize`.
        Err(e) => unreachable!("a tensor's sizes describe its elements: {e}"),
    }
}

/// **ndarray interop** (feature `ndarray`): the tensor as a mutable `ndarray` view.
impl<T, S: Shape, M: StorageMut<T, S>> TensorBase<T, S, M> {
    /// An `ndarray::ArrayViewMut` of the same elements with the same strides (no copy).
    ///
    /// # Errors
    ///
    /// [`NdarrayLayoutError::Unsupported`] when a stride is negative or ndarray refuses the
    /// layout.
    ///
    /// ```
    /// use shaped::{shape, Tensor};
    /// let mut t: Tensor<i32, shape![2, 2]> = Tensor::from([[1, 2], [3, 4]]);
    /// t.as_ndarray_mut().unwrap().index_axis_mut(ndarray::Axis(1), 1).fill(0);
    /// assert_eq!(t.to_vec(), vec![1, 0, 3, 0]);
    /// ```
    pub fn as_ndarray_mut(&mut self) -> Result<ArrayViewMut<'_, T, IxDyn>, NdarrayLayoutError> {
        let dims = IxDyn(self.shape());
        let numel = self.numel();
        let strides = unsigned(self.stride()).ok_or(NdarrayLayoutError::Unsupported)?;
        let offset = self.storage_offset();
        let data = M::data_mut(&mut self.buf);
        if numel == 0 {
            return ArrayViewMut::from_shape(dims, &mut [])
                .map_err(|_| NdarrayLayoutError::Unsupported);
        }
        let data = data
            .get_mut(offset..)
            .ok_or(NdarrayLayoutError::Unsupported)?;
        ArrayViewMut::from_shape(dims.strides(IxDyn(&strides)), data)
            .map_err(|_| NdarrayLayoutError::Unsupported)
    }
}

/// The layout of an ndarray view whose elements fill `block` (its memory-order slice), checked
/// against the shape type `S`.
fn layout_of<S: Shape>(
    dims: &[usize],
    strides: &[isize],
) -> Result<(S::Index, S::Strides), NdarrayLayoutError> {
    if strides.iter().any(|&s| s < 0) {
        return Err(NdarrayLayoutError::NotOneBlock);
    }
    let index = crate::tensor::checked_index::<S>(dims).map_err(NdarrayLayoutError::Shape)?;
    let mut out = S::zero_strides(&index);
    out.as_mut().copy_from_slice(strides);
    Ok((index, out))
}

/// An ndarray view as a tensor view of shape type `S` (a [`DynView`](crate::DynView) with
/// `DynShape`), with no copy.
///
/// # Errors
///
/// [`NdarrayLayoutError::NotOneBlock`] when the view's elements do not fill one block of memory
/// or a stride is negative; [`NdarrayLayoutError::Shape`] when the sizes do not fit `S`.
///
/// ```
/// use shaped::{shape, DynView, TensorView, tensor::Heap};
/// let a = ndarray::Array::from_shape_fn((2, 3, 4), |(i, j, k)| i * 100 + j * 10 + k);
/// let p = a.view().permuted_axes([2, 0, 1]);
/// let t: TensorView<'_, usize, shape![4, 2, 3], Heap> = p.try_into().unwrap();
/// assert_eq!(t[[3, 1, 2]], 123);
/// let wrong = TensorView::<'_, usize, shape![2, 3, 4], Heap>::try_from(a.t());
/// assert_eq!(wrong.unwrap_err().to_string(), "expected shape [2, 3, 4], but got [4, 3, 2]");
/// ```
impl<'a, T, D: Dimension, S: Shape> TryFrom<ArrayView<'a, T, D>>
    for TensorBase<T, S, View<'a, Heap>>
{
    type Error = NdarrayLayoutError;
    fn try_from(view: ArrayView<'a, T, D>) -> Result<Self, NdarrayLayoutError> {
        let (index, strides) = layout_of::<S>(view.shape(), view.strides())?;
        let data = view
            .to_slice_memory_order()
            .ok_or(NdarrayLayoutError::NotOneBlock)?;
        Ok(TensorBase::from_buf(ViewBuf::new(data, index, strides, 0)))
    }
}

/// A mutable ndarray view as a mutable tensor view of shape type `S`, with no copy.
///
/// # Errors
///
/// As for read-only views: [`NdarrayLayoutError::NotOneBlock`] or
/// [`NdarrayLayoutError::Shape`].
///
/// ```
/// use shaped::DynViewMut;
/// let mut a = ndarray::array![[1, 2], [3, 4]];
/// let mut t = DynViewMut::<i32>::try_from(a.view_mut().reversed_axes()).unwrap();
/// t[[0, 1]] = 30; // a[[1, 0]]
/// assert_eq!(a, ndarray::array![[1, 2], [30, 4]]);
/// ```
impl<'a, T, D: Dimension, S: Shape> TryFrom<ArrayViewMut<'a, T, D>>
    for TensorBase<T, S, ViewMut<'a, Heap>>
{
    type Error = NdarrayLayoutError;
    fn try_from(view: ArrayViewMut<'a, T, D>) -> Result<Self, NdarrayLayoutError> {
        let (index, strides) = layout_of::<S>(view.shape(), view.strides())?;
        let data = view
            .into_slice_memory_order()
            .ok_or(NdarrayLayoutError::NotOneBlock)?;
        Ok(TensorBase::from_buf(ViewMutBuf::new(
            data, index, strides, 0,
        )))
    }
}

/// A heap tensor's elements as an `ndarray::Array` (the buffer moves; no copy).
///
/// ```
/// use shaped::DynTensor;
/// let d = DynTensor::from_vec(vec![1, 2, 3, 4], &[2, 2]).unwrap();
/// let a: ndarray::ArrayD<i32> = d.into();
/// assert_eq!(a, ndarray::array![[1, 2], [3, 4]].into_dyn());
/// ```
impl<T, S: Shape> From<TensorBase<T, S, Heap>> for Array<T, IxDyn> {
    fn from(t: TensorBase<T, S, Heap>) -> Self {
        let dims: Vec<usize> = t.shape().to_vec();
        owned(&dims, t.into_vec())
    }
}

/// An `ndarray::Array` as a [`DynTensor`](crate::DynTensor): the buffer moves when the array is
/// in standard (row-major) layout, otherwise the elements are copied in row-major order.
///
/// # Errors
///
/// [`ShapeError::TooManyDims`] when the array has more than
/// [`MAX_RANK`](crate::layout::MAX_RANK) axes.
///
/// ```
/// use shaped::DynTensor;
/// let a = ndarray::array![[1, 2, 3], [4, 5, 6]];
/// let d = DynTensor::try_from(a.clone()).unwrap();
/// assert_eq!(d.shape(), &[2, 3]);
/// let t = DynTensor::try_from(a.reversed_axes()).unwrap(); // column-major: copied
/// assert_eq!(t.to_vec(), vec![1, 4, 2, 5, 3, 6]);
/// ```
impl<T: Clone, D: Dimension> TryFrom<Array<T, D>> for TensorBase<T, DynShape, Heap> {
    type Error = ShapeError;
    fn try_from(array: Array<T, D>) -> Result<Self, ShapeError> {
        let dims: Vec<usize> = array.shape().to_vec();
        let numel = array.len();
        let data = if array.is_standard_layout() {
            let (mut data, offset) = array.into_raw_vec_and_offset();
            let offset = offset.unwrap_or(0);
            // The logical elements are `data[offset..offset + numel]` in standard layout.
            data.truncate(offset.saturating_add(numel));
            data.drain(..offset.min(data.len()));
            data
        } else {
            // Reserved before copying, so a copy too large is an error, never an abort.
            let mut data = crate::memory::try_vec_for(numel, &dims)?;
            data.extend(array.iter().cloned());
            data
        };
        TensorBase::from_vec(data, &dims)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strides_must_be_non_negative() {
        assert_eq!(unsigned(&[3, 1]), Some(alloc::vec![3, 1]));
        assert_eq!(unsigned(&[-1]), None);
        assert!(matches!(
            layout_of::<DynShape>(&[2], &[-1]),
            Err(NdarrayLayoutError::NotOneBlock)
        ));
    }
}
