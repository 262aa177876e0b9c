//! [`TensorBase`]: one generic tensor type over element, shape and storage, with the accessors
//! every tensor shares.

#[cfg(feature = "alloc")]
use alloc::vec::Vec;

use super::buffers::{ViewBuf, ViewMutBuf};
use super::storage::{Kind, Storage, StorageMut, View, ViewMut, strided};
use crate::kernel::Strided;
use crate::shape::Shape;

/// An n-dimensional tensor: elements `T`, shape type `S`, storage kind `M`.
///
/// Owned tensors ([`Tensor`](crate::Tensor), [`HeapTensor`](crate::HeapTensor),
/// [`DynTensor`](crate::DynTensor)) and views ([`TensorView`](crate::TensorView),
/// [`TensorViewMut`](crate::TensorViewMut)) are all `TensorBase`s and share every method. A
/// tensor is its storage's buffer and nothing else: an owned inline tensor is its nested array
/// (sizes and strides are constants of the shape type), an owned heap tensor its `Vec` (plus its
/// sizes when they are known only at run time), a view a borrowed slice with a strided layout
/// (sizes, strides in elements, offset), as in PyTorch. Owned tensors are always row-major.
///
/// ```
/// use shaped::{shape, Tensor};
/// let t: Tensor<i32, shape![2, 3]> = Tensor::from([[1, 2, 3], [4, 5, 6]]);
/// assert_eq!(t.shape(), &[2, 3]);
/// assert_eq!(t.stride(), &[3, 1]);
/// assert!(t.is_contiguous());
/// assert_eq!(t.get([1, 2]), Some(&6));
/// assert_eq!(t.get([2, 0]), None);
/// assert_eq!(core::mem::size_of_val(&t), 6 * 4);
/// ```
///
/// # Contents
///
/// The methods below are grouped in blocks, each headed by its topic in bold; families of
/// methods with a page of their own are traits, named here. The ones most programs use:
///
/// - **Creating**: [`zeros`](Self::zeros), [`ones`](Self::ones), [`full`](Self::full),
///   [`from_fn`](Self::from_fn), [`from_array`](Self::from_array), `From<[[T; B]; A]>`,
///   [`scalar`](Self::scalar); heap and dynamic: [`from_vec`](Self::from_vec),
///   [`try_from_shape_fn`](Self::try_from_shape_fn), [`try_zeros`](Self::try_zeros),
///   `DynTensor::zeros(&dims)` ([`DynConstructors`](crate::DynConstructors)); ranges
///   [`arange`](Self::arange), [`linspace`](Self::linspace), [`try_arange`](Self::try_arange);
///   identities `Tensor::eye()`, `HeapTensor::eye()`, [`try_eye`](Self::try_eye). Manual:
///   [creating](crate::manual::creating).
/// - **Accessors**: [`shape`](Self::shape), [`dims`](Self::dims), [`rank`](Self::rank),
///   [`numel`](Self::numel), [`stride`](Self::stride),
///   [`storage_offset`](Self::storage_offset), [`is_contiguous`](Self::is_contiguous),
///   [`get`](Self::get), [`get_mut`](Self::get_mut), `t[[i, j]]`,
///   [`as_slice`](Self::as_slice), [`to_vec`](Self::to_vec), [`view`](Self::view),
///   [`view_mut`](Self::view_mut).
/// - **Views** (traits, in scope with the prelude): [`StaticViews`](crate::StaticViews) (`transpose`,
///   `t`, `narrow`, `select`, `unsqueeze`, `squeeze`, `expand`, `view_shape`, `reshape`,
///   `flatten`, `contiguous`), `permute` ([`PermuteViews3`](crate::tensor::PermuteViews3) and
///   its siblings), [`DynViews`](crate::DynViews) for run-time shapes. Manual:
///   [views](crate::manual::views).
/// - **Iterating**: [`iter`](Self::iter), [`iter_mut`](Self::iter_mut),
///   [`indexed_iter`](Self::indexed_iter), [`for_each`](Self::for_each), `for x in &t`.
/// - **Element-wise**: the operators `+ - * / %` and `-` (see the trait implementations),
///   [`map`](Self::map), [`zip_map`](Self::zip_map), [`zip_map3`](Self::zip_map3),
///   [`cast`](Self::cast), [`clamp`](Self::clamp), [`maximum`](Self::maximum),
///   [`minimum`](Self::minimum), comparisons [`eq`](Self::eq) … [`ge`](Self::ge). Manual:
///   [element-wise](crate::manual::elementwise).
/// - **In place**: `+= -= *= /= %=`, [`assign`](Self::assign), [`fill_with`](Self::fill_with),
///   [`for_each_mut`](Self::for_each_mut), [`zip_apply`](Self::zip_apply); on several
///   threads, trait [`ParAssign`](crate::ops::ParAssign) (`par_add_assign` …,
///   `par_zip_apply`). Manual: [in place](crate::manual::in_place).
/// - **Arithmetic that returns errors**: [`try_add`](Self::try_add),
///   [`try_div`](Self::try_div), [`try_add_assign`](Self::try_add_assign) … (every fallible
///   method has a `try_` form).
/// - **Element-wise math** (trait [`FloatMath`](crate::ops::FloatMath), in scope with the
///   prelude): `abs`, `sqrt`, `exp`, `ln`, `sin`, `round`, `atan2`, `powi`, `is_nan` …, with
///   in-place and `try_` forms.
/// - **Integer arithmetic** (traits, in scope with the prelude):
///   [`CheckedArith`](crate::ops::CheckedArith) (`checked_add` …, an error on overflow),
///   [`WrappingArith`](crate::ops::WrappingArith) (`wrapping_add` …),
///   [`SaturatingArith`](crate::ops::SaturatingArith) (`saturating_add` …). Manual:
///   [integer semantics](crate::manual::integer_semantics).
/// - **Reductions**: [`sum_all`](Self::sum_all) … over all elements, [`var_all`](Self::var_all),
///   [`isclose`](Self::isclose), [`allclose`](Self::allclose); along a static axis, trait
///   [`StaticReductions`](crate::ops::StaticReductions) (`sum::<AXIS>()`, `sum_keepdim`,
///   `mean`, `argmax`, `var`, `cumsum`, `softmax`, `logsumexp`, `norm`, `max`/`min` with
///   positions …); along run-time dims of dynamic tensors, trait
///   [`DynReductions`](crate::ops::DynReductions) (`sum(dim, keepdim)`, `sum_dims(&dims,
///   keepdim)` …); `all`/`any`/`count_nonzero` of `bool` tensors. Both traits are in scope with
///   the prelude. Manual: [reductions](crate::manual::reductions_and_matmul).
/// - **Matrix products**: [`matmul`](Self::matmul), [`try_matmul`](Self::try_matmul).
/// - **Converting**: [`as_dyn`](Self::as_dyn), [`to_dyn`](Self::to_dyn),
///   [`try_view_as`](Self::try_view_as), [`into_vec`](Self::into_vec),
///   [`into_array`](Self::into_array), [`into_owned`](Self::into_owned), `TryFrom<&_>`
///   into `Tensor`/`HeapTensor` of a static shape, `From` into `DynTensor`; interop with
///   `ndarray`, `serde`, `approx`, `generic-array` ([`interop`](crate::interop)).
#[repr(transparent)]
pub struct TensorBase<T, S: Shape, M: Storage<T, S>> {
    pub(crate) buf: M::Buf,
}

