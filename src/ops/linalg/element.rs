//! [`LinalgElement`]: the element types of the linear-algebra operations (`f32` and `f64`).

use core::fmt::Debug;
use core::ops::{Add, Div, Mul, Neg, Sub};

mod sealed {
    pub trait Sealed {}
    impl Sealed for f32 {}
    impl Sealed for f64 {}
}

/// An element type that `det`, `inv`, `solve` and `cholesky` accept: `f32` and `f64` (sealed).
///
/// The arithmetic is IEEE arithmetic, one rounding per operation (no fused multiply-add, which
/// `core` does not offer), so results do not depend on the `std` feature. The square root is
/// correctly rounded with or without `std`.
///
/// ```
/// use shaped::ops::linalg::LinalgElement;
/// assert_eq!(<f64 as LinalgElement>::ZERO, 0.0);
/// assert_eq!(LinalgElement::sqrt(2.25f32), 1.5);
/// assert_eq!(LinalgElement::abs(-3.0f64), 3.0);
/// ```
pub trait LinalgElement:
    sealed::Sealed
    + Copy
    + Debug
    + PartialOrd
    + Add<Output = Self>
    + Sub<Output = Self>
    + Mul<Output = Self>
    + Div<Output = Self>
    + Neg<Output = Self>
    + Send
    + Sync
    + 'static
{
    /// `0`.
    const ZERO: Self;
    /// `1`.
    const ONE: Self;
    /// The absolute value.
    fn abs(self) -> Self;
    /// The correctly rounded square root (NaN below zero, `-0` for `-0`).
    fn sqrt(self) -> Self;
}

macro_rules! element {
    ($($t:ident)*) => {$(
        impl LinalgElement for $t {
            const ZERO: Self = 0.0;
            const ONE: Self = 1.0;
            #[inline(always)]
            fn abs(self) -> Self {
                <$t>::abs(self)
            }
            #[inline(always)]
            fn sqrt(self) -> Self {
                super::sqrt::$t(self)
            }
        }
    )*};
}

element!(f32 f64);
