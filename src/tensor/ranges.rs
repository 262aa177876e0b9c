//! Ranges and the identity: `arange`, `linspace` (1-d, with PyTorch's values and texts) and the
//! dynamic `eye` (the inline `Tensor::eye` is a constant and the heap one lives with it in
//! [`linalg`](crate::ops::linalg)). Every identity with a run-time buffer is written by one
//! function, [`fill_eye`].

#[cfg(feature = "alloc")]
use num_traits::{One, Zero};

use super::base::TensorBase;
use super::storage::Kind;
use crate::shape::{Const, StaticShape, class::Repr};

/// The identity written into a row-major buffer of matrices of `rows` x `cols` (every matrix
/// of a batch): ones on the main diagonal, zeros elsewhere.
#[cfg(feature = "alloc")]
pub(crate) fn fill_eye<T: Zero + One>(data: &mut [T], rows: usize, cols: usize) {
    if rows == 0 || cols == 0 {
        return;
    }
    for m in data.chunks_exact_mut(rows * cols) {
        for (i, row) in m.chunks_exact_mut(cols).enumerate() {
            for (j, x) in row.iter_mut().enumerate() {
                *x = if i == j { T::one() } else { T::zero() };
            }
        }
    }
}

/// An element type of `arange` and `linspace`: the primitive integers and floats, with the
/// arithmetic their values are computed with (PyTorch's: `start + i * step`).
///
/// ```
/// use shaped::tensor::RangeElement;
/// assert_eq!(RangeElement::at(1.0f64, 0.5, 3), 2.5);
/// assert_eq!(RangeElement::at(10i32, -3, 2), 4);
/// ```
pub trait RangeElement: crate::sealed::SealedElement + Copy + PartialOrd + 'static {
    /// `start + i * step` (wrapping for integers).
    fn at(start: Self, step: Self, i: usize) -> Self;
    /// The value as `f64`, for the length of a float range (PyTorch computes it in double).
    fn to_f64(self) -> f64;
    /// For integers, `|end - start|` and `|step|` exactly, from which the length of a range
    /// is computed in integers (as PyTorch computes `int64` lengths); `None` for floats.
    #[doc(hidden)]
    fn span(start: Self, end: Self, step: Self) -> Option<(u128, u128)>;
    /// Zero.
    const ZERO: Self;
}

macro_rules! range_int {
    ($($t:ty: $wide:ty),*) => {$(
        impl RangeElement for $t {
            #[inline(always)]
            fn at(start: Self, step: Self, i: usize) -> Self {
                start.wrapping_add(step.wrapping_mul(i as $t))
            }
            #[inline(always)]
            fn to_f64(self) -> f64 {
                self as f64
            }
            #[inline]
            fn span(start: Self, end: Self, step: Self) -> Option<(u128, u128)> {
                // Widened losslessly (signed to `i128`, unsigned to `u128`); the distance of two
                // `i128`s fits `u128`.
                let (s, e, d) = (start as $wide, end as $wide, step as $wide);
                Some((e.abs_diff(s), d.abs_diff(0)))
            }
            const ZERO: Self = 0;
        }
    )*};
}
range_int!(
    i8: i128, i16: i128, i32: i128, i64: i128, i128: i128, isize: i128,
    u8: u128, u16: u128, u32: u128, u64: u128, u128: u128, usize: u128
);

macro_rules! range_float {
    ($($t:ty),*) => {$(
        impl RangeElement for $t {
            #[inline(always)]
            fn at(start: Self, step: Self, i: usize) -> Self {
                start + step * i as $t
            }
            #[inline(always)]
            fn to_f64(self) -> f64 {
                self as f64
            }
            #[inline(always)]
            fn span(_: Self, _: Self, _: Self) -> Option<(u128, u128)> {
                None
            }
            const ZERO: Self = 0.0;
        }
    )*};
}
range_float!(f32, f64);

/// A floating-point element of `linspace`: `f32` and `f64`.
///
/// ```
/// use shaped::tensor::LinspaceElement;
/// assert_eq!(LinspaceElement::point(0.0f64, 1.0, 5, 1), 0.25);
/// ```
#[diagnostic::on_unimplemented(
    message = "`linspace` needs `f32` or `f64` elements, not `{Self}`",
    label = "`{Self}` elements",
    note = "`arange` builds integer ranges"
)]
pub trait LinspaceElement: RangeElement {
    /// Point `i` of `steps` evenly spaced points from `start` to `end`, as PyTorch computes
    /// it: `start + step * i` in the first half, `end - step * (steps - 1 - i)` in the second,
    /// with `step = (end - start) / (steps - 1)`, so both ends are exact.
    fn point(start: Self, end: Self, steps: usize, i: usize) -> Self;
}

