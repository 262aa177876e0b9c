//! no-panic check: `a.map(|x| x * 2.0)`, f32 `[4, 4]`.
//! Builds (in release) only if the function has no panic path.

use std::hint::black_box;

use no_panic::no_panic;
use shaped::prelude::*;

#[no_panic]
#[inline(never)]
fn map(a: &Tensor<f32, shape![4, 4]>) -> Tensor<f32, shape![4, 4]> {
    a.map(|x| x * 2.0)
}

fn main() {
    let a = Tensor::<f32, shape![4, 4]>::from_array(black_box([[1.0; 4]; 4]));
    black_box(map(black_box(&a)));
}
