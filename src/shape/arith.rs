//! Arithmetic on static sizes by trait solving, for the checks that need it: equal element
//! counts (`reshape`, `view_shape`, the strict mode), a narrow length within its axis, sums
//! along a `cat` axis, the element count of `flatten`.
//!
//! A size `Const<N, K>` is turned into a type-level number (a `typenum` unsigned integer) by
//! [`SizeNum`], and a computed number back into a dimension type by `ToDim`: from a table of
//! sizes (0 to 1024, every power of two and one less, every power of ten; [`in_table`] is its
//! membership test, generated from the same list as the impls, which the documentation does not
//! list), or from the base-1024 digits that [`shape!`](crate::shape!) writes into the type of
//! any other size below 2^40. Which sizes work where, and the errors beyond, are in the
//! manual's [static-size limits](crate::manual::static_size_limits) chapter.
//!
//! These traits are implementation details of the gate traits users read
//! ([`ReshapeTo`](super::ReshapeTo), [`NarrowTo`](super::NarrowTo), [`Cat`](super::Cat),
//! [`Flatten`](super::Flatten)); typenum types never appear in their messages.

use core::ops::Add;

use typenum::{B0, B1, Bit, IsEqual, ToUInt, U, UInt, UTerm, Unsigned};

use super::class::Digits;
use super::dim::{Const, StaticDim};

pub use super::relations::in_table;

/// Whether a shape of sizes `dims` can exist: the product of its non-zero sizes fits `isize`
/// (the rule of [`StaticShape::NUMEL`](super::StaticShape::NUMEL)). [`shape!`](crate::shape!)
/// evaluates it in a constant for a shape with a size above 1024 (or more than 6 sizes) and
/// panics when it is false, which is a `cargo check` error naming the sizes.
///
/// ```
/// use shaped::shape::arith::fits;
/// assert!(fits(&[0, 3, 4096]));
/// assert!(!fits(&[0, 1 << 32, 1 << 32]));
/// ```
#[doc(hidden)]
pub const fn fits(dims: &[usize]) -> bool {
    super::traits::const_numel(dims).is_some()
}

/// The verdict of [`fits`] as a type, which [`Pass`] turns back into the shape.
#[doc(hidden)]
pub struct Fits<const OK: bool>;

/// The shape `S`, once its sizes have been checked (`Fits<true>`).
#[doc(hidden)]
pub trait Pass<S> {
    /// The shape.
    type Out;
}

impl<S> Pass<S> for Fits<true> {
    type Out = S;
}

/// The first size that [`Digits`] cannot carry: 2^40 (four base-1024 digits). `shape!` writes
/// larger sizes as `Const<N>`, which the arithmetic checks accept only when `N` is in the table.
///
/// ```
/// assert_eq!(shaped::shape::arith::DIGITS_LIMIT, 1_099_511_627_776);
/// ```
pub const DIGITS_LIMIT: u64 = 1 << 40;

/// Whether [`shape!`](crate::shape!) writes the literal size `n` (2 or more) as `Const<n>`,
/// whose number comes from the table: when `n` is in the table, or when it is too large for
/// [`Digits`] (2^40 and above; such a size is refused by the arithmetic checks, as any size
/// outside the table is). Otherwise it writes `Const<n, Digits<..>>`.
///
/// ```
/// use shaped::shape::arith::use_table;
/// assert!(use_table(1024) && use_table(2048) && use_table(1 << 40));
/// assert!(!use_table(1025) && !use_table(3000) && !use_table((1 << 40) - 3));
/// ```
#[doc(hidden)]
pub const fn use_table(n: usize) -> bool {
    in_table(n) || n as u64 >= DIGITS_LIMIT
}

/// A type-level choice by a constant: `Pick<true>` chooses `A`, `Pick<false>` chooses `B`
/// (see [`Choose`]). [`shape!`](crate::shape!) chooses a dimension type this way.
///
/// ```
/// use shaped::shape::arith::{Choose, Pick};
/// let _: <Pick<{ 1 + 1 == 2 }> as Choose<u8, u16>>::Out = 1u8;
/// ```
#[doc(hidden)]
pub struct Pick<const TABLE: bool>;

