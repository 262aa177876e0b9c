//! no-panic check: two-operand element-wise math with broadcasting on static inline f32 tensors:
//! `atan2` of `[4, 4]` with `[4]` and of `[4, 1]` with `[4]` (both operands stretched),
//! `hypot`, `powf_tensor`, and `atan2_inplace` with a broadcast `[4]` (`libm`'s functions; built
//! with fat LTO, see Cargo.toml).
//! Builds (in release) only if the function has no panic path.

use std::hint::black_box;

use no_panic::no_panic;
use shaped::prelude::*;

type M = Tensor<f32, shape![4, 4]>;

#[no_panic]
#[inline(never)]
fn math_binary(a: &M, col: &Tensor<f32, shape![4, 1]>, row: &Tensor<f32, shape![4]>) -> (M, M, M) {
    let t = a.atan2(row);
    let outer: M = col.atan2(row);
    let h = a.hypot(&outer).powf_tensor(col);
    let mut m = *a;
    m.atan2_inplace(row);
    (t, h, m)
}

fn main() {
    let a = M::from_array(black_box([[1.5; 4]; 4]));
    let col = Tensor::<f32, shape![4, 1]>::from_array(black_box([[1.0], [-2.0], [0.0], [3.0]]));
    let row = Tensor::<f32, shape![4]>::from_array(black_box([2.0, -1.0, f32::NAN, 0.5]));
    black_box(math_binary(black_box(&a), black_box(&col), black_box(&row)));
}
