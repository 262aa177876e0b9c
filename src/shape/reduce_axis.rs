//! [`NonEmptyAxis`]: the axes a max-like reduction (`amax`, `amin`, `argmax`, `argmin`) may run
//! along — every axis whose size is not statically 0.

use super::class::Digits;
use super::dim::{Const, Dyn};
use super::shown::Shown;
use super::view_traits::HasAxis;

/// A dimension whose size is not statically 0: sizes 1 and up, and [`Dyn`] (whose size is
/// checked when the reduction runs).
///
/// ```
/// use shaped::{Const, Dyn, shape::NonZeroDim};
/// fn nonzero<D: NonZeroDim>() {}
/// nonzero::<Const<3>>();
/// nonzero::<Dyn>();
/// ```
#[diagnostic::on_unimplemented(
    message = "the dimension `{Self}` has size 0",
    label = "a max-like reduction needs at least one element along its axis"
)]
pub trait NonZeroDim {}

// Every size of the table but 0 (generated with the table, in `gen/relations.rs`), every size
// `shape!` writes with its digits (1025 and above), and `Dyn`.
impl<const N: usize, const D0: usize, const D1: usize, const D2: usize, const D3: usize> NonZeroDim
    for Const<N, Digits<D0, D1, D2, D3>>
{
}
impl NonZeroDim for Dyn {}

/// Axis `AXIS` of `Self` exists and its size is not statically 0, so `amax`, `amin`, `argmax`
/// and `argmin` along it have an answer (PyTorch refuses them along an empty dimension at run
/// time; here a static size 0 does not compile).
///
/// ```
/// use shaped::{shape, shape::NonEmptyAxis};
/// fn can_reduce<S: NonEmptyAxis<1>>() {}
/// can_reduce::<shape![0, 3]>();
/// ```
///
/// ```compile_fail,E0277
/// use shaped::{shape, shape::NonEmptyAxis};
/// fn can_reduce<S: NonEmptyAxis<1>>() {}
/// can_reduce::<shape![3, 0]>();
/// ```
#[diagnostic::on_unimplemented(
    message = "cannot take a max, min, argmax or argmin along axis {AXIS} of shape `{X}`",
    label = "axis {AXIS} is out of range or has size 0",
    note = "the axis must exist and must not have the static size 0 (`Dyn` sizes are checked at run time)"
)]
pub trait NonEmptyAxis<const AXIS: usize, X = Shown<Self>>: HasAxis<AXIS> {}

#[diagnostic::do_not_recommend]
impl<S: HasAxis<AXIS>, const AXIS: usize, X> NonEmptyAxis<AXIS, X> for S where S::Dim: NonZeroDim {}
