//! The gate traits of the static shape checks that need arithmetic on sizes. Each is solved by
//! the compiler (so `cargo check` and rust-analyzer report it), and a failure names the shapes
//! as written and the reason, at the caller's line.

use super::arith::{IsTrue, NumEq, NumLeq, SameNum, SizeNum, StaticNumel, ToDim};
use super::class::Repr;
use super::dim::{Const, Dyn};
use super::shown::{ShowShape, Shown};
use super::traits::{StaticShape, TupleShape};
use core::ops::{BitOr, Not};
use typenum::{B1, Bit, IsEqual};

/// `Self` has as many elements as `S2`, so `reshape::<S2>()` and `view_shape::<S2>()` are legal.
///
/// ```
/// use shaped::{shape, shape::ReshapeTo};
/// fn ok<A: ReshapeTo<B>, B: shaped::Shape>() {}
/// ok::<shape![2, 3], shape![3, 2]>();
/// ok::<shape![1024, 1024], shape![1048576]>();
/// ```
///
/// `X` and `Y` are the two shapes as compiler messages print them ([`Shown`]: `Dims<2, 3>` for
/// `shape![2, 3]`); leave them to their defaults. Generic code bounds the target by
/// [`Shape`](super::Shape) (as above), which every shape implements.
///
/// The check multiplies the sizes as `typenum` numbers ([`arith`](super::arith)). Every size
/// written with `shape!` has a number when it is below 2^40 or in the table (0 to 1024, powers
/// of two and one less, powers of ten), and any product of them is fine: `shape![1000, 3]`
/// into `shape![3000]` and `shape![1920, 1080]` into `shape![2073600]` compile, `shape![1000, 3]`
/// into `shape![3001]` is refused by `cargo check` with this trait's message. A hand-written
/// `Const<N>` outside the table (`Const<3000>`) and a `shape!` size of 2^40 or more outside it
/// have no number and are refused the same way. Use `shape!`, or `Dyn` dimensions, there.
///
/// ```
/// use shaped::{shape, shape::ReshapeTo};
/// fn ok<A: ReshapeTo<B>, B: shaped::Shape>() {}
/// ok::<shape![1000, 3], shape![3000]>();
/// ok::<shape![1920, 1080], shape![2073600]>();
/// ```
#[diagnostic::on_unimplemented(
    message = "cannot reshape `{X}` into `{Y}`: the numbers of elements differ",
    label = "the element counts differ (or a size is a hand-written `Const<N>`, or 2^40 or more, outside `shape::arith`'s table)"
)]
pub trait ReshapeTo<S2: ShowShape, X = Shown<Self>, Y = Shown<S2>>:
    StaticShape + ShowShape
{
    /// `S2`.
    type Output: StaticShape;
}

#[diagnostic::do_not_recommend]
// Any `X` and `Y` (only messages read them), so that selecting the impl normalizes nothing.
impl<S, S2, X, Y> ReshapeTo<S2, X, Y> for S
where
    S: StaticShape + StaticNumel + ShowShape,
    S2: StaticShape + StaticNumel + ShowShape,
    S::Num: SameNum<S2::Num>,
{
    type Output = S2;
}

/// A narrow length, as a type-level number (`typenum::U<LEN>`), that fits a dimension: at most
/// its size (any length for `Dyn`, checked at run time).
#[doc(hidden)]
pub trait LenFits<D> {}

impl<L, const N: usize, K: Repr> LenFits<Const<N, K>> for L
where
    Const<N, K>: SizeNum,
    L: NumLeq<<Const<N, K> as SizeNum>::Num, B1>,
{
}
impl<L> LenFits<Dyn> for L {}

/// Narrowing axis `AXIS` of `Self` to `LEN` elements is legal (the axis exists and `LEN` is at
/// most its static size); [`NarrowTo::Output`] is the narrowed shape.
///
/// ```
/// use shaped::{shape, StaticShape, shape::NarrowTo};
/// assert_eq!(<<shape![4, 6] as NarrowTo<1, 2>>::Output as StaticShape>::DIMS, [4, 2]);
/// assert_eq!(<<shape![4, 6] as NarrowTo<1, 1>>::Output as StaticShape>::DIMS, [4, 1]);
/// ```
/// The last parameters are the shapes as compiler messages print them ([`Shown`]); leave
/// them to their defaults.
#[diagnostic::on_unimplemented(
    message = "cannot narrow axis {AXIS} of shape `{X}` to length {LEN}",
    label = "the axis does not exist or is shorter than {LEN}, or {LEN} has no static type (above 1024: a power of two, one less, or a power of ten)"
)]
pub trait NarrowTo<const AXIS: usize, const LEN: usize, X = Shown<Self>>: TupleShape {
    /// The narrowed shape (the axis has the dimension type of `LEN`).
    type Output: TupleShape;
}

/// Two dimension types of the same static size (compared as numbers, so that the compiler
/// does not infer one from the other).
#[doc(hidden)]
pub trait SameDim<B> {}
impl<A: SizeNum, B: SizeNum> SameDim<B> for A where A::Num: SameNum<B::Num> {}

