//! Broadcasting resolved by trait solving: [`Broadcast`] and its per-dimension table.

use super::class::{NotOne, Repr};
use super::dim::{Const, Dim, Dyn};
use super::keep::{Proof, Slot};
use super::traits::Shape;
use core::convert::Infallible;
use core::marker::PhantomData;

/// The constant layout of the static shapes `A` and `B` broadcast together
/// ([`Merged`](crate::layout::Merged)): what the static element loops (`kernel/flat.rs`) run on.
pub(crate) struct Pair<A, B>(PhantomData<(A, B)>);

impl<A: Shape, B: Shape> Pair<A, B> {
    /// `A`'s sizes with `B`'s.
    pub(crate) const MERGED: crate::layout::Merged =
        crate::layout::Merged::of(A::FIXED_DIMS, B::FIXED_DIMS);
}

/// [`Pair`] for three static shapes.
pub(crate) struct Triple<A, B, C>(PhantomData<(A, B, C)>);

impl<A: Shape, B: Shape, C: Shape> Triple<A, B, C> {
    /// `A`'s sizes with `B`'s and `C`'s.
    pub(crate) const MERGED: crate::layout::Merged =
        crate::layout::Merged::of3(A::FIXED_DIMS, B::FIXED_DIMS, C::FIXED_DIMS);
}

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
    #[doc(hidden)]
    #[inline]
    fn broadcast_index(lhs: &[usize], rhs: &[usize]) -> Option<<Self::Output as Shape>::Index> {
        let mut dims = [0; crate::layout::merged::LEVELS];
        let dims = dims.get_mut(..lhs.len().max(rhs.len()))?;
        crate::layout::broadcast_pair_into(lhs, rhs, dims).ok()?;
        super::result_index::<Self::Output>(dims)
    }
    /// `f` applied to the pairs of elements of two inline arrays broadcast together: nested
    /// loops with constant trip counts, where a stretched size-1 dimension is read at the
    /// constant index 0. No run-time layout and no bounds check survive optimisation.
    fn zip_arrays<X, Y, Z>(
        lhs: &Self::Array<X>,
        rhs: &Rhs::Array<Y>,
        f: impl FnMut(&X, &Y) -> Z,
    ) -> <Self::Output as Shape>::Array<Z>;
    /// `()`s when every dimension of the result is this shape's own dimension type, so that
    /// the result's inline array type is this shape's ([`keep_lhs`](Self::keep_lhs));
    /// uninhabited otherwise (see [`keep`](super::keep)).
    #[doc(hidden)]
    type KeepsLhs: Proof;
    /// [`KeepsLhs`](Self::KeepsLhs) for `Rhs`'s dimensions.
    #[doc(hidden)]
    type KeepsRhs: Proof;
    /// An inline array of this shape as one of the result's (the same array: the types are
    /// the same).
    #[doc(hidden)]
    fn keep_lhs<E>(a: Self::Array<E>, proof: Self::KeepsLhs) -> <Self::Output as Shape>::Array<E>;
    /// An inline array of `Rhs` as one of the result's.
    #[doc(hidden)]
    fn keep_rhs<E>(b: Rhs::Array<E>, proof: Self::KeepsRhs) -> <Self::Output as Shape>::Array<E>;
}

/// The shape that `A` and `B` broadcast to.
///
/// ```
/// use shaped::{shape, Broadcasted, StaticShape};
/// assert_eq!(<Broadcasted<shape![8, 1, 6, 1], shape![7, 1, 5]> as StaticShape>::DIMS, [8, 7, 6, 5]);
/// ```
pub type Broadcasted<A, B> = <A as Broadcast<B>>::Output;

