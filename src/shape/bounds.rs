//! The bounds operations put on their operands' shapes: [`BroadcastsWith`] (for
//! [`Broadcast`]) and [`FitsInto`] (for [`BroadcastInto`]).
//!
//! Each is implemented once, for every shape that satisfies the rule it stands for, so a bound
//! `S: Broadcast<R>` written in generic code satisfies `S: BroadcastsWith<R>`. They exist for the
//! compiler's messages: when a bound of a function fails, rustc lists "the other types that
//! implement" the trait of that bound; a trait whose only impl is for a type parameter has no
//! such list, so an illegal pair of shapes prints only the failing dimension. The failing
//! dimension is still named by the per-dimension tables below the rule ([`BroadcastDim`],
//! [`BroadcastIntoDim`]).
//!
//! [`BroadcastDim`]: super::BroadcastDim
//! [`BroadcastIntoDim`]: super::BroadcastIntoDim

use super::broadcast::Broadcast;
use super::inplace::BroadcastInto;
use super::matmul::MatMul;
use super::reduce_axis::NonEmptyAxis;
use super::shown::Shown;
use super::traits::Shape;
use super::view_traits::HasAxis;

/// `Self` and `Rhs` broadcast: the bound that broadcasting operations put on their operands,
/// implemented for every pair with `Self: Broadcast<Rhs>`. [`BroadcastsWith::Out`] is the same
/// shape as [`Broadcast::Output`]; the alias [`Broadcasted`](super::Broadcasted) names it.
///
/// In generic code, write the bound `A: Broadcast<B>`: it implies `A: BroadcastsWith<B>`.
///
/// ```
/// use shaped::{shape, Broadcast, Broadcasted, StaticShape, shape::BroadcastsWith};
/// type Out<A, B> = <A as BroadcastsWith<B>>::Out;
/// assert_eq!(<Out<shape![5, 1, 4], shape![3, 1]> as StaticShape>::DIMS, [5, 3, 4]);
///
/// // `A: Broadcast<B>` is enough for `BroadcastsWith`, with the same output shape.
/// fn same<X>(_: core::marker::PhantomData<X>, _: core::marker::PhantomData<X>) {}
/// fn via_broadcast<A: Broadcast<B>, B: shaped::Shape>() {
///     same(
///         core::marker::PhantomData::<Out<A, B>>,
///         core::marker::PhantomData::<Broadcasted<A, B>>,
///     );
/// }
/// via_broadcast::<shape![2, 1], shape![3]>();
/// ```
///
/// An illegal pair does not compile, and the error names the failing dimension:
///
/// ```compile_fail,E0277
/// use shaped::{shape, shape::BroadcastsWith};
/// fn broadcasts<A: BroadcastsWith<B>, B: shaped::Shape>() {}
/// broadcasts::<shape![4, 3], shape![4]>();
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` and `{Rhs}` are not known to broadcast",
    note = "in generic code, add the bound `{Self}: Broadcast<{Rhs}>`"
)]
#[doc(hidden)]
pub trait BroadcastsWith<Rhs: Shape>:
    Broadcast<Rhs, Output = <Self as BroadcastsWith<Rhs>>::Out>
{
    /// The broadcast shape (the same type as [`Broadcast::Output`]).
    type Out: Shape;
}

impl<L: Broadcast<R, Output = O>, R: Shape, O: Shape> BroadcastsWith<R> for L {
    type Out = O;
}

/// `Self` and `Rhs` broadcast: the bound to write in generic code. Implemented for every pair
/// with `Self: Broadcast<Rhs>` (so it implies [`Broadcast`] and everything the operators need);
/// [`Broadcasts::Out`] is the broadcast shape, which the alias [`BroadcastOut`] names.
///
/// It exists for the compiler's messages: a call of a generic function with an illegal pair
/// reports one error of a dozen lines whose first line names both shapes, without rustc's
/// list of the impls of `Broadcast`.
///
/// ```
/// use shaped::prelude::*;
/// fn add<A: Broadcasts<B>, B: Shape>(a: &Tensor<f32, A>, b: &Tensor<f32, B>) -> Tensor<f32, BroadcastOut<A, B>> {
///     a + b
/// }
/// let y = add(&Tensor::<f32, shape![2, 1]>::ones(), &Tensor::<f32, shape![3]>::ones());
/// assert_eq!(y.shape(), &[2, 3]);
/// ```
///
/// ```compile_fail,E0277
/// use shaped::prelude::*;
/// fn add<A: Broadcasts<B>, B: Shape>() {}
/// add::<shape![2, 3], shape![4]>(); // cannot broadcast shape `Dims<2, 3>` with shape `Dims<4>`
/// ```
#[diagnostic::on_unimplemented(
    message = "cannot broadcast shape `{X}` with shape `{Y}`",
    label = "the sizes at a dimension are not known to broadcast (equal, or one of them 1)"
)]
pub trait Broadcasts<Rhs: Shape, X = Shown<Self>, Y = Shown<Rhs>>:
    Broadcast<Rhs, Output = <Self as Broadcasts<Rhs, X, Y>>::Out>
{
    /// The broadcast shape (the same type as [`Broadcast::Output`]).
    type Out: Shape;
}