/// `A` or `B`, by the constant of [`Pick`].
///
/// ```
/// use shaped::shape::arith::{Choose, Pick};
/// let _: <Pick<true> as Choose<u8, u16>>::Out = 1u8;
/// let _: <Pick<false> as Choose<u8, u16>>::Out = 1u16;
/// ```
#[doc(hidden)]
pub trait Choose<A, B> {
    /// The chosen type.
    type Out;
}
impl<A, B> Choose<A, B> for Pick<true> {
    type Out = A;
}
impl<A, B> Choose<A, B> for Pick<false> {
    type Out = B;
}

/// The dimension type that [`shape!`](crate::shape!) writes for the literal size `N` (2 or
/// more), given [`use_table`]`(N)` and the base-1024 digits of `N`: `Const<N>` or
/// `Const<N, Digits<D0, D1, D2, D3>>`. An alias, so that the macro's output stays a
/// simple type (clippy's `type_complexity` does not fire on user code).
///
/// ```
/// use shaped::Const;
/// use shaped::shape::arith::Literal;
/// use shaped::shape::class::Digits;
/// let _: Option<Literal<true, 5, 5, 0, 0, 0>> = None::<Const<5>>;
/// let _: Option<Literal<false, 3000, 952, 2, 0, 0>> =
///     None::<Const<3000, Digits<952, 2, 0, 0>>>;
/// ```
#[doc(hidden)]
pub type Literal<
    const TABLE: bool,
    const N: usize,
    const D0: usize,
    const D1: usize,
    const D2: usize,
    const D3: usize,
> = <Pick<TABLE> as Choose<Const<N>, Const<N, Digits<D0, D1, D2, D3>>>>::Out;

/// `Self * 1024` for a type-level number (ten zero bits appended, in one step).
#[doc(hidden)]
pub trait Times1024 {
    /// The product.
    type Out: Unsigned;
}
impl Times1024 for UTerm {
    type Out = UTerm;
}
impl<N: Unsigned, B: Bit> Times1024 for UInt<N, B> {
    type Out = UInt<
        UInt<
            UInt<UInt<UInt<UInt<UInt<UInt<UInt<UInt<Self, B0>, B0>, B0>, B0>, B0>, B0>, B0>, B0>,
            B0,
        >,
        B0,
    >;
}

/// `high * 1024 + low` for type-level numbers (`low < 1024`).
#[doc(hidden)]
pub type Join<H, L> = <<H as Times1024>::Out as Add<L>>::Output;

/// The value of [`Digits`] as a type-level number.
#[doc(hidden)]
pub trait DigitsNum {
    /// The number.
    type Num: Unsigned;
}
impl<const D0: usize, const D1: usize, const D2: usize, const D3: usize> DigitsNum
    for Digits<D0, D1, D2, D3>
where
    typenum::Const<D0>: ToUInt,
    typenum::Const<D1>: ToUInt,
    typenum::Const<D2>: ToUInt,
    typenum::Const<D3>: ToUInt,
    U<D3>: Times1024,
    <U<D3> as Times1024>::Out: Add<U<D2>>,
    Join<U<D3>, U<D2>>: Times1024,
    <Join<U<D3>, U<D2>> as Times1024>::Out: Add<U<D1>>,
    Join<Join<U<D3>, U<D2>>, U<D1>>: Times1024,
    <Join<Join<U<D3>, U<D2>>, U<D1>> as Times1024>::Out: Add<U<D0>>,
    Join<Join<Join<U<D3>, U<D2>>, U<D1>>, U<D0>>: Unsigned,
{
    type Num = Join<Join<Join<U<D3>, U<D2>>, U<D1>>, U<D0>>;
}

/// A size that carries its digits has the number of its digits (no table).
impl<const N: usize, const D0: usize, const D1: usize, const D2: usize, const D3: usize> SizeNum
    for Const<N, Digits<D0, D1, D2, D3>>
where
    Digits<D0, D1, D2, D3>: DigitsNum,
{
    type Num = <Digits<D0, D1, D2, D3> as DigitsNum>::Num;
}

/// The dimension type of the size `N`: `Const<N>` (one type per size).
pub type SizeDim<const N: usize> = Const<N>;

