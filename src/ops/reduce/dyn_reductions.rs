//! [`DynReductions`]: the reductions and functions along run-time dims of dynamic tensors as
//! one trait, whose methods are written beside their cores (`dynamic.rs`, `dyn_along.rs`,
//! `var.rs`).

#[cfg(any(feature = "std", feature = "libm"))]
use super::along::{AxisFloat, Norm, logsumexp_lanes};
#[cfg(any(feature = "std", feature = "libm"))]
use super::build::{elements, elements_mut, filled};
#[cfg(any(feature = "std", feature = "libm"))]
use super::dims::reduced;
use super::dyn_along::along_dyn_reductions;
use super::dynamic::{dyn_methods, dynamic_reductions};
use super::element::{MeanElement, Reducible};
#[cfg(any(feature = "std", feature = "libm"))]
use super::kernel;
use super::op::{ArgMax, ArgMin, Max, MaxAt, Min, MinAt, Prod, Sum};
#[cfg(any(feature = "std", feature = "libm"))]
use super::pairwise;
#[cfg(any(feature = "std", feature = "libm"))]
use super::var::roots;
use super::var::var_dyn_reductions;
#[cfg(any(feature = "std", feature = "libm"))]
use crate::layout::wrap_dim;
use crate::shape::DynShape;
#[cfg(any(feature = "std", feature = "libm"))]
use crate::tensor::Heap;
use crate::tensor::{Storage, TensorBase};
use crate::{DynTensor, ShapeError};

/// **Reductions and functions along run-time dims** of tensors with a run-time rank
/// (`DynTensor` and its views), with PyTorch's semantics and error texts: `sum(dim, keepdim)`,
/// `prod`, `mean`, `amax`, `amin`, `var`, `std`, and over lists of dims (`sum_dims(&dims,
/// keepdim)` …); `argmax`, `argmin`, `max`/`min` with positions; `logsumexp`, `norm`;
/// `cumsum`, `cumprod`, `softmax`, `log_softmax`. Negative dims count from the end. Each
/// panics at the caller with PyTorch's text and has a `try_` form that returns the error.
///
/// Implemented for every [`TensorBase`] with a [`DynShape`] whose elements are [`Reducible`]
/// (`mean`, `var` and `std` need [`MeanElement`]; `softmax`, `logsumexp` and `norm` need
/// `f32` or `f64`). Sealed. In scope with the [prelude](crate::prelude). Along a static axis of
/// a tuple shape the same operations are [`StaticReductions`](super::StaticReductions); the
/// logical reductions of `bool` tensors (`all(dim, keepdim)`, `any`, `count_nonzero`) are
/// methods of `DynTensor<bool>`.
///
/// ```
/// use shaped::prelude::*;
/// let x = DynTensor::from_vec(vec![1.0f32, 2.0, 3.0, 4.0, 5.0, 9.0], &[2, 3]).unwrap();
/// assert_eq!(x.sum(-1, false).to_vec(), vec![6.0, 18.0]);
/// assert_eq!(x.mean_dims(&[0, 1], false).to_vec(), vec![4.0]);
/// assert_eq!(x.argmax(1, true).shape(), &[2, 1]);
/// assert_eq!(
///     x.try_sum(2, false).unwrap_err().to_string(),
///     "Dimension out of range (expected to be in range of [-2, 1], but got 2)"
/// );
/// ```
pub trait DynReductions<T, M: Storage<T, DynShape>>: crate::sealed::SealedOperand {
    dynamic_reductions!(decls);
    along_dyn_reductions!(decls);
    var_dyn_reductions!(decls);
}

// Not listed on `TensorBase`'s page: the trait's page lists these methods.
#[doc(hidden)]
impl<T, M: Storage<T, DynShape>> DynReductions<T, M> for TensorBase<T, DynShape, M> {
    dynamic_reductions!(impls);
    along_dyn_reductions!(impls);
    var_dyn_reductions!(impls);
}
