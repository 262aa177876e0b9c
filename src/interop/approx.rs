//! `approx` support (feature `approx`): tensors compare element by element with a tolerance,
//! between any storages and layouts, when their shapes are equal (different shapes are never
//! approximately equal).
//!
//! ```
//! use approx::assert_relative_eq;
//! use shaped::{shape, DynTensor, Tensor};
//! let a: Tensor<f64, shape![2]> = Tensor::from([1.0, 2.0]);
//! let b = DynTensor::from(vec![1.0 + 1e-12, 2.0]);
//! assert_relative_eq!(a, b, max_relative = 1e-9);
//! assert_relative_eq!(a, DynTensor::from(vec![1.0, 2.0]));
//! ```

use approx::{AbsDiffEq, RelativeEq, UlpsEq};

use crate::shape::Shape;
use crate::tensor::{Storage, TensorBase};

/// Whether the shapes are equal and `close` holds for every pair of elements.
fn all_close<T, S: Shape, M: Storage<T, S>, S2: Shape, M2: Storage<T, S2>>(
    a: &TensorBase<T, S, M>,
    b: &TensorBase<T, S2, M2>,
    mut close: impl FnMut(&T, &T) -> bool,
) -> bool {
    a.shape() == b.shape() && a.iter().zip(b.iter()).all(|(x, y)| close(x, y))
}

/// Every pair of elements within `epsilon` (absolute difference).
///
/// ```
/// use approx::AbsDiffEq;
/// use shaped::DynTensor;
/// let a = DynTensor::from(vec![1.0f32, 2.0]);
/// let b = DynTensor::from(vec![1.05f32, 2.0]);
/// assert!(a.abs_diff_eq(&b, 0.1));
/// assert!(!a.abs_diff_eq(&b, 0.01));
/// assert!(!a.abs_diff_eq(&DynTensor::from(vec![1.0f32]), 0.1)); // shapes differ
/// ```
impl<T, S, M, S2, M2> AbsDiffEq<TensorBase<T, S2, M2>> for TensorBase<T, S, M>
where
    T: AbsDiffEq,
    T::Epsilon: Clone,
    S: Shape,
    M: Storage<T, S>,
    S2: Shape,
    M2: Storage<T, S2>,
{
    type Epsilon = T::Epsilon;

    fn default_epsilon() -> T::Epsilon {
        T::default_epsilon()
    }

    fn abs_diff_eq(&self, other: &TensorBase<T, S2, M2>, epsilon: T::Epsilon) -> bool {
        all_close(self, other, |x, y| x.abs_diff_eq(y, epsilon.clone()))
    }
}

/// Every pair of elements relatively close.
///
/// ```
/// use approx::RelativeEq;
/// use shaped::{shape, Tensor};
/// let a: Tensor<f64, shape![2]> = Tensor::from([1000.0, 2.0]);
/// let b: Tensor<f64, shape![2]> = Tensor::from([1000.1, 2.0]);
/// assert!(a.relative_eq(&b, 1e-12, 1e-3));
/// assert!(!a.relative_eq(&b, 1e-12, 1e-6));
/// ```
impl<T, S, M, S2, M2> RelativeEq<TensorBase<T, S2, M2>> for TensorBase<T, S, M>
where
    T: RelativeEq,
    T::Epsilon: Clone,
    S: Shape,
    M: Storage<T, S>,
    S2: Shape,
    M2: Storage<T, S2>,
{
    fn default_max_relative() -> T::Epsilon {
        T::default_max_relative()
    }

    fn relative_eq(
        &self,
        other: &TensorBase<T, S2, M2>,
        epsilon: T::Epsilon,
        max_relative: T::Epsilon,
    ) -> bool {
        all_close(self, other, |x, y| {
            x.relative_eq(y, epsilon.clone(), max_relative.clone())
        })
    }
}

/// Every pair of elements within `max_ulps` units in the last place.
///
/// ```
/// use approx::UlpsEq;
/// use shaped::DynTensor;
/// let a = DynTensor::from(vec![1.0f64, 0.1 + 0.2]);
/// let b = DynTensor::from(vec![1.0f64, 0.3]);
/// assert!(a.ulps_eq(&b, f64::EPSILON, 1));
/// assert!(a != b);
/// ```
impl<T, S, M, S2, M2> UlpsEq<TensorBase<T, S2, M2>> for TensorBase<T, S, M>
where
    T: UlpsEq,
    T::Epsilon: Clone,
    S: Shape,
    M: Storage<T, S>,
    S2: Shape,
    M2: Storage<T, S2>,
{
    fn default_max_ulps() -> u32 {
        T::default_max_ulps()
    }

    fn ulps_eq(&self, other: &TensorBase<T, S2, M2>, epsilon: T::Epsilon, max_ulps: u32) -> bool {
        all_close(self, other, |x, y| x.ulps_eq(y, epsilon.clone(), max_ulps))
    }
}