// Not recommended: a failed bound is then reported once, with this trait's message, without
// rustc's list of the impls of `Broadcast`.
#[diagnostic::do_not_recommend]
impl<L: Broadcast<R, Output = O>, R: Shape, O: Shape, X, Y> Broadcasts<R, X, Y> for L {
    type Out = O;
}

/// The shape that `A` and `B` broadcast to, named through [`Broadcasts`]: the same type as
/// [`Broadcasted`](super::Broadcasted), for the return types of functions bounded by
/// `A: Broadcasts<B>` (a call with an illegal pair then reports one short error; with
/// `Broadcasted` in the return type it would be reported twice).
pub type BroadcastOut<A, B> = <A as Broadcasts<B>>::Out;

/// The broadcast shape as the signatures of broadcasting operations name it: the same type as
/// [`Broadcasted`](super::Broadcasted), reached through [`BroadcastsWith`] so that a call with
/// an illegal pair reports the failing dimension once, without a list of `Broadcast` impls.
pub(crate) type BcShape<A, B> = <A as BroadcastsWith<B>>::Out;

/// A tensor of shape `Self` can be written into a tensor of shape `Dest`: the bound that
/// in-place operations, `assign` and `expand` put on their source, implemented for every pair
/// with `Self: BroadcastInto<Dest>`.
///
/// In generic code, write the bound `S: BroadcastInto<D>`: it implies `S: FitsInto<D>`.
///
/// ```
/// use shaped::{shape, BroadcastInto, shape::FitsInto};
/// fn writable<S: FitsInto<D>, D: shaped::Shape>() {}
/// fn via_broadcast_into<S: BroadcastInto<D>, D: shaped::Shape>() {
///     writable::<S, D>();
/// }
/// writable::<shape![3, 1, 1], shape![5, 3, 4, 1]>();
/// via_broadcast_into::<shape![1], shape![2, 2]>();
/// ```
///
/// ```compile_fail,E0277
/// use shaped::{shape, shape::FitsInto};
/// fn writable<S: FitsInto<D>, D: shaped::Shape>() {}
/// writable::<shape![3, 1, 7], shape![1, 3, 1]>(); // would grow the destination to [3, 3, 7]
/// ```
#[diagnostic::on_unimplemented(
    message = "a tensor of shape `{X}` cannot be broadcast to shape `{Y}`",
    label = "the destination's shape would have to change"
)]
pub trait FitsInto<Dest: Shape, X = Shown<Self>, Y = Shown<Dest>>: BroadcastInto<Dest> {}

// Not recommended: a failed bound is then reported once, with this trait's message naming both
// shapes, instead of through the per-dimension gate and two notes.
#[diagnostic::do_not_recommend]
impl<S: BroadcastInto<D>, D: Shape, X, Y> FitsInto<D, X, Y> for S {}

/// A tensor of shape `Self` can be multiplied by one of shape `Rhs` (`torch.matmul`'s rules):
/// the bound to write in generic code, implemented for every pair with `Self: MatMul<Rhs>`.
/// [`MatMulWith::Out`] is the product's shape (the same type as [`MatMul::Output`], which the
/// alias [`MatMulOut`] names).
///
/// It exists for the compiler's messages, as [`BroadcastsWith`] does: a call of a generic
/// function with an illegal pair reports one error, which names both shapes, without a list
/// of the impls of `MatMul`.
///
/// ```
/// use shaped::prelude::*;
/// fn product<A: MatMulWith<B>, B: Shape>(a: &Tensor<f32, A>, b: &Tensor<f32, B>) -> Tensor<f32, MatMulOut<A, B>> {
///     a.matmul(b)
/// }
/// let c = product(&Tensor::<f32, shape![2, 3]>::ones(), &Tensor::<f32, shape![3, 4]>::ones());
/// assert_eq!(c.shape(), &[2, 4]);
/// ```
///
/// ```compile_fail,E0277
/// use shaped::prelude::*;
/// fn product<A: MatMulWith<B>, B: Shape>() {}
/// product::<shape![2, 3], shape![4, 5]>();
/// ```
#[diagnostic::on_unimplemented(
    message = "cannot multiply a matrix of shape `{X}` by one of shape `{Y}`",
    label = "the inner sizes differ, the batch dims do not broadcast, or an operand is 0-d"
)]
pub trait MatMulWith<Rhs: Shape, X = Shown<Self>, Y = Shown<Rhs>>:
    MatMul<Rhs, Output = <Self as MatMulWith<Rhs, X, Y>>::Out>
{
    /// The shape of the product (the same type as [`MatMul::Output`]).
    type Out: Shape;
}

