//! [`ElementFloat`]: the float functions of the element-wise math methods, for `f32` and `f64`.
//!
//! Two groups. The functions computed on the bits or with one IEEE operation (`abs`, `sqrt`,
//! `floor`, `ceil`, `round`, `trunc`, `sign`, `recip`, `relu`, `is_nan`, `is_finite`) need
//! nothing beyond `core`. The others (exponentials, logarithms, powers, trigonometric and
//! hyperbolic functions) come from the platform's math library with the `std` feature, or from
//! the `libm` crate (through `num-traits`) with the `libm` feature; with neither they are absent.

mod sealed {
    pub trait Sealed {}
    impl Sealed for f32 {}
    impl Sealed for f64 {}
}

/// Whether the functions of the platform's math library (`std`) or of `libm` are available.
macro_rules! with_math {
    ($($item:item)*) => {$(
        #[cfg(any(feature = "std", feature = "libm"))]
        #[cfg_attr(docsrs, doc(cfg(any(feature = "std", feature = "libm"))))]
        $item
    )*};
}

/// An element type with the float functions of the element-wise math methods (`exp`, `sqrt`,
/// `round` …): `f32` and `f64` (sealed).
///
/// Each function gives NumPy's value for the same input (the manual's
/// [element-wise math](crate::manual::elementwise#element-wise-math) section states the ulp
/// tolerance of each); where Rust's own function differs from NumPy's, this one is NumPy's:
/// [`round`](Self::round) rounds half to even, [`sign`](Self::sign) is 0 for ±0 and NaN for
/// NaN.
///
/// `abs`, `sqrt`, `floor`, `ceil`, `round`, `trunc`, `sign`, `recip`, `relu`, `is_nan` and
/// `is_finite` need only `core`. The other functions need the `std` feature (the platform's math
/// library) or the `libm` feature (the `libm` crate, for `no_std`).
///
/// Tensors call these through their methods (`t.exp()`); generic code names the trait in bounds,
/// and `map` with them gives the same values:
///
/// ```
/// use shaped::ops::ElementFloat;
/// assert_eq!(ElementFloat::round(2.5f64), 2.0); // half to even; f64::round gives 3.0
/// assert_eq!(ElementFloat::sign(-0.0f32).to_bits(), 0.0f32.to_bits());
/// assert_eq!(ElementFloat::relu(-3.0f32), 0.0);
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a float element: the element-wise math methods need `f32` or `f64`",
    label = "needs `f32` or `f64` elements, not `{Self}`",
    note = "NumPy and PyTorch promote integers to a float type here; convert first: `t.cast::<f64>()`"
)]
pub trait ElementFloat: sealed::Sealed + Copy + PartialOrd + Send + Sync + 'static {
    /// `|x|` (the sign bit cleared, so NaN stays NaN).
    fn abs(self) -> Self;
    /// The correctly rounded square root: NaN below zero, `-0` for `-0`.
    fn sqrt(self) -> Self;
    /// The largest integer not above `x` (`-0` stays `-0`).
    fn floor(self) -> Self;
    /// The smallest integer not below `x` (`ceil(-0.5)` is `-0`).
    fn ceil(self) -> Self;
    /// The nearest integer, **half to even** (NumPy's `np.round`, PyTorch's `torch.round`):
    /// `round(2.5) == 2`, `round(-0.5) == -0`. Rust's `f64::round` rounds half away from zero.
    fn round(self) -> Self;
    /// The integer part: `x` rounded towards zero.
    fn trunc(self) -> Self;
    /// NumPy's `np.sign`: `-1`, `0` or `1`; `0` (positive) for `±0`, NaN for NaN. Rust's
    /// `signum` gives `±1` for `±0`.
    fn sign(self) -> Self;
    /// `1 / x`.
    fn recip(self) -> Self;
    /// `max(x, 0)`: `x` when above zero, NaN for NaN, `0` (positive) otherwise.
    fn relu(self) -> Self;
    /// Whether `x` is NaN.
    fn is_nan(self) -> bool;
    /// Whether `x` is neither infinite nor NaN.
    fn is_finite(self) -> bool;

    with_math! {
        /// The cube root.
        fn cbrt(self) -> Self;
        /// `e^x`.
        fn exp(self) -> Self;
        /// `2^x`.
        fn exp2(self) -> Self;
        /// `e^x - 1`, accurate near 0 (NumPy's `expm1`).
        fn exp_m1(self) -> Self;
        /// The natural logarithm (NumPy's `log`): `-inf` for `±0`, NaN below zero.
        fn ln(self) -> Self;
        /// The base-2 logarithm.
        fn log2(self) -> Self;
        /// The base-10 logarithm.
        fn log10(self) -> Self;
        /// `ln(1 + x)`, accurate near 0 (NumPy's `log1p`).
        fn ln_1p(self) -> Self;
        /// `x^n` for an integer `n`, with the values of NumPy's `np.power(x, n)` (C's `pow`):
        /// `x^0 == 1` for every `x`, NaN included.
        fn powi(self, n: i32) -> Self;
        /// `x^e` (C's `pow`, NumPy's `np.power`): NaN for a negative `x` and a non-integer `e`.
        fn powf(self, e: Self) -> Self;
        /// `x^e` for one exponent given for a whole tensor, with the values of NumPy's
        /// `np.power(x, e)` for a scalar `e`: [`powf`](Self::powf), except that an exponent
        /// of `0.5` is [`sqrt`](Self::sqrt) (NumPy's fast path, and PyTorch's), so `-inf` gives
        /// NaN and `-0` gives `-0` where C's `pow` gives `inf` and `0`.
        #[doc(hidden)]
        fn powf_scalar(self, e: Self) -> Self;
        /// The sine (radians).
        fn sin(self) -> Self;
        /// The cosine (radians).
        fn cos(self) -> Self;
        /// The tangent (radians).
        fn tan(self) -> Self;
        /// The arcsine, in `[-π/2, π/2]`; NaN outside `[-1, 1]`.
        fn asin(self) -> Self;
        /// The arccosine, in `[0, π]`; NaN outside `[-1, 1]`.
        fn acos(self) -> Self;
        /// The arctangent, in `[-π/2, π/2]`.
        fn atan(self) -> Self;
        /// The angle of the point `(x, y)` for `self == y` (NumPy's `arctan2(y, x)`), in
        /// `[-π, π]`, with C's rules for zeros and infinities.
        fn atan2(self, x: Self) -> Self;
        /// The hyperbolic sine.
        fn sinh(self) -> Self;
        /// The hyperbolic cosine.
        fn cosh(self) -> Self;
        /// The hyperbolic tangent.
        fn tanh(self) -> Self;
        /// The logistic function `1 / (1 + e^-x)` (PyTorch's `sigmoid`, SciPy's `expit`).
        fn sigmoid(self) -> Self;
        /// `sqrt(x² + y²)` without overflow or underflow in between; infinite when either is
        /// infinite, even when the other is NaN (C's `hypot`).
        fn hypot(self, y: Self) -> Self;
    }
}

