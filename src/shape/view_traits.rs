//! Type-level view relations: how transposing, unsqueezing, squeezing and narrowing change a
//! static shape. Implemented per rank (tuples up to rank 8) by `tools/gen_shapes.py`; a missing
//! impl is a compile error that names the shape and the axis.

use super::dim::{Dim, StaticDim};
use super::shown::Shown;
use super::traits::TupleShape;

/// Swapping axes `A` and `B` of `Self` gives [`SwapAxes::Output`] (`transpose::<A, B>()`).
///
/// `X` is the shape as messages print it ([`Shown`]); leave it to its default.
///
/// ```
/// use shaped::{shape, StaticShape, shape::SwapAxes};
/// type T = <shape![3, 4, 5] as SwapAxes<0, 2>>::Output;
/// assert_eq!(<T as StaticShape>::DIMS, [5, 4, 3]);
/// ```
#[diagnostic::on_unimplemented(
    message = "cannot transpose axes {A} and {B} of shape `{X}`",
    label = "an axis is out of range for this shape",
    note = "axes count from 0 and must be less than the rank"
)]
pub trait SwapAxes<const A: usize, const B: usize, X = Shown<Self>>: TupleShape {
    /// The transposed shape.
    type Output: TupleShape;
}

/// Inserting a size-1 dimension at `D` (0 ≤ D ≤ rank) gives [`Unsqueeze::Output`]
/// (NumPy's `newaxis`). `X` is the shape as messages print it
/// ([`Shown`]); leave it to its default.
///
/// ```
/// use shaped::{shape, StaticShape, shape::Unsqueeze};
/// assert_eq!(<<shape![4] as Unsqueeze<1>>::Output as StaticShape>::DIMS, [4, 1]);
/// ```
#[diagnostic::on_unimplemented(
    message = "cannot insert a dimension at position {D} of shape `{X}`",
    label = "the position is out of range",
    note = "a new dimension can go at any position from 0 to the rank"
)]
pub trait Unsqueeze<const D: usize, X = Shown<Self>>: TupleShape {
    /// The shape with the new dimension.
    type Output: TupleShape;
}

/// Removing the size-1 dimension `D` gives [`Squeeze::Output`]. Implemented only when that
/// dimension is statically 1. `X` is the shape as messages print it
/// ([`Shown`]); leave it to its default.
///
/// ```
/// use shaped::{shape, StaticShape, shape::Squeeze};
/// assert_eq!(<<shape![4, 1, 3] as Squeeze<1>>::Output as StaticShape>::DIMS, [4, 3]);
/// ```
#[diagnostic::on_unimplemented(
    message = "cannot squeeze dimension {D} of shape `{X}`",
    label = "only a dimension of size 1 can be removed",
    note = "the dimension must exist and have the static size 1"
)]
pub trait Squeeze<const D: usize, X = Shown<Self>>: TupleShape {
    /// The shape without the dimension.
    type Output: TupleShape;
}

/// Narrowing axis `AXIS` to the length `L` gives [`Narrow::Output`].
///
/// ```
/// use shaped::{shape, Const, StaticShape, shape::Narrow};
/// assert_eq!(<<shape![4, 6] as Narrow<1, Const<2>>>::Output as StaticShape>::DIMS, [4, 2]);
/// ```
#[diagnostic::on_unimplemented(
    message = "cannot narrow axis {AXIS} of shape `{Self}`",
    label = "the axis is out of range for this shape"
)]
pub trait Narrow<const AXIS: usize, L: StaticDim>: TupleShape {
    /// The narrowed shape.
    type Output: TupleShape;
    /// Whether the length fits the axis when the axis's size is static (`true` for `Dyn`).
    const FITS: bool;
}

/// `Self` with the dimension at `AXIS` replaced by `X` (tuple shapes of rank 1 to 8): the shape
/// of a join along `AXIS`, whose size there is a run-time one.
#[doc(hidden)]
pub trait WithAxis<const AXIS: usize, X: Dim>: TupleShape {
    /// The shape with the new dimension.
    type Output: TupleShape;
}

/// Shapes of rank 2 (matrices), for `t()`. `X` is the shape as messages print it
/// ([`Shown`]); leave it to its default.
///
/// ```
/// use shaped::prelude::*;
/// use shaped::shape::Matrix;
/// fn rows_of<S: Matrix>(t: &Tensor<f32, S>) -> usize {
///     t.shape()[0]
/// }
/// assert_eq!(rows_of(&Tensor::<f32, shape![2, 3]>::zeros()), 2);
/// assert_eq!(Tensor::<f32, shape![2, 3]>::zeros().t().shape(), &[3, 2]);
/// ```
///
/// ```compile_fail
/// use shaped::prelude::*;
/// let _ = Tensor::<f32, shape![2, 3, 4]>::zeros().t(); // `t()` needs a 2-d tensor
/// ```
#[diagnostic::on_unimplemented(
    message = "`t()` needs a 2-d tensor, but the shape is `{X}`",
    label = "not a matrix: use `transpose::<A, B>()` for other ranks"
)]
pub trait Matrix<X = Shown<Self>>: TupleShape {
    /// The shape with its two dimensions swapped (the shape of `t()`).
    type Transposed: TupleShape;
}

