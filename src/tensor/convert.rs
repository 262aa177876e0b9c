//! Conversions between static and dynamic shapes, and from `Vec`s and iterators.

use alloc::vec::Vec;

use super::base::TensorBase;
use super::buffers::{HeapBuf, ViewBuf, ViewMutBuf};
use super::construct::checked_index;
use super::storage::{Heap, Inline, Storage, StorageMut, View, ViewMut};
use crate::ShapeError;
use crate::shape::{DynShape, Shape, StaticShape};

/// **Converting** between static and dynamic shapes.
impl<T, S: Shape, M: Storage<T, S>> TensorBase<T, S, M> {
    /// A view of the same elements with a run-time shape ([`DynShape`]), so the dynamic
    /// operations (views with run-time axes, for instance) apply to any tensor. Results computed
    /// from it are heap [`DynTensor`](crate::DynTensor)s, whatever the storage of `self`.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = Tensor::<i32, shape![2, 3]>::from_fn(|i| i as i32);
    /// let d = t.as_dyn();
    /// assert_eq!(d.shape(), &[2, 3]);
    /// assert_eq!(d.stride(), &[3, 1]);
    /// let doubled: DynTensor<i32> = d.try_add(&t.as_dyn()).unwrap();
    /// assert_eq!(doubled.get([1, 2]), Some(&10));
    /// ```
    pub fn as_dyn(&self) -> TensorBase<T, DynShape, View<'_, Heap>> {
        TensorBase::from_buf(ViewBuf::new(
            M::data(&self.buf),
            self.shape().to_vec(),
            self.stride().to_vec(),
            self.storage_offset(),
        ))
    }

    /// A view of the same elements with the shape type `S2`, when the run-time sizes fit it
    /// (rank and every static size) — the way from a [`DynTensor`](crate::DynTensor) to
    /// compile-time checked shapes. Results computed from it are heap tensors (`S2` may have
    /// run-time sizes, which inline storage cannot hold).
    ///
    /// # Errors
    ///
    /// [`ShapeError::TooManyDims`], [`ShapeError::RankMismatch`] or [`ShapeError::SizeMismatch`]
    /// when the sizes do not fit `S2`.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let d = DynTensor::from_vec(vec![1, 2, 3, 4, 5, 6], &[2, 3]).unwrap();
    /// let s = d.try_view_as::<shape![2, 3]>().unwrap();
    /// let sum: HeapTensor<i32, shape![2, 3]> = &s + &Tensor::<i32, shape![3]>::ones();
    /// assert_eq!(sum.get([1, 2]), Some(&7));
    /// assert_eq!(
    ///     d.try_view_as::<shape![3, 2]>().unwrap_err().to_string(),
    ///     "expected shape [3, 2], but got [2, 3]"
    /// );
    /// ```
    pub fn try_view_as<S2: Shape>(&self) -> Result<TensorBase<T, S2, View<'_, Heap>>, ShapeError> {
        let dims = checked_index::<S2>(self.shape())?;
        let mut strides = S2::zero_strides(&dims);
        strides.as_mut().copy_from_slice(self.stride());
        Ok(TensorBase::from_buf(ViewBuf::new(
            M::data(&self.buf),
            dims,
            strides,
            self.storage_offset(),
        )))
    }

    /// An owned row-major copy with a run-time shape.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = Tensor::<i32, shape![2, 2]>::from_fn(|i| i as i32);
    /// let d: DynTensor<i32> = t.to_dyn();
    /// assert_eq!(d.to_vec(), vec![0, 1, 2, 3]);
    /// ```
    pub fn to_dyn(&self) -> TensorBase<T, DynShape, Heap>
    where
        T: Clone,
    {
        let data: Vec<T> = self.to_vec();
        TensorBase::from_buf(HeapBuf::new(data, self.shape().to_vec()))
    }
}

/// **Converting** between static and dynamic shapes, mutably.
impl<T, S: Shape, M: StorageMut<T, S>> TensorBase<T, S, M> {
    /// The mutable form of [`as_dyn`](Self::as_dyn).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let mut t = Tensor::<i32, shape![2]>::zeros();
    /// t.as_dyn_mut().fill_with(|| 4);
    /// assert_eq!(t.to_vec(), vec![4, 4]);
    /// ```
    pub fn as_dyn_mut(&mut self) -> TensorBase<T, DynShape, ViewMut<'_, Heap>> {
        let (dims, strides) = (self.shape().to_vec(), self.stride().to_vec());
        let offset = self.storage_offset();
        TensorBase::from_buf(ViewMutBuf::new(
            M::data_mut(&mut self.buf),
            dims,
            strides,
            offset,
        ))
    }
}

