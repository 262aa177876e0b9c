//! Variance and standard deviation (PyTorch's `var`/`std` with `correction`, NumPy's `ddof`):
//! the sum of squared deviations from the mean divided by `max(n - correction, 0)`, where `n`
//! is the number of elements reduced into each result. So one element with `correction = 1`
//! gives NaN (0 / 0), an empty reduction NaN, and a correction above `n` infinity (or NaN
//! when every deviation is 0) — NumPy's results; PyTorch returns the same values and warns.
//!
//! Two passes: the mean, then the squared deviations from it, each folded pairwise in the
//! logical order of the reduced elements ([`pairwise`](super::pairwise)), so a transposed or
//! stride-0 view gives the same bits as a contiguous tensor of the same values. Over all
//! elements, along a static axis, and along run-time dims.
//!
//! ```
//! use shaped::prelude::*;
//! let x = Tensor::<f64, shape![2, 3]>::from([[1.0, 2.0, 3.0], [2.0, 4.0, 6.0]]);
//! assert_eq!(x.var::<1>(1).to_vec(), vec![1.0, 4.0]);
//! assert_eq!(x.var::<0>(0).to_vec(), vec![0.25, 1.0, 2.25]);
//! assert_eq!(x.var_all(1), 16.0 / 5.0);
//! ```

use super::axis::Split;
use super::build::{elements_mut, filled};
use super::element::{MeanElement, Reducible};
use super::failure::ReduceFailure;
use super::kernel::fold_map_into;
use super::pairwise;
use super::storage::{ReadStorage, with_static};
use crate::kernel::{CAP, Strided};
#[cfg(feature = "alloc")]
use crate::shape::DynShape;
use crate::shape::{Shape, TupleShape};
use crate::tensor::TensorBase;

/// `x - mean`, squared.
#[inline(always)]
fn squared_deviation<T: MeanElement>(x: T, mean: T) -> T {
    let d = x.sub(mean);
    d.mul(d)
}

/// Means into `mean` and sums of squared deviations from them into `out` (both zero-filled,
/// row-major over the kept dims) of `input` reduced along the dims marked in `reduced`, `count`
/// elements into each: both folds pairwise, in the logical order of the reduced dims
/// ([`fold_map_into`](super::kernel::fold_map_into)), so every layout gives the same bits.
fn deviations_strided<T: MeanElement>(
    input: &Strided<'_, T>,
    reduced: &[bool],
    count: usize,
    mean: &mut [T],
    out: &mut [T],
) {
    let add = <T as Reducible>::add;
    fold_map_into(input, reduced, mean, T::ZERO, add, |x, _| x);
    for m in mean.iter_mut() {
        *m = m.div_count(count);
    }
    let mean = &*mean;
    fold_map_into(input, reduced, out, T::ZERO, add, |x, o| {
        squared_deviation(x, mean[o])
    });
}

/// The same for a row-major array reduced along an axis of size `n` with `inner` elements
/// after it ([`pairwise::fold_lanes`], the same bits; no panic path).
#[inline(always)]
fn deviations_lanes<T: MeanElement>(
    xs: &[T],
    n: usize,
    inner: usize,
    mean: &mut [T],
    out: &mut [T],
) {
    let add = <T as Reducible>::add;
    pairwise::fold_lanes(xs, mean, n, inner, T::ZERO, add, |x, _| x);
    for m in mean.iter_mut() {
        *m = m.div_count(n);
    }
    let mean = &*mean;
    pairwise::fold_lanes(xs, out, n, inner, T::ZERO, add, |x, o| {
        squared_deviation(x, mean.get(o).copied().unwrap_or(T::ZERO))
    });
}

/// Sums of squared deviations into variances: each divided by `max(count - correction, 0)`.
#[inline(always)]
fn finish<T: MeanElement>(out: &mut [T], count: usize, correction: usize) {
    let dof = count.saturating_sub(correction);
    for x in out {
        *x = x.div_count(dof);
    }
}

