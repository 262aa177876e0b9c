//! [`Reducible`]: the element types reductions accept, with the constants and the arithmetic
//! they use, and [`MeanElement`] for `mean`.

/// An element type that reductions (`sum`, `prod`, `amax`, `amin`, `argmax`, `argmin`) accept:
/// the primitive integers and floats.
///
/// Integer `sum` and `prod` wrap on overflow (two's complement), as PyTorch's do when the result
/// keeps the input's dtype (`t.sum(dtype=t.dtype)`; PyTorch's default `sum` of a small integer
/// type widens to `int64` first, and `int64` sums wrap). `amax`/`amin` propagate NaN: a NaN
/// anywhere in the reduced elements makes the result NaN. `argmax`/`argmin` treat NaN as the
/// extreme value (the first NaN wins), as PyTorch does.
///
/// ```
/// use shaped::ops::Reducible;
/// assert_eq!(Reducible::add(i8::MAX, 1i8), i8::MIN);
/// assert_eq!(<f32 as Reducible>::LOWEST, f32::NEG_INFINITY);
/// assert!(Reducible::is_nan(f64::NAN));
/// ```
pub trait Reducible:
    crate::sealed::SealedElement + Copy + PartialOrd + Send + Sync + 'static
{
    /// `0`, the sum of no elements.
    const ZERO: Self;
    /// `1`, the product of no elements.
    const ONE: Self;
    /// The smallest value (`-inf` for floats), where a maximum starts.
    const LOWEST: Self;
    /// The largest value (`+inf` for floats), where a minimum starts.
    const HIGHEST: Self;
    /// `self + other`, wrapping for integers.
    fn add(self, other: Self) -> Self;
    /// `self * other`, wrapping for integers.
    fn mul(self, other: Self) -> Self;
    /// Whether the value is NaN (never, for integers).
    fn is_nan(self) -> bool;
}

macro_rules! reducible_int {
    ($($t:ty),*) => {$(
        impl Reducible for $t {
            const ZERO: Self = 0;
            const ONE: Self = 1;
            const LOWEST: Self = <$t>::MIN;
            const HIGHEST: Self = <$t>::MAX;
            #[inline(always)]
            fn add(self, other: Self) -> Self {
                self.wrapping_add(other)
            }
            #[inline(always)]
            fn mul(self, other: Self) -> Self {
                self.wrapping_mul(other)
            }
            #[inline(always)]
            fn is_nan(self) -> bool {
                false
            }
        }
    )*};
}

macro_rules! reducible_float {
    ($($t:ty),*) => {$(
        impl Reducible for $t {
            const ZERO: Self = 0.0;
            const ONE: Self = 1.0;
            const LOWEST: Self = <$t>::NEG_INFINITY;
            const HIGHEST: Self = <$t>::INFINITY;
            #[inline(always)]
            fn add(self, other: Self) -> Self {
                self + other
            }
            #[inline(always)]
            fn mul(self, other: Self) -> Self {
                self * other
            }
            #[inline(always)]
            #[allow(clippy::eq_op)]
            fn is_nan(self) -> bool {
                self != self
            }
        }
    )*};
}

reducible_int!(
    i8, i16, i32, i64, i128, isize, u8, u16, u32, u64, u128, usize
);
reducible_float!(f32, f64);

/// A floating-point element type, for `mean` (PyTorch refuses `mean` of integer tensors; here it
/// does not compile). The mean of no elements is NaN (`0 / 0`).
///
/// ```
/// use shaped::ops::MeanElement;
/// assert_eq!(MeanElement::div_count(6.0f32, 4), 1.5);
/// assert!(MeanElement::div_count(0.0f64, 0).is_nan());
/// ```
#[diagnostic::on_unimplemented(
    message = "the mean of `{Self}` elements is not defined: `mean` needs floating-point elements",
    label = "a mean of `{Self}`",
    note = "PyTorch refuses it too (\"mean(): could not infer output dtype\"); cast first: `t.cast::<f64>()`"
)]
pub trait MeanElement: Reducible {
    /// `self / count`.
    fn div_count(self, count: usize) -> Self;
    /// `self - other` (a deviation from the mean, for `var` and `std`).
    fn sub(self, other: Self) -> Self;
}

impl MeanElement for f32 {
    #[inline(always)]
    fn div_count(self, count: usize) -> Self {
        self / count as f32
    }
    #[inline(always)]
    fn sub(self, other: Self) -> Self {
        self - other
    }
}

impl MeanElement for f64 {
    #[inline(always)]
    fn div_count(self, count: usize) -> Self {
        self / count as f64
    }
    #[inline(always)]
    fn sub(self, other: Self) -> Self {
        self - other
    }
}