/// **Accessors**: sizes, strides, elements, slices and views, for every tensor.
impl<T, S: Shape, M: Storage<T, S>> TensorBase<T, S, M> {
    /// The tensor holding `buf` (the one constructor; buffers are built in `buffers.rs`, or are
    /// nested arrays).
    #[inline(always)]
    pub(crate) const fn from_buf(buf: M::Buf) -> Self {
        TensorBase { buf }
    }

    /// The sizes (PyTorch's `size()`).
    ///
    /// ```
    /// use shaped::DynTensor;
    /// use shaped::DynConstructors;
    /// assert_eq!(DynTensor::<f32>::zeros(&[2, 0, 3]).shape(), &[2, 0, 3]);
    /// ```
    #[inline]
    pub fn shape(&self) -> &[usize] {
        M::dims(&self.buf)
    }

    /// The sizes as this shape's index type (`[usize; N]` for tuple shapes).
    ///
    /// ```
    /// use shaped::{shape, Tensor};
    /// let t: Tensor<u8, shape![2, 3]> = Tensor::zeros();
    /// let [rows, cols] = t.dims();
    /// assert_eq!((rows, cols), (2, 3));
    /// ```
    #[inline]
    pub fn dims(&self) -> S::Index {
        M::index(&self.buf)
    }

    /// The strides, in elements, one per dimension.
    ///
    /// ```
    /// use shaped::DynTensor;
    /// use shaped::DynConstructors;
    /// assert_eq!(DynTensor::<f32>::zeros(&[3, 4]).stride(), &[4, 1]);
    /// ```
    #[inline]
    pub fn stride(&self) -> &[isize] {
        M::strides(&self.buf)
    }

