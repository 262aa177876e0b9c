//! The in-place rule by trait solving: [`BroadcastInto`] (a source may broadcast, the
//! destination's shape never changes).

use super::class::{Many, One, Repr, Zero};
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
    fn fits(src: &[usize], dest: &[usize]) -> bool;
    /// Calls `f(dest_element, src_element)` for every element of the inline array `dest`, with
    /// `src` broadcast to its shape: nested loops with constant trip counts.
    fn apply_arrays<X, Y>(
        dest: &mut Dest::Array<X>,
        src: &Self::Array<Y>,
        f: impl FnMut(&mut X, &Y),
    );
}

/// The per-dimension in-place table: a source size `Self` written into a destination size
/// `D` at dimension `AXIS` of the destination, with the whole shapes `Src` and `Dest` as messages
/// print them ([`Shown`](super::Shown)).
#[diagnostic::on_unimplemented(
    message = "a tensor of shape `{Src}` cannot be broadcast to shape `{Dest}`",
    label = "dimension {AXIS} of the destination would have to change its size",
    note = "in-place operations, `assign` and `expand` may broadcast the source to the destination's shape, but never change that shape"
)]
pub trait BroadcastIntoDim<D: Dim, Src, Dest, const AXIS: usize>: Dim {
    /// Whether the run-time sizes fit.
    fn fits(src: usize, dest: usize) -> bool;
    /// Calls `f(dest_element, src_element)` along one dimension of two inline arrays.
    fn apply<X, Y>(dest: &mut D::Array<X>, src: &Self::Array<Y>, f: impl FnMut(&mut X, &Y));
}

/// Raised when the source `Src` of an in-place operation has more dimensions than its
/// destination `Self` (both as messages print them, [`Shown`](super::Shown)); it has no impls.
#[diagnostic::on_unimplemented(
    message = "shape `{Src}` has more dimensions than the destination `{Self}`",
    label = "this would add leading dimensions to the destination",
    note = "in-place operations, `assign` and `expand` may broadcast the source to the destination's shape, but never change that shape"
)]
pub trait SourceHasMoreDims<Src> {}

macro_rules! into_table {
    ($( [$($g:tt)*] $src:ty => $dest:ty, |$s:ident, $d:ident| $fits:expr,
        |$x:ident, $y:ident, $f:ident| $apply:expr; )*) => {$(
        #[diagnostic::do_not_recommend]
        impl<$($g)* Src, Dest, const AXIS: usize> BroadcastIntoDim<$dest, Src, Dest, AXIS> for $src {
            #[inline(always)]
            fn fits($s: usize, $d: usize) -> bool {
                $fits
            }
            #[inline(always)]
            #[allow(unused_mut)]
            fn apply<X, Y>(
                $x: &mut <$dest as Dim>::Array<X>,
                $y: &<$src as Dim>::Array<Y>,
                mut $f: impl FnMut(&mut X, &Y),
            ) {
                $apply
            }
        }
    )*};
}

// Each row: source and destination dimension types, the run-time rule, and the inline loop.
into_table! {
    [const N: usize, RS: Repr, RD: Repr,] Const<N, Many<RS>> => Const<N, Many<RD>>, |_s, _d| true,
        |x, y, f| x.iter_mut().zip(y).for_each(|(d, s)| f(d, s));
    [const N: usize, RN: Repr,] Const<1, One> => Const<N, Many<RN>>, |_s, _d| true,
        |x, y, f| x.iter_mut().for_each(|d| f(d, &y[0]));
    [] Const<1, One> => Const<1, One>, |_s, _d| true,
        |x, y, f| f(&mut x[0], &y[0]);
    [] Const<1, One> => Const<0, Zero>, |_s, _d| true,
        |_x, _y, f| { let _ = &mut f; };
    [] Const<1, One> => Dyn, |_s, _d| true,
        |x, _y, f| { let _ = &mut f; match *x {} };
    [] Const<0, Zero> => Const<0, Zero>, |_s, _d| true,
        |_x, _y, f| { let _ = &mut f; };
    [const N: usize, RN: Repr,] Const<N, Many<RN>> => Dyn, |s, d| s == d,
        |x, _y, f| { let _ = &mut f; match *x {} };
    [] Const<0, Zero> => Dyn, |_s, d| d == 0,
        |x, _y, f| { let _ = &mut f; match *x {} };
    [const N: usize, RN: Repr,] Dyn => Const<N, Many<RN>>, |s, d| s == d || s == 1,
        |_x, y, f| { let _ = &mut f; match *y {} };
    [] Dyn => Const<1, One>, |s, _d| s == 1,
        |_x, y, f| { let _ = &mut f; match *y {} };
    [] Dyn => Const<0, Zero>, |s, _d| s <= 1,
        |_x, y, f| { let _ = &mut f; match *y {} };
    [] Dyn => Dyn, |s, d| s == d || s == 1,
        |x, _y, f| { let _ = &mut f; match *x {} };
}
