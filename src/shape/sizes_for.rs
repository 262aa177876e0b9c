//! The sizes the `_sym` constructors take: one value per dimension (a token, `Const::new()`, a
//! `usize`), or the run-time sizes alone, in order, the static ones read from the shape type.

use super::class::Repr;
use super::dim::{Const, Dim, Dyn};
use super::extents::{Fixed, Runtime, SizeKind};
use super::shown::Shown;
use super::sym::{Brand, Sizes, Sym, SymSize};
use super::traits::Shape;

/// Sizes for a tensor of shape `S`, as the `_sym` constructors take them
/// ([`zeros_sym`](crate::TensorBase::zeros_sym) …): either
///
/// - one value per dimension ([`Sizes`]): a [`SymSize`] token for a symbolic dimension,
///   [`Const::new()`] for a static one, a `usize` for a [`Dyn`] one; or
/// - the run-time sizes alone, in the order of their dimensions, when the shape has a static
///   dimension: a token (or a `usize`), or a tuple of them; the static sizes come from `S`.
///
/// `M` tells the two forms apart; the compiler infers it. `X` is the shape as compiler messages
/// print it ([`Shown`]); leave it to its default.
///
/// ```
/// use shaped::prelude::*;
/// shaped::brand! {
///     struct batch;
///     struct feats;
/// }
/// let b = SymSize::<batch>::bind(4)?;
/// let f = SymSize::<feats>::bind(2)?;
/// let x = HeapTensor::<f32, (Sym<batch>, Const<3>)>::zeros_sym(b);
/// assert_eq!(x.shape(), &[4, 3]);
/// let y = HeapTensor::<f32, (Const<2>, Sym<batch>, Sym<feats>)>::ones_sym((b, f));
/// assert_eq!(y.shape(), &[2, 4, 2]);
/// let z = HeapTensor::<f32, (Sym<batch>, Const<3>)>::zeros_sym((b, Const::new()));
/// assert_eq!(z.shape(), &[4, 3]);
/// # Ok::<(), shaped::ShapeError>(())
/// ```
#[diagnostic::on_unimplemented(
    message = "these are not sizes of the shape `{X}`",
    label = "not the sizes of `{X}`",
    note = "give a token per symbolic size and a `usize` per `Dyn` size, in the order of the dimensions, with `Const::new()` per static size or with the static sizes left out"
)]
pub trait SizesFor<S: Shape, M, X = Shown<S>>: Copy {
    /// The sizes, as the shape's index.
    #[doc(hidden)]
    fn index_for(self) -> S::Index;
}

/// The form with a value per dimension.
#[doc(hidden)]
pub enum EveryDim {}

/// The form with the run-time sizes alone.
#[doc(hidden)]
pub enum RunTimeDims {}

#[diagnostic::do_not_recommend]
impl<Z: Sizes, X> SizesFor<Z::Shape, EveryDim, X> for Z {
    #[inline]
    fn index_for(self) -> <Z::Shape as Shape>::Index {
        self.index()
    }
}

#[diagnostic::do_not_recommend]
impl<Z: RunTimeSizes, S: Shape, X> SizesFor<S, RunTimeDims, X> for Z
where
    S: TakeList<Z::List, AnyStatic = Fixed>,
{
    #[inline]
    fn index_for(self) -> S::Index {
        let mut index = S::fixed_index();
        S::take_list(self.list(), index.as_mut());
        index
    }
}

/// A dimension's size taken from the front of a list of run-time sizes: a static dimension
/// takes nothing, a symbolic one its brand's token, a `Dyn` one a `usize`.
#[doc(hidden)]
pub trait Take<L> {
    /// The rest of the list.
    type Rest;
    /// The size and the rest of the list.
    fn take(list: L) -> (usize, Self::Rest);
}

impl<L, const N: usize, K: Repr> Take<L> for Const<N, K> {
    type Rest = L;
    #[inline]
    fn take(list: L) -> (usize, L) {
        (<Self as Dim>::FIXED, list)
    }
}

impl<B: Brand, R> Take<(SymSize<B>, R)> for Sym<B> {
    type Rest = R;
    #[inline]
    fn take((size, rest): (SymSize<B>, R)) -> (usize, R) {
        (size.get(), rest)
    }
}

impl<R> Take<(usize, R)> for Dyn {
    type Rest = R;
    #[inline]
    fn take((size, rest): (usize, R)) -> (usize, R) {
        (size, rest)
    }
}

