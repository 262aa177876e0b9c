//! How compiler messages print shapes: [`Dims`], a short stand-in for a fully static shape.
//!
//! A static shape is a tuple of dimension types, and rustc prints it as such, with crate paths:
//! `(shaped::Const<5>, shaped::Const<1>)` (the path is spelled because `core` also has an
//! item named `Const`). The gate traits whose failures users read take the shapes through
//! [`ShowShape`] instead, which maps a fully static shape to `Dims<5, 1>`: the sizes as written
//! in `shape![5, 1]`, without paths (or digits). A shape with a [`Dyn`](super::Dyn) dimension is
//! shown as a tuple of `Dyn`s and [`Size`]s: `(Dyn, Size<3>)`.

/// A fully static shape as compiler messages print it: `Dims<5, 2, 4, 1>` is `shape![5, 2, 4, 1]`
/// and `Dims` alone is `shape![]`. It only appears in messages (as a parameter of the gate traits
/// such as [`BroadcastDim`](super::BroadcastDim)); no value of it is ever made. Unused trailing
/// parameters hold `usize::MAX`, which rustc does not print.
///
/// ```
/// use shaped::{shape, shape::{Dims, ShowShape}};
/// fn same<T>(_: Option<T>, _: Option<T>) {}
/// same(None::<<shape![5, 1, 4] as ShowShape>::Shown>, None::<Dims<5, 1, 4>>);
/// same(None::<<shape![] as ShowShape>::Shown>, None::<Dims>);
/// ```
#[cfg(target_pointer_width = "64")]
pub struct Dims<
    const D0: usize = 18446744073709551615,
    const D1: usize = 18446744073709551615,
    const D2: usize = 18446744073709551615,
    const D3: usize = 18446744073709551615,
    const D4: usize = 18446744073709551615,
    const D5: usize = 18446744073709551615,
    const D6: usize = 18446744073709551615,
    const D7: usize = 18446744073709551615,
>;

/// A fully static shape as compiler messages print it (see the 64-bit documentation).
#[cfg(target_pointer_width = "32")]
pub struct Dims<
    const D0: usize = 4294967295,
    const D1: usize = 4294967295,
    const D2: usize = 4294967295,
    const D3: usize = 4294967295,
    const D4: usize = 4294967295,
    const D5: usize = 4294967295,
    const D6: usize = 4294967295,
    const D7: usize = 4294967295,
>;

/// A fully static shape as compiler messages print it (see the 64-bit documentation).
#[cfg(target_pointer_width = "16")]
pub struct Dims<
    const D0: usize = 65535,
    const D1: usize = 65535,
    const D2: usize = 65535,
    const D3: usize = 65535,
    const D4: usize = 65535,
    const D5: usize = 65535,
    const D6: usize = 65535,
    const D7: usize = 65535,
>;

/// The form of a shape that compiler messages print: [`Dims`] for a fully static tuple shape,
/// a tuple of `Dyn`s and [`Size`]s when it has a `Dyn` dimension, `DynShape` itself. Implemented for every tuple shape (rank 0 to 8) and for
/// [`DynShape`](super::DynShape).
///
/// ```
/// use shaped::{shape, shape::ShowShape};
/// fn same<T>(_: Option<T>, _: Option<T>) {}
/// same(None::<<shape![Dyn, 3] as ShowShape>::Shown>, None::<(shaped::Dyn, shaped::shape::Size<3>)>);
/// same(None::<<shape![1, 2, 3, 4, 5, 6, 7, 8] as ShowShape>::Shown>, None::<shaped::shape::Dims<1, 2, 3, 4, 5, 6, 7, 8>>);
/// same(None::<<shape![0, Dyn] as ShowShape>::Shown>, None::<(shaped::shape::Size<0>, shaped::Dyn)>);
/// same(None::<<shaped::DynShape as ShowShape>::Shown>, None::<shaped::DynShape>);
/// ```
pub trait ShowShape: crate::sealed::SealedShape {
    /// What messages print.
    type Shown;
}

/// One dimension's step of [`ShowShape`] (generated with the tuple impls).
#[doc(hidden)]
pub use super::relations::ShowDim;

/// A static size in a shape that also has `Dyn` dimensions, as messages print it:
/// `shape![Dyn, 3]` prints as `(Dyn, Size<3>)`.
///
/// ```
/// use shaped::{shape, shape::{Shown, Size}, Dyn};
/// let _: Option<Shown<shape![Dyn, 3]>> = None::<(Dyn, Size<3>)>;
/// ```
pub struct Size<const N: usize>;

/// What messages print for the shape `S` (see [`ShowShape`]).
///
/// ```
/// use shaped::{shape, shape::{Dims, Shown}};
/// let _: Option<Shown<shape![2, 3]>> = None::<Dims<2, 3>>;
/// ```
pub type Shown<S> = <S as ShowShape>::Shown;