/// The math library's functions that the trait takes over unchanged: `num-traits`' `Float`,
/// which calls `std`'s (the platform's) functions with the `std` feature and `libm`'s without.
#[cfg(any(feature = "std", feature = "libm"))]
macro_rules! from_num_traits {
    ($($name:ident($($arg:ident),*);)*) => {$(
        #[inline]
        fn $name(self $(, $arg: Self)*) -> Self {
            num_traits::Float::$name(self $(, $arg)*)
        }
    )*};
}

macro_rules! element_float {
    ($($t:ident $bits:ident, $mant:literal;)*) => {$(
        impl ElementFloat for $t {
            #[inline]
            fn abs(self) -> Self {
                <$t>::from_bits(self.to_bits() & !SIGN_BIT.$t)
            }
            #[inline]
            fn sqrt(self) -> Self {
                sqrt::$t(self)
            }
            #[inline]
            fn trunc(self) -> Self {
                let bits = self.to_bits();
                let biased = ((bits >> $mant) & ((1 << ($bits::BITS - 1 - $mant)) - 1)) as i32;
                let e = biased - (<$t>::MAX_EXP - 1);
                if e >= $mant {
                    // Integral already (no fraction bits), infinite or NaN.
                    self
                } else if e < 0 {
                    // |x| < 1: a zero of x's sign.
                    <$t>::from_bits(bits & SIGN_BIT.$t)
                } else {
                    // 1 <= |x| < 2^mant: clear the `mant - e` fraction bits (1 ..= mant).
                    let fraction: $bits = (1 << ($mant - e)) - 1;
                    <$t>::from_bits(bits & !fraction)
                }
            }
            #[inline]
            fn floor(self) -> Self {
                let t = ElementFloat::trunc(self);
                // Exact: |t| < 2^mant whenever t > x.
                if t > self { t - 1.0 } else { t }
            }
            #[inline]
            fn ceil(self) -> Self {
                let t = ElementFloat::trunc(self);
                if t < self { t + 1.0 } else { t }
            }
            #[inline]
            fn round(self) -> Self {
                // Adding 2^mant to |x| < 2^mant leaves no fraction bits, so the addition rounds
                // to an integer with IEEE's ties-to-even; subtracting it back is exact. The sign
                // of x is put back afterwards (`round(-0.3) == -0`).
                const BIG: $t = (1u64 << $mant) as $t;
                let a = ElementFloat::abs(self);
                if a < BIG {
                    let r = (a + BIG) - BIG;
                    <$t>::from_bits(r.to_bits() | (self.to_bits() & SIGN_BIT.$t))
                } else {
                    self
                }
            }
            #[inline]
            fn sign(self) -> Self {
                if self > 0.0 {
                    1.0
                } else if self < 0.0 {
                    -1.0
                } else if self == 0.0 {
                    0.0
                } else {
                    self
                }
            }
            #[inline]
            fn recip(self) -> Self {
                1.0 / self
            }
            #[inline]
            fn relu(self) -> Self {
                if self > 0.0 || <$t>::is_nan(self) { self } else { 0.0 }
            }
            #[inline]
            fn is_nan(self) -> bool {
                <$t>::is_nan(self)
            }
            #[inline]
            fn is_finite(self) -> bool {
                <$t>::is_finite(self)
            }

            #[cfg(any(feature = "std", feature = "libm"))]
            from_num_traits! {
                cbrt(); exp(); exp2(); exp_m1(); ln(); log2(); log10(); ln_1p(); powf(e);
                sin(); cos(); tan(); asin(); acos(); atan(); atan2(x); sinh(); cosh(); tanh();
                hypot(y);
            }

            #[cfg(any(feature = "std", feature = "libm"))]
            #[inline]
            fn powi(self, n: i32) -> Self {
                match n {
                    0 => 1.0,
                    1 => self,
                    2 => self * self,
                    -1 => 1.0 / self,
                    _ => {
                        // pow(x, n) for an integer n is |x|^n with x's sign when n is odd;
                        // the parity comes from n itself (`n as f32` rounds above 2^24).
                        let m = num_traits::Float::powf(ElementFloat::abs(self), n as $t);
                        if n & 1 != 0 && self.is_sign_negative() { -m } else { m }
                    }
                }
            }

            #[cfg(any(feature = "std", feature = "libm"))]
            #[inline]
            fn powf_scalar(self, e: Self) -> Self {
                if e == 0.5 {
                    ElementFloat::sqrt(self)
                } else {
                    num_traits::Float::powf(self, e)
                }
            }

            #[cfg(any(feature = "std", feature = "libm"))]
            #[inline]
            fn sigmoid(self) -> Self {
                1.0 / (1.0 + num_traits::Float::exp(-self))
            }
        }
    )*};
}

/// The sign bit of each float type.
#[allow(non_camel_case_types)]
struct SignBits {
    f32: u32,
    f64: u64,
}
const SIGN_BIT: SignBits = SignBits {
    f32: 1 << 31,
    f64: 1 << 63,
};

use crate::ops::linalg::sqrt;

element_float! {
    f32 u32, 23;
    f64 u64, 52;
}
