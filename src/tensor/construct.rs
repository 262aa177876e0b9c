//! Constructors: `zeros`, `ones`, `full`, `from_fn`, nested arrays, `from_vec`.

#[cfg(feature = "alloc")]
use alloc::vec::Vec;

use num_traits::{One, Zero};

use super::base::TensorBase;
use super::storage::{Fill, Inline, OwnedStorage};
#[cfg(feature = "alloc")]
use crate::kernel::Plan;
use crate::kernel::{Strided, offset_of};
use crate::shape::{ArrayShape, Const, Shape, StaticShape};
#[cfg(feature = "alloc")]
use crate::{ShapeError, shape::DynShape, tensor::Heap};

/// Fills a buffer from a function of the row-major position.
struct FromFn<F> {
    f: F,
    #[cfg_attr(not(feature = "alloc"), allow(dead_code))]
    numel: usize,
}

impl<T, F: FnMut(usize) -> T> Fill<T> for FromFn<F> {
    #[inline]
    fn at(&mut self, i: usize) -> T {
        (self.f)(i)
    }
    #[cfg(feature = "alloc")]
    fn extend(self, out: &mut Vec<T>) {
        out.extend((0..self.numel).map(self.f));
    }
}

/// Produces `f(a)` for each row-major position of `a` (the output has as many elements).
pub(crate) struct MapFill<'a, A, F> {
    a: Strided<'a, A>,
    f: F,
}

impl<'a, A, F> MapFill<'a, A, F> {
    /// Reads `a` in row-major order through `f` (its own strides serve: the output has its
    /// shape, and the stride of a size-1 dimension is never used).
    pub(crate) fn new(a: Strided<'a, A>, f: F) -> Self {
        MapFill { a, f }
    }
}

impl<A, U, F: FnMut(&A) -> U> Fill<U> for MapFill<'_, A, F> {
    #[inline]
    fn at(&mut self, i: usize) -> U {
        (self.f)(&self.a.data[offset_of(i, self.a.dims, self.a.strides, self.a.offset)])
    }
    #[inline]
    fn inline<S: ArrayShape>(mut self) -> S::Array<U> {
        if S::SIZES != self.a.dims {
            // A reshaping copy: walk the source's own shape in row-major order.
            return S::array_from_fn(|i| self.at(i));
        }
        let a = self.a.data;
        S::array_from_offsets([self.a.strides], [self.a.offset as isize], |[x]| {
            (self.f)(&a[x as usize])
        })
    }
    #[cfg(feature = "alloc")]
    fn extend(self, out: &mut Vec<U>) {
        if let Some(plan) = Plan::new(self.a.dims, [self.a.strides], [self.a.offset]) {
            crate::kernel::map_runs(&plan, self.a.data, self.f, out);
        }
    }
}

/// Produces clones of the elements of `a` in row-major order; heap copies of transposed layouts
/// are tiled (see `kernel::copy_row_major`).
pub(crate) struct CopyFill<'a, T>(MapFill<'a, T, fn(&T) -> T>);

impl<'a, T: Clone> CopyFill<'a, T> {
    /// Copies `a`.
    pub(crate) fn new(a: Strided<'a, T>) -> Self {
        CopyFill(MapFill::new(a, T::clone))
    }
}

impl<T: Clone> Fill<T> for CopyFill<'_, T> {
    #[inline]
    fn at(&mut self, i: usize) -> T {
        self.0.at(i)
    }
    #[inline]
    fn inline<S: ArrayShape>(self) -> S::Array<T> {
        self.0.inline::<S>()
    }
    #[cfg(feature = "alloc")]
    fn extend(self, out: &mut Vec<T>) {
        crate::kernel::copy_row_major(&self.0.a, out);
    }
}

/// Row-major strides for `dims`, in the shape's stride type.
#[inline]
pub(crate) fn row_major<S: Shape>(dims: &S::Index) -> S::Strides {
    let mut strides = S::zero_strides(dims);
    crate::layout::contiguous_strides_into(dims.as_ref(), strides.as_mut());
    strides
}

