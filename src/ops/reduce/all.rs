//! Reductions over all elements, for every tensor: `sum_all`, `prod_all`, `mean_all`,
//! `amax_all`, `amin_all`, `argmax_all`, `argmin_all` (PyTorch's `t.sum()`, `t.max()`,
//! `t.argmax()` …), returning a scalar.

use super::element::{MeanElement, Reducible};
use super::failure::{ReduceFailure, or_panic};
use super::op::{ArgMax, ArgMin, Fold, Max, Min, Pick, Prod, Sum};
use super::storage::{ReadStorage, with_static};
use super::{flat, kernel};
use crate::shape::Shape;
use crate::tensor::TensorBase;

/// **Reductions** over all elements, into a scalar.
impl<T: Reducible, S: Shape, M: ReadStorage<T, S>> TensorBase<T, S, M> {
    #[inline(always)]
    fn fold_all<O: Fold<T>>(&self) -> (T, usize) {
        with_static::<T, S, M, _>(&self.buf, |xs| (flat::fold_all::<T, O>(xs), xs.len()))
            .unwrap_or_else(|| (self.with_strided(kernel::fold_all::<T, O>), self.numel()))
    }

    #[inline(always)]
    pub(super) fn extreme_all<O: Fold<T>>(&self) -> Result<T, ReduceFailure> {
        match self.fold_all::<O>() {
            (_, 0) => Err(ReduceFailure::EmptyInput { op: O::NAME }),
            (v, _) => Ok(v),
        }
    }

    #[inline(always)]
    fn pick_all<P: Pick<T>>(&self) -> Result<usize, ReduceFailure> {
        let found = with_static::<T, S, M, _>(&self.buf, flat::pick_slice::<T, P>)
            .unwrap_or_else(|| self.with_strided(kernel::pick_all::<T, P>));
        found
            .map(|(_, i)| i)
            .ok_or(ReduceFailure::EmptyInput { op: P::NAME })
    }

    /// The sum of all elements (PyTorch's `t.sum()`); 0 for a tensor with no elements. Integer
    /// sums wrap on overflow (see [`Reducible`](crate::ops::Reducible)). Never fails.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = Tensor::<i32, shape![2, 3]>::from([[1, 2, 3], [4, 5, 6]]);
    /// assert_eq!(t.sum_all(), 21);
    /// assert_eq!(t.transpose::<0, 1>().sum_all(), 21);
    /// assert_eq!(DynTensor::<f32>::zeros(&[0, 3]).sum_all(), 0.0);
    /// ```
    #[inline]
    pub fn sum_all(&self) -> T {
        self.fold_all::<Sum>().0
    }

    /// The product of all elements (PyTorch's `t.prod()`); 1 for a tensor with no elements.
    /// Integer products wrap on overflow. Never fails.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = Tensor::<i64, shape![4]>::from([1, 2, 3, 4]);
    /// assert_eq!(t.prod_all(), 24);
    /// assert_eq!(DynTensor::<i64>::zeros(&[0]).prod_all(), 1);
    /// ```
    #[inline]
    pub fn prod_all(&self) -> T {
        self.fold_all::<Prod>().0
    }

    /// The mean of all elements (PyTorch's `t.mean()`); NaN for a tensor with no elements.
    /// Floating-point elements only. Never fails.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = Tensor::<f64, shape![2, 2]>::from([[1.0, 2.0], [3.0, 4.0]]);
    /// assert_eq!(t.mean_all(), 2.5);
    /// assert!(DynTensor::<f32>::zeros(&[2, 0]).mean_all().is_nan());
    /// ```
    #[inline]
    pub fn mean_all(&self) -> T
    where
        T: MeanElement,
    {
        let (sum, n) = self.fold_all::<Sum>();
        sum.div_count(n)
    }

    /// The largest element (PyTorch's `t.max()` / `t.amax()`); NaN if any element is NaN.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = Tensor::<f32, shape![3]>::from([1.0, 5.0, -2.0]);
    /// assert_eq!(t.amax_all(), 5.0);
    /// assert!(Tensor::<f32, shape![2]>::from([1.0, f32::NAN]).amax_all().is_nan());
    /// ```
    ///
    /// # Panics
    ///
    /// When the tensor has no elements, with PyTorch's text (see
    /// [`try_amax_all`](Self::try_amax_all)). Never for a static shape without size-0 dims.
    #[track_caller]
    #[inline]
    pub fn amax_all(&self) -> T {
        or_panic(self.extreme_all::<Max>(), self.shape())
    }