/// **Reductions**: variance and standard deviation of all elements.
impl<T: MeanElement, S: Shape, M: ReadStorage<T, S>> TensorBase<T, S, M> {
    /// The variance of all elements (PyTorch's `t.var(correction=c)`, NumPy's
    /// `np.var(t, ddof=c)`): the squared deviations from the mean summed and divided by
    /// `max(numel - correction, 0)`. `correction = 1` is the unbiased sample variance
    /// (PyTorch's default), `0` the population variance. NaN for a tensor with no elements or
    /// one element with `correction = 1`. Never fails.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = Tensor::<f32, shape![4]>::from([1.0, 2.0, 3.0, 4.0]);
    /// assert_eq!(t.var_all(0), 1.25);
    /// assert_eq!(t.var_all(1), 5.0 / 3.0);
    /// assert!(Tensor::<f32, shape![1]>::from([7.0]).var_all(1).is_nan());
    /// assert_eq!(t.var_all(5), f32::INFINITY); // correction above the count: NumPy's inf
    /// ```
    #[inline]
    pub fn var_all(&self, correction: usize) -> T {
        let (mut mean, mut sum) = ([T::ZERO], [T::ZERO]);
        let fold = |xs: &[T]| deviations_lanes(xs, xs.len(), 1, &mut mean, &mut sum);
        if with_static::<T, S, M, _>(&self.buf, fold).is_none() {
            let all = [true; CAP];
            let rank = self.rank().min(CAP);
            let count = self.numel();
            self.with_strided(|s| deviations_strided(s, &all[..rank], count, &mut mean, &mut sum));
        }
        finish(&mut sum, self.numel(), correction);
        sum[0]
    }

    /// The standard deviation of all elements: the square root of
    /// [`var_all`](Self::var_all) (PyTorch's `t.std(correction=c)`). Needs the `std` or the
    /// `libm` feature (for `no_std`).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = DynTensor::from_vec(vec![2.0f64, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0], &[8]).unwrap();
    /// assert_eq!(t.std_all(0), 2.0);
    /// ```
    #[cfg(any(feature = "std", feature = "libm"))]
    #[inline]
    pub fn std_all(&self, correction: usize) -> T
    where
        T: num_traits::Float,
    {
        self.var_all(correction).sqrt()
    }
}

impl<T: MeanElement, S: TupleShape, M: ReadStorage<T, S>> TensorBase<T, S, M> {
    /// The variance along axis `A` into a result of shape `Out` (the axis removed or kept).
    #[inline(always)]
    pub(super) fn var_axis_core<const A: usize, Out: Shape>(
        &self,
        index: Out::Index,
        correction: usize,
    ) -> Result<TensorBase<T, Out, M::Owned>, ReduceFailure> {
        let mut mean = filled::<T, Out, M::Owned>(index.clone(), T::ZERO)?;
        let mut out = filled::<T, Out, M::Owned>(index, T::ZERO)?;
        let m = elements_mut(&mut mean);
        let dst = elements_mut(&mut out);
        let (n, inner) = (Split::<S, A>::N, Split::<S, A>::INNER);
        let fold = |xs: &[T]| deviations_lanes(xs, n, inner, &mut *m, &mut *dst);
        if with_static::<T, S, M, _>(&self.buf, fold).is_none() {
            let mut mask = [false; CAP];
            mask[A] = true;
            let count = self.axis_size::<A>();
            self.with_strided(|s| deviations_strided(s, &mask[..self.rank()], count, m, dst));
        }
        finish(dst, self.axis_size::<A>(), correction);
        Ok(out)
    }
}

