//! no-panic check: `a * 2.0 + 1.0` on `[4, 4]` (operators with scalars) and `-a`.
//! Builds (in release) only if the function has no panic path.

use std::hint::black_box;

use no_panic::no_panic;
use shaped::prelude::*;

#[no_panic]
#[inline(never)]
fn scale(a: Tensor<f32, shape![4, 4]>) -> Tensor<f32, shape![4, 4]> {
    -(a * 2.0 + 1.0)
}

fn main() {
    let a = Tensor::<f32, shape![4, 4]>::from_array(black_box([[1.0; 4]; 4]));
    black_box(scale(black_box(a)));
}
