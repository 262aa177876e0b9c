//! Correctly rounded square roots without `std`.
//!
//! `f32::sqrt` and `f64::sqrt` live in `std` (`core::f64::math::sqrt` is unstable on the
//! supported toolchain), and the crate must take a square root for `cholesky` with no allocator
//! and no `std`. With the `std` feature the hardware instruction is used, and with the `libm`
//! feature (and no `std`) `libm`'s square root (itself correctly rounded); with neither, the
//! square root is computed on the integers: the significand, scaled to an even exponent, goes
//! through the exact integer square root (`isqrt` of `core`), which gives one guard bit beyond
//! the precision, and rounding to nearest needs no sticky bit because the square root of a
//! floating-point number is never exactly halfway between two of them. Both paths give the
//! correctly rounded IEEE result, so the features change speed, never values; the tests check
//! the integer path against the hardware one. No dependency beyond `core` without the features.

/// The correctly rounded square root of `x`: NaN for NaN and for `x < 0`, `-0` for `-0`,
/// infinity for infinity.
#[inline(always)]
pub(crate) fn f64(x: f64) -> f64 {
    #[cfg(feature = "std")]
    {
        x.sqrt()
    }
    #[cfg(all(not(feature = "std"), feature = "libm"))]
    {
        num_traits::Float::sqrt(x)
    }
    #[cfg(not(any(feature = "std", feature = "libm")))]
    {
        soft_f64(x)
    }
}

/// The correctly rounded square root of `x` (see [`f64`]).
#[inline(always)]
pub(crate) fn f32(x: f32) -> f32 {
    #[cfg(feature = "std")]
    {
        x.sqrt()
    }
    #[cfg(all(not(feature = "std"), feature = "libm"))]
    {
        num_traits::Float::sqrt(x)
    }
    #[cfg(not(any(feature = "std", feature = "libm")))]
    {
        soft_f32(x)
    }
}

/// `f64` square root on the integers.
#[cfg_attr(any(feature = "std", feature = "libm"), allow(dead_code))]
#[inline]
pub(crate) fn soft_f64(x: f64) -> f64 {
    if x.is_nan() || x == 0.0 || x == f64::INFINITY {
        return x;
    }
    if x < 0.0 {
        return f64::NAN;
    }
    let bits = x.to_bits();
    let field = (bits >> 52) as i32; // the sign bit is 0
    let mut m = bits & ((1 << 52) - 1);
    // `x = m * 2^e` with `m` a 53-bit integer (subnormals normalised).
    let mut e = if field == 0 {
        let shift = m.leading_zeros() - 11;
        m <<= shift;
        -1074 - shift as i32
    } else {
        m |= 1 << 52;
        field - 1075
    };
    if e & 1 != 0 {
        m <<= 1;
        e -= 1;
    }
    // `m` is in [2^52, 2^54), so sqrt(x) = sqrt(m * 2^54) * 2^(e/2 - 27), and `r` has 54 bits,
    // the last a guard bit.
    let r = ((m as u128) << 54).isqrt() as u64;
    let mut q = (r >> 1) + (r & 1);
    let mut exp = e / 2 - 26;
    if q == 1 << 53 {
        q >>= 1;
        exp += 1;
    }
    f64::from_bits((((exp + 1075) as u64) << 52) | (q & ((1 << 52) - 1)))
}

/// `f32` square root on the integers.
#[cfg_attr(any(feature = "std", feature = "libm"), allow(dead_code))]
#[inline]
pub(crate) fn soft_f32(x: f32) -> f32 {
    if x.is_nan() || x == 0.0 || x == f32::INFINITY {
        return x;
    }
    if x < 0.0 {
        return f32::NAN;
    }
    let bits = x.to_bits();
    let field = (bits >> 23) as i32;
    let mut m = bits & ((1 << 23) - 1);
    let mut e = if field == 0 {
        let shift = m.leading_zeros() - 8;
        m <<= shift;
        -149 - shift as i32
    } else {
        m |= 1 << 23;
        field - 150
    };
    // 23 fraction bits are odd in number: one more bit, then an even exponent, puts `m` in
    // [2^24, 2^26), whose `m * 2^24` has a 25-bit square root.
    m <<= 1;
    e -= 1;
    if e & 1 != 0 {
        m <<= 1;
        e -= 1;
    }
    // sqrt(x) = sqrt(m * 2^24) * 2^(e/2 - 12): `r` has 25 bits, the last a guard bit.
    let r = ((m as u64) << 24).isqrt() as u32;
    let mut q = (r >> 1) + (r & 1);
    let mut exp = e / 2 - 11;
    if q == 1 << 24 {
        q >>= 1;
        exp += 1;
    }
    f32::from_bits((((exp + 150) as u32) << 23) | (q & ((1 << 23) - 1)))
}

