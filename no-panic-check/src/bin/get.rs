//! no-panic check: `a.get([i, j])` with run-time indices (out of range gives `None`).
//! Builds (in release) only if the function has no panic path.

use std::hint::black_box;

use no_panic::no_panic;
use shaped::prelude::*;

#[no_panic]
#[inline(never)]
fn get(a: &Tensor<f32, shape![4, 4]>, i: usize, j: usize) -> Option<f32> {
    a.get([i, j]).copied()
}

fn main() {
    let a = Tensor::<f32, shape![4, 4]>::from_array(black_box([[1.0; 4]; 4]));
    black_box(get(black_box(&a), black_box(1), black_box(2)));
}
