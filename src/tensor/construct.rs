//! Constructors: `zeros`, `ones`, `full`, `from_fn`, nested arrays, `from_vec`.

#[cfg(feature = "alloc")]
use alloc::vec::Vec;

use num_traits::{One, Zero};

use super::base::TensorBase;
#[cfg(feature = "alloc")]
use super::buffers::HeapBuf;
use super::fill::{Fill, FromFn};
use super::storage::{Inline, Kind};
use crate::kernel::Failure;
use crate::shape::{Const, Shape, StaticShape};
#[cfg(feature = "alloc")]
use crate::{ShapeError, shape::DynShape, tensor::Heap};

impl<T, S: Shape, K: Kind> TensorBase<T, S, K> {
    /// A row-major tensor of sizes `index` (already validated, `numel` elements) filled by
    /// `fill`, or the failure (an allocation that cannot be made).
    #[inline]
    pub(crate) fn try_build(
        index: S::Index,
        numel: usize,
        fill: impl Fill<T>,
    ) -> Result<Self, Failure> {
        K::build::<T, S>(index, numel, fill).map(TensorBase::from_buf)
    }
}

/// **Creating** tensors of static shapes.
impl<T, S: StaticShape, K: Kind> TensorBase<T, S, K> {
    /// A tensor whose element at row-major position `i` is `f(i)`.
    ///
    /// ```
    /// use shaped::{shape, Tensor};
    /// let t: Tensor<usize, shape![2, 3]> = Tensor::from_fn(|i| i * 10);
    /// assert_eq!(t.get([1, 2]), Some(&50));
    /// ```
    ///
    /// # Panics
    ///
    /// Only for a heap tensor whose buffer cannot be allocated, with PyTorch's
    /// `DefaultCPUAllocator` text (inline tensors never panic).
    #[track_caller]
    pub fn from_fn(f: impl FnMut(usize) -> T) -> Self {
        match Self::try_build(S::DIMS, S::NUMEL, FromFn { f, numel: S::NUMEL }) {
            Ok(t) => t,
            Err(failure) => crate::ops::fail(failure, S::SIZES, S::SIZES),
        }
    }

    /// A tensor with every element `value`.
    ///
    /// ```
    /// use shaped::{shape, Tensor};
    /// let t: Tensor<f32, shape![2, 2]> = Tensor::full(0.5);
    /// assert_eq!(t.get([1, 1]), Some(&0.5));
    /// ```
    ///
    /// # Panics
    ///
    /// As [`from_fn`](Self::from_fn): only when a heap buffer cannot be allocated.
    #[track_caller]
    pub fn full(value: T) -> Self
    where
        T: Clone,
    {
        Self::from_fn(|_| value.clone())
    }

    /// A tensor of zeros.
    ///
    /// ```
    /// use shaped::{shape, Tensor};
    /// let t: Tensor<i64, shape![3]> = Tensor::zeros();
    /// assert_eq!(t.get([2]), Some(&0));
    /// ```
    ///
    /// # Panics
    ///
    /// As [`from_fn`](Self::from_fn): only when a heap buffer cannot be allocated.
    #[track_caller]
    pub fn zeros() -> Self
    where
        T: Zero,
    {
        Self::from_fn(|_| T::zero())
    }

    /// A tensor of ones.
    ///
    /// ```
    /// use shaped::{shape, Tensor};
    /// let t: Tensor<u8, shape![3]> = Tensor::ones();
    /// assert_eq!(t.get([0]), Some(&1));
    /// ```
    ///
    /// # Panics
    ///
    /// As [`from_fn`](Self::from_fn): only when a heap buffer cannot be allocated.
    #[track_caller]
    pub fn ones() -> Self
    where
        T: One,
    {
        Self::from_fn(|_| T::one())
    }
}

