//! [`StaticReductions`]: the reductions and functions along a static axis as one trait, whose
//! methods are written beside their cores (`axis.rs`, `along.rs`).

#[cfg(any(feature = "std", feature = "libm"))]
use super::along::AxisFloat;
use super::along::{AxisSame, along_reductions, reduce_methods, same_shape_methods};
use super::axis::{AxisKept, AxisRemoved, axis_methods, axis_reductions};
#[cfg(any(feature = "std", feature = "libm"))]
use super::build::elements_mut;
use super::element::{MeanElement, Reducible};
use super::failure::{ReduceFailure, or_panic, or_panic_with};
use super::op::{ArgMax, ArgMin, Max, MaxAt, Min, MinAt, Prod, Sum};
use super::storage::ReadStorage;
#[cfg(any(feature = "std", feature = "libm"))]
use super::var::roots;
use super::var::var_reductions;
use crate::shape::{HasAxis, NonEmptyAxis, TupleShape};
use crate::tensor::TensorBase;

/// **Reductions and functions along a static axis** of a tuple shape: `sum::<AXIS>()`,
/// `prod`, `mean`, `amax`, `amin`, `argmax`, `argmin` (the axis removed from the result's
/// type, or kept as `Const<1>` by the `_keepdim` forms), `max`/`min` with positions,
/// `var`, `std`, `logsumexp`, `norm`, and `cumsum`, `cumprod`, `softmax`, `log_softmax` (same shape); each
/// with `try_` forms. An axis out of range does not compile (the message names the shape), nor
/// does a max-like reduction along a static size-0 axis.
///
/// Implemented for every [`TensorBase`] with a tuple shape (inline and heap tensors, views),
/// whose elements are [`Reducible`] (`mean` needs [`MeanElement`]; `softmax`, `logsumexp` and
/// `norm` need `f32` or `f64`). Sealed. In scope with the [prelude](crate::prelude). The
/// same operations along run-time dims of a `DynTensor` are its methods (`sum(dim, keepdim)`
/// …); over all elements, `sum_all()` …; of `bool` tensors, `all::<AXIS>()`, `any`,
/// `count_nonzero`.
///
/// ```
/// use shaped::prelude::*;
/// let x = Tensor::<f32, shape![2, 3]>::from([[1.0, 2.0, 3.0], [4.0, 5.0, 9.0]]);
/// let rows: Tensor<f32, shape![2]> = x.sum::<1>();
/// assert_eq!(rows.into_array(), [6.0, 18.0]);
/// let centred = &x - &x.mean_keepdim::<1>();
/// assert_eq!(centred.sum_all(), 0.0);
/// assert_eq!(x.argmax::<0>().into_array(), [1, 1, 1]);
/// ```
pub trait StaticReductions<T, S: TupleShape, M: ReadStorage<T, S>>:
    crate::sealed::SealedOperand
{
    /// The result of a reduction along axis `A` with elements `U`, which drops the axis:
    /// [`AxisRemoved<U, T, S, A, M>`](AxisRemoved), a `TensorBase<U, <S as
    /// HasAxis<A>>::Removed, M::Owned>` (inline for an inline `self`, heap otherwise).
    type Removed<U, const A: usize>
    where
        S: HasAxis<A>;

    /// The result of a reduction along axis `A` with elements `U`, which keeps the axis as
    /// size 1: [`AxisKept<U, T, S, A, M>`](AxisKept).
    type Kept<U, const A: usize>
    where
        S: HasAxis<A>;

    axis_reductions!(decls);
    along_reductions!(decls);
    var_reductions!(decls);
}

// Not listed on `TensorBase`'s page: the trait's page lists these methods.
#[doc(hidden)]
impl<T, S: TupleShape, M: ReadStorage<T, S>> StaticReductions<T, S, M> for TensorBase<T, S, M> {
    type Removed<U, const A: usize>
        = AxisRemoved<U, T, S, A, M>
    where
        S: HasAxis<A>;
    type Kept<U, const A: usize>
        = AxisKept<U, T, S, A, M>
    where
        S: HasAxis<A>;

    axis_reductions!(impls);
    along_reductions!(impls);
    var_reductions!(impls);
}