macro_rules! linspace_float {
    ($($t:ty),*) => {$(
        impl LinspaceElement for $t {
            #[inline(always)]
            fn point(start: Self, end: Self, steps: usize, i: usize) -> Self {
                if steps <= 1 {
                    return start;
                }
                let step = (end - start) / (steps - 1) as $t;
                if i < steps / 2 {
                    start + step * i as $t
                } else {
                    end - step * (steps - 1 - i) as $t
                }
            }
        }
    )*};
}
linspace_float!(f32, f64);

/// **Creating** 1-d ranges of a static length.
impl<T: RangeElement, const N: usize, C: Repr, K: Kind> TensorBase<T, (Const<N, C>,), K> {
    /// The `N` values `start, start + step, start + 2 * step, …` (PyTorch's
    /// `torch.arange(start, start + N * step, step)`; the length is the type's). Integers wrap
    /// on overflow.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = Tensor::<i32, shape![4]>::arange(0, 3);
    /// assert_eq!(t.to_vec(), vec![0, 3, 6, 9]);
    /// let h: HeapTensor<f64, shape![3]> = HeapTensor::arange(1.0, 0.5);
    /// assert_eq!(h.to_vec(), vec![1.0, 1.5, 2.0]);
    /// ```
    ///
    /// # Panics
    ///
    /// Only for a heap tensor whose buffer cannot be allocated (inline tensors never panic).
    #[track_caller]
    #[inline]
    pub fn arange(start: T, step: T) -> Self
    where
        (Const<N, C>,): StaticShape,
    {
        Self::from_fn(|i| T::at(start, step, i))
    }

    /// `N` evenly spaced values from `start` to `end`, both included (PyTorch's
    /// `torch.linspace(start, end, N)`, with its values: the first half counted from `start`,
    /// the second from `end`; NumPy's `np.linspace` counts every value from `start` and may
    /// differ in the last bit). One value is `start`.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = Tensor::<f32, shape![5]>::linspace(0.0, 1.0);
    /// assert_eq!(t.to_vec(), vec![0.0, 0.25, 0.5, 0.75, 1.0]);
    /// ```
    ///
    /// # Panics
    ///
    /// Only for a heap tensor whose buffer cannot be allocated (inline tensors never panic).
    #[track_caller]
    #[inline]
    pub fn linspace(start: T, end: T) -> Self
    where
        T: LinspaceElement,
        (Const<N, C>,): StaticShape,
    {
        Self::from_fn(|i| T::point(start, end, N, i))
    }
}

#[cfg(feature = "alloc")]
mod dynamic {
    use alloc::string::{String, ToString};

    use super::*;
    use crate::ShapeError;
    use crate::shape::DynShape;
    use crate::tensor::Heap;

    /// A float bound or step as PyTorch prints it in its errors (`nan`, `inf`, `-inf`).
    fn bound_text(x: f64) -> String {
        if x.is_nan() {
            "nan".into()
        } else {
            x.to_string()
        }
    }

    /// The length of `arange(start, end, step)`, PyTorch's `ceil((end - start) / step)`, or
    /// its error, checked in PyTorch's order: the step (finite, then not zero), the bounds
    /// (finite), the step's sign against the bounds (compared in `f64`, as PyTorch), the
    /// length. Integer lengths are computed exactly (PyTorch's `int64` path; `f64` would round
    /// above 2^53), float lengths in `f64`. Integer bounds that are equal in `f64` but in the
    /// wrong order for the step pass the sign check and give a negative length, which is
    /// PyTorch's `invalid size, possible overflow?`.
    pub(crate) fn arange_len<T: RangeElement>(
        start: T,
        end: T,
        step: T,
    ) -> Result<usize, ShapeError> {
        let (s, e, d) = (start.to_f64(), end.to_f64(), step.to_f64());
        if !d.is_finite() {
            return Err(ShapeError::RangeStepNotFinite {
                step: bound_text(d),
            });
        }
        if step == T::ZERO {
            return Err(ShapeError::RangeZeroStep);
        }
        if !s.is_finite() || !e.is_finite() {
            return Err(ShapeError::RangeNotFinite {
                start: bound_text(s),
                end: bound_text(e),
            });
        }
        if (d > 0.0 && e < s) || (d < 0.0 && e > s) {
            return Err(ShapeError::RangeStepSign);
        }
        let too_long = Err(ShapeError::RangeTooLong);
        if let Some((distance, stride)) = T::span(start, end, step) {
            if (step > T::ZERO && end < start) || (step < T::ZERO && end > start) {
                return too_long;
            }
            // `stride > 0`: the step is not zero.
            let n = distance / stride + u128::from(distance % stride != 0);
            return usize::try_from(n)
                .ok()
                .filter(|&n| n <= isize::MAX as usize)
                .map_or(too_long, Ok);
        }
        let q = (e - s) / d;
        if q >= isize::MAX as f64 {
            return too_long;
        }
        // `ceil` without `std`: `q` is finite and at least 0 here.
        let t = q as usize;
        Ok(if (t as f64) < q { t + 1 } else { t })
    }