    /// The smallest element (PyTorch's `t.min()` / `t.amin()`); NaN if any element is NaN.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = Tensor::<i8, shape![3]>::from([1, -5, 2]);
    /// assert_eq!(t.amin_all(), -5);
    /// ```
    ///
    /// # Panics
    ///
    /// When the tensor has no elements (see [`try_amin_all`](Self::try_amin_all)).
    #[track_caller]
    #[inline]
    pub fn amin_all(&self) -> T {
        or_panic(self.extreme_all::<Min>(), self.shape())
    }

    /// The row-major position of the first largest element (PyTorch's `t.argmax()`); a NaN
    /// counts as the largest.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = Tensor::<i32, shape![2, 2]>::from([[1, 7], [7, 0]]);
    /// assert_eq!(t.argmax_all(), 1);
    /// assert_eq!(t.transpose::<0, 1>().argmax_all(), 1);
    /// ```
    ///
    /// # Panics
    ///
    /// When the tensor has no elements (see [`try_argmax_all`](Self::try_argmax_all)).
    #[track_caller]
    #[inline]
    pub fn argmax_all(&self) -> usize {
        or_panic(self.pick_all::<ArgMax>(), self.shape())
    }

    /// The row-major position of the first smallest element (PyTorch's `t.argmin()`); a NaN
    /// counts as the smallest.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = Tensor::<f32, shape![3]>::from([2.0, -1.0, -1.0]);
    /// assert_eq!(t.argmin_all(), 1);
    /// ```
    ///
    /// # Panics
    ///
    /// When the tensor has no elements (see [`try_argmin_all`](Self::try_argmin_all)).
    #[track_caller]
    #[inline]
    pub fn argmin_all(&self) -> usize {
        or_panic(self.pick_all::<ArgMin>(), self.shape())
    }

    /// [`amax_all`](Self::amax_all), returning the error instead of panicking.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// assert_eq!(
    ///     DynTensor::<f32>::zeros(&[0]).try_amax_all().unwrap_err().to_string(),
    ///     "amax(): Expected reduction dim to be specified for input.numel() == 0. \
    ///      Specify the reduction dim with the 'dim' argument."
    /// );
    /// ```
    ///
    /// # Errors
    ///
    /// [`ShapeError::ReductionEmptyInput`](crate::ShapeError::ReductionEmptyInput) when the
    /// tensor has no elements.
    #[cfg(feature = "alloc")]
    pub fn try_amax_all(&self) -> Result<T, crate::ShapeError> {
        self.extreme_all::<Max>().map_err(|f| f.error(self.shape()))
    }

    /// [`amin_all`](Self::amin_all), returning the error instead of panicking.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// assert_eq!(DynTensor::from_vec(vec![3, 1], &[2]).unwrap().try_amin_all(), Ok(1));
    /// ```
    ///
    /// # Errors
    ///
    /// [`ShapeError::ReductionEmptyInput`](crate::ShapeError::ReductionEmptyInput) when the
    /// tensor has no elements.
    #[cfg(feature = "alloc")]
    pub fn try_amin_all(&self) -> Result<T, crate::ShapeError> {
        self.extreme_all::<Min>().map_err(|f| f.error(self.shape()))
    }

    /// [`argmax_all`](Self::argmax_all), returning the error instead of panicking.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// assert_eq!(
    ///     DynTensor::<f32>::zeros(&[2, 0]).try_argmax_all().unwrap_err().to_string(),
    ///     "argmax(): Expected reduction dim to be specified for input.numel() == 0."
    /// );
    /// ```
    ///
    /// # Errors
    ///
    /// [`ShapeError::ReductionEmptyInput`](crate::ShapeError::ReductionEmptyInput) when the
    /// tensor has no elements.
    #[cfg(feature = "alloc")]
    pub fn try_argmax_all(&self) -> Result<usize, crate::ShapeError> {
        self.pick_all::<ArgMax>().map_err(|f| f.error(self.shape()))
    }

    /// [`argmin_all`](Self::argmin_all), returning the error instead of panicking.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// assert_eq!(DynTensor::from_vec(vec![3, 1, 1], &[3]).unwrap().try_argmin_all(), Ok(1));
    /// ```
    ///
    /// # Errors
    ///
    /// [`ShapeError::ReductionEmptyInput`](crate::ShapeError::ReductionEmptyInput) when the
    /// tensor has no elements.
    #[cfg(feature = "alloc")]
    pub fn try_argmin_all(&self) -> Result<usize, crate::ShapeError> {
        self.pick_all::<ArgMin>().map_err(|f| f.error(self.shape()))
    }
}
