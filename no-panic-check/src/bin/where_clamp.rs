//! no-panic check: the three-operand family on f32: `where_(cond [4, 1], x [4, 4], y [4])`,
//! `clamp_tensor` with bounds `[4]` and `[]`, and `zip_map3`, on fully static inline tensors.
//! Builds (in release) only if the function has no panic path.

use std::hint::black_box;

use no_panic::no_panic;
use shaped::ops::where_;
use shaped::prelude::*;

#[no_panic]
#[inline(never)]
fn where_clamp(
    cond: &Tensor<bool, shape![4, 1]>,
    x: &Tensor<f32, shape![4, 4]>,
    y: &Tensor<f32, shape![4]>,
    s: &Tensor<f32, shape![]>,
) -> Tensor<f32, shape![4, 4]> {
    let w = where_(cond, x, y);
    let c = w.clamp_tensor(y, s);
    c.zip_map3(x, y, |p, q, r| p * q + r)
}

fn main() {
    let cond =
        Tensor::<bool, shape![4, 1]>::from_array(black_box([[true], [false], [true], [false]]));
    let x = Tensor::<f32, shape![4, 4]>::from_array(black_box([[1.0; 4]; 4]));
    let y = Tensor::<f32, shape![4]>::from_array(black_box([2.0, -1.0, f32::NAN, 0.5]));
    let s = Tensor::<f32, shape![]>::from_array(black_box(1.5));
    black_box(where_clamp(
        black_box(&cond),
        black_box(&x),
        black_box(&y),
        black_box(&s),
    ));
}
