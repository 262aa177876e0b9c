//! Size classes: the disjoint cases that broadcasting distinguishes (0, 1, and 2 or more).

/// The class of sizes 2 and above (the default class of [`Const`](super::Const)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Many;

/// The class of size 1: broadcasts against every size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct One;

/// The class of size 0: broadcasts against 0 and 1 only.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Zero;

mod sealed {
    pub trait Sealed {}
    impl Sealed for super::Many {}
    impl Sealed for super::One {}
    impl Sealed for super::Zero {}
}

/// A size class: [`Many`], [`One`] or [`Zero`].
///
/// ```
/// use shaped::shape::class::{Class, Many, One};
/// assert_eq!(Many::LOW, 2);
/// assert_eq!(One::HIGH, 1);
/// ```
pub trait Class: sealed::Sealed + Send + Sync + 'static {
    /// The smallest size of the class.
    const LOW: usize;
    /// The largest size of the class.
    const HIGH: usize;
}

impl Class for Many {
    const LOW: usize = 2;
    const HIGH: usize = usize::MAX;
}
impl Class for One {
    const LOW: usize = 1;
    const HIGH: usize = 1;
}
impl Class for Zero {
    const LOW: usize = 0;
    const HIGH: usize = 0;
}

/// `n` when it lies in the class `[low, high]`; a compile-time error otherwise.
///
/// Used by [`Const`](super::Const)'s constants, so a hand-written `Const<1>` (which claims class
/// `Many`) fails to build instead of broadcasting wrongly.
pub(crate) const fn checked_size(n: usize, low: usize, high: usize) -> usize {
    assert!(
        n >= low && n <= high,
        "the size does not match its class: write sizes 0 and 1 as shape![0] / shape![1] (Const<0, Zero>, Const<1, One>)"
    );
    n
}
