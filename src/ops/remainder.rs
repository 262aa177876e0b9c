//! NumPy's remainder: the result takes the sign of the divisor (`-7 % 3 == 2`), unlike Rust's
//! `%`, which takes the sign of the dividend (NumPy's `fmod`).

/// The remainder `%` of tensors computes, NumPy's `np.remainder`: `a - floor(a / b) * b`, with
/// the sign of `b`. `MIN.floor_rem(-1)` is 0 (the remainder wraps, as PyTorch's does, instead of
/// overflowing). The `try_` forms check divisors first ([`ElementDiv`](super::ElementDiv)).
///
/// # Panics
///
/// On an integer divisor of zero, as Rust's `%` does (NumPy gives 0 with a warning; PyTorch
/// raises `ZeroDivisionError`, which `try_rem` returns).
///
/// ```
/// use shaped::ops::FloorRem;
/// assert_eq!((-7i32).floor_rem(3), 2);
/// assert_eq!(7i32.floor_rem(-3), -2);
/// assert_eq!((-7.5f64).floor_rem(2.0), 0.5);
/// assert_eq!(7u8.floor_rem(3), 1);
/// assert_eq!(i32::MIN.floor_rem(-1), 0);
/// ```
pub trait FloorRem: crate::sealed::SealedElement {
    /// `self % rhs` with the sign of `rhs`.
    fn floor_rem(self, rhs: Self) -> Self;
}

macro_rules! signed {
    ($($t:ty)*) => {$(
        impl FloorRem for $t {
            #[inline]
            fn floor_rem(self, rhs: $t) -> $t {
                // Only `MIN % -1` wraps, and its remainder is 0.
                let r = self.wrapping_rem(rhs);
                if r != 0 && ((r < 0) != (rhs < 0)) { r + rhs } else { r }
            }
        }
    )*};
}
macro_rules! unsigned {
    ($($t:ty)*) => {$(
        impl FloorRem for $t {
            #[inline]
            fn floor_rem(self, rhs: $t) -> $t {
                self % rhs
            }
        }
    )*};
}
macro_rules! float {
    ($($t:ty)*) => {$(
        impl FloorRem for $t {
            #[inline]
            fn floor_rem(self, rhs: $t) -> $t {
                let r = self % rhs;
                if r == 0.0 {
                    // NumPy gives a zero with the divisor's sign.
                    if rhs < 0.0 { -0.0 } else { 0.0 }
                } else if (r < 0.0) != (rhs < 0.0) {
                    r + rhs
                } else {
                    r
                }
            }
        }
    )*};
}
signed!(i8 i16 i32 i64 i128 isize);
unsigned!(u8 u16 u32 u64 u128 usize);
float!(f32 f64);