/// The trait items (`decls`) or impl items (`impls`) of `var` and `std` along a static axis,
/// for [`StaticReductions`](super::StaticReductions).
macro_rules! var_reductions {
    (decls) => {
        /// The variance along axis `AXIS`, which the result's shape drops (PyTorch's
        /// `var(dim=AXIS, correction=c)`, NumPy's `np.var(t, axis=AXIS, ddof=c)`): for each result
        /// element, the squared deviations from its mean summed and divided by
        /// `max(n - correction, 0)`, `n` the axis's size. `correction = 1` is the unbiased sample
        /// variance (PyTorch's default). NaN along an empty axis or an axis of one element with
        /// `correction = 1`. An axis out of range does not compile.
        ///
        /// ```
        /// use shaped::prelude::*;
        /// let x = Tensor::<f32, shape![2, 3]>::from([[1.0, 2.0, 4.0], [3.0, 5.0, 9.0]]);
        /// let v: Tensor<f32, shape![3]> = x.var::<0>(0);
        /// assert_eq!(v.to_vec(), vec![1.0, 2.25, 6.25]);
        /// assert!(x.var::<0>(2).to_vec().iter().all(|v| v.is_infinite())); // n - correction = 0
        /// ```
        ///
        /// # Panics
        ///
        /// Only when a heap result cannot be allocated (never for inline tensors). See
        /// [`try_var`](Self::try_var).
        fn var<const AXIS: usize>(&self, correction: usize) -> Self::Removed<T, AXIS>
        where
            T: MeanElement,
            S: HasAxis<AXIS>;

        /// The variance along axis `AXIS`, which the result keeps as size 1, so it broadcasts back
        /// against `self` (PyTorch's `var(dim=AXIS, correction=c, keepdim=True)`).
        ///
        /// ```
        /// use shaped::prelude::*;
        /// let x = Tensor::<f64, shape![2, 2]>::from([[1.0, 3.0], [5.0, 9.0]]);
        /// let v: Tensor<f64, shape![2, 1]> = x.var_keepdim::<1>(1);
        /// assert_eq!(v.to_vec(), vec![2.0, 8.0]);
        /// ```
        ///
        /// # Panics
        ///
        /// Only when a heap result cannot be allocated (never for inline tensors). See
        /// [`try_var_keepdim`](Self::try_var_keepdim).
        fn var_keepdim<const AXIS: usize>(&self, correction: usize) -> Self::Kept<T, AXIS>
        where
            T: MeanElement,
            S: HasAxis<AXIS>;

        /// [`var`](Self::var) returning the error instead of panicking.
        ///
        /// ```
        /// use shaped::prelude::*;
        /// let t = HeapTensor::<f32, shape![Dyn, 2]>::from_vec(vec![1.0, 3.0], &[1, 2]).unwrap();
        /// assert_eq!(t.try_var::<1>(0).unwrap().to_vec(), vec![1.0]);
        /// ```
        ///
        /// # Errors
        ///
        /// Only when a heap result cannot be allocated.
        #[cfg(feature = "alloc")]
        fn try_var<const AXIS: usize>(
            &self,
            correction: usize,
        ) -> Result<Self::Removed<T, AXIS>, crate::ShapeError>
        where
            T: MeanElement,
            S: HasAxis<AXIS>;

        /// [`var_keepdim`](Self::var_keepdim) returning the error instead of panicking.
        ///
        /// ```
        /// use shaped::prelude::*;
        /// let t = HeapTensor::<f32, shape![Dyn, 2]>::from_vec(vec![1.0, 3.0], &[1, 2]).unwrap();
        /// assert_eq!(t.try_var_keepdim::<1>(0).unwrap().shape(), &[1, 1]);
        /// ```
        ///
        /// # Errors
        ///
        /// Only when a heap result cannot be allocated.
        #[cfg(feature = "alloc")]
        fn try_var_keepdim<const AXIS: usize>(
            &self,
            correction: usize,
        ) -> Result<Self::Kept<T, AXIS>, crate::ShapeError>
        where
            T: MeanElement,
            S: HasAxis<AXIS>;

        /// The standard deviation along axis `AXIS`, which the result drops: the square root of
        /// [`var`](Self::var) (PyTorch's `std(dim=AXIS, correction=c)`). Needs the `std` or the
        /// `libm` feature.
        ///
        /// ```
        /// use shaped::prelude::*;
        /// let x = Tensor::<f64, shape![2, 2]>::from([[1.0, 3.0], [5.0, 9.0]]);
        /// assert_eq!(x.std::<1>(0).to_vec(), vec![1.0, 2.0]);
        /// ```
        ///
        /// # Panics
        ///
        /// Only when a heap result cannot be allocated (never for inline tensors).
        #[cfg(any(feature = "std", feature = "libm"))]
        fn std<const AXIS: usize>(&self, correction: usize) -> Self::Removed<T, AXIS>
        where
            T: MeanElement,
            S: HasAxis<AXIS>,
            T: num_traits::Float;

        /// The standard deviation along axis `AXIS`, kept as size 1 so it broadcasts back:
        /// `(&x - &x.mean_keepdim::<A>()) / &x.std_keepdim::<A>(1)` standardises `x` along `A`.
        /// Needs the `std` or the `libm` feature.
        ///
        /// ```
        /// use shaped::prelude::*;
        /// let x = Tensor::<f64, shape![2, 2]>::from([[1.0, 3.0], [5.0, 9.0]]);
        /// let z = &(&x - &x.mean_keepdim::<1>()) / &x.std_keepdim::<1>(0);
        /// assert_eq!(z.to_vec(), vec![-1.0, 1.0, -1.0, 1.0]);
        /// ```
        ///
        /// # Panics
        ///
        /// Only when a heap result cannot be allocated (never for inline tensors).
        #[cfg(any(feature = "std", feature = "libm"))]
        fn std_keepdim<const AXIS: usize>(&self, correction: usize) -> Self::Kept<T, AXIS>
        where
            T: MeanElement,
            S: HasAxis<AXIS>,
            T: num_traits::Float;
    };
    (impls) => {
        #[track_caller]
        #[inline]
        fn var<const AXIS: usize>(&self, correction: usize) -> AxisRemoved<T, T, S, AXIS, M>
        where
            T: MeanElement,
            S: HasAxis<AXIS>,
        {
            let r = self.var_axis_core::<AXIS, _>(self.removed_index::<AXIS>(), correction);
            or_panic(r, self.shape())
        }

        #[track_caller]
        #[inline]
        fn var_keepdim<const AXIS: usize>(&self, correction: usize) -> AxisKept<T, T, S, AXIS, M>
        where
            T: MeanElement,
            S: HasAxis<AXIS>,
        {
            let r = self.var_axis_core::<AXIS, _>(self.kept_index::<AXIS>(), correction);
            or_panic(r, self.shape())
        }

        #[cfg(feature = "alloc")]
        fn try_var<const AXIS: usize>(
            &self,
            correction: usize,
        ) -> Result<AxisRemoved<T, T, S, AXIS, M>, crate::ShapeError>
        where
            T: MeanElement,
            S: HasAxis<AXIS>,
        {
            self.var_axis_core::<AXIS, _>(self.removed_index::<AXIS>(), correction)
                .map_err(|f| f.error(self.shape()))
        }

        #[cfg(feature = "alloc")]
        fn try_var_keepdim<const AXIS: usize>(
            &self,
            correction: usize,
        ) -> Result<AxisKept<T, T, S, AXIS, M>, crate::ShapeError>
        where
            T: MeanElement,
            S: HasAxis<AXIS>,
        {
            self.var_axis_core::<AXIS, _>(self.kept_index::<AXIS>(), correction)
                .map_err(|f| f.error(self.shape()))
        }

        #[cfg(any(feature = "std", feature = "libm"))]
        #[track_caller]
        #[inline]
        fn std<const AXIS: usize>(&self, correction: usize) -> AxisRemoved<T, T, S, AXIS, M>
        where
            T: MeanElement,
            S: HasAxis<AXIS>,
            T: num_traits::Float,
        {
            let mut v = self.var::<AXIS>(correction);
            roots(elements_mut(&mut v));
            v
        }

        #[cfg(any(feature = "std", feature = "libm"))]
        #[track_caller]
        #[inline]
        fn std_keepdim<const AXIS: usize>(&self, correction: usize) -> AxisKept<T, T, S, AXIS, M>
        where
            T: MeanElement,
            S: HasAxis<AXIS>,
            T: num_traits::Float,
        {
            let mut v = self.var_keepdim::<AXIS>(correction);
            roots(elements_mut(&mut v));
            v
        }
    };
}
pub(super) use var_reductions;