/// A static size that static shape arithmetic can use: its value as a type-level number.
///
/// Implemented for `Const<N>` when `N` is in the table (see the module docs), and for every
/// `Const<N, Digits<..>>` (what `shape!` writes for sizes outside the table below 2^40).
///
/// ```
/// use shaped::shape;
/// use shaped::shape::arith::SizeNum;
/// fn usable<D: SizeNum>() {}
/// usable::<shaped::Const<1000>>(); // in the table
/// type Wide = shape![3000]; // outside it: `shape!` writes its digits
/// usable::<<Wide as shaped::shape::HasAxis<0>>::Dim>();
/// ```
#[diagnostic::on_unimplemented(
    message = "the size `{Self}` cannot be used in static shape arithmetic",
    label = "this size is not supported by the static check",
    note = "write sizes with `shape!` (every size below 2^40 works); a hand-written `Const<N>` must be 0 to 1024, a power of two (or one less) or of ten",
    note = "use `Dyn` for this dimension to check it at run time"
)]
pub trait SizeNum {
    /// The size as a type-level number.
    #[doc(hidden)]
    type Num: Unsigned;
}

/// A type-level number turned back into the dimension type of that size.
#[doc(hidden)]
#[diagnostic::on_unimplemented(
    message = "the computed size has no static dimension type",
    note = "a computed size (an element count, a sum) must be 0 to 1024, a power of two (or one less) or of ten; name the shape with `shape!` instead, or use `Dyn`"
)]
pub trait ToDim {
    /// The dimension type (`Const<N>`).
    type Dim: StaticDim;
}

/// A type-level boolean that is true.
#[doc(hidden)]
pub trait IsTrue {}
impl IsTrue for B1 {}

/// `A == B` as a type-level boolean.
#[doc(hidden)]
pub type NumEq<A, B> = <A as IsEqual<B>>::Output;
/// `A * B` ([`MulNum`]).
#[doc(hidden)]
pub type NumMul<A, B> = <A as MulNum<B>>::Out;
/// `A + B` ([`AddNum`]).
#[doc(hidden)]
pub type NumAdd<A, B> = <A as AddNum<B>>::Out;

/// `Self + R` for type-level numbers in `typenum`'s canonical form (no leading zero bits),
/// giving the canonical sum (the type `typenum` writes for it, e.g. `U6` for 2 + 4).
///
/// Added bit by bit from the least significant, with the carry in a second trait
/// ([`AddCarry`]): one projection per bit and no other bound. `typenum`'s `Add` checks `Unsigned`
/// and `Bit` bounds at every step and propagates each carry by a separate addition, which
/// rustc must prove for every static reshape (`benches/compile_time.py`, variant D, compares).
///
/// ```
/// use shaped::shape::arith::NumAdd;
/// use typenum::{U0, U1, U2, U4, U6, U24, U1000, U1023, U1024};
/// fn same<T>(_: Option<T>, _: Option<T>) {}
/// same(None::<NumAdd<U2, U4>>, None::<U6>);
/// same(None::<NumAdd<U1000, U24>>, None::<U1024>);
/// same(None::<NumAdd<U1, U1023>>, None::<U1024>);
/// same(None::<NumAdd<U0, U4>>, None::<U4>);
/// ```
#[doc(hidden)]
pub trait AddNum<R> {
    /// The sum.
    type Out;
}
impl<R> AddNum<R> for UTerm {
    type Out = R;
}
impl<A, X> AddNum<UTerm> for UInt<A, X> {
    type Out = Self;
}
impl<A: AddNum<B>, B, Y> AddNum<UInt<B, Y>> for UInt<A, B0> {
    type Out = UInt<A::Out, Y>;
}
impl<A: AddNum<B>, B> AddNum<UInt<B, B0>> for UInt<A, B1> {
    type Out = UInt<A::Out, B1>;
}
impl<A: AddCarry<B>, B> AddNum<UInt<B, B1>> for UInt<A, B1> {
    type Out = UInt<A::Out, B0>;
}

/// `Self + R + 1` (an addition with a carry in), for [`AddNum`].
#[doc(hidden)]
pub trait AddCarry<R> {
    /// The sum.
    type Out;
}
impl<R: Inc> AddCarry<R> for UTerm {
    type Out = R::Out;
}
impl<A, X> AddCarry<UTerm> for UInt<A, X>
where
    Self: Inc,
{
    type Out = <Self as Inc>::Out;
}
impl<A: AddNum<B>, B> AddCarry<UInt<B, B0>> for UInt<A, B0> {
    type Out = UInt<A::Out, B1>;
}
impl<A: AddCarry<B>, B> AddCarry<UInt<B, B1>> for UInt<A, B0> {
    type Out = UInt<A::Out, B0>;
}
impl<A: AddCarry<B>, B> AddCarry<UInt<B, B0>> for UInt<A, B1> {
    type Out = UInt<A::Out, B0>;
}
impl<A: AddCarry<B>, B> AddCarry<UInt<B, B1>> for UInt<A, B1> {
    type Out = UInt<A::Out, B1>;
}