/// The per-dimension broadcasting gate that messages name.
///
/// `Self` and `Rhs` are the two sizes, `L` and `R` the whole shapes as messages print them
/// ([`Shown`](super::Shown): `Dims<5, 2>` for `shape![5, 2]`) and `AXIS` the dimension of the
/// result, so that a failure can name all of them. Implemented for every pair of sizes of the
/// table [`DimBroadcast`]: equal sizes, a size 1 on either side, and [`Dyn`] against anything
/// (checked at run time). The table itself has no shape parameters, so the compiler solves each
/// pair of sizes once for all the shapes in which it occurs.
#[diagnostic::on_unimplemented(
    message = "cannot broadcast shape `{L}` with shape `{R}`",
    label = "the sizes at dimension {AXIS} of the result are not known to broadcast",
    note = "two sizes broadcast when they are equal or one of them is 1; `*` multiplies element by element (a matrix product is `matmul`)",
    note = "a symbolic size broadcasts only with itself and 1: convert a tensor with `Dyn` sizes with `try_as`",
    note = "in generic code, a size 1 stretches only to a size known not to be 1: state the broadcast as a bound (`A: Broadcasts<B>`, `S: ReduceKeepdim<AXIS>`)"
)]
pub trait BroadcastDim<Rhs: Dim, L, R, const AXIS: usize>: Dim {
    /// The result dimension: one of the two operand dimension types.
    type Out: Dim;
    /// [`DimBroadcast::KeepsLhs`].
    type KeepsLhs: Proof;
    /// [`DimBroadcast::KeepsRhs`].
    type KeepsRhs: Proof;
    /// [`DimBroadcast::keep_lhs`].
    fn keep_lhs<F: Slot>(x: F::Of<Self>, proof: Self::KeepsLhs) -> F::Of<Self::Out>;
    /// [`DimBroadcast::keep_rhs`].
    fn keep_rhs<F: Slot>(x: F::Of<Rhs>, proof: Self::KeepsRhs) -> F::Of<Self::Out>;
    /// `f` applied to the pairs of elements of one dimension of two inline arrays.
    fn zip<X, Y, Z>(
        lhs: &Self::Array<X>,
        rhs: &Rhs::Array<Y>,
        f: impl FnMut(&X, &Y) -> Z,
    ) -> <Self::Out as Dim>::Array<Z>;
}

// Not recommended: a pair missing from the table is then reported with this gate's message,
// which names both shapes and the dimension.
#[diagnostic::do_not_recommend]
impl<A, B, O, L, R, const AXIS: usize> BroadcastDim<B, L, R, AXIS> for A
where
    A: DimBroadcast<B, Out = O>,
    B: Dim,
    O: Dim,
{
    type Out = O;
    type KeepsLhs = A::KeepsLhs;
    type KeepsRhs = A::KeepsRhs;
    #[inline(always)]
    fn keep_lhs<F: Slot>(x: F::Of<A>, proof: A::KeepsLhs) -> F::Of<O> {
        A::keep_lhs::<F>(x, proof)
    }
    #[inline(always)]
    fn keep_rhs<F: Slot>(x: F::Of<B>, proof: A::KeepsRhs) -> F::Of<O> {
        A::keep_rhs::<F>(x, proof)
    }
    #[inline(always)]
    fn zip<X, Y, Z>(
        lhs: &A::Array<X>,
        rhs: &B::Array<Y>,
        f: impl FnMut(&X, &Y) -> Z,
    ) -> <A::Out as Dim>::Array<Z> {
        A::zip(lhs, rhs, f)
    }
}

