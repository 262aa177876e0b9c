//! Size classes: the disjoint cases that broadcasting distinguishes (0, 1, and 2 or more).
//!
//! The class of sizes 2 and above, [`Many`], also says how static shape arithmetic
//! ([`arith`](super::arith)) finds the size's number: [`Table`] (the default, which messages do
//! not print) looks it up in the table of sizes, [`Digits`] carries it. [`shape!`](crate::shape!)
//! picks `Table` for the sizes of the table and `Digits` for every other size, so that every
//! literal size works in `reshape`, `view_shape`, `narrow`, `cat`, `stack` and the strict mode.

use core::marker::PhantomData;

/// The class of sizes 2 and above (the default class of [`Const`](super::Const)).
///
/// `R` says where the checks that do arithmetic on sizes find the size's number: [`Table`]
/// (the default: `Const<5>` is `Const<5, Many<Table>>`) or [`Digits`], which
/// [`shape!`](crate::shape!) writes for sizes outside the table (`shape![3000]` is
/// `(Const<3000, Many<Digits<952, 2, 0, 0>>>,)`). Both behave the same everywhere else:
/// they broadcast with each other, reduce, multiply, convert and print alike.
///
/// ```
/// use shaped::{shape, Const};
/// use shaped::shape::class::{Class, Many};
/// assert_eq!(<Many>::LOW, 2);
/// let _: Option<shape![5]> = None::<(Const<5, Many>,)>;
/// ```
pub struct Many<R = Table>(PhantomData<R>);

/// The class of size 1: broadcasts against every size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct One;

/// The class of size 0: broadcasts against 0 and 1 only.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Zero;

/// The number of a size of class [`Many`] is looked up in the table of sizes of
/// [`arith`](super::arith) (0 to 1024, powers of two and one less, powers of ten).
///
/// ```
/// use shaped::Const;
/// use shaped::shape::class::{Many, Table};
/// let _: Option<Const<4>> = None::<Const<4, Many<Table>>>;
/// ```
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Table;

/// The number of a size of class [`Many`] is carried by the type: its base-1024 digits, least
/// significant first (`3000 = 952 + 2 · 1024` is `Digits<952, 2, 0, 0>`), so sizes below 2^40
/// need no table. Written by [`shape!`](crate::shape!) for sizes outside the table; a
/// hand-written `Digits` whose value differs from the size fails to build, as a hand-written
/// `Const<1>` does.
///
/// ```
/// use shaped::{shape, Const, StaticDim};
/// use shaped::shape::class::{Digits, Many};
/// let _: Option<shape![3000]> = None::<(Const<3000, Many<Digits<952, 2, 0, 0>>>,)>;
/// assert_eq!(<Const<3000, Many<Digits<952, 2, 0, 0>>> as StaticDim>::SIZE, 3000);
/// ```
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Digits<const D0: usize, const D1: usize, const D2: usize, const D3: usize>;

mod sealed {
    pub trait Sealed {}
    impl<R: super::Repr> Sealed for super::Many<R> {}
    impl Sealed for super::One {}
    impl Sealed for super::Zero {}
    pub trait SealedRepr {}
    impl SealedRepr for super::Table {}
    impl<const D0: usize, const D1: usize, const D2: usize, const D3: usize> SealedRepr
        for super::Digits<D0, D1, D2, D3>
    {
    }
}

/// Where the number of a size of class [`Many`] comes from: `Table` (the table of sizes of
/// [`arith`](super::arith), for `Const<N>`) or `Digits` (the base-1024 digits that
/// [`shape!`](crate::shape!) writes for other sizes). Generic code that takes every size
/// `shape!` writes is generic over it: `Const<N, Many<R>>` with `R: Repr`.
///
/// ```
/// use shaped::shape::class::{Digits, Repr, Table};
/// assert_eq!(Table::LOW, 2);
/// assert_eq!(<Digits<952, 2, 0, 0>>::LOW, 3000);
/// assert_eq!(<Digits<952, 2, 0, 0>>::HIGH, 3000);
/// ```
pub trait Repr: sealed::SealedRepr + Send + Sync + 'static {
    /// The smallest size of the class.
    const LOW: usize;
    /// The largest size of the class.
    const HIGH: usize;
}

impl Repr for Table {
    const LOW: usize = 2;
    const HIGH: usize = usize::MAX;
}

impl<const D0: usize, const D1: usize, const D2: usize, const D3: usize> Repr
    for Digits<D0, D1, D2, D3>
{
    // Exactly the value of the digits (an empty range when it is below 2 or overflows).
    const LOW: usize = match digits_value([D0, D1, D2, D3]) {
        Some(v) if v >= 2 => v,
        _ => usize::MAX,
    };
    const HIGH: usize = match digits_value([D0, D1, D2, D3]) {
        Some(v) if v >= 2 => v,
        _ => 0,
    };
}

/// The value of base-1024 digits, least significant first; `None` when a digit is 1024 or
/// more or the value overflows `usize`.
pub(crate) const fn digits_value(digits: [usize; 4]) -> Option<usize> {
    let mut value: usize = 0;
    let mut i = digits.len();
    while i > 0 {
        i -= 1;
        if digits[i] >= 1024 {
            return None;
        }
        value = match value.checked_mul(1024) {
            Some(v) => v + digits[i],
            None => return None,
        };
    }
    Some(value)
}

/// A size class: [`Many`], [`One`] or [`Zero`].
///
/// ```
/// use shaped::shape::class::{Class, Many, One};
/// assert_eq!(<Many>::LOW, 2);
/// assert_eq!(One::HIGH, 1);
/// ```
pub trait Class: sealed::Sealed + Send + Sync + 'static {
    /// The smallest size of the class.
    const LOW: usize;
    /// The largest size of the class.
    const HIGH: usize;
}

impl<R: Repr> Class for Many<R> {
    const LOW: usize = R::LOW;
    const HIGH: usize = R::HIGH;
}
impl Class for One {
    const LOW: usize = 1;
    const HIGH: usize = 1;
}
impl Class for Zero {
    const LOW: usize = 0;
    const HIGH: usize = 0;
}

// `Many<R>` holds no `R`, so it is `Copy`, `Default`, comparable and printable whatever `R` is.
impl<R> Clone for Many<R> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<R> Copy for Many<R> {}
impl<R> Default for Many<R> {
    fn default() -> Self {
        Many(PhantomData)
    }
}
impl<R> PartialEq for Many<R> {
    fn eq(&self, _other: &Self) -> bool {
        true
    }
}
impl<R> Eq for Many<R> {}
impl<R> core::hash::Hash for Many<R> {
    fn hash<H: core::hash::Hasher>(&self, _state: &mut H) {}
}
impl<R> core::fmt::Debug for Many<R> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("Many")
    }
}

/// `n` when it lies in the class `[low, high]`; a compile-time error otherwise.
///
/// Used by [`Const`](super::Const)'s constants, so a hand-written `Const<1>` (which claims class
/// `Many`) fails to build instead of broadcasting wrongly.
pub(crate) const fn checked_size(n: usize, low: usize, high: usize) -> usize {
    assert!(
        n >= low && n <= high,
        "the size does not match its class: write sizes 0 and 1 as shape![0] / shape![1] (Const<0, Zero>, Const<1, One>); name every size with shape!"
    );
    n
}
