//! Broadcasting resolved by trait solving: [`Broadcast`] and its per-dimension table.

use super::class::{Many, One, Repr, Zero};
use super::dim::{Const, Dim, Dyn};
use super::traits::Shape;

/// `Self` and `Rhs` broadcast; [`Broadcast::Output`] is the result shape.
///
/// Implemented for every pair of tuple shapes up to rank 8 whose sizes broadcast under
/// NumPy's rules (trailing dimensions aligned; equal sizes, or one of them 1; a missing dimension
/// counts as 1), and for [`DynShape`](super::DynShape) against anything (checked at run time).
/// The output is built from the operands' own dimension types, so it is exactly the type you
/// would write by hand.
///
/// ```
/// use shaped::{shape, Broadcasted};
/// fn same<T>(_: core::marker::PhantomData<T>, _: core::marker::PhantomData<T>) {}
/// let got = core::marker::PhantomData::<Broadcasted<shape![5, 1, 4, 1], shape![3, 1, 1]>>;
/// same(got, core::marker::PhantomData::<shape![5, 3, 4, 1]>);
/// ```
///
/// An illegal pair does not compile, and the error names both shapes and the failing dimension:
///
/// ```compile_fail,E0277
/// use shaped::{shape, Broadcasted};
/// let _: Option<Broadcasted<shape![4, 3], shape![4]>> = None;
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` and `{Rhs}` are not known to broadcast",
    note = "in generic code, add the bound `{Self}: Broadcast<{Rhs}>`"
)]
pub trait Broadcast<Rhs: Shape>: Shape {
    /// The broadcast shape.
    type Output: Shape;
    /// The run-time sizes of the result from the operands' sizes (of this shape's and `Rhs`'s
    /// ranks), `None` when run-time sizes (`Dyn` dimensions or a `DynShape`) do not broadcast.
    /// Always `Some` for fully static shapes.
    fn broadcast_index(lhs: &[usize], rhs: &[usize]) -> Option<<Self::Output as Shape>::Index>;
    /// `f` applied to the pairs of elements of two inline arrays broadcast together: nested
    /// loops with constant trip counts, where a stretched size-1 dimension is read at the
    /// constant index 0. No run-time layout and no bounds check survive optimisation.
    fn zip_arrays<X, Y, Z>(
        lhs: &Self::Array<X>,
        rhs: &Rhs::Array<Y>,
        f: impl FnMut(&X, &Y) -> Z,
    ) -> <Self::Output as Shape>::Array<Z>;
    /// `f(out, x, y)` for every element `out` of an existing inline array of the broadcast shape
    /// and the pair `x`, `y` of the two inline arrays broadcast to it: counted nested loops
    /// with constant trip counts, as a hand loop over nested arrays writes them.
    #[doc(hidden)]
    fn zip_into<'a, X, Y, Z>(
        out: &mut <Self::Output as Shape>::Array<Z>,
        lhs: &'a Self::Array<X>,
        rhs: &'a Rhs::Array<Y>,
        f: impl FnMut(&mut Z, &'a X, &'a Y),
    );
}

/// The shape that `A` and `B` broadcast to.
///
/// ```
/// use shaped::{shape, Broadcasted, StaticShape};
/// assert_eq!(<Broadcasted<shape![8, 1, 6, 1], shape![7, 1, 5]> as StaticShape>::DIMS, [8, 7, 6, 5]);
/// ```
pub type Broadcasted<A, B> = <A as Broadcast<B>>::Output;

/// The per-dimension broadcasting table (the compiler's "gate" for one pair of sizes).
///
/// `Self` and `Rhs` are the two sizes, `L` and `R` the whole shapes as messages print them
/// ([`Shown`](super::Shown): `Dims<5, 2>` for `shape![5, 2]`) and `AXIS` the dimension of the
/// result, so that a failure can name all of them. Implemented for equal sizes, for a size 1
/// on either side, and for [`Dyn`] against anything (checked at run time).
#[diagnostic::on_unimplemented(
    message = "cannot broadcast shape `{L}` with shape `{R}`",
    label = "the sizes at dimension {AXIS} of the result differ and neither is 1",
    note = "two sizes broadcast when they are equal or one of them is 1"
)]
pub trait BroadcastDim<Rhs: Dim, L, R, const AXIS: usize>: Dim {
    /// The result dimension: one of the two operand dimension types.
    type Out: Dim;
    /// The result size from the run-time sizes; `None` when run-time sizes clash.
    fn pick(lhs: usize, rhs: usize) -> Option<usize>;
    /// `f` applied to the pairs of elements of one dimension of two inline arrays.
    fn zip<X, Y, Z>(
        lhs: &Self::Array<X>,
        rhs: &Rhs::Array<Y>,
        f: impl FnMut(&X, &Y) -> Z,
    ) -> <Self::Out as Dim>::Array<Z>;
    /// `f(out[i], lhs[i], rhs[i])` along one dimension, a size-1 side read at index 0.
    fn zip_into<'a, X, Y, Z>(
        out: &mut <Self::Out as Dim>::Array<Z>,
        lhs: &'a Self::Array<X>,
        rhs: &'a Rhs::Array<Y>,
        f: impl FnMut(&mut Z, &'a X, &'a Y),
    );
}