#[cfg(all(test, feature = "std"))]
mod tests {
    use super::{soft_f32, soft_f64};

    fn same32(x: f32) {
        let (got, want) = (soft_f32(x), x.sqrt());
        assert!(
            got.to_bits() == want.to_bits() || (got.is_nan() && want.is_nan()),
            "sqrt({x:e}) = {got:e}, want {want:e}"
        );
    }

    fn same64(x: f64) {
        let (got, want) = (soft_f64(x), x.sqrt());
        assert!(
            got.to_bits() == want.to_bits() || (got.is_nan() && want.is_nan()),
            "sqrt({x:e}) = {got:e}, want {want:e}"
        );
    }

    #[test]
    fn special_values() {
        for x in [
            0.0,
            -0.0,
            1.0,
            4.0,
            2.0,
            -1.0,
            f32::INFINITY,
            f32::NEG_INFINITY,
            f32::NAN,
        ] {
            same32(x);
        }
        for x in [
            0.0,
            -0.0,
            1.0,
            4.0,
            2.0,
            -1.0,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::NAN,
        ] {
            same64(x);
        }
        assert_eq!(soft_f32(-0.0).to_bits(), (-0.0f32).to_bits());
        assert_eq!(soft_f64(-0.0).to_bits(), (-0.0f64).to_bits());
    }

    /// Every bit pattern at a stride of 4099 (about a million values, including subnormals,
    /// the largest finite values, negatives and NaNs), and both neighbours of every power of two.
    #[test]
    fn f32_matches_the_hardware() {
        let mut bits: u32 = 0;
        loop {
            same32(f32::from_bits(bits));
            match bits.checked_add(4099) {
                Some(b) => bits = b,
                None => break,
            }
        }
        for e in 0..=255u32 {
            for m in [0, 1, 2, 0x7f_ffff, 0x7f_fffe, 0x40_0000] {
                same32(f32::from_bits(e << 23 | m));
            }
        }
    }

    /// Every `f32` (about a minute in release:
    /// `cargo test --release --lib exhaustive -- --ignored`).
    #[test]
    #[ignore]
    fn f32_exhaustive() {
        for bits in 0..=u32::MAX {
            same32(f32::from_bits(bits));
        }
    }

    /// Subnormals, extremes and a million pseudo-random bit patterns.
    #[test]
    fn f64_matches_the_hardware() {
        let mut state: u64 = 0x9e37_79b9_7f4a_7c15;
        for _ in 0..1_000_000 {
            // xorshift64*
            state ^= state >> 12;
            state ^= state << 25;
            state ^= state >> 27;
            same64(f64::from_bits(state.wrapping_mul(0x2545_f491_4f6c_dd1d)));
        }
        for e in 0..=2047u64 {
            for m in [0, 1, 2, (1 << 52) - 1, (1 << 52) - 2, 1 << 51] {
                same64(f64::from_bits(e << 52 | m));
            }
        }
        same64(f64::MIN_POSITIVE);
        same64(f64::MAX);
        same64(1e-310);
    }

    /// Perfect squares come back exactly.
    #[test]
    fn perfect_squares_are_exact() {
        for i in 1..4096u32 {
            let x = f64::from(i);
            assert_eq!(soft_f64(x * x), x);
            // Below 2^12 the square of an `f32` integer is exact.
            assert_eq!(soft_f32((i * i) as f32), i as f32);
        }
    }
}
