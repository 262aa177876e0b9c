//! [`TensorBase`]: one generic tensor type over element, shape and storage, with the accessors
//! every tensor shares.

#[cfg(feature = "alloc")]
use alloc::vec::Vec;

use super::storage::{Storage, StorageMut, View, ViewMut};
use crate::kernel::Strided;
use crate::shape::Shape;

/// An n-dimensional tensor: elements `T`, shape type `S`, storage kind `M`.
///
/// Owned tensors ([`Tensor`](crate::Tensor), [`HeapTensor`](crate::HeapTensor),
/// [`DynTensor`](crate::DynTensor)) and views ([`TensorView`](crate::TensorView),
/// [`TensorViewMut`](crate::TensorViewMut)) are all `TensorBase`s and share every method. A
/// tensor is storage plus a strided layout (sizes, strides in elements, offset), as in PyTorch;
/// owned tensors are always row-major.
///
/// ```
/// use shaped::{shape, Tensor};
/// let t: Tensor<i32, shape![2, 3]> = Tensor::from([[1, 2, 3], [4, 5, 6]]);
/// assert_eq!(t.shape(), &[2, 3]);
/// assert_eq!(t.stride(), &[3, 1]);
/// assert!(t.is_contiguous());
/// assert_eq!(t.get([1, 2]), Some(&6));
/// assert_eq!(t.get([2, 0]), None);
/// ```
pub struct TensorBase<T, S: Shape, M: Storage<T, S>> {
    pub(crate) buf: M::Buf,
    pub(crate) dims: S::Index,
    pub(crate) strides: S::Strides,
    pub(crate) offset: usize,
}

impl<T, S: Shape, M: Storage<T, S>> TensorBase<T, S, M> {
    /// The sizes (PyTorch's `size()`).
    ///
    /// ```
    /// use shaped::DynTensor;
    /// assert_eq!(DynTensor::<f32>::zeros(&[2, 0, 3]).shape(), &[2, 0, 3]);
    /// ```
    #[inline]
    pub fn shape(&self) -> &[usize] {
        self.dims.as_ref()
    }

    /// The sizes as this shape's index type (`[usize; N]` for tuple shapes).
    ///
    /// ```
    /// use shaped::{shape, Tensor};
    /// let t: Tensor<u8, shape![2, 3]> = Tensor::zeros();
    /// let [rows, cols] = *t.dims();
    /// assert_eq!((rows, cols), (2, 3));
    /// ```
    #[inline]
    pub fn dims(&self) -> &S::Index {
        &self.dims
    }

    /// The strides, in elements, one per dimension.
    ///
    /// ```
    /// use shaped::DynTensor;
    /// assert_eq!(DynTensor::<f32>::zeros(&[3, 4]).stride(), &[4, 1]);
    /// ```
    #[inline]
    pub fn stride(&self) -> &[isize] {
        self.strides.as_ref()
    }

    /// The position of the first element in the storage.
    ///
    /// ```
    /// use shaped::DynTensor;
    /// assert_eq!(DynTensor::<f32>::zeros(&[3]).storage_offset(), 0);
    /// ```
    #[inline]
    pub fn storage_offset(&self) -> usize {
        self.offset
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
            M::slice(&self.buf).get(self.offset..self.offset + n)
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
    pub fn get(&self, index: impl AsRef<[usize]>) -> Option<&T> {
        let at = self.position(index.as_ref())?;
        M::slice(&self.buf).get(at)
    }

    /// The storage position of `index`, when it is in range.
    fn position(&self, index: &[usize]) -> Option<usize> {
        if index.len() != self.rank() {
            return None;
        }
        let mut at = self.offset as isize;
        for ((&i, &d), &s) in index.iter().zip(self.shape()).zip(self.stride()) {
            if i >= d {
                return None;
            }
            at += i as isize * s;
        }
        Some(at as usize)
    }

    /// The layout the kernels read.
    #[inline]
    pub(crate) fn strided(&self) -> Strided<'_, T> {
        Strided {
            data: M::slice(&self.buf),
            dims: self.dims.as_ref(),
            strides: self.strides.as_ref(),
            offset: self.offset,
        }
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
        TensorBase {
            buf: M::slice(&self.buf),
            dims: self.dims.clone(),
            strides: self.strides.clone(),
            offset: self.offset,
        }
    }

    /// Whether the two tensors read the same memory (views of one tensor, or a tensor and its
    /// view): their storage ranges overlap.
    ///
    /// ```
    /// use shaped::DynTensor;
    /// let t = DynTensor::<f32>::zeros(&[3, 4]);
    /// let v = t.t().unwrap();
    /// assert!(v.shares_storage_with(&t));
    /// assert!(!t.shares_storage_with(&DynTensor::<f32>::zeros(&[3, 4])));
    /// ```
    pub fn shares_storage_with<U, S2: Shape, M2: Storage<U, S2>>(
        &self,
        other: &TensorBase<U, S2, M2>,
    ) -> bool {
        let a = M::slice(&self.buf).as_ptr_range();
        let b = M2::slice(&other.buf).as_ptr_range();
        let (a0, a1) = (a.start as usize, a.end as usize);
        let (b0, b1) = (b.start as usize, b.end as usize);
        a0 < a1 && b0 < b1 && a0 < b1 && b0 < a1
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
    #[cfg(feature = "alloc")]
    pub fn to_vec(&self) -> Vec<T>
    where
        T: Clone,
    {
        let mut out = Vec::with_capacity(self.numel());
        crate::kernel::copy_row_major(&self.strided(), &mut out);
        out
    }
}

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
        M::slice_mut(&mut self.buf).get_mut(at)
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
        TensorBase {
            buf: M::slice_mut(&mut self.buf),
            dims: self.dims.clone(),
            strides: self.strides.clone(),
            offset: self.offset,
        }
    }
}

impl<T, S: Shape, M: Storage<T, S>> Clone for TensorBase<T, S, M>
where
    M::Buf: Clone,
{
    fn clone(&self) -> Self {
        TensorBase {
            buf: self.buf.clone(),
            dims: self.dims.clone(),
            strides: self.strides.clone(),
            offset: self.offset,
        }
    }
}

impl<T: core::fmt::Debug, S: Shape, M: Storage<T, S>> core::fmt::Debug for TensorBase<T, S, M> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        struct Elements<'a, T, S: Shape, M: Storage<T, S>>(&'a TensorBase<T, S, M>);
        impl<T: core::fmt::Debug, S: Shape, M: Storage<T, S>> core::fmt::Debug for Elements<'_, T, S, M> {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                let mut list = f.debug_list();
                self.0.for_each(|x| {
                    list.entry(x);
                });
                list.finish()
            }
        }
        f.debug_struct("Tensor")
            .field("shape", &self.shape())
            .field("data", &Elements(self))
            .finish()
    }
}

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
