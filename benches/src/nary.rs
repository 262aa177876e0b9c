//! The three-operand static case, compiled into the `icount` binary rather than the library
//! crate so that it does not change how the library's two-operand cases are optimised
//! (LLVM's inlining of the shared element-wise path depends on how many instantiations share a
//! codegen unit, so one more case in the library changes the code of the others).
//! Same conventions as `shaped_benches::cases`.

#![allow(clippy::needless_range_loop)] // the hand loop indexes on purpose

use shaped_benches::cases::{T4, T44};

/// `a.clamp_tensor(&lo, &hi)`, `[4, 4]` with bounds `[4]` and `[4]` (three inline operands).
#[inline(never)]
pub fn shaped_clamp_44_4_4(a: &T44, lo: &T4, hi: &T4) -> T44 {
    a.clamp_tensor(lo, hi)
}

/// The hand loop for `clamp([4, 4], [4], [4])` with PyTorch's rules (a NaN bound gives NaN,
/// else `min(max(x, lo), hi)`).
#[inline(never)]
pub fn hand_clamp_44_4_4(a: &[[f32; 4]; 4], lo: &[f32; 4], hi: &[f32; 4]) -> [[f32; 4]; 4] {
    let mut out = [[0.0; 4]; 4];
    for i in 0..4 {
        for j in 0..4 {
            let (x, l, h) = (a[i][j], lo[j], hi[j]);
            out[i][j] = if l.is_nan() {
                l
            } else if h.is_nan() {
                h
            } else {
                let r = if x < l { l } else { x };
                if h < r { h } else { r }
            };
        }
    }
    out
}
