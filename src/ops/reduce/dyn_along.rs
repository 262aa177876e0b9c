//! The operations of [`along`](super::along) on tensors with a run-time rank (`DynTensor` and
//! its views), along a dim given at run time (negative counts from the end), with PyTorch's
//! error texts: `cumsum(dim)`, `cumprod(dim)`, `softmax(dim)`, `log_softmax(dim)`,
//! `logsumexp(dim, keepdim)`, `norm(p, dim, keepdim)`, `max(dim, keepdim)`,
//! `min(dim, keepdim)`, and for `bool` tensors `all(dim, keepdim)`, `any(dim, keepdim)`,
//! `count_nonzero(dim)`.

use super::build::{elements, elements_mut, filled};
use super::dims::reduced;
use super::element::Reducible;
use super::kernel;
use super::lanes;
use crate::layout::wrap_dim;
use crate::shape::DynShape;
use crate::tensor::{Fresh, Heap, Storage, TensorBase};
use crate::{DynTensor, ShapeError};

impl<T, M: Storage<T, DynShape>> TensorBase<T, DynShape, M> {
    /// The split at `dim` (wrapped): the dim, its size and the elements after it.
    pub(super) fn dyn_lanes(&self, dim: isize) -> Result<(usize, usize, usize), ShapeError> {
        let d = wrap_dim(dim, self.rank())?;
        let (n, inner) = lanes::split(self.shape(), d);
        Ok((d, n, inner))
    }

    /// A row-major heap copy with `f` applied to every element.
    pub(super) fn dyn_copy<U>(&self, f: impl FnMut(&T) -> U) -> Result<DynTensor<U>, ShapeError> {
        M::map::<Heap, U, Fresh>(&self.buf, f)
            .map(TensorBase::from_buf)
            .map_err(|e| e.error(self.shape(), self.shape()))
    }

    /// `f` folded along `dim` over a copy (mapped by `g`) into a result that starts as `init`.
    pub(super) fn dyn_fold<X: Copy, U: Copy>(
        &self,
        dim: isize,
        keepdim: bool,
        g: impl FnMut(&T) -> X,
        init: U,
        f: impl Fn(U, X) -> U,
    ) -> Result<DynTensor<U>, ShapeError> {
        let (_, n, inner) = self.dyn_lanes(dim)?;
        let r = reduced(self.shape(), &[dim], keepdim)?;
        let xs = self.dyn_copy(g)?;
        let mut out = filled::<U, DynShape, Heap>(r.out, init)
            .map_err(|e| e.error(self.shape(), self.shape()))?;
        lanes::fold_lanes(elements(&xs), elements_mut(&mut out), n, inner, f);
        Ok(out)
    }
}

impl<T: Reducible, M: Storage<T, DynShape>> TensorBase<T, DynShape, M> {
    pub(super) fn dyn_scan(
        &self,
        dim: isize,
        f: impl Fn(T, T) -> T,
    ) -> Result<DynTensor<T>, ShapeError> {
        let (_, n, inner) = self.dyn_lanes(dim)?;
        let mut out = self.dyn_copy(|&x| x)?;
        lanes::scan(elements_mut(&mut out), n, inner, f);
        Ok(out)
    }
}

#[cfg(any(feature = "std", feature = "libm"))]
use super::along::{AxisFloat, softmax_lanes};

#[cfg(any(feature = "std", feature = "libm"))]
impl<T: AxisFloat, M: Storage<T, DynShape>> TensorBase<T, DynShape, M> {
    pub(super) fn dyn_softmax(&self, dim: isize, log: bool) -> Result<DynTensor<T>, ShapeError> {
        let (_, n, inner) = self.dyn_lanes(dim)?;
        let fail = |e: crate::kernel::Failure| e.error(self.shape(), self.shape());
        let mut out = self.dyn_copy(|&x| x)?;
        let lanes_count = out.numel().checked_div(n).unwrap_or(0);
        let mut m =
            filled::<T, DynShape, Heap>(alloc::vec![lanes_count], T::LOWEST).map_err(fail)?;
        let mut s = filled::<T, DynShape, Heap>(alloc::vec![lanes_count], T::ZERO).map_err(fail)?;
        softmax_lanes(
            elements_mut(&mut out),
            elements_mut(&mut m),
            elements_mut(&mut s),
            n,
            inner,
            log,
        );
        Ok(out)
    }
}