// Not recommended: a failed bound is reported once, as `MatMulWith` with its message.
#[diagnostic::do_not_recommend]
impl<L: MatMul<R, Output = O>, R: Shape, O: Shape, X, Y> MatMulWith<R, X, Y> for L {
    type Out = O;
}

/// The shape of the product of tensors of shapes `A` and `B` (see [`MatMulWith`]).
pub type MatMulOut<A, B> = <A as MatMulWith<B>>::Out;

/// Reducing a tensor of shape `Self` along `AXIS` with `keepdim` (`sum_keepdim`,
/// `mean_keepdim`, ...) gives a shape that broadcasts back to `Self`: the one bound that code
/// reducing along an axis and combining the result with its input needs (layer norm, centring).
/// Implemented for every shape with the axis `AXIS` whose kept shape broadcasts back to it, which
/// is every static shape of rank above `AXIS` whose sizes the compiler knows, `Dyn` sizes
/// included.
///
/// ```
/// use shaped::prelude::*;
/// fn centre<S: ReduceKeepdim<1>>(x: &Tensor<f32, S>) -> Tensor<f32, S> {
///     x - &x.mean_keepdim::<1>()
/// }
/// let x = Tensor::<f32, shape![2, 2]>::from([[1.0, 3.0], [5.0, 9.0]]);
/// assert_eq!(centre(&x).to_vec(), vec![-1.0, 1.0, -2.0, 2.0]);
/// ```
///
/// ```compile_fail,E0277
/// use shaped::prelude::*;
/// fn centre<S: ReduceKeepdim<2>>() {}
/// centre::<shape![2, 3]>(); // no axis 2
/// ```
#[diagnostic::on_unimplemented(
    message = "cannot reduce shape `{X}` along axis {AXIS} and broadcast the result back",
    label = "axis {AXIS} is out of range, or a size 1 cannot stretch back to its size"
)]
pub trait ReduceKeepdim<const AXIS: usize, X = Shown<Self>>:
    HasAxis<AXIS> + BroadcastsWith<<Self as HasAxis<AXIS>>::Kept, Out = Self>
{
}

#[diagnostic::do_not_recommend]
impl<S, const AXIS: usize, X> ReduceKeepdim<AXIS, X> for S where
    S: HasAxis<AXIS> + BroadcastsWith<<S as HasAxis<AXIS>>::Kept, Out = S>
{
}

/// [`ReduceKeepdim`] for the max-like reductions (`amax_keepdim`, `amin_keepdim`): the axis
/// also has a size that is not statically 0 ([`NonEmptyAxis`]). Row softmax needs this one.
///
/// ```
/// use shaped::prelude::*;
/// fn shifted<S: MaxKeepdim<1>>(x: &Tensor<f32, S>) -> Tensor<f32, S> {
///     x - &x.amax_keepdim::<1>()
/// }
/// let x = Tensor::<f32, shape![1, 3]>::from([[1.0, 3.0, 2.0]]);
/// assert_eq!(shifted(&x).to_vec(), vec![-2.0, 0.0, -1.0]);
/// ```
///
/// ```compile_fail,E0277
/// use shaped::prelude::*;
/// fn shifted<S: MaxKeepdim<1>>() {}
/// shifted::<shape![2, 0]>(); // a max along an empty axis
/// ```
#[diagnostic::on_unimplemented(
    message = "cannot take a max along axis {AXIS} of shape `{X}` and broadcast it back",
    label = "axis {AXIS} is out of range or has size 0, or a size 1 cannot stretch back to its size"
)]
pub trait MaxKeepdim<const AXIS: usize, X = Shown<Self>>:
    ReduceKeepdim<AXIS> + NonEmptyAxis<AXIS>
{
}

#[diagnostic::do_not_recommend]
impl<S, const AXIS: usize, X> MaxKeepdim<AXIS, X> for S where
    S: ReduceKeepdim<AXIS> + NonEmptyAxis<AXIS>
{
}