/// **Converting** a heap tensor into its `Vec`.
impl<T, S: Shape> TensorBase<T, S, Heap> {
    /// The elements, row-major, without copying.
    ///
    /// ```
    /// use shaped::DynTensor;
    /// let t = DynTensor::from_vec(vec![1, 2, 3, 4], &[2, 2]).unwrap();
    /// assert_eq!(t.into_vec(), vec![1, 2, 3, 4]);
    /// ```
    pub fn into_vec(self) -> Vec<T> {
        self.buf.into_vec()
    }
}

/// A 1-d dynamic tensor holding `data` (no copy).
///
/// ```
/// use shaped::DynTensor;
/// let t = DynTensor::from(vec![1, 2, 3]);
/// assert_eq!(t.shape(), &[3]);
/// let u: DynTensor<f32> = vec![0.5, 1.5].into();
/// assert_eq!(u.to_vec(), vec![0.5, 1.5]);
/// ```
impl<T> From<Vec<T>> for TensorBase<T, DynShape, Heap> {
    fn from(data: Vec<T>) -> Self {
        let len = data.len();
        TensorBase::from_buf(HeapBuf::new(data, alloc::vec![len]))
    }
}

/// A 1-d dynamic tensor of the iterator's items.
///
/// ```
/// use shaped::DynTensor;
/// let t: DynTensor<usize> = (0..4).map(|i| i * i).collect();
/// assert_eq!(t.shape(), &[4]);
/// assert_eq!(t.to_vec(), vec![0, 1, 4, 9]);
/// ```
impl<T> FromIterator<T> for TensorBase<T, DynShape, Heap> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Self {
        Self::from(iter.into_iter().collect::<Vec<T>>())
    }
}

/// A heap tensor of sizes `dims` holding `data` in row-major order, as
/// [`from_vec`](TensorBase::from_vec).
///
/// # Errors
///
/// As [`from_vec`](TensorBase::from_vec): the sizes do not fit the shape type, their product
/// overflows, or it is not `data.len()` (`shape '[2, 5]' is invalid for input of size 12`).
///
/// ```
/// use shaped::{shape, DynTensor, HeapTensor};
/// let d = DynTensor::try_from((vec![1, 2, 3, 4, 5, 6], &[2, 3][..])).unwrap();
/// assert_eq!(d[[1, 0]], 4);
/// let h: HeapTensor<i32, shape![Dyn, 2]> = (vec![1, 2, 3, 4], &[2, 2][..]).try_into().unwrap();
/// assert_eq!(h[[1, 1]], 4);
/// let bad = DynTensor::try_from((vec![0; 12], &[2, 5][..])).unwrap_err();
/// assert_eq!(bad.to_string(), "shape '[2, 5]' is invalid for input of size 12");
/// ```
impl<T, S: Shape> TryFrom<(Vec<T>, &[usize])> for TensorBase<T, S, Heap> {
    type Error = ShapeError;
    fn try_from((data, dims): (Vec<T>, &[usize])) -> Result<Self, ShapeError> {
        Self::from_vec(data, dims)
    }
}

/// A heap tensor of a fully static shape holding `data` in row-major order (no copy): the
/// sizes come from the type, so none are repeated.
///
/// # Errors
///
/// [`ShapeError::InvalidShape`] when `data.len()` is not the shape's element count (`shape '[2,
/// 3]' is invalid for input of size 5`).
///
/// ```
/// use shaped::{shape, HeapTensor};
/// let t: HeapTensor<f32, shape![2, 3]> = vec![1.0, 2.0, 3.0, 4.0, 5.0, 6.0].try_into().unwrap();
/// assert_eq!(t[[1, 2]], 6.0);
/// let err = HeapTensor::<f32, shape![2, 3]>::try_from(vec![0.0; 5]).unwrap_err();
/// assert_eq!(err.to_string(), "shape '[2, 3]' is invalid for input of size 5");
/// ```
impl<T, S: StaticShape> TryFrom<Vec<T>> for TensorBase<T, S, Heap> {
    type Error = ShapeError;
    fn try_from(data: Vec<T>) -> Result<Self, ShapeError> {
        if data.len() != S::NUMEL {
            return Err(ShapeError::InvalidShape {
                shape: S::SIZES.iter().map(|&d| d as isize).collect(),
                numel: data.len(),
            });
        }
        Ok(TensorBase::from_buf(HeapBuf::new(data, S::DIMS)))
    }
}

/// The sizes of `got` checked against the static shape `S` before anything is allocated: the
/// error names both shapes (`expected shape [3, 2], but got [2, 3]`).
fn static_sizes_of<S: StaticShape>(got: &[usize]) -> Result<(), ShapeError> {
    if got == S::SIZES {
        Ok(())
    } else {
        Err(ShapeError::SizeMismatch {
            expected: S::SIZES.to_vec(),
            got: got.to_vec(),
        })
    }
}