/// **Reductions** of `bool` tensors along a run-time dim: `all`, `any`, `count_nonzero`.
impl<M: Storage<bool, DynShape>> TensorBase<bool, DynShape, M> {
    /// Whether every element along `dim` is `true` (PyTorch's `all(dim, keepdim)`; `true`
    /// along an empty dim).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = DynTensor::from_vec(vec![true, false, true, true], &[2, 2]).unwrap();
    /// assert_eq!(t.try_all(1, false).unwrap().to_vec(), vec![false, true]);
    /// ```
    ///
    /// # Errors
    ///
    /// `ShapeError::DimOutOfRange` for a dim outside `[-rank, rank - 1]`; `OutOfMemory` when
    /// the result cannot be allocated.
    pub fn try_all(&self, dim: isize, keepdim: bool) -> Result<DynTensor<bool>, ShapeError> {
        self.dyn_fold(dim, keepdim, |&x| x, true, |a, x| a & x)
    }

    /// [`try_all`](Self::try_all) that panics on error.
    ///
    /// # Panics
    ///
    /// With the error's text, in the cases listed at [`try_all`](Self::try_all).
    #[track_caller]
    pub fn all(&self, dim: isize, keepdim: bool) -> DynTensor<bool> {
        crate::ops::or_panic(self.try_all(dim, keepdim))
    }

    /// Whether any element along `dim` is `true` (PyTorch's `any(dim, keepdim)`; `false`
    /// along an empty dim).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = DynTensor::from_vec(vec![true, false, false, false], &[2, 2]).unwrap();
    /// assert_eq!(t.try_any(-1, true).unwrap().to_vec(), vec![true, false]);
    /// ```
    ///
    /// # Errors
    ///
    /// As [`try_all`](Self::try_all).
    pub fn try_any(&self, dim: isize, keepdim: bool) -> Result<DynTensor<bool>, ShapeError> {
        self.dyn_fold(dim, keepdim, |&x| x, false, |a, x| a | x)
    }

    /// [`try_any`](Self::try_any) that panics on error.
    ///
    /// # Panics
    ///
    /// With the error's text, in the cases listed at [`try_all`](Self::try_all).
    #[track_caller]
    pub fn any(&self, dim: isize, keepdim: bool) -> DynTensor<bool> {
        crate::ops::or_panic(self.try_any(dim, keepdim))
    }

    /// The number of `true` elements along `dim` (PyTorch's `count_nonzero(dim)`, which has
    /// no `keepdim`).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = DynTensor::from_vec(vec![true, false, true, true], &[2, 2]).unwrap();
    /// assert_eq!(t.try_count_nonzero(0).unwrap().to_vec(), vec![2, 1]);
    /// ```
    ///
    /// # Errors
    ///
    /// As [`try_all`](Self::try_all).
    pub fn try_count_nonzero(&self, dim: isize) -> Result<DynTensor<usize>, ShapeError> {
        self.dyn_fold(dim, false, |&x| x, 0, |a, x| a + x as usize)
    }

    /// A `bool` reduction over the dims in `dims` (empty: none for `all`/`any`, all for the
    /// count), as PyTorch.
    fn bool_dims<U: Copy>(
        &self,
        dims: &[isize],
        keepdim: bool,
        empty_means_all: bool,
        init: U,
        f: impl Fn(U, bool) -> U,
    ) -> Result<DynTensor<U>, ShapeError> {
        let shape = self.shape();
        if dims.is_empty() && !empty_means_all {
            // PyTorch's `all(dim=())` reduces no dim: each element on its own.
            return self.dyn_copy(|&x| f(init, x));
        }
        let r = reduced(shape, dims, keepdim)?;
        let mut out =
            filled::<U, DynShape, Heap>(r.out, init).map_err(|e| e.error(shape, shape))?;
        kernel::fold_at_into(
            &self.strided(),
            &r.mask[..shape.len()],
            elements_mut(&mut out),
            |acc, x, _| f(acc, x),
        );
        Ok(out)
    }