/// Variances into standard deviations.
#[cfg(any(feature = "std", feature = "libm"))]
pub(super) fn roots<T: num_traits::Float>(xs: &mut [T]) {
    for x in xs {
        *x = x.sqrt();
    }
}

#[cfg(feature = "alloc")]
impl<T: MeanElement, M: crate::tensor::Storage<T, DynShape>> TensorBase<T, DynShape, M> {
    pub(super) fn var_dims_core(
        &self,
        dims: &[isize],
        correction: usize,
        keepdim: bool,
    ) -> Result<crate::DynTensor<T>, crate::ShapeError> {
        let shape = self.shape();
        let r = super::dims::reduced(shape, dims, keepdim)?;
        let fail = |f: crate::kernel::Failure| f.error(&r.out, &r.out);
        let mut mean =
            filled::<T, crate::shape::DynShape, crate::tensor::Heap>(r.out.clone(), T::ZERO)
                .map_err(fail)?;
        let mut out =
            filled::<T, crate::shape::DynShape, crate::tensor::Heap>(r.out.clone(), T::ZERO)
                .map_err(fail)?;
        let dst = elements_mut(&mut out);
        deviations_strided(
            &self.strided(),
            &r.mask[..shape.len()],
            r.count,
            elements_mut(&mut mean),
            dst,
        );
        finish(dst, r.count, correction);
        Ok(out)
    }
}