/// The run-time sizes alone, as a list (`(a, (b, ()))`): a token, a `usize`, or a tuple of them.
#[doc(hidden)]
pub trait RunTimeSizes: Copy {
    /// The sizes as a list.
    type List;
    /// The list.
    fn list(self) -> Self::List;
}

impl<B: Brand> RunTimeSizes for SymSize<B> {
    type List = (SymSize<B>, ());
    #[inline]
    fn list(self) -> Self::List {
        (self, ())
    }
}

impl RunTimeSizes for usize {
    type List = (usize, ());
    #[inline]
    fn list(self) -> Self::List {
        (self, ())
    }
}

/// `Fixed` when either kind is.
#[doc(hidden)]
pub trait EitherFixed<B: SizeKind>: SizeKind {
    /// The kind.
    type Output: SizeKind;
}
impl<B: SizeKind> EitherFixed<B> for Fixed {
    type Output = Fixed;
}
impl<B: SizeKind> EitherFixed<B> for Runtime {
    type Output = B;
}

/// A run-time size as a value: a [`SymSize`] token or a `usize`.
#[doc(hidden)]
pub trait RunTimeSize: Copy {}
impl<B: Brand> RunTimeSize for SymSize<B> {}
impl RunTimeSize for usize {}

macro_rules! run_time_lists {
    ($($r:literal: ($($z:ident),+);)*) => {$(
        impl<$($z: RunTimeSize),+> RunTimeSizes for ($($z,)+) {
            type List = run_time_lists!(@list $($z),+);
            #[inline]
            #[allow(non_snake_case)]
            fn list(self) -> Self::List {
                let ($($z,)+) = self;
                run_time_lists!(@value $($z),+)
            }
        }
    )*};
    (@list $z:ident $(, $rest:ident)*) => { ($z, run_time_lists!(@list $($rest),*)) };
    (@list) => { () };
    (@value $z:ident $(, $rest:ident)*) => { ($z, run_time_lists!(@value $($rest),*)) };
    (@value) => { () };
}
run_time_lists! {
    1: (Z0);
    2: (Z0, Z1);
    3: (Z0, Z1, Z2);
    4: (Z0, Z1, Z2, Z3);
    5: (Z0, Z1, Z2, Z3, Z4);
    6: (Z0, Z1, Z2, Z3, Z4, Z5);
    7: (Z0, Z1, Z2, Z3, Z4, Z5, Z6);
    8: (Z0, Z1, Z2, Z3, Z4, Z5, Z6, Z7);
}

/// A tuple of dimensions taking their sizes from the list `L`, leaving none.
#[doc(hidden)]
pub trait TakeList<L> {
    /// `Fixed` when one of the dimensions is static.
    type AnyStatic: SizeKind;
    /// Writes the sizes into `index`.
    fn take_list(list: L, index: &mut [usize]);
}

impl TakeList<()> for () {
    type AnyStatic = Runtime;
    #[inline]
    fn take_list((): (), _index: &mut [usize]) {}
}

macro_rules! take_list {
    ($(($d0:ident $(, $d:ident)*);)*) => {$(
        impl<L, $d0: Dim + Take<L> $(, $d)*> TakeList<L> for ($d0, $($d,)*)
        where
            ($($d,)*): TakeList<<$d0 as Take<L>>::Rest>,
            $d0::Size: EitherFixed<<($($d,)*) as TakeList<<$d0 as Take<L>>::Rest>>::AnyStatic>,
        {
            type AnyStatic = <$d0::Size as EitherFixed<
                <($($d,)*) as TakeList<<$d0 as Take<L>>::Rest>>::AnyStatic,
            >>::Output;
            #[inline]
            fn take_list(list: L, index: &mut [usize]) {
                let (first, rest) = $d0::take(list);
                if let Some(slot) = index.first_mut() {
                    *slot = first;
                }
                <($($d,)*) as TakeList<<$d0 as Take<L>>::Rest>>::take_list(
                    rest,
                    index.get_mut(1..).unwrap_or_default(),
                )
            }
        }
    )*};
}
take_list! {
    (D0);
    (D0, D1);
    (D0, D1, D2);
    (D0, D1, D2, D3);
    (D0, D1, D2, D3, D4);
    (D0, D1, D2, D3, D4, D5);
    (D0, D1, D2, D3, D4, D5, D6);
    (D0, D1, D2, D3, D4, D5, D6, D7);
}