/// `Self + 1`, for [`AddCarry`].
#[doc(hidden)]
pub trait Inc {
    /// The successor.
    type Out;
}
impl Inc for UTerm {
    type Out = UInt<UTerm, B1>;
}
impl<A> Inc for UInt<A, B0> {
    type Out = UInt<A, B1>;
}
impl<A: Inc> Inc for UInt<A, B1> {
    type Out = UInt<A::Out, B0>;
}

/// `Self * R` for type-level numbers in canonical form, giving the canonical product.
///
/// Walks the bits of `Self` (put the smaller number on the left): `2h * r = (h * r) · 2` and
/// `(2h + 1) * r = (h * r + r / 2) · 2 + r % 2`, one [`AddNum`] of about the size of `r` per
/// 1 bit and no other bound.
///
/// ```
/// use shaped::shape::arith::NumMul;
/// use typenum::{U0, U1, U3, U5, U7, U15, U21, U1024, U1048576};
/// fn same<T>(_: Option<T>, _: Option<T>) {}
/// same(None::<NumMul<U3, U5>>, None::<U15>);
/// same(None::<NumMul<U7, U3>>, None::<U21>);
/// same(None::<NumMul<U1, U7>>, None::<U7>);
/// same(None::<NumMul<U0, U7>>, None::<U0>);
/// same(None::<NumMul<U7, U0>>, None::<U0>);
/// same(None::<NumMul<U1024, U1024>>, None::<U1048576>);
/// ```
#[doc(hidden)]
pub trait MulNum<R> {
    /// The product.
    type Out;
}
impl<R> MulNum<R> for UTerm {
    type Out = UTerm;
}
impl<A, X> MulNum<UTerm> for UInt<A, X> {
    type Out = UTerm;
}
impl<A: MulNum<UInt<B, Y>>, B, Y> MulNum<UInt<B, Y>> for UInt<A, B0> {
    type Out = UInt<A::Out, B0>;
}
impl<A: MulNum<UInt<B, Y>>, B, Y> MulNum<UInt<B, Y>> for UInt<A, B1>
where
    A::Out: AddNum<B>,
{
    type Out = UInt<<A::Out as AddNum<B>>::Out, Y>;
}

/// `Self` and `B` are the same type-level number. Numbers are in `typenum`'s canonical form
/// (no leading zero bits), so equal numbers are equal types and rustc proves this by unifying
/// them, where `typenum`'s `IsEqual` compares through `Cmp` bit by bit, a proof per bit for
/// every static reshape.
///
/// ```
/// use shaped::shape::arith::SameNum;
/// use typenum::{Prod, U2, U3, U6};
/// fn same<A: SameNum<B>, B>() {}
/// same::<Prod<U2, U3>, U6>();
/// ```
#[doc(hidden)]
pub trait SameNum<B> {}
impl<A> SameNum<A> for A {}

/// `Self <= B` for type-level numbers, given whether the lower bits already compared are
/// `<=` (`Acc` is `B1`) or `>` (`B0`): implemented exactly when the whole comparison holds.
///
/// One impl per pair of bits, walked from the least significant bit, with no projection: rustc
/// proves it in a handful of steps, where `typenum`'s `IsLessOrEqual` goes through `Cmp` and a
/// projection per bit, for every static narrow. Both numbers must be in
/// `typenum`'s canonical form (no leading zero bits), which every number of [`SizeNum`] is.
///
/// ```
/// use shaped::shape::arith::NumLeq;
/// use typenum::{B1, U3, U5};
/// fn le<A: NumLeq<B, B1>, B>() {}
/// le::<U3, U5>();
/// le::<U5, U5>();
/// ```
#[doc(hidden)]
pub trait NumLeq<B, Acc> {}
/// Equal bits: the answer is still that of the lower bits.
impl<A, B, X: Bit, Acc> NumLeq<UInt<B, X>, Acc> for UInt<A, X> where A: NumLeq<B, Acc> {}
/// A 0 bit against a 1 bit: `<=` so far.
impl<A, B, Acc> NumLeq<UInt<B, B1>, Acc> for UInt<A, B0> where A: NumLeq<B, B1> {}
/// A 1 bit against a 0 bit: `>` so far.
impl<A, B, Acc> NumLeq<UInt<B, B0>, Acc> for UInt<A, B1> where A: NumLeq<B, B0> {}
/// Both numbers end: the answer of the bits compared.
impl NumLeq<UTerm, B1> for UTerm {}
/// `Self` ends first: `B` has a higher 1 bit, so `Self` is smaller.
impl<B, X, Acc> NumLeq<UInt<B, X>, Acc> for UTerm {}