    /// The position of the first element in the storage.
    ///
    /// ```
    /// use shaped::DynTensor;
    /// use shaped::DynConstructors;
    /// assert_eq!(DynTensor::<f32>::zeros(&[3]).storage_offset(), 0);
    /// ```
    #[inline]
    pub fn storage_offset(&self) -> usize {
        M::offset(&self.buf)
    }

    /// The number of dimensions.
    ///
    /// ```
    /// use shaped::{shape, Tensor};
    /// assert_eq!(Tensor::<f32, shape![]>::zeros().rank(), 0);
    /// ```
    #[inline]
    pub fn rank(&self) -> usize {
        self.shape().len()
    }

    /// The number of elements (1 for a 0-d tensor, 0 when a size is 0).
    ///
    /// ```
    /// use shaped::DynTensor;
    /// use shaped::DynConstructors;
    /// assert_eq!(DynTensor::<f32>::zeros(&[2, 3]).numel(), 6);
    /// assert_eq!(DynTensor::<f32>::zeros(&[]).numel(), 1);
    /// ```
    #[inline]
    pub fn numel(&self) -> usize {
        // A tensor that exists has a representable element count.
        self.shape().iter().product()
    }

    /// Whether the elements are laid out row-major with no gaps (strides of size-1 dimensions
    /// do not matter; every tensor with no elements is contiguous).
    ///
    /// ```
    /// use shaped::DynTensor;
    /// use shaped::DynConstructors;
    /// assert!(DynTensor::<f32>::zeros(&[3, 4]).is_contiguous());
    /// ```
    #[inline]
    pub fn is_contiguous(&self) -> bool {
        crate::layout::is_contiguous(self.shape(), self.stride())
    }

    /// The elements as one row-major slice, when the tensor is contiguous.
    ///
    /// ```
    /// use shaped::{shape, Tensor};
    /// let t: Tensor<i32, shape![2, 2]> = Tensor::from([[1, 2], [3, 4]]);
    /// assert_eq!(t.as_slice(), Some(&[1, 2, 3, 4][..]));
    /// ```
    pub fn as_slice(&self) -> Option<&[T]> {
        if self.is_contiguous() {
            let n = self.numel();
            if n == 0 {
                // A view with no elements may start past the end of its storage (PyTorch's
                // offsets for empty narrows); it still reads as an empty slice.
                return Some(&[]);
            }
            let start = self.storage_offset();
            M::data(&self.buf).get(start..start.checked_add(n)?)
        } else {
            None
        }
    }

    /// The element at `index` (one entry per dimension), or `None` when out of range.
    ///
    /// ```
    /// use shaped::DynTensor;
    /// let t = DynTensor::from_vec(vec![1, 2, 3, 4, 5, 6], &[2, 3]).unwrap();
    /// assert_eq!(t.get([1, 0]), Some(&4));
    /// assert_eq!(t.get([0, 3]), None);
    /// assert_eq!(t.get([0]), None);
    /// ```
    #[inline]
    pub fn get(&self, index: impl AsRef<[usize]>) -> Option<&T> {
        let at = self.position(index.as_ref())?;
        M::data(&self.buf).get(at)
    }

    /// The storage position of `index`, when it is in range.
    #[inline]
    fn position(&self, index: &[usize]) -> Option<usize> {
        let (dims, strides) = (self.shape(), self.stride());
        if index.len() != dims.len() {
            return None;
        }
        let mut at = self.storage_offset() as isize;
        // Counted, not zipped: see `layout::copy_prefix`.
        for k in 0..index.len() {
            let (Some(&i), Some(&d), Some(&s)) = (index.get(k), dims.get(k), strides.get(k)) else {
                return None;
            };
            if i >= d {
                return None;
            }
            // In range: a tensor's reachable offsets fit `isize`.
            at = at.wrapping_add((i as isize).wrapping_mul(s));
        }
        usize::try_from(at).ok()
    }