/// Concatenating `Self` and `Rhs` along axis `AXIS` is legal: same rank, equal sizes except
/// along the axis. [`Cat::Output`] has the sum of the two sizes on the axis.
///
/// The inputs may have any size written with `shape!` (below 2^40, or in the table of
/// [`arith`](super::arith)); the sum must be in the table (0 to 1024, powers of two and one
/// less, powers of ten), because stable Rust cannot turn another computed number into a
/// `Const<N>`. Otherwise the message says so; use the run-time
/// [`cat`](crate::tensor::cat) and `try_view_as::<shape![..]>()` there.
///
/// ```
/// use shaped::{shape, StaticShape, shape::Cat};
/// assert_eq!(<<shape![2, 3] as Cat<0, shape![4, 3]>>::Output as StaticShape>::DIMS, [6, 3]);
/// ```
/// The last parameters are the shapes as compiler messages print them ([`Shown`]); leave
/// them to their defaults.
#[diagnostic::on_unimplemented(
    message = "cannot concatenate `{X}` and `{Y}` along axis {AXIS}",
    label = "the shapes differ outside the axis, the ranks differ, the axis is out of range, or the sum along it has no static type",
    note = "cat needs static shapes of the same rank whose sizes match except along the axis",
    note = "a computed size must be 0 to 1024, a power of two (or one less) or of ten: for another sum, use `shaped::tensor::cat` and `try_view_as::<shape![..]>()`"
)]
pub trait Cat<const AXIS: usize, Rhs: ShowShape, X = Shown<Self>, Y = Shown<Rhs>>:
    StaticShape
{
    /// The concatenated shape.
    type Output: StaticShape;
}

/// Stacking a tensor of shape `Self` and one of shape `Rhs` along a new axis `AXIS`
/// (0 ≤ AXIS ≤ rank) is legal: the shapes are equal. [`Stack::Output`] has a new dimension of
/// size 2 there.
///
/// ```
/// use shaped::{shape, StaticShape, shape::Stack};
/// assert_eq!(<<shape![3] as Stack<1, shape![3]>>::Output as StaticShape>::DIMS, [3, 2]);
/// ```
/// The last parameters are the shapes as compiler messages print them ([`Shown`]); leave
/// them to their defaults.
#[diagnostic::on_unimplemented(
    message = "cannot stack `{X}` and `{Y}` along a new axis {AXIS}",
    label = "the shapes differ or the new axis is out of range",
    note = "stack needs equal static shapes; the new axis can go at any position from 0 to the rank"
)]
pub trait Stack<const AXIS: usize, Rhs: ShowShape, X = Shown<Self>, Y = Shown<Rhs>>:
    StaticShape
{
    /// The stacked shape.
    type Output: StaticShape;
}

/// Whether two dimensions have the same static size, as a type-level bit.
#[doc(hidden)]
pub trait DimEqBit<B> {
    /// `B1` when the sizes are equal, `B0` otherwise.
    type Out: Bit;
}
impl<A: SizeNum, B: SizeNum> DimEqBit<B> for A
where
    A::Num: IsEqual<B::Num>,
    NumEq<A::Num, B::Num>: Bit,
{
    type Out = NumEq<A::Num, B::Num>;
}

/// Whether two static shapes are equal (same rank, same sizes), as a type-level bit.
#[doc(hidden)]
pub trait ShapeEqBit<B> {
    /// `B1` when the shapes are equal, `B0` otherwise.
    type Out: Bit;
}

/// `Self` and `Rhs` are not the ambiguous case of the strict check (the manual's
/// [broadcasting](crate::manual::broadcasting) chapter): they are equal, or they have
/// different numbers of elements (broadcastability is [`Broadcast`](super::Broadcast)'s job).
///
/// ```
/// use shaped::{shape, shape::StrictBroadcast};
/// fn ok<A: StrictBroadcast<B>, B: shaped::Shape>() {}
/// ok::<shape![4, 4], shape![4]>();
/// ok::<shape![2, 3], shape![2, 3]>();
/// ```
///
/// `X` and `Y` are the two shapes as compiler messages print them ([`Shown`]); leave them to
/// their defaults.
#[diagnostic::on_unimplemented(
    message = "shapes `{X}` and `{Y}` differ but have the same number of elements",
    label = "the strict form refuses to broadcast `{X}` with `{Y}` (old PyTorch zipped them)"
)]
pub trait StrictBroadcast<Rhs: ShowShape, X = Shown<Self>, Y = Shown<Rhs>>: ShowShape {}

#[diagnostic::do_not_recommend]
impl<A, B, X, Y> StrictBroadcast<B, X, Y> for A
where
    A: StaticNumel + ShapeEqBit<B> + ShowShape,
    B: StaticNumel + ShowShape,
    A::Num: IsEqual<B::Num>,
    NumEq<A::Num, B::Num>: Not,
    <NumEq<A::Num, B::Num> as Not>::Output: BitOr<<A as ShapeEqBit<B>>::Out>,
    <<NumEq<A::Num, B::Num> as Not>::Output as BitOr<<A as ShapeEqBit<B>>::Out>>::Output: IsTrue,
{
}

/// Flattening `Self` gives the 1-d shape [`Flatten::Output`] of its element count (computed by
/// the compiler; the count must be in [`arith`](super::arith)'s table, else name the shape with
/// `reshape::<shape![..]>()`). `X` is the shape as messages print it; leave it to its default.
///
/// ```
/// use shaped::{shape, StaticShape, shape::Flatten};
/// assert_eq!(<<shape![2, 3, 4] as Flatten>::Output as StaticShape>::DIMS, [24]);
/// assert_eq!(<<shape![1, 1] as Flatten>::Output as StaticShape>::DIMS, [1]);
/// ```
#[diagnostic::on_unimplemented(
    message = "cannot flatten `{X}` into a static 1-d shape",
    label = "the element count has no static type",
    note = "a computed size must be 0 to 1024, a power of two (or one less) or of ten: name the shape instead, `reshape::<shape![..]>()` takes any size"
)]
pub trait Flatten<X = Shown<Self>>: StaticShape + ShowShape {
    /// The 1-d shape.
    type Output: StaticShape;
}

#[diagnostic::do_not_recommend]
impl<S, X> Flatten<X> for S
where
    S: StaticShape + StaticNumel + ShowShape,
    S::Num: ToDim,
{
    type Output = (<S::Num as ToDim>::Dim,);
}