/// The number of elements of a static shape as a type-level number.
#[doc(hidden)]
pub trait StaticNumel {
    /// The product of the sizes.
    type Num;
}

/// The dimension type of axis `A` of a tuple shape.
#[doc(hidden)]
pub trait AxisDim<const A: usize> {
    /// The dimension at `A`.
    type Dim;
}

#[cfg(test)]
mod tests {
    use super::{SizeNum, use_table};
    use crate::shape::StaticDim;
    use typenum::Unsigned;

    /// The number of the size `shape!` writes for `$n`, and the size itself.
    macro_rules! numbers {
        ($($n:literal)*) => {$({
            type D = <crate::shape![$n] as crate::shape::arith::AxisDim<0>>::Dim;
            let n: usize = $n;
            assert_eq!(<<D as SizeNum>::Num as Unsigned>::to_u64(), n as u64, "{n}");
            assert_eq!(<D as StaticDim>::SIZE, n);
        })*};
    }

    #[test]
    fn digits_give_the_size_as_a_number() {
        numbers!(2 1000 1024 1025 1500 2000 2047 2049 3000 3001 4097 65537 99999 1048577
            2073600 999999 123456789);
        #[cfg(target_pointer_width = "64")]
        numbers!(4294967297 6442450944 1099511627775 1099511627774 999999999999);
    }

    /// `AddNum` and `MulNum` give `typenum`'s canonical numbers (the types the table and the
    /// digits use), including carries through every bit, zero and one.
    #[test]
    fn sums_and_products_are_typenum_numbers() {
        use super::{NumAdd, NumMul};
        use typenum::U;
        macro_rules! check {
            ($($a:literal $b:literal)*) => {$({
                fn same<T>(_: Option<T>, _: Option<T>) {}
                same(None::<NumAdd<U<$a>, U<$b>>>, None::<U<{ $a + $b }>>);
                same(None::<NumMul<U<$a>, U<$b>>>, None::<U<{ $a * $b }>>);
                assert_eq!(<NumMul<U<$a>, U<$b>> as Unsigned>::to_u64(), $a * $b);
            })*};
        }
        check!(0 0  0 7  7 0  1 1  1 255  255 1  2 3  3 2  5 5  7 9  15 17  31 33  12 16  16 64
            511 513  100 10  1000 10  1023 1  1 1023  511 1  255 257  1024 1024  65536 65536);
    }

    /// `NumLeq` holds exactly for `a <= b` (the refused cases are the ui tests of `narrow`).
    #[test]
    fn less_or_equal_holds_for_smaller_numbers() {
        use super::NumLeq;
        use typenum::{B1, U};
        fn le<A: NumLeq<B, B1>, B>() {}
        macro_rules! check {
            ($($a:literal $b:literal)*) => {$( le::<U<$a>, U<$b>>(); )*};
        }
        check!(0 0  0 1  1 1  1 2  2 3  3 4  5 5  6 7  7 8  8 15  15 16  16 16  63 64  64 64
            100 1000  1023 1024  1000 1024  2 1024);
    }

    #[test]
    fn sizes_from_two_to_the_forty_use_the_table() {
        assert!(use_table(1024) && !use_table(1025) && !use_table(3000));
        #[cfg(target_pointer_width = "64")]
        {
            assert!(!use_table((1 << 40) - 3));
            assert!(use_table((1 << 40) - 1));
            assert!(use_table(1 << 40));
            assert!(use_table((1 << 40) + 1));
            assert!(use_table(usize::MAX));
        }
    }
}
