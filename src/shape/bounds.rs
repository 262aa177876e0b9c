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
use super::traits::Shape;

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
pub trait BroadcastsWith<Rhs: Shape>:
    Broadcast<Rhs, Output = <Self as BroadcastsWith<Rhs>>::Out>
{
    /// The broadcast shape (the same type as [`Broadcast::Output`]).
    type Out: Shape;
}

impl<L: Broadcast<R, Output = O>, R: Shape, O: Shape> BroadcastsWith<R> for L {
    type Out = O;
}

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
    message = "a tensor of shape `{Self}` is not known to fit into shape `{Dest}`",
    note = "in generic code, add the bound `{Self}: BroadcastInto<{Dest}>`"
)]
pub trait FitsInto<Dest: Shape>: BroadcastInto<Dest> {}

impl<S: BroadcastInto<D>, D: Shape> FitsInto<D> for S {}