/// The trait items (`decls`) or impl items (`impls`) of `var` and `std` along run-time dims,
/// for [`DynReductions`](super::DynReductions).
#[cfg(feature = "alloc")]
macro_rules! var_dyn_reductions {
    (decls) => {
        #[cfg(feature = "alloc")]
        /// The variance along dim `dim` (negative counts from the end), divided by
        /// `max(n - correction, 0)` (PyTorch's `var(dim, correction=c, keepdim)`, NumPy's
        /// `np.var(t, axis=dim, ddof=c)`); with `keepdim` the dim stays as size 1.
        ///
        /// ```
        /// use shaped::prelude::*;
        /// let t = DynTensor::from_vec(vec![1.0f64, 2.0, 3.0, 2.0, 4.0, 6.0], &[2, 3]).unwrap();
        /// assert_eq!(t.try_var(-1, 1, false).unwrap().to_vec(), vec![1.0, 4.0]);
        /// assert_eq!(
        ///     t.try_var(2, 1, false).unwrap_err().to_string(),
        ///     "Dimension out of range (expected to be in range of [-2, 1], but got 2)"
        /// );
        /// ```
        ///
        /// # Errors
        ///
        /// PyTorch's `Dimension out of range` text for a dim outside `[-rank, rank - 1]`;
        /// `OutOfMemory` when the result cannot be allocated.
        fn try_var(
            &self,
            dim: isize,
            correction: usize,
            keepdim: bool,
        ) -> Result<crate::DynTensor<T>, crate::ShapeError>
        where
            T: MeanElement;

        #[cfg(feature = "alloc")]
        /// [`try_var`](Self::try_var) that panics on error.
        ///
        /// ```
        /// use shaped::prelude::*;
        /// let t = DynTensor::from_vec(vec![1.0f32, 3.0, 5.0, 9.0], &[2, 2]).unwrap();
        /// assert_eq!(t.var(0, 0, true).to_vec(), vec![4.0, 9.0]);
        /// ```
        ///
        /// # Panics
        ///
        /// With the error's text, in the cases listed at [`try_var`](Self::try_var).
        fn var(&self, dim: isize, correction: usize, keepdim: bool) -> crate::DynTensor<T>
        where
            T: MeanElement;

        #[cfg(feature = "alloc")]
        /// The variance along every dim in `dims` (an empty list means every dim, as PyTorch's
        /// `dim=[]`), `n` being the number of elements reduced into each result.
        ///
        /// ```
        /// use shaped::prelude::*;
        /// let t = DynTensor::from_vec(vec![1.0f64, 2.0, 3.0, 4.0], &[2, 1, 2]).unwrap();
        /// assert_eq!(t.try_var_dims(&[0, 2], 0, false).unwrap().to_vec(), vec![1.25]);
        /// assert_eq!(
        ///     t.try_var_dims(&[0, -3], 0, false).unwrap_err().to_string(),
        ///     "dim 0 appears multiple times in the list of dims"
        /// );
        /// ```
        ///
        /// # Errors
        ///
        /// PyTorch's texts for a dim out of range or named twice; `OutOfMemory` when the result
        /// cannot be allocated.
        fn try_var_dims(
            &self,
            dims: &[isize],
            correction: usize,
            keepdim: bool,
        ) -> Result<crate::DynTensor<T>, crate::ShapeError>
        where
            T: MeanElement;

        #[cfg(feature = "alloc")]
        /// [`try_var_dims`](Self::try_var_dims) that panics on error.
        ///
        /// ```
        /// use shaped::prelude::*;
        /// let t = DynTensor::from_vec(vec![1.0f32, 2.0, 3.0, 4.0], &[2, 2]).unwrap();
        /// assert_eq!(t.var_dims(&[], 0, false).to_vec(), vec![1.25]);
        /// ```
        ///
        /// # Panics
        ///
        /// With the error's text, in the cases listed at [`try_var_dims`](Self::try_var_dims).
        fn var_dims(&self, dims: &[isize], correction: usize, keepdim: bool) -> crate::DynTensor<T>
        where
            T: MeanElement;

        #[cfg(feature = "alloc")]
        /// The standard deviation along dim `dim`: the square root of
        /// [`try_var`](Self::try_var) (PyTorch's `std(dim, correction=c, keepdim)`). Needs the
        /// `std` or the `libm` feature.
        ///
        /// ```
        /// use shaped::prelude::*;
        /// let t = DynTensor::from_vec(vec![1.0f64, 3.0, 5.0, 9.0], &[2, 2]).unwrap();
        /// assert_eq!(t.try_std(1, 0, false).unwrap().to_vec(), vec![1.0, 2.0]);
        /// ```
        ///
        /// # Errors
        ///
        /// As [`try_var`](Self::try_var).
        #[cfg(any(feature = "std", feature = "libm"))]
        fn try_std(
            &self,
            dim: isize,
            correction: usize,
            keepdim: bool,
        ) -> Result<crate::DynTensor<T>, crate::ShapeError>
        where
            T: MeanElement,
            T: num_traits::Float;

        #[cfg(feature = "alloc")]
        /// [`try_std`](Self::try_std) that panics on error.
        ///
        /// ```
        /// use shaped::prelude::*;
        /// let t = DynTensor::from_vec(vec![1.0f64, 3.0, 5.0, 9.0], &[2, 2]).unwrap();
        /// let z = &(&t - &t.mean(1, true)) / &t.std(1, 0, true);
        /// assert_eq!(z.to_vec(), vec![-1.0, 1.0, -1.0, 1.0]);
        /// ```
        ///
        /// # Panics
        ///
        /// With the error's text, in the cases listed at [`try_var`](Self::try_var).
        #[cfg(any(feature = "std", feature = "libm"))]
        fn std(&self, dim: isize, correction: usize, keepdim: bool) -> crate::DynTensor<T>
        where
            T: MeanElement,
            T: num_traits::Float;

        #[cfg(feature = "alloc")]
        /// The standard deviation along every dim in `dims` (an empty list means every dim).
        /// Needs the `std` or the `libm` feature.
        ///
        /// ```
        /// use shaped::prelude::*;
        /// let t = DynTensor::from_vec(vec![2.0f64, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0], &[2, 4]).unwrap();
        /// assert_eq!(t.try_std_dims(&[0, 1], 0, true).unwrap().to_vec(), vec![2.0]);
        /// ```
        ///
        /// # Errors
        ///
        /// As [`try_var_dims`](Self::try_var_dims).
        #[cfg(any(feature = "std", feature = "libm"))]
        fn try_std_dims(
            &self,
            dims: &[isize],
            correction: usize,
            keepdim: bool,
        ) -> Result<crate::DynTensor<T>, crate::ShapeError>
        where
            T: MeanElement,
            T: num_traits::Float;

        #[cfg(feature = "alloc")]
        /// [`try_std_dims`](Self::try_std_dims) that panics on error.
        ///
        /// ```
        /// use shaped::prelude::*;
        /// let t = DynTensor::from_vec(vec![1.0f64, 3.0], &[2]).unwrap();
        /// assert_eq!(t.std_dims(&[], 0, false).to_vec(), vec![1.0]);
        /// ```
        ///
        /// # Panics
        ///
        /// With the error's text, in the cases listed at [`try_var_dims`](Self::try_var_dims).
        #[cfg(any(feature = "std", feature = "libm"))]
        fn std_dims(&self, dims: &[isize], correction: usize, keepdim: bool) -> crate::DynTensor<T>
        where
            T: MeanElement,
            T: num_traits::Float;
    };
    (impls) => {
        #[cfg(feature = "alloc")]
        fn try_var(
            &self,
            dim: isize,
            correction: usize,
            keepdim: bool,
        ) -> Result<crate::DynTensor<T>, crate::ShapeError>
        where
            T: MeanElement,
        {
            self.var_dims_core(&[dim], correction, keepdim)
        }

        #[cfg(feature = "alloc")]
        #[track_caller]
        fn var(&self, dim: isize, correction: usize, keepdim: bool) -> crate::DynTensor<T>
        where
            T: MeanElement,
        {
            crate::ops::or_panic(self.try_var(dim, correction, keepdim))
        }

        #[cfg(feature = "alloc")]
        fn try_var_dims(
            &self,
            dims: &[isize],
            correction: usize,
            keepdim: bool,
        ) -> Result<crate::DynTensor<T>, crate::ShapeError>
        where
            T: MeanElement,
        {
            self.var_dims_core(dims, correction, keepdim)
        }

        #[cfg(feature = "alloc")]
        #[track_caller]
        fn var_dims(&self, dims: &[isize], correction: usize, keepdim: bool) -> crate::DynTensor<T>
        where
            T: MeanElement,
        {
            crate::ops::or_panic(self.var_dims_core(dims, correction, keepdim))
        }

        #[cfg(feature = "alloc")]
        #[cfg(any(feature = "std", feature = "libm"))]
        fn try_std(
            &self,
            dim: isize,
            correction: usize,
            keepdim: bool,
        ) -> Result<crate::DynTensor<T>, crate::ShapeError>
        where
            T: MeanElement,
            T: num_traits::Float,
        {
            self.try_std_dims(&[dim], correction, keepdim)
        }

        #[cfg(feature = "alloc")]
        #[cfg(any(feature = "std", feature = "libm"))]
        #[track_caller]
        fn std(&self, dim: isize, correction: usize, keepdim: bool) -> crate::DynTensor<T>
        where
            T: MeanElement,
            T: num_traits::Float,
        {
            crate::ops::or_panic(self.try_std(dim, correction, keepdim))
        }

        #[cfg(feature = "alloc")]
        #[cfg(any(feature = "std", feature = "libm"))]
        fn try_std_dims(
            &self,
            dims: &[isize],
            correction: usize,
            keepdim: bool,
        ) -> Result<crate::DynTensor<T>, crate::ShapeError>
        where
            T: MeanElement,
            T: num_traits::Float,
        {
            let mut v = self.var_dims_core(dims, correction, keepdim)?;
            roots(elements_mut(&mut v));
            Ok(v)
        }

        #[cfg(feature = "alloc")]
        #[cfg(any(feature = "std", feature = "libm"))]
        #[track_caller]
        fn std_dims(&self, dims: &[isize], correction: usize, keepdim: bool) -> crate::DynTensor<T>
        where
            T: MeanElement,
            T: num_traits::Float,
        {
            crate::ops::or_panic(self.try_std_dims(dims, correction, keepdim))
        }
    };
}
#[cfg(feature = "alloc")]
pub(super) use var_dyn_reductions;