    /// Whether every element is `true` over the dims in `dims` (PyTorch's `all(dim=dims)`; an
    /// empty list reduces no dim, as PyTorch's).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = DynTensor::from_vec(vec![true, false, true, true], &[2, 1, 2]).unwrap();
    /// assert_eq!(t.try_all_dims(&[0, 2], false).unwrap().to_vec(), vec![false]);
    /// assert_eq!(t.try_any_dims(&[1, 2], true).unwrap().shape(), &[2, 1, 1]);
    /// ```
    ///
    /// # Errors
    ///
    /// `ShapeError::DimOutOfRange`, `ShapeError::DimRepeated`, `OutOfMemory`.
    pub fn try_all_dims(
        &self,
        dims: &[isize],
        keepdim: bool,
    ) -> Result<DynTensor<bool>, ShapeError> {
        self.bool_dims(dims, keepdim, false, true, |a, x| a & x)
    }

    /// Whether any element is `true` over the dims in `dims` (PyTorch's `any(dim=dims)`).
    ///
    /// # Errors
    ///
    /// As [`try_all_dims`](Self::try_all_dims).
    pub fn try_any_dims(
        &self,
        dims: &[isize],
        keepdim: bool,
    ) -> Result<DynTensor<bool>, ShapeError> {
        self.bool_dims(dims, keepdim, false, false, |a, x| a | x)
    }

    /// The number of `true` elements over the dims in `dims` (PyTorch's
    /// `count_nonzero(dim=dims)`; an empty list counts them all).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = DynTensor::from_vec(vec![true, false, true, true], &[2, 2]).unwrap();
    /// assert_eq!(t.try_count_nonzero_dims(&[0, 1]).unwrap().to_vec(), vec![3]);
    /// ```
    ///
    /// # Errors
    ///
    /// As [`try_all_dims`](Self::try_all_dims).
    pub fn try_count_nonzero_dims(&self, dims: &[isize]) -> Result<DynTensor<usize>, ShapeError> {
        self.bool_dims(dims, false, true, 0, |a, x| a + x as usize)
    }

    /// [`try_count_nonzero`](Self::try_count_nonzero) that panics on error.
    ///
    /// # Panics
    ///
    /// With the error's text, in the cases listed at [`try_all`](Self::try_all).
    #[track_caller]
    pub fn count_nonzero(&self, dim: isize) -> DynTensor<usize> {
        crate::ops::or_panic(self.try_count_nonzero(dim))
    }
}

