//! Tolerance comparisons with NumPy's rule: `isclose` (a `bool` tensor, broadcasting) and
//! `allclose` (one `bool`), without the `approx` feature.

use num_traits::float::FloatCore;

use super::elementwise::ZipOutput;
use super::operand::Operand;
use crate::shape::{BroadcastsWith, Shape};
use crate::tensor::{Filled, Storage, TensorBase};

/// NumPy's `isclose` of two values: `a == b`, or `|a - b| <= atol + rtol * |b|` with `b`
/// finite (not symmetric: `b` is the reference); NaN is close to NaN only with `equal_nan`. So
/// an infinite `a` is close to a finite `b` only when the tolerance is infinite, as in NumPy
/// (PyTorch also requires `|a - b|` to be finite, and says false there).
#[inline(always)]
fn close<T: FloatCore>(a: T, b: T, rtol: T, atol: T, equal_nan: bool) -> bool {
    if a == b {
        return true;
    }
    if a.is_nan() && b.is_nan() {
        return equal_nan;
    }
    b.is_finite() && (a - b).abs() <= atol + rtol * b.abs()
}

/// **Comparisons** within a tolerance: `isclose`, `allclose`.
impl<T: FloatCore, S: Shape, M: Storage<T, S>> TensorBase<T, S, M> {
    /// Whether each pair of elements of `self` and `other` (broadcast together) is close:
    /// `|a - b| <= atol + rtol * |b|`, NumPy's `np.isclose(a, b, rtol, atol, equal_nan)` and
    /// PyTorch's `torch.isclose` (NumPy's defaults are `rtol = 1e-5`, `atol = 1e-8`). `other`
    /// is the reference the relative tolerance scales with. Equal infinities are close; NaN is
    /// close to NaN only with `equal_nan`. With an infinite tolerance an infinite element of
    /// `self` is close to a finite one of `other`, as in NumPy (PyTorch, which also requires
    /// `|a - b|` to be finite, says false).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let a = Tensor::<f64, shape![4]>::from([1.0, 1.0 + 1e-9, f64::NAN, f64::INFINITY]);
    /// let b = Tensor::<f64, shape![4]>::from([1.0, 1.0, f64::NAN, f64::INFINITY]);
    /// assert_eq!(a.isclose(&b, 1e-5, 1e-8, false).to_vec(), vec![true, true, false, true]);
    /// assert_eq!(a.isclose(&b, 1e-5, 1e-8, true).to_vec(), vec![true; 4]);
    /// let inf = Tensor::<f64, shape![2]>::from([f64::INFINITY, 1.0]);
    /// let one = Tensor::<f64, shape![2]>::from([1.0, f64::INFINITY]);
    /// assert_eq!(inf.isclose(&one, 0.0, f64::INFINITY, false).to_vec(), vec![true, false]);
    /// ```
    ///
    /// # Panics
    ///
    /// When run-time sizes do not broadcast (PyTorch's text; see
    /// [`try_isclose`](Self::try_isclose)), or a heap result cannot be allocated.
    #[track_caller]
    #[inline]
    pub fn isclose<R>(
        &self,
        other: &R,
        rtol: T,
        atol: T,
        equal_nan: bool,
    ) -> ZipOutput<T, bool, S, M, R>
    where
        R: Operand<Elem = T>,
        S: BroadcastsWith<R::Shape>,
    {
        self.zip_map_with::<R, bool, Filled>(other, |&a, &b| close(a, b, rtol, atol, equal_nan))
    }

    /// [`isclose`](Self::isclose) returning the error instead of panicking.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let a = DynTensor::<f32>::zeros(&[2]);
    /// let b = DynTensor::<f32>::zeros(&[3]);
    /// assert_eq!(
    ///     a.try_isclose(&b, 1e-5, 1e-8, false).unwrap_err().to_string(),
    ///     "The size of tensor a (2) must match the size of tensor b (3) at non-singleton dimension 0"
    /// );
    /// ```
    ///
    /// # Errors
    ///
    /// `BroadcastMismatch` when the sizes do not broadcast; `OutOfMemory` when the result
    /// cannot be allocated.
    #[cfg(feature = "alloc")]
    pub fn try_isclose<R>(
        &self,
        other: &R,
        rtol: T,
        atol: T,
        equal_nan: bool,
    ) -> Result<ZipOutput<T, bool, S, M, R>, crate::ShapeError>
    where
        R: Operand<Elem = T>,
        S: BroadcastsWith<R::Shape>,
    {
        self.try_zip_map(other, |&a, &b| close(a, b, rtol, atol, equal_nan))
    }

    /// Whether every pair of elements (broadcast together) is close, by
    /// [`isclose`](Self::isclose)'s rule: NumPy's `np.allclose(a, b, rtol, atol, equal_nan)`.
    /// `true` when the broadcast shape has no elements.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let a = Tensor::<f32, shape![2, 2]>::from([[1.0, 2.0], [3.0, 4.0]]);
    /// let b = Tensor::<f32, shape![2]>::from([1.0, 2.0 + 1e-6]);
    /// assert!(!a.allclose(&b, 1e-5, 1e-8, false)); // b broadcasts over the rows
    /// assert!(a.narrow::<0, 1>(0).unwrap().allclose(&b, 1e-5, 1e-8, false));
    /// ```
    ///
    /// # Panics
    ///
    /// As [`isclose`](Self::isclose).
    #[track_caller]
    #[inline]
    pub fn allclose<R>(&self, other: &R, rtol: T, atol: T, equal_nan: bool) -> bool
    where
        R: Operand<Elem = T>,
        S: BroadcastsWith<R::Shape>,
    {
        let mut all = true;
        self.zip_map(other, |&a, &b| all &= close(a, b, rtol, atol, equal_nan));
        all
    }

    /// [`allclose`](Self::allclose) returning the error instead of panicking.
    ///
    /// # Errors
    ///
    /// As [`try_isclose`](Self::try_isclose).
    #[cfg(feature = "alloc")]
    pub fn try_allclose<R>(
        &self,
        other: &R,
        rtol: T,
        atol: T,
        equal_nan: bool,
    ) -> Result<bool, crate::ShapeError>
    where
        R: Operand<Elem = T>,
        S: BroadcastsWith<R::Shape>,
    {
        let mut all = true;
        self.try_zip_map(other, |&a, &b| all &= close(a, b, rtol, atol, equal_nan))?;
        Ok(all)
    }
}