impl<T, S: Shape, M: OwnedStorage<T, S>> TensorBase<T, S, M> {
    /// A row-major tensor of sizes `dims` (already validated) filled by `f(position)`.
    #[inline]
    pub(crate) fn build(dims: S::Index, numel: usize, f: impl Fill<T>) -> Self {
        let buf = M::build(&dims, numel, f);
        let strides = row_major::<S>(&dims);
        TensorBase {
            buf,
            dims,
            strides,
            offset: 0,
        }
    }
}

impl<T, S: StaticShape, M: OwnedStorage<T, S>> TensorBase<T, S, M> {
    /// A tensor whose element at row-major position `i` is `f(i)`.
    ///
    /// ```
    /// use shaped::{shape, Tensor};
    /// let t: Tensor<usize, shape![2, 3]> = Tensor::from_fn(|i| i * 10);
    /// assert_eq!(t.get([1, 2]), Some(&50));
    /// ```
    pub fn from_fn(f: impl FnMut(usize) -> T) -> Self {
        Self::build(S::DIMS, S::NUMEL, FromFn { f, numel: S::NUMEL })
    }

    /// A tensor with every element `value`.
    ///
    /// ```
    /// use shaped::{shape, Tensor};
    /// let t: Tensor<f32, shape![2, 2]> = Tensor::full(0.5);
    /// assert_eq!(t.get([1, 1]), Some(&0.5));
    /// ```
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
    pub fn ones() -> Self
    where
        T: One,
    {
        Self::from_fn(|_| T::one())
    }
}

impl<T, S: ArrayShape> TensorBase<T, S, Inline> {
    /// A tensor holding `array` (nested arrays, outermost dimension first), for any static shape,
    /// including sizes 0 and 1 (which `From` cannot name).
    ///
    /// ```
    /// use shaped::{shape, Tensor};
    /// let t = Tensor::<i32, shape![1, 3]>::from_array([[1, 2, 3]]);
    /// assert_eq!(t.shape(), &[1, 3]);
    /// ```
    pub fn from_array(array: S::Array<T>) -> Self {
        TensorBase {
            buf: array,
            dims: S::DIMS,
            strides: row_major::<S>(&S::DIMS),
            offset: 0,
        }
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
}

impl<T> TensorBase<T, (), Inline> {
    /// A 0-d tensor holding `value`.
    ///
    /// ```
    /// use shaped::Tensor;
    /// let s = Tensor::scalar(2.5f64);
    /// assert_eq!(s.rank(), 0);
    /// assert_eq!(s.get([]), Some(&2.5));
    /// ```
    pub fn scalar(value: T) -> Self {
        Self::from_array(value)
    }
}

/// Element types that nested-array conversions accept (the primitive numbers and `bool`); it
/// keeps `Tensor::from([[1, 2], [3, 4]])` from being read as a 1-d tensor of arrays.
pub trait Scalar: Copy + 'static {}
macro_rules! scalars {
    ($($t:ty)*) => {$( impl Scalar for $t {} )*};
}
scalars!(i8 i16 i32 i64 i128 isize u8 u16 u32 u64 u128 usize f32 f64 bool);

macro_rules! from_nested {
    ($( [$($n:ident),+] $arr:ty; )*) => {$(
        /// Builds a tensor from nested arrays, outermost dimension first. Each size must be at
        /// least 2 (`Const<N>`); use [`from_array`](TensorBase::from_array) with `shape!` for
        /// sizes 0 and 1.
        ///
        /// ```
        /// use shaped::{shape, Tensor};
        /// let t: Tensor<i32, shape![2, 3]> = Tensor::from([[1, 2, 3], [4, 5, 6]]);
        /// assert_eq!(t.get([1, 0]), Some(&4));
        /// ```
        impl<T: Scalar, $(const $n: usize),+> From<$arr> for TensorBase<T, ($(Const<$n>,)+), Inline> {
            fn from(array: $arr) -> Self {
                Self::from_array(array)
            }
        }
    )*};
}
from_nested! {
    [A] [T; A];
    [A, B] [[T; B]; A];
    [A, B, C] [[[T; C]; B]; A];
    [A, B, C, D] [[[[T; D]; C]; B]; A];
    [A, B, C, D, E] [[[[[T; E]; D]; C]; B]; A];
}

#[cfg(feature = "alloc")]
impl<T, S: Shape> TensorBase<T, S, Heap> {
    /// A heap tensor of sizes `dims` holding `data` in row-major order.
    ///
    /// Fails when `data.len()` is not the product of `dims` (PyTorch's `shape '[2, 5]' is invalid
    /// for input of size 12`), when the product overflows, or when `dims` does not fit the shape
    /// type `S` (rank, static sizes).
    ///
    /// ```
    /// use shaped::DynTensor;
    /// let t = DynTensor::from_vec(vec![1, 2, 3, 4, 5, 6], &[2, 3]).unwrap();
    /// assert_eq!(t.get([1, 1]), Some(&5));
    /// let err = DynTensor::from_vec(vec![0; 12], &[2, 5]).unwrap_err();
    /// assert_eq!(err.to_string(), "shape '[2, 5]' is invalid for input of size 12");
    /// ```
    pub fn from_vec(data: Vec<T>, dims: &[usize]) -> Result<Self, ShapeError> {
        let index = checked_index::<S>(dims)?;
        let numel = crate::layout::numel(dims)?;
        if numel != data.len() {
            return Err(ShapeError::InvalidShape {
                shape: dims.iter().map(|&d| d as isize).collect(),
                numel: data.len(),
            });
        }
        let strides = row_major::<S>(&index);
        Ok(TensorBase {
            buf: data,
            dims: index,
            strides,
            offset: 0,
        })
    }