/// The shapes of rank 2 (generated with the tuple impls), behind [`Matrix`], whose message it
/// repeats for the failures rustc reports through it.
#[diagnostic::on_unimplemented(
    message = "`t()` needs a 2-d tensor, but the shape is `{X}`",
    label = "not a matrix: use `transpose::<A, B>()` for other ranks"
)]
pub trait Rank2<X = Shown<Self>>: TupleShape {
    /// The shape with its two dimensions swapped.
    type Transposed: TupleShape;
}

// Not recommended: another rank is reported as `Matrix`, with its message, and without rustc's
// pointer to the one impl that exists.
#[diagnostic::do_not_recommend]
impl<S: Rank2<X>, X> Matrix<X> for S {
    type Transposed = S::Transposed;
}

/// Axis `AXIS` of `Self`: its dimension, the shape without it and the shape with it kept as
/// size 1. Reductions along an axis (`sum::<AXIS>()` removes it, `sum_keepdim::<AXIS>()` keeps
/// it as `Const<1>`) and `select::<AXIS>` use this one relation.
///
/// ```
/// use shaped::{shape, StaticShape, shape::HasAxis};
/// type S = shape![2, 3, 4];
/// assert_eq!(<<S as HasAxis<1>>::Removed as StaticShape>::DIMS, [2, 4]);
/// assert_eq!(<<S as HasAxis<1>>::Kept as StaticShape>::DIMS, [2, 1, 4]);
/// assert_eq!(<<S as HasAxis<1>>::Dim as shaped::StaticDim>::SIZE, 3);
/// ```
#[diagnostic::on_unimplemented(
    message = "axis {AXIS} is out of range for shape `{X}`",
    label = "no axis {AXIS} in this shape",
    note = "axes count from 0 and must be less than the rank"
)]
pub trait HasAxis<const AXIS: usize, X = Shown<Self>>: TupleShape {
    /// The dimension at `AXIS`.
    type Dim: Dim;
    /// The shape without axis `AXIS`.
    type Removed: TupleShape;
    /// The shape with axis `AXIS` replaced by a size-1 dimension.
    type Kept: TupleShape;
}

/// Axes `A` and `B` are different axes below the largest rank (a gate of the static `permute`:
/// a repeated axis fails here).
///
/// ```
/// use shaped::shape::AxesDiffer;
/// fn differ<const A: usize, const B: usize>() where (): AxesDiffer<A, B> {}
/// differ::<0, 2>();
/// ```
#[diagnostic::on_unimplemented(
    message = "permute(): duplicate dims are not allowed (axis {A} is given twice)",
    label = "axis {A} appears more than once",
    note = "the axes of `permute::<..>()` must list every axis of the shape exactly once"
)]
pub trait AxesDiffer<const A: usize, const B: usize> {}

/// Declares the per-rank static permutation relations.
macro_rules! permute_relations {
    ($($name:ident $rank:literal [$($axis:ident),+] $shape:literal $order:literal $dims:literal;)+) => {$(
        #[doc = concat!("Reordering the axes of a rank-", $rank, " shape: axis `k` of ")]
        #[doc = concat!("[`", stringify!($name), "::Output`] is axis `A`*k* of `Self` ")]
        #[doc = "(`permute::<..>()`). Implemented when the axes list every axis exactly once."]
        #[doc = "`X` is the shape as messages print it ([`Shown`]); leave it to its default."]
        #[doc = ""]
        #[doc = "```"]
        #[doc = concat!("use shaped::{shape, StaticShape, shape::", stringify!($name), "};")]
        #[doc = concat!("type P = <shape!", $shape, " as ", stringify!($name), "<", $order, ">>::Output;")]
        #[doc = concat!("assert_eq!(<P as StaticShape>::DIMS, ", $dims, ");")]
        #[doc = "```"]
        #[diagnostic::on_unimplemented(
            message = "cannot permute shape `{X}` by these axes",
            label = "the axes must list each axis of the shape once, counting from 0"
        )]
        pub trait $name<$(const $axis: usize),+, X = Shown<Self>>: TupleShape {
            /// The permuted shape.
            type Output: TupleShape;
        }
    )+};
}

permute_relations! {
    Permute1 "1" [A0] "[4]" "0" "[4]";
    Permute2 "2" [A0, A1] "[4, 5]" "1, 0" "[5, 4]";
    Permute3 "3" [A0, A1, A2] "[2, 3, 4]" "2, 0, 1" "[4, 2, 3]";
    Permute4 "4" [A0, A1, A2, A3] "[2, 3, 4, 5]" "3, 1, 2, 0" "[5, 3, 4, 2]";
    Permute5 "5" [A0, A1, A2, A3, A4] "[1, 2, 3, 4, 5]" "4, 3, 2, 1, 0" "[5, 4, 3, 2, 1]";
    Permute6 "6" [A0, A1, A2, A3, A4, A5] "[1, 2, 3, 4, 5, 6]" "5, 0, 1, 2, 3, 4" "[6, 1, 2, 3, 4, 5]";
    Permute7 "7" [A0, A1, A2, A3, A4, A5, A6] "[1, 2, 3, 4, 5, 6, 7]" "0, 1, 2, 3, 4, 6, 5" "[1, 2, 3, 4, 5, 7, 6]";
    Permute8 "8" [A0, A1, A2, A3, A4, A5, A6, A7] "[1, 2, 3, 4, 5, 6, 7, 8]" "7, 6, 5, 4, 3, 2, 1, 0" "[8, 7, 6, 5, 4, 3, 2, 1]";
}
