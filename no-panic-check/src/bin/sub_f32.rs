//! no-panic check: `&a - &b`, f32, `[4, 4] - [4]` (broadcast).
//! Builds (in release) only if the function has no panic path.

use std::hint::black_box;

use no_panic::no_panic;
use shaped::prelude::*;

#[no_panic]
#[inline(never)]
fn sub_f32(a: &Tensor<f32, shape![4, 4]>, b: &Tensor<f32, shape![4]>) -> Tensor<f32, shape![4, 4]> {
    a - b
}

fn main() {
    let a = Tensor::<f32, shape![4, 4]>::from_array(black_box([[1.0; 4]; 4]));
    let b = Tensor::<f32, shape![4]>::from_array(black_box([2.0; 4]));
    black_box(sub_f32(black_box(&a), black_box(&b)));
}