/// The per-dimension broadcasting table: `Self` and `Rhs` are two sizes that broadcast, and
/// [`DimBroadcast::Out`] is the result's. Implemented for equal sizes, for a size 1 on either
/// side, and for [`Dyn`] against anything (checked at run time).
///
/// Messages name the shapes through [`BroadcastDim`]; where rustc reports this table instead
/// (in code generic over sizes), its message names the two sizes, and the shapes follow in
/// the note on the whole-shape relation.
#[doc(hidden)]
#[diagnostic::on_unimplemented(
    message = "cannot broadcast a size `{Self}` with a size `{Rhs}`",
    label = "the sizes differ and neither is 1",
    note = "two sizes broadcast when they are equal or one of them is 1",
    note = "in generic code, a size 1 stretches only to a size known not to be 1: state the broadcast as a bound (`A: Broadcasts<B>`, `S: ReduceKeepdim<AXIS>`)"
)]
pub trait DimBroadcast<Rhs: Dim>: Dim {
    /// The result dimension: one of the two operand dimension types.
    type Out: Dim;
    /// `()` when [`Out`](Self::Out) is `Self` (then [`keep_lhs`](Self::keep_lhs) can be
    /// called), uninhabited otherwise (see [`keep`](super::keep)).
    type KeepsLhs: Proof;
    /// `()` when [`Out`](Self::Out) is `Rhs`, uninhabited otherwise.
    type KeepsRhs: Proof;
    /// `x` unchanged, its type rebuilt around `Out` (which is `Self`).
    fn keep_lhs<F: Slot>(x: F::Of<Self>, proof: Self::KeepsLhs) -> F::Of<Self::Out>;
    /// `x` unchanged, its type rebuilt around `Out` (which is `Rhs`).
    fn keep_rhs<F: Slot>(x: F::Of<Rhs>, proof: Self::KeepsRhs) -> F::Of<Self::Out>;
    /// `f` applied to the pairs of elements of one dimension of two inline arrays.
    fn zip<X, Y, Z>(
        lhs: &Self::Array<X>,
        rhs: &Rhs::Array<Y>,
        f: impl FnMut(&X, &Y) -> Z,
    ) -> <Self::Out as Dim>::Array<Z>;
}

/// The [`keep`](super::keep) items of a row: whether its result dimension is its left
/// operand's (`lhs yes`) and whether it is its right operand's (`rhs yes`, of the type given).
macro_rules! keeps {
    (lhs $l:ident; rhs $r:ident: $rhs:ty) => {
        $crate::shape::broadcast::keeps!(@lhs $l);
        $crate::shape::broadcast::keeps!(@rhs $r: $rhs);
    };
    (@lhs yes) => {
        type KeepsLhs = ();
        #[inline(always)]
        fn keep_lhs<F: super::keep::Slot>(x: F::Of<Self>, _proof: ()) -> F::Of<Self::Out> {
            x
        }
    };
    (@lhs no) => {
        type KeepsLhs = core::convert::Infallible;
        #[inline(always)]
        fn keep_lhs<F: super::keep::Slot>(_x: F::Of<Self>, proof: core::convert::Infallible) -> F::Of<Self::Out> {
            match proof {}
        }
    };
    (@rhs yes: $rhs:ty) => {
        type KeepsRhs = ();
        #[inline(always)]
        fn keep_rhs<F: super::keep::Slot>(x: F::Of<$rhs>, _proof: ()) -> F::Of<Self::Out> {
            x
        }
    };
    (@rhs no: $rhs:ty) => {
        type KeepsRhs = core::convert::Infallible;
        #[inline(always)]
        fn keep_rhs<F: super::keep::Slot>(_x: F::Of<$rhs>, proof: core::convert::Infallible) -> F::Of<Self::Out> {
            match proof {}
        }
    };
}
pub(super) use keeps;

/// The [`keep`](super::keep) items of a whole-shape relation whose result has no inline array
/// (a [`DynShape`](super::DynShape)), so keeps neither operand's array.
#[cfg(feature = "alloc")]
macro_rules! keeps_none {
    ($rhs:ty) => {
        type KeepsLhs = core::convert::Infallible;
        type KeepsRhs = core::convert::Infallible;
        #[inline(always)]
        fn keep_lhs<E>(
            _a: Self::Array<E>,
            proof: core::convert::Infallible,
        ) -> <Self::Output as Shape>::Array<E> {
            match proof {}
        }
        #[inline(always)]
        fn keep_rhs<E>(
            _b: <$rhs as Shape>::Array<E>,
            proof: core::convert::Infallible,
        ) -> <Self::Output as Shape>::Array<E> {
            match proof {}
        }
    };
}
#[cfg(feature = "alloc")]
pub(super) use keeps_none;