    /// The layout the kernels read.
    #[inline(always)]
    pub(crate) fn strided(&self) -> Strided<'_, T> {
        strided::<T, S, M>(&self.buf)
    }

    /// `f` with the layout the kernels read, its sizes and strides copied (up to rank 8; see
    /// [`LayoutCopy`](crate::kernel::LayoutCopy)): for the general path after a static one.
    #[inline(always)]
    pub(crate) fn with_strided<R>(&self, f: impl FnOnce(&Strided<'_, T>) -> R) -> R {
        let s = self.strided();
        let copy = crate::kernel::LayoutCopy::of(&s);
        let read = match &copy {
            Some(c) => c.strided(&s),
            None => s,
        };
        f(&read)
    }

    /// The strides as this shape's stride type.
    #[inline]
    pub(crate) fn strides_index(&self) -> S::Strides {
        let index = self.dims();
        let mut strides = S::zero_strides(&index);
        strides.as_mut().copy_from_slice(self.stride());
        strides
    }

    /// A read-only view of the whole tensor.
    ///
    /// ```
    /// use shaped::{shape, Tensor};
    /// let t: Tensor<i32, shape![2]> = Tensor::from([1, 2]);
    /// let v = t.view();
    /// assert_eq!(v.get([1]), Some(&2));
    /// ```
    pub fn view(&self) -> TensorBase<T, S, View<'_, M::Owned>> {
        self.view_as_kind()
    }

    /// A read-only view whose results are owned by `K`.
    #[inline]
    pub(crate) fn view_as_kind<K: Kind>(&self) -> TensorBase<T, S, View<'_, K>> {
        TensorBase::from_buf(ViewBuf::new(
            M::data(&self.buf),
            self.dims(),
            self.strides_index(),
            self.storage_offset(),
        ))
    }

    /// Whether the two tensors use the same storage buffer (PyTorch's storage identity: a
    /// tensor and its views, and views of one tensor, share it — even when they read disjoint
    /// elements, and even when the buffer is empty). Compares the buffers' address and length in
    /// bytes, not the elements the tensors read. Owned heap tensors with no elements get a
    /// buffer of their own, so two of them never compare equal; tensors with zero-sized element
    /// types, and inline tensors with no elements, occupy no memory and have no identity to
    /// compare (they may answer `true` for distinct tensors).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = DynTensor::<f32>::zeros(&[3, 4]);
    /// let v = t.t();
    /// assert!(v.shares_storage_with(&t));
    /// assert!(t.narrow(0, 0, 1).shares_storage_with(&t.narrow(0, 2, 1)));
    /// assert!(!t.shares_storage_with(&DynTensor::<f32>::zeros(&[3, 4])));
    /// let empty = DynTensor::<f32>::zeros(&[0, 3]);
    /// assert!(empty.view().shares_storage_with(&empty));
    /// assert!(!empty.shares_storage_with(&DynTensor::<f32>::zeros(&[0, 3])));
    /// ```
    pub fn shares_storage_with<U, S2: Shape, M2: Storage<U, S2>>(
        &self,
        other: &TensorBase<U, S2, M2>,
    ) -> bool {
        let (a, b) = (M::data(&self.buf), M2::data(&other.buf));
        core::ptr::addr_eq(a.as_ptr(), b.as_ptr())
            && core::mem::size_of_val(a) == core::mem::size_of_val(b)
    }

    /// Calls `f` on every element in row-major order.
    ///
    /// ```
    /// use shaped::{shape, Tensor};
    /// let t: Tensor<i32, shape![2, 2]> = Tensor::from([[1, 2], [3, 4]]);
    /// let mut sum = 0;
    /// t.for_each(|x| sum += x);
    /// assert_eq!(sum, 10);
    /// ```
    pub fn for_each(&self, mut f: impl FnMut(&T)) {
        crate::kernel::visit(&self.strided(), |x| f(x));
    }

    /// The elements in row-major order.
    ///
    /// ```
    /// use shaped::DynTensor;
    /// let t = DynTensor::from_vec(vec![1, 2, 3, 4, 5, 6], &[2, 3]).unwrap();
    /// assert_eq!(t.to_vec(), vec![1, 2, 3, 4, 5, 6]);
    /// ```
    ///
    /// # Panics
    ///
    /// When the elements cannot be allocated (an expanded view can have far more elements
    /// than its storage), with the text of [`try_to_vec`](Self::try_to_vec)'s error.
    #[cfg(feature = "alloc")]
    #[track_caller]
    pub fn to_vec(&self) -> Vec<T>
    where
        T: Clone,
    {
        crate::ops::or_panic(self.try_to_vec())
    }

    /// The elements in row-major order, or the error when they cannot be allocated (reserved
    /// before any element is copied).
    ///
    /// # Errors
    ///
    /// [`ShapeError::OutOfMemory`](crate::ShapeError::OutOfMemory) with the byte count
    /// (PyTorch's `DefaultCPUAllocator` text), or
    /// [`ShapeError::Overflow`](crate::ShapeError::Overflow) when the byte count does not fit
    /// `usize`.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let one = DynTensor::scalar(0.0f64);
    /// let huge = one.expand(&[1 << 20, 1 << 20]);
    /// assert_eq!(
    ///     huge.try_to_vec().unwrap_err().to_string(),
    ///     "DefaultCPUAllocator: can't allocate memory: you tried to allocate 8796093022208 bytes."
    /// );
    /// assert_eq!(one.try_to_vec().unwrap(), vec![0.0]);
    /// ```
    #[cfg(feature = "alloc")]
    pub fn try_to_vec(&self) -> Result<Vec<T>, crate::ShapeError>
    where
        T: Clone,
    {
        let mut out = crate::memory::try_vec_for(self.numel(), self.shape())?;
        crate::kernel::copy_row_major(&self.strided(), &mut out);
        Ok(out)
    }
}

