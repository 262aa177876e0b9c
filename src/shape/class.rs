//! How a static size's number is found by static shape arithmetic, and the facts about a size
//! that broadcasting and reductions need.
//!
//! A static dimension is `Const<N>`, one type per size: sizes 0 and 1 are `Const<0>` and
//! `Const<1>`, written by hand, by [`shape!`](crate::shape!) or by a const-generic parameter
//! alike. Its second parameter says where the checks that do arithmetic on sizes
//! ([`arith`](super::arith)) find the size's number: [`Table`] (the default, which messages do
//! not print) looks it up in the table of sizes, [`Digits`] carries it. [`shape!`](crate::shape!)
//! picks `Table` for the sizes of the table and `Digits` for every other size, so that every
//! literal size works in `reshape`, `view_shape`, `narrow`, `cat`, `stack` and the strict mode.

/// The number of a size is looked up in the table of sizes of [`arith`](super::arith) (0 to
/// 1024, powers of two and one less, powers of ten): the default representation, `Const<4>` is
/// `Const<4, Table>`.
///
/// ```
/// use shaped::Const;
/// use shaped::shape::class::Table;
/// let _: Option<Const<4>> = None::<Const<4, Table>>;
/// ```
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Table;

/// The number of a size is carried by the type: its base-1024 digits, least significant first
/// (`3000 = 952 + 2 · 1024` is `Digits<952, 2, 0, 0>`), so sizes below 2^40 need no table.
/// Written by [`shape!`](crate::shape!) for sizes outside the table; not for direct use (a
/// hand-written `Digits` whose value differs from the size fails to build).
///
/// ```
/// use shaped::{shape, Const, StaticDim};
/// use shaped::shape::class::Digits;
/// let _: Option<shape![3000]> = None::<(Const<3000, Digits<952, 2, 0, 0>>,)>;
/// assert_eq!(<Const<3000, Digits<952, 2, 0, 0>> as StaticDim>::SIZE, 3000);
/// ```
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Digits<const D0: usize, const D1: usize, const D2: usize, const D3: usize>;

mod sealed {
    pub trait SealedRepr {}
    impl SealedRepr for super::Table {}
    impl<const D0: usize, const D1: usize, const D2: usize, const D3: usize> SealedRepr
        for super::Digits<D0, D1, D2, D3>
    {
    }
}

/// Where the number of a static size comes from: `Table` (the table of sizes of
/// [`arith`](super::arith), for `Const<N>`) or `Digits` (the base-1024 digits that
/// [`shape!`](crate::shape!) writes for other sizes). Code generic over `const N: usize` writes
/// `Const<N>` and never names it; code that must also take the sizes outside the table that
/// `shape!` writes is generic over the dimension type instead (`D: Dim`, see the manual's
/// [generic code](crate::manual::generic_code) chapter).
///
/// ```
/// use shaped::shape::class::{Digits, Repr, Table};
/// assert_eq!(Table::LOW, 0);
/// assert_eq!(<Digits<952, 2, 0, 0>>::LOW, 3000);
/// assert_eq!(<Digits<952, 2, 0, 0>>::HIGH, 3000);
/// ```
pub trait Repr: sealed::SealedRepr + Send + Sync + 'static {
    /// The smallest size the representation can stand for.
    const LOW: usize;
    /// The largest size the representation can stand for.
    const HIGH: usize;
}

impl Repr for Table {
    const LOW: usize = 0;
    const HIGH: usize = usize::MAX;
}

impl<const D0: usize, const D1: usize, const D2: usize, const D3: usize> Repr
    for Digits<D0, D1, D2, D3>
{
    // Exactly the value of the digits (an empty range when it overflows).
    const LOW: usize = match digits_value([D0, D1, D2, D3]) {
        Some(v) => v,
        None => usize::MAX,
    };
    const HIGH: usize = match digits_value([D0, D1, D2, D3]) {
        Some(v) => v,
        None => 0,
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

/// A dimension whose size is known not to be 1, so a size 1 stretches against it: every size
/// of the table of [`arith`](super::arith) but 1, every size [`shape!`](crate::shape!) writes
/// with its digits, and [`Dyn`](super::Dyn) (checked at run time).
///
/// Broadcasting needs it because stable Rust cannot write an impl for "`Const<N>` with
/// `N != 1`": the impl for equal sizes (`Const<N>` with `Const<N>`, every `N`) and the impl that
/// stretches a `Const<1>` would overlap at `Const<1>` with `Const<1>`. With this bound on the
/// second, the compiler sees that they do not. In code generic over `const N`, equal sizes
/// broadcast for every `N`; a `Const<1>` against a `Const<N>` needs a bound that states it
/// (the manual's [generic code](crate::manual::generic_code) chapter).
///
/// ```
/// use shaped::{Const, Dyn, shape::class::NotOne};
/// fn stretches_to<D: NotOne>() {}
/// stretches_to::<Const<0>>();
/// stretches_to::<Const<3>>();
/// stretches_to::<Dyn>();
/// ```
///
/// ```compile_fail,E0277
/// use shaped::{Const, shape::class::NotOne};
/// fn stretches_to<D: NotOne>() {}
/// stretches_to::<Const<1>>();
/// ```
#[doc(hidden)]
#[diagnostic::on_unimplemented(
    message = "the dimension `{Self}` is not known to differ from 1",
    label = "a size 1 stretches only against a size the compiler knows",
    note = "sizes of 0 to 1024, powers of two (or one less) and of ten, and every size written with `shape!`, are known"
)]
pub trait NotOne {}

impl<const N: usize, const D0: usize, const D1: usize, const D2: usize, const D3: usize> NotOne
    for super::Const<N, Digits<D0, D1, D2, D3>>
{
}
impl NotOne for super::Dyn {}

/// `n` when it lies in `[low, high]` (the sizes a representation can stand for); a
/// compile-time error otherwise.
///
/// Used by [`Const`](super::Const)'s constants, so a hand-written `Digits` that does not spell
/// the size fails to build instead of giving arithmetic checks a wrong number.
pub(crate) const fn checked_size(n: usize, low: usize, high: usize) -> usize {
    assert!(
        n >= low && n <= high,
        "the size does not match its digits: name every size with shape!"
    );
    n
}
