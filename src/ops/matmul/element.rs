//! [`MatElement`]: the element types of matrix products.

use crate::ops::Reducible;

/// An element type `matmul` accepts: the primitive integers (products and sums wrap on
/// overflow) and floats. With the `gemm` feature, large `f32`/`f64` products run on the
/// `matrixmultiply` kernels (through `ndarray`'s safe `general_mat_mul`).
///
/// ```
/// use shaped::ops::MatElement;
/// fn dot<T: MatElement>(a: &[T], b: &[T]) -> T {
///     a.iter().zip(b).fold(T::ZERO, |acc, (&x, &y)| T::mul_add(acc, x, y))
/// }
/// assert_eq!(dot(&[1, 2], &[3, 4]), 11);
/// ```
pub trait MatElement: Reducible {
    /// `acc + a * b` (wrapping for integers; not fused for floats).
    #[inline(always)]
    fn mul_add(acc: Self, a: Self, b: Self) -> Self {
        acc.add(a.mul(b))
    }

    /// `out = a · b` for one `m × k` by `k × n` product of strided matrices (non-negative
    /// strides; `a` and `b` start at the beginning of their slices; `out` row-major, zeroed),
    /// on an optimised kernel. `false` when this type has none (the caller then loops).
    #[doc(hidden)]
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn gemm(
        _a: &[Self],
        _a_strides: (usize, usize),
        _b: &[Self],
        _b_strides: (usize, usize),
        _mkn: (usize, usize, usize),
        _out: &mut [Self],
    ) -> bool {
        false
    }
}

macro_rules! plain {
    ($($t:ty),*) => {$( impl MatElement for $t {} )*};
}

plain!(
    i8, i16, i32, i64, i128, isize, u8, u16, u32, u64, u128, usize
);

#[cfg(not(feature = "gemm"))]
plain!(f32, f64);

#[cfg(feature = "gemm")]
macro_rules! gemm {
    ($($t:ty),*) => {$(
        impl MatElement for $t {
            fn gemm(
                a: &[Self],
                a_strides: (usize, usize),
                b: &[Self],
                b_strides: (usize, usize),
                (m, k, n): (usize, usize, usize),
                out: &mut [Self],
            ) -> bool {
                use ndarray::{ArrayView2, ArrayViewMut2, ShapeBuilder};
                let a = ArrayView2::from_shape((m, k).strides(a_strides), a);
                let b = ArrayView2::from_shape((k, n).strides(b_strides), b);
                let c = ArrayViewMut2::from_shape((m, n), out);
                match (a, b, c) {
                    (Ok(a), Ok(b), Ok(mut c)) => {
                        ndarray::linalg::general_mat_mul(1.0, &a, &b, 0.0, &mut c);
                        true
                    }
                    _ => false,
                }
            }
        }
    )*};
}

#[cfg(feature = "gemm")]
gemm!(f32, f64);