/// The trait items (`decls`) or impl items (`impls`) of the functions and reductions along
/// run-time dims, for [`DynReductions`](super::DynReductions).
macro_rules! along_dyn_reductions {
    (decls) => {
        /// The running sum along `dim` (PyTorch's `cumsum(dim)`; integers wrap on overflow, where
        /// PyTorch first widens small integer types to `int64`).
        ///
        /// ```
        /// use shaped::prelude::*;
        /// let t = DynTensor::from_vec(vec![1, 2, 3, 4, 5, 6], &[2, 3]).unwrap();
        /// assert_eq!(t.try_cumsum(-1).unwrap().to_vec(), vec![1, 3, 6, 4, 9, 15]);
        /// assert_eq!(
        ///     t.try_cumsum(2).unwrap_err().to_string(),
        ///     "Dimension out of range (expected to be in range of [-2, 1], but got 2)"
        /// );
        /// ```
        ///
        /// # Errors
        ///
        /// `ShapeError::DimOutOfRange` for a dim outside `[-rank, rank - 1]`; `OutOfMemory` when
        /// the result cannot be allocated.
        fn try_cumsum(&self, dim: isize) -> Result<DynTensor<T>, ShapeError>
        where
            T: Reducible;

        /// [`try_cumsum`](Self::try_cumsum) that panics on error.
        ///
        /// ```
        /// use shaped::prelude::*;
        /// let t = DynTensor::from_vec(vec![1.0f32, 2.0, 3.0], &[3]).unwrap();
        /// assert_eq!(t.cumsum(0).to_vec(), vec![1.0, 3.0, 6.0]);
        /// ```
        ///
        /// # Panics
        ///
        /// With the error's text, in the cases listed at [`try_cumsum`](Self::try_cumsum).
        fn cumsum(&self, dim: isize) -> DynTensor<T>
        where
            T: Reducible;

        /// The running product along `dim` (PyTorch's `cumprod(dim)`).
        ///
        /// ```
        /// use shaped::prelude::*;
        /// let t = DynTensor::from_vec(vec![1, 2, 3, 4], &[2, 2]).unwrap();
        /// assert_eq!(t.try_cumprod(0).unwrap().to_vec(), vec![1, 2, 3, 8]);
        /// ```
        ///
        /// # Errors
        ///
        /// As [`try_cumsum`](Self::try_cumsum).
        fn try_cumprod(&self, dim: isize) -> Result<DynTensor<T>, ShapeError>
        where
            T: Reducible;

        /// [`try_cumprod`](Self::try_cumprod) that panics on error.
        ///
        /// # Panics
        ///
        /// With the error's text, in the cases listed at [`try_cumsum`](Self::try_cumsum).
        fn cumprod(&self, dim: isize) -> DynTensor<T>
        where
            T: Reducible;

        /// The largest values along `dim` and their positions (PyTorch's `max(dim, keepdim)`, a
        /// `(values, indices)` pair): the first position of the maximum; a NaN is the largest, at
        /// the first NaN.
        ///
        /// ```
        /// use shaped::prelude::*;
        /// let t = DynTensor::from_vec(vec![1.0f32, 5.0, 5.0, 7.0, 0.0, 2.0], &[2, 3]).unwrap();
        /// let (values, at) = t.try_max(1, false).unwrap();
        /// assert_eq!(values.to_vec(), vec![5.0, 7.0]);
        /// assert_eq!(at.to_vec(), vec![1, 0]);
        /// assert_eq!(
        ///     DynTensor::<f32>::zeros(&[2, 0]).try_max(-1, false).unwrap_err().to_string(),
        ///     "max(): Expected reduction dim 1 to have non-zero size."
        /// );
        /// ```
        ///
        /// # Errors
        ///
        /// `ShapeError::DimOutOfRange` for a dim outside `[-rank, rank - 1]`;
        /// `ShapeError::ReductionEmptyDim` when the dim has size 0 (the dim printed wrapped, as
        /// PyTorch does); `OutOfMemory` when the result cannot be allocated.
        fn try_max(
            &self,
            dim: isize,
            keepdim: bool,
        ) -> Result<(DynTensor<T>, DynTensor<usize>), ShapeError>
        where
            T: Reducible;

        /// [`try_max`](Self::try_max) that panics on error.
        ///
        /// ```
        /// use shaped::prelude::*;
        /// let (v, i) = DynTensor::from_vec(vec![3, 9, 9], &[3]).unwrap().max(0, true);
        /// assert_eq!((v.to_vec(), i.to_vec()), (vec![9], vec![1]));
        /// ```
        ///
        /// # Panics
        ///
        /// With the error's text, in the cases listed at [`try_max`](Self::try_max).
        fn max(&self, dim: isize, keepdim: bool) -> (DynTensor<T>, DynTensor<usize>)
        where
            T: Reducible;

        /// The smallest values along `dim` and their first positions (PyTorch's
        /// `min(dim, keepdim)`; a NaN is the smallest).
        ///
        /// ```
        /// use shaped::prelude::*;
        /// let t = DynTensor::from_vec(vec![3, 1, 1, 0], &[2, 2]).unwrap();
        /// let (v, i) = t.try_min(-1, false).unwrap();
        /// assert_eq!((v.to_vec(), i.to_vec()), (vec![1, 0], vec![1, 1]));
        /// ```
        ///
        /// # Errors
        ///
        /// As [`try_max`](Self::try_max), with `min` in the texts.
        fn try_min(
            &self,
            dim: isize,
            keepdim: bool,
        ) -> Result<(DynTensor<T>, DynTensor<usize>), ShapeError>
        where
            T: Reducible;

        /// [`try_min`](Self::try_min) that panics on error.
        ///
        /// # Panics
        ///
        /// With the error's text, in the cases listed at [`try_max`](Self::try_max).
        fn min(&self, dim: isize, keepdim: bool) -> (DynTensor<T>, DynTensor<usize>)
        where
            T: Reducible;

        #[cfg(any(feature = "std", feature = "libm"))]
        /// The softmax along `dim`, `exp(x - max) / Σ exp(x - max)` (PyTorch's `softmax(dim)`:
        /// the maximum subtracted first; a lane holding NaN, `+inf` or only `-inf` gives NaN).
        ///
        /// ```
        /// use shaped::prelude::*;
        /// let t = DynTensor::from_vec(vec![0.0f64, 0.0, 1000.0, 1000.0], &[2, 2]).unwrap();
        /// assert_eq!(t.try_softmax(-1).unwrap().to_vec(), vec![0.5; 4]);
        /// ```
        ///
        /// # Errors
        ///
        /// `ShapeError::DimOutOfRange` for a dim outside `[-rank, rank - 1]`; `OutOfMemory` when
        /// the result cannot be allocated.
        fn try_softmax(&self, dim: isize) -> Result<DynTensor<T>, ShapeError>
        where
            T: AxisFloat;

        #[cfg(any(feature = "std", feature = "libm"))]
        /// [`try_softmax`](Self::try_softmax) that panics on error.
        ///
        /// # Panics
        ///
        /// With the error's text, in the cases listed at [`try_softmax`](Self::try_softmax).
        fn softmax(&self, dim: isize) -> DynTensor<T>
        where
            T: AxisFloat;

        #[cfg(any(feature = "std", feature = "libm"))]
        /// The log-softmax along `dim`, `(x - max) - ln Σ exp(x - max)` (PyTorch's
        /// `log_softmax(dim)`).
        ///
        /// ```
        /// use shaped::prelude::*;
        /// let t = DynTensor::from_vec(vec![0.0f64, 0.0], &[2]).unwrap();
        /// assert_eq!(t.try_log_softmax(0).unwrap().to_vec(), vec![-(2.0f64.ln()); 2]);
        /// ```
        ///
        /// # Errors
        ///
        /// As [`try_softmax`](Self::try_softmax).
        fn try_log_softmax(&self, dim: isize) -> Result<DynTensor<T>, ShapeError>
        where
            T: AxisFloat;

        #[cfg(any(feature = "std", feature = "libm"))]
        /// [`try_log_softmax`](Self::try_log_softmax) that panics on error.
        ///
        /// # Panics
        ///
        /// With the error's text, in the cases listed at [`try_softmax`](Self::try_softmax).
        fn log_softmax(&self, dim: isize) -> DynTensor<T>
        where
            T: AxisFloat;

        #[cfg(any(feature = "std", feature = "libm"))]
        /// `ln Σ exp(x)` along `dim`, computed stably (PyTorch's `logsumexp(dim, keepdim)`; `-inf`
        /// along an empty dim).
        ///
        /// ```
        /// use shaped::prelude::*;
        /// let t = DynTensor::from_vec(vec![1000.0f64, 1000.0], &[2]).unwrap();
        /// assert_eq!(t.try_logsumexp(0, false).unwrap().to_vec(), vec![1000.0 + 2.0f64.ln()]);
        /// ```
        ///
        /// # Errors
        ///
        /// `ShapeError::DimOutOfRange` for a dim outside `[-rank, rank - 1]`; `OutOfMemory` when
        /// the result cannot be allocated.
        fn try_logsumexp(&self, dim: isize, keepdim: bool) -> Result<DynTensor<T>, ShapeError>
        where
            T: AxisFloat;

        #[cfg(any(feature = "std", feature = "libm"))]
        /// [`try_logsumexp`](Self::try_logsumexp) that panics on error.
        ///
        /// # Panics
        ///
        /// With the error's text, in the cases listed at [`try_logsumexp`](Self::try_logsumexp).
        fn logsumexp(&self, dim: isize, keepdim: bool) -> DynTensor<T>
        where
            T: AxisFloat;

        #[cfg(any(feature = "std", feature = "libm"))]
        /// The vector `p`-norm along `dim` (PyTorch's `linalg.vector_norm(t, ord=p, dim=dim,
        /// keepdim=keepdim)`); `p` as in [`norm_all`](TensorBase::norm_all).
        ///
        /// ```
        /// use shaped::prelude::*;
        /// let t = DynTensor::from_vec(vec![3.0f32, -4.0, 1.0, 1.0], &[2, 2]).unwrap();
        /// assert_eq!(t.try_norm(2.0, 1, false).unwrap().to_vec(), vec![5.0, 2.0f32.sqrt()]);
        /// assert_eq!(
        ///     DynTensor::<f32>::zeros(&[2, 0]).try_norm(f32::INFINITY, -1, false).unwrap_err().to_string(),
        ///     "linalg.vector_norm cannot compute the inf norm on the dimension -1because this \
        ///      dimension is empty and the operation does not have an identity"
        /// );
        /// ```
        ///
        /// # Errors
        ///
        /// `ShapeError::DimOutOfRange` for a dim outside `[-rank, rank - 1]`;
        /// `ShapeError::NormEmpty` when the dim has size 0 and `p` is infinite or negative (PyTorch's
        /// text, the dim as given); `OutOfMemory` when the result cannot be allocated.
        fn try_norm(&self, p: T, dim: isize, keepdim: bool) -> Result<DynTensor<T>, ShapeError>
        where
            T: AxisFloat;

        #[cfg(any(feature = "std", feature = "libm"))]
        /// The vector `p`-norm over every dim in `dims` (an empty list: all dims), PyTorch's
        /// `linalg.vector_norm(t, ord=p, dim=dims, keepdim=keepdim)`.
        ///
        /// ```
        /// use shaped::prelude::*;
        /// let t = DynTensor::from_vec(vec![3.0f64, 0.0, 0.0, 4.0], &[2, 1, 2]).unwrap();
        /// assert_eq!(t.try_norm_dims(2.0, &[0, -1], false).unwrap().to_vec(), vec![5.0]);
        /// assert_eq!(t.try_norm_dims(1.0, &[], true).unwrap().shape(), &[1, 1, 1]);
        /// ```
        ///
        /// # Errors
        ///
        /// In PyTorch's order: when `p` is infinite or negative, `ShapeError::NormEmpty` for the
        /// first dim in `dims` of size 0 (named as given; with an empty list, a tensor with no
        /// elements), or `ShapeError::DimOutOfRange` for a dim met before it; then, dim by dim,
        /// `ShapeError::DimOutOfRange` and `ShapeError::DimRepeated`; `OutOfMemory`.
        fn try_norm_dims(
            &self,
            p: T,
            dims: &[isize],
            keepdim: bool,
        ) -> Result<DynTensor<T>, ShapeError>
        where
            T: AxisFloat;

        #[cfg(any(feature = "std", feature = "libm"))]
        /// [`try_norm_dims`](Self::try_norm_dims) that panics on error.
        ///
        /// # Panics
        ///
        /// With the error's text, in the cases listed at [`try_norm_dims`](Self::try_norm_dims).
        fn norm_dims(&self, p: T, dims: &[isize], keepdim: bool) -> DynTensor<T>
        where
            T: AxisFloat;

        #[cfg(any(feature = "std", feature = "libm"))]
        /// `ln Σ exp(x)` over every dim in `dims`, computed stably (PyTorch's
        /// `logsumexp(dims, keepdim)`). An empty list means all dims, as for `sum_dims` (PyTorch
        /// refuses an empty list with an internal text).
        ///
        /// ```
        /// use shaped::prelude::*;
        /// let t = DynTensor::from_vec(vec![500.0f64; 4], &[2, 2]).unwrap();
        /// assert_eq!(t.try_logsumexp_dims(&[0, 1], false).unwrap().to_vec(), vec![500.0 + 4.0f64.ln()]);
        /// ```
        ///
        /// # Errors
        ///
        /// `ShapeError::DimOutOfRange`, `ShapeError::DimRepeated`, `OutOfMemory`.
        fn try_logsumexp_dims(
            &self,
            dims: &[isize],
            keepdim: bool,
        ) -> Result<DynTensor<T>, ShapeError>
        where
            T: AxisFloat;

        #[cfg(any(feature = "std", feature = "libm"))]
        /// [`try_logsumexp_dims`](Self::try_logsumexp_dims) that panics on error.
        ///
        /// # Panics
        ///
        /// With the error's text, in the cases listed at
        /// [`try_logsumexp_dims`](Self::try_logsumexp_dims).
        fn logsumexp_dims(&self, dims: &[isize], keepdim: bool) -> DynTensor<T>
        where
            T: AxisFloat;

        #[cfg(any(feature = "std", feature = "libm"))]
        /// [`try_norm`](Self::try_norm) that panics on error.
        ///
        /// # Panics
        ///
        /// With the error's text, in the cases listed at [`try_norm`](Self::try_norm).
        fn norm(&self, p: T, dim: isize, keepdim: bool) -> DynTensor<T>
        where
            T: AxisFloat;
    };
    (impls) => {
        fn try_cumsum(&self, dim: isize) -> Result<DynTensor<T>, ShapeError>
        where
            T: Reducible,
        {
            self.dyn_scan(dim, Reducible::add)
        }

        #[track_caller]
        fn cumsum(&self, dim: isize) -> DynTensor<T>
        where
            T: Reducible,
        {
            crate::ops::or_panic(self.try_cumsum(dim))
        }

        fn try_cumprod(&self, dim: isize) -> Result<DynTensor<T>, ShapeError>
        where
            T: Reducible,
        {
            self.dyn_scan(dim, Reducible::mul)
        }

        #[track_caller]
        fn cumprod(&self, dim: isize) -> DynTensor<T>
        where
            T: Reducible,
        {
            crate::ops::or_panic(self.try_cumprod(dim))
        }

        fn try_max(
            &self,
            dim: isize,
            keepdim: bool,
        ) -> Result<(DynTensor<T>, DynTensor<usize>), ShapeError>
        where
            T: Reducible,
        {
            self.pick_dim_core::<MaxAt>(dim, keepdim)
        }

        #[track_caller]
        fn max(&self, dim: isize, keepdim: bool) -> (DynTensor<T>, DynTensor<usize>)
        where
            T: Reducible,
        {
            crate::ops::or_panic(self.try_max(dim, keepdim))
        }

        fn try_min(
            &self,
            dim: isize,
            keepdim: bool,
        ) -> Result<(DynTensor<T>, DynTensor<usize>), ShapeError>
        where
            T: Reducible,
        {
            self.pick_dim_core::<MinAt>(dim, keepdim)
        }

        #[track_caller]
        fn min(&self, dim: isize, keepdim: bool) -> (DynTensor<T>, DynTensor<usize>)
        where
            T: Reducible,
        {
            crate::ops::or_panic(self.try_min(dim, keepdim))
        }

        #[cfg(any(feature = "std", feature = "libm"))]
        fn try_softmax(&self, dim: isize) -> Result<DynTensor<T>, ShapeError>
        where
            T: AxisFloat,
        {
            self.dyn_softmax(dim, false)
        }

        #[cfg(any(feature = "std", feature = "libm"))]
        #[track_caller]
        fn softmax(&self, dim: isize) -> DynTensor<T>
        where
            T: AxisFloat,
        {
            crate::ops::or_panic(self.try_softmax(dim))
        }

        #[cfg(any(feature = "std", feature = "libm"))]
        fn try_log_softmax(&self, dim: isize) -> Result<DynTensor<T>, ShapeError>
        where
            T: AxisFloat,
        {
            self.dyn_softmax(dim, true)
        }

        #[cfg(any(feature = "std", feature = "libm"))]
        #[track_caller]
        fn log_softmax(&self, dim: isize) -> DynTensor<T>
        where
            T: AxisFloat,
        {
            crate::ops::or_panic(self.try_log_softmax(dim))
        }

        #[cfg(any(feature = "std", feature = "libm"))]
        fn try_logsumexp(&self, dim: isize, keepdim: bool) -> Result<DynTensor<T>, ShapeError>
        where
            T: AxisFloat,
        {
            let (_, n, inner) = self.dyn_lanes(dim)?;
            let r = reduced(self.shape(), &[dim], keepdim)?;
            let fail = |e: crate::kernel::Failure| e.error(self.shape(), self.shape());
            let xs = self.dyn_copy(|&x| x)?;
            let mut m = filled::<T, DynShape, Heap>(r.out.clone(), T::LOWEST).map_err(fail)?;
            let mut out = filled::<T, DynShape, Heap>(r.out, T::ZERO).map_err(fail)?;
            logsumexp_lanes(
                elements(&xs),
                elements_mut(&mut m),
                elements_mut(&mut out),
                n,
                inner,
            );
            Ok(out)
        }

        #[cfg(any(feature = "std", feature = "libm"))]
        #[track_caller]
        fn logsumexp(&self, dim: isize, keepdim: bool) -> DynTensor<T>
        where
            T: AxisFloat,
        {
            crate::ops::or_panic(self.try_logsumexp(dim, keepdim))
        }

        #[cfg(any(feature = "std", feature = "libm"))]
        fn try_norm(&self, p: T, dim: isize, keepdim: bool) -> Result<DynTensor<T>, ShapeError>
        where
            T: AxisFloat,
        {
            let (_, n, inner) = self.dyn_lanes(dim)?;
            let norm = Norm::of(p);
            if n == 0 && !norm.has_identity() {
                return Err(ShapeError::NormEmpty {
                    ord: alloc::string::ToString::to_string(&p.to_f64().unwrap_or(f64::NAN)),
                    dim: Some(dim),
                });
            }
            let r = reduced(self.shape(), &[dim], keepdim)?;
            let xs = self.dyn_copy(|&x| x)?;
            let mut out = filled::<T, DynShape, Heap>(r.out, norm.init())
                .map_err(|e| e.error(self.shape(), self.shape()))?;
            let o = elements_mut(&mut out);
            let init = norm.init();
            pairwise::fold_lanes(elements(&xs), o, n, inner, init, norm.combine(), |x, _| {
                norm.term(x)
            });
            for v in o {
                *v = norm.finish(*v);
            }
            Ok(out)
        }

        #[cfg(any(feature = "std", feature = "libm"))]
        fn try_norm_dims(
            &self,
            p: T,
            dims: &[isize],
            keepdim: bool,
        ) -> Result<DynTensor<T>, ShapeError>
        where
            T: AxisFloat,
        {
            let shape = self.shape();
            let norm = Norm::of(p);
            // PyTorch looks for an empty dim first (when the norm has no identity), dim by dim.
            if !norm.has_identity() {
                let empty = |dim| ShapeError::NormEmpty {
                    ord: alloc::string::ToString::to_string(&p.to_f64().unwrap_or(f64::NAN)),
                    dim,
                };
                if dims.is_empty() && self.numel() == 0 {
                    return Err(empty(None));
                }
                for &d in dims {
                    if shape.get(wrap_dim(d, shape.len())?) == Some(&0) {
                        return Err(empty(Some(d)));
                    }
                }
            }
            // Then, as PyTorch, the dims one by one: range, then repeats.
            let mut seen = [false; crate::kernel::CAP];
            for &d in dims {
                let w = wrap_dim(d, shape.len())?;
                if let Some(s) = seen.get_mut(w) {
                    if *s {
                        return Err(ShapeError::DimRepeated { dim: w });
                    }
                    *s = true;
                }
            }
            let r = reduced(shape, dims, keepdim)?;
            let mut out = filled::<T, DynShape, Heap>(r.out, norm.init())
                .map_err(|e| e.error(shape, shape))?;
            let o = elements_mut(&mut out);
            let init = norm.init();
            kernel::fold_map_into(
                &self.strided(),
                &r.mask[..shape.len()],
                o,
                init,
                norm.combine(),
                |x, _| norm.term(x),
            );
            for v in o {
                *v = norm.finish(*v);
            }
            Ok(out)
        }

        #[cfg(any(feature = "std", feature = "libm"))]
        #[track_caller]
        fn norm_dims(&self, p: T, dims: &[isize], keepdim: bool) -> DynTensor<T>
        where
            T: AxisFloat,
        {
            crate::ops::or_panic(self.try_norm_dims(p, dims, keepdim))
        }

        #[cfg(any(feature = "std", feature = "libm"))]
        fn try_logsumexp_dims(
            &self,
            dims: &[isize],
            keepdim: bool,
        ) -> Result<DynTensor<T>, ShapeError>
        where
            T: AxisFloat,
        {
            let shape = self.shape();
            let r = reduced(shape, dims, keepdim)?;
            let (mut m, _) = self.fold_dims_core::<Max>(dims, keepdim, false)?;
            let m = elements_mut(&mut m);
            for v in m.iter_mut() {
                if v.is_infinite() {
                    *v = T::ZERO;
                }
            }
            let mut out =
                filled::<T, DynShape, Heap>(r.out, T::ZERO).map_err(|e| e.error(shape, shape))?;
            let o = elements_mut(&mut out);
            kernel::fold_map_into(
                &self.strided(),
                &r.mask[..shape.len()],
                o,
                T::ZERO,
                |a, b| a + b,
                |x, at| (x - m[at]).exp(),
            );
            for (v, &m) in o.iter_mut().zip(m.iter()) {
                *v = v.ln() + m;
            }
            Ok(out)
        }

        #[cfg(any(feature = "std", feature = "libm"))]
        #[track_caller]
        fn logsumexp_dims(&self, dims: &[isize], keepdim: bool) -> DynTensor<T>
        where
            T: AxisFloat,
        {
            crate::ops::or_panic(self.try_logsumexp_dims(dims, keepdim))
        }

        #[cfg(any(feature = "std", feature = "libm"))]
        #[track_caller]
        fn norm(&self, p: T, dim: isize, keepdim: bool) -> DynTensor<T>
        where
            T: AxisFloat,
        {
            crate::ops::or_panic(self.try_norm(p, dim, keepdim))
        }
    };
}
pub(super) use along_dyn_reductions;