/// A tensor of `T::default()` (zeros for numbers): with a fully static shape, the type alone
/// says what to build, so no turbofish is needed where the type is known.
///
/// ```
/// use shaped::{shape, HeapTensor, Tensor};
/// let a: HeapTensor<f32, shape![2, 2]> = Default::default();
/// let b: Tensor<u8, shape![3]> = Tensor::default();
/// assert_eq!(a.to_vec(), vec![0.0; 4]);
/// assert_eq!(b.to_vec(), vec![0; 3]);
/// ```
impl<T: Default, S: StaticShape, K: Kind> Default for TensorBase<T, S, K> {
    fn default() -> Self {
        Self::from_fn(|_| T::default())
    }
}

/// **Creating** inline tensors from nested arrays, and back.
impl<T, S: StaticShape> TensorBase<T, S, Inline> {
    /// A tensor holding `array` (nested arrays, outermost dimension first), for any static shape,
    /// including sizes 0 and 1 (which `From` cannot name).
    ///
    /// ```
    /// use shaped::{shape, Tensor};
    /// let t = Tensor::<i32, shape![1, 3]>::from_array([[1, 2, 3]]);
    /// assert_eq!(t.shape(), &[1, 3]);
    /// ```
    /// Usable in constants:
    ///
    /// ```
    /// use shaped::{shape, Tensor};
    /// const BIAS: Tensor<f32, shape![3]> = Tensor::from_array([0.5, 0.25, 0.125]);
    /// assert_eq!(BIAS.get([2]), Some(&0.125));
    /// ```
    #[inline]
    pub const fn from_array(array: S::Array<T>) -> Self {
        TensorBase::from_buf(array)
    }

    /// The nested array holding the elements.
    ///
    /// ```
    /// use shaped::{shape, Tensor};
    /// let t: Tensor<i32, shape![2, 2]> = Tensor::from_fn(|i| i as i32);
    /// assert_eq!(t.into_array(), [[0, 1], [2, 3]]);
    /// ```
    pub fn into_array(self) -> S::Array<T> {
        self.buf
    }

    /// The nested array holding the elements, by reference.
    ///
    /// ```
    /// use shaped::{shape, Tensor};
    /// let t: Tensor<i32, shape![2]> = Tensor::from([1, 2]);
    /// assert_eq!(t.as_array(), &[1, 2]);
    /// ```
    pub const fn as_array(&self) -> &S::Array<T> {
        &self.buf
    }
}

/// **Creating** a 0-d tensor.
impl<T> TensorBase<T, (), Inline> {
    /// A 0-d tensor holding `value`.
    ///
    /// ```
    /// use shaped::Tensor;
    /// let s = Tensor::scalar(2.5f64);
    /// assert_eq!(s.rank(), 0);
    /// assert_eq!(s.get([]), Some(&2.5));
    /// ```
    pub const fn scalar(value: T) -> Self {
        Self::from_array(value)
    }
}

/// Element types that nested-array conversions accept (the primitive numbers and `bool`); it
/// keeps `Tensor::from([[1, 2], [3, 4]])` from being read as a 1-d tensor of arrays. Sealed:
/// implemented for `bool`, the integers and the floats.
///
/// ```
/// use shaped::prelude::*;
/// use shaped::tensor::Scalar;
/// fn first_row<T: Scalar>(rows: [[T; 2]; 2]) -> T {
///     Tensor::<T, shape![2, 2]>::from(rows)[[0, 0]]
/// }
/// assert_eq!(first_row([[1, 2], [3, 4]]), 1);
/// assert!(first_row([[true, false], [false, false]]));
/// ```
pub trait Scalar: crate::sealed::SealedElement + Copy + 'static {}
macro_rules! scalars {
    ($($t:ty)*) => {$( impl Scalar for $t {} )*};
}
scalars!(i8 i16 i32 i64 i128 isize u8 u16 u32 u64 u128 usize f32 f64 bool);