/// **Accessors** that write: mutable elements, slices and views.
impl<T, S: Shape, M: StorageMut<T, S>> TensorBase<T, S, M> {
    /// The element at `index`, mutably, or `None` when out of range.
    ///
    /// ```
    /// use shaped::{shape, Tensor};
    /// let mut t: Tensor<i32, shape![2, 2]> = Tensor::zeros();
    /// *t.get_mut([1, 0]).unwrap() = 7;
    /// assert_eq!(t.get([1, 0]), Some(&7));
    /// ```
    pub fn get_mut(&mut self, index: impl AsRef<[usize]>) -> Option<&mut T> {
        let at = self.position(index.as_ref())?;
        M::data_mut(&mut self.buf).get_mut(at)
    }

    /// The elements as one mutable row-major slice, when the tensor (or mutable view) is
    /// contiguous; `None` otherwise, as [`as_slice`](Self::as_slice).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let mut t: Tensor<i32, shape![2, 3]> = Tensor::zeros();
    /// t.as_slice_mut().unwrap().copy_from_slice(&[1, 2, 3, 4, 5, 6]);
    /// assert_eq!(t.get([1, 0]), Some(&4));
    /// // A transposed view is not row-major: no slice.
    /// assert!(t.view_mut().transpose::<0, 1>().as_slice_mut().is_none());
    /// ```
    pub fn as_slice_mut(&mut self) -> Option<&mut [T]> {
        if !self.is_contiguous() {
            return None;
        }
        let n = self.numel();
        if n == 0 {
            // As in `as_slice`: an empty view may start past the end of its storage.
            return Some(&mut []);
        }
        let start = self.storage_offset();
        M::data_mut(&mut self.buf).get_mut(start..start.checked_add(n)?)
    }

    /// A mutable view of the whole tensor.
    ///
    /// ```
    /// use shaped::{shape, Tensor};
    /// let mut t: Tensor<i32, shape![2]> = Tensor::zeros();
    /// *t.view_mut().get_mut([0]).unwrap() = 3;
    /// assert_eq!(t.get([0]), Some(&3));
    /// ```
    pub fn view_mut(&mut self) -> TensorBase<T, S, ViewMut<'_, M::Owned>> {
        let (dims, strides, offset) = (self.dims(), self.strides_index(), self.storage_offset());
        TensorBase::from_buf(ViewMutBuf::new(
            M::data_mut(&mut self.buf),
            dims,
            strides,
            offset,
        ))
    }
}

impl<T, S: Shape, M: Storage<T, S>> Clone for TensorBase<T, S, M>
where
    M::Buf: Clone,
{
    fn clone(&self) -> Self {
        TensorBase::from_buf(self.buf.clone())
    }
}

/// Owned inline tensors of `Copy` elements are `Copy` (they are their nested arrays).
impl<T, S: Shape, M: Storage<T, S>> Copy for TensorBase<T, S, M> where M::Buf: Copy {}

/// Tensors are equal when they have the same shape and the same elements (row-major); layouts
/// and storage kinds may differ.
impl<T, S, M, T2, S2, M2> PartialEq<TensorBase<T2, S2, M2>> for TensorBase<T, S, M>
where
    T: PartialEq<T2>,
    S: Shape,
    M: Storage<T, S>,
    S2: Shape,
    M2: Storage<T2, S2>,
{
    fn eq(&self, other: &TensorBase<T2, S2, M2>) -> bool {
        if self.shape() != other.shape() {
            return false;
        }
        let (a, b) = (self.strided(), other.strided());
        let mut equal = true;
        crate::kernel::zip_visit(&a, &b, |x, y| equal &= x == y);
        equal
    }
}
