//! Element arithmetic that never panics: integers wrap on overflow, as PyTorch's and NumPy's do,
//! and floats follow IEEE. The `try_` forms of `+ - *` use it, so they cannot panic on an
//! element in debug builds either.

/// `+ - *` on an element type, wrapping on integer overflow.
///
/// ```
/// use shaped::ops::ElementWrapping;
/// assert_eq!(i32::MAX.add_wrapping(1), i32::MIN);
/// assert_eq!(0u8.sub_wrapping(1), 255);
/// assert_eq!(1.5f64.mul_wrapping(2.0), 3.0);
/// ```
pub trait ElementWrapping: Copy {
    /// `self + rhs`, wrapping on integer overflow.
    fn add_wrapping(self, rhs: Self) -> Self;
    /// `self - rhs`, wrapping on integer overflow.
    fn sub_wrapping(self, rhs: Self) -> Self;
    /// `self * rhs`, wrapping on integer overflow.
    fn mul_wrapping(self, rhs: Self) -> Self;
}

macro_rules! integers {
    ($($t:ty)*) => {$(
        impl ElementWrapping for $t {
            #[inline]
            fn add_wrapping(self, rhs: Self) -> Self {
                self.wrapping_add(rhs)
            }
            #[inline]
            fn sub_wrapping(self, rhs: Self) -> Self {
                self.wrapping_sub(rhs)
            }
            #[inline]
            fn mul_wrapping(self, rhs: Self) -> Self {
                self.wrapping_mul(rhs)
            }
        }
    )*};
}

macro_rules! floats {
    ($($t:ty)*) => {$(
        impl ElementWrapping for $t {
            #[inline]
            fn add_wrapping(self, rhs: Self) -> Self {
                self + rhs
            }
            #[inline]
            fn sub_wrapping(self, rhs: Self) -> Self {
                self - rhs
            }
            #[inline]
            fn mul_wrapping(self, rhs: Self) -> Self {
                self * rhs
            }
        }
    )*};
}

integers!(i8 i16 i32 i64 i128 isize u8 u16 u32 u64 u128 usize);
floats!(f32 f64);
