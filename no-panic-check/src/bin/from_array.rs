//! no-panic check: `Tensor::from_array` of a `[4, 4]` nested array.
//! Builds (in release) only if the function has no panic path.

use std::hint::black_box;

use no_panic::no_panic;
use shaped::prelude::*;

#[no_panic]
#[inline(never)]
fn from_array(x: [[f32; 4]; 4]) -> Tensor<f32, shape![4, 4]> {
    Tensor::<f32, shape![4, 4]>::from_array(x)
}

fn main() {
    black_box(from_array(black_box([[1.0; 4]; 4])));
}