    /// **Creating** 1-d ranges and identities of run-time sizes.
    impl<T> TensorBase<T, DynShape, Heap> {
        /// The values `start, start + step, …` below `end` (above it for a negative `step`):
        /// PyTorch's `torch.arange(start, end, step)`, of length `ceil((end - start) / step)`
        /// (computed exactly for integers, in `f64` for floats, as PyTorch), the values
        /// `start + i * step`.
        ///
        /// ```
        /// use shaped::prelude::*;
        /// assert_eq!(DynTensor::try_arange(0, 10, 3).unwrap().to_vec(), vec![0, 3, 6, 9]);
        /// assert_eq!(DynTensor::try_arange(1.0, 2.5, 0.5).unwrap().to_vec(), vec![1.0, 1.5, 2.0]);
        /// assert_eq!(
        ///     DynTensor::try_arange(0, -10, 1).unwrap_err().to_string(),
        ///     "upper bound and lower bound inconsistent with step sign"
        /// );
        /// ```
        ///
        /// # Errors
        ///
        /// Checked in PyTorch's order: `ShapeError::RangeStepNotFinite` (`step must be finite
        /// but got nan`), `ShapeError::RangeZeroStep` (`step must be nonzero`),
        /// `ShapeError::RangeNotFinite` (`unsupported range: 0 -> inf`),
        /// `ShapeError::RangeStepSign`, `ShapeError::RangeTooLong` when the length does not
        /// fit `isize`, `OutOfMemory` when the buffer cannot be allocated.
        pub fn try_arange(start: T, end: T, step: T) -> Result<Self, ShapeError>
        where
            T: RangeElement,
        {
            let n = arange_len(start, end, step)?;
            Self::try_from_shape_fn(&[n], |i| T::at(start, step, i))
        }

        /// `steps` evenly spaced values from `start` to `end`, both included (PyTorch's
        /// `torch.linspace(start, end, steps)`, its values; see the static
        /// [`linspace`](TensorBase::linspace)).
        ///
        /// ```
        /// use shaped::prelude::*;
        /// let t = DynTensor::try_linspace(-1.0f64, 1.0, 5).unwrap();
        /// assert_eq!(t.to_vec(), vec![-1.0, -0.5, 0.0, 0.5, 1.0]);
        /// assert_eq!(DynTensor::try_linspace(2.0f32, 3.0, 1).unwrap().to_vec(), vec![2.0]);
        /// ```
        ///
        /// # Errors
        ///
        /// `OutOfMemory` (or `Overflow`) when the buffer cannot be allocated.
        pub fn try_linspace(start: T, end: T, steps: usize) -> Result<Self, ShapeError>
        where
            T: LinspaceElement,
        {
            Self::try_from_shape_fn(&[steps], |i| T::point(start, end, steps, i))
        }

        /// The `rows` x `cols` matrix with ones on the main diagonal (PyTorch's
        /// `torch.eye(rows, cols)`).
        ///
        /// ```
        /// use shaped::prelude::*;
        /// let i = DynTensor::<i32>::try_eye(2, 3).unwrap();
        /// assert_eq!(i.shape(), &[2, 3]);
        /// assert_eq!(i.to_vec(), vec![1, 0, 0, 0, 1, 0]);
        /// ```
        ///
        /// # Errors
        ///
        /// `Overflow` when `rows * cols` does not fit `isize`, `OutOfMemory` when the buffer
        /// cannot be allocated.
        pub fn try_eye(rows: usize, cols: usize) -> Result<Self, ShapeError>
        where
            T: Zero + One + Clone,
        {
            let mut t = Self::try_from_shape_fn(&[rows, cols], |_| T::zero())?;
            fill_eye(Heap::data_mut::<T, DynShape>(&mut t.buf), rows, cols);
            Ok(t)
        }
    }
}