/// The `From` impls of nested arrays, one pair (inline, heap) per shape. The shapes with a size-1
/// dimension (`shape![1, 3]`, ranks up to 4) are converted too but hidden from the docs: listed,
/// they are 52 near-identical entries on `TensorBase`'s page, and the docs of the listed impls
/// say that they exist.
macro_rules! from_nested {
    (@impls [$(#[$inline:meta])*] [$(#[$heap:meta])*] [$($n:ident),*] $shape:ty, $arr:ty) => {
        $(#[$inline])*
        impl<T: Scalar, $(const $n: usize),*> From<$arr> for TensorBase<T, $shape, Inline> {
            fn from(array: $arr) -> Self {
                Self::from_array(array)
            }
        }

        $(#[$heap])*
        #[cfg(feature = "alloc")]
        impl<T: Scalar, $(const $n: usize),*> From<$arr> for TensorBase<T, $shape, Heap> {
            fn from(array: $arr) -> Self {
                match <Heap as Kind>::from_array::<T, $shape>(array) {
                    Ok(buf) => TensorBase::from_buf(buf),
                    Err(failure) => crate::ops::fail(
                        failure,
                        <$shape as StaticShape>::SIZES,
                        <$shape as StaticShape>::SIZES,
                    ),
                }
            }
        }
    };
    (
        documented: [$($dn:ident),*] $dshape:ty, $darr:ty;
        shown: $( [$($n:ident),*] $shape:ty, $arr:ty; )*
        hidden: $( [$($h:ident),*] $hshape:ty, $harr:ty; )*
    ) => {
        from_nested!(@impls [
            /// Builds a tensor from nested arrays, outermost dimension first; every size,
            /// 0 and 1 included, needs no annotation. Use [`from_array`](TensorBase::from_array)
            /// for a size outside the table of [`shape::arith`](crate::shape::arith) written
            /// with `shape!` (`shape![3000]` carries its digits in its type, which these impls
            /// leave to `Const<N>` so that an unannotated array still infers its shape).
            ///
            /// ```
            /// use shaped::{shape, Tensor};
            /// let t: Tensor<i32, shape![2, 3]> = Tensor::from([[1, 2, 3], [4, 5, 6]]);
            /// assert_eq!(t.get([1, 0]), Some(&4));
            /// let row: Tensor<i32, shape![1, 3]> = Tensor::from([[7, 8, 9]]);
            /// assert_eq!(row.shape(), &[1, 3]);
            /// ```
        ] [
            /// Builds a heap tensor from nested arrays, outermost dimension first (the sizes of
            /// the inline conversion).
            ///
            /// # Panics
            ///
            /// Only when the allocator refuses the buffer
            /// (`DefaultCPUAllocator: can't allocate memory: ...`).
            ///
            /// ```
            /// use shaped::{shape, HeapTensor};
            /// let t: HeapTensor<i32, shape![2, 3]> = HeapTensor::from([[1, 2, 3], [4, 5, 6]]);
            /// assert_eq!(t[[1, 0]], 4);
            /// ```
        ] [$($dn),*] $dshape, $darr);
        $(from_nested!(@impls [
            /// Builds a tensor from nested arrays, outermost dimension first (as for rank 2).
        ] [
            /// Builds a heap tensor from nested arrays, outermost dimension first (as for rank 2).
        ] [$($n),*] $shape, $arr);)*
        $(from_nested!(@impls [#[doc(hidden)]] [#[doc(hidden)]] [$($h),*] $hshape, $harr);)*
    };
}
from_nested! {
    documented:
    [A, B] (Const<A>, Const<B>,), [[T; B]; A];
    shown:
    [A] (Const<A>,), [T; A];
    [A, B, C] (Const<A>, Const<B>, Const<C>,), [[[T; C]; B]; A];
    [A, B, C, D] (Const<A>, Const<B>, Const<C>, Const<D>,), [[[[T; D]; C]; B]; A];
    [A, B, C, D, E] (Const<A>, Const<B>, Const<C>, Const<D>, Const<E>,), [[[[[T; E]; D]; C]; B]; A];
    hidden:
}

/// **Creating** heap tensors from data or a function of the index.
#[cfg(feature = "alloc")]
impl<T, S: Shape> TensorBase<T, S, Heap> {
    /// A heap tensor of sizes `dims` holding `data` in row-major order.
    ///
    /// Fails when `data.len()` is not the product of `dims` (PyTorch's `shape '[2, 5]' is invalid
    /// for input of size 12`), when the product overflows, or when `dims` does not fit the shape
    /// type `S` (rank, static sizes).
    ///
    /// # Errors
    ///
    /// - [`ShapeError::TooManyDims`], [`ShapeError::RankMismatch`],
    ///   [`ShapeError::SizeMismatch`]: `dims` does not fit the shape type `S`;
    /// - [`ShapeError::Overflow`]: the product of the non-zero sizes of `dims` exceeds
    ///   `isize::MAX` (`Storage size calculation overflowed with sizes=[..]`, the sizes printed
    ///   as given);
    /// - [`ShapeError::InvalidShape`]: `data.len()` is not the element count.
    ///
    /// ```
    /// use shaped::DynTensor;
    /// let t = DynTensor::from_vec(vec![1, 2, 3, 4, 5, 6], &[2, 3]).unwrap();
    /// assert_eq!(t.get([1, 1]), Some(&5));
    /// let err = DynTensor::from_vec(vec![0; 12], &[2, 5]).unwrap_err();
    /// assert_eq!(err.to_string(), "shape '[2, 5]' is invalid for input of size 12");
    /// ```
    pub fn from_vec(data: Vec<T>, dims: &[usize]) -> Result<Self, ShapeError> {
        Self::from_vec_index(data, checked_index::<S>(dims)?)
    }

    /// [`from_vec`](Self::from_vec) with sizes that fit `S` (an index).
    pub(crate) fn from_vec_index(data: Vec<T>, index: S::Index) -> Result<Self, ShapeError> {
        let dims = index.as_ref();
        let numel = crate::layout::numel(dims)?;
        if numel != data.len() {
            return Err(ShapeError::InvalidShape {
                shape: dims.iter().map(|&d| d as isize).collect(),
                numel: data.len(),
            });
        }
        Ok(TensorBase::from_buf(HeapBuf::new(data, index)))
    }

    /// A heap tensor of sizes `dims` whose element at row-major position `i` is `f(i)`.
    ///
    /// The buffer is reserved before `f` is first called.
    ///
    /// # Errors
    ///
    /// - [`ShapeError::TooManyDims`], [`ShapeError::RankMismatch`],
    ///   [`ShapeError::SizeMismatch`]: `dims` does not fit the shape type `S`;
    /// - [`ShapeError::Overflow`]: the product of the non-zero sizes exceeds `isize::MAX`, or
    ///   the buffer's size in bytes exceeds `usize::MAX`;
    /// - [`ShapeError::OutOfMemory`]: the allocator refused the buffer (PyTorch's
    ///   `DefaultCPUAllocator: can't allocate memory: you tried to allocate N bytes.`).
    ///
    /// ```
    /// use shaped::{shape, HeapTensor};
    /// let t = HeapTensor::<usize, shape![Dyn, 2]>::try_from_shape_fn(&[3, 2], |i| i).unwrap();
    /// assert_eq!(t.get([2, 1]), Some(&5));
    /// assert!(HeapTensor::<usize, shape![Dyn, 2]>::try_from_shape_fn(&[3, 3], |i| i).is_err());
    /// ```
    pub fn try_from_shape_fn(
        dims: &[usize],
        f: impl FnMut(usize) -> T,
    ) -> Result<Self, ShapeError> {
        Self::try_from_index_fn(checked_index::<S>(dims)?, f)
    }

    /// [`try_from_shape_fn`](Self::try_from_shape_fn) with sizes that fit `S` (an index).
    pub(crate) fn try_from_index_fn(
        index: S::Index,
        f: impl FnMut(usize) -> T,
    ) -> Result<Self, ShapeError> {
        let dims = index.clone();
        let dims = dims.as_ref();
        let numel = crate::layout::numel(dims)?;
        Self::try_build(index, numel, FromFn { f, numel }).map_err(|e| e.error(dims, dims))
    }
}

/// `dims` as the index of shape `S`, with the rank and every static size checked.
#[cfg(feature = "alloc")]
pub(crate) fn checked_index<S: Shape>(dims: &[usize]) -> Result<S::Index, ShapeError> {
    if dims.len() > crate::layout::MAX_RANK {
        return Err(ShapeError::TooManyDims {
            rank: dims.len(),
            max: crate::layout::MAX_RANK,
        });
    }
    if let Some(rank) = S::RANK
        && rank != dims.len()
    {
        return Err(ShapeError::RankMismatch {
            expected: rank,
            got: dims.len(),
        });
    }
    S::index_from(dims).ok_or_else(|| sizes_error::<S>(dims))
}

/// Why the sizes `dims` (of `S`'s rank) do not fit `S`: a symbolic size with no number to
/// compare with (a declared brand not bound yet, a scope's brand), else the sizes `S`
/// requires, taking `dims` where `S` leaves a size to run time.
#[cfg(feature = "alloc")]
pub(crate) fn sizes_error<S: Shape>(dims: &[usize]) -> ShapeError {
    for k in 0..dims.len() {
        if let (Some(name), None) = (S::dim_name(k), S::static_size(k)) {
            #[cfg(target_has_atomic = "ptr")]
            if crate::shape::is_scoped_name(name) {
                return ShapeError::ScopedSize;
            }
            return ShapeError::UnboundSize { name };
        }
    }
    ShapeError::SizeMismatch {
        expected: (0..dims.len())
            .map(|k| S::static_size(k).unwrap_or(dims[k]))
            .collect(),
        got: dims.to_vec(),
    }
}

/// **Creating** dynamic tensors without panicking.
#[cfg(feature = "alloc")]
impl<T> TensorBase<T, DynShape, Heap> {
    /// A dynamic tensor of zeros with sizes `dims`, or the error. Never panics and never
    /// aborts: the buffer is reserved with `try_reserve` before any element is written.
    ///
    /// # Errors
    ///
    /// As [`try_from_shape_fn`](TensorBase::try_from_shape_fn): [`ShapeError::TooManyDims`],
    /// [`ShapeError::Overflow`] (`Storage size calculation overflowed with sizes=[..]`) and
    /// [`ShapeError::OutOfMemory`] (`DefaultCPUAllocator: can't allocate memory: you tried to
    /// allocate 8796093022208 bytes.`).
    ///
    /// ```
    /// use shaped::DynTensor;
    /// assert!(DynTensor::<u8>::try_zeros(&[usize::MAX, 2]).is_err());
    /// ```
    pub fn try_zeros(dims: &[usize]) -> Result<Self, ShapeError>
    where
        T: Zero,
    {
        Self::try_from_shape_fn(dims, |_| T::zero())
    }

    /// A dynamic tensor whose element at row-major position `i` is `f(i)` (panics like
    /// [`zeros`](Self::zeros)).
    ///
    /// # Panics
    ///
    /// With the [`ShapeError`] text wherever [`try_from_shape_fn`](TensorBase::try_from_shape_fn)
    /// fails: too many dimensions, an element count beyond `isize::MAX`, or a buffer the
    /// allocator refuses (`DefaultCPUAllocator: can't allocate memory: ...`).
    ///
    /// ```
    /// use shaped::DynTensor;
    /// assert_eq!(DynTensor::from_shape_fn(&[3], |i| i * i).to_vec(), vec![0, 1, 4]);
    /// ```
    pub fn from_shape_fn(dims: &[usize], f: impl FnMut(usize) -> T) -> Self {
        crate::ops::or_panic(Self::try_from_shape_fn(dims, f))
    }

    /// A 0-d dynamic tensor holding `value`.
    ///
    /// ```
    /// use shaped::DynTensor;
    /// let s = DynTensor::scalar(3);
    /// assert_eq!(s.shape(), &[] as &[usize]);
    /// assert_eq!(s.numel(), 1);
    /// ```
    pub fn scalar(value: T) -> Self {
        TensorBase::from_buf(HeapBuf::new(alloc::vec![value], Vec::new()))
    }
}