    /// A heap tensor of sizes `dims` whose element at row-major position `i` is `f(i)`.
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
        let index = checked_index::<S>(dims)?;
        let numel = crate::layout::numel(dims)?;
        Ok(Self::build(index, numel, FromFn { f, numel }))
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
    if let Some(rank) = S::RANK {
        if rank != dims.len() {
            return Err(ShapeError::RankMismatch {
                expected: rank,
                got: dims.len(),
            });
        }
    }
    S::index_from(dims).ok_or_else(|| ShapeError::SizeMismatch {
        expected: static_sizes::<S>(dims),
        got: dims.to_vec(),
    })
}

/// The sizes `S` requires, taking `dims` where `S` leaves a size to run time.
#[cfg(feature = "alloc")]
fn static_sizes<S: Shape>(dims: &[usize]) -> Vec<usize> {
    (0..dims.len())
        .map(|k| S::static_size(k).unwrap_or(dims[k]))
        .collect()
}

#[cfg(feature = "alloc")]
impl<T> TensorBase<T, DynShape, Heap> {
    /// A dynamic tensor of zeros with sizes `dims`. Panics with the [`ShapeError`] text when the
    /// element count overflows or the rank exceeds [`MAX_RANK`](crate::layout::MAX_RANK); see
    /// [`try_zeros`](Self::try_zeros).
    ///
    /// ```
    /// use shaped::DynTensor;
    /// let t = DynTensor::<f64>::zeros(&[2, 3]);
    /// assert_eq!(t.to_vec(), vec![0.0; 6]);
    /// ```
    pub fn zeros(dims: &[usize]) -> Self
    where
        T: Zero,
    {
        crate::ops::or_panic(Self::try_zeros(dims))
    }

    /// A dynamic tensor of zeros with sizes `dims`, or the error.
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

    /// A dynamic tensor of ones with sizes `dims` (panics like [`zeros`](Self::zeros)).
    ///
    /// ```
    /// use shaped::DynTensor;
    /// assert_eq!(DynTensor::<i32>::ones(&[2]).to_vec(), vec![1, 1]);
    /// ```
    pub fn ones(dims: &[usize]) -> Self
    where
        T: One,
    {
        crate::ops::or_panic(Self::try_from_shape_fn(dims, |_| T::one()))
    }

    /// A dynamic tensor with every element `value` (panics like [`zeros`](Self::zeros)).
    ///
    /// ```
    /// use shaped::DynTensor;
    /// assert_eq!(DynTensor::full(&[2, 1], 7u8).to_vec(), vec![7, 7]);
    /// ```
    pub fn full(dims: &[usize], value: T) -> Self
    where
        T: Clone,
    {
        crate::ops::or_panic(Self::try_from_shape_fn(dims, |_| value.clone()))
    }

    /// A dynamic tensor whose element at row-major position `i` is `f(i)` (panics like
    /// [`zeros`](Self::zeros)).
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
        TensorBase {
            buf: alloc::vec![value],
            dims: Vec::new(),
            strides: Vec::new(),
            offset: 0,
        }
    }
}