// The rows, as impls whose heads the compiler can tell apart: equal dimension types (every size,
// so code generic over `const N` broadcasts `Const<N>` with `Const<N>` for every `N`), a `Const<1>`
// against a dimension known not to be 1 on either side ([`NotOne`]: without that bound the rows
// would overlap at `Const<1>` with `Const<1>`), and `Dyn` against a static size (checked at run
// time). A stretched size-1 side is read at the constant index 0; a `Dyn` side has no inline array.
#[diagnostic::do_not_recommend]
impl<D: Dim> DimBroadcast<D> for D {
    type Out = D;
    keeps!(lhs yes; rhs yes: D);
    #[inline(always)]
    fn zip<X, Y, Z>(x: &D::Array<X>, y: &D::Array<Y>, f: impl FnMut(&X, &Y) -> Z) -> D::Array<Z> {
        D::zip_same(x, y, f)
    }
}

// The stretching rows are written per dimension type (not for every `D: NotOne`), so that each
// is the plain loop itself: a call through `Dim::each` cost every static broadcast another
// function to instantiate, about 15% of a debug build of code full of broadcasts.
#[diagnostic::do_not_recommend]
impl<const N: usize, K: Repr> DimBroadcast<Const<1>> for Const<N, K>
where
    Const<N, K>: NotOne,
{
    type Out = Const<N, K>;
    keeps!(lhs yes; rhs no: Const<1>);
    #[inline(always)]
    fn zip<X, Y, Z>(
        x: &<Const<N, K> as Dim>::Array<X>,
        y: &[Y; 1],
        mut f: impl FnMut(&X, &Y) -> Z,
    ) -> <Const<N, K> as Dim>::Array<Z> {
        // As in `Dim::each`: the `min` proves the index in range inside the closure itself.
        core::array::from_fn(|i| f(&x[i.min(N.saturating_sub(1))], &y[0]))
    }
}

#[diagnostic::do_not_recommend]
impl<const N: usize, K: Repr> DimBroadcast<Const<N, K>> for Const<1>
where
    Const<N, K>: NotOne,
{
    type Out = Const<N, K>;
    keeps!(lhs no; rhs yes: Const<N, K>);
    #[inline(always)]
    fn zip<X, Y, Z>(
        x: &[X; 1],
        y: &<Const<N, K> as Dim>::Array<Y>,
        mut f: impl FnMut(&X, &Y) -> Z,
    ) -> <Const<N, K> as Dim>::Array<Z> {
        core::array::from_fn(|i| f(&x[0], &y[i.min(N.saturating_sub(1))]))
    }
}

#[diagnostic::do_not_recommend]
impl DimBroadcast<Const<1>> for Dyn {
    type Out = Dyn;
    keeps!(lhs yes; rhs no: Const<1>);
    #[inline(always)]
    fn zip<X, Y, Z>(x: &Infallible, _y: &[Y; 1], _f: impl FnMut(&X, &Y) -> Z) -> Infallible {
        match *x {}
    }
}

#[diagnostic::do_not_recommend]
impl DimBroadcast<Dyn> for Const<1> {
    type Out = Dyn;
    keeps!(lhs no; rhs yes: Dyn);
    #[inline(always)]
    fn zip<X, Y, Z>(_x: &[X; 1], y: &Infallible, _f: impl FnMut(&X, &Y) -> Z) -> Infallible {
        match *y {}
    }
}

#[diagnostic::do_not_recommend]
impl<const N: usize, K: Repr> DimBroadcast<Dyn> for Const<N, K>
where
    Const<N, K>: NotOne,
{
    type Out = Const<N, K>;
    keeps!(lhs yes; rhs no: Dyn);
    #[inline(always)]
    fn zip<X, Y, Z>(_x: &[X; N], y: &Infallible, _f: impl FnMut(&X, &Y) -> Z) -> [Z; N] {
        match *y {}
    }
}

#[diagnostic::do_not_recommend]
impl<const N: usize, K: Repr> DimBroadcast<Const<N, K>> for Dyn
where
    Const<N, K>: NotOne,
{
    type Out = Const<N, K>;
    keeps!(lhs no; rhs yes: Const<N, K>);
    #[inline(always)]
    fn zip<X, Y, Z>(x: &Infallible, _y: &[Y; N], _f: impl FnMut(&X, &Y) -> Z) -> [Z; N] {
        match *x {}
    }
}
