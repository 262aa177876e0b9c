//! The in-place rule by trait solving: [`BroadcastInto`] (a source may broadcast, the
//! destination's shape never changes).

use super::class::{NotOne, Repr};
use super::dim::{Const, Dim, Dyn};
use super::traits::Shape;

/// A tensor of shape `Self` can be written into (or combined in place with) a tensor of shape
/// `Dest`: `broadcast(Dest, Self) == Dest`.
///
/// This is the bound on `x += y`, `x.assign(&y)` and friends: `y` may be broadcast, `x` keeps its
/// shape. Run-time sizes (`Dyn`, `DynShape`) are checked by [`BroadcastInto::fits`].
///
/// ```
/// use shaped::{shape, BroadcastInto};
/// fn writable<Src: BroadcastInto<Dest>, Dest: shaped::Shape>() {}
/// writable::<shape![3, 1, 1], shape![5, 3, 4, 1]>();
/// ```
///
/// ```compile_fail,E0277
/// use shaped::{shape, BroadcastInto};
/// fn writable<Src: BroadcastInto<Dest>, Dest: shaped::Shape>() {}
/// writable::<shape![3, 1, 7], shape![1, 3, 1]>(); // would grow the destination to [3, 3, 7]
/// ```
#[diagnostic::on_unimplemented(
    message = "a tensor of shape `{Self}` is not known to fit into shape `{Dest}`",
    note = "in generic code, add the bound `{Self}: BroadcastInto<{Dest}>`"
)]
pub trait BroadcastInto<Dest: Shape>: Shape {
    /// Whether run-time sizes (of this shape's and `Dest`'s ranks) fit (always `true` for fully
    /// static shapes).
    #[doc(hidden)]
    #[inline]
    fn fits(src: &[usize], dest: &[usize]) -> bool {
        (Self::IS_STATIC && Dest::IS_STATIC) || crate::layout::fits_into(dest, src)
    }
}

/// The per-dimension in-place table: a source size `Self` written into a destination size
/// `D` at dimension `AXIS` of the destination, with the whole shapes `Src` and `Dest` as messages
/// print them ([`Shown`](super::Shown)).
#[diagnostic::on_unimplemented(
    message = "a tensor of shape `{Src}` cannot be broadcast to shape `{Dest}`",
    label = "dimension {AXIS} of the destination would have to change its size",
    note = "in-place operations, `assign` and `expand` may broadcast the source to the destination's shape, but never change that shape"
)]
pub trait BroadcastIntoDim<D: Dim, Src, Dest, const AXIS: usize>: Dim {}

/// Raised when the source `Src` of an in-place operation has more dimensions than its
/// destination `Self` (both as messages print them, [`Shown`](super::Shown)); it has no impls.
#[diagnostic::on_unimplemented(
    message = "shape `{Src}` has more dimensions than the destination `{Self}`",
    label = "this would add leading dimensions to the destination",
    note = "in-place operations, `assign` and `expand` may broadcast the source to the destination's shape, but never change that shape"
)]
pub trait SourceHasMoreDims<Src> {}

// The rows, told apart as in the broadcasting table: equal dimension types (every size), a
// `Const<1>` source into a destination known not to be 1 ([`NotOne`]), and `Dyn` on one side of
// a static size (checked at run time).
#[diagnostic::do_not_recommend]
impl<D: Dim, Src, Dest, const AXIS: usize> BroadcastIntoDim<D, Src, Dest, AXIS> for D {}

#[diagnostic::do_not_recommend]
impl<D: Dim + NotOne, Src, Dest, const AXIS: usize> BroadcastIntoDim<D, Src, Dest, AXIS>
    for Const<1>
{
}

#[diagnostic::do_not_recommend]
impl<const N: usize, K: Repr, Src, Dest, const AXIS: usize> BroadcastIntoDim<Dyn, Src, Dest, AXIS>
    for Const<N, K>
where
    Const<N, K>: NotOne,
{
}

#[diagnostic::do_not_recommend]
impl<const N: usize, K: Repr, Src, Dest, const AXIS: usize>
    BroadcastIntoDim<Const<N, K>, Src, Dest, AXIS> for Dyn
where
    Const<N, K>: NotOne,
{
}

#[diagnostic::do_not_recommend]
impl<Src, Dest, const AXIS: usize> BroadcastIntoDim<Const<1>, Src, Dest, AXIS> for Dyn {}