macro_rules! table {
    ($( [$($g:tt)*] $lhs:ty, $rhs:ty => $out:ty, |$a:ident, $b:ident| $pick:expr,
        |$x:ident, $y:ident, $f:ident| $zip:expr,
        |$o:ident, $xi:ident, $yi:ident, $fi:ident| $into:expr; )*) => {$(
        #[diagnostic::do_not_recommend]
        impl<$($g)* L, R, const AXIS: usize> BroadcastDim<$rhs, L, R, AXIS> for $lhs {
            type Out = $out;
            #[inline(always)]
            fn pick($a: usize, $b: usize) -> Option<usize> {
                $pick
            }
            #[inline(always)]
            #[allow(unused_mut)]
            fn zip<X, Y, Z>(
                $x: &<$lhs as Dim>::Array<X>,
                $y: &<$rhs as Dim>::Array<Y>,
                mut $f: impl FnMut(&X, &Y) -> Z,
            ) -> <$out as Dim>::Array<Z> {
                $zip
            }
            #[inline(always)]
            #[allow(unused_mut, clippy::needless_range_loop)]
            fn zip_into<'a, X, Y, Z>(
                $o: &mut <$out as Dim>::Array<Z>,
                $xi: &'a <$lhs as Dim>::Array<X>,
                $yi: &'a <$rhs as Dim>::Array<Y>,
                mut $fi: impl FnMut(&mut Z, &'a X, &'a Y),
            ) {
                $into
            }
        }
    )*};
}

// Each row: the two dimension types, the result, the run-time size rule, and the inline loop
// (a stretched size-1 side is read at the constant index 0; a `Dyn` side has no inline array).
table! {
    [const N: usize, RA: Repr, RB: Repr,] Const<N, Many<RA>>, Const<N, Many<RB>> => Const<N, Many<RA>>, |a, _b| Some(a),
        |x, y, f| core::array::from_fn(|i| f(&x[i], &y[i])),
        |o, x, y, f| for i in 0..N { f(&mut o[i], &x[i], &y[i]) };
    [const N: usize, RN: Repr,] Const<N, Many<RN>>, Const<1, One> => Const<N, Many<RN>>, |a, _b| Some(a),
        |x, y, f| core::array::from_fn(|i| f(&x[i], &y[0])),
        |o, x, y, f| for i in 0..N { f(&mut o[i], &x[i], &y[0]) };
    [const N: usize, RN: Repr,] Const<1, One>, Const<N, Many<RN>> => Const<N, Many<RN>>, |_a, b| Some(b),
        |x, y, f| core::array::from_fn(|i| f(&x[0], &y[i])),
        |o, x, y, f| for i in 0..N { f(&mut o[i], &x[0], &y[i]) };
    [] Const<1, One>, Const<1, One> => Const<1, One>, |a, _b| Some(a),
        |x, y, f| [f(&x[0], &y[0])],
        |o, x, y, f| f(&mut o[0], &x[0], &y[0]);
    [] Const<0, Zero>, Const<0, Zero> => Const<0, Zero>, |a, _b| Some(a),
        |_x, _y, f| { let _ = &mut f; [] },
        |_o, _x, _y, f| { let _ = &mut f; };
    [] Const<0, Zero>, Const<1, One> => Const<0, Zero>, |a, _b| Some(a),
        |_x, _y, f| { let _ = &mut f; [] },
        |_o, _x, _y, f| { let _ = &mut f; };
    [] Const<1, One>, Const<0, Zero> => Const<0, Zero>, |_a, b| Some(b),
        |_x, _y, f| { let _ = &mut f; [] },
        |_o, _x, _y, f| { let _ = &mut f; };
    [const N: usize, RN: Repr,] Const<N, Many<RN>>, Dyn => Const<N, Many<RN>>, |a, b| (b == a || b == 1).then_some(a),
        |_x, y, f| { let _ = &mut f; match *y {} },
        |_o, _x, y, f| { let _ = &mut f; match *y {} };
    [const N: usize, RN: Repr,] Dyn, Const<N, Many<RN>> => Const<N, Many<RN>>, |a, b| (a == b || a == 1).then_some(b),
        |x, _y, f| { let _ = &mut f; match *x {} },
        |_o, x, _y, f| { let _ = &mut f; match *x {} };
    [] Const<1, One>, Dyn => Dyn, |_a, b| Some(b),
        |_x, y, f| { let _ = &mut f; match *y {} },
        |_o, _x, y, f| { let _ = &mut f; match *y {} };
    [] Dyn, Const<1, One> => Dyn, |a, _b| Some(a),
        |x, _y, f| { let _ = &mut f; match *x {} },
        |_o, x, _y, f| { let _ = &mut f; match *x {} };
    [] Const<0, Zero>, Dyn => Const<0, Zero>, |a, b| (b <= 1).then_some(a),
        |_x, y, f| { let _ = &mut f; match *y {} },
        |_o, _x, y, f| { let _ = &mut f; match *y {} };
    [] Dyn, Const<0, Zero> => Const<0, Zero>, |a, b| (a <= 1).then_some(b),
        |x, _y, f| { let _ = &mut f; match *x {} },
        |_o, x, _y, f| { let _ = &mut f; match *x {} };
    [] Dyn, Dyn => Dyn, |a, b| if a == b || b == 1 { Some(a) } else if a == 1 { Some(b) } else { None },
        |x, _y, f| { let _ = &mut f; match *x {} },
        |_o, x, _y, f| { let _ = &mut f; match *x {} };
}
