//! Arithmetic on static sizes by trait solving, for the checks that need it: equal element
//! counts (`reshape`, `view_shape`), a narrow length within its axis, sums along a `cat` axis.
//!
//! A size `Const<N, K>` is turned into a type-level number (a `typenum` unsigned integer) by
//! [`SizeNum`], and back into a dimension type by [`ToDim`]. Stable Rust cannot compute with a
//! generic const parameter in a type, so both directions are tables with one impl per size: the
//! sizes 0 to 1024, every power of two and every power of two minus one, and every power of ten
//! (the table `typenum` ships). A size outside the table still works everywhere else (broadcasts,
//! element-wise operations, transposes); only the checks that do arithmetic refuse it, with the
//! message of [`SizeNum`]. Results of the arithmetic (element counts, `cat` sums) may be any
//! number; a `cat` whose sum is outside the table reports it through [`ToDim`].
//!
//! Where the limit is, and why. The limit is the table: 2048 is accepted and 2000 is not, a
//! `reshape` of `[2, 1024]` into `[2048]` compiles and one of `[2, 1025]` into `[2050]` fails
//! `cargo check` with ``cannot reshape `Dims<2, 1025>` into `Dims<2050>` `` (the pair
//! `ui-tests/{fail,pass}/view_reshape_size_beyond_table.rs` pins both sides). Covering every
//! size up to 2^20 would take a million impls: stable Rust has no arithmetic on a generic
//! `const N: usize` in a type (`Bits<{ N & 1 }>` is "generic parameters may not be used in const
//! operations"; it needs the unstable `generic_const_exprs`), so `N` cannot be split into digits
//! or bits, and an impl head matches a const parameter either exactly or for every value.
//! `typenum::U<N>` (its `const-generics` feature) is the same kind of table, with the same range.
//!
//! These traits are implementation details of the gate traits users read
//! ([`ReshapeTo`](super::ReshapeTo), [`NarrowTo`](super::NarrowTo), [`Cat`](super::Cat)); typenum
//! types never appear in their messages.

use core::ops::{Add, Mul};

use typenum::{B1, Bit, IsEqual, IsLessOrEqual, UInt, UTerm, Unsigned};

use super::class::{Class, Many, One, Zero};
use super::dim::{Const, StaticDim};

/// The class of a type-level number: [`Zero`] for 0, [`One`] for 1, [`Many`] above.
#[doc(hidden)]
pub trait ClassOf {
    /// The class.
    type Class: Class;
}
impl ClassOf for UTerm {
    type Class = Zero;
}
impl ClassOf for UInt<UTerm, B1> {
    type Class = One;
}
impl<U: Unsigned, B: Bit, C: Bit> ClassOf for UInt<UInt<U, B>, C> {
    type Class = Many;
}

/// The class of the size `N`, derived from the number (`Const<N, SizeClass<N>>` is the dimension
/// of size `N` whatever `N` is).
pub type SizeClass<const N: usize> = <typenum::U<N> as ClassOf>::Class;

/// The dimension type of the size `N`: `Const<N>`, `Const<1, One>` or `Const<0, Zero>`.
pub type SizeDim<const N: usize> = Const<N, SizeClass<N>>;

/// A static size that static shape arithmetic can use: its value as a type-level number.
///
/// Implemented for `Const<N, K>` when `N` is in the table (see the module docs) and `K` is the
/// class of `N`, so a hand-written `Const<1>` (class `Many`) is refused here too.
#[diagnostic::on_unimplemented(
    message = "the size `{Self}` cannot be used in static shape arithmetic",
    label = "this size is not supported by the static check",
    note = "static sizes 0 to 1024, powers of two (and one less), and powers of ten are supported; write sizes 0 and 1 as shape![0] / shape![1]",
    note = "use `Dyn` for this dimension to check it at run time"
)]
pub trait SizeNum {
    /// The size as a type-level number.
    #[doc(hidden)]
    type Num: Unsigned;
}

/// A type-level number turned back into the dimension type of that size.
#[diagnostic::on_unimplemented(
    message = "the computed size is too large for a static shape",
    note = "static sizes 0 to 1024, powers of two (and one less), and powers of ten are supported; use `Dyn` dimensions"
)]
pub trait ToDim {
    /// The dimension type (`Const<N, K>` with the class of `N`).
    type Dim: StaticDim;
}

/// A type-level boolean that is true.
#[doc(hidden)]
pub trait IsTrue {}
impl IsTrue for B1 {}

/// `A == B` as a type-level boolean.
#[doc(hidden)]
pub type NumEq<A, B> = <A as IsEqual<B>>::Output;
/// `A <= B` as a type-level boolean.
#[doc(hidden)]
pub type NumLe<A, B> = <A as IsLessOrEqual<B>>::Output;
/// `A * B`.
#[doc(hidden)]
pub type NumMul<A, B> = <A as Mul<B>>::Output;
/// `A + B`.
#[doc(hidden)]
pub type NumAdd<A, B> = <A as Add<B>>::Output;

/// The number of elements of a static shape as a type-level number.
#[doc(hidden)]
pub trait StaticNumel {
    /// The product of the sizes.
    type Num: Unsigned;
}

/// The dimension type of axis `A` of a tuple shape.
#[doc(hidden)]
pub trait AxisDim<const A: usize> {
    /// The dimension at `A`.
    type Dim;
}