/// An inline tensor of the static shape `S2` copied from any tensor or view whose sizes are
/// `S2`'s (a dynamic tensor, a heap tensor, a view with a run-time layout …), in row-major
/// order.
///
/// # Errors
///
/// [`ShapeError::SizeMismatch`] naming both shapes when the sizes differ (rank or any size);
/// nothing is copied then.
///
/// ```
/// use shaped::prelude::*;
/// let d = DynTensor::from_vec(vec![1, 2, 3, 4, 5, 6], &[2, 3]).unwrap();
/// let t = Tensor::<i32, shape![2, 3]>::try_from(&d).unwrap();
/// assert_eq!(t.into_array(), [[1, 2, 3], [4, 5, 6]]);
/// let col: Tensor<i32, shape![2]> = (&d.select(1, 0)).try_into().unwrap();
/// assert_eq!(col.to_vec(), vec![1, 4]);
/// assert_eq!(
///     Tensor::<i32, shape![3, 2]>::try_from(&d).unwrap_err().to_string(),
///     "expected shape [3, 2], but got [2, 3]"
/// );
/// ```
impl<'a, T: Clone, S: Shape, M: Storage<T, S>, S2: StaticShape> TryFrom<&'a TensorBase<T, S, M>>
    for TensorBase<T, S2, Inline>
{
    type Error = ShapeError;
    fn try_from(t: &'a TensorBase<T, S, M>) -> Result<Self, ShapeError> {
        static_sizes_of::<S2>(t.shape())?;
        // The sizes are `S2`'s, so the row-major walk yields exactly `S2::NUMEL` elements.
        let mut it = t.iter();
        Ok(TensorBase::from_buf(S2::array_from_fn(|_| {
            it.next().cloned().expect("the sizes were checked")
        })))
    }
}

/// A heap tensor of the static shape `S2` copied from any tensor or view whose sizes are `S2`'s,
/// in row-major order.
///
/// # Errors
///
/// [`ShapeError::SizeMismatch`] naming both shapes when the sizes differ; nothing is allocated
/// then.
///
/// ```
/// use shaped::prelude::*;
/// let d = DynTensor::from_vec(vec![1.0f32, 2.0, 3.0, 4.0], &[2, 2]).unwrap();
/// let h = HeapTensor::<f32, shape![2, 2]>::try_from(&d.t()).unwrap();
/// assert_eq!(h.to_vec(), vec![1.0, 3.0, 2.0, 4.0]);
/// assert_eq!(
///     HeapTensor::<f32, shape![4]>::try_from(&d).unwrap_err().to_string(),
///     "expected shape [4], but got [2, 2]"
/// );
/// ```
impl<'a, T: Clone, S: Shape, M: Storage<T, S>, S2: StaticShape> TryFrom<&'a TensorBase<T, S, M>>
    for TensorBase<T, S2, Heap>
{
    type Error = ShapeError;
    fn try_from(t: &'a TensorBase<T, S, M>) -> Result<Self, ShapeError> {
        static_sizes_of::<S2>(t.shape())?;
        Ok(TensorBase::from_buf(HeapBuf::new(t.to_vec(), S2::DIMS)))
    }
}

/// A dynamic tensor copied from any tensor or view (row-major): the `From` form of
/// [`to_dyn`](TensorBase::to_dyn).
///
/// ```
/// use shaped::prelude::*;
/// let t = Tensor::<i32, shape![2, 2]>::from([[1, 2], [3, 4]]);
/// let d = DynTensor::from(&t);
/// assert_eq!(d.shape(), &[2, 2]);
/// let back = Tensor::<i32, shape![2, 2]>::try_from(&d).unwrap();
/// assert_eq!(back, t);
/// ```
impl<'a, T: Clone, S: Shape, M: Storage<T, S>> From<&'a TensorBase<T, S, M>>
    for TensorBase<T, DynShape, Heap>
{
    fn from(t: &'a TensorBase<T, S, M>) -> Self {
        t.to_dyn()
    }
}

/// A dynamic tensor holding an inline tensor's elements.
///
/// ```
/// use shaped::prelude::*;
/// let d: DynTensor<u8> = Tensor::<u8, shape![3]>::from([1, 2, 3]).into();
/// assert_eq!(d.shape(), &[3]);
/// ```
impl<T: Clone, S: StaticShape> From<TensorBase<T, S, Inline>> for TensorBase<T, DynShape, Heap> {
    fn from(t: TensorBase<T, S, Inline>) -> Self {
        t.to_dyn()
    }
}

/// A dynamic tensor holding a heap tensor's buffer (no copy).
///
/// ```
/// use shaped::prelude::*;
/// let h = HeapTensor::<f64, shape![2, 3]>::zeros();
/// let d: DynTensor<f64> = h.into();
/// assert_eq!(d.shape(), &[2, 3]);
/// ```
impl<T, S: crate::shape::TupleShape> From<TensorBase<T, S, Heap>>
    for TensorBase<T, DynShape, Heap>
{
    fn from(t: TensorBase<T, S, Heap>) -> Self {
        let dims = t.shape().to_vec();
        TensorBase::from_buf(HeapBuf::new(t.into_vec(), dims))
    }
}
